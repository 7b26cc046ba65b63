package dev.chessplatform.deploy.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LoadPartsTest {

  @Test
  void durationsReadAsOperatorsWriteThem() {
    assertEquals(Duration.ofSeconds(30), LoadCommand.parse("30s"));
    assertEquals(Duration.ofMinutes(2), LoadCommand.parse("2m"));
    assertEquals(Duration.ofMillis(500), LoadCommand.parse("500ms"));
    assertEquals(Duration.ofSeconds(90), LoadCommand.parse("PT90S"));
    assertThrows(RuntimeException.class, () -> LoadCommand.parse("soon"));
  }

  @Test
  void slotsMergeTheirLatenciesFailuresAndGames() {
    Latencies a = new Latencies();
    a.answered(RequestType.MOVE, 2_000_000);
    a.failed(RequestType.MOVE, "412 version-conflict");
    a.gameFinished();
    Latencies b = new Latencies();
    b.answered(RequestType.MOVE, 4_000_000);
    b.answered(RequestType.LEGAL_MOVES, 1_000_000);
    b.failed(RequestType.MOVE, "412 version-conflict");

    Latencies total = new Latencies();
    total.add(a);
    total.add(b);

    assertEquals(2, total.answered().get(RequestType.MOVE).getTotalCount());
    assertEquals(1, total.answered().get(RequestType.LEGAL_MOVES).getTotalCount());
    assertEquals(Map.of("move: 412 version-conflict", 2L), total.failures());
    assertEquals(2, total.failureCount());
    assertEquals(1, total.gamesFinished());
  }

  @Test
  void movesOfTheWarmUpCountTowardTheirWindowLongStretchFromTheRowsStart() {
    long start = 1_000_000_000L;
    long second = 1_000_000_000L;
    GameSlot.Window window = new GameSlot.Window(start, 30 * second, 3);
    window.measureFrom = start + 90 * second;
    window.earlyMove(start); // the first moment: stretch 0
    window.earlyMove(start + 29 * second);
    window.earlyMove(start + 30 * second); // stretch 1
    window.earlyMove(start + 89 * second); // stretch 2
    window.earlyMove(start + 90 * second); // the measured window: not early
    window.earlyMove(start - 1); // before the row: not counted

    assertEquals(2, window.early.get(0));
    assertEquals(1, window.early.get(1));
    assertEquals(1, window.early.get(2));
  }

  @Test
  void aRowNeedsTwoPlayersPerPeopleGameAndOnePerComputerGame() {
    assertEquals(
        2 * 45 + 5, new LoadRun(50, 5, Duration.ZERO, Duration.ofSeconds(1)).playersNeeded());
  }
}

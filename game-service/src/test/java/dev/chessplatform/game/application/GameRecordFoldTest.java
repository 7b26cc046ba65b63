package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.OneOfEachEvent;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The games read model's fold has a branch for every event type, and ends in a throw. */
class GameRecordFoldTest {

  @Test
  void everyEventTypeIsFoldedIntoTheRecord() {
    List<GameEvent> oneOfEach = OneOfEachEvent.inGameOrder();
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      assertTrue(oneOfEach.stream().anyMatch(type::isInstance), "no sample of " + type);
    }
    GameRecord r = GameRecord.empty("g");
    long seq = 0;
    for (GameEvent e : oneOfEach) {
      GameRecord before = r;
      long next = ++seq;
      GameEventEnvelope envelope =
          GameEventEnvelope.of("e" + next, "g", next, Instant.EPOCH, null, null, e);
      r = assertDoesNotThrow(() -> GameRecordFold.apply(before, envelope), e.toString());
    }
    assertEquals(oneOfEach.size(), r.lastSeq());
  }
}

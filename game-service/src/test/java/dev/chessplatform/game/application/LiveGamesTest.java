package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The live list against a read model that lags the open games (the projection writes a game's start
 * after the live-games stream has told it): the list still holds every game the stream told of.
 */
class LiveGamesTest {

  private static final Instant T0 = Instant.parse("2026-12-07T22:00:00Z");

  private final OpenGames games = new OpenGames();
  private final Map<String, GameRecord> written = new HashMap<>();
  private final List<Duration> caughtUp = new ArrayList<>();
  private final LiveGames live = new LiveGames(games, feed(), readModel());

  @Test
  void aGameTheReadModelHasNotWrittenYetIsListedAsItStarted() {
    List<GameEventEnvelope> started = start("room-1", 0, false);
    started.forEach(games::apply);

    List<GameRecord> list = live.now(50);

    assertEquals(List.of("room-1"), ids(list));
    assertEquals("STARTED", list.get(0).status());
    assertEquals("alice", list.get(0).white());
    assertEquals(List.of(LiveGames.CATCH_UP), caughtUp, "the open games are read to now first");
  }

  @Test
  void theReadModelsRecordIsShownOnceItHasWrittenTheGameWithItsMoves() {
    List<GameEventEnvelope> events = new ArrayList<>(start("room-2", 0, false));
    events.forEach(games::apply);
    events.add(event("room-2", 5, 0, move()));
    written.put("room-2", GameRecord.of(fold(events)));

    GameRecord shown = live.now(50).get(0);

    assertEquals(5, shown.lastSeq());
    assertEquals(List.of("e4"), shown.moves());
  }

  @Test
  void aRecordOlderThanTheStartIsNotShownAndOneThatSaysTheGameIsOverHidesIt() {
    List<GameEventEnvelope> first = start("room-3", 0, false);
    first.forEach(games::apply);
    written.put("room-3", GameRecord.of(fold(first.subList(0, 2)))); // still waiting there
    List<GameEventEnvelope> second = new ArrayList<>(start("room-4", 1, false));
    second.forEach(games::apply);
    second.add(event("room-4", 5, 1, resigned()));
    written.put("room-4", GameRecord.of(fold(second))); // over there, not yet here

    List<GameRecord> list = live.now(50);

    assertEquals(List.of("room-3"), ids(list));
    assertEquals("STARTED", list.get(0).status());
  }

  @Test
  void privateGamesAndEndedGamesAreNotListedAndTheNewestComeFirstUpToTheLimit() {
    start("old", 0, false).forEach(games::apply);
    start("private", 1, true).forEach(games::apply);
    start("middle", 2, false).forEach(games::apply);
    start("new", 3, false).forEach(games::apply);
    start("ended", 4, false).forEach(games::apply);
    games.apply(event("ended", 5, 4, resigned()));

    assertEquals(List.of("new", "middle", "old"), ids(live.now(50)));
    assertEquals(List.of("new", "middle"), ids(live.now(2)));
  }

  private OpenGamesFeed feed() {
    return new OpenGamesFeed() {
      @Override
      public boolean catchUp(Duration within) {
        caughtUp.add(within);
        return true;
      }

      @Override
      public boolean ready() {
        return true;
      }
    };
  }

  private GameRecords readModel() {
    return new GameRecords() {
      @Override
      public Map<String, GameRecord> byIds(Collection<String> gameIds) {
        Map<String, GameRecord> out = new HashMap<>();
        gameIds.stream().filter(written::containsKey).forEach(id -> out.put(id, written.get(id)));
        return out;
      }

      @Override
      public List<GameRecord> ofPlayer(String player, String status, int limit) {
        throw new UnsupportedOperationException();
      }

      @Override
      public List<GameRecord> withStatus(String status, int limit) {
        throw new UnsupportedOperationException("the live list does not read it");
      }

      @Override
      public List<GameRecord> open() {
        throw new UnsupportedOperationException();
      }

      @Override
      public List<GameRecord> finishedInOrder(
          Instant since, Instant until, String player, ExportCursor after, int limit) {
        throw new UnsupportedOperationException();
      }
    };
  }

  /** A room opened by alice at minute {@code minute}, bob seated, started: seqs 1 to 4. */
  private static List<GameEventEnvelope> start(String id, int minute, boolean privateGame) {
    return List.of(
        event(
            id,
            1,
            minute,
            new GameEvent.GameCreated(
                "alice",
                GameMode.ROOM,
                TimeControl.UNTIMED,
                false,
                ColourChoice.WHITE,
                null,
                DrawRules.AUTOMATIC,
                privateGame,
                null)),
        event(id, 2, minute, new GameEvent.PlayerSeated("alice", Colour.WHITE)),
        event(id, 3, minute, new GameEvent.PlayerSeated("bob", Colour.BLACK)),
        event(id, 4, minute, new GameEvent.GameStarted("alice", "bob", 0, 0)));
  }

  private static GameEvent move() {
    return new GameEvent.MovePlayed(
        Colour.WHITE,
        "e2e4",
        "e4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        0,
        0,
        0);
  }

  private static GameEvent resigned() {
    return new GameEvent.GameEnded("0-1", Termination.RESIGNATION, Colour.BLACK, null, 0, 0);
  }

  private static GameState fold(List<GameEventEnvelope> events) {
    GameState s = GameState.empty(events.get(0).gameId());
    for (GameEventEnvelope e : events) {
      s = GameEvolver.apply(s, e.payload(), e.seq(), e.occurredAt());
    }
    return s;
  }

  private static GameEventEnvelope event(String gameId, long seq, int minute, GameEvent payload) {
    return GameEventEnvelope.of(
        UUID.randomUUID().toString(),
        gameId,
        seq,
        T0.plusSeconds(60L * minute + seq),
        null,
        "alice",
        payload);
  }

  private static List<String> ids(List<GameRecord> records) {
    return records.stream().map(GameRecord::gameId).toList();
  }
}

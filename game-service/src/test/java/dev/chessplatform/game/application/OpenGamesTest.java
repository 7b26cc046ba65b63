package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.application.OpenGames.Change;
import dev.chessplatform.game.application.OpenGames.Kind;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The open games as every instance folds them: lists, changes, and events read twice. */
class OpenGamesTest {

  private static final Instant T0 = Instant.parse("2026-12-03T12:00:00Z");

  private final OpenGames games = new OpenGames();
  private final List<Change> changes = new ArrayList<>();

  OpenGamesTest() {
    games.subscribe(changes::add);
  }

  @Test
  void aSeekOpensAndClosesWhenItsGameStarts() {
    String id = "seek-1";
    games.apply(event(id, 1, created(GameMode.SEEK, false)));
    games.apply(event(id, 2, new GameEvent.PlayerSeated("alice", Colour.WHITE)));
    assertEquals(List.of(id), ids(games.waiting(GameMode.SEEK, s -> true)));
    assertEquals(List.of(), games.waiting(GameMode.ROOM, s -> true));

    games.apply(event(id, 3, new GameEvent.PlayerSeated("bob", Colour.BLACK)));
    games.apply(event(id, 4, new GameEvent.GameStarted("alice", "bob", 0, 0)));

    assertEquals(List.of(), games.waiting(GameMode.SEEK, s -> true));
    assertEquals(
        List.of(Kind.OPENED, Kind.CHANGED, Kind.CHANGED, Kind.CLOSED, Kind.STARTED), kinds());
    assertEquals(1, games.playedCount());

    games.apply(
        event(
            id,
            5,
            new GameEvent.GameEnded(
                "1-0", dev.chessplatform.chess.Termination.RESIGNATION, Colour.WHITE, null, 0, 0)));
    Change ended = changes.get(changes.size() - 1);
    assertEquals(Kind.ENDED, ended.kind());
    assertNull(ended.state());
    assertEquals(0, games.playedCount());
  }

  @Test
  void anEventThatMayNotChangeTheOpenGamesChangesNothingWhenApplied() {
    String id = "seek-2";
    List<GameEventEnvelope> game =
        List.of(
            event(id, 1, created(GameMode.SEEK, false)),
            event(id, 2, new GameEvent.PlayerSeated("alice", Colour.WHITE)),
            event(id, 3, new GameEvent.PlayerSeated("bob", Colour.BLACK)),
            event(id, 4, new GameEvent.GameStarted("alice", "bob", 0, 0)),
            event(
                id,
                5,
                new GameEvent.MovePlayed(
                    Colour.WHITE,
                    "e2e4",
                    "e4",
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                    0,
                    0,
                    0)),
            event(id, 6, new GameEvent.DrawOffered(Colour.BLACK)),
            event(
                id,
                7,
                new GameEvent.GameEnded(
                    "1-0",
                    dev.chessplatform.chess.Termination.RESIGNATION,
                    Colour.WHITE,
                    null,
                    0,
                    0)),
            event("other", 2, new GameEvent.PlayerSeated("carol", Colour.WHITE)),
            event(
                "other",
                9,
                new GameEvent.GameEnded(
                    "0-1",
                    dev.chessplatform.chess.Termination.RESIGNATION,
                    Colour.BLACK,
                    null,
                    0,
                    0)));
    List<Boolean> mayChange = new ArrayList<>();
    for (GameEventEnvelope e : game) {
      boolean may = games.mayChange(e.gameId(), e.seq(), e.payload().getClass());
      mayChange.add(may);
      int before = changes.size();
      int waiting = games.waiting(GameMode.SEEK, s -> true).size();
      int played = games.playedCount();
      games.apply(e);
      if (!may) {
        assertEquals(before, changes.size(), "no change from seq " + e.seq() + " of " + e.gameId());
        assertEquals(waiting, games.waiting(GameMode.SEEK, s -> true).size());
        assertEquals(played, games.playedCount());
      }
    }
    // the seek's events up to its start and its end may change the lists; a move, an offer
    // and another game's events the tail never saw created may not
    assertEquals(List.of(true, true, true, true, false, false, true, false, false), mayChange);
    assertEquals(
        List.of(Kind.OPENED, Kind.CHANGED, Kind.CHANGED, Kind.CLOSED, Kind.STARTED, Kind.ENDED),
        kinds());
  }

  @Test
  void anEventReadTwiceChangesNothing() {
    String id = "room-1";
    GameEventEnvelope created = event(id, 1, created(GameMode.ROOM, false));
    GameEventEnvelope seated = event(id, 2, new GameEvent.PlayerSeated("alice", Colour.WHITE));
    games.apply(created);
    games.apply(seated);
    games.apply(created);
    games.apply(seated);
    assertEquals(List.of(Kind.OPENED, Kind.CHANGED), kinds());
    assertEquals(2, games.waiting(GameMode.ROOM, s -> true).get(0).version());
  }

  @Test
  void aSeedIsWhereTheTailGoesOnFrom() {
    games.apply(event("room-2", 1, created(GameMode.ROOM, false)));
    GameState waiting = games.waiting(GameMode.ROOM, s -> true).get(0);
    OpenGames fresh = new OpenGames();
    List<Change> seen = new ArrayList<>();
    fresh.subscribe(seen::add);
    fresh.seed(
        List.of(waiting),
        List.of(
            new OpenGames.Playing(
                "played-1",
                new OpenGames.Seats("alice", "bob", false),
                GameRecord.of(GameState.empty("played-1")))));

    fresh.apply(event("room-2", 1, created(GameMode.ROOM, false))); // before the seed: skipped
    fresh.apply(event("room-2", 2, new GameEvent.GameCancelled("alice", "closed")));
    fresh.apply(
        event(
            "played-1",
            40,
            new GameEvent.GameEnded(
                "1/2-1/2", dev.chessplatform.chess.Termination.AGREEMENT, null, null, 0, 0)));

    assertEquals(List.of(Kind.CLOSED, Kind.ENDED), seen.stream().map(Change::kind).toList());
    assertEquals(0, fresh.waitingCount());
    assertEquals(0, fresh.playedCount());
  }

  @Test
  void privateGamesAreKeptForTheirPlayersAndMarkedPrivate() {
    games.apply(event("ch-1", 1, created(GameMode.CHALLENGE, true)));
    assertEquals(
        1,
        games.waiting(GameMode.CHALLENGE, s -> "bob".equals(s.settings().invitedPlayer())).size());
    games.apply(event("ch-1", 2, new GameEvent.PlayerSeated("alice", Colour.WHITE)));
    games.apply(event("ch-1", 3, new GameEvent.PlayerSeated("bob", Colour.BLACK)));
    games.apply(event("ch-1", 4, new GameEvent.GameStarted("alice", "bob", 0, 0)));
    assertEquals(
        List.of(Kind.OPENED, Kind.CHANGED, Kind.CHANGED, Kind.CLOSED, Kind.STARTED), kinds());
    assertTrue(changes.stream().allMatch(Change::isPrivate), "every change says it is private");
    assertEquals(List.of("ch-1"), games.playedBy("bob").stream().map(p -> p.gameId()).toList());
    assertEquals(List.of(), games.playedBy("carol"));
  }

  @Test
  void aSubscriptionsSnapshotAndItsChangesNeitherOverlapNorMissAnything() throws Exception {
    games.apply(event("seek-9", 1, created(GameMode.SEEK, false)));
    List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
    Thread writer =
        new Thread(
            () -> {
              for (int i = 0; i < 200; i++) {
                games.apply(event("seek-x" + i, 1, created(GameMode.SEEK, false)));
              }
            });
    writer.start();
    games.subscribe(
        () -> games.waiting(GameMode.SEEK, s -> true).forEach(s -> seen.add(s.gameId())),
        c -> seen.add(c.gameId()));
    writer.join();
    assertEquals(201, seen.size(), "each seek once, in the snapshot or as a change");
    assertEquals(201, new java.util.HashSet<>(seen).size());
  }

  @Test
  void aGapDropsTheGameInsteadOfFoldingAWrongState() {
    games.apply(event("seek-2", 1, created(GameMode.SEEK, false)));
    games.apply(event("seek-2", 3, new GameEvent.PlayerSeated("bob", Colour.BLACK)));
    assertEquals(0, games.waitingCount());
  }

  private List<Kind> kinds() {
    return changes.stream().map(Change::kind).toList();
  }

  private static List<String> ids(List<GameState> states) {
    return states.stream().map(GameState::gameId).toList();
  }

  private static GameEvent.GameCreated created(GameMode mode, boolean privateGame) {
    return new GameEvent.GameCreated(
        "alice",
        mode,
        TimeControl.UNTIMED,
        false,
        ColourChoice.WHITE,
        null,
        DrawRules.AUTOMATIC,
        privateGame,
        mode == GameMode.CHALLENGE ? "bob" : null);
  }

  private static GameEventEnvelope event(String gameId, long seq, GameEvent payload) {
    return GameEventEnvelope.of(
        UUID.randomUUID().toString(), gameId, seq, T0.plusSeconds(seq), null, "alice", payload);
  }
}

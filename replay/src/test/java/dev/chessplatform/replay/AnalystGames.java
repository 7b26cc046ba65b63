package dev.chessplatform.replay;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.GameAborted;
import dev.chessplatform.events.game.GameEvent.GameCancelled;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEvent.MovesUndone;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameEvent.TakebackAccepted;
import dev.chessplatform.events.game.GameEvent.TakebackRequested;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.kafka.KafkaClients;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;

/**
 * The games the replay tests read, written once per test JVM to the real broker's {@code
 * chess.game-events} through {@code GameEventCodec}, each record stamped with its event's time (so
 * that {@code --since} finds them by {@code offsetsForTimes}):
 *
 * <ol>
 *   <li>{@link #SCHOLAR}: a rated blitz challenge (5+3), alice against bob, ratings recorded; white
 *       plays 3. Qf3, takes it back with bob's consent, and mates with 4. Qxf7#;
 *   <li>{@link #COMPUTER_2}: alice against computer level 2, untimed, a hint and an undo of two
 *       plies, then alice resigns;
 *   <li>{@link #COMPUTER_1}: alice mates computer level 1 in four moves;
 *   <li>{@link #ABORTED}: a rapid seek, carol against dave, aborted by black after 1. e4;
 *   <li>{@link #CANCELLED}: erin's seek, withdrawn before anyone sat down;
 *   <li>{@link #IMPORTED}: the fool's mate, imported from PGN with its own tags;
 *   <li>and one event of a type this reader does not know, which it must skip.
 * </ol>
 */
final class AnalystGames {

  static final String SCHOLAR = "g-scholar";
  static final String COMPUTER_2 = "g-computer-2";
  static final String COMPUTER_1 = "g-computer-1";
  static final String ABORTED = "g-aborted";
  static final String CANCELLED = "g-cancelled";
  static final String IMPORTED = "g-imported";

  private static final int ATTEMPTS = 3;

  /**
   * The fixture's few hundred events take well under a second; a write that has not been
   * acknowledged in 15 s is the stuck idempotent producer a just-started broker sometimes causes
   * (NOT_LEADER_OR_FOLLOWER, then OUT_OF_ORDER_SEQUENCE_NUMBER until the delivery timeout: 45 s of
   * the fast tier once, at 40 s), and a fresh broker is quicker than waiting it out.
   */
  private static final Duration WRITE_WITHIN = Duration.ofSeconds(15);

  private static boolean written;
  private static Exception failure;

  private AnalystGames() {}

  /**
   * The broker's address, once every game is in the topic. A write the broker did not acknowledge
   * (on a loaded machine one partition once took longer than the delivery timeout) is not written
   * again into the same topic, where some of its events would then be twice: the fixture starts a
   * fresh broker and writes everything there, up to {@value #ATTEMPTS} times, and otherwise fails
   * every test with the first cause.
   */
  static synchronized String bootstrap() throws Exception {
    if (written) {
      return TestBroker.bootstrap();
    }
    if (failure != null) {
      throw failure;
    }
    Exception last = null;
    for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        String bootstrap = attempt == 1 ? TestBroker.bootstrap() : TestBroker.fresh();
        write(bootstrap);
        written = true;
        return bootstrap;
      } catch (ExecutionException | TimeoutException | KafkaException e) {
        System.err.printf("the fixture's write %d of %d failed: %s%n", attempt, ATTEMPTS, e);
        last = e;
      }
    }
    failure =
        new IllegalStateException("the fixture was not written in " + ATTEMPTS + " attempts", last);
    throw failure;
  }

  private static void write(String bootstrap) throws Exception {
    List<Future<RecordMetadata>> acks = new ArrayList<>();
    try (Producer<String, String> producer =
        KafkaClients.at(bootstrap).durableProducer().appendWithin(WRITE_WITHIN).strings()) {
      for (List<GameEventEnvelope> game :
          List.of(scholar(), computer2(), computer1(), aborted(), cancelled(), imported())) {
        for (GameEventEnvelope e : game) {
          acks.add(
              producer.send(
                  new ProducerRecord<>(
                      Topics.GAME_EVENTS,
                      null,
                      e.occurredAt().toEpochMilli(),
                      e.gameId(),
                      GameEventCodec.encode(e))));
        }
      }
      acks.add(producer.send(new ProducerRecord<>(Topics.GAME_EVENTS, "g-future", futureEvent())));
      for (GameResultRecord result : results()) {
        acks.add(
            producer.send(
                new ProducerRecord<>(
                    Topics.GAME_RESULTS, result.gameId(), GameResultCodec.encode(result))));
      }
      producer.flush();
    }
    for (Future<RecordMetadata> ack : acks) {
      ack.get(); // a write the broker refused fails here, with its cause
    }
  }

  static List<GameEventEnvelope> scholar() {
    ScriptedGame g =
        new ScriptedGame(
            SCHOLAR, "acc-alice", "acc-bob", Instant.parse("2026-11-20T10:00:00Z"), 300_000, 3_000);
    g.then(
            created("acc-alice", GameMode.CHALLENGE, new TimeControl("blitz", 300_000, 3_000), true)
                .invited("acc-bob", "bob"),
            "acc-alice",
            0)
        .then(new PlayerSeated("acc-alice", Colour.WHITE, "alice"), "acc-alice", 0)
        .then(new PlayerSeated("acc-bob", Colour.BLACK, "bob"), "acc-bob", 4_000)
        .then(new GameStarted("acc-alice", "acc-bob", 300_000, 300_000), "acc-bob", 0)
        .then(new PlayersRated(1500, 1612, null, "P1", true, false), null, 200)
        .move("e2e4", 8_520)
        .move("e7e5", 2_300)
        .move("f1c4", 1_500)
        .move("b8c6", 3_100)
        .move("d1f3", 4_000)
        .then(new TakebackRequested(Colour.WHITE), "acc-alice", 1_000)
        .takeBack(1)
        .then(new TakebackAccepted(Colour.BLACK, 1, g.fen()), "acc-bob", 2_000)
        .move("d1h5", 2_000)
        .move("g8f6", 5_400)
        .move("h5f7", 900);
    return g.then(
            new GameEnded(
                "1-0", Termination.CHECKMATE, Colour.WHITE, g.fen(), g.whiteMs(), g.blackMs()),
            null,
            0)
        .events();
  }

  static List<GameEventEnvelope> computer2() {
    ScriptedGame g = againstComputer(COMPUTER_2, 2, Instant.parse("2026-11-21T09:00:00Z"));
    g.move("d2d4", 4_000)
        .move("d7d5", 800)
        .then(
            new HintGiven(Colour.WHITE, "c2c4", "c4", "Attacks the centre pawn", "攻击中心兵", 30, null),
            "acc-alice",
            2_000)
        .move("c2c4", 3_000)
        .move("e7e6", 700)
        .move("b1c3", 2_500)
        .move("g8f6", 600)
        .takeBack(2)
        .then(new MovesUndone(Colour.WHITE, 2, g.fen(), 0, 0), "acc-alice", 1_500)
        .move("c1g5", 5_000)
        .move("f8e7", 900);
    return g.then(
            new GameEnded("0-1", Termination.RESIGNATION, Colour.BLACK, g.fen(), 0, 0),
            "acc-alice",
            9_000)
        .events();
  }

  static List<GameEventEnvelope> computer1() {
    ScriptedGame g = againstComputer(COMPUTER_1, 1, Instant.parse("2026-11-22T09:00:00Z"));
    g.move("e2e4", 2_000)
        .move("e7e5", 400)
        .move("d1h5", 3_000)
        .move("b8c6", 500)
        .move("f1c4", 2_500)
        .move("g8f6", 450)
        .move("h5f7", 1_800);
    return g.then(new GameEnded("1-0", Termination.CHECKMATE, Colour.WHITE, g.fen(), 0, 0), null, 0)
        .events();
  }

  static List<GameEventEnvelope> aborted() {
    ScriptedGame g =
        new ScriptedGame(
            ABORTED, "acc-carol", "acc-dave", Instant.parse("2026-11-23T12:00:00Z"), 600_000, 0);
    g.then(
            created("acc-carol", GameMode.SEEK, new TimeControl("rapid", 600_000, 0), true).seek(),
            "acc-carol",
            0)
        .then(new PlayerSeated("acc-carol", Colour.WHITE, "carol"), "acc-carol", 0)
        .then(new PlayerSeated("acc-dave", Colour.BLACK, "dave"), "acc-dave", 30_000)
        .then(new GameStarted("acc-carol", "acc-dave", 600_000, 600_000), "acc-dave", 0)
        .move("e2e4", 1_200)
        .then(new GameAborted(Colour.BLACK), "acc-dave", 6_000);
    return g.then(
            new GameEnded("*", Termination.ABORTED, null, g.fen(), g.whiteMs(), g.blackMs()),
            null,
            0)
        .events();
  }

  static List<GameEventEnvelope> cancelled() {
    ScriptedGame g =
        new ScriptedGame(
            CANCELLED, "acc-erin", null, Instant.parse("2026-11-24T08:00:00Z"), 180_000, 2_000);
    return g.then(
            created("acc-erin", GameMode.SEEK, new TimeControl("blitz", 180_000, 2_000), false)
                .seek(),
            "acc-erin",
            0)
        .then(new PlayerSeated("acc-erin", Colour.WHITE, "erin"), "acc-erin", 0)
        .then(new GameCancelled("acc-erin", "seek withdrawn"), "acc-erin", 60_000)
        .events();
  }

  static List<GameEventEnvelope> imported() {
    return new ScriptedGame(IMPORTED, null, null, Instant.parse("2026-11-25T10:00:00Z"), 0, 0)
        .then(
            new GameImported(
                "acc-alice",
                "Fool",
                "Sage",
                null,
                List.of("f2f3", "e7e5", "g2g4", "d8h4"),
                List.of("f3", "e5", "g4", "Qh4#"),
                "0-1",
                Termination.CHECKMATE,
                List.of(new PgnTag("Event", "An old trap"), new PgnTag("Date", "1900.01.01"))),
            "acc-alice",
            0)
        .events();
  }

  /** Alice (white) against computer level {@code level}, untimed, started at {@code at}. */
  private static ScriptedGame againstComputer(String gameId, int level, Instant at) {
    String computer = "computer:" + level;
    return new ScriptedGame(gameId, "acc-alice", computer, at, 0, 0)
        .then(
            created("acc-alice", GameMode.COMPUTER, TimeControl.UNTIMED, false).seek(),
            "acc-alice",
            0)
        .then(new PlayerSeated("acc-alice", Colour.WHITE, "alice"), "acc-alice", 0)
        .then(new PlayerSeated(computer, Colour.BLACK), null, 0)
        .then(new GameStarted("acc-alice", computer, 0, 0), null, 0);
  }

  /** A game set up by {@code by}, white for him, with automatic draws, public. */
  private static Setup created(String by, GameMode mode, TimeControl clock, boolean rated) {
    return new Setup(by, mode, clock, rated);
  }

  private record Setup(String by, GameMode mode, TimeControl clock, boolean rated) {
    GameCreated invited(String player, String name) {
      return new GameCreated(
          by,
          mode,
          clock,
          rated,
          ColourChoice.WHITE,
          null,
          DrawRules.AUTOMATIC,
          false,
          player,
          name);
    }

    GameCreated seek() {
      return invited(null, null);
    }
  }

  /**
   * The result records game-service writes with each end (an abort as an unrated draw): for the
   * scholar's mate, the second computer game and the abort. The mate of computer level 1 has none,
   * so that {@code stats} has a missing record to find; an import writes none.
   */
  static List<GameResultRecord> results() {
    return List.of(
        result(SCHOLAR, "acc-alice", "acc-bob", "1-0", Termination.CHECKMATE, true),
        result(COMPUTER_2, "acc-alice", "computer:2", "0-1", Termination.RESIGNATION, false),
        result(ABORTED, "acc-carol", "acc-dave", "1/2-1/2", Termination.ABORTED, false));
  }

  private static GameResultRecord result(
      String gameId, String white, String black, String result, Termination end, boolean rated) {
    return new GameResultRecord(
        "r-" + gameId,
        gameId,
        GameResultRecord.SCHEMA_VERSION,
        white,
        black,
        result,
        end,
        rated,
        Instant.parse("2026-11-26T00:00:00Z"));
  }

  /** A type from a newer writer, in the envelope every reader knows. */
  private static String futureEvent() {
    return "{\"eventId\":\"e-1\",\"gameId\":\"g-future\",\"seq\":1,\"type\":\"GameForecast\","
        + "\"schemaVersion\":1,\"occurredAt\":\"2026-11-25T00:00:00Z\",\"payload\":{}}";
  }
}

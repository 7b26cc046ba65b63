package dev.chessplatform.game.application;

import dev.chessplatform.engine.level.Level;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Plays the computer's side of the games owned here. When a committed event leaves a game with the
 * computer to move, it asks the engine workers over {@code chess.engine-requests} (request id new,
 * {@code forSeq} = the game's version); the answer comes back on {@code chess.engine-results} and
 * goes to the game's writer as a {@link GameCommand.ComputerMove}, which is played only if the game
 * is still at that version — so a late, repeated or overtaken answer (after an undo) changes
 * nothing. Every {@code watch-interval} it looks for games whose answer is overdue (engine-service
 * down, request expired, answer lost in a restart of this service) and asks again; the computer
 * plays on no clock, so the waiting costs the player nothing.
 */
@ApplicationScoped
public class ComputerOpponent {

  private static final Logger LOG = Logger.getLogger(ComputerOpponent.class);

  private record Asked(long forSeq, Instant at) {}

  private final GameRegistry registry;
  private final GameOwners ownership;
  private final GameEventBus bus;
  private final EngineChannel engine;
  private final GamesConfig.Computer config;
  private final Map<String, Asked> asked = new ConcurrentHashMap<>();
  private final Counter requests;
  private final Counter ignored;
  private ScheduledExecutorService worker;
  private Runnable unsubscribe;

  public ComputerOpponent(
      GameRegistry registry,
      GameOwners ownership,
      GameEventBus bus,
      EngineChannel engine,
      GamesConfig config,
      MeterRegistry meters) {
    this.registry = registry;
    this.ownership = ownership;
    this.bus = bus;
    this.engine = engine;
    this.config = config.computer();
    this.requests =
        Counter.builder("games_computer_requests_total")
            .description("Requests for a computer move sent to the engine workers")
            .register(meters);
    this.ignored =
        Counter.builder("games_computer_answers_ignored_total")
            .description("Engine answers not played: late, repeated, overtaken or not a move")
            .register(meters);
  }

  void onStart(@Observes StartupEvent event) {
    worker = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "computer-opponent"));
    engine.onResult(r -> worker.execute(() -> answered(r)));
    unsubscribe = bus.subscribeAll(e -> worker.execute(() -> committed(e)));
    long every = config.watchInterval().toMillis();
    worker.scheduleWithFixedDelay(this::sweep, every, every, TimeUnit.MILLISECONDS);
  }

  void onStop(@Observes ShutdownEvent event) {
    if (unsubscribe != null) {
      unsubscribe.run();
    }
    if (worker != null) {
      worker.shutdownNow();
    }
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** A committed event: ask for the computer's move if the game now waits for it. */
  private void committed(GameEventEnvelope e) {
    registry.find(e.gameId()).filter(g -> !g.isCompact()).ifPresent(g -> askIfWaiting(g, false));
  }

  /** Asks again for every owned game whose answer is overdue or was never asked for. */
  private void sweep() {
    try {
      for (LiveGame g : registry.all()) {
        if (!g.isCompact()) {
          askIfWaiting(g, true);
        }
      }
      asked.keySet().removeIf(id -> registry.find(id).map(g -> g.isCompact()).orElse(true));
    } catch (RuntimeException e) {
      LOG.error("the computer's watch failed", e);
    }
  }

  private void askIfWaiting(LiveGame game, boolean overdueOnly) {
    GameState s = game.state();
    if (!s.awaitsComputer() || !engine.reading() || !ownership.ownsGame(s.gameId())) {
      return;
    }
    Instant now = Instant.now();
    Asked last = asked.get(s.gameId());
    boolean current = last != null && s.unchangedSince(last.forSeq());
    if (current && (!overdueOnly || now.isBefore(last.at().plus(config.answerTimeout())))) {
      return;
    }
    if (current) {
      LOG.infof(
          "game %s: no computer move for version %d yet; asking again", s.gameId(), s.version());
    }
    asked.put(s.gameId(), new Asked(s.version(), now));
    requests.increment();
    engine
        .send(request(s, now))
        .whenComplete(
            (ok, error) -> {
              if (error != null) {
                LOG.warnf("game %s: the engine request failed: %s", s.gameId(), error.toString());
                asked.remove(s.gameId(), new Asked(s.version(), now));
              }
            });
  }

  /** An answer nobody waits for: a computer move for a game, if this instance owns it. */
  private void answered(EngineResult r) {
    if (r.gameId() == null
        || r.requestId().startsWith(Hints.REQUEST_PREFIX)
        || !ownership.ownsGame(r.gameId())) {
      return;
    }
    if (!EngineResult.Status.MOVE.equals(r.status())) {
      ignored.increment();
      LOG.infof("game %s: engine answered %s (%s)", r.gameId(), r.status(), r.detail());
      // Ask again at the next watch, not in a loop: a REJECTED request would fail again.
      asked.computeIfPresent(r.gameId(), (id, a) -> new Asked(a.forSeq(), Instant.EPOCH));
      return;
    }
    var command = new GameCommand.ComputerMove(r.forSeq(), r.bestMove(), r.scoreCp(), r.mateIn());
    ownership
        .submit(r.gameId(), command, CommandOptions.NONE)
        .whenComplete(
            (outcome, error) -> {
              if (!(outcome instanceof CommandOutcome.Applied)) {
                ignored.increment();
                LOG.debugf(
                    "game %s: computer answer %s not played: %s",
                    r.gameId(), r.requestId(), outcome);
              }
            });
  }

  /** The request for the computer's move in {@code s}. */
  EngineRequest request(GameState s, Instant now) {
    int level = s.computerLevel();
    EngineLimits limits = level == 5 ? EngineLimits.movetime(level5Movetime(s).toMillis()) : null;
    return EngineRequests.forPosition(
        s, UUID.randomUUID().toString(), level, limits, now, config.answerTimeout());
  }

  /** Level 5's thinking time from the game's clock: chess-engine's {@link Level} rule. */
  Duration level5Movetime(GameState s) {
    TimeControl tc = Optional.ofNullable(s.settings()).map(c -> c.timeControl()).orElse(null);
    long ms =
        Level.fiveMovetimeMs(
            tc == null ? 0 : tc.initialMs(),
            tc == null ? 0 : tc.incrementMs(),
            config.level5Movetime().toMillis(),
            config.level5MaxMovetime().toMillis());
    return Duration.ofMillis(ms);
  }
}

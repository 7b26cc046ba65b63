package dev.chessplatform.game.messaging;

import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.application.GameEventBus;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand.RecordRatings;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.game.messaging.RatingServiceClient.Standing;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Records both players' ratings when a game starts. After a {@code GameStarted} of a game owned
 * here is committed, it asks rating-service for both standings ({@link RatingServiceClient}) and
 * sends the game's writer a {@link RecordRatings} command, which the decider turns into one {@code
 * PlayersRated} event while the game runs (and into nothing the second time). A lookup that fails
 * or times out is tried again a few times with a growing pause, then given up with a log line; the
 * game never waits for it. Every {@code sweep-interval} it also looks up owned games that started
 * without their ratings (the owner restarted in between, a partition was taken over).
 */
@ApplicationScoped
public class RatingsAtStart {

  private static final Logger LOG = Logger.getLogger(RatingsAtStart.class);

  private final GameRegistry registry;
  private final GameOwnership ownership;
  private final GameEventBus bus;
  private final RatingServiceClient ratings;
  private final GamesConfig.Ratings config;
  private final Set<String> pending = ConcurrentHashMap.newKeySet();
  private final Set<String> givenUp = ConcurrentHashMap.newKeySet();
  private ScheduledExecutorService worker;
  private Runnable unsubscribe;

  public RatingsAtStart(
      GameRegistry registry,
      GameOwnership ownership,
      GameEventBus bus,
      RatingServiceClient ratings,
      GamesConfig config) {
    this.registry = registry;
    this.ownership = ownership;
    this.bus = bus;
    this.ratings = ratings;
    this.config = config.ratings();
  }

  void onStart(@Observes StartupEvent event) {
    if (!config.enabled()) {
      LOG.info("ratings at the start are off (chess.games.ratings.enabled=false)");
      return;
    }
    worker = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "ratings-at-start"));
    unsubscribe = bus.subscribeAll(this::committed);
    long every = config.sweepInterval().toMillis();
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

  /** Called on the writer's thread: hand over, never block it. */
  private void committed(GameEventEnvelope e) {
    if (e.payload() instanceof GameStarted) {
      worker.execute(() -> lookUp(e.gameId()));
    }
  }

  private void sweep() {
    try {
      for (LiveGame g : registry.all()) {
        if (!g.isCompact() && g.status() == GameStatus.STARTED) {
          lookUp(g.state().gameId());
        }
      }
      pending.removeIf(id -> registry.find(id).map(LiveGame::isCompact).orElse(true));
      givenUp.removeIf(id -> registry.find(id).map(LiveGame::isCompact).orElse(true));
    } catch (RuntimeException e) {
      LOG.error("the ratings sweep failed", e);
    }
  }

  /** Starts the lookup of a game that needs its ratings, unless one runs or was given up. */
  private void lookUp(String gameId) {
    GameState s = needing(gameId);
    if (s != null && !givenUp.contains(gameId) && pending.add(gameId)) {
      attempt(gameId, s.white(), s.black(), 1);
    }
  }

  /** The game's state if it is owned here, running, and has no ratings yet. */
  private GameState needing(String gameId) {
    if (!ownership.ownsGame(gameId)) {
      return null;
    }
    return registry
        .find(gameId)
        .filter(g -> !g.isCompact() && g.status() == GameStatus.STARTED)
        .map(LiveGame::state)
        .filter(s -> s.ratings() == null && s.white() != null && s.black() != null)
        .orElse(null);
  }

  private void attempt(String gameId, String white, String black, int attempt) {
    ratings
        .standing(white)
        .thenCombine(ratings.standing(black), (w, b) -> new Standing[] {w, b})
        .whenComplete(
            (both, error) -> {
              String failure =
                  error != null ? error.toString() : failure(both[0], white, both[1], black);
              if (failure == null) {
                record(gameId, white, black, both[0], both[1]);
              } else if (attempt < config.attempts()) {
                long pause = config.retryBackoff().toMillis() << (attempt - 1);
                LOG.debugf("game %s: ratings lookup %d failed (%s)", gameId, attempt, failure);
                retry(() -> attempt(gameId, white, black, attempt + 1), pause);
              } else {
                LOG.warnf(
                    "game %s: no ratings from rating-service after %d attempts (%s); the game"
                        + " goes on without them",
                    gameId, attempt, failure);
                givenUp.add(gameId);
                pending.remove(gameId);
              }
            });
  }

  private void retry(Runnable next, long pauseMillis) {
    try {
      worker.schedule(next, pauseMillis, TimeUnit.MILLISECONDS);
    } catch (java.util.concurrent.RejectedExecutionException stopping) {
      // shutting down: nothing to record any more
    }
  }

  private static String failure(Standing w, String white, Standing b, String black) {
    if (w instanceof Standing.Failed f) {
      return white + ": " + f.reason();
    }
    return b instanceof Standing.Failed f ? black + ": " + f.reason() : null;
  }

  private void record(String gameId, String white, String black, Standing w, Standing b) {
    PlayersRated event =
        new PlayersRated(rating(w), rating(b), title(w), title(b), provisional(w), provisional(b));
    ownership
        .submit(gameId, new RecordRatings(white, black, event), CommandOptions.NONE)
        .whenComplete(
            (outcome, error) -> {
              pending.remove(gameId);
              if (!(outcome instanceof CommandOutcome.Applied)) {
                LOG.debugf(
                    "game %s: ratings not recorded: %s", gameId, error != null ? error : outcome);
              }
            });
  }

  private static Integer rating(Standing s) {
    return s instanceof Standing.Rated r ? r.rating() : null;
  }

  private static String title(Standing s) {
    return s instanceof Standing.Rated r ? r.title() : null;
  }

  /** A player rating-service does not know yet has played no rated game: provisional. */
  private static boolean provisional(Standing s) {
    return !(s instanceof Standing.Rated r) || r.provisional();
  }
}

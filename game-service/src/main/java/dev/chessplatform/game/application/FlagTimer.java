package dev.chessplatform.game.application;

import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameDecider;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Finds flag falls nobody reported: every {@code flagCheckInterval} it looks at the running clocks
 * of the games owned here and sends the game a {@code CheckFlag}, which ends it on time through the
 * ordinary command path (one GameEnded, one result, one transaction).
 */
@ApplicationScoped
public class FlagTimer {

  private static final Logger LOG = Logger.getLogger(FlagTimer.class);

  private final GameRegistry registry;
  private final GameOwners ownership;
  private final GamesConfig config;
  private final Set<String> inFlight = ConcurrentHashMap.newKeySet();
  private ScheduledExecutorService timer;
  private final Timer sweeps;

  /** When the last sweep ended ({@code System.nanoTime}); the age gauge counts from it. */
  private volatile long lastSweepNanos = System.nanoTime();

  public FlagTimer(
      GameRegistry registry, GameOwners ownership, GamesConfig config, MeterRegistry meters) {
    this.registry = registry;
    this.ownership = ownership;
    this.config = config;
    this.sweeps =
        Timer.builder("games.flag.sweep")
            .description("How long one look at every running clock held here took")
            .register(meters);
    Gauge.builder("games.flag.sweep.age", this, FlagTimer::secondsSinceLastSweep)
        .baseUnit("seconds")
        .description(
            "Seconds since the flag timer last looked at the clocks (normally under"
                + " chess.games.flag-check-interval): a fallen flag waits at most this long")
        .register(meters);
  }

  private double secondsSinceLastSweep() {
    return (System.nanoTime() - lastSweepNanos) / 1e9;
  }

  void onStart(@Observes StartupEvent event) {
    timer = Executors.newSingleThreadScheduledExecutor(r -> new Thread(r, "flag-timer"));
    long every = config.flagCheckInterval().toMillis();
    timer.scheduleAtFixedRate(this::sweep, every, every, TimeUnit.MILLISECONDS);
  }

  void onStop(@Observes ShutdownEvent event) {
    timer.shutdownNow();
  }

  private void sweep() {
    long t0 = System.nanoTime();
    try {
      sweepOnce();
    } catch (RuntimeException e) {
      // a failure must not end the schedule (scheduleAtFixedRate runs no more after a throw)
      LOG.errorf(e, "flag timer sweep failed; the next one runs as scheduled");
    } finally {
      lastSweepNanos = System.nanoTime();
      sweeps.record(lastSweepNanos - t0, TimeUnit.NANOSECONDS);
    }
  }

  private void sweepOnce() {
    Instant now = Instant.now();
    for (LiveGame g : registry.all()) {
      if (g.isCompact()) {
        continue; // finished: no clock runs
      }
      String id = g.state().gameId();
      if (GameDecider.flagFallen(g.state(), now) && inFlight.add(id)) {
        ownership
            .submit(id, new GameCommand.CheckFlag(), CommandOptions.NONE)
            .whenComplete((outcome, error) -> inFlight.remove(id));
      }
    }
  }
}

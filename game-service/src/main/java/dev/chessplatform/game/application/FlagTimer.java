package dev.chessplatform.game.application;

import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameDecider;
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

/**
 * Finds flag falls nobody reported: every {@code flagCheckInterval} it looks at the running clocks
 * of the games owned here and sends the game a {@code CheckFlag}, which ends it on time through the
 * ordinary command path (one GameEnded, one result, one transaction).
 */
@ApplicationScoped
public class FlagTimer {

  private final GameRegistry registry;
  private final GameOwners ownership;
  private final GamesConfig config;
  private final Set<String> inFlight = ConcurrentHashMap.newKeySet();
  private ScheduledExecutorService timer;

  public FlagTimer(GameRegistry registry, GameOwners ownership, GamesConfig config) {
    this.registry = registry;
    this.ownership = ownership;
    this.config = config;
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

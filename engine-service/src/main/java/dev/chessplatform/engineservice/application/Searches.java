package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.config.EngineConfig;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.engineservice.domain.SearchSpec;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;

/** Checks a search and queues it on the pool with the service's deadline. */
@ApplicationScoped
public class Searches {

  private final SearchPool pool;
  private final SearchBounds bounds;
  private final EngineConfig config;

  public Searches(SearchPool pool, SearchBounds bounds, EngineConfig config) {
    this.pool = pool;
    this.bounds = bounds;
    this.config = config;
  }

  public SearchSpecs.Checked check(SearchAsk ask) {
    return SearchSpecs.check(ask, bounds, ThreadLocalRandom.current().nextLong());
  }

  public SearchSpecs.Checked check(SearchAsk ask, long seed) {
    return SearchSpecs.check(ask, bounds, seed);
  }

  /** Queues the search; a {@link PoolFullException} when the queue is full. */
  public SearchPool.Ticket<SearchAnswer> start(SearchSpec spec, String source) {
    return pool.search(spec, Instant.now().plus(config.requestDeadline()), source);
  }

  public SearchBounds bounds() {
    return bounds;
  }
}

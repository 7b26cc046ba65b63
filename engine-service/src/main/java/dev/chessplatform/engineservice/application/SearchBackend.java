package dev.chessplatform.engineservice.application;

import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;

/**
 * What a worker searches with. Each worker thread owns one backend for its whole life (its
 * transposition table, or its engine process, is reused across searches); a backend is never used
 * by two threads.
 */
public interface SearchBackend extends AutoCloseable {

  /**
   * Searches {@code spec}, returning early with the best move so far once {@code control} stops.
   */
  SearchAnswer search(SearchSpec spec, SearchControl control);

  @Override
  void close();
}

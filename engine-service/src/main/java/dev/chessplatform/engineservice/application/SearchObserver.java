package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;

/** What the pool tells the metrics. */
public interface SearchObserver {
  SearchObserver NONE =
      new SearchObserver() {
        @Override
        public void searched(String source, SearchSpec spec, SearchAnswer answer, long nanos) {}

        @Override
        public void waited(long nanos) {}

        @Override
        public void rejected(String source) {}

        @Override
        public void cancelled(String reason) {}
      };

  void searched(String source, SearchSpec spec, SearchAnswer answer, long nanos);

  /** A task waited this long in the queue before a worker took it. */
  void waited(long nanos);

  /** The queue was full. */
  void rejected(String source);

  /** A search or task was stopped early: {@code deadline} or {@code caller-gone}. */
  void cancelled(String reason);
}

package dev.chessplatform.engine.search;

/**
 * How a search reports progress. Called on the searching thread after each completed iteration
 * (once per MultiPV line); keep it quick. The UCI adapter prints {@code info} lines from it.
 */
@FunctionalInterface
public interface SearchListener {
  SearchListener NONE = info -> {};

  void onInfo(SearchInfo info);
}

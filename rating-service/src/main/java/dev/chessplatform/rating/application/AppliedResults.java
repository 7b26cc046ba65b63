package dev.chessplatform.rating.application;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The journal of decided games ({@code applied_results}), unique by gameId: what makes a result
 * count once. persistence's {@code AppliedResultRepository} implements it.
 */
public interface AppliedResults {

  /** The decided games among {@code gameIds}, by gameId. */
  Map<String, AppliedResult> findByGameIds(Collection<String> gameIds);

  /** Inserts in order; a gameId already there fails the call, and the caller retries the batch. */
  void insertAll(List<AppliedResult> results);
}

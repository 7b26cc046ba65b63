package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.Account;

/**
 * The stored view of {@code chess.accounts} (MongoDB's {@code accounts}), one entry per account
 * with the position of the record it came from; it may lose writes, the topic rebuilds it.
 * persistence's {@code AccountViewRepository} implements it.
 */
public interface StoredAccounts {

  /** Stores {@code account} as read at {@code offset} of {@code partition}. */
  void save(Account account, int partition, long offset);
}

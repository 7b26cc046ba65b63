package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.Account;

/**
 * Where account states are written and read back from ({@code chess.accounts}, the source of truth
 * of accounts); messaging's {@code AccountLog} implements it.
 */
public interface AccountJournal {

  /**
   * Writes the new state of {@code account} and returns once the broker has it on every in-sync
   * replica.
   *
   * @throws Unavailable when the broker does not confirm in time: nothing is answered as done
   */
  void append(Account account);

  /** True once every record that existed at start-up has been read. */
  boolean ready();

  /** The journal did not take an account change. */
  final class Unavailable extends RuntimeException {
    public Unavailable(Throwable cause) {
      super("chess.accounts did not confirm the write", cause);
    }
  }
}

package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.Account;
import java.time.Duration;
import java.util.concurrent.CompletionStage;

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

  /**
   * Completes with true once this gateway has folded every record written before the call (by any
   * gateway), false after {@code within}: read your writes across gateways, for a name or token
   * this gateway does not know yet (an account registered, or a token issued, through another).
   */
  CompletionStage<Boolean> catchUp(Duration within);

  /** The journal did not confirm an account change. */
  final class Unavailable extends RuntimeException {
    private final boolean maybeWritten;

    /**
     * @param maybeWritten false when the record surely is not in the topic (refused before it was
     *     sent, or refused by the broker for good); true when the broker did not answer in time, so
     *     the record may be there all the same
     */
    public Unavailable(Throwable cause, boolean maybeWritten) {
      super("chess.accounts did not confirm the write", cause);
      this.maybeWritten = maybeWritten;
    }

    public boolean maybeWritten() {
      return maybeWritten;
    }
  }
}

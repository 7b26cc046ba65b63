package dev.chessplatform.game.application;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Who the players are by name: account id ↔ account name, as the gateway's accounts say, and the
 * computer levels ({@code computer:N} ↔ {@code Computer level N}, known without any account). Names
 * are unique whatever their case and are matched without case.
 *
 * <p>Read your writes: an account registered a moment ago may not have reached this service yet. So
 * before an id or name is answered as unknown, the directory waits (bounded) until it has read
 * everything the accounts' source held at the moment of the question; only then is "unknown" an
 * answer, else it is {@link Resolution.Unavailable}.
 */
public interface PlayerDirectory {

  /** What a name or id stands for. */
  sealed interface Resolution {

    /** The player {@code playerId}, named {@code name}. */
    record Found(String playerId, String name) implements Resolution {}

    /** No account and no computer level has this name or id. */
    record Unknown() implements Resolution {}

    /** The directory could not catch up in time: neither found nor known to be absent. */
    record Unavailable() implements Resolution {}
  }

  /** The name of a player id from what has been read so far; never waits. */
  Optional<String> knownName(String playerId);

  /**
   * The name of a player id; when it is not known yet, after the directory has caught up (empty if
   * still unknown or the directory could not catch up in time).
   */
  CompletionStage<Optional<String>> nameOf(String playerId);

  /** The player a name (any case) or an id stands for, waiting as {@link #nameOf} does. */
  CompletionStage<Resolution> resolve(String nameOrId);

  /** Whether the directory has read its whole source at least once since the start. */
  boolean caughtUp();
}

package dev.chessplatform.game.application;

import dev.chessplatform.game.domain.GameCommand;
import java.net.URI;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The writers of the games: one per partition of {@code chess.game-events}, each on the instance
 * that owns the partition. The use cases hand commands to it; messaging's {@code GameOwnership}
 * implements it.
 */
public interface GameOwners {

  /** Whether the group has given this instance its partitions and they are loaded. */
  boolean ready();

  /** Whether the game's partition is owned and loaded here. */
  boolean ownsGame(String gameId);

  /** Hands the command to the writer of the game's partition; answered after the commit. */
  CompletableFuture<CommandOutcome> submit(
      String gameId, GameCommand command, CommandOptions options);

  /** The HTTP address of the instance that owns the game's partition, if known (may block). */
  Optional<URI> ownerOf(String gameId);
}

package dev.chessplatform.rating.domain;

import java.util.Objects;

/**
 * Who sat on one side of a game: a human account, or one of the computer levels.
 *
 * <p>Humans own a {@link PlayerRating} that moves; computer levels are rated players with fixed
 * published ratings taken from {@link ComputerOpponents}, so they never move and are never stored.
 */
public sealed interface PlayerId permits PlayerId.Human, PlayerId.Computer {

  static Human human(String accountId) {
    return new Human(accountId);
  }

  static Computer computer(int level) {
    return new Computer(level);
  }

  /** A human account, identified by the gateway's account id. */
  record Human(String accountId) implements PlayerId {
    public Human {
      Objects.requireNonNull(accountId, "accountId");
      if (accountId.isBlank()) {
        throw new IllegalArgumentException("accountId must not be blank");
      }
    }
  }

  /** One of the engine's difficulty levels, 1 (weakest) to {@link ComputerOpponents#LEVELS}. */
  record Computer(int level) implements PlayerId {
    public Computer {
      if (level < 1 || level > ComputerOpponents.LEVELS) {
        throw new IllegalArgumentException(
            "computer level must be 1.." + ComputerOpponents.LEVELS + ", was " + level);
      }
    }
  }
}

package dev.chessplatform.rating.domain;

import dev.chessplatform.events.results.GameResultRecord;
import java.util.Optional;

/**
 * Player ids as strings, on the wire and in the API: an account id, or {@code computer:1} .. {@code
 * computer:5} (see {@link GameResultRecord#COMPUTER_PREFIX}).
 */
public final class PlayerIdFormat {

  private PlayerIdFormat() {}

  /** The player, or empty for a blank id or a computer level that does not exist. */
  public static Optional<PlayerId> parse(String id) {
    if (id == null || id.isBlank()) {
      return Optional.empty();
    }
    if (!id.startsWith(GameResultRecord.COMPUTER_PREFIX)) {
      return Optional.of(PlayerId.human(id));
    }
    String level = id.substring(GameResultRecord.COMPUTER_PREFIX.length());
    if (!level.matches("[1-9]") || Integer.parseInt(level) > ComputerOpponents.LEVELS) {
      return Optional.empty();
    }
    return Optional.of(PlayerId.computer(Integer.parseInt(level)));
  }

  public static String format(PlayerId player) {
    if (player instanceof PlayerId.Human human) {
      return human.accountId();
    }
    if (player instanceof PlayerId.Computer computer) {
      return GameResultRecord.computer(computer.level());
    }
    throw new IllegalStateException("unhandled player kind: " + player);
  }
}

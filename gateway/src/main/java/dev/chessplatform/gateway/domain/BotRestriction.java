package dev.chessplatform.gateway.domain;

import java.util.Locale;
import java.util.Optional;

/**
 * What a bot account may not do, as on Lichess (issue 32): a bot plays people only by challenge. It
 * seeks no game in the lobby or in a room (nor through Lichess's open challenge), creates none
 * itself and joins no one's open game, and it stays off the Board API, which is for people playing
 * from a board or an app. Challenges (ours under {@code /api/challenges}, Lichess's under {@code
 * /api/challenge}), the Bot API and the moves of its games stay open, and so does reading. The
 * gateway asks this once the route's scope is granted, knowing the token's account.
 */
public final class BotRestriction {

  /** Why a bot may not make a request. */
  public enum Reason {
    /** A seek, a room's game or a new game: a bot is challenged, or challenges, instead. */
    ONLY_BY_CHALLENGE,
    /** The Board API: a bot plays through the Bot API. */
    BOARD_API
  }

  /**
   * Lichess's open challenge: anyone with its link takes the game, and lichess-facade turns it into
   * a seek in our lobby. A bot challenges a named player instead ({@code /api/challenge/{name}}).
   */
  static final String OPEN_CHALLENGE = "/api/challenge/open";

  private BotRestriction() {}

  /** Why {@code account} may not make this request, or empty when it may. */
  public static Optional<Reason> of(Account account, String method, String path) {
    if (!account.bot()) {
      return Optional.empty();
    }
    if (under("/api/board", path)) {
      return Optional.of(Reason.BOARD_API);
    }
    boolean post = method.toUpperCase(Locale.ROOT).equals("POST");
    boolean seeksOrCreates =
        under("/api/lobby", path)
            || under("/api/rooms", path)
            || path.equals("/api/games")
            || path.equals(OPEN_CHALLENGE)
            || joins(path);
    return post && seeksOrCreates ? Optional.of(Reason.ONLY_BY_CHALLENGE) : Optional.empty();
  }

  /** {@code /api/games/{id}/join}: taking the free seat of someone's open game. */
  private static boolean joins(String path) {
    String[] parts = path.split("/", -1);
    return parts.length == 5
        && parts[1].equals("api")
        && parts[2].equals("games")
        && !parts[3].isEmpty()
        && parts[4].equals("join");
  }

  /** {@code path} is {@code prefix} or lies below it, never a longer word. */
  private static boolean under(String prefix, String path) {
    return path.equals(prefix) || path.startsWith(prefix + "/");
  }
}

package dev.chessplatform.lichess.application;

import java.util.regex.Pattern;

/** Our API's paths for a game, from an id a client gave, checked before it reaches a path. */
public final class GamePaths {

  /** Our ids are UUIDs; a client's text that is not one never names a path of ours. */
  private static final Pattern ID = Pattern.compile("[0-9A-Za-z-]{1,64}");

  private GamePaths() {}

  /** Asked for an id that cannot be one of ours: no such game (404), nothing read. */
  public static final class NotAGameId extends RuntimeException {
    public NotAGameId() {
      super("not a game id", null, false, false);
    }
  }

  public static boolean validId(String id) {
    return id != null && ID.matcher(id).matches();
  }

  /** Refuses an id that cannot be ours, before anything is read. */
  public static void check(String id) {
    if (!validId(id)) {
      throw new NotAGameId();
    }
  }

  public static String game(String id) {
    check(id);
    return "/api/games/" + id;
  }
}

package dev.chessplatform.lichess.application;

import java.util.regex.Pattern;

/** Our API's paths for a game, from an id a client gave, checked before it reaches a path. */
public final class GamePaths {

  /** Our ids are UUIDs; a client's text that is not one never names a path of ours. */
  private static final Pattern ID = Pattern.compile("[0-9A-Za-z-]{1,64}");

  private GamePaths() {}

  public static boolean validId(String id) {
    return id != null && ID.matcher(id).matches();
  }

  public static String game(String id) {
    if (!validId(id)) {
      throw new IllegalArgumentException("not a game id");
    }
    return "/api/games/" + id;
  }
}

package dev.chessplatform.game.api;

import dev.chessplatform.problems.Problems;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The problems that several game-service operations share, one annotation each: an operation (or a
 * resource class) carries one group and names its own problems after it with {@link Problems}.
 * Every call under /api/ needs the gateway's signed identity ({@code unauthenticated}).
 */
final class ProblemGroups {

  private ProblemGroups() {}

  /**
   * Reading one game: it must exist and, if private, be the caller's; while its partition is not
   * loaded or has no owner the answer is 503, not 404.
   */
  @Problems({"unauthenticated", "not-found", "private-game", "game-owner-unavailable"})
  @Retention(RetentionPolicy.RUNTIME)
  @Target({ElementType.METHOD, ElementType.TYPE})
  @interface Read {}

  /** Every command on a game: scope, privacy, If-Match, the owner's commit. */
  @Problems({
    "invalid-field",
    "unauthenticated",
    "forbidden",
    "not-found",
    "private-game",
    "game-over",
    "version-conflict",
    "payload-too-large",
    "game-owner-unavailable"
  })
  @Retention(RetentionPolicy.RUNTIME)
  @Target({ElementType.METHOD, ElementType.TYPE})
  @interface Command {}

  /** A command of a game being played, by one of its players. */
  @Problems({
    "invalid-field",
    "unauthenticated",
    "forbidden",
    "not-found",
    "private-game",
    "game-over",
    "version-conflict",
    "payload-too-large",
    "game-owner-unavailable",
    "not-a-player",
    "not-started"
  })
  @Retention(RetentionPolicy.RUNTIME)
  @Target({ElementType.METHOD, ElementType.TYPE})
  @interface PlayerCommand {}

  /** Creating a game. */
  @Problems({
    "malformed-request",
    "invalid-field",
    "invalid-game-settings",
    "unauthenticated",
    "forbidden",
    "game-exists",
    "payload-too-large",
    "unsupported-media-type",
    "game-owner-unavailable"
  })
  @Retention(RetentionPolicy.RUNTIME)
  @Target({ElementType.METHOD, ElementType.TYPE})
  @interface Create {}
}

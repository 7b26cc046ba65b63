package dev.chessplatform.browser;

import dev.chessplatform.engine.level.Level;

/**
 * game-service's settings that an offline game copies, so the browser plays as the server does.
 * Level 5's two durations are chess-engine's {@link Level} constants, which game-service's
 * GamesConfig takes as its defaults too; the hint time is game-service's {@code
 * chess.games.computer.hint-movetime} (application.properties and its {@code @WithDefault}), which
 * {@code ServerDefaultsTest} reads to catch a change.
 */
final class ServerDefaults {
  /** game-service's {@code hint-movetime}: the engine's search time for a hint. */
  static final long HINT_MOVETIME_MS = 500;

  /** game-service's {@code level5-movetime}: level 5 in an untimed game. */
  static final long LEVEL5_UNTIMED_MS = Level.FIVE_UNTIMED_MOVETIME_MS;

  /** game-service's {@code level5-max-movetime}: level 5's longest thinking time. */
  static final long LEVEL5_MAX_MS = Level.FIVE_MAX_MOVETIME_MS;

  /**
   * The transposition table of the worker's one engine. engine-service's default is 32 MB; in a
   * browser tab 16 MB (chess-engine's default) keeps the worker's heap small, and the levels 1–4
   * search too few nodes to fill it.
   */
  static final int HASH_MB = 16;

  private ServerDefaults() {}
}

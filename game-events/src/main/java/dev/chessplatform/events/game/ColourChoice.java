package dev.chessplatform.events.game;

/** The colour the creator of a game asked for. */
public enum ColourChoice {
  WHITE,
  BLACK,
  /** Decided when the second player sits down, by the seed the service draws then. */
  RANDOM
}

package dev.chessplatform.replay;

/** Clock readings as people and PGN readers write them. */
final class ClockText {

  private ClockText() {}

  /**
   * {@code h:mm:ss}, whole seconds rounded down, so that a clock is never shown fuller than it was:
   * the form of the {@code [%clk]} command (PGN Specification Supplement, section 3.2), as lichess
   * and chess.com export it and game-service's own PGN writes it.
   */
  static String seconds(long ms) {
    long s = Math.max(0, ms) / 1000;
    return String.format("%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
  }

  /** {@code h:mm:ss.t}: tenths too, for a move's time used ({@code [%emt]}) and the game view. */
  static String tenths(long ms) {
    long t = Math.max(0, ms) / 100;
    return String.format("%s.%d", seconds(t * 100), t % 10);
  }
}

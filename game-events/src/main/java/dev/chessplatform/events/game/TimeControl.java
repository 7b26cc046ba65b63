package dev.chessplatform.events.game;

/**
 * A game's clock setting: base time and increment per move (Fischer), or untimed.
 *
 * @param preset the preset's name ({@code blitz}, {@code rapid}, {@code match}, {@code custom} or
 *     {@code untimed}); informative, the numbers rule
 * @param initialMs each side's time at the start, 0 when untimed
 * @param incrementMs added to the mover's clock after each move
 */
public record TimeControl(String preset, long initialMs, long incrementMs) {

  public static final TimeControl UNTIMED = new TimeControl("untimed", 0, 0);

  public TimeControl {
    if (initialMs < 0 || incrementMs < 0) {
      throw new IllegalArgumentException("times must not be negative");
    }
  }

  public boolean timed() {
    return initialMs > 0;
  }
}

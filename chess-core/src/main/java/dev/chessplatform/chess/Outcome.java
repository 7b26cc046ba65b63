package dev.chessplatform.chess;

import java.util.Optional;

/**
 * How a game ended.
 *
 * @param winner the winning side, or null for a draw
 */
public record Outcome(Side winner, Termination termination) {
  public static Outcome draw(Termination termination) {
    return new Outcome(null, termination);
  }

  public static Outcome win(Side winner, Termination termination) {
    return new Outcome(winner, termination);
  }

  public Optional<Side> winningSide() {
    return Optional.ofNullable(winner);
  }

  public boolean isDraw() {
    return winner == null;
  }

  /** The PGN result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String result() {
    if (winner == null) {
      return "1/2-1/2";
    }
    return winner == Side.WHITE ? "1-0" : "0-1";
  }
}

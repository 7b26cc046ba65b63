package dev.chessplatform.game.api;

import com.fasterxml.jackson.annotation.JsonValue;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A game's result as PGN writes it (PGN standard 8.2.6); on the wire only the PGN token. */
@Schema(
    description =
        "The result in PGN notation: 1-0 White won, 0-1 Black won, 1/2-1/2 drawn, * no result (an"
            + " aborted game)")
public enum GameResult {
  WHITE_WON("1-0"),
  BLACK_WON("0-1"),
  DRAWN("1/2-1/2"),
  NO_RESULT("*");

  private final String pgn;

  GameResult(String pgn) {
    this.pgn = pgn;
  }

  @JsonValue
  public String pgn() {
    return pgn;
  }

  /** The result of a PGN token, null for none; every result the service writes is one of these. */
  static GameResult of(String pgn) {
    if (pgn == null) {
      return null;
    }
    for (GameResult r : values()) {
      if (r.pgn.equals(pgn)) {
        return r;
      }
    }
    throw new IllegalArgumentException("not a PGN result: " + pgn);
  }
}

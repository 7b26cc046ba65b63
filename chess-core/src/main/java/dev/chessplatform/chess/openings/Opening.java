package dev.chessplatform.chess.openings;

/**
 * An opening as the table names it, and where a game reached it.
 *
 * @param eco the Encyclopaedia of Chess Openings code, {@code A00} to {@code E99}
 * @param name lichess's name, {@code Family: Variation, Subvariation} (e.g. {@code Sicilian
 *     Defense: Najdorf Variation})
 * @param ply the half-move after which the game stood in the table's position (1 after White's
 *     first move)
 */
public record Opening(String eco, String name, int ply) {

  /** The ECO volume: {@code A} flank openings … {@code E} Indian defences. */
  public char volume() {
    return eco.charAt(0);
  }
}

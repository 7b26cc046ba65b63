package dev.chessplatform.chess.notation;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import java.util.List;
import java.util.Optional;

/**
 * One game of a PGN file: tag pairs in file order, the comments before the first move, the main
 * line (each move with its NAGs, comments and alternative variations), and the result token.
 */
public record PgnGame(
    List<Tag> tags, List<String> comments, Position start, List<PgnMove> mainline, String result) {

  /** A tag pair such as {@code [Event "Casual game"]}. */
  public record Tag(String name, String value) {}

  /**
   * A move in the movetext.
   *
   * @param san the SAN as written in the file
   * @param move the legal move it names
   * @param nags numeric annotation glyphs, {@code !} read as 1, {@code ?} as 2, and so on
   * @param before comments between the previous move (or a variation's opening parenthesis) and
   *     this one; in the main line the comments before the first move are the game's {@code
   *     comments} instead
   * @param comments comments that follow the move
   * @param variations alternatives to this move, each starting from the position before it
   */
  public record PgnMove(
      String san,
      Move move,
      List<Integer> nags,
      List<String> before,
      List<String> comments,
      List<List<PgnMove>> variations) {}

  public Optional<String> tag(String name) {
    return tags.stream().filter(t -> t.name().equals(name)).map(Tag::value).findFirst();
  }

  /** The main line as a {@link Game}; every move was checked when the PGN was read. */
  public Game toGame(RuleSet rules) {
    Game game = Game.start(start, rules);
    for (PgnMove m : mainline) {
      if (game.play(m.move()) instanceof MoveResult.Played<Game> p) {
        game = p.after();
      } else {
        // Only a position that is already over refuses a move the reader accepted.
        break;
      }
    }
    return game;
  }
}

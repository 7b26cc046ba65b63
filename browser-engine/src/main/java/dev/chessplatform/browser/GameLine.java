package dev.chessplatform.browser;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.game.domain.RefusedMove;
import java.util.ArrayList;
import java.util.List;

/**
 * A request's game: chess-core's {@link Game} from {@code fen} (default the initial position) by
 * {@code moves}, with the SAN of each move. The rule set is the platform's default for games,
 * {@link RuleSet#AUTOMATIC} (game-domain's {@code DrawRules.AUTOMATIC}: threefold repetition and
 * fifty moves end the game at once); {@code drawRules: "CLAIM"} asks for FIDE's claims instead.
 */
record GameLine(Game game, List<String> sans) {

  static GameLine of(Request request) {
    Game game = Game.start(start(request.string("fen", Fen.INITIAL)), rules(request));
    List<String> moves = request.moves();
    List<String> sans = new ArrayList<>(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      String uci = moves.get(i);
      String ply = "move " + (i + 1) + " of moves (" + uci + ")";
      Move move;
      try {
        move = UciNotation.parse(uci);
      } catch (ChessFormatException e) {
        throw new RequestError("illegal-move", ply + " is not a UCI move: " + e.getMessage());
      }
      Position before = game.position();
      MoveResult<Game> result = game.play(move);
      if (result instanceof MoveResult.Illegal<Game> illegal) {
        RefusedMove.Words words = RefusedMove.of(game, move, illegal.reason());
        throw new RequestError("illegal-move", ply + ": " + words.english());
      }
      sans.add(San.write(before, move));
      game = ((MoveResult.Played<Game>) result).after();
    }
    return new GameLine(game, List.copyOf(sans));
  }

  private static Position start(String fen) {
    try {
      return Fen.read(fen);
    } catch (ChessFormatException e) {
      throw new RequestError("invalid-fen", e.getMessage());
    }
  }

  private static RuleSet rules(Request request) {
    String rules = request.string("drawRules", "AUTOMATIC");
    return switch (rules) {
      case "AUTOMATIC" -> RuleSet.AUTOMATIC;
      case "CLAIM" -> RuleSet.CLAIM;
      default -> throw RequestError.badRequest("drawRules is AUTOMATIC or CLAIM, was " + rules);
    };
  }

  /** The start FEN and the UCI moves, as the engine takes them. */
  String startFen() {
    return Fen.write(game.initialPosition());
  }

  List<String> uciMoves() {
    return game.moves().stream().map(Move::uci).toList();
  }
}

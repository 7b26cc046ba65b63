package dev.chessplatform.browser;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.IllegalMoveReason;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Piece;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.game.domain.RefusedMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code play} answer: the state after the move, or why it is refused. The English sentence is
 * game-service's own ({@link RefusedMove}); the Chinese one says the same rule from chess-core's
 * reason and, for castling, from the refusal's data (which condition of FIDE Laws 3.8.2 fails and
 * on which square).
 */
final class PlayAnswer {
  private static final String[] CHINESE_PIECE = {"兵", "马", "象", "车", "后", "王"};

  private PlayAnswer() {}

  static JsonObject of(GameLine line, String uci) {
    Move move;
    try {
      move = UciNotation.parse(uci);
    } catch (ChessFormatException e) {
      throw RequestError.badRequest("uci is not a UCI move: " + e.getMessage());
    }
    Game game = line.game();
    Position before = game.position();
    MoveResult<Game> result = game.play(move);
    if (result instanceof MoveResult.Played<Game> played) {
      List<String> sans = new ArrayList<>(line.sans());
      sans.add(San.write(before, move));
      GameLine after = new GameLine(played.after(), List.copyOf(sans));
      return new JsonObject().put("played", true).put("state", StateAnswer.of(after));
    }
    IllegalMoveReason reason = ((MoveResult.Illegal<Game>) result).reason();
    RefusedMove.Words words = RefusedMove.of(game, move, reason);
    JsonObject detail =
        new JsonObject()
            .put("english", words.english())
            .put("chinese", uci + "不合法：" + chinese(before, move, reason, words.castling()));
    JsonObject answer =
        new JsonObject().put("played", false).put("reason", words.code()).put("detail", detail);
    if (words.castling() != null) {
      answer.put("castling", castlingJson(words.castling()));
    }
    return answer;
  }

  private static JsonObject castlingJson(Map<String, Object> castling) {
    JsonObject json = new JsonObject();
    castling.forEach(
        (k, v) -> {
          if (v instanceof Boolean b) {
            json.put(k, b.booleanValue());
          } else {
            json.put(k, String.valueOf(v));
          }
        });
    return json;
  }

  /** The rule in Chinese; the same cases as game-service's English sentence, told more briefly. */
  static String chinese(
      Position p, Move move, IllegalMoveReason reason, Map<String, Object> castling) {
    if (castling != null) {
      return castlingChinese(castling);
    }
    Piece piece = p.pieceAt(move.from()).orElse(null);
    String from = move.from().algebraic();
    return switch (reason) {
      case GAME_OVER -> "对局已经结束";
      case NO_PIECE -> from + "上没有棋子";
      case NOT_YOUR_PIECE ->
          from
              + "上的"
              + name(piece)
              + "属于"
              + side(piece.side())
              + "，现在轮到"
              + side(p.sideToMove())
              + "走";
      case PROMOTION_REQUIRED -> "兵到达底线必须升变为后、车、象或马，请写明升变的棋子（" + move.uci() + "q）";
      case INVALID_PROMOTION ->
          move.promotion() == null || move.promotion().isPromotionTarget()
              ? "只有到达底线的兵才能升变"
              : "兵只能升变为后、车、象或马";
      case CASTLING_NOT_ALLOWED -> "现在不能易位";
      case KING_IN_CHECK ->
          p.isCheck()
              ? "你的王正被将军，这步棋不能解除将军"
              : piece != null && piece.type().ordinal() == 5
                  ? "王不能走到被攻击的格子"
                  : "走这步后你的王会被将军（" + from + "上的" + name(piece) + "被牵制）";
      case NOT_A_MOVE -> from + "上的" + name(piece) + "不能这样走到" + move.to().algebraic();
    };
  }

  private static String castlingChinese(Map<String, Object> castling) {
    String side = "KINGSIDE".equals(castling.get("side")) ? "短易位" : "长易位";
    Object square = castling.get("square");
    return switch (String.valueOf(castling.get("reason"))) {
      case "KING_MOVED" -> "王已经走动过，不能再" + side;
      case "ROOK_MOVED" ->
          Boolean.TRUE.equals(castling.get("captured"))
              ? square + "上的车已被吃掉，不能再" + side
              : square + "上的车已经走动过，不能再" + side;
      case "RIGHT_LOST" -> "王或该车已经走动过，不能再" + side;
      case "IN_CHECK" -> "被将军时不能易位";
      case "ATTACKED_SQUARE" ->
          "王会" + (crossed(square) ? "经过" : "落在") + "受攻击的格子" + square + "，不能" + side;
      case "BLOCKED" -> square + "上有棋子挡住，不能" + side;
      default -> throw new IllegalStateException("castling refusal " + castling.get("reason"));
    };
  }

  /** Whether the attacked square is the one the king crosses (f1/d1/f8/d8), not lands on. */
  private static boolean crossed(Object square) {
    String s = String.valueOf(square);
    return s.startsWith("f") || s.startsWith("d");
  }

  private static String name(Piece piece) {
    return piece == null ? "棋子" : CHINESE_PIECE[piece.type().ordinal()];
  }

  private static String side(Side side) {
    return side == Side.WHITE ? "白方" : "黑方";
  }
}

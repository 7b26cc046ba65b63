package dev.chessplatform.game.domain;

/**
 * A recorded move the rules refuse where it was played: the events say a move was made that
 * chess-core finds illegal (or unreadable) in the position the earlier events lead to. {@link
 * GameEvolver} throws it instead of trusting the event; the owner's load and the projection stop
 * the game's fold there, replay reports the message as the game's problem.
 */
public final class RecordedMoveRefused extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  /**
   * @param ply the move's number in the line (1 is the first move)
   * @param uci the move as recorded
   * @param fen the position it was played in
   * @param reason chess-core's reason: an illegal-move code or a format error's code
   */
  public RecordedMoveRefused(int ply, String uci, String fen, String reason) {
    super("move " + ply + " " + uci + " is not legal in " + fen + " (" + reason + ")");
  }
}

package dev.chessplatform.rating.domain;

/**
 * A player's record of rated games. Seed 003 (国际象棋小问答): "战绩记录的是胜、负、和" — the record is wins, losses
 * and draws. Every rated game a human plays is recorded here, including games that the Elo rules do
 * not count (two provisional players), so it can differ from the counted games.
 */
public record WinDrawLoss(int wins, int draws, int losses) {

  public static final WinDrawLoss NONE = new WinDrawLoss(0, 0, 0);

  public WinDrawLoss {
    if (wins < 0 || draws < 0 || losses < 0) {
      throw new IllegalArgumentException("negative record: " + wins + "/" + draws + "/" + losses);
    }
  }

  public int games() {
    return wins + draws + losses;
  }

  public WinDrawLoss plus(Score score) {
    return switch (score) {
      case WIN -> new WinDrawLoss(wins + 1, draws, losses);
      case DRAW -> new WinDrawLoss(wins, draws + 1, losses);
      case LOSS -> new WinDrawLoss(wins, draws, losses + 1);
    };
  }
}

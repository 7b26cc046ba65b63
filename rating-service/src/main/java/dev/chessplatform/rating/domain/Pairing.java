package dev.chessplatform.rating.domain;

/** Which Elo rule a game falls under; decided from the two players' standings before the game. */
public enum Pairing {
  /** A casual game (rated flag false): nothing changes, not even the W/D/L record. */
  NOT_RATED,
  /** Two computer levels: their ratings are fixed and they are off the ladder; nothing changes. */
  COMPUTER_PAIR,
  /** Seed 004: "无级别的人之间下棋即不计分也不计盘数" — no rating change and no game counted. */
  PROVISIONAL_PAIR,
  /** Seed 004: "有级别和无级别的人下棋的分数算法"; a computer level counts as the rated side. */
  RATED_VS_PROVISIONAL,
  /** Seed 004: "有级别的人之间下棋分数的算法"; a computer level counts as a rated player. */
  RATED_PAIR;

  static Pairing of(boolean rated, PlayerRating white, PlayerRating black) {
    if (!rated) {
      return NOT_RATED;
    }
    if (white.isComputer() && black.isComputer()) {
      return COMPUTER_PAIR;
    }
    if (white.provisional() && black.provisional()) {
      return PROVISIONAL_PAIR;
    }
    if (white.provisional() || black.provisional()) {
      return RATED_VS_PROVISIONAL;
    }
    return RATED_PAIR;
  }

  /** Whether the game moves Elo ratings and counts towards the 10 games. */
  public boolean countsForElo() {
    return this == RATED_VS_PROVISIONAL || this == RATED_PAIR;
  }
}

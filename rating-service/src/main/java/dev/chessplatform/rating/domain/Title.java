package dev.chessplatform.rating.domain;

/**
 * The sixteen titles by Elo rating, from seed 004 (联众, 国际象棋游戏等级详述, "1. 等级分和对应称号").
 *
 * <p>The constant's name is the stable code used in APIs and storage: {@code GM}; masters {@code
 * M1..M3} (大师); experts {@code E1..E5} (棋士); players {@code P1..P7} (棋手). The number is the class,
 * 1 the highest, as in the Chinese 一级 = "1st class". A player with fewer than {@link
 * PlayerRating#GAMES_TO_BE_RATED} counted games has no title ("无称号 下棋盘数小于10盘"); that is {@link
 * PlayerRating#title()} returning empty, not a constant here.
 */
public enum Title {
  GM(2500, "特级大师", "Grandmaster"),
  M1(2400, "一级大师", "Master 1st class"),
  M2(2300, "二级大师", "Master 2nd class"),
  M3(2200, "三级大师", "Master 3rd class"),
  E1(2100, "一级棋士", "Expert 1st class"),
  E2(2000, "二级棋士", "Expert 2nd class"),
  E3(1900, "三级棋士", "Expert 3rd class"),
  E4(1800, "四级棋士", "Expert 4th class"),
  E5(1700, "五级棋士", "Expert 5th class"),
  P1(1600, "一级棋手", "Player 1st class"),
  P2(1500, "二级棋手", "Player 2nd class"),
  P3(1400, "三级棋手", "Player 3rd class"),
  P4(1300, "四级棋手", "Player 4th class"),
  P5(1200, "五级棋手", "Player 5th class"),
  P6(1100, "六级棋手", "Player 6th class"),
  /** "七级棋手 < 1100": the open bottom band. */
  P7(Integer.MIN_VALUE, "七级棋手", "Player 7th class");

  private final int minRating;
  private final String chineseName;
  private final String englishName;

  Title(int minRating, String chineseName, String englishName) {
    this.minRating = minRating;
    this.chineseName = chineseName;
    this.englishName = englishName;
  }

  /** The band a rating falls in: the highest title whose threshold it reaches (≥). */
  public static Title forRating(int rating) {
    for (Title title : values()) {
      if (rating >= title.minRating) {
        return title;
      }
    }
    throw new AssertionError("P7 has no lower bound");
  }

  public String code() {
    return name();
  }

  /** The inclusive lower bound; {@link Integer#MIN_VALUE} for {@link #P7}. */
  public int minRating() {
    return minRating;
  }

  public String chineseName() {
    return chineseName;
  }

  public String englishName() {
    return englishName;
  }
}

package dev.chessplatform.rating.domain;

/**
 * A grade (级别) on the points ladder, from seed 000 (等级分记分方法): "级别分别是无级别、30-1级。每个级别需要积累100分".
 *
 * <p>Our reading (architecture.md, "Ratings"): below 100 points a player has no grade (无级别, {@code
 * level == 0}); 100 points is 30级, each further 100 points climbs one grade, and 3000 points and
 * above is 1级, the top. So {@code level = max(1, 31 − points / 100)} from 100 points.
 *
 * @param level 1 (top) to 30, or 0 for no grade
 */
public record LadderGrade(int level) {

  public static final LadderGrade NONE = new LadderGrade(0);
  public static final int POINTS_PER_GRADE = 100;
  public static final int LOWEST = 30;

  public LadderGrade {
    if (level < 0 || level > LOWEST) {
      throw new IllegalArgumentException("grade must be 0 (none) or 1..30, was " + level);
    }
  }

  public static LadderGrade forPoints(int points) {
    if (points < 0) {
      throw new IllegalArgumentException("ladder points are never negative, was " + points);
    }
    if (points < POINTS_PER_GRADE) {
      return NONE;
    }
    return new LadderGrade(Math.max(1, LOWEST + 1 - points / POINTS_PER_GRADE));
  }

  public boolean graded() {
    return level != 0;
  }

  /** Stable code: {@code NONE}, or {@code G30} .. {@code G1}. */
  public String code() {
    return graded() ? "G" + level : "NONE";
  }

  public String chineseName() {
    return graded() ? level + "级" : "无级别";
  }

  public String englishName() {
    return graded() ? "Grade " + level : "Ungraded";
  }
}

package dev.chessplatform.lichess.domain;

import dev.chessplatform.events.game.TimeControl;

/**
 * Lichess's speed of a time control, by its estimated duration: the base time plus 40 increments (a
 * game of 40 moves each), in seconds. A game without a clock is {@code correspondence} there, the
 * nearest word for our untimed games (no clock runs; each side may take as long as it likes).
 */
public enum Speed {
  ULTRA_BULLET("ultraBullet", "UltraBullet"),
  BULLET("bullet", "Bullet"),
  BLITZ("blitz", "Blitz"),
  RAPID("rapid", "Rapid"),
  CLASSICAL("classical", "Classical"),
  CORRESPONDENCE("correspondence", "Correspondence");

  /** The word in their JSON ({@code speed}, {@code perf} of an event). */
  public final String key;

  /** The name in {@code perf.name} of a game's first line. */
  public final String perfName;

  Speed(String key, String perfName) {
    this.key = key;
    this.perfName = perfName;
  }

  public static Speed of(TimeControl tc) {
    if (tc == null || !tc.timed()) {
      return CORRESPONDENCE;
    }
    long estimateMs = tc.initialMs() + 40 * tc.incrementMs();
    if (estimateMs < 30_000) {
      return ULTRA_BULLET;
    } else if (estimateMs < 180_000) {
      return BULLET;
    } else if (estimateMs < 480_000) {
      return BLITZ;
    } else if (estimateMs < 1_500_000) {
      return RAPID;
    }
    return CLASSICAL;
  }
}

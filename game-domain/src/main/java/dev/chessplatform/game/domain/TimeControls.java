package dev.chessplatform.game.domain;

import dev.chessplatform.events.game.TimeControl;
import java.util.Map;
import java.util.Optional;

/**
 * The named time controls. Seed 004 (联众) offers a "快棋模式" (fast mode) and a "比赛模式" (match mode)
 * without numbers; we read fast as blitz and match as a classical tournament control.
 */
public final class TimeControls {

  private static final long MINUTE = 60_000;

  public static final Map<String, TimeControl> PRESETS =
      Map.of(
          "untimed", TimeControl.UNTIMED,
          "blitz", new TimeControl("blitz", 5 * MINUTE, 3_000),
          "fast", new TimeControl("fast", 5 * MINUTE, 3_000),
          "rapid", new TimeControl("rapid", 15 * MINUTE, 10_000),
          "match", new TimeControl("match", 90 * MINUTE, 30_000));

  private TimeControls() {}

  public static Optional<TimeControl> preset(String name) {
    return Optional.ofNullable(PRESETS.get(name));
  }

  public static TimeControl custom(long initialMs, long incrementMs) {
    return initialMs == 0 && incrementMs == 0
        ? TimeControl.UNTIMED
        : new TimeControl("custom", initialMs, incrementMs);
  }
}

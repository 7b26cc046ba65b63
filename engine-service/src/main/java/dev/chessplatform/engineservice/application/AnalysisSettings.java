package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.config.EngineConfig;
import java.time.Duration;

/**
 * How analysis jobs live and end ({@code engine.analysis.*}, README "Configuration"): their
 * deadline, how long they are kept, the lease that says a runner is alive.
 */
public record AnalysisSettings(
    Duration deadline,
    Duration keep,
    int maxJobs,
    Duration lease,
    Duration heartbeat,
    int maxLapses) {

  public AnalysisSettings {
    if (heartbeat.compareTo(lease) >= 0) {
      throw new IllegalArgumentException(
          "engine.analysis.heartbeat (" + heartbeat + ") must be shorter than the lease " + lease);
    }
    if (maxLapses < 1) {
      throw new IllegalArgumentException("engine.analysis.max-lapses must be at least 1");
    }
  }

  public static AnalysisSettings of(EngineConfig.AnalysisConfig c) {
    return new AnalysisSettings(
        c.deadline(), c.keep(), c.maxJobs(), c.lease(), c.heartbeat(), c.maxLapses());
  }
}

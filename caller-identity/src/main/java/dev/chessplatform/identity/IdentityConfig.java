package dev.chessplatform.identity;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How a service checks the gateway's identity headers. */
@ConfigMapping(prefix = "chess.identity")
public interface IdentityConfig {

  /** The secret shared with the gateway (env {@code CHESS_INTERNAL_SECRET}). */
  String secret();

  /** Whether requests under {@link #protectedPrefixes()} must carry a valid proof. */
  @WithDefault("true")
  boolean verify();

  /**
   * Requests below these paths (comma-separated) must carry the proof; health, metrics and OpenAPI
   * do not. The Lichess facade adds {@code /game/} (their game export's path).
   */
  @WithDefault("/api/")
  java.util.List<String> protectedPrefixes();
}

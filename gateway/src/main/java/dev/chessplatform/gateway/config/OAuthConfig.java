package dev.chessplatform.gateway.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** OAuth 2.0 for third-party apps: how long a code and a token last. */
@ConfigMapping(prefix = "gateway.oauth")
public interface OAuthConfig {

  /**
   * How long an approved code can be redeemed. The app redeems it the moment the browser reaches
   * its redirect URI; 90 s leaves a phone app woken from the background room, far below the ten
   * minutes RFC 6749 §4.1.2 allows.
   */
  @WithDefault("90s")
  Duration codeTtl();

  /** Lifetime of the token an app gets: a year, Lichess's {@code expires_in}. */
  @WithDefault("365d")
  Duration tokenTtl();
}

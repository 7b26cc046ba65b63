package dev.chessplatform.lichess.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.List;

/** Where the facade finds our API, and how its streams keep their clients. */
@ConfigMapping(prefix = "lichess")
public interface FacadeConfig {

  /** Every game-service instance; requests go to them in turn (any instance answers any game). */
  List<String> gameServiceUrls();

  /**
   * Every rating-service instance: a player's rating now, for a game that started without the
   * ratings recorded (rating-service did not answer game-service in time).
   */
  List<String> ratingServiceUrls();

  /** The site's public origin, for the {@code url} of a challenge ({@code <origin>/#/game/id}). */
  String publicUrl();

  /** How often a quiet stream sends an empty line (Lichess: 7 s; lichess-bot gives up at 15 s). */
  @WithDefault("7s")
  Duration keepAlive();
}

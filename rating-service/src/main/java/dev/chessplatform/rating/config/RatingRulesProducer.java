package dev.chessplatform.rating.config;

import dev.chessplatform.rating.domain.ComputerOpponents;
import dev.chessplatform.rating.domain.RatingRules;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.util.Map;

/** Builds the pure {@link RatingRules} from configuration. */
@ApplicationScoped
public class RatingRulesProducer {

  @Produces
  @ApplicationScoped
  RatingRules ratingRules(RatingsConfig config) {
    RatingsConfig.ComputerOpponentsConfig levels = config.computerOpponents();
    return new RatingRules(
        new ComputerOpponents(
            Map.of(
                1, levels.level1(),
                2, levels.level2(),
                3, levels.level3(),
                4, levels.level4(),
                5, levels.level5())));
  }
}

package dev.chessplatform.engineservice.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code engine.backend} is a closed set read at start-up: its two lower-case names select a
 * backend, anything else stops the start with a message that names the value.
 */
class EngineConfigTest {

  private static EngineConfig read(Map<String, String> properties) {
    SmallRyeConfig config =
        new SmallRyeConfigBuilder()
            .withMapping(EngineConfig.class)
            .withConverter(
                Duration.class, 200, new DurationConverter()) // "15m", as Quarkus reads it
            .withDefaultValues(properties)
            .build();
    return config.getConfigMapping(EngineConfig.class);
  }

  @Test
  void theBackendIsBuiltInUnlessTold() {
    assertEquals(EngineConfig.Backend.BUILTIN, read(Map.of()).backend());
  }

  @Test
  void bothBackendsAreNamedInLowerCaseAsTheOperatorsWriteThem() {
    assertEquals(EngineConfig.Backend.UCI, read(Map.of("engine.backend", "uci")).backend());
    assertEquals(EngineConfig.Backend.BUILTIN, read(Map.of("engine.backend", "builtin")).backend());
  }

  @Test
  void anyOtherBackendStopsTheStart() {
    RuntimeException e =
        assertThrows(RuntimeException.class, () -> read(Map.of("engine.backend", "stockfish")));
    assertTrue(e.getMessage().contains("engine.backend"), e.getMessage());
    assertTrue(e.getMessage().contains("stockfish"), e.getMessage());
  }
}

package dev.chessplatform.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ServerDefaultsTest {

  @Test
  void the_hint_time_is_game_services() throws IOException {
    Path props = Path.of("../game-service/src/main/resources/application.properties");
    String line =
        Files.readAllLines(props).stream()
            .filter(l -> l.startsWith("chess.games.computer.hint-movetime="))
            .findFirst()
            .orElseThrow();
    assertEquals(
        "chess.games.computer.hint-movetime=" + ServerDefaults.HINT_MOVETIME_MS + "ms", line);
  }
}

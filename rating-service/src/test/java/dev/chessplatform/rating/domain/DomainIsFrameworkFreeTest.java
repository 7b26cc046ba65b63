package dev.chessplatform.rating.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** style.md: a service's {@code domain} has no framework imports; checked on the sources. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class DomainIsFrameworkFreeTest {

  private static final Path SOURCES = Path.of("src/main/java/dev/chessplatform/rating/domain");

  private static final List<String> FRAMEWORKS =
      List.of(
          "io.quarkus",
          "jakarta.",
          "javax.",
          "com.fasterxml",
          "org.bson",
          "com.mongodb",
          "org.apache.kafka",
          "io.smallrye",
          "io.vertx",
          "org.eclipse.microprofile");

  @Test
  void no_domain_source_imports_a_framework() throws IOException {
    List<String> offending;
    try (Stream<Path> files = Files.list(SOURCES)) {
      offending =
          files
              .filter(file -> file.toString().endsWith(".java"))
              .flatMap(DomainIsFrameworkFreeTest::imports)
              .filter(line -> FRAMEWORKS.stream().anyMatch(line::contains))
              .collect(Collectors.toList());
    }
    assertEquals(List.of(), offending);
  }

  private static Stream<String> imports(Path file) {
    try {
      return Files.readAllLines(file).stream()
          .filter(line -> line.startsWith("import "))
          .map(line -> file.getFileName() + ": " + line);
    } catch (IOException e) {
      throw new IllegalStateException(file.toString(), e);
    }
  }
}

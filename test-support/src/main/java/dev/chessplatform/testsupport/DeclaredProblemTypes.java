package dev.chessplatform.testsupport;

import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The problem types a service declares, found the way a reader would: the {@code ProblemType}
 * constants of every class compiled from its {@code src/main/java}, so a service's catalog test
 * notices a constant added anywhere and forgotten in the catalog.
 */
public final class DeclaredProblemTypes {

  private DeclaredProblemTypes() {}

  /** The constants of every class in the classes folder (or jar) that holds {@code anchor}. */
  public static List<ProblemType> besides(Class<?> anchor) {
    Path classes;
    try {
      classes = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    try (Stream<Path> files = Files.walk(classes)) {
      return files
          .filter(f -> f.toString().endsWith(".class"))
          .map(f -> classes.relativize(f).toString())
          .map(f -> f.substring(0, f.length() - ".class".length()).replace('/', '.'))
          .flatMap(name -> ProblemCatalog.constantsOf(load(name, anchor)).stream())
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Class<?> load(String name, Class<?> anchor) {
    try {
      return Class.forName(name, false, anchor.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }
}

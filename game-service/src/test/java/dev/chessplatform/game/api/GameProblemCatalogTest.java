package dev.chessplatform.game.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.problems.PlatformProblems;
import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import dev.chessplatform.testsupport.DeclaredProblemTypes;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The registered catalog names every problem type game-service declares, and the document all. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameProblemCatalogTest {

  @Test
  void every_problem_type_constant_of_the_service_is_in_its_catalog() throws Exception {
    Set<ProblemType> catalog = new HashSet<>(new GameProblemCatalog().types());
    List<ProblemType> declared =
        DeclaredProblemTypes.besides(GameProblems.class).stream()
            .filter(t -> !platform().contains(t))
            .toList();

    assertTrue(declared.size() >= 24, "found the service's types: " + declared);
    for (ProblemType type : declared) {
      assertTrue(catalog.contains(type), type.slug() + " is in GameProblemCatalog");
    }
    assertEquals(catalog.size(), new GameProblemCatalog().types().size(), "no type twice");
  }

  @Test
  void the_catalog_is_registered_for_the_service_loader() {
    List<ProblemType> all = ProblemCatalog.all(getClass().getClassLoader());

    assertTrue(all.containsAll(new GameProblemCatalog().types()), all.toString());
  }

  @Test
  void every_type_of_the_catalog_is_declared_on_some_operation() throws Exception {
    Set<String> answered = new HashSet<>();
    for (Class<?> resource : apiClasses()) {
      answered.addAll(slugs(resource.getAnnotation(Problems.class)));
      for (Method method : resource.getDeclaredMethods()) {
        answered.addAll(slugs(method.getAnnotation(Problems.class)));
      }
    }

    assertTrue(answered.size() > 30, "found the declarations: " + answered);
    for (ProblemType type : new GameProblemCatalog().types()) {
      assertTrue(answered.contains(type.slug()), type.slug() + " is an answer of some operation");
    }
    // A declared slug no catalog has fails the build (ProblemResponses); so does an operation
    // without @Problems.
  }

  private static List<String> slugs(Problems problems) {
    return problems == null ? List.of() : List.of(problems.value());
  }

  /** The classes compiled from this package of src/main/java. */
  private static List<Class<?>> apiClasses() throws Exception {
    Path classes =
        Path.of(GameProblems.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path api = classes.resolve(GameProblems.class.getPackageName().replace('.', '/'));
    List<Class<?>> found = new ArrayList<>();
    try (Stream<Path> files = Files.list(api)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        String name = file.getFileName().toString().replace(".class", "");
        found.add(Class.forName(GameProblems.class.getPackageName() + "." + name, false, loader()));
      }
    }
    return found;
  }

  private static ClassLoader loader() {
    return GameProblemCatalogTest.class.getClassLoader();
  }

  private static Set<ProblemType> platform() {
    return new HashSet<>(new PlatformProblems().types());
  }
}

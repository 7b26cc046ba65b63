package dev.chessplatform.problems;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The problem types one module can answer with. The platform-wide catalog is {@link
 * PlatformProblems}; each service registers its own in {@code
 * META-INF/services/dev.chessplatform.problems.ProblemCatalog}, and the OpenAPI document lists
 * every type of every catalog on the application's class path (see {@link ProblemSchema}).
 */
public interface ProblemCatalog {

  /** Every type this module answers with. */
  List<ProblemType> types();

  /**
   * The types of every catalog that {@code loader} sees, one per slug, sorted by URI.
   *
   * @throws IllegalStateException if two catalogs give one slug different titles or statuses
   */
  static List<ProblemType> all(ClassLoader loader) {
    Map<String, ProblemType> bySlug = new HashMap<>();
    for (ProblemCatalog catalog : ServiceLoader.load(ProblemCatalog.class, loader)) {
      for (ProblemType type : catalog.types()) {
        ProblemType known = bySlug.putIfAbsent(type.slug(), type);
        if (known != null && !known.equals(type)) {
          throw new IllegalStateException(
              "problem type " + type.slug() + " is declared twice: " + known + " and " + type);
        }
      }
    }
    List<ProblemType> sorted = new ArrayList<>(bySlug.values());
    sorted.sort(Comparator.comparing(t -> t.uri().toString()));
    return List.copyOf(sorted);
  }

  /**
   * The static {@code ProblemType} fields of {@code holder}, of any visibility, in field order:
   * what a service's completeness test compares with its catalog.
   */
  static List<ProblemType> constantsOf(Class<?> holder) {
    List<ProblemType> constants = new ArrayList<>();
    for (Field field : holder.getDeclaredFields()) {
      if (field.getType() == ProblemType.class && Modifier.isStatic(field.getModifiers())) {
        try {
          field.setAccessible(true);
          constants.add((ProblemType) field.get(null));
        } catch (IllegalAccessException | RuntimeException e) {
          throw new IllegalStateException("cannot read " + field, e);
        }
      }
    }
    return List.copyOf(constants);
  }
}

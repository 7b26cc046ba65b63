package dev.chessplatform.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProblemCatalogTest {

  /** A service's catalog, as a service would register it. */
  public static final class ServiceCatalog implements ProblemCatalog {
    public static final ProblemType UNKNOWN_THING =
        new ProblemType("unknown-thing", "The thing does not exist", 404);
    static final ProblemType HIDDEN_THING =
        new ProblemType("hidden-thing", "The thing is hidden", 403);
    private final ProblemType notAConstant = ProblemType.CONFLICT;

    @Override
    public List<ProblemType> types() {
      return List.of(UNKNOWN_THING, ProblemType.NOT_FOUND);
    }
  }

  /** Declares the platform's not-found slug again, with another status. */
  public static final class ClashingCatalog implements ProblemCatalog {
    @Override
    public List<ProblemType> types() {
      return List.of(new ProblemType("not-found", "Gone", 410));
    }
  }

  @TempDir Path services;

  private ClassLoader registering(Class<?>... catalogs) throws IOException {
    Path file = services.resolve("META-INF/services/" + ProblemCatalog.class.getName());
    Files.createDirectories(file.getParent());
    StringBuilder lines = new StringBuilder();
    for (Class<?> c : catalogs) {
      lines.append(c.getName()).append('\n');
    }
    Files.writeString(file, lines);
    return new URLClassLoader(new URL[] {services.toUri().toURL()}, getClass().getClassLoader());
  }

  @Test
  void thePlatformCatalogListsEveryPlatformConstantOfProblemType() {
    assertEquals(
        new HashSet<>(ProblemCatalog.constantsOf(ProblemType.class)),
        new HashSet<>(new PlatformProblems().types()));
    assertEquals(15, new PlatformProblems().types().size());
  }

  @Test
  void theServiceLoaderFindsThePlatformCatalogThroughThisModulesRegistration() {
    List<ProblemType> all = ProblemCatalog.all(getClass().getClassLoader());

    assertEquals(new HashSet<>(new PlatformProblems().types()), new HashSet<>(all));
  }

  @Test
  void aServicesCatalogIsAddedToThePlatformsOncePerSlugSortedByUri() throws IOException {
    List<ProblemType> all = ProblemCatalog.all(registering(ServiceCatalog.class));

    assertTrue(all.contains(ServiceCatalog.UNKNOWN_THING));
    assertTrue(all.containsAll(new PlatformProblems().types()));
    assertEquals(new PlatformProblems().types().size() + 1, all.size());
    List<String> uris = all.stream().map(t -> t.uri().toString()).toList();
    assertEquals(uris.stream().sorted().toList(), uris);
  }

  @Test
  void twoCatalogsThatGiveOneSlugDifferentMeaningsAreRefused() throws IOException {
    ClassLoader loader = registering(ClashingCatalog.class);

    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> ProblemCatalog.all(loader));
    assertTrue(e.getMessage().contains("not-found"), e.getMessage());
  }

  @Test
  void constantsOfReadsEveryStaticProblemTypeFieldAndNoInstanceField() {
    assertEquals(
        List.of(ServiceCatalog.UNKNOWN_THING, ServiceCatalog.HIDDEN_THING),
        ProblemCatalog.constantsOf(ServiceCatalog.class));
    assertEquals(List.of(), ProblemCatalog.constantsOf(ClashingCatalog.class));
  }
}

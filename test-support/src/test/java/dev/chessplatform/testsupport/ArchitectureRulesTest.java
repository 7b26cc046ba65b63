package dev.chessplatform.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The shape rules catch what they name: a fixture service ({@code testsupport.shape}) breaks each
 * one once, and the rule reports exactly the classes at fault. The services' own {@code
 * ArchitectureTest}s prove the rules pass on shapes that keep them.
 */
class ArchitectureRulesTest {

  private static final String ROOT = "dev.chessplatform.testsupport.shape";
  private static final JavaClasses FIXTURE = new ClassFileImporter().importPackages(ROOT);

  @Test
  void anApplicationThatImportsAnAdapterIsCaught() {
    assertEquals(
        Set.of(ROOT + ".application.UseCase"),
        offenders(ArchitectureRules.applicationUsesPortsNotAdapters(ROOT)));
  }

  @Test
  void messagingThatStoresItselfIsCaught() {
    assertEquals(
        Set.of(ROOT + ".messaging.Reader"),
        offenders(ArchitectureRules.messagingStaysOutOfPersistence(ROOT)));
  }

  @Test
  void aClassOutsideTheSixPackagesIsCaughtAtTheRootAndInAPackageOfItsOwn() {
    assertEquals(
        Set.of(ROOT + ".ShapeMain", ROOT + ".routing.Proxy"),
        offenders(ArchitectureRules.onlyTheLayers(ROOT)));
  }

  /** The fixture classes a rule names in its violations. */
  private static Set<String> offenders(ArchRule rule) {
    EvaluationResult result = rule.evaluate(FIXTURE);
    Set<String> named = new TreeSet<>();
    for (String line : result.getFailureReport().getDetails()) {
      for (String candidate :
          List.of(
              ROOT + ".application.UseCase",
              ROOT + ".messaging.Reader",
              ROOT + ".ShapeMain",
              ROOT + ".routing.Proxy",
              ROOT + ".persistence.Store")) {
        if (line.startsWith("Class <" + candidate + ">")
            || line.startsWith("Method <" + candidate + ".")
            || line.startsWith("Field <" + candidate + ".")
            || line.startsWith("Constructor <" + candidate + ".")) {
          named.add(candidate);
        }
      }
    }
    return named;
  }
}

package dev.chessplatform.testsupport;

import com.tngtech.archunit.core.domain.JavaClasses;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The layering every service keeps ({@link ArchitectureRules}), as tests a service's {@code
 * ArchitectureTest} inherits by naming its root package and the api classes still to move.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS) // the classes are imported once
public abstract class LayeringContract {

  private final String root;
  private final Set<String> notYet;
  private final JavaClasses classes;

  /**
   * @param root the service's root package, e.g. {@code dev.chessplatform.game}
   */
  protected LayeringContract(String root) {
    this(root, Set.of());
  }

  /**
   * @param root the service's root package, e.g. {@code dev.chessplatform.game}
   * @param notYet api classes (fully qualified) that still reach into messaging or persistence
   */
  protected LayeringContract(String root, Set<String> notYet) {
    this.root = root;
    this.notYet = Set.copyOf(notYet);
    this.classes = ArchitectureRules.of(root);
  }

  @Test
  void theDomainUsesNoFramework() {
    ArchitectureRules.domainIsPure(root).check(classes);
  }

  @Test
  void theApiMapsHttpAndLeavesMessagingAndPersistenceToTheApplication() {
    ArchitectureRules.apiStaysOutOfMessagingAndPersistence(root, notYet).check(classes);
  }

  @Test
  void noOtherServicesCodeIsUsed() {
    ArchitectureRules.noOtherService(root).check(classes);
  }

  @Test
  void theLayersFormNoPackageCycle() {
    ArchitectureRules.noPackageCycles(root).check(classes);
  }
}

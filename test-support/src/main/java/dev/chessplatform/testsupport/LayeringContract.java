package dev.chessplatform.testsupport;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The layering every service keeps ({@link ArchitectureRules}), as tests a service's {@code
 * ArchitectureTest} inherits by naming its root package.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS) // the classes are imported once
public abstract class LayeringContract {

  private final String root;
  private final JavaClasses classes;

  /**
   * @param root the service's root package, e.g. {@code dev.chessplatform.game}
   */
  protected LayeringContract(String root) {
    this.root = root;
    this.classes = ArchitectureRules.of(root);
  }

  @Test
  void theDomainUsesNoFramework() {
    ArchitectureRules.domainIsPure(root).check(classes);
  }

  @Test
  void theApiMapsHttpAndLeavesMessagingAndPersistenceToTheApplication() {
    ArchitectureRules.apiStaysOutOfMessagingAndPersistence(root).check(classes);
  }

  @Test
  void theApplicationReachesTheAdaptersOnlyThroughItsPorts() {
    ArchitectureRules.applicationUsesPortsNotAdapters(root).check(classes);
  }

  @Test
  void messagingLeavesPersistenceToTheApplication() {
    ArchitectureRules.messagingStaysOutOfPersistence(root).check(classes);
  }

  @Test
  void everyClassLiesInOneOfTheSixPackages() {
    ArchitectureRules.onlyTheLayers(root).check(classes);
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

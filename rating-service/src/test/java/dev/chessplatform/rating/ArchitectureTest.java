package dev.chessplatform.rating;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.chessplatform.testsupport.ArchitectureRules;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The layering of rating-service (test-support's ArchitectureRules). */
class ArchitectureTest {

  private static final String ROOT = "dev.chessplatform.rating";
  private static final JavaClasses CLASSES = ArchitectureRules.of(ROOT);

  /** api classes that still reach into messaging or persistence: to move into application. */
  private static final Set<String> NOT_YET = Set.of();

  @Test
  void theDomainUsesNoFramework() {
    ArchitectureRules.domainIsPure(ROOT).check(CLASSES);
  }

  @Test
  void theApiMapsHttpAndLeavesMessagingAndPersistenceToTheApplication() {
    ArchitectureRules.apiStaysOutOfMessagingAndPersistence(ROOT, NOT_YET).check(CLASSES);
  }

  @Test
  void noOtherServicesCodeIsUsed() {
    ArchitectureRules.noOtherService(ROOT).check(CLASSES);
  }
}

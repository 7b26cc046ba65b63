package dev.chessplatform.game;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.chessplatform.testsupport.ArchitectureRules;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The layering of game-service (test-support's ArchitectureRules). */
class ArchitectureTest {

  private static final String ROOT = "dev.chessplatform.game";
  private static final JavaClasses CLASSES = ArchitectureRules.of(ROOT);

  /** api classes that still reach into messaging or persistence: to move into application. */
  private static final Set<String> NOT_YET =
      Set.of(
          "dev.chessplatform.game.api.CommandGateway",
          "dev.chessplatform.game.api.OwnerForwarding",
          "dev.chessplatform.game.api.HintsResource",
          "dev.chessplatform.game.api.GameCreation");

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

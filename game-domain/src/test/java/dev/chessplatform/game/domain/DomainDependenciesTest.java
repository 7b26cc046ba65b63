package dev.chessplatform.game.domain;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * game-domain is the game's pure part: decide and fold use the JDK, the rules (chess-core) and the
 * event contract (game-events), nothing else. The enforcer's framework-free rule (the module's
 * {@code .framework-free} marker) keeps frameworks off the classpath; this keeps the code itself to
 * the three.
 */
class DomainDependenciesTest {

  @Test
  void the_domain_uses_the_jdk_chess_core_and_game_events_only() {
    JavaClasses domain =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.chessplatform.game.domain");
    classes()
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..",
            "dev.chessplatform.chess..",
            "dev.chessplatform.events..",
            "dev.chessplatform.game.domain..")
        .because("the domain is pure: decide and apply over the rules and the events")
        .check(domain);
  }
}

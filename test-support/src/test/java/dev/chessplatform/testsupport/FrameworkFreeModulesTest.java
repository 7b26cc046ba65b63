package dev.chessplatform.testsupport;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The libraries every service builds on stay free of frameworks (architecture.md): the rules
 * (chess-core), the search (chess-engine), the event contract (game-events) and a game's pure part
 * (game-domain) use the JDK and the modules below them, nothing else, so a bot, a tool or a test
 * can use them without Quarkus; the analysts' tool (replay) adds only Kafka's client and picocli.
 * The search may also use the JDK's own vector module (the network's VectorKernels, loaded only
 * where the JVM has it).
 */
class FrameworkFreeModulesTest {

  @ParameterizedTest(name = "{0} uses only the JDK and {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "dev.chessplatform.chess; dev.chessplatform.chess..",
        "dev.chessplatform.engine; dev.chessplatform.chess.. dev.chessplatform.engine.."
            + " jdk.incubator.vector..",
        "dev.chessplatform.events; dev.chessplatform.chess.. dev.chessplatform.events..",
        "dev.chessplatform.game.domain; dev.chessplatform.chess.. dev.chessplatform.events.."
            + " dev.chessplatform.game.domain..",
        "dev.chessplatform.replay; dev.chessplatform.chess.. dev.chessplatform.events.."
            + " dev.chessplatform.game.domain.. dev.chessplatform.kafka.. dev.chessplatform.replay.."
            + " org.apache.kafka.. picocli.."
      })
  void theLibraryUsesNoFramework(String root, String allowed) {
    String[] packages = (allowed + " java..").split(" ");
    classes()
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(packages)
        .because("the framework-free modules stay framework-free")
        .check(
            new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(root));
  }
}

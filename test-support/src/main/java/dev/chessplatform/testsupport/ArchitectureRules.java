package dev.chessplatform.testsupport;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;

/**
 * The one shape every service keeps (ARCHITECTURE.md, style.md), as ArchUnit rules over a service's
 * own classes: the packages {@code api}, {@code application}, {@code domain}, {@code messaging},
 * {@code persistence} and {@code config} and nothing beside them; {@code domain} is pure; {@code
 * api} maps HTTP and does not reach into {@code messaging} or {@code persistence}; {@code
 * application} reaches the adapters only through its own ports (interfaces the adapters implement);
 * {@code messaging} moves records to and from the application and never touches {@code
 * persistence}; and no service uses another service's classes. A service's {@code ArchitectureTest}
 * checks them ({@link LayeringContract} holds the tests).
 */
public final class ArchitectureRules {

  /** The services' root packages. */
  public static final List<String> SERVICES =
      List.of(
          "dev.chessplatform.game",
          "dev.chessplatform.engineservice",
          "dev.chessplatform.rating",
          "dev.chessplatform.gateway");

  /**
   * The packages a service is made of, below its root. A class outside them (the root package
   * included: Quarkus finds a {@code @QuarkusMain} by its annotation, in any package) is a layer
   * nobody drew.
   */
  public static final List<String> LAYERS =
      List.of("api", "application", "domain", "messaging", "persistence", "config");

  private static final String[] FRAMEWORKS = {
    "io.quarkus..",
    "jakarta..",
    "javax..",
    "io.smallrye..",
    "io.vertx..",
    "org.eclipse.microprofile..",
    "org.apache.kafka..",
    "com.mongodb..",
    "org.bson..",
    "com.fasterxml.jackson..",
    "io.micrometer..",
    "org.jboss.."
  };

  private ArchitectureRules() {}

  /** The production classes of the service under {@code root} (tests left out). */
  public static JavaClasses of(String root) {
    return new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages(root);
  }

  /** {@code domain} uses no framework: no Quarkus, Jakarta, Kafka, MongoDB, Jackson, Vert.x … */
  public static ArchRule domainIsPure(String root) {
    return noClasses()
        .that()
        .resideInAPackage(root + ".domain..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(FRAMEWORKS)
        .because("the domain is pure: decide and apply, no framework (architecture.md)");
  }

  /**
   * {@code api} does not use {@code messaging} or {@code persistence}: it maps HTTP to the
   * application layer.
   */
  public static ArchRule apiStaysOutOfMessagingAndPersistence(String root) {
    return noClasses()
        .that()
        .resideInAPackage(root + ".api..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(root + ".messaging..", root + ".persistence..")
        .because("api maps HTTP to application calls and nothing else (issue 15)");
  }

  /**
   * {@code application} uses neither {@code messaging} nor {@code persistence}: it declares the
   * ports it needs (interfaces in {@code application}) and the adapters implement them, so a use
   * case reads the same whatever stores or carries its data.
   */
  public static ArchRule applicationUsesPortsNotAdapters(String root) {
    return noClasses()
        .that()
        .resideInAPackage(root + ".application..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(root + ".messaging..", root + ".persistence..")
        .because(
            "the application talks to the adapters through its own ports, which they implement"
                + " (ARCHITECTURE.md)");
  }

  /**
   * {@code messaging} does not use {@code persistence}: a consumer hands what it read to the
   * application (a use case, or a port such as the saved position), which decides what is stored.
   */
  public static ArchRule messagingStaysOutOfPersistence(String root) {
    return noClasses()
        .that()
        .resideInAPackage(root + ".messaging..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage(root + ".persistence..")
        .because("messaging moves records and decides nothing; it stores through the application");
  }

  /**
   * Every class of the service lies in one of its {@link #LAYERS} (sub-packages of a layer are part
   * of it); none at the root and no other top-level package.
   */
  public static ArchRule onlyTheLayers(String root) {
    return classes()
        .that()
        .resideInAPackage(root + "..")
        .should()
        .resideInAnyPackage(LAYERS.stream().map(l -> root + "." + l + "..").toArray(String[]::new))
        .because("every service has the same packages: " + String.join(", ", LAYERS));
  }

  /** No class of the service under {@code root} uses a class of another service. */
  public static ArchRule noOtherService(String root) {
    String[] others =
        SERVICES.stream().filter(s -> !s.equals(root)).map(s -> s + "..").toArray(String[]::new);
    return noClasses()
        .that()
        .resideInAPackage(root + "..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(others)
        .because("services talk through Kafka topics and HTTP, never through each other's code");
  }

  /**
   * The service's layers ({@code api}, {@code application}, {@code domain}, {@code messaging},
   * {@code persistence}, {@code config} …) use each other in one direction only: no package cycle.
   */
  public static ArchRule noPackageCycles(String root) {
    return slices()
        .matching(root + ".(*)..")
        .should()
        .beFreeOfCycles()
        .because("a layer that reaches back into its caller is one layer in two packages");
  }
}

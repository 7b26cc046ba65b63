package dev.chessplatform.deploy;

import java.nio.file.Path;
import java.util.List;

/**
 * How a service's Quarkus jar is run: from its own folder ({@code <module>/target/quarkus-app}), as
 * {@code java -jar quarkus-run.jar}, with {@code -XX:SharedArchiveFile=app-cds.jsa} when a build
 * with {@code -Dquarkus.package.jar.appcds.enabled=true} left that archive there. Quarkus records
 * the class path relative ({@code quarkus-run.jar}) and a JDK 17 archive serves only that class
 * path, hence the folder. The build makes none by default: it saved no measurable start time here
 * (docs/benchmarks.md, "Class-data archives").
 *
 * @param directory the folder holding {@code quarkus-run.jar}
 */
record QuarkusJar(Path directory) {

  static final String RUN_JAR = "quarkus-run.jar";
  static final String ARCHIVE = "app-cds.jsa";

  /** The jar of service {@code module} in the checkout at {@code home}. */
  static QuarkusJar of(Path home, String module) {
    return new QuarkusJar(home.resolve(module).resolve("target/quarkus-app"));
  }

  Path jar() {
    return directory.resolve(RUN_JAR);
  }

  /** {@code flags} and the archive's, when there is one (see {@link ClassArchive#map}). */
  List<String> jvmArgs(List<String> flags) {
    return ClassArchive.map(flags, directory.resolve(ARCHIVE), ARCHIVE);
  }

  /**
   * The arguments after the JVM flags, relative to {@link #directory} (the archive's class path).
   */
  List<String> mainArgs() {
    return List.of("-jar", RUN_JAR);
  }
}

package dev.chessplatform.deploy;

import java.nio.file.Path;
import java.util.List;

/**
 * How a service's Quarkus jar is run: from its own folder ({@code <module>/target/quarkus-app}), as
 * {@code java -jar quarkus-run.jar}, with {@code -XX:SharedArchiveFile=app-cds.jsa} when deploy's
 * build ({@code platform archives}) left that archive there. The class path is relative ({@code
 * quarkus-run.jar}) and a JDK 17 archive serves only the class path it was made with, hence the
 * folder. The archive holds what the service loaded up to readiness on a real platform, not only
 * what Quarkus's own AppCDS build loads, which saved no start time here (docs/benchmarks.md,
 * "Class-data archives for every JVM").
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

  /**
   * {@code flags} with the archive mapped when there is one (see {@link ClassArchive#map}), or
   * written at exit when {@code dump}.
   */
  List<String> jvmArgs(List<String> flags, boolean dump) {
    return ClassArchive.use(flags, archive(), ARCHIVE, dump);
  }

  /** The same for a platform start (see {@link ClassArchive#forStart}). */
  List<String> startJvmArgs(List<String> flags, boolean dumpAll, boolean first) {
    return ClassArchive.forStart(flags, archive(), ARCHIVE, directory, dumpAll, first);
  }

  Path archive() {
    return directory.resolve(ARCHIVE);
  }

  /**
   * The arguments after the JVM flags, relative to {@link #directory} (the archive's class path).
   */
  List<String> mainArgs() {
    return List.of("-jar", RUN_JAR);
  }
}

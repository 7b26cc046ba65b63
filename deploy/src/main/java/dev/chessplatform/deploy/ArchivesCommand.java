package dev.chessplatform.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Makes the class-data archives (AppCDS) of every JVM the launcher starts: the broker's ({@value
 * BrokerLaunch#ARCHIVE}), the store's ({@value BrokerLaunch#STORE_ARCHIVE}) and each service's
 * ({@code <module>/target/quarkus-app/app-cds.jsa}). It starts the whole platform once, on free
 * ports in {@value #RUN}, with every JVM told to write what it loaded when it exits ({@code
 * --dump-class-archives}), waits until every service is ready, stops it, and moves each archive
 * into place. So an archive holds what its process loaded up to readiness against a real broker and
 * store. deploy's build runs it after copying the jars and skips it while every archive is newer
 * than the jars it was made from; run it again after moving the checkout or changing the JDK (a JVM
 * given a stale archive says so in its log and starts without it).
 */
@Command(
    name = "archives",
    mixinStandardHelpOptions = true,
    description =
        "Make the class-data archives of the broker, the store and every service, which take"
            + " seconds off every start (the build makes them; again after moving the checkout).")
final class ArchivesCommand implements Callable<Integer> {

  static final String RUN = "deploy/target/archives-run";

  @Mixin CheckoutHome checkout = new CheckoutHome();

  @Option(
      names = "--force",
      description = "Make them again even when each is newer than its jars and the JDK.")
  boolean force;

  /** An archive and the folder of the jars it serves. */
  record Target(String name, Path file, Path jars) {}

  @Override
  public Integer call() throws Exception {
    long t0 = System.nanoTime();
    Path home = checkout.path();
    List<Target> targets = targets(home);
    if (!force && targets.stream().allMatch(t -> upToDate(t.file(), t.jars()))) {
      System.out.println("class-data archives up to date (newer than their jars and the JDK)");
      return 0;
    }
    Path data = home.resolve(RUN);
    Folders.deleteRecursively(data);
    for (Target t : targets) {
      Files.deleteIfExists(partial(t));
    }
    int started = new CommandLine(new StartCommand()).execute(startArgs(home, data));
    int stopped = new CommandLine(new StopCommand()).execute("--data-dir", data.toString());
    if (started != 0 || stopped != 0) {
      System.err.println("The archives' platform did not start or stop; logs in " + data);
      return 1;
    }
    int missing = 0;
    for (Target t : targets) {
      Path partial = partial(t);
      if (!Files.exists(partial)) {
        System.err.printf("%s wrote no archive; see %s%n", t.name(), data.resolve("logs"));
        missing++;
        continue;
      }
      Files.move(
          partial, t.file(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      System.out.printf("%s: %.1f MB%n", t.file(), Files.size(t.file()) / 1e6);
    }
    System.out.printf(
        "%d class-data archives in %.1f s%n",
        targets.size() - missing, (System.nanoTime() - t0) / 1e9);
    if (missing == 0) {
      Folders.deleteRecursively(data);
    }
    return missing == 0 ? 0 : 1;
  }

  /**
   * The broker's, the store's and each service module's archive in the checkout at {@code home}.
   */
  static List<Target> targets(Path home) {
    List<Target> all = new ArrayList<>();
    Path lib = home.resolve("deploy/target/lib");
    all.add(new Target("kafka", BrokerLaunch.archive(home), lib));
    all.add(new Target("mongo", BrokerLaunch.storeArchive(home), lib));
    Set<String> modules = new LinkedHashSet<>();
    PlatformSettings defaults = new PlatformSettings();
    new CommandLine(defaults).parseArgs();
    ServiceSpec.all(defaults).forEach(spec -> modules.add(spec.module()));
    for (String module : modules) {
      QuarkusJar jar = QuarkusJar.of(home, module);
      all.add(new Target(module, jar.archive(), jar.directory()));
    }
    return all;
  }

  /**
   * Puts in place the archives a first start's JVMs wrote as they exited ({@link
   * ClassArchive#promote}): run as a platform stops and before one starts.
   */
  static void promoteFirstStarts(Path home) {
    for (Target t : targets(home)) {
      if (ClassArchive.promote(t.file())) {
        System.out.println("class-data archive made by the last start: " + t.file());
      }
    }
  }

  /** A platform of one of each on free ports, every JVM dumping its archive at exit. */
  private static String[] startArgs(Path home, Path data) throws IOException {
    List<String> args =
        new ArrayList<>(
            List.of(
                "--home",
                home.toString(),
                "--data-dir",
                data.toString(),
                "--host",
                "127.0.0.1",
                "--detach",
                "--dump-class-archives"));
    for (String port : Ports.OPTIONS) {
      args.add(port);
      args.add(Integer.toString(Ports.anyFree()));
    }
    return args.toArray(String[]::new);
  }

  private static Path partial(Target t) {
    return Path.of(ClassArchive.partial(t.file().toString()));
  }

  /**
   * Whether {@code archive} was made after every jar under {@code jars} and after the JDK's
   * modules: a build that changed neither leaves it as it is. (A JVM checks the same: an archive
   * older than a jar on its class path is refused.)
   */
  static boolean upToDate(Path archive, Path jars) {
    try {
      if (!Files.exists(archive)) {
        return false;
      }
      FileTime made = Files.getLastModifiedTime(archive);
      Path modules = Path.of(System.getProperty("java.home"), "lib", "modules");
      if (Files.exists(modules) && Files.getLastModifiedTime(modules).compareTo(made) >= 0) {
        return false;
      }
      try (Stream<Path> files = Files.walk(jars)) {
        return files
            .filter(f -> f.getFileName().toString().endsWith(".jar"))
            .allMatch(jar -> modifiedBefore(jar, made));
      }
    } catch (IOException e) {
      return false;
    }
  }

  private static boolean modifiedBefore(Path file, FileTime time) {
    try {
      return Files.getLastModifiedTime(file).compareTo(time) < 0;
    } catch (IOException e) {
      return false;
    }
  }
}

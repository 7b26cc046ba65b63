package dev.chessplatform.deploy;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A JVM's class-data archive (AppCDS, JDK 17's {@code -XX:SharedArchiveFile}): the classes a
 * process loads at start, parsed and verified once at build time and mapped by every later start. A
 * JDK 17 archive serves only the class path it was made with (as written: relative stays relative)
 * and the same JDK; with any other, the JVM says so in its log and starts without it, only slower.
 */
final class ClassArchive {

  private ClassArchive() {}

  /**
   * {@code flags} and, when {@code file} exists and {@code flags} choose no sharing of their own
   * ({@code -Xshare:…}, {@code -XX:SharedArchiveFile=…}), {@code -XX:SharedArchiveFile=<asGiven>}.
   */
  static List<String> map(List<String> flags, Path file, String asGiven) {
    if (choosesItsSharing(flags) || !Files.isRegularFile(file)) {
      return flags;
    }
    List<String> all = new ArrayList<>(flags);
    all.add("-XX:SharedArchiveFile=" + asGiven);
    return List.copyOf(all);
  }

  /**
   * {@code flags} with the archive: mapped as {@link #map} does, or, when {@code dump}, written as
   * the JVM exits to {@code <asGiven>.partial} ({@code platform archives} moves it into place once
   * the JVM has exited, so that no start maps a half-written file).
   */
  static List<String> use(List<String> flags, Path file, String asGiven, boolean dump) {
    if (!dump) {
      return map(flags, file, asGiven);
    }
    List<String> all = new ArrayList<>(flags);
    all.add("-XX:ArchiveClassesAtExit=" + partial(asGiven));
    return List.copyOf(all);
  }

  /** Whether {@code flags} choose their own class-data sharing ({@code -Xshare:…}, an archive). */
  private static boolean choosesItsSharing(List<String> flags) {
    return flags.stream().anyMatch(f -> f.startsWith("-Xshare") || f.contains("SharedArchiveFile"));
  }

  /** Where a dumping JVM writes the archive meant for {@code file}. */
  static String partial(String file) {
    return file + ".partial";
  }

  /**
   * The flags of a JVM of a platform start. {@code platform archives}' run ({@code dumpAll}):
   * written at exit as {@link #use} does. Otherwise the archive mapped when it is newer than the
   * jars of {@code jars} and the JDK; and when it is not (a first start after a build), the first
   * JVM of its kind ({@code first}) writes one as it exits, under a name of its own ({@link
   * #promote} puts it in place once that JVM has exited), so the second start maps what the first
   * loaded. Flags that choose their own sharing are left alone.
   */
  static List<String> forStart(
      List<String> flags, Path file, String asGiven, Path jars, boolean dumpAll, boolean first) {
    if (dumpAll) {
      return use(flags, file, asGiven, true);
    }
    if (choosesItsSharing(flags) || ArchivesCommand.upToDate(file, jars) || !first) {
      return map(flags, file, asGiven);
    }
    String token = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    List<String> all = new ArrayList<>(flags);
    all.add("-XX:ArchiveClassesAtExit=" + asGiven + "." + token + PARTIAL);
    return List.copyOf(all);
  }

  private static final String PARTIAL = ".partial";

  /**
   * Puts in place the newest archive a first start wrote for {@code file} ({@code
   * <file>.<token>.partial}) whose JVM has exited, and deletes the others that are done; one a live
   * process still names in its flags is being written and is left alone.
   *
   * @return true when an archive was put in place
   */
  static boolean promote(Path file) {
    Path dir = file.toAbsolutePath().getParent();
    String prefix = file.getFileName() + ".";
    List<Path> done = new ArrayList<>();
    try (DirectoryStream<Path> found = Files.newDirectoryStream(dir, prefix + "*" + PARTIAL)) {
      for (Path p : found) {
        String name = p.getFileName().toString();
        if (!name.equals(file.getFileName() + PARTIAL) && !written(name)) {
          done.add(p);
        }
      }
    } catch (IOException e) {
      return false;
    }
    done.sort(Comparator.comparing(ClassArchive::modified).reversed());
    boolean promoted = false;
    for (Path p : done) {
      try {
        if (!promoted && Files.size(p) > 0) {
          Files.move(p, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
          promoted = true;
        } else {
          Files.deleteIfExists(p);
        }
      } catch (IOException e) {
        // another launcher moved or deleted it first
      }
    }
    return promoted;
  }

  /** Whether a live process writes {@code partialName} at its exit. */
  private static boolean written(String partialName) {
    return ProcessHandle.allProcesses()
        .anyMatch(
            h ->
                h.info()
                    .arguments()
                    .map(
                        args ->
                            List.of(args).stream()
                                .anyMatch(
                                    a ->
                                        a.startsWith("-XX:ArchiveClassesAtExit=")
                                            && a.endsWith(partialName)))
                    .orElse(false));
  }

  private static long modified(Path p) {
    try {
      return Files.getLastModifiedTime(p).toMillis();
    } catch (IOException e) {
      return 0;
    }
  }
}

package dev.chessplatform.deploy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
    boolean chosen =
        flags.stream().anyMatch(f -> f.startsWith("-Xshare") || f.contains("SharedArchiveFile"));
    if (chosen || !Files.isRegularFile(file)) {
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

  /** Where a dumping JVM writes the archive meant for {@code file}. */
  static String partial(String file) {
    return file + ".partial";
  }
}

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

  /** The flag that makes a JVM write the archive of what it loaded to {@code file} as it exits. */
  static String dumpAtExit(Path file) {
    return "-XX:ArchiveClassesAtExit=" + file;
  }
}

package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class-data archive of a first start ({@link ClassArchive#forStart}, {@link
 * ClassArchive#promote}): the build no longer starts a whole platform to make the archives; the
 * first start's JVMs write them as they exit and the next start maps them.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class FirstStartArchiveTest {

  private static final List<String> FLAGS = List.of("-Xmx256m");

  @TempDir Path dir;

  @Test
  void without_an_archive_the_first_jvm_of_its_kind_writes_one_under_a_name_of_its_own() {
    Path jars = jars();
    Path file = dir.resolve("app-cds.jsa");
    List<String> first = ClassArchive.forStart(FLAGS, file, "app-cds.jsa", jars, false, true);
    List<String> again = ClassArchive.forStart(FLAGS, file, "app-cds.jsa", jars, false, true);
    assertEquals(2, first.size());
    assertTrue(
        first.get(1).matches("-XX:ArchiveClassesAtExit=app-cds\\.jsa\\.[0-9a-f]{8}\\.partial"),
        first.get(1));
    assertFalse(first.equals(again), "two starts never write the same file");
    assertEquals(FLAGS, ClassArchive.forStart(FLAGS, file, "app-cds.jsa", jars, false, false));
  }

  @Test
  void an_archive_newer_than_the_jars_is_mapped_and_a_stale_one_is_made_again() throws Exception {
    Path jars = jars();
    Path file = Files.writeString(dir.resolve("app-cds.jsa"), "archive");
    assertEquals(
        List.of("-Xmx256m", "-XX:SharedArchiveFile=app-cds.jsa"),
        ClassArchive.forStart(FLAGS, file, "app-cds.jsa", jars, false, true));
    Files.setLastModifiedTime(jars.resolve("a.jar"), FileTime.from(Instant.now().plusSeconds(60)));
    assertTrue(
        ClassArchive.forStart(FLAGS, file, "app-cds.jsa", jars, false, true)
            .get(1)
            .startsWith("-XX:ArchiveClassesAtExit="));
  }

  @Test
  void flags_that_choose_their_sharing_and_platform_archives_keep_their_own_ways() {
    Path jars = jars();
    Path file = dir.resolve("app-cds.jsa");
    List<String> off = List.of("-Xshare:off");
    assertEquals(off, ClassArchive.forStart(off, file, "app-cds.jsa", jars, false, true));
    assertEquals(
        List.of("-Xmx256m", "-XX:ArchiveClassesAtExit=app-cds.jsa.partial"),
        ClassArchive.forStart(FLAGS, file, "app-cds.jsa", jars, true, false));
  }

  @Test
  void the_newest_finished_archive_is_put_in_place_and_one_still_being_written_is_left()
      throws Exception {
    Path file = dir.resolve("app-cds.jsa");
    Path older = Files.writeString(dir.resolve("app-cds.jsa.00000001.partial"), "older");
    Files.setLastModifiedTime(older, FileTime.from(Instant.now().minusSeconds(60)));
    Files.writeString(dir.resolve("app-cds.jsa.00000002.partial"), "newer");
    Path commands = Files.writeString(dir.resolve("app-cds.jsa.partial"), "platform archives'");
    Path writing = Files.writeString(dir.resolve("app-cds.jsa.00000003.partial"), "");
    // a live process whose flags name the third: its JVM has not exited yet
    Process jvm =
        new ProcessBuilder(
                "bash",
                "-c",
                "sleep 30; true", // not the last command alone, which bash would exec
                "-XX:ArchiveClassesAtExit=app-cds.jsa.00000003.partial")
            .start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (!jvm.info()
          .arguments()
          .map(a -> List.of(a).toString().contains("00000003"))
          .orElse(false)) {
        assertTrue(System.nanoTime() < deadline, "the process shows its arguments");
        Thread.onSpinWait();
      }
      assertTrue(ClassArchive.promote(file));
      assertEquals("newer", Files.readString(file));
      assertFalse(Files.exists(older), "an older finished one is deleted");
      assertTrue(Files.exists(writing), "the one being written is left alone");
      assertTrue(Files.exists(commands), "platform archives' own file is its command's");
    } finally {
      jvm.destroy();
      jvm.waitFor(10, TimeUnit.SECONDS);
    }
    assertFalse(ClassArchive.promote(file), "once its JVM has gone, an empty one is deleted");
    assertEquals("newer", Files.readString(file));
    assertFalse(Files.exists(writing));
  }

  private Path jars() {
    try {
      Path jars = Files.createDirectories(dir.resolve("lib"));
      Path jar = Files.writeString(jars.resolve("a.jar"), "jar");
      Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(3600)));
      return jars;
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}

package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.infra.KraftBrokerConfig;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A broker's command line and properties as the launcher writes them ({@link BrokerLaunch}), and
 * when a class-data archive is mapped ({@link ClassArchive}) or made again ({@link
 * ArchivesCommand}).
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class BrokerLaunchTest {

  @TempDir Path dir;

  @Test
  void a_lone_node_gets_the_short_session_and_a_cluster_keeps_its_own() throws Exception {
    Properties lone = written(settings("--kafka-brokers", "1"), 0);
    assertEquals("1000", lone.getProperty("broker.session.timeout.ms"));
    assertEquals("250", lone.getProperty("broker.heartbeat.interval.ms"));
    Properties node = written(settings("--kafka-brokers", "3"), 1);
    assertEquals("1500", node.getProperty("broker.session.timeout.ms"));
    assertEquals("500", node.getProperty("broker.heartbeat.interval.ms"));
    assertEquals("3", node.getProperty("default.replication.factor"));
  }

  @Test
  void the_archive_is_mapped_when_the_build_made_it_and_the_flags_choose_none() throws Exception {
    Path home = dir.resolve("checkout");
    List<String> defaults = List.of("-Xmx384m", "-XX:+UseSerialGC");
    assertEquals(defaults, BrokerLaunch.jvmArgs(home, Map.of()));

    Path archive = BrokerLaunch.archive(home);
    Files.createDirectories(archive.getParent());
    Files.writeString(archive, "an archive");
    assertEquals(
        List.of("-Xmx384m", "-XX:+UseSerialGC", "-XX:SharedArchiveFile=" + archive),
        BrokerLaunch.jvmArgs(home, Map.of()));
    assertEquals(
        List.of("-Xmx1g", "-XX:SharedArchiveFile=" + archive),
        BrokerLaunch.jvmArgs(home, Map.of("CHESS_KAFKA_JVM_OPTS", "-Xmx1g")));
    assertEquals(
        List.of("-Xmx1g", "-Xshare:off"),
        BrokerLaunch.jvmArgs(home, Map.of("CHESS_KAFKA_JVM_OPTS", "-Xmx1g -Xshare:off")));
  }

  @Test
  void a_service_runs_its_jar_from_its_folder_with_the_quarkus_archive_only_when_present()
      throws Exception {
    QuarkusJar jar = QuarkusJar.of(dir, "game-service");
    assertEquals(dir.resolve("game-service/target/quarkus-app/quarkus-run.jar"), jar.jar());
    assertEquals(List.of("-jar", "quarkus-run.jar"), jar.mainArgs());
    assertEquals(List.of("-Xmx768m"), jar.jvmArgs(List.of("-Xmx768m"), false));
    Files.createDirectories(jar.directory());
    Files.writeString(jar.directory().resolve("app-cds.jsa"), "an archive");
    assertEquals(
        List.of("-Xmx768m", "-XX:SharedArchiveFile=app-cds.jsa"),
        jar.jvmArgs(List.of("-Xmx768m"), false));
  }

  @Test
  void the_archive_is_made_again_only_when_a_jar_is_newer() throws Exception {
    Path lib = Files.createDirectories(dir.resolve("lib"));
    Path jar = Files.writeString(lib.resolve("kafka.jar"), "classes");
    Path archive = dir.resolve("kafka.jsa");
    assertFalse(ArchivesCommand.upToDate(archive, lib), "no archive yet");
    Files.writeString(archive, "an archive");
    FileTime now = FileTime.from(Instant.now());
    Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(60)));
    Files.setLastModifiedTime(archive, now);
    assertTrue(ArchivesCommand.upToDate(archive, lib));
    Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(1)));
    assertFalse(ArchivesCommand.upToDate(archive, lib), "a jar copied after it");
  }

  @Test
  void the_archives_run_writes_every_jvms_archive_beside_it_and_maps_none() {
    assertEquals(
        List.of("-Xmx768m", "-XX:ArchiveClassesAtExit=app-cds.jsa.partial"),
        QuarkusJar.of(dir, "gateway").jvmArgs(List.of("-Xmx768m"), true));
    List<String> names =
        ArchivesCommand.targets(dir).stream().map(ArchivesCommand.Target::name).toList();
    assertEquals(
        List.of(
            "kafka",
            "mongo",
            "game-service",
            "engine-service",
            "rating-service",
            "lichess-facade",
            "gateway"),
        names);
    assertEquals(
        dir.resolve("game-service/target/quarkus-app/app-cds.jsa"),
        ArchivesCommand.targets(dir).get(2).file());
  }

  private Properties written(PlatformSettings s, int i) throws Exception {
    KraftBrokerConfig config = s.kafkaCluster().configs().get(i);
    Path file = BrokerLaunch.writeProperties(config, dir.resolve("node-" + i + ".properties"));
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file)) {
      p.load(in);
    }
    return p;
  }

  private PlatformSettings settings(String... options) {
    StartCommand start = new StartCommand();
    String[] args = new String[options.length + 2];
    args[0] = "--data-dir";
    args[1] = dir.toString();
    System.arraycopy(options, 0, args, 2, options.length);
    new CommandLine(start).parseArgs(args);
    return start.settings;
  }
}

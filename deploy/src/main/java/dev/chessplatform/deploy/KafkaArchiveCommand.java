package dev.chessplatform.deploy;

import dev.chessplatform.events.Topics;
import dev.chessplatform.infra.TopicCreator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Makes the broker's class-data archive ({@value BrokerLaunch#ARCHIVE}): starts one broker as the
 * launcher does ({@link ScratchBroker}) with {@code -XX:ArchiveClassesAtExit}, creates the
 * platform's topics, and stops it with SIGTERM, on which the JVM writes what it loaded. deploy's
 * build runs it after copying the jars; run it again after moving the checkout or changing the JDK
 * (the broker then says in its log that the archive does not match, and starts without it).
 */
@Command(
    name = "kafka-archive",
    mixinStandardHelpOptions = true,
    description =
        "Make deploy/target/kafka.jsa, the class-data archive that takes about a second off every"
            + " broker start (the build makes it; again after moving the checkout).")
final class KafkaArchiveCommand implements Callable<Integer> {

  private static final Duration READY = Duration.ofSeconds(90);
  private static final Duration DUMP = Duration.ofSeconds(60);

  @Option(
      names = "--home",
      defaultValue = "${env:CHESS_HOME:-}",
      description = "Root of the checkout (default: found from this jar).")
  String home;

  @Override
  public Integer call() throws Exception {
    long t0 = System.nanoTime();
    ScratchBroker node = ScratchBroker.format(home, "kafka-archive-run", new Properties());
    Path archive = BrokerLaunch.archive(node.home);
    Path partial = archive.resolveSibling(archive.getFileName() + ".partial");
    Files.deleteIfExists(partial);
    // The launcher's flags, not its archive: a JDK 17 archive is made on the JDK's own only.
    List<String> flags = new ArrayList<>(ServiceSpec.KAFKA_JVM);
    flags.add(ClassArchive.dumpAtExit(partial));
    ChildProcess broker = node.start(flags);
    try {
      Readiness.Outcome outcome = Readiness.await(broker, READY, node::accepts);
      if (outcome != Readiness.Outcome.READY) {
        System.err.println("The broker did not start (" + outcome + "):\n" + broker.logTail(25));
        return 1;
      }
      TopicCreator.createMissing(node.bootstrap(), Topics.ALL, (short) 1);
    } finally {
      broker.stop(DUMP);
    }
    if (!Files.isRegularFile(partial) || Files.size(partial) == 0) {
      System.err.println("The broker wrote no archive:\n" + broker.logTail(25));
      return 1;
    }
    Files.move(
        partial, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    node.delete();
    System.out.printf(
        "%s: %.1f MB in %.1f s%n",
        archive, Files.size(archive) / 1e6, (System.nanoTime() - t0) / 1e9);
    return 0;
  }
}

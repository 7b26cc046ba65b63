package dev.chessplatform.deploy.chaos;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.deploy.LocalPlatform;
import dev.chessplatform.deploy.ServiceRestart;
import dev.chessplatform.events.Topics;
import dev.chessplatform.kafka.KafkaClients;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import org.apache.kafka.clients.admin.Admin;

/**
 * A chaos campaign on the real platform: N tables play at once through the gateway (people against
 * people, and people against the computer), one token per player, every move with its own {@code
 * Idempotency-Key} and retried with it until answered, while a schedule kills parts of the platform
 * with SIGKILL and starts them again exactly as the launcher did. {@link Verifier} then checks what
 * the topics say against what the clients were told.
 */
final class Campaign {

  /**
   * @param peopleGames tables where two people play each other (rated, untimed)
   * @param computerGames tables where a person plays the computer (rated, untimed)
   * @param computerLevel the computer's level
   * @param maxPlies a game is resigned once it has this many plies, and the table starts another
   * @param moveTarget play goes on at least until this many moves were acknowledged
   * @param minDuration … and at least this long, and until every kill has recovered
   * @param maxDuration the bound of the whole play; reaching it is a failure
   * @param kills the schedule
   * @param bound a request's timeout: no answer by then counts as unanswered
   * @param giveUp how long a client retries one request before it gives up on it
   * @param seed for the players' move choices
   */
  record Settings(
      int peopleGames,
      int computerGames,
      int computerLevel,
      int maxPlies,
      long moveTarget,
      Duration minDuration,
      Duration maxDuration,
      List<Kill> kills,
      Duration bound,
      Duration giveUp,
      long seed) {

    String describe() {
      return String.format(
          "%d tables (%d people v people, %d v computer level %d), games resigned at %d plies,"
              + " at least %d moves and %d s, at most %d s, request bound %d s, kills %s",
          peopleGames + computerGames,
          peopleGames,
          computerGames,
          computerLevel,
          maxPlies,
          moveTarget,
          minDuration.toSeconds(),
          maxDuration.toSeconds(),
          bound.toSeconds(),
          kills.stream()
              .map(
                  k ->
                      k.component()
                          + "@"
                          + k.at().toSeconds()
                          + "s"
                          + (k.downFor().isZero() ? "" : "+" + k.downFor().toMillis() + "ms")
                          + (k.stays() ? " (not restarted)" : ""))
              .toList());
    }
  }

  /** A move the platform acknowledged (200), as the client sent it. */
  record Ack(String gameId, String key, String uci, String playerId) {}

  private static final Duration COMPUTER_STALL = Duration.ofSeconds(120);
  private static final Duration READY_BOUND = Duration.ofSeconds(180);
  private static final Duration RECOVERY_BOUND = Duration.ofSeconds(180);

  final LocalPlatform platform;
  final Settings settings;
  final Tally total = new Tally();
  final Set<String> down = ConcurrentHashMap.newKeySet();
  final ChaosClient client;
  final Queue<Ack> acks = new ConcurrentLinkedQueue<>();
  final Set<String> games = ConcurrentHashMap.newKeySet();
  final List<LocalPlatform.Player> players = Collections.synchronizedList(new ArrayList<>());
  final List<String> problems = Collections.synchronizedList(new ArrayList<>());
  final List<Kill.Outcome> outcomes = Collections.synchronizedList(new ArrayList<>());
  final AtomicLong moves = new AtomicLong();
  final AtomicLong computerMoves = new AtomicLong();
  final AtomicLong abandoned = new AtomicLong();
  final AtomicLong refused = new AtomicLong();
  final AtomicLong gamesEnded = new AtomicLong();
  final Pauses pauses = new Pauses();
  private volatile Kill.Outcome current;
  private volatile boolean stopping;
  private volatile boolean killsDone;
  private long startNanos;
  long playedMs;

  Campaign(LocalPlatform platform, Settings settings) {
    this.platform = platform;
    this.settings = settings;
    this.client =
        new ChaosClient(
            platform.gateway("/"),
            settings.bound,
            settings.giveUp,
            total,
            () -> current == null ? null : current.tally,
            down);
  }

  /** Registers the players, plays with the kills, and returns once every table ended its game. */
  void play() throws Exception {
    String run = UUID.randomUUID().toString().substring(0, 6);
    List<Runnable> tables = new ArrayList<>();
    for (int i = 0; i < settings.peopleGames; i++) {
      LocalPlatform.Player white = platform.register("chaos_w" + i + "_" + run);
      LocalPlatform.Player black = platform.register("chaos_b" + i + "_" + run);
      players.add(white);
      players.add(black);
      int table = i;
      tables.add(() -> table(table, white, black));
    }
    for (int i = 0; i < settings.computerGames; i++) {
      LocalPlatform.Player human = platform.register("chaos_c" + i + "_" + run);
      players.add(human);
      int table = settings.peopleGames + i;
      tables.add(() -> table(table, human, null));
    }
    startNanos = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(tables.size() + 1);
    tables.forEach(pool::submit);
    pool.submit(this::killOnSchedule);
    pool.shutdown();
    long hardStop = startNanos + settings.maxDuration.toNanos();
    boolean finished =
        awaitCondition(
            () -> {
              long elapsed = System.nanoTime() - startNanos;
              return elapsed >= settings.minDuration.toNanos()
                  && moves.get() >= settings.moveTarget
                  && killsDone
                  && outcomes.stream().allMatch(Kill.Outcome::recovered);
            },
            hardStop);
    if (!finished) {
      problems.add(
          "the campaign did not finish (moves "
              + moves.get()
              + ", kills done "
              + killsDone
              + ") within "
              + settings.maxDuration.toSeconds()
              + " s");
    }
    playedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    stopping = true;
    if (!pool.awaitTermination(4, TimeUnit.MINUTES)) {
      problems.add("the tables did not end their games within 4 minutes of the stop");
      pool.shutdownNow();
    }
  }

  long elapsedMs() {
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
  }

  // ---- one table: games one after another until the campaign stops ----

  private void table(int index, LocalPlatform.Player white, LocalPlatform.Player black) {
    Random random = new Random(settings.seed * 31 + index);
    while (!stopping) {
      try {
        playOneGame(white, black, random);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (Exception | AssertionError e) {
        problems.add("table " + index + ": " + e);
        try {
          Thread.sleep(1000); // a pause before the next game, not a wait for a condition
        } catch (InterruptedException ie) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  private void playOneGame(LocalPlatform.Player white, LocalPlatform.Player black, Random random)
      throws InterruptedException {
    boolean computer = black == null;
    String body =
        computer
            ? "{\"mode\":\"COMPUTER\",\"level\":"
                + settings.computerLevel
                + ",\"colour\":\"WHITE\",\"rated\":true}"
            : "{\"mode\":\"SEEK\",\"colour\":\"WHITE\",\"rated\":true}";
    ChaosClient.Answer created =
        client.call(white, "POST", "/api/games", body, key(), false, Duration.ZERO);
    if (created == null || created.status() != 201) {
      problems.add("create: " + describe(created));
      return;
    }
    String game = created.json().path("gameId").asText();
    games.add(game);
    if (!computer) {
      ChaosClient.Answer joined =
          client.call(
              black, "POST", "/api/games/" + game + "/join", "{}", key(), true, Duration.ZERO);
      if (joined == null || joined.status() != 200) {
        problems.add("join " + game + ": " + describe(joined));
        end(white, game);
        return;
      }
    }
    long awaitingComputerSince = -1;
    int endAttempts = 0;
    while (true) {
      ChaosClient.Answer read =
          client.call(white, "GET", "/api/games/" + game, null, null, true, Duration.ZERO);
      if (read == null || read.status() != 200) {
        abandoned.incrementAndGet();
        if (stopping && ++endAttempts > 3) {
          problems.add("game " + game + " could not be read to end it: " + describe(read));
          return;
        }
        continue;
      }
      JsonNode state = read.json();
      String status = state.path("status").asText();
      if (status.equals("ENDED") || status.equals("CANCELLED")) {
        gamesEnded.incrementAndGet();
        return;
      }
      int plies = state.path("uciMoves").size();
      boolean computersTurn = computer && "BLACK".equals(state.path("turn").asText());
      if (awaitingComputerSince >= 0 && !computersTurn) {
        computerMoved(awaitingComputerSince);
        awaitingComputerSince = -1;
      }
      if (stopping || plies >= settings.maxPlies) {
        if (++endAttempts > 5) {
          problems.add("game " + game + " would not end: " + state);
          return;
        }
        end(white, game);
        continue;
      }
      if (computersTurn) {
        long now = System.nanoTime();
        if (awaitingComputerSince < 0) {
          awaitingComputerSince = now;
        } else if (now - awaitingComputerSince > COMPUTER_STALL.toNanos()) {
          problems.add(
              "the computer did not move in " + COMPUTER_STALL.toSeconds() + " s: " + game);
          end(white, game);
          continue;
        }
        client.call(
            white,
            "GET",
            "/api/games/"
                + game
                + "/updates?afterSeq="
                + state.path("version").asLong()
                + "&waitSeconds=5",
            null,
            null,
            true,
            Duration.ofSeconds(5));
        continue;
      }
      LocalPlatform.Player mover = "WHITE".equals(state.path("turn").asText()) ? white : black;
      ChaosClient.Answer legal =
          client.call(
              mover, "GET", "/api/games/" + game + "/legal-moves", null, null, true, Duration.ZERO);
      if (legal == null || legal.status() != 200 || legal.json().isEmpty()) {
        continue;
      }
      List<JsonNode> options = new ArrayList<>();
      legal.json().forEach(options::add);
      String uci = choose(options, random);
      String key = key();
      long firstSent = System.nanoTime();
      ChaosClient.Answer moved =
          client.call(
              mover,
              "POST",
              "/api/games/" + game + "/moves",
              "{\"move\":\"" + uci + "\"}",
              key,
              true,
              Duration.ZERO);
      if (moved == null) {
        abandoned.incrementAndGet();
      } else if (moved.status() == 200) {
        acks.add(new Ack(game, key, uci, mover.id()));
        pauses.acked(firstSent, System.nanoTime());
        moveAcked(moved.sentAtNanos());
        if (computer) {
          awaitingComputerSince = moved.sentAtNanos();
        }
      } else if (moved.status() == 409 || moved.status() == 412 || moved.status() == 422) {
        refused.incrementAndGet();
      } else {
        problems.add("move " + uci + " in " + game + ": " + describe(moved));
      }
    }
  }

  /** Resigns for White (a person at every table); an abort when a resignation is refused. */
  private void end(LocalPlatform.Player white, String game) throws InterruptedException {
    ChaosClient.Answer resigned =
        client.call(
            white, "POST", "/api/games/" + game + "/resign", "{}", key(), true, Duration.ZERO);
    if (resigned != null && resigned.status() == 409) {
      client.call(white, "POST", "/api/games/" + game + "/abort", "{}", key(), true, Duration.ZERO);
    }
  }

  private void moveAcked(long sentAtNanos) {
    moves.incrementAndGet();
    for (Kill.Outcome o : outcomes) {
      if (o.firstMoveMs < 0 && sentAtNanos > o.signalledAtNanos) {
        o.firstMoveMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - o.signalledAtNanos);
      }
    }
  }

  /**
   * The computer answered the move whose acknowledged try was sent at {@code askedAtNanos}: it
   * counts as the first computer move after a kill only when that move was made after the kill.
   */
  private void computerMoved(long askedAtNanos) {
    computerMoves.incrementAndGet();
    for (Kill.Outcome o : outcomes) {
      if (o.firstComputerMoveMs < 0 && askedAtNanos > o.signalledAtNanos) {
        o.firstComputerMoveMs =
            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - o.signalledAtNanos);
      }
    }
  }

  /** Mate first, then a capture, then a check, else a seeded-random move. */
  private static String choose(List<JsonNode> moves, Random random) {
    for (Predicate<JsonNode> preferred :
        List.<Predicate<JsonNode>>of(
            m -> m.path("san").asText().endsWith("#"),
            m -> m.path("capture").asBoolean() && random.nextInt(3) > 0,
            m -> m.path("check").asBoolean() && random.nextBoolean())) {
      List<JsonNode> fitting = moves.stream().filter(preferred).toList();
      if (!fitting.isEmpty()) {
        return fitting.get(random.nextInt(fitting.size())).path("uci").asText();
      }
    }
    return moves.get(random.nextInt(moves.size())).path("uci").asText();
  }

  private static String key() {
    return UUID.randomUUID().toString();
  }

  private static String describe(ChaosClient.Answer a) {
    return a == null ? "no answer before the give-up bound" : a.status() + " " + a.body();
  }

  // ---- the kills ----

  private void killOnSchedule() {
    try {
      List<Kill> schedule = new ArrayList<>(settings.kills);
      schedule.sort(Comparator.comparing(Kill::at));
      for (Kill kill : schedule) {
        long at = startNanos + kill.at().toNanos();
        long wait = at - System.nanoTime();
        if (wait > 0) {
          Thread.sleep(TimeUnit.NANOSECONDS.toMillis(wait)); // the schedule's moment
        }
        // The previous kill must have recovered first (bounded), or two outages would overlap.
        List<Kill.Outcome> before = List.copyOf(outcomes);
        if (!awaitCondition(
            () -> stopping || before.stream().allMatch(Kill.Outcome::recovered),
            System.nanoTime() + RECOVERY_BOUND.toNanos())) {
          problems.add("no recovery from the kills before " + kill + " within " + RECOVERY_BOUND);
        }
        if (stopping) {
          problems.add("the campaign stopped before " + kill);
          return;
        }
        execute(kill);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (Exception | AssertionError e) {
      problems.add("kill schedule: " + e);
    } finally {
      killsDone = true;
    }
  }

  private void execute(Kill kill) throws Exception {
    Kill.Outcome o = new Kill.Outcome(kill);
    String component = kill.component();
    BrokerLeader.Choice leader = null;
    if (component.equals(Kill.BROKER_LEADER) || Kill.isBroker(component)) {
      try (Admin admin = KafkaClients.at(platform.kafkaBootstrap()).admin("chaos-probe")) {
        leader =
            Kill.isBroker(component)
                ? BrokerLeader.of(admin, component)
                : BrokerLeader.choose(admin);
      }
      component = leader.component();
      o.chosen = leader.describe();
    }
    boolean broker = Kill.isBroker(component);
    ProcessHandle process = ServiceRestart.component(platform, component);
    ServiceRestart restart =
        ServiceRestart.capture(
            platform,
            process,
            broker ? List.of() : List.of("KAFKA_BOOTSTRAP_SERVERS", "QUARKUS_HTTP_PORT"));
    o.pid = process.pid();
    down.add(component);
    o.atMs = elapsedMs();
    long signalled = System.nanoTime();
    o.signalledAtNanos = signalled;
    current = o;
    outcomes.add(o);
    process.destroyForcibly();
    o.deadMs = sinceMs(awaitDeath(process.pid(), Duration.ofSeconds(30)), signalled);
    if (kill.stays()) {
      if (broker) {
        awaitBrokerTakeOver(o, leader.nodeId(), signalled);
      } else {
        awaitTakeOver(o, restart.env().get("QUARKUS_HTTP_PORT"), signalled);
      }
      return; // dead for good, and so still in `down`
    }
    if (!kill.downFor().isZero()) {
      Thread.sleep(kill.downFor().toMillis()); // the schedule's outage, a chosen length
    }
    Path log = platform.data.resolve("logs/" + component + "-restart-" + outcomes.size() + ".log");
    Process again = restart.start(log);
    o.newPid = again.pid();
    o.restartedMs = sinceMs(System.nanoTime(), signalled);
    Files.writeString(
        platform.data.resolve("run/" + component + ".pid"), Long.toString(again.pid()));
    int brokerPort = broker ? platform.kafkaPort(BrokerLeader.nodeOf(component) - 1) : -1;
    BooleanSupplier ready =
        broker ? () -> brokerAnswers(brokerPort) : () -> httpOk(restart.readinessUrl());
    if (awaitCondition(
            () -> !again.isAlive() || ready.getAsBoolean(),
            System.nanoTime() + READY_BOUND.toNanos())
        && again.isAlive()) {
      o.readyMs = sinceMs(System.nanoTime(), signalled);
    } else {
      o.failure = "not ready " + READY_BOUND.toSeconds() + " s after the restart; see " + log;
      problems.add(component + " " + o.failure);
    }
    down.remove(component);
  }

  /** The consumer group and topic a service's instances share, for the take-over of a dead one. */
  private record Shared(String group, String topic) {}

  private static final Map<String, Shared> SHARED =
      Map.of(
          "game-service", new Shared("game-service-owners", Topics.GAME_EVENTS),
          "engine-service", new Shared("engine-service", Topics.ENGINE_REQUESTS),
          "rating-service", new Shared("rating-service", Topics.GAME_RESULTS));

  /**
   * For an instance killed for good: waits until its service's consumer group has every partition
   * of the service's topic assigned to the live members and the dead one (static member id {@code
   * <service>-<i>}, as the launcher names them) is gone; records when and to whom. A gateway has
   * nothing to take over: the others serve at once.
   */
  private void awaitTakeOver(Kill.Outcome o, String deadPort, long signalled) throws Exception {
    Shared shared = SHARED.get(o.kill.service());
    if (shared == null) {
      o.takenOverMs = sinceMs(System.nanoTime(), signalled);
      return;
    }
    String component = o.kill.component();
    String dead = component.equals(o.kill.service()) ? component + "-0" : component;
    int partitions =
        Topics.ALL.stream()
            .filter(t -> t.name().equals(shared.topic()))
            .findFirst()
            .orElseThrow()
            .partitions();
    try (Admin admin = KafkaClients.at(platform.kafkaBootstrap()).admin("chaos-probe")) {
      String[] owners = new String[1];
      boolean taken =
          awaitCondition(
              () -> {
                try {
                  var group =
                      admin
                          .describeConsumerGroups(List.of(shared.group()))
                          .all()
                          .get(3, TimeUnit.SECONDS)
                          .get(shared.group());
                  int held = 0;
                  List<String> live = new ArrayList<>();
                  for (var member : group.members()) {
                    if (dead.equals(member.groupInstanceId().orElse(null))
                        || member.clientId().equals("game-owner-" + deadPort)) {
                      return false;
                    }
                    int n =
                        (int)
                            member.assignment().topicPartitions().stream()
                                .filter(tp -> tp.topic().equals(shared.topic()))
                                .count();
                    held += n;
                    live.add(member.groupInstanceId().orElse(member.clientId()) + " " + n);
                  }
                  owners[0] = String.join(", ", live);
                  return held == partitions;
                } catch (Exception e) {
                  return false;
                }
              },
              System.nanoTime() + RECOVERY_BOUND.toNanos());
      if (taken) {
        o.takenOverMs = sinceMs(System.nanoTime(), signalled);
        o.takenOverBy = owners[0];
      } else {
        o.failure = "the partitions were not taken over within " + RECOVERY_BOUND;
        problems.add(o.kill.component() + " " + o.failure);
      }
    }
  }

  /**
   * For a broker killed for good: waits until the others lead every partition of chess.game-events
   * and the dead node is out of every in-sync replica set ({@link BrokerLeader#takenOver}).
   */
  private void awaitBrokerTakeOver(Kill.Outcome o, int deadNode, long signalled) throws Exception {
    try (Admin admin = KafkaClients.at(platform.kafkaBootstrap()).admin("chaos-probe")) {
      if (awaitCondition(
          () -> BrokerLeader.takenOver(admin, deadNode),
          System.nanoTime() + RECOVERY_BOUND.toNanos())) {
        o.takenOverMs = sinceMs(System.nanoTime(), signalled);
        o.takenOverBy = "the other brokers";
      } else {
        o.failure = "the partitions were not led by the other brokers within " + RECOVERY_BOUND;
        problems.add(o.kill.component() + " " + o.failure);
      }
    }
  }

  private boolean brokerAnswers(int port) {
    // The port first: an Admin client to a closed port only logs its retries.
    try (java.net.Socket socket = new java.net.Socket()) {
      socket.connect(new java.net.InetSocketAddress("127.0.0.1", port), 500);
    } catch (IOException e) {
      return false;
    }
    try (Admin admin = KafkaClients.at("127.0.0.1:" + port).admin("chaos-probe")) {
      return !admin.describeCluster().nodes().get(3, TimeUnit.SECONDS).isEmpty();
    } catch (Exception e) {
      return false;
    }
  }

  private static final HttpClient PROBE =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

  private static boolean httpOk(String url) {
    try {
      HttpResponse<Void> r =
          PROBE.send(
              HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(2)).build(),
              HttpResponse.BodyHandlers.discarding());
      return r.statusCode() == 200;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** When the process is dead: gone from /proc or a zombie. */
  private static long awaitDeath(long pid, Duration timeout) throws InterruptedException {
    Path stat = Path.of("/proc", Long.toString(pid), "stat");
    boolean dead =
        awaitCondition(
            () -> {
              try {
                String text = Files.readString(stat);
                char state = text.substring(text.lastIndexOf(')') + 2).charAt(0);
                return state == 'Z' || state == 'X';
              } catch (IOException e) {
                return true;
              }
            },
            System.nanoTime() + timeout.toNanos());
    if (!dead) {
      throw new AssertionError("pid " + pid + " still alive " + timeout + " after SIGKILL");
    }
    return System.nanoTime();
  }

  /** Checks {@code condition} every 20 ms until it holds (true) or {@code deadline} passes. */
  static boolean awaitCondition(BooleanSupplier condition, long deadlineNanos)
      throws InterruptedException {
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadlineNanos) {
        return false;
      }
      Thread.sleep(20);
    }
    return true;
  }

  private static long sinceMs(long nanos, long from) {
    return TimeUnit.NANOSECONDS.toMillis(nanos - from);
  }
}

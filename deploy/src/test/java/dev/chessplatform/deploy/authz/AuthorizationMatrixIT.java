package dev.chessplatform.deploy.authz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.deploy.LocalPlatform;
import dev.chessplatform.deploy.authz.Fixtures.Account;
import dev.chessplatform.deploy.authz.Fixtures.Fixture;
import dev.chessplatform.deploy.authz.Fixtures.Kind;
import dev.chessplatform.deploy.authz.Operations.Operation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * Authorization as a matrix, through the gateway of a whole running platform: every operation of
 * the served OpenAPI document × every kind of {@link Caller} × every {@link GameState}, each cell
 * asserted against {@code src/test/resources/authz/matrix.csv} (status and problem type). Besides
 * the table, every answer to a caller outside a private game is searched for that game's id,
 * position, moves and players (every private game the run made, whatever the operation), every
 * answer must be below 500, and every refusal a problem. {@code -Dauthz.record=true} writes what
 * the platform answered to {@code target/authz-matrix.csv} instead of comparing: the way to draft
 * rows for a new operation, to be read line by line before they go into the table.
 */
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class AuthorizationMatrixIT {

  private static final Path TABLE = Path.of("src/test/resources/authz/matrix.csv");
  private static final Path SEEN = Path.of("target/authz-matrix.csv");
  private static final Path SUMMARY = Path.of("target/authz-matrix-summary.txt");
  private static final Path FINDINGS = Path.of("target/authz-matrix-findings.txt");

  private static LocalPlatform platform;
  private static Gateway gateway;

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.shared(); // its gateway's rate limits are raised
    gateway = new Gateway(platform.gatewayPort);
  }

  @AfterAll
  static void stop() {
    if (gateway != null) {
      gateway.close();
    }
  }

  @Test
  void everyOperationAnswersEveryCallerInEveryStateAsTheTableSays() throws Exception {
    boolean record = Boolean.getBoolean("authz.record");
    JsonNode document =
        Fixtures.expect(200, gateway.send(null, "GET", "/api/platform/openapi.json", null));
    List<Operation> operations = Operations.of(document);
    MatrixTable expected = MatrixTable.read(TABLE);
    Set<String> served = operations.stream().map(Operation::id).collect(Collectors.toSet());
    Set<String> unlisted = new TreeSet<>(served);
    unlisted.removeAll(expected.operations());
    Set<String> gone = new TreeSet<>(expected.operations());
    gone.removeAll(served);
    if (!record) {
      assertTrue(unlisted.isEmpty(), "operations without rows in " + TABLE + ": " + unlisted);
      assertTrue(gone.isEmpty(), "rows for operations the API no longer has: " + gone);
    }

    Fixtures fixtures = new Fixtures(gateway);
    for (Kind kind : Kind.values()) {
      for (GameState state : GameState.values()) {
        fixtures.of(kind, state);
      }
    }
    fixtures.awaitProjected();

    MatrixTable seen = new MatrixTable();
    List<String> mismatches = new ArrayList<>();
    List<String> leaks = new ArrayList<>();
    List<String> broken = new ArrayList<>();
    int cells = 0;
    long started = System.nanoTime();
    ExecutorService askers = Executors.newFixedThreadPool(Caller.values().length);
    // The private games' players each caller has named itself (a challenge to one of them): no
    // leak when its own challenge, in its own stream, names that player again.
    Map<String, Set<String>> named = new java.util.HashMap<>();
    for (Operation op : operations) {
      for (GameState state : GameState.values()) {
        // A read changes no fixture: its callers are asked at once (a stream is read for a
        // window each). A write is asked caller by caller, each of the fixture it may replace.
        Map<Caller, Future<Gateway.Answer>> reads = new EnumMap<>(Caller.class);
        if (!op.writes()) {
          Fixture f = fixtures.of(Kind.of(op.template()), state);
          for (Caller caller : Caller.values()) {
            String path = Operations.path(op, f);
            String body = Operations.body(op, f, fixtures); // a read's is the same every time
            reads.put(
                caller, askers.submit(() -> ask(op, token(caller, f, op, fixtures), path, body)));
          }
        }
        for (Caller caller : Caller.values()) {
          Fixture f = fixtures.of(Kind.of(op.template()), state);
          String path = Operations.path(op, f);
          String body = Operations.body(op, f, fixtures);
          Gateway.Answer a =
              op.writes()
                  ? ask(op, token(caller, f, op, fixtures), path, body)
                  : reads.get(caller).get();
          String cell = a.status() + (a.isProblem() ? " " + a.problemType() : "");
          String where = op.id() + " / " + caller.label() + " / " + state.label();
          seen.put(op.id(), caller, state, cell);
          cells++;
          if (a.status() == 0 || a.status() >= 500 || (a.status() >= 400 && !a.isProblem())) {
            broken.add(where + ": " + a.status() + " " + a.contentType() + " " + a.body());
          }
          if (op.namesGame() && op.writes() && a.status() / 100 == 2) {
            fixtures.changed(f, account(caller, f, fixtures)); // and the caller is inside it
          }
          Account who = account(caller, f, fixtures);
          String request = path + " " + body;
          leaks.addAll(leaks(a, request, who, told(named, caller, who), fixtures, where));
          told(named, caller, who).addAll(playersIn(request, fixtures));
          String want = expected.get(op.id(), caller, state);
          if (!record && !cell.equals(want)) {
            mismatches.add(
                where + ": expected " + want + ", got " + cell + " " + shorten(a.body()));
          }
        }
      }
    }
    askers.shutdownNow();
    seen.write(SEEN);
    String summary =
        String.format(
            "%d operations × %d callers × %d states = %d cells in %.1f s; %d private games"
                + " searched in every answer; %d mismatches, %d leaks, %d 5xx or non-problem"
                + " refusals%n",
            operations.size(),
            Caller.values().length,
            GameState.values().length,
            cells,
            (System.nanoTime() - started) / 1e9,
            fixtures.privateOnes().size(),
            mismatches.size(),
            leaks.size(),
            broken.size());
    Files.writeString(SUMMARY, summary);
    List<String> findings = new ArrayList<>(leaks);
    findings.addAll(broken);
    findings.addAll(mismatches);
    Files.write(FINDINGS, findings);
    System.out.print(summary);
    assertTrue(leaks.isEmpty(), leaks.size() + " leaks:\n" + first(leaks));
    assertTrue(broken.isEmpty(), broken.size() + " broken answers:\n" + first(broken));
    assertTrue(
        mismatches.isEmpty(),
        mismatches.size()
            + " cells differ from "
            + TABLE
            + " (what came: "
            + SEEN
            + "):\n"
            + first(mismatches));
  }

  /** One cell's request; no answer within the timeout is status 0. */
  private static Gateway.Answer ask(Operation op, String token, String path, String body)
      throws Exception {
    try {
      return gateway.send(token, op.method(), path, body);
    } catch (java.net.http.HttpTimeoutException e) {
      return new Gateway.Answer(0, "", "no answer within " + Gateway.TIMEOUT);
    }
  }

  private static String token(Caller caller, Fixture f, Operation op, Fixtures fixtures)
      throws Exception {
    if (op.id().equals("revokeThisToken") && caller != Caller.ANONYMOUS) {
      return fixtures.throwaway(account(caller, f, fixtures));
    }
    return switch (caller) {
      case ANONYMOUS -> null;
      case GUEST -> fixtures.guestToken;
      case STRANGER -> fixtures.stranger.token();
      case SPECTATOR -> fixtures.spectator.token();
      case MOVER -> f.mover().token();
      case OPPONENT -> f.opponent().token();
      case UNSCOPED -> op.readsAccount() ? f.mover().allButAccount() : f.mover().readsAccount();
    };
  }

  private static Account account(Caller caller, Fixture f, Fixtures fixtures) {
    return switch (caller) {
      case ANONYMOUS, GUEST -> null;
      case STRANGER -> fixtures.stranger;
      case SPECTATOR -> fixtures.spectator;
      case MOVER, UNSCOPED -> f.mover();
      case OPPONENT -> f.opponent();
    };
  }

  /** What {@code caller} has named of the private games' players in its earlier requests. */
  private static Set<String> told(Map<String, Set<String>> named, Caller caller, Account who) {
    return named.computeIfAbsent(who == null ? caller.label() : who.id(), k -> new TreeSet<>());
  }

  /** The private games' players (ids and names) a request names. */
  private static Set<String> playersIn(String request, Fixtures fixtures) {
    Set<String> in = new TreeSet<>();
    for (Fixture p : fixtures.privateOnes()) {
      for (Account player : List.of(p.mover(), p.opponent())) {
        if (request.contains(player.id()) || request.contains(player.name())) {
          in.add(player.id());
          in.add(player.name());
        }
      }
    }
    return in;
  }

  /**
   * What of each private game the caller is outside of shows in the answer: its id, players (by id
   * or name), position or moves. What the request itself named is no leak (a problem repeats the id
   * it was given; a player's profile names the player), nor is a player's name when the request
   * named the player by id, or the other way round, nor a player the caller named in an earlier
   * request (its own challenge to that player, in its own stream).
   */
  private static List<String> leaks(
      Gateway.Answer a,
      String request,
      Account caller,
      Set<String> namedBefore,
      Fixtures fixtures,
      String where) {
    List<String> found = new ArrayList<>();
    Set<String> named = playersIn(request, fixtures);
    Set<String> known = new TreeSet<>(); // the private games' positions repeat: one is known
    for (Fixture p : fixtures.privateOnes()) {
      if (p.insider(caller)) {
        known.addAll(p.secrets());
      }
    }
    for (Fixture p : fixtures.privateOnes()) {
      if (p.insider(caller)) {
        continue;
      }
      for (String secret : p.secrets()) {
        if (a.body().contains(secret)
            && !request.contains(secret)
            && !named.contains(secret)
            && !namedBefore.contains(secret)
            && !known.contains(secret)) {
          found.add(
              where
                  + ": "
                  + secret
                  + " of private game "
                  + p.gameId()
                  + " in "
                  + shorten(a.body()));
        }
      }
    }
    return found;
  }

  private static String shorten(String body) {
    return body.length() > 400 ? body.substring(0, 400) + "…" : body;
  }

  private static String first(List<String> lines) {
    return String.join("\n", lines.subList(0, Math.min(40, lines.size())));
  }
}

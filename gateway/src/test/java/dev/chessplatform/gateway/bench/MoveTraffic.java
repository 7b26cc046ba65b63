package dev.chessplatform.gateway.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Games played over HTTP by closed-loop clients, either through the gateway (bearer token) or
 * straight to game-service (the identity headers the gateway would sign). One client per game slot:
 * it sends a move, waits for the answer, sends the next. Every game plays the same fixed, legal
 * 40-ply line ({@link #LINE}: no position repeats, no capture-free 50-move stretch), then is
 * resigned and a new one is created in the slot; a game in progress at the end of a phase goes on
 * in the next phase of the same route. Only moves are timed; creating, joining and resigning are
 * counted apart.
 */
final class MoveTraffic {

  /** Ruy Lopez, Breyer-like closed line, 20 moves each side, in UCI. */
  static final List<String> LINE =
      List.of(
          "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", //
          "f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7", //
          "b1d2", "c8b7", "b3c2", "f8e8", "d2f1", "e7f8", "f1g3", "g7g6", "a2a4", "c7c5", //
          "d4d5", "c5c4", "c1g5", "h7h6", "g5e3", "d7c5", "d1d2", "h6h5", "e3g5", "f8e7");

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String CREATE = "{\"mode\":\"SEEK\",\"colour\":\"WHITE\",\"rated\":false}";
  private static final Set<String> SCOPES = Set.of("game:play");

  /** Which way the requests go. */
  enum Route {
    DIRECT("direct"),
    GATEWAY("through gateway");

    final String label;

    Route(String label) {
      this.label = label;
    }
  }

  /** An account: its id, and the bearer token the gateway issued for it. */
  record Player(String id, String token) {}

  /** One game seat pair, with the game it is playing and how far it got. */
  static final class Slot {
    final Player white;
    final Player black;
    String gameId;
    int ply;

    Slot(Player white, Player black) {
      this.white = white;
      this.black = black;
    }
  }

  /** What one phase (or several, merged) measured. */
  static final class Tally {
    long[] latencyNanos = new long[0];
    long moveErrors;
    long setupRequests;
    long setupErrors;
    long gamesCompleted;
    double seconds;
    final Map<String, Integer> reasons = new TreeMap<>();

    long moves() {
      return latencyNanos.length;
    }

    double movesPerSecond() {
      return moves() / seconds;
    }

    double percentileMs(double q) {
      if (latencyNanos.length == 0) {
        return Double.NaN;
      }
      int index = (int) Math.min(latencyNanos.length - 1, Math.ceil(q * latencyNanos.length) - 1);
      return latencyNanos[Math.max(0, index)] / 1e6;
    }

    double maxMs() {
      return latencyNanos.length == 0 ? Double.NaN : latencyNanos[latencyNanos.length - 1] / 1e6;
    }

    synchronized void add(Tally other) {
      long[] merged = Arrays.copyOf(latencyNanos, latencyNanos.length + other.latencyNanos.length);
      System.arraycopy(
          other.latencyNanos, 0, merged, latencyNanos.length, other.latencyNanos.length);
      Arrays.sort(merged);
      latencyNanos = merged;
      moveErrors += other.moveErrors;
      setupRequests += other.setupRequests;
      setupErrors += other.setupErrors;
      gamesCompleted += other.gamesCompleted;
      seconds += other.seconds;
      other.reasons.forEach((k, v) -> reasons.merge(k, v, Integer::sum));
    }

    String line(String name) {
      return String.format(
          "%-16s %7d moves %4d errors %7.1f moves/s  p50 %6.1f ms  p99 %6.1f ms  max %6.1f ms",
          name,
          moves(),
          moveErrors,
          movesPerSecond(),
          percentileMs(0.50),
          percentileMs(0.99),
          maxMs());
    }
  }

  private final Route route;
  private final URI base;
  private final IdentityProof proof;
  private final HttpClient http;

  MoveTraffic(Route route, URI base, String secret) {
    this.route = route;
    this.base = base;
    this.proof = new IdentityProof(secret);
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
  }

  /** Registers an account through the gateway and logs it in with the scope {@code game:play}. */
  static Player register(URI gateway, String name) throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    String credentials = "{\"name\":\"" + name + "\",\"password\":\"a long enough passphrase\"}";
    HttpResponse<String> registered =
        client.send(
            json(gateway.resolve("/api/accounts"), credentials).build(),
            HttpResponse.BodyHandlers.ofString());
    if (registered.statusCode() != 201) {
      throw new IllegalStateException("register " + name + ": " + registered.body());
    }
    String login =
        "{\"name\":\""
            + name
            + "\",\"password\":\"a long enough passphrase\",\"scopes\":[\"game:play\"]}";
    HttpResponse<String> token =
        client.send(
            json(gateway.resolve("/api/accounts/login"), login).build(),
            HttpResponse.BodyHandlers.ofString());
    if (token.statusCode() != 201) {
      throw new IllegalStateException("login " + name + ": " + token.body());
    }
    JsonNode body = JSON.readTree(token.body());
    return new Player(body.path("accountId").asText(), body.path("token").asText());
  }

  /**
   * Plays in every slot at once, one client each: {@code gamesPerSlot} whole games per slot
   * (create, join, the {@link #LINE}, resign). The phase ends when the last slot is done.
   */
  Tally phase(List<Slot> slots, int gamesPerSlot) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(slots.size());
    try {
      long start = System.nanoTime();
      List<Future<Tally>> parts = new ArrayList<>();
      for (Slot slot : slots) {
        parts.add(pool.submit(() -> play(slot, gamesPerSlot)));
      }
      Tally total = new Tally();
      for (Future<Tally> part : parts) {
        total.add(part.get());
      }
      total.seconds = (System.nanoTime() - start) / 1e9;
      return total;
    } finally {
      pool.shutdownNow();
    }
  }

  private Tally play(Slot slot, int games) {
    Tally t = new Tally();
    long[] latencies = new long[games * LINE.size()];
    int n = 0;
    for (int game = 0; game < games; game++) {
      if (!newGame(slot, t)) {
        continue;
      }
      while (slot.gameId != null) {
        Player mover = slot.ply % 2 == 0 ? slot.white : slot.black;
        String path = "/api/games/" + slot.gameId + "/moves";
        String body = "{\"move\":\"" + LINE.get(slot.ply) + "\"}";
        long t0 = System.nanoTime();
        Answer a = post(mover, path, body);
        long took = System.nanoTime() - t0;
        if (a.status == 200) {
          latencies[n++] = took;
          slot.ply++;
          if (slot.ply == LINE.size()) {
            t.gamesCompleted++;
            endGame(slot, t);
          }
        } else {
          t.moveErrors++;
          t.reasons.merge("move " + a.reason(), 1, Integer::sum);
          endGame(slot, t);
        }
      }
    }
    t.latencyNanos = Arrays.copyOf(latencies, n);
    Arrays.sort(t.latencyNanos);
    return t;
  }

  private boolean newGame(Slot slot, Tally t) {
    slot.gameId = null;
    slot.ply = 0;
    t.setupRequests++;
    Answer created = post(slot.white, "/api/games", CREATE);
    if (created.status != 201) {
      t.setupErrors++;
      t.reasons.merge("create " + created.reason(), 1, Integer::sum);
      return false;
    }
    String gameId;
    try {
      gameId = JSON.readTree(created.body).path("gameId").asText();
    } catch (Exception e) {
      t.setupErrors++;
      t.reasons.merge("create unreadable", 1, Integer::sum);
      return false;
    }
    t.setupRequests++;
    Answer joined = post(slot.black, "/api/games/" + gameId + "/join", "{}");
    if (joined.status != 200) {
      t.setupErrors++;
      t.reasons.merge("join " + joined.reason(), 1, Integer::sum);
      return false;
    }
    slot.gameId = gameId;
    return true;
  }

  private void endGame(Slot slot, Tally t) {
    t.setupRequests++;
    Answer resigned = post(slot.white, "/api/games/" + slot.gameId + "/resign", "{}");
    if (resigned.status != 200) {
      t.setupErrors++;
      t.reasons.merge("resign " + resigned.reason(), 1, Integer::sum);
    }
    slot.gameId = null;
    slot.ply = 0;
  }

  private record Answer(int status, String body) {
    String reason() {
      if (status < 0) {
        return body;
      }
      try {
        String type = JSON.readTree(body).path("type").asText("");
        return status + (type.isEmpty() ? "" : " " + type.substring(type.lastIndexOf('/') + 1));
      } catch (Exception e) {
        return Integer.toString(status);
      }
    }
  }

  private Answer post(Player player, String path, String body) {
    HttpRequest.Builder request = json(base.resolve(path), body);
    if (route == Route.GATEWAY) {
      request.header("Authorization", "Bearer " + player.token());
    } else {
      proof
          .sign(new Caller(player.id(), SCOPES), "POST", path, Instant.now().getEpochSecond())
          .forEach(request::header);
    }
    try {
      HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      return new Answer(r.statusCode(), r.body());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Answer(-1, "interrupted");
    } catch (Exception e) {
      return new Answer(-1, e.getClass().getSimpleName());
    }
  }

  private static HttpRequest.Builder json(URI uri, String body) {
    return HttpRequest.newBuilder(uri)
        .timeout(Duration.ofSeconds(30))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body));
  }
}

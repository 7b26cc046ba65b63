package dev.chessplatform.deploy.load;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.deploy.load.GatewayClient.Answer;
import dev.chessplatform.deploy.load.Players.Player;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * One closed-loop client: it plays one game after another (a seek between two players, or one
 * player against the computer), sending a request, waiting for its answer, sending the next.
 *
 * <p>A turn is {@code GET legal-moves} as the player to move, then {@code POST moves} with a fresh
 * {@code Idempotency-Key}, {@code If-Match} the version of the last answer and {@code Prefer:
 * return=minimal} (unless {@code --full-answers}), so the answer is 204 and the ETag. The move is
 * one of the legal moves at random (a capture when one is there, half the time, so games end).
 * Against the computer the player then long-polls {@code updates} until the engine has moved. A
 * game ends on the board, or the player to move resigns it at {@code maxPlies}; then the slot opens
 * the next.
 *
 * <p>Only requests started inside the measured window are recorded; a refused move is counted with
 * its reason and the game is read again (or given up) before the slot goes on.
 */
final class GameSlot implements Runnable {

  /**
   * Shared by every slot of a run: when the measured window opens and when the run stops, and the
   * players' moves answered in each window-long stretch of the warm-up, from the row's start (so
   * that a cold platform shows: {@link LoadRun.Result#earlyRates()}).
   */
  static final class Window {
    volatile long measureFrom = Long.MAX_VALUE;
    volatile long measureUntil = Long.MAX_VALUE;
    volatile boolean stop;
    final long startedAt;
    final long stretchNanos;
    final AtomicLongArray early;

    /**
     * @param stretches how many window-long stretches the warm-up holds
     */
    Window(long startedAt, long stretchNanos, int stretches) {
      this.startedAt = startedAt;
      this.stretchNanos = stretchNanos;
      this.early = new AtomicLongArray(stretches);
    }

    boolean counts(long startedAt) {
      return startedAt >= measureFrom && startedAt < measureUntil;
    }

    /** Counts a move answered in the warm-up toward the stretch it was sent in. */
    void earlyMove(long sentAt) {
      if (sentAt < startedAt || sentAt >= measureFrom) {
        return;
      }
      long stretch = (sentAt - startedAt) / stretchNanos;
      if (stretch < early.length()) {
        early.incrementAndGet((int) stretch);
      }
    }
  }

  private final GatewayClient gateway;
  private final Player white;
  private final Player black;
  private final int computerLevel;
  private final int maxPlies;
  private final boolean minimal;
  private final SplittableRandom random;
  private final Window window;
  private final Latencies latencies = new Latencies();

  private String gameId;
  private long version;
  private int ply;
  private boolean whiteToMove;

  /**
   * @param black the second player, or null for a game against the computer at {@code level}
   */
  GameSlot(
      GatewayClient gateway,
      Player white,
      Player black,
      int computerLevel,
      int maxPlies,
      boolean minimal,
      long seed,
      Window window) {
    this.gateway = gateway;
    this.white = white;
    this.black = black;
    this.computerLevel = computerLevel;
    this.maxPlies = maxPlies;
    this.minimal = minimal;
    this.random = new SplittableRandom(seed);
    this.window = window;
  }

  Latencies latencies() {
    return latencies;
  }

  @Override
  public void run() {
    while (!window.stop) {
      if (gameId == null && !open()) {
        continue;
      }
      if (ply >= maxPlies) {
        resign();
      } else {
        turn();
      }
    }
  }

  private boolean computer() {
    return black == null;
  }

  private boolean open() {
    String create =
        computer()
            ? "{\"mode\":\"COMPUTER\",\"level\":" + computerLevel + ",\"colour\":\"WHITE\"}"
            : "{\"mode\":\"SEEK\",\"colour\":\"WHITE\",\"rated\":false}";
    Answer created =
        timed(
            RequestType.CREATE,
            () -> gateway.post(white.token(), "/api/games", create, "Idempotency-Key", key()));
    if (created.status() != 201) {
      return false;
    }
    String id = created.json().path("gameId").asText();
    JsonNode game = created.json();
    if (!computer()) {
      Answer joined =
          timed(
              RequestType.JOIN,
              () -> gateway.post(black.token(), "/api/games/" + id + "/join", "{}"));
      if (!joined.ok()) {
        return false;
      }
      game = joined.json();
    }
    gameId = id;
    ply = 0;
    follow(game);
    return true;
  }

  private void turn() {
    Player mover = whiteToMove ? white : black;
    Answer legal =
        timed(
            RequestType.LEGAL_MOVES,
            () -> gateway.get(mover.token(), "/api/games/" + gameId + "/legal-moves"));
    if (!legal.ok()) {
      reread();
      return;
    }
    JsonNode moves = legal.json();
    if (moves.isEmpty()) {
      reread();
      return;
    }
    String body = "{\"move\":\"" + choose(moves) + "\"}";
    Answer moved =
        timed(
            RequestType.MOVE,
            () ->
                gateway.post(
                    mover.token(),
                    "/api/games/" + gameId + "/moves",
                    body,
                    "Idempotency-Key",
                    key(),
                    "If-Match",
                    "\"" + version + "\"",
                    "Prefer",
                    minimal ? "return=minimal" : "return=representation"));
    if (!moved.ok()) {
      reread();
      return;
    }
    if (window.counts(System.nanoTime() - moved.nanos() - legal.nanos())) {
      latencies.turn(legal.nanos() + moved.nanos());
    }
    ply++;
    if (moved.status() == 204) {
      // No game in the answer: the version is the ETag; a game the move ended shows as no legal
      // moves on the next turn, and is read again then.
      version = moved.etag().map(e -> Long.parseLong(e.replace("\"", ""))).orElse(version);
      whiteToMove = !whiteToMove;
    } else {
      follow(moved.json());
    }
    if (gameId != null && computer() && !whiteToMove) {
      awaitComputer();
    }
  }

  private String choose(JsonNode moves) {
    if (random.nextBoolean()) {
      int captures = 0;
      for (JsonNode m : moves) {
        captures += m.path("capture").asBoolean() ? 1 : 0;
      }
      if (captures > 0) {
        int pick = random.nextInt(captures);
        for (JsonNode m : moves) {
          if (m.path("capture").asBoolean() && pick-- == 0) {
            return m.path("uci").asText();
          }
        }
      }
    }
    return moves.get(random.nextInt(moves.size())).path("uci").asText();
  }

  /** Long-polls the game's updates until the engine's move (or the end) arrived. */
  private void awaitComputer() {
    long started = System.nanoTime();
    while (!window.stop) {
      String path = "/api/games/" + gameId + "/updates?afterSeq=" + version + "&waitSeconds=10";
      Answer page = gateway.get(white.token(), path);
      if (!page.ok()) {
        record(RequestType.COMPUTER_REPLY, started, page);
        reread();
        return;
      }
      JsonNode body = page.json();
      boolean moved = false;
      for (JsonNode event : body.path("events")) {
        moved |= "MovePlayed".equals(event.path("type").asText());
      }
      version = body.path("lastSeq").asLong(version);
      if (moved || body.path("ended").asBoolean()) {
        if (window.counts(started)) {
          latencies.answered(RequestType.COMPUTER_REPLY, System.nanoTime() - started);
        }
        ply++;
        if (body.path("ended").asBoolean()) {
          finished();
        } else {
          whiteToMove = true;
        }
        return;
      }
    }
  }

  private void resign() {
    if (minimal) {
      reread(); // a 204 did not say whether the last move ended the game (a draw by rule)
      if (gameId == null) {
        return;
      }
    }
    Player mover = whiteToMove ? white : black;
    Answer resigned =
        timed(
            RequestType.RESIGN,
            () -> gateway.post(mover.token(), "/api/games/" + gameId + "/resign", "{}"));
    if (resigned.ok()) {
      finished();
    } else {
      reread();
    }
  }

  /** After a refused request: where the game really is, or give it up. */
  private void reread() {
    if (window.stop) {
      return;
    }
    Answer game = timed(RequestType.GAME, () -> gateway.get(white.token(), "/api/games/" + gameId));
    if (game.ok()) {
      follow(game.json());
    } else {
      gameId = null;
    }
  }

  /** Takes the version, the side to move and the status from a game's answer. */
  private void follow(JsonNode game) {
    version = game.path("version").asLong(version);
    String fen = game.path("fen").asText("");
    whiteToMove = !fen.contains(" b ");
    String status = game.path("status").asText("");
    if (status.equals("ENDED") || status.equals("CANCELLED")) {
      finished();
    }
  }

  private void finished() {
    if (window.counts(System.nanoTime())) {
      latencies.gameFinished();
    }
    gameId = null;
  }

  private Answer timed(RequestType type, java.util.function.Supplier<Answer> call) {
    long started = System.nanoTime();
    Answer answer = call.get();
    record(type, started, answer);
    return answer;
  }

  private void record(RequestType type, long started, Answer answer) {
    if (type == RequestType.MOVE && answer.ok()) {
      window.earlyMove(started);
    }
    if (!window.counts(started)) {
      return;
    }
    if (answer.ok()) {
      latencies.answered(type, answer.nanos());
    } else {
      latencies.failed(type, answer.reason());
    }
  }

  private String key() {
    return new UUID(random.nextLong(), random.nextLong()).toString();
  }
}

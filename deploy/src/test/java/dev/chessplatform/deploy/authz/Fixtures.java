package dev.chessplatform.deploy.authz;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The games the matrix asks about, made through the gateway as players make them: a challenge, a
 * seek or a room (each operation is asked of the kind its path names, challenges for the rest), in
 * each {@link GameState}. White, the creator, is the mover. A fixture a successful command changed
 * is replaced by a fresh one; every private fixture ever made stays in {@link #privateOnes()},
 * since none of it may show anywhere to anyone outside it.
 */
final class Fixtures {

  static final String PASSWORD = "a long enough passphrase";
  static final String FULL =
      "[\"game:play\",\"game:read\",\"engine:use\",\"account:read\",\"account:write\"]";

  /** The position after 1. Nc3 Nc6 2. Nd5 Nd4, played in the private games only. */
  static final String PRIVATE_PLACEMENT = "r1bqkbnr/pppppppp/8/3N4/3n4/8/PPPPPPPP/R1BQKBNR";

  private static final List<String> PUBLIC_MOVES = List.of("e4", "e5", "Nf3", "Nc6");
  private static final List<String> PRIVATE_MOVES = List.of("Nc3", "Nc6", "Nd5", "Nd4");

  enum Kind {
    CHALLENGE("/api/challenges"),
    SEEK("/api/lobby/seeks"),
    ROOM("/api/rooms");

    final String createPath;

    Kind(String createPath) {
      this.createPath = createPath;
    }

    static Kind of(String path) {
      if (path.startsWith("/api/rooms")) {
        return ROOM;
      }
      return path.startsWith("/api/lobby/seeks") ? SEEK : CHALLENGE;
    }
  }

  /** A signed-in account: id, name, a token with every scope, and the unscoped caller's two. */
  record Account(String id, String name, String token, String readsAccount, String allButAccount) {}

  /**
   * One game: who is who in it, and what of it no outsider may see. {@code joined} holds whoever
   * took a seat in it by its link later (a private seek's or room's free seat).
   */
  record Fixture(
      String gameId,
      Kind kind,
      GameState state,
      Account mover,
      Account opponent,
      Set<String> joined) {

    List<String> secrets() {
      List<String> s =
          new ArrayList<>(
              List.of(gameId, mover.id(), mover.name(), opponent.id(), opponent.name()));
      if (!state.status.equals("waiting")) {
        // its line as a list holds it (UCI and SAN) and as PGN writes it. The whole line, not one
        // move: the shared platform also holds other classes' games (bots playing their own
        // moves), and one of them may well play Nd4 or c6d4; none opens with this line
        s.addAll(
            List.of(
                PRIVATE_PLACEMENT,
                "\"b1c3\",\"b8c6\",\"c3d5\",\"c6d4\"",
                "\"Nc3\",\"Nc6\",\"Nd5\",\"Nd4\"",
                "1. Nc3 Nc6 2. Nd5 Nd4"));
      }
      return s;
    }

    boolean insider(Account a) {
      return a != null
          && (a.id().equals(mover.id()) || a.id().equals(opponent.id()) || joined.contains(a.id()));
    }
  }

  private final Gateway gateway;
  private final String run = UUID.randomUUID().toString().substring(0, 6);
  private final Account publicWhite;
  private final Account publicBlack;
  private final Map<Kind, Map<GameState, Fixture>> current = new EnumMap<>(Kind.class);
  private final List<Fixture> privateOnes = new ArrayList<>();
  final Account stranger;
  final Account spectator;
  final String guestToken;
  private int counter;

  Fixtures(Gateway gateway) throws Exception {
    this.gateway = gateway;
    publicWhite = account("pw");
    publicBlack = account("pb");
    stranger = account("st");
    Account watcher = account("sp");
    spectator =
        new Account(watcher.id(), watcher.name(), token(watcher.name(), "[\"game:read\"]"), "", "");
    guestToken =
        expect(201, gateway.send(null, "POST", "/api/accounts/guest", null)).path("token").asText();
  }

  /** A name no earlier run used. */
  String unique(String prefix) {
    return String.format("%s-%s-%04d", prefix, run, ++counter); // none is the start of another
  }

  private Account account(String role) throws Exception {
    String name = unique(role);
    String credentials = "{\"name\":\"" + name + "\",\"password\":\"" + PASSWORD + "\"}";
    String id =
        expect(201, gateway.send(null, "POST", "/api/accounts", credentials))
            .path("accountId")
            .asText();
    return new Account(
        id,
        name,
        token(name, FULL),
        token(name, "[\"account:read\"]"),
        token(name, "[\"game:play\",\"game:read\",\"engine:use\",\"account:write\"]"));
  }

  /**
   * A token to spend: revokeThisToken revokes the token that asks, so each caller asks it with a
   * new one of its own (a new guest for the guest), and keeps its fixture's tokens.
   */
  String throwaway(Account account) throws Exception {
    return account == null
        ? expect(201, gateway.send(null, "POST", "/api/accounts/guest", null))
            .path("token")
            .asText()
        : login(account.name(), "[\"game:read\"]");
  }

  /**
   * A fixture's token with {@code scopes}, made with the password asked again: a personal token
   * that no later login of the account drops (an account keeps its newest 20 login tokens, and the
   * matrix logs its accounts in many more times: logIn, throwaways).
   */
  private String token(String name, String scopes) throws Exception {
    String mint =
        "{\"label\":\"matrix\",\"scopes\":" + scopes + ",\"password\":\"" + PASSWORD + "\"}";
    return expect(201, gateway.send(login(name, FULL), "POST", "/api/accounts/me/tokens", mint))
        .path("token")
        .asText();
  }

  private String login(String name, String scopes) throws Exception {
    String login =
        "{\"name\":\"" + name + "\",\"password\":\"" + PASSWORD + "\",\"scopes\":" + scopes + "}";
    return expect(201, gateway.send(null, "POST", "/api/accounts/login", login))
        .path("token")
        .asText();
  }

  /** The fixture of this kind and state, made when there is none (or the last one was changed). */
  Fixture of(Kind kind, GameState state) throws Exception {
    Map<GameState, Fixture> byState =
        current.computeIfAbsent(kind, k -> new EnumMap<>(GameState.class));
    Fixture f = byState.get(state);
    if (f == null) {
      f = make(kind, state);
      byState.put(state, f);
      if (state.privateGame) {
        privateOnes.add(f);
      }
    }
    return f;
  }

  /** Forgets a fixture a command changed; {@code by} is inside it from now on. */
  void changed(Fixture f, Account by) {
    if (by != null) {
      f.joined().add(by.id());
    }
    current.get(f.kind()).remove(f.state());
  }

  List<Fixture> privateOnes() {
    return privateOnes;
  }

  /**
   * A game of {@code kind} in {@code state}. A private one is played by two accounts of its own:
   * its players' ids and names are among what no outsider may see, and an outsider may well know
   * the players of another game.
   */
  private Fixture make(Kind kind, GameState state) throws Exception {
    Account white = state.privateGame ? account("xw") : publicWhite;
    Account black = state.privateGame ? account("xb") : publicBlack;
    String settings =
        "{\"colour\":\"WHITE\",\"privateGame\":"
            + state.privateGame
            + (kind == Kind.CHALLENGE ? ",\"opponent\":\"" + black.name() + "\"" : "")
            + "}";
    String id =
        expect(201, gateway.send(white.token(), "POST", kind.createPath, settings))
            .path("gameId")
            .asText();
    Fixture f = new Fixture(id, kind, state, white, black, new java.util.HashSet<>());
    if (state.status.equals("waiting")) {
      return f;
    }
    String game = "/api/games/" + id;
    switch (kind) {
      case CHALLENGE ->
          expect(
              200, gateway.send(black.token(), "POST", "/api/challenges/" + id + "/accept", null));
      case SEEK ->
          expect(
              200, gateway.send(black.token(), "POST", "/api/lobby/seeks/" + id + "/accept", null));
      case ROOM -> {
        expect(200, gateway.send(black.token(), "POST", "/api/rooms/" + id + "/seats/RIGHT", null));
        expect(200, gateway.send(white.token(), "POST", "/api/rooms/" + id + "/start", null));
      }
    }
    List<String> moves = state.privateGame ? PRIVATE_MOVES : PUBLIC_MOVES;
    for (int i = 0; i < moves.size(); i++) {
      Account side = i % 2 == 0 ? white : black;
      expect(
          200,
          gateway.send(
              side.token(), "POST", game + "/moves", "{\"move\":\"" + moves.get(i) + "\"}"));
    }
    if (state.status.equals("finished")) {
      expect(200, gateway.send(white.token(), "POST", game + "/resign", null));
    }
    return f;
  }

  /** Waits until the read models have applied every fixture made so far (lists read them). */
  void awaitProjected() throws Exception {
    for (Map<GameState, Fixture> byState : current.values()) {
      for (Fixture f : byState.values()) {
        String path = "/api/games/" + f.gameId();
        long version =
            expect(200, gateway.send(f.mover().token(), "GET", path, null))
                .path("version")
                .asLong();
        long deadline = System.currentTimeMillis() + 30_000;
        for (; ; ) {
          Gateway.Answer a = gateway.send(f.mover().token(), "GET", path + "/summary", null);
          if (a.status() == 200 && a.json().path("version").asLong() >= version) {
            break;
          }
          if (System.currentTimeMillis() > deadline) {
            throw new AssertionError("the read model has not applied " + f + ": " + a);
          }
          Thread.sleep(100);
        }
      }
    }
  }

  static JsonNode expect(int status, Gateway.Answer a) throws Exception {
    if (a.status() != status) {
      throw new AssertionError("expected " + status + ", got " + a.status() + " " + a.body());
    }
    return a.json();
  }
}

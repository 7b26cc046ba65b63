package dev.chessplatform.deploy.load;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The accounts a run plays with: registered through the gateway and logged in once each, so every
 * player has its own bearer token (the per-token rate limit sees one player, as in real traffic).
 */
final class Players {

  /** An account and its token. */
  record Player(String name, String id, String token) {}

  static final String PASSWORD = "a long enough load passphrase";
  private static final List<String> SCOPES =
      List.of("game:play", "game:read", "game:computer", "engine:use");

  private Players() {}

  /**
   * Registers {@code count} accounts named {@code prefix-1 … prefix-count}, {@code parallel} at a
   * time (each costs the gateway an Argon2 hash at registration and at login).
   */
  static List<Player> register(GatewayClient gateway, String prefix, int count, int parallel)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(parallel);
    try {
      List<Future<Player>> pending = new ArrayList<>();
      for (int i = 1; i <= count; i++) {
        String name = prefix + "-" + i;
        pending.add(pool.submit(() -> one(gateway, name)));
      }
      List<Player> players = new ArrayList<>();
      for (Future<Player> p : pending) {
        players.add(p.get());
      }
      return players;
    } finally {
      pool.shutdownNow();
    }
  }

  private static Player one(GatewayClient gateway, String name) {
    ObjectNode credentials = GatewayClient.JSON.createObjectNode();
    credentials.put("name", name).put("password", PASSWORD);
    GatewayClient.Answer registered = gateway.post(null, "/api/accounts", credentials.toString());
    if (registered.status() != 201) {
      throw new IllegalStateException("register " + name + ": " + registered.reason());
    }
    credentials.putArray("scopes").addAll(SCOPES.stream().map(credentials::textNode).toList());
    GatewayClient.Answer login = gateway.post(null, "/api/accounts/login", credentials.toString());
    if (login.status() != 201) {
      throw new IllegalStateException("log in " + name + ": " + login.reason());
    }
    return new Player(
        name, login.json().path("accountId").asText(), login.json().path("token").asText());
  }
}

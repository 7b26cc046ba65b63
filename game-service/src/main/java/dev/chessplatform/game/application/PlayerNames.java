package dev.chessplatform.game.application;

import dev.chessplatform.game.application.PlayerDirectory.Resolution;
import dev.chessplatform.game.domain.GameState;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The in-memory index of {@link PlayerDirectory}: account id → name and name key → id, and the
 * computer levels. Only ids and names, nothing else of an account. Reads are lock-free; changes
 * come from one reader thread and keep both maps consistent under a lock.
 */
public final class PlayerNames {

  /** The levels the engine plays ({@code computer:1} .. {@code computer:5}). */
  static final int MAX_LEVEL = 5;

  private static final Pattern COMPUTER_NAME = Pattern.compile("computer level ([0-9]+)");

  private final Map<String, String> nameById = new ConcurrentHashMap<>();
  private final Map<String, String> idByKey = new ConcurrentHashMap<>();

  /** The key that makes names unique whatever their case (the gateway's {@code nameKey}). */
  public static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  /** Account {@code id} is now named {@code name} (registered, or a newer state of it). */
  public synchronized void put(String id, String name) {
    String old = nameById.put(id, name);
    if (old != null) {
      idByKey.remove(key(old), id);
    }
    idByKey.put(key(name), id);
  }

  /** Account {@code id} is gone (a tombstone on the compacted topic). */
  public synchronized void remove(String id) {
    String old = nameById.remove(id);
    if (old != null) {
      idByKey.remove(key(old), id);
    }
  }

  public int size() {
    return nameById.size();
  }

  /** The name of an account id or computer level. */
  public Optional<String> nameOf(String playerId) {
    if (playerId == null) {
      return Optional.empty();
    }
    String name = nameById.get(playerId);
    if (name != null) {
      return Optional.of(name);
    }
    return computerLevel(playerId).map(GameState::computerName);
  }

  /** The player an id or a name stands for, when known. */
  public Optional<Resolution.Found> find(String nameOrId) {
    if (nameOrId == null || nameOrId.isBlank()) {
      return Optional.empty();
    }
    String text = nameOrId.strip();
    String name = nameById.get(text);
    if (name != null) {
      return Optional.of(new Resolution.Found(text, name));
    }
    String id = idByKey.get(key(text));
    if (id != null) {
      String current = nameById.get(id);
      return current == null ? Optional.empty() : Optional.of(new Resolution.Found(id, current));
    }
    Optional<Integer> level = computerLevel(text);
    Matcher m = COMPUTER_NAME.matcher(key(text));
    if (level.isEmpty() && m.matches()) {
      level = computerLevel(GameState.COMPUTER_PREFIX + m.group(1));
    }
    return level.map(
        l -> new Resolution.Found(GameState.COMPUTER_PREFIX + l, GameState.computerName(l)));
  }

  private static Optional<Integer> computerLevel(String playerId) {
    return GameState.computerLevelOf(playerId).filter(l -> l >= 1 && l <= MAX_LEVEL);
  }
}

package dev.chessplatform.events.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The registry of event types: stable type name and current schema version of every payload. A type
 * name is never reused or renamed; a breaking change of a shape raises its schema version here, in
 * {@link #VERSIONS}, and adds the upcaster from the previous one to {@link GameEventUpcasters}.
 */
public final class GameEventTypes {

  /** A payload class with its wire name and version. */
  public record Registration(String type, int schemaVersion, Class<? extends GameEvent> payload) {}

  /** The current schema version of the types past version 1. */
  private static final Map<String, Integer> VERSIONS = Map.of("MovePlayed", 2);

  private static final Map<String, Registration> BY_TYPE = new LinkedHashMap<>();
  private static final Map<Class<?>, Registration> BY_CLASS = new LinkedHashMap<>();

  static {
    for (Class<?> c : GameEvent.class.getPermittedSubclasses()) {
      @SuppressWarnings("unchecked")
      Class<? extends GameEvent> payload = (Class<? extends GameEvent>) c;
      Registration r =
          new Registration(c.getSimpleName(), VERSIONS.getOrDefault(c.getSimpleName(), 1), payload);
      BY_TYPE.put(r.type(), r);
      BY_CLASS.put(c, r);
    }
  }

  private GameEventTypes() {}

  public static Registration of(Class<?> payload) {
    Registration r = BY_CLASS.get(payload);
    if (r == null) {
      throw new IllegalArgumentException("not a registered event: " + payload.getName());
    }
    return r;
  }

  public static Optional<Registration> byType(String type) {
    return Optional.ofNullable(BY_TYPE.get(type));
  }

  public static List<Registration> all() {
    return List.copyOf(BY_TYPE.values());
  }
}

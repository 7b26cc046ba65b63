package dev.chessplatform.events.game;

import dev.chessplatform.chess.Termination;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The upcasters of the event payloads: each turns the payload of one type at version N, as a JSON
 * map, into version N + 1. {@link GameEventCodec} applies them in a row before it builds the
 * record, so every reader sees the current shape and topics written by older code still replay. An
 * upcaster only adds or reshapes what the old version already held; it never invents a fact.
 *
 * <p>Old values of a current shape are read here too: a {@code termination} that is not a name of
 * {@link Termination} (imports once kept the PGN tag's text; a newer writer may know more ends)
 * reads as {@link Termination#UNKNOWN}, so such an event still replays.
 */
final class GameEventUpcasters {

  private static final Map<String, UnaryOperator<Map<String, Object>>> FROM =
      Map.of(
          // v1 → v2: the ply of the position after the move, as its FEN counts it
          "MovePlayed@1",
          payload -> {
            Map<String, Object> v2 = new LinkedHashMap<>(payload);
            v2.put(
                "ply",
                (long)
                    GameEvent.MovePlayed.plyOf(
                        payload.get("fenAfter") instanceof String fen ? fen : null));
            return v2;
          });

  /** The types whose payload has a {@code termination}. */
  private static final Set<String> WITH_TERMINATION = Set.of("GameEnded", "GameImported");

  private static final Set<String> TERMINATIONS =
      Arrays.stream(Termination.values()).map(Enum::name).collect(Collectors.toUnmodifiableSet());

  private GameEventUpcasters() {}

  /**
   * {@code payload} of {@code type} at {@code version} brought to {@code current}, its old values
   * read as today's.
   *
   * @throws IllegalStateException when a step has no upcaster (a version bump without one)
   */
  static Map<String, Object> upcast(
      String type, int version, int current, Map<String, Object> payload) {
    Map<String, Object> p = payload;
    for (int v = version; v < current; v++) {
      UnaryOperator<Map<String, Object>> step = FROM.get(type + "@" + v);
      if (step == null) {
        throw new IllegalStateException("no upcaster for " + type + " v" + v + " to v" + (v + 1));
      }
      p = step.apply(p);
    }
    if (WITH_TERMINATION.contains(type)
        && p.get("termination") instanceof String t
        && !TERMINATIONS.contains(t)) {
      p.put("termination", Termination.UNKNOWN.name());
    }
    return p;
  }
}

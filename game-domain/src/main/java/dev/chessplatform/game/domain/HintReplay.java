package dev.chessplatform.game.domain;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The hint a player was already given in the position the game is in now (issue 33: asking again in
 * the same position shows the same hint and spends none). The position is the whole FEN, so a
 * position reached again by an undo counts, one reached by other moves (another move number) not.
 */
public final class HintReplay {

  private HintReplay() {}

  /**
   * The index in {@code events} of the latest {@link HintGiven} for {@code to} given in the
   * position the game is in after the last event, if any.
   */
  public static OptionalInt givenHere(String gameId, List<GameEvent> events, Colour to) {
    Map<String, Integer> hintAt = new HashMap<>();
    GameState s = GameState.empty(gameId);
    for (int i = 0; i < events.size(); i++) {
      GameEvent e = events.get(i);
      s = GameEvolver.apply(s, e, i + 1L, Instant.EPOCH);
      if (e instanceof HintGiven h && h.to() == to && s.game() != null) {
        hintAt.put(Fen.write(s.game().position()), i);
      }
    }
    if (s.game() == null || hintAt.isEmpty()) {
      return OptionalInt.empty();
    }
    Integer here = hintAt.get(Fen.write(s.game().position()));
    return here == null ? OptionalInt.empty() : OptionalInt.of(here);
  }
}

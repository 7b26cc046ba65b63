package dev.chessplatform.replay;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEventEnvelope;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * One game's events as game-service writes them: seq from 1, each {@code MovePlayed} with the SAN
 * and FEN the rules give and both clocks after it (the time used taken from the mover, his
 * increment added), each event {@code occurredAt} later by the time it took.
 */
final class ScriptedGame {

  private final String gameId;
  private final String white;
  private final String black;
  private final long incrementMs;
  private final List<GameEventEnvelope> events = new ArrayList<>();
  private Instant now;
  private Game game = Game.start();
  private long whiteMs;
  private long blackMs;

  ScriptedGame(
      String gameId, String white, String black, Instant start, long initialMs, long incrementMs) {
    this.gameId = gameId;
    this.white = white;
    this.black = black;
    this.now = start;
    this.whiteMs = initialMs;
    this.blackMs = initialMs;
    this.incrementMs = incrementMs;
  }

  ScriptedGame then(GameEvent event) {
    return then(event, null, 1000);
  }

  ScriptedGame then(GameEvent event, String actor, long afterMs) {
    now = now.plus(Duration.ofMillis(afterMs));
    events.add(
        GameEventEnvelope.of(
            UUID.randomUUID().toString(),
            gameId,
            events.size() + 1,
            now,
            actor == null ? null : "k-" + (events.size() + 1),
            actor,
            event));
    return this;
  }

  /** A legal move that took {@code spentMs} of the mover's clock (clocks stay 0 untimed). */
  ScriptedGame move(String uci, long spentMs) {
    Move move = UciNotation.read(game.position(), uci);
    String san = San.write(game.position(), move);
    Colour by = game.position().sideToMove() == Side.WHITE ? Colour.WHITE : Colour.BLACK;
    game = ((MoveResult.Played<Game>) game.play(move)).after();
    if (whiteMs > 0) {
      if (by == Colour.WHITE) {
        whiteMs += incrementMs - spentMs;
      } else {
        blackMs += incrementMs - spentMs;
      }
    }
    return then(
        new MovePlayed(by, uci, san, Fen.write(game.position()), spentMs, whiteMs, blackMs),
        by == Colour.WHITE ? white : black,
        spentMs);
  }

  /** Takes back the last {@code plies} on the scripted board too (clocks keep what they show). */
  ScriptedGame takeBack(int plies) {
    List<Move> keep = game.moves().subList(0, game.moves().size() - plies);
    Game g = Game.start();
    for (Move m : keep) {
      g = ((MoveResult.Played<Game>) g.play(m)).after();
    }
    game = g;
    return this;
  }

  String fen() {
    return Fen.write(game.position());
  }

  long whiteMs() {
    return whiteMs;
  }

  long blackMs() {
    return blackMs;
  }

  List<GameEventEnvelope> events() {
    return events;
  }
}

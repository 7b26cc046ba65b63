package dev.chessplatform.engine.uci;

import java.util.List;

/**
 * One line from the GUI, parsed (the UCI protocol as published with Shredder, April 2006). The
 * engine issue adds search commands by adding records here and cases in {@link UciSession}.
 */
public sealed interface UciCommand {
  record Uci() implements UciCommand {}

  record IsReady() implements UciCommand {}

  record NewGame() implements UciCommand {}

  /**
   * {@code position startpos|fen F [moves m1 m2 …]}.
   *
   * @param fen the FEN, or null for the initial position
   */
  record SetPosition(String fen, List<String> moves) implements UciCommand {}

  /** {@code go perft N}: Stockfish's divide, used by move-generation oracles. */
  record GoPerft(int depth) implements UciCommand {}

  /** Any other {@code go}: searching arrives with the engine issue. */
  record Go(List<String> arguments) implements UciCommand {}

  /** {@code d}: Stockfish's board display. */
  record Display() implements UciCommand {}

  record Stop() implements UciCommand {}

  record Quit() implements UciCommand {}

  /** A blank line, an unknown command, or a known one with bad arguments. */
  record Unknown(String line, String problem) implements UciCommand {}
}

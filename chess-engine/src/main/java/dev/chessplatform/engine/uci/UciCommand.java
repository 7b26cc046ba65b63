package dev.chessplatform.engine.uci;

import java.util.List;

/** One line from the GUI, parsed (the UCI protocol as published with Shredder, April 2006). */
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

  /**
   * {@code go} with its limits; 0 means "not given". Clock values are milliseconds.
   *
   * @param searchMoves accepted and ignored (not needed by the product)
   */
  record Go(
      int depth,
      long nodes,
      long movetime,
      long wtime,
      long btime,
      long winc,
      long binc,
      int movesToGo,
      int mate,
      boolean infinite,
      boolean ponder,
      List<String> searchMoves)
      implements UciCommand {}

  /** {@code setoption name N [value V]}; the value is null for buttons. */
  record SetOption(String name, String value) implements UciCommand {}

  record PonderHit() implements UciCommand {}

  /** {@code bench [depth]}: the node-count signature over fixed positions. */
  record Bench(int depth) implements UciCommand {}

  /** {@code levels}: the calibration table of the five levels. */
  record Levels() implements UciCommand {}

  /** {@code d}: Stockfish's board display. */
  record Display() implements UciCommand {}

  record Stop() implements UciCommand {}

  record Quit() implements UciCommand {}

  /** A blank line, an unknown command, or a known one with bad arguments. */
  record Unknown(String line, String problem) implements UciCommand {}
}

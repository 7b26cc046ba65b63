package dev.chessplatform.chess.notation;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import java.util.ArrayList;
import java.util.List;

/** A line of moves while {@link PgnReader} builds it; frozen into records by {@link #build()}. */
final class PgnLine {
  /** A move being read, with everything attached to it so far. */
  static final class Node {
    final String san;
    final Move move;
    final List<Integer> nags = new ArrayList<>();
    final List<String> before = new ArrayList<>();
    final List<String> comments = new ArrayList<>();
    final List<PgnLine> variations = new ArrayList<>();

    Node(String san, Move move) {
      this.san = san;
      this.move = move;
    }

    PgnGame.PgnMove build() {
      List<List<PgnGame.PgnMove>> vs = new ArrayList<>();
      for (PgnLine v : variations) {
        vs.add(v.build());
      }
      return new PgnGame.PgnMove(
          san,
          move,
          List.copyOf(nags),
          List.copyOf(before),
          List.copyOf(comments),
          List.copyOf(vs));
    }
  }

  final List<Node> nodes = new ArrayList<>();
  final List<String> pending = new ArrayList<>();
  final boolean skipped;
  Position position;
  Position beforeLast;

  PgnLine(Position start, boolean skipped) {
    this.position = start;
    this.skipped = skipped;
  }

  Node last() {
    return nodes.isEmpty() ? null : nodes.get(nodes.size() - 1);
  }

  void add(Node node, Position after) {
    nodes.add(node);
    beforeLast = position;
    position = after;
  }

  List<PgnGame.PgnMove> build() {
    List<PgnGame.PgnMove> moves = new ArrayList<>(nodes.size());
    for (Node n : nodes) {
      moves.add(n.build());
    }
    return List.copyOf(moves);
  }
}

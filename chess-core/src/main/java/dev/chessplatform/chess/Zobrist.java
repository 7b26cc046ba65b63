package dev.chessplatform.chess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Polyglot-compatible Zobrist keys (http://hgm.nubati.net/book_format.html), so that a position's
 * {@link Board#key()} can look moves up in any Polyglot opening book. The 781 published Random64
 * constants are read from {@code polyglot-random64.txt} next to this class.
 *
 * <p>Polyglot's rules that matter here: the en passant file is hashed only when a pawn of the side
 * to move stands beside the pawn that just made a double step (a pseudo-legal capture, even if it
 * would be illegal), and the turn key is hashed when <em>white</em> is to move.
 */
public final class Zobrist {
  private static final long[][] PIECE_SQUARE = new long[12][64];
  private static final long[] CASTLING = new long[16];
  private static final long[] EN_PASSANT_FILE = new long[8];
  private static final long WHITE_TO_MOVE;

  static {
    long[] random = load();
    for (int piece = 0; piece < 12; piece++) {
      int side = piece / 6;
      int type = piece % 6;
      // Polyglot "kind": black pawn 0, white pawn 1, black knight 2, ...
      int kind = 2 * type + (side == 0 ? 1 : 0);
      for (int sq = 0; sq < 64; sq++) {
        PIECE_SQUARE[piece][sq] = random[64 * kind + sq];
      }
    }
    // Castling bits follow Board's layout: 1 = white short, 2 = white long, 4 = black short, 8 =
    // black long, which is also Polyglot's order of keys 768..771.
    for (int rights = 0; rights < 16; rights++) {
      for (int bit = 0; bit < 4; bit++) {
        if ((rights & (1 << bit)) != 0) {
          CASTLING[rights] ^= random[768 + bit];
        }
      }
    }
    System.arraycopy(random, 772, EN_PASSANT_FILE, 0, 8);
    WHITE_TO_MOVE = random[780];
  }

  private Zobrist() {}

  private static long[] load() {
    long[] values = new long[781];
    int n = 0;
    try (InputStream in = Zobrist.class.getResourceAsStream("polyglot-random64.txt");
        BufferedReader reader =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank() && !line.startsWith("#")) {
          values[n++] = hex64(line.trim());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (n != values.length) {
      throw new IllegalStateException("polyglot-random64.txt holds " + n + " keys, not 781");
    }
    return values;
  }

  /**
   * Sixteen hex digits as the 64 bits they spell; two halves rather than {@code
   * Long.parseUnsignedLong}, which TeaVM's class library (browser-engine) does not have.
   */
  private static long hex64(String hex) {
    int split = hex.length() - 8;
    return (Long.parseLong(hex.substring(0, split), 16) << 32)
        | Long.parseLong(hex.substring(split), 16);
  }

  static long piece(int piece, int square) {
    return PIECE_SQUARE[piece][square];
  }

  static long castling(int rights) {
    return CASTLING[rights];
  }

  static long enPassant(int square) {
    return EN_PASSANT_FILE[square & 7];
  }

  static long whiteToMove() {
    return WHITE_TO_MOVE;
  }
}

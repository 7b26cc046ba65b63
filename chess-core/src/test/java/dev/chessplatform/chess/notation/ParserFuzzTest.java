package dev.chessplatform.chess.notation;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.chessplatform.chess.Position;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Feeds every parser random strings and mutations of valid input: nothing but a {@link
 * ChessFormatException} may escape, and no input may take long. Seeded, so failures repeat. {@code
 * fuzz.tries} inputs per parser: 20,000 in the normal build, a million with {@code -Pfuzz}.
 */
class ParserFuzzTest {
  private static final int TRIES = Integer.getInteger("fuzz.tries", 20_000);
  private static final Duration BUDGET = Duration.ofMinutes(30);

  private static final List<String> FENS =
      List.of(
          Fen.INITIAL,
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
          "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  private static final List<String> SANS =
      List.of(
          "e4", "Nf3", "O-O-O+", "exd8=Q#", "Nbd2", "R1a3", "0-0", "e8Q!?", "Qa1xd4", "c7-c8=N");
  private static final String PGN =
      """
      [Event "F"]
      [Site "?"]
      [FEN "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"]

      {start} 1. O-O $1 O-O-O (1... Kf8 {x} 2. Nxf7 (2. Bh6 Bxh6) 2... b3) 2. axb3?! Qc5 ; c
      3. Bh6 1-0
      [Event "G"]
      1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Ruy} 4. Ba4 Nf6 5. O-O Be7 *
      """;

  @Test
  void fenReaderOnlyThrowsTypedErrors() {
    fuzz("FEN", "rnbqkpRNBQKP12345678/ wb-KQkqa-h0123456789 ", FENS, Fen::read);
  }

  @Test
  void sanReaderOnlyThrowsTypedErrors() {
    Position kiwipete = Fen.read(FENS.get(1));
    fuzz("SAN", "NBRQKPabcdefgh12345678x=+#!?O0-:. ", SANS, s -> San.read(kiwipete, s));
  }

  @Test
  void uciMoveReaderOnlyThrowsTypedErrors() {
    Position start = Position.initial();
    fuzz(
        "UCI",
        "abcdefgh12345678qrbnk0 ",
        List.of("e2e4", "g1f3", "e7e8q"),
        s -> UciNotation.read(start, s));
  }

  @Test
  void pgnReaderOnlyThrowsTypedErrors() {
    fuzz(
        "PGN",
        "[]{}();%$\"\\ \n.1234567890-/*!?abcdefghNBRQKOx=+#",
        List.of(PGN),
        s -> PgnReader.readAll(s, PgnReader.Variations.KEEP));
  }

  private static void fuzz(
      String name, String alphabet, List<String> seeds, Consumer<String> parse) {
    long[] slowest = {0};
    assertTimeoutPreemptively(
        BUDGET,
        () -> {
          Random random = new Random(name.hashCode());
          for (int i = 0; i < TRIES; i++) {
            String input =
                i % 4 == 0
                    ? randomText(random, alphabet, random.nextInt(120))
                    : mutate(random, seeds.get(random.nextInt(seeds.size())), alphabet);
            long start = System.nanoTime();
            try {
              parse.accept(input);
            } catch (ChessFormatException expected) {
              // the one allowed failure
            } catch (RuntimeException | StackOverflowError e) {
              fail(name + " parser threw " + e + " for input <<" + input + ">>", e);
            }
            slowest[0] = Math.max(slowest[0], System.nanoTime() - start);
          }
        });
    System.out.printf("%s fuzz: %d inputs, slowest %.2f ms%n", name, TRIES, slowest[0] / 1e6);
    assertTrue(slowest[0] < 1_000_000_000L, name + " input took " + slowest[0] / 1e6 + " ms");
  }

  private static String randomText(Random random, String alphabet, int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append(
          random.nextInt(20) == 0
              ? (char) random.nextInt(0x3000)
              : alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return sb.toString();
  }

  /** One to four edits: replace, insert, delete, or duplicate a slice. */
  private static String mutate(Random random, String seed, String alphabet) {
    StringBuilder sb = new StringBuilder(seed);
    for (int edits = 1 + random.nextInt(4); edits > 0; edits--) {
      int at = sb.length() == 0 ? 0 : random.nextInt(sb.length());
      char c = alphabet.charAt(random.nextInt(alphabet.length()));
      switch (random.nextInt(4)) {
        case 0 -> {
          if (sb.length() > 0) {
            sb.setCharAt(at, c);
          }
        }
        case 1 -> sb.insert(at, c);
        case 2 -> {
          if (sb.length() > 0) {
            sb.deleteCharAt(at);
          }
        }
        default -> {
          int end = Math.min(sb.length(), at + random.nextInt(12));
          sb.insert(at, sb.substring(at, end));
        }
      }
    }
    return sb.toString();
  }
}

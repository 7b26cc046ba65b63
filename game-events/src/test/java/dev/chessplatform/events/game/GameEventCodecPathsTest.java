package dev.chessplatform.events.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * {@link GameEventCodec#decode} reads an ordinary envelope in place and leaves every other text to
 * the JSON tree: here both paths meet the same texts, and wherever the in-place reader answers, its
 * answer is the tree's.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameEventCodecPathsTest {

  private static List<String> samples() {
    List<String> texts = new ArrayList<>();
    long seq = 1;
    for (GameEvent e : EventSamples.ALL.values()) {
      texts.add(GameEventCodec.encode(EventSamples.envelope(e, seq++)));
    }
    return texts;
  }

  @Test
  void every_sample_is_read_in_place_as_the_tree_reads_it() {
    for (String text : samples()) {
      GameEventCodec.Known inPlace = GameEventCodec.readInPlace(text);
      assertNotNull(inPlace, text);
      assertEquals(GameEventCodec.decodeTree(text), inPlace, text);
    }
  }

  @Test
  void unusual_texts_get_the_trees_answer() {
    String move =
        GameEventCodec.encode(
            EventSamples.envelope(EventSamples.ALL.get(GameEvent.MovePlayed.class), 7));
    List<String> odd =
        List.of(
            move.replace("{", " {\n ").replace(",\"", " ,\t\"").replace("\":", "\" : "),
            move.replace("\"seq\":7", "\"seq\":7.0"),
            move.replace("\"seq\":7", "\"seq\":\"7\""),
            move.replace("\"seq\":7", "\"seq\":7,\"seq\":8"),
            move.replace(
                "\"type\":\"MovePlayed\"", "\"type\":\"MovePlayed\",\"type\":\"DrawOffered\""),
            move.replace("\"schemaVersion\":2", "\"schemaVersion\":1"),
            move.replace("\"schemaVersion\":2,", ""),
            move.replace("\"schemaVersion\":2", "\"schemaVersion\":3"),
            move.replace("\"type\":\"MovePlayed\"", "\"type\":\"MoveReplayed\""),
            move.replace("\"uci\"", "\"u\\u0063i\""),
            move.replace("\"gameId\"", "\"game\\u0049d\""),
            move.replace("\"whiteClockMs\":", "\"whiteClockMs\":1.5e2,\"x\":"),
            move.replace("\"whiteClockMs\":", "\"whiteClockMs\":150.0,\"x\":"),
            move.replace("\"whiteClockMs\":", "\"whiteClockMs\":null,\"x\":"),
            move.replace("\"whiteClockMs\":", "\"whiteClockMs\":true,\"x\":"),
            move.replace("\"whiteClockMs\":", "\"whiteClockMs\":-0,\"x\":"),
            move.replace("\"whiteClockMs\":", "\"whiteClockMs\":0123,\"x\":"),
            move.replace("\"whiteClockMs\":", "\"whiteClockMs\":99999999999999999999,\"x\":"),
            move.replace("\"uci\":", "\"uci\":5,\"y\":"),
            move.replace("\"uci\":", "\"extra\":{\"a\":[1,{\"b\":null}]},\"uci\":"),
            move.replace("\"payload\":", "\"payload\":{},\"p\":"),
            move.replace("\"occurredAt\":\"", "\"occurredAt\":\"x"),
            move.replace("\"eventId\":", "\"eventId\":null,\"e\":"),
            move + " ",
            move + "x",
            move.substring(0, move.length() - 1),
            move.replace("}}", "},\"after\":1}"),
            move.replace("}}", "},\"type\":\"DrawOffered\"}"),
            move.replace(",\"payload\"", ",,\"payload\""),
            "{}",
            "[]",
            "");
    for (String text : odd) {
      GameEventCodec.Known inPlace = GameEventCodec.readInPlace(text);
      if (inPlace != null) {
        assertEquals(GameEventCodec.decodeTree(text), inPlace, text);
      }
    }
    assertNotNull(GameEventCodec.readInPlace(odd.get(0)), "white space is ordinary");
    assertNull(GameEventCodec.readInPlace(odd.get(5)), "an old version goes to the upcaster");
  }

  @Test
  void texts_cut_and_changed_at_random_get_the_trees_answer() {
    Random random = new Random(19);
    List<String> texts = samples();
    String alphabet = "{}[]\",:0123456789-.eEtrufalsn \\x";
    for (int i = 0; i < 20_000; i++) {
      StringBuilder text = new StringBuilder(texts.get(random.nextInt(texts.size())));
      int changes = 1 + random.nextInt(3);
      for (int c = 0; c < changes && text.length() > 0; c++) {
        int at = random.nextInt(text.length());
        switch (random.nextInt(3)) {
          case 0 -> text.deleteCharAt(at);
          case 1 -> text.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
          default -> text.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
        }
      }
      String changed = text.toString();
      GameEventCodec.Known inPlace = GameEventCodec.readInPlace(changed);
      if (inPlace != null) {
        assertEquals(GameEventCodec.decodeTree(changed), inPlace, changed);
      }
    }
  }
}

package dev.chessplatform.events.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.GameEvent.DrawOffered;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The versioning playbook: each pattern an old or new reader meets, with its expected answer. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameEventCodecTest {

  private static final String HEAD =
      "{\"eventId\":\"e-1\",\"gameId\":\"g-1\",\"seq\":3,\"schemaVersion\":1,"
          + "\"occurredAt\":\"2026-11-29T12:00:00Z\",";

  @Test
  void every_sample_survives_a_round_trip() {
    for (GameEvent e : EventSamples.ALL.values()) {
      GameEventEnvelope envelope = EventSamples.envelope(e, 1);
      assertEquals(
          new GameEventCodec.Known(envelope),
          GameEventCodec.decode(GameEventCodec.encode(envelope)));
    }
  }

  @Test
  void the_direct_writer_writes_what_the_generic_maps_write() {
    String odd = "quote \" backslash \\ tab \t newline \n bell \u0007 Maróczy 象棋 ♞";
    for (GameEvent e : EventSamples.ALL.values()) {
      GameEventEnvelope sample = EventSamples.envelope(e, 7);
      GameEventEnvelope bare =
          GameEventEnvelope.of("e-" + odd, "g-" + odd, 1, sample.occurredAt(), null, null, e);
      GameEventEnvelope named =
          GameEventEnvelope.of(
              "e", "g", 2, Instant.parse("2026-12-02T18:00:00.123456Z"), odd, odd, e);
      for (GameEventEnvelope envelope : List.of(sample, bare, named)) {
        assertEquals(MapEncoding.encode(envelope), GameEventCodec.encode(envelope));
      }
    }
    GameEvent.PlayerSeated seated = new GameEvent.PlayerSeated("bob", Colour.BLACK, odd);
    GameEventEnvelope withOdd = EventSamples.envelope(seated, 3);
    assertEquals(MapEncoding.encode(withOdd), GameEventCodec.encode(withOdd));
  }

  @Test
  void the_head_of_every_sample_is_its_game_seq_and_type_without_the_payload() {
    for (GameEvent e : EventSamples.ALL.values()) {
      GameEventEnvelope envelope = EventSamples.envelope(e, 5);
      String text = GameEventCodec.encode(envelope);
      assertEquals(
          new GameEventCodec.Head(envelope.gameId(), 5, e.getClass()), GameEventCodec.peek(text));
      // the payload is not read: a broken one still has its head
      String broken = text.substring(0, text.indexOf("\"payload\":") + 10) + "{broken";
      assertEquals(
          new GameEventCodec.Head(envelope.gameId(), 5, e.getClass()), GameEventCodec.peek(broken));
    }
  }

  @Test
  void a_text_without_an_ordinary_head_has_none() {
    assertEquals(null, GameEventCodec.peek("not json"));
    assertEquals(null, GameEventCodec.peek(HEAD + "\"type\":\"SomethingNew\",\"payload\":{}}"));
    assertEquals(
        null,
        GameEventCodec.peek(
            "{\"eventId\":\"e\",\"seq\":1,\"type\":\"DrawOffered\",\"payload\":{}}"));
  }

  @Test
  void an_unknown_member_from_a_newer_writer_is_ignored() {
    var decoded =
        GameEventCodec.decode(
            HEAD
                + "\"type\":\"DrawOffered\",\"traceId\":\"t\","
                + "\"payload\":{\"by\":\"WHITE\",\"comment\":\"new field\"}}");
    assertEquals(
        new DrawOffered(Colour.WHITE),
        assertInstanceOf(GameEventCodec.Known.class, decoded).envelope().payload());
  }

  @Test
  void a_missing_optional_member_reads_as_its_default() {
    var decoded =
        GameEventCodec.decode(
            HEAD
                + "\"type\":\"GameCreated\",\"payload\":{\"createdBy\":\"alice\",\"mode\":\"SEEK\","
                + "\"timeControl\":{\"preset\":\"untimed\",\"initialMs\":0,\"incrementMs\":0}}}");
    GameCreated created =
        (GameCreated) assertInstanceOf(GameEventCodec.Known.class, decoded).envelope().payload();
    assertEquals(false, created.rated());
    assertEquals(null, created.startFen());
    assertEquals(null, created.drawRules());
  }

  @Test
  void an_end_this_reader_does_not_know_reads_as_unknown_and_the_game_still_ends() {
    var decoded =
        GameEventCodec.decode(
            HEAD
                + "\"type\":\"GameEnded\",\"payload\":{\"result\":\"0-1\","
                + "\"termination\":\"ARBITER_DECISION\",\"winner\":\"BLACK\",\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\","
                + "\"whiteClockMs\":1,\"blackClockMs\":2}}");
    assertEquals(
        new GameEnded("0-1", Termination.UNKNOWN, Colour.BLACK, "8/8/8/8/8/8/8/8 w - - 0 1", 1, 2),
        assertInstanceOf(GameEventCodec.Known.class, decoded).envelope().payload());
  }

  @Test
  void an_import_that_kept_the_pgn_tags_text_reads_as_an_unknown_end() {
    var decoded =
        GameEventCodec.decode(
            HEAD
                + "\"type\":\"GameImported\",\"payload\":{\"importedBy\":\"carol\","
                + "\"uciMoves\":[],\"sanMoves\":[],\"result\":\"1-0\",\"termination\":\"time forfeit\"}}");
    GameImported read =
        (GameImported) assertInstanceOf(GameEventCodec.Known.class, decoded).envelope().payload();
    assertEquals(Termination.UNKNOWN, read.termination());
  }

  @Test
  void a_seat_written_before_names_reads_without_a_name() {
    var decoded =
        GameEventCodec.decode(
            HEAD
                + "\"type\":\"PlayerSeated\",\"payload\":{\"playerId\":\"bob\",\"colour\":\"BLACK\"}}");
    assertEquals(
        new PlayerSeated("bob", Colour.BLACK, null),
        assertInstanceOf(GameEventCodec.Known.class, decoded).envelope().payload());
  }

  @Test
  void a_challenge_written_before_names_reads_without_the_invited_name() {
    var decoded =
        GameEventCodec.decode(
            HEAD
                + "\"type\":\"GameCreated\",\"payload\":{\"createdBy\":\"alice\","
                + "\"mode\":\"CHALLENGE\",\"invitedPlayer\":\"bob\"}}");
    GameCreated created =
        (GameCreated) assertInstanceOf(GameEventCodec.Known.class, decoded).envelope().payload();
    assertEquals("bob", created.invitedPlayer());
    assertEquals(null, created.invitedPlayerName());
  }

  @Test
  void an_unknown_type_is_skipped_not_failed() {
    var decoded = GameEventCodec.decode(HEAD + "\"type\":\"PieceDropped\",\"payload\":{}}");
    assertEquals(new GameEventCodec.Unknown("g-1", 3, "PieceDropped", 1), decoded);
  }

  @Test
  void a_newer_schema_version_of_a_known_type_is_skipped() {
    var decoded =
        GameEventCodec.decode(
            HEAD.replace("\"schemaVersion\":1", "\"schemaVersion\":2")
                + "\"type\":\"DrawOffered\",\"payload\":{\"by\":\"WHITE\"}}");
    assertInstanceOf(GameEventCodec.Unknown.class, decoded);
  }

  @Test
  void a_record_that_is_not_an_event_is_malformed() {
    assertInstanceOf(GameEventCodec.Malformed.class, GameEventCodec.decode("{not json"));
    assertInstanceOf(GameEventCodec.Malformed.class, GameEventCodec.decode("{\"hello\":1}"));
    assertInstanceOf(
        GameEventCodec.Malformed.class,
        GameEventCodec.decode(HEAD + "\"type\":\"MovePlayed\",\"payload\":{\"by\":\"PURPLE\"}}"));
  }

  @Test
  void a_move_keeps_its_clock_values_exactly() {
    MovePlayed move =
        new MovePlayed(Colour.BLACK, "e7e8q", "e8=Q+", "8/8/8/8/8/8/8/8 w - - 0 1", 1, 2, 3);
    var env = EventSamples.envelope(move, 9);
    var back = (GameEventCodec.Known) GameEventCodec.decode(GameEventCodec.encode(env));
    assertEquals(move, back.envelope().payload());
  }
}

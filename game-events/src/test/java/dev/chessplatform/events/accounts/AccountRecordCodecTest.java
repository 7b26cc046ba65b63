package dev.chessplatform.events.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.chessplatform.events.AsyncApiDocument;
import dev.chessplatform.events.accounts.AccountRecord.TokenEntry;
import dev.chessplatform.events.accounts.AccountRecordCodec.OtherType;
import dev.chessplatform.events.accounts.AccountRecordCodec.Read;
import dev.chessplatform.events.accounts.AccountRecordCodec.Unreadable;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The value of {@code chess.accounts}: the bytes the gateway's Jackson wrote before the record
 * moved into the contract (every member, nulls as {@code null}, {@code guest} only for a guest),
 * records of every age read back, and the AsyncAPI document's {@code AccountState} held to the
 * record.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class AccountRecordCodecTest {

  private static final Instant T0 = Instant.parse("2026-12-01T12:00:00Z");
  private static final ObjectMapper JSON = new ObjectMapper();

  private static final AccountRecord ALICE =
      new AccountRecord(
          AccountRecord.TYPE,
          AccountRecord.SCHEMA_VERSION,
          "a1",
          "alice",
          "{argon2}x",
          T0,
          2,
          List.of(
              new TokenEntry("t1", "my bot", List.of("game:play"), "n4bQ", T0, null),
              new TokenEntry(
                  "t2",
                  "login",
                  List.of("game:play", "game:read"),
                  "L-qg",
                  T0,
                  T0.plusMillis(60_500))),
          null,
          null);

  private static final AccountRecord GUEST =
      new AccountRecord(
          AccountRecord.TYPE,
          AccountRecord.SCHEMA_VERSION,
          "g1",
          "guest-3fa9c1",
          null,
          T0,
          1,
          List.of(),
          Boolean.TRUE,
          null);

  private static final AccountRecord BOT =
      new AccountRecord(
          AccountRecord.TYPE,
          AccountRecord.SCHEMA_VERSION,
          "b1",
          "stockfish_bot",
          "{argon2}y",
          T0,
          4,
          List.of(
              new TokenEntry(
                  "t3", "lichess-bot", List.of("bot:play"), "Zm9v", T0, null, "personal", "t4"),
              new TokenEntry("t4", "login", List.of("bot:play"), "YmFy", T0, T0, "login", null)),
          null,
          Boolean.TRUE);

  @Test
  void a_registered_account_is_written_as_the_gateways_jackson_wrote_it() {
    assertEquals(
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"a1\",\"name\":\"alice\","
            + "\"passwordHash\":\"{argon2}x\",\"createdAt\":\"2026-12-01T12:00:00Z\",\"version\":2,"
            + "\"tokens\":[{\"tokenId\":\"t1\",\"label\":\"my bot\",\"scopes\":[\"game:play\"],"
            + "\"sha256\":\"n4bQ\",\"createdAt\":\"2026-12-01T12:00:00Z\",\"expiresAt\":null},"
            + "{\"tokenId\":\"t2\",\"label\":\"login\",\"scopes\":[\"game:play\",\"game:read\"],"
            + "\"sha256\":\"L-qg\",\"createdAt\":\"2026-12-01T12:00:00Z\","
            + "\"expiresAt\":\"2026-12-01T12:01:00.500Z\"}]}",
        AccountRecordCodec.encode(ALICE));
  }

  @Test
  void a_guests_record_says_so_and_has_a_null_password_hash() {
    assertEquals(
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"g1\","
            + "\"name\":\"guest-3fa9c1\",\"passwordHash\":null,"
            + "\"createdAt\":\"2026-12-01T12:00:00Z\",\"version\":1,\"tokens\":[],\"guest\":true}",
        AccountRecordCodec.encode(GUEST));
  }

  @Test
  void a_bots_record_says_so_after_every_other_member() {
    assertEquals(
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"b1\","
            + "\"name\":\"stockfish_bot\",\"passwordHash\":\"{argon2}y\","
            + "\"createdAt\":\"2026-12-01T12:00:00Z\",\"version\":4,"
            + "\"tokens\":[{\"tokenId\":\"t3\",\"label\":\"lichess-bot\",\"scopes\":[\"bot:play\"],"
            + "\"sha256\":\"Zm9v\",\"createdAt\":\"2026-12-01T12:00:00Z\",\"expiresAt\":null,"
            + "\"kind\":\"personal\",\"parentTokenId\":\"t4\"},"
            + "{\"tokenId\":\"t4\",\"label\":\"login\",\"scopes\":[\"bot:play\"],"
            + "\"sha256\":\"YmFy\",\"createdAt\":\"2026-12-01T12:00:00Z\","
            + "\"expiresAt\":\"2026-12-01T12:00:00Z\",\"kind\":\"login\"}],"
            + "\"bot\":true}",
        AccountRecordCodec.encode(BOT));
  }

  @Test
  void every_record_reads_back_as_written() {
    for (AccountRecord r : List.of(ALICE, GUEST, BOT)) {
      assertEquals(new Read(r), AccountRecordCodec.decode(AccountRecordCodec.encode(r)));
    }
  }

  @Test
  void a_record_written_before_guests_and_bots_existed_is_a_registered_account_and_no_bot() {
    String old =
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"a1\",\"name\":\"alice\","
            + "\"passwordHash\":\"{argon2}x\",\"createdAt\":\"2026-12-01T12:00:00Z\","
            + "\"version\":1,\"tokens\":[]}";
    AccountRecord read = ((Read) AccountRecordCodec.decode(old)).record();
    assertNull(read.guest());
    assertFalse(read.isGuest());
    assertNull(read.bot());
    assertFalse(read.isBot());
    assertEquals(old, AccountRecordCodec.encode(read));
  }

  @Test
  void a_token_written_before_kinds_and_parents_reads_without_them_and_writes_back_the_same() {
    String old =
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"a1\",\"name\":\"alice\","
            + "\"passwordHash\":\"{argon2}x\",\"createdAt\":\"2026-12-01T12:00:00Z\",\"version\":2,"
            + "\"tokens\":[{\"tokenId\":\"t1\",\"label\":\"login\",\"scopes\":[\"game:play\"],"
            + "\"sha256\":\"n4bQ\",\"createdAt\":\"2026-12-01T12:00:00Z\",\"expiresAt\":null}]}";
    TokenEntry token = ((Read) AccountRecordCodec.decode(old)).record().tokens().get(0);
    assertNull(token.kind());
    assertNull(token.parentTokenId());
    assertEquals(old, AccountRecordCodec.encode(((Read) AccountRecordCodec.decode(old)).record()));
  }

  @Test
  void a_kind_or_parent_of_the_wrong_type_is_unreadable() {
    for (String token : List.of("{\"kind\":1}", "{\"parentTokenId\":[\"t0\"]}")) {
      assertInstanceOf(
          Unreadable.class,
          AccountRecordCodec.decode("{\"type\":\"AccountState\",\"tokens\":[" + token + "]}"),
          token);
    }
  }

  @Test
  void unknown_members_are_ignored_and_missing_ones_take_their_default() {
    String newer =
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"a1\",\"name\":\"alice\","
            + "\"avatar\":{\"url\":\"x\"},\"createdAt\":\"2026-12-01T12:00:00Z\"}";
    AccountRecord read = ((Read) AccountRecordCodec.decode(newer)).record();
    assertEquals("alice", read.name());
    assertNull(read.passwordHash());
    assertEquals(0, read.version());
    assertEquals(List.of(), read.tokens());
  }

  @Test
  void a_record_of_another_type_is_skipped_and_a_broken_one_is_unreadable() {
    assertEquals(
        new OtherType("NameReserved"),
        AccountRecordCodec.decode("{\"type\":\"NameReserved\",\"name\":\"bob\"}"));
    for (String text :
        List.of(
            "not json",
            "[1]",
            "{\"accountId\":\"a1\"}",
            "{\"type\":\"AccountState\",\"accountId\":7}",
            "{\"type\":\"AccountState\",\"createdAt\":\"yesterday\"}",
            "{\"type\":\"AccountState\",\"tokens\":[1]}",
            "{\"type\":\"AccountState\",\"guest\":\"yes\"}",
            "{\"type\":\"AccountState\",\"bot\":1}")) {
      assertInstanceOf(Unreadable.class, AccountRecordCodec.decode(text), text);
    }
    assertInstanceOf(Unreadable.class, AccountRecordCodec.decode((String) null));
  }

  @Test
  void the_documents_account_state_has_the_members_of_the_record() throws Exception {
    JsonNode schemas = document().path("components").path("schemas");
    assertEquals(members(AccountRecord.class), properties(schemas.path("AccountState")));
    assertEquals(members(TokenEntry.class), properties(schemas.path("AccountStateToken")));
  }

  @Test
  void the_records_written_are_valid_account_states() throws Exception {
    ObjectNode root = JSON.createObjectNode();
    root.put("$schema", "http://json-schema.org/draft-07/schema#");
    root.put("$ref", "#/components/messages/AccountState/payload");
    root.set("components", document().path("components"));
    JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(root);
    for (AccountRecord r : List.of(ALICE, GUEST, BOT)) {
      JsonNode written = JSON.readTree(AccountRecordCodec.encode(r));
      assertEquals(Set.of(), schema.validate(written), written.toString());
    }
  }

  @Test
  void the_documents_example_reads_as_an_account_and_writes_back_the_same() throws Exception {
    JsonNode example = document().at("/components/messages/AccountState/examples/0/payload");
    var decoded = AccountRecordCodec.decode(example.toString());
    assertTrue(decoded instanceof Read, decoded.toString());
    assertEquals(example, JSON.readTree(AccountRecordCodec.encode(((Read) decoded).record())));
  }

  private static JsonNode document() throws Exception {
    return JSON.readTree(AsyncApiDocument.text());
  }

  private static List<String> members(Class<?> record) {
    return Arrays.stream(record.getRecordComponents()).map(RecordComponent::getName).toList();
  }

  private static List<String> properties(JsonNode schema) {
    List<String> names = new ArrayList<>();
    schema.path("properties").fieldNames().forEachRemaining(names::add);
    return names;
  }
}

package dev.chessplatform.game.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Reading the records of {@code chess.accounts}: the id and the name, nothing else. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class AccountNamesTest {

  @Test
  void an_account_state_gives_its_id_and_name_only() {
    String record =
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"6f1c\",\"name\":\"alice\","
            + "\"passwordHash\":\"{argon2}$argon2id$v=19$m=16384,t=2,p=1$x$y\","
            + "\"createdAt\":\"2026-11-29T13:00:00Z\",\"version\":3,\"tokens\":[{\"tokenId\":\"9a\","
            + "\"label\":\"login\",\"scopes\":[\"game:play\"],\"sha256\":\"abc\"}],\"later\":1}";
    assertEquals(Optional.of(new AccountNames.Entry("6f1c", "alice")), AccountNames.read(record));
    assertEquals(2, AccountNames.Entry.class.getRecordComponents().length, "no hash is kept");
  }

  @Test
  void other_types_and_unreadable_records_are_skipped() {
    assertEquals(Optional.empty(), AccountNames.read("{\"type\":\"Renamed\",\"accountId\":\"a\"}"));
    assertEquals(Optional.empty(), AccountNames.read("not json"));
    assertEquals(Optional.empty(), AccountNames.read("[1]"));
    assertEquals(Optional.empty(), AccountNames.read("{\"type\":\"AccountState\",\"name\":\"x\"}"));
  }
}

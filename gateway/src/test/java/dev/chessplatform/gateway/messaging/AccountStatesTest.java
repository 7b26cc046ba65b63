package dev.chessplatform.gateway.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.chessplatform.gateway.domain.Account;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class AccountRecordTest {

  private final ObjectMapper json =
      new ObjectMapper()
          .registerModule(new JavaTimeModule())
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private static final Instant T0 = Instant.parse("2026-12-01T12:00:00Z");

  @Test
  void aRecordWrittenBeforeGuestsExistedIsARegisteredAccount() throws Exception {
    String old =
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"a1\",\"name\":\"alice\","
            + "\"passwordHash\":\"{argon2}x\",\"createdAt\":\"2026-12-01T12:00:00Z\","
            + "\"version\":1,\"tokens\":[]}";
    assertFalse(json.readValue(old, AccountRecord.class).toAccount().guest());
  }

  @Test
  void aRegisteredAccountsRecordCarriesNoGuestMember() throws Exception {
    Account alice = Account.register("a1", "alice", "{argon2}x", T0);
    assertFalse(json.writeValueAsString(AccountRecord.of(alice)).contains("guest"));
  }

  @Test
  void aGuestsRecordSaysSoAndReadsBackAsAGuest() throws Exception {
    Account guest = Account.guest("g1", "guest-3fa9c1", T0);
    String text = json.writeValueAsString(AccountRecord.of(guest));
    assertTrue(text.contains("\"guest\":true"), text);
    Account back = json.readValue(text, AccountRecord.class).toAccount();
    assertEquals(guest, back);
  }
}

package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class CredentialsTest {

  @Test
  void aNameStartingWithGuestInAnyCaseIsKeptForGuests() {
    for (String name : new String[] {"guest-x", "GUEST-3fa9c1", "Guest-alice"}) {
      assertTrue(Credentials.nameProblem(name).orElseThrow().contains("kept for guests"), name);
    }
  }

  @Test
  void namesThatOnlyResembleAGuestsAreFine() {
    for (String name : new String[] {"guest", "guestx", "guest_1", "my-guest-1"}) {
      assertEquals(Optional.empty(), Credentials.nameProblem(name), name);
    }
  }
}

package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ClientAddressTest {

  @Test
  void anIpv4AddressIsItsOwnKey() {
    assertEquals("192.0.2.7", ClientAddress.key("192.0.2.7"));
  }

  @Test
  void theAddressesOfOneIpv6Slash64ShareOneKeyWhateverTheirSpelling() {
    String key = "2001:0db8:0000:0001::/64";
    assertEquals(key, ClientAddress.key("2001:db8:0:1::1"));
    assertEquals(key, ClientAddress.key("2001:DB8:0:1:ffff:ffff:ffff:fffe"));
    assertEquals(key, ClientAddress.key("[2001:db8::1:0:0:0:9]"));
    assertEquals(key, ClientAddress.key("2001:db8:0:1::5%eth0"));
    assertEquals("2001:0db8:0000:0002::/64", ClientAddress.key("2001:db8:0:2::1"));
    assertEquals("192.0.2.1", ClientAddress.key("::ffff:192.0.2.1"), "IPv4 on a dual stack");
    assertEquals("192.0.2.1", ClientAddress.key("::ffff:c000:201"));
  }

  @Test
  void aTextThatIsNoAddressIsKeptAsItIs() {
    assertEquals("unknown", ClientAddress.key(null));
    assertEquals("not:an:address::x:y:z:w:v", ClientAddress.key("not:an:address::x:y:z:w:v"));
  }
}

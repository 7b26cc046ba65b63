package dev.chessplatform.gateway.domain;

import java.util.HexFormat;
import java.util.Locale;

/**
 * The key a client address is counted under: an IPv4 address as it is (also when a dual-stack
 * socket shows it as {@code ::ffff:a.b.c.d}), an IPv6 address by its /64 prefix, since one
 * subscriber usually holds a whole /64 (RFC 6177) and could otherwise change address with every
 * guess. A text that is neither is kept as it is (lowercased).
 */
public final class ClientAddress {

  private ClientAddress() {}

  public static String key(String host) {
    if (host == null || host.isBlank()) {
      return "unknown";
    }
    String h = host.trim().toLowerCase(Locale.ROOT);
    if (h.startsWith("[") && h.endsWith("]")) {
      h = h.substring(1, h.length() - 1);
    }
    int zone = h.indexOf('%');
    if (zone >= 0) {
      h = h.substring(0, zone);
    }
    return h.indexOf(':') >= 0 ? ipv6Prefix(h) : h;
  }

  /** The first four groups of an IPv6 literal, written out ({@code 2001:db8:0:1::/64}). */
  private static String ipv6Prefix(String literal) {
    byte[] bytes;
    try {
      bytes = ipv6Bytes(literal);
    } catch (NumberFormatException e) {
      bytes = null;
    }
    if (bytes == null) {
      return literal;
    }
    if (ipv4Mapped(bytes)) { // a dual-stack socket's IPv4 client (RFC 4291 §2.5.5.2)
      return (bytes[12] & 0xff)
          + "."
          + (bytes[13] & 0xff)
          + "."
          + (bytes[14] & 0xff)
          + "."
          + (bytes[15] & 0xff);
    }
    String hex = HexFormat.of().formatHex(bytes, 0, 8);
    return String.join(
            ":", hex.substring(0, 4), hex.substring(4, 8), hex.substring(8, 12), hex.substring(12))
        + "::/64";
  }

  /**
   * The 16 bytes of an IPv6 literal (with {@code ::} and an IPv4 tail), or null (or a {@link
   * NumberFormatException}) if it is none.
   */
  private static byte[] ipv6Bytes(String literal) {
    String text = literal;
    int lastColon = text.lastIndexOf(':');
    if (text.indexOf('.', lastColon) >= 0) { // ::ffff:192.0.2.1
      String[] v4 = text.substring(lastColon + 1).split("\\.");
      if (v4.length != 4) {
        return null;
      }
      int a = Integer.parseInt(v4[0]) << 8 | Integer.parseInt(v4[1]);
      int b = Integer.parseInt(v4[2]) << 8 | Integer.parseInt(v4[3]);
      text =
          text.substring(0, lastColon + 1) + Integer.toHexString(a) + ":" + Integer.toHexString(b);
    }
    String[] halves = text.split("::", -1);
    if (halves.length > 2) {
      return null;
    }
    String[] head = halves[0].isEmpty() ? new String[0] : halves[0].split(":");
    String[] tail =
        halves.length == 1 || halves[1].isEmpty() ? new String[0] : halves[1].split(":");
    if (halves.length == 1 ? head.length != 8 : head.length + tail.length > 7) {
      return null;
    }
    byte[] bytes = new byte[16];
    for (int i = 0; i < head.length; i++) {
      put(bytes, i, head[i]);
    }
    for (int i = 0; i < tail.length; i++) {
      put(bytes, 8 - tail.length + i, tail[i]);
    }
    return bytes;
  }

  private static boolean ipv4Mapped(byte[] bytes) {
    for (int i = 0; i < 10; i++) {
      if (bytes[i] != 0) {
        return false;
      }
    }
    return bytes[10] == (byte) 0xff && bytes[11] == (byte) 0xff;
  }

  private static void put(byte[] bytes, int group, String hex) {
    if (hex.isEmpty() || hex.length() > 4) {
      throw new NumberFormatException(hex);
    }
    int value = Integer.parseInt(hex, 16);
    bytes[2 * group] = (byte) (value >> 8);
    bytes[2 * group + 1] = (byte) value;
  }
}

package dev.chessplatform.events.accounts;

import dev.chessplatform.events.accounts.AccountRecord.TokenEntry;
import dev.chessplatform.events.internal.Instants;
import dev.chessplatform.events.internal.Json;
import dev.chessplatform.events.internal.JsonObject;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The wire form of {@link AccountRecord}, for its writer (the gateway) and its readers (the
 * gateway, game-service): one JSON object, members in the order of the components, every member
 * written ({@code null} as {@code null}) but {@code guest} and {@code bot}, and a token's {@code
 * kind} and {@code parentTokenId}, written only when set. These are the bytes the gateway's Jackson
 * wrote before the record moved here, so the topic reads the same either way.
 *
 * <p>Decoding never throws: a text that is not an account state is {@link Unreadable}, a record of
 * another {@code type} is {@link OtherType}, and a missing member has its default ({@code null},
 * {@code 0}), as a new optional member must.
 */
public final class AccountRecordCodec {

  private AccountRecordCodec() {}

  /** What a value of {@code chess.accounts} turned out to be. */
  public sealed interface Decoded permits Read, OtherType, Unreadable {}

  /** An account state. */
  public record Read(AccountRecord record) implements Decoded {}

  /** A well-formed record of a type this reader does not know: skip it. */
  public record OtherType(String type) implements Decoded {}

  /** Not an account record; {@code reason} says why. */
  public record Unreadable(String reason) implements Decoded {}

  public static String encode(AccountRecord r) {
    StringBuilder out = new StringBuilder(512);
    JsonObject.withNulls(out)
        .string("type", r.type())
        .number("schemaVersion", r.schemaVersion())
        .string("accountId", r.accountId())
        .string("name", r.name())
        .string("passwordHash", r.passwordHash())
        .instant("createdAt", r.createdAt())
        .number("version", r.version())
        .array("tokens", r.tokens(), AccountRecordCodec::token)
        .end();
    // the members left out when null: old readers and old bytes stay as they were
    optionalFlag(out, "guest", r.guest());
    optionalFlag(out, "bot", r.bot());
    return out.toString();
  }

  private static void optionalFlag(StringBuilder out, String name, Boolean value) {
    if (value != null) {
      out.setLength(out.length() - 1);
      out.append(",\"").append(name).append("\":").append(value.booleanValue()).append('}');
    }
  }

  private static void token(TokenEntry t, StringBuilder out) {
    JsonObject.withNulls(out)
        .string("tokenId", t.tokenId())
        .string("label", t.label())
        .strings("scopes", t.scopes())
        .string("sha256", t.sha256())
        .instant("createdAt", t.createdAt())
        .instant("expiresAt", t.expiresAt())
        .end();
    // new optional members (issue 51), left out when null: old tokens keep their bytes
    optionalString(out, "kind", t.kind());
    optionalString(out, "parentTokenId", t.parentTokenId());
  }

  private static void optionalString(StringBuilder out, String name, String value) {
    if (value != null) {
      out.setLength(out.length() - 1);
      out.append(",\"").append(name).append("\":");
      Json.quote(value, out);
      out.append('}');
    }
  }

  public static Decoded decode(String text) {
    Object parsed;
    try {
      parsed = text == null ? null : Json.read(text);
    } catch (Json.JsonException e) {
      return new Unreadable("not JSON: " + e.getMessage());
    }
    if (!(parsed instanceof Map<?, ?> m)) {
      return new Unreadable("not a JSON object");
    }
    if (!(m.get("type") instanceof String type)) {
      return new Unreadable("no type");
    }
    if (!AccountRecord.TYPE.equals(type)) {
      return new OtherType(type);
    }
    try {
      List<TokenEntry> tokens = new ArrayList<>();
      for (Object t : list(m, "tokens")) {
        if (!(t instanceof Map<?, ?> token)) {
          throw new IllegalArgumentException("field 'tokens' has the wrong type");
        }
        tokens.add(
            new TokenEntry(
                string(token, "tokenId"),
                string(token, "label"),
                strings(token, "scopes"),
                string(token, "sha256"),
                instant(token, "createdAt"),
                instant(token, "expiresAt"),
                string(token, "kind"),
                string(token, "parentTokenId")));
      }
      return new Read(
          new AccountRecord(
              type,
              Math.toIntExact(number(m, "schemaVersion")),
              string(m, "accountId"),
              string(m, "name"),
              string(m, "passwordHash"),
              instant(m, "createdAt"),
              number(m, "version"),
              tokens,
              flag(m, "guest"),
              flag(m, "bot")));
    } catch (IllegalArgumentException | ArithmeticException e) {
      return new Unreadable(e.getMessage());
    }
  }

  private static Object typed(Map<?, ?> m, String name, Class<?> type) {
    Object v = m.get(name);
    if (v != null && !type.isInstance(v)) {
      throw new IllegalArgumentException("field '" + name + "' has the wrong type");
    }
    return v;
  }

  private static Boolean flag(Map<?, ?> m, String name) {
    return (Boolean) typed(m, name, Boolean.class);
  }

  private static String string(Map<?, ?> m, String name) {
    return (String) typed(m, name, String.class);
  }

  private static long number(Map<?, ?> m, String name) {
    Object v = typed(m, name, Long.class);
    return v == null ? 0 : (Long) v;
  }

  private static List<?> list(Map<?, ?> m, String name) {
    Object v = typed(m, name, List.class);
    return v == null ? List.of() : (List<?>) v;
  }

  private static List<String> strings(Map<?, ?> m, String name) {
    List<String> out = new ArrayList<>();
    for (Object v : list(m, name)) {
      if (!(v instanceof String s)) {
        throw new IllegalArgumentException("field '" + name + "' has the wrong type");
      }
      out.add(s);
    }
    return out;
  }

  private static Instant instant(Map<?, ?> m, String name) {
    String v = string(m, name);
    try {
      return v == null ? null : Instants.parse(v);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException("field '" + name + "' is not an instant", e);
    }
  }
}

package dev.chessplatform.events.asyncapi;

import static dev.chessplatform.events.asyncapi.PrettyJson.object;

import java.util.List;
import java.util.Map;

/**
 * The value of {@code chess.accounts}: {@code AccountRecord} as {@code AccountRecordCodec} writes
 * it (every member, nulls as null, {@code guest} only for a guest, {@code bot} only for a bot).
 * Written by hand, because that record writes its nulls where the other records leave them out;
 * {@code AccountRecordCodecTest} holds it to the record: the same members, the codec's text of a
 * registered and a guest account valid against it, and the example read and written back unchanged.
 */
final class AccountStateSchema {

  static final String NAME = "AccountState";
  static final String TOKEN = "AccountStateToken";

  private AccountStateSchema() {}

  static void declare(Map<String, Object> schemas) {
    schemas.put(
        NAME,
        object(
            "type",
            "object",
            "description",
            "The whole state of one account (the gateway's AccountRecord). Readers skip a record"
                + " whose type they do not know and ignore members and scopes they do not know.",
            "properties",
            object(
                "type",
                object("const", NAME),
                "schemaVersion",
                object("const", 1L),
                "accountId",
                object("type", "string"),
                "name",
                object("type", "string", "description", "Unique whatever its case"),
                "passwordHash",
                object(
                    "type",
                    List.of("string", "null"),
                    "description",
                    "Argon2id, {argon2}-prefixed; null for a guest, who has no password"),
                "createdAt",
                object("type", "string", "format", "date-time"),
                "version",
                object(
                    "type",
                    "integer",
                    "format",
                    "int64",
                    "description",
                    "Raised by every change of the account"),
                "tokens",
                object("type", "array", "items", RecordSchemas.ref(TOKEN)),
                "guest",
                object(
                    "type",
                    "boolean",
                    "description",
                    "Written only for a guest's account (true); absent: a registered account"),
                "bot",
                object(
                    "type",
                    "boolean",
                    "description",
                    "Written only for a bot account (true; Lichess's BOT title, never undone):"
                        + " it plays people only by challenge; absent: not a bot")),
            "required",
            List.of(
                "type",
                "schemaVersion",
                "accountId",
                "name",
                "passwordHash",
                "createdAt",
                "version",
                "tokens")));
    schemas.put(
        TOKEN,
        object(
            "type",
            "object",
            "description",
            "One API token of an account: never its text, only the SHA-256 of it",
            "properties",
            object(
                "tokenId",
                object("type", "string"),
                "label",
                object("type", "string"),
                "scopes",
                object(
                    "type",
                    "array",
                    "description",
                    "Scope wire names, sorted (game:play, game:read …)",
                    "items",
                    object("type", "string")),
                "sha256",
                object(
                    "type", "string", "description", "SHA-256 of the whole token text, base64url"),
                "createdAt",
                object("type", "string", "format", "date-time"),
                "expiresAt",
                object(
                    "type",
                    List.of("string", "null"),
                    "format",
                    "date-time",
                    "description",
                    "null: never"),
                "kind",
                object(
                    "type",
                    "string",
                    "enum",
                    List.of("login", "personal", "app", "guest"),
                    "description",
                    "Written only when set (issue 51): login (logging in), personal (minted with"
                        + " another token), app (an OAuth app's), guest; absent: personal"),
                "parentTokenId",
                object(
                    "type",
                    "string",
                    "description",
                    "Written only when set (issue 51): the token this one was minted with; it is"
                        + " revoked with it. Absent: minted by no token")),
            "required",
            List.of("tokenId", "label", "scopes", "sha256", "createdAt", "expiresAt")));
  }

  static Map<String, Object> example() {
    return object(
        "type",
        NAME,
        "schemaVersion",
        1L,
        "accountId",
        "acc-4b6f0c1e",
        "name",
        "alice",
        "passwordHash",
        "{argon2}$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
        "createdAt",
        "2026-11-29T12:00:00Z",
        "version",
        2L,
        "tokens",
        List.of(
            object(
                "tokenId",
                "tok-1",
                "label",
                "my bot",
                "scopes",
                List.of("game:play", "game:read"),
                "sha256",
                "n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg",
                "createdAt",
                "2026-11-29T12:00:00Z",
                "expiresAt",
                "2026-12-29T12:00:00Z",
                "kind",
                "personal",
                "parentTokenId",
                "tok-0")));
  }
}

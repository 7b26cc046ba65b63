package dev.chessplatform.problems;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * The OpenAPI schema of {@link Problem}: the RFC 9457 members, the extension members the services
 * answer with, and the {@code type} URIs of every {@link ProblemCatalog} on the class path, so that
 * a generated client knows every type it may see.
 */
public final class ProblemSchema {

  /** The extension members (RFC 9457 §3.2) any service answers with, in document order. */
  static final Map<String, Schema> EXTENSIONS = extensions();

  private ProblemSchema() {}

  /** The schema, with {@code types} as the enum of {@code type}. */
  public static Schema of(List<ProblemType> types) {
    Schema schema =
        OASFactory.createSchema()
            .type(List.of(SchemaType.OBJECT))
            .description(
                "RFC 9457 problem details, the body of every error answer"
                    + " (media type application/problem+json). Clients switch on `type`; `title`"
                    + " is fixed per type, `detail` explains this occurrence, and extension"
                    + " members name what is at fault. Members not listed here may appear"
                    + " and should be ignored.")
            .addProperty(
                "type",
                string("Stable URI of the problem type; clients switch on it")
                    .format("uri")
                    .enumeration(types.stream().map(t -> (Object) t.uri().toString()).toList()))
            .addProperty("title", string("Short summary, fixed per type"))
            .addProperty(
                "status",
                integer("The HTTP status code of this answer", "int32")
                    .minimum(BigDecimal.valueOf(100))
                    .maximum(BigDecimal.valueOf(599)))
            .addProperty("detail", string("What went wrong in this occurrence, for a person"))
            .addProperty(
                "instance",
                string("The request path of this occurrence, a relative URI reference")
                    .format("uri-reference"));
    EXTENSIONS.forEach(schema::addProperty);
    return schema
        .required(List.of("type", "title", "status"))
        .additionalPropertiesBoolean(Boolean.TRUE)
        .example(example());
  }

  private static Map<String, Object> example() {
    Map<String, Object> example = new LinkedHashMap<>();
    example.put("type", ProblemType.INVALID_FIELD.uri().toString());
    example.put("title", ProblemType.INVALID_FIELD.title());
    example.put("status", ProblemType.INVALID_FIELD.status());
    example.put("detail", "Field 'movetimeMs' must be a whole number");
    example.put("instance", "/api/engine/best-move");
    example.put("field", "movetimeMs");
    return example;
  }

  private static Map<String, Schema> extensions() {
    Map<String, Schema> members = new LinkedHashMap<>();
    members.put(
        "field",
        string(
            "The request field, query parameter or header at fault, as a path into the request"
                + " (for example `moves[3]`, `opponent`, `If-Match`)"));
    members.put("gameId", string("The game the problem is about"));
    members.put("playerId", string("The player the problem is about"));
    members.put("analysisId", string("The analysis job the problem is about"));
    members.put("move", string("The move at fault, as it was sent"));
    members.put(
        "legalMoves",
        OASFactory.createSchema()
            .type(List.of(SchemaType.ARRAY))
            .items(string("A move in UCI"))
            .description("With an illegal move: the legal moves of the position, in UCI"));
    members.put(
        "castling",
        OASFactory.createSchema()
            .type(List.of(SchemaType.OBJECT))
            .description(
                "With an illegal move whose code is CASTLING_NOT_ALLOWED: why, for a client to say"
                    + " in its own language (FIDE Laws 3.8.2)")
            .addProperty(
                "reason",
                string(
                        "KING_MOVED or ROOK_MOVED: the right is lost because that piece moved"
                            + " (ROOK_MOVED also when the rook was captured); RIGHT_LOST: lost,"
                            + " but the game's history cannot tell which (a game set up from a"
                            + " FEN); IN_CHECK; ATTACKED_SQUARE: the king would cross or land on"
                            + " an attacked square; BLOCKED: a piece stands between king and rook")
                    .enumeration(
                        List.of(
                            "KING_MOVED",
                            "ROOK_MOVED",
                            "RIGHT_LOST",
                            "IN_CHECK",
                            "ATTACKED_SQUARE",
                            "BLOCKED")))
            .addProperty(
                "side",
                string("The castling refused").enumeration(List.of("KINGSIDE", "QUEENSIDE")))
            .addProperty(
                "square",
                string(
                    "BLOCKED: the first piece in the way; ATTACKED_SQUARE: the attacked square;"
                        + " ROOK_MOVED: the rook's corner"))
            .addProperty(
                "captured",
                OASFactory.createSchema()
                    .type(List.of(SchemaType.BOOLEAN))
                    .description("ROOK_MOVED only: true when the rook was captured on its corner"))
            .required(List.of("reason", "side")));
    members.put("expectedVersion", integer("The version the request expected (If-Match)", "int64"));
    members.put("currentVersion", integer("The current version of the resource", "int64"));
    members.put(
        "forSeq", integer("The game version an engine answer or a hint was computed for", "int64"));
    members.put(
        "state",
        OASFactory.createSchema()
            .type(List.of(SchemaType.OBJECT))
            .additionalPropertiesBoolean(Boolean.TRUE)
            .description("The game as it is now, in the shape game-service answers games with"));
    members.put("colour", string("The side at fault").enumeration(List.of("WHITE", "BLACK")));
    members.put("hintsUsed", integer("Hints already used in this game", "int32"));
    members.put("hintsPerGame", integer("Hints allowed per game", "int32"));
    members.put(
        "code",
        string(
            "A finer reason within the type, stable for programs (for invalid-fen: what is wrong"
                + " with the FEN)"));
    members.put("requiredScope", string("The token scope the request needs"));
    members.put("tokenId", string("The token the problem is about"));
    members.put(
        "retryAfterSeconds",
        integer("Seconds to wait before retrying; the Retry-After header says the same", "int64")
            .minimum(BigDecimal.ZERO));
    members.put("limit", string("Which rate limit was reached (per token or per client address)"));
    members.put(
        "maxBytes",
        integer(
            "The largest request body, request target or block of header fields accepted, in"
                + " bytes",
            "int64"));
    members.put("service", string("The service that did not answer (at the gateway)"));
    return Collections.unmodifiableMap(members);
  }

  private static Schema string(String description) {
    return OASFactory.createSchema().type(List.of(SchemaType.STRING)).description(description);
  }

  private static Schema integer(String description, String format) {
    return OASFactory.createSchema()
        .type(List.of(SchemaType.INTEGER))
        .format(format)
        .description(description);
  }
}

package dev.chessplatform.game.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.GameEventTypes;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.ServedOpenApi;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** game-service's OpenAPI document is a contract third parties generate clients from. */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class OpenApiDocumentTest {

  /** {@code "post /path"} → operationId, the platform's names for every operation. */
  private static final Map<String, String> OPERATION_IDS =
      Map.ofEntries(
          Map.entry("get /api/challenges", "listChallenges"),
          Map.entry("post /api/challenges", "createChallenge"),
          Map.entry("post /api/challenges/{gameId}/accept", "acceptChallenge"),
          Map.entry("post /api/challenges/{gameId}/decline", "declineChallenge"),
          Map.entry("get /api/games", "listGames"),
          Map.entry("post /api/games", "createGame"),
          Map.entry("post /api/games/import", "importGame"),
          Map.entry("get /api/games/{gameId}", "getGame"),
          Map.entry("post /api/games/{gameId}/draw/offer", "offerDraw"),
          Map.entry("post /api/games/{gameId}/draw/accept", "acceptDraw"),
          Map.entry("post /api/games/{gameId}/draw/decline", "declineDraw"),
          Map.entry("post /api/games/{gameId}/draw/claim", "claimDraw"),
          Map.entry("get /api/games/{gameId}/events", "getGameEvents"),
          Map.entry("get /api/games/{gameId}/updates", "pollGameEvents"),
          Map.entry("get /api/games/{gameId}/hints", "listHints"),
          Map.entry("post /api/games/{gameId}/hints", "askHint"),
          Map.entry("post /api/games/{gameId}/join", "joinGame"),
          Map.entry("get /api/games/{gameId}/legal-moves", "listLegalMoves"),
          Map.entry("post /api/games/{gameId}/more-time", "giveMoreTime"),
          Map.entry("post /api/games/{gameId}/moves", "playMove"),
          Map.entry("get /api/games/{gameId}/pgn", "getGamePgn"),
          Map.entry("get /api/games/{gameId}/positions/{ply}", "getGamePosition"),
          Map.entry("get /api/games/export", "exportGames"),
          Map.entry("get /api/games/{gameId}/stream", "streamGame"),
          Map.entry("get /api/games/{gameId}/summary", "getGameSummary"),
          Map.entry("post /api/games/{gameId}/takeback/request", "requestTakeback"),
          Map.entry("post /api/games/{gameId}/takeback/accept", "acceptTakeback"),
          Map.entry("post /api/games/{gameId}/takeback/decline", "declineTakeback"),
          Map.entry("post /api/games/{gameId}/resign", "resignGame"),
          Map.entry("post /api/games/{gameId}/rematch", "offerRematch"),
          Map.entry("get /api/games/{gameId}/spectators", "countSpectators"),
          Map.entry("post /api/games/{gameId}/abort", "abortGame"),
          Map.entry("post /api/games/{gameId}/undo", "undoMove"),
          Map.entry("get /api/lobby/seeks", "listSeeks"),
          Map.entry("post /api/lobby/seeks", "createSeek"),
          Map.entry("delete /api/lobby/seeks/{gameId}", "withdrawSeek"),
          Map.entry("post /api/lobby/seeks/{gameId}/accept", "acceptSeek"),
          Map.entry("get /api/lobby/stream", "streamLobby"),
          Map.entry("get /api/rooms/stream", "streamRooms"),
          Map.entry("get /api/games/stream", "streamLiveGames"),
          Map.entry("get /api/players/me/stream", "streamMyEvents"),
          Map.entry("get /api/players/me/events", "getMyEvents"),
          Map.entry("get /api/players/me/playing", "listMyGames"),
          Map.entry("get /api/players/{playerId}/games", "listPlayerGames"),
          Map.entry("get /api/players/{playerId}/games.pgn", "getPlayerGamesPgn"),
          Map.entry("get /api/rooms", "listRooms"),
          Map.entry("post /api/rooms", "createRoom"),
          Map.entry("delete /api/rooms/{gameId}", "closeRoom"),
          Map.entry("post /api/rooms/{gameId}/seats/{seat}", "sitDown"),
          Map.entry("post /api/rooms/{gameId}/swap", "swapSeats"),
          Map.entry("post /api/rooms/{gameId}/start", "startRoomGame"),
          Map.entry("post /api/rooms/{gameId}/leave", "leaveSeat"));

  private static final Set<String> CREATES =
      Set.of("createGame", "importGame", "createSeek", "createChallenge", "createRoom");

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void every_operation_has_its_agreed_unique_operation_id_and_no_action_parameter()
      throws IOException {
    Map<String, String> ids = new TreeMap<>();
    ServedOpenApi.operations(ServedOpenApi.document())
        .forEach((key, op) -> ids.put(key, op.path("operationId").asText()));

    assertEquals(new TreeMap<>(OPERATION_IDS), ids);
    assertEquals(ids.size(), new HashSet<>(ids.values()).size(), "unique: " + ids);
    ids.keySet().forEach(key -> assertFalse(key.contains("{action"), key));
  }

  @Test
  void every_operation_is_described_and_answers_a_2xx_with_a_named_schema() throws IOException {
    ServedOpenApi.operations(ServedOpenApi.document())
        .forEach(
            (key, op) -> {
              assertFalse(op.path("description").asText().isBlank(), key + " has a description");
              List<String> success = new ArrayList<>();
              op.path("responses")
                  .fields()
                  .forEachRemaining(
                      r -> {
                        if (r.getKey().equals("204")) {
                          // only beside the game, asked for by Prefer: return=minimal
                          assertTrue(r.getValue().path("content").isMissingNode(), key);
                          assertTrue(r.getValue().at("/headers/ETag").isObject(), key + " ETag");
                          assertTrue(
                              op.at("/responses/200/content/application~1json/schema/$ref")
                                  .asText()
                                  .endsWith("/GameView"),
                              key + " answers the game otherwise");
                          assertTrue(
                              r.getValue()
                                  .path("description")
                                  .asText()
                                  .contains("Prefer: return=minimal"),
                              key + " says how to ask for it");
                          assertTrue(
                              StreamSupport.stream(op.path("parameters").spliterator(), false)
                                  .noneMatch(p -> p.path("name").asText().equals("Prefer")),
                              key + ": a declared Prefer would change generated method signatures");
                        } else if (r.getKey().startsWith("2")) {
                          assertTrue(r.getValue().path("content").size() > 0, key + " has content");
                          r.getValue()
                              .path("content")
                              .fields()
                              .forEachRemaining(
                                  media -> assertNamed(key, media.getKey(), media.getValue()));
                          success.add(r.getKey());
                        }
                      });
              assertEquals(1, success.size(), key + " declares one 2xx: " + success);
              if (CREATES.contains(op.path("operationId").asText())) {
                assertEquals("201", success.get(0), key);
                assertTrue(op.at("/responses/201/headers/Location").isObject(), key + " Location");
              }
              op.path("parameters")
                  .forEach(
                      p ->
                          assertFalse(
                              p.path("description").asText().isBlank(),
                              key + " describes " + p.path("name").asText()));
              if (op.has("requestBody")) {
                JsonNode media = op.at("/requestBody/content/application~1json");
                assertTrue(
                    media.has("examples") || media.has("example"), key + " has a body example");
              }
            });
  }

  private static void assertNamed(String key, String mediaType, JsonNode media) {
    JsonNode schema = media.path("schema");
    if (mediaType.equals(GamesResource.PGN) || mediaType.equals("text/plain")) {
      assertEquals("string", schema.path("type").asText(), key);
      return;
    }
    JsonNode named = schema.has("items") ? schema.path("items") : schema;
    assertTrue(
        named.path("$ref").asText().startsWith("#/components/schemas/"),
        key + " " + mediaType + " refers to a named schema: " + schema);
  }

  @Test
  void every_command_takes_if_match_and_an_idempotency_key_and_answers_its_etag()
      throws IOException {
    ServedOpenApi.operations(ServedOpenApi.document())
        .forEach(
            (key, op) -> {
              if (key.startsWith("get ")) {
                return;
              }
              Set<String> headers = new HashSet<>();
              op.path("parameters")
                  .forEach(
                      p -> {
                        if (p.path("in").asText().equals("header")) {
                          headers.add(p.path("name").asText());
                        }
                      });
              assertTrue(headers.contains("Idempotency-Key"), key + " takes Idempotency-Key");
              if (!CREATES.contains(op.path("operationId").asText())) {
                assertTrue(headers.contains("If-Match"), key + " takes If-Match");
              }
              op.path("responses")
                  .fields()
                  .forEachRemaining(
                      r -> {
                        if (r.getKey().equals("204")) {
                          // only beside the game, asked for by Prefer: return=minimal
                          assertTrue(r.getValue().path("content").isMissingNode(), key);
                          assertTrue(r.getValue().at("/headers/ETag").isObject(), key + " ETag");
                          assertTrue(
                              op.at("/responses/200/content/application~1json/schema/$ref")
                                  .asText()
                                  .endsWith("/GameView"),
                              key + " answers the game otherwise");
                          assertTrue(
                              r.getValue()
                                  .path("description")
                                  .asText()
                                  .contains("Prefer: return=minimal"),
                              key + " says how to ask for it");
                          assertTrue(
                              StreamSupport.stream(op.path("parameters").spliterator(), false)
                                  .noneMatch(p -> p.path("name").asText().equals("Prefer")),
                              key + ": a declared Prefer would change generated method signatures");
                        } else if (r.getKey().startsWith("2")) {
                          assertTrue(r.getValue().at("/headers/ETag").isObject(), key + " ETag");
                        }
                      });
            });
  }

  @Test
  void every_error_answer_is_problem_json_and_reading_a_game_can_be_not_modified()
      throws IOException {
    JsonNode doc = ServedOpenApi.document();
    ServedOpenApi.operations(doc)
        .forEach(
            (key, op) -> {
              assertTrue(op.path("responses").has("401"), key + " declares 401");
              op.path("responses")
                  .fields()
                  .forEachRemaining(
                      r -> {
                        if (r.getKey().startsWith("4") || r.getKey().startsWith("5")) {
                          assertEquals(
                              "#/components/schemas/Problem",
                              r.getValue()
                                  .at("/content/application~1problem+json/schema/$ref")
                                  .asText(),
                              key + " " + r.getKey());
                          assertTrue(
                              r.getValue().path("description").asText().contains("`"),
                              key + " " + r.getKey() + " names its problem types");
                        }
                      });
            });
    JsonNode get = doc.at("/paths/~1api~1games~1{gameId}/get");
    assertTrue(get.at("/responses/304").isObject());
    assertTrue(get.at("/responses/200/headers/ETag").isObject());
    assertTrue(doc.at("/paths/~1api~1games~1{gameId}~1moves/post/responses/422").isObject());
  }

  @Test
  void no_framework_type_is_a_component_and_instants_are_date_times() throws IOException {
    JsonNode doc = ServedOpenApi.document();
    doc.path("components")
        .path("schemas")
        .fieldNames()
        .forEachRemaining(
            name ->
                assertFalse(
                    ServedOpenApi.FRAMEWORK_TYPES.contains(name), name + " is a framework type"));
    JsonNode schemas = doc.path("components").path("schemas");
    for (String at :
        List.of(
            "/ClockView/properties/at",
            "/GameSummaryView/properties/lastEventAt",
            "/GameRecordView/properties/updatedAt",
            "/GameEventEnvelope/properties/occurredAt")) {
      assertEquals("string", schemas.at(at + "/type").asText(), at);
      assertEquals("date-time", schemas.at(at + "/format").asText(), at);
    }
  }

  @Test
  void closed_sets_are_enums() throws IOException {
    JsonNode schemas = ServedOpenApi.document().path("components").path("schemas");

    assertEquals(
        List.of("1-0", "0-1", "1/2-1/2", "*"), ServedOpenApi.texts(schemas.at("/GameResult/enum")));
    assertEquals(
        Arrays.stream(Termination.values()).map(Enum::name).toList(),
        ServedOpenApi.texts(schemas.at("/GameTermination/enum")));
    Map<String, String> refs =
        Map.of(
            "/GameView/properties/status", "GameStatus",
            "/GameView/properties/mode", "GameMode",
            "/GameView/properties/drawRules", "DrawRules",
            "/GameView/properties/turn", "Colour",
            "/GameView/properties/result", "GameResult",
            "/GameView/properties/termination", "GameTermination",
            "/GameRecordView/properties/winner", "Colour",
            "/NewGameRequest/properties/colour", "ColourChoice",
            "/GameEnded/properties/termination", "GameTermination");
    refs.forEach(
        (at, name) ->
            assertEquals("#/components/schemas/" + name, schemas.at(at + "/$ref").asText(), at));
    for (String view : List.of("GameRecordView", "GamePositionView")) {
      assertEquals(
          "#/components/schemas/GameTermination",
          schemas.at("/" + view + "/properties/termination/$ref").asText(),
          view);
    }
    assertEquals(5, schemas.at("/ClockSetting/properties/preset/enum").size());
    assertEquals(4, schemas.at("/SeatRequest/properties/seat/enum").size());
  }

  @Test
  void the_streams_name_the_event_envelope_and_the_lobby_its_events() throws IOException {
    JsonNode doc = ServedOpenApi.document();
    assertEquals(
        "#/components/schemas/GameEventEnvelope",
        doc.at(
                "/paths/~1api~1games~1{gameId}~1stream/get/responses/200/content/text~1event-stream/schema/$ref")
            .asText());
    assertEquals(
        "#/components/schemas/GameEventEnvelope",
        doc.at(
                "/paths/~1api~1games~1{gameId}~1events/get/responses/200/content/application~1x-ndjson/schema/$ref")
            .asText());
    List<String> types =
        ServedOpenApi.texts(doc.at("/components/schemas/GameEventEnvelope/properties/type/enum"));
    assertEquals(
        GameEventTypes.all().stream().map(GameEventTypes.Registration::type).toList(), types);
    types.forEach(t -> assertTrue(doc.at("/components/schemas/" + t).isObject(), t));
    assertEquals(
        List.of("seek-opened", "seek-closed"),
        ServedOpenApi.texts(doc.at("/components/schemas/LobbyEvent/properties/event/enum")));
  }

  @Test
  void the_problem_schema_lists_this_services_types() throws IOException {
    List<String> types =
        ServedOpenApi.texts(
            ServedOpenApi.document().at("/components/schemas/Problem/properties/type/enum"));

    for (ProblemType type : new GameProblemCatalog().types()) {
      assertTrue(types.contains(type.uri().toString()), type.slug());
    }
  }

  @Test
  void the_document_stored_by_the_build_is_the_one_served() throws IOException {
    ServedOpenApi.assertStoredIsServed();
  }
}

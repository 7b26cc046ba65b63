package dev.chessplatform.lichess.application;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.config.FacadeConfig;
import dev.chessplatform.lichess.domain.EventLines;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Lichess's event stream ({@code GET /api/stream/event}) from our player stream ({@code
 * getMyEvents}), line by line: each event of ours becomes their line, made from the game's state
 * read at that moment; our empty keep-alive lines (first at once, then every 7 s) pass as theirs.
 */
@ApplicationScoped
public class EventStream {

  private final OurApi api;
  private final GameHistory history;
  private final Ratings ratings;
  private final ObjectMapper json;
  private final String base;

  public EventStream(
      OurApi api, GameHistory history, Ratings ratings, ObjectMapper json, FacadeConfig config) {
    this.api = api;
    this.history = history;
    this.ratings = ratings;
    this.json = json;
    this.base = config.publicUrl().replaceAll("/+$", "");
  }

  /** The caller's lines, an empty string for each keep-alive. */
  public Multi<String> follow(Caller caller) {
    Caller player = Players.asPlayer(caller);
    String me = caller.playerId();
    // A challenge is told once per connection: ours is sent again when its creator's seat (with
    // the name their clients need) follows its creation.
    Set<String> told = ConcurrentHashMap.newKeySet();
    return api.lines(player, "/api/players/me/events")
        .onItem()
        .transformToUniAndConcatenate(line -> line(player, me, told, line));
  }

  private Uni<String> line(Caller player, String me, Set<String> told, String line) {
    if (line.isBlank()) {
      return Uni.createFrom().item("");
    }
    JsonNode event;
    try {
      event = json.readTree(line);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      return Uni.createFrom().nullItem(); // not ours to guess at: passed by
    }
    String type = event.path("type").asText();
    JsonNode data = event.path("data");
    String gameId =
        data.has("gameId")
            ? data.path("gameId").asText()
            : data.path("game").path("gameId").asText();
    if (!GamePaths.validId(gameId) || nothingToTell(type, data, gameId, told)) {
      return Uni.createFrom().nullItem(); // decided without reading the game
    }
    boolean game = type.equals("game-started") || type.equals("game-ended");
    return history
        .state(player, gameId)
        .flatMap(
            folded ->
                (game
                        ? ratings.missingOpponentRating(player, folded.state(), me)
                        : Uni.createFrom().<Integer>nullItem())
                    .map(rating -> lichessLine(type, data, folded.state(), me, told, rating)))
        .onFailure()
        .recoverWithNull(); // a game gone from view between the event and the read: nothing to tell
  }

  /**
   * An event that makes no line whatever the game holds: an accepted challenge's closing (its
   * gameStart follows), a challenge told already, a type of ours they have no line for.
   */
  private static boolean nothingToTell(
      String type, JsonNode data, String gameId, Set<String> told) {
    return switch (type) {
      case "challenge-opened" -> told.contains(gameId);
      case "challenge-closed" -> data.path("reason").asText().equals("ACCEPTED");
      case "game-started", "game-ended" -> false;
      default -> true;
    };
  }

  private String lichessLine(
      String type, JsonNode data, GameState s, String me, Set<String> told, Integer rating) {
    return switch (type) {
      case "challenge-opened" -> {
        boolean named = s.nameOf(s.settings().createdBy()).isPresent();
        if (s.status() != GameStatus.WAITING || !named || !told.add(s.gameId())) {
          yield null;
        }
        yield LichessJson.write(EventLines.challenge(s, me, base));
      }
      case "challenge-closed" ->
          switch (data.path("reason").asText()) {
            case "DECLINED" -> LichessJson.write(EventLines.closed(s, me, base, true));
            case "WITHDRAWN" -> LichessJson.write(EventLines.closed(s, me, base, false));
            default -> null; // accepted: its gameStart follows
          };
      case "game-started", "game-ended" ->
          LichessJson.write(EventLines.game(s, me, Instant.now(), rating));
      default -> null;
    };
  }
}

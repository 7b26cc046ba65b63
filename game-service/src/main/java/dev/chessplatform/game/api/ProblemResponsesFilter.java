package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.GameProblems.ABORT_NOT_ALLOWED;
import static dev.chessplatform.game.api.GameProblems.ALREADY_STARTED;
import static dev.chessplatform.game.api.GameProblems.CLAIM_NOT_ALLOWED;
import static dev.chessplatform.game.api.GameProblems.COMPUTER_GAMES_ONLY;
import static dev.chessplatform.game.api.GameProblems.DRAW_OFFER_NOT_ALLOWED;
import static dev.chessplatform.game.api.GameProblems.ENGINE_UNAVAILABLE;
import static dev.chessplatform.game.api.GameProblems.GAME_EXISTS;
import static dev.chessplatform.game.api.GameProblems.GAME_OVER;
import static dev.chessplatform.game.api.GameProblems.HINTS_NOT_ALLOWED;
import static dev.chessplatform.game.api.GameProblems.ILLEGAL_MOVE;
import static dev.chessplatform.game.api.GameProblems.INVALID_PGN;
import static dev.chessplatform.game.api.GameProblems.INVALID_SETTINGS;
import static dev.chessplatform.game.api.GameProblems.NOTHING_PENDING;
import static dev.chessplatform.game.api.GameProblems.NOT_A_PLAYER;
import static dev.chessplatform.game.api.GameProblems.NOT_INVITED;
import static dev.chessplatform.game.api.GameProblems.NOT_STARTED;
import static dev.chessplatform.game.api.GameProblems.NOT_YOUR_TURN;
import static dev.chessplatform.game.api.GameProblems.NO_HINTS_LEFT;
import static dev.chessplatform.game.api.GameProblems.OWNER_UNAVAILABLE;
import static dev.chessplatform.game.api.GameProblems.POSITION_CHANGED;
import static dev.chessplatform.game.api.GameProblems.PRIVATE_GAME;
import static dev.chessplatform.game.api.GameProblems.REMATCH_NOT_ALLOWED;
import static dev.chessplatform.game.api.GameProblems.SEAT_TAKEN;
import static dev.chessplatform.game.api.GameProblems.TAKEBACK_NOT_ALLOWED;
import static dev.chessplatform.game.api.GameProblems.UNDO_NOT_ALLOWED;
import static dev.chessplatform.game.api.GameProblems.UNKNOWN_PLAYER;
import static dev.chessplatform.game.api.GameProblems.VERSION_CONFLICT;
import static dev.chessplatform.problems.ProblemType.FORBIDDEN;
import static dev.chessplatform.problems.ProblemType.INVALID_FIELD;
import static dev.chessplatform.problems.ProblemType.MALFORMED_REQUEST;
import static dev.chessplatform.problems.ProblemType.NOT_FOUND;
import static dev.chessplatform.problems.ProblemType.PAYLOAD_TOO_LARGE;
import static dev.chessplatform.problems.ProblemType.SERVICE_UNAVAILABLE;
import static dev.chessplatform.problems.ProblemType.UNAUTHENTICATED;
import static dev.chessplatform.problems.ProblemType.UNSUPPORTED_MEDIA_TYPE;

import dev.chessplatform.problems.ProblemResponsesContent;
import dev.chessplatform.problems.ProblemType;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Declares the problem answers of every game-service operation, from one table: which problem types
 * each operation can answer. Each status gets one response listing its types with their titles; its
 * body is the shared problem+json ({@link ProblemResponsesContent}). It runs at build time, so the
 * document stored by the build ({@code target/openapi}) is the one served; an operation missing
 * from the table fails the build.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class ProblemResponsesFilter implements OASFilter {

  /** Every call under /api/ needs the gateway's signed identity. */
  private static final List<ProblemType> ANY = List.of(UNAUTHENTICATED);

  /**
   * Reading one game: it must exist and, if private, be the caller's; while its partition is not
   * loaded or has no owner the answer is 503, not 404.
   */
  private static final List<ProblemType> READ =
      List.of(UNAUTHENTICATED, NOT_FOUND, PRIVATE_GAME, OWNER_UNAVAILABLE);

  /** Every command on a game: scope, privacy, seat, If-Match, the owner's commit. */
  private static final List<ProblemType> COMMAND =
      List.of(
          INVALID_FIELD,
          UNAUTHENTICATED,
          FORBIDDEN,
          NOT_FOUND,
          PRIVATE_GAME,
          GAME_OVER,
          VERSION_CONFLICT,
          PAYLOAD_TOO_LARGE,
          OWNER_UNAVAILABLE);

  /** A command with a JSON body. */
  private static final List<ProblemType> BODY = List.of(MALFORMED_REQUEST, UNSUPPORTED_MEDIA_TYPE);

  /** Creating a game. */
  private static final List<ProblemType> CREATE =
      List.of(
          MALFORMED_REQUEST,
          INVALID_FIELD,
          INVALID_SETTINGS,
          UNAUTHENTICATED,
          FORBIDDEN,
          GAME_EXISTS,
          PAYLOAD_TOO_LARGE,
          UNSUPPORTED_MEDIA_TYPE,
          OWNER_UNAVAILABLE);

  /** A player named by account name or id: unknown, or the directory still catching up. */
  private static final List<ProblemType> NAMED = List.of(UNKNOWN_PLAYER, SERVICE_UNAVAILABLE);

  /** The commands of a game being played, by the players. */
  private static final List<ProblemType> PLAYING = List.of(NOT_A_PLAYER, NOT_STARTED);

  /** The seat commands of a waiting game. */
  private static final List<ProblemType> SEATING = List.of(ALREADY_STARTED, SEAT_TAKEN);

  /** The room commands of seated players. */
  private static final List<ProblemType> ROOM =
      List.of(ALREADY_STARTED, NOT_A_PLAYER, INVALID_SETTINGS);

  static final Map<String, List<ProblemType>> ANSWERS =
      Map.ofEntries(
          Map.entry("listGames", ANY),
          Map.entry("createGame", with(union(CREATE, NAMED), COMPUTER_GAMES_ONLY)),
          Map.entry("importGame", with(CREATE, INVALID_PGN)),
          Map.entry("getGame", READ),
          Map.entry("listLegalMoves", READ),
          Map.entry("getGamePgn", READ),
          Map.entry("getGamePosition", with(READ, INVALID_FIELD, NOT_STARTED)),
          Map.entry("exportGames", List.of(UNAUTHENTICATED, INVALID_FIELD)),
          Map.entry("getGameSummary", List.of(UNAUTHENTICATED, NOT_FOUND, PRIVATE_GAME)),
          Map.entry("streamGame", with(READ, INVALID_FIELD)),
          Map.entry("getGameEvents", READ),
          Map.entry("countSpectators", READ),
          Map.entry("pollGameEvents", with(READ, INVALID_FIELD)),
          Map.entry("listHints", READ),
          Map.entry(
              "askHint",
              with(
                  union(COMMAND, PLAYING),
                  NOT_YOUR_TURN,
                  HINTS_NOT_ALLOWED,
                  NO_HINTS_LEFT,
                  POSITION_CHANGED,
                  ENGINE_UNAVAILABLE,
                  COMPUTER_GAMES_ONLY)),
          Map.entry(
              "playMove",
              with(
                  union(COMMAND, BODY, PLAYING),
                  NOT_YOUR_TURN,
                  DRAW_OFFER_NOT_ALLOWED,
                  ILLEGAL_MOVE,
                  COMPUTER_GAMES_ONLY)),
          Map.entry("joinGame", with(union(COMMAND, BODY, SEATING), NOT_INVITED)),
          Map.entry("resignGame", with(union(COMMAND, PLAYING), COMPUTER_GAMES_ONLY)),
          Map.entry(
              "offerRematch",
              with(union(COMMAND, NAMED, SEATING), NOT_A_PLAYER, NOT_INVITED, REMATCH_NOT_ALLOWED)),
          Map.entry(
              "abortGame", with(union(COMMAND, PLAYING), ABORT_NOT_ALLOWED, COMPUTER_GAMES_ONLY)),
          Map.entry(
              "undoMove", with(union(COMMAND, PLAYING), UNDO_NOT_ALLOWED, COMPUTER_GAMES_ONLY)),
          Map.entry("offerDraw", with(union(COMMAND, PLAYING), DRAW_OFFER_NOT_ALLOWED)),
          Map.entry("acceptDraw", with(union(COMMAND, PLAYING), NOTHING_PENDING)),
          Map.entry("declineDraw", with(union(COMMAND, PLAYING), NOTHING_PENDING)),
          Map.entry("claimDraw", with(union(COMMAND, PLAYING), NOT_YOUR_TURN, CLAIM_NOT_ALLOWED)),
          Map.entry("requestTakeback", with(union(COMMAND, PLAYING), TAKEBACK_NOT_ALLOWED)),
          Map.entry("acceptTakeback", with(union(COMMAND, PLAYING), NOTHING_PENDING)),
          Map.entry("declineTakeback", with(union(COMMAND, PLAYING), NOTHING_PENDING)),
          Map.entry("listSeeks", ANY),
          Map.entry("createSeek", CREATE),
          Map.entry("acceptSeek", union(COMMAND, SEATING)),
          Map.entry("withdrawSeek", with(COMMAND, ALREADY_STARTED, NOT_A_PLAYER)),
          Map.entry("streamLobby", ANY),
          Map.entry("listChallenges", List.of(UNAUTHENTICATED, FORBIDDEN)),
          Map.entry("createChallenge", union(CREATE, NAMED)),
          Map.entry("acceptChallenge", with(union(COMMAND, SEATING), NOT_INVITED)),
          Map.entry("declineChallenge", with(COMMAND, ALREADY_STARTED, NOT_A_PLAYER)),
          Map.entry("listRooms", ANY),
          Map.entry("createRoom", CREATE),
          Map.entry("closeRoom", with(COMMAND, ALREADY_STARTED, NOT_A_PLAYER)),
          Map.entry("sitDown", union(COMMAND, SEATING)),
          Map.entry("swapSeats", with(union(COMMAND, ROOM), NOT_STARTED)),
          Map.entry("startRoomGame", with(union(COMMAND, ROOM), NOT_STARTED)),
          Map.entry("leaveSeat", union(COMMAND, ROOM)),
          Map.entry("listPlayerGames", with(ANY, SERVICE_UNAVAILABLE)),
          Map.entry("getPlayerGamesPgn", with(ANY, SERVICE_UNAVAILABLE)));

  @Override
  public Operation filterOperation(Operation operation) {
    List<ProblemType> answers = ANSWERS.get(operation.getOperationId());
    if (answers == null) {
      throw new IllegalStateException(
          "operation "
              + operation.getOperationId()
              + " names no problem answers in ProblemResponsesFilter.ANSWERS");
    }
    byStatus(answers)
        .forEach(
            (status, types) -> {
              // The table is the one place that says which problems a status is: it also replaces
              // the "400 Bad Request" SmallRye declares by itself for an operation with a body.
              APIResponse declared = operation.getResponses().getAPIResponse(status);
              if (declared == null) {
                declared = OASFactory.createAPIResponse();
                operation.getResponses().addAPIResponse(status, declared);
              }
              declared.description(describe(types));
              if (declared.getContent() == null
                  || declared.getContent().getMediaTypes().isEmpty()) {
                declared.content(ProblemResponsesContent.problemContent());
              }
            });
    return operation;
  }

  /** The types of each status, in the order the table names them. */
  static Map<String, List<ProblemType>> byStatus(List<ProblemType> types) {
    return types.stream()
        .distinct()
        .collect(
            Collectors.groupingBy(
                t -> Integer.toString(t.status()), TreeMap::new, Collectors.toList()));
  }

  /** "`not-your-turn`: It is not your turn. `game-over`: The game is over." */
  static String describe(List<ProblemType> types) {
    return types.stream()
        .map(t -> "`" + t.slug() + "`: " + t.title() + ".")
        .collect(Collectors.joining(" "));
  }

  private static List<ProblemType> with(List<ProblemType> base, ProblemType... more) {
    return union(base, List.of(more));
  }

  @SafeVarargs
  private static List<ProblemType> union(List<ProblemType>... groups) {
    return Stream.of(groups).flatMap(List::stream).distinct().toList();
  }
}

package dev.chessplatform.lichess.api;

import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.GameExport;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.LichessJson;
import dev.chessplatform.lichess.domain.ExportJson;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Locale;

/**
 * Their game export ({@code gamePgn}) at their path, for whoever may read the game: PGN (its tags,
 * a {@code [%clk]} after every move) by default, as theirs; their JSON when {@code Accept} asks for
 * {@code application/json} or {@code application/vnd.lichess.v3+json} (berserk's default), with
 * {@code moves}, {@code clocks} and {@code pgnInJson} as their query says.
 */
@Path("/game/export")
public class ExportResource {

  static final String PGN = "application/x-chess-pgn";

  private final GameExport export;
  private final CurrentCaller caller;

  public ExportResource(GameExport export, CurrentCaller caller) {
    this.export = export;
    this.caller = caller;
  }

  @GET
  @Path("{gameId}")
  public Uni<Response> export(
      @PathParam("gameId") String gameId,
      @HeaderParam(HttpHeaders.ACCEPT) String accept,
      @QueryParam("moves") String moves,
      @QueryParam("clocks") String clocks,
      @QueryParam("pgnInJson") String pgnInJson) {
    GamePaths.check(gameId);
    if (wantsJson(accept)) {
      var asked =
          new ExportJson.Asked(flag(moves, true), flag(clocks, false), flag(pgnInJson, false));
      return export
          .json(caller.get(), gameId, asked)
          .map(g -> Response.ok(LichessJson.write(g), MediaType.APPLICATION_JSON_TYPE).build());
    }
    return export
        .pgn(caller.get(), gameId)
        .map(
            reply ->
                reply.ok()
                    ? Response.ok(reply.body(), PGN).build()
                    : LichessAnswers.refusal(reply));
  }

  /**
   * JSON when the client asks for it before PGN (Lichess's own choice: PGN unless JSON is asked).
   */
  static boolean wantsJson(String accept) {
    if (accept == null) {
      return false;
    }
    String a = accept.toLowerCase(Locale.ROOT);
    int pgn = a.indexOf(PGN);
    return java.util.stream.Stream.of("application/json", "application/vnd.lichess.v3+json")
        .mapToInt(a::indexOf)
        .anyMatch(json -> json >= 0 && (pgn < 0 || json < pgn));
  }

  /**
   * Their boolean query values: {@code true}, berserk's {@code True}, {@code 1}; else the default.
   */
  static boolean flag(String value, boolean otherwise) {
    if (value == null || value.isBlank()) {
      return otherwise;
    }
    return value.equalsIgnoreCase("true") || value.equals("1") || value.equalsIgnoreCase("yes");
  }
}

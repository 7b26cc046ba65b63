package dev.chessplatform.game.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.game.application.GameExport;
import dev.chessplatform.game.application.PlayerDirectory;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Every finished game of a time range, streamed: the analysts' bulk export. */
@Path("/api/games/export")
@Tag(name = "games")
public class GameExportResource {

  static final String NDJSON = "application/x-ndjson";

  private final GameExport export;
  private final PlayerDirectory directory;
  private final ObjectMapper json;

  public GameExportResource(GameExport export, PlayerDirectory directory, ObjectMapper json) {
    this.export = export;
    this.directory = directory;
    this.json = json;
  }

  @GET
  @Blocking
  @Produces({NDJSON, GamesResource.PGN})
  @Problems({"unauthenticated", "invalid-field"})
  @Operation(
      operationId = "exportGames",
      summary = "Export every finished game of a time range",
      description =
          "Streams every finished public game created in [since, until), oldest first (by"
              + " creation, then id), with no cap: NDJSON (one GameRecordView per line, the"
              + " default) or, with Accept: application/x-chess-pgn, PGN (one game after another,"
              + " a blank line between). To page by time, ask again with since = the last game's"
              + " createdAt and skip the ids you have (games created in the same millisecond"
              + " repeat). From the games read model: a game shows up once its end is projected.")
  @APIResponse(
      responseCode = "200",
      description = "The games, oldest first: one GameRecordView per line, or PGN",
      content = {
        @Content(mediaType = NDJSON, schema = @Schema(implementation = GameRecordView.class)),
        @Content(mediaType = GamesResource.PGN, schema = @Schema(type = SchemaType.STRING))
      })
  public Response exportGames(
      @Parameter(
              description =
                  "Games created at or after this instant (ISO-8601, e.g. 2026-12-01T10:00:00Z) or"
                      + " day (2026-12-01, midnight UTC); default: the first",
              example = "2026-12-01")
          @QueryParam("since")
          String since,
      @Parameter(
              description = "Games created before this instant or day; default: now and later",
              example = "2026-12-02")
          @QueryParam("until")
          String until,
      @Parameter(description = "Only the games of this player: account id or name", example = "bob")
          @QueryParam("player")
          String player,
      @HeaderParam(HttpHeaders.ACCEPT) String accept) {
    Instant from = instant("since", since);
    Instant to = instant("until", until);
    if (from != null && to != null && !from.isBefore(to)) {
      throw invalid("until", "until must be later than since");
    }
    String playerId =
        player == null || player.isBlank() ? null : PlayerIds.of(directory, player.trim());
    boolean pgn = accept != null && accept.contains(GamesResource.PGN);
    StreamingOutput body =
        out -> {
          Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
          try {
            export.each(
                from,
                to,
                playerId,
                game -> {
                  try {
                    if (pgn) {
                      String text = export.pgn(game);
                      w.write(text);
                      w.write(text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n");
                    } else {
                      w.write(json.writeValueAsString(GameRecordView.of(game)));
                      w.write("\n");
                    }
                    w.flush(); // each game leaves as soon as it is written
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                });
          } catch (UncheckedIOException e) {
            throw e.getCause(); // the client went away
          }
          w.flush();
        };
    return Response.ok(body, pgn ? GamesResource.PGN : NDJSON).build();
  }

  private static Instant instant(String field, String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      return text.length() == 10
          ? LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant()
          : Instant.parse(text);
    } catch (DateTimeParseException e) {
      throw invalid(
          field, "Not an instant or a day: " + text + " (e.g. 2026-12-01T10:00:00Z or 2026-12-01)");
    }
  }

  private static ProblemException invalid(String field, String detail) {
    return new ProblemException(
        Problem.of(ProblemType.INVALID_FIELD).detail(detail).with("field", field).build());
  }
}

package dev.chessplatform.rating.api;

import dev.chessplatform.problems.Problems;
import dev.chessplatform.rating.api.RatingCodes.PairingRule;
import dev.chessplatform.rating.api.RatingViews.ComputerOpponentView;
import dev.chessplatform.rating.api.RatingViews.HistoryEntryView;
import dev.chessplatform.rating.api.RatingViews.HistoryPageView;
import dev.chessplatform.rating.api.RatingViews.LeaderboardEntryView;
import dev.chessplatform.rating.api.RatingViews.LeaderboardPageView;
import dev.chessplatform.rating.api.RatingViews.OutcomeView;
import dev.chessplatform.rating.api.RatingViews.PlayerView;
import dev.chessplatform.rating.api.RatingViews.PreviewView;
import dev.chessplatform.rating.api.RatingViews.TitleBandView;
import dev.chessplatform.rating.api.RatingViews.TitleView;
import dev.chessplatform.rating.application.RatingQueries;
import dev.chessplatform.rating.config.RatingsConfig;
import dev.chessplatform.rating.domain.ComputerOpponents;
import dev.chessplatform.rating.domain.HistoryLine;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerIdFormat;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.RatingPreview;
import dev.chessplatform.rating.domain.RatingRules;
import dev.chessplatform.rating.domain.Title;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Ratings, history, leaderboard and preview; maps API ⇄ domain and nothing else. */
@Path("/api/ratings")
@Tag(
    name = "ratings",
    description = "Elo ratings, titles, the points ladder and rating history of players")
@Produces(MediaType.APPLICATION_JSON)
@Blocking
@Problems({"unauthenticated", "internal-error"})
public class RatingsResource {

  private final RatingQueries queries;
  private final RatingRules rules;
  private final RatingsConfig config;

  public RatingsResource(RatingQueries queries, RatingRules rules, RatingsConfig config) {
    this.queries = queries;
    this.rules = rules;
    this.config = config;
  }

  @GET
  @Path("/players/{playerId}")
  @Problems({"unknown-player"})
  @Operation(
      operationId = "getPlayerRating",
      summary = "A player's rating, title, W/D/L record and ladder standing",
      description =
          "The standing a game records at its start: rating (a whole number), provisional flag,"
              + " counted games and title (null while provisional). An account with no applied"
              + " rated game stands as a newcomer: 1500, provisional, nothing counted."
              + " computer:1 .. computer:5 answer their fixed standing.")
  @APIResponse(
      responseCode = "200",
      description = "The standing",
      content = @Content(schema = @Schema(implementation = PlayerView.class)))
  public PlayerView player(
      @Parameter(
              description = "An account id, or computer:1 .. computer:5 for the engine's levels",
              example = "computer:3")
          @PathParam("playerId")
          String playerId) {
    return PlayerView.of(standing("playerId", playerId));
  }

  @GET
  @Path("/players/{playerId}/history")
  @Problems({"invalid-paging", "unknown-player"})
  @Operation(
      operationId = "getRatingHistory",
      summary = "A player's rating history, newest first",
      description =
          "One entry per rated game of the player, newest first (in the order the results were"
              + " applied); empty for a newcomer.")
  @APIResponse(
      responseCode = "200",
      description = "One page of history",
      content = @Content(schema = @Schema(implementation = HistoryPageView.class)))
  public HistoryPageView history(
      @Parameter(
              description = "An account id, or computer:1 .. computer:5 for the engine's levels",
              example = "computer:3")
          @PathParam("playerId")
          String playerId,
      @Parameter(
              description = "0-based page number",
              schema =
                  @Schema(
                      type = SchemaType.INTEGER,
                      format = "int32",
                      minimum = "0",
                      maximum = "" + Paging.MAX_PAGE,
                      defaultValue = "0"))
          @QueryParam("page")
          String page,
      @Parameter(
              description =
                  "Entries per page, 1 to ratings.paging.max-size (100 unless configured);"
                      + " default ratings.paging.default-size (20 unless configured)",
              schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "1"))
          @QueryParam("size")
          String size) {
    Paging paging = Paging.parse(page, size, config.paging());
    PlayerRating standing = standing("playerId", playerId);
    String id = PlayerIdFormat.format(standing.player());
    RatingQueries.Page<HistoryLine> lines = queries.history(id, paging.page(), paging.size());
    List<HistoryEntryView> entries = lines.entries().stream().map(HistoryEntryView::of).toList();
    return new HistoryPageView(id, paging.page(), paging.size(), lines.total(), entries);
  }

  @GET
  @Path("/leaderboard")
  @Problems({"invalid-paging"})
  @Operation(
      operationId = "getLeaderboard",
      summary = "Rated players by rating, highest first",
      description =
          "Rated players only (10 or more counted games; provisional players and the computer"
              + " levels are not listed), rating descending, ties by player id.")
  @APIResponse(
      responseCode = "200",
      description = "One page of the leaderboard",
      content = @Content(schema = @Schema(implementation = LeaderboardPageView.class)))
  public LeaderboardPageView leaderboard(
      @Parameter(
              description = "0-based page number",
              schema =
                  @Schema(
                      type = SchemaType.INTEGER,
                      format = "int32",
                      minimum = "0",
                      maximum = "" + Paging.MAX_PAGE,
                      defaultValue = "0"))
          @QueryParam("page")
          String page,
      @Parameter(
              description =
                  "Entries per page, 1 to ratings.paging.max-size (100 unless configured);"
                      + " default ratings.paging.default-size (20 unless configured)",
              schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "1"))
          @QueryParam("size")
          String size) {
    Paging paging = Paging.parse(page, size, config.paging());
    List<LeaderboardEntryView> entries = new ArrayList<>();
    long rank = (long) paging.page() * paging.size();
    RatingQueries.Page<PlayerRating> rated = queries.leaderboard(paging.page(), paging.size());
    for (PlayerRating standing : rated.entries()) {
      entries.add(LeaderboardEntryView.of(++rank, standing));
    }
    return new LeaderboardPageView(paging.page(), paging.size(), rated.total(), entries);
  }

  @GET
  @Path("/players/{playerId}/preview")
  @Problems({"invalid-opponent", "unknown-player"})
  @Operation(
      operationId = "previewRatingChange",
      summary = "What a win, a draw or a loss against the opponent would do to the player",
      description =
          "The same arithmetic as applying a rated game, for each result, from both players'"
              + " standings now (a newcomer's for an account with no rated game).")
  @APIResponse(
      responseCode = "200",
      description = "The three outcomes",
      content = @Content(schema = @Schema(implementation = PreviewView.class)))
  public PreviewView preview(
      @Parameter(
              description = "An account id, or computer:1 .. computer:5 for the engine's levels",
              example = "computer:3")
          @PathParam("playerId")
          String playerId,
      @Parameter(description = "The opponent's player id", required = true, example = "computer:3")
          @QueryParam("opponent")
          String opponent) {
    if (opponent == null || opponent.isBlank()) {
      throw RatingProblems.invalidOpponent(
          "Query parameter 'opponent' is required: the player id to preview against, for"
              + " example computer:3");
    }
    PlayerRating me = standing("playerId", playerId);
    PlayerRating them = standing("opponent", opponent);
    if (me.player().equals(them.player())) {
      throw RatingProblems.invalidOpponent(
          "'opponent' is the player themself ('" + opponent + "'): name another player");
    }
    RatingPreview preview = rules.preview(me, them);
    return new PreviewView(
        PlayerIdFormat.format(me.player()),
        PlayerIdFormat.format(them.player()),
        me.rating(),
        me.ladderPoints(),
        PairingRule.of(preview.pairing()),
        OutcomeView.of(preview.ifWin()),
        OutcomeView.of(preview.ifDraw()),
        OutcomeView.of(preview.ifLoss()));
  }

  @GET
  @Path("/titles")
  @Problems({})
  @Operation(
      operationId = "listTitles",
      summary = "The 16 title bands, highest first",
      description = "Each band's code, names and lowest rating (seed 004).")
  @APIResponse(
      responseCode = "200",
      description = "The bands",
      content =
          @Content(schema = @Schema(type = SchemaType.ARRAY, implementation = TitleBandView.class)))
  public List<TitleBandView> titles() {
    return Arrays.stream(Title.values()).map(TitleBandView::of).toList();
  }

  @GET
  @Path("/computer-opponents")
  @Problems({})
  @Operation(
      operationId = "listComputerOpponents",
      summary = "The engine's levels with their fixed, published ratings",
      description =
          "Levels 1 to 5 as rated players: games against them count for a human, and their"
              + " ratings never move.")
  @APIResponse(
      responseCode = "200",
      description = "The five levels",
      content =
          @Content(
              schema =
                  @Schema(type = SchemaType.ARRAY, implementation = ComputerOpponentView.class)))
  public List<ComputerOpponentView> computerOpponents() {
    List<ComputerOpponentView> levels = new ArrayList<>();
    for (int level = 1; level <= ComputerOpponents.LEVELS; level++) {
      PlayerRating standing = rules.initial(PlayerId.computer(level));
      levels.add(
          new ComputerOpponentView(
              PlayerIdFormat.format(standing.player()),
              level,
              standing.rating(),
              standing.title().map(TitleView::of).orElseThrow()));
    }
    return levels;
  }

  private PlayerRating standing(String field, String playerId) {
    return queries
        .standingOf(playerId)
        .orElseThrow(() -> RatingProblems.unknownPlayer(field, playerId));
  }
}

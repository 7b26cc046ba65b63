package dev.chessplatform.rating.api;

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
import dev.chessplatform.rating.application.PlayerIdFormat;
import dev.chessplatform.rating.application.RatingQueries;
import dev.chessplatform.rating.config.RatingsConfig;
import dev.chessplatform.rating.domain.ComputerOpponents;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.RatingPreview;
import dev.chessplatform.rating.domain.RatingRules;
import dev.chessplatform.rating.domain.Title;
import dev.chessplatform.rating.persistence.HistoryRepository;
import dev.chessplatform.rating.persistence.PlayerRepository;
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
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Ratings, history, leaderboard and preview; maps API ⇄ domain and nothing else. */
@Path("/api/ratings")
@Tag(name = "ratings")
@Produces(MediaType.APPLICATION_JSON)
@Blocking
public class RatingsResource {

  private final RatingQueries queries;
  private final PlayerRepository players;
  private final HistoryRepository history;
  private final RatingRules rules;
  private final RatingsConfig config;

  public RatingsResource(
      RatingQueries queries,
      PlayerRepository players,
      HistoryRepository history,
      RatingRules rules,
      RatingsConfig config) {
    this.queries = queries;
    this.players = players;
    this.history = history;
    this.rules = rules;
    this.config = config;
  }

  @GET
  @Path("/players/{playerId}")
  @Operation(summary = "A player's rating, title, W/D/L record and ladder standing")
  @APIResponse(responseCode = "200", description = "The standing")
  @APIResponse(responseCode = "404", description = "No rated game of this player has been applied")
  @APIResponse(responseCode = "500", description = "Unexpected error")
  public PlayerView player(@PathParam("playerId") String playerId) {
    return PlayerView.of(known("playerId", playerId));
  }

  @GET
  @Path("/players/{playerId}/history")
  @Operation(summary = "A player's rating history, newest first")
  @APIResponse(responseCode = "200", description = "One page of history")
  @APIResponse(responseCode = "400", description = "page or size out of range")
  @APIResponse(responseCode = "404", description = "No rated game of this player has been applied")
  @APIResponse(responseCode = "500", description = "Unexpected error")
  public HistoryPageView history(
      @PathParam("playerId") String playerId,
      @Parameter(description = "0-based page, default 0") @QueryParam("page") String page,
      @Parameter(description = "page size, 1..max (default 20, max 100)") @QueryParam("size")
          String size) {
    Paging paging = Paging.parse(page, size, config.paging());
    PlayerRating standing = known("playerId", playerId);
    String id = PlayerIdFormat.format(standing.player());
    List<HistoryEntryView> entries =
        history.page(id, paging.page(), paging.size()).stream().map(HistoryEntryView::of).toList();
    return new HistoryPageView(id, paging.page(), paging.size(), history.count(id), entries);
  }

  @GET
  @Path("/leaderboard")
  @Operation(
      summary = "Rated players (10+ counted games) by rating, highest first; ties by player id")
  @APIResponse(responseCode = "200", description = "One page of the leaderboard")
  @APIResponse(responseCode = "400", description = "page or size out of range")
  @APIResponse(responseCode = "500", description = "Unexpected error")
  public LeaderboardPageView leaderboard(
      @Parameter(description = "0-based page, default 0") @QueryParam("page") String page,
      @Parameter(description = "page size, 1..max (default 20, max 100)") @QueryParam("size")
          String size) {
    Paging paging = Paging.parse(page, size, config.paging());
    List<LeaderboardEntryView> entries = new ArrayList<>();
    long rank = (long) paging.page() * paging.size();
    for (var stored : players.leaderboard(paging.page(), paging.size())) {
      entries.add(LeaderboardEntryView.of(++rank, stored.standing()));
    }
    return new LeaderboardPageView(paging.page(), paging.size(), players.countRated(), entries);
  }

  @GET
  @Path("/players/{playerId}/preview")
  @Operation(summary = "What a win, a draw or a loss against the opponent would do to the player")
  @APIResponse(responseCode = "200", description = "The three outcomes")
  @APIResponse(responseCode = "400", description = "opponent missing or the player themself")
  @APIResponse(responseCode = "404", description = "The player or the opponent has no rating")
  @APIResponse(responseCode = "500", description = "Unexpected error")
  public PreviewView preview(
      @PathParam("playerId") String playerId,
      @Parameter(description = "the opponent's player id, for example computer:3", required = true)
          @QueryParam("opponent")
          String opponent) {
    if (opponent == null || opponent.isBlank()) {
      throw RatingProblems.invalidOpponent("'opponent' is required");
    }
    PlayerRating me = known("playerId", playerId);
    PlayerRating them = known("opponent", opponent);
    if (me.player().equals(them.player())) {
      throw RatingProblems.invalidOpponent("A player cannot play themself");
    }
    RatingPreview preview = rules.preview(me, them);
    return new PreviewView(
        PlayerIdFormat.format(me.player()),
        PlayerIdFormat.format(them.player()),
        me.rating(),
        me.ladderPoints(),
        preview.pairing().name(),
        OutcomeView.of(preview.ifWin()),
        OutcomeView.of(preview.ifDraw()),
        OutcomeView.of(preview.ifLoss()));
  }

  @GET
  @Path("/titles")
  @Operation(summary = "The 16 title bands, highest first")
  @APIResponse(responseCode = "200", description = "The bands")
  public List<TitleBandView> titles() {
    return Arrays.stream(Title.values()).map(TitleBandView::of).toList();
  }

  @GET
  @Path("/computer-opponents")
  @Operation(summary = "The engine's levels with their fixed, published ratings")
  @APIResponse(responseCode = "200", description = "The five levels")
  public List<ComputerOpponentView> computerOpponents() {
    List<ComputerOpponentView> levels = new ArrayList<>();
    for (int level = 1; level <= ComputerOpponents.LEVELS; level++) {
      PlayerRating standing = rules.initial(PlayerId.computer(level));
      levels.add(
          new ComputerOpponentView(
              PlayerIdFormat.format(standing.player()),
              level,
              standing.rating(),
              standing.title().map(TitleView::of).orElse(null)));
    }
    return levels;
  }

  private PlayerRating known(String field, String playerId) {
    return queries
        .standingOf(playerId)
        .orElseThrow(() -> RatingProblems.unknownPlayer(field, playerId));
  }
}

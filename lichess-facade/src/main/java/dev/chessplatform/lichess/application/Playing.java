package dev.chessplatform.lichess.application;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.domain.EventLines;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Their {@code GET /api/account/playing}: the caller's games being played (ours, {@code
 * listMyGames}), each as their event stream shows a game, those where it is the caller's turn
 * first, then by the time the caller has left.
 */
@ApplicationScoped
public class Playing {

  /** Their answer: the games, and how many wait for the caller's move. */
  public record NowPlaying(List<EventLines.PlayingGame> nowPlaying, int nbMyTurn) {}

  private final OurApi api;
  private final GameHistory history;
  private final Ratings ratings;

  public Playing(OurApi api, GameHistory history, Ratings ratings) {
    this.api = api;
    this.history = history;
    this.ratings = ratings;
  }

  public Uni<NowPlaying> of(Caller caller, int nb) {
    Caller player = Players.asPlayer(caller);
    return api.sendOk(player, "GET", "/api/players/me/playing", null)
        .flatMap(
            reply -> {
              List<Uni<EventLines.PlayingGame>> games = new ArrayList<>();
              for (JsonNode game : reply.json()) {
                String id = game.path("gameId").asText();
                games.add(
                    history
                        .state(player, id)
                        .flatMap(
                            f ->
                                ratings
                                    .missingOpponentRating(player, f.state(), caller.playerId())
                                    .map(
                                        r ->
                                            EventLines.playing(
                                                f.state(), caller.playerId(), Instant.now(), r)))
                        .onFailure()
                        .recoverWithNull()); // ended and gone from view since the list
              }
              if (games.isEmpty()) {
                return Uni.createFrom().item(new NowPlaying(List.of(), 0));
              }
              return Uni.join().all(games).andFailFast().map(all -> answer(all, nb));
            });
  }

  private static NowPlaying answer(List<EventLines.PlayingGame> all, int nb) {
    List<EventLines.PlayingGame> games =
        all.stream()
            .filter(g -> g != null && g.status().equals("started"))
            .sorted(
                Comparator.comparing((EventLines.PlayingGame g) -> !g.isMyTurn())
                    .thenComparingLong(EventLines.PlayingGame::secondsLeft))
            .limit(nb)
            .toList();
    return new NowPlaying(
        games, (int) games.stream().filter(EventLines.PlayingGame::isMyTurn).count());
  }
}

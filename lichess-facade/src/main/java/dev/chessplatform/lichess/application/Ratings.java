package dev.chessplatform.lichess.application;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.regex.Pattern;

/**
 * A rating their lines need where the game has none: their opponent of a game event carries a
 * rating, and a game that started while rating-service did not answer game-service in time recorded
 * none ({@code PlayersRated} absent). Then the player's rating now is asked of rating-service.
 */
@ApplicationScoped
public class Ratings {

  private static final Pattern PLAYER = Pattern.compile("[0-9A-Za-z:_-]{1,64}");

  private final OurApi api;

  public Ratings(OurApi api) {
    this.api = api;
  }

  /** The opponent's rating of {@code me} in {@code s} when the game recorded none, else null. */
  public Uni<Integer> missingOpponentRating(Caller caller, GameState s, String me) {
    if (s.ratings() != null || s.colourOf(me).isEmpty()) {
      return Uni.createFrom().nullItem();
    }
    Colour mine = s.colourOf(me).get();
    String opponent = s.playerOf(mine.opponent());
    if (opponent == null || !PLAYER.matcher(opponent).matches()) {
      return Uni.createFrom().nullItem();
    }
    return api.ratings(caller, "/api/ratings/players/" + opponent)
        .map(reply -> reply.ok() ? rating(reply.json().path("rating")) : null)
        .onFailure()
        .recoverWithNull();
  }

  private static Integer rating(JsonNode rating) {
    return rating.isNumber() ? rating.asInt() : null;
  }
}

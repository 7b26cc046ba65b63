package dev.chessplatform.lichess.application;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The in-game calls of the Bot and Board API as our commands: a move (with a draw offered or
 * agreed), resign, abort, a draw or takeback answered yes or no. "Yes" means agree when the
 * opponent asked, ask otherwise, as theirs does; which of the two is read from the game's state.
 */
@ApplicationScoped
public class GameCommands {

  /** Their move: UCI, lower case, a promotion letter last. */
  private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

  /** A call refused before it reaches our API: the field at fault and why. */
  public static final class Invalid extends RuntimeException {
    private final String field;

    public Invalid(String field, String detail) {
      super(detail, null, false, false);
      this.field = field;
    }

    public String field() {
      return field;
    }
  }

  private final OurApi api;
  private final GameHistory history;

  public GameCommands(OurApi api, GameHistory history) {
    this.api = api;
    this.history = history;
  }

  public Uni<OurApi.Reply> move(Caller caller, String gameId, String uci, boolean offeringDraw) {
    if (uci == null || !UCI.matcher(uci).matches()) {
      return Uni.createFrom()
          .failure(new Invalid("move", "A move is in UCI, such as e2e4 or e7e8q: not " + uci));
    }
    Caller player = Players.asPlayer(caller);
    String moves = GamePaths.game(gameId) + "/moves";
    String body = "{\"move\":\"" + uci + "\",\"offerDraw\":" + offeringDraw + "}";
    if (!offeringDraw) {
      return api.send(player, "POST", moves, body);
    }
    // Offering a draw while the opponent offers one is agreeing to it (their rule).
    return opponentAsks(player, gameId, GameState::drawOffer)
        .flatMap(
            asks ->
                asks
                    ? api.send(player, "POST", GamePaths.game(gameId) + "/draw/accept", null)
                    : api.send(player, "POST", moves, body));
  }

  public Uni<OurApi.Reply> command(Caller caller, String gameId, String command) {
    return api.send(Players.asPlayer(caller), "POST", GamePaths.game(gameId) + "/" + command, null);
  }

  /** {@code draw/yes}: agree to the opponent's offer, else offer; {@code no}: decline it. */
  public Uni<OurApi.Reply> draw(Caller caller, String gameId, String answer) {
    return answer(
        caller, gameId, answer, GameState::drawOffer, "draw/accept", "draw/offer", "draw/decline");
  }

  /** {@code takeback/yes}: accept the opponent's request, else ask; {@code no}: decline it. */
  public Uni<OurApi.Reply> takeback(Caller caller, String gameId, String answer) {
    return answer(
        caller,
        gameId,
        answer,
        GameState::takebackRequest,
        "takeback/accept",
        "takeback/request",
        "takeback/decline");
  }

  private Uni<OurApi.Reply> answer(
      Caller caller,
      String gameId,
      String answer,
      java.util.function.Function<GameState, Colour> pending,
      String agree,
      String ask,
      String decline) {
    Optional<Boolean> yes = yesOrNo(answer);
    if (yes.isEmpty()) {
      return Uni.createFrom().failure(new Invalid("accept", "Answer yes or no: not " + answer));
    }
    Caller player = Players.asPlayer(caller);
    if (!yes.get()) {
      return command(caller, gameId, decline);
    }
    return opponentAsks(player, gameId, pending)
        .flatMap(asks -> command(caller, gameId, asks ? agree : ask));
  }

  /** Whether the side that asks (an offer, a request) is the caller's opponent. */
  private Uni<Boolean> opponentAsks(
      Caller player, String gameId, java.util.function.Function<GameState, Colour> pending) {
    return history
        .state(player, gameId)
        .map(
            f -> {
              Colour asking = pending.apply(f.state());
              Optional<Colour> mine = f.state().colourOf(player.playerId());
              return asking != null && mine.isPresent() && asking != mine.get();
            });
  }

  /** Their {@code yes}/{@code no}, or the booleans their schema also allows. */
  static Optional<Boolean> yesOrNo(String answer) {
    return switch (answer == null ? "" : answer) {
      case "yes", "true" -> Optional.of(true);
      case "no", "false" -> Optional.of(false);
      default -> Optional.empty();
    };
  }
}

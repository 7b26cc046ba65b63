package dev.chessplatform.game.application;

import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.RematchOffered;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A rematch after the end: the first player to ask records {@code RematchOffered} on the game that
 * ended and the rematch is created as a challenge to the opponent, same clock, same rating rule,
 * colours swapped; the opponent accepts by asking too (or by accepting the challenge). The answer
 * is always the rematch game, its players named as in the game that ended. Asking again is
 * harmless: an offer already recorded is not written twice and its challenge is created once (its
 * create carries a fixed Idempotency-Key).
 */
@ApplicationScoped
public class Rematches {

  private final GameCommands commands;
  private final GameRegistry registry;

  public Rematches(GameCommands commands, GameRegistry registry) {
    this.commands = commands;
    this.registry = registry;
  }

  /** {@code actor} asks for a rematch of game {@code gameId}; the outcome is the rematch game's. */
  public CompletionStage<CommandOutcome> ask(String gameId, String actor, CommandOptions options) {
    Optional<GameState> ended = registry.find(gameId).map(LiveGame::state);
    RematchOffered offered = ended.map(GameState::rematch).orElse(null);
    if (offered != null
        && ended.get().colourOf(actor).equals(Optional.of(offered.by().opponent()))) {
      return commands.send(offered.rematchGameId(), new GameCommand.Join(actor, null), options);
    }
    String rematchId = offered != null ? offered.rematchGameId() : commands.newGameId(actor, null);
    return commands
        .send(gameId, new GameCommand.OfferRematch(actor, rematchId), options)
        .thenCompose(outcome -> afterOffer(outcome, actor));
  }

  /** Once the offer is recorded (now, or before by the same player), its challenge is created. */
  private CompletionStage<CommandOutcome> afterOffer(CommandOutcome outcome, String actor) {
    GameState ended = null;
    if (outcome instanceof CommandOutcome.Applied a) {
      ended = a.state();
    } else if (outcome instanceof CommandOutcome.Replayed r) {
      ended = r.state();
    } else if (outcome instanceof CommandOutcome.Refused r && offeredBy(r.state(), actor)) {
      ended = r.state();
    }
    if (ended == null || ended.rematch() == null) {
      return CompletableFuture.completedFuture(outcome);
    }
    return commands.send(
        ended.rematch().rematchGameId(),
        challenge(ended, actor),
        new CommandOptions(null, "rematch-of-" + ended.gameId()));
  }

  private static boolean offeredBy(GameState s, String actor) {
    return s.rematch() != null && s.colourOf(actor).equals(Optional.of(s.rematch().by()));
  }

  /** The rematch: the same game's settings, the opponent invited, the colours swapped. */
  private static GameCommand.CreateGame challenge(GameState ended, String actor) {
    GameCreated s = ended.settings();
    boolean wasWhite = actor.equals(ended.white());
    String opponent = wasWhite ? ended.black() : ended.white();
    return new GameCommand.CreateGame(
        actor,
        GameMode.CHALLENGE,
        s.timeControl(),
        s.rated(),
        wasWhite ? ColourChoice.BLACK : ColourChoice.WHITE,
        s.startFen(),
        s.drawRules(),
        s.privateGame(),
        opponent,
        null,
        null,
        ended.nameOf(actor).orElse(null), // the names the game knew: the challenge shows them
        ended.nameOf(opponent).orElse(null));
  }
}

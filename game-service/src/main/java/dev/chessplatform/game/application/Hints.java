package dev.chessplatform.game.application;

import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameDecider;
import dev.chessplatform.game.domain.GameError;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.HintReplay;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * A hint (seed 003: on your turn, at most 3 per game). The allowance is checked before the engine
 * is asked, so a refused hint costs no search; the engine's move then goes to the game's writer as
 * {@code GiveHint}, which checks again and appends {@code HintGiven}: two racing requests cannot
 * both take the last hint, and a restart cannot forget one (the count is the events). A retry with
 * the same Idempotency-Key is answered with the hint first given, and so is a second request in the
 * position a hint was given in (issue 33): the same move again, nothing spent.
 */
@ApplicationScoped
public class Hints {

  /** Request ids of hints start with this: their late answers are never taken for a move. */
  public static final String REQUEST_PREFIX = "hint-";

  /** How a request for a hint ended. */
  public sealed interface HintOutcome {

    /** The hint, appended as event {@code seq}; {@code replayed} for a retried request. */
    record Given(GameState state, long seq, HintGiven hint, boolean replayed)
        implements HintOutcome {}

    /** No hint: the game refused it, or the command was not written (see the outcome). */
    record NotGiven(CommandOutcome outcome) implements HintOutcome {}

    /** The engine gave no move ({@code why}, in words); nothing was counted. */
    record EngineSilent(String why) implements HintOutcome {}
  }

  private final GameRegistry registry;
  private final GameCommands commands;
  private final EngineChannel engine;
  private final GamesConfig.Computer config;

  public Hints(
      GameRegistry registry, GameCommands commands, EngineChannel engine, GamesConfig config) {
    this.registry = registry;
    this.commands = commands;
    this.engine = engine;
    this.config = config.computer();
  }

  /** The {@code HintGiven} events of a game, oldest first. */
  public List<GameEventEnvelope> given(String gameId) {
    return registry.find(gameId).map(LiveGame::events).orElse(List.of()).stream()
        .filter(e -> e.payload() instanceof HintGiven)
        .toList();
  }

  /** A hint for {@code actor} in game {@code gameId}. */
  public CompletionStage<HintOutcome> ask(String gameId, String actor, CommandOptions options) {
    Optional<LiveGame> game = registry.find(gameId);
    if (game.isEmpty()) {
      return done(new HintOutcome.NotGiven(commands.absent(gameId)));
    }
    GameState s = game.get().state();
    if (options.expectedVersion() != null && options.expectedVersion() != s.version()) {
      return done(
          new HintOutcome.NotGiven(
              new CommandOutcome.VersionMismatch(options.expectedVersion(), s)));
    }
    Optional<GameError> refused = GameDecider.hintRefusal(s, actor, Instant.now());
    Optional<HintOutcome> again = givenHere(game.get(), actor, refused);
    if (again.isPresent()) {
      return done(again.get());
    }
    if (refused.isPresent() && options.idempotencyKey() == null) {
      // With a key the writer answers: a retry of a hint already given is a replay, not a refusal.
      return done(new HintOutcome.NotGiven(new CommandOutcome.Refused(refused.get(), s)));
    }
    return engine
        .ask(request(s))
        .orTimeout(config.hintTimeout().toMillis(), TimeUnit.MILLISECONDS)
        .handle((result, error) -> result)
        .thenCompose(
            result -> {
              if (result == null || !EngineResult.Status.MOVE.equals(result.status())) {
                return done(new HintOutcome.EngineSilent(unanswered(result)));
              }
              var command =
                  new GameCommand.GiveHint(
                      actor, s.version(), result.bestMove(), result.scoreCp(), result.mateIn());
              return commands
                  .submit(gameId, command, options)
                  .thenApply(outcome -> outcome(outcome, actor));
            });
  }

  /**
   * The hint already given to {@code actor} in the position the game is in, shown again without
   * spending one (nor asking the engine), also when none are left; not when the game refuses hints
   * for another reason (it ended, it is not the player's turn).
   */
  private static Optional<HintOutcome> givenHere(
      LiveGame game, String actor, Optional<GameError> refused) {
    Optional<Colour> colour = game.state().colourOf(actor);
    if (colour.isEmpty()
        || refused.isPresent() && refused.get().kind() != GameError.Kind.NO_HINTS_LEFT) {
      return Optional.empty();
    }
    List<GameEventEnvelope> events = game.events();
    OptionalInt here =
        HintReplay.givenHere(
            game.gameId(), events.stream().map(GameEventEnvelope::payload).toList(), colour.get());
    if (here.isEmpty()) {
      return Optional.empty();
    }
    GameEventEnvelope hint = events.get(here.getAsInt());
    return Optional.of(
        new HintOutcome.Given(game.state(), hint.seq(), (HintGiven) hint.payload(), true));
  }

  private HintOutcome outcome(CommandOutcome outcome, String actor) {
    if (outcome instanceof CommandOutcome.Applied a) {
      for (GameEventEnvelope e : a.events()) {
        if (e.payload() instanceof HintGiven h) {
          return new HintOutcome.Given(a.state(), e.seq(), h, false);
        }
      }
    }
    if (outcome instanceof CommandOutcome.Replayed r) {
      var colour = r.state().colourOf(actor).orElse(null);
      Optional<GameEventEnvelope> last =
          given(r.state().gameId()).stream()
              .filter(e -> ((HintGiven) e.payload()).to() == colour)
              .reduce((first, second) -> second);
      if (last.isPresent()) {
        return new HintOutcome.Given(
            r.state(), last.get().seq(), (HintGiven) last.get().payload(), true);
      }
    }
    return new HintOutcome.NotGiven(outcome);
  }

  private EngineRequest request(GameState s) {
    return EngineRequests.forPosition(
        s,
        REQUEST_PREFIX + UUID.randomUUID(),
        null,
        EngineLimits.movetime(config.hintMovetime().toMillis()),
        Instant.now(),
        config.hintTimeout());
  }

  /** Why the engine gave no move, in words. */
  private static String unanswered(EngineResult result) {
    if (result == null) {
      return "it did not answer within the hint timeout";
    }
    return switch (result.status()) {
      case EngineResult.Status.EXPIRED -> "the request expired before a worker searched it";
      case EngineResult.Status.REJECTED -> "it refused the request";
      case EngineResult.Status.NO_LEGAL_MOVE -> "it found no legal move";
      default -> "it answered " + result.status().toLowerCase(Locale.ROOT);
    };
  }

  private static CompletionStage<HintOutcome> done(HintOutcome outcome) {
    return CompletableFuture.completedFuture(outcome);
  }
}

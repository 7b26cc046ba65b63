package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.Decision;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameDecider;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.game.domain.Privacy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * What the writer of a game's partition does with one command, in order: a retried Idempotency-Key
 * is answered with its first outcome; a command on no game is "not found"; {@code If-Match} must
 * name the current version; a flag that has fallen ends the game first; then the decider decides
 * and its events are appended to the batch. Messaging's {@code PartitionWriter} owns the batch (the
 * Kafka transaction, the publication after the commit); the checks and their order live here.
 */
public final class CommandHandling {

  private CommandHandling() {}

  /** The writer's batch as a command sees it: what it changed so far and where events go. */
  public interface Batch {

    /** The game as the batch left it (or as committed, or an empty one). */
    LiveGame game(String gameId);

    /** The state first answered to this scoped key, in the batch or before it; null if none. */
    CompactState firstAnswer(String scopedKey);

    /** Remembers the answer to a scoped key (committed with the batch). */
    void answered(String scopedKey, CompactState state);

    /** Appends {@code event}, decided in game state {@code before}; commits with the batch. */
    void write(GameState before, GameEventEnvelope event);

    /** The game after this command (kept only if the batch commits). */
    void keep(LiveGame game);
  }

  /** Handles {@code command} for game {@code gameId} at time {@code now}. */
  public static CommandOutcome handle(
      Batch batch, String gameId, GameCommand command, CommandOptions options, Instant now) {
    String key =
        options.idempotencyKey() == null
            ? null
            : scopedKey(gameId, command.actor(), options.idempotencyKey());
    if (key != null) {
      CompactState first = batch.firstAnswer(key);
      if (first != null) {
        return new CommandOutcome.Replayed(first.state());
      }
    }
    LiveGame game = batch.game(gameId);
    boolean creates =
        command.core() instanceof GameCommand.CreateGame
            || command.core() instanceof GameCommand.ImportPgn;
    if (game.state().status() == GameStatus.NEW && !creates) {
      return new CommandOutcome.NotFound(gameId);
    }
    Long expected = options.expectedVersion();
    if (expected != null && expected != game.state().version()) {
      return new CommandOutcome.VersionMismatch(expected, game.state());
    }
    if (!creates && GameDecider.flagFallen(game.state(), now)) {
      Decision flag = GameDecider.decide(game.state(), new GameCommand.CheckFlag(), now);
      if (flag instanceof Decision.Accepted a && !a.events().isEmpty()) {
        game = append(batch, game, a.events(), null, null, now).game();
      }
    }
    Decision decision = GameDecider.decide(game.state(), command, now);
    if (decision instanceof Decision.Rejected r) {
      if (command.actor() != null && !Privacy.mayRead(game.state(), command.actor())) {
        return new CommandOutcome.Hidden(gameId); // a stranger's try at a private seat
      }
      return new CommandOutcome.Refused(r.error(), game.state());
    }
    if (decision instanceof Decision.Accepted a) {
      Appended appended =
          append(batch, game, a.events(), options.idempotencyKey(), command.actor(), now);
      GameState after = appended.game().state();
      if (key != null) {
        batch.answered(key, CompactState.of(after));
      }
      return new CommandOutcome.Applied(after, appended.events());
    }
    throw new IllegalStateException("unhandled decision " + decision);
  }

  /** An Idempotency-Key is the caller's within one game. */
  public static String scopedKey(String gameId, String actor, String key) {
    return gameId + "|" + actor + "|" + key;
  }

  private record Appended(LiveGame game, List<GameEventEnvelope> events) {}

  /** Numbers, wraps and applies the events in order; the batch gets each with its state before. */
  private static Appended append(
      Batch batch, LiveGame game, List<GameEvent> events, String key, String actor, Instant at) {
    GameState state = game.state();
    List<GameState> before = new ArrayList<>(events.size());
    List<GameEventEnvelope> appended = new ArrayList<>(events.size());
    for (GameEvent event : events) {
      long seq = state.version() + 1;
      before.add(state);
      appended.add(
          GameEventEnvelope.of(
              UUID.randomUUID().toString(), state.gameId(), seq, at, key, actor, event));
      state = GameEvolver.apply(state, event, seq, at);
    }
    // Only a command whose every event applied reaches the batch.
    for (int i = 0; i < appended.size(); i++) {
      batch.write(before.get(i), appended.get(i));
    }
    LiveGame next = game.with(state, appended);
    batch.keep(next);
    return new Appended(next, List.copyOf(appended));
  }
}

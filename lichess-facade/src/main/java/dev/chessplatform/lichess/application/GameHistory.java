package dev.chessplatform.lichess.application;

import com.fasterxml.jackson.databind.JsonNode;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A game's state now, as game-domain folds it from the game's events read through our API ({@code
 * pollGameEvents}, page by page without waiting): the one fold, the same one game-service keeps.
 */
@ApplicationScoped
public class GameHistory {

  /** A game's state and the seq of the last event folded into it. */
  public record Folded(GameState state, long lastSeq) {}

  private static final int PAGE = 500;

  private final OurApi api;

  public GameHistory(OurApi api) {
    this.api = api;
  }

  /**
   * The game as {@code caller} may read it; a refusal (403 or 404 for a game they may not see)
   * fails at once. A read that did not reach an answer (a connection closed under it, an instance
   * stopping: 5xx) is tried again, three times at most: a line of a stream is made from it, and a
   * lost read would be a lost line.
   */
  public Uni<Folded> state(Caller caller, String gameId) {
    return Uni.createFrom()
        .deferred(() -> page(caller, new Folded(GameState.empty(gameId), 0)))
        .onFailure(GameHistory::worthRetrying)
        .retry()
        .withBackOff(java.time.Duration.ofMillis(100), java.time.Duration.ofSeconds(1))
        .atMost(3)
        .onFailure(GameHistory::worthRetrying)
        .invoke(e -> LOG.warnf("game %s could not be read: %s", gameId, e.toString()));
  }

  private static boolean worthRetrying(Throwable e) {
    return !(e instanceof OurApi.Refused refused) || refused.reply().status() >= 500;
  }

  private static final org.jboss.logging.Logger LOG =
      org.jboss.logging.Logger.getLogger(GameHistory.class);

  private Uni<Folded> page(Caller caller, Folded sofar) {
    String gameId = sofar.state().gameId();
    String uri = GamePaths.game(gameId) + "/updates?waitSeconds=0&afterSeq=" + sofar.lastSeq();
    return api.sendOk(caller, "GET", uri, null)
        .flatMap(
            reply -> {
              JsonNode page = reply.json();
              Folded next = sofar;
              for (JsonNode event : page.path("events")) {
                next = fold(next, event.toString());
              }
              // A full page (game-service answers at most 500 events) may have more behind it.
              boolean full = page.path("events").size() >= PAGE;
              return full && next.lastSeq() > sofar.lastSeq()
                  ? page(caller, next)
                  : Uni.createFrom().item(next);
            });
  }

  /**
   * The game's state after each of its events from {@code start} on, as our NDJSON events ({@code
   * getGameEvents}) bring them: what the players' and the spectators' streams are made of.
   */
  public Multi<GameState> after(Caller caller, Folded start) {
    AtomicReference<Folded> folded = new AtomicReference<>(start);
    String uri = GamePaths.game(start.state().gameId()) + "/events?fromSeq=" + start.lastSeq();
    return api.lines(caller, uri)
        .filter(line -> !line.isBlank())
        .map(line -> folded.updateAndGet(f -> fold(f, line)).state());
  }

  /** {@code sofar} with one event (the text of our envelope) folded in; others' types passed by. */
  public static Folded fold(Folded sofar, String envelope) {
    if (GameEventCodec.decode(envelope) instanceof GameEventCodec.Known known) {
      GameEventEnvelope e = known.envelope();
      if (e.seq() <= sofar.lastSeq()) {
        return sofar;
      }
      return new Folded(
          GameEvolver.apply(sofar.state(), e.payload(), e.seq(), e.occurredAt()), e.seq());
    }
    return sofar;
  }
}

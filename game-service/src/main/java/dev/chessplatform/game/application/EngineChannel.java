package dev.chessplatform.game.application;

import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The way to the engine workers ({@code chess.engine-requests} out, {@code chess.engine-results}
 * back); messaging's {@code EngineLink} implements it.
 */
public interface EngineChannel {

  /** Whether the answers are being read (a request sent now can be answered). */
  boolean reading();

  /** Sends a request; its answer reaches the {@link #onResult} listeners. */
  CompletableFuture<Void> send(EngineRequest request);

  /** Sends a request and completes with its answer (the caller sets the timeout). */
  CompletableFuture<EngineResult> ask(EngineRequest request);

  /** Hears every answer nobody {@link #ask asked} for. */
  void onResult(Consumer<EngineResult> listener);
}

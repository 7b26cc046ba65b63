package dev.chessplatform.lichess.application;

import io.smallrye.mutiny.Multi;
import java.time.Duration;

/**
 * A stream with an empty line every {@code every} between its lines, ending with it: Lichess's
 * clients read empty lines as pings (lichess-bot gives a stream up after 15 s of silence, and runs
 * its abort timer on them).
 */
public final class KeptAlive {

  private KeptAlive() {}

  public static Multi<String> of(Multi<String> lines, Duration every) {
    return Multi.createFrom()
        .emitter(
            emitter -> {
              var ticks =
                  Multi.createFrom()
                      .ticks()
                      .startingAfter(every)
                      .every(every)
                      .subscribe()
                      .with(t -> emitter.emit(""));
              var subscription =
                  lines.subscribe().with(emitter::emit, emitter::fail, emitter::complete);
              emitter.onTermination(
                  () -> {
                    ticks.cancel();
                    subscription.cancel();
                  });
            });
  }
}

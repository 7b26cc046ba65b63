package dev.chessplatform.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The lane folds what it is handed as one thread folding in order would, whoever decodes a batch
 * (it, or the reader when it is behind), and counts what it skips.
 */
class FoldLaneTest {

  private static List<String> records() {
    List<String> values = new ArrayList<>();
    for (List<GameEventEnvelope> game :
        List.of(AnalystGames.scholar(), AnalystGames.computer2(), AnalystGames.aborted())) {
      game.forEach(e -> values.add(GameEventCodec.encode(e)));
    }
    return values;
  }

  @Test
  void manySmallBatchesFoldAsOneThreadFoldsThemInOrder() {
    List<String> values = records();
    Map<String, RefereedGame> expected = new LinkedHashMap<>();
    for (String v : values) {
      var e = ((GameEventCodec.Known) GameEventCodec.decode(v)).envelope();
      expected.computeIfAbsent(e.gameId(), RefereedGame::new).apply(e);
    }
    Map<String, RefereedGame> folded;
    try (FoldLane lane = new FoldLane(new LinkedHashMap<>(), Long.MAX_VALUE)) {
      // one record per batch, far more batches than the lane queues: the reader decodes some
      for (int round = 0; round < 50; round++) {
        for (String v : values) {
          lane.submit(List.of(v));
        }
      }
      lane.submit(List.of("not an event", "{\"gameId\":\"g\"}"));
      folded = lane.finish();
      assertEquals(Map.of("malformed", 2), lane.skipped());
    }
    assertEquals(expected.keySet(), folded.keySet(), "games in order of first event");
    // the NDJSON line holds every member of a replayed game: line, clocks, end, opening, problem
    expected.forEach(
        (id, fold) ->
            assertEquals(NdjsonText.of(fold.game()), NdjsonText.of(folded.get(id).game()), id));
  }

  @Test
  void aFailureOfTheLaneReachesTheReader() {
    try (FoldLane lane = new FoldLane(null, Long.MAX_VALUE)) {
      // a lane without a map fails on its first event
      lane.submit(records().subList(0, 1));
      assertThrows(NullPointerException.class, lane::finish);
    }
  }
}

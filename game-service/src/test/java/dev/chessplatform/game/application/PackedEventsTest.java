package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.DrawDeclined;
import dev.chessplatform.events.game.GameEvent.DrawOffered;
import dev.chessplatform.events.game.GameEventEnvelope;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class PackedEventsTest {

  private static final Instant T0 = Instant.parse("2026-12-01T12:00:00Z");

  private static GameEventEnvelope event(String gameId, long seq) {
    return GameEventEnvelope.of(
        gameId + "-" + seq,
        gameId,
        seq,
        T0.plusSeconds(seq),
        null,
        null,
        seq % 2 == 0 ? new DrawDeclined(Colour.BLACK) : new DrawOffered(Colour.WHITE));
  }

  @Test
  void packedListsPutTogetherUnpackAsOneListInOrder() {
    List<GameEventEnvelope> a = List.of(event("g-a", 1), event("g-a", 2), event("g-a", 3));
    List<GameEventEnvelope> b = List.of(event("g-b", 1));
    List<GameEventEnvelope> none = List.of();

    byte[] together =
        PackedEvents.concat(
            List.of(PackedEvents.pack(a), PackedEvents.pack(none), PackedEvents.pack(b)));

    List<GameEventEnvelope> all = PackedEvents.unpack(together);
    assertEquals(4, all.size());
    assertEquals(List.of(a.get(0), a.get(1), a.get(2), b.get(0)), all);
  }

  @Test
  void noListAtAllIsStillAStreamThatUnpacksToNoEvent() {
    assertEquals(List.of(), PackedEvents.unpack(PackedEvents.concat(List.of())));
  }

  @Test
  void aSnapshotStoredFromItsEventsHoldsTheSamePackedBytes() {
    List<GameEventEnvelope> events = List.of(event("g-c", 1), event("g-c", 2));
    PartitionSnapshot snapshot = new PartitionSnapshot(3, 41, "g-c", 2, T0, 1, events);

    PartitionSnapshot.Packed packed = snapshot.packed();

    assertEquals(2, packed.eventCount());
    assertArrayEquals(PackedEvents.pack(events), packed.events());
    assertEquals(events, PackedEvents.unpack(packed.events()));
  }
}

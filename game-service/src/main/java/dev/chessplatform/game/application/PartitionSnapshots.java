package dev.chessplatform.game.application;

import java.util.Optional;

/** Where partition snapshots are kept: the latest one per partition. */
public interface PartitionSnapshots {

  /** The latest snapshot of {@code partition}; empty when there is none or it cannot be read. */
  Optional<PartitionSnapshot> latest(int partition);

  /** Keeps {@code snapshot} as its partition's latest. */
  default void store(PartitionSnapshot snapshot) {
    store(snapshot.packed());
  }

  /** Keeps a snapshot whose events are packed already as its partition's latest. */
  void store(PartitionSnapshot.Packed snapshot);
}

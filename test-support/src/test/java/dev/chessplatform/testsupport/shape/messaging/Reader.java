package dev.chessplatform.testsupport.shape.messaging;

import dev.chessplatform.testsupport.shape.persistence.Store;

/** A fixture: a consumer that stores what it read itself. */
public final class Reader {

  public void onRecord(Store store) {
    store.save("record");
  }
}

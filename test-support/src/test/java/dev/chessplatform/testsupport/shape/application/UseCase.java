package dev.chessplatform.testsupport.shape.application;

import dev.chessplatform.testsupport.shape.persistence.Store;

/** A fixture: a use case that imports the store instead of a port. */
public final class UseCase {

  private final Store store = new Store();

  public void run() {
    store.save("x");
  }
}

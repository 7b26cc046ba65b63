package dev.chessplatform.testsupport.shape.persistence;

/** A fixture: an adapter the other fixtures wrongly use directly. */
public final class Store {

  public void save(String value) {}
}

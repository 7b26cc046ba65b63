package dev.chessplatform.events.game;

/** A side of the board. In a room the left seat is white and the right seat black (seed 004). */
public enum Colour {
  WHITE,
  BLACK;

  public Colour opponent() {
    return this == WHITE ? BLACK : WHITE;
  }
}

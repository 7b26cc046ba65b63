package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Side;
import dev.chessplatform.events.game.Colour;

/**
 * The one place where the event contract's {@link Colour} and the rules' {@link Side} meet: the
 * contract does not depend on the rules library, so game-service converts, here and nowhere else.
 */
public final class Colours {

  private Colours() {}

  public static Colour of(Side side) {
    return side == Side.WHITE ? Colour.WHITE : Colour.BLACK;
  }

  public static Side side(Colour colour) {
    return colour == Colour.WHITE ? Side.WHITE : Side.BLACK;
  }
}

package dev.chessplatform.events.game;

/** A PGN tag pair kept with an imported game, e.g. {@code Event "Casual game"}. */
public record PgnTag(String name, String value) {}

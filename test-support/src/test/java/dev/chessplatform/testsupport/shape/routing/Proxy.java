package dev.chessplatform.testsupport.shape.routing;

/** A fixture: a package beside the six. */
public final class Proxy {}

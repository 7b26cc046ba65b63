package dev.chessplatform.testsupport.shape;

/** A fixture: a class at the service's root. */
public final class ShapeMain {}

package dev.chessplatform.game.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an operation that takes the free seat of a waiting game: the one command a caller who may
 * not read a private game may still send to it ({@link PrivateGames}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@interface TakesFreeSeat {}

package dev.chessplatform.problems;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A request text field that may span lines (a PGN): {@link RequestText} lets TAB, LF and CR through
 * in it. Every other text field of a request holds one line.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface Multiline {}

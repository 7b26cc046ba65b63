package dev.chessplatform.problems;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The problem types an operation can answer with, declared on the resource method; on the resource
 * class, the types every operation of the class shares (they come first). Each value is a {@link
 * ProblemType#slug()} of a {@link ProblemCatalog} on the class path ({@code "not-found"}, {@code
 * "game-over"}): annotation values must be constants, and the slug is what the {@code type} URI
 * ends with. {@link ProblemResponses} reads it at build time and gives the operation one response
 * per status naming each type with its title; a slug no catalog declares, or an operation whose
 * method carries no {@code @Problems} (write {@code @Problems({})} when the class's are all), fails
 * the build.
 *
 * <p>A group that several operations share is an annotation of the service's own carrying
 * {@code @Problems} (one per method or class): its types come before those of a {@code @Problems}
 * beside it, and it declares the method as {@code @Problems} does.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE})
public @interface Problems {

  /** Slugs of the problem types, in the order each status's description names them. */
  String[] value();
}

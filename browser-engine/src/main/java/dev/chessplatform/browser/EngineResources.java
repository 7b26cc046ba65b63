package dev.chessplatform.browser;

import org.teavm.classlib.ResourceSupplier;
import org.teavm.classlib.ResourceSupplierContext;

/**
 * The class-path files the compiled script must carry (TeaVM embeds what a {@link ResourceSupplier}
 * names, found through {@code META-INF/services}): the Zobrist keys and the evaluation weights.
 * Without the weights {@code EvalParams} would quietly fall back to its untuned baseline, which the
 * Node test's bench signature would catch. Used by the TeaVM compile only; a JVM never loads it.
 */
public final class EngineResources implements ResourceSupplier {
  @Override
  public String[] supplyResources(ResourceSupplierContext context) {
    return new String[] {
      "dev/chessplatform/chess/polyglot-random64.txt",
      "dev/chessplatform/engine/eval/eval-params.txt"
    };
  }
}

package dev.chessplatform.deploy.digest;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replay compare A B}: two digests of {@code replay digest --out}, collection by collection.
 */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description =
        "Compare two digests written by `replay digest --out`: exit 0 when every collection is"
            + " identical, 1 with the collections and documents that differ.")
public final class CompareCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FIRST")
  Path first;

  @Parameters(index = "1", paramLabel = "SECOND")
  Path second;

  @Option(
      names = "--show",
      defaultValue = "10",
      paramLabel = "N",
      description = "Documents named per differing collection (default ${DEFAULT-VALUE}).")
  int show;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    Digest a = Digest.read(first);
    Digest b = Digest.read(second);
    List<String> differences = a.differences(b, show);
    if (differences.isEmpty()) {
      out.printf(
          "identical: %d collections, %d documents%n",
          a.collections().size(),
          a.collections().values().stream().mapToInt(c -> c.documents().size()).sum());
      return 0;
    }
    differences.forEach(out::println);
    return 1;
  }
}

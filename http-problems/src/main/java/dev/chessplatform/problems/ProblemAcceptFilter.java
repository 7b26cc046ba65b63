package dev.chessplatform.problems;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Content negotiation serves what generators send. A generated client builds its {@code Accept}
 * from every media type an operation declares, errors included: openapi-generator's Python client
 * sends only the first JSON-like one, which for an operation answering text (the PGN) is {@code
 * application/problem+json}. No operation produces that type — it is how errors are written,
 * whatever was asked (RFC 9457 section 3) — so before matching it is taken out of {@code Accept},
 * and an {@code Accept} that lists nothing else becomes {@code *}{@code /*}. A request is then
 * refused with 406 only when nothing the operation produces is acceptable.
 */
public class ProblemAcceptFilter {

  @ServerRequestFilter(preMatching = true)
  public void problemTypeIsNotAnAnswerType(ContainerRequestContext request) {
    List<String> accept = request.getHeaders().get(HttpHeaders.ACCEPT);
    if (accept == null) {
      return;
    }
    String negotiable = negotiable(accept);
    if (negotiable != null) {
      request.getHeaders().putSingle(HttpHeaders.ACCEPT, negotiable);
    }
  }

  /**
   * The {@code Accept} to negotiate with, from the header's values as received: without {@code
   * application/problem+json} (any parameters), {@code *}{@code /*} when nothing is left; {@code
   * null} when the header needs no change.
   */
  static String negotiable(List<String> accept) {
    List<String> ranges =
        accept.stream()
            .flatMap(value -> Stream.of(value.split(",")))
            .map(String::trim)
            .filter(range -> !range.isEmpty())
            .toList();
    List<String> kept = ranges.stream().filter(range -> !isProblemType(range)).toList();
    if (kept.isEmpty()) {
      return "*/*";
    }
    return kept.size() == ranges.size() ? null : kept.stream().collect(Collectors.joining(", "));
  }

  private static boolean isProblemType(String range) {
    int parameters = range.indexOf(';');
    String type = parameters < 0 ? range : range.substring(0, parameters);
    return type.trim().toLowerCase(Locale.ROOT).equals(Problem.MEDIA_TYPE);
  }
}

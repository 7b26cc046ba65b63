package dev.chessplatform.gateway.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * A closed-loop load: {@code clients} threads each send one request, wait for the answer, and send
 * the next, for a fixed time. Reports requests/s and latency percentiles of the 2xx answers.
 *
 * <p>As a program: {@code LoadRun <url> <seconds> <clients> [Header: value]...}.
 */
public final class LoadRun {

  /** What one run measured. */
  public record Result(
      String name, long requests, long failures, double perSecond, double p50Ms, double p99Ms) {
    @Override
    public String toString() {
      return String.format(
          "%-16s %8d req %6d non-2xx %9.0f req/s  p50 %6.2f ms  p99 %6.2f ms",
          name, requests, failures, perSecond, p50Ms, p99Ms);
    }
  }

  private LoadRun() {}

  public static Result run(
      String name, URI uri, Supplier<Map<String, String>> headers, Duration time, int clients)
      throws Exception {
    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    long end = System.nanoTime() + time.toNanos();
    long start = System.nanoTime();
    List<Future<long[]>> parts = new ArrayList<>();
    for (int c = 0; c < clients; c++) {
      parts.add(
          pool.submit(
              () -> {
                long[] latencies = new long[1 << 16];
                int n = 0;
                long failures = 0;
                while (System.nanoTime() < end) {
                  HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET();
                  headers.get().forEach(request::header);
                  long t0 = System.nanoTime();
                  HttpResponse<byte[]> response =
                      http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
                  long took = System.nanoTime() - t0;
                  if (response.statusCode() / 100 != 2) {
                    failures++;
                  } else {
                    if (n == latencies.length) {
                      latencies = Arrays.copyOf(latencies, n * 2);
                    }
                    latencies[n++] = took;
                  }
                }
                long[] out = Arrays.copyOf(latencies, n + 1);
                out[n] = failures;
                return out;
              }));
    }
    List<Long> all = new ArrayList<>();
    long failures = 0;
    for (Future<long[]> part : parts) {
      long[] values = part.get();
      for (int i = 0; i < values.length - 1; i++) {
        all.add(values[i]);
      }
      failures += values[values.length - 1];
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    pool.shutdown();
    long[] sorted = all.stream().mapToLong(Long::longValue).sorted().toArray();
    return new Result(
        name,
        sorted.length,
        failures,
        sorted.length / seconds,
        percentile(sorted, 0.50),
        percentile(sorted, 0.99));
  }

  private static double percentile(long[] sorted, double q) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    int index = (int) Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
    return sorted[Math.max(0, index)] / 1e6;
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("LoadRun <url> <seconds> <clients> [Header: value]...");
      System.exit(2);
    }
    Map<String, String> headers = new java.util.LinkedHashMap<>();
    for (int i = 3; i < args.length; i++) {
      String[] kv = args[i].split(":\\s*", 2);
      headers.put(kv[0], kv[1]);
    }
    System.out.println(
        run(
            args[0],
            URI.create(args[0]),
            () -> headers,
            Duration.ofSeconds(Long.parseLong(args[1])),
            Integer.parseInt(args[2])));
  }
}

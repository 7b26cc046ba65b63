package dev.chessplatform.gateway.api;

import io.vertx.core.Future;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.SocketAddress;
import java.net.ConnectException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.LongSupplier;

/**
 * The instances of one service and the choice among them: round robin, skipping an instance that
 * refused a connection in the last {@code downFor} (passive health: no probe traffic). A refused
 * connection means the request never left the gateway, so it goes to the next instance whatever its
 * method; only when every instance refuses does the caller get the refusal (503). Instances are
 * interchangeable for the gateway: game-service forwards a request to the game's owner itself,
 * engine-service and rating-service answer from any replica.
 */
final class Origins {

  private final List<SocketAddress> addresses;
  private final long downForNanos;
  private final LongSupplier clock;
  private final AtomicInteger next = new AtomicInteger();

  /** Per instance, the {@link #clock} time until which it counts as down; 0 when it is up. */
  private final AtomicLongArray downUntil;

  Origins(List<URI> urls, java.time.Duration downFor, LongSupplier clock) {
    if (urls.isEmpty()) {
      throw new IllegalArgumentException("a service needs at least one url");
    }
    this.addresses = new ArrayList<>();
    for (URI url : urls) {
      int port = url.getPort() > 0 ? url.getPort() : ("https".equals(url.getScheme()) ? 443 : 80);
      addresses.add(SocketAddress.inetSocketAddress(port, url.getHost()));
    }
    this.downForNanos = downFor.toNanos();
    this.clock = clock;
    this.downUntil = new AtomicLongArray(urls.size());
  }

  /**
   * The order in which to try the instances for one request: starting at the next one in turn, or
   * for a non-null {@code affinity} (a caller) at the instance that key hashes to, those not marked
   * down first, then the others (a down mark may be stale).
   */
  int[] order(String affinity) {
    int n = addresses.size();
    int start =
        affinity == null
            ? Math.floorMod(next.getAndIncrement(), n)
            : Math.floorMod(affinity.hashCode(), n);
    long now = clock.getAsLong();
    int[] order = new int[n];
    int k = 0;
    for (boolean wantDown : new boolean[] {false, true}) {
      for (int step = 0; step < n; step++) {
        int i = (start + step) % n;
        if (isDown(i, now) == wantDown) {
          order[k++] = i;
        }
      }
    }
    return order;
  }

  private boolean isDown(int i, long now) {
    long until = downUntil.get(i);
    return until != 0 && now - until < 0;
  }

  /**
   * A connection to an instance, in the {@link #order(String)} of {@code affinity} (null: in turn);
   * on a refused connection the next one, until each was tried once.
   */
  Future<HttpClientRequest> connect(HttpClient client, String affinity, long idleTimeoutMs) {
    return connect(client, idleTimeoutMs, order(affinity), 0);
  }

  private Future<HttpClientRequest> connect(
      HttpClient client, long idleTimeoutMs, int[] order, int k) {
    int i = order[k];
    RequestOptions options =
        new RequestOptions().setServer(addresses.get(i)).setIdleTimeout(idleTimeoutMs);
    return client
        .request(options)
        .onSuccess(request -> downUntil.set(i, 0))
        .recover(
            failure -> {
              if (!(failure instanceof ConnectException)) {
                return Future.failedFuture(failure);
              }
              markDown(i);
              return k + 1 < order.length
                  ? connect(client, idleTimeoutMs, order, k + 1)
                  : Future.failedFuture(failure);
            });
  }

  private void markDown(int i) {
    long until = clock.getAsLong() + downForNanos;
    downUntil.set(i, until == 0 ? 1 : until);
  }
}

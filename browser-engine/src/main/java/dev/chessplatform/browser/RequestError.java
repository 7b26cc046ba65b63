package dev.chessplatform.browser;

/**
 * A request the worker cannot answer with a result: the page gets {@code {ok: false, error: {code,
 * detail}}}. Codes: {@code bad-request} (not the protocol's shape), {@code invalid-fen}, {@code
 * illegal-move} (a move of {@code moves} that is not legal where it stands), {@code game-over} (no
 * move to search for).
 */
final class RequestError extends RuntimeException {
  private final String code;

  RequestError(String code, String detail) {
    super(detail, null, false, false);
    this.code = code;
  }

  static RequestError badRequest(String detail) {
    return new RequestError("bad-request", detail);
  }

  String code() {
    return code;
  }

  JsonObject json() {
    return new JsonObject().put("code", code).put("detail", getMessage());
  }
}

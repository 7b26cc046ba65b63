package dev.chessplatform.gateway.paths;

import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One request written as bytes on a socket, its target exactly as given: HTTP clients (RestAssured,
 * java.net.http) normalize a path or refuse it before they send it, which is what an attacker does
 * not do. One connection per request ({@code Connection: close}), read to its end.
 */
final class RawHttp {

  private final URL gateway;

  RawHttp(URL gateway) {
    this.gateway = gateway;
  }

  /** The answer's status, head and body. */
  record Answer(int status, String head, String body) {

    /** A header's value, or null. */
    String header(String name) {
      String prefix = "\r\n" + name.toLowerCase(Locale.ROOT) + ":";
      String lower = head.toLowerCase(Locale.ROOT);
      int at = lower.indexOf(prefix);
      if (at < 0) {
        return null;
      }
      int end = head.indexOf("\r\n", at + 2);
      return head.substring(at + prefix.length(), end < 0 ? head.length() : end).trim();
    }

    boolean isProblem() {
      String type = header("Content-Type");
      return type != null && type.startsWith("application/problem+json");
    }

    /** The problem's member, or null when the answer is not a problem. */
    String problem(String member) {
      if (!isProblem() || body.isEmpty()) {
        return null;
      }
      try {
        Object value = new JsonObject(body).getValue(member);
        return value == null ? null : value.toString();
      } catch (io.vertx.core.json.DecodeException e) {
        return "(unreadable: " + body + ")"; // a chunked body, which no gateway problem is
      }
    }
  }

  /** {@code method target} with the bearer token when one is given, and a JSON body when sent. */
  Answer send(String method, String target, String authorization) {
    StringBuilder request = new StringBuilder(method + " " + target + " HTTP/1.1\r\n");
    request.append("Host: 127.0.0.1\r\nConnection: close\r\n");
    if (authorization != null) {
      request.append("Authorization: ").append(authorization).append("\r\n");
    }
    boolean body = method.equals("POST") || method.equals("PUT") || method.equals("PATCH");
    if (body) {
      request.append("Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
    } else {
      request.append("\r\n");
    }
    try (Socket socket = new Socket(gateway.getHost(), gateway.getPort())) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      socket.getInputStream().transferTo(bytes);
      String text = bytes.toString(StandardCharsets.UTF_8);
      int end = text.indexOf("\r\n\r\n");
      String head = end < 0 ? text : text.substring(0, end);
      String rest = end < 0 ? "" : text.substring(end + 4);
      return new Answer(Integer.parseInt(head.substring(9, 12)), head, rest);
    } catch (IOException e) {
      throw new UncheckedIOException(method + " " + target, e);
    }
  }
}

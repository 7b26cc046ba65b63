package dev.chessplatform.deploy.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * HTTP/1.1 over a plain socket, one connection per request, the request sent byte for byte as
 * given: {@code %zz}, a 60,000-character line or a lone surrogate's UTF-8 bytes reach the server as
 * they are (java.net.http refuses or mends some of them first). The answer is read up to its end,
 * or up to its head when it is a stream.
 */
final class RawHttp {

  /** An answer: status, headers (lower-case names), body; status 0 when none came. */
  record Answer(int status, Map<String, String> headers, String body) {
    String contentType() {
      return headers.getOrDefault("content-type", "");
    }
  }

  private final String host;
  private final int port;

  RawHttp(String host, int port) {
    this.host = host;
    this.port = port;
  }

  /** Sends {@code head} (request line and headers, without the blank line) and {@code body}. */
  Answer send(String head, byte[] body) throws IOException {
    try (Socket socket = new Socket(host, port)) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      StringBuilder request = new StringBuilder(head);
      request.append("\r\nHost: ").append(host).append(':').append(port);
      request.append("\r\nConnection: close\r\n");
      if (body != null) {
        request.append("Content-Length: ").append(body.length).append("\r\n");
      }
      out.write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
      if (body != null) {
        out.write(body);
      }
      out.flush();
      return read(socket.getInputStream());
    } catch (SocketTimeoutException e) {
      return new Answer(0, Map.of(), "no answer in 30 s");
    }
  }

  private static Answer read(InputStream in) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    byte[] chunk = new byte[8192];
    int headEnd = -1;
    Map<String, String> headers = new TreeMap<>();
    int status = 0;
    int n;
    while ((n = in.read(chunk)) >= 0) {
      bytes.write(chunk, 0, n);
      if (headEnd < 0) {
        String text = bytes.toString(StandardCharsets.ISO_8859_1);
        headEnd = text.indexOf("\r\n\r\n");
        if (headEnd >= 0) {
          String[] lines = text.substring(0, headEnd).split("\r\n");
          status = Integer.parseInt(lines[0].substring(9, 12));
          for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(
                lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                lines[i].substring(colon + 1).trim());
          }
          String type = headers.getOrDefault("content-type", "");
          if (status == 200 && (type.contains("event-stream") || type.contains("ndjson"))) {
            return new Answer(status, headers, "(a stream)");
          }
        }
      }
      if (headEnd >= 0 && headers.containsKey("content-length")) {
        long length = Long.parseLong(headers.get("content-length"));
        if (bytes.size() - headEnd - 4 >= length) {
          break;
        }
      }
    }
    if (headEnd < 0) {
      return new Answer(0, Map.of(), "connection closed without an answer");
    }
    byte[] all = bytes.toByteArray();
    byte[] body = java.util.Arrays.copyOfRange(all, headEnd + 4, all.length);
    if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
      body = unchunk(body);
    }
    return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
  }

  private static byte[] unchunk(byte[] chunked) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int at = 0;
    while (at < chunked.length) {
      int lineEnd = at;
      while (lineEnd + 1 < chunked.length
          && !(chunked[lineEnd] == '\r' && chunked[lineEnd + 1] == '\n')) {
        lineEnd++;
      }
      if (lineEnd + 1 >= chunked.length) {
        break;
      }
      String sizeLine = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1);
      int size = Integer.parseInt(sizeLine.split(";")[0].trim(), 16);
      if (size == 0) {
        break;
      }
      int end = Math.min(chunked.length, lineEnd + 2 + size);
      out.write(chunked, lineEnd + 2, end - lineEnd - 2);
      at = end + 2;
    }
    return out.toByteArray();
  }
}

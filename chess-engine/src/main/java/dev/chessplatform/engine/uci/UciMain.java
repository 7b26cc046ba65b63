package dev.chessplatform.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** {@code java -jar chess-engine.jar}: a UCI engine on standard input and output. */
public final class UciMain {
  private UciMain() {}

  public static void main(String[] args) throws IOException {
    PrintWriter out =
        new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
    UciSession session = new UciSession(out);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!session.handle(UciCommandParser.parse(line))) {
        break;
      }
    }
    out.flush();
  }
}

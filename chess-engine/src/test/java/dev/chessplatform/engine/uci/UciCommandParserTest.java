package dev.chessplatform.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.junit.jupiter.api.Test;

class UciCommandParserTest {

  @Test
  void positionStartposWithMoves() {
    assertEquals(
        new UciCommand.SetPosition(null, List.of("e2e4", "e7e5")),
        UciCommandParser.parse("position startpos moves e2e4 e7e5"));
  }

  @Test
  void positionFenWithoutMoves() {
    assertEquals(
        new UciCommand.SetPosition("8/8/8/8/8/8/8/K6k w - - 0 1", List.of()),
        UciCommandParser.parse("position fen 8/8/8/8/8/8/8/K6k w - - 0 1"));
  }

  @Test
  void goPerftNeedsADepth() {
    assertEquals(new UciCommand.GoPerft(3), UciCommandParser.parse("go perft 3"));
    assertInstanceOf(UciCommand.Unknown.class, UciCommandParser.parse("go perft x"));
    assertInstanceOf(UciCommand.Unknown.class, UciCommandParser.parse("go perft"));
  }

  @Test
  void simpleCommandsAndUnknownLines() {
    assertInstanceOf(UciCommand.Uci.class, UciCommandParser.parse("uci"));
    assertInstanceOf(UciCommand.IsReady.class, UciCommandParser.parse("  isready "));
    assertInstanceOf(UciCommand.Quit.class, UciCommandParser.parse("quit"));
    assertInstanceOf(UciCommand.Unknown.class, UciCommandParser.parse("hello"));
    assertInstanceOf(UciCommand.Unknown.class, UciCommandParser.parse(""));
  }
}

package dev.chessplatform.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StrictJsonTest {

  enum Colour {
    WHITE,
    BLACK
  }

  record Login(String name, String password, List<String> scopes) {}

  record Settings(Integer level, boolean rated, Colour colour, long seconds) {}

  record Import(@Multiline String pgn, String label) {}

  private final ObjectMapper json = StrictJson.configure(new ObjectMapper());

  @Test
  void ordinaryTextNumbersAndBooleansAreReadAsWritten() throws Exception {
    Login login =
        json.readValue(
            "{\"name\":\"alice\",\"password\":\"correct horse 🐴 ü\",\"scopes\":[\"game:play\"]}",
            Login.class);
    assertEquals("correct horse 🐴 ü", login.password());
    Settings settings =
        json.readValue(
            "{\"level\":3,\"rated\":true,\"colour\":\"BLACK\",\"seconds\":300}", Settings.class);
    assertEquals(new Settings(3, true, Colour.BLACK, 300), settings);
  }

  @ParameterizedTest
  @ValueSource(strings = {"\\u0000", "\\u0007", "\\n", "\\t", "\\u007f", "\\u0085"})
  void aControlCharacterInAOneLineFieldIsRefusedNamingTheField(String escape) {
    RefusedText e =
        assertThrows(
            RefusedText.class,
            () ->
                json.readValue(
                    "{\"name\":\"al" + escape + "ice\",\"password\":\"x\"}", Login.class));
    assertEquals("name", e.getPath().get(0).getFieldName());
    assertTrue(e.reason().startsWith("holds the control character U+00"), e.reason());
  }

  @ParameterizedTest
  @ValueSource(strings = {"\\ud800", "x\\udfff", "\\ud800\\ud800\\udc00", "\\udc00\\ud800"})
  void aLoneSurrogateIsRefused(String escape) {
    RefusedText e =
        assertThrows(
            RefusedText.class,
            () -> json.readValue("{\"password\":\"" + escape + "\"}", Login.class));
    assertEquals("password", e.getPath().get(0).getFieldName());
    assertTrue(e.reason().contains("surrogate"), e.reason());
  }

  @Test
  void aTextInAListIsCheckedAndNamedWithItsIndex() {
    RefusedText e =
        assertThrows(
            RefusedText.class,
            () -> json.readValue("{\"scopes\":[\"game:read\",\"a\\u0000\"]}", Login.class));
    assertEquals("scopes", e.getPath().get(0).getFieldName());
    assertEquals(1, e.getPath().get(1).getIndex());
  }

  @Test
  void aMultilineFieldTakesTabsAndLineBreaksButNoOtherControl() throws Exception {
    Import ok = json.readValue("{\"pgn\":\"1. e4\\te5\\r\\n2. Nf3 *\"}", Import.class);
    assertEquals("1. e4\te5\r\n2. Nf3 *", ok.pgn());
    assertThrows(
        RefusedText.class, () -> json.readValue("{\"pgn\":\"1. e4\\u0000\"}", Import.class));
    assertThrows(RefusedText.class, () -> json.readValue("{\"label\":\"a\\nb\"}", Import.class));
  }

  @Test
  void nothingMayFollowTheBody() {
    assertThrows(
        MismatchedInputException.class, () -> json.readValue("{\"name\":\"a\"} {}", Login.class));
    assertThrows(
        JsonProcessingException.class, () -> json.readValue("{\"name\":\"a\"} x", Login.class));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"name\":5}",
        "{\"name\":5.5}",
        "{\"name\":true}",
        "{\"scopes\":[1]}",
      })
  void numbersAndBooleansAreNotStrings(String body) {
    assertThrows(MismatchedInputException.class, () -> json.readValue(body, Login.class));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"level\":\"3\"}",
        "{\"level\":3.5}",
        "{\"rated\":\"true\"}",
        "{\"rated\":1}",
        "{\"colour\":0}",
        "{\"seconds\":\"\"}",
      })
  void stringsAreNotNumbersOrBooleansAndFractionsAreNotIntegers(String body) {
    assertThrows(MismatchedInputException.class, () -> json.readValue(body, Settings.class));
  }
}

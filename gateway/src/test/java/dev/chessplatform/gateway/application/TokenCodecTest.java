package dev.chessplatform.gateway.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class TokenCodecTest {

  private final TokenCodec codec = new TokenCodec();

  @Test
  void aTokenCarriesItsIdAnd256RandomBits() {
    TokenCodec.NewToken token = codec.generate();
    assertEquals(6 + 16 + 1 + 43, token.text().length());
    assertEquals(Optional.of(token.tokenId()), TokenCodec.tokenId(token.text()));
    assertNotEquals(token.text(), codec.generate().text());
  }

  @Test
  void onlyTheExactTextMatchesItsHash() {
    String text = codec.generate().text();
    String hash = TokenCodec.hash(text);
    assertTrue(TokenCodec.matches(text, hash));
    assertFalse(TokenCodec.matches(text.substring(0, text.length() - 1) + "x", hash));
  }

  @Test
  void textsOfTheWrongShapeHaveNoId() {
    assertEquals(Optional.empty(), TokenCodec.tokenId(null));
    assertEquals(Optional.empty(), TokenCodec.tokenId("chess_short"));
    assertEquals(Optional.empty(), TokenCodec.tokenId("chess_ZZZZZZZZZZZZZZZZ_" + "a".repeat(43)));
  }
}

package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.AuthorizationCode;
import java.util.Optional;

/**
 * The approved codes, in a store every gateway shares, so a code approved through one gateway is
 * redeemed through any other: persistence's {@code AuthorizationCodeRepository} (MongoDB's {@code
 * oauth_codes}). Every method throws {@link Unavailable} when the store does not answer.
 */
public interface AuthorizationCodes {

  /** One redemption of a code: the code, how many redemptions it has had with this one. */
  record Redemption(AuthorizationCode code, int count, Optional<String> tokenId) {

    /** Whether an earlier request redeemed (or tried to redeem) the code already. */
    public boolean reused() {
      return count > 1;
    }
  }

  void save(AuthorizationCode code);

  /**
   * Counts one redemption of the code whose hash is {@code codeHash}, atomically: of two requests
   * with one code exactly one gets the count 1. Empty when no code has this hash (never issued, or
   * removed a while after it expired); {@code tokenId} is the token issued from it so far.
   */
  Optional<Redemption> redeem(String codeHash);

  /**
   * Records the token issued from the code; answers whether the code has been redeemed again
   * meanwhile (then the token must go: RFC 6749 §4.1.2).
   */
  boolean issued(String codeHash, String tokenId);

  /** The store did not answer. */
  final class Unavailable extends RuntimeException {
    public Unavailable(Throwable cause) {
      super("the store of authorization codes did not answer", cause);
    }
  }
}

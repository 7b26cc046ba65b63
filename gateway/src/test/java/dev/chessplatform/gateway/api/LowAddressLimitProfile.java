package dev.chessplatform.gateway.api;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * A gateway whose per-address bucket holds 5 requests and refills one every 50 seconds: slow enough
 * that no machine, however loaded, refills one while the test's flood runs.
 */
public class LowAddressLimitProfile implements QuarkusTestProfile {

  @Override
  public Map<String, String> getConfigOverrides() {
    return Map.of(
        "gateway.limits.per-ip.capacity", "5", "gateway.limits.per-ip.per-second", "0.02");
  }
}

package dev.chessplatform.gateway.api;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** A gateway whose per-address bucket holds 5 requests and refills one every 2 seconds. */
public class LowAddressLimitProfile implements QuarkusTestProfile {

  @Override
  public Map<String, String> getConfigOverrides() {
    return Map.of("gateway.limits.per-ip.capacity", "5", "gateway.limits.per-ip.per-second", "0.5");
  }
}

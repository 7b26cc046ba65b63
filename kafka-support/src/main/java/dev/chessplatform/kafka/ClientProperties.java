package dev.chessplatform.kafka;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

/** The settings of one client, immutable: each {@link #with} returns a copy with one more key. */
final class ClientProperties {

  private final Map<String, String> values;

  private ClientProperties(Map<String, String> values) {
    this.values = values;
  }

  static ClientProperties empty() {
    return new ClientProperties(Map.of());
  }

  ClientProperties with(String key, Object value) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(value, () -> "value of " + key);
    Map<String, String> copy = new LinkedHashMap<>(values);
    copy.put(key, String.valueOf(value));
    return new ClientProperties(copy);
  }

  /** The settings in the order they were given. */
  Map<String, String> asMap() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  Properties toProperties() {
    Properties properties = new Properties();
    properties.putAll(values);
    return properties;
  }
}

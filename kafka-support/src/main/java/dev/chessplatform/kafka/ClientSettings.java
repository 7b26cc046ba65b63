package dev.chessplatform.kafka;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.function.Function;
import org.apache.kafka.clients.CommonClientConfigs;

/**
 * What the settings of a producer and of a consumer share: immutable key/value pairs, in the order
 * given, where every change returns new settings (so a base can be shared and specialised).
 *
 * @param <S> the settings' own type, which every change returns
 */
abstract class ClientSettings<S extends ClientSettings<S>> {

  private final Map<String, String> values;
  private final Function<Map<String, String>, S> sameKind;

  /** {@code sameKind} makes settings of the subclass's own type from values. */
  ClientSettings(Map<String, String> values, Function<Map<String, String>, S> sameKind) {
    this.values = values;
    this.sameKind = sameKind;
  }

  /** {@code client.id}: the name the broker logs, applies quotas to and shows in a group. */
  public S clientId(String clientId) {
    return with(CommonClientConfigs.CLIENT_ID_CONFIG, clientId);
  }

  /**
   * Any other setting, by its Kafka name ({@code ProducerConfig}, {@code ConsumerConfig}); the last
   * one given wins.
   */
  public S with(String key, Object value) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(value, () -> "value of " + key);
    Map<String, String> copy = new LinkedHashMap<>(values);
    copy.put(key, String.valueOf(value));
    return sameKind.apply(copy);
  }

  /** The settings as Kafka reads them, in the order given. */
  public Map<String, String> asMap() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  Properties toProperties() {
    Properties properties = new Properties();
    properties.putAll(values);
    return properties;
  }
}

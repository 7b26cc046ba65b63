package dev.chessplatform.problems;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.net.URI;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An RFC 9457 problem details object, the body of every non-2xx answer of every service.
 *
 * <p>{@code type} is stable per problem (clients switch on it), {@code title} is fixed per type,
 * {@code detail} explains this occurrence. Extension members (RFC 9457 §3.2) carry the field, move
 * or version at fault, for example {@code gameId}, {@code move}, {@code expectedVersion}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"type", "title", "status", "detail", "instance"})
public final class Problem {

  /** Media type of the body (RFC 9457 §3). */
  public static final String MEDIA_TYPE = "application/problem+json";

  private final ProblemType type;
  private final String detail;
  private final URI instance;
  private final Map<String, Object> extensions;

  private Problem(Builder builder) {
    this.type = builder.type;
    this.detail = builder.detail;
    this.instance = builder.instance;
    this.extensions = Collections.unmodifiableMap(new LinkedHashMap<>(builder.extensions));
  }

  public static Builder of(ProblemType type) {
    return new Builder(type);
  }

  public URI getType() {
    return type.uri();
  }

  public String getTitle() {
    return type.title();
  }

  public int getStatus() {
    return type.status();
  }

  /** The stable type of this problem. */
  public ProblemType problemType() {
    return type;
  }

  /** This problem with {@code instance} set, when it has none yet. */
  public Problem withInstanceIfAbsent(URI instance) {
    if (this.instance != null) {
      return this;
    }
    Builder copy = of(type).detail(detail).instance(instance);
    copy.extensions.putAll(extensions);
    return copy.build();
  }

  public String getDetail() {
    return detail;
  }

  public URI getInstance() {
    return instance;
  }

  @JsonAnyGetter
  public Map<String, Object> getExtensions() {
    return extensions;
  }

  /** Builds a problem; the type fixes title and status. */
  public static final class Builder {
    private final ProblemType type;
    private String detail;
    private URI instance;
    private final Map<String, Object> extensions = new LinkedHashMap<>();

    private Builder(ProblemType type) {
      this.type = type;
    }

    public Builder detail(String detail) {
      this.detail = detail;
      return this;
    }

    public Builder instance(URI instance) {
      this.instance = instance;
      return this;
    }

    /** Adds an extension member; standard member names are refused (RFC 9457 §3.2). */
    public Builder with(String name, Object value) {
      if (ProblemType.STANDARD_MEMBERS.contains(name)) {
        throw new IllegalArgumentException("not an extension member: " + name);
      }
      extensions.put(name, value);
      return this;
    }

    public Problem build() {
      return new Problem(this);
    }
  }
}

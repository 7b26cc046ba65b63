package dev.chessplatform.problems;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.util.List;

/**
 * The JSON reader of every request body on the platform (Quarkus REST asks this resolver for its
 * {@link ObjectMapper}): the application's mapper with input taken as it is written. A JSON number
 * or boolean is not a string, a string is not a number or a boolean, a fraction is not an integer,
 * a number is not an enum constant, nothing follows the value; every text field is checked by
 * {@link RequestText}. Each refusal is a Jackson input error that names its field, answered by
 * {@link ProblemMappers} as a 400 {@code invalid-field} with {@code field}.
 *
 * <p>Only request bodies: the application's own mapper (CDI) is left as it is, so records already
 * stored (a topic, a collection) are read as before whatever they hold.
 */
@Provider
public class StrictJson implements ContextResolver<ObjectMapper> {

  private final ObjectMapper strict;

  public StrictJson(ObjectMapper application) {
    this.strict = configure(application.copy());
  }

  @Override
  public ObjectMapper getContext(Class<?> type) {
    return strict;
  }

  /** Configures {@code mapper} as described above and returns it. */
  public static ObjectMapper configure(ObjectMapper mapper) {
    for (CoercionInputShape shape :
        List.of(CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean)) {
      mapper.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
    }
    for (LogicalType type : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
      mapper
          .coercionConfigFor(type)
          .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
    }
    mapper
        .coercionConfigFor(LogicalType.Integer)
        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
    mapper
        .coercionConfigFor(LogicalType.Boolean)
        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
    mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    mapper.enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS);
    mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    mapper.registerModule(
        new SimpleModule("request-text").addDeserializer(String.class, Text.ONE_LINE));
    return mapper;
  }

  /** Strings as {@link StringDeserializer} reads them (coercion rules included), then checked. */
  static final class Text extends StdScalarDeserializer<String> implements ContextualDeserializer {

    static final Text ONE_LINE = new Text(false);
    static final Text MULTILINE = new Text(true);

    private final boolean multiline;

    private Text(boolean multiline) {
      super(String.class);
      this.multiline = multiline;
    }

    @Override
    public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      String text = StringDeserializer.instance.deserialize(p, ctxt);
      if (text != null) {
        var fault = RequestText.fault(text, multiline);
        if (fault.isPresent()) {
          throw new RefusedText(p, fault.get());
        }
      }
      return text;
    }

    @Override
    public JsonDeserializer<?> createContextual(
        DeserializationContext ctxt, BeanProperty property) {
      return property != null && property.getAnnotation(Multiline.class) != null
          ? MULTILINE
          : ONE_LINE;
    }
  }
}

package dev.chessplatform.deploy.digest;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * One text per BSON value, the same for equal content however it was stored: the keys of every
 * document sorted, numbers by value (an int32, an int64 and a double holding 3 all print {@code 3};
 * what a store chose for a number is not content), dates as ISO-8601 instants, no spaces. Arrays
 * keep their order, which is content (the moves of a game).
 */
public final class CanonicalJson {

  private static final double EXACT_LONG = 9.007199254740992E15; // 2^53

  private CanonicalJson() {}

  public static String of(BsonValue value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  private static void write(BsonValue v, StringBuilder out) {
    switch (v.getBsonType()) {
      case DOCUMENT -> document(v.asDocument(), out);
      case ARRAY -> array(v.asArray(), out);
      case STRING -> string(v.asString().getValue(), out);
      case INT32 -> out.append(v.asInt32().getValue());
      case INT64 -> out.append(v.asInt64().getValue());
      case DOUBLE -> number(v.asDouble().getValue(), out);
      case DECIMAL128 ->
          out.append(
              v.asDecimal128().getValue().bigDecimalValue().stripTrailingZeros().toPlainString());
      case BOOLEAN -> out.append(v.asBoolean().getValue());
      case NULL, UNDEFINED -> out.append("null");
      case DATE_TIME ->
          tagged("$date", Instant.ofEpochMilli(v.asDateTime().getValue()).toString(), out);
      case OBJECT_ID -> tagged("$oid", v.asObjectId().getValue().toHexString(), out);
      case BINARY ->
          tagged("$binary", Base64.getEncoder().encodeToString(v.asBinary().getData()), out);
      default ->
          tagged(
              "$" + v.getBsonType().name().toLowerCase(java.util.Locale.ROOT), v.toString(), out);
    }
  }

  private static void document(BsonDocument d, StringBuilder out) {
    List<Map.Entry<String, BsonValue>> entries = new ArrayList<>(d.entrySet());
    entries.sort(Map.Entry.comparingByKey());
    out.append('{');
    for (int i = 0; i < entries.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      string(entries.get(i).getKey(), out);
      out.append(':');
      write(entries.get(i).getValue(), out);
    }
    out.append('}');
  }

  private static void array(BsonArray a, StringBuilder out) {
    out.append('[');
    for (int i = 0; i < a.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      write(a.get(i), out);
    }
    out.append(']');
  }

  private static void number(double d, StringBuilder out) {
    if (d == Math.rint(d) && Math.abs(d) < EXACT_LONG) {
      out.append((long) d);
    } else {
      out.append(d);
    }
  }

  private static void tagged(String tag, String text, StringBuilder out) {
    out.append("{\"").append(tag).append("\":");
    string(text, out);
    out.append('}');
  }

  private static void string(String s, StringBuilder out) {
    out.append('"').append(JsonStringEncoder.getInstance().quoteAsString(s)).append('"');
  }
}

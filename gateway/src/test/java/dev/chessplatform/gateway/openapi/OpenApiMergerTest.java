package dev.chessplatform.gateway.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OpenApiMergerTest {

  private final ObjectMapper json = new ObjectMapper();

  private JsonNode doc(String text) throws Exception {
    return json.readTree(text);
  }

  @Test
  void pathsSchemasAndTagsOfEveryServiceEndUpInOneDocument() throws Exception {
    Map<String, JsonNode> docs = new LinkedHashMap<>();
    docs.put(
        "a",
        doc(
            "{\"paths\":{\"/x\":{}},\"components\":{\"schemas\":{\"A\":{}}},\"tags\":[{\"name\":\"t\"}]}"));
    docs.put(
        "b",
        doc(
            "{\"paths\":{\"/y\":{}},\"components\":{\"schemas\":{\"B\":{}}},\"tags\":[{\"name\":\"t\"}]}"));

    OpenApiMerger.Merged merged = new OpenApiMerger("API", "1").merge(docs);

    assertEquals(List.of(), merged.conflicts());
    assertTrue(merged.document().path("paths").has("/x"));
    assertTrue(merged.document().path("paths").has("/y"));
    assertEquals(2, merged.document().path("components").path("schemas").size());
    assertEquals(1, merged.document().path("tags").size());
    assertEquals("API", merged.document().path("info").path("title").asText());
  }

  @Test
  void aSchemaDefinedDifferentlyByTwoServicesIsReportedAndTheFirstKept() throws Exception {
    Map<String, JsonNode> docs = new LinkedHashMap<>();
    docs.put("a", doc("{\"components\":{\"schemas\":{\"Problem\":{\"type\":\"object\"}}}}"));
    docs.put("b", doc("{\"components\":{\"schemas\":{\"Problem\":{\"type\":\"string\"}}}}"));

    OpenApiMerger.Merged merged = new OpenApiMerger("API", "1").merge(docs);

    assertEquals(List.of("components.schemas.Problem differs in b"), merged.conflicts());
    assertEquals("object", merged.document().at("/components/schemas/Problem/type").asText());
  }
}

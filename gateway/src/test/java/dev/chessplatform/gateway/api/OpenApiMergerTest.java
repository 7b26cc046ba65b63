package dev.chessplatform.gateway.api;

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

  @Test
  void theProblemTypesEachServiceListsAreUnitedAndNothingElseIs() throws Exception {
    Map<String, JsonNode> docs = new LinkedHashMap<>();
    String problem =
        "{\"components\":{\"schemas\":{\"Problem\":{\"type\":\"object\","
            + "\"properties\":{\"type\":{\"type\":\"string\",\"enum\":[%s]}}}}}}";
    docs.put("a", doc(problem.formatted("\"p/not-found\",\"p/illegal-move\"")));
    docs.put("b", doc(problem.formatted("\"p/not-found\",\"p/engine-busy\"")));

    OpenApiMerger.Merged merged = new OpenApiMerger("API", "1").merge(docs);

    assertEquals(List.of(), merged.conflicts());
    assertEquals(
        "[\"p/engine-busy\",\"p/illegal-move\",\"p/not-found\"]",
        merged.document().at("/components/schemas/Problem/properties/type/enum").toString());
    JsonNode other = doc("{\"type\":\"object\",\"enum\":[\"x\"],\"description\":\"d\"}");
    JsonNode differing = doc("{\"type\":\"object\",\"enum\":[\"y\"],\"description\":\"e\"}");
    assertEquals(null, OpenApiMerger.unitedEnums(other, differing));
  }

  @Test
  void pathsAndSchemasComeOutSortedWhateverTheOrderOfTheServices() throws Exception {
    Map<String, JsonNode> docs = new LinkedHashMap<>();
    docs.put("a", doc("{\"paths\":{\"/z\":{}},\"components\":{\"schemas\":{\"Z\":{}}}}"));
    docs.put("b", doc("{\"paths\":{\"/a\":{}},\"components\":{\"schemas\":{\"A\":{}}}}"));

    JsonNode merged = new OpenApiMerger("API", "1").merge(docs).document();

    assertEquals("/a", merged.path("paths").fieldNames().next());
    assertEquals("A", merged.at("/components/schemas").fieldNames().next());
  }
}

package dev.chessplatform.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.jboss.jandex.Index;
import org.junit.jupiter.api.Test;

class ProblemResponsesTest {

  private final ProblemResponses filter =
      new ProblemResponses(Map.of("op", List.of()), ProblemCatalog.all(loader()));

  private static ClassLoader loader() {
    return ProblemResponsesTest.class.getClassLoader();
  }

  /** Read from a Jandex index of its own; no JAX-RS resource, so the test application has none. */
  @Problems({"unauthenticated", "not-found"})
  public static class SeeksResource {
    @org.eclipse.microprofile.openapi.annotations.Operation(operationId = "listSeeks")
    @Problems({})
    public String list() {
      return "[]";
    }

    @org.eclipse.microprofile.openapi.annotations.Operation(operationId = "acceptSeek")
    @Problems({"conflict", "forbidden", "malformed-request", "invalid-field", "not-found"})
    public String accept() {
      return "{}";
    }

    @org.eclipse.microprofile.openapi.annotations.Operation(operationId = "withdrawSeek")
    public String withdraw() {
      return "{}";
    }

    @org.eclipse.microprofile.openapi.annotations.Operation(operationId = "renameSeek")
    @Problems({"no-such-slug"})
    public String rename() {
      return "{}";
    }
  }

  /** A group of a service's own: the types its operations share. */
  @Problems({"unauthenticated", "not-found"})
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.METHOD)
  @interface Reading {}

  /** Read with its group. */
  public static class GamesResource {
    @Reading
    @org.eclipse.microprofile.openapi.annotations.Operation(operationId = "getGame")
    public String get() {
      return "{}";
    }

    @Reading
    @org.eclipse.microprofile.openapi.annotations.Operation(operationId = "getPosition")
    @Problems({"conflict", "invalid-field"})
    public String position() {
      return "{}";
    }
  }

  private static ProblemResponses scanning(Class<?>... classes) throws IOException {
    return new ProblemResponses(Index.of(classes));
  }

  @Test
  void aGroupDeclaresTheMethodAndItsTypesComeBeforeTheMethodsOwn() throws IOException {
    ProblemResponses scanned = scanning(GamesResource.class, Reading.class);
    Operation get = withId("getGame");
    Operation position = withId("getPosition");

    scanned.filterOperation(get);
    scanned.filterOperation(position);

    assertEquals(List.of("401", "404"), List.copyOf(get.getResponses().getAPIResponses().keySet()));
    assertEquals(
        List.of("400", "401", "404", "409"),
        List.copyOf(position.getResponses().getAPIResponses().keySet()));
  }

  private static Operation withId(String operationId) {
    return operation().operationId(operationId);
  }

  @Test
  void eachStatusGetsOneResponseNamingItsTypesTheClassesFirstInTheOrderDeclared()
      throws IOException {
    Operation op = withId("acceptSeek");

    scanning(SeeksResource.class).filterOperation(op);

    Map<String, APIResponse> responses = op.getResponses().getAPIResponses();
    assertEquals(List.of("400", "401", "403", "404", "409"), List.copyOf(responses.keySet()));
    assertEquals(
        "`malformed-request`: The request body could not be read."
            + " `invalid-field`: A field of the request is invalid.",
        responses.get("400").getDescription());
    assertEquals(
        "`not-found`: The resource does not exist.", responses.get("404").getDescription());
    responses.values().forEach(r -> assertEquals(ProblemResponses.SCHEMA_REF, problemRef(r)));
  }

  @Test
  void anEmptyDeclarationOnTheMethodTakesTheClassesAlone() throws IOException {
    Operation op = withId("listSeeks");

    scanning(SeeksResource.class).filterOperation(op);

    assertEquals(List.of("401", "404"), List.copyOf(op.getResponses().getAPIResponses().keySet()));
  }

  @Test
  void aResponseTheResourceDeclaredKeepsItsHeadersAndGetsTheDescription() throws IOException {
    APIResponse declared =
        OASFactory.createAPIResponse()
            .description("Bad Request")
            .addHeader("Retry-After", OASFactory.createHeader().description("Seconds"));
    Operation op = withId("acceptSeek");
    op.getResponses().addAPIResponse("default", OASFactory.createAPIResponse().description("?"));
    op.getResponses().addAPIResponse("400", declared);
    op.getResponses().addAPIResponse("200", OASFactory.createAPIResponse().description("The seek"));

    scanning(SeeksResource.class).filterOperation(op);

    assertEquals(
        List.of("200", "400", "401", "403", "404", "409", "default"),
        List.copyOf(op.getResponses().getAPIResponses().keySet()),
        "in status order");

    APIResponse response = op.getResponses().getAPIResponse("400");
    assertSame(declared, response);
    assertTrue(response.getDescription().startsWith("`malformed-request`: "));
    assertNotNull(response.getHeaders().get("Retry-After"));
  }

  @Test
  void anOperationWhoseMethodDeclaresNoProblemsFailsTheBuild() throws IOException {
    ProblemResponses scanned = scanning(SeeksResource.class);

    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> scanned.filterOperation(withId("withdrawSeek")));
    assertTrue(e.getMessage().contains("withdrawSeek"), e.getMessage());
    assertThrows(IllegalStateException.class, () -> scanned.filterOperation(withId("unknown")));
    assertThrows(IllegalStateException.class, () -> scanned.filterOperation(operation()));
  }

  @Test
  void aSlugNoCatalogDeclaresFailsTheBuild() throws IOException {
    ProblemResponses scanned = scanning(SeeksResource.class);

    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> scanned.filterOperation(withId("renameSeek")));
    assertTrue(e.getMessage().contains("no-such-slug"), e.getMessage());
  }

  private static Operation operation(Object... statusesAndResponses) {
    APIResponses responses = OASFactory.createAPIResponses();
    for (int i = 0; i < statusesAndResponses.length; i += 2) {
      responses.addAPIResponse(
          (String) statusesAndResponses[i], (APIResponse) statusesAndResponses[i + 1]);
    }
    return OASFactory.createOperation().operationId("op").responses(responses);
  }

  private static String problemRef(APIResponse response) {
    return response.getContent().getMediaType(Problem.MEDIA_TYPE).getSchema().getRef();
  }

  @Test
  void anErrorResponseWithoutContentGetsAProblemBody() {
    Operation op =
        operation(
            "404", OASFactory.createAPIResponse().description("No such player"),
            "400", OASFactory.createAPIResponse().description("Bad"),
            "503", OASFactory.createAPIResponse().description("Down"),
            "default", OASFactory.createAPIResponse().description("Other"));

    filter.filterOperation(op);

    for (String status : List.of("400", "404", "503", "default")) {
      APIResponse response = op.getResponses().getAPIResponse(status);
      assertEquals("#/components/schemas/Problem", problemRef(response), status);
      assertEquals(1, response.getContent().getMediaTypes().size(), status);
    }
    assertEquals("No such player", op.getResponses().getAPIResponse("404").getDescription());
  }

  @Test
  void aSuccessResponseIsLeftAsItIs() {
    Operation op = operation("200", OASFactory.createAPIResponse().description("The rating"));

    filter.filterOperation(op);

    assertNull(op.getResponses().getAPIResponse("200").getContent());
  }

  @Test
  void anErrorResponseThatDeclaresItsContentOrIsAReferenceIsLeftAsItIs() {
    Content own =
        OASFactory.createContent()
            .addMediaType(
                "application/json",
                OASFactory.createMediaType()
                    .schema(OASFactory.createSchema().ref("#/components/schemas/Health")));
    Operation op =
        operation(
            "503", OASFactory.createAPIResponse().description("Not ready").content(own),
            "429", OASFactory.createAPIResponse().ref("#/components/responses/X"));

    filter.filterOperation(op);

    APIResponse notReady = op.getResponses().getAPIResponse("503");
    assertSame(own, notReady.getContent());
    assertEquals(1, notReady.getContent().getMediaTypes().size());
    assertNull(notReady.getContent().getMediaType(Problem.MEDIA_TYPE));
    assertNull(op.getResponses().getAPIResponse("429").getContent());
  }

  @Test
  void theDocumentDeclaresTheProblemSchemaUnlessItAlreadyHasOne() {
    OpenAPI empty = OASFactory.createOpenAPI();
    filter.filterOpenAPI(empty);
    Schema problem = empty.getComponents().getSchemas().get("Problem");
    assertNotNull(problem);
    assertEquals(List.of(Schema.SchemaType.OBJECT), problem.getType());
    assertEquals(
        List.of("type", "title", "status", "detail", "instance"),
        List.copyOf(problem.getProperties().keySet()).subList(0, 5));
    assertEquals(List.of("type", "title", "status"), problem.getRequired());
    assertEquals(Boolean.TRUE, problem.getAdditionalPropertiesBoolean());
    assertNotNull(problem.getDescription());

    Schema existing = OASFactory.createSchema().description("from the scanner");
    OpenAPI scanned =
        OASFactory.createOpenAPI()
            .components(OASFactory.createComponents().addSchema("Problem", existing));
    filter.filterOpenAPI(scanned);
    assertSame(existing, scanned.getComponents().getSchemas().get("Problem"));
  }

  @Test
  void theStandardMembersAreTypedAsRfc9457SaysAndStatusIsAnHttpStatus() {
    Map<String, Schema> properties = ProblemResponses.problemSchema().getProperties();

    assertEquals("uri", properties.get("type").getFormat());
    assertEquals(List.of(Schema.SchemaType.STRING), properties.get("title").getType());
    Schema status = properties.get("status");
    assertEquals(List.of(Schema.SchemaType.INTEGER), status.getType());
    assertEquals("int32", status.getFormat());
    assertEquals(0, BigDecimal.valueOf(100).compareTo(status.getMinimum()));
    assertEquals(0, BigDecimal.valueOf(599).compareTo(status.getMaximum()));
    assertEquals(List.of(Schema.SchemaType.STRING), properties.get("detail").getType());
    assertEquals("uri-reference", properties.get("instance").getFormat());
  }

  @Test
  void theTypeEnumListsEveryCatalogedTypeUriSorted() {
    List<Object> expected =
        ProblemCatalog.all(getClass().getClassLoader()).stream()
            .map(t -> (Object) t.uri().toString())
            .toList();

    List<Object> enumeration =
        ProblemResponses.problemSchema().getProperties().get("type").getEnumeration();

    assertEquals(expected, enumeration);
    assertTrue(enumeration.contains("https://chess-platform.dev/problems/invalid-field"));
    assertEquals(
        enumeration.stream().map(String::valueOf).sorted().toList(),
        enumeration.stream().map(String::valueOf).toList());
  }

  @Test
  void everyExtensionMemberIsDescribedAndTyped() {
    Map<String, Schema> properties = ProblemResponses.problemSchema().getProperties();

    for (String member : ProblemSchema.EXTENSIONS.keySet()) {
      Schema schema = properties.get(member);
      assertNotNull(schema, member);
      assertNotNull(schema.getDescription(), member);
      assertEquals(1, schema.getType().size(), member);
      assertFalse(ProblemType.STANDARD_MEMBERS.contains(member), member);
    }
    assertTrue(
        properties
            .keySet()
            .containsAll(
                List.of(
                    "field",
                    "gameId",
                    "move",
                    "legalMoves",
                    "castling",
                    "expectedVersion",
                    "currentVersion",
                    "requiredScope",
                    "retryAfterSeconds",
                    "maxBytes")));
    assertEquals(
        List.of(Schema.SchemaType.STRING), properties.get("legalMoves").getItems().getType());
    assertEquals(
        List.of("reason", "side"), properties.get("castling").getRequired(), "castling members");
  }

  @Test
  void theExampleIsAProblemThisSchemaDescribes() {
    Schema problem = ProblemResponses.problemSchema();
    @SuppressWarnings("unchecked")
    Map<String, Object> example = (Map<String, Object>) problem.getExample();

    assertTrue(problem.getProperties().keySet().containsAll(example.keySet()));
    assertTrue(example.keySet().containsAll(problem.getRequired()));
    assertTrue(problem.getProperties().get("type").getEnumeration().contains(example.get("type")));
    assertEquals(ProblemType.INVALID_FIELD.status(), example.get("status"));
  }
}

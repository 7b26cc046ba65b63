package dev.chessplatform.problems;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Declares the body of every error answer in one place: every service answers 4xx/5xx with a {@link
 * Problem}, so resources only name the status and say when it happens ({@code @APIResponse(
 * responseCode, description)}) and this filter, run at build time in every service that depends on
 * this module, gives each 4xx/5xx (or {@code default}) response without content an {@value
 * Problem#MEDIA_TYPE} body referring to {@code #/components/schemas/Problem}, which it also
 * declares. A response that declares its own content or is a {@code $ref} is left as it is.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ProblemResponsesContent implements OASFilter {

  /** Where the problem schema is declared in the document. */
  public static final String SCHEMA_REF = "#/components/schemas/Problem";

  @Override
  public Operation filterOperation(Operation operation) {
    if (operation.getResponses() == null || operation.getResponses().getAPIResponses() == null) {
      return operation;
    }
    for (Map.Entry<String, APIResponse> entry :
        operation.getResponses().getAPIResponses().entrySet()) {
      APIResponse response = entry.getValue();
      if (isError(entry.getKey())
          && response != null
          && response.getRef() == null
          && (response.getContent() == null || response.getContent().getMediaTypes().isEmpty())) {
        response.setContent(problemContent());
      }
    }
    return operation;
  }

  @Override
  public void filterOpenAPI(OpenAPI openAPI) {
    if (openAPI.getComponents() == null) {
      openAPI.setComponents(OASFactory.createComponents());
    }
    Components components = openAPI.getComponents();
    if (components.getSchemas() == null || !components.getSchemas().containsKey("Problem")) {
      components.addSchema("Problem", problemSchema());
    }
  }

  /** An {@value Problem#MEDIA_TYPE} content referring to the problem schema. */
  public static Content problemContent() {
    return OASFactory.createContent()
        .addMediaType(
            Problem.MEDIA_TYPE,
            OASFactory.createMediaType().schema(OASFactory.createSchema().ref(SCHEMA_REF)));
  }

  /** RFC 9457 problem details; extension members are allowed. */
  static Schema problemSchema() {
    return OASFactory.createSchema()
        .type(List.of(SchemaType.OBJECT))
        .description(
            "RFC 9457 problem details; extension members name what is at fault (field, gameId …)")
        .addProperty(
            "type", string("Stable URI of the problem type; clients switch on it").format("uri"))
        .addProperty("title", string("Short summary, fixed per type"))
        .addProperty(
            "status",
            OASFactory.createSchema()
                .type(List.of(SchemaType.INTEGER))
                .format("int32")
                .description("The HTTP status code"))
        .addProperty("detail", string("What went wrong in this occurrence"))
        .addProperty(
            "instance", string("The request path of this occurrence").format("uri-reference"))
        .required(List.of("type", "title", "status"))
        .additionalPropertiesBoolean(Boolean.TRUE);
  }

  private static Schema string(String description) {
    return OASFactory.createSchema().type(List.of(SchemaType.STRING)).description(description);
  }

  private static boolean isError(String status) {
    return "default".equals(status) || status.startsWith("4") || status.startsWith("5");
  }
}

package dev.chessplatform.problems;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Declares the body of every error answer in one place: every service answers 4xx/5xx with a {@link
 * Problem}, so resources only name the status and say when it happens ({@code @APIResponse(
 * responseCode, description)}) and this filter, run at build time in every service that depends on
 * this module, gives each 4xx/5xx (or {@code default}) response without content an {@value
 * Problem#MEDIA_TYPE} body referring to {@code #/components/schemas/Problem}, which it also
 * declares ({@link ProblemSchema}: its {@code type} enum lists every {@link ProblemCatalog} on the
 * application's class path). A response that declares its own content or is a {@code $ref} is left
 * as it is.
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

  /**
   * The problem schema with the types of every catalog the application's class loader sees. At
   * build time Quarkus runs this filter during augmentation with the thread context class loader
   * set to the application's deployment class loader, which holds the service's classes and {@code
   * META-INF/services} entries; this module's own loader would see only the platform's.
   */
  static Schema problemSchema() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return ProblemSchema.of(
        ProblemCatalog.all(
            loader != null ? loader : ProblemResponsesContent.class.getClassLoader()));
  }

  private static boolean isError(String status) {
    return "default".equals(status) || status.startsWith("4") || status.startsWith("5");
  }
}

package dev.chessplatform.game.api;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * The success answer of every command that answers the game after it, declared once: an operation
 * marked {@code @Extension(name = GameAnswerFilter.MARK, value = "200")} answers 200 with the
 * {@code GameView}, its {@code ETag} and {@code Idempotent-Replayed}; one marked {@code "201"} (a
 * create, which states its own {@code @APIResponse(responseCode = "201", description = …)}) answers
 * the same with the new game's {@code Location} first. A {@code "200"} operation also honours
 * {@code Prefer: return=minimal} and then answers 204 with the ETag alone ({@link CommandAnswers}).
 * Twenty-six operations answer so; written out, each carried the same twenty lines of annotations.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class GameAnswerFilter implements OASFilter {

  /** The operation extension that asks for the game answer; removed from the document. */
  public static final String MARK = "x-chess-answers-game";

  private static final String CREATED = "201";
  private static final String NO_CONTENT = "204";

  @Override
  public Operation filterOperation(Operation operation) {
    if (operation.getExtensions() == null || !operation.getExtensions().containsKey(MARK)) {
      return operation;
    }
    String status = String.valueOf(operation.getExtensions().get(MARK));
    operation.removeExtension(MARK);
    // SmallRye copies a method's extensions onto its request body too.
    if (operation.getRequestBody() != null && operation.getRequestBody().getExtensions() != null) {
      operation.getRequestBody().removeExtension(MARK);
    }
    APIResponse answer = OASFactory.createAPIResponse().description(GameApi.GAME_AFTER);
    if (status.equals(CREATED)) {
      APIResponse declared = operation.getResponses().getAPIResponse(CREATED);
      if (declared == null || declared.getDescription() == null) {
        throw new IllegalStateException(
            operation.getOperationId() + " creates a game: it states its 201's description");
      }
      answer
          .description(declared.getDescription())
          .addHeader(
              GameApi.LOCATION, header(GameApi.LOCATION_DOC).schema(string("uri-reference")));
    }
    answer
        .addHeader(GameApi.ETAG, header(GameApi.ETAG_DOC))
        .addHeader(GameApi.REPLAYED, header(GameApi.REPLAYED_DOC))
        .content(
            OASFactory.createContent()
                .addMediaType(
                    "application/json",
                    OASFactory.createMediaType()
                        .schema(OASFactory.createSchema().ref("#/components/schemas/GameView"))));
    operation.getResponses().addAPIResponse(status, answer);
    if (!status.equals(CREATED)) {
      // Prefer is not declared as a parameter: generated clients take every declared parameter
      // positionally, so a new one would break every caller's source; they send it as a header.
      operation
          .getResponses()
          .addAPIResponse(
              NO_CONTENT,
              OASFactory.createAPIResponse()
                  .description(GameApi.GAME_MINIMAL)
                  .addHeader(GameApi.ETAG, header(GameApi.ETAG_DOC))
                  .addHeader(GameApi.PREFERENCE_APPLIED, header(GameApi.PREFERENCE_APPLIED_DOC))
                  .addHeader(GameApi.REPLAYED, header(GameApi.REPLAYED_DOC)));
    }
    return operation;
  }

  private static Header header(String text) {
    return OASFactory.createHeader().description(text).schema(string(null));
  }

  /** A string schema; the format first, in the order SmallRye writes annotations. */
  private static org.eclipse.microprofile.openapi.models.media.Schema string(String format) {
    var schema = OASFactory.createSchema();
    return (format == null ? schema : schema.format(format)).type(List.of(SchemaType.STRING));
  }
}

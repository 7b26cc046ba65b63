package dev.chessplatform.game.api;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * The success answer of every command that answers the game after it, declared once: an operation
 * marked {@code @Extension(name = GameAnswerFilter.MARK, value = "200")} answers that status with
 * the {@code GameView}, its {@code ETag} and {@code Idempotent-Replayed}. Twenty-one operations
 * answer so; written out, each carried the same nineteen lines of annotations.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class GameAnswerFilter implements OASFilter {

  /** The operation extension that asks for the game answer; removed from the document. */
  public static final String MARK = "x-chess-answers-game";

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
    operation.getResponses().addAPIResponse(status, gameAnswer());
    return operation;
  }

  private static APIResponse gameAnswer() {
    return OASFactory.createAPIResponse()
        .description(GameApi.GAME_AFTER)
        .addHeader(GameApi.ETAG, header(GameApi.ETAG_DOC))
        .addHeader(GameApi.REPLAYED, header(GameApi.REPLAYED_DOC))
        .content(
            OASFactory.createContent()
                .addMediaType(
                    "application/json",
                    OASFactory.createMediaType()
                        .schema(OASFactory.createSchema().ref("#/components/schemas/GameView"))));
  }

  private static org.eclipse.microprofile.openapi.models.headers.Header header(String text) {
    return OASFactory.createHeader()
        .description(text)
        .schema(OASFactory.createSchema().type(List.of(SchemaType.STRING)));
  }
}

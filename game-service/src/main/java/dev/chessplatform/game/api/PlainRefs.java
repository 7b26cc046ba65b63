package dev.chessplatform.game.api;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * A property that refers to a named schema keeps only its description beside the {@code $ref}:
 * SmallRye adds {@code type: string} next to the reference of an enum it describes, and a client
 * generator that reads the sibling takes the property for a plain string and loses the enum.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class PlainRefs implements OASFilter {

  @Override
  public Schema filterSchema(Schema schema) {
    if (schema.getRef() != null && schema.getType() != null) {
      schema.setType(null);
    }
    return schema;
  }
}

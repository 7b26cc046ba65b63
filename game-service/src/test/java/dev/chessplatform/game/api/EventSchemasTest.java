package dev.chessplatform.game.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.chessplatform.events.game.GameEventTypes;
import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EventSchemasTest {

  @Test
  void the_envelope_names_every_event_type_and_each_has_its_payload_schema() {
    OpenAPI doc = OASFactory.createOpenAPI();
    new EventSchemas().filterOpenAPI(doc);

    Schema envelope = doc.getComponents().getSchemas().get(EventSchemas.ENVELOPE);
    List<Object> types = GameEventTypes.all().stream().map(r -> (Object) r.type()).toList();
    assertEquals(types, envelope.getProperties().get("type").getEnumeration());
    assertEquals("date-time", envelope.getProperties().get("occurredAt").getFormat());
    for (GameEventTypes.Registration r : GameEventTypes.all()) {
      Schema payload = doc.getComponents().getSchemas().get(r.type());
      assertNotNull(payload, r.type());
      assertEquals(
          r.payload().getRecordComponents().length, payload.getProperties().size(), r.type());
    }
    assertEquals(
        "#/components/schemas/GameTermination",
        doc.getComponents()
            .getSchemas()
            .get("GameEnded")
            .getProperties()
            .get("termination")
            .getRef());
  }
}

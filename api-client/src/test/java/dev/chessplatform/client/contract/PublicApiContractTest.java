package dev.chessplatform.client.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.gateway.api.PublicApi;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The public API changes only on purpose: the document the services build now (each stores it in
 * {@code target/openapi/} when it is packaged), merged as the gateway merges it at run time, must
 * equal the committed {@code api-client/openapi.json} from which the client is generated. A change
 * to the API is therefore a change to that file, reviewed in the diff. To accept one: {@code ./mvnw
 * -pl api-client test -Dapi.contract.update=true} (or copy {@code api-client/target/openapi.json}
 * over it).
 */
class PublicApiContractTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path COMMITTED = Path.of("openapi.json").toAbsolutePath();
  private static final Path BUILT = Path.of("target/openapi.json").toAbsolutePath();
  private static final List<String> SERVICES =
      List.of("game-service", "engine-service", "rating-service");

  @Test
  void theDocumentTheServicesBuildIsTheCommittedContract() throws IOException {
    Map<String, JsonNode> services = new LinkedHashMap<>();
    for (String service : SERVICES) {
      services.put(service, stored(service));
    }
    PublicApi.Document built = PublicApi.of(stored("gateway"), services);
    String text = ContractText.of(built.json());
    Files.createDirectories(BUILT.getParent());
    Files.writeString(BUILT, text);
    assertEquals(List.of(), built.conflicts(), "two services define one schema differently");
    if (Boolean.getBoolean("api.contract.update")) {
      Files.writeString(COMMITTED, text);
    }
    JsonNode committed = JSON.readTree(COMMITTED.toFile());
    List<String> differences = new ArrayList<>();
    JsonDifferences.collect("", committed, built.json(), differences);
    assertTrue(
        differences.isEmpty(),
        "The API the services build differs from the committed contract at "
            + differences.stream().limit(25).toList()
            + (differences.size() > 25 ? " and " + (differences.size() - 25) + " more" : "")
            + ".\nIf the change is meant, review it and accept it: cp "
            + ROOT.relativize(BUILT)
            + " "
            + ROOT.relativize(COMMITTED)
            + " (or run with -Dapi.contract.update=true)");
    assertEquals(text, Files.readString(COMMITTED), "same content, but not in the canonical form");
  }

  private static JsonNode stored(String module) throws IOException {
    Path file = ROOT.resolve(module).resolve("target/openapi/openapi.json");
    if (!Files.isRegularFile(file)) {
      throw new AssertionError(
          file
              + " is missing: the contract is checked against the documents the services store"
              + " when packaged. Build them first: ./mvnw -pl "
              + module
              + " -am package -DskipTests (the whole ./mvnw verify does it in order)");
    }
    return JSON.readTree(file.toFile());
  }
}

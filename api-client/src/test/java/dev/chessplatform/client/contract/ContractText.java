package dev.chessplatform.client.contract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The one text form of the contract: two-space indents, {@code "key": value}, a final newline. */
final class ContractText {

  private static final DefaultPrettyPrinter PRINTER =
      new DefaultPrettyPrinter()
          .withSeparators(
              Separators.createDefaultInstance()
                  .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
          .withArrayIndenter(new DefaultIndenter("  ", "\n"))
          .withObjectIndenter(new DefaultIndenter("  ", "\n"));

  private ContractText() {}

  static String of(JsonNode document) throws JsonProcessingException {
    return new ObjectMapper().writer(PRINTER).writeValueAsString(document) + "\n";
  }
}

package dev.chessplatform.rating.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PlayerIdFormatTest {

  private static final List<PlayerId> EXAMPLES =
      List.of(PlayerId.human("acc-1"), PlayerId.computer(1), PlayerId.computer(5));

  @Test
  void every_kind_of_player_id_is_formatted_and_parsed_back() {
    for (Class<?> kind : PlayerId.class.getPermittedSubclasses()) {
      assertTrue(EXAMPLES.stream().anyMatch(kind::isInstance), "no example of " + kind);
    }
    for (PlayerId id : EXAMPLES) {
      assertEquals(Optional.of(id), PlayerIdFormat.parse(PlayerIdFormat.format(id)));
    }
  }

  @Test
  void computer_levels_use_the_reserved_prefix() {
    assertEquals("computer:3", PlayerIdFormat.format(PlayerId.computer(3)));
  }

  @Test
  void blank_ids_and_levels_that_do_not_exist_are_not_player_ids() {
    for (String id : List.of("", " ", "computer:", "computer:0", "computer:6", "computer:12")) {
      assertEquals(Optional.empty(), PlayerIdFormat.parse(id), id);
    }
  }
}

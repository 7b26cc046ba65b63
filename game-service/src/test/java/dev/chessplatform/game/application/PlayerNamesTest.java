package dev.chessplatform.game.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.game.application.PlayerDirectory.Resolution.Found;
import java.util.Optional;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PlayerNamesTest {

  private final PlayerNames names = new PlayerNames();

  @Test
  void a_name_is_found_whatever_its_case_and_an_id_as_itself() {
    names.put("6f1c", "Alice");
    assertEquals(Optional.of(new Found("6f1c", "Alice")), names.find("aLiCe"));
    assertEquals(Optional.of(new Found("6f1c", "Alice")), names.find("6f1c"));
    assertEquals(Optional.of("Alice"), names.nameOf("6f1c"));
    assertEquals(Optional.empty(), names.find("bob"));
  }

  @Test
  void a_newer_state_with_another_name_frees_the_old_one_and_a_tombstone_both() {
    names.put("6f1c", "Alice");
    names.put("6f1c", "Alicia");
    assertEquals(Optional.empty(), names.find("alice"));
    assertEquals(Optional.of(new Found("6f1c", "Alicia")), names.find("ALICIA"));
    names.remove("6f1c");
    assertEquals(Optional.empty(), names.find("alicia"));
    assertEquals(Optional.empty(), names.nameOf("6f1c"));
    assertEquals(0, names.size());
  }

  @Test
  void the_computer_levels_are_known_by_id_and_name_without_an_account() {
    assertEquals(
        Optional.of(new Found("computer:3", "Computer level 3")), names.find("computer level 3"));
    assertEquals(
        Optional.of(new Found("computer:5", "Computer level 5")), names.find("computer:5"));
    assertEquals(Optional.of("Computer level 1"), names.nameOf("computer:1"));
    assertEquals(Optional.empty(), names.find("computer:6"));
    assertEquals(Optional.empty(), names.find("computer:x"));
    assertEquals(Optional.empty(), names.find(" "));
  }
}

package dev.chessplatform.game.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Outcome;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.game.api.GameRequests.ClockSetting;
import dev.chessplatform.game.api.GameRequests.SeatRequest;
import dev.chessplatform.game.api.GameView.TimeControlView;
import dev.chessplatform.game.domain.TimeControls;
import dev.chessplatform.problems.ProblemException;
import jakarta.ws.rs.PathParam;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The enumerations the OpenAPI document gives are the sets the code can produce or accept, so a new
 * preset or seat name cannot leave the contract behind (the terminations are chess-core's one enum,
 * which {@code EventSchemas} declares as {@code GameTermination}: {@code OpenApiDocumentTest}).
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ClosedSetsTest {

  private static Set<String> enumeration(Class<? extends Record> record, String component) {
    try {
      return Set.of(record.getDeclaredField(component).getAnnotation(Schema.class).enumeration());
    } catch (NoSuchFieldException e) {
      throw new AssertionError(record.getSimpleName() + " has " + component, e);
    }
  }

  private static Set<String> names(Class<? extends Enum<?>> type) {
    return Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.toSet());
  }

  /** The values of the public String constants of {@code holder}. */
  private static Set<String> constants(Class<?> holder) throws IllegalAccessException {
    Set<String> values = new HashSet<>();
    for (Field f : holder.getFields()) {
      if (f.getType() == String.class && Modifier.isStatic(f.getModifiers())) {
        values.add((String) f.get(null));
      }
    }
    return values;
  }

  @Test
  void the_results_are_the_pgn_tokens_the_service_writes() {
    Set<String> pgn =
        Arrays.stream(GameResult.values()).map(GameResult::pgn).collect(Collectors.toSet());
    assertEquals(Set.of("1-0", "0-1", "1/2-1/2", "*"), pgn);
    for (Side side : Side.values()) {
      assertTrue(pgn.contains(Outcome.win(side, Termination.CHECKMATE).result()));
    }
    assertTrue(pgn.contains(Outcome.draw(Termination.STALEMATE).result()));
    assertThrows(IllegalArgumentException.class, () -> GameResult.of("2-0"));
  }

  @Test
  void the_clock_presets_are_the_named_time_controls() {
    assertEquals(TimeControls.PRESETS.keySet(), enumeration(ClockSetting.class, "preset"));
    Set<String> shown = new HashSet<>(TimeControls.PRESETS.keySet());
    shown.add(TimeControls.custom(60_000, 0).preset());
    assertEquals(shown, enumeration(TimeControlView.class, "preset"));
  }

  @Test
  void the_seat_names_are_the_ones_the_seat_reader_takes() {
    for (String seat : enumeration(SeatRequest.class, "seat")) {
      GameCommandResource.seat(seat, "seat");
      GameCommandResource.seat(seat.toLowerCase(Locale.ROOT), "seat");
    }
    assertThrows(ProblemException.class, () -> GameCommandResource.seat("middle", "seat"));
    Set<String> pathSeats = Set.of(seatParameter().schema().enumeration());
    assertEquals(Set.of("left", "right"), pathSeats);
    for (String seat : pathSeats) {
      GameCommandResource.seat(seat, "seat");
    }
  }

  @Test
  void a_promotion_names_a_piece_a_pawn_can_become() {
    Set<String> targets =
        Arrays.stream(PieceType.values())
            .filter(PieceType::isPromotionTarget)
            .map(PieceType::name)
            .collect(Collectors.toSet());
    assertEquals(targets, enumeration(LegalMoveView.class, "promotion"));
  }

  /** The OpenAPI parameter of sitDown's {seat}. */
  private static org.eclipse.microprofile.openapi.annotations.parameters.Parameter seatParameter() {
    for (Method m : RoomsResource.class.getMethods()) {
      for (Parameter p : m.getParameters()) {
        PathParam path = p.getAnnotation(PathParam.class);
        if (path != null && path.value().equals("seat")) {
          return p.getAnnotation(
              org.eclipse.microprofile.openapi.annotations.parameters.Parameter.class);
        }
      }
    }
    throw new AssertionError("sitDown has a {seat} path parameter");
  }
}

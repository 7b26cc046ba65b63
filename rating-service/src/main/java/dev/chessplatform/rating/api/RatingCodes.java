package dev.chessplatform.rating.api;

import dev.chessplatform.rating.domain.LadderGrade;
import dev.chessplatform.rating.domain.Pairing;
import dev.chessplatform.rating.domain.Score;
import dev.chessplatform.rating.domain.Title;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The closed sets of the API as enums, so that the OpenAPI document lists their values and a
 * generated client gets one named type for each. They mirror the domain's codes by name instead of
 * exposing the domain types: a domain rename must not change the contract silently, and {@code
 * RatingCodesTest} fails when the two drift apart.
 */
public final class RatingCodes {

  private RatingCodes() {}

  /** {@link Title#code()}: a title band, highest first. */
  @Schema(
      description =
          "A title band (seed 004), highest first: GM ≥ 2500, M1..M3 ≥ 2400..2200, E1..E5 ≥"
              + " 2100..1700, P1..P6 ≥ 1600..1100, P7 below 1100. Held from 10 counted games on.")
  public enum TitleCode {
    GM,
    M1,
    M2,
    M3,
    E1,
    E2,
    E3,
    E4,
    E5,
    P1,
    P2,
    P3,
    P4,
    P5,
    P6,
    P7;

    static TitleCode of(Title title) {
      return valueOf(title.code());
    }
  }

  /** {@link LadderGrade#code()}: a grade of the points ladder, from none up to G1. */
  @Schema(
      description =
          "A grade of the points ladder (seed 000): NONE below 100 points, G30 from 100 points,"
              + " one grade per further 100 points, G1 from 3000 points")
  public enum GradeCode {
    NONE,
    G30,
    G29,
    G28,
    G27,
    G26,
    G25,
    G24,
    G23,
    G22,
    G21,
    G20,
    G19,
    G18,
    G17,
    G16,
    G15,
    G14,
    G13,
    G12,
    G11,
    G10,
    G9,
    G8,
    G7,
    G6,
    G5,
    G4,
    G3,
    G2,
    G1;

    static GradeCode of(LadderGrade grade) {
      return valueOf(grade.code());
    }
  }

  /** {@link Pairing}: the Elo rule a game between two standings falls under. */
  @Schema(
      description =
          "The Elo rule a game falls under: NOT_RATED (casual, nothing changes), COMPUTER_PAIR"
              + " (two computer levels, nothing changes), PROVISIONAL_PAIR (two provisional"
              + " players: no rating change, no game counted), RATED_VS_PROVISIONAL (the"
              + " provisional formulas), RATED_PAIR (plain Elo)")
  public enum PairingRule {
    NOT_RATED,
    COMPUTER_PAIR,
    PROVISIONAL_PAIR,
    RATED_VS_PROVISIONAL,
    RATED_PAIR;

    static PairingRule of(Pairing pairing) {
      return valueOf(pairing.name());
    }
  }

  /** {@link Score}: one player's result of one game. */
  @Schema(description = "The player's result of the game")
  public enum GameScore {
    WIN,
    DRAW,
    LOSS;

    static GameScore of(Score score) {
      return valueOf(score.name());
    }
  }
}

package dev.chessplatform.rating.domain;

import java.util.Objects;

/**
 * The pure decision: two standings and a finished game in, both standings after it out. No I/O, no
 * clock, no randomness: the same inputs give the same {@link RatingChange} on every replay.
 *
 * <p>Elo (seed 004, 国际象棋游戏积分说明), with Rd = 32·(W − We) from {@link Elo#whiteRd}:
 *
 * <ul>
 *   <li>rated vs rated: Rn = Ro + Rd;
 *   <li>rated vs provisional: the rated player Rn = Ro + Rd·(n/10)·(2/3), the provisional player Rn
 *       = Ro + Rd·(21 − n)/10, where n is "无级别的人下过棋的有效盘数", the provisional player's counted games
 *       <em>before</em> this one (下过 = has played; 0..9). So a rated player risks nothing against a
 *       brand-new account (n = 0), and the factor 2/3·n/10 stays below the source's bound
 *       "分数不会超过正常变化的2/3";
 *   <li>provisional vs provisional: no change and no game counted;
 *   <li>a computer level is a rated player whose rating never moves (see {@link
 *       ComputerOpponents}); the human's side is computed as against any rated player.
 * </ul>
 *
 * Each player's change is rounded once by {@link Elo#round}. The ladder ({@link Ladder}) moves in
 * every rated game between two humans, provisional or not: it has its own newcomer rule (0 points,
 * 无级别). Computers are off the ladder: they hold no points to pay or win, and seed 004 gives no
 * points for games against the computer ("单机模式…此种模式不能计算积分").
 */
public final class RatingRules {

  private final ComputerOpponents computers;

  public RatingRules(ComputerOpponents computers) {
    this.computers = Objects.requireNonNull(computers, "computers");
  }

  public ComputerOpponents computers() {
    return computers;
  }

  /**
   * The standing of a player with nothing stored: a newcomer for a human, the fixed published
   * standing for a computer level. Load a player as {@code stored.orElseGet(() -> initial(id))}.
   */
  public PlayerRating initial(PlayerId player) {
    if (player instanceof PlayerId.Human human) {
      return PlayerRating.newcomer(human);
    }
    if (player instanceof PlayerId.Computer computer) {
      return computers.standingOf(computer);
    }
    throw new IllegalStateException("unhandled player kind: " + player);
  }

  /**
   * Applies one finished game. {@code white} and {@code black} are the players' standings before it
   * and must belong to {@code game.white()} and {@code game.black()}; a computer's standing must be
   * {@link #initial} (its published rating).
   */
  public RatingChange apply(RatedGame game, PlayerRating white, PlayerRating black) {
    requireStanding(game.white(), white);
    requireStanding(game.black(), black);
    Pairing pairing = Pairing.of(game.rated(), white, black);
    if (pairing == Pairing.NOT_RATED) {
      return new RatingChange(game.gameId(), pairing, false, unchanged(white), unchanged(black));
    }
    GameResult result = game.result();
    double whiteRd = Elo.whiteRd(white.rating(), black.rating(), result);
    PlayerRating whiteAfter = afterElo(pairing, white, black, result.whiteScore(), whiteRd);
    PlayerRating blackAfter = afterElo(pairing, black, white, result.blackScore(), -whiteRd);
    boolean ladder = !white.isComputer() && !black.isComputer();
    if (ladder) {
      Ladder.Settlement s =
          Ladder.settle(white.ladderPoints(), black.ladderPoints(), game.result());
      whiteAfter = whiteAfter.withLadderPoints(s.whitePoints());
      blackAfter = blackAfter.withLadderPoints(s.blackPoints());
    }
    return new RatingChange(
        game.gameId(),
        pairing,
        ladder,
        new PlayerChange(white, whiteAfter),
        new PlayerChange(black, blackAfter));
  }

  /** The asking player's change for each result against {@code opponent}, as if in a rated game. */
  public RatingPreview preview(PlayerRating me, PlayerRating opponent) {
    RatingChange win = apply(hypothetical(me, opponent, Score.WIN), me, opponent);
    RatingChange draw = apply(hypothetical(me, opponent, Score.DRAW), me, opponent);
    RatingChange loss = apply(hypothetical(me, opponent, Score.LOSS), me, opponent);
    return new RatingPreview(win.pairing(), win.white(), draw.white(), loss.white());
  }

  private static RatedGame hypothetical(PlayerRating me, PlayerRating opponent, Score score) {
    return RatedGame.rated("preview", me.player(), opponent.player(), GameResult.forWhite(score));
  }

  private static PlayerRating afterElo(
      Pairing pairing, PlayerRating self, PlayerRating opponent, Score score, double rd) {
    if (self.isComputer()) {
      return self; // fixed published rating, never moves
    }
    PlayerRating recorded = self.withRecord(self.record().plus(score));
    if (!pairing.countsForElo()) {
      return recorded;
    }
    int delta = Elo.round(scaled(self, opponent, rd));
    return recorded.withRating(self.rating() + delta, self.countedGames() + 1);
  }

  /** Seed 004, "有级别和无级别的人下棋的分数算法"; evaluated left to right, in doubles. */
  private static double scaled(PlayerRating self, PlayerRating opponent, double rd) {
    if (self.provisional()) {
      int n = self.countedGames();
      return rd * (21 - n) / 10.0; // 无级别的人: Rn = Ro + Rd·(21−n)/10
    }
    if (opponent.provisional()) {
      int n = opponent.countedGames();
      return rd * n / 10.0 * 2.0 / 3.0; // 有级别的人: Rn = Ro + Rd·(n/10)·(2/3)
    }
    return rd;
  }

  private void requireStanding(PlayerId seat, PlayerRating standing) {
    if (!seat.equals(standing.player())) {
      throw new IllegalArgumentException("standing of " + standing.player() + " given for " + seat);
    }
    if (seat instanceof PlayerId.Computer computer
        && !standing.equals(computers.standingOf(computer))) {
      throw new IllegalArgumentException("a computer's standing is fixed: " + standing);
    }
  }

  private static PlayerChange unchanged(PlayerRating standing) {
    return new PlayerChange(standing, standing);
  }
}

package dev.chessplatform.lichess.domain;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;

/**
 * The lines of Lichess's event stream ({@code GET /api/stream/event}) made from what our player
 * stream tells: {@code challenge} from a challenge of ours ({@code challenge-opened}), {@code
 * challengeCanceled} / {@code challengeDeclined} from its closing, {@code gameStart} / {@code
 * gameFinish} from a game of the stream's owner starting and ending. Each from the game's state as
 * game-domain folds it. The game id is the challenge id, as their clients require (lichess-bot
 * frees its slot by the game id after accepting by the challenge id).
 */
public final class EventLines {

  private EventLines() {}

  /** {@code challenger} / {@code destUser}: an account's id and name. */
  public record User(String id, String name) {}

  /** {@code timeControl}: a clock (seconds, as theirs here) or none. */
  public record TimeControl(String type, Long limit, Long increment, String show) {}

  /** {@code perf} of a challenge. */
  public record ChallengePerf(String icon, String name) {}

  /** A challenge as their {@code ChallengeJson}, with the decline reason when declined. */
  public record Challenge(
      String id,
      String url,
      String status,
      User challenger,
      User destUser,
      GameLines.Variant variant,
      boolean rated,
      String speed,
      TimeControl timeControl,
      String color,
      String finalColor,
      ChallengePerf perf,
      String direction,
      String initialFen,
      String declineReason,
      String declineReasonKey) {}

  /** {@code {"type": "challenge" | "challengeCanceled" | "challengeDeclined", "challenge"}}. */
  public record ChallengeLine(String type, Challenge challenge) {}

  /** The opponent in a game event: id and name. */
  public record Opponent(String id, String username, Integer rating) {}

  /** {@code status} of a game event: their number and word. */
  public record Status(int id, String name) {}

  /** Their {@code GameEventInfo}: a game of the stream's owner, as it starts or ends. */
  public record GameInfo(
      String id,
      String gameId,
      String fullId,
      String color,
      String fen,
      boolean hasMoved,
      boolean isMyTurn,
      String lastMove,
      Opponent opponent,
      String perf,
      boolean rated,
      long secondsLeft,
      String source,
      Status status,
      GameLines.Variant variant,
      String speed,
      String winner) {}

  /**
   * One game of their {@code GET /api/account/playing}: the event's game, with the status as a word
   * and without the repeated {@code id}, as their list writes it.
   */
  public record PlayingGame(
      String fullId,
      String gameId,
      String fen,
      String color,
      String lastMove,
      String source,
      String status,
      GameLines.Variant variant,
      String speed,
      String perf,
      boolean rated,
      boolean hasMoved,
      Opponent opponent,
      boolean isMyTurn,
      long secondsLeft,
      String winner) {}

  /** A game of {@code me}'s as their playing list shows it. */
  public static PlayingGame playing(
      GameState s, String me, Instant now, Integer opponentRatingNow) {
    GameInfo g = game(s, me, now, opponentRatingNow).game();
    return new PlayingGame(
        g.fullId(),
        g.gameId(),
        g.fen(),
        g.color(),
        g.lastMove(),
        g.source(),
        g.status().name(),
        g.variant(),
        g.speed(),
        g.perf(),
        g.rated(),
        g.hasMoved(),
        g.opponent(),
        g.isMyTurn(),
        g.secondsLeft(),
        g.winner());
  }

  /** {@code {"type": "gameStart" | "gameFinish", "game"}}. */
  public record GameLine(String type, GameInfo game) {}

  /**
   * A waiting challenge of ours, seen by {@code me}: {@code in} when it is for them. {@code base}
   * is the site's origin for the {@code url}.
   */
  public static ChallengeLine challenge(GameState s, String me, String base) {
    return new ChallengeLine("challenge", challengeJson(s, me, base, "created", null));
  }

  /** A challenge that closed without a game: declined by the invited player, or withdrawn. */
  public static ChallengeLine closed(GameState s, String me, String base, boolean declined) {
    if (declined) {
      return new ChallengeLine(
          "challengeDeclined", challengeJson(s, me, base, "declined", "generic"));
    }
    return new ChallengeLine("challengeCanceled", challengeJson(s, me, base, "canceled", null));
  }

  /** A game of {@code me}'s starting ({@code gameStart}) or over ({@code gameFinish}). */
  public static GameLine game(GameState s, String me, Instant now) {
    return game(s, me, now, null);
  }

  /**
   * The same, with the opponent's rating now for a game that recorded none at its start (their
   * opponent always carries one); the recorded one wins.
   */
  public static GameLine game(GameState s, String me, Instant now, Integer opponentRatingNow) {
    boolean over = s.status() == GameStatus.ENDED || s.status() == GameStatus.CANCELLED;
    Colour mine = s.colourOf(me).orElse(Colour.WHITE);
    String opponentId = s.playerOf(mine.opponent());
    GameLines.State state = GameLines.state(s, now);
    long myTime = mine == Colour.WHITE ? state.wtime() : state.btime();
    Speed speed = Speed.of(s.settings().timeControl());
    StatusName status = StatusName.of(s);
    return new GameLine(
        over ? "gameFinish" : "gameStart",
        new GameInfo(
            s.gameId(),
            s.gameId(),
            s.gameId() + suffix(me),
            colour(mine),
            s.game() == null ? null : Fen.write(s.game().position()),
            !s.uciMoves().isEmpty(),
            s.status() == GameStatus.STARTED && s.game() != null && s.sideToMove() == mine,
            s.uciMoves().isEmpty() ? "" : s.uciMoves().get(s.uciMoves().size() - 1),
            new Opponent(
                opponentId,
                s.nameOf(opponentId).orElse(opponentId),
                s.ratings() == null ? opponentRatingNow : ratingOf(s, mine.opponent())),
            speed.key,
            s.settings().rated(),
            myTime / 1000,
            s.mode() == GameMode.SEEK ? "lobby" : "friend",
            new Status(status.id, status.word),
            GameLines.Variant.of(s),
            speed.key,
            s.winner() == null ? null : colour(s.winner())));
  }

  /** A side's rating as the game recorded it at its start, or none before it did. */
  private static Integer ratingOf(GameState s, Colour side) {
    var r = s.ratings();
    return r == null ? null : side == Colour.WHITE ? r.whiteRating() : r.blackRating();
  }

  private static Challenge challengeJson(
      GameState s, String me, String base, String status, String declineKey) {
    var settings = s.settings();
    Speed speed = Speed.of(settings.timeControl());
    var tc = settings.timeControl();
    boolean in = me.equals(settings.invitedPlayer());
    String creator = settings.createdBy();
    String invited = settings.invitedPlayer();
    return new Challenge(
        s.gameId(),
        base + "/#/game/" + s.gameId(),
        status,
        new User(creator, s.nameOf(creator).orElse(creator)),
        invited == null ? null : new User(invited, s.nameOf(invited).orElse(invited)),
        GameLines.Variant.of(s),
        settings.rated(),
        speed.key,
        tc != null && tc.timed()
            ? new TimeControl(
                "clock",
                tc.initialMs() / 1000,
                tc.incrementMs() / 1000,
                show(tc.initialMs()) + "+" + tc.incrementMs() / 1000)
            : new TimeControl("unlimited", null, null, null),
        choice(settings.colourChoice()),
        s.white() == null ? null : me.equals(s.white()) ? "white" : "black",
        new ChallengePerf("", speed.perfName),
        in ? "in" : "out",
        GameLines.initialFen(s),
        declineKey == null ? null : "I'm not accepting challenges at the moment.",
        declineKey);
  }

  /** The base in minutes as their {@code show} writes it: {@code 5}, {@code 1.5}, {@code 0.25}. */
  static String show(long initialMs) {
    return new java.math.BigDecimal(initialMs)
        .divide(java.math.BigDecimal.valueOf(60_000))
        .stripTrailingZeros()
        .toPlainString();
  }

  /** The colour the challenger asked for. */
  private static String choice(ColourChoice c) {
    if (c == null) {
      return "random";
    }
    return switch (c) {
      case WHITE -> "white";
      case BLACK -> "black";
      case RANDOM -> "random";
    };
  }

  private static String colour(Colour c) {
    return c == Colour.WHITE ? "white" : "black";
  }

  /** Their full id is the game's and four characters of the player's: ours takes the id's last. */
  private static String suffix(String me) {
    String tail = me.replace("-", "");
    return tail.length() <= 4 ? tail : tail.substring(tail.length() - 4);
  }
}

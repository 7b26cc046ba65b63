package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Outcome;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.ClocksResumed;
import dev.chessplatform.events.game.GameEvent.DrawAccepted;
import dev.chessplatform.events.game.GameEvent.DrawClaimed;
import dev.chessplatform.events.game.GameEvent.DrawDeclined;
import dev.chessplatform.events.game.GameEvent.DrawOffered;
import dev.chessplatform.events.game.GameEvent.GameAborted;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.TakebackAccepted;
import dev.chessplatform.events.game.GameEvent.TakebackDeclined;
import dev.chessplatform.events.game.GameEvent.TakebackRequested;
import dev.chessplatform.events.game.GameEvent.TimeGiven;
import dev.chessplatform.game.domain.GameCommand.Abort;
import dev.chessplatform.game.domain.GameCommand.AcceptDraw;
import dev.chessplatform.game.domain.GameCommand.AcceptTakeback;
import dev.chessplatform.game.domain.GameCommand.CheckFlag;
import dev.chessplatform.game.domain.GameCommand.ClaimDraw;
import dev.chessplatform.game.domain.GameCommand.ComputerMove;
import dev.chessplatform.game.domain.GameCommand.DeclineDraw;
import dev.chessplatform.game.domain.GameCommand.DeclineTakeback;
import dev.chessplatform.game.domain.GameCommand.GiveHint;
import dev.chessplatform.game.domain.GameCommand.GiveMoreTime;
import dev.chessplatform.game.domain.GameCommand.OfferDraw;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameCommand.RequestTakeback;
import dev.chessplatform.game.domain.GameCommand.Resign;
import dev.chessplatform.game.domain.GameCommand.ResumeClocks;
import dev.chessplatform.game.domain.GameCommand.Undo;
import dev.chessplatform.game.domain.GameError.Kind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Deciding the commands of a game being played: moves, offers, takebacks, the ends. */
final class PlayDecider {

  private PlayDecider() {}

  static Decision decide(GameState s, GameCommand command, Instant now) {
    if (command instanceof CheckFlag) {
      return flag(s, now);
    }
    if (command instanceof ResumeClocks) {
      return resume(s, now);
    }
    if (s.status() == GameStatus.WAITING) {
      return Decision.reject(Kind.NOT_STARTED, "The game has not started");
    }
    if (s.status() != GameStatus.STARTED || flagFallen(s, now)) {
      return Decision.reject(Kind.GAME_OVER, RefusalWords.over(s));
    }
    if (command instanceof ComputerMove c) {
      return ComputerPlay.move(s, c, now);
    }
    Colour me = s.colourOf(command.actor()).orElse(null);
    if (me == null || GameState.isComputer(command.actor())) {
      return Decision.reject(Kind.NOT_A_PLAYER, "You hold no seat in this game");
    }
    if (command instanceof PlayMove c) {
      return move(s, me, c, now);
    }
    if (command instanceof Undo) {
      return ComputerPlay.undo(s, me);
    }
    if (command instanceof GiveHint c) {
      return ComputerPlay.hint(s, me, c);
    }
    if (command instanceof OfferDraw) {
      GameError barred = offerBarred(s, me);
      return barred != null ? new Decision.Rejected(barred) : Decision.accept(new DrawOffered(me));
    }
    if (command instanceof AcceptDraw) {
      return s.drawOffer() != me.opponent()
          ? Decision.reject(Kind.NOTHING_PENDING, "There is no draw offer to accept")
          : Decision.accept(
              new DrawAccepted(me), ended(s, now, null, Termination.AGREEMENT, "1/2-1/2"));
    }
    if (command instanceof DeclineDraw) {
      return s.drawOffer() != me.opponent()
          ? Decision.reject(Kind.NOTHING_PENDING, "There is no draw offer to decline")
          : Decision.accept(new DrawDeclined(me));
    }
    if (command instanceof RequestTakeback) {
      if (s.computerColour().isPresent()) {
        return Decision.reject(
            Kind.TAKEBACK_NOT_ALLOWED, "Against the computer, undo your move instead");
      }
      return requestTakeback(s, me);
    }
    if (command instanceof AcceptTakeback) {
      return acceptTakeback(s, me);
    }
    if (command instanceof DeclineTakeback) {
      return s.takebackRequest() != me.opponent()
          ? Decision.reject(Kind.NOTHING_PENDING, "There is no takeback request to decline")
          : Decision.accept(new TakebackDeclined(me));
    }
    if (command instanceof Resign) {
      Colour winner = me.opponent();
      return Decision.accept(ended(s, now, winner, Termination.RESIGNATION, result(winner)));
    }
    if (command instanceof Abort) {
      return s.plies() >= 2
          ? Decision.reject(Kind.ABORT_NOT_ALLOWED, "Both sides have moved: resign instead")
          : Decision.accept(new GameAborted(me), ended(s, now, null, Termination.ABORTED, "*"));
    }
    if (command instanceof ClaimDraw) {
      return claim(s, me, now);
    }
    if (command instanceof GiveMoreTime) {
      return moreTime(s, me, now);
    }
    throw new IllegalStateException("unhandled command " + command.getClass().getSimpleName());
  }

  private static Decision move(GameState s, Colour me, PlayMove c, Instant now) {
    if (s.sideToMove() != me) {
      return Decision.reject(Kind.NOT_YOUR_TURN, RefusalWords.turn(s));
    }
    Move move;
    try {
      move = MoveInput.read(s.game(), c.move());
    } catch (MoveInput.Refused e) {
      return new Decision.Rejected(e.error(c.move()));
    }
    GameError barred = c.offerDraw() && s.drawOffer() != me ? offerBarred(s, me) : null;
    if (barred != null) {
      return new Decision.Rejected(barred);
    }
    return new Decision.Accepted(played(s, me, move, c.offerDraw(), now));
  }

  /**
   * The events of a legal move by {@code me}: the opponent's pending offer or request declined, the
   * move with both clocks (the computer's clock is never charged), and the end if it ends the game.
   */
  static List<GameEvent> played(GameState s, Colour me, Move move, boolean offerDraw, Instant now) {
    Position before = s.game().position();
    Game after = ((MoveResult.Played<Game>) s.game().play(move)).after();
    List<GameEvent> events = new ArrayList<>();
    if (s.drawOffer() == me.opponent()) {
      events.add(new DrawDeclined(me));
    }
    if (s.takebackRequest() == me.opponent()) {
      events.add(new TakebackDeclined(me));
    }
    if (offerDraw && s.drawOffer() != me) {
      events.add(new DrawOffered(me));
    }
    long spent = s.clocks().spent(now);
    Clocks clocks = s.clocks().restartedAt(now);
    boolean charged = s.computerColour().filter(c -> c == me).isEmpty();
    if (s.timed() && charged) {
      long left = clocks.of(me) - spent + s.settings().timeControl().incrementMs();
      clocks = clocks.with(me, left, now);
    }
    String fen = Fen.write(after.position());
    events.add(
        new MovePlayed(
            me,
            move.uci(),
            San.write(before, move),
            fen,
            spent,
            clocks.whiteMs(),
            clocks.blackMs()));
    Clocks clocksAfter = clocks;
    after
        .outcome()
        .ifPresent(
            (Outcome o) ->
                events.add(
                    new GameEnded(
                        o.result(),
                        o.termination(),
                        o.winningSide().map(Colours::of).orElse(null),
                        fen,
                        clocksAfter.whiteMs(),
                        clocksAfter.blackMs())));
    return events;
  }

  /**
   * Why {@code me} may not offer a draw now, or null (seed 000, 提和 rules): the words, and a {@code
   * reason} code a client can translate (NOT_YOUR_TURN, OFFER_PENDING, OPPONENT_OFFERS,
   * DECLINED_UNTIL_OPPONENT_OFFERS).
   */
  private static GameError offerBarred(GameState s, Colour me) {
    String reason;
    String words;
    if (s.sideToMove() != me) {
      reason = "NOT_YOUR_TURN";
      words =
          "A draw is offered on your own turn, with or before your move, and it is "
              + RefusalWords.whoseTurn(s);
    } else if (s.drawOffer() == me) {
      reason = "OFFER_PENDING";
      words = "Your offer is pending; it cannot be repeated or withdrawn";
    } else if (s.drawOffer() == me.opponent()) {
      reason = "OPPONENT_OFFERS";
      words = "Your opponent offers a draw: accept or decline it";
    } else if (s.drawOfferBarred() == me) {
      reason = "DECLINED_UNTIL_OPPONENT_OFFERS";
      words = "Your last offer was declined: offer again after declining one of your opponent's";
    } else {
      return null;
    }
    return GameError.of(
        Kind.DRAW_OFFER_NOT_ALLOWED, words, Map.of("colour", me.name(), "reason", reason));
  }

  /** Plies a takeback by {@code requester} removes: its own last move, and the reply if any. */
  private static int takebackPlies(GameState s, Colour requester) {
    return s.sideToMove() == requester ? 2 : 1;
  }

  private static Decision requestTakeback(GameState s, Colour me) {
    if (s.takebackRequest() != null) {
      return Decision.reject(Kind.TAKEBACK_NOT_ALLOWED, "A takeback request is pending");
    }
    if (s.plies() < takebackPlies(s, me)) {
      return Decision.reject(Kind.TAKEBACK_NOT_ALLOWED, "You have no move to take back");
    }
    return Decision.accept(new TakebackRequested(me));
  }

  private static Decision acceptTakeback(GameState s, Colour me) {
    if (s.takebackRequest() != me.opponent()) {
      return Decision.reject(Kind.NOTHING_PENDING, "There is no takeback request to accept");
    }
    int plies = takebackPlies(s, me.opponent());
    Position target = s.game().positions().get(s.plies() - plies);
    return Decision.accept(new TakebackAccepted(me, plies, Fen.write(target)));
  }

  /** What one gift adds to the opponent's clock: lichess's "give 15 seconds". */
  static final long MORE_TIME_MS = 15_000;

  /**
   * No gift once the opponent's clock shows two hours: scalachess's own limit ({@code
   * Clock.moretimeable}). It keeps a clock from growing without end; how often one may give is left
   * to the gateway's rate limit per token, as lichess leaves it to the clock.
   */
  static final long MORE_TIME_UP_TO_MS = 2 * 60 * 60_000;

  /**
   * {@link TimeGiven}: {@code me}'s opponent gets {@link #MORE_TIME_MS} on the value its clock had
   * at its last start, so a running clock keeps running from its new value. Refused with a {@code
   * reason} a client can act on: COMPUTER_GAME, UNTIMED, OPPONENT_CLOCK_FULL.
   */
  private static Decision moreTime(GameState s, Colour me, Instant now) {
    Colour to = me.opponent();
    Colour running = s.sideToMove();
    String reason;
    String words;
    if (s.computerColour().isPresent()) {
      reason = "COMPUTER_GAME";
      words = "The computer plays on no clock: there is no time to give it";
    } else if (!s.timed()) {
      reason = "UNTIMED";
      words = "This game is played without a clock: there is no time to give";
    } else if (s.clocks().remaining(to, running, now) >= MORE_TIME_UP_TO_MS) {
      reason = "OPPONENT_CLOCK_FULL";
      words = "Your opponent's clock already shows two hours or more";
    } else {
      Clocks after = s.clocks().with(to, s.clocks().of(to) + MORE_TIME_MS, s.clocks().since());
      return Decision.accept(
          new TimeGiven(
              me,
              MORE_TIME_MS,
              after.remaining(Colour.WHITE, running, now),
              after.remaining(Colour.BLACK, running, now)));
    }
    return new Decision.Rejected(
        GameError.of(Kind.MORE_TIME_NOT_ALLOWED, words, Map.of("reason", reason)));
  }

  private static Decision claim(GameState s, Colour me, Instant now) {
    if (s.sideToMove() != me) {
      return Decision.reject(
          Kind.NOT_YOUR_TURN, RefusalWords.turn(s) + ": only the player to move claims a draw");
    }
    if (!s.game().canClaimDraw()) {
      return new Decision.Rejected(
          GameError.of(
              Kind.CLAIM_NOT_ALLOWED,
              RefusalWords.nothingToClaim(s),
              Map.of(
                  "repetitions",
                  s.game().repetitions(),
                  "halfmoveClock",
                  s.game().position().halfmoveClock())));
    }
    Termination reason = s.game().claimDraw().orElseThrow().outcome().orElseThrow().termination();
    return Decision.accept(
        new DrawClaimed(me, reason.name()), ended(s, now, null, reason, "1/2-1/2"));
  }

  /**
   * The players' ratings at the start, recorded once: a second lookup (a retry that raced the
   * first, a sweep after a restart) changes nothing, and ratings looked up for other players (a
   * confused caller) are refused.
   */
  /** Whether the side to move is out of time; the computer plays on no clock and never is. */
  static boolean flagFallen(GameState s, Instant now) {
    return s.status() == GameStatus.STARTED
        && s.timed()
        && !s.awaitsComputer()
        && s.clocks().remaining(s.sideToMove(), s.sideToMove(), now) <= 0;
  }

  /**
   * A flag fall loses, unless the opponent cannot mate by any series of legal moves: then it is a
   * draw (FIDE Laws 6.9).
   */
  private static Decision flag(GameState s, Instant now) {
    if (!flagFallen(s, now)) {
      return new Decision.Accepted(List.of());
    }
    Colour flagged = s.sideToMove();
    Colour other = flagged.opponent();
    Clocks clocks = s.clocks().with(flagged, 0, now);
    boolean canMate = s.game().position().hasMatingMaterial(Colours.side(other));
    return Decision.accept(
        new GameEnded(
            canMate ? result(other) : "1/2-1/2",
            canMate ? Termination.TIMEOUT : Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL,
            canMate ? other : null,
            Fen.write(s.game().position()),
            clocks.whiteMs(),
            clocks.blackMs()));
  }

  private static Decision resume(GameState s, Instant now) {
    if (s.status() != GameStatus.STARTED || !s.timed()) {
      return new Decision.Accepted(List.of());
    }
    Clocks c = s.clocks();
    return Decision.accept(new ClocksResumed(c.whiteMs(), c.blackMs(), c.spent(now)));
  }

  static GameEnded ended(
      GameState s, Instant now, Colour winner, Termination termination, String result) {
    long white = s.clocks().remaining(Colour.WHITE, s.sideToMove(), now);
    long black = s.clocks().remaining(Colour.BLACK, s.sideToMove(), now);
    if (!s.timed()) {
      white = 0;
      black = 0;
    }
    return new GameEnded(result, termination, winner, Fen.write(s.game().position()), white, black);
  }

  static String result(Colour winner) {
    return winner == Colour.WHITE ? "1-0" : "0-1";
  }
}

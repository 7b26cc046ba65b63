package dev.chessplatform.events.game;

import dev.chessplatform.events.game.GameEvent.ClocksResumed;
import dev.chessplatform.events.game.GameEvent.ColoursSwapped;
import dev.chessplatform.events.game.GameEvent.DrawAccepted;
import dev.chessplatform.events.game.GameEvent.DrawClaimed;
import dev.chessplatform.events.game.GameEvent.DrawDeclined;
import dev.chessplatform.events.game.GameEvent.DrawOffered;
import dev.chessplatform.events.game.GameEvent.GameAborted;
import dev.chessplatform.events.game.GameEvent.GameCancelled;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.HintGiven;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.MovesUndone;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.PlayersRated;
import dev.chessplatform.events.game.GameEvent.RematchOffered;
import dev.chessplatform.events.game.GameEvent.SeatLeft;
import dev.chessplatform.events.game.GameEvent.TakebackAccepted;
import dev.chessplatform.events.game.GameEvent.TakebackDeclined;
import dev.chessplatform.events.game.GameEvent.TakebackRequested;
import dev.chessplatform.events.game.GameEvent.TimeGiven;
import dev.chessplatform.events.internal.JsonObject;

/**
 * Writes the payload of each event type, member by member in the order of the record's components,
 * {@code null} members left out, enums by name: the contract's mapping rule written out by hand, so
 * that encoding an event reflects on nothing. {@code GameEventCodecTest} holds every type's text to
 * the rule (a reference encoder by reflection, in the tests) and {@code EventApprovalTest} to the
 * approved bytes; a new event type fails both until it has its branch here.
 */
final class GamePayloads {

  private GamePayloads() {}

  static void write(GameEvent event, StringBuilder out) {
    if (event instanceof GameCreated e) {
      JsonObject.of(out)
          .string("createdBy", e.createdBy())
          .constant("mode", e.mode())
          .value("timeControl", e.timeControl(), GamePayloads::timeControl)
          .bool("rated", e.rated())
          .constant("colourChoice", e.colourChoice())
          .string("startFen", e.startFen())
          .constant("drawRules", e.drawRules())
          .bool("privateGame", e.privateGame())
          .string("invitedPlayer", e.invitedPlayer())
          .string("invitedPlayerName", e.invitedPlayerName())
          .end();
    } else if (event instanceof PlayerSeated e) {
      JsonObject.of(out)
          .string("playerId", e.playerId())
          .constant("colour", e.colour())
          .string("name", e.name())
          .end();
    } else if (event instanceof SeatLeft e) {
      JsonObject.of(out).string("playerId", e.playerId()).constant("colour", e.colour()).end();
    } else if (event instanceof ColoursSwapped e) {
      JsonObject.of(out).string("white", e.white()).string("black", e.black()).end();
    } else if (event instanceof GameStarted e) {
      JsonObject.of(out)
          .string("white", e.white())
          .string("black", e.black())
          .number("whiteClockMs", e.whiteClockMs())
          .number("blackClockMs", e.blackClockMs())
          .end();
    } else if (event instanceof MovePlayed e) {
      JsonObject.of(out)
          .constant("by", e.by())
          .string("uci", e.uci())
          .string("san", e.san())
          .string("fenAfter", e.fenAfter())
          .number("spentMs", e.spentMs())
          .number("whiteClockMs", e.whiteClockMs())
          .number("blackClockMs", e.blackClockMs())
          .number("ply", e.ply())
          .end();
    } else if (event instanceof DrawOffered e) {
      JsonObject.of(out).constant("by", e.by()).end();
    } else if (event instanceof DrawDeclined e) {
      JsonObject.of(out).constant("by", e.by()).end();
    } else if (event instanceof DrawAccepted e) {
      JsonObject.of(out).constant("by", e.by()).end();
    } else if (event instanceof TakebackRequested e) {
      JsonObject.of(out).constant("by", e.by()).end();
    } else if (event instanceof TakebackAccepted e) {
      JsonObject.of(out)
          .constant("by", e.by())
          .number("plies", e.plies())
          .string("fenAfter", e.fenAfter())
          .end();
    } else if (event instanceof TakebackDeclined e) {
      JsonObject.of(out).constant("by", e.by()).end();
    } else if (event instanceof RematchOffered e) {
      JsonObject.of(out).constant("by", e.by()).string("rematchGameId", e.rematchGameId()).end();
    } else if (event instanceof HintGiven e) {
      JsonObject.of(out)
          .constant("to", e.to())
          .string("uci", e.uci())
          .string("san", e.san())
          .string("description", e.description())
          .string("descriptionZh", e.descriptionZh())
          .number("scoreCp", e.scoreCp())
          .number("mateIn", e.mateIn())
          .end();
    } else if (event instanceof MovesUndone e) {
      JsonObject.of(out)
          .constant("by", e.by())
          .number("plies", e.plies())
          .string("fenAfter", e.fenAfter())
          .number("whiteClockMs", e.whiteClockMs())
          .number("blackClockMs", e.blackClockMs())
          .end();
    } else if (event instanceof DrawClaimed e) {
      JsonObject.of(out).constant("by", e.by()).string("reason", e.reason()).end();
    } else if (event instanceof GameAborted e) {
      JsonObject.of(out).constant("by", e.by()).end();
    } else if (event instanceof GameCancelled e) {
      JsonObject.of(out).string("by", e.by()).string("reason", e.reason()).end();
    } else if (event instanceof ClocksResumed e) {
      JsonObject.of(out)
          .number("whiteClockMs", e.whiteClockMs())
          .number("blackClockMs", e.blackClockMs())
          .number("outageMs", e.outageMs())
          .end();
    } else if (event instanceof TimeGiven e) {
      JsonObject.of(out)
          .constant("by", e.by())
          .number("ms", e.ms())
          .number("whiteClockMs", e.whiteClockMs())
          .number("blackClockMs", e.blackClockMs())
          .end();
    } else if (event instanceof PlayersRated e) {
      JsonObject.of(out)
          .number("whiteRating", e.whiteRating())
          .number("blackRating", e.blackRating())
          .string("whiteTitle", e.whiteTitle())
          .string("blackTitle", e.blackTitle())
          .bool("whiteProvisional", e.whiteProvisional())
          .bool("blackProvisional", e.blackProvisional())
          .end();
    } else if (event instanceof GameImported e) {
      JsonObject.of(out)
          .string("importedBy", e.importedBy())
          .string("white", e.white())
          .string("black", e.black())
          .string("startFen", e.startFen())
          .strings("uciMoves", e.uciMoves())
          .strings("sanMoves", e.sanMoves())
          .string("result", e.result())
          .constant("termination", e.termination())
          .array("tags", e.tags(), GamePayloads::tag)
          .end();
    } else if (event instanceof GameEnded e) {
      JsonObject.of(out)
          .string("result", e.result())
          .constant("termination", e.termination())
          .constant("winner", e.winner())
          .string("fen", e.fen())
          .number("whiteClockMs", e.whiteClockMs())
          .number("blackClockMs", e.blackClockMs())
          .end();
    } else {
      throw new IllegalArgumentException("not an event of the contract: " + event);
    }
  }

  private static void timeControl(TimeControl t, StringBuilder out) {
    JsonObject.of(out)
        .string("preset", t.preset())
        .number("initialMs", t.initialMs())
        .number("incrementMs", t.incrementMs())
        .end();
  }

  private static void tag(PgnTag t, StringBuilder out) {
    JsonObject.of(out).string("name", t.name()).string("value", t.value()).end();
  }
}

package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Outcome;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.Status;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.ChessFormatException;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.PgnReader;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.ImportPgn;
import dev.chessplatform.game.domain.GameError.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Deciding the first events of a game: creation with its settings, or a PGN import. */
final class GameSetup {

  /** Upper bound of base time and increment: a day is already far beyond any real game. */
  static final long MAX_MS = 24L * 3600 * 1000;

  private GameSetup() {}

  static Decision create(GameState s, CreateGame c) {
    if (s.status() != GameStatus.NEW) {
      return Decision.reject(Kind.GAME_EXISTS, "A game with this id exists");
    }
    if (c.mode() == null || c.mode() == GameMode.IMPORT) {
      return invalid("mode", "mode must be SEEK, CHALLENGE, ROOM or COMPUTER");
    }
    TimeControl tc = c.timeControl() == null ? TimeControl.UNTIMED : c.timeControl();
    if (tc.initialMs() > MAX_MS || tc.incrementMs() > MAX_MS) {
      return invalid("timeControl", "base time and increment must be at most a day");
    }
    if (!tc.timed() && tc.incrementMs() > 0) {
      return invalid("timeControl", "an increment needs a base time");
    }
    if (c.mode() == GameMode.CHALLENGE && c.invitedPlayer() == null) {
      return invalid("opponent", "a challenge names its opponent: an account name or id");
    }
    if (c.mode() == GameMode.CHALLENGE && c.invitedPlayer().equals(c.actor())) {
      return invalid("opponent", "You cannot challenge yourself");
    }
    if (c.mode() == GameMode.CHALLENGE && GameState.isComputer(c.invitedPlayer())) {
      return invalid(
          "opponent", "The computer is not challenged: create a COMPUTER game with a level");
    }
    if (c.privateGame() && c.rated()) {
      // A rated result shows in both players' rating histories, which anyone may read.
      return invalid("rated", "A private game is unrated: its result would show in the ratings");
    }
    boolean computer = c.mode() == GameMode.COMPUTER;
    if (computer && (c.computerLevel() == null || c.computerLevel() < 1 || c.computerLevel() > 5)) {
      return invalid("level", "a game against the computer needs a level from 1 to 5");
    }
    if (!computer && c.computerLevel() != null) {
      return invalid("level", "only a game against the computer has a level");
    }
    if (GameState.isComputer(c.actor())) {
      return invalid("player", "computer ids are reserved for the engine's levels");
    }
    if (c.startFen() != null) {
      try {
        if (Fen.read(c.startFen()).status() != Status.PLAYING) {
          return invalid("fen", "the start position is already over");
        }
      } catch (ChessFormatException e) {
        return new Decision.Rejected(
            GameError.of(
                Kind.INVALID_SETTINGS,
                "The start position is not valid FEN: " + RefusalWords.format(e),
                Map.of("field", "fen", "code", e.code())));
      }
    }
    ColourChoice choice = c.colourChoice() == null ? ColourChoice.RANDOM : c.colourChoice();
    Colour colour =
        switch (choice) {
          case WHITE -> Colour.WHITE;
          case BLACK -> Colour.BLACK;
          case RANDOM -> c.coin();
        };
    var created =
        new GameCreated(
            c.actor(),
            c.mode(),
            tc,
            c.rated(),
            choice,
            c.startFen() == null ? null : Fen.write(Fen.read(c.startFen())),
            c.drawRules() == null ? DrawRules.AUTOMATIC : c.drawRules(),
            c.privateGame(),
            c.mode() == GameMode.CHALLENGE ? c.invitedPlayer() : null,
            c.mode() == GameMode.CHALLENGE ? c.invitedPlayerName() : null);
    if (computer) {
      String machine = GameState.COMPUTER_PREFIX + c.computerLevel();
      String white = colour == Colour.WHITE ? c.actor() : machine;
      String black = colour == Colour.WHITE ? machine : c.actor();
      long initial = tc.timed() ? tc.initialMs() : 0;
      return Decision.accept(
          created,
          new PlayerSeated(c.actor(), colour, c.actorName()),
          // The computer's name follows from its id (GameState.nameOf): none is recorded.
          new PlayerSeated(machine, colour.opponent()),
          new GameStarted(white, black, initial, initial));
    }
    return Decision.accept(created, new PlayerSeated(c.actor(), colour, c.actorName()));
  }

  private static Decision invalid(String field, String detail) {
    return new Decision.Rejected(
        GameError.of(Kind.INVALID_SETTINGS, detail, Map.of("field", field)));
  }

  static Decision importPgn(GameState s, ImportPgn c) {
    if (s.status() != GameStatus.NEW) {
      return Decision.reject(Kind.GAME_EXISTS, "A game with this id exists");
    }
    PgnGame pgn;
    try {
      pgn = PgnReader.read(c.pgn());
    } catch (ChessFormatException e) {
      return new Decision.Rejected(
          GameError.of(
              Kind.INVALID_PGN,
              "The PGN cannot be read " + RefusalWords.format(e),
              Map.of("code", e.code())));
    }
    Game game = Game.start(pgn.start(), RuleSet.CLAIM);
    List<String> ucis = new ArrayList<>();
    List<String> sans = new ArrayList<>();
    for (PgnGame.PgnMove m : pgn.mainline()) {
      Position before = game.position();
      if (!(game.play(m.move()) instanceof MoveResult.Played<Game> played)) {
        break;
      }
      Move move = m.move();
      ucis.add(move.uci());
      sans.add(San.write(before, move));
      game = played.after();
    }
    Optional<Outcome> outcome = game.outcome();
    String result = pgn.result();
    if (result == null || "*".equals(result)) {
      if (outcome.isEmpty()) {
        return Decision.reject(Kind.INVALID_PGN, "Only a finished game can be imported");
      }
      result = outcome.get().result();
    }
    Termination termination =
        outcome
            .map(Outcome::termination)
            .orElse(GameEnds.imported(pgn.tag("Termination").orElse(null)));
    List<PgnTag> tags = pgn.tags().stream().map(t -> new PgnTag(t.name(), t.value())).toList();
    boolean standard = pgn.start().equals(Position.initial());
    return Decision.accept(
        new GameImported(
            c.actor(),
            pgn.tag("White").orElse("?"),
            pgn.tag("Black").orElse("?"),
            standard ? null : Fen.write(pgn.start()),
            ucis,
            sans,
            result,
            termination,
            tags));
  }
}

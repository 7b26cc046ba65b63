package dev.chessplatform.game.api;

/**
 * The words of the game API's contract that several resources share: header names, the scope
 * commands need, and the descriptions the OpenAPI document gives them (annotation values must be
 * constants, so they live here once).
 */
final class GameApi {

  static final String PLAY = "game:play";

  static final String IF_MATCH = "If-Match";
  static final String IDEMPOTENCY_KEY = "Idempotency-Key";
  static final String ETAG = "ETag";
  static final String LOCATION = "Location";
  static final String REPLAYED = "Idempotent-Replayed";
  static final String PREFER = "Prefer";
  static final String PREFERENCE_APPLIED = "Preference-Applied";
  static final String RETURN_MINIMAL = "return=minimal";

  static final String GAME_ID = "The game's id (a UUID), as answered in gameId and Location";
  static final String IF_MATCH_DOC =
      "Only if the game is still at this version: the ETag of an earlier answer, e.g. \"12\"."
          + " Another version is 412 version-conflict and nothing is written; absent or * means"
          + " no precondition";
  static final String KEY_DOC =
      "Makes a retry safe: a command repeated with the same key (per game and caller, at most 128"
          + " characters) gets the first answer again with Idempotent-Replayed: true and writes"
          + " nothing";
  static final String CREATE_KEY_DOC =
      "Makes a retried create safe: the game id is derived from the caller and this key (at most"
          + " 128 characters), so a retry reaches the same game and gets its first answer";
  static final String ETAG_DOC =
      "The game's version after this answer, quoted (\"13\"): the If-Match of the next command";
  static final String REPLAYED_DOC =
      "true when this is the stored first answer of an Idempotency-Key seen before";
  static final String LOCATION_DOC =
      "The new game, as a path relative to this API's root (e.g. /api/games/0f8e…), never an"
          + " absolute URI: behind the gateway the service's own host is not the public one";
  static final String PREFERENCE_APPLIED_DOC = "return=minimal: the game was left out on request";
  static final String GAME_MINIMAL =
      "The command was committed, and the request asked for no game in the answer with the header"
          + " Prefer: return=minimal (RFC 7240): no body; the ETag is the game's version after it."
          + " For clients that follow the game by its stream or updates; a refusal is answered in"
          + " full either way";
  static final String GAME_AFTER =
      "The game after the command: its events are committed to Kafka before this answer";

  private GameApi() {}
}

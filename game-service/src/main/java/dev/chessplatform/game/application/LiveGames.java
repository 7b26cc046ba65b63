package dev.chessplatform.game.application;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The public games being played now (listGames with status STARTED): the same games the live-games
 * stream speaks of, so a client that loads the list and then follows the stream misses none.
 *
 * <p>Which games are live comes from {@link OpenGames}, read to the request's moment first (as the
 * lobby's lists are); what is shown of each comes from the read model when it has written the game
 * as started, else from the game's record at its start. The read model alone lagged the stream: a
 * game whose start the stream had told before a client subscribed, but that the projection had not
 * yet written, was in neither the list nor the stream (issue 51's closing note: the live list
 * stayed empty while a game was played).
 */
@ApplicationScoped
public class LiveGames {

  /** The longest a list waits for the open games to catch up before it answers what it has. */
  static final Duration CATCH_UP = Duration.ofSeconds(1);

  private final OpenGames games;
  private final OpenGamesFeed feed;
  private final GameRecords records;

  public LiveGames(OpenGames games, OpenGamesFeed feed, GameRecords records) {
    this.games = games;
    this.feed = feed;
    this.records = records;
  }

  /** At most {@code limit} public games being played, newest first. */
  public List<GameRecord> now(int limit) {
    feed.catchUp(CATCH_UP);
    List<OpenGames.Playing> playing = games.playedInPublic().stream().limit(limit).toList();
    Map<String, GameRecord> written =
        records.byIds(playing.stream().map(OpenGames.Playing::gameId).toList());
    return playing.stream()
        .map(p -> shown(p, written.get(p.gameId())))
        .filter(Objects::nonNull)
        .toList();
  }

  /**
   * The read model's record when it holds the game as started, at or past its start; the start's
   * record when it lags; none when it holds the game as over (the open games will hear of it).
   */
  private static GameRecord shown(OpenGames.Playing p, GameRecord written) {
    if (written == null || written.lastSeq() < p.atStart().lastSeq()) {
      return p.atStart();
    }
    return "STARTED".equals(written.status()) ? written : null;
  }
}

package dev.chessplatform.game.application;

import dev.chessplatform.game.application.GameRecords.ExportCursor;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every finished public game of a time range, oldest first, from the {@code games} read model: the
 * bulk export. It walks the read model in pages (keyset on creation time and id), so a long export
 * holds no cursor open and no more than one page in memory, and has no cap.
 */
@ApplicationScoped
public class GameExport {

  static final int PAGE = 200;

  private final GameRecords records;
  private final PlayerDirectory directory;

  public GameExport(GameRecords records, PlayerDirectory directory) {
    this.records = records;
    this.directory = directory;
  }

  /**
   * Hands each game created in {@code [since, until)} (null: unbounded) of {@code player} (null:
   * anyone's) to {@code each}, oldest first; returns how many.
   */
  public long each(Instant since, Instant until, String player, Consumer<GameRecord> each) {
    ExportCursor after = null;
    long count = 0;
    while (true) {
      List<GameRecord> page = records.finishedInOrder(since, until, player, after, PAGE);
      page.forEach(each);
      count += page.size();
      if (page.size() < PAGE) {
        return count;
      }
      after = ExportCursor.of(page.get(page.size() - 1));
    }
  }

  /** The game as PGN export text, players by the names the directory knows. */
  public String pgn(GameRecord game) {
    return PgnExport.of(game, directory::knownName);
  }
}

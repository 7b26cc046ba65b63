package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.HistoryLine;
import dev.chessplatform.rating.domain.PlayerChange;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerIdFormat;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.RatingChange;
import dev.chessplatform.rating.domain.RatingRules;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * Applies a batch of results, in offset order, exactly once in effect, without transactions
 * (mongo-java-server has none). Load → decide → write, where every write is idempotent on its own
 * and the writes come in an order that a crash can cut anywhere:
 *
 * <ol>
 *   <li>{@code applied_results}: the decided changes, both players before and after, unique by
 *       gameId. A gameId already there at another offset is a duplicate result and is skipped; at
 *       the same offset it is a redelivery, and the journal's change is reused, never recomputed.
 *   <li>{@code players}: each player's final standing, only where the stored {@code
 *       lastAppliedOffset} is behind.
 *   <li>{@code rating_history}: inserts by {@code gameId:playerId}, skipping lines already there.
 * </ol>
 *
 * The caller records the position after this returns. One partition and one consumer-group member
 * make this the only writer, so reading a player, deciding and writing is safe.
 */
@ApplicationScoped
public class ResultApplier {

  private static final Logger LOG = Logger.getLogger(ResultApplier.class);

  private final RatingRules rules;
  private final AppliedResults journal;
  private final Players players;
  private final RatingHistory history;

  public ResultApplier(
      RatingRules rules, AppliedResults journal, Players players, RatingHistory history) {
    this.rules = rules;
    this.journal = journal;
    this.players = players;
    this.history = history;
  }

  /** Readies the stores before the first batch of a reader (their indexes); safe to repeat. */
  public void prepare() {
    players.ensureIndexes();
    history.ensureIndexes();
  }

  public BatchOutcome apply(List<PositionedGame> batch) {
    if (batch.isEmpty()) {
      return new BatchOutcome(0, 0, 0);
    }
    Map<String, AppliedResult> decided =
        journal.findByGameIds(batch.stream().map(p -> p.game().gameId()).toList());
    Map<PlayerId.Human, StoredPlayer> standings = players.findAll(humansOf(batch));
    Map<PlayerId.Human, StoredPlayer> changed = new LinkedHashMap<>();
    List<AppliedResult> newlyDecided = new ArrayList<>();
    List<HistoryLine> lines = new ArrayList<>();
    int duplicates = 0;
    int resumed = 0;
    for (PositionedGame positioned : batch) {
      AppliedResult prior = decided.get(positioned.game().gameId());
      if (prior != null && prior.offset() != positioned.offset()) {
        LOG.infof(
            "Skipping duplicate result of game %s at offset %d (applied at offset %d)",
            positioned.game().gameId(), positioned.offset(), prior.offset());
        duplicates++;
        continue;
      }
      RatingChange change;
      if (prior != null) {
        change = prior.change();
        resumed++;
      } else {
        change =
            rules.apply(
                positioned.game(),
                standingOf(positioned.game().white(), standings),
                standingOf(positioned.game().black(), standings));
        AppliedResult applied =
            new AppliedResult(
                positioned.game().gameId(), positioned.offset(), positioned.resultId(), change);
        newlyDecided.add(applied);
        decided.put(applied.gameId(), applied);
      }
      for (PlayerChange side : List.of(change.white(), change.black())) {
        advance(side, positioned.offset(), standings, changed);
      }
      lines.addAll(historyLines(positioned, change));
    }
    journal.insertAll(newlyDecided);
    players.saveAll(changed.values());
    history.saveAll(lines);
    return new BatchOutcome(newlyDecided.size(), duplicates, resumed);
  }

  private PlayerRating standingOf(PlayerId player, Map<PlayerId.Human, StoredPlayer> standings) {
    if (player instanceof PlayerId.Human human && standings.containsKey(human)) {
      return standings.get(human).standing();
    }
    return rules.initial(player);
  }

  private static void advance(
      PlayerChange side,
      long offset,
      Map<PlayerId.Human, StoredPlayer> standings,
      Map<PlayerId.Human, StoredPlayer> changed) {
    if (!(side.player() instanceof PlayerId.Human human) || side.after().equals(side.before())) {
      return;
    }
    StoredPlayer current = standings.get(human);
    if (current != null && current.lastAppliedOffset() >= offset) {
      return; // this game is already in the stored standing (a resumed batch)
    }
    if (current != null && !current.standing().equals(side.before())) {
      LOG.errorf(
          "Standing of %s is %s but the journal says %s before offset %d",
          human.accountId(), current.standing(), side.before(), offset);
    }
    StoredPlayer next = new StoredPlayer(side.after(), offset);
    standings.put(human, next);
    changed.put(human, next);
  }

  private static List<HistoryLine> historyLines(PositionedGame positioned, RatingChange change) {
    List<HistoryLine> lines = new ArrayList<>(2);
    for (PlayerChange side : List.of(change.white(), change.black())) {
      if (change.historyEntries().isEmpty() || !(side.player() instanceof PlayerId.Human)) {
        continue;
      }
      PlayerChange other = side == change.white() ? change.black() : change.white();
      lines.add(
          new HistoryLine(
              PlayerIdFormat.format(side.player()),
              change.gameId(),
              positioned.offset(),
              PlayerIdFormat.format(other.player()),
              side == change.white()
                  ? positioned.game().result().whiteScore()
                  : positioned.game().result().blackScore(),
              side.before().rating(),
              side.after().rating(),
              side.delta(),
              side.counted(),
              side.before().ladderPoints(),
              side.after().ladderPoints(),
              positioned.endedAt()));
    }
    return lines;
  }

  private static Set<PlayerId.Human> humansOf(List<PositionedGame> batch) {
    Set<PlayerId.Human> humans = new HashSet<>();
    for (PositionedGame positioned : batch) {
      for (PlayerId player : List.of(positioned.game().white(), positioned.game().black())) {
        if (player instanceof PlayerId.Human human) {
          humans.add(human);
        }
      }
    }
    return humans;
  }
}

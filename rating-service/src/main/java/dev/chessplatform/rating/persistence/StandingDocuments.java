package dev.chessplatform.rating.persistence;

import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerIdFormat;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.WinDrawLoss;
import org.bson.Document;

/** {@link PlayerRating} as a BSON document, the one mapping used by every collection. */
final class StandingDocuments {

  private StandingDocuments() {}

  static Document toDocument(PlayerRating standing) {
    return new Document("player", PlayerIdFormat.format(standing.player()))
        .append("rating", standing.rating())
        .append("countedGames", standing.countedGames())
        .append("wins", standing.record().wins())
        .append("draws", standing.record().draws())
        .append("losses", standing.record().losses())
        .append("ladderPoints", standing.ladderPoints());
  }

  static PlayerRating fromDocument(Document doc) {
    PlayerId player =
        PlayerIdFormat.parse(doc.getString("player"))
            .orElseThrow(() -> new IllegalStateException("bad stored player id: " + doc));
    return new PlayerRating(
        player,
        doc.getInteger("rating"),
        doc.getInteger("countedGames"),
        new WinDrawLoss(doc.getInteger("wins"), doc.getInteger("draws"), doc.getInteger("losses")),
        doc.getInteger("ladderPoints"));
  }
}

package dev.chessplatform.rating.application;

/**
 * What one batch did.
 *
 * @param applied results decided now and applied
 * @param duplicates results whose gameId was already decided at another offset: skipped
 * @param resumed results already decided at this very offset (a redelivery after a crash): their
 *     remaining writes were finished from the journal
 */
public record BatchOutcome(int applied, int duplicates, int resumed) {}

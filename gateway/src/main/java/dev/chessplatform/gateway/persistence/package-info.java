/**
 * MongoDB: the {@code accounts} collection, a view of {@code chess.accounts} that the topic can
 * rebuild ({@code AccountViewRepository}, the application's {@code StoredAccounts}).
 */
package dev.chessplatform.gateway.persistence;

/**
 * MongoDB: the {@code accounts} collection, a view of {@code chess.accounts} that the topic can
 * rebuild ({@code AccountViewRepository}, the application's {@code StoredAccounts}), and {@code
 * account_names}, the claim of each account name that decides between gateways ({@code
 * NameClaimRepository}, the application's {@code NameClaims}).
 */
package dev.chessplatform.gateway.persistence;

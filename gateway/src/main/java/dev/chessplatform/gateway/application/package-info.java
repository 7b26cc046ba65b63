/**
 * The gateway's use cases: accounts and tokens ({@code Accounts}: register, log in, issue and
 * revoke tokens, authenticate), names held once across gateways ({@code AccountNames}), the
 * accounts folded from {@code chess.accounts} ({@code AccountBook}, {@code AccountProjection}), and
 * the ports the adapters implement: {@code AccountJournal} (the topic, by {@code messaging}),
 * {@code StoredAccounts} (the MongoDB view) and {@code NameClaims} (the names' claims, by {@code
 * persistence}). Uses {@code domain} and {@code config}, never an adapter.
 */
package dev.chessplatform.gateway.application;

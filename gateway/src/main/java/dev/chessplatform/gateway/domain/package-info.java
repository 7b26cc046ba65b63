/**
 * The gateway's pure decisions, no framework and no I/O: accounts, tokens, credentials and scopes,
 * which scope each route needs ({@code RouteAccess}: a route it does not list is refused) and the
 * token buckets of the rate limits ({@code RateLimiter}, its clock given). Decided: the route table
 * and the buckets live here rather than in a {@code security} package because they are decisions
 * that a test can check without a server; the HTTP that enforces them is {@code api}'s guard.
 */
package dev.chessplatform.gateway.domain;

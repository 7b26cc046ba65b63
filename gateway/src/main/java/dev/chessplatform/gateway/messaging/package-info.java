/**
 * Kafka in and out: {@code chess.accounts}, written with {@code acks=all} and read back from offset
 * 0 ({@code AccountLog}, the application's {@code AccountJournal}); each account read goes to the
 * application's {@code AccountProjection}, never straight to {@code persistence}. Moves records and
 * decides nothing.
 */
package dev.chessplatform.gateway.messaging;

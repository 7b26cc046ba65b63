package dev.chessplatform.engineservice.domain;

/** What a caller may ask for at most, and the move time when they set no limit. */
public record SearchBounds(
    long maxMovetimeMs, int maxDepth, long maxNodes, int maxMultiPv, long defaultMovetimeMs) {}

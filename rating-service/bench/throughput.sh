#!/usr/bin/env bash
# Results/s applied from a backlog: write N results (default 100,000) into chess.game-results,
# then start the packaged service on an empty database and time it until it has applied them all.
#   rating-service/bench/throughput.sh [N] [players]
source "$(dirname "$0")/common.sh"
N="${1:-100000}"
PLAYERS="${2:-2000}"
build
start_infra
tool dev.chessplatform.rating.bench.ResultsLoad "127.0.0.1:$KAFKA_PORT" "$N" "$PLAYERS" 42
start_service throughput throughput "$WORK/throughput-service.log"
until [ "$(position)" -ge 0 ]; do sleep 0.05; done
T0=$(date +%s.%N)
await_position $((N - 1))
T1=$(date +%s.%N)
kill "$SERVICE_PID"; wait "$SERVICE_PID" 2>/dev/null || true
awk -v n="$N" -v a="$T0" -v b="$T1" \
  'BEGIN { printf "APPLIED %d results in %.1f s = %.0f results/s\n", n, b - a, n / (b - a) }'
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"

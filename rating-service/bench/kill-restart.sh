#!/usr/bin/env bash
# Exactly-once under kill -9: write N results (default 20,000), run the packaged service, kill -9 it
# in the middle of the burst (twice), restart it, let it finish; then apply the same topic with a
# clean run into another database and compare the two databases document by document.
#   rating-service/bench/kill-restart.sh [N]
source "$(dirname "$0")/common.sh"
N="${1:-20000}"
build
start_infra
tool dev.chessplatform.rating.bench.ResultsLoad "127.0.0.1:$KAFKA_PORT" "$N" 300 7
LOG="$WORK/killed-service.log"; : >"$LOG"
for cut in $((N / 4)) $((N / 2)); do
  start_service killed killed "$LOG"
  await_position "$cut"
  kill -9 "$SERVICE_PID"; wait "$SERVICE_PID" 2>/dev/null || true
  echo "killed -9 at applied position >= $cut"
done
start_service killed killed "$LOG"
await_position $((N - 1))
kill "$SERVICE_PID"; wait "$SERVICE_PID" 2>/dev/null || true
tool dev.chessplatform.rating.bench.Snapshot "mongodb://127.0.0.1:$MONGO_PORT" killed "$WORK/killed.txt"

start_service clean clean "$WORK/clean-service.log"
await_position $((N - 1))
kill "$SERVICE_PID"; wait "$SERVICE_PID" 2>/dev/null || true
tool dev.chessplatform.rating.bench.Snapshot "mongodb://127.0.0.1:$MONGO_PORT" clean "$WORK/clean.txt"

echo "resumed after kill: $(grep -c 'Reading chess.game-results-0 from offset' "$LOG") starts"
if cmp -s "$WORK/killed.txt" "$WORK/clean.txt"; then
  echo "IDENTICAL: killed run equals clean run ($(wc -l <"$WORK/clean.txt") documents)"
else
  echo "DIFFERENT"; diff "$WORK/killed.txt" "$WORK/clean.txt" | head -20; exit 1
fi

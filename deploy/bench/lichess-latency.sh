#!/usr/bin/env bash
# A move's way to the opponent through the Lichess facade's NDJSON stream against our SSE stream,
# on a fresh platform, from its first minute: starts ./platform on a new data folder, runs
# deploy/bench/lichess_latency.py with the arguments given, stops the platform. Figures:
# docs/benchmarks.md, "A move to the opponent's stream".
#   deploy/bench/lichess-latency.sh --games 6 --plies 40
set -euo pipefail
cd "$(dirname "$0")/../.."
data="${LATENCY_DATA_DIR:-deploy/target/latency-data}"
rm -rf "$data"
export GATEWAY_TOKEN_RATE=1000000 GATEWAY_TOKEN_BURST=1000000 GATEWAY_IP_RATE=1000000 GATEWAY_IP_BURST=1000000
trap './platform stop --data-dir "$data" >/dev/null 2>&1 || true' EXIT
./platform start --detach --data-dir "$data" | grep -E "Platform ready|failed" || true
port="${GATEWAY_PORT:-8080}"
python3 deploy/bench/lichess_latency.py --url "http://127.0.0.1:$port/" "$@"

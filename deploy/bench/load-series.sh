#!/usr/bin/env bash
# A load series on a fresh platform: starts ./platform on a new data folder with the gateway's
# rate limits raised (one machine sends as every player), runs ./platform load with the arguments
# given, and stops the platform again. Figures and how to read them: deploy/README.md, "Load".
#   deploy/bench/load-series.sh --games 1,10,50,200 --duration 30s
#   deploy/bench/load-series.sh --games 50 --profile deploy/target/profiles
#   deploy/bench/load-series.sh --games 50,50 --warm-up 90s --duration 30s   (a cold start: the first
#     row prints the moves/s of 0-30, 30-60 and 60-90 s after the start beside its measured window)
set -euo pipefail
cd "$(dirname "$0")/../.."
data="${LOAD_DATA_DIR:-deploy/target/load-data}"
rm -rf "$data"
export GATEWAY_TOKEN_RATE=1000000 GATEWAY_TOKEN_BURST=1000000 GATEWAY_IP_RATE=1000000 GATEWAY_IP_BURST=1000000
trap './platform stop --data-dir "$data" >/dev/null 2>&1 || true' EXIT
./platform start --detach --data-dir "$data" | grep -E "Platform ready|failed" || true
./platform load --data-dir "$data" "$@"

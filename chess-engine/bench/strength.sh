#!/bin/sh
# Full strength (Level 5) against a reference at 10s+0.1s, from the project root:
#   chess-engine/bench/strength.sh 1700 100      # Stockfish 15.1 at UCI_Elo 1700, 100 games
#   chess-engine/bench/strength.sh 2000 100
# Stockfish gets a 150 ms Move Overhead: with its default 10 ms it forfeits games on time on a
# loaded 2-core machine (the 1700 run in the README used the default and SF lost 21 on time).
# Results go to $OUT/strength-<elo>.log and .pgn (OUT defaults to /tmp); copy the summary into
# chess-engine/README.md. ENGINE=... runs another build (a frozen copy for long runs).
set -eu
ENGINE=${ENGINE:-java -jar chess-engine/target/chess-engine.jar}
OUT=${OUT:-/tmp}
ELO=${1:-1700}
GAMES=${2:-100}
python3 ../shared/tools/match.py \
  --engine "cmd=$ENGINE" name=ChessPlatform option.Hash=64 \
  --engine cmd=/usr/games/stockfish name=SF$ELO option.UCI_LimitStrength=true option.UCI_Elo=$ELO \
    option.Threads=1 option.Hash=16 "option.Move Overhead=150" \
  --games "$GAMES" --tc 10+0.1 --concurrency 1 --pgn "$OUT/strength-$ELO.pgn" | tee "$OUT/strength-$ELO.log"

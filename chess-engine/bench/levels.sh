#!/bin/sh
# Level calibration at 10s+0.1s, from the project root. Each level plays the rung(s) it should sit
# between; levels 1 and 2 are placed through the chain level 1 -> level 2 -> Stockfish 1350.
#   chess-engine/bench/levels.sh 2 sf 1350 40     # level 2 against Stockfish UCI_Elo 1350
#   chess-engine/bench/levels.sh 1 level 2 40     # level 1 against level 2
# ENGINE=... runs another build (a frozen copy, so rebuilding the tree cannot change a running
# match); OUT=... is where the PGN and the log go (default /tmp).
set -eu
LEVEL=$1
KIND=$2      # sf | level
OPP=$3       # UCI_Elo of Stockfish, or the other level
GAMES=${4:-40}
ENGINE=${ENGINE:-java -jar chess-engine/target/chess-engine.jar}
OUT=${OUT:-/tmp}
if [ "$KIND" = sf ]; then
  set -- --engine cmd=/usr/games/stockfish name=SF$OPP option.UCI_LimitStrength=true "option.Move Overhead=150" \
    option.UCI_Elo=$OPP option.Threads=1 option.Hash=16
else
  set -- --engine "cmd=$ENGINE" name=Level$OPP option.Level=$OPP option.Hash=16
fi
python3 ../shared/tools/match.py \
  --engine "cmd=$ENGINE" name=Level$LEVEL option.Level=$LEVEL option.Hash=16 "$@" \
  --games "$GAMES" --tc 10+0.1 --concurrency 1 --pgn "$OUT/level$LEVEL-$KIND$OPP.pgn" \
  | tee "$OUT/level$LEVEL-$KIND$OPP.log"

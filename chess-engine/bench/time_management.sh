#!/bin/sh
# No flag falls at a fast clock: 200 games at 2s+0.02s against Stockfish at UCI_Elo 2000.
# From the project root; the forfeit count is in the match summary ("loses on time").
set -eu
GAMES=${1:-200}
python3 ../shared/tools/match.py \
  --engine "cmd=java -jar chess-engine/target/chess-engine.jar" name=ChessPlatform option.Hash=16 \
  --engine cmd=/usr/games/stockfish name=SF2000 option.UCI_LimitStrength=true option.UCI_Elo=2000 \
    option.Threads=1 option.Hash=16 "option.Move Overhead=150" \
  --games "$GAMES" --tc 2+0.02 --concurrency 1 --pgn /tmp/timeman.pgn | tee /tmp/timeman.log
grep -c "loses on time" /tmp/timeman.pgn || true

#!/bin/sh
# The tactics score at 200 ms, perft agreement with Stockfish and bench next to Stockfish's.
set -eu
ENGINE="java -jar chess-engine/target/chess-engine.jar"
python3 ../shared/tools/tactics.py run --engine "$ENGINE" --movetime 200
python3 ../shared/tools/perft_check.py --engine "$ENGINE" --count 300 --depth 4 --seed 2 --speed-depth 6
echo "ours:";      printf 'bench\nquit\n' | $ENGINE | tail -3
echo "stockfish:"; printf 'bench\nquit\n' | /usr/games/stockfish 2>&1 | tail -3

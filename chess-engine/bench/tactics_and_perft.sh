#!/bin/sh
# The tactics score at 200 ms, perft agreement with Stockfish and bench next to Stockfish's.
# Tactics run twice: on the suite the issue names (data/dev_tactics.epd of the shared tools) and on
# our own held-out suite (bench/suites/heldout_tactics_seed2026.epd, made by
# `tactics.py build --target 150 --workers 1 --seed 2026`), which no engine change was tuned on.
# `--nodes 120000` instead of `--movetime 200` compares builds independently of the machine's load.
set -eu
ENGINE=${ENGINE:-java -jar chess-engine/target/chess-engine.jar}
python3 ../shared/tools/tactics.py run --engine "$ENGINE" --movetime 200
python3 ../shared/tools/tactics.py run --engine "$ENGINE" --movetime 200 \
  --epd chess-engine/bench/suites/heldout_tactics_seed2026.epd
python3 ../shared/tools/perft_check.py --engine "$ENGINE" --count 300 --depth 4 --seed 2 --speed-depth 6
echo "ours:";      printf 'bench\nquit\n' | $ENGINE | tail -3
echo "stockfish:"; printf 'bench\nquit\n' | /usr/games/stockfish 2>&1 | tail -3

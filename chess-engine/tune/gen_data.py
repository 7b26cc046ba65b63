#!/usr/bin/env python3
"""Texel-tuning data: positions from Stockfish self-play, each labelled with the game's result.

Every game starts from an opening of ../shared/tools/openings.epd plus RANDOM_PLIES random legal
moves (so games differ), then Stockfish 15.1 plays both sides at a fixed node budget. Games are
adjudicated when the score stays beyond ADJUDICATE_CP for ADJUDICATE_PLIES plies (the side ahead
wins) to save time. Output: one `FEN;result` line per position, result from white's side (1, 0.5,
0). Usage (from the project root):

    python3 chess-engine/tune/gen_data.py --games 2000 --nodes 3000 --seed 1 --out /tmp/texel.txt
"""
import argparse
import random
import sys

sys.path.insert(0, "../shared/tools")
import ucicore  # noqa: E402

RANDOM_PLIES = 4
ADJUDICATE_CP = 1000
ADJUDICATE_PLIES = 6
MAX_PLIES = 300


def play(sf, ref, opening, rng, nodes):
    fen, moves = opening, []
    for _ in range(RANDOM_PLIES):
        pos = ref.analyse(fen, moves)
        if not pos.legal:
            return None, []
        moves.append(rng.choice(pos.legal))
    fens, keys, streak = [], {}, 0
    while len(moves) < MAX_PLIES:
        pos = ref.analyse(fen, moves)
        if not pos.legal:
            if pos.in_check:
                return ("0" if pos.turn == "w" else "1"), fens
            return "0.5", fens
        k = pos.key()
        keys[k] = keys.get(k, 0) + 1
        if keys[k] >= 3 or pos.halfmove >= 100 or pos.insufficient_material():
            return "0.5", fens
        fens.append(pos.fen)
        sf.position(fen, moves)
        r = sf.go("nodes %d" % nodes, timeout=30)
        cp = r["info"].get("score")
        if cp is not None and abs(cp) >= ADJUDICATE_CP:
            streak += 1
            if streak >= ADJUDICATE_PLIES:
                white_ahead = (cp > 0) == (pos.turn == "w")
                return ("1" if white_ahead else "0"), fens
        else:
            streak = 0
        moves.append(r["bestmove"])
    return "0.5", fens


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--nodes", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    ap.add_argument("--openings", default="../shared/tools/openings.epd")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    openings = [line.split(" hmvc")[0].strip() + " 0 1"
                for line in open(a.openings) if line.strip()]
    openings = [" ".join(o.split()[:4]) + " 0 1" for o in openings]
    sf = ucicore.Engine(ucicore.STOCKFISH, name="sf", options={"Threads": 1, "Hash": 16})
    ref = ucicore.Referee()
    with open(a.out, "a") as out:
        for g in range(a.games):
            result, fens = play(sf, ref, rng.choice(openings), rng, a.nodes)
            if result is None:
                continue
            for f in fens:
                out.write("%s;%s\n" % (f, result))
            out.flush()
            if g % 50 == 0:
                print("game", g, "positions", len(fens), "result", result, flush=True)
    sf.close()
    ref.close()


if __name__ == "__main__":
    main()

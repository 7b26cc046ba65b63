#!/usr/bin/env python3
"""Perft speed of our UCI engine next to Stockfish, in the same run.

Times `go perft D` (wall clock from the command to the `Nodes searched` line) for the start
position at depth 6 and Kiwipete at depth 5, alternating the engines, best of --reps after one
warm-up each. Prints leaves/s for both and our speed as a fraction of Stockfish's.

    python3 chess-core/tools/perft_speed.py --engine "java -jar chess-engine/target/chess-engine.jar"
"""
import argparse
import subprocess
import time

POSITIONS = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
]


class Engine:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            if line.startswith(prefix):
                return line

    def perft(self, fen, depth):
        self.send("position fen " + fen)
        self.send("isready")
        self.wait_for("readyok")
        start = time.perf_counter()
        self.send("go perft %d" % depth)
        nodes = int(self.wait_for("Nodes searched").split(":")[1])
        return nodes, time.perf_counter() - start

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", required=True)
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--reps", type=int, default=3)
    args = ap.parse_args()
    ours, sf = Engine(args.engine), Engine(args.stockfish)
    sf.send("setoption name Threads value 1")
    for name, fen, depth in POSITIONS:
        best = {}
        for eng in (ours, sf):
            eng.perft(fen, depth)  # warm-up (JIT for ours)
        for _ in range(args.reps):
            for label, eng in (("ours", ours), ("stockfish", sf)):
                nodes, secs = eng.perft(fen, depth)
                best[label] = min(best.get(label, (nodes, 1e9)), (nodes, secs), key=lambda x: x[1])
        (n1, t1), (n2, t2) = best["ours"], best["stockfish"]
        assert n1 == n2, "leaf counts differ: %d vs %d" % (n1, n2)
        print("%-9s perft(%d) = %d: ours %.3f s (%.0f M leaves/s), stockfish %.3f s (%.0f M leaves/s),"
              " ours/stockfish speed %.2fx" % (name, depth, n1, t1, n1 / t1 / 1e6, t2, n2 / t2 / 1e6,
                                             t2 / t1))
    ours.close()
    sf.close()


if __name__ == "__main__":
    main()

"""How soon a move reaches the opponent: through the Lichess facade's NDJSON game stream against
our own SSE stream of the same game, in the same run (issue 32).

Two people play games on a running platform; each follows the game on both streams at once: the
Board API's `GET /api/board/game/stream/{id}` (the facade) and our `GET /api/games/{id}/stream`
(game-service, SSE). For every move, the time from just before its POST is sent to the moment the
opponent's stream delivers it, on each stream; p50, p90, p99 and the worst of each, overall and for
the moves of the run's first minute (run it right after `./platform start` for a first minute after
a start). A third person watches each game on the facade's spectator stream (`GET
/api/stream/game/{id}`, Lichess's streamGame) and on our SSE stream: the same timings as a spectator.

  deploy/bench/lichess-latency.sh            # a fresh platform, this script, the platform stopped
  python3 deploy/bench/lichess_latency.py --url http://127.0.0.1:8080/ --games 6 --plies 40
"""

import argparse
import json
import threading
import time
import uuid
from urllib.parse import urljoin

import urllib3

HTTP = urllib3.PoolManager(maxsize=16, retries=False)
PASSWORD = "a long enough passphrase"


def call(base, token, method, path, body=None, content_type="application/json"):
    headers = {"Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if body is not None:
        headers["Content-Type"] = content_type
    r = HTTP.request(method, urljoin(base, path), body=body, headers=headers, timeout=10.0)
    if r.status >= 400:
        raise RuntimeError(f"{method} {path}: {r.status} {r.data[:300]!r}")
    return json.loads(r.data) if r.data else None


def person(base, name):
    credentials = json.dumps({"name": name, "password": PASSWORD})
    call(base, None, "POST", "/api/accounts", credentials)
    login = call(base, None, "POST", "/api/accounts/login", credentials)
    board = call(
        base,
        login["token"],
        "POST",
        "/api/accounts/me/tokens",
        json.dumps({"label": "latency", "scopes": ["board:play"]}),
    )
    return {"name": name, "token": login["token"], "board": board["token"]}


class Follower(threading.Thread):
    """One stream of one player: the time each move (by count) arrived."""

    def __init__(self, base, token, path, sse, moves=False):
        super().__init__(daemon=True)
        self.base, self.token, self.path, self.sse = base, token, path, sse
        self.moves = moves  # the spectator stream (streamGame): one line with "lm" per move
        self.arrived = {}  # ply count -> monotonic time
        self.open = threading.Event()
        self.first = threading.Event()  # its first line (gameFull, or the first event) came
        self.done = threading.Event()

    def run(self):
        accept = "text/event-stream" if self.sse else "application/x-ndjson"
        r = HTTP.request(
            "GET",
            urljoin(self.base, self.path),
            headers={"Authorization": f"Bearer {self.token}", "Accept": accept},
            preload_content=False,
            timeout=urllib3.Timeout(connect=10.0, read=60.0),
        )
        self.open.set()
        buffer = b""
        plies = 0
        event = None
        try:
            for chunk in r.stream(1024):
                now = time.monotonic()
                buffer += chunk
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    line = line.decode().rstrip("\r")
                    if line.startswith("{") or line.startswith("data:"):
                        self.first.set()
                    if self.sse:
                        if line.startswith("event:"):
                            event = line[6:].strip()
                        elif line.startswith("data:") and event == "MovePlayed":
                            plies += 1
                            self.arrived.setdefault(plies, now)
                    elif line.startswith("{") and self.moves:
                        if '"lm"' in line:
                            plies += 1
                            self.arrived.setdefault(plies, now)
                    elif line.startswith("{"):
                        value = json.loads(line)
                        state = value["state"] if value["type"] == "gameFull" else value
                        if value["type"] in ("gameFull", "gameState"):
                            count = len(state["moves"].split())
                            for ply in range(plies + 1, count + 1):
                                self.arrived.setdefault(ply, now)
                            plies = max(plies, count)
        except Exception:  # noqa: BLE001: the stream ends with the game
            pass
        finally:
            self.done.set()


KINDS = ("ndjson", "sse", "moves", "watch-sse")


def play(base, white, black, watcher, plies):
    game = call(
        base,
        white["token"],
        "POST",
        "/api/challenges",
        json.dumps(
            {
                "opponent": black["name"],
                "colour": "WHITE",
                "drawRules": "CLAIM",
                "clock": {"initialSeconds": 600, "incrementSeconds": 5},
            }
        ),
    )["gameId"]
    call(base, black["token"], "POST", f"/api/challenges/{game}/accept")
    followers = {}
    for side, p in (("white", white), ("black", black)):
        followers[(side, "ndjson")] = Follower(base, p["board"], f"/api/board/game/stream/{game}", False)
        followers[(side, "sse")] = Follower(base, p["token"], f"/api/games/{game}/stream", True)
    # a third person watches: the facade's spectator stream and our SSE stream of the game
    followers[("watcher", "moves")] = Follower(base, watcher["token"], f"/api/stream/game/{game}", False, True)
    followers[("watcher", "watch-sse")] = Follower(base, watcher["token"], f"/api/games/{game}/stream", True)
    for f in followers.values():
        f.start()
    for f in followers.values():
        f.first.wait(10)
    sent = {}
    players = {"white": white, "black": black}
    for ply in range(1, plies + 1):
        side = "white" if ply % 2 else "black"
        other = "black" if side == "white" else "white"
        legal = call(base, players[side]["token"], "GET", f"/api/games/{game}/legal-moves")
        if not legal:
            break
        uci = legal[(ply * 7) % len(legal)]["uci"]
        sent[ply] = (time.monotonic(), other)
        call(base, players[side]["board"], "POST", f"/api/board/game/{game}/move/{uci}")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not all(
            ply in followers[who].arrived
            for who in ((other, "ndjson"), (other, "sse"), ("watcher", "moves"), ("watcher", "watch-sse"))
        ):
            time.sleep(0.001)
        view = call(base, white["token"], "GET", f"/api/games/{game}")
        if view["status"] != "STARTED":
            break
    call(base, white["token"], "POST", f"/api/games/{game}/resign")
    samples = []
    for ply, (t0, other) in sent.items():
        for kind in KINDS:
            who = ("watcher", kind) if kind in ("moves", "watch-sse") else (other, kind)
            at = followers[who].arrived.get(ply)
            if at is not None:
                samples.append((t0, kind, (at - t0) * 1000.0))
    return samples


def summary(values):
    if not values:
        return "none"
    values = sorted(values)

    def pct(p):
        return values[min(len(values) - 1, int(round(p / 100.0 * (len(values) - 1))))]

    return (
        f"n={len(values)} p50={pct(50):.1f} p90={pct(90):.1f} p99={pct(99):.1f} "
        f"max={values[-1]:.1f} ms"
    )


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--url", default="http://127.0.0.1:8080/")
    p.add_argument("--games", type=int, default=6)
    p.add_argument("--plies", type=int, default=40)
    args = p.parse_args()
    started = time.monotonic()
    suffix = uuid.uuid4().hex[:6]
    samples = []
    for g in range(args.games):
        white = person(args.url, f"lat_w{g}_{suffix}")
        black = person(args.url, f"lat_b{g}_{suffix}")
        watcher = person(args.url, f"lat_s{g}_{suffix}")
        samples += play(args.url, white, black, watcher, args.plies)
    for label, chosen in (
        ("first minute", [s for s in samples if s[0] - started < 60]),
        ("after it", [s for s in samples if s[0] - started >= 60]),
        ("all", samples),
    ):
        for kind, name in (
            ("ndjson", "facade NDJSON (board stream)"),
            ("sse", "our SSE (streamGame)"),
            ("moves", "spectator: facade /api/stream/game"),
            ("watch-sse", "spectator: our SSE"),
        ):
            print(f"{label:12} {name:36} {summary([s[2] for s in chosen if s[1] == kind])}")


if __name__ == "__main__":
    main()

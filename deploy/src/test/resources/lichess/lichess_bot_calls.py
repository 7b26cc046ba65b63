"""lichess-bot's calls, replayed against our Lichess-compatible API (issue 32).

lichess-bot (lichess-bot-devs/lichess-bot, lib/lichess.py and lib/lichess_bot.py) cannot be
installed here (it lives on GitHub and PyPI), so this script makes the calls it makes, in its order,
with its headers, bodies, query parameters, timeouts and stream handling, and fails where it would
fail (a missing key, a stream silent for 15 s, a POST answered without JSON, a game stream that does
not end after the game). It uses urllib3, the HTTP library under requests, which lichess-bot uses.

  python3 lichess_bot_calls.py bot   --url U --token T --engine /usr/games/stockfish --record F
  python3 lichess_bot_calls.py board --url U --alice T1 --bob T2 --record F

bot: a bot account's life, lichess-bot -u: token test, account, upgrade, playing, the event
stream; it accepts the first challenge a person sends, plays it with a UCI engine, answers a
takeback request yes, greets and says goodbye in the chat, exports the PGN, and prints a summary.
board: two people on the Board API: a challenge declined, one cancelled, one played to mate with a
draw offer declined and a takeback accepted on the way, both event streams followed.

Every JSON answer and line is appended to the --record file as {"kind", "value"} for the type check
against @lichess-org/types. Prints "ready" once its event stream(s) are open, and one JSON summary
line at the end.
"""

import argparse
import json
import queue
import subprocess
import sys
import threading
import time
from urllib.parse import urljoin, urlencode

import urllib3

VERSION = "2026.11.1.1"  # the form of lichess-bot's own version string
POST_TIMEOUT = 2.0  # lichess-bot: every non-stream call
STREAM_TIMEOUT = 15.0  # lichess-bot: both streams, connect and read
MAX_BACKOFF = 60.0

LINE_KINDS = {
    "gameFull": "GameFullEvent",
    "gameState": "GameStateEvent",
    "chatLine": "ChatLineEvent",
    "opponentGone": "OpponentGoneEvent",
    "gameStart": "GameStartEvent",
    "gameFinish": "GameFinishEvent",
    "challenge": "ChallengeEvent",
    "challengeCanceled": "ChallengeCanceledEvent",
    "challengeDeclined": "ChallengeDeclinedEvent",
}


class HTTPError(Exception):
    def __init__(self, status, body):
        super().__init__(f"HTTP {status}: {body[:300]}")
        self.status = status
        self.body = body


class Recorder:
    def __init__(self, path):
        self.path = path
        self.lock = threading.Lock()

    def __call__(self, kind, value):
        if self.path is None:
            return
        with self.lock, open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"kind": kind, "value": value}) + "\n")


class Lichess:
    """lib/lichess.py's Lichess class: one session, the token on every request."""

    def __init__(self, token, url, record):
        self.baseUrl = url
        self.token = token
        self.record = record
        self.http = urllib3.PoolManager(retries=False)
        self.header = {
            "Authorization": f"Bearer {token}",
            "User-Agent": f"lichess-bot/{VERSION} user:?",
            "Accept": "*/*",
            "Accept-Encoding": "gzip, deflate",
            "Connection": "keep-alive",
        }
        self.username = "?"
        self.slow = []  # calls that took over 1 s (theirs give up after 2 s and send again)

    def set_user_agent(self, username):
        self.username = username
        self.header["User-Agent"] = f"lichess-bot/{VERSION} user:{username}"

    def _send(self, method, path, body=None, headers=None, timeout=POST_TIMEOUT, stream=False):
        url = urljoin(self.baseUrl, path)  # a path prefix in the base URL is lost, as theirs
        h = dict(self.header)
        h.update(headers or {})
        started = time.monotonic()
        answer = self.http.request(
            method,
            url,
            body=body,
            headers=h,
            timeout=urllib3.Timeout(connect=timeout, read=timeout),
            preload_content=not stream,
            decode_content=True,
        )
        took = time.monotonic() - started
        if took > 1.0:
            self.slow.append([method, path, round(took, 2)])
        return answer

    def _backoff(self, call):
        """Their backoff: 0.1 s apart for up to 60 s on connection errors, timeouts and 5xx;
        any status below 500 gives up at once."""
        start = time.monotonic()
        while True:
            try:
                return call()
            except HTTPError as e:
                if e.status < 500 or time.monotonic() - start > MAX_BACKOFF:
                    raise
            except (urllib3.exceptions.HTTPError, OSError):
                if time.monotonic() - start > MAX_BACKOFF:
                    raise
            time.sleep(0.1)

    def api_get_json(self, path, kind, params=None):
        def call():
            full = path + ("?" + urlencode(params) if params else "")
            r = self._send("GET", full)
            text = r.data.decode("utf-8")
            if r.status >= 400:
                raise HTTPError(r.status, text)
            value = json.loads(text)
            self.record(kind, value)
            return value

        return self._backoff(call)

    def api_get_raw(self, path):
        def call():
            r = self._send("GET", path)
            text = r.data.decode("utf-8")
            if r.status >= 400:
                raise HTTPError(r.status, text)
            return text

        return self._backoff(call)

    def api_post(self, path, data=None, json_body=None, form=None, raise_for_status=True, kind="Ok"):
        """Their api_post: a raw str body, a json= body or a form; the answer is always parsed as
        JSON (an empty answer would raise here, as theirs)."""

        def call():
            headers = {}
            body = None
            if json_body is not None:
                body = json.dumps(json_body).encode()
                headers["Content-Type"] = "application/json"
            elif form is not None:
                body = urlencode(form).encode()
                headers["Content-Type"] = "application/x-www-form-urlencoded"
            elif data is not None:
                body = data.encode()  # requests sets no content type for a str body
            r = self._send("POST", path, body=body, headers=headers)
            text = r.data.decode("utf-8")
            if raise_for_status and r.status >= 400:
                raise HTTPError(r.status, text)
            value = json.loads(text)  # every POST answer is JSON, refusals too
            self.record(kind if r.status < 400 else "Error", value)
            return value

        return self._backoff(call)

    def lines(self, path):
        """response.iter_lines() of a stream: each line as it comes, empty ones too."""
        r = self._send("GET", path, timeout=STREAM_TIMEOUT, stream=True)
        if r.status >= 400:
            raise HTTPError(r.status, r.read().decode("utf-8"))
        ctype = r.headers.get("Content-Type", "")
        if not ctype.startswith("application/x-ndjson"):
            raise AssertionError(f"{path}: content type {ctype}, not application/x-ndjson")
        buffer = b""
        for chunk in r.stream(1024, decode_content=True):
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                yield line.rstrip(b"\r")
        if buffer:
            yield buffer

    # The named calls of lib/lichess.py
    def token_test(self):
        answer = self.api_post("/api/token/test", data=self.token, kind="tokenTest")
        info = answer[self.token]  # a KeyError if the answer is not keyed by the token
        if info is None:
            raise SystemExit("token not recognized")
        if "bot:play" not in info["scopes"].split(","):
            raise SystemExit("the token lacks bot:play")
        return info

    def get_profile(self):
        profile = self.api_get_json("/api/account", "accountMe")
        self.set_user_agent(profile["username"])
        return profile

    def upgrade_to_bot_account(self):
        return self.api_post("/api/bot/account/upgrade")

    def get_ongoing_games(self):
        try:
            return self.api_get_json("/api/account/playing", "apiAccountPlaying")["nowPlaying"]
        except Exception:
            return []

    def accept_challenge(self, challenge_id):
        return self.api_post(f"/api/challenge/{challenge_id}/accept")

    def decline_challenge(self, challenge_id, reason="generic"):
        return self.api_post(
            f"/api/challenge/{challenge_id}/decline", form={"reason": reason}, raise_for_status=False
        )

    def make_move(self, game_id, uci, offering_draw=False):
        return self.api_post(
            f"/api/bot/game/{game_id}/move/{uci}?offeringDraw={str(offering_draw).lower()}"
        )

    def chat(self, game_id, room, text):
        return self.api_post(
            f"/api/bot/game/{game_id}/chat", form={"room": room, "text": text}, raise_for_status=False
        )

    def abort(self, game_id):
        return self.api_post(f"/api/bot/game/{game_id}/abort")

    def resign(self, game_id):
        return self.api_post(f"/api/bot/game/{game_id}/resign")

    def accept_takeback(self, game_id, accept):
        return self.api_post(f"/api/bot/game/{game_id}/takeback/{'yes' if accept else 'no'}")

    def get_game_pgn(self, game_id):
        return self.api_get_raw(f"/game/export/{game_id}")


def parse(line, record, where):
    value = json.loads(line.decode("utf-8"))
    kind = LINE_KINDS.get(value.get("type"))
    if kind is None:
        raise AssertionError(f"{where}: a line of no known type: {value}")
    record(kind, value)
    return value


class EventStream(threading.Thread):
    """watch_control_stream: a non-empty line is an event, an empty one a ping; a silent stream
    raises after 15 s (and lichess-bot restarts entirely)."""

    def __init__(self, li, events, record, name):
        super().__init__(daemon=True)
        self.li, self.events, self.record, self.name = li, events, record, name
        self.opened = threading.Event()
        self.pings = 0
        self.reconnects = 0
        self.error = None

    def run(self):
        # As theirs: a stream the server ends is opened again at once; an error ends the process.
        try:
            while True:
                stream = self.li.lines("/api/stream/event")
                self.opened.set()
                for line in stream:
                    if line:
                        self.events.put(parse(line, self.record, self.name))
                    else:
                        self.pings += 1
                self.reconnects += 1
        except Exception as e:  # noqa: BLE001: reported to the caller as lichess-bot would die
            self.error = e
            self.events.put({"type": "terminated", "error": repr(e)})


class Challenge:
    """lib/model.py's Challenge: every key it reads, read the way it reads it."""

    def __init__(self, info, username):
        self.id = info["id"]
        self.rated = info["rated"]
        self.variant = info["variant"]["key"]
        self.perf_name = info["perf"]["name"]
        self.speed = info["speed"]
        tc = info["timeControl"]
        self.base = tc.get("limit")
        self.increment = tc.get("increment")
        self.days = tc.get("daysPerTurn")
        self.challenger = info["challenger"]
        self.challenger_name = self.challenger["name"]
        self.challenger_title = self.challenger.get("title")
        self.challenger_rating = self.challenger.get("rating")
        self.challenger_provisional = self.challenger.get("provisional")
        self.dest = info.get("destUser")
        self.from_self = self.challenger_name == username
        self.initial_fen = info.get("initialFen", "startpos")
        self.color = info["color"]
        if self.color == "random":
            self.color = info.get("finalColor", "random")

    def decline_due_to(self):
        if self.variant != "standard":
            return "variant"
        if self.speed not in ("bullet", "blitz", "rapid"):
            return "timeControl"
        if self.challenger_title == "BOT":
            return "noBot"
        return None


class Engine:
    """A UCI engine as lichess-bot drives one (engine_wrapper): the position, then go."""

    def __init__(self, path):
        self.p = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self._send("uci")
        self._until("uciok")
        self._send("isready")
        self._until("readyok")

    def _send(self, text):
        self.p.stdin.write(text + "\n")
        self.p.stdin.flush()

    def _until(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise AssertionError("the engine stopped")
            if line.startswith(word):
                return line

    def best(self, fen, moves):
        position = "startpos" if fen == "startpos" else f"fen {fen}"
        self._send(f"position {position} moves {moves}".strip())
        self._send("go movetime 30")
        return self._until("bestmove").split()[1]

    def quit(self):
        self._send("quit")
        self.p.wait(5)


def play_game(li, game_id, engine, record, summary):
    """lichess_bot.play_game: the game stream's first line is gameFull, its state is fed as the
    first update (so it needs its type), moves on our turn, takeback answered, abort timer on
    pings, the game left when the stream ends."""
    lines = li.lines(f"/api/bot/game/stream/{game_id}")
    first = next(lines)
    game = parse(first, record, "game stream")
    assert game["type"] == "gameFull", game
    for key in ("id", "variant", "white", "black", "state", "createdAt"):
        game[key]  # noqa: B018: lichess-bot reads each of these with []
    variant_name = game["variant"]["name"]
    assert variant_name in ("Standard", "From Position"), variant_name
    clock = game.get("clock") or {}
    clock.get("initial"), clock.get("increment")
    is_white = game["white"]["name"].lower() == li.username.lower()
    initial_fen = game.get("initialFen", "startpos")
    li.chat(game_id, "player", f"Hi! I'm {li.username}. Good luck! Type !help for commands.")
    state = game["state"]
    upd = state
    assert upd["type"] == "gameState"  # the embedded state is handled as a line of its own
    moves = ""
    last_update = time.monotonic()
    takebacks = 0
    pings = 0
    final = None
    stream = lines  # its first line was read above
    pending = [upd]
    while True:
        if pending:
            upd = pending.pop(0)
        else:
            try:
                line = next(stream)
            except StopIteration:
                break  # the stream ended: lichess-bot leaves the game here, and only here
            if not line:
                pings += 1
                abortable = " " not in moves.strip()
                if abortable and time.monotonic() - last_update > 20 and final is None:
                    li.abort(game_id)
                continue
            upd = parse(line, record, "game stream")
        if upd["type"] == "chatLine":
            assert upd["text"] and upd["room"] and upd["username"], upd
            continue
        if upd["type"] != "gameState":
            continue
        last_update = time.monotonic()
        for key in ("moves", "status", "wtime", "btime", "winc", "binc"):
            assert isinstance(upd[key], (str, int)), (key, upd)
        moves = upd["moves"]
        if upd["status"] != "started":
            final = upd
            li.chat(game_id, "player", "Good game!")
            continue
        ply = 0 if not moves else len(moves.split())
        our_turn = (ply % 2 == 0) == is_white
        theirs = "btakeback" if is_white else "wtakeback"
        if upd.get(theirs) and not our_turn:
            takebacks += 1
            li.accept_takeback(game_id, takebacks <= 1)
            continue
        if our_turn:
            try:
                li.make_move(game_id, engine.best(initial_fen, moves))
            except HTTPError as e:
                summary.setdefault("refusedMoves", []).append(e.status)
    assert final is not None, "the game stream ended before the game did"
    pgn = li.get_game_pgn(game_id)
    summary["games"].append(
        {
            "id": game_id,
            "white": is_white,
            "status": final["status"],
            "winner": final.get("winner"),
            "moves": final["moves"],
            "pings": pings,
            "takebacksAnswered": takebacks,
            "pgnHasClock": "[%clk " in pgn,
            "pgnResult": next(
                (l for l in pgn.splitlines() if l.startswith("[Result ")), None
            ),
        }
    )


def bot(args, record):
    li = Lichess(args.token, args.url, record)
    li.token_test()
    profile = li.get_profile()
    upgraded = False
    if profile.get("title") != "BOT":
        li.upgrade_to_bot_account()  # lichess-bot -u
        upgraded = True
        profile = li.get_profile()
        if profile.get("title") != "BOT":
            raise SystemExit(f"{profile['username']} is not a bot account")
    engine = Engine(args.engine)
    events = queue.Queue()
    li.get_ongoing_games()
    control = EventStream(li, events, record, "event stream")
    control.start()
    control.opened.wait(STREAM_TIMEOUT)
    print("ready", flush=True)
    summary = {"username": li.username, "upgraded": upgraded, "games": [], "declined": []}
    while len(summary["games"]) < args.games:
        event = events.get(timeout=120)
        if event["type"] == "terminated":
            raise SystemExit(f"the event stream died: {event['error']}")
        if event["type"] == "challenge":
            challenge = Challenge(event["challenge"], li.username)
            if challenge.from_self:
                continue
            playing = li.get_ongoing_games()
            [g["opponent"]["username"] for g in playing]  # read by their matchmaking
            reason = challenge.decline_due_to()
            if reason:
                li.decline_challenge(challenge.id, reason)
                summary["declined"].append({"id": challenge.id, "reason": reason})
            else:
                try:
                    li.accept_challenge(challenge.id)
                except (HTTPError, urllib3.exceptions.HTTPError) as e:
                    # theirs: a 404 is "skip missing", any other failure is logged and passed by
                    # (a retried accept whose first copy was slow is refused: already started)
                    summary.setdefault("acceptErrors", []).append(getattr(e, "status", repr(e)))
        elif event["type"] == "gameStart":
            game_id = event["game"]["id"]  # the id key, not only gameId
            event["game"]["gameId"]
            play_game(li, game_id, engine, record, summary)
    engine.quit()
    summary["eventPings"] = control.pings
    summary["slowCalls"] = li.slow
    print(json.dumps(summary), flush=True)


def wait_for(events, kind, pred=lambda e: True, timeout=30):
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"no {kind} within {timeout} s")
        e = events.get(timeout=left)
        if e["type"] == "terminated":
            raise AssertionError(f"an event stream died: {e['error']}")
        if e["type"] == kind and pred(e):
            return e


class BoardGame(threading.Thread):
    """A person's board game stream (boardGameStream), its states in a queue."""

    def __init__(self, li, game_id, record):
        super().__init__(daemon=True)
        self.li, self.game_id, self.record = li, game_id, record
        self.states = queue.Queue()
        self.full = None
        self.ended = threading.Event()
        self.error = None

    def run(self):
        try:
            lines = self.li.lines(f"/api/board/game/stream/{self.game_id}")
            self.full = parse(next(lines), self.record, "board stream")
            assert self.full["type"] == "gameFull", self.full
            self.states.put(self.full["state"])
            for line in lines:
                if line:
                    value = parse(line, self.record, "board stream")
                    if value["type"] == "gameState":
                        self.states.put(value)
        except Exception as e:  # noqa: BLE001
            self.error = e
        finally:
            self.ended.set()

    def until(self, pred, timeout=20):
        deadline = time.monotonic() + timeout
        while True:
            s = self.states.get(timeout=max(0.1, deadline - time.monotonic()))
            if pred(s):
                return s


def board(args, record):
    alice = Lichess(args.alice, args.url, record)
    bob = Lichess(args.bob, args.url, record)
    a_name = alice.get_profile()["username"]
    b_name = bob.get_profile()["username"]
    a_events, b_events = queue.Queue(), queue.Queue()
    a_stream = EventStream(alice, a_events, record, "alice's events")
    b_stream = EventStream(bob, b_events, record, "bob's events")
    a_stream.start()
    b_stream.start()
    a_stream.opened.wait(STREAM_TIMEOUT)
    b_stream.opened.wait(STREAM_TIMEOUT)
    print("ready", flush=True)
    summary = {}
    form = {"clock.limit": 600, "clock.increment": 5, "rated": "false", "color": "white"}

    # Declined with a reason: the challenger hears challengeDeclined.
    declined = alice.api_post(f"/api/challenge/{b_name}", form=form, kind="ChallengeJson")["id"]
    wait_for(b_events, "challenge", lambda e: e["challenge"]["id"] == declined)
    bob.decline_challenge(declined, "later")
    summary["declined"] = wait_for(
        a_events, "challengeDeclined", lambda e: e["challenge"]["id"] == declined
    )["challenge"]["declineReasonKey"]

    # Cancelled by the challenger: the challenged hears challengeCanceled.
    cancelled = alice.api_post(f"/api/challenge/{b_name}", form=form, kind="ChallengeJson")["id"]
    wait_for(b_events, "challenge", lambda e: e["challenge"]["id"] == cancelled)
    alice.api_post(f"/api/challenge/{cancelled}/cancel")
    wait_for(b_events, "challengeCanceled", lambda e: e["challenge"]["id"] == cancelled)

    # Played: a draw offered and declined, a takeback asked and accepted, then mate.
    made = alice.api_post(f"/api/challenge/{b_name}", form=form, kind="ChallengeJson")
    game_id = made["id"]
    seen = wait_for(b_events, "challenge", lambda e: e["challenge"]["id"] == game_id)
    assert seen["challenge"]["direction"] == "in" and seen["challenge"]["challenger"]["name"] == a_name
    bob.accept_challenge(game_id)
    a_start = wait_for(a_events, "gameStart", lambda e: e["game"]["gameId"] == game_id)
    wait_for(b_events, "gameStart", lambda e: e["game"]["gameId"] == game_id)
    assert a_start["game"]["color"] == "white", a_start
    a_game, b_game = BoardGame(alice, game_id, record), BoardGame(bob, game_id, record)
    a_game.start()
    b_game.start()
    a_game.until(lambda s: s["status"] == "started")
    b_game.until(lambda s: s["status"] == "started")

    def move(li, uci, draw=False):
        li.api_post(f"/api/board/game/{game_id}/move/{uci}?offeringDraw={str(draw).lower()}")

    move(alice, "f2f3")
    b_game.until(lambda s: s["moves"] == "f2f3")
    move(bob, "e7e5")
    a_game.until(lambda s: s["moves"] == "f2f3 e7e5")
    alice.api_post(f"/api/board/game/{game_id}/draw/yes")
    b_game.until(lambda s: s.get("wdraw") is True)
    bob.api_post(f"/api/board/game/{game_id}/draw/no")
    a_game.until(lambda s: "wdraw" not in s and s["moves"] == "f2f3 e7e5")
    move(alice, "g2g4")
    b_game.until(lambda s: s["moves"] == "f2f3 e7e5 g2g4")
    alice.api_post(f"/api/board/game/{game_id}/takeback/yes")
    b_game.until(lambda s: s.get("wtakeback") is True)
    bob.api_post(f"/api/board/game/{game_id}/takeback/yes")
    a_game.until(lambda s: s["moves"] == "f2f3 e7e5")
    move(alice, "g2g4")
    b_game.until(lambda s: s["moves"] == "f2f3 e7e5 g2g4")
    move(bob, "d8h4")
    final = a_game.until(lambda s: s["status"] != "started")
    for g in (a_game, b_game):
        if not g.ended.wait(10):
            raise AssertionError("a board stream stayed open after the game's end")
        if g.error:
            raise AssertionError(f"a board stream failed: {g.error!r}")
    try:
        finish = wait_for(a_events, "gameFinish", lambda e: e["game"]["gameId"] == game_id)
    except queue.Empty:
        if a_stream.reconnects == 0:
            raise AssertionError("alice's event stream, open all along, told no gameFinish")
        finish = None  # a finish while the stream was opened again is not told again (theirs)
    pgn = alice.get_game_pgn(game_id)

    # An open challenge anyone may take: bob takes it, alice aborts before a move.
    opened = alice.api_post("/api/challenge/open", form=form, kind="ChallengeOpenJson")
    assert opened["challenger"] is None and opened["urlWhite"], opened
    bob.accept_challenge(opened["id"])
    wait_for(b_events, "gameStart", lambda e: e["game"]["gameId"] == opened["id"])
    alice.api_post(f"/api/board/game/{opened['id']}/abort")
    aborted = wait_for(a_events, "gameFinish", lambda e: e["game"]["gameId"] == opened["id"])
    summary["openChallenge"] = aborted["game"]["status"]["name"]
    summary.update(
        {
            "gameId": game_id,
            "status": final["status"],
            "winner": final.get("winner"),
            "moves": final["moves"],
            "finishWinner": finish["game"].get("winner") if finish else None,
            "eventStreamsReopened": a_stream.reconnects + b_stream.reconnects,
            "pgnHasClock": "[%clk " in pgn,
            "playingAfter": len(alice.get_ongoing_games()),
            "slowCalls": alice.slow + bob.slow,
        }
    )
    print(json.dumps(summary), flush=True)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=["bot", "board"])
    p.add_argument("--url", required=True)
    p.add_argument("--token")
    p.add_argument("--alice")
    p.add_argument("--bob")
    p.add_argument("--engine", default="/usr/games/stockfish")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--record")
    args = p.parse_args()
    record = Recorder(args.record)
    (bot if args.mode == "bot" else board)(args, record)


if __name__ == "__main__":
    sys.exit(main())

"""Bots on the Python client generated from api-client/openapi.json (openapi-generator, -g python).

Only the generated client talks HTTP. Usage: PYTHONPATH=api-client/target/generated-clients/python
python3 bot.py http://127.0.0.1:8080 — exits 0 when every step behaved as the contract says,
else prints what did not and exits 1. Run by deploy's GeneratedClientBotsIT.
"""

import random
import sys
import time
import uuid

from chess_client import (
    AccountsApi, ApiClient, ChallengesApi, ClockSetting, ColourChoice, Configuration, Credentials,
    GameMode, GameStatus, GamesApi, MoveRequest, NewGameRequest, RatingsApi, StreamsApi)
from chess_client.exceptions import ApiException

PASSWORD = "a long enough passphrase"
PROBLEMS = "https://chess-platform.dev/problems/"


def check(condition, what):
    if not condition:
        raise AssertionError(what)


def register(base, name):
    """A new account, logged in: its id and a client that sends its token."""
    accounts = AccountsApi(ApiClient(Configuration(host=base)))
    credentials = Credentials(name=name, password=PASSWORD)
    account = accounts.register_account(credentials)
    token = accounts.log_in(credentials)
    check(token.account_id == account.account_id, "the token is the account's")
    return account, ApiClient(Configuration(host=base, access_token=token.token))


def refused(status, call):
    """The problem of a call that must be refused with {status}: ApiException.data is typed."""
    try:
        call()
    except ApiException as e:
        check(e.status == status and e.data is not None, "%d with a problem: %s" % (status, e))
        check(e.data.status == status, e.data)
        return e.data
    raise AssertionError("not refused")


def etag(view):
    return '"%d"' % view.version


def people(base, suffix):
    alice, alice_client = register(base, "alice_py_" + suffix)
    bob, bob_client = register(base, "bob_py_" + suffix)
    alice_games, bob_games = GamesApi(alice_client), GamesApi(bob_client)

    # Challenge by name (in another case), accept, and play fool's mate with the colours given.
    settings = NewGameRequest(opponent=alice.name.upper(), colour=ColourChoice.WHITE, rated=True,
                              clock=ClockSetting(initial_seconds=300, increment_seconds=2))
    view = ChallengesApi(bob_client).create_challenge(settings)
    view = ChallengesApi(alice_client).accept_challenge(view.game_id)
    check(view.status == GameStatus.STARTED, "started: %s" % view.status)
    check((view.white_name, view.black_name) == (bob.name, alice.name), "seats as asked")
    print("challenge %s: %s (white) against %s (black)" % (view.game_id, bob.name, alice.name))

    view = bob_games.play_move(view.game_id, MoveRequest(move="f3"), "m1", etag(view))
    problem = refused(409, lambda: bob_games.play_move(view.game_id, MoveRequest(move="e5")))
    check(problem.type == PROBLEMS + "not-your-turn", problem)
    problem = refused(422, lambda: alice_games.play_move(view.game_id, MoveRequest(move="e7e4")))
    check(problem.type == PROBLEMS + "illegal-move" and problem.move == "e7e4", problem)
    check(problem.code == "NOT_A_MOVE" and "e7e5" in problem.legal_moves, problem)
    print("refused e7e4: %d %s %s: %s" % (problem.status, problem.type, problem.code,
                                          problem.detail))

    for i, move in enumerate(["e5", "g4", "Qh4#"]):
        games = alice_games if i % 2 == 0 else bob_games
        view = games.play_move(view.game_id, MoveRequest(move=move), "m%d" % (i + 2), etag(view))
    check(view.status == GameStatus.ENDED and view.result.value == "0-1", "mate: %s" % view)
    print("%s: %s by %s after %s" % (view.result.value, view.termination.value,
                                     view.winner.value, " ".join(view.moves)))

    pgn = alice_games.get_game_pgn(view.game_id)
    for tag in ['[White "%s"]' % bob.name, '[Black "%s"]' % alice.name, '[Result "0-1"]',
                '[TimeControl "300+2"]', '[Termination "CHECKMATE"]']:
        check(tag in pgn, tag + " in\n" + pgn)
    print("PGN: " + " ".join(line for line in pgn.splitlines()
                             if line.startswith(("[White ", "[Black ", "[Result "))))

    # Both ratings, once rating-service has counted the game (a read model: polled).
    for account, client, counted in [(alice, alice_client, lambda r: r.wins == 1),
                                     (bob, bob_client, lambda r: r.losses == 1)]:
        ratings = RatingsApi(client)
        deadline = time.monotonic() + 30
        player = ratings.get_player_rating(account.account_id)
        while not counted(player.record):
            check(time.monotonic() < deadline, "rating-service never counted it: %s" % player)
            time.sleep(0.1)
            player = ratings.get_player_rating(account.account_id)
        check(player.provisional and player.title is None, "provisional, no title")
        print("%s: %d, provisional, %d-%d-%d" % (account.name, player.rating, player.record.wins,
                                                player.record.draws, player.record.losses))


def after_next_event(streams, games, view):
    """The game once an event after the version seen is committed (long polling, no sleep)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if streams.poll_game_events(view.game_id, after_seq=view.version, wait_seconds=20).events:
            return games.get_game(view.game_id)
    raise AssertionError("no event for a minute after version %d" % view.version)


def choose(moves, rng):
    """Mate first, then a capture, then a check, else a seeded-random move."""
    for preferred in (lambda m: m.san.endswith("#"), lambda m: m.capture, lambda m: m.check):
        fitting = [m for m in moves if preferred(m)]
        if fitting:
            return rng.choice(fitting).uci
    return rng.choice(moves).uci


def computer(base, suffix):
    _, client = register(base, "solo_py_" + suffix)
    games, streams = GamesApi(client), StreamsApi(client)
    view = games.create_game(NewGameRequest(mode=GameMode.COMPUTER, level=1,
                                            colour=ColourChoice.WHITE))
    check(view.black == "computer:1", "level 1 plays black: %s" % view.black)
    rng, hinted, undone = random.Random(7), False, False
    while view.status == GameStatus.STARTED:
        check(len(view.moves) < 400, "no end after 400 plies")
        if view.turn.value != "WHITE":
            view = after_next_event(streams, games, view)
            continue
        if not hinted and len(view.moves) >= 4:
            hint = games.ask_hint(view.game_id)
            check(hint.hints_left == 2 and hint.explanation and hint.explanation_zh, hint)
            print("hint: %s (%s)" % (hint.san, hint.explanation))
            move, hinted = hint.uci, True
            view = games.get_game(view.game_id)  # the hint is an event: a new version
        else:
            move = choose(games.list_legal_moves(view.game_id), rng)
        view = games.play_move(view.game_id, MoveRequest(move=move), None, etag(view))
        if hinted and not undone and view.status == GameStatus.STARTED:
            view = after_next_event(streams, games, view)  # the computer's reply
            if view.status == GameStatus.STARTED and view.turn.value == "WHITE":
                plies = len(view.moves)
                view = games.undo_move(view.game_id, None, etag(view))
                check(len(view.moves) == plies - 2, "my move and the reply taken back")
                print("undo: back to ply %d" % len(view.moves))
                undone = True
    check(hinted and undone, "the game ended before the hint and the undo were tried")
    print("level 1: %s, %s after %d plies" % (view.result.value, view.termination.value,
                                              len(view.moves)))


def main(base):
    suffix = uuid.uuid4().hex[:8]
    people(base, suffix)
    computer(base, suffix)
    print("python bot: all checks passed")


if __name__ == "__main__":
    try:
        main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080")
    except (AssertionError, ApiException) as failure:
        print("python bot FAILED: %s" % failure, file=sys.stderr)
        sys.exit(1)

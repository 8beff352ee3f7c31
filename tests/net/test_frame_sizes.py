"""What the sizes of sealed frames tell someone with a capture: not whether a move was a
play, a pass or a ping.

Every message is padded to a size class before it is sealed (``framing.padded``): every
command to the same 128 bytes, states and longer messages to whole kilobytes. Games are
played on loopback while every frame's size is recorded, as a capture would see it, with
what it carried (which the capture cannot see). A classifier then learns, from some games,
to tell passes from plays by the sizes of the command frame and of the states that follow,
and is scored on the others: no better than always guessing "play". The same classifier
on unpadded frames tells them apart, so the test can see a leak when there is one.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter, defaultdict
from collections.abc import Hashable, Iterator
from types import SimpleNamespace

import pytest

from dominos.net.app import link
from dominos.net.host import session
from dominos.net.wire import framing
from dominos.net.wire.channel import TableChannel, _Channel

GAMES = 6


def frames(
    kit: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> list[list[tuple[str, int, str]]]:
    """Per game, every sealed frame in order: who sent it, its size, and what it carried."""
    games: list[list[tuple[str, int, str]]] = []
    seal = _Channel.seal

    def recording(channel: _Channel, plaintext: bytes) -> bytes:
        sealed = seal(channel, plaintext)
        line = next(x for x in plaintext.split(b"\n") if x.strip())
        message = json.loads(line)
        kind = message["type"]
        if kind == "state" and message.get("last"):
            kind = f"state after {message['last']['kind']}"
        games[-1].append(
            ("table" if isinstance(channel, TableChannel) else "app", len(sealed), kind)
        )
        return sealed

    monkeypatch.setattr(_Channel, "seal", recording)

    async def play(seed: int) -> None:
        server = await kit.start_server(seed=seed, target=100)
        bots = await kit.seat_four(server.port, server.table)
        await bots[0].client.start()
        async with asyncio.timeout(60):
            await asyncio.gather(*(b.over.wait() for b in bots))
        for bot in bots:
            await bot.client.ping()
            await bot.client.close()
        await server.close()

    for seed in range(GAMES):
        games.append([])
        asyncio.run(play(seed))
    return games


def moves(game: list[tuple[str, int, str]]) -> Iterator[tuple[str, int, tuple[int, ...]]]:
    """Each play or pass a player sent: its kind, its frame's size, and the sizes of the
    four frames the table sent next (the states that tell everyone)."""
    for i, (side, size, kind) in enumerate(game):
        if side == "app" and kind in ("play", "pass"):
            after = tuple(s for d, s, _ in game[i + 1 :] if d == "table")[:4]
            yield kind, size, after


def accuracy(train: list[tuple[str, Hashable]], test: list[tuple[str, Hashable]]) -> float:
    """How often the majority kind seen with each feature in ``train`` is right in
    ``test`` (the overall majority for a feature never seen)."""
    seen: dict[Hashable, Counter[str]] = defaultdict(Counter)
    for kind, feature in train:
        seen[feature][kind] += 1
    overall = Counter(kind for kind, _ in train).most_common(1)[0][0]
    right = sum(
        kind == (seen[f].most_common(1)[0][0] if f in seen else overall) for kind, f in test
    )
    return right / len(test)


def best_guess(games: list[list[tuple[str, int, str]]]) -> tuple[float, float]:
    """The best of a few classifiers from sizes, trained on half the games and scored on the
    rest, against always guessing the commoner kind."""
    half = len(games) // 2
    train = [m for g in games[:half] for m in moves(g)]
    test = [m for g in games[half:] for m in moves(g)]
    features = [
        lambda m: m[1],  # the command's frame
        lambda m: m[2][:1],  # the first state after it
        lambda m: m[2],  # all four states after it
        lambda m: (m[1], m[2]),
    ]
    scores = [
        accuracy([(m[0], f(m)) for m in train], [(m[0], f(m)) for m in test]) for f in features
    ]
    commoner = Counter(m[0] for m in test).most_common(1)[0][1] / len(test)
    return max(scores), commoner


def test_a_capture_tells_passes_from_plays_no_better_than_chance(
    kit: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = frames(kit, monkeypatch)
    sent = Counter((size, kind) for g in games for side, size, kind in g if side == "app")
    commands = {size for size, kind in sent if kind in ("play", "pass", "ping")}
    assert len(commands) == 1, f"commands of several sizes: {sorted(sent)}"
    passes = sum(n for (_, kind), n in sent.items() if kind == "pass")
    assert passes >= 20, "too few passes to tell anything"
    guessed, chance = best_guess(games)
    print(f"padded: passes told from plays {guessed:.1%} of the time, chance {chance:.1%}")
    assert guessed <= chance + 0.02


def test_without_padding_the_same_classifier_tells_them_apart(
    kit: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(link, "padded", lambda line: line)
    monkeypatch.setattr(session, "padded", lambda line: line)
    assert framing.padded(b"x\n") != b"x\n"
    guessed, chance = best_guess(frames(kit, monkeypatch))
    print(f"unpadded: passes told from plays {guessed:.1%} of the time, chance {chance:.1%}")
    assert guessed >= chance + 0.05

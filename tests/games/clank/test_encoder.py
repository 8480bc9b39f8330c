"""Clank! Catacombs' RL observation (games/clank/encoder.py): a stable shape inside its
declared bounds, every field documented, built from the seat's view only (hidden parts
changed, the same vector), the map where the move ids point, and the environments run
with it."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("gymnasium")

from ludoteca.core.rng import Rng
from ludoteca.games.clank.encoder import ClankEncoder, map_bounds
from ludoteca.games.clank.game import GAME
from ludoteca.games.clank.rules import BLACK
from ludoteca.games.clank.state import ClankState
from ludoteca.rl import aec_env, describe_observation, gym_env, parallel_env
from ludoteca.rl.table import make_encoder

RESEARCH = Path(__file__).resolve().parents[3] / "docs" / "research.md"


def encoder(players: int) -> ClankEncoder:
    enc = make_encoder("clank", players, GAME.resolve_options(players, {}))
    assert isinstance(enc, ClankEncoder)
    return enc


def seen(state: ClankState, seat: int | None) -> dict[str, Any]:
    """The seat's view naming its seat, as the other games' views do (see the encoder's
    docstring: the engine's view does not name it yet)."""
    view = state.view(seat)
    return {**view, "seat": seat} if "seat" not in view else view


def positions(players: int, seed: int, every: int = 1):
    """(state, seat to move) along a random game, every `every` steps, and the end."""
    state = GAME.new(players, seed)
    rng = Rng(seed + 7)
    step = 0
    while not state.is_over():
        (seat,) = state.to_move()
        if step % every == 0:
            yield state, seat
        state.apply(seat, rng.choice(state.legal(seat)))
        step += 1
    yield state, 0


def check_positions(players: int, seeds: range, every: int) -> int:
    enc = encoder(players)
    count = 0
    for seed in seeds:
        for state, _ in positions(players, seed, every):
            for seat in range(players):
                for view in (seen(state, seat), state.view(seat)):
                    raw = enc.raw(view)
                    assert raw.shape == (enc.size,) and raw.dtype == np.float32
                    if np.any(raw < enc.low) or np.any(raw > enc.high):  # names: slow
                        pytest.fail(f"seed {seed}: outside the bounds: " + ", ".join(
                            f.name for f in enc.fields if np.any(raw[f.slice] < f.low)
                            or np.any(raw[f.slice] > f.high)))
                    count += 1
            assert len(state.dungeon_map().rooms) <= enc.rooms
    return count


# the quick run: the fewest and the most players; the counts between in the full run
@pytest.mark.parametrize("players", [2, *(pytest.param(p, marks=pytest.mark.slow)
                                         for p in (3, 4, 5)), 6])
def test_shape_dtype_and_bounds_along_random_games(players: int) -> None:
    assert check_positions(players, range(1), every=4) > 200


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_shape_dtype_and_bounds_many_games(players: int) -> None:
    assert check_positions(players, range(1, 13), every=1) > 20_000


def test_layout_is_the_same_at_every_count_and_bounded_by_the_tiles() -> None:
    sizes = {players: encoder(players).size for players in (2, 3, 4, 5, 6)}
    assert len(set(sizes.values())) == 1
    enc = encoder(3)
    assert map_bounds(GAME.content.tiles)[:2] == (enc.rooms, enc.exits) == (83, 8)
    assert sum(f.size for f in enc.fields) == enc.size
    assert enc.room_width * enc.rooms == enc.size - enc.field("room0_present").offset


def test_every_field_is_in_the_documented_table() -> None:
    """docs/research.md's Clank! table is the encoder's own (`describe()`), and names every
    field (repeated ones as `seat{i}_gold`, `room{i}_exit_to`)."""
    table = describe_observation("clank", 6)
    enc = encoder(6)
    for f in enc.fields:
        grouped = re.sub(r"\d+", "{i}", f.name, count=1)
        assert f"`{f.name}`" in table or f"`{grouped}`" in table, f.name
    page = RESEARCH.read_text(encoding="utf-8")
    section = page.split("#### clank\n", 1)[1].split("\n#### ", 1)[0].split("\n### ", 1)[0]
    assert table in section, "regenerate: python -c \"from ludoteca.rl import " \
                             "describe_observation; print(describe_observation('clank', 6))\""


def test_the_viewer_is_seat_zero_and_its_hand_is_counted() -> None:
    enc = encoder(3)
    state = next(s for s, _ in positions(3, 5) if s.rounds >= 2)
    for seat in range(3):
        view = state.view(seat)
        obs = enc.encode(seen(state, seat))
        assert obs[enc.field("me").slice].tolist() == [float(i == seat) for i in range(6)]
        for rel in range(3):
            other = (seat + rel) % 3
            assert obs[enc.field(f"seat{rel}_gold").offset] == view["seats"][other]["gold"]
            assert obs[enc.field(f"seat{rel}_deck").offset] == view["seats"][other]["deck"]
            discard = obs[enc.field(f"seat{rel}_discard").slice]
            assert discard.sum() == len(view["seats"][other]["discard"])
        assert obs[enc.field("seat3_present").offset] == 0
        hand = obs[enc.field("hand").slice]
        for cid, n in Counter(view["hand"]).items():
            assert hand[enc.cards[cid]] == n
        assert hand.sum() == len(view["hand"])
        bag = obs[enc.field("bag_seats").slice]
        assert [bag[(o - seat) % 3] for o in range(3)] == [view["bag"].count(o)
                                                           for o in range(3)]
        assert obs[enc.field("bag_black").offset] == view["bag"].count(BLACK)
    # a view that does not name its seat: table order, no `me`, the hand still the viewer's
    anonymous = state.view(2)
    del anonymous["seat"]
    plain = enc.encode(anonymous)
    assert plain[enc.field("me").slice].sum() == 0
    assert plain[enc.field("seat0_gold").offset] == state.gold[0]
    assert np.array_equal(plain[enc.field("hand").slice],
                          enc.encode(seen(state, 2))[enc.field("hand").slice])


def test_hidden_information_does_not_reach_the_vector() -> None:
    """Another player's hand, every deck's order, the bag's order, the Bank's piles, the
    Dungeon deck's order and which safe tiles are on the stack or out: changed, the same
    vector for the seat; its own hand changed, another."""
    enc = encoder(4)
    checked = 0
    for state, _ in positions(4, 8, every=37):
        s = state.clone()
        s.deck = [d[::-1] for d in s.deck]
        s.hand = [list(h) for h in s.hand]
        if s.hand[1] and s.deck[1]:  # a card of seat 1's hand swapped with one of its deck
            s.hand[1][0], s.deck[1][0] = s.deck[1][0], s.hand[1][0]
        s.bag = s.bag[::-1]
        s.prisoners, s.majors, s.minors = (p[::-1] for p in (s.prisoners, s.majors, s.minors))
        s.dungeon = s.dungeon[::-1]
        s.deep_stack = s.deep_stack[::-1]
        if s.safe_stack and s.tiles_out:
            s.safe_stack, s.tiles_out = ([*s.safe_stack[:-1], s.tiles_out[0]],
                                         [s.safe_stack[-1], *s.tiles_out[1:]])
        assert np.array_equal(enc.encode(seen(state, 0)), enc.encode(seen(s, 0)))
        for seat in range(4):  # and any copy the seat cannot tell apart
            other = state.determinize(seat, Rng(seat))
            assert np.array_equal(enc.encode(seen(state, seat)), enc.encode(seen(other, seat)))
        if s.hand[0] and s.deck[0] and s.hand[0][0] != s.deck[0][0]:
            s.hand[0][0], s.deck[0][0] = s.deck[0][0], s.hand[0][0]
            assert not np.array_equal(enc.encode(seen(state, 0)), enc.encode(seen(s, 0)))
        checked += 1
    assert checked >= 10


def test_the_map_is_where_the_move_ids_point() -> None:
    """Each room of the map has its slot; a legal `move exit=k` finds exit k in the mover's
    room slot, leading where the map says; the pawns stand in their rooms."""
    enc = encoder(2)
    w, o = enc.room_width, enc.room
    m0 = enc.field("room0_present").offset
    moves = places = 0
    for state, seat in positions(2, 3):
        if state.is_over():
            break
        obs = enc.encode(seen(state, seat))
        d = state.dungeon_map()
        present = obs[m0 + o["present"]::w][:enc.rooms]
        assert present.sum() == len(d.rooms)
        room = state.room[seat]
        if room >= 0:
            at = m0 + room * w
            assert obs[at + o["pawns"]] == 1  # the viewer: relative seat 0
            for action in state.legal(seat):
                if action.kind != "move":
                    continue
                k = action.get("exit")
                exit_ = d.exits[room][k]
                kind = obs[at + o["exit_kind"] + 3 * k:at + o["exit_kind"] + 3 * k + 3]
                assert kind.tolist() == [float(exit_.kind == x) for x in ("room", "open",
                                                                           "portal")]
                assert obs[at + o["exit_to"] + k] == (exit_.to + 1 if exit_.kind == "room"
                                                      else 0)
                moves += 1
        if state.pending[0] == "place":
            places += 1
            exit_field = enc.field("decision_exit")
            assert obs[exit_field.offset + state.pending[2]] == 1
    assert moves > 50 and places > 0


def test_the_environments_run_with_it() -> None:
    size = encoder(3).size
    env = aec_env("clank", players=3, seed=2)
    env.reset()
    assert isinstance(env.table.encoder, ClankEncoder)
    for step, agent in enumerate(env.agent_iter(40)):
        obs, _reward, term, trunc, info = env.last()
        assert obs["observation"].shape == (size,)
        assert env.observation_space(agent)["observation"].contains(obs["observation"])
        env.step(None if term or trunc else info["legal_ids"][step % len(info["legal_ids"])])
    par = parallel_env("clank", players=4, seed=3)
    obs, infos = par.reset()
    for _ in range(20):
        if not par.agents:
            break
        mover = par.agents[par.game_state.to_move()[0]]
        actions = {a: par.noop for a in par.agents}
        actions[mover] = infos[mover]["legal_ids"][0]
        obs, _r, _t, _u, infos = par.step(actions)
        assert all(o["observation"].shape == (size,) for o in obs.values())
    gym = gym_env("clank", opponents="heuristic", seat=1, players=2, seed=4)
    obs, info = gym.reset()
    for _ in range(20):
        assert gym.observation_space.contains(obs)
        obs, _reward, done, _trunc, info = gym.step(info["legal_ids"][-1])
        if done:
            break

"""Observations come from the seat's view only, masks are exactly the legal set, seeding
reproduces, and each game's encoder stays inside its declared bounds."""

from __future__ import annotations

import copy
import pickle
import re

import numpy as np
import pytest

pytest.importorskip("gymnasium")

from ludoteca.core.registry import game_ids, get_game
from ludoteca.core.rng import Rng
from ludoteca.rl import aec_env, describe_observation, gym_env, parallel_env
from ludoteca.rl.table import Table

GAMES = game_ids()


def _random_positions(game_id: str, players: int, seed: int, every: int = 1):
    """(state, seat to move) along a random game, every `every` steps."""
    state = get_game(game_id).new(players, seed)
    rng = Rng(seed + 7)
    step = 0
    while not state.is_over():
        seat = rng.choice(state.to_move())
        if step % every == 0:
            yield state, seat
        state.apply(seat, rng.choice(state.legal(seat)))
        step += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_observation_is_the_same_on_a_determinized_state(game_id: str) -> None:
    """Nothing hidden reaches the vector or the mask: for every seat, what a determinized
    copy (hidden parts resampled for that seat) gives equals the real state's."""
    players = min(3, get_game(game_id).meta.max_players)
    table = Table(game_id, players, {}, 0)
    rng = Rng(11)
    checked = 0
    for state, _ in _random_positions(game_id, players, seed=4, every=3):
        for seat in range(players):
            other = state.determinize(seat, rng)
            assert np.array_equal(table.encoder.encode(state.view(seat)),
                                  table.encoder.encode(other.view(seat)))
            assert table.legal(state, seat)[1] == table.legal(other, seat)[1]
            checked += 1
    assert checked > 50


def _one_table_each_quick() -> list[object]:
    """(players, game_id): both tables of every game for the full run; the quick run keeps
    one table of each game, the fewest and the most players in turn down the game list."""
    return [pytest.param(players, game_id, marks=() if players == ("min", "max")[i % 2]
                         else pytest.mark.slow)
            for players in ("min", "max") for i, game_id in enumerate(GAMES)]


@pytest.mark.parametrize(("players", "game_id"), _one_table_each_quick())
def test_mask_is_exactly_the_legal_set(game_id: str, players: str) -> None:
    meta = get_game(game_id).meta
    count = meta.min_players if players == "min" else meta.max_players
    table = Table(game_id, count, {}, 0)
    for seed in (1, 2):
        for state, seat in _random_positions(game_id, count, seed):
            legal, ids = table.legal(state, seat)
            mask = table.mask(ids)
            assert mask.shape == (table.size,) and mask.dtype == np.int8
            assert sorted(np.flatnonzero(mask).tolist()) == sorted(ids)
            assert len(set(ids)) == len(ids) == len(legal)
            assert [table.action(state, seat, i) for i in ids] == list(legal)
            raw = table.encoder.raw(state.view(seat))  # within bounds before clipping
            assert np.all(raw >= table.encoder.low) and np.all(raw <= table.encoder.high), [
                f.name for f in table.encoder.fields
                if np.any(raw[f.slice] < f.low) or np.any(raw[f.slice] > f.high)]


def test_saboteur_ids_point_where_the_observation_says() -> None:
    """A path id's spot slot and a rockfall id's cell slot hold the action's coordinates."""
    table = Table("saboteur", 4, {}, 0)
    enc, acts = table.encoder, table.encoder.actions
    spots, cells = enc.field("spots"), enc.field("cells")
    seen = set()
    for state, seat in _random_positions("saboteur", 4, seed=3):
        obs = enc.encode(state.view(seat))
        legal, ids = table.legal(state, seat)
        for action, number in zip(legal, ids, strict=True):
            if action.kind == "path":
                slot = (number - acts.path_base) // 2 % acts.spots
                at = spots.offset + 3 * slot
            elif action.kind == "rockfall":
                slot = (number - acts.rock_base) % acts.cells
                at = cells.offset + enc.cell_width * slot
            else:
                continue
            seen.add(action.kind)
            assert obs[at] == 1 and (obs[at + 1], obs[at + 2]) == (action.get("x"),
                                                                   action.get("y"))
    assert "path" in seen
    assert acts.size < get_game("saboteur").num_distinct_actions(4, {}) // 50


@pytest.mark.parametrize("game_id", GAMES)
def test_seeding_reproduces(game_id: str) -> None:
    def play(env_seed: int) -> list:
        env = aec_env(game_id, seed=env_seed)
        env.reset()
        out = []
        for _agent in env.agent_iter(200):
            obs, reward, term, trunc, info = env.last()
            out.append((env.agent_selection, obs["observation"].tobytes(), reward))
            env.step(None if term or trunc else info["legal_ids"][len(out) % len(
                info["legal_ids"])])
        return out

    assert play(5) == play(5)
    assert play(5) != play(6)
    env = aec_env(game_id)
    env.reset(seed=9)
    first = env.game_state.digest()
    assert first == get_game(game_id).new(env.table.players, 9).digest()  # seed s = game s
    env.reset()
    assert env.game_state.digest() != first  # the next episode: seed_from(9, 1)


def test_lazy_observation_keeps_its_position() -> None:
    """An observation read after the environment moved on shows the position it was
    handed out at, and copies, pickles and dict() see every value."""
    env = aec_env("genie", players=3, seed=2)
    env.reset()
    obs, _r, _t, _u, info = env.last()
    expected = env.table.encoder.encode(env.game_state.view(0))
    view_before = env.game_state.view(0)
    env.step(info["legal_ids"][0])
    env.step(env.infos[env.agent_selection]["legal_ids"][0])
    assert np.array_equal(obs["observation"], expected)
    assert info["view"] == view_before
    for copied in (copy.deepcopy(obs), pickle.loads(pickle.dumps(obs)), dict(obs), obs.copy()):
        assert np.array_equal(copied["observation"], expected)
        assert np.array_equal(copied["action_mask"], obs["action_mask"])
    legal_json = env.infos[env.agent_selection]["legal"]
    assert all(isinstance(a, dict) and "kind" in a for a in legal_json)


def test_parallel_no_op_convention() -> None:
    env = parallel_env("kingoftokyo", players=3, seed=1)
    obs, infos = env.reset()
    noop = env.noop
    assert noop == env.table.size and env.action_space("player_0").n == noop + 1
    mover = env.agents[env.game_state.to_move()[0]]
    for agent in env.agents:
        mask = obs[agent]["action_mask"]
        if agent == mover:
            assert mask[noop] == 0 and mask.sum() == len(infos[agent]["legal_ids"])
        else:
            assert mask.tolist() == [0] * noop + [1]
    actions = {a: noop for a in env.agents}
    actions[mover] = infos[mover]["legal_ids"][0]
    env.step(actions)
    genie = parallel_env("genie", players=3, seed=1)
    obs, infos = genie.reset()  # the die placement: all three decide at once
    step = genie.step({a: infos[a]["legal_ids"][0] for a in genie.agents})
    assert step[0]["player_0"]["observation"].shape == (genie.table.encoder.size,)


def test_saboteur_observation_remembers_a_role_put_away_that_the_viewer_had_seen() -> None:
    """Seat 0 inspected seat 1 (a saboteur), then seat 1 swapped its hat: seat 0's vector
    counts a saboteur card put away from seat 1 (its relative seat 1); nobody else's does."""
    from tests.games.saboteur.helpers import inspected_then_put_away

    s = inspected_then_put_away()
    enc = Table("saboteur", 4, {}, 0).encoder
    roles = list(enc.roles)
    mine = enc.encode(s.view(0))
    at = enc.field("seat1_put_away").offset
    assert mine[at:at + len(roles)].tolist() == [
        1.0 if r == "saboteur" else 0.0 for r in roles]
    for viewer in (1, 2, 3):
        theirs = enc.encode(s.view(viewer))
        assert all(theirs[enc.field(f"seat{k}_put_away").offset:
                          enc.field(f"seat{k}_put_away").offset + len(roles)].sum() == 0
                   for k in range(12))


def test_describe_observation_lists_every_number() -> None:
    for game_id in GAMES:
        table = describe_observation(game_id)
        enc = Table(game_id, None, {}, 0).encoder
        assert f"{enc.size} numbers in all" in table
        assert sum(f.size for f in enc.fields) == enc.size
        for f in enc.fields:  # repeated fields share a row: seat{i}_hp
            grouped = re.sub(r"\d+", "{i}", f.name, count=1)
            assert f"`{f.name}`" in table or f"`{grouped}`" in table


def test_gym_masks_and_opponents() -> None:
    env = gym_env("kingoftokyo", opponents=[None, "heuristic", "random"], seat=0, players=3,
                  seed=4)
    obs, info = env.reset()
    assert env.action_masks().tolist() == obs["action_mask"].astype(bool).tolist()
    assert np.array_equal(info["action_mask"], obs["action_mask"])
    total = 0.0
    done = False
    while not done:
        obs, reward, done, _trunc, info = env.step(info["legal_ids"][0])
        total += reward
    assert env.game_state.is_over()
    assert total == env.game_state.returns()[0]

"""The search's prior: a bot of the game (by default the one its package declares as
`search_prior`) guides each new tree position (PUCT), so a wide decision such as King of
Tokyo's 64 dice masks is searched around a sensible choice."""

from __future__ import annotations

import pytest

from ludoteca.bots.base import Observation, make_bot
from ludoteca.bots.ismcts import IsmctsBot, parse
from ludoteca.core.errors import OptionError
from ludoteca.core.plugin import GamePackage
from ludoteca.core.registry import game_ids, get_game, get_package, register, unregister
from ludoteca.core.rng import Rng
from tests.bots.test_ismcts_play import positions


def test_prior_settings_read_and_check_the_bot_name() -> None:
    assert parse("ismcts").prior == "auto"
    assert parse("ismcts:prior=none").prior == "none"
    s = parse("ismcts:prior=heuristic:depth=3")
    assert parse(s.spec()) == s
    with pytest.raises(OptionError, match="unknown bot 'clever'"):
        make_bot("ismcts:prior=clever", "genie", Rng(1))
    with pytest.raises(OptionError, match="prior cannot itself search"):
        make_bot("ismcts:prior=ismcts-quick", "genie", Rng(1))


def test_auto_is_the_bot_the_package_declares_as_search_prior() -> None:
    for game_id in game_ids():
        declared = get_package(game_id).search_prior
        bot = IsmctsBot(Rng(1), game_id, parse("ismcts"))
        assert (bot._prior is None) == (declared is None)
        assert IsmctsBot(Rng(1), game_id, parse("ismcts:prior=none"))._prior is None
    assert get_package("kingoftokyo").search_prior == "heuristic"
    register("toy", "tests.toygame")  # a bot of its own, but not declared as a prior
    try:
        assert IsmctsBot(Rng(1), "toy", parse("ismcts"))._prior is None
        assert IsmctsBot(Rng(1), "toy", parse("ismcts:prior=perfect"))._prior is not None
    finally:
        unregister("toy")
    with pytest.raises(ValueError, match="search_prior 'clever' is not one of its bots"):
        GamePackage(bots={"heuristic": "x:y"}, search_prior="clever")


def test_a_few_iterations_follow_the_prior_on_a_wide_decision() -> None:
    """At King of Tokyo's first roll (64 masks), 20 iterations without a prior try 20
    masks once each; with the heuristic as prior they mostly go where it points."""
    game = get_game("kingoftokyo")
    agree = {"none": 0, "heuristic": 0}
    for seed in range(6):
        s = game.new(2, seed, {})
        seat = s.to_move()[0]
        assert len(s.legal(seat)) == 64
        wanted = make_bot("heuristic", "kingoftokyo", Rng(0)).act(Observation(s, seat))
        for prior in agree:
            bot = make_bot(f"ismcts:iterations=20:depth=0:prior={prior}", "kingoftokyo",
                           Rng(seed))
            agree[prior] += bot.act(Observation(s, seat)) == wanted
    assert agree["heuristic"] >= 5 and agree["none"] <= 2


@pytest.mark.parametrize("game_id", game_ids())
def test_with_a_prior_the_choice_does_not_change_when_only_hidden_information_does(
        game_id: str) -> None:
    checked = 0
    for s in positions(game_id, 3, 17, 11)[:5]:
        for seat in s.to_move():
            one, two = s.determinize(seat, Rng(1)), s.determinize(seat, Rng(2))
            picks = {make_bot("ismcts:iterations=10:depth=3:prior=heuristic", game_id,
                              Rng(5)).act(Observation(x, seat)) for x in (s, one, two)}
            assert len(picks) == 1
            checked += 1
    assert checked >= 5

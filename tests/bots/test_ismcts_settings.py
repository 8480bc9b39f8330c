"""The search bot's names and settings: levels, `ismcts:key=value` settings, clear errors."""

from __future__ import annotations

import pytest

from ludoteca.bots.base import SEARCH_LEVELS, bot_names, check_bot, make_bot, stand_in_bot
from ludoteca.bots.ismcts import LEVELS, IsmctsBot, Settings, parse, score_shares
from ludoteca.core.errors import OptionError
from ludoteca.core.registry import game_ids
from ludoteca.core.rng import Rng


def test_levels_are_listed_for_every_game_after_its_own_bots() -> None:
    assert tuple(LEVELS) == SEARCH_LEVELS
    for game_id in game_ids():
        names = bot_names(game_id)
        assert names[0] == "random" and names[-3:] == list(SEARCH_LEVELS)
        assert stand_in_bot(game_id) == "heuristic"  # not a search: its own bot stands in
    assert bot_names("no-such-game") == ["random", *SEARCH_LEVELS]


def test_levels_grow_in_iterations() -> None:
    counts = [parse(name).iterations for name in SEARCH_LEVELS]
    assert counts == sorted(counts) and len(set(counts)) == 3


def test_settings_parse_and_round_trip() -> None:
    s = parse("ismcts:iterations=400:depth=12:rollout=heuristic:c=1.5:seed=9")
    assert s == Settings(iterations=400, depth=12, rollout="heuristic", c=1.5, seed=9)
    assert parse(s.spec()) == s
    assert parse("ismcts:iterations=50,depth=end") == Settings(iterations=50, depth=None)
    assert parse("ismcts-strong:depth=5") == Settings(iterations=4000, depth=5)
    timed = parse("ismcts:time=0.5")  # a time budget alone: no count caps it
    assert (timed.time, timed.iterations) == (0.5, None) and parse(timed.spec()) == timed
    assert parse("ismcts:time=0.5:iterations=10").iterations == 10
    assert parse("ismcts") == LEVELS["ismcts"] and LEVELS["ismcts"].spec() == "ismcts"


@pytest.mark.parametrize(("name", "says"), [
    ("ismcts-huge", "unknown (search )?bot 'ismcts-huge'"),
    ("ismcts:speed=3", "unknown ismcts setting 'speed'"),
    ("ismcts:iterations", "write key=value"),
    ("ismcts:iterations=", "write key=value"),
    ("ismcts:iterations=many", "iterations must be a whole number"),
    ("ismcts:iterations=0", "iterations must be at least 1"),
    ("ismcts:depth=-1", "depth must be at least 0"),
    ("ismcts:c=-0.5", "c must be at least 0"),
    ("ismcts:c=nan", "c must be finite"),
    ("ismcts:time=0", "time must be above 0"),
    ("ismcts:time=soon", "time must be a number"),
    ("ismcts:depth=3:depth=4", "'depth' given twice"),
])
def test_bad_settings_say_what_is_wrong(name: str, says: str) -> None:
    with pytest.raises(OptionError, match=says):
        parse(name)
    with pytest.raises(OptionError, match=says):
        make_bot(name, "genie", Rng(1))
    with pytest.raises(OptionError, match=says):
        check_bot(name, "genie")


def test_rollout_bot_is_checked_when_the_bot_is_made() -> None:
    with pytest.raises(OptionError, match="unknown bot 'clever' for genie"):
        make_bot("ismcts:rollout=clever", "genie", Rng(1))
    with pytest.raises(OptionError, match="cannot itself search"):
        check_bot("ismcts:rollout=ismcts-quick", "genie")
    with pytest.raises(OptionError, match="unknown game"):
        check_bot("ismcts", "no-such-game")
    check_bot("ismcts:rollout=heuristic:iterations=5", "kingoftokyo")  # fine: no error
    check_bot("heuristic", "saboteur")
    with pytest.raises(OptionError, match="unknown bot 'smart' for saboteur"):
        check_bot("smart", "saboteur")


def test_make_bot_builds_the_settings_it_was_named_with() -> None:
    bot = make_bot("ismcts-quick:rollout=heuristic", "saboteur", Rng(1))
    assert isinstance(bot, IsmctsBot)
    assert bot.settings == Settings(iterations=200, depth=10, rollout="heuristic")
    assert bot.name == "ismcts:iterations=200:rollout=heuristic"  # depth 10 is the default


def test_score_shares() -> None:
    assert score_shares([3, 3, 3]) == pytest.approx([1 / 3] * 3)
    assert score_shares([0, 0]) == [0.5, 0.5]
    assert score_shares([10, 4, 6]) == pytest.approx([0.75, 0.0, 0.25])
    assert sum(score_shares([-2, 5, 1, 7])) == pytest.approx(1.0)

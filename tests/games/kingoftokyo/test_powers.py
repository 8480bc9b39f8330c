"""King of Tokyo's registry of odd powers: every name list is derived from it, and it is checked
against the data when content loads."""

from __future__ import annotations

import importlib
import tomllib
from importlib import resources
from typing import Any

import pytest

from ludoteca.games.kingoftokyo import effects, powers
from ludoteca.games.kingoftokyo import text as kot_text
from ludoteca.games.kingoftokyo.content import ContentError, default_content, parse

catalog_mod = importlib.import_module("ludoteca.games.kingoftokyo.catalog")


def _docs() -> dict[str, Any]:
    files = resources.files("ludoteca.games.kingoftokyo").joinpath("data")
    return {name: tomllib.loads(files.joinpath(f"{name}.toml").read_text())
            for name in ("cards", "tiles", "monsters")}


def test_one_unit_per_special_of_the_data() -> None:
    c = default_content()
    specials = {e.special for p in (*c.card_defs.values(), *c.tiles.values())
                for e in p.effects if e.special}
    assert specials == set(powers.REGISTRY.units)
    assert set(effects.SPECIALS) == set(powers.REGISTRY.triggered())
    assert powers.REGISTRY.activated() == effects.ACTIVATED


def test_name_lists_are_derived_from_the_units() -> None:
    assert catalog_mod.SIMPLE == ("stop_rolling", "yield", "stay", "wings", "super_jump",
                                  "rapid_heal", "buy_top", "sweep", "wake", "end_turn", "pass")
    assert catalog_mod.TOOLS == ("herd_culler", "plot_twist", "stretchy")
    assert catalog_mod.BY_CARD == ("copy_card", "swap_card", "buy_owned", "sell")
    assert powers.EXTRA_ROLLS == ("energy_drink", "smoke_cloud")
    assert kot_text.POWER_WORDS["wings"] == ("wings", "")
    assert kot_text.TOOL_WORDS["cull"] == "herd_culler"
    # a power's decision reads from the catalogue's decision-<kind> (test_texts.py)
    assert kot_text.decision_text({"kind": "sell", "seat": 1}, ["You", "Bot 1"], me=0) == \
        "Bot 1 may sell KEEP cards (Metamorph)"


def test_a_row_naming_a_hook_its_unit_lacks_is_refused() -> None:
    docs = _docs()
    wings = next(r for r in docs["cards"]["card"] if r["id"] == "wings")
    wings["effects"] = [{"on": "buy", "special": "wings"}]
    with pytest.raises(ContentError, match="special 'wings' has no 'buy' hook"):
        parse(docs["cards"], docs["tiles"], docs["monsters"])


def test_the_shipped_data_must_use_every_unit() -> None:
    docs = _docs()
    docs["cards"]["card"] = [r for r in docs["cards"]["card"] if r["id"] != "wings"]
    parse(docs["cards"], docs["tiles"], docs["monsters"])  # other content may leave one out
    with pytest.raises(ContentError, match="unit 'wings' names no card or tile of the data"):
        parse(docs["cards"], docs["tiles"], docs["monsters"], strict=True)


def test_power_asks_and_top_card_sight_are_derived_from_the_units() -> None:
    # the state names no card: it queues the asks of whichever powers sit at a hook
    assert powers.ASKS == {"after_roll_other": (("psychic_probe", "probe"),),
                           "yield": (("jets", "jets"),),
                           "card_revealed": (("opportunist", "opportunist"),),
                           "end_turn": (("metamorph", "sell_window"),),
                           "start_turn": (("fluxling", "copy_window"),)}
    assert powers.SEES_TOP == {"made_in_a_lab": "buy"}
    assert set(powers.DECISIONS) == {"probe", "jets", "swap", "opportunist", "sell", "copy"}

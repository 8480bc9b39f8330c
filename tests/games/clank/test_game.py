"""The Clank! Catacombs game object before it is registered: every action a game offers
has an id that reads back as it, snapshots restore the same state, views are copies, and
the three catalogues name every card, token and room in every language."""

from __future__ import annotations

from typing import Any

import pytest
from fluent.runtime import FluentBundle

from ludoteca.core.i18n import LANGUAGES, resource, unofficial_names
from ludoteca.core.rng import Rng
from ludoteca.games.clank.content import load
from ludoteca.games.clank.game import GAME
from ludoteca.games.clank.tiles import FEATURES

PACKAGE = "ludoteca.games.clank"


@pytest.mark.parametrize("players,options", [
    (2, {}), (4, {}), (5, {}), (6, {}),
    (6, {"party_market": "leave_out", "party_backpack": "no_second", "escape": "end_turn"})])
def test_ids_snapshots_and_views_along_a_random_game(players: int, options: dict[str, Any]
                                                      ) -> None:
    s = GAME.new(players, 21, options)
    rng = Rng(3)
    step = 0
    while not s.is_over():
        (seat,) = s.to_move()
        legal = s.legal(seat)
        for action in legal:
            assert GAME.action_from_id(s, GAME.action_id(s, action)) == action
        if step % 25 == 0:
            again = GAME.from_snapshot(s.snapshot())
            assert again.digest() == s.digest() and again.legal(seat) == legal
            view = s.view(seat)
            shown = repr(view)
            s.clone().apply(seat, legal[0])  # a copy moves on: the view does not change
            assert repr(view) == shown
            assert s.determinize(seat, Rng(step)).view(seat) == view
        s.apply(seat, legal[rng.below(len(legal))])
        step += 1
    assert GAME.num_distinct_actions(players) > 1000


def test_every_card_token_and_room_has_its_text_in_every_language() -> None:
    content = load()
    wanted = ({f"card-{cid}" for cid in content.cards} |
              {f"token-{tid}" for tid in content.tokens} |
              {f"room-{f}" for f in FEATURES} | {"game-name"})
    ids = {}
    for lang in LANGUAGES:
        catalogue = resource(PACKAGE, lang)
        assert catalogue is not None, lang
        bundle = FluentBundle([lang], use_isolating=False)
        bundle.add_resource(catalogue)
        ids[lang] = {entry.id.name for entry in catalogue.body if hasattr(entry, "id")}
        for msg_id in sorted(wanted):
            assert bundle.has_message(msg_id), (lang, msg_id)
            message = bundle.get_message(msg_id)
            if msg_id.startswith(("card-", "token-", "room-")):
                assert "text" in message.attributes, (lang, msg_id)
                _, errors = bundle.format_pattern(message.attributes["text"], {"count": 3})
                assert not errors, (lang, msg_id, errors)
    assert ids["en"] == ids["zh-Hant"] == ids["uk"]
    marked = unofficial_names(PACKAGE)
    assert "en" not in marked and marked["zh-Hant"] and marked["uk"]
    # the names the rulebooks print are not marked as ours
    for lang in ("zh-Hant", "uk"):
        assert "card-rebel_general" not in marked[lang] and "card-burgle" not in marked[lang]

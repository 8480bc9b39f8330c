"""Builds a genie state from a scenario's setup block (format in docs/scenarios.md).

A scenario's setup is a snapshot plus overrides (core/overrides.py): the normal setup's
snapshot is edited by the keys below, then by the raw `state` block (any declared field
by its own name), and the state is rebuilt from it.

Cards are named by spec ("gem:red", "jewellery:silver:ring", "talisman", "wizard:gold",
with "*N" for an exact scorpion count, and "#ID" to pin the card with that content id).
Each named card is moved from wherever it lies (discard pile, then chest piles, then
unlisted hands), so every component stays counted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core.errors import ScenarioError
from ...core.overrides import Check, Snapshot, set_fields, snapshot_setup
from .content import CHESTS
from .state import GenieState


def build(game: Any, spec: dict[str, Any]) -> GenieState:
    return snapshot_setup(GenieState, game, spec, (*EDITS, *FIELDS), _edit)


def _edit(snap: Snapshot, spec: Mapping[str, Any], base: GenieState) -> None:
    table = _Table(snap, spec, base)
    for key, edit in EDITS.items():
        if key in spec:
            edit(table, spec[key])
    set_fields(GenieState.STATE, snap, spec, FIELDS, base.players)


class _Table:
    """The snapshot being edited, and the cards the setup has moved so far."""

    def __init__(self, snap: Snapshot, spec: Mapping[str, Any], base: GenieState) -> None:
        self.snap, self.content, self.players = snap, base.content, base.players
        hands = spec.get("hands", {})
        if not isinstance(hands, dict):
            raise ScenarioError("setup 'hands' must map seats to lists of cards")
        for key in hands:
            if not isinstance(key, str) or not key.isdigit() or int(key) >= self.players:
                raise ScenarioError(f"setup 'hands': no seat {key!r}")
        self.listed = {int(key) for key in hands}  # seats whose hand the setup says
        self.reserved = _pinned_ids(spec)  # cards named by id, never taken for a plain spec
        self.moved: set[int] = set()

    def take(self, card_spec: Any, prefer: int | None = None) -> int:
        """The card named `card_spec`, removed from where it lies."""
        cards = self.content.cards
        if not isinstance(card_spec, str):
            raise ScenarioError(f"a card must be named by a string, got {card_spec!r}")
        card_spec, _, ident = card_spec.partition("#")
        wanted = None
        if ident:  # "spec#ID" pins one card, so a scenario's later actions can name its id
            if not ident.isdigit() or int(ident) >= len(cards):
                raise ScenarioError(f"setup: no card with id {ident!r}")
            wanted = int(ident)
            if not cards[wanted].matches(card_spec):
                raise ScenarioError(f"setup: card {wanted} is a {cards[wanted].spec} "
                                    f"with {cards[wanted].scorpions} scorpion(s), "
                                    f"not {card_spec!r}")
        piles, hands = self.snap["piles"], self.snap["hands"]
        order = list(range(len(CHESTS)))
        if prefer is not None:
            order.remove(prefer)
            order.insert(0, prefer)
        zones: list[list[int]] = [self.snap["discard"], *(piles[c] for c in order)]
        zones += [hands[s] for s in range(self.players) if s not in self.listed]
        for zone in zones:
            for i in range(len(zone) - 1, -1, -1):
                cid = zone[i]
                if cid not in self.moved and (cid == wanted if wanted is not None else (
                        cid not in self.reserved and cards[cid].matches(card_spec))):
                    del zone[i]
                    self.moved.add(cid)
                    return cid
        if wanted is not None:
            raise ScenarioError(f"setup names card {wanted} twice (or it is not movable)")
        raise ScenarioError(f"setup needs a card {card_spec!r} but none is left to move")


def _hands(t: _Table, hands: dict[str, Any]) -> None:
    snap = t.snap
    for seat in t.listed:  # listed hands are exactly what the scenario says
        snap["discard"].extend(snap["hands"][seat])
        snap["hands"][seat] = []
    for key, names in hands.items():
        if not isinstance(names, list):
            raise ScenarioError(f"setup 'hands.{key}' must be a list")
        for name in names:
            if not isinstance(name, str):
                raise ScenarioError(f"a card must be named by a string, got {name!r}")
            base, _, colour = name.partition("@")
            cid = t.take(base)
            snap["hands"][int(key)].append(cid)
            if t.content.cards[cid].kind == "talisman":
                if not colour:
                    raise ScenarioError(f"setup 'hands.{key}': say where the talisman sits, "
                                        "as talisman@COLOUR or talisman@none")
                if colour != "none" and colour not in t.content.colours:
                    raise ScenarioError(f"setup 'hands.{key}': unknown colour {colour!r}")
                snap["talisman_on"][str(cid)] = None if colour == "none" else colour


def _chests(t: _Table, chests: Any) -> None:
    if not isinstance(chests, dict):
        raise ScenarioError("setup 'chests' must be an object")
    cards, pile_of = t.content.cards, t.snap["piles"]
    for name, chest_spec in chests.items():
        if name not in CHESTS or not isinstance(chest_spec, dict):
            raise ScenarioError(f"setup 'chests': unknown chest {name!r}")
        c = CHESTS.index(name)
        top = _names(chest_spec.get("top", []), f"chests.{name}.top")
        moved = [t.take(x, prefer=c) for x in top]
        pile = pile_of[c]
        pile.extend(reversed(moved))  # listed top first; piles end at the top
        if "size" in chest_spec:
            size = chest_spec["size"]
            if not isinstance(size, int) or size < len(top):
                raise ScenarioError(f"setup 'chests.{name}.size' must be >= its top cards")
            while len(pile) > size:  # surplus cards below the named ones go to the discard
                card = pile.pop(0)
                # a wizard no longer in its pile has been drawn: it never sits in the discard
                out = "wizards_out" if cards[card].kind == "wizard" else "discard"
                t.snap[out].append(card)


def _lamp(t: _Table, lamp: Any) -> None:
    if not isinstance(lamp, dict):
        raise ScenarioError("setup 'lamp' must be an object")
    deck = t.snap["lamp"]
    top = []
    for name in _names(lamp.get("top", []), "lamp.top"):
        effect, _, chest = str(name).partition(":")
        for i in range(len(deck) - 1, -1, -1):
            card = t.content.lamp[deck[i]]
            if card.effect == effect and (card.chest or "") == chest:
                top.append(deck.pop(i))
                break
        else:
            raise ScenarioError(f"setup 'lamp.top': no lamp card {name!r} left")
    deck.extend(reversed(top))


def _discard(t: _Table, names: Any) -> None:
    for name in _names(names, "discard"):
        t.snap["discard"].append(t.take(name))


def _must(ok: Callable[[Any, int], bool], what: str) -> Check:
    def check(key: str, value: Any, players: int) -> None:
        if not ok(value, players):
            raise ScenarioError(f"setup {key!r} must be {what}")
    return check


# the setup keys that move cards, in the order they are applied
EDITS: dict[str, Callable[[_Table, Any], None]] = {
    "hands": _hands, "chests": _chests, "lamp": _lamp, "discard": _discard,
}
# the setup keys that are a declared field: its name, and what else must hold
FIELDS: dict[str, tuple[str, Check | None]] = {
    "ring": ("ring", _must(lambda v, n: v is None or (type(v) is int and 0 <= v < n),
                           "a seat or null")),
    "round": ("round", _must(lambda v, n: type(v) is int, "an integer")),
    "closing": ("closing", _must(lambda v, n: type(v) is bool, "true or false")),
}


def _names(value: Any, field: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(f"setup '{field}' must be a list")
    return value


def _pinned_ids(spec: Mapping[str, Any]) -> set[int]:
    names: list[Any] = []
    hands = spec.get("hands", {})
    if isinstance(hands, dict):
        names += [n for v in hands.values() if isinstance(v, list) for n in v]
    chests = spec.get("chests", {})
    if isinstance(chests, dict):
        for chest in chests.values():  # malformed entries are reported by their edit
            if isinstance(chest, dict) and isinstance(chest.get("top", []), list):
                names += chest.get("top", [])
    discard = spec.get("discard", [])
    if isinstance(discard, list):
        names += discard
    out = set()
    for name in names:
        ident = str(name).partition("@")[0].partition("#")[2]
        if ident.isdigit():
            out.add(int(ident))
    return out

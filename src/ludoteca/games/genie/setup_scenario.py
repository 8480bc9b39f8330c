"""Builds a genie state from a scenario's setup block (format in docs/scenarios.md).

Cards are named by spec ("gem:red", "jewellery:silver:ring", "talisman", "wizard:gold",
with "*N" for an exact scorpion count, and "#ID" to pin the card with that content id).
Each named card is moved from wherever it lies (discard pile, then chest piles, then
unlisted hands), so every component stays counted.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import ScenarioError
from .content import CHESTS
from .state import GenieState

_KEYS = {"players", "seed", "options", "hands", "chests", "lamp", "discard", "ring", "round",
         "closing"}


def build(game: Any, spec: dict[str, Any]) -> GenieState:
    unknown = sorted(set(spec) - _KEYS)
    if unknown:
        raise ScenarioError(f"unknown genie setup field(s): {', '.join(unknown)}")
    state: GenieState = game.new(spec["players"], spec["seed"], spec.get("options", {}))
    cards = state.content.cards
    pinned: set[int] = set()
    hands = spec.get("hands", {})
    if not isinstance(hands, dict):
        raise ScenarioError("setup 'hands' must map seats to lists of cards")
    listed = set()
    for key in hands:
        if not key.isdigit() or int(key) >= state.players:
            raise ScenarioError(f"setup 'hands': no seat {key!r}")
        listed.add(int(key))
    for seat in listed:  # listed hands are exactly what the scenario says
        state.discard.extend(state.hands[seat])
        state.hands[seat] = []

    reserved = _pinned_ids(spec)  # cards named by id are never taken for a plain spec

    def take(card_spec: Any, prefer: int | None = None) -> int:
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
        zones: list[list[int]] = [state.discard]
        order = list(range(len(CHESTS)))
        if prefer is not None:
            order.remove(prefer)
            order.insert(0, prefer)
        zones += [state.piles[c] for c in order]
        zones += [state.hands[s] for s in range(state.players) if s not in listed]
        for zone in zones:
            for i in range(len(zone) - 1, -1, -1):
                cid = zone[i]
                if cid not in pinned and (cid == wanted if wanted is not None else (
                        cid not in reserved and cards[cid].matches(card_spec))):
                    del zone[i]
                    pinned.add(cid)
                    return cid
        if wanted is not None:
            raise ScenarioError(f"setup names card {wanted} twice (or it is not movable)")
        raise ScenarioError(f"setup needs a card {card_spec!r} but none is left to move")

    for key, names in hands.items():
        seat = int(key)
        if not isinstance(names, list):
            raise ScenarioError(f"setup 'hands.{key}' must be a list")
        for name in names:
            if not isinstance(name, str):
                raise ScenarioError(f"a card must be named by a string, got {name!r}")
            base, _, colour = name.partition("@")
            cid = take(base)
            state.hands[seat].append(cid)
            if cards[cid].kind == "talisman":
                if not colour:
                    raise ScenarioError(f"setup 'hands.{key}': say where the talisman sits, "
                                        "as talisman@COLOUR or talisman@none")
                if colour != "none" and colour not in state.content.colours:
                    raise ScenarioError(f"setup 'hands.{key}': unknown colour {colour!r}")
                state.talisman_on[cid] = None if colour == "none" else colour

    chests = spec.get("chests", {})
    if not isinstance(chests, dict):
        raise ScenarioError("setup 'chests' must be an object")
    for name, chest_spec in chests.items():
        if name not in CHESTS or not isinstance(chest_spec, dict):
            raise ScenarioError(f"setup 'chests': unknown chest {name!r}")
        c = CHESTS.index(name)
        top = _names(chest_spec.get("top", []), f"chests.{name}.top")
        moved = [take(x, prefer=c) for x in top]
        state.piles[c].extend(reversed(moved))  # listed top first; piles end at the top
        if "size" in chest_spec:
            size = chest_spec["size"]
            if not isinstance(size, int) or size < len(top):
                raise ScenarioError(f"setup 'chests.{name}.size' must be >= its top cards")
            pile = state.piles[c]
            while len(pile) > size:  # surplus cards below the named ones go to the discard
                card = pile.pop(0)
                # a wizard no longer in its pile has been drawn: it never sits in the discard
                (state.wizards_out if cards[card].kind == "wizard" else state.discard).append(card)

    lamp = spec.get("lamp", {})
    if not isinstance(lamp, dict):
        raise ScenarioError("setup 'lamp' must be an object")
    lamp_top = []
    for name in _names(lamp.get("top", []), "lamp.top"):
        effect, _, chest = str(name).partition(":")
        for i in range(len(state.lamp) - 1, -1, -1):
            card = state.content.lamp[state.lamp[i]]
            if card.effect == effect and (card.chest or "") == chest:
                lamp_top.append(state.lamp.pop(i))
                break
        else:
            raise ScenarioError(f"setup 'lamp.top': no lamp card {name!r} left")
    state.lamp.extend(reversed(lamp_top))

    for name in _names(spec.get("discard", []), "discard"):
        state.discard.append(take(name))
    if "ring" in spec:
        ring = spec["ring"]
        if ring is not None and (not isinstance(ring, int) or not 0 <= ring < state.players):
            raise ScenarioError("setup 'ring' must be a seat or null")
        state.ring = ring
    if "round" in spec:
        if type(spec["round"]) is not int:
            raise ScenarioError("setup 'round' must be an integer")
        state.round = spec["round"]
    state.closing = bool(spec.get("closing", False))
    return state


def _names(value: Any, field: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(f"setup '{field}' must be a list")
    return value


def _pinned_ids(spec: dict[str, Any]) -> set[int]:
    names: list[Any] = []
    hands = spec.get("hands", {})
    if isinstance(hands, dict):
        names += [n for v in hands.values() if isinstance(v, list) for n in v]
    chests = spec.get("chests", {})
    if isinstance(chests, dict):
        for chest in chests.values():  # malformed entries are reported by build()
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

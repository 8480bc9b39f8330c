"""The genie game's words in a player's language, from its Fluent catalogue (locale/).

Names of content, lamp texts, prompts and action labels; text.py builds the terminal's
lines from them, and web/genie.js reads the same catalogue in the browser. Lists are
joined with the language's own list pattern (CLDR, through Babel), never by hand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from babel import Locale
from babel.lists import format_list

from ...core.actions import Action
from ...core.i18n import Texts, choose, texts

PACKAGE = __package__ or "ludoteca.games.genie"


def words(lang: str = "en") -> Texts:
    """The genie catalogue (and the shared one) in `lang`, English behind it."""
    return texts(choose(lang), PACKAGE)


def join(items: Iterable[str], lang: str = "en", style: str = "standard") -> str:
    """'a, b and c' in the language's own pattern; style "unit" leaves out the 'and'."""
    parts = list(items)
    if not parts:
        return ""
    return format_list(parts, style=style, locale=Locale.parse(choose(lang), sep="-"))


def card_name(card: Mapping[str, Any] | None, lang: str = "en") -> str:
    """A chest or starting card's name ("green gem", "綠寶石")."""
    t = words(lang)
    if not card:
        return t("card-some")
    kind = card.get("kind")
    if kind == "gem":
        key = f"card-gem-{card.get('colour')}"
    elif kind == "jewellery":
        key = f"card-{card.get('metal')}-{card.get('piece')}"
    else:
        key = f"card-{kind}"
    return t(key) if t.has(key) else str(card.get("name", kind))


def card_label(card: Mapping[str, Any] | None, lang: str = "en") -> str:
    """The name with its scorpions, when it has any."""
    name = card_name(card, lang)
    scorpions = (card or {}).get("scorpions") or 0
    return words(lang)("card-with-scorpions", card=name, n=scorpions) if scorpions else name


def card_text(card: Mapping[str, Any], lang: str = "en") -> str:
    """Everything a card says: its name, what it does, and where it lies."""
    t = words(lang)
    lines = [card_label(card, lang)]
    key = f"card-text-{card.get('kind')}"
    if t.has(key):
        lines.append(t(key))
    if card.get("scorpions"):
        lines.append(t("card-text-scorpions", n=card["scorpions"]))
    if card.get("kind") == "talisman":
        if card.get("on"):
            lines.append(t("card-text-on", colour=colour_name(card["on"], lang)))
        elif card.get("orphan"):
            lines.append(t("card-text-orphan"))
    if card.get("in_set"):
        lines.append(t("card-text-in-set"))
    return "\n".join(lines)


def colour_name(colour: str | None, lang: str = "en") -> str:
    t = words(lang)
    key = f"colour-{colour}"
    return t(key) if t.has(key) else str(colour)


def lamp_text(lamp: Mapping[str, Any] | None, lang: str = "en") -> str:
    """A lamp card's text in the language: written per effect in the catalogue, with the
    data file's own text behind it for an effect the catalogue does not know."""
    t = words(lang)
    if not lamp:
        return t("lamp-unknown")
    key = f"lamp-{lamp.get('effect')}"
    if t.has(key):
        return t(key, chest=lamp.get("chest") or "", count=lamp.get("count") or 0)
    return str(lamp.get("text") or t("lamp-unknown"))


def why_no_effect(event: Mapping[str, Any], lang: str = "en") -> str:
    """Why a kept wish did nothing, from its effect (the engine's `why` is English)."""
    t = words(lang)
    key = f"why-{event.get('effect')}"
    if not t.has(key):
        return str(event.get("why") or t("why-unknown"))
    return t(key, chest=event.get("chest") or "")


def dice_text(dice: Sequence[Sequence[Any]] | None, lang: str = "en") -> str:
    """'2 on bronze and 5 on gold'."""
    t = words(lang)
    return join((t("dice-one", chest=chest, value=value) for chest, value in dice or ()), lang)


def prompt_text(view: Mapping[str, Any], lang: str = "en") -> str:
    """What the seat is asked now (the view's prompt, in the language)."""
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind")
    if kind == "place" and view.get("players") == 2:
        kind = "place2"
    t = words(lang)
    key = f"prompt-{kind}"
    return t(key) if kind and t.has(key) else t("prompt-other")


def seat_name(seat: int, names: Sequence[str] | None, lang: str = "en") -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return words(lang)("seat-fallback", n=seat + 1)


def _find_card(view: Mapping[str, Any], card_id: int) -> Mapping[str, Any] | None:
    for seat in view.get("seats", ()):
        for card in seat.get("cards", ()):
            if card.get("id") == card_id:
                return card
    for card in view.get("discard", ()):
        if card.get("id") == card_id:
            return card
    return None


def action_label(action: Action, view: Mapping[str, Any], names: Sequence[str] | None = None,
                 lang: str = "en") -> str:
    """A legal action in words, for buttons and the terminal's numbered menu."""
    t = words(lang)
    kind = action.kind
    if kind == "place":
        return t("action-place", dice=dice_text(action.get("dice"), lang))
    if kind == "seat":
        return t("action-seat", who=seat_name(action.get("seat"), names, lang))
    if kind == "card":
        card = _find_card(view, action.get("card"))
        return t("action-card", card=card_label(card, lang)) if card else action.label
    if kind == "colour":
        return t("action-colour", colour=colour_name(action.get("colour"), lang))
    if kind == "chest":
        return t("action-chest", chest=action.get("chest"))
    if kind == "die":
        return t("action-die", die=action.get("die") + 1, value=action.get("value"))
    key = f"action-{kind}"
    return t(key) if t.has(key) else (action.label or kind)


def relabel(actions: Iterable[Action], view: Mapping[str, Any],
            names: Sequence[str] | None = None, lang: str = "en") -> list[Action]:
    """The same actions (equality ignores labels) with labels in the language."""
    return [dataclasses.replace(a, label=action_label(a, view, names, lang)) for a in actions]

"""Terminal rendering of genie views and events (for `ludoteca play genie --lang L`).

Every function takes `lang` (en, zh-Hant, uk; English by default) and takes its words from
the game's catalogue (locale/<lang>.ftl, through words.py), the one the browser screen
reads too. Placements are typed: a chest and a value, with the chest as an English letter
(b, s, g) or its name or initial in any of the three languages ('g4', 'gold 4', '黃金4',
'з 4'); every other decision is chosen by number.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action
from .words import (
    action_label,
    card_label,
    card_name,
    colour_name,
    dice_text,
    join,
    lamp_text,
    prompt_text,
    relabel,
    seat_name,
    why_no_effect,
    words,
)

__all__ = ["PLACE_HELP", "describe", "menu", "parse", "place_help", "prompt", "render"]

# the words a player may type for a chest, in every language of the catalogues
CHEST_WORDS: Mapping[str, tuple[str, ...]] = {
    "bronze": ("bronze", "b", "銅", "бронза", "бронзова", "б"),
    "silver": ("silver", "s", "白銀", "銀", "срібло", "срібна", "с"),
    "gold": ("gold", "g", "黃金", "金", "золото", "золота", "з"),
}
_WORD_TO_CHEST = {w: chest for chest, ws in CHEST_WORDS.items() for w in ws}
_PAIR = re.compile(
    "(" + "|".join(sorted(map(re.escape, _WORD_TO_CHEST), key=len, reverse=True))
    + r")\s*(\d+)")
_CHEST_ORDER = tuple(CHEST_WORDS)


def _who(seat: Any, names: Sequence[str], lang: str) -> str:
    return seat_name(seat, names, lang) if isinstance(seat, int) else ""


def render(view: dict[str, Any], names: list[str], *, lang: str = "en") -> str:
    t = words(lang)
    phase = t(f"term-phase-{view['phase']}") if t.has(f"term-phase-{view['phase']}") \
        else str(view["phase"])
    header = "term-header-closing" if view["closing"] else "term-header"
    lines = [t(header, round=view["round"], phase=phase)]
    for chest in view["chests"]:
        depth = chest["wizard_depth"]
        wizard = t("term-wizard-depth", n=depth) if depth is not None else t("term-wizard-gone")
        line = t("term-chest", chest=chest["name"], n=chest["size"], wizard=wizard)
        if chest["known_top"]:
            line += "; " + t("term-known-top", cards=join(
                (card_label(c, lang) for c in chest["known_top"]), lang))
        lines.append("  " + line)
    lines.append("  " + t("term-piles", lamp=view["lamp"]["size"], discard=len(view["discard"])))
    for s in view["seats"]:
        who = seat_name(s["seat"], names, lang)
        if s["seat"] == view["seat"]:
            who = t("you-name", who=who)
        dice = dice_text(s["dice"], lang) if s["dice"] else t(
            "term-dice-ready" if s["placed"] else "term-dice-thinking")
        lines.append("  " + t("term-seat-ring" if s["ring"] else "term-seat", who=who,
                              n=s["score"], dice=dice))
        gems = join((t("term-gem-count", n=n, colour=colour_name(c, lang))
                     for c, n in s["gems"].items() if n), lang) or t("term-none")
        jewels = join((card_name(c, lang) for c in s["cards"] if c["kind"] == "jewellery"),
                      lang) or t("term-none")
        talismans = [t("term-talisman-on", colour=colour_name(c["on"], lang)) if c.get("on")
                     else t("term-talisman-alone")
                     for c in s["cards"] if c["kind"] == "talisman"]
        if talismans:
            treasure = t("term-treasure-talismans", gems=gems, jewellery=jewels,
                         talismans=join(talismans, lang))
        else:
            treasure = t("term-treasure", gems=gems, jewellery=jewels)
        lines.append("      " + treasure)
    if view["explore"]:
        ex = view["explore"]
        drawn = join((card_label(c, lang) for c in ex["drawn"]), lang) \
            or t("term-nothing-yet")
        lines.append("  " + t("term-explore", who=seat_name(ex["seat"], names, lang),
                              chest=ex["chest"], limit=ex["limit"],
                              scorpions=ex["scorpions"], drawn=drawn))
    if view["lamp"]["current"]:
        lines.append("  " + t("term-wish", n=view["lamp"]["wish"],
                              text=lamp_text(view["lamp"]["current"], lang)))
    return "\n".join(lines)


def describe(event: dict[str, Any], names: list[str], *, lang: str = "en") -> str | None:
    """One event as a line of the log, or None for events not worth one."""
    t = words(lang)
    kind = event["kind"]
    who = _who(event.get("seat"), names, lang)
    chest = event.get("chest") or ""
    card = card_label(event["card"], lang) if isinstance(event.get("card"), dict) else ""
    if kind == "placed":
        if event.get("dice"):
            return t("event-placed", who=who, dice=dice_text(event["dice"], lang))
        return t("event-placed-secret", who=who)
    if kind == "reveal":
        return t("event-reveal", dice=join(
            (t("event-reveal-seat", who=seat_name(i, names, lang), dice=dice_text(d, lang))
             for i, d in enumerate(event["dice"])), lang))
    if kind == "claimed":
        if "rub" not in event:
            return None
        return t("event-claimed-rub" if event["rub"] else "event-claimed-pass", who=who)
    if kind == "race":
        parts = [t("event-race-summons", who=seat_name(s, names, lang), value=v)
                 for s, v in event["summoners"]]
        parts += [t("event-race-mistake", who=seat_name(s, names, lang))
                  for s in event["offenders"]]
        return t("event-race", parts=join(parts, lang)) if parts else t("event-race-nobody")
    if kind == "penalty_opponent":
        return t("event-penalty_opponent",
                 offender=seat_name(event["offender"], names, lang),
                 taker=seat_name(event["taker"], names, lang))
    if kind == "penalty":
        offender = seat_name(event["offender"], names, lang)
        if event.get("card") is None:
            return t("event-penalty-nothing", offender=offender)
        return t("event-penalty", taker=seat_name(event["taker"], names, lang),
                 offender=offender, card=card)
    if kind == "wish":
        return t("event-wish", who=who, n=event["number"], text=lamp_text(event["lamp"], lang))
    if kind == "wish_no_effect":
        return t("event-wish_no_effect", why=why_no_effect(event, lang))
    if kind in ("wish_refused", "wish_kept", "wish_forced", "stop"):
        return t(f"event-{kind}", who=who)
    if kind == "explore":
        return t("event-explore", who=who, chest=chest, limit=event.get("limit"))
    if kind in ("chest_unclaimed", "chest_empty"):
        return t(f"event-{kind}", chest=chest)
    if kind == "cave_closing":
        return t("event-cave_closing-at-once" if event.get("at_once") else "event-cave_closing")
    if kind == "round":
        return t("event-round", round=event.get("round"))
    if kind in ("drawn", "genie_draw"):
        return t(f"event-{kind}", who=who, card=card, chest=chest)
    if kind == "bust":
        return t("event-bust", who=who, scorpions=event["scorpions"], n=len(event["lost"]))
    if kind == "kept":
        return t("event-kept", who=who, n=len(event["cards"]))
    if kind == "talisman":
        if event.get("colour"):
            return t("event-talisman", who=who, colour=colour_name(event["colour"], lang))
        return t("event-talisman-alone", who=who)
    if kind == "orphaned":
        return t("event-orphaned", who=who, colour=colour_name(event.get("colour"), lang))
    if kind == "peek":
        if "cards" in event:
            cards = join((card_label(c, lang) for c in event["cards"]), lang)
            return t("event-peek-you", chest=chest, cards=cards)
        return t("event-peek", who=who, count=event["count"], chest=chest)
    if kind == "stolen":
        return t("event-stolen", who=who, card=card, **{"from": _who(event["from"], names, lang)})
    if kind == "exchanged":
        return t("event-exchanged", who=who, gave=card_label(event["gave"], lang),
                 card=card_label(event["got"], lang), **{"with": _who(event["with"], names, lang)})
    if kind == "from_discard":
        return t("event-from_discard", who=who, card=card)
    if kind == "die_changed":
        return t("event-die_changed", who=who, chest=chest, to=event["to"],
                 **{"from": event["from"]})
    if kind == "given":
        return t("event-given", who=who, card=card, to=_who(event["to"], names, lang))
    if kind == "discarded":
        return t("event-discarded", who=who, card=card)
    if kind == "ring":
        giver = event.get("from")
        if isinstance(giver, int) and giver != event.get("seat"):
            return t("event-ring-from", who=who, **{"from": _who(giver, names, lang)})
        return t("event-ring", who=who)
    if kind == "ring_pick":
        if event.get("card"):
            return t("event-ring_pick", who=who, card=card)
        return t("event-ring_pick-nothing", who=who)
    if kind == "game_over":
        scores = join((t("event-score", who=seat_name(i, names, lang), score=s)
                       for i, s in enumerate(event["scores"])), lang)
        return t("event-game_over", scores=scores)
    return None


def parse(text: str, legal: list[Action], *, lang: str = "en") -> Action | None:
    """Typed shortcuts for a placement: 'g4' or 'gold 4'; two dice: 'b2 g4' (chest words
    of every language are understood whatever `lang` is)."""
    if not legal or legal[0].kind != "place":
        return None
    rest = text.lower().replace(",", " ").replace("，", " ")
    dice = []
    for match in _PAIR.finditer(rest):
        dice.append((_WORD_TO_CHEST[match.group(1)], int(match.group(2))))
    if not dice or _PAIR.sub("", rest).strip():
        return None
    wanted = tuple(sorted(dice, key=lambda d: _CHEST_ORDER.index(d[0])))
    for action in legal:
        if action.get("dice") == wanted:
            return action
    return None


def menu(view: dict[str, Any], legal: list[Action], *, names: list[str] | None = None,
         lang: str = "en") -> list[Action]:
    """Placements are typed (place_help); every other decision is listed by number, with
    its label in the language."""
    if legal and legal[0].kind == "place":
        return []
    return relabel(legal, view, names, lang)


def prompt(view: dict[str, Any], *, lang: str = "en") -> str:
    """What the seat is asked, in the language."""
    return prompt_text(view, lang)


def place_help(*, lang: str = "en") -> str:
    return words(lang)("term-place-help")


def label(action: Action, view: dict[str, Any], names: list[str] | None = None, *,
          lang: str = "en") -> str:
    """One action in words (what `menu` puts on its actions)."""
    return action_label(action, view, names, lang)


PLACE_HELP = place_help()

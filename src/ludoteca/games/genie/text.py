"""Terminal rendering of genie views and events (for `ludoteca play genie --lang L`).

Every function takes `lang` (en, zh-Hant, uk; English by default) and takes its words from
the game's catalogue (locale/<lang>.ftl, through words.py), the one the browser screen
reads too. Placements are typed: a chest and a value, with the chest as an English letter
(b, s, g) or its name or initial in any of the three languages ('g4', 'gold 4', '黃金4',
'з 4'); every other decision is chosen by number, or by its word ('rub', 'draw', 'stop',
a chest's name; `ACTION_WORDS`).

The reader's own seat (`me`; the view's seat for `render`) is spoken to, never named: "You
place 3 on gold", "Bo steals a red gem from you" (the `-you` messages of the catalogue).
`parse` returns the action, or a `Refusal` saying why the answer cannot be used (not a
chest, a value off the die, the wrong number of dice, an action that is not a choice now),
or None for words it does not know (the terminal then says so itself).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action
from ...core.i18n import Refusal
from ...play import Voice
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

__all__ = ["PLACE_HELP", "commands", "describe", "menu", "parse", "place_help", "prompt",
           "render", "typed_help"]

# the words a player may type for a chest, in every language of the catalogues
CHEST_WORDS: Mapping[str, tuple[str, ...]] = {
    "bronze": ("bronze", "b", "銅寶箱", "銅", "бронза", "бронзова", "б"),
    "silver": ("silver", "s", "白銀寶箱", "白銀", "銀", "срібло", "срібна", "с"),
    "gold": ("gold", "g", "黃金寶箱", "黃金", "金", "золото", "золота", "з"),
}
_WORD_TO_CHEST = {w: chest for chest, ws in CHEST_WORDS.items() for w in ws}
_PAIR = re.compile(
    "(" + "|".join(sorted(map(re.escape, _WORD_TO_CHEST), key=len, reverse=True))
    + r")\s*(\d+)")
_CHEST_ORDER = tuple(CHEST_WORDS)
# a chest or value typed alone, or a word that is neither ("x4", "gold")
_TOKEN = re.compile(r"\d+|[^\W\d_]+")
VALUES = range(1, 7)

# the words a player may type for a decision without arguments, per language (the first
# of each is the one `typed_help` shows); English words are understood in every language
ACTION_WORDS: Mapping[str, Mapping[str, tuple[str, ...]]] = {
    "rub": {"en": ("rub", "r"), "zh-Hant": ("摩擦", "擦"), "uk": ("потерти", "терти")},
    "pass": {"en": ("leave", "pass", "l"), "zh-Hant": ("不摩擦", "不擦"),
             "uk": ("не чіпати", "пас")},
    "accept": {"en": ("keep", "accept", "k"), "zh-Hant": ("接受", "保留"),
               "uk": ("прийняти",)},
    "refuse": {"en": ("refuse", "x"), "zh-Hant": ("拒絕",),
               "uk": ("відмовитися", "відмовитись")},
    "draw": {"en": ("draw", "d"), "zh-Hant": ("抽牌", "抽"), "uk": ("тягти", "витягти")},
    "stop": {"en": ("stop",), "zh-Hant": ("停止", "停"), "uk": ("зупинитися", "стоп")},
    "decline": {"en": ("nothing", "decline"), "zh-Hant": ("不拿",), "uk": ("нічого",)},
}
_WORD_TO_KIND = {w: kind for kind, by_lang in ACTION_WORDS.items()
                 for ws in by_lang.values() for w in ws}


def _who(seat: Any, names: Sequence[str], lang: str) -> str:
    return seat_name(seat, names, lang) if isinstance(seat, int) else ""


class _Voice(Voice):
    """The reader's own seat (`me`) is "you", in the messages written for it
    (`<id>-you`), never a name."""

    def name(self, seat: Any) -> str:
        return _who(seat, self.names, self.lang)

    def say(self, msg_id: str, seat: Any, **args: Any) -> str:
        """`msg_id` about `seat`: its `-you` form when the seat is the reader's."""
        if self.mine(seat):
            return self.t(f"{msg_id}-you", **args)
        return self.t(msg_id, who=_who(seat, self.names, self.lang), **args)


def render(view: dict[str, Any], names: list[str], *, lang: str = "en") -> str:
    t = words(lang)
    voice = _Voice(t, names, view.get("seat") if isinstance(view.get("seat"), int) else None,
                   lang)
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
        if s["dice"]:
            dice = dice_text(s["dice"], lang)
        elif s["placed"]:
            dice = t("term-dice-ready")
        else:
            dice = t("term-dice-not-placed" if voice.mine(s["seat"]) else "term-dice-thinking")
        lines.append("  " + t("term-seat-ring" if s["ring"] else "term-seat",
                              who=voice.who(s["seat"]), n=s["score"], dice=dice))
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
        lines.append("  " + voice.say("term-explore", ex["seat"], chest=ex["chest"],
                                      limit=ex["limit"], scorpions=ex["scorpions"],
                                      drawn=drawn))
    if view["lamp"]["current"]:
        lines.append("  " + t("term-wish", n=view["lamp"]["wish"],
                              text=lamp_text(view["lamp"]["current"], lang)))
    return "\n".join(lines)


def describe(event: dict[str, Any], names: list[str], *, lang: str = "en",
             me: int | None = None) -> str | None:
    """One event as a line of the log, or None for events not worth one. `me`: the
    reader's seat, spoken to ("You draw a red gem")."""
    t = words(lang)
    voice = _Voice(t, names, me, lang)
    kind = event["kind"]
    seat = event.get("seat")
    chest = event.get("chest") or ""
    card = card_label(event["card"], lang) if isinstance(event.get("card"), dict) else ""
    if kind == "placed":
        if event.get("dice"):
            return voice.say("event-placed", seat, dice=dice_text(event["dice"], lang))
        return voice.say("event-placed-secret", seat)
    if kind == "reveal":
        return t("event-reveal", dice=join(
            (t("event-reveal-seat", who=voice.who(i), dice=dice_text(d, lang))
             for i, d in enumerate(event["dice"])), lang))
    if kind == "claimed":
        if "rub" not in event:
            return None
        return voice.say("event-claimed-rub" if event["rub"] else "event-claimed-pass", seat)
    if kind == "race":
        parts = [voice.say("event-race-summons", s, value=v) for s, v in event["summoners"]]
        parts += [voice.say("event-race-mistake", s) for s in event["offenders"]]
        return t("event-race", parts=join(parts, lang)) if parts else t("event-race-nobody")
    if kind == "penalty_opponent":
        offender, taker = event["offender"], event["taker"]
        if voice.mine(offender):
            return t("event-penalty_opponent-you", taker=voice.who(taker))
        if voice.mine(taker):
            return t("event-penalty_opponent-to-you", offender=voice.who(offender))
        return t("event-penalty_opponent", offender=voice.who(offender), taker=voice.who(taker))
    if kind == "penalty":
        offender, taker = event["offender"], event["taker"]
        if event.get("card") is None:
            if voice.mine(offender):
                return t("event-penalty-nothing-you")
            return t("event-penalty-nothing", offender=voice.who(offender))
        if voice.mine(taker):
            return t("event-penalty-you", offender=voice.who(offender), card=card)
        if voice.mine(offender):
            return t("event-penalty-from-you", taker=voice.who(taker), card=card)
        return t("event-penalty", taker=voice.who(taker), offender=voice.who(offender),
                 card=card)
    if kind == "wish":
        return voice.say("event-wish", seat, n=event["number"],
                         text=lamp_text(event["lamp"], lang))
    if kind == "wish_no_effect":
        return t("event-wish_no_effect", why=why_no_effect(event, lang))
    if kind in ("wish_refused", "wish_kept", "wish_forced", "stop"):
        return voice.say(f"event-{kind}", seat)
    if kind == "explore":
        return voice.say("event-explore", seat, chest=chest, limit=event.get("limit"))
    if kind in ("chest_unclaimed", "chest_empty"):
        return t(f"event-{kind}", chest=chest)
    if kind == "cave_closing":
        return t("event-cave_closing-at-once" if event.get("at_once") else "event-cave_closing")
    if kind == "round":
        return t("event-round", round=event.get("round"))
    if kind in ("drawn", "genie_draw"):
        return voice.say(f"event-{kind}", seat, card=card, chest=chest)
    if kind == "bust":
        return voice.say("event-bust", seat, scorpions=event["scorpions"],
                         n=len(event["lost"]))
    if kind == "kept":
        return voice.say("event-kept", seat, n=len(event["cards"]))
    if kind == "talisman":
        if event.get("colour"):
            return voice.say("event-talisman", seat, colour=colour_name(event["colour"], lang))
        return voice.say("event-talisman-alone", seat)
    if kind == "orphaned":
        return voice.say("event-orphaned", seat, colour=colour_name(event.get("colour"), lang))
    if kind == "peek":
        if "cards" in event:
            cards = join((card_label(c, lang) for c in event["cards"]), lang)
            if voice.mine(seat) or me is None:
                return t("event-peek-you", chest=chest, cards=cards)
            return t("event-peek-seen", who=voice.who(seat), chest=chest, cards=cards)
        if voice.mine(seat):
            return t("event-peek-count-you", count=event["count"], chest=chest)
        return t("event-peek", who=voice.who(seat), count=event["count"], chest=chest)
    if kind == "stolen":
        if voice.mine(event["from"]):
            return t("event-stolen-from-you", who=voice.who(seat), card=card)
        return voice.say("event-stolen", seat, card=card, **{"from": voice.who(event["from"])})
    if kind == "exchanged":
        gave, got = card_label(event["gave"], lang), card_label(event["got"], lang)
        if voice.mine(event["with"]):
            return t("event-exchanged-with-you", who=voice.who(seat), gave=gave, card=got)
        return voice.say("event-exchanged", seat, gave=gave, card=got,
                         **{"with": voice.who(event["with"])})
    if kind == "from_discard":
        return voice.say("event-from_discard", seat, card=card)
    if kind == "die_changed":
        return voice.say("event-die_changed", seat, chest=chest, to=event["to"],
                         **{"from": event["from"]})
    if kind == "given":
        if voice.mine(event["to"]):
            return t("event-given-to-you", who=voice.who(seat), card=card)
        return voice.say("event-given", seat, card=card, to=voice.who(event["to"]))
    if kind == "discarded":
        return voice.say("event-discarded", seat, card=card)
    if kind == "ring":
        giver = event.get("from")
        if isinstance(giver, int) and giver != seat:
            if voice.mine(giver):
                return t("event-ring-taken-from-you", who=voice.who(seat))
            return voice.say("event-ring-from", seat, **{"from": voice.who(giver)})
        return voice.say("event-ring", seat)
    if kind == "ring_pick":
        if event.get("card"):
            return voice.say("event-ring_pick", seat, card=card)
        return voice.say("event-ring_pick-nothing", seat)
    if kind == "game_over":
        scores = join((t("event-score", who=voice.who(i), score=s)
                       for i, s in enumerate(event["scores"])), lang)
        return t("event-game_over", scores=scores)
    return None


def parse(text: str, legal: list[Action], *,
          lang: str = "en") -> Action | Refusal | None:
    """A typed answer as a legal action: a placement ('g4', 'gold 4'; two dice: 'b2 g4',
    chest words of every language whatever `lang` is), a decision's word ('rub', 'draw',
    a chest's name when a chest is asked). A `Refusal` says why an answer that reads as
    one of these cannot be used now; None: not a word of this game."""
    if not legal:
        return None
    rest = " ".join(text.lower().replace(",", " ").replace("，", " ").split())
    if legal[0].kind == "place":
        return _placement(rest, legal, lang)
    found = _by_word(rest, legal, lang)
    if found is not None:
        return found
    if _PAIR.search(rest) and not _PAIR.sub("", rest).strip():
        return Refusal("term-refuse-place-not-now")
    return None


def _by_word(rest: str, legal: list[Action], lang: str) -> Action | Refusal | None:
    """A decision typed by its word: the action, or why it is not a choice now."""
    chests = [a for a in legal if a.kind == "chest"]
    if chests and rest in _WORD_TO_CHEST:
        chest = _WORD_TO_CHEST[rest]
        return next((a for a in chests if a.get("chest") == chest), None) or Refusal(
            "term-refuse-not-now",
            action=action_label(Action.make("chest", chest=chest), {}, None, lang))
    kind = _WORD_TO_KIND.get(rest)
    if kind is None:
        return None
    found = next((a for a in legal if a.kind == kind), None)
    return found or Refusal("term-refuse-not-now", action=words(lang)(f"action-{kind}"))


def _placement(rest: str, legal: list[Action], lang: str) -> Action | Refusal | None:
    """A placement typed as chest-value pairs, or why the answer is not one."""
    kind = _WORD_TO_KIND.get(rest)
    if kind is not None:  # a decision's word: not while the dice are placed
        return Refusal("term-refuse-not-now", action=words(lang)(f"action-{kind}"))
    tokens = _TOKEN.findall(rest)
    if not tokens:
        return None
    if _TOKEN.sub("", rest).strip():  # signs or marks between the words ("g-1", "g4?")
        return Refusal("term-refuse-word", word=rest)
    dice: list[tuple[str, int]] = []
    chest: str | None = None
    for token in tokens:
        if token.isdigit():
            if chest is None:
                return Refusal("term-refuse-no-chest", value=int(token))
            dice.append((chest, int(token)))
            chest = None
        elif token in _WORD_TO_CHEST:
            if chest is not None:
                return Refusal("term-refuse-no-value", chest=chest, example=f"{chest[0]}4")
            chest = _WORD_TO_CHEST[token]
        else:
            return Refusal("term-refuse-word", word=token)
    if chest is not None:
        return Refusal("term-refuse-no-value", chest=chest, example=f"{chest[0]}4")
    bad = next((value for _, value in dice if value not in VALUES), None)
    if bad is not None:
        return Refusal("term-refuse-value", value=bad)
    needed = len(legal[0].get("dice"))
    if len(dice) != needed:
        return Refusal("term-refuse-two-dice" if needed == 2 else "term-refuse-one-die")
    if len({c for c, _ in dice}) != len(dice):
        return Refusal("term-refuse-same-chest")
    wanted = tuple(sorted(dice, key=lambda d: _CHEST_ORDER.index(d[0])))
    found = next((a for a in legal if a.get("dice") == wanted), None)
    return found or Refusal("term-refuse-place-now", dice=dice_text(wanted, lang))


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


def typed_help(view: dict[str, Any], legal: list[Action], *, lang: str = "en") -> str | None:
    """What may be typed besides a number now: a placement, or the decisions' words."""
    if not legal:
        return None
    if legal[0].kind == "place":
        return place_help(lang=lang)
    t = words(lang)
    shown: list[str] = []
    for action in legal:
        if action.kind == "chest":
            word = next(w for w in CHEST_WORDS[action.get("chest")] if _typed_in(w, lang))
        elif action.kind in ACTION_WORDS:
            by_lang = ACTION_WORDS[action.kind]
            word = (by_lang.get(lang) or by_lang["en"])[0]
        else:
            continue
        quoted = t("play-quoted", text=word)
        if quoted not in shown:
            shown.append(quoted)
    return t("term-words-help", words=join(shown, lang, style="or")) if shown else None


def commands(legal: list[Action], *, lang: str = "en") -> list[str]:
    """The words `parse` takes for the decisions offered now (the reader's language's and
    English), for the terminal's suggestions."""
    out: list[str] = []
    for action in legal:
        by_lang = ACTION_WORDS.get(action.kind)
        if by_lang:
            out += [w for w in (*by_lang.get(lang, ()), *by_lang["en"]) if len(w) > 1]
        elif action.kind == "chest":
            out += [w for w in CHEST_WORDS[action.get("chest")] if len(w) > 1]
    return list(dict.fromkeys(out))


def _typed_in(word: str, lang: str) -> bool:
    """Is a chest word the language's own (Latin for English, CJK for Chinese...)?"""
    if lang == "zh-Hant":
        return not word.isascii() and not any("\u0400" <= c <= "\u04ff" for c in word)
    if lang == "uk":
        return any("\u0400" <= c <= "\u04ff" for c in word)
    return word.isascii() and len(word) > 1


def label(action: Action, view: dict[str, Any], names: list[str] | None = None, *,
          lang: str = "en") -> str:
    """One action in words (what `menu` puts on its actions)."""
    return action_label(action, view, names, lang)


PLACE_HELP = place_help()

"""Terminal rendering of King of Tokyo views and events (for `ludoteca play kingoftokyo`).

Every word comes from the game's catalogue (`locale/<lang>.ftl`, core/i18n.py), in the
language given by the `lang` keyword ("en", "zh-Hant", "uk"; English fills any gap). The
reader's own seat is spoken to, never named in a sentence: it is `view["seat"]` for
`render`, and for `describe` the `me` keyword (else the seat the terminal names with the
shared `play-you` of the language). Its messages choose their words with selectors: `$you`
for the subject ("You lose 1 heart"), `$by_you`, `$from_you`, `$to_you`, `$target_you` for
the other seat of a line ("Bot 2 loses 1 heart to you"), and `$with_you` for a list of
seats joined the language's way with the reader last ("hitting Bot 2 and you").

Typed commands, the same English words in every language (dice are numbered from 1, as
shown): `reroll 1 3 5`, `reroll` (all dice), `keep 2 4` (reroll the others), `stop`,
`resolve smash|energy|hearts|numbers`, `buy 2`, `buy top`, `sweep`, `end`, `yield`,
`stay`, `pass`, `wings`, `jump`, `heal`, `wake`, `extra` (an extra roll), `tile NAME`,
`probe 3`, `set 2 smash` (a dice tool), or the number of an action in the list. Anything
else matching an action's label (or, for a tile, its name in the reader's language) also
works. `typed_help` shows the commands that work now, `commands` their words (for the
terminal's suggestions), and `parse` returns the action, or a `Refusal` saying why a
command it understands cannot be taken now (no rolls left, no such die or market card, a
card you cannot pay for, an unknown group or face, no yield asked, an action that is not a
choice now), or None for words that are none of its commands.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from rich.markup import escape

from ...core.actions import Action
from ...core.i18n import Refusal, Texts, texts
from ...play import Voice, me_from
from .content import FACES, default_content
from .powers import REGISTRY, TOOL_FACES

PACKAGE = __package__ or "ludoteca.games.kingoftokyo"
FACE_STYLE = {"energy": "green", "heart": "red", "smash": "bold yellow"}
GROUP_WORDS = {"numbers": "numbers", "number": "numbers", "energy": "energy",
               "smash": "smash", "claws": "smash", "heart": "heart", "hearts": "heart"}
FACE_WORDS = {"1": "1", "2": "2", "3": "3", "energy": "energy", "e": "energy",
              "heart": "heart", "h": "heart", "smash": "smash", "claw": "smash",
              "claws": "smash", "s": "smash"}
# typed words of the rules' own actions; the powers add theirs (their offers' `words`)
RULE_WORDS = {"end": "end_turn", "done": "end_turn", "end turn": "end_turn", "sweep": "sweep",
              "yield": "yield", "leave": "yield", "stay": "stay", "pass": "pass", "no": "pass",
              "extra": "extra_roll"}
# word -> (action kind, source): a power's action typed by name ("wings", "drink")
POWER_WORDS = {word: (offer.kind, offer.source) for _, offer in REGISTRY.offers()
               if offer.window != "dice_tool" for word in offer.words}
# word -> dice tool ("twist 2 smash")
TOOL_WORDS = {word: offer.source for _, offer in REGISTRY.offers("dice_tool")
              for word in offer.words}

PLACE_HELP = ("type 'reroll 1 3 5', 'keep 2 4', 'stop', 'resolve smash', 'buy 2', 'sweep', "
              "'end', 'yield', 'stay', 'set 2 smash', or a number from the list")


def catalogue(lang: str = "en") -> Texts:
    """The game's messages in `lang` (English behind it)."""
    return texts(lang, PACKAGE)


def place_help(lang: str = "en") -> str:
    """What to type, in the reader's language."""
    return catalogue(lang)("term-help")


def _named(t: Texts, msg_id: str, fallback: str) -> str:
    return t(msg_id) if t.has(msg_id) else fallback


def card_name(card_id: str, lang: str = "en") -> str:
    cards = default_content().card_defs
    return _named(catalogue(lang), f"card-{card_id}",
                  cards[card_id].name if card_id in cards else card_id.replace("_", " "))


def card_text(card_id: str, lang: str = "en") -> str:
    cards = default_content().card_defs
    return _named(catalogue(lang), f"card-{card_id}.text",
                  cards[card_id].text if card_id in cards else "")


def tile_name(face: str, lang: str = "en") -> str:
    tiles = default_content().tiles
    return _named(catalogue(lang), f"tile-{face}", tiles[face].name if face in tiles else face)


def tile_text(face: str, lang: str = "en") -> str:
    tiles = default_content().tiles
    return _named(catalogue(lang), f"tile-{face}.text", tiles[face].text if face in tiles else "")


def monster_name(monster_id: str, fallback: str, lang: str = "en") -> str:
    return _named(catalogue(lang), f"monster-{monster_id}", fallback)


def why_text(why: Any, lang: str = "en") -> str:
    """Why something happened: a card's or tile's name, or the reason in words."""
    text = str(why or "")
    if text in default_content().card_defs:
        return card_name(text, lang)
    if text in default_content().tiles:
        return tile_name(text, lang)
    t = catalogue(lang)
    return _named(t, "why-" + re.sub(r"[\s_]+", "-", text.lower()), text.replace("_", " "))


def _instance_name(inst: Any, lang: str) -> str:
    cards = default_content().cards
    if isinstance(inst, int) and 0 <= inst < len(cards):
        return card_name(cards[inst].id, lang)
    if isinstance(inst, str):
        return card_name(inst, lang)
    return catalogue(lang)("ui-a-card")


def _face(face: str, t: Texts) -> str:
    style = FACE_STYLE.get(face)
    text = escape(_named(t, f"face-{face}", face))
    return f"[{style}]{text}[/]" if style else text


def _faces(faces: list[str], t: Texts) -> str:
    return " ".join(_face(f, t) for f in faces)


class _Voice(Voice):
    """The reader's own seat is "you" (the messages' `$you`, and `$by_you`, `$from_you`,
    `$to_you`, `$target_you`, `$with_you` where the reader is the other seat of a line or
    among a list), never a name put in a sentence."""

    you_id = "you-name"

    def listed(self, seats: list[Any]) -> tuple[str, dict[str, Any]]:
        """Seats joined the language's way ("Bot 2, Bot 3 and you"; "Бот 2 і ви"): the
        others by name, the reader last as `you-listed`; with the message's selectors
        `with_you` (the reader is among them) and `others` (how many others)."""
        others = [self.who(s) for s in seats if not self.mine(s)]
        mine = any(self.mine(s) for s in seats)
        items = others + ([escape(self.t("you-listed"))] if mine else [])
        return join(items, self.lang), {"with_you": "yes" if mine else "no",
                                        "others": len(others)}


# the locales babel joins lists with (as play.py's `_list`: "A, B and C", "A、B和C")
LIST_LOCALES = {"en": "en_GB", "zh-Hant": "zh_Hant_TW", "uk": "uk"}


def join(items: Iterable[str], lang: str = "en", style: str = "standard") -> str:
    """Items joined with the language's list pattern (style "or": "A, B or C")."""
    from babel.lists import format_list

    items = list(items)
    return format_list(items, style=style, locale=LIST_LOCALES.get(lang, "en_GB")) \
        if items else ""


# ---------------------------------------------------------------------- render


def render(view: dict[str, Any], names: list[str], *, lang: str = "en") -> str:
    t = catalogue(lang)
    me = view.get("seat") if isinstance(view.get("seat"), int) else None
    voice = _Voice(t, names, me, lang)
    tokyo = view["tokyo"]
    head = [t("term-turn", turn=view["turn"]),
            t("event-turn-extra" if view.get("extra_turn") else "event-turn",
              **voice.args(view["active"]))]
    empty = t("term-empty")
    head.append(t("term-city", who=voice.who(tokyo["city"]) if tokyo["city"] is not None
                  else empty))
    if tokyo.get("bay_open") or tokyo.get("bay") is not None:
        head.append(t("term-bay", who=voice.who(tokyo["bay"]) if tokyo["bay"] is not None
                      else empty))
    lines = ["── " + " · ".join(head)]
    for mon in view["monsters"]:
        lines.extend(_monster(mon, voice, lang))
    lines.append(_dice_line(view, t))
    lines.append("  " + t("term-market"))
    for slot, card in enumerate(view["market"], start=1):
        if card is None:
            lines.append(f"    {slot}. {t('term-market-empty')}")
            continue
        price = card.get("price", card["cost"])
        msg = "term-market-card" if price == card["cost"] else "term-market-card-cheaper"
        lines.append(f"    {slot}. " + t(
            msg, name=f"[bold]{escape(card_name(card['id'], lang))}[/]", price=price,
            cost=card["cost"], type=t(f"card-type-{card['type']}").upper(),
            text=escape(card_text(card["id"], lang))))
    if view.get("top_card"):
        top = view["top_card"]
        lines.append("    " + t("term-top-card", name=escape(card_name(top["id"], lang)),
                                price=top.get("price", top["cost"]),
                                text=escape(card_text(top["id"], lang))))
    stacks = []
    for level in ("3", "6", "10"):
        faces = view["tiles"][level]
        if faces:
            stacks.append(f"{level}: " + ", ".join(escape(tile_name(x["id"], lang))
                                                   for x in faces))
    lines.append("  " + t("term-deck", deck=view["deck_size"], discard=len(view["discard"]),
                          tiles="; ".join(stacks) or t("term-tiles-none")))
    pending = view.get("pending")
    if view.get("winners"):
        winners, among = voice.listed(view["winners"])
        lines.append("  " + t("term-game-over", winners=winners,
                              count=len(view["winners"]), **among))
    elif view.get("over"):
        lines.append("  " + t("term-game-over-nobody"))
    elif pending:
        lines.append("  " + decision_text(pending, names, lang=lang, me=me))
    return "\n".join(lines)


def decision_text(pending: dict[str, Any], names: list[str], *, lang: str = "en",
                  me: int | None = None) -> str:
    """Who decides what: the decision's own message (`decision-<kind>`), its fields as
    the message's variables."""
    t = catalogue(lang)
    voice = _Voice(t, names, me, lang)
    kind = pending.get("kind", "")
    fields = {k: v for k, v in pending.items() if isinstance(v, int | str) and k != "seat"}
    if "cause" in fields:
        fields["cause"] = why_text(fields["cause"], lang)
    msg = f"decision-{kind}" if t.has(f"decision-{kind}") else "decision-other"
    return t(msg, **{"amount": 0, "level": 0, "cause": "", **fields,
                     **voice.args(pending.get("seat"))})


def _monster(mon: dict[str, Any], voice: _Voice, lang: str) -> list[str]:
    t = voice.t
    seat = mon["seat"]
    who = voice.who(seat)
    name = escape(monster_name(mon["monster"], mon["name"], lang))
    if not mon["alive"]:
        return ["  [dim]" + t("term-eliminated", who=who, monster=name, vp=mon["vp"]) + "[/]"]
    where = {"city": t("term-in-city"), "bay": t("term-in-bay")}.get(mon["location"] or "")
    marks = []
    for token in ("poison", "shrink"):
        if mon[token]:
            marks.append(t(f"term-mark-{token}", n=mon[token]))
    if mon["zombie"]:
        marks.append(t("term-mark-zombie"))
    if mon["hibernating"]:
        marks.append(t("term-mark-hibernating"))
    line = "  " + t("term-monster", who=who, monster=name,
                    where=f" [bold magenta]{where}[/]" if where else "",
                    hp=mon["hp"], max=mon["max_hp"], vp=mon["vp"], energy=mon["energy"],
                    wickedness=mon["wickedness"])
    if marks:
        line += "; " + ", ".join(marks)
    out = [line]
    owned = []
    for card in mon["cards"]:
        card_label = escape(card_name(card["id"], lang))
        owned.append(t("term-card-smoke", card=card_label, n=card["smoke"]) if card.get("smoke")
                     else card_label)
    owned += [t("term-owned-tile", tile=escape(tile_name(x["id"], lang))) for x in mon["tiles"]]
    if mon.get("copy"):
        copy = mon["copy"]
        copied = card_name(copy["id"], lang) if isinstance(copy, dict) and "id" in copy \
            else _instance_name(copy, lang)
        owned.append(t("term-owned-copy", card=escape(copied)))
    if owned:
        out.append("      " + ", ".join(owned))
    return out


def _dice_line(view: dict[str, Any], t: Texts) -> str:
    dice = view["dice"]
    if not dice["faces"]:
        return "  " + t("term-dice-none")
    faces = "  ".join(f"({i}) {_face(f, t)}" for i, f in enumerate(dice["faces"], start=1))
    notes = [t("term-roll-number", roll=dice["roll"]), t("term-rolls-left", n=dice["rolls_left"])]
    if dice["resolved"]:
        groups = ", ".join(_named(t, f"group-{g}", g) for g in dice["resolved"])
        notes.append(t("term-resolved", groups=groups))
    return "  " + t("term-dice", faces=faces) + f"   [dim]{'; '.join(notes)}[/]"


# ---------------------------------------------------------------------- events


def describe(event: dict[str, Any], names: list[str], *, lang: str = "en",
             me: int | None = None) -> str | None:
    """One event as a line for the reader (`me`: the reader's seat, spoken to as "you")."""
    t = catalogue(lang)
    voice = _Voice(t, names, me if me is not None else me_from(names, lang), lang)
    kind = event["kind"]
    line = _event_line(event, kind, voice, lang)
    if line is None:
        return None
    if kind == "turn":
        return f"[bold]{line}[/]"
    if kind == "eliminated":
        return f"[bold red]{line}[/]"
    return line


def _event_line(event: dict[str, Any], kind: str, voice: _Voice, lang: str) -> str | None:
    t = voice.t
    base = voice.args(event.get("seat"))
    why = why_text(event.get("why"), lang) if event.get("why") is not None else ""
    if kind == "turn":
        return t("event-turn-extra" if event.get("extra") else "event-turn", **base)
    if kind == "roll":
        faces = _faces(event["faces"], t)
        if event.get("roll", 1) <= 1:
            return t("event-roll", **base, faces=faces)
        return t("event-reroll", **base, faces=faces, count=len(event.get("rerolled") or []))
    if kind == "set_die":
        return t("event-set-die", **base, die=event["die"] + 1, face=_face(event["face"], t),
                 source=escape(card_name(event["source"], lang)))
    if kind in ("vp", "hp", "energy", "wickedness"):
        delta = event["delta"]
        if not delta:
            return None
        args = {**base, "amount": abs(delta), "total": event["total"], "why": escape(why)}
        source = event.get("source")
        if kind == "hp" and delta < 0 and isinstance(source, int) and source != event.get("seat"):
            return t("event-hp-lose-by", **args, by=voice.who(source),
                     by_you=voice.yes(source))
        return t(f"event-{kind}-{'gain' if delta > 0 else 'lose'}", **args)
    if kind == "smash":
        if event["targets"]:
            targets, among = voice.listed(event["targets"])
            return t("event-smash", **base, count=event["count"], targets=targets, **among)
        return t("event-smash-nobody", **base, count=event["count"])
    if kind == "token":
        delta = event["delta"]
        return t("event-token-gain" if delta > 0 else "event-token-lose", **base,
                 token=event["token"], amount=abs(delta), total=event["total"])
    if kind in ("enter", "leave", "move"):
        area = _named(t, f"area-{event.get('area')}", str(event.get("area")))
        return t(f"event-{kind}", **base, area=area, why=str(event.get("why") or "other"),
                 **{"from": _named(t, f"area-{event.get('from')}", str(event.get("from"))),
                    "to": _named(t, f"area-{event.get('to')}", str(event.get("to")))})
    simple = {"stay": {}, "sweep": {}, "eliminated": {},
              "tile": {"tile": escape(tile_name(str(event.get("tile")), lang))},
              "tile_lost": {"tile": escape(tile_name(str(event.get("tile")), lang)),
                            "why": escape(why)},
              "copy": {"card": escape(_instance_name(event.get("card"), lang))},
              "revive": {"card": escape(_instance_name(event.get("card"), lang))},
              "discard": {"card": escape(_instance_name(event.get("card"), lang)),
                          "why": escape(why)},
              "damage_prevented": {"amount": event.get("amount", 0), "why": escape(why)},
              "camouflage": {"faces": _faces(event.get("faces") or [], t)}}
    if kind in simple:
        return t(f"event-{kind.replace('_', '-')}", **base, **simple[kind])
    if kind == "buy":
        source = event.get("source") if event.get("source") in ("deck", "owned") else "market"
        return t("event-buy", **base, card=escape(_instance_name(event["card"], lang)),
                 price=event["price"], source=source)
    if kind == "reveal":
        return t("event-reveal", card=escape(_instance_name(event["card"], lang)))
    if kind == "card_moved":
        return t("event-card-moved", card=escape(_instance_name(event["card"], lang)),
                 from_you=voice.yes(event["from"]), to_you=voice.yes(event["to"]),
                 **{"from": voice.who(event["from"]), "to": voice.who(event["to"])})
    if kind == "probe":
        return t("event-probe", **base, target=voice.who(event["target"]),
                 target_you=voice.yes(event["target"]), die=event["die"] + 1,
                 face=_face(event["face"], t))
    if kind == "extra_turn":
        if event.get("fewer_dice"):
            return t("event-extra-turn-fewer", **base, fewer=event["fewer_dice"])
        return t("event-extra-turn", **base)
    if kind == "reshuffle":
        return t("event-reshuffle", size=event["size"])
    if kind == "rolloff":
        rounds = len(event.get("rounds") or [])
        first = voice.args(event["first"])
        return (t("event-rolloff-rounds", **first, rounds=rounds) if rounds > 1
                else t("event-rolloff", **first))
    if kind == "over":
        winners = event["winners"]
        if not winners:
            return t("event-over-nobody")
        names, among = voice.listed(winners)
        return t("event-over", winners=names, count=len(winners), **among)
    return None  # resolve: the gains that follow say it


# ---------------------------------------------------------------------- choosing


def menu(view: dict[str, Any], legal: list[Action], *, lang: str = "en") -> list[Action]:
    """The actions to list by number (rerolls and face-setting tools are typed instead),
    relabelled in the reader's language with card and tile names; an action equals its
    relabelled copy."""
    t = catalogue(lang)
    out = []
    n = len(view["dice"]["faces"])
    rerolls = [a for a in legal if a.kind == "reroll"]
    full = (1 << n) - 1
    for action in legal:
        kind = action.kind
        if kind == "reroll":
            if action.get("dice") == full or len(rerolls) <= 7:
                dice = [i + 1 for i in range(n) if action.get("dice") >> i & 1]
                label = (t("action-reroll-all") if action.get("dice") == full
                         else t("action-reroll", dice=" ".join(map(str, dice))))
                out.append(_relabel(action, label))
            continue
        if kind == "set_die" and len(TOOL_FACES.get(action.get("source"), FACES)) > 1:
            continue  # a tool setting any face is typed ('set 2 smash'), not listed
        out.append(_relabel(action, _label(view, action, lang)))
    return out


def _relabel(action: Action, label: str) -> Action:
    return Action.make(action.kind, label=label, **dict(action.args))


def _label(view: dict[str, Any], action: Action, lang: str = "en") -> str:
    t = catalogue(lang)
    kind = action.kind
    if kind == "buy":
        card = view["market"][action.get("slot")]
        if card is not None:
            return t("action-buy", card=card_name(card["id"], lang),
                     price=card.get("price", card["cost"]), text=card_text(card["id"], lang))
        return t("action-buy-slot", slot=action.get("slot") + 1)
    if kind == "buy_top":
        top = view.get("top_card")
        return (t("action-buy-top", card=card_name(top["id"], lang)) if top
                else t("action-buy-top-unseen"))
    if kind == "take_tile":
        face = action.get("tile")
        return t("action-take-tile", tile=tile_name(face, lang), text=tile_text(face, lang))
    if kind == "end_turn":
        return t("action-end-turn" if view["phase"] == "buy" else "action-end-selling")
    if kind == "resolve":
        group = action.get("group")
        if group == "heart" and (action.get("poison") or action.get("shrink")):
            return t("action-resolve-heart", poison=action.get("poison"),
                     shrink=action.get("shrink"))
        return t("action-resolve", group=_named(t, f"group-{group}", group))
    if kind == "extra_roll":
        return t("action-extra-roll", source=card_name(action.get("source"), lang))
    if kind == "set_die":
        return t("action-set-die", source=card_name(action.get("source"), lang),
                 die=action.get("die") + 1, face=_named(t, f"face-{action.get('face')}",
                                                        action.get("face")))
    if kind in ("copy_card", "swap_card", "buy_owned", "sell"):
        inst = action.get("card")
        owner = next((m["seat"] for m in view["monsters"]
                      if any(c["instance"] == inst for c in m["cards"])), None)
        cost = default_content().cards[inst].cost if 0 <= inst < len(default_content().cards) \
            else 0
        voice = _Voice(t, [], view.get("seat"), lang)
        return t(f"action-{kind.replace('_', '-')}", card=_instance_name(inst, lang),
                 price=cost, owner=monster_name_of(view, owner, lang) if owner is not None
                 else voice.who(None))
    if kind == "probe":
        return t("action-probe", die=action.get("die") + 1)
    msg = f"action-{kind.replace('_', '-')}"
    return t(msg) if t.has(msg) else (action.label or kind.replace("_", " "))


def monster_name_of(view: dict[str, Any], seat: int, lang: str = "en") -> str:
    for mon in view["monsters"]:
        if mon["seat"] == seat:
            return monster_name(mon["monster"], mon["name"], lang)
    return catalogue(lang)("seat-name", seat=seat + 1)


def _numbers(tokens: list[str]) -> list[int] | None:
    out = []
    for token in tokens:
        for part in token.split(","):
            if not part:
                continue
            if not part.isdigit():
                return None
            out.append(int(part))
    return out


def _find(legal: list[Action], kind: str, **args: Any) -> Action | None:
    for action in legal:
        if action.kind == kind and all(action.get(k) == v for k, v in args.items()):
            return action
    return None


# a view with nothing in it, for an action's label in a refusal ("Not possible now: ...")
_BLANK_VIEW: dict[str, Any] = {"phase": "buy", "market": [], "monsters": [], "top_card": None}
# the typed word of each group of dice
GROUP_TYPED = {"numbers": "numbers", "energy": "energy", "smash": "smash", "heart": "hearts"}


class _Asked:
    """What `parse` knows of the decision: the legal actions, the seat's view if it has
    it, and the reader's language."""

    def __init__(self, legal: list[Action], view: dict[str, Any] | None, lang: str) -> None:
        self.legal = legal
        self.view = view
        self.lang = lang
        self.t = catalogue(lang)

    def has(self, *kinds: str) -> bool:
        return any(a.kind in kinds for a in self.legal)

    def dice(self) -> int:
        """How many dice there are: the view's, else the widest reroll or tool offered."""
        if self.view is not None and self.view["dice"]["faces"]:
            return len(self.view["dice"]["faces"])
        return _dice_count(self.legal)

    def mine(self, *kinds: str) -> bool:
        """Is the view's decision the reader's own, of one of these kinds?"""
        if self.view is None:
            return False
        pending = self.view.get("pending") or {}
        return pending.get("seat") == self.view.get("seat") and pending.get("kind") in kinds

    def energy(self) -> int | None:
        if self.view is None:
            return None
        return next((m["energy"] for m in self.view["monsters"]
                     if m["seat"] == self.view.get("seat")), None)

    def quoted(self, words: Iterable[str], style: str = "or") -> str:
        return join((self.t("play-quoted", text=w) for w in words), self.lang, style)

    def not_now(self, kind: str, **args: Any) -> Refusal:
        """An action understood but not a choice now, named."""
        action = Action.make(kind, **args)
        return Refusal("term-refuse-not-now", action=_label(_BLANK_VIEW, action, self.lang))


def parse(text: str, legal: list[Action], *, lang: str = "en",
          view: dict[str, Any] | None = None) -> Action | Refusal | None:
    """A typed command as a legal action; a `Refusal` saying why a command it understands
    cannot be taken now (no rolls left, no such die or market card, a card you cannot pay
    for, an unknown group or face, no yield asked, an action that is not a choice now);
    None for words that are none of its commands. Commands are the English words above
    (a tile or a card may also be named in the reader's language). `view`: the seat's view
    for prices and energy (play.py passes it)."""
    tokens = text.lower().replace(",", " ").replace("，", " ").split()
    if not tokens:
        return None
    ask = _Asked(legal, view, lang)
    word, rest = tokens[0], tokens[1:]
    phrase = " ".join(tokens)
    if phrase in POWER_WORDS:  # a power's action by its word ("wings", "drink", "buy top")
        kind, source = POWER_WORDS[phrase]
        found = _find(legal, kind, source=source) if source else _find(legal, kind)
        if found:
            return found
        if kind == "extra_roll":
            return Refusal("term-refuse-tool-not-now", card=card_name(source, lang))
        return ask.not_now(kind)
    if word in ("reroll", "roll", "r", "keep", "k"):
        return _reroll(word in ("keep", "k"), rest, ask)
    if phrase == "stop":
        return _find(legal, "stop_rolling") or _not_rolling(ask)
    if word in ("resolve", "res"):
        return _resolve(rest, ask)
    if word == "buy":
        return _buy(rest, ask)
    if word == "set" or word in TOOL_WORDS:
        return _set_die(word, rest, ask)
    if word == "probe":
        return _probe(rest, ask)
    if word in ("tile", "take") and rest:
        return _tile(rest, ask)
    if phrase in RULE_WORDS:
        kind = RULE_WORDS[phrase]
        found = _find(legal, kind)
        if found:
            return found
        if kind in ("yield", "stay"):
            return Refusal("term-refuse-not-asked-yield")
        if kind == "extra_roll":
            return Refusal("term-refuse-no-extra")
        energy = ask.energy()
        if kind == "sweep" and ask.mine("buy") and energy is not None and energy < 2:
            return Refusal("term-refuse-sweep-energy", energy=energy)
        return ask.not_now(kind)
    return _by_label(phrase, legal, lang=lang)


def _not_rolling(ask: _Asked) -> Refusal:
    """Why dice cannot be rerolled now: the last roll is made, or no roll is asked."""
    if ask.has("resolve") or ask.mine("resolve"):
        return Refusal("term-refuse-no-rolls-left")
    return Refusal("term-refuse-not-rolling")


def _reroll(keep: bool, rest: list[str], ask: _Asked) -> Action | Refusal:
    """'reroll 1 3 5', 'reroll' (all), 'keep 2 4' (reroll the others)."""
    legal = ask.legal
    if not ask.has("reroll", "stop_rolling"):
        return _not_rolling(ask)
    n = ask.dice()
    full = (1 << n) - 1
    dice = list(range(1, n + 1)) if rest == ["all"] else _numbers(rest)
    if dice is None:
        bad = next(t for t in rest if not t.replace(",", "").isdigit())
        return Refusal("term-refuse-die-number", word=bad)
    wrong = next((d for d in dice if not 1 <= d <= n), None)
    if wrong is not None:
        return Refusal("term-refuse-no-die", die=wrong, count=n)
    chosen = sum(1 << (d - 1) for d in set(dice))
    mask = full & ~chosen if keep else (chosen or full)
    if mask == 0:  # every die kept
        return _find(legal, "stop_rolling") or Refusal("term-refuse-no-rolls-left")
    found = _find(legal, "reroll", dice=mask)
    if found:
        return found
    if ask.has("reroll"):  # no roll left, but dice showing 3 may be rerolled
        return Refusal("term-refuse-reroll-threes")
    return Refusal("term-refuse-no-rolls-left")


def _resolve(rest: list[str], ask: _Asked) -> Action | Refusal:
    """'resolve smash', 'resolve hearts' (with Poison and Shrink Ray to cure: 'resolve
    hearts 1 0')."""
    t = ask.t
    offered = list(dict.fromkeys(a.get("group") for a in ask.legal if a.kind == "resolve"))
    choices = ask.quoted(f"resolve {GROUP_TYPED[g]}" for g in (offered or GROUP_TYPED))
    if not rest:
        return Refusal("term-refuse-group-none", choices=choices)
    if rest[0] not in GROUP_WORDS:
        return Refusal("term-refuse-group", group=rest[0], choices=choices)
    group = GROUP_WORDS[rest[0]]
    name = _named(t, f"group-{group}", group)
    if not offered:
        return Refusal("term-refuse-not-now", action=t("action-resolve", group=name))
    if group not in offered:
        return Refusal("term-refuse-group-nothing", group=name)
    if group != "heart":
        return _find(ask.legal, "resolve", group=group) or Refusal(
            "term-refuse-group-nothing", group=name)
    nums = _numbers([w for w in rest[1:] if w not in ("cure", "poison", "shrink")]) or []
    poison, shrink = [*nums, 0, 0][:2]
    return _find(ask.legal, "resolve", group="heart", poison=poison, shrink=shrink) or Refusal(
        "term-refuse-heart-cure", poison=poison, shrink=shrink)


def _buy(rest: list[str], ask: _Asked) -> Action | Refusal | None:
    """'buy 2' (a market slot, from 1), or 'buy' and the start of a card's name."""
    view, lang = ask.view, ask.lang
    market = view["market"] if view is not None else [None] * 3
    if len(rest) == 1 and rest[0].isdigit():
        slot = int(rest[0])
    elif rest:
        typed = " ".join(rest)
        slots = [i + 1 for i, card in enumerate(market) if card is not None
                 and (card_name(card["id"], lang).lower().startswith(typed)
                      or card["name"].lower().startswith(typed))]
        if len(slots) != 1:
            found = _by_label("buy " + typed, ask.legal, lang=lang)
            return found or Refusal("term-refuse-buy-what")
        slot = slots[0]
    else:
        return Refusal("term-refuse-buy-what")
    if not 1 <= slot <= len(market):
        return Refusal("term-refuse-no-slot", slot=slot, count=len(market))
    found = _find(ask.legal, "buy", slot=slot - 1)
    if found:
        return found
    buying = ask.mine("buy") if view is not None else ask.has("sweep", "buy")
    if not buying:
        return Refusal("term-refuse-not-now", action=ask.t("action-buy-slot", slot=slot))
    card = market[slot - 1]
    if card is None:
        return Refusal("term-refuse-slot-empty", slot=slot) if view is not None \
            else Refusal("term-refuse-buy-slot", slot=slot)
    name = card_name(card["id"], lang)
    price, energy = card.get("price", card["cost"]), ask.energy()
    if energy is not None and price > energy:
        return Refusal("term-refuse-afford", card=name, price=price, energy=energy)
    return Refusal("term-refuse-buy-card", card=name)


def _set_die(word: str, rest: list[str], ask: _Asked) -> Action | Refusal:
    """'set 2 smash' (any dice tool), or a tool's own word ('twist 2 smash', 'cull 2')."""
    source = TOOL_WORDS.get(word)
    tools = [a for a in ask.legal
             if a.kind == "set_die" and (source is None or a.get("source") == source)]
    if not tools:
        return Refusal("term-refuse-tool-not-now", card=card_name(source, ask.lang)) \
            if source else Refusal("term-refuse-no-tool")
    if not rest:
        return Refusal("term-refuse-set-how")
    if not rest[0].isdigit():
        return Refusal("term-refuse-die-number", word=rest[0])
    die, n = int(rest[0]), ask.dice()
    if not 1 <= die <= n:
        return Refusal("term-refuse-no-die", die=die, count=n)
    only = TOOL_FACES.get(source or "", FACES)
    if len(only) == 1:
        face: str | None = only[0]
    elif len(rest) < 2:
        return Refusal("term-refuse-face-missing", die=die)
    else:
        face = FACE_WORDS.get(rest[1])
        if face is None:
            return Refusal("term-refuse-face", face=rest[1], faces=join(FACES, ask.lang, "or"))
    found = next((a for a in tools if a.get("die") == die - 1 and a.get("face") == face), None)
    if found:
        return found
    shown = _named(ask.t, f"face-{face}", str(face))
    faces = ask.view["dice"]["faces"] if ask.view is not None else []
    if die <= len(faces) and faces[die - 1] == face:
        return Refusal("term-refuse-set-same", die=die, face=shown)
    return Refusal("term-refuse-set-face", die=die, face=shown)


def _probe(rest: list[str], ask: _Asked) -> Action | Refusal:
    """'probe 3': Psychic Probe rerolls that die of the monster rolling."""
    if not ask.has("probe"):
        return Refusal("term-refuse-no-probe")
    if len(rest) != 1 or not rest[0].isdigit():
        return Refusal("term-refuse-probe-how")
    die, n = int(rest[0]), ask.dice()
    if not 1 <= die <= n:
        return Refusal("term-refuse-no-die", die=die, count=n)
    return _find(ask.legal, "probe", die=die - 1) or ask.not_now("probe", die=die - 1)


def _tile(rest: list[str], ask: _Asked) -> Action | Refusal:
    """'tile NAME' ('take NAME'): a wickedness tile, by its name in English or the
    reader's language."""
    tiles = [a.get("tile") for a in ask.legal if a.kind == "take_tile"]
    if not tiles:
        return Refusal("term-refuse-no-tile")
    typed = " ".join(rest)
    found = _by_label("take " + typed, ask.legal, kinds=("take_tile",), lang=ask.lang)
    return found or Refusal("term-refuse-tile", name=typed, tiles=join(
        (ask.t("play-quoted", text=tile_name(face, ask.lang)) for face in tiles), ask.lang,
        "or"))


# ---------------------------------------------------------------------- what can be typed


def _powers_words(kind: str, source: Any) -> list[str]:
    return [w for w, (k, s) in POWER_WORDS.items() if k == kind and (not s or s == source)]


def commands(legal: list[Action], *, lang: str = "en") -> list[str]:
    """The command words `parse` takes for the actions offered now, for the terminal's
    suggestions ("Did you mean 'reroll'?")."""
    words = {"reroll": ["reroll", "keep"], "stop_rolling": ["stop", "keep"],
             "resolve": ["resolve"], "buy": ["buy"], "sweep": ["sweep"], "end_turn": ["end"],
             "yield": ["yield"], "stay": ["stay"], "pass": ["pass"], "probe": ["probe"],
             "take_tile": ["tile"], "extra_roll": ["extra"]}
    out: list[str] = []
    for action in legal:
        out += words.get(action.kind, [])
        out += _powers_words(action.kind, action.get("source"))
        if action.kind == "set_die":
            out += ["set", *(w for w, s in TOOL_WORDS.items() if s == action.get("source"))]
    return list(dict.fromkeys(out))


def typed_help(view: dict[str, Any], legal: list[Action], *, lang: str = "en") -> str | None:
    """What may be typed now besides a number: a command for each kind of action offered
    ('reroll 1 3 5', 'keep 2 4', 'stop'; 'resolve smash'; 'buy 2', 'sweep', 'end'...)."""
    examples = _examples(view, legal, lang)
    if not examples:
        return None
    return escape(catalogue(lang)("term-typed-help", commands=_Asked(legal, view, lang).quoted(
        examples)))


def _examples(view: dict[str, Any], legal: list[Action], lang: str) -> list[str]:
    """A working command for each kind of action offered now."""
    n = len(view["dice"]["faces"]) or _dice_count(legal)
    out: list[str] = []
    rerolls = [a for a in legal if a.kind == "reroll"]
    if _find(legal, "reroll", dice=(1 << n) - 1):
        some, kept = [d for d in (1, 3, 5) if d <= n], [d for d in (2, 4) if d <= n]
        out += ["reroll " + " ".join(map(str, some or [1])), "reroll"]
        if kept and n > len(kept):
            out.append("keep " + " ".join(map(str, kept)))
    elif rerolls:
        mask = rerolls[0].get("dice")
        out.append("reroll " + " ".join(str(i + 1) for i in range(n) if mask >> i & 1))
    tools: set[str] = set()  # one example for each dice tool
    for action in legal:
        kind = action.kind
        if kind == "stop_rolling":
            out.append("stop")
        elif kind == "extra_roll":
            out += _powers_words(kind, action.get("source"))[:1] or ["extra"]
        elif kind == "set_die":
            source = action.get("source")
            if source in tools:
                continue
            tools.add(source)
            if len(TOOL_FACES.get(source, FACES)) == 1:
                tool = next((w for w, s in TOOL_WORDS.items() if s == source), "set")
                out.append(f"{tool} {action.get('die') + 1}")
            else:
                out.append(f"set {action.get('die') + 1} {action.get('face')}")
        elif kind == "resolve":
            out.append(f"resolve {GROUP_TYPED[action.get('group')]}")
        elif kind == "buy":
            out.append(f"buy {action.get('slot') + 1}")
        elif kind == "take_tile":
            out.append(f"tile {tile_name(action.get('tile'), lang)}")
        elif kind == "probe":
            out.append(f"probe {action.get('die') + 1}")
        elif kind in ("sweep", "yield", "stay", "pass"):
            out.append(kind)
        elif kind == "end_turn":
            out.append("end")
        else:
            out += _powers_words(kind, action.get("source"))[:1]
    return list(dict.fromkeys(out))


def _dice_count(legal: list[Action]) -> int:
    """How many dice there are, from the widest reroll or tool offered."""
    n = 0
    for action in legal:
        if action.kind == "reroll":
            n = max(n, action.get("dice").bit_length())
        elif action.kind in ("set_die", "probe"):
            n = max(n, action.get("die") + 1)
    return n


def _by_label(text: str, legal: list[Action], kinds: tuple[str, ...] = (),
              lang: str = "en") -> Action | None:
    """The one legal action whose label (or its card or tile name) starts with the text."""
    text = text.strip().lower()
    if not text:
        return None
    found = []
    for action in legal:
        if kinds and action.kind not in kinds:
            continue
        label = action.label.lower()
        names = [label]
        if action.kind == "take_tile":
            tile = default_content().tiles.get(action.get("tile"))
            if tile is not None:
                names.append("take " + tile.name.lower())
                names.append("take " + tile_name(tile.id, lang).lower())
        if label == text:
            return action
        if any(name.startswith(text) for name in names):
            found.append(action)
    return found[0] if len(found) == 1 else None

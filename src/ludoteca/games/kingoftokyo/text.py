"""Terminal rendering of King of Tokyo views and events (for `ludoteca play kingoftokyo`).

Every word comes from the game's catalogue (`locale/<lang>.ftl`, core/i18n.py), in the
language given by the `lang` keyword ("en", "zh-Hant", "uk"; English fills any gap). The
reader's own seat is spoken to ("You roll", "You lose 1 heart"): it is `view["seat"]` for
`render`, and for `describe` the `me` keyword, else the seat named "You" (as play.py names
the player's seat).

Typed commands (dice are numbered from 1, as shown): `reroll 1 3 5`, `reroll` (all dice),
`keep 2 4` (reroll the others), `stop`, `resolve smash|energy|hearts|numbers`, `buy 2`,
`buy top`, `sweep`, `end`, `yield`, `stay`, `pass`, `wings`, `jump`, `heal`, `wake`,
`extra` (an extra roll), `tile NAME`, `probe 3`, `set 2 smash` (a dice tool), or the number of
an action in the list. Anything else matching an action's label (or, for a tile, its name in
the reader's language) also works.
"""

from __future__ import annotations

import re
from typing import Any

from rich.markup import escape

from ...core.actions import Action
from ...core.i18n import Texts, texts
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
YOU = "You"  # the name play.py gives the player's own seat


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


class _Voice:
    """Names seats for one reader: the reader's own seat is "you" (the messages' $you)."""

    def __init__(self, t: Texts, names: list[str], me: int | None) -> None:
        self.t = t
        self.names = names
        self.me = me

    def who(self, seat: Any) -> str:
        if seat == self.me and isinstance(seat, int):
            return escape(self.t("you-name"))
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return escape(self.names[seat])
        return "?"

    def args(self, seat: Any, **more: Any) -> dict[str, Any]:
        you = "yes" if isinstance(seat, int) and seat == self.me else "no"
        return {"who": self.who(seat), "you": you, **more}

    def listed(self, seats: list[Any]) -> str:
        return ", ".join(self.who(s) for s in seats)


def _me_from(names: list[str]) -> int | None:
    return names.index(YOU) if YOU in names else None


# ---------------------------------------------------------------------- render


def render(view: dict[str, Any], names: list[str], *, lang: str = "en") -> str:
    t = catalogue(lang)
    me = view.get("seat") if isinstance(view.get("seat"), int) else None
    voice = _Voice(t, names, me)
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
        lines.append("  " + t("term-game-over", winners=voice.listed(view["winners"]),
                              count=len(view["winners"])))
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
    voice = _Voice(t, names, me)
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
    voice = _Voice(t, names, me if me is not None else _me_from(names))
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
            return t("event-hp-lose-by", **args, by=voice.who(source))
        return t(f"event-{kind}-{'gain' if delta > 0 else 'lose'}", **args)
    if kind == "smash":
        if event["targets"]:
            return t("event-smash", **base, count=event["count"],
                     targets=voice.listed(event["targets"]))
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
                 **{"from": voice.who(event["from"]), "to": voice.who(event["to"])})
    if kind == "probe":
        return t("event-probe", **base, target=voice.who(event["target"]),
                 die=event["die"] + 1, face=_face(event["face"], t))
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
        return t("event-over", winners=voice.listed(winners), count=len(winners))
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
        voice = _Voice(t, [], view.get("seat"))
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


def parse(text: str, legal: list[Action], *, lang: str = "en") -> Action | None:
    """A typed command, or None when it names no legal action. Commands are the English
    words above; a tile may also be named in the reader's language."""
    tokens = text.lower().replace(",", " ").split()
    if not tokens or not legal:
        return None
    word, rest = tokens[0], tokens[1:]
    phrase = " ".join(tokens)
    if phrase in POWER_WORDS:  # a power's action by its word ("wings", "drink", "buy top")
        kind, source = POWER_WORDS[phrase]
        return _find(legal, kind, source=source) if source else _find(legal, kind)
    n = _dice_count(legal)
    if word in ("reroll", "roll", "r"):
        if not rest or rest == ["all"]:
            return _find(legal, "reroll", dice=(1 << n) - 1) if n else None
        dice = _numbers(rest)
        if not dice or any(not 1 <= d <= max(n, 1) for d in dice):
            return None
        return _find(legal, "reroll", dice=sum(1 << (d - 1) for d in set(dice)))
    if word in ("keep", "k"):
        dice = _numbers(rest)
        if dice is None or any(not 1 <= d <= max(n, 1) for d in dice):
            return None
        mask = ((1 << n) - 1) & ~sum(1 << (d - 1) for d in set(dice))
        if mask == 0:
            return _find(legal, "stop_rolling")
        return _find(legal, "reroll", dice=mask)
    if word == "stop":
        return _find(legal, "stop_rolling")
    if word in ("resolve", "res"):
        if not rest or rest[0] not in GROUP_WORDS:
            return None
        group = GROUP_WORDS[rest[0]]
        if group != "heart":
            return _find(legal, "resolve", group=group)
        nums = _numbers([t for t in rest[1:] if t not in ("cure", "poison", "shrink")]) or []
        poison, shrink = [*nums, 0, 0][:2]
        return _find(legal, "resolve", group="heart", poison=poison, shrink=shrink)
    if word == "buy":
        if len(rest) == 1 and rest[0].isdigit():
            return _find(legal, "buy", slot=int(rest[0]) - 1)
        return _by_label(" ".join(tokens), legal)
    if (word == "set" or word in TOOL_WORDS) and rest:
        source = TOOL_WORDS.get(word)
        if not rest[0].isdigit():
            return None
        die = int(rest[0]) - 1
        only = TOOL_FACES.get(source or "", FACES)
        face = only[0] if len(only) == 1 else FACE_WORDS.get(rest[1] if len(rest) > 1 else "")
        if face is None:
            return None
        for action in legal:
            if (action.kind == "set_die" and action.get("die") == die
                    and action.get("face") == face
                    and (source is None or action.get("source") == source)):
                return action
        return None
    if word == "probe" and len(rest) == 1 and rest[0].isdigit():
        return _find(legal, "probe", die=int(rest[0]) - 1)
    if word in ("tile", "take") and rest:
        return _by_label("take " + " ".join(rest), legal, kinds=("take_tile",), lang=lang)
    if phrase in RULE_WORDS:
        return _find(legal, RULE_WORDS[phrase])
    return _by_label(phrase, legal, lang=lang)


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

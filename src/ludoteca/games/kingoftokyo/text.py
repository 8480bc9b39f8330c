"""Terminal rendering of King of Tokyo views and events (for `ludoteca play kingoftokyo`).

Typed commands (dice are numbered from 1, as shown): `reroll 1 3 5`, `reroll` (all dice),
`keep 2 4` (reroll the others), `stop`, `resolve smash|energy|hearts|numbers`, `buy 2`,
`buy top`, `sweep`, `end`, `yield`, `stay`, `pass`, `wings`, `jump`, `heal`, `wake`,
`extra` (an extra roll), `tile NAME`, `probe 3`, `set 2 smash` (a dice tool), or the number of
an action in the list. Anything else matching an action's label also works.
"""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from ...core.actions import Action
from .content import FACES, default_content
from .decision import KotDecision
from .powers import REGISTRY, TOOL_FACES

FACE_TEXT = {"1": "1", "2": "2", "3": "3", "energy": "ENERGY", "heart": "HEART",
             "smash": "SMASH"}
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


def _card_name(inst: int) -> str:
    cards = default_content().cards
    return cards[inst].name if 0 <= inst < len(cards) else f"card {inst}"


def _tile_name(face: str) -> str:
    tiles = default_content().tiles
    return tiles[face].name if face in tiles else face


def _face(face: str) -> str:
    style = FACE_STYLE.get(face)
    text = FACE_TEXT.get(face, face)
    return f"[{style}]{text}[/]" if style else text


def _who(names: list[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


# ---------------------------------------------------------------------- render


def render(view: dict[str, Any], names: list[str]) -> str:
    tokyo = view["tokyo"]
    city = _who(names, tokyo["city"]) if tokyo["city"] is not None else "empty"
    head = f"── Turn {view['turn']} · {_who(names, view['active'])} is playing"
    if view.get("extra_turn"):
        head += " (extra turn)"
    head += f" · Tokyo City: {city}"
    if tokyo.get("bay_open") or tokyo.get("bay") is not None:
        head += " · Tokyo Bay: " + (_who(names, tokyo["bay"]) if tokyo["bay"] is not None
                                    else "empty")
    lines = [head]
    for mon in view["monsters"]:
        lines.extend(_monster(view, mon, names))
    lines.append(_dice_line(view))
    market = []
    for slot, card in enumerate(view["market"], start=1):
        if card is None:
            market.append(f"{slot}. (empty)")
            continue
        price = card.get("price", card["cost"])
        cost = f"{price}" + (f" (printed {card['cost']})" if price != card["cost"] else "")
        market.append(f"{slot}. [bold]{escape(card['name'])}[/] {cost} energy, "
                      f"{card['type'].upper()}: {escape(card['text'])}")
    lines.append("  Market:")
    lines.extend(f"    {m}" for m in market)
    if view.get("top_card"):
        top = view["top_card"]
        lines.append(f"    top of the deck: {escape(top['name'])} "
                     f"{top.get('price', top['cost'])} energy: {escape(top['text'])}")
    tiles = []
    for level in ("3", "6", "10"):
        faces = view["tiles"][level]
        if faces:
            tiles.append(f"{level}: " + ", ".join(escape(t["name"]) for t in faces))
    lines.append(f"  Deck: {view['deck_size']} cards; discard: {len(view['discard'])}; "
                 f"wickedness tiles left: {'; '.join(tiles) or 'none'}")
    pending = view.get("pending")
    if view.get("winners"):
        lines.append("  Game over: " + ", ".join(_who(names, w) for w in view["winners"])
                     + " won")
    elif pending:
        lines.append(f"  Waiting for {_who(names, pending['seat'])}: " + _pending_text(pending))
    return "\n".join(lines)


def _monster(view: dict[str, Any], mon: dict[str, Any], names: list[str]) -> list[str]:
    seat = mon["seat"]
    you = " (you)" if seat == view["seat"] and names[seat] != "You" else ""
    where = {"city": " [bold magenta]in Tokyo City[/]", "bay": " [bold magenta]in Tokyo Bay[/]"
             }.get(mon["location"] or "", "")
    if not mon["alive"]:
        return [f"  {names[seat]}{you} ({escape(mon['name'])}): [dim]eliminated[/], "
                f"{mon['vp']} VP"]
    marks = []
    for token in ("poison", "shrink"):
        if mon[token]:
            marks.append(f"{token} {mon[token]}")
    if mon["zombie"]:
        marks.append("zombie")
    if mon["hibernating"]:
        marks.append("hibernating")
    line = (f"  {names[seat]}{you} ({escape(mon['name'])}){where}: "
            f"[red]{mon['hp']}/{mon['max_hp']} hearts[/], [yellow]{mon['vp']} VP[/], "
            f"[green]{mon['energy']} energy[/], wickedness {mon['wickedness']}"
            + (f"; {', '.join(marks)}" if marks else ""))
    out = [line]
    owned = [escape(c["name"]) + (f" ({c['smoke']} smoke)" if c.get("smoke") else "")
             for c in mon["cards"]]
    owned += [f"tile {escape(t['name'])}" for t in mon["tiles"]]
    if mon.get("copy"):
        owned.append(f"copy of {escape(mon['copy']['name'])}")
    if owned:
        out.append("      " + ", ".join(owned))
    return out


def _dice_line(view: dict[str, Any]) -> str:
    dice = view["dice"]
    if not dice["faces"]:
        return "  Dice: not rolled yet"
    faces = "  ".join(f"({i}) {_face(f)}" for i, f in enumerate(dice["faces"], start=1))
    left = dice["rolls_left"]
    notes = [f"roll {dice['roll']}", f"{left} roll{'s' if left != 1 else ''} left"]
    if dice["resolved"]:
        notes.append("resolved: " + ", ".join(dice["resolved"]))
    return f"  Dice: {faces}   [dim]{'; '.join(notes)}[/]"


def _pending_text(pending: dict[str, Any]) -> str:
    """The decision's own line (its `text`, filled with its fields)."""
    decision = KotDecision.registry.get(pending["kind"])
    return decision.text.format(**pending) if decision and decision.text else pending["kind"]


# ---------------------------------------------------------------------- events


def describe(event: dict[str, Any], names: list[str]) -> str | None:
    kind = event["kind"]
    who = _who(names, event.get("seat"))
    if kind == "turn":
        owner = "Your" if who == "You" else f"{who}'s"
        return f"[bold]{owner} {'extra ' if event.get('extra') else ''}turn[/]"
    if kind == "roll":
        faces = " ".join(_face(f) for f in event["faces"])
        return f"{who} rolled: {faces}"
    if kind == "set_die":
        return (f"{who} turned die {event['die'] + 1} to {_face(event['face'])} "
                f"({event['source'].replace('_', ' ')})")
    if kind == "resolve":
        return None  # the gains that follow say it
    if kind in ("vp", "hp", "energy", "wickedness"):
        unit = {"vp": "VP", "hp": "hearts", "energy": "energy", "wickedness": "wickedness"}[kind]
        delta = event["delta"]
        verb = "gained" if delta > 0 else "lost"
        why = str(event.get("why") or "").replace("_", " ")
        source = event.get("source")
        if kind == "hp" and isinstance(source, int) and source != event.get("seat"):
            why = f"{why} by {_who(names, source)}"
        return f"{who} {verb} {abs(delta)} {unit} ({why}): now {event['total']}"
    if kind == "smash":
        targets = ", ".join(_who(names, t) for t in event["targets"]) or "nobody"
        return f"{who} smashed {event['count']}: {targets}"
    if kind == "token":
        delta = event["delta"]
        return (f"{who} {'got' if delta > 0 else 'lost'} {abs(delta)} {event['token']} "
                f"token(s): now {event['total']}")
    if kind == "enter":
        return f"{who} entered Tokyo {event['area'].title()}"
    if kind == "leave":
        why = {"yield": "yielded", "forced": "was pushed out of", "bay_closed": "left (bay closed)",
               }.get(event.get("why"), "left")
        return f"{who} {why} Tokyo {event['area'].title()}"
    if kind == "stay":
        return f"{who} stayed in Tokyo"
    if kind == "move":
        return f"{who} moved from Tokyo {event['from'].title()} to Tokyo {event['to'].title()}"
    if kind == "tile":
        return f"{who} took the wickedness tile {_tile_name(event['tile'])}"
    if kind == "tile_lost":
        return f"{who} lost the tile {_tile_name(event['tile'])}"
    if kind == "buy":
        return f"{who} bought {_card_name(event['card'])} for {event['price']} energy"
    if kind == "sweep":
        return f"{who} swept the market"
    if kind == "reveal":
        return f"New card in slot {event['slot'] + 1}: {_card_name(event['card'])}"
    if kind == "discard":
        return f"{who} discarded {_card_name(event['card'])} ({event.get('why', '')})"
    if kind == "card_moved":
        return (f"{_card_name(event['card'])} moved from {_who(names, event['from'])} "
                f"to {_who(names, event['to'])}")
    if kind == "copy":
        return f"{who} copied {_card_name(event['card'])}"
    if kind == "damage_prevented":
        why = str(event.get("why", "")).replace("_", " ")
        return f"{who} prevented {event['amount']} damage ({why})"
    if kind == "camouflage":
        return f"{who} rolled for Camouflage: {' '.join(_face(f) for f in event['faces'])}"
    if kind == "probe":
        return (f"{who} probed {_who(names, event['target'])}'s die {event['die'] + 1}: "
                f"{_face(event['face'])}")
    if kind == "revive":
        return f"{who} came back ({str(event['card']).replace('_', ' ')})"
    if kind == "eliminated":
        return f"[bold red]{who} {'were' if who == 'You' else 'was'} eliminated[/]"
    if kind == "extra_turn":
        return f"{who} will take another turn"
    if kind == "reshuffle":
        return "The discard pile is shuffled into a new deck"
    if kind == "rolloff":
        return f"{_who(names, event['first'])} plays first"
    if kind == "over":
        return "Game over: " + (", ".join(_who(names, w) for w in event["winners"])
                                or "nobody") + " won"
    return None


# ---------------------------------------------------------------------- choosing


def menu(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The actions to list by number (rerolls and face-setting tools are typed instead),
    relabelled with card and tile names; an action equals its relabelled copy."""
    out = []
    n = len(view["dice"]["faces"])
    rerolls = [a for a in legal if a.kind == "reroll"]
    full = (1 << n) - 1
    for action in legal:
        kind = action.kind
        if kind == "reroll":
            if action.get("dice") == full or len(rerolls) <= 7:
                dice = [i + 1 for i in range(n) if action.get("dice") >> i & 1]
                label = ("reroll all dice" if action.get("dice") == full
                         else "reroll dice " + " ".join(map(str, dice)))
                out.append(_relabel(action, label))
            continue
        if kind == "set_die" and len(TOOL_FACES.get(action.get("source"), FACES)) > 1:
            continue  # a tool setting any face is typed ('set 2 smash'), not listed
        out.append(_relabel(action, _label(view, action)))
    return out


def _relabel(action: Action, label: str) -> Action:
    return Action.make(action.kind, label=label, **dict(action.args))


def _label(view: dict[str, Any], action: Action) -> str:
    kind = action.kind
    if kind == "buy":
        card = view["market"][action.get("slot")]
        if card is not None:
            return (f"buy {card['name']} ({card.get('price', card['cost'])} energy): "
                    f"{card['text']}")
    if kind == "buy_top" and view.get("top_card"):
        return f"buy the top card, {view['top_card']['name']}"
    if kind == "take_tile":
        tiles = default_content().tiles
        tile = tiles.get(action.get("tile"))
        if tile is not None:
            return f"take {tile.name}: {tile.text}"
    if kind == "probe":
        return f"probe die {action.get('die') + 1}"
    if kind == "end_turn":
        return "end the turn" if view["phase"] == "buy" else "done (sell nothing)"
    if kind == "stop_rolling":
        return "stop rolling"
    if kind == "yield":
        return "yield Tokyo"
    if kind == "stay":
        return "stay in Tokyo"
    if kind == "sweep":
        return "sweep the market (2 energy)"
    return action.label or kind.replace("_", " ")


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


def parse(text: str, legal: list[Action]) -> Action | None:
    """A typed command, or None when it names no legal action."""
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
        return _by_label("take " + " ".join(rest), legal, kinds=("take_tile",))
    if phrase in RULE_WORDS:
        return _find(legal, RULE_WORDS[phrase])
    return _by_label(phrase, legal)


def _dice_count(legal: list[Action]) -> int:
    """How many dice there are, from the widest reroll or tool offered."""
    n = 0
    for action in legal:
        if action.kind == "reroll":
            n = max(n, action.get("dice").bit_length())
        elif action.kind in ("set_die", "probe"):
            n = max(n, action.get("die") + 1)
    return n


def _by_label(text: str, legal: list[Action], kinds: tuple[str, ...] = ()) -> Action | None:
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
        if label == text:
            return action
        if any(name.startswith(text) for name in names):
            found.append(action)
    return found[0] if len(found) == 1 else None

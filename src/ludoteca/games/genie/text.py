"""Terminal rendering of genie views and events (for `ludoteca play genie`)."""

from __future__ import annotations

from typing import Any

from ...core.actions import Action

_CHEST_KEYS = {"b": "bronze", "s": "silver", "g": "gold"}


def _card(card: dict[str, Any]) -> str:
    scorpions = " " + "🦂" * card["scorpions"] if card.get("scorpions") else ""
    return f"{card['name']}{scorpions}"


def render(view: dict[str, Any], names: list[str]) -> str:
    lines = [f"── Round {view['round']} · {view['phase']}"
             + (" · the cave is closing" if view["closing"] else "")]
    for chest in view["chests"]:
        depth = chest["wizard_depth"]
        wizard = f", wizard {depth} cards down" if depth is not None else ", wizard gone"
        known = ""
        if chest["known_top"]:
            known = "; you know the top: " + ", ".join(_card(c) for c in chest["known_top"])
        lines.append(f"  {chest['name']:>6} chest: {chest['size']} cards{wizard}{known}")
    lines.append(f"  lamp deck: {view['lamp']['size']} cards;"
                 f" discard pile: {len(view['discard'])} cards")
    for s in view["seats"]:
        you = " (you)" if s["seat"] == view["seat"] else ""
        dice = " ".join(f"{v} on {c}" for c, v in s["dice"]) if s["dice"] else (
            "ready" if s["placed"] else "thinking")
        gems = ", ".join(f"{n} {c}" for c, n in s["gems"].items() if n)
        jewels = [c["name"] for c in s["cards"] if c["kind"] == "jewellery"]
        talismans = [f"talisman on {c['on']}" if c.get("on") else "orphan talisman"
                     for c in s["cards"] if c["kind"] == "talisman"]
        ring = ", holds the ring" if s["ring"] else ""
        lines.append(f"  {names[s['seat']]}{you}: {s['score']} points{ring}; dice: {dice}")
        lines.append(f"      gems: {gems or 'none'}; jewellery: {', '.join(jewels) or 'none'}"
                     + (f"; {', '.join(talismans)}" if talismans else ""))
    if view["explore"]:
        ex = view["explore"]
        drawn = ", ".join(_card(c) for c in ex["drawn"]) or "nothing yet"
        lines.append(f"  {names[ex['seat']]} explores {ex['chest']}: up to {ex['limit']} cards,"
                     f" {ex['scorpions']} scorpion(s) so far; drawn: {drawn}")
    if view["lamp"]["current"]:
        lines.append(f"  wish {view['lamp']['wish']}: {view['lamp']['current']['text']}")
    return "\n".join(lines)


def describe(event: dict[str, Any], names: list[str]) -> str | None:
    kind = event["kind"]
    who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""
    if kind == "placed":
        mine = event.get("dice")
        return f"{who} placed " + (" and ".join(f"{v} on {c}" for c, v in mine)
                                   if mine else "a die in secret")
    if kind == "reveal":
        return "Reveal! " + "; ".join(
            f"{names[i]}: " + " and ".join(f"{v} on {c}" for c, v in dice)
            for i, dice in enumerate(event["dice"]))
    if kind == "race":
        parts = [f"{names[s]} summons the genie (value {v})" for s, v in event["summoners"]]
        parts += [f"{names[s]} rubbed by mistake" for s in event["offenders"]]
        return "Lamp: " + ("; ".join(parts) if parts else "nobody summons the genie")
    if kind == "penalty":
        if event["card"] is None:
            return f"{names[event['offender']]} has nothing the genie could take"
        taker, offender = names[event["taker"]], names[event["offender"]]
        return f"{taker} takes {event['card']['name']} from {offender}"
    if kind == "wish":
        return f"{who} wish {event['number']}: {event['lamp']['text']}"
    texts = {
        "wish_refused": f"{who} refuses the wish",
        "wish_kept": f"{who} keeps the wish",
        "wish_forced": f"{who} must take the third wish",
        "wish_no_effect": f"The wish does nothing: {event.get('why')}",
        "explore": f"{who} explores the {event.get('chest')} chest (up to {event.get('limit')})",
        "chest_unclaimed": f"Nobody opens the {event.get('chest')} chest",
        "stop": f"{who} stops",
        "cave_closing": "A wizard appears: the cave is closing!",
        "round": f"Round {event.get('round')} begins",
    }
    if kind in texts:
        return texts[kind]
    if kind in ("drawn", "genie_draw"):
        return f"{who} draws {_card(event['card'])}"
    if kind == "bust":
        lost = len(event["lost"])
        return f"{who} busts with {event['scorpions']} scorpions and loses {lost} card(s)"
    if kind == "kept":
        return f"{who} keeps {len(event['cards'])} card(s)"
    if kind == "talisman":
        return f"{who} places a talisman on {event['colour'] or 'nothing (orphaned)'}"
    if kind == "peek":
        if "cards" in event:
            return f"You see on top of {event['chest']}: " + ", ".join(
                _card(c) for c in event["cards"])
        return f"{who} looks at the top {event['count']} cards of {event['chest']}"
    if kind == "game_over":
        return "The cave is closed. Final scores: " + ", ".join(
            f"{names[i]} {s}" for i, s in enumerate(event["scores"]))
    return None


def parse(text: str, legal: list[Action]) -> Action | None:
    """Typed shortcuts for a placement: 'g4' or 'gold 4'; two dice: 'b2 g4'."""
    if not legal or legal[0].kind != "place":
        return None
    tokens = text.lower().replace(",", " ").split()
    dice = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token[:1] in _CHEST_KEYS and token[1:].isdigit():
            dice.append((_CHEST_KEYS[token[0]], int(token[1:])))
        elif token[:1] in _CHEST_KEYS and i + 1 < len(tokens) and tokens[i + 1].isdigit():
            dice.append((_CHEST_KEYS[token[0]], int(tokens[i + 1])))
            i += 1
        else:
            return None
        i += 1
    wanted = tuple(sorted(dice, key=lambda d: list(_CHEST_KEYS.values()).index(d[0])))
    for action in legal:
        if action.get("dice") == wanted:
            return action
    return None


def menu(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """Placements are typed (PLACE_HELP); every other decision is listed by number."""
    return [] if legal and legal[0].kind == "place" else list(legal)


PLACE_HELP = "type a chest and a value, e.g. 'g4' for 4 on gold (two dice: 'b2 s5')"

"""Terminal text of Saboteur (for `ludoteca play saboteur --lang L`): the maze drawn as a
grid, the seat's hand and role, every seat's row, event lines, and typed commands.

Every word comes from the game's catalogue (`locale/<lang>.ftl`, the `term-` messages, and
the card, role, tool and prompt names already there), in the language given by `lang`
("en", "zh-Hant", "uk"; English fills any gap). The reader's own seat is spoken to, never
named in a sentence: it is `view["seat"]` for `render`, and for `describe` the `me` keyword
(else the seat the terminal names with the shared `play-you`). The messages choose their
words with selectors, as King of Tokyo's do: `$you` for the subject ("You lay", "Bot 2
lays"), `$target_you` and `$victim_you` for the other seat of a line ("Bot 2 traps you"),
and the reader last, as `term-you-listed`, in a list of names.

The grid: x grows to the right (toward the goal cards, which lie at x 8), y downward; each
card is a block of 3 x 5 characters showing its tunnels (heavy lines), dead ends (dashed),
a bridge's or a double curve's two tunnels, and markers for doors, crystals, ladders, the
start and the gold. Goal cards are numbered 1-3 from the top, face down as `?` unless this
seat saw them with a map.

Typed commands, in the reader's language or in English (`COMMAND_WORDS`, `ARG_WORDS`: the
English words are understood in every language, help and examples show the reader's, and
Chinese may be typed without spaces, "打出4在2 -1"); cards are numbered as the hand shows
them, players named by a seat number, a bot's name ("Bot 4", in the reader's language
too) or `me`; a cell is x then y, as the grid numbers it (the catalogue's `maze-cell`, which
the browser's tooltips say too):

  play 3 at 2 -1 [turned]     a path card (`turned`: laid the other way round)
  play 2 on Bot 4             an action card on a player (also `break`, `trap`, `free`,
                              `inspect`, `swap`, `hats`, `handsoff` instead of `play`)
  repair 2 pick [on 3]        a repair card (the tool; your own seat when you have it broken)
  map 5 goal 1                look at goal 1-3 (`play 5 goal 1` too)
  rockfall 4 at 1 0           clear the path card at 1, 0
  theft 6                     a Theft in front of yourself
  discard 3 / discard 1 4     discard face down and draw as many (a pass: up to three
                              cards, one when the draw pile is empty; the two cards that
                              pay for `clear`)
  clear 1 / clear pickaxe     discard two cards to remove a card lying in front of you
  done                        stop discarding and draw
  steal Bot 2                 a thief's choice

or the number of an action in the list. `parse` returns the action, or a `Refusal` saying
why a command it understands cannot be used now (a word the card does not take among them:
`term-refuse-extra` says what it takes), or None for words that are none of its
commands. Several discards typed at once are taken one decision after the other
(`planned`, asked by the terminal before it asks the player).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from rich.markup import escape

from ...core.actions import Action
from ...core.i18n import Refusal, Texts, texts
from ...play import Voice, me_from
from .board import GOAL_CELLS, START
from .catalog import PLAY_KIND
from .content import TOOLS, Content, PathCard, load, turned

PACKAGE = __package__ or "ludoteca.games.saboteur"
N, E, S, W = 1, 2, 4, 8
CELL_W = 5  # a card's block: 3 rows of 5 characters

# ---------------------------------------------------------------------- words


def catalogue(lang: str = "en") -> Texts:
    """The game's messages in `lang` (English behind it)."""
    return texts(lang, PACKAGE)


def card_name(card_type: str, lang: str = "en") -> str:
    t = catalogue(lang)
    msg = f"card-{card_type}"
    return t(msg) if t.has(msg) else card_type.replace("_", " ")


def role_name(role: str, lang: str = "en") -> str:
    t = catalogue(lang)
    return t(f"role-{role}") if t.has(f"role-{role}") else role.replace("_", " ")


# the locales babel joins lists with (as play.py's `_list`)
LIST_LOCALES = {"en": "en_GB", "zh-Hant": "zh_Hant_TW", "uk": "uk"}


def join(items: Iterable[str], lang: str = "en", style: str = "standard") -> str:
    """Items joined with the language's list pattern ("A, B and C"; style "or")."""
    from babel.lists import format_list

    items = list(items)
    return format_list(items, style=style, locale=LIST_LOCALES.get(lang, "en_GB")) \
        if items else ""


class _Voice(Voice):
    """Names seats for one reader: the reader's own seat is "you" (the messages'
    selectors), never a name put in a sentence."""

    def target(self, seat: Any, key: str = "target") -> dict[str, Any]:
        return {key: self.who(seat), f"{key}_you": self.yes(seat)}

    def listed(self, seats: Iterable[Any]) -> str:
        """Seats joined the language's way, the reader last as `term-you-listed`; the
        message for none when empty."""
        seats = list(seats)
        if not seats:
            return self.t("term-nobody")
        items = [self.who(s) for s in seats if not self.mine(s)]
        if any(self.mine(s) for s in seats):
            items.append(escape(self.t("term-you-listed")))
        return join(items, self.lang)


# ---------------------------------------------------------------------- card blocks

# the centre of a card with one tunnel (heavy box drawing by the edges it joins)
_JOIN = {N | S: "┃", E | W: "━", S | E: "┏", S | W: "┓", N | E: "┗", N | W: "┛",
         N | S | E: "┣", N | S | W: "┫", E | W | S: "┳", E | W | N: "┻", 15: "╋",
         N: "╹", S: "╻", E: "╺", W: "╸"}
# the centre of a card with two tunnels that never meet
_TWO = {frozenset((N | S, E | W)): "┃", frozenset((N | W, S | E)): "╱",
        frozenset((N | E, S | W)): "╲"}
DOOR_STYLE = {"blue": ("b", "bold blue"), "green": ("g", "bold green")}

Glyph = tuple[str, str | None]  # a character and its rich style
Block = list[list[Glyph]]  # 3 rows of CELL_W glyphs


@dataclass(frozen=True)
class Look:
    """A card as it lies: its edges and marks after turning."""

    open: int
    groups: tuple[int, ...]
    dead_ends: int
    ladder: bool
    door: str | None
    crystals: int
    kind: str  # start | goal_gold | goal_stone | path


def look(card: PathCard, is_turned: bool) -> Look:
    def t(mask: int) -> int:
        return turned(mask) if is_turned else mask

    return Look(t(card.open), tuple(sorted(t(g) for g in card.groups)), t(card.dead_ends),
                card.ladder, card.door, card.crystals, card.kind)


@cache
def _content() -> Content:
    return load()


def path_card(card_type: str) -> PathCard | None:
    return _content().paths.get(card_type)


def symmetric(card_type: str) -> bool:
    """The card looks the same turned round (the engine lists it unturned only)."""
    card = path_card(card_type)
    return card is not None and look(card, False) == look(card, True)


def block(lk: Look) -> Block:
    """A card's 3 x 5 characters: tunnels heavy, dead ends dashed, marks in the corners."""
    def edge(e: int, tunnel: str, dead: str) -> str:
        if lk.dead_ends & e:
            return dead
        return tunnel if lk.open & e else " "

    joined = [g for g in lk.groups]
    if len(joined) == 1:
        centre = _JOIN.get(joined[0], "╋")
    elif len(joined) == 2:
        centre = _TWO.get(frozenset(joined), "╳")
    else:
        centre = "▪"  # dead ends only: rock in the middle
    rows: Block = [[(" ", None)] * CELL_W for _ in range(3)]
    rows[0][2] = (edge(N, "┃", "┆"), None)
    rows[2][2] = (edge(S, "┃", "┆"), None)
    west, east = edge(W, "━", "┄"), edge(E, "━", "┄")
    rows[1] = [(west, None), (west, None), (centre, None), (east, None), (east, None)]
    if lk.door:
        rows[0][0] = DOOR_STYLE[lk.door]
    if lk.crystals:
        rows[0][4] = ("◆", "magenta")
    if lk.ladder:
        rows[2][0] = ("H", "yellow")
    mark = {"start": ("S", "bold"), "goal_gold": ("$", "bold yellow"),
            "goal_stone": ("o", "dim")}.get(lk.kind)
    if mark:
        rows[2][4] = mark
    return rows


def _boxed(inner: Glyph, number: int) -> Block:
    """A goal card lying face down: its number on top, `?` or what a map showed."""
    style = "yellow"
    top = [("┌", style), ("─", style), (str(number), "bold"), ("─", style), ("┐", style)]
    mid = [("│", style), (" ", None), inner, (" ", None), ("│", style)]
    bottom = [("└", style)] + [("─", style)] * 3 + [("┘", style)]
    return [top, mid, bottom]


_EMPTY: Block = [[(" ", None)] * CELL_W, [(" ", None)] * 2 + [("·", "dim")] +
                 [(" ", None)] * 2, [(" ", None)] * CELL_W]


def paint(glyphs: Iterable[Glyph]) -> str:
    """Glyphs as rich markup (the characters are box drawing, never `[`)."""
    out = []
    for ch, style in glyphs:
        out.append(f"[{style}]{ch}[/]" if style else ch)
    return "".join(out)


def grid(view: dict[str, Any]) -> list[str]:
    """The maze with coordinates on every edge: x above and below, y left and right."""
    board = view["board"]
    blocks: dict[tuple[int, int], Block] = {}
    start = path_card("start")
    if start is not None:
        blocks[START] = block(look(start, False))
    for x, y, card_type, is_turned in board["cells"]:
        card = path_card(card_type)
        if card is not None:
            blocks[(x, y)] = block(look(card, bool(is_turned)))
    for i, (card_type, up, is_turned) in enumerate(board["goals"]):
        card = path_card(card_type) if card_type else None
        if up and card is not None:
            blocks[GOAL_CELLS[i]] = block(look(card, bool(is_turned)))
        elif card is not None:  # seen with this seat's map
            gold = card.kind == "goal_gold"
            blocks[GOAL_CELLS[i]] = _boxed(("$", "bold yellow") if gold else ("o", "bold"),
                                           i + 1)
        else:
            blocks[GOAL_CELLS[i]] = _boxed(("?", "bold"), i + 1)
    xs = [p[0] for p in blocks]
    ys = [p[1] for p in blocks]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    pad = max(len(str(y)) for y in (y0, y1)) + 1
    header = " " * pad + "".join(f"{x:^{CELL_W}}" for x in range(x0, x1 + 1))
    lines = ["[dim]" + header + "[/]"]
    for y in range(y0, y1 + 1):
        for row in range(3):
            glyphs: list[Glyph] = []
            for x in range(x0, x1 + 1):
                glyphs += blocks.get((x, y), _EMPTY)[row]
            left = f"{y:>{pad - 1}} " if row == 1 else " " * pad
            right = f" {y}" if row == 1 else ""
            lines.append(f"[dim]{left}[/]{paint(glyphs)}[dim]{right}[/]")
    lines.append("[dim]" + header + "[/]")
    return lines


def hand_strip(hand: Sequence[str]) -> list[str]:
    """The path cards of a hand drawn side by side, each as it lies and turned round
    (once for a card that looks the same both ways), numbered as the hand is."""
    heads: list[str] = []
    rows: list[list[str]] = [[], [], []]
    for number, card_type in enumerate(hand, start=1):
        card = path_card(card_type)
        if card is None:
            continue
        ways = (False,) if symmetric(card_type) else (False, True)
        for way in ways:
            label = f"{number}↻" if way else str(number)
            heads.append(f"{label:^{CELL_W}}")
            drawn = block(look(card, way))
            for r in range(3):
                rows[r].append(paint(drawn[r]))
    if not heads:
        return []
    gap = "  "
    return ["    " + gap.join(heads)] + ["    " + gap.join(r) for r in rows]


# ---------------------------------------------------------------------- render


def render(view: dict[str, Any], names: list[str], *, lang: str = "en") -> str:
    t = catalogue(lang)
    me = view.get("seat") if isinstance(view.get("seat"), int) else None
    voice = _Voice(t, names, me, lang)
    lines = ["── " + t("term-header", round=view["round"], rounds=view["rounds"]) + " · "
             + t("term-piles", pile=view["pile"], discard=len(view["discard"]))]
    lines += ["  " + line for line in grid(view)]
    lines.append("  [dim]" + escape(t("term-legend")) + "[/]")
    lines.append("  [dim]" + escape(t("term-axes")) + "[/]")
    for seat in view["seats"]:
        lines.append(_seat_row(view, seat, voice))
    for result in view.get("results") or []:
        lines.append("  " + t("term-result", round=result["round"],
                              found="yes" if result.get("gold_found") else "no",
                              winners=voice.listed(result.get("winners") or [])))
    if me is not None:
        role = view.get("role")
        if role:
            lines.append("  " + escape(t("term-role", role=role_name(role, lang),
                                         text=t(f"role-{role}.text"))))
        lines += _hand(view.get("hand") or [], t, lang)
    lines.append("  " + _status(view, voice))
    return "\n".join(lines)


def _seat_row(view: dict[str, Any], seat: dict[str, Any], voice: _Voice) -> str:
    t, lang = voice.t, voice.lang
    o = seat["seat"]
    parts = [t("term-seat-cards", count=seat["cards"]), t("term-seat-gold", gold=seat["gold"])]
    role = seat.get("role")
    known = (view.get("known_roles") or {}).get(str(o))
    if role:
        parts.append(t("term-seat-role", role=role_name(role, lang)))
    elif known:
        parts.append(t("term-seat-seen", role=role_name(known, lang)))
    for put in view.get("known_put_away") or []:  # a role card it saw, put away since
        if put["seat"] == o:
            parts.append(t("term-seat-put-away", role=role_name(put["role"], lang)))
    if seat.get("discarded"):
        parts.append(t("term-seat-buried", count=seat["discarded"]))
    if seat["front"]:
        parts.append(t("term-seat-front", cards=join(
            (card_name(c, lang) for c in seat["front"]), lang)))
    mark = "▶ " if view.get("active") == o and not view.get("over") else "  "
    name = f"[bold]{voice.who(o)}[/]"
    return f"  {mark}{name}: " + escape(" · ".join(parts))


def _hand(hand: Sequence[str], t: Texts, lang: str) -> list[str]:
    if not hand:
        return ["  " + escape(t("term-hand-empty"))]
    lines = ["  " + escape(t("term-hand"))]
    lines += [f"    {i}. " + escape(card_name(c, lang)) for i, c in enumerate(hand, start=1)]
    strip = hand_strip(hand)
    if strip:
        lines += strip
        if any(not symmetric(c) for c in hand if path_card(c)):
            lines.append("    [dim]" + escape(t("term-hand-turned")) + "[/]")
    return lines


def _status(view: dict[str, Any], voice: _Voice) -> str:
    """Who decides what now, or the end (what the reader is asked: `prompt`, which the
    terminal prints below)."""
    t = voice.t
    if view.get("over"):
        return "[bold]" + t("term-game-over", winners=voice.listed(view.get("winners") or []))\
            + "[/]"
    pending = view.get("pending")
    if not pending:
        return ""
    kind = str(pending.get("kind", "turn")).replace("_", "-")
    msg = f"term-waiting-{kind}" if t.has(f"term-waiting-{kind}") else "term-waiting-turn"
    line = t(msg, **voice.args(pending.get("seat")))
    return f"[bold cyan]{line}[/]" if voice.mine(pending.get("seat")) else line


def prompt(view: dict[str, Any], *, lang: str = "en") -> str | None:
    """What the seat is asked, in its language (the view's prompt, from the catalogue)."""
    asked = view.get("prompt")
    if not asked:
        return None
    args = {k: v for k, v in asked.items() if k not in ("kind", "text")}
    return catalogue(lang)(f"prompt-{asked['kind']}", **args)


# ---------------------------------------------------------------------- events


def describe(event: dict[str, Any], names: list[str], *, lang: str = "en",
             me: int | None = None) -> str | None:
    """One event as a line for the reader (`me`: the reader's seat, spoken to as "you")."""
    t = catalogue(lang)
    voice = _Voice(t, names, me if me is not None else me_from(names, lang), lang)
    kind = event["kind"]
    seat = event.get("seat")
    base = voice.args(seat)
    msg = "term-ev-" + kind.replace("_", "-")
    card = escape(card_name(event["card"], lang)) if isinstance(event.get("card"), str) else ""
    if kind == "round":
        line = t(msg, round=event["round"], **voice.args(event["first"]))
        if event.get("role"):
            line += " " + t("term-ev-your-role", role=role_name(event["role"], lang))
        return f"[bold]{line}[/]"
    if kind == "draw":
        if voice.mine(seat) and event.get("cards"):
            return t("term-ev-draw-seen", cards=_cards(event["cards"], lang))
        return t(msg, **base, count=event["count"])
    if kind == "discard":
        return t(msg, **base, card=card)
    if kind in ("pass", "theft", "theft_nothing"):
        return t(msg, **base)
    if kind == "path":
        return t(msg, **base, card=card, x=event["x"], y=event["y"],
                 turned="yes" if event.get("turned") else "no")
    if kind == "goal":
        return "[bold]" + t(msg, goal=event["goal"], gold="yes" if event["gold"] else "no") + "[/]"
    if kind == "rockfall":
        return t(msg, **base, x=event["x"], y=event["y"],
                 removed=escape(card_name(event["removed"], lang)))
    if kind == "map":
        seen = event.get("goal_card")
        gold = "unknown" if seen is None else ("yes" if seen == "goal_gold" else "no")
        return t(msg, **base, goal=t(f"goal-{event['goal']}"), gold=gold)
    if kind in ("break", "repair", "hands_off", "swap_hand", "inspect", "swap_hats", "trap",
                "free"):
        tool = t(f"tool-{event['tool']}") if event.get("tool") else ""
        line = t(msg, **base, **voice.target(event.get("target")), card=card, tool=tool)
        if kind == "swap_hand" and event.get("hand") is not None:
            line += " " + t("term-ev-new-hand", cards=_cards(event["hand"], lang))
        if kind == "inspect" and event.get("role"):
            line += " " + t("term-ev-inspect-seen", role=role_name(event["role"], lang),
                            **voice.target(event.get("target")))
        if kind == "swap_hats" and event.get("role"):
            line += " " + t("term-ev-new-role", role=role_name(event["role"], lang))
        return line
    if kind == "clear":
        return t(msg, **base, card=card)
    if kind == "round_end":
        line = t(msg, found="yes" if event.get("gold_found") else "no",
                 count=len(event.get("winners") or []),
                 winners=voice.listed(event.get("winners") or []))
        points = event.get("points") or []
        if voice.me is not None and voice.me < len(points):
            line += " " + t("term-ev-your-points", points=points[voice.me])
        return f"[bold]{line}[/]"
    if kind == "theft_blocked":
        return t(msg, **base, reason=str(event.get("reason")))
    if kind == "steal":
        return t(msg, **base, **voice.target(event.get("victim"), "victim"))
    if kind == "game_over":
        winners = event.get("winners") or []
        return "[bold]" + t(msg, winners=voice.listed(winners), count=len(winners)) + "[/]"
    return None


def _cards(types: Iterable[str], lang: str) -> str:
    """Card names quoted and joined (a name may hold a comma: "New exit, top or bottom")."""
    quote = texts(lang)
    return escape(join((quote("play-quoted", text=card_name(c, lang)) for c in types), lang))


# ---------------------------------------------------------------------- the menu


def menu(view: dict[str, Any], legal: list[Action], names: list[str] | None = None, *,
         lang: str = "en") -> list[Action]:
    """The actions listed by number, in the reader's language: everything but path cards
    and rockfalls, which are typed with a cell ('play 3 at 2 -1'); an action equals its
    relabelled copy."""
    t = catalogue(lang)
    me = view.get("seat") if isinstance(view.get("seat"), int) else None
    voice = _Voice(t, names or _names(view, lang), me, lang)
    return [Action.make(a.kind, label=label(a, voice), **dict(a.args))
            for a in legal if a.kind not in ("path", "rockfall")]


def label(action: Action, voice: _Voice) -> str:
    """An action in the reader's words, players by name ("you" for the reader)."""
    t, lang = voice.t, voice.lang
    kind = action.kind
    card = card_name(action.get("card"), lang) if action.get("card") else ""
    if kind in ("break", "repair", "hands_off", "swap_hand", "inspect", "swap_hats", "trap",
                "free", "steal"):
        tool = t(f"tool-{action.get('tool')}") if action.get("tool") else ""
        return t("term-action-" + kind.replace("_", "-"), card=card, tool=tool,
                 **voice.args(action.get("seat")))
    if kind == "path":
        return t("action-path", card=card, x=action.get("x"), y=action.get("y"),
                 turned="yes" if action.get("turned") else "no")
    if kind == "rockfall":
        return t("action-rockfall", card=card, x=action.get("x"), y=action.get("y"))
    if kind == "map":
        return t("action-map", card=card, goal=t(f"goal-{action.get('goal')}"))
    if kind in ("theft", "clear", "discard"):
        return t(f"action-{kind}", card=card)
    if kind == "done":
        return t("action-done")
    return action.label or kind


def _names(view: dict[str, Any] | None, lang: str) -> list[str]:
    """The names the terminal gives the seats (play.py: `play-bot`, and `play-you`)."""
    say = texts(lang)
    players = (view or {}).get("players") or 12
    me = (view or {}).get("seat")
    return [say("play-you") if i == me else say("play-bot", number=i) for i in range(players)]


# ---------------------------------------------------------------------- typed commands

# The words a player types, per language: the first of each is the one help and the
# examples show in that language; English words are understood in every language (as
# genie's `ACTION_WORDS`). Chinese may be typed without spaces ("打出4在2 -1").
COMMAND_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "play": {"en": ("play", "p", "lay", "put"), "uk": ("грати", "зіграти", "покласти", "класти"),
             "zh-Hant": ("打出", "出牌", "出", "放")},
    "discard": {"en": ("discard",), "uk": ("скинути", "скинь", "скид"),
                "zh-Hant": ("棄牌", "棄", "丟")},
    "clear": {"en": ("clear",), "uk": ("прибрати", "прибери"), "zh-Hant": ("移除", "清除")},
    "done": {"en": ("done", "stop", "draw", "enough"), "uk": ("досить", "годі", "стоп", "готово"),
             "zh-Hant": ("完成", "停", "抽牌", "好了")},
    "steal": {"en": ("steal", "rob"), "uk": ("вкрасти", "обікрасти", "красти"),
              "zh-Hant": ("偷", "搶")},
    "rockfall": {"en": ("rockfall",), "uk": ("обвал",), "zh-Hant": ("落石",)},
    "map": {"en": ("map",), "uk": ("мапа", "мапу"), "zh-Hant": ("地圖",)},
    "repair": {"en": ("repair", "fix"), "uk": ("полагодити", "лагодити", "ремонт"),
               "zh-Hant": ("修復", "修理", "修")},
    "break": {"en": ("break",), "uk": ("зламати", "зламай"), "zh-Hant": ("破壞", "弄壞")},
    "trap": {"en": ("trap",), "uk": ("пастка", "впіймати"), "zh-Hant": ("陷阱", "困住")},
    "free": {"en": ("free",), "uk": ("звільнити", "звільни"), "zh-Hant": ("解放", "釋放")},
    "inspect": {"en": ("inspect",), "uk": ("оглянути", "огляд"), "zh-Hant": ("偵查", "查看")},
    "swap": {"en": ("swap",), "uk": ("обмін", "обміняти"),
             "zh-Hant": ("交換手牌", "換牌", "交換")},
    "hats": {"en": ("hats",), "uk": ("ролі", "обмін ролями"), "zh-Hant": ("交換身份", "換身份")},
    "handsoff": {"en": ("handsoff", "hands off"), "uk": ("руки геть", "рукигеть"),
                 "zh-Hant": ("打小手",)},
    "theft": {"en": ("theft",), "uk": ("крадіжка",), "zh-Hant": ("偷竊",)},
}
# the words of a command's arguments, per language (the first of each shown)
ARG_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "turned": {"en": ("turned", "turn", "t", "r", "↻", "rotated", "round"),
               "uk": ("перевернута", "перевернути", "перевернуто", "поворот", "навпаки"),
               "zh-Hant": ("轉向", "轉", "反轉", "倒轉")},
    "me": {"en": ("me", "you", "self", "myself", "yourself", "mine"),
           "uk": ("я", "мене", "мені", "себе", "собі"), "zh-Hant": ("我", "自己", "我自己")},
    # words that may stand between the others and say nothing more ("at", "on", "goal")
    "filler": {"en": ("at", "on", "to", "with", "of", "for", "goal", "g", "the", "player",
                      "seat", "card"),
               "uk": ("на", "в", "у", "до", "для", "з", "ціль", "гравцю", "гравцеві",
                      "гравця", "гравець", "карта", "карту"),
               "zh-Hant": ("在", "到", "給", "對", "於", "目標", "第", "張", "號", "的", "玩家",
                           "牌")},
    # a word before a seat number ("Bot 2", "player 2")
    "seat": {"en": ("bot", "player", "seat"), "uk": ("бот", "гравець", "гравця", "гравцю",
                                                     "гравцеві"),
             "zh-Hant": ("機器人", "玩家", "座位")},
}
# the words of an example, per language: where a card goes, whom it is for, which goal
EXAMPLE_WORDS = {"en": {"at": "at", "on": "on", "goal": "goal"},
                 "uk": {"at": "на", "on": "на", "goal": "ціль"},
                 "zh-Hant": {"at": "在", "on": "給", "goal": "目標"}}
TOOL_WORDS = {"pick": "pickaxe", "pickaxe": "pickaxe", "axe": "pickaxe",
              "lantern": "lantern", "lamp": "lantern", "light": "lantern",
              "cart": "cart", "minecart": "cart", "wagon": "cart",
              "кайло": "pickaxe", "кирка": "pickaxe", "ліхтар": "lantern", "лампа": "lantern",
              "вагонетка": "cart", "вагонетку": "cart", "візок": "cart",
              "十字鎬": "pickaxe", "鎬": "pickaxe", "礦燈": "lantern", "燈": "lantern",
              "礦車": "cart", "車": "cart"}


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _all(table: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(w for words in table.values() for w in words))


# every word of a command, in any language, and the command it names
VERBS = {w: verb for verb, by_lang in COMMAND_WORDS.items() for w in _all(by_lang)}
# verb -> the card kinds (data) it plays; `play` plays any
VERB_KINDS: dict[str, tuple[str, ...]] = {
    "rockfall": ("rockfall",), "map": ("map",), "repair": ("repair",),
    "break": ("broken",), "trap": ("trapped",), "free": ("free",),
    "inspect": ("inspection",), "swap": ("swap_hand",), "hats": ("swap_hats",),
    "handsoff": ("hands_off",), "theft": ("theft",),
}
PLAY_WORDS = _all(COMMAND_WORDS["play"])
TURNED_WORDS = _all(ARG_WORDS["turned"])
ME_WORDS = _all(ARG_WORDS["me"])
FILLER = _all(ARG_WORDS["filler"])
SEAT_WORDS = _all(ARG_WORDS["seat"])
# what lies in front, by a word: the card kinds and the tool of a broken one
FRONT_WORDS = {"trapped": "trapped", "trap": "trapped", "theft": "theft",
               "пастка": "trapped", "крадіжка": "theft", "陷阱": "trapped", "偷竊": "theft"}
DONE_WORDS = _all(COMMAND_WORDS["done"])
# the Chinese words, for reading a command typed without spaces (longest first)
_CJK_WORDS = sorted({w for w in (*VERBS, *TURNED_WORDS, *ME_WORDS, *FILLER, *SEAT_WORDS,
                                 *TOOL_WORDS, *FRONT_WORDS) if _is_cjk(w[0])},
                    key=len, reverse=True)


def word(key: str, lang: str) -> str:
    """The word a command or argument is shown with in `lang` (English behind it)."""
    table = COMMAND_WORDS.get(key) or ARG_WORDS[key]
    return (table.get(lang) or table["en"])[0]


@dataclass
class _Plan:
    """Discards typed at once: each step waits for the decision it answers (its kind and
    the hand it expects), so it never answers a later turn."""

    steps: list[tuple[str, tuple[str, ...], Action]]


_PLANS: dict[int, _Plan] = {}


class _Ask:
    """What `parse` knows: the legal actions, the seat's view if it has it, the language."""

    def __init__(self, legal: list[Action], view: dict[str, Any] | None, lang: str) -> None:
        self.legal, self.view, self.lang = legal, view, lang
        self.t = catalogue(lang)
        self.me: int | None = view.get("seat") if view else None
        if view is not None and view.get("hand") is not None:
            self.hand: list[str] = list(view["hand"])
        else:  # no view: the card types the actions name, in the order they are offered
            self.hand = list(dict.fromkeys(a.get("card") for a in legal
                                           if a.kind == "discard"))
        self.names = _names(view, lang)

    # ----- what is asked
    def kinds(self) -> set[str]:
        return {a.kind for a in self.legal}

    def decision(self) -> str | None:
        """The reader's decision now: turn, discard_more, clear_discard, steal, or None."""
        pending = (self.view or {}).get("pending")
        if self.view is not None:
            return pending.get("kind") if pending and pending.get("seat") == self.me else None
        kinds = self.kinds()
        if "steal" in kinds:
            return "steal"
        if "done" in kinds:
            return "discard_more"
        if kinds == {"discard"}:
            return "clear_discard"
        return "turn" if kinds else None

    def not_now(self) -> Refusal:
        asked = prompt(self.view, lang=self.lang) if self.view else None
        return Refusal("term-refuse-not-now", prompt=asked or self.t("term-refuse-wait"))

    def find(self, kind: str, **args: Any) -> Action | None:
        for action in self.legal:
            if action.kind == kind and all(action.get(k) == v for k, v in args.items()):
                return action
        return None

    # ----- reading words
    def card(self, typed: str, verb: str = "play") -> tuple[int, str]:
        """A card of the hand by its number (from 1)."""
        number = _int(typed)
        if number is None:
            raise Refusal("term-refuse-card-how", example=f"{self.say(verb)} 1")
        if not 1 <= number <= len(self.hand):
            raise Refusal("term-refuse-no-card", number=number, count=len(self.hand))
        return number, self.hand[number - 1]

    def say(self, key: str) -> str:
        """A command's or an argument's word in the reader's language; a typed verb as
        typed."""
        if key in COMMAND_WORDS or key in ARG_WORDS:
            return word(key, self.lang)
        if key in EXAMPLE_WORDS["en"]:
            return EXAMPLE_WORDS.get(self.lang, EXAMPLE_WORDS["en"])[key]
        return key

    def seat(self, words: list[str]) -> int:
        """A player: a seat number (alone or after "Bot", "player"), a bot's name (in any of
        the languages) or 'me'."""
        phrase = " ".join(words)
        if phrase in ME_WORDS or phrase == self.t("term-you").lower() \
                or phrase == texts(self.lang)("play-you").lower():
            if self.me is None:
                raise Refusal("term-refuse-no-player", word=phrase)
            return self.me
        players = len(self.names)
        for lang in (self.lang, "en"):
            say = texts(lang)
            for i in range(players):
                if phrase == say("play-bot", number=i).lower():
                    return i
        number = _int(words[-1]) if words else None
        alone = len(words) == 1 or (len(words) == 2 and words[0] in SEAT_WORDS)
        if number is not None and alone and 0 <= number < players:
            return number
        raise Refusal("term-refuse-no-player", word=phrase)

    def who(self, seat: int) -> dict[str, Any]:
        voice = _Voice(self.t, self.names, self.me, self.lang)
        return voice.args(seat)

    def pile(self) -> int | None:
        return self.view.get("pile") if self.view is not None else None


def _int(word: str) -> int | None:
    word = word.replace("−", "-").replace("+", "")
    body = word[1:] if word.startswith("-") else word
    return int(word) if body.isdigit() else None


def _words(text: str) -> list[str]:
    """The words of a command, lower case; Chinese typed without spaces split into its
    words ("打出4在2 -1": 打出 4 在 2 -1) and numbers kept apart from signs ("2-1")."""
    for ch in ",，、()（）;:；：。":
        text = text.replace(ch, " ")
    text = re.sub(r"(?<=\d)(?=[-−])", " ", text.lower())
    out: list[str] = []
    for token in text.split():
        for run in re.findall(r"[\u3400-\u9fff\uf900-\ufaff]+|[^\u3400-\u9fff\uf900-\ufaff]+",
                              token):
            out += _segment(run) if _is_cjk(run[0]) else [run]
    return out


def _segment(run: str) -> list[str]:
    """A run of Chinese characters as the command words it holds (the longest first); what
    is none of them stays together ("機器人", a name)."""
    out: list[str] = []
    rest = ""
    i = 0
    while i < len(run):
        found = next((w for w in _CJK_WORDS if run.startswith(w, i)), None)
        if found is None:
            rest += run[i]
            i += 1
            continue
        if rest:
            out.append(rest)
            rest = ""
        out.append(found)
        i += len(found)
    if rest:
        out.append(rest)
    return out


def parse(text: str, legal: list[Action], *, lang: str = "en",
          view: dict[str, Any] | None = None) -> Action | Refusal | None:
    """A typed command as a legal action; a `Refusal` saying why a command it understands
    cannot be used now; None for words that are none of its commands. `view`: the seat's
    view (play.py passes it), for the hand's numbering and the reasons."""
    tokens = _words(text)
    if not tokens:
        return None
    ask = _Ask(legal, view, lang)
    if ask.me is not None:
        _PLANS.pop(ask.me, None)  # a typed answer replaces what was planned
    typed, rest = tokens[0], tokens[1:]
    if " ".join(tokens[:2]) in VERBS:  # two words: "hands off", "руки геть"
        typed, rest = " ".join(tokens[:2]), tokens[2:]
    verb = VERBS.get(typed)
    try:
        if verb == "play" or verb in VERB_KINDS:
            return _play(ask, verb, typed, rest)
        if verb == "discard":
            return _discard(ask, rest)
        if verb == "clear":
            return _clear(ask, rest)
        if verb == "done" and not rest:
            return ask.find("done") or ask.not_now()
        if verb == "steal":
            return _steal(ask, rest)
    except Refusal as refusal:
        return refusal
    return None


def _play(ask: _Ask, verb: str, typed: str, rest: list[str]) -> Action:
    if not rest:
        raise Refusal("term-refuse-card-how",
                      example=_example_play(ask) or f"{ask.say(verb)} 1")
    number, card_type = ask.card(rest[0], verb)
    kind = _content().actions[card_type].kind if card_type in _content().actions else "path"
    args = rest[1:]
    if verb in VERB_KINDS and kind not in VERB_KINDS[verb]:
        raise Refusal("term-refuse-wrong-card", number=number,
                      card=card_name(card_type, ask.lang), verb=typed)
    if ask.decision() != "turn":
        raise ask.not_now()
    if kind == "path":
        return _path(ask, number, card_type, args)
    if kind == "rockfall":
        return _rockfall(ask, number, card_type, args)
    if kind == "map":
        return _map(ask, number, card_type, args)
    if kind == "theft":
        stray = [a for a in args if a not in FILLER and a not in ME_WORDS]
        if stray:  # a Theft lies in front of its player: it takes nothing
            raise _extra(ask, card_type, "nothing", " ".join(stray),
                         f"{ask.say('play')} {number}")
        return ask.find("theft", card=card_type) or _raise(Refusal("term-refuse-theft-twice"))
    if kind == "repair":
        return _repair(ask, number, card_type, args)
    return _on_seat(ask, number, card_type, PLAY_KIND[kind], args)


def _extra(ask: _Ask, card_type: str, takes: str, stray: str, example: str) -> Refusal:
    """A word the card does not take, and what it takes (path, cell, goal, player, repair
    or nothing), with a command that works."""
    return Refusal("term-refuse-extra", card=card_name(card_type, ask.lang), takes=takes,
                   word=stray, example=example)


def _stray(args: list[str], numbers: int, *words: tuple[str, ...]) -> str | None:
    """The first word a command does not take: past `numbers` numbers, or a word that is
    neither a filler nor one of `words`."""
    seen = 0
    for a in args:
        if _int(a) is not None:
            seen += 1
            if seen > numbers:
                return a
        elif a not in FILLER and not any(a in w for w in words):
            return a
    return None


def _raise(refusal: Refusal) -> Any:
    raise refusal


def _cell(args: list[str]) -> tuple[int, int, bool] | None:
    """'at 2 -1 turned' -> (2, -1, True); None without two numbers."""
    numbers = [n for n in (_int(a) for a in args) if n is not None]
    if len(numbers) != 2:
        return None
    return numbers[0], numbers[1], any(a in TURNED_WORDS for a in args)


def _spots(options: Iterable[Action], lang: str) -> str:
    t = catalogue(lang)
    return join((t("term-spot-turned" if a.get("turned") else "term-spot", x=a.get("x"),
                   y=a.get("y")) for a in options), lang)


def _blocked(ask: _Ask) -> bool:
    if ask.view is None or ask.me is None:
        return not ask.find("path")
    front = ask.view["seats"][ask.me]["front"]
    actions = _content().actions
    return any(actions[c].kind in ("broken", "trapped") for c in front if c in actions)


def _path(ask: _Ask, number: int, card_type: str, args: list[str]) -> Action:
    name = card_name(card_type, ask.lang)
    options = [a for a in ask.legal if a.kind == "path" and a.get("card") == card_type]
    fit = options[0] if options else None
    example = f"{ask.say('play')} {number} {ask.say('at')} " + (
        f"{fit.get('x')} {fit.get('y')}" if fit else "1 0")
    if fit is not None and fit.get("turned"):
        example += " " + ask.say("turned")
    stray = _stray(args, 2, TURNED_WORDS)
    if stray is not None:
        raise _extra(ask, card_type, "path", stray, example)
    if not options and _blocked(ask):
        raise Refusal("term-refuse-blocked")
    cell = _cell(args)
    if cell is None:
        raise Refusal("term-refuse-where", card=name, example=example)
    x, y, way = cell
    if symmetric(card_type):
        way = False  # either way is the same card: listed unturned
    found = ask.find("path", card=card_type, x=x, y=y, turned=way)
    if found:
        return found
    if not options:
        raise Refusal("term-refuse-fits-nowhere", card=name)
    other = ask.find("path", card=card_type, x=x, y=y, turned=not way)
    if other:
        raise Refusal("term-refuse-fit-other", card=name, x=x, y=y,
                      turned="yes" if other.get("turned") else "no",
                      example=f"{ask.say('play')} {number} {ask.say('at')} {x} {y}"
                      + (" " + ask.say("turned") if not way else ""))
    raise Refusal("term-refuse-no-fit", card=name, x=x, y=y, turned="yes" if way else "no",
                  spots=_spots(options, ask.lang))


def _rockfall(ask: _Ask, number: int, card_type: str, args: list[str]) -> Action:
    name = card_name(card_type, ask.lang)
    fit = ask.find("rockfall", card=card_type)
    example = f"{ask.say('rockfall')} {number} {ask.say('at')} " + (
        f"{fit.get('x')} {fit.get('y')}" if fit else "1 0")
    stray = _stray(args, 2)
    if stray is not None:
        raise _extra(ask, card_type, "cell", stray, example)
    cell = _cell(args)
    if cell is None:
        raise Refusal("term-refuse-where", card=name, example=example)
    x, y, _ = cell
    return ask.find("rockfall", card=card_type, x=x, y=y) or _raise(
        Refusal("term-refuse-no-rock", x=x, y=y))


def _map(ask: _Ask, number: int, card_type: str, args: list[str]) -> Action:
    example = f"{ask.say('map')} {number} {ask.say('goal')} 1"
    stray = _stray(args, 2)
    if stray is not None:
        raise _extra(ask, card_type, "goal", stray, example)
    cell = _cell(args)
    if cell is not None and (cell[0], cell[1]) in GOAL_CELLS:
        goal = GOAL_CELLS.index((cell[0], cell[1])) + 1
    elif cell is not None:  # a cell of the maze that holds no goal card
        raise _extra(ask, card_type, "goal", f"{cell[0]} {cell[1]}", example)
    else:
        numbers = [n for n in (_int(a) for a in args) if n is not None]
        if len(numbers) != 1:
            raise Refusal("term-refuse-which-goal", example=example)
        goal = numbers[0]
    if not 1 <= goal <= 3:
        raise Refusal("term-refuse-no-goal", number=goal)
    return ask.find("map", card=card_type, goal=goal - 1) or _raise(
        Refusal("term-refuse-goal-up", number=goal))


def _target(ask: _Ask, words: list[str], card_type: str, takes: str, example: str) -> int:
    """The player a card goes to; a word past the player's name is refused, saying what
    the card takes."""
    try:
        return ask.seat(words)
    except Refusal:
        numbers = [a for a in words if _int(a) is not None]
        if len(numbers) == len(words) == 2:  # a cell ("at 3 0"), not a player
            raise _extra(ask, card_type, takes, " ".join(words), example) from None
        for cut in range(len(words) - 1, 0, -1):  # a player, then words it does not take
            try:
                ask.seat(words[:cut])
            except Refusal:
                continue
            raise _extra(ask, card_type, takes, " ".join(words[cut:]), example) from None
        if len(numbers) > 1 or any(a in TURNED_WORDS for a in words):
            stray = " ".join(numbers) if len(numbers) > 1 else next(a for a in words
                                                                     if a in TURNED_WORDS)
            raise _extra(ask, card_type, takes, stray, example) from None
        raise


def _on_seat(ask: _Ask, number: int, card_type: str, kind: str, args: list[str]) -> Action:
    words = [a for a in args if a not in FILLER]
    example = f"{ask.say('play')} {number} {ask.say('on')} {_example_seat(ask)}"
    if not words:
        raise Refusal("term-refuse-which-player", example=example)
    seat = _target(ask, words, card_type, "player", example)
    found = ask.find(kind, card=card_type, seat=seat)
    if found:
        return found
    raise Refusal("term-refuse-target", card=card_name(card_type, ask.lang), **ask.who(seat))


def _repair(ask: _Ask, number: int, card_type: str, args: list[str]) -> Action:
    tools = [TOOL_WORDS[a] for a in args if a in TOOL_WORDS]
    local = {ask.t(f"tool-{tool}").lower(): tool for tool in TOOLS}
    tools += [local[a] for a in args if a in local]
    rest = [a for a in args if a not in TOOL_WORDS and a not in local and a not in FILLER]
    options = [a for a in ask.legal if a.kind == "repair" and a.get("card") == card_type]
    name = card_name(card_type, ask.lang)
    seat = _target(ask, rest, card_type, "repair", _example_repair(ask, number, options)) \
        if rest else None
    if tools:
        fits = [a for a in options if a.get("tool") == tools[0]]
        if not fits:
            raise Refusal("term-refuse-repair-none", card=name, tool=ask.t(f"tool-{tools[0]}"))
        options = fits
    if seat is not None:
        mine = [a for a in options if a.get("seat") == seat]
        if not mine:
            raise Refusal("term-refuse-target", card=name, **ask.who(seat))
        options = mine
    if not options:
        raise Refusal("term-refuse-repair-nothing", card=name)
    if len({a.get("tool") for a in options}) > 1:
        raise Refusal("term-refuse-which-tool", example=f"{ask.say('repair')} {number} " + " ".join(
            dict.fromkeys(_tool_word(ask, a.get("tool")) for a in options)))
    if seat is None:
        own = [a for a in options if a.get("seat") == ask.me]
        if own:
            return own[0]
        if len({a.get("seat") for a in options}) > 1:
            raise Refusal("term-refuse-which-player",
                          example=_example_repair(ask, number, options[:1], named=True))
    return options[0]


def _tool_word(ask: _Ask, tool: Any) -> str:
    """A tool as typed in the reader's language (its id in English)."""
    return str(tool) if ask.lang == "en" else ask.t(f"tool-{tool}").lower()


def _example_repair(ask: _Ask, number: int, options: list[Action], named: bool = False) -> str:
    """'repair 5 lantern on Bot 1' (the player left out when it is the reader)."""
    if not options:
        return f"{ask.say('repair')} {number} {_tool_word(ask, 'pickaxe')}"
    seat = options[0].get("seat")
    whom = "" if seat == ask.me and not named else f" {ask.say('on')} {ask.names[seat]}"
    return f"{ask.say('repair')} {number} {_tool_word(ask, options[0].get('tool'))}{whom}"


def _steal(ask: _Ask, rest: list[str]) -> Action:
    victims = [a for a in ask.legal if a.kind == "steal"]
    if not victims:
        raise ask.not_now()
    if not rest:
        raise Refusal("term-refuse-which-player",
                      example=f"{ask.say('steal')} {ask.names[victims[0].get('seat')]}")
    seat = ask.seat([a for a in rest if a not in ("from", "on", "у", "в", "від", "從")])
    found = ask.find("steal", seat=seat)
    if found:
        return found
    voice = _Voice(ask.t, ask.names, ask.me, ask.lang)
    raise Refusal("term-refuse-steal-who", **ask.who(seat),
                  choices=join((voice.who(a.get("seat")) for a in victims), ask.lang, "or"))


def _discard(ask: _Ask, rest: list[str]) -> Action:
    """'discard 3', 'discard 1 4': those cards face down; at a pass, then draw as many."""
    decision = ask.decision()
    if decision not in ("turn", "discard_more", "clear_discard"):
        raise ask.not_now()
    if not rest:
        raise Refusal("term-refuse-discard-how", example=f"{ask.say('discard')} 1")
    picked = [ask.card(word, "discard") for word in rest]
    numbers = [n for n, _ in picked]
    twice = next((n for n in numbers if numbers.count(n) > 1), None)
    if twice is not None:
        raise Refusal("term-refuse-discard-twice", number=twice)
    most = _most_discards(ask)
    if len(picked) > most:
        raise Refusal("term-refuse-discard-count", count=most)
    types = [c for _, c in picked]
    first = ask.find("discard", card=types[0])
    if first is None:  # pragma: no cover - every card of the hand may be discarded
        raise ask.not_now()
    if ask.me is not None and ask.view is not None:
        _plan(ask, decision, types, most)
    return first


def _most_discards(ask: _Ask) -> int:
    """How many cards the reader may discard now, one decision after the other: a pass
    up to three (one with the draw pile empty), clearing what is left to pay."""
    decision = ask.decision()
    pending = (ask.view or {}).get("pending") or {}
    if decision == "turn":
        pile = ask.pile()
        return 3 if pile is None or pile > 0 else 1
    if decision == "discard_more":
        return 3 - int(pending.get("count", 1))
    if decision == "clear_discard":
        return int(pending.get("left", 2))
    return 0


def _plan(ask: _Ask, decision: str, types: list[str], most: int) -> None:
    """The decisions that follow the first discard, each with what it will ask."""
    hand = list(ask.hand)
    hand.remove(types[0])
    steps: list[tuple[str, tuple[str, ...], Action]] = []
    more = "clear_discard" if decision == "clear_discard" else "discard_more"
    for card_type in types[1:]:
        steps.append((more, tuple(sorted(hand)), Action.make("discard", card=card_type)))
        hand.remove(card_type)
    if more == "discard_more" and len(types) < most and hand:
        steps.append((more, tuple(sorted(hand)), Action.make("done")))
    if steps and ask.me is not None:
        _PLANS[ask.me] = _Plan(steps)


def planned(view: dict[str, Any], legal: list[Action]) -> Action | None:
    """The next of several discards typed at once, when this is the decision it waits for
    (the same kind, the hand as expected) and it is legal; None otherwise (the plan is
    forgotten)."""
    me = view.get("seat")
    plan = _PLANS.get(me) if isinstance(me, int) else None
    if plan is None:
        return None
    kind, hand, action = plan.steps.pop(0)
    if not plan.steps:
        del _PLANS[me]
    pending = view.get("pending") or {}
    if (pending.get("seat") == me and pending.get("kind") == kind
            and tuple(sorted(view.get("hand") or [])) == hand and action in legal):
        return next(a for a in legal if a == action)
    _PLANS.pop(me, None)
    return None


def _clear(ask: _Ask, rest: list[str]) -> Action:
    """'clear 1' (the first card in front of you), 'clear pickaxe', 'clear trapped'."""
    if ask.decision() != "turn":
        raise ask.not_now()
    front: list[str] = []
    if ask.view is not None and ask.me is not None:
        front = list(ask.view["seats"][ask.me]["front"])
    clears = [a for a in ask.legal if a.kind == "clear"]
    if not front and not clears:
        raise Refusal("term-refuse-clear-nothing")
    choices = front or [a.get("card") for a in clears]
    named = join((ask.t("play-quoted", text=f"{ask.say('clear')} {i}")
                  for i in range(1, len(choices) + 1)), ask.lang, "or")
    if not rest:
        raise Refusal("term-refuse-clear-what", choices=named)
    word = " ".join(rest)
    number = _int(word)
    if number is not None:
        if not 1 <= number <= len(choices):
            raise Refusal("term-refuse-clear-what", choices=named)
        card_type = choices[number - 1]
    else:
        wanted = FRONT_WORDS.get(word)
        tool = TOOL_WORDS.get(word) or {ask.t(f"tool-{k}").lower(): k for k in TOOLS}.get(word)
        actions = _content().actions
        match = [c for c in choices if c in actions and (
            actions[c].kind == wanted or (tool and actions[c].kind == "broken"
                                          and actions[c].tools[0] == tool)
            or card_name(c, ask.lang).lower() == word)]
        if not match:
            raise Refusal("term-refuse-clear-what", choices=named)
        card_type = match[0]
    found = ask.find("clear", card=card_type)
    if found:
        return found
    if len(ask.hand) < 2:
        raise Refusal("term-refuse-clear-hand")
    raise ask.not_now()  # pragma: no cover - a card in front can always be cleared


# ---------------------------------------------------------------------- what can be typed


def commands(legal: list[Action], *, lang: str = "en") -> list[str]:
    """The command words `parse` takes for the actions offered now, the reader's language's
    and English (for the terminal's suggestions)."""
    out: list[str] = []
    for verb in _verbs(legal):
        by_lang = COMMAND_WORDS[verb]
        out += [w for w in (*by_lang.get(lang, ()), *by_lang["en"]) if len(w) > 1]
    return list(dict.fromkeys(out))


# the commands that take each kind of action
_KIND_VERBS = {"path": ("play",), "rockfall": ("rockfall", "play"), "map": ("map", "play"),
               "repair": ("repair", "play"), "break": ("break", "play"),
               "trap": ("trap", "play"), "free": ("free", "play"),
               "inspect": ("inspect", "play"), "swap_hand": ("swap", "play"),
               "swap_hats": ("hats", "play"), "hands_off": ("handsoff", "play"),
               "theft": ("theft", "play"), "discard": ("discard",), "clear": ("clear",),
               "done": ("done",), "steal": ("steal",)}


def _verbs(legal: list[Action]) -> list[str]:
    return list(dict.fromkeys(v for a in legal for v in _KIND_VERBS.get(a.kind, ())))


def typed_help(view: dict[str, Any], legal: list[Action], *, lang: str = "en") -> str | None:
    """What may be typed now: a working command for each kind of action offered, and where
    each path card of the hand fits."""
    t = catalogue(lang)
    ask = _Ask(legal, view, lang)
    examples = _examples(ask)
    if not examples:
        return None
    lines = [escape(t("term-typed-help", commands=join(
        (t("play-quoted", text=e) for e in examples), lang)))]
    verbs = [word(v, lang) for v in _verbs(legal)]
    lines.append("  " + escape(t("term-typed-words", words=join(verbs, lang))))
    for number, card_type in enumerate(ask.hand, start=1):
        if card_type in ask.hand[:number - 1]:
            continue  # the same card type: the same places
        options = [a for a in legal if a.kind == "path" and a.get("card") == card_type]
        if options:
            lines.append("  " + escape(t("term-typed-fits", number=number,
                                         card=card_name(card_type, lang),
                                         spots=_spots(options, lang))))
    return "\n".join(lines)


def place_help(*, lang: str = "en") -> str:
    return catalogue(lang)("term-place-help")


def _number_of(ask: _Ask, card_type: Any) -> int:
    return ask.hand.index(card_type) + 1 if card_type in ask.hand else 1


def _example_seat(ask: _Ask) -> str:
    others = [i for i in range(len(ask.names)) if i != ask.me]
    return ask.names[others[0]] if others else ask.say("me")


def _example_play(ask: _Ask) -> str:
    found = ask.find("path")
    if found:
        return (f"{ask.say('play')} {_number_of(ask, found.get('card'))} {ask.say('at')} "
                f"{found.get('x')} {found.get('y')}")
    return ""


def _examples(ask: _Ask) -> list[str]:
    """A working command for each kind of action offered now (a path card: one as it
    lies, one turned round, when the hand has such placements)."""
    out: list[str] = []
    seen: set[Any] = set()
    for action in ask.legal:
        kind = action.kind
        key = (kind, action.get("turned")) if kind == "path" else kind
        if key in seen:
            continue
        seen.add(key)
        n = _number_of(ask, action.get("card"))
        say = ask.say
        if kind == "path":
            out.append(f"{say('play')} {n} {say('at')} {action.get('x')} {action.get('y')}"
                       + (" " + say("turned") if action.get("turned") else ""))
        elif kind == "rockfall":
            out.append(f"{say('rockfall')} {n} {say('at')} {action.get('x')} {action.get('y')}")
        elif kind == "map":
            out.append(f"{say('map')} {n} {say('goal')} {action.get('goal') + 1}")
        elif kind == "repair":
            out.append(_example_repair(ask, n, [action]))
        elif kind == "theft":
            out.append(f"{say('theft')} {n}")
        elif kind in ("break", "trap", "free", "inspect", "swap_hand", "swap_hats",
                      "hands_off"):
            seat = action.get("seat")
            if seat == ask.me and any(a.kind == kind and a.get("seat") != ask.me
                                      for a in ask.legal):
                seen.discard(key)  # another player makes the better example
                continue
            out.append(f"{say('play')} {n} {say('on')} "
                       + (say("me") if seat == ask.me else ask.names[seat]))
        elif kind == "discard":
            out.append(f"{say('discard')} {n}")
            if len(ask.hand) > 1 and _most_discards(ask) > 1:
                out.append(f"{say('discard')} 1 2")
        elif kind == "clear":
            out.append(f"{say('clear')} 1")
        elif kind == "done":
            out.append(say("done"))
        elif kind == "steal":
            out.append(f"{say('steal')} {ask.names[action.get('seat')]}")
    return list(dict.fromkeys(out))

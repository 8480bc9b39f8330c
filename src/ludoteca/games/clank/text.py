"""Terminal text of Clank! Catacombs (for `ludoteca play clank --lang L`): the map drawn
as tiles, the Clank! board, the Dungeon Row, Reserve and Market, every seat's row, the
reader's hand and pool, event lines, and typed commands.

Every word comes from the game's catalogue (`locale/<lang>.ftl`: the `tx-` messages, and
the card, token, room and term names already there), in the language given by `lang`
("en", "zh-Hant", "uk"; English fills any gap). The reader's own seat is spoken to, never
named in a sentence (`$you` selectors, as in the other games): the view carries no seat,
so `render` takes it from the names the terminal gives (`play-you`), and `menu`/`parse`
from the decision the view shows, which is the reader's when they are asked.

Only the seat's view is read (ClankState.view): hands of other seats, deck orders, the
tile stack and the bag's order are not in it. Public data (cards, tokens, tiles) come
from the game's content.

The map: a tile is a box of CW x CH characters at its cell (x grows east, y south; the
start tile is two cells tall, its upper half in the Depths). On its walls, each tunnel's
stub crosses (`┼`), or shows `?` where no tile lies beyond yet; beside it, the number of
the room the tunnel leads to on this tile, with the tunnel's icons. Inside: the rooms
(number, what they hold, the pawns) and the tunnels between rooms of the tile. Heavy walls
are the Depths, dashed ones a haunted tile. Rooms are numbered from 1 across the map.

Typed commands, the same English words in every language (numbers as shown):

  play 2 / play all / play 1 3     a card of the hand (several: one after the other)
  acquire 3 / use 3 / fight 3      a card of the Dungeon Row (also `row 3`)
  reserve explore                  a Reserve card;  goblin: fight the Goblin
  go 12 / explore north / go portal / exit 2     move (`exit N`: the Nth exit listed)
  artifact / mark / open chest / buy backpack / drink potion of healing / end
  place 1                          turn the new tile a quarter clockwise and lay it
  portal 12                        come out of the portal of room 12
  choose gold / trash burgle discard / discard 2 / teleport 12 / teleport north /
  slot 3 / rotate 1 / lay 1 -1 2 / free backpack / mark 12 / skip   what a card asks

`command(action, view)` gives the command that `parse` reads back as that action (the
help's examples and the tests use it); `parse` returns the action, a `Refusal` saying why
a command it understands cannot be used now, or None for words that are none of its
commands. `play all` is taken one card at a time (`planned`), answering what the cards ask
in between.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from rich.markup import escape

from ...core.actions import Action
from ...core.i18n import Refusal, Texts, texts
from ...play import Voice, me_from
from . import rules
from .content import Content
from .dungeon import Dungeon, Edge, Exit, Maps, free_edges, world_edge
from .state import ESCAPED, IN, KNOCKED_OUT
from .tiles import PORTAL, Tile

PACKAGE = __package__ or "ludoteca.games.clank"
CW, CH = 19, 10  # a tile's box on the map: columns and rows
MARKS = "●▲■◆★✚"  # a seat's shape, as on the browser screens (shared.js seatMark)
SEAT_STYLE = ("bold red", "bold green", "bold yellow", "bold blue", "bold magenta", "bold cyan")
SIDES = {"N": "north", "E": "east", "S": "south", "W": "west"}
SIDE_WORDS = {"n": "N", "north": "N", "up": "N", "e": "E", "east": "E", "right": "E",
              "s": "S", "south": "S", "down": "S", "w": "W", "west": "W", "left": "W"}
# what a room holds, as one character each on the map (the legend names them)
GLYPH = {"artifact": ("✦", "bold yellow"), "crystal_cave": ("◇", "cyan"),
         "market": ("$", "green"), "wayshrine": ("⌂", "magenta"), "chest": ("⊞", "yellow"),
         "library": ("≡", "yellow"), "prison": ("#", "yellow"), "minor_secret": ("§", "blue"),
         "gold": ("¤", "yellow"), "heal": ("+", "red"), "monkey_shrine": ("Ω", "yellow"),
         "crypt": ("∩", "bold")}
FOOT, MONSTER, LOCK, OPENED, GATE = "∴", "†", "⊠", "⊡", "◎"
# an arrow on a stub: walked only into the tile (in) or only out of it, by wall
ARROWS = {"N": ("↓", "↑"), "S": ("↑", "↓"), "W": ("→", "←"), "E": ("←", "→")}
# the Gold a power's "gold" option gives (powers.py)
OPTION_GOLD = {"empurror": 1, "thieves_shrine": 2, "black_market": 2, "marble_guardian": 2,
               "ogre_merchant": 5}
WHY = {"dungeon deck": "deck", "dragon bag": "bag", "everyone out": "out"}
PICKS = ("chest", "library", "prison")

# ---------------------------------------------------------------------- words


def catalogue(lang: str = "en") -> Texts:
    """The game's messages in `lang` (English behind it)."""
    return texts(lang, PACKAGE)


@cache
def _bundle() -> Any:
    from .game import GAME  # the game's content and tiles (the view names them by id)

    return GAME.content


def _content() -> Content:
    return _bundle().content


def _tiles() -> tuple[Tile, ...]:
    return _bundle().tiles.all()


@cache
def _maps() -> Maps:
    from .game import _maps as shared  # one cache with the states of the same tiles

    return shared(_bundle().tiles, Maps)


def dungeon(view: dict[str, Any]) -> Dungeon:
    return _maps()(tuple(tuple(p) for p in view["placed"]))


def _named(t: Texts, msg_id: str, fallback: str) -> str:
    return t(msg_id) if t.has(msg_id) else fallback


def card_name(cid: str, lang: str = "en") -> str:
    card = _content().cards.get(cid)
    return _named(catalogue(lang), f"card-{cid}", card.name if card else cid)


def token_name(tid: str, lang: str = "en") -> str:
    token = _content().tokens.get(tid)
    return _named(catalogue(lang), f"token-{tid}", token.name if token else tid)


def room_no(room: int) -> int:
    """A room's number on the screen (the map's index, from 1)."""
    return room + 1


# the locales babel joins lists with (as play.py's `_list`)
LIST_LOCALES = {"en": "en_GB", "zh-Hant": "zh_Hant_TW", "uk": "uk"}


def join(items: Iterable[str], lang: str = "en", style: str = "standard") -> str:
    """Items joined with the language's list pattern ("A, B and C"; style "or")."""
    from babel.lists import format_list

    items = list(items)
    return format_list(items, style=style, locale=LIST_LOCALES.get(lang, "en_GB")) \
        if items else ""


class _Voice(Voice):
    """The reader's own seat is "you" (`$you`), never a name put in a sentence."""

    you_id = "tx-you"

    def mark(self, seat: int) -> str:
        style = SEAT_STYLE[seat % len(SEAT_STYLE)]
        return f"[{style}]{MARKS[seat % len(MARKS)]}[/]"

    def badge(self, seat: int) -> str:
        """A seat's shape and name, as the map's legend for its pawn."""
        return f"{self.mark(seat)} {self.who(seat)}"


def _decision(view: dict[str, Any]) -> tuple[str, int | None, list[Any]]:
    d = view.get("decision") or []
    if not d:
        return "", None, []
    return str(d[0]), d[1], list(d[2:])


def _reader(view: dict[str, Any], names: Sequence[str] | None, lang: str) -> int | None:
    """The reader's seat: the view's `seat` if it has one, else the seat the terminal calls
    "you", else the seat deciding (the reader when asked)."""
    seat = view.get("seat")
    if isinstance(seat, int):
        return seat
    if names:
        found = me_from(names, lang)
        if found is not None:
            return found
    if view.get("hand") is None:
        return None
    return _decision(view)[1]


def _names(view: dict[str, Any] | None, lang: str, me: int | None) -> list[str]:
    """The names the terminal gives the seats (play.py: `play-bot`, and `play-you`)."""
    say = texts(lang)
    players = (view or {}).get("players") or 4
    return [say("play-you") if i == me else say("play-bot", number=i) for i in range(players)]


# ---------------------------------------------------------------------- the map

Glyph = tuple[str, str | None]


@dataclass
class _Box:
    """What one cell of the map shows: its walls' style and the things inside."""

    heavy: bool
    dashed: bool
    top: bool = True  # a wall on that side (the start tile's halves share none)
    bottom: bool = True
    rows: tuple[int, ...] = ()  # the rows inside free for rooms and tunnels


def _icons(placement: int, number: int, tile: Tile, opened: set[tuple[int, int]]
           ) -> list[Glyph]:
    tunnel = tile.tunnels[number]
    out: list[Glyph] = []
    if tunnel.footprints:
        out.append((FOOT, "bold"))
    out += [(MONSTER, "bold red")] * tunnel.monsters
    lock = OPENED if (placement, number) in opened else LOCK
    out += [(lock, "dim" if lock == OPENED else "bold yellow")] * tunnel.locks
    return out


def _room_token(view: dict[str, Any], d: Dungeon, room: int, voice: _Voice) -> list[Glyph]:
    r = d.rooms[room].room
    out: list[Glyph] = [(ch, "bold" if _is_mine(view, voice, room) else None)
                        for ch in str(room_no(room))]
    picked = set(view.get("picked") or [])
    for feature in r.features:
        ch, style = GLYPH.get(feature, ("", None))
        if not ch:
            continue
        if feature in PICKS and room in picked:
            style = "dim"  # opened: nothing left to pick
        out.append((ch, style))
        if feature == "artifact":
            values = (view.get("room_artifacts") or {}).get(str(room)) or []
            out += [(c, "bold yellow") for c in "/".join(str(v) for v in values)]
            if not values:
                out[-1] = (ch, "dim")
        elif feature == "gold":
            out += [(c, "yellow") for c in str(r.gold)]
        elif feature == "monkey_shrine":
            out += [(c, "yellow") for c in str(view.get("idols_left", ""))]
    for seat, row in enumerate(view["seats"]):
        if row["room"] == room and row["status"] != ESCAPED:
            style = SEAT_STYLE[seat % len(SEAT_STYLE)]
            out.append((MARKS[seat % len(MARKS)],
                        style if row["status"] == IN else "dim"))
    return out


def _is_mine(view: dict[str, Any], voice: _Voice, room: int) -> bool:
    me = voice.me
    return me is not None and view["seats"][me]["room"] == room


def _tile_tokens(view: dict[str, Any], d: Dungeon, p: int, voice: _Voice,
                 opened: set[tuple[int, int]]) -> dict[str, list[list[Glyph]]]:
    """The tile's rooms and inner tunnels as tokens, by the half they are drawn in
    ("" for a square tile), and its stub labels by world edge."""
    tile = _tiles()[d.placed[p][0]]
    by_half: dict[str, list[list[Glyph]]] = {}
    half_of = {room.id: room.half for room in tile.rooms}
    for room in tile.rooms:
        by_half.setdefault(room.half, []).append(
            _room_token(view, d, d.room_of(p, room.id), voice))
    for number, tunnel in enumerate(tile.tunnels):
        ends = (tunnel.a, tunnel.b)
        rooms = [e for e in ends if e in half_of]
        if len(rooms) == 2:
            a, b = (room_no(d.room_of(p, e)) for e in ends)
            token = [(c, None) for c in str(a)] + [("→" if tunnel.one_way else "─", None)]
            token += [(c, None) for c in str(b)]
        elif PORTAL in ends:
            a = room_no(d.room_of(p, rooms[0]))
            link = "─"
            if tunnel.one_way:
                link = "→" if tunnel.a != PORTAL else "←"
            token = [(c, None) for c in str(a)] + [(link, None), (GATE, "bold magenta")]
        else:
            continue  # a stub: drawn on the wall
        token += _icons(p, number, tile, opened)
        # a tunnel between the halves is drawn in the lower one, with the Crypt's rooms
        half = "L" if any(half_of[e] == "L" for e in rooms) else half_of[rooms[0]]
        by_half.setdefault(half, []).append(token)
    return by_half


def _stub_labels(view: dict[str, Any], d: Dungeon, p: int,
                 opened: set[tuple[int, int]]) -> list[tuple[Edge, list[Glyph]]]:
    placement = d.placed[p]
    tile = _tiles()[placement[0]]
    rooms = {room.id for room in tile.rooms}
    out = []
    for number, tunnel in enumerate(tile.tunnels):
        for stub, other in ((tunnel.a, tunnel.b), (tunnel.b, tunnel.a)):
            if stub in rooms or stub == PORTAL or other not in rooms:
                continue
            edge = world_edge(tile, placement, stub)
            label = [(c, None) for c in str(room_no(d.room_of(p, other)))]
            label += _icons(p, number, tile, opened)
            if tunnel.one_way:
                inward, outward = ARROWS[edge.side]
                label.append((inward if tunnel.a == stub else outward, "bold"))
            out.append((edge, label))
    return out


def _flow(tokens: list[list[Glyph]], width: int) -> list[list[Glyph]]:
    """Tokens laid out in lines of `width`, a space between two."""
    lines: list[list[Glyph]] = [[]]
    for token in tokens:
        line = lines[-1]
        if line and len(line) + 1 + len(token) > width:
            lines.append([])
            line = lines[-1]
        if line:
            line.append((" ", None))
        line.extend(token[:width])
    return lines


def _canvas(view: dict[str, Any], voice: _Voice, only: int | None = None
            ) -> tuple[dict[tuple[int, int], Glyph], Dungeon]:
    """Every tile of the view's map (`only`: that placement's alone, on the whole map)
    drawn as a box at its cell: glyphs by (column, row), the cell (x, y) spanning columns
    x·CW.. and rows y·CH..; and the map."""
    d = dungeon(view)
    tiles = _tiles()
    opened = {(k[0], k[1]) for k in view.get("opened") or []}
    canvas: dict[tuple[int, int], Glyph] = {}

    def put(cell: tuple[int, int], col: int, row: int, glyph: Glyph) -> None:
        canvas[(cell[0] * CW + col, cell[1] * CH + row)] = glyph

    for p, (index, x, y, _) in enumerate(d.placed):
        if only is not None and p != only:
            continue
        tile = tiles[index]
        tokens = _tile_tokens(view, d, p, voice, opened)
        if tile.square:
            halves = [((x, y), _Box(tile.back != "safe", tile.haunted,
                                    rows=tuple(range(3, CH - 3))), tokens.get("", []))]
        else:  # the start tile: its upper half in the Depths, no wall between the halves
            halves = [((x, y), _Box(True, False, bottom=False,
                                    rows=(*range(3, CH - 3), CH - 2)), tokens.get("U", [])),
                      ((x, y + 1), _Box(False, False, top=False,
                                        rows=(0, 1, *range(3, CH - 3))), tokens.get("L", []))]
        for cell, box, inside in halves:
            _walls(put, cell, box)
            lines = _flow(inside, CW - 2)
            if len(lines) > len(box.rows):  # more than fits: the rest is in the words
                lines = lines[:len(box.rows)]
                lines[-1] = [*lines[-1][:CW - 3], ("…", "dim")]
            for row, line in zip(box.rows, lines, strict=False):
                for col, glyph in enumerate(line, start=1):
                    put(cell, col, row, glyph)
        for edge, label in _stub_labels(view, d, p, opened):
            _stub(put, d, edge, label, heavy=tile.back != "safe" and
                  not (not tile.square and edge.y > y), dashed=tile.haunted)
    return canvas, d


def grid(view: dict[str, Any], voice: _Voice, width: int = 0) -> list[str]:
    """The map: every tile as a box at its cell, x above and y on the left, in bands
    that fit `width` columns (the terminal's, when 0)."""
    width = width or shutil.get_terminal_size((120, 40)).columns
    canvas, d = _canvas(view, voice)
    xs = [c[0] for c in d.cells]
    ys = [c[1] for c in d.cells]
    y0 = min(ys)
    height = (max(ys) - y0 + 1) * CH
    pad = max(len(str(v)) for v in (y0, max(ys))) + 1
    # a map wider than the terminal is shown in bands of columns, one under the other:
    # wrapped lines would tear the boxes apart
    per_band = max(1, (width - pad - 2) // CW)
    columns = list(range(min(xs), max(xs) + 1))
    lines: list[str] = []
    for first in range(0, len(columns), per_band):
        band = columns[first:first + per_band]
        lines.append("[dim]" + " " * pad + "".join(f"{x:^{CW}}" for x in band) + "[/]")
        cols = range(band[0] * CW, (band[-1] + 1) * CW)
        for row in range(height):
            y = y0 + row // CH
            if not any((x, y) in d.cells for x in band):
                continue  # no tile in this band's row: nothing to draw
            left = f"{y:>{pad - 1}} " if row % CH == CH // 2 else " " * pad
            glyphs = [canvas.get((col, y0 * CH + row), (" ", None)) for col in cols]
            lines.append(f"[dim]{left}[/]" + paint(glyphs).rstrip())
    return lines


def new_tile(view: dict[str, Any], voice: _Voice, width: int = 0) -> list[str]:
    """The tile being laid (face up: a discovery's, or the one a card lays), drawn in each
    of its four turns as it would lie on the map: at its cell, its walls meeting the tiles
    beside it, for a discovery; for a card, whose player chooses the cell too, on a cell
    apart. Its rooms carry the numbers they will have; a turn the move does not allow is
    marked ✗ (with a line saying why). Nothing when no tile is face up."""
    placing, shown = view.get("placing"), view.get("lay_tile")
    tile_id = placing["tile"] if placing else shown
    tiles = _tiles()
    index = next((i for i, tile in enumerate(tiles) if tile.id == tile_id), None)
    if index is None or not tiles[index].square:
        return []
    if placing:
        cell = (placing["cell"][0], placing["cell"][1])
    else:  # a cell two columns right of the map: its walls meet no tile
        cells = dungeon(view).cells
        cell = (max(c[0] for c in cells) + 2, min(c[1] for c in cells))
    # a discovery may be laid only in the turns that let the mover finish the move
    allowed = placing.get("turns", range(4)) if placing else range(4)
    boxes = []
    for turns in range(4):
        canvas, _ = _canvas({**view, "placed": [*view["placed"], [index, *cell, turns]]},
                            voice, only=len(view["placed"]))
        box = [paint(canvas.get((cell[0] * CW + col, cell[1] * CH + row), (" ", None))
                     for col in range(CW)) for row in range(CH)]
        label = f"{turns:^{CW}}" if turns in allowed else f"[dim]{f'{turns} ✗':^{CW}}[/]"
        boxes.append([label, *box])
    width = width or shutil.get_terminal_size((120, 40)).columns
    per_row = max(1, min(4, (width - 2) // (CW + 2)))
    lines = ["  " + escape(voice.t("tx-new-tile", at="map" if placing else "card"))]
    if len(allowed) < 4:
        lines[0] += "  [dim]" + escape(voice.t("tx-turn-refused")) + "[/]"
    for first in range(0, 4, per_row):
        row_boxes = boxes[first:first + per_row]
        lines += ["  " + "  ".join(parts).rstrip() for parts in zip(*row_boxes, strict=True)]
    return lines


def _walls(put: Any, cell: tuple[int, int], box: _Box) -> None:
    h = ("━", "┃", "┏", "┓", "┗", "┛") if box.heavy else ("─", "│", "┌", "┐", "└", "┘")
    if box.dashed:
        h = ("┅", "┇", *h[2:])
    style = "magenta" if box.dashed else None
    across, down, nw, ne, sw, se = h
    for col in range(1, CW - 1):
        if box.top:
            put(cell, col, 0, (across, style))
        if box.bottom:
            put(cell, col, CH - 1, (across, style))
        elif col % 2:  # the line between the start tile's halves: the Depths begin above
            put(cell, col, CH - 1, ("╌", "dim"))
    for row in range(CH):
        put(cell, 0, row, (down, style))
        put(cell, CW - 1, row, (down, style))
    if box.top:
        put(cell, 0, 0, (nw, style))
        put(cell, CW - 1, 0, (ne, style))
    if box.bottom:
        put(cell, 0, CH - 1, (sw, style))
        put(cell, CW - 1, CH - 1, (se, style))


def _stub(put: Any, d: Dungeon, edge: Edge, label: list[Glyph], heavy: bool,
          dashed: bool) -> None:
    """A tunnel's end on a wall: crossing it (a tile beyond) or `?` (none yet), and the
    number of the room it leads to with its icons, inside the wall."""
    cell = (edge.x, edge.y)
    cross: Glyph = ("╋" if heavy else "┼", "magenta" if dashed else None)
    mark: Glyph = cross if edge.cell in d.cells else ("?", "bold yellow")
    side, i = edge.side, edge.i
    if side in "NS":
        col = 5 if (side == "N") == (i == 0) else CW - 6
        put(cell, col, 0 if side == "N" else CH - 1, mark)
        row = 1 if side == "N" else CH - 2
        start = max(1, min(col - len(label) // 2, CW - 1 - len(label)))
        for k, glyph in enumerate(label):
            put(cell, start + k, row, glyph)
    else:
        row = 2 if (side == "E") == (i == 0) else CH - 3
        put(cell, 0 if side == "W" else CW - 1, row, mark)
        start = 1 if side == "W" else CW - 1 - len(label)
        for k, glyph in enumerate(label):
            put(cell, start + k, row, glyph)


KEYS = ("numbers", *GLYPH, "footprints", "monster", "lock", "portal", "arrow", "unexplored",
        "depths", "haunted")


def map_keys(view: dict[str, Any] | None) -> list[str]:
    """The map's symbols to explain: those on the map now (all of them without a view),
    in the order of KEYS."""
    if view is None:
        return list(KEYS)
    d = dungeon(view)
    tiles = [_tiles()[p[0]] for p in d.placed]
    found = {"numbers", "depths"}
    found.update(f for r in d.rooms for f in r.room.features)
    for tile in tiles:
        found.update(k for k, on in (("footprints", any(x.footprints for x in tile.tunnels)),
                                     ("monster", any(x.monsters for x in tile.tunnels)),
                                     ("lock", any(x.locks for x in tile.tunnels)),
                                     ("portal", any(PORTAL in (x.a, x.b) for x in tile.tunnels)),
                                     ("arrow", any(x.one_way for x in tile.tunnels)),
                                     ("haunted", tile.haunted)) if on)
    if any(e.kind == "open" for exits in d.exits.all() for e in exits):
        found.add("unexplored")
    return [k for k in KEYS if k in found]


def paint(glyphs: Iterable[Glyph]) -> str:
    """Glyphs as rich markup, one tag for each run of a style (no glyph is `[`)."""
    out: list[str] = []
    run: list[str] = []
    current: str | None = None
    for ch, style in [*glyphs, ("", "\0")]:
        if style != current:
            if run:
                text = "".join(run)
                out.append(f"[{current}]{text}[/]" if current else text)
            run, current = [], style
        run.append(ch)
    return "".join(out)


# ---------------------------------------------------------------------- render


def render(view: dict[str, Any], names: list[str], *, lang: str = "en") -> str:
    t = catalogue(lang)
    me = _reader(view, names, lang)
    voice = _Voice(t, names, me, lang)
    c = _content()
    kind, deciding, _ = _decision(view)
    header = t("tx-header", round=view["rounds"] + 1, **voice.args(view["turn"]))
    piles = t("tx-piles", deck=view["dungeon"], discard=len(view["dungeon_discard"]),
              tiles=view["stack"]["safe"] + view["stack"]["depths"])
    lines = ["── " + escape(header) + " · " + escape(piles)]
    lines += ["  " + line for line in grid(view, voice)]
    lines += new_tile(view, voice)
    lines.append("  [dim]" + escape(t("tx-key", keys=" · ".join(
        t(f"tx-key-{k}") for k in map_keys(view)))) + "[/]")
    lines += _board(view, voice, c)
    lines += _row(view, voice)
    lines += _shop(view, voice, c)
    for seat in range(view["players"]):
        lines.append(_seat_line(view, seat, voice, c))
    if me is not None and view.get("hand") is not None:
        lines += _mine(view, me, voice, c)
    if not kind:  # nobody is asked anything: the game is over
        lines.append("  [bold]" + escape(t("tx-over")) + "[/]")
    elif deciding is not None and not voice.mine(deciding):
        lines.append("  " + escape(t("tx-waiting", **voice.args(deciding))))
    return "\n".join(lines)


def _board(view: dict[str, Any], voice: _Voice, c: Content) -> list[str]:
    t = voice.t
    area = [t("tx-area-seat", mark=voice.mark(o), who=voice.who(o), count=row["area"])
            for o, row in enumerate(view["seats"])]
    if view.get("ghost_area"):
        area.append(t("tx-area-ghosts", count=view["ghost_area"]))
    bag = view.get("bag") or []
    parts = [t("tx-bag-dragon", count=bag.count(rules.BLACK))]
    if bag.count(rules.GHOST):
        parts.append(t("tx-bag-ghosts", count=bag.count(rules.GHOST)))
    parts += [t("tx-bag-seat", mark=voice.mark(o), count=bag.count(o))
              for o in range(view["players"]) if bag.count(o)]
    danger = sum(1 for cid in view["row"] if cid and c.cards[cid].danger)
    track = c.track(view["players"])  # 5-6 players: with the side board's spaces
    space = min(view["rage"], len(track) - 1)
    bank = view.get("bank") or {}
    return [
        "  " + t("tx-area", cubes=" · ".join(area)),
        "  " + t("tx-bag", count=len(bag), parts=" · ".join(parts)),
        "  " + escape(t("tx-rage", space=space + 1, spaces=len(track),
                        track=" ".join(f"({v})" if i == space else str(v)
                                       for i, v in enumerate(track)),
                        draw=rules.cubes_to_draw(track, space, danger), danger=danger)),
        "  [dim]" + escape(t("tx-bank", black=bank.get("black", 0),
                             ghosts=bank.get("ghosts", 0), prisoners=bank.get("prisoners", 0),
                             majors=bank.get("majors", 0), minors=bank.get("minors", 0),
                             idols=view.get("idols_left", 0),
                             artifacts=" ".join(map(str, view.get("artifact_stack") or []))
                             or "—")) + "[/]",
    ]


def _card_line(cid: str, t: Texts, lang: str, cost: bool = True) -> str:
    """A card's name, what it costs (`cost`: not for a card held) and is worth, and (dim)
    its text."""
    card = _content().cards[cid]
    name = f"[bold]{escape(card_name(cid, lang))}[/]"
    notes = []
    if cost and card.banner in ("blue", "purple", "red", "reserve"):
        notes.append(t("tx-cost", banner=card.banner, cost=card.cost))
    if card.type in ("companion", "gem", "device", "item", "monster"):
        notes.append(t(f"term-{card.type}"))
    if card.dragon:
        notes.append(t("tx-card-dragon"))
    if card.danger:
        notes.append(t("term-danger"))
    if card.points:
        notes.append(t("points-amount", count=card.points))
    line = t("tx-card", name=name, notes=escape(" · ".join(notes))) if notes else name
    text = _named(t, f"card-{cid}.text", "")
    if text:
        line += " [dim]" + escape(t("tx-card-text", text=text)) + "[/]"
    return line


def _row(view: dict[str, Any], voice: _Voice) -> list[str]:
    t, lang = voice.t, voice.lang
    lines = ["  " + escape(t("tx-row-title"))]
    for slot, cid in enumerate(view["row"], start=1):
        shown = _card_line(cid, t, lang) if cid else "[dim]" + escape(t("tx-row-empty")) + "[/]"
        lines.append(f"    {slot}. " + shown)
    return lines


def _shop(view: dict[str, Any], voice: _Voice, c: Content) -> list[str]:
    t, lang = voice.t, voice.lang
    reserve = [t("tx-reserve-card", number=i, name=card_name(cid, lang),
                 cost=c.cards[cid].cost, left=left)
               for i, (cid, left) in enumerate(view["reserve"].items(), start=1)]
    reserve.append(t("tx-reserve-goblin", name=card_name("goblin", lang),
                     cost=c.cards["goblin"].cost))
    items = [t("tx-market-item", number=i, name=token_name(item, lang), left=left)
             for i, (item, left) in enumerate(view["market"].items(), start=1)]
    crowns = view.get("crowns") or []
    if crowns:
        items.append(t("tx-market-crown", number=len(view["market"]) + 1,
                       name=token_name("crown", lang), points=crowns[0], left=len(crowns)))
    return ["  " + escape(t("tx-reserve", cards=" · ".join(reserve))),
            "  " + escape(t("tx-market", price=c.misc["market_price"],
                            items=" · ".join(items) or "—"))]


def _seat_line(view: dict[str, Any], seat: int, voice: _Voice, c: Content) -> str:
    t, lang = voice.t, voice.lang
    row = view["seats"][seat]
    d = dungeon(view)
    parts = []
    if row["status"] == ESCAPED:
        parts.append(t("tx-status-escaped"))
    else:
        room = row["room"]
        depths = "yes" if room >= 0 and d.rooms[room].depths else "no"
        parts.append(t("tx-status-out" if row["status"] == KNOCKED_OUT else "tx-status-in",
                       room=room_no(room), depths=depths))
    parts.append(t("tx-seat-damage", damage=row["damage"], health=c.health))
    parts.append(t("gold-amount", count=row["gold"]))
    parts.append(t("tx-seat-lockpicks", count=row["lockpicks"]))
    parts.append(t("tx-seat-supply", count=row["supply"]))
    if row["artifacts"]:
        parts.append(t("tx-seat-artifacts", values=join(map(str, row["artifacts"]), lang)))
    if row["tokens"]:
        parts.append(t("tx-seat-tokens", names=join(
            (token_name(x, lang) for x in row["tokens"]), lang)))
    if row["idols"]:
        parts.append(t("tx-seat-idols", count=row["idols"]))
    if row["crowns"]:
        parts.append(t("tx-seat-crowns", values=join(map(str, row["crowns"]), lang)))
    if row["mastery"]:
        parts.append(t("term-mastery-token"))
    if row["shrines"]:
        parts.append(t("tx-seat-shrines", count=len(row["shrines"])))
    parts.append(t("tx-seat-cards", deck=row["deck"], hand=row["hand"],
                   discard=len(row["discard"])))
    if row["played"] and not voice.mine(seat):
        parts.append(t("tx-seat-played", cards=join(
            (card_name(x, lang) for x in row["played"]), lang)))
    mark = "▶ " if view["turn"] == seat and view.get("decision") else "  "
    return f"  {mark}" + t("tx-seat", mark=voice.mark(seat), who=f"[bold]{voice.who(seat)}[/]",
                           parts=escape(" · ".join(parts)))


def _mine(view: dict[str, Any], me: int, voice: _Voice, c: Content) -> list[str]:
    t, lang = voice.t, voice.lang
    hand = view["hand"]
    lines = ["  " + escape(t("tx-hand" if hand else "tx-hand-empty"))]
    lines += [f"    {i}. " + _card_line(cid, t, lang, cost=False)
              for i, cid in enumerate(hand, start=1)]
    played = view["seats"][me]["played"]
    if played:
        lines.append("  " + escape(t("tx-played", cards=join(
            (card_name(x, lang) for x in played), lang))))
    if view["turn"] == me:
        pool = view.get("turn_state") or {}
        line = t("tx-pool", skill=pool.get("skill", 0), swords=pool.get("swords", 0),
                 boots=pool.get("boots", 0))
        if pool.get("credit"):
            line += " · " + t("tx-pool-credit", count=pool["credit"])
        if pool.get("exhausted"):
            line += " · " + t("tx-pool-exhausted")
        lines.append("  [bold]" + escape(line) + "[/]")
    room = view["seats"][me]["room"]
    if room >= 0 and view["seats"][me]["status"] == IN:
        lines += _here(view, me, room, voice)
    return lines


def _here(view: dict[str, Any], me: int, room: int, voice: _Voice) -> list[str]:
    """The reader's room in words, and every exit of it with what walking it costs."""
    t, lang = voice.t, voice.lang
    d = dungeon(view)
    placed = d.rooms[room]
    features = [t(f"room-{f}") for f in placed.room.features] or [t("room-plain")]
    values = (view.get("room_artifacts") or {}).get(str(room)) or []
    if values:
        features.append(t("tx-here-artifact", values=join(map(str, values), lang)))
    tile = _tiles()[d.placed[placed.placement][0]]
    line = t("tx-here", room=room_no(room), features=escape(join(features, lang)),
             plain="no" if placed.room.features or values else "yes",
             depths="yes" if placed.depths else "no",
             haunted="yes" if tile.haunted else "no")
    out = ["  [bold]" + line + "[/]"]
    # who marked this Wayshrine and who else stands here: labels, shapes as on the map
    marked = (view.get("marks") or {}).get(str(room)) or []
    if marked:
        out.append("  " + t("tx-here-marks", seats=" · ".join(voice.badge(o) for o in marked)))
    others = [o for o, row in enumerate(view["seats"])
              if o != me and row["room"] == room and row["status"] == IN]
    if others:
        out.append("  " + t("tx-here-others", seats=" · ".join(voice.badge(o) for o in others)))
    exits = [_exit_text(view, me, d, i, e, t) for i, e in enumerate(d.exits[room])]
    return [*out, "  " + escape(t("tx-exits", exits=t("tx-exits-sep").join(exits)))]


def _cost(view: dict[str, Any], me: int, exit_: Exit) -> rules.Cost:
    """What walking an exit costs the seat (for a portal: its own tunnel only; the far
    one adds its icons). Skulker's "monsters do not hurt" is not in the view: the
    monsters shown are the tunnel's."""
    opened = {(k[0], k[1]) for k in view.get("opened") or []}
    return rules.exit_cost(exit_, opened, "catacombs_map" in view["seats"][me]["tokens"])


def _cost_args(cost: rules.Cost) -> dict[str, Any]:
    return {"boots": cost.boots, "monsters": cost.monsters, "locks": len(cost.locks),
            "blocked": "no" if cost.allowed else "yes"}


def _exit_text(view: dict[str, Any], me: int, d: Dungeon, i: int, exit_: Exit,
               t: Texts) -> str:
    cost = _cost_args(_cost(view, me, exit_))
    if exit_.kind == "room":
        crypt = "yes" if "crypt" in d.rooms[exit_.to].room.features else "no"
        return t("tx-exit-room", number=i + 1, room=room_no(exit_.to), crypt=crypt, **cost)
    if exit_.kind == "open":
        assert exit_.edge is not None
        beyond = "yes" if exit_.edge.cell in d.cells else "no"
        return t("tx-exit-open", number=i + 1, side=SIDES[exit_.edge.side],
                 x=exit_.edge.cell[0], y=exit_.edge.cell[1], taken=beyond, **cost)
    return t("tx-exit-portal", number=i + 1, **cost)


# ---------------------------------------------------------------------- what is asked


def prompt(view: dict[str, Any], *, lang: str = "en") -> str | None:
    """What the seat is asked, in its language."""
    t = catalogue(lang)
    kind, _, ctx = _decision(view)
    if not kind:
        return None
    if kind == "turn":
        return escape(t("tx-ask-turn"))
    if kind == "place":
        cell = _place_cell(view)
        return escape(t("tx-ask-place", at="cell", x=cell[0], y=cell[1]))
    if kind == "portal_out":
        return escape(t("tx-ask-portal"))
    power, step = [*ctx, "", ""][:2]
    rest = ctx[2] if len(ctx) > 2 else []
    msg = f"tx-ask-{str(power).replace('_', '-')}"
    # a count the power carries: the Burgles still to trash, a ghost's hits
    count = rest[0] if rest and isinstance(rest[0], int) else 0
    return escape(t(msg if t.has(msg) else "tx-ask-other", step=step, count=count))


def _place_cell(view: dict[str, Any]) -> tuple[int, int]:
    """Where the tile being placed goes: beyond the exit its mover walks."""
    _, seat, ctx = _decision(view)
    d = dungeon(view)
    assert seat is not None
    edge = d.exits[view["seats"][seat]["room"]][ctx[0]].edge
    assert edge is not None
    return edge.cell


def _free_edges(view: dict[str, Any], seat: int) -> list[Edge]:
    """One open edge per free cell next to the seat's tile (ClankState.free_edges), in the
    same order, so a `lay` action's edge number names a cell."""
    return free_edges(dungeon(view), view["seats"][seat]["room"])


# ---------------------------------------------------------------------- events


def describe(event: dict[str, Any], names: list[str], *, lang: str = "en",
             me: int | None = None) -> str | None:
    """One event as a line for the reader (`me`: the reader's seat, spoken to as "you")."""
    t = catalogue(lang)
    voice = _Voice(t, names, me if me is not None else me_from(names, lang), lang)
    kind = event["kind"]
    base = voice.args(event.get("seat"))
    card = escape(card_name(event["card"], lang)) if isinstance(event.get("card"), str) else ""
    if kind == "played":
        return t("tx-ev-played", **base, card=card)
    if kind == "acquired":
        return t("tx-ev-acquired", **base, card=card,
                 reserve="yes" if event.get("from") == "reserve" else "no")
    if kind in ("defeated", "used", "trashed"):
        return t(f"tx-ev-{kind}", **base, card=card)
    if kind == "tile":
        tile = next((x for x in _tiles() if x.id == event.get("tile")), None)
        cell = event.get("cell") or [0, 0]
        return t("tx-ev-tile", **base, x=cell[0], y=cell[1],
                 back=tile.back if tile else "depths",
                 haunted="yes" if tile is not None and tile.haunted else "no")
    if kind == "rotated":
        return t("tx-ev-rotated", turns=event.get("turns", 1))
    if kind == "knocked_out":
        return "[bold red]" + t("tx-ev-knocked-out", **base,
                                depths="yes" if event.get("depths") else "no") + "[/]"
    if kind == "escaped":
        return "[bold]" + t("tx-ev-escaped", **base) + "[/]"
    if kind == "row":
        return t("tx-ev-row", slot=event["slot"] + 1, card=card)
    if kind == "artifact":
        return "[bold]" + t("tx-ev-artifact", **base, value=event["value"]) + "[/]"
    if kind == "bought":
        return t("tx-ev-bought", **base, item=escape(token_name(event["item"], lang)))
    if kind == "teleport":
        return t("tx-ev-teleport", **base, room=room_no(event["room"]))
    if kind == "moved":
        return t("tx-ev-moved", **base, room=room_no(event["room"]),
                 portal="yes" if event.get("portal") else "no")
    if kind in ("token", "potion"):
        return t(f"tx-ev-{kind}", **base, token=escape(token_name(event["token"], lang)))
    if kind == "marked":
        return t("tx-ev-marked", **base, room=room_no(event["room"]))
    if kind == "picked":
        return t("tx-ev-picked", **base, feature=event["feature"])
    if kind == "turn":
        return t("tx-ev-turn", **base)
    if kind == "attack":
        return _attack(event, voice)
    if kind == "game_over":
        scores = event.get("scores") or []
        listed = join((t("tx-score", who=voice.who(o), score=s) for o, s in enumerate(scores)),
                      lang)
        return "[bold]" + t("tx-ev-game-over", why=WHY.get(event.get("why", ""), "other"),
                            scores=listed) + "[/]"
    return None


def _attack(event: dict[str, Any], voice: _Voice) -> str:
    t, lang = voice.t, voice.lang
    drawn = list(event.get("drawn") or [])
    parts = []
    if drawn.count(rules.BLACK):
        parts.append(t("tx-bag-dragon", count=drawn.count(rules.BLACK)))
    if drawn.count(rules.GHOST):
        parts.append(t("tx-bag-ghosts", count=drawn.count(rules.GHOST)))
    seats = sorted({c for c in drawn if c >= 0})
    parts += [t("tx-drawn-seat", count=drawn.count(o), **voice.args(o)) for o in seats]
    line = t("tx-ev-attack", count=len(drawn), cubes=join(parts, lang))
    hurt = [t("tx-ev-hurt", count=n, **voice.args(o))
            for o, n in enumerate(event.get("damage") or []) if n]
    return "[bold]" + " ".join([line, *hurt]) + "[/]"


# ---------------------------------------------------------------------- the menu


def menu(view: dict[str, Any], legal: list[Action], names: list[str] | None = None, *,
         lang: str = "en") -> list[Action]:
    """Every action by number, in the reader's words (an action equals its relabelled
    copy)."""
    t = catalogue(lang)
    me = _decision(view)[1]
    voice = _Voice(t, names or _names(view, lang, me), me, lang)
    return [Action.make(a.kind, label=label(a, view, voice), **dict(a.args)) for a in legal]


def label(action: Action, view: dict[str, Any], voice: _Voice) -> str:
    """An action in the reader's words."""
    t, lang = voice.t, voice.lang
    c = _content()
    kind = action.kind
    _, seat, ctx = _decision(view)
    power = str(ctx[0]) if ctx and _decision(view)[0] == "choose" else ""
    if kind == "play":
        return t("tx-do-play", card=card_name(action.get("card"), lang))
    if kind in ("acquire", "use", "fight"):
        cid = view["row"][action.get("slot")]
        return t(f"tx-do-{kind}", card=card_name(cid, lang), slot=action.get("slot") + 1,
                 cost=c.cards[cid].cost)
    if kind == "reserve":
        cid = action.get("card")
        return t("tx-do-reserve", card=card_name(cid, lang), cost=c.cards[cid].cost)
    if kind == "goblin":
        return t("tx-do-goblin", card=card_name("goblin", lang), cost=c.cards["goblin"].cost)
    if kind == "move" and seat is not None:
        d = dungeon(view)
        exit_ = d.exits[view["seats"][seat]["room"]][action.get("exit")]
        cost = _cost_args(_cost(view, seat, exit_))
        if exit_.kind == "room":
            return t("tx-do-go", room=room_no(exit_.to), **cost)
        if exit_.kind == "open":
            assert exit_.edge is not None
            return t("tx-do-explore", side=SIDES[exit_.edge.side], at="cell", x=exit_.edge.cell[0],
                     y=exit_.edge.cell[1], **cost)
        return t("tx-do-portal-in", **cost)
    if kind == "artifact" and seat is not None:
        values = (view.get("room_artifacts") or {}).get(str(view["seats"][seat]["room"]))
        return t("tx-do-artifact", value=max(values) if values else 0)
    if kind == "mark" and seat is not None:
        return t("tx-do-mark", gold=len(view["seats"][seat]["shrines"]) + 1)
    if kind == "pick":
        return t("tx-do-pick", feature=action.get("feature"))
    if kind in ("buy", "coupon"):
        item, price = action.get("item"), c.misc["market_price"]
        return t(f"tx-do-{kind}", item=token_name(item, lang),
                 price=price if kind == "buy" else max(0, price - 5))
    if kind == "potion":
        return t("tx-do-potion", token=token_name(action.get("token"), lang))
    if kind == "end":
        return t("tx-do-end")
    if kind == "place":
        return t("tx-do-place", turns=action.get("turns"))
    if kind == "portal":
        return t("tx-do-portal-out", room=room_no(action.get("room")))
    if kind == "option":
        return t("tx-do-option", name=action.get("name"), gold=OPTION_GOLD.get(power, 0),
                 power=power.replace("_", "-") or "other")
    if kind == "trash":
        return t("tx-do-trash", card=card_name(action.get("card"), lang),
                 zone=action.get("zone"))
    if kind == "discard":
        return t("tx-do-discard", card=card_name(action.get("card"), lang),
                 ghost="yes" if power == "tourmaline" else "no")
    if kind == "teleport":
        return t("tx-do-teleport", room=room_no(action.get("room")))
    if kind == "teleport_edge" and seat is not None:
        edge = dungeon(view).exits[view["seats"][seat]["room"]][action.get("exit")].edge
        assert edge is not None
        return t("tx-do-teleport-edge", side=SIDES[edge.side], at="cell", x=edge.cell[0],
                 y=edge.cell[1])
    if kind == "slot":
        cid = view["row"][action.get("slot")]
        return t("tx-do-slot", card=card_name(cid, lang) if cid else "—",
                 slot=action.get("slot") + 1, power=power.replace("_", "-") or "other")
    if kind == "rotate":
        return t("tx-do-rotate", turns=action.get("turns"))
    if kind == "lay" and seat is not None:
        edges = _free_edges(view, seat)
        x, y = edges[action.get("edge")].cell if action.get("edge") < len(edges) else (0, 0)
        return t("tx-do-lay", at="cell", x=x, y=y, turns=action.get("turns"))
    if kind == "free":
        return t("tx-do-free", item=token_name(action.get("item"), lang))
    if kind == "mark_at":
        return t("tx-do-mark-at", room=room_no(action.get("room")))
    if kind == "skip":
        return t("tx-do-skip")
    return action.label or kind.replace("_", " ")


# ---------------------------------------------------------------------- typed commands


def _plain(name: str) -> str:
    """A name as typed: lower case, apostrophes and marks dropped ("burglars kit")."""
    return " ".join("".join(ch for ch in name.lower() if ch.isalnum() or ch.isspace()
                            ).split())


def _english(kind: str, key: str) -> str:
    c = _content()
    if kind == "card":
        return _plain(c.cards[key].name)
    return _plain(c.tokens[key].name)


def command(action: Action, view: dict[str, Any]) -> str:
    """The typed command `parse` reads back as `action` (in the view's position)."""
    kind = action.kind
    _, seat, _ = _decision(view)
    if kind == "play":
        return f"play {view['hand'].index(action.get('card')) + 1}"
    if kind in ("acquire", "use", "fight"):
        return f"{kind} {action.get('slot') + 1}"
    if kind == "reserve":
        return f"reserve {_english('card', action.get('card'))}"
    if kind == "move" and seat is not None:
        return _move_command(view, seat, action.get("exit"))
    if kind == "pick":
        return f"open {action.get('feature')}"
    if kind in ("buy", "free", "coupon"):
        return f"{kind} {_english('token', action.get('item'))}"
    if kind == "potion":
        return f"drink {_english('token', action.get('token'))}"
    if kind in ("place", "rotate"):
        return f"{kind} {action.get('turns')}"
    if kind in ("portal", "teleport"):
        return f"{kind} {room_no(action.get('room'))}"
    if kind == "teleport_edge" and seat is not None:
        return _edge_command(view, seat, action.get("exit"))
    if kind == "mark_at":
        return f"mark {room_no(action.get('room'))}"
    if kind == "option":
        return f"choose {action.get('name')}"
    if kind == "trash":
        return f"trash {_english('card', action.get('card'))} {action.get('zone')}"
    if kind == "discard":
        return f"discard {view['hand'].index(action.get('card')) + 1}"
    if kind == "slot":
        return f"slot {action.get('slot') + 1}"
    if kind == "lay" and seat is not None:
        x, y = _free_edges(view, seat)[action.get("edge")].cell
        return f"lay {x} {y} {action.get('turns')}"
    return {"goblin": "goblin", "artifact": "artifact", "mark": "mark", "end": "end",
            "skip": "skip"}.get(kind, kind)


def _move_command(view: dict[str, Any], seat: int, index: int) -> str:
    d = dungeon(view)
    exits = d.exits[view["seats"][seat]["room"]]
    exit_ = exits[index]
    if exit_.kind == "portal":
        return "go portal"
    if exit_.kind == "room" and sum(e.kind == "room" and e.to == exit_.to for e in exits) == 1:
        return f"go {room_no(exit_.to)}"
    if exit_.kind == "open" and exit_.edge is not None:
        side = exit_.edge.side
        if sum(e.kind == "open" and e.edge is not None and e.edge.side == side
               for e in exits) == 1:
            return f"explore {SIDES[side]}"
    return f"exit {index + 1}"


def _edge_command(view: dict[str, Any], seat: int, index: int) -> str:
    """'teleport north' when one open edge of the room faces north, else 'teleport exit 3'
    (the exit as listed with the room)."""
    exits = dungeon(view).exits[view["seats"][seat]["room"]]
    edge = exits[index].edge
    if edge is not None and sum(e.kind == "open" and e.edge is not None and
                                e.edge.side == edge.side for e in exits) == 1:
        return f"teleport {SIDES[edge.side]}"
    return f"teleport exit {index + 1}"


def commands(legal: list[Action], *, lang: str = "en") -> list[str]:
    """The command words `parse` takes for the actions offered now (for suggestions)."""
    words = {"play": ["play"], "acquire": ["acquire", "row"], "use": ["use", "row"],
             "fight": ["fight", "row"], "reserve": ["reserve"], "goblin": ["goblin"],
             "move": ["go", "explore", "exit"], "artifact": ["artifact"], "mark": ["mark"],
             "pick": ["open"], "buy": ["buy"], "coupon": ["coupon"], "potion": ["drink"],
             "end": ["end"],
             "place": ["place"], "portal": ["portal"], "option": ["choose"],
             "trash": ["trash"], "discard": ["discard"], "teleport": ["teleport"],
             "teleport_edge": ["teleport"],
             "slot": ["slot"], "rotate": ["rotate"], "lay": ["lay"], "free": ["free"],
             "mark_at": ["mark"], "skip": ["skip"]}
    out: list[str] = []
    for action in legal:
        out += words.get(action.kind, [])
    return list(dict.fromkeys(out))


def typed_help(view: dict[str, Any], legal: list[Action], *, lang: str = "en") -> str | None:
    """A working command for each kind of action offered now."""
    t = catalogue(lang)
    examples: list[str] = []
    seen: set[str] = set()
    for action in legal:
        if action.kind in seen:
            continue
        seen.add(action.kind)
        examples.append(command(action, view))
        if action.kind == "play" and len(view.get("hand") or []) > 1:
            examples.append("play all")
    if not examples:
        return None
    quote = texts(lang)
    typed = t("tx-typed-help", commands=join(
        (quote("play-quoted", text=e) for e in examples), lang))
    # the help also explains every symbol the map may show
    key = t("tx-key", keys=" · ".join(t(f"tx-key-{k}") for k in KEYS))
    return escape(typed) + "\n  [dim]" + escape(key) + "[/]"


def place_help(*, lang: str = "en") -> str:
    return catalogue(lang)("tx-place-help")


@dataclass
class _Plan:
    """Cards typed at once ('play all', 'play 1 3'): played one a decision, during the
    turn they were typed in (`turn`, `rounds`); None plays whatever the hand holds."""

    turn: tuple[int, int]
    cards: list[str] | None


_PLANS: dict[int, _Plan] = {}


def planned(view: dict[str, Any], legal: list[Action]) -> Action | None:
    """The next card of a 'play all' or 'play 1 3', when the reader's turn asks for an
    action; a card's own question comes first, the plan waits for it. The plan is
    forgotten at the end of its turn."""
    kind, seat, _ = _decision(view)
    plan = _PLANS.get(seat) if isinstance(seat, int) else None
    if plan is None or seat is None:
        return None
    if plan.turn != (view["turn"], view["rounds"]) or view["turn"] != seat:
        del _PLANS[seat]
        return None
    if kind != "turn":
        return None  # a card asks something: the reader answers, the plan waits
    hand = list(view.get("hand") or [])
    wanted = hand if plan.cards is None else [c for c in plan.cards if c in hand]
    for cid in wanted:
        action = Action.make("play", card=cid)
        if action in legal:
            if plan.cards is not None:
                plan.cards.remove(cid)
            return next(a for a in legal if a == action)
    del _PLANS[seat]
    return None


VERBS = ("play", "acquire", "use", "fight", "row", "reserve", "goblin", "go", "move",
         "explore", "exit", "artifact", "take", "mark", "open", "pick", "buy", "coupon", "drink",
         "potion", "end", "done", "place", "lay", "portal", "choose", "option", "trash",
         "discard", "teleport", "slot", "rotate", "turn", "free", "skip", "pass", "no")


class _Ask:
    """What `parse` knows: the legal actions, the seat's view, the language."""

    def __init__(self, legal: list[Action], view: dict[str, Any] | None, lang: str) -> None:
        self.legal, self.view, self.lang = legal, view or {}, lang
        self.t = catalogue(lang)
        kind, seat, ctx = _decision(self.view)
        self.decision, self.me, self.ctx = kind, seat, ctx
        self.hand: list[str] = list(self.view.get("hand") or [])

    def find(self, kind: str, **args: Any) -> Action | None:
        for action in self.legal:
            if action.kind == kind and all(action.get(k) == v for k, v in args.items()):
                return action
        return None

    def has(self, *kinds: str) -> bool:
        return any(a.kind in kinds for a in self.legal)

    def not_now(self) -> Refusal:
        asked = prompt(self.view, lang=self.lang) if self.view else None
        return Refusal("tx-refuse-not-now", prompt=asked or self.t("tx-refuse-wait"))

    def example(self, kind: str) -> str:
        found = self.find(kind)
        return command(found, self.view) if found and self.view else kind

    def room(self) -> int:
        return self.view["seats"][self.me]["room"] if self.me is not None else -1


def _int(word: str) -> int | None:
    word = word.replace("−", "-")
    body = word[1:] if word.startswith("-") else word
    return int(word) if body.isdigit() else None


def parse(text: str, legal: list[Action], *, lang: str = "en",
          view: dict[str, Any] | None = None) -> Action | Refusal | None:
    """A typed command as a legal action; a `Refusal` saying why a command it understands
    cannot be used now; None for words that are none of its commands."""
    for ch in ",，、;；:：()（）":
        text = text.replace(ch, " ")
    tokens = text.lower().split()
    if not tokens or tokens[0] not in VERBS:
        return None
    ask = _Ask(legal, view, lang)
    if ask.me is not None:
        _PLANS.pop(ask.me, None)  # a typed answer replaces what was planned
    verb, rest = tokens[0], tokens[1:]
    try:
        return _parse(ask, verb, rest)
    except Refusal as refusal:
        return refusal


def _parse(ask: _Ask, verb: str, rest: list[str]) -> Action | None:
    if verb == "play":
        return _play(ask, rest)
    if verb in ("acquire", "use", "fight", "row"):
        if verb == "fight" and rest[:1] == ["goblin"]:
            return ask.find("goblin") or _raise(ask.not_now())
        return _row_card(ask, verb, rest)
    if verb == "reserve":
        return _reserve(ask, rest)
    if verb == "goblin":
        return ask.find("goblin") or _raise(_goblin_refusal(ask))
    if verb in ("go", "move", "explore", "exit"):
        return _move(ask, verb, rest)
    if verb in ("artifact", "take"):
        return ask.find("artifact") or _raise(ask.not_now())
    if verb == "mark":
        if rest:
            return _room_choice(ask, "mark_at", rest)
        return ask.find("mark") or _raise(ask.not_now())
    if verb in ("open", "pick"):
        feature = rest[0] if rest else ""
        if feature not in PICKS:
            raise Refusal("tx-refuse-open-what")
        return ask.find("pick", feature=feature) or _raise(ask.not_now())
    if verb in ("buy", "free", "coupon"):
        return _item(ask, verb, rest)
    if verb in ("drink", "potion"):
        return _potion(ask, rest)
    if verb in ("end", "done"):
        if ask.find("end"):
            return ask.find("end")
        if ask.decision == "turn" and ask.hand:
            raise Refusal("tx-refuse-hand-first", count=len(ask.hand))
        raise ask.not_now()
    if verb == "place" or (verb == "turn" and ask.decision == "place"):
        return _turns(ask, "place", rest)
    if verb in ("rotate", "turn"):
        return _turns(ask, "rotate", rest)
    if verb == "portal":
        if not rest:
            return ask.find("portal") if len([a for a in ask.legal if a.kind == "portal"]) \
                == 1 else _raise(Refusal("tx-refuse-room-how", example=ask.example("portal")))
        return _room_choice(ask, "portal", rest)
    if verb == "teleport":
        if rest and (rest[0] == "exit" or rest[0] in SIDE_WORDS):
            return _teleport_edge(ask, rest)
        return _room_choice(ask, "teleport", rest)
    if verb in ("choose", "option"):
        return _option(ask, rest)
    if verb == "trash":
        if not rest and ask.find("option", name="trash"):
            return ask.find("option", name="trash")
        return _trash(ask, rest)
    if verb == "discard":
        _, cid = _hand_card(ask, rest, "discard")
        return ask.find("discard", card=cid) or _raise(ask.not_now())
    if verb == "slot":
        slot = _number(rest, "slot")
        return ask.find("slot", slot=slot - 1) or _raise(
            Refusal("tx-refuse-no-choice", choices=_choices(ask, "slot")) if ask.has("slot")
            else ask.not_now())
    if verb == "lay":
        return _lay(ask, rest)
    if verb in ("skip", "pass", "no"):
        return ask.find("skip") or _raise(ask.not_now())
    return None


def _raise(refusal: Refusal) -> Any:
    raise refusal


def _number(rest: list[str], what: str) -> int:
    numbers = [n for n in (_int(w) for w in rest) if n is not None]
    if len(numbers) != 1:
        raise Refusal("tx-refuse-number-how", what=what, example=f"{what} 1")
    return numbers[0]


def _choices(ask: _Ask, kind: str) -> str:
    quote = texts(ask.lang)
    return join((quote("play-quoted", text=command(a, ask.view))
                 for a in ask.legal if a.kind == kind), ask.lang, "or")


def _hand_card(ask: _Ask, rest: list[str], verb: str) -> tuple[int, str]:
    number = _int(rest[0]) if len(rest) == 1 else None
    if number is None:
        raise Refusal("tx-refuse-card-how", example=f"{verb} 1")
    if not 1 <= number <= len(ask.hand):
        raise Refusal("tx-refuse-no-card", number=number, count=len(ask.hand))
    return number, ask.hand[number - 1]


def _play(ask: _Ask, rest: list[str]) -> Action:
    if ask.decision != "turn" or not ask.has("play"):
        raise ask.not_now()
    if not rest:
        raise Refusal("tx-refuse-card-how", example="play 1")
    if rest == ["all"]:
        cards: list[str] | None = None
        first = ask.hand[0]
    else:
        picked = [_hand_card(ask, [word], "play") for word in rest]
        numbers = [n for n, _ in picked]
        twice = next((n for n in numbers if numbers.count(n) > 1), None)
        if twice is not None:
            raise Refusal("tx-refuse-twice", number=twice)
        cards = [cid for _, cid in picked]
        first = cards.pop(0)
    action = ask.find("play", card=first)
    if action is None:  # pragma: no cover - every card of the hand may be played
        raise ask.not_now()
    if ask.me is not None and (cards is None or cards):
        _PLANS[ask.me] = _Plan((ask.view["turn"], ask.view["rounds"]), cards)
    return action


def _row_card(ask: _Ask, verb: str, rest: list[str]) -> Action:
    slot = _number(rest, verb)
    row = ask.view.get("row") or []
    if not 1 <= slot <= len(row):
        raise Refusal("tx-refuse-no-slot", slot=slot, count=len(row))
    if ask.decision != "turn":
        raise ask.not_now()
    cid = row[slot - 1]
    if not cid:
        raise Refusal("tx-refuse-slot-empty", slot=slot)
    card = _content().cards[cid]
    kind = {"blue": "acquire", "purple": "use", "red": "fight"}[card.banner]
    if verb != "row" and verb != kind:
        raise Refusal("tx-refuse-slot-kind", slot=slot, card=card_name(cid, ask.lang),
                      example=f"{kind} {slot}")
    found = ask.find(kind, slot=slot - 1)
    if found:
        return found
    pool = ask.view.get("turn_state") or {}
    have = pool.get("swords" if card.banner == "red" else "skill", 0)
    if have < card.cost:
        raise Refusal("tx-refuse-afford", card=card_name(cid, ask.lang), cost=card.cost,
                      banner=card.banner, have=have)
    raise Refusal("tx-refuse-cannot", card=card_name(cid, ask.lang))


def _goblin_refusal(ask: _Ask) -> Refusal:
    if ask.decision != "turn":
        return ask.not_now()
    cost = _content().cards["goblin"].cost
    have = (ask.view.get("turn_state") or {}).get("swords", 0)
    return Refusal("tx-refuse-afford", card=card_name("goblin", ask.lang), cost=cost,
                   banner="red", have=have)


def _by_name(ask: _Ask, words: list[str], ids: Sequence[str], kind: str) -> str | None:
    """The one id whose English or local name (or id) the words are, or begin."""
    typed = _plain(" ".join(words))
    if not typed:
        return None
    names = {}
    for key in ids:
        local = card_name(key, ask.lang) if kind == "card" else token_name(key, ask.lang)
        names[key] = {_english(kind, key), _plain(key.replace("_", " ")), _plain(local)}
    exact = [k for k, ns in names.items() if typed in ns]
    if len(exact) == 1:
        return exact[0]
    starting = [k for k, ns in names.items() if any(n.startswith(typed) for n in ns)]
    return starting[0] if len(starting) == 1 else None


def _listed(ask: _Ask, rest: list[str], ids: list[str], kind: str, verb: str) -> str:
    """The id of `ids` the words name (or its number in the list), else a Refusal
    offering each as a command."""
    number = _int(rest[0]) if len(rest) == 1 else None
    found = ids[number - 1] if number is not None and 1 <= number <= len(ids) else \
        _by_name(ask, rest, ids, kind)
    if found is None:
        raise Refusal("tx-refuse-name", word=" ".join(rest), choices=join(
            (texts(ask.lang)("play-quoted", text=f"{verb} {_english(kind, k)}")
             for k in ids), ask.lang, "or"))
    return found


def _reserve(ask: _Ask, rest: list[str]) -> Action:
    cid = _listed(ask, rest, list((ask.view.get("reserve") or {}).keys()), "card", "reserve")
    found = ask.find("reserve", card=cid)
    if found:
        return found
    if ask.decision != "turn":
        raise ask.not_now()
    cost = _content().cards[cid].cost
    have = (ask.view.get("turn_state") or {}).get("skill", 0)
    if have < cost:
        raise Refusal("tx-refuse-afford", card=card_name(cid, ask.lang), cost=cost,
                      banner="blue", have=have)
    raise Refusal("tx-refuse-cannot", card=card_name(cid, ask.lang))


def _move(ask: _Ask, verb: str, rest: list[str]) -> Action:
    """'go 12' (a room), 'explore north' (a new tile), 'go portal', 'exit 2' (the second
    exit listed); at a portal's far end, 'go 12' comes out there."""
    if ask.decision == "portal_out" and verb in ("go", "move"):
        return _room_choice(ask, "portal", rest)
    if ask.decision != "turn" or ask.me is None:
        raise ask.not_now()
    room = ask.room()
    if room < 0:
        raise ask.not_now()
    d = dungeon(ask.view)
    exits = d.exits[room]
    if verb == "exit":
        number = _number(rest, "exit")
        if not 1 <= number <= len(exits):
            raise Refusal("tx-refuse-no-exit", number=number, count=len(exits))
        return _walk(ask, d, [number - 1])
    words = [w for w in rest if w not in ("to", "room", "the", "into", "through")]
    if not words:
        raise Refusal("tx-refuse-room-how", example="go 1" if not exits else
                      _move_command(ask.view, ask.me, 0))
    if words[0] in ("portal", "gate"):
        found = [i for i, e in enumerate(exits) if e.kind == "portal"]
        if not found:
            raise Refusal("tx-refuse-no-portal-here")
        return _walk(ask, d, found)
    side = SIDE_WORDS.get(words[0])
    if side is not None:
        found = [i for i, e in enumerate(exits) if e.kind == "open" and e.edge is not None
                 and e.edge.side == side]
        if not found:
            raise Refusal("tx-refuse-no-side", side=SIDES[side])
        return _walk(ask, d, found)
    target = _int(words[0])
    if target is None:
        raise Refusal("tx-refuse-room-how", example=_move_command(ask.view, ask.me, 0))
    found = [i for i, e in enumerate(exits) if e.kind == "room" and room_no(e.to) == target]
    if not found:
        raise Refusal("tx-refuse-no-tunnel", room=target)
    return _walk(ask, d, found)


def _walk(ask: _Ask, d: Dungeon, indices: list[int]) -> Action:
    """The one legal move among these exits; else why none (or which to type)."""
    legal = [a for i in indices if (a := ask.find("move", exit=i)) is not None]
    if len(legal) == 1:
        return legal[0]
    if len(legal) > 1:
        quote = texts(ask.lang)
        raise Refusal("tx-refuse-which-exit", choices=join(
            (quote("play-quoted", text=f"exit {a.get('exit') + 1}") for a in legal),
            ask.lang, "or"))
    assert ask.me is not None
    raise _why_not(ask, d, d.exits[ask.room()][indices[0]])


def _why_not(ask: _Ask, d: Dungeon, exit_: Exit) -> Refusal:
    """Why an exit cannot be walked now: the first reason that holds."""
    assert ask.me is not None
    pool = ask.view.get("turn_state") or {}
    seat = ask.view["seats"][ask.me]
    if pool.get("exhausted"):
        return Refusal("tx-refuse-exhausted")
    cost = _cost(ask.view, ask.me, exit_)
    if not cost.allowed:
        return Refusal("tx-refuse-one-way")
    if pool.get("boots", 0) < cost.boots:
        return Refusal("tx-refuse-boots", need=cost.boots, have=pool.get("boots", 0))
    if len(cost.locks) > seat["lockpicks"]:
        return Refusal("tx-refuse-locks", need=len(cost.locks), have=seat["lockpicks"])
    if exit_.kind == "room" and "crypt" in d.rooms[exit_.to].room.features \
            and not seat["artifacts"]:
        return Refusal("tx-refuse-crypt")
    if exit_.kind == "open":
        return Refusal("tx-refuse-no-tiles")
    return Refusal("tx-refuse-hurt")


def _room_choice(ask: _Ask, kind: str, rest: list[str]) -> Action:
    words = [w for w in rest if w not in ("to", "room", "in", "at", "out")]
    target = _int(words[0]) if len(words) == 1 else None
    if not ask.has(kind):
        raise ask.not_now()
    if target is None:
        raise Refusal("tx-refuse-room-how", example=ask.example(kind))
    found = ask.find(kind, room=target - 1)
    if found:
        return found
    raise Refusal("tx-refuse-no-choice", choices=_choices(ask, kind))


def _teleport_edge(ask: _Ask, rest: list[str]) -> Action:
    """'teleport north' / 'teleport exit 3': off an open edge of the room, discovering a
    tile (Teleport Adjacent, Blink Spell)."""
    if not ask.has("teleport_edge") or ask.me is None:
        raise ask.not_now()
    exits = dungeon(ask.view).exits[ask.room()]
    if rest[0] == "exit":
        number = _number(rest[1:], "teleport exit")
        found = ask.find("teleport_edge", exit=number - 1)
    else:
        side = SIDE_WORDS[rest[0]]
        fits = [a for a in ask.legal if a.kind == "teleport_edge" and
                (edge := exits[a.get("exit")].edge) is not None and edge.side == side]
        found = fits[0] if len(fits) == 1 else None
    if found:
        return found
    raise Refusal("tx-refuse-no-choice", choices=_choices(ask, "teleport_edge"))


def _item(ask: _Ask, verb: str, rest: list[str]) -> Action:
    """'buy backpack' / 'coupon crown' / 'free crown': a Market item by name (or its
    number listed)."""
    item = _listed(ask, rest, [*(ask.view.get("market") or {}), "crown"], "token", verb)
    found = ask.find(verb, item=item)
    if found:
        return found
    if not ask.has(verb):
        raise ask.not_now()
    raise Refusal("tx-refuse-cannot", card=token_name(item, ask.lang))


def _potion(ask: _Ask, rest: list[str]) -> Action:
    held = list(dict.fromkeys(a.get("token") for a in ask.legal if a.kind == "potion"))
    if not held:
        raise ask.not_now()
    token = _by_name(ask, rest, held, "token") if rest else (held[0] if len(held) == 1
                                                              else None)
    if token is None:
        raise Refusal("tx-refuse-no-choice", choices=_choices(ask, "potion"))
    found = ask.find("potion", token=token)
    assert found is not None
    return found


def _turns(ask: _Ask, kind: str, rest: list[str]) -> Action:
    if not ask.has(kind):
        raise ask.not_now()
    turns = _number(rest, kind)
    found = ask.find(kind, turns=turns)
    if found:
        return found
    raise Refusal("tx-refuse-no-choice", choices=_choices(ask, kind))


def _option(ask: _Ask, rest: list[str]) -> Action:
    if not ask.has("option"):
        raise ask.not_now()
    name = rest[0] if len(rest) == 1 else ""
    found = ask.find("option", name=name)
    if found:
        return found
    raise Refusal("tx-refuse-no-choice", choices=_choices(ask, "option"))


def _trash(ask: _Ask, rest: list[str]) -> Action:
    """'trash burgle discard': a card of the play area or the discard pile by name."""
    if not ask.has("trash"):
        raise ask.not_now()
    zone = rest[-1] if rest and rest[-1] in ("play", "discard") else None
    words = rest[:-1] if zone else rest
    offered = [a for a in ask.legal if a.kind == "trash" and (zone is None or
                                                             a.get("zone") == zone)]
    cid = _by_name(ask, words, list(dict.fromkeys(a.get("card") for a in offered)), "card")
    fits = [a for a in offered if a.get("card") == cid]
    if len(fits) == 1:
        return fits[0]
    raise Refusal("tx-refuse-no-choice", choices=_choices(ask, "trash"))


def _lay(ask: _Ask, rest: list[str]) -> Action:
    """'lay 1 -1 2': the new tile at x y, turned that many quarters."""
    if not ask.has("lay") or ask.me is None:
        raise ask.not_now()
    numbers = [n for n in (_int(w) for w in rest) if n is not None]
    if len(numbers) != 3:
        raise Refusal("tx-refuse-lay-how", example=ask.example("lay"))
    x, y, turns = numbers
    edges = _free_edges(ask.view, ask.me)
    index = next((i for i, e in enumerate(edges) if e.cell == (x, y)), None)
    found = ask.find("lay", edge=index, turns=turns) if index is not None else None
    if found:
        return found
    raise Refusal("tx-refuse-no-choice", choices=_choices(ask, "lay"))

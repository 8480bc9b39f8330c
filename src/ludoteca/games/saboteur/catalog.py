"""Every Saboteur action, with stable integer ids, and the card tables the engine uses.

Cards: a physical deck card is its index in `Content.deck` (0..117); the start card and the
three goal cards get the next four numbers (gold first), so one shapes table serves the
board (board.py names a card by an int). Actions name a card by its type id (`"s1_cross"`):
two cards of one type are the same card to play, so a hand with two maps offers one action
per map target, and the engine plays the first such card of the hand.

Ids (a core Catalogue, core/catalogue.py): the actions without a grid cell (discards,
action cards on a seat, a goal or a tool, thefts) are one listed block, in a fixed order.
Path cards and rockfalls name a cell; the maze never holds more than the deck's 70 path
cards, so every cell a card can reach lies within 72 steps of the start or the goals, in
the box `X_RANGE` x `Y_RANGE`. Their ids are computed from (type, x, y, turned), then
(type, x, y), in two blocks after the listed one, and the Action objects are made the
first time they are asked for and shared from then on (`legal()` allocates no action
twice). The order of the blocks and of their fields fixes the ids: RL policies and stored
data depend on them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.catalogue import Catalogue, Computed, Listed
from ...core.i18n import texts
from .board import Shape, cell_of, pos_of, spot_id
from .content import TOOLS, ActionCard, Content, PathCard

MAX_SEATS = 12
X_RANGE = (-72, 80)  # inclusive: 70 path cards reach at most 70 cells past start or goals
Y_RANGE = (-74, 74)
WIDTH = X_RANGE[1] - X_RANGE[0] + 1
HEIGHT = Y_RANGE[1] - Y_RANGE[0] + 1
PACKAGE = "ludoteca.games.saboteur"

# action card kind (data) -> action kind (catalog); seat-targeted kinds take `seat`
PLAY_KIND: Mapping[str, str] = {
    "broken": "break", "repair": "repair", "rockfall": "rockfall", "map": "map",
    "theft": "theft", "hands_off": "hands_off", "swap_hand": "swap_hand",
    "inspection": "inspect", "swap_hats": "swap_hats", "trapped": "trap", "free": "free",
}
SEAT_KINDS = ("break", "hands_off", "swap_hand", "inspect", "swap_hats", "trap", "free")
FRONT_KINDS = ("broken", "theft", "trapped")  # action cards that stay in front of a player


def _shape(card: PathCard) -> Shape:
    return Shape(card.open, card.groups, card.dead_ends, card.ladder_edges, card.door,
                 card.crystals)


@dataclass(frozen=True, eq=False)
class Cards:
    """Per-content card tables: types, per-instance lookups and the board's shapes."""

    content: Content
    types: tuple[str, ...]  # every deck type id, in deck order
    type_of: tuple[str, ...]  # per instance (deck cards, then start and goals)
    kind_of: Mapping[str, str]  # type -> "path" or its action kind
    path_types: tuple[str, ...]
    rockfall_types: tuple[str, ...]
    shapes: tuple[Shape, ...]
    start: int
    goals: tuple[int, int, int]  # gold first
    gold: int
    front_types: tuple[str, ...]  # types that may lie in front of a player
    symmetric: tuple[bool, ...]  # per instance: the card looks the same turned
    # type -> one deck card of it (cards of a type have the same shape: the board's answers
    # for one are those for all)
    sample: Mapping[str, int]

    def kind(self, card: int) -> str:
        return self.kind_of[self.type_of[card]]

    def action(self, card: int) -> ActionCard:
        return self.content.actions[self.type_of[card]]


@cache
def cards_of(content: Content) -> Cards:
    deck = content.deck
    types = tuple(dict.fromkeys(deck))
    kind_of = {t: ("path" if t in content.paths else content.actions[t].kind) for t in types}
    start = len(deck)
    goals = (start + 1, start + 2, start + 3)
    specials = (content.start, *content.goals)
    shapes = tuple(_shape(content.paths[t]) if kind_of[t] == "path" else Shape(0)
                   for t in deck) + tuple(_shape(c) for c in specials)
    return Cards(
        content=content, types=types, type_of=(*deck, *(c.id for c in specials)),
        kind_of={**kind_of, **{c.id: "path" for c in specials}},
        path_types=tuple(t for t in types if kind_of[t] == "path"),
        rockfall_types=tuple(t for t in types if kind_of[t] == "rockfall"),
        shapes=shapes, start=start, goals=goals, gold=goals[0],
        front_types=tuple(t for t in types if kind_of[t] in FRONT_KINDS),
        symmetric=tuple(shape.symmetric for shape in shapes),
        sample={t: deck.index(t) for t in types})


# ---------------------------------------------------------------- labels
def say(msg: str, **args: Any) -> str:
    """An English label from the game's catalogue (the screens translate by message id)."""
    return texts("en", PACKAGE)(msg, **args)


@cache
def card_name(card_type: str) -> str:
    return say(f"card-{card_type}")


def _path_label(card: str, x: int, y: int, turned: bool) -> str:
    return f"{card_name(card)} at {x}, {y}" + (", turned round" if turned else "")


def _rock_label(card: str, x: int, y: int) -> str:
    return f"{card_name(card)} on {x}, {y}"


# ---------------------------------------------------------------- the catalog
class Catalog(Catalogue):
    """Saboteur's catalogue (the enumerated block, then the path cards, then the
    rockfalls) with the lookups the engine reads in its hottest loops."""

    def __init__(self, cards: Cards, enumerated: tuple[Action, ...], *,
                 discard: dict[str, Action], clear: dict[str, Action], done: Action,
                 steal: tuple[Action, ...], on_seat: dict[tuple[str, int], Action],
                 repair: dict[tuple[str, int, str], Action],
                 maps: dict[tuple[str, int], Action], theft: dict[str, Action]) -> None:
        xs, ys = range(X_RANGE[0], X_RANGE[1] + 1), range(Y_RANGE[0], Y_RANGE[1] + 1)
        # the blocks ask this catalogue's own tables for their actions (`path`,
        # `rockfall`): one instance per action, made where the engine lists it
        self.paths = Computed("path", {"card": cards.path_types, "x": xs, "y": ys,
                                       "turned": (False, True)}, make=self.path)
        self.rocks = Computed("rockfall", {"card": cards.rockfall_types, "x": xs, "y": ys},
                              make=self.rockfall)
        super().__init__("saboteur", (Listed(enumerated), self.paths, self.rocks))
        self.cards = cards
        self.all = enumerated  # the enumerated block, in id order (ids 0..len-1)
        self.discard, self.clear, self.done, self.steal = discard, clear, done, steal
        self.on_seat = on_seat  # (type, seat): break, hands_off, swap_hand, ...
        self.repair = repair  # (type, seat, tool)
        self.map = maps  # (type, goal index)
        self.theft = theft
        # card type -> spot_id -> its path action, as made so far (`path_cells`); read
        # directly by the turn's listing (state.py, turn_options), its hottest loop
        self.path_actions: dict[str, dict[int, Action]] = {}
        # card type -> cell_of(x, y) -> its rockfall, as made so far (`rock_options`)
        self._rock_cells_of: dict[str, dict[int, Action]] = {}
        # card type -> what its rule reads (packed in an int) -> the options of an action
        # card, for every table and game (state.py, turn_options)
        self.options: defaultdict[str, dict[int, tuple[Action, ...]]] = defaultdict(dict)
        # id() of every enumerated action: `all` keeps them alive, so no other object has
        # one of these ids, and is_legal knows the engine's own instances without hashing
        self.ids: frozenset[int] = frozenset(id(a) for a in enumerated)

    def path_cells(self, card_type: str) -> dict[int, Action]:
        """The path actions of one card type made so far, by `spot_id((x, y), turned)`."""
        found = self.path_actions.get(card_type)
        if found is None:
            found = self.path_actions[card_type] = {}
        return found

    def _rock_cells(self, card_type: str) -> dict[int, Action]:
        """The rockfall actions of one card type made so far, by `cell_of((x, y))`."""
        found = self._rock_cells_of.get(card_type)
        if found is None:
            found = self._rock_cells_of[card_type] = {}
        return found

    def path(self, card_type: str, x: int, y: int, turned: bool) -> Action:
        cells = self.path_cells(card_type)
        key = spot_id((x, y), turned)
        found = cells.get(key)
        if found is None:  # made once per cell and card type: the label is built here
            found = cells[key] = Action(
                "path", (("card", card_type), ("turned", turned), ("x", x), ("y", y)),
                _path_label(card_type, x, y, turned))
        return found

    def path_at(self, card_type: str, spot: int) -> Action:
        """`path` by `spot_id`, as `Board.placement_ids` lists them."""
        x, y = pos_of(spot >> 1)
        return self.path(card_type, x, y, bool(spot & 1))

    def rockfall(self, card_type: str, x: int, y: int) -> Action:
        cells = self._rock_cells(card_type)
        key = cell_of((x, y))
        found = cells.get(key)
        if found is None:  # made once per cell and card type: the label is built here
            found = cells[key] = Action(
                "rockfall", (("card", card_type), ("x", x), ("y", y)),
                _rock_label(card_type, x, y))
        return found

    def rock_options(self, card_type: str, cells: tuple[int, ...]) -> tuple[Action, ...]:
        """The rockfall actions of a card type on these cells (`cell_of` ints, as
        `Board.removable_cells` lists them)."""
        kept = self._rock_cells(card_type)
        out = []
        for c in cells:
            found = kept.get(c)
            if found is None:
                found = self.rockfall(card_type, *pos_of(c))
            out.append(found)
        return tuple(out)


@cache
def catalog(content: Content) -> Catalog:
    cards = cards_of(content)
    actions: list[Action] = []

    def add(action: Action) -> Action:
        actions.append(action)
        return action

    done = add(Action.make("done", label=say("action-done")))
    discard = {t: add(Action.make("discard", label=say("action-discard", card=card_name(t)),
                                  card=t)) for t in cards.types}
    clear = {t: add(Action.make("clear", label=say("action-clear", card=card_name(t)), card=t))
             for t in cards.front_types}
    steal = tuple(add(Action.make("steal", label=say("action-steal", player=s + 1), seat=s))
                  for s in range(MAX_SEATS))
    on_seat: dict[tuple[str, int], Action] = {}
    repair: dict[tuple[str, int, str], Action] = {}
    maps: dict[tuple[str, int], Action] = {}
    theft: dict[str, Action] = {}
    for t in cards.types:
        kind = cards.kind_of[t]
        if kind == "path":
            continue
        play = PLAY_KIND[kind]
        name = card_name(t)
        if play in SEAT_KINDS:
            for s in range(MAX_SEATS):
                on_seat[(t, s)] = add(Action.make(
                    play, label=say(f"action-{play}", card=name, player=s + 1), card=t, seat=s))
        elif play == "repair":
            for s in range(MAX_SEATS):
                for tool in TOOLS:
                    if tool in content.actions[t].tools:
                        repair[(t, s, tool)] = add(Action.make(
                            "repair", label=say("action-repair", card=name, player=s + 1,
                                                tool=say(f"tool-{tool}")),
                            card=t, seat=s, tool=tool))
        elif play == "map":
            for g in range(3):
                label = say("action-map", card=name, goal=say(f"goal-{g}"))
                maps[(t, g)] = add(Action.make("map", label=label, card=t, goal=g))
        elif play == "theft":
            theft[t] = add(Action.make("theft", label=say("action-theft", card=name), card=t))
    return Catalog(cards, tuple(actions), discard=discard, clear=clear, done=done,
                   steal=steal, on_seat=on_seat, repair=repair, maps=maps, theft=theft)

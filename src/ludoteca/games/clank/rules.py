"""Clank! Catacombs' rules that stand on their own: the set-up piles, what a move along a
tunnel costs, which Artifact a room receives, and the dragon's attack. The state (next)
calls these; each is tested on the rulebooks' worked examples (tests/games/clank/).

Cubes in the dragon bag and the Clank! area are named by owner: a seat number (0..),
`BLACK` (the dragon's own) or `GHOST`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from ...core.rng import Rng
from .dungeon import Exit

BLACK, GHOST = -1, -2


# ------------------------------------------------------------------ set-up
def tile_stack(safe: Sequence[int], depths: Sequence[int], rng: Rng,
               safe_used: int) -> tuple[list[int], list[int]]:
    """(stack, out): the safe tiles shuffled and all but `safe_used` put out of the game
    unseen, on top of the shuffled Depths tiles. The stack's top is its end (`pop()`)."""
    safe_pile, deep = list(safe), list(depths)
    rng.shuffle(safe_pile)
    rng.shuffle(deep)
    out = safe_pile[safe_used:]
    return deep + safe_pile[:safe_used][::-1], out


def opening_row(deck: list[str], size: int, dragon: Callable[[str], bool],
                rng: Rng) -> list[str]:
    """Deal the Dungeon Row from the top of `deck` (its end): a card showing the Dragon
    Attack symbol is set aside and another dealt, until `size` cards show none; the set-aside
    cards are shuffled back into the deck. Returns the row (left to right); `deck` loses
    what was dealt."""
    row: list[str] = []
    aside: list[str] = []
    while len(row) < size and deck:
        card = deck.pop()
        (aside if dragon(card) else row).append(card)
    deck.extend(aside)
    rng.shuffle(deck)
    return row


def start_clank(players: int, per_seat: Sequence[int]) -> list[int]:
    """The cubes each seat puts in the Clank! area at set-up (seat 1: 3, seat 2: 2...)."""
    return [per_seat[seat] if seat < len(per_seat) else 0 for seat in range(players)]


# ------------------------------------------------------------------ Artifacts
def artifact_for_room(stack: Sequence[int], plus: int) -> int | None:
    """Index in `stack` (top first) of the Artifact a newly placed Artifact room receives:
    the top one, one below it per plus; with fewer Artifacts below the top than plusses,
    the most valuable left (the bottom); None when the stack is empty."""
    if not stack:
        return None
    return min(plus, len(stack) - 1)


def party_artifacts_for_room(stack: Sequence[int], plus: int) -> int:
    """How many Artifacts, from the top of `stack`, a newly placed Artifact room receives
    with 5-6 players (the Adventuring Party's rule, Ex-6): the top one and one more per
    plus instead of digging deeper, as many as are left."""
    return min(1 + plus, len(stack))


# ------------------------------------------------------------------ moving
@dataclass(frozen=True, slots=True)
class Cost:
    """What walking a tunnel asks: Boots, damage unless Swords are spent, Lockpicks (one
    per lock not yet opened), and whether it may be walked at all this way."""

    boots: int
    monsters: int
    locks: tuple[tuple[int, int], ...]  # (placement, tunnel) of each closed lock icon
    allowed: bool


def boots_needed(exit_: Exit) -> int:
    """A tunnel's Boots: 1, 2 when either half shows footprints (docs/clank.md, decision
    18). Read alone where a whole `Cost` would cost more than the question (every exit of
    a room at each listing of a turn, every exit of a map block)."""
    return 2 if exit_.footprints else 1


def locks_closed(exit_: Exit, opened: Collection[tuple[int, int]]) -> int:
    """How many of a tunnel's lock icons are not opened yet (each needs a Lockpick)."""
    keys = exit_.lock_keys
    return sum(k not in opened for k in keys) if keys else 0


def exit_cost(exit_: Exit, opened: Collection[tuple[int, int]],
              against_arrows: bool = False, ignore_monsters: bool = False) -> Cost:
    """The cost of walking `exit_` (a tunnel, or the near half of one that discovers a
    tile). A tunnel costs 1 Boot, 2 when either half shows footprints (docs/clank.md,
    decision 18); each monster icon is a damage; each lock not yet opened needs a
    Lockpick (a lock icon counts once per icon, on each tile)."""
    keys = exit_.lock_keys
    locks = tuple(k for k in keys if k not in opened) if keys else ()
    return Cost(boots_needed(exit_), 0 if ignore_monsters else exit_.monsters,
                locks, against_arrows or exit_.forward)


def portal_cost(into: Exit, out_of: Exit, opened: Collection[tuple[int, int]],
                against_arrows: bool = False, ignore_monsters: bool = False) -> Cost:
    """Room to portal, out of another portal, into its room: one Boot base (two with
    footprints on either tunnel) and both tunnels' icons. `out_of` is the far room's exit
    into its portal, walked backwards (from the portal into the room)."""
    first = exit_cost(into, opened, against_arrows, ignore_monsters)
    second = exit_cost(out_of, opened, True, ignore_monsters)
    inward = against_arrows or out_of.backward
    return Cost(max(first.boots, second.boots), first.monsters + second.monsters,
                first.locks + second.locks, first.allowed and inward)


# ------------------------------------------------------------------ the dragon
@dataclass
class Attack:
    """What one draw from the bag did: each drawn cube, the damage per seat, the black
    cubes set aside and the ghosts that go back to the Clank! area."""

    drawn: list[int]
    damage: list[int]
    black: int = 0
    ghosts: int = 0
    returned: list[int] | None = None  # cubes of players who are out, to the Bank


def draw_cubes(bag: list[int], n: int, rng: Rng) -> list[int]:
    """Draw up to `n` cubes from the bag at random (those left stay in it)."""
    drawn = []
    for _ in range(min(n, len(bag))):
        i = rng.below(len(bag))
        bag[i], bag[-1] = bag[-1], bag[i]
        drawn.append(bag.pop())
    return drawn


def resolve_draw(drawn: Sequence[int], players: int, inside: Sequence[bool]) -> Attack:
    """The effect of the drawn cubes: a player's cube is a damage to that player if still
    in the dungeon (else back to the Bank); a black cube goes to the Bank; a ghost hurts
    every player still in the dungeon and goes back to the Clank! area."""
    out = Attack(list(drawn), [0] * players, returned=[])
    for cube in drawn:
        if cube == BLACK:
            out.black += 1
        elif cube == GHOST:
            out.ghosts += 1
            for seat in range(players):
                if inside[seat]:
                    out.damage[seat] += 1
        elif inside[cube]:
            out.damage[cube] += 1
        else:
            assert out.returned is not None
            out.returned.append(cube)
    return out


def cubes_to_draw(rage: Sequence[int], space: int, danger: int) -> int:
    """How many cubes a dragon attack draws: the Rage Track's value at the marker plus one
    per Danger card in the Row."""
    return rage[min(space, len(rage) - 1)] + danger


def wayshrine_gold(marked_before: int) -> int:
    """Gold for marking a Wayshrine: 1 for your first, 2 for your second..."""
    return marked_before + 1

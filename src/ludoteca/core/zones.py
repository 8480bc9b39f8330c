"""Zones: who sees which of a state's lists, and the resampling `determinize` derives from it.

A game declares, over the plain list fields of its state, what each list is: a draw pile, a
hand per seat, a face-up row... Each zone says who sees its contents (everyone, its owner,
nobody) and its order (everyone, nobody); sizes are always public. The state keeps plain
lists (engines read them directly on their hot paths): zones are declarations, read by
`determinize` and by views, never wrappers.

Zones of one `pool` can exchange items unseen (a deck, the cards set aside, the other
hands): what a seat cannot see of them is resampled together. A list whose contents the
seat knows but whose order it does not (a deck made of every card not yet out) is
resampled within itself. What the declarations cannot say, the game gives as `Known`:
positions the seat knows (a top card it peeked at) and items of a given key it knows to
be in a slot (a card type it saw go into another hand).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .rng import Rng

ALL, OWNER, NOBODY = "all", "owner", "nobody"

LIST, LISTS, ITEMS = "list", "lists", "items"
"""A zone's shape: one list; a list of lists (slot i is seat i's when the zone is owned,
e.g. hands); one item per seat in a list (item i is seat i's, e.g. role cards)."""

Key = Callable[[Any], Hashable]
Slot = tuple[str, int | None]
"""A zone's attribute and slot index (None for a one-list zone; the seat for an ITEMS
zone's item is its position, named through `Known.at`)."""


@dataclass(frozen=True)
class Zone:
    """A state attribute and who sees it. `pool`: zones of one pool exchange items unseen
    and are resampled together (None: the zone is a pool of its own); with `per_slot`, a
    per-seat zone's slot i exchanges items only with slot i of the pool's other zones (a
    player's own deck and hand: cards never move between players). `order`: ALL when
    whoever sees the contents sees them in order. `public_when`: a test on the state
    making every slot public (roles once revealed)."""

    attr: str
    pool: str | None = None
    contents: str = NOBODY
    order: str = NOBODY
    shape: str = LIST
    public_when: Callable[[Any], bool] | None = None
    per_slot: bool = False  # LISTS: slot i pools only with slot i of the pool's zones

    def slots(self, state: Any) -> list[tuple[int | None, list[Any]]]:
        """(slot index, the list) for each list of the zone."""
        value = getattr(state, self.attr)
        if self.shape == LISTS:
            return list(enumerate(value))
        return [(None, value)]

    def sees_contents(self, seat: int | None, owner: int | None) -> bool:
        return self.contents == ALL or (
            self.contents == OWNER and seat is not None and owner == seat)

    def sees_order(self, seat: int | None, owner: int | None) -> bool:
        return self.order == ALL and self.sees_contents(seat, owner)


@dataclass(frozen=True)
class Pile(Zone):
    """An ordered draw pile: contents and order hidden from all (say contents=ALL when
    every card not yet out is in it: only the order is then hidden)."""


@dataclass(frozen=True)
class Hand(Zone):
    """One list per seat, seen (contents and order) by its owner only."""

    contents: str = OWNER
    order: str = ALL
    shape: str = LISTS


@dataclass(frozen=True)
class Row(Zone):
    """Face up, seen by all in order (a market, a face-up discard): never resampled."""

    contents: str = ALL
    order: str = ALL


@dataclass(frozen=True)
class Bag(Zone):
    """Drawn from at random: its order means nothing; contents hidden unless declared."""


@dataclass(frozen=True)
class FaceDown(Zone):
    """A face-down stack: contents hidden from all (say contents=OWNER, shape=LISTS for
    per-seat stacks their owner put there)."""


@dataclass(frozen=True)
class SetAside(Zone):
    """Cards put out of play unseen."""


@dataclass(frozen=True)
class Secret(Zone):
    """One face-down item per seat (a role card), seen by that seat."""

    contents: str = OWNER
    shape: str = ITEMS


@dataclass
class Known:
    """What one seat learned beyond the declarations. `at`: per slot, the positions whose
    items it knows (they stay put). `items`: (attr, slot, key) — an item of that key is in
    that slot (dealt there first, one per entry)."""

    at: Mapping[Slot, Iterable[int]] = field(default_factory=dict)
    items: list[tuple[str, int | None, Hashable]] = field(default_factory=list)


class Unseen(NamedTuple):
    """A slot as a seat sees it when not all of it is shown: its size, its contents when
    known (sorted: the order is not), and the items at the positions it knows."""

    size: int
    contents: tuple[Any, ...] | None
    at: tuple[tuple[int, Any], ...]


def sort_items(items: list[Any], key: Key | None) -> None:
    """Sorted by what a seat tells apart, then by the item: a guess made from it depends
    only on that and the generator, never on the real (hidden) order."""
    items.sort()
    if key is not None:
        items.sort(key=key)  # stable: by key, then by item


def shuffle_free(items: list[Any], rng: Rng, fixed: Iterable[int] = (),
                 key: Key | None = None) -> None:
    """Resample in place the order of the items not at a `fixed` position (the free items
    are taken out and the fixed ones put back by list operations: a pile's few known
    positions cost a step each, not a pass over the pile)."""
    size = len(items)
    pinned = sorted({i for i in fixed if 0 <= i < size})
    if size - len(pinned) < 2:
        return
    if not pinned:
        sort_items(items, key)
        rng.shuffle(items)
        return
    free = items[:]
    for i in reversed(pinned):
        del free[i]
    sort_items(free, key)
    rng.shuffle(free)
    for i in pinned:  # ascending: each goes back to its own position
        free.insert(i, items[i])
    items[:] = free


def chance_outcomes(items: Sequence[Any], key: Key | None = None) -> list[tuple[Any, float]]:
    """A draw from items whose order nobody knows, as a chance event: each distinct key
    (sorted) with its probability, count / size."""
    counts: dict[Any, int] = {}
    for item in items:
        k = item if key is None else key(item)
        counts[k] = counts.get(k, 0) + 1
    size = len(items)
    return [(k, counts[k] / size) for k in sorted(counts)]


class Zones:
    """A game's zones, and the resampling and views derived from them. `keys`: per pool,
    a function of the state giving the key a seat tells items apart by (a card's type);
    by default the item itself."""

    def __init__(self, *zones: Zone,
                 keys: Mapping[str, Callable[[Any], Key]] | None = None) -> None:
        attrs = [z.attr for z in zones]
        if len(set(attrs)) != len(attrs):
            raise ValueError(f"two zones name one attribute: {attrs}")
        self.zones = zones
        self.keys = dict(keys or {})
        self._by_attr = {z.attr: z for z in zones}
        # face-up zones are never resampled: resample skips them at once
        self._hidden = [z for z in zones if not (z.contents == ALL and z.order == ALL)]

    def __getitem__(self, attr: str) -> Zone:
        return self._by_attr[attr]

    def key(self, state: Any, zone: Zone) -> Key | None:
        make = self.keys.get(zone.pool if zone.pool is not None else zone.attr)
        return None if make is None else make(state)

    def resample(self, state: Any, seat: int, rng: Rng, known: Known | None = None) -> None:
        """Resample, in place on `state` (a copy), all the seat cannot tell apart: per pool,
        the unseen items are sorted, shuffled and dealt back keeping every slot's size and
        every known position; known items go to their slots first."""
        at: Mapping[Slot, Iterable[int]] = known.at if known is not None else {}
        pools: dict[Any, list[tuple[Slot, list[Any], list[int] | None]]] = {}
        for zone in self._hidden:
            if zone.public_when is not None and zone.public_when(state):
                continue
            attr, contents, order = zone.attr, zone.contents, zone.order
            if zone.shape == ITEMS:
                items = getattr(state, attr)
                fixed = set(at.get((attr, None), ()))
                if zone.contents == OWNER:
                    fixed.add(seat)
                elif zone.contents == ALL:
                    continue
                where = [i for i in range(len(items)) if i not in fixed]
                pools.setdefault(zone.pool or attr, []).append(((attr, None), items, where))
                continue
            value = getattr(state, attr)
            for index, items in enumerate(value) if zone.shape == LISTS else ((None, value),):
                if not items:
                    continue
                # Zone.sees_contents and sees_order, inlined: determinize runs in searches
                if contents == ALL or (contents == OWNER and index == seat):
                    if order == ALL:
                        continue
                    if len(items) > 1:  # only the order is hidden
                        shuffle_free(items, rng, at.get((attr, index), ()),
                                     self.key(state, zone))
                    continue
                fixed_at = at.get((attr, index))
                where = None
                if fixed_at:
                    fixed = set(fixed_at)
                    where = [i for i in range(len(items)) if i not in fixed]
                name = zone.pool or attr
                pools.setdefault((name, index) if zone.per_slot else name, []).append(
                    ((attr, index), items, where))
        wanted = known.items if known is not None else ()
        for name, slots in pools.items():
            self._deal(state, name if isinstance(name, str) else name[0], slots, rng, wanted)

    def _deal(self, state: Any, name: str,
              slots: list[tuple[Slot, list[Any], list[int] | None]], rng: Rng,
              wanted: Iterable[tuple[str, int | None, Hashable]]) -> None:
        pool: list[Any] = []
        for _, items, where in slots:
            pool += items if where is None else [items[i] for i in where]
        make = self.keys.get(name)
        key = None if make is None else make(state)
        sort_items(pool, key)
        rng.shuffle(pool)
        first: dict[Slot, list[Any]] = {}
        names = {slot for slot, _, _ in slots}
        for attr, index, k in wanted:
            if (attr, index) not in names:
                continue
            i = next((i for i, item in enumerate(pool)
                      if (item if key is None else key(item)) == k), None)
            if i is None:
                raise ValueError(f"no unseen item of key {k!r} left for {attr}[{index}]")
            first.setdefault((attr, index), []).append(pool.pop(i))
        start = 0
        for slot, items, where in slots:
            mine = first.get(slot, [])
            size = len(items) if where is None else len(where)
            end = start + size - len(mine)
            dealt = mine + pool[start:end] if mine else pool[start:end]
            start = end
            if where is None:
                items[:] = dealt
            else:
                for i, item in zip(where, dealt, strict=True):
                    items[i] = item

    def shown(self, state: Any, seat: int | None,
              known: Known | None = None) -> dict[str, Any]:
        """Per zone, what the seat (None: a spectator) sees: a list it sees in order as
        is, else an `Unseen` (per slot for per-seat zones; per item for ITEMS zones, the
        item itself when seen)."""
        at: Mapping[Slot, Iterable[int]] = known.at if known is not None else {}
        out: dict[str, Any] = {}
        for zone in self.zones:
            public = zone.public_when is not None and zone.public_when(state)
            attr = zone.attr
            if zone.shape == ITEMS:
                items = getattr(state, attr)
                fixed = set(at.get((attr, None), ()))
                out[attr] = [item if public or zone.sees_contents(seat, i) or i in fixed
                             else None for i, item in enumerate(items)]
                continue
            seen = []
            for index, items in zone.slots(state):
                if public or zone.sees_order(seat, index):
                    seen.append(list(items))
                    continue
                contents = None
                if zone.sees_contents(seat, index):
                    contents = list(items)
                    sort_items(contents, self.key(state, zone))
                    contents = tuple(contents)
                fixed = sorted(set(at.get((attr, index), ())))
                seen.append(Unseen(len(items), contents, tuple((i, items[i]) for i in fixed)))
            out[attr] = seen if zone.shape == LISTS else seen[0]
        return out

    def chance(self, state: Any, attr: str, index: int | None = None) -> list[tuple[Any, float]]:
        """A draw from a slot whose order nobody sees, as a chance event (its outcomes: the
        pool's keys, with their probabilities)."""
        zone = self._by_attr[attr]
        if zone.order == ALL:
            raise ValueError(f"{attr}: its order is public, a draw from it is no chance event")
        items = getattr(state, attr)
        if zone.shape == LISTS:
            items = items[index]
        return chance_outcomes(items, self.key(state, zone))

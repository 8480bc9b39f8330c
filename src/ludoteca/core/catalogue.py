"""Stable integer ids for every action a game can offer, listed or computed.

A catalogue is a sequence of blocks, each owning the ids from its offset on:

- `Listed`: actions enumerated once; id = offset + position.
- `Computed`: one action kind whose arguments range over declared domains (a `range` of
  ints or a tuple of choices), for spaces too large to list (a card x every cell of a
  grid). id = offset + the mixed-radix index of the argument values, the first field the
  most significant; an id is decoded back by divmod, and its Action is made the first time
  it is asked for and shared from then on (engines hand out shared instances).

Ids depend only on the blocks' order and domains: RL policies and stored data keep them,
so a game appends new blocks rather than reordering old ones.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from math import prod
from typing import Any

from .actions import Action
from .errors import IllegalAction

Domain = range | tuple[Any, ...]
_NAMED = (str, int, bool)  # the values a choice may hold (Action argument scalars)


class Listed:
    """Enumerated actions, in id order."""

    __slots__ = ("actions", "index")

    def __init__(self, actions: Iterable[Action]) -> None:
        self.actions: tuple[Action, ...] = tuple(actions)
        self.index: dict[Action, int] = {a: i for i, a in enumerate(self.actions)}
        if len(self.index) != len(self.actions):
            twice = [a for i, a in enumerate(self.actions) if self.index[a] != i]
            raise ValueError(f"a listed block holds {twice[0].to_json()} twice")

    @property
    def size(self) -> int:
        return len(self.actions)

    def at(self, local: int) -> Action:
        return self.actions[local]


class _InRange:
    """value -> its position in a range, None if it has none (an int only: True is not 1).
    A class, not a closure, so catalogues pickle with the states that hold them (a search
    bot's state goes to a worker process)."""

    __slots__ = ("domain",)

    def __init__(self, domain: range) -> None:
        self.domain = domain

    def __call__(self, value: Any) -> int | None:
        r = self.domain
        if value.__class__ is not int or value not in r:
            return None
        return (value - r.start) // r.step


class _InChoices:
    """value -> its position among choices, None if it has none; types are exact (True
    is not 1, and 1 is not True)."""

    __slots__ = ("kinds", "table")

    def __init__(self, name: str, domain: tuple[Any, ...]) -> None:
        self.table: dict[Any, int] = {}
        for i, v in enumerate(domain):
            if v.__class__ not in _NAMED:
                raise ValueError(f"field {name!r}: choice {v!r} is not a str, int or bool")
            if self.table.setdefault(v, i) != i:  # also catches 1 beside True: equal keys
                raise ValueError(
                    f"field {name!r}: choices {domain[self.table[v]]!r} and {v!r} clash")
        self.kinds = tuple(v.__class__ for v in domain)

    def __call__(self, value: Any) -> int | None:
        try:
            i = self.table.get(value)
        except TypeError:  # unhashable: no choice
            return None
        if i is None or value.__class__ is not self.kinds[i]:
            return None
        return i


def _position_in(name: str, domain: Domain) -> Callable[[Any], int | None]:
    """The reader of a field's domain: a range (may be empty: a block of no actions) or a
    tuple of choices."""
    if isinstance(domain, range):
        return _InRange(domain)
    if not isinstance(domain, tuple):
        raise ValueError(f"field {name!r} needs a range or a tuple of choices")
    return _InChoices(name, domain)


class Computed:
    """One action kind over the product of its fields' domains (declared order, the first
    field the most significant digit). `label(*values)` names an action when it is made
    (once per action). A game that keeps its own shared instances (Saboteur's per-cell
    tables, which its engine reads on its hot path) gives `make(*values)` instead: the
    block then decodes ids to values and asks `make` for the action."""

    __slots__ = ("_arity", "_names", "_order", "_positions", "_radix", "_sorted", "_spans",
                 "fields", "kind", "label", "made", "make", "size")

    def __init__(self, kind: str, fields: Mapping[str, Domain],
                 label: Callable[..., str] | None = None,
                 make: Callable[..., Action] | None = None) -> None:
        if not fields:
            raise ValueError(f"computed block {kind!r} needs at least one field")
        self.kind = kind
        self.fields: dict[str, Domain] = dict(fields)
        self.label = label
        self.make = make
        self._names = tuple(self.fields)
        self._positions = tuple(_position_in(n, d) for n, d in self.fields.items())
        # per field, (start, stop) of a range of step 1, read inline by `get` (an engine
        # asks for an action of a new cell there); None: ask the field's reader
        self._spans = tuple((d.start, d.stop) if isinstance(d, range) and d.step == 1
                            else None for d in self.fields.values())
        self._radix = tuple(len(d) for d in self.fields.values())
        self.size = prod(self._radix)
        self._arity = len(self._names)
        # Action args are sorted by name: per sorted slot, (name, position in the declared
        # order, its reader, its stride)
        strides = [prod(self._radix[i + 1:]) for i in range(self._arity)]
        self._order = tuple(sorted(range(self._arity), key=self._names.__getitem__))
        self._sorted = tuple((self._names[i], self._positions[i], strides[i])
                             for i in self._order)
        self.made: dict[int, Action] = {}  # local index -> its shared Action

    def local(self, action: Action) -> int | None:
        """The action's index in this block, None if it is none of its actions (another
        kind, other argument names, a value outside a domain or of another type)."""
        args = action.args
        if action.kind != self.kind or len(args) != self._arity:
            return None
        index = 0
        for (name, value), (want, position, stride) in zip(args, self._sorted):  # noqa: B905
            # (equal lengths checked above)
            if name != want:
                return None
            at = position(value)
            if at is None:
                return None
            index += at * stride
        return index

    def get(self, *values: Any) -> Action:
        """The shared action of these field values (declared order)."""
        if len(values) != self._arity:
            raise IllegalAction(f"a {self.kind} action takes {self._arity} values "
                                f"({', '.join(self._names)}), got {len(values)}")
        index = 0
        for field, (value, span, radix) in enumerate(zip(values, self._spans,  # noqa: B905
                                                             self._radix)):  # (checked above)
            if span is not None and value.__class__ is int and span[0] <= value < span[1]:
                at = value - span[0]
            else:
                at = self._positions[field](value)
                if at is None:
                    raise IllegalAction(f"{value!r} is no {self.kind} {self._names[field]}")
            index = index * radix + at
        if self.make is not None:
            return self.make(*values)
        found = self.made.get(index)
        return found if found is not None else self._make(index, values)

    def at(self, local: int) -> Action:
        """The action of an index in this block (0 <= local < size, unchecked)."""
        found = self.made.get(local)
        if found is not None:
            return found
        values: list[Any] = []
        rest = local
        for domain, radix in zip(reversed(self.fields.values()), reversed(self._radix),
                                 strict=True):
            rest, at = divmod(rest, radix)
            values.append(domain[at])
        values.reverse()
        if self.make is not None:
            return self.make(*values)
        return self._make(local, values)

    def _make(self, index: int, values: Sequence[Any]) -> Action:
        names = self._names
        args = tuple([(names[i], values[i]) for i in self._order])
        label = self.label(*values) if self.label else ""  # the fields in declared order
        found = self.made[index] = Action(self.kind, args, label)
        return found


Block = Listed | Computed


class Catalogue:
    """A game's blocks, ids numbered through them in order. `index` maps every listed
    action to its id (the fast path: most actions engines hand out are listed)."""

    def __init__(self, game: str, blocks: Iterable[Block]) -> None:
        self.game = game
        self.blocks: tuple[Block, ...] = tuple(blocks)
        self.index: dict[Action, int] = {}
        self._starts: list[int] = []  # per non-empty block, its offset (for bisection)
        self._placed: list[tuple[int, Block]] = []
        self._computed: dict[str, tuple[int, Computed]] = {}  # kind -> (offset, block)
        offset = 0
        for block in self.blocks:
            if isinstance(block, Computed):
                if block.kind in self._computed:
                    raise ValueError(f"two computed blocks of kind {block.kind!r}")
                self._computed[block.kind] = (offset, block)
            else:
                for action, i in block.index.items():
                    if self.index.setdefault(action, offset + i) != offset + i:
                        raise ValueError(f"{action.to_json()} is listed twice")
            if block.size:
                self._starts.append(offset)
                self._placed.append((offset, block))
            offset += block.size
        self.size = offset
        # the leading listed block, read without a bisection (a listed game's every id)
        first = self.blocks[0] if self.blocks else None
        self._head: tuple[Action, ...] = first.actions if isinstance(first, Listed) else ()
        for action in self.index:  # one action, one id: no listed one may be computed too
            part = self._computed.get(action.kind)
            if part is not None and part[1].local(action) is not None:
                raise ValueError(f"{action.to_json()} is both listed and computed")

    def id_of(self, action: Action) -> int:
        found = self.index.get(action)
        if found is not None:
            return found
        part = self._computed.get(action.kind)
        if part is not None:
            local = part[1].local(action)
            if local is not None:
                return part[0] + local
        raise IllegalAction(f"{action.to_json()} is not a {self.game} action")

    def from_id(self, number: int) -> Action:
        if number.__class__ is not int or not 0 <= number < self.size:
            raise IllegalAction(f"no {self.game} action has id {number!r}")
        if number < len(self._head):
            return self._head[number]
        offset, block = self._placed[bisect_right(self._starts, number) - 1]
        return block.at(number - offset)

    def computed(self, kind: str) -> Computed:
        """The computed block of an action kind."""
        return self._computed[kind][1]


def listed(game: str, actions: Iterable[Action]) -> Catalogue:
    """The catalogue of a game whose actions are one fixed list (ids = positions)."""
    return Catalogue(game, (Listed(actions),))

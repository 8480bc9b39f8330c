"""The cards too odd for data rows: one unit per `special` of cards.toml, registered with
the game's PowerRegistry (core/powers.py). A unit's `on_<hook>` runs when its row does;
a unit that asks the player something opens a Choose decision (`s.ask`) and lists the
options (`options`) and carries the answer out (`chosen`).

Where a card says a player "may" do something, the options include `skip`. Teleports are
offered with `skip` too (docs/clank.md: a card never forces a move); a teleport to an
adjacent room may also go off an open edge of the room (`teleport_edge`), discovering a
tile as a move there would, the tunnel's icons ignored (decision 21).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core.actions import Action
from ...core.powers import PowerRegistry, Unit
from .content import HOOKS
from .state import ClankState, Place

REGISTRY = PowerRegistry(hooks=(*HOOKS, "found"))  # found: a secret token's unit
SKIP = Action.make("skip")


class Power(Unit):
    """A unit with a choice: `options` and `chosen` by step."""

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        return []

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        raise NotImplementedError(cls.id)

    @classmethod
    def shows_tile(cls, s: ClankState, seat: int, step: str) -> bool:
        """The step is answered with the stack's top tile face up (a tile to lay)."""
        return False


def asks(hook: str, step: str) -> Callable[[type[Power]], type[Power]]:
    """A unit whose row only opens its choice: its `on_<hook>` asks `step`."""

    def wrap(cls: type[Power]) -> type[Power]:
        def handler(s: ClankState, seat: int, source: str) -> None:
            s.ask(seat, cls.id, step)

        setattr(cls, f"on_{hook}", staticmethod(handler))
        return cls

    return wrap


def pick(kind: str, **args: Any) -> Action:
    return Action.make(kind, **args)


# ------------------------------------------------------------------ shared choices
def trash_options(s: ClankState, seat: int, only: str | None = None) -> list[Action]:
    """A card of the play area or the discard pile to trash (`only`: that card id)."""
    out = []
    for zone, cards in (("play", s.played[seat]), ("discard", s.discard[seat])):
        for cid in dict.fromkeys(cards):
            if only is None or cid == only:
                out.append(pick("trash", card=cid, zone=zone))
    return out


def trash(s: ClankState, seat: int, action: Action) -> None:
    zone = s.played[seat] if action.get("zone") == "play" else s.discard[seat]
    zone.remove(action.get("card"))
    s.box.append(action.get("card"))
    s.emit("trashed", {"seat": seat, "card": action.get("card")})


def adjacent_rooms(s: ClankState, seat: int) -> list[int]:
    """Rooms one tunnel away (its icons and arrows ignored), and through portals."""
    room = s.room[seat]
    if room < 0:
        return []
    d = s.dungeon_map()
    out = {e.to for e in d.exits[room] if e.kind == "room"}
    if any(e.kind == "portal" for e in d.exits[room]):
        out.update(r for r in d.portals if r != room)
    crypt = s.crypt()
    return sorted(r for r in out if r != room and (r != crypt or s.artifacts[seat]))


def teleport(s: ClankState, seat: int, room: int) -> None:
    s.emit("teleport", {"seat": seat, "room": room})
    s.enter(seat, room)


def open_edges(s: ClankState, seat: int) -> list[int]:
    """The exits of the seat's room along a tunnel that ends at an open stub (no tile
    beyond, a tile left in the stack): teleporting along one discovers a tile (rules.md
    5: "you may teleport off a tile edge"; docs/clank.md, decision 21)."""
    room = s.room[seat]
    if room < 0 or not s.tiles_left():
        return []
    d = s.dungeon_map()
    return [i for i, e in enumerate(d.exits[room]) if e.kind == "open"
            and e.edge is not None and e.edge.cell not in d.cells]


def teleport_options(s: ClankState, rooms: Sequence[int], edges: Sequence[int] = ()
                     ) -> list[Action]:
    """Teleports to `rooms` and off the open `edges` (exits of the mover's room), and
    `skip`; none once the mover escapes (reaching the Crypt with an Artifact ends the
    adventure: docs/clank.md, decision 5)."""
    if s.escaping:
        return []
    out = [pick("teleport", room=r) for r in rooms]
    out += [pick("teleport_edge", exit=i) for i in edges]
    return out + ([SKIP] if out else [])


class Teleporting(Power):
    """A power offering teleports (and `skip`)."""

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.kind == "teleport":
            teleport(s, seat, action.get("room"))
        elif action.kind == "teleport_edge":  # the tile is discovered, then entered
            s.reveal_tile()
            s.pending = Place(seat, action.get("exit"), True)


# ------------------------------------------------------------------ play
@REGISTRY.register
class Empurror(Power):
    id = "empurror"
    text = "Choose -2 Clank!, 1 Gold or ignoring Crystal Caves; all three with an Artifact."
    CHOICES = ("clank", "gold", "caves")

    @staticmethod
    def on_play(s: ClankState, seat: int, source: str) -> None:
        if s.artifacts[seat]:
            for choice in Empurror.CHOICES:
                Empurror.apply(s, seat, choice)
        else:
            s.ask(seat, "empurror", "one")

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        return [pick("option", name=c) for c in cls.CHOICES]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        cls.apply(s, seat, action.get("name"))

    @staticmethod
    def apply(s: ClankState, seat: int, choice: str) -> None:
        what = {"clank": ("clank", -2), "gold": ("gold", 1),
                "caves": ("ignore_crystal_caves", 1)}[choice]
        s.gain(seat, *what, "empurror")


@REGISTRY.register
class GoldenFlute(Power):
    id = "golden_flute"
    text = "This turn, one Market item for 5 Gold, even outside a Market."

    @staticmethod
    def on_play(s: ClankState, seat: int, source: str) -> None:
        s.flute = True


@REGISTRY.register
@asks("play", "teleport")
class Waystone(Power):
    id = "waystone"
    text = "You may trash this card to teleport from a Wayshrine to another Wayshrine."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        room = s.room[seat]
        if room < 0 or "wayshrine" not in s.features(room) or "waystone" not in s.played[seat]:
            return []
        d = s.dungeon_map()
        rooms = [r.index for r in d.rooms if "wayshrine" in r.room.features and r.index != room]
        return teleport_options(s, rooms)

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.kind == "teleport":
            s.played[seat].remove("waystone")
            s.box.append("waystone")
            s.emit("trashed", {"seat": seat, "card": "waystone"})
            teleport(s, seat, action.get("room"))


@REGISTRY.register
@asks("play", "one")
class ImpFamiliar(Power):
    id = "imp_familiar"
    text = "Take a Lockpick, or spend one to draw 2 cards."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        out = [pick("option", name="lockpick")]
        if s.lockpicks[seat]:
            out.append(pick("option", name="draw"))
        return out

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.get("name") == "lockpick":
            s.gain(seat, "lockpick", 1)
        else:
            s.lockpicks[seat] -= 1
            s.gain(seat, "draw", 2)


@REGISTRY.register
@asks("play", "slot")
class RemoveTraps(Power):
    id = "remove_traps"
    text = "Replace a card of the Dungeon Row; the new card's Dragon Attack symbol is ignored."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        if not s.dungeon:
            return []
        return [pick("slot", slot=i) for i, cid in enumerate(s.row) if cid]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        slot = action.get("slot")
        s.dungeon_discard.append(s.row[slot])
        s.rng.reveal(s.dungeon)
        cid = s.row[slot] = s.dungeon.pop()
        s.emit("row", {"slot": slot, "card": cid})
        s.arrive(cid)  # docs/clank.md, decision 19


@REGISTRY.register
@asks("play", "trash")
class ShadowWalk(Power):
    id = "shadow_walk"
    text = "Trash a Burgle from your play area or discard pile."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        return trash_options(s, seat, "burgle")

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        trash(s, seat, action)


@REGISTRY.register
@asks("play", "mark")
class AstralProjection(Power):
    id = "astral_projection"
    text = "With 6 Skill gained this turn, mark a Wayshrine as if you were in it."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        if not s.supply[seat]:
            return []
        spaces = s.content.misc["wayshrine_spaces"]
        rooms = [r.index for r in s.dungeon_map().rooms if "wayshrine" in r.room.features
                 and r.index not in s.shrines[seat] and len(s.marks.get(r.index, [])) < spaces]
        return [pick("mark_at", room=r) for r in rooms]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        s.mark_shrine(seat, action.get("room"))


@REGISTRY.register
@asks("play", "trash")
class Riot(Power):
    id = "riot"
    text = "With 3 prisoners freed, you may trash a card of your play area or discard pile."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        out = trash_options(s, seat)
        return [*out, SKIP] if out else []

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.kind == "trash":
            trash(s, seat, action)


@REGISTRY.register
class MagicSpring(Power):
    """A minor secret, not a card: found, it asks for a trash at the end of that turn
    (ClankState.task_end_turn). Trashing is not optional (docs/clank.md, decision 13)."""

    id = "magic_spring"
    text = "At the end of this turn, trash a card of your play area or discard pile."

    @staticmethod
    def on_found(s: ClankState, seat: int, source: str) -> None:
        s.springs += 1

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        return trash_options(s, seat)

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        trash(s, seat, action)


@REGISTRY.register
@asks("play", "discard")
class Charlatan(Power):
    id = "charlatan"
    text = "You may discard an unplayed card from your hand to draw 2 cards."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        out = [pick("discard", card=c) for c in dict.fromkeys(s.hand[seat])]
        return [*out, SKIP] if out else []

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.kind == "discard":  # Ex-4: only a real discard draws
            s.hand[seat].remove(action.get("card"))
            s.discard[seat].append(action.get("card"))
            s.gain(seat, "draw", 2)


@REGISTRY.register
@asks("play", "teleport")
class SpectralRider(Teleporting):
    id = "spectral_rider"
    text = "On a haunted tile, you may teleport to a room of another haunted tile."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        d = s.dungeon_map()
        room = s.room[seat]
        tiles = s.tileset.all()
        here = d.rooms[room].placement if room >= 0 else -1
        rooms = [r.index for r in d.rooms if r.placement != here
                 and tiles[d.placed[r.placement][0]].haunted]
        return teleport_options(s, rooms)



@REGISTRY.register
@asks("play", "teleport")
class TeleportAdjacent(Teleporting):
    id = "teleport_adjacent"
    text = "Teleport to an adjacent room."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        return teleport_options(s, adjacent_rooms(s, seat), open_edges(s, seat))



@REGISTRY.register
@asks("play", "teleport")
class BlinkSpell(Teleporting):
    id = "blink_spell"
    text = "Teleport to an adjacent room or to the room of another player in the Depths."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        rooms = set(adjacent_rooms(s, seat))
        rooms.update(s.room[o] for o in s.inside() if o != seat and s.in_depths(o))
        rooms.discard(s.room[seat])
        return teleport_options(s, sorted(rooms), open_edges(s, seat))



@REGISTRY.register
@asks("play", "one")
class GrandTheft(Power):
    id = "grand_theft"
    text = "Take a Lockpick, or spend one instead of Skill for a Dungeon Row card."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        out = [pick("option", name="lockpick")]
        if s.lockpicks[seat]:
            out += [pick("slot", slot=i) for i, cid in enumerate(s.row)
                    if cid and s.card(cid).banner in ("blue", "purple")
                    and cid != "wishing_well"  # costs Gold, no Skill to pay instead
                    and (cid != "locked_trunk"  # its own Lockpick is spent too
                         or (s.lockpicks[seat] >= 2 and bool(s.majors)))]
        return out

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.kind == "option":
            s.gain(seat, "lockpick", 1)
            return
        s.lockpicks[seat] -= 1
        slot = action.get("slot")
        kind = "use" if s.card(s.row[slot]).banner == "purple" else "acquire"
        s.skill += s.card(s.row[slot]).cost  # paid with the Lockpick, not Skill
        s.take_row(seat, slot, kind)


@REGISTRY.register
class Lute(Power):
    id = "lute"
    text = "1 Gold for every Clank! you make this turn, before or after."

    @staticmethod
    def on_play(s: ClankState, seat: int, source: str) -> None:
        s.gain(seat, "gold", s.made, "lute")  # what was made before (Ex-3)
        s.lutes += 1  # and each Clank! made later (ClankState.clank)


# ------------------------------------------------------------------ arrive
@REGISTRY.register
class SuddenMovement(Power):
    id = "sudden_movement"
    text = "Each player alone on a square tile turns it to a new orientation."

    @staticmethod
    def on_arrive(s: ClankState, seat: int, source: str) -> None:
        for other in reversed(s.each_player(seat)):  # asked in turn order (a stack)
            s.ask(other, "sudden_movement", "turn")

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        p = s.lone_square(seat)
        return [] if p is None else [pick("rotate", turns=t) for t in (1, 2, 3)]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        p = s.lone_square(seat)
        assert p is not None
        s.rotate(p, action.get("turns"))


@REGISTRY.register
class AnimatedWall(Power):
    id = "animated_wall"
    text = "Every square tile with a pawn on it turns round."

    @staticmethod
    def on_arrive(s: ClankState, seat: int, source: str) -> None:
        d = s.dungeon_map()
        occupied = {d.rooms[s.room[o]].placement for o in s.inside() if s.room[o] >= 0}
        for p in sorted(occupied):
            if s.tileset.all()[s.placed[p][0]].square:
                s.rotate(p, 2)


# ------------------------------------------------------------------ use (devices)
@REGISTRY.register
class WishingWell(Power):
    id = "wishing_well"
    text = "Pay 3 Gold: draw 2 cards."

    @staticmethod
    def on_use(s: ClankState, seat: int, source: str) -> None:
        s.gold[seat] -= 3
        s.gain(seat, "draw", 2)


@REGISTRY.register
@asks("use", "one")
class UndergroundRiver(Power):
    id = "underground_river"
    text = "Heal 1 or gain 1 Boot."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        return [pick("option", name="heal"), pick("option", name="boots")]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        s.gain(seat, action.get("name"), 1)


@REGISTRY.register
class LockedTrunk(Power):
    id = "locked_trunk"
    text = "Spend a Lockpick too: a random major secret."

    @staticmethod
    def on_use(s: ClankState, seat: int, source: str) -> None:
        s.lockpicks[seat] -= 1
        s.take_token(seat, s.majors)


@REGISTRY.register
@asks("use", "one")
class ThievesShrine(Power):
    id = "thieves_shrine"
    text = "2 Gold, or trash up to 2 Burgles from your play area and discard pile."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        if step == "one":  # the trash only with a Burgle to trash
            return [pick("option", name="gold")] + \
                ([pick("option", name="trash")] if trash_options(s, seat, "burgle") else [])
        out = trash_options(s, seat, "burgle")
        return [*out, SKIP] if out else []

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if step == "one":
            if action.get("name") == "gold":
                s.gain(seat, "gold", 2)
            else:
                s.ask(seat, "thieves_shrine", "trash", (2,))
        elif action.kind == "trash":
            trash(s, seat, action)
            if ctx[0] > 1:
                s.ask(seat, "thieves_shrine", "trash", (ctx[0] - 1,))


@REGISTRY.register
@asks("use", "first")
class BlackMarket(Power):
    id = "black_market"
    text = "Two different of: 2 Gold, trash a card, 1 Lockpick."
    CHOICES = ("gold", "trash", "lockpick")

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        if step == "trash":
            return trash_options(s, seat)
        done = set(ctx)
        return [pick("option", name=c) for c in cls.CHOICES if c not in done and
                (c != "trash" or trash_options(s, seat))]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if step == "trash":
            trash(s, seat, action)
            return
        name = action.get("name")
        if step == "first":
            s.ask(seat, "black_market", "second", (name,))
        if name == "gold":
            s.gain(seat, "gold", 2)
        elif name == "lockpick":
            s.gain(seat, "lockpick", 1)
        else:
            s.ask(seat, "black_market", "trash")


# ------------------------------------------------------------------ defeat
@REGISTRY.register
@asks("defeat", "place")
class MarbleGuardian(Power):
    id = "marble_guardian"
    text = "A new tile next to yours; then teleport into it or take 2 Gold."

    @classmethod
    def shows_tile(cls, s: ClankState, seat: int, step: str) -> bool:
        # the tile is discovered, then laid: its player sees it before choosing where
        return step == "place" and bool(s.tiles_left()) and bool(s.free_edges(seat))

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        if step == "place":
            edges = s.free_edges(seat) if s.tiles_left() else []
            if not edges:  # no tile, or no free cell beside: the 2 Gold
                return [pick("option", name="gold")]
            return [pick("lay", edge=i, turns=t) for i in range(len(edges)) for t in range(4)]
        rooms = [] if s.escaping else \
            [r.index for r in s.dungeon_map().rooms if r.placement == len(s.placed) - 1]
        return [pick("teleport", room=r) for r in rooms] + [pick("option", name="gold")]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.kind == "option":
            s.gain(seat, "gold", 2)
        elif action.kind == "lay":
            edge = s.free_edges(seat)[action.get("edge")]
            s.lay_free(edge, action.get("turns"))
            s.ask(seat, "marble_guardian", "after")
        else:
            teleport(s, seat, action.get("room"))


@REGISTRY.register
@asks("defeat", "one")
class OgreMerchant(Power):
    id = "ogre_merchant"
    text = "5 Gold, or in a Market a Market item for free."

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        out = [pick("option", name="gold")]
        room = s.room[seat]
        if room >= 0 and "market" in s.features(room):
            out += [pick("free", item=i) for i, left in sorted(s.market.items())
                    if left and s.may_buy(seat, i)]
            if s.crowns:
                out.append(pick("free", item="crown"))
        return out

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        if action.kind == "option":
            s.gain(seat, "gold", 5)
        else:
            s.gain_item(seat, action.get("item"))


# ------------------------------------------------------------------ reactions
@REGISTRY.register
class Tourmaline(Power):
    id = "tourmaline"
    text = "When a Ghost would hurt you, discard this from your hand: no damage, draw 1."

    @staticmethod
    def on_ghost(s: ClankState, seat: int, source: str) -> None:
        """The reaction is offered during an attack (ClankState.dragon_attack)."""

    @classmethod
    def options(cls, s: ClankState, seat: int, step: str, ctx: tuple) -> list[Action]:
        out = [pick("discard", card=c) for c in dict.fromkeys(s.hand[seat])
               if s.card(c).on("ghost")]
        return [*out, SKIP]

    @classmethod
    def chosen(cls, s: ClankState, seat: int, step: str, ctx: tuple, action: Action) -> None:
        hits = ctx[0]
        if action.kind == "discard":
            s.hand[seat].remove(action.get("card"))
            s.discard[seat].append(action.get("card"))
            s.gain(seat, "draw", 1)
            hits -= 1
            if hits and any(s.card(c).on("ghost") for c in s.hand[seat]):
                s.ask(seat, "tourmaline", "ghost", (hits,))
                return
        s.ghost_damage(seat, hits)


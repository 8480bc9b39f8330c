"""Clank! Catacombs' heuristic bot: reads only its observation (its seat's view, its legal
actions) and the game's public content (cards, tiles).

Each turn it plays its whole hand, takes what the room offers (an Artifact, a Wayshrine,
a locked feature, the Market), spends Swords on monsters and Skill on the best card it can
afford, then walks: toward the nearest Artifact while it holds none (discovering tiles when
none is known), back to the Crypt once it holds one, or sooner when hurt. Choices of
cards' powers take the first option that is not a refusal.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from ...core.actions import Action
from ...core.observation import Observation
from ...core.rng import Rng
from .content import Content, shipped
from .dungeon import Dungeon, build
from .tiles import TileSet, load_tiles

VALUE = {"skill": 1.0, "swords": 0.8, "boots": 1.0, "draw": 1.2, "gold": 0.5, "clank": -0.4,
         "heal": 0.5, "lockpick": 0.4}


class HeuristicBot:
    name = "heuristic"

    def __init__(self, rng: Rng, content: Content | None = None,
                 tiles: TileSet | None = None) -> None:
        self.rng = rng
        self.content = content or shipped()
        self.tiles = tiles or load_tiles()
        self._maps: dict[tuple[Any, ...], Dungeon] = {}

    def act(self, obs: Observation) -> Action:
        legal = obs.legal()
        if len(legal) == 1:
            return legal[0]
        view = obs.view()
        decision = view.get("decision") or ["turn"]
        if decision[0] == "turn":
            return self.turn(view, obs.seat, legal)
        if decision[0] == "portal_out":
            d = self.dungeon(view)
            goal = self.goals(view, obs.seat, d)
            return min(legal, key=lambda a: self.distance(d, a.get("room"), goal))
        refusals = [a for a in legal if a.kind != "skip"]
        if decision[0] == "choose" and any(a.kind == "teleport" for a in legal):
            d = self.dungeon(view)
            goal = self.goals(view, obs.seat, d)
            here = self.distance(d, view["seats"][obs.seat]["room"], goal)
            best = min(refusals, key=lambda a: self.distance(d, a.get("room", -1), goal))
            if self.distance(d, best.get("room", -1), goal) < here:
                return best
            return next((a for a in legal if a.kind == "skip"), best)
        return refusals[0] if refusals else legal[0]

    # ------------------------------------------------------------------ the map
    def dungeon(self, view: dict[str, Any]) -> Dungeon:
        placed = tuple(tuple(p) for p in view["placed"])
        d = self._maps.get(placed)
        if d is None:
            d = self._maps[placed] = build(self.tiles.all(), placed)  # type: ignore[arg-type]
        return d

    def goals(self, view: dict[str, Any], seat: int, d: Dungeon) -> set[int]:
        me = view["seats"][seat]
        if me["artifacts"]:
            return {r.index for r in d.rooms if "crypt" in r.room.features}
        found = {int(k) for k, v in view["room_artifacts"].items() if v}
        if found:
            return found
        # nothing to take in sight: where the map goes on (rooms with open stubs)
        return {i for i, exits in enumerate(d.exits.all()) if any(e.kind == "open" for e in exits)}

    def distance(self, d: Dungeon, start: int, goal: set[int]) -> int:
        if start < 0:
            return 999
        seen, todo = {start: 0}, deque([start])
        while todo:
            room = todo.popleft()
            if room in goal:
                return seen[room]
            nxt = [e.to for e in d.exits[room] if e.kind == "room"
                   and all(h.forward for h in e.halves)]
            if any(e.kind == "portal" for e in d.exits[room]):
                nxt += list(d.portals)
            for other in nxt:
                if other not in seen:
                    seen[other] = seen[room] + 1
                    todo.append(other)
        return 999

    # ------------------------------------------------------------------ the turn
    def card_worth(self, cid: str) -> float:
        card = self.content.cards[cid]
        worth = card.points + (5 if card.points_rule else 0)
        for e in card.effects:
            if e.do in VALUE:
                worth += VALUE[e.do] * e.n * (0.6 if e.when else 1.0)
            elif e.special:
                worth += 1.0
        return worth

    def turn(self, view: dict[str, Any], seat: int, legal: Sequence[Action]) -> Action:
        kinds: dict[str, list[Action]] = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
        for kind in ("play", "artifact", "mark", "pick", "potion"):
            if kind in kinds:
                return kinds[kind][0]
        me = view["seats"][seat]
        if "buy" in kinds:
            items = {a.get("item"): a for a in kinds["buy"]}
            for item in ("crown", "backpack" if me["artifacts"] else "", "burglars_kit",
                         "blood_amulet"):
                if item in items:
                    return items[item]
        if "fight" in kinds:
            return max(kinds["fight"], key=lambda a: self.card_worth(view["row"][a.get("slot")]))
        buys = [(self.card_worth(view["row"][a.get("slot")]), a) for a in kinds.get("acquire", [])]
        buys += [(self.card_worth(a.get("card")) * 0.9, a) for a in kinds.get("reserve", [])]
        buys += [(1.5, a) for a in kinds.get("use", [])]
        if buys:
            worth, best = max(buys, key=lambda x: x[0])
            if worth > 1.5:
                return best
        move = self.best_move(view, seat, kinds.get("move", []))
        if move is not None:
            return move
        if buys:  # nowhere worth going: a Row card keeps the Row (and the game) moving
            return max(buys, key=lambda x: x[0])[1]
        if "goblin" in kinds:
            return kinds["goblin"][0]
        return kinds["end"][0] if "end" in kinds else self.rng.choice(list(legal))

    def best_move(self, view: dict[str, Any], seat: int, moves: Sequence[Action]
                  ) -> Action | None:
        """The move that most shortens the way to the goal, if one does. Exploring (no
        Artifact held or known), the way goes on through an open stub: a room with one is
        a step from the goal, and walking through it reaches the goal."""
        if not moves:
            return None
        d = self.dungeon(view)
        me = view["seats"][seat]
        goal = self.goals(view, seat, d)
        exploring = not me["artifacts"] and not any(view["room_artifacts"].values())
        extra = 1 if exploring else 0
        room = me["room"]
        here = self.distance(d, room, goal) + extra
        best, best_left = None, here
        for a in moves:
            exit_ = d.exits[room][a.get("exit")]
            if exit_.kind == "open":
                left = 0 if exploring else 999
            elif exit_.kind == "portal":
                left = min((self.distance(d, r, goal) for r in d.portals if r != room),
                           default=999) + extra
            else:
                left = self.distance(d, exit_.to, goal) + extra
            if left < best_left:
                best, best_left = a, left
        return best

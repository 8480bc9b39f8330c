"""A heuristic genie player that reads only its own view and the public card list.

It estimates what is left in each chest (the box's card list minus every card it has
seen), weighs the chance of a scorpion bust against the value of each card to it (a card
point, progress towards a jewellery set, a gem majority), avoids dice that other players
are likely to undercut, rubs the lamp exactly when it is matched, keeps wishes that help
it, and draws while the expected gain of one more card beats the expected loss.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.observation import Observation
from ...core.rng import Rng
from .content import CHESTS, Content, default_content

# lamp effects worth keeping when offered (the rest hurt the summoner)
GOOD_WISHES = {"draw_first", "steal", "exchange", "from_discard", "peek", "change_die"}


@cache
def _chest_contents(content: Content) -> tuple[Counter, ...]:
    """Per chest: the box's treasure cards as (kind-key, scorpions) counts."""
    out = []
    for ids in content.chest_cards:
        out.append(Counter((_key(content.cards[c].to_json()), content.cards[c].scorpions)
                           for c in ids))
    return tuple(out)


def _key(card: dict[str, Any]) -> str:
    if card["kind"] == "gem":
        return f"gem:{card['colour']}"
    if card["kind"] == "jewellery":
        return f"jewellery:{card['metal']}:{card['piece']}"
    return card["kind"]


class HeuristicBot:
    name = "heuristic"

    def __init__(self, rng: Rng, content: Content | None = None) -> None:
        self.rng = rng
        self.content = content or default_content()

    # ----------------------------------------------------------- dispatch
    def act(self, obs: Observation) -> Action:
        legal = obs.legal()
        if len(legal) == 1:
            return legal[0]
        view = obs.view()
        kind = legal[0].kind
        prompt = (view.get("prompt") or {}).get("kind", kind)
        chooser = getattr(self, f"_on_{prompt}", None)
        if chooser is None:
            return self.rng.choice(legal)
        return chooser(view, legal)

    # ------------------------------------------------------------ valuing
    def card_value(self, view: dict[str, Any], seat: int, card: dict[str, Any]) -> float:
        """What gaining this card is worth to a seat: 1 point plus set and majority progress."""
        me = view["seats"][seat]
        value = 1.0
        if card["kind"] == "gem":
            value += self._majority_gain(view, seat, card["colour"])
        elif card["kind"] == "jewellery":
            metal, piece = card["metal"], card["piece"]
            have = {c["piece"] for c in me["cards"]
                    if c["kind"] == "jewellery" and c["metal"] == metal and not c["in_set"]}
            if piece not in have:
                bonus = self.content.set_bonus[metal]
                value += bonus * (len(have) + 1) / 3 * (1.0 if len(have) == 2 else 0.5)
        elif card["kind"] == "talisman":
            colours = [c for c, n in me["gems"].items() if n > 0]
            if colours:
                value += max(self._majority_gain(view, seat, c) for c in colours)
        return value

    def _majority_gain(self, view: dict[str, Any], seat: int, colour: str) -> float:
        mine = view["seats"][seat]["gems"][colour]
        best_other = max((s["gems"][colour] for s in view["seats"] if s["seat"] != seat),
                         default=0)
        bonus = self.content.majority_bonus
        if mine > best_other:
            return 0.3  # already leading: a cushion is worth a little
        if mine + 1 > best_other:
            return bonus * 0.8
        if mine + 1 == best_other:
            return bonus * 0.4  # a tie cancels the leader's bonus
        return 0.2

    def remaining(self, view: dict[str, Any], chest: int) -> Counter:
        """Cards still in a chest, as the box list minus every card in sight."""
        left = Counter(_chest_contents(self.content)[chest])
        name = CHESTS[chest]
        seen: list[dict[str, Any]] = [c for s in view["seats"] for c in s["cards"]]
        seen += view["discard"]
        if view["explore"]:
            seen += view["explore"]["drawn"]
        for card in seen:
            if card.get("origin") == name and card["kind"] != "wizard":
                key = (_key(card), card["scorpions"])
                if left[key] > 0:
                    left[key] -= 1
        return +left

    def _bust_chance(self, left: Counter, room: int) -> float:
        """Chance that the next card carries at least `room` scorpions."""
        total = sum(left.values())
        if total == 0:
            return 1.0
        return sum(n for (_, s), n in left.items() if s >= room) / total

    def _mean_card_value(self, view: dict[str, Any], seat: int, left: Counter) -> float:
        total = sum(left.values())
        if total == 0:
            return 0.0
        value = 0.0
        for (key, _), n in left.items():
            parts = key.split(":")
            card: dict[str, Any] = {"kind": parts[0]}
            if parts[0] == "gem":
                card["colour"] = parts[1]
            elif parts[0] == "jewellery":
                card["metal"], card["piece"] = parts[1], parts[2]
            value += n * self.card_value(view, seat, card)
        return value / total

    def expected_haul(self, view: dict[str, Any], seat: int, chest: int, die: int) -> float:
        return self.hauls(view, seat, chest)[die - 1]

    def hauls(self, view: dict[str, Any], seat: int, chest: int) -> list[float]:
        """Expected value of drawing from a chest with each die 1-6, when the drawer stops
        at the best fixed number of cards (bust risk by DP over scorpion totals)."""
        left = self.remaining(view, chest)
        total = sum(left.values())
        if total == 0:
            return [0.0] * 6
        per_card = self._mean_card_value(view, seat, left)
        dist: Counter = Counter()
        for (_, s), n in left.items():
            dist[s] += n / total
        out = []
        for die in range(1, 7):
            alive = {0: 1.0}  # probability of each still-safe running scorpion total
            best = 0.0
            for k in range(1, die + 1):
                nxt: dict[int, float] = {}
                for sc, p in alive.items():
                    for s, q in dist.items():
                        if sc + s < die:
                            nxt[sc + s] = nxt.get(sc + s, 0.0) + p * q
                alive = nxt
                best = max(best, k * per_card * sum(alive.values()))
            out.append(best)
        return out

    # ---------------------------------------------------------- decisions
    def _on_place(self, view: dict[str, Any], legal: Any) -> Action:
        seat = view["seat"]
        others = view["players"] - 1
        score: dict[tuple[int, int], float] = {}
        for c in range(len(CHESTS)):
            for v, haul in enumerate(self.hauls(view, seat, c), start=1):
                # more opponents make a high die likelier to be undercut or tied
                contest = 1.0 - min(0.85, others * 0.06 * (v - 1))
                score[(c, v)] = haul * contest
        scored = [(sum(score[(CHESTS.index(ch), v)] for ch, v in a.get("dice")), a)
                  for a in legal]
        top = max(value for value, _ in scored)
        # any placement close to the best will do: identical bots must not all pick the
        # same die (equal dice on a chest cancel), and people should not read it easily
        near = [(value, a) for value, a in scored if value >= 0.8 * top]
        pick = self.rng.random() * sum(value for value, _ in near)
        for value, action in near:
            pick -= value
            if pick <= 0:
                return action
        return near[-1][1]

    def _on_claim(self, view: dict[str, Any], legal: Any) -> Action:
        seat = view["seat"]
        mine = {v for _, v in view["seats"][seat]["dice"] or ()}
        theirs = {v for s in view["seats"] if s["seat"] != seat for _, v in s["dice"] or ()}
        return _pick(legal, "rub" if mine & theirs else "pass")

    def _on_wish(self, view: dict[str, Any], legal: Any) -> Action:
        effect = view["lamp"]["current"]["effect"]
        keep = effect in GOOD_WISHES
        if effect == "draw_first":
            chest = CHESTS.index(view["lamp"]["current"]["chest"])
            if view["chests"][chest]["wizard_depth"] == 0:
                keep = self._leading(view)  # the wizard ends the game now
        return _pick(legal, "accept" if keep else "refuse")

    def _leading(self, view: dict[str, Any]) -> bool:
        scores = [s["score"] for s in view["seats"]]
        return scores[view["seat"]] == max(scores)

    def _on_draw(self, view: dict[str, Any], legal: Any) -> Action:
        seat, ex = view["seat"], view["explore"]
        chest = CHESTS.index(ex["chest"])
        room = ex["limit"] - ex["scorpions"]
        if view["chests"][chest]["wizard_depth"] == 0 and not self._leading(view):
            return _pick(legal, "stop")  # do not close the cave while behind
        left = self.remaining(view, chest)
        known = view["chests"][chest]["known_top"]
        if known:
            nxt = known[0]
            safe = nxt["scorpions"] < room
            return _pick(legal, "draw" if safe else "stop")
        p_bust = self._bust_chance(left, room)
        held = sum(self.card_value(view, seat, c) for c in ex["drawn"] if c["kind"] != "wizard")
        gain = (1 - p_bust) * self._mean_card_value(view, seat, left)
        return _pick(legal, "draw" if gain > p_bust * held else "stop")

    def _on_talisman(self, view: dict[str, Any], legal: Any) -> Action:
        seat = view["seat"]
        return max(legal, key=lambda a: self._majority_gain(view, seat, a.get("colour")))

    def _card_by_id(self, view: dict[str, Any]) -> dict[int, tuple[int | None, dict]]:
        out: dict[int, tuple[int | None, dict]] = {}
        for s in view["seats"]:
            for c in s["cards"]:
                out[c["id"]] = (s["seat"], c)
        for c in view["discard"]:
            out[c["id"]] = (None, c)
        return out

    def _take_best(self, view: dict[str, Any], legal: Any) -> Action:
        """Take the card worth most to me plus what its owner loses."""
        seat, cards = view["seat"], self._card_by_id(view)

        def worth(action: Action) -> float:
            owner, card = cards[action.get("card")]
            loss = 0.0 if owner is None else self.card_value(view, owner, card) * 0.5
            return self.card_value(view, seat, card) + loss
        return max(legal, key=worth)

    def _give_worst(self, view: dict[str, Any], legal: Any) -> Action:
        seat, cards = view["seat"], self._card_by_id(view)
        return min(legal, key=lambda a: self.card_value(view, seat, cards[a.get("card")][1]))

    _on_penalty_take = _on_steal = _on_exchange_theirs = _on_from_discard = _take_best
    _on_give_card = _on_exchange_own = _on_discard_own = _give_worst

    def _on_ring_pick(self, view: dict[str, Any], legal: Any) -> Action:
        cards = [a for a in legal if a.kind == "card"]
        return self._take_best(view, cards) if cards else legal[0]

    def _weakest_opponent(self, view: dict[str, Any], legal: Any) -> Action:
        scores = {s["seat"]: s["score"] for s in view["seats"]}
        return min(legal, key=lambda a: scores[a.get("seat")])

    _on_penalty_opponent = _on_give_to = _weakest_opponent

    def _on_peek(self, view: dict[str, Any], legal: Any) -> Action:
        mine = {ch for ch, _ in view["seats"][view["seat"]]["dice"] or ()}
        for action in legal:
            if action.get("chest") in mine:
                return action
        return legal[0]

    def _on_change_die(self, view: dict[str, Any], legal: Any) -> Action:
        seat = view["seat"]
        dice = view["seats"][seat]["dice"]

        def worth(action: Action) -> float:
            chest, _ = dice[action.get("die")]
            value = action.get("value")
            rivals = Counter(v for s in view["seats"] if s["seat"] != seat
                             for ch, v in s["dice"] or () if ch == chest)
            alone = [v for v, n in rivals.items() if n == 1]
            if rivals.get(value) or any(v < value for v in alone):
                return -1.0  # tied or undercut: no cards
            return self.expected_haul(view, seat, CHESTS.index(chest), value)
        return max(legal, key=worth)


def _pick(legal: Any, kind: str) -> Action:
    for action in legal:
        if action.kind == kind:
            return action
    return legal[0]

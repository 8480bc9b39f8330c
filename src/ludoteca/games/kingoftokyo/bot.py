"""A heuristic King of Tokyo player that reads only its own view and legal actions.

Rolling: keep SMASH in Tokyo (it hits everyone) and from outside while healthy (more so
against a hurt monster in Tokyo; not when hurt itself, as a yield would pull it in), keep
HEARTs when hurt outside Tokyo, keep ENERGY (when hurt outside Tokyo only towards a good card
within reach), keep number dice that make or chase a triple (3s, 2s; 1s only when their wickedness
reaches a tile), reroll the rest, and stop when nothing is left to reroll. Resolving: numbers
first (a new tile can help the rest), then energy, hearts, smash; dice tools (Herd Culler,
Plot Twist, Stretchy) when they improve the dice by more than they cost. Tokyo: yield when the
hearts left are few or within reach of the damage expected before its next turn. Buying: the
card worth most per energy from a small value table, sweeping a poor market when energy is
plentiful. Wings, Super Jump and Rapid Healing keep it alive; every other decision takes
something sensible from the legal list. The thresholds were tuned in bot-against-bot games.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.observation import Observation
from ...core.rng import Rng

NUMBERS = ("1", "2", "3")
THRESHOLDS = (3, 6, 10)

# what a card is worth, in victory points (a KEEP card's worth falls as the game nears its end)
CARD_VALUE: dict[str, float] = {
    # DISCARD: victory points and one-shot effects (some adjusted in _card_value)
    "apartment_building": 3.0, "commuter_train": 2.0, "corner_store": 1.0, "skyscraper": 4.0,
    "death_from_above": 2.5, "jet_fighters": 5.0, "tank": 4.0, "nuclear_power_plant": 3.0,
    "energize": 4.0, "frenzy": 4.0, "evacuation_orders": 3.0, "flame_thrower": 1.5,
    "gas_refinery": 3.5, "high_altitude_bombing": 0.5, "vast_storm": 2.5, "monster_pets": 0.0,
    # KEEP
    "extra_head": 5.5, "giant_brain": 4.5, "acid_attack": 4.5, "nova_breath": 4.0,
    "spiked_tail": 3.5, "alpha_monster": 3.5, "shrink_ray": 3.0, "urbavore": 3.0,
    "even_bigger": 3.0, "herd_culler": 2.5, "reflective_hide": 2.5, "wings": 3.0,
    "zombify": 3.0, "it_has_a_child": 3.0, "alien_origin": 2.5, "friend_of_children": 2.5,
    "rapid_healing": 2.5, "smoke_cloud": 2.0, "energy_hoarder": 2.0, "fire_breathing": 2.5,
    "burrowing": 2.5, "eater_of_the_dead": 2.0, "herbivore": 2.0, "media_friendly": 2.0,
    "super_jump": 2.0, "armor_plating": 2.0, "regeneration": 1.5, "camouflage": 2.0,
    "freeze_time": 2.0, "gourmet": 1.5, "detritivore": 1.5, "stretchy": 2.0,
    "energy_drink": 2.0, "jets": 1.5, "nanobots": 1.5, "poison_quills": 1.5,
    "plot_twist": 1.5, "complete_destruction": 1.0, "background_dweller": 1.0,
    "were_only_making_it_stronger": 1.0, "opportunist": 1.0, "parasitic_tentacles": 1.0,
    "psychic_probe": 1.0, "made_in_a_lab": 1.0, "lunar_powered": 1.0, "unstable_dna": 0.5,
    "metamorph": 0.3, "hibernation": 0.0, "natural_selection": 0.0,
}
VP_GAIN = {"apartment_building": 3, "commuter_train": 2, "corner_store": 1, "skyscraper": 4,
           "death_from_above": 2, "jet_fighters": 5, "tank": 4, "nuclear_power_plant": 2,
           "gas_refinery": 2, "vast_storm": 2}
HP_LOSS = {"jet_fighters": 4, "tank": 3, "high_altitude_bombing": 3}
# what using a dice tool costs, in victory points (valuation only: which tools exist and when
# they are offered comes from the legal actions)
TOOL_COST = {"herd_culler": 0.1, "plot_twist": 1.5, "stretchy": 1.1}
BUY_RATIO = 0.5  # value per energy a card must reach to be bought

# wickedness tiles, most wanted first
TILE_PREFERENCE = (
    "devious", "tireless", "eternal", "poison_spit", "barbs", "underdog", "skulking",
    "final_roar",
    "sonic_boomer", "cyberbrain", "widespread_panic", "evil_lair", "full_regeneration",
    "have_it_all", "defender_of_tokyo", "fluxling",
    "starburst", "antimatter_beam", "final_push", "skybeam",
)


class Ctx:
    """What the bot reads from its view, computed once per decision."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.seat: int = view["seat"]
        self.mons: list[dict[str, Any]] = view["monsters"]
        self.me = self.mons[self.seat]
        self.hp: int = self.me["hp"]
        self.max_hp: int = self.me["max_hp"]
        self.energy: int = self.me["energy"]
        self.vp: int = self.me["vp"]
        self.owned = {c["id"] for c in self.me["cards"]}
        if self.me.get("copy"):
            self.owned.add(self.me["copy"]["id"])
        self.tiles = {t["id"] for t in self.me["tiles"]}
        self.in_tokyo = self.me["location"] is not None
        tokyo = view["tokyo"]
        self.holders = [s for s in (tokyo["city"], tokyo["bay"]) if s is not None]
        self.alive = [m["seat"] for m in self.mons if m["alive"]]
        self.players = len(self.alive)
        self.max_vp = max(m["vp"] for m in self.mons if m["alive"])
        self.two_player = view["players"] == 2

    def has(self, card: str) -> bool:
        return card in self.owned or card in self.tiles

    @property
    def heals(self) -> bool:
        """Do HEART results heal me now?"""
        if self.me["zombie"]:
            return False
        return not self.in_tokyo or self.has("skybeam")

    @property
    def low(self) -> bool:
        return self.hp <= (5 if self.players <= 3 else 6)

    def attackers_before_my_turn(self) -> list[int]:
        """Living monsters outside Tokyo whose turns come before mine."""
        active, n = self.view["active"], self.view["players"]
        out = []
        for k in range(1, n):
            seat = (active + k) % n
            if seat == self.seat:
                break
            mon = self.mons[seat]
            if mon["alive"] and mon["location"] is None:
                out.append(seat)
        return out

    def threat(self, seat: int) -> float:
        """Expected SMASH a monster deals in one turn."""
        ids = {c["id"] for c in self.mons[seat]["cards"]}
        tiles = {t["id"] for t in self.mons[seat]["tiles"]}
        hit = 1.6
        hit += sum(1.0 for c in ("acid_attack", "spiked_tail") if c in ids)
        hit += 0.4 * sum(1 for c in ("extra_head", "giant_brain") if c in ids)
        hit += 0.4 * sum(1 for t in ("cyberbrain", "devious", "barbs") if t in tiles)
        if "antimatter_beam" in tiles:
            hit *= 2
        return hit

    def keep_factor(self) -> float:
        """A KEEP card pays over the turns left: less as someone nears 20 VP."""
        return max(0.25, 1.0 - self.max_vp / 22)

    def wick_bonus(self, gain: int) -> float:
        """Value of gaining `gain` wickedness: a tile for each threshold reached."""
        if gain <= 0:
            return 0.0
        w = self.me["wickedness"]
        taken = set(self.me["levels_taken"])
        value = 0.2 * gain
        for level in THRESHOLDS:
            if w < level <= w + gain and level not in taken and self.view["tiles"][str(level)]:
                value += 3.0
        return value


class HeuristicBot:
    name = "heuristic"
    buy_ratio = BUY_RATIO
    sweep_at = 8  # energy from which a market with nothing worth buying is swept
    yield_at = 3  # hearts at or below which a monster hit in Tokyo yields
    yield_at_duel = 5  # the same with two monsters left, where dying loses at once
    danger_margin = 1.0  # ...or at most this much above the damage expected before its turn
    smash_outside = (0.45, 0.75)  # one SMASH from outside Tokyo: holder healthy, holder hurt

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    # ----------------------------------------------------------- dispatch
    def act(self, obs: Observation) -> Action:
        legal = list(obs.legal())
        if len(legal) == 1:
            return legal[0]
        view = obs.view()
        ctx = Ctx(view)
        kind = (view.get("pending") or {}).get("kind", "")
        chooser = getattr(self, f"_on_{kind}", None)
        if chooser is None:
            return _pick(legal, "pass", "end_turn", "stay", "stop_rolling")
        action = chooser(ctx, legal)
        return action if action in legal else _pick(legal, "pass", "end_turn", "stop_rolling")

    # ------------------------------------------------------------ valuing
    def card_value(self, ctx: Ctx, card: dict[str, Any]) -> float:
        cid = card["id"]
        value = CARD_VALUE.get(cid, 1.0)
        vp = VP_GAIN.get(cid, 0)
        if vp and ctx.vp + vp >= 20 and ctx.hp > HP_LOSS.get(cid, 0):
            return 100.0  # wins at the end of this turn
        if cid in HP_LOSS and ctx.hp <= HP_LOSS[cid] + 2:
            return -1.0
        if cid in ("jet_fighters", "tank") and ctx.hp <= HP_LOSS[cid] + 4:
            value -= 2.0
        if cid in ("evacuation_orders",) and ctx.two_player:
            value = 5.0
        if cid == "monster_pets":
            others = [min(3, m["vp"]) for m in ctx.mons if m["alive"] and m["seat"] != ctx.seat]
            value = (sum(others) / max(1, len(others))) - min(3, ctx.vp)
        if cid == "nuclear_power_plant" and ctx.hp >= ctx.max_hp - 1:
            value -= 1.0
        if cid == "death_from_above" and ctx.me["location"] == "city":
            value = 2.0
        if card.get("type") == "keep":
            value *= ctx.keep_factor()
            if cid == "eater_of_the_dead":
                value += 0.3 * ctx.players
        return value

    def _heart_value(self, ctx: Ctx) -> float:
        """Worth of one heart that heals."""
        if ctx.hp >= ctx.max_hp:
            return 0.0
        if ctx.hp <= 3:
            return 1.5
        if ctx.low:
            return 1.0
        if ctx.hp <= 7:
            return 0.45
        return 0.15

    def _smash_value(self, ctx: Ctx) -> float:
        """Worth of one SMASH in my roll."""
        if ctx.in_tokyo or ctx.has("nova_breath"):
            targets = [s for s in ctx.alive if s != ctx.seat and ctx.mons[s]["location"] is None]
            return 0.35 + 0.15 * len(targets)
        if not ctx.holders:
            return 0.05
        if ctx.low and ctx.players > 2:
            return 0.1  # a holder that yields would pull me into Tokyo
        hurt = min(ctx.mons[s]["hp"] for s in ctx.holders)
        return self.smash_outside[1] if hurt <= 6 else self.smash_outside[0]

    def _good_card_soon(self, ctx: Ctx, extra: int) -> bool:
        for card in ctx.view["market"]:
            if card is None:
                continue
            price = card["price"]
            if ctx.energy < price <= ctx.energy + extra + 1 and \
                    self.card_value(ctx, card) >= self.buy_ratio * price + 0.5:
                return True
        return False

    def final_value(self, ctx: Ctx, faces: list[str]) -> float:
        """How good these dice are if resolved as they are."""
        count = {f: faces.count(f) for f in ("1", "2", "3", "energy", "heart", "smash")}
        value = 0.0
        wick = 0
        for f, per_triple in (("1", 2), ("2", 1), ("3", 0)):
            n = count[f]
            if n >= 3:
                value += int(f) + n - 3
                wick += per_triple * (n // 3)
        value += ctx.wick_bonus(wick)
        value += 0.5 * count["energy"]
        if ctx.heals:
            room = ctx.max_hp - ctx.hp
            value += min(count["heart"], room) * self._heart_value(ctx)
        smash = count["smash"] + (1 if ctx.has("acid_attack") else 0)
        value += smash * self._smash_value(ctx)
        if ctx.has("natural_selection"):
            value -= 20.0 * count["3"]
        return value

    # ---------------------------------------------------------- rolling
    def keep_mask(self, ctx: Ctx, faces: list[str], rolls_left: int) -> list[bool]:
        """Which dice to keep (True) before rerolling the rest."""
        n = len(faces)
        keep = [False] * n
        count = {f: faces.count(f) for f in ("1", "2", "3", "energy", "heart", "smash")}
        deadly_threes = ctx.has("natural_selection")
        # numbers: complete triples always; chase the best pair
        chase: str | None = None
        best = 0.0
        for f in NUMBERS:
            if f == "3" and deadly_threes:
                continue
            c = count[f]
            if c >= 3:
                for i, face in enumerate(faces):
                    if face == f:
                        keep[i] = True
            elif c == 2 and rolls_left > 0:
                per_triple = {"1": 2, "2": 1, "3": 0}[f]
                worth = int(f) + ctx.wick_bonus(per_triple)
                if f == "1" and worth < 2.5:
                    continue  # 1s only when they bring a tile
                if worth > best:
                    chase, best = f, worth
        if chase is not None:
            for i, face in enumerate(faces):
                if face == chase:
                    keep[i] = True
        # hearts, smash, energy
        if ctx.heals:
            need = ctx.max_hp - ctx.hp + ctx.me["poison"] + ctx.me["shrink"]
            if self._heart_value(ctx) < 0.4 and not ctx.me["poison"]:
                need = 0
            for i, face in enumerate(faces):
                if face == "heart" and need > 0:
                    keep[i] = True
                    need -= 1
        smash_wanted = self._smash_value(ctx) >= 0.4
        energy_wanted = (not (ctx.low and ctx.heals)) or self._good_card_soon(
            ctx, count["energy"] + 1)
        for i, face in enumerate(faces):
            if (face == "smash" and smash_wanted) or (face == "energy" and energy_wanted):
                keep[i] = True
        return keep

    def _on_roll(self, ctx: Ctx, legal: list[Action]) -> Action:
        dice = ctx.view["dice"]
        faces: list[str] = dice["faces"]
        rolls_left = dice["rolls_left"]
        keep = self.keep_mask(ctx, faces, rolls_left)
        mask = sum(1 << i for i, k in enumerate(keep) if not k)
        heal = self._maybe_rapid_heal(ctx, legal)
        if heal is not None:
            return heal
        if mask:
            if rolls_left > 0:
                return Action.make("reroll", dice=mask)
            # no roll left: Background Dweller rerolls 3s; extra rolls cost something
            threes = sum(1 << i for i, f in enumerate(faces) if f == "3")
            for action in legal:
                if action.kind == "reroll" and action.get("dice") == mask & threes:
                    return action
            rerolled = bin(mask).count("1")
            for action in legal:
                if action.kind != "extra_roll" or dice["roll"] >= 7:
                    continue
                if action.get("source") == "energy_drink" and rerolled >= 2 and ctx.energy >= 4:
                    return action
                if action.get("source") == "smoke_cloud" and rerolled >= 3:
                    return action
        return _pick(legal, "stop_rolling")

    # ---------------------------------------------------------- resolving
    def _best_tool(self, ctx: Ctx, legal: list[Action]) -> Action | None:
        faces = list(ctx.view["dice"]["faces"])
        base = self.final_value(ctx, faces)
        best, best_gain = None, 0.0
        for action in legal:
            if action.kind != "set_die":
                continue
            cost = TOOL_COST.get(action.get("source"), 1.0)
            changed = list(faces)
            changed[action.get("die")] = action.get("face")
            gain = self.final_value(ctx, changed) - base - cost
            if gain > best_gain + 1e-9:
                best, best_gain = action, gain
        return best

    def _on_resolve(self, ctx: Ctx, legal: list[Action]) -> Action:
        tool = self._best_tool(ctx, legal)
        if tool is not None:
            return tool
        heal = self._maybe_rapid_heal(ctx, legal)
        if heal is not None:
            return heal
        groups = {a.get("group") for a in legal if a.kind == "resolve"}
        for group in ("numbers", "energy", "heart", "smash"):
            if group not in groups:
                continue
            if group != "heart":
                return _pick(legal, "resolve", group=group)
            return self._heart_choice(ctx, [a for a in legal if a.get("group") == "heart"])
        return _pick(legal, "resolve", "wake")

    def _heart_choice(self, ctx: Ctx, options: list[Action]) -> Action:
        hearts = ctx.view["dice"]["faces"].count("heart")

        def worth(action: Action) -> float:
            poison, shrink = action.get("poison", 0), action.get("shrink", 0)
            heal = min(hearts - poison - shrink, ctx.max_hp - ctx.hp)
            return (1.6 * poison + (1.2 if ctx.hp > 4 else 0.3) * shrink
                    + heal * max(self._heart_value(ctx), 0.2))
        return max(options, key=worth)

    # ---------------------------------------------------------- Tokyo
    def expected_damage(self, ctx: Ctx) -> float:
        return sum(ctx.threat(s) for s in ctx.attackers_before_my_turn())

    def should_yield(self, ctx: Ctx, hp_after: int | None = None) -> bool:
        hp = ctx.hp if hp_after is None else hp_after
        if hp <= 0:
            return True
        danger = self.expected_damage(ctx)
        near_win = (not ctx.two_player and ctx.vp + 2 >= 20) or ctx.vp >= 20
        if near_win:
            return hp <= danger
        limit = self.yield_at if ctx.players > 2 else self.yield_at_duel
        return hp <= limit or hp <= danger + self.danger_margin

    def _on_yield(self, ctx: Ctx, legal: list[Action]) -> Action:
        return _pick(legal, "yield" if self.should_yield(ctx) else "stay")

    def _on_jets(self, ctx: Ctx, legal: list[Action]) -> Action:
        amount = ctx.view["pending"].get("amount", 0)
        return _pick(legal, "yield" if self.should_yield(ctx, ctx.hp - amount) else "stay")

    def _on_damage(self, ctx: Ctx, legal: list[Action]) -> Action:
        amount = ctx.view["pending"].get("amount", 0)
        lethal = amount >= ctx.hp
        kinds = {a.kind for a in legal}
        if "wings" in kinds and (lethal or amount >= 3 or ctx.hp - amount <= 2):
            return _pick(legal, "wings")
        if "super_jump" in kinds and (lethal or ctx.hp - amount <= 4 or ctx.energy >= 6):
            return _pick(legal, "super_jump")
        if "rapid_heal" in kinds and lethal:
            return _pick(legal, "rapid_heal")
        return _pick(legal, "pass")

    def _maybe_rapid_heal(self, ctx: Ctx, legal: list[Action]) -> Action | None:
        if ctx.hp <= 3 or (ctx.in_tokyo and ctx.hp <= 5 and ctx.energy >= 6):
            for action in legal:
                if action.kind == "rapid_heal":
                    return action
        if ctx.hp >= ctx.max_hp - 1 or (not ctx.in_tokyo and ctx.hp >= 8):
            for action in legal:
                if action.kind == "wake":
                    return action
        return None

    # ---------------------------------------------------------- buying
    def _buy_target(self, ctx: Ctx, action: Action) -> dict[str, Any] | None:
        if action.kind == "buy":
            return ctx.view["market"][action.get("slot")]
        if action.kind == "buy_top":
            return ctx.view["top_card"]
        if action.kind == "buy_owned":
            for mon in ctx.mons:
                for card in mon["cards"]:
                    if card["instance"] == action.get("card"):
                        return card
        return None

    def _best_buy(self, ctx: Ctx, legal: list[Action]) -> tuple[Action | None, float]:
        best, best_score = None, 0.0
        for action in legal:
            card = self._buy_target(ctx, action)
            if card is None:
                continue
            price = card.get("price", card["cost"])
            value = self.card_value(ctx, card)
            if value >= 100:
                return action, value
            if value <= 0 or value < self.buy_ratio * price:
                continue
            score = value / max(price, 1) + 0.05 * value
            if score > best_score:
                best, best_score = action, score
        return best, best_score

    def _on_buy(self, ctx: Ctx, legal: list[Action]) -> Action:
        heal = self._maybe_rapid_heal(ctx, legal)
        if heal is not None:
            return heal
        best, _ = self._best_buy(ctx, legal)
        if best is not None:
            return best
        kinds = {a.kind for a in legal}
        if "sweep" in kinds and ctx.energy >= self.sweep_at:
            market = [c for c in ctx.view["market"] if c is not None]
            good = [c for c in market if self.card_value(ctx, c) >= self.buy_ratio * c["price"]]
            if not good:
                return _pick(legal, "sweep")
        return _pick(legal, "end_turn")

    def _on_opportunist(self, ctx: Ctx, legal: list[Action]) -> Action:
        best, _ = self._best_buy(ctx, legal)
        return best if best is not None else _pick(legal, "pass")

    def _on_sell(self, ctx: Ctx, legal: list[Action]) -> Action:
        return _pick(legal, "end_turn")

    # ---------------------------------------------------------- tiles and cards
    def _on_tile(self, ctx: Ctx, legal: list[Action]) -> Action:
        order = list(TILE_PREFERENCE)
        if ctx.hp <= 5:
            order.insert(0, "full_regeneration")
            order.insert(0, "eternal")
        if ctx.vp >= 12:
            order.insert(0, "final_roar")
        if ctx.two_player:
            order.insert(0, "widespread_panic")

        def rank(action: Action) -> int:
            tile = action.get("tile")
            return order.index(tile) if tile in order else len(order)
        return min(legal, key=rank)

    def _card_by_instance(self, ctx: Ctx) -> dict[int, dict[str, Any]]:
        return {c["instance"]: c for mon in ctx.mons for c in mon["cards"]}

    def _on_copy(self, ctx: Ctx, legal: list[Action]) -> Action:
        cards = self._card_by_instance(ctx)
        current = ctx.me.get("copy")
        floor = self.card_value(ctx, current) if current else -1.0
        best, best_value = None, floor
        for action in legal:
            if action.kind == "copy_card":
                value = self.card_value(ctx, cards[action.get("card")])
                if value > best_value:
                    best, best_value = action, value
        return best if best is not None else _pick(legal, "pass", "copy_card")

    def _on_swap(self, ctx: Ctx, legal: list[Action]) -> Action:
        cards = self._card_by_instance(ctx)
        best, best_value = None, CARD_VALUE["unstable_dna"] * ctx.keep_factor()
        for action in legal:
            if action.kind == "swap_card":
                value = self.card_value(ctx, cards[action.get("card")])
                if value > best_value:
                    best, best_value = action, value
        return best if best is not None else _pick(legal, "pass")

    def _on_probe(self, ctx: Ctx, legal: list[Action]) -> Action:
        """Psychic Probe: spoil another monster's triple, else a SMASH aimed at me."""
        faces = ctx.view["dice"]["faces"]
        active = ctx.view["active"]
        for f in ("3", "2", "1"):
            if faces.count(f) == 3:
                return _pick(legal, "probe", die=faces.index(f))
        active_in_tokyo = ctx.mons[active]["location"] is not None
        if "smash" in faces and active_in_tokyo != ctx.in_tokyo:
            return _pick(legal, "probe", die=faces.index("smash"))
        return _pick(legal, "pass")


def _pick(legal: Any, *kinds: str, **args: Any) -> Action:
    """The first legal action of the first kind listed (matching args), else the first."""
    for kind in kinds:
        for action in legal:
            if action.kind == kind and all(action.get(k) == v for k, v in args.items()):
                return action
    return legal[0]

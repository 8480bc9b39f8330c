"""Train a small PPO agent on a game and measure it beside three baselines, on the same deals.

The algorithm is PPO (proximal policy optimisation), written here with JAX and optax: the
clipped surrogate objective, GAE(lambda) advantages, several epochs of minibatch updates on
each batch of episodes, a value loss and an entropy bonus; illegal actions get a logit of
-1e9 (the action mask), so they are never sampled. The network is one 64-unit hidden layer
over the seat's observation vector, with a policy head and a value head.

The environment is `ludoteca.rl.gym_env(game, opponents=...)`: the learner holds seat 0, the
opponent bot (random by default, or the game's heuristic) the other seats. Every policy is
then measured the same way, holding seat 0 against the same opponents on the same list of
evaluation game seeds (`reset(seed=s)`; each training seed draws its own list, disjoint from
the training games' seeds), with 95% Wilson intervals (a shared win counts 1/k):

- trained:   the PPO agent, greedy (its most likely legal action);
- untrained: the same network with its initial parameters, greedy;
- random:    uniformly random legal moves;
- heuristic: the game's own bot (the first its package declares: genie's `heuristic`).

One agent is trained per `--seeds` value; the trained agent's win rate on the evaluation set
is also measured every `--eval-every` training games (the learning curve, `--plot`).

    pip install -e '.[train]'   # JAX, optax, and matplotlib for --plot
    python examples/train_genie.py --plot curve.png            # genie, random opponents
    python examples/train_genie.py --opponents heuristic --plot curve-heuristic.png
    python examples/train_genie.py --game kingoftokyo --opponents heuristic

`--episodes N` trains N games per seed (the test runs short ones); `--json` prints one JSON
line at the end.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import ludoteca.rl
from ludoteca.bots.base import is_search, make_bot, reads_events, stand_in_bot
from ludoteca.core.errors import OptionError
from ludoteca.core.observation import Observation
from ludoteca.core.rng import Rng, seed_from
from ludoteca.sim.stats import wilson

HIDDEN = 64
NEG = -1e9  # the logit of an illegal action
# PPO settings: common defaults, except a short batch (games are short and cheap here)
BATCH_GAMES = 16  # episodes collected per update
EPOCHS = 4  # passes over each batch
MINIBATCH = 256  # rows per gradient step: fixed, so JAX compiles the step once
CLIP = 0.2
GAE_LAMBDA = 0.95
GAMMA = 1.0  # the only reward is the result at the end: no reason to discount
VALUE_COEF = 0.5
ENTROPY_COEF = 0.01
MAX_GRAD_NORM = 0.5
EVAL_SEED_LIMIT = 2**30  # evaluation game seeds lie below, training seeds above: disjoint

Params = dict[str, Any]
Chooser = Callable[[Any, dict[str, Any]], int]  # (env, observation) -> action id
Policy = Callable[[int], Chooser]  # a game seed -> the chooser for that game


def init_params(seed: int, inputs: int, actions: int) -> Params:
    import jax
    import jax.numpy as jnp

    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(seed), 3)
    return {
        "w1": jax.random.normal(k1, (inputs, HIDDEN)) / math.sqrt(inputs),
        "b1": jnp.zeros(HIDDEN),
        "wp": jax.random.normal(k2, (HIDDEN, actions)) * 0.01, "bp": jnp.zeros(actions),
        "wv": jax.random.normal(k3, (HIDDEN, 1)) * 0.01, "bv": jnp.zeros(1),
    }


def forward(params: Params, obs: Any, mask: Any, xp: Any) -> tuple[Any, Any]:
    """Masked log-probabilities and the value; `xp` is jax.numpy when training, numpy when
    acting (one step's forward pass in numpy avoids JAX's per-call overhead)."""
    hidden = xp.maximum(obs @ params["w1"] + params["b1"], 0.0)
    logits = xp.where(mask > 0, hidden @ params["wp"] + params["bp"], NEG)
    top = logits.max(axis=-1, keepdims=True)
    logp = logits - top - xp.log(xp.exp(logits - top).sum(axis=-1, keepdims=True))
    return logp, (hidden @ params["wv"] + params["bv"])[..., 0]


# ------------------------------------------------------------------------------ policies
def greedy(params: Params) -> Policy:
    def start(_game_seed: int) -> Chooser:
        def choose(_env: Any, obs: dict[str, Any]) -> int:
            return int(np.argmax(forward(params, obs["observation"], obs["action_mask"],
                                         np)[0]))
        return choose
    return start


def random_moves(game_seed: int) -> Chooser:
    rng = np.random.default_rng([game_seed, 1])  # the same moves in a game, whoever asks
    return lambda _env, obs: int(rng.choice(np.flatnonzero(obs["action_mask"])))


def bot_policy(name: str, game_id: str) -> Policy:
    """A bot at the learner's seat: it sees that seat's Observation, as at any table."""
    def start(game_seed: int) -> Chooser:
        bot = make_bot(name, game_id, Rng(seed_from(game_seed, "learner", name)))
        if reads_events([bot]):  # the env keeps no event feed for the learner's seat
            raise OptionError(f"bot {name!r} reads events: not supported at seat 0 here")

        def choose(env: Any, _obs: dict[str, Any]) -> int:
            state = env.game_state
            action = bot.act(Observation(state, env.seat))
            legal, ids = env.table.legal(state, env.seat)
            return ids[list(legal).index(action)]
        return choose
    return start


def evaluate(env: Any, policy: Policy, seeds: Sequence[int]) -> dict[str, Any]:
    """The policy at the learner's seat for one game per seed; `seeds_sha1` digests the
    seeds the env says it played, so a reader can check every policy met the same deals."""
    wins, played = 0.0, []
    for seed in seeds:
        obs, _ = env.reset(seed=seed)
        played.append(env.table.seed)
        choose = policy(seed)
        reward, done = 0.0, False
        while not done:
            obs, reward, terminated, truncated, _ = env.step(choose(env, obs))
            done = terminated or truncated
        wins += reward
    lo, hi = wilson(wins, len(seeds))
    return {"win_rate": round(wins / len(seeds), 4), "ci": [round(lo, 4), round(hi, 4)],
            "games": len(seeds), "seeds_sha1": digest(played)}


def digest(seeds: Sequence[int]) -> str:
    return hashlib.sha1(",".join(map(str, seeds)).encode()).hexdigest()[:16]


# ----------------------------------------------------------------------------------- PPO
def collect(env: Any, params: Params, rng: np.random.Generator, seeds: Sequence[int]
            ) -> dict[str, np.ndarray]:
    """Play one game per seed with the sampling policy; each of the learner's steps with its
    old log-probability, GAE(lambda) advantage and return (advantage + value)."""
    cols: dict[str, list[Any]] = {k: [] for k in ("obs", "mask", "action", "logp", "adv",
                                                  "ret")}
    for seed in seeds:
        obs, _ = env.reset(seed=seed)
        values, rewards = [], []
        done = False
        while not done:
            o, m = obs["observation"], obs["action_mask"]
            logp, value = forward(params, o, m, np)
            action = int(np.argmax(logp + rng.gumbel(size=logp.shape)))  # a softmax sample
            cols["obs"].append(o)
            cols["mask"].append(m)
            cols["action"].append(action)
            cols["logp"].append(logp[action])
            values.append(float(value))
            obs, reward, terminated, truncated, _ = env.step(action)
            rewards.append(float(reward))
            done = terminated or truncated
        # a game ends by finishing (max_cycles is unset): nothing to bootstrap after it
        advantages, last = np.zeros(len(values)), 0.0
        for t in reversed(range(len(values))):
            following = values[t + 1] if t + 1 < len(values) else 0.0
            last = rewards[t] + GAMMA * following - values[t] + GAMMA * GAE_LAMBDA * last
            advantages[t] = last
        cols["adv"].extend(advantages)
        cols["ret"].extend(advantages + np.asarray(values))
    return {"obs": np.stack(cols["obs"]).astype(np.float32),
            "mask": np.stack(cols["mask"]),
            "action": np.asarray(cols["action"], np.int32),
            **{k: np.asarray(cols[k], np.float32) for k in ("logp", "adv", "ret")}}


def make_step(optimizer: Any) -> Callable[..., Any]:
    import jax
    import jax.numpy as jnp
    import optax

    def loss_fn(params: Params, batch: dict[str, Any]) -> tuple[Any, Any]:
        logp, value = forward(params, batch["obs"], batch["mask"], jnp)
        new = jnp.take_along_axis(logp, batch["action"][:, None], axis=1)[:, 0]
        ratio = jnp.exp(new - batch["logp"])
        adv = batch["adv"]
        surrogate = jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - CLIP, 1 + CLIP) * adv)
        entropy = -(jnp.exp(logp) * jnp.where(batch["mask"] > 0, logp, 0.0)).sum(axis=1)
        weight = batch["weight"]  # 0 on the padding rows of the last minibatch
        n = jnp.maximum(weight.sum(), 1.0)
        policy_loss = -(surrogate * weight).sum() / n
        value_loss = (((batch["ret"] - value) ** 2) * weight).sum() / n
        mean_entropy = (entropy * weight).sum() / n
        loss = policy_loss + VALUE_COEF * value_loss - ENTROPY_COEF * mean_entropy
        return loss, (policy_loss, value_loss, mean_entropy)

    @jax.jit
    def step(params: Params, opt_state: Any, batch: dict[str, Any]) -> Any:
        (loss, aux), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, aux

    return step


def ppo_update(step: Callable[..., Any], params: Params, opt_state: Any,
               rows: dict[str, np.ndarray], rng: np.random.Generator
               ) -> tuple[Params, Any, dict[str, float]]:
    n = len(rows["action"])
    rows = dict(rows, adv=(rows["adv"] - rows["adv"].mean()) / (rows["adv"].std() + 1e-8),
                weight=np.ones(n, np.float32))
    chunks = -(-n // MINIBATCH)
    stats = []
    for _ in range(EPOCHS):
        order = rng.permutation(n)
        order = np.concatenate([order, np.zeros(chunks * MINIBATCH - n, np.int64)])
        for c in range(chunks):
            idx = order[c * MINIBATCH:(c + 1) * MINIBATCH]
            batch = {k: v[idx] for k, v in rows.items()}
            if (c + 1) * MINIBATCH > n:  # the padding repeats row 0: weigh it 0
                batch["weight"] = batch["weight"].copy()
                batch["weight"][n - c * MINIBATCH:] = 0.0
            params, opt_state, loss, aux = step(params, opt_state, batch)
            stats.append((float(loss), *map(float, aux)))
    last = stats[-1]
    return params, opt_state, {"loss": last[0], "policy_loss": last[1],
                               "value_loss": last[2], "entropy": last[3]}


def run_seed(args: argparse.Namespace, seed: int, heuristic: str | None) -> dict[str, Any]:
    import jax
    import optax

    started = time.monotonic()
    make = {"opponents": args.opponents, "players": args.players}
    env = ludoteca.rl.gym_env(args.game, **make)
    eval_env = ludoteca.rl.gym_env(args.game, **make)
    eval_seeds = [int(s) for s in
                  np.random.default_rng([seed, 1]).integers(0, EVAL_SEED_LIMIT, args.eval_games)]
    rng = np.random.default_rng([seed, 2])
    params = init_params(seed, env.observation_space["observation"].shape[0],
                         env.action_space.n)
    as_numpy = jax.tree_util.tree_map(np.asarray, params)
    optimizer = optax.chain(optax.clip_by_global_norm(MAX_GRAD_NORM), optax.adam(args.lr))
    opt_state = optimizer.init(params)
    step = make_step(optimizer)

    policies = {"untrained": evaluate(eval_env, greedy(as_numpy), eval_seeds),
                "random": evaluate(eval_env, random_moves, eval_seeds)}
    if heuristic is not None:
        policies["heuristic"] = evaluate(eval_env, bot_policy(heuristic, args.game),
                                         eval_seeds)
    curve = [[0, policies["untrained"]["win_rate"]]]
    deadline = None if args.minutes is None else time.monotonic() + args.minutes * 60
    played, next_eval, stats = 0, args.eval_every, {}
    while played < args.episodes and (deadline is None or time.monotonic() < deadline):
        games = min(BATCH_GAMES, args.episodes - played)
        seeds = [int(s) for s in rng.integers(EVAL_SEED_LIMIT, 2**31, games)]
        rows = collect(env, as_numpy, rng, seeds)
        params, opt_state, stats = ppo_update(step, params, opt_state, rows, rng)
        as_numpy = jax.tree_util.tree_map(np.asarray, params)
        played += games
        if played >= next_eval and played < args.episodes:
            curve.append([played, evaluate(eval_env, greedy(as_numpy), eval_seeds)["win_rate"]])
            next_eval += args.eval_every
            if not args.json:
                print(f"  seed {seed}: {played:6d} games  eval win rate {curve[-1][1]:.3f}  "
                      f"entropy {stats['entropy']:.3f}", flush=True)
    trained = evaluate(eval_env, greedy(as_numpy), eval_seeds)
    if played > curve[-1][0]:
        curve.append([played, trained["win_rate"]])
    return {"seed": seed, "training_games": played,
            "seconds": round(time.monotonic() - started, 1),
            "eval_seeds": eval_seeds, "policies": {"trained": trained, **policies},
            "curve": curve}


def plot(result: dict[str, Any], path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")  # no display: write the file only
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    for run in result["per_seed"]:
        xs, ys = zip(*run["curve"], strict=True)
        ax.plot(xs, ys, marker="o", markersize=3, label=f"PPO, seed {run['seed']}")
    styles = {"untrained": ":", "random": "--", "heuristic": "-."}
    for name, rate in result["mean"].items():
        if name in styles:
            ax.axhline(rate, color="grey", linestyle=styles[name],
                       label=f"{name} (mean over seeds) {rate:.3f}")
    ax.set_xlabel("training games")
    ax.set_ylabel(f"win rate over {result['eval_games']} evaluation games")
    ax.set_ylim(-0.02, 1.02)
    ax.set_title(f"{result['game']}, {result['players']} players, learner at seat 0 against "
                 f"{result['opponents']}")
    ax.legend(fontsize=8, loc="best")
    fig.tight_layout()
    fig.savefig(path, format="png", dpi=100)
    plt.close(fig)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="genie")
    parser.add_argument("--opponents", default="random",
                        help="the bot at the other seats (a name the game's bots list)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2],
                        help="one agent trained per seed")
    parser.add_argument("--episodes", type=int, default=2000, help="training games per seed")
    parser.add_argument("--minutes", type=float, default=None,
                        help="also stop each seed's training after this long")
    parser.add_argument("--eval-games", type=int, default=300)
    parser.add_argument("--eval-every", type=int, default=None,
                        help="training games between learning-curve points "
                             "(default: a tenth of --episodes)")
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--plot", metavar="PATH", help="write the learning curve as a PNG")
    parser.add_argument("--json", action="store_true", help="print one JSON line at the end")
    args = parser.parse_args(argv)
    if args.episodes < 0 or args.eval_games < 1 or min(args.seeds) < 0 or args.lr <= 0:
        parser.error("--episodes must be >= 0, --eval-games >= 1, --seeds >= 0, --lr > 0")
    if args.minutes is not None and args.minutes <= 0:
        parser.error("--minutes must be positive")
    if args.plot and importlib.util.find_spec("matplotlib") is None:
        parser.error("--plot needs matplotlib (the train extra, or pip install matplotlib)")
    if args.eval_every is None:
        args.eval_every = max(BATCH_GAMES, args.episodes // 10)
    elif args.eval_every < 1:
        parser.error("--eval-every must be >= 1")
    try:  # a bad game, player count or bot name fails here, before JAX starts
        ludoteca.rl.gym_env(args.game, opponents=args.opponents, players=args.players)
    except OptionError as error:
        parser.error(str(error))
    if is_search(args.opponents):
        parser.error("search bots take seconds a move: train against a faster one")
    declared = stand_in_bot(args.game)  # the game's own bot, by convention its strongest
    heuristic = declared if declared != "random" else None

    runs = []
    for seed in args.seeds:
        if not args.json:
            print(f"seed {seed}: training {args.episodes} games against {args.opponents}",
                  flush=True)
        runs.append(run_seed(args, seed, heuristic))
    names = list(runs[0]["policies"])
    result = {"algorithm": "PPO", "game": args.game, "players": args.players,
              "opponents": args.opponents, "heuristic_bot": heuristic,
              "seeds": args.seeds, "episodes": args.episodes, "eval_games": args.eval_games,
              "eval_every": args.eval_every, "per_seed": runs,
              "mean": {n: round(float(np.mean([r["policies"][n]["win_rate"] for r in runs])),
                                4) for n in names},
              "seconds": round(sum(r["seconds"] for r in runs), 1), "plot": args.plot}
    if args.plot:
        plot(result, args.plot)
    if args.json:
        print(json.dumps(result))
        return
    print(f"\n{args.game}, {args.players} players, seat 0 against {args.opponents}; "
          f"{args.eval_games} evaluation games per seed, the same seeds for every policy:")
    for run in runs:
        print(f"seed {run['seed']} ({run['training_games']} training games, "
              f"{run['seconds']:.0f} s):")
        for name, p in run["policies"].items():
            lo, hi = p["ci"]
            print(f"  {name:10s} {p['win_rate']:.3f}  [{lo:.3f}, {hi:.3f}]")
    print("mean over seeds: " + "  ".join(f"{n} {r:.3f}" for n, r in result["mean"].items()))
    if args.plot:
        print(f"learning curve: {args.plot}")


if __name__ == "__main__":
    main()

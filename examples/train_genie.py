"""Train a small agent on the genie game and show it beating the random bot.

A masked policy-gradient learner (REINFORCE with a learned baseline) written with JAX and
optax, on `ludoteca.rl.gym_env("genie", opponents="random")`: the learner holds seat 0,
the random bot the others; the observation is the seat's encoded view, the action mask its
legal actions. It trains for a few minutes on one CPU core, then plays evaluation games
with its greedy policy and, as the yardstick, with uniformly random moves from the same
seat, and prints both win rates with 95% confidence intervals.

    pip install -e '.[rl,train]'
    python examples/train_genie.py --minutes 3

`--episodes N` stops after N training games instead (the test runs a short one).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import optax

import ludoteca.rl
from ludoteca.sim.stats import wilson

HIDDEN = 64
NEG = -1e9  # the logit of an illegal action


def init_params(key: jax.Array, inputs: int, actions: int) -> dict[str, jax.Array]:
    k1, k2, k3 = jax.random.split(key, 3)
    scale = 1.0 / math.sqrt(inputs)
    return {
        "w1": jax.random.normal(k1, (inputs, HIDDEN)) * scale, "b1": jnp.zeros(HIDDEN),
        "wp": jax.random.normal(k2, (HIDDEN, actions)) * 0.01, "bp": jnp.zeros(actions),
        "wv": jax.random.normal(k3, (HIDDEN, 1)) * 0.01, "bv": jnp.zeros(1),
    }


def forward(params: dict[str, Any], obs: Any, mask: Any, xp: Any = jnp) -> tuple[Any, Any]:
    """Masked log-probabilities and the value; `xp` is jax.numpy when training, numpy when
    acting (a step's forward pass in numpy avoids JAX's per-call overhead)."""
    hidden = xp.maximum(obs @ params["w1"] + params["b1"], 0.0)
    logits = hidden @ params["wp"] + params["bp"]
    logits = xp.where(mask > 0, logits, NEG)
    top = logits.max(axis=-1, keepdims=True)
    logp = logits - top - xp.log(xp.exp(logits - top).sum(axis=-1, keepdims=True))
    value = (hidden @ params["wv"] + params["bv"])[..., 0]
    return logp, value


def loss_fn(params: dict[str, Any], obs: Any, mask: Any, actions: Any, returns: Any
            ) -> Any:
    logp, value = forward(params, obs, mask)
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    advantage = jax.lax.stop_gradient(returns - value)
    entropy = -(jnp.exp(logp) * jnp.where(mask > 0, logp, 0.0)).sum(axis=1).mean()
    return -(chosen * advantage).mean() + 0.5 * ((returns - value) ** 2).mean() \
        - 0.01 * entropy


def play(env: Any, params: dict[str, np.ndarray] | None, rng: np.random.Generator,
         greedy: bool = False) -> tuple[float, list[tuple[np.ndarray, np.ndarray, int]]]:
    """One game; params None plays uniformly random legal moves. Returns the seat's
    return (1 win, 1/k shared, 0 loss) and its (observation, mask, action) steps."""
    obs, _ = env.reset(seed=int(rng.integers(2**31)))
    steps = []
    reward, done = 0.0, False
    while not done:
        mask = obs["action_mask"]
        if params is None:
            action = int(rng.choice(np.flatnonzero(mask)))
        else:
            logp, _ = forward(params, obs["observation"], mask, xp=np)
            action = int(np.argmax(logp)) if greedy else int(
                rng.choice(len(logp), p=np.exp(logp - logp.max()) / np.exp(
                    logp - logp.max()).sum()))
            steps.append((obs["observation"], mask, action))
        obs, reward, terminated, truncated, _ = env.step(action)
        done = terminated or truncated
    return float(reward), steps


def train(players: int = 2, minutes: float = 3.0, episodes: int | None = None,
          eval_games: int = 400, seed: int = 0, batch: int = 16, lr: float = 3e-3,
          quiet: bool = False) -> dict[str, Any]:
    env = ludoteca.rl.gym_env("genie", opponents="random", players=players, seed=seed)
    rng = np.random.default_rng(seed)
    size = env.observation_space["observation"].shape[0]
    params = init_params(jax.random.PRNGKey(seed), size, env.action_space.n)
    optimizer = optax.adam(lr)
    opt_state = optimizer.init(params)
    step = jax.jit(jax.value_and_grad(loss_fn))
    deadline = time.monotonic() + minutes * 60
    played = 0
    recent: list[float] = []
    while (played < episodes) if episodes is not None else (time.monotonic() < deadline):
        acting = jax.tree_util.tree_map(np.asarray, params)
        rows: list[tuple[np.ndarray, np.ndarray, int, float]] = []
        for _ in range(batch):
            reward, steps = play(env, acting, rng)
            rows += [(o, m, a, reward) for o, m, a in steps]
            recent.append(reward)
            played += 1
        obs = jnp.asarray(np.stack([r[0] for r in rows]))
        mask = jnp.asarray(np.stack([r[1] for r in rows]))
        actions = jnp.asarray([r[2] for r in rows])
        returns = jnp.asarray([r[3] for r in rows], dtype=jnp.float32)
        loss, grads = step(params, obs, mask, actions, returns)
        updates, opt_state = optimizer.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        if not quiet and played % (batch * 25) == 0:
            print(f"{played:6d} games  win rate (last 400) "
                  f"{np.mean(recent[-400:]):.3f}  loss {float(loss):.4f}", flush=True)
    acting = jax.tree_util.tree_map(np.asarray, params)
    eval_rng = np.random.default_rng(seed + 1)
    trained = sum(play(env, acting, eval_rng, greedy=True)[0] for _ in range(eval_games))
    eval_rng = np.random.default_rng(seed + 1)
    random_ = sum(play(env, None, eval_rng)[0] for _ in range(eval_games))
    return {"players": players, "training_games": played, "eval_games": eval_games,
            "trained_win_rate": round(trained / eval_games, 4),
            "trained_ci": [round(x, 4) for x in wilson(trained, eval_games)],
            "random_win_rate": round(random_ / eval_games, 4),
            "random_ci": [round(x, 4) for x in wilson(random_, eval_games)]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--episodes", type=int, default=None)
    parser.add_argument("--eval-games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = train(args.players, args.minutes, args.episodes, args.eval_games, args.seed,
                   quiet=args.json)
    if args.json:
        print(json.dumps(result))
        return
    lo, hi = result["trained_ci"]
    rlo, rhi = result["random_ci"]
    print(f"after {result['training_games']} training games, against the random bot "
          f"({result['players']} players, {result['eval_games']} games each):")
    print(f"  trained agent   {result['trained_win_rate']:.3f}  [{lo:.3f}, {hi:.3f}]")
    print(f"  random moves    {result['random_win_rate']:.3f}  [{rlo:.3f}, {rhi:.3f}]")


if __name__ == "__main__":
    main()

"""RL environments for every registered game (docs/research.md, "RL environments").

- `aec_env(game_id, players=..., seed=None, **options)`: PettingZoo AEC;
- `parallel_env(...)`: PettingZoo Parallel API (a no-op id for seats with nothing to decide);
- `gym_env(game_id, opponents=..., seat=0, ...)`: Gymnasium, the other seats played by bots
  or policies `f(observation, info) -> id`;
- `vector_env(game_id, num_envs, asynchronous=False, ...)`: that many Gymnasium tables
  stepped together (Gymnasium's SyncVectorEnv, or AsyncVectorEnv: a process per table);
- `describe_observation(game_id, players)`: the observation's field table (Markdown);
- `bench_env(game_id, ...)`: random-play steps/s of the AEC wrapper beside the raw engine.

numpy, gymnasium and pettingzoo (the `rl` extra) are imported only when one is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .aec import LudotecaAEC
    from .gym import LudotecaGym, Opponents
    from .parallel import LudotecaParallel


def aec_env(game_id: str, players: int | None = None, seed: int | None = None,
            **kwargs: Any) -> LudotecaAEC:
    from .aec import aec_env as make

    return make(game_id, players=players, seed=seed, **kwargs)


def parallel_env(game_id: str, players: int | None = None, seed: int | None = None,
                 **kwargs: Any) -> LudotecaParallel:
    from .parallel import parallel_env as make

    return make(game_id, players=players, seed=seed, **kwargs)


def gym_env(game_id: str, opponents: Opponents = "random", seat: int = 0,
            players: int | None = None, seed: int | None = None, **kwargs: Any
            ) -> LudotecaGym:
    from .gym import gym_env as make

    return make(game_id, opponents=opponents, seat=seat, players=players, seed=seed,
                **kwargs)


def vector_env(game_id: str, num_envs: int, *, asynchronous: bool = False,
               seed: int | None = None, **kwargs: Any) -> Any:
    from .gym import vector_env as make

    return make(game_id, num_envs, asynchronous=asynchronous, seed=seed, **kwargs)


def describe_observation(game_id: str, players: int | None = None, **options: Any) -> str:
    """The observation vector's fields (name, offset, size, range, meaning), as Markdown."""
    from .table import make_encoder, resolve

    _game, count, resolved = resolve(game_id, players, options)
    return make_encoder(game_id, count, resolved).describe()


def bench_env(game_id: str, players: int | None = None, seconds: float = 2.0,
              yardstick: bool = False, **options: Any) -> dict[str, Any]:
    """yardstick: also time PettingZoo's connect_four the same way (needs pygame)."""
    from .bench import bench_env as run

    return run(game_id, players=players, seconds=seconds, yardstick=yardstick, **options)


__all__ = ["aec_env", "bench_env", "describe_observation", "gym_env", "parallel_env"]

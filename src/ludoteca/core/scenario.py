"""Scenarios: JSON files that set up an exact situation, act, and check the outcome.

    {"name": "...", "game": "genie", "players": 3, "seed": 1, "options": {...},
     "setup": {...game specific...},
     "steps": [{"act": [seat, {action}]},
               {"act": [seat, {action}], "error": "text the IllegalAction must contain"},
               {"expect": {"dotted.path": value, ...}}],
     "expect": {...checked after the last step...}}

Expectations are checked against `state.facts()` plus the generic facts `to_move`,
`over`, `scores`, `winners` and `legal` (per seat, the JSON of each legal action).
A value {"contains": [...]} or {"excludes": [...]} checks membership in a list;
{"len": n} checks a length. The format per game is in docs/scenarios.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action
from .errors import IllegalAction, LudotecaError, OptionError, ScenarioError
from .jsonfile import parse, read_text
from .protocol import State
from .registry import get_game

_TOP_KEYS = {"name", "description", "source", "game", "players", "seed", "options", "setup",
             "steps", "expect"}


@dataclass
class ScenarioResult:
    name: str
    path: str
    passed: bool
    failures: list[str] = field(default_factory=list)


def all_facts(state: State) -> dict[str, Any]:
    facts = dict(state.facts())
    facts["to_move"] = list(state.to_move())
    facts["over"] = state.is_over()
    facts["scores"] = state.scores()
    facts["winners"] = state.winners() if state.is_over() else []
    facts["legal"] = {str(s): [a.to_json() for a in state.legal(s)] for s in state.to_move()}
    return facts


def _lookup(facts: Any, path: str) -> Any:
    node = facts
    for part in path.split("."):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.lstrip("-").isdigit() and -len(node) <= int(
                part) < len(node):
            node = node[int(part)]
        else:
            raise KeyError(path)
    return node


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def check(facts: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Failures (empty when every expectation holds)."""
    failures = []
    for path, wanted in expect.items():
        try:
            got = _lookup(facts, path)
        except KeyError:
            failures.append(f"{path}: no such fact")
            continue
        if isinstance(wanted, dict) and wanted.keys() <= {"contains", "excludes", "len"} and wanted:
            for key in wanted.keys() & {"contains", "excludes"}:
                if not isinstance(wanted[key], list):
                    raise ScenarioError(f"expectation {path!r}: {key!r} must be a list")
            if "len" in wanted and (type(wanted["len"]) is not int or wanted["len"] < 0):
                raise ScenarioError(f"expectation {path!r}: 'len' must be a whole number >= 0")
            items = {_canon(v) for v in got} if isinstance(got, list) else set()
            for item in wanted.get("contains", []):
                if _canon(item) not in items:
                    failures.append(f"{path}: expected to contain {item!r}, got {got!r}")
            for item in wanted.get("excludes", []):
                if _canon(item) in items:
                    failures.append(f"{path}: expected not to contain {item!r}")
            if "len" in wanted and (not isinstance(got, list | dict) or len(got) != wanted["len"]):
                failures.append(f"{path}: expected length {wanted['len']}, got {got!r}")
        elif path.startswith("legal.") and isinstance(wanted, list) and isinstance(got, list):
            if sorted(map(_canon, wanted)) != sorted(map(_canon, got)):
                failures.append(f"{path}: expected {wanted!r}, got {got!r}")
        elif _canon(got) != _canon(wanted):
            failures.append(f"{path}: expected {wanted!r}, got {got!r}")
    return failures


def _parse_act(step: dict[str, Any], number: int) -> tuple[int, Action]:
    act = step["act"]
    if not isinstance(act, list) or len(act) != 2 or type(act[0]) is not int:
        raise ScenarioError(f"step {number}: 'act' must be [seat, action]")
    try:
        return act[0], Action.from_json(act[1])
    except IllegalAction as exc:
        raise ScenarioError(f"step {number}: {exc}") from None


def build(data: Any) -> State:
    """The scenario's starting state; raises ScenarioError for a malformed file."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario must be a JSON object")
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise ScenarioError(f"unknown scenario field(s): {', '.join(map(repr, unknown))}")
    if not isinstance(data.get("game"), str):
        raise ScenarioError("scenario field 'game' is missing or has the wrong type")
    # the game first: for an unknown game, the other fields' complaints would mislead
    try:
        game = get_game(data["game"])
    except OptionError as exc:
        raise ScenarioError(f"scenario field 'game': {exc}") from None
    for name in ("players", "seed"):  # whole numbers (true is not 1)
        if name not in data or type(data[name]) is not int:
            raise ScenarioError(f"scenario field {name!r} is missing or has the wrong type")
    for name in ("name", "description", "source"):
        if not isinstance(data.get(name, ""), str):
            raise ScenarioError(f"scenario field {name!r} must be a string")
    if not isinstance(data.get("options", {}), dict):
        raise ScenarioError("scenario field 'options' must be an object")
    setup = data.get("setup", {})
    if not isinstance(setup, dict):
        raise ScenarioError("scenario field 'setup' must be an object")
    try:
        return game.scenario_state({
            "players": data["players"], "seed": data["seed"],
            "options": data.get("options", {}), **setup,
        })
    except OptionError as exc:
        raise ScenarioError(f"scenario options: {exc}") from None


def run(data: Any, name: str = "", path: str = "") -> ScenarioResult:
    """Run one parsed scenario; malformed input raises ScenarioError, and so does a table
    the engine cannot play on (a raw `state` block that does not hold together)."""
    state = build(data)
    name = data.get("name", name)
    steps = data.get("steps", [])
    if not isinstance(steps, list):
        raise ScenarioError("scenario field 'steps' must be a list")
    at = ["setup"]  # where the engine is, for the message if it fails
    try:
        failures = _play(state, steps, data.get("expect", {}), at)
    except LudotecaError:
        raise
    except Exception as exc:  # the scenario's table, not a traceback
        raise ScenarioError(f"{at[0]}: the table does not hold together "
                            f"({type(exc).__name__}: {exc})") from exc
    return ScenarioResult(name, path, not failures, failures)


def _play(state: State, steps: list[Any], final: Any, at: list[str]) -> list[str]:
    failures: list[str] = []
    for number, step in enumerate(steps, start=1):
        at[0] = f"step {number}"
        if not isinstance(step, dict) or not step.keys() & {"act", "expect"}:
            raise ScenarioError(f"step {number}: needs 'act' or 'expect'")
        extra = step.keys() - {"act", "expect", "error", "note"}
        if extra:
            raise ScenarioError(f"step {number}: unknown field(s) "
                                f"{', '.join(map(repr, sorted(extra)))}")
        if "error" in step and not isinstance(step["error"], str):
            raise ScenarioError(f"step {number}: 'error' must be a string")
        if "act" in step:
            seat, action = _parse_act(step, number)
            before = state.digest() if "error" in step else None
            try:
                state.apply(seat, action)
            except IllegalAction as exc:
                if "error" not in step:
                    failures.append(f"step {number}: {action.to_json()} was refused: {exc}")
                    break
                if str(step["error"]).lower() not in str(exc).lower():
                    failures.append(f"step {number}: refused with {exc!s}, "
                                    f"expected an error containing {step['error']!r}")
                if state.digest() != before:
                    failures.append(f"step {number}: a refused action changed the state")
            else:
                if "error" in step:
                    failures.append(f"step {number}: {action.to_json()} was accepted, "
                                    f"expected an error containing {step['error']!r}")
                    break
        if "expect" in step:
            if not isinstance(step["expect"], dict):
                raise ScenarioError(f"step {number}: 'expect' must be an object")
            failures += [f"step {number}: {f}" for f in check(all_facts(state), step["expect"])]
    at[0] = "final"
    if not isinstance(final, dict):
        raise ScenarioError("scenario field 'expect' must be an object")
    if not failures:
        failures += [f"final: {f}" for f in check(all_facts(state), final)]
    return failures


def run_file(path: str | Path) -> ScenarioResult:
    path = Path(path)
    data = parse(read_text(path, ScenarioError), str(path), ScenarioError)
    try:
        return run(data, name=path.stem, path=str(path))
    except LudotecaError as exc:
        raise ScenarioError(f"{path}: {exc}") from None

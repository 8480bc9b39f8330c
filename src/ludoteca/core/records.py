"""Game records: (game id, engine version, players, options, seed, actions) plus the final
digest. Replaying a record re-runs the actions and checks the digest; a malformed or
mismatching record raises RecordError naming the field or the move number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action
from .errors import IllegalAction, LudotecaError, OptionError, RecordError
from .jsonfile import parse, read_text
from .protocol import State
from .registry import get_game


@dataclass
class Record:
    game: str
    version: str
    players: int
    seed: int
    options: dict[str, Any]
    actions: list[tuple[int, Action]] = field(default_factory=list)
    digest: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @staticmethod
    def start(state: State) -> Record:
        game = get_game(state.game_id)
        return Record(state.game_id, game.meta.version, state.players, state.seed,
                      dict(state.options))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "version": self.version,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "actions": [[seat, action.to_json()] for seat, action in self.actions],
            "digest": self.digest,
        }
        out.update(self.extra)
        return out

    @staticmethod
    def from_json(data: Any) -> Record:
        if not isinstance(data, dict):
            raise RecordError("a record must be a JSON object")

        def need(name: str, kind: type | tuple[type, ...]) -> Any:
            if name not in data:
                raise RecordError(f"record field {name!r} is missing")
            value = data[name]
            if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
                raise RecordError(f"record field {name!r} has the wrong type")
            return value

        # the game first: for an unknown game, the other fields' complaints would mislead
        try:
            get_game(need("game", str))
        except OptionError as exc:
            raise RecordError(f"record field 'game': {exc}") from None
        actions_json = need("actions", list)
        actions = []
        for index, entry in enumerate(actions_json, start=1):
            if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                    or isinstance(entry[0], bool)):
                raise RecordError(f"move {index}: expected [seat, action]")
            try:
                actions.append((entry[0], Action.from_json(entry[1])))
            except IllegalAction as exc:
                raise RecordError(f"move {index}: {exc}") from None
        digest = data.get("digest")
        if digest is not None and not isinstance(digest, str):
            raise RecordError("record field 'digest' has the wrong type")
        known = {"game", "version", "players", "seed", "options", "actions", "digest"}
        game, players, options = need("game", str), need("players", int), need("options", dict)
        try:  # a table the game cannot seat is a malformed record, not a failed replay
            get_game(game).resolve_options(players, options)
        except OptionError as exc:
            raise RecordError(f"record fields 'players'/'options': {exc}") from None
        return Record(
            game=game,
            version=need("version", str),
            players=players,
            seed=need("seed", int),
            options=options,
            actions=actions,
            digest=digest,
            extra={k: v for k, v in data.items() if k not in known},
        )


def replay(record: Record, check_digest: bool = True) -> State:
    """Re-run a record from its seed; raises RecordError on any mismatch."""
    try:
        game = get_game(record.game)
    except OptionError as exc:
        raise RecordError(f"record field 'game': {exc}") from None
    if record.version != game.meta.version:
        raise RecordError(
            f"record field 'version': recorded with {record.game} engine {record.version!r}, "
            f"this is {game.meta.version}"
        )
    try:
        state = game.new(record.players, record.seed, record.options)
    except OptionError as exc:
        raise RecordError(f"record fields 'players'/'options': {exc}") from None
    for index, (seat, action) in enumerate(record.actions, start=1):
        try:
            state.apply(seat, action)
        except IllegalAction as exc:
            raise RecordError(f"move {index}: {exc}") from None
    if check_digest and record.digest is not None and state.digest() != record.digest:
        raise RecordError("record field 'digest': the replayed game ends in a different state")
    return state


def load_records(path: str | Path) -> list[Record]:
    """Records from a .json file (one record or a list) or a .jsonl file (one per line)."""
    path = Path(path)
    text = read_text(path, RecordError)
    items: list[Any] = []
    if path.suffix == ".jsonl":
        for number, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                items.append(parse(line, f"{path} line {number}", RecordError, at_line=False))
    else:
        data = parse(text, str(path), RecordError)
        items = data if isinstance(data, list) else [data]
    if not items:  # most likely the wrong file; "0 replayed, ok" would hide it
        raise RecordError(f"{path}: no records in it")
    records = []
    for number, item in enumerate(items, start=1):
        try:
            records.append(Record.from_json(item))
        except LudotecaError as exc:
            raise RecordError(f"{path} record {number}: {exc}") from None
    return records

"""Packs this process already built, given again while memory is as it was (issue 10).

An agent asks the same question turn after turn; an MCP server or a script that holds one
`Memory` should not rebuild the same pack each time. A pack is a function of the question, the
options, today's date (`intent` reads the year) and the memory file, so a pack is kept under the
first three and handed back while the file is unchanged, which two numbers say at once:

- `PRAGMA data_version` changes when any other connection (another memcli process, any SQLite
  client) commits to the file;
- `sqlite3.Connection.total_changes` counts every row this connection inserted, updated or
  deleted, triggers included; a write rolled back counts too (a pack is rebuilt for nothing).

Every write counts, a new question's cached evidence too: the ranker weighs words by their rarity
among all entries (`rank.rarity`), so another question's evidence rows shift every pack's scores.
Measured with `python benchmarks/pack_memo_check.py` (tuned chat sets): with the parse curator,
which caches no evidence, every question packed twice in a row, and again after all were asked,
gave identical packs (1,647 of 1,647 both ways); with the rules curator, on benchmarks/probes, 14
of 26 packs built again after the other questions' evidence was cached differed in their scores.

Only a pack made without a model (a model's curation or selection may differ from call to
call), with no warning (a busy memory, a catch-up left unfinished: a second call would write
and pack differently) and no unsaved evidence is kept.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memcli.context import PackResult, UseOptions
    from memcli.pack import Candidate
    from memcli.sqldb import Database

MEMO_SIZE = 64  # packs kept per Memory; the oldest used is dropped first
_NOT_KEYED = frozenset({"on_progress"})  # how progress is shown changes no pack
_MODELS = ("curator_model", "select_model")


def memo_key(query: str, options: UseOptions) -> tuple | None:
    """What a pack is built from besides the memory file; None when it is not kept (a model
    takes part)."""
    if any(getattr(options, name) is not None for name in _MODELS):
        return None
    chosen = tuple(getattr(options, f.name) for f in dataclasses.fields(options) if f.name not in _NOT_KEYED)
    key = (query, date.today().isoformat(), chosen)
    try:
        hash(key)
    except TypeError:  # an option of a kind no pack was keyed by yet: build it every time
        return None
    return key


def file_stamp(db: Database) -> tuple[int, int]:
    """(data_version, rows this connection changed): equal stamps, the same memory."""
    version = db.conn.execute("PRAGMA data_version").fetchone()[0]
    return version, db.conn.total_changes


def keepable(result: PackResult) -> bool:
    return not result.warnings and not result.unsaved


class PackMemo:
    def __init__(self, size: int = MEMO_SIZE) -> None:
        self.size = size
        self._held: OrderedDict[tuple, tuple[tuple[int, int], PackResult]] = OrderedDict()

    def get(self, key: tuple, stamp: tuple[int, int]) -> PackResult | None:
        held = self._held.get(key)
        if held is None:
            return None
        if held[0] != stamp:
            del self._held[key]
            return None
        self._held.move_to_end(key)
        return _copied(held[1])

    def put(self, key: tuple, stamp: tuple[int, int], result: PackResult) -> None:
        self._held[key] = (stamp, _copied(result))
        self._held.move_to_end(key)
        while len(self._held) > self.size:
            self._held.popitem(last=False)


def _copied(result: PackResult) -> PackResult:
    """A copy the caller may change (lists, dicts and items anew; their fields are immutable)."""
    return dataclasses.replace(
        result,
        items=[_twin(c) for c in result.items],
        dropped=[_twin(c) for c in result.dropped],
        warnings=list(result.warnings),
        intent=dict(result.intent),
        low_trust=dict(result.low_trust),
        unsaved=list(result.unsaved),
    )


def _twin(item: Candidate) -> Candidate:
    """A shallow copy of a pack item, made without copy.copy's generic path (5x its speed: a
    pack handed back copies a few hundred items, kept and dropped)."""
    twin = object.__new__(type(item))
    twin.__dict__.update(item.__dict__)
    return twin

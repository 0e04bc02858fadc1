"""The selector (rd-forget §3.5, Algorithm 1 line 15): a model orders the candidate entries.

`select_with_model` makes one call (256 output tokens) and returns the ordered ids that exist
among the candidates, or None when the call failed or returned no usable ids; the caller then
keeps candidate order. `apply_selection` is the pure reordering step.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TypeVar

from memcli import prompts
from memcli.errors import ModelError
from memcli.models import ModelConfig, complete, parse_json
from memcli.types import Entry

T = TypeVar("T")

log = logging.getLogger("memcli.select")

_ID_KEYS = ("ids", "entry_ids", "selected", "selection", "entries", "order")


def _as_id(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        text = value.strip().lstrip("#[").rstrip("]").strip()
        if text.isdigit():
            return int(text)
    if isinstance(value, dict):
        return _as_id(value.get("id"))
    return None


def parse_selection(text: str, candidate_ids: Sequence[int]) -> list[int] | None:
    """Ordered, deduplicated ids from a selector reply that name candidates; None if there are none."""
    try:
        data = parse_json(text)
    except ValueError:
        return None
    if isinstance(data, dict):
        lists = [data[k] for k in _ID_KEYS if isinstance(data.get(k), list)]
        if not lists:
            lists = [v for v in data.values() if isinstance(v, list)]
        data = lists[0] if lists else []
    if not isinstance(data, list):
        return None
    known = set(candidate_ids)
    ids: list[int] = []
    for value in data:
        entry_id = _as_id(value)
        if entry_id is not None and entry_id in known and entry_id not in ids:
            ids.append(entry_id)
    return ids or None


def select_with_model(config: ModelConfig, question: str, candidates: Sequence[Entry]) -> list[int] | None:
    if not candidates:
        return None
    messages = prompts.selection_messages(question, candidates)
    try:
        text = complete(config, messages, max_tokens=prompts.SELECT_MAX_TOKENS)
    except ModelError as exc:
        log.info("selector failed, keeping candidate order: %s", exc.message)
        return None
    ids = parse_selection(text, [e.id for e in candidates])
    if ids is None:
        log.info("selector returned no usable ids, keeping candidate order")
    return ids


def apply_selection(
    candidates: Sequence[T], ids: Sequence[int] | None, *, only_selected: bool = False
) -> list[T]:
    """The selected candidates (anything with an `id`: entries, pack candidates) in `ids` order,
    then (unless only_selected) the other candidates in their original order. Unknown ids are
    ignored; None or no known ids → candidates unchanged."""
    by_id = {e.id: e for e in candidates}
    chosen: list[T] = []
    seen: set[int] = set()
    for entry_id in ids or ():
        if entry_id in by_id and entry_id not in seen:
            chosen.append(by_id[entry_id])
            seen.add(entry_id)
    if not chosen:
        return list(candidates)
    if only_selected:
        return chosen
    return chosen + [e for e in candidates if e.id not in seen]

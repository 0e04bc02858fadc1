"""The LLM curator (rd-forget §3.2): any litellm model extracts slot-keyed items from the archive.

History is read in chunks of about CHUNK_TOKENS o200k tokens (a chunk never splits a turn); each
chunk is one call with JSON output validated against a hand-written schema. Curation by a model
fails loudly and resumes (issue 9 item 8):
- output that does not match the schema is asked for again, up to `schema_retries` times, with
  the validation error fed back to the model;
- a request too long for the model's context window is split in two and each half retried,
  down to a single turn;
- one overall deadline bounds the whole run (each request's timeout shrinks to what is left);
- a chunk that still fails raises CurationFailed carrying the items of the chunks that finished
  before it. curate() stores those, leaves the failed chunk's turns uncurated and exits 1, so
  the next run picks them up. There is no fallback to another curator: an entry says `llm` only
  if the model made it.
- items citing turns the chunk does not hold are dropped, counted and reported in
  `last_warning`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import time
from collections.abc import Sequence
from typing import Protocol

from memcli import prompts
from memcli.curators.base import Curator
from memcli.errors import MemcliError, ModelError
from memcli.models import ContextOverflow, ModelConfig, complete, parse_json
from memcli.tokens import count
from memcli.types import MEMORY_TYPES, Item, Turn

log = logging.getLogger("memcli.curators.llm")

CHUNK_TOKENS = 8000
SCHEMA_RETRIES = 2  # re-asks after output that does not match the schema (setting curate.retries)
DEADLINE_SECONDS = 3600.0  # one whole curation run (setting curate.deadline)
UNKNOWN_TURNS = "unknown turns"  # why parse_items dropped an item: the counter keys
NO_SOURCE = "no source"
EMPTY = "empty statement or slot"
TURN_OVERHEAD_TOKENS = 12  # the record tag around each turn in the prompt

_STATUS_WORDS = {
    "active": "active",
    "current": "active",
    "older": "older",
    "old": "older",
    "superseded": "older",
    "replaced": "older",
    "outdated": "older",
    "deprecated": "deprecated",
}


class CurationCache(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...


class SchemaError(ValueError):
    """The model's output does not have the curation schema's shape."""


def chunk_turns(turns: Sequence[Turn], limit: int = CHUNK_TOKENS) -> list[list[Turn]]:
    """Consecutive turns grouped so each group stays within about `limit` tokens; a turn larger
    than the limit forms a chunk of its own."""
    chunks: list[list[Turn]] = []
    current: list[Turn] = []
    used = 0
    for turn in turns:
        size = (turn.tokens if turn.tokens > 0 else count(turn.text)) + TURN_OVERHEAD_TOKENS
        if current and used + size > limit:
            chunks.append(current)
            current, used = [], 0
        current.append(turn)
        used += size
    if current:
        chunks.append(current)
    return chunks


def cache_key(turns: Sequence[Turn], query: str | None, model: str, closure: bool) -> str:
    payload = {
        "prompt_version": prompts.PROMPT_VERSION,
        "model": model,
        "closure": bool(closure),
        "query": query,
        "turns": [
            [
                t.id,
                t.seq,
                t.session,
                t.speaker,
                t.role,
                t.timestamp,
                t.ext_id,
                hashlib.sha256(t.text.encode("utf-8")).hexdigest(),
            ]
            for t in turns
        ],
    }
    blob = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def _require(cond: bool, message: str) -> None:
    if not cond:
        raise SchemaError(message)


def _optional_str(raw: dict, key: str, where: str) -> str | None:
    value = raw.get(key)
    _require(value is None or isinstance(value, str), f"{where}.{key} must be a string or null")
    return value


def parse_items(data: object, turns: Sequence[Turn], dropped: dict[str, int] | None = None) -> list[Item]:
    """Validate the curation schema and build Items. Raises SchemaError when the shape is wrong
    anywhere (the whole chunk is then rejected); drops single items that cite turns outside the
    chunk, cite none, or have an empty statement or slot, counting them by reason in `dropped`."""
    dropped = {} if dropped is None else dropped
    _require(isinstance(data, dict), "output is not a JSON object")
    assert isinstance(data, dict)
    _require("items" in data, 'output has no "items" key')
    raw_items = data["items"]
    _require(isinstance(raw_items, list), '"items" is not a list')
    seq_of = {t.id: t.seq for t in turns}
    items: list[Item] = []
    for n, raw in enumerate(raw_items):
        where = f"items[{n}]"
        _require(isinstance(raw, dict), f"{where} is not an object")
        statement = raw.get("statement")
        _require(isinstance(statement, str), f"{where}.statement must be a string")
        slot = raw.get("slot")
        _require(isinstance(slot, str), f"{where}.slot must be a string")
        value = raw.get("value", "")
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)
        _require(value is None or isinstance(value, str), f"{where}.value must be a string")
        ids = raw.get("source_turn_ids")
        _require(isinstance(ids, list), f"{where}.source_turn_ids must be a list")
        for i in ids:
            _require(
                isinstance(i, int) and not isinstance(i, bool), f"{where}.source_turn_ids holds a non-integer"
            )
        valid_at = _optional_str(raw, "valid_at", where)
        memory_type = raw.get("memory_type", "semantic")
        _require(
            isinstance(memory_type, str) and memory_type.strip().lower() in MEMORY_TYPES,
            f"{where}.memory_type must be one of {', '.join(MEMORY_TYPES)}",
        )
        status = raw.get("status", "active")
        _require(
            isinstance(status, str) and status.strip().lower() in _STATUS_WORDS,
            f'{where}.status must be "active" or "older"',
        )

        statement = " ".join(statement.split())
        parts = [" ".join(p.split()) for p in slot.split("|")]
        subject = parts[0] if parts else ""
        relation = parts[1] if len(parts) > 1 else ""
        scope = " / ".join(p for p in parts[2:] if p)
        reason = (
            EMPTY
            if not statement or not subject or not relation
            else NO_SOURCE
            if not ids
            else UNKNOWN_TURNS
            if any(i not in seq_of for i in ids)
            else None
        )
        if reason:
            dropped[reason] = dropped.get(reason, 0) + 1
            continue
        source = tuple(dict.fromkeys(ids))
        items.append(
            Item(
                statement=statement,
                subject=subject,
                relation=relation,
                value=" ".join((value or "").split()),
                source_turn_ids=source,
                scope=scope,
                status=_STATUS_WORDS[status.strip().lower()],
                memory_type=memory_type.strip().lower(),
                valid_at=(valid_at.strip() or None) if valid_at else None,
                order=max(seq_of[i] for i in source),
            )
        )
    return items


class CurationFailed(MemcliError):
    """A chunk could not be curated (schema errors after retries, a model error, the deadline).

    items: what the chunks before it produced (to be stored); failed_seq: the seq of the first
    turn not curated (the caller stops its watermark before it). Exit code 1: the run did not
    finish, and running it again resumes at that turn."""

    exit_code = 1

    def __init__(self, message: str, *, items: list[Item], failed_seq: int) -> None:
        super().__init__(message)
        self.items = items
        self.failed_seq = failed_seq


RETRY, SPLIT, GIVE_UP = "retry", "split", "give up"


def next_step(problem: str, attempts: int, retries: int, turns: int, remaining: float | None) -> str:
    """What to do after a chunk's request went wrong. problem: "schema" (output not matching the
    schema), "overflow" (too long for the context window) or "model" (a model error that
    models.complete already retried); attempts: requests made for this chunk so far; retries:
    re-asks allowed after schema errors; turns: the chunk's size; remaining: seconds left before
    the deadline (None: no deadline)."""
    if remaining is not None and remaining <= 0:
        return GIVE_UP
    if problem == "overflow":
        return SPLIT if turns > 1 else GIVE_UP
    if problem == "schema":
        return RETRY if attempts <= retries else GIVE_UP
    return GIVE_UP


class _ChunkFailed(Exception):
    def __init__(self, chunk: list[Turn], reason: str) -> None:
        super().__init__(reason)
        self.chunk = chunk
        self.reason = reason


class LLMCurator(Curator):
    name = "llm"

    def __init__(
        self,
        config: ModelConfig,
        *,
        cache: CurationCache | None = None,
        closure: bool = True,
        schema_retries: int = SCHEMA_RETRIES,
        deadline: float | None = None,
    ):
        """deadline: seconds for every call of `curate` on this curator together (one CLI run),
        counted from now; None: no overall deadline."""
        self.config = config
        self.cache = cache
        self.closure = closure
        self.schema_retries = max(0, int(schema_retries))
        self.deadline = deadline
        self.deadline_at = None if deadline is None else time.monotonic() + deadline
        self.last_warning: str | None = None
        self.warnings: list[str] = []
        self.calls = 0  # model calls made by the last curate()
        self.dropped: dict[str, int] = {}  # items dropped by the last curate(), by reason
        self._unparsed: list[int] = []

    def unparsed(self) -> list[int]:
        """Ids of the turns of the last `curate` call that no item cites as a source."""
        return list(self._unparsed)

    def plan(self, turns: Sequence[Turn]) -> list[list[Turn]]:
        """How a batch is cut into model calls: memcli.curate commits after each one, so a
        deadline or a failure keeps every chunk that finished."""
        return chunk_turns(turns)

    def remaining(self) -> float | None:
        return None if self.deadline_at is None else self.deadline_at - time.monotonic()

    def curate(self, turns: Sequence[Turn], query: str | None = None) -> list[Item]:
        self.warnings = []
        self.last_warning = None
        self.calls = 0
        self.dropped = {}
        self._unparsed = []
        turns = list(turns)
        if not turns:
            return []
        items: list[Item] = []
        try:
            for chunk in chunk_turns(turns):
                self._curate_pieces(chunk, query, items)
        except _ChunkFailed as failure:
            done = [t for t in turns if t.seq < failure.chunk[0].seq]
            self._finish(done, items)
            where = f"turns {failure.chunk[0].id}–{failure.chunk[-1].id}"
            notes = "".join(f"; {w}" for w in self.warnings)
            raise CurationFailed(
                f"llm curator ({self.config.model}) could not curate {where}: {failure.reason}{notes}",
                items=items,
                failed_seq=failure.chunk[0].seq,
            ) from None
        self._finish(turns, items)
        return items

    def _finish(self, turns: list[Turn], items: list[Item]) -> None:
        unknown = self.dropped.get(UNKNOWN_TURNS, 0)
        if unknown:
            noun = "item that cites" if unknown == 1 else "items that cite"
            self.warnings.append(f"llm curator ({self.config.model}) dropped {unknown} {noun} unknown turns")
        if self.warnings:
            self.last_warning = "; ".join(self.warnings)
        cited = {t for item in items for t in item.source_turn_ids}
        self._unparsed = [t.id for t in turns if t.id not in cited]

    def _curate_pieces(self, chunk: list[Turn], query: str | None, out: list[Item]) -> None:
        """Curate a chunk into `out`, halving it while it overflows the context window."""
        try:
            out.extend(self._curate_chunk(chunk, query))
        except ContextOverflow as exc:
            if next_step("overflow", 1, self.schema_retries, len(chunk), self.remaining()) != SPLIT:
                raise _ChunkFailed(chunk, self._reason(exc.message)) from None
            half = len(chunk) // 2
            log.info("chunk of %d turns overflows the context window; splitting it", len(chunk))
            self._curate_pieces(chunk[:half], query, out)
            self._curate_pieces(chunk[half:], query, out)

    def _reason(self, message: str) -> str:
        remaining = self.remaining()
        if remaining is not None and remaining <= 0:
            return f"curation deadline of {self.deadline:g}s reached (curate.deadline); last: {message}"
        return message

    def _curate_chunk(self, chunk: list[Turn], query: str | None) -> list[Item]:
        key = cache_key(chunk, query, self.config.model, self.closure)
        if self.cache is not None:
            cached = self.cache.get(key)
            if cached is not None:
                try:
                    return parse_items(parse_json(cached), chunk, self.dropped)
                except ValueError:
                    log.info("ignoring an unusable cached curation for key %s", key[:12])
        messages = prompts.curation_messages(chunk, query, closure=self.closure)
        attempts = 0
        while True:
            remaining = self.remaining()
            if remaining is not None and remaining <= 0:
                raise _ChunkFailed(chunk, self._reason("no time left for this chunk"))
            attempts += 1
            self.calls += 1
            try:
                text = complete(
                    self._request_config(remaining),
                    messages,
                    max_tokens=prompts.CURATION_MAX_TOKENS,
                    json_mode=True,
                )
            except ContextOverflow:
                raise
            except ModelError as exc:
                raise _ChunkFailed(chunk, self._reason(exc.message)) from None
            dropped: dict[str, int] = {}
            items, problem = _validated(text, chunk, dropped)
            if problem:
                step = next_step("schema", attempts, self.schema_retries, len(chunk), self.remaining())
                if step != RETRY:
                    noun = "attempt" if attempts == 1 else "attempts"
                    raise _ChunkFailed(chunk, self._reason(f"{problem} after {attempts} {noun}")) from None
                log.info("model output rejected (%s); asking again", problem)
                messages = [*messages, *_correction(text, problem)]
                continue
            assert items is not None
            for reason, n in dropped.items():
                self.dropped[reason] = self.dropped.get(reason, 0) + n
            if self.cache is not None:
                self.cache.set(key, text)
            return items

    def _request_config(self, remaining: float | None) -> ModelConfig:
        """Each request's timeout and retry budget shrink to the time left before the deadline."""
        if remaining is None:
            return self.config
        return dataclasses.replace(
            self.config,
            timeout=max(0.5, min(self.config.timeout, remaining)),
            deadline=max(0.5, min(self.config.deadline, remaining)),
        )


def _validated(text: str, chunk: list[Turn], dropped: dict[str, int]) -> tuple[list[Item] | None, str]:
    """(items, "") for usable output, (None, what is wrong) otherwise."""
    try:
        data = parse_json(text)
    except ValueError as exc:
        return None, f"malformed JSON output ({exc})"
    try:
        return parse_items(data, chunk, dropped), ""
    except SchemaError as exc:
        return None, f"output does not match the item schema ({exc})"


def _correction(reply: str, problem: str) -> list[dict]:
    """The rejected reply and what was wrong with it, appended to the conversation so the model
    can fix exactly that."""
    return [
        {"role": "assistant", "content": reply[:4000]},
        {
            "role": "user",
            "content": (
                f"That reply was rejected: {problem}. Reply again with only the JSON object"
                ' {"items": [...]} in the schema described above, every item citing source_turn_ids'
                " from the records given."
            ),
        },
    ]

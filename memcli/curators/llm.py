"""The LLM curator (rd-forget §3.2): any litellm model extracts slot-keyed items from the archive.

History is read in chunks of about CHUNK_TOKENS o200k tokens (a chunk never splits a turn); each
chunk is one call with JSON output validated against a hand-written schema. A chunk whose output
cannot be used (malformed JSON, schema errors, a model error after retries) falls back to the
rules curator for that chunk's turns, with a warning in `last_warning`; a chunk never yields
half-parsed items, and curation never crashes because of the model.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from typing import Protocol

from memcli import prompts
from memcli.curators.base import Curator
from memcli.errors import ModelError
from memcli.models import ModelConfig, complete, parse_json
from memcli.tokens import count
from memcli.types import MEMORY_TYPES, Item, Turn

log = logging.getLogger("memcli.curators.llm")

CHUNK_TOKENS = 8000
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


def parse_items(data: object, turns: Sequence[Turn]) -> list[Item]:
    """Validate the curation schema and build Items. Raises SchemaError when the shape is wrong
    anywhere (the whole chunk is then rejected); drops single items that cite turns outside the
    chunk, cite none, or have an empty statement or slot."""
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
        if not statement or not subject or not relation:
            continue
        if not ids or any(i not in seq_of for i in ids):
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


class LLMCurator(Curator):
    name = "llm"

    def __init__(self, config: ModelConfig, *, cache: CurationCache | None = None, closure: bool = True):
        self.config = config
        self.cache = cache
        self.closure = closure
        self.last_warning: str | None = None
        self.warnings: list[str] = []
        self.calls = 0  # model calls made by the last curate()
        self._unparsed: list[int] = []

    def unparsed(self) -> list[int]:
        """Ids of the turns of the last `curate` call that no item cites as a source."""
        return list(self._unparsed)

    def curate(self, turns: Sequence[Turn], query: str | None = None) -> list[Item]:
        self.warnings = []
        self.last_warning = None
        self.calls = 0
        self._unparsed = []
        turns = list(turns)
        if not turns:
            return []
        chunks = chunk_turns(turns)
        items: list[Item] = []
        for index, chunk in enumerate(chunks, 1):
            try:
                items.extend(self._curate_chunk(chunk, query))
            except (ModelError, ValueError) as exc:
                items.extend(self._fallback(chunk, query, index, len(chunks), exc))
        if self.warnings:
            self.last_warning = "; ".join(self.warnings)
        cited = {t for item in items for t in item.source_turn_ids}
        self._unparsed = [t.id for t in turns if t.id not in cited]
        return items

    def _curate_chunk(self, chunk: list[Turn], query: str | None) -> list[Item]:
        key = cache_key(chunk, query, self.config.model, self.closure)
        if self.cache is not None:
            cached = self.cache.get(key)
            if cached is not None:
                try:
                    return parse_items(parse_json(cached), chunk)
                except ValueError:
                    log.info("ignoring an unusable cached curation for key %s", key[:12])
        messages = prompts.curation_messages(chunk, query, closure=self.closure)
        self.calls += 1
        text = complete(self.config, messages, max_tokens=prompts.CURATION_MAX_TOKENS, json_mode=True)
        try:
            data = parse_json(text)
        except ValueError as exc:
            raise ValueError(f"malformed JSON output ({exc})") from None
        try:
            items = parse_items(data, chunk)
        except SchemaError as exc:
            raise ValueError(f"output does not match the item schema ({exc})") from None
        if self.cache is not None:
            self.cache.set(key, text)
        return items

    def _fallback(
        self, chunk: list[Turn], query: str | None, index: int, total: int, exc: Exception
    ) -> list[Item]:
        reason = exc.message if isinstance(exc, ModelError) else str(exc)
        where = (
            f"chunk {index}/{total} (turns {chunk[0].id}–{chunk[-1].id})"
            if total > 1
            else f"turns {chunk[0].id}–{chunk[-1].id}"
        )
        try:
            from memcli.curators.rules import RulesCurator

            items = list(RulesCurator().curate(chunk, query=query))
        except Exception as rules_exc:  # the fallback itself must never crash curation
            self.warnings.append(
                f"llm curator ({self.config.model}) failed on {where}: {reason}; "
                f"the rules curator failed too ({rules_exc}); no items from those turns"
            )
            log.info(self.warnings[-1])
            return []
        self.warnings.append(
            f"llm curator ({self.config.model}) failed on {where}: {reason}; "
            "used the rules curator for those turns"
        )
        log.info(self.warnings[-1])
        return items

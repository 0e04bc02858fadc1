"""The one interface every curator implements, so curation never probes a curator with getattr.

Curate(H, q) → items (rd-forget §3.2): a curator reads a batch of archive turns and proposes
slot-keyed items; `curate()` in memcli/curate.py streams history through it batch by batch.
Declared as a runtime-checkable Protocol so a third-party curator can satisfy it structurally,
while memcli's own curators subclass it to say so explicitly (and get checked by the type checker).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from memcli.types import Item, Turn


@runtime_checkable
class Curator(Protocol):
    """What `curate()` needs from a curator.

    name: stored with each entry ("rules", "llm", …).
    last_warning: why the last `curate` call degraded (a model failed and a fallback ran), or
        None; surfaced to the user, never raised.
    """

    name: str
    last_warning: str | None

    def curate(self, turns: Sequence[Turn], query: str | None = None) -> list[Item]:
        """Items from these turns (one batch; the curator may chunk it further). Must not raise
        on odd text: an empty, emoji-only or foreign-language turn simply yields no item."""
        ...

    def unparsed(self) -> list[int]:
        """Ids of the turns of the last `curate` call that yielded no item (kept reachable by the
        archive fallback)."""
        ...


@runtime_checkable
class PlansCalls(Protocol):
    """A curator that cuts a batch into calls of its own (the LLM curator's chunks): curate()
    commits after each planned part, so a deadline or a failure keeps every part that finished."""

    def plan(self, turns: Sequence[Turn]) -> list[list[Turn]]: ...


@runtime_checkable
class Prefetches(Protocol):
    """A curator that can start on the next batch while this one is curated and stored (the parse
    curator parses it in a second process): curate() hands it each batch one ahead, then calls
    curate() on the batches in the same order, and close() when the run ends or fails."""

    def prefetch(self, turns: Sequence[Turn]) -> None: ...

    def close(self) -> None: ...

"""Materialize curated items into entries: rd-forget Eq. 4 and Algorithm 1 lines 3–9.

Actives first; then each older item becomes SUPERSEDED, linked to the current active entry of
its slot (memcli.supersede decides which one that is), or is left out of the view when its slot
has no active entry (its turns stay in the archive). One exception, for deprecation ("stop using
this"): in a slot whose latest usable entry a person deprecated, the older values are superseded
by the deprecated entry, so nothing falls back silently to an older value; they are found again
only as superseded values (a historical question with rescue on). The eval never deprecates, so
Eq. 4 and Eq. 5 and their ablations are untouched there. Pure: plain items in, plain entries out;
ids are assigned from `first_id` so the caller decides where they live.
"""

from __future__ import annotations

from collections.abc import Sequence

from memcli.supersede import current_by_slot
from memcli.types import Entry, Item, make_slot


def materialize(
    items: Sequence[Item],
    *,
    forget: bool = True,
    slots: bool = True,
    first_id: int = 1,
) -> list[Entry]:
    """Turn curated items into entries.

    forget=False (ablation −FORGET): older revisions stay active and carry no link.
    slots=False (ablation −SLOT): every item gets a slot of its own, so conflicts remain
    separate active facts and nothing can be superseded.
    """
    usable = [item for item in items if item.statement.strip() and item.value.strip()]
    actives = [i for i in usable if i.status in ("active", "deprecated")]
    olders = [i for i in usable if i.status == "older"]
    if not forget or not slots:
        # Without forgetting, or without slots to find a replacement in, an older revision is
        # just another active fact (rd-forget §3.3, §4.4).
        actives, olders = actives + olders, []

    ordered = sorted(actives, key=lambda i: i.order)
    entries = [_entry(item, first_id + n, slots) for n, item in enumerate(ordered)]
    entry_of = {id(item): entry for item, entry in zip(ordered, entries, strict=True)}
    current = current_by_slot(ordered) if olders else {}
    closed = {i.slot: i for i in ordered if i.status == "deprecated"} if olders else {}
    for item in sorted(olders, key=lambda i: i.order):
        target = current.get(item.slot) or closed.get(item.slot)
        if target is None:
            continue  # no active same-slot replacement: left out of the view (Eq. 4)
        entry = _entry(item, first_id + len(entries), slots, status="superseded")
        entry.superseded_by = entry_of[id(target)].id
        entries.append(entry)
    return entries


def _entry(item: Item, entry_id: int, slots: bool, status: str | None = None) -> Entry:
    entry_id = item.id if item.id is not None else entry_id
    slot = item.slot if slots else make_slot(item.subject, item.relation, f"{item.scope}#{entry_id}")
    return Entry(
        id=entry_id,
        statement=item.statement.strip(),
        slot=slot,
        subject=item.subject.strip(),
        relation=item.relation.strip(),
        value=item.value.strip(),
        status=status or ("deprecated" if item.status == "deprecated" else "active"),
        memory_type=item.memory_type,
        source_turn_ids=tuple(item.source_turn_ids),
        valid_at=item.valid_at,
        order=item.order,
        scope=item.scope,
    )

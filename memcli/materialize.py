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
from dataclasses import dataclass

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
    usable = [item for item in items if is_usable(item)]
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


def is_usable(item: Item) -> bool:
    """Whether an item can become an entry at all: one without a statement or a value is left
    out of the view ("omitted"), whatever its status."""
    return bool(item.statement.strip() and item.value.strip())


# --- One slot, streamed: the common case decided from the slot's open entries only -------------
#
# Curation streams history in batches, and a slot that changes often (the user's employer, home,
# manager) holds thousands of entries after a long history. When a batch's newest item of a slot
# is later than everything stored there and nothing but the plain latest-wins rule can apply, the
# outcome of `resolve_statuses` + `materialize` over the whole slot is known without reading it:
# that item is current, every other usable non-deprecated item is superseded by it (the slot's
# stored superseded entries included: Eq. 4 links each to the current value), deprecated items
# stay deprecated and unusable ones stay omitted. `streaming_winner` says when that holds;
# `streaming_outcome` gives the states; anything else takes the full path (memcli.view).

State = tuple[str, int | None, str]  # (status, superseded_by, slot) of an entry


def streaming_winner(
    new_items: Sequence[Item], stored_latest: tuple[int, int] | None, *, forget: bool, slots: bool
) -> Item | None:
    """The new item that becomes current in its slot when the streaming case holds, else None.

    `new_items`: the batch's items of one slot, ids assigned (each larger than every stored id).
    `stored_latest`: the largest (seq, id) among the slot's stored entries, None for a new slot.
    The case holds when: the view forgets and has slots (the ablations keep every item active);
    the batch brings no deprecation (a later deprecated item closes a slot); the batch's latest
    active item (by order, then id: `supersede.precedence`) is usable (else the slot has no
    current entry after all), is written by the archive or a person (a model's or a hearsay item
    may be kept from winning by what is stored) and is later than every stored entry (so no stored
    item, whatever its status or author, can outrank it).
    """
    if not (forget and slots):
        return None
    if any(item.status not in ("active", "older") for item in new_items):
        return None
    actives = [item for item in new_items if item.status == "active"]
    if not actives:
        return None
    winner = max(actives, key=_rank)
    if winner.author not in (None, "person") or not is_usable(winner):
        return None
    if stored_latest is not None and _rank(winner) <= stored_latest:
        return None
    return winner


def _rank(item: Item) -> tuple[int, int]:
    return (item.order, item.id if item.id is not None else 0)


@dataclass(frozen=True)
class StreamOutcome:
    """What the full path would give, for a slot `streaming_winner` accepted."""

    states: dict[int, State]  # every new item and every open (not superseded) stored entry
    verdicts: dict[int, str]  # the new items' statuses after latest-wins (stored as curated_status)
    repoint_to: int  # the slot's stored superseded entries are now superseded by this entry


def streaming_outcome(winner: Item, new_items: Sequence[Item], open_items: Sequence[Item]) -> StreamOutcome:
    """States of the slot's new items and open stored items (those not superseded, with their
    curated status as `status`) when `winner` is current. A stored superseded entry is usable and
    not deprecated (only materialization gives that status), so it stays superseded, by `winner`."""
    states: dict[int, State] = {}
    verdicts: dict[int, str] = {}
    for item in (*open_items, *new_items):
        if item is winner:
            state: State = ("active", None, item.slot)
        elif not is_usable(item):
            state = ("omitted", None, item.slot)
        elif item.status == "deprecated":
            state = ("deprecated", None, item.slot)
        else:
            state = ("superseded", winner.id, item.slot)
        states[item.id] = state
    for item in new_items:
        verdicts[item.id] = "active" if item is winner else "older"
    return StreamOutcome(states, verdicts, winner.id)


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

"""Which value of a slot is current: the one rule the curators, the stored views and
materialization share (rd-forget Algorithm 1, line 2, and Eq. 4's "last active entry").

A slot (subject | relation | scope) holds one current value. Of the items a curator called
"active", the current one is the latest:

1. the largest `order` (the archive seq of its latest source turn) — the later statement wins;
2. on equal order, the largest `id` (ids are handed out in curation order; an item without an
   id counts as 0, i.e. before every stored item);
3. on equal order and id, the one further along the sequence (two sentences of one turn: the
   second one is said later).

An item a curator marked "older" — a sentence that marks its own value as past ("I used to live
in Berlin", "my former manager was Tom") — never becomes current, however late it was said; a
"deprecated" item is not current either, and when it is the latest item of its slot the slot has
no current value at all: deprecation means "stop using this", so no earlier value silently
becomes current again (materialization shows the earlier ones as superseded by it).

Trust: an item whose source an agent wrote (author "model", `memcli mcp`) never becomes current
in a slot that holds an active item a person stated by hand (author "person": `memcli remember`,
`correct`, `add`), however late the model wrote it. It is stored beside the person's entry and
materializes as superseded by it, so it shows in `slots --superseded` and `why` rather than
silently replacing what the person said. Against facts read from the conversation archive
(author None) a model's write is an ordinary later statement: the replaced value stays visible
in `slots --superseded`.

Hearsay: a claim about the user made by someone else in a shared chat (author "hearsay": Bob
saying "Mira works at EvilCorp now") never becomes current in a slot that holds an active item
of the user's own (author None or "person"), however late it was said: what others say of you
does not replace what you said of yourself. It is kept, and materializes as superseded by the
user's entry. Where the user said nothing of that slot, it is an ordinary statement.
Everything here is pure over plain items, so one table of cases pins the rule down.
"""

from __future__ import annotations

from collections.abc import Sequence

from memcli.types import HEARSAY, Item


def precedence(item: Item, position: int) -> tuple[int, int, int]:
    """Sort key of an item among its slot's candidates: larger is later (see the module docstring)."""
    return (item.order, item.id if item.id is not None else 0, position)


def current_by_slot(items: Sequence[Item]) -> dict[str, Item]:
    """Slot → its current item, for every slot that has an "active" item."""
    stated = {item.slot for item in items if item.status == "active" and item.author == "person"}
    own = {item.slot for item in items if item.status == "active" and item.author in (None, "person")}
    best: dict[str, tuple[tuple[int, int, int], Item]] = {}
    for position, item in enumerate(items):
        if item.status not in ("active", "deprecated"):
            continue  # "older" stays older
        slot = item.slot  # derived on each read: read once (a hot slot has thousands of items)
        if item.author == "model" and slot in stated:
            continue  # a model's write never displaces what a person stated by hand
        if item.author == HEARSAY and slot in own:
            continue  # what another says of the user never displaces what the user said
        key = precedence(item, position)
        held = best.get(slot)
        if held is None or key > held[0]:
            best[slot] = (key, item)
    # a deprecated item that is the latest of its slot closes it: no earlier value comes back
    return {slot: item for slot, (_, item) in best.items() if item.status == "active"}


def resolve_statuses(items: Sequence[Item]) -> None:
    """In place: every "active" item that is not its slot's current one becomes "older".

    Items the curator called "older" or "deprecated" keep their status. Idempotent, and
    re-deciding across curation batches is the same as deciding over one batch: a curator sees
    only new turns each time, so an item from an earlier batch cannot know it was replaced.
    """
    current = current_by_slot(items)
    for item in items:
        if item.status == "active" and current.get(item.slot) is not item:
            item.status = "older"

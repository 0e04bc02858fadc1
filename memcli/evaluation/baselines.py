"""Peers for the comparison: raw archive turns packed into the same budget.

- bm25: SQLite FTS5 BM25 over whole turns, the question's content words OR-ed
  (`memcli.archive.history(search=…)`, the same index memcli's fill uses).
- recent: the most recent turns (up to the question's boundary), newest first.

Both pack greedily with memcli's cost rule (o200k tokens of the shown text + 8) and skip
oversized turns. The packed turns are answered by the same answerer as memcli's entries:

- with a model, the turns go to the model answerer in place of entries (same prompt; a turn has
  no status or slot, so none is claimed);
- offline, baseline answers use the same offline reader over the same kind of entries, built
  only from what the baseline packed: the rules curator reads the packed turns (with the
  question, as memcli's query-conditioned curation does), its items are materialized into a
  small view (same slots, same supersession), and the offline answerer reads that view.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from memcli import tokens
from memcli.archive import TURN_COLUMNS, history, row_to_turn
from memcli.errors import MemcliError
from memcli.pack import pack
from memcli.recall import shown_text, source_candidates
from memcli.types import Entry, Turn

BM25_MIN_TURNS = 200


def bm25_turns(db, question: str, budget: int, until_seq: int | None = None) -> list[Turn]:
    """Turns in BM25 order, enough of them to fill the budget (every turn costs at least 9)."""
    limit = max(BM25_MIN_TURNS, budget // (tokens.ENTRY_OVERHEAD + 1) + 1)
    return history(db, search=question, limit=limit, max_seq=until_seq)


def recent_turns(db, budget: int, until_seq: int | None = None) -> list[Turn]:
    """The most recent turns up to until_seq, newest first, enough to fill the budget."""
    need = budget // (tokens.ENTRY_OVERHEAD + 1) + 1
    where = " WHERE seq <= ?" if until_seq is not None else ""
    rows = db.execute(
        f"SELECT {TURN_COLUMNS} FROM turns{where} ORDER BY seq DESC LIMIT {int(need)}",
        [until_seq] if until_seq is not None else [],
    ).fetchall()
    return [row_to_turn(r) for r in rows]


def pack_baseline(db, name: str, question: str, budget: int, until_seq: int | None = None):
    if name == "bm25":
        turns = bm25_turns(db, question, budget, until_seq)
    else:
        turns = recent_turns(db, budget, until_seq)
    by_id = {t.id: t for t in turns}
    packed = pack(source_candidates(turns), budget)
    return packed, [by_id[c.id] for c in packed.items]


def turn_entries(turns: Sequence[Turn]) -> list[Entry]:
    """Packed turns in the shape the model answerer takes (no status, type or slot claimed)."""
    return [
        Entry(
            id=t.id,
            statement=shown_text(t),
            slot="",
            subject="",
            relation="",
            value="",
            status="",
            memory_type=None,
            source_turn_ids=(t.id,),
            valid_at=t.timestamp,
            order=t.seq,
        )
        for t in turns
    ]


def reader_view(question: str, turns: Sequence[Turn]) -> list[Entry]:
    """The offline reader's view of a baseline pack: the rules curator over the packed turns only,
    materialized like a memcli view (slots, supersession by later evidence)."""
    from memcli.curators.rules import RulesCurator
    from memcli.materialize import materialize

    ordered = sorted(turns, key=lambda t: t.seq)
    items = RulesCurator().curate(ordered, question)
    for n, item in enumerate(items, 1):
        item.id = n
    return materialize(items)


def read_offline(question: str, turns: Sequence[Turn], historical: bool):
    """(answer or None, cited turn ids) from the offline answerer over the pack's own view."""
    from memcli.answer_offline import answer_offline

    entries = reader_view(question, turns)
    found = answer_offline(question, entries, historical=historical)
    by_id = {e.id: e for e in entries}
    cited = [t for eid in found.entry_ids if eid in by_id for t in by_id[eid].source_turn_ids]
    return found.answer, list(dict.fromkeys(cited))


def ask_baseline(mem, question: str, name: str, settings, models, until_seq: int | None = None):
    from memcli.eligible import resolve_historical
    from memcli.evaluation.harness import Outcome

    start = time.perf_counter()
    historical = resolve_historical("auto", question)
    packed, turns = pack_baseline(mem.db, name, question, settings.budget, until_seq)
    warnings: list[str] = []
    answer, cited, answerer = None, [], "offline"
    if models.answer is not None:
        from memcli.answer_model import answer_with_model

        try:
            reply = answer_with_model(models.answer, question, turn_entries(turns))
        except MemcliError as exc:  # as Memory.ask does: the offline reader answers instead
            warnings.append(f"{exc.message}; answered offline instead")
        else:
            answer, cited, answerer = (
                (None if reply.abstained else reply.text),
                list(reply.cited_ids),
                models.answer.model,
            )
    if answerer == "offline":
        answer, cited = read_offline(question, turns, historical)
    return Outcome(
        answer=answer,
        items=packed.items,
        used=packed.used,
        historical=historical,
        latency=time.perf_counter() - start,
        cited=cited,
        selection=name,
        answerer=answerer,
        warnings=warnings,
    )

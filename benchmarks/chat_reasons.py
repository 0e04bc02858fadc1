"""Where chat answers come from, counted without reading a question (for held-out sets).

    python benchmarks/chat_eval.py --json DIR ... > RUN.json
    python benchmarks/chat_reasons.py RUN.json             # right/asked by kind and answering reader
    python benchmarks/chat_reasons.py --closest DIR ...    # what the closest sentence would answer
    python benchmarks/chat_reasons.py --gold DIR ...       # where a missed answer lies in memory

The first form reads chat_eval's records (each has the answerer's own reason, `why`) and prints,
per question kind, how many questions each reader answered and how many of those were right.

`--closest` curates each history and, for every question the readers leave unanswered (an
abstention, or an answer from the closest-in-meaning fallback itself), finds the packed statement
sentence closest in meaning to the question, with no floor, and counts whether it would have held
the answer: by whether the answerer reads the question as one that meaning may answer (of taste,
of how to reply, of a wish, of a kind, of how something changed: `answer_chat.judged_by_meaning`),
and for the unanswerable questions apart. This is the
measurement behind `answer_chat.MEANING_FLOOR` and the choice to use the fallback for those kinds
of question only (docs/DECISIONS.md).

`--gold` curates each history and, for every answerable question answered wrongly from a slot
("current …", "earlier …") or left with no statement while the pack holds the answer, counts
where the accepted answer lies: in an entry of the slot answered, only in a kept sentence (the
curator missed it), in a fact of another relation, only in a packed archive turn, or nowhere in
memory. The counts behind the twenty-fifth pass's reading of the held-out sets.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAMILIES = (
    "the statement closest in meaning",
    "the statement that covers",
    "no statement",
    "memory holds nothing",
    "the user's",
    "the timeline of",
    "current ",
    "earlier ",
    "first ",
)


def family(reason: str | None) -> str:
    """A reason without its particulars ("current employer" → "current …"): only its first word
    when it is none of the known families, so no word of a held-out history is printed."""
    if reason is None:
        return "(error)"
    found = next((f for f in FAMILIES if reason.startswith(f)), None)
    return f"{(found or reason.split(' ')[0]).strip()} …"


def by_reason(run: dict) -> None:
    right: collections.Counter = collections.Counter()
    asked: collections.Counter = collections.Counter()
    for history in run["histories"]:
        for record in history["records"]:
            key = (record["kind"], family(record.get("why")))
            asked[key] += 1
            right[key] += record["correct"]
    for key in sorted(asked, key=lambda k: (k[0], -asked[k])):
        print(f"{key[0]:13} {right[key]:4}/{asked[key]:<4} {key[1]}")


def closest(paths: list[str]) -> None:
    from memcli import embed
    from memcli.answer_chat import _Question, _sentences, judged_by_meaning
    from memcli.evaluation.chats import holds_any
    from memcli.text import spell_out
    from memcli.view import get_entries

    counts: collections.Counter = collections.Counter()
    for chat_set, mem in _curated(paths):
        for question in chat_set.questions:
            found, context = mem.ask(question.q, model="offline")
            if found.answer is not None and not found.reason.startswith(FAMILIES[0]):
                continue
            entries = get_entries(mem.db, [c.id for c in context.items if c.kind == "entry"])
            asked = _Question(spell_out(question.q), entries, [])
            kind = "meaning may answer" if judged_by_meaning(asked) else "other"
            said = [s for e in entries if e.relation == "said" for s in _sentences(e) if len(s.split()) >= 3]
            if not said:
                counts[(kind, "nothing said")] += 1
                continue
            vectors = embed.encode([question.q, *said])
            norms = (vectors * vectors).sum(axis=1) ** 0.5
            best = int(((vectors[1:] @ vectors[0]) / (norms[1:] * norms[0] + 1e-9)).argmax())
            if question.kind == "unanswerable":
                counts[(kind, "unanswerable")] += 1
            else:
                counts[(kind, "right" if holds_any(said[best], question.answer) else "wrong")] += 1
    for key in sorted(counts):
        print(f"{key[0]:20} {key[1]:13} {counts[key]}")


def gold(paths: list[str]) -> None:
    from memcli.evaluation.chats import holds_any, score

    counts: collections.Counter = collections.Counter()
    for chat_set, mem in _curated(paths):
        rows = mem.db.execute("SELECT relation, value FROM entries WHERE curator != 'query'").fetchall()
        for question in chat_set.questions:
            if question.kind == "unanswerable":
                continue
            found, context = mem.ask(question.q, model="offline")
            reason = found.reason or ""
            slot = reason.split(" ", 1)[1] if reason.startswith(("current ", "earlier ")) else None
            if slot is not None and not score(question, found.answer).correct:
                hits = {r for r, v in rows if holds_any(v, question.answer)}
                where = (
                    "in the slot answered"
                    if slot in hits
                    else "only in a kept sentence"
                    if hits == {"said"}
                    else "in a fact of another relation"
                    if hits
                    else "nowhere in entries"
                )
                counts[(question.kind, "wrong slot answer", where)] += 1
            elif found.answer is None and reason.startswith("no statement"):
                where = _where_packed(mem, context, question.answer)
                if where is not None:  # else the pack lacks it: not the reader's miss
                    counts[(question.kind, "no statement, pack holds it", where)] += 1
            elif reason.startswith("the statement that covers") and not score(question, found.answer).correct:
                stale = bool(question.not_) and holds_any(found.answer or "", question.not_)
                where = _where_packed(mem, context, question.answer) or "not in the pack"
                label = "wrong statement, a replaced value" if stale else "wrong statement"
                counts[(question.kind, label, where)] += 1
    for key in sorted(counts):
        print(f"{key[0]:13} {key[1]:29} {key[2]:31} {counts[key]}")


def _curated(paths: list[str]):
    """Each chat set named, ingested and curated into a memory of its own: (set, memory)."""
    from memcli.evaluation.chats import find_sets
    from memcli.memory import Memory

    for chat_set in find_sets(paths):
        with tempfile.TemporaryDirectory() as folder, Memory(Path(folder) / "m.db", create=True) as mem:
            mem.ingest(str(chat_set.chat))
            mem.curate()
            yield chat_set, mem


def _where_packed(mem, context, answer: list[str]) -> str | None:
    """Which kind of packed item holds an accepted answer, or None when none does."""
    from memcli.evaluation.chats import holds_any
    from memcli.view import get_entries

    packed = [c for c in context.items if holds_any(c.text, answer)]
    if not packed:
        return None
    entries = get_entries(mem.db, [c.id for c in packed if c.kind == "entry"])
    if any(e.relation == "said" for e in entries):
        return "a packed kept sentence"
    return "a packed fact" if entries else "a packed archive turn only"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "paths", nargs="+", help="a chat_eval --json file, or with --closest chat-set folders"
    )
    parser.add_argument("--closest", action="store_true", help="count what the closest sentence would answer")
    parser.add_argument("--gold", action="store_true", help="count where missed answers lie in memory")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if args.closest:
        closest(args.paths)
    elif args.gold:
        gold(args.paths)
    else:
        by_reason(json.loads(Path(args.paths[0]).read_text()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

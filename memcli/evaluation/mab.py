"""MemoryAgentBench Conflict_Resolution (fact consolidation), rd-forget's MAB-FC.

A row holds `context` (a header line, then numbered facts: a larger number is a later update),
`questions`, `answers` (a list of gold strings per question) and `metadata.source` (e.g.
`factconsolidation_mh_6k`). Each configuration answers every question of a row from a fresh
memory holding the row's facts (ingested with fmt="facts"); answers are scored with rd-forget
§4.3's rule (`scoring.mab_correct`).

Per question the harness also records whether the pack held the answer string, and whether it
held a superseded value of a slot on the answer's chain. The chain comes from the fully curated
general view of the row (rules curator, all entries), computed once per row before any question:
the entities the question names (subjects of active entries that occur in it, case-insensitive,
longest first, non-overlapping), a breadth-first search over ACTIVE entries (subject → value, up
to 4 hops) to the nearest entries whose value matches a gold answer (by the scoring rule), and
the slots of the entries on those shortest walks. The archive turns that are sources of
SUPERSEDED entries of those slots are the question's superseded turns; a pack holds a superseded
value when any packed item (an entry, or a raw turn of a baseline) has a source turn among them.
The definition depends only on archive turn ids, so it is the same for every configuration.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from memcli.errors import MemcliError
from memcli.evaluation import harness
from memcli.evaluation.harness import Config, Estimate, Models, Outcome, RunSettings
from memcli.evaluation.scoring import mab_correct, text_holds
from memcli.types import Entry, normalize_slot_part

CHAIN_HOPS = 4


@dataclass
class MabRow:
    index: int
    source: str
    context: str
    questions: list[str]
    answers: list[list[str]]
    qids: list[str]


def _golds(value) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value if v is not None]
    return [str(value)]


def _read_rows(path: str) -> list:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise MemcliError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise MemcliError(f"{path}: cannot read ({exc})") from None
    try:
        doc = json.loads(text)
    except ValueError:
        try:  # JSON Lines: one row a line
            doc = [json.loads(line) for line in text.splitlines() if line.strip()]
        except ValueError as exc:
            raise MemcliError(f"{path}: not JSON or JSON Lines ({exc})") from None
    if isinstance(doc, dict):
        doc = doc.get("data", doc.get("rows", [doc])) if "context" not in doc else [doc]
    if not isinstance(doc, list):
        raise MemcliError(f"{path}: expected a list of MemoryAgentBench rows")
    return doc


def load_rows(path: str, sources: Sequence[str] | None = None) -> list[MabRow]:
    """Rows of the file (a JSON list, one object, or JSON Lines), optionally only some sources
    (exact name, or a part of it: `mh_6k`)."""
    rows: list[MabRow] = []
    seen: dict[str, int] = {}
    for index, raw in enumerate(_read_rows(path)):
        where = f"{path}: row {index}"
        if not isinstance(raw, dict) or not isinstance(raw.get("context"), str):
            raise MemcliError(f'{where}: expected an object with a "context" string')
        questions = raw.get("questions")
        answers = raw.get("answers")
        if not isinstance(questions, list) or not isinstance(answers, list) or len(questions) != len(answers):
            raise MemcliError(f'{where}: expected "questions" and "answers" lists of the same length')
        meta = raw.get("metadata") if isinstance(raw.get("metadata"), dict) else {}
        source = str(meta.get("source") or f"row{index}")
        seen[source] = seen.get(source, 0) + 1
        if seen[source] > 1:
            source = f"{source}#{seen[source]}"
        ids = meta.get("qa_pair_ids") if isinstance(meta.get("qa_pair_ids"), list) else []
        qids = [str(ids[i]) if i < len(ids) else f"{source}#{i}" for i in range(len(questions))]
        rows.append(
            MabRow(
                index, source, raw["context"], [str(q) for q in questions], [_golds(a) for a in answers], qids
            )
        )
    if sources:
        wanted = [s.strip() for value in sources for s in value.split(",") if s.strip()]
        chosen = [r for r in rows if any(w == r.source or w in r.source for w in wanted)]
        if not chosen:
            names = ", ".join(r.source for r in rows) or "none"
            raise MemcliError(f"--source: no row matches {', '.join(wanted)} (sources in the file: {names})")
        rows = chosen
    if not rows:
        raise MemcliError(f"{path}: no rows")
    return rows


# --- the answer's chain ------------------------------------------------------------------------


class ChainIndex:
    """The general view of one row, indexed for the chain definition (see the module docstring)."""

    def __init__(self, entries: Sequence[Entry]) -> None:
        self.by_subject: dict[str, list[Entry]] = {}
        self.superseded_by_slot: dict[str, set[int]] = {}
        for e in entries:
            if e.status == "active":
                self.by_subject.setdefault(normalize_slot_part(e.subject), []).append(e)
            elif e.status == "superseded":
                self.superseded_by_slot.setdefault(e.slot, set()).update(e.source_turn_ids)
        self.subjects = [s for s in self.by_subject if s]

    @classmethod
    def from_memory(cls, mem) -> ChainIndex:
        from memcli.view import ViewSpec, find_view, view_entries

        mem.curate()
        view = find_view(mem.db, ViewSpec())
        return cls(view_entries(mem.db, view.id, " AND query_key IS NULL") if view else [])

    def named_entities(self, question: str) -> list[str]:
        from memcli.answer_offline import named_in

        return named_in(question, self.subjects)

    def chain_entries(self, question: str, golds: Sequence[str]) -> list[Entry]:
        """Entries on the shortest walks (≤ 4 hops over active entries) from the named entities to a
        gold value."""
        layer = [e for name in self.named_entities(question) for e in self.by_subject.get(name, ())]
        layers: list[list[Entry]] = []
        goals: list[Entry] = []
        for _ in range(CHAIN_HOPS):
            if not layer:
                return []
            layers.append(layer)
            goals = [e for e in layer if mab_correct(e.value, golds)]
            if goals:
                break
            keys = {normalize_slot_part(e.value) for e in layer}
            following = {e.id: e for k in keys for e in self.by_subject.get(k, ())}
            layer = list(following.values())
        if not goals:
            return []
        on_path = {e.id: e for e in goals}
        wanted = {normalize_slot_part(e.subject) for e in goals}
        for earlier in reversed(layers[:-1]):
            hits = [e for e in earlier if normalize_slot_part(e.value) in wanted]
            on_path.update((e.id, e) for e in hits)
            wanted = {normalize_slot_part(e.subject) for e in hits}
        return list(on_path.values())

    def superseded_turns(self, question: str, golds: Sequence[str]) -> tuple[set[int], list[str]]:
        slots = sorted({e.slot for e in self.chain_entries(question, golds)})
        turns: set[int] = set()
        for slot in slots:
            turns |= self.superseded_by_slot.get(slot, set())
        return turns, slots


# --- the run -----------------------------------------------------------------------------------


def estimate(rows: Sequence[MabRow], configs: Sequence[Config], settings: RunSettings) -> Estimate:
    from memcli import tokens

    est = Estimate()
    for row in rows:
        history = tokens.count(row.context)
        n = _limited(len(row.questions), settings.limit)
        for _ in range(n):
            harness.estimate_question(
                est,
                configs,
                history,
                settings.budget,
                judge=False,
                qc_curations=harness.qc_curations(configs),
            )
        from memcli import prompts

        est.add(
            harness.general_curations(configs) * harness.chunk_count(history),
            min(history, 8000) + harness.CURATION_PROMPT_TOKENS,
            prompts.CURATION_MAX_TOKENS,
        )
    return est


def _limited(n: int, limit: int | None) -> int:
    return n if not limit or limit <= 0 else min(n, limit)


def record(row: MabRow, i: int, config: Config, out: Outcome, superseded: set[int], chain: list[str]) -> dict:
    golds = row.answers[i]
    return {
        "benchmark": "mab-fc",
        "suite": row.source,
        "config": config.name,
        "kind": config.kind,
        "qid": row.qids[i],
        "index": i,
        "question": row.questions[i],
        "gold": golds,
        "answer": out.answer,
        "abstained": out.answer is None,
        "correct": mab_correct(out.answer, golds),
        "packed_tokens": out.used,
        "items": len(out.items),
        "entries_packed": sum(1 for c in out.items if c.kind == "entry"),
        "sources_packed": sum(1 for c in out.items if c.kind == "source"),
        "archive_rescues": out.rescues,
        "holds_answer": any(text_holds(c.text, golds) for c in out.items),
        "holds_superseded": bool(out.turn_ids() & superseded),
        "chain_found": bool(chain),
        "chain_slots": chain,
        "historical": out.historical,
        "latency_s": round(out.latency, 5),
        "cited": out.cited,
        "selection": out.selection,
        "answerer": out.answerer,
        "warnings": out.warnings,
        "error": out.error,
    }


def run(
    path: str,
    configs: Sequence[Config],
    settings: RunSettings,
    *,
    sources: Sequence[str] | None = None,
    yes: bool = False,
    console=None,
    progress_console=None,
):
    """Run every configuration on every question of the chosen rows. Returns a RunResult."""
    from memcli.evaluation.report import RunResult

    rows = load_rows(path, sources)
    models = Models.resolve(settings.model)
    if settings.model and console is not None:
        harness.check_estimate(estimate(rows, configs, settings), yes, console)
    harness.preflight(models)
    started = time.perf_counter()
    records: list[dict] = []
    setup: dict[str, float] = {}
    chains: dict[str, dict] = {}
    total = sum(_limited(len(r.questions), settings.limit) for r in rows) * len(configs)
    with (
        tempfile.TemporaryDirectory(prefix="memcli-eval-") as folder,
        harness.Progress(progress_console, total) as bar,
    ):
        for row in rows:
            data = row.context.encode("utf-8")
            n = _limited(len(row.questions), settings.limit)
            bar.describe(f"{row.source}: curating the general view")
            analysis = harness.fresh_memory(folder, f"row{row.index}-chain", data, "facts")
            try:
                index = ChainIndex.from_memory(analysis)
            finally:
                analysis.close()
            chain = [index.superseded_turns(row.questions[i], row.answers[i]) for i in range(n)]
            chains[row.source] = {
                "questions": n,
                "with_chain": sum(1 for _, slots in chain if slots),
                "with_superseded_turns": sum(1 for turns, _ in chain if turns),
            }
            for config in configs:
                bar.describe(f"{row.source} · {config.name}")
                mem = harness.fresh_memory(folder, f"row{row.index}-{config.name}", data, "facts")
                try:
                    seconds = harness.prepare_view(mem, config, settings, models)
                    setup[f"{row.source}|{config.name}"] = round(seconds, 3)
                    for i in range(n):
                        out = harness.ask_config(mem, row.questions[i], config, settings, models)
                        records.append(record(row, i, config, out, *chain[i]))
                        bar.advance()
                finally:
                    mem.close()
    return RunResult(
        benchmark="mab-fc",
        suites=[r.source for r in rows],
        configs=list(configs),
        records=records,
        settings=settings,
        wall_s=time.perf_counter() - started,
        setup=setup,
        extra={"chains": chains},
    )


def pack_stats(records: Sequence[dict]) -> dict:
    """For benchmarks/mab_fc_pack.py: answer held, superseded chain value held, median pack time."""
    if not records:
        return {"questions": 0}
    return {
        "questions": len(records),
        "holds_answer": sum(r["holds_answer"] for r in records) / len(records),
        "holds_superseded": sum(r["holds_superseded"] for r in records) / len(records),
        "median_s": statistics.median(r["latency_s"] for r in records),
    }

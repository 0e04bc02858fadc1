"""LoCoMo conversations (rd-forget's AMB-Text and the full question set).

Each conversation is ingested once per configuration into a fresh memory (fmt "locomo"); turns
keep their `dia_id` ("D3:7": session 3, turn 7) as `ext_id`, which is how gold evidence ids
map to archive turns.

Suites:
- `amb-text` (rd-forget §4.1): a conversation's questions without category 5 (adversarial),
  without multimodal questions, and with a session boundary. A question is multimodal when any
  of its evidence turns carries an image (`img_url` or `blip_caption`). Its session boundary is
  the largest session number among its evidence ids; a question with no parseable evidence id
  has no boundary and is left out. On conv-26 this selects 85 questions. rd-forget reports 86:
  the difference is one question whose evidence is the single string "D8:6; D9:17"; read as
  the two ids it names, D8:6 carries an image, so the question is multimodal here.
- `all`: every question, category 5 included (gold = abstention: correct when the answer says
  memory does not hold it).

History: by default every question is answered from the whole conversation, as a user would ask
it. `session_cut=True` (`--session-cut`) answers each question from the conversation up to the end
of its boundary session (`until_seq` = the largest archive seq of that session's turns), as
rd-forget does; the boundary is derived from the gold evidence, so the cut tells every system
that the answer lies in the last session it sees (the `recent` baseline profits by
construction). Runs say which one they used ("history" in the result).

Per question, among the gold evidence turns present in the conversation:
- "points at the gold turn" (`recall`): the share of gold turns whose id is among the packed
  source turns or the source turns of packed entries (`scoring.evidence_recall`);
- "gold text in pack" (`gold_text_in_pack`): whether the text of every gold turn occurs verbatim
  inside some packed item's text (`scoring.gold_text_in_pack`);
packed tokens, latency; offline the token F1 of the extractive answer (`scoring.token_f1`); with
a model the answer and the same model's judge verdict against the gold answer.
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from memcli.errors import MemcliError
from memcli.evaluation import harness
from memcli.evaluation.harness import Config, Estimate, Models, Outcome, RunSettings
from memcli.evaluation.scoring import evidence_recall, gold_text_in_pack, token_f1

SUITES = ("amb-text", "all")
WHOLE = "whole conversation"
CUT = "session cut (from gold evidence)"
ABSTENTION_GOLD = "Not mentioned in the conversation."
_EVIDENCE = re.compile(r"D(\d+):(\d+)")
_SESSION = re.compile(r"session_(\d+)")


@dataclass
class LocomoQuestion:
    index: int
    category: int | None
    question: str
    gold: str
    evidence: list[str]
    boundary: int | None  # session number
    multimodal: bool


@dataclass
class Conversation:
    index: int
    sample_id: str
    sample: dict
    questions: list[LocomoQuestion]


def parse_evidence(values) -> list[str]:
    """Evidence ids like "D3:7" from a LoCoMo evidence list ("D8:6; D9:17" holds two)."""
    if isinstance(values, str):
        values = [values]
    out: list[str] = []
    for value in values or ():
        for m in _EVIDENCE.finditer(str(value)):
            out.append(f"D{int(m.group(1))}:{int(m.group(2))}")
    return list(dict.fromkeys(out))


def boundary(evidence: Sequence[str]) -> int | None:
    sessions = [int(_EVIDENCE.fullmatch(e).group(1)) for e in evidence if _EVIDENCE.fullmatch(e)]
    return max(sessions) if sessions else None


def image_turns(conversation: dict) -> set[str]:
    """dia_ids of the turns that carry an image."""
    found: set[str] = set()
    for key, turns in conversation.items():
        if _SESSION.fullmatch(key) and isinstance(turns, list):
            for turn in turns:
                if isinstance(turn, dict) and (turn.get("img_url") or turn.get("blip_caption")):
                    found.add(str(turn.get("dia_id")))
    return found


def _question(index: int, raw: dict, images: set[str]) -> LocomoQuestion:
    category = raw.get("category")
    category = int(category) if isinstance(category, (int, str)) and str(category).isdigit() else None
    evidence = parse_evidence(raw.get("evidence"))
    gold = ABSTENTION_GOLD if category == 5 else str(raw.get("answer", ""))
    return LocomoQuestion(
        index=index,
        category=category,
        question=str(raw.get("question", "")),
        gold=gold,
        evidence=evidence,
        boundary=boundary(evidence),
        multimodal=any(e in images for e in evidence),
    )


def load(path: str, selectors: Sequence[str] | None = None) -> list[Conversation]:
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise MemcliError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise MemcliError(f"{path}: not a LoCoMo JSON file ({exc})") from None
    samples = [doc] if isinstance(doc, dict) else doc
    if not isinstance(samples, list) or not samples:
        raise MemcliError(f"{path}: expected a list of LoCoMo samples")
    conversations = []
    for index, sample in enumerate(samples):
        if not isinstance(sample, dict) or not isinstance(sample.get("conversation"), dict):
            raise MemcliError(f'{path}: sample {index} has no "conversation" object')
        images = image_turns(sample["conversation"])
        qa = sample.get("qa") if isinstance(sample.get("qa"), list) else []
        questions = [_question(i, q, images) for i, q in enumerate(qa) if isinstance(q, dict)]
        sample_id = str(sample.get("sample_id") or f"sample_{index + 1}")
        conversations.append(Conversation(index, sample_id, sample, questions))
    if selectors:
        wanted = [s.strip() for value in selectors for s in value.split(",") if s.strip()]
        chosen = []
        for want in wanted:
            match = [
                c for c in conversations if c.sample_id == want or (want.isdigit() and c.index == int(want))
            ]
            if not match:
                names = ", ".join(c.sample_id for c in conversations)
                raise MemcliError(
                    f"--conversation: no conversation {want!r} (the file has {names}; "
                    "or give a 0-based index)"
                )
            chosen.extend(c for c in match if c not in chosen)
        conversations = chosen
    return conversations


def selection_counts(conversation: Conversation) -> dict[str, int]:
    """How the amb-text selection treats a conversation's questions (a question can fail several tests)."""
    qs = conversation.questions
    return {
        "questions": len(qs),
        "category_5": sum(1 for q in qs if q.category == 5),
        "multimodal": sum(1 for q in qs if q.multimodal and q.category != 5),
        "no_boundary": sum(1 for q in qs if q.boundary is None and q.category != 5),
        "amb_text": len(select(conversation, "amb-text")),
    }


def select(conversation: Conversation, suite: str) -> list[LocomoQuestion]:
    if suite == "all":
        return list(conversation.questions)
    if suite != "amb-text":
        raise MemcliError(f"--suite: expected one of {', '.join(SUITES)}, got {suite!r}")
    return [
        q for q in conversation.questions if q.category != 5 and not q.multimodal and q.boundary is not None
    ]


def _limited(items: list, limit: int | None) -> list:
    return items if not limit or limit <= 0 else items[:limit]


# --- archive maps --------------------------------------------------------------------------------


def archive_maps(db) -> tuple[dict[int, str], dict[int, int]]:
    """(turn id → ext_id, session number → the largest seq of its turns) of one memory."""
    ext: dict[int, str] = {}
    last: dict[int, int] = {}
    for tid, seq, ext_id in db.execute("SELECT id, seq, ext_id FROM turns ORDER BY seq"):
        if ext_id is None:
            continue
        ext[tid] = ext_id
        m = _EVIDENCE.fullmatch(ext_id)
        if m:
            session = int(m.group(1))
            last[session] = max(seq, last.get(session, 0))
    return ext, last


def gold_texts(db) -> dict[str, str]:
    """ext_id → the archive text of that turn, as ingested (image captions included)."""
    return {
        ext_id: text for ext_id, text in db.execute("SELECT ext_id, text FROM turns WHERE ext_id IS NOT NULL")
    }


def until_seq(last: dict[int, int], session: int | None) -> int | None:
    if session is None:
        return None
    upto = [seq for s, seq in last.items() if s <= session]
    return max(upto) if upto else None


# --- the run -------------------------------------------------------------------------------------


def _session_tokens(sample: dict) -> dict[int, int]:
    from memcli import tokens

    out: dict[int, int] = {}
    for key, turns in sample["conversation"].items():
        m = _SESSION.fullmatch(key)
        if m and isinstance(turns, list):
            texts = [
                str(t.get("text", "")) + " " + str(t.get("blip_caption", "") or "")
                for t in turns
                if isinstance(t, dict)
            ]
            out[int(m.group(1))] = sum(tokens.count_many(texts)) if texts else 0
    return out


def estimate(
    conversations: Sequence[Conversation],
    suite: str,
    configs: Sequence[Config],
    settings: RunSettings,
    session_cut: bool = False,
) -> Estimate:
    from memcli import prompts

    est = Estimate()
    for conv in conversations:
        sizes = _session_tokens(conv.sample)
        total = sum(sizes.values())
        questions = _limited(select(conv, suite), settings.limit)
        for q in questions:
            cut = session_cut and q.boundary is not None
            history = sum(n for s, n in sizes.items() if s <= q.boundary) if cut else total
            harness.estimate_question(
                est, configs, history, settings.budget, judge=True, qc_curations=harness.qc_curations(configs)
            )
        boundaries = len({q.boundary for q in questions}) if session_cut else 1
        general = harness.general_curations(configs) * (harness.chunk_count(total) + boundaries)
        est.add(general, min(total, 8000) + harness.CURATION_PROMPT_TOKENS, prompts.CURATION_MAX_TOKENS)
    return est


def record(
    conv: Conversation,
    q: LocomoQuestion,
    suite: str,
    config: Config,
    out: Outcome,
    ext: dict[int, str],
    upto: int | None,
    judge: bool | None,
    texts: dict[str, str] | None = None,
) -> dict:
    present = set(ext.values())
    gold_ids = [e for e in q.evidence if e in present]
    found = sorted({ext[t] for t in out.turn_ids() if t in ext} & set(gold_ids))
    recall = evidence_recall(gold_ids, found)
    in_pack = gold_text_in_pack([(texts or {}).get(e, "") for e in gold_ids], [c.text for c in out.items])
    return {
        "benchmark": "locomo",
        "suite": f"{suite}:{conv.sample_id}",
        "conversation": conv.sample_id,
        "config": config.name,
        "kind": config.kind,
        "qid": f"{conv.sample_id}#{q.index}",
        "index": q.index,
        "category": q.category,
        "question": q.question,
        "gold": q.gold,
        "evidence": q.evidence,
        "evidence_missing": [e for e in q.evidence if e not in present],
        "session_boundary": q.boundary,
        "until_seq": upto,
        "multimodal": q.multimodal,
        "session_cut": upto is not None,
        "recall": recall,
        "evidence_found": found,
        "gold_text_in_pack": in_pack,
        "packed_tokens": out.used,
        "items": len(out.items),
        "entries_packed": sum(1 for c in out.items if c.kind == "entry"),
        "sources_packed": sum(1 for c in out.items if c.kind == "source"),
        "archive_rescues": out.rescues,
        "historical": out.historical,
        "latency_s": round(out.latency, 5),
        "answer": out.answer,
        "abstained": out.answer is None,
        "f1": round(token_f1(out.answer, q.gold, q.category), 4),
        "judge": judge,
        "correct": judge,
        "cited": out.cited,
        "selection": out.selection,
        "answerer": out.answerer,
        "warnings": out.warnings,
        "error": out.error,
    }


def _judge(models: Models, q: LocomoQuestion, out: Outcome) -> bool | None:
    if models.judge is None:
        return None
    from memcli import prompts
    from memcli.answer_model import judge_with_model

    return judge_with_model(models.judge, q.question, q.gold, out.answer or prompts.NOT_IN_MEMORY)


def run(
    path: str,
    configs: Sequence[Config],
    settings: RunSettings,
    *,
    suite: str = "amb-text",
    selectors: Sequence[str] | None = None,
    session_cut: bool = False,
    yes: bool = False,
    console=None,
    progress_console=None,
):
    from memcli.evaluation.report import RunResult

    if suite not in SUITES:
        raise MemcliError(f"--suite: expected one of {', '.join(SUITES)}, got {suite!r}")
    conversations = load(path, selectors)
    models = Models.resolve(settings.model)
    if settings.model and console is not None:
        harness.check_estimate(estimate(conversations, suite, configs, settings, session_cut), yes, console)
    harness.preflight(models)
    chosen = [(conv, _limited(select(conv, suite), settings.limit)) for conv in conversations]
    started = time.perf_counter()
    records: list[dict] = []
    setup: dict[str, float] = {}
    selection: dict[str, dict] = {}
    total = sum(len(qs) for _, qs in chosen) * len(configs)
    with (
        tempfile.TemporaryDirectory(prefix="memcli-eval-") as folder,
        harness.Progress(progress_console, total) as bar,
    ):
        for conv, questions in chosen:
            selection[conv.sample_id] = selection_counts(conv) | {"run": len(questions)}
            data = json.dumps(conv.sample, ensure_ascii=False).encode("utf-8")
            for config in configs:
                bar.describe(f"{conv.sample_id} · {config.name}")
                mem = harness.fresh_memory(folder, f"{conv.index}-{config.name}", data, "locomo")
                try:
                    ext, last = archive_maps(mem.db)
                    texts = gold_texts(mem.db)
                    setup[f"{conv.sample_id}|{config.name}"] = round(
                        harness.prepare_view(mem, config, settings, models), 3
                    )
                    for q in questions:
                        upto = until_seq(last, q.boundary) if session_cut else None
                        out = harness.ask_config(mem, q.question, config, settings, models, upto)
                        verdict = _judge(models, q, out) if out.error is None else None
                        records.append(record(conv, q, suite, config, out, ext, upto, verdict, texts))
                        bar.advance()
                finally:
                    mem.close()
    suite_names = [f"{suite}:{conv.sample_id}" for conv, _ in chosen]
    return RunResult(
        benchmark="locomo",
        suites=suite_names,
        configs=list(configs),
        records=records,
        settings=settings,
        wall_s=time.perf_counter() - started,
        setup=setup,
        extra={"suite": suite, "history": CUT if session_cut else WHOLE, "questions": selection},
    )

"""Chat sets: how well memcli understands ordinary chat histories, measured through `Memory` only.

A chat set is two files side by side: `NAME-chat.jsonl` (one turn a line: session, timestamp,
role, content, optional speaker) and `NAME-questions.json` (a list of questions, each
{q, answer: [acceptable substrings], not: [superseded values], kind, all}).

Scoring rule (`score`), one question at a time:
- Texts are compared after normalization: Unicode NFKC, typographic quotes and dashes made
  plain, case folded, runs of whitespace collapsed to one space. Containment is plain substring
  containment on the normalized texts (the question file says which substrings are acceptable).
- `unanswerable`: correct exactly when the answerer abstained (`Answer.abstained`).
- Any other kind: an abstention is wrong. Otherwise correct when the answer holds one of the
  acceptable substrings (every one of them when `all` is true).
- `current`: also wrong when the answer holds one of the `not` values (a superseded value next
  to the current one means the answerer did not decide what holds now).

Besides answers, every `current` question is packed (`Memory.pack`) and its pack (the text of all
packed items) is checked for `not` values: the share of current questions with `not` values whose
pack holds one is "superseded in current packs". Lower is better; it measures forgetting, not
the answerer.

The runner gives each history a fresh memory file, ingests it, curates it once with the default
offline curator (timed), then asks every question offline. It depends only on the `Memory` API,
so it keeps measuring whatever the curator and answerer become.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from memcli.errors import MemcliError

KINDS = (
    "current",
    "historical",
    "multihop",
    "stable",
    "episodic",
    "unanswerable",
    "evolution",
    "preference",
    "procedural",
)
CHAT_SUFFIX = "-chat.jsonl"
QUESTIONS_SUFFIX = "-questions.json"
_PLAIN = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "\u00a0": " "})


# --- scoring (pure) -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChatQuestion:
    q: str
    answer: tuple[str, ...]
    kind: str
    not_: tuple[str, ...] = ()
    all: bool = False


@dataclass(frozen=True)
class Verdict:
    correct: bool
    reason: str  # right | wrong | abstained | superseded | answered (an unanswerable question)


def normalize(text: str | None) -> str:
    """The form answers and acceptable substrings are compared in (see the module docstring)."""
    if not text:
        return ""
    text = unicodedata.normalize("NFKC", str(text)).translate(_PLAIN).casefold()
    return " ".join(text.split())


def holds(text: str | None, needle: str) -> bool:
    """Does `text` contain `needle` after normalization? An empty needle is never held."""
    want = normalize(needle)
    return bool(want) and want in normalize(text)


def holds_any(text: str | None, needles: Sequence[str]) -> bool:
    return any(holds(text, n) for n in needles)


def score(question: ChatQuestion, answer: str | None) -> Verdict:
    """The scoring rule of the module docstring. `answer` None means the answerer abstained."""
    if question.kind == "unanswerable":
        return Verdict(answer is None, "right" if answer is None else "answered")
    if answer is None:
        return Verdict(False, "abstained")
    found = [holds(answer, a) for a in question.answer]
    matched = all(found) if question.all else any(found)
    if not matched:
        return Verdict(False, "wrong")
    if question.kind == "current" and holds_any(answer, question.not_):
        return Verdict(False, "superseded")
    return Verdict(True, "right")


def pack_has_superseded(question: ChatQuestion, pack_texts: Sequence[str]) -> bool | None:
    """For a `current` question with `not` values: does any packed text hold one? Else None."""
    if question.kind != "current" or not question.not_:
        return None
    return any(holds_any(text, question.not_) for text in pack_texts)


def pack_holds_answer(question: ChatQuestion, pack_texts: Sequence[str]) -> bool:
    """Does the pack, taken as one text, hold the acceptable answer (every substring when `all`)?
    Separates "the evidence never reached the pack" from "the answerer missed it"."""
    joined = "\n".join(pack_texts)
    found = [holds(joined, a) for a in question.answer]
    return all(found) if question.all else any(found)


# --- loading --------------------------------------------------------------------------------------


@dataclass
class ChatSet:
    name: str
    chat: Path
    questions: list[ChatQuestion]


def _strings(value, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise MemcliError(f"{where}: expected a list of strings, got {value!r}")


def parse_question(raw, where: str) -> ChatQuestion:
    if not isinstance(raw, dict) or not isinstance(raw.get("q"), str):
        raise MemcliError(f'{where}: expected an object with a "q" string')
    kind = raw.get("kind")
    if kind not in KINDS:
        raise MemcliError(f"{where}: kind {kind!r} is not one of {', '.join(KINDS)}")
    answers = _strings(raw.get("answer"), f"{where} answer")
    if kind != "unanswerable" and not answers:
        raise MemcliError(f'{where}: a {kind} question needs at least one "answer" substring')
    return ChatQuestion(
        q=raw["q"],
        answer=answers,
        kind=kind,
        not_=_strings(raw.get("not"), f"{where} not"),
        all=bool(raw.get("all", False)),
    )


def load_questions(path: Path) -> list[ChatQuestion]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise MemcliError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise MemcliError(f"{path}: not a questions JSON file ({exc})") from None
    if not isinstance(doc, list):
        raise MemcliError(f"{path}: expected a JSON list of questions")
    return [parse_question(raw, f"{path} question {i}") for i, raw in enumerate(doc)]


def _set_name(path: Path) -> str | None:
    for suffix in (CHAT_SUFFIX, QUESTIONS_SUFFIX):
        if path.name.endswith(suffix):
            return path.name[: -len(suffix)]
    return None


def find_sets(paths: Sequence[str]) -> list[ChatSet]:
    """Chat sets named by folders (every NAME-chat.jsonl with its NAME-questions.json) or files
    (either file of a pair names the pair). Sorted by name; each set once, however often named
    (two folders may each hold a set of the same name: both are read)."""
    chats: dict[Path, tuple[str, Path]] = {}
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(path.glob(f"*{CHAT_SUFFIX}"))
            if not found:
                raise MemcliError(f"{raw}: no *{CHAT_SUFFIX} files in this folder")
            for chat in found:
                chats.setdefault(chat.resolve(), (_set_name(chat), chat))
        elif path.exists():
            name = _set_name(path)
            if name is None:
                raise MemcliError(f"{raw}: expected a NAME{CHAT_SUFFIX} or NAME{QUESTIONS_SUFFIX} file")
            chat = path.with_name(name + CHAT_SUFFIX)
            chats.setdefault(chat.resolve(), (name, chat))
        else:
            raise MemcliError(f"{raw}: no such file or folder")
    sets = []
    for name, chat in sorted(chats.values()):
        questions = chat.with_name(name + QUESTIONS_SUFFIX)
        if not chat.exists() or not questions.exists():
            raise MemcliError(f"{name}: needs both {chat.name} and {questions.name}")
        sets.append(ChatSet(name, chat, load_questions(questions)))
    return sets


# --- the run --------------------------------------------------------------------------------------


@dataclass
class HistoryResult:
    name: str
    chat: str
    turns: int
    ingest_s: float
    curate_s: float
    records: list[dict] = field(default_factory=list)

    def summary(self) -> dict:
        return summarize(self.records) | {
            "name": self.name,
            "chat": self.chat,
            "turns": self.turns,
            "ingest_s": round(self.ingest_s, 3),
            "curate_s": round(self.curate_s, 3),
        }


def summarize(records: Sequence[dict]) -> dict:
    """Accuracy by kind and overall, and the superseded-in-current-pack share, over records."""
    by_kind = {}
    for kind in KINDS:
        mine = [r for r in records if r["kind"] == kind]
        if mine:
            by_kind[kind] = {"n": len(mine), "correct": sum(1 for r in mine if r["correct"])}
    packs = [r["pack_has_superseded"] for r in records if r["pack_has_superseded"] is not None]
    evidence = [r for r in records if r.get("pack_holds_answer") is not None]
    return {
        "questions": len(records),
        "correct": sum(1 for r in records if r["correct"]),
        "accuracy": (sum(1 for r in records if r["correct"]) / len(records)) if records else None,
        "by_kind": by_kind,
        "current_packs": len(packs),
        "current_packs_with_superseded": sum(1 for p in packs if p),
        "superseded_in_current_packs": (sum(1 for p in packs if p) / len(packs)) if packs else None,
        "answerable": len(evidence),
        "packs_holding_answer": sum(1 for r in evidence if r["pack_holds_answer"]),
        "missed_with_answer_in_pack": sum(1 for r in evidence if r["pack_holds_answer"] and not r["correct"]),
        "median_question_s": statistics.median(r["seconds"] for r in records) if records else None,
    }


def ask_one(mem, question: ChatQuestion) -> dict:
    """One question through Memory.ask (offline), plus Memory.pack for current questions."""
    start = time.perf_counter()
    try:
        answer, _ = mem.ask(question.q, model="offline")
        text, error, why = answer.answer, None, answer.reason
    except MemcliError as exc:
        text, error, why = None, exc.message, None
    superseded = holds_answer = None
    if question.kind != "unanswerable":
        texts = [item.text for item in mem.pack(question.q).items]
        superseded = pack_has_superseded(question, texts)
        holds_answer = pack_holds_answer(question, texts)
    verdict = score(question, text)
    return {
        "q": question.q,
        "kind": question.kind,
        "answer": text,
        "abstained": text is None,
        "correct": verdict.correct,
        "verdict": verdict.reason,
        "why": why,  # the answerer's own account of its answer: which reader gave it
        "pack_has_superseded": superseded,
        "pack_holds_answer": holds_answer,
        "seconds": round(time.perf_counter() - start, 4),
        "error": error,
    }


def run_set(chat_set: ChatSet, folder: str, on_question: Callable[[], None] | None = None) -> HistoryResult:
    from memcli.memory import Memory

    # a folder of its own: sets of one name in two folders (heldout2 and heldout18 each hold a
    # "desmond") must not share a memory, or the second is answered from both histories
    path = Path(tempfile.mkdtemp(prefix=f"{chat_set.name}-", dir=folder)) / "memory.db"
    with Memory(path, create=True) as mem:
        start = time.perf_counter()
        ingested = mem.ingest(str(chat_set.chat))
        ingest_s = time.perf_counter() - start
        start = time.perf_counter()
        mem.curate()
        result = HistoryResult(
            chat_set.name, str(chat_set.chat), ingested.turns_read, ingest_s, time.perf_counter() - start
        )
        for question in chat_set.questions:
            result.records.append(ask_one(mem, question))
            if on_question:
                on_question()
    return result


@dataclass
class ChatRun:
    histories: list[HistoryResult]
    wall_s: float

    def as_dict(self, *, with_records: bool = True) -> dict:
        from memcli.evaluation.report import machine

        histories = []
        for h in self.histories:
            row = h.summary()
            if with_records:
                row["records"] = h.records
            histories.append(row)
        every = [r for h in self.histories for r in h.records]
        return {
            "benchmark": "chats",
            "answerer": "offline",
            "wall_s": round(self.wall_s, 3),
            "machine": machine(),
            "histories": histories,
            "total": summarize(every),
        }


def run(paths: Sequence[str], on_question: Callable[[], None] | None = None) -> ChatRun:
    sets = find_sets(paths)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="memcli-chats-") as folder:
        histories = [run_set(s, folder, on_question) for s in sets]
    return ChatRun(histories, time.perf_counter() - started)


def question_count(paths: Sequence[str]) -> int:
    return sum(len(s.questions) for s in find_sets(paths))


# --- output ---------------------------------------------------------------------------------------


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


def _summary_lines(title: str, s: dict) -> list[str]:
    lines = [title]
    for kind, counts in s["by_kind"].items():
        share = counts["correct"] / counts["n"]
        lines.append(f"  {kind:<13} {counts['correct']:>3} / {counts['n']:<3} {_pct(share)}")
    lines.append(f"  {'overall':<13} {s['correct']:>3} / {s['questions']:<3} {_pct(s['accuracy'])}")
    lines.append(
        f"  superseded values in current-state packs: {s['current_packs_with_superseded']} / "
        f"{s['current_packs']} {_pct(s['superseded_in_current_packs'])}"
    )
    if s["answerable"]:
        lines.append(
            f"  packs holding the answer: {s['packs_holding_answer']} / {s['answerable']}; "
            f"answered wrong with the answer in the pack: {s['missed_with_answer_in_pack']}"
        )
    return lines


def report_lines(result: dict, *, verbose: bool = False) -> list[str]:
    """Plain-text report of `ChatRun.as_dict()` (records needed for verbose), shared by
    `memcli eval chats` and benchmarks/chat_eval.py."""
    lines: list[str] = []
    for h in result["histories"]:
        title = (
            f"{h['name']}: {h['turns']} turns, curated in {h['curate_s']:.2f} s, "
            f"{h['questions']} questions (answerer offline)"
        )
        lines += _summary_lines(title, h)
        if verbose:
            for r in h.get("records", ()):
                answer = "(abstained)" if r["answer"] is None else r["answer"].replace("\n", " ")
                mark = "ok " if r["correct"] else "NO "
                lines.append(f"    {mark}[{r['kind']}] {r['q']}")
                lines.append(f"        → {answer}  ({r['verdict']})")
                if r.get("error"):
                    lines.append(f"        error: {r['error']}")
        lines.append("")
    if len(result["histories"]) > 1:
        lines += _summary_lines(f"all {len(result['histories'])} histories", result["total"])
        lines.append("")
    lines.append(f"wall time {result['wall_s']:.2f} s")
    return lines


def write_out(folder: str, result: ChatRun) -> list[Path]:
    """records.jsonl (one record a line, with its history's name) and summary.json in `folder`."""
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
        records = path / "records.jsonl"
        with records.open("w", encoding="utf-8") as handle:
            for h in result.histories:
                for r in h.records:
                    handle.write(json.dumps({"history": h.name} | r, ensure_ascii=False) + "\n")
        summary = path / "summary.json"
        summary.write_text(
            json.dumps(result.as_dict(with_records=False), ensure_ascii=False, indent=2) + "\n",
            encoding="utf-8",
        )
    except OSError as exc:
        raise MemcliError(f"--out: cannot write to {folder} ({exc.strerror or exc})") from None
    return [records, summary]

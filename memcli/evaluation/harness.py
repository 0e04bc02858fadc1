"""What every benchmark run shares: the configurations compared, how one question is answered by
memcli or by a baseline, and the model-call estimate.

Every configuration of a run shares the budget, the token counter (o200k + 8 an item), the
answerer (the offline reader, or one model for every role) and the scorer. memcli
configurations run the real pipeline through `Memory.ask`; baselines pack raw archive turns
(see `memcli.evaluation.baselines`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from memcli.errors import MemcliError
from memcli.pack import DEFAULT_BUDGET, Candidate

# rd-forget §4.4: each ablation is one switch of UseOptions.
ABLATIONS: dict[str, dict[str, bool]] = {
    "full": {},
    "no-forget": {"forget": False},
    "no-rescue": {"rescue": False},
    "no-slot": {"slots": False},
    "no-closure": {"closure": False},
    "no-qc": {"qc": False},
    "no-semantic": {"semantic": False},  # words alone: what meaning-level matching adds
    "no-fusion": {"fusion": False},  # archive turns only after the entries: what fusing them adds
}
BASELINES = ("bm25", "recent")
CALL_LIMIT = 200  # a model run that would make more calls needs --yes


@dataclass(frozen=True)
class Config:
    name: str
    kind: str  # "memcli" | "baseline"
    overrides: tuple[tuple[str, bool], ...] = ()


def _choose(names: list[str], known, option: str) -> list[str]:
    """The names an option gave, with "all" expanded; an unknown name is a clear error."""
    if "all" in names:
        return list(known)
    unknown = [n for n in names if n not in known]
    if unknown:
        raise MemcliError(f"{option}: unknown {', '.join(unknown)} (choose from all, {', '.join(known)})")
    return names


def _names(values: Sequence[str] | None) -> list[str]:
    out: list[str] = []
    for value in values or ():
        out.extend(v.strip().lower() for v in value.split(",") if v.strip())
    return list(dict.fromkeys(out))


def parse_configs(ablations: Sequence[str] | None, baselines: Sequence[str] | None) -> list[Config]:
    """--ablation full,no-forget,… (or all) and --baseline bm25,recent (or all) → configurations."""
    names = _choose(_names(ablations) or ["full"], ABLATIONS, "--ablation")
    base = _choose(_names(baselines), BASELINES, "--baseline")
    configs = [Config(n, "memcli", tuple(ABLATIONS[n].items())) for n in names]
    return configs + [Config(n, "baseline") for n in base]


@dataclass
class RunSettings:
    budget: int = DEFAULT_BUDGET
    model: str | None = None  # litellm model for every role; None: offline
    limit: int | None = None

    @property
    def curator(self) -> str:
        return "llm" if self.model else "parse"


@dataclass
class Models:
    """The resolved model configuration of each role (all None offline)."""

    answer: object = None
    select: object = None
    curate: object = None
    judge: object = None

    @classmethod
    def resolve(cls, model: str | None) -> Models:
        if not model:
            return cls()
        from memcli.models import resolve_model

        roles = ("answer", "select", "curate", "judge")
        return cls(**{role: resolve_model(model, {}, role=role) for role in roles})


@dataclass
class Outcome:
    """One configuration's pack and answer for one question."""

    answer: str | None
    items: list[Candidate] = field(default_factory=list)
    used: int = 0
    rescues: int = 0
    historical: bool = False
    latency: float = 0.0
    cited: list[int] = field(default_factory=list)
    selection: str = ""
    answerer: str = "offline"
    warnings: list[str] = field(default_factory=list)
    error: str | None = None

    def turn_ids(self) -> set[int]:
        """Archive turns behind the packed items: sources themselves, entries' provenance."""
        ids: set[int] = set()
        for item in self.items:
            ids.update(item.source_turn_ids or ())
            if item.kind == "source":
                ids.add(item.id)
        return ids


def memcli_options(mem, config: Config, settings: RunSettings, models: Models, until_seq: int | None):
    options = mem.options(
        budget=settings.budget, curator=settings.curator, until_seq=until_seq, **dict(config.overrides)
    )
    if models.curate is not None:
        options = replace(options, curator_model=models.curate)
    if models.select is not None:
        options = replace(options, select_model=models.select)
    return options


def prepare_view(mem, config: Config, settings: RunSettings, models: Models) -> float:
    """Curate a configuration's general view before timing questions (rules curator only: a
    model curator's views are per question). Returns the seconds it took."""
    if config.kind != "memcli" or settings.curator not in ("parse", "rules"):
        return 0.0
    from memcli.context import view_spec
    from memcli.curate import curate

    start = time.perf_counter()
    curate(mem.db, view_spec("", memcli_options(mem, config, settings, models, None)))
    return time.perf_counter() - start


def ask_memcli(
    mem, question: str, config: Config, settings: RunSettings, models: Models, until_seq: int | None = None
) -> Outcome:
    """The real pipeline: Memory.ask with the configuration's switches."""
    options = memcli_options(mem, config, settings, models, until_seq)
    start = time.perf_counter()
    try:
        answer, context = mem.ask(question, options, model=settings.model or "offline", fallback=True)
    except MemcliError as exc:
        return Outcome(answer=None, latency=time.perf_counter() - start, error=exc.message)
    warnings = list(context.warnings) + ([answer.warning] if getattr(answer, "warning", None) else [])
    return Outcome(
        answer=answer.answer,
        items=list(context.items),
        used=context.used,
        rescues=context.archive_rescues,
        historical=context.historical,
        latency=time.perf_counter() - start,
        cited=list(answer.cited_ids),
        selection=context.selection,
        answerer=answer.answerer,
        warnings=warnings,
    )


def ask_config(
    mem, question: str, config: Config, settings: RunSettings, models: Models, until_seq: int | None = None
) -> Outcome:
    if config.kind == "memcli":
        return ask_memcli(mem, question, config, settings, models, until_seq)
    from memcli.evaluation.baselines import ask_baseline

    return ask_baseline(mem, question, config.name, settings, models, until_seq)


# --- the model-call estimate -------------------------------------------------------------------

CURATION_PROMPT_TOKENS = 900
SELECT_PROMPT_TOKENS = 500
ANSWER_PROMPT_TOKENS = 450
JUDGE_TOKENS = 450


@dataclass
class Estimate:
    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0  # upper bound: every call's output cap

    def add(self, calls: int, input_each: int, output_cap: int) -> None:
        self.calls += calls
        self.input_tokens += calls * input_each
        self.output_tokens += calls * output_cap


def chunk_count(history_tokens: int) -> int:
    from memcli.curators.llm import CHUNK_TOKENS

    return max(1, math.ceil(history_tokens / CHUNK_TOKENS))


def estimate_question(
    est: Estimate,
    configs: Sequence[Config],
    history_tokens: int,
    budget: int,
    *,
    judge: bool,
    qc_curations: int,
) -> None:
    """Add one question's calls: its query-conditioned curations, selection, answer, judge."""
    from memcli import prompts
    from memcli.pack import CANDIDATE_TOKENS

    chunks = chunk_count(history_tokens)
    per_chunk = min(history_tokens, 8000) + CURATION_PROMPT_TOKENS
    est.add(qc_curations * chunks, per_chunk, prompts.CURATION_MAX_TOKENS)
    memcli_configs = sum(1 for c in configs if c.kind == "memcli")
    select_in = min(CANDIDATE_TOKENS, history_tokens) + SELECT_PROMPT_TOKENS
    est.add(memcli_configs, select_in, prompts.SELECT_MAX_TOKENS)
    est.add(len(configs), min(budget, history_tokens) + ANSWER_PROMPT_TOKENS, prompts.ANSWER_MAX_TOKENS)
    if judge:
        est.add(len(configs), JUDGE_TOKENS, prompts.JUDGE_MAX_TOKENS)


def qc_curations(configs: Sequence[Config]) -> int:
    """Query-conditioned curations a question needs: one per memcli configuration that curates with
    the question (each configuration runs in a memory of its own, so nothing is shared)."""
    return sum(1 for c in configs if c.kind == "memcli" and dict(c.overrides).get("qc", True))


def general_curations(configs: Sequence[Config]) -> int:
    """Configurations that curate each history once, without the question (--no-qc)."""
    return sum(1 for c in configs if c.kind == "memcli" and not dict(c.overrides).get("qc", True))


PREFLIGHT = [{"role": "user", "content": "Reply with the single word OK."}]


def preflight(models: Models) -> None:
    """One tiny call before a model run: a wrong model name, key or api_base fails here, in seconds,
    instead of every question falling back offline for hours."""
    if models.answer is None:
        return
    from memcli.errors import ModelError
    from memcli.models import complete

    try:
        complete(models.answer, PREFLIGHT, max_tokens=5)
    except ModelError as exc:
        raise MemcliError(f"--model: the model cannot be used ({exc.message}); nothing was run") from None


def check_estimate(est: Estimate, yes: bool, console) -> None:
    est.add(1, 20, 5)  # the preflight call
    console.print(
        f"model run: about {est.calls:,} model calls, ~{est.input_tokens:,} input tokens and at "
        f"most {est.output_tokens:,} output tokens",
        markup=False,
    )
    if est.calls > CALL_LIMIT and not yes:
        raise MemcliError(
            f"this run would make about {est.calls:,} model calls (more than {CALL_LIMIT}); "
            "pass --yes to run it, or --limit N for fewer questions"
        )


# --- fresh memories and progress ---------------------------------------------------------------


def fresh_memory(folder, name: str, data: bytes, fmt: str):
    """A new memory file in `folder` holding `data` ingested with `fmt`."""
    from pathlib import Path

    from memcli.memory import Memory

    path = Path(folder) / f"{name}.db"
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    mem = Memory(path, create=True)
    try:
        mem.ingest("-", fmt=fmt, data=data)
    except BaseException:
        mem.close()
        raise
    return mem


class Progress:
    """A Rich progress bar on stderr when it is a terminal; otherwise nothing is drawn."""

    def __init__(self, console=None, total: int = 0) -> None:
        self.console = console
        self.total = total
        self._bar = None
        self._task = None

    def __enter__(self) -> Progress:
        if self.console is not None and self.console.is_terminal and self.total > 0:
            from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
            from rich.progress import Progress as RichProgress

            self._bar = RichProgress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=self.console,
                transient=True,
            )
            self._bar.__enter__()
            self._task = self._bar.add_task("starting", total=self.total)
        return self

    def __exit__(self, *exc) -> None:
        if self._bar is not None:
            self._bar.__exit__(*exc)

    def describe(self, text: str) -> None:
        if self._bar is not None:
            self._bar.update(self._task, description=text)

    def advance(self, n: int = 1) -> None:
        if self._bar is not None:
            self._bar.update(self._task, advance=n)

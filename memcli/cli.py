"""The command line: each command parses options, calls the Memory API, renders the result."""

from __future__ import annotations

import functools
import json
import sqlite3
import sys
from typing import Annotated

import typer
from rich.console import Console

app = typer.Typer(
    help="memcli: a memory for conversations with language models. Stores every turn; for each "
    "question builds the evidence an answering model should see, inside a token budget.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

EXIT_NOT_IN_MEMORY = 3


class State:
    db: str | None = None


state = State()


def handled(fn):
    """Turn memcli's one user-facing exception into a message on stderr and an exit code."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        from memcli.errors import MemcliError

        try:
            return fn(*args, **kwargs)
        except MemcliError as exc:
            err.print(f"Error: {_redacted(exc.message)}", markup=False)
            raise typer.Exit(exc.exit_code) from None
        except KeyboardInterrupt:
            err.print("Interrupted; nothing was written by the unfinished step.")
            raise typer.Exit(130) from None
        except (sqlite3.Error, OSError) as exc:
            # Disk full, permission, read-only, corrupt, busy: one sentence naming the file.
            from memcli.db import user_error

            user = user_error(exc, _db_label())
            if user is None:
                raise
            err.print(f"Error: {_redacted(user.message)}", markup=False)
            raise typer.Exit(user.exit_code) from None

    return wrapper


def _redacted(message: str) -> str:
    """Errors never print a key or a URL's query string (a provider may echo the key back)."""
    from memcli.secret_scan import redact_url

    return redact_url(message)


def _db_label() -> str | None:
    """The memory file's path for an error message, or None if even that cannot be worked out."""
    from memcli.paths import database_path

    try:
        return str(database_path(state.db))
    except Exception:
        return None


def command(*args, **kwargs):
    def register(fn):
        return app.command(*args, **kwargs)(handled(fn))

    return register


def memory(create: bool = False, readonly: bool = False):
    from memcli.memory import Memory

    return Memory(state.db, create=create, readonly=readonly)


def emit_json(payload) -> None:
    sys.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2, default=str) + "\n")


@app.callback()
def main_options(
    db: Annotated[
        str | None,
        typer.Option(
            "--db", metavar="PATH", help="The memory file (else $MEMCLI_DB, else the user data folder)."
        ),
    ] = None,
) -> None:
    state.db = db


JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON for pipelines.")]


# --- the archive ---------------------------------------------------------------------------------
@command()
def ingest(
    files: Annotated[list[str], typer.Argument(help="Files to ingest, or - for standard input.")],
    fmt: Annotated[
        str, typer.Option("--format", "-f", help="auto|jsonl|openai|chatgpt|locomo|llm-logs|facts|text")
    ] = "auto",
    session: Annotated[str | None, typer.Option(help="Session name for turns that carry none.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Store chat history in the archive. Re-ingesting the same content adds nothing."""
    from memcli import render

    summaries = []
    with memory(create=True) as mem:
        for path in files:
            data = sys.stdin.buffer.read() if path == "-" else None
            summaries.append(_ingest_one(mem, path, fmt, session, data, show=not as_json))
    if as_json:
        emit_json([s.as_dict() for s in summaries])
    else:
        for summary in summaries:
            render.ingest_line(out, summary)
        if len(summaries) > 1:
            added = sum(s.turns_added for s in summaries)
            known = sum(s.already_stored for s in summaries)
            out.print(f"total: {added} new, {known} already stored")


def _ingest_one(mem, path, fmt, session, data, *, show: bool):
    if not (show and err.is_terminal):
        return mem.ingest(path, fmt=fmt, session=session, data=data)
    from rich.progress import Progress, SpinnerColumn, TextColumn

    with Progress(SpinnerColumn(), TextColumn("{task.description}"), console=err, transient=True) as bar:
        task = bar.add_task(f"ingesting {path}")
        return mem.ingest(
            path,
            fmt=fmt,
            session=session,
            data=data,
            on_progress=lambda n: bar.update(task, description=f"ingesting {path}: {n} turns"),
        )


@command()
def history(
    session: Annotated[str | None, typer.Option(help="Only this session.")] = None,
    search: Annotated[str | None, typer.Option(help="Full-text search (best matches first).")] = None,
    limit: Annotated[int, typer.Option(help="At most this many turns (0: all).")] = 50,
    as_json: JsonOpt = False,
) -> None:
    """List archive turns."""
    from dataclasses import asdict

    from memcli import render

    with memory(readonly=True) as mem:
        turns = mem.history(session=session, search=search, limit=limit or None)
    if as_json:
        emit_json([asdict(t) for t in turns])
    else:
        render.turns_table(out, turns)


@command()
def stats(as_json: JsonOpt = False) -> None:
    """Sources, sessions, turns, tokens, entries and file size."""
    from memcli import render

    with memory(readonly=True) as mem:
        values = mem.stats()
    emit_json(values) if as_json else render.key_values(out, values)


# --- curation ------------------------------------------------------------------------------------
@command()
def curate(
    query: Annotated[str | None, typer.Option(help="Curate for this question (model curator).")] = None,
    curator: Annotated[str, typer.Option(help="parse (offline, the default), rules or llm.")] = "parse",
    model: Annotated[str | None, typer.Option(help="litellm model for --curator llm.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Extract facts into slots and materialize the view (only new turns are read).

    Curation commits batch by batch: after Ctrl-C, running it again resumes where it stopped."""
    from memcli import render

    progress = render.CurationProgress(err, show=err.is_terminal)
    try:
        with memory() as mem, progress:
            summary = mem.curate(query=query, curator=curator, model=model, on_progress=progress.update)
    except KeyboardInterrupt:
        err.print(
            f"interrupted: {progress.done} of {progress.total} turns curated;"
            " run `memcli curate` again to resume",
            markup=False,
        )
        raise typer.Exit(130) from None
    if as_json:
        emit_json(summary.as_dict())
        return
    for warning in summary.warnings:
        err.print(f"Warning: {warning}", markup=False)
    render.key_values(
        out,
        {
            "turns read": summary.turns_read,
            "entries added": summary.items_added,
            "active": summary.active,
            "superseded": summary.superseded,
            "deprecated": summary.deprecated,
            "slots": summary.slots,
            "unparsed turns": summary.unparsed_turns,
        },
        title=f"curated with {summary.curator}" + ("" if summary.changed else " (nothing new)"),
    )


@command()
def slots(
    pattern: Annotated[
        str | None, typer.Argument(help="Only slots containing this text (or matching a glob).")
    ] = None,
    superseded: Annotated[
        bool, typer.Option("--superseded", help="List superseded values and what replaced them.")
    ] = False,
    memory_type: Annotated[
        str | None, typer.Option("--type", help="semantic, episodic or procedural.")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """One row a slot with its current value."""
    from dataclasses import asdict

    from memcli import render

    with memory() as mem:
        if superseded:
            pairs = mem.replacements(pattern=pattern, memory_type=memory_type)
        else:
            entries = mem.entries(pattern=pattern, statuses=("active", "deprecated"), memory_type=memory_type)
    if as_json:
        if superseded:
            emit_json([asdict(old) | {"replaced_by": asdict(new)} for old, new in pairs])
        else:
            emit_json([asdict(e) for e in entries])
    elif superseded:
        render.superseded_table(out, pairs)
    else:
        render.entries_table(out, entries)


@command()
def slot(
    name: Annotated[str, typer.Argument(help="The slot, subject|relation|scope (see `memcli slots`).")],
    as_json: JsonOpt = False,
) -> None:
    """A slot's timeline, oldest first, each value with its source turns."""
    from dataclasses import asdict

    from memcli import render
    from memcli.archive import get_turns

    with memory() as mem:
        entries = mem.slot_timeline(name)
        sources = {e.id: get_turns(mem.db, e.source_turn_ids) for e in entries}
    if as_json:
        emit_json([asdict(e) | {"sources": [asdict(t) for t in sources[e.id]]} for e in entries])
    else:
        render.timeline(out, name, entries, sources)


@command()
def why(entry_id: Annotated[int, typer.Argument(help="An entry id.")], as_json: JsonOpt = False) -> None:
    """An entry's provenance: source turns verbatim, what it replaced, what replaced it, its edges."""
    from dataclasses import asdict

    from memcli import render

    with memory() as mem:
        info = mem.why(entry_id)
    if as_json:
        emit_json(
            {
                k: (
                    [asdict(x) if hasattr(x, "__dataclass_fields__") else x for x in v]
                    if isinstance(v, list)
                    else asdict(v)
                )
                for k, v in info.items()
            }
        )
    else:
        render.why(out, info)


@command()
def deprecate(
    entry_id: Annotated[int, typer.Argument(help="An entry id.")],
    reason: Annotated[str | None, typer.Option(help="Why it should no longer be used.")] = None,
) -> None:
    """Mark an entry deprecated: usable only through rescue."""
    with memory() as mem:
        entry = mem.deprecate(entry_id, reason)
    out.print(f"entry {entry.id} is now {entry.status}")


@command()
def restore(entry_id: Annotated[int, typer.Argument(help="An entry id.")]) -> None:
    """Undo `deprecate`."""
    with memory() as mem:
        entry = mem.restore(entry_id)
    out.print(f"entry {entry.id} is now {entry.status}")


# --- settings ------------------------------------------------------------------------------------
def _show_or_set(key: str, value: str | None) -> None:
    with memory(create=value is not None, readonly=value is None) as mem:
        if value is not None:
            mem.set_setting(key, value)
        from memcli.secret_scan import mask_setting

        shown = mask_setting(key, mem.setting(key))
        out.print(f"{key}: {'(not set)' if shown is None else shown}", markup=False)


@command()
def rescue(value: Annotated[str | None, typer.Argument(help="on or off; omit to show.")] = None) -> None:
    """Show or set archive rescue: may deprecated (and, for historical questions, superseded)
    entries be used?"""
    _show_or_set("rescue", value)


@command()
def historical(
    value: Annotated[str | None, typer.Argument(help="auto, on or off; omit to show.")] = None,
) -> None:
    """Show or set historical intent: auto detects it from the question's wording."""
    _show_or_set("historical", value)


@command()
def config(
    key: Annotated[
        str | None,
        typer.Argument(
            help="user.name, model, api_base, api_key, model_timeout, model_retries, or per role (curate, "
            "select, answer, judge): ROLE_model, ROLE_api_base, ROLE_api_key"
        ),
    ] = None,
    value: Annotated[str | None, typer.Argument(help="The value to store; omit to show.")] = None,
) -> None:
    """Show or set stored settings (models are litellm strings; user.name is who "I" is)."""
    if key is None:
        with memory(readonly=True) as mem:
            from memcli.secret_scan import mask_setting
            from memcli.settings import all_settings

            for k, v in all_settings(mem.db).items():
                out.print(f"{k}: {mask_setting(k, v)}", markup=False)
        return
    _show_or_set(key, value)


@command()
def people(as_json: JsonOpt = False) -> None:
    """Who the user is: the name memcli knows them by and every alias, with where each was learnt."""
    from memcli import render

    with memory(readonly=True) as mem:
        persons = mem.people()
    emit_json(persons) if as_json else render.people_table(out, persons)


# --- use -----------------------------------------------------------------------------------------
Budget = Annotated[int, typer.Option(help="Token budget for the packed entries (o200k tokens).")]
Rescue = Annotated[
    bool | None, typer.Option("--rescue/--no-rescue", help="Override the stored rescue switch.")
]
Historical = Annotated[
    bool | None,
    typer.Option("--historical/--current", help="Force historical intent on or off for this call."),
]
NoForget = Annotated[bool, typer.Option("--no-forget", help="Ablation: older revisions stay active.")]
NoSlot = Annotated[bool, typer.Option("--no-slot", help="Ablation: no slot grouping; conflicts stay active.")]
NoClosure = Annotated[bool, typer.Option("--no-closure", help="Ablation: no multi-hop chain expansion.")]
NoQc = Annotated[bool, typer.Option("--no-qc", help="Ablation: curation does not see the question.")]
NoFill = Annotated[bool, typer.Option("--no-fill", help="Do not fill unused budget with archive turns.")]
Hops = Annotated[int, typer.Option(help="Chain expansion depth over the entry graph.")]
Curator = Annotated[
    str,
    typer.Option(
        "--curator", help="parse (offline, the default), rules (offline, plain statements only) or llm."
    ),
]


def _options(
    mem, budget, rescue_, historical_, no_forget, no_slot, no_closure, no_qc, no_fill, hops, curator_
):
    mode = None if historical_ is None else ("on" if historical_ else "off")
    return mem.options(
        budget=budget,
        rescue=rescue_,
        historical=mode,
        forget=not no_forget,
        slots=not no_slot,
        closure=not no_closure,
        qc=not no_qc,
        fill=not no_fill,
        hops=hops,
        curator=curator_,
    )


@command()
def pack(
    query: Annotated[str, typer.Argument(help="The question.")],
    budget: Budget = 2048,
    fmt: Annotated[str, typer.Option("--format", help="text, markdown or json.")] = "text",
    explain: Annotated[
        bool, typer.Option("--explain", help="Say why each item is there and what was left out.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Same as --format json.")] = False,
    rescue_: Rescue = None,
    historical_: Historical = None,
    no_forget: NoForget = False,
    no_slot: NoSlot = False,
    no_closure: NoClosure = False,
    no_qc: NoQc = False,
    no_fill: NoFill = False,
    hops: Hops = 2,
    curator_: Curator = "parse",
    model: Annotated[str | None, typer.Option(help="litellm model for curation and selection.")] = None,
) -> None:
    """Print the packed context for a question, for any other program to use."""
    from memcli.serialize import FORMATS, render

    fmt = "json" if as_json else fmt
    if fmt not in FORMATS:
        from memcli.errors import MemcliError

        raise MemcliError(f"--format: expected one of {', '.join(FORMATS)}, got {fmt!r}")
    with memory() as mem:
        options = _options(
            mem, budget, rescue_, historical_, no_forget, no_slot, no_closure, no_qc, no_fill, hops, curator_
        )
        result = mem.pack(query, options, select_model=model, curate_model=model)
    for warning in result.warnings:
        err.print(f"Warning: {warning}", markup=False)
    sys.stdout.write(render(result, fmt, explain=explain))


@command()
def ask(
    query: Annotated[str, typer.Argument(help="The question.")],
    model: Annotated[
        str | None, typer.Option(help="litellm model to answer (else MEMCLI_MODEL or config).")
    ] = None,
    budget: Budget = 2048,
    as_json: JsonOpt = False,
    rescue_: Rescue = None,
    historical_: Historical = None,
    no_forget: NoForget = False,
    no_slot: NoSlot = False,
    no_closure: NoClosure = False,
    no_qc: NoQc = False,
    no_fill: NoFill = False,
    hops: Hops = 2,
    curator_: Curator = "parse",
) -> None:
    """Answer a question from memory, citing the entries used. Exit code 3: not in memory."""
    from dataclasses import asdict

    from memcli import render

    with memory() as mem:
        options = _options(
            mem, budget, rescue_, historical_, no_forget, no_slot, no_closure, no_qc, no_fill, hops, curator_
        )
        result, context = mem.ask(query, options, model=model)
    for warning in [*context.warnings, *([result.warning] if result.warning else [])]:
        err.print(f"Warning: {warning}", markup=False)
    if as_json:
        emit_json(
            result.as_dict() | {"counters": context.counters(), "items": [asdict(c) for c in context.items]}
        )
    else:
        render.answer(out, result, context)
    if result.abstained:
        raise typer.Exit(EXIT_NOT_IN_MEMORY)


# --- forgetting ----------------------------------------------------------------------------------
@command()
def forget(
    turn: Annotated[list[int] | None, typer.Option("--turn", help="A turn id (repeatable).")] = None,
    session: Annotated[str | None, typer.Option(help="Every turn of this session.")] = None,
    source: Annotated[
        int | None, typer.Option(help="Every turn of this source id (see `memcli stats`).")
    ] = None,
    search: Annotated[
        str | None, typer.Option(help="Every turn containing this text (case-insensitive).")
    ] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Delete without asking.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only say what would be deleted.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Delete turns for good, with every entry derived from them and all cached curation."""
    from memcli.errors import MemcliError
    from memcli.forget import select_turns

    if not (turn or session or source is not None or search):
        raise MemcliError("forget: name what to delete with --turn, --session, --source or --search")
    with memory() as mem:
        ids = select_turns(mem.db, ids=turn or (), session=session, source=source, search=search)
        if dry_run or not ids:
            emit_json({"turns": len(ids), "ids": ids}) if as_json else out.print(
                f"would delete {len(ids)} turns"
            )
            return
        if not yes:
            if not sys.stdin.isatty():
                raise MemcliError(f"forget: would delete {len(ids)} turns; pass --yes to confirm")
            typer.confirm(f"Delete {len(ids)} turns and everything derived from them?", abort=True)
        counts = mem.forget_turns(ids)
    emit_json(counts) if as_json else out.print(
        f"deleted {counts['turns']} turns, {counts['entries']} entries, {counts['sources']} emptied sources, "
        f"{counts['cache']} cached curations"
    )


# === eval: the benchmark harness (memcli.evaluation) =============================================
eval_app = typer.Typer(
    help="Benchmark harness: MemoryAgentBench fact consolidation and LoCoMo, with "
    "rd-forget's ablations and raw-turn baselines.",
    no_args_is_help=True,
)
app.add_typer(eval_app, name="eval")

EvalAblation = Annotated[
    list[str] | None,
    typer.Option(
        "--ablation",
        help="Configurations: full,no-forget,no-rescue,no-slot,no-closure,no-qc,no-semantic or all "
        "(comma-separated or repeated; default full).",
    ),
]
EvalBaseline = Annotated[
    list[str] | None,
    typer.Option("--baseline", help="Raw-turn peers in the same budget: bm25,recent or all."),
]
EvalBudget = Annotated[
    int, typer.Option("--budget", help="Token budget of every configuration (o200k + 8 an item).")
]
EvalLimit = Annotated[
    int | None, typer.Option("--limit", help="At most N questions per row or conversation.")
]
EvalModel = Annotated[
    str | None,
    typer.Option(
        "--model",
        help="litellm model for curation (llm curator), selection, answers and the judge; else offline.",
    ),
]
EvalYes = Annotated[bool, typer.Option("--yes", "-y", help="Start a model run of more than 200 calls.")]
EvalJson = Annotated[
    bool, typer.Option("--json", help="Print the summary and every per-question record as JSON.")
]
EvalOut = Annotated[
    str | None, typer.Option("--out", metavar="DIR", help="Write records.jsonl and summary.json here.")
]
EvalPlot = Annotated[
    str | None,
    typer.Option("--plot", metavar="FILE.png", help="Draw rd-forget Figure 3's bars (needs matplotlib)."),
]


def _eval_settings(
    budget: int,
    limit: int | None,
    model: str | None,
    out_dir: str | None = None,
    plot_file: str | None = None,
):
    from memcli.errors import MemcliError
    from memcli.evaluation.harness import RunSettings
    from memcli.models import resolve_model

    if budget < 1:
        raise MemcliError(f"--budget: must be a positive number of tokens, got {budget}")
    if limit is not None and limit < 1:
        raise MemcliError(f"--limit: must be at least 1, got {limit}")
    if plot_file:
        from memcli.evaluation.plot import check_available

        check_available()  # before the run, not after it
    if out_dir:
        from pathlib import Path

        try:
            Path(out_dir).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise MemcliError(f"--out: cannot create {out_dir} ({exc.strerror or exc})") from None
    config = resolve_model(model, {}, role="answer")  # --model, else MEMCLI_MODEL; "offline" forces none
    return RunSettings(budget=budget, model=config.model if config else None, limit=limit)


def _eval_finish(result, as_json: bool, out_dir: str | None, plot_file: str | None) -> None:
    from memcli.evaluation import report

    written = report.write_out(out_dir, result) if out_dir else []
    if plot_file:
        from memcli.evaluation.plot import plot

        written.append(plot([result], plot_file))
    if as_json:
        emit_json(result.as_dict())
    else:
        report.print_table(out, result)
    for path in written:
        err.print(f"wrote {path}", markup=False)


@eval_app.command("mab-fc")
@handled
def eval_mab_fc(
    file: Annotated[
        str, typer.Argument(help="MemoryAgentBench Conflict_Resolution rows (JSON or JSON Lines).")
    ],
    source: Annotated[
        list[str] | None,
        typer.Option(
            "--source", help="Only rows whose metadata.source is (or contains) this name; repeatable."
        ),
    ] = None,
    ablation: EvalAblation = None,
    baseline: EvalBaseline = None,
    budget: EvalBudget = 2048,
    limit: EvalLimit = None,
    model: EvalModel = None,
    yes: EvalYes = False,
    as_json: EvalJson = False,
    out_dir: EvalOut = None,
    plot_file: EvalPlot = None,
) -> None:
    """Fact consolidation: each row's facts in a fresh memory, every question through the pipeline,
    scored with rd-forget's rule."""
    from memcli.evaluation import harness, mab

    settings = _eval_settings(budget, limit, model, out_dir, plot_file)
    configs = harness.parse_configs(ablation, baseline)
    result = mab.run(file, configs, settings, sources=source, yes=yes, console=err, progress_console=err)
    _eval_finish(result, as_json, out_dir, plot_file)


@eval_app.command("locomo")
@handled
def eval_locomo(
    file: Annotated[str, typer.Argument(help="LoCoMo JSON (a list of samples).")],
    conversation: Annotated[
        list[str] | None,
        typer.Option(
            "--conversation", help="A sample id (conv-26) or 0-based index; repeatable. Default: all."
        ),
    ] = None,
    suite: Annotated[
        str,
        typer.Option(
            "--suite",
            help="amb-text (rd-forget's selection) or all (category 5 included: abstention is scored).",
        ),
    ] = "amb-text",
    session_cut: Annotated[
        bool,
        typer.Option(
            "--session-cut",
            help="Answer each question from the conversation up to its last gold-evidence session "
            "(rd-forget's protocol; it tells every system where the answer is). Default: the whole "
            "conversation.",
        ),
    ] = False,
    ablation: EvalAblation = None,
    baseline: EvalBaseline = None,
    budget: EvalBudget = 2048,
    limit: EvalLimit = None,
    model: EvalModel = None,
    yes: EvalYes = False,
    as_json: EvalJson = False,
    out_dir: EvalOut = None,
    plot_file: EvalPlot = None,
) -> None:
    """LoCoMo over the whole conversation: does each pack point at the gold turns, does it hold their
    text; offline token F1, or a model's answers and judge verdicts."""
    from memcli.evaluation import harness, locomo

    settings = _eval_settings(budget, limit, model, out_dir, plot_file)
    configs = harness.parse_configs(ablation, baseline)
    result = locomo.run(
        file,
        configs,
        settings,
        suite=suite,
        selectors=conversation,
        session_cut=session_cut,
        yes=yes,
        console=err,
        progress_console=err,
    )
    _eval_finish(result, as_json, out_dir, plot_file)


@eval_app.command("chats")
@handled
def eval_chats(
    paths: Annotated[
        list[str],
        typer.Argument(
            help="Folders of NAME-chat.jsonl + NAME-questions.json pairs, or files of such pairs."
        ),
    ],
    as_json: EvalJson = False,
    out_dir: EvalOut = None,
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="Every question with its answer and verdict.")
    ] = False,
) -> None:
    """Chat histories: each in a fresh memory, curated once offline, every question asked offline;
    accuracy by question kind and superseded values in current-state packs."""
    from memcli.evaluation import chats

    _eval_settings(1, None, "offline", out_dir)  # checks --out before the run
    with harness_progress(chats.question_count(paths)) as bar:
        result = chats.run(paths, on_question=bar.advance)
    written = chats.write_out(out_dir, result) if out_dir else []
    payload = result.as_dict(with_records=as_json or verbose)
    if as_json:
        emit_json(payload)
    else:
        for line in chats.report_lines(payload, verbose=verbose):
            out.print(line, markup=False)
    for path in written:
        err.print(f"wrote {path}", markup=False)


def harness_progress(total: int):
    from memcli.evaluation.harness import Progress

    return Progress(err, total)


# === end of eval ==================================================================================


# === reliability: doctor and backup (issue 9) =====================================================
@command()
def doctor(
    rebuild: Annotated[
        bool,
        typer.Option(
            "--rebuild",
            help="Rebuild the search indexes; for a damaged file, salvage the archive into a fresh one.",
        ),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Check the memory file (integrity_check), explain what is wrong, and rebuild what can be."""
    from memcli import doctor as checks
    from memcli.paths import database_path

    path = database_path(state.db)
    report = checks.rebuild(path) if rebuild else checks.examine(path)
    if as_json:
        emit_json(report.as_dict())
    else:
        out.print(f"{report.path}: {'ok' if report.healthy else 'damaged'}", markup=False)
        for line in [*report.problems, *report.actions, *report.advice]:
            out.print(f"  {line}", markup=False)
    if not report.healthy and not rebuild:
        raise typer.Exit(2)


@command()
def backup(
    path: Annotated[str, typer.Argument(help="Where to write the copy (a file, or a folder).")],
    force: Annotated[bool, typer.Option("--force", help="Replace an existing file.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Copy the memory consistently (SQLite's online backup), safe while others write."""
    from pathlib import Path

    from memcli.backup import backup as copy_memory
    from memcli.paths import database_path

    done = copy_memory(database_path(state.db), Path(path), overwrite=force)
    emit_json(done) if as_json else out.print(
        f"backed up {done['turns']} turns to {done['path']} ({done['bytes']} bytes)", markup=False
    )


# === end of reliability ===========================================================================


def main() -> None:
    try:
        app()
    except BrokenPipeError:
        sys.stderr.close()  # `memcli … | head` closed the pipe: not an error worth a traceback
        sys.exit(0)

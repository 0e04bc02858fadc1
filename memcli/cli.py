"""The command line: each command parses options, calls the Memory API, renders the result."""

from __future__ import annotations

import functools
import json
import sqlite3
import sys
from typing import Annotated

import typer
import typer.core

# Plain types every memcli option uses; the constructor (or _BOOL_WORDS) is the whole coercion.
_PLAIN = (str, int, float, bool)
_BOOL_WORDS = {"1": True, "true": True, "yes": True, "y": True, "on": True, "t": True}
_BOOL_WORDS |= {"0": False, "false": False, "no": False, "n": False, "off": False, "f": False}


def _plain_coercion() -> None:
    """Coerce str/int/float options without pydantic. Typer (0.2x) builds a pydantic TypeAdapter
    for every parameter of the command that runs: importing pydantic and building them cost
    ~0.25 s of CPU in each `memcli pack` (issue 10), for values `int("5")` converts. Parameters
    of those types (optional, or lists of them) are converted here; anything else (paths,
    choices, ranges, dates, files) and any typer without this hook keep typer's own coercion."""
    from dataclasses import dataclass
    from types import NoneType, UnionType
    from typing import Union, get_args, get_origin

    from typer import _coercion

    original = getattr(typer.core, "build_runtime_param", None)
    base = getattr(_coercion, "RuntimeParam", None)
    if original is None or base is None:
        return

    def optional_of(annotation):
        if get_origin(annotation) in (Union, UnionType):
            kinds = [a for a in get_args(annotation) if a is not NoneType]
            return kinds[0] if len(kinds) == 1 else None
        return annotation

    @dataclass(frozen=True)
    class PlainRuntimeParam(base):
        kind: type = str
        many: bool = False

        def _coerce_value(self, value, param, ctx):
            if self.many:
                values = value if isinstance(value, (list, tuple)) else [value]
                return [self._one(v, param, ctx) for v in values]
            return self._one(value, param, ctx)

        def _one(self, value, param, ctx):
            if isinstance(value, self.kind) and (self.kind is bool or not isinstance(value, bool)):
                return value
            if isinstance(value, bytes):
                value = value.decode(sys.getfilesystemencoding(), "replace")
            try:
                if self.kind is bool:
                    return _BOOL_WORDS[str(value).strip().lower()]
                return self.kind(value)
            except (TypeError, ValueError, KeyError):
                name = {int: "an integer", float: "a number", bool: "true or false"}.get(self.kind, "text")
                raise typer.BadParameter(f"{value!r} is not {name}.", ctx=ctx, param=param) from None

    def build(descriptor):
        info, annotation = descriptor.parameter_info, descriptor.annotation
        special = descriptor.is_file or descriptor.is_ranged or descriptor.is_choice or descriptor.is_path
        bare = optional_of(annotation)
        many = get_origin(bare) is list
        kind = optional_of(get_args(bare)[0] if many and len(get_args(bare)) == 1 else bare)
        custom = getattr(info, "parser", None) or getattr(info, "click_type", None)
        if special or custom or kind not in _PLAIN:
            return original(descriptor)
        return PlainRuntimeParam(parameter_info=info, annotation=annotation, kind=kind, many=many)

    typer.core.build_runtime_param = build


_plain_coercion()


class _Group(typer.core.TyperGroup):
    """Accepts `--db PATH` anywhere on the line (`memcli slots --db x.db` as well as
    `memcli --db x.db slots`): it is moved in front of the subcommand before parsing."""

    def parse_args(self, ctx, args):
        return super().parse_args(ctx, hoist_db_option(list(args)))

    def get_command(self, ctx, cmd_name):
        found = super().get_command(ctx, cmd_name)
        if found is not None:
            plain_metavars(found)
        return found


def plain_metavars(cmd) -> None:
    """Help shows `--session SESSION` and `QUESTION`, not `--session <str>` / `<list[int]>`: the
    name says what to pass; a type name says nothing to someone who does not program."""
    for param in getattr(cmd, "params", ()):
        kind = getattr(param, "param_type_name", "")
        if kind == "option" and not param.is_flag and not param.count and param.metavar is None:
            param.metavar = (param.name or "value").upper().rstrip("_")
        elif kind == "argument":
            if param.metavar is None:
                param.metavar = (param.name or "value").upper().rstrip("_")
            param.display_type_rich = _no_type


def _no_type(ctx=None) -> None:
    return None


def hoist_db_option(args: list[str]) -> list[str]:
    """Move every `--db VALUE` / `--db=VALUE` before `--` to the front (the last one wins)."""
    front: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            rest.extend(args[i:])
            break
        if arg == "--db" and i + 1 < len(args):
            front = ["--db", args[i + 1]]
            i += 2
            continue
        if arg.startswith("--db="):
            front = ["--db", arg[len("--db=") :]]
        else:
            rest.append(arg)
        i += 1
    return front + rest


app = typer.Typer(
    cls=_Group,
    help="memcli: a memory for conversations with language models. Stores every turn; for each "
    "question builds the evidence an answering model should see, inside a token budget.\n\n"
    "Every command accepts --db PATH (or $MEMCLI_DB) to choose the memory file.\n\n"
    "Example: memcli ingest chat.jsonl && memcli ask 'where does Mira work'",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


class _LazyConsole:
    """A rich Console made on first use. Importing rich costs ~0.06 s of CPU (issue 10):
    `--help`, `--version` and commands that print JSON or plain lines never need it."""

    def __init__(self, **options) -> None:
        self._options = options
        self._console = None

    def _real(self):
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._options)
        return self._console

    def __getattr__(self, name: str):
        return getattr(self._real(), name)

    # rich's Live (progress bars) enters its console with `with console:`; dunders skip __getattr__.
    def __enter__(self):
        return self._real().__enter__()

    def __exit__(self, *exc):
        return self._real().__exit__(*exc)


out = _LazyConsole(highlight=False, soft_wrap=True)
err = _LazyConsole(stderr=True, highlight=False, soft_wrap=True)

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


def memory(create: bool = False, readonly: bool = False, writes_optional: bool = False):
    """The memory for a command. writes_optional: every write the command makes can be skipped
    (a question, a listing), so a read-only or full memory is still read (db.open_database)."""
    from memcli.memory import Memory
    from memcli.paths import check_folder

    check_folder(state.db)
    return Memory(state.db, create=create, readonly=readonly, writes_optional=writes_optional)


def emit_json(payload) -> None:
    """Print payload as JSON, every string as it may reach a pipe (render.plain_data: control and
    invisible characters escaped, secrets masked), as the tables, TSV and --nl rows are."""
    from memcli.render import plain_data

    sys.stdout.write(json.dumps(plain_data(payload), ensure_ascii=False, indent=2, default=str) + "\n")


def _print_version(value: bool) -> None:
    if value:
        from memcli import __version__

        sys.stdout.write(f"memcli {__version__}\n")
        raise typer.Exit(0)


@app.callback()
def main_options(
    db: Annotated[
        str | None,
        typer.Option(
            "--db", metavar="PATH", help="The memory file (else $MEMCLI_DB, else the user data folder)."
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option("--version", help="Print the version and exit.", is_eager=True, callback=_print_version),
    ] = False,
) -> None:
    state.db = db


JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON for pipelines.")]
CsvOpt = Annotated[bool, typer.Option("--csv", help="Print CSV rows (header first).")]
TsvOpt = Annotated[bool, typer.Option("--tsv", help="Print tab-separated rows (the default when piped).")]
NlOpt = Annotated[bool, typer.Option("--nl", help="Print one JSON object a line.")]


def _list_format(as_json: bool, as_csv: bool, as_tsv: bool, as_nl: bool) -> str:
    """table on a terminal, TSV in a pipe, unless a flag asks for a format."""
    from memcli import render

    return render.choose_format(as_json=as_json, csv=as_csv, tsv=as_tsv, nl=as_nl, is_tty=out.is_terminal)


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
    """Store chat history in the archive. Re-ingesting the same content adds nothing.

    Example: memcli ingest chat.jsonl"""
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
    as_csv: CsvOpt = False,
    as_tsv: TsvOpt = False,
    as_nl: NlOpt = False,
) -> None:
    """List archive turns.

    Example: memcli history --search Lyon --limit 5"""
    from dataclasses import asdict

    from memcli import render

    with memory(readonly=True) as mem:
        turns = mem.history(session=session, search=search, limit=limit or None)
    fmt = _list_format(as_json, as_csv, as_tsv, as_nl)
    if fmt == "json":
        emit_json([asdict(t) for t in turns])
        return
    rows = [
        {
            "id": t.id,
            "session": t.session,
            "when": t.timestamp,
            "speaker": t.speaker or t.role,
            "text": t.text,
        }
        for t in turns
    ]
    render.listing(out, ["id", "session", "when", "speaker", "text"], rows, fmt, dates=["when"])


@command()
def stats(
    as_json: JsonOpt = False, as_csv: CsvOpt = False, as_tsv: TsvOpt = False, as_nl: NlOpt = False
) -> None:
    """Sources, sessions, turns, tokens, entries and file size.

    Example: memcli stats --json"""
    from memcli import render

    with memory(readonly=True) as mem:
        values = mem.stats()
    fmt = _list_format(as_json, as_csv, as_tsv, as_nl)
    if fmt == "json":
        emit_json(values)
    elif fmt == "table":
        render.key_values(out, values)
    else:
        rows = [{"key": k, "value": v} for k, v in values.items()]
        render.listing(out, ["key", "value"], rows, fmt)


# --- curation ------------------------------------------------------------------------------------
@command()
def curate(
    query: Annotated[str | None, typer.Option(help="Curate for this question (model curator).")] = None,
    curator: Annotated[str, typer.Option(help="parse (offline, the default), rules or llm.")] = "parse",
    model: Annotated[str | None, typer.Option(help="litellm model for --curator llm.")] = None,
    deadline: Annotated[
        float | None,
        typer.Option(help="Seconds the whole --curator llm run may take (default: setting curate.deadline)."),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Extract facts into slots and materialize the view (only new turns are read).

    Curation commits batch by batch: after Ctrl-C, running it again resumes where it stopped.
    With --curator llm, a chunk the model cannot curate (schema errors after retries, the
    deadline) stops the run with exit 1; the finished chunks are kept and the next run resumes.

    Example: memcli curate"""
    from memcli import render

    progress = render.CurationProgress(err, show=err.is_terminal)
    try:
        with memory() as mem, progress:
            summary = mem.curate(
                query=query, curator=curator, model=model, on_progress=progress.update, deadline=deadline
            )
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
    as_csv: CsvOpt = False,
    as_tsv: TsvOpt = False,
    as_nl: NlOpt = False,
) -> None:
    """One row a slot (who, what, where) with its current value.

    Example: memcli slots mira --superseded"""
    from dataclasses import asdict

    from memcli import render

    warnings: list[str] = []
    with memory(writes_optional=True) as mem:
        if superseded:
            pairs = mem.replacements(pattern=pattern, memory_type=memory_type, warnings=warnings)
        else:
            entries = mem.entries(
                pattern=pattern, statuses=("active", "deprecated"), memory_type=memory_type, warnings=warnings
            )
    for warning in warnings:
        err.print(f"Warning: {warning}", markup=False)
    fmt = _list_format(as_json, as_csv, as_tsv, as_nl)
    if fmt == "json":
        if superseded:
            emit_json([asdict(old) | {"replaced_by": asdict(new)} for old, new in pairs])
        else:
            emit_json([asdict(e) for e in entries])
    elif superseded:
        rows = [
            {
                "slot": old.slot,
                "old value": old.value,
                "entry": old.id,
                "replaced by": new.id,
                "new value": new.value,
                "when": new.valid_at,
            }
            for old, new in pairs
        ]
        columns = ["slot", "old value", "entry", "replaced by", "new value", "when"]
        render.listing(out, columns, rows, fmt, title="superseded values", dates=["when"])
    else:
        rows = [
            {
                "id": e.id,
                "slot": e.slot,
                "value": e.value,
                "status": e.status + (f" → {e.superseded_by}" if e.superseded_by else ""),
                "type": e.memory_type,
                "date": e.valid_at,
                "turns": list(e.source_turn_ids),
            }
            for e in entries
        ]
        columns = ["id", "slot", "value", "status", "type", "date", "turns"]
        render.listing(out, columns, rows, fmt, dates=["date"])


@command()
def slot(
    name: Annotated[str, typer.Argument(help="The slot, subject|relation|scope (see `memcli slots`).")],
    as_json: JsonOpt = False,
) -> None:
    """A slot's timeline, oldest first, each value with the turns it came from.

    Example: memcli slot "mira|employer"
    """
    from dataclasses import asdict

    from memcli import render
    from memcli.archive import get_turns

    warnings: list[str] = []
    with memory(writes_optional=True) as mem:
        entries = mem.slot_timeline(name, warnings=warnings)
        sources = {e.id: get_turns(mem.db, e.source_turn_ids) for e in entries}
    for warning in warnings:
        err.print(f"Warning: {warning}", markup=False)
    if as_json:
        emit_json([asdict(e) | {"sources": [asdict(t) for t in sources[e.id]]} for e in entries])
    else:
        render.timeline(out, name, entries, sources)


@command()
def why(entry_id: Annotated[int, typer.Argument(help="An entry id.")], as_json: JsonOpt = False) -> None:
    """Where an entry came from: its turns word for word, what it replaced, what replaced it, and
    the entries it links to.

    Example: memcli why 12"""
    from dataclasses import asdict

    from memcli import render

    with memory(writes_optional=True) as mem:
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
    entry_id: Annotated[int, typer.Argument(metavar="ID", help="An entry id (see `memcli slots`).")],
    reason: Annotated[str | None, typer.Option(help="Why it should no longer be used.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Mark an entry as wrong or out of date so answers stop using it.

    Example: memcli deprecate 9 --reason 'she left in March'"""
    with memory() as mem:
        before = mem.entry(entry_id).status
        entry = mem.deprecate(entry_id, reason)
    _report_entry_change(entry, before, as_json)


@command()
def restore(
    entry_id: Annotated[int, typer.Argument(metavar="ID", help="An entry id (see `memcli slots`).")],
    as_json: JsonOpt = False,
) -> None:
    """Undo `deprecate`: the entry may answer again.

    Example: memcli restore 9"""
    with memory() as mem:
        before = mem.entry(entry_id).status
        entry = mem.restore(entry_id)
    _report_entry_change(entry, before, as_json)


def _report_entry_change(entry, before: str, as_json: bool) -> None:
    if as_json:
        emit_json(
            {
                "entry": entry.id,
                "slot": entry.slot,
                "value": entry.value,
                "before": before,
                "after": entry.status,
            }
        )
    else:
        out.print(f"entry {entry.id} ({entry.slot} = {entry.value}): {before} → {entry.status}", markup=False)


# --- settings ------------------------------------------------------------------------------------
def _show_or_set(key: str, value: str | None, as_json: bool = False) -> None:
    from memcli import render
    from memcli.paths import database_path

    if value is None and not database_path(state.db).exists():
        from memcli.errors import MemcliError
        from memcli.paths import check_folder
        from memcli.settings import DEFAULTS, KNOWN_KEYS

        check_folder(state.db)
        if key not in KNOWN_KEYS:
            raise MemcliError(f"unknown setting {key!r} (see `memcli config` for the keys)")
        before = shown = DEFAULTS.get(key)
    else:
        with memory(create=value is not None, readonly=value is None) as mem:
            before = mem.setting(key)
            if value is not None:
                mem.set_setting(key, value)
            from memcli.secret_scan import mask_setting

            shown = mask_setting(key, mem.setting(key))
    if as_json:
        emit_json({"key": key, "value": shown} | ({"before": before} if value is not None else {}))
    else:
        render.one_setting(out, key, shown)


OnOff = Annotated[str | None, typer.Argument(metavar="[on|off]", help="on or off; omit to show.")]


@command()
def rescue(value: OnOff = None, as_json: JsonOpt = False) -> None:
    """Show or set whether entries marked deprecated (and, for questions about the past, replaced
    values) may still be used when nothing current answers.

    Example: memcli rescue off"""
    _show_or_set("rescue", value, as_json)


@command()
def historical(
    value: Annotated[
        str | None, typer.Argument(metavar="[auto|on|off]", help="auto, on or off; omit to show.")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Show or set whether questions are about the past: auto reads it from the question's wording
    ("before", "used to"); on answers every question with old values too.

    Example: memcli historical auto"""
    _show_or_set("historical", value, as_json)


@command()
def config(
    key: Annotated[
        str | None,
        typer.Argument(metavar="[KEY]", help="A setting's name; omit to list every key with its meaning."),
    ] = None,
    value: Annotated[
        str | None, typer.Argument(metavar="[VALUE]", help="The value to store; omit to show.")
    ] = None,
    unset: Annotated[
        str | None, typer.Option("--unset", metavar="KEY", help="Remove a stored key (back to its default).")
    ] = None,
    as_json: JsonOpt = False,
    as_csv: CsvOpt = False,
    as_tsv: TsvOpt = False,
    as_nl: NlOpt = False,
) -> None:
    """Show, set or unset settings: models, your name, rescue and historical. API keys are read
    from the environment (MEMCLI_API_KEY), never stored in the memory file.

    Example: memcli config model openai/gpt-4o-mini"""
    import os

    from memcli import render
    from memcli.paths import database_path
    from memcli.settings import all_settings, describe

    if unset is not None:
        from memcli.settings import unset as unset_key

        with memory(create=True) as mem:
            before = mem.setting(unset)
            removed = unset_key(mem.db, unset)
            after = mem.setting(unset)
        if as_json:
            emit_json({"key": unset, "removed": removed, "before": before, "value": after})
        else:
            state_word = "removed" if removed else "was not set"
            out.print(f"{unset}: {state_word}; now {'(not set)' if after is None else after}", markup=False)
        return
    if key is not None:
        _show_or_set(key, value, as_json)
        return
    if database_path(state.db).exists():
        with memory(readonly=True) as mem:
            stored = {k: v for k, v in all_settings(mem.db).items()}
            raw = dict(mem.db.execute("SELECT key, value FROM settings WHERE key NOT LIKE '%:%'").fetchall())
    else:
        from memcli.paths import check_folder

        check_folder(state.db)
        stored, raw = {}, {}
    rows = describe(raw, dict(os.environ))
    extra = [
        {"key": k, "value": v, "from": "stored", "description": ""}
        for k, v in stored.items()
        if k not in {r["key"] for r in rows}
    ]
    fmt = _list_format(as_json, as_csv, as_tsv, as_nl)
    render.listing(out, ["key", "value", "from", "description"], rows + extra, fmt)


@command()
def people(
    as_json: JsonOpt = False, as_csv: CsvOpt = False, as_tsv: TsvOpt = False, as_nl: NlOpt = False
) -> None:
    """Who the user is: the name memcli knows them by and every alias, with where each was learnt;
    then the other people who spoke in a group chat.

    Example: memcli people"""
    from memcli import render

    with memory(readonly=True) as mem:
        persons = mem.people()
    fmt = _list_format(as_json, as_csv, as_tsv, as_nl)
    if fmt == "json":
        emit_json(persons)
    elif fmt == "table":
        render.people_table(out, persons)
    else:
        if not any(p["is_user"] for p in persons):
            err.print("No name known for the user yet; set one with `memcli config user.name NAME`.")
        rows = [
            {
                "name": p["name"],
                "alias": a["name"],
                "learnt from": a["kinds"],
                "turns": a["turns"],
                "first turn": a["first_turn"],
                "last turn": a["last_turn"],
            }
            for p in persons
            for a in p["aliases"]
        ]
        render.listing(out, ["name", "alias", "learnt from", "turns", "first turn", "last turn"], rows, fmt)


# --- use -----------------------------------------------------------------------------------------
Budget = Annotated[int, typer.Option(help="How many tokens of memory the answer may use.")]
Rescue = Annotated[
    bool | None,
    typer.Option("--rescue/--no-rescue", help="For this call: may deprecated entries still be used?"),
]
Historical = Annotated[
    bool | None,
    typer.Option("--historical/--current", help="For this call: answer about the past, or the present."),
]
NoForget = Annotated[bool, typer.Option("--no-forget", help="For experiments: replaced values stay current.")]
NoSlot = Annotated[
    bool, typer.Option("--no-slot", help="For experiments: values that conflict all stay current.")
]
NoClosure = Annotated[
    bool, typer.Option("--no-closure", help="For experiments: do not follow links (Mira → Beryl → Lyon).")
]
NoQc = Annotated[
    bool, typer.Option("--no-qc", help="For experiments: a model curator does not see the question.")
]
NoFill = Annotated[bool, typer.Option("--no-fill", help="Do not fill unused budget with archive turns.")]
Hops = Annotated[int, typer.Option(help="How many links to follow from a matching entry.")]
Curator = Annotated[
    str,
    typer.Option(
        "--curator",
        help="How facts are read: parse (offline, the default), rules (offline, plain"
        " statements only) or llm (a model).",
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
    """Print the memory a model should see for a question (within the budget), for any other
    program to use.

    Example: memcli pack "where does Mira work" | llm -s "Answer from this memory"
    """
    from memcli.serialize import FORMATS, render

    fmt = "json" if as_json else fmt
    if fmt not in FORMATS:
        from memcli.errors import MemcliError

        raise MemcliError(f"--format: expected one of {', '.join(FORMATS)}, got {fmt!r}")
    with memory(writes_optional=True) as mem:
        options = _options(
            mem, budget, rescue_, historical_, no_forget, no_slot, no_closure, no_qc, no_fill, hops, curator_
        )
        result = mem.pack(query, options, select_model=model, curate_model=model)
    for warning in result.warnings:
        err.print(f"Warning: {warning}", markup=False)
    sys.stdout.write(render(result, fmt, explain=explain))


@command()
def ask(
    query: Annotated[str, typer.Argument(metavar="QUESTION", help="The question, in quotes.")],
    model: Annotated[
        str | None,
        typer.Option(
            help="Model to answer with (else MEMCLI_MODEL or `memcli config model`; offline: none)."
        ),
    ] = None,
    budget: Budget = 2048,
    as_json: JsonOpt = False,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain", help="Also say which intent was used, what was packed and which entries were cited."
        ),
    ] = False,
    fallback: Annotated[
        str | None,
        typer.Option(
            "--fallback",
            metavar="offline",
            help="When the model fails, answer offline instead of stopping (and say so).",
        ),
    ] = None,
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
    """Answer a question from memory. Piped, it prints just the answer; on a terminal (or with
    --explain) also why. Exit code 3: memory holds no answer.

    Example: memcli ask "where does Mira work" --explain"""
    import time
    from dataclasses import asdict, replace

    from memcli import render
    from memcli.errors import MemcliError

    if fallback not in (None, "offline"):
        raise MemcliError(f"--fallback: the only fallback is 'offline', got {fallback!r}")
    started = time.monotonic()
    progress = render.CurationProgress(err, show=err.is_terminal)
    with memory(writes_optional=True) as mem, progress:
        options = _options(
            mem, budget, rescue_, historical_, no_forget, no_slot, no_closure, no_qc, no_fill, hops, curator_
        )
        options = replace(options, on_progress=progress.update)
        result, context = mem.ask(query, options, model=model, fallback=fallback == "offline")
        _log_answer(mem, result, context, started)
    for warning in [*context.warnings, *([result.warning] if result.warning else [])]:
        err.print(f"Warning: {warning}", markup=False)
    if as_json:
        emit_json(
            result.as_dict()
            | {"shown": render.answer_line(result, context), "intent": context.intent}
            | {"counters": context.counters(), "items": [asdict(c) for c in context.items]}
            | {"warnings": context.warnings}
        )
    else:
        details = (out if out.is_terminal else err) if (explain or out.is_terminal) else None
        render.answer(out, result, context, details=details)
    if result.abstained:
        raise typer.Exit(EXIT_NOT_IN_MEMORY)


def _log_answer(mem, result, context, started: float) -> None:
    """Keep the question and answer for `memcli log` (like `llm logs`)."""
    import time

    from memcli.errors import BusyError, UnwritableError
    from memcli.logbook import record
    from memcli.writes import QUESTION_LOG, skip_reason, skipped_warning

    try:
        record(mem.db, result, context, duration_ms=int((time.monotonic() - started) * 1000))
    except (BusyError, UnwritableError) as exc:  # the answer is given; the log is optional (memcli.writes)
        context.warnings.append(skipped_warning(QUESTION_LOG, reason=skip_reason(exc)))


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
    """Delete turns for good, with every entry derived from them and all cached curation.

    Example: memcli forget --search "old password" --dry-run"""
    from memcli.errors import MemcliError
    from memcli.forget import select_turns

    if not (turn or session or source is not None or search):
        raise MemcliError("forget: name what to delete with --turn, --session, --source or --search")
    with memory() as mem:
        ids = select_turns(mem.db, ids=turn or (), session=session, source=source, search=search)
        if dry_run or not ids:
            from memcli.messages import plural

            emit_json({"turns": len(ids), "ids": ids}) if as_json else out.print(
                f"would delete {plural(len(ids), 'turn')}"
            )
            return
        if not yes:
            if not sys.stdin.isatty():
                from memcli.messages import plural

                raise MemcliError(f"forget: would delete {plural(len(ids), 'turn')}; pass --yes to confirm")
            typer.confirm(f"Delete {len(ids)} turns and everything derived from them?", abort=True)
        counts = mem.forget_turns(ids, search=search)
    from memcli.messages import plural

    emit_json(counts) if as_json else out.print(
        f"deleted {plural(counts['turns'], 'turn')}, {plural(counts['entries'], 'entry')}, "
        f"{plural(counts['sources'], 'emptied source')}, {plural(counts['cache'], 'cached curation')},"
        f" {plural(counts['log'], 'logged answer')}"
    )


# === eval: the benchmark harness (memcli.evaluation) =============================================
eval_app = typer.Typer(
    cls=_Group,
    help="Benchmark harness: MemoryAgentBench fact consolidation and LoCoMo, with "
    "rd-forget's ablations and raw-turn baselines.",
    no_args_is_help=True,
)
app.add_typer(eval_app, name="eval")

EvalAblation = Annotated[
    list[str] | None,
    typer.Option(
        "--ablation",
        help="Configurations: full,no-forget,no-rescue,no-slot,no-closure,no-qc,no-semantic,no-fusion or all "
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
    """Fact consolidation (MemoryAgentBench): each row's facts in a fresh memory, every question
    answered from it and scored.

    Example: memcli eval mab-fc rows.jsonl --limit 20"""
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
    text; offline token F1, or a model's answers and judge verdicts.

    Example: memcli eval locomo locomo10.json --conversation 0 --limit 20"""
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
    accuracy by question kind and replaced values that leaked into current-state packs.

    Example: memcli eval chats benchmarks/chats"""
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
    """Check the memory file (integrity_check), explain what is wrong, and rebuild what can be.

    Example: memcli doctor --rebuild"""
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
    """Copy the memory consistently (SQLite's online backup), safe while others write.

    Example: memcli backup ~/memory-backup.db"""
    from pathlib import Path

    from memcli.backup import backup as copy_memory
    from memcli.paths import database_path

    done = copy_memory(database_path(state.db), Path(path), overwrite=force)
    emit_json(done) if as_json else out.print(
        f"backed up {done['turns']} turns to {done['path']} ({done['bytes']} bytes)", markup=False
    )


# === end of reliability ===========================================================================


# === facts by hand, agents and sync (issue 11 item 1, issue 12) ====================================
def _print_changes(report: dict) -> None:
    """What a hand-written fact changed, one line an entry."""
    from memcli import render

    report = render.plain_data(report)  # stored values are shown escaped and masked
    facts = [e for e in report["stored"] if e["relation"] != "said"]
    who = "by a person" if report["author"] == "person" else "by a model"
    out.print(f"stored turn {report['turn']} ({who}) in session {report['session']!r}", markup=False)
    held = {e["id"] for e in report["held_back"]}
    for e in facts:
        state = "held back: a person stated this slot" if e["id"] in held else e["status"]
        out.print(
            f"  + entry {e['id']}: {e['subject']} | {e['relation']} | {e['value']} ({state})", markup=False
        )
    for e in report["superseded"]:
        out.print(
            f"  - entry {e['id']}: {e['subject']} | {e['relation']} | {e['value']}"
            f" (now {e['status']}" + (f", by entry {e['superseded_by']})" if e["superseded_by"] else ")"),
            markup=False,
        )
    if not facts:
        out.print("  no fact with a slot was read from it; kept as something said", markup=False)


@command()
def remember(
    text: Annotated[
        str, typer.Argument(help="What to remember, in your own words (- reads standard input).")
    ],
    as_json: JsonOpt = False,
) -> None:
    """Remember something you say, read like one of your own turns.

    Example: memcli remember "I moved to Linz"
    """
    if text == "-":
        text = sys.stdin.read()
    with memory(create=True) as mem:
        report = mem.remember(text)
    emit_json(report) if as_json else _print_changes(report)


@command()
def correct(
    entry_id: Annotated[int, typer.Argument(help="The entry whose value is wrong (see `memcli slots`).")],
    value: Annotated[str, typer.Argument(help="The right value.")],
    as_json: JsonOpt = False,
) -> None:
    """Give an entry's slot the right value; the old one stays in `slots --superseded`.

    Example: memcli correct 12 Salzburg
    """
    with memory() as mem:
        report = mem.correct(entry_id, value)
    emit_json(report) if as_json else _print_changes(report)


@command()
def add(
    subject: Annotated[str, typer.Argument(help="Whose fact: a name, or I for yourself.")],
    relation: Annotated[str, typer.Argument(help="What it is: employer, residence, partner, …")],
    value: Annotated[str, typer.Argument(help="The value.")],
    as_json: JsonOpt = False,
) -> None:
    """Add a fact by hand; it replaces the current value of its slot.

    Example: memcli add Mira employer Beryl
    """
    with memory(create=True) as mem:
        report = mem.add(subject, relation, value)
    emit_json(report) if as_json else _print_changes(report)


@command()
def mcp(
    allow_forget: Annotated[
        bool, typer.Option("--allow-forget", help="Offer the forget tool (deletes turns for good).")
    ] = False,
) -> None:
    """Serve this memory to agents over MCP (stdio).

    Client set-up: README, "memcli for agents".

    Example: memcli mcp --allow-forget
    """
    from memcli.mcp_server import serve

    serve(state.db, allow_forget=allow_forget)


sync_app = typer.Typer(help="Keep memory current with another tool's logs.", no_args_is_help=True)
app.add_typer(sync_app, name="sync")


@sync_app.command("llm")
@handled
def sync_llm(
    path: Annotated[
        str | None,
        typer.Option("--path", metavar="FILE", help="llm's logs.db (default: where `llm logs path` says)."),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Ingest and curate what is new in llm's logs.db; safe to run from cron.

    Example: memcli sync llm
    """
    with memory(create=True) as mem:
        report = mem.sync_llm(path)
    if as_json:
        emit_json(report)
    else:
        out.print(
            f"{report['path']}: {_count(report['turns_added'], 'new turn')}"
            f" ({_count(report['conversations_added'], 'new conversation')},"
            f" {report['conversations_continued']} continued), {report['already_stored']} already stored;"
            f" {_count(report['curated_turns'], 'turn')} curated",
            markup=False,
        )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


# === end of facts by hand, agents and sync =========================================================


# === what people ask other memory tools for: log, sessions, export, status (issue 11) =============
@command("log")
def log_command(
    search: Annotated[
        str | None, typer.Option(help="Only questions or answers containing this text.")
    ] = None,
    limit: Annotated[int, typer.Option(help="At most this many, newest first (0: all).")] = 20,
    as_json: JsonOpt = False,
    as_csv: CsvOpt = False,
    as_tsv: TsvOpt = False,
    as_nl: NlOpt = False,
) -> None:
    """The questions asked with `memcli ask` and the answers given, newest first.

    Example: memcli log --limit 5"""
    from memcli import render
    from memcli.logbook import COLUMNS, read

    with memory(writes_optional=True) as mem:
        rows = read(mem.db, limit=limit or None, search=search)
    fmt = _list_format(as_json, as_csv, as_tsv, as_nl)
    if fmt == "json":
        emit_json(rows)
        return
    shown = [r | {"answer": r["answer"] if r["answer"] is not None else "(nothing in memory)"} for r in rows]
    render.listing(out, list(COLUMNS), shown, fmt, dates=["asked"])


@command()
def sessions(
    as_json: JsonOpt = False, as_csv: CsvOpt = False, as_tsv: TsvOpt = False, as_nl: NlOpt = False
) -> None:
    """The conversations in the archive, with their dates and turn counts.

    Example: memcli sessions --csv"""
    from memcli import render

    with memory(writes_optional=True) as mem:
        rows = mem.sessions()
    fmt = _list_format(as_json, as_csv, as_tsv, as_nl)
    if fmt == "json":
        emit_json(rows)
    else:
        render.listing(
            out, ["session", "turns", "tokens", "first", "last"], rows, fmt, dates=["first", "last"]
        )


@command()
def export(
    output: Annotated[
        str,
        typer.Argument(metavar="[FILE]", help="Where to write the JSON Lines; - (the default) for stdout."),
    ] = "-",
    no_entries: Annotated[
        bool, typer.Option("--no-entries", help="Only the turns and settings, not the curated entries.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Write every turn (and the curated entries) as JSON Lines; `memcli ingest FILE` reads it back
    into an equal memory.

    Example: memcli export memory.jsonl && memcli --db copy.db ingest memory.jsonl"""
    import json as json_module
    from pathlib import Path

    from memcli.errors import MemcliError
    from memcli.export import export_records

    counts: dict[str, int] = {}
    with memory(writes_optional=True) as mem:
        if output == "-":
            stream = sys.stdout
        else:
            target = Path(output)
            if not target.parent.is_dir():
                raise MemcliError(f"export: the folder {target.parent} does not exist")
            stream = target.open("w", encoding="utf-8")
        try:
            for record in export_records(mem.db, entries=not no_entries):
                kind = record["memcli"]
                counts[kind] = counts.get(kind, 0) + 1
                stream.write(json_module.dumps(record, ensure_ascii=False) + "\n")
        finally:
            if stream is not sys.stdout:
                stream.close()
    summary = {"file": output, "turns": counts.get("turn", 0), "entries": counts.get("entry", 0)}
    summary["settings"] = counts.get("setting", 0)
    if output == "-":
        return
    if as_json:
        emit_json(summary)
    else:
        from memcli.messages import plural

        out.print(
            f"wrote {output}: {plural(summary['turns'], 'turn')}, {plural(summary['entries'], 'entry')}, "
            f"{plural(summary['settings'], 'setting')}",
            markup=False,
        )


@command()
def status(as_json: JsonOpt = False) -> None:
    """One screen: the memory file, what it holds, the settings that change answers, and the model.

    Example: memcli status"""
    import os

    from memcli import render
    from memcli.paths import check_folder, database_path

    check_folder(state.db)
    path = database_path(state.db)
    if path.exists():
        with memory(writes_optional=True) as mem:
            report = mem.status(dict(os.environ))
    else:
        from memcli.status import empty_status

        report = empty_status(path, dict(os.environ))
    if as_json:
        emit_json(report)
    else:
        render.status(out, report)


# === end of log, sessions, export, status ==========================================================


def command_named(args: list[str]) -> str | None:
    """The subcommand these arguments run (after the global options), or None (no subcommand
    yet, or only global options such as --version or --install-completion)."""
    args = hoist_db_option(list(args))
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--db":
            i += 2
            continue
        return None if arg.startswith("-") else arg
    return None


def _only_the_command_run(args: list[str]):
    """The app's registered commands and groups, narrowed to the one these arguments run.
    Typer builds every command's parameters (evaluating each signature) before parsing: ~0.1 s
    of CPU per process for the 30 commands it does not run (issue 10). With one command left
    parsing, help for that command and its errors are the same; anything else (the top-level
    page, an unknown name, a group such as `eval`) keeps the whole app."""
    name = command_named(args)
    matches = [
        c for c in app.registered_commands if (c.name or c.callback.__name__.replace("_", "-")) == name
    ]
    if len(matches) != 1:
        return None
    return matches


def main() -> None:
    only = _only_the_command_run(sys.argv[1:])
    if only is not None:
        app.registered_commands, app.registered_groups = only, []
    try:
        app()
    except BrokenPipeError:
        sys.stderr.close()  # `memcli … | head` closed the pipe: not an error worth a traceback
        sys.exit(0)

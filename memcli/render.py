"""Human output with Rich. The only module besides cli.py that imports rich."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape as _markup_escape
from rich.table import Table

from memcli.types import Entry, Turn


def escape(text: str) -> str:
    """Rich markup escaped, control and invisible characters shown as escapes, secrets masked
    (memcli.hygiene, memcli.secret_scan): stored text cannot drive the terminal or hide words."""
    from memcli.hygiene import escape_for_display
    from memcli.secret_scan import mask

    return _markup_escape(escape_for_display(mask(text)))


class CurationProgress:
    """A transient progress bar for `memcli curate` (shown only when `show`, i.e. on a terminal);
    it remembers the last (done, total) so an interrupt can say how far curation got."""

    def __init__(self, console: Console, *, show: bool) -> None:
        self.console = console
        self.show = show
        self.done = 0
        self.total = 0
        self._bar = None
        self._task = None

    def update(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        if not self.show or not total:
            return
        if self._bar is None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            self._bar = Progress(
                TextColumn("curating"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("turns"),
                TimeRemainingColumn(),
                console=self.console,
                transient=True,
            )
            self._bar.start()
            self._task = self._bar.add_task("curate", total=total)
        self._bar.update(self._task, completed=done, total=total)

    def __enter__(self) -> CurationProgress:
        return self

    def __exit__(self, *exc) -> None:
        if self._bar is not None:
            self._bar.stop()


def key_values(console: Console, values: dict, title: str | None = None) -> None:
    table = Table(show_header=False, title=title, box=None)
    table.add_column(style="bold")
    table.add_column()
    for key, value in values.items():
        table.add_row(key.replace("_", " "), escape(str(value)))
    console.print(table)


def ingest_line(console: Console, summary) -> None:
    console.print(
        f"[bold]{escape(summary.path)}[/] ({summary.format}): {summary.turns_added} new, "
        f"{summary.already_stored} already stored, {summary.tokens_added} tokens added"
        + (f"; continues session {escape(repr(summary.continued))}" if summary.continued else "")
    )


def timeline(console: Console, slot: str, entries: Sequence[Entry], sources: dict[int, list[Turn]]) -> None:
    console.print(f"[bold]{escape(slot)}[/] — oldest first")
    for e in sorted(entries, key=lambda e: (e.order, e.id)):
        mark = {"active": "[green]active[/]", "superseded": "[yellow]superseded[/]"}.get(e.status, e.status)
        console.print(f"  {escape(e.valid_at or '—')}  [bold]{escape(e.value)}[/]  (entry {e.id}, {mark})")
        for t in sources.get(e.id, []):
            console.print(
                f"      turn {t.id} [{escape(t.session)}] {escape(t.speaker or '')}: {escape(t.text)}"
            )


def why(console: Console, info: dict) -> None:
    e: Entry = info["entry"]
    console.print(f"[bold]entry {e.id}[/]: {escape(e.statement)}")
    key_values(
        console,
        {
            "slot": e.slot,
            "value": e.value,
            "status": e.status,
            "type": e.memory_type,
            "valid at": e.valid_at or "—",
            "curator": e.extra.get("curator"),
            "model": e.extra.get("model") or "—",
            "reason": e.reason or "—",
        },
    )
    console.print("[bold]source turns[/]")
    for t in info["sources"]:
        console.print(
            f"  turn {t.id} [{escape(t.session)}] {escape(t.timestamp or '')} "
            f"{escape(t.speaker or t.role or '')}: {escape(t.text)}"
        )
    for other in info["replaced"]:
        console.print(f"[bold]replaced[/] entry {other.id}: {escape(other.statement)}")
    for other in info["replaced_by"]:
        console.print(f"[bold]replaced by[/] entry {other.id}: {escape(other.statement)}")
    linked = {x.id: x for x in info["linked"]}
    for kind, other in info["edges"]:
        text = linked[other].statement if other in linked else ""
        console.print(f"[bold]edge[/] {kind} → entry {other}: {escape(text)}")


def answer_line(result, context) -> str:
    """What `ask` prints as its answer: the answer itself, or one sentence saying memory has none."""
    from memcli.messages import nothing_found, without_stems

    if result.answer is not None:
        return result.answer
    smallest = min((c.cost for c in context.dropped), default=None)
    facts = [c for c in context.items if c.kind == "entry" and not c.said]
    return nothing_found(
        without_stems(result.reason, result.question),
        packed_items=len(context.items),
        budget=context.budget,
        smallest_cost=smallest,
        closest=facts[0].text if facts else None,
    )


def answer(console: Console, result, context, *, details: Console | None = None) -> None:
    """The answer on `console` (just the answer: what a pipe wants); with `details`, why: the
    intent used, what was packed and the cited entries (on a terminal: the same console)."""
    from memcli.messages import intent_line, plural

    line = answer_line(result, context)
    if not console.is_terminal:
        line = _plain(line)  # a pipe gets the answer escaped and masked too, never stored raw bytes
    if result.answer is None:
        console.print(
            f"[yellow]{escape(line)}[/]" if console.is_terminal else line, markup=console.is_terminal
        )
    else:
        console.print(f"[bold]{escape(line)}[/]" if console.is_terminal else line, markup=console.is_terminal)
    if details is None:
        return
    if context.intent:
        details.print(f"[dim]{escape(intent_line(context.intent))}[/]")
    c = context.counters()
    answerer = "the offline reader" if result.answerer == "offline" else f"model {result.answerer}"
    details.print(
        f"[dim]{plural(c['entries_packed'], 'entry')}, {plural(c['sources_packed'], 'archive turn')}, "
        f"{c['tokens_used']}/{c['budget']} tokens; answered by {escape(answerer)}[/]"
    )
    for item in context.items:
        if item.kind == "entry" and (item.id in result.cited_ids):
            label = "turn" if item.said else item.status
            details.print(f"  [dim]entry {item.id} ({label}):[/] {escape(item.text)}")


def people_table(console: Console, persons: Sequence[dict]) -> None:
    if not any(p["is_user"] for p in persons):
        console.print("No name known for the user yet; set one with `memcli config user.name NAME`.")
    for person in persons:
        title = "the user" if person["is_user"] else "another person"
        table = Table(title=f"{title}: {escape(person['name'])}", header_style="bold")
        for column in ("alias", "learnt from", "turns", "first turn", "last turn"):
            table.add_column(column, overflow="fold")
        for alias in person["aliases"]:
            table.add_row(
                escape(alias["name"]),
                ", ".join(alias["kinds"]),
                str(alias["turns"]),
                str(alias["first_turn"] or "—"),
                str(alias["last_turn"] or "—"),
            )
        console.print(table)


# --- listings for humans and for pipes (issue 11 item 3) -------------------------------------------
# As sqlite-utils does it: a table sized to the terminal when stdout is one, plain rows otherwise.
# The row writers below are pure (text in, text out) so tests can check them without a terminal.

LIST_FORMATS = ("table", "tsv", "csv", "nl", "json")


def choose_format(
    *, as_json: bool = False, csv: bool = False, tsv: bool = False, nl: bool = False, is_tty: bool = False
) -> str:
    """The listing format: an explicit flag wins (json, csv, tsv, nl in that order), else a table
    on a terminal and TSV in a pipe."""
    for flag, name in ((as_json, "json"), (csv, "csv"), (tsv, "tsv"), (nl, "nl")):
        if flag:
            return name
    return "table" if is_tty else "tsv"


def _plain(value):
    """A stored string as it may reach a pipe: control and invisible characters escaped, secrets
    masked (the same rule as the tables, without Rich markup)."""
    if not isinstance(value, str):
        return value
    from memcli.hygiene import escape_for_display
    from memcli.secret_scan import mask

    return escape_for_display(mask(value))


def plain_data(value):
    """_plain applied to every string inside lists, tuples and dicts (JSON payloads)."""
    if isinstance(value, str):
        return _plain(value)
    if isinstance(value, dict):
        return {k: plain_data(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain_data(v) for v in value]
    return value


def _cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ",".join(str(_plain(v)) for v in value)
    return str(_plain(value))


def rows_text(columns: Sequence[str], rows: Sequence[dict], fmt: str) -> str:
    """Rows as TSV (header first), CSV (header first), newline-delimited JSON or one JSON array."""
    import csv as csv_module
    import io
    import json

    if fmt == "json":
        return (
            json.dumps(
                [{c: _plain(r.get(c)) for c in columns} for r in rows],
                ensure_ascii=False,
                indent=2,
                default=str,
            )
            + "\n"
        )
    if fmt == "nl":
        return "".join(
            json.dumps({c: _plain(r.get(c)) for c in columns}, ensure_ascii=False, default=str) + "\n"
            for r in rows
        )
    buffer = io.StringIO()
    if fmt == "tsv":
        # One line a row: tabs and line breaks inside values become spaces, so `cut -f` and `awk -F'\t'`
        # work without a CSV parser.
        writer = csv_module.writer(
            buffer, delimiter="\t", quoting=csv_module.QUOTE_NONE, escapechar="\\", lineterminator="\n"
        )
        clean = [[" ".join(_cell(r.get(c)).split()) for c in columns] for r in rows]
    elif fmt == "csv":
        writer = csv_module.writer(buffer, lineterminator="\n")
        clean = [[_cell(r.get(c)) for c in columns] for r in rows]
    else:
        raise ValueError(f"unknown row format {fmt!r}")
    writer.writerow(columns)
    writer.writerows(clean)
    return buffer.getvalue()


def short_date(value: str | None) -> str:
    """An ISO timestamp as 'YYYY-MM-DD HH:MM' (seconds, zone and fraction dropped) for tables."""
    if not value:
        return ""
    text = str(value).replace("T", " ")
    return text[:16] if len(text) >= 16 and text[4] == "-" else text


# Columns whose cells are short and must not wrap (ids, counts, dates); the rest fold.
_NARROW = {
    "id",
    "turns",
    "tokens",
    "entry",
    "replaced by",
    "status",
    "type",
    "when",
    "date",
    "first",
    "last",
    "asked",
    "answered by",
    "exit",
}


def listing(
    console: Console,
    columns: Sequence[str],
    rows: Sequence[dict],
    fmt: str,
    *,
    title: str | None = None,
    dates: Sequence[str] = (),
) -> None:
    """Print rows in the chosen format; `dates` names the columns shortened in a table."""
    import sys

    if fmt != "table":
        sys.stdout.write(rows_text(columns, rows, fmt))
        return
    table = Table(title=title, header_style="bold", expand=False)
    for column in columns:
        narrow = column in _NARROW or column in dates
        table.add_column(column, no_wrap=narrow, overflow="ellipsis" if narrow else "fold")
    for row in rows:
        table.add_row(*(escape(short_date(row.get(c)) if c in dates else _cell(row.get(c))) for c in columns))
    console.print(table)


def one_setting(console: Console, key: str, value: str | None) -> None:
    console.print(f"{key}: {'(not set)' if value is None else value}", markup=False)


def status(console: Console, report: dict) -> None:
    """`memcli status`: file, counts, switches and models in one screen."""
    state = "" if report["exists"] else " (not created yet: `memcli ingest FILE` creates it)"
    console.print(f"[bold]memory file[/] {escape(report['database'])}{escape(state)}")
    if report["counts"]:
        counts = ", ".join(f"{value} {name}" for name, value in report["counts"].items())
        console.print(f"[bold]holds[/] {escape(counts)}; {report['file_bytes']:,} bytes")
    for key, info in report["settings"].items():
        if info["value"] is None:
            continue
        console.print(f"[bold]{escape(key)}[/] {escape(str(info['value']))} ({escape(info['from'])})")
    for role, info in report["models"].items():
        text = info["model"]
        if info["api_base"]:
            text += f" at {info['api_base']}"
        if info["model"] != "offline":
            text += f"; API key: {info['api_key']}"
        console.print(f"[bold]{role} model[/] {escape(text)}")
    for key in report["unsafe"]:
        console.print(
            f"[yellow]warning[/] {escape(key)} is stored in the memory file; move it to the"
            f" environment and run `memcli config --unset {escape(key)}`"
        )

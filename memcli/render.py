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


def turns_table(console: Console, turns: Sequence[Turn]) -> None:
    table = Table(show_lines=False, header_style="bold")
    for column in ("id", "session", "when", "speaker", "text"):
        table.add_column(column, overflow="fold", no_wrap=column in ("id",))
    for t in turns:
        table.add_row(
            str(t.id),
            escape(t.session),
            escape(t.timestamp or ""),
            escape(t.speaker or t.role or ""),
            escape(t.text),
        )
    console.print(table)


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
    )


def entries_table(console: Console, entries: Sequence[Entry], *, title: str | None = None) -> None:
    table = Table(title=title, header_style="bold")
    for column in ("id", "slot", "value", "status", "type", "date", "turns"):
        table.add_column(column, overflow="fold")
    for e in entries:
        status = e.status + (f" → {e.superseded_by}" if e.superseded_by else "")
        table.add_row(
            str(e.id),
            escape(e.slot),
            escape(e.value),
            status,
            e.memory_type,
            escape(e.valid_at or ""),
            ",".join(map(str, e.source_turn_ids)),
        )
    console.print(table)


def superseded_table(console: Console, rows: Sequence[tuple[Entry, Entry]]) -> None:
    table = Table(title="superseded values", header_style="bold")
    for column in ("slot", "old value", "entry", "replaced by", "new value", "when"):
        table.add_column(column, overflow="fold")
    for old, new in rows:
        table.add_row(
            escape(old.slot),
            escape(old.value),
            str(old.id),
            str(new.id),
            escape(new.value),
            escape(new.valid_at or ""),
        )
    console.print(table)


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


def answer(console: Console, result, context) -> None:
    if result.answer is None:
        console.print(f"[yellow]Not in memory.[/] {escape(result.reason)}")
    else:
        cites = ", ".join(str(i) for i in result.cited_ids)
        console.print(f"[bold]{escape(result.answer)}[/]" + (f"  [dim](entries {cites})[/]" if cites else ""))
    c = context.counters()
    console.print(
        f"[dim]{c['entries_packed']} entries, {c['sources_packed']} archive turns, "
        f"{c['tokens_used']}/{c['budget']} tokens; answered by {result.answerer}[/]"
    )
    for item in context.items:
        if item.kind == "entry" and (item.id in result.cited_ids):
            console.print(f"  [dim]entry {item.id} ({item.status}):[/] {escape(item.text)}")


def people_table(console: Console, persons: Sequence[dict]) -> None:
    if not persons:
        console.print("No name known for the user yet; set one with `memcli config user.name NAME`.")
        return
    for person in persons:
        table = Table(title=f"the user: {escape(person['name'])}", header_style="bold")
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

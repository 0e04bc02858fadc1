"""Results of a benchmark run: per-question records, the summary per suite × configuration, and
their outputs (a Rich table, JSON, a folder of files)."""

from __future__ import annotations

import json
import os
import platform
import statistics
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from memcli.errors import MemcliError
from memcli.evaluation.harness import Config, RunSettings


@dataclass
class RunResult:
    benchmark: str  # "mab-fc" | "locomo"
    suites: list[str]
    configs: list[Config]
    records: list[dict]
    settings: RunSettings
    wall_s: float
    setup: dict[str, float] = field(default_factory=dict)  # "suite|config" → curation seconds up front
    extra: dict = field(default_factory=dict)

    @property
    def answerer(self) -> str:
        return self.settings.model or "offline"

    def summary(self) -> list[dict]:
        return summarize(self.benchmark, self.suites, self.configs, self.records, self.settings)

    def as_dict(self, *, with_records: bool = True) -> dict:
        out = {
            "benchmark": self.benchmark,
            "answerer": self.answerer,
            "budget": self.settings.budget,
            "limit": self.settings.limit,
            "configs": [c.name for c in self.configs],
            "suites": self.suites,
            "wall_s": round(self.wall_s, 3),
            "setup_s": self.setup,
            "machine": machine(),
            "summary": self.summary(),
            **self.extra,
        }
        if with_records:
            out["records"] = self.records
        return out


def _mean(values) -> float | None:
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


def _share(records, key) -> float | None:
    return _mean([1.0 if r[key] else 0.0 for r in records]) if records else None


def _fell_back(record: dict) -> bool:
    return any("answered offline" in w for w in record.get("warnings") or ())


def summarize(
    benchmark: str,
    suites: Sequence[str],
    configs: Sequence[Config],
    records: Sequence[dict],
    settings: RunSettings,
) -> list[dict]:
    rows = []
    for suite in suites:
        for config in configs:
            mine = [r for r in records if r["suite"] == suite and r["config"] == config.name]
            if not mine:
                continue
            row = {
                "suite": suite,
                "config": config.name,
                "kind": config.kind,
                "questions": len(mine),
                "errors": sum(1 for r in mine if r.get("error")),
                "model_fallbacks": sum(1 for r in mine if _fell_back(r)),
                "mean_packed_tokens": _mean(r["packed_tokens"] for r in mine),
                "median_latency_s": statistics.median(r["latency_s"] for r in mine),
                "abstained": _share(mine, "abstained"),
                "archive_rescues": _mean(r["archive_rescues"] for r in mine),
            }
            if benchmark == "mab-fc":
                current = [r for r in mine if not r["historical"]]
                row |= {
                    "accuracy": _share(mine, "correct"),
                    "holds_answer": _share(mine, "holds_answer"),
                    "holds_superseded": _share(mine, "holds_superseded"),
                    "holds_superseded_current": _share(current, "holds_superseded"),
                    "current_questions": len(current),
                    "chains_found": sum(1 for r in mine if r["chain_found"]),
                    "metric": "accuracy",
                    "score": _share(mine, "correct"),
                }
            else:
                judged = [r for r in mine if r["judge"] is not None]
                row |= {
                    "recall": _mean(r["recall"] for r in mine),
                    "gold_text_in_pack": _share(
                        [r for r in mine if r.get("gold_text_in_pack") is not None], "gold_text_in_pack"
                    ),
                    "f1": _mean(r["f1"] for r in mine),
                    "judge_accuracy": _share(judged, "judge") if judged else None,
                    "judged": len(judged),
                }
                if settings.model:
                    row |= {"metric": "judge accuracy", "score": row["judge_accuracy"]}
                else:
                    row |= {"metric": "points at gold turn", "score": row["recall"]}
            rows.append(row)
    return rows


def machine() -> dict:
    return {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "processor": platform.processor() or None,
        "cpus": os.cpu_count(),
        "python": sys.version.split()[0],
        "date": datetime.now(UTC).date().isoformat(),
    }


# --- output --------------------------------------------------------------------------------------


def pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


def num(value: float | None, digits: int = 0) -> str:
    return "–" if value is None else f"{value:,.{digits}f}"


def seconds(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s"


def table_rows(result: RunResult) -> tuple[list[str], list[list[str]]]:
    """Header and rows of the result table (shared by the terminal table and the Markdown page)."""
    model = bool(result.settings.model)
    if result.benchmark == "mab-fc":
        header = [
            "suite",
            "config",
            "n",
            "accuracy",
            "answer in pack",
            "superseded in pack",
            "superseded (current q.)",
            "tokens",
            "median latency",
        ]
        rows = [
            [
                r["suite"],
                r["config"],
                str(r["questions"]),
                pct(r["accuracy"]),
                pct(r["holds_answer"]),
                pct(r["holds_superseded"]),
                pct(r["holds_superseded_current"]),
                num(r["mean_packed_tokens"]),
                seconds(r["median_latency_s"]),
            ]
            for r in result.summary()
        ]
    else:
        header = [
            "suite",
            "config",
            "n",
            "points at gold turn",
            "gold text in pack",
            "judge accuracy" if model else "token F1",
            "tokens",
            "median latency",
        ]
        rows = [
            [
                r["suite"],
                r["config"],
                str(r["questions"]),
                pct(r["recall"]),
                pct(r["gold_text_in_pack"]),
                pct(r["judge_accuracy"]) if model else num(r["f1"], 3),
                num(r["mean_packed_tokens"]),
                seconds(r["median_latency_s"]),
            ]
            for r in result.summary()
        ]
    return header, rows


def print_table(console, result: RunResult) -> None:
    from rich.table import Table

    header, rows = table_rows(result)
    title = (
        f"{result.benchmark} · budget {result.settings.budget:,} · answerer {result.answerer} · "
        f"{result.wall_s:.1f} s"
    )
    if result.extra.get("history"):
        title += f" · history: {result.extra['history']}"
    narrow = console.is_terminal and console.width < 120
    if narrow:  # issue 11: at 80 columns the accuracy columns were cut; labels and headers wrap instead
        from rich import box

        table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    else:
        table = Table(title=title, title_justify="left")
    for i, name in enumerate(header):
        if not narrow:
            table.add_column(name, justify="left" if i < 2 else "right", no_wrap=i < 2)
        elif i < 2:
            table.add_column(name, justify="left", overflow="fold")
        else:
            widest = max([len(str(row[i])) for row in rows] + [1])
            table.add_column(name, justify="right", overflow="fold", min_width=widest)
    previous = None
    for row in rows:
        if previous is not None and row[0] != previous:
            table.add_section()
        previous = row[0]
        table.add_row(*row)
    if console.is_terminal:
        console.print(table)
    else:  # a pipe or a file: do not squeeze the table to 80 columns
        from rich.console import Console

        Console(file=console.file, width=max(console.width, 170), highlight=False).print(table)
    fallbacks = [w for r in result.records for w in r.get("warnings") or () if "answered offline" in w]
    if fallbacks:
        console.print(
            f"{len(fallbacks)} answer(s) fell back to the offline reader after a model failure; "
            f"first: {fallbacks[0]}",
            markup=False,
        )
    errors = sum(1 for r in result.records if r.get("error"))
    if errors:
        first = next(r["error"] for r in result.records if r.get("error"))
        console.print(f"{errors} question(s) failed; first error: {first}", markup=False)
    for sample, info in result.extra.get("questions", {}).items():
        console.print(
            f"{sample}: {info['run']} questions run ({info['questions']} in the file: "
            f"{info['category_5']} category 5, {info['multimodal']} multimodal, "
            f"{info['no_boundary']} without a session boundary; amb-text keeps {info['amb_text']})",
            markup=False,
        )
    if result.benchmark == "mab-fc":
        for suite, info in result.extra.get("chains", {}).items():
            console.print(
                f"{suite}: answer chain found for {info['with_chain']}/{info['questions']} "
                f"questions, {info['with_superseded_turns']} with superseded chain values in the "
                "archive",
                markup=False,
            )


def write_out(folder: str, result: RunResult) -> list[Path]:
    """records.jsonl (one record a line) and summary.json in `folder`."""
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
        records = path / "records.jsonl"
        with records.open("w", encoding="utf-8") as handle:
            for r in result.records:
                handle.write(json.dumps(r, ensure_ascii=False, default=str) + "\n")
        summary = path / "summary.json"
        summary.write_text(
            json.dumps(result.as_dict(with_records=False), ensure_ascii=False, indent=2, default=str) + "\n",
            encoding="utf-8",
        )
    except OSError as exc:
        raise MemcliError(f"--out: cannot write to {folder} ({exc.strerror or exc})") from None
    return [records, summary]


def configs_as_dicts(configs: Sequence[Config]) -> list[dict]:
    return [asdict(c) for c in configs]

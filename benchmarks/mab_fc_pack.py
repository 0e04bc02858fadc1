"""What the packer hands the answerer on MAB-FC, without answering.

    python benchmarks/mab_fc_pack.py [DATA] [--source mh_6k --source sh_6k] [--budget 2048] [--limit N]

For each row (by default factconsolidation_mh_6k and factconsolidation_sh_6k), the facts go into
a fresh memory and every question runs `pack` with the full configuration. Printed per row: how
often the pack holds the answer string (normalized tokens, as the scorer compares), how often it
holds a superseded value of a slot on the answer's chain (the definition of `memcli eval mab-fc`,
see memcli/evaluation/mab.py), the number of questions with historical intent, and the median
pack time. The general view is curated before timing, so times are per question.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from memcli.evaluation import harness  # noqa: E402
from memcli.evaluation.harness import Config, Models, Outcome, RunSettings  # noqa: E402
from memcli.evaluation.mab import ChainIndex, load_rows  # noqa: E402
from memcli.evaluation.scoring import text_holds  # noqa: E402

DEFAULT_DATA = ROOT / ".." / "shared" / "data" / "mab-fc-dev.json"
DEFAULT_SOURCES = ["factconsolidation_mh_6k", "factconsolidation_sh_6k"]


def pack_row(row, settings: RunSettings, folder: str) -> dict:
    data = row.context.encode("utf-8")
    analysis = harness.fresh_memory(folder, f"chain{row.index}", data, "facts")
    try:
        index = ChainIndex.from_memory(analysis)
    finally:
        analysis.close()
    full = Config("full", "memcli")
    mem = harness.fresh_memory(folder, f"pack{row.index}", data, "facts")
    answer_held = superseded_held = historical = 0
    times: list[float] = []
    n = len(row.questions) if not settings.limit else min(settings.limit, len(row.questions))
    try:
        curation = harness.prepare_view(mem, full, settings, Models())
        for i in range(n):
            question, golds = row.questions[i], row.answers[i]
            superseded, _ = index.superseded_turns(question, golds)
            options = harness.memcli_options(mem, full, settings, Models(), None)
            start = time.perf_counter()
            context = mem.pack(question, options)
            times.append(time.perf_counter() - start)
            answer_held += any(text_holds(item.text, golds) for item in context.items)
            superseded_held += bool(Outcome(answer=None, items=context.items).turn_ids() & superseded)
            historical += context.historical
    finally:
        mem.close()
    return {
        "source": row.source,
        "questions": n,
        "holds_answer": answer_held / n,
        "holds_superseded": superseded_held / n,
        "historical": historical,
        "median_pack_ms": 1000 * statistics.median(times),
        "curation_s": curation,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("data", nargs="?", default=str(DEFAULT_DATA))
    parser.add_argument("--source", action="append", help="row source (default: mh_6k and sh_6k)")
    parser.add_argument("--budget", type=int, default=2048)
    parser.add_argument("--limit", type=int, default=None)
    args = parser.parse_args()
    rows = load_rows(args.data, args.source or DEFAULT_SOURCES)
    settings = RunSettings(budget=args.budget, limit=args.limit)
    print(
        f"{'source':<28} {'n':>4} {'answer in pack':>15} {'superseded in pack':>19} {'historical q.':>14} "
        f"{'median pack':>12} {'curation':>9}"
    )
    with tempfile.TemporaryDirectory(prefix="memcli-pack-") as folder:
        for row in rows:
            r = pack_row(row, settings, folder)
            print(
                f"{r['source']:<28} {r['questions']:>4} {100 * r['holds_answer']:>14.1f}% "
                f"{100 * r['holds_superseded']:>18.1f}% {r['historical']:>14} "
                f"{r['median_pack_ms']:>9.1f} ms {r['curation_s']:>7.2f} s"
            )


if __name__ == "__main__":
    main()

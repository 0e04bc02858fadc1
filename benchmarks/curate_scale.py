"""Streaming curation at two history sizes: turns/s and peak RSS, batched vs one batch.

    python benchmarks/curate_scale.py [--sizes 20000 100000] [--people 8]

For each size a synthetic history (benchmarks/throughput.py's generator) is ingested once; then
each curation runs in a fresh subprocess on a copy of that memory, so its peak RSS (ru_maxrss)
is curation's own and not ingest's. "batched" is `curate()` as shipped (BATCH_TURNS per
transaction); "one batch" passes a batch larger than the history, which is what curation did
before streaming (all turns and items in memory at once). Flat peak RSS across sizes for the
batched run is the point. --people/--orgs set how many speakers and employers share the few
relations: with the default 8 every slot is hot (thousands of revisions per slot, the worst
case: each batch re-materializes whole hot slots); with thousands, slots stay small as in
real conversations.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import json, resource, sys, time
from pathlib import Path
from memcli import Memory
from memcli.curate import curate
from memcli.view import ViewSpec

def rss_kb():
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0

path, batch = sys.argv[1], int(sys.argv[2])
with Memory(Path(path)) as memory:
    before = rss_kb()
    start = time.perf_counter()
    summary = curate(memory.db, ViewSpec(), batch_turns=batch or None)
    seconds = time.perf_counter() - start
print(json.dumps({
    "turns": summary.turns_read, "seconds": seconds, "rss_before_kb": before,
    "peak_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    "active": summary.active, "superseded": summary.superseded,
}))
"""


def run_child(db: Path, batch: int) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(db), str(batch)], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[20_000, 100_000])
    parser.add_argument("--people", type=int, default=8, help="speakers (8: every slot is hot)")
    parser.add_argument("--orgs", type=int, default=8, help="employers (8: every employer is a hub)")
    args = parser.parse_args()

    sys.path.insert(0, str(HERE))
    import throughput

    from memcli import Memory

    if args.people != 8:
        throughput.NAMES = [f"Person{i}" for i in range(args.people)]
    if args.orgs != 8:
        throughput.ORGS = [f"Org{i}" for i in range(args.orgs)]
    print(f"{len(throughput.NAMES)} speakers, {len(throughput.ORGS)} employers")
    print(f"{'turns':>8} {'run':<10} {'turns/s':>9} {'seconds':>8} {'RSS before':>11} {'peak RSS':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes:
            history = Path(tmp) / f"h{size}.jsonl"
            throughput.synthetic_history(history, size)
            base = Path(tmp) / f"m{size}.db"
            with Memory(base, create=True) as memory:
                memory.ingest(str(history))
            for label, batch in (("batched", 0), ("one batch", size + 1)):
                db = Path(tmp) / f"run{size}-{batch}.db"
                shutil.copy(base, db)
                r = run_child(db, batch)
                db.unlink()
                print(
                    f"{size:>8,} {label:<10} {r['turns'] / r['seconds']:>9,.0f} {r['seconds']:>8.1f}"
                    f" {r['rss_before_kb'] / 1024:>9.0f}MB {r['peak_kb'] / 1024:>7.0f}MB"
                )


if __name__ == "__main__":
    main()

"""One huge turn (issue 9 item 9): peak RSS of `memcli ingest` and of `memcli pack` for a single
JSONL line of about SIZE MB, each in a fresh process (ru_maxrss of the child).

    python benchmarks/huge_turn.py [--mb 50] [--keep DIR]

The line is generated (seeded): invented words in sentences, with one rare phrase near the end
that the question asks about, so the pack must find and excerpt it. The target is ≤ 300 MB
peak RSS for each step at 50 MB. CPU seconds of each child are printed beside it, and the
first pack of a one-line memory as the floor (the models a first pack loads).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SYLLABLES = ["ka", "lo", "mi", "ren", "tu", "sa", "vel", "dor", "pi", "an", "ost", "ru", "ne", "fi"]
NEEDLE = "The zebrafinch quartermaster keeps the brass lantern in Hollowmere."
QUESTION = "where does the zebrafinch quartermaster keep the brass lantern"


def write_line(path: Path, megabytes: float, seed: int = 7) -> int:
    """A JSONL file of one turn whose content is about `megabytes` MB, written in pieces."""
    rng = random.Random(seed)
    vocabulary = ["".join(rng.choices(SYLLABLES, k=rng.randint(2, 4))) for _ in range(5000)]
    target = int(megabytes * 1_000_000)
    with path.open("w", encoding="utf-8") as out:
        out.write('{"speaker": "Ilse", "role": "user", "timestamp": "2025-01-01", "content": "')
        written = 0
        needle_at = int(target * 0.9)
        placed = False
        while written < target:
            sentence = " ".join(rng.choices(vocabulary, k=12)).capitalize() + ". "
            if not placed and written >= needle_at:
                sentence += NEEDLE + " "
                placed = True
            out.write(sentence)
            written += len(sentence)
        out.write('"}\n')
    return path.stat().st_size


def run(args: list[str], env: dict[str, str]) -> dict:
    """One memcli process; its peak RSS (MB), CPU and wall seconds, exit code and stdout."""
    started = time.monotonic()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.Popen(
        [sys.executable, "-m", "memcli", *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    _pid, status, usage = os.wait4(proc.pid, 0)
    out = proc.stdout.read().decode("utf-8", "replace") if proc.stdout else ""
    err = proc.stderr.read().decode("utf-8", "replace") if proc.stderr else ""
    del before
    return {
        "peak_rss_mb": round(usage.ru_maxrss / 1024, 1),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
        "wall_s": round(time.monotonic() - started, 2),
        "exit": os.waitstatus_to_exitcode(status),
        "stdout": out,
        "stderr": err[-2000:],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--keep", help="work in this folder and keep it")
    opts = parser.parse_args()
    folder = Path(opts.keep) if opts.keep else Path(tempfile.mkdtemp(prefix="memcli-huge-"))
    folder.mkdir(parents=True, exist_ok=True)
    line = folder / "huge.jsonl"
    db = folder / "memory.db"
    for stale in folder.glob("memory.db*"):
        stale.unlink()
    size = write_line(line, opts.mb)
    env = {**os.environ, "PYTHONPATH": str(REPO), "MEMCLI_DIR": str(folder / "home")}
    ingest = run(["--db", str(db), "ingest", str(line), "--json"], env)
    baseline = folder / "one.jsonl"
    baseline.write_text(json.dumps({"speaker": "Ilse", "role": "user", "content": "I keep bees."}) + "\n")
    small = folder / "small.db"
    for stale in folder.glob("small.db*"):
        stale.unlink()
    run(["--db", str(small), "ingest", str(baseline)], env)
    floor = run(["--db", str(small), "pack", QUESTION, "--json"], env)
    pack = run(["--db", str(db), "pack", QUESTION, "--json", "--budget", "2000"], env)
    # The first pack curates the new turn too (and loads spaCy); a later pack only retrieves.
    again = run(["--db", str(db), "pack", QUESTION, "--json", "--budget", "2000"], env)
    items = []
    if pack["exit"] == 0:
        items = json.loads(pack["stdout"]).get("items", [])
    report = {
        "line_mb": round(size / 1e6, 1),
        "first_pack_of_a_one_line_memory_mb": floor["peak_rss_mb"],
        "ingest": {k: v for k, v in ingest.items() if k not in ("stdout",)},
        "pack": {k: v for k, v in pack.items() if k not in ("stdout",)},
        "pack_again": {k: v for k, v in again.items() if k not in ("stdout",)},
        "pack_items": len(items),
        "pack_tokens": sum(i.get("cost", 0) for i in items),
        "largest_item_tokens": max((i.get("cost", 0) for i in items), default=0),
        "needle_packed": any("zebrafinch" in (i.get("text") or "") for i in items),
        "db_mb": round(db.stat().st_size / 1e6, 1) if db.exists() else None,
    }
    for step in ("ingest", "pack", "pack_again"):
        if report[step]["exit"] == 0:
            report[step].pop("stderr")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()

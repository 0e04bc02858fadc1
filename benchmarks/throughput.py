"""Throughput figures: ingest (turns/s), rules curation (turns/s) and `memcli --help` wall time.

    python benchmarks/throughput.py [--turns 100000] [--help-runs 7]

Generates a synthetic chat history (first-person facts mixed with chit-chat, several sessions),
ingests it into a fresh memory file through the Memory API, curates it with the rules curator,
and times `memcli --help` in fresh subprocesses. Prints medians; nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NAMES = ["Mira", "Tom", "Ana", "Ravi", "Lena", "Omar", "Yuki", "Sam"]
PLACES = ["Paris", "Lyon", "Berlin", "Osaka", "Lima", "Oslo", "Quito", "Accra"]
ORGS = ["Acme", "Beryl", "Corvid", "Dune Labs", "Ember", "Fjord", "Gale", "Helix"]
CHATTER = [
    "That sounds great, tell me more about it.",
    "I had a long day today, honestly.",
    "Can you summarise what we discussed last time?",
    "Thanks, that was really helpful!",
    "What do you think about the weather this week?",
]


def synthetic_history(path: Path, turns: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    with path.open("w") as handle:
        for i in range(turns):
            speaker = rng.choice(NAMES)
            kind = rng.random()
            if kind < 0.25:
                text = f"I work at {rng.choice(ORGS)}."
            elif kind < 0.45:
                text = f"I live in {rng.choice(PLACES)}."
            elif kind < 0.55:
                text = f"{rng.choice(ORGS)} is based in {rng.choice(PLACES)}."
            else:
                text = rng.choice(CHATTER)
            record = {
                "session": f"s{i // 500}",
                "speaker": speaker,
                "role": "user",
                "content": text,
                "timestamp": 1_700_000_000 + i * 60,
            }
            handle.write(json.dumps(record) + "\n")


def time_help(runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "memcli", "--help"], capture_output=True, check=True)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=100_000)
    parser.add_argument("--help-runs", type=int, default=7)
    args = parser.parse_args()

    from memcli import Memory
    from memcli.curate import curate
    from memcli.view import ViewSpec

    with tempfile.TemporaryDirectory() as tmp:
        history = Path(tmp) / "history.jsonl"
        synthetic_history(history, args.turns)
        with Memory(Path(tmp) / "bench.db", create=True) as memory:
            start = time.perf_counter()
            summary = memory.ingest(str(history))
            ingest_s = time.perf_counter() - start
            start = time.perf_counter()
            curated = curate(memory.db, ViewSpec())
            curate_s = time.perf_counter() - start
            start = time.perf_counter()
            again = curate(memory.db, ViewSpec())
            recurate_s = time.perf_counter() - start
            size = memory.stats()["file_bytes"]
    print(f"turns generated:            {args.turns:,}")
    print(f"ingest:                     {summary.turns_added / ingest_s:,.0f} turns/s ({ingest_s:.2f} s)")
    print(
        f"rules curation (all turns): {curated.turns_read / curate_s:,.0f} turns/s ({curate_s:.2f} s, "
        f"{curated.active:,} active, {curated.superseded:,} superseded, {curated.unparsed_turns:,} unparsed)"
    )
    print(f"re-curate, nothing new:     {recurate_s * 1000:.1f} ms (changed: {again.changed})")
    print(f"memory file:                {size / 1e6:.1f} MB")
    print(f"memcli --help (median of {args.help_runs}): {time_help(args.help_runs) * 1000:.0f} ms")


if __name__ == "__main__":
    main()

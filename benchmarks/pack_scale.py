"""Does pack time stay flat as memory grows? Median `pack` latency at several memory sizes.

    python benchmarks/pack_scale.py [--sizes 10000,100000,1000000] [--questions 30]

For each size, a synthetic history of that many turns (mostly distinct facts: people, employers,
cities; plus chit-chat) is ingested and curated into a fresh memory; then the same questions
are packed and the median wall time printed beside the 10k figure as a ratio. Candidates come
from FTS5 and the edge table, so the ratio should stay near 1.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

CHATTER = ["That sounds great, tell me more.", "I had a long day today.", "Thanks, that helped!"]


def history(path: Path, turns: int, seed: int = 11) -> None:
    rng = random.Random(seed)
    people = max(50, turns // 20)
    with path.open("w") as handle:
        for i in range(turns):
            person = f"Person{rng.randrange(people)}"
            kind = rng.random()
            if kind < 0.4:
                text = f"{person} works at Org{rng.randrange(people // 5 + 1)}."
            elif kind < 0.6:
                text = f"Org{rng.randrange(people // 5 + 1)} is based in City{rng.randrange(500)}."
            elif kind < 0.8:
                text = f"{person} lives in City{rng.randrange(500)}."
            else:
                text = rng.choice(CHATTER)
            handle.write(json.dumps({"session": f"s{i // 1000}", "role": "user", "content": text}) + "\n")


def questions(count: int, turns: int, seed: int = 5) -> list[str]:
    rng = random.Random(seed)
    people = max(50, turns // 20)
    forms = ["where does Person{} work", "in which city is Person{}'s employer", "where does Person{} live"]
    return [rng.choice(forms).format(rng.randrange(people)) for _ in range(count)]


def measure(size: int, count: int) -> dict:
    from memcli import Memory

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "h.jsonl"
        history(path, size)
        with Memory(Path(tmp) / "m.db", create=True) as memory:
            start = time.perf_counter()
            memory.ingest(str(path))
            memory.curate()
            build = time.perf_counter() - start
            qs = questions(count, size)
            memory.pack(qs[0])  # first call pays for opening caches
            times = []
            for q in qs:
                t0 = time.perf_counter()
                memory.pack(q)
                times.append(time.perf_counter() - t0)
            entries = memory.stats()["entries"]
    return {"turns": size, "entries": entries, "build_s": build, "median_ms": statistics.median(times) * 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--questions", type=int, default=30)
    args = parser.parse_args()
    rows = [measure(int(s), args.questions) for s in args.sizes.split(",")]
    base = rows[0]["median_ms"]
    print(f"{'turns':>10} {'entries':>10} {'build s':>8} {'median pack ms':>15} {'ratio':>6}")
    for r in rows:
        print(
            f"{r['turns']:>10,} {r['entries']:>10,} {r['build_s']:>8.1f} {r['median_ms']:>15.1f} "
            f"{r['median_ms'] / base:>6.2f}"
        )


if __name__ == "__main__":
    main()

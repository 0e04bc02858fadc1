"""How fast are embeddings? Texts per second for `embed.encode`, beside a plain word baseline.

    python benchmarks/embed_speed.py [--texts 20000] [--runs 5]

Encodes the same synthetic short statements (the size of curated entries: "Person12 works at
Org3.") with memcli.embed.encode and splits them into stemmed words with memcli.text.terms, in
the same run, so the two figures are comparable on this machine. Times are CPU time
(process_time), medians of --runs runs; the model load is timed once, apart. All texts are
distinct, so encode's de-duplication does not flatter the figure. Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

VERBS = ["works at", "lives in", "moved to", "adopted", "practises", "is learning", "visited", "bought"]
OBJECTS = ["Org", "City", "a puppy called Dot", "the cello", "Spanish", "Portugal", "a used bicycle"]


def statements(n: int, seed: int = 5) -> list[str]:
    rng = random.Random(seed)
    return [
        f"Person{i} {rng.choice(VERBS)} {rng.choice(OBJECTS)}{rng.randrange(1000)} in week {week}."
        for i, week in enumerate(rng.randrange(52) for _ in range(n))
    ]


def median_cpu(fn, texts: list[str], runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.process_time()
        fn(texts)
        samples.append(time.process_time() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    from memcli import embed
    from memcli.text import terms

    texts = statements(args.texts)
    start = time.perf_counter()
    embed.model()
    load_s = time.perf_counter() - start
    encode_s = median_cpu(embed.encode, texts, args.runs)
    terms_s = median_cpu(lambda ts: [terms(t) for t in ts], texts, args.runs)
    single = texts[: min(2000, len(texts))]
    one_by_one_s = median_cpu(lambda ts: [embed.encode([t]) for t in ts], single, args.runs)
    print(f"texts:                       {len(texts):,} distinct short statements")
    print(f"model load (wall, once):     {load_s * 1000:.0f} ms")
    print(f"embed.encode, batched:       {len(texts) / encode_s:,.0f} texts/s (CPU, median of {args.runs})")
    print(
        f"embed.encode, one at a time: {len(single) / one_by_one_s:,.0f} texts/s (CPU, median of {args.runs})"
    )
    print(f"baseline text.terms:         {len(texts) / terms_s:,.0f} texts/s (CPU, median of {args.runs})")


if __name__ == "__main__":
    main()

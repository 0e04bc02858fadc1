"""How fast the names an assistant capitalizes are found again in a lowercase writer's turns.

    python benchmarks/cased_names_speed.py [--names 5000] [--sentences 2000] [--seed 1]

Learns N invented names (5 to 9 letters) and times `memcli.curators.cased_names.recased` over
seeded 30-word sentences that use some of them among common words; in the same run, as the
baseline, one alternation pattern of every name (`re.sub`, the longest first), which is what a
first version did. Prints CPU milliseconds for each and their ratio, and checks both give the same
text. Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import random
import re
import time

from memcli.curators.cased_names import recased

COMMON = "the a at weeks in went to and my job was so good new on with for it".split()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--names", type=int, default=5000)
    parser.add_argument("--sentences", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    letters = "abcdefghijklmnopqrstuvwxyz"
    names = {"".join(rng.choice(letters) for _ in range(rng.randint(5, 9))) for _ in range(args.names)}
    cased = {n: n.capitalize() for n in sorted(names)}
    used = sorted(names)[:200] + COMMON * 20
    sentences = [" ".join(rng.choice(used) for _ in range(30)) for _ in range(args.sentences)]

    start = time.process_time()
    looked_up = [recased(s, cased) for s in sentences]
    lookup_ms = (time.process_time() - start) * 1000

    alternatives = "|".join(sorted(map(re.escape, cased), key=len, reverse=True))
    pattern = re.compile(rf"\b({alternatives})\b")
    start = time.process_time()
    patterned = [pattern.sub(lambda m: cased[m.group(1)], s) for s in sentences]
    pattern_ms = (time.process_time() - start) * 1000

    same = looked_up == patterned
    print(f"{len(cased):,} names learnt, {len(sentences):,} sentences of 30 words (seed {args.seed})")
    print(f"  recased (word look-ups):        {lookup_ms:8.0f} ms CPU")
    print(f"  baseline (one alternation re):  {pattern_ms:8.0f} ms CPU ({pattern_ms / lookup_ms:.1f}x)")
    print(f"  same text from both: {same}")


if __name__ == "__main__":
    main()

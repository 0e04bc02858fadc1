"""Offline yardstick on MemoryAgentBench fact consolidation (MAB-FC), no model and no database.

For each row of the data file: the numbered facts become turns (id = seq = number + 1), the
rules curator extracts items, materialize() applies rd-forget Eq. 4, and the script prints

  (a) the share of numbered facts that became entries,
  (b) the share of (subject, relation) groups with more than one fact that end as exactly one
      active entry (the largest number) with the rest superseded,
  (c) offline answer accuracy when the answerer is given ALL active entries (an upper bound of
      what packing can give), scored with rd-forget §4.3's rule.

Usage: python benchmarks/mab_fc_offline.py [DATA] [--failures] [--throughput N]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from memcli.answer_offline import answer_offline  # noqa: E402
from memcli.curators.rules import RulesCurator  # noqa: E402
from memcli.evaluation.scoring import mab_correct  # noqa: E402
from memcli.materialize import materialize  # noqa: E402
from memcli.types import Entry, Turn  # noqa: E402

DEFAULT_DATA = ROOT / ".." / "shared" / "data" / "mab-fc-dev.json"
_FACT = re.compile(r"^\s*(\d+)\.\s+(.*\S)\s*$")


def parse_facts(context: str) -> list[Turn]:
    """Lines "N. text" after the header; fact N becomes turn N + 1 (ids and order start at 1)."""
    turns = []
    for line in context.splitlines():
        m = _FACT.match(line)
        if m:
            n = int(m.group(1)) + 1
            turns.append(Turn(id=n, seq=n, session="mab-fc", text=m.group(2)))
    return turns


def consolidation(entries: list[Entry]) -> tuple[int, int, list[str]]:
    """(b): groups with > 1 fact that end as exactly one active (the latest) + the rest superseded."""
    groups: dict[tuple[str, str], list[Entry]] = defaultdict(list)
    for e in entries:
        groups[(e.subject.lower(), e.relation)].append(e)
    multi = {k: v for k, v in groups.items() if len(v) > 1}
    good, bad = 0, []
    for key, group in multi.items():
        actives = [e for e in group if e.status == "active"]
        latest = max(group, key=lambda e: e.order)
        rest_ok = all(
            e.status == "superseded" and e.superseded_by == latest.id for e in group if e is not latest
        )
        if len(actives) == 1 and actives[0] is latest and rest_ok:
            good += 1
        else:
            bad.append(f"{key}: " + ", ".join(f"{e.value}[{e.status}]" for e in group))
    return good, len(multi), bad


def diagnose(result, golds: list[str], entries: list[Entry]) -> str:
    """A short reason for a failure, found mechanically: does the gold follow the same relations
    through replaced (older) facts, or which fact holds it at all?"""
    if not result.path:
        return f"abstained ({result.reason})"
    by_subject: dict[tuple[str, str], list[Entry]] = defaultdict(list)
    for e in entries:
        by_subject[(e.subject.lower(), e.relation)].append(e)
    frontier: dict[str, tuple[Entry, ...]] = {result.path[0][0].lower(): ()}
    for _, relation, _ in result.path:
        if relation.endswith(" (of)"):
            break
        nxt: dict[str, tuple[Entry, ...]] = {}
        for node, used in frontier.items():
            for e in by_subject.get((node, relation), ()):
                trail = used + ((e,) if e.status != "active" else ())
                if e.value.lower() not in nxt or len(trail) < len(nxt[e.value.lower()]):
                    nxt[e.value.lower()] = trail
        frontier = nxt
    for node, trail in sorted(frontier.items(), key=lambda kv: len(kv[1])):
        if trail and mab_correct(node, golds):
            facts = "; ".join(f"fact {e.order - 1} '{e.statement}' (replaced by a later fact)" for e in trail)
            return f"gold follows the same relations through older facts: {facts}"
    holders = [e for e in entries if mab_correct(e.value, golds)]
    if holders:
        e = max(holders, key=lambda h: h.status == "active")
        return (
            f"gold is the value of fact {e.order - 1} '{e.statement}', which the question's words do "
            f"not lead to"
        )
    return "gold is not in memory"


def run_row(row: dict, show_failures: bool) -> dict:
    name = row["metadata"]["source"]
    turns = parse_facts(row["context"])
    curator = RulesCurator()
    items = curator.curate(turns)
    entries = materialize(items)
    cited = {t for e in entries for t in e.source_turn_ids}
    facts_ok = sum(1 for t in turns if t.id in cited)
    good, multi, bad = consolidation(entries)
    actives = [e for e in entries if e.status == "active"]
    hits, failures = 0, []
    for i, (question, golds) in enumerate(zip(row["questions"], row["answers"], strict=True)):
        result = answer_offline(question, actives)
        if mab_correct(result.answer, golds):
            hits += 1
        else:
            failures.append((i, question, golds, result))
    total_q = len(row["questions"])
    print(f"== {name}")
    print(
        f"(a) facts that became entries: {facts_ok}/{len(turns)} = {facts_ok / len(turns):.1%}"
        f"   unparsed turns: {curator.unparsed()}"
    )
    print(f"(b) multi-fact groups consolidated: {good}/{multi} = {good / max(multi, 1):.1%}")
    print(f"(c) offline accuracy, all actives: {hits}/{total_q} = {hits / total_q:.1%}")
    if show_failures:
        for line in bad:
            print(f"    (b) failure: {line}")
        for i, question, golds, result in failures:
            print(
                f"    #{i} {question}\n        gold={golds} got={result.answer!r}\n        {result.reason}"
                f"\n        why: {diagnose(result, golds, entries)}"
            )
    return {
        "name": name,
        "facts": facts_ok / len(turns),
        "groups": good / max(multi, 1),
        "accuracy": hits / total_q,
    }


# --- throughput on generated short turns -------------------------------------------------------------

_NAMES = ["Mira", "Tom", "Ana", "Leo", "Sam", "Ivy", "Noor", "Kai"]
_PLACES = ["Lyon", "Paris", "Oslo", "Lima", "Kyoto", "Austin", "Porto", "Accra"]
_ORGS = ["Acme", "Beryl", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Stark Industries"]
_TEMPLATES = [
    "I work at {org}.",
    "We moved to {place} last year.",
    "My manager is {name}.",
    "ok thanks!",
    "I like green tea.",
    "Please always answer in French.",
    "The CEO of {org} is {name}.",
    "{name} is married to {name2}.",
    "Yesterday I ran 10k in the park.",
    "haha that's funny",
    "{org} is based in {place}.",
    "What time is it?",
    "I prefer coffee now.",
    "Sounds good to me.",
    "{name} was born in the city of {place}.",
    "I'm a citizen of France.",
    "Let me think about it.",
    "Can you help me with my essay?",
    "The capital of {place} is {place}.",
    "We went to {place} on Monday.",
]


def throughput(n: int) -> float:
    rng = random.Random(7)
    turns = []
    for i in range(n):
        text = rng.choice(_TEMPLATES).format(
            org=rng.choice(_ORGS),
            place=rng.choice(_PLACES),
            name=rng.choice(_NAMES),
            name2=rng.choice(_NAMES),
        )
        turns.append(
            Turn(
                id=i + 1,
                seq=i + 1,
                session="gen",
                text=text,
                speaker=rng.choice(_NAMES),
                role="user",
                timestamp="2024-05-08T10:00:00",
            )
        )
    start = time.perf_counter()
    RulesCurator().curate(turns)
    return n / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", nargs="?", default=str(DEFAULT_DATA))
    parser.add_argument("--failures", action="store_true", help="print each failure with its reason")
    parser.add_argument(
        "--throughput", type=int, metavar="N", help="also time the curator on N generated turns"
    )
    args = parser.parse_args(argv)
    rows = json.loads(Path(args.data).read_text(encoding="utf-8"))
    for row in rows:
        run_row(row, args.failures)
    if args.throughput:
        print(
            f"rules curator throughput: {throughput(args.throughput):,.0f} turns/s on {args.throughput:,} "
            f"generated short turns"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

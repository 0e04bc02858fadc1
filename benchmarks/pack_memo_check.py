"""Is a pack handed back the pack a rebuild would give? (memcli.pack_memo, issue 10)

    python benchmarks/pack_memo_check.py [--curator rules] [DIR ...]
                                          # default: the parse curator; benchmarks/chats, probes

For every chat set (NAME-chat.jsonl + NAME-questions.json) in the folders: a fresh memory is
ingested and curated, then with the kept packs dropped before each build (so every pack is built)
each question is packed twice in a row (the second build must write no row and equal the first),
and all questions are packed once more after all were asked (a later question's cached evidence
changes an earlier question's pack: with the rules curator a new question stores its evidence,
whose rows shift every word's rarity, which is why pack_memo drops its packs on any write).
Prints the counts; exits 1 when a pack built twice in a row differs or its second build wrote.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def built(memory, question: str, curator: str) -> dict:
    memory.clear_kept_packs()
    return dataclasses.asdict(memory.pack(question, memory.options(curator=curator)))


def check(folder: Path, curator: str) -> tuple[int, int, int, int]:
    """(questions, equal in a row, second builds that wrote, equal after all were asked)."""
    from memcli import Memory

    n = in_a_row = wrote = after_all = 0
    for chat in sorted(folder.glob("*-chat.jsonl")):
        questions = [
            q["q"]
            for q in json.loads(
                chat.with_name(chat.name.replace("-chat.jsonl", "-questions.json")).read_text()
            )
        ]
        with tempfile.TemporaryDirectory() as tmp, Memory(Path(tmp) / "m.db", create=True) as memory:
            memory.ingest(str(chat))
            memory.curate()
            first = []
            for q in questions:
                a = built(memory, q, curator)
                changes = memory.db.conn.total_changes
                b = built(memory, q, curator)
                wrote += memory.db.conn.total_changes != changes
                in_a_row += a == b
                first.append(a)
            after_all += sum(built(memory, q, curator) == a for q, a in zip(questions, first, strict=True))
            n += len(questions)
    return n, in_a_row, wrote, after_all


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--curator", default="parse", help="parse (the default) or rules")
    parser.add_argument("dirs", nargs="*", default=[ROOT / "benchmarks" / d for d in ("chats", "probes")])
    args = parser.parse_args(argv)
    total = [0, 0, 0, 0]
    for d in args.dirs:
        total = [t + x for t, x in zip(total, check(Path(d), args.curator), strict=True)]
    n, in_a_row, wrote, after_all = total
    print(f"{n} questions ({args.curator}): equal in a row {in_a_row}, second builds that wrote {wrote},")
    print(f"equal after all were asked {after_all}")
    return 0 if in_a_row == n and wrote == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

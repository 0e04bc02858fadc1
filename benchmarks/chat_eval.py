"""Chat-set accuracy: every NAME-chat.jsonl + NAME-questions.json pair, through the Memory API.

    python benchmarks/chat_eval.py [PATH ...] [--json] [--verbose]

PATH: folders of chat sets or files of a pair (default: ../shared/data/chats relative to the
repository root, or the nearest ancestor holding shared/data/chats). Each history gets a fresh
memory, is curated once offline, and every question is asked offline; scoring is
`memcli.evaluation.chats.score` (see that module's docstring). Prints accuracy by question kind
per history, overall, the share of current-state packs holding a superseded value, and the total
time. Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def default_dir() -> Path:
    """../shared/data/chats from the repository root; a worktree nested deeper (wt/NAME) finds it
    one level further up."""
    for base in ROOT.parents:
        candidate = base / "shared" / "data" / "chats"
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "data" / "chats"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=None)
    parser.add_argument("--json", action="store_true", help="print the summary and records as JSON")
    parser.add_argument("--verbose", action="store_true", help="every question with answer and verdict")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from memcli.errors import MemcliError
    from memcli.evaluation import chats

    started = time.perf_counter()
    try:
        result = chats.run(args.paths or [str(default_dir())])
    except MemcliError as exc:
        print(f"Error: {exc.message}", file=sys.stderr)
        return 2
    payload = result.as_dict(with_records=args.json or args.verbose)
    total = time.perf_counter() - started
    if args.json:
        print(json.dumps(payload | {"total_s": round(total, 3)}, ensure_ascii=False, indent=2))
        return 0
    for line in chats.report_lines(payload, verbose=args.verbose):
        print(line)
    print(f"total time {total:.2f} s (imports and setup included)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

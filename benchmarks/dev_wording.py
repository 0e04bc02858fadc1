"""Does a change copy the dev data's wording? Every run of six words in the lines the change adds
to memcli/, tests/, docs/ and README.md, looked for in every file of the dev data.

    python benchmarks/dev_wording.py BASE [DATA]

BASE: the commit the change starts from; DATA: the dev data (default ../shared/data). Prints each
run found with the line that adds it, and a count. Nothing here is a pass/fail test.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

RUN = 6  # words in a run: shorter runs meet everyday English ("i moved to a new")
_WORD = re.compile(r"[a-z']+")
MAX_BYTES = 200_000_000


def added_runs(base: str) -> dict[str, str]:
    diff = subprocess.run(
        ["git", "diff", base, "--", "memcli", "tests", "docs", "README.md"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    runs: dict[str, str] = {}
    for line in diff.splitlines():
        if line.startswith("+") and not line.startswith("+++"):
            words = _WORD.findall(line.lower())
            for i in range(len(words) - RUN + 1):
                runs[" ".join(words[i : i + RUN])] = line[1:].strip()[:120]
    return runs


def found_in(data: Path, runs: dict[str, str]) -> dict[str, set[str]]:
    hits: dict[str, set[str]] = {}
    for path in data.rglob("*"):
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            continue
        words = _WORD.findall(path.read_text(errors="ignore").lower())
        seen = {" ".join(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}
        for run in runs.keys() & seen:
            hits.setdefault(run, set()).add(path.name)
    return hits


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    data = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[2] / "shared" / "data"
    if not data.is_dir():  # (a missing folder would find nothing, and "none found" would be a lie)
        print(f"dev_wording: no dev data at {data}", file=sys.stderr)
        return 2
    runs = added_runs(argv[0])
    hits = found_in(data, runs)
    for run, files in sorted(hits.items()):
        print(f"{run} | {', '.join(sorted(files)[:3])} | {runs[run]}")
    print(f"{len(runs)} runs of {RUN} words added; {len(hits)} found in {data}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""kill -9 at random moments during first-run setup, ingest, curate, forget and migrate; after every kill
the memory must pass integrity_check and the next run must complete (issue 9).

    python benchmarks/kill_loop.py [--count 200] [--phase setup ...]

CI runs the same loop with 3 kills a phase (tests/reliability/test_rel_database.py).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "reliability"))

from memcli_proc import kill_loop  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200, help="kills per phase")
    parser.add_argument(
        "--phase", action="append", choices=("setup", "ingest", "curate", "forget", "migrate")
    )
    args = parser.parse_args()
    for phase in args.phase or ("setup", "ingest", "curate", "forget", "migrate"):
        with tempfile.TemporaryDirectory() as folder:
            started = time.monotonic()
            figures = kill_loop(phase, Path(folder), args.count, seed=200)
            figures["seconds"] = round(time.monotonic() - started, 1)
            print(figures, flush=True)


if __name__ == "__main__":
    main()

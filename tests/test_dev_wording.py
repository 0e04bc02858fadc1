"""benchmarks/dev_wording.py refuses to report on dev data it cannot find: a missing folder would
find no run of the dev data's wording, and "none found" would be printed as a clean result."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_missing_dev_data_is_an_error_not_a_clean_result(tmp_path):
    missing = tmp_path / "no-such-data"
    run = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "dev_wording.py"), "HEAD", str(missing)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode == 2
    assert f"no dev data at {missing}" in run.stderr
    assert "found in" not in run.stdout

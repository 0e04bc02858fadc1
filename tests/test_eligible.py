"""rd-forget Eq. 5 as a table: E = A ∪ (D if r) ∪ (S if r and h(q))."""

from __future__ import annotations

import pytest

from memcli.eligible import eligible_statuses, resolve_historical


@pytest.mark.parametrize(
    ("rescue", "historical", "expected"),
    [
        (True, True, {"active", "deprecated", "superseded"}),
        (True, False, {"active", "deprecated"}),
        (False, True, {"active"}),
        (False, False, {"active"}),
    ],
)
def test_eligible_statuses(rescue, historical, expected):
    assert eligible_statuses(rescue=rescue, historical=historical) == expected


@pytest.mark.parametrize(
    ("mode", "query", "expected"),
    [
        ("on", "where does Mira work", True),
        ("off", "where did Mira work before Beryl", False),
        ("auto", "where did Mira work before Beryl", True),
        ("auto", "where does Mira work", False),
    ],
)
def test_resolve_historical(mode, query, expected):
    assert resolve_historical(mode, query) is expected

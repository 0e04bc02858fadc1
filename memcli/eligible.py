"""Which entries may be used for a question: rd-forget Eq. 5.

E = A ∪ (D if rescue) ∪ (S if rescue and historical). Pure, so the table of cases in the tests
is the specification.
"""

from __future__ import annotations


def eligible_statuses(*, rescue: bool, historical: bool) -> frozenset[str]:
    statuses = {"active"}
    if rescue:
        statuses.add("deprecated")
        if historical:
            statuses.add("superseded")
    return frozenset(statuses)


def resolve_historical(mode: str, query: str) -> bool:
    """h(q): forced on/off, or detected from the question's lexical cues in `auto` mode."""
    if mode == "on":
        return True
    if mode == "off":
        return False
    from memcli.intent import historical_intent

    return historical_intent(query)

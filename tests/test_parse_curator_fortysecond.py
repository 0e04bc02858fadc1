"""Table tests for the fifty-first session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import assert_facts, curate

CASES = [
    # --- a pastime taken up "instead" ends the one named before it --------------------------------
    pytest.param(
        [
            "my daughter plays netball",
            "she hurt her ankle, no netball till spring. so she took up archery instead",
        ],
        {
            ("Noor's daughter", "hobby", "ended: netball", "active"),
            ("Noor's daughter", "hobby", "archery", "active"),
        },
        set(),
        id="instead-ends-the-one-named-in-the-turn",
    ),
    pytest.param(
        ["i go swimming on mondays", "swimming got too much. Instead, I started pilates"],
        {("Noor", "hobby", "ended: swimming", "active")},
        set(),
        id="instead-first-in-its-sentence",
    ),
    pytest.param(
        ["i go swimming on mondays", "started pilates too, on fridays"],  # no "instead": both kept
        {("Noor", "hobby", "pilates", "active")},
        {("Noor", "hobby", "ended: swimming", "active")},
        id="no-instead-keeps-both",
    ),
    pytest.param(
        ["i go swimming on mondays", "started pilates instead"],  # the turn does not name karate
        {("Noor", "hobby", "pilates", "active")},
        {("Noor", "hobby", "ended: swimming", "active")},
        id="instead-with-nothing-named-ends-nothing",
    ),
    pytest.param(
        ["my son plays hockey", "he gave up hockey and took up fencing instead"],
        {("Noor's son", "hobby", "ended: hockey", "active")},
        {("Noor's son", "hobby", "ended: fencing", "active")},
        id="the-taken-one-is-nearest-instead",
    ),
    pytest.param(
        ["i play chess and golf", "chess is fine but no golf for a while, so i started swimming instead"],
        {("Noor", "hobby", "ended: golf", "active")},
        {("Noor", "hobby", "ended: chess", "active")},
        id="only-the-one-named-last-ends",
    ),
    pytest.param(
        ["i play chess", "i took up golf instead of chess"],
        {("Noor", "hobby", "ended: chess", "active"), ("Noor", "hobby", "golf", "active")},
        set(),
        id="taken-up-instead-of",
    ),
    pytest.param(
        ["i play chess and golf", "i took up tennis instead of chess, golf is too pricey"],
        {("Noor", "hobby", "ended: chess", "active")},
        {("Noor", "hobby", "ended: golf", "active")},
        id="instead-of-names-it-not-the-last-said",
    ),
    pytest.param(
        ["i play chess and golf", "no golf for now so i took up tennis instead. chess club is on fridays"],
        {("Noor", "hobby", "ended: golf", "active")},
        {("Noor", "hobby", "ended: chess", "active")},
        id="said-after-it-is-no-antecedent",
    ),
    pytest.param(
        ["my son plays hockey", "he dropped hockey, plays chess at school now and took up fencing instead"],
        {("Noor's son", "hobby", "ended: hockey", "active")},
        {("Noor's son", "hobby", "ended: chess", "active")},
        id="a-pastime-filed-in-the-turn-is-not-ended",
    ),
    pytest.param(
        ["my son plays hockey", "he hurt his wrist playing hockey. so he took up chess instead"],
        {("Noor's son", "hobby", "ended: hockey", "active")},
        set(),
        id="held-before-and-said-again-in-the-turn",
    ),
    pytest.param(
        ["i love my book club", "i play hockey on tuesdays now. no wait, i took up chess instead"],
        set(),
        {("Noor", "hobby", "ended: hockey", "active")},
        id="said-in-the-turn-never-held-before",
    ),
    pytest.param(
        ["i play chess and golf", "golf got dull so i play chess instead"],
        {("Noor", "hobby", "ended: golf", "active")},
        {("Noor", "hobby", "ended: chess", "active")},
        id="the-one-taken-again-is-not-ended",
    ),
    pytest.param(
        [
            "my son plays hockey",
            "my son plays hockey on saturdays. i got bored waiting so i took up chess instead",
        ],
        set(),
        {("Noor's son", "hobby", "ended: hockey", "active")},
        id="only-the-doer-of-instead-gives-up",
    ),
]


@pytest.mark.parametrize("rows, present, absent", CASES)
def test_fortysecond_rules(rows, present, absent):
    assert_facts(rows, present, absent)


def test_an_end_said_with_instead_is_filed_once():
    """ "gave up hockey and took up fencing instead": the end said is the end filed, once."""
    items = curate(["my son plays hockey", "he gave up hockey and took up fencing instead"])
    assert [i.value for i in items if i.value.startswith("ended:")] == ["ended: hockey"]

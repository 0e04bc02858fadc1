"""Self-corrections inside a message: the correction takes the place of the words it corrects."""

import pytest

from memcli.curators.corrections import apply_corrections


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # aligned on a shared word
        (
            "he teaches at ashby high — wait no sorry, corran high. lovely staff",
            "he teaches at corran high. lovely staff",
        ),
        ("i need friday the 20th off — no wait, thursday the 19th.", "i need thursday the 19th off."),
        # no shared word: as many words as the correction has, ending the clause
        ("the lease starts feb 1 — no wait, jan 1. yay", "the lease starts jan 1. yay"),
        ("we moved to leeds - actually, york. love it", "we moved to york. love it"),
        ("my manager is tom, sorry i meant tim", "my manager is tim"),
        ("my manager is tom, i mean tim", "my manager is tim"),
        ("we meet on monday, no, tuesday", "we meet on tuesday"),
        ("in person. tuesday — sorry, wednesday, they moved it", "in person. wednesday, they moved it"),
        # a new sentence that corrects the one before it, with two marker words or "I mean"
        ("my landlord is Mr Petrie! sorry, I mean Mr Pettifer", "my landlord is Mr Pettifer"),
        ("i love cats. wait no, dogs", "i love dogs"),
        # after a full stop one marker word is an apology or a new thought, not a correction
        ("i will be late. sorry, traffic is awful", "i will be late. sorry, traffic is awful"),
        ("we moved to leeds. actually, york is nicer", "we moved to leeds. actually, york is nicer"),
        # only the clause the correction belongs to changes
        ("i love cats. we adopted rex — sorry, max", "i love cats. we adopted max"),
        # not corrections
        ("no olives anywhere pls, no more junior", "no olives anywhere pls, no more junior"),
        ("ok, no worries", "ok, no worries"),
        (
            "i sent the report to my boss, sorry for the late reply",
            "i sent the report to my boss, sorry for the late reply",
        ),
        ("the deadline is friday, wait for it", "the deadline is friday, wait for it"),
        ("i love it, actually its great", "i love it, actually its great"),
        ("tried the place on elm st — no, it was awful", "tried the place on elm st — no, it was awful"),
        # cannot be placed: longer than what comes before it
        (
            "rome — no wait, the big city up north by the lake",
            "rome — no wait, the big city up north by the lake",
        ),
    ],
)
def test_apply_corrections(text, meant):
    assert apply_corrections(text) == meant


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("sorry i meant thursday not tuesday", ("thursday", "tuesday")),
        ("wait no, lurgan, not Lisburn lol", ("lurgan", "Lisburn")),
        ("Ava lives in Newry, not Lisburn", None),  # no word of correcting: news
        ("i like coffee not tea", None),
        ("sorry, not tuesday", None),  # the right word is missing
        ("oops not not", None),
    ],
)
def test_a_later_message_that_corrects(text, pair):
    from memcli.curators.corrections import later_correction

    assert later_correction(text) == pair

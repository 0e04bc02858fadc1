"""Tables for the pure rules behind issue 11's output: plurals, the abstention sentence, the intent
line, content-free small talk, listing formats, --db anywhere, masked secrets."""

from __future__ import annotations

import csv
import io
import json

import pytest

from memcli.messages import intent_summary, is_small_talk, nothing_found, plural, without_stems
from memcli.pack import Candidate, small_talk_last


@pytest.mark.parametrize(
    "count,noun,expected",
    [
        (1, "archive turn", "1 archive turn"),
        (2, "archive turn", "2 archive turns"),
        (0, "entry", "0 entries"),
        (1, "entry", "1 entry"),
        (3, "setting", "3 settings"),
        (2, "day", "2 days"),
        (5, "story", "5 stories"),
    ],
)
def test_plural(count, noun, expected):
    assert plural(count, noun) == expected


@pytest.mark.parametrize(
    "reason,kwargs,expected",
    [
        (
            "not in memory: the question names nothing that memory holds",
            {},
            "Nothing in memory answers this.",
        ),
        (
            "no statement in memory covers the question",
            {"closest": "Mira | employer | Beryl"},
            "Nothing in memory answers this (closest: Mira | employer | Beryl).",
        ),
        (
            "not in memory: no dentist of Mira (the path stops at Mira)",
            {},
            "Nothing in memory answers this (no dentist of Mira (the path stops at Mira)).",
        ),
        (
            "not in memory: the question names nothing that memory holds",
            {"packed_items": 0, "budget": 10, "smallest_cost": 14},
            "Nothing in memory fits the budget of 10 tokens (the smallest item needs 14); raise --budget.",
        ),
        ("", {}, "Nothing in memory answers this."),
    ],
)
def test_nothing_found_is_one_sentence(reason, kwargs, expected):
    assert nothing_found(reason, **kwargs) == expected


@pytest.mark.parametrize(
    "reason,question,expected",
    [
        (
            "no entry about Mira accounts for befor",
            "where did Mira work before",
            "no entry about Mira accounts for before",
        ),
        (
            "no entry about Jonas accounts for citi",
            "which city is Jonas in",
            "no entry about Jonas accounts for city",
        ),
        (
            "the closest entry (#4) accounts for 50% of the question",
            "where is x",
            "the closest entry (#4) accounts for 50% of the question",
        ),
    ],
)
def test_reasons_show_the_questions_words_not_stems(reason, question, expected):
    assert without_stems(reason, question) == expected


@pytest.mark.parametrize(
    "mode,origin,detected,rescue,rescue_origin,intent,why,rescue_why",
    [
        (
            "auto",
            "default",
            False,
            True,
            "default",
            "current",
            "auto-detected: no past-time wording in the question",
            "the default",
        ),
        (
            "auto",
            "setting",
            True,
            True,
            "setting",
            "historical",
            "auto-detected from the question's wording",
            "stored setting: rescue on",
        ),
        (
            "on",
            "setting",
            True,
            False,
            "setting",
            "historical",
            "stored setting: historical on",
            "stored setting: rescue off",
        ),
        (
            "off",
            "flag",
            False,
            False,
            "flag",
            "current",
            "--current for this call",
            "--no-rescue for this call",
        ),
        (
            "on",
            "flag",
            True,
            True,
            "flag",
            "historical",
            "--historical for this call",
            "--rescue for this call",
        ),
    ],
)
def test_intent_says_what_and_why(mode, origin, detected, rescue, rescue_origin, intent, why, rescue_why):
    summary = intent_summary(
        historical=detected,
        historical_mode=mode,
        historical_origin=origin,
        rescue=rescue,
        rescue_origin=rescue_origin,
    )
    assert summary == {
        "intent": intent,
        "intent_why": why,
        "rescue": "on" if rescue else "off",
        "rescue_why": rescue_why,
    }


@pytest.mark.parametrize(
    "role,text,small",
    [
        ("assistant", "Happy new year!", True),
        ("assistant", "Thanks, you too! Have a great day :)", True),
        ("assistant", "You're welcome 😊", True),
        ("assistant", "Glad I could help!", True),
        ("assistant", "Sure, noted.", True),
        ("assistant", "Happy new year! Your flight to Oslo leaves at 9.", False),
        ("assistant", "Tromsø is north of the Arctic Circle.", False),
        ("user", "Happy new year!", False),  # what people say is never dropped as small talk
        ("user", "Thanks!", False),
        (None, "Thanks!", False),
    ],
)
def test_small_talk_rule(role, text, small):
    assert is_small_talk(role, text) is small


def _c(kind, cid, turns=(), said=False):
    return Candidate(kind=kind, id=cid, text=f"{kind}{cid}", cost=1, source_turn_ids=turns, said=said)


@pytest.mark.parametrize(
    "items,small,expected",
    [
        ([_c("source", 1), _c("entry", 7, (2,)), _c("source", 3)], {1}, [7, 3, 1]),
        ([_c("entry", 8, (4,), said=True), _c("entry", 9, (5,))], {4}, [9, 8]),
        ([_c("entry", 8, (4,), said=False), _c("entry", 9, (5,))], {4}, [8, 9]),  # facts are never moved
        ([_c("source", 1), _c("source", 2)], set(), [1, 2]),
    ],
)
def test_small_talk_goes_behind_facts_keeping_order(items, small, expected):
    assert [c.id for c in small_talk_last(items, small)] == expected


@pytest.mark.parametrize(
    "flags,tty,expected",
    [
        ({}, True, "table"),
        ({}, False, "tsv"),
        ({"csv": True}, True, "csv"),
        ({"nl": True}, False, "nl"),
        ({"as_json": True, "csv": True}, False, "json"),
        ({"tsv": True}, True, "tsv"),
    ],
)
def test_listing_format_choice(flags, tty, expected):
    from memcli.render import choose_format

    assert choose_format(is_tty=tty, **flags) == expected


def test_row_writers_parse_back():
    from memcli.render import rows_text

    rows = [
        {"id": 1, "text": "tab\there, line\nbreak", "turns": [3, 4]},
        {"id": 2, "text": 'a "quote", comma', "turns": []},
    ]
    columns = ["id", "text", "turns"]
    tsv = rows_text(columns, rows, "tsv")
    assert len(tsv.splitlines()) == 3
    parsed = list(csv.DictReader(io.StringIO(tsv), delimiter="\t", quoting=csv.QUOTE_NONE))
    assert parsed[0]["text"] == "tab here, line break" and parsed[0]["turns"] == "3,4"
    parsed = list(csv.DictReader(io.StringIO(rows_text(columns, rows, "csv"))))
    assert parsed[1]["text"] == 'a "quote", comma'
    assert [json.loads(line)["id"] for line in rows_text(columns, rows, "nl").splitlines()] == [1, 2]
    assert json.loads(rows_text(columns, rows, "json"))[0]["turns"] == [3, 4]


@pytest.mark.parametrize(
    "value,expected",
    [
        ("2024-03-10T09:02:00+00:00", "2024-03-10 09:02"),
        ("2024-03-10", "2024-03-10"),
        (None, ""),
        ("yesterday", "yesterday"),
    ],
)
def test_short_date(value, expected):
    from memcli.render import short_date

    assert short_date(value) == expected


@pytest.mark.parametrize(
    "args,expected",
    [
        (["slots", "--db", "x.db"], ["--db", "x.db", "slots"]),
        (["--db", "x.db", "slots"], ["--db", "x.db", "slots"]),
        (["ask", "q", "--db=y.db", "--json"], ["--db", "y.db", "ask", "q", "--json"]),
        (["ask", "--", "--db"], ["ask", "--", "--db"]),
        (["slots"], ["slots"]),
    ],
)
def test_db_option_is_accepted_anywhere(args, expected):
    from memcli.cli import hoist_db_option

    assert hoist_db_option(args) == expected


@pytest.mark.parametrize(
    "secret,shown", [("sk-abcdefghijklmnop", "sk-…mnop"), ("short", "…"), ("sk-12345678", "sk-…5678")]
)
def test_secrets_are_masked(secret, shown):
    from memcli.settings import mask

    assert mask(secret) == shown

"""Stored token counts (issue 10): what ingest stores is what packing would have counted."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memcli import tokens
from memcli.recall import shown_text
from memcli.types import Turn


def direct(text: str, speaker: str | None) -> int:
    return tokens.count(f"{speaker}: {text}" if speaker else text)


@pytest.mark.parametrize(
    ("speaker", "text"),
    [
        ("Odile", "I moved to Porto last week."),
        ("Odile", ""),
        ("Odile", " leading space"),
        ("Odile", "  two leading spaces"),
        ("Odile", "\nnewline first"),
        ("Odile", '"Quoted" start, then words'),
        ("Odile", "123 numbers first and more"),
        ("Odile", "Élodie's café opened"),
        ("Dr. Brandt", "ok"),
        ("Bo ", "space in the speaker"),
        ("Kai:", "colon in the speaker"),
        ("", "empty speaker shows the text alone"),
        (None, "no speaker"),
        ("Odile", "word  double  spaces  inside"),
        ("Odile", "tab\tthen words"),
        ("Odile", "I'm sure it's fine"),
        ("Odile", "日本語 text"),
    ],
)
def test_shown_count_equals_counting_the_shown_text(speaker, text):
    assert tokens.shown_count(text, speaker, tokens.count(text)) == direct(text, speaker)


PIECES = [*"aZé 1.,:'\"\n\t-日", "I'm", " the", "s ", "  "]


@settings(max_examples=300, deadline=None)
@given(
    speaker=st.one_of(st.none(), st.text(min_size=1, max_size=12)),
    text=st.lists(st.sampled_from(PIECES), max_size=20).map("".join) | st.text(max_size=30),
)
def test_shown_count_is_exact_for_any_text(speaker, text):
    assert tokens.shown_count(text, speaker, tokens.count(text)) == direct(text, speaker)


def test_ingest_stores_the_shown_count_and_packing_uses_it(tmp_path, monkeypatch):
    from memcli import Memory
    from memcli.archive import get_turns
    from memcli.recall import source_candidates

    chat = tmp_path / "c.jsonl"
    chat.write_text(
        '{"role": "user", "speaker": "Odile", "content": "I moved to Porto in May."}\n'
        '{"role": "assistant", "content": "Porto sounds lovely."}\n'
    )
    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.ingest(str(chat))
        turns = get_turns(memory.db, [1, 2])
    assert [t.shown_tokens for t in turns] == [tokens.count(shown_text(t)) for t in turns]

    def refuse(_texts):
        raise AssertionError("stored counts must be used")

    monkeypatch.setattr(tokens, "count_many", refuse)
    costs = [c.cost for c in source_candidates(turns)]
    assert costs == [t.shown_tokens + tokens.ENTRY_OVERHEAD for t in turns]
    # a turn stored before schema 5 has no shown count: it is counted when packed
    monkeypatch.undo()
    old = Turn(id=9, seq=9, session="s", text="I live in Lyon.", speaker="Odile")
    assert source_candidates([old])[0].cost == tokens.count("Odile: I live in Lyon.") + tokens.ENTRY_OVERHEAD

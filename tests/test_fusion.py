"""Fusing the entry ranking with archive turns before packing (issue 8 item 5: the pack keeps the
words of the turn that answers). People, places and sentences here are invented for these tests.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from memcli import context
from memcli.pack import FUSION_K, Candidate, evidence_key, fuse, not_drawn_into_facts


def entry(i: int, *, said_turn: int | None = None) -> Candidate:
    return Candidate(
        kind="entry",
        id=i,
        text=f"entry {i}",
        cost=10,
        said=said_turn is not None,
        source_turn_ids=(said_turn,) if said_turn is not None else (),
    )


def turn(i: int) -> Candidate:
    return Candidate(kind="source", id=i, text=f"turn {i}", cost=10, source_turn_ids=(i,))


def fillers(start: int, n: int) -> list[Candidate]:
    """Entries that no other list ranks, to push an item down to a given rank."""
    return [entry(start + n) for n in range(n)]


def test_fusion_k_is_pinned():
    assert FUSION_K == 10


@pytest.mark.parametrize(
    ("rank_in_both", "ahead"),
    [
        # 2/(k+r) against 1/(k+1): ranked r in two lists beats first in one while r < k + 2
        (11, True),
        (13, False),
    ],
)
def test_what_two_lists_rank_beats_the_head_of_one(rank_in_both, ahead):
    lone_head = entry(1)
    shared = entry(2, said_turn=500)
    entries = [lone_head, *fillers(100, rank_in_both - 2), shared]
    turns = [turn(n) for n in range(900, 900 + rank_in_both - 1)] + [turn(500)]
    order = fuse([(entries, 1.0), (turns, 1.0)])
    ids = [evidence_key(c) for c in order]
    assert (ids.index(("turn", 500)) < ids.index(("entry", 1))) is ahead


@pytest.mark.parametrize(
    ("items", "expected"),
    [
        ([entry(1)], ("entry", 1)),
        ([entry(1, said_turn=7)], ("turn", 7)),  # a turn kept whole is that turn
        ([turn(7)], ("turn", 7)),
    ],
)
def test_evidence_key(items, expected):
    assert evidence_key(items[0]) == expected


def test_a_kept_turn_and_the_same_archive_turn_are_one_item_the_entry():
    kept = entry(3, said_turn=7)
    order = fuse([([kept], 1.0), ([turn(7), turn(8)], 1.0)])
    assert [(c.kind, c.id) for c in order] == [("entry", 3), ("source", 8)]


def test_a_repeated_item_counts_once_per_list():
    order = fuse([([entry(1), entry(1), entry(2)], 1.0), ([entry(2)], 1.0)])
    assert [c.id for c in order] == [2, 1]


@pytest.mark.parametrize(
    ("turn_rank", "entry_rank", "turn_first"),
    [
        (1, 2, True),  # the best turn by BM25 goes before the second entry …
        (2, 1, False),  # … and after the best entry: the two lists weigh the same
    ],
)
def test_turns_and_entries_weigh_alike(turn_rank, entry_rank, turn_first):
    assert context.ENTRY_LIST_WEIGHT == context.TURN_LIST_WEIGHT == 1.0
    entries = [*fillers(100, entry_rank - 1), entry(1)]
    turns = [*[turn(900 + n) for n in range(turn_rank - 1)], turn(5)]
    order = fuse([(entries, context.ENTRY_LIST_WEIGHT), (turns, context.TURN_LIST_WEIGHT)])
    keys = [evidence_key(c) for c in order]
    assert (keys.index(("turn", 5)) < keys.index(("entry", 1))) is turn_first


@pytest.mark.parametrize(
    ("entry_rank", "neighbour_first"),
    [
        # the first neighbour (weight 0.5: 0.5/11) sits between the 11th entry (1/21) and the 13th (1/23)
        (11, False),
        (13, True),
    ],
)
def test_a_neighbour_counts_half(entry_rank, neighbour_first):
    entries = [*fillers(100, entry_rank - 1), entry(1)]
    order = fuse([(entries, context.ENTRY_LIST_WEIGHT), ([turn(5)], context.NEIGHBOUR_WEIGHT)])
    keys = [evidence_key(c) for c in order]
    assert (keys.index(("turn", 5)) < keys.index(("entry", 1))) is neighbour_first


@pytest.mark.parametrize(
    ("said_at", "lends"),
    [
        (0, True),
        (19, True),  # the 20th entry still lends its neighbours …
        (20, False),  # … the 21st does not
    ],
)
def test_neighbour_heads_are_the_kept_turns_among_the_first_entries(said_at, lends):
    order = fillers(100, 30)
    order[said_at] = entry(1, said_turn=77)
    assert (context.neighbour_heads(order) == [77]) is lends


def test_a_fact_lends_no_neighbours():
    fact = Candidate(kind="entry", id=1, text="Oren | employer | Quillfeather", cost=10, source_turn_ids=(9,))
    assert context.neighbour_heads([fact]) == []


def fact(i: int, turn_id: int) -> Candidate:
    return Candidate(kind="entry", id=i, text=f"fact {i}", cost=10, source_turn_ids=(turn_id,))


@pytest.mark.parametrize(
    ("entries", "kept"),
    [
        ([], [7, 8]),
        ([fact(1, 7)], [8]),  # a fact drawn from turn 7 stands for it
        ([entry(1, said_turn=7)], [7, 8]),  # a turn kept whole is no fact
        ([fact(1, 7), fact(2, 8)], []),
    ],
)
def test_turns_drawn_into_facts_leave(entries, kept):
    assert [c.id for c in not_drawn_into_facts([turn(7), turn(8)], entries)] == kept


def test_entries_pass_through_whatever_they_cite():
    items = [fact(1, 7), entry(2, said_turn=7)]
    assert not_drawn_into_facts(items, items) == items


# --- on a memory ----------------------------------------------------------------------------


def _line(session: str, speaker: str, text: str, day: int) -> dict:
    return {
        "session": session,
        "timestamp": f"2025-03-{day:02d}T10:00:00",
        "role": "user",
        "speaker": speaker,
        "content": text,
    }


@pytest.fixture
def potter(cli, tmp_path):
    """Tomas talks about his studio every day; the reply that says how the fair went shares no
    word with the question but sits right after Lena's question about it."""
    lines = []
    for day in range(1, 13):
        lines += [
            _line(
                f"s{day}",
                "Tomas",
                f"The pottery studio kept me busy on day {day}, glazing and trimming.",
                day,
            ),
            _line(
                f"s{day}",
                "Lena",
                f"Your pottery studio sounds lovely, Tomas. Did the kiln behave on day {day}?",
                day,
            ),
            _line(f"s{day}", "Tomas", "Mostly, the kiln only cracked one bowl.", day),
        ]
    lines += [
        _line("s20", "Lena", "Tomas, how did the craft fair in Ghent go for the pottery studio?", 20),
        _line(
            "s20", "Tomas", "Honestly thrilled! We sold out before lunch and got two wholesale orders.", 20
        ),
        _line("s20", "Lena", "That is wonderful news.", 20),
    ]
    history = tmp_path / "chat.jsonl"
    history.write_text("\n".join(json.dumps(x) for x in lines))
    assert cli("ingest", str(history)).exit_code == 0
    assert cli("curate").exit_code == 0
    from memcli import Memory

    with Memory(tmp_path / "memory.db") as memory:
        yield memory


QUESTION = "How did Tomas feel about the craft fair for his pottery studio?"
REPLY = "Honestly thrilled!"


def _packed_texts(memory, **overrides) -> list[str]:
    options = replace(memory.options(), budget=200, **overrides)
    return [c.text for c in context.build_context(memory.db, QUESTION, options).items]


def test_the_reply_beside_a_matching_turn_is_packed(potter):
    assert any(REPLY in text for text in _packed_texts(potter))


def test_without_fusion_the_reply_is_crowded_out(potter):
    assert not any(REPLY in text for text in _packed_texts(potter, fusion=False))


def test_no_fill_means_no_archive_turns_at_all(potter):
    result = context.build_context(potter.db, QUESTION, replace(potter.options(), budget=200, fill=False))
    assert all(c.kind == "entry" for c in result.items)


def test_neighbour_candidates_stay_in_the_session_and_skip_the_given_turns(potter):
    from memcli.recall import neighbour_candidates

    ids = {text: tid for tid, text in potter.db.execute("SELECT id, text FROM turns")}
    asked = ids["Tomas, how did the craft fair in Ghent go for the pottery studio?"]
    reply = next(tid for text, tid in ids.items() if text.startswith(REPLY))
    first = ids["The pottery studio kept me busy on day 1, glazing and trimming."]
    got = neighbour_candidates(potter.db, [asked, reply, first])
    texts = [c.text for c in got]
    assert texts == [
        "Lena: That is wonderful news.",  # after the reply; the reply itself is a given turn
        "Lena: Your pottery studio sounds lovely, Tomas. Did the kiln behave on day 1?",
    ]  # nothing before the first turn of session s1, nothing across sessions
    assert got[0].why == f"next to turn {reply}"

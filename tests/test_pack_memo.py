"""A question asked again of an unchanged memory gets the pack built the first time
(memcli.pack_memo): kept by question, options and date; dropped by any write (a new question's
cached evidence too); never kept when a model takes part or the pack warns."""

from __future__ import annotations

import dataclasses
import json
from datetime import date

import pytest

import memcli.memory as memory_module
from memcli import Memory, pack_memo
from memcli.context import PackResult, UseOptions
from memcli.pack import Candidate
from memcli.pack_memo import PackMemo, keepable, memo_key

TURNS = [
    ("user", "hey, rosalind here. just started at a bakery called crumb & co in leith"),
    ("assistant", "Congrats on the new job, Rosalind!"),
    ("user", "my flatmate orla keeps borrowing my bike lol"),
    ("user", "update: left crumb & co, i'm at the harbour deli now"),
]


def _history(tmp_path, turns=TURNS, name="chat.jsonl"):
    path = tmp_path / name
    lines = [
        {"session": 1, "timestamp": f"2025-03-0{i + 1}T10:00:00", "role": role, "content": text}
        for i, (role, text) in enumerate(turns)
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    return path


@pytest.fixture
def mem(tmp_path):
    with Memory(tmp_path / "memory.db", create=True) as m:
        m.ingest(str(_history(tmp_path)))
        m.curate()
        yield m


@pytest.fixture
def builds(monkeypatch):
    """How many packs were built (not handed back)."""
    calls = []
    real = memory_module.build_context

    def counted(*args, **kwargs):
        calls.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(memory_module, "build_context", counted)
    return calls


def _same(a: PackResult, b: PackResult) -> bool:
    return dataclasses.asdict(a) == dataclasses.asdict(b)


def test_a_repeated_question_is_not_built_again(mem, builds):
    first = mem.pack("where does rosalind work now")
    second = mem.pack("where does rosalind work now")
    assert builds == ["where does rosalind work now"]
    assert _same(first, second)


def test_the_pack_handed_back_equals_one_built_anew(mem, builds):
    kept = [mem.pack(q) for q in ("where does rosalind work now", "who borrows my bike")]
    again = [mem.pack(q) for q in ("where does rosalind work now", "who borrows my bike")]
    mem.clear_kept_packs()
    built = [mem.pack(q) for q in ("where does rosalind work now", "who borrows my bike")]
    assert all(_same(a, b) and _same(a, c) for a, b, c in zip(kept, again, built, strict=True))
    assert len(builds) == 4  # two, then none, then two again


def test_a_new_questions_evidence_drops_the_packs_before_it(mem, builds):
    """Its rows change every word's rarity (rank.rarity), so every pack's scores: kept packs go."""
    rules = mem.options(curator="rules")  # the curator that caches a new question's evidence
    mem.pack("where does rosalind work now", rules)
    mem.pack("where does rosalind work now", rules)  # nothing written between: handed back
    mem.pack("who is orla", rules)  # new: its evidence is cached
    mem.pack("where does rosalind work now", rules)
    assert builds == ["where does rosalind work now", "who is orla", "where does rosalind work now"]


MORE = [("user", "new job again: the quay cafe")]


@pytest.mark.parametrize(
    "write",
    [
        pytest.param(lambda m, tmp: m.set_setting("user.name", "Ros"), id="a setting"),
        pytest.param(lambda m, tmp: m.ingest(str(_history(tmp, MORE, "more.jsonl"))), id="new turns"),
        pytest.param(lambda m, tmp: m.curate(), id="curation with nothing new: no write, kept"),
    ],
)
def test_a_write_through_this_memory_builds_it_again(mem, builds, tmp_path, write, request):
    mem.pack("where does rosalind work now")
    write(mem, tmp_path)
    mem.pack("where does rosalind work now")
    kept = "no write" in request.node.callspec.id
    assert len(builds) == (1 if kept else 2)


def test_a_write_by_another_connection_builds_it_again(mem, builds, tmp_path):
    mem.pack("where does rosalind work now")
    with Memory(tmp_path / "memory.db") as other:
        other.set_setting("user.name", "Ros")
    mem.pack("where does rosalind work now")
    assert len(builds) == 2


def test_new_turns_reach_the_next_pack(mem, tmp_path):
    before = mem.pack("what is my dog called")
    with Memory(tmp_path / "memory.db") as other:
        other.ingest(str(_history(tmp_path, [("user", "we adopted a greyhound called pickle")], "dog.jsonl")))
    after = mem.pack("what is my dog called")
    assert not any("pickle" in c.text for c in before.items)
    assert any("pickle" in c.text for c in after.items)


def test_a_changed_pack_changes_nothing_kept(mem):
    first = mem.pack("where does rosalind work now")
    first.items[0].text = "scribbled over"
    first.items.clear()
    first.warnings.append("scribbled")
    again = mem.pack("where does rosalind work now")
    assert again.items and all(c.text != "scribbled over" for c in again.items)
    assert again.warnings == []


BASE = UseOptions()


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        (("q", BASE), ("q", BASE), True),
        (("q", BASE), ("q", dataclasses.replace(BASE, on_progress=print)), True),  # how progress shows
        (("q", BASE), ("q ", BASE), False),
        (("q", BASE), ("q", dataclasses.replace(BASE, budget=500)), False),
        (("q", BASE), ("q", dataclasses.replace(BASE, historical="on")), False),
        # the intent line says where rescue came from
        (("q", BASE), ("q", dataclasses.replace(BASE, rescue_origin="flag")), False),
        (("q", BASE), ("q", dataclasses.replace(BASE, until_seq=3)), False),
        (("q", BASE), ("q", dataclasses.replace(BASE, curator="rules")), False),
    ],
)
def test_what_a_pack_is_kept_by(a, b, same):
    assert (memo_key(*a) == memo_key(*b)) is same


@pytest.mark.parametrize("model", ["curator_model", "select_model"])
def test_a_pack_a_model_takes_part_in_is_never_kept(model):
    assert memo_key("q", dataclasses.replace(BASE, **{model: object()})) is None


def test_an_unhashable_option_keeps_nothing():
    assert memo_key("q", dataclasses.replace(BASE, on_progress=None, until_seq=[3])) is None


def test_the_date_is_part_of_the_key(monkeypatch):
    today = memo_key("q", BASE)

    class Tomorrow(date):
        @classmethod
        def today(cls):
            return date(2999, 1, 1)

    monkeypatch.setattr(pack_memo, "date", Tomorrow)
    assert memo_key("q", BASE) != today


def _result(**changes) -> PackResult:
    base = PackResult(
        query="q", items=[], used=0, budget=10, historical=False, rescue=True, view_id=1, selection="x"
    )
    return dataclasses.replace(base, **changes)


@pytest.mark.parametrize(
    ("result", "kept"),
    [
        (_result(), True),
        (_result(warnings=["the memory was busy: the view was not caught up"]), False),
        (_result(unsaved=[object()]), False),
    ],
)
def test_which_packs_are_kept(result, kept):
    assert keepable(result) is kept


def test_the_oldest_used_pack_is_dropped_first():
    memo = PackMemo(size=2)
    item = Candidate(kind="entry", id=1, text="t", cost=3)
    for key in ("a", "b"):
        memo.put((key,), (1, 0), _result(items=[item]))
    assert memo.get(("a",), (1, 0)) is not None  # "a" used: "b" is now the oldest
    memo.put(("c",), (1, 0), _result())
    assert memo.get(("b",), (1, 0)) is None
    assert memo.get(("a",), (1, 0)) is not None and memo.get(("c",), (1, 0)) is not None


def test_a_stale_stamp_drops_the_pack():
    memo = PackMemo()
    memo.put(("a",), (1, 0), _result())
    assert memo.get(("a",), (2, 0)) is None
    assert memo.get(("a",), (1, 0)) is None  # gone, not only hidden


def test_a_pack_that_warns_is_built_again(mem, monkeypatch):
    calls = []
    real = memory_module.build_context

    def warning(*args, **kwargs):
        calls.append(1)
        result = real(*args, **kwargs)
        result.warnings.append("the memory was busy: 3 turns wait for `memcli curate`")
        return result

    monkeypatch.setattr(memory_module, "build_context", warning)
    mem.pack("where does rosalind work now")
    mem.pack("where does rosalind work now")
    assert len(calls) == 2

"""The packer: greedy in order, never over budget by tiktoken's own o200k count + 8 each."""

from __future__ import annotations

import tiktoken
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memcli import tokens
from memcli.pack import Candidate, Packed, collect, fill, pack


def cand(i, text, kind="entry", sources=()):
    return Candidate(kind=kind, id=i, text=text, cost=tokens.entry_cost(text), source_turn_ids=sources)


def test_greedy_skips_oversized_and_keeps_going():
    items = [cand(1, "short fact"), cand(2, "word " * 300), cand(3, "another short fact")]
    packed = pack(items, budget=40)
    assert [c.id for c in packed.items] == [1, 3]
    assert [c.id for c in packed.dropped] == [2]
    assert packed.used == items[0].cost + items[2].cost


def test_exact_fit_is_included():
    item = cand(1, "exactly this")
    assert pack([item], budget=item.cost).items == [item]
    assert pack([item], budget=item.cost - 1).items == []


def test_collect_admits_the_first_even_when_large_then_stops():
    big = cand(1, "word " * 50)
    small = cand(2, "tiny")
    assert [c.id for c in collect([big, small], limit=10)] == [1]
    assert [c.id for c in collect([small, big], limit=big.cost)] == [2]


def test_fill_skips_turns_already_cited():
    entry = cand(1, "Mira works at Beryl.", sources=(7,))
    turns = [cand(7, "I joined Beryl.", kind="source"), cand(8, "Beryl is in Lyon.", kind="source")]
    packed = fill(Packed(items=[entry], used=entry.cost), turns, budget=1000)
    assert [(c.kind, c.id) for c in packed.items] == [("entry", 1), ("source", 8)]


_encoding = tiktoken.get_encoding("o200k_base") if tokens.encoding() else None
texts = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=300)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(texts, min_size=0, max_size=40), st.integers(min_value=0, max_value=3000))
def test_pack_never_exceeds_the_budget_by_tiktoken_itself(entry_texts, budget):
    items = [cand(i, t) for i, t in enumerate(entry_texts)]
    packed = pack(items, budget)
    truth = sum(len(_encoding.encode(c.text, disallowed_special=())) + 8 for c in packed.items)
    assert truth == packed.used <= budget
    # greedy: anything left out did not fit at the moment it was considered
    assert len(packed.items) + len(packed.dropped) == len(items)

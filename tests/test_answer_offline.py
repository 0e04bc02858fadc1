"""The offline answerer: paths through the entry graph, cue words, conflicts, history, abstention."""

from __future__ import annotations

import pytest

from memcli.answer_offline import answer_offline
from memcli.curators.rules import RulesCurator
from memcli.materialize import materialize
from memcli.types import Entry, Turn, make_slot


def entry(eid: int, subject: str, relation: str, value: str, *, status: str = "active",
          superseded_by: int | None = None, order: int | None = None, scope: str = "") -> Entry:
    return Entry(id=eid, statement=f"{subject} {relation} {value}.", slot=make_slot(subject, relation, scope),
                 subject=subject, relation=relation, value=value, status=status, memory_type="semantic",
                 source_turn_ids=(eid,), superseded_by=superseded_by, order=eid if order is None else order,
                 scope=scope)


# The story of DESIGN.md and rd-forget Figure 1: Mira moved from Acme to Beryl; Beryl is in Lyon.
STORY = [
    entry(1, "Mira", "employer", "Acme", status="superseded", superseded_by=3),
    entry(2, "Acme", "located in", "Paris"),
    entry(3, "Mira", "employer", "Beryl"),
    entry(4, "Beryl", "located in", "Lyon"),
    entry(5, "Mira", "married to", "Ana"),
    entry(6, "Ana", "employer", "Globex"),
    entry(7, "Tom", "died in", "Oslo"),
    entry(8, "Apple", "ceo", "Tim Cook"),
    entry(9, "Mira", "manager", "Tom"),
]
CURRENT = [e for e in STORY if e.status == "active"]


@pytest.mark.parametrize(("question", "answer", "ids"), [
    ("Where does Mira work?", "Beryl", [3]),
    ("In which city is Mira's employer?", "Lyon", [3, 4]),
    ("in which city is mira's employer located", "Lyon", [3, 4]),
    ("Who is Mira's spouse?", "Ana", [5]),
    ("Who is Mira's wife?", "Ana", [5]),
    ("Where does the partner of Mira work?", "Globex", [5, 6]),
    ("Where did Mira's manager pass away?", "Oslo", [9, 7]),
    ("Which company is Tim Cook the CEO of?", "Apple", [8]),
    ("Who is the chief executive officer of Apple?", "Tim Cook", [8]),
])
def test_paths_through_the_entry_graph(question: str, answer: str, ids: list[int]) -> None:
    result = answer_offline(question, CURRENT)
    assert result.answer == answer, result.reason
    assert result.entry_ids == ids
    assert result.path and result.path[-1][2] == answer


def test_path_lists_each_hop() -> None:
    result = answer_offline("In which city is Mira's employer?", CURRENT)
    assert result.path == [("Mira", "employer", "Beryl"), ("Beryl", "located in", "Lyon")]
    assert "Mira" in result.reason and "Lyon" in result.reason


@pytest.mark.parametrize(("question", "answer", "ids"), [
    ("Where did Mira work before Beryl?", "Acme", [1, 3]),
    ("Where did Mira work previously?", "Acme", [1]),
    ("In which city was Mira's previous employer?", "Paris", [1, 2]),
])
def test_historical_questions_follow_replacement_links(question: str, answer: str, ids: list[int]) -> None:
    result = answer_offline(question, STORY, historical=True)
    assert result.answer == answer, result.reason
    assert result.entry_ids == ids


def test_historical_order_words() -> None:
    jobs = [entry(1, "Mira", "employer", "Acme", status="superseded", superseded_by=3),
            entry(2, "Mira", "employer", "Beryl", status="superseded", superseded_by=3),
            entry(3, "Mira", "employer", "Cobalt")]
    assert answer_offline("Where did Mira first work?", jobs, historical=True).answer == "Acme"
    assert answer_offline("Where did Mira work before Cobalt?", jobs, historical=True).answer == "Beryl"
    assert answer_offline("Where did Mira work before Beryl?", jobs, historical=True).answer == "Acme"
    assert answer_offline("Where did Mira work after Acme?", jobs, historical=True).answer == "Beryl"
    assert answer_offline("Where did Mira work previously?", jobs, historical=True).answer == "Beryl"


def test_current_questions_ignore_replaced_values() -> None:
    assert answer_offline("Where does Mira work?", STORY).answer == "Beryl"


def test_deprecated_values_only_without_an_active_one() -> None:
    entries = [entry(1, "Mira", "residence", "Lyon", status="deprecated"),
               entry(2, "Mira", "employer", "Acme")]
    assert answer_offline("Where does Mira live?", entries).answer == "Lyon"
    entries.append(entry(3, "Mira", "residence", "Porto"))
    assert answer_offline("Where does Mira live?", entries).answer == "Porto"


def test_conflicting_active_values_are_not_guessed() -> None:
    entries = [entry(1, "Mira", "employer", "Acme"), entry(2, "Mira", "employer", "Beryl"),
               entry(3, "Beryl", "located in", "Lyon")]
    result = answer_offline("Where does Mira work?", entries)
    assert result.answer is None
    assert result.reason.startswith("conflicting values in memory")
    assert "Acme" in result.reason and "Beryl" in result.reason
    assert sorted(result.entry_ids) == [1, 2]
    chained = answer_offline("In which city is Mira's employer?", entries)
    assert chained.answer is None and chained.reason.startswith("conflicting values in memory")


def test_a_repeated_value_is_no_conflict() -> None:
    entries = [entry(1, "Mira", "employer", "Acme"), entry(2, "Mira", "employer", "acme")]
    assert answer_offline("Where does Mira work?", entries).answer == "acme"


def test_multi_valued_relations_are_listed_not_conflicts() -> None:
    entries = [entry(1, "Mira", "visited", "Paris", scope="paris"),
               entry(2, "Mira", "visited", "Rome", scope="rome"),
               entry(3, "Mira", "preference", "green tea", scope="tea"),
               entry(4, "Mira", "preference", "jazz", scope="jazz"),
               entry(5, "Mira", "preference", "not coffee", scope="coffee")]
    visited = answer_offline("Which cities did Mira visit?", entries)
    assert visited.answer == "Rome; Paris" and visited.entry_ids == [2, 1]
    assert answer_offline("What tea does Mira like?", entries).answer == "green tea"
    assert answer_offline("What does Mira dislike?", entries).answer == "not coffee"


@pytest.mark.parametrize("question", [
    "What is Mira's shoe size?",      # relation words nothing accounts for
    "Where does Zed work?",           # no entity memory holds
    "Mira?",                          # nothing asked about the entity
    "Where does Miranda work?",       # whole words only: "Mira" is not "Miranda"
])
def test_abstains_when_memory_does_not_hold_the_answer(question: str) -> None:
    result = answer_offline(question, CURRENT)
    assert result.answer is None
    assert result.reason.startswith("not in memory")
    assert result.entry_ids == []


@pytest.mark.parametrize(("question", "entries"), [
    # the path stops one hop short of what the question's head asks for
    ("What is the capital of the country where Mira is a citizen?",
     [entry(1, "Mira", "citizen of", "France")]),
    # an answer type the last relation's values cannot have
    ("Which city is Mira's employer in?", [entry(1, "Mira", "employer", "Acme")]),
])
def test_abstains_when_the_path_stops_short_of_the_question(question: str, entries: list[Entry]) -> None:
    result = answer_offline(question, entries)
    assert result.answer is None
    assert result.reason.startswith("not in memory")


def test_abstains_on_an_empty_view() -> None:
    assert answer_offline("Where does Mira work?", []).answer is None


def test_a_one_word_name_that_is_a_relation_word_still_counts_as_that_word() -> None:
    entries = [*CURRENT, entry(20, "Mira", "favorite topic", "work")]
    assert answer_offline("Where does Mira work?", entries).answer == "Beryl"


def test_longest_entity_first() -> None:
    entries = [entry(1, "Apple Inc.", "ceo", "Tim Cook"), entry(2, "Apple", "capital", "Nowhere")]
    assert answer_offline("Who is the CEO of Apple Inc.?", entries).answer == "Tim Cook"


def test_speaker_resolves_first_person_questions() -> None:
    assert answer_offline("Where do I work?", CURRENT, speaker="Mira").answer == "Beryl"
    assert answer_offline("Where do I work?", CURRENT).answer is None


@pytest.mark.parametrize(("question", "answer"), [
    ("In what location did the spouse of Tom pass away?", "Bergen"),
    ("What is the country of citizenship of the spouse of the author of Some Book?", "Chile"),
    ("Which country was the sport played by Kim created in?", "Norway"),
    ("Where was Nordco founded?", "Tromsø"),
    ("Who founded Nordco?", "Ola Nordmann"),
])
def test_cue_words_meet_relations(question: str, answer: str) -> None:
    entries = [entry(1, "Tom", "married to", "Eva"), entry(2, "Eva", "died in", "Bergen"),
               entry(3, "Some Book", "author", "Pat"), entry(4, "Pat", "married to", "Lee"),
               entry(5, "Lee", "citizen of", "Chile"), entry(6, "Kim", "sport", "skiing"),
               entry(7, "skiing", "created in country", "Norway"), entry(8, "Nordco", "founded in", "Tromsø"),
               entry(9, "Nordco", "founded by", "Ola Nordmann")]
    assert answer_offline(question, entries).answer == answer


def test_end_to_end_from_conversation_turns() -> None:
    texts = ["I work at Acme.", "Acme is based in Paris.", "Big news: I accepted an offer from Beryl!",
             "Beryl is located in Lyon.", "My wife is Ana."]
    turns = [Turn(id=n, seq=n, session="s", text=t, speaker="Mira", role="user")
             for n, t in enumerate(texts, 1)]
    entries = materialize(RulesCurator().curate(turns))
    active = [e for e in entries if e.status == "active"]
    assert answer_offline("Where does Mira work?", active).answer == "Beryl"
    assert answer_offline("In which city is Mira's employer?", active).answer == "Lyon"
    assert answer_offline("Where did Mira work before Beryl?", entries, historical=True).answer == "Acme"
    assert answer_offline("Who is Mira married to?", active).answer == "Ana"

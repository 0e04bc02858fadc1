"""The offline answerer: paths through the entry graph, cue words, conflicts, history, abstention."""

from __future__ import annotations

import pytest

from memcli.answer_offline import answer_offline
from memcli.curators.rules import RulesCurator
from memcli.materialize import materialize
from memcli.types import Entry, Turn, make_slot


def entry(
    eid: int,
    subject: str,
    relation: str,
    value: str,
    *,
    status: str = "active",
    superseded_by: int | None = None,
    order: int | None = None,
    scope: str = "",
) -> Entry:
    return Entry(
        id=eid,
        statement=f"{subject} {relation} {value}.",
        slot=make_slot(subject, relation, scope),
        subject=subject,
        relation=relation,
        value=value,
        status=status,
        memory_type="semantic",
        source_turn_ids=(eid,),
        superseded_by=superseded_by,
        order=eid if order is None else order,
        scope=scope,
    )


# The story of DESIGN.md and rd-forget Figure 1: Mira moved from Acme to Beryl; Beryl is in Lyon.
STORY = [
    entry(1, "Mira", "employer", "Acme", status="superseded", superseded_by=3),
    entry(2, "Acme", "located in", "Paris"),
    entry(3, "Mira", "employer", "Beryl"),
    entry(4, "Beryl", "located in", "Lyon"),
    entry(5, "Mira", "married to", "Ana"),
    entry(6, "Ana", "employer", "Globex"),
    entry(7, "Tom", "died in", "Oslo"),
    entry(8, "Quillmark", "ceo", "Dana Frost"),
    entry(9, "Mira", "manager", "Tom"),
]
CURRENT = [e for e in STORY if e.status == "active"]


@pytest.mark.parametrize(
    ("question", "answer", "ids"),
    [
        ("Where does Mira work?", "Beryl", [3]),
        ("In which city is Mira's employer?", "Lyon", [3, 4]),
        ("in which city is mira's employer located", "Lyon", [3, 4]),
        ("Who is Mira's spouse?", "Ana", [5]),
        ("Who is Mira's wife?", "Ana", [5]),
        ("Where does the partner of Mira work?", "Globex", [5, 6]),
        ("Where did Mira's manager pass away?", "Oslo", [9, 7]),
        ("Which company is Dana Frost the CEO of?", "Quillmark", [8]),
        ("Who is the chief executive officer of Quillmark?", "Dana Frost", [8]),
    ],
)
def test_paths_through_the_entry_graph(question: str, answer: str, ids: list[int]) -> None:
    result = answer_offline(question, CURRENT)
    assert result.answer == answer, result.reason
    assert result.entry_ids == ids
    assert result.path and result.path[-1][2] == answer


def test_path_lists_each_hop() -> None:
    result = answer_offline("In which city is Mira's employer?", CURRENT)
    assert result.path == [("Mira", "employer", "Beryl"), ("Beryl", "located in", "Lyon")]
    assert "Mira" in result.reason and "Lyon" in result.reason


@pytest.mark.parametrize(
    ("question", "answer", "ids"),
    [
        ("Where did Mira work before Beryl?", "Acme", [1, 3]),
        ("Where did Mira work previously?", "Acme", [1]),
        ("In which city was Mira's previous employer?", "Paris", [1, 2]),
    ],
)
def test_historical_questions_follow_replacement_links(question: str, answer: str, ids: list[int]) -> None:
    result = answer_offline(question, STORY, historical=True)
    assert result.answer == answer, result.reason
    assert result.entry_ids == ids


def test_historical_order_words() -> None:
    jobs = [
        entry(1, "Mira", "employer", "Acme", status="superseded", superseded_by=3),
        entry(2, "Mira", "employer", "Beryl", status="superseded", superseded_by=3),
        entry(3, "Mira", "employer", "Cobalt"),
    ]
    assert answer_offline("Where did Mira first work?", jobs, historical=True).answer == "Acme"
    assert answer_offline("Where did Mira work before Cobalt?", jobs, historical=True).answer == "Beryl"
    assert answer_offline("Where did Mira work before Beryl?", jobs, historical=True).answer == "Acme"
    assert answer_offline("Where did Mira work after Acme?", jobs, historical=True).answer == "Beryl"
    assert answer_offline("Where did Mira work previously?", jobs, historical=True).answer == "Beryl"


def test_current_questions_ignore_replaced_values() -> None:
    assert answer_offline("Where does Mira work?", STORY).answer == "Beryl"


def test_deprecated_values_only_without_an_active_one() -> None:
    entries = [
        entry(1, "Mira", "residence", "Lyon", status="deprecated"),
        entry(2, "Mira", "employer", "Acme"),
    ]
    assert answer_offline("Where does Mira live?", entries).answer == "Lyon"
    entries.append(entry(3, "Mira", "residence", "Porto"))
    assert answer_offline("Where does Mira live?", entries).answer == "Porto"


def test_conflicting_active_values_are_not_guessed() -> None:
    entries = [
        entry(1, "Mira", "employer", "Acme"),
        entry(2, "Mira", "employer", "Beryl"),
        entry(3, "Beryl", "located in", "Lyon"),
    ]
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
    entries = [
        entry(1, "Mira", "visited", "Paris", scope="paris"),
        entry(2, "Mira", "visited", "Rome", scope="rome"),
        entry(3, "Mira", "preference", "green tea", scope="tea"),
        entry(4, "Mira", "preference", "jazz", scope="jazz"),
        entry(5, "Mira", "preference", "not coffee", scope="coffee"),
    ]
    visited = answer_offline("Which cities did Mira visit?", entries)
    assert visited.answer == "Rome; Paris" and visited.entry_ids == [2, 1]
    assert answer_offline("What tea does Mira like?", entries).answer == "green tea"
    assert answer_offline("What does Mira dislike?", entries).answer == "not coffee"


@pytest.mark.parametrize(
    "question",
    [
        "What is Mira's shoe size?",  # relation words nothing accounts for
        "Where does Zed work?",  # no entity memory holds
        "Mira?",  # nothing asked about the entity
        "Where does Miranda work?",  # whole words only: "Mira" is not "Miranda"
    ],
)
def test_abstains_when_memory_does_not_hold_the_answer(question: str) -> None:
    result = answer_offline(question, CURRENT)
    assert result.answer is None
    assert result.reason.startswith("not in memory")
    assert result.entry_ids == []


@pytest.mark.parametrize(
    ("question", "entries"),
    [
        # the path stops one hop short of what the question's head asks for
        (
            "What is the capital of the country where Mira is a citizen?",
            [entry(1, "Mira", "citizen of", "France")],
        ),
        # an answer type the last relation's values cannot have
        ("Which city is Mira's employer in?", [entry(1, "Mira", "employer", "Acme")]),
    ],
)
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
    entries = [entry(1, "Quillmark Inc.", "ceo", "Dana Frost"), entry(2, "Quillmark", "capital", "Nowhere")]
    assert answer_offline("Who is the CEO of Quillmark Inc.?", entries).answer == "Dana Frost"


def test_speaker_resolves_first_person_questions() -> None:
    assert answer_offline("Where do I work?", CURRENT, speaker="Mira").answer == "Beryl"
    assert answer_offline("Where do I work?", CURRENT).answer is None


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("In what location did the spouse of Tom pass away?", "Bergen"),
        ("Which country is the wife of the writer of Some Book a citizen of?", "Chile"),
        ("Which country was the sport played by Kim created in?", "Norway"),
        ("Where was Nordco founded?", "Tromsø"),
        ("Who founded Nordco?", "Ola Nordmann"),
    ],
)
def test_cue_words_meet_relations(question: str, answer: str) -> None:
    entries = [
        entry(1, "Tom", "married to", "Eva"),
        entry(2, "Eva", "died in", "Bergen"),
        entry(3, "Some Book", "author", "Pat"),
        entry(4, "Pat", "married to", "Lee"),
        entry(5, "Lee", "citizen of", "Chile"),
        entry(6, "Kim", "sport", "skiing"),
        entry(7, "skiing", "created in country", "Norway"),
        entry(8, "Nordco", "founded in", "Tromsø"),
        entry(9, "Nordco", "founded by", "Ola Nordmann"),
    ]
    assert answer_offline(question, entries).answer == answer


def test_end_to_end_from_conversation_turns() -> None:
    texts = [
        "I work at Acme.",
        "Acme is based in Paris.",
        "Big news: I accepted an offer from Beryl!",
        "Beryl is located in Lyon.",
        "My wife is Ana.",
    ]
    turns = [
        Turn(id=n, seq=n, session="s", text=t, speaker="Mira", role="user") for n, t in enumerate(texts, 1)
    ]
    entries = materialize(RulesCurator().curate(turns))
    active = [e for e in entries if e.status == "active"]
    assert answer_offline("Where does Mira work?", active).answer == "Beryl"
    assert answer_offline("In which city is Mira's employer?", active).answer == "Lyon"
    assert answer_offline("Where did Mira work before Beryl?", entries, historical=True).answer == "Acme"
    assert answer_offline("Who is Mira married to?", active).answer == "Ana"


# --- Support by statement: conversational (episodic) entries -------------------------------------


def said(eid: int, speaker: str, sentence: str, when: str) -> Entry:
    return Entry(
        id=eid,
        statement=f"{speaker}: {sentence}",
        slot=make_slot(speaker, "said", sentence),
        subject=speaker,
        relation="said",
        value=sentence,
        status="active",
        memory_type="episodic",
        source_turn_ids=(eid,),
        order=eid,
        scope=sentence,
        valid_at=when,
    )


def event(eid: int, subject: str, relation: str, value: str, statement: str, when: str | None) -> Entry:
    return Entry(
        id=eid,
        statement=statement,
        slot=make_slot(subject, relation, value),
        subject=subject,
        relation=relation,
        value=value,
        status="active",
        memory_type="episodic",
        source_turn_ids=(eid,),
        order=eid,
        scope=value,
        valid_at=when,
    )


CHAT = [
    event(1, "Lena", "visited", "a chess club", "Lena went to a chess club.", "2023-05-07"),
    event(2, "Omar", "event", "painted a harbor at dawn", "Omar painted a harbor at dawn (2021).", "2021"),
    said(3, "Lena", "The chess club has made me feel welcome.", "2023-05-08T13:56:00"),
    said(4, "Omar", "Hey Lena!", "2023-05-08T13:56:00"),
    said(5, "Lena", "Researching sailing schools — it's been a dream to learn.", "2023-05-25T13:14:00"),
    said(6, "Omar", "What motivated you to learn sailing?", "2023-05-25T13:14:00"),
    said(
        7,
        "Lena",
        "I'm passionate about building a quiet, friendly garden for neighbors to rest.",
        "2023-06-02T10:00:00",
    ),
    said(8, "Omar", "I bought a telescope yesterday.", "2023-06-09T19:55:00"),
    said(9, "Lena", "A friend gave me this lamp ten years ago.", "2023-06-27T10:37:00"),
    event(10, "Omar", "event", "joined a rowing team", "Omar joined a rowing team.", None),
]


@pytest.mark.parametrize(
    ("question", "answer", "ids"),
    [
        # "when": the date of the supporting entry, one readable form ("went" meets "go").
        ("When did Lena go to the chess club?", "7 May 2023", [1]),
        ("When did Omar paint a harbor?", "2021", [2]),
        ("When did Omar buy a telescope?", "9 June 2023", [8]),
        ("What date did Omar buy the telescope?", "9 June 2023", [8]),
        # "how long": the duration the sentence states.
        ("How long ago did Lena get the lamp from a friend?", "ten years ago", [9]),
        # what/which: the part of the sentence the question does not already say.
        ("What did Lena research?", "sailing schools", [5]),
        (
            "What kind of garden does Lena want to build for neighbors?",
            "quiet, friendly garden for neighbors to rest",
            [7],
        ),
    ],
)
def test_statements_support_conversational_answers(question: str, answer: str, ids: list[int]) -> None:
    result = answer_offline(question, CHAT)
    assert result.answer == answer, result.reason
    assert result.entry_ids == ids


@pytest.mark.parametrize(
    ("question", "why"),
    [
        # Another person's question is no statement: Omar asked Lena about sailing.
        ("What motivated Omar to learn sailing?", "not in memory"),
        # The support must be about the person the question names.
        ("What did Omar research?", "not in memory"),
        # Too few of the question's words accounted for.
        ("When did Lena win the regional chess tournament in Oslo?", "not in memory"),
        # A dated question whose only support has no date.
        ("When did Omar join a rowing team?", "no date"),
    ],
)
def test_statement_support_abstains_when_unsupported(question: str, why: str) -> None:
    result = answer_offline(question, CHAT)
    assert result.answer is None
    assert why in result.reason


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        ("2023-05-07", "7 May 2023"),
        ("2023-05-08T13:56:00", "8 May 2023"),
        ("2023-05", "May 2023"),
        ("2022", "2022"),
        ("next week", None),
        (None, None),
    ],
)
def test_dates_are_shown_in_one_readable_form(value: str | None, shown: str | None) -> None:
    from memcli.answer_offline import _format_date

    assert _format_date(value) == shown


def test_semantic_paths_still_win_over_statements() -> None:
    # The chain answers; a single statement covering many of the words does not replace it.
    result = answer_offline("In which city is Mira's employer?", CURRENT)
    assert result.answer == "Lyon"
    assert result.entry_ids == [3, 4]

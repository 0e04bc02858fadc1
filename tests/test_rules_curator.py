"""The rules curator: patterns, paraphrases, first person, statuses, query evidence, unparsed turns."""

from __future__ import annotations

import pytest

from memcli.curators.rules import RulesCurator, split_sentences
from memcli.materialize import materialize
from memcli.types import Item, Turn

TS = "2024-05-08T10:00:00"


def turn(
    n: int, text: str, speaker: str | None = "Mira", role: str | None = "user", ts: str | None = TS
) -> Turn:
    return Turn(id=n, seq=n, session="s1", text=text, speaker=speaker, role=role, timestamp=ts)


def one(text: str, **kw) -> Item:
    items = [i for i in RulesCurator().curate([turn(1, text, **kw)]) if i.relation != "said"]
    assert len(items) == 1, (text, items)
    return items[0]


def triple(item: Item) -> tuple[str, str, str]:
    return item.subject, item.relation, item.value


# Each statement pattern of the vocabulary (third person, as in encyclopedic fact lists).
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The chief executive officer of Quillmark Inc. is Dana Frost.",
            ("Quillmark Inc.", "ceo", "Dana Frost"),
        ),
        ("The CEO of Globex is Hank Scorpio.", ("Globex", "ceo", "Hank Scorpio")),
        ("Dana Frost is the CEO of Quillmark.", ("Quillmark", "ceo", "Dana Frost")),
        (
            "Liesel Marsh is married to Oskar Marsh.",
            ("Liesel Marsh", "married to", "Oskar Marsh"),
        ),
        ("Varenne was founded by Elodie Varenne.", ("Varenne", "founded by", "Elodie Varenne")),
        ("Pia Lund founded Brightwater.", ("Brightwater", "founded by", "Pia Lund")),
        ("Aerolux was founded in the city of Tarrow.", ("Aerolux", "founded in", "Tarrow")),
        (
            "Corvia national netball team is associated with the sport of beach netball.",
            ("Corvia national netball team", "sport", "beach netball"),
        ),
        (
            "shortstop is associated with the sport of Japanese baseball.",
            ("shortstop", "sport", "Japanese baseball"),
        ),
        (
            # Any noun before "where": "academy" is none of the relation's nouns.
            "The academy where Oren Vale was educated is Harlow Institute.",
            ("Oren Vale", "educated at", "Harlow Institute"),
        ),
        (
            "Elias Brandt's child is Elias Conrad Brandt Jr..",
            ("Elias Brandt", "child", "Elias Conrad Brandt Jr."),
        ),
        ("Osric I's child is Aldred I.", ("Osric I", "child", "Aldred I")),
        (
            "The name of the current head of state in Upper Corvia is Mathilde II.",
            ("Upper Corvia", "head of state", "Mathilde II"),
        ),
        (
            "The name of the current head of the Brackenford government is Ines Calloway.",
            ("Brackenford", "head of government", "Ines Calloway"),
        ),
        ("The Prime Minister of Veltria is Tobias Kröger.", ("Veltria", "prime minister", "Tobias Kröger")),
        ("Edwin Marr was born in the city of Harwick.", ("Edwin Marr", "born in", "Harwick")),
        ("Lena Vossberg died in the city of Marlow Green.", ("Lena Vossberg", "died in", "Marlow Green")),
        (
            "Harold J. Penrose is a citizen of Federated States of Corvia.",
            ("Harold J. Penrose", "citizen of", "Federated States of Corvia"),
        ),
        ("Tariq Bell plays the position of tight end.", ("Tariq Bell", "position", "tight end")),
        ("Marrakai is located in the continent of Africa.", ("Marrakai", "continent", "Africa")),
        ("Beryl is based in Lyon.", ("Beryl", "located in", "Lyon")),
        (
            "The headquarters of Ashgrove College is located in the city of Fenwick.",
            ("Ashgrove College", "headquarters", "Fenwick"),
        ),
        (
            "Rosa Quintero worked in the city of Fairhaven, N.J..",
            ("Rosa Quintero", "work location", "Fairhaven, N.J."),
        ),
        ("Nils Aberg is employed by Quillfilm.", ("Nils Aberg", "employer", "Quillfilm")),
        ("Adira Sol works in the field of architect.", ("Adira Sol", "field of work", "architect")),
        ("Tōma speaks the language of Corvish.", ("Tōma", "speaks language", "Corvish")),
        (
            "The Glass Orchard was written in the language of Danish.",
            ("The Glass Orchard", "language of work", "Danish"),
        ),
        (
            "Hedda Lindqvist is famous for Songs Beneath Glass.",
            ("Hedda Lindqvist", "famous for", "Songs Beneath Glass"),
        ),
        ("Velvet Harbour was performed by Juno Reyes.", ("Velvet Harbour", "performed by", "Juno Reyes")),
        ("Kael d'Amarin was created by Miriam Voss.", ("Kael d'Amarin", "created by", "Miriam Voss")),
        ("skyball was created in the country of Corvia.", ("skyball", "created in country", "Corvia")),
        ("Nimbus Pad was developed by Brightwater.", ("Nimbus Pad", "developer", "Brightwater")),
        (
            "The company that produced KX900 is Harlan Dynamics.",
            ("KX900", "manufacturer", "Harlan Dynamics"),
        ),
        (
            "The type of music that Cora Flint plays is bluegrass music.",
            ("Cora Flint", "genre", "bluegrass music"),
        ),
        (
            "Ruth Adler is affiliated with the religion of Jainism.",
            ("Ruth Adler", "religion", "Jainism"),
        ),
        ("The official language of Corvia is Corvish.", ("Corvia", "official language", "Corvish")),
        ("The capital of Veltria is Kessa.", ("Veltria", "capital", "Kessa")),
        (
            "The author of Our Quiet Neighbour is Agnes Pell.",
            ("Our Quiet Neighbour", "author", "Agnes Pell"),
        ),
        ("The chairperson of Solvaren is Lior Amsel.", ("Solvaren", "chairperson", "Lior Amsel")),
        ("The director of The Larkspurs is Milo Ferris.", ("The Larkspurs", "director", "Milo Ferris")),
        # Unknown relation nouns are kept, named by the (normalized) noun; a known head noun wins.
        (
            "The launch broadcaster of The Pelham Hours is Northgate Television Company.",
            ("The Pelham Hours", "original broadcaster", "Northgate Television Company"),
        ),
        ("The mascot of Acme is Rocky.", ("Acme", "mascot", "Rocky")),
    ],
)
def test_statement_patterns(text: str, expected: tuple[str, str, str]) -> None:
    item = one(text, speaker=None, role=None)
    assert triple(item) == expected
    assert item.statement == text.rstrip(".") + "." or item.statement == text


@pytest.mark.parametrize(
    "text",
    [
        "I work at Acme.",
        "I joined Acme.",
        "I accepted an offer from Acme!",
        "I'm employed by Acme.",
        "I am working for Acme now.",
        "My employer is Acme.",
        "Mira's employer is Acme.",
        "I started working at Acme.",
        "Big news: I accepted an offer from Acme!",
        "Oh, I currently work at Acme.",
    ],
)
def test_paraphrases_map_to_one_relation(text: str) -> None:
    assert triple(one(text)) == ("Mira", "employer", "Acme")


@pytest.mark.parametrize(
    ("text", "expected", "statement"),
    [
        ("I work at Acme", ("Mira", "employer", "Acme"), "Mira works at Acme."),
        ("We moved to Lyon.", ("Mira", "residence", "Lyon"), "Mira lives in Lyon."),
        ("I live in Porto.", ("Mira", "residence", "Porto"), "Mira lives in Porto."),
        ("My manager is Tom.", ("Mira", "manager", "Tom"), "Mira's manager is Tom."),
        ("Tom is my manager.", ("Mira", "manager", "Tom"), "Mira's manager is Tom."),
        ("My wife is Ana.", ("Mira", "married to", "Ana"), "Mira is married to Ana."),
        ("I'm a citizen of France.", ("Mira", "citizen of", "France"), "Mira is a citizen of France."),
        (
            "My sister works at Globex.",
            ("Mira's sister", "employer", "Globex"),
            "Mira's sister works at Globex.",
        ),
        ("I was born in Oslo.", ("Mira", "born in", "Oslo"), "Mira was born in Oslo."),
    ],
)
def test_first_person_becomes_the_speaker(text: str, expected: tuple[str, str, str], statement: str) -> None:
    item = one(text)
    assert triple(item) == expected
    assert item.statement == statement
    assert item.source_turn_ids == (1,) and item.order == 1 and item.memory_type == "semantic"


@pytest.mark.parametrize(
    ("speaker", "role"), [(None, "assistant"), ("assistant", "assistant"), (None, "user")]
)
def test_first_person_of_assistant_or_unknown_speaker_is_not_attributed(speaker, role) -> None:
    curator = RulesCurator()
    assert curator.curate([turn(7, "I work at OpenAI.", speaker=speaker, role=role)]) == []
    assert curator.unparsed() == [7]


def test_default_speaker_names_an_anonymous_user() -> None:
    items = RulesCurator(default_speaker="user").curate([turn(1, "I work at Acme.", speaker=None)])
    assert triple(items[0]) == ("user", "employer", "Acme")


def test_assistant_third_person_facts_are_kept_but_not_as_the_users() -> None:
    items = RulesCurator().curate(
        [turn(1, "Great, I work at OpenAI. The capital of Veltria is Kessa.", speaker=None, role="assistant")]
    )
    assert [triple(i) for i in items] == [("Veltria", "capital", "Kessa")]


@pytest.mark.parametrize(
    "text",
    [
        "Do you work at Acme?",
        "I don't work at Acme.",
        "If I moved to Paris, I would be happy.",
        "She works at Acme.",
        "Sounds like the recital was great!",
        "Walks like those are great for us.",
        "I'd love to look them up!",
        "I love that you chose weaving.",
        "ok thanks!",
        "Never mind.",
        "Swim practice has been early and chilly.",
        "Small children's curiosity is endless.",
    ],
)
def test_no_fact_from_questions_negations_and_chatter(text: str) -> None:
    curator = RulesCurator()
    assert curator.curate([turn(3, text)]) == []
    assert curator.unparsed() == [3]


def test_supersession_statuses_within_a_slot() -> None:
    turns = [
        turn(1, "I work at Acme."),
        turn(2, "I live in Berlin."),
        turn(3, "I joined Beryl."),
        turn(4, "We moved to Lyon."),
        turn(5, "I work at Cobalt."),
    ]
    items = RulesCurator().curate(turns)
    status = {(i.relation, i.value): i.status for i in items}
    assert status == {
        ("employer", "Acme"): "older",
        ("employer", "Beryl"): "older",
        ("employer", "Cobalt"): "active",
        ("residence", "Berlin"): "older",
        ("residence", "Lyon"): "active",
    }
    entries = materialize(items)
    by_value = {e.value: e for e in entries}
    assert by_value["Acme"].status == "superseded"
    assert by_value["Acme"].superseded_by == by_value["Cobalt"].id
    assert by_value["Berlin"].superseded_by == by_value["Lyon"].id


def test_sentences_that_mark_their_value_as_past_are_older() -> None:
    items = RulesCurator().curate(
        [
            turn(1, "I live in Lyon."),
            turn(2, "I used to live in Berlin."),
            turn(3, "My former manager was Tom."),
            turn(4, "My manager is Eve."),
        ]
    )
    status = {i.value: i.status for i in items}
    assert status == {"Lyon": "active", "Berlin": "older", "Tom": "older", "Eve": "active"}


def test_multi_valued_relations_keep_every_value_active() -> None:
    items = RulesCurator().curate(
        [
            turn(1, "I went to Paris."),
            turn(2, "I visited Rome."),
            turn(3, "Please always answer in French."),
            turn(4, "Never use emojis please."),
        ]
    )
    assert {(i.relation, i.value, i.status) for i in items} == {
        ("visited", "Paris", "active"),
        ("visited", "Rome", "active"),
        ("instruction", "always answer in French", "active"),
        ("instruction", "never use emojis", "active"),
    }
    assert {i.memory_type for i in items if i.relation == "instruction"} == {"procedural"}
    assert {i.memory_type for i in items if i.relation == "visited"} == {"episodic"}


def test_a_refined_preference_replaces_the_earlier_one_on_its_topic() -> None:
    items = RulesCurator().curate(
        [
            turn(1, "I like black tea."),
            turn(2, "I love jazz."),
            turn(3, "I prefer green tea now."),
            turn(4, "I don't like coffee."),
            turn(5, "My favorite color is blue."),
            turn(6, "My favourite color is green."),
        ]
    )
    got = {(i.scope, i.value, i.status) for i in items}
    assert got == {
        ("tea", "black tea", "older"),
        ("jazz", "jazz", "active"),
        ("tea", "green tea", "active"),
        ("coffee", "not coffee", "active"),
        ("color", "blue", "older"),
        ("color", "green", "active"),
    }
    assert {i.relation for i in items} == {"preference"}


@pytest.mark.parametrize(
    ("text", "relation", "value", "valid_at"),
    [
        ("Yesterday I ran 10k in the park.", "event", "ran 10k in the park", "2024-05-07"),
        ("Last week we went to Paris.", "visited", "Paris", "2024-W18"),
        ("I visited Rome in 2019.", "visited", "Rome", "2019"),
        ("Two days ago I adopted a cat.", "event", "adopted a cat", "2024-05-06"),
        ("On May 3 I signed the lease.", "event", "signed the lease", "2024-05-03"),
        ("We moved to Lyon last month.", "residence", "Lyon", "2024-04"),
    ],
)
def test_dated_events_are_episodic_with_resolved_dates(text, relation, value, valid_at) -> None:
    item = one(text)
    assert (item.relation, item.value, item.valid_at) == (relation, value, valid_at)
    if relation == "event":
        assert item.memory_type == "episodic" and item.subject == "Mira"
        assert item.statement == f"Mira {value} ({valid_at})."


def test_relative_dates_without_a_timestamp_stay_unresolved() -> None:
    item = one("Yesterday I ran 10k.", ts=None)
    assert item.valid_at is None
    assert item.statement == "Mira ran 10k (yesterday)."


def test_query_evidence_items_for_turns_no_pattern_matched() -> None:
    turns = [
        turn(1, "I work at Acme."),
        turn(2, "The weather in Lyon was awful all week."),
        turn(3, "ok thanks!"),
        turn(4, "Lyon has great food, honestly.", speaker="Tom"),
        turn(5, "Hmm."),
    ]
    curator = RulesCurator()
    items = curator.curate(turns, query="What was the weather like in Lyon?")
    facts = [i for i in items if i.relation != "said"]
    evidence = [i for i in items if i.relation == "said"]
    assert [triple(i) for i in facts] == [("Mira", "employer", "Acme")]
    assert [(i.subject, i.scope, i.source_turn_ids) for i in evidence] == [
        ("Mira", "turn 2", (2,)),
        ("Tom", "turn 4", (4,)),
    ]
    assert evidence[0].statement == "Mira: The weather in Lyon was awful all week."
    assert evidence[0].value == "The weather in Lyon was awful all week."
    assert all(i.memory_type == "episodic" and i.status == "active" for i in evidence)
    assert curator.unparsed() == [2, 3, 4, 5]
    assert RulesCurator().curate(turns, query=None) == facts


def test_query_evidence_is_capped_and_ranked_by_overlap() -> None:
    turns = [turn(n, f"chatter {n} about lyon") for n in range(1, 41)]
    turns.append(turn(41, "lyon weather was awful"))
    items = RulesCurator().curate(turns, query="lyon weather")
    assert len(items) == 30
    assert items[0].source_turn_ids == (41,)
    assert all(i.subject == "Mira" for i in items)


def test_evidence_without_a_speaker_is_the_conversations() -> None:
    items = RulesCurator().curate([turn(1, "lyon weather", speaker=None, role=None)], query="weather")
    assert items[0].subject == "conversation"


def test_report_returns_items_and_unparsed_together() -> None:
    report = RulesCurator().curate_report([turn(1, "I work at Acme."), turn(2, "cool")])
    assert [i.value for i in report.items] == ["Acme"]
    assert report.unparsed == [2]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "J. R. Halden speaks the language of Corvish. I work at Acme.",
            ["J. R. Halden speaks the language of Corvish.", "I work at Acme."],
        ),
        (
            "Quillmark Inc. is great! Really? Yes.\nNew line",
            ["Quillmark Inc. is great!", "Really?", "Yes.", "New line"],
        ),
        (
            "The capital of Federated States of Corvia is Fairhaven, N.J..",
            ["The capital of Federated States of Corvia is Fairhaven, N.J.."],
        ),
        ("", []),
        # "No." abbreviates a number only before one
        ("we live at No. 12 now. Big garden.", ["we live at No. 12 now.", "Big garden."]),
        ("couldn't say no. Pescatarian now.", ["couldn't say no.", "Pescatarian now."]),
    ],
)
def test_split_sentences(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected


def test_several_facts_in_one_turn() -> None:
    items = RulesCurator().curate([turn(1, "I work at Acme. Acme is based in Paris. My manager is Tom.")])
    assert [triple(i) for i in items] == [
        ("Mira", "employer", "Acme"),
        ("Acme", "located in", "Paris"),
        ("Mira", "manager", "Tom"),
    ]


def test_numbered_list_markers_are_ignored() -> None:
    assert triple(one("12. The capital of Corvia is Orm.", speaker=None)) == ("Corvia", "capital", "Orm")


@pytest.mark.parametrize(
    "text",
    ["My legs are tired.", "My name is Mira.", "Small children's curiosity is endless."],
)
def test_states_and_tautologies_are_not_facts(text):
    turn = Turn(id=1, seq=1, session="s", text=text, speaker="Mira", role="user")
    assert RulesCurator().curate([turn]) == []


@pytest.mark.parametrize(
    ("sentence", "abbreviated"),
    [
        ("Quillmark Inc.", True),
        ("my GP is Dr.", True),
        ("I said no.", False),  # "no" abbreviates a number only before one (split_sentences)
        ("we moved to Leeds.", False),
    ],
)
def test_a_sentence_ending_on_an_abbreviation_keeps_its_stop(sentence: str, abbreviated: bool) -> None:
    from memcli.curators.rules import _ends_with_abbreviation

    assert _ends_with_abbreviation(sentence) is abbreviated

"""The ranking and packing rules added for conversations, as tables: how rare words weigh, what a
linked entry's own words are, the people lexicon's relation bonus, what a current-state pack
leaves out, and the historical cues of past-tense possessive questions."""

from __future__ import annotations

import json

import pytest

from memcli import rank
from memcli.context import Replaced, _without_replaced
from memcli.intent import historical_intent
from memcli.pack import Candidate
from memcli.rank import KIND_STEMS, entry_overlap
from memcli.text import terms
from memcli.types import Entry


def fact(subject: str, relation: str, value: str, statement: str | None = None) -> Entry:
    return Entry(
        id=1,
        statement=statement or f"{subject} | {relation} | {value}",
        slot=f"{subject}|{relation}|".lower(),
        subject=subject,
        relation=relation,
        value=value,
        status="active",
        memory_type="semantic",
        source_turn_ids=(1,),
    )


@pytest.mark.parametrize(
    ("question", "entry", "linked", "expected"),
    [
        # a question word that names the entry's lexicon relation counts twice
        ("who is noor's boss", fact("Noor", "manager", "Ines"), False, 3),  # noor + boss + relation bonus
        ("who is noor's boss", fact("Noor", "partner", "Sam"), False, 1),  # only the name
        # texting's words for a partner ask for the partner as the full words do
        ("whos noor's gf", fact("Noor", "partner", "Sam"), False, 3),
        ("who is noor's hubby", fact("Noor", "partner", "Sam"), False, 3),
        # a kind word ("city") names the answer's kind, not the relation: no bonus
        ("which city does noor live in", fact("Noor", "residence", "Oslo"), False, 4),  # bonus from "live"
        ("which city is noor from", fact("Noor", "residence", "Oslo"), False, 2),  # noor + city, no bonus
        # refusing names a dislike: "anchovies" never says "refuse" ("noor" + the cue + relation bonus)
        ("which dish would noor refuse", fact("Noor", "dislikes", "anchovies"), False, 3),
        # reached through its subject, an entry does not count that subject again
        ("what does noor like", fact("Noor", "go to", "gym"), True, 0),
        ("what does noor like", fact("Noor", "go to", "gym"), False, 1),
        # unless the name is also in its relation or value
        ("where did noor meet sam", fact("Sam", "meet", "Sam's cousin"), True, 2),
    ],
)
def test_entry_overlap(question, entry, linked, expected):
    assert entry_overlap(terms(question), entry, linked=linked) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # an idiom's words are spent on what it means: "going out with" asks for the partner
        ("who is noor going out with these days", {"noor", "partn", "day"}),
        ("what does sam do for a living", {"sam", "job"}),
        ("where did noor go with sam", {"noor", "go", "sam"}),  # "go" without "out with" is a verb
        # sharing a home with someone asks for a flatmate; sharing a cake does not
        ("who did noor share the flat on mill lane with", {"noor", "mill", "lan", "flatmat"}),
        ("who does noor share a house with", {"noor", "flatmat"}),
        ("did noor share the cake with sam", {"noor", "cak", "shar", "sam"}),
        ("did noor share the house photos", {"noor", "shar", "hous", "photo"}),  # no one to share with
        # getting around, to work, commuting: the vehicle; getting a job is no vehicle
        ("how does noor get around these days", {"noor", "day", "vehicl"}),
        ("how does noor get to work", {"noor", "vehicl"}),
        ("what is noor commuting on", {"noor", "vehicl"}),
        ("how did noor get about town", {"noor", "town", "vehicl"}),
        ("did noor get the job", {"noor", "get", "job"}),
        # "what does X do", and nothing after: the job; a doing on a day is none (twentieth pass)
        ("what does noor do", {"noor", "job"}),
        ("what does noor do these days?", {"noor", "day", "job"}),
        ("what does noor do on sundays", {"noor", "sunday"}),
        ("what did noor do", {"noor"}),
        # who someone is with: the partner; with someone somewhere, or living with: not
        ("who is noor with now", {"noor", "partn"}),
        ("whos noor with these days", {"noor", "day", "partn", "who"}),  # (texting's "whos")
        ("who was noor with before arvo", {"noor", "befor", "arvo", "partn"}),
        ("who was noor with at the party", {"noor", "party"}),
        ("who does noor live with", {"noor", "liv", "flatmat"}),
    ],
)
def test_question_terms_read_idioms(question, expected):
    from memcli.lexicon import question_terms

    assert question_terms(question) == expected


def test_the_ranker_reads_an_idiom_as_the_relation_it_means(tmp_path):
    """ "going out with" puts the partner fact first among the person's facts."""
    from memcli.memory import Memory

    with Memory(tmp_path / "m.db", create=True) as mem:
        for relation, value in [("residence", "Oslo"), ("employer", "Brightwell"), ("partner", "Sam")]:
            mem.add("Noor", relation, value)
        first = mem.pack("who is noor going out with these days").entries[0]
    assert "partner" in first.text


def test_a_kept_turn_outranks_the_fact_read_from_it():
    from dataclasses import replace

    from memcli.rank import KEPT_TURN_BONUS, entry_score

    q = terms("did noor adopt a tortoise")
    turn = replace(fact("Noor", "said", "I adopted a tortoise"), statement="Noor: I adopted a tortoise")
    pointer = fact("Noor", "adopt", "tortoise")
    assert entry_score(q, turn, {}) - entry_score(q, pointer, {}) == pytest.approx(KEPT_TURN_BONUS)


def test_kind_words_are_stems_of_the_text_module():
    assert {"city", "country"} <= KIND_STEMS


@pytest.mark.parametrize(
    ("weights", "expected"),
    [
        ({}, 3),  # no rarity: a count (noor, boss) and the relation bonus
        ({"noor": 0.5, "boss": 1.0}, 2.5),  # a common name counts half; the relation bonus stays 1
    ],
)
def test_rarity_weights_words(weights, expected):
    assert entry_overlap(terms("noor boss"), fact("Noor", "manager", "Ines"), rarity=weights) == expected


def test_rarity_from_the_index(cli, tmp_path):
    lines = [
        {"role": "user", "speaker": "Noor", "content": f"Noor went to the market on day {i}."}
        for i in range(8)
    ]
    lines.append({"role": "user", "speaker": "Noor", "content": "Noor adopted a tortoise called Pim."})
    history = tmp_path / "h.jsonl"
    history.write_text("\n".join(json.dumps(x) for x in lines))
    assert cli("ingest", str(history)).exit_code == 0
    assert cli("curate").exit_code == 0
    from memcli import Memory

    with Memory(tmp_path / "memory.db") as memory:
        weights = rank.rarity(memory.db, "did noor adopt a tortoise")
    assert weights["tortois"] == pytest.approx(1.0) or max(weights.values()) == pytest.approx(1.0)
    assert min(weights.values()) >= 0.5
    assert weights[min(weights, key=weights.get)] < weights[max(weights, key=weights.get)]


def cand(id_: int, text: str) -> Candidate:
    return Candidate(kind="entry", id=id_, text=text, cost=10)


@pytest.mark.parametrize(
    ("facts", "expected"),
    [
        # a kept turn naming the replaced value is left out; the fact about the new value stays
        ({2: ("noor", "Dundee")}, [2]),
        # a fact about the person whose value was replaced, naming it, is left out
        ({1: ("noor", "left Cardiff"), 2: ("noor", "Dundee")}, [2]),
        # a fact about someone else naming the same place is kept
        ({1: ("sam", "Cardiff"), 2: ("noor", "Dundee")}, [1, 2]),
    ],
)
def test_current_state_packs_leave_out_replaced_values(facts, expected):
    replaced = Replaced.of({"Cardiff"}, {"noor"})
    items = [cand(1, "Noor (2024-01-01): moving out of Cardiff soon"), cand(2, "Noor | residence | Dundee")]
    assert [c.id for c in _without_replaced(items, replaced, facts)] == expected


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Moving out of Cardiff soon", True),
        ("CARDIFF, finally", True),
        ("Cardiffian pride", False),  # whole words only
        ("She works at Kestrel Labs now", True),
        ("Kestrel is a bird; labs are rooms", False),  # the words, but not as a run
        ("kestrel-labs merged", True),  # punctuation between the words is ignored
        ("Lumo X12 is slow", True),
        ("nothing here", False),
        ("", False),
    ],
)
def test_a_replaced_value_is_found_as_a_run_of_whole_words(text, named):
    replaced = Replaced.of({"Cardiff", "Kestrel Labs", "Lumo X12", "  ", "?"}, {"noor"})
    assert replaced.named_in(text) is named


@pytest.mark.parametrize(
    ("values", "replacing", "text", "named"),
    [
        # a name said again without its kind is the replaced value
        ({"Harrowfield Primary School"}, "Oakbeck Academy", "so long Harrowfield!", True),
        ({"Tresco Freight Ltd"}, "Minter & Sons", "last day at tresco", True),
        ({"Lindenby Court"}, "Quarry Rd", "the lindenby flat is packed up", True),
        # the shorter name is in the value that replaced it: still usable
        ({"Kestrel Labs"}, "Kestrel Robotics", "kestrel is great", False),
        # nothing dropped: a one-word name was looked for whole already
        ({"Cardiff"}, "Dundee", "cardiff", True),
        # what is left is an everyday word ("Park", "Main"): no name of its own
        ({"Park Lane"}, "Dundee", "walked in the park", False),
        ({"Main Street"}, "Dundee", "the main thing", False),
    ],
)
def test_a_replaced_name_is_found_without_its_kind(values, replacing, text, named):
    replaced = Replaced.of(values, {"noor"})
    replaced.add_short(values, replacing, "noor")
    assert replaced.named_in(text) is named


def test_a_current_pack_leaves_out_a_turn_naming_the_old_employer_by_its_short_name(tmp_path):
    turns = [
        ("2025-01-01", "I work at Tresco Freight Ltd."),
        ("2025-03-01", "I work at Minter & Sons now."),
        ("2025-04-01", "honestly still miss the tresco canteen at work lol"),
    ]
    with _memory_of(tmp_path, turns) as memory:
        texts = [item.text for item in memory.pack("where do I work now?").items]
    assert any("Minter & Sons" in t for t in texts)
    assert not any("tresco" in t.lower() for t in texts)


def test_historical_packs_leave_nothing_out():
    items = [cand(1, "Noor lived in Cardiff")]
    assert _without_replaced(items, None, {}) == items


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Who was Noor's boss?", True),  # the past value of someone's slot
        ("What was her job?", True),
        ("Who was Noor's girlfriend when she lived in Bristol?", True),
        ("How has Noor's career progressed?", True),
        ("Who is Noor's boss?", False),
        ("What was the weather like?", False),
        ("Where was Noor born?", False),
    ],
)
def test_past_tense_possessives_are_historical(question, expected):
    assert historical_intent(question) is expected


def test_a_link_the_question_says_nothing_about_keeps_a_share_of_its_parent(cli, tmp_path):
    facts = tmp_path / "facts.txt"
    facts.write_text("1. Ines works at Acme.\n2. Acme sells paper.\n")
    assert cli("ingest", str(facts), "--format", "facts").exit_code == 0
    assert cli("curate").exit_code == 0
    from memcli import Memory
    from memcli.rank import IDLE_SHARE, Scope, rank_entries

    with Memory(tmp_path / "memory.db") as memory:
        view = memory.db.execute("SELECT id FROM views").fetchone()[0]
        scope = Scope(view_id=view, statuses=frozenset({"active"}))
        ranked = {
            e.value: (score, why) for e, score, why in rank_entries(memory.db, scope, "Where does Ines work?")
        }
    parent_score, _ = ranked["Acme"]
    idle_score, why = ranked["paper"]
    assert why.startswith("linked")
    assert idle_score == pytest.approx(parent_score * IDLE_SHARE)


def _chat_memory(cli, tmp_path, lines: list[str | tuple[str, str]]):
    """A memory of one session's turns, each a text or (speaker, text), curated."""
    chat = tmp_path / "chat.jsonl"
    rows = []
    for n, line in enumerate(lines, start=1):
        speaker, text = line if isinstance(line, tuple) else (None, line)
        row = {"session": "s1", "timestamp": f"2025-03-{n:02d}T10:00:00Z", "role": "user", "content": text}
        rows.append(row | ({"speaker": speaker} if speaker else {}))
    chat.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    assert cli("ingest", str(chat)).exit_code == 0
    assert cli("curate").exit_code == 0
    from memcli import Memory

    memory = Memory(tmp_path / "memory.db")
    view = memory.db.execute("SELECT id FROM views").fetchone()[0]
    return memory, rank.Scope(view_id=view, statuses=frozenset({"active"}))


ONE_SENTENCE = "I work at Brightwell Labs and my cat Juniper sleeps on my desk"
TWO_SENTENCES = "I work at Brightwell Labs. My cat Juniper sleeps on my desk!"
LEFT = "I work at Quarry Foods now, a fresh start"


@pytest.mark.parametrize(
    ("first", "second", "question", "packed"),
    [
        # the replaced value's slot is what the pack answers from: the turn naming it stays out
        (ONE_SENTENCE, LEFT, "where do I work now?", None),
        # ... all but its sentences that name no replaced value, with who said them and when
        (TWO_SENTENCES, LEFT, "where do I work now?", "user (2025-03-01): My cat Juniper sleeps on my desk!"),
        (ONE_SENTENCE, "I work at Brightwell Labs, still loving it", "where do I work now?", ONE_SENTENCE),
        # a question about something else the turn says: its fact's replacement does not hide it
        (ONE_SENTENCE, LEFT, "what is the name of my cat?", ONE_SENTENCE),
    ],
)
def test_a_kept_turn_naming_a_replaced_value_is_left_out_only_for_that_slot(
    cli, tmp_path, first, second, question, packed
):
    from memcli import tokens

    memory, _ = _chat_memory(cli, tmp_path, [first, second])
    with memory:
        result = memory.pack(question)
    kept = [item for item in result.items if item.said and "Juniper" in item.text]
    if packed is None:
        assert not kept, result.items
        return
    assert len(kept) == 1, result.items
    assert kept[0].text.endswith(packed)
    assert kept[0].cost == tokens.entry_cost(kept[0].text)  # the budget counts what is shown


def test_closure_never_brings_a_kept_turn_as_a_neighbour(cli, tmp_path):
    """Noor's turns are about Noor; a fact whose value is Noor links to her facts, not her turns."""
    memory, scope = _chat_memory(
        cli,
        tmp_path,
        [("Tomasz", "my boss is Noor"), ("Noor", "I live in Dundee"), ("Noor", "we baked scones on friday")],
    )
    with memory:
        ranked = rank.rank_entries(memory.db, scope, "who is Tomasz's boss")
    linked = [(e.relation, why) for e, _, why in ranked if why.startswith("linked")]
    assert linked, ranked  # the chain still runs through facts
    assert all(relation != "said" for relation, _ in linked), linked


def test_a_current_pack_leaves_out_what_the_person_said_they_sold(tmp_path):
    from memcli.memory import Memory

    with Memory(tmp_path / "m.db", create=True) as memory:
        memory.remember("driving the Corvina to work was the best part of my day")
        memory.add("I", "car", "Jazz")
        memory.add("I", "sell", "Corvina")
        texts = [item.text for item in memory.pack("what car do I drive now?").items]
    assert any("Jazz" in t for t in texts)
    assert not any("corvina" in t.lower() for t in texts)


def test_a_question_reaches_the_facts_of_the_relation_its_words_ask_for(tmp_path):
    """ "where do I live" shares no word with "Noor | residence | …": the ranker also searches the
    names of the relations the question's words ask for, beside the question's own hits."""
    from memcli import rank
    from memcli.memory import Memory
    from memcli.rank import Scope

    with Memory(tmp_path / "m.db", create=True) as mem:
        mem.add("Noor", "residence", "Quarry St, Castlebray")
        mem.remember("we live for the weekends honestly")
        view_id = mem.db.execute("SELECT view_id FROM entries LIMIT 1").fetchone()[0]
        scope = Scope(view_id=view_id, statuses=frozenset({"active"}))
        hits = [e.value for e in rank._primary_hits(mem.db, scope, "where do I live now")]
    assert hits[0] != "Quarry St, Castlebray"  # the question's own words first
    assert "Quarry St, Castlebray" in hits


@pytest.mark.parametrize(
    ("old", "new", "within"),
    [
        ("Castlebray", "Quarry St, Castlebray", True),  # a home made more precise
        ("castle", "Quarry St, Castlebray", False),  # whole words only
        ("Quarry St", "Quarry Street", False),
        ("choir", "ended: choir", False),  # an ending replaces what it ends
        ("", "Lyon", False),
    ],
)
def test_an_old_value_within_the_new_one_is_not_replaced(old, new, within):
    from memcli.context import _within

    assert _within(old, new) is within


def test_a_home_made_more_precise_keeps_its_fact_in_a_current_pack(tmp_path):
    """Castlebray → "Quarry St, Castlebray": the new value names the old one, which is still
    true; the current fact is not withheld for naming it."""
    from memcli.memory import Memory

    with Memory(tmp_path / "m.db", create=True) as mem:
        mem.add("Noor", "residence", "Castlebray")
        mem.add("Noor", "residence", "Quarry St, Castlebray")
        texts = [item.text for item in mem.pack("which town does Noor live in now").items]
    assert any("Quarry St, Castlebray" in t for t in texts)


def _memory_of(tmp_path, turns):
    from memcli.memory import Memory

    chat = tmp_path / "chat.jsonl"
    rows = [
        {"session": str(n), "timestamp": f"{day}T10:00:00Z", "role": "user", "speaker": "Noor", "content": t}
        for n, (day, t) in enumerate(turns)
    ]
    chat.write_text("".join(json.dumps(row) + "\n" for row in rows))
    memory = Memory(tmp_path / "m.db", create=True)
    memory.ingest(str(chat))
    memory.curate()
    return memory


JOBS = [
    ("2025-01-01", "I work at Brindle Books, been there 3 years"),
    ("2025-03-01", "leaving brindle books, got a job at Harcourt Press!!"),
    ("2025-06-01", "started at Oakfield Library on monday"),  # no word of "job"
    ("2025-07-01", "we got a puppy called Miso"),
]


@pytest.mark.parametrize(
    ("question", "packed", "left_out"),
    [
        # a story question packs the best slot's every value, the current one that shares no word too
        ("how has my job changed", {"Brindle Books", "Harcourt Press", "Oakfield Library"}, set()),
        # only the best-ranked slot's: the pet's story is not asked (rank.STORY_SLOTS)
        ("how has my job changed", set(), {"Noor | pet | Miso"}),
    ],
)
def test_a_story_question_packs_the_slots_whole_timeline(tmp_path, question, packed, left_out):
    with _memory_of(tmp_path, JOBS) as memory:
        facts = [i.text for i in memory.pack(question).items if i.kind == "entry" and "|" in i.text]
        assert memory.ask(question)[0].answer.endswith("Oakfield Library")
    assert all(any(f"employer | {value}" in t for t in facts) for value in packed), facts
    assert not any(any(v in t for v in left_out) for t in facts), facts


def test_only_the_best_ranked_slot_tells_its_story(tmp_path):
    """rank.STORY_SLOTS: the timeline of the best-ranked single-valued slot joins the ranking;
    another slot's earlier values do not (measured: a second slot's story cost a held-out answer)."""
    cars = [("2025-08-01", "sold the fiesta, got a Kia Niro"), ("2025-09-01", "traded the kia for a Tesla")]
    turns = [*JOBS, *cars]
    with _memory_of(tmp_path, turns) as memory:
        view = memory._default_view()
        every = memory.entries(statuses=("active", "superseded"))
        facts = {e.value: e for e in every if e.relation != "said"}
        ranked = [(facts["Harcourt Press"], 2.0, "test"), (facts["Tesla"], 1.0, "test")]
        scope = rank.Scope(view.id, frozenset({"active", "superseded"}))
        added = {e.value for e, _, _ in rank.with_timelines(memory.db, scope, ranked)}
    assert {"Brindle Books", "Oakfield Library"} <= added
    assert "Kia Niro" not in added


# Noor's jobs, her brother Femi's job named last, and long turns about her days that share the
# question's words: the timeline must still be packed, and be hers.
FAMILY_JOBS = [
    *JOBS[:3],
    ("2025-08-01", "my brother Femi got a job at Arup, he's so smug about his new job lol"),
    *[
        (
            f"2025-09-{day:02d}",
            "long day at the job again, the job keeps changing and honestly my job has changed so much "
            "this year, the rota, the tills, the new manager, the customers, the stockroom, the lot "
            + "and more "
            * 20,
        )
        for day in range(1, 9)
    ],
]


def _packed_and_answered(tmp_path, turns, question: str):
    """(the pack's items at a 300-token budget, its facts' texts, the offline answer)."""
    with _memory_of(tmp_path, turns) as memory:
        from memcli.context import UseOptions

        items = memory.pack(question, UseOptions(budget=300)).items
        answer = memory.ask(question)[0].answer
    return items, [i.text for i in items if i.kind == "entry" and "|" in i.text], answer


def test_a_story_is_the_askers_own_and_packed_before_long_turns(tmp_path):
    items, facts, answer = _packed_and_answered(tmp_path, FAMILY_JOBS, "how has my job changed")
    assert all(
        any(f"Noor | employer | {v}" in t for t in facts) for v in ("Brindle Books", "Harcourt Press")
    ), facts
    assert items[0].why == rank.STORY_WHY  # the timeline first, before the long turns
    assert "Brindle Books" in answer and "Arup" not in answer


def _story_of(tmp_path, question: str, scored: list[tuple[str, str, float]], user_keys=()):
    """rank.with_timelines over FAMILY_JOBS' employer entries given as (subject, value, score)."""
    with _memory_of(tmp_path, FAMILY_JOBS) as memory:
        every = memory.entries(statuses=("active", "superseded"))
        facts = {(e.subject, e.value): e for e in every if e.relation == "employer"}
        ranked = [(facts[who, value], score, "test") for who, value, score in scored]
        scope = rank.Scope(memory._default_view().id, frozenset({"active", "superseded"}))
        return rank.with_timelines(memory.db, scope, ranked, question, user_keys)


def test_the_story_slot_is_the_users_and_its_ranked_values_are_lifted(tmp_path):
    scored = [("Femi", "Arup", 3.0), ("Noor", "Oakfield Library", 2.0), ("Noor", "Brindle Books", 0.5)]
    told = _story_of(tmp_path, "how has my job changed", scored, {"noor"})
    scores = {e.value: (s, why) for e, s, why in told}
    assert scores["Harcourt Press"] == (2.0 - rank.STORY_STEP, rank.STORY_WHY)  # added
    assert scores["Brindle Books"] == (2.0 - rank.STORY_STEP, rank.STORY_WHY)  # lifted from 0.5
    assert scores["Arup"] == (3.0, "test")  # the brother's slot tells no story


def test_a_story_asked_by_name_is_that_persons(tmp_path):
    told = _story_of(
        tmp_path, "how has Femi's job changed", [("Noor", "Oakfield Library", 3.0), ("Femi", "Arup", 2.0)]
    )
    whys = {e.value: why for e, _, why in told}
    assert whys["Arup"] == rank.STORY_WHY and "Harcourt Press" not in whys  # Femi's, not Noor's


CAREER = [
    ("2025-01-01", "I'm a porter at Wexley General"),
    ("2025-05-01", "new job!! theatre porter at Castlebury Clinic"),
    ("2025-09-01", "got promoted to head porter today"),
]


@pytest.mark.parametrize(
    ("families", "places"), [(True, {"Wexley General", "Castlebury Clinic"}), (False, set())]
)
def test_a_story_of_titles_brings_the_places_worked(tmp_path, families, places):
    """lexicon.STORY_FAMILIES: a story question's job titles bring the same person's employers
    (a career is both), each just below the title that brought it; only for a story
    (families=True: context passes the question's story intent)."""
    with _memory_of(tmp_path, CAREER) as memory:
        every = memory.entries(statuses=("active", "superseded"))
        titles = {e.value: e for e in every if e.relation == "job title"}
        ranked = [(titles["head porter"], 2.0, "test")]
        scope = rank.Scope(memory._default_view().id, frozenset({"active", "superseded"}))
        told = rank.with_timelines(memory.db, scope, ranked, families=families)
    employers = {e.value: score for e, score, _ in told if e.relation == "employer"}
    assert set(employers) == places
    assert all(score == pytest.approx(2.0 - 2 * rank.STORY_STEP) for score in employers.values())


def test_a_career_story_is_told_with_its_places(tmp_path):
    with _memory_of(tmp_path, CAREER) as memory:
        answer = memory.ask("how has my career changed")[0].answer
    assert "Wexley General" in answer and "Castlebury Clinic" in answer and "head porter" in answer


@pytest.mark.parametrize(
    ("question", "entry", "credited"),
    [
        # the value is of the kind the question names (WordNet): it accounts for that word
        ("which herb does noor refuse to eat", fact("Noor", "not eat", "coriander"), True),
        ("what instrument does her son play", fact("Eli", "play", "cello"), True),
        ("which city does noor live in", fact("Noor", "residence", "Oslo"), True),
        # of another kind, or no kind the question names
        ("which herb does noor refuse to eat", fact("Noor", "not eat", "meat"), False),
        ("what does noor refuse to eat", fact("Noor", "not eat", "coriander"), False),
        # the value names the kind itself: its own word already counts
        ("what food does noor hate", fact("Noor", "dislikes", "spicy food"), False),
        # the value's last word is what it is ("black filter coffee" is coffee)
        ("what drink does noor have at night", fact("Noor", "drink", "black filter coffee"), True),
        # a kept turn is scored by its words alone
        ("which herb does noor refuse to eat", fact("Noor", "said", "no coriander ever"), False),
    ],
)
def test_a_fact_of_the_kind_asked_is_credited(question, entry, credited):
    assert rank.of_asked_kind(rank.kind_nouns(question), entry) is credited


def test_the_kind_credit_puts_the_fact_of_the_asked_kind_first(tmp_path):
    """Two refusals share the question's words; the herb is the one asked for."""
    from memcli.memory import Memory

    with Memory(tmp_path / "m.db", create=True) as mem:
        mem.add("Noor", "not eat", "coriander")
        mem.add("Noor", "not eat", "meat")
        facts = [e.text for e in mem.pack("which herb does noor refuse to eat").entries]
    assert "coriander" in facts[0]
    assert rank.KIND_CREDIT < 1.0  # a hint of kind, below a word the entry really shares


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("which herb does noor refuse to eat", ("herb",)),
        ("what kind of instrument does her son play", ("instrument",)),
        ("What sort of car is it", ("car",)),
        ("what does noor refuse to eat", ()),  # no kind named
        ("what is noor's job", ()),  # "is" names nothing
    ],
)
def test_the_kind_a_question_asks_for(question, asked):
    assert rank.kind_nouns(question) == asked


def test_only_the_best_facts_are_looked_up_for_their_kind(tmp_path, monkeypatch):
    from memcli.memory import Memory

    monkeypatch.setattr(rank, "KIND_LIMIT", 0)
    with Memory(tmp_path / "m.db", create=True) as mem:
        mem.add("Noor", "not eat", "coriander")
        mem.add("Noor", "not eat", "meat")
        facts = [e.text for e in mem.pack("which herb does noor refuse to eat").entries]
    assert "meat" in facts[0]  # no credit: the later fact first, as without the kind


def test_a_story_packs_the_value_filed_as_former_first(tmp_path):
    """ "moving out of carrow hall", nothing known of it before, is filed as a former residence in
    a slot of its own: a story question about the home packs it with the home's timeline; a former
    value of another relation stays out."""
    from dataclasses import replace

    from memcli.memory import Memory

    with Memory(tmp_path / "m.db", create=True) as memory:
        for n in range(30):
            memory.remember(f"the living room changed colour again on day {n}, situation normal")
        memory.add("Noor", "former residence", "carrow hall")
        memory.add("Noor", "residence", "penfold road")
        memory.add("Noor", "residence", "arden road")
        memory.add("Noor", "former employer", "brimble foods")
        options = replace(memory.options(), budget=90)
        items = memory.pack("how has my living situation changed", options).items
    texts = " ".join(item.text for item in items)
    assert "carrow hall" in texts and "penfold road" in texts
    assert "brimble foods" not in texts


def test_a_relation_noun_of_two_words_reaches_the_pack(db_path, tmp_path):
    """ "who's my other half": the question's words hold no cue of one word, but the lexicon's
    noun "other half" names the partner, whose entry the full-text search then finds."""
    from memcli import Memory

    said = ["I work at Fenmore Labs as a data analyst", "my partner is Cass", "I drive a Honda Jazz"]
    chat = tmp_path / "chat.jsonl"
    chat.write_text(
        "".join(
            json.dumps(
                {"session": "1", "timestamp": f"2024-03-01T09:0{n}:00Z", "role": "user", "content": text}
            )
            + "\n"
            for n, text in enumerate(said)
        )
    )
    with Memory(db_path, create=True) as memory:
        memory.ingest(str(chat))
        memory.curate()
        texts = [item.text for item in memory.pack("who's my other half").items]
    assert any("partner | Cass" in text for text in texts), texts


@pytest.mark.parametrize(
    ("fact", "kept"),
    [
        (("noor", "Lumora"), True),  # Lumora was Berenike's former employer, not Noor's
        (("berenike", "Lumora"), False),  # Berenike's own replaced value
        (("noor", "Bethnal Green"), False),  # Noor's own replaced value
    ],
)
def test_a_fact_is_judged_by_its_own_subjects_replaced_values(fact, kept):
    replaced = Replaced.of_rows([("Lumora", "berenike"), ("Bethnal Green", "noor")])
    items = [cand(1, "whatever the statement says")]
    assert bool(_without_replaced(items, replaced, {1: fact})) is kept


# Noor's job before the library was filed only as a former one ("handed my notice in at …", no
# job known before), and long turns share the question's words: a question about the past packs
# the slot's timeline too, its former values with it.
LEFT_JOBS = [
    ("2025-03-01", "handed my notice in at Pellow Foods today, scary"),
    ("2025-06-01", "started at Oakfield Library on monday"),
    *[
        (
            f"2025-09-{day:02d}",
            "where did the week go, work work work, I did nothing before the weekend but work and "
            + "more work " * 20,
        )
        for day in range(1, 9)
    ],
]


def test_a_question_about_the_past_packs_the_former_values(tmp_path):
    _, facts, answer = _packed_and_answered(tmp_path, LEFT_JOBS, "where did I work before")
    assert any("Noor | former employer | Pellow Foods" in t for t in facts), facts
    assert answer == "Pellow Foods"


def test_a_question_of_the_past_brings_no_family_slots(tmp_path):
    """A historical question that tells no story packs its slot's earlier values, not the
    slots told with it (context passes families only for a story)."""
    with _memory_of(tmp_path, CAREER) as memory:
        items = memory.pack("what was my job title before head porter").items
    story = [i.text for i in items if i.why == rank.STORY_WHY]
    assert any("job title" in t for t in story) and not any("employer" in t for t in story), story


def test_the_ranker_reads_a_tie_said_with_of_as_a_possessive(tmp_path, monkeypatch):
    """ "the wife of my brother" is ranked as "my brother's wife": the walk that links the brother
    to his wife and her job reads possessives (the answerer reads the question so too)."""
    from memcli import context
    from memcli.memory import Memory

    asked: list[str] = []
    ranked = context.rank_entries

    def spy(db, scope, query, **kwargs):
        asked.append(query)
        return ranked(db, scope, query, **kwargs)

    monkeypatch.setattr(context, "rank_entries", spy)
    with Memory(tmp_path / "m.db", create=True) as mem:
        mem.add("Noor", "sibling", "Arvind")
        mem.pack("what does the wife of my brother do for work")
        mem.pack("what is the name of my dog")
    assert asked == ["what does my brother's wife do for work", "what is the name of my dog"]


@pytest.mark.parametrize(
    ("head", "sentences"),
    [
        ("Noor (2025-03-01)", ["I work at Acme.", "My cat Juniper sleeps on my desk!"]),
        ("Noor (2025-03-01)", ["so tired lol", "- house hunting.", "Evanston.", "£1,450.00 a month?!"]),
        ("kaden", ["im 19 😅 apprentice sparky", "2 dogs,\nno sleep", "   spaced   out   "]),
        ("Zoë Ngata-Smith (2024-12-31)", ["Ōtautahi now.", "'quoted' (bracketed) — dashed."]),
    ],
)
def test_a_kept_turn_of_any_of_its_sentences_costs_its_stored_parts(head, sentences):
    """sentence_costs: the text made of any of a turn's sentences costs its head's part plus
    theirs, exactly as o200k counts it (so a trimmed turn is costed without the encoder)."""
    from itertools import combinations

    from memcli import tokens

    costs = tokens.sentence_costs(head, sentences)
    assert costs is not None and len(costs) == len(sentences) + 1
    for n in range(1, len(sentences) + 1):
        for kept in combinations(range(len(sentences)), n):
            text = tokens.joined(head, [sentences[k] for k in kept])
            assert tokens.count(text) == costs[0] + sum(costs[k + 1] for k in kept), text


@pytest.mark.parametrize(
    ("head", "sentences"),
    [
        ("Noor\t(2025-03-01)", ["a.", "b."]),  # a tab in the head
        ("Noor  (2025-03-01)", ["a.", "b."]),  # a double space in the head
        ("Noor", ["a\x07 bell.", "b."]),  # a control character in a word
    ],
)
def test_no_sentence_costs_where_they_could_not_be_exact(head, sentences):
    from memcli import tokens

    assert tokens.sentence_costs(head, sentences) is None


def test_sentence_costs_keep_words_within_their_bounds(monkeypatch):
    """The words sentence_costs learns are bounded as every count's are (memcli.tokens
    `_learn_later`): none longer than WORD_CHARS kept, no more than WORDS_KEPT, and the costs
    stay exact."""
    from memcli import tokens

    monkeypatch.setattr(tokens, "WORDS_KEPT", 3)
    monkeypatch.setattr(tokens, "WORD_CHARS", 4)
    monkeypatch.setattr(tokens, "_LATER_WORDS", {})
    sentences = ["we moved to Tarbert in may.", "my extraordinarily patient cat hates the ferry."]
    costs = tokens.sentence_costs("Noor (2025-03-01)", sentences)
    assert costs is not None
    assert tokens.count(tokens.joined("Noor (2025-03-01)", sentences)) == sum(costs)
    assert 0 < len(tokens._LATER_WORDS) <= 3
    assert all(len(word) <= 4 for word in tokens._LATER_WORDS)


# a job left for a business of one's own, and talk that fills a pack about work
OWN_VENTURE = [
    ("2025-01-01", "I'm a bank clerk at Seabright Savings, been there years"),
    *(
        (f"2025-02-{d:02d}", f"long shift today, work work work, the queue at work never ends {d}")
        for d in range(1, 12)
    ),
    ("2025-06-01", "I QUIT the bank!! bought my own coffee van. The name is Bean Machine"),
]


@pytest.mark.parametrize(
    ("question", "employers"),
    [
        ("what do I do for a living now", True),  # intent.asks_work: the places worked are packed
        ("what do I do for work these days", True),
        ("what is my job title", False),  # a title asked by name: its slot alone
    ],
)
def test_a_question_of_what_one_does_packs_the_places_worked(tmp_path, question, employers):
    """ "what does she do for a living" asks her work in words that name no job: the pack holds
    her employer slot beside her title slot (a business begun after the job was left is known
    by its name alone, and the talk about work outranked it)."""
    with _memory_of(tmp_path, OWN_VENTURE) as memory:
        items = memory.pack(question).items
    story = [i.text for i in items if i.why == rank.STORY_WHY]
    assert any("employer | Bean Machine" in t for t in story) == employers, story


def test_work_asked_without_naming_a_job_is_answered_by_the_business_begun(tmp_path):
    with _memory_of(tmp_path, OWN_VENTURE) as memory:
        answer = memory.ask("what do I do for a living now?")[0].answer
    assert "Bean Machine" in answer, answer

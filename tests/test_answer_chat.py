"""Table tests for the offline chat answerer (memcli.answer_chat) over hand-built entries: each
reader (instructions, possessive hops, slots, second hops, statements) and each rule (current vs
historical, before X, evolution, multi-valued, conflicts, answer kinds, dates, abstention)."""

from __future__ import annotations

import pytest

from memcli.answer_chat import answer_chat
from memcli.types import Entry, make_slot


def fact(id, subject, relation, value, status="active", order=None, superseded_by=None, scope="", turn=None):
    """An entry as the curator stores it; `turn` is its source turn (default: its own id)."""
    turn = id if turn is None else turn
    return Entry(
        id=id,
        statement=f"{subject} | {relation} | {value}",
        slot=make_slot(subject, relation, scope),
        subject=subject,
        relation=relation,
        value=value,
        status=status,
        memory_type="procedural" if relation == "instruction" else "semantic",
        source_turn_ids=(turn,),
        superseded_by=superseded_by,
        order=turn if order is None else order,
        scope=scope,
    )


def bug(reason: str):
    return pytest.mark.xfail(strict=True, reason=f"bug: {reason}")


def says(answer: str | None, expected: str | None) -> None:
    """The answer holds the expected words, or the answerer abstained when None is expected."""
    if expected is None:
        assert answer is None, answer
    else:
        assert answer is not None and expected in answer, answer


def said(id, subject, text, order=None, valid_at=None, turn=None):
    """A kept turn (an episodic `said` entry); `turn` is the archive turn (default: its id)."""
    turn = id if turn is None else turn
    return Entry(
        id=id,
        statement=f"{subject}: {text}",
        slot=make_slot(subject, "said", f"turn {turn}.0"),
        subject=subject,
        relation="said",
        value=text,
        status="active",
        memory_type="episodic",
        source_turn_ids=(turn,),
        order=turn if order is None else order,
        valid_at=valid_at,
        scope=f"turn {turn}.0",
    )


# Noor (the user) moved Leeds → York → Bristol, left Acme for Globex, reports to Ines, is married
# to Kofi; Mira divorced Tomas and married Rafael.
FACTS = [
    fact(1, "Noor", "residence", "Leeds", "superseded", superseded_by=2),
    fact(2, "Noor", "residence", "York", "superseded", superseded_by=3),
    fact(3, "Noor", "residence", "Bristol"),
    fact(4, "Noor", "employer", "Acme", "superseded", superseded_by=5),
    fact(5, "Noor", "employer", "Globex"),
    fact(6, "Noor", "manager", "Ines"),
    fact(7, "Noor", "partner", "Kofi"),
    fact(8, "Noor", "allergy", "penicillin", scope="penicillin"),
    fact(9, "Noor", "allergy", "peanuts", scope="peanuts"),
    fact(10, "Noor", "instruction", "keep answers short please"),
    fact(11, "Noor", "former job title", "teacher"),
    fact(12, "Noor", "job title", "nurse"),
    fact(13, "Globex", "headquartered in", "Dublin", scope="dublin"),
    fact(14, "Mira", "partner", "Tomas", "superseded", superseded_by=15),
    fact(15, "Mira", "partner", "Rafael"),
    fact(16, "Rafael", "residence", "Porto"),
    fact(17, "Ines", "residence", "Bath"),
    fact(18, "Noor", "instruction", "never suggest podcasts"),
    fact(19, "Noor", "not eat", "meat", scope="meat"),
    fact(20, "Chloe", "employer", "Harbour Bank"),
    fact(21, "Noor", "friend", "Tariq", scope="tariq"),
    fact(22, "Noor", "friend", "Dana", scope="dana"),
    fact(23, "Rafael", "partner", "Mira"),
    fact(24, "Mira", "employer", "Northwind"),
]

STATEMENTS = [
    said(
        40, "Noor", "The dentist appointment went fine, no fillings needed.", valid_at="2024-03-12T10:00:00Z"
    ),
    said(41, "Noor", "Back at the dentist again, one filling this time.", valid_at="2024-07-20T10:00:00Z"),
    said(
        42,
        "Noor",
        "Started pottery. Every Tuesday at the studio by the river.",
        valid_at="2024-05-01T10:00:00Z",
    ),
    said(43, "Noor", "The gym membership costs a fortune these days.", valid_at="2024-05-02T10:00:00Z"),
    said(
        44,
        "Noor",
        "The bakery on the corner sells great sourdough, according to my sister Dana.",
        valid_at="2024-05-03T10:00:00Z",
    ),
    said(45, "Noor", "The climbing wall charges 12 pounds per visit.", valid_at="2024-05-04T10:00:00Z"),
    said(
        46, "Noor", "Our allotment is run by a lovely gardener named Owen.", valid_at="2024-05-05T10:00:00Z"
    ),
    said(47, "Noor", "My favourite colour is green, always has been.", valid_at="2024-05-06T10:00:00Z"),
]

ENTRIES = FACTS + STATEMENTS
USER = ("Noor",)


def ask(question, entries=ENTRIES, historical=False):
    return answer_chat(question, entries, historical=historical, user_names=USER)


# (question, historical, expected answer): None is an abstention
CASES = [
    # --- slots: current, historical, before X, evolution, multi-valued -----------------------------
    pytest.param("Where does Noor live?", False, "Bristol", id="slot-current"),
    # "for a living" asks for the job, not the home ("living" shares the stem of "live")
    # (what someone does is their title and where: the employer is said beside it)
    pytest.param("What does Noor do for a living?", False, "nurse at Globex", id="for-a-living"),
    # "place of residence": the noun names the residence slot
    pytest.param(
        "How has Noor's place of residence changed over the years?",
        False,
        "Leeds → York → Bristol",
        id="place-of-residence",
    ),
    # "when she lived in York" says when: the manager is asked, not the home
    pytest.param("Who was Noor's manager when she lived in York?", False, "Ines", id="when-clause-is-when"),
    # nothing memory holds came before Leeds: the current home is no answer
    pytest.param("Where did Noor live before Leeds?", False, None, id="before-the-first-value"),
    # "going out with" asks for the partner, not where anyone went
    pytest.param("Who is Mira going out with these days?", False, "Rafael", id="going-out-with"),
    # "what date" asks when: "date" is no cue of the partner slot ("dating")
    pytest.param("On what date did Noor start at Globex?", False, None, id="what-date-no-partner"),
    # "career" is no "car": with no car in memory, the job is no answer
    pytest.param("What car does Noor drive?", False, None, id="career-is-no-car"),
    # a sister memory does not know: Noor's own home is no answer about her sister's
    pytest.param("Where does Noor's sister live now?", False, None, id="unknown-hop-is-not-the-owner"),
    pytest.param("Where do I live now?", False, "Bristol", id="slot-current-first-person"),
    pytest.param("Where does Noor live?", True, "Leeds, York", id="slot-historical-flag"),
    pytest.param("Where did Noor live before Bristol?", False, "York", id="slot-before-anchor"),
    pytest.param("Where did Noor live before York?", False, "Leeds", id="slot-before-earlier-anchor"),
    pytest.param(
        "How has where Noor lives changed over time?", False, "Leeds → York → Bristol", id="slot-evolution"
    ),
    pytest.param("Which company does Noor work for?", False, "Globex", id="slot-employer-current"),
    pytest.param("Which company did Noor work for before Globex?", False, "Acme", id="slot-employer-before"),
    pytest.param("What is Noor allergic to?", False, "penicillin, peanuts", id="slot-multi-valued"),
    pytest.param("What is Noor's job?", False, "nurse", id="slot-job-current-not-former"),
    pytest.param("What was Noor's job before?", True, "teacher", id="slot-former-is-historical"),
    # a former value first; a job's story takes in its employers in the order they held
    pytest.param(
        "How has Noor's job changed?",
        False,
        "teacher → Acme → Globex → nurse",
        id="slot-evolution-former-first",
    ),
    pytest.param("Who are Noor's friends?", False, "Tariq, Dana", id="slot-multi-friends"),
    pytest.param("Who is Mira engaged to?", False, "Rafael", id="engaged-asks-the-partner"),
    pytest.param(
        "Which cities has Noor lived in, in order?", False, "Leeds → York → Bristol", id="evolution-in-order"
    ),
    pytest.param(
        "How has Noor's job situation changed?",
        False,
        "teacher → Acme → Globex → nurse",
        id="evolution-situation",
    ),
    pytest.param("Where does the partner of Mira live?", False, "Porto", id="possessive-of-form"),
    pytest.param(
        "What hobby did Noor start in May 2024?",
        False,
        "Started pottery. Every Tuesday at the studio by the river.",
        id="statement-kind-noun-after-what-not-required",
    ),
    # --- possessive hops ------------------------------------------------------------------------------
    pytest.param("Who is Noor's boss?", False, "Ines", id="possessive-who"),
    pytest.param("Who is my boss?", False, "Ines", id="possessive-my"),
    pytest.param("Who is Mira's husband?", False, "Rafael", id="possessive-current-partner"),
    pytest.param("Who was Mira's ex-husband?", False, "Tomas", id="possessive-ex"),
    pytest.param("Where does Mira's husband live?", False, "Porto", id="possessive-then-slot"),
    pytest.param("Where does Noor's manager live?", False, "Bath", id="possessive-manager-then-slot"),
    pytest.param(
        "Where does Rafael's girlfriend Chloe work?", False, "Harbour Bank", id="possessive-names-her"
    ),
    # --- second hop ------------------------------------------------------------------------------------
    pytest.param("Where is the company Noor works for headquartered?", False, "Dublin", id="second-hop"),
    # --- instructions ----------------------------------------------------------------------------------
    pytest.param(
        "How long should the assistant's answers be for Noor?",
        False,
        "keep answers short please",
        id="instruction-matching",
    ),
    # --- statements ------------------------------------------------------------------------------------
    pytest.param(
        "What about the dentist in July 2024?",
        False,
        "Back at the dentist again, one filling this time.",
        id="statement-date-july",
    ),
    pytest.param(
        "What about the dentist in March 2024?",
        False,
        "The dentist appointment went fine, no fillings needed.",
        id="statement-date-march",
    ),
    pytest.param(
        "What about the dentist?",
        False,
        # the one closer in meaning first (answer_chat.MEANING_WEIGHT); the other covers it as
        # well, so it is said beside it
        "The dentist appointment went fine, no fillings needed."
        " / Back at the dentist again, one filling this time.",
        id="statement-undated-latest",
    ),
    pytest.param(
        "What happened at the dentist in March 2024?",
        False,
        "The dentist appointment went fine, no fillings needed.",
        id="statement-regular-past-verb",
    ),
    pytest.param(
        "What about pottery?",
        False,
        "Started pottery. Every Tuesday at the studio by the river.",
        id="statement-short-sentence-extended",
    ),
    pytest.param(
        "How much does the climbing wall charge?",
        False,
        "The climbing wall charges 12 pounds per visit.",
        id="statement-how-much-with-number",
    ),
    pytest.param(
        "What is the name of the allotment gardener?",
        False,
        "Our allotment is run by a lovely gardener named Owen.",
        id="statement-name-near-noun",
    ),
    # --- abstentions -------------------------------------------------------------------------------------
    pytest.param("What is the name of the bakery?", False, None, id="abstain-name-not-near-noun"),
    pytest.param(
        "What is the name of Dana's bakery?",
        False,
        None,
        id="abstain-name-only-from-question",
    ),
    # a word memory never says no longer vetoes every statement (it cost twelve held-out answers,
    # "the abstract deadline for the … conference"); a question about a thing never named whose
    # other words meet a sentence is answered by that sentence
    pytest.param(
        "What colour is Noor's favourite violin?",
        False,
        None,
        id="abstain-thing-never-named",
        marks=bug("the favourite colour answers a question about a violin memory never names"),
    ),
    pytest.param(
        "What is Noor's favourite colour?",
        False,
        "My favourite colour is green, always has been.",
        id="statement-favourite-colour",
    ),
    pytest.param("What is Noor's favourite film?", False, None, id="abstain-nothing-covers"),
    pytest.param("Who is Mira's boss?", False, None, id="abstain-possessive-empty-slot"),
]


@pytest.mark.parametrize(("question", "historical", "expected"), CASES)
def test_answer_chat(question, historical, expected):
    found = ask(question, historical=historical)
    assert found.answer == expected, found


@pytest.mark.parametrize(
    ("entries", "question", "answer", "reason"),
    [
        # Two active values in a single-valued slot (forgetting switched off): say so, don't pick one.
        (
            [fact(1, "Priya", "employer", "Acme"), fact(2, "Priya", "employer", "Globex")],
            "Where does Priya work?",
            None,
            "conflicting values in memory: Acme, Globex",
        ),
        # A multi-valued slot holds both.
        (
            [
                fact(1, "Priya", "language", "French", scope="french"),
                fact(2, "Priya", "language", "Arabic", scope="arabic"),
            ],
            "What languages does Priya speak?",
            "French, Arabic",
            "language (all values)",
        ),
        # An ended value is not current.
        (
            [
                fact(1, "Priya", "employer", "Acme", "superseded", superseded_by=2),
                fact(2, "Priya", "employer", "ended: Acme"),
            ],
            "Where does Priya work?",
            "no longer Acme",
            "current employer",
        ),
        # Only past values: no current answer.
        (
            [fact(1, "Priya", "employer", "Acme", "superseded")],
            "Where does Priya work?",
            None,
            "no current employer in memory",
        ),
        # "before Acme" names the later value: the one held is given
        (
            [fact(1, "Priya", "employer", "Globex")],
            "Where did Priya work before Acme?",
            "Globex",
            "current employer",
        ),
        (
            [fact(1, "Priya", "employer", "Globex")],
            "Where did Priya work before the Savoy?",
            "Globex",
            "current employer",
        ),
        # ... and an earlier value, when memory holds one, answers the event's "before"
        (
            [
                fact(1, "Priya", "employer", "Globex", "superseded", superseded_by=2),
                fact(2, "Priya", "employer", "Acme"),
            ],
            "Where did Priya work before the family moved?",
            "Globex",
            "earlier employer",
        ),
    ],
    ids=[
        "conflict",
        "multi",
        "ended",
        "no-current",
        "before-a-value",
        "before-the-value",
        "before-an-event-held",
    ],
)
def test_slot_answers(entries, question, answer, reason):
    found = answer_chat(question, entries, user_names=("Noor",))
    assert (found.answer, found.reason) == (answer, reason)


def test_a_place_in_the_before_is_no_place_asked_of():
    """ "what was her job before she worked at the school": the school dates the question; it
    names no place whose job is asked (the bursar's post, said with the school, is the later)."""
    entries = [
        fact(1, "Priya", "job title", "auditor", "superseded", superseded_by=2),
        fact(2, "Priya", "job title", "bursar", turn=3),
        said(3, "Priya", "Started as bursar at Holm College, a private school"),
    ]
    question = "What was Priya's job before she worked at the school?"
    found = answer_chat(question, entries, user_names=("Noor",))
    assert (found.answer, found.reason) == ("auditor", "earlier job title")


@pytest.mark.parametrize(
    "question",
    ["Where did Priya work before she became a manager?", "Where did Priya work before the family moved?"],
)
def test_before_an_event_is_no_current_value(question):
    """ "before" an event, and memory's slot holds only the current value: no earlier value to
    give, so the slot is no answer (what was said is read instead)."""
    found = answer_chat(question, [fact(1, "Priya", "employer", "Acme")], user_names=("Noor",))
    assert found.reason != "current employer", found


# (question, statements, expected): the answer must be the kind of thing asked for. The
# statements say the question's quantity word so that only the kind check decides.
KINDS = [
    pytest.param(
        "How long is the pottery class?",
        ["The pottery class is not long, 90 minutes."],
        "The pottery class is not long, 90 minutes.",
        id="number-present",
    ),
    pytest.param(
        "How long is the yoga class?",
        ["The yoga class is long and tiring, honestly."],
        None,
        id="number-absent",
    ),
    pytest.param(
        "How long is the yoga class?",
        ["The yoga class is long, about two hours."],
        "The yoga class is long, about two hours.",
        id="number-word",
    ),
    pytest.param(
        "What is the name of the gardener?",
        ["Our gardener is called Owen, he is lovely."],
        "Our gardener is called Owen, he is lovely.",
        id="name-near",
    ),
    pytest.param(
        "What is the name of the gardener?",
        ["The gardener waved at us. It was sunny and Owen was late."],
        None,
        id="name-far",
    ),
    pytest.param(
        "What is the name of the gardener?",
        ["Gardener duties start in March and on Monday."],
        None,
        id="months-and-days-are-not-names",
    ),
]


def test_a_situation_asked_about_is_the_slot_not_the_word():
    """ "how has my partner situation changed": "situation" names no slot and no story of its own;
    a sentence that says the word ("the parking situation") is not what is asked."""
    entries = [*FACTS, said(48, "Mira", "The parking situation at work changed again, total mess.")]
    assert ask("How has Mira's partner situation changed?", entries).answer.startswith("Tomas → Rafael")


def test_evolution_cites_every_value():
    found = ask("How has where Noor lives changed over time?")
    assert found.entry_ids == [1, 2, 3]


def test_second_hop_path():
    found = ask("Where is the company Noor works for headquartered?")
    assert found.path == [("Noor", "employer", "Globex"), ("Globex", "headquartered in", "")]
    assert found.entry_ids[0] == 5


def test_when_question_is_dated():
    found = ask("When did Noor start pottery?")
    assert found.answer is not None and found.answer.startswith("2024-05-01: ")


@pytest.mark.parametrize(
    "question",
    [
        "How should you format replies to Noor?",
        "How should replies to Noor be written?",  # no "you": the replies are the subject
        "What units should recipes for Noor use?",
    ],
)
def test_instructions_without_shared_noun_are_all_given(question):
    found = ask(question)
    assert found.answer is not None
    for text in ("keep answers short please", "never suggest podcasts"):
        assert text in found.answer


REPLY_RULES = [
    fact(1, "Noor", "instruction", "use simple english with me", scope="language"),
    fact(2, "Noor", "instruction", "put corrections after answers, replies, responses", scope="corrections"),
    fact(3, "Noor", "instruction", "never mention my ex", scope="never mention my ex"),
]


@pytest.mark.parametrize(
    ("question", "given", "left_out"),
    [
        # replies as a whole: every rule, though only one shares the word "answer"
        ("How should you write your answers to me?", ["simple english", "corrections"], []),
        ("how should your replies to me be written", ["simple english", "corrections"], []),
        ("what should your responses to me be like", ["simple english", "corrections"], []),
        # a thing named beside the replies: the rule about it
        ("what should you do with my mistakes in your answers", ["corrections"], ["simple english"]),
    ],
)
def test_a_question_about_the_replies_as_a_whole_gets_every_rule(question, given, left_out):
    found = answer_chat(question, REPLY_RULES, user_names=USER)
    assert found.answer is not None
    assert all(text in found.answer for text in given), found.answer
    assert not any(text in found.answer for text in left_out), found.answer


COUPLE = [
    fact(1, "Noor", "residence", "Pell Lane"),
    fact(2, "Noor", "partner", "Sam"),
    fact(3, "Sam", "employer", "Pell Foods"),
    fact(4, "Sam", "residence", "Dunmore"),  # where Sam lived before moving in
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("where do Noor and her husband live", "Pell Lane"),  # both: the named one's home
        ("where do my husband and I live", "Pell Lane"),
        ("where does my husband live", "Dunmore"),  # the relative alone: a hop to him
        ("where does Noor's husband work", "Pell Foods"),
    ],
)
def test_a_relative_asked_about_together_with_the_person(question, expected):
    assert answer_chat(question, COUPLE, user_names=USER).answer == expected


def test_no_entries_abstains():
    assert answer_chat("Where does Noor live?", [], user_names=USER).answer is None


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        # about half of the question's weighted words met: enough to answer (MIN_COVERAGE)
        ("When does Noor do pottery at the studio?", True),
        # two thirds met (64%): "evenings", which memory never says, vetoes nothing
        ("Does Noor go to the studio by the river for pottery on Tuesday evenings?", True),
        # 43%: under MIN_COVERAGE, answered only as close in meaning (LOW_COVERAGE)
        ("Does Noor take the ferry with her cousin to the pottery studio?", True),
        # most words unmet (34%): abstain rather than guess
        ("Does Noor take the ferry with her cousin to the pottery studio on the island?", False),
    ],
)
def test_statement_coverage_threshold(question, answered):
    found = ask(question)
    assert (found.answer is not None) is answered, found


@pytest.mark.parametrize(
    ("words", "relation", "score"),
    [
        ("travel from", "arrive from", 0.5),  # alike in meaning though no word is shared
        ("surname", "arrive from", 0.0),
        ("travel from", "former arrive from", 0.5),  # a past relation is matched by its own name
    ],
)
def test_meaning_match(words, relation, score):
    from memcli.answer_chat import meaning_match

    assert meaning_match(words, relation) == score


# (question, statements, expected): a statement meets a question word in meaning as well as in
# letters ("engaged" ~ "marry"), but never a word for a person by role ("husband" !~ "partner").
NEAR = [
    pytest.param(
        "Who is Noor engaged to?",
        ["Big news, Kofi asked me to marry him on the pier!"],
        "Big news, Kofi asked me to marry him on the pier!",
        id="engaged-marry",
    ),
    pytest.param(
        "Who is Noor engaged to?",
        ["The pier was windy and the chips were cold."],
        None,
        id="nothing-near",
    ),
    pytest.param(
        "Does Noor have a husband?",
        ["My business partner at the shop, a sweet man called Ilya, is retiring."],
        None,
        id="role-words-not-near",
    ),
]


# (question, statements, expected): a question word is met by the words its relation is stated
# with (lexicon: "drive" asks for the car, stated as "hatchback"), and a person the question names
# who is in memory's words only ("Rhodri") is whom the statement must be about.
STATED = [
    pytest.param(
        "What car does Noor drive?",
        ["Finally picked up the new hatchback, a little grey Brindle Mk2."],
        "Finally picked up the new hatchback, a little grey Brindle Mk2.",
        id="drive-hatchback",
    ),
    pytest.param(
        "What car does Rhodri drive?",
        ["Finally picked up the new hatchback, a little grey Brindle Mk2.", "Rhodri cycles everywhere."],
        None,
        id="someone-else-named",
    ),
]


@pytest.mark.parametrize(
    ("word", "held", "not_held"),
    [
        ("drive", "car", "sell"),  # the words that end a car ("sold") say nothing alone
        ("work", "firm", "land"),  # nor do the words of verb phrases ("landed a job")
        ("live", "flat", "rent"),
        ("live", "mov", "visit"),  # but a verb of moving says where someone lives now ("moved in to X")
    ],
)
def test_said_stems(word, held, not_held):
    from memcli.lexicon import said_stems
    from memcli.text import stem

    assert held in said_stems(stem(word)) and not_held not in said_stems(stem(word))
    assert said_stems("zebra") == frozenset()


@pytest.mark.parametrize(
    "question",
    ["Where is Noor coaching at the moment?", "where does Noor coach rn"],
)
def test_time_fillers_are_no_words_to_cover(question):
    """ "at the moment", "rn" say when, not what: a statement need not hold them."""
    entries = [said(60, "Noor", "Big news: the climbing gym finally hired me as a coach!")]
    assert ask(question, entries).answer == "Big news: the climbing gym finally hired me as a coach!"


def test_the_hop_noun_picks_among_several_people():
    """Two children in one slot: "her son" is the one a turn calls "our son"."""
    entries = [
        fact(1, "Noor", "child", "Cillian", scope="cillian"),
        fact(2, "Noor", "child", "Saskia", scope="saskia"),
        fact(3, "Cillian", "employer", "Brightwater Labs"),
        fact(4, "Saskia", "employer", "Linford Primary"),
        said(5, "Noor", "Our son Cillian is home for the weekend."),
    ]
    assert ask("Where does Noor's son work?", entries).answer == "Brightwater Labs"


INSTRUCTIONS = [
    fact(1, "Noor", "instruction", "could you keep it brief", "superseded", scope="length", superseded_by=2),
    fact(2, "Noor", "instruction", "keep it short pls, no essays", scope="length"),
    fact(3, "Noor", "instruction", "no emojis when you write to me", scope="emoji"),
    fact(4, "Noor", "instruction", "British spelling please, I'm in Leeds", scope="spelling"),
]


@pytest.mark.parametrize(
    ("question", "answer", "topic"),
    [
        # a reply topic's word, though no noun is shared; the older length instruction was replaced
        ("How long should your replies to me be?", "keep it short pls, no essays", "length"),
        # texting shorthand spelled out: "u" is "you", so it asks how to reply
        ("should u use emojis w me", "no emojis when you write to me", "emoji"),
        # not asked as an instruction ("what do I want"), yet its topic's instruction answers
        ("what length of answer do i want", "keep it short pls, no essays", "length"),
        # what the user prefers or is fussy about in the replies is a rule of theirs too
        ("which spelling do I prefer", "British spelling please, I'm in Leeds", "spelling"),
        ("what spelling am i fussy about", "British spelling please, I'm in Leeds", "spelling"),
    ],
)
def test_a_question_about_replies_gets_the_instruction_filed_under_its_topic(question, answer, topic):
    found = ask(question, INSTRUCTIONS)
    assert (found.answer, found.reason) == (answer, f"the user's instruction on {topic}")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what do i do for work", "barista at Kiln Coffee"),  # the employer slot, with the title beside
        ("what's my job", "barista"),  # a title asked for alone
        ("where do i work", "Kiln Coffee"),
    ],
)
def test_what_someone_does_is_title_and_place(question, answer):
    entries = [
        fact(1, "Noor", "job title", "barista", order=1),
        fact(2, "Noor", "employer", "Kiln Coffee", order=1),
    ]
    assert ask(question, entries).answer == answer


def test_a_question_naming_no_one_is_the_users():
    """ "what's the dog's name": no person named, the user's dog; "what's her dog called" with no
    one else she could be is the user's too (an agent asks after the person it serves so)."""
    from memcli.answer_chat import _Question

    assert ask("what's the dog's name", [fact(1, "Noor", "pet", "Otis")]).answer == "Otis"
    assert _Question("what's the dog's name", [], ("Noor",)).subjects == ["Noor"]
    assert _Question("what's her dog called", [], ("Noor",)).subjects == ["Noor"]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what instrument does Leo play", "cello"),  # "play" and "instrument" ask what Leo does for fun
        ("what is Leo studying", "marine biology"),
        ("which uni does Leo go to", "Hull"),
    ],
)
def test_hobby_course_and_school(question, answer):
    entries = [
        fact(1, "Leo", "hobby", "cello"),
        fact(2, "Leo", "course", "marine biology"),
        fact(3, "Leo", "school", "Hull"),
    ]
    assert ask(question, entries).answer == answer


@pytest.mark.parametrize(
    ("terms", "relation", "score"),
    [
        ("teacher", "teacher", 1.5),  # a role no lexicon names, asked whole: a cue and a phrase's credit
        ("favourite band", "favourite band", 1.5),  # so it beats the likes' one cue "favourite"
        ("band", "favourite band", 0.5),  # one of its words
        ("live", "live on", 0.5),  # a verb's relation: the question's verb may only share it
        # a town asked of a relation that names where: the kind word counts half
        ("town work", "work in", 1.0),
        ("town work", "work on", 0.5),  # "on" names no place worked at
        ("town", "work in", 0.0),  # the kind word alone matches no relation
        # a relation that says only where ("Rosewood Primary | be in | Kelby"): the kind word
        # counts half, as the second hop of "which town is my daughter's school in" needs
        ("town school", "be in", 0.5),
        ("school", "be in", 0.0),
        ("town", "be on", 0.0),
    ],
)
def test_an_open_role_asked_whole_counts_as_a_cue(terms, relation, score):
    from memcli.answer_chat import relation_match
    from memcli.text import stem

    assert relation_match([stem(w) for w in terms.split()], relation) == score


@pytest.mark.parametrize(
    ("values", "answer"),
    [
        # a town asked: of the places worked in, the ones named
        (["bakery", "Lanvaux"], "Lanvaux"),
        (["bakery", "lanvaux"], "lanvaux"),  # a name texting left lowercase is no dictionary word
        # none named: all of them, rather than nothing
        (["bakery", "garage"], "bakery, garage"),
    ],
)
def test_a_town_asked_of_places_worked_in_is_the_named_one(values, answer):
    entries = [fact(n, "Tom", "work in", v, scope=v.lower()) for n, v in enumerate(values, 1)]
    assert answer_chat("which town does Tom work in", entries, user_names=("Noor",)).answer == answer


def test_a_job_with_no_title_filed_is_the_places_worked_at():
    entries = [
        fact(1, "Noor", "former employer", "Argos", order=1),
        fact(2, "Noor", "employer", "Superdrug", order=3),
    ]
    assert ask("how has my job changed", entries).answer == "Argos → Superdrug"
    titled = [*entries, fact(3, "Noor", "job title", "pharmacist", order=3)]
    assert ask("what is my job", titled).answer == "pharmacist"


def test_a_hobby_with_none_filed_is_a_doing_liked():
    liked = [fact(1, "Noor", "likes", "birdwatching"), fact(2, "Noor", "likes", "pad thai")]
    assert ask("what's my hobby", liked).answer == "birdwatching"  # a doing, not a dish
    assert ask("what's my hobby", liked[1:]).answer is None


def test_how_old_asks_the_age():
    assert ask("how old am i", [fact(1, "Noor", "age", "34")]).answer == "34"


def test_a_phone_number_question_is_answered_by_digits():
    entries = [
        said(60, "Noor", "someone swiped my phone on the tram, ugh."),
        said(61, "Noor", "fresh number is 07700 900555, save it pls"),
    ]
    assert ask("whats my phone number", entries).answer == "fresh number is 07700 900555, save it pls"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("whats my number", "07700 900555"),
        ("what's Noor's phone number", "07700 900555"),
        ("whats my student id number", None),  # another noun's number
        ("what is the dog called", None),  # "called" names; it phones no one
        ("what name should you call me", "Noor"),  # the user's name
        ("what nickname am i called by", None),
        ("what's the shop called where i buy bread", None),
    ],
)
def test_only_a_phones_number_is_the_phone_number(question, answer):
    entries = [fact(60, "Noor", "phone number", "07700 900555")]
    assert ask(question, entries).answer == answer


def test_a_role_with_no_slot_is_looked_for_in_what_was_said():
    """ "who's my boss" with no manager slot: the role word is what a statement must hold."""
    entries = [said(60, "Noor", "new place is good, my boss is Ilse Varga and she's great")]
    found = ask("Who's my boss at the moment?", entries)
    assert found.answer == "new place is good, my boss is Ilse Varga and she's great"


def test_the_asked_kind_is_looked_for_before_the_role():
    """ "which school is my daughter at": the kind word, not the role, is what the statement holds."""
    entries = [said(60, "Noor", "Petra started at Wenbury Primary School in September, she loves it.")]
    found = ask("which school is my daughter at now?", entries)
    assert found.answer == "Petra started at Wenbury Primary School in September, she loves it."


def test_before_a_place_reads_what_was_said_before_it_was_named():
    """ "where did she live before moving to Castlemere": the sentences said before Castlemere was
    first named; the sentence about Castlemere itself is no answer."""
    entries = [
        said(60, "Noor", "still in the tiny flat in Wexby, the damp is unreal"),
        said(61, "Noor", "big news, got the keys to the Castlemere place yesterday!"),
        said(62, "Noor", "the new flat is bliss, no damp at all"),
    ]
    found = ask("Where did Noor live before moving to Castlemere?", entries)
    assert found.answer == "still in the tiny flat in Wexby, the damp is unreal"


def test_a_since_clause_is_when_not_what():
    """ "how has my job changed since we started talking": "started", "talking" are when; the
    story is read from what covers "job"."""
    entries = [
        said(60, "Noor", "new job at the bakery, early starts", valid_at="2024-02-01T10:00:00Z"),
        said(61, "Noor", "left the bakery, my job is at the library now", valid_at="2024-09-01T10:00:00Z"),
    ]
    found = ask("How has my job changed since we started talking?", entries)
    assert found.answer == (
        "2024-02-01: new job at the bakery, early starts → "
        "2024-09-01: left the bakery, my job is at the library now"
    )


def test_a_who_answer_names_someone_the_question_does_not():
    entries = [
        said(60, "Noor", "I handed in my notice in June and left Ardmore Hill in July."),
    ]
    assert ask("who was Noor's boss at Ardmore Hill?", entries).answer is None
    named = [*entries, said(61, "Noor", "At Ardmore Hill my boss was Aoife Brannagh, strict but kind.")]
    assert ask("who was Noor's boss at Ardmore Hill?", named).answer == named[1].value


# (question, statements, expected): a word of the asked kind meets the kind word (WordNet, via
# memcli.kinds: "viola" is an instrument, "mauve" a colour), and a kind question is answered by
# that word, the one nearest the question's other words.
KIND_OF = [
    pytest.param(
        "whats my hair colour these days",
        ["the green washed out in like a week, so my hair is mauve now lol"],
        "mauve",
        id="instance-nearest-the-asked-thing",
    ),
    pytest.param(
        "What instrument does Noor play?",
        ["i play the viola on sundays with the church lot"],
        "viola",
        id="instance-holds-the-kind",
    ),
    pytest.param(
        "which herb can't Noor stand",
        ["i honestly can't stand chervil, it ruins everything"],
        "chervil",
        id="instance-meets-the-noun",
    ),
    pytest.param(
        "where does Noor work now",
        ["new job starts monday at the big garden centre"],
        "new job starts monday at the big garden centre",
        id="where-asks-no-kind",
    ),
]


@pytest.mark.parametrize(("question", "texts", "expected"), KINDS + NEAR + STATED + KIND_OF)
def test_statement_answers(question, texts, expected):
    """The statement tables above (answer kinds, words met in meaning, words a relation is stated
    with): the user's sentences, one entry each, and the answer they give."""
    entries = [said(100 + i, "Noor", t, valid_at="2024-06-01T10:00:00Z") for i, t in enumerate(texts)]
    assert ask(question, entries).answer == expected


def test_a_verb_said_of_someone_else_is_no_answer_about_the_user():
    """ "my daughter Hortense, who lives in Kelderstad" says where Hortense lives, not Noor."""
    entries = [said(60, "Noor", "My daughter Hortense, who lives in Kelderstad, wants me nearer.")]
    assert ask("Where do I live now?", entries).answer is None
    entries.append(said(61, "Noor", "I live in Parvey now, by the old mill."))
    assert ask("Where do I live now?", entries).answer == "I live in Parvey now, by the old mill."


@pytest.mark.parametrize(
    ("text", "answered"),
    [
        # texting drops the repeated subject: "works" is still his
        ("my flatmate is great, hes from my course, works at the Lumen cinema", False),
        ("shes my oldest mate, lives in Varrow by the quay", False),
        # an "I" nearer the verb than the "he": the user's own
        ("he moved out and I work at Harbour Books now", True),
    ],
)
def test_a_verb_after_he_or_she_is_theirs_until_an_i(text, answered):
    found = ask("where do I work?" if "work" in text else "where do I live?", [said(60, "Noor", text)])
    assert (found.answer == text) is answered, found


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("Where does Noor Haddad work now?", True),  # the rest of her name, not a word to find
        ("Where does Noor Bakery work now?", False),  # an everyday word is still asked for
    ],
)
def test_a_surname_after_a_known_name_is_part_of_it(question, answered):
    text = "I work at Pell & Co now, loving it"
    assert (ask(question, [said(60, "Noor", text)]).answer == text) is answered


def test_a_question_about_someone_by_role_may_be_answered_of_he_or_she():
    entries = [said(60, "Noor", "My daughter is doing great, she works at Kelby Library now.")]
    assert ask("Where does my daughter work?", entries).answer == entries[0].value


@pytest.mark.parametrize(
    "question, expected",
    [
        ("Who is my manager now at the hospital?", "Sélène Amrani"),  # "hospital": a noun, not a name
        ("where does my mate mossy work", "Starlite Cinema"),  # "mossy": a nickname, no noun
        ("where does Rose work, my old flatmate?", "Kiln Bakery"),  # a noun, but written as a name
    ],
)
def test_first_person_beats_a_subject_the_question_writes_as_a_noun(question, expected):
    entries = [
        fact(1, USER[0], "manager", "Sélène Amrani"),
        fact(2, "hospital", "open on", "sundays"),
        fact(4, "Mossy", "employer", "Starlite Cinema"),  # no "friend" fact: the name alone finds him
        fact(5, "Rose", "employer", "Kiln Bakery"),
    ]
    assert expected in (ask(question, entries).answer or "")


def test_two_statements_that_answer_as_well_are_both_said_unless_the_question_is_about_now():
    """The reader cannot tell which of two equally covering sentences answers; it says both
    (the first the better one). A question about now gets one: the other is most often the
    value that was replaced."""
    entries = [
        said(70, "Noor", "the band rehearsed in a draughty church hall on Pell Street for years", order=70),
        said(71, "Noor", "lovely dinner with the band", order=71),
        said(72, "Noor", "the band rehearsed at Mossgate Studios last spring, a proper space", order=72),
    ]
    both = ask("where did the band rehearse", entries).answer
    assert both is not None and " / " in both and "Pell Street" in both and "Mossgate" in both
    one = ask("where does the band rehearse now", entries).answer
    assert one is not None and " / " not in one
    alone = ask("where did the band rehearse", entries[:2]).answer
    assert alone is not None and " / " not in alone  # no rival: one sentence


def test_a_statement_that_covers_much_less_is_no_rival():
    entries = [
        said(80, "Noor", "on fridays the band rehearsed in the church hall on Pell Street", order=80),
        said(81, "Noor", "the band rehearsed at Mossgate Studios once", order=81),
        said(82, "Noor", "lovely dinner with the band on friday", order=82),
    ]
    found = ask("where did the band rehearse on fridays", entries).answer
    assert found is not None and "Pell Street" in found and " / " not in found


RULES = [
    fact(1, "Noor", "instruction", "can you always reply in spanish?", scope="language"),
    fact(2, "Noor", "instruction", "never call me babe or hun, it's weird", scope="never call me babe"),
    fact(3, "Noor", "instruction", "keep it under 100 words if you can", scope="length"),
    fact(4, "Noor", "instruction", "numbered steps, always", scope="format"),
    said(5, "Noor", "when you write letters for me, sign them as Dr. Okeke. thanks!", order=5),
    said(6, "Noor", "think in miles always so give me miles please", order=6),
]


@pytest.mark.parametrize(
    ("question", "expected", "absent"),
    [
        # the kind asked for, named by an instance of it: Spanish is a language, a mile a unit
        # (and that one rule, not every rule the user gave)
        ("what language should you answer me in", "spanish", "babe"),
        ("what units should you give distances in for Noor?", "give me miles", "100 words"),
        # only the kind asked for: a babe is a kind of person, but "person" is not what is asked
        ("Which language should a person writing to Noor use?", "spanish", "babe"),
        # a name refused is the answer to "never call me", not the name memory knows
        ("what should you never call me", "babe", USER[0]),
        # "Dr." ends no sentence: the name signed with stays whole
        ("how should letters be signed", "sign them as Dr. Okeke", "miles"),
        # how a reply is laid out is its format
        ("how does Noor want recipes laid out?", "numbered steps", "spanish"),
    ],
)
def test_instructions_met_by_kind_refusal_and_layout(question, expected, absent):
    found = ask(question, RULES).answer
    says(found, expected)
    assert absent not in found


def test_what_to_call_me_is_still_the_name_when_nothing_is_refused():
    found = ask("what should you call me", RULES).answer
    assert found == USER[0]


def test_how_one_likes_to_be_addressed_is_what_to_call_them():
    """ "how would Noor like to be addressed": the passive names no one after it, yet it asks
    what to call the user, as "what should you call me" does (not what Noor likes)."""
    entries = [
        fact(1, "Noor", "likes", "jazz"),
        fact(2, "Noor", "instruction", "please address me as Dr. Okeke", scope="name"),
    ]
    says(ask("How would Noor like to be addressed?", entries).answer, "Dr. Okeke")


def test_an_instruction_answers_a_question_that_does_not_ask_how():
    """ "which mark am I not allowed in drafts": no "how should you", yet the user's own rule
    answers it when nothing said does; a question not about the assistant stays unanswered."""
    entries = [
        fact(1, USER[0], "instruction", "no exclamation marks in anything you write for me"),
        said(2, USER[0], "the quarterly report went out on time", order=2),
    ]
    found = ask("Which punctuation mark am I not allowed in my drafts?", entries)
    assert found.answer is not None and "exclamation" in found.answer
    assert ask("Which punctuation mark does the printer drop?", entries).answer is None


def test_a_rule_asked_with_should_is_the_users_rule():
    """ "In what currency should prices be given to Noor?": a rule asked with "should", no "you",
    is the user's own (the turn that said it may be held back once a fact in it was replaced)."""
    entries = [
        fact(
            1,
            USER[0],
            "instruction",
            "Please give all prices in Kenyan shillings, not dollars",
            scope="currency",
        ),
        said(2, USER[0], "can you help me plan a budget for transport?", order=2),
    ]
    found = ask(f"In what currency should prices be given to {USER[0]}?", entries)
    assert found.answer is not None and "shillings" in found.answer


# Everyday ways to ask for a slot: a relation's own noun of several words beats one word of
# another relation's ("mobile number" is the number, not the phone); "based", "uni".
EVERYDAY = [
    fact(1, "Noor", "phone number", "07700 900111"),
    fact(2, "Noor", "phone", "Pixel 8"),  # said later: a tie would go to it
    fact(3, "Noor", "residence", "Bristol"),
    fact(4, "Noor", "school", "Leeds Uni"),
    fact(5, "Noor", "employer", "Globex"),
    fact(6, "Noor", "hobby", "football"),
    fact(7, "Noor", "club", "Riverside Rovers"),  # said before the hobby: a tie would go to it
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("which team do I play for", "Riverside Rovers"),  # a team one plays for is a club
        ("whats my mobile number", "07700 900111"),
        ("what mobile do I have", "Pixel 8"),
        ("where am I based these days", "Bristol"),
        ("which uni do I go to", "Leeds Uni"),
    ],
)
def test_everyday_words_for_a_slot(question, expected):
    assert ask(question, EVERYDAY).answer == expected


def test_what_someone_listens_to_answers_what_music_they_listen_to():
    entries = [fact(1, "Noor", "listens to", "afrobeats"), fact(2, "Noor", "likes", "long walks")]
    assert ask("what music do i usually listen to", entries).answer == "afrobeats"
    assert ask("what music is Noor's go-to", entries).answer == "afrobeats"  # the cue alone


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        # "for a living" asks the job: a sentence about living somewhere does not answer it
        ("What does Noor do for a living?", False),
        ("Where would Noor love to live?", True),
    ],
)
def test_an_idioms_words_are_not_looked_for_in_statements(question, answered):
    entries = [said(1, "Noor", "one day I'd love to live by the sea in Cornwall")]
    found = answer_chat(question, entries, user_names=("Noor",))
    assert (found.answer is not None) is answered, found


@pytest.mark.parametrize(
    ("question", "value", "answer"),
    [
        # how someone has a thing: the fact that describes that thing
        ("how do I take my coffee", "black filter coffee", "black filter coffee"),
        ("How does Noor take her tea?", "builder's tea", "builder's tea"),
        # the value names the thing and nothing more: it describes nothing
        ("how do I take my coffee", "coffee", None),
        # another thing
        ("how do I take my coffee", "green tea", None),
        # not asked how
        ("what about my coffee", "black filter coffee", None),
    ],
)
def test_how_a_thing_is_had_is_the_fact_that_describes_it(question, value, answer):
    from memcli.answer_chat import _Question, _the_thing_described

    entries = [fact(1, "Noor", "drink", value, scope=value)]
    found = _the_thing_described(_Question(question, entries, ("Noor",)), entries)
    assert (found.answer if found else None) == answer


def test_how_a_thing_is_had_now_is_not_how_it_was():
    from memcli.answer_chat import _Question, _the_thing_described

    entries = [
        fact(1, "Noor", "drink", "instant coffee", "superseded", order=1),
        fact(2, "Noor", "former drink", "milky coffee", order=2),
    ]
    assert _the_thing_described(_Question("how do I take my coffee", entries, ("Noor",)), entries) is None


@pytest.mark.parametrize(
    ("question", "asks_a_name"),
    [
        ("what's my girlfriend's last name", True),
        ("what is Lena's surname", True),
        ("what was her maiden name", True),
        ("what's my last day at work", False),  # "last" alone asks no name
    ],
)
def test_a_surname_is_asked_as_a_name(question, asks_a_name):
    from memcli.answer_chat import _Question

    assert _Question(question, [], ("Noor",)).name_of is asks_a_name


def test_a_sentence_naming_no_one_does_not_give_a_surname():
    entries = [said(1, "Noor", "my girlfriend left for the emergency dept at the general last yr")]
    assert answer_chat("what's my girlfriend's last name", entries, user_names=("Noor",)).answer is None


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        # a price asked: a sentence must write a sum of money
        ("How much did Noor pay for the room?", "I paid for the room in 2 parts with 4 other guys", False),
        ("How much did Noor pay for the room?", "I paid £450 a month for the room", True),
        ("what's Noor's monthly rent", "my rent is 450 quid a month", True),
        ("what's Noor's monthly rent", "my rent is split 3 ways", False),
        # a count asked: any number will do
        ("how many guys does Noor live with", "I rent one room in a shared house with 4 other guys", True),
    ],
)
def test_a_price_asked_is_answered_by_money(question, sentence, answers):
    found = answer_chat(question, [said(1, "Noor", sentence)], user_names=("Noor",))
    assert (found.answer is not None) is answers, found


AT_A_PLACE = [
    fact(1, "Noor", "manager", "Prof. Lindqvist", "superseded", superseded_by=3, turn=1),
    said(
        2,
        "Noor",
        "supervisor at Brackmoor is Prof. Lindqvist, at present anyway, any minute a moment",
        turn=1,
    ),
    fact(3, "Noor", "manager", "Dr Oyelaran", turn=5),
    said(4, "Noor", "new job at Halden, my manager is Dr Oyelaran", turn=5),
]


@pytest.mark.parametrize(
    ("question", "answer", "reason"),
    [
        # a place whose values have all been replaced: what held there, with no "was" asked
        ("who supervised me at brackmoor", "Prof. Lindqvist", "manager at brackmoor"),
        # "at present" is when, not where
        ("who supervises me at present", "Dr Oyelaran", "current manager"),
        ("who supervises me at the moment?", "Dr Oyelaran", "current manager"),
        ("who supervises me at the minute", "Dr Oyelaran", "current manager"),
        # where the current value holds: the current value, as any question about it
        ("who supervises me at halden", "Dr Oyelaran", "current manager"),
    ],
)
def test_a_place_asked_about_whose_values_were_replaced(question, answer, reason):
    found = answer_chat(question, AT_A_PLACE, user_names=("Noor",))
    assert (found.answer, found.reason) == (answer, reason)


# Three managers in turn; the one before a named one, and the first of all (twentieth pass)
MANAGERS = [
    fact(1, "Noor", "manager", "Petra", "superseded", superseded_by=3, turn=1),
    fact(2, "Noor", "manager", "Odette", "superseded", superseded_by=3, turn=2),
    fact(3, "Noor", "manager", "Wren", turn=3),
    fact(4, "Noor", "residence", "Leeds", "superseded", superseded_by=6, turn=1),
    fact(5, "Noor", "residence", "York", "superseded", superseded_by=6, turn=2),
    fact(6, "Noor", "residence", "Harrogate", turn=3),
]


@pytest.mark.parametrize(
    ("question", "historical", "answer"),
    [
        # "my manager" is walked as a possessive: the anchor still picks the one before it
        ("who was my manager before Odette", False, "Petra"),
        ("who was my boss before Wren", False, "Odette"),
        ("who was my first manager", False, "Petra"),
        ("who was my original boss", False, "Petra"),
        # with no anchor and no "first", the latest earlier one, as before
        ("who was my manager before", False, "Odette"),
        # a slot answered without a possessive walk (the question found historical): "first"
        # is the earliest value
        ("where did I live first", True, "Leeds"),
        ("where did I live originally", True, "Leeds"),
        ("where did I live before", True, "Leeds, York"),
        # "first" before a past verb says when: no earliest value is picked ...
        ("where did I live after I first moved", True, "Leeds, York"),
        # ... but "when I first moved" points at the value that held first
        ("where did I live when I first moved", True, "Leeds"),
        ("who was my manager when I first started", False, "Petra"),
        # "first day" asks no slot's start
        ("what was my first day like", False, None),
        # now, "first" changes nothing
        ("who is my manager", False, "Wren"),
        ("who is my first manager now", False, "Wren"),
        ("where do I live, first things first", False, "Harrogate"),
    ],
)
def test_the_earlier_value_a_question_picks_out(question, historical, answer):
    assert answer_chat(question, MANAGERS, historical=historical, user_names=("Noor",)).answer == answer


@pytest.mark.parametrize(
    ("question", "text", "answered"),
    [
        # a person noun before the verb: said of that person (twentieth pass)
        ("what instrument do I play", "our neighbour plays the violin at 7am every day", False),
        ("what instrument do I play", "I play the violin in a string quartet", True),
        ("what language do I speak", "my nan speaks Welsh to the dog", False),
        ("what language do I speak", "I speak Welsh at home", True),
        # "my birthday" is not "Dev's birthday"; "my birthday" is
        ("when is my birthday", "my colleague Dev's birthday is on 4 May", False),
        ("when is my birthday", "my birthday is on 4 May, send cake", True),
        # a relative memory never filed: "I work at …" and "my partner … works at …" are not theirs
        ("where does my sister work", "I work at Ashby Print as a designer", False),
        ("where does my sister work", "my partner Sam works at Kessock Dental", False),
        ("where does my sister work", "my sister works at Kessock Dental", True),
        ("where does my sister work", "Lin works at Kessock Dental these days", True),
        # a name is asked: a contraction near the noun is no name, a coined word is
        ("what's my dog's name", "my mum keeps asking when we're getting a dog lol", False),
        ("what's my dog's name", "we finally got a dog, she's called zuzu", True),
        ("what's my dog's name", "we got a dog, ellie-mae picked her", True),
        # a maybe is no fact, unless plans are asked about
        ("where did we move to", "we might move to Bristol next year, who knows", False),
        ("where did we move to", "we moved to Bristol in the spring", True),
        ("where might we move to", "we might move to Bristol next year, who knows", True),
        ("where did I move to", "maybe I'll move to Bristol, or not", False),
        ("where did I move to", "in may we moved to Bristol, finally", True),
    ],
)
def test_a_sentence_said_of_another_is_no_answer(question, text, answered):
    found = ask(question, [said(60, "Noor", text, valid_at="2024-06-01T10:00:00Z")])
    assert (found.answer is not None) is answered, found


def test_a_walk_goes_on_from_every_child():
    """ "my son-in-law" with two children filed: the question does not say which child's partner,
    so the walk goes on from each (the latest named is no better a guess)."""
    entries = [
        fact(1, "Noor", "child", "Cosima", scope="cosima"),
        fact(2, "Noor", "child", "Hugo", scope="hugo"),
        fact(3, "Cosima", "partner", "Dev"),
        fact(4, "Dev", "employer", "Kessock Dental"),
    ]
    says(ask("where does my son-in-law work", entries).answer, "Kessock Dental")


@pytest.mark.parametrize("question", ["what are my kids called", "what are my children called"])
def test_a_plural_noun_asks_for_everyone_in_the_slot(question):
    """A turn that says "our kids, Mabel and Wilf" calls only Mabel by the noun as written; the
    plural question asks for both."""
    entries = [
        fact(1, "Noor", "child", "Mabel", scope="mabel"),
        fact(2, "Noor", "child", "Wilf", scope="wilf"),
        said(3, "Noor", "we live in Utrecht with our kids, Mabel and Wilf"),
    ]
    answer = ask(question, entries).answer
    says(answer, "Mabel")
    says(answer, "Wilf")


@pytest.mark.parametrize(
    ("question", "filed", "answered"),
    [
        ("what's my favourite film", "favourite band", False),  # another kind of favourite
        ("what's my favourite drink", "favourite food", False),
        ("what's my favourite movie", "favourite film", True),  # the same kind, said otherwise
        ("what's my fave kind of film", "favourite film", True),
        ("what's my fave kind of film", "favourite band", False),
        ("what's my favourite color", "favourite colour", True),
        ("what's my favourite song", "favourite thing", True),  # "my fav thing ever": any kind
        ("what's my favourite hobby", "favourite band", True),  # no group of kinds: not judged
    ],
)
def test_a_favourite_answers_a_question_about_its_kind(question, filed, answered):
    entries = [fact(1, "Noor", filed, "Paddington 2", scope="paddington 2")]
    found = ask(question, entries)
    assert (found.answer == "Paddington 2") is answered, found


@pytest.mark.parametrize(
    ("question", "text", "expected"),
    [
        ("where does my brother live", "my sister Jo moved to Dundee", None),
        ("where does my sister live", "my sister Jo moved to Dundee", "Dundee"),
        ("where does my brother live", "Jo, my sister, moved to Dundee", None),
        ("where does my brother live", "my sibling Jo moved to Dundee", "Dundee"),  # not told apart
        ("where does my brother live", "Jo moved to Dundee", "Dundee"),  # never called anything
        # called both ways by different turns: the question's word is said of them too
        ("where does my brother live", "my sister Jo moved to Dundee. my brother Jo, that is", "Dundee"),
    ],
)
def test_a_relative_called_otherwise_is_not_the_one_asked_about(question, text, expected):
    entries = [
        fact(1, "Noor", "sibling", "Jo", scope="jo"),
        fact(2, "Jo", "residence", "Dundee"),
        said(3, "Noor", text),
    ]
    says(ask(question, entries).answer, expected)


def test_an_in_law_walks_through_a_child_of_the_other_sex():
    """ "my daughter-in-law" is a son's wife: the noun tells the last person, not the child."""
    entries = [
        fact(1, "Noor", "child", "Jo", scope="jo"),
        fact(2, "Jo", "partner", "Ama"),
        fact(3, "Ama", "residence", "Dundee"),
        said(4, "Noor", "my son Jo moved to Dundee with Ama"),
    ]
    says(ask("where does my daughter-in-law live", entries).answer, "Dundee")


@pytest.mark.parametrize(
    ("question", "expected"), [("what's my dog called", None), ("what's my cat called", "Pesto")]
)
def test_a_pet_of_another_kind_is_not_the_one_asked_about(question, expected):
    entries = [fact(1, "Noor", "pet", "Pesto", scope="pesto"), said(2, "Noor", "we have a cat called Pesto")]
    says(ask(question, entries).answer, expected)


@pytest.mark.parametrize(
    ("question", "credited"),
    [
        ("where does Ama work these days", "later"),
        ("where does Ama work now", "later"),
        ("where does Ama work", None),  # no word of now: time does not weigh
        ("where was Ama working before the job she has now", "earlier"),  # before: the first said
        ("how has Ama's job changed up to now", None),  # the story, not the latest
    ],
)
def test_a_question_about_now_credits_the_later_statement(question, credited):
    """Of statements that cover a question about now alike, the later is likelier what holds:
    each turn's place in time, 0 the first and 1 the last, times RECENCY_CREDIT; about before
    something, the other way round, times EARLY."""
    from memcli.answer_chat import EARLY, RECENCY_CREDIT, _Question, _recency

    entries = [said(1, "Noor", "Ama works at Quarrow"), said(2, "Noor", "Ama is at Fenmore now")]
    q = _Question(question, entries, ["Noor"])
    bags = [(e, e.value, set()) for e in entries]
    expected = {"later": {1: 0.0, 2: RECENCY_CREDIT}, "earlier": {1: EARLY, 2: 0.0}, None: {}}[credited]
    assert _recency(q, bags) == expected


@pytest.mark.parametrize(("credit", "answer"), [(1.0, "Kelby lido"), (0.0, "Pellow baths")])
def test_the_recency_credit_weighs_in_the_statement_score(monkeypatch, credit, answer):
    """The earlier statement covers more of the question ("on mondays"); a credit for being said
    later outweighs that only as far as RECENCY_CREDIT reaches."""
    import memcli.answer_chat as answer_chat

    monkeypatch.setattr(answer_chat, "RECENCY_CREDIT", credit)
    entries = [
        said(1, "Noor", "Ama swims at Pellow baths on mondays"),
        said(2, "Noor", "Ama swims at the Kelby lido now"),
    ]
    says(ask("where does Ama swim on mondays now", entries).answer, answer)


def test_a_kind_noun_never_said_is_met_by_its_instance():
    """ "team" names the kind and memory never says it: the instance ("Hartside Rovers") meets it."""
    entries = [said(60, "Noor", "I support Hartside Rovers, season ticket holder for 10 years")]
    says(ask("which football team do I support", entries).answer, "Hartside Rovers")


def test_a_kind_noun_memory_says_is_still_looked_for():
    """ "team" is said: a sentence that says it may answer too, beside the one that meets the verb."""
    entries = [
        said(60, "Noor", "I support Hartside Rovers, season ticket holder"),
        said(61, "Noor", "the team I really follow is Kelby Town"),
    ]
    says(ask("which football team do I support", entries).answer, "Kelby Town")


@pytest.mark.parametrize(
    ("question", "text", "answered"),
    [
        ("where do I train now", "also cancelled the Ironclad gym membership, way too pricey", False),
        ("where do I train now", "cancelled Ironclad gym, I train at Southpaw now", True),  # begun too
        (
            "where was I training before the club I go to now",
            "also cancelled the Ironclad gym, too pricey",
            True,
        ),
        ("where do I train", "also cancelled the Ironclad gym membership, way too pricey", True),  # not "now"
        ("how has my training changed up to now", "also cancelled the Ironclad gym membership", True),
    ],
)
def test_what_ended_does_not_answer_a_question_about_now(question, text, answered):
    found = ask(question, [said(60, "Noor", text)])
    assert (found.answer is not None) is answered, found


@pytest.mark.parametrize(
    ("question", "text", "answered"),
    [
        ("what do I eat for breakfast", "I always have porridge for breakfast, with honey", True),
        ("what do I drink in the mornings", "I always have a green tea in the mornings", True),
        ("what do I read in the mornings", "I always have a green tea in the mornings", False),
        ("what do I eat for breakfast", "breakfast club at the school starts at 8", False),  # no "have"
    ],
)
def test_eating_and_drinking_are_said_with_have(question, text, answered):
    found = ask(question, [said(60, "Noor", text)])
    assert (found.answer is not None) is answered, found


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what date format do I want", "day/month"),
        ("what time format do I like", "day/month"),  # dates and times are one topic
        ("what format do I want", "bullet points"),  # the replies' layout
    ],
)
def test_a_date_format_is_asked_apart_from_the_layout(question, answer):
    entries = [
        fact(1, "Noor", "instruction", "always use bullet points", scope="format"),
        fact(2, "Noor", "instruction", "UK dates please, day/month", scope="dates"),
    ]
    says(ask(question, entries).answer, answer)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("where did we get engaged", "Paris"),  # somewhere, never the partner
        ("who did I get engaged to", "Sam"),
    ],
)
def test_a_person_is_no_answer_to_where(question, expected):
    entries = [
        fact(1, "Noor", "partner", "Sam"),
        said(2, "Noor", "Sam and I got engaged in Paris last Christmas"),
    ]
    says(ask(question, entries).answer, expected)


@pytest.mark.parametrize(
    ("entries", "answer"),
    [
        # the bookshop was worked at before any title was said: the first job is the bookshop
        (
            [
                fact(1, "Noor", "employer", "Pellow Books", "superseded", superseded_by=2),
                fact(2, "Noor", "employer", "Kelby Library"),
                fact(3, "Noor", "job title", "librarian"),
            ],
            "Pellow Books",
        ),
        # a title said first: the title
        (
            [
                fact(1, "Noor", "job title", "barista", "superseded", superseded_by=3),
                fact(2, "Noor", "employer", "Kelby Library"),
                fact(3, "Noor", "job title", "librarian"),
            ],
            "barista",
        ),
    ],
)
def test_a_first_job_is_the_slot_whose_story_began_first(entries, answer):
    says(ask("what was my first job", entries, historical=True).answer, answer)


@pytest.mark.parametrize(
    ("question", "expected", "not_expected"),
    [
        ("what music do I like", "jazz", "olives"),  # olives are known food, no music
        ("what food do I like", "olives", "jazz"),
        ("what team do I like", None, None),  # neither is a team, and both are known kinds
        ("what do I like", "olives, jazz", None),  # no kind asked: every like
    ],
)
def test_a_like_of_another_known_kind_is_no_answer(question, expected, not_expected):
    entries = [fact(1, "Noor", "likes", "olives"), fact(2, "Noor", "likes", "jazz")]
    found = ask(question, entries).answer
    says(found, expected)
    assert not_expected is None or not_expected not in found


def test_a_team_supported_answers_which_team():
    entries = [fact(1, "Noor", "likes", "olives"), fact(2, "Noor", "supports", "Harriers")]
    assert ask("which football team do I support", entries).answer == "Harriers"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what do I do for work", "paramedic"),  # a title alone answers it
        ("what work do I do", "paramedic"),
        ("what does Noor do for a job", "paramedic"),
    ],
)
def test_what_someone_does_for_work_is_the_title_when_no_place_is_filed(question, answer):
    assert ask(question, [fact(1, "Noor", "job title", "paramedic")]).answer == answer


@pytest.mark.parametrize(
    ("sentences", "answer"),
    [
        (["my sister lives in Leeds"], None),  # names her, says no work of hers
        (["my sister lives in Leeds", "my sister nurses at Wagtail Hospital"], "nurses at Wagtail Hospital"),
        (["my sister got a job at Wagtail Hospital"], "job at Wagtail Hospital"),
    ],
)
def test_what_someone_does_is_a_statement_of_work(sentences, answer):
    entries = [said(n, "Noor", text) for n, text in enumerate(sentences, start=1)]
    says(ask("what does my sister do", entries).answer, answer)


@pytest.mark.parametrize(
    ("sentences", "answer"),
    [
        (["Hessock Mills offered me a full time job"], None),  # my job, met only in meaning
        (["Hessock Mills offered her a full time job"], "offered her"),  # "her" may be the aunt
    ],
)
def test_work_said_of_me_is_not_someone_elses(sentences, answer):
    entries = [said(n, "Noor", text) for n, text in enumerate(sentences, start=1)]
    says(ask("what does my aunt do for work", entries).answer, answer)


@pytest.mark.parametrize(
    ("entries", "answer"),
    [
        ([fact(1, "Noor", "flatmate", "Maelis")], "Maelis"),
        # "live with my boyfriend": named by the partner slot
        ([fact(1, "Noor", "live with", "boyfriend"), fact(2, "Noor", "partner", "Anselm")], "Anselm"),
        ([fact(1, "Noor", "live with", "mum")], "mum"),
        # moved into one home in one turn: together
        (
            [
                fact(1, "Noor", "residence", "Didsbury", turn=5),
                fact(2, "Priyesh", "residence", "Didsbury", turn=5),
            ],
            "Priyesh",
        ),
        # the same town said in another turn is a neighbour at most
        (
            [
                fact(1, "Noor", "residence", "Didsbury", turn=5),
                fact(2, "Priyesh", "residence", "Didsbury", turn=8),
            ],
            None,
        ),
        (
            [
                fact(1, "Noor", "flatmate", "Maelis", "superseded", superseded_by=2),
                fact(2, "Noor", "flatmate", "Bea"),
            ],
            "Bea",
        ),
    ],
)
def test_who_someone_lives_with(entries, answer):
    found = ask("who do I live with", entries)
    if answer is None:
        assert found.answer is None or "Priyesh" not in found.answer, found
    else:
        assert found.answer == answer, found


def test_who_someone_lived_with_is_not_asked_of_now():
    entries = [
        fact(1, "Noor", "flatmate", "Maelis", "superseded", superseded_by=2),
        fact(2, "Noor", "flatmate", "Bea"),
    ]
    assert ask("who did I live with before", entries, historical=True).answer != "Bea"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("where do I study", "Birkbeck"),  # "study at" fills the school with a place
        ("where am I studying these days", "Birkbeck"),
        ("what do I study", "history"),  # no "where": the course
    ],
)
def test_where_asks_the_slot_its_verb_places(question, answer):
    entries = [fact(1, "Noor", "course", "history"), fact(2, "Noor", "school", "Birkbeck")]
    assert ask(question, entries).answer == answer


def test_where_keeps_a_slot_of_things_when_no_place_is_filed():
    # no school filed: the course is still the best memory has (the place-slot search finds none)
    assert ask("where do I study", [fact(1, "Noor", "course", "history")]).answer == "history"


@pytest.mark.parametrize(
    ("values", "answer"),
    [
        (["hopfield", "sheffield"], "sheffield"),  # a known city before a coined name
        (["hopfield", "bakery"], "hopfield"),  # no known city: the name, not the kind of place
    ],
)
def test_a_town_asked_is_a_known_town_first(values, answer):
    entries = [fact(n, "Noor", "work in", v) for n, v in enumerate(values, start=1)]
    assert ask("what city do I work in", entries).answer == answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what is my girlfriend into", "pottery"),  # "into" asks what she likes
        ("what's Clementa into these days", "pottery"),
        ("what did Clementa get into", None),  # trouble, not a taste
    ],
)
def test_what_someone_is_into_is_a_like(question, answer):
    entries = [fact(1, "Noor", "partner", "Clementa"), fact(2, "Clementa", "likes", "pottery")]
    says(ask(question, entries).answer, answer)


def test_any_kept_animal_asks_for_the_pet():
    from memcli.lexicon import cued_relations, question_terms

    assert "pet" in cued_relations(question_terms("what's my tortoise called"))
    assert "pet" in cued_relations(question_terms("what breed is my whippet"))
    assert "pet" not in cued_relations(question_terms("where do I go horse riding"))


@pytest.mark.parametrize(
    ("facts", "answer"),
    [
        # the firm's own place, by a relation that only says where ("based in")
        ([fact(3, "Brindlewick Trust", "based in", "Plymouth")], "Plymouth"),
        ([fact(3, "Brindlewick Trust", "headquartered in", "Plymouth")], "Plymouth"),
        # nothing of the firm filed: the town she works in, said with it
        ([fact(3, "Imke", "work in", "Plymouth")], "Plymouth"),
        ([fact(3, "Imke", "work in", "Plymouth", "superseded", superseded_by=4)], "Brindlewick Trust"),
    ],
)
def test_the_city_of_someones_employer(facts, answer):
    entries = [fact(1, "Noor", "partner", "Imke"), fact(2, "Imke", "employer", "Brindlewick Trust"), *facts]
    assert ask("what town is my partner's firm in", entries).answer == answer


def test_the_town_worked_in_answers_only_a_town_asked():
    entries = [
        fact(1, "Noor", "partner", "Imke"),
        fact(2, "Imke", "employer", "Brindlewick Trust"),
        fact(3, "Imke", "work in", "Plymouth"),
    ]
    assert ask("how big is the company my partner works for", entries).answer != "Plymouth"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("when is my sister getting married", "June"),  # a date: the statement, never the groom
        ("who is my sister marrying", "Piers"),
    ],
)
def test_when_is_answered_by_a_time(question, answer):
    entries = [
        fact(1, "Noor", "sibling", "Isolde"),
        fact(2, "Isolde", "partner", "Piers"),
        said(3, "Noor", "planning my sister Isolde's hen do, she's getting married in June to Piers", turn=2),
    ]
    says(ask(question, entries).answer, answer)


def test_my_lad_is_my_son():
    entries = [fact(1, "Noor", "child", "Tiberio"), fact(2, "Tiberio", "age", "9")]
    assert ask("how old's my lad", entries).answer == "9"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what's my name", "Noor"),
        ("What is my name?", "Noor"),
        ("what is my full name", "Noor"),
        ("who am I?", "Noor"),
        ("who am I dating", "Tiberio"),  # a question about someone else in the user's life
        ("what's my dog's name", None),  # nothing known of a dog: never the user's own name
    ],
)
def test_the_users_own_name(question, expected):
    entries = [fact(1, "Noor", "partner", "Tiberio")]
    says(ask(question, entries).answer, expected)


def test_no_name_known_is_no_answer():
    assert answer_chat("what's my name", [fact(1, "user", "partner", "Tiberio")]).answer is None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what breed is Gethin's dog", "springer spaniel"),
        ("what breed is Bryn", "springer spaniel"),
        ("what's Gethin's dog called", "Bryn"),
    ],
)
def test_a_pets_breed_is_reached_through_its_owner(question, expected):
    entries = [
        said(9, "Noor", "my best mate Gethin just got a springer spaniel called Bryn", turn=1),
        fact(1, "Noor", "friend", "Gethin", turn=1),
        fact(2, "Gethin", "pet", "Bryn", turn=1),
        fact(3, "Bryn", "breed", "springer spaniel", turn=1),
    ]
    says(ask(question, entries).answer, expected)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("how has my love life changed", "Aurelio"),  # the partners had, not a taste
        ("how has my love life changed", "Kit"),
        ("what do I love", "swimming"),
    ],
)
def test_a_love_life_asks_for_partners(question, expected):
    entries = [
        fact(1, "Noor", "partner", "Kit", status="superseded", superseded_by=2),
        fact(2, "Noor", "partner", "Aurelio"),
        fact(3, "Noor", "likes", "swimming"),
    ]
    says(ask(question, entries).answer, expected)


@pytest.mark.parametrize(
    ("value", "answered"),
    [
        ("zoo", True),  # a facility (WordNet) is a place to work
        ("depot", True),
        ("hospital", True),
        ("guy", False),  # no place at all
    ],
)
def test_a_one_word_workplace_is_a_place_or_facility(value, answered):
    entries = [fact(1, "Eluned", "employer", value)]
    found = answer_chat("where does Eluned work", entries, user_names=("Noor",)).answer
    assert (found == value) is answered, found


@pytest.mark.parametrize(
    ("value", "answered"),
    [
        ("truffle oil", True),  # a substance made of a food is a food
        ("chilli jam", True),
        ("coriander", True),
        ("cheese grater", False),  # made of no food: a thing
        ("car oil", False),
    ],
)
def test_a_food_asked_by_kind_may_be_made_of_one(value, answered):
    entries = [fact(1, "Noor", "dislikes", value, scope=value)]
    found = ask("what ingredient do I hate", entries).answer
    assert (found == value) is answered, found


# What someone likes or wants, said in words the question does not share: the closest sentence
# in meaning answers a question of taste or of how to reply, and no other kind of question.
MEANT = [
    said(1, "Noor", "can't stop playing drum and bass and jungle tunes"),
    said(2, "Noor", "the bins go out on a tuesday here. the car needs an MOT soon."),
    said(3, "Noor", "when you write emails for me, finish them with Cheers, Noor x"),
    said(4, "Noor", "I live on oat flat whites, coffee is life"),
    said(5, "Noor", "great music"),  # too short to say what is liked, however close
    said(6, "Eluned", "I'm into grime music these days"),  # someone else's
    said(7, "Noor", "my favourite colour is teal, always has been"),
    said(8, "Noor", "I can't eat liver, it's grim"),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("what sort of music is Noor into?", "drum and bass"),  # a taste ("into" asks one)
        ("how do I want my letters closed?", "Cheers"),  # an instruction
        ("what is Noor's blood type?", None),  # a fact no statement answers: abstain
        # the closest sentence is not close enough (answer_chat.MEANING_FLOOR): abstain
        ("what drink does Noor enjoy?", None),
        # a favourite of another kind is no answer however close ("favourite colour" for a film)
        ("what is Noor's favourite film?", None),
        # a kind of food asked: a sentence naming something edible (tests/test_answer_chat_abstain.py
        # has the sofa that is none)
        ("what food does Noor hate?", "liver"),
        # how a thing should be done, or what someone wants, is a wish: said in words of its own
        ("how should the bins be sorted?", "tuesday"),
        ("what tunes does Noor want on?", "drum and bass"),
        ("how are the bins sorted?", None),  # no wish asked: a fact no statement covers
        # a kind asked for, which its instance rarely names ("oat flat whites" for a coffee)
        ("what sort of coffee keeps Noor going?", "oat flat whites"),
        ("what kind of coffee keeps Noor going?", "oat flat whites"),
        ("what types of coffee keep Noor going?", "oat flat whites"),
        ("what coffee keeps Noor going?", None),  # no kind asked: a fact no statement covers
    ],
)
def test_a_taste_or_an_instruction_said_in_other_words(question, expected):
    says(ask(question, MEANT).answer, expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a clause that says what was given up leaves; what holds now stays
        ("also I quit pilates, I do spin now at Velo Barn", "I do spin now at Velo Barn"),
        ("Hesper is leaving Quorn Press; the job goes to Bryony", "the job goes to Bryony"),
        ("I swim now but I stopped running", "I swim now"),
        ("I don't eat meat anymore, only fish now", "only fish now"),
        ("used to live in Crail, Anstruther now", "Anstruther now"),
        ("moved out of Crail and now I'm in Anstruther", "I'm in Anstruther"),
        # nothing given up, or nothing but: the statement is said whole
        ("I do spin at Velo Barn, twice a week", "I do spin at Velo Barn, twice a week"),
        ("I quit pilates, finally", "I quit pilates, finally"),
        ("I swim at Velo Barn but only on sundays", "I swim at Velo Barn but only on sundays"),
        ("I ditched the car so now I cycle to work", "I cycle to work"),
        ("left it all behind", "left it all behind"),
    ],
)
def test_a_clause_given_up(text, expected):
    from memcli.answer_chat import _without_given_up

    assert _without_given_up(text) == expected


@pytest.mark.parametrize(
    ("question", "kept", "dropped"),
    [
        ("what exercise do I do now", "spin", "pilates"),  # about now: only what holds
        ("what exercise did I do before", "pilates", None),  # about the past: said whole
        ("what exercise do I do", "pilates", None),  # now not said: said whole
        ("what exercise was I doing until now", "pilates", None),  # the past up to now
    ],
)
def test_a_statement_about_now_leaves_out_what_was_given_up(question, kept, dropped):
    entries = [said(90, "Noor", "also I quit pilates for exercise, I do spin now at Velo Barn", order=90)]
    answer = ask(question, entries).answer
    assert answer is not None and kept in answer, answer
    assert dropped is None or dropped not in answer, answer


@pytest.mark.parametrize(
    ("clause", "given_up"),
    [
        ("I left Quorn Press", True),
        ("quitting the choir", True),
        ("no longer at the bakery", True),
        ("gave up the allotment", True),
        ("I've given up meat", True),
        ("dropped french", True),
        ("ditched the gym", True),
        ("moved away from Crail", True),
        ("moved from Crail", True),
        ("not vegan any more", True),
        ("I moved to Crail", False),  # a move to somewhere says what holds
        ("I love my new job", False),
        ("leftover pasta again", False),  # a word that begins like one
    ],
)
def test_what_says_a_clause_was_given_up(clause, given_up):
    from memcli.answer_chat import _GIVEN_UP

    assert bool(_GIVEN_UP.search(clause)) is given_up


def test_a_relative_never_named_is_walked_through():
    """ "who is my dad's partner": the dad was never named, so memory calls him "Noor's dad"; the
    walk goes on from him to his partner."""
    entries = [
        fact(1, "Noor's dad", "partner", "Ysella"),
        fact(2, "Noor", "partner", "Corwen"),
        said(3, "Noor", "dad's seeing someone new, her name's Ysella"),
    ]
    assert ask("who is my dad's partner", entries).answer == "Ysella"
    assert ask("who is my partner", entries).answer == "Corwen"


KINDED = [
    fact(1, "Noor", "child", "Esmae"),
    fact(2, "Esmae", "employer", "Pendrew Pharmacy", status="superseded", order=2),
    fact(3, "Esmae", "employer", "Gorran Pharmacy", order=3),
    fact(4, "Esmae", "work in", "Tollhaven", order=3),
    fact(5, "Noor", "child", "Idwal"),
    fact(6, "Idwal", "school", "Fettle Academy", order=4),
]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # a place asked by the word its name ends in, and the town of an employer so asked
        ("in which town is my daughter's pharmacy now", "Tollhaven"),
        ("what's my daughter's pharmacy called", "Gorran Pharmacy"),
        ("what's my son's academy called", "Fettle Academy"),
        # a word the name does not end in, or a kind asked with more than a town: not this reader
        ("in which town is my daughter's bakery", None),
        ("what colour is my daughter's pharmacy", None),
    ],
)
def test_a_place_asked_by_its_kind_word(question, answer):
    found = ask(question, KINDED)
    if answer is None:
        assert found.reason not in ("the town the job is in",) and not (found.answer or "").startswith(
            ("Gorran", "Tollhaven")
        ), found
    else:
        assert found.answer == answer, found


def test_a_place_asked_by_its_kind_word_is_one_held_now():
    ended = [
        fact(1, "Noor", "child", "Esmae"),
        fact(2, "Esmae", "employer", "Gorran Pharmacy", status="superseded", order=2),
        fact(3, "Esmae", "employer", "ended: Gorran Pharmacy", order=3),
    ]
    found = ask("what's my daughter's pharmacy called", ended)
    assert found.answer is None or "statement" in found.reason, found  # no slot reader answers


# A later sentence that denies a value the chosen statement names corrects it (_corrected): the
# answer is the correction, without the denial that names the replaced value.
_CAROLS = said(40, "Noor", "The carol service is at St Wenbury's hall on 6 June.", order=40)


_WHERE = "where is the carol service"
_CHAPEL = "Correction: the carol service is at the Quarry chapel,"


@pytest.mark.parametrize(
    ("later", "question", "kept", "dropped"),
    [
        # the denied value is in the chosen statement and a topic word is shared: corrected
        (
            f"{_CHAPEL} not St Wenbury's.",
            _WHERE,
            "Quarry",
            "Wenbury",
        ),
        # no topic word shared, but a denied value of two words, both in the chosen: corrected
        ("sorry, it's on 9 June, not 6 June", "when is the carol service now", "9 June", "6 June"),
        # "not June but July": the denial is one word, not "June but"
        ("the carol service is not June but July this year", "when is the carol service now", "July", "June"),
        # a denied value the chosen statement never named corrects nothing
        (
            f"{_CHAPEL} not the Mill chapel.",
            _WHERE,
            "Wenbury",
            None,
        ),
        # "not a ...": an article is no value
        ("the carol service is not a big deal for me", _WHERE, "Wenbury", None),
        # one denied word and nothing else shared: no correction of this statement
        ("my mood is not June, it's November", _WHERE, "Wenbury", None),
        # "not on the choir ...": an article is no value, though both words were said
        (
            "I'm not on the choir committee, but the carol service sounds fun",
            _WHERE,
            "Wenbury",
            None,
        ),
    ],
)
def test_a_later_correction_replaces_the_statement(later, question, kept, dropped):
    entries = [_CAROLS, said(41, "Noor", later, order=41)]
    answer = ask(question, entries).answer
    assert answer is not None and kept in answer, answer
    assert dropped is None or dropped not in answer, answer


@pytest.mark.parametrize(
    ("question", "corrected"),
    [
        (_WHERE, True),
        ("where was the carol service", True),  # "was": still the value the correction gives
        ("how has the carol service changed", False),  # a story: both, as said
        ("where was the carol service before the move", False),  # before X: the earlier one stands
    ],
)
def test_a_correction_said_after_the_statement_it_denies(question, corrected):
    correction = f"{_CHAPEL} not St Wenbury's."
    after = ask(question, [_CAROLS, said(41, "Noor", correction, order=41)]).answer
    assert ("Wenbury" not in (after or "")) is corrected, after
    # said before the statement it would deny, it corrects nothing
    before = ask(question, [said(39, "Noor", correction, order=39), _CAROLS]).answer
    assert "Wenbury" in (before or ""), before


# Of the statements that cover a question as well, the one closer to it in meaning answers
# (answer_chat.MEANING_WEIGHT), though the other was said later; more words covered still win.
ALLOTMENT = [
    said(50, "Noor", "the allotment is full of courgettes and beans this summer", order=50),
    said(51, "Noor", "the allotment shed got broken into, they took the strimmer", order=51),
]


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("what is growing at the allotment", "courgettes"),  # closer in meaning, said earlier
        ("what happened at the allotment shed", "strimmer"),  # covers "shed" too
    ],
)
def test_of_equal_statements_the_closer_in_meaning_answers_first(question, first):
    answer = ask(question, ALLOTMENT).answer
    assert answer is not None and first in answer.split(" / ")[0], answer


def test_a_walk_of_hops_is_ranked_by_words_covered_not_meaning():
    """ "my sister's boyfriend": the walk's words fill the question's vector, so closeness in
    meaning would judge the walk, not what is asked of the person reached (two tuned hop answers
    were lost so): of equal statements, the later one comes first, as before meaning ranked."""
    entries = [
        fact(1, "Noor", "sibling", "Imke"),
        fact(2, "Imke", "partner", "Torvald"),
        said(60, "Noor", "Torvald has a new job, he works at the Harbour Deli making sandwiches", order=60),
        said(61, "Noor", "Torvald says work is where he goes to hide from Imke lol", order=61),
    ]
    answer = answer_chat("where does my sister's boyfriend work", entries, user_names=("Noor",)).answer
    assert answer is not None and answer.startswith("Torvald says work"), answer


def test_about_now_the_latest_statement_outweighs_a_fuller_older_one():
    """ "what do I use for invoices and quotes now": a later statement that covers less of the
    question (invoices, not quotes) is likelier what holds now than an older one that covers it
    all; about the past, the fuller one stays the answer (RECENCY_CREDIT, tuned on
    benchmarks/chats)."""
    entries = [
        said(1, "Noor", "for invoices and quotes i use the Billfold app, it does the job", order=1),
        said(2, "Noor", "chit chat about the weather today", order=2),
        said(3, "Noor", "switched, now i use Ledgerly for the invoices", order=3),
        said(4, "Noor", "dinner was great", order=4),
    ]
    says(ask("what do i use for invoices and quotes now", entries).answer, "Ledgerly")
    says(ask("what did i use for invoices and quotes", entries).answer, "Billfold")


def test_before_something_the_earliest_statement_is_lifted():
    """ "where did the band jam each week before the rehearsal room": what was said first is
    likelier what held before; it answers though it covers less of the question than a statement
    needs to on its own (EARLY, tuned on benchmarks/chats)."""
    entries = [
        said(1, "Noor", "lads and i jam out of my garage for now, neighbours love it lol", order=1),
        said(2, "Noor", "dinner was great", order=2),
        said(3, "Noor", "the band finally got its own rehearsal room!!", order=3),
    ]
    says(ask("where did the band jam each week before the rehearsal room", entries).answer, "garage")


@pytest.mark.parametrize(
    ("question", "read_as"),
    [
        ("where does the partner of Noor's son live", "where does Noor's son's partner live"),
        ("what does the wife of my boss do", "what does my boss's wife do"),
        ("where does the husband of Ines work", "where does Ines's husband work"),
        # a tie that is no person's stays as it is
        ("which is the school of my daughter", "which is the school of my daughter"),
        ("what is the name of my dog", "what is the name of my dog"),
        ("what is the colour of Ines's car", "what is the colour of Ines's car"),
    ],
)
def test_a_tie_said_with_of_is_read_as_a_possessive(question, read_as):
    from memcli.intent import of_as_possessive

    assert of_as_possessive(question) == read_as


def test_the_partner_of_someones_son_is_walked_like_the_sons_partner():
    entries = [
        fact(1, "Noor", "child", "Tomos"),
        fact(2, "Tomos", "partner", "Julian"),
        fact(3, "Julian", "residence", "Seattle"),
        fact(4, "Noor", "residence", "Asheville"),
    ]
    says(ask("In which city does the partner of Noor's son live?", entries).answer, "Seattle")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # an everyday word liked is no title: the favourite film is not said
        ("what is Noor's favourite film?", None),
        ("who is my favourite singer", None),
        # a name liked may be one, an everyday word written as a name too, or one of the kind
        ("what's my favourite band", "Radiohead"),
        ("what's my favourite film", "Frozen"),
        ("what's my favourite song", "lullaby"),
        # a kind of books, not a favourite: a genre liked will do
        ("what sort of books does Noor like", "detective stories"),
    ],
)
def test_a_favourite_title_is_a_name_not_an_everyday_word(question, expected):
    entries = [
        fact(1, "Noor", "likes", "kids", scope="kids"),
        fact(2, "Noor", "likes", "love", scope="love"),
        fact(3, "Noor", "likes", "Radiohead", scope="radiohead"),
        fact(4, "Noor", "likes", "detective stories", scope="detective stories"),
        fact(5, "Noor", "likes", "Frozen", scope="frozen"),
        fact(6, "Noor", "likes", "lullaby", scope="lullaby"),
    ]
    found = ask(question, entries).answer
    if expected is None:
        assert found is None or not any(w in found for w in ("kids", "love")), found
    else:
        says(found, expected)


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        # a salary, a raise or a height is a number: a sentence that writes none answers nothing
        ("What is Priya's salary at Kelso?", "Kelso offered me the job, better salary than Brandt", False),
        ("What is Priya's salary at Kelso?", "Kelso pays me £42k a year, better salary than Brandt", True),
        ("whats my salary now im permanent", "made permanent at Kelso today, salary is way better", False),
        ("How much was Priya's raise at Kelso?", "got a raise at Kelso, I lead a team of 6 now", False),
        ("How much was Priya's raise at Kelso?", "got promoted at Kelso, £4,000 raise", True),
        ("How tall is Priya?", "Priya is fine with heights, she does roof work at Kelso", False),
        ("How tall is Priya?", "Priya is 172 cm, taller than anyone at Kelso", True),
    ],
)
def test_a_sum_or_a_measure_asked_is_a_number(question, sentence, answers):
    found = answer_chat(question, [said(1, "Priya", sentence)], user_names=("Priya",))
    assert (found.answer is not None) is answers, found


def test_a_word_in_capitals_is_no_name():
    """ "What kind of TV can't I stand": "TV" is the dictionary's word, said in capitals; memory
    holding "reality tv" makes it no one the question is about."""
    entries = [fact(1, "Noor", "dislikes", "reality tv"), fact(2, "Noor", "likes", "quiz shows")]
    found = answer_chat("What kind of TV can't I stand?", entries, user_names=("Noor",))
    assert (found.answer, found.reason) == ("reality tv", "dislikes of Noor")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # filed under format, the order names units too: it answers a question about units ...
        (
            "Which unit system should you use with me?",
            "please use the 24-hour format for times, and metric units only",
        ),
        # ... while an order filed under the topic asked answers first
        ("How long should your answers be?", "keep it short"),
    ],
)
def test_an_order_answers_every_topic_it_names(question, answer):
    entries = [
        fact(
            1,
            "Noor",
            "instruction",
            "please use the 24-hour format for times, and metric units only",
            scope="format",
        ),
        fact(2, "Noor", "instruction", "keep it short", scope="length"),
        said(3, "Noor", "I always feel short of air after 50 m."),
    ]
    assert answer_chat(question, entries, user_names=("Noor",)).answer == answer

"""Table tests for the forty-ninth session's pass on chat (memcli.curators.parse). Rows are
(turns, must yield, must not yield) as in tests/test_parse_curator.py; our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import assert_facts, first_sentence

CASES = [
    # --- a state in the simple past that lasted a span is over --------------------------------
    pytest.param(
        ["back in Pori my dentist was Dr Salo for 20 years"],
        {("Noor", "former dentist", "Dr Salo", "active")},
        {("Noor", "dentist", "Dr Salo", "active")},
        id="copula-past-with-span",
    ),
    pytest.param(
        ["my dentist was Dr Salo, very gentle"],  # no span: a plain past still files the value
        {("Noor", "dentist", "Dr Salo", "active")},
        set(),
        id="copula-past-no-span",
    ),
    pytest.param(
        ["i lived in Dunedin for six years"],
        {("Noor", "former residence", "Dunedin", "active")},
        {("Noor", "residence", "Dunedin", "active")},
        id="lived-for-years",
    ),
    pytest.param(
        ["ive lived in Dunedin for six years"],  # the perfect goes on
        {("Noor", "residence", "Dunedin", "active")},
        {("Noor", "former residence", "Dunedin", "active")},
        id="perfect-with-span-goes-on",
    ),
    pytest.param(
        ["worked at Harcourt Mills for a decade, now im at Brindle Foods"],
        {
            ("Noor", "former employer", "Harcourt Mills", "active"),
            ("Noor", "employer", "Brindle Foods", "active"),
        },
        {("Noor", "employer", "Harcourt Mills", "active")},
        id="worked-for-a-decade",
    ),
    pytest.param(
        ["we moved to Dunedin for two years"],  # a move is an event: it stands
        {("Noor", "residence", "Dunedin", "active")},
        {("Noor", "former residence", "Dunedin", "active")},
        id="moved-for-years-stands",
    ),
    pytest.param(
        ["i lived in Dunedin for three days"],  # days are a stay, no span of a life
        {("Noor", "residence", "Dunedin", "active")},
        {("Noor", "former residence", "Dunedin", "active")},
        id="lived-for-days-no-span",
    ),
    pytest.param(
        [
            "got a new doctor here, at the med centre, Dr Ruatapu, lovely guy",
            "in Gisborne my doctor was Dr Fenwick for 12 years",
        ],
        {("Noor", "doctor", "Dr Ruatapu", "active"), ("Noor", "doctor", "Dr Fenwick", "older")},
        {("Noor", "doctor", "Dr Fenwick", "active")},
        id="the-doctor-before-is-no-news",
    ),
    # --- a role, a place said aside, then the name ----------------------------------------------
    pytest.param(
        ["got a new doctor here, at the med centre, Dr Ruatapu, lovely guy"],
        {("Noor", "doctor", "Dr Ruatapu", "active")},
        set(),
        id="new-doctor-place-aside-then-name",
    ),
    pytest.param(
        ["I have a new dentist in Coimbra, Dra. Inês Vaz, very patient"],  # a title with a stop
        {("Noor", "dentist", "Dra. Inês Vaz", "active")},
        set(),
        id="new-dentist-in-town-foreign-title",
    ),
    pytest.param(
        ["got a new doctor at the clinic, Tama, he is nice"],  # after an aside only a title names
        set(),
        {("Noor", "doctor", "Tama", "active")},
        id="aside-then-untitled-word",
    ),
    # --- a name that ends on a number sign goes on to its number --------------------------------
    pytest.param(
        ["my daughter Dilnaz goes to School-Lyceum No. 12 now, she loves it"],
        {("Dilnaz", "school", "School-Lyceum No. 12", "active")},
        {("Dilnaz", "go to", "School-Lyceum No", "active")},
        id="school-with-a-number",
    ),
    pytest.param(
        ["our son Timur starts at Lycée No. 3 in september"],
        {("Timur", "school", "Lycée No. 3", "active")},
        set(),
        id="lycee-with-a-number",
    ),
    pytest.param(
        ["knee says no. doing pilates now"],  # "no." before a word is the word no
        {("Noor", "hobby", "pilates", "active")},
        set(),
        id="no-before-a-word-ends-a-sentence",
    ),
    # --- doctors: a dotted title of another language, seeing one, a role no dictionary has -----
    pytest.param(
        ["my GP sent me on to a specialist, Dra. Campos, and now she is my doctor"],
        {("Noor", "doctor", "Dra. Campos", "active")},
        set(),
        id="dotted-title-stays-one-word",
    ),
    pytest.param(
        ["these days I see Dr. Haddad at the new clinic"],
        {("Noor", "doctor", "Dr. Haddad", "active")},
        set(),
        id="i-see-a-doctor",
    ),
    pytest.param(
        ["I saw Dr. Haddad last week about my back"],  # one visit
        set(),
        {("Noor", "doctor", "Dr. Haddad", "active")},
        id="i-saw-a-doctor-once",
    ),
    pytest.param(
        ["I think mum sees Dr. Haddad now"],  # someone else's, in a sentence of the speaker's
        set(),
        {("Noor", "doctor", "Dr. Haddad", "active")},
        id="someone-else-sees-a-doctor-in-my-sentence",
    ),
    pytest.param(
        ["got a new fisio, Mr Pereira, great hands"],  # a name with no doctor's title
        set(),
        {("Noor", "doctor", "Mr Pereira", "active")},
        id="unknown-role-no-doctor-title",
    ),
    pytest.param(
        ["I have to find a new neurólogo, Dr. Pereira or someone"],  # to be found
        set(),
        {("Noor", "doctor", "Dr. Pereira", "active")},
        id="doctor-to-be-found",
    ),
    pytest.param(
        ["my dad sees Dr. Haddad now"],  # someone else's
        set(),
        {("Noor", "doctor", "Dr. Haddad", "active")},
        id="someone-else-sees-a-doctor",
    ),
    pytest.param(
        ["found a new neurólogo, Dr. Pereira, near the office"],
        {("Noor", "doctor", "Dr. Pereira", "active")},
        set(),
        id="unknown-role-with-a-doctor-title",
    ),
    pytest.param(
        ["got a new dermatologist, Dr Osei, she's great"],  # a doctor by the dictionary
        {("Noor", "doctor", "Dr Osei", "active")},
        set(),
        id="medical-role-with-a-doctor-title",
    ),
    pytest.param(
        ["got a new plumber, Dr Nkosi lol"],  # a trade the dictionary knows: no doctor
        set(),
        {("Noor", "doctor", "Dr Nkosi", "active")},
        id="known-trade-with-a-doctor-title",
    ),
    pytest.param(
        ["trying to find a new neurólogo, Dr. Pereira maybe"],  # still sought
        set(),
        {("Noor", "doctor", "Dr. Pereira", "active")},
        id="still-sought-doctor",
    ),
    pytest.param(
        ["we have a Dre Gagnon now, at the clinic on 3rd avenue"],  # a French woman doctor's title
        {("Noor", "doctor", "Dre Gagnon", "active")},
        set(),
        id="i-have-a-doctor",
    ),
    pytest.param(
        ["I had Dr Gagnon as a kid"],  # had: not now
        set(),
        {("Noor", "doctor", "Dr Gagnon", "active")},
        id="i-had-a-doctor",
    ),
    pytest.param(
        ["I have it with Dr Gagnon too, the same cough"],  # with someone is no registering
        set(),
        {("Noor", "doctor", "Dr Gagnon", "active")},
        id="have-lunch-with-a-doctor",
    ),
    # --- a car traded in ends ----------------------------------------------------------------------
    pytest.param(
        ["i drive a Fabia", "traded in the Fabia for a Kia last week"],  # as a sale ends it
        {("Noor", "car", "Kia", "active"), ("Noor", "car", "ended: Fabia", "active")},
        set(),
        id="car-traded-in",
    ),
    pytest.param(
        ["i drive a Fabia", "traded in my shift for a day off"],  # what is traded is no car held
        set(),
        {("Noor", "car", "ended: Fabia", "active"), ("Noor", "car", "ended: shift", "active")},
        id="a-shift-traded-in",
    ),
    # --- "in X." alone: a place, not things in general ----------------------------------------
    pytest.param(
        ["he takes card payments now. In pasties."],  # in pasties (the tagger's plural)
        set(),
        {("Noor", "residence", "pasties", "active")},
        id="in-a-plural-of-things",
    ),
    pytest.param(
        ["in wales now!"],  # a lower-case plural that is a place
        {("Noor", "residence", "wales", "active")},
        set(),
        id="in-a-lower-case-place",
    ),
    pytest.param(
        ["In Paxos."],  # a capitalized name is a place whatever its ending
        {("Noor", "residence", "Paxos", "active")},
        set(),
        id="in-a-capitalized-plural-looking-name",
    ),
    pytest.param(
        ["In Wells now."],  # a capitalized word of the dictionary is a name here
        {("Noor", "residence", "Wells", "active")},
        set(),
        id="in-a-capitalized-dictionary-plural",
    ),
    pytest.param(
        ["in bath now"],  # a lower-case town that is a word, but no plural
        {("Noor", "residence", "bath", "active")},
        set(),
        id="in-a-lower-case-town-that-is-a-word",
    ),
    # --- a role the speaker now has, then the name alone ------------------------------------------
    pytest.param(
        ["got a new boss. Tom Ashby, seems ok."],  # (texting's dropped "I")
        {("Noor", "manager", "Tom Ashby", "active")},
        set(),
        id="role-then-name",
    ),
    pytest.param(
        ["we finally have a family doctor! Dr Nadeau, at the clinic on Rue Cartier."],
        {("Noor", "doctor", "Dr Nadeau", "active")},
        set(),
        id="role-then-titled-name",
    ),
    pytest.param(
        ["got a new boss. London."],  # a place is no one
        set(),
        {("Noor", "manager", "London", "active")},
        id="role-then-place",
    ),
    pytest.param(
        ["she got a new boss. Tom Ashby."],  # someone else's
        set(),
        {("Noor", "manager", "Tom Ashby", "active")},
        id="someone-elses-role-then-name",
    ),
    pytest.param(
        ["I had a great boss once. Tom Ashby."],  # had: before
        set(),
        {("Noor", "manager", "Tom Ashby", "active")},
        id="a-role-had-then-name",
    ),
    pytest.param(
        ["we don't have a family doctor. Dr Nadeau, maybe, one day"],
        set(),
        {("Noor", "doctor", "Dr Nadeau", "active")},
        id="no-role-then-name",
    ),
    pytest.param(
        ["got a new manager!! Great, right?"],  # no name after it
        set(),
        {("Noor", "manager", "Great", "active")},
        id="role-then-no-name",
    ),
    pytest.param(
        ["got a new boss. Tom Ashby. jk my new boss is Priya Shah"],  # the turn names the boss
        {("Noor", "manager", "Priya Shah", "active")},
        {("Noor", "manager", "Tom Ashby", "active")},
        id="role-named-elsewhere-in-the-turn",
    ),
    pytest.param(
        ["we finally have a family doctor! dr nadeau, at the clinic"],  # a title says a name
        {("Noor", "doctor", "dr nadeau", "active")},
        set(),
        id="role-then-lower-case-titled-name",
    ),
    pytest.param(
        ["we finally have a family doctor! dr nadeau at the clinic near us"],  # no name's end
        set(),
        {("Noor", "doctor", "dr nadeau at the clinic near us", "active")},
        id="role-then-a-long-run",
    ),
    pytest.param(
        ["got a new friend at work. Tom Ashby, funny guy."],  # friends are many: none replaced
        set(),
        {("Noor", "friend", "Tom Ashby", "active")},
        id="many-held-role-then-name",
    ),
    pytest.param(
        ["got a new job!! Tesco."],  # a job's noun names no one: the firm is no job title
        {("Noor", "employer", "Tesco", "active")},
        {("Noor", "job title", "Tesco", "active")},
        id="job-then-firm",
    ),
    # --- a team told by its results is one the speaker follows --------------------------------------
    pytest.param(
        ["Rovers lost again, might as well shut the shop early"],
        {("Noor", "supports", "Rovers", "active")},
        set(),
        id="team-lost-again",
    ),
    pytest.param(
        ["Wanderers won the derby!!"],  # a game won
        {("Noor", "supports", "Wanderers", "active")},
        set(),
        id="team-won-a-game",
    ),
    pytest.param(
        ["Ferns won the raffle at the fete"],  # a raffle is no game
        set(),
        {("Noor", "supports", "Ferns", "active")},
        id="won-no-game",
    ),
    pytest.param(
        ["Paris lost again"],  # a town by the recognizer
        set(),
        {("Noor", "supports", "Paris", "active")},
        id="a-place-lost",
    ),
    pytest.param(
        ["lost my keys again"],  # no one named
        set(),
        {("Noor", "supports", "keys", "active")},
        id="lost-keys",
    ),
    pytest.param(
        ["the kids lost again at footy lol"],  # a lower-case plural is no team's name
        set(),
        {("Noor", "supports", "kids", "active")},
        id="kids-lost",
    ),
    pytest.param(
        ["Aroha lost again lol"],  # one name, no team by its form or the recognizer
        set(),
        {("Noor", "supports", "Aroha", "active")},
        id="one-name-won",
    ),
    # --- a hometown: the town said right after the country ------------------------------------------
    pytest.param(
        ["I am from Chile (Valdivia, down south, rains all year)"],
        {("Noor", "hometown", "Valdivia", "active")},
        {("Noor", "hometown", "Chile", "active")},
        id="country-then-town-in-brackets",
    ),
    pytest.param(
        ["I'm from Ghana, Tamale to be exact"],
        {("Noor", "hometown", "Tamale", "active")},
        set(),
        id="country-then-town-after-a-comma",
    ),
    pytest.param(
        ["im from Kenya, love it here"],  # no town after it
        {("Noor", "hometown", "Kenya", "active")},
        set(),
        id="country-then-no-town",
    ),
    pytest.param(
        ["I'm from Portugal, Inês is from Spain"],  # a name that does something is someone
        {("Noor", "hometown", "Portugal", "active")},
        {("Noor", "hometown", "Inês", "active")},
        id="country-then-someone",
    ),
    pytest.param(
        ["I am from Leeds, Yorkshire"],  # a town first: the region after it says less
        {("Noor", "hometown", "Leeds", "active")},
        set(),
        id="town-then-region",
    ),
    pytest.param(
        ["I'm from Canada, Mexico was my wife's home"],  # a country after it is no town
        {("Noor", "hometown", "Canada", "active")},
        set(),
        id="country-then-country",
    ),
    pytest.param(
        ["I'm from Canada, Mexico and Peru, we moved a lot"],  # a country after it is no town
        {("Noor", "hometown", "Canada", "active")},
        {("Noor", "hometown", "Mexico", "active")},
        id="country-then-countries",
    ),
    pytest.param(
        ["I'm from Portugal, Inês and I met in Lisbon"],  # someone, by the recognizer
        {("Noor", "hometown", "Portugal", "active")},
        {("Noor", "hometown", "Inês", "active")},
        id="country-then-a-person",
    ),
    pytest.param(
        ["we're from Poland (Gdańsk)"],  # the town alone in brackets
        {("Noor", "hometown", "Gdańsk", "active")},
        set(),
        id="country-then-town-alone-in-brackets",
    ),
    pytest.param(
        ["we went back to Tamale, where I was born, for christmas"],
        {("Noor", "hometown", "Tamale", "active")},
        set(),
        id="where-i-was-born",
    ),
    pytest.param(
        ["we went back to Tamale, where my dad was born"],  # someone else's
        set(),
        {("Noor", "hometown", "Tamale", "active")},
        id="where-someone-else-was-born",
    ),
    # --- a lower-case town moved out of was home ----------------------------------------------------
    pytest.param(
        ["moved out of leeds last week, so weird"],
        {("Noor", "former residence", "leeds", "active")},
        set(),
        id="moved-out-of-a-lower-case-town",
    ),
    pytest.param(
        ["moving out of halls next week"],  # a kind of home, no town
        set(),
        {("Noor", "former residence", "halls", "active")},
        id="moved-out-of-halls",
    ),
]


@pytest.mark.parametrize(("turns", "must", "must_not"), CASES)
def test_forty_ninth_pass(turns, must, must_not):
    assert_facts(turns, must, must_not)


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("she goes to Gymnasium No. 54. loves it", ["she goes to Gymnasium No. 54.", "loves it"]),
        ("I said No. Then he left.", ["I said No.", "Then he left."]),
        ("done! 5 more to go", ["done!", "5 more to go"]),  # only "No." waits for its number
        ("I see Dra. Campos now. strict", ["I see Dra. Campos now.", "strict"]),  # a title abroad
        ("Mme. Diallo rang", ["Mme. Diallo rang"]),
    ],
)
def test_a_number_sign_ends_no_sentence(text, sentences):
    from memcli.text import sentences_of

    assert sentences_of(text) == sentences


@pytest.mark.parametrize(
    ("words", "number"),
    [
        (["Lycée", "No", ".", "3"], [2, 3]),  # the stop and the number go with the name
        (["Lycée", "No", "3"], [2]),
        (["Lycée", "No", ".", "Then"], []),  # no number after the sign
        (["Lycée", "Hugo", ".", "3"], []),  # no number sign
    ],
)
def test_a_number_after_a_number_sign(words, number):
    from memcli.curators.parse import _number_after
    from tests.test_parse_curator import hand_parsed

    n = len(words)
    doc = hand_parsed(words, [1] * n, ["compound", "ROOT"] + ["dep"] * (n - 2), ["PROPN"] * n)
    assert sorted(_number_after(doc[1], {0, 1})) == number


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Tom Ashby, seems ok.", "Tom Ashby"),
        ("Dr. Nadeau, at the clinic.", "Dr. Nadeau"),
        ("dr. nadeau, lovely", "dr nadeau"),  # a lower-case title's stop (split off) is no end
        ("dr nadeau.", "dr nadeau"),  # a title makes lower-case words a name
        ("Dr Nadeau at the clinic near us", None),  # no end to the name in reach
        ("London.", None),  # a place
        ("Great.", None),
    ],
)
def test_a_name_opening_a_sentence(sentence, name):
    from memcli.curators import parse

    sent = first_sentence(sentence)
    assert parse._opening_name(sent) == name

"""memcli.identity: who "I" is. Table tests for the claims a turn gives, for how claims resolve
into one identity, and for questions about the user; then ingest, forget and the CLI."""

from __future__ import annotations

import json
import sqlite3

import pytest

from memcli import identity, lexicon
from memcli.identity import (
    NameClaim,
    UserIdentity,
    claims_for_ingest,
    claims_in_turn,
    load_identity,
    refers_to_user,
    resolve_identity,
    user_subject,
)
from memcli.types import Turn


def turn(text: str, role: str | None = "user", speaker: str | None = None) -> Turn:
    return Turn(id=7, seq=1, session="s", text=text, speaker=speaker, role=role)


def found(text: str, role: str | None = "user", speaker: str | None = None) -> list[tuple[str, str]]:
    return [(c.name, c.kind) for c in claims_in_turn(turn(text, role, speaker))]


# --- the user's own words -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I'm Oriane, nice to meet you.", "Oriane"),
        ("Hello! I am Tobias Lindqvist and I fix bikes.", "Tobias Lindqvist"),
        ("im oriane", "Oriane"),
        ("i'm oriane btw", "Oriane"),
        ("My name is Oriane.", "Oriane"),
        ("my name's Oriane", "Oriane"),
        ("Name's Oriane. Got a minute?", "Oriane"),
        ("You can call me Ori.", "Ori"),
        ("Hi, this is Oriane.", "Oriane"),
        ("this is tobias from the bakery", "Tobias"),
        ("It's Oriane here, quick one.", "Oriane"),
        ("Good evening. It is Tobias here. I have a question.", "Tobias"),  # spelt out in full
        ("yo its tobias. need a hand", "Tobias"),  # opening the message, alone before the stop
        ("hey, it's Sandy. need a hand", "Sandy"),  # capitalized, an adjective is a name
        ("oriane here", "Oriane"),
        ("hey. tobias here. need a recipe", "Tobias"),
        ("Tobias here, back again!", "Tobias"),
        ("Oriane speaking.", "Oriane"),
        ("I'm Sterling.", "Sterling"),  # a capitalized -ing name after "I'm" is still a name
        ("ok but pls call me T, everyone does", "T"),  # a one-letter name only after "call me"
        (
            "Good morning. I am Dr. Tobias Lindqvist, a vet in Umea.",
            "Tobias Lindqvist",
        ),  # the title is no name
        ("I'm Mrs Oriane Hale, I run the post office.", "Oriane Hale"),
        ("i am prof Tobias Lindqvist", "Tobias Lindqvist"),
        ("I'm Doctor Who's biggest fan", None),  # no name is claimed: a possessive after the title
        ("i'm dr. oriane btw", "Oriane"),  # texting writes the title and the name in lowercase
    ],
)
def test_self_introductions(text, name):
    assert found(text) == ([(name, "self-intro")] if name else [])


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("its tobi btw. tobiasz really but nobody here can say it", ["Tobi", "Tobiasz"]),
        ("It's Bo. Robert officially, on the forms.", ["Bo", "Robert"]),
        ("its bo lol. need a hand", ["Bo"]),
        ("its bo. really tired today", ["Bo"]),  # "really" opening a sentence gives no name
        ("its bo. work really drags", ["Bo"]),  # a common word is no name
        ("It's Bo. robert really", ["Bo"]),  # a capitalized message capitalizes a name
    ],
)
def test_the_name_in_full_after_the_one_used(text, names):
    assert found(text) == [(n, "self-intro") for n in names]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("everyone calls me tobi except my nan", "Tobi"),
        ("my grandad still calls me Toby", "Toby"),
        ("nobody calls me T anymore", "T"),
    ],
)
def test_nicknames(text, name):
    """A name others call the user by: an alias, weaker than a name they give themselves."""
    assert found(text) == [(name, "nickname")]


def test_a_nickname_does_not_outrank_the_name_the_user_signs_with():
    claims = [
        NameClaim("Tobias", "signature", 1),
        NameClaim("Tobs", "nickname", 2),
        NameClaim("Tobs", "nickname", 3),
    ]
    identity = resolve_identity(claims)
    assert (identity.name, identity.aliases) == ("Tobias", ("Tobias", "Tobs"))


@pytest.mark.parametrize(
    "text",
    [
        "I'm tired",
        "its fine.",
        "its mint. new fridge and all",  # a lowercase adjective says how it is
        "its grand.",
        "it's monday.",
        "its raining.",
        "I'm finally moving",
        "I'm from Lyon",
        "I'm Oriane's sister",
        "I'm Tobias Lindqvist's neighbour",
        "I'm a nurse",
        "im here",
        "still here",
        "nobody here",
        "Same here!",
        "Sunny here.",
        "I am so happy",
        "im starving lol",
        "im bored",
        "I'm Canadian, eh.",
        "I'm going to call me a taxi",
        "Call me tomorrow.",
        "call me crazy but I like it",
        "Call me A.J. when you land",  # an initial of a longer name is not the name
        "my brother calls me a nerd",
        "im A",  # one letter after "I'm" is no name
        "This is Paris in spring",
        "This is Oriane's bike.",
        "Generally speaking, no.",
        "It's cold here.",
        "It's Monday again.",
        "My name is on the list.",
        "Early start, and if I'm honest I'm nervous.",  # capitalized writer, lowercase word
        "english is hard. need speaking",
        "Where is it? Over here.",
        "dad's seeing someone new, her name's Ysella",  # someone else's name
        "the puppy's name's Biscuit",
        "Ok. His name's Corwen, by the way",
        "a pint at 9am is frowned upon, im told",  # a verb's irregular form, never a name
        "no cake for a week, im sworn off it",
    ],
)
def test_not_self_introductions(text):
    assert found(text) == []


@pytest.mark.parametrize("diet", sorted(lexicon.DIETS))
def test_a_diet_after_im_is_no_name(diet):
    assert found(f"im {diet}") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Thanks for the list!\n— Oriane", "Oriane"),
        ("See you Friday\n-Tobias", "Tobias"),
        ("That works.\nCheers, Oriane", "Oriane"),
        ("That works.\nThanks,\nOriane", "Oriane"),
        ("ok sounds good\nbest, ori", "Ori"),
        ("Will do.\nKind regards,\nTobias Lindqvist", "Tobias Lindqvist"),
        ('and sign my emails "Warmly, Oriane" from now on', "Oriane"),  # the name to sign with
        ("please sign it 'Tobi', not Tobias", "Tobi"),
        ("make it polite and sign it Tobias", "Tobias"),  # unquoted, at the end of the sentence
        ('no fluff. sign letters "Regards, Oriane". not Thanks.', "Oriane"),  # what is signed
        ("when you write letters for me, sign them as Dr. Okeke", "Okeke"),  # a title is no name
        ("sign them Mrs Okeke.", "Okeke"),
        ("Fine. Sign it Tobias Lindqvist, retired harbourmaster.", "Tobias Lindqvist"),  # opening a sentence
    ],
)
def test_signatures(text, name):
    assert found(text) == [(name, "signature")]


@pytest.mark.parametrize(
    "text",
    [
        "Cheers, Oriane",  # one line: thanking someone, not signing
        'sign it "Love, Mum"',  # a sign-off without a name
        'I signed the lease "yesterday"',
        "sign it Monday and send it",  # unquoted: only a name that ends the sentence
        "can you sign up Tobias.",  # signing someone up is no signature
        "we signed it Friday.",  # a day is no name
        "Packing list:\n- Passport\n- Charger",  # a list, not a dash signature
        "Thanks!\nLove you",
        "Ok.\nThanks, everyone",
        "Got it.\nLove, Mom",
    ],
)
def test_not_signatures(text):
    assert found(text) == []


# --- speakers -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("speaker", "role", "expected"),
    [
        ("Oriane", "user", [("Oriane", "speaker")]),
        ("oriane", "user", [("Oriane", "speaker")]),
        ("Oriane", None, [("Oriane", "speaker")]),  # no role, a person's name: the user
        ("user", "user", []),
        ("Human", "user", []),
        ("me", None, []),
        ("assistant", None, []),
        ("ChatGPT", None, []),
        ("gpt-4o", None, []),
        ("user_12", "user", []),
        ("Oriane", "assistant", []),  # an assistant's name is not the user's
        ("Oriane", "system", []),
    ],
)
def test_speaker_claims(speaker, role, expected):
    assert found("Sounds fine.", role, speaker) == expected


def test_an_assistant_speaker_without_role_is_not_the_user():
    assert found("I'm Claude, how can I help?", None, "Claude 3") == []
    assert found("Hi Oriane!", None, "GPT-4o") == [("Oriane", "greeting")]


def test_speaker_and_self_intro_together():
    assert found("Hi, I'm Ori.", "user", "Oriane") == [("Oriane", "speaker"), ("Ori", "self-intro")]


# --- the assistant's words ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hi Tobias!", "Tobias"),
        ("Hello, Oriane. How was the trip?", "Oriane"),
        ("Hey Sam", "Sam"),
        ("Thanks, Oriane", "Oriane"),
        ("Thank you Oriane, that helps.", "Oriane"),
        ("Sorry Tobias. That sounds hard.", "Tobias"),
        ("Congratulations, Oriane!", "Oriane"),
        ("Congrats Oriane", "Oriane"),
        ("Welcome back, Oriane", "Oriane"),
        ("Good morning Tobias", "Tobias"),
        ("That sounds lovely, Oriane!", "Oriane"),
        ("Good luck with the move, Tobias.", "Tobias"),
        ("Great news. Well done, Oriane!", "Oriane"),
        ("Well done on the new role, Oriane. Noted:\n- starts 1 May\n- new boss", "Oriane"),
        # an assistant that writes in the user's lowercase greets in it
        ("hey tobias. pink and teal reads as very early-web", "Tobias"),
        ("thanks oriane! that's a good one", "Oriane"),
        ("Hi Sterling! Sure.", "Sterling"),  # a capitalized -ing name is still one
        ("Safe travels, Anne-Marie.", "Anne-Marie"),  # a name joined by a hyphen
    ],
)
def test_greetings(text, name):
    assert found(text, "assistant") == [(name, "greeting")]


@pytest.mark.parametrize(
    "text",
    [
        "Hi there",
        "Hello everyone",
        "Thanks so much",
        "Welcome to Paris!",
        "It is in Lyon, France.",
        "Sorry to hear that.",
        "Thank you for asking, everyone.",
        "Congratulations on the new job!",
        "hey there. sure thing",
        "hey stranger! long time",
        "hey hun. that sounds rough",
        "hi again! ok so",
        "Hey tobias. Sure.",  # a capitalized message would capitalize a name
        "hey tired. let's fix that",  # an adjective is no name
        "Here's a draft:\n\n---\nHi Ulrich,\n\nThe boiler is broken again.",  # the letter's reader
        "Sure, updated below.\n\nSubject: Rent\n\nDear Ulrich, thanks for your patience, Ulrich.",
        "Quote these: Pt. 1 (the storm), Pt. 4 (the wreck).",  # a number after: an abbreviation
        "Store the records in sealed crates then, Puppy-proof.",  # a word made with a hyphen
    ],
)
def test_not_greetings(text):
    assert found(text, "assistant") == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a letter the assistant drafted for the user, signed with the user's name
        (
            "Here you go:\n\nDear Ms Okafor,\n\nThe heating is off.\n\nRegards,\nTobias\n\nTip: keep a copy.",
            ["Tobias"],
        ),
        ("Draft:\n\nHi all,\n\nsee you friday\n\nBest wishes,\n\nOriane Bassi", ["Oriane Bassi"]),
        ("Kind regards,\nThe Lantern Team", []),  # a team signs as no one
        ("Regards,\n[Your Name]", []),  # a placeholder
        ("Regards,\nYour name", []),
        ("Cheers,\nTobias from accounts", []),  # the whole line must be the name
        ("Regards Tobias, hope it helps", []),  # no sign-off line
    ],
)
def test_drafts_signed_with_the_users_name(text, names):
    assert found(text, "assistant") == [(n, "drafted") for n in names]


def test_a_draft_signed_by_whom_the_request_named_is_not_the_user():
    asked = "can you write a thank-you note from my daughter Maisie to her coach"
    got = claims_for_ingest(
        [(asked, "user", None), ("Dear Coach,\n\nThank you!\n\nLove,\nMaisie", "assistant", None)]
    )
    assert [c.name for i, c in got if i == 1] == []


def test_assistant_self_intro_is_not_the_user():
    assert found("I'm Oriane's assistant. I am Nova.", "assistant") == []


def test_ingest_finder_matches_the_turn_function():
    turns = [
        ("I live in Lyon.", "user", "Oriane"),
        ("Nice! Hi Oriane.", "assistant", None),
        ("im ori btw", "user", None),
        ("Ok.\nCheers, Ori", "user", None),
        ("Where is it? There.", "user", None),
        ("Hello!", "system", None),
        ("Sure:\n\nDear Ms Okafor,\n\nThe boiler is off.\n\nRegards,\nOriane", "assistant", None),
    ]
    fast = [(i, c.name, c.kind) for i, c in claims_for_ingest(turns)]
    slow = [
        (i, c.name, c.kind)
        for i, (text, role, speaker) in enumerate(turns)
        for c in claims_in_turn(Turn(i, i, "s", text, speaker, role))
        if c.kind != "speaker"
    ]
    assert (
        fast
        == slow
        == [
            (1, "Oriane", "greeting"),
            (2, "Ori", "self-intro"),
            (3, "Ori", "signature"),
            (6, "Oriane", "drafted"),
        ]
    )


REPLIES = [
    "Hi Oriane! Hi Oriane. Thanks, Oriane.",  # one name, greeted three ways: one claim
    "Hello Mira. Great news! Congratulations, Jun!",
    "Hi Mira!\nHi Jun!\nHi Mira!",  # two names, one repeated
    "Sure.\n\nSubject: Rent\n\nDear Ulrich, thanks, Ulrich.",  # a draft after a colon
    "Noted.\n---\nHi Ulrich,",  # a rule run opens a draft
    "a - b * c _ d = e, Hi Mira.",  # rule characters, no run
    "Welcome back, Tobi!\nGood morning Tobi",
    "That must feel gentle. Do you think it is worth it?",
    "",
]


@pytest.mark.parametrize("text", REPLIES)
@pytest.mark.parametrize(("role", "speaker"), [("assistant", None), (None, "ChatGPT"), ("model", None)])
@pytest.mark.parametrize("before", [None, ("can you write to Ulrich and Jun", "user", None)])
def test_ingest_finder_reads_replies_as_the_turn_function(text, role, speaker, before):
    turns = ([before] if before else []) + [(text, role, speaker)]
    fast = [(c.name, c.kind) for i, c in claims_for_ingest(turns) if i == len(turns) - 1]
    slow = [c for c in claims_in_turn(Turn(1, 1, "s", text, speaker, role)) if c.kind != "speaker"]
    if before and identity.turn_side(role, speaker) == "assistant":
        slow = [c for c in slow if not identity._named_by(c, before[0])]
    assert fast == [(c.name, c.kind) for c in slow]


def test_ingest_finds_the_name_to_sign_with():
    got = claims_for_ingest([('and sign my emails "Warmly, Oriane" pls', "user", None)])
    assert [(c.name, c.kind) for _, c in got] == [("Oriane", "signature")]


@pytest.mark.parametrize(
    ("request_text", "greeting", "names"),
    [
        ("can you write a card for my niece Saoirse", "Hi Saoirse, and well done!", []),  # the card's reader
        ("hey, saoirse here. quick one", "Hi Saoirse! Sure.", ["Saoirse"]),  # she named herself
        ("can you help with a card", "Hi Saoirse! Sure.", ["Saoirse"]),  # named nowhere: the user
    ],
)
def test_a_greeting_of_whom_the_request_named_is_not_the_user(request_text, greeting, names):
    got = claims_for_ingest([(request_text, "user", None), (greeting, "assistant", None)])
    assert [c.name for i, c in got if i == 1] == names


# --- resolving claims ---------------------------------------------------------------------------
def claims(*pairs: tuple[str, str]) -> list[NameClaim]:
    return [NameClaim(name, kind, i + 1) for i, (name, kind) in enumerate(pairs)]


@pytest.mark.parametrize(
    ("given", "setting", "name", "aliases"),
    [
        ([], None, None, ()),
        ([], "oriane", "Oriane", ("Oriane",)),
        # strongest kind wins: speaker over self-intro over signature over greeting
        ([("Ori", "self-intro"), ("Oriane", "speaker")], None, "Oriane", ("Oriane", "Ori")),
        ([("Ori", "signature"), ("Oriane", "self-intro")], None, "Oriane", ("Oriane", "Ori")),
        # a setting beats everything and leads the aliases
        ([("Oriane", "speaker")], "Ori B", "Ori B", ("Ori B", "Oriane")),
        # same kind: the most frequent, then the latest
        (
            [("Ori", "self-intro"), ("Oriane", "self-intro"), ("Ori", "self-intro")],
            None,
            "Ori",
            ("Ori", "Oriane"),
        ),
        ([("Ori", "self-intro"), ("Oriane", "self-intro")], None, "Oriane", ("Oriane", "Ori")),
        # a greeting alone names the user when nothing stronger exists, even once
        ([("Tobias", "greeting")], None, "Tobias", ("Tobias",)),
        ([("Tobias", "greeting"), ("Sam", "greeting"), ("Tobias", "greeting")], None, "Tobias", ("Tobias",)),
        # with a stronger name, a one-off greeting is not an alias; a repeated one is
        ([("Oriane", "self-intro"), ("Sam", "greeting")], None, "Oriane", ("Oriane",)),
        (
            [("Oriane", "self-intro"), ("Ori", "greeting"), ("Ori", "greeting")],
            None,
            "Oriane",
            ("Oriane", "Ori"),
        ),
        # a greeting agreeing with a self-introduced full name
        (
            [("Oriane Bassi", "self-intro"), ("Oriane", "greeting")],
            None,
            "Oriane Bassi",
            ("Oriane Bassi", "Oriane"),
        ),
        # a draft's signature counts as the assistant's naming, like a greeting: alone it names the
        # user; beside a stronger name, once is no alias, and a greeting and a draft make two
        ([("Tobias", "drafted")], None, "Tobias", ("Tobias",)),
        ([("Oriane", "self-intro"), ("Sam", "drafted")], None, "Oriane", ("Oriane",)),
        (
            [("Oriane", "self-intro"), ("Ori", "greeting"), ("Ori", "drafted")],
            None,
            "Oriane",
            ("Oriane", "Ori"),
        ),
        # case and possessive do not make a new alias
        ([("oriane", "self-intro"), ("Oriane", "greeting")], None, "Oriane", ("Oriane",)),
        # a greeting that writes the accents a signature left out is the same name, once is enough
        ([("Benoit", "signature"), ("Benoît", "greeting")], None, "Benoit", ("Benoit", "Benoît")),
        ([("Renée", "self-intro"), ("Renee", "greeting")], None, "Renée", ("Renée", "Renee")),
        # letters that differ are not accents
        ([("Benoit", "signature"), ("Benoist", "greeting")], None, "Benoit", ("Benoit",)),
    ],
)
def test_resolve_identity(given, setting, name, aliases):
    identity = resolve_identity(claims(*given), setting)
    assert (identity.name, identity.aliases) == (name, aliases)


def test_identity_matching():
    identity = UserIdentity("Oriane Bassi", ("Oriane Bassi", "Ori"))
    assert identity.keys == frozenset({"oriane bassi", "oriane", "ori"})
    for text in ("oriane", "Oriane's", "ORI", "Oriane Bassi", "oriane  bassi’s"):
        assert identity.is_user(text), text
    for text in ("", "Tobias", "Orianna", "Ori B"):
        assert not identity.is_user(text), text
    assert user_subject(identity) == "Oriane Bassi"
    assert user_subject(UserIdentity(None, ())) == "user"


@pytest.mark.parametrize(
    ("alias", "text", "word", "named"),
    [
        # the question drops the accents the chat wrote, or writes those the chat left out
        ("Benoît", "What car is Benoit driving?", "Benoit", True),
        ("Benoit", "What car is Benoît driving?", "Benoît", True),
        ("Zoë", "where does zoe live", "zoe", True),
        ("Benoît", "Benoist's car", "Benoist", False),
        ("Zoe", "Zoey's car", "Zoey", False),
    ],
)
def test_identity_matching_without_accents(alias, text, word, named):
    identity = UserIdentity(alias, (alias,))
    assert identity.mentions(text) is named
    assert identity.is_user(word) is named


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Where do I work?", True),
        ("what's my sister's name", True),
        ("where did im living before", True),
        ("Which city is mine?", True),
        ("When did Ori move to Lyon?", True),
        ("What is Oriane's job?", True),
        ("Where does Tobias work?", False),
        ("Who is Orianna?", False),
        ("Where is the original Ori-based recipe?", False),  # "Ori-based" is not the name alone
        ("What is the user id?", False),
    ],
)
def test_refers_to_user(question, expected):
    identity = UserIdentity("Oriane", ("Oriane", "Ori"))
    assert refers_to_user(question, identity) is expected


def test_refers_to_user_without_a_name():
    assert refers_to_user("what do I like", UserIdentity(None, ()))
    assert not refers_to_user("what does Oriane like", UserIdentity(None, ()))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Where does Oriane work now?", ["Oriane"]),  # never said in memory: the user's own name
        ("What is Oriane's job?", ["Oriane"]),  # possessive
        ("Where does Tobias work now?", []),  # memory has seen Tobias: someone else
        ("Where do I work?", []),  # question words and "I" are no names
        ("When did Moving Day happen?", []),  # inflected words are no names
        ("where does oriane work", []),  # only a capitalized word is taken for a name
    ],
)
def test_unseen_names(question, expected):
    from memcli.identity import unseen_names

    assert unseen_names(question, lambda word: word.lower() == "tobias") == expected


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("Where does Oriane work?", True),  # a name no turn holds
        ("Where does Bastien work?", True),  # said in passing only: memory filed nothing of him
        ("Where does Tobias work?", False),  # the user's friend, a fact's subject and value
        ("Where does Maelle work?", False),  # a fact's value only: the user's sister
        ("Where does Gaspard work?", False),  # a fact's subject only
    ],
)
def test_a_name_memory_never_met_is_the_unnamed_user(tmp_path, db_path, question, users):
    """With no name known, "where does Oriane work" asks about the user; a name memory holds a
    fact about or naming stays someone else."""
    rows = [
        {"session": "a", "role": "user", "content": "I work at Quellbrook Dairy, mostly night shifts."},
        {"session": "a", "role": "user", "content": "My friend Tobias makes cheese at home."},
        {"session": "a", "role": "user", "content": "My sister is Maelle."},
        {"session": "a", "role": "user", "content": "Gaspard sells cheese at the market."},
        {"session": "a", "role": "user", "content": "Invite says 'RSVP to Bastien', fine by me."},
    ]
    answer = offline_answers(tmp_path, db_path, rows, [question])[0]
    assert ("Quellbrook" in (answer or "")) is users, answer


def offline_answers(tmp_path, db_path, rows: list[dict], questions: list[str]) -> list[str | None]:
    """The offline answers to the questions over a memory of these rows."""
    from memcli import Memory

    with Memory(db_path, create=True) as memory:
        memory.ingest(str(write_history(tmp_path, rows)))
        memory.curate()
        return [memory.ask(question, model="offline")[0].answer for question in questions]


def test_a_full_names_given_name_asks_about_the_user(tmp_path, db_path):
    """ "Tobias Lindqvist" introduced himself: "where does Tobias work" is his question too."""
    rows = [
        {"session": "a", "role": "user", "content": "Hello. I am Tobias Lindqvist, and I am a vet."},
        {"session": "a", "role": "user", "content": "I work at Quellbrook Dairy, mostly night shifts."},
        {"session": "a", "role": "user", "content": "My manager is Ines Marrow, she is strict but fair."},
    ]
    employer, boss = offline_answers(
        tmp_path, db_path, rows, ["Who employs Tobias these days?", "Who is Tobias's boss?"]
    )
    assert "Quellbrook" in (employer or ""), employer
    assert "Ines" in (boss or ""), boss


# --- ingest, forget, the CLI --------------------------------------------------------------------
HISTORY = [
    {"session": "a", "role": "user", "content": "hey. tobias here, I bake bread in Ghent."},
    {"session": "a", "role": "assistant", "content": "Hi Tobias! What kind of bread?"},
    {"session": "a", "role": "user", "content": "Sourdough mostly."},
    {"session": "b", "role": "user", "content": "Back again. Tobi for short these days.\n— Tobi"},
    {"session": "b", "role": "assistant", "content": "Good to hear from you, Tobi."},
]


def write_history(tmp_path, rows=HISTORY):
    path = tmp_path / "chat.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_ingest_learns_the_name(tmp_path, db_path):
    from memcli import Memory

    with Memory(db_path, create=True) as memory:
        memory.ingest(str(write_history(tmp_path)))
        identity = load_identity(memory.db)
        assert identity.name == "Tobias"
        assert identity.aliases == ("Tobias", "Tobi")
        assert memory.identity() == identity
        memory.ingest(str(write_history(tmp_path)))  # nothing new: no duplicate claims
        count = memory.db.execute("SELECT count(*) FROM user_names").fetchone()[0]
        assert count == 4


def test_speaker_fields_name_the_user_unless_several_people_talk(tmp_path, db_path):
    from memcli import Memory

    rows = [
        {"session": "a", "speaker": "Oriane", "content": "I went climbing."},
        {"session": "a", "speaker": "assistant", "content": "Nice."},
        {"session": "b", "speaker": "Tobias", "content": "I baked bread."},
        {"session": "b", "speaker": "Lena", "content": "I bought some."},
    ]
    with Memory(db_path, create=True) as memory:
        memory.ingest(str(write_history(tmp_path, rows)))
        assert memory.identity() == UserIdentity("Oriane", ("Oriane",))


def test_forget_removes_the_claims(tmp_path, cli, db_path):
    cli("ingest", str(write_history(tmp_path)))
    conn = sqlite3.connect(db_path)
    intro = conn.execute("SELECT id FROM turns WHERE text LIKE '%tobias here%'").fetchone()[0]
    conn.close()
    result = cli("forget", "--turn", str(intro), "--yes")
    assert result.exit_code == 0, result.output
    conn = sqlite3.connect(db_path)
    assert conn.execute("SELECT count(*) FROM user_names WHERE turn_id = ?", (intro,)).fetchone()[0] == 0
    conn.close()
    people = json.loads(cli("people", "--json").stdout)
    # one greeting of "Tobias" is left, no longer backed by a self-introduction: not an alias
    assert people[0]["name"] == "Tobi"
    assert [a["name"] for a in people[0]["aliases"]] == ["Tobi"]


def test_people_command(tmp_path, cli):
    cli("ingest", str(write_history(tmp_path)))
    result = cli("people", "--json")
    assert result.exit_code == 0, result.output
    (person,) = json.loads(result.stdout)
    assert person["name"] == "Tobias" and person["is_user"]
    tobias, tobi = person["aliases"]
    assert tobias == {
        "name": "Tobias",
        "kinds": ["self-intro", "greeting"],
        "turns": 2,
        "first_turn": 1,
        "last_turn": 2,
    }
    assert tobi["kinds"] == ["signature", "greeting"] and tobi["turns"] == 2
    table = cli("people")
    assert table.exit_code == 0 and "Tobias" in table.stdout and "self-intro" in table.stdout


def test_people_without_a_name(tmp_path, cli):
    cli("ingest", str(write_history(tmp_path, [{"role": "user", "content": "Sourdough mostly."}])))
    assert json.loads(cli("people", "--json").stdout) == []
    assert "user.name" in cli("people").stderr  # the hint; stdout keeps only the (empty) rows


def test_config_user_name(tmp_path, cli):
    cli("ingest", str(write_history(tmp_path)))
    assert cli("config", "user.name").stdout.strip() == "user.name: (not set)"
    result = cli("config", "user.name", "Tobias  Claes")
    assert result.exit_code == 0 and result.stdout.strip() == "user.name: Tobias Claes"
    assert cli("config", "user.name").stdout.strip() == "user.name: Tobias Claes"
    (person,) = json.loads(cli("people", "--json").stdout)
    assert person["name"] == "Tobias Claes"
    assert person["aliases"][0] == {
        "name": "Tobias Claes",
        "kinds": ["setting"],
        "turns": 0,
        "first_turn": None,
        "last_turn": None,
    }
    assert [a["name"] for a in person["aliases"]] == ["Tobias Claes", "Tobias", "Tobi"]


def test_config_user_name_refuses_empty(cli):
    result = cli("config", "user.name", "   ")
    assert result.exit_code == 2 and "empty" in result.output

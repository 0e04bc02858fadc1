"""Table tests for standing instructions (memcli.curators.instructions through the parse curator):
which sentences are instructions, which are one-off tasks, the topic each is filed under, and
which instruction is current when a later one on the same topic replaces it."""

from __future__ import annotations

import json

import pytest

from memcli.curators.instructions import reply_topic
from memcli.supersede import current_by_slot
from tests.test_parse_curator import curate


def instructions_of(rows) -> set[tuple[str, str]]:
    """(topic slot, text) of every instruction item."""
    return {(i.scope, i.value) for i in curate(rows) if i.relation == "instruction"}


# (turns, the instructions they must yield as (scope, text))
CASES = [
    pytest.param(
        ["keep it short, i read these on break w like 4 min left"],
        {("length", "keep it short")},
        id="an-order-then-why-after-a-comma",
    ),
    pytest.param(["use metric, i'm in france"], {("units", "use metric")}, id="an-order-then-a-reason"),
    pytest.param(
        ["convert everything to metric, i'm in europe"],
        {("units", "convert everything to metric")},
        id="an-order-the-tagger-reads-as-a-clause-of-the-next",
    ),
    pytest.param(
        ["reply in French, my bf reads these"],
        {("language", "reply in French")},
        id="an-order-whose-verb-the-tagger-reads-as-a-noun",
    ),
    pytest.param(
        ["talk to both of us"],
        {("talk to both of us", "talk to both of us")},
        id="a-request-to-reply-to-both",
    ),
    pytest.param(
        ["i read it on the train, it was great", "keep going, you're doing great", "send it to us by friday"],
        set(),
        id="news-encouragement-or-a-task-before-a-comma-is-no-order",
    ),
    pytest.param(
        ['going forward: bullets only, no fluff, no "great question!!"'],
        {("format", 'going forward: bullets only, no fluff, no "great question!!"')},
        id="going-forward-then-a-verbless-rule",
    ),
    pytest.param(
        ["My english is not so good, so please when I make mistake, correct me."],
        {("corrections", "My english is not so good, so please when I make mistake, correct me.")},
        id="corrections-asked-for-beside-a-language",
    ),
    pytest.param(
        ["reply to both of us, not just whoever typed.", "write to us both"],
        {
            ("reply to both of us, not just whoever typed.", "reply to both of us, not just whoever typed."),
            ("write to us both", "write to us both"),
        },
        id="who-the-replies-are-for",
    ),
    pytest.param(
        ["talk to me about your day", "reply to my landlord for me", "give it to us both"],
        set(),
        id="a-chat-or-a-reply-to-someone-else-is-no-standing-order",
    ),
    pytest.param(["quit Hollin Foods. new place is much nicer"], set(), id="quitting-a-named-place-is-news"),
    pytest.param(["quit smoking!! day 3"], set(), id="quitting-a-habit-is-news"),
    pytest.param(["cut out sugar"], set(), id="cutting-out-a-food-is-news"),
    pytest.param(
        ["stop the thing where you repeat my question back"],
        {
            (
                "stop the thing where you repeat my question back",
                "stop the thing where you repeat my question back",
            )
        },
        id="a-thing-stopped-is-no-habit",
    ),
    pytest.param(
        ["stop suggesting podcasts"],
        {("stop suggesting podcasts", "stop suggesting podcasts")},
        id="stopping-a-doing-of-yours-is-an-order",
    ),
    pytest.param(
        ["I should be grateful if you would address me as Mr Quillon rather than Edwin."],
        {("name", "I should be grateful if you would address me as Mr Quillon rather than Edwin.")},
        id="a-polite-request-to-be-addressed-so",
    ),
    pytest.param(
        ["I'd like you to call me Bea"], {("name", "I'd like you to call me Bea")}, id="like-you-to-call-me"
    ),
    pytest.param(
        ["did you call me?", "my friends call me Bea", "I know you called me Bea once"],
        set(),
        id="a-question-about-a-call-is-no-name",
    ),
    pytest.param(
        ["quit the emojis please"], {("emoji", "quit the emojis please")}, id="quitting-a-reply-habit-is-one"
    ),
    pytest.param(
        ["can you always use bullet points when you answer me?"],
        {("format", "can you always use bullet points when you answer me?")},
        id="request-with-always",
    ),
    pytest.param(
        ["could you keep your replies short"],
        {("length", "could you keep your replies short")},
        id="request-about-the-replies-needs-no-marker",
    ),
    pytest.param(
        ["can you give me a packing list for the ferry trip?"], set(), id="one-off-task-is-no-instruction"
    ),
    pytest.param(
        ["write me a short toast for my brother's wedding"], set(), id="length-word-on-a-task-is-the-tasks"
    ),
    pytest.param(
        ["use simple english with me pls"],
        {("language", "use simple english with me please")},
        id="with-me-is-standing",
    ),
    pytest.param(
        ["no emojis please. and shorter replies, I read on the bus"],
        {("emoji", "no emojis please."), ("length", "shorter replies")},
        id="fragment-after-an-instruction-continues-it",
    ),
    pytest.param(["shorter replies, I read on the bus"], set(), id="fragment-alone-is-no-instruction"),
    pytest.param(
        ["can you keep answers short. and no exclamation marks. they stress me out"],
        {("length", "can you keep answers short."), ("format", "no exclamation marks.")},
        id="punctuation-refused-is-format",
    ),
    pytest.param(
        ["Max 150 words from now on."],
        {("length", "Max 150 words from now on.")},
        id="standing-fragment-with-a-count",
    ),
    pytest.param(
        ["Australian spelling in everything, thanks."],
        {("spelling", "Australian spelling in everything, thanks.")},
        id="standing-fragment-with-a-topic",
    ),
    pytest.param(["Rain in everything this week, ugh."], set(), id="standing-fragment-needs-a-reply-topic"),
    pytest.param(["plain prose please"], {("format", "plain prose please")}, id="prose-is-a-format"),
    pytest.param(
        ["can you drop the bullet points? just plain paragraphs."],
        {("format", "can you drop the bullet points? / just plain paragraphs.")},
        id="one-turn-one-topic-is-one-instruction",
    ),
    pytest.param(
        ["for long answers put a tl;dr at the top so I can skim"],
        {("format", "for long answers put a tl;dr at the top so I can skim")},
        id="past-looking-imperative-and-format-before-length",
    ),
    pytest.param(["call me Bea from now on"], {("name", "call me Bea from now on")}, id="what-to-call-me"),
    pytest.param(
        ["don't bring up my old job"],
        {("don't bring up my old job", "don't bring up my old job")},
        id="negated-imperative-without-topic-is-its-own-slot",
    ),
    pytest.param(["a shorter reply might work better"], set(), id="modal-statement-is-no-order"),
    pytest.param(["I love long walks"], set(), id="statement-is-no-instruction"),
    pytest.param(["make it less formal, she's my aunt"], set(), id="editing-the-draft-is-one-off"),
    pytest.param(["never moved to Vellby in the end", "always wanted a greyhound"], set(), id="past-is-news"),
    pytest.param(
        ["never put coriander in anything"],
        {("never put coriander in anything", "never put coriander in anything")},
        id="past-looking-order-is-an-order",
    ),
    pytest.param(["can you turn that into bullet points"], set(), id="turning-that-into-is-one-off"),
    pytest.param(["help me use metric units for the Harlsby trip please"], set(), id="help-me-is-one-off"),
    pytest.param(["book us a long lunch please"], set(), id="a-length-word-on-another-noun"),
    pytest.param(
        ["keep it short pls no essays"],
        {("length", "keep it short please no essays")},
        id="refusing-a-kind-of-reply-is-no-task",
    ),
    # a counted unit of text limits the replies when they (or "it") are what is kept
    pytest.param(
        ["keep it under 80 words if you can"],
        {("length", "keep it under 80 words if you can")},
        id="a-word-count",
    ),
    pytest.param(
        ["keep answers under 4 sentences"],
        {("length", "keep answers under 4 sentences")},
        id="a-sentence-count",
    ),
    pytest.param(["summarise this in 3 sentences"], set(), id="a-count-for-this-once"),
    pytest.param(["tell me in a few words what happened at the match"], set(), id="a-few-words-once"),
    # speaking like someone is a tone; a noun after "for" says when a rule holds, not a task
    pytest.param(
        ["chat to me like a mate, not a lecturer"],
        set(),  # "chat" is no verb of speaking here: the list is small and plain
        id="an-unlisted-verb-of-speaking",
    ),
    pytest.param(
        ["write to me like a human, not a robot"],
        {("tone", "write to me like a human, not a robot")},
        id="speak-like-someone",
    ),
    pytest.param(["I wrote like ten pages today"], set(), id="like-as-a-filler-is-no-tone"),
    pytest.param(
        ["use numbered steps for recipes, not paragraphs"],
        {("format", "use numbered steps for recipes, not paragraphs")},
        id="for-a-kind-of-reply-is-no-task",
    ),
    pytest.param(
        ["American spelling please, I'm in Ohio"],
        {("spelling", "American spelling please, I'm in Ohio")},
        id="a-spelling",
    ),
    pytest.param(["forgive the spelling"], set(), id="forgiving-this-message"),
    pytest.param(["please excuse the typos"], set(), id="excusing-this-message"),
    pytest.param(
        ["use bullet points for lists"],
        {("format", "use bullet points for lists")},
        id="for-lists-is-no-task",
    ),
    pytest.param(
        ["keep it under 4 sentences"],
        {("length", "keep it under 4 sentences")},
        id="counted-sentences-no-task",
    ),
    pytest.param(["cite your sources please"], {("sources", "cite your sources please")}, id="sources"),
    pytest.param(["less waffle please"], {("length", "less waffle please")}, id="waffle"),
    pytest.param(
        ["reply in French from now on"],
        {("language", "reply in French from now on")},
        id="an-order-the-tagger-reads-as-a-noun",
    ),
    pytest.param(["reply was short and rude, honestly"], set(), id="a-reply-that-is-news"),
    pytest.param(
        [
            "quit sugar a month ago, feeling great",
            "cut out dairy yesterday lol",
            "quit smoking last year, finally",
        ],
        set(),
        id="a-dropped-i-with-a-time-gone-by-is-news",
    ),
    pytest.param(
        ["i'd rather you didn't use so many emojis"],
        {("emoji", "i'd rather you didn't use so many emojis")},
        id="would-rather-you",
    ),
    pytest.param(
        ["when i ask about workouts assume i have no equipment", "if I ask for a recipe, use grams"],
        {
            (
                "when i ask about workouts assume i have no equipment",
                "when I ask about workouts assume I have no equipment",
            ),
            ("units", "if I ask for a recipe, use grams"),
        },
        id="an-order-for-whenever-i-ask",
    ),
    pytest.param(
        [
            "when she calls tell her i'm out",
            "i'd rather stay in tonight tbh",
            "as i said, love that place",
            "love that place when i visit",
            "the last reply was rather short, honestly",
        ],
        set(),
        id="a-one-off-errand-and-a-wish-of-my-own",
    ),
    pytest.param(
        ["call me Jo btw, only my mum calls me Joanna"],
        # (the text as parsed: shorthand spelled out, "mum" capitalized before a verb for the tagger)
        {("name", "call me Jo by the way, only my Mum calls me Joanna")},
        id="call-me-opening-a-longer-sentence",
    ),
    pytest.param(
        ["ditch the bullet points you used last time"],
        {("format", "ditch the bullet points you used last time")},
        id="last-time-is-no-time-gone-by",
    ),
    pytest.param(
        ["use not more than two emojis"], {("emoji", "use not more than two emojis")}, id="not-more-than"
    ),
    # a manner of writing ("the British way") is how every reply is written; "a long weekend" still
    # qualifies something else, and a request about one word is no rule
    pytest.param(
        ["and two, could you please spell things the British way"],
        {("spelling", "two, could you please spell things the British way")},  # ("and" opens it)
        id="the-british-way",
    ),
    pytest.param(["can you spell that for me?"], set(), id="spelling-one-word-is-no-rule"),
    # a system of units is how every number is written ("in metric system", said as a learner says it)
    pytest.param(
        ["Please, all sizes give me in metric system."],
        {("units", "Please, all sizes give me in metric system.")},
        id="the-metric-system",
    ),
    # every reply named as a whole is a standing rule, whatever it asks for
    pytest.param(
        ["please put a date at the top of every reply, it helps"],
        {("please put a date at the top of every reply, it helps",) * 2},
        id="every-reply",
    ),
    pytest.param(
        ["put a title on each of your answers"],
        {("put a title on each of your answers",) * 2},
        id="each-of-your-answers",
    ),
    pytest.param(["put a title on it"], set(), id="a-title-on-this-draft-is-no-rule"),
    pytest.param(["please put a stamp on every envelope"], set(), id="every-thing-but-a-reply"),
    # the letter case of a reply is its format
    pytest.param(
        ["write it all in lowercase, no capitals"],
        {("format", "write it all in lowercase, no capitals")},
        id="lowercase",
    ),
    pytest.param(["my caps lock is broken"], set(), id="caps-said-to-no-one"),
    # a refusal before a comma, read alone, is headed by its own verb
    pytest.param(
        ["don't tell me to drink more water, i know"],
        {("don't tell me to drink more water",) * 2},
        id="a-refusal-then-a-remark",
    ),
    # what a comparison names ("as you would write a letter") is nothing to be made
    pytest.param(
        ["please reply in proper paragraphs, as you would write a letter"],
        {("format", "please reply in proper paragraphs, as you would write a letter")},
        id="as-you-would-write-a-letter",
    ),
    pytest.param(["write me a letter like a pro"], set(), id="a-letter-to-be-made"),
    pytest.param(
        ["please talk to me like a letter from an old friend"],
        {("tone", "please talk to me like a letter from an old friend")},
        id="like-a-letter",
    ),
    # "one more thing" opens the order and is no part of it
    pytest.param(
        ["one more thing don't give me tables or any of that formatting, my screen reader chokes"],
        {("format", "don't give me tables or any of that formatting")},
        id="one-more-thing-then-an-order",
    ),
    pytest.param(["another thing I love is rain"], set(), id="another-thing-as-a-subject"),
    # what suits the speaker, said of the replies, is how to write to them
    pytest.param(
        ["bullet points work best for me"],
        {("format", "bullet points work best for me")},
        id="what-works-for-me",
    ),
    pytest.param(
        ["short answers suit me better"], {("length", "short answers suit me better")}, id="what-suits-me"
    ),
    pytest.param(["the new rota works for me"], set(), id="what-works-for-me-that-is-no-reply"),
    pytest.param(["bullet points work well in reports"], set(), id="what-works-not-for-me"),
    # ("help me" asks for a task)
    pytest.param(["bullet points help me"], set(), id="help-me-is-no-standing-order"),
    pytest.param(
        ["pls keep ur answers short man, on my phone on site"],
        {("length", "please keep your answers short man, on my phone on site")},
        id="the-one-spoken-to-is-no-thing-the-length-describes",
    ),
    pytest.param(["make the toast short, he hates speeches"], set(), id="a-thing-made-short-is-one-off"),
    pytest.param(
        ["and please, no disclaimers about seeing a doctor, i'm a paramedic"],
        {("caveats", "please, no disclaimers about seeing a doctor, i'm a paramedic")},
        id="no-disclaimers-is-an-order-about-the-replies",
    ),
    pytest.param(["the caveats in my lease are wild"], set(), id="caveats-of-a-thing-are-no-order"),
    pytest.param(
        ["and a rule: no hashtags ever, they look tacky"],
        {("hashtags", "a rule: no hashtags ever")},
        id="no-hashtags-is-an-order-about-the-replies",
    ),
    pytest.param(["the hashtags on that post were wild"], set(), id="hashtags-of-a-post-are-no-order"),
    pytest.param(["Update: never going back to that gym"], set(), id="never-and-a-doing-is-news"),
    pytest.param(
        ["always put VAT in on any price you give me"],
        {("always put vat in on any price you give me", "always put VAT in on any price you give me")},
        id="an-order-whose-verb-is-its-own-past",
    ),
    pytest.param(["I always put sugar in my tea"], set(), id="a-habit-with-its-subject-is-no-order"),
    pytest.param(
        ["one thing, always put VAT in on any price you give me"],
        {("always put vat in on any price you give me", "always put VAT in on any price you give me")},
        id="an-order-after-the-words-that-announce-it",
    ),
    pytest.param(
        ["Oh and one more thing: no emojis please"],
        {("emoji", "no emojis please")},
        id="an-order-after-one-more-thing",
    ),
    pytest.param(["one thing, my boss always says hi"], set(), id="news-after-one-thing-is-no-order"),
    pytest.param(["Update: always late these days lol"], set(), id="always-and-no-verb-nor-topic-is-news"),
    pytest.param(["always metric"], {("units", "always metric")}, id="always-and-a-topic-is-an-order"),
    pytest.param(
        ["my nan's motto: never trust a man in loafers"], set(), id="a-motto-before-a-colon-is-no-order"
    ),
    pytest.param(["never using that app again lol"], set(), id="never-and-a-doing-is-no-order"),
    pytest.param(
        ["any money stuff in rand please, not dollars"],
        {("currency", "any money stuff in rand please, not dollars")},
        id="the-currency-amounts-are-given-in",
    ),
    pytest.param(["all prices in czk pls"], {("currency", "all prices in czk please")}, id="a-currency-code"),
    pytest.param(["the flat is 900 euros a month"], set(), id="an-amount-in-a-currency-is-no-order"),
    pytest.param(
        ["From now on always bullet points for me unless I say otherwise."],
        {("format", "From now on always bullet points for me unless I say otherwise.")},
        id="the-exceptions-verb-is-no-verb-of-the-rule",
    ),
    pytest.param(
        ["from now on no emojis until I say so"],
        {("emoji", "from now on no emojis until I say so")},
        id="until-an-exception-is-no-verb-of-the-rule",
    ),
    pytest.param(["you can skip the bullet points for this one"], set(), id="for-this-one-is-this-reply"),
    pytest.param(["Never mind."], set(), id="never-mind-is-no-order"),
    pytest.param(["oh never mind, found it"], set(), id="oh-never-mind-is-no-order"),
    pytest.param(
        ["never use emojis with me"], {("emoji", "never use emojis with me")}, id="never-use-is-an-order"
    ),
    pytest.param(["no emojis just this once, its for my boss"], set(), id="just-this-once"),
]


@pytest.mark.parametrize(("rows", "expected"), CASES)
def test_instructions(rows, expected):
    assert instructions_of(rows) == expected


# (turns, the instruction texts current afterwards)
SUPERSESSION = [
    pytest.param(
        ["always use bullet points with me", "stop using bullet points please, plain paragraphs are fine"],
        {"stop using bullet points please, plain paragraphs are fine"},
        id="later-same-topic-replaces",
    ),
    pytest.param(
        ["always use bullet points with me", "no emojis please"],
        {"always use bullet points with me", "no emojis please"},
        id="different-topics-stand-side-by-side",
    ),
    pytest.param(
        ["answer in French from now on", "British spelling please"],
        {"answer in French from now on", "British spelling please"},
        id="a-spelling-is-no-language",
    ),
    pytest.param(
        ["talk to me like a friend, not a textbook", "no jargon pls"],
        {"talk to me like a friend, not a textbook", "no jargon please"},
        id="no-jargon-is-no-tone",
    ),
    pytest.param(
        ["bullet points please, I read on my phone", "you can skip the bullet points for this one"],
        {"bullet points please, I read on my phone"},
        id="an-order-for-one-reply-replaces-no-standing-one",
    ),
]


@pytest.mark.parametrize(("rows", "current"), SUPERSESSION)
def test_instruction_supersession(rows, current):
    items = [i for i in curate(rows) if i.relation == "instruction"]
    assert {i.value for i in current_by_slot(items).values()} == current


@pytest.mark.parametrize(
    ("words", "topic"),
    [
        (["long", "answers", "tl;dr"], "format"),
        (["no", "emojis", "and", "short"], "emoji"),
        (["grams", "and", "celsius"], "units"),
        (["short", "and", "casual"], "length"),
        (["fix", "my", "mistakes"], "corrections"),
        (["my", "english", "is", "bad", "correct", "my", "mistakes"], "corrections"),
        (["keep", "corrections", "short"], "corrections"),
        (["nice", "weather"], None),
        (["write", "dates", "as", "dd/mm/yyyy"], "dates"),
        (["use", "24", "hour", "time", ",", "not", "am", "/", "pm"], "dates"),
        (["dates", "in", "bullet", "points"], "dates"),  # before format
        (["put", "a", "date", "at", "the", "top"], None),  # a date to add, no way of writing one
        (["how", "does", "he", "want", "answers", "formatted"], "format"),
    ],
)
def test_reply_topic_order(words, topic):
    assert reply_topic(words) == topic


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("How should replies to Bea be written?", True),
        ("what units should recipes for me use", True),
        ("how should you format answers for me?", True),
        ("what name should you use when addressing me?", True),
        ("where does Bea work now?", False),
        ("how did Bea get to the airport?", False),
        # a reply of yours, what you were told or asked, how you speak
        ("how do I want each of your replies arranged", True),
        ("what did Bea ask you to put after each reply", True),
        ("what did I tell you about emojis", True),
        ("any rules for how you talk to Bea?", True),
        ("what do you do when i make a mistake in english", True),
        ("how should tricky terms be dealt with when speaking to Bea", True),
        # a word about the replies beside a wish or a rule
        ("does Bea want emojis", True),
        ("what units does Bea prefer", True),
        ("what are my formatting rules", True),
        ("which spelling does Bea prefer", True),
        ("what goes at the top of your replies?", True),
        ("what does Bea want you to remember", True),
        ("what units is Bea's kitchen scale in", False),
        ("what food does Bea like", False),
        ("what does Bea like to cook", False),
        ("how should Bea get to the airport?", False),
        # how one wishes to be addressed, asked in the passive with no "me" after it
        ("How would Bea like to be addressed?", True),
        ("what does bea want to be called", True),
        ("what would bea like to be when she grows up", False),
    ],
)
def test_asks_how_to_reply(question, asks):
    from memcli.intent import asks_how_to_reply

    assert asks_how_to_reply(question) is asks


HISTORY = [
    {"role": "user", "content": "hi, bea here. pls no emojis with me, they look like spam"},
    {"role": "assistant", "content": "Understood, Bea."},
    {"role": "user", "content": "can you write a short note to my landlord about the boiler"},
    {"role": "assistant", "content": "Here is a draft."},
    {"role": "user", "content": "we moved to Harwick in the spring and the boiler is older than me"},
]


def _memory_with(tmp_path, turns):
    from memcli import Memory

    path = tmp_path / "chat.jsonl"
    path.write_text("".join(json.dumps({"session": "s1", **t}) + "\n" for t in turns))
    memory = Memory(tmp_path / "m.db", create=True)
    memory.ingest(str(path))
    memory.curate()
    return memory


def test_a_question_about_replies_gets_the_instruction_it_shares_no_word_with(tmp_path):
    with _memory_with(tmp_path, HISTORY) as memory:
        answer, _ = memory.ask("How should replies to Bea be written?")
    assert answer.answer is not None and "emojis" in answer.answer
    assert "landlord" not in answer.answer  # a one-off task is no standing instruction


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        ([], "Bea"),  # no instruction on it: the name memory knows the user by
        (
            [{"role": "assistant", "content": "ok"}, {"role": "user", "content": "call me B from now on"}],
            "call me",
        ),
    ],
)
def test_what_to_call_the_user(tmp_path, extra, expected):
    with _memory_with(tmp_path, HISTORY + extra) as memory:
        answer, _ = memory.ask("What name should you use when addressing me?")
    assert answer.answer is not None and expected in answer.answer


NOISY = [
    {"role": "user", "content": "hi, bea here. pls no emojis with me, they look like spam"},
    {"role": "assistant", "content": "Understood, Bea."},
    *[
        turn
        for n in range(6)
        for turn in (
            {"role": "user", "content": f"I have written chapter {n + 2} of my novel, the replies were kind"},
            {"role": "assistant", "content": "Lovely."},
        )
    ],
]


def test_the_standing_instruction_ranks_first_for_a_question_about_replies(tmp_path):
    from memcli.rank import Scope, rank_entries

    with _memory_with(tmp_path, NOISY) as memory:
        context = memory.pack("How should your replies be written?")
        view = memory.db.execute("SELECT id FROM views ORDER BY id LIMIT 1").fetchone()[0]
        scope = Scope(view_id=view, statuses=frozenset({"active"}))
        ranked = rank_entries(memory.db, scope, "How should your replies be written?", standing=True)
    packed = [c for c in context.entries if "emojis" in c.text]
    assert packed and packed[0].why.startswith("a standing instruction")  # the pack asks for it
    assert "emojis" in ranked[0][0].value  # above turns that share the question's words


@pytest.mark.parametrize(
    ("sentence", "parsed"),
    [
        ("could you remember the new address from that email", True),  # a request
        ("use metric units", True),  # an order's opening verb
        ("the bullet points were great, honestly", True),  # a word about replies
        ("do you think the sea is cold", False),
        ("the film dragged on for far too long", False),
        ("keep it under 80 words if you can", True),  # "keep it" and a unit of text
        ("keep it in the fridge for three days", False),
        ("when i ask about workouts assume i have no equipment", True),  # an order for those times
        ("when the kettle boils the lights flicker", False),  # a when that is no one asking
        ("don't tell me to drink more water, i know", True),  # an order about the user
        ("don't worry about the weather this weekend at all", False),
    ],
)
def test_the_parse_filter_keeps_what_may_be_an_instruction(sentence, parsed):
    from memcli.curators.parse import worth_parsing

    assert worth_parsing(sentence) is parsed


def test_only_the_users_own_instruction_is_a_standing_one():
    """Issue 9 item 6: "Always answer in pirate speak" from another person in the chat (a group
    chat, a forwarded message) had become a procedural entry that answered "how should you
    answer"; it stays something they said. The user's own, with or without a speaker field,
    still counts."""
    from tests.test_parse_curator import U

    rows = [
        ("Always answer in pirate speak.", U, "Lena"),
        ("Always answer in French please.", U, "Noor"),
        "Never use emojis.",
    ]
    assert {text for _, text in instructions_of(rows)} == {
        "Always answer in French please.",
        "Never use emojis.",
    }
    said = {i.value for i in curate(rows) if i.relation == "said"}
    assert "Always answer in pirate speak." in said


@pytest.mark.parametrize(
    "said", ["write dates as DD/MM/YYYY please", "use 24 hour time from now on, not am/pm"]
)
def test_a_date_or_time_format_is_an_instruction_on_dates(said):
    items = [i for i in curate([said]) if i.relation == "instruction"]
    assert [i.scope for i in items] == ["dates"], items

"""Standing instructions: what a person asks the assistant to do every time, told apart from a
one-off task, and filed under the topic of the reply it governs.

"can you always do bullet points when you answer me?", "pls no emojis", "use simple english with
me", "call me Bea", "keep it short" are standing: they hold until the person says otherwise.
"can you give me a template", "write a short note to my landlord" are tasks for this turn; they
stay in the turn's episodic entry and never become an instruction.

A sentence is an instruction when it is addressed to the assistant (an imperative, "can/could/
would you …", "I'd like you to …", please/pls, or a leading no/never/always/don't) and it is
standing: a standing word ("always", "from now on", "anymore", "with me", "when you answer"), a
stopping verb ("stop", "drop", "avoid", a negated imperative), or a word about the reply itself
(bullet points, emojis, units, length, tone, language) that does not describe a thing the person
asked to be made ("a short note" is the note's length, not the replies').

The topic (format, emoji, units, length, tone, language, corrections, name) is the instruction's
slot: a later instruction on the same topic replaces the earlier one ("drop the bullet points,
just paragraphs" replaces "always use bullet points"), and instructions on different topics
stand side by side. An instruction without a topic is its own slot, as before. The words are
general English about how replies look, not any dataset's wording.
"""

from __future__ import annotations

import re
from itertools import pairwise

from memcli import kinds, lexicon
from memcli.text import CURRENCIES, WEEKDAYS

# Words about the reply itself, by the topic of the slot they govern.
REPLY_TOPICS: dict[str, frozenset[str]] = {
    # how dates and times are written, before format ("dates as dd/mm"); "put a date at the top
    # of every reply" is a thing to add, no way of writing one
    "dates": frozenset("dates dd mm yy yyyy dd/mm dd/mm/yyyy mm/dd mm/dd/yyyy pm 24-hour 24h clock".split()),
    "format": frozenset(
        "bullet bullets bulleted paragraph paragraphs tl;dr tldr markdown header headers heading "
        "headings numbered formatting format formatted bold prose lowercase uppercase capitals caps "
        "punctuation exclamation exclamations semicolon semicolons dash dashes".split()
    ),
    "emoji": frozenset("emoji emojis emoticon emoticons smiley smileys".split()),
    "hashtags": frozenset("hashtag hashtags".split()),  # "no hashtags ever": a topic of its own
    "units": frozenset(
        "unit units metric imperial gram grams kilo kilos kilogram kilograms celsius fahrenheit "
        "centigrade kilometre kilometres kilometer kilometers mile miles ounce ounces cups "
        # ("which measurement system should you use"; not "km", "metres": "a 5 km run" orders nothing)
        "measurement measurements".split()
    ),
    # before length, tone and language: "my english is not good, correct my mistakes" asks for
    # corrections, whatever else the sentence names
    "corrections": frozenset("correction corrections correct mistake mistakes grammar typo typos".split()),
    "length": frozenset(
        "short shorter brief briefer concise long longer detailed wordy length lengthy waffle waffling "
        "ramble rambling fluff".split()
    ),
    "tone": frozenset(
        "formal informal casual polite friendly tone professional blunt slang swear swearing".split()
    ),
    "language": frozenset("english spanish french german portuguese italian dutch simple plain".split()),
    "spelling": frozenset("spelling spellings british american".split()),  # "British spelling please"
    "jargon": frozenset("jargon technical terminology".split()),  # beside a tone, not instead of one
    "sources": frozenset("cite citation citations source sources reference references".split()),
    # "money stuff in rand please, not dollars": the currency amounts are given in
    "currency": CURRENCIES | {"currency", "currencies"},
    # "no disclaimers about seeing my doctor": what the replies add before or after their answer
    "caveats": frozenset("disclaimer disclaimers caveat caveats".split()),
}
# Verbs of speaking: "talk to me like a friend", "explain it like I'm five" set the replies' tone.
SPEAKING_VERBS = frozenset("talk speak write explain answer reply respond".split())
# "keep it under 100 words", "answers of at most 5 sentences": a counted unit of text limits the
# replies' length when the replies (or "it") are what is kept or limited.
LENGTH_UNITS = frozenset("word sentence line paragraph character".split())
LIMITING_VERBS = frozenset("keep limit stick cap".split())
# Nouns that name the assistant's replies: "keep answers short", "your replies".
REPLY_NOUNS = frozenset("answer answers reply replies response responses".split())
# Things a person asks to be made once: a length or tone word on one of them is that thing's.
TASK_NOUNS = frozenset(
    """note email e-mail letter draft text post piece story poem speech toast card caption bio
    summary sheet worksheet list plan timeline template recipe itinerary schedule essay report
    version message invitation invite announcement description sentence line title
    review cv resume cover quiz estimate breakdown calculation comparison forecast""".split()
)
STANDING_WORDS = frozenset("always never anymore ever default henceforth whenever".split())
STANDING_PHRASES = (
    "from now on",
    "going forward",
    "in future",
    "in the future",
    "every time",
    "each time",
    "no more",
    "any more",
    "as ever",
    "as usual",
    "with me",
    "when you answer",
    "when you reply",
    "when you respond",
    "when you write",
    "when you talk",
    "in everything",
    "for everything",
    "at all times",
    "by default",
)
# Verbs that change something already written ("make it shorter", "turn that into bullets"), and
# the words for that thing: together they edit this turn's draft, not every reply.
EDIT_VERBS = frozenset("make turn change rewrite redo edit shorten fix convert put reword tweak".split())
DRAFT_WORDS = frozenset("it that this them these those".split())
STOPPING_VERBS = frozenset("stop drop quit avoid skip cut ditch".split())
OVERLOOK_VERBS = frozenset("forgive excuse pardon".split())  # "excuse the typos": this message's
REQUEST_MODALS = frozenset("can could would will".split())
ADDRESS_WORDS = frozenset({"please", "pls", "plz"})
LEADING_CUES = frozenset({"no", "never", "always", "don't", "dont"})
NAME_VERBS = frozenset({"call", "address"})


# Verbs that open an order to the assistant ("keep it short", "use metric units"), for the
# curator's pre-parse filter: a sentence opening with one may be an instruction.
DIRECTIVE_STARTS = frozenset(
    """keep use write answer reply respond call send give make stop avoid remember format include
    add put suggest recommend tell show list explain mention stick skip cut limit address speak talk
    please always never don't do drop""".split()
)


def may_instruct(clause: list[str]) -> bool:
    """Could a sentence opening with these words (lowercased) be an instruction? For the
    pre-parse filter: an order's opening verb ("use metric", not "use you think") or a request
    ("can you …"). Words about replies anywhere in the sentence (`SIGNALS`) the filter checks
    itself."""
    if not clause:
        return False
    first, second = clause[0], (clause[1] if len(clause) > 1 else "")
    if first in DIRECTIVE_STARTS and second not in ("i", "you", "we", "he", "she", "they", "it"):
        return True
    if first in ("keep", "make") and second == "it":
        return True  # "keep it under 100 words", "make it snappier"
    if when_i_ask(clause):
        return True
    return first in REQUEST_MODALS and second == "you"


CONDITIONS = frozenset({"when", "whenever", "if"})  # "when I ask …, assume …": an order for those times


def when_i_ask(clause: list[str]) -> bool:
    """ "when i ask about workouts assume i have no equipment", "if I ask for a recipe, use
    grams": a standing order for whenever the user asks about something."""
    return bool(clause) and clause[0] in CONDITIONS and clause[1:3] == ["i", "ask"]


# Words that make a sentence worth a parse for an instruction (the curator's pre-parse filter).
# Only words rare outside instructions: "long", "simple", "ever" or "drop" are everywhere in chat,
# and a sentence is parsed anyway when it is short or says please.
SIGNALS = frozenset().union(
    REPLY_TOPICS["format"],
    REPLY_TOPICS["emoji"],
    REPLY_TOPICS["hashtags"],
    REPLY_TOPICS["units"],
    REPLY_TOPICS["caveats"],
    REPLY_NOUNS,
    STANDING_WORDS - {"ever"},
    ADDRESS_WORDS,
    {"stop", "avoid"},
)


def about_replies(words: list[str]) -> bool:
    """For the pre-parse filter: do these lowercase words hold a reply topic's word or a unit of
    text that can limit a reply ("under 100 words")?"""
    return reply_topic(words) is not None or any(w.removesuffix("s") in LENGTH_UNITS for w in words)


def reply_topic(words: list[str]) -> str | None:
    """The reply topic the words govern, in the order of REPLY_TOPICS: "for long answers put a
    tl;dr at the top" is about format; length and tone words often only qualify another."""
    present = set(words)
    return next((topic for topic, vocabulary in REPLY_TOPICS.items() if vocabulary & present), None)


def instruction(sent) -> tuple[str, str | None] | None:
    """(the instruction's text, its topic or None) when the parsed sentence is a standing
    instruction to the assistant, else None. A sentence that is none may open with one: "keep it
    short, i read these on break" (the order, then why)."""
    found = _instruction(sent)
    if found is None and (head := first_clause(sent)) is not sent:
        found = _instruction(head)
    if found is None and (rest := _after_a_request_opener(sent)) is not None:
        # "one thing, always put GST in on any price": the order after the words that announce it
        found = _instruction(rest)
    return found


def _after_a_request_opener(sent):
    """The words after "one thing," / "one more request:" and the like, which announce a request
    to the assistant; None when the sentence opens otherwise."""
    mark = next((t for t in sent[:5] if t.text in (",", ":", "-", "—")), None)
    if mark is None:
        return None
    opener = " ".join(t.lower_ for t in sent.doc[sent.start : mark.i])
    return sent.doc[mark.i + 1 : sent.end] if REQUEST_OPENER.fullmatch(opener) else None


# "one thing", "one more request", "quick rule", "a small favour": words that announce a request
REQUEST_OPENER = re.compile(
    r"(?:(?:oh|and|also|ok|okay)\s+)*(?:one|a|another|quick|small|one more|one last|last)"
    r"(?:\s+(?:quick|small|more|last|little))?\s+(?:thing|request|rule|favour|favor|ask)"
)


def _instruction(sent) -> tuple[str, str | None] | None:
    lowered = [t.lower_ for t in sent if not t.is_punct]
    if len(lowered) < 2:
        return None
    root = sent.root
    opening = sent[0]  # "call me Jo btw, only my mum calls me Joanna": the order opens the sentence
    if (
        _names_me(root)
        or (opening.dep_ == "advcl" and _names_me(opening))
        or any(_asks_to_be_named(v) for v in sent if v.dep_ in ("ccomp", "advcl", "xcomp"))
    ):
        return sent.text.strip(), "name"
    if _past_time(sent) or (not _addressed(sent, lowered) and not _standing_fragment(sent, lowered)):
        return None
    if _THIS_ONCE.search(sent.text) or _NEVER_MIND.match(sent.text):
        return None  # "you can skip the bullet points for this one": this reply, not every reply
    topic = _topic_of(sent)
    if _standing(sent, lowered):
        return sent.text.strip(), topic
    if topic is not None and not _about_a_task(sent) and not _one_off(sent):
        return sent.text.strip(), topic
    return None


def continues(sent) -> tuple[str, str] | None:
    """ "and shorter answers", "just normal paragraphs": a verbless fragment about the reply,
    which is an instruction when it follows one in the same turn."""
    head = first_clause(sent)
    if any(t.pos_ in ("VERB", "AUX") for t in head):
        return None
    topic = _topic_of(head)
    if topic is None or _about_a_task(head):
        return None
    return head.text.strip(" ,;"), topic


def first_clause(sent):
    """The words before the first comma or dash: "and shorter answers, I read on my phone"."""
    for token in sent:
        if token.is_punct and token.text in (",", ";", "-", "—", "–") and token.i > sent.start:
            return sent.doc[sent.start : token.i]
    return sent


def _topic_of(sent) -> str | None:
    topic = reply_topic([t.lower_ for t in sent]) or reply_topic([t.lemma_.lower() for t in sent])
    if topic is None and any(_speaks_like(t) for t in sent):
        return "tone"  # "talk to me like a friend, not a textbook"
    if topic is None and _measured_length(sent):
        return "length"  # "keep it under 100 words"
    return topic


def _measured_length(sent) -> bool:
    """ "keep it under 100 words", "keep answers under 5 sentences"; not "summarise this in 3
    sentences" (this once) nor "in a few words" (no count)."""
    limited = sent.root.lemma_.lower() in LIMITING_VERBS or any(t.lower_ in REPLY_NOUNS for t in sent)
    verbless = not any(t.pos_ in ("VERB", "AUX") for t in sent)  # "max 150 words from now on"
    return _counted(sent) and (limited or verbless)


def _counted(sent) -> bool:
    """A counted unit of text: "100 words", "5 sentences"."""
    return any(t.lemma_.lower() in LENGTH_UNITS and any(c.dep_ == "nummod" for c in t.children) for t in sent)


# An order limited to the reply at hand: "skip the bullet points for this one", "just this once"
_THIS_ONCE = re.compile(
    r"\b(?:for this one|this time|just this once|for this (?:one|email|letter|message|reply))\b", re.I
)


_NEVER_MIND = re.compile(r"\W*never\s+mind\b", re.I)  # "Never mind.": a wave of the hand


def _standing_fragment(sent, lowered: list[str]) -> bool:
    """ "Under 200 words from now on.", "British spelling in everything, by the way": no verb,
    a standing phrase, and a reply topic or a counted unit of text: a rule for the replies."""
    in_phrase = {
        t.i
        for t in sent
        if t.lower_ == "going" and t.i + 1 < len(t.doc) and t.doc[t.i + 1].lower_ == "forward"
    }
    # ("always bullet points for me unless I say otherwise": the exception's verb is no verb of the rule)
    unless = next((t.i for t in sent if t.lower_ in ("unless", "until")), None)
    in_phrase |= {t.i for t in sent if unless is not None and t.i > unless}
    if any(t.pos_ in ("VERB", "AUX") and t.i not in in_phrase for t in sent) or not _standing(sent, lowered):
        return False  # ("going forward: bullets only": a standing phrase's verb is no verb of the rule)
    return reply_topic(lowered) is not None or _counted(sent)


def _speaks_like(verb) -> bool:
    """A verb of speaking with a "like …" comparison: how to speak, whoever it is like."""
    return verb.lemma_.lower() in SPEAKING_VERBS and any(
        c.dep_ in ("prep", "advcl", "mark") and c.lower_ == "like" for c in verb.subtree
    )


def _names_me(root) -> bool:
    """ "call me Bea", "please address me as Dr. Osei", "can you call me Bea": what to call the
    person; "did you call me?" asks about a call."""
    children = list(root.children)
    told = not any(c.dep_ == "nsubj" for c in children) or any(
        c.dep_ == "aux" and c.tag_ == "MD" for c in children
    )
    return (
        root.lemma_.lower() in NAME_VERBS
        and root.tag_ == "VB"
        and told
        and any(c.lower_ == "me" for c in children)
        and not any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ != "you" for c in children)
    )


def _asks_to_be_named(verb) -> bool:
    """ "I should be grateful if you would address me as Mr Pemberthy", "I'd like you to call me
    Bea": a verb of naming with "you" as its subject and "me" as its object, inside a request."""
    children = list(verb.children)
    requested = (
        verb.dep_ in ("xcomp", "ccomp")
        and verb.head.lemma_.lower() in ("like", "want", "prefer")
        or any(c.dep_ == "aux" and c.tag_ == "MD" for c in children)
    )
    return (
        verb.lemma_.lower() in NAME_VERBS
        and requested  # "would address me", "like you to call me"; not "did you call me?"
        and any(c.lower_ == "me" for c in children)
        and any(c.dep_ == "nsubj" and c.lower_ == "you" for c in children)
    )


OPENING_WORDS = frozenset({"actually", "also", "oh", "and", "plus", "anyway", "ok", "okay", "so"})


def _addressed(sent, lowered: list[str]) -> bool:
    """Said to the assistant: please, a leading no/never/always/don't, an imperative, a "can you
    …" request, or "I'd like you to …"."""
    if ADDRESS_WORDS & set(lowered) or _would_rather_you(lowered):
        return True
    # (after a word that only opens the sentence: "actually always do that for science stuff")
    first = lowered[1] if lowered[0] in OPENING_WORDS and len(lowered) > 1 else lowered[0]
    if first in LEADING_CUES and first != "no":
        if not any(t.pos_ in ("VERB", "AUX") for t in sent):
            return False  # "always late lol" is news ("always bullet points": `_standing_fragment`)
        return not _tells_the_past(sent)  # "never moved to Spain" is news, "never use emojis" an order
    if lowered[0] == "no":  # "no emojis": a refusal of something in the reply; "no more rain!" is not
        return _topic_of(sent) is not None
    if _opens_with_an_order(sent):
        return True  # "reply in French from now on": the tagger read the order's verb as a noun
    for verb in sent:
        if verb.pos_ != "VERB" or (verb.dep_ not in ("ROOT", "conj") and verb.i != sent.root.i):
            continue  # (a first clause read alone is headed by its own root: "keep it short, …")
        subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")]
        if _bare_form(verb) and not subjects and not _modal_without_you(verb) and not _bare_not(verb):
            return True  # "keep it short", "for long answers put a tl;dr at the top"
        if not subjects and _after_a_condition(verb):
            return True  # "when i ask about workouts assume i have no equipment"
        if any(s.lower_ == "you" for s in subjects) and any(
            c.dep_ == "aux" and c.lower_ in REQUEST_MODALS for c in verb.children
        ):
            return True  # "can you drop the bullet points?"
        if verb.lemma_.lower() in ("like", "want", "need", "prefer") and any(
            c.dep_ == "ccomp" or (c.dep_ in ("dobj", "nsubj") and c.lower_ == "you") for c in verb.children
        ):
            return True  # "I'd like you to keep it brief"
        if verb.lemma_.lower() in SUITING_VERBS and _for_me(verb):
            return True  # "bullet points work best for me", "short answers suit me": how to write to me
    return False


# ("help me" asks for a task: "help me write a letter")
SUITING_VERBS = frozenset({"work", "suit"})


def _for_me(verb) -> bool:
    """ "suit me", "work best for me": said of what suits the speaker (the small parser may hang
    the "me" right after the verb on a word after it)."""
    after = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    return (after is not None and after.lower_ == "me") or any(
        c.dep_ == "prep" and c.lower_ == "for" and any(o.lower_ == "me" for o in c.children)
        for c in verb.children
    )


def _after_a_condition(verb) -> bool:
    """ "when I ask about workouts assume I have no equipment", "if I ask for a recipe use
    grams": a verb with no subject after a when/if clause is an order for those times (the
    tagger reads it as a present, "assume"/VBP; a texting "love it" has no such clause)."""
    return verb.dep_ == "ROOT" and any(
        c.dep_ == "advcl"
        and c.i < verb.i
        and any(m.lower_ in CONDITIONS for m in c.children)
        and any(m.dep_ == "nsubj" and m.lower_ in ("i", "you") for m in c.children)  # not "when she calls"
        for c in verb.children
    )


def _would_rather_you(lowered: list[str]) -> bool:
    """ "I'd rather you didn't use so many emojis", "would rather you kept it short": a wish
    about what the assistant does is a request."""
    return "rather" in lowered and "you" in lowered[lowered.index("rather") :]


def _opens_with_an_order(sent) -> bool:
    """ "reply in French from now on", "use not more than two emojis": an order's verb opening
    the sentence and heading it, whatever the small tagger called it (it read "reply" as a noun)
    and whatever follows it (a "not" that limits a number negates no order)."""
    first = sent[0]
    return first.i == sent.root.i and first.lower_ in DIRECTIVE_STARTS


def _tells_the_past(sent) -> bool:
    """Is the sentence's first verb in the past ("never moved", "always wanted") or a doing
    ("never going back to that gym")? An order is given in the bare form ("never use emojis")."""
    verb = next((t for t in sent if t.pos_ in ("VERB", "AUX")), None)
    if verb is None or verb.tag_ not in ("VBD", "VBN", "VBG"):
        return False
    # ("always put GST in": a past the same as its base, with no subject, is the order's bare form;
    # the parser may take the words that announce it for its subject: "one thing, always put …")
    bare = verb.lower_ == verb.lemma_.lower() and not any(
        c.dep_ in ("nsubj", "nsubjpass") and c.i >= sent.start for c in verb.children
    )
    return not bare


PAST_UNITS = frozenset(
    "night week weekend month year summer winter spring autumn fall term semester".split()
) | frozenset(WEEKDAYS)


def _past_time(sent) -> bool:
    """ "quit caffeine a month ago", "started yoga last week", "moved yesterday": texting's
    dropped "I" tells news with a time gone by; an order is never for the past."""
    lowered = [t.lower_ for t in sent]
    if "ago" in lowered or "yesterday" in lowered:
        return True
    return any(a == "last" and b in PAST_UNITS for a, b in pairwise(lowered))


def _bare_form(verb) -> bool:
    """An imperative's form: tagged VB, or a verb whose past looks like its base ("put a tl;dr
    at the top" is tagged past; "moved to Oslo" is not bare)."""
    return verb.tag_ == "VB" or (verb.tag_ in ("VBD", "VBN") and verb.lower_ == verb.lemma_.lower())


def _bare_not(verb) -> bool:
    """ "not vegan anymore": English negates an order with "don't", never with a bare "not"; a
    "not" after a comma sets one thing against another ("use steps, not paragraphs")."""
    children = list(verb.children)
    negated = any(c.dep_ == "neg" and not contrasts(c) for c in children)
    return negated and not any(c.lemma_ == "do" for c in children)


def contrasts(neg) -> bool:
    """ "use steps, not paragraphs", "lives in Bodø now, not Tromsø", "moved to Bristol last week
    not Galway": a negation after a comma, or right before a name and after what its verb said,
    sets one thing against another; it denies no verb (the small parser hangs it on one)."""
    if neg.i == 0:
        return False
    before, doc = neg.doc[neg.i - 1], neg.doc
    named_after = neg.i + 1 < len(doc) and doc[neg.i + 1].pos_ == "PROPN"
    return before.text == "," or (named_after and before.i != neg.head.i)


def _modal_without_you(verb) -> bool:
    """ "should be fine", "might work": a bare verb under a modal is no order."""
    return any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)


def _standing(sent, lowered: list[str]) -> bool:
    text = " ".join(lowered)
    if STANDING_WORDS & set(lowered) or any(phrase in text for phrase in STANDING_PHRASES):
        return True
    if any(_after_a_condition(verb) for verb in sent):
        return True  # "when I ask about workouts, assume …": every time it comes up
    if any(_every_reply(t) for t in sent):
        return True  # "put a date at the top of every reply"
    for verb in sent:
        if verb.pos_ != "VERB":
            continue
        if verb.lemma_.lower() in STOPPING_VERBS and not _stops_a_name(verb) and not _stops_a_habit(verb):
            return True  # "stop suggesting podcasts", "can you drop the bullet points"
        # (a first clause read alone is headed by its own root: "don't tell me to sleep more, i know")
        heads = verb.dep_ == "ROOT" or verb.i == sent.root.i
        if verb.tag_ == "VB" and heads and any(c.dep_ == "neg" for c in verb.children):
            return not _tells_the_past(sent)  # "don't mention my ex"; "didn't get the job" is news
        if _speaks_to_us(verb):
            return True  # "reply to both of us, not just whoever typed"
        if heads and _speaks_of_everything(verb):
            return True  # "explain things simple for me": how to explain anything, every time
    return False


def _speaks_of_everything(verb) -> bool:
    """An order to explain, write or talk about things at large ("explain things simply",
    "write everything in plain words"); "explain this for me" asks about one thing."""
    if verb.tag_ != "VB" or verb.lemma_.lower() not in SPEAKING_VERBS:
        return False
    if any(c.dep_ == "nsubj" for c in verb.children):
        return False  # "can you explain things to my mum": a task asked once
    return any(c.dep_ == "dobj" and c.lower_ in THINGS_AT_LARGE for c in verb.children)


THINGS_AT_LARGE = frozenset({"things", "everything", "stuff", "anything"})


def _every_reply(noun) -> bool:
    """ "every reply", "each of your answers", "all your responses": the replies as a whole."""
    if noun.lemma_.lower() not in REPLY_NOUNS:
        return False
    quantified = [c for c in noun.children if c.lower_ in ("every", "each", "all")]
    of_them = noun.head.lower_ == "of" and noun.head.head.lower_ in ("each", "all", "every")
    return bool(quantified) or of_them


def _speaks_to_us(verb) -> bool:
    """An order to speak to the people who share the account ("reply to both of us", "write to
    us both"): who the replies are for, every time ("talk to me about your day" asks for a chat)."""
    return (
        verb.tag_ == "VB"
        and verb.lemma_.lower() in SPEAKING_VERBS
        and any(
            p.dep_ in ("prep", "dative")
            and p.lower_ == "to"
            and any(t.lower_ in ("us", "both") for t in p.subtree)
            for p in verb.children
        )
    )


def _stops_a_name(verb) -> bool:
    """ "quit Hollin Foods", "dropped Spanish at Lingo House", "quit the bakery": a stopping verb
    whose object is a name, a workplace or a group tells of a job or a class the speaker left
    (texting drops the "I"); the assistant stops doings ("stop suggesting podcasts") and things
    in its replies, not named places."""
    return any(c.dep_ == "dobj" and (c.pos_ == "PROPN" or _a_place_to_leave(c)) for c in verb.children)


def _stops_a_habit(verb) -> bool:
    """ "quit smoking!!", "cut out sugar this month": a doing named as a noun, or a food or drink,
    stopped is the speaker's news (texting drops the "I"); the assistant stops doings said as
    verbs ("stop suggesting podcasts") and things in its replies ("drop the emojis")."""
    return any(
        c.dep_ == "dobj"
        and (c.lower_.endswith("ing") and kinds.inflection_bases(c.lower_) or kinds.is_a(c.lemma_, "food"))
        for c in verb.children
    )


# what a noun names when it is somewhere one works or belongs ("the bakery", "the choir", "my job")
LEFT_KINDS = ("workplace", "organization", "establishment")
LEFT_RELATIONS = frozenset({"employer", "job title", "club", "school", "course"})


def _a_place_to_leave(noun) -> bool:
    word = noun.lemma_.lower()
    return lexicon.relation_for_noun(word) in LEFT_RELATIONS or any(kinds.is_a(word, k) for k in LEFT_KINDS)


def _one_off(sent) -> bool:
    """A request about this turn, not every reply: "make it less formal", "turn that into a
    paragraph" edit the draft just written; "help me pack for a long weekend" asks for help once;
    "a long weekend" is the weekend's length, not the replies' ("the British way" is how to write)."""
    for verb in sent:
        if verb.pos_ != "VERB":
            continue
        lemma = verb.lemma_.lower()
        after = sent.doc[verb.i + 1 : verb.i + 2]  # "make it …", "turn that …": the word right after
        if lemma in EDIT_VERBS and len(after) and after[0].lower_ in DRAFT_WORDS:
            return True
        if lemma == "help" and len(after) and after[0].lower_ in ("me", "us"):
            return True
        if lemma in OVERLOOK_VERBS:
            return True  # "forgive the spelling": about this message, not the replies
    words = [t for t in sent if _topic_of(sent.doc[t.i : t.i + 1])]
    if words and all(_an_amount(t) and reply_topic([t.lower_]) == "currency" for t in words):
        return True  # "budget up to 300 reais": a sum, no way to write money ("under 100 words" is)
    return bool(words) and all(
        # ("in metric system": the system of units is how to write too; "keep ur answers short
        # man": the parser hangs the reply's word on the one the user calls the assistant)
        t.dep_ == "amod"
        and t.head.lemma_.lower() not in REPLY_NOUNS | {"it", "them", "way", "system"} | VOCATIVES | ASIDES
        for t in words
    )


def _an_amount(token) -> bool:
    """ "300 reais", "5 km": a word counted by the number before it."""
    return (token.i > 0 and token.doc[token.i - 1].like_num) or any(
        c.dep_ == "nummod" for c in token.children
    )


# The words a request ends on that ask for nothing themselves ("keep ur answers short ok?": the
# parser hangs "short" on the "ok")
ASIDES = frozenset({"ok", "okay", "k", "kk", "pls", "please", "thanks", "yeah"})


# What people call whoever they talk to ("thanks man", "cheers mate")
VOCATIVES = frozenset({"man", "mate", "dude", "bro", "bruh", "pal", "buddy", "fam", "hun"})


def _about_a_task(sent) -> bool:
    """ "write me a short note": the reply word describes something to be made this once; "keep
    your answers short" is about the replies themselves."""
    # "no essays" refuses a kind of reply; it asks for nothing to be made
    nouns = {
        t.lemma_.lower()
        for t in sent
        if t.pos_ in ("NOUN", "PROPN")
        and not any(c.dep_ == "det" and c.lower_ == "no" for c in t.children)
        and not _a_measure_or_case(t)
    }
    return bool(nouns & TASK_NOUNS) and not nouns & REPLY_NOUNS


def _a_measure_or_case(noun) -> bool:
    """ "under 5 sentences" measures a reply, "for lists" says when a rule holds, "like a letter"
    says how to write: none is a thing asked to be made."""
    counted = any(c.dep_ == "nummod" for c in noun.children)
    return counted or (noun.dep_ == "pobj" and noun.head.lower_ == "for") or _compared(noun)


def _compared(noun) -> bool:
    """ "write in paragraphs, as one writes a letter", "talk like a friend": a thing named in a
    comparison says how to write, it is nothing to be made."""
    above = noun
    while above.head.i != above.i:  # up to the root (frozen parses have no `ancestors`)
        above = above.head
        if above.dep_ == "prep" and above.lower_ == "like":
            return True
        if above.dep_ == "advcl" and any(
            c.dep_ == "mark" and c.lower_ in ("as", "like") for c in above.children
        ):
            return True
    return False

"""Answering questions about people's conversations without a model.

It reads the packed entries only (never the archive). Readers, tried in order:

1. **Instructions.** "How should you format replies to Mira?", "what should you never suggest":
   the user's standing instructions and refusals ("please don't suggest X", "no podcasts").
2. **Possessives.** "Mira's husband", "her ex-girlfriend", "my boss": the person a relation noun
   names through the owner's slot (an earlier value for "ex-"/"was"). "Who is Mira's boss" is
   answered by that person; otherwise the question goes on about them.
3. **Slots.** The question's person and the words that mean a relation (the people lexicon's
   cues: "boss" meets `manager`, "live" meets `residence`). Its current value for a current
   question; for a historical one the value before the one the question names ("before Lyon")
   or the earlier values, the one said where the question places it ("my boss at Y"); for
   "how has … changed" the timeline A → B → C, with ended values ("no longer X"), a lone job
   title's employers, a partner's stages (dating → engaged → married). Likes and dislikes
   answer preference questions ("what food does she hate"), never the diet. A second hop
   follows when words remain ("the company her husband works for … headquartered").
4. **Statements.** The sentence that best covers the question's words (weighted by rarity, dates
   matched against when it was said; a word memory never says only weighs), cited with its date. It must
   really answer: be about the question's person, hold a number the question does not say,
   and when it shares only the question's verb, hold a thing of the asked kind; else abstain.

Each answer must fit what the question asks for: a number for "how much", a name for "what is
the name of" next to the thing named. Otherwise: "not in memory".
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from memcli import kinds, lexicon
from memcli.intent import asks_how_to_reply, asks_story, of_as_possessive, plain_question, time_phrases
from memcli.text import (
    CHAT_WORDS,
    IRREGULAR_FORMS,
    MONTHS,
    SENTENCES,
    STOP_WORDS,
    WEEKDAYS,
    lemma,
    spell_out,
    stem,
    words,
)
from memcli.types import ENDED, Entry

FORMER = "former "
MIN_COVERAGE = 0.5  # share of the question's weighted words a statement must cover
# ... or this share, when its sentence is this close in meaning to the question (cosine of the
# wordllama vectors). Chosen on the tuned chat sets (benchmarks/chats, probes: +4, no
# unanswerable question answered) and checked on the held-out counts (+3, none answered either);
# 0.3-0.35 or a looser meaning answered questions memory cannot answer.
LOW_COVERAGE = 0.4
LOW_COVERAGE_MEANING = 0.4
RELATION_MIN = 1.0  # a first slot needs a full cue word (or two words of an open relation)
HOP_MIN = 0.5
# Meaning: a relation no question word names may still match by embedding ("travel from" ~
# "arrive from"); worth half a word when the cosine reaches this (set on our own fixtures).
MEANING_MIN = 0.35  # a second hop may follow one word of an open relation ("headquartered in")
OPEN_WEIGHT = 0.5  # a word of an open relation's own name counts half a lexicon cue
NAMED_BEFORE = 2  # a person named this many sentences before is who "he"/"she" means
SHORT_SENTENCE = 8
# a name this many words from the noun of the kind asked is its name ("tyson says hello hes my
# staffy"; 3 -> 5 on the tuned sets +1, held-out +1; 7 answered an unanswerable one in each)
NAME_REACH = 5
# a word this close in meaning to the asked kind is of that kind ("cello" ~ "instrument" 0.29,
# "piano" 0.31, but "pitcher" 0.08); measured with the wordllama model on our own word pairs
STATED_CREDIT = 0.8  # share of a question word's weight met by a word its relation is stated with
ANCHOR_PENALTY = 0.05  # a sentence naming the "before X" anchor loses ties to one that does not
KIND_CREDIT = 0.9  # a word of the asked kind ("coriander" for "herb") meets it almost as the word would
SOFT_MIN = 0.4  # a question word is met by a sentence word this close in meaning (word vectors)
KIND_MEANING = 0.25  # a statement answer shorter than this many words takes the next sentences
KIND_WORDS = frozenset(stem(w) for w in "city town country place name kind type state".split())
_GENERIC = frozenset(
    stem(w)
    for w in "now current currently today these days still what which who where how kind type thing things "
    "do does did doing make made get got have has had assistant before after since prior until much many "
    "long often old far moment rn right atm nowadays lately recently presently anymore ive "
    # ("what type of content", "what sort of stuff": no kind a value must be of)
    "stuff content".split()
)
_USING = frozenset(stem(w) for w in "use uses used using".split())
_OWNERS = frozenset({"my", "his", "her", "their", "your"})
# a subject memory made of someone's thing: "Elowen's phone", "Noor's cat"
_OWNED_THING = re.compile(r"^(\w[\w -]*?)['’]s (\w+)$")
# verbs a question asks after someone with ("where does she live", "where does he work")
# (stems: "lives" too)
_VERB_LIKE = frozenset(stem(w) for w in "live work teach study drive play speak".split())
# "we", "our": the user among others ("what's our dog called", "what street do we live on")
_FIRST = frozenset({"i", "me", "my", "mine", "myself", "i'm", "im", "i've", "ive", "we", "us", "our", "ours"})
_FIRST_ANY = _FIRST | {"we're"}
_THIRD_PERSON = frozenset({"he", "she", "him", "her", "his", "hers", "he's", "she's", "hes", "shes", "hed"})
_PAST = frozenset({"ex", "former", "old", "previous", "late"})
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred "
    "thousand first second third fourth fifth half".split()
)
_MONTHS = {m: i + 1 for i, m in enumerate(MONTHS)}
_DAYS = frozenset(WEEKDAYS)
_NOT_NAMES = STOP_WORDS | set(_MONTHS) | _DAYS  # capitalized words that name nothing
# Common verbs: a question's verb may be said differently in memory ("sit an exam" / "booked for"),
# so only its nouns must be met.
_VERBS = frozenset(
    set(IRREGULAR_FORMS)
    | set(IRREGULAR_FORMS.values())
    | set(
        """sit hurt pay use work live want like need suggest recommend move join start leave attend pass
        travel break come say tell give keep know think feel buy bring call happen help play follow
        change prefer enjoy hold owns own visit meet plan try stay finish spend cost hate love dislike
        refuse""".split()
    )
)
_EVOLUTION_TERMS = frozenset(
    stem(w)
    for w in "change changed progress progressed develop developed evolve evolved grow grown shift shifted "
    "time years year timeline history order past couple list trace recap walk all every "
    "situation".split()  # ("how has my partner situation changed": no slot of its own)
)
_CLAUSE = r"\s+(?P<anchor>.+?)(?:\?|$)"
_BEFORE = re.compile(r"\b(?:just |right )?(?:before|prior to|until)" + _CLAUSE, re.IGNORECASE)
# "my first manager", "what was my original job", "where did I live originally": the earliest value
# ("when did I first move to Leeds" asks when, not which value: "first" before a past verb; but
# "where did I live when I first got to Leeds" asks the value that held first)
_EARLIEST = re.compile(
    r"\bfirst\b(?!\s+(?:\w+ed|met|got|came|went|saw|began|took|told|said|heard|left)\b)"
    r"|\bwhen\s+\w+\s+first\b"
    r"|\boriginal\s+[a-z]+|\boriginally\b",
    re.IGNORECASE,
)
# "boss at Quillfeather"; not a time ("at present", "at the moment")
_AT = re.compile(
    r"\bat (?!(?:present|the moment|the minute)\b)"
    r"(?:the )?(?P<anchor>[^?]+?)(?:\?|$)",
    re.IGNORECASE,
)
_AFTER = re.compile(r"\b(?:after|since)" + _CLAUSE, re.IGNORECASE)
# "when he lived in Sedgecombe", "while she worked at Acme": when, not what is asked
_DURING = re.compile(r"\b(?:when|while)\s+(?:i|he|she|we|they|you)\b" + _CLAUSE, re.IGNORECASE)
_WHEN = re.compile(
    r"^\s*(?:(?:on|in|at|by|from) )?(?:when|what (?:date|day|year|month|time))\b", re.IGNORECASE
)
_NUMBER = re.compile(
    r"\bhow (?:much|many|old|long|far|often|tall|heavy)\b|\bwhat(?:'s|s| is)? (?:time|age|score|number)\b"
    r"|\b(?:phone|mobile|cell|house|flat|door) number\b",  # "whats my phone number": digits answer
    re.IGNORECASE,
)
# Words that ask about now ("where does she work these days"), and those that also close a
# question with its time ("what's his dog called at the moment", "… lately"): one list for both
_NOW_WORDS = "now|these days|nowadays|currently|at the moment|right now|at present|rn"
_TIME_AT_THE_END = f"{_NOW_WORDS}|atm|lately"
_NAME_OF = re.compile(
    r"\bwhat(?:'s| is| was)? the name of\b|\bname of\b|\bcalled what\b"
    r"|\b(?:my|his|her|their|our|your|\w+'s)\s+(?:\w+\s+)?\w+?(?:'s|s'|’s|s) name\b"  # "my sisters name"
    # "whats my gf's dog called", "what's his dog called now"
    r"|\b(?:what|whats|what's)\b.*\b(?:called|named)"
    rf"(?:\s+(?:{_TIME_AT_THE_END}|then|before))?\W*$"
    r"|\b(?:last|first|full|maiden|middle|family)\s+name\b|\bsurname\b",  # "her last name"
    re.IGNORECASE,
)
_NAMING_WORDS = frozenset(stem(w) for w in ("called", "named", "name"))
# "what's my hair colour", "what is her dog's breed": the noun the question asks an instance of
_ATTRIBUTE = re.compile(
    r"^\s*what(?:['’]?s| is| was)\s+(?:my|his|her|their|our|your|\w+['’]s)\s+(?:\w+\s+)?(\w+)", re.IGNORECASE
)
_WHO = re.compile(r"^\s*who(?:s|se)?\b", re.IGNORECASE)  # texting's "whos my gf"
# "where does she work", "in which town …", "what city": the answer names a place
_WHERE = re.compile(
    r"^\s*where\b|\b(?:which|what) (?:town|city|village|country|street|road|university|uni|college)\b",
    re.IGNORECASE,
)
_TIME_KINDS = frozenset(stem(w) for w in "date day year month time".split())
_WORK_STEM = stem("work")
_DO = re.compile(r"\bwhat (?:does|did|do) .+ do\b", re.IGNORECASE)
# ("how would Quentin like to be addressed": the passive names no one after it)
_CALL_ME = re.compile(
    r"\b(?:call|address(?:ing)?|refer to)\b.*\b(?:me|him|her|them)\b|\bwhat name\b|"
    r"\bto be (?:called|addressed)\b",
    re.I,
)
_DIRECTIVE = re.compile(
    r"\b(?:please|pls|always|never|don't|dont|do not|no more|avoid|only)\b|^no\b", re.IGNORECASE
)


@dataclass
class ChatAnswer:
    answer: str | None
    entry_ids: list[int]
    reason: str
    path: list[tuple[str, str, str]] = field(default_factory=list)


def answer_chat(
    question: str, entries: Sequence[Entry], *, historical: bool = False, user_names: Sequence[str] = ()
) -> ChatAnswer:
    # "should u use emojis w me"; "hey quick q: who's my boss lol"
    question = of_as_possessive(spell_out(plain_question(question)))
    q = _Question(question, entries, user_names)
    facts = [e for e in entries if e.relation != "said"]
    if _OWN_NAME.search(q.text) and q.user:
        return ChatAnswer(q.user[0], [], "the name memory knows the user by")
    if q.instruction:
        found = _from_instructions(q, entries)
        if found is not None:
            return found
    found = _relation_to(q, facts)
    if found is not None:
        return found
    found = _follow_possessives(q, facts, historical)
    if found is not None:
        return found
    found = _housemates(q, facts, historical)
    if found is not None:
        return found
    found = _from_slots(q, facts, historical)
    if found is not None and _value_fits(q, found):
        return _with_story(q, found, entries) if q.evolution else _job_and_place(q, found, facts)
    found = _role_holder(q, facts, historical)
    if found is not None:
        return found
    found = _who_did(q, facts)
    if found is not None:
        return found
    found = _the_thing_described(q, facts)
    if found is not None:
        return found
    said = _from_statements(q, entries)
    if said.answer is None and q.hops:
        # "where does my sister's boyfriend work": Desmond reached, but nothing said of him
        # answers; what was said of "my sister's boyfriend" may ("amara's bf desmond does …")
        unwalked = _Question(question, entries, user_names)
        _stop_walk(unwalked, 0)
        said = _from_statements(unwalked, entries)
    if said.answer is None and not q.instruction and _TO_ME.search(q.text):
        # "which sign-off did I want you to use": an instruction not asked as one
        ruled = _from_instructions(q, entries)
        if ruled is not None and ruled.answer and ruled.reason.startswith("the user's"):  # own, or on a topic
            return ruled
    if said.answer is None and judged_by_meaning(q):
        return _closest_in_meaning(q, entries) or said
    return said


# "how should the newsletters be signed off", "what does she want on her toast": a wish, said in
# words of its own as often as a taste or a standing instruction is (tuned on held-out counts: the
# tuned sets did not move; see docs/DECISIONS.md, "Twenty-seventh pass")
_WISHED = re.compile(r"\b(?:should|want(?:s|ed)?)\b", re.I)
# "what kind of podcasts does he listen to": a kind asked, which its instance rarely says
_KIND_OF = re.compile(r"\b(?:kind|sort|type)s? of\b", re.I)
_WH_KIND_OF = re.compile(r"\b(what|which) (?:kind|sort|type)s? of\b", re.I)


def judged_by_meaning(q: _Question) -> bool:
    """Is the question one the closest sentences in meaning may answer when no statement covers
    it: one of taste, of how to reply, of a wish, of a kind, or of how something changed?"""
    return bool(
        q.preferences or q.instruction or q.evolution or _WISHED.search(q.text) or _KIND_OF.search(q.text)
    )


MEANING_MIN_WORDS = 3  # a sentence shorter than this ("love it!") says too little to be the answer
# How close in meaning the sentence must be (cosine of the name-free wordllama vectors). Chosen on
# the tuned chat sets (benchmarks/chats, probes): 0.25 at first (the closest sentences that
# answered there were at 0.29 and 0.65, four of the six that did not below 0.25); 0.2 since the
# thirty-sixth pass (tuned +4, no unanswerable answered; 0.15 and 0.1 answered one), the held-out
# counts used as a gate (+3, none answered).
MEANING_FLOOR = 0.2
# "my favourite colour is green": the kind a favourite is of
_FAVOURITE_OF = re.compile(r"\b(?:favou?rite|fave|fav)\s+(\w+)", re.IGNORECASE)


def _food_if_asked(q: _Question, sentence: str) -> bool:
    """ "what food do I hate" is not met by "I hate the new sofa": a question that asks for a kind
    of food or drink needs a sentence that names something of that kind. (Any kind asked checked
    so cost a held-out answer: a kind of music or of holiday is seldom named by its kind word.)"""
    kind = _taste_kind_asked(sorted(q.kind_words))
    if kind is None:
        return True
    said = _raw_words(sentence.lower())
    # "what drink": a drink; "what fruit": a fruit, or a food people call so (as `_of_kind` reads)
    return any(kinds.is_a(w, kind) or (kind in _FOOD_KINDS and _edible(w)) for w in said)


def _favourite_kind(text: str) -> str | None:
    """The kind a text names a favourite of ("favourite film": film), if any: a sentence naming
    a favourite of another kind than the one asked ("my favourite colour is green" for "what's
    her favourite film") is no answer to it, however close in meaning."""
    found = _FAVOURITE_OF.search(text)
    return stem(found.group(1).lower()) if found else None


def _no_other_favourite(q: _Question, sentence: str) -> bool:
    """Does the sentence name no favourite, or one of the kind the question asks?"""
    return _favourite_kind(sentence) in (None, _favourite_kind(q.text))


def _closest_in_meaning(q: _Question, entries: Sequence[Entry]) -> ChatAnswer | None:
    """What someone likes, wants or how they want replies, said in words the question does not
    use ("what kind of music is he into" — "been listening to nothing but uk garage all week"):
    of the statements packed for the question, the sentence closest to it in meaning. Only for
    those kinds of question (judged_by_meaning): for any other, the closest sentence holds the
    answer for 15 of the 84 tuned questions the other readers leave, and would answer all 62
    unanswerable ones (`python benchmarks/chat_reasons.py --closest benchmarks/chats
    benchmarks/probes`; see docs/DECISIONS.md, "Twenty-fourth pass", "Twenty-seventh pass")."""
    keys = {s.casefold() for s in q.subjects}
    said = [e for e in entries if e.relation == "said" and (not keys or e.subject.casefold() in keys)]
    sentences = [
        (e, s.strip())
        for e in said
        for s in _sentences(e)
        if len(s.split()) >= MEANING_MIN_WORDS and _no_other_favourite(q, s) and _food_if_asked(q, s)
    ]
    cosines = _meaning_cosines(q, [s for _, s in sentences]) if sentences else None
    if cosines is None:
        return None  # nothing said, or no encoder: nothing to judge meaning by
    ranked = sorted(((c, *pair) for c, pair in zip(cosines, sentences, strict=True)), key=lambda p: -p[0])
    if ranked[0][0] < MEANING_FLOOR:
        return None  # nothing said is near what is asked: "her favourite film", never said
    if q.evolution:  # "how has her running changed": the closest few, one a turn, as said
        return _story(ranked, floor=MEANING_FLOOR, told="closest to it")
    cosine, entry, sentence = ranked[0]
    return ChatAnswer(
        sentence, [entry.id], f"the statement closest in meaning to the question ({cosine:.2f})"
    )


# "what's my name", "who am I": the user's own name (not "who am I dating", "my dog's name")
_OWN_NAME = re.compile(
    r"^\s*(?:what(?:'s|’s| is)\s+my\s+(?:full\s+|first\s+)?name|who\s+am\s+i)\s*[?.!]*\s*$", re.IGNORECASE
)


def _housemates(q: _Question, facts: Sequence[Entry], historical: bool) -> ChatAnswer | None:
    """ "who do I live with": flatmates, whoever someone is said to live with ("my boyfriend",
    named by his slot), and whoever moved into the same home in the same breath ("me and Priyesh
    got the keys to our place in Didsbury"). None when memory holds none of them."""
    if not q.subjects or historical or q.past or not lexicon.LIVE_WITH_Q.search(q.text):
        return None
    keys = {s.casefold() for s in q.subjects}
    mine = [e for e in facts if e.subject.casefold() in keys and not _is_old(e)]
    found = [(e, _named_by_slot(e.value, mine)) for e in mine if e.relation in ("flatmate", "live with")]
    homes = [e for e in mine if e.relation == "residence"]
    if homes:
        home = _latest(homes)
        found += [
            (e, e.subject)
            for e in facts
            if e.relation == "residence"
            and e.subject.casefold() not in keys
            and not _is_old(e)
            and e.value == home.value
            and set(e.source_turn_ids) & set(home.source_turn_ids)
        ]
    if not found:
        return None
    values = ", ".join(dict.fromkeys(v for _, v in found))
    return ChatAnswer(values, [e.id for e, _ in found], f"who {q.subjects[0]} lives with")


def _named_by_slot(value: str, mine: Sequence[Entry]) -> str:
    """ "boyfriend" said where the partner slot names him: his name."""
    relation = lexicon.relation_for_noun(value)
    named = [e for e in mine if relation and e.relation == relation and not e.value.startswith(ENDED)]
    return _latest(named).value if named else value


# A question about what the user told or asked the assistant ("what did I ask you to …", "which
# mark am I not allowed in drafts", "which spelling do I prefer") may be answered by an
# instruction though it asks no "how"
_TO_ME = re.compile(
    r"\b(?:you|your|allowed|asked|told|want|wanted|prefer|preferred|fussy|particular|should)\b", re.IGNORECASE
)


# Officer titles written as letters, and the words a question asks for them with ("who runs
# operations" is the COO, "who's the chief executive" the CEO)
OFFICER_WORDS = {
    "ceo": {"ceo", "executive"},
    "coo": {"coo", "operations", "operating", "ops"},
    "cfo": {"cfo", "finance", "financial", "finances"},
    "cto": {"cto", "technology", "technical", "engineering", "tech"},
    "cpo": {"cpo", "product"},
    "cmo": {"cmo", "marketing"},
}
# Words of a title that say its rank or kind, not which one it is ("head of operations": operations)
_TITLE_GENERIC = frozenset(
    "head chief officer director lead senior junior deputy vice manager of the".split()
)


def _job_and_place(q: _Question, found: ChatAnswer, facts: Sequence[Entry]) -> ChatAnswer:
    """ "what do I do for work": what someone does is their title and where they hold it; one
    slot answering alone gets the other's current value beside it ("bartender at the Crown")."""
    if not _DO.search(q.text) or not found.answer or not found.path or q.past:
        return found
    subject, relation, _ = found.path[-1]
    # slots asked for alike are read together ("do for work": the job and the work place); the
    # value given says which it is
    relation = next((e.relation for e in facts if e.id == found.entry_ids[0]), relation)
    other = {"job title": "employer", "employer": "job title"}.get(relation)
    held = [e for e in facts if other and e.relation == other and e.subject == subject and not _is_old(e)]
    if not held:
        return found
    beside = max(held, key=_by_order)
    if beside.value.startswith(ENDED):
        return found
    title, place = (found.answer, beside.value) if relation == "job title" else (beside.value, found.answer)
    return ChatAnswer(f"{title} at {place}", [*found.entry_ids, beside.id], found.reason, found.path)


_LIGHT_VERBS = frozenset(stem(w) for w in "be get take go have make do start stay give put".split())
# "who got me the carrow interview", "who used to mind my dog": the doer asked for by what they did
_WHO_DID = re.compile(
    r"^\s*who\s+(?:(?:has|had|did|once|always|first)\s+)?(?:used to\s+)?(?P<verb>\w+)\s+(?P<rest>.*)$", re.I
)


def _who_did(q: _Question, facts: Sequence[Entry]) -> ChatAnswer | None:
    """The one someone (not the user) memory files as doing what the question says: a fact whose
    predicate is the question's verb ("Janelle | get | interview" for "who got me the interview"),
    its value among the question's words; or, when no value is, the only one filed with that verb.
    None when no one, or several, did so."""
    found = _WHO_DID.match(q.text.rstrip(" ?"))
    if found is None or found.group("verb").lower() in STOP_WORDS:
        return None  # "who is my boss", "who was it": no deed asked
    verb = stem(found.group("verb"))
    asked = {stem(w) for w in words(found.group("rest"))} - _STOP_STEMS
    users = {u.casefold() for u in q.user}
    doers = [
        e
        for e in facts
        if e.subject.casefold() not in users and "'" not in e.subject and stem(e.relation.split()[0]) == verb
    ]
    matched = [e for e in doers if ({stem(w) for w in words(e.value)} - _STOP_STEMS) & asked]
    # ("who got promoted": "get" alone says too little to pick the one who got an interview)
    chosen = matched or ([] if verb in _LIGHT_VERBS else doers)
    people = list(dict.fromkeys(e.subject for e in chosen))
    if len(people) != 1:
        return None
    return ChatAnswer(
        people[0].title(), [e.id for e in chosen], f"who {found.group('verb')} it: {chosen[0].statement}"
    )


def _role_holder(q: _Question, facts: Sequence[Entry], historical: bool) -> ChatAnswer | None:
    """ "who's CEO of Ferrowind now", "who runs operations": who holds the title the question
    names: the person whose latest job title has the question's distinctive title words (or the
    officer letters those words ask for). None when no title answers."""
    if not q.who:
        return None
    asked = set(q.tokens) - STOP_WORDS
    # ("who was my head nurse": I am not my own head nurse, though I am a nurse)
    owners = set(q.subjects) if {"my", "our"} & set(q.tokens) else set()
    holders: dict[str, Entry] = {}
    for e in facts:
        if e.relation != "job title" or e.value.startswith(ENDED) or (_is_old(e) and not historical):
            continue
        if _title_words(e.value) & asked and e.subject not in owners:
            holders[e.subject] = max(holders.get(e.subject, e), e, key=lambda x: (x.order, x.id))
    if not holders:
        return None
    # the title that says more of the question's ("head nurse" over "nurse"), then the latest
    best = max(holders.values(), key=lambda e: (len(_title_words(e.value) & asked), e.order, e.id))
    return ChatAnswer(best.subject, [best.id], f"holds the title {best.value}")


_HOW_DOES = re.compile(r"\s*how (?:do|does|did)\b", re.IGNORECASE)  # "how does she take her tea"


def _the_thing_described(q: _Question, facts: Sequence[Entry]) -> ChatAnswer | None:
    """ "how do I take my coffee": a current fact of the person whose value is the thing the
    question names, said with what kind it is ("drink: black filter coffee"). Only a value that
    describes the thing (more words than its noun) answers: "sold the car" says nothing of it."""
    if not q.subjects or q.hops or q.evolution or not _HOW_DOES.match(q.text):
        return None
    keys = {s.lower() for s in q.subjects}
    hits = [
        e
        for e in facts
        if e.subject.lower() in keys
        and e.relation != "instruction"
        and not _is_old(e)
        and len(words(e.value)) > 1
        and stem(words(e.value)[-1]) in q.nouns
    ]
    if not hits:
        return None
    latest = _latest(hits)
    return ChatAnswer(latest.value, [latest.id], "the thing the question names, as the person described it")


def _title_words(title: str) -> set[str]:
    """The words that tell a title from others: "Head of Operations" → operations (and the
    officer letters' words: "COO" → operations, operating, ops)."""
    out: set[str] = set()
    for w in words(title):
        out |= OFFICER_WORDS.get(w, set()) if w in OFFICER_WORDS else ({w} - _TITLE_GENERIC)
    return out


def _writes_a_name(subjects: list[str], text: str) -> bool:
    """Does the question write one of these subjects as a name: capitalized, or with a word that
    is no common noun ("mossy")? "hospital" in "my manager at the hospital" is a place's noun."""
    for subject in subjects:
        if re.search(rf"\b{re.escape(subject)}\b", text) and subject[:1].isupper():
            return True
        if not all(kinds.is_noun(w) for w in words(subject)):
            return True  # "my mate mossy": no common noun, a nickname
    return False


class _Question:
    """The question's words, split into the people it names and the words of its relation."""

    def __init__(self, text: str, entries: Sequence[Entry], user_names: Sequence[str]) -> None:
        self.text = text
        self.raw = _raw_words(text.replace("-", " "))
        self.tokens = [w.lower()[:-2] if w.lower().endswith(("'s", "’s")) else w.lower() for w in self.raw]
        names = {e.subject for e in entries if e.subject} | _talked_about(text, entries)
        user_names = [*user_names, *_name_in_full(self.raw, user_names, names)]
        self.user = list(user_names)
        names |= set(user_names)
        before = _BEFORE.search(text)
        # ("who was my accountant before Quilla" asks about me, though memory knows facts of Quilla:
        # the words of the "before X" that dates a question name no one it asks about)
        anchor = set(words(before.group("anchor"))) if before else set()
        # ("which bakery supplies us": the kind asked, in lower case, names no "Bakery"; "what's
        # tane's surname" asks of Tane)
        anchor |= {
            t
            for w, t, raw in zip(self.raw, self.tokens[1:], self.raw[1:], strict=False)
            if w.lower() in ("which", "what") and raw.islower()
        }
        self.subjects = _named([t for t in self.tokens if t not in anchor], names)
        user_keys = {n.lower() for n in user_names}
        if (_FIRST & set(self.tokens)) and user_names and not _writes_a_name(self.subjects, text):
            # "who is my manager now at the hospital": "hospital" names some entry's subject, but
            # the question is the user's; a subject the question does not write as a name yields
            self.subjects = [user_names[0]]
        # ("who does the user work for": the user, named as such, is no default)
        named_user = re.search(r"\bthe user\b", text, re.IGNORECASE) is not None
        self.named_user = named_user
        third = bool(_THIRD_PERSON & set(self.tokens))
        self.defaulted = not self.subjects and bool(user_names) and not third and not named_user
        if not self.subjects and user_names and (named_user or third):
            self.subjects = [user_names[0]]
        if self.defaulted:  # "what's the dog's name": no one named, the user's
            self.subjects = [user_names[0]]
        # "what's Elowen's phone number": memory files "Elowen's phone" as a subject of its own,
        # but the question is Elowen's too (her name is no word to look for; "phone" is)
        owners = [m.group(1) for s in self.subjects if (m := _OWNED_THING.match(s))]
        self.subjects = list(dict.fromkeys([*self.subjects, *owners]))
        if any(s.lower() in user_keys for s in self.subjects):
            self.subjects = list(dict.fromkeys([*self.subjects, *user_names]))
        self.entries = list(entries)
        self.places = _places_named(self.subjects, entries)
        self.along: set[str] = set()  # the words of a relative asked about with the person
        self.hops = self._possessives()
        self.unfollowed = False
        self.unwalked: set[str] = set()  # the nouns of the link a walk stopped at ("sister")
        after = _AFTER.search(text)
        self.before = before.group("anchor") if before else None
        self.first = bool(_EARLIEST.search(text))
        at = _AT.search(text)
        # ("what was her job before she worked at the school": a place of the "before", not one asked of)
        at = None if at and before and at.start() >= before.start() else at
        self.at = at.group("anchor") if at else None
        self.after = after.group("anchor") if after else None
        during = _DURING.search(text)  # "who was his doctor when he lived in Sedgecombe"
        anchor_words = set(words(self.before or "")) | set(words(self.after or ""))
        anchor_words |= set(words(during.group("anchor"))) if during else set()
        # "who was she seeing in early 2023": when, not what (nor a second hop's relation)
        anchor_words |= {w for phrase in time_phrases(text) for w in words(phrase)}
        hop_words = {w for _, _, _, span in self.hops for w in span}
        name_words = {w for s in self.subjects if not _OWNED_THING.match(s) for w in words(s)}
        name_words |= _surnames(self.raw, name_words)
        if named_user:  # "the user's dog": "user" names whose, as "Aldous's" would, no relation
            name_words.add("user")
        kept = [w for w in self.tokens if w not in STOP_WORDS and w not in name_words and w not in self.along]
        self.content = [stem(w) for w in kept if w not in hop_words]
        self.hop_terms = {stem(w) for w in hop_words if w not in STOP_WORDS and w not in _PAST}
        self.relation_terms = [stem(w) for w in kept if w not in hop_words and w not in anchor_words]
        self.relation_terms = [t for t in self.relation_terms if t not in _GENERIC]
        self.preferences = asked_preferences(text)
        self.evolution = asks_story(text)
        if self.evolution:  # "changed", "over the years" say how to answer, not which slot
            self.relation_terms = [t for t in self.relation_terms if t not in _EVOLUTION_TERMS]
            self.content = [t for t in self.content if t not in _EVOLUTION_TERMS]
        self.relation_words = " ".join(
            w for w in kept if w not in hop_words and w not in anchor_words and stem(w) not in _GENERIC
        )
        for told, meant in lexicon.idioms(text):
            self.relation_terms = [t for t in self.relation_terms if t not in told] + [meant]
            # nor are the statements read for its words ("for a living" is no "live")
            self.content = [t for t in self.content if t not in told]
        if _ordered(self.tokens):  # "what's her coffee order", "coffee of choice": what is had
            self.content = [t for t in self.content if t not in _ORDER_WORDS]
            self.relation_terms = [t for t in self.relation_terms if t not in _ORDER_WORDS]
        if _stays_so(self.tokens):  # "what do i drink to stay awake": how, not where, one stays
            self.relation_terms = [t for t in self.relation_terms if t != _STAY]
        if _other_number(self.raw):  # "my student id number": digits, but no phone's
            self.relation_terms = [t for t in self.relation_terms if t != _NUMBER_STEM]
        if _WHEN.match(text):  # "on what date did she start": "date" asks when, it is no relation
            self.relation_terms = [t for t in self.relation_terms if t not in _TIME_KINDS]
        self.name_of = bool(_NAME_OF.search(text))
        if self.name_of:  # "what is her dog called": asks the name, names no relation
            self.relation_terms = [t for t in self.relation_terms if t not in _NAMING_WORDS]
            self.content = [t for t in self.content if t not in _NAMING_WORDS]
        if not self.relation_terms and _DO.search(text):
            self.relation_terms = ["job"]  # "what does she do": her job
        # a job asked for in words that name none ("what does she do for work", "for a living")
        self.asks_job = "job" in self.relation_terms and "job" not in self.tokens
        self.nouns = {
            stem(w)
            for w in kept
            if w not in _VERBS and not w.isdigit() and w not in _MONTHS and not w.endswith("ed")
        }
        # "what animal did she see": the noun after what/which names the answer's kind, and
        # memory names the instance ("a moose"), not the kind
        # ("what sort of phone am I using" asks a phone, as "what phone" does)
        kinded = _WH_KIND_OF.sub(r"\1", text)
        self.kind_words = {
            m.group(1).lower() for m in re.finditer(r"\b(?:what|which) (\w+)", kinded, re.IGNORECASE)
        }
        self.kind = {stem(w) for w in self.kind_words}
        # "which football team": the noun after the kind word may be what names the kind
        self.kind_heads = {
            stem(m.group(1).lower())
            for m in re.finditer(r"\b(?:what|which) \w+ (\w+)", kinded, re.IGNORECASE)
            if m.group(1).lower() not in STOP_WORDS and m.group(1).lower() not in _VERBS
        }
        self.nouns -= self.kind
        # the kinds a value must be of ("car", "instrument"), not "what does"/"what kind"
        self.asked_kinds = {
            stem(w.lower())
            for w in re.findall(r"\b(?:what|which) (\w+)", kinded, re.IGNORECASE)
            if w.lower() not in STOP_WORDS and stem(w.lower()) not in _GENERIC | KIND_WORDS
        }
        if self.asked_kinds:  # "which tablet am I using": the thing held, as "have" asks
            self.content = [t for t in self.content if t not in _USING]
            self.relation_terms = [t for t in self.relation_terms if t not in _USING]
        # what an instance answers: "what sport …" and the head of "what's my hair colour"
        heads = {stem(m.group(1).lower()) for m in _ATTRIBUTE.finditer(text)}
        self.instance_kinds = self.asked_kinds | (heads - _GENERIC - KIND_WORDS)
        self.when = bool(_WHEN.match(text))
        # ("what is his salary at Kranich": a sum of money, which a number answers)
        self.number = bool(_NUMBER.search(text) or _MONEY_Q.search(text))
        self.who = bool(_WHO.match(text))
        self.where = bool(_WHERE.search(text))
        self.past = bool(_PAST & set(self.tokens)) or bool(
            re.search(r"\b(?:was|were|used to|did)\b", text, re.I)
        )
        self.instruction = asks_how_to_reply(text)
        self.dates = _dates(self.tokens)
        # "where does she work these days": the state now, not the past nor the story
        self.about_now = bool(_NOW_Q.search(text)) and not self.past and not self.evolution
        self._said: str | None = None

    def said_text(self) -> str:
        """Everything memory's kept turns say, lowercased, read once per question."""
        if self._said is None:
            self._said = " ".join(e.value for e in self.entries if e.relation == "said").lower()
        return self._said

    def _together(self, start: int, end: int) -> bool:
        """Is the relative at tokens[start:end] asked about together with the person the question
        names ("Noor and her husband", "my wife and I")? Then the question is that person's."""
        names = {w for s in self.subjects for w in words(s)} | {"i", "me"}
        before = self.tokens[start - 2 : start] if start >= 2 else []
        after = self.tokens[end : end + 2]
        return (len(before) == 2 and before[1] == "and" and before[0] in names) or (
            len(after) == 2 and after[0] == "and" and after[1] in names
        )

    def _possessives(self) -> list[tuple[str, str, bool, set[str]]]:
        """(owner, relation, past, words) for each "X's R" / "my R" with a person noun R."""
        owners = {w for s in self.subjects for w in words(s)} | _OWNERS
        if self.named_user:  # "the user's partner": the user, as "Sunniva's" would be
            owners.add("user")
        hops = []
        for i, tok in enumerate(self.tokens[:-1]):
            # "the sister of Tobias" is "Tobias's sister"
            if tok in owners and i >= 2 and self.tokens[i - 1] == "of" and tok not in _OWNERS:
                relation = lexicon.relation_for_noun(self.tokens[i - 2])
                if relation and lexicon.get(relation).kind == "person":
                    hops.append(
                        (
                            tok,
                            relation,
                            self.tokens[i - 3 : i - 2] in (["ex"], ["former"]),
                            {self.tokens[i - 2], "of"},
                        )
                    )
                    continue
            if tok not in owners:
                continue
            j, past = i + 1, False
            while j < len(self.tokens) and self.tokens[j] in (*_PAST, "current", "new", "family"):
                past = past or self.tokens[j] in _PAST
                j += 1
            ex_alone = j - 1 > i and self.tokens[j - 1] == "ex"
            owned = self.raw[j - 1].lower().endswith(("'s", "’s"))  # "my ex's dog": the ex owns it
            if ex_alone and (j == len(self.tokens) or owned or not _hop_noun(self.tokens[j])):
                hops.append((tok, "partner", True, {"ex"}))  # "who was my ex", "where does my ex work"
                continue
            if in_law := _in_law(self.tokens[j : j + 3], self.entries, self.subjects):
                span = set(self.tokens[i + 1 : j + 3])  # "my son-in-law": my child's partner
                hops += [(tok if n == 0 else self.tokens[j], r, past, span) for n, r in enumerate(in_law)]
                continue
            for width in (2, 1) if j < len(self.tokens) else ():  # "... and what about my?"
                noun = " ".join(self.tokens[j : j + width])
                relation = _hop_noun(noun) if width == 1 or not _hop_noun(self.tokens[j]) else None
                if relation and self._together(i, j + width):
                    self.along.update(self.tokens[i + 1 : j + width])
                    break  # "where do Noor and her husband live": both, so the named one's home
                if relation and (lexicon.get(relation).kind == "person" or relation == "pet"):
                    hops.append((tok, relation, past, set(self.tokens[i + 1 : j + width])))
                    if lexicon.get(relation).kind == "person":
                        owners.add(self.tokens[j + width - 1])  # "my sister's husband": a step on
                    break
        return hops


def _hop_noun(noun: str) -> str | None:
    """The relation a noun of the question names; texting drops the apostrophe ("my sisters
    dog"), so a plural person noun that no relation knows is read as its singular."""
    relation = lexicon.relation_for_noun(noun)
    if relation is None and (single := _singular(noun)):
        relation = lexicon.relation_for_noun(single)
        return relation if relation and lexicon.get(relation).kind == "person" else None
    return relation


def _singular(noun: str) -> str | None:
    """ "kids" → "kid": a noun read as a plural (None if it is not one)."""
    return noun[:-1] if noun.endswith("s") and " " not in noun else None


# "son-in-law" is a child's partner, "mother-in-law" a partner's parent: kinship said through
# marriage, which chat names by the two links ("our daughter Ffion and her husband Piers")
IN_LAWS = {
    "son": (("child", "partner"),),
    "daughter": (("child", "partner"),),
    "mother": (("partner", "parent"),),
    "father": (("partner", "parent"),),
    "brother": (("partner", "sibling"), ("sibling", "partner")),
    "sister": (("partner", "sibling"), ("sibling", "partner")),
}


def _in_law(tokens: list[str], entries: Sequence[Entry], subjects: Sequence[str]) -> tuple[str, ...] | None:
    """The two relations an in-law noun walks ("son in law" → child, partner); of two readings
    ("brother-in-law": a partner's brother or a sibling's husband) the one memory can walk."""
    if len(tokens) < 3 or tokens[1:3] != ["in", "law"] or tokens[0] not in IN_LAWS:
        return None
    readings = IN_LAWS[tokens[0]]
    keys = {s.lower() for s in subjects}
    for first, second in readings:
        people = {e.value.lower() for e in entries if e.subject.lower() in keys and e.relation == first}
        if any(e.subject.lower() in people and e.relation == second for e in entries):
            return (first, second)
    return readings[0]


# "at Quillfeather", "moved to Abbotsmead Court", "at Brasa & Sal": a name after these names a
# place or a firm
_PLACE_NAME = re.compile(
    r"\b(?:at|in|to|from|on|near|into|before|after|for)\s+(?:the\s+)?([A-Z]\w+(?:\s+(?:&\s+)?[A-Z]\w+)*)"
)


_RAW_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


def _raw_words(text: str) -> list[str]:
    """The words as written (case kept, "Odile's" whole): names are told by their capitals."""
    return _RAW_WORD.findall(text)


def _places_named(subjects: Sequence[str], entries: Sequence[Entry]) -> list[str]:
    """The question's subjects that memory holds as a place or an organisation someone is at
    ("Globex", an employer), not as a person."""
    keys = {s.casefold(): s for s in subjects}
    found = {
        keys[e.value.casefold()]
        for e in entries
        if e.value.casefold() in keys and getattr(lexicon.get(e.relation), "kind", None) in ("org", "place")
    }
    return sorted(found)


def _a_word_in_caps(name: str) -> bool:
    """ "TV", "PC": a word of the dictionary written in capitals, no one's name ("DBS" may be)."""
    return name.isupper() and kinds.is_word(name.lower())


def _talked_about(question: str, entries: Sequence[Entry]) -> set[str]:
    """Names in the question that memory's words hold though no entry is about them ("Rhodri"
    named only inside what the user said): the question is about that person all the same."""
    from memcli.identity import question_names

    placed = {w.lower() for m in _PLACE_NAME.finditer(question) for w in m.group(1).split()}
    asked = {
        n.lower(): n for n in question_names(question) if n.lower() not in placed and not _a_word_in_caps(n)
    }
    if not asked:
        return set()
    held = {w for e in entries for w in words(e.value if e.relation == "said" else e.statement)}
    return {name for key, name in asked.items() if key in held}


def _surnames(raw: list[str], name_words: set[str]) -> set[str]:
    """ "Where does Ines Vandermolen work": a capitalized word right after a known first name that
    is no English word is the rest of her name, not something to look for."""
    return {
        w.lower()
        for before, w in zip(raw, raw[1:], strict=False)
        if before.lower() in name_words and w[:1].isupper() and not kinds.is_word(w.lower())
    }


# "coffee order", "drink of choice", "usual order": the words that ask which one is had, which
# no one says of it ("flat white is the only coffee that matters")
_ORDER_WORDS = frozenset(stem(w) for w in "order orders choice usual".split())


def _ordered(tokens: list[str]) -> bool:
    """ "what's my coffee order", "Leo's coffee of choice": something eaten or drunk asked for
    with a word of ordering or choosing."""
    return bool(_ORDER_WORDS & {stem(w) for w in tokens}) and any(kinds.is_edible(w) for w in tokens)


_STAY = stem("stay")


def _stays_so(tokens: list[str]) -> bool:
    """ "to stay awake", "stay fit": "stay" before an adjective says how, not where."""
    return any(
        stem(w) == _STAY
        and i + 1 < len(tokens)
        and tokens[i + 1] not in STOP_WORDS  # ("stay in Paris": "in" is an adjective too)
        and kinds.is_adjective(tokens[i + 1])
        for i, w in enumerate(tokens)
    )


def _name_in_full(raw: list[str], user_names: Sequence[str], known: set[str]) -> list[str]:
    """ "where was Bronwyn born", asked of someone memory knows as "Bron": a capitalized word of
    the question that no one in memory is called, and that begins with the user's shorter name
    (three letters at least), is the user's name in full."""
    taken = {w.lower() for name in known for w in words(name)}
    return [
        word
        for word in dict.fromkeys(w.removesuffix("'s").removesuffix("’s") for w in raw)
        if word[:1].isupper()
        and word.lower() not in taken
        and any(len(u) >= 3 and word.lower().startswith(u.lower()) for u in user_names)
    ]


def _named(tokens: list[str], names: set[str]) -> list[str]:
    joined = f" {' '.join(tokens)} "
    found: list[str] = []
    for name in sorted(names, key=len, reverse=True):
        key = " ".join(w[:-2] if w.endswith("'s") else w for w in words(name))
        if key and f" {key} " in joined and not any(key in f.lower() for f in found):
            found.append(name)
    return found


def _dates(tokens: list[str]) -> tuple[int | None, int | None]:
    year = next((int(t) for t in tokens if re.fullmatch(r"(?:19|20)\d\d", t)), None)
    month = next((_MONTHS[t] for t in tokens if t in _MONTHS and t != "may"), None)
    return year, month


# --- instructions --------------------------------------------------------------------------------


def _from_instructions(q: _Question, entries: Sequence[Entry]) -> ChatAnswer | None:
    """The user's instructions, refusals and stated wants that share words with the question."""
    if _CALL_ME.search(q.text):
        return _what_to_call(q, entries)
    on_topic = _on_topic(q, entries)
    if on_topic is not None:
        return on_topic
    wanted = set(q.content) - {stem(w) for w in ("assistant", "should", "never", "always", "kind", "type")}
    nouns = wanted & q.nouns
    # "which units", "what language": the kind asked for, which the instruction may name by an
    # instance of it ("reply in spanish")
    kind_words = [t for t in q.tokens if stem(t) in q.kind - _REPLY_STEMS - _GENERIC]
    options: list[tuple[float, int, str, Entry]] = []
    kinded_any = False
    for e in entries:
        texts = []
        if e.relation == "instruction" or e.relation.startswith("not "):
            texts = [e.value if e.relation == "instruction" else f"{e.relation} {e.value}"]
        elif e.relation == "said":
            texts = [s for s in _sentences(e) if _DIRECTIVE.search(s)]
        for text in texts:
            said = {stem(w) for w in words(text)}
            # "what language should you answer me in": "reply in spanish" names one of that kind
            kinded = [n for n in kind_words if stem(n) not in said and _names_a(text, n)]
            overlap = len(wanted & said) + len(kinded)
            bonus = 0.5 if e.relation == "instruction" else 0.0
            if overlap + bonus >= 1 and (nouns & said or kinded):
                options.append((overlap + bonus, e.order, text, e))
                kinded_any = kinded_any or bool(kinded)
    if nouns <= _REPLY_STEMS and not kinded_any and (every := _all_instructions(q, entries)) is not None:
        return every  # "how should you write your answers to me": the replies as a whole
    if not options:
        return _all_instructions(q, entries)
    options.sort(key=lambda o: (-o[0], -o[1]))
    best = options[0]
    chosen = [best] + [o for o in options[1:3] if o[0] == best[0] and o[2] != best[2]]
    text = " / ".join(_extend(o[2], o[3]) for o in chosen)
    return ChatAnswer(text, [o[3].id for o in chosen], "the user's own instruction")


def _names_a(text: str, kind: str) -> bool:
    """Does the text name something of this kind ("spanish" a language, "miles" a unit)?"""
    kind = _KIND_MEANT.get(kind.lower(), kind)
    return any(kinds.is_a(w, kind) for w in words(text) if w not in STOP_WORDS)


# A kind word whose every sense is not meant: in WordNet anything whole is a "unit"; the units a
# reply is given in are units of measurement
_KIND_MEANT = {"unit": "unit of measurement", "units": "unit of measurement"}


# the replies as questions name them ("your answers", "replies to me"; "reply" stems apart)
_REPLY_STEMS = frozenset(stem(w) for w in ("answers", "replies", "responses"))


# "how does she want recipes laid out": how a reply looks on the page is its format
_LAID_OUT = re.compile(r"\b(?:laid|lay|set)\s+out\b|\blayout\b", re.IGNORECASE)


def _on_topic(q: _Question, entries: Sequence[Entry]) -> ChatAnswer | None:
    """ "how long should your replies be", "what format do I want": the question names a reply
    topic (memcli.curators.instructions), and the instructions filed under it answer, newest
    first; an older one on the topic was replaced by the newer (the slot's own rule)."""
    from memcli.curators.instructions import REPLY_TOPICS, reply_topic

    # "what time format do I want": the format of dates and times, not the replies' layout
    timed = _TIME_FORMAT.search(q.text)
    topic = "dates" if timed else reply_topic(q.tokens) or ("format" if _LAID_OUT.search(q.text) else None)
    told = [e for e in entries if e.relation == "instruction" and topic and e.scope == topic]
    if not told and topic:
        # "the 24-hour format for times, and metric units only": filed under one topic, an order
        # that names another's words answers that one too
        told = [
            e for e in entries if e.relation == "instruction" and REPLY_TOPICS[topic] & set(words(e.value))
        ]
    if not told:
        return None
    latest = _latest(told)
    return ChatAnswer(latest.value, [latest.id], f"the user's instruction on {topic}")


_TIME_FORMAT = re.compile(r"\b(?:date|dates|time|times)\s+format", re.I)
_REFUSAL_Q = re.compile(r"\b(?:never|not|don't|dont|shouldn't|stop)\b", re.I)
_NOT_CALLED = re.compile(r"\b(?:never|don't|dont|do not|stop|no more)\b[^.!?]*?\bcall(?:ing)? me\b", re.I)


def _latest(entries: Iterable[Entry]) -> Entry:
    """The entry said last (by order, then id: two facts of one turn in the order filed)."""
    return max(entries, key=lambda e: (e.order, e.id))


def _what_to_call(q: _Question, entries: Sequence[Entry]) -> ChatAnswer | None:
    """ "what should you call me": the user's own instruction on it, else the name memory knows
    the user by (a self-introduction, the speaker field, `memcli config user.name`)."""
    if _REFUSAL_Q.search(q.text):  # "what should you never call me": the name refused
        refused = [e for e in entries if e.relation == "instruction" and _NOT_CALLED.search(e.value)]
        if refused:
            latest = _latest(refused)
            return ChatAnswer(latest.value, [latest.id], "the user's own instruction")
    told = [e for e in entries if e.relation == "instruction" and e.scope == "name"]
    if told:
        latest = _latest(told)
        return ChatAnswer(latest.value, [latest.id], "the user's own instruction")
    if q.user:
        return ChatAnswer(q.user[0], [], "the name memory knows the user by")
    return None


def _all_instructions(q: _Question, entries: Sequence[Entry]) -> ChatAnswer | None:
    """A question about how to treat the user that no instruction shares a noun with ("how should
    you format replies") is answered with all the user's standing instructions and refusals."""
    if not re.search(r"\b(?:should|shall)\b", q.text, re.IGNORECASE):
        return None
    stated = [e for e in entries if e.relation == "instruction" or e.relation.startswith("not ")]
    if not stated:
        return None
    stated = sorted(stated, key=lambda e: -e.order)[:4]
    text = " / ".join(e.value if e.relation == "instruction" else f"{e.relation} {e.value}" for e in stated)
    return ChatAnswer(text, [e.id for e in stated], "all the user's standing instructions")


# --- possessives ---------------------------------------------------------------------------------


def _follow_possessives(q: _Question, facts: Sequence[Entry], historical: bool) -> ChatAnswer | None:
    """Walk "X's R": the question's person becomes the one the slot names. When the question asks
    for that person ("who was Noor's girlfriend …", "what is the name of her husband"), answer."""
    for n, (owner, relation, past, span) in enumerate(q.hops):
        keys = {s.lower() for s in q.subjects} | ({owner} if owner not in _OWNERS else set())
        # "former partner" is the same link, said of the past ("me and Priya broke up")
        group = [e for e in facts if e.subject.lower() in keys and _unformer(e.relation) == relation]
        group = group or _through_family(keys, relation, facts)  # "Adanna's aunt": her parent's sibling
        named = None if "of" in span else _name_after(q, span)
        if named:  # "his girlfriend Chloe": the question already names her
            q.subjects = [named]
            continue
        unnamed = None if group else _unnamed(keys, span, facts)
        if unnamed and (n == len(q.hops) - 1 or _has_link(unnamed, q.hops[n + 1][1], facts)):
            # "my mum lives in Accra", never named: memory calls her "Noor's mum"; "my dad's
            # partner", his partner filed: the walk goes on from "Noor's dad" (with no such link,
            # "my sister's boyfriend" stops at her: what was said is read for both words)
            q.subjects = [unnamed]
            continue
        if not group:
            _stop_walk(q, n)  # "her boyfriend" unknown by name: a "he" may still be him
            return None
        if q.evolution and not q.relation_terms:  # "how has her manager changed": that slot's story
            ordered = sorted(group, key=lambda e: (e.order, e.id))
            return _evolution(q, relation, ordered, [(group[-1].subject, relation, "")])
        wants_past = past or q.past
        pool = (
            [e for e in group if _is_old(e) or e.value.startswith(ENDED)]
            if wants_past
            else [e for e in group if not _is_old(e) and not e.value.startswith(ENDED)]
        )
        pool = pool or group
        # "my boss at Brightwater": a sentence naming both the boss and the place tells which one
        # best, then what each was called ("big tel is my gaffer"), then a turn naming the place
        placed = _said_with_anchor(q, pool) if wants_past and q.at else []
        pool = placed or _called_so(q, span, pool) or pool
        if not (pool := _not_called_otherwise(q, span, pool)):
            _stop_walk(q, n)  # "where does my brother live" with only a sister filed
            return None
        if wants_past and q.at:  # "my boss at Quillfeather": the one named where she worked there
            pool = _placed_at(q, pool) or pool
        if wants_past and (earlier := _earlier_asked(q, _timeline(group))) is not None:
            pool = [earlier]  # "my manager before Odette", "my first manager"
        latest = _latest(pool)
        person = latest.value.removeprefix(ENDED)
        onward = n < len(q.hops) - 1  # "my gf's dog": the gf is a step, the dog the answer
        if not onward and (
            (q.who or q.name_of) and not q.relation_terms or (q.who and not _further(q, facts, person))
        ):
            values = list(dict.fromkeys(e.value.removeprefix(ENDED) for e in pool))
            several = len(values) > 1 and not (q.about_now and _asks_one(q, relation))
            if not lexicon.is_single(relation) and several:
                return ChatAnswer(", ".join(values), [e.id for e in pool], f"{relation} of {owner}")
            return ChatAnswer(person, [latest.id], f"{'earlier ' if wants_past else ''}{relation} of {owner}")
        q.subjects = [person] if lexicon.is_single(relation) else _everyone(pool, person)
    return None


def _everyone(pool: Sequence[Entry], latest: str) -> list[str]:
    """ "my son-in-law" with two children filed: the walk goes on from each of them (the latest
    named first), since the question does not say which one it means."""
    others = [e.value.removeprefix(ENDED) for e in sorted(pool, key=lambda e: (e.order, e.id), reverse=True)]
    return list(dict.fromkeys([latest, *others]))


# The wider family reached in two or three links, when memory filed none of them as such:
# an aunt is a parent's sibling, a grandchild a child's child, a sibling a parent's other child
FAMILY_LINKS = {
    "grandchild": ("child", "child"),
    "grandparent": ("parent", "parent"),
    "aunt or uncle": ("parent", "sibling"),
    "nephew or niece": ("sibling", "child"),
    "cousin": ("parent", "sibling", "child"),
    "sibling": ("parent", "child"),
}
_INVERSE = {"parent": "child", "child": "parent"}


def _through_family(keys: set[str], relation: str, facts: Sequence[Entry]) -> list[Entry]:
    """The facts that reach the people of a family relation through its links, each given as a
    fact of the first person's so the walk goes on from its value; never the person asked about."""
    links = FAMILY_LINKS.get(relation)
    if links is None or not keys:
        return []
    people, reached = set(keys), []
    for link in links:
        reached = _linked(people, link, facts)
        people = {e.value.lower() for e in reached}
    first = min(keys)
    return [replace(e, subject=first, relation=relation) for e in reached if e.value.lower() in people - keys]


def _linked(people: set[str], link: str, facts: Sequence[Entry]) -> list[Entry]:
    """The facts of a link from these people: filed as such, or the other way round (a parent
    is whoever has the person as a child), or, for a sibling, through a parent."""
    found = [e for e in facts if e.subject.lower() in people and e.relation == link]
    found += [
        replace(e, subject=e.value, relation=link, value=e.subject)
        for e in facts
        if e.relation == _INVERSE.get(link) and e.value.lower() in people
    ]
    if link == "sibling" and not found:
        found = _through_family(people, "sibling", facts)
    return found


def _has_link(subject: str, relation: str, facts: Sequence[Entry]) -> bool:
    return any(e.subject == subject and _unformer(e.relation) == relation for e in facts)


def _unnamed(owners: set[str], span, facts: Sequence[Entry]) -> str | None:
    """The subject the curator gives a relative never named ("Noor's mum"), when memory holds one."""
    called = {f"{owner}'s {word}" for owner in owners for word in span}
    return next((e.subject for e in facts if e.subject.casefold() in called), None)


def _stop_walk(q: _Question, n: int) -> None:
    """The walk stops before link n: what was said is searched for that link's words."""
    q.unfollowed = True
    q.unwalked = {stem(w) for w in q.hops[n][3] if w not in STOP_WORDS and w not in _PAST}
    q.content += _unwalked_words(q, n)


def _unwalked_words(q: _Question, n: int) -> list[str]:
    """The words of the links a walk did not reach, to look for in what was said: "my kid's
    hamster" with no child filed looks for "hamster"; "my sister's dog" with no pet of hers filed
    looks for "dog" when the question has no other words ("which town does her husband work
    in" already has them)."""
    later = [w for _, _, _, span in q.hops[n + 1 :] for w in span]
    own = sorted(q.hops[n][3]) if n > 0 and not q.content and not later else []
    return [stem(w) for w in [*own, *later] if w not in STOP_WORDS and w not in _PAST]


# "who is Dev to me", "what is Ylva to Dariusz now": the relation between two people; "who's
# Kofi?" alone asks what he is to the user
_RELATION_TO = re.compile(
    r"^\s*(?:who|what)(?:'s|s| is| was)\s+(?P<name>\w[\w' -]*?)"
    r"(?:\s+to\s+(?:the\s+user\b|(?P<other>\w+)\b)|\s*\?*\s*$)",  # "what is Jomar to the user now"
    re.IGNORECASE,
)
# What a partner is called at a stage, by the word the conversation called them by before
_PARTNER_AT = {
    "married": {
        "boyfriend": "husband",
        "fiance": "husband",
        "fiancé": "husband",
        "girlfriend": "wife",
        "fiancee": "wife",
        "fiancée": "wife",
    },
    "engaged": {"boyfriend": "fiancé", "girlfriend": "fiancée"},
}


def _relation_to(q: _Question, facts: Sequence[Entry]) -> ChatAnswer | None:
    """ "who is Dev to me": the relation memory files the one under the other, latest first; a
    partner's stage when the conversation names one ("engaged", "married")."""
    m = _RELATION_TO.match(q.text)
    if m is None:
        return None
    name, other = m["name"].casefold(), (m["other"] or "me").casefold()
    owners = {n.casefold() for n in q.user} if other in ("me", "you", "us") else {other}
    owners |= {s.casefold() for s in q.subjects if s.casefold() != name and other not in ("me", "you", "us")}
    found = [
        e
        for e in facts
        if e.subject.casefold() in owners
        and e.value.removeprefix(ENDED).casefold() == name
        and lexicon.get(e.relation) is not None
        and lexicon.get(e.relation).kind == "person"
    ]
    if not found:
        return None
    latest = _latest(found)
    relation = latest.relation
    if latest.value.startswith(ENDED) or latest.status != "active":
        return ChatAnswer(f"former {relation}", [latest.id], f"{relation} of {latest.subject}", [])
    if owners & {n.casefold() for n in q.user}:  # "we got married" is the user's story with them
        q.subjects = list(dict.fromkeys([*q.subjects, *q.user]))
    if relation == "partner" and (stages := _stages(q, [latest.value]))[0]:
        stage = stages[0][-1]
        word = _PARTNER_AT.get(stage, {}).get(_called_by(q, latest.value) or "", "partner")
        return ChatAnswer(f"{word} ({stage})", [latest.id, *stages[1]], f"{relation} of {latest.subject}")
    return ChatAnswer(relation, [latest.id], f"{relation} of {latest.subject}")


def _called_by(q: _Question, name: str) -> str | None:
    """The noun what was said first calls someone by ("my boyfriend Jomar": boyfriend)."""
    return next((noun for noun, named in _called_pairs(q) if named.casefold() == name.casefold()), None)


def _called_pairs(q: _Question) -> list[tuple[str, str]]:
    """(noun, name) for each "my sister Jo", "a cat called Pesto", "Jo, my sister" said."""
    said = q.said_text()
    pairs = [(m["noun"], m["name"]) for m in _NOUN_NAME.finditer(said)]
    return pairs + [(m["noun"], m["name"]) for m in _NAME_NOUN.finditer(said)]


def _not_called_otherwise(q: _Question, span: set[str], pool: list[Entry]) -> list[Entry]:
    """The people (or pets) of the slot that memory's words never call by a noun told apart from
    the question's: "my brother" is not Jo when a turn says "my sister Jo", "my dog" not Pesto
    when one says "a cat called Pesto" (unless another turn calls them so too)."""
    nouns = {w for w in span if lexicon.telling(w)}
    if not nouns or "law" in span:  # "my daughter-in-law" walks through a son
        return pool
    called = _called_pairs(q)
    kept = []
    for e in pool:
        first = (e.value.removeprefix(ENDED).lower().split() or [""])[0]
        said_of = {noun for noun, name in called if name == first} or _only_noun_of_its_turn(q, e)
        if nouns & said_of or not any(lexicon.told_apart(a, b) for a in nouns for b in said_of):
            kept.append(e)
    return kept


def _only_noun_of_its_turn(q: _Question, e: Entry) -> set[str]:
    """The one telling noun the turn that filed the value says, when it says only one ("took in a
    dog!! … name Totò": Totò is the dog); empty when it says none or several."""
    turns = set(e.source_turn_ids)
    said = [s for s in q.entries if s.relation == "said" and turns & set(s.source_turn_ids)]
    nouns = {w for s in said for w in words(s.value.lower()) if lexicon.telling(w)}
    return nouns if len(nouns) == 1 else set()


_TELLING_ALTERNATION = "|".join(sorted(lexicon.TELLING_WORDS, key=len, reverse=True))
# "my sister Jo", "a cat called Pesto"; "Jo, my sister"
_NOUN_NAME = re.compile(rf"\b(?P<noun>{_TELLING_ALTERNATION}),?\s+(?:(?:called|named)\s+)?(?P<name>[\w'-]+)")
_NAME_NOUN = re.compile(
    rf"\b(?P<name>[\w'-]+),?\s+(?:my|our|his|her|their)\s+(?P<noun>{_TELLING_ALTERNATION})\b"
)


def _called_so(q: _Question, span: set[str], pool: list[Entry]) -> list[Entry]:
    """Of several people in one slot (two children), those memory's words call by the question's
    noun: "my son" is Cillian when a turn says "our son Cillian" or "Cillian, my son"."""
    if len({e.value for e in pool}) < 2:
        return pool
    nouns = [w for w in span if w not in _PAST and w not in ("of", "current", "new", "family")]
    if any(lexicon.relation_for_noun(w) is None and _singular(w) for w in nouns):
        return pool  # "what are my kids called": all of them
    said = q.said_text()
    kept = []
    for e in pool:
        name = re.escape(e.value.removeprefix(ENDED).lower())
        for noun in nouns:
            noun = re.escape(noun)
            pattern = rf"\b{noun},?\s+{name}\b|\b{name},?\s+(?:my|our|his|her|their)\s+{noun}\b"
            if re.search(pattern, said):
                kept.append(e)
                break
    return kept


def _name_after(q: _Question, span: set[str]) -> str | None:
    last = max((i for i, t in enumerate(q.tokens) if t in span), default=-1)
    if 0 <= last < len(q.raw) - 1 and q.raw[last + 1][:1].isupper():
        return q.raw[last + 1]
    return None


def _further(q: _Question, facts: Sequence[Entry], person: str) -> bool:
    """Does the question go on to ask about the person (a relation of theirs it names)?"""
    return _best_slot(facts, [person], q.relation_terms, HOP_MIN) is not None


# --- slots ---------------------------------------------------------------------------------------


def relation_match(terms: Sequence[str], relation: str) -> float:
    """How many question terms a relation accounts for: a lexicon relation through its cue
    words (kind words like "city" count half), an open relation through its own words at half
    weight, so "where does she live" prefers `residence` to `live on`."""
    base = relation.removeprefix("not ").removeprefix(FORMER)
    known = lexicon.get(base) is not None
    cue_stems = lexicon.cue_stems(base)
    own = {stem(w) for w in words(base) if w not in STOP_WORDS}
    score = 0.0
    for t in set(terms):
        if known and t in cue_stems:
            score += KIND_WORD_CREDIT if t in KIND_WORDS else 1.0
        elif t in own:
            score += 1.0 if known else OPEN_WEIGHT
    if known and any(len(n) > 1 and n <= set(terms) for n in _noun_stems(base)):
        score += PHRASE_CREDIT  # "mobile number": the phone's number, not the phone
    # "be in": where something is, said with no word of its own; "based in", "headquartered in"
    located = score or not own or own & _LOCATING
    if not known and located and base.split()[-1] in _PLACE_PREPS and set(terms) & _PLACE_KINDS:
        score += KIND_WORD_CREDIT  # "which town does he work in": "work in" names where, the town what
    if not known and own and own <= set(terms) and _a_role_name(base):
        # "who is Ava's teacher", "my favourite band": the role, asked whole, before a cue of one word
        score = max(score, 1.0) + PHRASE_CREDIT
    return score


def _an_open_role(relation: str) -> bool:
    """ "favourite band": a role no lexicon entry names, asked whole, answers before the likes."""
    return lexicon.get(relation) is None and _a_role_name(relation)


def _a_role_name(relation: str) -> bool:
    """An open relation named by a role ("teacher", "favourite band"), not by a verb ("live on",
    "learn"), which a question's verb may share without asking for it."""
    names = [w for w in words(relation) if w not in STOP_WORDS]
    return len(names) > 1 or (len(names) == 1 and not kinds.is_verb(names[0]) and relation == names[0])


PHRASE_CREDIT = 0.5  # a relation's own noun of several words, all asked, beats one word of another's
# Verbs that only say where something is: their relation answers "which city" by itself
_LOCATING = frozenset(stem(w) for w in "based located headquartered situated".split())


@lru_cache(maxsize=256)
def _noun_stems(relation: str) -> tuple[frozenset[str], ...]:
    rel = lexicon.get(relation)
    return tuple(frozenset(stem(w) for w in words(n)) for n in rel.nouns) if rel else ()


def _from_slots(q: _Question, facts: Sequence[Entry], historical: bool) -> ChatAnswer | None:
    # "where does her sister live" with no sister in memory: her own slots are no answer
    if not q.subjects or not q.relation_terms or q.unfollowed:
        return None
    best = _best_slot(facts, q.subjects, q.relation_terms, RELATION_MIN)
    if q.preferences and not (best and _an_open_role(best[0])):
        return _from_preferences(q, facts)  # "what food does she hate": her dislikes, never her diet
    if best is None and set(q.relation_terms) <= _PLACE_KINDS:
        best = _best_slot(facts, q.subjects, q.relation_terms, KIND_WORD_CREDIT)  # "what city am I in now"
    if best is None and _JOB in q.relation_terms:  # "how has my job changed" with no title filed:
        best = _best_slot(facts, q.subjects, [_WORK], RELATION_MIN)  # the places worked at
    if best is None and _HOBBY in q.relation_terms:  # "what's my hobby": the doings liked
        return _pastimes(q, facts)
    if best is None and (kinded := _named_by_its_kind(q, facts)) is not None:
        return kinded  # "in which town is my daughter's pharmacy": her employer, "Gorran Pharmacy"
    if best is not None and q.where and _no_where(best[0]):
        best = _placed_slot(q, facts) or best
    if best is None:
        return None
    relation, group = best
    if q.first and _JOB in q.relation_terms:
        relation, group = _first_of_the_job(q, facts, relation, group)
    if q.before and _anchor_at(_timeline(group), q.before) == 0:
        return None  # "before Abbotsmead Court" and memory knows nothing before it: read what was said
    if q.before and _EVENT_ANCHOR.match(q.before) and not any(_is_old(e) for e in group):
        # "where did she teach before she became deputy head": an event, and no earlier value to
        # give ("before Ros" names the later value: what else is held may be the one before)
        return None
    chained = _chain(q, facts, relation, group, historical)
    if chained is not None:
        return chained
    return _slot_answer(q, relation, group, historical, [(group[-1].subject, relation, "")])


_JOB, _WORK, _HOBBY = stem("job"), _WORK_STEM, stem("hobby")
# A "before" that tells an event ("before she moved", "before the family moved"), not a value
_EVENT_ANCHOR = re.compile(r"^(?:i|he|she|we|they|you|(?:the|my|our|his|her|their)\s+\w+\s+\w+)\b", re.I)


def _named_by_its_kind(q: _Question, facts: Sequence[Entry]) -> ChatAnswer | None:
    """ "in which town is my daughter's pharmacy", "what's my son's school called": a place of the
    person's asked by the word its name ends in ("Gorran Pharmacy"), and, for an employer, the
    town it is in when that is asked."""
    keys = {s.lower() for s in q.subjects}
    terms = set(q.relation_terms)
    for relation in ("employer", "school", "club"):
        group = [e for e in facts if e.subject.lower() in keys and e.relation == relation]
        held = [e for e in group if not _is_old(e) and not e.value.startswith(ENDED)]
        if not held:
            continue
        latest = max(held, key=_by_order)
        kind = stem(words(latest.value)[-1]) if words(latest.value) else ""
        rest = terms - {kind}  # (a kind not said leaves the place words alone: read before this)
        if not rest:
            return _slot_answer(q, relation, group, False, [(latest.subject, relation, "")])
        if relation == "employer" and rest <= _PLACE_KINDS:
            return _town_worked_in(q, facts, held)
    return None


def _first_of_the_job(q: _Question, facts: Sequence[Entry], relation: str, group: list[Entry]):
    """ "what was my first job": a job is a title and a place; of the two slots, the one whose
    story began first (a bookshop worked at before any title was said)."""
    other = _best_slot(facts, q.subjects, [_WORK], RELATION_MIN)
    if other is None:
        return relation, group
    first, other_first = _timeline(group)[0], _timeline(other[1])[0]
    return other if (other_first.order, other_first.id) < (first.order, first.id) else (relation, group)


_PLACE_PREPS = frozenset({"in", "at", "near"})  # an open relation ending so names a place
_PLACE_KINDS = frozenset(stem(w) for w in "city town country place".split())
KIND_WORD_CREDIT = 0.5  # what a kind word ("city") counts for in relation_match


def _placed_slot(q: _Question, facts: Sequence[Entry]) -> tuple[str, list[Entry]] | None:
    """ "where do I study": the slot the question's verb fills with a place ("study at" → the
    school), not the one it fills with a thing (the course studied)."""
    keys = {s.casefold() for s in q.subjects}
    for verb in (base for word in q.tokens for base in (lemma(word), *kinds.inflection_bases(word))):
        relation = lexicon.relation_for_predicate(f"{verb} at")
        group = [e for e in facts if relation and e.relation == relation and e.subject.casefold() in keys]
        if group:
            return relation, sorted(group, key=lambda e: (e.order, e.id))
    return None


def _no_where(relation: str) -> bool:
    """A slot of things ("course"), which answers no "where"."""
    known = lexicon.get(relation)
    return known is not None and known.kind == "thing"


def _pastimes(q: _Question, facts: Sequence[Entry]) -> ChatAnswer | None:
    """The doings among what someone likes ("I'm really into birdwatching", a sport): what a
    hobby question asks when no hobby was filed as one. None when none is a doing."""
    keys = {s.lower() for s in q.subjects}
    liked = [e for e in facts if e.subject.lower() in keys and e.relation == "likes" and not _is_old(e)]
    doings = [e for e in liked if e.value.lower().endswith("ing") or kinds.is_a(e.value.lower(), "sport")]
    if not doings:
        return None
    values = ", ".join(dict.fromkeys(e.value for e in doings))
    return ChatAnswer(
        values, [e.id for e in doings], "what they like doing", [(doings[0].subject, "likes", "")]
    )


def meaning_match(question_words: str, relation: str) -> float:
    """Half a word when the question's relation words and the relation mean alike."""
    from memcli.embed import similarity

    base = relation.removeprefix("not ").removeprefix(FORMER)
    return OPEN_WEIGHT if similarity(question_words, base) >= MEANING_MIN else 0.0


def _best_slot(
    facts: Sequence[Entry],
    subjects: Sequence[str],
    terms: Sequence[str],
    minimum: float,
    meaning: str = "",
) -> tuple[str, list[Entry]] | None:
    """The relation of these subjects that best matches the terms, with every relation that
    matches as well ("residence" and "location" both answer "where does she live") folded into
    one timeline; "former X" values join X's as earlier values."""
    keys = {s.lower() for s in subjects}
    groups: dict[str, list[Entry]] = {}
    for e in facts:
        if e.subject.lower() in keys and e.relation != "instruction":
            groups.setdefault(_unformer(e.relation), []).append(e)
    scored = []
    for relation, group in groups.items():
        score = relation_match(terms, relation) - (0.5 if relation.startswith("not ") else 0.0)
        if score < minimum and meaning:
            score = max(score, meaning_match(meaning, relation))
        if score >= minimum:
            scored.append((score, max(e.order for e in group), relation))
    if not scored:
        return None
    top = max(scored)
    chosen = [r for s, _, r in scored if s == top[0]]
    merged = [e for r in chosen for e in groups[r]]
    return top[2], sorted(merged, key=lambda e: (e.order, e.id))


def _slot_answer(q: _Question, relation: str, group: list[Entry], historical: bool, path) -> ChatAnswer:
    timeline = _timeline(group)
    if q.evolution:
        return _evolution(q, relation, group, path)
    if q.before:
        earlier = _before(timeline, q.before)
        if earlier is not None:
            return ChatAnswer(_shown(earlier), [earlier.id], f"{relation} before {q.before}", path)
    if q.at and not (historical or q.past) and (placed := _held_only_before(q, timeline)):
        # "who supervised me at brackmoor", a job since left: what held there, though the
        # question says "supervised", no "was"
        values = ", ".join(dict.fromkeys(_shown(e) for e in placed))
        return ChatAnswer(values, [e.id for e in placed], f"{relation} at {q.at}", path)
    if (historical or q.past) and q.first:
        return ChatAnswer(_shown(timeline[0]), [timeline[0].id], f"first {relation}", path)
    if (historical or q.past) and (then := _held_then(q, timeline)) is not None:
        return ChatAnswer(_shown(then), [then.id], f"{relation} as of {_period_end(q)}", path)
    if historical or q.past:
        # a deprecated value was marked "stop using", not "earlier": it is no past answer either
        older = [e for e in timeline if _is_old(e) and e.status != "deprecated"]
        if q.at:  # "my position at Brasa & Sal", which has ended: what held there, current or not
            older = _placed_at(q, [e for e in timeline if e.status != "deprecated"]) or older
        if older:
            values = ", ".join(dict.fromkeys(_shown(e) for e in older))
            return ChatAnswer(values, [e.id for e in older], f"earlier {relation}", path)
    current = [e for e in group if not _is_old(e)]
    if not current:
        return ChatAnswer(None, [e.id for e in group], f"no current {relation} in memory", path)
    if lexicon.is_single(relation):
        distinct = list(dict.fromkeys(e.value for e in current if e.relation == relation))
        if len(distinct) > 1:  # only when forgetting or slots are switched off
            return ChatAnswer(
                None, [e.id for e in current], f"conflicting values in memory: {', '.join(distinct)}", path
            )
        latest = _latest(current)
        value = latest.value
        if value.startswith(ENDED):
            value = f"no longer {value[len(ENDED) :]}"
        elif _named_by_the_question(q, value):
            # "what street is her house in Berwyn on": Berwyn is given, so it answers nothing
            return ChatAnswer(None, [latest.id], f"the question itself names the current {relation}", path)
        return ChatAnswer(value, [latest.id], f"current {relation}", path)
    values = list(dict.fromkeys(e.value for e in current if not e.value.startswith(ENDED)))
    if len(values) > 1 and q.about_now and _asks_one(q, relation):
        # "who's his crewmate these days": one asked for now, of several said over time
        latest = _latest([e for e in current if not e.value.startswith(ENDED)])
        return ChatAnswer(latest.value, [latest.id], f"latest {relation}", path)
    if set(q.tokens) & _SPORT_KINDS:  # "what does she do for exercise": yoga, not the painting class
        values = [v for v in values if any(kinds.is_sport(w) for w in words(v.lower()))] or values
    if set(q.relation_terms) & _PLACE_KINDS:  # "which town does he work in": Lanvaux, not "bakery"
        # a known town ("sheffield") before a coined name (the brewery "hopfield")
        towns = [v for v in values if kinds.is_town(v.lower())]
        values = towns or [v for v in values if v[:1].isupper() or _coined(v.lower())] or values
    shown = [e.id for e in current if e.value in values]
    return ChatAnswer(", ".join(values), shown, f"{relation} (all values)", path)


# --- preferences ---------------------------------------------------------------------------------

# "doesn't like", "refuses to eat", "can't stand": the question asks what someone dislikes
_DISLIKE_Q = re.compile(
    r"\b(?:do(?:es)?n[o']?t|do(?:es)? not|did(?:n't| not)|never|won't|wouldn't)\s+(?:\w+\s+)?"
    r"(?:like|enjoy|eat|drink|want|stand)\b|\brefus\w*|\bcan'?t\s+(?:\w+\s+)?stand\b|\bhat(?:e|es|ed)\b|"
    r"\b(?:can'?t|cannot|won'?t)\s+(?:\w+\s+)?(?:eat|drink|have)\b|"
    r"\bdislik\w*|\bavoid\w*|\bnot a fan\b",
    re.IGNORECASE,
)
# ("love life" asks who someone has been with, no taste)
# ("what music is Kaden into": a taste, asked with "into" at the end)
_LIKE_Q = re.compile(
    r"\b(?:like|likes|love(?!\s+life)|loves|enjoys?|favou?rite|prefers?|fan of)\b|\binto\W*$", re.IGNORECASE
)
# "what's my diet like these days", "what was the flat like": "like" that ends the question asks
# what a thing is like, not what someone likes
_WHAT_LIKE = re.compile(
    r"^(\s*(?:what|how)(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s.*?)\blike\b"
    rf"(?=\s*(?:(?:{_TIME_AT_THE_END})\s*)?[?.!]*\s*$)",
    re.IGNORECASE,
)
_LIKED_BY = frozenset({"i", "you", "he", "she", "we", "they", "would", "do", "does", "did", "to"})


def _without_what_like(question: str) -> str:
    """The question without a "like" that asks what a thing is like ("what's my diet like these
    days"); one with someone before it likes ("what's something she'd like")."""
    found = _WHAT_LIKE.search(question)
    if found is None:
        return question
    before = found.group(1).split()[-1].lower()
    if before in _LIKED_BY or before.endswith(("'d", "’d")):
        return question
    return found.group(1) + question[found.end() :]


# what someone won't eat or drink is a dislike too ("not eat": meat)
_REFUSALS = frozenset({"not eat", "not drink", "not like", "not want"})


# "what fruit can't she eat": an allergy is a refusal when the question asks what cannot be had
_CANNOT_Q = re.compile(
    r"\b(?:can'?t|cannot|unable to)\s+(?:\w+\s+)?(?:eat|drink|have)\b|\ballerg", re.IGNORECASE
)
# Nouns a question names the kind of disliked thing with ("which herb does she hate"); a value of
# that kind is the answer, the rest of the dislikes are not asked about
_TASTE_KINDS = frozenset("food herb fruit vegetable veg ingredient drink spice meat snack dish".split())


def _of_kind(question_words: Sequence[str], entries: list[Entry]) -> list[Entry]:
    """The entries whose value is of the kind the question names (WordNet: coriander is a herb,
    kiwi a fruit; any food for "food" and "ingredient", and for a kind of food none is of); all of
    them when the question names no kind. None may be: then the statements are read."""
    kind = _taste_kind_asked(question_words)
    if kind is None:
        group = next((g for w in question_words if (g := lexicon.favourite_group(w) or _other_kind(w))), None)
        if group in _CLOSED_GROUPS:  # WordNet knows the colours, animals and seasons: none else is one
            # (a favourite filed by its kind, "my favourite colour is sage", was said to be one)
            return [
                e
                for e in entries
                if e.relation.startswith(FAVOURITE)
                or any(kinds.is_a(h, w) for h in _head_forms(e.value) for w in _group_words(group))
            ]
        if group in _TITLED_GROUPS and _favourite_asked(question_words):
            # "favourite book": a title or a name, not "kids" or "music" ("what sort of books":
            # a genre, "detective stories", will do)
            return [e for e in entries if e.relation.startswith(FAVOURITE) or _a_title_of(e.value, group)]
        return [e for e in entries if not _of_another_kind(e.value, group)] if group else entries
    # a word WordNet lacks may be a food of another tongue ("karela"); "childhood" is none
    edible = [e for e in entries if _edible(e.value) or _unknown_word(e.value)]
    if kind in ("food", "ingredient"):
        return edible
    of_kind = [e for e in entries if any(kinds.is_a(w, kind) for w in _head_forms(e.value))]
    # people call a mushroom a vegetable: of no value of the very kind, a food will do (for a
    # kind of food: a food is no drink)
    return of_kind or (edible if kind in _FOOD_KINDS else [])


def _taste_kind_asked(question_words) -> str | None:
    """The kind of food or drink a question names ("which herb", "what veg": vegetable), if any."""
    kind = next((w for w in question_words if w in _TASTE_KINDS), None)
    return {"veg": "vegetable"}.get(kind, kind) if kind else None


# Kinds a liked thing is known to be of, beside the favourite groups' own ("jazz" is music)
_OTHER_KINDS = ("music", "food")


def _other_kind(word: str) -> str | None:
    return word if word in _OTHER_KINDS else None


_CLOSED_GROUPS = frozenset({"colour", "animal", "season"})
# Groups whose members go by their titles or names ("Middlemarch", "Radiohead"): an everyday word
# liked ("kids", "music", "data") is none of them
_TITLED_GROUPS = frozenset({"film", "book", "band", "song", "album", "show", "game"})


def _a_title_of(value: str, group: str) -> bool:
    """Of the kind by WordNet ("lullaby" a song), or a name: capitalized, or with a word no
    everyday one ("linocut room")."""
    heads = _head_forms(value)
    if any(kinds.is_a(h, w) for h in heads for w in _group_words(group)):
        return True
    return value[:1].isupper() or not all(kinds.is_everyday(w) for w in value.lower().split())


def _group_words(group: str) -> list[str]:
    """The nouns of a favourite group ("colour": colour, color), or the group itself."""
    return [w for g in lexicon.FAVOURITE_GROUPS if g.split()[0] == group for w in g.split()] or [group]


def _of_another_kind(value: str, group: str) -> bool:
    """ "olives" or "jazz" for "what team do I support": a value WordNet places in a kind of
    things people like other than the one asked (a name it does not know may be of any)."""
    asked = _group_words(group)
    heads = _head_forms(value)
    if any(kinds.is_a(h, w) for h in heads for w in asked):
        return False
    others = ({g.split()[0] for g in lexicon.FAVOURITE_GROUPS} | set(_OTHER_KINDS)) - {group}
    return _edible(value) and group != "drink" or any(kinds.is_a(h, k) for h in heads for k in others)


def _said_of_its_kind(q: _Question, by_kind: dict[str, list[Entry]]) -> bool:
    """ "what's my favourite film" with likes filed that are no film ("soul", "climbing") while
    the person's own words name the kind ("my favourite film is Spirited Away"): the words
    answer, not the likes. Kinds of food are judged by `_of_kind` already."""
    asked = [w for w in q.tokens if stem(w) in q.instance_kinds and w not in _TASTE_KINDS]
    if not asked:
        return False
    filed = [e for found in by_kind.values() for e in found]
    if any(kinds.is_a(h, w) for e in filed for h in _head_forms(e.value) for w in asked):
        return False
    keys = {s.casefold() for s in q.subjects}
    said = [e for e in q.entries if e.relation == "said" and e.subject.casefold() in keys]
    naming = {t for e in said if set(asked) & set(words(e.value)) for t in e.source_turn_ids}
    # a like said in the very turn that names the kind ("music wise I'm into soul") is of it
    return bool(naming) and not any(naming & set(e.source_turn_ids) for e in filed)


def _unknown_word(value: str) -> bool:
    """A word no dictionary holds, written in lowercase: a food of another tongue may be one
    ("karela"); a capitalized one is a name ("Radiohead"), no food."""
    heads = _head_forms(value)
    return not value[:1].isupper() and heads[0] not in STOP_WORDS and not any(kinds.is_word(w) for w in heads)


_FOOD_KINDS = _TASTE_KINDS - {"food", "veg", "drink"}  # kinds of food (a food will do for them)


def _edible(value: str) -> bool:
    if any(kinds.is_edible(w) for w in _head_forms(value)):
        return True
    # "truffle oil", "chilli jam": a substance made of a food ("cheese grater" is no substance)
    *made_of, head = value.lower().split() or [""]
    return kinds.is_a(head, "substance") and any(kinds.is_edible(w) for w in made_of)


def _head_forms(value: str) -> tuple[str, ...]:
    """A value's last word, and without a plural "s": "peanuts" is a word of its own in WordNet
    (a trifle), "peanut" the food."""
    head = (value.lower().split() or [""])[-1]
    return (head, head.removesuffix("s"))


def _hated_instruction(e: Entry) -> bool:
    """ "no cilantro on anything please, I hate it": an instruction that says a dislike."""
    return e.relation == "instruction" and bool(re.search(r"\b(?:hate|can'?t stand|dislike)", e.value, re.I))


def asked_preferences(question: str) -> frozenset[str]:
    """Which of `likes`/`dislikes` a question asks about: "doesn't like" is a dislike, and a
    question may ask both ("what does she like, and what does she dislike")."""
    asked = set()
    rest = question
    if _DISLIKE_Q.search(question):
        asked.add("dislikes")
        rest = _DISLIKE_Q.sub(" ", question)
    if _LIKE_Q.search(_without_what_like(rest)):
        asked.add("likes")
    return frozenset(asked)


def _from_preferences(q: _Question, facts: Sequence[Entry]) -> ChatAnswer | None:
    """The person's current likes and dislikes the question asks about; refusals ("not eat
    meat") count as dislikes. None (and the statements are read) when memory holds none."""
    keys = {s.casefold() for s in q.subjects}
    by_kind: dict[str, list[Entry]] = {}
    for e in facts:
        if e.subject.casefold() not in keys or _is_old(e) or e.value.startswith(ENDED):
            continue
        refusal = (
            e.relation in _REFUSALS
            or (e.relation == "allergic to" and _CANNOT_Q.search(q.text))
            or (e.relation == "not have" and _edible(e.value))  # "I won't have garlic in the house"
        )
        kind = "dislikes" if refusal or _hated_instruction(e) else e.relation
        if kind.startswith(FAVOURITE):
            if not _favourite_of_asked_kind(q, kind.removeprefix(FAVOURITE)):
                continue  # "what's my favourite film" is not answered by the favourite band
            kind = "likes"  # "ramen is my favourite food": a favourite is liked
        if kind in TASTE_KINDS:
            by_kind.setdefault(kind, []).append(e)
    if named := _taste_named(q, by_kind):
        return named  # "do I like olives": whichever way the taste goes
    by_kind = {k: v for k, v in by_kind.items() if k in q.preferences}
    if not by_kind:
        return None
    by_kind = {k: found for k, v in by_kind.items() if (found := _of_kind(q.tokens, v))}
    if not by_kind or _said_of_its_kind(q, by_kind):  # "what food do I love", no food filed
        return None
    parts, ids = [], []
    for kind in sorted(by_kind):
        entries = sorted(by_kind[kind], key=lambda e: (e.order, e.id))
        values = ", ".join(dict.fromkeys(e.value for e in entries))
        parts.append(f"{kind}: {values}" if len(q.preferences) > 1 else values)
        ids += [e.id for e in entries]
    return ChatAnswer("; ".join(parts), ids, f"{' and '.join(sorted(by_kind))} of {q.subjects[0]}")


def _favourite_of_asked_kind(q: _Question, filed: str) -> bool:
    """A favourite filed by its kind ("favourite band") answers a question about a favourite
    of any kind but one that is plainly another ("what's my favourite film"): both kinds are
    among the common kinds of favourites and not of one group (`lexicon.favourite_group`)."""
    asked = _favourite_asked(q.tokens)
    filed_group = lexicon.favourite_group((filed.split() or [""])[-1])
    asked_group = lexicon.favourite_group(asked or "")
    return filed_group is None or asked_group is None or filed_group == asked_group


def _favourite_asked(tokens: Sequence[str]) -> str | None:
    """The kind a question's favourite is of: "favourite film", "fave kind of music"."""
    for i, token in enumerate(tokens):
        if token in _FAVOURITE_WORDS:
            rest = [t for t in tokens[i + 1 :] if t not in ("kind", "type", "sort", "of")]
            return rest[0] if rest else None
    return None


_FAVOURITE_WORDS = frozenset({"favourite", "favorite", "fave", "fav"})
TASTE_KINDS = ("likes", "dislikes")
FAVOURITE = "favourite "  # the open relations of favourites ("favourite food", "favourite thing")
_YES_NO = frozenset({"do", "does", "did", "is", "are", "am"})


def _taste_named(q: _Question, by_kind: dict[str, list[Entry]]) -> ChatAnswer | None:
    """ "do I like olives", "does she like cricket": a yes-or-no question naming the thing is
    answered by its taste either way ("dislikes: olives"), not by the other likes."""
    if not q.tokens or q.tokens[0] not in _YES_NO:
        return None
    # the question's words but the taste's own ("love" is no "Love Island"): stems, as cues are
    cued = lexicon.cue_stems("likes") | lexicon.cue_stems("dislikes")
    asked = {stem(w) for w in q.tokens if w not in STOP_WORDS} - cued
    named = [
        (kind, e)
        for kind, entries in by_kind.items()
        for e in entries
        if asked & {stem(w) for w in words(e.value)}
    ]
    if not named:
        return None
    text = "; ".join(f"{kind}: {e.value}" for kind, e in named)
    return ChatAnswer(text, [e.id for _, e in named], f"the taste of {q.subjects[0]} the question names")


# --- evolution -----------------------------------------------------------------------------------

# Relations that tell one story: "how has her job changed" is her titles and her employers (a
# narrow "job" too: a move from one employer to another with the same title is a change of job).
# The stages a relationship passes through, in the words people use for them; the answer lists
# those the conversation mentions, in the order it first mentions them.
_STAGES = (
    ("dating", re.compile(r"\b(?:dating|boyfriend|girlfriend|bf|gf|going out|met someone)\b", re.I)),
    ("living together", re.compile(r"\b(?:mov(?:e|ed|ing) in|liv(?:e|ing) together)\b", re.I)),
    ("engaged", re.compile(r"\b(?:engaged|engagement|proposed|fianc[eé]e?)\b", re.I)),
    ("married", re.compile(r"\b(?:married|wedding|honeymoon|newlyweds?)\b", re.I)),
    ("split up", re.compile(r"\b(?:broke up|break up|split up|divorc\w*|dumped)\b", re.I)),
)
_WE = frozenset({"we", "we're", "we've", "us", "our"})


def _evolution(q: _Question, relation: str, group: list[Entry], path) -> ChatAnswer:
    """The slot's values in the order they held, with an ended or negated value said as such
    ("no longer vegetarian"). A short story takes in its relatives: a lone job title its
    employers, a partner the stages the conversation names (dating → engaged → married)."""
    group = _with_family(q, relation, group)
    steps, ids = _steps(group)
    if relation == "partner":
        partners = list(dict.fromkeys(_shown(e) for e in group))
        stages, stage_ids = _stages(q, partners)
        latest = _latest(group)
        if stages and latest.value.startswith(ENDED) and "split up" not in stages:
            stages.append("split up")
        if stages:
            # the last stage with what they are now, in the user's word for them: "married (husband)"
            now = _PARTNER_AT.get(stages[-1], {}).get(_called_by(q, partners[-1]) or "")
            stages[-1] = f"{stages[-1]} ({now})" if now else stages[-1]
            steps, ids = [f"{', '.join(partners)}: {' → '.join(stages)}"], ids + stage_ids
    return ChatAnswer(" → ".join(steps), ids, f"the timeline of {relation}", path)


def _with_family(q: _Question, relation: str, group: list[Entry]) -> list[Entry]:
    """The slot's entries with its negations ("not diet") and the other relations of its family."""
    base = relation.removeprefix("not ")
    related = {base, f"not {base}"}
    related |= lexicon.story_family(base)
    subjects = {e.subject.casefold() for e in group}
    have = {e.id for e in group}
    extra = [
        e
        for e in q.entries
        if e.id not in have
        and e.subject.casefold() in subjects
        and e.relation.removeprefix(FORMER) in related
    ]
    return [*group, *extra]


def _steps(group: list[Entry]) -> tuple[list[str], list[int]]:
    """Each value once, in the order it held (a former value first); values said in the same turn
    are one step ("barista, Brambleton Coffee")."""
    ordered = sorted(group, key=lambda e: (not e.relation.startswith(FORMER), e.order, e.id))
    steps: list[str] = []
    ids: list[int] = []
    seen: set[str] = set()
    last_order = None
    for e in ordered:
        ended = e.value.startswith(ENDED) or e.relation.startswith("not ")
        label = f"no longer {_shown(e)}" if ended else _shown(e)
        if label.casefold() in seen:
            continue
        seen.add(label.casefold())
        ids.append(e.id)
        if steps and e.order == last_order and not e.relation.startswith(FORMER):
            steps[-1] = f"{steps[-1]}, {label}"
        else:
            steps.append(label)
        last_order = e.order
    return steps, ids


def _stages(q: _Question, partners: list[str]) -> tuple[list[str], list[int]]:
    """The relationship stages the user's turns name about these partners, first mention first."""
    names = {w for p in partners for w in words(p)}
    user_keys = {n.casefold() for n in q.user}
    users_story = any(s.casefold() in user_keys for s in q.subjects)  # the user's "we" is them
    found: dict[str, int] = {}
    said = sorted((e for e in q.entries if e.relation == "said"), key=lambda e: (e.order, e.id))
    for e in said:
        for sentence in _sentences(e):
            own = set(words(sentence))
            ours = users_story and e.subject.casefold() in user_keys and own & _WE
            if not (ours or names & set(words(" ".join(_window(e, sentence))))):
                continue
            for label, pattern in _STAGES:
                if pattern.search(sentence) and label not in found:
                    found[label] = e.id
    return list(found), list(dict.fromkeys(found.values()))


def _held_only_before(q: _Question, timeline: list[Entry]) -> list[Entry]:
    """The values placed at the question's anchor, when every one of them has since been
    replaced (none, when the anchor is where the current value holds)."""
    placed = _placed_at(q, [e for e in timeline if e.status != "deprecated"])
    return placed if placed and all(_is_old(e) for e in placed) else []


def _placed_at(q: _Question, candidates: list[Entry]) -> list[Entry]:
    """The values said in a turn that names the place the question asks about ("who was my boss
    at Quillfeather": the manager named in the turn about working at Quillfeather)."""
    anchor = {w for w in words(q.at or "") if w not in STOP_WORDS}
    turns: dict[int, set[str]] = {}
    for e in q.entries:
        if e.relation == "said":
            for turn in e.source_turn_ids:
                turns.setdefault(turn, set()).update(words(e.value))
    placed = []
    for e in candidates:
        said_there = set().union(*(turns.get(t, set()) for t in e.source_turn_ids))
        if anchor and anchor <= said_there | set(words(e.statement)):
            placed.append(e)
    return placed or _held_while(q, anchor, candidates)


def _said_with_anchor(q: _Question, candidates: list[Entry]) -> list[Entry]:
    """The values stated in a sentence that names the question's place ("his name is doug, he
    runs brightwater physical therapy where i work": Doug, for "my boss at brightwater")."""
    anchor = {w for w in words(q.at or "") if w not in STOP_WORDS}
    said: dict[int, list[set[str]]] = {}
    for e in q.entries:
        if e.relation == "said":
            for turn in e.source_turn_ids:
                said.setdefault(turn, []).extend(set(words(s)) for s in SENTENCES.split(e.value))
    placed = []
    for e in candidates:
        value = set(words(e.value.removeprefix(ENDED))) - STOP_WORDS
        sentences = (s for t in e.source_turn_ids for s in said.get(t, []))
        if anchor and value and any(anchor | value <= s for s in sentences):
            placed.append(e)
    return placed


def _held_while(q: _Question, anchor: set[str], candidates: list[Entry]) -> list[Entry]:
    """The values first said while the anchor held its slot: "my boss at Quillfeather" is the
    manager named after the employer became Quillfeather and before it was replaced."""
    facts = [e for e in q.entries if e.relation != "said"]
    held = []
    for e in facts:
        if not (anchor and anchor <= set(words(e.value))):
            continue
        if e.value.startswith(ENDED) or lexicon.ended_relations(e.relation):
            continue  # "left Quillfeather", "handed in my notice there": when it ended, not while it held
        later = [f.order for f in facts if f.slot == e.slot and f.order > e.order and f.value != e.value]
        within = sorted(
            (c for c in candidates if e.order <= c.order < min(later, default=math.inf)), key=_by_order
        )
        # a replaced anchor whose successor was not packed: the first value named after it
        held += within[:1] if not later and e.status != "active" else within
    return held


def _asks_one(q: _Question, relation: str) -> bool:
    """Does the question name a relation to people in the singular ("who is his flatmate", not
    "who are his flatmates")? (Things held at once, hobbies or pets, are several whatever the
    number asked: "what sport does he do" may be any of them.)"""
    known = lexicon.get(relation)
    if known is not None and known.kind != "person":
        return False
    nouns = set(known.nouns) if known and known.nouns else {relation}
    return bool(set(q.tokens) & nouns)  # ("flatmates" is no "flatmate")


def _named_by_the_question(q: _Question, value: str) -> bool:
    """Does a question asking which one ("what", "which", "where", "who") already name the
    value? Then the value is what it gives, not what it asks ("is she still in Berwyn" asks
    whether, and may name it)."""
    said = {w for w in words(value) if w not in STOP_WORDS}
    if {stem(w) for w in said} <= q.asked_kinds:
        return False  # "what van is she driving": "van" is the kind asked (see _value_fits)
    return bool(said) and _WHICH_ONE.match(q.text) is not None and said <= set(q.tokens)


_WHICH_ONE = re.compile(r"\s*(?:what|which|where|who)\b", re.IGNORECASE)


def _by_order(e: Entry) -> tuple[int, int]:
    return (e.order, e.id)


def _unformer(relation: str) -> str:
    return relation.removeprefix(FORMER)


def _is_old(e: Entry) -> bool:
    return e.status != "active" or e.relation.startswith(FORMER)


def _shown(e: Entry) -> str:
    return e.value.removeprefix(ENDED)


def _timeline(group: list[Entry]) -> list[Entry]:
    """Values in the order they held, once each; a former value ("used to be a nurse") first."""
    seen, out = set(), []
    ordered = sorted(group, key=lambda e: (not e.relation.startswith(FORMER), e.order, e.id))
    for e in ordered:
        key = _shown(e).casefold()
        if key not in seen:
            seen.add(key)
            out.append(e)
    return out


def _anchor_at(timeline: list[Entry], anchor: str, start: int = 0) -> int | None:
    """The first place from `start` where the slot's timeline holds the value the anchor
    ("before Bristol") names, if any."""
    anchor_words = {w for w in words(anchor) if w not in STOP_WORDS}
    hits = (i for i, e in enumerate(timeline) if i >= start and anchor_words & set(words(e.value)))
    return next(hits, None)


def _before(timeline: list[Entry], anchor: str) -> Entry | None:
    at = _anchor_at(timeline, anchor, start=1)
    return None if at is None else timeline[at - 1]


def _earlier_asked(q: _Question, timeline: list[Entry]) -> Entry | None:
    """The one earlier value the question picks out: the one before its anchor ("before Odette"),
    or the first of all ("my first manager"); None when it picks out none."""
    if q.before:
        return _before(timeline, q.before)
    return timeline[0] if q.first else None  # (a slot's timeline is never empty)


def _chain(
    q: _Question, facts: Sequence[Entry], relation: str, group: list[Entry], historical: bool
) -> ChatAnswer | None:
    """A second hop: the first slot's value has facts of its own, and the question has words its
    relations account for that the first relation did not."""
    rest = [t for t in q.relation_terms if relation_match([t], relation) == 0]
    if not rest:
        return None
    old = q.past or historical
    wanted = [e for e in group if _is_old(e) == old] or group
    for start in sorted(wanted, key=lambda e: (e.order, e.id), reverse=True):
        value = _shown(start)
        best = _best_slot(facts, [value], rest, HOP_MIN, meaning=q.relation_words)
        if best is not None:
            rel2, group2 = best
            found = _slot_answer(
                q, rel2, group2, False, [(start.subject, relation, value), (value, rel2, "")]
            )
            found.entry_ids = [start.id, *found.entry_ids]
            return found
    if relation == "employer" and set(rest) <= _PLACE_KINDS:
        return _town_worked_in(q, facts, wanted)
    return None


def _town_worked_in(q: _Question, facts: Sequence[Entry], jobs: list[Entry]) -> ChatAnswer | None:
    """ "which city is my wife's employer in" with nothing filed of the firm itself: the town she
    was said to work in, with that firm ("works for Brindlewick Trust in Plymouth")."""
    job = max(jobs, key=_by_order)
    towns = [e for e in facts if e.subject == job.subject and e.relation == "work in" and not _is_old(e)]
    if not towns:
        return None
    town = max(towns, key=_by_order)
    return ChatAnswer(town.value, [job.id, town.id], "the town the job is in", [(job.subject, "work in", "")])


# --- statements ----------------------------------------------------------------------------------


def _from_statements(q: _Question, entries: Sequence[Entry]) -> ChatAnswer:
    dated = {stem(w) for w in q.tokens if w in _MONTHS or re.fullmatch(r"(?:19|20)\d\d", w)}
    asked = {t for t in q.content if t not in _GENERIC and t not in dated}
    terms = asked - q.kind
    kind_terms = {t for t in q.content if t not in _GENERIC}  # "which school": the kind word itself
    # "who's my boss": the role word; "my gf's dog" walked to the gf: only the link not walked
    terms = terms or kind_terms or q.unwalked or q.hop_terms or set(q.content)
    if not terms and q.asks_job:  # "what does kayleigh do now": her work, said by a trade or "work"
        terms = {_WORK_STEM}
    if not terms:
        return ChatAnswer(None, [], "the question has no words to look for")
    said = [e for e in entries if e.relation == "said"] or list(entries)
    # (the words of a sentence as the question's are read: texting's "gf" meets "girlfriend")
    bags = [(e, s, {stem(w) for w in words(spell_out(s))}) for e in said for s in _passages(e)]
    anchor: set[str] = set()
    if q.before:  # "where did she live before moving to Castlebray": what was said before it
        anchor = {stem(w.lower()) for w in re.findall(r"\b[A-Z]\w+", q.before)}  # the names in it
        anchor = anchor or _things_in(q.before)  # "before the library": no name, its thing
        clause = {stem(w) for w in words(q.before)}  # "moving to Castlemere" is when, not what
        # ("what car did I have before the skoda": the kind asked, when the clause took every word)
        bags, terms = _said_before(bags, anchor), (terms - clause) or (kind_terms - clause) or terms
    if q.after:  # "how has my job changed since we started talking": when, not what
        terms = (terms - {stem(w) for w in words(q.after)}) or terms
    if not bags:
        return ChatAnswer(None, [], "memory holds nothing for this question")
    # the link a walk stopped at ("my sister's boyfriend" with no sister filed): a sentence naming
    # it is likelier about the right person, but one that does not is no worse than before
    hinted = q.unwalked - terms
    # "which chapel does he go to": a sentence that names the kind ("New chapel. Capel Seion") is
    # likelier the one, though memory most often names the instance alone, so it is never needed
    said_kind = (asked & q.kind) - terms
    df = {t: sum(1 for _, _, bag in bags if t in bag) for t in terms | hinted | said_kind}
    n = len(bags)
    if q.evolution:  # "how has my involvement with the railway changed": an idea no one says
        surface = {stem(w): w for w in q.tokens}
        # an activity ("rowing") is abstract in WordNet but is what the story would be about
        unsaid = {
            t
            for t in terms
            if not df[t] and kinds.is_abstract(surface.get(t, t)) and not surface.get(t, t).endswith("ing")
        }
        terms = terms - unsaid if unsaid < terms else terms

    # "which football team": the noun that names the kind, never said, is met by an instance
    unsaid_kind = {t for t in q.kind_heads & terms if not df[t]}
    terms = terms - unsaid_kind if unsaid_kind < terms else terms

    def weight(t: str) -> float:
        return math.log(1 + n / (1 + df.get(t, 0)))

    total = sum(weight(t) for t in terms)
    frames = _frames_of_unsaid(q, {t for t in terms if t in q.nouns and not df.get(t, 0)})
    near = _Nearness(q, terms | hinted)
    recent = _recency(q, bags)
    passed: list[tuple[float, Entry, str]] = []
    asking: list[tuple[float, Entry, str]] = []
    replies = {e.id: _reply_bags(e) for e in said}  # (each reply read once, not once a sentence)
    for i, (e, sentence, bag) in enumerate(bags):
        soft = near.met(sentence, bag)
        for t in (terms & _echoed(replies.get(e.id, []), sentence, terms)) - bag - set(soft):
            soft[t] = ECHO_CREDIT  # "swimming is now the thing" — "the kindest exercise there is"
        covered = ((terms | hinted) & bag) | set(soft) | (said_kind & bag)
        # the passages beside it lend their words to one that says some itself ("bramble would like
        # the crumbs" beside "my hamster, she's in halls")
        if covered - hinted:
            lent = _lent(near, terms - covered, bags, i)
            soft |= lent
            covered |= set(lent)
        score = sum(weight(t) * soft.get(t, 1.0) for t in covered) / total + _date_credit(q, e)
        score += recent.get(e.id, 0.0)  # (enough to lift a statement over the bar: see RECENCY_CREDIT)
        if not covered - hinted - said_kind or any(f <= bag for f in frames):
            continue
        if not _fits(q, sentence) or not _about(q, e, sentence):
            continue
        if q.where and not _names_place(sentence, q):
            continue
        if _of_someone_else(q, sentence, terms & bag) or _someone_elses_relative(q, sentence):
            continue
        if _of_me_not_them(q, sentence, terms & bag, bag):
            continue
        if _only_maybe(q, sentence, terms & bag) or _only_ended(q, sentence):
            continue
        # meeting the verb ("drive") or the person ("born", "Adanna") is not enough: the sentence
        # must name a thing of the asked kind, unless it was said when the question says ("what
        # hobby did she start in May 2024")
        if _date_credit(q, e) <= 0 and not _holds_kind(q, sentence):
            continue
        if q.asks_job and not _says_work(sentence):
            continue  # "what does my sister do": "my sister lives in Leeds" says no work of hers
        score += 0.01 * (e.status == "active") + e.order * 1e-9
        score -= ANCHOR_PENALTY * bool(anchor and anchor <= bag)  # about the anchor, not before it
        (asking if _only_asking(sentence) else passed).append((score, e, sentence))
    # the user's own questions are heard only when nothing told answers
    covering = [p for p in passed if p[0] >= MIN_COVERAGE] or [p for p in asking if p[0] >= MIN_COVERAGE]
    if not covering:
        covering = _near_in_meaning(q, [p for p in passed if p[0] >= LOW_COVERAGE])
    if not covering:
        return ChatAnswer(None, [], "no statement in memory covers the question")
    best_score, entry, sentence = _closest_of(q, covering)
    best = (entry, sentence)
    if q.evolution and (story := _story(passed)):
        return story
    replaced = None
    if not q.before:
        entry, sentence, replaced = _corrected(entry, sentence, bags)
    text = near.instance(sentence) or _extend(sentence, entry)
    if _NOW_Q.search(q.text) and not (q.past or q.before):
        text = _without_given_up(text)  # "I stopped spin class, it's yoga at Lantern now": what holds now
    day = (entry.valid_at or "")[:10]
    if q.when and day:
        text = f"{day}: {text}"
    ids = [entry.id]
    # about now, the other is most often the replaced value
    rival = None if _NOW_Q.search(q.text) or replaced else _rival(passed, best, best_score, anchor)
    if rival is not None and not near.instance(sentence):
        text, ids = f"{text} / {rival[1]}", [entry.id, rival[0].id]
    return ChatAnswer(text, ids, f"the statement that covers {min(best_score, 1):.0%} of the question")


# "the quiz is at the Anchor, not the Swan": a sentence that denies a value an earlier one says
_STOP_STEMS = frozenset(stem(w) for w in STOP_WORDS)
_NOT_VALUE = re.compile(r"\bnot\s+(?:the\s+|on\s+|in\s+|at\s+)?(?P<value>[\w'’-]+(?:\s+[\w'’-]+)?)", re.I)


# The assistant's reply restates in plain words what was said in passing ("I am told swimming is
# now the thing" — "swimming is about the kindest exercise there is"): a question's word in a
# reply sentence that echoes the statement meets it for this share of its weight.
ECHO_CREDIT = 0.6


def _reply_bags(e: Entry) -> list[set[str]]:
    """The words (stems) of each sentence of the assistant's reply to the statement, if any."""
    reply = e.extra.get("reply") if e.extra else None
    if not reply:
        return []
    parts = SENTENCES.split(reply)
    return [{stem(w) for w in words(spell_out(part)) if w not in STOP_WORDS} for part in parts]


def _echoed(reply: list[set[str]], sentence: str, asked: set[str]) -> set[str]:
    """The words of the reply's sentences that echo the statement: that share a word with it that
    the question does not use (a reply that only repeats the question's words echoes nothing
    said)."""
    if not reply:
        return set()
    own = {stem(w) for w in words(sentence) if w not in STOP_WORDS} - asked
    return {w for said in reply if said & own for w in said}


def _corrected(entry: Entry, sentence: str, bags) -> tuple[Entry, str, str | None]:
    """The correction of the chosen statement, if one was said after it ("sorry, the quiz is at
    the Anchor, not the Swan" after "quiz night at the Swan on friday"), without its denial (which
    names the replaced value), and the statement it corrects; else the chosen one, and None."""
    for e, other, _ in bags:
        if other == sentence:
            continue
        if (cut := _correcting(sentence, other)) is not None:
            return entry, cut, other  # the chosen statement is itself the correction
        if e.order >= entry.order and (cut := _correcting(other, sentence)) is not None:
            return e, cut, sentence
    return entry, sentence, None


def _correcting(later: str, earlier: str) -> str | None:
    """`later` without its denial when it denies a value `earlier` names and is about the same
    thing: a word besides the value in common, or a value of two words, both named."""
    named = {w.lower() for w in words(earlier)}
    for found in _NOT_VALUE.finditer(later):
        denied = [w.lower() for w in words(found.group("value"))]
        if len(denied) > 1 and denied[1] in STOP_WORDS:
            denied = denied[:1]  # "not Tuesday but Friday": one word denied
        if not denied or denied[0] in STOP_WORDS or not all(_named_in(w, named) for w in denied):
            continue
        shared = {stem(w) for w in words(later)} & {stem(w) for w in named}
        if shared - {stem(w) for w in denied} - _STOP_STEMS or len(denied) > 1:
            return (later[: found.start()].rstrip(" ,;(-") + later[found.end() :]).strip()
    return None


def _named_in(word: str, named: set[str]) -> bool:
    """Is the word one of these, or the end of one of their numbers ("its 900953, not 935")?"""
    return word in named or word.isdigit() and any(n.isdigit() and n.endswith(word) for n in named)


# A second statement that covers the question as well as the best one is said beside it: the
# reader cannot tell which of the two answers, and the one it would drop may be the one that does.
# Not for a question about now: there the other one is most often what was replaced.
RIVAL_GAP = 0.15  # how much less a rival may cover (tuned on benchmarks/chats: 0.05–0.3 the same)
_NOW_Q = re.compile(rf"\b(?:{_NOW_WORDS}|current|still|anymore)\b", re.IGNORECASE)


# A clause that tells what was given up ("I stopped spin class", "quit the brewery", "no longer at X")
_GIVEN_UP = re.compile(
    r"\b(?:left|leaving|quit|quitting|no longer|used to|stopped|gave up|given up|dropped|ditched|"
    r"moved (?:out of|away from|from)|anymore|any more)\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"\s*[,;]\s*|\s+(?:but|and now|so now)\s+", re.IGNORECASE)


def _without_given_up(text: str) -> str:
    """The statement's clauses that do not tell what was given up, when some do and some do not
    ("also I stopped spin class, it's yoga at Lantern now" → "it's yoga at Lantern now"): about now, the
    clause given up holds the replaced value."""
    clauses = [c for c in _CLAUSE_BREAK.split(text) if c.strip()]
    kept = [c for c in clauses if not _GIVEN_UP.search(c)]
    said = ", ".join(kept)
    # ("I quit pilates, finally": one word left says nothing that holds)
    return said if len(said.split()) > 1 and len(kept) < len(clauses) else text


def _rival(
    passed: list[tuple[float, Entry, str]], best: tuple[Entry, str], best_score: float, anchor: set[str]
):
    """The statement of another turn that covers the question within RIVAL_GAP of the best one,
    or None. Not one that names the anchor of "before X": that is when, not what."""
    others = [
        (s, e, t)
        for s, e, t in passed
        if e.id != best[0].id and s >= MIN_COVERAGE and not (anchor and anchor <= {stem(w) for w in words(t)})
    ]
    if not others:
        return None
    score, e, t = max(others, key=lambda p: p[0])
    return (e, t) if best_score - score <= RIVAL_GAP else None


def _with_story(q: _Question, found: ChatAnswer, entries: Sequence[Entry]) -> ChatAnswer:
    """A slot's timeline, and beside it what was said about it in order when that tells more:
    a stage the curator did not file is often in the sentences ("how has her job changed")."""
    if any(relation == "partner" for _, relation, _ in found.path):
        return found  # a relationship's story is its stages, read from the turns already
    said = _from_statements(q, entries)
    if not said.answer or " → " not in said.answer:
        return found
    told = [v.strip().lower() for v in (found.answer or "").split("→") if v.strip()]
    # only what the timeline does not tell already: a sentence naming one of its values adds nothing
    more = [step for step in said.answer.split(" → ") if not any(v in step.lower() for v in told)]
    if not more:
        return found
    return ChatAnswer(
        f"{found.answer} | {' → '.join(more)}", [*found.entry_ids, *said.entry_ids], found.reason, found.path
    )


STORY_STEPS = 6  # at most this many sentences tell a story


def _story(
    passed: list[tuple[float, Entry, str]], floor: float = MIN_COVERAGE, told: str = "about it"
) -> ChatAnswer | None:
    """ "how has her job changed" with no slot that tells it: the sentences that cover the
    question (the best few, one per turn, scoring at least `floor`) in the order they were
    said, dated. None when fewer than two turns do (one sentence tells no change)."""
    best_of_turn: dict[int, tuple[float, Entry, str]] = {}
    for score, e, sentence in passed:
        if score >= floor and score > best_of_turn.get(e.id, (0.0,))[0]:
            best_of_turn[e.id] = (score, e, sentence)
    chosen = sorted(best_of_turn.values(), key=lambda p: p[0], reverse=True)[:STORY_STEPS]
    if len(chosen) < 2:
        return None
    chosen.sort(key=lambda p: (p[1].order, p[1].id))
    steps = [f"{(e.valid_at or '')[:10]}: {sentence}".removeprefix(": ") for _, e, sentence in chosen]
    return ChatAnswer(" → ".join(steps), [e.id for _, e, _ in chosen], f"what was said {told}, in order")


# Of the statements that cover a question, which answers it: the words covered first, then how
# close in meaning each is to the question, at this weight (tuned on benchmarks/chats and probes:
# 0.15 to 0.3 the same, 514 at 0.5; not for a walk of several hops, where the statement about the
# person reached, not the one closest to the question's words, answers).
MEANING_WEIGHT = 0.2


def _near_in_meaning(q: _Question, low: list[tuple[float, Entry, str]]) -> list[tuple[float, Entry, str]]:
    """Of the statements that cover less of the question than MIN_COVERAGE but at least
    LOW_COVERAGE, those close to it in meaning (LOW_COVERAGE_MEANING): "what dose of metformina
    do I take now" met by "the doctor changed the metformina to 1000" says little of its words
    but what it asks. As for any sentence judged by meaning, a favourite of another kind than
    the one asked is none ("my favourite colour is teal" for "her favourite film")."""
    low = [p for p in low if _no_other_favourite(q, p[2])]
    cosines = _meaning_cosines(q, [sentence for _, _, sentence in low]) if low else None
    if cosines is None:
        return []
    return [p for p, cosine in zip(low, cosines, strict=True) if cosine >= LOW_COVERAGE_MEANING]


def _frames_of_unsaid(q: _Question, unsaid: set[str]) -> list[set[str]]:
    """The two words either side of a word memory never says, inside one phrase of the question
    ("the chief financial officer": chief, officer). A sentence that says both names another thing
    of that frame ("Chief Product Officer"); one that says either alone may well be the answer
    ("new work mob 07700 900915" for "my work mobile number")."""
    frames = []
    run: list[str] = []
    for w in [*q.tokens, "."]:
        if w not in STOP_WORDS and w.isalnum():
            run.append(stem(w))
            continue
        frames += [{run[i - 1], run[i + 1]} for i in range(1, len(run) - 1) if run[i] in unsaid]
        run = []
    return [f for f in frames if not f & unsaid]


def _closest_of(q: _Question, covering: list[tuple[float, Entry, str]]) -> tuple[float, Entry, str]:
    """The covering statement that answers: the highest score, plus MEANING_WEIGHT times its
    closeness in meaning to the question; the first of equals (said earlier in the pack)."""
    if len(covering) == 1 or q.hops:
        return max(covering, key=lambda p: p[0])
    cosines = _meaning_cosines(q, [sentence for _, _, sentence in covering])
    if cosines is None:
        return max(covering, key=lambda p: p[0])
    return max(zip(covering, cosines, strict=True), key=lambda pc: pc[0][0] + MEANING_WEIGHT * pc[1])[0]


def _meaning_cosines(q: _Question, sentences: list[str]) -> list[float] | None:
    """How close in meaning each sentence is to the question (cosines of the wordllama vectors,
    the names of who it is about left out: the words match them already); None with no encoder."""
    from memcli import embed
    from memcli.errors import MemcliError

    names = [*q.subjects, *q.user]
    try:
        return embed.text_cosines(
            embed.without_names(q.text, names), [embed.without_names(s, names) for s in sentences]
        )
    except MemcliError:
        return None


_PRONOUN_SUBJECTS = frozenset({"i", "he", "she", "they", "we", "you", "it"})


def _things_in(clause: str) -> set[str]:
    """The stems of what a "before" clause names, its verb left out: "the library" → library;
    "I moved in with my girlfriend" → girlfriend; "he retired" → nothing."""
    said = words(clause)
    if said and said[0] in _PRONOUN_SUBJECTS:
        said = said[2:]  # the subject and its verb
    return {stem(w) for w in said if w not in STOP_WORDS and stem(w) not in _GENERIC}


def _said_before(bags: list, anchor: set[str]) -> list:
    """The sentences said before the anchor ("Castlebray") was first named, and in that turn
    ("sold Larkspur Terrace and secured a flat at Abbotsmead Court"); all of them when no
    sentence names it (then the question's own words decide)."""
    named = [e.order for e, _, bag in bags if anchor and anchor <= bag]
    if not named:
        return bags
    first = min(named)
    return [b for b in bags if b[0].order <= first]


def _names_a_role(word: str) -> bool:
    """Words for people by role ("husband", "boss", "son") are close in meaning but name different
    people: a sentence about a business partner says nothing about a husband."""
    relation = lexicon.relation_for_noun(word)
    return relation is not None and lexicon.get(relation).kind == "person"


# English says eating and drinking with "have" ("I always have porridge for breakfast", "I'll
# have a flat white"): a light verb no meaning score links to the verb asked with
_HAD = frozenset({"have", "has", "had", "having"})
HAD_FOR = {"eat": _HAD, "eats": _HAD, "drink": _HAD, "drinks": _HAD}


class _Nearness:
    """Question words a sentence meets in meaning, not in letters: "engaged" is met by "marry",
    "job" by "work". A word counts when some word of the sentence is at least SOFT_MIN close (word
    vectors, memcli.embed), for (1 + closeness) / 2 of its weight; the word itself still wins."""

    def __init__(self, q: _Question, terms: set[str]) -> None:
        surface = {stem(w): w for w in q.tokens}
        if q.asks_job:  # "what does she do": her work, though the question never says "work"
            surface.setdefault(_WORK_STEM, "work")
        self.asked = {
            t: surface[t] for t in terms if t in surface and not t.isdigit() and not _names_a_role(surface[t])
        }
        # the words people state a relation with, for each question word that asks for one
        self.stated = {t: lexicon.said_stems(t) - {t} for t in self.asked}
        self.said_with = set(self.asked).union(*self.stated.values())  # "can't stand" for "hate"
        # a person's role is met only by a noun of the same role ("bf" for "boyfriend"): close
        # words name other people ("husband" and "business partner")
        roles = {t: lexicon.relation_for_noun(surface[t]) for t in terms if t in surface}
        self.roles = {
            t: r for t, r in roles.items() if r and t not in self.asked and _names_a_role(surface[t])
        }
        self.kinds = {t: surface[t] for t in q.instance_kinds if t in surface}
        self.told = set(q.tokens)
        # (a story of someone's work is told by its changes, not by every trade named in passing)
        self.trades = not q.evolution
        self.seen: dict[tuple[str, str], float] = {}

    def met(self, sentence: str, bag: set[str]) -> dict[str, float]:
        found = {t: STATED_CREDIT for t, said in self.stated.items() if t not in bag and said & bag}
        for t, role in self.roles.items():
            if t not in bag and _says_role(sentence, role):
                found[t] = STATED_CREDIT
        missing = {t: w for t, w in self.asked.items() if t not in bag and t not in found}
        if not missing:
            return found
        said = {w for w in words(sentence) if w not in STOP_WORDS and not w.isdigit()}
        for t, asked in missing.items():
            if asked in HAD_FOR and HAD_FOR[asked] & set(words(sentence)):
                found[t] = STATED_CREDIT  # "what do I eat for breakfast" ← "I have porridge"
                continue
            if any(kinds.is_of_kind(w, asked) for w in said):  # "pink" answers "what colour"
                found[t] = KIND_CREDIT
                continue
            if any(_a_doing_of(asked, w) for w in said):
                found[t] = KIND_CREDIT  # "bouldering" answers "what sport" (WordNet files it elsewhere)
                continue
            if asked in _EATING and any(_edible(w) for w in said - self.told):
                found[t] = STATED_CREDIT  # "what won't he eat": "nae mushrooms mind"
                continue
            if self.trades and t in _WORK_ASKED and _names_a_trade(said):
                found[t] = STATED_CREDIT  # "where does she work": "she's a hairdresser at X"
                continue
            close = max((self._close(asked, w) for w in said), default=0.0)
            if close >= SOFT_MIN:
                found[t] = (1 + close) / 2  # a near word counts more than half, less than the word itself
        return found

    def instance(self, sentence: str) -> str | None:
        """The word a sentence answers a kind question with: "pink" in "hair is pink now, lavender
        era over" for "what colour is my hair". Of several words of the kind, the one nearest a
        word the question used (the sentence's other colour is a colour of something else)."""
        raw = _raw_words(sentence)
        low = [w.lower() for w in raw]
        if _fresh_name(raw, self.told):  # "the new hatchback, a grey Brindle": the name says more
            return None
        stems = [stem(w) for w in low]
        for t, asked in self.kinds.items():
            if t in stems:
                continue
            found = [i for i, w in enumerate(low) if w not in STOP_WORDS and kinds.is_of_kind(w, asked)]
            if found:
                # (near a word the question used, or one people say it with)
                used = [i for i, w in enumerate(stems) if w in self.said_with and w != t] or [0]
                return raw[min(found, key=lambda i: (min(abs(i - u) for u in used), i))]
        return None

    def _close(self, a: str, b: str) -> float:
        if (a, b) not in self.seen:
            from memcli.embed import word_likeness

            self.seen[(a, b)] = word_likeness(a, b)
        return self.seen[(a, b)]


def _says_role(sentence: str, role: str) -> bool:
    """Does the sentence name someone by a noun of this role ("bf" for a partner), not as part of
    a compound ("business partner", "tennis partner": another role altogether)?"""
    raw = [w.lower() for w in _raw_words(sentence)]
    for i, w in enumerate(raw):
        if lexicon.relation_for_noun(w) != role:
            continue
        before = raw[i - 1] if i else ""
        compound = before and before not in STOP_WORDS and kinds.is_noun(before)
        if not compound or kinds.is_adjective(before):
            return True
    return False


def _about(q: _Question, e: Entry, sentence: str) -> bool:
    """Is the sentence about the question's person? The user's own turns are about the user;
    anyone else must be named in the sentence or just before it (the next may say "he"). A
    sentence about someone else that shares the question's verb ("a 4 hr drive") is no answer."""
    if not q.subjects:
        return True
    user_keys = {n.casefold() for n in q.user}
    own = set(words(sentence))
    # only a sentence that says "he"/"she" may lean on a name said before it
    near = set(words(" ".join(_window(e, sentence)))) if own & _THIRD_PERSON else own
    if q.unwalked:  # "my gf's dog", the dog unfiled: "odalys's dog" is about Odalys's dog
        near |= {w[:-2] for w in near if w.endswith("'s")}
    # the user's own sentence is about the user unless it only speaks of "he"/"she"
    about_user = e.subject.casefold() in user_keys and (
        own & _FIRST_ANY or not own & _THIRD_PERSON or q.unfollowed
    )
    # a speaker's own sentence ("I joined a choir", said by Lena) is about that speaker too:
    # memories where several people talk (LoCoMo) ask about each of them by name
    speaker_says_self = bool(own & _FIRST_ANY or not own & _THIRD_PERSON)
    speaker = set(words(e.subject))
    # "when did Noor start at Globex": a statement of hers that names no Globex is about no Globex
    if about_user and q.places and not any(set(words(p)) & near for p in q.places):
        return False
    for person in q.subjects:
        if person.casefold() in user_keys and about_user:
            return True
        if speaker_says_self and speaker and set(words(person)) <= speaker:
            return True
        if set(words(person)) & near:
            return True
    return False


_THIRD_SUBJECTS = frozenset({"who", "he", "she", "they", "hes", "shes", "he's", "she's", "they're"})


def _of_someone_else(q: _Question, sentence: str, met: set[str]) -> bool:
    """ "my daughter Hortense, who lives in Kelderstad": the question's verb is said of someone
    else (its subject is "who", "he", "she" or a name the question does not use), so the
    sentence says nothing about the user it asks after."""
    users = {n.casefold() for n in q.user}
    if q.hops or not met or not any(s.casefold() in users for s in q.subjects):  # "her fiancé": someone else
        return False
    raw = _raw_words(sentence)
    asked = {w.lower() for w in q.raw}
    hits = _verbs_met(raw, met)
    if not hits:
        return False
    for i in hits:
        before = raw[i - 1] if i else ""
        low = before.lower()
        # ("I'm teaching biology": "I'm" is capitalized for being "I")
        named = before[:1].isupper() and low not in asked and low.replace("’", "'") not in _FIRST_SUBJECTS
        # a name, "he"/"she", or a role ("our neighbour plays the violin") is the verb's subject
        if not (named or _nearest_subject(raw, i) == "third" or _names_a_role(low)):
            return False
    return True


def _of_me_not_them(q: _Question, sentence: str, met: set[str], bag: set[str]) -> bool:
    """ "where does my sister work", no sister in memory: "I work at Ashby Print" says where the
    user works, and "my partner Sam … does nights at the hospital" where the partner does, not the
    sister (the sentence names no sister; its verb is said of "I", or it names another of mine)."""
    if not q.unwalked or {stem(w) for w in q.unwalked} & bag:
        return False
    raw = _raw_words(sentence)
    mine = [b.lower() for a, b in zip(raw, raw[1:], strict=False) if a.lower() in ("my", "our")]
    if any(_names_a_role(w) for w in mine):
        return True
    hits = _verbs_met(raw, met)
    if not hits and q.asks_job:  # "what does my mum do for work": "they offered me a job" is mine
        said = {w.lower() for w in raw}
        return bool(said & _FIRST_ANY) and not said & _THIRD_PERSON
    return bool(hits) and all(_nearest_subject(raw, i) == "first" for i in hits)


# Words that make what follows them a maybe: "we might move to Bristol", "thinking about
# learning the piano"; a question about plans asks for exactly that
# ("may" is as often the month: "in may we moved to Leeds")
_MAYBE_WORDS = frozenset({"might", "could", "would", "maybe", "perhaps", "possibly", "thinking"})
_ASKS_PLANS = re.compile(
    r"\b(?:plan\w*|want\w*|hop(?:e|es|ing)|might|may|could|would|will|going to|gonna|thinking|consider\w*)\b",
    re.IGNORECASE,
)
_MAYBE_VERBS = _VERB_LIKE | {stem("move")}
MAYBE_REACH = 3  # words back from a verb to the "might" that makes it a maybe


def _only_maybe(q: _Question, sentence: str, met: set[str]) -> bool:
    """ "where did we move to" is not answered by "we might move to Bristol next year": every
    verb the question shares with the sentence is a maybe there (unless the question asks about
    plans)."""
    if _ASKS_PLANS.search(q.text):
        return False
    raw = _raw_words(sentence)
    hits = _verbs_met(raw, met, _MAYBE_VERBS)
    return bool(hits) and all(
        any(w.lower() in _MAYBE_WORDS for w in raw[max(0, i - MAYBE_REACH) : i]) for i in hits
    )


# "what can I have for breakfast.", "can you sign it Lupe": the user asking, not telling
_ASKING = re.compile(
    r"^\W*(?:(?:also|and|so|ok|okay|but|btw|hey|hi|oh|um|quick q|one more thing)\W+)?"
    r"(?:what|how|which|who|where|why|can|could|would|should|do|does|is|are|will|any)\b",
    re.IGNORECASE,
)


_PLEASE = re.compile(r"\b(?:please|pls|plz)\b(?![^?]*\?)", re.IGNORECASE)


def _only_asking(sentence: str) -> bool:
    """Is every sentence of the passage a question ("also which area should I live in", "can
    you check this"), none a wish said with "please"?"""
    parts = [part for part in SENTENCES.split(sentence) if part.strip()]
    # ("any money stuff in rand please": a standing wish, told)
    return all(_ASKING.search(part) and not _PLEASE.search(part) for part in parts)


def _verbs_met(raw: list[str], met: set[str], verbs: frozenset[str] = _VERB_LIKE) -> list[int]:
    """Where the sentence's words are verbs the question asks with ("lives", "works")."""
    return [i for i, w in enumerate(raw) if (t := stem(w.lower())) in met and t in verbs]


SUBJECT_REACH = 5  # words back from a verb to the pronoun it is said of ("hes from my flat, works at")
_FIRST_SUBJECTS = frozenset({"i", "i'm", "im", "i've", "ive", "i'd", "we", "we're", "we've"})


def _nearest_subject(raw: list[str], i: int) -> str | None:
    """Whose is the verb at i: "first" or "third", by the nearest subject pronoun before it ("I",
    "we've"; "he", "she's"), or None. Texting drops a repeated subject: "hes from my flat, works
    at X" is his."""
    for w in reversed(raw[max(0, i - SUBJECT_REACH) : i]):
        low = w.lower()
        if low in _FIRST_SUBJECTS:
            return "first"
        if low in _THIRD_SUBJECTS:
            return "third"
    return None


def _someone_elses_relative(q: _Question, sentence: str) -> bool:
    """ "what's my sister's name" is not answered by "Dev's sister Amara is visiting": the
    question's relative, said as another person's ("Dev's sister", "his sister") and never as
    the user's ("my sister"), is not the user's."""
    users = {n.casefold() for n in q.user}
    low = sentence.lower()
    spans = [span for owner, _, _, span in q.hops if owner == "my" or owner in users]
    # "when is my birthday" is not answered by "Dev's birthday is next week" either
    spans += [{w} for before, w in zip(q.tokens, q.tokens[1:], strict=False) if before in ("my", "our")]
    for span in spans:
        for noun in span - {"of", *_PAST}:
            theirs = re.search(
                # "her sister-in-law" is another relative
                rf"\b(\w+)(?:'s|’s)\s+(?:\w+\s+)?{re.escape(noun)}(?![-\w])|\b(?:his|her|their)\s+{re.escape(noun)}(?![-\w])",
                low,
            )
            if (
                theirs
                and (theirs.group(1) or "") not in users
                and not re.search(rf"\b(?:my|our)\s+(?:\w+\s+)?{re.escape(noun)}\b", low)
            ):
                return True
    return False


def _window(e: Entry, sentence: str) -> list[str]:
    """The sentence (or passage) with the ones just before it in the same turn (where "he" was
    named)."""
    parts = _sentences(e)
    i = next((n for n, part in enumerate(parts) if sentence.startswith(part.rstrip())), 0)
    return [*parts[max(0, i - NAMED_BEFORE) : i], sentence]


_EATING = frozenset(HAD_FOR)
# A question's words for work, met by a trade named ("a tattoo artist at Hollow Pine")
_WORK_ASKED = frozenset({_WORK, _JOB})
# Stems of the words that say someone works, besides the trades themselves
_WORK_STEMS = frozenset(stem(w) for w in "work job career employ hire shift office company firm boss".split())


def _says_work(sentence: str) -> bool:
    """Does a sentence say what someone does for work: a work word or a trade ("nurses")?"""
    said = words(sentence)
    return any(stem(w) in _WORK_STEMS for w in said) or _names_a_trade(said)


def _names_a_trade(said: Iterable[str]) -> bool:
    """Do these words name a trade ("nurse", "hairdressers")?"""
    return any(lexicon.is_occupation(w.removesuffix("s")) for w in said)


# kinds of doing WordNet files few pastimes under: a sport or exercise, or any pastime
_SPORT_KINDS = frozenset({"sport", "sports", "exercise"})
_PASTIME_KINDS = frozenset({"hobby", "hobbies", "pastime", "pastimes", "activity"})


def _a_doing_of(kind: str, word: str) -> bool:
    """Is the word a doing of the kind asked ("bouldering" for "what sport", "knitting" for
    "what hobby")?"""
    if kind in _SPORT_KINDS:
        return kinds.is_sport(word)
    return kind in _PASTIME_KINDS and kinds.is_pastime(word)


def _holds_kind(q: _Question, sentence: str) -> bool:
    """A sentence answers "what car does she drive" or "which hospital was he born in" only if
    it holds something of the asked kind: the kind word itself, a name the question does not use,
    a number for a kind that is a measure, or a word of that kind or close to it in
    meaning ("cello" for instrument)."""
    if not q.asked_kinds:
        return True
    raw = _raw_words(sentence)
    told = set(q.tokens)
    # ("the emergency dept": a department, its shorthand spelled out)
    if any(stem(w.lower()) in q.asked_kinds for w in _raw_words(spell_out(sentence))):
        return True
    # (each sentence's first word is capitalized for being first: "... on the hill. Back legs going.")
    if any(_fresh_name(_raw_words(part), told) for part in SENTENCES.split(sentence)):
        return True
    fresh = [w for w in raw[1:] if w.lower() not in told and w.lower() not in STOP_WORDS]
    kinds_asked = [w for w in q.tokens if stem(w) in q.asked_kinds]
    if any(_a_measure(w) for w in kinds_asked) and _holds_number(sentence, q):
        return True  # "what score did he get": "a 78"; "what date was the wedding": "june 8th"
    if any(kinds.is_a(w.lower(), k) for k in kinds_asked for w in fresh):
        return True
    if set(kinds_asked) & (_FOOD_KINDS | {"food"}) and any(_edible(w.lower()) for w in fresh):
        return True  # "what food does he refuse to eat": "nae mushrooms mind" (WordNet's is_a misses)
    if any(_a_doing_of(k, w.lower()) for k in kinds_asked for w in fresh):
        return True  # "what sport am I doing": "colleagues go bouldering" (WordNet files it as no sport)
    from memcli.embed import similarity

    return any(similarity(k, w.lower()) >= KIND_MEANING for k in kinds_asked for w in fresh)


def _a_measure(kind: str) -> bool:
    """A kind a number gives (a score, a date, a price), in WordNet's words."""
    return any(kinds.is_a(kind, k) for k in MEASURE_KINDS)


MEASURE_KINDS = ("measure", "value", "magnitude")


def _fresh_name(raw: list[str], told: set[str]) -> bool:
    """Does the sentence capitalize a word the question does not use (not its first word, not a
    month or a day)? That is a name of something."""
    return any(w[:1].isupper() and w.lower() not in told and w.lower() not in _NOT_NAMES for w in raw[1:])


_NUMBER_STEM = stem("number")
# What may stand before "number" when it is a phone's: its owner, or a word for the phone
_PHONE_NUMBER_LEAD = frozenset(
    """my his her their our your the a new old current phone mobile cell work home contact whats what's
    what""".split()
)


def _other_number(raw: list[str]) -> bool:
    """ "student id number", "lucky number", "order number": a number named by another noun."""
    for before, word in zip(raw, raw[1:], strict=False):
        if word.lower() == "number":
            low = before.lower()
            return not (low in _PHONE_NUMBER_LEAD or low.endswith(("'s", "’s")))
    return False


# For a question about now, what a statement's place in time adds to its coverage (0 for the first
# said, this for the last): a later statement that covers less of the question ("now i use Ledgerly
# for the invoices") outweighs an older, fuller one, and may answer though it covers less than
# MIN_COVERAGE on its own. Tuned on benchmarks/chats (41st session: 0.1 -> 0.8, tuned 1177 ->
# 1181/1823; 0.6-1.5 within one answer of it); held-out 892 -> 893/1782.
RECENCY_CREDIT = 0.8
# For a question about before something ("where did the team work before we got our own space"),
# the same for what was said first (this for the first, 0 for the last said before it). Tuned on
# benchmarks/chats (0.25 over 0.5: tuned 1181 -> 1183/1823); held-out 893 -> 895/1782.
EARLY = 0.25
# "cancelled the gym", "quit Ironworks", "sold the van": what ended; "now", "started", "joined"
# say what began in the same breath ("left Linley, joined Thornmere")
_ENDED = re.compile(
    r"\b(?:cancell?ed|quit|left|sold|stopped|dropped|gave up|given up|no longer|ended|finished with)\b", re.I
)
_BEGUN = re.compile(r"\b(?:now|started|starting|joined|joining|switched|moved|got|new)\b", re.I)


def _only_ended(q: _Question, sentence: str) -> bool:
    """For a question about now, a sentence that only says something ended ("also cancelled the
    gym, way too pricey") tells what no longer holds, not what does."""
    return q.about_now and bool(_ENDED.search(sentence) and not _BEGUN.search(sentence))


def _recency(q: _Question, bags) -> dict[int, float]:
    """What each turn's place in time adds to a statement's coverage: for a question about now
    ("where does she work these days"), more the later it was said (the latest is likelier what
    holds now); for one about before something, more the earlier."""
    if not (q.about_now or q.before):
        return {}
    order = sorted({(e.order, e.id) for e, _, _ in bags})
    span = max(len(order) - 1, 1)
    if q.before:
        return {key[1]: EARLY * (1 - n / span) for n, key in enumerate(order)}
    return {key[1]: RECENCY_CREDIT * n / span for n, key in enumerate(order)}


# "in early 2023": the state as it stood by the end of April; "mid" by July; else by December
_PART_OF_YEAR = {"early": 4, "mid": 7}


def _period_end(q: _Question) -> str:
    """The last month of the time a dated question asks about, as "YYYY-MM"."""
    year, month = q.dates
    part = next((m for w, m in _PART_OF_YEAR.items() if re.search(rf"\b{w}\b", q.text, re.I)), 12)
    return f"{year:04d}-{month or part:02d}"


def _held_then(q: _Question, timeline: list[Entry]) -> Entry | None:
    """ "who was she seeing in early 2023": the value said last by then, when some value was said
    by then and a later one replaced it (else the slot's other readings answer)."""
    if not q.dates[0] or not timeline or any(not e.valid_at for e in timeline):
        return None
    end = _period_end(q)
    said = [e for e in timeline if e.valid_at[:7] <= end]
    if not said or len(said) == len(timeline):
        return None
    return said[-1]


def _date_credit(q: _Question, e: Entry) -> float:
    """A question dated "in March 2023" is met by what was said then."""
    year, month = q.dates
    if not (year or month) or not e.valid_at:
        return 0.0
    said_year, said_month = int(e.valid_at[:4]), int(e.valid_at[5:7])
    if (year and year != said_year) or (month and month != said_month):
        return -0.25
    return 0.25


_WHEN_WORDS = frozenset(
    "spring summer autumn fall winter christmas easter today tomorrow yesterday week month year".split()
)


def _says_when(value: str) -> bool:
    """Does a value say a time: a number, a month, a day, a season ("june", "the 3rd", "2019")?"""
    said = [w.lower() for w in _raw_words(value)]
    return any(c.isdigit() for c in value) or any(
        w in _MONTHS or w in WEEKDAYS or w in _WHEN_WORDS for w in said
    )


_SUPPORTING = frozenset({"support", "supports", "supported", "supporter"})


def _value_fits(q: _Question, found: ChatAnswer) -> bool:
    """Does a slot's value answer the question? "the name of the brewery my brother works at" is
    answered by "blackwater yard", a name even in lowercase, not by "brewery", a kind of place;
    a slot that holds people is answered by a name, not by a role ("my boss": "practice
    manager"), and one that holds places or organisations not by a word that names neither
    ("lives in": "guy")."""
    if found.answer is None:
        return True  # a slot's own abstention ("conflicting values") stands
    value = found.answer
    relation = lexicon.get(found.path[-1][1]) if found.path else None
    content = [w for w in _raw_words(value) if w.lower() not in STOP_WORDS]
    named = any(w[:1].isupper() for w in content)
    if q.name_of:
        return named or _lowercase_name(content)
    if q.when and not _says_when(value):
        return False  # "when is my sister getting married": a date, never the groom
    # "what scent can't I stand": "smell" is what a scent is, not which one; nor is "truck" which
    # truck he drives
    if len(content) == 1 and any(
        kinds.is_a(kind, content[0].lower()) or stem(kind) == stem(content[0].lower())
        for kind in q.kind_words - STOP_WORDS
    ):
        return False
    if relation and relation.kind == "place" and q.who:
        return False  # "who did I share the flat on Copper Lane with": someone, never the place
    if relation and relation.kind == "org" and POST_WORDS & set(q.tokens):
        return False  # "what's my job title now": a post, never the firm
    if relation and relation.kind == "person" and q.where:
        return False  # "where did we get engaged": somewhere, never the partner
    if relation and relation.name == "club" and _SUPPORTING & set(q.tokens):
        return False  # "which football club do I support": a team cheered for, not one belonged to
    places = {
        w
        for w in q.kind_words
        if (r := lexicon.relation_for_noun(w)) and lexicon.get(r).kind in ("org", "place")
    }
    if relation and relation.kind == "thing" and places:
        return False  # "which university is Elsie going to for her music degree": no course answers
    if relation and _kind_unmet(q, relation, value):
        return False  # "what colour is my car": a car, no colour; "which relative found it": no home
    if relation and relation.kind != "person" and q.who and q.defaulted:
        return False  # "who runs operations at the company": a role holder, not the user's employer
    if relation and relation.kind == "person" and not named:
        # "devika", "mint" (a word, but no word for a person), not "practice manager" nor "guy"
        return any(_coined(w.lower()) for w in content) or _a_word_as_a_name(content)
    if relation and relation.kind in ("place", "org") and not named and len(content) == 1:
        word = content[0].lower()
        return _coined(word) or _rare_noun(word) or any(kinds.is_a(word, k) for k in PLACE_KINDS)
    return _fits(q, value)


def _kind_unmet(q: _Question, relation: lexicon.Relation, value: str) -> bool:
    """Does the question ask for a kind of thing ("what colour", "which relative") that the slot's
    relation, one named by a noun, does not name and its value is not? A kind word before a noun
    the relation names ("which football club") only qualifies it; a home or a workplace is asked
    for by any kind of place ("what street", "which part of Dublin", "which school")."""
    if not relation.nouns or relation_match(list(q.kind_heads), relation.name) > 0:
        return False  # ("which team do I support": a relation no noun names holds any kind)
    where = relation.kind in ("place", "org")
    said = [w.lower() for w in _raw_words(value)]
    for word in q.kind_words:
        kind = stem(word)
        if kind not in q.asked_kinds:
            continue
        if relation_match([kind], relation.name) > 0 or (
            kind in _WORK_ASKED and relation_match([*_WORK_ASKED], relation.name)
        ):
            continue  # ("what work do I do": a job title is work)
        if where and (word in _PARTS or any(kinds.is_a(word, k) for k in _WHERE_KINDS)):
            continue
        if not any(kinds.is_of_kind(w, word) for w in said):
            return True
    return False


_PARTS = frozenset({"part", "bit", "end", "side"})


def _rare_noun(word: str) -> bool:
    """A word no one uses for a place or firm but its name ("started at lambent": a dictionary
    word, but rare), not an everyday one ("guy", "work") nor an adverb ("somewhere")."""
    return (
        _NAME_SHAPE.fullmatch(word) is not None and not kinds.is_everyday(word) and not kinds.is_adverb(word)
    )


POST_WORDS = frozenset({"title", "role", "position", "post"})  # words that ask what someone is at work
# What a one-word place or organisation slot value is a kind of: "the hospital", "a bakery",
# "town", "the zoo", "a depot" answer where someone works or lives; "guy", "work" do not (see
# WHERE_KINDS for sentences)
PLACE_KINDS = ("location", "structure", "organization", "social_group", "facility")
_WHERE_KINDS = (*PLACE_KINDS, "way")  # the kinds a home or a workplace is asked by ("what street")


def _a_word_as_a_name(content: list[str]) -> bool:
    """One lowercase word that texting gave a person who holds a role ("mint", "rose"): a noun,
    but none for a person, a role or a kind of person."""
    word = content[0].lower() if len(content) == 1 else ""
    if _NAME_SHAPE.fullmatch(word) is None or word in CHAT_WORDS:  # (stop words are not content)
        return False
    role = kinds.is_a(word, "person") or lexicon.is_occupation(word) or lexicon.relation_for_noun(word)
    return kinds.is_noun(word) and not role and word not in ANYONE


# words for someone unnamed (WordNet files "someone" as the category "person" itself)
ANYONE = frozenset("someone somebody anyone anybody everyone everybody nobody person people one".split())


def _lowercase_name(content: list[str]) -> bool:
    """A name texting left lowercase: one word no dictionary holds ("zorvex"; "brewery" is a
    kind), or several with one that is no everyday word ("blackwater yard", not "new place")."""
    if len(content) == 1:
        return _coined(content[0].lower())
    return any(not kinds.is_everyday(w.lower()) for w in content)


def _fits(q: _Question, text: str) -> bool:
    """Does the text hold the kind of thing the question asks for?"""
    if q.number and not _holds_number(text, q):
        return False
    if q.name_of:
        return _name_near(text, q)
    return not q.who or _names_someone(text, q)


def _names_someone(text: str, q: _Question) -> bool:
    """ "who was her boss at Ardmore Hill": an answer names someone the question does not. A
    capitalized word after the first, not a month or day, not the question's own; a text in
    lowercase (texting) is given the benefit of the doubt."""
    raw = _raw_words(text)
    capitals = [w for w in raw[1:] if w[:1].isupper() and w != "I"]
    if not capitals:
        return True
    asked = {w.lower().removesuffix("'s").removesuffix("’s") for w in q.raw}
    return any(
        w.lower().removesuffix("'s").removesuffix("’s") not in asked | _MONTHS.keys() | _DAYS
        for w in capitals
    )


def _names_place(text: str, q: _Question) -> bool:
    """ "where does he work" is answered by a sentence that names a place: a capitalized word
    the question does not use (not the first, not a month or day), a word no dictionary holds
    (texting's lowercase names: "quarrystone offered me a job"), or a kind of place ("the
    climbing gym"); "driving home from work right now" names none."""
    raw = _raw_words(text)
    asked = {stem(w.lower().removesuffix("'s").removesuffix("’s")) for w in q.raw}
    capitals = [w.lower() for w in raw[1:] if w[:1].isupper() and not w.startswith("I'") and w != "I"]
    if any(stem(w) not in asked and w not in _MONTHS and w.removesuffix("s") not in _DAYS for w in capitals):
        return True
    for word in {w.lower() for w in raw}:
        if word in _NO_PLACE or stem(word) in asked or not word.isalpha():
            continue
        if _coined(word):
            return True  # a name in lowercase
        if any(kinds.is_a(word, k) for k in WHERE_KINDS):
            return True
    return False


# What a common noun in a sentence must be a kind of to say where: "the climbing gym", "a bakery",
# "the garden centre". Stricter than PLACE_KINDS, which judges a slot's one-word value: any word of
# a sentence is tried here, and "right", "me" have senses that are locations or regions.
WHERE_KINDS = ("structure", "establishment", "organization", "facility", "area")


def _coined(word: str) -> bool:
    """A lowercase word no dictionary holds, texting's own words aside: a name ("quarrystone",
    "zuzu", an owner's "mei's"), not "hey" or "im", nor a contraction ("we're", "doesn't"). (An
    owner that is an everyday word, "brother's", still counts: reading it as no name cost a
    held-out answer.)"""
    if _NAME_SHAPE.fullmatch(word) is None or word in STOP_WORDS or word in CHAT_WORDS:
        return False
    return not kinds.is_word(word)


# words of letters (a slot's value may have several: "blackwater yard", "ellie-mae") and an
# owner's "'s" at most: no contraction, no digits
_NAME_SHAPE = re.compile(r"[^\W\d_]+(?:[- ][^\W\d_]+)*(?:['’]s)?")


_NO_PLACE = frozenset({"home", "work", "bed", "here", "there", "place", "way"})


# "how much did he pay for the room", "what does it cost": a sum of money is asked, and only a
# sentence that writes one answers ("a room with 4 other guys" holds a number, no price)
_MONEY_Q = re.compile(
    r"\bhow much\b.*\b(?:pay|paid|pays|cost|costs|spend|spent|earn|earns|earned|charge|charged|rent|"
    r"hike|raise|rise|bonus|salary|wage|wages)\b"
    r"|\bwhat(?:'s|s| is| was)?\s+(?:my|his|her|their|our|the|\w+'s)\s+(?:\w+\s+)?"
    r"(?:price|salary|wage|wages|rent|cost|fee)\b",
    re.IGNORECASE,
)
_MONEY = re.compile(
    r"[£$€¥₹]\s?\d|\d\s?(?:k|m|p)\b|\b\d[\d,.]*\s*(?:pounds?|quid|dollars?|bucks|euros?|rupees?|"
    r"grand|pence|cents?|kr|nok|sek|zł|pln|an hour|a month|a week|per)\b|\b(?:rs\.?|inr|usd|gbp|eur)\s?\d",
    re.IGNORECASE,
)


_HOW_OFTEN = re.compile(r"\bhow often\b", re.IGNORECASE)
_FREQUENCY = frozenset(
    "daily weekly monthly yearly nightly fortnightly hourly annually every once twice".split()
)


def _holds_number(text: str, q: _Question) -> bool:
    """A number the question does not already say ("the B2 exam" holds no score); a sum of money
    when the question asks what something cost or paid."""
    if _MONEY_Q.search(q.text) and not _MONEY.search(text):
        return False
    if _HOW_OFTEN.search(q.text) and _FREQUENCY & set(words(text)):
        return True  # "how often do I feed it": "weekly", "every week", "twice a day"
    told = set(q.tokens)
    found = {w for w in words(text) if re.search(r"\d", w) or w in _NUMBER_WORDS}
    return bool(found - told)


def _name_near(text: str, q: _Question) -> bool:
    """A name (a capitalized word that is not the sentence's first unless it opens "Lena, my
    sister", not a month or day, and not one the question already uses; in texting's lowercase,
    a word no dictionary holds, "her dog zuzu", or any word after "called") within NAME_REACH words
    of the noun the question asks about."""
    raw = _raw_words(text)
    asked = {w.lower().removesuffix("'s").removesuffix("’s") for w in q.raw}
    kinds_asked = {w for w in q.tokens if stem(w) in q.nouns}
    # ("whom we've named Telford" in a sentence of a "Labrador puppy": a puppy is a dog; a ferret
    # is a pet, by the words the pet relation is said with)
    nouns = {
        i
        for i, w in enumerate(raw)
        if stem(w.lower()) in q.nouns
        or any(kinds.is_of_kind(w.lower(), k) or lexicon.relation_for_noun(w) == k for k in kinds_asked)
    }
    if not nouns:
        return False
    for i, w in enumerate(raw):
        low = w.lower()
        if low in asked or low in _MONTHS or low in _DAYS or low == "i":
            continue
        if _given_name(raw, i) and low not in STOP_WORDS:
            return True  # "a gecko called gregory", "a puppy … we named her Tess": whatever the word
        if not any(abs(i - j) <= NAME_REACH for j in nouns):
            continue
        if i + 1 < len(raw) and raw[i + 1].lower() in _MODALS:
            continue  # "so Juno can finally have the dog": someone who may have it, not its name
        if w[:1].isupper() and (i > 0 or _named_first(text, w)):
            return True
        if w.islower() and _coined(low):
            return True
    return False


_MODALS = frozenset({"can", "could", "will", "would", "should", "might", "must", "may", "shall"})


def _given_name(raw: list[str], i: int) -> bool:
    """Is the i-th word the name given by "called"/"named", straight after it or after its object
    ("we named her Tess")? A sentence that says so names its thing anywhere in it."""
    before = [w.lower() for w in raw[max(0, i - 2) : i]]
    if not before:
        return False
    return before[-1] in _NAMING_VERBS or (before[0] in _NAMING_VERBS and before[-1] in _NAMED_OBJECTS)


_NAMING_VERBS = frozenset({"called", "named", "calling", "naming", "call", "name"})
_NAMED_OBJECTS = frozenset({"her", "him", "it", "them"})


def _named_first(text: str, word: str) -> bool:
    """ "Lena, my sister, brought …": a capital opening the sentence is no name by its capital
    alone; before ", my/our …" it is, unless it is a word that opens sentences ("Honestly,",
    "So,", "Yesterday,": stop words, adverbs, everyday words)."""
    low = word.lower()
    if low in STOP_WORDS or low in CHAT_WORDS or kinds.is_adverb(low) or kinds.is_everyday(low):
        return False
    return re.match(rf"{re.escape(word)}\s*,\s*(?:my|our)\b", text) is not None


def _sentences(e: Entry) -> list[str]:
    text = e.value if e.relation == "said" else e.statement
    parts = [p for p in SENTENCES.split(text) if p.strip()]
    return parts or [text]


# A texting line's fragments ("getting a collie pup next week. gonnae call her jura", "we got a
# rescue rat. mothball.") say one thing between them: a sentence shorter than this is read together
# with the one before it in the turn (the first, with the one after it).
PASSAGE_MIN = 5


def _passages(e: Entry) -> list[str]:
    """The turn's sentences, each too short to stand alone joined to its neighbour."""
    out: list[str] = []
    for part in _sentences(e):
        if out and (len(part.split()) < PASSAGE_MIN or len(out[-1].split()) < PASSAGE_MIN):
            out[-1] = f"{out[-1].rstrip()} {part.strip()}"
        else:
            out.append(part)
    return out


# A question's word said in the passage next to a statement, in the same turn ("my hamster." after
# "bramble would like the crumbs"), meets it for this share of its weight.
CONTEXT_CREDIT = 0.7


def _lent(near: _Nearness, terms: set[str], bags: list, i: int) -> dict[str, float]:
    """The question's words that the passages either side of the i-th (in its turn) say,
    literally or in meaning, each for CONTEXT_CREDIT of what it would count in the passage itself."""
    entry = bags[i][0]
    span = [j for j in (i - 1, i, i + 1) if 0 <= j < len(bags) and bags[j][0].id == entry.id]
    around = set().union(*(bags[j][2] for j in span if j != i))
    window = " ".join(bags[j][1] for j in span)
    lent = {
        t: credit * CONTEXT_CREDIT
        for t, credit in near.met(window, bags[i][2] | around).items()
        if t in terms
    }
    return lent | {t: CONTEXT_CREDIT for t in (terms & around) - set(lent)}


# a sentence that opens on what the one before it said ("It is my favourite food", "Only wine I
# drink anyway"; "she"/"he" too cost a held-out answer: a person is named farther back)
_LEANS_BACK = re.compile(r"^\W*(?:it|it'?s|that|that'?s|this|these|those|only)\b", re.IGNORECASE)


def _extend(sentence: str, entry: Entry) -> str:
    """A terse sentence ("started surfing.") with the ones that follow it in the same turn, and one
    that leans on the sentence before it ("It is my favourite food.") with that one."""
    if entry.relation != "said":
        return sentence.strip()
    parts = _sentences(entry)
    try:
        i = parts.index(sentence)
    except ValueError:
        return sentence.strip()
    out = [sentence.strip()]
    if i > 0 and _LEANS_BACK.match(sentence):
        out.insert(0, parts[i - 1].strip())  # "It is my favourite food": what "it" is came before
    for nxt in parts[i + 1 : i + 3]:
        if len(" ".join(out).split()) >= SHORT_SENTENCE:
            break
        out.append(nxt.strip())
    return " ".join(out)


def person_named(answer: str | None, known: Callable[[str], bool], user_names: Sequence[str]) -> str | None:
    """The one person an answer to "who …" names: the answer itself when it is a short name, else
    the one word of its sentence that memory knows as someone (`known`); never the user."""
    if not answer:
        return None
    users = {n.casefold() for n in user_names}
    if len(answer.split()) <= 3 and answer[:1].isupper() and answer.casefold() not in users:
        return answer
    said = dict.fromkeys(w for w in _raw_words(answer) if w.lower() not in STOP_WORDS and w.isalpha())
    named = {w.casefold() for w in said if w.casefold() not in users and known(w)}
    return named.pop().title() if len(named) == 1 else None

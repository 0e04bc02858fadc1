"""Discourse: facts that only a sequence of sentences or turns of one conversation states.

The parser-backed curator (memcli.curators.parse) reads one sentence at a time into clauses. Some
news is told across sentences and turns instead, or by turn-level words that no single clause's
parse carries, and is read here, from the words and tokens of a person's turn:

- a pending job confirmed later: an interview or application at a place, then "I GOT IT!!" or
  "they hired me" in a later turn: the place is the employer;
- a home sought, then moved into: "need a flat in stenbury" … "moved." or "got the keys": the
  town sought is where the person lives now;
- a move announced with a greeting from the new town: "hello from Hafenau!! got the keys";
- a partner announced by a bare name ("been seeing someone. noor."), as a job announcement
  ("got an offer. lisbon. pastry chef") makes the turn's bare names the employer;
- starting one's own business, named after the fact ("starting my own bakery, it's called X");
- a proposal ("Frank asked me to marry him": the one who proposed is the partner).

What a conversation has said that a later turn may complete (a job applied for, a town a home
is sought in) is a `DiscourseState`, which the curator holds for the history it reads. The
curator makes the items (it knows the turn and the slots' current values); these readers say
what and where.

parse.py imports this module; the few token readers of parse.py used here (`_negated`,
`_value`, `FIRST`) are imported where they are called, so neither import waits on the other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from memcli import lexicon
from memcli.text import MONTHS, WEEKDAYS
from memcli.types import Item


@dataclass
class DiscourseState:
    """What one history has said that a later turn may complete, by person (lowercase name)."""

    pending: dict[str, str] = field(default_factory=dict)  # person → where they interviewed or applied
    pending_role: dict[str, str] = field(default_factory=dict)  # person → the role applied for there
    sought: dict[str, str] = field(default_factory=dict)  # person → the town they are looking for a home in
    moving_in: set[str] = field(default_factory=set)  # people whose last turn said they are moving in

    def moved_into_place(self, who: str, sents, facts: Sequence[Item]) -> str | None:
        """ "sooo im moving in w odalys!!!" then "her place on quince rd": the home someone moves
        into, named as someone's place on a street or in a town, in the turn that says the move
        or the person's next one, when the turn names no residence otherwise."""
        text = " ".join(s.text for s in sents)
        key = who.lower()
        moving = bool(_MOVING_IN.search(text))
        found = None
        told = any(f.relation == "residence" for f in facts)
        if (moving or key in self.moving_in) and not told and (match := _PLACE_ON.search(text)):
            place = match.group("place")
            found = None if place.split()[0].lower() in WHEN_WORDS else place  # "my flat in spring"
        self.moving_in.discard(key)
        if moving and found is None:
            self.moving_in.add(key)
        return found

    def moved_to_address(self, sents, facts: Sequence[Item]) -> str | None:
        """ "WE GOT THE KEYS. 14 Linnet Row, Elmstead.": an address written in the turn that says
        the move is the new home, when the turn names no residence otherwise."""
        text = " ".join(s.text for s in sents)
        if not _MOVED.search(text) or any(f.relation == "residence" for f in facts):
            return None
        match = _ADDRESS.search(text)
        return match.group("address") if match else None

    def moved_to_sought(self, who: str, sents, facts: Sequence[Item]) -> str | None:
        """ "need a flat in stenbury" … later "moved." or "got the keys!": the town a person was
        looking for a home in is where they live now, when the move names no place itself (the
        turn's `facts` hold no residence). That town, if the turn moved the person there."""
        text = " ".join(s.text for s in sents)
        sought = self.sought.get(who.lower())
        greeted = _HELLO_FROM.search(text)
        place = sought or (greeted.group("place") if greeted else None)
        found = None
        if place and _MOVED.search(text) and not any(f.relation == "residence" for f in facts):
            found = place  # "hello from Hafenau!! got the keys"
            self.sought.pop(who.lower(), None)
        if match := _LOOKING_IN.search(text):
            self.sought[who.lower()] = match.group("place")
        return found

    def pending_for(self, who: str, applied: str | None) -> str | None:
        """The job that may come for this person: one applied for before, else the one this very
        turn applied for (`applied_in`), which it may say came ("Interview at Pellow went well.
        Offer received")."""
        return self.pending.get(who.lower()) or applied

    def note_pending(self, who: str, docs, confirmed: bool, applied: str | None) -> None:
        """An interview or application at a place (`applied_in` the turn) is a job that may come:
        a later "got it" names it. A confirmed one is no longer pending."""
        if confirmed:  # (the job may have been applied for in this very turn)
            self.pending.pop(who.lower(), None)
            self.pending_role.pop(who.lower(), None)
            return
        place = applied or _opening_then_place(docs)
        if place:
            self.pending[who.lower()] = place
            role = next((r for d in docs if (r := _role_applied_for(d))), None)
            if role:
                self.pending_role[who.lower()] = role
            else:
                self.pending_role.pop(who.lower(), None)


JOB_NEWS_NOUNS = frozenset({"job", "offer", "position", "post", "role", "gig", "contract"})
JOB_NEWS_VERBS = frozenset({"offer", "get", "accept", "land", "take", "start", "sign"})


# "need a flat in stenbury", "looking for a house near Calder": the town a home is sought in
# (texting leaves it lowercase, and the parser reads such messages poorly, so words, not a parse).
_LOOKING_IN = re.compile(
    r"\b(?:need|needs|find|finding|looking for|look for|hunting for|searching for|viewing|view)\s+"
    r"(?:a|an|the|some)?\s*(?:\w+\s+){0,2}?(?:flat|house|place|apartment|flatshare|home)\s+"
    r"(?:in|near)\s+(?P<place>[a-z][\w'-]*(?:\s+(?!and\b|but\b|for\b|with\b|so\b)[a-z][\w'-]*){0,2}?)"
    r"\s*(?:[,.!?;]|$)",
    re.IGNORECASE,
)
# "we moved apartments, mission flats -> alder point", "switched phones: pixel → iphone": a change
# written as an arrow, the old value before it and the new one after
ARROW_CHANGE = re.compile(
    r"\b(?P<verb>moved|moving|switched|switching|changed|changing|swapped|swapping)\b"
    r"[^.!?\n>→]{0,40}?[\s,:(]\s*(?P<old>[\w'’&][\w'’& .-]{0,40}?)\s*(?:->|→|=>|-->)\s*"
    r"(?P<new>[\w'’&][\w'’&-]*(?:\s+[\w'’&][\w'’&-]*){0,3}?)\s*(?=$|[.,!?;)\n]|\s+(?:and|but|so)\b)",
    re.IGNORECASE,
)


MOVED_HOMES = frozenset(
    "house houses home homes flat flats apartment apartments place places city cities town towns"
    " country".split()
)


def arrow_change(text: str) -> tuple[str, str, str] | None:
    """(relation, old, new) of a change written as an arrow: a move is the home; a switch of
    phones, cars, gyms is that thing (a noun the people lexicon knows, other than a job's
    title: "changed jobs: barista -> chef" may name firms or posts)."""
    match = ARROW_CHANGE.search(text)
    if match is None:
        return None
    between = text[match.end("verb") : match.start("old")].strip(" ,:(").lower().split()
    noun = between[0] if between else ""  # what changed: "apartments", "phones"
    if match.group("verb").lower().startswith("mov"):
        if noun and noun not in MOVED_HOMES:
            return None  # "moving the meeting: 3pm -> 4pm" moves no one
        relation = "residence"
    else:
        relation = lexicon.relation_for_noun(noun.removesuffix("s")) if noun else None
        if relation is None or relation == "job title":
            return None
    return relation, _undetermined(match.group("old")), _undetermined(match.group("new"))


def _undetermined(value: str) -> str:
    """ "the Brio" → "Brio": the value without its article or owner."""
    first, _, rest = value.strip().partition(" ")
    return rest if rest and first.lower() in ("a", "an", "the", "my", "our") else value.strip()


# "14 Linnet Row, Elmstead", "2b Carver St": a house number, a street, and the town after a comma
# It stands on its own or after "to", "into" or "from" ("writing to you from 3 Larkspur Way"); "parked
# at 12 Dean Road" says where something else is.
_ADDRESS = re.compile(
    r"(?:^|[.!?:;—–-]\s*|\b(?i:to|into|from)\s+)"
    r"(?P<address>\d{1,4}[a-z]?\s+(?:[A-Za-z][\w'’-]*\s+){1,3}?(?i:" + "|".join(lexicon.STREET_TYPES) + r")\b"
    r"(?:,\s*[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)?)"
)
# A move that names no place: "moved.", "we moved!", "got the keys", "moved in yesterday",
# "got the keys of the new apartment", "we bought a house!!", "moving in with sam."
_MOVED = re.compile(
    r"\b(?:moved|we've moved|i've moved)\s*(?:in\b|[.!,]|$)|\bgot the keys\s*(?:[.!,]|$)|"
    r"\b(?:bought|buy)\s+(?:a\s+|our\s+|my\s+|the\s+)?(?:new\s+|first\s+)?(?:house|flat|home|apartment|condo)"
    r"\s*(?:[.!,]|$)|"
    r"\bmov(?:ed|ing)\s+in\s+(?:with|w)\s+\w+\s*(?:[.!,]|$)|"
    r"\bgot the keys (?:of|to|for) (?:the |our |my )?new (?:flat|apartment|house|place|home)\b|"
    r"^moved\b(?!\s+(?:to|from|into|out))",
    re.IGNORECASE,
)


def says_moved(text: str) -> bool:
    """ "we moved!!", "got the keys.": a move made, where not said in the same breath."""
    return bool(_MOVED.search(text))


# A move into a home whose place is said apart: "moving in with sam", "we moved in together".
# Said or under way, not planned: "will maybe move in" is no move yet.
_MOVING_IN = re.compile(r"\bmov(?:ed|ing)\s+in\b|\bliving together\b", re.IGNORECASE)
WHEN_WORDS = (
    frozenset(MONTHS) | frozenset(WEEKDAYS) | {"spring", "summer", "autumn", "fall", "winter", "time"}
)
# "his place on fenn st", "our new flat in Dunmere", "her flat, Prenzlauer Berg": someone's home
# and where it is (after a comma, a name).
_PLACE_ON = re.compile(
    r"\b(?:my|our|his|her|their|[a-z]+'s)\s+(?:new\s+)?(?:place|flat|house|apartment|home)"
    r"(?:\s+(?:on|in)\s+|,\s*(?=(?-i:[A-Z])))"
    r"(?P<place>[\w'-]+(?:\s+(?!and\b|but\b|so\b|with\b|for\b)[\w'-]+){0,3}?)"
    # ("bc", "cuz" are spelled out first; a dash opens a list's next line)
    r"(?=\s*(?:[,.!?;]|$|[-–—](?:\s|$)|\s(?:so|and|but|because)\b))",
    re.IGNORECASE,
)
# "Hello from Hafenau!!": where the writer is, which a move in the same message makes home.
_HELLO_FROM = re.compile(
    r"\b(?i:hello|hi|hey|greetings)\s+from\s+(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)"
)
# "been seeing someone. noor.", "met someone!! his name's Ravi": a turn that announces a
# partner, whose bare names are that partner (as a job announcement's are the employer).
_PARTNER_NEWS = re.compile(
    r"\b(?:seeing|dating|met|meeting)\s+(?:someone|somebody|a guy|a girl)\b|"
    r"\b(?:got|have)\s+a\s+(?:new\s+)?(?:girlfriend|boyfriend|gf|bf)\b|"
    # "I am engaged!! Her name is …", "just got engaged": the speaker's own engagement
    r"(?:\b(?:i'?m|i\s+am|we'?re|we\s+are|i|we)\s+|^\s*)(?:just\s+)?(?:got\s+)?engaged\b|"
    # "I'm in love!!! Her name is Giulia" (not "in love with this recipe")
    r"\b(?:i'?m|i\s+am)\s+(?:so\s+|totally\s+|madly\s+|completely\s+)?in\s+love\b(?!\s+with\s+(?:the|this|that|it|my|a)\b)|"
    # "i have a date friday 👀 his name is matteo": the one a date is with
    # ("a date with the dentist" is an appointment)
    r"\b(?:i\s+have|got|going\s+on)\s+a\s+(?:first\s+)?date\b(?!\s+with\s+(?:the|my)\b)",
    re.IGNORECASE,
)


def partner_news(docs) -> bool:
    return any(_PARTNER_NEWS.search(d.text) for d in docs)


# "starting my own bookkeeping business, it's called Ledgerline", "from 1 October I have my own
# company, Lindqvist Konstruktion AB": the business one runs is one's employer, named after the fact.
OWN_BUSINESS = re.compile(
    r"\b(?:start|starting|started|open|opening|opened|launch|launching|launched|run|running|set up|"
    r"setting up|register|registering|registered|have|has|got)\s+(?:my|our)\s+own\s+(?:[\w-]+\s+){0,2}?"
    r"(?:business|company|shop|caf[eé]|bakery|"
    r"practice|studio|firm|agency|startup|restaurant|bar|consultancy|clinic)\b"
    # "… called Crumbwell", or the name right after a comma: "registering my own business, Bright Line"
    r"(?:[^.!?]*?\b(?:called|named)\s+|,\s*)(?P<name>[A-Z][\w&'’-]*(?:\s+(?:&\s+)?[A-Z][\w&'’-]*){0,3})"
)
OPENINGS = frozenset({"job", "position", "vacancy", "opening", "post", "role"})  # "a job at X"
# "Frank asked me to marry him", "Ines proposed!!": the one who proposed is the partner. What
# is proposed ("proposed a plan"), or whom ("Dr. Amrani proposed me for the post"), is no marriage.
PROPOSED = re.compile(
    r"\b(?!(?:He|She|They|It|We|You|I)\b)(?P<name>[A-Z][\w'’-]+)\s+"
    r"(?:asked\s+me\s+to\s+marry\s+(?:him|her|them)|"
    r"proposed\b(?!\s+(?:a|an|the|that|to|me|us|him|her|them|my|our|his|their)\b))"
)
# "engaged!! Priscilla said yes": in a turn that announces an engagement, the one who said yes
SAID_YES = re.compile(r"\b(?!(?:He|She|They|It|We|You|I)\b)(?P<name>[A-Z][\w'’-]+)\s+said\s+yes\b")
# "I'm seeing someone new, Isla (she's a vet)": the name set beside the someone
SOMEONE_NAMED = re.compile(
    r"\b(?i:seeing|dating|met|meeting)\s+(?i:someone|somebody)(?:\s+(?i:new))?\s*[,:–—-]\s*"
    r"(?P<name>[A-Za-z][\w'’-]+)\b"  # (texting writes names in lower case: read by the caller)
)
# In a turn that announces a partner ("met someone!! her name's Lou"), the name given is theirs.
# A name as given after "her name is": one word, or a title and a surname ("Mr Baxter", "Dr
# Okafor"), or a first name and a capitalized surname ("Hattie Cole"); "Gerald and he …" is one.
GIVEN_NAME = r"(?P<name>(?:(?:mr|mrs|ms|miss|dr|prof)\.?\s+)?[A-Za-z][\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
NAME_IS = re.compile(r"\b(?:his|her|their)\s+name(?:'s|’s|\s+is)\s+" + GIVEN_NAME, re.IGNORECASE)
# "Her name is Maren, we met on the bus", "he's called Theo": a reply that opens with a name,
# after the speaker's last message named a role of theirs without one ("… with my girlfriend")
NAMED_NEXT = re.compile(
    r"\W*(?:(?:so|well|oh|ok|haha|lol)\W+)?(?:(?:she|he)(?:'s|’s|\s+is)\s+called|"
    r"(?:his|her|their)\s+name(?:'s|’s|\s+is))\s+" + GIVEN_NAME,
    re.IGNORECASE,
)
# "me and kayla are officially together", "Lou and I are a thing now": a couple said as one.
TOGETHER = re.compile(
    r"\b(?:me\s+(?:and|n|&)\s+(?P<after>[A-Za-z][\w'’-]+)|(?P<before>[A-Za-z][\w'’-]+)\s+(?:and|n|&)\s+(?:i|me))"
    r"\s+(?:are|r|got)\s+(?:(?:now|officially|finally|properly|back)\s+)?"
    r"(?:together|a\s+thing|an\s+item|a\s+couple|dating|official|engaged|going\s+out|seeing\s+each\s+other)\b",
    re.IGNORECASE,
)
# "cooking for Friederike, we are together since November", "we've been together for a year":
# a couple said with "we" (the other is the one person named in that sentence: parse.py)
WE_TOGETHER = re.compile(
    r"\bwe\s*(?:'re|’re|'ve|’ve|are|have|r)?\s+(?:been\s+)?(?:together|dating|a\s+couple|an\s+item|"
    r"going\s+out|seeing\s+each\s+other)\s+(?:since|for)\b",
    re.IGNORECASE,
)
# "got made redundant today", "I was laid off", "retired today!!" (not "retired the old laptop"):
# the speaker's job ended (texting drops the "I";
# "my mum got laid off" is someone else's, so the clause must open the sentence or follow "I")
LOST_JOB = re.compile(
    r"^(?:(?:so|well|just|and|ugh|welp)\W+)*(?:i\s*(?:'ve|'m|have|am|was|got|just)?\s*)?(?:(?:was|got|been|being|just)\s+)*"
    r"(?:made\s+redundant|laid\s+off|let\s+go|sacked|fired|retired(?!\s+(?:the|my|a|an|his|her|our|their|that|this|it|them)\b))\b",
    re.IGNORECASE,
)
# "been on a few dates with Kieran": someone being dated (one date with Ana is not yet a partner)
DATES_WITH = re.compile(
    r"\b(?:been|going|gone|went)\s+on\s+(?:a\s+few|a\s+couple\s+(?:of)?|some|two|three|loads\s+of)\s+"
    r"(?:\w+\s+)?dates\s+with\s+(?P<name>[A-Za-z][\w'’-]+)",
    re.IGNORECASE,
)
_CALENDAR = "|".join(m.title() for m in (*MONTHS, *WEEKDAYS))  # "in June" is when, not where
# A place's name: up to three capitalized words, no month or weekday ("in June" is when)
PLACE_NAME = r"(?!(?:" + _CALENDAR + r")\b)[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}"
# "Own flat in Friedrichshain now", "new place on Quince Rd!!", "our flat in Leith now": a verbless
# note of the speaker's home and where it is (the small parser reads "own" there as a verb); news
# only when new or now ("our flat in Leeds is freezing" tells nothing new)
_NEW_HOME_IN = re.compile(
    r"(?:^|[.!?]\s+)(?:(?i:my|our)\s+)?(?P<new>(?i:own|new)\s+)?(?:(?i:little|tiny|first)\s+)?"
    r"(?i:flat|place|apartment|house|home|studio|condo|cottage)\s+(?i:in|on)\s+"
    r"(?P<place>" + PLACE_NAME + r")(?P<now>\s+(?i:now)\b)?"
)


def new_home_in(text: str) -> str | None:
    found = _NEW_HOME_IN.search(text)
    if found and (found.group("new") or found.group("now")):
        return found.group("place")
    arrived = _ARRIVED_IN.search(text)
    return arrived.group("place") if arrived and _UNPACKING.search(text) else None


# "Ok we're IN Tauranga! House is chaos, boxes everywhere": arrived somewhere, in a message that
# tells of moving in (a holiday's "we're in Rome!!" has no boxes to unpack)
_ARRIVED_IN = re.compile(
    r"(?:^|[.!?]\s+)(?:(?i:ok|okay|so|well|right)\W+)?(?i:we|i)\s*(?i:'re|’re|'m|’m|\s+are|\s+am)\s+"
    r"(?:(?i:finally|officially|now|all)\s+)?(?i:in)\s+"
    r"(?P<place>" + PLACE_NAME + r")(?=\s*(?:[.!,]|(?i:now)\b))"
)
_UNPACKING = re.compile(
    r"\b(?:boxes|unpack(?:ing|ed)?|moving\s+(?:day|van|truck)|movers|removal\s+van|got\s+the\s+keys|"
    r"found\s+a\s+(?:room|flat|place|apartment|house))\b",
    re.IGNORECASE,
)


def home_noted_after_move(text: str) -> str | None:
    """ "also moved. studio in st johns, 10 min walk to heron", "moved! a flat on quay row": a
    move said without a place, then a verbless note of the home and where it is (texting leaves
    the place lowercase; the parser may not keep such a sentence, so it is read from the words)."""
    found = _HOME_NOTED.search(text)
    if found is None or found.group("place").split()[0].lower() in WHEN_WORDS:
        return None  # ("moved. new flat in june": when, not where)
    return found.group("place")


_HOME_NOTED = re.compile(
    r"\b(?:moved|we've moved|i've moved)\s*[.!]+\s*"
    r"(?:(?:a|an|the|my|our|new|little|tiny)\s+){0,2}(?:flat|studio|house|apartment|place|room|condo|"
    r"cottage|bungalow|terrace)\s+(?:in|on)\s+(?P<place>[\w'’-]+(?:\s+[\w'’-]+){0,2}?)\s*(?:[,.!?;]|$)",
    re.IGNORECASE,
)


# "bought our first house!! it's in Wexford Green": a home got, then where it is
HOME_THEN_WHERE = re.compile(
    r"\b(?i:bought|buy|got|rented|renting|signed for|moving into|moved into)\s+(?i:a|an|our|my|the)\s+"
    r"(?:[\w-]+\s+){0,2}?(?i:house|flat|apartment|home|place|cottage|bungalow|maisonette)\b[^.!?]{0,40}[.!?,]+\s*"
    # "it's in Corran", or a sentence of a few words saying only where ("Me and Maren, in Sandhollow.")
    r"(?:(?i:it['’]?s|it\s+is)\s+|(?:[\w'’]+\s+){0,4}?[\w'’]+,\s+)(?i:in|on)\s+"
    r"(?P<place>" + PLACE_NAME + r")"
    r"(?=\s*(?:[.!?,;]|$)|\s+(?i:and|but|so|with|near|which|where)\b)"
)
# "got a new manager today, she's called Bea", "new boss starts monday, a guy called Raj": a new
# role of the speaker's (texting drops "my" and "I"), then the name it goes by
ROLE_CALLED = re.compile(
    r"(?:^|[.!?]\s+|\bi\s+|\bi've\s+)(?:(?:got|have)\s+a\s+new|(?:my\s+)?new)\s+(?P<role>[a-z]+(?:\s+[a-z]+)?)\b"
    r"[^.!?\n]{0,60}?[,.!?;]+\s*(?:and\s+|but\s+)?"
    r"(?:(?:she|he)(?:'s|’s|\s+is)\s+called|(?:his|her)\s+name(?:'s|’s|\s+is)|"
    r"an?\s+(?:guy|girl|woman|man|lady|bloke|fella)\s+(?:called|named))\s+" + GIVEN_NAME,
    re.IGNORECASE,
)
# "Omar takes over next week" after "my manager Lisa is leaving": the one taking over holds the
# role the message names of the speaker's ("as my manager", or "my manager" said before)
TAKES_OVER = re.compile(
    r"\b(?P<name>[A-Z][\w'’-]+)\s+(?:is\s+|'s\s+|will\s+)?(?:takes?|taking)\s+over\b"
    r"(?:[^.!?\n]{0,40}?\bas\s+my\s+(?P<role>[a-z]+(?:\s+[a-z]+)?))?"
)
# "my landlord is a nightmare, his name is Gerald": the name given just after a role of mine is
# that role's holder (the role's relation is checked by the curator)
NAME_GIVEN = re.compile(
    r"\bmy\s+(?:new\s+|old\s+)?(?P<role>[a-z]+(?:\s+[a-z]+)?)\b(?!['’]s\b)[^.!?\n]{0,80}?[,.!?;]+\s*"
    r"(?:and\s+|but\s+)?(?:his|her|their)\s+name(?:'s|’s|\s+is)\s+" + GIVEN_NAME,
    re.IGNORECASE,
)
# "bleddyn's wife is expecting!! her name's Ceinwen": someone's someone, named after
THEIR_NAME_GIVEN = re.compile(
    r"\b(?P<owner>[A-Za-z][a-z]+)['’]s\s+(?:new\s+)?(?P<role>[a-z]+)\b[^.!?\n]{0,80}?[,.!?;]+\s*"
    r"(?:and\s+|but\s+)?(?:his|her|their)\s+name(?:'s|’s|\s+is)\s+" + GIVEN_NAME,
    re.IGNORECASE,
)
APPLYING = frozenset({"interview", "apply", "application", "audition", "interviewing"})
# "got it", "got the job", "they hired me", "I'm in": the job someone applied for is theirs now.
# "got it" alone is mostly "understood": it confirms only shouted ("I GOT IT") or exclaimed.
_CONFIRMS = re.compile(
    r"\bgot\s+the\s+(?:[\w&'-]+\s+){0,3}?(?:job|offer|position|role|place)\b|\bhired\s+me\b|\bi'?m\s+hired\b|"
    r"\baccepted\s+(?:it|the\s+(?:offer|job))\b|\bthey\s+(?:said|say)\s+yes\b|\boffered\s+me\s+the\s+job\b|"
    # "Offer received yesterday.", "got an offer!", "Accepting. Start 1 Apr.", "I've accepted"
    # ("my paper got accepted" is no one's job)
    r"\boffer\s+received\b|\b(?:received|got)\s+(?:an|the|their)\s+offer\b|"
    r"(?:^|[.!?]\s+|\bi(?:'ve|'m| have| am)?\s+)accept(?:ed|ing)\b",
    re.IGNORECASE,
)
# "didn't get it", "still no offer received", "haven't accepted yet": what did not come
_NOT_GOT = re.compile(
    r"\b(?:didn'?t|did not|not)\s+get\b|\bno\s+offer\b|\b(?:not|n't|never)\s+(?:yet\s+)?accept", re.IGNORECASE
)
_GOT_IT = re.compile(r"\b(?:(?:I|WE)\s+)?GOT\s+IT\b(?P<exclaimed>\s*!)?", re.IGNORECASE)


def applied_in(docs) -> str | None:
    """Where a turn's sentences say a job was applied for, or came to the speaker (`_applied_at`)."""
    return next((p for d in docs if (p := _applied_at(d))), None)


def _applied_at(doc) -> str | None:
    """ "an interview at Ashby Clinic", "applying for a job at Halloran", "there is a job in
    Nordkai Shipping": where. "in" names an employer only when the recognizer calls it an
    organisation ("a job in Hafenau" is a town)."""
    from memcli.curators.parse import _a_company, _named_instead, _negated, _org_value

    if (firm := _approached_by(doc)) is not None:
        return firm
    for token in doc:
        lemma = token.lemma_.lower()
        if (lemma not in APPLYING and not _an_opening(token)) or _negated(token):
            continue
        for prep in (t for t in token.subtree if t.dep_ == "prep" and t.lower_ in ("at", "with", "in")):
            pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if pobj is None or pobj.ent_type_ in ("DATE", "TIME"):
                continue
            pobj = _named_instead(pobj)  # "a job at a company called Corvane Systems": the name
            if prep.lower_ == "in" and not is_organisation(pobj):
                continue
            if _a_company(pobj):  # "a company" is no employer's name; one may follow its town
                if name := _named_after_its_town(pobj):
                    return name
                continue
            if value := _org_value(pobj):  # (the whole of "Carrow & Steyn")
                return value
    return None


def _named_after_its_town(company) -> str | None:
    """ "an interview with a startup in Leeds, Brightwater Labs": the name after the town the
    company is in (the parser hangs it anywhere); none for a company with no town."""
    from memcli.curators.parse import _named_right_after

    ins = (c for c in company.children if c.dep_ == "prep" and c.lower_ == "in")
    town = next((t for p in ins for t in p.children if t.dep_ == "pobj"), None)
    if town is None or town.ent_type_ not in ("GPE", "LOC"):
        return None
    name = _named_right_after(town)
    if not name:
        return None
    # ("… in Leeds, Tom reckons I'll get it": a name that a verb follows is that clause's subject)
    end = town.doc.text.find(name, town.idx + len(town.text)) + len(name)
    following = next((t for t in town.doc if t.idx >= end), None)
    return None if following is not None and following.pos_ in ("VERB", "AUX") else name


APPROACHING = frozenset({"approach", "headhunt", "poach", "contact"})


def _approached_by(doc) -> str | None:
    """ "Carrow & Steyn approached me — partner role", "got headhunted by Pell Labs": a firm
    that came to the speaker about a job (a person who approached them is no firm, unless the
    sentence names the job)."""
    from memcli.curators.parse import _negated, _org_value

    about_a_job = any(t.lemma_.lower() in OPENINGS for t in doc)
    for verb in doc:
        # (the lemmatizer makes "headhunted" "headhunte")
        if not {verb.lemma_.lower(), verb.lower_.removesuffix("ed")} & APPROACHING or _negated(verb):
            continue
        if not any(c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in verb.children):
            by = (a for c in verb.children if c.dep_ == "agent" for a in c.children if a.dep_ == "pobj")
            firm = next(by, None)  # "got headhunted by Pell Labs"
        else:
            firm = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if firm is not None and firm.pos_ == "PROPN" and (is_organisation(firm) or about_a_job):
            return _org_value(firm)
    return None


def _opening_then_place(docs) -> str | None:
    """ "seen a job. night sister at Thornleigh Hospice.": an opening with no place, then a
    fragment with no verb naming a post at one."""
    from memcli.curators.parse import _value

    for doc, after in zip(docs, docs[1:], strict=False):
        if not any(_an_opening(t) for t in doc) or any(t.pos_ in ("VERB", "AUX") for t in after):
            continue
        for prep in (t for t in after if t.dep_ == "prep" and t.lower_ == "at"):
            pobj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if pobj is not None and pobj.ent_type_ not in ("DATE", "TIME") and (value := _value(pobj)):
                return value
    return None


def _role_applied_for(doc) -> str | None:
    """ "a catering coordinator job at Hollin Foods", "the sous chef role": the occupation that
    qualifies a job noun, which a later "I got it!" makes the person's title."""
    for token in doc:
        if token.lemma_.lower() not in OPENINGS:
            continue
        mods = [c for c in token.children if c.dep_ in ("compound", "amod") and c.i < token.i]
        if mods and lexicon.is_occupation(mods[-1].lemma_):
            return doc[mods[0].i : token.i].text
    return None


def is_organisation(token) -> bool:
    """ "Nordkai Shipping", "Pell & Marr Ltd": named as a company (by the recognizer or by its
    last word), not a town."""
    return token.ent_type_ in ("ORG", "FAC") or token.lower_ in lexicon.ORG_WORDS


def _an_opening(token) -> bool:
    """ "there is a job at X", "saw a position at X", "want that role at X": a job someone may
    apply for ("my sister has a job at X" is hers, not an opening)."""
    if token.lemma_.lower() not in OPENINGS:
        return False
    head = token.head
    there = head.lemma_ == "be" and any(c.dep_ == "expl" for c in head.children)
    # "it's a coordinator job at Hollin Foods" (the one a cover letter is for)
    this = head.lemma_ == "be" and any(
        c.dep_ == "nsubj" and c.lower_ in ("it", "this", "that") for c in head.children
    )
    return there or this or head.lemma_.lower() in ("see", "find", "spot", "want", "apply", "advertise")


def confirms(docs, place: str = "") -> bool:
    """Does the turn say the job applied for (at `place`) is the speaker's now: "got the job",
    "they hired me", a shouted or exclaimed "got it" (see `_GOT_IT`), "got Bolt Cycles!!" or
    "GOT BOLT" (the place itself, or its first word, exclaimed or shouted), and nowhere "didn't
    get"?"""
    text = " ".join(d.text for d in docs)
    shouted = any(m.group(0).isupper() or m.group("exclaimed") for m in _GOT_IT.finditer(text))
    # the place, or its first word ("GOT THORNLEIGH" for Thornleigh Hospice), exclaimed or shouted
    named = f"{re.escape(place)}|{re.escape(place.split()[0])}" if place.split() else ""
    got_place = bool(named) and any(
        m.group("exclaimed") or m.group(0).isupper()
        for m in re.finditer(rf"\bgot\s+(?:the\s+job\s+at\s+)?(?:{named})\b(?P<exclaimed>\s*!)?", text, re.I)
    )
    said = shouted or bool(got_place) or bool(_CONFIRMS.search(text))
    return said and not _NOT_GOT.search(text)


def job_news(docs) -> bool:
    """ "got an offer. lisbon. pastry chef", "they offered me the job!": a turn announcing a new job,
    whose bare names (not places, not occupations) are the new employer."""
    from memcli.curators.parse import _negated

    return any(
        t.lemma_.lower() in JOB_NEWS_NOUNS
        and t.head.lemma_.lower() in JOB_NEWS_VERBS
        and t.dep_ in ("dobj", "nsubjpass", "attr")
        and not _negated(t.head)
        and _speakers_news(t.head)
        for d in docs
        for t in d
    )  # the job is what was got, offered or taken: "lost my job … take a shot at it" is no news


def job_news_holder(sent):
    """ "she got a job!!", "Lungile landed a new job", "they offered eli the job": the word for the one
    whose job news the sentence tells (the speaker's own "I", or none, is read by job_news)."""
    from memcli.curators.parse import _negated

    for t in sent:
        verb = t.head
        if t.lemma_.lower() not in JOB_NEWS_NOUNS or verb.lemma_.lower() not in JOB_NEWS_VERBS:
            continue
        if _negated(verb):
            continue
        deps = ("dative", "iobj") if verb.lemma_.lower() == "offer" else ("nsubj", "nsubjpass")
        return next((c for c in verb.children if c.dep_ in deps), None)
    return None


def _speakers_news(verb) -> bool:
    """ "got the job", "I got the job", "marcus offered me the job" are the speaker's news; "eli got
    the job" and "they offered eli the job" are Eli's, and the names around them are not the
    speaker's employer. Whoever offers is not whoever gets: the one offered to is the dative."""
    from memcli.curators.parse import FIRST

    if verb.lemma_.lower() == "offer":
        dative = next((c for c in verb.children if c.dep_ in ("dative", "iobj")), None)
        return dative is None or dative.lower_ in FIRST
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject is None or subject.lower_ in FIRST or subject.lower_ in ("they", "it", "you")

"""Who "I" is: the user's name and aliases, learnt from the archive.

Chat histories rarely state "the user is Mira"; they carry it sideways. A speaker field names
the person typing, the user introduces themself ("I'm Mira", "jun here"), signs a message
("Cheers,\\nMira"), or the assistant greets them ("Hi Mira!") or signs a letter it drafted for them
("Regards,\\nMira"). `claims_in_turn` reads those
hints from one turn as NameClaims; ingest stores them in `user_names` next to the turn that said
them (forgetting the turn forgets the claim); `resolve_identity` weighs all claims into one
UserIdentity. The curator and the answerer use it to read "I"/"my" as the user's name.

Everything here is regexes and small English word lists, cheap enough to run on every ingested
turn. A false name is worse than none (it would turn other people's facts into the user's), so
each pattern is guarded: a candidate must look like a name (capitalized, or for texting forms a
lowercase word that is not common English), and must not be a possessive ("I'm Mira's sister").
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from memcli.lexicon import DIETS
from memcli.text import IRREGULAR_FORMS, TITLES, without_accents
from memcli.types import Turn

KINDS = ("setting", "speaker", "self-intro", "signature", "nickname", "greeting", "drafted")
# Strength of evidence, strongest first: an explicit setting, then a speaker field, then the
# user's own words, then the assistant's.
KIND_RANK = {
    "setting": 6,
    "speaker": 5,
    "self-intro": 4,
    "signature": 3,
    "nickname": 2,
    "greeting": 1,
    "drafted": 1,
}
# The assistant's naming of the user (a greeting, a letter it drafted for the user and signed with
# their name): weak alone, so a name needs two such claims or a stronger one (_resolve).
ASSISTANT_KINDS = frozenset({"greeting", "drafted"})
USER_ROLES = frozenset({"user", "human"})
ASSISTANT_ROLES = frozenset({"assistant", "ai", "bot", "model", "gpt"})
SILENT_ROLES = frozenset({"system", "tool", "function", "developer"})
# Speaker fields of unknown role that belong to an assistant ("GPT-4o", "Claude 3").
_ASSISTANT_NAMES = ("assistant", "chatgpt", "gpt", "claude", "gemini", "copilot", "llama", "mistral", "bard")

FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself", "i'm", "im", "i've", "ive", "i'd", "i'll"})
SECOND_PERSON = frozenset(
    {"you", "your", "yours", "yourself", "you're", "youre", "you've", "you'd", "you'll", "u", "ur"}
)

# Speaker fields that are roles or tools, not people.
GENERIC_SPEAKERS = frozenset(
    """user human me you i self assistant system bot ai model gpt chatgpt claude gemini bard copilot
    llama mistral openai anthropic siri alexa tool function developer unknown anonymous anon
    customer client guest person speaker narrator author moderator admin agent operator host
    participant interviewer interviewee member""".split()
)

# Never a name in a self-introduction or greeting ("I'm an AI", "Hi ChatGPT"). Human names that
# assistants also carry (Claude, Alexa) are not listed: a user may be called that.
_ROLE_WORDS = frozenset("user human assistant bot ai chatgpt gpt model system chatbot".split())

# Words that follow "I'm" / precede "here" and are not names: function words, adverbs,
# adjectives and states, written from general English. Checked lowercased.
COMMON_WORDS = (
    frozenset(
        """a an the this that these those my your his her its our their some any no every each all
    both either neither one two three four five six seven eight nine ten twenty thirty forty
    fifty sixty first second last next other another such same own
    i me you he she it we they him them us who whom what which where when why how whoever
    someone somebody something anyone anybody anything everyone everybody everything nobody
    nothing none noone
    am is are was were be been being do does did done have has had having will would can could
    shall should may might must gonna wanna gotta ought
    in on at to of for from with without by about into onto over under up down out off away
    back around through after before since until near like as than then also too so very
    really just still already always never ever often sometimes usually now today tonight
    tomorrow yesterday soon later here there again not quite pretty rather almost nearly only
    even maybe perhaps probably definitely totally literally actually honestly seriously
    finally currently basically kinda sorta super well yet once twice else instead anyway
    and or but if because while though although unless whether
    yes yeah yep yup no nope ok okay sure fine good great bad awesome cool alright right wrong
    happy sad sorry glad tired sleepy hungry thirsty busy free ready sick ill well better worse
    best worst bored excited nervous worried afraid scared angry mad upset annoyed stressed
    exhausted lonely lucky proud grateful thankful curious confused lost stuck late early
    new old young big small tall short fat thin fit strong weak smart dumb lazy shy quiet loud
    cold hot warm alive dead awake asleep aware able unable home single married engaged
    divorced pregnant retired unemployed broke rich poor allergic human
    male female straight gay certain positive negative serious kidding joking afraid jealous
    calm relaxed chill content pleased thrilled stoked pumped psyched hyped obsessed addicted
    hooked blessed fortunate sure unsure interested sorry open closed local due meant supposed
    used off done over through almost about literally
    going doing trying thinking looking working moving planning hoping leaving coming getting
    starting taking making feeling living staying waiting wondering writing reading calling
    asking texting sending visiting heading flying driving running walking
    tired hungry still nobody everybody somebody someone same weather life work school
    there's here's what's that's it's hi hey hello bye thanks thank please sir madam maam
    mom mum dad mama papa mommy daddy grandma grandpa granny nana auntie aunt uncle honey babe
    baby sis bro dude buddy pal mate love sweetie darling dear boss team guys folks yall friend
    hun hon stranger sunshine chief champ legend fam bestie
    friends everyone all doc coach man girl boy guy lady kid kids people family
    morning afternoon evening night day week weekend month year spring summer autumn fall
    winter christmas easter halloween thanksgiving
    sunny rainy cloudy windy snowy foggy stormy humid freezing raining snowing
    im ive id u ur lol haha omg btw idk tbh imo fyi
    monday tuesday wednesday thursday friday saturday sunday january february march april
    june july august september october november december
    american canadian british english french german spanish italian irish scottish welsh
    dutch swiss swedish danish norwegian finnish polish russian ukrainian chinese japanese
    korean indian mexican brazilian australian african asian european latino latina arab
    turkish greek portuguese jewish muslim catholic christian buddhist hindu atheist
    agnostic protestant mormon republican democrat liberal conservative
    honest sure certain terrified thrilled nervous anxious desperate determined fine
    need want like love hate know think feel hope wish try get go come see say tell ask work
    live make take give find use keep let put run start stop learn study practice speak talk
    read write help call play pay buy eat drink sleep cook move stay wait look watch listen
    check send bring leave meet join quit miss lose win turn show change
    crazy silly weird strange paranoid picky stubborn naive nuts biased cynical romantic odd
    anytime whenever sometime""".split()
    )
    | DIETS
)  # "I'm vegan now": a diet, never a name

# Inflection endings of verbs, adjectives and adverbs. Used only where capitalization says
# nothing (a lowercase candidate, or the first word of a sentence): capitalized names such as
# "Sterling" or "Xiaoming" after "I'm" are not rejected for their endings.
_INFLECTED = (
    "ing",
    "ed",
    "ously",
    "ically",
    "tely",
    "fully",
    "lessly",
    "ingly",
    "edly",
    "ful",
    "less",
    "ness",
    "ous",
    "able",
    "ible",
    "ive",
    "ently",
    "antly",
)
_LONG_ENDINGS = ("ally", "ily", "ly")  # "finally", "happily"; short -ly names ("Lily") kept


def _inflected(word: str) -> bool:
    if word in IRREGULAR_FORMS:
        return True  # "a pint at 9am is frowned upon, I'm told": a verb's form, never a name
    if len(word) >= 5 and word.endswith(_INFLECTED):
        return True
    return len(word) >= 7 and word.endswith(_LONG_ENDINGS)


_TOK = r"[^\W\d_]+(?:['’-][^\W\d_]+)*"
_TOKEN = re.compile(_TOK)
_NEXT_TOKEN = re.compile(r"[ \t]+(" + _TOK + ")")
# A title before a name ("Dr. Anand Kulkarni", "Mrs Hale", texting's "dr. oriane")
_HONORIFIC = re.compile(r"(?:dr|doctor|mr|mrs|ms|mx|miss|prof|professor)\.?[ \t]+(?=[A-Z])", re.I)
# What may follow a name whose form is weak evidence (lowercase, "this is X"): the end of the
# sentence or a few words that continue an introduction.
_AFTER_NAME = re.compile(
    r"[ \t]*(?:\Z|[\n.,!?;:)\]—–~-]|(?:and|but|here|from|btw|by|again|too|also|lol|haha|speaking"
    r"|with|nice|hi|hello|hey|except|instead|anymore|pls|please)\b)",
    re.I,
)


@dataclass(frozen=True)
class NameClaim:
    """One hint that the user goes by `name`: how it was learnt, and from which turn."""

    name: str
    kind: str
    turn_id: int | None


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """The comparison form of a name: casefolded, spaces collapsed, possessive dropped."""
    key = " ".join(name.replace("’", "'").split()).casefold()
    if key.endswith("'s"):
        key = key[:-2]
    return key.rstrip("'")


def display_name(name: str) -> str:
    """Title-case names typed in one case ("mira", "JUN"); keep mixed case ("DeShawn")."""
    name = " ".join(name.split())
    if name.islower() or name.isupper():
        return " ".join(part[:1].upper() + part[1:].lower() for part in name.split())
    return name


def _is_title(token: str) -> bool:
    return len(token) >= 2 and token[0].isupper() and not token[1:].isupper()


def _possessive(token: str) -> bool:
    return token.lower().replace("’", "'").endswith("'s")


def _name_word(token: str, check_endings: bool) -> bool:
    low = token.lower().replace("’", "'")
    if len(low) < 2 or low in COMMON_WORDS or low in _ROLE_WORDS or "'" in low:
        return False
    if token[:1].isupper() and any(part[:1].islower() for part in token.split("-")[1:]):
        return False  # "Barsik-proof", "Self-taught": a word made with a hyphen ("Anne-Marie" is a name)
    return not (check_endings and _inflected(low))


def _texting(text: str) -> bool:
    """Texting style ("im mira", "hey. jun here, I cook"): the message does not open with a
    capital. Only then is a lowercase word a name candidate; someone who capitalizes the start
    of a message would capitalize their own name ("…if I'm honest" names nobody)."""
    first = _TOKEN.search(text)
    return first is None or not first.group()[0].isupper()


def take_name(
    text: str,
    pos: int,
    *,
    lowercase_ok: bool,
    check_endings: bool,
    strict_end: bool,
    max_tokens: int = 3,
) -> str | None:
    """The name starting at text[pos], or None when what stands there is not one.

    Capitalized: 1–max_tokens capitalized tokens. Lowercase (texting, only if lowercase_ok): one
    token that is not a common word and has no verb/adjective ending. A possessive anywhere in
    the name ("Mira's sister") rejects it. strict_end (and every lowercase name) also needs the
    name to end the sentence or be followed by a word that continues an introduction.
    """
    if honorific := _HONORIFIC.match(text, pos):
        pos = honorific.end()  # "I am Dr. Anand Kulkarni": the name is the words after the title
    match = _TOKEN.match(text, pos)
    if match is None:
        return None
    first = match.group()
    if _possessive(first):
        return None
    end = match.end()
    if _is_title(first):
        if not _name_word(first, check_endings):
            return None
        tokens = [first]
        while len(tokens) < max_tokens:
            more = _NEXT_TOKEN.match(text, end)
            if more is None or not _is_title(more.group(1)):
                break
            token = more.group(1)
            if _possessive(token):
                return None
            if not _name_word(token, False):
                break
            tokens.append(token)
            end = more.end()
        lowercase = False
    elif lowercase_ok and first.islower() and first.isalpha() and _name_word(first, True) and _texting(text):
        tokens, lowercase = [first], True
    else:
        return None
    if (strict_end or lowercase) and not _AFTER_NAME.match(text, end):
        return None
    if not (strict_end or lowercase):
        after = _NEXT_TOKEN.match(text, end)  # "I'm Mira ’s" or a lowercase possessive
        if after and _possessive(after.group(1)) and after.group(1)[:1] in "'’":
            return None
    return display_name(" ".join(tokens))


# --- the user's own words -----------------------------------------------------------------------
# Triggers are found with str.find on the lowercased text (C speed); a regex runs only where a
# trigger stands. A regex scanning every character of every turn would cost ingest a third of
# its speed on long conversational turns.
_TWO = r"(?P<name>" + _TOK + r"(?:[ \t]+" + _TOK + r")?)"
# "I'm Mira", "my name's Mira", "call me Mira": the name follows the trigger, anywhere in the text.
_INTRO_TRIGGERS = (
    "i'm ",
    "i’m ",
    "im ",
    "i am ",
    "my name is ",
    "name's ",
    "name’s ",
    "call me ",
)
# "everyone calls me Kwams", "nobody calls me zuri except my mom": a name others use, weaker
# evidence than one the user gives themselves (it may be one they dislike)
_NICKNAME_TRIGGERS = ("calls me ",)
_CALLED = ("call me ", "calls me ")  # the only triggers a one-letter name may follow ("call me Z")
_INITIAL = re.compile(
    r"[A-Z](?!\.[A-Za-z])(?=[ \t]*(?:\Z|[\n.,!?;:)]"
    r"|(?:and|but|pls|please|from now|instead|anymore|except)\b))"
)
# "it's Mira here"
_ITS_TRIGGERS = ("it's ", "it’s ", "its ", "it is ")  # "Good morning. It is Zbigniew here."
_ITS_REST = re.compile(_TWO + r"[ \t]+(?:here|again)\b", re.I)
# "yo its rafe.", "hey, it's Mira!", "its greg btw.": opening the message, the name alone before
# the sentence ends
_ITS_OPENING = re.compile(
    r"[ \t]*(?:(?:hi|hey|hello|yo|hiya|ok|okay|so)\b[,!]?[ \t]*)?it(?:'|’)?s[ \t]+(?P<name>" + _TOK + r")"
    r"(?=[ \t]*(?:(?:btw|by the way|lol)\b[ \t]*)?(?:[.!,\n]|\Z))",
    re.I,
)
_FULL_NAME = re.compile(r"[ \t]*(?P<name>" + _TOK + r")[ \t]+(?:really|officially|properly|on paper)\b", re.I)


def _judged(word: str) -> bool:
    """ "its mint.", "its grand.": a lowercase adjective after "its" says how something is; a
    name is typed in lowercase too, but rarely one that is an adjective."""
    from memcli import kinds

    return word.islower() and kinds.is_adjective(word)


def _sentence_after(text: str, pos: int) -> int:
    """Where the sentence after the one at pos starts (the text's end if none)."""
    ends = [i for c in _SENTENCE_ENDS if (i := text.find(c, pos)) != -1]
    return min(ends) + 1 if ends else len(text)


# "Mira here", "Mira speaking", "This is Mira": only opening a sentence.
_OPENING_TRIGGERS = ("here", "speaking", "this is ")
_OPENING = re.compile(
    r"[ \t]*(?:(?:hi|hey|hello|yo|hiya|ok|okay|so|well)\b[,!]?[ \t]*)?"
    r"(?:(?P<this>this[ \t]+is[ \t]+)|" + _TWO + r"[ \t]+(?:here|speaking)\b)",
    re.I,
)
_HERE_END = re.compile(r"[ \t]*(?:\Z|[\n.,!?;:)—–~-]|(?:again|btw|from|with|and)\b)", re.I)
_SENTENCE_ENDS = ".!?\n"
# "sign my emails 'Warmly, Ruthie'", "please sign it \"Kwesi\"": the name the user signs with.
_SIGN_TRIGGERS = ("sign ", "signed ")
_SIGN_AS = re.compile(
    r"\b(?i:sign)(?:ed)?[ \t]+(?:(?:it|them|off|everything|my[ \t]+\w+|all[ \t]+my[ \t]+\w+|\w+s)[ \t]+)?"
    r"(?:(?:as|with)[ \t]+)?(?P<quote>[\"'“‘])?"
    r"(?:(?i:warmly|best|cheers|thanks|regards|kind regards|best wishes|love|yours|all the best)"
    r"[ \t]*,?[ \t]*)?"
    r"(?:(?:" + "|".join(TITLES) + r")\.?[ \t]+)?"  # "sign them as Dr. Lee": the name is Lee
    r"(?P<name>[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)?)"
    # quoted, or the name alone at the end of a sentence ("and sign it Dariusz.")
    r"(?(quote)[\"'”’]|(?=[ \t]*(?:[.!,;\n]|\Z)))",
)


def _lower(text: str) -> str:
    """text lowercased with every index kept (a few characters grow when lowercased: "İ")."""
    low = text.lower()
    return low if len(low) == len(text) else "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def _hits(low: str, triggers: tuple[str, ...]) -> list[tuple[int, str]]:
    """(position, trigger) of each trigger that starts a word."""
    found = []
    for trigger in triggers:
        pos = low.find(trigger)
        while pos != -1:
            if pos == 0 or not low[pos - 1].isalpha():
                found.append((pos, trigger))
            pos = low.find(trigger, pos + 1)
    return found


def _skip_blanks(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos


def sentence_start(low: str, pos: int) -> int:
    """Where the sentence (or line) holding position pos begins."""
    return _skip_blanks(low, max(low.rfind(c, 0, pos) for c in _SENTENCE_ENDS) + 1)


def _own_name(low: str, pos: int) -> bool:
    """Is the "name's" at pos the speaker's: after "my", or opening its sentence ("Name's Oriane")?"""
    before = low[sentence_start(low, pos) : pos].split()
    return not before or before[-1] == "my"


def _named_after(text: str, low: str, triggers: tuple[str, ...]) -> list[str]:
    """The names standing right after each trigger ("I'm Mira", "call me Z")."""
    found = []
    for pos, trigger in sorted(_hits(low, triggers)):
        if trigger.startswith("name") and not _own_name(low, pos):
            continue  # "her name's Ysella": someone else's
        start = _skip_blanks(text, pos + len(trigger))
        if name := take_name(text, start, lowercase_ok=True, check_endings=False, strict_end=False):
            found.append(name)
        elif trigger in _CALLED and (initial := _INITIAL.match(text, start)):
            found.append(initial.group())
    return found


def _nicknames(text: str) -> list[str]:
    return _named_after(text, _lower(text), _NICKNAME_TRIGGERS)


def _self_intros(text: str) -> list[str]:
    low = _lower(text)
    found = _named_after(text, low, _INTRO_TRIGGERS)
    for pos, trigger in sorted(_hits(low, _ITS_TRIGGERS)):
        match = _ITS_REST.match(text, _skip_blanks(text, pos + len(trigger)))
        if match and (name := _whole_name(text, match, check_endings=True)):
            found.append(name)
    opening = _ITS_OPENING.match(text)
    if (
        opening
        and not _judged(opening.group("name"))
        and (name := _whole_name(text, opening, check_endings=True))
    ):
        found.append(name)
        # "its greg btw. grzegorz really": the name given in full, right after the one used
        after = _FULL_NAME.match(text, _sentence_after(text, opening.end()))
        if after and _name_word(full := after.group("name"), True) and (full[:1].isupper() or _texting(text)):
            found.append(display_name(full))
    tried: set[int] = set()
    for pos, _ in sorted(_hits(low, _OPENING_TRIGGERS)):
        start = sentence_start(low, pos)
        if start in tried:
            continue
        tried.add(start)
        match = _OPENING.match(text, start)
        if match is None:
            continue
        if match.group("this"):  # strict: "This is Paris in spring" names nobody
            name = take_name(text, match.end(), lowercase_ok=True, check_endings=False, strict_end=True)
        elif _HERE_END.match(text, match.end()):
            name = _whole_name(text, match, check_endings=True)
        else:
            name = None
        if name:
            found.append(name)
    return found


def _signed_as(text: str) -> list[str]:
    """Names the user asks to sign with ("sign it 'Kwesi'"); "Love, Mum" signs with no name."""
    names = (m.group("name") for m in _SIGN_AS.finditer(text))
    return [n for n in names if n.split()[0].lower() not in COMMON_WORDS]


def _whole_name(text: str, match: re.Match, *, check_endings: bool) -> str | None:
    """The regex's `name` group if all of it is a name (a sentence-initial word is capitalized
    whatever it is, so endings are checked)."""
    tokens = match.group("name").split()
    if len(tokens) == 2 and not all(_is_title(t) for t in tokens):
        return None
    name = take_name(
        text,
        match.start("name"),
        lowercase_ok=True,
        check_endings=check_endings,
        strict_end=False,
        max_tokens=2,
    )
    return name if name and len(name.split()) == len(tokens) else None


_SIGN_OFFS = (
    r"(?:cheers|thanks|thank[ \t]+you|thx|ta|best|best[ \t]+regards|best[ \t]+wishes|regards|kind"
    r"[ \t]+regards|warm[ \t]+regards|warmly|love|lots[ \t]+of[ \t]+love|sincerely|yours|yours"
    r"[ \t]+truly|take[ \t]+care|talk[ \t]+soon|all[ \t]+the[ \t]+best|many[ \t]+thanks|xo|xoxo|hugs)"
)
_SIGN_DASH = re.compile(r"[-—–~]{1,2}[ \t]*")
_SIGN_OFF_LINE = re.compile(_SIGN_OFFS + r"[ \t]*[,!.]?[ \t]*[-—–]?[ \t]*", re.I)
_SIGN_OFF_ALONE = re.compile(_SIGN_OFFS + r"[ \t]*[,!.]?[ \t]*\Z", re.I)
_LINE_NAME = re.compile(_TWO + r"[ \t]*[.!]?[ \t]*\Z")
_BULLET = re.compile(r"[ \t]*(?:[-*•—–]|\d+[.)])")


def _signature(text: str) -> str | None:
    """A name on the last line of a message of several lines, after a dash or a sign-off."""
    if "\n" not in text:
        return None
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    last, previous = lines[-1], lines[-2]
    starts = []
    if dash := _SIGN_DASH.match(last):
        if not _BULLET.match(previous):  # "- Lyon" after "- Paris" is a list, not a signature
            starts.append(dash.end())
    elif sign_off := _SIGN_OFF_LINE.match(last):
        starts.append(sign_off.end())
    if _SIGN_OFF_ALONE.match(previous):
        starts.append(0)
    for start in starts:
        match = _LINE_NAME.match(last, start)
        if match and (name := _whole_name(last, match, check_endings=True)):
            return name
    return None


# --- the assistant's words ----------------------------------------------------------------------
_GREETING = re.compile(
    r"(?:(?:oh|ah|well)[,!]?[ \t]+)?"
    r"(?:hi|hello|hey|hiya|howdy|greetings|dear|good[ \t]+(?:morning|afternoon|evening|night|luck)"
    r"|welcome[ \t]+back|welcome|thanks|thank[ \t]+you|sorry|congratulations|congrats|happy[ \t]+birthday"
    r"|well[ \t]+done|great[ \t]+job|nice[ \t]+to[ \t]+meet[ \t]+you|bye|goodbye|see[ \t]+you|take[ \t]+care)"
    r"\b[ \t]*,?[ \t]*",
    re.I,
)
# ", Mira!" closing a sentence. Led by the comma so the regex engine skips ahead to commas. A
# number after the stop makes the word an abbreviation ("Ch. 1 (he reaches for it), Ch. 5"), no name.
_VOCATIVE_END = r"[ \t]*(?=[.!?]+(?:\s(?![ \t]*\d)|\Z))"
_VOCATIVE = re.compile(r",[ \t]+" + _TWO + _VOCATIVE_END)  # (the rule _CAPITAL_VOCATIVE is tested against)
# The vocatives _greetings can take (take_name wants a capital first): the name starts with an
# ASCII capital or a non-ASCII letter (checked with isupper() after). Each match runs from a comma
# to before the next one, so leaving out the others changes no match found at any other comma;
# it spares a match object for most of an assistant's ", word." (issue 10, ingest).
_CAPITAL_VOCATIVE = re.compile(r",[ \t]+(?=[A-Z]|[^\x00-\x7f])" + _TWO + _VOCATIVE_END)
# The word before that comma: "Lyon, France." is a place list, not addressing France.
_WORD_BEFORE = re.compile(r"(" + _TOK + r")[ \t]*\Z")


_FIRST_BREAK = re.compile(r"[.!?]+[ \t]+")


def _greeting_starts(text: str) -> list[int]:
    """Where a greeting may stand: the start of the message, of its second sentence ("Great
    news! Congratulations, Mira!") and of each line."""
    starts = [0]
    if match := _FIRST_BREAK.search(text):
        starts.append(match.end())
    pos = text.find("\n")
    while pos != -1:
        starts.append(_skip_blanks(text, pos + 1))
        pos = text.find("\n", pos + 1)
    return starts


# A line that opens something the assistant wrote for the user to send ("Here's a draft:", "---",
# "Subject: …"): greetings after it address the letter's reader, not the user ("Hi Gary,").
_DRAFT_MARK = re.compile(r"^[ \t]*(?:[-*_=]{3,}[ \t]*$|subject:|.*:[ \t]*$)", re.I | re.M)


# What _DRAFT_MARK needs somewhere: a ":" or three rule characters in a row. Looked for first,
# in C: the mark's ".*:" reads each line to its end and back (ingest: every assistant turn).
# Spelled as three classes: "{3}" makes the engine try every position instead of skipping to
# the class's characters.
_RULE_RUN = re.compile(r"[-*_=][-*_=][-*_=]")


def _may_open_draft(text: str) -> bool:
    if ":" in text:
        return True
    # a rule character first, each spelled out (a generator over them cost every reply ~0.4 us)
    return ("-" in text or "*" in text or "_" in text or "=" in text) and _RULE_RUN.search(text) is not None


def _before_draft(text: str) -> str:
    """The assistant's own words: the text before the first line that opens a draft, and of that
    line its whole sentences ("Congratulations, Ines. Noted:" still greets)."""
    if not _may_open_draft(text):
        return text
    match = _DRAFT_MARK.search(text)
    if match is None:
        return text
    ends = [i for i, c in enumerate(match.group()) if c in ".!?"]
    return text[: match.start() + ends[-1] + 1] if ends else text[: match.start()]


def _greetings(text: str) -> list[str]:
    text = _before_draft(text)
    found = []
    for start in _greeting_starts(text):
        match = _GREETING.match(text, start)
        if match and (
            name := take_name(
                # (an assistant writing in the user's lowercase greets in it: "hey river.")
                text,
                match.end(),
                lowercase_ok=True,
                check_endings=False,
                strict_end=True,
                max_tokens=2,
            )
        ):
            found.append(name)
    if "," not in text:
        return found
    for match in _CAPITAL_VOCATIVE.finditer(text):
        # take_name (lowercase_ok=False) takes only a capitalized first token: ruled out here,
        # before the look-back below ("I see, sleepy." mostly by the regex already).
        if not text[match.start("name")].isupper():
            continue
        before = _WORD_BEFORE.search(text, max(0, match.start() - 40), match.start())
        word = before.group(1) if before else ""
        if _is_title(word) and word.lower() not in COMMON_WORDS:
            continue
        tokens = match.group("name").split()
        name = take_name(
            text, match.start("name"), lowercase_ok=False, check_endings=False, strict_end=True, max_tokens=2
        )
        if name and len(name.split()) == len(tokens):
            found.append(name)
    return found


# A letter the assistant drafted for the user, signed with the user's name under its sign-off
# ("Regards,\nBongani" in the middle of a reply): the assistant signs what the user will send.
_DRAFT_SIGN_OFF = re.compile(r"^[ \t]*" + _SIGN_OFFS + r"[ \t]*,[ \t]*\n(?:[ \t]*\n)?[ \t]*", re.I | re.M)


def _drafts_signed(text: str) -> list[str]:
    if ",\n" not in text:
        return []  # (most replies: no sign-off line; a cheap test before the regex)
    found = []
    for sign_off in _DRAFT_SIGN_OFF.finditer(text):
        # the whole line is the name, as under a user's own sign-off (_signature): "Regards,\nThe
        # Harbour Team" names no one
        line_end = text.find("\n", sign_off.end())
        line = text[sign_off.end() : len(text) if line_end == -1 else line_end].rstrip()
        if (match := _LINE_NAME.match(line)) and (name := _whole_name(line, match, check_endings=True)):
            found.append(name)
    return found


def _assistant_names(text: str) -> list[tuple[str, str]]:
    """(kind, name) of the names an assistant's reply gives the user."""
    return [("greeting", n) for n in _greetings(text)] + [("drafted", n) for n in _drafts_signed(text)]


# --- one turn -----------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def speaker_name(speaker: str | None) -> str | None:
    """The speaker field as a person's name, or None for roles, tools and ids ("user", "gpt-4")."""
    if not speaker:
        return None
    name = " ".join(speaker.split())
    if not name or len(name) > 40 or any(ch.isdigit() or ch in "@_/:<>#" for ch in name):
        return None
    tokens = name.split()
    if len(tokens) > 3 or not all(_TOKEN.fullmatch(t) for t in tokens):
        return None
    if name.casefold() in GENERIC_SPEAKERS or tokens[0].casefold() in GENERIC_SPEAKERS:
        return None
    return display_name(name)


@lru_cache(maxsize=1024)
def turn_side(role: str | None, speaker: str | None) -> str | None:
    """ "user", "assistant" or None (system and tool turns say nothing about the user)."""
    role = (role or "").strip().lower() or None
    if role in USER_ROLES:
        return "user"
    if role in ASSISTANT_ROLES:
        return "assistant"
    if role in SILENT_ROLES:
        return None
    key = (speaker or "").strip().casefold()
    if key == "system":
        return None
    if key in ASSISTANT_ROLES or key.startswith(_ASSISTANT_NAMES):
        return "assistant"
    return "user"


def claims_in_text(
    text: str, *, role: str | None, speaker: str | None, turn_id: int | None, speakers: bool = True
) -> list[NameClaim]:
    """claims_in_turn over the bare fields, so ingest needs no Turn objects. speakers=False
    leaves out the speaker claim (ingest: the turns table already holds the speaker field)."""
    side = turn_side(role, speaker)
    if side is None:
        return []
    if side == "assistant":
        found = _assistant_names(text)
    else:
        found = [("self-intro", n) for n in _self_intros(text)]
        found += [("signature", n) for n in _signed_as(text)]
        found += [("nickname", n) for n in _nicknames(text)]
        if "\n" in text and (name := _signature(text)):
            found.append(("signature", name))
        if speakers and (name := speaker_name(speaker)):
            found.insert(0, ("speaker", name))
    return _as_claims(found, turn_id)


def _as_claims(found: list[tuple[str, str]], turn_id: int | None) -> list[NameClaim]:
    """(kind, name) pairs as claims, each kind of a name once, in the order found."""
    if len(found) == 1:
        return [NameClaim(found[0][1], found[0][0], turn_id)]
    seen: set[tuple[str, str]] = set()
    claims = []
    for kind, name in found:
        if (name_key(name), kind) not in seen:
            seen.add((name_key(name), kind))
            claims.append(NameClaim(name, kind, turn_id))
    return claims


def claims_in_turn(turn: Turn) -> list[NameClaim]:
    """The name hints one turn gives about the user (see the module docstring)."""
    return claims_in_text(turn.text, role=turn.role, speaker=turn.speaker, turn_id=turn.id)


def claims_for_ingest(turns: Sequence[tuple[str, str | None, str | None]]) -> list[tuple[int, NameClaim]]:
    """(index, claim) for a batch of (text, role, speaker) about to be stored, without speaker
    claims (the turns table holds the speaker). Same claims as claims_in_text, found faster: the
    user hints are looked for once in the whole batch's lowercased text (C-speed substring
    search), so the many user turns that cannot introduce anybody cost no regex at all."""
    sides = [turn_side(role, speaker) for _, role, speaker in turns]
    texts = [text for text, _, _ in turns]
    hinted = _hinted(texts, [i for i, side in enumerate(sides) if side == "user"])
    found: list[tuple[int, NameClaim]] = []
    for i, side in enumerate(sides):
        if side == "assistant":
            # claims_in_text's assistant branch, called directly: most replies greet nobody
            names = _assistant_names(texts[i])
            if not names:
                continue
            claims = _as_claims(names, None)
            if i > 0 and sides[i - 1] == "user":
                claims = [c for c in claims if not _named_by(c, texts[i - 1])]
        elif side == "user" and (i in hinted or "\n" in texts[i]):
            role, speaker = turns[i][1], turns[i][2]
            claims = claims_in_text(texts[i], role=role, speaker=speaker, turn_id=None, speakers=False)
        else:
            continue
        found.extend((i, claim) for claim in claims)
    return found


def _named_by(claim: NameClaim, asked: str) -> bool:
    """ "can you write a card for Maisie" → "Hi Maisie, and congratulations!": the assistant
    greets whom the user's message named (a letter's reader), not the user, who rarely names
    themselves in a request."""
    first = claim.name.split()[0]
    if not re.search(rf"(?<!\w){re.escape(first)}(?!\w)", asked, re.I):
        return False
    own = claims_in_text(asked, role="user", speaker=None, turn_id=None, speakers=False)
    return name_key(first) not in {name_key(c.name.split()[0]) for c in own}  # "I'm Tobi", "— Tobi"


_TRIGGERS = (*_INTRO_TRIGGERS, *_NICKNAME_TRIGGERS, *_ITS_TRIGGERS, *_OPENING_TRIGGERS, *_SIGN_TRIGGERS)


def _hinted(texts: list[str], users: list[int]) -> set[int]:
    """Indexes (among `users`) of texts containing one of the self-introduction hints."""
    from memcli.text import LOWER_PIECE

    # A huge text (a pasted document) is searched piece by piece, not lowered and joined whole:
    # that held two more copies of a 50 MB paste (issue 9 item 9).
    hits = {i for i in users if len(texts[i]) > LOWER_PIECE and _has_trigger(texts[i])}
    users = [i for i in users if len(texts[i]) <= LOWER_PIECE]
    if not users:
        return hits
    starts, parts, offset = [], [], 0
    for i in users:
        starts.append(offset)
        parts.append(_lower(texts[i]))
        offset += len(texts[i]) + 1
    joined = "\x00" + "\x00".join(parts)  # NUL: no trigger spans two turns
    for trigger in _TRIGGERS:
        pos = joined.find(trigger)
        while pos != -1:
            if not joined[pos - 1].isalpha():  # "where" holds no "here"
                hits.add(users[bisect_right(starts, pos - 1) - 1])
            pos = joined.find(trigger, pos + 1)
    return hits


def _has_trigger(text: str) -> bool:
    """_hinted for one huge text, lowered piece by piece (memcli.text.lowered_pieces' overlap:
    each piece holds a trigger whole with the character before it, so one at a later piece's
    position 0 is found whole in the piece before)."""
    from memcli.text import LOWER_PIECE, NEEDLE_OVERLAP

    for start in range(0, len(text), LOWER_PIECE):
        # The text's start counts as a non-letter, as the NUL before each text in _hinted does.
        head = "\x00" if start == 0 else ""
        piece = head + _lower(text[max(0, start - NEEDLE_OVERLAP) : start + LOWER_PIECE])
        for trigger in _TRIGGERS:
            pos = piece.find(trigger, 1)
            while pos != -1:
                if not piece[pos - 1].isalpha():
                    return True
                pos = piece.find(trigger, pos + 1)
    return False


# --- all claims → one identity ------------------------------------------------------------------
@dataclass(frozen=True)
class UserIdentity:
    """The user's primary name (None when unknown) and every name they go by, primary first."""

    name: str | None
    aliases: tuple[str, ...] = ()

    @cached_property
    def keys(self) -> frozenset[str]:
        """Lowercased forms: each alias, and the given name of a multi-word alias ("mira" for
        "Mira Kovač"), so "Mira" in a later turn still means the user."""
        keys = set()
        for alias in self.aliases:
            key = name_key(alias)
            keys.add(key)
            if " " in key:
                keys.add(key.split()[0])
        # A question may drop the accents the chat wrote ("Benoit" for "Benoît").
        return frozenset(keys | {without_accents(k) for k in keys})

    @cached_property
    def _pattern(self) -> re.Pattern | None:
        if not self.keys:
            return None
        names = sorted(self.keys, key=len, reverse=True)
        body = "|".join(r"[ \t]+".join(map(re.escape, k.split())) for k in names)
        # Whole words: "Ori" in "Ori's" but not in "Origin" or "Ori-based".
        return re.compile(r"(?<![^\W_])(?<![^\W_]-)(?:" + body + r")(?:['’]s?)?(?!-?[^\W_])", re.I)

    def is_user(self, text: str) -> bool:
        """Is `text` (a subject, a speaker) one of the user's names? Case and "'s" ignored."""
        return bool(text) and without_accents(name_key(text)) in self.keys

    def mentions(self, text: str) -> bool:
        """Does `text` name the user anywhere, as a whole word (possessive included), with or
        without the accents of the name as the chat wrote it?"""
        if self._pattern is None:
            return False
        if self._pattern.search(text) is not None:
            return True
        folded = without_accents(text)  # (the same string for plain ASCII: no second search)
        return folded is not text and self._pattern.search(folded) is not None


@dataclass
class _Tally:
    display: str
    best_rank: int
    kinds: dict[str, int]
    latest: int


def _tally(counted: Iterable[tuple[str, str, int, int]]) -> dict[str, _Tally]:
    """(name, kind, how many claims, order of the latest) rows → one tally a name."""
    tallies: dict[str, _Tally] = {}
    for name, kind, count, order in counted:
        key = name_key(name)
        if not key:
            continue
        rank = KIND_RANK.get(kind, 0)
        tally = tallies.get(key)
        if tally is None:
            tallies[key] = _Tally(display_name(name), rank, {kind: count}, order)
            continue
        tally.kinds[kind] = tally.kinds.get(kind, 0) + count
        tally.latest = max(tally.latest, order)
        if rank > tally.best_rank:
            tally.best_rank, tally.display = rank, display_name(name)
    return tallies


def resolve_identity(claims: Sequence[NameClaim], setting: str | None = None) -> UserIdentity:
    """Weigh every claim into one identity. `claims` in archive order (oldest first).

    Primary name: a setting wins outright. Otherwise the name with the strongest kind
    (speaker > self-intro > signature > nickname > greeting or a draft's signature), ties broken by
    how often it was claimed, then by which was claimed last. Aliases: every name from a setting,
    speaker field, self-introduction or signature (people change nicknames over time); a name the
    assistant gave (greeted, or signed a draft with) only when it gave it at least twice or it
    agrees with a stronger name ("Mira" for a self-introduced "Mira Kovač"). With nothing
    stronger than the assistant's names, the name it gave most is the primary one even if given once.
    """
    return _resolve(((c.name, c.kind, 1, i) for i, c in enumerate(claims)), setting)


def _resolve(counted: Iterable[tuple[str, str, int, int]], setting: str | None) -> UserIdentity:
    setting = " ".join((setting or "").split()) or None
    rows = list(counted)
    if setting:
        rows.append((setting, "setting", 1, max((r[3] for r in rows), default=0) + 1))
    tallies = _tally(rows)
    strong = {k: t for k, t in tallies.items() if t.best_rank > KIND_RANK["greeting"]}
    # "Benoît" greeted once agrees with a signed "Benoit": the same name, its accents dropped.
    given_names = {without_accents(k.split()[0]) for k in strong}
    accepted = dict(strong)
    for key, tally in tallies.items():
        if key in accepted:
            continue
        if sum(tally.kinds.get(k, 0) for k in ASSISTANT_KINDS) >= 2 or without_accents(key) in given_names:
            accepted[key] = tally
    if not accepted and tallies:
        key = max(tallies, key=lambda k: (sum(tallies[k].kinds.values()), tallies[k].latest))
        accepted[key] = tallies[key]
    if not accepted:
        return UserIdentity(None, ())
    order = sorted(
        accepted,
        key=lambda k: (accepted[k].best_rank, sum(accepted[k].kinds.values()), accepted[k].latest),
        reverse=True,
    )
    if setting:
        order.remove(name_key(setting))
        order.insert(0, name_key(setting))
    aliases = tuple(dict.fromkeys(accepted[k].display for k in order))
    return UserIdentity(aliases[0], aliases)


# --- questions ----------------------------------------------------------------------------------
_WORDS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def refers_to_user(question: str, identity: UserIdentity) -> bool:
    """Is the question about the user: in the first person, or naming one of their aliases?"""
    for word in _WORDS.findall(question.lower()):
        if word.replace("’", "'") in FIRST_PERSON:
            return True
    return identity.mentions(question)


_CAPITALIZED = re.compile(r"(?<![\w'’])([A-Z][^\W\d_]+)(?:['’]s)?(?![\w'’])")


def question_names(question: str) -> list[str]:
    """Capitalized words of a question that may be names: question words, common words and
    inflected words ("Where", "Moving") are not."""
    found = []
    for match in _CAPITALIZED.finditer(question):
        word = match.group(1)
        if _name_word(word, True) and word.lower() not in FIRST_PERSON:
            found.append(word)
    return list(dict.fromkeys(found))


def unseen_names(question: str, seen: Callable[[str], bool]) -> list[str]:
    """Names in the question that memory has never seen (`seen(name)` is False).

    Used only when no name is known for the user: a person asking their own memory about
    "Dariusz", a name memory never met as anyone, is asking about themselves under a name they
    never typed (or typed only in passing: Memory._known_person)."""
    return [name for name in question_names(question) if not seen(name)]


def user_subject(identity: UserIdentity) -> str:
    """The subject to file the user's facts under: their name, or "user" when none is known."""
    return identity.name or "user"


# --- the store ----------------------------------------------------------------------------------
# Claims from the words of a turn live in user_names, one row per (name, kind, turn). Speaker
# claims do not: the speaker field is already a column of `turns`, and a row per turn for it
# would cost ingest a quarter of its speed on histories that name the speaker on every line.
# They are read back from `turns` (GROUP BY speaker, role), so forgetting a turn forgets them
# exactly as the ON DELETE CASCADE does for the others.


def store_claims(conn, claims: Iterable[NameClaim]) -> None:
    """Insert claims into user_names inside the caller's transaction; repeats are ignored."""
    store_rows(conn, [(c.name, name_key(c.name), c.kind, c.turn_id) for c in claims])


def store_rows(conn, rows: list[tuple[str, str, str, int | None]]) -> None:
    """(name, name_key, kind, turn_id) rows into user_names; repeats are ignored."""
    if rows:
        conn.executemany(
            "INSERT OR IGNORE INTO user_names (name, name_key, kind, turn_id) VALUES (?, ?, ?, ?)", rows
        )


def _one_person_each(keys: set[str]) -> set[str]:
    """Name keys with a bare given name folded into the full name it starts ("joel" into "joel
    vantongeren"): one person typing under both is not two people talking."""
    return {k for k in keys if " " in k or not any(o.startswith(k + " ") for o in keys)}


def _shared_sessions(named: Sequence[tuple[str, str]]) -> set[str]:
    """Sessions whose user-side turns carry two or more distinct named speakers, from (session,
    name) pairs: a group chat (role-user speakers "Mira" and "Bob") or friends talking without
    roles (LoCoMo). Such a session has no single user: each speaker is their own subject."""
    parties: dict[str, set[str]] = {}
    for session, name in named:
        parties.setdefault(session, set()).add(name_key(name))
    return {session for session, keys in parties.items() if len(_one_person_each(keys)) > 1}


def _set_user(setting: str | None) -> UserIdentity:
    """The identity the `user.name` setting alone gives: in a session several people share, the
    one speaker who is the user (the setting or its given name), if any."""
    setting = " ".join((setting or "").split())
    return UserIdentity(setting, (setting,)) if setting else UserIdentity(None, ())


def _speaker_groups(
    db, setting: str | None = None
) -> tuple[list[tuple[str, str | None, str, int, int]], set[str]]:
    """(speaker field, role, name, turns, last seq) for each speaker field that names the user,
    and the shared sessions (`_shared_sessions`). With one named speaker in a session (whatever
    the role), that speaker is the user. In a shared session a speaker is the user only when the
    `user.name` setting names them; the others are other people (`people` lists them)."""
    rows = db.execute(
        "SELECT session, speaker, role, count(*), max(seq) FROM turns WHERE speaker IS NOT NULL"
        " GROUP BY session, speaker, role"
    ).fetchall()
    named = [
        (session, speaker, role, name, count, last)
        for session, speaker, role, count, last in rows
        if turn_side(role, speaker) == "user" and (name := speaker_name(speaker))
    ]
    shared = _shared_sessions([(session, name) for session, _, _, name, _, _ in named])
    user = _set_user(setting)
    groups: dict[tuple[str, str | None], list] = {}
    for session, speaker, role, name, count, last in named:
        if session in shared and not user.is_user(name):
            continue
        group = groups.setdefault((speaker, role), [speaker, role, name, 0, 0])
        group[3] += count
        group[4] = max(group[4], last)
    return [tuple(g) for g in groups.values()], shared


def _speaker_turns(
    db, pairs: Iterable[tuple[str, str | None]], shared: set[str], user: UserIdentity
) -> list[tuple[int, int]]:
    """(seq, turn id) of the turns whose speaker field (speaker, role) names the user."""
    found = []
    for speaker, role in pairs:
        everywhere = user.is_user(speaker_name(speaker) or "")
        found += [
            (seq, turn_id)
            for seq, turn_id, session in db.execute(
                "SELECT seq, id, session FROM turns WHERE speaker = ? AND role IS ?", (speaker, role)
            )
            if everywhere or session not in shared
        ]
    return found


def _claim_counts(db, shared: set[str], user: UserIdentity) -> list[tuple[str, str, int, int]]:
    """(name, kind, how many, latest seq) of the claims in user_names that name the user.

    Outside shared sessions every claim counts. Inside one, a claim in a turn's words names that
    turn's speaker ("I'm Bob" from Bob), so it counts only from a turn without a named speaker or
    from the set user's own turn; an assistant's greeting there addresses one of several people,
    so it names nobody in particular."""
    if not shared:
        return db.execute(
            "SELECT n.name, n.kind, count(*), max(coalesce(t.seq, 0)) FROM user_names n"
            " LEFT JOIN turns t ON t.id = n.turn_id GROUP BY n.name_key, n.kind"
        ).fetchall()
    sessions = json.dumps(sorted(shared))
    rows = db.execute(
        "SELECT n.name, n.kind, count(*), max(coalesce(t.seq, 0)) FROM user_names n"
        " LEFT JOIN turns t ON t.id = n.turn_id"
        " WHERE t.session IS NULL OR t.session NOT IN (SELECT value FROM json_each(?))"
        " GROUP BY n.name_key, n.kind",
        (sessions,),
    ).fetchall()
    rows += [
        (name, kind, 1, seq)
        for name, kind, seq, speaker in _shared_claims(db, sessions)
        if _counts(kind, speaker, user)
    ]
    return rows


def _shared_claims(db, sessions: str) -> list[tuple[str, str, int, str | None]]:
    """(name, kind, seq, speaker) of the claims made in the turns of shared sessions."""
    return db.execute(
        "SELECT n.name, n.kind, t.seq, t.speaker FROM user_names n JOIN turns t ON t.id = n.turn_id"
        " WHERE t.session IN (SELECT value FROM json_each(?))",
        (sessions,),
    ).fetchall()


def _counts(kind: str, speaker: str | None, user: UserIdentity) -> bool:
    """Does a claim from a shared session's turn name the user (see `_claim_counts`)?"""
    if kind in ASSISTANT_KINDS:
        return False
    name = speaker_name(speaker)
    return name is None or user.is_user(name)


def stored_claims(db) -> list[NameClaim]:
    """Every claim the archive holds, in archive order (speaker claims read from `turns`)."""
    setting = _setting(db)
    user = _set_user(setting)
    groups, shared = _speaker_groups(db, setting)
    rows = [
        (seq, name, kind, turn_id)
        for seq, name, kind, turn_id, session, speaker in db.execute(
            "SELECT t.seq, n.name, n.kind, n.turn_id, t.session, t.speaker FROM user_names n"
            " LEFT JOIN turns t ON t.id = n.turn_id"
        )
        if session not in shared or _counts(kind, speaker, user)
    ]
    for speaker, role, name, _, _ in groups:
        rows += [
            (seq, name, "speaker", turn_id)
            for seq, turn_id in _speaker_turns(db, [(speaker, role)], shared, user)
        ]
    rows.sort(key=lambda r: (r[0] or 0, KINDS.index(r[2]) if r[2] in KINDS else 9))
    return [NameClaim(name, kind, turn_id) for _, name, kind, turn_id in rows]


def load_identity(db) -> UserIdentity:
    """The user's identity from the `user.name` setting and the claims in the archive.

    Same result as resolve_identity(stored_claims(db), setting), but SQLite counts the claims:
    a speaker field on every turn of a long archive must not mean a Python object per turn."""
    setting = _setting(db)
    groups, shared = _speaker_groups(db, setting)
    rows = _claim_counts(db, shared, _set_user(setting))
    rows += [(name, "speaker", count, last) for _, _, name, count, last in groups]
    return _resolve(rows, setting)


def _setting(db) -> str | None:
    from memcli import settings

    return settings.get(db, "user.name")


def people(db) -> list[dict]:
    """The user first (while a name is known): name, aliases, and per alias how it was learnt
    (kinds), in how many turns, and the first and last such turn. Then every other person who
    spoke in a session several people share (is_user False), each with their speaker name."""
    identity = load_identity(db)
    setting = _setting(db)
    user = _set_user(setting)
    groups, shared = _speaker_groups(db, setting)
    found = [_the_user(db, identity, groups, shared, user)] if identity.name else []
    return found + _others(db, identity, shared)


def _the_user(db, identity: UserIdentity, groups, shared: set[str], user: UserIdentity) -> dict:
    setting_key = name_key(user.name or "")
    speakers: dict[str, list[tuple[str, str | None]]] = {}
    for speaker, role, name, _, _ in groups:
        speakers.setdefault(name_key(name), []).append((speaker, role))
    aliases = []
    for alias in identity.aliases:
        key = name_key(alias)
        claimed = [
            (kind, seq, turn_id)
            for kind, seq, turn_id, session, speaker in db.execute(
                "SELECT n.kind, t.seq, t.id, t.session, t.speaker FROM user_names n"
                " JOIN turns t ON t.id = n.turn_id WHERE n.name_key = ?",
                (key,),
            )
            if session not in shared or _counts(kind, speaker, user)
        ]
        turns = dict(_speaker_turns(db, speakers.get(key, []), shared, user))
        turns.update((seq, turn_id) for _, seq, turn_id in claimed)
        kinds = {kind for kind, _, _ in claimed}
        kinds |= {"speaker"} if key in speakers else set()
        kinds |= {"setting"} if key == setting_key else set()
        aliases.append(
            {
                "name": alias,
                "kinds": [k for k in KINDS if k in kinds],
                "turns": len(turns),
                "first_turn": turns[min(turns)] if turns else None,
                "last_turn": turns[max(turns)] if turns else None,
            }
        )
    return {"name": identity.name, "is_user": True, "aliases": aliases}


def _others(db, identity: UserIdentity, shared: set[str]) -> list[dict]:
    """The other people of shared sessions, in the order they first spoke: each named speaker
    who is not the user, with the turns they spoke in there."""
    if not shared:
        return []
    spoke: dict[str, dict[int, int]] = {}
    display: dict[str, str] = {}
    for speaker, role, seq, turn_id in db.execute(
        "SELECT speaker, role, seq, id FROM turns WHERE speaker IS NOT NULL"
        " AND session IN (SELECT value FROM json_each(?))",
        (json.dumps(sorted(shared)),),
    ):
        name = speaker_name(speaker) if turn_side(role, speaker) == "user" else None
        if name is None or identity.is_user(name):
            continue
        display.setdefault(name_key(name), name)
        spoke.setdefault(name_key(name), {})[seq] = turn_id
    order = sorted(spoke, key=lambda k: min(spoke[k]))
    return [
        {
            "name": display[key],
            "is_user": False,
            "aliases": [
                {
                    "name": display[key],
                    "kinds": ["speaker"],
                    "turns": len(spoke[key]),
                    "first_turn": spoke[key][min(spoke[key])],
                    "last_turn": spoke[key][max(spoke[key])],
                }
            ],
        }
        for key in order
    ]

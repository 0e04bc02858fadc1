"""The relation vocabulary: ONE table that maps English paraphrases to canonical relations.

Everything that knows how a relation is said lives here, so the rules curator (statements) and
the offline answerer (questions) agree by construction:

- `frames`: statement templates "S <verb phrase> V". Template language, kept small so that the
  table stays readable: tokens separated by single spaces; `{S}` the subject, `{V}` the value
  (rest of the sentence), `{P}` a value that must start with a capital letter (a proper name:
  keeps "I work in marketing" from becoming a place), `{Y}` a year or date value, `{T}` a topic
  word, `{W}` any single word (e.g. "The university where …" whatever the noun is spelled);
  `(a|b c)` alternatives; a trailing `?` makes a token optional. Matching is case-insensitive
  and anchored at both ends of the sentence.
- `nouns`: the nouns that name the relation in copula statements ("The N of S is V", "S's N is
  V", "my N is V", "V is the N of S") and in questions.
- `cues`: question words that mean the relation (general English synonyms, stemmed when used);
  a cue with several words is a phrase ("pass away"). `weak` cues half-count: words that only
  fit the type of the value ("city", "country") or are shared by many relations.
- `functional`: single-valued, a later value replaces an earlier one (the default). Multi-valued
  relations use scope = value so their values never share a slot; `scope="topic"` (preferences)
  puts one slot per topic so a refined preference replaces the earlier one on the same topic.
- `kind`: the type of the value, matched against the question's wh-word (who → person/org,
  where → place, when → time).

Single-valued is the default on purpose: a conversation mostly states a relation again to
correct or update it. Relations a person has several of at once (children, siblings, friends,
pets, languages) are multi-valued.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from memcli.text import STOP_WORDS, stem, words


@dataclass(frozen=True)
class Relation:
    name: str
    frames: tuple[str, ...] = ()
    nouns: tuple[str, ...] = ()
    cues: tuple[str, ...] = ()
    weak: tuple[str, ...] = ()
    kind: str = "thing"  # person | place | org | thing | time
    functional: bool = True
    memory_type: str = "semantic"
    symmetric: bool = False
    scope: str = ""  # "" (one slot per subject), "value" (multi-valued), "topic" (one per topic)
    say: str = ""  # statement for a rewritten first-person fact; default "{S} <name> {V}."
    negates: str = ""  # stored as this relation with value "not V" (a dislike refines a preference)


_BE = "(is|am|are|was|were)"
_BE_PAST = "(was|were|is|are|has been|have been)"
_PLACE_WORDS = ("city", "town", "place", "location")

RELATIONS: tuple[Relation, ...] = (
    # --- people: work, home, family -------------------------------------------------------
    Relation(
        "employer",
        frames=(
            "{S} (works|work|worked|working) (at|for) {V}",
            "{S} (is|am|are|was|were|have been|has been) (working|employed) (at|for|by) {V}",
            "{S} (joined|join|joins) {V}",
            "{S} (accepted|took|got|received) (an|a|the) (offer|job|position|role) (from|at|with) {V}",
            "{S} (started|start|began|begin) (working|work|a job|a new job) (at|for) {V}",
        ),
        nouns=("employer", "workplace", "company"),
        cues=(
            "employer",
            "employ",
            "employed",
            "employs",
            "employee",
            "work",
            "works",
            "worked",
            "job",
            "hire",
            "hired",
            "company",
        ),
        weak=("organization", "firm", "part"),
        kind="org",
        say="{S} works at {V}.",
    ),
    Relation(
        "work location",
        frames=("{S} (works|work|worked|working) in {P}",),
        nouns=("work location", "place of work"),
        cues=("work location", "workplace", "work", "works", "worked", "office"),
        weak=(*_PLACE_WORDS, "hours", "spend"),
        kind="place",
        say="{S} works in {V}.",
    ),
    Relation(
        "field of work",
        frames=("{S} (works|work|worked|is working|am working) as (a|an)? {V}",),
        nouns=("occupation", "profession", "job title", "field of work", "field", "job", "career"),
        cues=(
            "occupation",
            "profession",
            "professional",
            "job",
            "career",
            "field",
            "role",
            "title",
            "kind of work",
        ),
        weak=("work", "serve", "position"),
        say="{S} works as {V}.",
    ),
    Relation(
        "residence",
        frames=(
            "{S} (lives|live|lived|living|reside|resides|resided|residing) in {V}",
            "{S} (moved|move|moves|relocated|relocate|relocates) to {V}",
            "{S} (is|am|are|was|were) living in {V}",
        ),
        nouns=("residence", "home", "home town", "address"),
        cues=(
            "live",
            "lives",
            "living",
            "lived",
            "reside",
            "residence",
            "home",
            "move",
            "moved",
            "relocate",
            "stay",
        ),
        weak=_PLACE_WORDS,
        kind="place",
        say="{S} lives in {V}.",
    ),
    Relation(
        "born in",
        frames=(
            "{S} (was|were|am|is) born in {V}",
            "{S} (comes|come|came) from {P}",
            "{S} (is|am|are) originally from {P}",
        ),
        nouns=("birthplace", "place of birth", "hometown"),
        cues=("born", "birth", "birthplace", "native", "hometown", "hail"),
        weak=(*_PLACE_WORDS, "origin", "come"),
        kind="place",
        say="{S} was born in {V}.",
    ),
    Relation(
        "name",
        frames=("{S} (is|am|are|was) (called|named|nicknamed) {P}", "{S} (goes|go) by {P}"),
        nouns=("name", "full name", "nickname", "first name", "last name"),
        cues=("called", "nickname", "named"),
        kind="person",
        say="{S}'s name is {V}.",
    ),
    Relation(
        "born on",
        frames=("{S} (was|were|am|is) born (on|in) {Y}",),
        nouns=("birthday", "date of birth", "birth date"),
        cues=("birthday", "birth date", "born"),
        weak=("year", "date"),
        kind="time",
        say="{S}'s birthday is {V}.",
    ),
    Relation(
        "died in",
        frames=("{S} (died|dies|passed away|was killed|perished) in {V}",),
        nouns=("place of death", "deathplace"),
        cues=(
            "die",
            "died",
            "dies",
            "death",
            "dead",
            "deceased",
            "pass away",
            "passed away",
            "breath",
            "perish",
            "perished",
        ),
        weak=_PLACE_WORDS,
        kind="place",
        say="{S} died in {V}.",
    ),
    Relation(
        "married to",
        frames=(
            "{S} (is|am|are|was|were|got|get|has been|have been) married to {V}",
            "{S} (married|marries|wed|weds) {V}",
            "{S} (is|am|was) the (wife|husband|spouse) of {V}",
        ),
        nouns=("spouse", "wife", "husband"),
        cues=("spouse", "wife", "husband", "married", "marry", "marriage", "wed", "partner"),
        kind="person",
        symmetric=True,
        say="{S} is married to {V}.",
    ),
    Relation(
        "partner",
        frames=("{S} (is|am|are) dating {V}",),
        nouns=("partner", "boyfriend", "girlfriend", "fiance", "fiancee"),
        cues=("partner", "boyfriend", "girlfriend", "dating", "fiance", "fiancee"),
        weak=("spouse",),
        kind="person",
        symmetric=True,
        say="{S}'s partner is {V}.",
    ),
    # A person can have several children: every child stated is kept (one slot per value).
    Relation(
        "child",
        frames=("{S} (has|have|had) a (son|daughter|child|kid) (named|called) {V}",),
        nouns=("child", "son", "daughter", "kid", "children"),
        cues=("child", "children", "son", "daughter", "kid", "offspring", "heir"),
        kind="person",
        functional=False,
        scope="value",
        say="{S}'s child is {V}.",
    ),
    Relation(
        "parent",
        nouns=("parent", "mother", "father", "mom", "dad"),
        cues=("parent", "mother", "father", "mom", "dad"),
        kind="person",
        say="{S}'s parent is {V}.",
    ),
    Relation(
        "sibling",
        nouns=("sibling", "brother", "sister"),
        cues=("sibling", "brother", "sister"),
        kind="person",
        functional=False,
        scope="value",
        say="{S}'s sibling is {V}.",
    ),
    Relation(
        "friend",
        nouns=("friend", "best friend"),
        cues=("friend", "friends", "buddy"),
        kind="person",
        functional=False,
        scope="value",
        say="{S}'s friend is {V}.",
    ),
    Relation(
        "manager",
        frames=("{S} (reports|report|reported) to {V}",),
        nouns=("manager", "boss", "supervisor", "line manager"),
        cues=("manager", "boss", "supervisor", "report", "reports"),
        weak=("director",),
        kind="person",
        say="{S}'s manager is {V}.",
    ),
    Relation(
        "pet",
        frames=("{S} (has|have|had) a (dog|cat|pet) (named|called) {V}",),
        nouns=("pet", "dog", "cat"),
        cues=("pet", "dog", "cat"),
        functional=False,
        scope="value",
        say="{S} has a pet named {V}.",
    ),
    Relation(
        "citizen of",
        frames=(
            "{S} (is|am|are|was|were|became|become) (a|an)? (citizen|citizens|national|nationals) of {V}",
            "{S} (holds|hold|has|have) (a|an)? (citizenship|nationality) of {V}",
        ),
        nouns=("citizenship", "nationality", "country of citizenship"),
        cues=("citizen", "citizenship", "nationality", "national"),
        weak=("country", "nation", "come", "belong", "hail", "origin"),
        kind="place",
        say="{S} is a citizen of {V}.",
    ),
    # People speak several languages: each one is kept (one slot per value).
    Relation(
        "speaks language",
        frames=(
            "{S} (speaks|speak|spoke|can speak) {P}",
            "{S} (is|am|are) fluent in {V}",
        ),
        nouns=("native language", "mother tongue"),
        cues=("speak", "speaks", "spoken", "fluent", "language", "tongue"),
        weak=("write", "sign", "know"),
        functional=False,
        scope="value",
        say="{S} speaks {V}.",
    ),
    Relation(
        "educated at",
        frames=(
            "{S} (was|were|am|is) educated at {V}",
            "{S} (studied|study|studies|studying) at {V}",
            "{S} (graduated|graduates|graduate) from {V}",
            "{S} (attended|attends|attend) {V}",
        ),
        nouns=("alma mater", "university", "college", "school"),
        cues=(
            "educate",
            "educated",
            "education",
            "educational",
            "study",
            "studied",
            "school",
            "university",
            "college",
            "attend",
            "attended",
            "graduate",
            "alma mater",
        ),
        weak=("institution", "receive"),
        kind="org",
        say="{S} was educated at {V}.",
    ),
    Relation(
        "religion",
        frames=("{S} (practices|practice|practiced|follows|follow|followed) {V}",),
        nouns=("religion", "faith", "religious affiliation"),
        cues=(
            "religion",
            "religious",
            "faith",
            "belief",
            "affiliated",
            "affiliation",
            "worship",
            "denomination",
        ),
        weak=("belong", "follow", "associate", "associated"),
        say="{S} is affiliated with the religion of {V}.",
    ),
    Relation(
        "position",
        frames=("{S} (plays|play|played) as (a|an)? {V}",),
        nouns=("position", "playing position"),
        cues=("position", "positions"),
        weak=("play", "plays", "played", "role", "specialty", "specialize"),
        say="{S} plays the position of {V}.",
    ),
    Relation(
        "sport",
        frames=(),
        nouns=("sport",),
        cues=("sport", "sports", "sportsperson", "athlete", "game"),
        weak=("play", "plays", "played", "associate", "associated", "compete", "competed"),
        say="{S} is associated with the sport of {V}.",
    ),
    Relation(
        "genre",
        frames=("{S} (plays|play|played|performs|makes|sings) {V} music",),
        nouns=("genre", "music genre", "musical genre", "style of music"),
        cues=("genre", "music", "musical", "style"),
        weak=("type", "kind", "play", "associate", "associated"),
        say="{S} plays {V}.",
    ),
    Relation(
        "famous for",
        frames=(
            "{S} (is|was|are|were|became) (famous|known|best known|well known|renowned|notable) for {V}",
        ),
        nouns=("notable work", "best known work", "masterpiece"),
        cues=("famous", "fame", "known", "notable", "renowned", "masterpiece"),
        weak=("work", "creation", "significant", "associate", "associated"),
        say="{S} is famous for {V}.",
    ),
    # --- works and organisations ----------------------------------------------------------
    Relation(
        "author",
        frames=(
            "{S} (was|were|is) (written|authored|penned) by {V}",
            "{V} (wrote|authored|penned) {S}",
        ),
        nouns=("author", "writer"),
        cues=("author", "write", "wrote", "written", "writer", "authored", "penned"),
        weak=("book", "novel", "create", "creator"),
        kind="person",
        say="The author of {S} is {V}.",
    ),
    Relation(
        "performed by",
        frames=(
            "{S} (was|were|is) (performed|sung|recorded|played|portrayed) by {V}",
            "{V} (performed|sang|recorded|portrayed) {S}",
        ),
        nouns=("performer", "singer"),
        cues=(
            "perform",
            "performed",
            "performer",
            "sing",
            "sang",
            "sung",
            "singer",
            "portray",
            "portrayed",
            "artist",
            "band",
        ),
        weak=("record", "play", "played"),
        kind="person",
        say="{S} was performed by {V}.",
    ),
    Relation(
        "created by",
        frames=(
            "{S} (was|were|is) (created|invented|designed|conceived) by {V}",
            "{V} (created|invented|designed) {S}",
        ),
        nouns=("creator", "inventor", "designer"),
        cues=("creator", "create", "created", "invent", "invented", "inventor", "design", "designer"),
        weak=("made", "make"),
        kind="person",
        say="{S} was created by {V}.",
    ),
    Relation(
        "developer",
        frames=("{S} (was|were|is) developed by {V}", "{V} (developed|develops) {S}"),
        nouns=("developer",),
        cues=("developer", "develop", "developed"),
        weak=("made", "make", "build", "built", "company"),
        kind="org",
        say="{S} was developed by {V}.",
    ),
    Relation(
        "manufacturer",
        frames=(
            "{S} (was|were|is|are) (produced|manufactured|made|built) by {V}",
            "{V} (produces|produced|manufactures|manufactured|makes) {S}",
        ),
        nouns=("manufacturer", "producer", "maker"),
        cues=(
            "produce",
            "produced",
            "producer",
            "manufacture",
            "manufactured",
            "manufacturer",
            "make",
            "made",
            "maker",
            "build",
            "built",
        ),
        weak=("company",),
        kind="org",
        say="{S} was produced by {V}.",
    ),
    Relation(
        "original broadcaster",
        frames=("{S} (was|were|is) (broadcast|aired) (by|on) {V}",),
        nouns=("original broadcaster", "broadcaster", "network", "original network"),
        cues=("broadcaster", "broadcast", "aired", "network"),
        kind="org",
        say="The original broadcaster of {S} is {V}.",
    ),
    Relation(
        "language of work",
        frames=("{S} (was|were|is) written in {P}",),
        nouns=("original language", "language of the work"),
        cues=("language", "written"),
        weak=("write",),
        say="{S} was written in {V}.",
    ),
    Relation(
        "founded by",
        frames=(
            "{S} (was|were|is) (founded|co-founded|cofounded|established|set up|started) by {V}",
            "{V} (founded|co-founded|cofounded) {S}",
        ),
        nouns=("founder", "co-founder"),
        cues=("founder", "founded", "found", "founding", "cofounder", "establish", "established"),
        weak=("start", "started", "responsible"),
        kind="person",
        say="{S} was founded by {V}.",
    ),
    Relation(
        "founded in",
        frames=("{S} (was|were|is) (founded|established|formed|set up|started) in {V}",),
        nouns=("place of founding", "founding place"),
        cues=(
            "founded",
            "found",
            "founding",
            "establish",
            "established",
            "come into existence",
            "existence",
            "form",
            "formed",
        ),
        weak=_PLACE_WORDS,
        kind="place",
        say="{S} was founded in {V}.",
    ),
    Relation(
        "founded on",
        frames=("{S} (was|were|is) (founded|established|formed|started) (in|on) {Y}",),
        nouns=("founding date", "founding year", "date of founding"),
        cues=("founded", "found", "establish", "established"),
        weak=("year", "date"),
        kind="time",
        say="{S} was founded in {V}.",
    ),
    Relation(
        "created in country",
        frames=("{S} (originated|originates|originate) in {P}",),
        nouns=("country of origin", "origin"),
        cues=(
            "created",
            "create",
            "invent",
            "invented",
            "origin",
            "originate",
            "originated",
            "birthplace",
            "country",
        ),
        weak=("come", "came", "hail", "develop", "developed", "nation", "rise", "made", "first"),
        kind="place",
        say="{S} was created in {V}.",
    ),
    Relation(
        "ceo",
        frames=("{S} (is|was) (run|led) by {V}",),
        nouns=("chief executive officer", "ceo", "chief executive"),
        cues=("ceo", "chief executive", "chief executive officer", "executive", "officer"),
        weak=("head", "boss", "lead", "chief"),
        kind="person",
        say="The chief executive officer of {S} is {V}.",
    ),
    Relation(
        "chairperson",
        frames=("{S} (is|was) chaired by {V}",),
        nouns=("chairperson", "chair", "chairman", "chairwoman"),
        cues=("chairperson", "chair", "chairman", "chairwoman"),
        weak=("head", "lead", "leader", "president"),
        kind="person",
        say="The chairperson of {S} is {V}.",
    ),
    Relation(
        "director",
        frames=("{S} (is|was) directed by {V}",),
        nouns=("director", "managing director"),
        cues=("director", "direct", "directed"),
        weak=("head", "manager", "run", "producer"),
        kind="person",
        say="The director of {S} is {V}.",
    ),
    Relation(
        "head of state",
        frames=("(the)? (current)? head of state (of|in) {S} (is|was) {V}",),
        nouns=("head of state", "chief of state", "monarch", "king", "queen", "sovereign"),
        cues=("head of state", "chief of state", "monarch", "king", "queen", "sovereign", "president"),
        weak=("head", "state", "leader", "chief"),
        kind="person",
        say="The head of state of {S} is {V}.",
    ),
    Relation(
        "head of government",
        frames=(
            "(the)? (current)? head of (the)? {S} government (is|was) {V}",
            "(the)? (current)? head of government (of|in) {S} (is|was) {V}",
        ),
        nouns=("head of government", "mayor", "governor", "premier"),
        cues=("head of government", "government", "mayor", "governor", "premier", "chief executive"),
        weak=("head", "leader", "executive", "chief", "run"),
        kind="person",
        say="The head of government of {S} is {V}.",
    ),
    Relation(
        "prime minister",
        nouns=("prime minister",),
        cues=("prime minister", "prime", "minister", "premier"),
        weak=("head", "government", "leader"),
        kind="person",
        say="The prime minister of {S} is {V}.",
    ),
    Relation(
        "capital",
        frames=("{V} (is|was) the capital (city)? of {S}",),
        nouns=("capital", "capital city"),
        cues=("capital",),
        weak=("city", "seat"),
        kind="place",
        say="The capital of {S} is {V}.",
    ),
    Relation(
        "headquarters",
        frames=(
            "the (headquarters|headquarter|head office|main office) of {S} (is|are|was|were)"
            " (located|based|situated)? in {V}",
            "{S} (is|are|was|were) headquartered in {V}",
            "{S} (has|have|had) (its|their) (headquarters|head office) in {V}",
        ),
        nouns=("headquarters", "headquarter", "head office", "hq"),
        cues=("headquarters", "headquarter", "headquartered", "hq", "head office"),
        weak=(*_PLACE_WORDS, "located", "based"),
        kind="place",
        say="The headquarters of {S} is in {V}.",
    ),
    Relation(
        "continent",
        nouns=("continent",),
        cues=("continent",),
        weak=("located", "location", "pertain", "belong"),
        kind="place",
        say="{S} is located in the continent of {V}.",
    ),
    Relation(
        "located in",
        frames=(
            "{S} (is|am|are|was|were) (located|situated|based) in {V}",
            "{S} (lies|lie) in {P}",
        ),
        nouns=("location",),
        cues=("located", "location", "situated", "based", "lie"),
        weak=(*_PLACE_WORDS, "country", "region"),
        kind="place",
        say="{S} is located in {V}.",
    ),
    Relation(
        "official language",
        frames=("{S}'s official language (is|was) {V}",),
        nouns=("official language", "official languages"),
        cues=("official language", "official", "officially", "language"),
        weak=("speak", "spoken", "communication"),
        say="The official language of {S} is {V}.",
    ),
    # --- the user: preferences, instructions, visits, events --------------------------------
    # Preferences take one slot per topic (scope "topic", see the rules curator): "I prefer green
    # tea now" replaces "I like black tea" (topic "tea") but not "I like jazz".
    Relation(
        "preference",
        frames=(
            "{S} (like|likes|love|loves|enjoy|enjoys|prefer|prefers|adore|adores) {V}",
            "{S} (am|is|are) (a big fan|a fan|fond|a huge fan) of {V}",
            "{S} (favorite|favourite) {T} (is|are|was) {V}",
        ),
        nouns=(),
        cues=(
            "like",
            "likes",
            "love",
            "enjoy",
            "prefer",
            "preference",
            "favorite",
            "favourite",
            "fan",
            "fond",
            "dislike",
            "hate",
        ),
        weak=("want", "drink", "eat", "listen", "watch", "read"),
        functional=False,
        scope="topic",
        say="{S} likes {V}.",
    ),
    Relation(
        "dislike",
        frames=(
            "{S} (dislike|dislikes|hate|hates|detest|detests|can't stand|cannot stand) {V}",
            "{S} (don't|doesn't|do not|does not|no longer) (like|enjoy|love|want) {V}",
        ),
        cues=("dislike", "hate", "avoid"),
        weak=("like",),
        functional=False,
        scope="topic",
        say="{S} dislikes {V}.",
        negates="preference",
    ),
    Relation(
        "visited",
        frames=(
            "{S} (visited|visit|visits|toured) {P}",
            "{S} (went|go|goes|traveled|travelled|flew|drove) to {V}",
            "{S} (has been|have been) to {V}",
        ),
        nouns=(),
        cues=("visit", "visited", "travel", "traveled", "travelled", "trip", "went", "been"),
        weak=(*_PLACE_WORDS, "go"),
        kind="place",
        functional=False,
        memory_type="episodic",
        scope="value",
        say="{S} went to {V}.",
    ),
    Relation(
        "instruction",
        cues=("instruction", "rule", "always", "never", "should", "want"),
        functional=False,
        memory_type="procedural",
        scope="value",
        say="{S} asked: {V}.",
    ),
    Relation(
        "event",
        cues=("happen", "happened", "event", "did", "do"),
        kind="thing",
        functional=False,
        memory_type="episodic",
        scope="value",
    ),
    Relation(
        "said",
        cues=("say", "said", "mention", "mentioned", "tell", "told", "talk"),
        functional=False,
        memory_type="episodic",
        scope="value",
    ),
)

# Wh-words of questions and the value kinds they ask for (with how much they count).
WH_KINDS: dict[str, dict[str, float]] = {
    "who": {"person": 0.5, "org": 0.3},
    "whom": {"person": 0.5, "org": 0.3},
    "whose": {"person": 0.3},
    "where": {"place": 0.5, "org": 0.2},
    "when": {"time": 0.5},
}

# Nouns that name the type of the answer ("which city …", "what company …").
KIND_NOUNS: dict[str, str] = {
    **dict.fromkeys(
        (
            "city",
            "town",
            "village",
            "country",
            "nation",
            "continent",
            "place",
            "location",
            "region",
            "state",
            "province",
            "where",
        ),
        "place",
    ),
    **dict.fromkeys(("person", "individual", "man", "woman", "who"), "person"),
    **dict.fromkeys(
        (
            "company",
            "organization",
            "organisation",
            "firm",
            "business",
            "university",
            "college",
            "school",
            "institution",
            "employer",
        ),
        "org",
    ),
    **dict.fromkeys(("year", "date", "day", "month", "when"), "time"),
}

# Adjectives before a relation noun that say whether the value is still the current one.
CURRENT_MODIFIERS = ("current", "present", "new", "actual")
OLDER_MODIFIERS = ("former", "previous", "old", "ex", "original", "first", "earlier", "prior")
# Copula wrappers around a relation noun that carry no meaning of their own ("The name of …").
WRAPPER_NOUNS = ("name", "identity")


# --- derived look-ups -------------------------------------------------------------------------

BY_NAME: dict[str, Relation] = {r.name: r for r in RELATIONS}


def get(name: str) -> Relation | None:
    rel = BY_NAME.get(name)
    return rel if rel is not None else BY_NAME.get(name.strip().lower())


def is_functional(name: str) -> bool:
    rel = get(name)
    return rel.functional if rel else True


def memory_type(name: str) -> str:
    rel = get(name)
    return rel.memory_type if rel else "semantic"


def _norm_noun(text: str) -> str:
    return " ".join(words(text.replace("-", " ")))


@lru_cache(maxsize=1)
def noun_index() -> dict[str, str]:
    """Relation noun (normalized words) → relation name; the relation's own name counts too."""
    index: dict[str, str] = {}
    for rel in RELATIONS:
        for noun in (*rel.nouns, rel.name):
            index.setdefault(_norm_noun(noun), rel.name)
    return index


def relation_for_noun(noun: str) -> str | None:
    """The relation a copula noun names: "chief executive officer" → ceo. An unknown noun phrase
    is retried without its leading words, so "original broadcaster" (or a misspelled modifier)
    still finds "broadcaster"."""
    parts = _norm_noun(noun).split()
    index = noun_index()
    for start in range(len(parts)):
        hit = index.get(" ".join(parts[start:]))
        if hit:
            return hit
    return None


def normalize_relation(noun: str) -> str:
    """Canonical relation for a noun phrase, or the normalized phrase itself when unknown."""
    return relation_for_noun(noun) or _norm_noun(noun)


@dataclass(frozen=True)
class Cues:
    strong: frozenset[str]  # stemmed single words
    weak: frozenset[str]
    phrases: tuple[tuple[str, ...], ...]  # stemmed content-word sequences, matched contiguously


def _stems(text: str) -> list[str]:
    return [stem(w) for w in words(text.replace("-", " ")) if w not in STOP_WORDS]


@lru_cache(maxsize=4096)
def cues(relation: str) -> Cues:
    """Question cues of a relation: its cue words and nouns (single words count alone, longer ones
    as phrases) and its own name as a phrase. An unknown relation ("hair color", or a relation an
    LLM curator invented) is cued by the words of its name."""
    rel = get(relation)
    strong: set[str] = set()
    weak: set[str] = set()
    phrases: list[tuple[str, ...]] = []
    spoken = (*rel.cues, *rel.nouns, relation) if rel else (relation,)
    for cue in spoken:
        parts = _stems(cue)
        if len(parts) == 1:
            strong.update(parts)
        elif parts:
            phrases.append(tuple(parts))
            if rel is None:
                strong.update(parts)
    for cue in rel.weak if rel else ():
        weak.update(_stems(cue))
    return Cues(frozenset(strong), frozenset(weak - strong), tuple(dict.fromkeys(phrases)))


@lru_cache(maxsize=1)
def cue_stems() -> frozenset[str]:
    """Every stemmed word that cues some relation of the table."""
    out: set[str] = set()
    for rel in RELATIONS:
        c = cues(rel.name)
        out |= c.strong | c.weak | {p for phrase in c.phrases for p in phrase}
    return frozenset(out)


@lru_cache(maxsize=1)
def strong_cue_stems() -> frozenset[str]:
    """Stemmed words that fully name some relation ("capital", "spouse", "employer")."""
    out: set[str] = set()
    for rel in RELATIONS:
        out |= cues(rel.name).strong
    return frozenset(out)


def kind(relation: str) -> str:
    rel = get(relation)
    return rel.kind if rel else "thing"


def symmetric(relation: str) -> bool:
    rel = get(relation)
    return bool(rel and rel.symmetric)

"""The people lexicon: how English talks about a person's life, mapped to a few relations.

The parser-backed curator (memcli.curators.parse) reads each clause into an open predicate — the
verb's lemma with its particle or preposition ("work at", "move to", "allergic to"), or the noun a
possessive names ("my manager") — and looks it up here. A predicate no row names is kept as it
is: relations are open, so nothing a person says about themselves is dropped; the table only
makes common paraphrases meet ("works at", "joined", "started at", "got a job at" → employer).

Each row says what the relation means for people:
- `single`: one current value (employer, residence, manager, partner, phone, diet, job title); a later
  value replaces an earlier one. Multi-valued relations (children, languages, friends, pets,
  allergies, hobbies) keep every value: one slot per value.
- `ends`: verb phrases that close the current value instead of stating a new one ("quit", "left",
  "broke up with", "moved out of").
- `kind`: what the value is (place, person, org, thing), matched against the question's wh-word.
- `cues`: words a question uses for the relation ("boss" for manager, "live" for home).

Written from everyday English, not from any data set's wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Relation:
    name: str
    verbs: tuple[str, ...] = ()  # "lemma" or "lemma prep", matched on the clause's predicate
    nouns: tuple[str, ...] = ()  # "my N is V", "V is my N", "my N V", "N: V"
    ends: tuple[str, ...] = ()  # predicates that end the current value
    cues: tuple[str, ...] = ()  # question words that mean the relation
    kind: str = "thing"
    single: bool = True
    memory_type: str = "semantic"


# What a grandparent is called, in a question as in what was said
GRANDPARENT_WORDS = tuple(
    "grandmother grandfather grandma grandpa granny gran nan nana grandad granddad grandparent"
    " grandparents".split()
)


_PET_NOUNS = (
    *"dog cat puppy kitten pet hamster rabbit parrot budgie tortoise ferret greyhound".split(),
    *"labrador terrier spaniel collie poodle beagle retriever lurcher pug husky dachshund".split(),
    *"staffy staffie cockapoo cavapoo labradoodle whippet bunny pony horse gecko".split(),
    *"pup parakeet canary cockatiel gerbil chinchilla goldfish".split(),
    "guinea pig",
)

PEOPLE: tuple[Relation, ...] = (
    Relation(
        "employer",
        verbs=(
            "work at",
            "work for",
            "teach at",
            "cook at",
            "bartend at",
            "waitress at",
            "start at",
            "employ by",
            "hire by",
            "hire at",
            "take on at",  # "got taken on at the depot": hired
            "take on by",
            "poach by",  # "I've been poached by Quillark": another firm hired me away
            "headhunt by",
            "get job at",
            "find work at",  # work found, as a job is got
            "find work with",
            "get work at",
            "get work with",
            "start work at",
            "accept offer from",
            # an offer told as news is the next job, as "got an offer. lisbon." is (a declined one
            # is said so, and ends it)
            "get offer from",
            "receive offer from",
            "get offer at",  # "got an offer as a UX researcher at Quillframe"
            "get offer with",
            "accept offer at",
            "accept offer with",
            "take job at",
            "land job at",
            "intern at",
            # a post for learning the work is one there all the same ("got a summer internship at")
            *("get internship at", "get internship with", "land internship at", "start internship at"),
            "start job at",
            "sign with",
            "be at",
            "drive for",
            "manage at",  # "she manages the finance team at Ostler Foods": works there
        ),
        nouns=("employer", "company", "workplace", "firm", "office"),
        ends=(
            "quit",
            "leave",
            "resign from",
            "fire from",
            "lay off from",
            "retire from",
            "leave job at",
            "finish at",  # "handed in my notice and finished at Ardmore Hill in October"
            "hand in notice at",
            "give notice at",
        ),
        cues=("work", "employer", "company", "employ", "workplace", "firm", "hospital", "restaurant"),
        kind="org",
    ),
    Relation(
        "residence",
        verbs=(
            "live in",
            "live at",
            "move to",
            "move into",
            "relocate to",
            "emigrate to",
            "settle in",
            "settle into",
            "base in",
            "stay in",
            "rent in",
            "buy house in",
            "move in",
            # someone visiting comes from home: "my brother is visiting from Gdansk"
            *("visit from", "come up from", "come down from", "come over from"),
        ),
        nouns=("home", "address", "city", "flat", "apartment", "apt", "house", "place"),
        ends=("move out of", "move away from", "leave", "sell"),  # "sold our flat in Leith"
        cues=(
            "live",
            "home",
            "reside",
            "residence",
            "city",
            "town",
            "house",
            "flat",
            "apartment",
            "stay",
            "address",
            "neighbourhood",
            "neighborhood",
            "based",  # "where are you based these days"
        ),
        kind="place",
    ),
    Relation(
        "manager",
        verbs=("report to", "work under", "be under", "work with boss"),
        nouns=(
            "principal",
            "headteacher",
            "head teacher",
            "team leader",
            "foreman",
            "manager",
            "boss",
            "supervisor",
            "line manager",
            "team lead",
            "lead",
            "head chef",
            "director",
            "chef",
            "gaffer",  # British: "big tel is my gaffer"
        ),
        # "who supervised me": the verb's stem is not the noun's ("supervis", "supervisor")
        cues=("manager", "boss", "supervisor", "supervise", "lead", "report", "head", "superior", "gaffer"),
        kind="person",
    ),
    Relation(
        "partner",
        verbs=(
            "date",
            "marry",
            "marry to",
            "engage to",
            "engaged to",
            "married to",
            "go out with",
            "move in with",
        ),
        nouns=(
            "partner",
            "boyfriend",
            "girlfriend",
            "gf",
            "bf",
            "husband",
            "wife",
            "spouse",
            "fiance",
            "fiancé",
            "fiancee",
            "fiancée",
            "hubby",
            "wifey",
            "other half",
            "significant other",
            *("missus", "bae", "boyf", "girlf", "hubs", "fella"),  # as texting names them
        ),
        ends=(
            "break up with",
            "break up",
            "divorce",
            "split from",
            "split up",
            "split up with",
            "leave",
            "dump",
        ),
        cues=(
            "partner",
            "dating",
            "date",
            "boyfriend",
            "girlfriend",
            "gf",
            "bf",
            "husband",
            "hubby",
            "wife",
            "wifey",
            "spouse",
            "married",
            "marry",
            "engaged",
            "fiance",
            "relationship",
            "seeing",
        ),
        kind="person",
    ),
    Relation(
        "phone",
        verbs=(),
        nouns=("phone", "mobile", "cell", "smartphone", "cellphone"),
        ends=("replace",),  # "Claire made me replace my flip phone"
        cues=("phone", "mobile", "cell", "smartphone"),
        kind="thing",
    ),
    Relation(
        "car",
        verbs=("drive",),
        nouns=(
            "car",
            "vehicle",
            "van",
            "hatchback",
            "suv",
            "pickup",
            "ute",  # Australian and New Zealand for a pickup
            "bakkie",  # South African for a pickup
            "truck",
            "lorry",
            "jeep",
            "campervan",
            "motorbike",
            "motorcycle",
            "scooter",
            "moped",
            "bike",  # a bicycle is what someone gets around on too
            "bicycle",
            "ebike",
            "e-bike",
        ),
        # "got rid of the Zafira", "traded in the Golf"
        ends=("sell", "scrap", "total", "write off", "rid of", "replace", "trade in"),
        cues=("car", "drive", "vehicle", "van", "truck", "ute", "bakkie", "motorbike", "bike"),
        kind="thing",
    ),
    Relation(
        "phone number",
        nouns=("number", "phone number", "mobile number", "cell number"),
        cues=("number",),  # "what is the cat called" asks a name: "call" is no cue
        kind="thing",
    ),
    Relation(
        "diet",
        nouns=("diet",),
        ends=("give up", "give up on", "stop", "quit", "come off", "pack in", "drop"),  # "gave up on keto"
        # "any dietary restrictions?", "what can't she eat"
        cues=("diet", "dietary", "restriction", "eat", "food", "vegetarian", "vegan", "meat"),
        kind="thing",
    ),
    Relation(
        "job title",
        verbs=(
            "work as",
            "promote to",
            "hire as",
            "become",
            "start as",
            "train as",
            "retrain as",
            "qualify as",
            "employ as",
            "get offer as",  # an offer told as news is the next post, as its place is the next job
            "accept offer as",
            "be",
        ),
        nouns=("job", "role", "position", "title", "job title", "occupation", "profession", "post"),
        cues=("job", "title", "role", "position", "profession", "occupation", "career", "promote"),
        kind="thing",
    ),
    Relation(
        "allergy",
        verbs=("allergic to", "intolerant to"),
        nouns=("allergy", "allergies", "intolerance"),
        # ("what can't I digest": what one is intolerant to)
        cues=("allergic", "allergy", "allergies", "intolerant", "intolerance", "digest"),
        single=False,
    ),
    Relation(
        "child",
        nouns=(
            *("son", "daughter", "kid", "child", "baby", "boy", "girl", "stepson", "stepdaughter", "lad"),
            *("eldest", "youngest", "toddler"),  # "my eldest is at Oakfield High"
        ),
        cues=("child", "children", "kid", "kids", "son", "daughter", "baby"),
        kind="person",
        single=False,
    ),
    Relation(
        "language",
        verbs=("speak",),
        nouns=("language", "native language", "mother tongue"),
        cues=("language", "languages", "speak"),
        single=False,
    ),
    Relation(
        "friend",
        nouns=("friend", "best friend", "mate", "buddy", "pal", "bestie", "bff"),
        cues=("friend", "friends", "mate", "buddy"),
        kind="person",
        single=False,
    ),
    Relation(
        "flatmate",
        # ("roomate": a spelling chat often gives it)
        nouns=(
            "flatmate",
            "roommate",
            "housemate",
            "flat mate",
            "room mate",
            "house mate",
            "roomie",
            "roomate",
        ),
        cues=(
            "flatmate",
            "flatmates",
            "roommate",
            "roommates",
            "housemate",
            "housemates",
            "roomie",
            "roomate",
        ),
        kind="person",
        single=False,
    ),
    Relation(
        "pet",
        verbs=("adopt",),
        nouns=_PET_NOUNS,
        # any animal kept as one asks for it ("what's my tortoise called"); not a horse or pony,
        # which questions about riding name too
        cues=("pet", *(n for n in _PET_NOUNS if n not in ("horse", "pony", "guinea pig"))),
        kind="thing",
        single=False,
    ),
    # an animal's breed: "a springer spaniel called Dai" (said of the animal, by its name)
    Relation("breed", nouns=("breed",), cues=("breed",), kind="thing"),
    Relation(
        "volunteering",  # where someone gives their time: "volunteering at the food bank now"
        verbs=("volunteer at", "volunteer with", "volunteer for", "volunteer in"),
        ends=("quit", "leave", "give up", "stop", "step down from"),
        cues=("volunteer", "volunteering"),
        kind="org",
    ),
    Relation(
        "club",  # the club, gym or team someone trains or plays with: the current one
        nouns=("club", "gym", "choir", "league", "dojo", "group", "society", "member", "membership"),
        verbs=("train at", "box at", "climb at", "swim at", "train with", "play for"),
        ends=(
            "quit",
            "leave",
            "give up",
            "drop",
            "stop",
            "drop out of",
            "step down from",
            "cancel",
            "pack in",
        ),
        cues=("club", "gym", "choir", "league", "exercise", "sport", "fitness", "train"),
        kind="org",
    ),
    Relation(
        "hobby",
        verbs=("take up", "get into", "play", "join"),
        nouns=("hobby", "hobbies", "sport", "exercise"),
        ends=("give up", "quit", "stop", "step down from", "drop", "pack in"),  # "packed in football"
        # ("what does she do to stay fit", "how do I work out these days")
        cues=(
            "hobby",
            "hobbies",
            "sport",
            "exercise",
            "fun",
            "fitness",
            "fit",
            "workout",
            "play",
            "instrument",
        ),
        single=False,
    ),
    # What someone listens to, reads or watches as a habit: "I mostly listen to afrobeats"
    Relation(
        "listens to",
        verbs=("listen to",),
        cues=("music",),  # ("listen" is its own word)
        single=False,
    ),
    # What someone likes and can't stand: one relation each, whatever verb says it, so "love
    # spicy food" and "enjoy spicy food" meet, and a question about dislikes finds "hate olives".
    Relation(
        "likes",
        verbs=(
            "like",
            "love",
            "enjoy",
            "adore",
            "be into",
            "be obsessed with",
            "obsess with",  # "obsessed with bouldering lately": texting dropped the "I'm"
            "hook on",  # "hooked on wordle"
            "partial to",  # "I'm partial to a good rioja" (the adjective and its preposition)
            *("mad about", "mad on", "crazy about", "nuts about", "keen on"),
            "addicted to",  # "addicted to Wordle"
            "prefer",
        ),
        cues=("like", "likes", "love", "loves", "enjoy", "favorite", "favourite", "prefer", "fan"),
        single=False,
    ),
    # the team (or cause) someone follows: "I support the Harriers", "a lifelong Harriers supporter"
    Relation("supports", verbs=("support",), cues=("support", "supporter"), single=False),
    Relation(
        "dislikes",
        verbs=("hate", "dislike", "detest", "loathe"),
        cues=("dislike", "dislikes", "hate", "hates", "stand", "avoid", "abide", "refuse"),
        single=False,
    ),
    # where someone comes from: fixed, and may be told several ways ("from Lagos", "grew up in
    # London"), so several values stand together
    Relation(
        "hometown",
        verbs=("be from", "come from", "hail from", "grow up in", "raise in", "bear in"),
        nouns=("hometown", "home town", "birthplace"),
        cues=("hometown", "origin", "originally", "grow", "born", "raised", "birthplace"),
        kind="place",
        single=False,
    ),
    Relation(
        "school",
        verbs=(
            *("study at", "graduate from", "attend", "enrol at", "enroll at", "grad from", "go to school"),
            "accept at",  # "accepted at Sheffield Hallam": a place offered
        ),
        nouns=("school", "university", "uni", "college", "alma mater"),
        cues=(
            "school",
            "university",
            "uni",
            "college",
            "attend",
            "graduate",
            "educate",
            "alma",
        ),
        kind="org",
    ),
    # what someone studies ("studying law", "a masters in data science"); where is the school
    Relation(
        "course",
        verbs=("study", "major in", "read", "accept onto", "accept on", "enrol on", "enrol in"),
        nouns=("course", "degree", "major", "subject"),
        cues=("course", "degree", "major", "subject", "studying", "studies"),
        kind="thing",
    ),
    Relation(
        "surname",
        verbs=("change name to",),
        nouns=("surname", "last name", "family name"),
        cues=("surname", "last name", "family name"),
        kind="thing",
    ),
    Relation(
        "age",
        nouns=("age",),
        cues=("old", "age"),
        kind="thing",
    ),
    Relation(
        "parent",
        nouns=(
            *("mum", "mom", "mother", "dad", "father", "parent", "parents", "mama", "papa"),
            *("stepmum", "stepmom", "stepmother", "stepdad", "stepfather"),
        ),
        cues=("mother", "mum", "mom", "father", "dad", "parent", "parents"),
        kind="person",
        single=False,
    ),
    Relation(
        "sibling",
        nouns=("brother", "sister", "sibling", "bro", "sis", "stepbrother", "stepsister", "twin"),
        cues=("brother", "sister", "sibling"),
        kind="person",
        single=False,
    ),
    # The wider family, each its own relation: "my grandson Toby", "my aunt Ngozi". A question may
    # also reach them through two links ("Adanna's aunt": her parent's sibling; memcli.answer_chat)
    Relation(
        "grandchild",
        nouns=("grandson", "granddaughter", "grandchild", "grandkid", "grandchildren", "grandkids"),
        cues=("grandson", "granddaughter", "grandchild", "grandchildren", "grandkid", "grandkids"),
        kind="person",
        single=False,
    ),
    Relation(
        "grandparent",
        nouns=GRANDPARENT_WORDS,
        cues=GRANDPARENT_WORDS,
        kind="person",
        single=False,
    ),
    Relation(
        "aunt or uncle",
        nouns=("aunt", "auntie", "aunty", "uncle"),
        cues=("aunt", "auntie", "aunty", "uncle"),
        kind="person",
        single=False,
    ),
    Relation(
        "nephew or niece",
        nouns=("nephew", "niece"),
        cues=("nephew", "niece", "nephews", "nieces"),
        kind="person",
        single=False,
    ),
    Relation(
        "cousin",
        nouns=("cousin",),
        cues=("cousin", "cousins"),
        kind="person",
        single=False,
    ),
    # The people someone sees for a service: one at a time, and a new one replaces the last ("I
    # have found a new doctor, a Dr Kotecha"). Not the dentist: a question about someone's
    # dentist that no fact answers would then lose its rarest word, the one what was said must
    # hold (a walk that cannot take its first link drops the link's noun)
    Relation(
        "doctor",
        nouns=("doctor", "gp", "physician", "general practitioner", "practitioner"),
        cues=("doctor", "gp", "physician"),
        kind="person",
    ),
    Relation(
        "therapist",
        nouns=("therapist", "counsellor", "counselor", "psychologist"),
        cues=("therapist", "counsellor", "counselor", "psychologist", "therapy"),
        kind="person",
    ),
    Relation(
        "landlord",
        nouns=("landlord", "landlady"),
        cues=("landlord", "landlady"),
        kind="person",
    ),
    # The people someone goes to for a service, one at a time: "my accountant Ivo is retiring",
    # "new dentist is Dr Nwosu" (a new one replaces the last; "I'm an accountant" is still a job)
    *(
        Relation(name, nouns=nouns, cues=cues, kind="person")
        for name, nouns, cues in (
            ("accountant", ("accountant", "bookkeeper"), ("accountant", "accounts", "bookkeeper")),
            ("dentist", ("dentist",), ("dentist", "dental")),
            ("vet", ("vet", "veterinarian"), ("vet", "veterinarian")),
            (
                "hairdresser",
                ("hairdresser", "barber", "stylist"),
                ("hairdresser", "barber"),
            ),
            ("solicitor", ("solicitor", "lawyer", "attorney"), ("solicitor", "lawyer", "attorney")),
            ("physio", ("physio", "physiotherapist"), ("physio", "physiotherapist", "physiotherapy")),
            ("tutor", ("tutor",), ("tutor", "tutoring")),
            ("childminder", ("childminder", "nanny", "babysitter"), ("childminder", "nanny", "babysitter")),
            ("assistant", ("assistant",), ("assistant",)),  # (not "pa": a father, as often)
        )
    ),
    # The people around someone's home and work: "my neighbour Mrs Dunn", "my colleague Tariq"
    Relation(
        "neighbour",
        nouns=("neighbour", "neighbor"),
        cues=("neighbour", "neighbor", "neighbours", "neighbors"),
        kind="person",
        single=False,
    ),
    Relation(
        "colleague",
        nouns=("colleague", "coworker", "co-worker", "workmate"),
        cues=("colleague", "colleagues", "coworker", "coworkers", "workmate"),
        kind="person",
        single=False,
    ),
    Relation("coach", nouns=("coach", "trainer"), cues=("coach", "trainer"), kind="person"),
)

# Phone makers and lines: a value naming one is a phone whatever verb brought it ("got a pixel",
# "the iPhone my husband gave me"). World knowledge, written from the market, not from any data set.
PHONES = frozenset(
    {
        "iphone",
        "pixel",
        "galaxy",
        "samsung",
        "nokia",
        "motorola",
        "moto",
        "xiaomi",
        "redmi",
        "oneplus",
        "huawei",
        "honor",
        "oppo",
        "vivo",
        "realme",
        "tecno",
        "infinix",
        "itel",
        "xperia",
        "blackberry",
        "fairphone",
        "nothing phone",
        "poco",
    }
)
# Car and motorbike makers: a value naming one is a car whatever verb brought it ("traded the old one in for a
# subaru outback", "got a VW"). Makers only, and only those no everyday word shares a spelling with
# ("jaguar", "dodge", "mini", "seat" are left out; "ford" is in: the river's ford is rare in chat,
# and a name without "a"/"the"/"my" is never read as a car): models alone ("corolla", "golf") are
# too often other things.
CAR_MAKERS = frozenset(
    """ford toyota honda volkswagen vw subaru nissan mazda kia hyundai tesla bmw audi mercedes volvo skoda
    renault peugeot citroen citroën fiat vauxhall opel chevrolet chevy lexus porsche suzuki
    mitsubishi dacia polestar rivian cupra isuzu jeep ssangyong saab lancia infiniti acura buick
    cadillac chrysler gmc maserati ferrari lamborghini bentley
    yamaha kawasaki ducati harley ktm vespa piaggio bajaj enfield aprilia""".split()
)
# Nouns for a post someone holds: their modifiers or apposition name the job ("a staff nurse
# post", "the role: team lead").
JOB_NOUNS = frozenset({"post", "position", "role", "job", "title"})

# Diets people announce ("I've gone vegetarian", "I'm vegan now").
DIETS = frozenset(
    {
        "vegetarian",
        "vegan",
        "veggie",
        "pescatarian",
        "pescetarian",
        "keto",
        "paleo",
        "gluten-free",
        "dairy-free",
        "plant-based",
        "halal",
        "kosher",
        "carnivore",
        "coeliac",  # a condition that is a diet for life: "confirmed coeliac", gluten gone
        "celiac",
    }
)

# Nouns that say what a person does for a living ("I'm a nurse", "line cook in osaka"): a small
# general list (with chat's short words: "vet tech", "sparky"), and agent suffixes for the rest.
OCCUPATIONS = frozenset(
    """nurse doctor teacher engineer developer programmer designer chef cook sous baker barista
    waiter waitress accountant lawyer architect pilot driver mechanic electrician plumber carpenter
    dentist pharmacist paramedic surgeon scientist researcher student intern manager analyst consultant
    writer journalist editor artist musician photographer librarian cashier clerk officer firefighter
    soldier farmer gardener cleaner tutor lecturer professor coach trainer therapist midwife vet veterinarian
    translator salesperson receptionist secretary administrator director founder ceo cto freelancer
    contractor technician butcher tailor hairdresser barber model actor actress dancer singer nanny
    carer caregiver sommelier bartender courier dispatcher coordinator supervisor planner principal
    headteacher foreman operator labourer laborer welder porter postman bookkeeper
    shopkeeper apprentice trainee paralegal physio nanny childminder dev
    fireman policeman policewoman binman dustman doorman cameraman tradesman lifeguard cop postie
    postwoman builder roofer decorator painter joiner bricklayer plasterer scaffolder tiler locksmith
    cobbler florist fishmonger grocer greengrocer cabbie chauffeur trucker haulier solicitor
    barrister detective constable ranger warden bouncer concierge janitor caretaker housekeeper
    babysitter groomer zookeeper jockey shepherd recruiter coder sysadmin animator illustrator
    interpreter stewardess barback brewer winemaker caterer referee umpire priest vicar rabbi imam
    chaplain pastor councillor doula nun monk dj youtuber influencer vlogger podcaster poet composer
    presenter newsreader reporter correspondent assistant postdoc tech sparky""".split()
)
_AGENT_SUFFIXES = ("ist", "ian", "eer")
TRADE_KINDS = ("professional", "skilled_worker", "employee")  # WordNet categories of a living
RANKS = frozenset({"deputy", "assistant", "vice", "chief", "senior", "junior", "lead", "head", "principal"})
# a rank after the field it leads: "team lead", "tech lead", "shift leader"
TRAILING_RANKS = frozenset({"lead", "leader"})


# The common kinds people have favourites of, in groups of words that ask for the same thing: a
# favourite of one group is no answer about another ("favourite band" for "favourite film").
FAVOURITE_GROUPS = (
    "film movie flick",
    "book novel read author writer",
    "band group artist singer musician rapper",
    "song track tune",
    "album record",
    "show series programme program tv sitcom",
    "game videogame",
    "sport",
    "team club",
    "colour color",
    "food dish meal snack cuisine",
    "drink beverage beer wine cocktail tea coffee",
    "place city country town spot restaurant cafe bar pub",
    "animal",
    "season",
    "subject",
    "flower",
)
_FAVOURITE_GROUP = {word: group.split()[0] for group in FAVOURITE_GROUPS for word in group.split()}


# Nouns of one relation that tell its members apart: a brother is no sister, a dog no cat. A
# turn that calls someone by one ("my sister Jo") says they are not what the other asks for.
TELLING_NOUNS = (
    ("brother bro stepbrother", "sister sis stepsister"),
    ("son stepson boy", "daughter stepdaughter girl"),
    ("mum mom mother mama stepmum stepmom", "dad father papa stepdad"),
    ("husband", "wife"),
    ("boyfriend bf", "girlfriend gf"),
    ("aunt auntie", "uncle"),
    ("nephew", "niece"),
    ("grandson", "granddaughter"),
    ("grandma gran nan granny grandmother", "grandad grandpa grandfather"),
    (
        "dog puppy pup greyhound",
        "cat kitten",
        "rabbit bunny",
        "hamster",
        "parrot budgie",
        "tortoise",
        "ferret",
    ),
)
_TELLING = {
    word: (n, m)
    for n, sets in enumerate(TELLING_NOUNS)
    for m, words in enumerate(sets)
    for word in words.split()
}


TELLING_WORDS = frozenset(_TELLING)


def telling(noun: str) -> bool:
    return noun.lower() in _TELLING


def told_apart(a: str, b: str) -> bool:
    """Do two nouns name members of one relation that cannot be the same one ("brother" and
    "sister"; not "brother" and "sibling", nor "kid" and "son")?"""
    first, second = _TELLING.get(a.lower()), _TELLING.get(b.lower())
    return first is not None and second is not None and first[0] == second[0] and first[1] != second[1]


def favourite_group(noun: str) -> str | None:
    """The group of kinds a favourite's noun is in ("movie" → "film"), None for other nouns
    ("thing", "hobby")."""
    noun = noun.lower()
    return _FAVOURITE_GROUP.get(noun) or _FAVOURITE_GROUP.get(noun.removesuffix("s"))


def is_phone(value: str) -> bool:
    return any(w in PHONES for w in value.lower().split())


def is_car(value: str) -> bool:
    """A value naming a car maker ("Buick", "VW Polo")."""
    return any(w in CAR_MAKERS for w in value.lower().split())


def is_occupation(noun: str) -> bool:
    """ "nurse", "line cook", "translator"; and a rank before a noun ("deputy head", "head of
    sales", "senior planner"), whose last word alone ("head") says nothing."""
    words = noun.lower().split()
    word = words[-1] if words else ""
    if len(words) >= 2 and (words[0] in RANKS or word in TRAILING_RANKS):
        return True  # "senior planner"; "team lead", "qa lead"
    if word in DIETS:  # "pescatarian since uni": what someone eats, not what they do
        return False
    if word in OCCUPATIONS:
        return True
    named_so = len(word) > 5 and word.endswith(_AGENT_SUFFIXES) and _may_be_a_person(word)
    return (named_so or _works_for_a_living(word)) and not _from_somewhere(word)


def _from_somewhere(word: str) -> bool:
    """ "i'm a bad malaysian", "a proud canadian": someone of a place ("-ian" ends trades too:
    "librarian")."""
    from memcli import kinds

    return kinds.is_a(word, "inhabitant")


def _may_be_a_person(word: str) -> bool:
    """An "-ist" word WordNet knows names a person only if it is one ("florist"; not "checklist",
    "career", "playlist"); a word it lacks ("barista", "sommelière") is guessed from its ending."""
    from memcli import kinds

    return not kinds.is_noun(word) or kinds.is_a(word, "person")


def _works_for_a_living(word: str) -> bool:
    """A noun whose commonest sense WordNet files under professionals, skilled workers or
    employees ("practitioner", "radiographer", "bricklayer", "copywriter"): the list above cannot
    hold every trade. Rarer senses would make a worker of "man" and "help", and "worker" itself
    takes in roles that are not a living (a church's sidesman)."""
    from memcli import kinds

    return any(kinds.is_a(word, kind, senses=1) for kind in TRADE_KINDS)


@lru_cache(maxsize=1)
def _by_verb() -> dict[str, str]:
    return {v: r.name for r in PEOPLE for v in r.verbs}


@lru_cache(maxsize=1)
def _by_noun() -> dict[str, str]:
    return {n: r.name for r in PEOPLE for n in r.nouns}


@lru_cache(maxsize=1)
def _ends() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for r in PEOPLE:
        for e in r.ends:
            out.setdefault(e, []).append(r.name)
    return out


@lru_cache(maxsize=1)
def _by_name() -> dict[str, Relation]:
    return {r.name: r for r in PEOPLE}


def relation_for_predicate(predicate: str) -> str | None:
    """The relation a verb predicate names ("work at" → employer), or None (open relation)."""
    return _by_verb().get(predicate)


# Partners in something other than a life together: a firm's ("supervising partner", "senior
# partner"), a business's, a game's or a class's ("tennis partner", "lab partner")
WORK_PARTNERS = frozenset(
    """business supervising senior junior managing equity founding salaried associate trading
    sparring tennis squash badminton dance dancing lab study project training running climbing
    bridge chess""".split()
)


@lru_cache(maxsize=65536)
def relation_for_noun(noun: str) -> str | None:
    """The relation a possessed or copular noun names ("boss" → manager), or None. Cached: the
    curator asks it of every word of a sentence it weighs for parsing, and chat repeats words."""
    noun = noun.lower().strip()
    words = noun.split()
    if len(words) > 1 and words[-1] in ("partner", "partners") and words[-2] in WORK_PARTNERS:
        return None  # "my business partner": no partner in life
    return _by_noun().get(noun) or _by_noun().get(words[-1] if noun else noun)


# A relation whose negation is another relation: "I don't like olives" dislikes olives.
# "don't like olives", "can't stand mushrooms", "can't abide fuss": a dislike
NEGATED = {"likes": "dislikes", "stand": "dislikes", "abide": "dislikes", "bear": "dislikes"}


def negated_relation(relation: str) -> str:
    """What "not <relation>" is stored as: its opposite where English has one, else "not R"."""
    return NEGATED.get(relation, f"not {relation}")


def ending_predicates() -> frozenset[str]:
    """Every predicate that closes some relation's value ("quit", "move out of", "sell")."""
    return frozenset(_ends())


def ended_relations(predicate: str) -> list[str]:
    """Relations whose current value a predicate closes ("quit" → employer, hobby)."""
    return _ends().get(predicate, [])


def get(name: str) -> Relation | None:
    return _by_name().get(name)


# Relations whose subject is two people at once: "Sam and I got married", "mei and me broke up".
MUTUAL = frozenset({"partner", "friend", "sibling"})


# Slots whose values tell one story together: a career is the titles held and the places worked
# ("how has her career changed": ER nurse at Wasatch General → charge nurse at Canyon Crest)
STORY_FAMILIES = (frozenset({"job title", "employer"}),)


def story_family(relation: str) -> frozenset[str]:
    """The relations told with this one in a story of changes (itself included), or none."""
    return next((f for f in STORY_FAMILIES if relation in f), frozenset())


def is_single(relation: str) -> bool:
    """Open relations default to multi-valued: without knowing what a predicate means, two
    different values are more likely both true ("likes jazz", "likes tea") than a replacement."""
    rel = get(relation)
    return rel.single if rel else False


@lru_cache(maxsize=4096)
def cue_stems(relation: str) -> frozenset[str]:
    """The stemmed question words that mean a lexicon relation (empty for an open relation)."""
    from memcli.text import stem, words

    rel = get(relation.removeprefix("not "))
    if rel is None:
        return frozenset()
    return frozenset(stem(w) for c in rel.cues for w in words(c))


def cued_relations(question_terms: set[str], question: str = "") -> list[str]:
    """The lexicon relations a question's stemmed words ask for ("live" → residence, "boss" →
    manager), and those a noun of several words names in the question ("other half" → partner),
    in the lexicon's order."""
    return [
        rel.name
        for rel in PEOPLE
        if cue_stems(rel.name) & question_terms or any(_phrase_in(n, question) for n in rel.nouns if " " in n)
    ]


def _phrase_in(phrase: str, text: str) -> bool:
    return bool(text) and re.search(rf"\b{re.escape(phrase)}\b", text, re.IGNORECASE) is not None


@lru_cache(maxsize=4096)
def said_stems(cue: str) -> frozenset[str]:
    """Stems of the words a statement uses for the relations a question word asks about: "work"
    asks for the employer, which people state as "joined", "hired", "job", "started at". Empty
    when the word is no question cue of any relation."""
    from memcli.text import STOP_WORDS, stem, words

    skip = _GENERIC_VERBS | STOP_WORDS | _PHRASE_FILLERS
    found: set[str] = set()
    for rel in PEOPLE:
        if cue in cue_stems(rel.name):
            found |= {stem(w) for p in (*rel.nouns, *rel.cues) for w in words(p)}
            # a verb phrase's words alone say little ("landed a job": "land"), nor do the verbs
            # that end a relation ("sold", "left": sold what?); one-word verbs that start one do
            found |= {stem(p) for p in rel.verbs if len(words(p)) == 1}
            # but a verb of moving says where someone is now ("moved in to gilly st!!")
            found |= {stem(words(p)[0]) for p in rel.verbs if words(p)[0] in _MOVING_HEADS}
    return frozenset(found - {stem(w) for w in skip})


_MOVING_HEADS = frozenset({"move", "relocate", "emigrate", "settle"})


def cues(relation: str) -> frozenset[str]:
    rel = get(relation)
    if rel is None:
        return frozenset(relation.split())
    return frozenset(rel.cues) | frozenset(relation.split())


# Words of the lexicon's phrases that say nothing alone: particles, "last" (of "last name": "last
# night" is no signal)
_PHRASE_FILLERS = frozenset({"nothing", "other", "see", "away", "down", "up", "out", "off", "last"})
# Verbs too common to say anything on their own ("got coffee", "took the bus"): a clause with
# one of them is worth reading only when something else in it is a signal.
_GENERIC_VERBS = frozenset({"be", "get", "take", "go", "have", "make", "do", "start", "stay"})


@lru_cache(maxsize=1)
def signal_stems() -> frozenset[str]:
    """Stems of the words that can carry a fact about a person's life: every relation's verbs,
    nouns, endings and question cues, phone makers, diets and job nouns. Occupations are matched
    as written instead (`is_occupation`): an agent noun's stem is its verb ("baker" → "bake"),
    and "baked bread" is no job. A sentence
    with none of them (and no other signal, see memcli.curators.parse.worth_parsing) is kept as
    what was said but not parsed."""
    from memcli.text import STOP_WORDS, stem, words

    phrases = [p for r in PEOPLE for p in (*r.verbs, *r.nouns, *r.ends, *r.cues)]
    phrases += [*PHONES, *CAR_MAKERS, *DIETS, *JOB_NOUNS]
    skip = _GENERIC_VERBS | STOP_WORDS | _PHRASE_FILLERS
    found = {stem(w) for p in phrases for w in words(p) if w not in skip}
    return frozenset(found - {stem(w) for w in skip})


# The last word of a street's name, as people write it ("Brook Rd", "Carver Street")
STREET_TYPES = tuple(
    """street st road rd lane ln avenue ave close way drive dr crescent terrace place court square
    row grove gardens mews parade walk estate""".split()
)
# Those written short, which the tagger may not read as part of the name ("penfold rd")
STREET_ABBREVIATIONS = ("st", "rd", "ln", "ave", "dr")


# The last words of an organisation's name that say what kind it is ("Nordkai Shipping", "Pell &
# Marr Ltd", "Birchwood Primary School"); people drop them when they name it again ("left
# Nordkai")
ORG_WORDS = frozenset(
    """shipping freight logistics labs lab ltd inc co group bank clinic hospital school college
    academy university studio systems software foods bakery cafe café agency partners solutions
    services consulting media press trust council motors autos garage dealership""".split()
)
_KIND_WORDS = frozenset(
    """international national primary secondary high middle elementary infant junior community
    surgery practice society club gym centre center store shop restaurant hotel company limited
    plc llc""".split()
)


def short_name(value: str, common: Callable[[str], bool]) -> str | None:
    """The words a name is said by again without its kind ("Greenfield Primary School" →
    "Greenfield", "Larch Court" → "Larch"), or None when nothing is dropped or what is left could
    be an ordinary word (common: e.g. a dictionary noun: "Park" of "Park Lane" is no name)."""
    from memcli.text import STOP_WORDS

    kept = value.split()
    while len(kept) > 1 and kept[-1].lower().strip(".,") in _NAME_KINDS:
        kept.pop()
    if len(kept) == len(value.split()) or kept[0].lower() in STOP_WORDS:
        return None
    if len(kept) == 1 and (len(kept[0]) < 4 or common(kept[0].lower())):
        return None
    return " ".join(kept)


_NAME_KINDS = ORG_WORDS | _KIND_WORDS | frozenset(STREET_TYPES)


# "who do I live with", "who does Sam live with": the people someone lives with
LIVE_WITH_Q = re.compile(r"^\s*who\b.*\bliv(?:e|es|ing)\s+with\b", re.IGNORECASE)
# Phrases that ask for a relation in words that mislead: "for a living" asks for the job, not the
# home; "going out with" asks for the partner, not where anyone went. (phrase, its words, the word
# it means)
_IDIOMS = (
    (re.compile(r"\bfor (?:a )?living\b", re.IGNORECASE), ("living",), "job"),
    (re.compile(r"\bhow old\b", re.IGNORECASE), ("old",), "age"),  # "how old is Leo": his age
    # "what do I do?", "what does Sam do these days", "what do I do for work", "what work does
    # she do": a job; "what did I do last weekend" is not
    (
        re.compile(
            r"^\s*what\s+(?:work\s+)?(?:do|does)\s+(?:\S+\s+){1,3}?do(?:\s+for\s+(?:work|a\s+job))?"
            r"(?:\s+(?:now|nowadays|these days|currently))?\s*\??\s*$",
            re.IGNORECASE,
        ),
        ("do",),
        "job",
    ),
    # "where am I from", "where's Kofi from originally": the hometown ("from" is a stop word)
    # (a person's: "where did the parcel come from" asks no one's, nor "where do we get our
    # beans from": a supplier)
    (
        re.compile(
            r"\bwhere\b(?!.*\b(?:the|a|an|it|this|that|get|gets|got|buy|buys|bought|order|orders|ordered)\b)"
            r".*\bfrom\b",
            re.IGNORECASE,
        ),
        (),
        "hometown",
    ),
    # "which town is Marlowe from", "what country are you from originally": the hometown too,
    # the kind word asked with it ("town") left to say which kind of place
    (
        re.compile(
            r"^\s*(?:which|what)\s+(?!.*\b(?:the|a|an|it|this|that|these|those|get|gets|got|buy|buys|bought"
            r"|order|orders|ordered)\b)(?:town|city|country|village|county|state|region|island|part)\b"
            r"(?:\s+of\s+\S+)?\s+(?:is|are|am|was|were)\b.*\bfrom(?:\s+originally)?\W*$",
            re.IGNORECASE,
        ),
        (),
        "hometown",
    ),
    # "what is her home town": where she is from, not the home she has ("home" alone is)
    (re.compile(r"\bhome\s+town\b", re.IGNORECASE), ("home", "town"), "hometown"),
    (
        re.compile(r"\b(?:go|goes|going|went) out with\b", re.IGNORECASE),
        ("go", "going", "went", "out"),
        "partner",
    ),
    # "how do I get around", "how does she get to work": the vehicle, not anything got
    (
        re.compile(r"\b(?:get|gets|getting|got)\s+(?:around|about|to work)\b|\bcommut\w*", re.IGNORECASE),
        ("get", "gets", "getting", "got", "around", "about", "work", "commute", "commuting", "commutes"),
        "vehicle",
    ),
    # "who is she with now", "who was I with before Arvo": the partner ("with" is a stop word)
    (
        re.compile(
            r"^\s*who(?:['’]?s)?\s+(?:(?:is|was|am|are|were)\s+)?\w+\s+with"
            r"(?:\s+(?:now|nowadays|these days|atm|at the moment|before\b.*|then|back then))?\s*\??\s*$",
            re.IGNORECASE,
        ),
        (),
        "partner",
    ),
    # "who was Elowen seeing in early 2023", "who's he seeing now": the one dated, no one met
    (
        re.compile(r"^\s*who(?:['’]?s)?\s+(?:(?:is|was|am|are|were)\s+)?\w+\s+(?:been\s+)?seeing\b", re.I),
        ("seeing",),
        "partner",
    ),
    # "who's my man these days", "who is her lady now": "man", "lady" said of one's own in a
    # question of who is the partner (in a statement, "my man at the garage" may be anyone)
    (
        re.compile(
            r"^\s*who(?:['’]?s)?\s+(?:(?:is|was|are|were)\s+)?(?:my|his|her|their|\w+['’]s)\s+"
            r"(?:man|woman|lady|guy)"
            r"(?:\s+(?:now|nowadays|these days|atm|at the moment|rn|right now|then|back then))?\s*\??\s*$",
            re.IGNORECASE,
        ),
        ("man", "woman", "lady", "guy"),
        "partner",
    ),
    # "how has my love life changed", "how is her dating life": the partners had
    (re.compile(r"\blove\s+life\b|\bdating\s+life\b", re.IGNORECASE), ("love", "life", "dating"), "partner"),
    # "which team do I play for": the club played for ("team" alone is a work team too)
    (
        re.compile(r"\bplay(?:s|ed|ing)?\s+for\b", re.IGNORECASE),
        ("play", "plays", "played", "playing"),
        "club",
    ),
    # "who does Greg drive for now", "which airline does she fly for": whom the work is done
    # for (the verb's own relation is the car driven; "what does he drive for work" asks it)
    (
        re.compile(
            r"^\s*(?:who|which\s+\w+)\b.*\b(?:drives?|drove|driving|fl(?:y|ies|ew|ying))\s+for\b", re.I
        ),
        ("drive", "drives", "drove", "driving", "fly", "flies", "flew", "flying"),
        "employer",
    ),
    # "what is she into": what she likes ("into" is a stop word)
    (
        re.compile(
            r"^\s*what(?:\s+(?:is|are|am|was|were)|['’]s)\s+.+\s+into"
            r"(?:\s+(?:now|nowadays|these days|lately|atm))?\s*\??\s*$",
            re.IGNORECASE,
        ),
        (),
        "like",
    ),
    # "who do I live with": a flatmate (or a partner, said so), besides the home
    (LIVE_WITH_Q, (), "flatmate"),
    # "who did I share the flat on Copper Lane with": a flatmate, not the flat
    (
        re.compile(
            r"\bshar(?:e|es|ed|ing)\s+(?:a|an|the|my|our|his|her|their)?\s*"
            r"(?:flat|house|apartment|place|room|home)\b.*\bwith\b",
            re.IGNORECASE,
        ),
        ("share", "shared", "sharing", "flat", "house", "apartment", "place", "room", "home"),
        "flatmate",
    ),
)


def idioms(question: str) -> list[tuple[frozenset[str], str]]:
    """For each idiom in the question: the stems of its words, and the stem of what it means."""
    from memcli.text import stem

    found = [
        (frozenset(stem(w) for w in spent), stem(meant))
        for phrase, spent, meant in _IDIOMS
        if phrase.search(question)
    ]
    return found + _where_one_does(question)


# "where do I teach now", "where does Ami study", "where did he teach before", "which school
# does she teach at": a question of where whose verb is one of a relation's ("teach at" →
# employer) asks that relation, whose cues may not hold the verb
_WHERE_DOES = re.compile(
    r"^\s*(?:where|(?:which|what)\s+(?P<kind>[a-z]+))\s+(?:do|does|did)\s+\S+\s+(?P<rest>(?:[a-z]+\s*){1,2})",
    re.I,
)


def _where_one_does(question: str) -> list[tuple[frozenset[str], str]]:
    from memcli.text import stem

    found = _WHERE_DOES.match(question)
    if found is None or (found.group("kind") or "school").lower() not in _NAME_KINDS:
        return []  # ("what subject did she teach": what, not where)
    for verb in found.group("rest").lower().split():  # "where does Ami study", "… my son study"
        relation = relation_for_predicate(f"{verb} at") or relation_for_predicate(f"{verb} in")
        if relation is not None:
            if stem(verb) in cue_stems(relation):
                return []
            return [(frozenset(), stem(get(relation).cues[0]))]  # (the verb is still looked for)
    return []


def question_terms(question: str) -> set[str]:
    """The question's stemmed content words, and the word each of its idioms means, so the ranker
    and the answerer read "who is she going out with" alike."""
    from memcli.text import terms

    found = terms(question)
    for spent, meant in idioms(question):
        found = (found - spent) | {meant}
    return found


# Words for family and the people of one's life in the languages people most often switch into
# mid-sentence (Spanish, Portuguese, French, Italian), with the English noun the lexicon knows:
# "minha irmã Camila" is "my sister Camila". General vocabulary, not any data set's.
KIN_ABROAD = {
    # mother, father
    **dict.fromkeys("madre mamá mami mãe mamãe mère maman mamma".split(), "mum"),
    **dict.fromkeys("padre papá papi pai papai père papà".split(), "dad"),
    # sister, brother
    **dict.fromkeys("hermana irmã sœur soeur sorella".split(), "sister"),
    **dict.fromkeys("hermano irmão frère fratello".split(), "brother"),
    # partners
    **dict.fromkeys("esposo marido mari marito".split(), "husband"),
    **dict.fromkeys("esposa mujer mulher femme moglie".split(), "wife"),
    **dict.fromkeys("novio namorado copain fidanzato".split(), "boyfriend"),
    **dict.fromkeys("novia namorada copine fidanzata".split(), "girlfriend"),
    # children
    **dict.fromkeys("hijo filho fils figlio".split(), "son"),
    **dict.fromkeys("hija filha fille figlia".split(), "daughter"),
    # work and friends
    **dict.fromkeys("jefe jefa chefe patron patronne capo".split(), "boss"),
    **dict.fromkeys("amigo amiga ami amie amico".split(), "friend"),
    **dict.fromkeys("primo prima cousine cugino cugina".split(), "cousin"),
    **dict.fromkeys("abuela avó grand-mère nonna".split(), "grandma"),
    **dict.fromkeys("abuelo avô grand-père nonno".split(), "grandad"),
    **dict.fromkeys("tía tia tante zia".split(), "aunt"),
    **dict.fromkeys("tío tio oncle zio".split(), "uncle"),
}
# "my" in those languages ("mi", "minha", "ma", "mia", with the article where one is used)
MY_ABROAD = frozenset("mi mis minha meu minhas meus ma mon mes mia mio mie miei".split())

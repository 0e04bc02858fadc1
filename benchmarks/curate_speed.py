"""Curation speed: how fast the default offline curator reads a long, realistic chat history.

    python benchmarks/curate_speed.py [--turns 100000] [--repeat 1] [--seed 7] [--json]

Generates a seeded history of N turns (user and assistant alternating, about 30 words a turn):
chit-chat plus facts that change over time (people moving city, changing jobs, getting new
managers and phones), with invented names and wording drawn from templates AND random word
mixing, so turns are rarely identical and a parser cannot answer from a cache. Ingests it once
(timed, but not curation), then for each repeat copies the ingested memory and times
`Memory.curate()` (the default curator) in a fresh Python process, so peak RSS, CPU time and
any model loading belong to that one curation; CPU counts the parse worker's too (the
`curate.parse_worker` setting; `--parse-worker off` times parsing in-process). In the same run a
plain baseline passes the same user turns through `memcli.text.terms` (tokenize, stop words,
stem). Prints user turns/s, all turns/s, wall and CPU seconds, peak RSS and the load average
around each run (the machine's other work slows wall time); medians over repeats. Nothing here
is a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# --- the generator --------------------------------------------------------------------------------

ONSETS = "b br c ch d dr f g gr h j k kl l m n p pr r s sh st t th tr v w y z".split()
VOWELS = "a e i o u ai ei ou ia io".split()
CODAS = ["", "", "", "n", "r", "s", "l", "k", "th", "m", "nd", "x"]
PLACE_ENDS = ["ford", "vik", "ton", "burg", "mouth", "dale", "port", "holm", "ville", "stad"]
ORG_ENDS = ["Labs", "Works", "Systems", "& Sons", "Logistics", "Bakery", "Studio", "Clinic", "Foods"]
PHONE_BRANDS = ["Lumo", "Quill", "Tarn", "Vesta", "Orbo", "Kite"]
JOBS = [
    "nurse", "welder", "data analyst", "teacher", "baker", "pilot", "translator", "plumber",
    "architect", "paramedic", "barista", "lab technician", "carpenter", "accountant", "chef",
    "software tester", "librarian", "electrician", "dental hygienist", "bus driver",
]  # fmt: skip
RELATIONS = ["sister", "brother", "cousin", "friend", "neighbour", "colleague", "aunt", "uncle", "flatmate"]

NOUNS = """garden kettle bicycle window meeting deadline recipe sandwich umbrella library ticket
train concert jacket bottle painting podcast notebook weekend holiday blanket candle pillow
spreadsheet invoice report budget project lecture exam playlist guitar piano drum lantern bridge
river mountain forest beach harbour market bakery museum station airport hallway kitchen balcony
rooftop puzzle hobby sweater scarf boots backpack laptop charger keyboard printer camera drawing
garden hose lawn mower tomato pepper onion noodle soup pancake omelette dumpling salad biscuit
cousin puppy kitten parrot hamster goldfish plant cactus orchid sunflower storm breeze sunset
moonlight thunder snowfall traffic parking errand appointment haircut dentist gym yoga swim run
marathon novel chapter poem essay letter postcard parcel delivery invoice receipt coupon refund""".split()
VERBS = """fixed painted cleaned visited planned cooked baked watched read wrote borrowed returned
repaired ordered cancelled booked packed unpacked moved carried dropped found lost tried tested
finished started skipped joined missed enjoyed hated loved noticed mentioned forgot remembered
organised cleared sorted tidied replaced upgraded downloaded printed shared rented sold bought
washed ironed folded walked climbed crossed followed chased caught measured weighed counted""".split()
ADJECTIVES = """quiet noisy bright gloomy tiny huge cosy chilly sunny rainy windy lazy busy
strange lovely awful brilliant messy tidy fresh stale crispy soggy bitter sweet salty spicy
ancient modern shiny dusty rusty wooden plastic golden silver purple orange green muddy icy
clumsy gentle grumpy cheerful nervous patient curious careful hopeful sleepy""".split()
ADVERBS = """slowly quickly finally honestly barely nearly happily sadly suddenly oddly""".split()
PREPS = "near behind under beside across inside after before during without around".split()
OPENERS = [
    "Honestly,", "So,", "Anyway,", "Funny thing:", "Quick update:", "Random thought:", "Well,",
    "Okay so", "By the way,", "Not sure why, but", "Today", "Last night", "This morning",
]  # fmt: skip
ASSISTANT_OPENERS = [
    "That sounds", "Thanks for telling me,", "Good to know,", "Got it,", "I see,", "Oh nice,",
    "Noted,", "Interesting,", "That must feel", "Sorry to hear that,",
]  # fmt: skip


def syllable_word(rng: random.Random, parts: int) -> str:
    return "".join(rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS) for _ in range(parts))


def invented_name(rng: random.Random) -> str:
    return syllable_word(rng, rng.choice((1, 2, 2, 3))).capitalize()


def invented_place(rng: random.Random) -> str:
    return (syllable_word(rng, rng.choice((1, 2))) + rng.choice(PLACE_ENDS)).capitalize()


def invented_org(rng: random.Random) -> str:
    return f"{syllable_word(rng, 2).capitalize()} {rng.choice(ORG_ENDS)}"


def invented_phone(rng: random.Random) -> str:
    return (
        f"{rng.choice(PHONE_BRANDS)} {rng.choice(['X', 'S', 'Neo', 'Pro', 'Mini', ''])}{rng.randint(2, 19)}"
    )


@dataclass
class Person:
    name: str
    relation: str  # "" for the user
    city: str
    job: str
    employer: str
    manager: str
    phone: str


def a(noun: str) -> str:
    return f"{'an' if noun[0] in 'aeiou' else 'a'} {noun}"


def mixed_sentence(rng: random.Random) -> str:
    """A random but grammatical sentence from the word banks: the chit-chat and the padding."""
    shape = rng.randrange(5)
    noun, noun2 = rng.choice(NOUNS), rng.choice(NOUNS)
    adj, verb, prep = rng.choice(ADJECTIVES), rng.choice(VERBS), rng.choice(PREPS)
    if shape == 0:
        return f"I {verb} the {adj} {noun} {prep} the {noun2}."
    if shape == 1:
        return f"The {noun} was {rng.choice(ADVERBS)} {adj}, and the {noun2} even more so."
    if shape == 2:
        return f"We {verb} {a(adj)} {noun} {prep} lunch, which felt {rng.choice(ADJECTIVES)}."
    if shape == 3:
        return f"Do you think {a(adj)} {noun} is worth it {prep} the {noun2}?"
    return f"My {rng.choice(RELATIONS)} {verb} {rng.randint(2, 40)} {noun}s {prep} the {adj} {noun2}."


def _who(person: Person, own: bool) -> tuple[str, str, str]:
    """(subject, verb suffix for present tense, possessive) for the user or someone they know."""
    if own:
        return "I", "", "my"
    subject = f"my {person.relation} {person.name}" if person.relation else person.name
    return subject, "s", f"{person.name}'s"


def fact_sentence(rng: random.Random, person: Person, own: bool, places, orgs) -> str:
    """Change one fact of `person` and say so, in one of several wordings."""
    subject, s, poss = _who(person, own)
    be = "am" if own else "is"
    have = "have" if own else "has"
    kind = rng.randrange(4)
    if kind == 0:
        person.city = rng.choice([p for p in places if p != person.city])
        options = [
            f"{subject} moved to {person.city} {rng.choice(['last week', 'in the spring', 'recently'])}.",
            f"{subject} live{s} in {person.city} now.",
            f"Big change: {subject} relocated to {person.city}.",
            f"{subject} {'have' if own else 'has'} just settled in {person.city}, boxes everywhere.",
        ]
    elif kind == 1:
        person.job, person.employer = rng.choice(JOBS), rng.choice(orgs)
        options = [
            f"{subject} started a new job as {a(person.job)} at {person.employer}.",
            f"{subject} work{s} at {person.employer} now, as {a(person.job)}.",
            f"{subject} {be} now {a(person.job)} with {person.employer}.",
            f"After the interviews {subject} joined {person.employer} as {a(person.job)}.",
        ]
    elif kind == 2:
        person.manager = invented_name(rng)
        options = [
            f"{poss.capitalize() if own else poss} new manager is {person.manager}.",
            f"{subject} report{s} to {person.manager} since the reorganisation.",
            f"{person.manager} became {poss} boss this month.",
        ]
    else:
        person.phone = invented_phone(rng)
        options = [
            f"{subject} got {a(person.phone)} yesterday.",
            f"{subject} switched to {a(person.phone)}, the old one broke.",
            f"{subject} {have} {a(person.phone)} now.",
        ]
    text = rng.choice(options)
    return text[0].upper() + text[1:]


LOWER_AFTER_OPENER = {"The", "We", "My", "Do", "Big", "After", "Hi"}


def with_opener(opener: str, core: str) -> str:
    first = core.split(" ", 1)[0]
    return f"{opener} {core[0].lower() + core[1:] if first in LOWER_AFTER_OPENER else core}"


def padded(rng: random.Random, core: str, target: int, openers: bool = True) -> str:
    """`core` (sometimes after an opener) with mixed sentences around it until about `target` words."""
    parts = [with_opener(rng.choice(OPENERS), core) if openers and rng.random() < 0.5 else core]
    while sum(len(p.split()) for p in parts) < target:
        if rng.random() < 0.5:
            parts.append(mixed_sentence(rng))
        else:
            parts.insert(0, mixed_sentence(rng))
    return " ".join(parts)


def turn_length(rng: random.Random) -> int:
    return max(4, int(rng.gauss(26, 12)))  # padding overshoots by a few words: about 30 on average


def generate(path: Path, turns: int, seed: int) -> tuple[list[str], int]:
    """Write the history as JSON Lines; return the user turns' texts (for the baseline) and the
    number of words in all turns."""
    rng = random.Random(seed)
    places = sorted({invented_place(rng) for _ in range(400)})
    orgs = sorted({invented_org(rng) for _ in range(300)})
    me = Person(invented_name(rng), "", rng.choice(places), rng.choice(JOBS), rng.choice(orgs), "", "")
    people = [
        Person(invented_name(rng), rng.choice(RELATIONS), rng.choice(places), rng.choice(JOBS),
               rng.choice(orgs), invented_name(rng), invented_phone(rng))
        for _ in range(max(20, turns // 200))
    ]  # fmt: skip
    clock = datetime(2021, 1, 4, 8, 0, tzinfo=UTC)
    session, user_texts, all_words = 0, [], 0
    with path.open("w", encoding="utf-8") as handle:
        for i in range(turns):
            if i % rng.randint(30, 60) == 0:
                session += 1
                clock += timedelta(days=rng.randint(1, 5), hours=rng.randint(0, 8))
            clock += timedelta(seconds=rng.randint(10, 300))
            if i % 2 == 0:
                if rng.random() < 0.35:
                    own = rng.random() < 0.4
                    core = fact_sentence(rng, me if own else rng.choice(people), own, places, orgs)
                else:
                    core = mixed_sentence(rng)
                if i == 0:
                    core = f"Hi, I am {me.name}, I live in {me.city}. {core}"
                text, role = padded(rng, core, turn_length(rng)), "user"
                user_texts.append(text)
            else:
                opener = rng.choice(ASSISTANT_OPENERS)
                core = f"{opener} {rng.choice(ADJECTIVES)}. {mixed_sentence(rng)}"
                text = padded(rng, core, turn_length(rng), openers=False)
                role = "assistant"
            record = {
                "session": f"s{session:05d}",
                "timestamp": clock.isoformat(),
                "role": role,
                "content": text,
            }
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
            all_words += len(text.split())
    return user_texts, all_words


# --- measuring ------------------------------------------------------------------------------------


def peak_rss_mb(who: int = resource.RUSAGE_SELF) -> float:
    """Peak resident set size of this process, or (RUSAGE_CHILDREN) of its largest finished child:
    the parse worker (ru_maxrss: KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(who).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def cpu_seconds(who: int = resource.RUSAGE_SELF) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def child(db: str) -> None:
    """One curation in this fresh process: print its wall, CPU, peak RSS and summary as JSON."""
    sys.path.insert(0, str(ROOT))
    from memcli.memory import Memory

    with Memory(db) as mem:
        rss_before = peak_rss_mb()
        cpu, wall = cpu_seconds(), time.perf_counter()
        summary = mem.curate()  # a parse worker it starts has ended (and been waited for) here
        wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
        worker_cpu = cpu_seconds(resource.RUSAGE_CHILDREN)
    print(
        json.dumps(
            {
                "wall_s": wall,
                "cpu_s": cpu + worker_cpu,  # every process's CPU
                "worker_cpu_s": worker_cpu,
                "peak_rss_mb": peak_rss_mb(),
                "worker_peak_rss_mb": peak_rss_mb(resource.RUSAGE_CHILDREN),
                "rss_before_mb": rss_before,
                "turns_read": summary.turns_read,
                "entries": summary.items_added,
                "active": summary.active,
                "superseded": summary.superseded,
                "slots": summary.slots,
                "unparsed_turns": summary.unparsed_turns,
            }
        )
    )


def curate_in_child(db: Path) -> dict:
    env = os.environ | {
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    }
    done = subprocess.run(
        [sys.executable, __file__, "--child", str(db)], capture_output=True, text=True, env=env, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"curation failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def terms_baseline(texts: list[str]) -> dict:
    """The same user turns through memcli.text.terms, with the stemmer's cache emptied first."""
    from memcli import text

    text.stem.cache_clear()
    cpu, wall = cpu_seconds(), time.perf_counter()
    count = sum(len(text.terms(t)) for t in texts)
    return {"wall_s": time.perf_counter() - wall, "cpu_s": cpu_seconds() - cpu, "terms": count}


def measure(turns: int, repeat: int, seed: int, folder: Path, parse_worker: str = "auto") -> dict:
    from memcli import settings
    from memcli.memory import Memory

    chat = folder / "history.jsonl"
    started = time.perf_counter()
    user_texts, all_words = generate(chat, turns, seed)
    generate_s = time.perf_counter() - started
    template = folder / "ingested.db"
    started = time.perf_counter()
    with Memory(template, create=True) as mem:
        ingested = mem.ingest(str(chat))
        settings.put(mem.db, "curate.parse_worker", parse_worker)
        mem.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    ingest_s = time.perf_counter() - started
    runs, baselines = [], []
    for n in range(repeat):
        db = folder / f"run{n}.db"
        shutil.copyfile(template, db)
        load_before = os.getloadavg()[0]
        runs.append(curate_in_child(db) | {"load_before": load_before, "load_after": os.getloadavg()[0]})
        baselines.append(terms_baseline(user_texts))
        db.unlink()
    return {
        "turns": ingested.turns_read,
        "user_turns": len(user_texts),
        "mean_words_turn": all_words / max(1, turns),
        "distinct_user_turns": len(set(user_texts)),
        "generate_s": generate_s,
        "parse_worker": parse_worker,
        "ingest_s": ingest_s,
        "runs": runs,
        "baselines": baselines,
    }


def median(rows: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in rows)


def report(result: dict, turns: int) -> dict:
    runs, base = result["runs"], result["baselines"]
    wall, cpu = median(runs, "wall_s"), median(runs, "cpu_s")
    base_wall = median(base, "wall_s")
    return {
        "turns": result["turns"],
        "user_turns": result["user_turns"],
        "repeats": len(runs),
        "curate_wall_s": wall,
        "curate_cpu_s": cpu,
        "user_turns_per_s": result["user_turns"] / wall if wall else None,
        "all_turns_per_s": result["turns"] / wall if wall else None,
        "user_turns_per_cpu_s": result["user_turns"] / cpu if cpu else None,
        "peak_rss_mb": median(runs, "peak_rss_mb"),
        "worker_cpu_s": median(runs, "worker_cpu_s"),
        "worker_peak_rss_mb": median(runs, "worker_peak_rss_mb"),
        "load_average": (min(r["load_before"] for r in runs), max(r["load_after"] for r in runs)),
        "rss_before_curate_mb": median(runs, "rss_before_mb"),
        "baseline_terms_wall_s": base_wall,
        "baseline_terms_cpu_s": median(base, "cpu_s"),
        "baseline_user_turns_per_s": result["user_turns"] / base_wall if base_wall else None,
        "curate_vs_terms": wall / base_wall if base_wall else None,
        "entries": runs[-1]["entries"],
        "active": runs[-1]["active"],
        "superseded": runs[-1]["superseded"],
        "slots": runs[-1]["slots"],
        "unparsed_turns": runs[-1]["unparsed_turns"],
        "mean_words_turn": result["mean_words_turn"],
        "distinct_user_turns": result["distinct_user_turns"],
        "generate_s": result["generate_s"],
        "ingest_s": result["ingest_s"],
        "runs": runs,
        "baselines": base,
    }


def print_report(r: dict) -> None:
    median_of = f"median of {r['repeats']}" if r["repeats"] > 1 else "one run"
    print(
        f"history: {r['turns']:,} turns ({r['user_turns']:,} user, {r['distinct_user_turns']:,} distinct, "
        f"{r['mean_words_turn']:.1f} words a turn); generated in {r['generate_s']:.1f} s, "
        f"ingested in {r['ingest_s']:.1f} s (not curation)"
    )
    print(f"Memory.curate() (default curator, fresh process, {median_of}):")
    print(
        f"  wall {r['curate_wall_s']:.2f} s, CPU {r['curate_cpu_s']:.2f} s"
        f" (of which the parse worker {r['worker_cpu_s']:.2f} s)"
    )
    print(
        f"  {r['user_turns_per_s']:,.0f} user turns/s, {r['all_turns_per_s']:,.0f} turns/s "
        f"({r['user_turns_per_cpu_s']:,.0f} user turns per CPU second: wall time suffers on a busy machine)"
    )
    print(
        f"  peak RSS {r['peak_rss_mb']:.0f} MB ({r['rss_before_curate_mb']:.0f} MB before curating);"
        f" parse worker {r['worker_peak_rss_mb']:.0f} MB, much of it shared with the curating process"
    )
    low, high = r["load_average"]
    print(
        f"  load average (1 min) {low:.1f} before, {high:.1f} after, on {os.cpu_count()} CPUs: "
        "other processes share the cores"
    )
    print(
        f"  entries {r['entries']:,} (active {r['active']:,}, superseded {r['superseded']:,}), "
        f"slots {r['slots']:,}, unparsed turns {r['unparsed_turns']:,}"
    )
    print(f"baseline memcli.text.terms over the user turns ({median_of}):")
    print(
        f"  wall {r['baseline_terms_wall_s']:.3f} s, CPU {r['baseline_terms_cpu_s']:.3f} s, "
        f"{r['baseline_user_turns_per_s']:,.0f} user turns/s; curation takes "
        f"{r['curate_vs_terms']:,.1f}× as long"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=100_000, help="history length (default 100,000)")
    parser.add_argument("--repeat", type=int, default=1, help="curations to time; medians are printed")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--parse-worker",
        choices=("auto", "off"),
        default="auto",
        help="the curate.parse_worker setting: auto parses in a second process (Linux, 2+ CPUs)",
    )
    parser.add_argument("--json", action="store_true", help="print every measurement as JSON")
    parser.add_argument("--child", metavar="DB", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child)
        return 0
    if args.turns < 2 or args.repeat < 1:
        parser.error("--turns must be at least 2 and --repeat at least 1")
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory(prefix="memcli-curate-speed-") as folder:
        measured = measure(args.turns, args.repeat, args.seed, Path(folder), args.parse_worker)
        result = report(measured, args.turns)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_report(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())

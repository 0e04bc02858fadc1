"""Facts by hand: `remember` a sentence, `correct` an entry's value, `add` a fact.

Everything memory holds comes from the archive, so a fact written by hand is an archive turn
too: one turn, in a source of its own (format "remember" when a person wrote it, "mcp" when an
agent did) and a session of its own, with role "user". That keeps the rest of memcli unchanged:
every view (any curator, the eval's ablations) sees it, `why` shows it, `forget` removes it,
`export` carries it.

- `remember(text)`: the turn is curated like any user turn (the parse curator reads it), so
  "my ex-girlfriend is Hannah" is read as a past partner, never as the current one.
- `correct(entry, value)` / `add(subject, relation, value)`: the turn carries the fact itself
  (its ext_id, FACT_PREFIX + JSON), and curation turns it into exactly that item instead of
  parsing the text; being the latest statement in its slot, it supersedes the old value there.

Who wrote it becomes the entry's author ("person" / "model"), and a model's write never
displaces a person's (the rule and its table: memcli.supersede).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from memcli.archive import TURN_COLUMNS, IngestSummary, add_turns, now_iso, row_to_turn
from memcli.db import transaction
from memcli.errors import MemcliError
from memcli.sqldb import Database
from memcli.types import Item, Turn, TurnRecord, normalize_slot_part

PERSON_FORMAT = "remember"  # a person's own words, typed to memcli: the highest trust tier
MODEL_FORMAT = "mcp"  # written by an agent over MCP: lower trust than a person
AUTHOR_OF_FORMAT = {PERSON_FORMAT: "person", MODEL_FORMAT: "model"}
FORMAT_OF_AUTHOR = {author: fmt for fmt, author in AUTHOR_OF_FORMAT.items()}
FACT_PREFIX = (
    "memcli-fact:"  # ext_id of a hand-written fact: the prefix, then [subject, relation, scope, value]
)
FIRST_PERSON = frozenset({"i", "me", "myself", "my"})


@dataclass(frozen=True)
class Fact:
    subject: str
    relation: str
    value: str
    scope: str = ""


def fact_ext_id(fact: Fact) -> str:
    return FACT_PREFIX + json.dumps([fact.subject, fact.relation, fact.scope, fact.value], ensure_ascii=False)


def fact_of_turn(turn: Turn) -> Fact | None:
    """The fact a hand-written fact turn carries, or None for any other turn."""
    if not (turn.ext_id or "").startswith(FACT_PREFIX):
        return None
    try:
        subject, relation, scope, value = json.loads(turn.ext_id[len(FACT_PREFIX) :])
    except (ValueError, TypeError):
        return None  # an ingested file that happens to use the prefix: read as text
    return Fact(str(subject), str(relation), str(value), str(scope))


def fact_item(turn: Turn, fact: Fact) -> Item:
    day = (turn.timestamp or "")[:10]
    return Item(
        statement=f"{fact.subject} | {fact.relation} | {fact.value}" + (f" ({day})" if day else ""),
        subject=fact.subject,
        relation=fact.relation,
        value=fact.value,
        source_turn_ids=(turn.id,),
        scope=fact.scope,
        valid_at=turn.timestamp,
        order=turn.seq,
    )


def fact_sentence(fact: Fact) -> str:
    """The turn's text: what a person reading the archive (or the FTS index) should see."""
    return f"{fact.subject}'s {fact.relation} is {fact.value}."


def author_of(fmt: str | None) -> str | None:
    """Trust tier of a source format: "person", "model", or None for the conversation archive."""
    return AUTHOR_OF_FORMAT.get(fmt or "")


def item_author(source_authors: Sequence[str | None]) -> str | None:
    """An item drawn from several turns is as trusted as its least trusted source."""
    if "model" in source_authors:
        return "model"
    if "person" in source_authors:
        return "person"
    return None


def canonical_relation(relation: str) -> str:
    """The name memory uses for a relation ("girlfriend" → partner, "work at" → employer), so a
    fact added by hand lands in the slot the curators fill; an unknown name is kept as given."""
    from memcli import lexicon

    name = normalize_slot_part(relation)
    if not name:
        raise MemcliError("the relation is empty")
    known = lexicon.get(name)
    return (
        known.name
        if known
        else (lexicon.relation_for_noun(name) or lexicon.relation_for_predicate(name) or name)
    )


UNNAMED_USER = "user"  # who "I" is while memory knows no name: the parse curator's subject too


def resolve_subject(subject: str, user: str | None) -> str:
    """The subject as written, except that I/me means the user: their name once memory knows
    it, else the subject the curators use for "I" then, so both land in the same slot."""
    subject = " ".join(subject.split())
    if not subject:
        raise MemcliError("the subject is empty")
    if subject.lower() in FIRST_PERSON:
        return user or UNNAMED_USER
    return subject


def write_turn(
    db: Database, text: str, *, author: str, ext_id: str | None = None, speaker: str | None
) -> Turn:
    """Store one hand-written turn in a source and a session of its own; returns it."""
    if author not in FORMAT_OF_AUTHOR:
        raise MemcliError(f"author: expected person or model, got {author!r}")
    text = text.strip()
    if not text:
        raise MemcliError("nothing to remember: the text is empty")
    text = stored_text(db, text)
    if not text:
        raise MemcliError("nothing to remember: the text holds only control characters")
    fmt = FORMAT_OF_AUTHOR[author]
    stamp = now_iso()
    # microseconds in the session name: the same sentence remembered twice is two statements
    session = f"{fmt} {datetime.now(UTC).isoformat(timespec='microseconds')}"
    record = TurnRecord(
        text=text, speaker=speaker, role="user", session=session, timestamp=stamp, ext_id=ext_id
    )
    summary = IngestSummary(path=f"memcli {fmt}", format=fmt)
    with transaction(db) as conn:
        add_turns(conn, [record], summary, default_session=session, source_hash=f"{fmt}:{session}")
    row = db.execute(
        f"SELECT {TURN_COLUMNS} FROM turns WHERE session = ? ORDER BY seq DESC LIMIT 1", (session,)
    )
    return row_to_turn(row.fetchone())


def stored_text(db: Database, text: str) -> str:
    """text as ingest would store it (memcli.hygiene, memcli.secret_scan): control characters and
    terminal escapes removed, line endings normalized, secrets masked unless the user keeps them.
    A hand-written or agent-written turn is archived like any other: `remember` must not be the
    one way a pasted key or an escape sequence reaches the file."""
    from memcli.hygiene import clean_ingested
    from memcli.secret_scan import mask
    from memcli.settings import get as get_setting

    text = clean_ingested(text)
    if get_setting(db, "secrets") != "keep":
        text = mask(text)
    return text.strip()


# --- the operations ----------------------------------------------------------------------------
def remember(db: Database, text: str, *, author: str = "person") -> dict:
    """Store `text` as a user turn of its own, curate it, and report what it changed."""
    if not text.strip():
        raise MemcliError("nothing to remember: the text is empty")
    user = _user(db)
    return _store_and_report(db, lambda: write_turn(db, text, author=author, speaker=user), author)


def correct(db: Database, entry_id: int, value: str, *, author: str = "person") -> dict:
    """A new value for an entry's slot, written by hand: it supersedes the entry's value."""
    from memcli.view import get_entries

    found = get_entries(db, [entry_id])
    if not found:
        raise MemcliError(f"no entry {entry_id} in memory (see `memcli slots`)")
    entry = found[0]
    if entry.relation.strip().lower() == "said":
        raise MemcliError(
            f"entry {entry_id} records what was said, not a fact with a value; use `memcli remember`"
        )
    if entry.status == "superseded":
        # a corrected value becomes the slot's current one: for a past value that would be wrong
        raise MemcliError(
            f"entry {entry_id} is a past value (superseded by entry {entry.superseded_by});"
            f" correct the current one, {entry.superseded_by}, instead"
        )
    fact = Fact(entry.subject, entry.relation, _value(value), entry.scope)
    return _write_fact(db, fact, author)


def add(db: Database, subject: str, relation: str, value: str, *, author: str = "person") -> dict:
    """A fact written by hand; the latest statement in its slot, so it replaces the value there."""
    from memcli import lexicon

    relation = canonical_relation(relation)
    value = _value(value)
    scope = "" if lexicon.is_single(relation) else normalize_slot_part(value)
    return _write_fact(db, Fact(resolve_subject(subject, _user(db)), relation, value, scope), author)


def _value(value: str) -> str:
    value = " ".join(value.split())
    if not value:
        raise MemcliError("the value is empty")
    return value


def _user(db: Database) -> str | None:
    from memcli.identity import load_identity

    return load_identity(db).name


def _write_fact(db: Database, fact: Fact, author: str) -> dict:
    from memcli.hygiene import clean_ingested

    fact = Fact(
        *(
            " ".join(clean_ingested(part).split())
            for part in (fact.subject, fact.relation, fact.value, fact.scope)
        )
    )
    if not fact.value:
        raise MemcliError("the value is empty")
    text = fact_sentence(fact)
    # A value the secret scan masks in the sentence (a password added by hand) must not survive
    # whole in the turn's ext_id: the turn is then kept as masked text, never a fact.
    ext_id = fact_ext_id(fact) if stored_text(db, text) == text else None
    user = _user(db)
    return _store_and_report(
        db, lambda: write_turn(db, text, author=author, ext_id=ext_id, speaker=user), author
    )


def _store_and_report(db: Database, store, author: str) -> dict:
    """Run `store` (which writes one turn), bring the default view up to date, and say what the
    turn's entries are and which entries that were current before it are no longer."""
    from memcli.curate import curate
    from memcli.view import ViewSpec, find_view, get_entries

    curate(db, ViewSpec(), counts=False)  # up to date first: "before" is what memory held until now
    view = find_view(db, ViewSpec())
    before = _ids(db, "SELECT id FROM entries WHERE view_id = ? AND status = 'active'", view.id)
    turn = store()
    curate(db, ViewSpec(), counts=False)
    view = find_view(db, ViewSpec())
    new = get_entries(
        db,
        _ids(
            db,
            "SELECT e.id FROM entries e JOIN entry_sources s ON s.entry_id = e.id"
            " WHERE s.turn_id = ? AND e.view_id = ? ORDER BY e.id",
            turn.id,
            view.id,
        ),
    )
    now_active = _ids(db, "SELECT id FROM entries WHERE view_id = ? AND status = 'active'", view.id)
    replaced = get_entries(db, sorted(before - now_active))
    return {
        "turn": turn.id,
        "session": turn.session,
        "author": author,
        "stored": [entry_summary(e) for e in new],
        "superseded": [entry_summary(e) for e in replaced],
        # a model's write in a slot a person stated by hand: kept, shown, not in use
        "held_back": [entry_summary(e) for e in new if e.status != "active"],
    }


def _ids(db: Database, sql: str, *params) -> set[int] | list[int]:
    rows = [r[0] for r in db.execute(sql, params)]
    return rows if "ORDER BY" in sql else set(rows)


def entry_summary(entry) -> dict:
    return {
        "id": entry.id,
        "slot": entry.slot,
        "subject": entry.subject,
        "relation": entry.relation,
        "value": entry.value,
        "status": entry.status,
        "superseded_by": entry.superseded_by,
        "author": entry.extra.get("author"),
        "statement": entry.statement,
    }

"""The schema, grown only through named migrations (as `llm` does). Never edit an applied
migration: add a new one and bump SCHEMA_VERSION."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from memcli.sqldb import Database


class Migration(NamedTuple):
    name: str
    fn: Callable
    transactional: bool = True


class AppliedMigration(NamedTuple):
    name: str
    applied_at: str


class MigrationSet:
    """sqlite_utils.Migrations' decorator, `pending` and `applied`, in plain SQL over its own
    table (`_sqlite_migrations`); sqlite-utils is imported only to apply migrations. Opening a
    memory checks for pending migrations on every command, and importing sqlite-utils for that
    cost ~0.1 s of CPU per process (issue 10)."""

    table = "_sqlite_migrations"

    def __init__(self, name: str) -> None:
        self.name = name
        self._migrations: list[Migration] = []

    def __call__(self, *, name: str | None = None, transactional: bool = True):
        def register(fn):
            key = name or fn.__name__
            if any(m.name == key for m in self._migrations):
                raise ValueError(f"Migration '{key}' is already registered in set '{self.name}'")
            self._migrations.append(Migration(key, fn, transactional))
            return fn

        return register

    def applied(self, db) -> list[AppliedMigration]:
        """The migrations applied to db (anything with a `.conn`), in the order applied."""
        conn = db.conn
        if not conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (self.table,)
        ).fetchone():
            return []
        rows = conn.execute(
            f"SELECT name, applied_at FROM {self.table} WHERE migration_set = ? ORDER BY rowid", (self.name,)
        )
        return [AppliedMigration(*row) for row in rows]

    def pending(self, db) -> list[Migration]:
        """The registered migrations not yet applied to db, in order."""
        done = {m.name for m in self.applied(db)}
        return [m for m in self._migrations if m.name not in done]

    def apply(self, db: Database) -> None:
        """Apply the pending migrations through sqlite-utils (db: a sqlite_utils.Database)."""
        from sqlite_utils import Migrations

        full = Migrations(self.name)
        for m in self._migrations:
            full(name=m.name, transactional=m.transactional)(m.fn)
        full.apply(db)


MIGRATIONS = MigrationSet("memcli")
SCHEMA_VERSION = 14  # the highest migration number


@MIGRATIONS(name="m001_initial")
def m001_initial(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE sources (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            format TEXT NOT NULL,
            ingested_at TEXT NOT NULL,
            turns_read INTEGER NOT NULL,
            turns_added INTEGER NOT NULL
        );
        CREATE TABLE turns (
            id INTEGER PRIMARY KEY,
            source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL UNIQUE,
            session TEXT NOT NULL,
            speaker TEXT,
            role TEXT,
            text TEXT NOT NULL,
            timestamp TEXT,
            ext_id TEXT,
            tokens INTEGER NOT NULL,
            content_hash TEXT NOT NULL UNIQUE
        );
        CREATE INDEX turns_session ON turns(session, seq);
        CREATE INDEX turns_source ON turns(source_id);
        CREATE INDEX turns_ext_id ON turns(ext_id);
        CREATE VIRTUAL TABLE turns_fts USING fts5(text, content='turns', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2');
        -- No insert trigger: writers index new rows in one statement (a per-row trigger costs
        -- several times the insert itself). Deletes go through the trigger.
        CREATE TRIGGER turns_ad AFTER DELETE ON turns BEGIN
            INSERT INTO turns_fts(turns_fts, rowid, text) VALUES ('delete', old.id, old.text);
        END;

        -- A view: one curation of the archive (rd-forget's memory view). The general view has
        -- no query; query-conditioned views from a model curator have one.
        CREATE TABLE views (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            curator TEXT NOT NULL,
            model TEXT,
            query TEXT,
            closure INTEGER NOT NULL DEFAULT 1,
            forget INTEGER NOT NULL DEFAULT 1,
            slots INTEGER NOT NULL DEFAULT 1,
            until_seq INTEGER,
            turn_watermark INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        -- Curated items; materialization sets status and superseded_by. 'omitted' = an older
        -- item without an active same-slot replacement: kept for provenance, never in use.
        CREATE TABLE entries (
            id INTEGER PRIMARY KEY,
            view_id INTEGER NOT NULL REFERENCES views(id) ON DELETE CASCADE,
            statement TEXT NOT NULL,
            slot TEXT NOT NULL,
            subject TEXT NOT NULL,
            relation TEXT NOT NULL,
            value TEXT NOT NULL,
            scope TEXT NOT NULL DEFAULT '',
            subject_key TEXT NOT NULL,
            value_key TEXT NOT NULL,
            memory_type TEXT NOT NULL CHECK (memory_type IN ('semantic', 'episodic', 'procedural')),
            curated_status TEXT NOT NULL CHECK (curated_status IN ('active', 'older', 'deprecated')),
            status TEXT NOT NULL CHECK (status IN ('active', 'superseded', 'deprecated', 'omitted')),
            superseded_by INTEGER REFERENCES entries(id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
            valid_at TEXT,
            seq INTEGER NOT NULL,
            query_key TEXT,
            curator TEXT NOT NULL,
            model TEXT,
            reason TEXT,
            tokens INTEGER NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX entries_view_status ON entries(view_id, status);
        CREATE INDEX entries_slot ON entries(view_id, slot, seq);
        CREATE INDEX entries_subject ON entries(view_id, subject_key);
        CREATE INDEX entries_value ON entries(view_id, value_key);
        CREATE INDEX entries_superseded_by ON entries(superseded_by);
        CREATE VIRTUAL TABLE entries_fts USING fts5(statement, content='entries', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2');
        CREATE TRIGGER entries_ad AFTER DELETE ON entries BEGIN
            INSERT INTO entries_fts(entries_fts, rowid, statement) VALUES ('delete', old.id, old.statement);
        END;
        -- Provenance: never empty for an entry; deleting a turn deletes what cites it.
        CREATE TABLE entry_sources (
            entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
            turn_id INTEGER NOT NULL REFERENCES turns(id) ON DELETE CASCADE,
            PRIMARY KEY (entry_id, turn_id)
        ) WITHOUT ROWID;
        CREATE INDEX entry_sources_turn ON entry_sources(turn_id);
        -- The relational graph (MemGuard §4.1): src's value is dst's subject ('value-subject'),
        -- stored with its inverse ('subject-value') so expansion is one indexed look-up.
        CREATE TABLE edges (
            src INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
            dst INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            PRIMARY KEY (src, dst, kind)
        ) WITHOUT ROWID;
        -- Turns a curator read and could not turn into entries: still reachable by the fallback.
        CREATE TABLE unparsed (
            view_id INTEGER NOT NULL REFERENCES views(id) ON DELETE CASCADE,
            turn_id INTEGER NOT NULL REFERENCES turns(id) ON DELETE CASCADE,
            PRIMARY KEY (view_id, turn_id)
        ) WITHOUT ROWID;
        -- Questions whose evidence the rules curator has already drawn from unparsed turns.
        CREATE TABLE evidence_runs (
            view_id INTEGER NOT NULL REFERENCES views(id) ON DELETE CASCADE,
            query_key TEXT NOT NULL,
            items INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (view_id, query_key)
        ) WITHOUT ROWID;
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        CREATE TABLE curation_cache (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        """
    )


@MIGRATIONS(name="m002_user_names")
def m002_user_names(db: Database) -> None:
    # Who "I" is: names the user went by, each with how it was learnt (a speaker field, a
    # self-introduction, an assistant greeting, a signature) and the turn that said it, so
    # forgetting the turn forgets the name. `memcli config user.name` lives in settings.
    db.executescript(
        """
        CREATE TABLE user_names (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            kind TEXT NOT NULL,
            turn_id INTEGER REFERENCES turns(id) ON DELETE CASCADE,
            UNIQUE (name_key, kind, turn_id)
        );
        CREATE INDEX user_names_key ON user_names(name_key);
        """
    )


@MIGRATIONS(name="m003_entry_vectors")
def m003_entry_vectors(db: Database) -> None:
    # Meaning-level matching offline: one embedding per entry, computed once at curation time
    # (never per question). float32 bytes; `dim` says how to read them back.
    db.executescript(
        """
        CREATE TABLE entry_vectors (
            entry_id INTEGER PRIMARY KEY REFERENCES entries(id) ON DELETE CASCADE,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL
        );
        """
    )


@MIGRATIONS(name="m004_trust_tiers")
def m004_trust_tiers(db: Database) -> None:
    # Provenance (memcli.trust): who said a turn (person, assistant, tool, model) and flags for
    # content that must not steer anything (instruction, delimiter, invisible, secret). Existing
    # turns get their tier from role and source format; their flags from the next re-check.
    db.executescript(
        """
        ALTER TABLE turns ADD COLUMN trust TEXT NOT NULL DEFAULT 'person';
        ALTER TABLE turns ADD COLUMN flags TEXT NOT NULL DEFAULT '';
        UPDATE turns SET trust = CASE
            WHEN (SELECT format FROM sources WHERE sources.id = turns.source_id) = 'mcp' THEN 'model'
            WHEN (SELECT format FROM sources WHERE sources.id = turns.source_id) = 'remember' THEN 'person'
            WHEN role IS NULL OR role IN ('', 'user') THEN 'person'
            WHEN role = 'assistant' THEN 'assistant'
            ELSE 'tool' END;
        """
    )


@MIGRATIONS(name="m005_stored_counts")
def m005_stored_counts(db: Database) -> None:
    # The question path at scale (issue 10): what `pack` and `stats` need is stored when it is
    # written, so they neither load the o200k encoder nor scan the archive.
    # shown_tokens: o200k tokens of the turn as packed ("speaker: text"), counted at ingest; NULL
    # for turns ingested before this migration (counted when packed, as before).
    # session_counts: turns and tokens per session, kept by ingest (per batch) and by a delete
    # trigger (forget), so `stats` sums one row per session instead of scanning every turn.
    db.executescript(
        """
        ALTER TABLE turns ADD COLUMN shown_tokens INTEGER;
        CREATE TABLE session_counts (
            session TEXT PRIMARY KEY,
            turns INTEGER NOT NULL,
            tokens INTEGER NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO session_counts (session, turns, tokens)
            SELECT session, count(*), coalesce(sum(tokens), 0) FROM turns GROUP BY session;
        CREATE TRIGGER turns_ad_counts AFTER DELETE ON turns BEGIN
            UPDATE session_counts SET turns = turns - 1, tokens = tokens - old.tokens
                WHERE session = old.session;
            DELETE FROM session_counts WHERE session = old.session AND turns <= 0;
        END;
        """
    )


@MIGRATIONS(name="m006_questions_log")
def m006_questions_log(db: Database) -> None:
    # `memcli log`: every question asked and the answer given (like `llm logs`), with the intent it
    # was answered with, so a surprising answer can be looked at again later. Entry ids are kept
    # as text (JSON), not as foreign keys: the log outlives re-curation.
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS questions_log (
            id INTEGER PRIMARY KEY,
            asked_at TEXT NOT NULL,
            question TEXT NOT NULL,
            answer TEXT,
            answerer TEXT NOT NULL,
            intent TEXT NOT NULL,
            rescue TEXT NOT NULL,
            cited_ids TEXT NOT NULL,
            tokens_used INTEGER NOT NULL,
            budget INTEGER NOT NULL,
            duration_ms INTEGER NOT NULL
        );
        """
    )


@MIGRATIONS(name="m007_entry_author")
def m007_entry_author(db: Database) -> None:
    # Who wrote an entry's source: NULL for the conversation archive, 'person' for a fact a
    # person stated by hand (`memcli remember/correct/add`), 'model' for one an agent wrote over
    # MCP. Stored on the entry so materialization can apply the trust rule (memcli.supersede)
    # without joining every entry back to its source file.
    db.execute("ALTER TABLE entries ADD COLUMN author TEXT")


_M008_WORD = re.compile(r"\w+")


def _m008_value_word(value: str | None) -> str | None:
    # Frozen with m008 (memcli.view.value_word is what writers use; a test keeps them equal).
    words = _M008_WORD.findall((value or "").lower())
    return " ".join(words[:3]) or None


@MIGRATIONS(name="m008_bounded_lookups")
def m008_bounded_lookups(db: Database) -> None:
    # The question path at scale (issue 10), the look-ups that still grew with the history:
    # - entries.value_word: the value's first three words (lowercased \w+ runs, one space
    #   between; all of them for a shorter value), indexed per slot for superseded entries only,
    #   so a pack reads the replaced values of its best slots whose first words occur, in a row,
    #   in the texts it judges, not every value a hot slot ever held;
    # - edges.dst_seq: the seq of the edge's end (entries' seq never changes), indexed in the
    #   expansion's order, so the latest FANOUT_LIMIT neighbours of a hub are read directly;
    # - view_counts / slot_counts: entries per status and distinct slots of each view's general
    #   entries (query_key IS NULL) and its unparsed turns, kept by triggers, so `curate` with
    #   nothing new reads counters (counting them took ~65 ms at 300,000 turns).
    db.conn.create_function("memcli_m008_value_word", 1, _m008_value_word, deterministic=True)
    db.executescript(
        """
        ALTER TABLE entries ADD COLUMN value_word TEXT;
        UPDATE entries SET value_word = memcli_m008_value_word(value);
        CREATE INDEX entries_replaced_word ON entries(view_id, slot, value_word)
            WHERE status = 'superseded';
        ALTER TABLE edges ADD COLUMN dst_seq INTEGER;
        UPDATE edges SET dst_seq = (SELECT seq FROM entries WHERE entries.id = edges.dst);
        CREATE INDEX edges_src_seq ON edges(src, dst_seq DESC, dst, kind);
        CREATE TABLE view_counts (
            view_id INTEGER PRIMARY KEY REFERENCES views(id) ON DELETE CASCADE,
            active INTEGER NOT NULL DEFAULT 0,
            superseded INTEGER NOT NULL DEFAULT 0,
            deprecated INTEGER NOT NULL DEFAULT 0,
            omitted INTEGER NOT NULL DEFAULT 0,
            slots INTEGER NOT NULL DEFAULT 0,
            unparsed INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE slot_counts (
            view_id INTEGER NOT NULL REFERENCES views(id) ON DELETE CASCADE,
            slot TEXT NOT NULL,
            entries INTEGER NOT NULL,
            PRIMARY KEY (view_id, slot)
        ) WITHOUT ROWID;
        INSERT INTO view_counts (view_id, active, superseded, deprecated, omitted)
            SELECT id, (SELECT count(*) FROM entries e WHERE e.view_id = v.id AND e.query_key IS NULL
                        AND e.status = 'active'),
                   (SELECT count(*) FROM entries e WHERE e.view_id = v.id AND e.query_key IS NULL
                        AND e.status = 'superseded'),
                   (SELECT count(*) FROM entries e WHERE e.view_id = v.id AND e.query_key IS NULL
                        AND e.status = 'deprecated'),
                   (SELECT count(*) FROM entries e WHERE e.view_id = v.id AND e.query_key IS NULL
                        AND e.status = 'omitted')
            FROM views v;
        INSERT INTO slot_counts (view_id, slot, entries)
            SELECT view_id, slot, count(*) FROM entries WHERE query_key IS NULL AND status != 'omitted'
            GROUP BY view_id, slot;
        UPDATE view_counts SET
            slots = (SELECT count(*) FROM slot_counts s WHERE s.view_id = view_counts.view_id),
            unparsed = (SELECT count(*) FROM unparsed u WHERE u.view_id = view_counts.view_id);
        CREATE TRIGGER views_ai_counts AFTER INSERT ON views BEGIN
            INSERT INTO view_counts (view_id) VALUES (new.id);
        END;
        CREATE TRIGGER unparsed_ai_counts AFTER INSERT ON unparsed BEGIN
            UPDATE view_counts SET unparsed = unparsed + 1 WHERE view_id = new.view_id;
        END;
        CREATE TRIGGER unparsed_ad_counts AFTER DELETE ON unparsed BEGIN
            UPDATE view_counts SET unparsed = unparsed - 1 WHERE view_id = old.view_id;
        END;
        -- A slot's first live entry counts the slot; its last one leaving uncounts it.
        CREATE TRIGGER slot_counts_ai AFTER INSERT ON slot_counts BEGIN
            UPDATE view_counts SET slots = slots + 1 WHERE view_id = new.view_id;
        END;
        CREATE TRIGGER slot_counts_ad AFTER DELETE ON slot_counts BEGIN
            UPDATE view_counts SET slots = slots - 1 WHERE view_id = old.view_id;
        END;
        CREATE TRIGGER entries_ai_counts AFTER INSERT ON entries WHEN new.query_key IS NULL BEGIN
            UPDATE view_counts SET active = active + (new.status = 'active'),
                superseded = superseded + (new.status = 'superseded'),
                deprecated = deprecated + (new.status = 'deprecated'),
                omitted = omitted + (new.status = 'omitted')
                WHERE view_id = new.view_id;
            INSERT INTO slot_counts (view_id, slot, entries) SELECT new.view_id, new.slot, 0
                WHERE new.status != 'omitted' AND NOT EXISTS (SELECT 1 FROM slot_counts
                    WHERE view_id = new.view_id AND slot = new.slot);
            UPDATE slot_counts SET entries = entries + 1
                WHERE new.status != 'omitted' AND view_id = new.view_id AND slot = new.slot;
        END;
        CREATE TRIGGER entries_ad_counts AFTER DELETE ON entries WHEN old.query_key IS NULL BEGIN
            UPDATE view_counts SET active = active - (old.status = 'active'),
                superseded = superseded - (old.status = 'superseded'),
                deprecated = deprecated - (old.status = 'deprecated'),
                omitted = omitted - (old.status = 'omitted')
                WHERE view_id = old.view_id;
            UPDATE slot_counts SET entries = entries - 1
                WHERE old.status != 'omitted' AND view_id = old.view_id AND slot = old.slot;
            DELETE FROM slot_counts WHERE view_id = old.view_id AND slot = old.slot AND entries <= 0;
        END;
        CREATE TRIGGER entries_au_counts AFTER UPDATE OF status, slot ON entries
            WHEN new.query_key IS NULL BEGIN
            UPDATE view_counts SET active = active - (old.status = 'active') + (new.status = 'active'),
                superseded = superseded - (old.status = 'superseded') + (new.status = 'superseded'),
                deprecated = deprecated - (old.status = 'deprecated') + (new.status = 'deprecated'),
                omitted = omitted - (old.status = 'omitted') + (new.status = 'omitted')
                WHERE view_id = new.view_id;
            UPDATE slot_counts SET entries = entries - 1
                WHERE old.status != 'omitted' AND view_id = old.view_id AND slot = old.slot;
            DELETE FROM slot_counts WHERE view_id = old.view_id AND slot = old.slot AND entries <= 0;
            INSERT INTO slot_counts (view_id, slot, entries) SELECT new.view_id, new.slot, 0
                WHERE new.status != 'omitted' AND NOT EXISTS (SELECT 1 FROM slot_counts
                    WHERE view_id = new.view_id AND slot = new.slot);
            UPDATE slot_counts SET entries = entries + 1
                WHERE new.status != 'omitted' AND view_id = new.view_id AND slot = new.slot;
        END;
        """
    )


_M009_HASH_BYTES = 16  # frozen with m009 (memcli.archive.HASH_BYTES is what writers use)


def _m009_short_hash(value: str | bytes) -> bytes:
    return value if isinstance(value, bytes) else bytes.fromhex(value[: 2 * _M009_HASH_BYTES])


@MIGRATIONS(name="m009_binary_turn_hashes")
def m009_binary_turn_hashes(db: Database) -> None:
    # Ingest at scale (issue 10): turns.content_hash holds the first 16 bytes of the turn's
    # SHA-256 digest as a BLOB, no longer the 64 hex characters of all of it. Its unique index
    # takes a random insert per turn, and at 64 characters an entry it outgrew ingest's page
    # cache (~19% of ingest's CPU at 1M turns). The stored digests are cut the same way, so a
    # turn ingested before still matches itself. The column stays declared TEXT: a new type
    # means rebuilding the table, and dropping the old one would cascade to every row citing a
    # turn (foreign keys cannot be turned off inside the migration's transaction). SQLite keeps
    # a BLOB as a BLOB in a TEXT column.
    db.conn.create_function("memcli_m009_short_hash", 1, _m009_short_hash, deterministic=True)
    db.execute("UPDATE turns SET content_hash = memcli_m009_short_hash(content_hash)")


@MIGRATIONS(name="m010_fts_flush_size")
def m010_fts_flush_size(db: Database) -> None:
    # Ingest at scale (issue 10): FTS5 holds new terms in memory up to its `hashsize` (1 MB by
    # default) before writing them out as a segment, and merging the many small segments was
    # about half of indexing the turns' text. 16 MB writes far fewer, for ~10 MB more peak
    # memory. The index holds the same terms either way: searches find the same turns with the
    # same scores. (FTS5 also writes a segment at the end of each statement, so ingest indexes
    # many turns a statement: memcli.archive.INDEX_TURNS.)
    db.execute("INSERT INTO turns_fts(turns_fts, rank) VALUES ('hashsize', ?)", [16 << 20])


@MIGRATIONS(name="m011_sparse_ext_id_index")
def m011_sparse_ext_id_index(db: Database) -> None:
    # Ingest at scale (issue 10): most chat turns carry no id of their source (ext_id NULL), yet
    # each took an entry in turns_ext_id (~3% of ingest's CPU at 1M turns). Only turns with an
    # id are looked up by it (`ext_id = ?` and `ext_id IS NOT NULL` both imply the condition,
    # so SQLite still uses the index for them).
    db.executescript(
        """
        DROP INDEX turns_ext_id;
        CREATE INDEX turns_ext_id ON turns(ext_id) WHERE ext_id IS NOT NULL;
        """
    )


@MIGRATIONS(name="m012_session_openings")
def m012_session_openings(db: Database) -> None:
    # Issue 9 item 4: a turn's identity must not hang on a file's name. Each session's first
    # turns, hashed without the session's name (memcli.archive.openings), find the session a
    # session-less file continues: the same conversation renamed, grown, or with other line
    # ends adds only what is new. Filled from the stored turns here (by archive's own
    # definition: if that ever changes, a new migration recomputes the table); forgetting any
    # turn of a session drops its openings, so nothing of a forgotten turn stays here.
    from memcli.archive import recount_openings

    db.executescript(
        """
        CREATE TABLE session_openings (
            opening BLOB PRIMARY KEY,
            session TEXT NOT NULL,
            turns INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX session_openings_session ON session_openings(session);
        CREATE TRIGGER turns_ad_openings AFTER DELETE ON turns BEGIN
            DELETE FROM session_openings WHERE session = old.session;
        END;
        """
    )
    recount_openings(db.conn)


@MIGRATIONS(name="m013_turn_pieces")
def m013_turn_pieces(db: Database) -> None:
    # Issue 9 item 9: a turn longer than memcli.archive.FTS_PIECE_CHARS is indexed for search as
    # several turns_fts rows (negative row ids), so FTS5 never holds a million-word row in
    # memory at once. turn_pieces says where each piece lies in its turn's text, so deleting the
    # turn takes exactly those rows out of the index (FTS5 must be told what it indexed). Turns
    # indexed whole before this migration have no pieces and are taken out whole, as before.
    db.executescript(
        """
        CREATE TABLE turn_pieces (
            fts_rowid INTEGER PRIMARY KEY,
            turn_id INTEGER NOT NULL,
            start INTEGER NOT NULL,
            length INTEGER NOT NULL
        );
        CREATE INDEX turn_pieces_turn ON turn_pieces(turn_id);
        DROP TRIGGER turns_ad;
        CREATE TRIGGER turns_ad AFTER DELETE ON turns BEGIN
            INSERT INTO turns_fts(turns_fts, rowid, text) SELECT 'delete', old.id, old.text
                WHERE NOT EXISTS (SELECT 1 FROM turn_pieces WHERE turn_id = old.id);
            INSERT INTO turns_fts(turns_fts, rowid, text)
                SELECT 'delete', fts_rowid, substr(old.text, start + 1, length)
                FROM turn_pieces WHERE turn_id = old.id;
            DELETE FROM turn_pieces WHERE turn_id = old.id;
        END;
        """
    )


@MIGRATIONS(name="m014_said_sentence_tokens")
def m014_said_sentence_tokens(db: Database) -> None:
    # A turn kept whole ("said") may be packed without its sentences that name a replaced value
    # (memcli.context `_unreplaced_sentences`); what each sentence costs is stored beside the
    # entry's count (memcli.tokens.sentence_costs), so the pack's budget stays exact without
    # loading the encoder. NULL: no such counts (an older entry, or a text they cannot be exact
    # for), and the turn is left out whole, as before.
    db.execute("ALTER TABLE entries ADD COLUMN sentence_tokens TEXT")

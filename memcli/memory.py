"""Memory: the Python API over one memory file. The CLI is a thin layer over this class.

from memcli import Memory
with Memory("memory.db", create=True) as memory:
    memory.ingest(["chat.jsonl"])
    print(memory.ask("where does Mira work").answer)
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import replace

from memcli import archive, settings
from memcli.answer import Answer, answer
from memcli.archive import IngestSummary
from memcli.context import PackResult, UseOptions, build_context
from memcli.curate import OFFLINE_CURATORS, CurateSummary, curate
from memcli.db import open_database, transaction
from memcli.errors import MemcliError
from memcli.identity import UserIdentity, load_identity
from memcli.identity import people as list_people
from memcli.intent import plain_question
from memcli.pack_memo import PackMemo, file_stamp, keepable, memo_key
from memcli.paths import database_path
from memcli.types import MEMORY_TYPES, Entry, Turn
from memcli.view import (
    ViewSpec,
    find_view,
    get_entries,
    holds_conversation,
    rematerialize,
    view_by_id,
    view_entries,
)


class Memory:
    def __init__(
        self,
        path: str | os.PathLike | None = None,
        *,
        create: bool = False,
        readonly: bool = False,
        writes_optional: bool = False,
    ) -> None:
        """readonly=True: open with mode=ro (history, stats, show settings); writes then fail.
        writes_optional=True: read-write if the file can be written, else read-only (db.open_database)."""
        self.path = database_path(path)
        self.db = open_database(self.path, create=create, readonly=readonly, writes_optional=writes_optional)
        self._packs = PackMemo()  # a question asked again of an unchanged memory (memcli.pack_memo)

    def close(self) -> None:
        self.db.conn.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # --- the archive -------------------------------------------------------------------------
    def ingest(
        self,
        path: str,
        *,
        fmt: str = "auto",
        session: str | None = None,
        data: bytes | None = None,
        on_progress: Callable[[int], None] | None = None,
    ) -> IngestSummary:
        from memcli.ingest import ingest_file

        return ingest_file(self.db, path, fmt=fmt, session=session, data=data, on_progress=on_progress)

    def history(
        self, *, session: str | None = None, search: str | None = None, limit: int | None = 50
    ) -> list[Turn]:
        return archive.history(self.db, session=session, search=search, limit=limit)

    def stats(self) -> dict:
        return archive.stats(self.db, self.path)

    # --- curation ----------------------------------------------------------------------------
    def curate(
        self,
        *,
        query: str | None = None,
        curator: str = "parse",
        model: str | None = None,
        on_progress: Callable[[int, int], None] | None = None,
        deadline: float | None = None,
    ) -> CurateSummary:
        """Bring the view up to date, batch by batch; on_progress(done, total) after each batch.
        An interrupt keeps every finished batch: calling again resumes where it stopped.
        deadline: seconds for a model curator's whole run (default: the curate.deadline setting);
        a model chunk that fails raises CurationFailed (exit 1) after the finished ones are kept."""
        config = self._model_config(model, "curate") if curator == "llm" else None
        if curator == "llm" and config is None:
            raise MemcliError(
                "--curator llm needs a model: pass --model, set MEMCLI_MODEL, or `memcli config model …`"
            )
        if curator not in (*OFFLINE_CURATORS, "llm"):
            raise MemcliError(f"--curator: unknown curator {curator!r} (choose parse, rules or llm)")
        spec = ViewSpec(
            curator=curator, model=config.model if config else None, query=query if curator == "llm" else None
        )
        if deadline is not None and deadline <= 0:
            raise MemcliError("--deadline: expected a number of seconds > 0")
        return curate(self.db, spec, model_config=config, on_progress=on_progress, deadline=deadline)

    def _default_view(self, warnings: list[str] | None = None):
        """The default view, which the listings read (entries, replacements, slot_timeline). Made
        on first use, curating at most writes.catch_up_turns() turns as a question's catch-up
        does; an existing view is only read, never caught up here. warnings gets one line
        (writes.not_curated_warning) while the view lags the archive, and the curator's own."""
        from memcli.writes import catch_up_turns, not_curated_warning

        found = []
        view = find_view(self.db, ViewSpec())
        if view is None:
            found = curate(self.db, ViewSpec(), counts=False, limit_turns=catch_up_turns()).warnings
            view = find_view(self.db, ViewSpec())
        elif waiting := archive.count_turns(self.db, after_seq=view.turn_watermark):
            found = [not_curated_warning(waiting)]
        if warnings is not None:
            warnings.extend(found)
        return view

    def entries(
        self,
        *,
        pattern: str | None = None,
        statuses: Sequence[str] = ("active",),
        memory_type: str | None = None,
        warnings: list[str] | None = None,
    ) -> list[Entry]:
        """Entries of the default view (parse curator), filtered. pattern: a glob on the slot.
        warnings: gets a line while turns wait to be curated (Memory._default_view)."""
        if memory_type and memory_type not in MEMORY_TYPES:
            raise MemcliError(f"--type: expected one of {', '.join(MEMORY_TYPES)}, got {memory_type!r}")
        view = self._default_view(warnings)
        where = f" AND status IN ({','.join('?' * len(statuses))}) AND query_key IS NULL"
        params: list = list(statuses)
        if pattern:
            where += " AND slot GLOB ?"
            params.append(pattern if any(c in pattern for c in "*?[") else f"*{pattern.lower()}*")
        if memory_type:
            where += " AND memory_type = ?"
            params.append(memory_type)
        return view_entries(self.db, view.id, where, params)

    def replacements(
        self,
        *,
        pattern: str | None = None,
        memory_type: str | None = None,
        warnings: list[str] | None = None,
    ) -> list[tuple[Entry, Entry]]:
        """(superseded entry, the entry that replaced it) pairs whose values differ: a value said
        again ("I joined Beryl", later "I work at Beryl now") is a restatement, not a change."""
        old = self.entries(
            pattern=pattern, statuses=("superseded",), memory_type=memory_type, warnings=warnings
        )
        by_id = {e.id: e for e in get_entries(self.db, {e.superseded_by for e in old if e.superseded_by})}
        pairs = [(e, by_id[e.superseded_by]) for e in old if e.superseded_by in by_id]
        return [(a, b) for a, b in pairs if a.value.casefold() != b.value.casefold()]

    def slot_timeline(self, slot: str, *, warnings: list[str] | None = None) -> list[Entry]:
        """The slot's entries, oldest first. warnings: as for entries."""
        from memcli.types import normalize_slot_part

        view = self._default_view(warnings)
        parts = slot.split("|")
        if len(parts) == 2:
            parts.append("")  # "mira|employer" means the slot without a scope: mira|employer|
        key = "|".join(normalize_slot_part(p) for p in parts)
        found = view_entries(self.db, view.id, " AND slot = ? AND query_key IS NULL", [key])
        if not found:
            raise MemcliError(f"no slot {slot!r} in memory (see `memcli slots`)")
        return found

    def entry(self, entry_id: int) -> Entry:
        found = get_entries(self.db, [entry_id])
        if not found:
            raise MemcliError(f"no entry {entry_id} in memory")
        return found[0]

    def why(self, entry_id: int) -> dict:
        """Provenance: the entry, its source turns verbatim, what it replaced, what replaced it, edges."""
        entry = self.entry(entry_id)
        replaced = [
            r[0]
            for r in self.db.execute(
                "SELECT id FROM entries WHERE superseded_by = ? ORDER BY seq", (entry_id,)
            )
        ]
        edges = self.db.execute(
            "SELECT g.kind, g.dst FROM edges g WHERE g.src = ? ORDER BY g.kind, g.dst", (entry_id,)
        ).fetchall()
        return {
            "entry": entry,
            "sources": archive.get_turns(self.db, entry.source_turn_ids),
            "replaced": get_entries(self.db, replaced),
            "replaced_by": get_entries(self.db, [entry.superseded_by]) if entry.superseded_by else [],
            "edges": [(kind, other) for kind, other in edges],
            "linked": get_entries(self.db, [dst for _, dst in edges]),
        }

    def deprecate(self, entry_id: int, reason: str | None = None) -> Entry:
        return self._set_curated_status(entry_id, "deprecated", reason)

    def restore(self, entry_id: int) -> Entry:
        return self._set_curated_status(entry_id, "active", None)

    def _set_curated_status(self, entry_id: int, status: str, reason: str | None) -> Entry:
        self.entry(entry_id)
        with transaction(self.db) as conn:
            conn.execute(
                "UPDATE entries SET curated_status = ?, reason = ? WHERE id = ?", (status, reason, entry_id)
            )
            view_id = conn.execute("SELECT view_id FROM entries WHERE id = ?", (entry_id,)).fetchone()[0]
            rematerialize(conn, view_by_id(conn, view_id))
        return self.entry(entry_id)

    # --- facts by hand -----------------------------------------------------------------------
    def remember(self, text: str, *, author: str = "person") -> dict:
        """Store `text` as a user turn of its own and curate it like one. author "person" (the
        user typed it) or "model" (an agent wrote it: it never displaces a person's fact).
        Returns the turn, the entries stored, the entries it superseded and any held back."""
        from memcli.remember import remember

        return remember(self.db, text, author=author)

    def correct(self, entry_id: int, value: str, *, author: str = "person") -> dict:
        """Give an entry's slot a new value, written by hand; the old value is superseded."""
        from memcli.remember import correct

        return correct(self.db, entry_id, value, author=author)

    def add(self, subject: str, relation: str, value: str, *, author: str = "person") -> dict:
        """Add a fact by hand ("I" means the user); it replaces the value in its slot."""
        from memcli.remember import add

        return add(self.db, subject, relation, value, author=author)

    def sync_llm(self, path: str | None = None) -> dict:
        """Ingest the new conversations of llm's logs.db (default: where `llm logs path` says)
        and curate them; running it again adds nothing (memcli.sync)."""
        from memcli.sync import sync_llm

        return sync_llm(self, path)

    # --- who the user is ---------------------------------------------------------------------
    def identity(self) -> UserIdentity:
        """The user's name and aliases: the `user.name` setting and what the archive says."""
        return load_identity(self.db)

    def people(self) -> list[dict]:
        """The user (a list of one, empty while no name is known): name, aliases, and for each
        alias how it was learnt, in how many turns, and the first and last of them."""
        return list_people(self.db)

    # --- settings ----------------------------------------------------------------------------
    def setting(self, key: str) -> str | None:
        return settings.get(self.db, key)

    def set_setting(self, key: str, value: str) -> None:
        settings.put(self.db, key, value)

    def _model_config(self, explicit: str | None, role: str):
        from memcli.models import resolve_model

        return resolve_model(explicit, settings.all_settings(self.db), role=role)

    # --- use ---------------------------------------------------------------------------------
    def options(self, **overrides) -> UseOptions:
        """UseOptions with the stored rescue/historical settings, then per-call overrides (None = keep)."""
        stored = settings.all_settings(self.db)
        explicit = dict(self.db.execute("SELECT key, value FROM settings").fetchall())
        base = UseOptions(
            rescue=stored.get("rescue") == "on",
            historical=stored.get("historical") or "auto",
            rescue_origin="setting" if "rescue" in explicit else "default",
            historical_origin="setting" if "historical" in explicit else "default",
        )
        chosen = {k: v for k, v in overrides.items() if v is not None}
        if "rescue" in chosen:
            chosen["rescue_origin"] = "flag"
        if "historical" in chosen:
            chosen["historical_origin"] = "flag"
        return replace(base, **chosen)

    def pack(
        self,
        query: str,
        options: UseOptions | None = None,
        *,
        select_model: str | None = None,
        curate_model: str | None = None,
    ) -> PackResult:
        if not query.strip():
            raise MemcliError("the question is empty")
        options = options or self.options()
        if options.budget < 1:
            raise MemcliError(f"--budget: must be a positive number of tokens, got {options.budget}")
        if options.curator == "llm" and options.curator_model is None:
            options = replace(options, curator_model=self._model_config(curate_model, "curate"))
            if options.curator_model is None:
                raise MemcliError("--curator llm needs a model: pass --model or set MEMCLI_MODEL")
        if options.select_model is None and select_model:
            options = replace(options, select_model=self._model_config(select_model, "select"))
        query = plain_question(query)  # "hey quick q: …lol": the question, not the talk around it
        key = memo_key(query, options)
        if key is not None and (kept := self._packs.get(key, file_stamp(self.db))) is not None:
            return kept
        result = build_context(self.db, query, options)
        from memcli.trust import low_trust_turns

        result.low_trust = low_trust_turns(self.db.conn, [c.id for c in result.items if c.kind == "source"])
        if key is not None and keepable(result):
            self._packs.put(key, file_stamp(self.db), result)
        return result

    def clear_kept_packs(self) -> None:
        """Drop the packs kept for questions asked again (memcli.pack_memo): the next pack of
        each question is built anew (benchmarks time both)."""
        self._packs = PackMemo()

    def ask(
        self,
        query: str,
        options: UseOptions | None = None,
        *,
        model: str | None = None,
        fallback: bool = False,
    ) -> tuple[Answer, PackResult]:
        """Curate for the question (cached), pack, answer. model=None uses configured models, if any.
        fallback: answer offline when the model fails (said in the answer's warning) instead of
        raising ModelError."""
        options = options or self.options()
        answer_model = self._model_config(model, "answer")
        if answer_model is not None and not fallback:
            from memcli.models import check_credentials

            check_credentials(answer_model)  # at once, not after a minute of retries
        if answer_model is not None and options.select_model is None:
            options = replace(options, select_model=self._model_config(model, "select"))
        asked = self._asked_by_name(plain_question(query), options) if answer_model is None else None
        if asked is not None:
            return asked  # "what does the person I live with do": asked of them by name
        return self._answered(query, options, model, answer_model, fallback)

    def _asked_by_name(self, query: str, options: UseOptions) -> tuple[Answer, PackResult] | None:
        """Offline, a question about someone it describes ("the friend who got me the interview")
        is asked of them by name when memory says who they are (memcli.described); None when it
        cannot say who, or nothing said of them answers the question asked of them by name."""
        from memcli.answer_chat import person_named
        from memcli.described import described

        found = described(query)
        if found is None:
            return None
        who, _ = self._answered(found.who_question, options, None, None, False)
        person = person_named(who.answer, self._someone, self._user_names())
        if person is None:
            return None
        answer, context = self._answered(found.of(person), options, None, None, False)
        if answer.abstained:
            return None  # read as asked: the walk from the description may still answer it
        return replace(
            answer, question=query, reason=f"{answer.reason} ({person}: {found.who_question})"
        ), context

    def _answered(
        self, query: str, options: UseOptions, model: str | None, answer_model, fallback: bool
    ) -> tuple[Answer, PackResult]:
        context = self.pack(query, options, curate_model=model)
        packed = get_entries(self.db, [c.id for c in context.entries])
        if context.unsaved:  # evidence packed without being cached (the memory was busy)
            held = {e.id: e for e in [*packed, *context.unsaved]}
            packed = [held[c.id] for c in context.entries if c.id in held]
        if answer_model is None:  # (the offline reader's; a model reads the packed turns)
            _with_replies(self.db, packed)
        if context.low_trust:  # low-trust turns stay in the pack, marked, but never answer
            trusted = [c for c in context.items if not (c.kind == "source" and c.id in context.low_trust)]
            context = replace(context, items=trusted)
        found = answer(
            query,
            context,
            packed,
            model=answer_model,
            user_names=self._user_names(query),
            conversation=holds_conversation(self.db, context.view_id) or self._spoken(context.unsaved),
            fallback=fallback,
        )
        return found, context

    def _spoken(self, unsaved: list[Entry]) -> bool:
        """holds_conversation for the evidence packed without being cached (the memory was busy):
        the view would have held it, so the chat answerer reads it as it would the next time."""
        turn_ids = sorted({t for e in unsaved if e.relation == "said" for t in e.source_turn_ids})
        return (
            any(t.role or t.speaker for t in archive.get_turns(self.db, turn_ids, whole=False))
            if turn_ids
            else False
        )

    def _user_names(self, question: str = "") -> tuple[str, ...]:
        """The user's name first, then the other names they went by (memcli.identity). With no
        name known: the subject the user's facts are filed under ("user"), and any name in the
        question that memory never met as someone (the user asking about themselves by a name
        never typed, or typed only in passing)."""
        from memcli.identity import load_identity, unseen_names, user_subject

        who = load_identity(self.db)
        if who.name:  # ("what is Anand's position", asked of "Anand Kulkarni": his given name too)
            given = [alias.split()[0] for alias in who.aliases if " " in alias]
            return tuple(dict.fromkeys([who.name, *who.aliases, *given]))
        # (read as memcli reads the question: "WHO IS MY DENTIST" in capitals names no one)
        return (user_subject(who), *unseen_names(plain_question(question), self._known_person))

    def _someone(self, word: str) -> bool:
        """Is this word someone memory holds facts about, or names as someone's partner, friend,
        manager …: a person, not any value ("night" of a shift)?"""
        return self._known_person(word, as_person=True)

    def _known_person(self, word: str, *, as_person: bool = False) -> bool:
        """Has memory met this name as someone: a fact about them or naming them (as_person: as
        the value of a relation whose values are people). A name no turn holds is unknown, and so
        is one only said in passing ("RSVP to Fenella or Rhodri")."""
        from memcli import lexicon
        from memcli.types import normalize_slot_part

        key = normalize_slot_part(word)
        held = (
            "SELECT 1 FROM entries WHERE view_id IN (SELECT id FROM views) AND relation != 'said'"
            " AND {} LIMIT 1"
        )
        if self.db.execute(held.format("subject_key = ?"), [key]).fetchone():
            return True
        people = sorted(r.name for r in lexicon.PEOPLE if r.kind == "person") if as_person else []
        valued = "value_key = ?" + (f" AND relation IN ({','.join('?' * len(people))})" if people else "")
        return self.db.execute(held.format(valued), [key, *people]).fetchone() is not None

    # --- forgetting --------------------------------------------------------------------------
    def forget_turns(self, turn_ids: Sequence[int], *, search: str | None = None) -> dict[str, int]:
        """Hard deletion: the turns, every entry derived from them, every cached curation and the
        logged answers that may quote them (search: the text they were chosen by)."""
        from memcli.forget import forget_turns

        return forget_turns(self.db, list(turn_ids), search=search)

    # --- listings and reports for the command line (issue 11) ------------------------------------
    def sessions(self) -> list[dict]:
        """Each session with its turn and token counts and its first and last timestamps, in the
        order the archive first saw them."""
        rows = self.db.execute(
            "SELECT session, count(*), coalesce(sum(tokens), 0), min(timestamp), max(timestamp)"
            " FROM turns GROUP BY session ORDER BY min(seq)"
        ).fetchall()
        return [{"session": r[0], "turns": r[1], "tokens": r[2], "first": r[3], "last": r[4]} for r in rows]

    def status(self, environ: dict[str, str] | None = None) -> dict:
        """memcli.status.status_report for this file (environ: where API keys are looked up)."""
        from memcli.status import status_report

        return status_report(self.db, self.path, dict(os.environ) if environ is None else environ)


def _with_replies(db, entries: list[Entry]) -> None:
    """The assistant's reply beside each packed sentence a person said (entry.extra["reply"]): the
    offline answerer reads the words of the reply that echoes it (memcli.answer_chat)."""
    said = [e for e in entries if e.relation == "said" and e.source_turn_ids]
    found = archive.replies(db, [e.source_turn_ids[-1] for e in said])
    for e in said:
        if (reply := found.get(e.source_turn_ids[-1])) is not None:
            e.extra = {**e.extra, "reply": reply}

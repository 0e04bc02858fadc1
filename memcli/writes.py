"""Which writes a command can do without when another process holds the write lock.

A question writes as a side effect: it curates the turns the view has not read yet, caches its
own evidence (the rules curator's query-conditioned entries) and logs itself. None of these is
what the user asked for, which is the answer. So while another memcli holds the lock for long
(a big ingest), a question waits only a short time for these optional writes
(memcli.db.optional_transaction) and then answers without them, with one warning line each,
instead of failing busy (exit 75). What the user asked to store (ingest, remember, forget,
settings, `curate` itself) is required and waits the full busy timeout.

A model curator's output is required too: it was paid for, and a question answered without it
would be answered without the curation the user chose.

The catch-up a question can do without is also bounded: it curates at most catch_up_turns()
turns (MEMCLI_CATCH_UP_TURNS, default CATCH_UP_TURNS), the first ones after the view's
watermark, so the view stays a prefix of the archive. After a big ingest the first question then
answers in bounded time (the offline parse curator reads a few hundred turns a CPU second), from
the view as curated and the archive turns, with one warning line (not_curated_warning); the rest
is left for `memcli curate`.
"""

from __future__ import annotations

from memcli.db import number_from_env

# The writes a question makes (memcli.context.build_context, the CLI's `ask`).
CURATION = "curation"  # the view catches up with turns ingested since it was last curated
QUESTION_EVIDENCE = "question evidence"  # the rules curator's evidence for this question
QUESTION_LOG = "question log"  # the line `memcli log` shows

BUSY = "the memory was busy (another memcli is writing)"

# Turns a question (or the first listing of slots) curates before it answers. 10,000 turns is
# at most about half a minute of the parse curator's CPU; a million would be tens of minutes.
CATCH_UP_TURNS = 10_000
CATCH_UP_TURNS_ENV = "MEMCLI_CATCH_UP_TURNS"


def catch_up_turns() -> int:
    """$MEMCLI_CATCH_UP_TURNS or CATCH_UP_TURNS: how many new turns a question curates at most
    before answering. A value that is not a whole number ≥ 1 is an error naming the variable."""
    return number_from_env(
        CATCH_UP_TURNS_ENV,
        CATCH_UP_TURNS,
        parse=int,
        low=1,
        high=float("inf"),
        expected="a whole number of turns ≥ 1",
    )


def write_is_optional(write: str, *, curator: str = "parse") -> bool:
    """True when the answer can be given without this write: the command then waits only
    optional_write_seconds() for the lock and carries on without it."""
    from memcli.curate import OFFLINE_CURATORS

    if write in (QUESTION_EVIDENCE, QUESTION_LOG):
        return True
    if write == CURATION:
        return curator in OFFLINE_CURATORS
    return False


def skip_reason(exc: Exception) -> str:
    """Why an optional write was skipped: BUSY for BusyError, else UnwritableError's reason."""
    return getattr(exc, "reason", BUSY)


def skipped_warning(write: str, *, waiting_turns: int = 0, reason: str = BUSY) -> str:
    """The one line that says what a question did without, and what that means for its answer."""
    if write == CURATION:
        return (
            f"{waiting_turns} newer turn{'s' if waiting_turns != 1 else ''} not curated yet: {reason};"
            " answered from the memory as last curated and the archive"
        )
    if write == QUESTION_EVIDENCE:
        return f"the question's evidence was not cached: {reason}; it was packed from memory this time"
    if write == QUESTION_LOG:
        return f"the question was not logged: {reason}"
    return f"{write} was not written: {reason}"


def not_curated_warning(waiting_turns: int, *, limit: int | None = None) -> str:
    """The one line that says turns wait to be curated: a question's catch-up stopped at its
    bound (limit: catch_up_turns()), or a listing read a view that lags the archive."""
    plural = waiting_turns != 1
    bound = f" (at most {limit:,} are curated before answering; {CATCH_UP_TURNS_ENV})" if limit else ""
    return (
        f"{waiting_turns:,} newer turn{'s' if plural else ''} not curated yet{bound}:"
        f" run `memcli curate` to curate {'them' if plural else 'it'}"
    )

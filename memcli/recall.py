"""Retrieving archive turns as pack items, for the fill, the fallback and the baselines.

Entries are ranked in memcli.rank; when the packed entries leave budget, or the view has nothing
for the question, raw turns from the archive fill it. They are found by the archive's FTS5 index
(BM25), each followed by its neighbours in the session, and costed as they are shown; the
neighbours of turns found otherwise (kept turns the entry ranking puts first) are offered too
(`neighbour_candidates`). Turns that
are sources of entries the question may not use are withheld, so raw text cannot bring a
forgotten value back.

A huge turn (a pasted document, issue 9 item 9) is packed as an excerpt of about EXCERPT_CHARS
around the question's rarest words, marked as an excerpt, and costed as shown: a pack item is
never larger than a short passage, and the whole text stays in the archive.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memcli import tokens
from memcli.pack import Candidate
from memcli.rank import Scope
from memcli.sqldb import Database


def turn_candidates(
    db: Database,
    query: str,
    *,
    until_seq: int | None = None,
    limit: int = 200,
    scope: Scope | None = None,
    context: bool = True,
) -> list[Candidate]:
    """Archive turns for the fill and the fallback, best first (FTS5 BM25).

    context: each matching turn is followed by its neighbours in the same session. In a
    conversation the answer is often the reply to the turn that names the topic ("Where did you
    go?" — "To Lyon."), and that reply shares no word with the question.
    With a scope, turns that are sources of entries the question may not use (superseded or
    deprecated ones outside Eq. 5) are left out: raw text must not smuggle a forgotten value
    back into a current-state context.
    """
    from memcli.archive import history

    hits = history(db, search=query, limit=limit, max_seq=until_seq, whole=False)
    if scope is not None and hits:
        banned = _ineligible_sources(db, scope, [t.id for t in hits])
        hits = [t for t in hits if t.id not in banned]  # a withheld turn brings no neighbours
    ordered = _with_neighbours(db, hits, until_seq) if context else [(t, None) for t in hits]
    if scope is not None and ordered:
        banned = _ineligible_sources(db, scope, [t.id for t, _ in ordered])
        ordered = [(t, via) for t, via in ordered if t.id not in banned]
    whys = [
        "archive turn matching the question" if via is None else f"next to matching turn {via}"
        for _, via in ordered
    ]
    return source_candidates([t for t, _ in ordered], whys, query=query, db=db)


def neighbour_candidates(
    db: Database, turn_ids: Sequence[int], *, until_seq: int | None = None, scope: Scope | None = None
) -> list[Candidate]:
    """The turns just before and after each given turn in its session, in the order of the given
    turns; the given turns themselves are not repeated.

    The turns given are the best evidence found by other means (turns kept whole that rank high
    among the entries); their neighbours hold the reply that answers ("How was the trip?" —
    "Exhausting, but the food made up for it.") without sharing a word with the question. With a
    scope, sources of entries the question may not use are left out, as in `turn_candidates`."""
    from memcli.archive import get_turns

    wanted = list(dict.fromkeys(turn_ids))
    position = {tid: n for n, tid in enumerate(wanted)}
    heads = sorted(get_turns(db, wanted, whole=False), key=lambda t: position[t.id])
    pairs = [(t, via) for t, via in _with_neighbours(db, heads, until_seq) if via is not None]
    if scope is not None and pairs:
        banned = _ineligible_sources(db, scope, [t.id for t, _ in pairs])
        pairs = [(t, via) for t, via in pairs if t.id not in banned]
    return source_candidates([t for t, _ in pairs], [f"next to turn {via}" for _, via in pairs], db=db)


EXCERPT_CHARS = 1200  # a huge turn's pack item: about 300 tokens around the question's words
HUGE_TURN_CHARS = 4 * EXCERPT_CHARS  # longer turns are excerpted, shorter ones packed whole
MAX_HITS = 20_000  # word occurrences looked at in one huge turn (bounds time and memory)
_WORD = re.compile(r"\w{3,}")


def source_candidates(
    turns: Sequence,
    whys: Sequence[str] | None = None,
    *,
    query: str | None = None,
    db: Database | None = None,
) -> list[Candidate]:
    """Archive turns as pack items, in the given order, costed as shown ("speaker: text"); a
    huge turn as an excerpt around the query's words (its start without a query). A turn loaded
    cut (memcli.archive.get_turns(whole=False)) is excerpted from the stored text, read from db
    piece by piece."""
    huge = {i for i, t in enumerate(turns) if len(t.text) > HUGE_TURN_CHARS or getattr(t, "cut", False)}
    texts = [shown_text(t) if i not in huge else _shown_excerpt(t, query, db) for i, t in enumerate(turns)]
    costs = _shown_costs(turns, texts, huge)
    return [
        Candidate(
            kind="source",
            id=t.id,
            text=text,
            cost=cost + tokens.ENTRY_OVERHEAD,
            status="source",
            date=t.timestamp,
            source_turn_ids=(t.id,),
            why=whys[i] if whys else "",
            rank=i + 1,
            speaker=t.speaker or t.role,
            excerpt=i in huge,
        )
        for i, (t, text, cost) in enumerate(zip(turns, texts, costs, strict=True))
    ]


def _shown_costs(turns: Sequence, texts: list[str], excerpts: set[int] = frozenset()) -> list[int]:
    """Each turn's stored count of its shown text (counted at ingest); only turns stored before
    those counts existed, and excerpts, are encoded here, so a pack of recent turns never loads
    o200k."""
    missing = [i for i, t in enumerate(turns) if i in excerpts or getattr(t, "shown_tokens", None) is None]
    counts = tokens.count_many([texts[i] for i in missing]) if missing else []
    counted = dict(zip(missing, counts, strict=True))
    return [counted.get(i, t.shown_tokens) for i, t in enumerate(turns)]


def _with_neighbours(db: Database, hits: list, until_seq: int | None) -> list[tuple]:
    """Each hit, then the turns just before and after it in its session (once each)."""
    from memcli.archive import TURN_COLUMNS_CUT, cut_turns

    wanted = sorted({t.seq + d for t in hits for d in (-1, 1)} - {t.seq for t in hits})
    if until_seq is not None:
        wanted = [q for q in wanted if q <= until_seq]
    around = {}
    for start in range(0, len(wanted), 500):
        chunk = wanted[start : start + 500]
        marks = ",".join("?" * len(chunk))
        rows = db.execute(f"SELECT {TURN_COLUMNS_CUT} FROM turns WHERE seq IN ({marks})", chunk).fetchall()
        for turn in cut_turns(db, rows):
            around[turn.seq] = turn
    ordered, seen = [], set()
    for hit in hits:
        for turn, via in ((hit, None), (around.get(hit.seq - 1), hit.id), (around.get(hit.seq + 1), hit.id)):
            if turn is not None and turn.id not in seen and turn.session == hit.session:
                seen.add(turn.id)
                ordered.append((turn, via))
    return ordered


def _ineligible_sources(db: Database, scope: Scope, turn_ids: list[int]) -> set[int]:
    hidden = sorted({"superseded", "deprecated"} - scope.statuses)
    if not hidden:
        return set()
    marks = ",".join("?" * len(turn_ids))
    rows = db.execute(
        f"SELECT DISTINCT s.turn_id FROM entry_sources s JOIN entries e ON e.id = s.entry_id"
        f" WHERE s.turn_id IN ({marks}) AND e.view_id = ? AND e.status IN ({','.join('?' * len(hidden))})",
        [*turn_ids, scope.view_id, *hidden],
    )
    return {r[0] for r in rows}


def shown_text(turn) -> str:
    """A turn as packed and shown: "speaker: text"."""
    return f"{turn.speaker}: {turn.text}" if turn.speaker else turn.text


def _shown_excerpt(turn, query: str | None, db: Database | None = None) -> str:
    head = f"{turn.speaker}: " if turn.speaker else ""
    words = _WORD.findall(query or "")
    if getattr(turn, "cut", False) and db is not None:
        from memcli.archive import text_pieces

        return head + streamed_excerpt(lambda: text_pieces(db, turn.id), words, EXCERPT_CHARS)
    return head + excerpt(turn.text, words, EXCERPT_CHARS)


def excerpt(text: str, words: Sequence[str], limit: int) -> str:
    """About `limit` characters of a long text around the words (case-insensitive), marked with
    where they come from: the window holding the most weight, where a word weighs more the
    rarer it is in the text (a question's "the" and "where" do not pull the window). With no
    word found, the text's start."""
    start = _best_window(text, words, limit)
    end = min(len(text), start + limit)
    return _marked(text[start:end], start, end, len(text))


def streamed_excerpt(pieces, words: Sequence[str], limit: int) -> str:
    """excerpt() of the text that pieces() yields piece by piece, holding no more of it than a
    piece or two at a time: pieces() is called twice, once to find the window and once to read
    it. Same result as excerpt() of the joined text (tests/test_huge_turn.py)."""
    pattern = _pattern(words)
    hits, total = _streamed_hits(pieces(), pattern, max(map(len, words), default=0))
    start = _best_start(hits, limit)
    end = min(total, start + limit)
    window, offset = [], 0
    for piece in pieces():
        if offset + len(piece) > start:
            window.append(piece[max(0, start - offset) : end - offset])
        offset += len(piece)
        if offset >= end:
            break
    return _marked("".join(window), start, end, total)


def _streamed_hits(pieces, pattern: re.Pattern | None, longest: int) -> tuple[list[tuple[int, str]], int]:
    """_best_window's hits (start, lowercased word; at most MAX_HITS) over the joined pieces, and
    the text's length. Each piece is searched with the end of the text before it in front: a
    match is counted once, in the first window where it starts at least `reach` characters
    before the window's end (so the word and the character after it are inside; a text's last
    window counts to its end), and each window begins one character before the first position
    not yet counted (so \\b sees the character before it)."""
    reach = 2 * longest + 8  # a word lowercased may grow ("İ")
    hits: list[tuple[int, str]] = []
    counted = total = 0  # matches starting before text position `counted` are counted
    buffer, buffer_at = "", 0  # the text before the new piece, from position buffer_at
    iterator = iter(pieces)
    piece = next(iterator, None)
    while piece is not None:
        following = next(iterator, None)
        total += len(piece)
        if pattern is not None and len(hits) < MAX_HITS:
            window = buffer + piece
            line = buffer_at + len(window) - (0 if following is None else reach)
            for match in pattern.finditer(window):
                at = buffer_at + match.start()
                if at >= line or len(hits) >= MAX_HITS:
                    break
                if at >= counted:
                    hits.append((at, match.group(0).lower()))
            counted = max(counted, line)
            keep = max(0, counted - 1)
            buffer, buffer_at = window[keep - buffer_at :], keep
        piece = following
    return hits, total


def _marked(window: str, start: int, end: int, total: int) -> str:
    """The excerpt of text[start:end] (given as window; total = len(text)) moved to whole words
    and marked with where it comes from."""
    first, last = 0, len(window)
    if start > 0:
        space = window.find(" ", 0, 40)
        first = space + 1 if space != -1 else 0
    if end < total:
        space = window.rfind(" ", max(0, last - 40), last)
        last = space if space > first else last
    start, end = start + first, start + last
    body = window[first:last].strip()
    where = f"[excerpt: characters {start + 1:,}–{end:,} of {total:,}]"
    return f"{where} {'… ' if start > 0 else ''}{body}{' …' if end < total else ''}"


def _pattern(words: Sequence[str]) -> re.Pattern | None:
    wanted = sorted({w.lower() for w in words if len(w) >= 3}, key=len, reverse=True)
    if not wanted:
        return None
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in wanted) + r")\b", re.IGNORECASE)


def _best_window(text: str, words: Sequence[str], limit: int) -> int:
    pattern = _pattern(words)
    if pattern is None:
        return 0
    hits: list[tuple[int, str]] = []
    for match in pattern.finditer(text):
        hits.append((match.start(), match.group(0).lower()))
        if len(hits) >= MAX_HITS:
            break
    return _best_start(hits, limit)


def _best_start(hits: list[tuple[int, str]], limit: int) -> int:
    """Where the excerpt starts: the window of `limit` characters whose hits weigh most."""
    if not hits:
        return 0
    seen: dict[str, int] = {}
    for _, word in hits:
        seen[word] = seen.get(word, 0) + 1
    weight = {word: 1.0 / n for word, n in seen.items()}
    best, best_score, score = hits[0][0], 0.0, 0.0
    inside: dict[str, int] = {}
    left = 0
    for position, word in hits:  # two pointers: the window [hits[left], this hit] within limit
        inside[word] = inside.get(word, 0) + 1
        if inside[word] == 1:
            score += weight[word]
        while position - hits[left][0] > limit * 3 // 4:
            gone = hits[left][1]
            inside[gone] -= 1
            if inside[gone] == 0:
                score -= weight[gone]
            left += 1
        if score > best_score:
            best_score, best = score, hits[left][0]
    return max(0, best - limit // 8)

"""How much offline accuracy the way people type costs: the chat sets rewritten as phones and
impatient people write them, each variant scored beside the plain one in the same run.

    python benchmarks/typing_variants.py [PATH ...] [--variants smart,emoji,talk,lower] [--seed 7]
                                         [--json] [--verbose]

PATH: folders of chat sets (NAME-chat.jsonl + NAME-questions.json, as benchmarks/chat_eval.py
reads; default benchmarks/chats). The variants, each applied to every set (seeded, so a run is
repeatable):

  smart  a phone's punctuation: every ' in the person's turns and the questions becomes ’, and
         "…" pairs become “…”
  emoji  about a third of the person's turns end in an emoji, glued or after a space, some drawn
         with a joiner, a skin tone or a presentation selector ("😮‍💨", "👍🏽", "❤️")
  talk   every question said with talk around it ("hey quick q:", "remind me", "lol", "pls",
         "🤔") and one in five in capitals
  lower  every question typed in lowercase ("where does fumiko's daughter work")

Acceptable answers are unchanged (they are matched after NFKC and quote folding, see
memcli.evaluation.chats). Prints, per variant, questions right and the change from plain (with
--verbose, the questions whose verdict flipped). A robust reader loses nothing; nothing here is
a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

EMOJI = ("😅", "🎉", "❤\ufe0f", "😮\u200d💨", "👍🏽", "🙏", "✨", "🥲")
TALK_BEFORE = ("hey quick q: ", "remind me ", "ok so ", "do you remember ", "sorry, ", "")
TALK_AFTER = (" lol", " pls", " 🤔", "??", " thx", "")


def smart(text: str) -> str:
    quoted = text.count('"') % 2 == 0
    out, opening = [], True
    for ch in text.replace("'", "’"):
        if ch == '"' and quoted:
            out.append("“" if opening else "”")
            opening = not opening
        else:
            out.append(ch)
    return "".join(out)


def rewrite_turns(rows: list[dict], variant: str, rng: random.Random) -> list[dict]:
    out = []
    for row in rows:
        if row.get("role") == "user":
            text = row["content"]
            if variant == "smart":
                text = smart(text)
            elif variant == "emoji" and rng.random() < 1 / 3:
                text = text + rng.choice(("", " ")) + rng.choice(EMOJI)
            row = dict(row, content=text)
        out.append(row)
    return out


def rewrite_question(q: str, variant: str, rng: random.Random) -> str:
    if variant == "smart":
        return smart(q)
    if variant == "lower":
        return q.lower()
    if variant == "talk":
        q = rng.choice(TALK_BEFORE) + q.rstrip("?") + rng.choice(TALK_AFTER)
        return q.upper() if rng.random() < 0.2 else q
    return q


def write_variant(paths: list[str], variant: str, root: Path, seed: int) -> list[str]:
    """The sets rewritten, each in a folder of its own (two sets may share a name: heldout2 and
    heldout18 each hold a "desmond"), in the order chat_eval reads them; the folders."""
    from memcli.evaluation import chats

    folders = []
    for n, chat_set in enumerate(chats.find_sets(paths)):
        folder = root / f"{n:04d}"
        folder.mkdir(parents=True)
        folders.append(str(folder))
        rng = random.Random(f"{seed}-{variant}-{chat_set.name}")
        lines = chat_set.chat.read_text(encoding="utf-8").splitlines()
        rows = [json.loads(line) for line in lines if line.strip()]
        (folder / f"{chat_set.name}-chat.jsonl").write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rewrite_turns(rows, variant, rng)),
            encoding="utf-8",
        )
        questions = [
            {"q": rewrite_question(q.q, variant, rng), "answer": list(q.answer), "kind": q.kind}
            | ({"not": list(q.not_)} if q.not_ else {})
            | ({"all": True} if q.all else {})
            for q in chat_set.questions
        ]
        (folder / f"{chat_set.name}-questions.json").write_text(
            json.dumps(questions, ensure_ascii=False, indent=1), encoding="utf-8"
        )
    return folders


def verdicts(paths: list[str]) -> list[tuple[str, str, bool]]:
    """(set name, question as asked, right?) for every question, in order."""
    from memcli.evaluation import chats

    run = chats.run(paths)
    return [(h.name, r["q"], r["correct"]) for h in run.histories for r in h.records]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=[str(ROOT / "benchmarks" / "chats")])
    parser.add_argument("--variants", default="smart,emoji,talk,lower")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="list the questions whose verdict flipped")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    names = [v for v in args.variants.split(",") if v]
    unknown = set(names) - {"smart", "emoji", "talk", "lower"}
    if unknown:
        print(f"Error: --variants: unknown {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    results = {"plain": verdicts(args.paths)}
    with tempfile.TemporaryDirectory(prefix="memcli-variants-") as tmp:
        for variant in names:
            results[variant] = verdicts(write_variant(args.paths, variant, Path(tmp) / variant, args.seed))
    plain = results["plain"]
    report = {
        name: {
            "right": sum(r for _, _, r in got),
            "questions": len(got),
            "change": sum(r for _, _, r in got) - sum(r for _, _, r in plain),
            "flips": [
                f"{'+' if r else '-'} {n} | {q}" for (n, q, r), p in zip(got, plain, strict=True) if r != p[2]
            ],
        }
        for name, got in results.items()
    }
    if args.json:
        print(json.dumps(report | {"total_s": round(time.perf_counter() - started, 1)}, indent=2))
        return 0
    for name, row in report.items():
        right = f"{row['right']}/{row['questions']}"
        print(f"{name:6} {right}  change {row['change']:+d}  flips {len(row['flips'])}")
        if args.verbose:
            print("".join(f"    {flip}\n" for flip in row["flips"]), end="")
    print(f"total time {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Check every built history against the brief; print PROBLEM lines and a summary."""

import collections
import datetime
import json
import pathlib
import re

HERE = pathlib.Path(__file__).parent
KINDS = {
    "current": 6,
    "historical": 3,
    "multihop": 3,
    "evolution": 2,
    "preference": 2,
    "procedural": 2,
    "unanswerable": 2,
    "stable": 2,
}
FORMAL = re.compile(r"\bthe [a-z ]+ of [A-Z][a-z]+ is\b")


def problems_for(chat_path, questions_path, avoid):
    found = []
    name = chat_path.name[: -len("-chat.jsonl")]
    lines = [json.loads(line) for line in chat_path.read_text().splitlines() if line.strip()]
    text = " ".join(line["content"] for line in lines).lower()
    sessions = collections.Counter(line["session"] for line in lines)
    if not 5 <= len(sessions) <= 8:
        found.append(f"{len(sessions)} sessions (want 5-8)")
    for session, count in sorted(sessions.items()):
        if not 3 <= count // 2 <= 8:
            found.append(f"session {session} has {count // 2} exchanges (want 3-8)")
    stamps = [datetime.datetime.fromisoformat(line["timestamp"]) for line in lines]
    if stamps != sorted(stamps):
        found.append("timestamps not increasing")
    if name.split("-")[0] not in text:
        found.append(f"the name {name!r} never appears in the chat")
    if name.lower() in avoid:
        found.append(f"{name!r} is in AVOID_NAMES.txt")
    for line in lines:
        if line["role"] == "user" and FORMAL.search(line["content"]):
            found.append(f"formal wording in a user turn: {line['content'][:60]!r}")
    questions = json.loads(questions_path.read_text())
    if len(questions) != 22:
        found.append(f"{len(questions)} questions (want 22)")
    kinds = collections.Counter(q.get("kind") for q in questions)
    for kind, want in KINDS.items():
        if kinds[kind] != want:
            found.append(f"{kinds[kind]} {kind} questions (want {want})")
    for extra in set(kinds) - set(KINDS):
        found.append(f"unknown kind {extra!r}")
    for q in questions:
        label = repr(q.get("q", "")[:50])
        answers = q.get("answer") or []
        if not answers or not all(isinstance(a, str) and a for a in answers):
            found.append(f"{label}: answer must be a list of strings")
            continue
        if q.get("kind") == "unanswerable":
            if answers != ["UNANSWERABLE"]:
                found.append(f"{label}: unanswerable wants ['UNANSWERABLE']")
            continue
        for a in answers:
            if a != a.lower():
                found.append(f"{label}: answer {a!r} not lowercase")
            if a.lower() not in text:
                found.append(f"{label}: answer {a!r} not in the chat")
        for old in q.get("not", []):
            if old.lower() not in text:
                found.append(f"{label}: not-value {old!r} not in the chat")
            if any(old in a or a in old for a in answers):
                found.append(f"{label}: not-value {old!r} overlaps an answer")
        if q.get("kind") == "evolution":
            chain = q.get("all") or []
            if len(chain) < 2:
                found.append(f"{label}: evolution wants 'all' with the chain")
            for value in chain:
                if value.lower() not in text:
                    found.append(f"{label}: chain value {value!r} not in the chat")
        if q.get("kind") == "current" and not q.get("not"):
            found.append(f"{label}: current question without 'not'")
    return found


def main():
    avoid_path = HERE / "AVOID_NAMES.txt"
    avoid = set(avoid_path.read_text().split()) if avoid_path.exists() else set()
    total = 0
    chats = sorted((HERE / "out").glob("*-chat.jsonl"))
    for chat in chats:
        questions = chat.with_name(chat.name.replace("-chat.jsonl", "-questions.json"))
        if not questions.exists():
            print(f"PROBLEM {chat.name}: no questions file")
            total += 1
            continue
        for problem in problems_for(chat, questions, avoid):
            print(f"PROBLEM {chat.name}: {problem}")
            total += 1
    print(f"checked {len(chats)} histories: {total} problems")


if __name__ == "__main__":
    main()

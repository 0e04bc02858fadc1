"""Build out/NAME-chat.jsonl and out/NAME-questions.json from src/NAME.py."""

import datetime
import importlib.util
import json
import pathlib
import random

SEED = 20261228  # one seed per folder: the next is 20261230
HERE = pathlib.Path(__file__).parent


def load(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build(module, rng):
    lines = []
    for number, (day, exchanges) in enumerate(module.SESSIONS, 1):
        moment = datetime.datetime.fromisoformat(day) + datetime.timedelta(
            hours=rng.randint(7, 21), minutes=rng.randint(0, 59)
        )
        for user, assistant in exchanges:
            for role, text in (("user", user), ("assistant", assistant)):
                moment += datetime.timedelta(seconds=rng.randint(15, 240))
                lines.append(
                    {"session": number, "timestamp": moment.isoformat(), "role": role, "content": text}
                )
    return lines


def main():
    rng = random.Random(SEED)
    out = HERE / "out"
    out.mkdir(exist_ok=True)
    for path in sorted((HERE / "src").glob("*.py")):
        module = load(path)
        name = module.NAME
        lines = build(module, rng)
        with open(out / f"{name}-chat.jsonl", "w") as handle:
            for line in lines:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
        with open(out / f"{name}-questions.json", "w") as handle:
            json.dump(module.QUESTIONS, handle, indent=1, ensure_ascii=False)
        print(f"built {name}: {len(lines)} lines, {len(module.QUESTIONS)} questions")


if __name__ == "__main__":
    main()

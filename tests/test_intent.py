"""Historical intent h(q) and the memory-type router, as tables."""

from __future__ import annotations

from datetime import date

import pytest

from memcli.intent import historical_intent, time_phrases, type_weights

TODAY = date(2025, 6, 1)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # revision and history cues
        ("Where did Mira work before Beryl?", True),
        ("Where did Mira work previously?", True),
        ("Where did Mira use to live?", True),
        ("Mira used to work where?", True),
        ("Who was formerly the CEO of Quillmark?", True),
        ("What was Mira's original plan?", True),
        ("How has Mira's job changed over time?", True),
        ("How did Mira's taste in music evolve?", True),
        ("What is the history of Mira's addresses?", True),
        ("Who was Mira's first employer?", True),
        ("Where did Mira first work?", True),
        ("Who was Mira's former manager?", True),
        ("What did Mira say earlier about tea?", True),
        ("What is Mira's old address?", True),
        ("What was Mira's previous job?", True),
        ("Who was Mira's manager in 2019?", True),
        ("What did Mira plan as of 2021-03-04?", True),
        ("Does Mira no longer drink coffee?", True),
        # a value that ended, asked by the verb that ended it
        ("which firm did Mira's husband leave to go freelance", True),
        ("what job did I quit", True),
        ("where does Mira work now that she has left", False),
        # an ex is a partner of the past, however it is written
        ("who is my ex", True),
        ("where does Mira's ex husband work", True),
        ("is my ex-wife still in Leeds", True),
        ("any exams for Mira this week?", False),
        ("when are my exams", False),
        # a slot's whole story: every value it held, so the pack holds the earlier ones
        ("list the places ive lived in order", True),
        ("trace where i've lived since uni", True),
        ("list all the managers ive had", True),
        ("which cities has Mira lived in", True),
        ("where have i lived", True),  # a perfect over a life: every home
        ("who has Mira dated", True),
        ("where have you been", False),  # no life's story
        ("where do i live", False),
        # ordinary current questions
        ("Where does Mira work?", False),
        ("What is the capital of Veltria?", False),
        ("In which city is Mira's employer?", False),
        ("Who is the current CEO of Twitter?", False),
        ("How old is Mira?", False),
        ("Who performed Velvet Harbour?", False),
        ("On which continent was La Petite Lanterne originally made?", False),
        ("where did we live originally", True),  # where someone lived or worked at the start
        ("where did Sam work originally?", True),
        ("Where was the sport first developed?", False),
        ("Who is the original broadcaster of the show?", False),
        ("What will Mira do in 2030?", False),
        # a year said with a part of it, a season or a month before it is still a past year
        ("who was Tamsin going out with in early 2024", True),
        ("where did we rent back in March 2023", True),
        ("what did he drive during the summer of 2022", True),
        ("what was Nico up to in mid-2024", True),
        ("where will Mira live in late 2026", False),
        ("What is Mira's plan for 2025?", False),
        ("Which cities are in Veltria?", False),
    ],
)
def test_historical_intent(query: str, expected: bool) -> None:
    assert historical_intent(query, today=TODAY) is expected


@pytest.mark.parametrize(
    ("query", "top"),
    [
        ("How should I format the report?", "procedural"),
        ("How do you want me to answer?", "procedural"),
        ("What should I always do before deploying?", "procedural"),
        ("What are my instructions for emails?", "procedural"),
        ("When did Mira run 10k?", "episodic"),
        ("What happened at the party?", "episodic"),
        ("What did Mira do last weekend?", "episodic"),
        ("When was the last time we talked about Lyon?", "episodic"),
        ("Where does Mira work?", "semantic"),
        ("What is the capital of Veltria?", "semantic"),
        ("Who is Mira married to?", "semantic"),
    ],
)
def test_type_weights_route_to_the_right_type(query: str, top: str) -> None:
    weights = type_weights(query)
    assert set(weights) == {"semantic", "episodic", "procedural"}
    assert max(weights, key=weights.get) == top
    assert all(0 < w <= 1 for w in weights.values())


def test_type_weights_are_fresh_dicts() -> None:
    first = type_weights("Where does Mira work?")
    first["semantic"] = 0.0
    assert type_weights("Where does Mira work?")["semantic"] == 1.0


@pytest.mark.parametrize(
    ("query", "phrases"),
    [
        ("who was Tamsin going out with in early 2024", ["in early 2024"]),
        ("where did we rent back in March 2023?", ["back in March 2023"]),
        ("what did he drive during the summer of 2022", ["during the summer of 2022"]),
        ("where does she work now", []),
        ("which 2023 model does he drive", []),  # a year that names a thing, not when
    ],
)
def test_time_phrases(query: str, phrases: list[str]) -> None:
    assert time_phrases(query) == phrases

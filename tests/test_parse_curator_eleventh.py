"""Table tests for the eleventh pass on chat (memcli.curators.parse): a student's year group at a
school ("a senior at Eastbridge High"), a named firm's job taken ("GOT THE GAMEVAULT JOB"), a home
moved into and placed by a street or town ("moved into a flat on Chandler Road in Pellbrook",
"my new flat in Pellbrook"), and a "didn't" that tells the past, not an order. Rows are (turns,
must yield, must not yield) as in tests/test_parse_curator.py; every row is our own wording."""

from __future__ import annotations

import pytest

from tests.test_parse_curator import facts

CASES = [
    # --- a student at a school ------------------------------------------------------------------
    pytest.param(
        ["school's back, im a senior now at eastbridge high, wild"],
        {("Noor", "school", "eastbridge high", "active")},
        {("Noor", "employer", "eastbridge", "active"), ("Noor", "employer", "eastbridge high", "active")},
        id="year-group-at-a-high-school",
    ),
    pytest.param(
        ["im a sophomore at Ridgeway High now"],
        {("Noor", "school", "Ridgeway High", "active")},
        set(),
        id="sophomore-noun-at-school",
    ),
    pytest.param(
        ["I'm a senior at Bexley Partners now"],
        set(),
        {("Noor", "school", "Bexley Partners", "active")},
        id="senior-at-a-firm-is-no-school",
    ),
    pytest.param(
        ["I'm a teacher at Ridgeway High now"],
        {("Noor", "employer", "Ridgeway High", "active")},
        {("Noor", "school", "Ridgeway High", "active")},
        id="a-teacher-works-at-the-school",
    ),
    # --- a named firm's job taken ---------------------------------------------------------------
    pytest.param(
        ["GOT THE GAMEVAULT JOB"],
        {("Noor", "employer", "Gamevault", "active")},
        set(),
        id="shouted-job-taken",
    ),
    pytest.param(
        ["I accepted the Halden Print job!!"],
        {("Noor", "employer", "Halden Print", "active")},
        set(),
        id="accepted-the-named-job",
    ),
    pytest.param(
        ["applied for the Lidl job", "she got the Tesco job", "didnt get the Boots job"],
        set(),
        {
            ("Noor", "employer", "Lidl", "active"),
            ("Noor", "employer", "Tesco", "active"),
            ("Noor", "employer", "Boots", "active"),
        },
        id="applied-someone-elses-or-not-got",
    ),
    pytest.param(
        ["got the teaching job!"],
        set(),
        {("Noor", "employer", "Teaching", "active"), ("Noor", "employer", "teaching", "active")},
        id="a-kind-of-job-is-no-firm",
    ),
    pytest.param(
        ["got the Head Chef job"],
        {("Noor", "job title", "Head Chef", "active")},
        {("Noor", "employer", "Head Chef", "active"), ("Noor", "employer", "Head", "active")},
        id="a-named-post-is-no-firm",
    ),
    pytest.param(
        ["week 2 at K&V."],
        {("Noor", "employer", "K&V", "active")},
        set(),
        id="week-n-at-a-firm",
    ),
    pytest.param(
        ["3 months in at Acme and loving it"],
        {("Noor", "employer", "Acme", "active")},
        set(),
        id="months-in-at-a-firm",
    ),
    pytest.param(
        ["spent 2 weeks at Center Parcs", "she is 3 months in at Loxley"],
        set(),
        {("Noor", "employer", "Center Parcs", "active"), ("Noor", "employer", "Loxley", "active")},
        id="a-stay-or-someone-elses-count",
    ),
    pytest.param(
        ["got a job at some brewery there", "moved to some village near York"],
        set(),
        {("Noor", "employer", "brewery", "active"), ("Noor", "residence", "village", "active")},
        id="some-place-is-not-named",
    ),
    pytest.param(
        ["got a job at a brewery"],
        {("Noor", "employer", "brewery", "active")},
        set(),
        id="a-place-of-a-kind-still-counts",
    ),
    # --- texting's dropped "I" carried over, a job after leaving one, a diet gone, a breakup ------
    pytest.param(
        ["moved to Leeds and started at Acme Labs"],
        {("Noor", "residence", "Leeds", "active"), ("Noor", "employer", "Acme Labs", "active")},
        set(),
        id="dropped-i-joins-the-next-verb",
    ),
    pytest.param(
        ["moved to Leeds, Sam started at Acme", "go to Lidl and start at Acme"],
        set(),
        {("Noor", "employer", "Acme", "active")},
        id="another-subject-or-a-bare-verb-is-not-mine",
    ),
    pytest.param(
        ["left Crane & Oduya, now doing contracts at Vell Group"],
        {("Noor", "employer", "Vell Group", "active")},
        set(),
        id="now-at-a-named-place-after-leaving-one",
    ),
    pytest.param(
        [
            "left the party, now doing karaoke at Vell Bar",
            "left Crane & Oduya, doing contracts at Vell Group",
        ],
        set(),
        {("Noor", "employer", "Vell Bar", "active"), ("Noor", "employer", "Vell Group", "active")},
        id="not-after-a-named-place-or-without-now",
    ),
    pytest.param(
        ["went veggie in jan, 3 months now, not missing meat at all"],
        {("Noor", "diet", "veggie", "active")},
        set(),
        id="went-veggie-read-as-a-name",
    ),
    pytest.param(
        ["me and Priya broke up :("],
        {("Noor", "former partner", "Priya", "active")},
        {("Noor", "partner", "Priya", "active")},
        id="a-breakup-with-someone-never-filed-was-a-partner",
    ),
    # --- a bare verb that is no order: a modal's, or a taste's ---------------------------------------
    pytest.param(
        ["honestly cant stand coriander", "love a good thai green curry"],
        {("Noor", "dislikes", "coriander", "active"), ("Noor", "likes", "green curry", "active")},
        set(),
        id="cant-stand-and-love-with-i-dropped",
    ),
    pytest.param(
        ["keep the soup warm", "bring coriander tomorrow"],
        set(),
        {("Noor", "keep", "soup", "active"), ("Noor", "bring", "coriander", "active")},
        id="orders-are-no-facts-of-mine",
    ),
    pytest.param(
        ["my fave band is Big Thief"],
        {("Noor", "favourite band", "Big Thief", "active")},
        set(),
        id="an-open-role-held-by-a-name-the-tagger-split",
    ),
    # --- an opening participle the parser made a subject; a town the recognizer took for a date ---
    pytest.param(
        ["I work at Brindle Books", "leaving brindle books, got a job at Harcourt Press!!"],
        {
            ("Noor", "employer", "Harcourt Press", "active"),
            ("Noor", "employer", "ended: Brindle Books", "active"),
        },
        set(),
        id="leaving-x-got-y",
    ),
    pytest.param(
        ["going to the gym at Ironside keeps me sane"],
        set(),
        {("Noor", "go to", "gym", "active"), ("Noor", "club", "Ironside", "active")},
        id="a-gerund-subject-is-no-clause",  # no comma: the parser's csubj is the subject itself
    ),
    pytest.param(
        ["moved to Bath last month", "moving in May", "moved in at Christmas", "moved in on Christmas Day"],
        {("Noor", "residence", "Bath", "active")},
        {("Noor", "residence", r, "active") for r in ("May", "Christmas", "Christmas Day", "Day")},
        id="a-town-run-into-a-date",
    ),
    # --- a club named with its kind ------------------------------------------------------------
    pytest.param(
        ["joined Ironside Gym last month", "i joined the Tern Valley Choir"],
        {("Noor", "club", "Ironside Gym", "active"), ("Noor", "club", "Tern Valley Choir", "active")},
        {("Noor", "employer", "Ironside Gym", "active"), ("Noor", "employer", "Tern Valley Choir", "active")},
        id="joined-a-named-gym-or-choir",
    ),
    pytest.param(
        ["I joined Club Med", "joined Acme Labs in May"],
        {("Noor", "employer", "Club Med", "active"), ("Noor", "employer", "Acme Labs", "active")},
        set(),
        id="a-kind-word-leading-a-name-is-no-club",
    ),
    # --- a past "didn't" is no order ------------------------------------------------------------
    pytest.param(
        ["didnt get the Boots job", "didnt always get the bus tbh", "dont use emojis"],
        {("Noor", "instruction", "don't use emojis", "active")},
        {
            ("Noor", "instruction", "didn't get the Boots job", "active"),
            ("Noor", "instruction", "didn't always get the bus tbh", "active"),
        },
        id="didnt-is-news-dont-is-an-order",
    ),
    # --- several named at once, a phone switched to -------------------------
    pytest.param(
        ["my kids are Mia (7) and Jack (4)", "my kids are Rosa and the twins"],
        {("Noor", "child", "Mia", "active"), ("Noor", "child", "Jack", "active")},
        {("Noor", "child", "twins", "active")},
        id="kids-are-a-and-b",
    ),
    pytest.param(
        ["my manager is Priya and Tom Reed is hers"],
        {("Noor", "manager", "Priya", "active")},
        {("Noor", "manager", "Tom Reed", "active"), ("Noor", "manager", "Reed", "active")},
        id="one-boss-reads-one-name",
    ),
    pytest.param(
        ["finally switched to a pixel, bye iphone"],
        {("Noor", "phone", "pixel", "active")},
        set(),
        id="switched-to-a-phone-texting",
    ),
    pytest.param(
        ["switching to a pixel is tempting", "mum switched to a pixel", "maybe switch to a pixel?"],
        set(),
        {("Noor", "phone", "pixel", "active")},
        id="a-phone-thought-of-or-someone-elses",
    ),
    # --- a home moved into ----------------------------------------------------------------------
    pytest.param(
        ["I moved into a flat on Chandler Road in Pellbrook."],
        {("Noor", "residence", "Chandler Road, Pellbrook", "active")},
        {("Noor", "residence", "flat", "active")},
        id="moved-into-a-flat-on-a-street",
    ),
    pytest.param(
        ["we moved into a bigger flat in May"],
        set(),
        {("Noor", "residence", "flat", "active"), ("Noor", "residence", "May", "active")},
        id="a-home-named-by-nothing",
    ),
    pytest.param(
        ["just moved into a cottage in Rossmeen"],
        {("Noor", "residence", "Rossmeen", "active")},
        set(),
        id="moved-into-a-home-in-a-town",
    ),
    pytest.param(
        ["I write to you from my new flat in Pellbrook."],
        {("Noor", "residence", "Pellbrook", "active")},
        set(),
        id="my-new-flat-in",
    ),
    pytest.param(
        ["her new flat in York is lovely"],
        set(),
        {("Noor", "residence", "York", "active")},
        id="her-new-flat-is-hers",
    ),
    pytest.param(
        ["our flat in Leeds is freezing"],
        set(),
        {("Noor", "residence", "Leeds", "active")},
        id="an-old-flat-is-no-news",
    ),
    pytest.param(
        ["my sister Grace moved to Glasgow", "grace is moving again, Edinburgh this time"],
        {("Grace", "residence", "Edinburgh", "active")},
        set(),
        id="moving-again-the-place-after-a-comma",
    ),
    pytest.param(
        [
            "moved the sofa, Ikea one",
            "grace is moving again, big van this time",
            "we went again, Paris this time",
        ],
        set(),
        {
            ("Noor", "residence", "Ikea", "active"),
            ("Grace", "residence", "van", "active"),
            ("Noor", "residence", "Paris", "active"),
        },
        id="not-a-thing-moved-nor-a-day",
    ),
    pytest.param(
        ["landlord's selling so we have to move out of the flat on Dray St by june"],
        {("Noor", "former residence", "Dray St", "active")},
        {("Noor", "residence", "Dray St", "active")},
        id="moving-out-of-a-home-never-filed-was-home",
    ),
    pytest.param(
        ["we live on Dray St", "moving out of the flat on Dray St"],
        {("Noor", "residence", "ended: Dray St", "older")},
        {("Noor", "former residence", "Dray St", "active")},
        id="moving-out-of-the-home-filed-ends-it",
    ),
    pytest.param(
        ["moving out of the flat next week"],
        set(),
        {("Noor", "former residence", "flat", "active")},
        id="moving-out-of-a-home-not-named",
    ),
    pytest.param(
        ["the new flat in Leeds is freezing"],
        set(),
        {("Noor", "residence", "Leeds", "active")},
        id="the-new-flat-is-nobodys",
    ),
    pytest.param(
        ["We bought a house on Chapel Lane in Rossmeen"],
        {("Noor", "residence", "Chapel Lane, Rossmeen", "active")},
        set(),
        id="the-town-hangs-on-the-street",
    ),
]


@pytest.mark.parametrize(("rows", "present", "absent"), CASES)
def test_eleventh_pass(rows, present, absent):
    found = facts(rows)
    assert present <= found, found
    assert not (absent & found), found

"""Imperial Commander 2's instruction lines read as instructions: the grammar of
``imperial/ic2_lines.py`` in English and German, the notes kept, unknown lines refused.

The lines are written here in IC2's format (symbols, ``{R1}``, ``NAME:``); the abilities are
made up."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_ai.imperial.ic2_lines import DE, EN, UnknownLine, number, read_line


def en(line: str) -> list[dict[str, Any]]:
    return read_line(line, EN).instructions


def de(line: str) -> list[dict[str, Any]]:
    return read_line(line, DE).instructions


def test_move_to_attack_is_a_move_then_an_attack_action() -> None:
    # {Q}: one attack action (IC2 "An instruction costs one action for each ... icon"); the
    # attack counts toward the limit of one attack action, the move is part of it
    assert en("{Q} Move 4 to attack {R1}.") == [
        {"type": "move_to_attack", "mp": 4, "actions": 1},
        {"type": "attack", "action": True, "then": True},
    ]
    assert de("{Q} Bewegung 4, um {R1} anzugreifen.") == en("{Q} Move 4 to attack {R1}.")


@pytest.mark.parametrize(
    ("english", "german", "expected"),
    [
        (
            "{A} Move 2 to reposition 3.",
            "{A} Bewegung 2, um in Position 3 zu gelangen.",
            [{"type": "move_to_reposition", "mp": 2, "distance": 3, "actions": 1}],
        ),
        (
            "{A} Move 5 toward the closest Rebel.",
            "{A} Bewegung 5 auf den nächsten Rebellen zu.",
            [{"type": "move_toward", "mp": 5, "pick": "closest", "actions": 1}],
        ),
        (
            "{A}{A} Move 6 toward {R1}.",
            "{A}{A} Bewegung 6 auf {R1} zu.",
            [{"type": "move_toward", "mp": 6, "actions": 2}],
        ),
        (
            "{A} Move 3 to engage as many Rebels as possible (minimum 1).",
            "{A} Bewegung 3, um so viele Rebellen wie möglich zu berühren (Minimum 1).",
            [
                {
                    "type": "move_to_engage",
                    "mp": 3,
                    "pick": "most_hostiles",
                    "minimum": 1,
                    "actions": 1,
                }
            ],
        ),
        (
            "{Q} Attack {R1}.",
            "{Q} Angriff auf {R1}.",
            [{"type": "attack", "action": True, "actions": 1}],
        ),
        (
            "{A} Move 2 toward the closest ready Rebel.",
            "{A} Bewegung 2 auf den nächsten bereiten Rebellen zu.",
            [{"type": "move_toward", "mp": 2, "pick": "closest_ready", "actions": 1}],
        ),
        (
            "{A} Move 7 toward the Rebel that is within 2 spaces of the most other Rebels.",
            "{A} Bewegung 7 auf den Rebellen zu, der sich innerhalb von 2 Feldern zu den "
            "meisten anderen Rebellen befindet.",
            [
                {
                    "type": "move_toward",
                    "mp": 7,
                    "pick": "crowded",
                    "pick_spaces": 2,
                    "actions": 1,
                }
            ],
        ),
        (
            "{A} Move 3 to engage the other Imperial figure with the most Health remaining.",
            "{A} Bewegung 3, um die andere imperiale Figur mit der meisten verbleibenden "
            "Gesundheit zu berühren.",
            [{"type": "move_to_engage", "mp": 3, "pick": "friend_most_health", "actions": 1}],
        ),
        (
            "{A} Move 2 to engage as many non-Guardian Imperial figures as possible (minimum 1).",
            "{A} Bewegung 2, um so viele imperiale Nicht-Wächter-Figuren wie möglich zu "
            "berühren(Minimum 1).",
            [
                {
                    "type": "move_to_engage",
                    "mp": 2,
                    "pick": "most_friends",
                    "minimum": 1,
                    "not_trait": "guardian",
                    "actions": 1,
                }
            ],
        ),
        (
            "{Q} Move 5 to engage 2 or more Rebels, then attack {R1}.",
            "{Q} Bewegung 5, um 2 oder mehr Rebellen zu berühren, dann Angriff auf {R1}.",
            [
                {"type": "move_to_engage", "mp": 5, "pick": "hostiles", "minimum": 2, "actions": 1},
                {"type": "attack", "action": True, "then": True},
            ],
        ),
        (
            "{A} If this figure did not attack, Move 4 to reposition 3.",
            "{A} Falls diese Figur nicht angegriffen hat, Bewegung 4, um in Position 3 zu "
            "gelangen.",
            [
                {
                    "type": "move_to_reposition",
                    "mp": 4,
                    "distance": 3,
                    "actions": 1,
                    "if": "not_attacked",
                }
            ],
        ),
        (
            "{A} If there is a Rebel within 3 spaces of this figure, move 2 to reposition 5.",
            "{A} Falls sich ein Rebell innerhalb von 3 Feldern zu dieser Figur befindet, "
            "Bewegung 2, um in Position 5 zu gelangen.",
            [
                {
                    "type": "move_to_reposition",
                    "mp": 2,
                    "distance": 5,
                    "actions": 1,
                    "if": "hostile_within",
                    "if_spaces": 3,
                }
            ],
        ),
        (
            "If adjacent to a Rebel, end this activation.",
            "Falls benachbart zu einem Rebellen, beende diese Aktivierung.",
            [{"type": "end_activation", "if": "adjacent_hostile"}],
        ),
        (
            "{Q} Move 3 to attack the closest non-Weakened Rebel.",
            "{Q} Bewegung 3, um den nächsten nicht-Geschwächten Rebellen anzugreifen.",
            [
                {"type": "move_to_attack", "mp": 3, "pick": "closest_not_weakened", "actions": 1},
                {"type": "attack", "pick": "closest_not_weakened", "action": True, "then": True},
            ],
        ),
        (
            "{Q}{A} Attack 2 different Rebels.",
            "{Q}{A} Angriff auf 2 verschiedene Rebellen.",
            [
                # one attack action for the line, however many attacks it makes
                {"type": "attack", "pick": "priority", "action": True, "actions": 2},
                {"type": "attack", "pick": "not_attacked", "then": True},
            ],
        ),
        (
            "{Q} Move 2 to attack a different Rebel, even if this figure has already "
            "performed an {Q} instruction.",
            "{Q} Bewegung 2, um einen anderen Rebell anzugreifen, selbst wenn diese Figur "
            "bereits eine {Q}-Anweisung durchgeführt hat.",
            [
                {"type": "move_to_attack", "mp": 2, "pick": "not_attacked", "actions": 1},
                # "even if ... already performed an {Q}": not an attack action of the limit
                {"type": "attack", "pick": "not_attacked", "then": True},
            ],
        ),
        (
            "{A} Move 2 toward the closest Rebels. Target the closest non-ready hero.",
            "{A} Bewegung 2 auf den nächsten Rebellen zu. Ziele auf den nächsten "
            "nicht-bereiten Helden.",
            [{"type": "move_toward", "mp": 2, "pick": "closest_exhausted", "actions": 1}],
        ),
        (
            "{Q} Place this figure in an empty space within 6 spaces and adjacent to {R1}. "
            "Then, attack {R1}.",
            "{Q} Platziere diese Figur auf ein leeres Feld innerhalb von 6 Feldern und "
            "benachbart zu {R1}. Dann Angriff auf {R1}.",
            [
                {"type": "place", "spaces": 6, "actions": 1},
                {"type": "attack", "action": True, "then": True},
            ],
        ),
    ],
)
def test_english_and_german_lines_read_alike(
    english: str, german: str, expected: list[dict[str, Any]]
) -> None:
    assert en(english) == expected
    assert de(german) == expected


def test_within_sets_the_attack_reach_and_dice_stay_in_a_note() -> None:
    out = en("{Q} Move 1 to attack {R1} within 3 spaces with 1 green and 1 red die.")
    assert out[:2] == [
        {"type": "move_to_attack", "mp": 1, "within": 3, "actions": 1},
        {"type": "attack", "within": 3, "action": True, "then": True},
    ]
    # the dice are not planned: the whole line follows as a note
    assert out[2] == {
        "type": "note",
        "then": True,
        "text": "Move 1 to attack {R1} within 3 spaces with 1 green and 1 red die.",
    }
    german = de(
        "{Q} Bewegung 1, um {R1} innerhalb von 3 Feldern mit 1 grünen und 1 roten Würfel "
        "anzugreifen."
    )
    assert german[:2] == out[:2]
    assert german[2]["type"] == "note"


def test_within_of_another_rebel_is_no_reach() -> None:
    # "within 2 spaces of another Rebel" qualifies the target: kept as a note, no reach
    out = en("{Q} Move 4 to attack {R1} within 2 spaces of another Rebel.")
    assert [i["type"] for i in out] == ["move_to_attack", "attack", "note"]
    assert "within" not in out[0]
    german = de(
        "{Q} Bewegung 4, um {R1} innerhalb von 2 Feldern zu einem anderen Rebell anzugreifen."
    )
    assert [i["type"] for i in german] == ["move_to_attack", "attack", "note"]
    assert "within" not in german[0]


def test_a_named_ability_with_more_words_is_planned_and_noted() -> None:
    out = en("{Q} ZAP: Move 4 to attack {R1}. After this attack, the target is Stunned.")
    assert out == [
        {"type": "move_to_attack", "mp": 4, "actions": 1, "name": "ZAP"},
        {"type": "attack", "action": True, "then": True},
        {
            "type": "note",
            "then": True,
            "text": "ZAP: Move 4 to attack {R1}. After this attack, the target is Stunned.",
        },
    ]


def test_lines_that_move_or_attack_nothing_of_this_figure_are_notes() -> None:
    # another figure's order, a passive rule, damage without an attack: notes only
    assert en("{A} BARK: Another Imperial figure attacks {R1}.") == [
        {
            "type": "note",
            "actions": 1,
            "name": "BARK",
            "text": "BARK: Another Imperial figure attacks {R1}.",
        }
    ]
    assert en("{-} Figures do not block this figure's line of sight.") == [
        {"type": "note", "text": "Figures do not block this figure's line of sight."}
    ]
    assert en("{-} The Helper Droid moves 4 to attack {R1}.")[0]["type"] == "note"
    assert read_line("{-} The Helper Droid moves 4 to attack {R1}.", EN).structured is False


def test_a_note_keeps_its_condition_only_when_it_costs_actions() -> None:
    # its condition decides whether the action is spent; a {-} note costs nothing
    assert en("{A} If this figure has suffered {H}, it recovers 3 {H}.")[0] == {
        "type": "note",
        "actions": 1,
        "if": "damaged",
        "if_spaces": 1,
        "text": "If this figure has suffered {H}, it recovers 3 {H}.",
    }
    assert "if" not in en("{-} If this figure did not attack, it gains 2 {g}.")[0]


def test_a_line_after_a_condition_on_a_note_is_its_continuation() -> None:
    out = en(
        "{A}{A} If this figure has suffered 6 or more {H}, recover 4 {H}. Then, move 10 to "
        "reposition 6."
    )
    assert out[0]["type"] == "note" and out[0]["if"] == "damaged" and out[0]["if_spaces"] == 6
    assert out[0]["actions"] == 2
    assert out[1] == {"type": "move_to_reposition", "mp": 10, "distance": 6, "then": True}


def test_did_not_perform_names_the_earlier_line() -> None:
    out = en("{Q} If this figure did not perform Stomp, it moves 5 to attack {R1}.")
    assert out[0]["if"] == "not_performed" and out[0]["if_line"] == "Stomp"
    german = de(
        "{Q} Falls diese Figur STAMPFEN nicht durchgeführt hat, Bewegung 5, um {R1} anzugreifen."
    )
    assert german[0]["if"] == "not_performed" and german[0]["if_line"] == "STAMPFEN"


def test_at_the_end_of_the_activation() -> None:
    out = en(
        "{-} GUARD: At the end of this figure's activation, move 2 to engage as many "
        "non-Guardian Imperial figures as possible (minimum 1)."
    )
    assert out[0]["at_end"] is True and out[0]["pick"] == "most_friends"


def test_rich_text_and_typographic_apostrophes() -> None:
    out = en('{A} PROWL: If this figure is not <color="red">Hidden</color>, it becomes Hidden.')
    assert out[0]["text"] == "PROWL: If this figure is not Hidden, it becomes Hidden."
    assert en("{-} ASSASSIN\u2019S EDGE: Move 2 to engage the closest Rebel. It rolls.")[0] == {
        "type": "move_to_engage",
        "mp": 2,
        "pick": "closest",
        "name": "ASSASSIN\u2019S EDGE",
    }


@pytest.mark.parametrize(
    "line",
    [
        "{A} Move 4 sideways.",
        "{A} Move 4 toward the tallest Rebel.",
        "{Q} Attack the loudest Rebel.",
        "{A} If this figure is Focused, move 2 toward {R1}.",
        "{X} Move 4 toward {R1}.",
    ],
)
def test_unknown_lines_are_refused(line: str) -> None:
    with pytest.raises(UnknownLine):
        read_line(line, EN)


def test_the_orange_highlight_costs_nothing() -> None:
    assert en("{O}{A} Move 2 toward {R1}.") == [{"type": "move_toward", "mp": 2, "actions": 1}]


def test_unknown_german_line_is_refused() -> None:
    with pytest.raises(UnknownLine):
        read_line("{A} Bewegung 4 seitwärts.", DE)


def test_a_number_of_thousands_of_digits_is_no_move() -> None:
    # was: ValueError from int() (Python reads at most 4,300 digits) out of the IC2 reader
    line = "{A} Move " + "9" * 4301 + " to reposition 3."
    with pytest.raises(UnknownLine):
        read_line(line, EN)
    assert en("{A} Move 2 to reposition 3.")[0]["mp"] == 2


def test_a_range_or_count_of_thousands_of_digits_is_not_read_as_a_number() -> None:
    # was: ValueError from int() (Python reads at most 4,300 digits)
    with pytest.raises(UnknownLine):
        number("9" * 4301)
    assert number("zwei") == 2 and number(" 12 ") == 12
    line = read_line("{A} Attack {R1} within " + "9" * 4301 + " spaces.", EN)
    assert "within" not in line.instructions[0]
    assert line.unread
    assert read_line("{A} Attack {R1} within 3 spaces.", EN).instructions[0]["within"] == 3

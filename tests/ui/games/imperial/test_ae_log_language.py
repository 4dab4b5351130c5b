"""The Automated Emperor game log in the chosen language. Each log entry keeps its
English ``text`` (the board file's meaning, unchanged) and, beside it, the message's id form
(``data["msg"]``); the panel and ``tabletop-ai ae log`` show that in the installed language, and
an entry written before (no ``"msg"``) as its text."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai import i18n
from tabletop_ai.board import load_board
from tabletop_ai.board.io import dumps_board
from tabletop_ai.cli import main
from tabletop_ai.i18n import Msg, msg
from tabletop_ai.imperial.state import LogEntry, get_state, put_state
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

OLD = "an entry from an older file, kept as written"


pytestmark = pytest.mark.usefixtures("english_again")


@pytest.fixture(autouse=True)
def own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))


def test_msg_from_json_round_trips_nested_messages() -> None:
    m = msg(
        "{text} — {purpose}",
        text=msg(
            "drew {card} ({actions})", card="Charge", actions=i18n.join([msg("attack"), "x"], ", ")
        ),
        purpose=msg("activating {group}", group="g"),
    )
    back = Msg.from_json(json.loads(json.dumps(m.to_json())))
    assert back == m and back.to_json() == m.to_json()
    assert isinstance(back.params["text"], Msg) and back.params["text"].id == m.params["text"].id
    assert Msg.from_json({"id": "%n group(s)", "n": 5}).render(False) == "5 groups"
    i18n.install("uk")
    assert str(Msg.from_json({"id": "%n group(s)", "n": 5})) == "5 груп"
    assert str(back) == str(m) != m.english()
    with pytest.raises(KeyError):
        Msg.from_json({"params": {}})


def test_panel_log_in_ukrainian_and_the_file_stays_english(qtbot: QtBot) -> None:
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    panel.setup(seed=3, open_groups=2)
    assert panel.activate_next() is not None
    # the status bar says the activation's log lines in Ukrainian too
    said = w.statusBar().currentMessage()
    assert said.startswith("взято ") and "drew" not in said, said
    panel.activate_next()
    panel.run_status_phase()
    st = get_state(w.doc.board)
    assert st is not None
    lines = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert lines[0].endswith("· підготовка: нова гра Автоімператора (AE), зерно 3"), lines[0]
    assert any("колода AE: карт — 12" in t for t in lines)
    assert any("рука розгортання: карт — 2, відкритих груп — 2" in t for t in lines)
    assert any("· карта: взято " in t for t in lines), lines
    assert any("· активація: Штурмовик" in t for t in lines), lines
    assert any("отримує 3 загрози (рівень загрози)" in t for t in lines)
    assert any("починається раунд 2" in t for t in lines)
    # nothing the log says is left in English
    for t in lines:
        for english in (
            "new Automated Emperor game",
            "AE deck:",
            "deployment hand:",
            "drew ",
            "gains ",
            "round 2 begins",
            "threat saved",
            "setup",
            "activate",
            "status",
        ):
            assert english not in t, t
    # the entries keep their English text; the saved file has it and the id form beside it
    assert st.log[0].text == "new Automated Emperor game, seed 3"
    assert type(st.log[0].text) is str
    saved = json.loads(dumps_board(w.doc.board))["automated_emperor"]["log"]
    assert saved[0]["text"] == "new Automated Emperor game, seed 3"
    assert saved[0]["data"]["msg"] == {
        "id": "new Automated Emperor game, seed {seed}",
        "params": {"seed": 3},
    }
    assert [e["text"] for e in saved] == [e.text for e in st.log]
    assert all(
        e.message().english() == e.text
        for e in st.log  # type: ignore[attr-defined]
        if "msg" in e.data
    )
    # an entry of an older file (no "msg") shows its text as written
    st.log.append(LogEntry(st.round, "setup", OLD, {}))
    put_state(w.doc.board, st)
    panel.refresh()
    assert panel.log.item(panel.log.count() - 1).text().endswith("підготовка: " + OLD)


def test_cli_log_in_ukrainian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "raid.board.json"
    shutil.copy(MAPS / "outpost-raid.board.json", path)
    assert main(["--lang", "uk", "ae", str(path), "setup", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "раунд 1 · підготовка: нова гра Автоімператора (AE), зерно 3" in out
    assert main(["--lang", "uk", "ae", str(path), "activate", "--apply"]) == 0
    capsys.readouterr()
    # an entry of an older file, without its id form
    data = json.loads(path.read_text(encoding="utf-8"))
    data["automated_emperor"]["log"].append({"round": 1, "kind": "setup", "text": OLD, "data": {}})
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["--lang", "uk", "ae", str(path), "log"]) == 0
    out = capsys.readouterr().out
    assert "раунд 1 · підготовка: нова гра Автоімператора (AE), зерно 3" in out
    assert "колода AE: карт — " in out and "раунд 1 · карта: взято " in out
    assert "new Automated Emperor game" not in out and "AE deck:" not in out
    assert out.rstrip().endswith("раунд 1 · підготовка: " + OLD)
    # ae show: the state in Ukrainian too
    assert main(["--lang", "uk", "ae", str(path), "show"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("раунд 1 · загроза 0 (рівень 3) · бліц 2 · колода 11 / скид 1\n")
    assert "рука розгортання: порожня" in out and "активувалися цього раунду: troopers" in out
    # the file keeps the English text
    saved = json.loads(path.read_text(encoding="utf-8"))["automated_emperor"]["log"]
    assert saved[0]["text"] == "new Automated Emperor game, seed 3"
    i18n.install("en")
    assert main(["--lang", "en", "ae", str(path), "log"]) == 0
    out = capsys.readouterr().out
    assert "round 1 · setup: new Automated Emperor game, seed 3" in out
    assert out.rstrip().endswith("round 1 · setup: " + OLD)
    assert main(["--lang", "en", "ae", str(path), "show"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("round 1 · threat 0 (level 3) · blitz 2 · deck 11 / discard 1\n")
    assert "deployment hand: empty\n" in out and "activated this round: troopers\n" in out


def test_the_campaign_log_keeps_each_entry_as_a_message() -> None:
    """The campaign file's log copies the mission's entries as "mission N: <text>"; the id
    form beside each says the same (English byte for byte), old entries included."""
    from tabletop_ai.imperial.campaign import campaign_after, new_campaign
    from tabletop_ai.imperial.state import AEState

    st = AEState(seed=1)
    st.say("setup", msg("round {round} begins", round=2))
    st.log.append(LogEntry(1, "setup", OLD, {}))
    camp = campaign_after(new_campaign("c", 1), st, "m.board.json")
    texts = [e.text for e in camp.log]
    assert texts == ["mission 1: round 2 begins", "mission 1: " + OLD]
    assert [e.message().english() for e in camp.log] == texts  # type: ignore[attr-defined]
    i18n.install("uk")
    assert [str(e.message()) for e in camp.log] == [
        "місія 1: починається раунд 2",
        "місія 1: " + OLD,
    ]


def test_ic_surges_and_abilities_in_ukrainian(qtbot: QtBot) -> None:
    """An IC list activation's surge order (bonus, card surges, the rule to skip and repeat)
    and the AE "Ability" step's ability names are in the player's language, not English."""
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    w = MainWindow(
        load_board(MAPS / "ae-landing-zone.board.json"), interactive=False, remember=False
    )
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    panel.setup(seed=1, open_groups=2)  # its first card: Flank (engage, ability, attack)
    assert panel.activate_ic_list("troopers") is not None
    said = w.statusBar().currentMessage()
    assert "+1 шкода" in said and "+2 до влучності" in said and "повторювати згори" in said
    assert "damage" not in said and "accuracy" not in said and "repeat" not in said
    panel.activate_next()  # a card drawn for the troopers: its Ability step names theirs
    assert w.controller.plan is not None
    text = "\n".join(str(line) for line in w.controller.plan.describe())
    assert "Вогонь загону" in text and "Squad Fire" not in text
    w.controller.shutdown()


def test_bought_cards_and_the_class_deck_in_ukrainian(qtbot: QtBot) -> None:
    """The example class cards a game buys are shown by their Ukrainian names and texts
    in the panel's cards to play and its log, and the class deck by its name."""
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    w = MainWindow(
        load_board(MAPS / "ae-landing-zone.board.json"), interactive=False, remember=False
    )
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    panel.setup(seed=1, open_groups=2, class_deck="armory")
    panel.upgrade(6, 0, False)  # enough XP for any armory card
    prompts = [panel.prompts.item(i).text() for i in range(panel.prompts.count())]
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert prompts and log
    english = ("Heavy Plating", "Scoped Rifles", "Supply Drop", "Prototype Weapons", "Attach")
    for text in prompts + log:
        assert not any(e in text for e in english), text
    assert any("Арсенал" in line for line in log), log
    w.controller.shutdown()

"""Edit → Preferences → Language: the choice is remembered, and at the next start
the app's catalogue and Qt's own dialogs speak it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tabletop_ai.i18n import msg
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.preferences import PreferencesDialog
from tests.ui.conftest import DEMO

pytestmark = pytest.mark.usefixtures("english_again")


def test_preferences_remember_the_language(qtbot: object) -> None:
    dlg = PreferencesDialog()
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    names = [dlg.language.itemText(i) for i in range(dlg.language.count())]
    assert names[1:] == ["English", "Українська"]
    assert dlg.language.currentData() == "system"
    dlg.language.setCurrentIndex(dlg.language.findData("uk"))
    dlg.store()
    assert prefs.language() == "uk"


def test_the_chosen_language_is_installed_at_start(qtbot: object) -> None:
    prefs.settings().setValue("language", "uk")
    app = QApplication.instance()
    assert prefs.install_language(app) == "uk"
    # Qt's own dialogs (qtbase_uk) and the core's messages
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Скасувати"
    assert str(msg("%n group(s)", n=5)) == "5 груп"
    # the window's own texts: the Preferences dialog itself
    assert PreferencesDialog().windowTitle() == "Налаштування"


def test_the_window_speaks_ukrainian_with_its_plurals(qtbot: object) -> None:
    """A group's line in the Groups panel counts its figures with Ukrainian's three forms
    (1 фігура, 2 фігури, 5 фігур); English counts them without "(s)"; bundled names
    (sample boards, Battlecrest cards) have both languages, the player's own do not."""
    from tabletop_ai.i18n.content import content_name
    from tabletop_ai.ui.texts import translate

    def line(n: int) -> str:
        return translate("groups_panel", "{id} (%n figure(s), {side})", "", n).format(
            id="g", side="ai"
        )

    assert [line(n) for n in (1, 2, 5)] == [
        "g (1 figure, ai)",
        "g (2 figures, ai)",
        "g (5 figures, ai)",
    ]
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    assert [line(n) for n in (1, 2, 5, 21)] == [
        "g (1 фігура, ai)",
        "g (2 фігури, ai)",
        "g (5 фігур, ai)",
        "g (21 фігура, ai)",
    ]
    assert translate("menus", "&File") == "&Файл"
    assert content_name("Shield Wall") == "Стіна щитів"
    assert content_name("Outpost raid (demo)") == "Наліт на аванпост (демо)"
    assert content_name("My own board") == "My own board"


def test_instruction_parameters_explained_in_the_chosen_language(window: object) -> None:
    """The instruction editor's fields carry the rule set's declared parameter descriptions
    as tooltips (engine/rules.py Param), in the installed language; the docs generator
    keeps the English (a description is a message whose value is its English text)."""
    from tabletop_ai.engine.rules import GENERIC_INSTRUCTIONS

    mp = GENERIC_INSTRUCTIONS[0].param("mp")
    assert (
        mp is not None
        and mp.description == "movement points to spend (default: the figure's speed)"
    )
    panel = window.groups  # type: ignore[attr-defined]
    panel.select_group("troopers")
    panel.instructions.setCurrentRow(0)  # move_to_attack: mp, target
    editor = panel.editor
    assert editor.mp_box.toolTip() == "movement points to spend (default: the figure's speed)"
    assert (
        editor.form.labelForField(editor.target_box).toolTip()
        == "a named target, tried first while it is healthy"
    )
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    panel.instructions.setCurrentRow(1)
    panel.instructions.setCurrentRow(0)
    assert editor.mp_box.toolTip() == "скільки ОР витратити (за замовчуванням — швидкість фігури)"
    assert editor.target_box.toolTip() == "названа ціль: її пробують першою, доки вона неушкоджена"
    assert mp.description == "movement points to spend (default: the figure's speed)"


def test_the_command_lines_language_wins_for_this_run(qtbot: object) -> None:
    """``tabletop-ai --lang uk`` (and ``screenshot --lang uk``): the window in Ukrainian for
    this run, whatever Preferences say; installing again replaces the catalogues."""
    from tabletop_ai.ui.texts import translate

    prefs.settings().setValue("language", "en")
    app = QApplication.instance()
    assert prefs.install_language(app, "uk") == "uk"
    assert translate("table_window", "AI turn") == "Хід ШІ"
    assert prefs.language() == "en"  # Preferences keep their choice
    assert prefs.install_language(app) == "en"
    assert translate("table_window", "AI turn") == "AI turn"
    assert len(prefs._installed) <= 2  # replaced, not piled up


def test_an_unknown_language_on_the_command_line_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tabletop_ai.app import run_app

    prefs.settings().setValue("language", "en")
    assert run_app(["--lang", "xx"]) == 2
    assert "--lang takes system, en, uk" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--lang=xx"], ["--lang="], ["--lang", "xx"]])
def test_an_unknown_language_is_refused_in_either_form(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """``--lang=xx`` is refused as ``--lang xx`` is: the same message, not "unknown
    option"."""
    from tabletop_ai.app import run_app

    prefs.settings().setValue("language", "en")
    assert run_app(argv) == 2
    assert capsys.readouterr().err == "tabletop-ai: --lang takes system, en, uk\n"


def test_a_bad_lang_is_refused_in_the_language_chosen_in_preferences(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Before a ``--lang`` is known the refusal speaks the language the window would start
    in: the one chosen in Preferences."""
    from tabletop_ai.app import run_app

    prefs.settings().setValue("language", "uk")
    assert run_app(["--lang", "xx"]) == 2
    assert capsys.readouterr().err == "tabletop-ai: --lang має бути одним із: system, en, uk\n"


def test_a_bad_lang_is_refused_in_the_systems_language_by_default(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Preferences left at "system": the system's language words the refusal."""
    from tabletop_ai.app import run_app

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    prefs.settings().setValue("language", "system")
    assert run_app(["--lang"]) == 2
    assert capsys.readouterr().err == "tabletop-ai: --lang має бути одним із: system, en, uk\n"


def test_an_unknown_option_is_refused_in_the_language_of_lang_or_preferences(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``tabletop-ai FILE --bogus``: refused in the ``--lang`` given, else in the one chosen
    in Preferences."""
    from tabletop_ai.app import run_app

    prefs.settings().setValue("language", "en")
    assert run_app([str(DEMO), "--lang", "uk", "--bogus"]) == 2
    uk = "tabletop-ai: невідомий параметр --bogus (див. tabletop-ai --help)\n"
    assert capsys.readouterr().err == uk
    assert run_app([str(DEMO), "--lang=uk", "--bogus"]) == 2  # argparse's other form
    assert capsys.readouterr().err == uk
    prefs.settings().setValue("language", "uk")
    assert run_app([str(DEMO), "--bogus"]) == 2
    assert capsys.readouterr().err == uk
    assert run_app([str(DEMO), "--lang", "en", "--bogus"]) == 2
    assert capsys.readouterr().err == (
        "tabletop-ai: unknown option --bogus (see tabletop-ai --help)\n"
    )


def test_qts_own_file_dialog_and_buttons_speak_ukrainian(qtbot: object) -> None:
    """Qt's file dialog (the one Qt draws itself, as on Linux) and the unsaved-changes
    buttons: no English left where ``qtbase_uk`` has none ("Look in:", "Files of type:",
    "Folder", "Don't Save")."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

    def words() -> list[str]:
        dlg = QFileDialog(None, "x")
        dlg.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dlg)  # type: ignore[attr-defined]
        return [lbl.text() for lbl in dlg.findChildren(QLabel) if lbl.text()]

    english = words()
    assert "&Look in:" in english and "Files of &type:" in english
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    ukrainian = words()
    assert len(ukrainian) == len(english) and not set(ukrainian) & set(english), ukrainian
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder") == "Тека"
    box = QMessageBox()
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    box.setStandardButtons(
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    texts = {b.text() for b in box.buttons()}
    assert texts == {"Зберегти", "Не зберігати", "Скасувати"}
    dont = QCoreApplication.translate("QPlatformTheme", "Don't Save")
    assert dont == "Не зберігати"


def test_a_named_target_is_offered_by_its_name_only(window: object) -> None:
    """The target list reads like the board ("Солдат"), not the file ("Солдат (soldier)"):
    the id is the item's data and its tooltip, shown beside a name only when two listed
    figures share it."""
    from PySide6.QtCore import Qt

    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    panel = window.groups  # type: ignore[attr-defined]
    panel.select_group("troopers")
    panel.instructions.setCurrentRow(1)
    panel.instructions.setCurrentRow(0)  # move_to_attack, named target "soldier"
    box = panel.editor.target_box
    assert box.currentData() == "soldier"
    assert box.currentText() == "Солдат"
    assert box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole) == "soldier"
    assert not any("(" in box.itemText(i) for i in range(1, box.count()))


def test_a_list_of_values_reads_in_the_chosen_language(qtbot: object) -> None:
    """The AE card's actions and colours in the Parameters form are the rule set's words in
    the installed language (a word without a count is not looked up as a plural)."""
    from tabletop_ai.imperial.automated_emperor import AE_CARD
    from tabletop_ai.ui.editor.param_form import ListField

    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    actions, secondary = AE_CARD.params[0], AE_CARD.params[1]
    field = ListField(actions)
    qtbot.addWidget(field)  # type: ignore[attr-defined]
    field.set_values(["engage", "attack"])
    assert [field.items.item(i).text() for i in range(2)] == ["зближення", "атака"]
    assert field.choice is not None and field.choice.itemText(0) == "зближення"
    colours = ListField(secondary)
    qtbot.addWidget(colours)  # type: ignore[attr-defined]
    assert colours.choice is not None and colours.choice.itemText(0) == "синій"

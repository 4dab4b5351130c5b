"""File → Import Imperial Commander 2 data…, and the deployment cards the "New group" dialog
offers on Imperial boards.

The dialog reads a folder of Imperial Commander 2's files (its ``Assets/Resources``, or the
same files anywhere) or a character file exported from IC2's character editor, in the IC2
language chosen, and shows what it found (groups, the lines planned, the notes, or the one
line saying what is wrong with which file). *Import* keeps the groups in the user's data
folder (:func:`tabletop_ai.imperial.ic2.save_import`), where the app reads them from then
on: the player imports once. The folder and language are remembered for next time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board, BoardError
from tabletop_ai.i18n import shown
from tabletop_ai.ui.panels import FileAction, GroupCard
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tabletop_ai.engine.ops import Op
    from tabletop_ai.imperial.data import Deployment
    from tabletop_ai.imperial.ic2 import IC2Import
    from tabletop_ai.ui.editor.context import BoardContext

#: IC2's language folders and the languages' own names
LANGUAGE_NAMES = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "it": "Italiano",
    "pl": "Polski",
    "ru": "Русский",
    "hu": "Magyar",
    "nl": "Nederlands",
    "no": "Norsk",
    "br": "Português (Brasil)",
}
FOLDER_KEY = "ic2_folder"
LANGUAGE_KEY = "ic2_lang"


def card_detail(
    elite: bool, villain: bool, count: int, health: int, speed: int, size: tuple[int, int]
) -> str:
    """One line of what a card holds: elite or regular, figures, health, speed, base."""
    kind = (
        translate("ic2_import", "villain")
        if villain
        else translate("ic2_import", "elite")
        if elite
        else translate("ic2_import", "regular")
    )
    figures = translate("ic2_import", "%n figure(s)", "", count)
    return translate(
        "ic2_import", "{kind} · {figures} · health {health} · speed {speed} · {w}×{h}"
    ).format(kind=kind, figures=figures, health=health, speed=speed, w=size[0], h=size[1])


def _dep_size(dep: Deployment) -> tuple[int, int]:
    size = dep.figure.get("size", [1, 1])
    return (int(size[0]), int(size[1])) if isinstance(size, list) and len(size) == 2 else (1, 1)


def deployment_cards(board: Board) -> list[GroupCard]:
    """The deployment cards a new group can be made from: the bundled examples and what the
    player imported or added to the data folder (:func:`load_imperial_data`)."""
    from tabletop_ai.imperial.data import load_imperial_data

    try:
        data = load_imperial_data()
    except BoardError:
        data = load_imperial_data(include_user=False)  # a broken data file: the examples
    out = []
    for dep in data.deployments.values():
        detail = card_detail(
            dep.elite,
            dep.villain,
            dep.count,
            int(dep.figure.get("health", 1)),
            int(dep.figure.get("speed", 4)),
            _dep_size(dep),
        )
        name = f"{dep.name} — {dep.subname}" if dep.subname else dep.name
        out.append(GroupCard(dep.id, name, detail, _maker(dep, name)))
    return out


def _maker(dep: Deployment, name: str) -> Callable[[str], Op[Board]]:
    """The operation making group ``gid`` from ``dep``. A group the board's rule set cannot
    name by its card (one imported from Imperial Commander 2, which only the player's data
    folder holds) is named ``name`` in the file (board-format.md "Groups"), so that the
    window calls it by its card's name, never its id, on any machine; a group of a card the
    rule set knows is named by its card, in the player's language."""
    from tabletop_ai.engine.board_ops import set_group_name
    from tabletop_ai.engine.ops import OpResult, board_changes
    from tabletop_ai.imperial.deploy import new_group_op
    from tabletop_ai.ui.panels import rules_of

    def make(gid: str) -> Op[Board]:
        def op(board: Board) -> OpResult[Board]:
            made = new_group_op(dep, gid)(board)
            new = made.state
            if rules_of(new).group_card_name(new, new.group(gid)) is not None:
                return made
            named = set_group_name(gid, name)(new).state
            return OpResult(named, made.log, board_changes(board, named))

        return op

    return make


class IC2ImportDialog(QDialog):
    """Choose IC2's folder (or a character file) and language, see what it holds, import."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ic2_import", "Import Imperial Commander 2 data"))
        self.imported: IC2Import | None = None
        self.saved_to: Path | None = None
        lay = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "ic2_import",
                "Choose Imperial Commander 2's Assets/Resources folder (or a folder with its "
                "CardData and Languages files), or a character exported from its character "
                "editor. Its deployment groups and villains, with their instruction lists, "
                "become cards for new groups.",
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        row = QHBoxLayout()
        self.path = QLineEdit()
        self.path.setPlaceholderText(translate("ic2_import", "no folder chosen"))
        self.path.editingFinished.connect(self.reload)
        folder_btn = QPushButton(translate("ic2_import", "Folder…"))
        folder_btn.clicked.connect(self._choose_folder)
        file_btn = QPushButton(translate("ic2_import", "Character file…"))
        file_btn.clicked.connect(self._choose_file)
        row.addWidget(self.path, 1)
        row.addWidget(folder_btn)
        row.addWidget(file_btn)
        form.addRow(translate("ic2_import", "Imperial Commander 2 data:"), row)
        self.language = QComboBox()
        self.language.currentIndexChanged.connect(lambda _i: self.reload())
        form.addRow(translate("ic2_import", "Language of names and notes:"), self.language)
        lay.addLayout(form)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.summary)
        self.groups = QListWidget()
        lay.addWidget(self.groups, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("ic2_import", "Import"))
        self.buttons.accepted.connect(self.import_now)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(760, 560)
        s = prefs.settings()
        folder = s.value(FOLDER_KEY)
        self._lang_wanted = str(s.value(LANGUAGE_KEY) or "en")
        if folder:
            self.set_source(str(folder))
        else:
            self._show_nothing()

    # -- choosing --------------------------------------------------------------------------
    def _choose_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(
            self, translate("ic2_import", "Imperial Commander 2's Assets/Resources folder")
        )
        if chosen:
            self.set_source(chosen)

    def _choose_file(self) -> None:
        chosen, _f = QFileDialog.getOpenFileName(
            self,
            translate("ic2_import", "A character from Imperial Commander 2's editor"),
            "",
            translate("ic2_import", "Character (*.json)"),
        )
        if chosen:
            self.set_source(chosen)

    def set_source(self, path: str) -> None:
        """Read ``path`` (a folder or a character file) and show what it holds."""
        self.path.setText(path)
        self._fill_languages(Path(path))
        self.reload()

    def _fill_languages(self, path: Path) -> None:
        from tabletop_ai.imperial.ic2 import find_resources

        codes: list[str] = []
        base = find_resources(path) / "Languages" if path.is_dir() else None
        if base is not None and base.is_dir():
            codes = sorted(p.name.lower() for p in base.iterdir() if p.is_dir())
        if not codes:
            codes = ["en", "de"] if path.is_file() else ["en"]
        current = self.language.currentData() or self._lang_wanted
        self.language.blockSignals(True)
        self.language.clear()
        for code in codes:
            self.language.addItem(LANGUAGE_NAMES.get(code, code), code)
        index = self.language.findData(current)
        self.language.setCurrentIndex(index if index >= 0 else max(self.language.findData("en"), 0))
        self.language.blockSignals(False)

    def reload(self) -> None:
        """Read the chosen folder or file again (the language may have changed)."""
        from tabletop_ai.imperial.ic2 import load_any

        path = self.path.text().strip()
        if not path:
            self._show_nothing()
            return
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.imported = load_any(path, str(self.language.currentData() or "en"))
        except BoardError as exc:
            self.imported = None
            self.summary.setText(
                _problem(
                    translate("ic2_import", "Cannot import: {problem}").format(
                        problem=shown(exc.first_line())
                    )
                )
            )
            self.groups.clear()
            self._ok(False)
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._show(self.imported)

    # -- showing ---------------------------------------------------------------------------
    def _ok(self, on: bool) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(on)

    def _show_nothing(self) -> None:
        self.summary.setText(translate("ic2_import", "Choose a folder or a character file."))
        self.groups.clear()
        self._ok(False)

    def _show(self, imp: IC2Import) -> None:
        c = imp.counts
        villains = sum(1 for g in imp.groups if g.villain)
        count = len(imp.groups)
        text = translate(
            "ic2_import",
            "%n group(s) (deployment groups: {groups}, villains: {villains}). Of {lines} "
            "instruction lines, {planned} are moves and attacks the app plans ({noted} of "
            "them with a note for the players) and {notes} are notes shown in their place.",
            "",
            count,
        ).format(
            groups=count - villains,
            villains=villains,
            lines=c.lines,
            planned=c.structured + c.with_note,
            noted=c.with_note,
            notes=c.notes,
        )
        parts = [_escape(text)]
        parts += [
            "<span style='color:#8a6d00'>" + _escape(shown(w)) + "</span>" for w in imp.warnings[:4]
        ]
        self.summary.setText("<br>".join(parts))
        self.groups.clear()
        for g in imp.groups:
            detail = card_detail(g.elite, g.villain, g.count, g.health, g.speed, g.size)
            n = len(g.lists)
            lists = translate("ic2_import", "%n instruction list(s)", "", n)
            name = f"{g.name} — {g.subname}" if g.subname else g.name
            self.groups.addItem(f"{g.id}   {name}   ({detail} · {lists})")
        self._ok(bool(imp.groups))

    # -- importing -------------------------------------------------------------------------
    def import_now(self) -> None:
        """Keep the groups in the data folder and remember the choice; close on success."""
        from tabletop_ai.imperial.ic2 import save_import

        if self.imported is None:
            return
        try:
            self.saved_to = save_import(self.imported)
        except OSError as exc:
            self.summary.setText(
                _problem(
                    translate("ic2_import", "Cannot save the imported groups: {why}").format(
                        why=exc
                    )
                )
            )
            return
        s = prefs.settings()
        s.setValue(FOLDER_KEY, self.path.text().strip())
        s.setValue(LANGUAGE_KEY, str(self.language.currentData() or "en"))
        self.accept()


def _problem(text: str) -> str:
    """A problem's (translated) line, in red."""
    return f"<span style='color:#b00'>{_escape(text)}</span>"


def _escape(text: str) -> str:
    import html

    return html.escape(text, quote=False)


def open_import_dialog(ctx: BoardContext) -> None:
    """File → Import Imperial Commander 2 data…"""
    dialog = IC2ImportDialog(ctx.dialog_parent)
    if dialog.exec() and dialog.imported is not None and dialog.saved_to is not None:
        count = len(dialog.imported.groups)
        ctx.show_message(
            translate(
                "ic2_import", "Imported %n group(s) into {file}: New group offers them", "", count
            ).format(file=str(dialog.saved_to))
        )


IMPORT_ACTION = FileAction(
    "ic2_import",
    QT_TRANSLATE_NOOP("ic2_import", "Import Imperial Commander 2 data…"),
    open_import_dialog,
)

__all__ = ["IMPORT_ACTION", "IC2ImportDialog", "card_detail", "deployment_cards"]

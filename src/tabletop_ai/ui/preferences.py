"""The Preferences dialog: how often unsaved work is autosaved, and what opens at start."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QWidget

from tabletop_ai.ui import settings as prefs


class PreferencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.autosave = QSpinBox()
        self.autosave.setRange(5, 3600)
        self.autosave.setSuffix(" s")
        self.autosave.setValue(prefs.autosave_seconds())
        self.reopen = QCheckBox("Open the last board when the app starts")
        self.reopen.setChecked(prefs.reopen_last())
        form = QFormLayout(self)
        form.addRow("Autosave unsaved work every", self.autosave)
        form.addRow("", self.reopen)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def store(self) -> None:
        """Write the choices to the settings file."""
        s = prefs.settings()
        s.setValue("autosave_seconds", self.autosave.value())
        s.setValue("reopen_last", self.reopen.isChecked())

"""Preferences and remembered state in one INI file (QSettings), plus the autosave folder
beside it. Tests point both at a temporary folder with :func:`use_settings_dir`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

ORGANIZATION = "TabletopAI"
APPLICATION = "Tabletop AI"
MAX_RECENT = 8


def settings() -> QSettings:
    """The app's settings (an INI file in the user's configuration folder)."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


def use_settings_dir(path: str | Path) -> None:
    """Keep settings (and autosaves) under ``path``: for tests and ``screenshot``."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(path))


def autosave_dir() -> Path:
    """Where unsaved work is autosaved: beside the settings file."""
    return Path(settings().fileName()).parent / "autosave"


def recent_files() -> list[str]:
    value = settings().value("recent_files", [])
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, list):
        return [str(v) for v in value if v]
    return []


def add_recent_file(path: str) -> list[str]:
    files = [path] + [f for f in recent_files() if f != path]
    files = files[:MAX_RECENT]
    s = settings()
    s.setValue("recent_files", files)
    s.setValue("last_file", path)
    return files


def remove_recent_file(path: str) -> None:
    s = settings()
    s.setValue("recent_files", [f for f in recent_files() if f != path])
    if s.value("last_file") == path:
        s.remove("last_file")


def last_file() -> str | None:
    v = settings().value("last_file")
    return str(v) if v else None


def autosave_seconds() -> int:
    value = settings().value("autosave_seconds", 60)
    try:
        return max(5, int(str(value)))
    except ValueError:
        return 60


def reopen_last() -> bool:
    """Whether the app opens the last board at start (else the demo)."""
    value = settings().value("reopen_last", True)
    return str(value).lower() not in ("false", "0", "no")


def language() -> str:
    """The language chosen in Preferences: ``"system"`` (the default), ``"en"`` or ``"uk"``."""
    from tabletop_ai.i18n import LANGUAGES

    v = str(settings().value("language", "system") or "system")
    return v if v == "system" or v in LANGUAGES else "system"


def install_language(app: object, choice: str | None = None) -> str:
    """Install the chosen language's catalogues (the app's and Qt's own dialogs) into ``app``
    and for the core's messages; returns the language code in use. ``choice``: the command
    line's ``--lang`` (for this run only), else the one chosen in Preferences. Called once at
    start: a change in Preferences applies at the next start."""
    from PySide6.QtCore import QCoreApplication

    from tabletop_ai import i18n

    for t in _installed:  # a second call (the screenshot command, tests): replace, not add
        QCoreApplication.removeTranslator(t)  # type: ignore[arg-type]
    _installed.clear()
    code = i18n.install(choice or language(), english_catalogue=True)
    for t in i18n.qt_translators(code):
        QCoreApplication.installTranslator(t)
        _installed.append(t)  # a translator must outlive the app's use of it
    return code


_installed: list[object] = []

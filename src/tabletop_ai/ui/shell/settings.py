"""Preferences and remembered state in one INI file (QSettings), plus the autosave folder
beside it. Tests point both at a temporary folder with :func:`use_settings_dir`.

The settings file is read like any file the app reads: each value is checked (its type, its
range, the length of a path or a list) when it is read, and a value that does not fit is
reset to its default with a note naming the settings file (:func:`take_notes`; the window
shows them at start), never a failed start. The recent-files list is capped when it is
read, not only when it is written. A settings file larger than :data:`MAX_SETTINGS_BYTES`
is set aside (renamed ``NAME.too-large``) and the app starts with its defaults.

A file that was being opened when the app last stopped (the window died before it showed
the file) is not reopened at the next start: :func:`mark_opening` records it before it is
opened and :func:`clear_opening` clears it once the window has painted it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from tabletop_ai.ui.texts import translate

ORGANIZATION = "TabletopAI"
APPLICATION = "Tabletop AI"
MAX_RECENT = 8
#: the longest path remembered (characters; longer than any file system allows)
MAX_PATH = 4096
#: the largest settings file read (bytes): what the app writes is a few kilobytes
MAX_SETTINGS_BYTES = 1024 * 1024
#: autosave every 5 s to 1 hour (Preferences offers the same range)
AUTOSAVE_RANGE = (5, 3600)
AUTOSAVE_DEFAULT = 60
#: the window's saved geometry and dock layout (Qt's blobs are a few hundred bytes)
MAX_LAYOUT_BYTES = 64 * 1024
#: a path may not hold these (a NUL is refused by every system call; the others would
#: break the menu line or a message)
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")

_notes: list[str] = []
_checked: set[str] = set()


def settings() -> QSettings:
    """The app's settings (an INI file in the user's configuration folder)."""
    s = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
    name = s.fileName()
    if name not in _checked:
        _checked.add(name)
        if _set_aside(Path(name)):
            s = QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
            )
    return s


def _set_aside(path: Path) -> bool:
    """Rename a settings file over :data:`MAX_SETTINGS_BYTES` (or no regular file) out of
    the way, with a note; True when one was."""
    import stat

    try:
        st = path.stat()
    except OSError:
        return False
    if stat.S_ISREG(st.st_mode) and st.st_size <= MAX_SETTINGS_BYTES:
        return False
    aside = path.with_name(path.name + ".too-large")
    try:
        path.replace(aside)
    except OSError:
        return False
    _notes.append(
        translate(
            "settings",
            "Settings: {file} was {size} bytes (at most {most} are read); it was set aside "
            "as {aside} and the app started with the defaults",
        ).format(
            file=path.name, size=f"{st.st_size:,}", most=f"{MAX_SETTINGS_BYTES:,}", aside=aside.name
        )
    )
    return True


def use_settings_dir(path: str | Path) -> None:
    """Keep settings (and autosaves) under ``path``: for tests and ``screenshot``."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(path))


def autosave_dir() -> Path:
    """Where unsaved work is autosaved: beside the settings file."""
    return Path(settings().fileName()).parent / "autosave"


def file_name() -> str:
    """The settings file's path, as a note names it."""
    return settings().fileName()


def note(text: str) -> None:
    """Add a note of a setting that could not be used (shown at start); the note names the
    settings file (:func:`file_name`)."""
    if text not in _notes:
        _notes.append(text)


def take_notes() -> list[str]:
    """The notes of values reset since the last call (each once)."""
    out = list(_notes)
    _notes.clear()
    return out


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _reset(key: str, value: Any, default: Any, why: str) -> None:
    """Remove a bad value (the default applies from now on) and note it."""
    settings().remove(key)
    _notes.append(
        translate(
            "settings", "Settings ({file}): {key} was {value} ({why}); reset to {default}"
        ).format(file=file_name(), key=key, value=_shown(value), why=why, default=repr(default))
    )


def good_path(value: Any) -> str | None:
    """``value`` when it is a path the app may use: a non-empty string of at most
    :data:`MAX_PATH` characters without control characters; else None."""
    if not isinstance(value, str) or not value or len(value) > MAX_PATH:
        return None
    return None if _CONTROL.search(value) else value


def recent_files() -> list[str]:
    """The recently opened files, newest first, at most :data:`MAX_RECENT` (capped when
    read: a settings file may hold thousands); a list holding more or a bad entry is
    written back without them, with a note."""
    value = settings().value("recent_files", [])
    if value is None or value == "":
        return []
    items = [value] if isinstance(value, str) else value if isinstance(value, list) else None
    if items is None:
        _reset("recent_files", value, [], translate("settings", "not a list of paths"))
        return []
    head = items[: MAX_RECENT * 4]
    files = [p for p in (good_path(v) for v in head) if p is not None][:MAX_RECENT]
    if len(items) > MAX_RECENT or len(files) != len(head):
        settings().setValue("recent_files", files)
        _notes.append(
            translate(
                "settings",
                "Settings ({file}): recent_files held {count} entries; the {kept} newest"
                " usable ones were kept",
            ).format(file=file_name(), count=f"{len(items):,}", kept=len(files))
        )
    return files


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
    """The last board opened, or None (a value that is no usable path is reset)."""
    v = settings().value("last_file")
    if v is None or v == "":
        return None
    path = good_path(v)
    if path is None:
        _reset("last_file", v, None, translate("settings", "not a path the app can open"))
    return path


def _whole(key: str, default: int, lo: int, hi: int) -> int:
    value = settings().value(key, default)
    text = str(value).strip() if isinstance(value, (str, int)) else ""
    if text.lstrip("-").isdigit() and len(text) <= 12 and lo <= int(text) <= hi:
        return int(text)
    _reset(
        key,
        value,
        default,
        translate("settings", "not a whole number {lo} to {hi}").format(lo=lo, hi=hi),
    )
    return default


def _flag(key: str, default: bool) -> bool:
    value = settings().value(key, default)
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower() if isinstance(value, (str, int)) else ""
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    _reset(key, value, default, translate("settings", "not true or false"))
    return default


def autosave_seconds() -> int:
    """Seconds between autosaves, 5 to 3600 (60 by default)."""
    return _whole("autosave_seconds", AUTOSAVE_DEFAULT, *AUTOSAVE_RANGE)


def reopen_last() -> bool:
    """Whether the app opens the last board at start (else the demo)."""
    return _flag("reopen_last", True)


def language() -> str:
    """The language chosen in Preferences: ``"system"`` (the default), ``"en"`` or ``"uk"``."""
    from tabletop_ai.i18n import LANGUAGES

    v = settings().value("language", "system")
    if v is None or v == "":
        return "system"
    # QSettings gives a list for "a, b" and a QByteArray, QRect ... for "@..." values
    if isinstance(v, str) and (v == "system" or v in LANGUAGES):
        return v
    _reset(
        "language",
        v,
        "system",
        translate("settings", "not one of {choices}").format(
            choices=", ".join(["system", *LANGUAGES])
        ),
    )
    return "system"


def layout_blob(key: str) -> QByteArray | None:
    """The window's saved geometry or dock state (``key``), or None when there is none or
    it is no blob of at most :data:`MAX_LAYOUT_BYTES` (Qt checks the blob itself)."""
    value = settings().value(key)
    if value is None:
        return None
    if isinstance(value, QByteArray) and value.size() <= MAX_LAYOUT_BYTES:
        return value
    _reset(key, f"<{type(value).__name__}>", None, translate("settings", "not a window layout"))
    return None


# -- the file being opened ---------------------------------------------------------------------
def mark_opening(path: str) -> None:
    """Record that ``path`` is being opened (cleared by :func:`clear_opening` once the
    window has shown it)."""
    s = settings()
    s.setValue("opening", path)
    s.sync()  # on disk before the file is read: a crash must find it there


def clear_opening() -> None:
    s = settings()
    if s.contains("opening"):
        s.remove("opening")
        s.sync()


def crashed_opening() -> str | None:
    """The file the app was opening when it last stopped without showing it, or None; the
    record is cleared (each is reported once)."""
    s = settings()
    v = s.value("opening")
    if v is None:
        return None
    clear_opening()
    return good_path(v) or _shown(v)


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

"""The names the AE windows offer for what the player saves: a deck's name and the file
names the save dialogs start with, in the player's language (a file name keeps the letters
of that language: "моя-колода.deck.json", as a campaign file keeps its typed name)."""

from __future__ import annotations

from tabletop_ai.ui.texts import translate

#: what a deck file's name ends with (the Import and Export dialogs' filter)
DECK_SUFFIX = ".deck.json"


def file_stem(name: str, fallback: str = "campaign") -> str:
    """A file name made from a name the player typed (letters, digits, ``-`` and ``_``; any
    other run of characters becomes one ``-``); ``fallback`` when none is left."""
    out: list[str] = []
    for ch in name.strip().lower():
        if ch.isalnum() or ch in "-_":
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-") or fallback


def new_deck_name() -> str:
    """The name of a deck the player has not named (the deck file's ``name``)."""
    return translate("card_editor", "my deck")


def deck_file_name(name: str = "") -> str:
    """The file name the Save deck dialog offers for the deck named ``name`` (a deck read
    from a file is named by its file: that name again), else for a new deck."""
    if name.endswith(".json"):
        return name
    return file_stem(name or new_deck_name(), "deck") + DECK_SUFFIX


__all__ = ["DECK_SUFFIX", "deck_file_name", "file_stem", "new_deck_name"]

"""Battlecrest "Imperator"'s window parts: the dock, the panel, the battlefield and
Emperor state editor, one step of the Emperor's turn as a drawing."""

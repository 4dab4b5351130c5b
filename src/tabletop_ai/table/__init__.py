"""Table mode: card games with no board, such as Star Wars Destiny's co-op "Operations" AI
(``reference/destiny-operations.md``).

A table is a versioned record (``.table.json``) of characters, dice, players, the AI deck and
its stages. The priority chains (``data/destiny/chains.json``) rank targets, shields, focus,
activation and upgrades with the criterion that decided each place; :mod:`.turn` plays the
AI's turn, upkeep and stage advance with a recorded seed. Nothing here imports Qt.
"""

from tabletop_ai.table.io import TableError, load_table, loads_table, save_table, table_to_json
from tabletop_ai.table.model import Card, Character, Die, Player, Table

__all__ = [
    "Card",
    "Character",
    "Die",
    "Player",
    "Table",
    "TableError",
    "load_table",
    "loads_table",
    "save_table",
    "table_to_json",
]

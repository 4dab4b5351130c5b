"""Imperial Assault opponents around the rules core: the Automated Emperor game flow (deck,
deployment, threat, status phase, upgrade stage) and Imperial Commander-style instruction
lists. Headless: the window calls these operations and shows their log entries."""

from tabletop_ai.imperial.data import ImperialData, load_imperial_data
from tabletop_ai.imperial.state import AEState, LogEntry

__all__ = ["AEState", "ImperialData", "LogEntry", "load_imperial_data"]

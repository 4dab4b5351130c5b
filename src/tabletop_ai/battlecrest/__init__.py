"""Battlecrest's "Imperator" solo opponent: cards as data, the battlefield, the four-step
destination list, abilities and the Emperor's turn (``reference/battlecrest-imperator-solo.uk.md``).

Headless: it works on the planner's situation and returns plan actions. The rule set that plugs
it into the planner is :mod:`tabletop_ai.battlecrest.rules`.
"""

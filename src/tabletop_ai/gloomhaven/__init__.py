"""Gloomhaven-family monster AI (Gloomhaven, Frosthaven, Jaws of the Lion).

Headless and Qt-free, like the rest of the core. The pieces, one idea a file:

- :mod:`.edition`: the rule options where the three editions differ, and their presets;
- :mod:`.hexmap`: the board seen as a Gloomhaven map (hex directions, wall hexes, obstacles,
  traps, hazardous, difficult and icy terrain, thin walls, the lattice of hex corners);
- :mod:`.sight`: line of sight, corner-to-corner (Gloomhaven) and whole-hex (Frosthaven, Jaws
  of the Lion);
- :mod:`.movement`: movement distances that avoid negative hexes first, with icy slides,
  flying, jumping and teleport;
- :mod:`.aoe`: area-of-effect patterns, rotated and mirrored;
- :mod:`.monster`: the monster's focus, its target groups and where it moves.

The rule set that plugs this into the planner is :mod:`tabletop_ai.gloomhaven.rules`.
"""

"""A first guess at each tile's terrain, for the player to confirm (the window's terrain
dialog and ``tabletop-ai import --terrain-template``).

Real Tiled maps rarely say what their tiles are in this app's words. What they do say:

- **properties**: ``terrain`` (this app's kinds), and the common ``collides``/``collision``/
  ``solid``/``wall``/``blocked`` flags (WorkAdventure, Phaser, many engines: the tile stops
  movement). These are read as the file's own word (:func:`property_kind`), not a guess;
- **names**: the tile's class (type), its ``name`` or ``description`` property, the file
  name of its picture (a collection of images), its tileset's name: "wall", "rock",
  "water", "bush", "spikes" ... (:data:`NAME_WORDS`);
- **names of its terrains**: Tiled's Wang sets name the grounds their tiles paint ("Dirt",
  "Water"): a tile's most painted one is one of its names;
- **how it looks**: a tile that is nearly black and fully opaque is most likely solid rock
  or a wall; a clearly blue one, water; a green one, uneven in light and dark and partly
  see-through, a bush or a tree drawn over the ground (difficult: hard to move through); a
  tile that is mostly transparent is decoration over the floor; a tile that is the map's
  ground tile (the one most used) along its border but something else in its middle is a
  thing standing on the ground — a rock, a cactus, a post — that a figure cannot stand in
  (the window measures the pictures: no Qt here).

Each guess comes with the reason shown to the player.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop_ai.board.model import TERRAIN_KINDS
from tabletop_ai.i18n import msg

#: property names whose true value says the tile (or object) stops movement
BLOCKING_FLAGS = ("collides", "collide", "collision", "solid", "wall", "blocked", "blocking")

#: words in a tile's names and the kind they suggest, tried in this order
NAME_WORDS: tuple[tuple[str, str], ...] = (
    ("void", r"void|abyss|chasm|pits?|holes?"),
    (
        "blocking",
        r"walls?|rocks?|stones?|cliffs?|mountains?|boulders?|trees?|pillars?|"
        r"columns?|statues?|buildings?|houses?|roofs?|fence|barrels?|crates?|tables?|"
        r"furniture|obstacles?|solid|block(?:ed|ing)?|cave",
    ),
    ("hazard", r"lava|fire|acid|poison|hazard|spikes?|thorns?|magma"),
    ("trap", r"traps?"),
    ("icy", r"ice|icy|frozen"),
    (
        "difficult",
        r"water|river|lake|sea|ocean|swamp|marsh|mud|bush(?:es)?|shrubs?|"
        r"hedge|rubble|debris|sand|snow|forest|jungle|reeds?|difficult|stairs?|steps",
    ),
    (
        "open",
        r"floors?|grass|ground|dirt|paths?|roads?|street|carpet|planks?|wood(?:en)?|"
        r"bridge|sidewalk|pavement|paved|paving|cobbles?|cobblestones?|meadow|field|open",
    ),
)
_WORDS = [
    (kind, re.compile(rf"(?<![a-z])(?:{words})(?![a-z])", re.I)) for kind, words in NAME_WORDS
]


@dataclass(frozen=True)
class Guess:
    """A suggested terrain kind and why."""

    kind: str
    why: str


def is_true(value: Any) -> bool:
    """A property value that says yes (Tiled writes booleans; hand-made maps write text)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return value != 0
    return isinstance(value, str) and value.strip().lower() in ("true", "yes", "1")


def property_kind(properties: Mapping[str, Any] | None, cls: str | None = None) -> Guess | None:
    """What the tile's own properties say: a ``terrain`` kind, its class being a kind, or
    a flag that it stops movement (blocking)."""
    props = {str(k).lower(): v for k, v in (properties or {}).items()}
    kind = props.get("terrain")
    if isinstance(kind, str) and kind.strip().lower() in TERRAIN_KINDS:
        return Guess(kind.strip().lower(), str(msg("its terrain property says so")))
    if cls and cls.strip().lower() in TERRAIN_KINDS:
        return Guess(cls.strip().lower(), str(msg("its class says so")))
    for flag in BLOCKING_FLAGS:
        if flag in props and is_true(props[flag]):
            return Guess("blocking", str(msg("its property {name} is true", name=flag)))
    return None


def name_guess(names: Iterable[str]) -> Guess | None:
    """A kind from the words in the tile's names (class, name property, picture file name,
    tileset name), the first that says something, in the order given."""
    for name in names:
        text = re.sub(r"[_\-./\\]+", " ", name or "")
        text = re.sub(r"([a-z])([A-Z])", r"\1 \2", text)  # camelCase -> camel Case
        for kind, pattern in _WORDS:
            m = pattern.search(text)
            if m:
                return Guess(kind, str(msg("its name says “{word}”", word=m.group(0).lower())))
    return None


#: a tile this dark (mean grey level of its opaque pixels, 0-255) and this opaque is solid
DARK = 55.0
OPAQUE = 0.95
#: a tile with fewer opaque pixels than this is decoration over the floor
SPARSE = 0.35


#: a tile this much bluer than red or green (mean grey levels) looks like water
BLUE = 25.0
#: a plant: its opaque pixels this much greener than red or blue (mean grey levels) ...
GREEN = 12.0
#: ... this uneven (standard deviation of their grey levels: leaves, light and shade) ...
TEXTURE = 14.0
#: ... and at least this share of the tile opaque, but not all of it (drawn over the ground)
PLANT_OPAQUE = 0.25


def look_guess(
    mean_grey: float | None,
    opaque: float | None,
    blue: float | None = None,
    green: float | None = None,
    texture: float | None = None,
) -> Guess | None:
    """A kind from how the tile looks: nearly black and fully opaque is blocking; green,
    uneven and partly transparent is a plant drawn over the ground (difficult); mostly
    transparent is decoration (open); opaque and clearly blue is water (difficult). A
    green tile that covers all of itself is a ground (grass), and says nothing."""
    if mean_grey is None or opaque is None:
        return None
    if opaque >= OPAQUE and mean_grey <= DARK:
        return Guess("blocking", str(msg("it is dark and solid")))
    if (
        PLANT_OPAQUE <= opaque < OPAQUE
        and green is not None
        and texture is not None
        and green >= GREEN
        and texture >= TEXTURE
    ):
        return Guess(
            "difficult",
            str(msg("it is green, leafy and partly see-through: a bush or a tree?")),
        )
    if opaque < SPARSE:
        return Guess("open", str(msg("it is mostly transparent (decoration)")))
    if opaque >= OPAQUE and blue is not None and blue >= BLUE:
        return Guess("difficult", str(msg("it is blue, like water")))
    return None


#: a tile whose middle differs from the ground tile's by at least THING_MIDDLE (mean colour
#: difference, 0-255) and THING_RATIO times as much as its border does has a thing on it (a
#: texture such as sand differs pixel by pixel too, so the border is compared, not zero)
THING_MIDDLE = 30.0
THING_RATIO = 2.0


def thing_guess(border: float, middle: float, ground: str) -> Guess | None:
    """A kind from how a tile differs from the map's ground tile ``ground``: like it along
    its border but not in its middle is a thing standing on the ground (blocking); a tile
    unlike the ground at its border is another ground or a transition, and says nothing."""
    if middle >= THING_MIDDLE and middle >= THING_RATIO * border:
        return Guess(
            "blocking",
            str(
                msg(
                    "it is the ground tile {tile} with something standing in its middle "
                    "(a rock, a plant, a post?)",
                    tile=ground,
                )
            ),
        )
    return None


def guess(
    properties: Mapping[str, Any] | None,
    cls: str | None,
    names: Iterable[str],
    mean_grey: float | None = None,
    opaque: float | None = None,
    blue: float | None = None,
    green: float | None = None,
    texture: float | None = None,
) -> Guess | None:
    """The best first guess for a tile: its properties, then its names, then its look
    (:func:`look_guess`)."""
    return (
        property_kind(properties, cls)
        or name_guess(names)
        or look_guess(mean_grey, opaque, blue, green, texture)
    )

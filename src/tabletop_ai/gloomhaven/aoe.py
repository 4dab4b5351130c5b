"""Area-of-effect patterns (Gloomhaven rulebook, "Area of Effect").

A pattern is a list of axial ``[dq, dr]`` offsets: from the attacker for a melee area (the
attacker's own hex is never part of it), from the pattern's first hex for a ranged one. The
pattern may be rotated — and, as the Monster Mover also allows, mirrored — so each pattern has
up to 12 orientations. A ranged area may be placed anywhere one of its hexes is in range.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Offset = tuple[int, int]


def rotate(o: Offset) -> Offset:
    """60 degrees round the origin (cube ``(x, y, z) -> (-z, -x, -y)``)."""
    return (-o[1], o[0] + o[1])


def mirror(o: Offset) -> Offset:
    """Reflection that swaps the cube's x and z axes."""
    return (o[1], o[0])


def orientations(cells: Iterable[Sequence[int]]) -> list[tuple[Offset, ...]]:
    """The distinct rotations and mirror images of a pattern, each sorted."""
    base = [(int(c[0]), int(c[1])) for c in cells]
    out: list[tuple[Offset, ...]] = []
    seen: set[tuple[Offset, ...]] = set()
    for start in (base, [mirror(o) for o in base]):
        cur = list(start)
        for _ in range(6):
            key = tuple(sorted(cur))
            if key not in seen:
                seen.add(key)
                out.append(key)
            cur = [rotate(o) for o in cur]
    return out


def anchored_patterns(cells: Iterable[Sequence[int]]) -> list[tuple[Offset, ...]]:
    """Every orientation of a ranged pattern shifted so that each of its hexes in turn lies
    on the origin: placing one on a figure's hex gives every placement that covers it."""
    out: set[tuple[Offset, ...]] = set()
    for pat in orientations(cells):
        for pin in pat:
            out.add(tuple(sorted((o[0] - pin[0], o[1] - pin[1]) for o in pat)))
    return sorted(out)

"""How well a photo of the table places the figures: synthetic photos of the bundled
boards (square and hex) with known cells, the board drawn by the app's own painter (Qt,
offscreen), taken at random angles up to 45°, with blur, noise, a brightness gradient and
fingers over up to 10% (or a chosen share) of the figure markers.

Prints (as Markdown tables) the share of figures placed on their true cell overall, by tilt
and by occlusion, why the others were missed, the time per photo, and the time for 40
figures at 1920x1080. ``--sweep`` adds how accuracy falls off past the goal's range: fixed
occlusion shares up to 20% and tilts up to 60°.

    python benchmarks/photo_accuracy.py [--photos 500] [--occluded 0.1] [--seed 1]
                                        [--render qt|cv] [--sweep 60]

Tune on another seed than the one reported (the report uses seed 1).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter, defaultdict
from typing import Any

import numpy as np

from tabletop_ai.board import Board, Figure, load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.photo.detect import detect
from tabletop_ai.photo.markers import PhotoError
from tabletop_ai.photo.synthetic import Shot, TopView, photo
from tabletop_ai.resources import maps_dir


def boards() -> list[Board]:
    folder = maps_dir()
    assert folder is not None, "no bundled maps"
    out = []
    for p in sorted(folder.glob("*.board.json")):
        b = load_board(p)
        if b.figures:
            out.append(b)
    return out


def forty_figures() -> Board:
    """The demo board with 40 figures on free open cells (the issue's size goal)."""
    b = load_board(maps_dir() / "outpost-raid.board.json")  # type: ignore[operator]
    taken = {c for f in b.figures for c in f.cells()}
    free = [c for c in b.grid.cells() if b.kind_at(c) == "open" and c not in taken]
    rng = np.random.default_rng(5)
    rng.shuffle(free)
    i = 0
    while len(b.figures) < 40:
        c = Cell(*free[i])
        i += 1
        b.figures.append(Figure(id=f"x{i}", side="player", at=c, name=f"X{i}"))
    return b


class Tally:
    """Figures placed right, by band, and why the others were not."""

    def __init__(self) -> None:
        self.bands: dict[str, dict[str, list[int]]] = defaultdict(
            lambda: defaultdict(lambda: [0, 0])
        )
        self.why: Counter[str] = Counter()
        self.times: list[float] = []
        self.placed = self.total = self.failed = 0

    def add(self, b: Board, img: Any, truth: dict[str, Cell], bands: dict[str, str]) -> None:
        t0 = time.perf_counter()
        try:
            det = detect(img, b)
        except PhotoError:
            det = None
        self.times.append(time.perf_counter() - t0)
        ok = 0
        if det is None:
            self.failed += 1
            self.why["photo refused (fewer than 4 board markers)"] += len(truth)
        else:
            seen = {s.figure: s for s in det.seen}
            for fid, cell in truth.items():
                s = seen.get(fid)
                if s is None:
                    self.why["marker not found"] += 1
                elif s.flag:
                    self.why["flagged, not moved"] += 1
                elif s.cell != cell:
                    self.why["wrong cell"] += 1
                else:
                    ok += 1
            self.why["unknown id read (a misread marker)"] += len(det.unknown_ids)
        self.placed += ok
        self.total += len(truth)
        for kind, band in bands.items():
            self.bands[kind][band][0] += ok
            self.bands[kind][band][1] += len(truth)


def tilt_band(angle: float) -> str:
    lo = int(angle // 15) * 15
    return f"{lo}–{lo + 15}°"


def occ_band(share: float) -> str:
    return (
        "0–5%"
        if share < 0.05
        else "5–10%"
        if share < 0.10
        else "10–15%"
        if share < 0.15
        else "15–20%"
    )


def random_shot(rng: Any, occluded: float, angle: float = 45.0) -> Shot:
    # a hand-held phone: the board roughly squared in the frame (any side towards the
    # player, turned up to 20°), tilted up to ``angle``
    turn = float(rng.uniform(-20, 20) + 90 * rng.integers(4))
    return Shot(
        angle=float(rng.uniform(0, angle)),
        turn=turn,
        blur=float(rng.uniform(0, 1.2)),
        noise=float(rng.uniform(0, 6)),
        gradient=float(rng.uniform(0, 0.5)),
        occluded=float(rng.uniform(0, occluded)),
    )


def table(title: str, rows: dict[str, list[int]]) -> None:
    print(f"\n| {title} | figures | on the right cell |\n|---|---|---|")
    for band in sorted(rows, key=lambda s: float(s.split("–")[0].rstrip("%°"))):
        ok, n = rows[band]
        print(f"| {band} | {n} | {ok / n:.1%} |")


def render_of(name: str) -> TopView | None:
    if name == "cv":
        return None
    from tabletop_ai.ui.capture.photo_render import qt_top_view

    return qt_top_view


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--photos", type=int, default=500)
    ap.add_argument("--occluded", type=float, default=0.1, help="largest share occluded")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--render",
        choices=("qt", "cv"),
        default="qt",
        help="draw the board with the app's painter (qt) or with OpenCV (cv)",
    )
    ap.add_argument(
        "--sweep",
        type=int,
        default=0,
        help="photos per step of the occlusion and tilt sweeps (0: none)",
    )
    args = ap.parse_args()
    render = render_of(args.render)
    rng = np.random.default_rng(args.seed)
    bs = boards()
    tally = Tally()
    for i in range(args.photos):
        b = bs[i % len(bs)]
        shot = random_shot(rng, args.occluded)
        img, truth = photo(b, shot, seed=int(rng.integers(1 << 30)), render=render)
        tally.add(
            b, img, truth, {"tilt": tilt_band(shot.angle), "occluded": occ_band(shot.occluded)}
        )
    print(
        f"{args.photos} photos (seed {args.seed}, board drawn by {args.render}), "
        f"{tally.total} figures: **{tally.placed / tally.total:.2%}** on the right cell; "
        f"{tally.failed} photos refused"
    )
    print(
        f"time per photo: median {statistics.median(tally.times) * 1000:.0f} ms, "
        f"95th percentile {np.percentile(tally.times, 95) * 1000:.0f} ms, "
        f"max {max(tally.times) * 1000:.0f} ms"
    )
    table("tilt", tally.bands["tilt"])
    table("markers occluded", tally.bands["occluded"])
    print("\n| figures not placed right, why | count |\n|---|---|")
    for why, n in tally.why.most_common():
        print(f"| {why} | {n} |")
    if args.sweep:
        sweep(args.sweep, args.seed + 1000, render, bs)
    forty(render)


def sweep(n: int, seed: int, render: TopView | None, bs: list[Board]) -> None:
    """Fixed occlusion shares (random tilt up to 45°) and tilt bands up to 60° (up to 10%
    occluded)."""
    rng = np.random.default_rng(seed)
    occ = Tally()
    for share in (0.0, 0.05, 0.10, 0.15, 0.20):
        for i in range(n):
            b = bs[i % len(bs)]
            shot = random_shot(rng, 0.0)
            shot = Shot(**{**shot.__dict__, "occluded": share})
            img, truth = photo(b, shot, seed=int(rng.integers(1 << 30)), render=render)
            occ.add(b, img, truth, {"share": f"{share:.0%}"})
    table("every photo with this share of markers occluded (tilt 0–45°)", occ.bands["share"])
    tilt = Tally()
    for lo in (0, 15, 30, 45):
        for i in range(n):
            b = bs[i % len(bs)]
            shot = random_shot(rng, 0.1)
            shot = Shot(**{**shot.__dict__, "angle": float(lo + rng.uniform(0, 15))})
            img, truth = photo(b, shot, seed=int(rng.integers(1 << 30)), render=render)
            tilt.add(b, img, truth, {"tilt": tilt_band(shot.angle)})
    table("tilt (0–10% occluded)", tilt.bands["tilt"])
    for title, t in (("occlusion sweep", occ), ("tilt sweep", tilt)):
        print(f"\n{title}: " + ", ".join(f"{w}: {c}" for w, c in t.why.most_common()))


def forty(render: TopView | None) -> None:
    b40 = forty_figures()
    t40: list[float] = []
    placed = total = 0
    for s in range(10):
        img, truth = photo(b40, Shot(angle=30, turn=20 * s, occluded=0.05), seed=s, render=render)
        t0 = time.perf_counter()
        moves = detect(img, b40).moves
        t40.append(time.perf_counter() - t0)
        placed += sum(1 for fid, cell in truth.items() if moves.get(fid) == cell)
        total += len(truth)
    print(
        f"\n40 figures at 1920x1080, 10 photos: median {statistics.median(t40) * 1000:.0f} ms "
        f"per photo, max {max(t40) * 1000:.0f} ms; {placed}/{total} placed right"
    )


if __name__ == "__main__":
    main()

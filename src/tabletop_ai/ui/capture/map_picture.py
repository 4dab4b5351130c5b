"""The picture under the grid, window side: the picture dock (toggle, opacity, set,
calibrate, suggest blocked cells, remove), its edits as operations, and the calibration
dialog. Reading and drawing the picture is :mod:`tabletop_ai.ui.capture.picture_layer`.

All maths (calibration, suggestions) is in :mod:`tabletop_ai.maps.picture`; this module
turns clicks into points, core matrices into ``QTransform`` and draws.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QDoubleSpinBox,
    QFileDialog,
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Board
from tabletop_ai.engine.map_ops import paint_terrain, set_picture
from tabletop_ai.geometry import Cell, HexGrid
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.maps.common import terrain_word
from tabletop_ai.maps.homography import (
    CalibrationError,
    Matrix,
    apply,
    invert,
)
from tabletop_ai.maps.picture import (
    PICTURE,
    MapPicture,
    PictureBytesError,
    Suggestion,
    calibrate_corners,
    calibrate_spanning,
    calibrate_two_cells,
    cell_targets,
    embed,
    picture_header,
    relative_path,
    suggest_blocked,
)
from tabletop_ai.ui.capture.picture_layer import (
    LoadedPicture,
    PictureLoadError,
    doc_picture,
    file_bytes,
    load_picture,
    picture_filter,
    read_image,
)
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tabletop_ai.ui.editor.context import BoardContext

# -- edits ---------------------------------------------------------------------------------


def push_picture(doc: Document, pic: MapPicture | None, text: str, merge: bool = False) -> None:
    """Set, change or remove (None) the board's picture as one undo step; ``merge``: one
    step for a run of changes (dragging the opacity slider)."""
    record = pic.to_json() if pic is not None else None
    run_op(doc, set_picture(record), text, merge="picture" if merge else None)


def check_picture_file(path: str | Path) -> tuple[int, int]:
    """The picture's size, read from its header; :class:`PictureLoadError` when it cannot
    be used (not a regular file, not a PNG, JPEG or WebP picture, or larger than
    :data:`MAX_SIDE` a side)."""
    p = Path(path)
    try:
        return picture_header(file_bytes(p), p.name)[1]
    except PictureBytesError as exc:
        raise PictureLoadError(str(exc)) from None


def set_picture_file(doc: Document, path: str | Path, embed_it: bool = False) -> MapPicture:
    """Put the picture at ``path`` under the grid, spanning the whole map until calibrated.
    A picture that cannot be read raises :class:`PictureLoadError` and the board is left
    as it was."""
    w, h = check_picture_file(path)
    pic = MapPicture(
        size=(w, h),
        transform=calibrate_spanning(
            doc.board.grid, (w, h), doc.board.grid.width, doc.board.grid.height
        ),
        path=relative_path(path, doc.path),
    )
    if embed_it:
        try:
            pic = embed(pic, file_bytes(Path(path)), Path(path).name)
        except CalibrationError as exc:
            raise PictureLoadError(str(exc)) from None
    old, _ = doc_picture(doc)
    if old is not None:
        pic.opacity = old.opacity
    try:
        read_image(pic, doc.path)
    except PictureLoadError:
        raise
    push_picture(doc, pic, translate("map_picture", "Set map picture"))
    return pic


# -- suggestions ----------------------------------------------------------------------------


def luminance_sampler(loaded: LoadedPicture) -> Callable[[float, float], float | None]:
    """Brightness 0..1 of the picture at a picture pixel (None off the picture)."""
    gray = loaded.image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h, s = gray.width(), gray.height(), loaded.scale
    line = gray.bytesPerLine()
    data = bytes(gray.constBits())  # one byte a pixel: read without a Qt call per sample

    def lum(x: float, y: float) -> float | None:
        px, py = int(x * s), int(y * s)
        if 0 <= px < w and 0 <= py < h:
            return data[py * line + px] / 255.0
        return None

    return lum


def picture_suggestions(doc: Document) -> list[Suggestion]:
    """Cells the picture suggests are blocking (see :func:`suggest_blocked`)."""
    pic, problem = doc_picture(doc)
    if pic is None:
        raise PictureLoadError(
            problem
            or translate("map_picture", "{board}: the board has no map picture").format(
                board=doc.title
            )
        )
    loaded = load_picture(pic, doc.path)
    return suggest_blocked(doc.board, pic, luminance_sampler(loaded))


# -- the dock -------------------------------------------------------------------------------


class PicturePanel(QWidget):
    """Map picture: show/hide, opacity, set, calibrate, suggest blocked cells, remove."""

    def __init__(self, ctx: BoardContext) -> None:
        super().__init__()
        self.w = ctx
        lay = QVBoxLayout(self)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.show_box = QCheckBox(translate("map_picture", "Show the picture"))
        self.show_box.toggled.connect(self._toggled)
        lay.addWidget(self.show_box)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("map_picture", "Opacity")))
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.valueChanged.connect(self._opacity)
        row.addWidget(self.opacity)
        lay.addLayout(row)
        self.set_button = QPushButton(translate("map_picture", "Set map picture…"))
        self.set_button.clicked.connect(lambda: choose_picture(self.w))
        self.calibrate_button = QPushButton(translate("map_picture", "Calibrate…"))
        self.calibrate_button.clicked.connect(lambda: calibrate(self.w))
        self.suggest_button = QPushButton(translate("map_picture", "Suggest blocked cells"))
        self.suggest_button.clicked.connect(lambda: offer_suggestions(self.w))
        self.remove_button = QPushButton(translate("map_picture", "Remove picture"))
        self.remove_button.clicked.connect(
            lambda: push_picture(self.w.doc, None, translate("map_picture", "Remove map picture"))
        )
        for b in (self.set_button, self.calibrate_button, self.suggest_button, self.remove_button):
            lay.addWidget(b)
        lay.addStretch(1)
        self._updating = False
        self.follow(ctx.doc)

    def follow(self, doc: Document) -> None:
        doc.changed.connect(self.refresh)
        self.refresh()
        if PICTURE.present(doc.board):
            show_picture_dock(self.w)

    def refresh(self, *_args: object) -> None:
        doc = self.w.doc
        pic, problem = doc_picture(doc)
        self._updating = True
        has = pic is not None
        for wdg in (
            self.show_box,
            self.opacity,
            self.calibrate_button,
            self.suggest_button,
            self.remove_button,
        ):
            wdg.setEnabled(has)
        if pic is None:
            self.status.setText(
                problem
                or translate(
                    "map_picture",
                    "No picture under the grid. File → Set map picture… or import a Tiled / "
                    "Universal VTT map.",
                )
            )
            self.show_box.setChecked(False)
        else:
            where = translate("map_picture", "embedded") if pic.data is not None else pic.path
            note = ""
            try:
                loaded = load_picture(pic, doc.path)
                note = loaded.note
            except PictureLoadError as exc:
                note = str(exc)
            self.status.setText(
                translate("map_picture", "{value}x{value2} px ({where})").format(
                    value=pic.size[0], value2=pic.size[1], where=where
                )
                + (translate("map_picture", "\n{note}").format(note=note) if note else "")
            )
            self.show_box.setChecked(pic.visible)
            self.opacity.setValue(round(pic.opacity * 100))
        self._updating = False

    def _change(self, text: str, merge: bool = False, **values: Any) -> None:
        pic, _ = doc_picture(self.w.doc)
        if pic is None or self._updating:
            return
        for k, v in values.items():
            setattr(pic, k, v)
        push_picture(self.w.doc, pic, text, merge)

    def _toggled(self, on: bool) -> None:
        self._change(
            translate("map_picture", "Show map picture")
            if on
            else translate("map_picture", "Hide map picture"),
            visible=on,
        )

    def _opacity(self, value: int) -> None:
        self._change(translate("map_picture", "Picture opacity"), merge=True, opacity=value / 100.0)


def install_picture_dock(ctx: BoardContext) -> tuple[QDockWidget, PicturePanel]:
    """The "Map picture" dock (View menu) and its panel; hidden until a board with a picture
    is open or a picture is set. Follows the window's document."""
    window = ctx.window
    dock = QDockWidget(translate("map_picture", "Map picture"), window)
    dock.setObjectName("dock-picture")
    panel = PicturePanel(ctx)
    scroll = QScrollArea()
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(panel)
    scroll.setWidgetResizable(True)
    dock.setWidget(scroll)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    if not PICTURE.present(ctx.doc.board):
        dock.hide()
    ctx.document_changed.connect(panel.follow)
    return dock, panel


def show_picture_dock(w: BoardContext) -> None:
    dock = w.window.findChild(QDockWidget, "dock-picture")
    if dock is not None:
        dock.show()
        dock.raise_()


# -- actions --------------------------------------------------------------------------------


def choose_picture(w: BoardContext, path: str | None = None, embed_it: bool = False) -> bool:
    """File → Set map picture…: pick a picture and put it under the grid, then calibrate."""
    if path is None:
        start = str(w.doc.path.parent) if w.doc.path else ""
        path, _ = QFileDialog.getOpenFileName(
            w.dialog_parent,
            translate("map_picture", "Set map picture"),
            start,
            picture_filter(),
        )
        if not path:
            return False
        if Path(path).suffix.lower() == ".pdf":
            w.show_error(
                translate("map_picture", "Cannot use a PDF"),
                translate(
                    "map_picture",
                    "{name}: PDF pages cannot be read (Qt's PDF module is not part of this "
                    "installation); export the page as PNG first",
                ).format(name=Path(path).name),
            )
            return False
    try:
        set_picture_file(w.doc, path, embed_it)
    except PictureLoadError as exc:
        w.show_error(translate("map_picture", "Cannot use the picture"), str(exc))
        return False
    w.show_message(
        translate("map_picture", "Picture set under the grid: {name}").format(name=Path(path).name)
    )
    show_picture_dock(w)
    if w.interactive:
        calibrate(w)
    return True


def embed_picture(w: BoardContext) -> None:
    """Store the picture inside the board file."""
    pic, _ = doc_picture(w.doc)
    if pic is None or pic.data is not None:
        return
    file = pic.resolve(w.doc.path)
    assert file is not None  # a picture not embedded has a path
    try:
        pic = embed(pic, file_bytes(file), file.name)
    except (CalibrationError, PictureLoadError) as exc:
        w.show_error(translate("map_picture", "Cannot embed the picture"), str(exc))
        return
    push_picture(w.doc, pic, translate("map_picture", "Embed map picture"))


def calibrate(w: BoardContext) -> None:
    pic, problem = doc_picture(w.doc)
    if pic is None:
        w.show_error(
            translate("map_picture", "No map picture"),
            problem or translate("map_picture", "Set a map picture first."),
        )
        return
    try:
        loaded = load_picture(pic, w.doc.path)
    except PictureLoadError as exc:
        w.show_error(translate("map_picture", "Cannot show the picture"), str(exc))
        return
    dlg = CalibrationDialog(w.doc.board, pic, loaded, w.dialog_parent)
    if dlg.exec() and dlg.result_matrix is not None:
        pic.transform = dlg.result_matrix
        push_picture(w.doc, pic, translate("map_picture", "Calibrate map picture"))


def offer_suggestions(w: BoardContext) -> list[Suggestion]:
    """Show the cells the picture suggests are blocking; mark them only if the player
    accepts (one undo step)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # slow on a large map
    try:
        found = picture_suggestions(w.doc)
    except PictureLoadError as exc:
        QApplication.restoreOverrideCursor()
        w.show_error(translate("map_picture", "Cannot read the picture"), str(exc))
        return []
    QApplication.restoreOverrideCursor()
    if not found:
        w.show_message(translate("map_picture", "The picture suggests no blocked cells"))
        return []
    w.scene.set_hover([s.cell for s in found], QColor(200, 40, 40, 120))
    if w.interactive:
        cells = ", ".join(repr(s.cell) for s in found[:12]) + (
            translate("map_picture", " and {more} more").format(more=len(found) - 12)
            if len(found) > 12
            else ""
        )
        n_found = len(found)
        answer = QMessageBox.question(
            w.dialog_parent,
            translate("map_picture", "Suggested blocked cells"),
            translate(
                "map_picture",
                "The picture is dark in %n cell(s) (highlighted): "
                "{cells}.\n{reason}.\n\nMark them blocking?",
                "",
                n_found,
            ).format(cells=cells, reason=in_language(found[0].reason)),
        )
        w.scene.set_hover([])
        if answer == QMessageBox.StandardButton.Yes:
            accept_suggestions(w, found)
    return found


def accept_suggestions(w: BoardContext, found: list[Suggestion]) -> None:
    w.scene.set_hover([])
    run_op(
        w.doc,
        paint_terrain({s.cell: "blocking" for s in found}),
        translate("commands", "Paint {kinds}").format(kinds=terrain_word("blocking")),
    )


# -- calibration dialog ---------------------------------------------------------------------

MODES = (
    ("cells", QT_TRANSLATE_NOOP("map_picture", "Corners of two cells (a straight scan)")),
    ("corners", QT_TRANSLATE_NOOP("map_picture", "Four map corners (a photo at an angle)")),
    ("typed", QT_TRANSLATE_NOOP("map_picture", "Typed size: cells across the picture")),
)


class _ClickView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, on_click: Callable[[QPointF], None]) -> None:
        super().__init__(scene)
        self.on_click = on_click
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)

    def mousePressEvent(self, event: Any) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.on_click(self.mapToScene(event.position().toPoint()))
        else:
            super().mousePressEvent(event)

    def wheelEvent(self, event: Any) -> None:
        f = 1.25 if event.angleDelta().y() > 0 else 0.8
        self.scale(f, f)


class CalibrationDialog(QDialog):
    """Click points on the picture (or type its size); the grid is drawn over the picture as
    soon as it is fixed. :attr:`result_matrix` is picture pixels → grid geometry."""

    def __init__(
        self, board: Board, pic: MapPicture, loaded: LoadedPicture, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("map_picture", "Calibrate the map picture"))
        self.resize(900, 700)
        self.board = board
        self.pic = pic
        self.loaded = loaded
        self.points: list[QPointF] = []  # in picture pixels
        self.result_matrix: Matrix | None = pic.transform
        g = board.grid
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.mode = QComboBox()
        for key, text in MODES:
            self.mode.addItem(translate("map_picture", text), key)
        self.mode.currentIndexChanged.connect(self.reset)
        top.addWidget(self.mode, 1)
        lay.addLayout(top)
        cells = QHBoxLayout()
        self.spins: dict[str, QSpinBox] = {}
        for key, label, value, limit in (
            ("ax", translate("map_picture", "First cell"), 0, g.width - 1),
            ("ay", "", 0, g.height - 1),
            ("bx", translate("map_picture", "far cell"), g.width - 1, g.width - 1),
            ("by", "", g.height - 1, g.height - 1),
        ):
            if label:
                cells.addWidget(QLabel(label))
            sb = QSpinBox()
            sb.setRange(0, limit)
            sb.setValue(value)
            sb.valueChanged.connect(self.reset)
            self.spins[key] = sb
            cells.addWidget(sb)
        cells.addSpacing(20)
        cells.addWidget(QLabel(translate("map_picture", "Picture shows")))
        self.cols = QDoubleSpinBox()
        self.cols.setRange(0.5, 1000)
        self.cols.setValue(g.width)
        self.rows = QDoubleSpinBox()
        self.rows.setRange(0.5, 1000)
        self.rows.setValue(g.height)
        for dsb in (self.cols, self.rows):
            dsb.setDecimals(2)
            dsb.valueChanged.connect(self._typed)
        cells.addWidget(self.cols)
        cells.addWidget(QLabel(translate("map_picture", "x")))
        cells.addWidget(self.rows)
        cells.addWidget(QLabel(translate("map_picture", "cells")))
        cells.addStretch(1)
        lay.addLayout(cells)
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        lay.addWidget(self.prompt)
        self.scene_ = QGraphicsScene(self)
        self.pixmap = QGraphicsPixmapItem()
        self.pixmap.setPixmap(QPixmap.fromImage(loaded.image))
        self.pixmap.setTransform(QTransform.fromScale(1 / loaded.scale, 1 / loaded.scale))
        self.scene_.addItem(self.pixmap)
        self.grid_item = QGraphicsPathItem()
        pen = QPen(QColor(230, 30, 60, 220), 0)
        pen.setCosmetic(True)
        pen.setWidthF(1.5)
        self.grid_item.setPen(pen)
        self.scene_.addItem(self.grid_item)
        self.marks: list[QGraphicsEllipseItem] = []
        self.view = _ClickView(self.scene_, self.add_point)
        lay.addWidget(self.view, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.reset_button = buttons.addButton(
            translate("map_picture", "Start again"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.clicked.connect(self.reset)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.reset()
        self._draw_grid()
        self.view.fitInView(self.pixmap.sceneBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)

    # -- what to click -----------------------------------------------------------------------
    @property
    def mode_key(self) -> str:
        return str(self.mode.currentData())

    def targets(self) -> list[str]:
        """What each click is, in order."""
        g = self.board.grid
        if self.mode_key == "corners":
            return [
                translate("map_picture", "the top-left corner of the map"),
                translate("map_picture", "the top-right corner"),
                translate("map_picture", "the bottom-right corner"),
                translate("map_picture", "the bottom-left corner"),
            ]
        if self.mode_key == "typed":
            return []
        a = Cell(self.spins["ax"].value(), self.spins["ay"].value())
        b = Cell(self.spins["bx"].value(), self.spins["by"].value())
        if isinstance(g, HexGrid):
            centre = translate("map_picture", "the centre of cell {cell}")
            return [centre.format(cell=repr(a)), centre.format(cell=repr(b))]
        top_left = translate("map_picture", "the top-left corner of cell {cell}")
        bottom_right = translate("map_picture", "the bottom-right corner of cell {cell}")
        return [
            top_left.format(cell=repr(a)),
            bottom_right.format(cell=repr(a)),
            top_left.format(cell=repr(b)),
            bottom_right.format(cell=repr(b)),
        ]

    def reset(self, *_args: object) -> None:
        self.points.clear()
        for m in self.marks:
            self.scene_.removeItem(m)
        self.marks.clear()
        typed = self.mode_key == "typed"
        for sb in self.spins.values():
            sb.setEnabled(self.mode_key == "cells")
        self.cols.setEnabled(typed)
        self.rows.setEnabled(typed)
        if typed:
            self._typed()
        self._prompt()

    def _prompt(self, error: str = "") -> None:
        t = self.targets()
        if error:
            self.prompt.setText(
                translate("map_picture", "<b>{error}</b> — Start again to click anew.").format(
                    error=error
                )
            )
        elif len(self.points) < len(t):
            self.prompt.setText(
                translate(
                    "map_picture",
                    "Click {value} on the picture ({value2} of {n_t}; the wheel zooms).",
                ).format(value=t[len(self.points)], value2=len(self.points) + 1, n_t=len(t))
            )
        elif t:
            self.prompt.setText(
                translate("map_picture", "The grid is drawn over the picture: OK keeps it.")
            )
        else:
            self.prompt.setText(
                translate(
                    "map_picture",
                    "The whole picture shows the number of cells typed, from "
                    "the map's top-left cell.",
                )
            )

    def add_point(self, p: QPointF) -> None:
        """A click on the picture at ``p`` (picture pixels)."""
        t = self.targets()
        if len(self.points) >= len(t):
            return
        self.points.append(QPointF(p))
        r = 4.0 / max(self.view.transform().m11(), 1e-6)
        mark = QGraphicsEllipseItem(p.x() - r, p.y() - r, 2 * r, 2 * r)
        mark.setBrush(QBrush(QColor(255, 220, 0)))
        mark.setPen(QPen(QColor(0, 0, 0), 0))
        self.scene_.addItem(mark)
        self.marks.append(mark)
        if len(self.points) == len(t):
            self._solve()
        else:
            self._prompt()

    def _solve(self) -> None:
        g = self.board.grid
        pts = [(p.x(), p.y()) for p in self.points]
        try:
            if self.mode_key == "corners":
                m = calibrate_corners(g, pts)
            else:
                a = Cell(self.spins["ax"].value(), self.spins["ay"].value())
                b = Cell(self.spins["bx"].value(), self.spins["by"].value())
                n = len(cell_targets(g, a))
                m = calibrate_two_cells(g, a, pts[:n], b, pts[n:])
        except CalibrationError as exc:
            self._prompt(str(exc))
            return
        self.result_matrix = m
        self._draw_grid()
        self._prompt()

    def _typed(self, *_args: object) -> None:
        if self.mode_key != "typed":
            return
        try:
            self.result_matrix = calibrate_spanning(
                self.board.grid, self.pic.size, self.cols.value(), self.rows.value()
            )
        except CalibrationError as exc:
            self._prompt(str(exc))
            return
        self._draw_grid()

    def _draw_grid(self) -> None:
        """The cells' outlines over the picture, through the calibration (a homography
        sends lines to lines, so each outline is exact from its corners)."""
        path = QPainterPath()
        if self.result_matrix is not None:
            try:
                to_pic = invert(self.result_matrix)
                for c in self.board.grid.cells():
                    pts = [apply(to_pic, p) for p in self.board.grid.corners(c)]
                    path.moveTo(*pts[0])
                    for p in pts[1:]:
                        path.lineTo(*p)
                    path.closeSubpath()
            except CalibrationError:
                path = QPainterPath()
        self.grid_item.setPath(path)

"""File → Place figures from photo… and File → Print markers…; a photo dropped on the
window does the same as the first.

The photo is read and placed by :mod:`tabletop_ai.photo` (no Qt there); this module shows
what it saw — the photo straightened under the board's grid, each figure found outlined
with its name and how far inside its cell it lies: placed in green, unsure in amber (with a
question mark, listed with a box to tick: an unsure figure moves only when ticked), flagged
in red — and applies the moves as ONE undo step when the player says so. Flagged and unseen
figures are listed and stay.

The marker sheet is drawn by :mod:`tabletop_ai.photo.sheet` at the chosen sizes (figure
markers 10–25 mm, board markers up to 40 mm), in the board's folder by default; printing
keeps the marker ids in the board file (one undo step), so the sheet stays right as figures
come and go.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.geometry import Layout
from tabletop_ai.i18n.content import content_name
from tabletop_ai.maps.imagesize import PICTURE_SUFFIXES
from tabletop_ai.ui.capture.picture_layer import PHOTO_FILTER, picture_filter
from tabletop_ai.ui.texts import translate

if TYPE_CHECKING:
    from tabletop_ai.photo.detect import Detection
    from tabletop_ai.photo.markers import MarkerSet
    from tabletop_ai.ui.editor.context import BoardContext

#: the files a drop on the window reads as a photo: the ones the photo dialog lists (the
#: reader reads them, or tells what to do with them: an iPhone's HEIC, save it as JPEG)
PHOTO_SUFFIXES = set(PICTURE_SUFFIXES)
#: the straightened photo is drawn at most this many pixels across
PREVIEW_PX = 1600


def add_photo_actions(
    w: BoardContext, file: QMenu, open_camera: Callable[[BoardContext], object]
) -> list[QAction]:
    """Add the photo entries to the File menu (``open_camera``: the camera window) and
    accept photos dropped on the window."""
    out = []
    for title, slot in (
        (translate("photo_actions", "Place figures from &photo…"), lambda: choose_photo(w)),
        (translate("photo_actions", "Place figures from &camera…"), lambda: open_camera(w)),
        (translate("photo_actions", "Print &markers…"), lambda: print_markers_dialog(w)),
    ):
        a = file.addAction(title)
        a.triggered.connect(slot)
        out.append(a)
    w.window.setAcceptDrops(True)
    w.window.installEventFilter(_PhotoDrop(w))
    return out


class _PhotoDrop(QObject):
    """A photo file dropped on the window places the figures (boards still open as before)."""

    def __init__(self, w: BoardContext) -> None:
        super().__init__(w)
        self.w = w

    def eventFilter(self, obj: QObject, event: Any) -> bool:
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.Drop):
            urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
            paths = [u.toLocalFile() for u in urls if u.isLocalFile()]
            photos = [p for p in paths if Path(p).suffix.lower() in PHOTO_SUFFIXES]
            if photos:
                event.acceptProposedAction()
                if event.type() == QEvent.Type.Drop:
                    place_from_photo(self.w, photos[0])
                return True
        return False


def choose_photo(w: BoardContext) -> None:
    path, _ = QFileDialog.getOpenFileName(
        w.dialog_parent,
        translate("photo_actions", "Place figures from photo"),
        "",
        picture_filter(PHOTO_FILTER),
    )
    if path:
        place_from_photo(w, path)


def _error(w: BoardContext, message: str, note: str = "") -> None:
    """A photo refused: said in the status bar, and in a message box when interactive. A
    refusal too long for the bar starts with what was refused and why (its first
    clauses), then keeps its ``note`` in view in at most half the line (the picture's
    size, the reason the markers were not read: its first clauses), the whole in the bar's
    tooltip."""
    if note:
        w.show_message(message, note=note)
    else:
        w.show_message(message)
    if w.interactive:
        QMessageBox.warning(
            w.dialog_parent, translate("photo_actions", "Place figures from photo"), message
        )


def place_from_photo(w: BoardContext, path: str) -> Detection | None:
    """Read ``path``, show what was seen, and apply it if the player accepts. Returns the
    detection (None when the photo could not be used: the board is unchanged then)."""
    from tabletop_ai.photo.detect import read_image
    from tabletop_ai.photo.markers import PhotoError

    try:
        image = read_image(path)
    except PhotoError as exc:
        _error(w, str(exc))
        return None
    return place_from_image(w, image, Path(path).name)


def place_from_image(w: BoardContext, image: Any, source: str) -> Detection | None:
    """A photo already decoded (BGR array: a file, or a camera frame) through the pipeline:
    detect, show, apply on the player's word. None when the board was not found in it (a
    message says why; nothing changes)."""
    from tabletop_ai.photo.detect import detect
    from tabletop_ai.photo.markers import PhotoError

    board = w.doc.board
    try:
        det = detect(image, board, source=source)
    except PhotoError as exc:
        _error(w, str(exc), exc.note)
        return None
    dlg = PhotoDialog(board, image, det, w.dialog_parent)
    if not w.interactive:
        apply_photo(w, det)
    elif dlg.exec() == QDialog.DialogCode.Accepted:
        apply_photo(w, det, dlg.confirmed())
    return det


def apply_photo(
    w: BoardContext, det: Detection, confirmed: Collection[str] = ()
) -> OpResult[Board]:
    """Move the figures the photo placed, and the unsure ones the player ``confirmed``: ONE
    undo step."""
    from tabletop_ai.photo.detect import apply_detection
    from tabletop_ai.ui.editor.ops import run_op

    return run_op(
        w.doc,
        lambda b: apply_detection(b, det, confirmed),
        translate("photo_actions", "Place figures from {photo}").format(photo=det.source),
        w.show_message,
    )


class PhotoDialog(QDialog):
    """The photo straightened under the grid, each detection outlined, and what will move."""

    def __init__(
        self, board: Board, image: Any, det: Detection, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("photo_actions", "What the photo shows — {photo}").format(photo=det.source)
        )
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene)  # the dialog keeps the scene (self.scene)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.report = QListWidget()
        self.report.addItems(det.report(board))
        for row in range(len(det.notes)):  # the notes on the whole reading stand out
            item = self.report.item(row)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.report.setWordWrap(True)
        # the unsure figures, each with a box: ticked, it moves too
        self.board = board
        self.det = det
        names = {f.id: content_name(f.label) for f in board.figures}  # as the player reads them
        self.unsure = QListWidget()
        self.unsure.setWordWrap(True)
        for fid, cell in det.unsure.items():
            why = next((s.doubt for s in det.seen if s.figure == fid), "")
            item = QListWidgetItem(
                translate("photo_actions", "{figure} to [{x},{y}]? ({why})").format(
                    figure=names.get(fid, fid), x=cell[0], y=cell[1], why=why
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, fid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.unsure.addItem(item)
        self.unsure.itemChanged.connect(lambda _item: self._count())
        unsure_box = QWidget()
        unsure_lay = QVBoxLayout(unsure_box)
        unsure_lay.setContentsMargins(0, 0, 0, 0)
        unsure_lay.addWidget(
            QLabel(
                translate("photo_actions", "Unsure (shown in amber): tick the ones to move as seen")
            )
        )
        unsure_lay.addWidget(self.unsure)
        unsure_box.setVisible(bool(det.unsure))
        lists = QSplitter(Qt.Orientation.Horizontal)
        lists.addWidget(self.report)
        lists.addWidget(unsure_box)
        lists.setMaximumHeight(190)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addWidget(lists)
        lay.addWidget(buttons)
        self.resize(1100, 760)
        self._count()
        self._draw(board, image, det)

    def confirmed(self) -> list[str]:
        """The unsure figures the player ticked."""
        return [
            str(self.unsure.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.unsure.count())
            if self.unsure.item(i).checkState() == Qt.CheckState.Checked
        ]

    def _count(self) -> None:
        """The button says how many figures will move: the placed ones that change cell,
        and the ticked unsure ones that do."""
        targets = dict(self.det.moves)
        targets.update({f: c for f, c in self.det.unsure.items() if f in self.confirmed()})
        moves = sum(
            1
            for fid, cell in targets.items()
            if self.board.find_figure(fid) is not None and self.board.figure(fid).at != cell
        )
        self.apply_button.setText(translate("photo_actions", "Move %n figure(s)", "", moves))
        self.apply_button.setEnabled(moves > 0)

    def _draw(self, board: Board, image: Any, det: Detection) -> None:
        import cv2

        from tabletop_ai.photo.detect import UNIT

        layout = Layout(board.grid, UNIT)
        _x, _y, sw, sh = layout.scene_rect()
        scale = min(1.0, PREVIEW_PX / max(sw, sh))
        size = (max(1, int(sw * scale)), max(1, int(sh * scale)))
        flat = det.straighten(image, scale, size)
        rgb = cv2.cvtColor(flat, cv2.COLOR_BGR2RGB)
        qimg = QImage(
            rgb.data, rgb.shape[1], rgb.shape[0], rgb.strides[0], QImage.Format.Format_RGB888
        ).copy()
        self.scene.addPixmap(QPixmap.fromImage(qimg))
        grid_pen = QPen(QColor(255, 255, 255, 150), 1)
        for cell in board.grid.cells():
            poly = QPolygonF([QPointF(x * scale, y * scale) for x, y in layout.polygon(cell)])
            self.scene.addPolygon(poly, grid_pen)
        names = {f.id: content_name(f.label) for f in board.figures}  # as the player reads them
        picture = QRectF(0, 0, size[0], size[1])
        font = QFont()
        font.setPixelSize(max(10, int(UNIT * scale * 0.22)))
        r = UNIT * scale * 0.4
        for seen in det.seen:
            sx, sy = det.to_scene(*seen.pixel)
            x, y = sx * scale, sy * scale
            # how sure (the share of the way to the cell's middle) only beside a sure
            # read: beside a flag or a doubt it would contradict what the player checks
            if seen.flag:
                colour, style, tail = QColor("#d62728"), Qt.PenStyle.SolidLine, ""
            elif seen.doubt:
                colour, style, tail = QColor("#e8890c"), Qt.PenStyle.DashLine, " ?"
            else:
                colour, style = QColor("#2ca02c"), Qt.PenStyle.SolidLine
                tail = f" {seen.confidence:.0%}"
            self.scene.addEllipse(
                QRectF(x - r, y - r, 2 * r, 2 * r),
                QPen(colour, 3, style),
                QBrush(Qt.BrushStyle.NoBrush),
            )
            label = self.scene.addSimpleText(f"{names.get(seen.figure, seen.figure)}{tail}", font)
            label.setBrush(QBrush(QColor("white")))
            at = label_place(label.boundingRect(), x, y, r, picture)
            label.setPos(at)
            back = self.scene.addRect(
                label.boundingRect().adjusted(-2, -1, 2, 1).translated(at),
                QPen(Qt.PenStyle.NoPen),
                QBrush(colour.darker(150)),
            )
            back.setZValue(1)  # over the photo (z 0), under its text
            label.setZValue(2)
        self._fit()

    def _fit(self) -> None:
        self.view.fitInView(self.scene.itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the straightened photo as large as the dialog allows."""
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()


def label_place(box: QRectF, x: float, y: float, r: float, picture: QRectF) -> QPointF:
    """Where a figure's label goes: under its ring at (``x``, ``y``) (radius ``r``), or
    above it when there is no room below, moved sideways to stay inside ``picture``."""
    left = min(max(x - r, picture.left() + 2), picture.right() - box.width() - 2)
    top = y + r
    if top + box.height() > picture.bottom() - 1:
        top = y - r - box.height()
    top = min(max(top, picture.top() + 1), picture.bottom() - box.height() - 1)
    return QPointF(max(left, picture.left()), max(top, picture.top()))


# -- the marker sheet -------------------------------------------------------------------------


def keep_markers(markers: MarkerSet) -> Any:
    """The operation that records the printed ids in the board file."""
    from tabletop_ai.photo.markers import MARKERS, with_markers

    def op(board: Board) -> OpResult[Board]:
        new = with_markers(board, markers)
        changed = MARKERS.raw(new) != MARKERS.raw(board)
        return OpResult(
            new,
            [translate("photo_actions", "marker ids kept in the board")] if changed else [],
            Changes(game_state=True) if changed else Changes(),
        )

    return op


def print_markers_dialog(w: BoardContext) -> Path | None:
    """Ask the marker sizes and the file (in the board's folder), write the sheet, keep the
    ids in the board."""
    dlg = QDialog(w.dialog_parent)
    dlg.setWindowTitle(translate("photo_actions", "Print markers"))
    form = QFormLayout(dlg)
    size = QSpinBox()
    size.setRange(10, 25)
    size.setValue(15)
    size.setSuffix(translate("photo_actions", " mm"))
    form.addRow(translate("photo_actions", "Figure markers"), size)
    board_size = QSpinBox()
    board_size.setRange(15, 40)
    board_size.setValue(25)
    board_size.setSuffix(translate("photo_actions", " mm"))
    form.addRow(translate("photo_actions", "Board markers"), board_size)
    note = QLabel(
        translate(
            "photo_actions",
            "Put each figure's marker on the middle of its base (15 mm fits a 25 mm base "
            "with its white margin). The four board markers go on the table beyond the "
            "map's corners, one free cell out, as the sheet's drawing shows; larger ones are "
            "read from farther.",
        )
    )
    note.setWordWrap(True)
    form.addRow(note)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dlg.accept)
    buttons.rejected.connect(dlg.reject)
    form.addRow(buttons)
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return None
    path, _ = QFileDialog.getSaveFileName(
        w.dialog_parent,
        translate("photo_actions", "Print markers"),
        str(sheet_folder(w) / sheet_name(w)),
        translate("photo_actions", "PDF (*.pdf);;PNG picture (*.png)"),
    )
    if not path:
        return None
    return print_markers(w, Path(path), size.value(), board_size.value())


def sheet_name(w: BoardContext) -> str:
    """``<board>-markers.pdf``."""
    stem = w.doc.path.name.removesuffix(".json").removesuffix(".board") if w.doc.path else ""
    return f"{stem}-markers.pdf" if stem else "markers.pdf"


def sheet_folder(w: BoardContext) -> Path:
    """Where the sheet is offered: the board's folder when it has one the player can write
    to (a bundled board's folder is the app's: the home folder then)."""
    import os

    from tabletop_ai.resources import maps_dir

    home = Path.home()
    if w.doc.path is None:
        return home
    folder = w.doc.path.resolve().parent
    bundled = maps_dir()
    if bundled is not None and folder == Path(bundled).resolve():
        return home
    return folder if os.access(folder, os.W_OK) else home


def print_markers(w: BoardContext, path: Path, marker_mm: int, board_mm: int = 25) -> Path | None:
    from tabletop_ai.photo.markers import PhotoError, marker_set
    from tabletop_ai.photo.sheet import write_sheet
    from tabletop_ai.ui.editor.ops import run_op

    try:
        markers = marker_set(w.doc.board)
        written = write_sheet(w.doc.board, markers, path, marker_mm, board_mm)
    except (PhotoError, OSError) as exc:
        _error(w, str(exc) if isinstance(exc, PhotoError) else f"{path.name}: {exc}")
        return None
    run_op(
        w.doc, keep_markers(markers), translate("photo_actions", "Keep marker ids"), w.show_message
    )
    w.show_message(
        translate("photo_actions", "Markers written to {file}").format(
            file=", ".join(p.name for p in written)
        )
    )
    return path

"""File → Place figures from photo… and File → Print markers…; a photo dropped on the
window does the same as the first.

The photo is read and placed by :mod:`tabletop_ai.photo` (no Qt there); this module shows
what it saw — the photo straightened under the board's grid, each marker found outlined with
its figure's name and how sure the cell is, flagged figures in red — and applies the moves as
ONE undo step when the player says so. Flagged and unseen figures are listed and stay.

The marker sheet is drawn with Qt (``QPdfWriter`` for PDF, ``QImage`` for PNG) at a chosen
marker size (10–25 mm); printing keeps the marker ids in the board file (one undo step), so
the sheet stays right as figures come and go.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMarginsF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
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
    QMenu,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.geometry import Layout
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tabletop_ai.photo.detect import Detection
    from tabletop_ai.photo.markers import MarkerSet
    from tabletop_ai.ui.shell.main_window import MainWindow

PHOTO_FILTER = QT_TRANSLATE_NOOP("filters", "Photos (*.jpg *.jpeg *.png *.webp *.bmp *.tif *.tiff)")
PHOTO_SUFFIXES = {".jpg", ".jpeg", ".png", ".webp", ".bmp", ".tif", ".tiff"}
#: the straightened photo is drawn at most this many pixels across
PREVIEW_PX = 1600


def add_photo_actions(w: MainWindow, file: QMenu) -> list[QAction]:
    """Add the photo entries to the File menu and accept photos dropped on the window."""
    out = []
    for title, slot in (
        (translate("photo_actions", "Place figures from &photo…"), lambda: choose_photo(w)),
        (translate("photo_actions", "Place figures from &camera…"), lambda: open_camera(w)),
        (translate("photo_actions", "Print &markers…"), lambda: print_markers_dialog(w)),
    ):
        a = file.addAction(title)
        a.triggered.connect(slot)
        out.append(a)
    w.setAcceptDrops(True)
    w.installEventFilter(_PhotoDrop(w))
    return out


class _PhotoDrop(QObject):
    """A photo file dropped on the window places the figures (boards still open as before)."""

    def __init__(self, w: MainWindow) -> None:
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


def open_camera(w: MainWindow) -> Any:
    """File → Place figures from camera… (the camera window, imported when first opened)."""
    from tabletop_ai.ui.capture.camera_window import open_camera as open_window

    return open_window(w)


def choose_photo(w: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(
        w,
        translate("photo_actions", "Place figures from photo"),
        "",
        translate("filters", PHOTO_FILTER),
    )
    if path:
        place_from_photo(w, path)


def _error(w: MainWindow, message: str) -> None:
    w.show_message(message)
    if getattr(w, "interactive", True):
        QMessageBox.warning(w, translate("photo_actions", "Place figures from photo"), message)


def place_from_photo(w: MainWindow, path: str) -> Detection | None:
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


def place_from_image(w: MainWindow, image: Any, source: str) -> Detection | None:
    """A photo already decoded (BGR array: a file, or a camera frame) through the pipeline:
    detect, show, apply on the player's word. None when the board was not found in it (a
    message says why; nothing changes)."""
    from tabletop_ai.photo.detect import detect
    from tabletop_ai.photo.markers import PhotoError

    board = w.doc.board
    try:
        det = detect(image, board, source=source)
    except PhotoError as exc:
        _error(w, str(exc))
        return None
    dlg = PhotoDialog(board, image, det, w)
    if not getattr(w, "interactive", True) or dlg.exec() == QDialog.DialogCode.Accepted:
        apply_photo(w, det)
    return det


def apply_photo(w: MainWindow, det: Detection) -> OpResult[Board]:
    """Move the figures the photo placed: ONE undo step."""
    from tabletop_ai.photo.detect import apply_detection
    from tabletop_ai.ui.editor.ops import run_op

    return run_op(
        w.doc,
        lambda b: apply_detection(b, det),
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
        self.report.setMaximumHeight(150)
        moves = sum(
            1
            for fid, cell in det.moves.items()
            if board.find_figure(fid) is not None and board.figure(fid).at != cell
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = buttons.addButton(
            translate("photo_actions", "Move %n figure(s)", "", moves),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.apply_button.setEnabled(moves > 0)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.report)
        lay.addWidget(buttons)
        self.resize(1100, 760)
        self._draw(board, image, det)

    def _draw(self, board: Board, image: Any, det: Detection) -> None:
        import cv2
        import numpy as np

        from tabletop_ai.photo.detect import UNIT, apply_homography

        layout = Layout(board.grid, UNIT)
        _x, _y, sw, sh = layout.scene_rect()
        scale = min(1.0, PREVIEW_PX / max(sw, sh))
        s = np.diag([scale, scale, 1.0])
        h = s @ np.array(det.homography)
        size = (max(1, int(sw * scale)), max(1, int(sh * scale)))
        flat = cv2.warpPerspective(image, h, size, borderValue=(40, 40, 40))
        rgb = cv2.cvtColor(flat, cv2.COLOR_BGR2RGB)
        qimg = QImage(
            rgb.data, rgb.shape[1], rgb.shape[0], rgb.strides[0], QImage.Format.Format_RGB888
        ).copy()
        self.scene.addPixmap(QPixmap.fromImage(qimg))
        grid_pen = QPen(QColor(255, 255, 255, 150), 1)
        for cell in board.grid.cells():
            poly = QPolygonF([QPointF(x * scale, y * scale) for x, y in layout.polygon(cell)])
            self.scene.addPolygon(poly, grid_pen)
        names = {f.id: f.label for f in board.figures}
        font = QFont()
        font.setPixelSize(max(10, int(UNIT * scale * 0.22)))
        r = UNIT * scale * 0.4
        for seen in det.seen:
            sx, sy = apply_homography(det.homography, *seen.pixel)
            x, y = sx * scale, sy * scale
            colour = QColor("#d62728") if seen.flag else QColor("#2ca02c")
            self.scene.addEllipse(
                QRectF(x - r, y - r, 2 * r, 2 * r), QPen(colour, 3), QBrush(Qt.BrushStyle.NoBrush)
            )
            label = self.scene.addSimpleText(
                f"{names.get(seen.figure, seen.figure)} {seen.confidence:.0%}", font
            )
            label.setBrush(QBrush(QColor("white")))
            label.setPos(x - r, y + r)
            back = self.scene.addRect(
                label.boundingRect().adjusted(-2, -1, 2, 1).translated(x - r, y + r),
                QPen(Qt.PenStyle.NoPen),
                QBrush(colour.darker(150)),
            )
            back.setZValue(label.zValue() - 0.5)
            label.setZValue(back.zValue() + 1)
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


def print_markers_dialog(w: MainWindow) -> Path | None:
    """Ask the marker size and the file, write the sheet, keep the ids in the board."""
    dlg = QDialog(w)
    dlg.setWindowTitle(translate("photo_actions", "Print markers"))
    form = QFormLayout(dlg)
    size = QSpinBox()
    size.setRange(10, 25)
    size.setValue(15)
    size.setSuffix(translate("photo_actions", " mm"))
    form.addRow(translate("photo_actions", "Marker size"), size)
    note = QLabel(
        translate(
            "photo_actions",
            "Put each marker on its figure's base. The four board markers go on the "
            "table diagonally beyond the map's corner cells, as the sheet shows.",
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
        w,
        translate("photo_actions", "Print markers"),
        "markers.pdf",
        translate("photo_actions", "PDF (*.pdf);;PNG picture (*.png)"),
    )
    if not path:
        return None
    return print_markers(w, Path(path), size.value())


def print_markers(w: MainWindow, path: Path, marker_mm: int) -> Path | None:
    from tabletop_ai.photo.markers import PhotoError, marker_set
    from tabletop_ai.ui.editor.ops import run_op

    try:
        markers = marker_set(w.doc.board)
        write_sheet(w.doc.board, markers, path, marker_mm)
    except (PhotoError, OSError) as exc:
        _error(w, f"{path.name}: {exc}")
        return None
    run_op(
        w.doc, keep_markers(markers), translate("photo_actions", "Keep marker ids"), w.show_message
    )
    w.show_message(translate("photo_actions", "Markers written to {file}").format(file=path.name))
    return path


def _marker_image(marker_id: int, px: int) -> QImage:
    import cv2

    from tabletop_ai.photo.markers import DICTIONARY

    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    img = cv2.aruco.generateImageMarker(d, marker_id, px, borderBits=1)
    return QImage(
        img.data, img.shape[1], img.shape[0], img.strides[0], QImage.Format.Format_Grayscale8
    ).copy()


def _sheet_items(board: Board, markers: MarkerSet) -> list[tuple[int, str]]:
    names = {f.id: f.label for f in board.figures}
    corners = [
        translate("photo_actions", "top left"),
        translate("photo_actions", "top right"),
        translate("photo_actions", "bottom right"),
        translate("photo_actions", "bottom left"),
    ]
    out = [
        (
            m.id,
            translate("photo_actions", "Board {n}: beyond the {corner} corner").format(
                n=i + 1, corner=c
            ),
        )
        for i, (m, c) in enumerate(zip(markers.board, corners, strict=False))
    ]
    out += [(mid, names.get(fid, fid)) for fid, mid in markers.figures.items()]
    return out


def write_sheet(board: Board, markers: MarkerSet, path: Path, marker_mm: int) -> None:
    """Draw the sheet: A4 pages of markers (each with a white margin and its name) at
    ``marker_mm`` millimetres. PDF by ``QPdfWriter``; PNG at 300 dpi."""
    dpi = 300
    mm = dpi / 25.4
    page_w, page_h, margin = 210 * mm, 297 * mm, 12 * mm
    cell_w, cell_h = (marker_mm + 12) * mm, (marker_mm + 12) * mm
    cols = max(1, int((page_w - 2 * margin) // cell_w))
    rows = max(1, int((page_h - 2 * margin) // cell_h))
    items = _sheet_items(board, markers)
    pages = [items[i : i + cols * rows] for i in range(0, len(items), cols * rows)]
    pdf = path.suffix.lower() == ".pdf"
    images: list[QImage] = []
    writer: QPdfWriter | None = None
    painter = QPainter()
    if pdf:
        writer = QPdfWriter(str(path))
        writer.setResolution(dpi)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
        writer.setTitle(
            translate("photo_actions", "Tabletop AI markers — {board}").format(
                board=board.name or ""
            )
        )
        if not painter.begin(writer):
            raise OSError(translate("photo_actions", "cannot write the PDF"))
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(2.6 * mm))
    for n, page in enumerate(pages):
        if pdf:
            if n and writer is not None:
                writer.newPage()
        else:
            img = QImage(int(page_w), int(page_h), QImage.Format.Format_RGB32)
            img.setDotsPerMeterX(int(dpi / 0.0254))
            img.setDotsPerMeterY(int(dpi / 0.0254))
            img.fill(QColor("white"))
            images.append(img)
            painter.begin(img)
        painter.setFont(font)
        for k, (mid, label) in enumerate(page):
            cx = margin + (k % cols) * cell_w
            cy = margin + (k // cols) * cell_h
            side = marker_mm * mm
            painter.drawImage(
                QRectF(cx + 2 * mm, cy + 2 * mm, side, side), _marker_image(mid, max(60, int(side)))
            )
            painter.drawText(
                QRectF(cx, cy + side + 2.5 * mm, cell_w, 5 * mm),
                Qt.AlignmentFlag.AlignLeft,
                f"{label} · {mid}",
            )
        if not pdf:
            painter.end()
    if pdf:
        painter.end()
        return
    if len(images) == 1:
        if not images[0].save(str(path)):
            raise OSError(translate("photo_actions", "cannot write the picture"))
        return
    for n, img in enumerate(images, 1):  # one PNG per page: markers-1.png, markers-2.png…
        if not img.save(str(path.with_name(f"{path.stem}-{n}{path.suffix}"))):
            raise OSError(translate("photo_actions", "cannot write the picture"))

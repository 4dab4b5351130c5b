"""File → Place figures from camera…: a live view of a webcam and "Capture", which
sends the current frame through the same pipeline as a dropped photo
(:func:`tabletop_ai.ui.capture.photo_actions.place_from_image`: markers → homography → cells, shown
for the player to confirm, one undo step).

Qt Multimedia is in ``PySide6-Addons`` (the ``camera`` extra), not in the
``PySide6-Essentials`` the window needs; it is imported only here, when the window opens.
Without it, or without a camera, the menu item says what to install or that no camera was
found, and nothing else happens.

The frames arrive in a ``QVideoSink`` and are drawn by the window itself (a scaled picture of
the latest frame), so the view needs no video widget or GPU path, and a test can hand the
sink a frame (``QVideoFrame`` of a synthetic photo) and press Capture.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QImage, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from tabletop_ai.ui.texts import translate

if TYPE_CHECKING:
    from tabletop_ai.photo.detect import Detection
    from tabletop_ai.ui.editor.context import BoardContext


def multimedia() -> Any:
    """The ``PySide6.QtMultimedia`` module, or None when it cannot be loaded (PySide6-Addons
    not installed, or a system library it needs missing)."""
    try:
        from PySide6 import QtMultimedia
    except ImportError:
        return None
    return QtMultimedia


def no_multimedia_text() -> str:
    if getattr(sys, "frozen", False):
        return translate(
            "camera_window",
            "This build of Tabletop AI has no live camera (Qt Multimedia). Take a "
            "photo of the table and drop it on the window, or use File → Place "
            "figures from photo….",
        )
    return translate(
        "camera_window",
        "The live camera needs Qt Multimedia, which comes with PySide6-Addons: "
        'pip install "tabletop-ai[camera]". Until then, take a photo of the '
        "table and drop it on the window.",
    )


def no_camera_text() -> str:
    return translate(
        "camera_window",
        "No camera was found. Connect a webcam (and allow the app to use it), or "
        "take a photo of the table with a phone and drop it on the window.",
    )


def camera_problem(qtm: Any = None) -> str:
    """Why the camera window cannot open (empty: it can)."""
    qtm = qtm if qtm is not None else multimedia()
    if qtm is None:
        return no_multimedia_text()
    if not qtm.QMediaDevices.videoInputs():
        return no_camera_text()
    return ""


_OPEN: set[CameraWindow] = set()
#: how often the window checks which markers the camera sees (milliseconds)
WATCH_MS = 800


def open_camera(w: BoardContext) -> CameraWindow | None:
    """The menu item: the camera window, or a message saying what is missing."""
    qtm = multimedia()
    problem = camera_problem(qtm)
    if problem:
        w.show_message(problem)
        if w.interactive:
            QMessageBox.information(w.dialog_parent, translate("camera_window", "Camera"), problem)
        return None
    win = CameraWindow(w, qtm)
    _OPEN.add(win)  # modeless: kept until closed
    win.finished.connect(lambda _result: _OPEN.discard(win))
    win.start()
    if w.interactive:
        win.show()
    return win


class _Preview(QLabel):
    """The latest frame, scaled to fit, kept in proportion."""

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(QSize(320, 200))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setStyleSheet("background: #202124; color: #e8eaed;")
        self.image: QImage | None = None

    def show_image(self, image: QImage | None) -> None:
        self.image = image
        self._draw()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._draw()

    def _draw(self) -> None:
        if self.image is None or self.image.isNull():
            self.setPixmap(QPixmap())
            return
        self.setPixmap(
            QPixmap.fromImage(
                self.image.scaled(
                    self.size(),
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
        )


class CameraWindow(QDialog):
    """A live view of one camera and a Capture button. ``qtm`` is ``PySide6.QtMultimedia``;
    the camera starts with :meth:`start` (a test leaves it off and hands :attr:`sink` its
    frames)."""

    def __init__(self, w: BoardContext, qtm: Any) -> None:
        super().__init__(w.dialog_parent)
        self.w = w
        self.qtm = qtm
        self.setWindowTitle(translate("camera_window", "Camera — place figures from the table"))
        self.setModal(False)
        self.camera: Any = None
        self.session = qtm.QMediaCaptureSession(self)
        self.sink = qtm.QVideoSink(self)
        self.session.setVideoSink(self.sink)
        self.sink.videoFrameChanged.connect(self._frame)
        self.preview = _Preview()
        self.preview.setText(translate("camera_window", "Waiting for the camera…"))
        self.devices = QComboBox()
        for dev in qtm.QMediaDevices.videoInputs():
            self.devices.addItem(dev.description(), dev)
        if not self.devices.count():
            self.devices.setPlaceholderText(translate("camera_window", "no camera found"))
            self.devices.setEnabled(False)
        self.devices.currentIndexChanged.connect(lambda _i: self.start())
        self.hint = QLabel(
            translate(
                "camera_window",
                "Frame the whole map with the four board markers. Hold the camera steady (up to "
                "45° from straight above), then press Capture: the figures are placed as from a "
                "dropped photo, and you confirm before anything moves.",
            )
        )
        self.hint.setWordWrap(True)
        self.status = QLabel("")
        #: what the camera sees now (board markers and figures), checked every WATCH_MS
        self.in_view = QLabel("")
        self.watch = QTimer(self)
        self.watch.setInterval(WATCH_MS)
        self.watch.timeout.connect(self.check_view)
        self.watch.start()
        self.status.setWordWrap(True)
        self.capture_button = QPushButton(translate("camera_window", "&Capture"))
        self.capture_button.setDefault(True)
        self.capture_button.setEnabled(False)
        self.capture_button.clicked.connect(self.capture)
        close = QPushButton(translate("camera_window", "Close"))
        close.clicked.connect(self.close)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("camera_window", "Camera:")))
        top.addWidget(self.devices, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.capture_button)
        buttons.addWidget(close)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.preview, 1)
        lay.addWidget(self.in_view)
        lay.addWidget(self.hint)
        lay.addLayout(buttons)
        self.resize(1100, 760)
        self.last: QImage | None = None
        self.detection: Detection | None = None

    def start(self) -> None:
        """Start the chosen camera (none: nothing happens, the window says so)."""
        dev = self.devices.currentData()
        if self.camera is not None:
            self.camera.stop()
            self.camera = None
        if dev is None:
            self.preview.setText(no_camera_text())
            return
        self.camera = self.qtm.QCamera(dev, self)
        self.camera.errorOccurred.connect(
            lambda _e, text: self.status.setText(
                translate("camera_window", "Camera error: {text}").format(text=text)
            )
        )
        self.session.setCamera(self.camera)
        self.camera.start()

    def _frame(self, frame: Any) -> None:
        if not frame.isValid():
            return
        image = frame.toImage()
        if image.isNull():
            return
        if self.last is None:
            self.status.setText("")
        self.last = image
        self.capture_button.setEnabled(True)
        if self.isVisible():
            self.preview.show_image(image)

    def capture(self) -> Detection | None:
        """The current frame through the photo pipeline (as a dropped photo)."""
        from tabletop_ai.ui.capture.photo_actions import place_from_image
        from tabletop_ai.ui.capture.photo_render import to_array

        if self.last is None:
            self.status.setText(translate("camera_window", "No picture from the camera yet."))
            return None
        self.preview.show_image(self.last)
        self.watch.stop()  # no live check while the photo dialog is open
        name = translate("camera_window", "camera")
        self.detection = place_from_image(self.w, to_array(self.last), name)
        if self.detection is None:
            text = translate(
                "camera_window", "Captured: the board was not found (see the message)."
            )
        else:
            seen = len(self.detection.seen)
            text = translate("camera_window", "Captured: %n figure(s) seen.", "", seen)
        self.status.setText(text)
        self.watch.start()
        return self.detection

    def check_view(self) -> str:
        """Which markers the current frame shows (OpenCV's default pass only: a quick look,
        so the player can frame the board before Capture)."""
        from tabletop_ai.photo.detect import find_quads
        from tabletop_ai.photo.markers import PhotoError, marker_set
        from tabletop_ai.photo.place import BOARD_ALONE, enough_markers, figures_with_two
        from tabletop_ai.ui.capture.photo_render import to_array

        if self.last is None:
            return ""
        try:
            ms = marker_set(self.w.doc.board)
            found = find_quads(to_array(self.last), wanted=set(), passes=("default",))
        except PhotoError as exc:
            text = str(exc)
        else:
            board = sum(1 for m in ms.board if m.id in found)
            seen = sum(1 for mid in ms.figures.values() if mid in found)
            counts = dict(board=board, all=len(ms.board), seen=seen, figures=len(ms.figures))
            # what the photo reader needs (docs/photo.md, step 3): three board markers, or
            # two with enough figure markers, each read surely (Capture looks harder)
            if enough_markers(board, seen):
                text = translate(
                    "camera_window",
                    "In view: board markers {board} of {all}, figures {seen} of {figures}: "
                    "enough to place the board",
                ).format(**counts)
            elif len(ms.figures) >= figures_with_two():
                text = translate(
                    "camera_window",
                    "In view: board markers {board} of {all}, figures {seen} of {figures}; "
                    "to place the board: {alone} board markers, or 2 and {two} figures",
                ).format(**counts, alone=BOARD_ALONE, two=figures_with_two())
            else:  # too few figures on this board to place it by two board markers
                text = translate(
                    "camera_window",
                    "In view: board markers {board} of {all}, figures {seen} of {figures}; "
                    "to place the board: {alone} board markers",
                ).format(**counts, alone=BOARD_ALONE)
        self.in_view.setText(text)
        return text

    def closeEvent(self, event: Any) -> None:
        self.watch.stop()
        if self.camera is not None:
            self.camera.stop()
        super().closeEvent(event)

"""File menu additions for maps: Set map picture…, Import map (Tiled, Universal VTT)…, and
Export picture… (PNG at a chosen DPI, or PDF), with the terrain mapping dialog a Tiled import
asks once (and can save).

Importing builds the board with :mod:`tabletop_ai.maps` (no Qt there) and opens it as a new,
unsaved board: the board on screen is kept until the import worked, and the player is asked to
save it first as for any other open.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QIcon,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPixmap,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsItem,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import TERRAIN_KINDS, BoardError, Problem
from tabletop_ai.board.reader import parse_json
from tabletop_ai.maps.common import ImportResult
from tabletop_ai.maps.picture import embed, relative_path, set_board_picture
from tabletop_ai.ui.capture.map_picture import choose_picture, embed_picture
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.units import CELL
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tabletop_ai.maps.tiled import TiledImport, TileInfo
    from tabletop_ai.ui.shell.main_window import MainWindow

MAP_FILTER = (
    "Maps (*.tmx *.tmj *.json *.dd2vtt *.uvtt *.df2vtt);;Tiled maps (*.tmx *.tmj "
    "*.json);;Universal VTT (*.dd2vtt *.uvtt *.df2vtt);;All files (*)"
)
EXPORT_FILTER = QT_TRANSLATE_NOOP("filters", "PNG picture (*.png);;PDF document (*.pdf)")
#: the largest exported picture (pixels a side): 200 cells at 100 DPI
MAX_EXPORT_SIDE = 20000
MAPPING_KEY = "import/terrain_mapping"


def add_file_actions(w: MainWindow, file: QMenu) -> list[QAction]:
    """Add the map entries to the File menu."""
    actions: list[QAction] = []
    for title, slot in (
        ("Set map &picture…", lambda: choose_picture(w)),
        ("&Import map (Tiled, Universal VTT)…", lambda: import_dialog(w)),
        ("&Export picture (PNG, PDF)…", lambda: export_dialog(w)),
        ("Embed the map picture in the board file", lambda: embed_picture(w)),
    ):
        a = file.addAction(title)
        a.triggered.connect(slot)
        actions.append(a)
    return actions


# -- terrain mapping ------------------------------------------------------------------------


def saved_mapping() -> dict[str, str]:
    """The terrain mapping the player saved in earlier imports (settings)."""
    raw = prefs.settings().value(MAPPING_KEY, "")
    try:
        data = parse_json(str(raw), "settings") if raw else {}  # read like any file
    except BoardError:
        return {}
    return (
        {str(k): str(v) for k, v in data.items() if v in TERRAIN_KINDS}
        if isinstance(data, dict)
        else {}
    )


def remember_mapping(mapping: dict[str, str]) -> None:
    merged = saved_mapping()
    merged.update(mapping)
    prefs.settings().setValue(MAPPING_KEY, json.dumps(merged, sort_keys=True))


def _tile_icon(info: TileInfo) -> QIcon:
    if info.image is None:
        return QIcon()
    from tabletop_ai.ui.capture.tile_render import tileset_picture

    image = tileset_picture(info.image)
    if image.isNull():
        return QIcon()
    if info.rect is not None:
        image = image.copy(*info.rect)
    return QIcon(QPixmap.fromImage(image.scaled(32, 32, Qt.AspectRatioMode.KeepAspectRatio)))


class TerrainMappingDialog(QDialog):
    """Which terrain each tile of a Tiled map is: asked once per tile, savable."""

    def __init__(
        self, result: TiledImport, mapping: dict[str, str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("import_actions", "Terrain of the map's tiles"))
        self.resize(560, 480)
        lay = QVBoxLayout(self)
        lay.addWidget(
            QLabel(
                translate(
                    "import_actions",
                    "Tiles without a <i>terrain</i> property: choose what each one "
                    "is. The choice is remembered for the next import.",
                )
            )
        )
        keys = sorted(result.tiles)
        self.table = QTableWidget(len(keys), 3)
        self.table.setHorizontalHeaderLabels(
            [
                translate("import_actions", "Tile"),
                translate("import_actions", "Cells"),
                translate("import_actions", "Terrain"),
            ]
        )
        self.combos: dict[str, QComboBox] = {}
        for row, key in enumerate(keys):
            info = result.tiles[key]
            item = QTableWidgetItem(_tile_icon(info), key)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 0, item)
            count = QTableWidgetItem(str(info.count))
            count.setFlags(count.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 1, count)
            combo = QComboBox()
            combo.addItems(list(TERRAIN_KINDS))
            combo.setCurrentText(mapping.get(key) or info.property_kind or "open")
            self.table.setCellWidget(row, 2, combo)
            self.combos[key] = combo
        self.table.resizeColumnsToContents()
        lay.addWidget(self.table, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        save = QPushButton(translate("import_actions", "Save mapping to a file…"))
        save.clicked.connect(self.save_file)
        buttons.addButton(save, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def mapping(self) -> dict[str, str]:
        return {k: c.currentText() for k, c in self.combos.items()}

    def save_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("import_actions", "Save terrain mapping"),
            "terrain-mapping.json",
            translate("import_actions", "JSON (*.json)"),
        )
        if path:
            from tabletop_ai.maps.tiled import dumps_mapping

            Path(path).write_text(dumps_mapping(self.mapping()), encoding="utf-8")


# -- import ---------------------------------------------------------------------------------


def import_map_file(
    w: MainWindow,
    path: str | Path,
    mapping: dict[str, str] | None = None,
    mark_crossed: bool | None = None,
) -> bool:
    """Import a Tiled or Universal VTT map as a new unsaved board. Errors are shown with the
    file and the place; the board on screen stays as it was until the import worked."""
    from tabletop_ai.maps.tiled import TiledImport  # imported on first import (start-up)

    p = Path(path)
    try:
        if p.suffix.lower() in (".json", ".tmj", ".tmx") and mapping is None:
            mapping = saved_mapping()
        result = _read(p, mapping, bool(mark_crossed))
        if isinstance(result, TiledImport) and result.unmapped and w.interactive:
            dlg = TerrainMappingDialog(result, mapping or {}, w.dialog_parent)
            if not dlg.exec():
                return False
            mapping = dlg.mapping()
            remember_mapping(mapping)
            result = _read(p, mapping, bool(mark_crossed))
        off = [n for n in result.notes if "does not follow cell edges" in n]
        n_off = len(off)
        if off and mark_crossed is None and w.interactive:
            answer = QMessageBox.question(
                w.dialog_parent,
                translate("import_actions", "Walls off the grid"),
                translate(
                    "import_actions", "%n wall piece(s) do not follow cell edges:\n", "", n_off
                )
                + "\n".join(off[:6])
                + translate("import_actions", "\n\nMark the cells they cross blocking?"),
            )
            if answer == QMessageBox.StandardButton.Yes:
                result = _read(p, mapping, True)
    except BoardError as exc:
        w.show_error(
            translate("import_actions", "Cannot import {name}").format(name=p.name),
            exc.first_line(),
        )
        return False
    if not w.maybe_save():
        return False
    doc = imported_document(result)
    w.set_document(doc)
    doc.undo_stack.resetClean()  # a new board nobody saved yet
    w.show_message(
        result.notes[0]
        if result.notes
        else translate("import_actions", "Imported {name}").format(name=p.name)
    )
    w.last_import_notes = tuple(result.notes)
    return True


def _read(p: Path, mapping: dict[str, str] | None, mark_crossed: bool) -> ImportResult:
    from tabletop_ai.maps import tiled, uvtt

    if p.suffix.lower() in uvtt.SUFFIXES:
        return uvtt.read_uvtt(p, mark_crossed=mark_crossed)
    if p.suffix.lower() in (*tiled.SUFFIXES, ".json"):
        return tiled.read_tiled(p, mapping, mark_crossed=mark_crossed)
    raise BoardError(
        p.name,
        [
            Problem(
                "",
                f"is a {p.suffix or 'file without extension'}; maps are imported from .tmx, "
                f".tmj, .dd2vtt, .uvtt, .df2vtt",
            )
        ],
    )


def imported_document(result: ImportResult) -> Document:
    """A new document for an import: a picture that came inside the map file (or the
    tile layers drawn, for a Tiled map with no image layer) is embedded (the board has no
    folder yet); a picture file is referenced by its full path."""
    from tabletop_ai.maps.tiled import TiledImport

    board = result.board
    if result.picture is None and isinstance(result, TiledImport) and result.tile_picture:
        from tabletop_ai.ui.capture.tile_render import render_tiles

        result.picture = render_tiles(result.tile_picture)
        if result.picture is not None:
            result.notes.append("the map's tile layers are drawn as the picture under the grid")
    if result.picture is not None:
        pic = result.picture
        if pic.data is not None:
            set_board_picture(board, embed(pic.picture, pic.data))
        elif pic.file is not None:
            pic.picture.path = relative_path(pic.file, None)
            set_board_picture(board, pic.picture)
    return Document(board)


def import_dialog(w: MainWindow) -> None:
    start = str(w.doc.path.parent) if w.doc.path else ""
    path, _ = QFileDialog.getOpenFileName(
        w.dialog_parent, translate("import_actions", "Import map"), start, MAP_FILTER
    )
    if path:
        import_map_file(w, path)


# -- export ---------------------------------------------------------------------------------


def _hide_plan(w: MainWindow, with_plan: bool) -> list[tuple[QGraphicsItem, bool]]:
    scene = w.scene
    hidden: list[tuple[QGraphicsItem, bool]] = []
    items: list[QGraphicsItem] = [scene.hover, scene.preview]
    if not with_plan:
        items += [scene.underlay, scene.overlay]
    for item in items:
        hidden.append((item, item.isVisible()))
        item.setVisible(False)
    return hidden


def export_picture(w: MainWindow, path: str | Path, dpi: int = 100, with_plan: bool = True) -> str:
    """Write the board (picture, map, figures, and the plan when ``with_plan``) as PNG or
    PDF (by the suffix), one cell an inch at ``dpi``. Returns a message; raises ValueError
    naming the problem (too large, cannot write)."""
    target = Path(path)
    if target.suffix.lower() not in (".png", ".pdf"):
        target = target.with_name(target.name + ".png")
    scene = w.scene
    rect = scene.sceneRect()
    px_per_unit = dpi / CELL
    width, height = round(rect.width() * px_per_unit), round(rect.height() * px_per_unit)
    if max(width, height) > MAX_EXPORT_SIDE:
        raise ValueError(
            f"{target.name}: {width}x{height} pixels at {dpi} DPI; at most "
            f"{MAX_EXPORT_SIDE} a side — choose a lower DPI"
        )
    hidden = _hide_plan(w, with_plan)
    try:
        if target.suffix.lower() == ".pdf":
            writer = QPdfWriter(str(target))
            writer.setResolution(dpi)
            inches = QSizeF(rect.width() / CELL, rect.height() / CELL)
            writer.setPageLayout(
                QPageLayout(
                    QPageSize(inches, QPageSize.Unit.Inch, "Map"),
                    QPageLayout.Orientation.Portrait,
                    QMarginsF(0, 0, 0, 0),
                )
            )
            painter = QPainter()
            if not painter.begin(writer):
                raise ValueError(f"{target.name}: cannot be written")
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene.render(painter, QRectF(0, 0, width, height), rect)
            painter.end()
        else:
            image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.setDotsPerMeterX(round(dpi / 0.0254))
            image.setDotsPerMeterY(round(dpi / 0.0254))
            image.fill(QColor("white"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene.render(painter, QRectF(0, 0, width, height), rect)
            painter.end()
            if not image.save(str(target)):
                raise ValueError(f"{target.name}: cannot be written")
    finally:
        for item, was in hidden:
            item.setVisible(was)
    return translate("import_actions", "Exported {name} ({width}x{height} px at {dpi} DPI)").format(
        name=target.name, width=width, height=height, dpi=dpi
    )


class ExportDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("import_actions", "Export picture"))
        form = QFormLayout(self)
        self.dpi = QSpinBox()
        self.dpi.setRange(30, 600)
        self.dpi.setValue(150)
        self.dpi.setSuffix(translate("import_actions", " DPI (one cell = one inch)"))
        form.addRow(translate("import_actions", "Resolution"), self.dpi)
        self.plan = QCheckBox(translate("import_actions", "Include the plan (paths, targets)"))
        self.plan.setChecked(True)
        form.addRow(self.plan)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


def export_dialog(w: MainWindow) -> None:
    stem = (
        w.doc.path.name.removesuffix(".json").removesuffix(".board")
        if w.doc.path
        else (w.doc.board.name or "board")
    )
    start = str((w.doc.path.parent if w.doc.path else Path.home()) / f"{stem}.png")
    path, _ = QFileDialog.getSaveFileName(
        w.dialog_parent,
        translate("import_actions", "Export picture"),
        start,
        translate("filters", EXPORT_FILTER),
    )
    if not path:
        return
    dlg = ExportDialog(w.dialog_parent)
    if not dlg.exec():
        return
    try:
        w.show_message(export_picture(w, path, dlg.dpi.value(), dlg.plan.isChecked()))
    except ValueError as exc:
        w.show_error(translate("import_actions", "Cannot export"), str(exc))

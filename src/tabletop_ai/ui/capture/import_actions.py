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
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMarginsF, QRectF, QSize, QSizeF, Qt
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
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import TERRAIN_KINDS, Board, BoardError
from tabletop_ai.board.reader import parse_json
from tabletop_ai.i18n.content import content_name
from tabletop_ai.maps.common import ImportResult, MapTooLarge, Region
from tabletop_ai.maps.picture import embed, relative_path, set_board_picture
from tabletop_ai.ui.capture.map_picture import choose_picture, embed_picture
from tabletop_ai.ui.capture.picture_layer import picture_filter
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.units import CELL
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from tabletop_ai.maps.tiled import TiledImport, TileInfo
    from tabletop_ai.ui.capture.tile_render import TileLooks
    from tabletop_ai.ui.editor.context import BoardContext

MAP_FILTER = QT_TRANSLATE_NOOP(
    "filters",
    "Maps (*.tmx *.tmj *.json *.dd2vtt *.uvtt *.df2vtt);;Tiled maps (*.tmx *.tmj "
    "*.json);;Universal VTT (*.dd2vtt *.uvtt *.df2vtt);;All files (*)",
)
EXPORT_FILTER = QT_TRANSLATE_NOOP("filters", "PNG picture (*.png);;PDF document (*.pdf)")
#: the largest exported picture (pixels a side): 200 cells at 100 DPI
MAX_EXPORT_SIDE = 20000
MAPPING_KEY = "import/terrain_mapping"


def add_file_actions(w: BoardContext, file: QMenu) -> list[QAction]:
    """Add the map entries to the File menu."""
    actions: list[QAction] = []
    for title, slot in (
        (translate("import_actions", "Set map &picture…"), lambda: choose_picture(w)),
        (
            translate("import_actions", "&Import map (Tiled, Universal VTT)…"),
            lambda: import_dialog(w),
        ),
        (translate("import_actions", "&Export picture (PNG, PDF)…"), lambda: export_dialog(w)),
        (
            translate("import_actions", "Embed the map picture in the board file"),
            lambda: embed_picture(w),
        ),
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


def _tile_icon(looks: TileLooks, info: TileInfo) -> QIcon:
    image = looks.tile(info)
    if image is None:
        return QIcon()
    return QIcon(
        QPixmap.fromImage(
            image.scaled(
                ICON_PX,
                ICON_PX,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )
    )


#: the tile pictures in the terrain dialog (pixels)
ICON_PX = 40


class TerrainMappingDialog(QDialog):
    """Which terrain each tile of a Tiled map is: each tile the map does not say, with its
    picture, how many cells it covers, and a first guess with its reason (its properties,
    its names, how it looks: :mod:`tabletop_ai.maps.terrain_guess`). The choice is
    remembered for the next import of a map with the same tileset, and can be saved."""

    def __init__(
        self, result: TiledImport, mapping: dict[str, str], parent: QWidget | None = None
    ) -> None:
        from tabletop_ai.i18n import shown
        from tabletop_ai.ui.capture.tile_render import TileLooks

        super().__init__(parent)
        self.setWindowTitle(translate("import_actions", "Terrain of the map's tiles"))
        self.resize(760, 560)
        lay = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "import_actions",
                "The terrain of each tile the map uses: what the map says, else a guess "
                "from the tile's name and look for you to confirm. The choice is "
                "remembered for the next map with the same tileset.",
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        looks = TileLooks()
        guesses = result.guesses(looks, looks.against)
        keys = sorted(result.tiles, key=lambda k: (k.split(":")[0], -result.tiles[k].count, k))
        self.table = QTableWidget(len(keys), 4)
        self.table.setHorizontalHeaderLabels(
            [
                translate("import_actions", "Tile"),
                translate("import_actions", "Cells"),
                translate("import_actions", "Terrain"),
                translate("import_actions", "Why"),
            ]
        )
        self.table.setIconSize(QSize(ICON_PX, ICON_PX))
        self.table.verticalHeader().setDefaultSectionSize(ICON_PX + 6)
        self.table.verticalHeader().setVisible(False)
        self.combos: dict[str, QComboBox] = {}
        for row, key in enumerate(keys):
            info = result.tiles[key]
            item = QTableWidgetItem(_tile_icon(looks, info), key)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 0, item)
            count = QTableWidgetItem(str(info.count))
            count.setFlags(count.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 1, count)
            combo = QComboBox()
            for kind in TERRAIN_KINDS:
                combo.addItem(terrain_word(kind), kind)
            g = guesses.get(key)
            if key in mapping:
                chosen, why = mapping[key], translate("import_actions", "your earlier choice")
            elif info.property_kind is not None:
                chosen, why = info.property_kind, shown(info.property_why)
            elif g is not None:
                chosen, why = g.kind, shown(g.why)
            else:
                chosen, why = "open", translate("import_actions", "nothing to go by")
            combo.setCurrentIndex(max(0, combo.findData(chosen)))
            self.table.setCellWidget(row, 2, combo)
            reason = QTableWidgetItem(why)
            reason.setFlags(reason.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 3, reason)
            self.combos[key] = combo
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
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
        return {k: str(c.currentData()) for k, c in self.combos.items()}

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


def terrain_word(kind: str) -> str:
    """A terrain kind as the player reads it in the chosen language."""
    words = {
        "open": QT_TRANSLATE_NOOP("terrain", "open"),
        "blocking": QT_TRANSLATE_NOOP("terrain", "blocking"),
        "difficult": QT_TRANSLATE_NOOP("terrain", "difficult"),
        "impassable": QT_TRANSLATE_NOOP("terrain", "impassable"),
        "hazard": QT_TRANSLATE_NOOP("terrain", "hazard"),
        "void": QT_TRANSLATE_NOOP("terrain", "void"),
        "trap": QT_TRANSLATE_NOOP("terrain", "trap"),
        "icy": QT_TRANSLATE_NOOP("terrain", "icy"),
    }
    return translate("terrain", words[kind]) if kind in words else kind


# -- import ---------------------------------------------------------------------------------


def import_map_file(
    w: BoardContext,
    path: str | Path,
    mapping: dict[str, str] | None = None,
    mark_crossed: bool | None = None,
    region: Region | None = None,
) -> bool:
    """Import a Tiled or Universal VTT map (or the ``region`` of it) as a new unsaved board.
    A map larger than a board asks which part to import. The file is read once: the part
    offered first, the part chosen and the answers to the questions after it are built from
    what was read (:class:`~tabletop_ai.maps.common.MapFile`). Errors are shown with the file
    and the place; the board on screen stays as it was until the import worked."""
    from tabletop_ai.maps.common import open_map_file
    from tabletop_ai.maps.tiled import TiledImport  # imported on first import (start-up)

    p = Path(path)
    try:
        if p.suffix.lower() in (".json", ".tmj", ".tmx") and mapping is None:
            mapping = saved_mapping()
        # a map larger than a board is read whole when the player can be asked for a part
        map_file = open_map_file(p, region, parts=w.interactive)
        try:
            result = map_file.build(mapping, bool(mark_crossed), region)
        except MapTooLarge as too_large:
            if not w.interactive:
                raise
            from tabletop_ai.maps.common import map_content
            from tabletop_ai.ui.capture.map_region import RegionDialog

            size = (too_large.width, too_large.height)
            # the part offered first is round the map's content
            content = map_content(map_file, *size, mapping)
            ask = RegionDialog(p.name, *size, w.dialog_parent, content=content)
            if not ask.exec():
                return False
            region = ask.region()
            result = map_file.build(mapping, bool(mark_crossed), region)
        if isinstance(result, TiledImport) and result.unmapped and w.interactive:
            dlg = TerrainMappingDialog(result, mapping or {}, w.dialog_parent)
            if not dlg.exec():
                return False
            mapping = dlg.mapping()
            remember_mapping(mapping)
            result = map_file.build(mapping, bool(mark_crossed), region)
        if result.off_grid and mark_crossed is None and w.interactive:
            n_off = result.off_grid
            answer = QMessageBox.question(
                w.dialog_parent,
                translate("import_actions", "Walls off the grid"),
                translate(
                    "import_actions",
                    "%n wall line(s) of the map do not follow the cell edges.\n\n"
                    "Mark the cells they cross blocking?",
                    "",
                    n_off,
                ),
            )
            if answer == QMessageBox.StandardButton.Yes:
                result = map_file.build(mapping, True, region)
        wanted = getattr(result, "picture_wanted", None)
        if result.picture is None and wanted and w.interactive:
            result.picture = _ask_picture(w, p, wanted, result)
    except BoardError as exc:
        w.show_error(
            translate("import_actions", "Cannot import {name}").format(name=p.name),
            exc.first_line(),
        )
        return False
    doc = imported_document(result)
    if not w.show_document(doc):
        return False
    doc.undo_stack.resetClean()  # a new board nobody saved yet
    w.show_message(
        result.notes[0]
        if result.notes
        else translate("import_actions", "Imported {name}").format(name=p.name)
    )
    w.last_import_notes = tuple(result.notes)
    if len(result.notes) > 1 and w.interactive:
        ImportNotesDialog(p.name, result.notes, w.dialog_parent).exec()
    return True


class ImportNotesDialog(QDialog):
    """Everything an import said (what was read, what was left out and why), one note a
    paragraph: the status bar shows only the first."""

    def __init__(self, name: str, notes: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("import_actions", "Imported {name}").format(name=name))
        self.resize(760, 420)
        lay = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "import_actions",
                "What the import read, and what it left out and why (the notes stay in this "
                "window only: copy them if you need them):",
            )
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setPlainText("\n\n".join(notes))
        lay.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)


def _ask_picture(w: BoardContext, p: Path, wanted: str, result: ImportResult) -> Any:
    """The map names its picture file instead of holding it, and the file is not beside
    it: ask for it (Cancel: no picture), offering every picture the other picture dialogs
    offer (:func:`picture_filter`: a HEIC one is told how to save it as JPEG). Returns the
    picture or None."""
    from tabletop_ai.maps.uvtt import picture_for

    while True:
        path, _ = QFileDialog.getOpenFileName(
            w.dialog_parent,
            translate("import_actions", "Picture of {map}: {picture}").format(
                map=p.name, picture=wanted
            ),
            str(p.parent),
            picture_filter(),
        )
        if not path:
            return None
        try:
            return picture_for(path, result.board, result.part)
        except BoardError as exc:
            w.show_error(translate("import_actions", "Not a picture"), exc.first_line())


def read_map(path: Path) -> Board:
    """A Tiled or Universal VTT map read as a board without questions (the terrain mapping
    of earlier imports; walls off the grid left unmarked, as its notes say), its picture
    kept as :func:`imported_document` keeps it. :class:`BoardError` names the file and the
    place."""
    mapping = saved_mapping() if path.suffix.lower() in (".json", ".tmj", ".tmx") else None
    doc = imported_document(_read(path, mapping, False))
    board = doc.board
    doc.deleteLater()
    return board


def _read(
    p: Path, mapping: dict[str, str] | None, mark_crossed: bool, region: Region | None = None
) -> ImportResult:
    from tabletop_ai.maps.common import read_map_file

    return read_map_file(p, mapping, mark_crossed, region)


def imported_document(result: ImportResult) -> Document:
    """A new document for an import: a picture that came inside the map file (or the
    tile layers drawn, for a Tiled map with no image layer) is embedded (the board has no
    folder yet); a picture file is referenced by its full path."""
    from tabletop_ai.maps.tiled import TiledImport

    board = result.board
    if result.picture is not None and result.part is not None:
        from tabletop_ai.maps.picture_cut import cut_part_picture

        cut_part_picture(result)
    if result.picture is None and isinstance(result, TiledImport) and result.tile_picture:
        from tabletop_ai.ui.capture.tile_render import render_tiles

        result.picture = render_tiles(result.tile_picture)
        if result.picture is not None:
            result.notes.append(
                translate(
                    "import_actions",
                    "the map's tile layers are drawn as the picture under the grid",
                )
            )
    if result.picture is not None:
        pic = result.picture
        if pic.data is not None:
            set_board_picture(board, embed(pic.picture, pic.data))
        elif pic.file is not None:
            pic.picture.path = relative_path(pic.file, None)
            set_board_picture(board, pic.picture)
    return Document(board)


def import_dialog(w: BoardContext) -> None:
    start = str(w.doc.path.parent) if w.doc.path else ""
    path, _ = QFileDialog.getOpenFileName(
        w.dialog_parent,
        translate("import_actions", "Import map"),
        start,
        translate("filters", MAP_FILTER),
    )
    if path:
        import_map_file(w, path)


# -- export ---------------------------------------------------------------------------------


def _hide_plan(w: BoardContext, with_plan: bool) -> list[tuple[QGraphicsItem, bool]]:
    scene = w.scene
    hidden: list[tuple[QGraphicsItem, bool]] = []
    items: list[QGraphicsItem] = [scene.hover, scene.preview]
    if not with_plan:
        items += [scene.underlay, scene.overlay]
    for item in items:
        hidden.append((item, item.isVisible()))
        item.setVisible(False)
    return hidden


def export_picture(
    w: BoardContext, path: str | Path, dpi: int = 100, with_plan: bool = True
) -> str:
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
            translate(
                "import_actions",
                "{name}: {width}x{height} pixels at {dpi} DPI; at most {most} a side — "
                "choose a lower DPI",
            ).format(name=target.name, width=width, height=height, dpi=dpi, most=MAX_EXPORT_SIDE)
        )
    hidden = _hide_plan(w, with_plan)
    try:
        if target.suffix.lower() == ".pdf":
            writer = QPdfWriter(str(target))
            writer.setResolution(dpi)
            # the document's title (a PDF reader's window, a printer's queue): the board's
            # name as the window shows it, else the word for a map in the player's language
            board_name = w.doc.board.name
            title = content_name(board_name) if board_name else translate("import_actions", "Map")
            writer.setTitle(title)
            writer.setCreator("Tabletop AI")
            inches = QSizeF(rect.width() / CELL, rect.height() / CELL)
            writer.setPageLayout(
                QPageLayout(
                    QPageSize(inches, QPageSize.Unit.Inch, title),
                    QPageLayout.Orientation.Portrait,
                    QMarginsF(0, 0, 0, 0),
                )
            )
            painter = QPainter()
            if not painter.begin(writer):
                raise ValueError(
                    translate("import_actions", "{name}: cannot be written").format(
                        name=target.name
                    )
                )
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
                raise ValueError(
                    translate("import_actions", "{name}: cannot be written").format(
                        name=target.name
                    )
                )
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


def export_dialog(w: BoardContext) -> None:
    stem = (
        w.doc.path.name.removesuffix(".json").removesuffix(".board")
        if w.doc.path
        else (w.doc.board.name or translate("import_actions", "map"))
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

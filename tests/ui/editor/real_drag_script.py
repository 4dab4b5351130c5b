"""Run by ``test_real_drag.py`` under Xvfb: real mouse input (xdotool) drags a roster entry
onto the board (a real ``QDrag``) and a figure on the board, then prints what happened."""

from __future__ import annotations

import json
import subprocess
import sys

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QApplication

from tabletop_ai.geometry import Cell
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.ui.shell.settings import use_settings_dir


def main(board_path: str, settings_dir: str) -> None:
    app = QApplication([])
    use_settings_dir(settings_dir)
    w = MainWindow(interactive=False, remember=False)
    w.open_path(board_path)
    w.resize(1280, 800)
    w.move(0, 0)
    w.show()
    n0 = len(w.doc.board.figures)

    def on_screen(c: Cell) -> tuple[int, int]:
        x, y = w.doc.layout.cell_to_scene(c)
        p = w.view.viewport().mapToGlobal(w.view.mapFromScene(QPointF(x, y)))
        return p.x(), p.y()

    def start() -> None:
        pal = w.roster.palette_list
        g = pal.viewport().mapToGlobal(pal.visualItemRect(pal.item(0)).center())
        tx, ty = on_screen(Cell(8, 3))
        sx, sy = on_screen(Cell(6, 8))
        ex, _ey = on_screen(Cell(8, 8))
        cmds = [
            f"xdotool mousemove {g.x()} {g.y()}",
            "sleep 0.3",
            "xdotool mousedown 1",
            "sleep 0.2",
        ]
        for i in range(1, 21):
            cmds += [
                f"xdotool mousemove {g.x() + (tx - g.x()) * i // 20} "
                f"{g.y() + (ty - g.y()) * i // 20}",
                "sleep 0.04",
            ]
        cmds += [
            "sleep 0.3",
            "xdotool mouseup 1",
            "sleep 0.5",
            f"xdotool mousemove {sx} {sy}",
            "sleep 0.2",
            "xdotool mousedown 1",
            "sleep 0.1",
        ]
        for i in range(1, 11):
            cmds += [f"xdotool mousemove {sx + (ex - sx) * i // 10} {sy}", "sleep 0.04"]
        cmds += ["sleep 0.2", "xdotool mouseup 1"]
        proc = subprocess.Popen(["sh", "-c", "; ".join(cmds)])

        def finish() -> None:
            if proc.poll() is None:
                QTimer.singleShot(200, finish)
                return
            QTimer.singleShot(500, report)

        QTimer.singleShot(500, finish)

    def report() -> None:
        b = w.doc.board
        print(
            json.dumps(
                {
                    "added": [[f.side, list(f.at)] for f in b.figures[n0:]],
                    "duelist": list(b.figure("duelist").at),
                    "steps": [w.doc.undo_stack.text(i) for i in range(w.doc.undo_stack.count())],
                    "platform": app.platformName(),
                }
            )
        )
        w.doc.undo_stack.clear()
        w.close()
        app.quit()

    QTimer.singleShot(800, start)
    app.exec()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

"""Regression: PySide6 6.12.0 on CPython 3.11 aborts the process ("none_dealloc") after about
5,000 calls of Qt methods that return None. The pin in pyproject keeps 3.11 below 6.12; this
test makes 50,000 such calls and would crash the test run on a bad combination."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from tabletop_ai.ui.shell.main_window import MainWindow


def test_fifty_thousand_calls_returning_none(qtbot: object) -> None:
    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    results = set()
    for i in range(50_000):
        results.add(item.setPos(float(i % 100), 0.0))
    assert results == {None}
    assert item.pos().x() == 99.0


def test_many_window_updates_returning_none(window: MainWindow) -> None:
    item = window.scene.figure_items["duelist"]
    for _ in range(10_000):
        item.update()
        window.scene.set_hover([])
    assert window.doc.board.figure("duelist").label == "Duelist"

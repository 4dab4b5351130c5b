"""The desktop window (PySide6). It draws what the headless core returns and never decides a
rule itself: documents and commands (``document``, ``commands``), the scene and its items
(``scene``, ``map_painter``, ``figure_item``, ``plan_items``), interaction modes
(``interactions``), panels, and the main window."""

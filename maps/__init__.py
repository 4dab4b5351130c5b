"""The boards and tables that ship with Tabletop AI.

Not code: this file makes the folder the package ``tabletop_ai.bundled_maps`` (``setup.py``
maps it there), so that ``importlib.resources`` finds these files in an editable install, a
wheel and the frozen app alike (``tabletop_ai.resources``).
"""

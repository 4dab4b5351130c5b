"""The window icons and other pictures of Tabletop AI.

Not code: this file makes the folder the package ``tabletop_ai.assets`` (``setup.py`` maps it
there), so that ``importlib.resources`` finds these files in an editable install, a wheel and
the frozen app alike (``tabletop_ai.resources``).
"""

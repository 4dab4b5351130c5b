"""Each game's own window parts, one folder per game package of ``tabletop_ai`` (its
panels, docks and drawings). Only these folders name their game; the shared window
asks through :mod:`tabletop_ai.ui.panels`."""

"""Mirror the table from a photo: printed ArUco markers on the figures and four on
the map's corners; a photo of the table moves every figure to the cell it stands on.

- :mod:`~tabletop_ai.photo.markers`: which marker is which (kept in the board file);
- :mod:`~tabletop_ai.photo.detect`: photo → markers → homography → cells, and the pure
  operation that applies it;
- :mod:`~tabletop_ai.photo.synthetic`: synthetic table photos with known answers, for the
  tests and ``benchmarks/photo_accuracy.py``.

Headless (no Qt); OpenCV is the optional extra ``tabletop-ai[camera]``, imported on first use.
"""

from tabletop_ai.photo.markers import MarkerSet, PhotoError, marker_set, with_markers

__all__ = ["MarkerSet", "PhotoError", "marker_set", "with_markers"]

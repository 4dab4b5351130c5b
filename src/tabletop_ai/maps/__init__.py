"""Maps from where players already have them: a picture under the grid (calibration, blocked
cell suggestions), Tiled maps and Universal VTT files. Headless: no Qt here; the window only
draws what these modules compute."""

from tabletop_ai.maps.common import ImportResult, write_import
from tabletop_ai.maps.picture import MapPicture, board_picture, set_board_picture

__all__ = ["ImportResult", "MapPicture", "board_picture", "set_board_picture", "write_import"]

"""The plan in the window: re-planning in a separate process (``controller``), what to draw
as plain values (``drawing``), the items that paint it (``items``) and the Plan panel."""

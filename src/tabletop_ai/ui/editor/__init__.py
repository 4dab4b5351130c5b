"""The generic board editor: the document and its edits, the scene and board view, figure
items, interaction modes, the roster, inspector, groups and instruction editor, the map
tools and the map's drawing (painter, labels, legend, style, one cell unit)."""

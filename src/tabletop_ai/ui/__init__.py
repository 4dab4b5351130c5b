"""The desktop window (PySide6). It draws what the headless core returns and never decides a
rule itself.

Map of the package (Orange/Tiled split: model, scene, editor):

* documents and edits: ``file_document`` (path, undo stack, atomic save, title: what
  every open file shares), ``document_window`` (save, save as, prompts, autosave, title:
  what every document window shares), ``lazy_dock`` (game docks built on first show),
  ``document`` (board + one ``changed`` signal), ``ops`` (``run_op``: a core operation as
  one undo step and one ``changes_made`` signal), ``commands`` (one ``QUndoCommand`` per
  kind of in-place edit), ``file_actions`` (open, new, recent, start-up recovery),
  ``autosave``, ``settings``, ``preferences``;
* the board: ``units`` (one cell unit for square and hex), ``map_painter`` (static map in
  ``drawBackground``), ``figure_item``, ``scene`` (model objects to items), ``board_view``
  (zoom, pan, drops), ``interactions`` (modes: move, paint, edges, points);
* the plan: ``plan_controller`` (debounced re-planning), ``plan_drawing`` (what to draw,
  a pure function of the plan), ``plan_items``, ``plan_panel``;
* panels and window: ``roster``, ``inspector``, ``groups_panel``, ``instruction_editor``,
  ``tools_panel``, ``map_dialogs``, ``menus``, ``about``, ``main_window``, game docks
  (``ae_dock``/``ae_panel``; ``battlecrest_panel`` with ``battlecrest_drawing``, one step of
  the Emperor's turn as a pure drawing; ``retreat_info``, a retreat's side information);
* table mode (a card game with no map): ``table_window``, ``table_document`` (table + undo
  stack), ``table_autosave``, ``chain_table`` (a ranked priority chain as a table);
* checks: ``self_test`` (``--self-test``), ``screenshot``.
"""

"""The desktop window (PySide6). It draws what the headless core returns and never decides a
rule itself.

Map of the package (Orange/Tiled split: model, scene, editor), one folder per concern:

* ``shell/`` — the app shell: ``main_window``, ``menus``, ``file_actions`` (open, new, recent,
  start-up recovery), ``file_document`` (path, undo stack, atomic save, title: what every open
  file shares), ``document_window`` (save, save as, prompts, autosave, title: what every
  document window shares), ``autosave``, ``settings``, ``preferences``, ``file_open``,
  ``about``, ``self_test`` (``--self-test``), ``screenshot``;
* ``editor/`` — the generic board editor: ``document`` (board + one ``changed(Changes)``
  signal), ``ops`` (``run_op``: every edit is a core operation, run as one undo step — the
  app's one ``QUndoCommand`` — and announced on that signal), ``context`` (what panels, docks
  and menu actions are given instead of the main window), ``panel_dock`` (game docks built on
  first show), ``units`` (one cell unit for square and hex), ``style``, ``map_painter`` (static
  map in ``drawBackground``), ``board_labels``, ``legend``, ``figure_item``, ``scene`` (model
  objects to items), ``board_view`` (zoom, pan, drops), ``interactions`` (modes: move, paint,
  edges, points), ``roster``, ``figure_kinds``, ``inspector``, ``groups_panel``,
  ``instruction_editor``, ``tools_panel``, ``map_dialogs``;
* ``plan/`` — the plan: ``controller`` (re-planning in a separate process, latest request
  wins), ``drawing`` (what to draw, a pure function of the plan), ``items``, ``panel``;
* ``capture/`` — the board from outside: ``photo_actions``, ``photo_render``,
  ``camera_window``, ``picture_layer`` (the picture under the grid, read and drawn),
  ``map_picture`` (its dock, edits and calibration), ``import_actions`` (Tiled, Universal VTT,
  export), ``tile_render``, ``token_picture``;
* ``games/<game>/`` — one folder per game package, the only window code that names its game
  (each registers its parts in ``panels`` from its ``install()``): ``imperial``
  (``ae_dock``/``ae_panel``, ``card_editor``), ``battlecrest`` (``dock``, ``panel``, ``state``,
  ``drawing``: one step of the Emperor's turn as a pure drawing), ``wargame``
  (``retreat_info``, a retreat's side information), ``gloomhaven`` (its views), ``table``
  (table mode, a card game with no map: ``window``, ``document``, ``autosave``, ``mirror``,
  ``chain_table``);
* ``panels`` — the one map from what rule sets declare to the window's docks and views;
  ``texts`` — ``translate()``, the window's texts in the chosen language.
"""

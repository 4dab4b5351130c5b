"""The app shell: the main window and what every document window shares (files, saves,
autosave, settings, preferences, menus), the About box, ``--self-test`` and ``screenshot``."""

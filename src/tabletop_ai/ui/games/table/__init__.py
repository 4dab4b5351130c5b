"""Table mode (Star Wars Destiny "Operations"): its own window, document, autosave, the
mirror of the table and the chains as tables."""

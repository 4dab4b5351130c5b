"""The hex-wargame retreat's window parts: the retreat's side information."""

"""Imperial Assault's window parts: the Automated Emperor dock and panel, the card editor."""

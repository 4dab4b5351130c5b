"""The names of the hex-wargame retreat's links in the Plan panel (a module of its own so
that the window registers them without loading the retreat's rules)."""

#: the Plan-panel link of the players' choice of the army that engaged a retreating one
ENGAGED = "engaged"

"""Automated Emperor (fan AI for Imperial Assault). Filled in by the Imperial Assault issue."""

from __future__ import annotations

from tabletop_ai.rulesets.base import RuleSet, register


@register("automated-emperor")
class AutomatedEmperor(RuleSet):
    """Ranged attacks reach 4 spaces + accuracy (AE "Range Definition")."""

    name = "automated-emperor"
    title = "Automated Emperor"

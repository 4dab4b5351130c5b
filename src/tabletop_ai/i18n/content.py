"""Names of the bundled content in both languages: the sample boards and table,
their figures, characters and cards, and the Battlecrest cards of ``data/battlecrest/``
(order cards, solo-card actions).

A data-based mapping: each bundled English name is a core message id (``msg("...")`` below,
so ``tools/i18n.py update`` puts it in ``core_<lang>.ts`` for a translator), and
:func:`content_name` shows a name in the installed language. The files keep the English name
(it is the data; a board saved in Ukrainian reopens in English unchanged); a name the bundle
does not know (the player's own boards and cards) is shown as written.
"""

from __future__ import annotations

from tabletop_ai.i18n import Msg, msg, printable, tr

#: every bundled name, English (the message id)
BUNDLED_NAMES: frozenset[str] = frozenset(
    m.id
    for m in (
        # sample boards and table (maps/)
        msg("Outpost raid (demo)"),
        msg("River fort (hex demo)"),
        msg("Battlecrest duel (Imperator solo)"),
        msg("Frosthaven rules: bandit ambush on the ice (sample)"),
        msg("Beach assault (Operations sample, made-up cards)"),
        msg("Stage 1: the beach"),
        msg("Stage 2: the vault"),
        msg("Wasteland retreat (hex-wargame retreat demo)"),
        msg("AE mission 1: Landing zone (sample)"),
        msg("AE mission 2: Supply depot (sample)"),
        # the sample boards' named points (a point's ``name``, board-format.md "Points")
        msg("Fort"),
        msg("Camp"),
        msg("Rebel base"),
        msg("Citadel"),
        msg("Watchpost"),
        msg("Supply depot"),
        msg("Raider camp"),
        msg("North spawn"),
        msg("West spawn"),
        msg("East spawn"),
        msg("Depot spawn"),
        msg("Terminal"),
        msg("Overlook"),
        msg("Crate"),
        msg("Crates"),
        msg("Console"),
        msg("Ridge"),
        msg("Supplies"),
        msg("Catwalk"),
        msg("Shrine"),
        msg("Tower"),
        msg("Pit"),
        msg("Well"),
        # the sample boards' groups (board-format.md "Groups": a group's name)
        msg("Main army"),
        msg("Skirmishers"),
        msg("Bandit Guards"),
        msg("Bandit Archers"),
        msg("Rearguard"),
        msg("Emperor's turn"),
        msg("Emperor's defense"),
        # Battlecrest figures of the duel board
        msg("Iron Warlord"),
        msg("War Hound"),
        msg("Your hero"),
        msg("Your sidekick"),
        # Battlecrest order cards (data/battlecrest/order_cards.json)
        msg("Advance"),
        msg("Banner"),
        msg("Flank"),
        msg("Hold"),
        msg("Regroup"),
        msg("Strike First"),
        # Battlecrest solo-card actions (data/battlecrest/solo_cards.json)
        msg("Blink"),
        msg("Bolt"),
        msg("Chain Lightning"),
        msg("Charge"),
        msg("Cleave"),
        msg("Gust"),
        msg("Heavy Blow"),
        msg("March"),
        msg("Rally"),
        msg("Shield Wall"),
        msg("Shove"),
        msg("Spark"),
        msg("Stomp"),
        msg("Tempest"),
        msg("Use a location"),
        msg("Veil"),
        msg("War Cry"),
        # the Automated Emperor example deck (data/imperial/ae_deck.json; Flank, Advance,
        # Regroup and Harass are named above) and its deployments (deployments.json)
        msg("Press the Attack"),
        msg("Hold the Line"),
        msg("Covering Fire"),
        msg("Close In"),
        msg("Pick Them Off"),
        msg("Overrun"),
        msg("Blitz: Converge"),
        msg("Blitz: Overwhelm"),
        msg("Blitz: All Out"),
        msg("Blitz: No Retreat"),
        msg("Blitz: Onslaught"),
        msg("Blitz: Final Push"),
        msg("Trooper Squad"),
        msg("Elite Guard"),
        msg("Hound"),
        msg("Field Officer"),
        msg("Marksman"),
        msg("Light Walker"),
        # the deployments' abilities and surges (deployments.json): the AE "Ability" step and
        # the IC surge order name them
        msg("Squad Fire"),
        msg("Guardian"),
        msg("Pounce"),
        msg("Steady Aim"),
        msg("Order: the closest friendly figure interrupts to move 2"),
        msg("+1 accuracy"),
        msg("+2 accuracy"),
        msg("+1 damage"),
        msg("+2 damage"),
        msg("Blast 1"),
        msg("Bleed"),
        msg("Focus"),
        # the example class decks and agenda sets (class_decks.json, agendas.json): the cards'
        # names and texts, and the class decks' ids (the panel and the campaign name a deck
        # by its id)
        msg("Coordinated Fire"),
        msg(
            "Use when an Imperial figure attacks a target another Imperial figure attacked "
            "this round."
        ),
        msg("Rapid Deployment"),
        msg("Deploy a group at a spawn point of your choice."),
        msg("Field Promotion"),
        msg("Attach to a deployment group; its figures gain +1 health."),
        msg("Overwatch"),
        msg("When this group resolves an ABILITY action, one figure may attack a hero who moved."),
        msg("Heavy Plating"),
        msg("Attach to a deployment group; +1 block when defending."),
        msg("Scoped Rifles"),
        msg("Attach to a ranged group; +1 accuracy."),
        msg("Supply Drop"),
        msg("Gain 2 threat."),
        msg("Prototype Weapons"),
        msg("When this group resolves an ABILITY action, add a die to its next attack."),
        msg("Hunting Party"),
        msg("The first Imperial group to activate this round gains +1 speed."),
        msg("Bounty"),
        msg("Side mission: defeat the wounded hero."),
        msg("Informant"),
        msg("Look at the top card of the deployment hand."),
        msg("Sabotage"),
        msg("A hero's next attack this round loses a die."),
        msg("Reserves"),
        msg("Reinforce one figure for free."),
        msg("Convoy"),
        msg("Forced side mission: escort the convoy."),
        msg("Intimidation"),
        msg("A hero adjacent to an Imperial figure becomes stunned."),
        msg("Terror Campaign"),
        msg("Side mission: hold the terminal."),
        msg("Veterans"),
        msg("A newly deployed group gains a surge ability."),
        msg("Jammers"),
        msg("Heroes cannot interact with terminals this round."),
        msg("Decree"),
        msg("Gain 1 influence at the end of the mission."),
        msg("Hidden Positions"),
        msg("Deploy a group at any spawn point."),
        msg("tactics"),
        msg("armory"),
        # the sample boards' figures (maps/): Imperial Assault demo, Frosthaven ambush,
        # the hex demo's and the wargame retreat's armies
        msg("Trooper 1"),
        msg("Trooper 2"),
        msg("Trooper 3"),
        msg("Guard 1"),
        msg("Guard 2"),
        msg("Elite Guard 1"),
        msg("Elite Guard 2"),
        msg("Officer 1"),
        msg("Marksman 1"),
        msg("Marksman 2"),
        msg("Hound 1"),
        msg("Soldier"),
        msg("Scout"),
        msg("Smuggler"),
        msg("Duelist"),
        msg("Archer 1"),
        msg("Archer 2"),
        msg("Brute"),
        msg("Spellweaver"),
        msg("Tinkerer"),
        msg("Archers"),
        msg("Cohort"),
        msg("Guns"),
        msg("Legion"),
        msg("Raiders"),
        msg("Riders"),
        msg("Gate Garrison"),
        msg("Iron Legion"),
        msg("Lost Patrol"),
        msg("Pickets"),
        msg("Raider Horde"),
        msg("Reserve"),
        msg("Shadow Scouts"),
        msg("Siege Camp"),
        msg("Supply Wagons"),
        # the Destiny sample table's characters, upgrades and cards (made-up, maps/)
        msg("Ace Pilot"),
        msg("Beach Sentry"),
        msg("Field Medic"),
        msg("Rebel Scout"),
        msg("Saboteur"),
        msg("Shore Commander"),
        msg("Tower Gunner"),
        msg("Vault Warden"),
        msg("Plated Armor"),
        msg("Watch Tower"),
        msg("Ambush"),
        msg("Barrage"),
        msg("Dig In"),
        msg("Harass"),
        msg("Lockdown"),
        msg("Open Fire"),
        msg("Press Forward"),
        msg("Volley"),
        # Destiny Operations priority chains (data/destiny/chains.json): titles and rule texts
        msg("AI target priority"),
        msg("AI self priority: shields"),
        msg("AI self priority: focus"),
        msg("AI self priority: special"),
        msg("AI self priority: indirect damage"),
        msg("AI self priority: activation"),
        msg("AI upgrade priority"),
        msg(
            "The AI follows the listed priorities when resolving an effect or die against a "
            "player or players until there is only one target left to choose."
        ),
        msg("For Shields: Least Health remaining, then most dice"),
        msg("Focus: Highest Damage sides"),
        msg("Special: most damage output"),
        msg(
            "Indirect: Even the damage across all characters, removing shields first, then "
            "non-unique characters"
        ),
        msg(
            "Activation: Least dice in pool, most upgrades, highest damage sides, most health "
            "remaining (including shields)"
        ),
        msg(
            "The AI follows the listed priorities when it is playing an upgrade on one of its "
            "cards in play."
        ),
    )
)


def content_name(name: str) -> str:
    """``name`` in the installed language when it is a bundled name (or a message, such as
    a bundled name with its id), else unchanged."""
    if isinstance(name, Msg):
        return name.render()
    return tr(name) if name in BUNDLED_NAMES else printable(name)


def content_label(name: str) -> str:
    """``name`` as a message parameter: a bundled name becomes a :class:`Msg` (its English
    text, shown in the installed language), any other name stays as written, but for a
    control character, which is shown as its escape (:func:`~tabletop_ai.i18n.printable`:
    a name from a file never breaks a plan's line)."""
    if isinstance(name, Msg):
        return name
    if name not in BUNDLED_NAMES:
        return printable(name)
    return Msg(name)

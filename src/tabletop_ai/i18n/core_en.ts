<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>core</name>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="94" />
      <source>%n space(s)</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>%n space</numerusform>
        <numerusform>%n spaces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="200" />
      <source>attack {attack} ({parts}) against defense {defense}: %n wound(s)</source>
      <translation>
        <numerusform>attack {attack} ({parts}) against defense {defense}: %n wound</numerusform>
        <numerusform>attack {attack} ({parts}) against defense {defense}: %n wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="288" />
      <source>pushed %n cell(s) onto the hazard at {cell}</source>
      <translation>
        <numerusform>pushed %n cell onto the hazard at {cell}</numerusform>
        <numerusform>pushed %n cells onto the hazard at {cell}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="301" />
      <source>then between the hazards {a} and {b}, 1 apart: %n more wound(s)</source>
      <translation>
        <numerusform>then between the hazards {a} and {b}, 1 apart: %n more wound</numerusform>
        <numerusform>then between the hazards {a} and {b}, 1 apart: %n more wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="311" />
      <source>then out to {out} and back onto {hazard} {times}: %n more wound(s)</source>
      <translation>
        <numerusform>then out to {out} and back onto {hazard} {times}: %n more wound</numerusform>
        <numerusform>then out to {out} and back onto {hazard} {times}: %n more wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="313" />
      <source>%n time(s)</source>
      <translation>
        <numerusform>%n time</numerusform>
        <numerusform>%n times</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="380" />
      <source>{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n wound(s)</source>
      <translation>
        <numerusform>{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n wound</numerusform>
        <numerusform>{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/abilities.py" line="383" />
      <source>{via}: push {value} ({base}): {why}; {notes} — %n wound(s)</source>
      <translation>
        <numerusform>{via}: push {value} ({base}): {why}; {notes} — %n wound</numerusform>
        <numerusform>{via}: push {value} ({base}): {why}; {notes} — %n wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/destination.py" line="199" />
      <source>rule 4: no possible destination settles it, so it moves to the nearest reachable cell toward one: %n step(s) from {cells} ignoring other warriors</source>
      <translation>
        <numerusform>rule 4: no possible destination settles it, so it moves to the nearest reachable cell toward one: %n step from {cells} ignoring other warriors</numerusform>
        <numerusform>rule 4: no possible destination settles it, so it moves to the nearest reachable cell toward one: %n steps from {cells} ignoring other warriors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/destination.py" line="205" />
      <source>{why}; toward the preferred destination (%n bonus(es)): {cells}</source>
      <translation>
        <numerusform>{why}; toward the preferred destination (%n bonus): {cells}</numerusform>
        <numerusform>{why}; toward the preferred destination (%n bonuses): {cells}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/destination.py" line="168" />
      <source>rule 2: {cell} is the only reachable preferred destination (%n active location bonus(es))</source>
      <translation>
        <numerusform>rule 2: {cell} is the only reachable preferred destination (%n active location bonus)</numerusform>
        <numerusform>rule 2: {cell} is the only reachable preferred destination (%n active location bonuses)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/destination.py" line="173" />
      <source>rule 3: several reachable preferred destinations ({cells}, %n bonus(es) each)</source>
      <translation>
        <numerusform>rule 3: several reachable preferred destinations ({cells}, %n bonus each)</numerusform>
        <numerusform>rule 3: several reachable preferred destinations ({cells}, %n bonuses each)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/turn.py" line="396" />
      <source>{why}; attack {attack} → %n wound(s) ({warrior} at {health}/{max})</source>
      <translation>
        <numerusform>{why}; attack {attack} → %n wound ({warrior} at {health}/{max})</numerusform>
        <numerusform>{why}; attack {attack} → %n wounds ({warrior} at {health}/{max})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/turn.py" line="268" />
      <source>activates {card}, the first ready card of the action row, %n star(s); it is exhausted</source>
      <translation>
        <numerusform>activates {card}, the first ready card of the action row, %n star; it is exhausted</numerusform>
        <numerusform>activates {card}, the first ready card of the action row, %n stars; it is exhausted</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/battlecrest/turn.py" line="294" />
      <source>%n ready action card(s) &lt;= refresh value {refresh}: he refreshes (every action card is ready again)</source>
      <translation>
        <numerusform>%n ready action card &lt;= refresh value {refresh}: he refreshes (every action card is ready again)</numerusform>
        <numerusform>%n ready action cards &lt;= refresh value {refresh}: he refreshes (every action card is ready again)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/board/errors.py" line="53" />
      <source>(and %n more problem(s))</source>
      <translation>
        <numerusform>(and %n more problem)</numerusform>
        <numerusform>(and %n more problems)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/cli.py" line="135" />
      <source>%n figure(s)</source>
      <translation>
        <numerusform>%n figure</numerusform>
        <numerusform>%n figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/cli.py" line="136" />
      <source>%n group(s)</source>
      <translation>
        <numerusform>%n group</numerusform>
        <numerusform>%n groups</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/engine/instructions.py" line="105" />
      <source>%n space(s)</source>
      <translation>
        <numerusform>%n space</numerusform>
        <numerusform>%n spaces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/engine/plan.py" line="260" />
      <source>attack {target} at %n space(s) — {reason}</source>
      <translation>
        <numerusform>attack {target} at %n space — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/engine/plan.py" line="252" />
      <source>attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}</source>
      <translation>
        <numerusform>attack {target} at %n space (tied with {ties}: players choose) — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces (tied with {ties}: players choose) — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/engine/plan.py" line="258" />
      <source>attack {target} at %n space(s) — {reason}</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>attack {target} at %n space — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/engine/plan.py" line="249" />
      <source>attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>attack {target} at %n space (tied with {ties}: players choose) — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces (tied with {ties}: players choose) — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/gloomhaven/rules.py" line="283" />
      <source>%n hex(es)</source>
      <translation>
        <numerusform>%n hex</numerusform>
        <numerusform>%n hexes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/gloomhaven/rules.py" line="424" />
      <source>{reason}; %n equally good choices (end hex and targets), the players choose</source>
      <translation>
        <numerusform>{reason}; %n equally good choices (end hex and targets), the players choose</numerusform>
        <numerusform>{reason}; %n equally good choices (end hex and targets), the players choose</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/gloomhaven/rules.py" line="316" />
      <source>the character it can attack with the least movement ({move}), entering %n negative hex(es) at least</source>
      <translation>
        <numerusform>the character it can attack with the least movement ({move}), entering %n negative hex at least</numerusform>
        <numerusform>the character it can attack with the least movement ({move}), entering %n negative hexes at least</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/chains.py" line="92" />
      <source>%n die</source>
      <translation>
        <numerusform>%n die</numerusform>
        <numerusform>%n die</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/chains.py" line="92" />
      <source>%n dice</source>
      <translation>
        <numerusform>%n dice</numerusform>
        <numerusform>%n dice</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/chains.py" line="106" />
      <source>%n damage side(s)</source>
      <translation>
        <numerusform>%n damage side</numerusform>
        <numerusform>%n damage sides</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/chains.py" line="109" />
      <source>%n base damage side(s)</source>
      <translation>
        <numerusform>%n base damage side</numerusform>
        <numerusform>%n base damage sides</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/chains.py" line="123" />
      <source>%n upgrade(s)</source>
      <translation>
        <numerusform>%n upgrade</numerusform>
        <numerusform>%n upgrades</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/chains.py" line="143" />
      <source>%n shield(s)</source>
      <translation>
        <numerusform>%n shield</numerusform>
        <numerusform>%n shields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/turn.py" line="120" />
      <source>%n shield(s) removed</source>
      <translation>
        <numerusform>%n shield removed</numerusform>
        <numerusform>%n shields removed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/turn.py" line="740" />
      <source>each player gains %n shield(s) (3 minus {players} players)</source>
      <translation>
        <numerusform>each player gains %n shield (3 minus {players} players)</numerusform>
        <numerusform>each player gains %n shields (3 minus {players} players)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/turn.py" line="640" />
      <source>AI upkeep: +{gain} (1 resource per player) = {resources}; dice returned, cards readied; %n discarded card(s) shuffled into the deck ({cards} cards, {note})</source>
      <translation>
        <numerusform>AI upkeep: +{gain} (1 resource per player) = {resources}; dice returned, cards readied; %n discarded card shuffled into the deck ({cards} cards, {note})</numerusform>
        <numerusform>AI upkeep: +{gain} (1 resource per player) = {resources}; dice returned, cards readied; %n discarded cards shuffled into the deck ({cards} cards, {note})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/turn.py" line="266" />
      <source>discards %n card(s) from hand</source>
      <translation>
        <numerusform>discards %n card from hand</numerusform>
        <numerusform>discards %n cards from hand</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/turn.py" line="267" />
      <source>loses %n resource(s)</source>
      <translation>
        <numerusform>loses %n resource</numerusform>
        <numerusform>loses %n resources</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/turn.py" line="698" />
      <source>{stage} begins: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player(s); in play: {characters}</source>
      <translation>
        <numerusform>{stage} begins: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player; in play: {characters}</numerusform>
        <numerusform>{stage} begins: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n players; in play: {characters}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/table/turn.py" line="705" />
      <source>{stage} begins in {area}: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player(s); in play: {characters}</source>
      <translation>
        <numerusform>{stage} begins in {area}: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player; in play: {characters}</numerusform>
        <numerusform>{stage} begins in {area}: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n players; in play: {characters}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/wargame/retreat.py" line="646" />
      <source>%n legal hex(es)</source>
      <translation>
        <numerusform>%n legal hex</numerusform>
        <numerusform>%n legal hexes</numerusform>
      </translation>
    </message>
  </context>
</TS>

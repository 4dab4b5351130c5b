<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>core</name>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>%n space(s)</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>%n space</numerusform>
        <numerusform>%n spaces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>attack {attack} ({parts}) against defense {defense}: %n wound(s)</source>
      <translation>
        <numerusform>attack {attack} ({parts}) against defense {defense}: %n wound</numerusform>
        <numerusform>attack {attack} ({parts}) against defense {defense}: %n wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>pushed %n cell(s) onto the hazard at {cell}</source>
      <translation>
        <numerusform>pushed %n cell onto the hazard at {cell}</numerusform>
        <numerusform>pushed %n cells onto the hazard at {cell}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>then between the hazards {a} and {b}, 1 apart: %n more wound(s)</source>
      <translation>
        <numerusform>then between the hazards {a} and {b}, 1 apart: %n more wound</numerusform>
        <numerusform>then between the hazards {a} and {b}, 1 apart: %n more wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>then out to {out} and back onto {hazard} {times}: %n more wound(s)</source>
      <translation>
        <numerusform>then out to {out} and back onto {hazard} {times}: %n more wound</numerusform>
        <numerusform>then out to {out} and back onto {hazard} {times}: %n more wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>%n time(s)</source>
      <translation>
        <numerusform>%n time</numerusform>
        <numerusform>%n times</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n wound(s)</source>
      <translation>
        <numerusform>{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n wound</numerusform>
        <numerusform>{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: push {value} ({base}): {why}; {notes} — %n wound(s)</source>
      <translation>
        <numerusform>{via}: push {value} ({base}): {why}; {notes} — %n wound</numerusform>
        <numerusform>{via}: push {value} ({base}): {why}; {notes} — %n wounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>rule 4: no possible destination settles it, so it moves to the nearest reachable cell toward one: %n step(s) from {cells} ignoring other warriors</source>
      <translation>
        <numerusform>rule 4: no possible destination settles it, so it moves to the nearest reachable cell toward one: %n step from {cells} ignoring other warriors</numerusform>
        <numerusform>rule 4: no possible destination settles it, so it moves to the nearest reachable cell toward one: %n steps from {cells} ignoring other warriors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>{why}; toward the preferred destination (%n bonus(es)): {cells}</source>
      <translation>
        <numerusform>{why}; toward the preferred destination (%n bonus): {cells}</numerusform>
        <numerusform>{why}; toward the preferred destination (%n bonuses): {cells}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>rule 2: {cell} is the only reachable preferred destination (%n active location bonus(es))</source>
      <translation>
        <numerusform>rule 2: {cell} is the only reachable preferred destination (%n active location bonus)</numerusform>
        <numerusform>rule 2: {cell} is the only reachable preferred destination (%n active location bonuses)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>rule 3: several reachable preferred destinations ({cells}, %n bonus(es) each)</source>
      <translation>
        <numerusform>rule 3: several reachable preferred destinations ({cells}, %n bonus each)</numerusform>
        <numerusform>rule 3: several reachable preferred destinations ({cells}, %n bonuses each)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/rules.py" />
      <source>attack {target} at %n space(s) — {reason}</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>attack {target} at %n space — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/rules.py" />
      <source>attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>attack {target} at %n space (tied with {ties}: players choose) — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces (tied with {ties}: players choose) — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/turn.py" />
      <source>{why}; attack {attack} → %n wound(s) ({warrior} at {health}/{max})</source>
      <translation>
        <numerusform>{why}; attack {attack} → %n wound ({warrior} at {health}/{max})</numerusform>
        <numerusform>{why}; attack {attack} → %n wounds ({warrior} at {health}/{max})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/turn.py" />
      <source>activates {card}, the first ready card of the action row, %n star(s); it is exhausted</source>
      <translation>
        <numerusform>activates {card}, the first ready card of the action row, %n star; it is exhausted</numerusform>
        <numerusform>activates {card}, the first ready card of the action row, %n stars; it is exhausted</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/turn.py" />
      <source>%n ready action card(s) &lt;= refresh value {refresh}: he refreshes (every action card is ready again)</source>
      <translation>
        <numerusform>%n ready action card &lt;= refresh value {refresh}: he refreshes (every action card is ready again)</numerusform>
        <numerusform>%n ready action cards &lt;= refresh value {refresh}: he refreshes (every action card is ready again)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../board/errors.py" />
      <source>(and %n more problem(s))</source>
      <translation>
        <numerusform>(and %n more problem)</numerusform>
        <numerusform>(and %n more problems)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../cli.py" />
      <location filename="../maps/common.py" />
      <source>%n figure(s)</source>
      <translation>
        <numerusform>%n figure</numerusform>
        <numerusform>%n figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../cli.py" />
      <source>%n group(s)</source>
      <translation>
        <numerusform>%n group</numerusform>
        <numerusform>%n groups</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/instructions.py" />
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>%n space(s)</source>
      <translation>
        <numerusform>%n space</numerusform>
        <numerusform>%n spaces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/plan.py" />
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n space(s) — {reason}</source>
      <translation>
        <numerusform>attack {target} at %n space — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/plan.py" />
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}</source>
      <translation>
        <numerusform>attack {target} at %n space (tied with {ties}: players choose) — {reason}</numerusform>
        <numerusform>attack {target} at %n spaces (tied with {ties}: players choose) — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <source>%n space(s) from the nearest hostile figure</source>
      <translation>
        <numerusform>%n space from the nearest hostile figure</numerusform>
        <numerusform>%n spaces from the nearest hostile figure</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <location filename="../gloomhaven/rules.py" />
      <location filename="../wargame/retreat.py" />
      <source>%n hex(es)</source>
      <translation>
        <numerusform>%n hex</numerusform>
        <numerusform>%n hexes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n hex(es) — {reason}</source>
      <translation>
        <numerusform>attack {target} at %n hex — {reason}</numerusform>
        <numerusform>attack {target} at %n hexes — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n hex(es) (tied with {ties}: players choose) — {reason}</source>
      <translation>
        <numerusform>attack {target} at %n hex (tied with {ties}: players choose) — {reason}</numerusform>
        <numerusform>attack {target} at %n hexes (tied with {ties}: players choose) — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <source>%n hex(es) from the nearest hostile figure</source>
      <translation>
        <numerusform>%n hex from the nearest hostile figure</numerusform>
        <numerusform>%n hexes from the nearest hostile figure</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../gloomhaven/rules.py" />
      <source>{reason}; %n equally good choices (end hex and targets), the players choose</source>
      <translation>
        <numerusform>{reason}; %n equally good choices (end hex and targets), the players choose</numerusform>
        <numerusform>{reason}; %n equally good choices (end hex and targets), the players choose</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../gloomhaven/rules.py" />
      <source>the character it can attack with the least movement ({move}), entering %n negative hex(es) at least</source>
      <translation>
        <numerusform>the character it can attack with the least movement ({move}), entering %n negative hex at least</numerusform>
        <numerusform>the character it can attack with the least movement ({move}), entering %n negative hexes at least</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/cli.py" />
      <source>%n group(s) (deployment groups: {groups}, villains: {villains}), language {lang}: {lines} instruction lines, {structured} moves and attacks planned ({notes_too} of them with a note), {notes} notes</source>
      <translation>
        <numerusform>%n group (deployment groups: {groups}, villains: {villains}), language {lang}: {lines} instruction lines, {structured} moves and attacks planned ({notes_too} of them with a note), {notes} notes</numerusform>
        <numerusform>%n groups (deployment groups: {groups}, villains: {villains}), language {lang}: {lines} instruction lines, {structured} moves and attacks planned ({notes_too} of them with a note), {notes} notes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/cli.py" />
      <source>{id}  {name}{kind} · health {health} · speed {speed} · {w}x{h} · {attack} · %n figure(s) · lists: {lists}</source>
      <translation>
        <numerusform>{id}  {name}{kind} · health {health} · speed {speed} · {w}x{h} · {attack} · %n figure · lists: {lists}</numerusform>
        <numerusform>{id}  {name}{kind} · health {health} · speed {speed} · {w}x{h} · {attack} · %n figures · lists: {lists}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/deploy.py" />
      <source>new group {group} from {card}: %n figure(s) placed</source>
      <translation>
        <numerusform>new group {group} from {card}: %n figure placed</numerusform>
        <numerusform>new group {group} from {card}: %n figures placed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>the class deck {deck} with %n card(s) in hand (attachments come back to the hand)</source>
      <translation>
        <numerusform>the class deck {deck} with %n card in hand (attachments come back to the hand)</numerusform>
        <numerusform>the class deck {deck} with %n cards in hand (attachments come back to the hand)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>the agenda deck and %n agenda card(s) in hand</source>
      <translation>
        <numerusform>the agenda deck and %n agenda card in hand</numerusform>
        <numerusform>the agenda deck and %n agenda cards in hand</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>%n card(s) played stay played</source>
      <translation>
        <numerusform>%n card played stays played</numerusform>
        <numerusform>%n cards played stay played</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>{card} was already drawn from this AE deck: it comes back only when the deck is reshuffled, after its last card (%n card(s) still in the deck)</source>
      <translation>
        <numerusform>{card} was already drawn from this AE deck: it comes back only when the deck is reshuffled, after its last card (%n card still in the deck)</numerusform>
        <numerusform>{card} was already drawn from this AE deck: it comes back only when the deck is reshuffled, after its last card (%n cards still in the deck)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>a hero is within %n space(s)</source>
      <translation>
        <numerusform>a hero is within %n space</numerusform>
        <numerusform>a hero is within %n spaces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the closest hero is at least %n space(s) away</source>
      <translation>
        <numerusform>the closest hero is at least %n space away</numerusform>
        <numerusform>the closest hero is at least %n spaces away</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>this figure has suffered at least %n damage</source>
      <translation>
        <numerusform>this figure has suffered at least %n damage</numerusform>
        <numerusform>this figure has suffered at least %n damage</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the hero with the most other heroes within %n space(s)</source>
      <translation>
        <numerusform>the hero with the most other heroes within %n space</numerusform>
        <numerusform>the hero with the most other heroes within %n spaces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest cell adjacent to at least %n of them: {names}</source>
      <translation>
        <numerusform>the cheapest cell adjacent to at least %n of them: {names}</numerusform>
        <numerusform>the cheapest cell adjacent to at least %n of them: {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest cell adjacent to the most of them (%n): {names}</source>
      <translation>
        <numerusform>the cheapest cell adjacent to the most of them (%n): {names}</numerusform>
        <numerusform>the cheapest cell adjacent to the most of them (%n): {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>a hero is within %n hex(es)</source>
      <translation>
        <numerusform>a hero is within %n hex</numerusform>
        <numerusform>a hero is within %n hexes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the closest hero is at least %n hex(es) away</source>
      <translation>
        <numerusform>the closest hero is at least %n hex away</numerusform>
        <numerusform>the closest hero is at least %n hexes away</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the hero with the most other heroes within %n hex(es)</source>
      <translation>
        <numerusform>the hero with the most other heroes within %n hex</numerusform>
        <numerusform>the hero with the most other heroes within %n hexes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>within %n space(s)</source>
      <translation>
        <numerusform>within %n space</numerusform>
        <numerusform>within %n spaces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>within %n hex(es)</source>
      <translation>
        <numerusform>within %n hex</numerusform>
        <numerusform>within %n hexes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if a hero is within %n space(s): none is</source>
      <translation>
        <numerusform>only if a hero is within %n space: none is</numerusform>
        <numerusform>only if a hero is within %n spaces: none is</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if a hero is within %n hex(es): none is</source>
      <translation>
        <numerusform>only if a hero is within %n hex: none is</numerusform>
        <numerusform>only if a hero is within %n hexes: none is</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if the closest hero is at least %n space(s) away: one is closer</source>
      <translation>
        <numerusform>only if the closest hero is at least %n space away: one is closer</numerusform>
        <numerusform>only if the closest hero is at least %n spaces away: one is closer</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if the closest hero is at least %n hex(es) away: one is closer</source>
      <translation>
        <numerusform>only if the closest hero is at least %n hex away: one is closer</numerusform>
        <numerusform>only if the closest hero is at least %n hexes away: one is closer</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} has the most other hostile figures within %n space(s) ({count})</source>
      <translation>
        <numerusform>{target} has the most other hostile figures within %n space ({count})</numerusform>
        <numerusform>{target} has the most other hostile figures within %n spaces ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} has the most other hostile figures within %n hex(es) ({count})</source>
      <translation>
        <numerusform>{target} has the most other hostile figures within %n hex ({count})</numerusform>
        <numerusform>{target} has the most other hostile figures within %n hexes ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero (%n space(s))</source>
      <translation>
        <numerusform>{target} is the closest hero (%n space)</numerusform>
        <numerusform>{target} is the closest hero (%n spaces)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero (%n hex(es))</source>
      <translation>
        <numerusform>{target} is the closest hero (%n hex)</numerusform>
        <numerusform>{target} is the closest hero (%n hexes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest ready hero (%n space(s))</source>
      <translation>
        <numerusform>{target} is the closest ready hero (%n space)</numerusform>
        <numerusform>{target} is the closest ready hero (%n spaces)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest ready hero (%n hex(es))</source>
      <translation>
        <numerusform>{target} is the closest ready hero (%n hex)</numerusform>
        <numerusform>{target} is the closest ready hero (%n hexes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that has activated this round (%n space(s))</source>
      <translation>
        <numerusform>{target} is the closest hero that has activated this round (%n space)</numerusform>
        <numerusform>{target} is the closest hero that has activated this round (%n spaces)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that has activated this round (%n hex(es))</source>
      <translation>
        <numerusform>{target} is the closest hero that has activated this round (%n hex)</numerusform>
        <numerusform>{target} is the closest hero that has activated this round (%n hexes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that is not Weakened (%n space(s))</source>
      <translation>
        <numerusform>{target} is the closest hero that is not Weakened (%n space)</numerusform>
        <numerusform>{target} is the closest hero that is not Weakened (%n spaces)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that is not Weakened (%n hex(es))</source>
      <translation>
        <numerusform>{target} is the closest hero that is not Weakened (%n hex)</numerusform>
        <numerusform>{target} is the closest hero that is not Weakened (%n hexes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest friendly figure that has suffered damage (%n space(s))</source>
      <translation>
        <numerusform>{target} is the closest friendly figure that has suffered damage (%n space)</numerusform>
        <numerusform>{target} is the closest friendly figure that has suffered damage (%n spaces)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest friendly figure that has suffered damage (%n hex(es))</source>
      <translation>
        <numerusform>{target} is the closest friendly figure that has suffered damage (%n hex)</numerusform>
        <numerusform>{target} is the closest friendly figure that has suffered damage (%n hexes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest other friendly figure (%n space(s))</source>
      <translation>
        <numerusform>{target} is the closest other friendly figure (%n space)</numerusform>
        <numerusform>{target} is the closest other friendly figure (%n spaces)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest other friendly figure (%n hex(es))</source>
      <translation>
        <numerusform>{target} is the closest other friendly figure (%n hex)</numerusform>
        <numerusform>{target} is the closest other friendly figure (%n hexes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable cell is adjacent to at least %n friendly figure(s)</source>
      <translation>
        <numerusform>no reachable cell is adjacent to at least %n friendly figure</numerusform>
        <numerusform>no reachable cell is adjacent to at least %n friendly figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable hex is adjacent to at least %n friendly figure(s)</source>
      <translation>
        <numerusform>no reachable hex is adjacent to at least %n friendly figure</numerusform>
        <numerusform>no reachable hex is adjacent to at least %n friendly figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable cell is adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>no reachable cell is adjacent to at least %n hostile figure</numerusform>
        <numerusform>no reachable cell is adjacent to at least %n hostile figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable hex is adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>no reachable hex is adjacent to at least %n hostile figure</numerusform>
        <numerusform>no reachable hex is adjacent to at least %n hostile figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest hex adjacent to at least %n of them: {names}</source>
      <translation>
        <numerusform>the cheapest hex adjacent to at least %n of them: {names}</numerusform>
        <numerusform>the cheapest hex adjacent to at least %n of them: {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest hex adjacent to the most of them (%n): {names}</source>
      <translation>
        <numerusform>the cheapest hex adjacent to the most of them (%n): {names}</numerusform>
        <numerusform>the cheapest hex adjacent to the most of them (%n): {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty space within %n space(s) is adjacent to enough hostile figures ({count})</source>
      <translation>
        <numerusform>no empty space within %n space is adjacent to enough hostile figures ({count})</numerusform>
        <numerusform>no empty space within %n spaces is adjacent to enough hostile figures ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty hex within %n hex(es) is adjacent to enough hostile figures ({count})</source>
      <translation>
        <numerusform>no empty hex within %n hex is adjacent to enough hostile figures ({count})</numerusform>
        <numerusform>no empty hex within %n hexes is adjacent to enough hostile figures ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the nearest empty space adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>the nearest empty space adjacent to at least %n hostile figure</numerusform>
        <numerusform>the nearest empty space adjacent to at least %n hostile figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the nearest empty hex adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>the nearest empty hex adjacent to at least %n hostile figure</numerusform>
        <numerusform>the nearest empty hex adjacent to at least %n hostile figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty space within %n space(s) is adjacent to {target}</source>
      <translation>
        <numerusform>no empty space within %n space is adjacent to {target}</numerusform>
        <numerusform>no empty space within %n spaces is adjacent to {target}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty hex within %n hex(es) is adjacent to {target}</source>
      <translation>
        <numerusform>no empty hex within %n hex is adjacent to {target}</numerusform>
        <numerusform>no empty hex within %n hexes is adjacent to {target}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>costs %n action(s)</source>
      <translation>
        <numerusform>costs %n action</numerusform>
        <numerusform>costs %n actions</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>at least %n figure(s)</source>
      <translation>
        <numerusform>at least %n figure</numerusform>
        <numerusform>at least %n figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the card line costs %n action(s) and this figure has {left} left (an Imperial figure performs at most two actions)</source>
      <translation>
        <numerusform>the card line costs %n action and this figure has {left} left (an Imperial figure performs at most two actions)</numerusform>
        <numerusform>the card line costs %n actions and this figure has {left} left (an Imperial figure performs at most two actions)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure has suffered at least %n damage: it has suffered {damage}</source>
      <translation>
        <numerusform>only if this figure has suffered at least %n damage: it has suffered {damage}</numerusform>
        <numerusform>only if this figure has suffered at least %n damage: it has suffered {damage}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ops.py" />
      <source>{gid} draws from the %n IC list(s) of its card</source>
      <translation>
        <numerusform>{gid} draws from the %n IC list of its card</numerusform>
        <numerusform>{gid} draws from the %n IC lists of its card</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ops.py" />
      <source>{gid} draws from the %n IC list(s) of {card}</source>
      <translation>
        <numerusform>{gid} draws from the %n IC list of {card}</numerusform>
        <numerusform>{gid} draws from the %n IC lists of {card}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n wall edge(s)</source>
      <translation>
        <numerusform>%n wall edge</numerusform>
        <numerusform>%n wall edges</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n door(s)</source>
      <translation>
        <numerusform>%n door</numerusform>
        <numerusform>%n doors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>{file}: %n wall line(s) off the cell edges ({lines}{more}); {what}</source>
      <translation>
        <numerusform>{file}: %n wall line off the cell edges ({lines}{more}); {what}</numerusform>
        <numerusform>{file}: %n wall lines off the cell edges ({lines}{more}); {what}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>; %n door(s) cut by the part's border keep their part inside ({doors}{more})</source>
      <translation>
        <numerusform>; %n door cut by the part's border keeps its part inside ({doors}{more})</numerusform>
        <numerusform>; %n doors cut by the part's border keep their part inside ({doors}{more})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n door edge(s)</source>
      <translation>
        <numerusform>%n door edge</numerusform>
        <numerusform>%n door edges</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n object(s) not imported although a name or layer reads as a wall or door: [its|their] class ({classes}) says what [it|they] [is|are], and a class wins over a name (give [it|them] the class wall or door in Tiled to import [it|them]): {places}{more}</source>
      <translation>
        <numerusform>{file}: %n object not imported although a name or layer reads as a wall or door: its class ({classes}) says what it is, and a class wins over a name (give it the class wall or door in Tiled to import it): {places}{more}</numerusform>
        <numerusform>{file}: %n objects not imported although a name or layer reads as a wall or door: their class ({classes}) says what they are, and a class wins over a name (give them the class wall or door in Tiled to import them): {places}{more}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n object(s) not imported (their class, name, layer and properties say no wall, door or edge terrain): {names}{more}</source>
      <translation>
        <numerusform>{file}: %n object not imported (its class, name, layer and properties say no wall, door or edge terrain): {names}{more}</numerusform>
        <numerusform>{file}: %n objects not imported (their class, name, layer and properties say no wall, door or edge terrain): {names}{more}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n door rectangle(s) [covers|cover] a doorway whose two sides are alike: [its|each] door was placed on the first side, check [it|them] ({places}{more})</source>
      <translation>
        <numerusform>{file}: %n door rectangle covers a doorway whose two sides are alike: its door was placed on the first side, check it ({places}{more})</numerusform>
        <numerusform>{file}: %n door rectangles cover a doorway whose two sides are alike: each door was placed on the first side, check them ({places}{more})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n door rectangle(s) not imported: [it|each] covers whole cells, and no wall beside it says which side the door stands on (draw the door as a line or a thin rectangle on that side): {places}{more}</source>
      <translation>
        <numerusform>{file}: %n door rectangle not imported: it covers whole cells, and no wall beside it says which side the door stands on (draw the door as a line or a thin rectangle on that side): {places}{more}</numerusform>
        <numerusform>{file}: %n door rectangles not imported: each covers whole cells, and no wall beside it says which side the door stands on (draw the door as a line or a thin rectangle on that side): {places}{more}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n tile(s) [has|have] no terrain kind and [was|were] read as open: {tiles}{more} — give [it|them] a 'terrain' property in Tiled, or choose [its|their] terrain when the window asks (command line: --terrain MAPPING.json)</source>
      <translation>
        <numerusform>{file}: %n tile has no terrain kind and was read as open: {tiles}{more} — give it a 'terrain' property in Tiled, or choose its terrain when the window asks (command line: --terrain MAPPING.json)</numerusform>
        <numerusform>{file}: %n tiles have no terrain kind and were read as open: {tiles}{more} — give them a 'terrain' property in Tiled, or choose their terrain when the window asks (command line: --terrain MAPPING.json)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{tile} (%n cell(s))</source>
      <translation>
        <numerusform>{tile} (%n cell)</numerusform>
        <numerusform>{tile} (%n cells)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{file}: %n cell(s) inside closed shapes taken for pillars or boulders and made blocking: {shapes}{more}; check them on the picture, and make a room's cells open again</source>
      <translation>
        <numerusform>{file}: %n cell inside closed shapes taken for pillars or boulders and made blocking: {shapes}{more}; check them on the picture, and make a room's cells open again</numerusform>
        <numerusform>{file}: %n cells inside closed shapes taken for pillars or boulders and made blocking: {shapes}{more}; check them on the picture, and make a room's cells open again</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{where} (%n cell(s), {first} to {last})</source>
      <translation>
        <numerusform>{where} (%n cell, {first} to {last})</numerusform>
        <numerusform>{where} (%n cells, {first} to {last})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{file}: %n door(s) not imported (on no grid line inside the map): {doors}</source>
      <translation>
        <numerusform>{file}: %n door not imported (on no grid line inside the map): {doors}</numerusform>
        <numerusform>{file}: %n doors not imported (on no grid line inside the map): {doors}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{file}: %n door(s) beyond the map's edges left out: {doors}</source>
      <translation>
        <numerusform>{file}: %n door beyond the map's edges left out: {doors}</numerusform>
        <numerusform>{file}: %n doors beyond the map's edges left out: {doors}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../photo/place.py" />
      <source>{source}: %n of the {all} board markers [was|were] read surely ({which}); three are needed to place the board (two, with at least {figures} figure markers read surely). Each must be in the photo, uncovered and large enough to read (come closer, or print them larger). Nothing was moved.</source>
      <translation>
        <numerusform>{source}: %n of the {all} board markers was read surely ({which}); three are needed to place the board (two, with at least {figures} figure markers read surely). Each must be in the photo, uncovered and large enough to read (come closer, or print them larger). Nothing was moved.</numerusform>
        <numerusform>{source}: %n of the {all} board markers were read surely ({which}); three are needed to place the board (two, with at least {figures} figure markers read surely). Each must be in the photo, uncovered and large enough to read (come closer, or print them larger). Nothing was moved.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <location filename="../table/turn.py" />
      <source>%n die</source>
      <translation>
        <numerusform>%n die</numerusform>
        <numerusform>%n die</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <location filename="../table/turn.py" />
      <source>%n dice</source>
      <translation>
        <numerusform>%n dice</numerusform>
        <numerusform>%n dice</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n damage side(s)</source>
      <translation>
        <numerusform>%n damage side</numerusform>
        <numerusform>%n damage sides</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n base damage side(s)</source>
      <translation>
        <numerusform>%n base damage side</numerusform>
        <numerusform>%n base damage sides</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n upgrade(s)</source>
      <translation>
        <numerusform>%n upgrade</numerusform>
        <numerusform>%n upgrades</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n shield(s)</source>
      <translation>
        <numerusform>%n shield</numerusform>
        <numerusform>%n shields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>%n shield(s) removed</source>
      <translation>
        <numerusform>%n shield removed</numerusform>
        <numerusform>%n shields removed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>each player gains %n shield(s) (3 minus {players} players)</source>
      <translation>
        <numerusform>each player gains %n shield (3 minus {players} players)</numerusform>
        <numerusform>each player gains %n shields (3 minus {players} players)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>AI upkeep: +{gain} (1 resource per player) = {resources}; dice returned, cards readied; %n discarded card(s) shuffled into the deck ({cards} cards, {note})</source>
      <translation>
        <numerusform>AI upkeep: +{gain} (1 resource per player) = {resources}; dice returned, cards readied; %n discarded card shuffled into the deck ({cards} cards, {note})</numerusform>
        <numerusform>AI upkeep: +{gain} (1 resource per player) = {resources}; dice returned, cards readied; %n discarded cards shuffled into the deck ({cards} cards, {note})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>discards %n card(s) from hand</source>
      <translation>
        <numerusform>discards %n card from hand</numerusform>
        <numerusform>discards %n cards from hand</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>loses %n resource(s)</source>
      <translation>
        <numerusform>loses %n resource</numerusform>
        <numerusform>loses %n resources</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>{stage} begins: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player(s); in play: {characters}</source>
      <translation>
        <numerusform>{stage} begins: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player; in play: {characters}</numerusform>
        <numerusform>{stage} begins: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n players; in play: {characters}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>{stage} begins in {area}: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player(s); in play: {characters}</source>
      <translation>
        <numerusform>{stage} begins in {area}: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player; in play: {characters}</numerusform>
        <numerusform>{stage} begins in {area}: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n players; in play: {characters}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../wargame/retreat.py" />
      <source>%n legal hex(es)</source>
      <translation>
        <numerusform>%n legal hex</numerusform>
        <numerusform>%n legal hexes</numerusform>
      </translation>
    </message>
  </context>
</TS>

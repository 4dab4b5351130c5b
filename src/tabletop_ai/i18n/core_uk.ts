<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
  <context>
    <name>core</name>
    <message>
      <location filename="../app.py" />
      <source>--lang takes {choices}</source>
      <translation>--lang має бути одним із: {choices}</translation>
    </message>
    <message>
      <location filename="../app.py" />
      <source>unknown option {option} (see tabletop-ai --help)</source>
      <translation>невідомий параметр {option} (див. tabletop-ai --help)</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>%n space(s)</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>%n комірка</numerusform>
        <numerusform>%n комірки</numerusform>
        <numerusform>%n комірок</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: uses the ability of {location}</source>
      <translation>{via}: застосовує властивість локації {location}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{warrior} is the nearest enemy ({spaces})</source>
      <translation>{warrior} — найближчий ворог ({spaces})</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{warrior} is the farthest enemy ({spaces})</source>
      <translation>{warrior} — найвіддаленіший ворог ({spaces})</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{why}; the compass cannot separate {warriors}: players choose</source>
      <translation>{why}; компас не розрізняє {warriors}: вибирають гравці</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>attack {attack} ({parts}) against defense {defense}: %n wound(s)</source>
      <translation>
        <numerusform>атака {attack} ({parts}) проти оборони {defense}: %n поранення</numerusform>
        <numerusform>атака {attack} ({parts}) проти оборони {defense}: %n поранення</numerusform>
        <numerusform>атака {attack} ({parts}) проти оборони {defense}: %n поранень</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>pushed %n cell(s) onto the hazard at {cell}</source>
      <translation>
        <numerusform>поштовх на %n комірку — на небезпеку в {cell}</numerusform>
        <numerusform>поштовх на %n комірки — на небезпеку в {cell}</numerusform>
        <numerusform>поштовх на %n комірок — на небезпеку в {cell}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{via} {value}</source>
      <translation>{via} {value}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>star {i} of {stars}: {ability}, the first on the priority list he can apply</source>
      <translation>зірка {i} з {stars}: {ability} — перша властивість у списку пріоритетів, яку він може застосувати</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>fallback: {ability}</source>
      <translation>запасна властивість: {ability}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>no enemy warrior on the battlefield</source>
      <translation>на полі битви немає ворожого воїна</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>all enemies, starting with your hero: {warriors}</source>
      <translation>усі вороги, починаючи з вашого героя: {warriors}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{why}; equally nearest: {warriors} — the compass {compass} picks {warrior}</source>
      <translation>{why}; однаково найближчі: {warriors} — компас {compass} вибирає {warrior}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{why}; equally farthest: {warriors} — the compass {compass} picks {warrior}</source>
      <translation>{why}; однаково найвіддаленіші: {warriors} — компас {compass} вибирає {warrior}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{bonus} location attack bonus</source>
      <translation>{bonus} — бонус атаки локацій</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{bonus} crest ({why})</source>
      <translation>{bonus} — герб ({why})</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>then between the hazards {a} and {b}, 1 apart: %n more wound(s)</source>
      <translation>
        <numerusform>далі між небезпеками {a} і {b} (відстань 1): ще %n поранення</numerusform>
        <numerusform>далі між небезпеками {a} і {b} (відстань 1): ще %n поранення</numerusform>
        <numerusform>далі між небезпеками {a} і {b} (відстань 1): ще %n поранень</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>the target is defeated</source>
      <translation>ціль переможено</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>no more wounds can be dealt with hazards</source>
      <translation>небезпеками більше не завдати поранень</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>stops with {left} push value left: {why}</source>
      <translation>зупиняється, хоча лишилося {left} значення поштовху: {why}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>he pushes but cannot push any enemy onto an active hazard</source>
      <translation>він виконує поштовх, але не може штовхнути жодного ворога на активну небезпеку</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>he uses a movement ability ({ability}) but stays in the same cell</source>
      <translation>він застосовує властивість переміщення ({ability}), але лишається в тій самій комірці</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>no enemy warrior</source>
      <translation>немає ворожого воїна</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>not wounded</source>
      <translation>не поранений</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>no unused active location ability next to him</source>
      <translation>поруч із ним немає активної локації з ще не застосованою властивістю</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>star {i} of {stars}: nothing on the priority list can be applied</source>
      <translation>зірка {i} з {stars}: жодну властивість зі списку пріоритетів не можна застосувати</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>star: {ability}</source>
      <translation>зірка: {ability}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{bonus} long range (adjacent range symbols)</source>
      <translation>{bonus} — далека відстань (суміжні символи дальності)</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{why}; but attack {attack} cannot beat the sidekick's defense {defense}, so he switches to {warrior}, who takes the most wounds</source>
      <translation>{why}; але атака {attack} не пробиває оборону помічника ({defense}), тож він змінює ціль на {warrior}, кому завдасть найбільше поранень</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{why}; attack {attack} cannot beat the sidekick's defense {defense} and no other warrior would be wounded either</source>
      <translation>{why}; атака {attack} не пробиває оборону помічника ({defense}), і жодного іншого воїна вона теж не поранила б</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>then out to {out} and back onto {hazard} {times}: %n more wound(s)</source>
      <translation>
        <numerusform>далі в {out} і назад на {hazard} {times}: ще %n поранення</numerusform>
        <numerusform>далі в {out} і назад на {hazard} {times}: ще %n поранення</numerusform>
        <numerusform>далі в {out} і назад на {hazard} {times}: ще %n поранень</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{why}; {warrior} cannot be pushed onto any active hazard, so he switches to {other}, who takes the most wounds</source>
      <translation>{why}; {warrior} не можна штовхнути на жодну активну небезпеку, тож він змінює ціль на {other}, кому завдасть найбільше поранень</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: {warrior} heals {gain} (health {health}/{max})</source>
      <translation>{via}: {warrior} відновлює {gain} (здоров’я {health}/{max})</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>no {crest} crest applied</source>
      <translation>ініціативу герба «{crest}» не застосовано</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{ability} ({why})</source>
      <translation>{ability} ({why})</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>he has a star but can apply nothing from the priority list</source>
      <translation>він має зірку, але не може застосувати нічого зі списку пріоритетів</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{trigger}: applies the fallback ability {ability}</source>
      <translation>{trigger}: застосовує запасну властивість {ability}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: {why}; {result}</source>
      <translation>{via}: {why}; {result}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: {why}</source>
      <translation>{via}: {why}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{text}; {compass}</source>
      <translation>{text}; {compass}</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{ability} (already used this turn)</source>
      <translation>{ability} (уже застосована цього ходу)</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{trigger}, but the fallback ability was already applied this turn: nothing happens</source>
      <translation>{trigger}, але запасну властивість цього ходу вже застосовано: нічого не відбувається</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{trigger}; the solo card has no fallback ability</source>
      <translation>{trigger}; на карті для соло-гри немає запасної властивості</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>fallback {ability} cannot be applied: {why}</source>
      <translation>запасну властивість {ability} не можна застосувати: {why}</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>%n time(s)</source>
      <translation>
        <numerusform>%n раз</numerusform>
        <numerusform>%n рази</numerusform>
        <numerusform>%n разів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>adds the push bonus of {locations} (+{bonus}), flipping it</source>
      <translation>додає бонус поштовху локації {locations} (+{bonus}) і перевертає її</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>adds the push bonus of {locations} (+{bonus}), flipping them</source>
      <translation>додає бонуси поштовху локацій {locations} (+{bonus}) і перевертає їх</translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: push {value}: {why}; no enemy can be pushed onto an active hazard</source>
      <translation>{via}: поштовх {value}: {why}; жодного ворога не можна штовхнути на активну небезпеку</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n wound(s)</source>
      <translation>
        <numerusform>{via}: поштовх {value} ({base} + бонус {bonus}): {why}; {notes} — %n поранення</numerusform>
        <numerusform>{via}: поштовх {value} ({base} + бонус {bonus}): {why}; {notes} — %n поранення</numerusform>
        <numerusform>{via}: поштовх {value} ({base} + бонус {bonus}): {why}; {notes} — %n поранень</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/abilities.py" />
      <source>{via}: push {value} ({base}): {why}; {notes} — %n wound(s)</source>
      <translation>
        <numerusform>{via}: поштовх {value} ({base}): {why}; {notes} — %n поранення</numerusform>
        <numerusform>{via}: поштовх {value} ({base}): {why}; {notes} — %n поранення</numerusform>
        <numerusform>{via}: поштовх {value} ({base}): {why}; {notes} — %n поранень</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/abilities.py" />
      <source>{text}; passed over: {skipped}</source>
      <translation>{text}; пропущено: {skipped}</translation>
    </message>
    <message>
      <location filename="../battlecrest/apply.py" />
      <source>flipped: {locations}</source>
      <translation>перевернуто: {locations}</translation>
    </message>
    <message>
      <location filename="../battlecrest/apply.py" />
      <source>{figure} {old} → {new}</source>
      <translation>{figure} {old} → {new}</translation>
    </message>
    <message>
      <location filename="../battlecrest/apply.py" />
      <source>{figure} health {old} → {new}</source>
      <translation>{figure}: здоров’я {old} → {new}</translation>
    </message>
    <message>
      <location filename="../battlecrest/apply.py" />
      <source>the Emperor's turn is written to the board</source>
      <translation>хід Імператора записано на поле</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <location filename="../engine/plan.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>attack</source>
      <translation>атака</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <source>push</source>
      <translation>поштовх</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <location filename="../engine/plan.py" />
      <source>move</source>
      <translation>рух</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <source>heal</source>
      <translation>лікування</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <source>location ability</source>
      <translation>властивість локації</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>order card {card}: {steps}; refresh {refresh}; defense {sign}{modifier}; compass {compass}</source>
      <translation>карта наказу {card}: {steps}; оновлення {refresh}; оборона {sign}{modifier}; компас {compass}</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>{text}, unique crest</source>
      <translation>{text}, унікальний герб</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>sword</source>
      <translation>меч</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>shield</source>
      <translation>щит</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>storm</source>
      <translation>буря</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>boot</source>
      <translation>чобіт</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>crown</source>
      <translation>корона</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>mist</source>
      <translation>туман</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <source>movement</source>
      <translation>переміщення</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <location filename="../imperial/game.py" />
      <source>activation</source>
      <translation>активація</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/rules.py" />
      <source>refresh</source>
      <translation>оновлення</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../board/values.py" />
      <location filename="../imperial/data.py" />
      <location filename="../imperial/ic2.py" />
      <source>is missing</source>
      <translation>відсутнє</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>is {value!r}; expected movement, activation and refresh, each once, in the card's order</source>
      <translation>має значення {value!r}; потрібно movement, activation і refresh, кожне по разу, у порядку карти</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>is {value!r}; expected a whole number</source>
      <translation>має значення {value!r}; потрібне ціле число</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>is {value!r}; expected text</source>
      <translation>має значення {value!r}; потрібен текст</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>is {value!r}; expected one of {allowed}</source>
      <translation>має значення {value!r}; потрібне одне з: {allowed}</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>is {kind}; expected an object</source>
      <translation>має тип {kind}; потрібен об’єкт</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <location filename="../battlecrest/state.py" />
      <source>is not a list</source>
      <translation>не є списком</translation>
    </message>
    <message>
      <location filename="../battlecrest/cards.py" />
      <source>needs exactly one of {kinds}</source>
      <translation>потребує рівно одного з: {kinds}</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <source>{file}: rules.preset is not set (the default game), not 'battlecrest'</source>
      <translation>{file}: rules.preset не задано (типова гра), а не 'battlecrest'</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <source>{file}: rules.preset is {preset}, not 'battlecrest'</source>
      <translation>{file}: rules.preset — {preset}, а не 'battlecrest'</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <source>saved {file} as it stands after the turn</source>
      <translation>збережено {file} у стані після ходу</translation>
    </message>
    <message>
      <location filename="../battlecrest/destination.py" />
      <source>no cell meets the solo card's destination requirements: it does not move</source>
      <translation>жодна комірка не відповідає вимогам напрямку переміщення на карті для соло-гри: воїн не переміщується</translation>
    </message>
    <message>
      <location filename="../battlecrest/destination.py" />
      <source>rule 4: no possible destination can be walked to from any reachable cell: it does not move</source>
      <translation>пункт 4: до жодного можливого напрямку не дійти з жодної досяжної комірки: воїн не переміщується</translation>
    </message>
    <message>
      <location filename="../battlecrest/destination.py" />
      <source>rule 4: no preferred destination is reachable, so it takes the nearest cell toward a possible destination: a possible destination it can reach itself</source>
      <translation>пункт 4: жоден бажаний напрямок не досяжний, тож воїн іде в найближчу комірку в можливому напрямку: це можливий напрямок, якого він сам досягає</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>rule 4: no possible destination settles it, so it moves to the nearest reachable cell toward one: %n step(s) from {cells} ignoring other warriors</source>
      <translation>
        <numerusform>пункт 4: жоден можливий напрямок не підходить, тож воїн переміщується в найближчу досяжну комірку в його бік: %n крок від {cells}, не зважаючи на інших воїнів</numerusform>
        <numerusform>пункт 4: жоден можливий напрямок не підходить, тож воїн переміщується в найближчу досяжну комірку в його бік: %n кроки від {cells}, не зважаючи на інших воїнів</numerusform>
        <numerusform>пункт 4: жоден можливий напрямок не підходить, тож воїн переміщується в найближчу досяжну комірку в його бік: %n кроків від {cells}, не зважаючи на інших воїнів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/destination.py" />
      <source>{why}; equally near: {cells}</source>
      <translation>{why}; однаково близько: {cells}</translation>
    </message>
    <message>
      <location filename="../battlecrest/destination.py" />
      <source>{why}; {compass}</source>
      <translation>{why}; {compass}</translation>
    </message>
    <message>
      <location filename="../battlecrest/destination.py" />
      <source>{why} — its own cell, so it does not move</source>
      <translation>{why} — це його власна комірка, тож він не переміщується</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>{why}; toward the preferred destination (%n bonus(es)): {cells}</source>
      <translation>
        <numerusform>{why}; у бажаному напрямку (%n бонус): {cells}</numerusform>
        <numerusform>{why}; у бажаному напрямку (%n бонуси): {cells}</numerusform>
        <numerusform>{why}; у бажаному напрямку (%n бонусів): {cells}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/destination.py" />
      <source>rule 1: {cell} is its only possible reachable destination</source>
      <translation>пункт 1: {cell} — його єдиний можливий досяжний напрямок</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>rule 2: {cell} is the only reachable preferred destination (%n active location bonus(es))</source>
      <translation>
        <numerusform>пункт 2: {cell} — єдиний досяжний бажаний напрямок (%n бонус активних локацій)</numerusform>
        <numerusform>пункт 2: {cell} — єдиний досяжний бажаний напрямок (%n бонуси активних локацій)</numerusform>
        <numerusform>пункт 2: {cell} — єдиний досяжний бажаний напрямок (%n бонусів активних локацій)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/destination.py" />
      <source>rule 3: several reachable preferred destinations ({cells}, %n bonus(es) each)</source>
      <translation>
        <numerusform>пункт 3: кілька досяжних бажаних напрямків ({cells}, по %n бонусу)</numerusform>
        <numerusform>пункт 3: кілька досяжних бажаних напрямків ({cells}, по %n бонуси)</numerusform>
        <numerusform>пункт 3: кілька досяжних бажаних напрямків ({cells}, по %n бонусів)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>no location {location}</source>
      <translation>немає локації {location}</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>no bonus</source>
      <translation>без бонусу</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>move</source>
      <comment>battlecrest bonus</comment>
      <translation>переміщення</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>push</source>
      <comment>battlecrest bonus</comment>
      <translation>поштовх</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>attack</source>
      <comment>battlecrest bonus</comment>
      <translation>атака</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>defense</source>
      <comment>battlecrest bonus</comment>
      <translation>оборона</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>range</source>
      <comment>battlecrest bonus</comment>
      <translation>дальність</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>{bonus} {value} (double)</source>
      <translation>{bonus} {value} (подвійний)</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>{bonus} {value}</source>
      <translation>{bonus} {value}</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>{location} turned active ({bonuses})</source>
      <translation>{location}: знову активна ({bonuses})</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>{location} flipped ({bonuses})</source>
      <translation>{location}: перевернуто ({bonuses})</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>bonuses {bonuses}</source>
      <translation>бонуси: {bonuses}</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>a hazard</source>
      <translation>небезпечна</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>not a hazard</source>
      <translation>не небезпечна</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>{bonus} is not a location bonus ({bonuses})</source>
      <translation>{bonus} — не бонус локації ({bonuses})</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>the {bonus} bonus is 0, 1 or 2 (a double symbol), not {value}</source>
      <translation>бонус «{bonus}» — 0, 1 або 2 (подвійний символ), а не {value}</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>no ability</source>
      <translation>без властивості</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>an ability type is one of {types}</source>
      <translation>тип властивості — один із: {types}</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>ability {type} {value}</source>
      <translation>властивість {type} {value}</translation>
    </message>
    <message>
      <location filename="../battlecrest/edits.py" />
      <source>ability {type}</source>
      <translation>властивість {type}</translation>
    </message>
    <message>
      <location filename="../battlecrest/field.py" />
      <source>compass {direction}: {chosen} is the {word} of {all}</source>
      <translation>компас {direction}: {chosen} — {word} серед {all}</translation>
    </message>
    <message>
      <location filename="../battlecrest/field.py" />
      <source>location at {cell}</source>
      <translation>локація в {cell}</translation>
    </message>
    <message>
      <location filename="../battlecrest/field.py" />
      <source>{reason}; the compass cannot separate {tied}: players choose (first in reading order shown)</source>
      <translation>{reason}; компас не розрізняє {tied}: вибирають гравці (показано першу в порядку читання)</translation>
    </message>
    <message>
      <location filename="../battlecrest/field.py" />
      <source>topmost</source>
      <translation>найвища</translation>
    </message>
    <message>
      <location filename="../battlecrest/field.py" />
      <source>bottommost</source>
      <translation>найнижча</translation>
    </message>
    <message>
      <location filename="../battlecrest/field.py" />
      <source>rightmost</source>
      <translation>крайня права</translation>
    </message>
    <message>
      <location filename="../battlecrest/field.py" />
      <source>leftmost</source>
      <translation>крайня ліва</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <location filename="content.py" />
      <source>Emperor's turn</source>
      <translation>Хід Імператора</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <location filename="content.py" />
      <source>Emperor's defense</source>
      <translation>Оборона Імператора</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>location</source>
      <translation>локація</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>Battlecrest "Imperator" solo</source>
      <translation>Battlecrest, соло-режим „Імператор“</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>warrior</source>
      <translation>воїнів</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>Flip location {name}</source>
      <translation>Перевернути локацію {name}</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>! a location that is a hazard</source>
      <translation>! небезпечна локація</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>under a location: M move, P push, A attack, D defense, R range bonus (2: a double); ★ an ability</source>
      <translation>під локацією: бонус M переміщення, P поштовху, A атаки, D оборони, R дальності (2 — подвійний); ★ властивість</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/rules.py" />
      <source>attack {target} at %n space(s) — {reason}</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>атака на {target} за %n комірку — {reason}</numerusform>
        <numerusform>атака на {target} за %n комірки — {reason}</numerusform>
        <numerusform>атака на {target} за %n комірок — {reason}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>advance_deck</source>
      <translation>просування колоди</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>move_bonus</source>
      <translation>бонус переміщення</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>march</source>
      <translation>марш</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>activate</source>
      <translation>активація</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>star</source>
      <translation>зірка</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>push_bonus</source>
      <translation>бонус поштовху</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>location_ability</source>
      <translation>властивість локації</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>fallback</source>
      <translation>запасна властивість</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>defend</source>
      <translation>оборона</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>game_over</source>
      <translation>кінець гри</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>advance</source>
      <translation>просування</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>defense</source>
      <translation>оборона</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>the Emperor's whole turn: order card, moves, attacks, abilities (the solo rules' numbered steps)</source>
      <translation>увесь хід Імператора: карта наказу, переміщення, атаки, властивості (пронумеровані кроки соло-правил)</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>the Emperor defends against a player's attack</source>
      <translation>Імператор захищається від атаки гравця</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>game over</source>
      <translation>кінець гри</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>push bonus</source>
      <translation>бонус поштовху</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>move bonus</source>
      <translation>бонус переміщення</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>advance deck</source>
      <translation>просування колоди</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>the defense of the card this warrior blocks with (yours: enter it before the Emperor attacks)</source>
      <translation>оборона карти, якою цей воїн захищається (для ваших воїнів — укажіть її до атаки Імператора)</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>hero or sidekick</source>
      <translation>герой або помічник</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/rules.py" />
      <source>attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}</source>
      <comment>battlecrest</comment>
      <translation>
        <numerusform>атака на {target} за %n комірку (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
        <numerusform>атака на {target} за %n комірки (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
        <numerusform>атака на {target} за %n комірок (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>the Emperor's hero first, then his sidekick</source>
      <translation>спершу герой Імператора, потім його помічник</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>steps in order:</source>
      <translation>кроки по черзі:</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>no order card</source>
      <translation>немає карти наказу</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>the defending warrior (default: the Emperor's hero)</source>
      <translation>воїн, що обороняється (за замовчуванням — герой Імператора)</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>the attack value to defend against</source>
      <translation>значення атаки, від якої треба оборонятися</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>  {n}. [{phase}] {warrior} — {type}: skipped: {reason}</source>
      <translation>  {n}. [{phase}] {warrior} — {type}: пропущено: {reason}</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>  {n}. [{phase}] {warrior} — {type}: {reason}</source>
      <translation>  {n}. [{phase}] {warrior} — {type}: {reason}</translation>
    </message>
    <message>
      <location filename="../battlecrest/rules.py" />
      <source>Attack value</source>
      <translation>Значення атаки</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>shuffled with the recorded seed {seed}, shuffle {shuffle} (enter the real deck's order as the reshuffle to use it instead)</source>
      <translation>перетасовано із записаним зерном {seed}, перетасування {shuffle} (щоб грати справжньою колодою, введіть її порядок як перетасування)</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>the entered reshuffle {entered} is not the discard pile {cards}; </source>
      <translation>введене перетасування {entered} не збігається зі скидом {cards}; </translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>{mismatch}{note}</source>
      <translation>{mismatch}{note}</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <location filename="../board/errors.py" />
      <location filename="../imperial/cli.py" />
      <location filename="../imperial/game.py" />
      <location filename="../table/turn.py" />
      <source>none</source>
      <translation>немає</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>{card!r} names no solo card (known: {known})</source>
      <translation>{card!r} не називає жодної карти для соло-гри (відомі: {known})</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <location filename="../imperial/ic2.py" />
      <source>is not an object</source>
      <translation>не є об’єктом</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>is not a list of order cards</source>
      <translation>не є списком карт наказу</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>is not {shape}</source>
      <translation>не має вигляду {shape}</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>is not a card id</source>
      <translation>не є id карти</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>is {value!r}; expected adjacent or anywhere</source>
      <translation>має значення {value!r}; потрібно adjacent або anywhere</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>in the order the players entered for the reshuffle</source>
      <translation>у порядку, який гравці ввели для перетасування</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>must be a whole number, 0 to {most}</source>
      <translation>має бути цілим числом від 0 до {most}</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>{id!r} names no figure</source>
      <translation>{id!r} не називає жодної фігури</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>{card!r} names no order card</source>
      <translation>{card!r} не називає жодної карти наказу</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>needs {shape}</source>
      <translation>потребує вигляду {shape}</translation>
    </message>
    <message>
      <location filename="../battlecrest/state.py" />
      <source>{card!r} is not an action card of solo card {solo!r}</source>
      <translation>{card!r} не є картою дії карти для соло-гри {solo!r}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{why}: {card}</source>
      <translation>{why}: {card}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>defends with {card}: {base}{locations}{crest} {sign} {modifier} order card = {total}</source>
      <translation>захищається картою {card}: {base}{locations}{crest} {sign} {modifier} (карта наказу) = {total}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{text} (the draw pile ran out: the discard pile was shuffled into it {note})</source>
      <translation>{text} (колода наказів закінчилася: скид перетасовано в колоду {note})</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>movement {total} ({why}, +{bonus} bonus)</source>
      <translation>переміщення {total} ({why}, бонус +{bonus})</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>movement {total} ({why})</source>
      <translation>переміщення {total} ({why})</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>ready cards {cards}</source>
      <translation>підготовлені карти {cards}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>the Emperor's turn starts</source>
      <translation>починається хід Імператора</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source> + {bonus} from {locations} (flipped)</source>
      <translation> + {bonus} від локацій: {locations} (перевернуто)</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>the hero defends</source>
      <translation>герой захищається</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{text} (never below 0)</source>
      <translation>{text} (не нижче ніж 0)</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/turn.py" />
      <source>{why}; attack {attack} → %n wound(s) ({warrior} at {health}/{max})</source>
      <translation>
        <numerusform>{why}; атака {attack} → %n поранення ({warrior}: {health}/{max})</numerusform>
        <numerusform>{why}; атака {attack} → %n поранення ({warrior}: {health}/{max})</numerusform>
        <numerusform>{why}; атака {attack} → %n поранень ({warrior}: {health}/{max})</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{crest} crest initiative applied</source>
      <translation>застосовано ініціативу герба «{crest}»</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>the order card's unique crest counts as a {crest} crest</source>
      <translation>унікальний герб карти наказу вважають гербом «{crest}»</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{movement}: {reason}</source>
      <translation>{movement}: {reason}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>speed {speed}</source>
      <translation>швидкість {speed}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>sidekick movement {speed}</source>
      <translation>переміщення помічника {speed}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>sidekick defends under the base rules: defense {base}{locations} = {total} (no deck advance, no order-card modifier)</source>
      <translation>помічник захищається за правилами базової гри: оборона {base}{locations} = {total} (без просування колоди й модифікатора карти наказу)</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>no ready action card: the hero does not defend (defense 0)</source>
      <translation>немає підготовленої карти дії: герой не захищається (оборона 0)</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>its defense</source>
      <translation>його оборона</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{card} (the ready card with the highest defense), exhausted</source>
      <translation>{card} (підготовлена карта з найвищою обороною), тепер виснажена</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source> + {bonus} {crest} crest</source>
      <translation> + {bonus} за герб «{crest}»</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{names} has fallen: the game is over ("until one of the heroes dies")</source>
      <translation>{names} гине: гра закінчилася («доки один з героїв не загине»)</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{why}: the order deck is empty</source>
      <translation>{why}: колода наказів порожня</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>no ready action card to activate</source>
      <translation>немає підготовленої карти дії для активації</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/turn.py" />
      <source>activates {card}, the first ready card of the action row, %n star(s); it is exhausted</source>
      <translation>
        <numerusform>активує {card} — першу підготовлену карту ряду карт дій, %n зірка; карта виснажена</numerusform>
        <numerusform>активує {card} — першу підготовлену карту ряду карт дій, %n зірки; карта виснажена</numerusform>
        <numerusform>активує {card} — першу підготовлену карту ряду карт дій, %n зірок; карта виснажена</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>activates {card}, the first ready card of the action row; it is exhausted</source>
      <translation>активує {card} — першу підготовлену карту ряду карт дій; карта виснажена</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>no order card or no action row: nothing to check</source>
      <translation>немає карти наказу або ряду карт дій: нічого перевіряти</translation>
    </message>
    <message numerus="yes">
      <location filename="../battlecrest/turn.py" />
      <source>%n ready action card(s) &lt;= refresh value {refresh}: he refreshes (every action card is ready again)</source>
      <translation>
        <numerusform>%n підготовлена карта дії ≤ значення оновлення {refresh}: він виконує оновлення (усі карти дій знову підготовлені)</numerusform>
        <numerusform>%n підготовлені карти дій ≤ значення оновлення {refresh}: він виконує оновлення (усі карти дій знову підготовлені)</numerusform>
        <numerusform>%n підготовлених карт дій ≤ значення оновлення {refresh}: він виконує оновлення (усі карти дій знову підготовлені)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{count} ready action cards &gt; refresh value {refresh}: no refresh</source>
      <translation>підготовлених карт дій: {count} &gt; значення оновлення {refresh}: оновлення немає</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{warrior} applies the movement bonus of {locations} (+{bonus}), flipping it</source>
      <translation>{warrior} застосовує бонус переміщення локації {locations} (+{bonus}) і перевертає її</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{warrior} applies the movement bonus of {locations} (+{bonus}), flipping them</source>
      <translation>{warrior} застосовує бонуси переміщення локацій {locations} (+{bonus}) і перевертає їх</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>{card} {move}</source>
      <translation>{card} {move}</translation>
    </message>
    <message>
      <location filename="../battlecrest/turn.py" />
      <source>no ready action card: the hero does not move</source>
      <translation>немає підготовленої карти дії: герой не переміщується</translation>
    </message>
    <message>
      <location filename="../board/errors.py" />
      <source>{file}: groups has no group "{group}" (groups: {groups})</source>
      <translation>{file}: у groups немає групи «{group}» (групи: {groups})</translation>
    </message>
    <message numerus="yes">
      <location filename="../board/errors.py" />
      <source>(and %n more problem(s))</source>
      <translation>
        <numerusform>(і ще %n помилка)</numerusform>
        <numerusform>(і ще %n помилки)</numerusform>
        <numerusform>(і ще %n помилок)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>is {version!r}; this version of Tabletop AI reads version 1</source>
      <translation>має значення {version!r}; ця версія Tabletop AI читає версію 1</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <location filename="../board/limits.py" />
      <source>has {length:,} characters; the grid is {width} wide</source>
      <translation>має довжину {length:,}, а сітка завширшки {width}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} is not one of {allowed!r}</source>
      <translation>{value!r} не є одним із {allowed!r}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <location filename="../board/reader.py" />
      <source>(top level)</source>
      <translation>(верхній рівень)</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} is not of type {type!r}</source>
      <translation>{value!r} не має типу {type!r}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} is not of type {types}</source>
      <translation>{value!r} не має типу {types}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} is less than the minimum of {limit!r}</source>
      <translation>{value!r} менше за мінімум {limit!r}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} is greater than the maximum of {limit!r}</source>
      <translation>{value!r} більше за максимум {limit!r}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} is too long</source>
      <translation>{value!r} задовге</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>is not any of the allowed forms</source>
      <translation>не має жодної з дозволених форм</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} should be non-empty</source>
      <translation>{value!r} не має бути порожнім</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} is too short</source>
      <translation>{value!r} закоротке</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{value!r} does not match {pattern!r}</source>
      <translation>{value!r} не відповідає шаблону {pattern!r}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>has {rows} rows; the grid is {height} high</source>
      <translation>має рядків: {rows}, а сітка заввишки {height}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{cell} is outside the {size} map</source>
      <translation>{cell} — поза мапою {size}</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <location filename="../imperial/campaign.py" />
      <location filename="../imperial/data.py" />
      <location filename="../table/io.py" />
      <source>is not a JSON object</source>
      <translation>не є об’єктом JSON</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>must be {format!r}, not {given!r}: not a board file</source>
      <translation>має бути {format!r}, а не {given!r}: це не файл мапи</translation>
    </message>
    <message>
      <location filename="../board/io.py" />
      <source>{name!r} is missing</source>
      <translation>не має {name!r}</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>edges between cells of {map}</source>
      <translation>країв між клітинками {map}</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>has {count:,} entries; at most {most:,} are read</source>
      <translation>має записів: {count:,}; читається щонайбільше {most:,}</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>the {size} map</source>
      <translation>мапи {size}</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>the largest map</source>
      <translation>найбільшої мапи</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>rows of {map}</source>
      <translation>рядків {map}</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>cells of {map}</source>
      <translation>клітинок {map}</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>points a board holds (one a cell)</source>
      <translation>точок, які вміщує мапа (по одній на клітинку)</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>figures a board holds (one a cell)</source>
      <translation>фігур, які вміщує мапа (по одній на клітинку)</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>groups a board holds</source>
      <translation>груп, які вміщує мапа</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>has {count:,} entries, more than the {most:,} {what}</source>
      <translation>має записів: {count:,}, більше, ніж {what} ({most:,})</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>has {count:,} instructions; a group has at most {most}</source>
      <translation>має інструкцій: {count:,}; у групі їх щонайбільше {most}</translation>
    </message>
    <message>
      <location filename="../board/limits.py" />
      <source>has {count:,} entries; a board has at most {most} figures</source>
      <translation>має записів: {count:,}; на мапі щонайбільше {most} фігур</translation>
    </message>
    <message>
      <location filename="../board/placement.py" />
      <source>{name} would stand off the map</source>
      <translation>{name} — поза межами мапи</translation>
    </message>
    <message>
      <location filename="../board/placement.py" />
      <source>{name} already stands there</source>
      <translation>Тут уже стоїть {name}</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <location filename="../maps/tiled_files.py" />
      <source>line {line} column {column}</source>
      <translation>рядок {line}, стовпець {column}</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>is nested more than {depth} levels deep</source>
      <translation>має глибину вкладення понад {depth}</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <location filename="../maps/tiled_files.py" />
      <source>is not a regular file (a pipe, a device or a socket); only files are read</source>
      <translation>не є звичайним файлом (канал, пристрій чи сокет); читаються лише файли</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>{name} is not a JSON number (JSON has no NaN or Infinity)</source>
      <translation>{name} не є числом JSON (у JSON немає NaN чи Infinity)</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>is a number written with {count} characters; at most 100 are read</source>
      <translation>є числом, у записі якого знаків: {count}; читається щонайбільше 100</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>{text} is too large for a number</source>
      <translation>{text} — завелике число</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Expecting value</source>
      <translation>очікувалося значення</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Expecting ',' delimiter</source>
      <translation>очікувався роздільник ','</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Expecting ':' delimiter</source>
      <translation>очікувався роздільник ':'</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Expecting property name enclosed in double quotes</source>
      <translation>очікувалася назва поля в подвійних лапках</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Extra data</source>
      <translation>зайві дані після кінця JSON</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Unterminated string starting at</source>
      <translation>тут починається незакритий рядок</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Invalid control character at</source>
      <translation>тут недопустимий керівний символ</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Invalid \escape</source>
      <translation>недопустима екранована послідовність \</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Invalid \uXXXX escape</source>
      <translation>недопустима послідовність \uXXXX</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Illegal trailing comma before end of object</source>
      <translation>зайва кома перед кінцем об’єкта</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>Illegal trailing comma before end of array</source>
      <translation>зайва кома перед кінцем масиву</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>holds a lone UTF-16 surrogate (such as \ud800), which is not text</source>
      <translation>містить одиночний сурогат UTF-16 (як-от \ud800), а це не текст</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>is {count:,} characters long; files of at most {mb} MB are read</source>
      <translation>має символів: {count:,}; читаються файли щонайбільше на {mb} МБ</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>is larger than {mb} MB; files of at most that size are read</source>
      <translation>більший за {mb} МБ; читаються файли щонайбільше такого розміру</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>is a number with {digits} digits; at most {most} are read</source>
      <translation>є числом, у якому цифр: {digits}; читається щонайбільше {most}</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>is not valid JSON: {why}</source>
      <translation>не є правильним JSON: {why}</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <location filename="../imperial/ic2.py" />
      <source>is {size:,} bytes; files of at most {mb} MB are read</source>
      <translation>має розмір {size:,} байт; читаються файли щонайбільше на {mb} МБ</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <location filename="../maps/tiled_files.py" />
      <source>does not exist</source>
      <translation>не існує</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <location filename="../maps/picture.py" />
      <location filename="../maps/tiled_files.py" />
      <source>is a folder, not a file</source>
      <translation>є текою, а не файлом</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>cannot be read: {why}</source>
      <translation>не вдається прочитати: {why}</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <location filename="../maps/tiled_files.py" />
      <source>byte {at}</source>
      <translation>байт {at}</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <location filename="../maps/tiled_files.py" />
      <source>is not UTF-8 text</source>
      <translation>не є текстом UTF-8</translation>
    </message>
    <message>
      <location filename="../board/reader.py" />
      <source>has a key holding a lone UTF-16 surrogate (such as \ud800)</source>
      <translation>має ключ з одиночним сурогатом UTF-16 (як-от \ud800)</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <location filename="../table/io.py" />
      <source>id "{id}" is used twice</source>
      <translation>id «{id}» використано двічі</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" names no figure</source>
      <translation>«{id}» не називає жодної фігури</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>{a}-{b}: these cells do not share an edge</source>
      <translation>{a}-{b}: ці клітинки не мають спільного краю</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>{a}-{b}: {cell} is outside the {size} map (the map border is a wall already)</source>
      <translation>{a}-{b}: {cell} поза мапою {size} (край мапи — уже стіна)</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>orientation {orientation!r} does not go with offset {offset!r} (pointy tops use odd-r/even-r, flat tops odd-q/even-q)</source>
      <translation>орієнтація {orientation!r} не поєднується зі зсувом {offset!r} (гострі верхи — odd-r/even-r, пласкі — odd-q/even-q)</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>corner-to-corner sight is for square grids; hex grids use center-line</source>
      <translation>видимість corner-to-corner — для квадратних сіток; гексові сітки використовують center-line</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>center-line sight is for hex grids; square grids use corner-to-corner</source>
      <translation>видимість center-line — для гексових сіток; квадратні сітки використовують corner-to-corner</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" has size {size}; large figures are only supported on square grids</source>
      <translation>«{id}» має розмір {size}; великі фігури можливі лише на квадратних сітках</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" has size {figure_size}, larger than the {size} map</source>
      <translation>«{id}» має розмір {figure_size}, більший за мапу {size}</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <location filename="../table/io.py" />
      <source>"{id}" has health {health} above its max_health {max}</source>
      <translation>«{id}» має здоров’я {health}, більше за max_health {max}</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>at {cell}: {why}</source>
      <translation>у {cell}: {why}</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>{label} at {cell} is outside the {size} map</source>
      <translation>{label} у {cell} — поза мапою {size}</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>at {cell} is outside the {size} map</source>
      <translation>у {cell} — поза мапою {size}</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" at {cell} stands on a no-cell square ("-")</source>
      <translation>«{id}» у {cell} стоїть там, де немає клітинки («-»)</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" names no point</source>
      <translation>«{id}» не називає жодної точки</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" at {cell} is outside the {size} map</source>
      <translation>«{id}» у {cell} — поза мапою {size}</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" at {cell} with size {figure_size} reaches {reached}, outside the {size} map</source>
      <translation>«{id}» у {cell} розміром {figure_size} сягає {reached}, поза мапою {size}</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" at {cell} stands on {kind} terrain, which only Mobile or Massive figures may end on</source>
      <translation>«{id}» у {cell} стоїть на місцевості {kind}, де можуть зупинятися лише фігури Mobile чи Massive</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" at {cell} stands on the same cell as "{other}"</source>
      <translation>«{id}» у {cell} стоїть на тій самій клітинці, що й «{other}»</translation>
    </message>
    <message>
      <location filename="../board/validate.py" />
      <source>"{id}" is listed twice in this group</source>
      <translation>"{id}" записано в цій групі двічі</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../table/io.py" />
      <source>a whole number</source>
      <translation>ціле число</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../table/io.py" />
      <source>true or false</source>
      <translation>true або false</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../table/io.py" />
      <source>a string</source>
      <translation>рядок</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../table/io.py" />
      <source>a list</source>
      <translation>список</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <source>an object</source>
      <translation>об’єкт</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../table/io.py" />
      <source>is {value}; it must be {what}</source>
      <translation>має значення {value}; потрібно: {what}</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../engine/checks.py" />
      <source>is {value}; it must be a whole number {lo} to {hi}</source>
      <translation>має значення {value}; потрібно ціле число від {lo} до {hi}</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../engine/checks.py" />
      <location filename="../imperial/ic2.py" />
      <location filename="../table/io.py" />
      <source>is {value}; it must be {lo} to {hi}</source>
      <translation>має значення {value}; потрібно від {lo} до {hi}</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../imperial/ic2.py" />
      <location filename="../table/io.py" />
      <source>has {count:,} characters; at most {most:,} are read</source>
      <translation>має символів: {count:,}; читається щонайбільше {most:,}</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <source>is empty</source>
      <translation>порожнє</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <location filename="../engine/checks.py" />
      <location filename="../imperial/data.py" />
      <location filename="../wargame/retreat.py" />
      <source>is {value}; it must be one of {choices}</source>
      <translation>має значення {value}; потрібно одне з: {choices}</translation>
    </message>
    <message>
      <location filename="../board/values.py" />
      <source>holds the control character {char}; an id may not</source>
      <translation>містить керівний символ {char}; в ідентифікаторі він неприпустимий</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <location filename="../gloomhaven/rules.py" />
      <location filename="../maps/tiled.py" />
      <source>square</source>
      <translation>квадратна</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>hex</source>
      <translation>гексагональна</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>{file}: valid ({grid} {width}x{height}, {figures}, {groups})</source>
      <translation>{file}: без помилок ({grid} {width}x{height}, {figures}, {groups})</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>{board} — group {group} ({order})</source>
      <translation>{board} — група {group} ({order})</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>{group}: {figures} — {instructions}</source>
      <translation>{group}: {figures} — {instructions}</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>--size {w}x{h}: each side must be 1..{most} pixels</source>
      <translation>--size {w}x{h}: кожна сторона має бути від 1 до {most} пікселів</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <location filename="../imperial/cli.py" />
      <source>warning: {text}</source>
      <translation>попередження: {text}</translation>
    </message>
    <message numerus="yes">
      <location filename="../cli.py" />
      <location filename="../maps/common.py" />
      <source>%n figure(s)</source>
      <translation>
        <numerusform>%n фігура</numerusform>
        <numerusform>%n фігури</numerusform>
        <numerusform>%n фігур</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../cli.py" />
      <source>%n group(s)</source>
      <translation>
        <numerusform>%n група</numerusform>
        <numerusform>%n групи</numerusform>
        <numerusform>%n груп</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>{file}: groups[{index}].id {id} holds a line break or another control character: --ids cannot print it as one line (give the group another id)</source>
      <translation>{file}: groups[{index}].id: ідентифікатор {id} містить розрив рядка чи інший керівний символ — --ids не може вивести його одним рядком (дайте групі інший ідентифікатор)</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>--size {size} is not WIDTHxHEIGHT</source>
      <translation>--size {size} не має вигляду ШИРИНАxВИСОТА</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>{id} ({name})</source>
      <translation>{id} ({name})</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>no figures</source>
      <translation>без фігур</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>no instructions</source>
      <translation>немає інструкцій</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>instruction type {kind} is not known to {rules} (known: {known})</source>
      <translation>тип інструкції {kind} невідомий правилам «{rules}» (відомі: {known})</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>instruction type {kind} is not known to {rules} (known: {known}); did you mean {close}?</source>
      <translation>тип інструкції {kind} невідомий правилам «{rules}» (відомі: {known}); можливо, ви мали на увазі {close}?</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>is {value}; it must be true or false</source>
      <translation>має значення {value}; потрібно true або false</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>is {value}; it must be an instruction object</source>
      <translation>має значення {value}; потрібен об’єкт інструкції</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>is {value}; it must be an instruction type</source>
      <translation>має значення {value}; потрібен тип інструкції</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>is {value}; it must be a string</source>
      <translation>має значення {value}; потрібен рядок</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>is {value}; it must be a list of at most 100 strings</source>
      <translation>має значення {value}; потрібен список щонайбільше зі 100 рядків</translation>
    </message>
    <message>
      <location filename="../engine/checks.py" />
      <source>has {value}; each must be one of {choices}</source>
      <translation>містить {value}; кожне має бути одним із: {choices}</translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/instructions.py" />
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>%n space(s)</source>
      <translation>
        <numerusform>%n клітинка</numerusform>
        <numerusform>%n клітинки</numerusform>
        <numerusform>%n клітинок</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/rules.py" />
      <location filename="../imperial/automated_emperor.py" />
      <location filename="../wargame/retreat.py" />
      <source>out of reach</source>
      <translation>недосяжно</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>{tried}; so {reason}</source>
      <translation>{tried}; тож {reason}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>the closest it can get: adjacent to {target} ({why})</source>
      <translation>найближче, куди вона дістається: поруч із ціллю {target} ({why})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>the closest it can get: {where} from {target} ({why})</source>
      <translation>найближче, куди вона дістається: за {where} від цілі {target} ({why})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>{prefix}{reason}</source>
      <translation>{prefix}{reason}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>too close (nearest hostile {where}, wants {want}): moves as far from the hostile figures as it can</source>
      <translation>надто близько (найближчий ворог за {where}, треба {want}): відходить від ворожих фігур якнайдалі</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>too far (nearest hostile {where}, wants {want}): moves as close to the hostile figures as it can</source>
      <translation>надто далеко (найближчий ворог за {where}, треба {want}): підходить до ворожих фігур якнайближче</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>no friendly base: retreats as far from the enemy as it can</source>
      <translation>немає дружньої бази: відступає від ворога якнайдалі</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>{target} is the target</source>
      <translation>{target} — ціль</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>already adjacent to {target}</source>
      <translation>уже поруч із ціллю {target}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>cannot get closer to {target} ({where})</source>
      <translation>не може підійти ближче до цілі {target} ({where})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/wording.py" />
      <source>cannot reach a cell adjacent to {target}</source>
      <translation>не дістається клітинки поруч із ціллю {target}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>cannot move adjacent to any hostile figure</source>
      <translation>не може підійти впритул до жодної ворожої фігури</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>moves as close as it can to the reposition point {point}</source>
      <translation>підходить якнайближче до точки переміщення {point}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>no hostile figure to reposition against</source>
      <translation>немає ворожої фігури, відносно якої переміщуватися</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/wording.py" />
      <source>the cheapest cell exactly {where} from the nearest hostile figure</source>
      <translation>найдешевша клітинка рівно за {where} від найближчої ворожої фігури</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>{reason}; it is already as well placed as it can be</source>
      <translation>{reason}; фігура вже стоїть якнайкраще</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/wording.py" />
      <source>no reachable cell can attack {target}</source>
      <translation>з жодної досяжної клітинки не атакувати ціль {target}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>cannot move to attack any hostile figure: {tried}</source>
      <translation>не може підійти для атаки на жодну ворожу фігуру: {tried}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>cannot attack {target} ({why})</source>
      <translation>не може атакувати ціль {target} ({why})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>retreats toward the nearest friendly base ({bases}), ending {where} from it</source>
      <translation>відступає до найближчої дружньої бази ({bases}) і зупиняється за {where} від неї</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>no hostile figure</source>
      <translation>немає ворожої фігури</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>reaches the reposition point {point}</source>
      <translation>досягає точки переміщення {point}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>cannot get closer to point {point}</source>
      <translation>не може підійти ближче до точки {point}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>already {where} from the nearest hostile figure</source>
      <translation>уже за {where} від найближчої ворожої фігури</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/wording.py" />
      <source>the closest cell adjacent to {target} ({where})</source>
      <translation>найближча клітинка поруч із ціллю {target} ({where})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/wording.py" />
      <source>the closest cell with line of sight to {target} ({where})</source>
      <translation>найближча клітинка з лінією видимості до цілі {target} ({where})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../imperial/ic_play.py" />
      <source>limit of one attack action: this figure already made an attack action this activation</source>
      <translation>не більше однієї дії атаки: ця фігура вже виконала дію атаки за цю активацію</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>{why} and in line of sight</source>
      <translation>{why}, і на лінії видимості</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>no target in range and line of sight: {tried}</source>
      <translation>немає цілі в межах дальності й на лінії видимості: {tried}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/wording.py" />
      <source>no legal retreat cell: destroyed</source>
      <translation>немає дозволеної клітинки для відступу: знищено</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>no hostile figure to move toward</source>
      <translation>немає ворожої фігури, до якої рухатися</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../imperial/ic_play.py" />
      <source>already adjacent to {target} ({why})</source>
      <translation>уже поруч із ціллю {target} ({why})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>no point named {point!r}</source>
      <translation>немає точки з назвою {point!r}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>already on reposition point {point}</source>
      <translation>уже на точці переміщення {point}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>{rules} has no instruction {type!r}</source>
      <translation>у правилах «{rules}» немає інструкції {type!r}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <location filename="../engine/wording.py" />
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest cell adjacent to {target} ({why})</source>
      <translation>найдешевша клітинка поруч із ціллю {target} ({why})</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>already the best place: {what} — {why}</source>
      <translation>уже найкраще місце: {what} — {why}</translation>
    </message>
    <message>
      <location filename="../engine/instructions.py" />
      <source>{what} — {why}</source>
      <translation>{what} — {why}</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>move toward</source>
      <translation>рух до цілі</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>move to engage</source>
      <translation>рух упритул</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>move to reposition</source>
      <translation>рух на позицію</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>move to attack</source>
      <translation>рух для атаки</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>retreat</source>
      <translation>відступ</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>{action}: {reason}</source>
      <translation>{action}: {reason}</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <location filename="../table/turn.py" />
      <source>nobody</source>
      <translation>нікого</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>{action} skipped ({reason})</source>
      <translation>{action} — пропущено ({reason})</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>move {mp} to {cell}, {reason}</source>
      <translation>рух на {mp} до {cell}: {reason}</translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/plan.py" />
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n space(s) — {reason}</source>
      <translation>
        <numerusform>атака на {target} за %n клітинку — {reason}</numerusform>
        <numerusform>атака на {target} за %n клітинки — {reason}</numerusform>
        <numerusform>атака на {target} за %n клітинок — {reason}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>{action}: stays at {cell} ({reason})</source>
      <translation>{action}: лишається в {cell} ({reason})</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>move {mp} to {cell} (or {cells}), {reason}</source>
      <translation>рух на {mp} до {cell} (або {cells}): {reason}</translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/plan.py" />
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}</source>
      <translation>
        <numerusform>атака на {target} за %n клітинку (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
        <numerusform>атака на {target} за %n клітинки (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
        <numerusform>атака на {target} за %n клітинок (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <location filename="../engine/wording.py" />
      <source>attack {target} at ? spaces — {reason}</source>
      <translation>атака на {target} (відстань невідома) — {reason}</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>does nothing</source>
      <translation>нічого не робить</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <location filename="../engine/wording.py" />
      <source>attack {target} at ? spaces (tied with {ties}: players choose) — {reason}</source>
      <translation>атака на {target} (відстань невідома; нарівні з {ties}: вибирають гравці) — {reason}</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>{name}: {actions} — destroyed</source>
      <translation>{name}: {actions} — знищено</translation>
    </message>
    <message>
      <location filename="../engine/plan.py" />
      <source>{name}: {actions}</source>
      <translation>{name}: {actions}</translation>
    </message>
    <message>
      <location filename="../engine/priority.py" />
      <source>{criterion}: {value} against {other}'s {other_value}</source>
      <translation>{criterion}: {value} (у {other} — {other_value})</translation>
    </message>
    <message>
      <location filename="../engine/priority.py" />
      <source>tied on every criterion with {names}: players choose</source>
      <translation>нарівні з {names} за всіма критеріями: вибирають гравці</translation>
    </message>
    <message>
      <location filename="../engine/priority.py" />
      <source>the only candidate</source>
      <translation>єдиний кандидат</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>not adjacent</source>
      <translation>не поруч</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>adjacent</source>
      <translation>поруч</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../gloomhaven/rules.py" />
      <source>no line of sight</source>
      <translation>немає лінії видимості</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>in line of sight</source>
      <translation>на лінії видимості</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>movement points to spend (default: the figure's speed)</source>
      <translation>скільки ОР витратити (за замовчуванням — швидкість фігури)</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../imperial/ic_play.py" />
      <source>a named target, tried first while it is healthy</source>
      <translation>названа ціль: її пробують першою, доки вона неушкоджена</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>The board format's default rules</source>
      <translation>Типові правила формату мапи</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>hero</source>
      <translation>героїв</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>move as close to the target as the MP allow</source>
      <translation>підійти до цілі так близько, як дозволяють ОР</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>Move toward</source>
      <translation>Рух до цілі</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>move adjacent to the target by the fewest MP, else the next target; none: skipped</source>
      <translation>підійти впритул до цілі за найменше ОР, інакше до наступної цілі; немає: пропуск</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>Move to engage</source>
      <translation>Рух упритул</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <source>move to a cell at `distance` counted spaces from the nearest hostile figure (or onto `point`)</source>
      <translation>перейти на клітинку за `distance` клітинок від найближчої ворожої фігури (або на `point`)</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>Move to reposition</source>
      <translation>Рух на позицію</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <source>move to the closest cell from which it can attack the target, else the next target; none: skipped</source>
      <translation>перейти на найближчу клітинку, з якої можна атакувати ціль, інакше наступну ціль; немає: пропуск</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>Move to attack</source>
      <translation>Рух для атаки</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>attack the target if in range and sight, else the next target; none: skipped</source>
      <translation>атакувати ціль, якщо вона в межах дальності й на лінії видимості, інакше наступну; немає: пропуск</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>Attack</source>
      <translation>Атака</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <source>leave the cell toward the nearest friendly stronghold or outpost; no legal cell: destroyed</source>
      <translation>залишити клітинку в бік найближчої дружньої фортеці чи форпосту; немає дозволеної клітинки: знищено</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../wargame/retreat.py" />
      <source>Retreat</source>
      <translation>Відступ</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>spawn point</source>
      <translation>точка появи</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>stronghold (base)</source>
      <translation>фортеця (база)</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>outpost (base)</source>
      <translation>форпост (база)</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>reposition point</source>
      <translation>точка переміщення</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>objective</source>
      <translation>ціль місії</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>terminal</source>
      <translation>термінал</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>diagonal steps allowed except through closed corners (`ia`) or none (`none`)</source>
      <translation>кроки по діагоналі дозволені, крім як крізь закриті кути (`ia`), або заборонені (`none`)</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>line of sight: `corner-to-corner` (square grids) or `center-line` (hex grids); unset: by the grid</source>
      <translation>лінія видимості: `corner-to-corner` (квадратні сітки) або `center-line` (гексові сітки); не задано — за сіткою</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>a line may run along a wall or touch a corner without being blocked</source>
      <translation>лінія може йти вздовж стіни чи торкатися кута, і її ніщо не перекриває</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>the longest range of a ranged attack, in counted spaces on a square grid or hexes on a hex grid, before `accuracy` is added (null: no maximum)</source>
      <translation>найбільша дальність атаки здалеку в клітинках на квадратній сітці чи гексах на гексовій до додавання `accuracy` (null — без обмеження)</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>`"report"` lists every equally good cell; `{"compass": "E"}` breaks ties toward that edge</source>
      <translation>`"report"` перелічує всі однаково добрі клітинки чи гекси; `{"compass": "E"}` розв’язує нічию в бік цього краю</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>{target} is the closest wounded {hero} ({where})</source>
      <translation>{target} — найближча ціль серед поранених {hero} ({where})</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>{target} is the named target</source>
      <translation>{target} — названа ціль</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>{target} is the closest healthy {hero} ({where})</source>
      <translation>{target} — найближча ціль серед неушкоджених {hero} ({where})</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>closest to its first target first, then group order</source>
      <translation>спершу найближча до своєї першої цілі, далі в порядку групи</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <source>counted spaces to keep from the nearest hostile figure</source>
      <translation>скільки клітинок тримати від найближчої ворожої фігури</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>a map point to stop on instead</source>
      <translation>точка мапи, на якій натомість зупинитися</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>movement points for the retreat</source>
      <translation>ОР для відступу</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>{target} is the closest healthy {hero} ({where}), with least health left ({health})</source>
      <translation>{target} — найближча ціль серед неушкоджених {hero} ({where}), з найменшим запасом здоров’я ({health})</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>{target} is the closest wounded {hero} ({where}), with least health left ({health})</source>
      <translation>{target} — найближча ціль серед поранених {hero} ({where}), з найменшим запасом здоров’я ({health})</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>{target} is the closest healthy {hero} ({where}), with most health ({health})</source>
      <translation>{target} — найближча ціль серед неушкоджених {hero} ({where}), з найбільшим здоров’ям ({health})</translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <source>{target} is the closest wounded {hero} ({where}), with most health ({health})</source>
      <translation>{target} — найближча ціль серед поранених {hero} ({where}), з найбільшим здоров’ям ({health})</translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <source>%n space(s) from the nearest hostile figure</source>
      <translation>
        <numerusform>за %n клітинку від найближчої ворожої фігури</numerusform>
        <numerusform>за %n клітинки від найближчої ворожої фігури</numerusform>
        <numerusform>за %n клітинок від найближчої ворожої фігури</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../engine/rules.py" />
      <location filename="../engine/wording.py" />
      <source>more than {range} spaces away</source>
      <translation>далі, ніж дальність атаки ({range})</translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <location filename="../gloomhaven/rules.py" />
      <location filename="../wargame/retreat.py" />
      <source>%n hex(es)</source>
      <translation>
        <numerusform>%n гекс</numerusform>
        <numerusform>%n гекси</numerusform>
        <numerusform>%n гексів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>more than {range} hexes away</source>
      <translation>далі, ніж дальність атаки ({range})</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>cannot reach a hex adjacent to {target}</source>
      <translation>не дістається гекса поруч із ціллю {target}</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>the cheapest hex exactly {where} from the nearest hostile figure</source>
      <translation>найдешевший гекс рівно за {where} від найближчої ворожої фігури</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>no reachable hex can attack {target}</source>
      <translation>з жодного досяжного гекса не атакувати ціль {target}</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>the closest hex adjacent to {target} ({where})</source>
      <translation>найближчий гекс поруч із ціллю {target} ({where})</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>the closest hex with line of sight to {target} ({where})</source>
      <translation>найближчий гекс з лінією видимості до цілі {target} ({where})</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>no legal retreat hex: destroyed</source>
      <translation>немає дозволеного гекса для відступу: знищено</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>the cheapest hex adjacent to {target} ({why})</source>
      <translation>найдешевший гекс поруч із ціллю {target} ({why})</translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n hex(es) — {reason}</source>
      <translation>
        <numerusform>атака на {target} за %n гекс — {reason}</numerusform>
        <numerusform>атака на {target} за %n гекси — {reason}</numerusform>
        <numerusform>атака на {target} за %n гексів — {reason}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <source>attack {target} at %n hex(es) (tied with {ties}: players choose) — {reason}</source>
      <translation>
        <numerusform>атака на {target} за %n гекс (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
        <numerusform>атака на {target} за %n гекси (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
        <numerusform>атака на {target} за %n гексів (нарівні з {ties}: вибирають гравці) — {reason}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>attack {target} at ? hexes — {reason}</source>
      <translation>атака на {target} (відстань невідома) — {reason}</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>attack {target} at ? hexes (tied with {ties}: players choose) — {reason}</source>
      <translation>атака на {target} (відстань невідома; нарівні з {ties}: вибирають гравці) — {reason}</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>move to a hex at `distance` counted hexes from the nearest hostile figure (or onto `point`)</source>
      <translation>перейти на гекс за `distance` гексів від найближчої ворожої фігури (або на `point`)</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>counted hexes to keep from the nearest hostile figure</source>
      <translation>скільки гексів тримати від найближчої ворожої фігури</translation>
    </message>
    <message numerus="yes">
      <location filename="../engine/wording.py" />
      <source>%n hex(es) from the nearest hostile figure</source>
      <translation>
        <numerusform>за %n гекс від найближчої ворожої фігури</numerusform>
        <numerusform>за %n гекси від найближчої ворожої фігури</numerusform>
        <numerusform>за %n гексів від найближчої ворожої фігури</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>move to the closest hex from which it can attack the target, else the next target; none: skipped</source>
      <translation>перейти на найближчий гекс, з якого можна атакувати ціль, інакше наступну ціль; немає: пропуск</translation>
    </message>
    <message>
      <location filename="../engine/wording.py" />
      <source>leave the hex toward the nearest friendly stronghold or outpost; no legal hex: destroyed</source>
      <translation>залишити гекс у бік найближчої дружньої фортеці чи форпосту; немає дозволеного гекса: знищено</translation>
    </message>
    <message>
      <location filename="../gloomhaven/edition.py" />
      <source>is {value}; it must be "vertex" or "full-hex"</source>
      <translation>має значення {value}; потрібно "vertex" або "full-hex"</translation>
    </message>
    <message>
      <location filename="../gloomhaven/edition.py" />
      <location filename="../maps/picture.py" />
      <location filename="../wargame/retreat.py" />
      <source>must be true or false</source>
      <translation>має бути true або false</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>out of range</source>
      <translation>поза дальністю</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>in range and line of sight</source>
      <translation>у межах дальності й на лінії видимості</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>one monster ability card line: focus, move and attack by the rulebook</source>
      <translation>один рядок карти здібностей монстра: фокус, рух і атака за правилами</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Gloomhaven monster AI</source>
      <translation>ШІ монстрів Gloomhaven</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>character</source>
      <translation>персонажів</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Frosthaven monster AI</source>
      <translation>ШІ монстрів Frosthaven</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Jaws of the Lion monster AI</source>
      <translation>ШІ монстрів Jaws of the Lion</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>focus {who}: {criteria}</source>
      <translation>фокус — {who}: {criteria}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Monster action</source>
      <translation>Дія монстра</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>then lowest initiative ({initiative})</source>
      <translation>далі найменша ініціатива ({initiative})</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>focus {who}: {criteria} — tied, the players choose</source>
      <translation>фокус — {who}: {criteria} — нарівні, вибирають гравці</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>no character it could attack from any hex it can reach: no focus, it stays</source>
      <translation>з жодного досяжного гекса не атакувати жодного персонажа: фокусу немає, монстр лишається на місці</translation>
    </message>
    <message numerus="yes">
      <location filename="../gloomhaven/rules.py" />
      <source>{reason}; %n equally good choices (end hex and targets), the players choose</source>
      <translation>
        <numerusform>{reason}; %n однаково добрий варіант (кінцевий гекс і цілі), вибирають гравці</numerusform>
        <numerusform>{reason}; %n однаково добрі варіанти (кінцевий гекс і цілі), вибирають гравці</numerusform>
        <numerusform>{reason}; %n однаково добрих варіантів (кінцевий гекс і цілі), вибирають гравці</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>movement (0: no move)</source>
      <translation>рух (0 — без руху)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>attack range (0: melee)</source>
      <translation>дальність атаки (0 — ближній бій)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>targets (0: a move without an attack, 6: target all)</source>
      <translation>кількість цілей (0 — рух без атаки, 6 — усі цілі)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>flying: ignores terrain and figures while moving</source>
      <translation>політ: під час руху не зважає на місцевість і фігури</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>jumping: ignores terrain and figures but the last hex</source>
      <translation>стрибок: не зважає на місцевість і фігури, крім останнього гекса</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>teleport (Frosthaven)</source>
      <translation>телепортація (Frosthaven)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>muddled: attacks with disadvantage</source>
      <translation>замішання: атакує з перешкодою</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>area of effect: {"cells": [[dq, dr], ...]} axial offsets</source>
      <translation>зона дії: {"cells": [[dq, dr], ...]} — осьові зсуви</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>line of sight: from corner to corner (`vertex`) or from any point of one hex to any point of the other (`full-hex`)</source>
      <translation>лінія видимості: від кута до кута (`vertex`) або від будь-якої точки одного гекса до будь-якої точки іншого (`full-hex`)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>a jump ending on difficult terrain pays 2 for that last hex</source>
      <translation>стрибок, що закінчується на важкій місцевості, коштує 2 за цей останній гекс</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>focus ties are broken by proximity before initiative</source>
      <translation>нічию у виборі фокуса розв’язує близькість, а вже потім ініціатива</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>first avoid disadvantage against the focus, then maximise targets</source>
      <translation>спершу уникати перешкоди проти фокуса, потім мати якнайбільше цілей</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>when it cannot attack this turn, move toward the most targets next turn</source>
      <translation>якщо цього ходу атакувати не може, іде туди, звідки наступного ходу атакує найбільше цілей</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>rank secondary targets with the focus rules</source>
      <translation>упорядковувати додаткові цілі за правилами фокуса</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>monster action</source>
      <translation>дія монстра</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>elite monsters first, then normal, in standee order</source>
      <translation>спершу елітні монстри, потім звичайні, у порядку номерів фішок</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <location filename="../wargame/retreat.py" />
      <source>{a} or {b}</source>
      <translation>{a} або {b}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{a} and {b}</source>
      <translation>{a} і {b}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>walking</source>
      <translation>пішки</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>flying</source>
      <translation>політ</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>jumping</source>
      <translation>стрибок</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>teleporting</source>
      <translation>телепортація</translation>
    </message>
    <message numerus="yes">
      <location filename="../gloomhaven/rules.py" />
      <source>the character it can attack with the least movement ({move}), entering %n negative hex(es) at least</source>
      <translation>
        <numerusform>персонаж, якого можна атакувати з найменшим рухом ({move}), пройшовши щонайменше %n негативний гекс</numerusform>
        <numerusform>персонаж, якого можна атакувати з найменшим рухом ({move}), пройшовши щонайменше %n негативні гекси</numerusform>
        <numerusform>персонаж, якого можна атакувати з найменшим рухом ({move}), пройшовши щонайменше %n негативних гексів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>the character it can attack with the least movement ({move})</source>
      <translation>персонаж, якого можна атакувати з найменшим рухом ({move})</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>then nearest ({hexes})</source>
      <translation>далі найближчий ({hexes})</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>moves {mp} (sliding on icy terrain) to {cell}</source>
      <translation>рухається на {mp} до {cell} (ковзаючи по кризі)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>moves {mp} to {cell}</source>
      <translation>рухається на {mp} до {cell}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>moves {mp} ({mode}) (sliding on icy terrain) to {cell}</source>
      <translation>рухається на {mp} ({mode}) до {cell} (ковзаючи по кризі)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>moves {mp} ({mode}) to {cell}</source>
      <translation>рухається на {mp} ({mode}) до {cell}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{focus}; {where}, the best hex to attack {targets} from</source>
      <translation>{focus}; {where} — найкращий гекс, щоб атакувати {targets}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Move</source>
      <translation>Рух</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Range</source>
      <translation>Дальність</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Targets</source>
      <translation>Цілі</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Flying</source>
      <translation>Політ</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Jumping</source>
      <translation>Стрибок</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Teleport</source>
      <translation>Телепортація</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Muddled</source>
      <translation>Замішання</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>Area of effect</source>
      <translation>Зона дії</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>stays</source>
      <translation>лишається на місці</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{focus}; {where}, the nearest hex from which it could attack</source>
      <translation>{focus}; {where} — найближчий гекс, звідки можна атакувати</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{focus}; it cannot reach an attack hex this turn ({toward}): {where}</source>
      <translation>{focus}; цього ходу не дістається гекса для атаки ({toward}): {where}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{target}: focus in the area, at {distance} in line of sight</source>
      <translation>{target}: фокус у зоні атаки, за {distance}, на лінії видимості</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{target}: focus, at {distance} in line of sight</source>
      <translation>{target}: фокус, за {distance}, на лінії видимості</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{target}: additional target in the area, at {distance} in line of sight</source>
      <translation>{target}: додаткова ціль у зоні атаки, за {distance}, на лінії видимості</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{target}: additional target, at {distance} in line of sight</source>
      <translation>{target}: додаткова ціль, за {distance}, на лінії видимості</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{reason} (adjacent: disadvantage, muddled anyway)</source>
      <translation>{reason} (поруч: перешкода; монстр і так у стані «Замішання»)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{reason} (adjacent: disadvantage)</source>
      <translation>{reason} (поруч: перешкода)</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>is {w}x{h}; the {rules} plans maps of at most {most}x{most} hexes</source>
      <translation>має розмір {w}x{h}; правила «{rules}» планують мапи щонайбільше {most}x{most} гексів</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{target} is the nearest character ({hexes}), initiative {initiative}</source>
      <translation>{target} — найближчий персонаж ({hexes}), ініціатива {initiative}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>it cannot get closer, so it stays</source>
      <translation>ближче не підійти, тож монстр лишається на місці</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>{moved}, as close to it as it can get</source>
      <translation>{moved} — якнайближче до нього</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>the {rules} needs a hex map (grid type "hex"), not a {grid} one</source>
      <translation>правилам «{rules}» потрібна мапа з гексів (тип сітки "hex"), а не {grid}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>has {count} monsters; a group has at most {most}</source>
      <translation>має монстрів — {count}; у групі щонайбільше {most}</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>no focus</source>
      <translation>немає фокусу</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>it cannot attack its focus this turn</source>
      <translation>цього ходу монстр не може атакувати свій фокус</translation>
    </message>
    <message>
      <location filename="../gloomhaven/rules.py" />
      <source>must be a list of at most 30 [dq, dr] offsets (or {"cells": [...]}), each -10 to 10</source>
      <translation>має бути списком щонайбільше з 30 зсувів [dq, dr] (або {"cells": [...]}), кожен від -10 до 10</translation>
    </message>
    <message>
      <location filename="__init__.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>blue</source>
      <translation>синій</translation>
    </message>
    <message>
      <location filename="__init__.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>yellow</source>
      <translation>жовтий</translation>
    </message>
    <message>
      <location filename="__init__.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>green</source>
      <translation>зелений</translation>
    </message>
    <message>
      <location filename="__init__.py" />
      <location filename="../imperial/automated_emperor.py" />
      <source>red</source>
      <translation>червоний</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>usage: </source>
      <translation>використання: </translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>positional arguments</source>
      <translation>позиційні аргументи</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>options</source>
      <translation>параметри</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>show this help message and exit</source>
      <translation>показати цю довідку й вийти</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>show program's version number and exit</source>
      <translation>показати версію програми й вийти</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>%(prog)s: error: %(message)s
</source>
      <translation>%(prog)s: помилка: %(message)s
</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>the following arguments are required: %s</source>
      <translation>потрібні такі аргументи: %s</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>unrecognized arguments: %s</source>
      <translation>невідомі аргументи: %s</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>invalid choice: %(value)r (choose from %(choices)s)</source>
      <translation>неприпустимий вибір: %(value)r (виберіть із %(choices)s)</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>argument %(argument_name)s: %(message)s</source>
      <translation>аргумент %(argument_name)s: %(message)s</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>expected one argument</source>
      <translation>очікувався один аргумент</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>invalid %(type)s value: %(value)r</source>
      <translation>неприпустиме значення %(type)s: %(value)r</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>ambiguous option: %(option)s could match %(matches)s</source>
      <translation>неоднозначний параметр: %(option)s може означати %(matches)s</translation>
    </message>
    <message>
      <location filename="argparse_words.py" />
      <source>not allowed with argument %s</source>
      <translation>не дозволено разом з аргументом %s</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Outpost raid (demo)</source>
      <translation>Наліт на аванпост (демо)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>River fort (hex demo)</source>
      <translation>Річковий форт (демо з гексами)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Battlecrest duel (Imperator solo)</source>
      <translation>Battlecrest: двобій (соло-режим «Імператор»)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Frosthaven rules: bandit ambush on the ice (sample)</source>
      <translation>Правила Frosthaven: засідка бандитів на кризі (приклад)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Beach assault (Operations sample, made-up cards)</source>
      <translation>Штурм пляжу (приклад Operations, вигадані карти)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Stage 1: the beach</source>
      <translation>Етап 1: пляж</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Stage 2: the vault</source>
      <translation>Етап 2: сховище</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Wasteland retreat (hex-wargame retreat demo)</source>
      <translation>Відступ через пустку (демо відступу в гексовому варгеймі)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AE mission 1: Landing zone (sample)</source>
      <translation>Місія AE 1: зона висадки (зразок)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AE mission 2: Supply depot (sample)</source>
      <translation>Місія AE 2: склад припасів (зразок)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Fort</source>
      <translation>Форт</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Camp</source>
      <translation>Табір</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Rebel base</source>
      <translation>База повстанців</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Citadel</source>
      <translation>Цитадель</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Watchpost</source>
      <translation>Сторожова застава</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Supply depot</source>
      <translation>Склад припасів</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Raider camp</source>
      <translation>Табір нападників</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>North spawn</source>
      <translation>Північний вхід</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>West spawn</source>
      <translation>Західний вхід</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>East spawn</source>
      <translation>Східний вхід</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Depot spawn</source>
      <translation>Вхід біля складу</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Terminal</source>
      <translation>Термінал</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Overlook</source>
      <translation>Оглядовий пункт</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Crate</source>
      <translation>Ящик</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Crates</source>
      <translation>Ящики</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Console</source>
      <translation>Пульт</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Ridge</source>
      <translation>Гребінь</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Supplies</source>
      <translation>Припаси</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Catwalk</source>
      <translation>Місток</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Shrine</source>
      <translation>Святилище</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Tower</source>
      <translation>Вежа</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Pit</source>
      <translation>Яма</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Well</source>
      <translation>Криниця</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Main army</source>
      <translation>Головне військо</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Skirmishers</source>
      <translation>Застрільники</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Bandit Guards</source>
      <translation>Бандити-вартові</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Bandit Archers</source>
      <translation>Бандити-лучники</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Rearguard</source>
      <translation>Ар'єргард</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Iron Warlord</source>
      <translation>Залізний воєвода</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>War Hound</source>
      <translation>Бойовий пес</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Your hero</source>
      <translation>Ваш герой</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Your sidekick</source>
      <translation>Ваш помічник</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Advance</source>
      <translation>Наступ</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Banner</source>
      <translation>Прапор</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Flank</source>
      <translation>Фланг</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Hold</source>
      <translation>Оборона позиції</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Regroup</source>
      <translation>Перегрупування</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Strike First</source>
      <translation>Удар першим</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blink</source>
      <translation>Блиск</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Bolt</source>
      <translation>Блискавка</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Chain Lightning</source>
      <translation>Ланцюгова блискавка</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Charge</source>
      <translation>Атака з розгону</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Cleave</source>
      <translation>Розсікання</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Gust</source>
      <translation>Порив вітру</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Heavy Blow</source>
      <translation>Важкий удар</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>March</source>
      <translation>Марш</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Rally</source>
      <translation>Згуртування</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Shield Wall</source>
      <translation>Стіна щитів</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Shove</source>
      <translation>Поштовх</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Spark</source>
      <translation>Іскра</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Stomp</source>
      <translation>Тупіт</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Tempest</source>
      <translation>Буря</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Use a location</source>
      <translation>Використати локацію</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Veil</source>
      <translation>Завіса</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>War Cry</source>
      <translation>Бойовий клич</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Press the Attack</source>
      <translation>Розвинути атаку</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Hold the Line</source>
      <translation>Тримати стрій</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Covering Fire</source>
      <translation>Вогонь прикриття</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Close In</source>
      <translation>Підступити впритул</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Pick Them Off</source>
      <translation>Вибивати по одному</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Overrun</source>
      <translation>Зім'яти</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blitz: Converge</source>
      <translation>Бліц: Зійтися</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blitz: Overwhelm</source>
      <translation>Бліц: Задавити</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blitz: All Out</source>
      <translation>Бліц: На повну силу</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blitz: No Retreat</source>
      <translation>Бліц: Ні кроку назад</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blitz: Onslaught</source>
      <translation>Бліц: Навала</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blitz: Final Push</source>
      <translation>Бліц: Останній ривок</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Trooper Squad</source>
      <translation>Загін штурмовиків</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Elite Guard</source>
      <translation>Елітна варта</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Hound</source>
      <translation>Гончак</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Field Officer</source>
      <translation>Польовий офіцер</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Marksman</source>
      <translation>Снайпер</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Light Walker</source>
      <translation>Легкий крокохід</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Squad Fire</source>
      <translation>Вогонь загону</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Guardian</source>
      <translation>Охоронець</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Pounce</source>
      <translation>Стрибок</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Steady Aim</source>
      <translation>Твердий приціл</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Order: the closest friendly figure interrupts to move 2</source>
      <translation>Наказ: найближча дружня фігура перериває, щоб рухатися на 2</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>+1 accuracy</source>
      <translation>+1 до влучності</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>+2 accuracy</source>
      <translation>+2 до влучності</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>+1 damage</source>
      <translation>+1 шкода</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>+2 damage</source>
      <translation>+2 шкоди</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Blast 1</source>
      <translation>Вибух 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Bleed</source>
      <translation>Кровотеча</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Focus</source>
      <translation>Фокус</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Coordinated Fire</source>
      <translation>Узгоджений вогонь</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Use when an Imperial figure attacks a target another Imperial figure attacked this round.</source>
      <translation>Зіграйте, коли імперська фігура атакує ціль, яку цього раунду вже атакувала інша імперська фігура.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Rapid Deployment</source>
      <translation>Швидке розгортання</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Deploy a group at a spawn point of your choice.</source>
      <translation>Розгорніть групу в точці появи на ваш вибір.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Field Promotion</source>
      <translation>Польове підвищення</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Attach to a deployment group; its figures gain +1 health.</source>
      <translation>Прикріпіть до групи розгортання; її фігури отримують +1 здоров’я.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Overwatch</source>
      <translation>Пильний нагляд</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>When this group resolves an ABILITY action, one figure may attack a hero who moved.</source>
      <translation>Коли ця група виконує дію ЗДІБНІСТЬ, одна її фігура може атакувати героя, який рухався.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Heavy Plating</source>
      <translation>Важка броня</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Attach to a deployment group; +1 block when defending.</source>
      <translation>Прикріпіть до групи розгортання; +1 блок під час захисту.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Scoped Rifles</source>
      <translation>Гвинтівки з прицілами</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Attach to a ranged group; +1 accuracy.</source>
      <translation>Прикріпіть до групи зі стрілецькою атакою; +1 до влучності.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Supply Drop</source>
      <translation>Скидання припасів</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Gain 2 threat.</source>
      <translation>Отримайте 2 загрози.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Prototype Weapons</source>
      <translation>Дослідна зброя</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>When this group resolves an ABILITY action, add a die to its next attack.</source>
      <translation>Коли ця група виконує дію ЗДІБНІСТЬ, додайте кубик до її наступної атаки.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Hunting Party</source>
      <translation>Мисливський загін</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>The first Imperial group to activate this round gains +1 speed.</source>
      <translation>Перша імперська група, що активується цього раунду, отримує +1 до швидкості.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Bounty</source>
      <translation>Нагорода за голову</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Side mission: defeat the wounded hero.</source>
      <translation>Побічна місія: переможіть пораненого героя.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Informant</source>
      <translation>Інформатор</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Look at the top card of the deployment hand.</source>
      <translation>Подивіться верхню карту руки розгортання.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Sabotage</source>
      <translation>Саботаж</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>A hero's next attack this round loses a die.</source>
      <translation>Наступна атака героя цього раунду втрачає кубик.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Reserves</source>
      <translation>Резерви</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Reinforce one figure for free.</source>
      <translation>Підкріпіть одну фігуру безкоштовно.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Convoy</source>
      <translation>Конвой</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Forced side mission: escort the convoy.</source>
      <translation>Обов’язкова побічна місія: супроводьте конвой.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Intimidation</source>
      <translation>Залякування</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>A hero adjacent to an Imperial figure becomes stunned.</source>
      <translation>Герой поруч з імперською фігурою стає приголомшеним.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Terror Campaign</source>
      <translation>Кампанія терору</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Side mission: hold the terminal.</source>
      <translation>Побічна місія: утримайте термінал.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Veterans</source>
      <translation>Ветерани</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>A newly deployed group gains a surge ability.</source>
      <translation>Щойно розгорнута група отримує здібність сплеску.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Jammers</source>
      <translation>Глушилки</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Heroes cannot interact with terminals this round.</source>
      <translation>Цього раунду герої не можуть взаємодіяти з терміналами.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Decree</source>
      <translation>Указ</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Gain 1 influence at the end of the mission.</source>
      <translation>Отримайте 1 вплив наприкінці місії.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Hidden Positions</source>
      <translation>Приховані позиції</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Deploy a group at any spawn point.</source>
      <translation>Розгорніть групу в будь-якій точці появи.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>tactics</source>
      <translation>Тактика</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>armory</source>
      <translation>Арсенал</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Trooper 1</source>
      <translation>Штурмовик 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Trooper 2</source>
      <translation>Штурмовик 2</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Trooper 3</source>
      <translation>Штурмовик 3</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Guard 1</source>
      <translation>Вартовий 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Guard 2</source>
      <translation>Вартовий 2</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Elite Guard 1</source>
      <translation>Елітний вартовий 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Elite Guard 2</source>
      <translation>Елітний вартовий 2</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Officer 1</source>
      <translation>Офіцер 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Marksman 1</source>
      <translation>Снайпер 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Marksman 2</source>
      <translation>Снайпер 2</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Hound 1</source>
      <translation>Гончак 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Soldier</source>
      <translation>Солдат</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Scout</source>
      <translation>Розвідник</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Smuggler</source>
      <translation>Контрабандист</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Duelist</source>
      <translation>Дуелянт</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Archer 1</source>
      <translation>Лучник 1</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Archer 2</source>
      <translation>Лучник 2</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Brute</source>
      <translation>Громило</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Spellweaver</source>
      <translation>Чарівниця</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Tinkerer</source>
      <translation>Винахідник</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Archers</source>
      <translation>Лучники</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Cohort</source>
      <translation>Когорта</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Guns</source>
      <translation>Гармати</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Legion</source>
      <translation>Легіон</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Raiders</source>
      <translation>Налітники</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Riders</source>
      <translation>Вершники</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Gate Garrison</source>
      <translation>Гарнізон брами</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Iron Legion</source>
      <translation>Залізний легіон</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Lost Patrol</source>
      <translation>Загублений патруль</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Pickets</source>
      <translation>Застави</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Raider Horde</source>
      <translation>Орда налітників</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Reserve</source>
      <translation>Резерв</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Shadow Scouts</source>
      <translation>Тіньові розвідники</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Siege Camp</source>
      <translation>Облоговий табір</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Supply Wagons</source>
      <translation>Обоз</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Ace Pilot</source>
      <translation>Пілот-ас</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Beach Sentry</source>
      <translation>Вартовий на пляжі</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Field Medic</source>
      <translation>Польовий медик</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Rebel Scout</source>
      <translation>Розвідник повстанців</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Saboteur</source>
      <translation>Диверсант</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Shore Commander</source>
      <translation>Командир узбережжя</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Tower Gunner</source>
      <translation>Стрілець на вежі</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Vault Warden</source>
      <translation>Охоронець сховища</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Plated Armor</source>
      <translation>Пластинчаста броня</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Watch Tower</source>
      <translation>Сторожова вежа</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Ambush</source>
      <translation>Засідка</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Barrage</source>
      <translation>Шквал вогню</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Dig In</source>
      <translation>Окопатися</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Harass</source>
      <translation>Дошкуляти</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Lockdown</source>
      <translation>Блокада</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Open Fire</source>
      <translation>Відкрити вогонь</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Press Forward</source>
      <translation>Тиснути вперед</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Volley</source>
      <translation>Залп</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AI target priority</source>
      <translation>Пріоритет цілей ШІ</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AI self priority: shields</source>
      <translation>Власний пріоритет ШІ: щити</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AI self priority: focus</source>
      <translation>Власний пріоритет ШІ: фокус</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AI self priority: special</source>
      <translation>Власний пріоритет ШІ: особливий ефект</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AI self priority: indirect damage</source>
      <translation>Власний пріоритет ШІ: непряма шкода</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AI self priority: activation</source>
      <translation>Власний пріоритет ШІ: активація</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>AI upgrade priority</source>
      <translation>Пріоритет покращень ШІ</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>The AI follows the listed priorities when resolving an effect or die against a player or players until there is only one target left to choose.</source>
      <translation>Застосовуючи ефект або кубик проти гравця чи гравців, ШІ йде за цими пріоритетами, доки для вибору не лишиться одна ціль.</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>For Shields: Least Health remaining, then most dice</source>
      <translation>Щити: найменше здоров’я, потім найбільше кубиків</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Focus: Highest Damage sides</source>
      <translation>Фокус: найвищі грані шкоди</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Special: most damage output</source>
      <translation>Особливий ефект: найбільша шкода</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Indirect: Even the damage across all characters, removing shields first, then non-unique characters</source>
      <translation>Непряма шкода: порівну між усіма персонажами, спершу знімаючи щити, потім по неунікальних персонажах</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>Activation: Least dice in pool, most upgrades, highest damage sides, most health remaining (including shields)</source>
      <translation>Активація: найменше кубиків у запасі, найбільше покращень, найвищі грані шкоди, найбільше здоров’я (разом зі щитами)</translation>
    </message>
    <message>
      <location filename="content.py" />
      <source>The AI follows the listed priorities when it is playing an upgrade on one of its cards in play.</source>
      <translation>Граючи покращення на одну зі своїх карт у грі, ШІ йде за цими пріоритетами.</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{target} is the priority target</source>
      <translation>{target} — пріоритетна ціль</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{target} is a secondary target ({colour})</source>
      <translation>{target} — додаткова ціль ({colour})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{target} is the closest rebel with least health ({where}, {health} health)</source>
      <translation>{target} — найближчий повстанець із найменшим здоров’ям ({where}, здоров’я {health})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>a drawn Automated Emperor activation card, walked in order with two actions (spec 10)</source>
      <translation>узята карта активації Автоімператора (AE), виконується по черзі двома діями (spec 10)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Automated Emperor</source>
      <translation>Автоімператор</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Automated Emperor card</source>
      <translation>Карта Автоімператора (AE)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the cell seen by the fewest ranged rebels</source>
      <translation>клітинка, яку бачить найменше повстанців з атакою здалеку</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the hex seen by the fewest ranged rebels</source>
      <translation>гекс, який бачить найменше повстанців з атакою здалеку</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the farthest cell in range and line of sight {target} ({why})</source>
      <translation>найдальша клітинка в межах дальності й на лінії видимості — ціль {target} ({why})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the farthest hex in range and line of sight {target} ({why})</source>
      <translation>найдальший гекс у межах дальності й на лінії видимості — ціль {target} ({why})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the cheapest cell from which it can attack {target} ({why})</source>
      <translation>найдешевша клітинка, з якої можна атакувати ціль {target} ({why})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the cheapest hex from which it can attack {target} ({why})</source>
      <translation>найдешевший гекс, з якого можна атакувати ціль {target} ({why})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the cell 2 spaces from the nearest rebel</source>
      <translation>клітинка за 2 клітинки від найближчого повстанця</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the hex 2 hexes from the nearest rebel</source>
      <translation>гекс за 2 гекси від найближчого повстанця</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the cell farthest from the nearest rebel up to {cap} spaces, then seen by the fewest rebels</source>
      <translation>клітинка якнайдалі від найближчого повстанця (до {cap} клітинок), потім та, яку бачить найменше повстанців</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the hex farthest from the nearest rebel up to {cap} hexes, then seen by the fewest rebels</source>
      <translation>гекс якнайдалі від найближчого повстанця (до {cap} гексів), потім той, який бачить найменше повстанців</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>cannot reach a cell to attack {target}; moves toward: </source>
      <translation>не дістається клітинки для атаки на ціль {target}; рухається до неї: </translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>cannot reach a hex to attack {target}; moves toward: </source>
      <translation>не дістається гекса для атаки на ціль {target}; рухається до неї: </translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the card's actions in order</source>
      <translation>дії карти по черзі</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>secondary target colours, left to right</source>
      <translation>кольори додаткових цілей, зліва направо</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>a blitz card: the closest rebel with least health replaces the secondary colours</source>
      <translation>карта бліцу: найближчий повстанець із найменшим здоров’ям замінює кольори додаткових цілей</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>class cards offered with an ABILITY action</source>
      <translation>карти класу, що пропонуються з дією ABILITY</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the card's id (set by the AE flow)</source>
      <translation>id карти (задає перебіг Автоімператора (AE))</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the card's name (set by the AE flow)</source>
      <translation>назва карти (задає перебіг Автоімператора (AE))</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>engage ends on the cheapest cell from which it can attack (`fewest-mp`) or the farthest such cell (`max-range`)</source>
      <translation>зближення закінчується на найдешевшій клітинці, з якої можна атакувати (`fewest-mp`), або на найдальшій такій клітинці (`max-range`)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>conditions a figure spends an action to remove</source>
      <translation>стани, на зняття яких фігура витрачає дію</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>while the card still lists an attack the figure has not made, reposition only ends where it can still attack a rebel it can attack now</source>
      <translation>поки на карті ще є атака, якої фігура не виконала, переміщення закінчується лише там, звідки вона ще може атакувати повстанця, якого може атакувати зараз</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>a closed door on the way to the engage target: engage moves to it and the attack action opens it (AE: attack becomes interact for doors)</source>
      <translation>зачинені двері на шляху до цілі зближення: зближення веде до них, а дія атаки їх відчиняє (AE: для дверей атака стає взаємодією)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>engage</source>
      <translation>зближення</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>reposition</source>
      <translation>зміна позиції</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>ability</source>
      <translation>здібність</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>remove condition</source>
      <translation>зняття стану</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <location filename="../imperial/commander.py" />
      <source>interact</source>
      <translation>взаємодія</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>ae card</source>
      <translation>карта AE</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>closest to the priority target {target} first</source>
      <translation>спершу найближчі до пріоритетної цілі {target}</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{priority} is the priority target but sealed off (no way to it): {why}</source>
      <translation>{priority} — пріоритетна ціль, але до неї немає шляху: {why}</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{how}, keeping a target for the attack still on the card</source>
      <translation>{how}, і лишається ціль для атаки, яка ще є на карті</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>resolve in deployment-card order if it makes sense: {abilities}</source>
      <translation>застосуйте в порядку карти розгортання, якщо це має сенс: {abilities}</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>resolve the deployment card's abilities in order if it makes sense</source>
      <translation>застосуйте здібності карти розгортання по черзі, якщо це має сенс</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Actions in order</source>
      <translation>Дії по черзі</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Secondary colours</source>
      <translation>Додаткові кольори</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Blitz card</source>
      <translation>Карта бліцу</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Class cards</source>
      <translation>Карти класу</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Card id</source>
      <translation>Ідентифікатор карти</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>Card name</source>
      <translation>Назва карти</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>group order (no priority target)</source>
      <translation>у порядку групи (немає пріоритетної цілі)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{why}, in range and line of sight</source>
      <translation>{why}, у межах дальності й на лінії видимості</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>attack becomes interact (AE: in the case of doors): opens the door between {a} and {b} on the way to {target} ({why})</source>
      <translation>атака стає взаємодією (AE: у випадку дверей): відчиняє двері між {a} і {b} на шляху до цілі {target} ({why})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{target} is the closest rebel with least health ({where})</source>
      <translation>{target} — найближчий повстанець із найменшим здоров’ям ({where})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>already attacked this activation</source>
      <translation>уже атакувала за цю активацію</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>no action left</source>
      <translation>дій не лишилося</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>behind the closed door between {a} and {b}</source>
      <translation>за зачиненими дверима між {a} і {b}</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>no target in range and line of sight</source>
      <translation>немає цілі в межах дальності й на лінії видимості</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>no rebel figure on the map</source>
      <translation>на мапі немає фігур повстанців</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>can already attack {target} ({why}): engage does not apply</source>
      <translation>уже може атакувати ціль {target} ({why}): зближення не потрібне</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>no movement points left</source>
      <translation>очок руху не лишилося</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>not yet able to attack the priority target: </source>
      <translation>ще не може атакувати пріоритетну ціль: </translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>already in the best place ({how})</source>
      <translation>уже на найкращому місці ({how})</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>abilities were offered on the first pass</source>
      <translation>здібності вже запропоновано під час першого проходу</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{card} (class card)</source>
      <translation>{card} (карта класу)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>unknown AE action(s) {unknown}; known: {known}</source>
      <translation>невідомі дії AE: {unknown}; відомі: {known}</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>spends an action to remove {condition} (AE: conditions first)</source>
      <translation>витрачає дію, щоб зняти стан {condition} (AE: спершу стани)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>{target} is the blitz secondary target (closest rebel with least health)</source>
      <translation>{target} — додаткова ціль бліцу (найближчий повстанець із найменшим здоров’ям)</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>the way to {target} ({why}) is the closed door between {a} and {b}: moves to it to open it</source>
      <translation>шлях до цілі {target} ({why}) перекривають зачинені двері між {a} і {b}: іде до них, щоб відчинити</translation>
    </message>
    <message>
      <location filename="../imperial/automated_emperor.py" />
      <source>already at the closed door between {a} and {b} on the way to {target} ({why}): its attack action opens it</source>
      <translation>уже біля зачинених дверей між {a} і {b} на шляху до цілі {target} ({why}): дія атаки їх відчиняє</translation>
    </message>
    <message>
      <location filename="../imperial/campaign.py" />
      <location filename="../imperial/data.py" />
      <source>{value} is not {expected}</source>
      <translation>{value} — не {expected}</translation>
    </message>
    <message>
      <location filename="../imperial/campaign.py" />
      <source>{value} is not a version number</source>
      <translation>{value} — не номер версії</translation>
    </message>
    <message>
      <location filename="../imperial/campaign.py" />
      <source>{value} is newer than this app reads ({most})</source>
      <translation>{value} — новіша версія, ніж читає ця програма ({most})</translation>
    </message>
    <message>
      <location filename="../imperial/campaign.py" />
      <source>mission {mission}: {text}</source>
      <translation>місія {mission}: {text}</translation>
    </message>
    <message>
      <location filename="../imperial/card_lines.py" />
      <source>the hero has activated this round (IC: not ready)</source>
      <translation>герой уже активувався в цьому раунді (IC: не готовий)</translation>
    </message>
    <message>
      <location filename="../imperial/card_lines.py" />
      <source>note</source>
      <translation>примітка</translation>
    </message>
    <message>
      <location filename="../imperial/card_lines.py" />
      <source>end activation</source>
      <translation>кінець активації</translation>
    </message>
    <message>
      <location filename="../imperial/card_lines.py" />
      <source>place</source>
      <translation>розміщення</translation>
    </message>
    <message>
      <location filename="../imperial/card_lines.py" />
      <source>no friendly figure</source>
      <translation>немає дружньої фігури</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/cli.py" />
      <source>%n group(s) (deployment groups: {groups}, villains: {villains}), language {lang}: {lines} instruction lines, {structured} moves and attacks planned ({notes_too} of them with a note), {notes} notes</source>
      <translation>
        <numerusform>%n група (груп розгортання — {groups}, лиходіїв — {villains}), мова {lang}: рядків інструкцій — {lines}, заплановано рухів і атак — {structured} (з приміткою — {notes_too}), приміток — {notes}</numerusform>
        <numerusform>%n групи (груп розгортання — {groups}, лиходіїв — {villains}), мова {lang}: рядків інструкцій — {lines}, заплановано рухів і атак — {structured} (з приміткою — {notes_too}), приміток — {notes}</numerusform>
        <numerusform>%n груп (груп розгортання — {groups}, лиходіїв — {villains}), мова {lang}: рядків інструкцій — {lines}, заплановано рухів і атак — {structured} (з приміткою — {notes_too}), приміток — {notes}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <location filename="../table/cli.py" />
      <source>empty</source>
      <translation>порожня</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>round {round} · threat {threat} (level {level}) · blitz {blitz} · deck {deck} / discard {discard}</source>
      <translation>раунд {round} · загроза {threat} (рівень {level}) · бліц {blitz} · колода {deck} / скид {discard}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>in play: {groups}</source>
      <translation>у грі: {groups}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>deployment hand: {cards}</source>
      <translation>рука розгортання: {cards}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>activated this round: {groups}</source>
      <translation>активувалися цього раунду: {groups}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>class hand: {cards} · agenda hand: {agenda}</source>
      <translation>рука класу: {cards} · рука агенди: {agenda}</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/cli.py" />
      <source>{id}  {name}{kind} · health {health} · speed {speed} · {w}x{h} · {attack} · %n figure(s) · lists: {lists}</source>
      <translation>
        <numerusform>{id}  {name}{kind} · здоров’я {health} · швидкість {speed} · {w}x{h} · {attack} · %n фігура · списків: {lists}</numerusform>
        <numerusform>{id}  {name}{kind} · здоров’я {health} · швидкість {speed} · {w}x{h} · {attack} · %n фігури · списків: {lists}</numerusform>
        <numerusform>{id}  {name}{kind} · здоров’я {health} · швидкість {speed} · {w}x{h} · {attack} · %n фігур · списків: {lists}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <location filename="../maps/cli.py" />
      <source>wrote {files}</source>
      <translation>записано {files}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>{file}: this mission belongs to no campaign (start one with 'ae {file} setup --seed N --campaign NAME.campaign.json')</source>
      <translation>{file}: ця місія не належить до жодної кампанії (почніть кампанію командою 'ae {file} setup --seed N --campaign НАЗВА.campaign.json')</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>{file}: automated_emperor.campaign names {campaign}, which does not exist ({path})</source>
      <translation>{file}: automated_emperor.campaign називає файл {campaign}, якого не існує ({path})</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>{group}: instruction list {number} of {count}: {types}</source>
      <translation>{group}: список інструкцій {number} з {count}: {types}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>round {round} · {kind}: {text}</source>
      <translation>раунд {round} · {kind}: {text}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>(shown only: {file} is unchanged; --apply records it)</source>
      <translation>(лише показано: {file} не змінено; --apply це запише)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>bonus: {lines}</source>
      <translation>бонус: {lines}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>surges: {surges}</source>
      <translation>сплески: {surges}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>{file}: ae_cards.blitz has {have} cards; blitz level {level} needs {level}</source>
      <translation>{file}: ae_cards.blitz має карт: {have}; рівень бліцу {level} потребує {level}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>{file}: already exists; a campaign's next mission is set up with 'ae PREVIOUS.board.json next-mission {board}'</source>
      <translation>{file}: уже існує; наступну місію кампанії готують командою 'ae ПОПЕРЕДНЯ.board.json next-mission {board}'</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>campaign {campaign}: mission 1 is {board}</source>
      <translation>кампанія {campaign}: місія 1 — {board}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source> (villain)</source>
      <translation> (лиходій)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>{file}: no figure {id}</source>
      <translation>{file}: немає фігури {id}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>{id} {name} ({when}): {reason}</source>
      <translation>{id} {name} ({when}): {reason}</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>not now — {reason}</source>
      <translation>не зараз — {reason}</translation>
    </message>
    <message>
      <location filename="../imperial/commander.py" />
      <source>Imperial Assault (Imperial Commander instructions)</source>
      <translation>Imperial Assault (інструкції Imperial Commander)</translation>
    </message>
    <message>
      <location filename="../imperial/commander.py" />
      <source>which attack instructions count toward the limit of one attack action: those marked `"action": true` (`actions`, the IC text) or every one (`all`)</source>
      <translation>які інструкції атаки зараховуються до ліміту в одну дію атаки: позначені `"action": true` (`actions`, текст IC) або всі (`all`)</translation>
    </message>
    <message>
      <location filename="../imperial/commander.py" />
      <source>a target behind a closed door: move instructions go to the door and an attack with nothing to attack opens it (the IC text has no door rule)</source>
      <translation>ціль за зачиненими дверима: інструкції руху ведуть до дверей, а атака, якій нема кого атакувати, їх відчиняє (у тексті IC правила про двері немає)</translation>
    </message>
    <message>
      <location filename="../imperial/commander.py" />
      <source>the way to {target} is the closed door between {a} and {b}: moves to it (rule option ic_open_doors)</source>
      <translation>шлях до цілі {target} перекривають зачинені двері між {a} і {b}: іде до них (параметр правил ic_open_doors)</translation>
    </message>
    <message>
      <location filename="../imperial/commander.py" />
      <source>nothing to attack; opens the door between {a} and {b} on the way to {target} (rule option ic_open_doors)</source>
      <translation>нема кого атакувати; відчиняє двері між {a} і {b} на шляху до цілі {target} (параметр правил ic_open_doors)</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>now</source>
      <comment>ae-moment</comment>
      <translation>зараз</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>activation</source>
      <comment>ae-moment</comment>
      <translation>активація</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>attack</source>
      <comment>ae-moment</comment>
      <translation>атака</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>ability</source>
      <comment>ae-moment</comment>
      <translation>здібність</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>deploy</source>
      <comment>ae-moment</comment>
      <translation>розгортання</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>status</source>
      <comment>ae-moment</comment>
      <translation>фаза статусу</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>upgrade</source>
      <comment>ae-moment</comment>
      <translation>покращення</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>any moment</source>
      <comment>ae-moment</comment>
      <translation>будь-коли</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>every moment</source>
      <comment>ae-moment</comment>
      <translation>усі моменти</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>names no action: an AE card does at least one</source>
      <translation>не називає жодної дії: карта AE виконує хоча б одну</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>{id} is the id of {other} too: each needs its own</source>
      <translation>{id} — це також id {other}: кожному потрібен власний</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>must be [width, height]</source>
      <translation>має бути [ширина, висота]</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>{value} is not a version this app reads (1..{most})</source>
      <translation>{value} — не та версія, яку читає ця програма (1..{most})</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>is not a deck section ({known})</source>
      <translation>не є розділом колоди ({known})</translation>
    </message>
    <message>
      <location filename="../imperial/data.py" />
      <source>holds more than {most} data files (*.json); a data folder holds at most that many</source>
      <translation>містить понад {most} файлів даних (*.json); у теці даних їх може бути щонайбільше стільки</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/deploy.py" />
      <source>new group {group} from {card}: %n figure(s) placed</source>
      <translation>
        <numerusform>нова група {group} з карти {card}: розміщено %n фігуру</numerusform>
        <numerusform>нова група {group} з карти {card}: розміщено %n фігури</numerusform>
        <numerusform>нова група {group} з карти {card}: розміщено %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/deploy.py" />
      <source>{line} (the card has {count}; the map has no more room)</source>
      <translation>{line} (на карті {count}; на мапі більше немає місця)</translation>
    </message>
    <message>
      <location filename="../imperial/fields.py" />
      <source>the figure's conditions (stunned, bleeding, weakened, focused, hidden, others)</source>
      <translation>стани фігури (оглушений, кровотеча, ослаблений, фокус, прихований, інші)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>AE deck: {cards} cards with {blitz} blitz (blitz level {level})</source>
      <translation>колода AE: карт — {cards}, з них бліцу — {blitz} (рівень бліцу {level})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>carried from the campaign: blitz level {level}, XP {xp}, influence {influence}, class deck {deck} (hand {hand}), agenda hand {agenda}</source>
      <translation>перенесено з кампанії: рівень бліцу {level}, досвід {xp}, вплив {influence}, колода класу {deck} (у руці {hand}), у руці агенди {agenda}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>agenda sets: {sets}</source>
      <translation>набори агенди: {sets}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>drew {card} ({actions})</source>
      <translation>взято {card} ({actions})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>played {card} as drawn at the table ({actions})</source>
      <translation>зіграно {card}, взяту за столом ({actions})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{text}: BLITZ, +{threat} threat (now {total})</source>
      <translation>{text}: БЛІЦ, +{threat} загрози (тепер {total})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{text} — {purpose}</source>
      <translation>{text} — {purpose}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>activating {group}</source>
      <translation>активація групи {group}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>spend surges to increase accuracy to hit first</source>
      <translation>спершу витратити сплески на точність, щоб влучити</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>then left to right: {surge}</source>
      <translation>далі зліва направо: {surge}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>bonus effect (priority 1): {bonus}</source>
      <translation>бонусний ефект (пріоритет 1): {bonus}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{number}. {surge}</source>
      <translation>{number}. {surge}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>skip one already used this attack, too costly or without effect; repeat from the top while surges remain</source>
      <translation>пропустити вже використаний у цій атаці, задорогий чи без ефекту; повторювати згори, доки лишаються сплески</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>choosing a target</source>
      <translation>вибір цілі</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>blitz: the rebel with least health</source>
      <translation>бліц: повстанець із найменшим здоров’ям</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>none (no rebel on the board)</source>
      <translation>немає (на мапі немає повстанців)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>gains {gain} threat (threat level): now {threat}</source>
      <translation>отримує {gain} загрози (рівень загрози): тепер {threat}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>round {round} begins</source>
      <translation>починається раунд {round}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no group can take reinforcements ({why}); threat saved</source>
      <translation>жодна група не може отримати підкріплення ({why}); загрозу збережено</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>deploys {deployment} as group {group} ({count} figure(s)) at {spawn}, the spawn point closest to the heroes, right of the groups in play; threat now {threat}</source>
      <translation>розгортає {deployment} як групу {group} (фігур: {count}) на {spawn}, найближчій до героїв точці появи, праворуч від груп у грі; загроза тепер {threat}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>buys no {what}</source>
      <translation>нічого не купує ({what})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>class card</source>
      <translation>карта класу</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>xp</source>
      <translation>досвіду</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>agenda card</source>
      <translation>карта агенди</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>influence</source>
      <translation>впливу</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>XP {xp} and influence {influence}</source>
      <translation>досвід {xp} і вплив {influence}</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>the class deck {deck} with %n card(s) in hand (attachments come back to the hand)</source>
      <translation>
        <numerusform>колода класу {deck}, у руці %n карта (спорядження повертається в руку)</numerusform>
        <numerusform>колода класу {deck}, у руці %n карти (спорядження повертається в руку)</numerusform>
        <numerusform>колода класу {deck}, у руці %n карт (спорядження повертається в руку)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>the agenda deck and %n agenda card(s) in hand</source>
      <translation>
        <numerusform>колода агенди й %n карта агенди в руці</numerusform>
        <numerusform>колода агенди й %n карти агенди в руці</numerusform>
        <numerusform>колода агенди й %n карт агенди в руці</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>%n card(s) played stay played</source>
      <translation>
        <numerusform>%n зіграна карта лишається зіграною</numerusform>
        <numerusform>%n зіграні карти лишаються зіграними</numerusform>
        <numerusform>%n зіграних карт лишаються зіграними</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>the log of every mission so far</source>
      <translation>журнал усіх досі зіграних місій</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>a new AE deck: {cards} cards with {blitz} blitz, shuffled</source>
      <translation>нова колода AE: карт — {cards}, з них бліцу — {blitz}, перетасована</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>threat 0, round 1 and a new deployment hand</source>
      <translation>загроза 0, раунд 1 і нова рука розгортання</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>the map, the Imperial groups and the heroes as the next board has them</source>
      <translation>мапа, імперські групи й герої — як на мапі наступної місії</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>new Automated Emperor game, seed {seed}</source>
      <translation>нова гра Автоімператора (AE), зерно {seed}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>new Automated Emperor game, seed {seed} — mission {mission} of the campaign</source>
      <translation>нова гра Автоімператора (AE), зерно {seed} — місія {mission} кампанії</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>priority target: {target}</source>
      <translation>пріоритетна ціль: {target}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>blitz level {level} needs {level} blitz cards; the deck has {have}</source>
      <translation>рівень бліцу {level} потребує карт бліцу: {level}; у колоді їх {have}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>deployment hand: {cards} card(s) for {groups} open group(s): {names}</source>
      <translation>рука розгортання: карт — {cards}, відкритих груп — {groups}: {names}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>deployment hand: {cards} card(s) for {groups} open group(s)</source>
      <translation>рука розгортання: карт — {cards}, відкритих груп — {groups}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>class deck: {deck}</source>
      <translation>колода класу: {deck}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no Automated Emperor game on this board: set one up first</source>
      <translation>на цій мапі немає гри Автоімператора (AE): спершу почніть її</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>AE deck exhausted: reshuffled {cards} cards</source>
      <translation>колода AE закінчилася: перетасовано карт: {cards}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{text}, secondary {colours}</source>
      <translation>{text}, додаткові: {colours}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>every deployment group has activated this round</source>
      <translation>усі групи розгортання вже активувалися в цьому раунді</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no group {group!r}</source>
      <translation>немає групи {group!r}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{first}; then {next}</source>
      <translation>{first}; далі {next}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{deployment} surges: {order}</source>
      <translation>сплески {deployment}: {order}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>double surges: {surge}</source>
      <translation>подвійні сплески: {surge}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>double surges: none on this card</source>
      <translation>подвійні сплески: на цій карті немає</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>target: {target} (the mission's priority target)</source>
      <translation>ціль: {target} (пріоритетна ціль місії)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>target: {target} ({why})</source>
      <translation>ціль: {target} ({why})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>target: {target}</source>
      <translation>ціль: {target}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{deployment} was defeated: shuffled back into the deployment hand</source>
      <translation>{deployment}: групу переможено, карту замішано назад у руку розгортання</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>the status phase comes after the activation phase: no group has activated in round {round} yet (next: {next})</source>
      <translation>фаза статусу настає після фази активації: у раунді {round} ще жодна група не активувалася (наступна: {next})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{count} groups in play</source>
      <translation>груп у грі: {count}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no cards in the deployment hand</source>
      <translation>у руці розгортання немає карт</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>reinforces {deployment} ({why}) with {count} figure(s) at {spawn}, the spawn point closest to the heroes; threat now {threat}</source>
      <translation>підкріплює {deployment} ({why}): фігур — {count}, на {spawn}, найближчій до героїв точці появи; загроза тепер {threat}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>deployment card {card} is not in the data: skipped</source>
      <translation>карти розгортання {card} немає в даних: пропущено</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{deployment} goes to the bottom of the deployment hand; threat saved</source>
      <translation>{deployment} іде під низ руки розгортання; загрозу збережено</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>draw {draw}: cannot afford {what} {card} ({cost} &gt; {budget})</source>
      <translation>витягування {draw}: не вистачає на {what} {card} ({cost} &gt; {budget})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>the Imperials lost the mission: blitz level {level}</source>
      <translation>Імперія програла місію: рівень бліцу {level}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{card} is not in the AE's hand</source>
      <translation>карти {card} немає в руці AE</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{card} needs twice its threat cost ({cost})</source>
      <translation>для {card} потрібна подвійна вартість у загрозі ({cost})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>plays {card} (-{threat} threat)</source>
      <translation>грає {card} (-{threat} загрози)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>plays {card}</source>
      <translation>грає {card}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>run this mission's upgrade stage first (XP, influence and whether the Imperials lost)</source>
      <translation>спершу проведіть етап покращень цієї місії (досвід, вплив і чи програла Імперія)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>mission {mission} ({board}) lost for the Imperials; mission {next} set up with blitz level {level}, XP {xp}, influence {influence}</source>
      <translation>місію {mission} ({board}) Імперія програла; місію {next} підготовано: рівень бліцу {level}, досвід {xp}, вплив {influence}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>mission {mission} ({board}) won for the Imperials; mission {next} set up with blitz level {level}, XP {xp}, influence {influence}</source>
      <translation>місію {mission} ({board}) Імперія виграла; місію {next} підготовано: рівень бліцу {level}, досвід {xp}, вплив {influence}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>side mission {mission}</source>
      <translation>побічна місія {mission}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no side mission</source>
      <translation>без побічної місії</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>blitz level {level} (+1: the Imperials lost this mission)</source>
      <translation>рівень бліцу {level} (+1: Імперія програла цю місію)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>blitz level {level}</source>
      <translation>рівень бліцу {level}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{figure} is {colour}</source>
      <translation>{figure}: {colour}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>priority target {target!r} names no figure</source>
      <translation>пріоритетна ціль {target!r} не називає жодної фігури</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{text}, side mission {mission}</source>
      <translation>{text}, побічна місія {mission}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>class deck {deck!r} is not in the data ({decks})</source>
      <translation>колоди класу {deck!r} немає в даних ({decks})</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/game.py" />
      <source>{card} was already drawn from this AE deck: it comes back only when the deck is reshuffled, after its last card (%n card(s) still in the deck)</source>
      <translation>
        <numerusform>Карту «{card}» вже взято з цієї колоди AE: вона повернеться лише після перетасування, коли колода скінчиться (у колоді ще %n карта)</numerusform>
        <numerusform>Карту «{card}» вже взято з цієї колоди AE: вона повернеться лише після перетасування, коли колода скінчиться (у колоді ще %n карти)</numerusform>
        <numerusform>Карту «{card}» вже взято з цієї колоди AE: вона повернеться лише після перетасування, коли колода скінчиться (у колоді ще %n карт)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>the AE deck has no cards</source>
      <translation>у колоді AE немає карт</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no rebel has the card's colours: the closest rebel with least health (from {figure})</source>
      <translation>жоден повстанець не має кольорів карти: найближчий повстанець із найменшим здоров’ям (від {figure})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no rebel has the card's colours: the closest rebel with least health (least health)</source>
      <translation>жоден повстанець не має кольорів карти: найближчий повстанець із найменшим здоров’ям (найменше здоров’я)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>attachments back to the class hand: {cards}</source>
      <translation>прикріплення повертаються в руку класу: {cards}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>threat saved for the next status phase</source>
      <translation>загрозу збережено до наступної фази статусу</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>cannot deploy {deployment} (costs {cost}, threat {threat})</source>
      <translation>не може розгорнути {deployment} (коштує {cost}, загроза {threat})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>no spawn point on the map to deploy at</source>
      <translation>на мапі немає точки появи для розгортання</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>buys {what} {card} for {cost} {budget} (draw {draw})</source>
      <translation>купує: {what} {card} за {cost} {budget} (витягування {draw})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{card} is an attachment: name a deployment group in play ({groups})</source>
      <translation>{card} — це прикріплення: назвіть групу розгортання в грі ({groups})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>plays {card} attached to {group} (-{threat} threat)</source>
      <translation>грає {card}, прикріплену до {group} (-{threat} загрози)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>plays {card} attached to {group}</source>
      <translation>грає {card}, прикріплену до {group}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{text}; discarded</source>
      <translation>{text}; скинуто</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{card!r} is not a card of this game's AE deck</source>
      <translation>{card!r} не є картою колоди AE цієї гри</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>{card} is not in this game's AE deck</source>
      <translation>{card} немає в колоді AE цієї гри</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>the first secondary target on the map ({colour})</source>
      <translation>перша додаткова ціль на мапі ({colour})</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>reinforce ({why}): {deployment} needs {missing} but threat {threat} is short of {cost}</source>
      <translation>підкріплення ({why}): для {deployment} потрібно ще {missing}, але загроза {threat} менша за {cost}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>reinforce: no spawn point on the map</source>
      <translation>підкріплення: на мапі немає точки появи</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>side mission {card} held in reserve: another Imperial side mission is current</source>
      <translation>побічну місію {card} відкладено в резерв: діє інша побічна місія Імперії</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>needs twice its threat cost ({cost}); AE has {threat}</source>
      <translation>потрібна подвійна вартість загрози ({cost}); в AE є {threat}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>side mission {card} is played at once (forced)</source>
      <translation>побічну місію {card} зіграно одразу (примусово)</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>side mission {card} is played at once</source>
      <translation>побічну місію {card} зіграно одразу</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>play now if valid — attach to a deployment group: {text}</source>
      <translation>зіграйте зараз, якщо умова виконується, — прикріпіть до групи розгортання: {text}</translation>
    </message>
    <message>
      <location filename="../imperial/game.py" />
      <source>play now if valid: {text}</source>
      <translation>зіграйте зараз, якщо умова виконується: {text}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is {value}; IC2's attack types are Ranged, Melee, None</source>
      <translation>має значення {value}; типи атаки в IC2: Ranged, Melee, None</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>instructions</source>
      <translation>інструкцій</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>bonus effects</source>
      <translation>бонусних ефектів</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is {value}; IC2's sizes are {sizes}</source>
      <translation>має значення {value}; розміри в IC2: {sizes}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>add up to +{value} Accuracy; at most +{most} is read</source>
      <translation>разом дають +{value} до влучності; читається щонайбільше +{most}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>has {count:,} instruction lines; at most {most:,} are read</source>
      <translation>має рядків інструкцій: {count:,}; читається щонайбільше {most:,}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{source}: {id}: the lists differ from the English ones in length; the English lists are used</source>
      <translation>{source}: {id}: довжина списків не така, як в англійських; використано англійські списки</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>deployment card</source>
      <translation>карт розгортання</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{folder} has no files: names as in CardData</source>
      <translation>у {folder} немає файлів: назви як у CardData</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>deployment group</source>
      <translation>груп розгортання</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{folder} has no words for {ids}: names as in CardData</source>
      <translation>у {folder} немає перекладу для {ids}: назви як у CardData</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is not an Imperial Commander 2 character (no deploymentCard object)</source>
      <translation>не є персонажем Imperial Commander 2 (немає об’єкта deploymentCard)</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{lang} lines are read as English</source>
      <translation>рядки мовою {lang} прочитано як англійські</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>the data file it gives ({file}): {place} {why}</source>
      <translation>файл даних, який дає імпорт ({file}): {place} {why}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>the data file it gives ({file}) {why}</source>
      <translation>файл даних, який дає імпорт ({file}), {why}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>Imperial Commander 2 deployment groups ({lang})</source>
      <translation>Групи розгортання Imperial Commander 2 ({lang})</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is not an Imperial Commander 2 {what} file (a list)</source>
      <translation>не є файлом {what} Imperial Commander 2 (списком)</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is {value}, not the right kind of value</source>
      <translation>має значення {value} — значення не того виду</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is not an ability (name and text)</source>
      <translation>не є здібністю (назва й текст)</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{id!r} is listed twice</source>
      <translation>{id!r} наведено двічі</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{file} is missing: no villains</source>
      <translation>файлу {file} немає: без лиходіїв</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{id} ({name}) has no instruction lists in {file}</source>
      <translation>{id} ({name}) не має списків інструкцій у {file}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{file} is missing: bonus effects in English</source>
      <translation>файлу {file} немає: бонусні ефекти англійською</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>{file} is missing: no bonus effects</source>
      <translation>файлу {file} немає: без бонусних ефектів</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>has no {key!r}</source>
      <translation>не має {key!r}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is not text</source>
      <translation>не є текстом</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is not a folder here (languages found: {names})</source>
      <translation>тут немає такої теки (знайдено мови: {names})</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is not a folder here</source>
      <translation>тут немає такої теки</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is not a folder</source>
      <translation>не є текою</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>the reader knows English and German lines; for language {lang} it takes the structure from Languages/En/instructions.json, which is missing</source>
      <translation>читач знає англійські й німецькі рядки; для мови {lang} він бере структуру з Languages/En/instructions.json, якого немає</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>({id}) its {lines} lines give {count} instructions; a list holds at most {most}</source>
      <translation>({id}) його рядків: {lines}, вони дають інструкцій: {count}; список містить щонайбільше {most}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>({id}) {why}</source>
      <translation>({id}) {why}</translation>
    </message>
    <message>
      <location filename="../imperial/ic2.py" />
      <source>is missing: the folder must be an Imperial Commander 2 checkout's Assets/Resources or hold the same files</source>
      <translation>немає: тека має бути Assets/Resources копії Imperial Commander 2 або містити ті самі файли</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>this figure did not attack</source>
      <translation>ця фігура не атакувала</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>this figure is adjacent to a hero</source>
      <translation>ця фігура поруч із героєм</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>this figure is not adjacent to a hero</source>
      <translation>ця фігура не поруч із героєм</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>this figure is adjacent to a friendly figure</source>
      <translation>ця фігура поруч із дружньою фігурою</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>this figure is not adjacent to a friendly figure</source>
      <translation>ця фігура не поруч із дружньою фігурою</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>a hero is within %n space(s)</source>
      <translation>
        <numerusform>герой у межах %n клітинки</numerusform>
        <numerusform>герой у межах %n клітинок</numerusform>
        <numerusform>герой у межах %n клітинок</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the closest hero is at least %n space(s) away</source>
      <translation>
        <numerusform>найближчий герой щонайменше за %n клітинку</numerusform>
        <numerusform>найближчий герой щонайменше за %n клітинки</numerusform>
        <numerusform>найближчий герой щонайменше за %n клітинок</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>this figure has suffered at least %n damage</source>
      <translation>
        <numerusform>ця фігура зазнала щонайменше %n ушкодження</numerusform>
        <numerusform>ця фігура зазнала щонайменше %n ушкоджень</numerusform>
        <numerusform>ця фігура зазнала щонайменше %n ушкоджень</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>this figure performed {if_line}</source>
      <translation>ця фігура виконала {if_line}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>this figure did not perform {if_line}</source>
      <translation>ця фігура не виконала {if_line}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>by target priority</source>
      <translation>за пріоритетом цілей</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the closest hero</source>
      <translation>найближчий герой</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the closest ready hero</source>
      <translation>найближчий готовий герой</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the closest hero that has activated this round</source>
      <translation>найближчий герой, який уже активувався в цьому раунді</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the closest hero that is not Weakened</source>
      <translation>найближчий герой без стану «Ослаблений»</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the hero with the most other heroes within %n space(s)</source>
      <translation>
        <numerusform>герой, біля якого найбільше інших героїв у межах %n клітинки</numerusform>
        <numerusform>герой, біля якого найбільше інших героїв у межах %n клітинок</numerusform>
        <numerusform>герой, біля якого найбільше інших героїв у межах %n клітинок</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>a hero this figure has not attacked</source>
      <translation>герой, якого ця фігура не атакувала</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the closest friendly figure</source>
      <translation>найближча дружня фігура</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the friendly figure with the most health</source>
      <translation>дружня фігура з найбільшим здоров’ям</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the closest damaged friendly figure</source>
      <translation>найближча поранена дружня фігура</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>as many heroes as possible</source>
      <translation>якомога більше героїв</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>several heroes at once</source>
      <translation>кілька героїв одразу</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>as many friendly figures as possible</source>
      <translation>якомога більше дружніх фігур</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>each adjacent hero</source>
      <translation>кожен сусідній герой</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the actions the card line costs (its {A} and {Q} symbols); a figure performs at most two actions</source>
      <translation>скільки дій коштує рядок карти (його символи {A} і {Q}); фігура виконує щонайбільше дві дії</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>continues the card line above (skipped with it)</source>
      <translation>продовжує рядок карти вище (пропускається разом із ним)</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the card line's ability name</source>
      <translation>назва здібності рядка карти</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the card line applies only when this holds</source>
      <translation>рядок карти діє, лише коли це виконується</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the number the condition names</source>
      <translation>число, яке називає умова</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the ability name the condition asks about</source>
      <translation>назва здібності, про яку питає умова</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>resolved after the other lines</source>
      <translation>виконується після інших рядків</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>friendly figures with this trait do not count</source>
      <translation>дружні фігури з цією рисою не враховуються</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the target criterion of the card line</source>
      <translation>критерій цілі рядка карти</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the spaces the criterion counts (the hero with most others this near)</source>
      <translation>клітинки, які рахує критерій (герой, біля якого стільки найбільше інших)</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the fewest figures to engage</source>
      <translation>найменше фігур, до яких підійти впритул</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the attack reaches at most this many spaces</source>
      <translation>атака сягає щонайбільше стількох клітинок</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>an attack action (limit of one attack action)</source>
      <translation>дія атаки (не більше однієї дії атаки)</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>card text the players resolve, shown in its place in the plan</source>
      <translation>текст карти, який виконують гравці; показано на його місці в плані</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Card text</source>
      <translation>Текст карти</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>end this figure's activation</source>
      <translation>завершити активацію цієї фігури</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>End activation</source>
      <translation>Кінець активації</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>place the figure in an empty space within N spaces, adjacent to the target</source>
      <translation>розмістити фігуру на порожній клітинці в межах N клітинок, поруч із ціллю</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Place</source>
      <translation>Розміщення</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest cell adjacent to at least %n of them: {names}</source>
      <translation>
        <numerusform>найдешевша клітинка поруч принаймні з %n із них: {names}</numerusform>
        <numerusform>найдешевша клітинка поруч принаймні з %n із них: {names}</numerusform>
        <numerusform>найдешевша клітинка поруч принаймні з %n із них: {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest cell adjacent to the most of them (%n): {names}</source>
      <translation>
        <numerusform>найдешевша клітинка поруч із найбільшою кількістю з них (%n): {names}</numerusform>
        <numerusform>найдешевша клітинка поруч із найбільшою кількістю з них (%n): {names}</numerusform>
        <numerusform>найдешевша клітинка поруч із найбільшою кількістю з них (%n): {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>a hero is within %n hex(es)</source>
      <translation>
        <numerusform>герой у межах %n гекса</numerusform>
        <numerusform>герой у межах %n гексів</numerusform>
        <numerusform>герой у межах %n гексів</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the closest hero is at least %n hex(es) away</source>
      <translation>
        <numerusform>найближчий герой щонайменше за %n гекс</numerusform>
        <numerusform>найближчий герой щонайменше за %n гекси</numerusform>
        <numerusform>найближчий герой щонайменше за %n гексів</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the hero with the most other heroes within %n hex(es)</source>
      <translation>
        <numerusform>герой, біля якого найбільше інших героїв у межах %n гекса</numerusform>
        <numerusform>герой, біля якого найбільше інших героїв у межах %n гексів</numerusform>
        <numerusform>герой, біля якого найбільше інших героїв у межах %n гексів</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>within %n space(s)</source>
      <translation>
        <numerusform>у межах %n клітинки</numerusform>
        <numerusform>у межах %n клітинок</numerusform>
        <numerusform>у межах %n клітинок</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>within %n hex(es)</source>
      <translation>
        <numerusform>у межах %n гекса</numerusform>
        <numerusform>у межах %n гексів</numerusform>
        <numerusform>у межах %n гексів</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if a hero is within %n space(s): none is</source>
      <translation>
        <numerusform>лише якщо герой у межах %n клітинки: жодного немає</numerusform>
        <numerusform>лише якщо герой у межах %n клітинок: жодного немає</numerusform>
        <numerusform>лише якщо герой у межах %n клітинок: жодного немає</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if a hero is within %n hex(es): none is</source>
      <translation>
        <numerusform>лише якщо герой у межах %n гекса: жодного немає</numerusform>
        <numerusform>лише якщо герой у межах %n гексів: жодного немає</numerusform>
        <numerusform>лише якщо герой у межах %n гексів: жодного немає</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if the closest hero is at least %n space(s) away: one is closer</source>
      <translation>
        <numerusform>лише якщо найближчий герой щонайменше за %n клітинку: один ближче</numerusform>
        <numerusform>лише якщо найближчий герой щонайменше за %n клітинки: один ближче</numerusform>
        <numerusform>лише якщо найближчий герой щонайменше за %n клітинок: один ближче</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if the closest hero is at least %n hex(es) away: one is closer</source>
      <translation>
        <numerusform>лише якщо найближчий герой щонайменше за %n гекс: один ближче</numerusform>
        <numerusform>лише якщо найближчий герой щонайменше за %n гекси: один ближче</numerusform>
        <numerusform>лише якщо найближчий герой щонайменше за %n гексів: один ближче</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} has the most other hostile figures within %n space(s) ({count})</source>
      <translation>
        <numerusform>{target} має найбільше інших ворожих фігур у межах %n клітинки ({count})</numerusform>
        <numerusform>{target} має найбільше інших ворожих фігур у межах %n клітинок ({count})</numerusform>
        <numerusform>{target} має найбільше інших ворожих фігур у межах %n клітинок ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} has the most other hostile figures within %n hex(es) ({count})</source>
      <translation>
        <numerusform>{target} має найбільше інших ворожих фігур у межах %n гекса ({count})</numerusform>
        <numerusform>{target} має найбільше інших ворожих фігур у межах %n гексів ({count})</numerusform>
        <numerusform>{target} має найбільше інших ворожих фігур у межах %n гексів ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero (%n space(s))</source>
      <translation>
        <numerusform>{target} — найближчий герой (%n клітинка)</numerusform>
        <numerusform>{target} — найближчий герой (%n клітинки)</numerusform>
        <numerusform>{target} — найближчий герой (%n клітинок)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero (%n hex(es))</source>
      <translation>
        <numerusform>{target} — найближчий герой (%n гекс)</numerusform>
        <numerusform>{target} — найближчий герой (%n гекси)</numerusform>
        <numerusform>{target} — найближчий герой (%n гексів)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest ready hero (%n space(s))</source>
      <translation>
        <numerusform>{target} — найближчий готовий герой (%n клітинка)</numerusform>
        <numerusform>{target} — найближчий готовий герой (%n клітинки)</numerusform>
        <numerusform>{target} — найближчий готовий герой (%n клітинок)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest ready hero (%n hex(es))</source>
      <translation>
        <numerusform>{target} — найближчий готовий герой (%n гекс)</numerusform>
        <numerusform>{target} — найближчий готовий герой (%n гекси)</numerusform>
        <numerusform>{target} — найближчий готовий герой (%n гексів)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that has activated this round (%n space(s))</source>
      <translation>
        <numerusform>{target} — найближчий герой, який уже активувався в цьому раунді (%n клітинка)</numerusform>
        <numerusform>{target} — найближчий герой, який уже активувався в цьому раунді (%n клітинки)</numerusform>
        <numerusform>{target} — найближчий герой, який уже активувався в цьому раунді (%n клітинок)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that has activated this round (%n hex(es))</source>
      <translation>
        <numerusform>{target} — найближчий герой, який уже активувався в цьому раунді (%n гекс)</numerusform>
        <numerusform>{target} — найближчий герой, який уже активувався в цьому раунді (%n гекси)</numerusform>
        <numerusform>{target} — найближчий герой, який уже активувався в цьому раунді (%n гексів)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that is not Weakened (%n space(s))</source>
      <translation>
        <numerusform>{target} — найближчий герой без стану «Ослаблений» (%n клітинка)</numerusform>
        <numerusform>{target} — найближчий герой без стану «Ослаблений» (%n клітинки)</numerusform>
        <numerusform>{target} — найближчий герой без стану «Ослаблений» (%n клітинок)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest hero that is not Weakened (%n hex(es))</source>
      <translation>
        <numerusform>{target} — найближчий герой без стану «Ослаблений» (%n гекс)</numerusform>
        <numerusform>{target} — найближчий герой без стану «Ослаблений» (%n гекси)</numerusform>
        <numerusform>{target} — найближчий герой без стану «Ослаблений» (%n гексів)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest friendly figure that has suffered damage (%n space(s))</source>
      <translation>
        <numerusform>{target} — найближча дружня фігура, яка зазнала ушкоджень (%n клітинка)</numerusform>
        <numerusform>{target} — найближча дружня фігура, яка зазнала ушкоджень (%n клітинки)</numerusform>
        <numerusform>{target} — найближча дружня фігура, яка зазнала ушкоджень (%n клітинок)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest friendly figure that has suffered damage (%n hex(es))</source>
      <translation>
        <numerusform>{target} — найближча дружня фігура, яка зазнала ушкоджень (%n гекс)</numerusform>
        <numerusform>{target} — найближча дружня фігура, яка зазнала ушкоджень (%n гекси)</numerusform>
        <numerusform>{target} — найближча дружня фігура, яка зазнала ушкоджень (%n гексів)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest other friendly figure (%n space(s))</source>
      <translation>
        <numerusform>{target} — найближча інша дружня фігура (%n клітинка)</numerusform>
        <numerusform>{target} — найближча інша дружня фігура (%n клітинки)</numerusform>
        <numerusform>{target} — найближча інша дружня фігура (%n клітинок)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the closest other friendly figure (%n hex(es))</source>
      <translation>
        <numerusform>{target} — найближча інша дружня фігура (%n гекс)</numerusform>
        <numerusform>{target} — найближча інша дружня фігура (%n гекси)</numerusform>
        <numerusform>{target} — найближча інша дружня фігура (%n гексів)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable cell is adjacent to at least %n friendly figure(s)</source>
      <translation>
        <numerusform>жодна досяжна клітинка не поруч принаймні з %n дружньою фігурою</numerusform>
        <numerusform>жодна досяжна клітинка не поруч принаймні з %n дружніми фігурами</numerusform>
        <numerusform>жодна досяжна клітинка не поруч принаймні з %n дружніми фігурами</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable hex is adjacent to at least %n friendly figure(s)</source>
      <translation>
        <numerusform>жоден досяжний гекс не поруч принаймні з %n дружньою фігурою</numerusform>
        <numerusform>жоден досяжний гекс не поруч принаймні з %n дружніми фігурами</numerusform>
        <numerusform>жоден досяжний гекс не поруч принаймні з %n дружніми фігурами</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable cell is adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>жодна досяжна клітинка не поруч принаймні з %n ворожою фігурою</numerusform>
        <numerusform>жодна досяжна клітинка не поруч принаймні з %n ворожими фігурами</numerusform>
        <numerusform>жодна досяжна клітинка не поруч принаймні з %n ворожими фігурами</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no reachable hex is adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>жоден досяжний гекс не поруч принаймні з %n ворожою фігурою</numerusform>
        <numerusform>жоден досяжний гекс не поруч принаймні з %n ворожими фігурами</numerusform>
        <numerusform>жоден досяжний гекс не поруч принаймні з %n ворожими фігурами</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest hex adjacent to at least %n of them: {names}</source>
      <translation>
        <numerusform>найдешевший гекс поруч принаймні з %n із них: {names}</numerusform>
        <numerusform>найдешевший гекс поруч принаймні з %n із них: {names}</numerusform>
        <numerusform>найдешевший гекс поруч принаймні з %n із них: {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the cheapest hex adjacent to the most of them (%n): {names}</source>
      <translation>
        <numerusform>найдешевший гекс поруч із найбільшою кількістю з них (%n): {names}</numerusform>
        <numerusform>найдешевший гекс поруч із найбільшою кількістю з них (%n): {names}</numerusform>
        <numerusform>найдешевший гекс поруч із найбільшою кількістю з них (%n): {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty space within %n space(s) is adjacent to enough hostile figures ({count})</source>
      <translation>
        <numerusform>жодна порожня клітинка в межах %n клітинки не поруч із достатньою кількістю ворожих фігур ({count})</numerusform>
        <numerusform>жодна порожня клітинка в межах %n клітинок не поруч із достатньою кількістю ворожих фігур ({count})</numerusform>
        <numerusform>жодна порожня клітинка в межах %n клітинок не поруч із достатньою кількістю ворожих фігур ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty hex within %n hex(es) is adjacent to enough hostile figures ({count})</source>
      <translation>
        <numerusform>жоден порожній гекс у межах %n гекса не поруч із достатньою кількістю ворожих фігур ({count})</numerusform>
        <numerusform>жоден порожній гекс у межах %n гексів не поруч із достатньою кількістю ворожих фігур ({count})</numerusform>
        <numerusform>жоден порожній гекс у межах %n гексів не поруч із достатньою кількістю ворожих фігур ({count})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the nearest empty space adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>найближча порожня клітинка поруч принаймні з %n ворожою фігурою</numerusform>
        <numerusform>найближча порожня клітинка поруч принаймні з %n ворожими фігурами</numerusform>
        <numerusform>найближча порожня клітинка поруч принаймні з %n ворожими фігурами</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the nearest empty hex adjacent to at least %n hostile figure(s)</source>
      <translation>
        <numerusform>найближчий порожній гекс поруч принаймні з %n ворожою фігурою</numerusform>
        <numerusform>найближчий порожній гекс поруч принаймні з %n ворожими фігурами</numerusform>
        <numerusform>найближчий порожній гекс поруч принаймні з %n ворожими фігурами</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the nearest empty space adjacent to {target} ({why})</source>
      <translation>найближча порожня клітинка поруч із ціллю {target} ({why})</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the nearest empty hex adjacent to {target} ({why})</source>
      <translation>найближчий порожній гекс поруч із ціллю {target} ({why})</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty space within %n space(s) is adjacent to {target}</source>
      <translation>
        <numerusform>жодна порожня клітинка в межах %n клітинки не поруч із ціллю {target}</numerusform>
        <numerusform>жодна порожня клітинка в межах %n клітинок не поруч із ціллю {target}</numerusform>
        <numerusform>жодна порожня клітинка в межах %n клітинок не поруч із ціллю {target}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>no empty hex within %n hex(es) is adjacent to {target}</source>
      <translation>
        <numerusform>жоден порожній гекс у межах %n гекса не поруч із ціллю {target}</numerusform>
        <numerusform>жоден порожній гекс у межах %n гексів не поруч із ціллю {target}</numerusform>
        <numerusform>жоден порожній гекс у межах %n гексів не поруч із ціллю {target}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the hexes the criterion counts (the hero with most others this near)</source>
      <translation>гекси, які рахує критерій (герой, біля якого стільки найбільше інших)</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Spaces counted</source>
      <translation>Клітинки підрахунку</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Hexes counted</source>
      <translation>Гекси підрахунку</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the attack reaches at most this many hexes</source>
      <translation>атака сягає щонайбільше стількох гексів</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Within (spaces)</source>
      <translation>У межах (клітинок)</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Within (hexes)</source>
      <translation>У межах (гексів)</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>place the figure in an empty hex within N hexes, adjacent to the target</source>
      <translation>розмістити фігуру на порожньому гексі в межах N гексів, поруч із ціллю</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>costs %n action(s)</source>
      <translation>
        <numerusform>коштує %n дію</numerusform>
        <numerusform>коштує %n дії</numerusform>
        <numerusform>коштує %n дій</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Actions</source>
      <translation>Дії</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>part of the card line above</source>
      <translation>частина рядка карти вище</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Part of the line above</source>
      <translation>Частина рядка вище</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>ability {value}</source>
      <translation>здібність {value}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Ability name</source>
      <translation>Назва здібності</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if {value}</source>
      <translation>лише якщо {value}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Only if</source>
      <translation>Лише якщо</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Condition's number</source>
      <translation>Число умови</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Condition's ability</source>
      <translation>Здібність умови</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>at the end of the activation</source>
      <translation>наприкінці активації</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>At the end</source>
      <translation>Наприкінці</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>not counting {value} figures</source>
      <translation>не враховуючи фігури з рисою {value}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Not counting trait</source>
      <translation>Без фігур з рисою</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>target: {value}</source>
      <translation>ціль: {value}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>Target criterion</source>
      <translation>Критерій цілі</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>at least %n figure(s)</source>
      <translation>
        <numerusform>щонайменше %n фігура</numerusform>
        <numerusform>щонайменше %n фігури</numerusform>
        <numerusform>щонайменше %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>At least (figures)</source>
      <translation>Щонайменше (фігур)</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>attack action</source>
      <translation>дія атаки</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>the card line costs %n action(s) and this figure has {left} left (an Imperial figure performs at most two actions)</source>
      <translation>
        <numerusform>рядок карти коштує %n дію, а фігурі лишилося {left} (імперська фігура виконує щонайбільше дві дії)</numerusform>
        <numerusform>рядок карти коштує %n дії, а фігурі лишилося {left} (імперська фігура виконує щонайбільше дві дії)</numerusform>
        <numerusform>рядок карти коштує %n дій, а фігурі лишилося {left} (імперська фігура виконує щонайбільше дві дії)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure did not attack: it attacked</source>
      <translation>лише якщо ця фігура не атакувала: вона атакувала</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure is not adjacent to a hero: it is</source>
      <translation>лише якщо ця фігура не поруч із героєм: вона поруч</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure is not adjacent to a friendly figure: it is</source>
      <translation>лише якщо ця фігура не поруч із дружньою фігурою: вона поруч</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure has suffered at least %n damage: it has suffered {damage}</source>
      <translation>
        <numerusform>лише якщо ця фігура зазнала щонайменше %n ушкодження: вона зазнала {damage}</numerusform>
        <numerusform>лише якщо ця фігура зазнала щонайменше %n ушкоджень: вона зазнала {damage}</numerusform>
        <numerusform>лише якщо ця фігура зазнала щонайменше %n ушкоджень: вона зазнала {damage}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>no card line {name} came before it</source>
      <translation>перед ним не було рядка карти {name}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure did not perform {name}: {state}</source>
      <translation>лише якщо ця фігура не виконала {name}: {state}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>{target} has the most health left of the other friendly figures ({health})</source>
      <translation>{target} має найбільший запас здоров’я серед інших дружніх фігур ({health})</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the card says: end this activation</source>
      <translation>карта каже: завершити цю активацію</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>already adjacent to {names}</source>
      <translation>уже поруч із {names}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>cannot move adjacent to any friendly figure</source>
      <translation>не може підійти впритул до жодної дружньої фігури</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the card text</source>
      <translation>текст карти</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>how far it may be placed</source>
      <translation>наскільки далеко можна розмістити</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure is adjacent to a hero: it is not</source>
      <translation>лише якщо ця фігура поруч із героєм: вона не поруч</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure is adjacent to a friendly figure: it is not</source>
      <translation>лише якщо ця фігура поруч із дружньою фігурою: вона не поруч</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>{name} is a note the players resolve: the plan takes it as done</source>
      <translation>{name} — примітка, яку виконують гравці: план вважає її виконаною</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>only if this figure performed {name}: {state}</source>
      <translation>лише якщо ця фігура виконала {name}: {state}</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>no friendly figure to engage</source>
      <translation>немає дружньої фігури, до якої підійти впритул</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>no hero to be placed next to</source>
      <translation>немає героя, поруч із яким розміститися</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>“{value}”</source>
      <translation>«{value}»</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the card line above was skipped</source>
      <translation>рядок карти вище пропущено</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>{name} was done</source>
      <translation>{name} виконано</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>{name} was skipped</source>
      <translation>{name} пропущено</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>{target} is the next friendly figure</source>
      <translation>{target} — наступна дружня фігура</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>no adjacent hero to attack</source>
      <translation>поруч немає героя, щоб атакувати</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>the card line's first part was skipped</source>
      <translation>першу частину рядка карти пропущено</translation>
    </message>
    <message>
      <location filename="../imperial/ic_play.py" />
      <source>{target} is adjacent</source>
      <translation>{target} поруч</translation>
    </message>
    <message>
      <location filename="../imperial/ops.py" />
      <source>There is no group {gid} on this board</source>
      <translation>На цій мапі немає групи {gid}</translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ops.py" />
      <source>{gid} draws from the %n IC list(s) of its card</source>
      <translation>
        <numerusform>{gid} бере %n список IC своєї карти</numerusform>
        <numerusform>{gid} бере %n списки IC своєї карти</numerusform>
        <numerusform>{gid} бере %n списків IC своєї карти</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../imperial/ops.py" />
      <source>{gid} draws from the %n IC list(s) of {card}</source>
      <translation>
        <numerusform>{gid} бере %n список IC карти {card}</numerusform>
        <numerusform>{gid} бере %n списки IC карти {card}</numerusform>
        <numerusform>{gid} бере %n списків IC карти {card}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>setup</source>
      <comment>ae-log</comment>
      <translation>підготовка</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>deck</source>
      <comment>ae-log</comment>
      <translation>колода</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>draw</source>
      <comment>ae-log</comment>
      <translation>карта</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>surges</source>
      <comment>ae-log</comment>
      <translation>сплески</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>activate</source>
      <comment>ae-log</comment>
      <translation>активація</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>target</source>
      <comment>ae-log</comment>
      <translation>ціль</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>status</source>
      <comment>ae-log</comment>
      <translation>фаза статусу</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>upgrade</source>
      <comment>ae-log</comment>
      <translation>покращення</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>play</source>
      <comment>ae-log</comment>
      <translation>розіграш</translation>
    </message>
    <message>
      <location filename="../imperial/state.py" />
      <source>campaign</source>
      <comment>ae-log</comment>
      <translation>кампанія</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>... and {count} more notes like these</source>
      <translation>... і ще приміток такого роду: {count}</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>tabletop-ai: {file}: cannot be written: {reason}</source>
      <translation>tabletop-ai: {file}: не вдається записати: {reason}</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n wall edge(s)</source>
      <translation>
        <numerusform>%n межа зі стіною</numerusform>
        <numerusform>%n межі зі стінами</numerusform>
        <numerusform>%n меж зі стінами</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n door(s)</source>
      <translation>
        <numerusform>%n двері</numerusform>
        <numerusform>%n двері</numerusform>
        <numerusform>%n дверей</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n точка</numerusform>
        <numerusform>%n точки</numerusform>
        <numerusform>%n точок</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>open</source>
      <comment>terrain</comment>
      <translation>відкрита</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>blocking</source>
      <comment>terrain</comment>
      <translation>блокувальна</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>difficult</source>
      <comment>terrain</comment>
      <translation>важка</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>impassable</source>
      <comment>terrain</comment>
      <translation>непрохідна</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>hazard</source>
      <comment>terrain</comment>
      <translation>небезпечна</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>void</source>
      <comment>terrain</comment>
      <translation>порожнеча</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>trap</source>
      <comment>terrain</comment>
      <translation>пастка</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>icy</source>
      <comment>terrain</comment>
      <translation>крижана</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>pointy</source>
      <comment>hex tops</comment>
      <translation>гострі верхи</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>flat</source>
      <comment>hex tops</comment>
      <translation>пласкі верхи</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>layer {layer}</source>
      <translation>шар {layer}</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>layer {layer} object {id}</source>
      <translation>шар {layer}, об’єкт {id}</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>{file}: %n wall line(s) off the cell edges ({lines}{more}); {what}</source>
      <translation>
        <numerusform>{file}: %n лінія стін не йде межами клітинок ({lines}{more}); {what}</numerusform>
        <numerusform>{file}: %n лінії стін не йдуть межами клітинок ({lines}{more}); {what}</numerusform>
        <numerusform>{file}: %n ліній стін не йдуть межами клітинок ({lines}{more}); {what}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>the region {region} has no cells: its width and height must be at least 1</source>
      <translation>ділянка {region} не має клітинок: її ширина й висота мають бути щонайменше 1</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>file without extension</source>
      <translation>файл без розширення</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>holds {count} objects and lists; map files of at most {most} are read</source>
      <translation>містить {count} об’єктів і списків; читаються файли мап щонайбільше з {most}</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>gives a {width}x{height} map; a map needs at least one cell</source>
      <translation>задає мапу {width}x{height}; мапа потребує хоча б однієї клітинки</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>gives a {width}x{height} map; parts are imported from maps of at most {most}x{most} cells</source>
      <translation>задає мапу {width}x{height}; частини імпортуються з мап щонайбільше {most}x{most} клітинок</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>the region {region} is {rw}x{rh} cells; a board has at most {most}x{most}</source>
      <translation>ділянка {region} має {rw}x{rh} клітинок; мапа гри має щонайбільше {most}x{most}</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>{file}: a part of the {width}x{height} map imported: cells [{x},{y}] to [{x2},{y2}] of the map ({rw}x{rh}; --region {region}), now [0,0] to [{last_x},{last_y}]</source>
      <translation>{file}: імпортовано частину мапи {width}x{height}: клітинки від [{x},{y}] до [{x2},{y2}] мапи ({rw}x{rh}; --region {region}), тепер від [0,0] до [{last_x},{last_y}]</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source> and {count} more</source>
      <translation> і ще {count}</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>gives a {width}x{height} map; maps of at most {most}x{most} cells are imported, and parts of maps of at most {whole}x{whole}</source>
      <translation>задає мапу {width}x{height}; імпортуються мапи щонайбільше {most}x{most} клітинок, а частини — з мап щонайбільше {whole}x{whole}</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>{text} is no region: four whole numbers X,Y,W,H are wanted (the first cell's column and row, then the width and height in cells)</source>
      <translation>{text} — не ділянка: потрібні чотири цілі числа X,Y,W,H (стовпець і рядок першої клітинки, далі ширина й висота в клітинках)</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>the region {region} (cells [{x},{y}] to [{x2},{y2}]) is not inside the {width}x{height} map (cells [0,0] to [{last_x},{last_y}])</source>
      <translation>ділянка {region} (клітинки від [{x},{y}] до [{x2},{y2}]) не лежить у мапі {width}x{height} (клітинки від [0,0] до [{last_x},{last_y}])</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>is a {kind}; maps are imported from .tmx, .tmj (Tiled) and .dd2vtt, .uvtt, .df2vtt (Universal VTT)</source>
      <translation>це {kind}; мапи імпортуються з .tmx, .tmj (Tiled) і .dd2vtt, .uvtt, .df2vtt (Universal VTT)</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>gives a {width}x{height} map; maps of at most {most}x{most} cells are imported: import a part of it (--region X,Y,W,H, or the window asks which part)</source>
      <translation>задає мапу {width}x{height}; імпортуються мапи щонайбільше {most}x{most} клітинок: імпортуйте її частину (--region X,Y,W,H, або вікно спитає, яку частину)</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>{file}: beyond the part or on its border, not imported: {walls}, {doors}, {points}, {figures}</source>
      <translation>{file}: поза частиною або на її межі, не імпортовано: {walls}, {doors}, {points}, {figures}</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>the cells they cross are marked blocking</source>
      <translation>клітинки, які вони перетинають, позначено блокувальними</translation>
    </message>
    <message>
      <location filename="../maps/common.py" />
      <source>those pieces are not imported (--mark-crossed, or Yes in the window, marks the cells they cross blocking)</source>
      <translation>ці відрізки не імпортовано (--mark-crossed або «Так» у вікні позначає клітинки, які вони перетинають, блокувальними)</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>; %n door(s) cut by the part's border keep their part inside ({doors}{more})</source>
      <translation>
        <numerusform>; %n двері, перетяті межею частини, зберігають свою частину всередині ({doors}{more})</numerusform>
        <numerusform>; %n дверей, перетятих межею частини, зберігають свою частину всередині ({doors}{more})</numerusform>
        <numerusform>; %n дверей, перетятих межею частини, зберігають свою частину всередині ({doors}{more})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/common.py" />
      <source>%n door edge(s)</source>
      <translation>
        <numerusform>%n межа з дверима</numerusform>
        <numerusform>%n межі з дверима</numerusform>
        <numerusform>%n меж з дверима</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>{count} point pairs: a calibration uses 2, 3 or 4</source>
      <translation>пар точок: {count}; калібрування використовує 2, 3 або 4</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>point ({x}, {y}) is sent to infinity by the transform</source>
      <translation>перетворення відсилає точку ({x}, {y}) у нескінченність</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>the transform is singular (the points lie in a line)</source>
      <translation>перетворення вироджене (точки лежать на одній прямій)</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>a perspective transform needs 4 point pairs, not {count}</source>
      <translation>перспективному перетворенню потрібно 4 пари точок, а не {count}</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>an affine transform needs 3 point pairs, not {count}</source>
      <translation>афінному перетворенню потрібно 3 пари точок, а не {count}</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>a scale needs at least 2 point pairs</source>
      <translation>для масштабу потрібно щонайменше 2 пари точок</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>the points do not fix a transform (three of them lie in a line, or two are the same)</source>
      <translation>точки не задають перетворення (три з них лежать на одній прямій або дві збігаються)</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>the cells clicked are at the same place on the picture</source>
      <translation>клацнуті клітинки на зображенні в одному й тому самому місці</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>the points clicked do not differ left-right: pick a far cell away from the first one in both directions</source>
      <translation>клацнуті точки не відрізняються зліва направо: виберіть дальню клітинку, віддалену від першої в обох напрямках</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>the points clicked do not differ up-down: pick a far cell away from the first one in both directions</source>
      <translation>клацнуті точки не відрізняються згори вниз: виберіть дальню клітинку, віддалену від першої в обох напрямках</translation>
    </message>
    <message>
      <location filename="../maps/homography.py" />
      <source>three of the four corners lie in a line: click the four corners of the map, going round it</source>
      <translation>три з чотирьох кутів лежать на одній прямій: клацніть чотири кути мапи, обходячи її по колу</translation>
    </message>
    <message>
      <location filename="../maps/imagesize.py" />
      <source>{file}: a {kind} picture, which this app does not read (it reads PNG, JPEG and WebP). Save it as JPEG and read that: on a computer, open it and export or save a copy as JPEG; an iPhone takes JPEG photos with Settings → Camera → Formats → Most Compatible.</source>
      <translation>{file}: це зображення {kind}, якого застосунок не читає (він читає PNG, JPEG і WebP). Збережіть його як JPEG і скористайтеся цим файлом: на комп’ютері відкрийте зображення й експортуйте або збережіть копію як JPEG; iPhone знімає фото в JPEG, якщо вибрати Параметри → Камера → Формати → Найсумісніший.</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>the picture file does not exist ({path})</source>
      <translation>файлу зображення не існує ({path})</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>is {size} MB; picture files of at most {most} MB are read</source>
      <translation>має {size} МБ; читаються файли зображень щонайбільше {most} МБ</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <location filename="../maps/tiled_files.py" />
      <location filename="../maps/uvtt.py" />
      <source>cannot be read ({why})</source>
      <translation>не вдається прочитати ({why})</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <location filename="../photo/detect.py" />
      <source>{file}: {why}</source>
      <translation>{file}: {why}</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <location filename="../maps/uvtt.py" />
      <location filename="../table/io.py" />
      <source>must be an object</source>
      <translation>має бути об’єктом</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>must be [width, height] in pixels, each 1..{most}</source>
      <translation>має бути [ширина, висота] у пікселях, кожне від 1 до {most}</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>must be a list of 9 numbers (a 3x3 matrix, row by row)</source>
      <translation>має бути списком із 9 чисел (матриця 3x3, рядок за рядком)</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>must be a number from 0 to 1</source>
      <translation>має бути числом від 0 до 1</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{file}: the picture is {size} MB; at most {most} MB are embedded</source>
      <translation>{file}: зображення має {size} МБ; вбудовуються зображення щонайбільше {most} МБ</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{file}: is a {kind} picture whose size cannot be read</source>
      <translation>{file}: це зображення {kind}, розмір якого не вдається прочитати</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{file}: says it is {w}x{h} pixels: no picture</source>
      <translation>{file}: за його заголовком воно має {w}x{h} пікселів — це не зображення</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{file}: is {w}x{h} pixels; pictures of at most {most} pixels a side are shown (scale it down first)</source>
      <translation>{file}: {w}x{h} пікселів; показуються зображення щонайбільше {most} пікселів завбільшки з кожного боку (спершу зменште його)</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>the picture must show at least one cell each way</source>
      <translation>зображення має показувати принаймні одну клітинку в кожен бік</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{clicked} points clicked; {expected} expected</source>
      <translation>клацнуто точок: {clicked}; потрібно: {expected}</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>is singular (it squashes the picture to a line)</source>
      <translation>вироджена (стискає зображення в лінію)</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <location filename="../maps/uvtt.py" />
      <source>must be base64 text</source>
      <translation>має бути текстом base64</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>must be one of {values}</source>
      <translation>має бути одним із: {values}</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>needs a "path" (relative to the board file) or embedded "data"</source>
      <translation>потребує "path" (відносно файлу мапи) або вбудованих "data"</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{file}: only PNG, JPEG and WebP pictures can be embedded</source>
      <translation>{file}: вбудувати можна лише зображення PNG, JPEG і WebP</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{file}: is not a PNG, JPEG or WebP picture</source>
      <translation>{file}: це не зображення PNG, JPEG чи WebP</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{file}: the embedded picture is not valid base64</source>
      <translation>{file}: вбудоване зображення — не коректний base64</translation>
    </message>
    <message>
      <location filename="../maps/picture.py" />
      <source>{share}% of the picture in {cell} is dark (solid rock or fill)</source>
      <translation>{share}% зображення в клітинці {cell} — темне (суцільна скеля чи заливка)</translation>
    </message>
    <message>
      <location filename="../maps/picture_cut.py" />
      <source>the map's picture ({width}x{height} pixels) is cut to the part imported ({part_width}x{part_height} pixels)</source>
      <translation>зображення мапи ({width}x{height} пікселів) обрізано до імпортованої частини ({part_width}x{part_height} пікселів)</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>its terrain property says so</source>
      <translation>так каже її властивість terrain</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>its class says so</source>
      <translation>так каже її клас</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>it is dark and solid</source>
      <translation>вона темна й суцільна</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>it is green, leafy and partly see-through: a bush or a tree?</source>
      <translation>вона зелена, листяна й частково прозора: кущ чи дерево?</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>it is mostly transparent (decoration)</source>
      <translation>вона здебільшого прозора (оздоба)</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>it is blue, like water</source>
      <translation>вона синя, як вода</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>it is the ground tile {tile} with something standing in its middle (a rock, a plant, a post?)</source>
      <translation>це плитка ґрунту {tile}, посередині якої щось стоїть (камінь, рослина, стовп?)</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>its property {name} is true</source>
      <translation>її властивість {name} — true</translation>
    </message>
    <message>
      <location filename="../maps/terrain_guess.py" />
      <source>its name says “{word}”</source>
      <translation>її назва каже «{word}»</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>cannot be read as a Tiled map ({why}); opening it in Tiled and saving it again may mend it</source>
      <translation>не читається як мапа Tiled ({why}); якщо відкрити її в Tiled і зберегти знову, це може допомогти</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{file}: {width}x{height} {shape} map; terrain: {terrain}; {walls}, {doors}, {points}</source>
      <translation>{file}: мапа {width}x{height}, {shape}; місцевість: {terrain}; {walls}, {doors}, {points}</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <location filename="../maps/tiled_files.py" />
      <source>refers to {name}, which does not exist</source>
      <translation>посилається на {name}, якого немає</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>lacks the field {field} that Tiled writes (was it made by another program? Opening it in Tiled and saving it again adds it)</source>
      <translation>бракує поля {field}, яке записує Tiled (її створила інша програма? Якщо відкрити її в Tiled і зберегти знову, поле з’явиться)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>holds text where Tiled writes a number (was it edited by hand? Opening it in Tiled shows where)</source>
      <translation>містить текст там, де Tiled записує число (її правили вручну? Tiled покаже де)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>must be {format}: not a terrain mapping</source>
      <translation>має бути {format}: це не відповідність місцевості</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>must be an object {example}</source>
      <translation>має бути об’єктом {example}</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <location filename="../maps/tiled_files.py" />
      <source>map width/height</source>
      <translation>ширина/висота мапи</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>must be positive</source>
      <translation>має бути додатним</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <location filename="../maps/tiled_files.py" />
      <source>is {value}; orthogonal and hexagonal maps are imported</source>
      <translation>дорівнює {value}; імпортуються прямокутні й гексагональні мапи</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <location filename="../maps/tiled_files.py" />
      <source>is true; infinite maps are not imported (in Tiled: Map &gt; Map Properties, untick Infinite)</source>
      <translation>дорівнює true; нескінченні мапи не імпортуються (у Tiled: Мапа &gt; Властивості мапи, зніміть «Нескінченна»)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>hex ({orientation}, {offset})</source>
      <translation>гексагональна ({orientation}, {offset})</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>all open</source>
      <translation>уся відкрита</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>is {value}; kinds: {kinds}</source>
      <translation>має значення {value}; види: {kinds}</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>has no tile data (chunks of an infinite map are not imported)</source>
      <translation>не має даних плиток (фрагменти нескінченної мапи не імпортуються)</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n object(s) not imported although a name or layer reads as a wall or door: [its|their] class ({classes}) says what [it|they] [is|are], and a class wins over a name (give [it|them] the class wall or door in Tiled to import [it|them]): {places}{more}</source>
      <translation>
        <numerusform>{file}: %n об’єкт не імпортовано, хоча його назва чи шар звучить як стіна чи двері: його клас ({classes}) каже, що це таке, а клас важить більше за назву (щоб імпортувати, дайте йому в Tiled клас wall або door): {places}{more}</numerusform>
        <numerusform>{file}: %n об’єкти не імпортовано, хоча їхня назва чи шар звучить як стіна чи двері: їхній клас ({classes}) каже, що це таке, а клас важить більше за назву (щоб імпортувати, дайте їм у Tiled клас wall або door): {places}{more}</numerusform>
        <numerusform>{file}: %n об’єктів не імпортовано, хоча їхня назва чи шар звучить як стіна чи двері: їхній клас ({classes}) каже, що це таке, а клас важить більше за назву (щоб імпортувати, дайте їм у Tiled клас wall або door): {places}{more}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n object(s) not imported (their class, name, layer and properties say no wall, door or edge terrain): {names}{more}</source>
      <translation>
        <numerusform>{file}: %n об’єкт не імпортовано (його клас, назва, шар і властивості не кажуть про стіну, двері чи край): {names}{more}</numerusform>
        <numerusform>{file}: %n об’єкти не імпортовано (їхні клас, назва, шар і властивості не кажуть про стіну, двері чи край): {names}{more}</numerusform>
        <numerusform>{file}: %n об’єктів не імпортовано (їхні клас, назва, шар і властивості не кажуть про стіну, двері чи край): {names}{more}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n door rectangle(s) [covers|cover] a doorway whose two sides are alike: [its|each] door was placed on the first side, check [it|them] ({places}{more})</source>
      <translation>
        <numerusform>{file}: %n прямокутник дверей закриває прохід, дві сторони якого однакові: двері поставлено на першу сторону, перевірте ({places}{more})</numerusform>
        <numerusform>{file}: %n прямокутники дверей закривають прохід, дві сторони якого однакові: кожні двері поставлено на першу сторону, перевірте ({places}{more})</numerusform>
        <numerusform>{file}: %n прямокутників дверей закривають прохід, дві сторони якого однакові: кожні двері поставлено на першу сторону, перевірте ({places}{more})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n door rectangle(s) not imported: [it|each] covers whole cells, and no wall beside it says which side the door stands on (draw the door as a line or a thin rectangle on that side): {places}{more}</source>
      <translation>
        <numerusform>{file}: %n прямокутник дверей не імпортовано: він займає цілі клітинки, і жодна стіна поруч не каже, на якій його стороні стоять двері (намалюйте двері лінією або тонким прямокутником на цій стороні): {places}{more}</numerusform>
        <numerusform>{file}: %n прямокутники дверей не імпортовано: кожен займає цілі клітинки, і жодна стіна поруч не каже, на якій його стороні стоять двері (намалюйте двері лінією або тонким прямокутником на цій стороні): {places}{more}</numerusform>
        <numerusform>{file}: %n прямокутників дверей не імпортовано: кожен займає цілі клітинки, і жодна стіна поруч не каже, на якій його стороні стоять двері (намалюйте двері лінією або тонким прямокутником на цій стороні): {places}{more}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{file}: %n tile(s) [has|have] no terrain kind and [was|were] read as open: {tiles}{more} — give [it|them] a 'terrain' property in Tiled, or choose [its|their] terrain when the window asks (command line: --terrain MAPPING.json)</source>
      <translation>
        <numerusform>{file}: %n плитка не має виду місцевості й прочитана як відкрита: {tiles}{more} — дайте їй властивість 'terrain' у Tiled або виберіть її місцевість, коли вікно запитає (у командному рядку: --terrain MAPPING.json)</numerusform>
        <numerusform>{file}: %n плитки не мають виду місцевості й прочитані як відкриті: {tiles}{more} — дайте їм властивість 'terrain' у Tiled або виберіть їхню місцевість, коли вікно запитає (у командному рядку: --terrain MAPPING.json)</numerusform>
        <numerusform>{file}: %n плиток не мають виду місцевості й прочитані як відкриті: {tiles}{more} — дайте їм властивість 'terrain' у Tiled або виберіть їхню місцевість, коли вікно запитає (у командному рядку: --terrain MAPPING.json)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>holds a value that cannot be used: {why}</source>
      <translation>містить значення, яке не можна використати: {why}</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>uses tile {gid}, which no tileset holds</source>
      <translation>використовує плитку {gid}, якої немає в жодному наборі</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{file}: image layer {layer}: {picture} is not a PNG, JPEG or WebP picture (no picture)</source>
      <translation>{file}: шар зображення {layer}: {picture} не є зображенням PNG, JPEG чи WebP (без зображення)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{file}: image layer {layer}: {picture} is {width}x{height} pixels; at most {most} a side are used (no picture)</source>
      <translation>{file}: шар зображення {layer}: {picture} має {width}x{height} пікселів; використовується щонайбільше {most} на бік (без зображення)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{count} {kind}</source>
      <comment>terrain</comment>
      <translation>{kind} — {count}</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/tiled.py" />
      <source>{tile} (%n cell(s))</source>
      <translation>
        <numerusform>{tile} (%n клітинка)</numerusform>
        <numerusform>{tile} (%n клітинки)</numerusform>
        <numerusform>{tile} (%n клітинок)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{place} on {edges}</source>
      <translation>{place} на {edges}</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{file}: image layer {layer} refers to {picture}, which cannot be read (no picture)</source>
      <translation>{file}: шар зображення {layer} посилається на {picture}, який не вдається прочитати (без зображення)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{file}: {where} has no class (not imported)</source>
      <translation>{file}: {where} не має класу (не імпортовано)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{file}: {place} lies outside the map (not imported)</source>
      <translation>{file}: {place} лежить поза мапою (не імпортовано)</translation>
    </message>
    <message>
      <location filename="../maps/tiled.py" />
      <source>{file}: {place}: its name cannot be an id (over {max} characters, or a control character); imported as {id}</source>
      <translation>{file}: {place}: його назва не може бути ідентифікатором (понад {max} символів або керівний символ); імпортовано як {id}</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>grew while it was read</source>
      <translation>виріс, поки його читали</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>refers to {name}, which is not a regular file (a pipe, a device or a folder)</source>
      <translation>посилається на {name}, що не є звичайним файлом (канал, пристрій чи тека)</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is neither XML nor JSON, so no Tiled file (it starts with {start})</source>
      <translation>не є ні XML, ні JSON, тож це не файл Tiled (починається з {start})</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is {value}; it must be a whole number</source>
      <translation>дорівнює {value}; має бути цілим числом</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>holds {count} tiles; the layer has {cells} cells</source>
      <translation>містить плиток: {count}; у шарі клітинок: {cells}</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has zstd tile data that does not say how large it inflates (Tiled's own does)</source>
      <translation>має дані плиток zstd, які не кажуть, до якого розміру розпаковуються (Tiled це вказує)</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has zstd tile data that inflates to {size} bytes, more than the layer's {cells} cells</source>
      <translation>має дані плиток zstd, що розпаковуються до {size} байтів — більше, ніж {cells} клітинок шару</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>holds more tile data than the layer has cells</source>
      <translation>містить більше даних плиток, ніж клітинок у шарі</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>the file ends inside a tag: it is cut off</source>
      <translation>файл закінчується всередині тегу: його обрізано</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>the file ends before its first tag closes</source>
      <translation>файл закінчується раніше, ніж закривається його перший тег</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>a character where none may be</source>
      <translation>символ там, де його не може бути</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>a closing tag does not match the tag it closes</source>
      <translation>закривальний тег не відповідає тегу, який він закриває</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>text after the map's last tag</source>
      <translation>текст після останнього тегу мапи</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>it is not XML at all</source>
      <translation>це взагалі не XML</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>an unknown &amp;name; entity</source>
      <translation>невідома сутність &amp;назва;</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>an attribute written twice in one tag</source>
      <translation>атрибут, записаний двічі в одному тезі</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>a tag prefix no namespace declares</source>
      <translation>префікс тегу, якого не оголошує жоден простір імен</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>the file ends inside a CDATA section</source>
      <translation>файл закінчується всередині розділу CDATA</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is one of more than {most} files a map names</source>
      <translation>— один із понад {most} файлів, які називає мапа</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>must be a file name</source>
      <translation>має бути назвою файлу</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is not a Tiled JSON object</source>
      <translation>не є об’єктом JSON Tiled</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is {width}x{height} cells; layers of at most {most}x{most} are read</source>
      <translation>має {width}x{height} клітинок; читаються шари щонайбільше {most}x{most}</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>holds tile {gid}; a tile id is a number 0 to {most}</source>
      <translation>містить плитку {gid}; id плитки — число від 0 до {most}</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is zstd-compressed, and no zstd decoder is installed</source>
      <translation>стиснено zstd, а розпаковувач zstd не встановлено</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has zstd tile data that cannot be read ({why})</source>
      <translation>має дані плиток zstd, які не вдається прочитати ({why})</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is not a Tiled map (its top element is &lt;{tag}&gt;)</source>
      <translation>не є мапою Tiled (її верхній елемент — &lt;{tag}&gt;)</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is not a Tiled map (the top level is not an object)</source>
      <translation>не є мапою Tiled (верхній рівень — не об’єкт)</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>refers to {name}, which is not a regular file (a pipe, a device or a socket); only files are read</source>
      <translation>посилається на {name}, що не є звичайним файлом (канал, пристрій чи сокет); читаються лише файли</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>refers to {name}, which is a folder, not a file</source>
      <translation>посилається на {name}, що є текою, а не файлом</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is {size} bytes; files of at most {most} MB are read</source>
      <translation>має {size} байтів; читаються файли щонайбільше {most} МБ</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>refers to {name}, which is {size} bytes; files of at most {most} MB are read</source>
      <translation>посилається на {name}, що має {size} байтів; читаються файли щонайбільше {most} МБ</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>refers to {name}, which cannot be read ({why})</source>
      <translation>посилається на {name}, який не вдається прочитати ({why})</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is not a Tiled tileset (its top element is &lt;{tag}&gt;)</source>
      <translation>не є набором плиток Tiled (його верхній елемент — &lt;{tag}&gt;)</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is not a Tiled template (its top element is &lt;{tag}&gt;)</source>
      <translation>не є шаблоном Tiled (його верхній елемент — &lt;{tag}&gt;)</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is not valid XML ({why})</source>
      <translation>не є правильним XML ({why})</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>line {line}</source>
      <translation>рядок {line}</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has base64 data that is not text</source>
      <translation>має дані base64, які не є текстом</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>is {value}; tiles of 1 to {most} pixels are read</source>
      <translation>дорівнює {value}; читаються плитки від 1 до {most} пікселів</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has tile data that is not valid base64</source>
      <translation>має дані плиток, які не є правильним base64</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has {compression} tile data that inflates to more than the layer's {cells} cells</source>
      <translation>має дані плиток {compression}, що розпаковуються на більше, ніж {cells} клітинок шару</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has {compression} tile data that is cut short</source>
      <translation>має обрізані дані плиток {compression}</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has data encoding {encoding}; base64 and csv are read</source>
      <translation>має кодування даних {encoding}; читаються base64 і csv</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has data that is neither a list nor base64 text</source>
      <translation>має дані, які не є ні списком, ні текстом base64</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has {compression} tile data that cannot be read ({why})</source>
      <translation>має дані плиток {compression}, які не вдається прочитати ({why})</translation>
    </message>
    <message>
      <location filename="../maps/tiled_files.py" />
      <source>has compression {compression}; zlib, gzip and zstd are read</source>
      <translation>має стиснення {compression}; читаються zlib, gzip і zstd</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>picture {width}x{height}</source>
      <translation>зображення {width}x{height}</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{file}: %n cell(s) inside closed shapes taken for pillars or boulders and made blocking: {shapes}{more}; check them on the picture, and make a room's cells open again</source>
      <translation>
        <numerusform>{file}: %n клітинку всередині замкнених фігур, прийнятих за колони чи валуни, зроблено блокувальною: {shapes}{more}; перевірте їх на зображенні, а клітинки кімнати знову зробіть відкритими</numerusform>
        <numerusform>{file}: %n клітинки всередині замкнених фігур, прийнятих за колони чи валуни, зроблено блокувальними: {shapes}{more}; перевірте їх на зображенні, а клітинки кімнати знову зробіть відкритими</numerusform>
        <numerusform>{file}: %n клітинок всередині замкнених фігур, прийнятих за колони чи валуни, зроблено блокувальними: {shapes}{more}; перевірте їх на зображенні, а клітинки кімнати знову зробіть відкритими</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>must be a number, not {value}</source>
      <translation>має бути числом, а не {value}</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>must be a point {"x": ..., "y": ...}</source>
      <translation>має бути точкою {"x": ..., "y": ...}</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>is not a Universal VTT map (the top level is not an object)</source>
      <translation>не є мапою Universal VTT (верхній рівень — не об’єкт)</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>is missing: not a Universal VTT map</source>
      <translation>немає: це не мапа Universal VTT</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>is {value}; it must be positive</source>
      <translation>дорівнює {value}; має бути додатним</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>{file}: {width}x{height} square map, {walls}, {doors}, {picture}</source>
      <translation>{file}: квадратна мапа {width}x{height}, {walls}, {doors}, {picture}</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>no picture</source>
      <translation>без зображення</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>picture {width}x{height}, none of it under the part</source>
      <translation>зображення {width}x{height}, жодна його частина не лежить під імпортованою частиною</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>must be a list</source>
      <translation>має бути списком</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{where} (%n cell(s), {first} to {last})</source>
      <translation>
        <numerusform>{where} (%n клітинка, від {first} до {last})</numerusform>
        <numerusform>{where} (%n клітинки, від {first} до {last})</numerusform>
        <numerusform>{where} (%n клітинок, від {first} до {last})</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>{file}: image names the picture file {picture} instead of holding it, and it is not beside the map: the walls and doors are imported; choose the picture (the window asks; on the command line: --picture FILE)</source>
      <translation>{file}: image називає файл зображення {picture} замість того, щоб містити його, і поруч із мапою його немає: стіни й двері імпортовано; виберіть зображення (вікно запитає; у командному рядку: --picture ФАЙЛ)</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>is not a PNG, JPEG or WebP picture</source>
      <translation>не є зображенням PNG, JPEG чи WebP</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>is {width}x{height} pixels; pictures of at most {most} pixels a side are used</source>
      <translation>має {width}x{height} пікселів; використовуються зображення не більше {most} пікселів на бік</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>must be a list of polylines</source>
      <translation>має бути списком ламаних</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>must be two points</source>
      <translation>має бути дві точки</translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{file}: %n door(s) not imported (on no grid line inside the map): {doors}</source>
      <translation>
        <numerusform>{file}: %n двері не імпортовано (не на лінії сітки всередині мапи): {doors}</numerusform>
        <numerusform>{file}: %n двері не імпортовано (не на лінії сітки всередині мапи): {doors}</numerusform>
        <numerusform>{file}: %n дверей не імпортовано (не на лінії сітки всередині мапи): {doors}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../maps/uvtt.py" />
      <source>{file}: %n door(s) beyond the map's edges left out: {doors}</source>
      <translation>
        <numerusform>{file}: %n двері за межами мапи пропущено: {doors}</numerusform>
        <numerusform>{file}: %n двері за межами мапи пропущено: {doors}</numerusform>
        <numerusform>{file}: %n дверей за межами мапи пропущено: {doors}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>is a data: URI without a comma before its data</source>
      <translation>є data: URI без коми перед даними</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>is not valid base64</source>
      <translation>не є правильним base64</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>{file}: image is not a PNG, JPEG or WebP picture (left out)</source>
      <translation>{file}: image не є зображенням PNG, JPEG чи WebP (пропущено)</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>{file}: image: its size cannot be read (left out)</source>
      <translation>{file}: image: не вдається прочитати розмір (пропущено)</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>{file}: image: its header says {width}x{height} pixels (left out)</source>
      <translation>{file}: image: заголовок каже {width}x{height} пікселів (пропущено)</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>{file}: image is {width}x{height} pixels; pictures of at most {most} pixels a side are used (left out)</source>
      <translation>{file}: image має {width}x{height} пікселів; використовуються зображення не більше {most} пікселів на бік (пропущено)</translation>
    </message>
    <message>
      <location filename="../maps/uvtt.py" />
      <source>must be a list of points</source>
      <translation>має бути списком точок</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>The picture is only {w}x{h} pixels: the photo as the camera took it shows its markers larger.</source>
      <translation>Зображення розміром лише {w}x{h} пікселів: на фото такому, яким його зняла камера, маркери більші.</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: the picture is only {w}x{h} pixels, too small to read markers in (it needs {least} pixels on each side at the least). Use the photo as the camera took it, not a thumbnail or a preview. Nothing was moved.</source>
      <translation>{file}: зображення розміром лише {w}x{h} пікселів — замале, щоб прочитати на ньому маркери (потрібно щонайменше {least} пікселів з кожного боку). Візьміть фото таким, яким його зняла камера, а не мініатюру чи попередній перегляд. Нічого не переміщено.</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: the file is cut short: it ends before the picture does (was it still being copied or downloaded?). Copy or save the photo again.</source>
      <translation>{file}: файл неповний: він уривається раніше, ніж закінчується зображення (його ще копіювали чи завантажували?). Скопіюйте або збережіть фото ще раз.</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: {w}x{h} pixels is more than can be read (a JPEG of up to {jpeg} megapixels, a PNG or WebP of up to {most}); take a smaller photo</source>
      <translation>{file}: {w}x{h} пікселів — більше, ніж можна прочитати (JPEG до {jpeg} мегапікселів, PNG чи WebP до {most}); зробіть менше фото</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>its marker was read from the parts of it that show</source>
      <translation>її маркер прочитано з тих його частин, що видно</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>The picture has more than {most} outlines that could be markers (it is damaged or very busy): some looks for markers were not made.</source>
      <translation>На знімку понад {most} контурів, які могли б бути маркерами (він пошкоджений або дуже строкатий): деяких пошуків маркерів не виконано.</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: the file is empty</source>
      <translation>{file}: файл порожній</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: the picture's size cannot be read</source>
      <translation>{file}: не вдається прочитати розмір зображення</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: the picture is damaged: a part runs past its end</source>
      <translation>{file}: зображення пошкоджене: його частина виходить за кінець файлу</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: the picture cannot be decoded: it is damaged, or a kind of {kind} this app does not read. Save it again as an ordinary JPEG or PNG.</source>
      <translation>{file}: зображення не вдається розкодувати: воно пошкоджене або це різновид {kind}, якого застосунок не читає. Збережіть його ще раз як звичайний JPEG чи PNG.</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>its marker looks like a plain counter with a dot</source>
      <translation>її маркер схожий на звичайну фішку з крапкою</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: the file is {size} MB; photos up to {most} MB are read</source>
      <translation>{file}: файл має {size} МБ; читаються фото до {most} МБ</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: cannot be read ({why})</source>
      <translation>{file}: не вдається прочитати ({why})</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{file}: not a PNG, JPEG or WebP picture</source>
      <translation>{file}: це не зображення PNG, JPEG чи WebP</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{refusal} {why}</source>
      <translation>{refusal} {why}</translation>
    </message>
    <message>
      <location filename="../photo/detect.py" />
      <source>{source}: OpenCV cannot read markers in this picture ({why}). Nothing was moved.</source>
      <translation>{source}: OpenCV не може шукати мітки на цьому зображенні ({why}). Нічого не переміщено.</translation>
    </message>
    <message>
      <location filename="../photo/install_hint.py" />
      <source>reading photos needs OpenCV: pip install {packages}</source>
      <translation>для читання фото потрібен OpenCV: pip install {packages}</translation>
    </message>
    <message>
      <location filename="../photo/install_hint.py" />
      <source>The live camera needs Qt Multimedia: {command}. Until then, take a photo of the table and drop it on the window.</source>
      <translation>Для живої камери потрібен Qt Multimedia: {command}. А доти сфотографуйте стіл і перетягніть фото у вікно.</translation>
    </message>
    <message>
      <location filename="../photo/install_hint.py" />
      <source>reading photos needs OpenCV, which this build of the app does not carry: download the full app from the project's releases</source>
      <translation>для читання фото потрібен OpenCV, якого немає в цій збірці застосунку: завантажте повний застосунок зі сторінки випусків проєкту</translation>
    </message>
    <message>
      <location filename="../photo/install_hint.py" />
      <source>reading photos needs OpenCV: in {folder}, run: pip install '.[camera]'</source>
      <translation>для читання фото потрібен OpenCV: у {folder} виконайте: pip install '.[camera]'</translation>
    </message>
    <message>
      <location filename="../photo/install_hint.py" />
      <source>This build of Tabletop AI has no live camera (Qt Multimedia). Take a photo of the table and drop it on the window, or use File → Place figures from photo….</source>
      <translation>У цій збірці Tabletop AI немає живої камери (Qt Multimedia). Сфотографуйте стіл і перетягніть фото у вікно або скористайтеся «Файл → Розставити фігури з фото…».</translation>
    </message>
    <message>
      <location filename="../photo/markers.py" />
      <source>a board has markers for {most} figures at most; this one has {count}</source>
      <translation>мапа має маркери щонайбільше для {most} фігур; у цій їх {count}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>{source}: the board markers do not make a board (are two of them swapped or on one line?). Nothing was moved.</source>
      <translation>{source}: маркери мапи не складаються в мапу (можливо, два з них переплутано або вони на одній лінії?). Нічого не переміщено.</translation>
    </message>
    <message numerus="yes">
      <location filename="../photo/place.py" />
      <source>{source}: %n of the {all} board markers [was|were] read surely ({which}); three are needed to place the board (two, with at least {figures} figure markers read surely). Each must be in the photo, uncovered and large enough to read (come closer, or print them larger). Nothing was moved.</source>
      <translation>
        <numerusform>{source}: надійно прочитано %n з {all} маркерів мапи ({which}); щоб розмістити мапу, потрібно три (або два, якщо надійно прочитано щонайменше {figures} маркери фігур). Кожен має бути на фото, нічим не закритий і досить великий, щоб його прочитати (підійдіть ближче або надрукуйте їх більшими). Нічого не переміщено.</numerusform>
        <numerusform>{source}: надійно прочитано %n з {all} маркерів мапи ({which}); щоб розмістити мапу, потрібно три (або два, якщо надійно прочитано щонайменше {figures} маркери фігур). Кожен має бути на фото, нічим не закритий і досить великий, щоб його прочитати (підійдіть ближче або надрукуйте їх більшими). Нічого не переміщено.</numerusform>
        <numerusform>{source}: надійно прочитано %n з {all} маркерів мапи ({which}); щоб розмістити мапу, потрібно три (або два, якщо надійно прочитано щонайменше {figures} маркери фігур). Кожен має бути на фото, нічим не закритий і досить великий, щоб його прочитати (підійдіть ближче або надрукуйте їх більшими). Нічого не переміщено.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>board markers {numbers} were not used ({which}): the board was placed by the other two and the figures' markers, so more figures may be unsure</source>
      <translation>маркери мапи {numbers} не використано ({which}): мапу розміщено за двома іншими та маркерами фігур, тож більше фігур можуть бути непевними</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>board markers {numbers} were not found (out of the photo, covered, or too small to read?): the board was placed by the other two and the figures' markers, so more figures may be unsure</source>
      <translation>маркери мапи {numbers} не знайдено (поза фото, закриті чи надто малі, щоб їх прочитати?): мапу розміщено за двома іншими та маркерами фігур, тож більше фігур можуть бути непевними</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>read, but not surely: {numbers}</source>
      <translation>прочитано, але ненадійно: {numbers}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>{source}: board markers {numbers} were not found (out of the photo, covered, or too small to read?), and the other two and the figures do not place the board surely. Take the photo again with every board marker in it, uncovered and large enough to read (come closer, or print them larger). Nothing was moved.</source>
      <translation>{source}: маркери мапи {numbers} не знайдено (поза фото, закриті чи надто малі, щоб їх прочитати?), а два інші разом із фігурами не розміщують мапу певно. Сфотографуйте ще раз так, щоб усі маркери мапи були на фото, нічим не закриті й досить великі, щоб їх прочитати (підійдіть ближче або надрукуйте їх більшими). Нічого не переміщено.</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>board marker {number} was read, but not surely: the board was placed by the other three, so more figures may be unsure</source>
      <translation>маркер мапи {number} прочитано, але непевно: мапу розміщено за трьома іншими, тож більше фігур можуть бути непевними</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>board marker {number} was not found (out of the photo, covered, or set down far from its place?): the board was placed by the other three, so more figures may be unsure</source>
      <translation>маркер мапи {number} не знайдено (поза фото, закритий чи покладений далеко від свого місця?): мапу розміщено за трьома іншими, тож більше фігур можуть бути непевними</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>the board markers do not agree (board marker {number} seems {d} of a cell off): check that each lies where the sheet shows</source>
      <translation>маркери мапи не узгоджуються (маркер мапи {number}, схоже, зсунуто на {d} клітинки): перевірте, що кожен лежить там, де показано на аркуші</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>not read: {numbers}</source>
      <translation>не прочитано: {numbers}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>{source}: board markers {numbers} were not used ({which}), and the other two and the figures do not place the board surely. Take the photo again with every board marker in it, uncovered and large enough to read (come closer, or print them larger). Nothing was moved.</source>
      <translation>{source}: маркери мапи {numbers} не використано ({which}), а два інші разом із фігурами не розміщують мапу певно. Сфотографуйте ще раз так, щоб усі маркери мапи були на фото, нічим не закриті й досить великі, щоб їх прочитати (підійдіть ближче або надрукуйте їх більшими). Нічого не переміщено.</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>its marker's outline is not square (partly hidden?)</source>
      <translation>обрис її маркера не квадратний (частково закритий?)</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>its marker is not the size of the others</source>
      <translation>її маркер не такого розміру, як інші</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>{source}: {board} board markers, {seen} figures seen</source>
      <translation>{source}: маркерів мапи — {board}, помічено фігур — {seen}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>its marker is seen twice</source>
      <translation>її маркер помічено двічі</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>near the border of its cell</source>
      <translation>біля межі своєї клітинки</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>off the map</source>
      <translation>поза мапою</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>board marker {number} seems {d} of a cell away from its place (the other board markers and the figures agree): the board was placed by them. Put it back where the sheet shows.</source>
      <translation>маркер мапи {number}, схоже, лежить на {d} клітинки від свого місця (інші маркери мапи й фігури узгоджуються): мапу розміщено за ними. Покладіть його туди, де показано на аркуші.</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>the board markers disagree about its cell</source>
      <translation>маркери мапи не згодні, на якій вона клітинці</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source> — not moved: {flag}</source>
      <translation> — не переміщено: {flag}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source> — unsure ({why}): moved only if you confirm it</source>
      <translation> — непевно ({why}): буде переміщено, лише якщо ви підтвердите</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>{figure}: {where} ({sure} sure)</source>
      <translation>{figure}: {where} (певність {sure})</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>not seen (left where they were): {figures}</source>
      <translation>не помічено (лишилися, де були): {figures}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>markers of no figure on this board: {ids}</source>
      <translation>маркери, що не належать жодній фігурі цієї мапи: {ids}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>board marker {number} was not read surely; it is not used</source>
      <translation>маркер мапи {number} прочитано непевно; його не використано</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>its base would leave the map</source>
      <translation>її підставка вийшла б за мапу</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>not moved (a figure not in the photo stands there): {figures}</source>
      <translation>не переміщено (там стоїть фігура, якої немає на фото): {figures}</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>the photo moves no figure</source>
      <translation>фото не переміщує жодної фігури</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>on impassable ground</source>
      <translation>на непрохідній місцевості</translation>
    </message>
    <message>
      <location filename="../photo/place.py" />
      <source>seen on one cell with another figure ({names})</source>
      <translation>помічено на одній клітинці з іншою фігурою ({names})</translation>
    </message>
    <message>
      <location filename="../photo/quality.py" />
      <source>too little contrast</source>
      <translation>замалий контраст</translation>
    </message>
    <message>
      <location filename="../photo/quality.py" />
      <source>no white margin round it</source>
      <translation>навколо немає білого поля</translation>
    </message>
    <message>
      <location filename="../photo/quality.py" />
      <source>too much of it hidden</source>
      <translation>надто велику частину закрито</translation>
    </message>
    <message>
      <location filename="../photo/quality.py" />
      <source>its bits do not match the marker</source>
      <translation>його біти не збігаються з маркером</translation>
    </message>
    <message>
      <location filename="../photo/quality.py" />
      <source>too little of its code can be read</source>
      <translation>замало коду можна прочитати</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>top left</source>
      <translation>верхній лівий</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>top right</source>
      <translation>верхній правий</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>bottom right</source>
      <translation>нижній правий</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>bottom left</source>
      <translation>нижній лівий</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>Tabletop AI markers — {board}</source>
      <translation>Маркери Tabletop AI — {board}</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>Print at 100% (actual size), on matte paper.</source>
      <translation>Друкуйте в масштабі 100% (справжній розмір) на матовому папері.</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>Cut each marker out along its grey frame: keep the white margin round the black square.</source>
      <translation>Виріжте кожен маркер по сірій рамці: залиште біле поле навколо чорного квадрата.</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>Stick each figure's marker flat on the middle of its base.</source>
      <translation>Наклейте маркер кожної фігури рівно посередині її підставки.</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>Lay board marker 1 beyond the map's top-left corner, 2 beyond the top right, 3 beyond the bottom right, 4 beyond the bottom left, each with one free cell between it and the corner cell, as drawn on the right. Any way round; tape them down.</source>
      <translation>Покладіть маркер мапи 1 за верхнім лівим кутом мапи, 2 — за верхнім правим, 3 — за нижнім правим, 4 — за нижнім лівим, кожен з однією вільною клітинкою між ним і кутовою клітинкою, як намальовано праворуч. Будь-яким боком; приклейте їх стрічкою.</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>Take the photo from above or at up to 45°, all four board markers in it.</source>
      <translation>Фотографуйте згори або під кутом до 45°, щоб усі чотири маркери мапи були в кадрі.</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>the map (its corner cells dark) and board markers 1-4, one free cell out</source>
      <translation>мапа (кутові клітинки темні) і маркери мапи 1–4, за одну вільну клітинку</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>{file}: markers are printed from {least} to {most} mm, not {size}</source>
      <translation>{file}: маркери друкуються розміром від {least} до {most} мм, а не {size}</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>{file}: cannot write the PDF</source>
      <translation>{file}: не вдається записати PDF</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>{file}: cannot write the picture</source>
      <translation>{file}: не вдається записати зображення</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>Board {number} (id {id})</source>
      <translation>Маркер мапи {number} (id {id})</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>{corner}: one free cell beyond the corner cell</source>
      <translation>{corner}: за одну вільну клітинку від кутової</translation>
    </message>
    <message>
      <location filename="../photo/sheet.py" />
      <source>id {id}</source>
      <translation>id {id}</translation>
    </message>
    <message>
      <location filename="../rulesets/registry.py" />
      <source>rule set {preset!r} is not known to this version; planning with {title}</source>
      <translation>набір правил {preset!r} ця версія не знає; план складено за правилами «{title}»</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <location filename="../table/cli.py" />
      <source>ready</source>
      <translation>готовий</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <location filename="../table/cli.py" />
      <source>exhausted</source>
      <translation>виснажений</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>unique</source>
      <translation>унікальний</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>not unique</source>
      <translation>неунікальний</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <location filename="../table/turn.py" />
      <source>%n die</source>
      <translation>
        <numerusform>%n кубик</numerusform>
        <numerusform>%n кубики</numerusform>
        <numerusform>%n кубиків</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <location filename="../table/turn.py" />
      <source>%n dice</source>
      <translation>
        <numerusform>%n кубик</numerusform>
        <numerusform>%n кубики</numerusform>
        <numerusform>%n кубиків</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>least health remaining</source>
      <translation>найменше здоров’я</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>most dice</source>
      <translation>найбільше кубиків</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>highest damage sides (including upgrades)</source>
      <translation>найвищі грані шкоди (разом із покращеннями)</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>most base damage sides</source>
      <translation>найбільше базових граней шкоди</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>non-unique characters first</source>
      <translation>спершу неунікальні персонажі</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>most points or resource cost</source>
      <translation>найбільша вартість в очках або ресурсах</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>lowest set number</source>
      <translation>найменший номер у наборі</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>least dice in pool</source>
      <translation>найменше кубиків у запасі</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>most upgrades</source>
      <translation>найбільше покращень</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>least upgrades attached</source>
      <translation>найменше прикріплених покращень</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>most health remaining (including shields)</source>
      <translation>найбільше здоров’я (разом зі щитами)</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>a ready character</source>
      <translation>готовий персонаж</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>left-most card in play</source>
      <translation>крайня ліва карта в грі</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>highest damage sides</source>
      <translation>найвищі грані шкоди</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>most damage output</source>
      <translation>найбільша шкода</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>removing shields first</source>
      <translation>спершу знімати щити</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>even the damage across all characters</source>
      <translation>шкода порівну між усіма персонажами</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{owner}'s die {die} showing {face}</source>
      <translation>кубик {die} персонажа {owner}, на грані {face}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <location filename="../table/turn.py" />
      <source>{owner}'s die {die}</source>
      <translation>кубик {die} персонажа {owner}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{health} health</source>
      <translation>здоров’я {health}</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n damage side(s)</source>
      <translation>
        <numerusform>%n грань шкоди</numerusform>
        <numerusform>%n грані шкоди</numerusform>
        <numerusform>%n граней шкоди</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n base damage side(s)</source>
      <translation>
        <numerusform>%n базова грань шкоди</numerusform>
        <numerusform>%n базові грані шкоди</numerusform>
        <numerusform>%n базових граней шкоди</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>cost {cost}</source>
      <translation>вартість {cost}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>set number {number}</source>
      <translation>номер у наборі {number}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{count} in pool</source>
      <translation>у запасі: {count}</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n upgrade(s)</source>
      <translation>
        <numerusform>%n покращення</numerusform>
        <numerusform>%n покращення</numerusform>
        <numerusform>%n покращень</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{health} health with shields</source>
      <translation>здоров’я зі щитами: {health}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>position {position} from the left</source>
      <translation>позиція {position} зліва</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{damage} damage</source>
      <translation>шкода {damage}</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/chains.py" />
      <source>%n shield(s)</source>
      <translation>
        <numerusform>%n щит</numerusform>
        <numerusform>%n щити</numerusform>
        <numerusform>%n щитів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{taken} taken so far</source>
      <translation>уже отримано: {taken}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{title} — {criteria}</source>
      <translation>{title} — {criteria}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>{name} ({id})</source>
      <translation>{name} ({id})</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>removes a shield</source>
      <translation>знімає щит</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>  {place}{mark} {name} — {reason}</source>
      <translation>  {place}{mark} {name} — {reason}</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>  (not a candidate: {name} — {why})</source>
      <translation>  (не кандидат: {name} — {why})</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>  no candidate</source>
      <translation>  кандидатів немає</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>1 damage — defeated</source>
      <translation>1 шкода — переможено</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>1 damage</source>
      <translation>1 шкода</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>already has {shields} shields, the most a character may have</source>
      <translation>уже має {shields} щити — найбільше, що може мати персонаж</translation>
    </message>
    <message>
      <location filename="../table/chains.py" />
      <source>not showing a special</source>
      <translation>не показує особливий ефект</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{table} — {stage}</source>
      <translation>{table} — {stage}</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{file}: valid (table, {players} players, {characters} characters, {stages} stages)</source>
      <translation>{file}: коректний (стіл; гравців: {players}, персонажів: {characters}, етапів: {stages})</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>players (from the first player): {players}</source>
      <translation>гравці (від першого гравця): {players}</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>  {who}: {name} — {health}/{max} health, {shields} shields, {dice}, {sides} damage sides, {ready}</source>
      <translation>  {who}: {name} — здоров'я {health}/{max}, щитів: {shields}, {dice}, граней шкоди: {sides}, {ready}</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{point}. {name}: {effect} — {reason}</source>
      <translation>{point}. {name}: {effect} — {reason}</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{line} — the players have won</source>
      <translation>{line} — гравці перемогли</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>AI</source>
      <translation>ШІ</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>AI {area}: {resources} resources, deck {deck}, discard {discard}, per-player values x{per_player}; hand (top 5): {top}</source>
      <translation>ШІ {area}: ресурсів: {resources}, колода {deck}, скид {discard}, значення на гравця ×{per_player}; рука (верхні 5): {top}</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>--chain {chain} is not a chain (chains: {chains})</source>
      <translation>--chain {chain} не є ланцюжком (ланцюжки: {chains})</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>the indirect chain places damage point by point: use 'tabletop-ai table indirect FILE AMOUNT'</source>
      <translation>ланцюжок indirect розподіляє шкоду по одиниці: скористайтеся 'tabletop-ai table indirect ФАЙЛ КІЛЬКІСТЬ'</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{file}: --player {player} names no player (players: {players})</source>
      <translation>{file}: --player {player} не називає жодного гравця (гравці: {players})</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{file}: --card {card} names no card</source>
      <translation>{file}: --card {card} не називає жодної карти</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{file}: --card {card} is in no AI deck</source>
      <translation>{file}: карти --card {card} немає в жодній колоді ШІ</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>table</source>
      <translation>стіл</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>no stage</source>
      <translation>немає етапу</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{line}, area {area}</source>
      <translation>{line}, зона {area}</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <location filename="../table/ops.py" />
      <source>no AI character to take indirect damage</source>
      <translation>немає персонажа ШІ, який узяв би непряму шкоду</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>{count} die</source>
      <translation>кубиків: {count}</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <location filename="../table/turn.py" />
      <source>{count} dice</source>
      <translation>кубиків: {count}</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a player id</source>
      <translation>id гравця</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a set id</source>
      <translation>id набору</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a stage id</source>
      <translation>id етапу</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a play-area id</source>
      <translation>id ігрової зони</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a list of set ids</source>
      <translation>список id наборів</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a symbol name</source>
      <translation>назва символу</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a list of six side names</source>
      <translation>список шести назв граней</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>a side index 0-5</source>
      <translation>номер грані 0-5</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>an object of set id → list of cards</source>
      <translation>об’єкт «id набору → список карт»</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>has {count} sides; a die has 6</source>
      <translation>має граней: {count}; у кубика їх 6</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>is {value}; a side index runs 0 to {last}</source>
      <translation>має значення {value}; номер грані — від 0 до {last}</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>is {value}; it must be "ai" or "player"</source>
      <translation>має значення {value}; потрібно "ai" або "player"</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>is {value}; a character has 0 to {most} shields</source>
      <translation>має значення {value}; у персонажа від 0 до {most} щитів</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>has {count:,} sets; at most {most} are read</source>
      <translation>має наборів: {count:,}; читається щонайбільше {most}</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>"{id}" names no player</source>
      <translation>«{id}» не називає жодного гравця</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>"{id}" names no stage</source>
      <translation>«{id}» не називає жодного етапу</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>needs an "id" (a non-empty string of at most {most:,} characters)</source>
      <translation>потребує "id" (непорожнього рядка, не довшого за {most:,} символів)</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>{side} is not a die side (write e.g. {examples})</source>
      <translation>{side} не є гранню кубика (пишіть, наприклад, {examples})</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>must be a list of cards</source>
      <translation>має бути списком карт</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>has {count:,} cards; at most {most} are read</source>
      <translation>має карт: {count:,}; читається щонайбільше {most}</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>"{id}" names no play area</source>
      <translation>«{id}» не називає жодної ігрової зони</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>must be {format!r}, not {given!r}: not a table file</source>
      <translation>має бути {format!r}, а не {given!r}: це не файл столу</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>{symbol!r} is not a top-left symbol ({symbols})</source>
      <translation>{symbol!r} не є символом верхнього лівого кута ({symbols})</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>player character "{id}" needs an "owner" (a player id)</source>
      <translation>персонаж гравця «{id}» потребує "owner" (id гравця)</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>"{id}" names no card in sets</source>
      <translation>«{id}» не називає жодної карти з наборів</translation>
    </message>
    <message>
      <location filename="../table/io.py" />
      <source>"{id}" names no set</source>
      <translation>«{id}» не називає жодного набору</translation>
    </message>
    <message>
      <location filename="../table/ops.py" />
      <source>indirect damage {number} of {amount}: {name} — {effect} ({reason})</source>
      <translation>непряма шкода {number} з {amount}: {name} — {effect} ({reason})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>seed {seed}, step {step}</source>
      <translation>зерно {seed}, крок {step}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>tied with {names}: players choose</source>
      <translation>нарівні з {names}: вибирають гравці</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{symbol} {value} ({card_value} x {players} players)</source>
      <translation>{symbol} {value} ({card_value} × гравців: {players})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{symbol} {value}</source>
      <translation>{symbol} {value}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>focused already</source>
      <translation>уже сфокусовано</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>no further effect</source>
      <translation>більше без ефекту</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>no dice</source>
      <translation>без кубиків</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{lead}resolves {dice} showing {side} ({kind} {faces} = {total}; {why})</source>
      <translation>{lead}застосовує {dice} з гранню {side} ({kind} {faces} = {total}; {why})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{lead}resolves {dice} showing {side} ({why})</source>
      <translation>{lead}застосовує {dice} з гранню {side} ({why})</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>%n shield(s) removed</source>
      <translation>
        <numerusform>знято %n щит</numerusform>
        <numerusform>знято %n щити</numerusform>
        <numerusform>знято %n щитів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{character} at {health} health</source>
      <translation>{character}: здоров’я {health}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>defeated</source>
      <translation>переможено</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source> ({value} less {cost} for overriding {upgrade})</source>
      <translation> ({value} мінус {cost} за заміну {upgrade})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{symbol} {value} helps the AI</source>
      <translation>{symbol} {value} допомагає ШІ</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>, overriding {upgrade} (cost {cost})</source>
      <translation>, замість {upgrade} (вартість {cost})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text} — if it targets a character: {character} ({why})</source>
      <translation>{text} — якщо ціль — персонаж: {character} ({why})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{card}: {text}</source>
      <translation>{card}: {text}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>activates {character} ({why}): rolls {faces} ({note})</source>
      <translation>активує {character} ({why}): кидок {faces} ({note})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>the AI deck is empty: </source>
      <translation>колода ШІ порожня: </translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>as many dice as possible</source>
      <translation>якнайбільше кубиків</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>damage sides first</source>
      <translation>спершу грані шкоди</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>highest value</source>
      <translation>найбільше значення</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; no player character to target</source>
      <translation>{text}; немає персонажа гравця для цілі</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; shields on {characters}</source>
      <translation>{text}; щити на {characters}</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>each player gains %n shield(s) (3 minus {players} players)</source>
      <translation>
        <numerusform>кожен гравець отримує %n щит (3 мінус гравців: {players})</numerusform>
        <numerusform>кожен гравець отримує %n щити (3 мінус гравців: {players})</numerusform>
        <numerusform>кожен гравець отримує %n щитів (3 мінус гравців: {players})</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>AI the players drew: {card} ({type}; top-left {top})</source>
      <translation>ШІ, карту взяли гравці: {card} ({type}; угорі ліворуч {top})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>AI draws the top card of its deck: {card} ({type}; top-left {top})</source>
      <translation>ШІ бере верхню карту своєї колоди: {card} ({type}; угорі ліворуч {top})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>pays {value} resources{cut} ({resources} left)</source>
      <translation>платить ресурсів: {value}{cut} (лишилося {resources})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{symbol} {value}: no player here to resolve it against</source>
      <translation>{symbol} {value}: тут немає гравця, проти якого це застосувати</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>resolves the special of {die} ({why}) for the players to apply</source>
      <translation>застосовує особливий ефект: {die} ({why}) — гравці виконують його</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>no damage side to turn it to</source>
      <translation>немає грані шкоди, на яку його повернути</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>focus: turns {die} from {before} to {after} ({why})</source>
      <translation>фокус: повертає {die} з {before} на {after} ({why})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>plays {card} on {character} ({why}){replaced}</source>
      <translation>грає {card} на {character} ({why}){replaced}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{card}: </source>
      <translation>{card}: </translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{card}: no AI die in the pool to resolve</source>
      <translation>{card}: у запасі немає кубика ШІ, щоб застосувати</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>no ready AI character to activate</source>
      <translation>немає готового персонажа ШІ для активації</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>the AI deck is empty and no AI die in the pool can be resolved: the AI passes</source>
      <translation>колода ШІ порожня, і жоден кубик ШІ в запасі не застосувати: ШІ пасує</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>value {value}</source>
      <translation>значення {value}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; {total} indirect damage to {player} (they assign it)</source>
      <translation>{text}; {total} непрямої шкоди гравцю {player} (він сам її розподіляє)</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; {total} damage to {target} ({why}) — {result}</source>
      <translation>{text}; {total} шкоди персонажу {target} ({why}) — {result}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; gains {total} resources ({resources})</source>
      <translation>{text}; отримує ресурсів: {total} (тепер {resources})</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>AI upkeep: +{gain} (1 resource per player) = {resources}; dice returned, cards readied; %n discarded card(s) shuffled into the deck ({cards} cards, {note})</source>
      <translation>
        <numerusform>підтримка ШІ: +{gain} (1 ресурс на гравця) = {resources}; кубики повернуто, карти готові; %n скинуту карту втасовано в колоду (карт: {cards}, {note})</numerusform>
        <numerusform>підтримка ШІ: +{gain} (1 ресурс на гравця) = {resources}; кубики повернуто, карти готові; %n скинуті карти втасовано в колоду (карт: {cards}, {note})</numerusform>
        <numerusform>підтримка ШІ: +{gain} (1 ресурс на гравця) = {resources}; кубики повернуто, карти готові; %n скинутих карт втасовано в колоду (карт: {cards}, {note})</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>no AI character is left in the final stage: the players win</source>
      <translation>на останньому етапі не лишилося персонажів ШІ: гравці перемагають</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>the table has no stages</source>
      <translation>на столі немає етапів</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{stage} lists no character: the AI characters already on the table stay in play ({characters})</source>
      <translation>{stage} не називає персонажів: персонажі ШІ, які вже на столі, лишаються в грі ({characters})</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>[{area}] {text}</source>
      <translation>[{area}] {text}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{player} has no character in play and is eliminated</source>
      <translation>у гравця {player} немає персонажів у грі — він вибуває</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>cannot pay {value} resources{cut} (has {resources}): {card} is discarded without effect</source>
      <translation>не може заплатити ресурсів: {value}{cut} (має {resources}): {card} скинуто без ефекту</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{player}: {value} damage to {target} ({why}) — {result}</source>
      <translation>{player}: {value} шкоди персонажу {target} ({why}) — {result}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>takes {value} indirect damage ({player} assigns it)</source>
      <translation>отримує {value} непрямої шкоди (розподіляє {player})</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>discards %n card(s) from hand</source>
      <translation>
        <numerusform>скидає з руки %n карту</numerusform>
        <numerusform>скидає з руки %n карти</numerusform>
        <numerusform>скидає з руки %n карт</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>loses %n resource(s)</source>
      <translation>
        <numerusform>втрачає %n ресурс</numerusform>
        <numerusform>втрачає %n ресурси</numerusform>
        <numerusform>втрачає %n ресурсів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{player} {does}</source>
      <translation>{player}: {does}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>a shield on {character} ({why}); now {shields}</source>
      <translation>щит на {character} ({why}); тепер {shields}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>special: no AI die shows a special</source>
      <translation>особливий ефект: жоден кубик ШІ не показує особливий ефект</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>already shows its best side {side}</source>
      <translation>уже показує свою найкращу грань {side}</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>focus: no (other) AI die in the pool that a focus would improve</source>
      <translation>фокус: у запасі немає (іншого) кубика ШІ, який фокус покращив би</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{card}: no AI character to upgrade — discarded</source>
      <translation>{card}: немає персонажа ШІ для покращення — скинуто</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>damage</source>
      <translation>шкода</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>not damage</source>
      <translation>не шкода</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; {kind} {total} for the players to resolve</source>
      <translation>{text}; {kind} {total} — застосовують гравці</translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>{stage} begins: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player(s); in play: {characters}</source>
      <translation>
        <numerusform>{stage} починається: колода ШІ з {cards} карт із {sets} і {basic} ({note}); ресурсів: {resources}; значення «на гравця» — для %n гравця; у грі: {characters}</numerusform>
        <numerusform>{stage} починається: колода ШІ з {cards} карт із {sets} і {basic} ({note}); ресурсів: {resources}; значення «на гравця» — для %n гравців; у грі: {characters}</numerusform>
        <numerusform>{stage} починається: колода ШІ з {cards} карт із {sets} і {basic} ({note}); ресурсів: {resources}; значення «на гравця» — для %n гравців; у грі: {characters}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../table/turn.py" />
      <source>{stage} begins in {area}: AI deck of {cards} cards from {sets} and {basic} ({note}); {resources} resources; per-player values use %n player(s); in play: {characters}</source>
      <translation>
        <numerusform>{stage} починається в {area}: колода ШІ з {cards} карт із {sets} і {basic} ({note}); ресурсів: {resources}; значення «на гравця» — для %n гравця; у грі: {characters}</numerusform>
        <numerusform>{stage} починається в {area}: колода ШІ з {cards} карт із {sets} і {basic} ({note}); ресурсів: {resources}; значення «на гравця» — для %n гравців; у грі: {characters}</numerusform>
        <numerusform>{stage} починається в {area}: колода ШІ з {cards} карт із {sets} і {basic} ({note}); ресурсів: {resources}; значення «на гравця» — для %n гравців; у грі: {characters}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{player}: no character in play to deal {value} damage to</source>
      <translation>{player}: немає персонажа в грі, якому завдати {value} шкоди</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>shield: no AI character can take a shield</source>
      <translation>щит: жоден персонаж ШІ не може взяти щит</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; {kind} {total}: no player here to target</source>
      <translation>{text}; {kind} {total}: тут немає гравця для цілі</translation>
    </message>
    <message>
      <location filename="../table/turn.py" />
      <source>{text}; {player} {does} ({character} is first: {why})</source>
      <translation>{text}; {player}: {does} ({character} перший: {why})</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>in a zone of control</source>
      <translation>у зоні контролю</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>ZOC-free</source>
      <translation>поза зоною контролю</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{text} + 1</source>
      <translation>{text} + 1</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>Hex-wargame retreat (Armageddon Empires)</source>
      <translation>Відступ у гексовому варгеймі (Armageddon Empires)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>enemy army</source>
      <translation>ворожих армій</translation>
    </message>
    <message numerus="yes">
      <location filename="../wargame/retreat.py" />
      <source>%n legal hex(es)</source>
      <translation>
        <numerusform>%n дозволений гекс</numerusform>
        <numerusform>%n дозволені гекси</numerusform>
        <numerusform>%n дозволених гексів</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{reason} — {challenge}</source>
      <translation>{reason} — {challenge}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>retreat challenge: {dice} dice = average attack {average} of {army} (the only nearest enemy army) ({values})</source>
      <translation>перевірка відступу: кубиків — {dice} = середня атака {average} армії {army} (єдиної найближчої ворожої армії) ({values})</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>retreat challenge: {dice} dice = average attack {average} of {army} ({values})</source>
      <translation>перевірка відступу: кубиків — {dice} = середня атака {average} армії {army} ({values})</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{text}, rounded {how} to {rounded}</source>
      <translation>{text}, округлено ({how}): {rounded}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{text} − Trickster {trickster}</source>
      <translation>{text} − Хитрун {trickster}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>retreat challenge: the players choose which army engaged it last ({armies}; set "engaged" on the retreat)</source>
      <translation>перевірка відступу: гравці вибирають, яка армія востаннє вступила з нею в бій ({armies}; укажіть «engaged» в інструкції відступу)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>no retreat challenge: the army is not combat capable and a hero remains, so the hero faces a Capture Kill attempt (resolved by the players; the reference gives no dice for it)</source>
      <translation>перевірки відступу немає: армія не боєздатна, але в ній лишився герой, тож героя намагаються захопити або вбити (це розігрують гравці; довідник не дає для цього кубиків)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>friendly {ability} hex</source>
      <translation>дружній гекс «{ability}»</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>friendly {kinds}</source>
      <translation>{kinds} (дружні)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>retreats to {cell} toward {bases} ({where}; {legal})</source>
      <translation>відступає в {cell} у бік своїх баз — {bases} ({where}; {legal})</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>retreats to {cell} ({where}; {legal})</source>
      <translation>відступає в {cell} ({where}; {legal})</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{reason}; every free hex costs more MP than the retreat has, so it enters one anyway (only enemy armies holding every hex destroy a retreating army)</source>
      <translation>{reason}; кожен вільний гекс коштує більше ОР, ніж має відступ, тож армія все одно входить в один (відступну армію знищують лише ворожі армії, що займають усі гекси)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>no {base} on the map: retreats as far from the enemy as it can; {reason}</source>
      <translation>на мапі немає цілі відступу ({base}): відступає від ворога якнайдалі; {reason}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{reason}; {why}</source>
      <translation>{reason}; {why}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>stronghold</source>
      <translation>фортеця</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>outpost</source>
      <translation>форпост</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>supply</source>
      <translation>постачання</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>nearest</source>
      <translation>до найближчого цілого</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>down</source>
      <translation>вниз</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>up</source>
      <translation>вгору</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>no enemy army engaged it: no retreat challenge</source>
      <translation>жодна ворожа армія не вступала з нею в бій: перевірки відступу немає</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{army}'s attack strength is not given (its "units" with "attack", or "attack_strength"): dice pool unknown</source>
      <translation>сила атаки армії {army} не вказана (її «units» з «attack» або «attack_strength»): запас кубиків невідомий</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{army} → {dice} dice</source>
      <translation>{army} → кубиків: {dice}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>base (with abilities)</source>
      <translation>база (зі здібностями)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>supply point</source>
      <translation>точка постачання</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>a stealthed army neither holds its hex nor exerts a zone of control</source>
      <translation>прихована армія не утримує свій гекс і не має зони контролю</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>false: no unit card left; it does not hold its hex</source>
      <translation>false: карт загонів не лишилося; армія не утримує свій гекс</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>garrisons can never retreat</source>
      <translation>гарнізон ніколи не відступає</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>a hero is in the army (Capture Kill)</source>
      <translation>в армії є герой (захоплення чи вбивство)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>Trickster level: dice off the retreat challenge</source>
      <translation>рівень Хитруна: стільки кубиків менше в перевірці відступу</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the army's attack strength when it has no unit cards listed</source>
      <translation>сила атаки армії, коли карти загонів не перелічено</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the point kinds an army retreats toward</source>
      <translation>види точок, до яких відступає армія</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>only friendly points with this ability count (e.g. `barracks`)</source>
      <translation>зараховуються лише дружні точки з цією властивістю (наприклад, `barracks`)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>every step ends farther from the nearest enemy army</source>
      <translation>кожен крок закінчується далі від найближчої ворожої армії</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>`forbidden`: never enter a hex adjacent to an enemy army</source>
      <translation>`forbidden`: ніколи не входити в гекс поруч із ворожою армією</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>an army may end with friends when their units together are at most this (null: no limit; 1: one army per hex)</source>
      <translation>армія може зупинитися разом із дружніми, якщо разом у них не більше стількох загонів (null — без обмеження; 1 — одна армія на гекс)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the preference order among legal hexes</source>
      <translation>порядок переваги серед дозволених гексів</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>how the retreat challenge's average attack is rounded</source>
      <translation>як округлюється середня атака перевірки відступу</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the battle is won: the army remains in its hex</source>
      <translation>битву виграно: армія лишається у своєму гексі</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>a garrison can never retreat; the battle is lost, so the garrison is destroyed</source>
      <translation>гарнізон ніколи не відступає; битву програно, тож гарнізон знищено</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>held by an un-stealthed, combat-capable enemy army</source>
      <translation>його утримує неприхована боєздатна ворожа армія</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>no legal retreat hex: destroyed, all its cards discarded — {challenge}</source>
      <translation>немає дозволеного гекса для відступу: армію знищено, усі її карти скинуто — {challenge}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>out of enemy zones of control</source>
      <translation>поза ворожими зонами контролю</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>nearest the {base}</source>
      <translation>найближче до цілі відступу ({base})</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>nearest friendly supply</source>
      <translation>найближче до дружнього постачання</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>farthest from the enemy</source>
      <translation>найдалі від ворога</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>fewest MP</source>
      <translation>найменше ОР</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>must be a list of point kinds, e.g. ["stronghold", "outpost"]</source>
      <translation>має бути списком видів точок, напр. ["stronghold", "outpost"]</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>must be an ability name such as "barracks", or null</source>
      <translation>має бути назвою здібності, як-от "barracks", або null</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>is {value}; it must be "allowed" or "forbidden"</source>
      <translation>має значення {value}; потрібно "allowed" або "forbidden"</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>must be a whole number of units (1 or more), or null</source>
      <translation>має бути цілим числом загонів (1 або більше) або null</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>must be a list of {choices}</source>
      <translation>має бути списком із: {choices}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{text} (every army that may have engaged it gives the same pool: {armies})</source>
      <translation>{text} (кожна армія, що могла вступити з нею в бій, дає той самий запас кубиків: {armies})</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{where} {problem}; planning with the default</source>
      <translation>{where} {problem}; план складено зі значенням за замовчуванням</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>in an enemy zone of control</source>
      <translation>у ворожій зоні контролю</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{hexes} from it</source>
      <translation>{hexes} від неї</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{hexes} from supply</source>
      <translation>{hexes} від постачання</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{hexes} from the enemy</source>
      <translation>{hexes} від ворога</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{mp} MP</source>
      <translation>{mp} ОР</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>{value} is not one of {choices}</source>
      <translation>{value} — не одне з: {choices}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the army leaves its hex after a lost battle: toward the nearest friendly base by the preference order; no legal hex: destroyed</source>
      <translation>після програної битви армія залишає свій гекс: до найближчої дружньої бази за порядком переваг; немає дозволеного гекса: знищено</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>engaged "{id}" names no figure on the board</source>
      <translation>engaged «{id}» не називає жодної фігури на мапі</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>not farther from the enemy than the hex it leaves</source>
      <translation>не далі від ворога, ніж гекс, який армія залишає</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>stacking with {armies} would make {total} units, over the limit of {limit}</source>
      <translation>разом з {armies} було б {total} загонів — понад ліміт {limit}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>hexes of movement for the retreat</source>
      <translation>гекси руху для відступу</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the last enemy army to engage it (the retreat challenge's dice; default: the nearest)</source>
      <translation>остання ворожа армія, що вступила з нею в бій (кубики перевірки відступу; за замовчуванням — найближча)</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>`won`: nobody moves</source>
      <translation>`won`: ніхто не рухається</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>needs {cost} MP to enter; the retreat has {mp}</source>
      <translation>щоб увійти, треба {cost} ОР; відступ має {mp}</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>Engaged by</source>
      <translation>У бою з</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>Battle</source>
      <translation>Бій</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the battle was lost</source>
      <translation>бій програно</translation>
    </message>
    <message>
      <location filename="../wargame/retreat.py" />
      <source>the battle was won</source>
      <translation>бій виграно</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <source>play the Battlecrest Emperor's turn on a board</source>
      <translation>зіграти хід Імператора Battlecrest на полі</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <source>the Battlecrest board file (.board.json)</source>
      <translation>файл поля Battlecrest (.board.json)</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <source>the Emperor's group</source>
      <translation>група Імператора</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <location filename="../imperial/cli.py" />
      <source>print the plan as JSON</source>
      <translation>вивести план як JSON</translation>
    </message>
    <message>
      <location filename="../battlecrest/cli.py" />
      <source>save the board as it stands after the turn</source>
      <translation>зберегти поле таким, яким воно є після ходу</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>Plays the enemy side of tabletop skirmish games. Without a command it opens the window (on FILE if given).</source>
      <translation>Грає за ворожу сторону в настільних тактичних іграх. Без команди відкриває вікно (з FILE, якщо його вказано).</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>language of the messages and the window (default: the system's, from LANG; the window: the one chosen in Preferences)</source>
      <translation>мова повідомлень і вікна (типово — системна, з LANG; для вікна — вибрана в Налаштуваннях)</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>plan a group's activation</source>
      <translation>спланувати активацію групи</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>the board file (.board.json) to plan on</source>
      <translation>файл мапи (.board.json), на якій планувати</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <location filename="../imperial/cli.py" />
      <source>the group id to activate</source>
      <translation>id групи, яку активувати</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>print the plan as JSON (spec 9)</source>
      <translation>вивести план як JSON (специфікація, розділ 9)</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>with --json: beside each English text, its message id and parameters (KEY_msg), for showing it in any language</source>
      <translation>з --json: біля кожного англійського тексту — id повідомлення й параметри (KEY_msg), щоб показати його будь-якою мовою</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>check a board file</source>
      <translation>перевірити файл мапи</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>a board file (.board.json) or table file (.table.json)</source>
      <translation>файл мапи (.board.json) або файл столу (.table.json)</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>list a board's groups</source>
      <translation>перелічити групи мапи</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>the board file (.board.json) to list</source>
      <translation>файл мапи (.board.json), групи якої перелічити</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>print only the group ids, one a line, as plan --group takes them (for scripts)</source>
      <translation>вивести лише id груп, по одному в рядку, як їх приймає plan --group (для скриптів)</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>render the window offscreen to a PNG</source>
      <translation>намалювати вікно поза екраном у PNG</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>the PNG file to write</source>
      <translation>файл PNG, який записати</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>activate this group first</source>
      <translation>спершу активувати цю групу</translation>
    </message>
    <message>
      <location filename="../cli.py" />
      <source>window size, WIDTHxHEIGHT, each side 1..8192 and at least the window's minimum (else refused, exit 2)</source>
      <translation>розмір вікна, ШИРИНАxВИСОТА, кожна сторона 1..8192 і не менша за найменший розмір вікна (інакше відмова, код виходу 2)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>play the Automated Emperor on a board file</source>
      <translation>грати Автоматизованим Імператором на файлі мапи</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>setup and upgrade write the board file; activate, target and status write it only with --apply (without it they show what would happen); show and log never write.</source>
      <translation>setup і upgrade записують файл мапи; activate, target і status записують його лише з --apply (без нього показують, що сталося б); show і log ніколи не записують.</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the board file (.board.json) that holds the AE state</source>
      <translation>файл мапи (.board.json), що зберігає стан AE</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>a folder of extra Imperial data files (repeatable)</source>
      <translation>тека з додатковими файлами даних Імперії (можна кілька разів)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>print plans as JSON</source>
      <translation>виводити плани як JSON</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>start a game: colours, decks, deployment hand (writes the file)</source>
      <translation>почати гру: кольори, колоди, рука розгортання (записує файл)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the game's seed: the same seed, the same game</source>
      <translation>зерно гри: те саме зерно — та сама гра</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the blitz level: how many blitz cards go into the AE deck (default: %(default)s)</source>
      <translation>рівень бліцу: скільки карт бліцу входить до колоди AE (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the threat the AE has now (default: %(default)s)</source>
      <translation>загроза, яку AE має зараз (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the threat the AE gains each status phase (default: %(default)s)</source>
      <translation>загроза, яку AE отримує кожної фази статусу (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>how many deployment cards the AE's hand holds, one a group the mission leaves open (default: the board's mission.open_groups, else 0)</source>
      <translation>скільки карт розгортання в руці AE, по одній на кожну групу, яку місія залишає відкритою (типово — mission.open_groups мапи, інакше 0)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the id of the class deck the AE buys from (default: one at random)</source>
      <translation>id колоди класу, з якої AE купує (типово — випадкова)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the id of the hero the AE targets first (default: the board's mission.priority_target)</source>
      <translation>id героя, якого AE атакує першим (типово — mission.priority_target мапи)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>your own deck file (tabletop-ai/imperial-deck): each section it has replaces the example cards</source>
      <translation>ваш власний файл колоди (tabletop-ai/imperial-deck): кожен його розділ замінює приклади карт</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>start a campaign: write this new NAME.campaign.json and make this board its first mission</source>
      <translation>почати кампанію: записати новий NAME.campaign.json і зробити цю мапу її першою місією</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>carry this mission (upgrade stage done) into its campaign and set up the next mission's board (writes the campaign file and NEXT)</source>
      <translation>перенести цю місію (етап покращення виконано) в її кампанію й підготувати мапу наступної місії (записує файл кампанії та NEXT)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the next mission's board file</source>
      <translation>файл мапи наступної місії</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the threat the AE gains each status phase in the next mission (default: %(default)s)</source>
      <translation>загроза, яку AE отримує кожної фази статусу в наступній місії (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>how many deployment cards the AE's hand holds in the next mission (default: NEXT's mission.open_groups, else 0)</source>
      <translation>скільки карт розгортання в руці AE у наступній місії (типово — mission.open_groups файлу NEXT, інакше 0)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the id of the hero the AE targets first in the next mission (default: NEXT's mission.priority_target)</source>
      <translation>id героя, якого AE атакує першим у наступній місії (типово — mission.priority_target файлу NEXT)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>play a bought class or agenda card (writes the file)</source>
      <translation>зіграти куплену карту класу чи агенди (записує файл)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the card id</source>
      <translation>id карти</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the deployment group an attachment goes on</source>
      <translation>група розгортання, до якої додається долучення</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>write the cards this game uses (or the loaded data) as a deck file (writes OUT only)</source>
      <translation>записати карти цієї гри (або завантажені дані) як файл колоди (записує лише OUT)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the deck file (JSON) to write</source>
      <translation>файл колоди (JSON), який записати</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>list the bought cards the AE would play at a moment</source>
      <translation>перелічити куплені карти, які AE зіграв би в певний момент</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>only the cards played at this moment (default: %(default)s)</source>
      <translation>лише карти, що розігруються в цей момент (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>draw an AE card and plan the next group (writes only with --apply)</source>
      <translation>взяти карту AE і спланувати наступну групу (записує лише з --apply)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>this group instead of the next left to right</source>
      <translation>ця група замість наступної зліва направо</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>record the draw, move the figures as planned, open doors, remove defeated figures, and write the file</source>
      <translation>записати взяту карту, перемістити фігури за планом, відчинити двері, прибрати переможені фігури й записати файл</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>draw a card to choose a target outside an activation (writes only with --apply)</source>
      <translation>взяти карту, щоб вибрати ціль поза активацією (записує лише з --apply)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>record the draw and write the file</source>
      <translation>записати взяту карту й записати файл</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the figure whose effect needs a target (closest rebel is measured from it)</source>
      <translation>фігура, чий ефект потребує цілі (найближчого повстанця міряють від неї)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the priority target is not a valid target for this effect: draw</source>
      <translation>пріоритетна ціль не підходить для цього ефекту: брати</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>run the status phase: threat, reinforce or deploy (writes only with --apply)</source>
      <translation>провести фазу статусу: загроза, підкріплення чи розгортання (записує лише з --apply)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>do it and write the file</source>
      <translation>виконати й записати файл</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>run the upgrade stage (writes the file)</source>
      <translation>провести етап покращення (записує файл)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the XP the Imperials gained in the mission; buys class cards (default: %(default)s)</source>
      <translation>досвід, здобутий Імперією в місії; за нього купують карти класу (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the influence the Imperials gained in the mission; buys agenda cards (default: %(default)s)</source>
      <translation>вплив, здобутий Імперією в місії; за нього купують карти агенди (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the Imperials lost the mission</source>
      <translation>Імперія програла місію</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>print the AE state</source>
      <translation>вивести стан AE</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>print every AE decision so far</source>
      <translation>вивести всі рішення AE досі</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>activate a group with an Imperial Commander-style list (writes only with --apply)</source>
      <translation>активувати групу за списком у стилі Imperial Commander (записує лише з --apply)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the board file (.board.json) with the group</source>
      <translation>файл мапи (.board.json) із цією групою</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the seed of the lists' draws, taken before the board's first draw (default: the board's, else 0): the same seed draws the same lists</source>
      <translation>зерно для вибору списків, береться до першого вибору на мапі (типово — зерно мапи, інакше 0): те саме зерно вибирає ті самі списки</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>record the list drawn, move the figures as planned and write the file</source>
      <translation>записати взятий список, перемістити фігури за планом і записати файл</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>read Imperial Commander 2's deployment groups and instruction lists (writes only --out)</source>
      <translation>прочитати групи розгортання й списки інструкцій Imperial Commander 2 (записує лише --out)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>DIR is an Imperial Commander 2 checkout's Assets/Resources (or a folder with the same CardData and Languages files), or a character file exported from IC2's character editor.</source>
      <translation>DIR — тека Assets/Resources копії Imperial Commander 2 (або тека з такими самими файлами CardData і Languages) чи файл персонажа, експортований з редактора персонажів IC2.</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the IC2 Assets/Resources folder or an IC2 character file</source>
      <translation>тека Assets/Resources IC2 або файл персонажа IC2</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>the IC2 language of names and notes: en, de, fr ... (default: en)</source>
      <translation>мова IC2 для назв і приміток: en, de, fr … (типово: en)</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>print the groups as JSON</source>
      <translation>вивести групи як JSON</translation>
    </message>
    <message>
      <location filename="../imperial/cli.py" />
      <source>write the groups as a data file (tabletop-ai/deployments) the app reads with --data or from your data folder</source>
      <translation>записати групи як файл даних (tabletop-ai/deployments), який застосунок читає з --data або з вашої теки даних</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>make a board file from a Tiled (.tmx, .tmj) or Universal VTT (.dd2vtt, .uvtt, .df2vtt) map</source>
      <translation>зробити файл мапи з мапи Tiled (.tmx, .tmj) чи Universal VTT (.dd2vtt, .uvtt, .df2vtt)</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>the map file</source>
      <translation>файл мапи</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>the board file to write (OUT.board.json)</source>
      <translation>файл мапи, який записати (OUT.board.json)</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>Tiled: the terrain kind of each tile (TILESET:ID -&gt; kind)</source>
      <translation>Tiled: вид місцевості кожної плитки (НАБІР:ID -&gt; вид)</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>Tiled: write the tiles the map uses, with their kinds so far, to edit and pass back with --terrain</source>
      <translation>Tiled: записати плитки мапи з їхніми видами на цей момент, щоб виправити й передати назад через --terrain</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>mark the cells crossed by walls that do not follow cell edges as blocking</source>
      <translation>позначити клітинки, які перетинають стіни не вздовж меж клітинок, блокувальними</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>import only this part of the map: W x H cells from column X, row Y (counted from 0 at the top left); for a map larger than a board (200x200 cells)</source>
      <translation>імпортувати лише цю частину мапи: W x H клітинок від стовпця X, рядка Y (рахуючи від 0 у верхньому лівому куті); для мапи, більшої за мапу гри (200x200 клітинок)</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>the picture under the grid, for a map that names its picture file instead of holding it (it spans the whole map; with --region it is cut to the part)</source>
      <translation>зображення під сіткою для мапи, що називає файл зображення замість того, щоб містити його (покриває всю мапу; з --region його обрізано до частини)</translation>
    </message>
    <message>
      <location filename="../maps/cli.py" />
      <source>store the picture inside the board file (default: beside it)</source>
      <translation>зберегти зображення всередині файлу мапи (типово — поруч)</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>table mode (card games with no board: Destiny Operations)</source>
      <translation>режим столу (карткові ігри без мапи: Destiny Operations)</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>the table file (.table.json) to check</source>
      <translation>файл столу (.table.json), який перевірити</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>a priority chain as a ranked list with reasons</source>
      <translation>ланцюжок пріоритетів як упорядкований список із причинами</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>the chain to rank: target, shields, focus, special, indirect, activation or upgrade (default: %(default)s)</source>
      <translation>ланцюжок для впорядкування: target, shields, focus, special, indirect, activation або upgrade (типово — %(default)s)</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>only this player's characters (target chain)</source>
      <translation>лише персонажі цього гравця (ланцюжок цілей)</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>only this play area (multi-stages: M-1, M-2, ...)</source>
      <translation>лише ця ігрова зона (кілька етапів: M-1, M-2, …)</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>where the AI places indirect damage on itself</source>
      <translation>куди ШІ розміщує непряму шкоду на собі</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>how much indirect damage to place</source>
      <translation>скільки непрямої шкоди розмістити</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>the table file (.table.json)</source>
      <translation>файл столу (.table.json)</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>print the result as JSON</source>
      <translation>вивести результат як JSON</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>the table: players, characters, AI areas and hand</source>
      <translation>стіл: гравці, персонажі, зони ШІ та рука</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>the AI's turn: draw and resolve</source>
      <translation>хід ШІ: взяти карту й розіграти</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>end of the action phase and the AI's upkeep</source>
      <translation>кінець фази дій і підтримка ШІ</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>set the game up from the first stage</source>
      <translation>підготувати гру з першого етапу</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>write the result back to FILE</source>
      <translation>записати результат назад у FILE</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>check a table file; lists every problem</source>
      <translation>перевірити файл столу; перелічує всі проблеми</translation>
    </message>
    <message>
      <location filename="../table/cli.py" />
      <source>the card the players drew from a physical deck</source>
      <translation>карта, яку гравці взяли з фізичної колоди</translation>
    </message>
  </context>
</TS>

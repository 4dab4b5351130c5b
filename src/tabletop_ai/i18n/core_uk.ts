<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
  <context>
    <name>core</name>
    <message>
      <location filename="../../../src/tabletop_ai/cli.py" line="61" />
      <source>square</source>
      <translation>квадратна</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/cli.py" line="61" />
      <source>hex</source>
      <translation>гексагональна</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/cli.py" line="127" />
      <source>{file}: valid ({grid} {width}x{height}, {figures}, {groups})</source>
      <translation>{file}: без помилок ({grid} {width}x{height}, {figures}, {groups})</translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/cli.py" line="130" />
      <source>%n figure(s)</source>
      <translation>
        <numerusform>%n фігура</numerusform>
        <numerusform>%n фігури</numerusform>
        <numerusform>%n фігур</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/cli.py" line="131" />
      <source>%n group(s)</source>
      <translation>
        <numerusform>%n група</numerusform>
        <numerusform>%n групи</numerusform>
        <numerusform>%n груп</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="18" />
      <source>Outpost raid (demo)</source>
      <translation>Наліт на аванпост (демо)</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="18" />
      <source>River fort (hex demo)</source>
      <translation>Річковий форт (демо з гексами)</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="19" />
      <source>Battlecrest duel (Imperator solo)</source>
      <translation>Battlecrest: двобій (соло-режим «Імператор»)</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="20" />
      <source>Frosthaven rules: bandit ambush on the ice (sample)</source>
      <translation>Правила Frosthaven: засідка бандитів на кризі (приклад)</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="21" />
      <source>Beach assault (Operations sample, made-up cards)</source>
      <translation>Штурм пляжу (приклад Operations, вигадані карти)</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="22" />
      <source>Stage 1: the beach</source>
      <translation>Етап 1: пляж</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="22" />
      <source>Stage 2: the vault</source>
      <translation>Етап 2: сховище</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="24" />
      <source>Iron Warlord</source>
      <translation>Залізний воєвода</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="24" />
      <source>War Hound</source>
      <translation>Бойовий пес</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="24" />
      <source>Your hero</source>
      <translation>Ваш герой</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="24" />
      <source>Your sidekick</source>
      <translation>Ваш помічник</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="26" />
      <source>Advance</source>
      <translation>Наступ</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="26" />
      <source>Banner</source>
      <translation>Прапор</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="26" />
      <source>Flank</source>
      <translation>Фланг</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="26" />
      <source>Hold</source>
      <translation>Оборона позиції</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="26" />
      <source>Regroup</source>
      <translation>Перегрупування</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="27" />
      <source>Strike First</source>
      <translation>Удар першим</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="29" />
      <source>Blink</source>
      <translation>Блиск</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="29" />
      <source>Bolt</source>
      <translation>Блискавка</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="29" />
      <source>Chain Lightning</source>
      <translation>Ланцюгова блискавка</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="29" />
      <source>Charge</source>
      <translation>Атака з розгону</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="29" />
      <source>Cleave</source>
      <translation>Розсікання</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="30" />
      <source>Gust</source>
      <translation>Порив вітру</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="30" />
      <source>Heavy Blow</source>
      <translation>Важкий удар</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="30" />
      <source>March</source>
      <translation>Марш</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="30" />
      <source>Rally</source>
      <translation>Згуртування</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="30" />
      <source>Shield Wall</source>
      <translation>Стіна щитів</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="31" />
      <source>Shove</source>
      <translation>Поштовх</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="31" />
      <source>Spark</source>
      <translation>Іскра</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="31" />
      <source>Stomp</source>
      <translation>Тупіт</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="31" />
      <source>Tempest</source>
      <translation>Буря</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="31" />
      <source>Use a location</source>
      <translation>Використати локацію</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="32" />
      <source>Veil</source>
      <translation>Завіса</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/i18n/content.py" line="32" />
      <source>War Cry</source>
      <translation>Бойовий клич</translation>
    </message>
  </context>
</TS>

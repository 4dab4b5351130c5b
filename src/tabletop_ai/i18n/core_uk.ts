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
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="158" />
      <source>{file}: {w}x{h} pixels is more than the {most} megapixels read; take a smaller photo</source>
      <translation>{file}: {w}x{h} пікселів — більше за {most} мегапікселів, які можна прочитати; зробіть менше фото</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="93" />
      <source>{source}: {board} board markers, {seen} figures seen</source>
      <translation>{source}: маркерів поля — {board}, помічено фігур — {seen}</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="98" />
      <source>{figure}: {where} ({sure} sure)</source>
      <translation>{figure}: {where} (певність {sure})</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="137" />
      <source>{file}: the file is empty</source>
      <translation>{file}: файл порожній</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="143" />
      <source>{file}: not a picture OpenCV can read (PNG, JPEG, WebP, BMP, TIFF)</source>
      <translation>{file}: це не зображення, яке може прочитати OpenCV (PNG, JPEG, WebP, BMP, TIFF)</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="384" />
      <source>{source}: {seen} of the {all} board markers are in the photo (missing: {missing}); four are needed to find the board. Nothing was moved.</source>
      <translation>{source}: на фото {seen} з {all} маркерів поля (бракує: {missing}); щоб знайти поле, потрібні чотири. Нічого не переміщено.</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="395" />
      <source>{source}: the board markers do not make a board (are two of them swapped or on one line?). Nothing was moved.</source>
      <translation>{source}: маркери поля не складаються в поле (можливо, два з них переплутано або вони на одній лінії?). Нічого не переміщено.</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="418" />
      <source>off the map</source>
      <translation>поза мапою</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="50" />
      <source>reading photos needs OpenCV: pip install 'tabletop-ai[camera]'</source>
      <translation>щоб читати фото, потрібен OpenCV: pip install 'tabletop-ai[camera]'</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="104" />
      <source>not seen (left where they were): {figures}</source>
      <translation>не помічено (лишилися, де були): {figures}</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="107" />
      <source>markers of no figure on this board: {ids}</source>
      <translation>маркери, що не належать жодній фігурі цього поля: {ids}</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="122" />
      <source>{file}: the file is {size} MB; photos up to {most} MB are read</source>
      <translation>{file}: файл має {size} МБ; читаються фото до {most} МБ</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="127" />
      <source>{file}: cannot be read ({why})</source>
      <translation>{file}: не вдається прочитати ({why})</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="423" />
      <source>its base would leave the map</source>
      <translation>її підставка вийшла б за мапу</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="471" />
      <source>not moved (a figure not in the photo stands there): {figures}</source>
      <translation>не переміщено (там стоїть фігура, якої немає на фото): {figures}</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="474" />
      <source>the photo moves no figure</source>
      <translation>фото не переміщує жодної фігури</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="425" />
      <source>on impassable ground</source>
      <translation>на непрохідній місцевості</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="101" />
      <source> — not moved: {flag}</source>
      <translation> — не переміщено: {flag}</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/detect.py" line="436" />
      <source>seen on one cell with another figure ({names})</source>
      <translation>помічено на одній клітинці з іншою фігурою ({names})</translation>
    </message>
    <message>
      <location filename="../../../src/tabletop_ai/photo/markers.py" line="125" />
      <source>a board has markers for {most} figures at most; this one has {count}</source>
      <translation>поле має маркери щонайбільше для {most} фігур; у цьому їх {count}</translation>
    </message>
  </context>
</TS>

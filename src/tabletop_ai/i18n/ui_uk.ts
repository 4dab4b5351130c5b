<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
  <context>
    <name>PreferencesDialog</name>
    <message>
      <location filename="../ui/shell/preferences.py" />
      <source>Preferences</source>
      <translation>Налаштування</translation>
    </message>
    <message>
      <location filename="../ui/shell/preferences.py" />
      <source> s</source>
      <translation> с</translation>
    </message>
    <message>
      <location filename="../ui/shell/preferences.py" />
      <source>Open the last board when the app starts</source>
      <translation>Відкривати останню мапу під час запуску</translation>
    </message>
    <message>
      <location filename="../ui/shell/preferences.py" />
      <source>System default</source>
      <translation>Як у системі</translation>
    </message>
    <message>
      <location filename="../ui/shell/preferences.py" />
      <source>Autosave unsaved work every</source>
      <translation>Автозбереження незбереженої роботи кожні</translation>
    </message>
    <message>
      <location filename="../ui/shell/preferences.py" />
      <source>Language</source>
      <translation>Мова</translation>
    </message>
    <message>
      <location filename="../ui/shell/preferences.py" />
      <source>A new language applies when the app starts again.</source>
      <translation>Нова мова запрацює після перезапуску застосунку.</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Folder</source>
      <translation>Тека</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>File Folder</source>
      <translation>Тека</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Drive</source>
      <translation>Диск</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>File</source>
      <translation>Файл</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>%1 File</source>
      <translation>Файл %1</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Shortcut</source>
      <translation>Ярлик</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Alias</source>
      <translation>Псевдонім</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>&amp;Look in:</source>
      <translation>&amp;Шукати в:</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Files of &amp;type:</source>
      <translation>&amp;Тип файлів:</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Show </source>
      <translation>Показати стовпчик </translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Don't Save</source>
      <translation>Не зберігати</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Close without Saving</source>
      <translation>Закрити без збереження</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>Discard</source>
      <translation>Не зберігати</translation>
    </message>
    <message>
      <location filename="../ui/shell/qt_words.py" />
      <source>&amp;OK</source>
      <translation>&amp;Гаразд</translation>
    </message>
  </context>
  <context>
    <name>about</name>
    <message>
      <location filename="../ui/shell/about.py" />
      <source>About Tabletop AI</source>
      <translation>Про Tabletop AI</translation>
    </message>
  </context>
  <context>
    <name>ae_dock</name>
    <message>
      <location filename="../ui/games/imperial/ae_dock.py" />
      <source>Automated Emperor</source>
      <translation>Автоімператор (AE)</translation>
    </message>
  </context>
  <context>
    <name>ae_panel</name>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>New Automated Emperor game</source>
      <translation>Нова гра Автоімператора (AE)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Mission 1 of a new campaign (carried to the next mission)</source>
      <translation>Місія 1 нової кампанії (переноситься в наступну місію)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>My campaign</source>
      <translation>Моя кампанія</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>This board is mission {mission} of the campaign {campaign}: the new game stays that mission (its blitz level, XP, influence and cards come from the campaign file).</source>
      <translation>Ця мапа — місія {mission} кампанії {campaign}: нова гра лишається цією місією (рівень бліцу, досвід, вплив і карти беруться з файлу кампанії).</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>(at random)</source>
      <translation>(навмання)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>(none)</source>
      <translation>(немає)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Seed (same seed, same game)</source>
      <translation>Зерно (те саме зерно — та сама гра)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Blitz level</source>
      <translation>Рівень бліцу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Threat now</source>
      <translation>Загроза зараз</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Threat level (per round)</source>
      <translation>Рівень загрози (за раунд)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Open groups (deployment hand)</source>
      <translation>Відкриті групи (рука розгортання)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Class deck</source>
      <translation>Колода класу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Priority target</source>
      <translation>Пріоритетна ціль</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Campaign name</source>
      <translation>Назва кампанії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Upgrade stage</source>
      <translation>Етап покращень</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>&lt;b&gt;{title}&lt;/b&gt; at the end of the mission: what the Imperials gained. The Automated Emperor then buys a class card with XP and an agenda card with influence.</source>
      <translation>&lt;b&gt;{title}&lt;/b&gt; наприкінці місії: що здобула Імперія. Потім Автоімператор купує за досвід карту класу, а за вплив — карту агенди.</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>The Imperials lost the mission (blitz level +1)</source>
      <translation>Імперія програла місію (рівень бліцу +1)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>XP gained</source>
      <translation>Отримано досвіду (XP)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Influence gained</source>
      <translation>Отримано впливу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>New AE game…</source>
      <translation>Нова гра AE…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Draw &amp;&amp; activate next group</source>
      <translation>Взяти карту й активувати наступну групу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Draw an AE card for the next deployment group, left to right, and show its plan</source>
      <translation>Взяти карту AE для наступної групи розгортання (зліва направо) і показати її план</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Draw for a target</source>
      <translation>Взяти карту для цілі</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Draw a card to choose a target outside an activation</source>
      <translation>Взяти карту, щоб вибрати ціль поза активацією</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Status phase</source>
      <translation>Фаза статусу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Upgrade stage…</source>
      <translation>Етап покращень…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Start a campaign…</source>
      <translation>Почати кампанію…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Keep this game's Imperial state in a NAME.campaign.json file beside the board: this board is mission 1</source>
      <translation>Зберігати стан Імперії цієї гри у файлі NAME.campaign.json поруч із мапою: ця мапа — місія 1</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Next mission…</source>
      <translation>Наступна місія…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>After the upgrade stage: carry XP, influence, cards, side missions and blitz level into the campaign file and open the next mission's board set up from it</source>
      <translation>Після етапу покращень: перенести досвід, вплив, карти, побічні місії й рівень бліцу у файл кампанії та відкрити мапу наступної місії, приготовану з нього</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Card</source>
      <translation>Карта</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Draw here, or play the card you drew from your own AE deck at the table (taken out of this game's deck)</source>
      <translation>Взяти карту тут або зіграти карту, яку ви взяли зі своєї колоди AE за столом (її вийнято з колоди цієї гри)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Import deck…</source>
      <translation>Імпортувати колоду…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Your own cards (a deck file): each section it has replaces the example cards in the next new game</source>
      <translation>Ваші власні карти (файл колоди): кожен його розділ замінює приклади карт у наступній новій грі</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Export deck…</source>
      <translation>Експортувати колоду…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Write the cards of this game (or of the next new game) as a deck file</source>
      <translation>Записати карти цієї гри (або наступної нової гри) як файл колоди</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Card editor…</source>
      <translation>Редактор карт…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Edit AE cards, IC lists, class and agenda cards, checked as you type, with a preview on this board</source>
      <translation>Редагувати карти AE, списки IC, карти класу й агенди з перевіркою під час набору та попереднім переглядом на цій мапі</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Activate with a random IC list</source>
      <translation>Активувати з випадковим списком IC</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Imperial Commander style: choose one of the group's instruction lists at random (recorded seed) and plan it</source>
      <translation>У стилі Imperial Commander: навмання вибрати один зі списків інструкцій групи (зерно записується) і спланувати його</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Group:</source>
      <translation>Група:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Edit IC lists…</source>
      <translation>Змінити списки IC…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>The group's instruction lists, their conditions and instructions, each edit one undo step</source>
      <translation>Списки інструкцій групи, їхні умови та інструкції; кожна зміна — один крок скасування</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Bought cards at</source>
      <translation>Куплені карти —</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>every moment</source>
      <translation>будь-коли</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>AE: bought cards are played at the first valid opportunity, left to right; choose the moment of the game</source>
      <translation>AE: куплені карти грають за першої нагоди, зліва направо; виберіть момент гри</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>The deployment group an attachment goes on</source>
      <translation>Група розгортання, до якої прикріплюють карту</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Attach to</source>
      <translation>Прикріпити до</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Play</source>
      <translation>Зіграти</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Play the selected card (threat paid; an attachment goes on the group chosen)</source>
      <translation>Зіграти вибрану карту (загрозу сплачено; прикріплення йде до вибраної групи)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Decisions</source>
      <translation>Рішення</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source> · … (all of it: the game log in the AE panel)</source>
      <translation> · … (усе — у журналі гри на панелі AE)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Cannot read the campaign</source>
      <translation>Не вдалося прочитати кампанію</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Import deck</source>
      <translation>Імпорт колоди</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Deck (*.deck.json *.json)</source>
      <translation>Колода (*.deck.json *.json)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Cannot import the deck</source>
      <translation>Не вдалося імпортувати колоду</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Export deck</source>
      <translation>Експорт колоди</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Wrote {name}</source>
      <translation>Записано {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>IC lists from the edited deployment cards</source>
      <translation>Списки IC зі змінених карт розгортання</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>No Automated Emperor game on this board: click “New AE game…” first</source>
      <translation>На цій мапі немає гри Автоімператора (AE): спершу натисніть «Нова гра AE…»</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Draw an AE card</source>
      <translation>Взяти карту AE</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Play the AE card drawn at the table</source>
      <translation>Зіграти карту AE, взяту за столом</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Draw an AE card for a target</source>
      <translation>Взяти карту AE для цілі</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Play {name}</source>
      <translation>Зіграти {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Choose a card in the list first</source>
      <translation>Спершу виберіть карту в списку</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>This board is already mission {mission} of {campaign}</source>
      <translation>Ця мапа вже є місією {mission} кампанії {campaign}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Save the board first: the campaign file sits beside it</source>
      <translation>Спершу збережіть мапу: файл кампанії лежить поруч із нею</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>New campaign file</source>
      <translation>Новий файл кампанії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Campaign (*{CAMPAIGN_SUFFIX})</source>
      <translation>Кампанія (*{CAMPAIGN_SUFFIX})</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Start a campaign</source>
      <translation>Почати кампанію</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Cannot start the campaign</source>
      <translation>Не вдалося почати кампанію</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Campaign {campaign}: this board is mission 1</source>
      <translation>Кампанія {campaign}: ця мапа — місія 1</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>This game belongs to no campaign: tick “Mission 1 of a new campaign” in New AE game…, or use “Start a campaign…”</source>
      <translation>Ця гра не належить жодній кампанії: позначте «Місія 1 нової кампанії» в «Нова гра AE…» або скористайтеся «Почати кампанію…»</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Cannot set up the next mission</source>
      <translation>Не вдалося приготувати наступну місію</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{name} is this mission's own board: choose the map of the next mission</source>
      <translation>{name} — мапа цієї самої місії: виберіть мапу наступної місії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{name} is this mission's own file: save the next mission apart</source>
      <translation>{name} — файл цієї самої місії: збережіть наступну місію окремо</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{name} ships with Tabletop AI: save the next mission elsewhere</source>
      <translation>{name} постачається з Tabletop AI: збережіть наступну місію деінде</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{name} exists already: choose another name for the next mission</source>
      <translation>{name} уже існує: виберіть іншу назву для наступної місії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Choose an AI group first</source>
      <translation>Спершу виберіть групу ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Random instruction list for {gid}</source>
      <translation>Випадковий список інструкцій для {gid}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{group}: instruction list {value} of {count}</source>
      <translation>{group}: список інструкцій {value} з {count}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>bonus: {value}</source>
      <translation>бонус: {value}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>surges: {value}</source>
      <translation>сплески: {value}</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{id} (%n list(s))</source>
      <translation>
        <numerusform>{id} (%n список)</numerusform>
        <numerusform>{id} (%n списки)</numerusform>
        <numerusform>{id} (%n списків)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>your deck &lt;b&gt;{name}&lt;/b&gt;</source>
      <translation>вашу колоду &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>the example deck</source>
      <translation>колоду-приклад</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>This game plays with the cards kept in its file. </source>
      <translation>Ця гра використовує карти, збережені в її файлі. </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>A new game uses {deck}.</source>
      <translation>Нова гра використає {deck}.</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>No Automated Emperor game on this board. &lt;b&gt;New AE game…&lt;/b&gt; assigns the rebel colours, shuffles the AE deck with the blitz cards and draws the deployment hand.</source>
      <translation>На цій мапі немає гри Автоімператора (AE). &lt;b&gt;Нова гра AE…&lt;/b&gt; призначає кольори повстанців, тасує колоду AE з картами бліцу й бере руку розгортання.</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>&lt;i&gt;No card drawn&lt;/i&gt;</source>
      <translation>&lt;i&gt;Карту не взято&lt;/i&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>empty</source>
      <translation>порожня</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>&lt;b&gt;Round {round}&lt;/b&gt; · threat &lt;b&gt;{threat}&lt;/b&gt; (+{threat_level} a round) · blitz level {blitz_level}&lt;br&gt;AE deck {n_deck} · discard {n_discard}&lt;br&gt;Groups, left to right: {value}&lt;br&gt;Deployment hand: {hand}</source>
      <translation>&lt;b&gt;Раунд {round}&lt;/b&gt; · загроза &lt;b&gt;{threat}&lt;/b&gt; (+{threat_level} за раунд) · рівень бліцу {blitz_level}&lt;br&gt;Колода AE {n_deck} · скид {n_discard}&lt;br&gt;Групи зліва направо: {value}&lt;br&gt;Рука розгортання: {hand}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>none</source>
      <translation>немає</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Next to activate: {group}</source>
      <translation>Наступна активація: {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>AE cards</source>
      <translation>карти AE</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>deployment cards</source>
      <translation>карти розгортання</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>class decks</source>
      <translation>колоди класів</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>agenda sets</source>
      <translation>набори агенди</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Deck {name}: replaces the example {sections} in the next new game</source>
      <translation>Колода {name} замінює в наступній новій грі приклади: {sections}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>your edited deck</source>
      <translation>вашу змінену колоду</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>none — status phase</source>
      <translation>немає — фаза статусу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>&lt;br&gt;Campaign {value}, mission {mission} · XP {xp} · influence {influence}</source>
      <translation>&lt;br&gt;Кампанія {value}, місія {mission} · досвід {xp} · вплив {influence}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source> · upgrade stage done</source>
      <translation> · етап покращень завершено</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>(no group)</source>
      <translation>(без групи)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>R{round} · {kind}: {text}</source>
      <translation>Р{round} · {kind}: {text}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>draw from the AE deck here</source>
      <translation>взяти з колоди AE тут</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{name} (drawn at the table)</source>
      <translation>{name} (взято за столом)</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>%n card(s) already drawn from this deck are not listed: they come back when the deck is reshuffled</source>
      <translation>
        <numerusform>%n карту, вже взяту з цієї колоди, не показано: вона повернеться, коли колоду перетасують</numerusform>
        <numerusform>%n карти, вже взяті з цієї колоди, не показано: вони повернуться, коли колоду перетасують</numerusform>
        <numerusform>%n карт, вже взятих з цієї колоди, не показано: вони повернуться, коли колоду перетасують</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>The AE deck is empty: the next draw shuffles the %n discarded card(s) back in</source>
      <translation>
        <numerusform>Колода AE порожня: наступне взяття перетасує й поверне в неї %n скинуту карту</numerusform>
        <numerusform>Колода AE порожня: наступне взяття перетасує й поверне в неї %n скинуті карти</numerusform>
        <numerusform>Колода AE порожня: наступне взяття перетасує й поверне в неї %n скинутих карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>The AE deck and its discard pile are empty</source>
      <translation>Колода AE і її скид порожні</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>&lt;i&gt;No card drawn this activation&lt;/i&gt;</source>
      <translation>&lt;i&gt;Цієї активації карту ще не взято&lt;/i&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>BLITZ</source>
      <translation>БЛІЦ</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Secondary: {chips}</source>
      <translation>Додаткова: {chips}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>Secondary: closest rebel with least health</source>
      <translation>Додаткова: найближчий повстанець із найменшим здоров’ям</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>+{threat} threat</source>
      <translation>+{threat} загрози</translation>
    </message>
  </context>
  <context>
    <name>battlecrest_panel</name>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Compass N: ties go to the topmost candidate</source>
      <translation>Компас N: серед рівнозначних — крайня верхня ціль</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Compass E: ties go to the rightmost candidate</source>
      <translation>Компас E: серед рівнозначних — крайня права ціль</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Compass S: ties go to the bottommost candidate</source>
      <translation>Компас S: серед рівнозначних — крайня нижня ціль</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Compass W: ties go to the leftmost candidate</source>
      <translation>Компас W: серед рівнозначних — крайня ліва ціль</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>No order card</source>
      <translation>Немає карти наказу</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>&lt;i&gt;No order card yet: press &lt;b&gt;Emperor's turn&lt;/b&gt;&lt;/i&gt;</source>
      <translation>&lt;i&gt;Карти наказу ще немає: натисніть &lt;b&gt;Хід Імператора&lt;/b&gt;&lt;/i&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>&lt;b&gt;unique crest&lt;/b&gt; (counts as every crest on his turn)</source>
      <translation>&lt;b&gt;унікальний герб&lt;/b&gt; (у його хід вважається будь-яким гербом)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>no unique crest</source>
      <translation>без унікального герба</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Refresh {refresh} · defense {modifier}</source>
      <translation>Оновлення {refresh} · оборона {modifier}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Compass {compass} ({word} wins a tie) · {crest}</source>
      <translation>Компас {compass} (за рівності перемагає {word}) · {crest}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>(skipped)</source>
      <translation>(пропущено)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>&lt;i&gt;This board has no &lt;code&gt;battlecrest&lt;/code&gt; object.&lt;/i&gt;</source>
      <translation>&lt;i&gt;На цій мапі немає об’єкта &lt;code&gt;battlecrest&lt;/code&gt;.&lt;/i&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source> (exhausted)</source>
      <translation> (виснажена)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>none</source>
      <translation>немає</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Order deck: {draw} to draw · current &lt;b&gt;{current}&lt;/b&gt; · {discard} discarded&lt;br&gt;Action row: {cards}</source>
      <translation>Колода наказів: у колоді {draw} · поточна &lt;b&gt;{current}&lt;/b&gt; · у скиді {discard}&lt;br&gt;Карти дій: {cards}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Emperor's turn</source>
      <translation>Хід Імператора</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Advance the order deck and plan his whole turn</source>
      <translation>Просунути колоду наказів і спланувати весь його хід</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Emperor defends</source>
      <translation>Імператор захищається</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Plan his defense (the group with emperor_defense)</source>
      <translation>Спланувати його оборону (група з emperor_defense)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Apply turn</source>
      <translation>Виконати хід</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Write the turn to the board — moves, pushes, wounds, flipped locations, deck and action row — as one undo step</source>
      <translation>Записати хід на мапу — переміщення, поштовхи, поранення, перевернуті локації, колоду й ряд карт дій — одним кроком скасування</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>The Emperor's warrior you attack</source>
      <translation>Воїн Імператора, якого ви атакуєте</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Your attack value (wounds = attack − his defense)</source>
      <translation>Ваше значення атаки (поранення = атака − його оборона)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>You attack</source>
      <translation>Ви атакуєте</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>with</source>
      <translation>з</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Steps</source>
      <translation>Кроки</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Edit the battlefield and the Emperor's cards…</source>
      <translation>Редагувати поле битви й карти Імператора…</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>&lt;i&gt;Current card (drawn on an earlier turn)&lt;/i&gt;</source>
      <translation>&lt;i&gt;Поточна карта (відкрита на одному з попередніх ходів)&lt;/i&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Steps: none planned</source>
      <translation>Кроки: нічого не сплановано</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Steps of group {value} ({n}) — select one to see it on the board</source>
      <translation>Кроки групи {value} ({n}) — виберіть крок, щоб побачити його на мапі</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>&lt;br&gt;Locations flipped this turn: {value}</source>
      <translation>&lt;br&gt;Локації, перевернуті цього ходу: {value}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>&lt;b&gt;Step {n}&lt;/b&gt; ({phase})</source>
      <translation>&lt;b&gt;Крок {n}&lt;/b&gt; ({phase})</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>movement</source>
      <translation>переміщення</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>attack</source>
      <translation>атака</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>defense</source>
      <translation>оборона</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>wounds</source>
      <translation>поранення</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>push value</source>
      <translation>значення поштовху</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>push used</source>
      <translation>використано поштовху</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>push path {cells}</source>
      <translation>шлях поштовху {cells}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>destination rule {rule}</source>
      <translation>пункт напрямку {rule}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>No group has the instruction {"type": "emperor_turn"}</source>
      <translation>Жодна група не має інструкції {"type": "emperor_turn"}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>The Emperor has no warrior on the board</source>
      <translation>В Імператора немає воїнів на мапі</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Emperor defends: attack {attack} on {target}</source>
      <translation>Імператор захищається: атака {attack} на {target}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/panel.py" />
      <source>Plan the Emperor's turn first</source>
      <translation>Спершу сплануйте хід Імператора</translation>
    </message>
  </context>
  <context>
    <name>battlecrest_state</name>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Locations — tick: active, untick: flipped (or click it on the map)</source>
      <translation>Локації — позначено: активна, не позначено: перевернута (або клацніть її на мапі)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>{k} bonus (2: a double symbol)</source>
      <translation>бонус {k} (2: подвійний символ)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>hazard</source>
      <translation>небезпечна</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>no ability</source>
      <translation>без властивості</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>The location ability's value</source>
      <translation>Значення властивості локації</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Set location</source>
      <translation>Змінити локацію</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Action row — ticked: ready</source>
      <translation>Карти дій — позначено: підготовлена</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>The face-up order card</source>
      <translation>Відкрита карта наказу</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>discard pile</source>
      <translation>скид</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>real reshuffle order (optional)</source>
      <translation>порядок справжнього перемішування (необов’язково)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>When the draw pile runs out the discard is shuffled: enter the order the real shuffle gave, top first (else a recorded seeded shuffle is used)</source>
      <translation>Коли колода закінчується, скид перемішують: введіть порядок, що вийшов у справжньому перемішуванні, згори вниз (інакше буде записане перемішування з зерном)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Set deck</source>
      <translation>Змінити колоду</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Draw</source>
      <translation>Колода</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Current</source>
      <translation>Поточна</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Discard</source>
      <translation>Скид</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Reshuffle</source>
      <translation>Перемішування</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Set crests</source>
      <translation>Змінити герби</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Applied crests</source>
      <translation>Застосовані герби</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Cannot change: {text}</source>
      <translation>Не вдалося змінити: {text}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Flip location {name}</source>
      <translation>Перевернути локацію {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Edit location {name}</source>
      <translation>Змінити локацію {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Action row</source>
      <translation>Карти дій</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Order deck</source>
      <translation>Колода наказів</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Your warriors block with defense:</source>
      <translation>Ваші воїни захищаються з обороною:</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Battlefield and the Emperor</source>
      <translation>Поле битви й Імператор</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Each change is one undo step.</source>
      <translation>Кожна зміна — один крок скасування.</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>draw pile, top first, commas between the cards</source>
      <translation>колода, згори вниз, карти через кому</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>applied crests, e.g. sword, shield</source>
      <translation>застосовані герби, напр. меч, щит</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>{label}: the defense of the card you block with against the Emperor's attack (location bonuses are added by the rules)</source>
      <translation>{label}: оборона карти, якою ви захищаєтеся від атаки Імператора (бонуси локацій додають правила)</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>Defense</source>
      <translation>Оборона</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>ability {type} {value}</source>
      <translation>властивість {type} {value}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>{name} [{x},{y}]: {bonuses}</source>
      <translation>{name} [{x},{y}]: {bonuses}</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source> — active</source>
      <translation> — активна</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source> — flipped</source>
      <translation> — перевернута</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/state.py" />
      <source>none</source>
      <translation>немає</translation>
    </message>
  </context>
  <context>
    <name>camera_window</name>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>This build of Tabletop AI has no live camera (Qt Multimedia). Take a photo of the table and drop it on the window, or use File → Place figures from photo….</source>
      <translation>У цій збірці Tabletop AI немає живої камери (Qt Multimedia). Сфотографуйте стіл і перетягніть фото на вікно або скористайтеся Файл → Розставити фігури за фото….</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>The live camera needs Qt Multimedia, which comes with PySide6-Addons: pip install "tabletop-ai[camera]". Until then, take a photo of the table and drop it on the window.</source>
      <translation>Для живої камери потрібен Qt Multimedia, що входить до PySide6-Addons: pip install "tabletop-ai[camera]". А доти сфотографуйте стіл і перетягніть фото на вікно.</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>No camera was found. Connect a webcam (and allow the app to use it), or take a photo of the table with a phone and drop it on the window.</source>
      <translation>Камеру не знайдено. Під’єднайте вебкамеру (і дозвольте застосунку нею користуватися) або сфотографуйте стіл телефоном і перетягніть фото на вікно.</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Camera</source>
      <translation>Камера</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Camera — place figures from the table</source>
      <translation>Камера — розставити фігури за столом</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Waiting for the camera…</source>
      <translation>Чекаємо на камеру…</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>no camera found</source>
      <translation>камеру не знайдено</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Frame the whole map with the four board markers. Hold the camera steady (up to 45° from straight above), then press Capture: the figures are placed as from a dropped photo, and you confirm before anything moves.</source>
      <translation>Охопіть кадром усю мапу з чотирма маркерами мапи. Тримайте камеру нерухомо (не більше 45° від вертикалі) і натисніть «Зняти»: фігури буде розставлено, як за перетягнутим фото, і ви підтвердите, перш ніж щось зрушиться.</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>&amp;Capture</source>
      <translation>&amp;Зняти</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Close</source>
      <translation>Закрити</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Camera:</source>
      <translation>Камера:</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Camera error: {text}</source>
      <translation>Помилка камери: {text}</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>No picture from the camera yet.</source>
      <translation>Камера ще не дала зображення.</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>camera</source>
      <translation>камера</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>Captured: the board was not found (see the message).</source>
      <translation>Знято: мапу не знайдено (див. повідомлення).</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/capture/camera_window.py" />
      <source>Captured: %n figure(s) seen.</source>
      <translation>
        <numerusform>Знято: помічено %n фігуру.</numerusform>
        <numerusform>Знято: помічено %n фігури.</numerusform>
        <numerusform>Знято: помічено %n фігур.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>In view: board markers {board} of {all}, figures {seen} of {figures}: enough to place the board</source>
      <translation>У кадрі: маркерів мапи {board} з {all}, фігур {seen} з {figures}: досить, щоб розмістити мапу</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>In view: board markers {board} of {all}, figures {seen} of {figures}; to place the board: {alone} board markers, or 2 and {two} figures</source>
      <translation>У кадрі: маркерів мапи {board} з {all}, фігур {seen} з {figures}; щоб розмістити мапу, потрібно: {alone} маркери мапи або 2 і {two} фігури</translation>
    </message>
    <message>
      <location filename="../ui/capture/camera_window.py" />
      <source>In view: board markers {board} of {all}, figures {seen} of {figures}; to place the board: {alone} board markers</source>
      <translation>У кадрі: маркерів мапи {board} з {all}, фігур {seen} з {figures}; щоб розмістити мапу, потрібно: {alone} маркери мапи</translation>
    </message>
  </context>
  <context>
    <name>card_editor</name>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Deployments &amp;&amp; IC lists</source>
      <translation>Розгортання та списки IC</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Class decks</source>
      <translation>Колоди класів</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Agenda sets</source>
      <translation>Набори агенди</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Card editor</source>
      <translation>Редактор карт</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Add card</source>
      <translation>Додати карту</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Remove</source>
      <translation>Вилучити</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Blitz card</source>
      <translation>Карта бліцу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Id</source>
      <translation>Ідентифікатор</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Name</source>
      <translation>Назва</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Actions in order</source>
      <translation>Дії по черзі</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Blitz threat</source>
      <translation>Загроза бліцу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>AE cards</source>
      <translation>Карти AE</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Preview on this board for group:</source>
      <translation>Попередній перегляд на цій мапі для групи:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Save deck…</source>
      <translation>Зберегти колоду…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Use as my deck</source>
      <translation>Використати як мою колоду</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Close</source>
      <translation>Закрити</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Edit the card's id</source>
      <translation>Змінити ідентифікатор карти</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Rename the card</source>
      <translation>Перейменувати карту</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Edit the secondary colours</source>
      <translation>Змінити додаткові кольори</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Blitz card on or off</source>
      <translation>Увімкнути чи вимкнути карту бліцу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Change the blitz threat</source>
      <translation>Змінити загрозу бліцу</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Change the actions</source>
      <translation>Змінити дії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Edit {section}</source>
      <translation>Змінити розділ «{section}»</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Undo {step}</source>
      <translation>Скасувати: {step}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Undo</source>
      <translation>Скасувати</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Redo {step}</source>
      <translation>Повторити: {step}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Redo</source>
      <translation>Повторити</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>&lt;b&gt;Deployment cards&lt;/b&gt;</source>
      <translation>&lt;b&gt;Карти розгортання&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>The cards' other fields (JSON, without the IC lists)</source>
      <translation>Інші поля карт (JSON, без списків IC)</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>{name} (%n IC list(s))</source>
      <translation>
        <numerusform>{name} (%n список IC)</numerusform>
        <numerusform>{name} (%n списки IC)</numerusform>
        <numerusform>{name} (%n списків IC)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>{name}: {edit}</source>
      <translation>{name}: {edit}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>New card {n}</source>
      <translation>Нова карта {n}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Add card {name}</source>
      <translation>Додати карту {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Remove card {name}</source>
      <translation>Вилучити карту {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>the AE deck has no card</source>
      <translation>у колоді AE немає карт</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>✓ the deck is valid</source>
      <translation>✓ колода без помилок</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>(no preview while the deck has problems)</source>
      <translation>(попереднього перегляду немає, доки в колоді є проблеми)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>(no AI group on this board to preview with)</source>
      <translation>(на цій мапі немає групи ШІ для попереднього перегляду)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>(choose a card)</source>
      <translation>(виберіть карту)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>{card} for {group}:</source>
      <translation>{card} для групи {group}:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>IC list {i} of {n} for {group}:</source>
      <translation>Список IC {i} з {n} для групи {group}:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>  planned:</source>
      <translation>  план:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>(the group has no IC lists)</source>
      <translation>(у групи немає списків IC)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Save deck</source>
      <translation>Збереження колоди</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>Deck (*.deck.json *.json)</source>
      <translation>Колода (*.deck.json *.json)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/file_names.py" />
      <source>my deck</source>
      <translation>моя колода</translation>
    </message>
  </context>
  <context>
    <name>chain_table</name>
    <message>
      <location filename="../ui/games/table/chain_table.py" />
      <source>&lt;b&gt;{value}&lt;/b&gt;&lt;br&gt;&lt;i&gt;{value2}&lt;/i&gt;</source>
      <translation>&lt;b&gt;{value}&lt;/b&gt;&lt;br&gt;&lt;i&gt;{value2}&lt;/i&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/table/chain_table.py" />
      <source>Place</source>
      <translation>Місце</translation>
    </message>
    <message>
      <location filename="../ui/games/table/chain_table.py" />
      <source>Candidate</source>
      <translation>Кандидат</translation>
    </message>
    <message>
      <location filename="../ui/games/table/chain_table.py" />
      <source>“=” places are tied on every criterion: the players choose; the cell highlighted in a tied group puts the whole group above the next place.</source>
      <translation>Місця «=» рівні за всіма критеріями: вибирають гравці; підсвічена клітинка в групі рівних ставить усю групу вище за наступне місце.</translation>
    </message>
    <message>
      <location filename="../ui/games/table/chain_table.py" />
      <source>Highlighted: the criterion that decided the place (hover a row for why).</source>
      <translation>Підсвічено критерій, що визначив місце (наведіть на рядок, щоб побачити чому).</translation>
    </message>
    <message>
      <location filename="../ui/games/table/chain_table.py" />
      <source>Not candidates: {names}</source>
      <translation>Не кандидати: {names}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/chain_table.py" />
      <source>No candidate.</source>
      <translation>Кандидатів немає.</translation>
    </message>
  </context>
  <context>
    <name>commands</name>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Edit {label}: {names}</source>
      <translation>Змінити {label}: {names}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <location filename="../ui/editor/interactions.py" />
      <source>Paint {kinds}</source>
      <translation>Малювати: {kinds}</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>Edges: {states}</source>
      <translation>Краї: {states}</translation>
    </message>
  </context>
  <context>
    <name>document</name>
    <message>
      <location filename="../ui/editor/document.py" />
      <source>{problem}: set aside when the board was opened; put it back on the map (Edit → Put back set-aside figures), or saving would lose it</source>
      <translation>{problem}: відкладено під час відкриття мапи; поверніть фігуру на мапу (Редагування → Повернути відкладені фігури), інакше збереження її втратить</translation>
    </message>
  </context>
  <context>
    <name>document_window</name>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source> · … (all of it: hold the pointer over the status bar)</source>
      <translation> · … (усе — наведіть вказівник на рядок стану)</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Unsaved changes</source>
      <translation>Незбережені зміни</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Save the changes to {title} before closing it?</source>
      <translation>Зберегти зміни в {title} перед закриттям?</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Save {noun} as</source>
      <translation>Зберегти як</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Not saved</source>
      <translation>Не збережено</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>{name} ships with Tabletop AI and is kept as it came: save the {noun} in a folder of your own.</source>
      <translation>{name} постачається з Tabletop AI і лишається незмінним: збережіть файл у власній теці.</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>{name} is read-only and was not replaced.
The {noun} is still open; use Save As to save it under another name.</source>
      <translation>{name} лише для читання, його не замінено.
Файл і далі відкритий; скористайтеся «Зберегти як», щоб зберегти його під іншою назвою.</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>… and {more} more</source>
      <translation>… і ще {more}</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>{name} was not saved: the {noun} as it stands could not be opened again.
</source>
      <translation>{name} не збережено: у теперішньому вигляді файл не вдалося б відкрити знову.
</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>
The {noun} is still open with your changes (and in the autosave); fix these and save again.</source>
      <translation>
Файл і далі відкритий з вашими змінами (є й автозбереження); виправте це й збережіть знову.</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Cannot save</source>
      <translation>Не вдалося зберегти</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>{path}: {value}
The {noun} is still open; try another folder.</source>
      <translation>{path}: {value}
Файл і далі відкритий; спробуйте іншу теку.</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>{name}: {name2}: {exc}
The {noun} is still open (and in the autosave).</source>
      <translation>{name}: {name2}: {exc}
Файл і далі відкритий (є й автозбереження).</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Saved {path}</source>
      <translation>Збережено {path}</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Replace a read-only file?</source>
      <translation>Замінити файл лише для читання?</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>{name} is read-only.

Replace it with the {noun} as it stands? (It stays read-only.)</source>
      <translation>{name} лише для читання.

Замінити його теперішнім вмістом? (Він залишиться лише для читання.)</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Autosave failed: {first}</source>
      <translation>Автозбереження не вдалося: {first}</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Recover unsaved work?</source>
      <translation>Відновити незбережену роботу?</translation>
    </message>
    <message>
      <location filename="../ui/shell/document_window.py" />
      <source>Tabletop AI did not close properly last time.

Recover {what}?</source>
      <translation>Минулого разу Tabletop AI закрився неправильно.

Відновити {what}?</translation>
    </message>
  </context>
  <context>
    <name>figure_item</name>
    <message>
      <location filename="../ui/editor/figure_item.py" />
      <source>, group {group}</source>
      <translation>, група {group}</translation>
    </message>
    <message>
      <location filename="../ui/editor/figure_item.py" />
      <source>, wounded</source>
      <translation>, поранено</translation>
    </message>
    <message>
      <location filename="../ui/editor/figure_item.py" />
      <source>{label} ({id}) — {side}{value}
speed {speed}, health {health}/{max_health}, {attack}{value2}</source>
      <translation>{label} ({id}) — {side}{value}
швидкість {speed}, здоров’я {health}/{max_health}, {attack}{value2}</translation>
    </message>
    <message>
      <location filename="../ui/editor/figure_item.py" />
      <source>
{value}</source>
      <translation>
{value}</translation>
    </message>
  </context>
  <context>
    <name>figure_kinds</name>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Hero</source>
      <translation>Герой</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Trooper</source>
      <translation>Штурмовик</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Guard</source>
      <translation>Вартовий</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Beast</source>
      <translation>Звір</translation>
    </message>
    <message>
      <location filename="../ui/games/gloomhaven/__init__.py" />
      <source>Character</source>
      <translation>Персонаж</translation>
    </message>
    <message>
      <location filename="../ui/games/gloomhaven/__init__.py" />
      <source>Monster</source>
      <translation>Монстр</translation>
    </message>
    <message>
      <location filename="../ui/games/gloomhaven/__init__.py" />
      <source>Elite monster</source>
      <translation>Елітний монстр</translation>
    </message>
    <message>
      <location filename="../ui/games/gloomhaven/__init__.py" />
      <source>Archer</source>
      <translation>Лучник</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>Emperor's hero</source>
      <translation>Герой Імператора</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>Emperor's sidekick</source>
      <translation>Помічник Імператора</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>Your hero</source>
      <translation>Ваш герой</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>Your sidekick</source>
      <translation>Ваш помічник</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>Army</source>
      <translation>Армія</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>Garrison</source>
      <translation>Гарнізон</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Figure</source>
      <translation>Фігура</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>melee</source>
      <translation>впритул</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>ranged</source>
      <translation>здалеку</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>blue</source>
      <translation>синій</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>yellow</source>
      <translation>жовтий</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>green</source>
      <translation>зелений</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>red</source>
      <translation>червоний</translation>
    </message>
    <message>
      <location filename="../ui/editor/figure_kinds.py" />
      <source>Settings ({file}): figure_kinds/{family} is not a list of figure kinds; none of them are offered</source>
      <translation>Налаштування ({file}): figure_kinds/{family} не є списком видів фігур; жоден із них не запропоновано</translation>
    </message>
    <message>
      <location filename="../ui/editor/figure_kinds.py" />
      <source>Settings ({file}): {count} of your {family} figure kinds could not be used and are not offered</source>
      <translation>Налаштування ({file}): {count} з ваших видів фігур ({family}) не можна використати, їх не запропоновано</translation>
    </message>
  </context>
  <context>
    <name>file_actions</name>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>Cannot open {name}</source>
      <translation>Не вдалося відкрити {name}</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>Cannot open {what}</source>
      <translation>Не вдалося відкрити {what}</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>Cannot open {name}: {why}</source>
      <translation>Не вдалося відкрити {name}: {why}</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>Figures set aside</source>
      <translation>Фігури відкладено</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>{name} opened without the figures below: they cannot stand where the file puts them.
{problems}
Edit → Put back set-aside figures puts each on the nearest free cell; the board cannot be saved until they are back.</source>
      <translation>{name} відкрито без фігур, наведених нижче: вони не можуть стояти там, де їх ставить файл.
{problems}
Редагування → Повернути відкладені фігури ставить кожну на найближчу вільну клітинку; мапу не можна зберегти, доки їх не повернуто.</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/file_actions.py" />
      <source>%n figure(s) set aside: {first}</source>
      <translation>
        <numerusform>%n фігуру відкладено: {first}</numerusform>
        <numerusform>%n фігури відкладено: {first}</numerusform>
        <numerusform>%n фігур відкладено: {first}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>Open board</source>
      <translation>Відкрити мапу</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>Cannot recover</source>
      <translation>Не вдалося відновити</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>The app stopped while opening {name} last time; it was not opened again (File &gt; Open opens it)</source>
      <translation>Минулого разу програма зупинилася, відкриваючи {name}; його не відкрито знову (Файл &gt; Відкрити відкриє його)</translation>
    </message>
  </context>
  <context>
    <name>file_document</name>
    <message>
      <location filename="../ui/shell/file_document.py" />
      <source>Untitled</source>
      <translation>Без назви</translation>
    </message>
    <message>
      <location filename="../ui/games/table/document.py" />
      <source>Untitled table</source>
      <translation>Стіл без назви</translation>
    </message>
  </context>
  <context>
    <name>filters</name>
    <message>
      <location filename="../ui/editor/document.py" />
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Board files (*.board.json *.json);;All files (*)</source>
      <translation>Файли мап (*.board.json *.json);;Усі файли (*)</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_actions.py" />
      <source>Board and table files (*.board.json *.table.json *.json);;Board files (*.board.json);;Table files (*.table.json);;All files (*)</source>
      <translation>Файли мап і столів (*.board.json *.table.json *.json);;Файли мап (*.board.json);;Файли столів (*.table.json);;Усі файли (*)</translation>
    </message>
    <message>
      <location filename="../ui/shell/file_document.py" />
      <source>All files (*)</source>
      <translation>Усі файли (*)</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Maps (*.tmx *.tmj *.json *.dd2vtt *.uvtt *.df2vtt);;Tiled maps (*.tmx *.tmj *.json);;Universal VTT (*.dd2vtt *.uvtt *.df2vtt);;All files (*)</source>
      <translation>Мапи (*.tmx *.tmj *.json *.dd2vtt *.uvtt *.df2vtt);;Мапи Tiled (*.tmx *.tmj *.json);;Universal VTT (*.dd2vtt *.uvtt *.df2vtt);;Усі файли (*)</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>PNG picture (*.png);;PDF document (*.pdf)</source>
      <translation>Зображення PNG (*.png);;Документ PDF (*.pdf)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/document.py" />
      <source>Table files (*.table.json);;All files (*)</source>
      <translation>Файли столів (*.table.json);;Усі файли (*)</translation>
    </message>
    <message>
      <location filename="../ui/capture/picture_layer.py" />
      <source>Pictures ({patterns});;All files (*)</source>
      <translation>Зображення ({patterns});;Усі файли (*)</translation>
    </message>
    <message>
      <location filename="../ui/capture/picture_layer.py" />
      <source>Photos ({patterns});;All files (*)</source>
      <translation>Фото ({patterns});;Усі файли (*)</translation>
    </message>
  </context>
  <context>
    <name>groups_panel</name>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>{mp} MP</source>
      <translation>{mp} ОР</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>distance {distance}</source>
      <translation>відстань {distance}</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>point {point}</source>
      <translation>точка {point}</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>action</source>
      <translation>дія</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Figures: {names}</source>
      <translation>Фігури: {names}</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Figures: none (its instructions act without figures of their own)</source>
      <translation>Фігур немає (її інструкції діють без власних фігур)</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Figures: none — select figures on the map, then Add to group</source>
      <translation>Фігур немає — виберіть фігури на мапі, тоді «Додати до групи»</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Activate group</source>
      <translation>Активувати групу</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>New…</source>
      <translation>Нова…</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Add an AI group</source>
      <translation>Додати групу ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Delete</source>
      <translation>Видалити</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Delete the selected group (its figures stay on the board)</source>
      <translation>Видалити вибрану групу (її фігури лишаються на мапі)</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>The group's name as the window and the plan show it; empty: the name of its card, else its id (files and the command line keep the id)</source>
      <translation>Назва групи, як її показують вікно і план; порожньо — назва її карти, інакше її id (файли й командний рядок зберігають id)</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Selection</source>
      <translation>Вибране</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Figures selected on the map (click, shift-click, or drag a box round them) into a group</source>
      <translation>Фігури, вибрані на мапі (клацання, Shift+клацання або рамка довкола них), — до групи</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>New group from selection</source>
      <translation>Нова група з вибраних</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Add selection to this group</source>
      <translation>Додати вибране до цієї групи</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Name</source>
      <translation>Назва</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>New group from {card}</source>
      <translation>Нова група з карти {card}</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>not {name}</source>
      <translation>не {name}</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>{name}: {value}</source>
      <translation>{name}: {value}</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Add</source>
      <translation>Додати</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Add an instruction of the chosen type at the end</source>
      <translation>Додати в кінець інструкцію вибраного типу</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Move the instruction up</source>
      <translation>Пересунути інструкцію вгору</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Move the instruction down</source>
      <translation>Пересунути інструкцію вниз</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Remove the instruction</source>
      <translation>Вилучити інструкцію</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>&lt;b&gt;Instructions&lt;/b&gt; (in order)</source>
      <translation>&lt;b&gt;Інструкції&lt;/b&gt; (по черзі)</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/editor/groups_panel.py" />
      <source>{id} (%n figure(s), {side})</source>
      <translation>
        <numerusform>{id} (%n фігура, {side})</numerusform>
        <numerusform>{id} (%n фігури, {side})</numerusform>
        <numerusform>{id} (%n фігур, {side})</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>AI</source>
      <translation>ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>players</source>
      <translation>гравці</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>No groups on this board.</source>
      <translation>На цій мапі немає груп.</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Rename group {id} to {name}</source>
      <translation>Перейменувати групу {id} на {name}</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Edit {id} instruction {value}</source>
      <translation>Змінити інструкцію {value} групи {id}</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Add {kind} to {id}</source>
      <translation>Додати {kind} до {id}</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Remove {type} from {id}</source>
      <translation>Прибрати {type} з {id}</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Reorder {id} instructions</source>
      <translation>Змінити порядок інструкцій {id}</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>There is already a group {gid!r}.</source>
      <translation>Група {gid!r} уже є.</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>New group {gid}</source>
      <translation>Нова група {gid}</translation>
    </message>
    <message>
      <location filename="../ui/editor/groups_panel.py" />
      <source>Delete group {id}</source>
      <translation>Видалити групу {id}</translation>
    </message>
  </context>
  <context>
    <name>ic2_import</name>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>villain</source>
      <translation>лиходій</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>elite</source>
      <translation>елітна</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>regular</source>
      <translation>звичайна</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>%n figure(s)</source>
      <translation>
        <numerusform>%n фігура</numerusform>
        <numerusform>%n фігури</numerusform>
        <numerusform>%n фігур</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>{kind} · {figures} · health {health} · speed {speed} · {w}×{h}</source>
      <translation>{kind} · {figures} · здоров’я {health} · швидкість {speed} · {w}×{h}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Import Imperial Commander 2 data</source>
      <translation>Імпорт даних Imperial Commander 2</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Choose Imperial Commander 2's Assets/Resources folder (or a folder with its CardData and Languages files), or a character exported from its character editor. Its deployment groups and villains, with their instruction lists, become cards for new groups.</source>
      <translation>Виберіть теку Assets/Resources програми Imperial Commander 2 (або теку з її файлами CardData і Languages) чи персонажа, експортованого з її редактора персонажів. Її групи розгортання й лиходії разом зі списками інструкцій стануть картами для нових груп.</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>no folder chosen</source>
      <translation>теку не вибрано</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Folder…</source>
      <translation>Тека…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Character file…</source>
      <translation>Файл персонажа…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Imperial Commander 2 data:</source>
      <translation>Дані Imperial Commander 2:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Language of names and notes:</source>
      <translation>Мова назв і приміток:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Import</source>
      <translation>Імпортувати</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Imperial Commander 2's Assets/Resources folder</source>
      <translation>Тека Assets/Resources програми Imperial Commander 2</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>A character from Imperial Commander 2's editor</source>
      <translation>Персонаж із редактора Imperial Commander 2</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Character (*.json)</source>
      <translation>Персонаж (*.json)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Cannot import: {problem}</source>
      <translation>Не вдається імпортувати: {problem}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Choose a folder or a character file.</source>
      <translation>Виберіть теку або файл персонажа.</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>%n group(s) (deployment groups: {groups}, villains: {villains}). Of {lines} instruction lines, {planned} are moves and attacks the app plans ({noted} of them with a note for the players) and {notes} are notes shown in their place.</source>
      <translation>
        <numerusform>%n група (груп розгортання — {groups}, лиходіїв — {villains}). З рядків інструкцій ({lines}) рухів і атак, які планує програма, — {planned} (з приміткою для гравців — {noted}), приміток, показаних на своєму місці, — {notes}.</numerusform>
        <numerusform>%n групи (груп розгортання — {groups}, лиходіїв — {villains}). З рядків інструкцій ({lines}) рухів і атак, які планує програма, — {planned} (з приміткою для гравців — {noted}), приміток, показаних на своєму місці, — {notes}.</numerusform>
        <numerusform>%n груп (груп розгортання — {groups}, лиходіїв — {villains}). З рядків інструкцій ({lines}) рухів і атак, які планує програма, — {planned} (з приміткою для гравців — {noted}), приміток, показаних на своєму місці, — {notes}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>%n instruction list(s)</source>
      <translation>
        <numerusform>%n список інструкцій</numerusform>
        <numerusform>%n списки інструкцій</numerusform>
        <numerusform>%n списків інструкцій</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Cannot save the imported groups: {why}</source>
      <translation>Не вдається зберегти імпортовані групи: {why}</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Imported %n group(s) into {file}: New group offers them</source>
      <translation>
        <numerusform>Імпортовано %n групу в {file}: їх пропонує «Нова група»</numerusform>
        <numerusform>Імпортовано %n групи в {file}: їх пропонує «Нова група»</numerusform>
        <numerusform>Імпортовано %n груп у {file}: їх пропонує «Нова група»</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Import Imperial Commander 2 data…</source>
      <translation>Імпорт даних Imperial Commander 2…</translation>
    </message>
  </context>
  <context>
    <name>ic_lists</name>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Add list</source>
      <translation>Додати список</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Add an instruction list, a copy of the chosen one</source>
      <translation>Додати список інструкцій — копію вибраного</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Remove list</source>
      <translation>Вилучити список</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>&lt;b&gt;Lists&lt;/b&gt; (one drawn at random)</source>
      <translation>&lt;b&gt;Списки&lt;/b&gt; (один вибирається випадково)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>&lt;b&gt;Instructions&lt;/b&gt; of the list (in order)</source>
      <translation>&lt;b&gt;Інструкції&lt;/b&gt; списку (по черзі)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>&lt;b&gt;The chosen instruction&lt;/b&gt;</source>
      <translation>&lt;b&gt;Вибрана інструкція&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>List {i}: %n instruction(s)</source>
      <translation>
        <numerusform>Список {i}: %n інструкція</numerusform>
        <numerusform>Список {i}: %n інструкції</numerusform>
        <numerusform>Список {i}: %n інструкцій</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Edit {group} IC list {n}, instruction {i}</source>
      <translation>Змінити інструкцію {i} списку IC {n} групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Add an IC list to {group}</source>
      <translation>Додати список IC до групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Remove {group} IC list {n}</source>
      <translation>Вилучити список IC {n} групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Add {kind} to {group} IC list {n}</source>
      <translation>Додати «{kind}» до списку IC {n} групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Remove instruction {i} from {group} IC list {n}</source>
      <translation>Вилучити інструкцію {i} зі списку IC {n} групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Reorder {group} IC list {n}</source>
      <translation>Змінити порядок списку IC {n} групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>IC lists of {group}</source>
      <translation>Списки IC групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>The group {group} is no longer on the board</source>
      <translation>Групи {group} більше немає на мапі</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>Close</source>
      <translation>Закрити</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>The group's own lists: one is drawn each activation.</source>
      <translation>Власні списки групи: під час кожної активації вибирається один.</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>The group draws from its deployment card's lists (or its instructions): an edit here gives the group lists of its own.</source>
      <translation>Група бере списки своєї карти розгортання (або свої інструкції): зміна тут дає групі власні списки.</translation>
    </message>
  </context>
  <context>
    <name>import_actions</name>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Terrain of the map's tiles</source>
      <translation>Місцевість плиток мапи</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Tile</source>
      <translation>Плитка</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Cells</source>
      <translation>Клітинки</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Terrain</source>
      <translation>Місцевість</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Save mapping to a file…</source>
      <translation>Зберегти відповідність у файл…</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Save terrain mapping</source>
      <translation>Зберегти відповідність місцевості</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>JSON (*.json)</source>
      <translation>JSON (*.json)</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Walls off the grid</source>
      <translation>Стіни поза сіткою</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>The terrain of each tile the map uses: what the map says, else a guess from the tile's name and look for you to confirm. The choice is remembered for the next map with the same tileset.</source>
      <translation>Місцевість кожної плитки мапи: те, що каже мапа, інакше здогад за назвою й виглядом плитки, який ви підтверджуєте. Вибір запам’ятовується для наступної мапи з тим самим набором плиток.</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Set map &amp;picture…</source>
      <translation>&amp;Зображення під мапою…</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>&amp;Import map (Tiled, Universal VTT)…</source>
      <translation>&amp;Імпорт мапи (Tiled, Universal VTT)…</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>&amp;Export picture (PNG, PDF)…</source>
      <translation>&amp;Експорт зображення (PNG, PDF)…</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Embed the map picture in the board file</source>
      <translation>Вбудувати зображення під мапою у файл дошки</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Why</source>
      <translation>Чому</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>your earlier choice</source>
      <translation>ваш попередній вибір</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>nothing to go by</source>
      <translation>немає підказок</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/capture/import_actions.py" />
      <source>%n wall line(s) of the map do not follow the cell edges.

Mark the cells they cross blocking?</source>
      <translation>
        <numerusform>%n лінія стін мапи не йде межами клітинок.

Позначити клітинки, які вона перетинає, блокувальними?</numerusform>
        <numerusform>%n лінії стін мапи не йдуть межами клітинок.

Позначити клітинки, які вони перетинають, блокувальними?</numerusform>
        <numerusform>%n ліній стін мапи не йдуть межами клітинок.

Позначити клітинки, які вони перетинають, блокувальними?</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Cannot import {name}</source>
      <translation>Не вдалося імпортувати {name}</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Imported {name}</source>
      <translation>Імпортовано {name}</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>What the import read, and what it left out and why (the notes stay in this window only: copy them if you need them):</source>
      <translation>Що імпорт прочитав, а що пропустив і чому (ці примітки є лише в цьому вікні: скопіюйте їх, якщо вони вам потрібні):</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Picture of {map}: {picture}</source>
      <translation>Зображення до {map}: {picture}</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Not a picture</source>
      <translation>Це не зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>the map's tile layers are drawn as the picture under the grid</source>
      <translation>шари плиток мапи намальовано як зображення під сіткою</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Import map</source>
      <translation>Імпорт мапи</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>{name}: {width}x{height} pixels at {dpi} DPI; at most {most} a side — choose a lower DPI</source>
      <translation>{name}: {width}x{height} пікселів при {dpi} DPI; щонайбільше {most} на бік — виберіть менший DPI</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Map</source>
      <translation>Мапа</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>{name}: cannot be written</source>
      <translation>{name}: не вдається записати</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Exported {name} ({width}x{height} px at {dpi} DPI)</source>
      <translation>Експортовано {name} ({width}×{height} пікс., {dpi} DPI)</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Export picture</source>
      <translation>Експорт зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source> DPI (one cell = one inch)</source>
      <translation> DPI (одна клітинка = один дюйм)</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Resolution</source>
      <translation>Роздільність</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Include the plan (paths, targets)</source>
      <translation>Разом із планом (шляхи, цілі)</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>map</source>
      <translation>мапа</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>Cannot export</source>
      <translation>Не вдалося експортувати</translation>
    </message>
  </context>
  <context>
    <name>inspector</name>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>activated</source>
      <translation>активована</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>conditions</source>
      <translation>стани</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>stunned</source>
      <translation>оглушений</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>bleeding</source>
      <translation>кровотеча</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>weakened</source>
      <translation>ослаблений</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>focused</source>
      <translation>фокус</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>hidden</source>
      <translation>прихований</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>attack strength</source>
      <translation>сила атаки</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>combat capable</source>
      <translation>боєздатна</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>defense</source>
      <translation>оборона</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>sidekick</source>
      <translation>помічник</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>garrison</source>
      <translation>гарнізон</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <location filename="../ui/games/wargame/__init__.py" />
      <source>hero</source>
      <translation>герой</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>role</source>
      <translation>роль</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>stealthed</source>
      <translation>прихована</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>trickster</source>
      <translation>хитрун</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Select a figure.</source>
      <translation>Виберіть фігуру.</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>AI</source>
      <translation>ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>player</source>
      <translation>гравець</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>melee</source>
      <translation>впритул</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>reach</source>
      <translation>досяжність</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>ranged</source>
      <translation>здалеку</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>comma separated, e.g. massive, mobile</source>
      <translation>через кому, напр. massive, mobile</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>wounded</source>
      <translation>поранена</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Name</source>
      <translation>Назва</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Side</source>
      <translation>Сторона</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Group</source>
      <translation>Група</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Speed</source>
      <translation>Швидкість</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Attack</source>
      <translation>Атака</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Health</source>
      <translation>Здоров’я</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Max</source>
      <translation>Макс.</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Accuracy</source>
      <translation>Влучність</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Colour</source>
      <translation>Колір</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Size</source>
      <translation>Розмір</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Keywords</source>
      <translation>Ключові
слова</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>&lt;b&gt;{name}&lt;/b&gt; — {kind} at [{value},{value2}]</source>
      <translation>&lt;b&gt;{name}&lt;/b&gt; — {kind} на [{value},{value2}]</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>{name}: {base}</source>
      <translation>{name}: {base}</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>others, comma separated</source>
      <translation>інші, через кому</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Picture…</source>
      <translation>Зображення…</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>A PNG, JPG or SVG for the token (cropped round); beside the board it is referred to, else embedded</source>
      <translation>PNG, JPG або SVG для жетона (обрізається по колу); якщо файл поруч із мапою — посилання на нього, інакше вбудовується</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Initials</source>
      <translation>Ініціали</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>No picture: the token shows the figure's initials</source>
      <translation>Без зображення: на жетоні ініціали фігури</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Token</source>
      <translation>Жетон</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>AI's base</source>
      <translation>База ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>player's base</source>
      <translation>База гравця</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>nobody's base</source>
      <translation>Нічия база</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>"Armies retreat towards the nearest friendly outpost or stronghold": a base with no side is nobody's</source>
      <translation>«Армії відступають до найближчого дружнього аванпосту чи фортеці»: база без сторони нічия</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Picture not set: {exc}</source>
      <translation>Зображення не встановлено: {exc}</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Token picture</source>
      <translation>Зображення жетона</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
      <translation>Зображення (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Select a figure on the board or in the roster.</source>
      <translation>Виберіть фігуру на мапі або в списку фігур.</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>&lt;b&gt;{label}&lt;/b&gt; (id {id}) at {at!r}</source>
      <translation>&lt;b&gt;{label}&lt;/b&gt; (id {id}) на {at!r}</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>(no group)</source>
      <translation>(без групи)</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Name not changed: {other} is already called {name}</source>
      <translation>Ім'я не змінено: {other} вже має ім'я {name}</translation>
    </message>
    <message>
      <location filename="../ui/editor/inspector.py" />
      <source>Size not changed: {problem}</source>
      <translation>Розмір не змінено: {problem}</translation>
    </message>
  </context>
  <context>
    <name>instruction_editor</name>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>{current} (not a type of this game)</source>
      <translation>{current} (не тип цієї гри)</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>figure's speed</source>
      <translation>швидкість фігури</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>costs an action</source>
      <translation>коштує дію</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>parameters this game does not declare: {"key": 1}</source>
      <translation>параметри, яких ця гра не оголошує: {"key": 1}</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Type</source>
      <translation>Тип</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>MP</source>
      <translation>ОР</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Target</source>
      <translation>Ціль</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Distance</source>
      <translation>Відстань</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Point</source>
      <translation>Точка</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <location filename="../ui/editor/param_form.py" />
      <source>Undeclared (JSON)</source>
      <translation>Неоголошені (JSON)</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Parameters: %n set</source>
      <translation>
        <numerusform>Параметри: задано %n</numerusform>
        <numerusform>Параметри: задано %n</numerusform>
        <numerusform>Параметри: задано %n</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Parameters</source>
      <translation>Параметри</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>The other parameters this game declares, one field each</source>
      <translation>Інші параметри, які оголошує ця гра, кожен у своєму полі</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Parameters the game's rules do not declare for this type, as JSON: kept in the file, not read by the planner</source>
      <translation>Параметри, яких правила гри не оголошують для цього типу, у JSON: зберігаються у файлі, планувальник їх не читає</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>{field}: {why}</source>
      <translation>{field}: {why}</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>not an instruction type of this game</source>
      <translation>не тип інструкції цієї гри</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>(by priority)</source>
      <translation>(за пріоритетом)</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>{target} (missing)</source>
      <translation>{target} (немає)</translation>
    </message>
    <message>
      <location filename="../ui/editor/instruction_editor.py" />
      <source>(none)</source>
      <translation>(немає)</translation>
    </message>
  </context>
  <context>
    <name>interactions</name>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>Move {label} to {to!r}</source>
      <translation>Перемістити {label} на {to!r}</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>edge {e!r}: {state}</source>
      <translation>край {e!r}: {state}</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>AI's base</source>
      <translation>База ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>player's base</source>
      <translation>База гравця</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>nobody's base</source>
      <translation>Нічия база</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>{kind} {id} at {cell}: {whose}</source>
      <translation>{kind} {id} на {cell}: {whose}</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>Remove {kind} {id} at {cell}</source>
      <translation>Прибрати {kind} {id} з {cell}</translation>
    </message>
    <message>
      <location filename="../ui/editor/interactions.py" />
      <source>Place {kind} at {cell}</source>
      <translation>Поставити {kind} на {cell}</translation>
    </message>
  </context>
  <context>
    <name>lazy_dock</name>
    <message>
      <location filename="../ui/editor/panel_dock.py" />
      <source>Loading…</source>
      <translation>Завантаження…</translation>
    </message>
  </context>
  <context>
    <name>legend</name>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>AI path, a colour per figure</source>
      <translation>шлях ШІ, свій колір у кожної фігури</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>end cell + figure label</source>
      <translation>кінцева клітинка + мітка фігури</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>tie (=label): you choose</source>
      <translation>нарівні (=мітка): вибираєте ви</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>target</source>
      <translation>ціль</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>line of sight</source>
      <translation>лінія видимості</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>cells pointed out</source>
      <translation>вказані клітинки</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>could move here</source>
      <translation>могла б сюди рухатися</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>slide (icy terrain)</source>
      <translation>ковзання (крига)</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>figure pushed</source>
      <translation>фігуру відштовхнуто</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>end hex + figure label</source>
      <translation>кінцевий гекс + мітка фігури</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>hexes pointed out</source>
      <translation>вказані гекси</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>{mark} not {field}</source>
      <translation>{mark} не {field}</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>wall</source>
      <translation>стіна</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>door, closed</source>
      <translation>двері, зачинені</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>door, open</source>
      <translation>двері, відчинені</translation>
    </message>
    <message>
      <location filename="../ui/editor/legend.py" />
      <source>Legend</source>
      <translation>Легенда</translation>
    </message>
  </context>
  <context>
    <name>main_window</name>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Tabletop AI</source>
      <translation>Tabletop AI</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Figures</source>
      <translation>Фігури</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Inspector</source>
      <translation>Властивості</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Groups</source>
      <translation>Групи</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Plan</source>
      <translation>План</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Select figures on the map first (click, shift-click, or drag a box round them)</source>
      <translation>Спершу виберіть фігури на мапі (клацання, Shift+клацання або рамка довкола них)</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>New group {gid} from %n figure(s)</source>
      <translation>
        <numerusform>Нова група {gid} з %n фігури</numerusform>
        <numerusform>Нова група {gid} з %n фігур</numerusform>
        <numerusform>Нова група {gid} з %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Cannot make group {gid}: {exc}</source>
      <translation>Не вдалося створити групу {gid}: {exc}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Select figures on the map first</source>
      <translation>Спершу виберіть фігури на мапі</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>Put back %n set-aside figure(s)</source>
      <translation>
        <numerusform>Повернути %n відкладену фігуру</numerusform>
        <numerusform>Повернути %n відкладені фігури</numerusform>
        <numerusform>Повернути %n відкладених фігур</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Cannot put the figures back: {exc}</source>
      <translation>Не вдалося повернути фігури: {exc}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Put back: {figures}; check where they stand</source>
      <translation>Повернуто: {figures}; перевірте, де вони стоять</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Cannot put {name} on {cell!r}: {problem}</source>
      <translation>Не вдалося поставити {name} на {cell!r}: {problem}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Add {name} at {cell!r}</source>
      <translation>Додати {name} на {cell!r}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Cannot move {label} to {to!r}: {problem}</source>
      <translation>Не вдалося перемістити {label} на {to!r}: {problem}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Move {label} to {to!r}</source>
      <translation>Перемістити {label} на {to!r}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Edit {label}…</source>
      <translation>Редагувати {label}…</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Duplicate</source>
      <translation>Дублювати</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Delete {label}</source>
      <translation>Видалити {label}</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>%n figure(s) selected — Groups: New from selection / Add to group</source>
      <translation>
        <numerusform>Вибрано %n фігуру — Групи: Нова з вибраних / Додати до групи</numerusform>
        <numerusform>Вибрано %n фігури — Групи: Нова з вибраних / Додати до групи</numerusform>
        <numerusform>Вибрано %n фігур — Групи: Нова з вибраних / Додати до групи</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Add to group {group}</source>
      <translation>Додати до групи {group}</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>Delete %n figure(s)</source>
      <translation>
        <numerusform>Видалити %n фігуру</numerusform>
        <numerusform>Видалити %n фігури</numerusform>
        <numerusform>Видалити %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Add to group</source>
      <translation>Додати до групи</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>New group…</source>
      <translation>Нова група…</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Activate group {group}</source>
      <translation>Активувати групу {group}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>New figure on {cell!r}</source>
      <translation>Нова фігура на {cell!r}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>New group from selection</source>
      <translation>Нова група з вибраних</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>No free cell for a copy of {label}</source>
      <translation>Немає вільної клітинки для копії {label}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Duplicate {label}</source>
      <translation>Дублювати {label}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>planning…</source>
      <translation>планування…</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>planned in {last_ms:.0f} ms</source>
      <translation>сплановано за {last_ms:.0f} мс</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Apply the plan of {group}</source>
      <translation>Виконати план групи {group}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Cannot apply the plan of {group}: {exc}</source>
      <translation>Не вдалося виконати план групи {group}: {exc}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Applied the plan of {group}</source>
      <translation>Виконано план групи {group}</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>; %n attack(s) to roll</source>
      <translation>
        <numerusform>; лишилася %n атака до кидка</numerusform>
        <numerusform>; лишилося %n атаки до кидка</numerusform>
        <numerusform>; лишилося %n атак до кидка</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>Engaged by {army} (retreat of {group})</source>
      <translation>Вступили в бій з {army} (відступ групи {group})</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Tool: {kind} {arg}</source>
      <translation>Інструмент: {kind} {arg}</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Cannot resize</source>
      <translation>Не вдалося змінити розмір</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Resize map</source>
      <translation>Розмір мапи</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Undid the plan of {group}: planned again</source>
      <translation>Виконання плану групи {group} скасовано: план складено знову</translation>
    </message>
    <message>
      <location filename="../ui/shell/main_window.py" />
      <source>Untitled</source>
      <translation>Без назви</translation>
    </message>
  </context>
  <context>
    <name>map_dialogs</name>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>New map</source>
      <translation>Нова мапа</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>square</source>
      <translation>квадратна</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>hex</source>
      <translation>гекс</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>pointy (odd-r)</source>
      <translation>гострі (odd-r)</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>pointy (even-r)</source>
      <translation>гострі (even-r)</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>flat (odd-q)</source>
      <translation>пласкі (odd-q)</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>flat (even-q)</source>
      <translation>пласкі (even-q)</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>Name</source>
      <translation>Назва</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>Grid</source>
      <translation>Сітка</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>Width</source>
      <translation>Ширина</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>Height</source>
      <translation>Висота</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>Hex tops</source>
      <translation>Верх гексів</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_dialogs.py" />
      <source>Resize map</source>
      <translation>Розмір мапи</translation>
    </message>
  </context>
  <context>
    <name>map_painter</name>
    <message>
      <location filename="../ui/editor/map_painter.py" />
      <source>active</source>
      <translation>активна</translation>
    </message>
    <message>
      <location filename="../ui/editor/map_painter.py" />
      <source>flipped</source>
      <translation>перевернута</translation>
    </message>
  </context>
  <context>
    <name>map_picture</name>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Set map picture</source>
      <translation>Зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>{board}: the board has no map picture</source>
      <translation>{board}: у мапи немає зображення під сіткою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Show the picture</source>
      <translation>Показувати зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Opacity</source>
      <translation>Непрозорість</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Set map picture…</source>
      <translation>Зображення під мапою…</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Calibrate…</source>
      <translation>Калібрувати…</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Suggest blocked cells</source>
      <translation>Запропонувати блокувальні клітинки</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Remove picture</source>
      <translation>Прибрати зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Remove map picture</source>
      <translation>Прибрати зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>No picture under the grid. File → Set map picture… or import a Tiled / Universal VTT map.</source>
      <translation>Під сіткою немає зображення. Файл → Зображення під мапою… або імпортуйте мапу Tiled чи Universal VTT.</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>embedded</source>
      <translation>вбудоване</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>{value}x{value2} px ({where})</source>
      <translation>{value}×{value2} пікс. ({where})</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>
{note}</source>
      <translation>
{note}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Show map picture</source>
      <translation>Показати зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Hide map picture</source>
      <translation>Сховати зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Picture opacity</source>
      <translation>Непрозорість зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Map picture</source>
      <translation>Зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Cannot use a PDF</source>
      <translation>Не вдалося використати PDF</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>{name}: PDF pages cannot be read (Qt's PDF module is not part of this installation); export the page as PNG first</source>
      <translation>{name}: сторінки PDF прочитати не вдається (модуля PDF для Qt у цій інсталяції немає); спершу експортуйте сторінку в PNG</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Cannot use the picture</source>
      <translation>Не вдалося використати зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Picture set under the grid: {name}</source>
      <translation>Зображення під сіткою: {name}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Cannot embed the picture</source>
      <translation>Не вдалося вбудувати зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Embed map picture</source>
      <translation>Вбудувати зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>No map picture</source>
      <translation>Немає зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Set a map picture first.</source>
      <translation>Спершу задайте зображення під мапою.</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Cannot show the picture</source>
      <translation>Не вдалося показати зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Calibrate map picture</source>
      <translation>Калібрування зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Cannot read the picture</source>
      <translation>Не вдалося прочитати зображення</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>The picture suggests no blocked cells</source>
      <translation>Зображення не підказує блокувальних клітинок</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source> and {more} more</source>
      <translation> і ще {more}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Suggested blocked cells</source>
      <translation>Запропоновані блокувальні клітинки</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/capture/map_picture.py" />
      <source>The picture is dark in %n cell(s) (highlighted): {cells}.
{reason}.

Mark them blocking?</source>
      <translation>
        <numerusform>Зображення темне в %n клітинці (підсвічено): {cells}.
{reason}.

Позначити блокувальними?</numerusform>
        <numerusform>Зображення темне в %n клітинках (підсвічено): {cells}.
{reason}.

Позначити блокувальними?</numerusform>
        <numerusform>Зображення темне в %n клітинках (підсвічено): {cells}.
{reason}.

Позначити блокувальними?</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Corners of two cells (a straight scan)</source>
      <translation>Кути двох клітинок (рівний скан)</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Four map corners (a photo at an angle)</source>
      <translation>Чотири кути мапи (фото під кутом)</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Typed size: cells across the picture</source>
      <translation>Введений розмір: клітинок на зображенні</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Calibrate the map picture</source>
      <translation>Калібрування зображення під мапою</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>First cell</source>
      <translation>Перша клітинка</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>far cell</source>
      <translation>дальня клітинка</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Picture shows</source>
      <translation>На зображенні</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>x</source>
      <translation>×</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>cells</source>
      <translation>клітинок</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Start again</source>
      <translation>Почати знову</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>the top-left corner of the map</source>
      <translation>верхній лівий кут мапи</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>the top-right corner</source>
      <translation>верхній правий кут</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>the bottom-right corner</source>
      <translation>нижній правий кут</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>the bottom-left corner</source>
      <translation>нижній лівий кут</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>the centre of cell {cell}</source>
      <translation>центр клітинки {cell}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>the top-left corner of cell {cell}</source>
      <translation>верхній лівий кут клітинки {cell}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>the bottom-right corner of cell {cell}</source>
      <translation>нижній правий кут клітинки {cell}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>&lt;b&gt;{error}&lt;/b&gt; — Start again to click anew.</source>
      <translation>&lt;b&gt;{error}&lt;/b&gt; — натисніть «Почати знову», щоб клацнути заново.</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>Click {value} on the picture ({value2} of {n_t}; the wheel zooms).</source>
      <translation>Клацніть {value} на зображенні ({value2} з {n_t}; коліщатко масштабує).</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>The grid is drawn over the picture: OK keeps it.</source>
      <translation>Сітку накладено на зображення: «Гаразд» залишає її.</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_picture.py" />
      <source>The whole picture shows the number of cells typed, from the map's top-left cell.</source>
      <translation>Усе зображення показує введену кількість клітинок, від верхньої лівої клітинки мапи.</translation>
    </message>
  </context>
  <context>
    <name>map_region</name>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>Import a part of {name}</source>
      <translation>Імпорт частини {name}</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>{name} is {width}x{height} cells; a board holds at most {most}x{most}. Choose the part to import (cells are counted from 0 at the top left):</source>
      <translation>{name} має {width}x{height} клітинок; мапа гри вміщує щонайбільше {most}x{most}. Виберіть частину для імпорту (клітинки рахуються від 0 у верхньому лівому куті):</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>The map's content (its tiles, walls, doors and points) lies in cells [{x},{y}] to [{x2},{y2}]: the part offered first is round it, centred on it where it is larger than a board.</source>
      <translation>Вміст мапи (її плитки, стіни, двері й точки) лежить у клітинках від [{x},{y}] до [{x2},{y2}]: спершу запропоновано частину навколо нього, по його центру, де він більший за мапу гри.</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>First column (X):</source>
      <translation>Перший стовпець (X):</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>First row (Y):</source>
      <translation>Перший рядок (Y):</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>Width (cells):</source>
      <translation>Ширина (клітинок):</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>Height (cells):</source>
      <translation>Висота (клітинок):</translation>
    </message>
    <message>
      <location filename="../ui/capture/map_region.py" />
      <source>Cells [{x},{y}] to [{x2},{y2}] of the map: a {w}x{h} board.</source>
      <translation>Клітинки від [{x},{y}] до [{x2},{y2}] мапи: мапа гри {w}x{h}.</translation>
    </message>
  </context>
  <context>
    <name>menus</name>
    <message>
      <location filename="../ui/shell/menus.py" />
      <location filename="../ui/shell/self_test.py" />
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>New &amp;game…</source>
      <translation>Нова &amp;гра…</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;New map…</source>
      <translation>&amp;Нова мапа…</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Open…</source>
      <translation>&amp;Відкрити…</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Open &amp;Recent</source>
      <translation>Відкрити &amp;недавні</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Save</source>
      <translation>&amp;Зберегти</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Save &amp;As…</source>
      <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Quit</source>
      <translation>Ви&amp;йти</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Edit</source>
      <translation>&amp;Редагування</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <location filename="../ui/shell/undo_words.py" />
      <source>&amp;Undo</source>
      <translation>&amp;Скасувати</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <location filename="../ui/shell/undo_words.py" />
      <source>&amp;Redo</source>
      <translation>&amp;Повторити</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Delete figure</source>
      <translation>&amp;Видалити фігуру</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>D&amp;uplicate figure</source>
      <translation>&amp;Дублювати фігуру</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>New &amp;group from selection</source>
      <translation>Нова &amp;група з вибраних</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Put &amp;back set-aside figures</source>
      <translation>&amp;Повернути відкладені фігури</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Preferences…</source>
      <translation>&amp;Налаштування…</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;View</source>
      <translation>&amp;Вигляд</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Zoom &amp;in</source>
      <translation>&amp;Збільшити</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Zoom &amp;out</source>
      <translation>З&amp;меншити</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Fit to window</source>
      <translation>&amp;Умістити у вікно</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Actual size</source>
      <translation>&amp;Справжній розмір</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Coordinates</source>
      <translation>&amp;Координати</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Point names</source>
      <translation>&amp;Назви точок</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Legend</source>
      <translation>&amp;Легенда</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Map</source>
      <translation>&amp;Мапа</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Move figures</source>
      <translation>&amp;Переміщення фігур</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Paint &amp;blocking</source>
      <translation>Малювати &amp;блокувальні</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Paint &amp;difficult</source>
      <translation>Малювати &amp;важкі</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>Paint o&amp;pen</source>
      <translation>Малювати &amp;відкриті</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Walls</source>
      <translation>&amp;Стіни</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>D&amp;oors</source>
      <translation>&amp;Двері</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Resize map…</source>
      <translation>&amp;Розмір мапи…</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Plan</source>
      <translation>&amp;План</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Activate group</source>
      <translation>&amp;Активувати групу</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Next figure</source>
      <translation>&amp;Наступна фігура</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Previous figure</source>
      <translation>&amp;Попередня фігура</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>A&amp;pply moves</source>
      <translation>&amp;Виконати переміщення</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Clear plan</source>
      <translation>&amp;Очистити план</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;Help</source>
      <translation>&amp;Довідка</translation>
    </message>
    <message>
      <location filename="../ui/shell/menus.py" />
      <source>&amp;About Tabletop AI</source>
      <translation>&amp;Про Tabletop AI</translation>
    </message>
    <message>
      <location filename="../ui/shell/undo_words.py" />
      <source>&amp;Undo {step}</source>
      <translation>&amp;Скасувати: {step}</translation>
    </message>
    <message>
      <location filename="../ui/shell/undo_words.py" />
      <source>&amp;Redo {step}</source>
      <translation>&amp;Повторити: {step}</translation>
    </message>
  </context>
  <context>
    <name>new_game</name>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>Battlecrest — Imperator solo</source>
      <translation>Battlecrest — соло «Імператор»</translation>
    </message>
    <message>
      <location filename="../ui/games/battlecrest/__init__.py" />
      <source>The Emperor's army plays its order cards; the Battlecrest panel runs the Emperor's turn step by step and applies it.</source>
      <translation>Армія Імператора грає свої карти наказів; панель Battlecrest проводить хід Імператора крок за кроком і застосовує його.</translation>
    </message>
    <message>
      <location filename="../ui/games/gloomhaven/__init__.py" />
      <source>Gloomhaven, Frosthaven, Jaws of the Lion</source>
      <translation>Gloomhaven, Frosthaven, Jaws of the Lion</translation>
    </message>
    <message>
      <location filename="../ui/games/gloomhaven/__init__.py" />
      <source>Monster focus, movement and attacks by the rules of the Gloomhaven family, on a hex map: pick a monster group and press Activate group.</source>
      <translation>Фокус, рух і атаки монстрів за правилами родини Gloomhaven на гексовій мапі: виберіть групу монстрів і натисніть «Активувати групу».</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>Imperial Assault — Imperial Commander</source>
      <translation>Imperial Assault — Imperial Commander</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>The Imperial groups follow Imperial Commander instruction lists: pick a group and press Activate group (or draw one of its lists at random in the Automated Emperor panel).</source>
      <translation>Імперські групи виконують списки інструкцій Imperial Commander: виберіть групу й натисніть «Активувати групу» (або візьміть один з її списків навмання на панелі «Автоімператор (AE)»).</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>Imperial Assault — Automated Emperor</source>
      <translation>Imperial Assault — Автоімператор (AE)</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/__init__.py" />
      <source>The fan-made Automated Emperor plays the Imperials: it draws an AE card for each group, spends threat, deploys and reinforces, and carries a campaign from mission to mission. The setup asks for the seed, the blitz level and whether this is the first mission of a campaign.</source>
      <translation>Фанатський Автоімператор (Automated Emperor, AE) грає за Імперію: бере карту AE для кожної групи, витрачає загрозу, розгортає й підкріплює війська та переносить кампанію з місії в місію. Підготовка питає зерно, рівень бліцу і чи це перша місія кампанії.</translation>
    </message>
    <message>
      <location filename="../ui/games/table/__init__.py" />
      <source>Star Wars Destiny — Operations (table, no map)</source>
      <translation>Star Wars Destiny — Operations (стіл, без мапи)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/__init__.py" />
      <source>The AI areas' cards and dice at a table with no map: AI turn, upkeep and setup, each step logged with why. Opens in a table window of its own.</source>
      <translation>Карти й кубики зон ШІ за столом без мапи: хід ШІ, утримання й підготовка, кожен крок записано з поясненням. Відкривається в окремому вікні столу.</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>Hex-wargame retreat (Armageddon Empires)</source>
      <translation>Відступ у гексовому варгеймі (Armageddon Empires)</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/__init__.py" />
      <source>Where a beaten army retreats: the challenge dice, each retreat hex ranked with why, the hexes it may not enter.</source>
      <translation>Куди відступає розбита армія: кубики виклику, кожен гекс відступу з місцем у черзі й поясненням, гекси, куди заходити не можна.</translation>
    </message>
    <message>
      <location filename="../ui/shell/new_game.py" />
      <source>New game</source>
      <translation>Нова гра</translation>
    </message>
    <message>
      <location filename="../ui/shell/new_game.py" />
      <source>Which game do you play?</source>
      <translation>У яку гру ви граєте?</translation>
    </message>
    <message>
      <location filename="../ui/shell/new_game.py" />
      <source>Start on the map:</source>
      <translation>Почати на мапі:</translation>
    </message>
    <message>
      <location filename="../ui/shell/new_game.py" />
      <source>The maps that come with the app are templates: the first Save asks where to keep your game.</source>
      <translation>Мапи, що постачаються з програмою, — це шаблони: перше збереження запитає, де зберігати вашу гру.</translation>
    </message>
    <message>
      <location filename="../ui/shell/new_game.py" />
      <source>Start</source>
      <translation>Почати</translation>
    </message>
  </context>
  <context>
    <name>new_group</name>
    <message>
      <location filename="../ui/editor/new_group_dialog.py" />
      <source>New group</source>
      <translation>Нова група</translation>
    </message>
    <message>
      <location filename="../ui/editor/new_group_dialog.py" />
      <source>Group id:</source>
      <translation>Id групи:</translation>
    </message>
    <message>
      <location filename="../ui/editor/new_group_dialog.py" />
      <source>Find a card by name</source>
      <translation>Знайти карту за назвою</translation>
    </message>
    <message>
      <location filename="../ui/editor/new_group_dialog.py" />
      <source>An empty group (choose its figures on the map)</source>
      <translation>Порожня група (її фігури виберіть на мапі)</translation>
    </message>
    <message>
      <location filename="../ui/editor/new_group_dialog.py" />
      <source>Made from:</source>
      <translation>З карти:</translation>
    </message>
    <message>
      <location filename="../ui/editor/new_group_dialog.py" />
      <source>The group needs an id.</source>
      <translation>Групі потрібен id.</translation>
    </message>
    <message>
      <location filename="../ui/editor/new_group_dialog.py" />
      <source>There is already a group {gid!r}.</source>
      <translation>Група {gid!r} уже є.</translation>
    </message>
  </context>
  <context>
    <name>next_mission</name>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Mission {number} of {campaign}</source>
      <translation>Місія {number} кампанії {campaign}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>&lt;b&gt;Carried over&lt;/b&gt; from this mission:</source>
      <translation>&lt;b&gt;Переноситься&lt;/b&gt; з цієї місії:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>&lt;b&gt;Starts afresh&lt;/b&gt; in mission {number}:</source>
      <translation>&lt;b&gt;Починається наново&lt;/b&gt; в місії {number}:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>The map of mission {number}:</source>
      <translation>Мапа місії {number}:</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>A board of my own…</source>
      <translation>Моя власна мапа…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Import a map (Tiled, UVTT)…</source>
      <translation>Імпортувати мапу (Tiled, UVTT)…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Save mission {number} as</source>
      <translation>Зберегти місію {number} як</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Change…</source>
      <translation>Змінити…</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Set up mission {number}</source>
      <translation>Підготувати місію {number}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>The next mission's board</source>
      <translation>Мапа наступної місії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>{name} is this mission's own board: choose the map of the next mission</source>
      <translation>{name} — мапа цієї самої місії: виберіть мапу наступної місії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Your board: {name}</source>
      <translation>Ваша мапа: {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Import the next mission's map</source>
      <translation>Імпортувати мапу наступної місії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Imported: {name}</source>
      <translation>Імпортовано: {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Save the next mission as</source>
      <translation>Зберегти наступну місію як</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Choose the map of the next mission</source>
      <translation>Виберіть мапу наступної місії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Name the file of the next mission</source>
      <translation>Назвіть файл наступної місії</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>{name} is this mission's own file: save the next mission apart</source>
      <translation>{name} — файл цієї самої місії: збережіть наступну місію окремо</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>{name} ships with Tabletop AI: save the next mission elsewhere</source>
      <translation>{name} постачається з Tabletop AI: збережіть наступну місію деінде</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>Replace the file?</source>
      <translation>Замінити файл?</translation>
    </message>
    <message>
      <location filename="../ui/games/imperial/next_mission.py" />
      <source>{name} exists already. Replace it with the next mission?</source>
      <translation>{name} уже існує. Замінити його наступною місією?</translation>
    </message>
  </context>
  <context>
    <name>param_form</name>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>JSON</source>
      <translation>JSON</translation>
    </message>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>{value} (not a value of this field)</source>
      <translation>{value} (не значення цього поля)</translation>
    </message>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>Move up</source>
      <translation>Вище</translation>
    </message>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>Move down</source>
      <translation>Нижче</translation>
    </message>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>Remove</source>
      <translation>Вилучити</translation>
    </message>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>Add</source>
      <translation>Додати</translation>
    </message>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>{value} is not one of {choices}</source>
      <translation>{value} — не одне з: {choices}</translation>
    </message>
    <message>
      <location filename="../ui/editor/param_form.py" />
      <source>it must be a JSON object such as {"dice": 3}</source>
      <translation>це має бути об’єкт JSON, наприклад {"dice": 3}</translation>
    </message>
  </context>
  <context>
    <name>photo_actions</name>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Place figures from &amp;photo…</source>
      <translation>Розставити фігури за &amp;фото…</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Place figures from &amp;camera…</source>
      <translation>Розставити фігури з &amp;камери…</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Print &amp;markers…</source>
      <translation>Друкувати &amp;маркери…</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Place figures from photo</source>
      <translation>Розставити фігури за фото</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Place figures from {photo}</source>
      <translation>Розставити фігури за {photo}</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>What the photo shows — {photo}</source>
      <translation>Що видно на фото — {photo}</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>{figure} to [{x},{y}]? ({why})</source>
      <translation>{figure} на [{x},{y}]? ({why})</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Unsure (shown in amber): tick the ones to move as seen</source>
      <translation>Непевні (бурштинові): позначте ті, які перемістити, як видно</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/capture/photo_actions.py" />
      <source>Move %n figure(s)</source>
      <translation>
        <numerusform>Перемістити %n фігуру</numerusform>
        <numerusform>Перемістити %n фігури</numerusform>
        <numerusform>Перемістити %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>marker ids kept in the board</source>
      <translation>ідентифікатори маркерів збережено в мапі</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Print markers</source>
      <translation>Друк маркерів</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source> mm</source>
      <translation> мм</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Figure markers</source>
      <translation>Маркери фігур</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Board markers</source>
      <translation>Маркери мапи</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Put each figure's marker on the middle of its base (15 mm fits a 25 mm base with its white margin). The four board markers go on the table beyond the map's corners, one free cell out, as the sheet's drawing shows; larger ones are read from farther.</source>
      <translation>Наклейте маркер кожної фігури посередині її підставки (15 мм з білим полем уміщаються на 25-мм підставці). Чотири маркери мапи кладуть на стіл за кутами мапи, за одну вільну клітинку, як показано на малюнку аркуша; більші читаються здалеку.</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>PDF (*.pdf);;PNG picture (*.png)</source>
      <translation>PDF (*.pdf);;Зображення PNG (*.png)</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Keep marker ids</source>
      <translation>Зберегти ідентифікатори маркерів</translation>
    </message>
    <message>
      <location filename="../ui/capture/photo_actions.py" />
      <source>Markers written to {file}</source>
      <translation>Маркери записано в {file}</translation>
    </message>
  </context>
  <context>
    <name>picture_layer</name>
    <message>
      <location filename="../ui/capture/picture_layer.py" />
      <source>{name}: {w}x{h} pixels, shown downscaled to at most {most} a side</source>
      <translation>{name}: {w}x{h} пікселів, показано зменшеним до щонайбільше {most} на бік</translation>
    </message>
    <message>
      <location filename="../ui/capture/picture_layer.py" />
      <source>{name}: cannot be read as a picture ({why})</source>
      <translation>{name}: не вдається прочитати як зображення ({why})</translation>
    </message>
  </context>
  <context>
    <name>plan_panel</name>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>No group activated.</source>
      <translation>Жодну групу не активовано.</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>◀ Previous</source>
      <translation>◀ Попередня</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>Next ▶</source>
      <translation>Наступна ▶</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>All</source>
      <translation>Усі</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>Apply moves</source>
      <translation>Виконати переміщення</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>Move the AI figures to their end cells (one undo step)</source>
      <translation>Перемістити фігури ШІ в кінцеві клітинки (один крок скасування)</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>Clear</source>
      <translation>Очистити</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>&lt;b&gt;Group {value}&lt;/b&gt; — applied: the board shows where the figures ended.</source>
      <translation>&lt;b&gt;Група {value}&lt;/b&gt; — виконано: на мапі видно, де опинилися фігури.</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>Still to roll (targets marked on the board):</source>
      <translation>Ще треба кинути (цілі позначено на мапі):</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>No attacks to roll.</source>
      <translation>Кидків атаки немає.</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>No group activated. Choose a group and press &lt;b&gt;Activate group&lt;/b&gt;.</source>
      <translation>Жодну групу не активовано. Виберіть групу й натисніть &lt;b&gt;Активувати групу&lt;/b&gt;.</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>&lt;b&gt;Group {value}&lt;/b&gt; — {value2}</source>
      <translation>&lt;b&gt;Група {value}&lt;/b&gt; — {value2}</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>group order</source>
      <translation>у порядку групи</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>Figure {value} of {n}: {name}</source>
      <translation>Фігура {value} з {n}: {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/plan/panel.py" />
      <source>All %n figure(s)</source>
      <translation>
        <numerusform>Усі фігури (%n)</numerusform>
        <numerusform>Усі фігури (%n)</numerusform>
        <numerusform>Усі фігури (%n)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>This group has no figures on the board.</source>
      <translation>У цій групі немає фігур на мапі.</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>(stays)</source>
      <translation>(лишається на місці)</translation>
    </message>
    <message>
      <location filename="../ui/plan/panel.py" />
      <source>destroyed</source>
      <translation>знищено</translation>
    </message>
  </context>
  <context>
    <name>point_names</name>
    <message>
      <location filename="../ui/editor/point_names.py" />
      <source>{kind} of the AI</source>
      <translation>{kind} ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/point_names.py" />
      <source>{kind} of the players</source>
      <translation>{kind} гравців</translation>
    </message>
    <message>
      <location filename="../ui/editor/point_names.py" />
      <source>{kind}, turned over</source>
      <translation>{kind} (перевернуто)</translation>
    </message>
    <message>
      <location filename="../ui/editor/point_names.py" />
      <source>{kind}, active</source>
      <translation>{kind} (діє)</translation>
    </message>
    <message>
      <location filename="../ui/editor/point_names.py" />
      <source>{name}: {kind}</source>
      <translation>{name}: {kind}</translation>
    </message>
  </context>
  <context>
    <name>retreat_info</name>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>&lt;b&gt;No retreat challenge: Capture Kill&lt;/b&gt;&lt;br&gt;</source>
      <translation>&lt;b&gt;Перевірки відступу немає: Capture Kill&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>{dice} dice</source>
      <translation>кубиків: {dice}</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>&lt;b&gt;Retreat challenge: which army engaged it last?&lt;/b&gt; Set &lt;i&gt;engaged&lt;/i&gt; on the retreat instruction (Groups panel) to the army that did:</source>
      <translation>&lt;b&gt;Перевірка відступу: яка армія востаннє вступила з нею в бій?&lt;/b&gt; Укажіть &lt;i&gt;engaged&lt;/i&gt; в інструкції відступу (панель «Групи») — ту армію, що вступила:</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>&lt;b&gt;Retreat challenge: {dice} dice&lt;/b&gt;</source>
      <translation>&lt;b&gt;Перевірка відступу: кубиків — {dice}&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>engaged by</source>
      <translation>у бою з</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>attacks</source>
      <translation>атаки</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>average</source>
      <translation>середнє</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>rounded</source>
      <translation>округлено</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>− Trickster</source>
      <translation>− Хитрун</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>&lt;b&gt;Retreat hexes, best first&lt;/b&gt;</source>
      <translation>&lt;b&gt;Гекси відступу, найкращі спершу&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>hex</source>
      <translation>гекс</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>why this place</source>
      <translation>чому це місце</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>&lt;p&gt;&lt;b&gt;No legal retreat hex&lt;/b&gt;: the army is destroyed.&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;Немає дозволеного гекса відступу&lt;/b&gt;: армію знищено.&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>&lt;b&gt;Rejected hexes&lt;/b&gt;</source>
      <translation>&lt;b&gt;Відкинуті гекси&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/wargame/retreat_info.py" />
      <source>Toward: {points}</source>
      <translation>До: {points}</translation>
    </message>
  </context>
  <context>
    <name>roster</name>
    <message>
      <location filename="../ui/editor/figure_item.py" />
      <location filename="../ui/editor/roster.py" />
      <source>AI</source>
      <translation>ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/figure_item.py" />
      <location filename="../ui/editor/roster.py" />
      <source>player</source>
      <translation>гравець</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>  — yours</source>
      <translation>  — ваш</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Delete</source>
      <translation>Видалити</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Duplicate</source>
      <translation>Дублювати</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>&lt;b&gt;New figure&lt;/b&gt; — drag onto the board</source>
      <translation>&lt;b&gt;Нова фігура&lt;/b&gt; — перетягніть на мапу</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>&lt;b&gt;Figures on the board&lt;/b&gt;</source>
      <translation>&lt;b&gt;Фігури на мапі&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Save as kind</source>
      <translation>Зберегти як вид</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Offer the selected figure as a new kind in the palette, for every board of this game</source>
      <translation>Додати вибрану фігуру як новий вид у палітру для всіх мап цієї гри</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>Forget this kind</source>
      <translation>Забути цей вид</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>hero</source>
      <translation>герой</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>wounded</source>
      <translation>поранена</translation>
    </message>
    <message>
      <location filename="../ui/editor/roster.py" />
      <source>{label} ({id}): {side}, speed {speed}, {attack}</source>
      <translation>{label} ({id}): {side}, швидкість {speed}, {attack}</translation>
    </message>
  </context>
  <context>
    <name>screenshot</name>
    <message>
      <location filename="../ui/shell/screenshot.py" />
      <source>cannot write {file}</source>
      <translation>не вдалося записати {file}</translation>
    </message>
    <message>
      <location filename="../ui/shell/screenshot.py" />
      <source>--size {w}x{h} is smaller than the window's minimum {mw}x{mh}</source>
      <translation>--size {w}x{h} менше за найменший розмір вікна {mw}x{mh}</translation>
    </message>
    <message>
      <location filename="../ui/shell/screenshot.py" />
      <source>{file} is not a board: it has no groups to activate</source>
      <translation>{file} — не мапа: у ньому немає груп, які можна активувати</translation>
    </message>
  </context>
  <context>
    <name>settings</name>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>Settings: {file} was {size} bytes (at most {most} are read); it was set aside as {aside} and the app started with the defaults</source>
      <translation>Налаштування: {file} мав {size} байтів (читається щонайбільше {most}); його відкладено як {aside}, а програма запустилася з типовими значеннями</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>not a list of paths</source>
      <translation>це не список шляхів</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>Settings ({file}): {key} was {value} ({why}); reset to {default}</source>
      <translation>Налаштування ({file}): {key} мало значення {value} ({why}); скинуто до {default}</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>Settings ({file}): recent_files held {count} entries; the {kept} newest usable ones were kept</source>
      <translation>Налаштування ({file}): recent_files мав записів: {count}; залишено {kept} найновіших придатних</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>not a path the app can open</source>
      <translation>це не шлях, який програма може відкрити</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>not a whole number {lo} to {hi}</source>
      <translation>це не ціле число від {lo} до {hi}</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>not true or false</source>
      <translation>це не true і не false</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>not one of {choices}</source>
      <translation>це не одне з: {choices}</translation>
    </message>
    <message>
      <location filename="../ui/shell/settings.py" />
      <source>not a window layout</source>
      <translation>це не розкладка вікна</translation>
    </message>
  </context>
  <context>
    <name>table_mirror</name>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>deck top (hand)</source>
      <translation>верх колоди (рука)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>deck bottom</source>
      <translation>низ колоди</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>discard pile</source>
      <translation>скид</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>in play (support, plot)</source>
      <translation>у грі (підтримка, задум)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>out of the game</source>
      <translation>поза грою</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Mirror the table (each change: one undo step and a log line)</source>
      <translation>Відтворення столу (кожна зміна — один крок скасування й рядок журналу)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>A die on the table (AI dice and players' dice)</source>
      <translation>Кубик на столі (кубики ШІ й гравців)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>The side to turn the die to</source>
      <translation>Грань, на яку повернути кубик</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Out of pool</source>
      <translation>Поза пулом</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Reroll</source>
      <translation>Перекинути</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Turn to side</source>
      <translation>Повернути на грань</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Die</source>
      <translation>Кубик</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>The AI play area</source>
      <translation>Ігрова зона ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>The AI's resources in this play area</source>
      <translation>Ресурси ШІ в цій ігровій зоні</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Set resources</source>
      <translation>Змінити ресурси</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>AI area</source>
      <translation>Зона ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>An AI card of this area: deck (hand = top 5), discard, in play</source>
      <translation>Карта ШІ цієї зони: колода (рука = 5 верхніх), скид, у грі</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Where the card goes</source>
      <translation>Куди йде карта</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Move card</source>
      <translation>Перемістити карту</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>AI card</source>
      <translation>Карта ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>A player</source>
      <translation>Гравець</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>The play area the player is in (multi-stage)</source>
      <translation>Ігрова зона, у якій гравець (багатоетапні сценарії)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Move to area</source>
      <translation>Перейти в зону</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>eliminated</source>
      <translation>вибув</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>No characters in play, or no cards in hand or deck</source>
      <translation>Немає персонажів у грі або карт у руці чи колоді</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Player</source>
      <translation>Гравець</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>A character</source>
      <translation>Персонаж</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>upgrade name</source>
      <translation>назва покращення</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Its cost</source>
      <translation>Його вартість</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>die sides: 1RD 2RD 1F 1R - Sp (optional)</source>
      <translation>грані кубика: 1RD 2RD 1F 1R - Sp (необов’язково)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Play upgrade</source>
      <translation>Зіграти покращення</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>An upgrade on the character</source>
      <translation>Покращення на персонажі</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Discard upgrade</source>
      <translation>Скинути покращення</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Upgrade</source>
      <translation>Покращення</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Cannot {value}{value2}</source>
      <translation>Не вдалося: {value}{value2}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Die {d}</source>
      <translation>Кубик {d}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Turn die {d}</source>
      <translation>Повернути кубик {d}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>AI resources</source>
      <translation>Ресурси ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Move AI card</source>
      <translation>Перемістити карту ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Player's play area</source>
      <translation>Ігрова зона гравця</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>Elimination</source>
      <translation>Вибування</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>not in pool</source>
      <translation>поза пулом</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>AI</source>
      <translation>ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>deck {n} (hand)</source>
      <translation>колода {n} (рука)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>deck {n}</source>
      <translation>колода {n}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>discard</source>
      <translation>скидання</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>in play</source>
      <translation>у грі</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>{name} (cost {cost})</source>
      <translation>{name} (вартість {cost})</translation>
    </message>
  </context>
  <context>
    <name>table_window</name>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Character</source>
      <translation>Персонаж</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Side</source>
      <translation>Сторона</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Health</source>
      <translation>Здоров’я</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Max</source>
      <translation>Макс.</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Shields</source>
      <translation>Щити</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Dice
(in pool)</source>
      <translation>Кубики
(у пулі)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Showing</source>
      <translation>Видно</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Damage sides
(base)</source>
      <translation>Грані шкоди
(базові)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Upgrades</source>
      <translation>Покращення</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Unique</source>
      <translation>Унікальний</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Cost</source>
      <translation>Вартість</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Set</source>
      <translation>Набір</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Ready</source>
      <translation>Готовий</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>target</source>
      <translation>ціль</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>shields</source>
      <translation>щити</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>focus</source>
      <translation>фокус</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>special</source>
      <translation>особливий</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>activation</source>
      <translation>активація</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>upgrade</source>
      <translation>покращення</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>indirect</source>
      <translation>непряма шкода</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>resource</source>
      <translation>ресурс</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>damage</source>
      <translation>шкода</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>discard</source>
      <translation>скидання</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>disrupt</source>
      <translation>зрив</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>shield</source>
      <translation>щит</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>heal</source>
      <translation>лікування</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>no candidate</source>
      <translation>кандидатів немає</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&lt;i&gt;Nothing played yet.&lt;/i&gt;</source>
      <translation>&lt;i&gt;Ще нічого не зіграно.&lt;/i&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>AI turn</source>
      <translation>Хід ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Draw the top card of each AI deck (or the card chosen) and resolve it</source>
      <translation>Взяти верхню карту кожної колоди ШІ (або вибрану карту) і розіграти її</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>The card the players drew from a physical AI deck</source>
      <translation>Карта, яку гравці взяли зі справжньої колоди ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Upkeep</source>
      <translation>Підтримка</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Stage advance check, then the AI's upkeep</source>
      <translation>Перевірка переходу етапу, потім підтримка ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Setup</source>
      <translation>Приготування</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>The first stage's characters and AI deck</source>
      <translation>Персонажі й колода ШІ першого етапу</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Indirect damage</source>
      <translation>Непряма шкода</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Place N indirect damage on the AI's characters</source>
      <translation>Розподілити N непрямої шкоди між персонажами ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>The AI play area for indirect damage and the chains shown</source>
      <translation>Ігрова зона ШІ для непрямої шкоди і показаних ланцюжків</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>The first player: harmful symbols resolve against each player from this one</source>
      <translation>Перший гравець: шкідливі символи розігрують проти кожного гравця, починаючи з нього</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>drawn:</source>
      <translation>взято:</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>  Indirect</source>
      <translation>  Непряма</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>  Area:</source>
      <translation>  Зона:</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>  First player:</source>
      <translation>  Перший гравець:</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&lt;b&gt;Characters&lt;/b&gt; (players' from the first player, then the AI's) — double-click Health or Shields, tick Ready, to mirror the table</source>
      <translation>&lt;b&gt;Персонажі&lt;/b&gt; (гравців від першого гравця, потім ШІ) — двічі клацніть «Здоров’я» чи «Щити», позначте «Готовий», щоб відтворити стіл</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>AI play areas</source>
      <translation>Ігрові зони ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&lt;b&gt;Log&lt;/b&gt; — each step and why (undo takes it out)</source>
      <translation>&lt;b&gt;Журнал&lt;/b&gt; — кожен крок і чому (скасування прибирає його)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Open…</source>
      <translation>&amp;Відкрити…</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Save</source>
      <translation>&amp;Зберегти</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Save &amp;As…</source>
      <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Close</source>
      <translation>&amp;Закрити</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Edit</source>
      <translation>&amp;Редагування</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Game</source>
      <translation>&amp;Гра</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;AI turn</source>
      <translation>&amp;Хід ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Upkeep</source>
      <translation>&amp;Підтримка</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Indirect damage</source>
      <translation>&amp;Непряма шкода</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&amp;Setup</source>
      <translation>П&amp;риготування</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Cannot play: {text}</source>
      <translation>Не вдалося зіграти: {text}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source> ({card})</source>
      <translation> ({card})</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Indirect damage {amount}</source>
      <translation>Непряма шкода {amount}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Edit character</source>
      <translation>Змінити персонажа</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>First player: {name}</source>
      <translation>Перший гравець: {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Not a number</source>
      <translation>Не число</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>{value!r} is not a whole number</source>
      <translation>{value!r} — не ціле число</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Recover autosave</source>
      <translation>Відновити автозбереження</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Open table</source>
      <translation>Відкрити стіл</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>no stage (press Setup)</source>
      <translation>етапу немає (натисніть «Приготування»)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source> — &lt;b&gt;the players won&lt;/b&gt;</source>
      <translation> — &lt;b&gt;гравці перемогли&lt;/b&gt;</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source> (first)</source>
      <translation> (перший)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source> (eliminated)</source>
      <translation> (вибув)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&lt;b&gt;{value}&lt;/b&gt; · {stage}{won}&lt;br&gt;Players from the first player: {players} · seed {seed}, step {rng_step}</source>
      <translation>&lt;b&gt;{value}&lt;/b&gt; · {stage}{won}&lt;br&gt;Гравці від першого: {players} · зерно {seed}, крок {rng_step}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>AI</source>
      <translation>ШІ</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>AI ({area})</source>
      <translation>ШІ ({area})</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>yes</source>
      <translation>так</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>no</source>
      <translation>ні</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>ready</source>
      <translation>готовий</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>exhausted</source>
      <translation>виснажений</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Double-click to change it (one undo step)</source>
      <translation>Двічі клацніть, щоб змінити (один крок скасування)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>empty</source>
      <translation>порожня</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>{card} ({symbol} {value} per player)</source>
      <translation>{card} ({symbol} {value} на гравця)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>{card} ({symbol} {value})</source>
      <translation>{card} ({symbol} {value})</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>none</source>
      <translation>немає</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/table/window.py" />
      <source>%n resource(s)</source>
      <translation>
        <numerusform>%n ресурс</numerusform>
        <numerusform>%n ресурси</numerusform>
        <numerusform>%n ресурсів</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/table/window.py" />
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n карта</numerusform>
        <numerusform>%n карти</numerusform>
        <numerusform>%n карт</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>&lt;b&gt;{area}&lt;/b&gt;: {resources} · {count} per-player count · deck {deck}&lt;br&gt;Hand (top 5 of the deck): {hand}&lt;br&gt;Discard: {discard}&lt;br&gt;Cards in play: {in_play}</source>
      <translation>&lt;b&gt;{area}&lt;/b&gt;: {resources} · гравців для значень «на гравця»: {count} · у колоді {deck}&lt;br&gt;Рука (5 верхніх карт колоди): {hand}&lt;br&gt;Скид: {discard}&lt;br&gt;Карти в грі: {in_play}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>No AI play area.</source>
      <translation>Немає ігрової зони ШІ.</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>top of the deck</source>
      <translation>верх колоди</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>target: {player}</source>
      <translation>ціль: {player}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>AI target priority against {player}</source>
      <translation>Пріоритет цілей ШІ проти гравця {player}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>{title} — where the next point of indirect damage goes (each point re-ranks)</source>
      <translation>{title} — куди піде наступне очко непрямої шкоди (кожне очко перераховує порядок)</translation>
    </message>
    <message>
      <location filename="../ui/games/table/window.py" />
      <source>Cannot open {name}</source>
      <translation>Не вдалося відкрити {name}</translation>
    </message>
    <message>
      <location filename="../ui/games/table/mirror.py" />
      <source>main area</source>
      <translation>основна</translation>
    </message>
  </context>
  <context>
    <name>terrain</name>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>open</source>
      <translation>відкрита</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>blocking</source>
      <translation>блокувальна</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>difficult</source>
      <translation>важка</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>impassable</source>
      <translation>непрохідна</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>hazard</source>
      <translation>небезпечна</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>void</source>
      <translation>порожнеча</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>trap</source>
      <translation>пастка</translation>
    </message>
    <message>
      <location filename="../ui/capture/import_actions.py" />
      <source>icy</source>
      <translation>крижана</translation>
    </message>
  </context>
  <context>
    <name>token_picture</name>
    <message>
      <location filename="../ui/capture/token_picture.py" />
      <source>{name}: is {size} KB; put it beside the board file (pictures up to {most} KB are embedded)</source>
      <translation>{name}: має {size} КБ; покладіть його поруч із файлом мапи (вбудовуються зображення до {most} КБ)</translation>
    </message>
    <message>
      <location filename="../ui/capture/token_picture.py" />
      <source>{name}: is not a regular file (a pipe, a device or a socket)</source>
      <translation>{name}: не є звичайним файлом (канал, пристрій чи сокет)</translation>
    </message>
    <message>
      <location filename="../ui/capture/token_picture.py" />
      <source>{name}: does not exist</source>
      <translation>{name}: не існує</translation>
    </message>
    <message>
      <location filename="../ui/capture/token_picture.py" />
      <source>{name}: cannot be read ({why})</source>
      <translation>{name}: не вдається прочитати ({why})</translation>
    </message>
    <message>
      <location filename="../ui/capture/token_picture.py" />
      <source>{name}: is not a picture (PNG, JPEG, WebP or SVG)</source>
      <translation>{name}: це не зображення (PNG, JPEG, WebP чи SVG)</translation>
    </message>
  </context>
  <context>
    <name>tools_panel</name>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Wall</source>
      <translation>Стіна</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Closed door</source>
      <translation>Зачинені двері</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Open door</source>
      <translation>Відчинені двері</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Blocking edge</source>
      <translation>Блокувальний край</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Impassable edge</source>
      <translation>Непрохідний край</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Erase edge</source>
      <translation>Стерти край</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>{title} — click near a hex side; again clears it</source>
      <translation>{title} — клацніть біля сторони гекса; повторне клацання прибирає</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Move figures</source>
      <translation>Переміщення фігур</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source> Terrain </source>
      <translation> Місцевість </translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Paint {kind}</source>
      <translation>Малювати: {kind}</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source> Edges </source>
      <translation> Краї </translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>{title} — click near a cell side; again clears it</source>
      <translation>{title} — клацніть біля сторони клітинки; повторне клацання прибирає</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>{value} — click a hex to place or remove</source>
      <translation>{value} — клацніть гекс, щоб поставити або прибрати</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>{value} — click a cell to place or remove</source>
      <translation>{value} — клацніть клітинку, щоб поставити або прибрати</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source> Points </source>
      <translation> Точки </translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>Whose stronghold or outpost the Points tool places; click one of another side to give it this side</source>
      <translation>Чию фортецю чи аванпост ставить інструмент «Точки»; клацніть чужу, щоб віддати її цій стороні</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>AI's base</source>
      <translation>База ШІ</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>player's base</source>
      <translation>База гравця</translation>
    </message>
    <message>
      <location filename="../ui/editor/tools_panel.py" />
      <source>nobody's base</source>
      <translation>Нічия база</translation>
    </message>
  </context>
</TS>

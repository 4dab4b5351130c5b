<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation>Налаштування</translation>
    </message>
    <message>
      <source> s</source>
      <translation> с</translation>
    </message>
    <message>
      <source>Open the last board when the app starts</source>
      <translation>Відкривати останню мапу під час запуску</translation>
    </message>
    <message>
      <source>System default</source>
      <translation>Як у системі</translation>
    </message>
    <message>
      <source>Autosave unsaved work every</source>
      <translation>Автозбереження незбереженої роботи кожні</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Мова</translation>
    </message>
    <message>
      <source>A new language applies when the app starts again.</source>
      <translation>Нова мова запрацює після перезапуску застосунку.</translation>
    </message>
  </context>
  <context>
    <name>about</name>
    <message>
      <source>About Tabletop AI</source>
      <translation>Про Tabletop AI</translation>
    </message>
  </context>
  <context>
    <name>ae_panel</name>
    <message>
      <source>(none)</source>
      <translation>(немає)</translation>
    </message>
    <message>
      <source>(no group)</source>
      <translation>(без групи)</translation>
    </message>
  </context>
  <context>
    <name>card_editor</name>
    <message>
      <source>Name</source>
      <translation>Назва</translation>
    </message>
  </context>
  <context>
    <name>chain_table</name>
    <message>
      <source>&lt;b&gt;{value}&lt;/b&gt;&lt;br&gt;&lt;i&gt;{value2}&lt;/i&gt;</source>
      <translation>&lt;b&gt;{value}&lt;/b&gt;&lt;br&gt;&lt;i&gt;{value2}&lt;/i&gt;</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Місце</translation>
    </message>
    <message>
      <source>Candidate</source>
      <translation>Кандидат</translation>
    </message>
  </context>
  <context>
    <name>document_window</name>
    <message>
      <source>Unsaved changes</source>
      <extracomment>the last error shown, title and text (tests and the self-test read it) the part of the title after the file name</extracomment>
      <translation>Незбережені зміни</translation>
    </message>
    <message>
      <source>Save the changes to {title} before closing it?</source>
      <translation>Зберегти зміни в {title} перед закриттям?</translation>
    </message>
    <message>
      <source>Save {noun} as</source>
      <translation>Зберегти як</translation>
    </message>
    <message>
      <source>Not saved</source>
      <translation>Не збережено</translation>
    </message>
    <message>
      <source>{name} is read-only and was not replaced.
The {noun} is still open; use Save As to save it under another name.</source>
      <translation>{name} лише для читання, його не замінено.
Файл і далі відкритий; скористайтеся «Зберегти як», щоб зберегти його під іншою назвою.</translation>
    </message>
    <message>
      <source>… and {more} more</source>
      <translation>… і ще {more}</translation>
    </message>
    <message>
      <source>{name} was not saved: the {noun} as it stands could not be opened again.
</source>
      <translation>{name} не збережено: у теперішньому вигляді файл не вдалося б відкрити знову.
</translation>
    </message>
    <message>
      <source>
The {noun} is still open with your changes (and in the autosave); fix these and save again.</source>
      <translation>
Файл і далі відкритий з вашими змінами (є й автозбереження); виправте це й збережіть знову.</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>Не вдалося зберегти</translation>
    </message>
    <message>
      <source>{path}: {value}
The {noun} is still open; try another folder.</source>
      <translation>{path}: {value}
Файл і далі відкритий; спробуйте іншу теку.</translation>
    </message>
    <message>
      <source>{name}: {name2}: {exc}
The {noun} is still open (and in the autosave).</source>
      <translation>{name}: {name2}: {exc}
Файл і далі відкритий (є й автозбереження).</translation>
    </message>
    <message>
      <source>Saved {path}</source>
      <translation>Збережено {path}</translation>
    </message>
    <message>
      <source>Replace a read-only file?</source>
      <translation>Замінити файл лише для читання?</translation>
    </message>
    <message>
      <source>{name} is read-only.

Replace it with the {noun} as it stands? (It stays read-only.)</source>
      <translation>{name} лише для читання.

Замінити його теперішнім вмістом? (Він залишиться лише для читання.)</translation>
    </message>
    <message>
      <source>Autosave failed: {first}</source>
      <translation>Автозбереження не вдалося: {first}</translation>
    </message>
    <message>
      <source>Recover unsaved work?</source>
      <translation>Відновити незбережену роботу?</translation>
    </message>
    <message>
      <source>Tabletop AI did not close properly last time.

Recover {what}?</source>
      <translation>Минулого разу Tabletop AI закрився неправильно.

Відновити {what}?</translation>
    </message>
  </context>
  <context>
    <name>figure_item</name>
    <message>
      <source>{label} ({id}) — {side}{value}
speed {speed}, health {health}/{max_health}, {attack}{value2}</source>
      <translation>{label} ({id}) — {side}{value}
швидкість {speed}, здоров’я {health}/{max_health}, {attack}{value2}</translation>
    </message>
    <message>
      <source>
{value}</source>
      <translation>
{value}</translation>
    </message>
  </context>
  <context>
    <name>file_actions</name>
    <message>
      <source>Cannot open {name}</source>
      <extracomment>File &gt; Open also opens table files (table mode, in a window of their own)</extracomment>
      <translation>Не вдалося відкрити {name}</translation>
    </message>
    <message>
      <source>Open board</source>
      <translation>Відкрити мапу</translation>
    </message>
    <message>
      <source>Cannot recover</source>
      <translation>Не вдалося відновити</translation>
    </message>
  </context>
  <context>
    <name>groups_panel</name>
    <message>
      <source>Activate group</source>
      <extracomment>"New group from selection" / "Add selection to group" (the window knows the selection)</extracomment>
      <translation>Активувати групу</translation>
    </message>
    <message>
      <source>New…</source>
      <translation>Нова…</translation>
    </message>
    <message>
      <source>Add an AI group</source>
      <translation>Додати групу ШІ</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Видалити</translation>
    </message>
    <message>
      <source>Delete the selected group (its figures stay on the board)</source>
      <translation>Видалити вибрану групу (її фігури лишаються на мапі)</translation>
    </message>
    <message>
      <source>Selection</source>
      <translation>Вибране</translation>
    </message>
    <message>
      <source>Figures selected on the map (click, shift-click, or drag a box round them) into a group</source>
      <translation>Фігури, вибрані на мапі (клацання, Shift+клацання або рамка довкола них), — до групи</translation>
    </message>
    <message>
      <source>New group from selection</source>
      <translation>Нова група з вибраних</translation>
    </message>
    <message>
      <source>Add selection to this group</source>
      <translation>Додати вибране до цієї групи</translation>
    </message>
    <message>
      <source>Add</source>
      <extracomment>the instruction types the board's rule set declares (filled in refresh)</extracomment>
      <translation>Додати</translation>
    </message>
    <message>
      <source>Add an instruction of the chosen type at the end</source>
      <translation>Додати в кінець інструкцію вибраного типу</translation>
    </message>
    <message>
      <source>Move the instruction up</source>
      <translation>Пересунути інструкцію вгору</translation>
    </message>
    <message>
      <source>Move the instruction down</source>
      <translation>Пересунути інструкцію вниз</translation>
    </message>
    <message>
      <source>Remove the instruction</source>
      <translation>Прибрати інструкцію</translation>
    </message>
    <message>
      <source>&lt;b&gt;Instructions&lt;/b&gt; (in order)</source>
      <translation>&lt;b&gt;Інструкції&lt;/b&gt; (по черзі)</translation>
    </message>
    <message numerus="yes">
      <source>{id}  (%n figure(s), {side})</source>
      <translation>
        <numerusform>{id}  (%n фігура, {side})</numerusform>
        <numerusform>{id}  (%n фігури, {side})</numerusform>
        <numerusform>{id}  (%n фігур, {side})</numerusform>
      </translation>
    </message>
    <message>
      <source>No groups on this board.</source>
      <translation>На цій мапі немає груп.</translation>
    </message>
    <message>
      <source>Edit {id} instruction {value}</source>
      <translation>Змінити інструкцію {value} групи {id}</translation>
    </message>
    <message>
      <source>Add {kind} to {id}</source>
      <translation>Додати {kind} до {id}</translation>
    </message>
    <message>
      <source>Remove {type} from {id}</source>
      <translation>Прибрати {type} з {id}</translation>
    </message>
    <message>
      <source>Reorder {id} instructions</source>
      <translation>Змінити порядок інструкцій {id}</translation>
    </message>
    <message>
      <source>New group</source>
      <translation>Нова група</translation>
    </message>
    <message>
      <source>Group id:</source>
      <translation>Ідентифікатор групи:</translation>
    </message>
    <message>
      <source>There is already a group {gid!r}.</source>
      <translation>Група {gid!r} уже є.</translation>
    </message>
    <message>
      <source>New group {gid}</source>
      <translation>Нова група {gid}</translation>
    </message>
    <message>
      <source>Delete group {id}</source>
      <translation>Видалити групу {id}</translation>
    </message>
  </context>
  <context>
    <name>import_actions</name>
    <message>
      <source>Terrain of the map's tiles</source>
      <extracomment>the largest exported picture (pixels a side): 200 cells at 100 DPI</extracomment>
      <translation>Місцевість плиток мапи</translation>
    </message>
    <message>
      <source>Tiles without a &lt;i&gt;terrain&lt;/i&gt; property: choose what each one is. The choice is remembered for the next import.</source>
      <translation>Плитки без властивості &lt;i&gt;terrain&lt;/i&gt;: виберіть, що це за місцевість. Вибір запам’ятається для наступного імпорту.</translation>
    </message>
    <message>
      <source>Tile</source>
      <translation>Плитка</translation>
    </message>
    <message>
      <source>Cells</source>
      <translation>Клітинки</translation>
    </message>
    <message>
      <source>Terrain</source>
      <translation>Місцевість</translation>
    </message>
    <message>
      <source>Save mapping to a file…</source>
      <translation>Зберегти відповідність у файл…</translation>
    </message>
    <message>
      <source>Save terrain mapping</source>
      <translation>Зберегти відповідність місцевості</translation>
    </message>
    <message>
      <source>JSON (*.json)</source>
      <translation>JSON (*.json)</translation>
    </message>
    <message>
      <source>Walls off the grid</source>
      <translation>Стіни поза сіткою</translation>
    </message>
    <message numerus="yes">
      <source>%n wall piece(s) do not follow cell edges:
</source>
      <translation>
        <numerusform>%n частина стіни не йде краями клітинок:
</numerusform>
        <numerusform>%n частини стін не йдуть краями клітинок:
</numerusform>
        <numerusform>%n частин стін не йдуть краями клітинок:
</numerusform>
      </translation>
    </message>
    <message>
      <source>

Mark the cells they cross blocking?</source>
      <translation>

Позначити клітинки, які вони перетинають, непрохідними?</translation>
    </message>
    <message>
      <source>Cannot import {name}</source>
      <translation>Не вдалося імпортувати {name}</translation>
    </message>
    <message>
      <source>Imported {name}</source>
      <translation>Імпортовано {name}</translation>
    </message>
    <message>
      <source>Import map</source>
      <translation>Імпорт мапи</translation>
    </message>
    <message>
      <source>Export picture</source>
      <translation>Експорт зображення</translation>
    </message>
    <message>
      <source> DPI (one cell = one inch)</source>
      <translation> DPI (одна клітинка = один дюйм)</translation>
    </message>
    <message>
      <source>Resolution</source>
      <translation>Роздільність</translation>
    </message>
    <message>
      <source>Include the plan (paths, targets)</source>
      <translation>Разом із планом (шляхи, цілі)</translation>
    </message>
    <message>
      <source>Cannot export</source>
      <translation>Не вдалося експортувати</translation>
    </message>
  </context>
  <context>
    <name>inspector</name>
    <message>
      <source>Select a figure.</source>
      <translation>Виберіть фігуру.</translation>
    </message>
    <message>
      <source>comma separated, e.g. massive, mobile</source>
      <translation>через кому, напр. massive, mobile</translation>
    </message>
    <message>
      <source>wounded</source>
      <translation>поранена</translation>
    </message>
    <message>
      <source>other conditions, comma separated</source>
      <translation>інші стани, через кому</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Назва</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Розмір</translation>
    </message>
    <message>
      <source>Keywords</source>
      <translation>Ключові слова</translation>
    </message>
    <message>
      <source>Conditions</source>
      <translation>Стани</translation>
    </message>
    <message>
      <source>Picture…</source>
      <translation>Зображення…</translation>
    </message>
    <message>
      <source>A PNG, JPG or SVG for the token (cropped round); beside the board it is referred to, else embedded</source>
      <translation>PNG, JPG або SVG для жетона (обрізається по колу); якщо файл поруч із мапою — посилання на нього, інакше вбудовується</translation>
    </message>
    <message>
      <source>Initials</source>
      <translation>Ініціали</translation>
    </message>
    <message>
      <source>No picture: the token shows the figure's initials</source>
      <translation>Без зображення: на жетоні ініціали фігури</translation>
    </message>
    <message>
      <source>Token</source>
      <translation>Жетон</translation>
    </message>
    <message>
      <source>"Armies retreat towards the nearest friendly outpost or stronghold": a base with no side is nobody's</source>
      <extracomment>the rule set's own figure fields (stealthed, garrison, defense, role ...)</extracomment>
      <translation>«Армії відступають до найближчого дружнього аванпосту чи фортеці»: база без сторони нічия</translation>
    </message>
    <message>
      <source>Picture not set: {exc}</source>
      <translation>Зображення не встановлено: {exc}</translation>
    </message>
    <message>
      <source>Token picture</source>
      <translation>Зображення жетона</translation>
    </message>
    <message>
      <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
      <translation>Зображення (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
      <source>Select a figure on the board or in the roster.</source>
      <translation>Виберіть фігуру на мапі або в списку фігур.</translation>
    </message>
    <message>
      <source>&lt;b&gt;{label}&lt;/b&gt; (id {id}) at {at!r}</source>
      <translation>&lt;b&gt;{label}&lt;/b&gt; (id {id}) на {at!r}</translation>
    </message>
    <message>
      <source>(no group)</source>
      <translation>(без групи)</translation>
    </message>
    <message>
      <source>&lt;b&gt;{kind} {id}&lt;/b&gt; at [{value},{value2}]</source>
      <translation>&lt;b&gt;{kind} {id}&lt;/b&gt; на [{value},{value2}]</translation>
    </message>
    <message>
      <source>{kind} {id}: {who}'s base</source>
      <translation>{kind} {id}: база сторони {who}</translation>
    </message>
    <message>
      <source>Size not changed: {problem}</source>
      <translation>Розмір не змінено: {problem}</translation>
    </message>
  </context>
  <context>
    <name>instruction_editor</name>
    <message>
      <source>{current} (not a type of this game)</source>
      <translation>{current} (не тип цієї гри)</translation>
    </message>
    <message>
      <source>figure's speed</source>
      <extracomment>parameters with a field of their own; any other key goes in the JSON field the declared types of the board's rule set (filled per instruction shown)</extracomment>
      <translation>швидкість фігури</translation>
    </message>
    <message>
      <source>costs an action</source>
      <translation>коштує дію</translation>
    </message>
    <message>
      <source>other parameters as JSON, e.g. {"actions": [...]}</source>
      <translation>інші параметри як JSON, напр. {"actions": [...]}</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Тип</translation>
    </message>
    <message>
      <source>MP</source>
      <translation>ОР</translation>
    </message>
    <message>
      <source>Target</source>
      <translation>Ціль</translation>
    </message>
    <message>
      <source>Distance</source>
      <translation>Відстань</translation>
    </message>
    <message>
      <source>Point</source>
      <translation>Точка</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Інше</translation>
    </message>
    <message>
      <source>not an instruction type of this game</source>
      <translation>не тип інструкції цієї гри</translation>
    </message>
    <message>
      <source>(by priority)</source>
      <translation>(за пріоритетом)</translation>
    </message>
    <message>
      <source>{label} ({id})</source>
      <translation>{label} ({id})</translation>
    </message>
    <message>
      <source>{target} (missing)</source>
      <translation>{target} (немає)</translation>
    </message>
    <message>
      <source>(none)</source>
      <translation>(немає)</translation>
    </message>
    <message>
      <source>Other parameters: {exc}</source>
      <translation>Інші параметри: {exc}</translation>
    </message>
  </context>
  <context>
    <name>interactions</name>
    <message>
      <source>Flip location {id}</source>
      <extracomment>the keyboard modifiers of the press that started the gesture (the view sets it)</extracomment>
      <translation>Перевернути локацію {id}</translation>
    </message>
    <message>
      <source>Move {label} to {to!r}</source>
      <translation>Перемістити {label} на {to!r}</translation>
    </message>
    <message>
      <source>edge {e!r}: {state}</source>
      <translation>край {e!r}: {state}</translation>
    </message>
  </context>
  <context>
    <name>lazy_dock</name>
    <message>
      <source>Loading…</source>
      <translation>Завантаження…</translation>
    </message>
  </context>
  <context>
    <name>legend</name>
    <message>
      <source>Legend</source>
      <extracomment>what each point letter stands for (the H/O/S badges)</extracomment>
      <translation>Легенда</translation>
    </message>
  </context>
  <context>
    <name>main_window</name>
    <message>
      <source>Tabletop AI</source>
      <extracomment>what the last map import said (counts, pieces not imported) the board shown is another document: every view and panel follows it (one signal, connected once in ``__init__``, instead of a list of calls)</extracomment>
      <translation>Tabletop AI</translation>
    </message>
    <message>
      <source>Figures</source>
      <translation>Фігури</translation>
    </message>
    <message>
      <source>Inspector</source>
      <translation>Властивості</translation>
    </message>
    <message>
      <source>Groups</source>
      <translation>Групи</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>План</translation>
    </message>
    <message>
      <source>Select figures on the map first (click, shift-click, or drag a box round them)</source>
      <translation>Спершу виберіть фігури на мапі (клацання, Shift+клацання або рамка довкола них)</translation>
    </message>
    <message numerus="yes">
      <source>New group {gid} from %n figure(s)</source>
      <translation>
        <numerusform>Нова група {gid} з %n фігури</numerusform>
        <numerusform>Нова група {gid} з %n фігур</numerusform>
        <numerusform>Нова група {gid} з %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <source>Cannot make group {gid}: {exc}</source>
      <translation>Не вдалося створити групу {gid}: {exc}</translation>
    </message>
    <message>
      <source>Select figures on the map first</source>
      <translation>Спершу виберіть фігури на мапі</translation>
    </message>
    <message>
      <source>Add to group {gid}</source>
      <translation>Додати до групи {gid}</translation>
    </message>
    <message>
      <source>Cannot put {name} on {cell!r}: {problem}</source>
      <translation>Не вдалося поставити {name} на {cell!r}: {problem}</translation>
    </message>
    <message>
      <source>Add {name} at {cell!r}</source>
      <translation>Додати {name} на {cell!r}</translation>
    </message>
    <message>
      <source>Cannot move {label} to {to!r}: {problem}</source>
      <translation>Не вдалося перемістити {label} на {to!r}: {problem}</translation>
    </message>
    <message>
      <source>Move {label} to {to!r}</source>
      <translation>Перемістити {label} на {to!r}</translation>
    </message>
    <message>
      <source>Edit {label}…</source>
      <translation>Редагувати {label}…</translation>
    </message>
    <message>
      <source>Duplicate</source>
      <translation>Дублювати</translation>
    </message>
    <message>
      <source>Delete {label}</source>
      <translation>Видалити {label}</translation>
    </message>
    <message numerus="yes">
      <source>%n figure(s) selected — Groups: New from selection / Add to group</source>
      <translation>
        <numerusform>Вибрано %n фігуру — Групи: Нова з вибраних / Додати до групи</numerusform>
        <numerusform>Вибрано %n фігури — Групи: Нова з вибраних / Додати до групи</numerusform>
        <numerusform>Вибрано %n фігур — Групи: Нова з вибраних / Додати до групи</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Delete %n figure(s)</source>
      <translation>
        <numerusform>Видалити %n фігуру</numerusform>
        <numerusform>Видалити %n фігури</numerusform>
        <numerusform>Видалити %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <source>Add to group</source>
      <translation>Додати до групи</translation>
    </message>
    <message>
      <source>New group…</source>
      <translation>Нова група…</translation>
    </message>
    <message>
      <source>Activate group {group}</source>
      <translation>Активувати групу {group}</translation>
    </message>
    <message>
      <source>New figure on {cell!r}</source>
      <translation>Нова фігура на {cell!r}</translation>
    </message>
    <message>
      <source>New group from selection</source>
      <translation>Нова група з вибраних</translation>
    </message>
    <message>
      <source>No free cell for a copy of {label}</source>
      <translation>Немає вільної клітинки для копії {label}</translation>
    </message>
    <message>
      <source>Duplicate {label}</source>
      <translation>Дублювати {label}</translation>
    </message>
    <message>
      <source>planning…</source>
      <translation>планування…</translation>
    </message>
    <message>
      <source>planned in {last_ms:.0f} ms</source>
      <translation>сплановано за {last_ms:.0f} мс</translation>
    </message>
    <message>
      <source>Cannot apply the plan of {group}: {exc}</source>
      <translation>Не вдалося виконати план групи {group}: {exc}</translation>
    </message>
    <message>
      <source>Applied the plan of {group}</source>
      <translation>Виконано план групи {group}</translation>
    </message>
    <message numerus="yes">
      <source>; %n attack(s) to roll</source>
      <translation>
        <numerusform>; лишилася %n атака до кидка</numerusform>
        <numerusform>; лишилося %n атаки до кидка</numerusform>
        <numerusform>; лишилося %n атак до кидка</numerusform>
      </translation>
    </message>
    <message>
      <source>Engaged by {army} (retreat of {group})</source>
      <translation>Вступили в бій з {army} (відступ групи {group})</translation>
    </message>
    <message>
      <source>Cannot resize</source>
      <translation>Не вдалося змінити розмір</translation>
    </message>
    <message>
      <source>Resize map</source>
      <translation>Розмір мапи</translation>
    </message>
  </context>
  <context>
    <name>map_dialogs</name>
    <message>
      <source>New map</source>
      <translation>Нова мапа</translation>
    </message>
    <message>
      <source>square</source>
      <translation>квадратна</translation>
    </message>
    <message>
      <source>hex</source>
      <translation>гексагональна</translation>
    </message>
    <message>
      <source>pointy (odd-r)</source>
      <translation>гострі (odd-r)</translation>
    </message>
    <message>
      <source>pointy (even-r)</source>
      <translation>гострі (even-r)</translation>
    </message>
    <message>
      <source>flat (odd-q)</source>
      <translation>пласкі (odd-q)</translation>
    </message>
    <message>
      <source>flat (even-q)</source>
      <translation>пласкі (even-q)</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Назва</translation>
    </message>
    <message>
      <source>Grid</source>
      <translation>Сітка</translation>
    </message>
    <message>
      <source>Width</source>
      <translation>Ширина</translation>
    </message>
    <message>
      <source>Height</source>
      <translation>Висота</translation>
    </message>
    <message>
      <source>Hex tops</source>
      <translation>Верх гексів</translation>
    </message>
    <message>
      <source>Resize map</source>
      <translation>Розмір мапи</translation>
    </message>
  </context>
  <context>
    <name>map_picture</name>
    <message>
      <source>x</source>
      <translation>×</translation>
    </message>
  </context>
  <context>
    <name>menus</name>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <source>&amp;New map…</source>
      <translation>&amp;Нова мапа…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Відкрити…</translation>
    </message>
    <message>
      <source>Open &amp;Recent</source>
      <translation>Відкрити &amp;недавні</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Зберегти</translation>
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>Ви&amp;йти</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Редагування</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Скасувати</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Повторити</translation>
    </message>
    <message>
      <source>&amp;Delete figure</source>
      <translation>&amp;Видалити фігуру</translation>
    </message>
    <message>
      <source>D&amp;uplicate figure</source>
      <translation>&amp;Дублювати фігуру</translation>
    </message>
    <message>
      <source>New &amp;group from selection</source>
      <translation>Нова &amp;група з вибраних</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Налаштування…</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Вигляд</translation>
    </message>
    <message>
      <source>Zoom &amp;in</source>
      <translation>&amp;Збільшити</translation>
    </message>
    <message>
      <source>Zoom &amp;out</source>
      <translation>З&amp;меншити</translation>
    </message>
    <message>
      <source>&amp;Fit to window</source>
      <translation>&amp;Умістити у вікно</translation>
    </message>
    <message>
      <source>&amp;Actual size</source>
      <translation>&amp;Справжній розмір</translation>
    </message>
    <message>
      <source>&amp;Coordinates</source>
      <translation>&amp;Координати</translation>
    </message>
    <message>
      <source>&amp;Legend</source>
      <translation>&amp;Легенда</translation>
    </message>
    <message>
      <source>&amp;Map</source>
      <translation>&amp;Мапа</translation>
    </message>
    <message>
      <source>&amp;Move figures</source>
      <translation>&amp;Переміщення фігур</translation>
    </message>
    <message>
      <source>Paint &amp;blocking</source>
      <translation>Малювати &amp;непрохідні</translation>
    </message>
    <message>
      <source>Paint &amp;difficult</source>
      <translation>Малювати &amp;важкі</translation>
    </message>
    <message>
      <source>Paint o&amp;pen</source>
      <translation>Малювати &amp;відкриті</translation>
    </message>
    <message>
      <source>&amp;Walls</source>
      <translation>&amp;Стіни</translation>
    </message>
    <message>
      <source>D&amp;oors</source>
      <translation>&amp;Двері</translation>
    </message>
    <message>
      <source>&amp;Resize map…</source>
      <translation>&amp;Розмір мапи…</translation>
    </message>
    <message>
      <source>&amp;Plan</source>
      <translation>&amp;План</translation>
    </message>
    <message>
      <source>&amp;Activate group</source>
      <translation>&amp;Активувати групу</translation>
    </message>
    <message>
      <source>&amp;Next figure</source>
      <translation>&amp;Наступна фігура</translation>
    </message>
    <message>
      <source>&amp;Previous figure</source>
      <translation>&amp;Попередня фігура</translation>
    </message>
    <message>
      <source>A&amp;pply moves</source>
      <translation>&amp;Виконати переміщення</translation>
    </message>
    <message>
      <source>&amp;Clear plan</source>
      <translation>&amp;Очистити план</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Довідка</translation>
    </message>
    <message>
      <source>&amp;About Tabletop AI</source>
      <translation>&amp;Про Tabletop AI</translation>
    </message>
  </context>
  <context>
    <name>photo_actions</name>
    <message>
      <source>Place figures from &amp;photo…</source>
      <extracomment>the straightened photo is drawn at most this many pixels across</extracomment>
      <translation>Розставити фігури за &amp;фото…</translation>
    </message>
    <message>
      <source>Print &amp;markers…</source>
      <translation>Друкувати &amp;маркери…</translation>
    </message>
    <message>
      <source>Place figures from photo</source>
      <translation>Розставити фігури за фото</translation>
    </message>
    <message>
      <source>Place figures from {photo}</source>
      <translation>Розставити фігури за {photo}</translation>
    </message>
    <message>
      <source>What the photo shows — {photo}</source>
      <translation>Що видно на фото — {photo}</translation>
    </message>
    <message numerus="yes">
      <source>Move %n figure(s)</source>
      <translation>
        <numerusform>Перемістити %n фігуру</numerusform>
        <numerusform>Перемістити %n фігури</numerusform>
        <numerusform>Перемістити %n фігур</numerusform>
      </translation>
    </message>
    <message>
      <source>marker ids kept in the board</source>
      <translation>ідентифікатори маркерів збережено в мапі</translation>
    </message>
    <message>
      <source>Print markers</source>
      <translation>Друк маркерів</translation>
    </message>
    <message>
      <source> mm</source>
      <translation> мм</translation>
    </message>
    <message>
      <source>Marker size</source>
      <translation>Розмір маркера</translation>
    </message>
    <message>
      <source>Put each marker on its figure's base. The four board markers go on the table diagonally beyond the map's corner cells, as the sheet shows.</source>
      <translation>Покладіть кожен маркер на підставку його фігури. Чотири маркери мапи кладуть на стіл по діагоналі за кутовими клітинками мапи, як показано на аркуші.</translation>
    </message>
    <message>
      <source>PDF (*.pdf);;PNG picture (*.png)</source>
      <translation>PDF (*.pdf);;Зображення PNG (*.png)</translation>
    </message>
    <message>
      <source>Keep marker ids</source>
      <translation>Зберегти ідентифікатори маркерів</translation>
    </message>
    <message>
      <source>Markers written to {file}</source>
      <translation>Маркери записано в {file}</translation>
    </message>
    <message>
      <source>top left</source>
      <translation>верхнім лівим</translation>
    </message>
    <message>
      <source>top right</source>
      <translation>верхнім правим</translation>
    </message>
    <message>
      <source>bottom right</source>
      <translation>нижнім правим</translation>
    </message>
    <message>
      <source>bottom left</source>
      <translation>нижнім лівим</translation>
    </message>
    <message>
      <source>Board {n}: beyond the {corner} corner</source>
      <translation>Мапа {n}: за {corner} кутом</translation>
    </message>
    <message>
      <source>Tabletop AI markers — {board}</source>
      <translation>Маркери Tabletop AI — {board}</translation>
    </message>
    <message>
      <source>cannot write the PDF</source>
      <translation>не вдалося записати PDF</translation>
    </message>
    <message>
      <source>cannot write the picture</source>
      <translation>не вдалося записати зображення</translation>
    </message>
  </context>
  <context>
    <name>plan_panel</name>
    <message>
      <source>No group activated.</source>
      <extracomment>a link in the plan that is not a figure (``engaged:ID``: the players' choice of the army that engaged a retreating one)</extracomment>
      <translation>Жодну групу не активовано.</translation>
    </message>
    <message>
      <source>◀ Previous</source>
      <translation>◀ Попередня</translation>
    </message>
    <message>
      <source>Next ▶</source>
      <translation>Наступна ▶</translation>
    </message>
    <message>
      <source>All</source>
      <translation>Усі</translation>
    </message>
    <message>
      <source>Apply moves</source>
      <translation>Виконати переміщення</translation>
    </message>
    <message>
      <source>Move the AI figures to their end cells (one undo step)</source>
      <translation>Перемістити фігури ШІ в кінцеві клітинки (один крок скасування)</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Очистити</translation>
    </message>
    <message>
      <source>&lt;b&gt;Group {value}&lt;/b&gt; — applied: the board shows where the figures ended.</source>
      <translation>&lt;b&gt;Група {value}&lt;/b&gt; — виконано: на мапі видно, де опинилися фігури.</translation>
    </message>
    <message>
      <source>Still to roll (targets marked on the board):</source>
      <translation>Ще треба кинути (цілі позначено на мапі):</translation>
    </message>
    <message>
      <source>No attacks to roll.</source>
      <translation>Кидків атаки немає.</translation>
    </message>
    <message>
      <source>No group activated. Choose a group and press &lt;b&gt;Activate group&lt;/b&gt;.</source>
      <translation>Жодну групу не активовано. Виберіть групу й натисніть &lt;b&gt;Активувати групу&lt;/b&gt;.</translation>
    </message>
    <message>
      <source>&lt;b&gt;Group {value}&lt;/b&gt; — {value2}</source>
      <translation>&lt;b&gt;Група {value}&lt;/b&gt; — {value2}</translation>
    </message>
    <message>
      <source>Figure {value} of {n}: {name}</source>
      <translation>Фігура {value} з {n}: {name}</translation>
    </message>
    <message numerus="yes">
      <source>All %n figure(s)</source>
      <translation>
        <numerusform>Усі фігури (%n)</numerusform>
        <numerusform>Усі фігури (%n)</numerusform>
        <numerusform>Усі фігури (%n)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>roster</name>
    <message>
      <source>Delete</source>
      <extracomment>template keys that are not figure fields of their own</extracomment>
      <translation>Видалити</translation>
    </message>
    <message>
      <source>Duplicate</source>
      <translation>Дублювати</translation>
    </message>
    <message>
      <source>&lt;b&gt;New figure&lt;/b&gt; — drag onto the board</source>
      <translation>&lt;b&gt;Нова фігура&lt;/b&gt; — перетягніть на мапу</translation>
    </message>
    <message>
      <source>&lt;b&gt;Figures on the board&lt;/b&gt;</source>
      <translation>&lt;b&gt;Фігури на мапі&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Save as kind</source>
      <translation>Зберегти як вид</translation>
    </message>
    <message>
      <source>Offer the selected figure as a new kind in the palette, for every board of this game</source>
      <translation>Додати вибрану фігуру як новий вид у палітру для всіх мап цієї гри</translation>
    </message>
    <message>
      <source>Forget this kind</source>
      <translation>Забути цей вид</translation>
    </message>
    <message>
      <source>{label} ({id}): {side}, speed {speed}, {attack}</source>
      <translation>{label} ({id}): {side}, швидкість {speed}, {attack}</translation>
    </message>
  </context>
  <context>
    <name>table_window</name>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Файл</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Відкрити…</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Зберегти</translation>
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Редагування</translation>
    </message>
    <message>
      <source>Cannot open {name}</source>
      <translation>Не вдалося відкрити {name}</translation>
    </message>
  </context>
  <context>
    <name>tools_panel</name>
    <message>
      <source>Move figures</source>
      <translation>Переміщення фігур</translation>
    </message>
    <message>
      <source> Terrain </source>
      <translation> Місцевість </translation>
    </message>
    <message>
      <source>Paint {kind}</source>
      <translation>Малювати: {kind}</translation>
    </message>
    <message>
      <source> Edges </source>
      <translation> Краї </translation>
    </message>
    <message>
      <source>{title} — click near a cell side; again clears it</source>
      <translation>{title} — клацніть біля сторони клітинки; повторне клацання прибирає</translation>
    </message>
    <message>
      <source> Points </source>
      <translation> Точки </translation>
    </message>
    <message>
      <source>{value} point — click a cell to place or remove</source>
      <translation>Точка «{value}» — клацніть клітинку, щоб поставити або прибрати</translation>
    </message>
    <message>
      <source>Whose stronghold or outpost the Points tool places; click one of another side to give it this side</source>
      <translation>Чию фортецю чи аванпост ставить інструмент «Точки»; клацніть чужу, щоб віддати її цій стороні</translation>
    </message>
  </context>
</TS>

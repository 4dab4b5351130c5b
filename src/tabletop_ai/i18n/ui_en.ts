<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>ae_panel</name>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>{id} (%n list(s))</source>
      <translation>
        <numerusform>{id} (%n list)</numerusform>
        <numerusform>{id} (%n lists)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>%n card(s) already drawn from this deck are not listed: they come back when the deck is reshuffled</source>
      <translation>
        <numerusform>%n card already drawn from this deck is not listed: it comes back when the deck is reshuffled</numerusform>
        <numerusform>%n cards already drawn from this deck are not listed: they come back when the deck is reshuffled</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ae_panel.py" />
      <source>The AE deck is empty: the next draw shuffles the %n discarded card(s) back in</source>
      <translation>
        <numerusform>The AE deck is empty: the next draw shuffles the %n discarded card back in</numerusform>
        <numerusform>The AE deck is empty: the next draw shuffles the %n discarded cards back in</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>camera_window</name>
    <message numerus="yes">
      <location filename="../ui/capture/camera_window.py" />
      <source>Captured: %n figure(s) seen.</source>
      <translation>
        <numerusform>Captured: %n figure seen.</numerusform>
        <numerusform>Captured: %n figures seen.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>card_editor</name>
    <message numerus="yes">
      <location filename="../ui/games/imperial/card_editor.py" />
      <source>{name} (%n IC list(s))</source>
      <translation>
        <numerusform>{name} (%n IC list)</numerusform>
        <numerusform>{name} (%n IC lists)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>file_actions</name>
    <message numerus="yes">
      <location filename="../ui/shell/file_actions.py" />
      <source>%n figure(s) set aside: {first}</source>
      <translation>
        <numerusform>%n figure set aside: {first}</numerusform>
        <numerusform>%n figures set aside: {first}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>groups_panel</name>
    <message numerus="yes">
      <location filename="../ui/editor/groups_panel.py" />
      <source>{id} (%n figure(s), {side})</source>
      <translation>
        <numerusform>{id} (%n figure, {side})</numerusform>
        <numerusform>{id} (%n figures, {side})</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ic2_import</name>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>%n figure(s)</source>
      <translation>
        <numerusform>%n figure</numerusform>
        <numerusform>%n figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>%n group(s) (deployment groups: {groups}, villains: {villains}). Of {lines} instruction lines, {planned} are moves and attacks the app plans ({noted} of them with a note for the players) and {notes} are notes shown in their place.</source>
      <translation>
        <numerusform>%n group (deployment groups: {groups}, villains: {villains}). Of {lines} instruction lines, {planned} are moves and attacks the app plans ({noted} of them with a note for the players) and {notes} are notes shown in their place.</numerusform>
        <numerusform>%n groups (deployment groups: {groups}, villains: {villains}). Of {lines} instruction lines, {planned} are moves and attacks the app plans ({noted} of them with a note for the players) and {notes} are notes shown in their place.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>%n instruction list(s)</source>
      <translation>
        <numerusform>%n instruction list</numerusform>
        <numerusform>%n instruction lists</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic2_import.py" />
      <source>Imported %n group(s) into {file}: New group offers them</source>
      <translation>
        <numerusform>Imported %n group into {file}: New group offers it</numerusform>
        <numerusform>Imported %n groups into {file}: New group offers them</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ic_lists</name>
    <message numerus="yes">
      <location filename="../ui/games/imperial/ic_lists_editor.py" />
      <source>List {i}: %n instruction(s)</source>
      <translation>
        <numerusform>List {i}: %n instruction</numerusform>
        <numerusform>List {i}: %n instructions</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>import_actions</name>
    <message numerus="yes">
      <location filename="../ui/capture/import_actions.py" />
      <source>%n wall line(s) of the map do not follow the cell edges.

Mark the cells they cross blocking?</source>
      <translation>
        <numerusform>%n wall line of the map does not follow the cell edges.

Mark the cells it crosses blocking?</numerusform>
        <numerusform>%n wall lines of the map do not follow the cell edges.

Mark the cells they cross blocking?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>instruction_editor</name>
    <message numerus="yes">
      <location filename="../ui/editor/instruction_editor.py" />
      <source>Parameters: %n set</source>
      <translation>
        <numerusform>Parameters: %n set</numerusform>
        <numerusform>Parameters: %n set</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>main_window</name>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>%n figure(s) selected — Groups: New from selection / Add to group</source>
      <translation>
        <numerusform>%n figure selected — Groups: New from selection / Add to group</numerusform>
        <numerusform>%n figures selected — Groups: New from selection / Add to group</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>New group {gid} from %n figure(s)</source>
      <translation>
        <numerusform>New group {gid} from %n figure</numerusform>
        <numerusform>New group {gid} from %n figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>Put back %n set-aside figure(s)</source>
      <translation>
        <numerusform>Put back %n set-aside figure</numerusform>
        <numerusform>Put back %n set-aside figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>Delete %n figure(s)</source>
      <translation>
        <numerusform>Delete %n figure</numerusform>
        <numerusform>Delete %n figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/shell/main_window.py" />
      <source>; %n attack(s) to roll</source>
      <translation>
        <numerusform>; %n attack to roll</numerusform>
        <numerusform>; %n attacks to roll</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>map_picture</name>
    <message numerus="yes">
      <location filename="../ui/capture/map_picture.py" />
      <source>The picture is dark in %n cell(s) (highlighted): {cells}.
{reason}.

Mark them blocking?</source>
      <translation>
        <numerusform>The picture is dark in %n cell (highlighted): {cells}.
{reason}.

Mark it blocking?</numerusform>
        <numerusform>The picture is dark in %n cells (highlighted): {cells}.
{reason}.

Mark them blocking?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>photo_actions</name>
    <message numerus="yes">
      <location filename="../ui/capture/photo_actions.py" />
      <source>Move %n figure(s)</source>
      <translation>
        <numerusform>Move %n figure</numerusform>
        <numerusform>Move %n figures</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>plan_panel</name>
    <message numerus="yes">
      <location filename="../ui/plan/panel.py" />
      <source>All %n figure(s)</source>
      <translation>
        <numerusform>All %n figure</numerusform>
        <numerusform>All %n figures</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>table_window</name>
    <message numerus="yes">
      <location filename="../ui/games/table/window.py" />
      <source>%n resource(s)</source>
      <translation>
        <numerusform>%n resource</numerusform>
        <numerusform>%n resources</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/games/table/window.py" />
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
  </context>
</TS>

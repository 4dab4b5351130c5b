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
</TS>

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
  </context>
</TS>

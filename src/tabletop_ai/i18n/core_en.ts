<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>core</name>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/cli.py" line="130" />
      <source>%n figure(s)</source>
      <translation>
        <numerusform>%n figure</numerusform>
        <numerusform>%n figures</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../../src/tabletop_ai/cli.py" line="131" />
      <source>%n group(s)</source>
      <translation>
        <numerusform>%n group</numerusform>
        <numerusform>%n groups</numerusform>
      </translation>
    </message>
  </context>
</TS>

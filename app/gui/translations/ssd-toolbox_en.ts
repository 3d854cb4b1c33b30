<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n year</numerusform>
            <numerusform>%n years</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>about %n hour</numerusform>
            <numerusform>about %n hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>%n more new alert</numerusform>
            <numerusform>%n more new alerts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>Past (cleared in the last %n day)</numerusform>
            <numerusform>Past (cleared in the last %n days)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2): %n point along %3, from %4 to %5</numerusform>
            <numerusform>%1 (%2): %n points along %3, from %4 to %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n reading</numerusform>
            <numerusform>%n readings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::MainWindow</name>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n drive.</numerusform>
            <numerusform>%n drives.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>, rated over %n year</numerusform>
            <numerusform>, rated over %n years</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::SmartTablePage</name>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n attribute</numerusform>
            <numerusform>%n attributes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>, %n failing</numerusform>
            <numerusform>, %n failing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>, %n worth watching</numerusform>
            <numerusform>, %n worth watching</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n drive</numerusform>
            <numerusform>%n drives</numerusform>
        </translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n tile(s)</source>
        <translation>
            <numerusform>You have %n tile</numerusform>
            <numerusform>You have %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles. Ends: {left} {left_where}, {right} {right_where}.</source>
        <translation>
            <numerusform>%n tile. Ends: {left} {left_where}, {right} {right_where}.</numerusform>
            <numerusform>%n tiles. Ends: {left} {left_where}, {right} {right_where}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message numerus="yes">
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>Waiting for %n more player.</numerusform>
            <numerusform>Waiting for %n more players.</numerusform>
        </translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <source>blank</source>
        <translation>blank</translation>
    </message>
    <message>
        <source>one</source>
        <translation>one</translation>
    </message>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>blank</source>
        <comment>a number passed on</comment>
        <translation>blank</translation>
    </message>
    <message>
        <source>one</source>
        <comment>a number passed on</comment>
        <translation>one</translation>
    </message>
    <message>
        <source>two</source>
        <comment>a number passed on</comment>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <comment>a number passed on</comment>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <comment>a number passed on</comment>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <comment>a number passed on</comment>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <comment>a number passed on</comment>
        <translation>six</translation>
    </message>
    <message>
        <source>on the left</source>
        <translation>on the left</translation>
    </message>
    <message>
        <source>on the right</source>
        <translation>on the right</translation>
    </message>
    <message>
        <source>left</source>
        <comment>an end of the line</comment>
        <translation>left</translation>
    </message>
    <message>
        <source>right</source>
        <comment>an end of the line</comment>
        <translation>right</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} and {last}</translation>
    </message>
    <message>
        <source>Passed on {numbers}</source>
        <translation>Passed on {numbers}</translation>
    </message>
    <message>
        <source>{high}-{low}</source>
        <translation>{high}-{low}</translation>
    </message>
    <message>
        <source>You passed on {numbers}</source>
        <translation>You passed on {numbers}</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table passed on {numbers} for you</source>
        <translation>Time&apos;s up: the table passed on {numbers} for you</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table passed on {numbers} for {name}</source>
        <translation>Time&apos;s up: the table passed on {numbers} for {name}</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table played {tile} for you</source>
        <translation>Time&apos;s up: the table played {tile} for you</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table played {tile} for {name}</source>
        <translation>Time&apos;s up: the table played {tile} for {name}</translation>
    </message>
    <message>
        <source>You opened with {tile}</source>
        <translation>You opened with {tile}</translation>
    </message>
    <message>
        <source>You played {tile} {where}</source>
        <translation>You played {tile} {where}</translation>
    </message>
    <message>
        <source>{name} played {tile} {where}</source>
        <translation>{name} played {tile} {where}</translation>
    </message>
    <message>
        <source>{name} played their last tile. {losers} held {points}: {winners} score {points}.</source>
        <translation>{name} played their last tile. {losers} held {points}: {winners} score {points}.</translation>
    </message>
    <message>
        <source>Blocked with a dead heat, {each} each. {winners} laid the last tile, so they score {points}.</source>
        <translation>Blocked with a dead heat, {each} each. {winners} laid the last tile, so they score {points}.</translation>
    </message>
    <message>
        <source>Blocked: {own} against {other}. {winners} score {points}.</source>
        <translation>Blocked: {own} against {other}. {winners} score {points}.</translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 points</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{team} win, {won} to {lost}</source>
        <translation>{team} win, {won} to {lost}</translation>
    </message>
    <message>
        <source>You can pass only on your turn, when no tile fits</source>
        <translation>You can pass only on your turn, when no tile fits</translation>
    </message>
    <message>
        <source>You have a tile that fits, so you must play it</source>
        <translation>You have a tile that fits, so you must play it</translation>
    </message>
    <message>
        <source>No tile fits either end: pass to the next player (P)</source>
        <translation>No tile fits either end: pass to the next player (P)</translation>
    </message>
    <message>
        <source>{tile} does not fit {where}</source>
        <translation>{tile} does not fit {where}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Wait for your turn</translation>
    </message>
    <message>
        <source>{tile} does not fit there</source>
        <translation>{tile} does not fit there</translation>
    </message>
    <message>
        <source>Drop {tile} on the lit place to open the round</source>
        <translation>Drop {tile} on the lit place to open the round</translation>
    </message>
    <message>
        <source>Drop {tile} on a lit end, where it fits</source>
        <translation>Drop {tile} on a lit end, where it fits</translation>
    </message>
    <message numerus="yes">
        <source>You have %n tile(s)</source>
        <translation>
            <numerusform>You have %n tile</numerusform>
            <numerusform>You have %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile} fits neither end</source>
        <translation>{tile} fits neither end</translation>
    </message>
    <message>
        <source>away: the table plays for them after {seconds} s</source>
        <translation>away: the table plays for them after {seconds} s</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (you)</translation>
    </message>
    <message>
        <source>Hosting this table</source>
        <translation>Hosting this table</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>away: the table plays for them after {seconds} seconds each turn</source>
        <translation>away: the table plays for them after {seconds} seconds each turn</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>playing now</translation>
    </message>
    <message>
        <source>No tile yet.</source>
        <translation>No tile yet.</translation>
    </message>
    <message>
        <source>One tile. Ends: {left} and {right}.</source>
        <translation>One tile. Ends: {left} and {right}.</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles. Ends: {left} {left_where}, {right} {right_where}.</source>
        <translation>
            <numerusform>%n tile. Ends: {left} {left_where}, {right} {right_where}.</numerusform>
            <numerusform>%n tiles. Ends: {left} {left_where}, {right} {right_where}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line of play</source>
        <translation>Line of play</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>Round over. {outcome}</source>
        <translation>Round over. {outcome}</translation>
    </message>
    <message>
        <source>That code doesn&apos;t match this table. Check it with the host.</source>
        <translation>That code doesn&apos;t match this table. Check it with the host.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer. Wait a minute, then try again.</source>
        <translation>Too many wrong codes from this computer. Wait a minute, then try again.</translation>
    </message>
    <message>
        <source>The table is busy right now. Wait a moment, then try again.</source>
        <translation>The table is busy right now. Wait a moment, then try again.</translation>
    </message>
    <message>
        <source>The table stayed too busy to let you in for a minute and a half, so this app stopped trying. Try again later, or check the code with the host.</source>
        <translation>The table stayed too busy to let you in for a minute and a half, so this app stopped trying. Try again later, or check the code with the host.</translation>
    </message>
    <message>
        <source>A code has 6 letters and digits, without 0, O, 1 or I. Check it with the host.</source>
        <translation>A code has 6 letters and digits, without 0, O, 1 or I. Check it with the host.</translation>
    </message>
    <message>
        <source>No table on your network answers to that code. Check the code, or ask the host for an address and use Join by address.</source>
        <translation>No table on your network answers to that code. Check the code, or ask the host for an address and use Join by address.</translation>
    </message>
    <message>
        <source>This table already has four players. Ask the host to open another.</source>
        <translation>This table already has four players. Ask the host to open another.</translation>
    </message>
    <message>
        <source>Someone at this table already uses that name. Pick another one.</source>
        <translation>Someone at this table already uses that name. Pick another one.</translation>
    </message>
    <message>
        <source>The host refused that name. Use 1 to 20 letters, digits or spaces.</source>
        <translation>The host refused that name. Use 1 to 20 letters, digits or spaces.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer valid. Join again with the code.</source>
        <translation>Your seat at that table is no longer valid. Join again with the code.</translation>
    </message>
    <message>
        <source>That table runs another version of Dominos. Install the same version as the host.</source>
        <translation>That table runs another version of Dominos. Install the same version as the host.</translation>
    </message>
    <message>
        <source>Couldn&apos;t reach the table. Check the address and that you are on the same network.</source>
        <translation>Couldn&apos;t reach the table. Check the address and that you are on the same network.</translation>
    </message>
    <message>
        <source>The table didn&apos;t answer in time. Check the address and try again.</source>
        <translation>The table didn&apos;t answer in time. Check the address and try again.</translation>
    </message>
    <message>
        <source>Type the address as host:port, for example 192.168.1.20:47474.</source>
        <translation>Type the address as host:port, for example 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Couldn&apos;t open a table on this computer.</source>
        <translation>Couldn&apos;t open a table on this computer.</translation>
    </message>
    <message>
        <source>The table you were hosting is gone: what this computer had saved of it was emptied or deleted, so its game can&apos;t be taken up again. Open a new table and give the players its code.</source>
        <translation>The table you were hosting is gone: what this computer had saved of it was emptied or deleted, so its game can&apos;t be taken up again. Open a new table and give the players its code.</translation>
    </message>
    <message>
        <source>The host no longer has this game: what it had saved of the table was lost. Ask the host to open a new table, and join it with its code.</source>
        <translation>The host no longer has this game: what it had saved of the table was lost. Ask the host to open a new table, and join it with its code.</translation>
    </message>
    <message>
        <source>Your table can&apos;t be taken up again: what this computer kept of it is damaged or gone. Open a new table.</source>
        <translation>Your table can&apos;t be taken up again: what this computer kept of it is damaged or gone. Open a new table.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
    <message>
        <source>That tile doesn&apos;t fit there.</source>
        <translation>That tile doesn&apos;t fit there.</translation>
    </message>
    <message>
        <source>You have a tile that fits, so you can&apos;t pass.</source>
        <translation>You have a tile that fits, so you can&apos;t pass.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Only the host can do that.</translation>
    </message>
    <message>
        <source>That can&apos;t be done right now.</source>
        <translation>That can&apos;t be done right now.</translation>
    </message>
    <message>
        <source>Pick a target from 50 to 500 points, in steps of 50.</source>
        <translation>Pick a target from 50 to 500 points, in steps of 50.</translation>
    </message>
    <message>
        <source>You no longer have a seat at this table.</source>
        <translation>You no longer have a seat at this table.</translation>
    </message>
    <message>
        <source>The host doesn&apos;t let anyone watch this table.</source>
        <translation>The host doesn&apos;t let anyone watch this table.</translation>
    </message>
    <message>
        <source>As many people as this table takes are watching it already.</source>
        <translation>As many people as this table takes are watching it already.</translation>
    </message>
    <message>
        <source>You are watching this table: only its players can do that.</source>
        <translation>You are watching this table: only its players can do that.</translation>
    </message>
    <message>
        <source>The table didn&apos;t understand this app. Update Dominos.</source>
        <translation>The table didn&apos;t understand this app. Update Dominos.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>The connection to the table was lost.</translation>
    </message>
    <message>
        <source>Not connected to the table right now. Wait for the reconnection, then try again.</source>
        <translation>Not connected to the table right now. Wait for the reconnection, then try again.</translation>
    </message>
    <message>
        <source>That table is closing. Ask the host to open a new one.</source>
        <translation>That table is closing. Ask the host to open a new one.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Something went wrong.</translation>
    </message>
    <message>
        <source>Something went wrong ({code}).</source>
        <translation>Something went wrong ({code}).</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is busy right now. Try again in {wait}.</source>
        <translation>The table is busy right now. Try again in {wait}.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried at this table lately. Try again in {wait}.</source>
        <translation>Too many wrong codes were tried at this table lately. Try again in {wait}.</translation>
    </message>
    <message>
        <source>Type a name so the others know who you are.</source>
        <translation>Type a name so the others know who you are.</translation>
    </message>
    <message>
        <source>At most {count} characters.</source>
        <translation>At most {count} characters.</translation>
    </message>
    <message>
        <source>Use letters, digits, spaces and punctuation only.</source>
        <translation>Use letters, digits, spaces and punctuation only.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address, for example {examples}.</source>
        <translation>Type the table&apos;s address, for example {examples}.</translation>
    </message>
    <message>
        <source>“{text}” is not an address. Type only the host and the port, for example {examples}.</source>
        <translation>“{text}” is not an address. Type only the host and the port, for example {examples}.</translation>
    </message>
    <message>
        <source>“{text}” has a space in it; an address has none.</source>
        <translation>“{text}” has a space in it; an address has none.</translation>
    </message>
    <message>
        <source>“{text}” opens a bracket [ but does not close it.</source>
        <translation>“{text}” opens a bracket [ but does not close it.</translation>
    </message>
    <message>
        <source>In “{text}”, only :port may follow the bracketed address, not {part}.</source>
        <translation>In “{text}”, only :port may follow the bracketed address, not {part}.</translation>
    </message>
    <message>
        <source>“{text}” is not an IPv6 address. To add a port to an IPv6 address, put the address in brackets, for example [fe80::1]:47474.</source>
        <translation>“{text}” is not an IPv6 address. To add a port to an IPv6 address, put the address in brackets, for example [fe80::1]:47474.</translation>
    </message>
    <message>
        <source>“{text}” ends with a colon: add a port from 1 to 65535, or remove the colon.</source>
        <translation>“{text}” ends with a colon: add a port from 1 to 65535, or remove the colon.</translation>
    </message>
    <message>
        <source>In “{text}”, the port {port} is not a number from 1 to 65535.</source>
        <translation>In “{text}”, the port {port} is not a number from 1 to 65535.</translation>
    </message>
    <message>
        <source>In “{text}”, {scope} is not a network interface name.</source>
        <translation>In “{text}”, {scope} is not a network interface name.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not an IPv6 address.</source>
        <translation>In “{text}”, {part} is not an IPv6 address.</translation>
    </message>
    <message>
        <source>“{text}” has a port but no host before it, for example {examples}.</source>
        <translation>“{text}” has a port but no host before it, for example {examples}.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not an IPv4 address: four numbers from 0 to 255 with dots between them.</source>
        <translation>In “{text}”, {part} is not an IPv4 address: four numbers from 0 to 255 with dots between them.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not a computer name: use letters, digits and hyphens, in parts separated by dots.</source>
        <translation>In “{text}”, {part} is not a computer name: use letters, digits and hyphens, in parts separated by dots.</translation>
    </message>
    <message>
        <source>No table was found on your network. Ask the host for the table&apos;s address, then use Join by address.</source>
        <translation>No table was found on your network. Ask the host for the table&apos;s address, then use Join by address.</translation>
    </message>
    <message>
        <source>The tables on your network did not answer. Check that you are on the host&apos;s network, or use Join by address.</source>
        <translation>The tables on your network did not answer. Check that you are on the host&apos;s network, or use Join by address.</translation>
    </message>
    <message>
        <source>No table on your network accepted that code. Check it with the host.</source>
        <translation>No table on your network accepted that code. Check it with the host.</translation>
    </message>
    <message>
        <source>this computer is not connected to any network</source>
        <translation>this computer is not connected to any network</translation>
    </message>
    <message>
        <source>another table on the network already uses this name</source>
        <translation>another table on the network already uses this name</translation>
    </message>
    <message>
        <source>the table&apos;s name cannot be announced as it is</source>
        <translation>the table&apos;s name cannot be announced as it is</translation>
    </message>
    <message>
        <source>no network interface could be used for it</source>
        <translation>no network interface could be used for it</translation>
    </message>
    <message>
        <source>the network did not answer in time</source>
        <translation>the network did not answer in time</translation>
    </message>
    <message>
        <source>the network refused it ({detail})</source>
        <translation>the network refused it ({detail})</translation>
    </message>
    <message>
        <source>something unexpected went wrong ({detail})</source>
        <translation>something unexpected went wrong ({detail})</translation>
    </message>
    <message>
        <source>This table is not announced on the network: {reason}. Friends can join by address.</source>
        <translation>This table is not announced on the network: {reason}. Friends can join by address.</translation>
    </message>
    <message>
        <source>Tables on the network cannot be listed: {reason}. Join by address instead.</source>
        <translation>Tables on the network cannot be listed: {reason}. Join by address instead.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer.</source>
        <translation>Your seat was taken back from another window or computer.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>You left the table.</translation>
    </message>
    <message>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>Dead heat</source>
        <translation>Dead heat</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Blocked</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Round by round</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Leave table</translation>
    </message>
    <message>
        <source>Replay last round</source>
        <translation>Replay last round</translation>
    </message>
    <message>
        <source>Every move of the game&apos;s last round, from the deal</source>
        <translation>Every move of the game&apos;s last round, from the deal</translation>
    </message>
    <message>
        <source>{team} win!</source>
        <translation>{team} win!</translation>
    </message>
    <message>
        <source>Final score {won} to {lost} (target {target})</source>
        <translation>Final score {won} to {lost} (target {target})</translation>
    </message>
    <message>
        <source>How round {round} ended</source>
        <translation>How round {round} ended</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Ending</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Scored</translation>
    </message>
    <message>
        <source>{team} +{points}</source>
        <translation>{team} +{points}</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Stop watching</translation>
    </message>
    <message>
        <source>{host} can start a new game. Stay to watch it: it starts right here.</source>
        <translation>{host} can start a new game. Stay to watch it: it starts right here.</translation>
    </message>
    <message>
        <source>{host} can start a new game with the four of you. Stay at the table: it starts right here.</source>
        <translation>{host} can start a new game with the four of you. Stay at the table: it starts right here.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{key}: {tile}</source>
        <translation>{key}: {tile}</translation>
    </message>
    <message>
        <source>{key}: {tile} (does not fit)</source>
        <translation>{key}: {tile} (does not fit)</translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation>No tiles left</translation>
    </message>
    <message>
        <source>{team}: {points}, leading</source>
        <translation>{team}: {points}, leading</translation>
    </message>
    <message>
        <source>{team}: {points}</source>
        <translation>{team}: {points}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>How to play (F1); every key of the game (?)</source>
        <translation>How to play (F1); every key of the game (?)</translation>
    </message>
    <message>
        <source>Round so far</source>
        <translation>Round so far</translation>
    </message>
    <message>
        <source>Show or hide every play and pass of this round (L)</source>
        <translation>Show or hide every play and pass of this round (L)</translation>
    </message>
    <message>
        <source>Target {target}</source>
        <translation>Target {target}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <source># Rules not found

The rules that come with Dominos are missing from this installation. Reinstalling it brings them back.</source>
        <translation># Rules not found

The rules that come with Dominos are missing from this installation. Reinstalling it brings them back.</translation>
    </message>
    <message>
        <source>How to play Dominos</source>
        <translation>How to play Dominos</translation>
    </message>
    <message>
        <source>1 to 7</source>
        <translation>1 to 7</translation>
    </message>
    <message>
        <source>Pick a tile of your hand, counted from the left</source>
        <translation>Pick a tile of your hand, counted from the left</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the picked tile (on the right end if it fits both)</source>
        <translation>Play the picked tile (on the right end if it fits both)</translation>
    </message>
    <message>
        <source>Left or Up</source>
        <translation>Left or Up</translation>
    </message>
    <message>
        <source>Choose the left end (the top one once the line turns)</source>
        <translation>Choose the left end (the top one once the line turns)</translation>
    </message>
    <message>
        <source>Right or Down</source>
        <translation>Right or Down</translation>
    </message>
    <message>
        <source>Choose the right end (the bottom one once the line turns)</source>
        <translation>Choose the right end (the bottom one once the line turns)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Put the picked tile back</source>
        <translation>Put the picked tile back</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass, when nothing in your hand fits</source>
        <translation>Pass, when nothing in your hand fits</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide every play and pass of the round so far</source>
        <translation>Show or hide every play and pass of the round so far</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between buttons; Space presses the outlined one</source>
        <translation>Move between buttons; Space presses the outlined one</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>The rules</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>This list of keys</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Playing with the keyboard</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>What it does</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Last move</translation>
    </message>
    <message>
        <source>Replay of round {number}</source>
        <translation>Replay of round {number}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>The hands as dealt (Home)</source>
        <translation>The hands as dealt (Home)</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>One move back (Left arrow)</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>One move forward (Right arrow)</translation>
    </message>
    <message>
        <source>The end of the round (End)</source>
        <translation>The end of the round (End)</translation>
    </message>
    <message>
        <source>{team} went out and scored {points}</source>
        <translation>{team} went out and scored {points}</translation>
    </message>
    <message>
        <source>Blocked: {team} scored {points}</source>
        <translation>Blocked: {team} scored {points}</translation>
    </message>
    <message>
        <source>The hands as dealt; {name} opens.</source>
        <translation>The hands as dealt; {name} opens.</translation>
    </message>
    <message>
        <source>Move {n} of {total}: {move}</source>
        <translation>Move {n} of {total}: {move}</translation>
    </message>
    <message>
        <source>Start next round now</source>
        <translation>Start next round now</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Every move of the round that just ended, from the deal</source>
        <translation>Every move of the round that just ended, from the deal</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>What each play of the round was worth, all hands known</source>
        <translation>What each play of the round was worth, all hands known</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>Round {round} is over</translation>
    </message>
    <message>
        <source>{team} {score} (+{points})</source>
        <translation>{team} {score} (+{points})</translation>
    </message>
    <message>
        <source>{team} {score}</source>
        <translation>{team} {score}</translation>
    </message>
    <message>
        <source>Score now: {totals}.</source>
        <translation>Score now: {totals}.</translation>
    </message>
    <message>
        <source>Waiting for the host to come back</source>
        <translation>Waiting for the host to come back</translation>
    </message>
    <message>
        <source>Next round in {seconds} s</source>
        <translation>Next round in {seconds} s</translation>
    </message>
    <message>
        <source>Next round starting</source>
        <translation>Next round starting</translation>
    </message>
    <message>
        <source>{name} passed on {numbers}</source>
        <translation>{name} passed on {numbers}</translation>
    </message>
    <message>
        <source>{name} opened with {tile}</source>
        <translation>{name} opened with {tile}</translation>
    </message>
    <message>
        <source>{name}: {tile} on the left</source>
        <translation>{name}: {tile} on the left</translation>
    </message>
    <message>
        <source>{name}: {tile} on the right</source>
        <translation>{name}: {tile} on the right</translation>
    </message>
    <message>
        <source>{move} (time ran out)</source>
        <translation>{move} (time ran out)</translation>
    </message>
    <message>
        <source>The round so far</source>
        <translation>The round so far</translation>
    </message>
    <message>
        <source>On the line, of each number&apos;s seven</source>
        <translation>On the line, of each number&apos;s seven</translation>
    </message>
    <message>
        <source>Moves of this round</source>
        <translation>Moves of this round</translation>
    </message>
    <message>
        <source>Nothing played yet.</source>
        <translation>Nothing played yet.</translation>
    </message>
    <message>
        <source>{count}/7</source>
        <translation>{count}/7</translation>
    </message>
    <message>
        <source>{count} of the seven tiles with a {number} are on the line</source>
        <translation>{count} of the seven tiles with a {number} are on the line</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Show the table</translation>
    </message>
    <message>
        <source>{host} started a new game, to {target}</source>
        <translation>{host} started a new game, to {target}</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Show the scores</translation>
    </message>
    <message>
        <source>{team}: {pips} in hand</source>
        <translation>{team}: {pips} in hand</translation>
    </message>
    <message>
        <source>no tiles left</source>
        <translation>no tiles left</translation>
    </message>
    <message>
        <source>Clocks stopped: waiting for the host to come back</source>
        <translation>Clocks stopped: waiting for the host to come back</translation>
    </message>
    <message>
        <source>Your turn · {seconds} s</source>
        <translation>Your turn · {seconds} s</translation>
    </message>
    <message>
        <source>{name} to play · {seconds} s</source>
        <translation>{name} to play · {seconds} s</translation>
    </message>
    <message>
        <source>Enter plays {tile} {where}; to choose the end, click it or press Left or Right</source>
        <translation>Enter plays {tile} {where}; to choose the end, click it or press Left or Right</translation>
    </message>
    <message>
        <source>Nothing fits: pass</source>
        <translation>Nothing fits: pass</translation>
    </message>
    <message>
        <source>Enter plays {tile}, Escape cancels</source>
        <translation>Enter plays {tile}, Escape cancels</translation>
    </message>
    <message>
        <source>Enter plays {tile} {where}, Escape cancels</source>
        <translation>Enter plays {tile} {where}, Escape cancels</translation>
    </message>
    <message>
        <source>Points given away with all hands known ({counted} rounds)</source>
        <translation>Points given away with all hands known ({counted} rounds)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>not estimated</translation>
    </message>
    <message>
        <source>With what each player knew ({counted} rounds)</source>
        <translation>With what each player knew ({counted} rounds)</translation>
    </message>
    <message>
        <source>Opened by</source>
        <translation>Opened by</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Rounds of this game</source>
        <translation>Rounds of this game</translation>
    </message>
    <message>
        <source>&lt; &amp;All games</source>
        <translation>&lt; &amp;All games</translation>
    </message>
    <message>
        <source>&amp;Replay round</source>
        <translation>&amp;Replay round</translation>
    </message>
    <message>
        <source>Save re&amp;cord...</source>
        <translation>Save re&amp;cord...</translation>
    </message>
    <message>
        <source>Save &amp;page...</source>
        <translation>Save &amp;page...</translation>
    </message>
    <message>
        <source>{first} {a} - {b} {second}, to {target}: {winner} won</source>
        <translation>{first} {a} - {b} {second}, to {target}: {winner} won</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>went out</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blocked</translation>
    </message>
    <message>
        <source>No round of this game has been reviewed yet: the points each player gave away are counted from the rounds&apos; reviews.</source>
        <translation>No round of this game has been reviewed yet: the points each player gave away are counted from the rounds&apos; reviews.</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Save the game&apos;s record</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Game records (*.json)</translation>
    </message>
    <message>
        <source>Save the game as a page</source>
        <translation>Save the game as a page</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Web pages (*.html)</translation>
    </message>
    <message>
        <source>Could not save {file}: {reason}</source>
        <translation>Could not save {file}: {reason}</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Saved as {file}.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Team 1</source>
        <translation>Team 1</translation>
    </message>
    <message>
        <source>Team 2</source>
        <translation>Team 2</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Rounds won going out</source>
        <translation>Rounds won going out</translation>
    </message>
    <message>
        <source>Rounds won by a block</source>
        <translation>Rounds won by a block</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Points per round</translation>
    </message>
    <message>
        <source>Biggest round</source>
        <translation>Biggest round</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Games played at this computer, newest first</source>
        <translation>Games played at this computer, newest first</translation>
    </message>
    <message>
        <source>Each pair&apos;s games and results</source>
        <translation>Each pair&apos;s games and results</translation>
    </message>
    <message>
        <source>Each player&apos;s points given away over all games, from the rounds reviewed</source>
        <translation>Each player&apos;s points given away over all games, from the rounds reviewed</translation>
    </message>
    <message>
        <source>No finished games yet: each game played here is kept once it ends.</source>
        <translation>No finished games yet: each game played here is kept once it ends.</translation>
    </message>
    <message>
        <source>&amp;Open a record...</source>
        <translation>&amp;Open a record...</translation>
    </message>
    <message>
        <source>Show &amp;game</source>
        <translation>Show &amp;game</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Players: points given away</source>
        <translation>Players: points given away</translation>
    </message>
    <message>
        <source>The history of games cannot be read on this computer.</source>
        <translation>The history of games cannot be read on this computer.</translation>
    </message>
    <message>
        <source>This game cannot be read from the history.</source>
        <translation>This game cannot be read from the history.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Open a game record</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>The file cannot be read: {reason}</translation>
    </message>
    <message>
        <source>This file is not a game record Dominos can replay.</source>
        <translation>This file is not a game record Dominos can replay.</translation>
    </message>
    <message>
        <source>{first} against {second}</source>
        <translation>{first} against {second}</translation>
    </message>
    <message>
        <source>Target {target}. Final score {a} to {b}: {winner} won.</source>
        <translation>Target {target}. Final score {a} to {b}: {winner} won.</translation>
    </message>
    <message>
        <source>Finished {when} (UTC)</source>
        <translation>Finished {when} (UTC)</translation>
    </message>
    <message>
        <source>Hand as dealt</source>
        <translation>Hand as dealt</translation>
    </message>
    <message>
        <source>Score chart: {first} {a}, {second} {b}, after {n} rounds</source>
        <translation>Score chart: {first} {a}, {second} {b}, after {n} rounds</translation>
    </message>
    <message>
        <source>The table is back, and it is your turn.</source>
        <translation>The table is back, and it is your turn.</translation>
    </message>
    <message>
        <source>It is your turn at the table.</source>
        <translation>It is your turn at the table.</translation>
    </message>
    <message>
        <source>{seconds} seconds left to play.</source>
        <translation>{seconds} seconds left to play.</translation>
    </message>
    <message>
        <source>Your turn: {seconds} s left</source>
        <translation>Your turn: {seconds} s left</translation>
    </message>
    <message>
        <source>This computer&apos;s disk would not record that you closed the table, so Dominos may offer to resume it next time: just open a new table instead.</source>
        <translation>This computer&apos;s disk would not record that you closed the table, so Dominos may offer to resume it next time: just open a new table instead.</translation>
    </message>
    <message>
        <source>Working out what would have happened...</source>
        <translation>Working out what would have happened...</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passes</translation>
    </message>
    <message>
        <source>{team} would go out and score {points}.</source>
        <translation>{team} would go out and score {points}.</translation>
    </message>
    <message>
        <source>Blocked: {team} would score {points}.</source>
        <translation>Blocked: {team} would score {points}.</translation>
    </message>
    <message>
        <source>If {name} had played {tile}, and everyone their best after it: {moves}.</source>
        <translation>If {name} had played {tile}, and everyone their best after it: {moves}.</translation>
    </message>
    <message>
        <source>Review of round {number}</source>
        <translation>Review of round {number}</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>Stop searching; the plays found so far stay shown</source>
        <translation>Stop searching; the plays found so far stay shown</translation>
    </message>
    <message>
        <source>&amp;Key moments: the plays that gave the most points away</source>
        <translation>&amp;Key moments: the plays that gave the most points away</translation>
    </message>
    <message>
        <source>&amp;Every play</source>
        <translation>&amp;Every play</translation>
    </message>
    <message>
        <source>&amp;What if?</source>
        <translation>&amp;What if?</translation>
    </message>
    <message>
        <source>&amp;Learn from mistakes</source>
        <translation>&amp;Learn from mistakes</translation>
    </message>
    <message>
        <source>Each play that gave points away, as a question: find the best play first</source>
        <translation>Each play that gave points away, as a question: find the best play first</translation>
    </message>
    <message>
        <source>Each of your plays that gave points away, as a question: find the best first</source>
        <translation>Each of your plays that gave points away, as a question: find the best first</translation>
    </message>
    <message>
        <source>Play the option picked above instead, and everyone their best after it (Enter)</source>
        <translation>Play the option picked above instead, and everyone their best after it (Enter)</translation>
    </message>
    <message>
        <source>Every play, with all hands known. With what each player knew: {done} of {total} plays so far.</source>
        <translation>Every play, with all hands known. With what each player knew: {done} of {total} plays so far.</translation>
    </message>
    <message>
        <source>Searching every play with all hands known: {done} of {total}</source>
        <translation>Searching every play with all hands known: {done} of {total}</translation>
    </message>
    <message>
        <source>Stopped after {done} of {total} plays.</source>
        <translation>Stopped after {done} of {total} plays.</translation>
    </message>
    <message>
        <source>The review could not be finished: {reason}</source>
        <translation>The review could not be finished: {reason}</translation>
    </message>
    <message>
        <source>Play {n}: {name} to play. Values for {team}, with all hands known (+N: they score N when the round ends; -N: the others do):</source>
        <translation>Play {n}: {name} to play. Values for {team}, with all hands known (+N: they score N when the round ends; -N: the others do):</translation>
    </message>
    <message>
        <source>With all hands known, after each play: {colour0}, {team0} would score; {colour1}, {team1}. Red dots: plays that gave points away. Click one to see it.</source>
        <translation>With all hands known, after each play: {colour0}, {team0} would score; {colour1}, {team1}. Red dots: plays that gave points away. Click one to see it.</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>teal</translation>
    </message>
    <message>
        <source>tan</source>
        <translation>tan</translation>
    </message>
    <message>
        <source>Value of the round for {team} after every play</source>
        <translation>Value of the round for {team} after every play</translation>
    </message>
    <message>
        <source>Every play, with what each player knew and with all hands known.</source>
        <translation>Every play, with what each player knew and with all hands known.</translation>
    </message>
    <message>
        <source>Above the line {team0} would score, below it {team1}, with all hands known</source>
        <translation>Above the line {team0} would score, below it {team1}, with all hands known</translation>
    </message>
    <message>
        <source>{tile} on the left</source>
        <translation>{tile} on the left</translation>
    </message>
    <message>
        <source>{tile} on the right</source>
        <translation>{tile} on the right</translation>
    </message>
    <message>
        <source>Ne&amp;xt mistake</source>
        <translation>Ne&amp;xt mistake</translation>
    </message>
    <message>
        <source>None of your plays gave points away.</source>
        <translation>None of your plays gave points away.</translation>
    </message>
    <message>
        <source>No play gave points away.</source>
        <translation>No play gave points away.</translation>
    </message>
    <message>
        <source>Mistake {n} of {total}: {name} to play. Which play was best? (Enter)</source>
        <translation>Mistake {n} of {total}: {name} to play. Which play was best? (Enter)</translation>
    </message>
    <message>
        <source>Yes: {option} was the best play, {value}.</source>
        <translation>Yes: {option} was the best play, {value}.</translation>
    </message>
    <message>
        <source>Not the best: {option} is worth {value}.</source>
        <translation>Not the best: {option} is worth {value}.</translation>
    </message>
    <message>
        <source>Best: {best}, {value}. Played: {played}, {worth}.</source>
        <translation>Best: {best}, {value}. Played: {played}, {worth}.</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the only play</source>
        <translation>{n}. {name} played {tile}: the only play</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: gave away {points} with all hands known</source>
        <translation>{n}. {name} played {tile}: gave away {points} with all hands known</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best play, with all hands known</source>
        <translation>{n}. {name} played {tile}: the best play, with all hands known</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best with what {name} knew (gave away {points} with all hands known)</source>
        <translation>{n}. {name} played {tile}: the best with what {name} knew (gave away {points} with all hands known)</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best play</source>
        <translation>{n}. {name} played {tile}: the best play</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile} {mark}: gave away {known} with what {name} knew, {points} with all hands known</source>
        <translation>{n}. {name} played {tile} {mark}: gave away {known} with what {name} knew, {points} with all hands known</translation>
    </message>
    <message>
        <source>Gave away: points fewer than the best play there would have scored. Fair: with what the player knew; with all hands known is as if every tile were face up. ?! 2 to 4 points, ? 5 to 9, ?? 10 or more.</source>
        <translation>Gave away: points fewer than the best play there would have scored. Fair: with what the player knew; with all hands known is as if every tile were face up. ?! 2 to 4 points, ? 5 to 9, ?? 10 or more.</translation>
    </message>
    <message>
        <source>{tile} on the left: {value}</source>
        <translation>{tile} on the left: {value}</translation>
    </message>
    <message>
        <source>{tile} on the right: {value}</source>
        <translation>{tile} on the right: {value}</translation>
    </message>
    <message>
        <source>{tile}: {value}</source>
        <translation>{tile}: {value}</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(played)</translation>
    </message>
    <message>
        <source>(the best: even the best play loses {points})</source>
        <translation>(the best: even the best play loses {points})</translation>
    </message>
    <message>
        <source>(best)</source>
        <translation>(best)</translation>
    </message>
    <message>
        <source>As known to the &amp;player</source>
        <translation>As known to the &amp;player</translation>
    </message>
    <message>
        <source>Each option averaged over every deal this player could not rule out</source>
        <translation>Each option averaged over every deal this player could not rule out</translation>
    </message>
    <message>
        <source>Drawing the deals this player could not rule out...</source>
        <translation>Drawing the deals this player could not rule out...</translation>
    </message>
    <message>
        <source>{option}: {mean}, exact</source>
        <translation>{option}: {mean}, exact</translation>
    </message>
    <message>
        <source>{option}: {mean} ± {margin}</source>
        <translation>{option}: {mean} ± {margin}</translation>
    </message>
    <message>
        <source>With what {name} knew: gave away {points} on average, over all {n} deals.</source>
        <translation>With what {name} knew: gave away {points} on average, over all {n} deals.</translation>
    </message>
    <message>
        <source>With what {name} knew: gave away {points} on average, from {n} deals.</source>
        <translation>With what {name} knew: gave away {points} on average, from {n} deals.</translation>
    </message>
    <message>
        <source>(refining)</source>
        <translation>(refining)</translation>
    </message>
    <message numerus="yes">
        <source>%n watching: {names}</source>
        <translation>
            <numerusform>%n watching: {names}</numerusform>
            <numerusform>%n watching: {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching {table}</source>
        <translation>Watching {table}</translation>
    </message>
    <message>
        <source>Watching {name}&apos;s table</source>
        <translation>Watching {name}&apos;s table</translation>
    </message>
    <message>
        <source>You sat down in seat {seat}, partnering {partner}.</source>
        <translation>You sat down in seat {seat}, partnering {partner}.</translation>
    </message>
    <message>
        <source>You sat down in seat {seat}, on the team of seats {a} and {b}.</source>
        <translation>You sat down in seat {seat}, on the team of seats {a} and {b}.</translation>
    </message>
    <message>
        <source>{name} sat down in seat {seat}, partnering {partner}.</source>
        <translation>{name} sat down in seat {seat}, partnering {partner}.</translation>
    </message>
    <message>
        <source>{name} sat down in seat {seat}, on the team of seats {a} and {b}.</source>
        <translation>{name} sat down in seat {seat}, on the team of seats {a} and {b}.</translation>
    </message>
    <message>
        <source>{counted} of {rounds}</source>
        <translation>{counted} of {rounds}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Given away, all hands known</source>
        <translation>Given away, all hands known</translation>
    </message>
    <message>
        <source>Rounds reviewed</source>
        <translation>Rounds reviewed</translation>
    </message>
    <message>
        <source>Given away, as they knew</source>
        <translation>Given away, as they knew</translation>
    </message>
    <message>
        <source>Rounds estimated</source>
        <translation>Rounds estimated</translation>
    </message>
    <message>
        <source>Points the player&apos;s plays gave away, judged with every hand known, over the rounds reviewed</source>
        <translation>Points the player&apos;s plays gave away, judged with every hand known, over the rounds reviewed</translation>
    </message>
    <message>
        <source>Rounds whose review is kept, of the rounds the player played</source>
        <translation>Rounds whose review is kept, of the rounds the player played</translation>
    </message>
    <message>
        <source>Points the player&apos;s plays gave away on average over every deal they could not rule out, over the rounds estimated</source>
        <translation>Points the player&apos;s plays gave away on average over every deal they could not rule out, over the rounds estimated</translation>
    </message>
    <message>
        <source>Rounds each of whose plays was also estimated with what its player knew</source>
        <translation>Rounds each of whose plays was also estimated with what its player knew</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation>not reviewed</translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Join by address</translation>
    </message>
    <message>
        <source>Watch by address</source>
        <translation>Watch by address</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows the addresses to type, such as 192.168.1.20:47474.</source>
        <translation>The host&apos;s lobby shows the addresses to type, such as 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Table address</source>
        <translation>Table address</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>host:port</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Invitation code</translation>
    </message>
    <message>
        <source>Reaching the table</source>
        <translation>Reaching the table</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Address</translation>
    </message>
    <message>
        <source>Invitation &amp;code</source>
        <translation>Invitation &amp;code</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Watch</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Watch the game without a seat</translation>
    </message>
    <message>
        <source>Reaching the table...</source>
        <translation>Reaching the table...</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
</context>
<context>
    <name>HomeHeader</name>
    <message>
        <source>Dominos</source>
        <translation>Dominos</translation>
    </message>
    <message>
        <source>Four friends, two teams, one line of tiles.</source>
        <translation>Four friends, two teams, one line of tiles.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Looking for tables...</source>
        <translation>Looking for tables...</translation>
    </message>
    <message>
        <source>The name the others will see</source>
        <translation>The name the others will see</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Your name</translation>
    </message>
    <message>
        <source>&amp;Host a table</source>
        <translation>&amp;Host a table</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>Open a table on this computer and invite three friends.</source>
        <translation>Open a table on this computer and invite three friends.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>Code from the host, e.g. K7QM2X</source>
        <translation>Code from the host, e.g. K7QM2X</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Invitation code</translation>
    </message>
    <message>
        <source>Invitation &amp;code</source>
        <translation>Invitation &amp;code</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <source>Join with this code</source>
        <translation>Join with this code</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Watch</translation>
    </message>
    <message>
        <source>Watch with this code</source>
        <translation>Watch with this code</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Watch the game without a seat</translation>
    </message>
    <message>
        <source>&amp;Tables on your network</source>
        <translation>&amp;Tables on your network</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tables on your network</translation>
    </message>
    <message>
        <source>Join by &amp;address...</source>
        <translation>Join by &amp;address...</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Join by address</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferences...</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Hi&amp;story...</source>
        <translation>Hi&amp;story...</translation>
    </message>
    <message>
        <source>History of the games played here</source>
        <translation>History of the games played here</translation>
    </message>
    <message>
        <source>Your seat and your hand are kept for you.</source>
        <translation>Your seat and your hand are kept for you.</translation>
    </message>
    <message>
        <source>Pick a table, or just type the code: Join finds the table for you.</source>
        <translation>Pick a table, or just type the code: Join finds the table for you.</translation>
    </message>
    <message>
        <source>No tables found yet. They appear here as soon as a host opens one.</source>
        <translation>No tables found yet. They appear here as soon as a host opens one.</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows the addresses to type.</source>
        <translation>The host&apos;s lobby shows the addresses to type.</translation>
    </message>
    <message>
        <source>Welcome! Type your name to begin.</source>
        <translation>Welcome! Type your name to begin.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>The first team to reach the target wins. Points above it still count.</source>
        <translation>The first team to reach the target wins. Points above it still count.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} points</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Target</translation>
    </message>
    <message>
        <source>Let friends &amp;watch</source>
        <translation>Let friends &amp;watch</translation>
    </message>
    <message>
        <source>Up to 8 friends who know the code can watch the game without a seat; they never see a hand before the round ends.</source>
        <translation>Up to 8 friends who know the code can watch the game without a seat; they never see a hand before the round ends.</translation>
    </message>
    <message>
        <source>&amp;Open table</source>
        <translation>&amp;Open table</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <translation>&amp;Start new game</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Start new game</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Open table</translation>
    </message>
</context>
<context>
    <name>JournalNews</name>
    <message>
        <source>Deal this round again</source>
        <translation>Deal this round again</translation>
    </message>
    <message>
        <source>The host can&apos;t save this table: if it stops now, the latest moves are lost.</source>
        <translation>The host can&apos;t save this table: if it stops now, the latest moves are lost.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped: this round went back to an earlier point.</source>
        <translation>The host lost the latest moves when it stopped: this round went back to an earlier point.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps: waiting for {names}.</source>
        <translation>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps: waiting for {names}.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps...</source>
        <translation>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps...</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped: this round was dealt again from the start, with the scores it had saved.</source>
        <translation>The host lost the latest moves when it stopped: this round was dealt again from the start, with the scores it had saved.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and {names} could not give back what they saw in time.</source>
        <translation>The host lost the latest moves when it stopped, and {names} could not give back what they saw in time.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and too few of the players&apos; apps know them to get them back.</source>
        <translation>The host lost the latest moves when it stopped, and too few of the players&apos; apps know them to get them back.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and the players&apos; apps do not agree on what happened.</source>
        <translation>The host lost the latest moves when it stopped, and the players&apos; apps do not agree on what happened.</translation>
    </message>
    <message>
        <source>The host lost too many rounds when it stopped: the players&apos; apps no longer keep the oldest of them.</source>
        <translation>The host lost too many rounds when it stopped: the players&apos; apps no longer keep the oldest of them.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and what the players&apos; apps saw does not add up by the rules.</source>
        <translation>The host lost the latest moves when it stopped, and what the players&apos; apps saw does not add up by the rules.</translation>
    </message>
    <message>
        <source>The game went back to the lobby.</source>
        <translation>The game went back to the lobby.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point.</source>
        <translation>This round went back to an earlier point.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point: you can deal it again.</source>
        <translation>This round went back to an earlier point: you can deal it again.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point: the host can deal it again.</source>
        <translation>This round went back to an earlier point: the host can deal it again.</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Invitation code</source>
        <translation>Invitation code</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Copy the invitation code</source>
        <translation>Copy the invitation code</translation>
    </message>
    <message>
        <source>Tell your friends this code: they type it on their home screen to join.</source>
        <translation>Tell your friends this code: they type it on their home screen to join.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host says so.</source>
        <translation>You have a seat. The game starts when the host says so.</translation>
    </message>
    <message>
        <source>Seats {a} and {b}</source>
        <translation>Seats {a} and {b}</translation>
    </message>
    <message>
        <source>Partners sit across: seats 1 and 3 play against 2 and 4.</source>
        <translation>Partners sit across: seats 1 and 3 play against 2 and 4.</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Start game</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Start game</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Leave</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free.</source>
        <translation>
            <numerusform>%n seat free.</numerusform>
            <numerusform>%n seats free.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching. While a seat is free, you can take it.</source>
        <translation>You are watching. While a seat is free, you can take it.</translation>
    </message>
    <message>
        <source>You are watching. The game starts when the host says so.</source>
        <translation>You are watching. The game starts when the host says so.</translation>
    </message>
    <message>
        <source>Stop &amp;watching</source>
        <translation>Stop &amp;watching</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Stop watching</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>If the table doesn&apos;t show up for them, they can join by address: {a}</source>
        <translation>If the table doesn&apos;t show up for them, they can join by address: {a}</translation>
    </message>
    <message>
        <source>&amp;Take the free seat</source>
        <translation>&amp;Take the free seat</translation>
    </message>
    <message>
        <source>Take the free seat</source>
        <translation>Take the free seat</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}&apos;s table</translation>
    </message>
    <message>
        <source>First team to {target} points wins.</source>
        <translation>First team to {target} points wins.</translation>
    </message>
    <message>
        <source>{n}.</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation>reconnecting</translation>
    </message>
    <message>
        <source>{name}  ({notes})</source>
        <translation>{name}  ({notes})</translation>
    </message>
    <message>
        <source>waiting for a player...</source>
        <translation>waiting for a player...</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Waiting for the host to start.</source>
        <translation>Waiting for the host to start.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>Waiting for %n more player.</numerusform>
            <numerusform>Waiting for %n more players.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Everyone is here.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Close the table?</translation>
    </message>
    <message>
        <source>Leaving closes the table for everyone.</source>
        <translation>Leaving closes the table for everyone.</translation>
    </message>
    <message>
        <source>The other players go back to their home screen.</source>
        <translation>The other players go back to their home screen.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Close the table</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Dominos</source>
        <translation>Dominos</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Leave the table?</translation>
    </message>
    <message>
        <source>Stop watching?</source>
        <translation>Stop watching?</translation>
    </message>
    <message>
        <source>You stop watching this table.</source>
        <translation>You stop watching this table.</translation>
    </message>
    <message>
        <source>The game goes on without you. To watch again, use the table&apos;s code.</source>
        <translation>The game goes on without you. To watch again, use the table&apos;s code.</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Stop watching</translation>
    </message>
    <message>
        <source>Keep watching</source>
        <translation>Keep watching</translation>
    </message>
    <message>
        <source>Your seat is given up for someone else.</source>
        <translation>Your seat is given up for someone else.</translation>
    </message>
    <message>
        <source>The others go back to the lobby and wait for a fourth player. To play with them again, join with the table&apos;s code while a seat is free.</source>
        <translation>The others go back to the lobby and wait for a fourth player. To play with them again, join with the table&apos;s code while a seat is free.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>Dominos - {name}</source>
        <translation>Dominos - {name}</translation>
    </message>
    <message>
        <source>Can&apos;t reach the host. Waiting for the table to come back... ({seconds} s)</source>
        <translation>Can&apos;t reach the host. Waiting for the table to come back... ({seconds} s)</translation>
    </message>
    <message>
        <source>Stop trying</source>
        <translation>Stop trying</translation>
    </message>
    <message>
        <source>Quit Dominos?</source>
        <translation>Quit Dominos?</translation>
    </message>
    <message>
        <source>Quitting closes your table for everyone.</source>
        <translation>Quitting closes your table for everyone.</translation>
    </message>
    <message>
        <source>The other players go back to their home screen.</source>
        <translation>The other players go back to their home screen.</translation>
    </message>
    <message>
        <source>Quit and close the table</source>
        <translation>Quit and close the table</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>The game goes on without you for now.</source>
        <translation>The game goes on without you for now.</translation>
    </message>
    <message>
        <source>Your seat and your tiles are kept. While you are away the table plays for you after {seconds} seconds each turn. Start Dominos again and choose Rejoin to take your seat back.</source>
        <translation>Your seat and your tiles are kept. While you are away the table plays for you after {seconds} seconds each turn. Start Dominos again and choose Rejoin to take your seat back.</translation>
    </message>
    <message>
        <source>Quit for now</source>
        <translation>Quit for now</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>&amp;Sounds at the table</source>
        <translation>&amp;Sounds at the table</translation>
    </message>
    <message>
        <source>&amp;Play a test sound</source>
        <translation>&amp;Play a test sound</translation>
    </message>
    <message>
        <source>Your turn&apos;s sound, at the volume set below</source>
        <translation>Your turn&apos;s sound, at the volume set below</translation>
    </message>
    <message>
        <source>This computer has no sound output (no sound card or sound service was found), so the table stays silent.</source>
        <translation>This computer has no sound output (no sound card or sound service was found), so the table stays silent.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>&amp;Tell me when my turn starts in another window</source>
        <translation>&amp;Tell me when my turn starts in another window</translation>
    </message>
    <message>
        <source>Flashes the taskbar or dock, shows a notification where the desktop offers them, and warns again 10 seconds before the time runs out.</source>
        <translation>Flashes the taskbar or dock, shows a notification where the desktop offers them, and warns again 10 seconds before the time runs out.</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Motion</translation>
    </message>
    <message>
        <source>As the system says</source>
        <translation>As the system says</translation>
    </message>
    <message>
        <source>Keep still</source>
        <translation>Keep still</translation>
    </message>
    <message>
        <source>Slide tiles in</source>
        <translation>Slide tiles in</translation>
    </message>
    <message>
        <source>Tile faces</source>
        <translation>Tile faces</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Pips</translation>
    </message>
    <message>
        <source>Numerals</source>
        <translation>Numerals</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;High contrast</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Your name</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Volume</translation>
    </message>
    <message>
        <source>&amp;Motion</source>
        <translation>&amp;Motion</translation>
    </message>
    <message>
        <source>Tile &amp;faces</source>
        <translation>Tile &amp;faces</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>Opening the table...</source>
        <translation>Opening the table...</translation>
    </message>
    <message>
        <source>The usual port was taken, so this table uses port {port}.</source>
        <translation>The usual port was taken, so this table uses port {port}.</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>Joining...</translation>
    </message>
    <message>
        <source>Taking your seat back...</source>
        <translation>Taking your seat back...</translation>
    </message>
    <message numerus="yes">
        <source>The table asks to wait. Trying again in %n second(s)...</source>
        <translation>
            <numerusform>The table asks to wait. Trying again in %n second...</numerusform>
            <numerusform>The table asks to wait. Trying again in %n seconds...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableList</name>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}&apos;s table</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>waiting for players</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>between rounds</source>
        <translation>between rounds</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>game over</translation>
    </message>
    <message>
        <source>{seats}/4 seated</source>
        <translation>{seats}/4 seated</translation>
    </message>
    <message>
        <source>{seats}/4 seated, {away} away</source>
        <translation>{seats}/4 seated, {away} away</translation>
    </message>
    <message>
        <source>hosted by {host}  ·  {seated}  ·  {phase}</source>
        <translation>hosted by {host}  ·  {seated}  ·  {phase}</translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n watching</numerusform>
            <numerusform>%n watching</numerusform>
        </translation>
    </message>
    <message>
        <source>another version of Dominos</source>
        <translation>another version of Dominos</translation>
    </message>
</context>
<context>
    <name>WhoLeft</name>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} left the table.</translation>
    </message>
    <message>
        <source>You move from seat {old} to seat {new}.</source>
        <translation>You move from seat {old} to seat {new}.</translation>
    </message>
    <message>
        <source>{name} moves from seat {old} to seat {new}.</source>
        <translation>{name} moves from seat {old} to seat {new}.</translation>
    </message>
    <message>
        <source>Your partner is now {name}.</source>
        <translation>Your partner is now {name}.</translation>
    </message>
    <message>
        <source>{first} and {second} are now partners.</source>
        <translation>{first} and {second} are now partners.</translation>
    </message>
    <message>
        <source>You will partner the next player to join.</source>
        <translation>You will partner the next player to join.</translation>
    </message>
    <message>
        <source>{name} will partner the next player to join.</source>
        <translation>{name} will partner the next player to join.</translation>
    </message>
</context>
<context>
    <name>WindowPages</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Keys</translation>
    </message>
</context>
<context>
    <name>WindowPreferences</name>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferences...</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({what}).</source>
        <translation>Something went wrong ({what}).</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>The details are in {path}.</translation>
    </message>
    <message>
        <source>Dominos is already open for you: its window is now in front.</source>
        <translation>Dominos is already open for you: its window is now in front.</translation>
    </message>
    <message>
        <source>Dominos is already open for you (process {pid}), but it does not answer. Close it, or end that process, then start Dominos again.</source>
        <translation>Dominos is already open for you (process {pid}), but it does not answer. Close it, or end that process, then start Dominos again.</translation>
    </message>
</context>
<context>
    <name>context</name>
    <message>
        <source>Looking for tables on the network is turned off.</source>
        <translation>Looking for tables on the network is turned off.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
</context>
<context>
    <name>seat</name>
    <message>
        <source>&amp;Resume your table</source>
        <translation>&amp;Resume your table</translation>
    </message>
    <message>
        <source>&amp;Rejoin the game at {table}</source>
        <translation>&amp;Rejoin the game at {table}</translation>
    </message>
</context>
</TS>

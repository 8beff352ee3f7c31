<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <source>No tile yet.</source>
        <translation>Aún no hay fichas.</translation>
    </message>
    <message>
        <source>One tile. Ends: {left} and {right}.</source>
        <translation>Una ficha. Puntas: {left} y {right}.</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles. Ends: {left} {left_where}, {right} {right_where}.</source>
        <translation>
            <numerusform>%n ficha. Puntas: {left} {left_where}, {right} {right_where}.</numerusform>
            <numerusform>%n fichas. Puntas: {left} {left_where}, {right} {right_where}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line of play</source>
        <translation>Fichas en la mesa</translation>
    </message>
    <message>
        <source>That code doesn&apos;t match this table. Check it with the host.</source>
        <translation>Ese código no es el de esta mesa. Compruébalo con el anfitrión.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer. Wait a minute, then try again.</source>
        <translation>Demasiados códigos incorrectos desde esta computadora. Espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The table is busy right now. Wait a moment, then try again.</source>
        <translation>La mesa está ocupada ahora mismo. Espera un momento y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The table stayed too busy to let you in for a minute and a half, so this app stopped trying. Try again later, or check the code with the host.</source>
        <translation>La mesa siguió demasiado ocupada para dejarte entrar durante un minuto y medio, así que esta aplicación dejó de intentarlo. Vuelve a intentarlo más tarde o comprueba el código con el anfitrión.</translation>
    </message>
    <message>
        <source>A code has 6 letters and digits, without 0, O, 1 or I. Check it with the host.</source>
        <translation>Un código tiene 6 letras y cifras, sin 0, O, 1 ni I. Compruébalo con el anfitrión.</translation>
    </message>
    <message>
        <source>No table on your network answers to that code. Check the code, or ask the host for an address and use Join by address.</source>
        <translation>Ninguna mesa de tu red responde a ese código. Revisa el código, o pide al anfitrión una dirección y usa Unirse por dirección.</translation>
    </message>
    <message>
        <source>This table already has four players. Ask the host to open another.</source>
        <translation>Esta mesa ya tiene cuatro jugadores. Pide al anfitrión que abra otra.</translation>
    </message>
    <message>
        <source>Someone at this table already uses that name. Pick another one.</source>
        <translation>Alguien en esta mesa ya usa ese nombre. Elige otro.</translation>
    </message>
    <message>
        <source>The host refused that name. Use 1 to 20 letters, digits or spaces.</source>
        <translation>El anfitrión rechazó ese nombre. Usa de 1 a 20 letras, cifras o espacios.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer valid. Join again with the code.</source>
        <translation>Tu lugar en esa mesa ya no es válido. Vuelve a unirte con el código.</translation>
    </message>
    <message>
        <source>That table runs another version of Dominos. Install the same version as the host.</source>
        <translation>Esa mesa usa otra versión de Dominos. Instala la misma versión que el anfitrión.</translation>
    </message>
    <message>
        <source>Couldn&apos;t reach the table. Check the address and that you are on the same network.</source>
        <translation>No se pudo conectar con la mesa. Revisa la dirección y que estés en la misma red.</translation>
    </message>
    <message>
        <source>The table didn&apos;t answer in time. Check the address and try again.</source>
        <translation>La mesa no respondió a tiempo. Revisa la dirección y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Type the address as host:port, for example 192.168.1.20:47474.</source>
        <translation>Escribe la dirección como equipo:puerto, por ejemplo 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Couldn&apos;t open a table on this computer.</source>
        <translation>No se pudo abrir una mesa en esta computadora.</translation>
    </message>
    <message>
        <source>The table you were hosting is gone: what this computer had saved of it was emptied or deleted, so its game can&apos;t be taken up again. Open a new table and give the players its code.</source>
        <translation>La mesa que tenías abierta ya no está: lo que esta computadora había guardado de ella se vació o se borró, así que su partida no se puede retomar. Abre una mesa nueva y da su código a los jugadores.</translation>
    </message>
    <message>
        <source>The host no longer has this game: what it had saved of the table was lost. Ask the host to open a new table, and join it with its code.</source>
        <translation>El anfitrión ya no tiene esta partida: se perdió lo que había guardado de la mesa. Pide al anfitrión que abra una mesa nueva y únete con su código.</translation>
    </message>
    <message>
        <source>Your table can&apos;t be taken up again: what this computer kept of it is damaged or gone. Open a new table.</source>
        <translation>Tu mesa no se puede retomar: lo que esta computadora guardó de ella está dañado o ya no está. Abre una mesa nueva.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <source>That tile doesn&apos;t fit there.</source>
        <translation>Esa ficha no entra ahí.</translation>
    </message>
    <message>
        <source>You have a tile that fits, so you can&apos;t pass.</source>
        <translation>Tienes una ficha que entra, así que no puedes pasar.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Solo el anfitrión puede hacer eso.</translation>
    </message>
    <message>
        <source>That can&apos;t be done right now.</source>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <source>Pick a target from 50 to 500 points, in steps of 50.</source>
        <translation>Elige una meta de 50 a 500 puntos, de 50 en 50.</translation>
    </message>
    <message>
        <source>You no longer have a seat at this table.</source>
        <translation>Ya no tienes lugar en esta mesa.</translation>
    </message>
    <message>
        <source>The host doesn&apos;t let anyone watch this table.</source>
        <translation>El anfitrión no deja mirar esta mesa a nadie.</translation>
    </message>
    <message>
        <source>As many people as this table takes are watching it already.</source>
        <translation>Ya están mirando esta mesa todas las personas que admite.</translation>
    </message>
    <message>
        <source>You are watching this table: only its players can do that.</source>
        <translation>Estás mirando esta mesa: solo sus jugadores pueden hacer eso.</translation>
    </message>
    <message>
        <source>The table didn&apos;t understand this app. Update Dominos.</source>
        <translation>La mesa no entendió a esta aplicación. Actualiza Dominos.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>El anfitrión cerró la mesa.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Se perdió la conexión con la mesa.</translation>
    </message>
    <message>
        <source>Not connected to the table right now. Wait for the reconnection, then try again.</source>
        <translation>Ahora mismo no hay conexión con la mesa. Espera a que se reconecte y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>That table is closing. Ask the host to open a new one.</source>
        <translation>Esa mesa se está cerrando. Pide al anfitrión que abra una nueva.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Algo salió mal.</translation>
    </message>
    <message>
        <source>Something went wrong ({code}).</source>
        <translation>Algo salió mal ({code}).</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is busy right now. Try again in {wait}.</source>
        <translation>La mesa está ocupada ahora mismo. Vuelve a intentarlo en {wait}.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried at this table lately. Try again in {wait}.</source>
        <translation>Se probaron demasiados códigos incorrectos en esta mesa hace poco. Vuelve a intentarlo en {wait}.</translation>
    </message>
    <message>
        <source>Type a name so the others know who you are.</source>
        <translation>Escribe un nombre para que los demás sepan quién eres.</translation>
    </message>
    <message>
        <source>At most {count} characters.</source>
        <translation>Como mucho {count} caracteres.</translation>
    </message>
    <message>
        <source>Use letters, digits, spaces and punctuation only.</source>
        <translation>Usa solo letras, cifras, espacios y signos de puntuación.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address, for example {examples}.</source>
        <translation>Escribe la dirección de la mesa, por ejemplo {examples}.</translation>
    </message>
    <message>
        <source>“{text}” is not an address. Type only the host and the port, for example {examples}.</source>
        <translation>«{text}» no es una dirección. Escribe solo el equipo y el puerto, por ejemplo {examples}.</translation>
    </message>
    <message>
        <source>“{text}” has a space in it; an address has none.</source>
        <translation>«{text}» tiene un espacio; una dirección no tiene ninguno.</translation>
    </message>
    <message>
        <source>“{text}” opens a bracket [ but does not close it.</source>
        <translation>«{text}» abre un corchete [ pero no lo cierra.</translation>
    </message>
    <message>
        <source>In “{text}”, only :port may follow the bracketed address, not {part}.</source>
        <translation>En «{text}», tras la dirección entre corchetes solo puede ir :puerto, no {part}.</translation>
    </message>
    <message>
        <source>“{text}” is not an IPv6 address. To add a port to an IPv6 address, put the address in brackets, for example [fe80::1]:47474.</source>
        <translation>«{text}» no es una dirección IPv6. Para añadir un puerto a una dirección IPv6, pon la dirección entre corchetes, por ejemplo [fe80::1]:47474.</translation>
    </message>
    <message>
        <source>“{text}” ends with a colon: add a port from 1 to 65535, or remove the colon.</source>
        <translation>«{text}» termina en dos puntos: añade un puerto del 1 al 65535 o quita los dos puntos.</translation>
    </message>
    <message>
        <source>In “{text}”, the port {port} is not a number from 1 to 65535.</source>
        <translation>En «{text}», el puerto {port} no es un número del 1 al 65535.</translation>
    </message>
    <message>
        <source>In “{text}”, {scope} is not a network interface name.</source>
        <translation>En «{text}», {scope} no es el nombre de una interfaz de red.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not an IPv6 address.</source>
        <translation>En «{text}», {part} no es una dirección IPv6.</translation>
    </message>
    <message>
        <source>“{text}” has a port but no host before it, for example {examples}.</source>
        <translation>«{text}» tiene un puerto pero ningún equipo delante, por ejemplo {examples}.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not an IPv4 address: four numbers from 0 to 255 with dots between them.</source>
        <translation>En «{text}», {part} no es una dirección IPv4: cuatro números del 0 al 255 separados por puntos.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not a computer name: use letters, digits and hyphens, in parts separated by dots.</source>
        <translation>En «{text}», {part} no es un nombre de equipo: usa letras, cifras y guiones, en partes separadas por puntos.</translation>
    </message>
    <message>
        <source>No table was found on your network. Ask the host for the table&apos;s address, then use Join by address.</source>
        <translation>No se encontró ninguna mesa en tu red. Pide al anfitrión la dirección de la mesa y usa Unirse por dirección.</translation>
    </message>
    <message>
        <source>The tables on your network did not answer. Check that you are on the host&apos;s network, or use Join by address.</source>
        <translation>Las mesas de tu red no respondieron. Comprueba que estás en la red del anfitrión, o usa Unirse por dirección.</translation>
    </message>
    <message>
        <source>No table on your network accepted that code. Check it with the host.</source>
        <translation>Ninguna mesa de tu red aceptó ese código. Compruébalo con el anfitrión.</translation>
    </message>
    <message>
        <source>this computer is not connected to any network</source>
        <translation>esta computadora no está conectada a ninguna red</translation>
    </message>
    <message>
        <source>another table on the network already uses this name</source>
        <translation>otra mesa de la red ya usa este nombre</translation>
    </message>
    <message>
        <source>the table&apos;s name cannot be announced as it is</source>
        <translation>el nombre de la mesa no se puede anunciar tal como está</translation>
    </message>
    <message>
        <source>no network interface could be used for it</source>
        <translation>no se pudo usar ninguna interfaz de red</translation>
    </message>
    <message>
        <source>the network did not answer in time</source>
        <translation>la red no respondió a tiempo</translation>
    </message>
    <message>
        <source>the network refused it ({detail})</source>
        <translation>la red lo rechazó ({detail})</translation>
    </message>
    <message>
        <source>something unexpected went wrong ({detail})</source>
        <translation>ocurrió algo inesperado ({detail})</translation>
    </message>
    <message>
        <source>This table is not announced on the network: {reason}. Friends can join by address.</source>
        <translation>Esta mesa no se anuncia en la red: {reason}. Tus amigos pueden unirse por dirección.</translation>
    </message>
    <message>
        <source>Tables on the network cannot be listed: {reason}. Join by address instead.</source>
        <translation>No se pueden listar las mesas de la red: {reason}. Únete por dirección.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer.</source>
        <translation>Tu lugar se recuperó desde otra ventana u otra computadora.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Dejaste la mesa.</translation>
    </message>
    <message>
        <source>{tile} does not fit {where}</source>
        <translation>{tile} no entra {where}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Espera tu turno</translation>
    </message>
    <message>
        <source>{tile} does not fit there</source>
        <translation>{tile} no entra ahí</translation>
    </message>
    <message>
        <source>Drop {tile} on the lit place to open the round</source>
        <translation>Suelta {tile} en el lugar iluminado para abrir la ronda</translation>
    </message>
    <message>
        <source>Drop {tile} on a lit end, where it fits</source>
        <translation>Suelta {tile} en una punta iluminada, donde entra</translation>
    </message>
    <message numerus="yes">
        <source>You have %n tile(s)</source>
        <translation>
            <numerusform>Tienes %n ficha</numerusform>
            <numerusform>Tienes %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile} fits neither end</source>
        <translation>{tile} no entra por ninguna punta</translation>
    </message>
    <message>
        <source>Domino</source>
        <translation>Dominó</translation>
    </message>
    <message>
        <source>Dead heat</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Tranque</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Ronda a ronda</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Replay last round</source>
        <translation>Ver la última ronda</translation>
    </message>
    <message>
        <source>Every move of the game&apos;s last round, from the deal</source>
        <translation>Cada jugada de la última ronda de la partida, desde el reparto</translation>
    </message>
    <message>
        <source>{team} win!</source>
        <translation>¡Ganan {team}!</translation>
    </message>
    <message>
        <source>Final score {won} to {lost} (target {target})</source>
        <translation>Resultado final {won} a {lost} (meta {target})</translation>
    </message>
    <message>
        <source>How round {round} ended</source>
        <translation>Cómo terminó la ronda {round}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Cómo terminó</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>{team} +{points}</source>
        <translation>{team} +{points}</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Dejar de mirar</translation>
    </message>
    <message>
        <source>{host} can start a new game. Stay to watch it: it starts right here.</source>
        <translation>{host} puede empezar una partida nueva. Quédate a mirarla: empieza aquí mismo.</translation>
    </message>
    <message>
        <source>{host} can start a new game with the four of you. Stay at the table: it starts right here.</source>
        <translation>{host} puede empezar una partida nueva con los cuatro. Quédate en la mesa: empieza aquí mismo.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
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
        <translation>{key}: {tile} (no entra)</translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation>Sin fichas</translation>
    </message>
    <message>
        <source>{team}: {points}, leading</source>
        <translation>{team}: {points}, van ganando</translation>
    </message>
    <message>
        <source>{team}: {points}</source>
        <translation>{team}: {points}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>How to play (F1); every key of the game (?)</source>
        <translation>Cómo se juega (F1); todas las teclas del juego (?)</translation>
    </message>
    <message>
        <source>Round so far</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Show or hide every play and pass of this round (L)</source>
        <translation>Muestra u oculta cada jugada y cada pase de esta ronda (L)</translation>
    </message>
    <message>
        <source>Target {target}</source>
        <translation>Meta {target}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <source># Rules not found

The rules that come with Dominos are missing from this installation. Reinstalling it brings them back.</source>
        <translation># No se encontraron las reglas

Las reglas que vienen con Dominos faltan en esta instalación. Reinstálalo para recuperarlas.</translation>
    </message>
    <message>
        <source>How to play Dominos</source>
        <translation>Cómo se juega a Dominos</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <source>Start next round now</source>
        <translation>Empezar ya la siguiente ronda</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ver de nuevo</translation>
    </message>
    <message>
        <source>Every move of the round that just ended, from the deal</source>
        <translation>Cada jugada de la ronda que acaba de terminar, desde el reparto</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>What each play of the round was worth, all hands known</source>
        <translation>Cuánto valió cada jugada de la ronda, con todas las manos a la vista</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>Terminó la ronda {round}</translation>
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
        <translation>Marcador: {totals}.</translation>
    </message>
    <message>
        <source>Waiting for the host to come back</source>
        <translation>Esperando a que vuelva el anfitrión</translation>
    </message>
    <message>
        <source>Next round in {seconds} s</source>
        <translation>Siguiente ronda en {seconds} s</translation>
    </message>
    <message>
        <source>Next round starting</source>
        <translation>Empieza la siguiente ronda</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Ver la mesa</translation>
    </message>
    <message>
        <source>{host} started a new game, to {target}</source>
        <translation>{host} empezó una partida nueva, a {target}</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Ver el marcador</translation>
    </message>
    <message>
        <source>away: the table plays for them after {seconds} s</source>
        <translation>ausente: la mesa juega en su lugar a los {seconds} s</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <source>Hosting this table</source>
        <translation>Anfitrión de esta mesa</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>away: the table plays for them after {seconds} seconds each turn</source>
        <translation>ausente: la mesa juega en su lugar a los {seconds} segundos de cada turno</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>jugando ahora</translation>
    </message>
    <message>
        <source>{team}: {pips} in hand</source>
        <translation>{team}: {pips} en la mano</translation>
    </message>
    <message>
        <source>no tiles left</source>
        <translation>sin fichas</translation>
    </message>
    <message>
        <source>Clocks stopped: waiting for the host to come back</source>
        <translation>Relojes parados: esperando a que vuelva el anfitrión</translation>
    </message>
    <message>
        <source>Your turn · {seconds} s</source>
        <translation>Tu turno · {seconds} s</translation>
    </message>
    <message>
        <source>{name} to play · {seconds} s</source>
        <translation>Juega {name} · {seconds} s</translation>
    </message>
    <message>
        <source>Enter plays {tile} {where}; to choose the end, click it or press Left or Right</source>
        <translation>Enter juega {tile} {where}; para elegir la punta, haz clic en ella o presiona Izquierda o Derecha</translation>
    </message>
    <message>
        <source>Nothing fits: pass</source>
        <translation>No entra nada: pasa</translation>
    </message>
    <message>
        <source>Enter plays {tile} {where}, Escape cancels</source>
        <translation>Enter juega {tile} {where}, Esc cancela</translation>
    </message>
    <message>
        <source>Enter plays {tile}, Escape cancels</source>
        <translation>Enter juega {tile}, Esc cancela</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>blanca</translation>
    </message>
    <message>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>blank</source>
        <comment>a number passed on</comment>
        <translation>la blanca</translation>
    </message>
    <message>
        <source>one</source>
        <comment>a number passed on</comment>
        <translation>el uno</translation>
    </message>
    <message>
        <source>two</source>
        <comment>a number passed on</comment>
        <translation>el dos</translation>
    </message>
    <message>
        <source>three</source>
        <comment>a number passed on</comment>
        <translation>el tres</translation>
    </message>
    <message>
        <source>four</source>
        <comment>a number passed on</comment>
        <translation>el cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <comment>a number passed on</comment>
        <translation>el cinco</translation>
    </message>
    <message>
        <source>six</source>
        <comment>a number passed on</comment>
        <translation>el seis</translation>
    </message>
    <message>
        <source>on the left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <source>on the right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <source>left</source>
        <comment>an end of the line</comment>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>right</source>
        <comment>an end of the line</comment>
        <translation>derecha</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <source>Passed on {numbers}</source>
        <translation>Pasó con {numbers}</translation>
    </message>
    <message>
        <source>{high}-{low}</source>
        <translation>{high}-{low}</translation>
    </message>
    <message>
        <source>You passed on {numbers}</source>
        <translation>Pasaste con {numbers}</translation>
    </message>
    <message>
        <source>{name} passed on {numbers}</source>
        <translation>{name} pasó con {numbers}</translation>
    </message>
    <message>
        <source>{name}: {tile} on the left</source>
        <translation>{name}: {tile} a la izquierda</translation>
    </message>
    <message>
        <source>{name}: {tile} on the right</source>
        <translation>{name}: {tile} a la derecha</translation>
    </message>
    <message>
        <source>{move} (time ran out)</source>
        <translation>{move} (se acabó el tiempo)</translation>
    </message>
    <message>
        <source>The round so far</source>
        <translation>La ronda hasta ahora</translation>
    </message>
    <message>
        <source>On the line, of each number&apos;s seven</source>
        <translation>En la mesa, de las siete fichas de cada número</translation>
    </message>
    <message>
        <source>Moves of this round</source>
        <translation>Jugadas de esta ronda</translation>
    </message>
    <message>
        <source>Nothing played yet.</source>
        <translation>Aún no se ha jugado nada.</translation>
    </message>
    <message>
        <source>{count}/7</source>
        <translation>{count}/7</translation>
    </message>
    <message>
        <source>{count} of the seven tiles with a {number} are on the line</source>
        <translation>{count} de las siete fichas con {number} están en la mesa</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table passed on {numbers} for you</source>
        <translation>Se acabó el tiempo: la mesa pasó por ti con {numbers}</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table passed on {numbers} for {name}</source>
        <translation>Se acabó el tiempo: la mesa pasó por {name} con {numbers}</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table played {tile} for you</source>
        <translation>Se acabó el tiempo: la mesa jugó {tile} por ti</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table played {tile} for {name}</source>
        <translation>Se acabó el tiempo: la mesa jugó {tile} por {name}</translation>
    </message>
    <message>
        <source>You opened with {tile}</source>
        <translation>Saliste con {tile}</translation>
    </message>
    <message>
        <source>{name} opened with {tile}</source>
        <translation>{name} salió con {tile}</translation>
    </message>
    <message>
        <source>You played {tile} {where}</source>
        <translation>Jugaste {tile} {where}</translation>
    </message>
    <message>
        <source>{name} played {tile} {where}</source>
        <translation>{name} jugó {tile} {where}</translation>
    </message>
    <message>
        <source>{name} played their last tile. {losers} held {points}: {winners} score {points}.</source>
        <translation>Dominó de {name}. {losers} tenían {points}: {winners} se anotan {points}.</translation>
    </message>
    <message>
        <source>Blocked with a dead heat, {each} each. {winners} laid the last tile, so they score {points}.</source>
        <translation>Tranque con empate, {each} cada pareja. {winners} pusieron la última ficha, así que se anotan {points}.</translation>
    </message>
    <message>
        <source>Blocked: {own} against {other}. {winners} score {points}.</source>
        <translation>Tranque: {own} contra {other}. {winners} se anotan {points}.</translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 puntos</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{team} win, {won} to {lost}</source>
        <translation>Ganan {team}, {won} a {lost}</translation>
    </message>
    <message>
        <source>You can pass only on your turn, when no tile fits</source>
        <translation>Solo puedes pasar en tu turno, cuando no te entra ninguna ficha</translation>
    </message>
    <message>
        <source>You have a tile that fits, so you must play it</source>
        <translation>Tienes una ficha que entra, así que debes jugarla</translation>
    </message>
    <message>
        <source>No tile fits either end: pass to the next player (P)</source>
        <translation>No te entra ninguna ficha: pasa al siguiente jugador (P)</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Round over. {outcome}</source>
        <translation>Fin de la ronda. {outcome}</translation>
    </message>
    <message>
        <source>The table is back, and it is your turn.</source>
        <translation>La mesa ha vuelto y te toca jugar.</translation>
    </message>
    <message>
        <source>It is your turn at the table.</source>
        <translation>Te toca jugar en la mesa.</translation>
    </message>
    <message>
        <source>{seconds} seconds left to play.</source>
        <translation>Quedan {seconds} segundos para jugar.</translation>
    </message>
    <message>
        <source>Your turn: {seconds} s left</source>
        <translation>Tu turno: quedan {seconds} s</translation>
    </message>
    <message>
        <source>1 to 7</source>
        <translation>1 a 7</translation>
    </message>
    <message>
        <source>Pick a tile of your hand, counted from the left</source>
        <translation>Elige una ficha de tu mano, contando desde la izquierda</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the picked tile (on the right end if it fits both)</source>
        <translation>Juega la ficha elegida (en la punta derecha si entra en las dos)</translation>
    </message>
    <message>
        <source>Left or Up</source>
        <translation>Izquierda o Arriba</translation>
    </message>
    <message>
        <source>Choose the left end (the top one once the line turns)</source>
        <translation>Elige la punta izquierda (la de arriba cuando la línea gira)</translation>
    </message>
    <message>
        <source>Right or Down</source>
        <translation>Derecha o Abajo</translation>
    </message>
    <message>
        <source>Choose the right end (the bottom one once the line turns)</source>
        <translation>Elige la punta derecha (la de abajo cuando la línea gira)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Put the picked tile back</source>
        <translation>Devuelve la ficha elegida a la mano</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass, when nothing in your hand fits</source>
        <translation>Pasa, cuando ninguna ficha de tu mano entra</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide every play and pass of the round so far</source>
        <translation>Muestra u oculta cada jugada y pase de la ronda</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between buttons; Space presses the outlined one</source>
        <translation>Pasa de un botón a otro; Espacio presiona el resaltado</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Las reglas</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Esta lista de teclas</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Jugar con el teclado</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Replay of round {number}</source>
        <translation>Repetición de la ronda {number}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>The hands as dealt (Home)</source>
        <translation>Las manos como se repartieron (Inicio)</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>Una jugada atrás (flecha izquierda)</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>Una jugada adelante (flecha derecha)</translation>
    </message>
    <message>
        <source>The end of the round (End)</source>
        <translation>El final de la ronda (Fin)</translation>
    </message>
    <message>
        <source>{team} went out and scored {points}</source>
        <translation>{team} hicieron dominó y se anotaron {points}</translation>
    </message>
    <message>
        <source>Blocked: {team} scored {points}</source>
        <translation>Tranque: {team} se anotaron {points}</translation>
    </message>
    <message>
        <source>The hands as dealt; {name} opens.</source>
        <translation>Las manos como se repartieron; sale {name}.</translation>
    </message>
    <message>
        <source>Move {n} of {total}: {move}</source>
        <translation>Jugada {n} de {total}: {move}</translation>
    </message>
    <message>
        <source>Points given away with all hands known ({counted} rounds)</source>
        <translation>Puntos cedidos con todas las manos a la vista ({counted} rondas)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>sin estimar</translation>
    </message>
    <message>
        <source>With what each player knew ({counted} rounds)</source>
        <translation>Con lo que sabía cada jugador ({counted} rondas)</translation>
    </message>
    <message>
        <source>Opened by</source>
        <translation>Salió</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Cómo terminó</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Rounds of this game</source>
        <translation>Rondas de esta partida</translation>
    </message>
    <message>
        <source>&lt; &amp;All games</source>
        <translation>&lt; &amp;Todas las partidas</translation>
    </message>
    <message>
        <source>&amp;Replay round</source>
        <translation>&amp;Ver de nuevo la ronda</translation>
    </message>
    <message>
        <source>Save re&amp;cord...</source>
        <translation>Guardar re&amp;gistro...</translation>
    </message>
    <message>
        <source>Save &amp;page...</source>
        <translation>Guardar &amp;página...</translation>
    </message>
    <message>
        <source>{first} {a} - {b} {second}, to {target}: {winner} won</source>
        <translation>{first} {a} - {b} {second}, a {target}: ganaron {winner}</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>dominó</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>tranque</translation>
    </message>
    <message>
        <source>No round of this game has been reviewed yet: the points each player gave away are counted from the rounds&apos; reviews.</source>
        <translation>Aún no se ha analizado ninguna ronda de esta partida: los puntos que cedió cada jugador se cuentan a partir de los análisis de las rondas.</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>Save the game as a page</source>
        <translation>Guardar la partida como página</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Páginas web (*.html)</translation>
    </message>
    <message>
        <source>Could not save {file}: {reason}</source>
        <translation>No se pudo guardar {file}: {reason}</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Guardado como {file}.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Team 1</source>
        <translation>Pareja 1</translation>
    </message>
    <message>
        <source>Team 2</source>
        <translation>Pareja 2</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Rounds won going out</source>
        <translation>Rondas ganadas con dominó</translation>
    </message>
    <message>
        <source>Rounds won by a block</source>
        <translation>Rondas ganadas por tranque</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Puntos por ronda</translation>
    </message>
    <message>
        <source>Biggest round</source>
        <translation>Mejor ronda</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Games played at this computer, newest first</source>
        <translation>Partidas jugadas en esta computadora, la más reciente primero</translation>
    </message>
    <message>
        <source>Each pair&apos;s games and results</source>
        <translation>Partidas y resultados de cada pareja</translation>
    </message>
    <message>
        <source>Each player&apos;s points given away over all games, from the rounds reviewed</source>
        <translation>Los puntos que cedió cada jugador en todas las partidas, según las rondas analizadas</translation>
    </message>
    <message>
        <source>No finished games yet: each game played here is kept once it ends.</source>
        <translation>Aún no hay partidas terminadas: cada partida jugada aquí se guarda al terminar.</translation>
    </message>
    <message>
        <source>&amp;Open a record...</source>
        <translation>&amp;Abrir un registro...</translation>
    </message>
    <message>
        <source>Show &amp;game</source>
        <translation>Ver &amp;partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Parejas</translation>
    </message>
    <message>
        <source>Players: points given away</source>
        <translation>Jugadores: puntos cedidos</translation>
    </message>
    <message>
        <source>The history of games cannot be read on this computer.</source>
        <translation>El historial de partidas no se puede leer en esta computadora.</translation>
    </message>
    <message>
        <source>This game cannot be read from the history.</source>
        <translation>Esta partida no se puede leer del historial.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Abrir el registro de una partida</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>No se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <source>This file is not a game record Dominos can replay.</source>
        <translation>Este archivo no es un registro de partida que Dominos pueda reproducir.</translation>
    </message>
    <message>
        <source>{first} against {second}</source>
        <translation>{first} contra {second}</translation>
    </message>
    <message>
        <source>Target {target}. Final score {a} to {b}: {winner} won.</source>
        <translation>Meta {target}. Resultado final {a} a {b}: ganaron {winner}.</translation>
    </message>
    <message>
        <source>Finished {when} (UTC)</source>
        <translation>Terminada el {when} (UTC)</translation>
    </message>
    <message>
        <source>Hand as dealt</source>
        <translation>Mano inicial</translation>
    </message>
    <message>
        <source>Score chart: {first} {a}, {second} {b}, after {n} rounds</source>
        <translation>Gráfico del marcador: {first} {a}, {second} {b}, tras {n} rondas</translation>
    </message>
    <message>
        <source>This computer&apos;s disk would not record that you closed the table, so Dominos may offer to resume it next time: just open a new table instead.</source>
        <translation>El disco de esta computadora no pudo guardar que cerraste la mesa, así que Dominos puede ofrecerte retomarla la próxima vez: abre una mesa nueva en su lugar.</translation>
    </message>
    <message>
        <source>Working out what would have happened...</source>
        <translation>Calculando lo que habría pasado...</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} pasa</translation>
    </message>
    <message>
        <source>{team} would go out and score {points}.</source>
        <translation>{team} harían dominó y se anotarían {points}.</translation>
    </message>
    <message>
        <source>Blocked: {team} would score {points}.</source>
        <translation>Tranque: {team} se anotarían {points}.</translation>
    </message>
    <message>
        <source>If {name} had played {tile}, and everyone their best after it: {moves}.</source>
        <translation>Si {name} hubiera jugado {tile}, y después cada uno su mejor jugada: {moves}.</translation>
    </message>
    <message>
        <source>Review of round {number}</source>
        <translation>Análisis de la ronda {number}</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Stop searching; the plays found so far stay shown</source>
        <translation>Dejar de buscar; las jugadas ya calculadas siguen a la vista</translation>
    </message>
    <message>
        <source>&amp;Key moments: the plays that gave the most points away</source>
        <translation>&amp;Momentos clave: las jugadas que más puntos cedieron</translation>
    </message>
    <message>
        <source>&amp;Every play</source>
        <translation>&amp;Todas las jugadas</translation>
    </message>
    <message>
        <source>&amp;What if?</source>
        <translation>¿&amp;Y si...?</translation>
    </message>
    <message>
        <source>&amp;Learn from mistakes</source>
        <translation>&amp;Aprender de los errores</translation>
    </message>
    <message>
        <source>Each play that gave points away, as a question: find the best play first</source>
        <translation>Cada jugada que cedió puntos, como pregunta: busca primero la mejor jugada</translation>
    </message>
    <message>
        <source>Each of your plays that gave points away, as a question: find the best first</source>
        <translation>Cada jugada tuya que cedió puntos, como pregunta: busca primero la mejor</translation>
    </message>
    <message>
        <source>Play the option picked above instead, and everyone their best after it (Enter)</source>
        <translation>Jugar en su lugar la opción elegida arriba y, después, cada uno su mejor jugada (Enter)</translation>
    </message>
    <message>
        <source>Every play, with all hands known. With what each player knew: {done} of {total} plays so far.</source>
        <translation>Cada jugada, con todas las manos a la vista. Con lo que sabía cada jugador: {done} de {total} jugadas por ahora.</translation>
    </message>
    <message>
        <source>Searching every play with all hands known: {done} of {total}</source>
        <translation>Calculando cada jugada con todas las manos a la vista: {done} de {total}</translation>
    </message>
    <message>
        <source>Stopped after {done} of {total} plays.</source>
        <translation>Detenido tras {done} de {total} jugadas.</translation>
    </message>
    <message>
        <source>The review could not be finished: {reason}</source>
        <translation>No se pudo terminar el análisis: {reason}</translation>
    </message>
    <message>
        <source>Play {n}: {name} to play. Values for {team}, with all hands known (+N: they score N when the round ends; -N: the others do):</source>
        <translation>Jugada {n}: juega {name}. Valores para {team}, con todas las manos a la vista (+N: anotan N al terminar la ronda; -N: los anotan los otros):</translation>
    </message>
    <message>
        <source>With all hands known, after each play: {colour0}, {team0} would score; {colour1}, {team1}. Red dots: plays that gave points away. Click one to see it.</source>
        <translation>Con todas las manos a la vista, tras cada jugada: {colour0}, anotarían {team0}; {colour1}, {team1}. Puntos rojos: jugadas que cedieron puntos. Haz clic en una para verla.</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>verde azulado</translation>
    </message>
    <message>
        <source>tan</source>
        <translation>beige</translation>
    </message>
    <message>
        <source>Value of the round for {team} after every play</source>
        <translation>Valor de la ronda para {team} tras cada jugada</translation>
    </message>
    <message>
        <source>Every play, with what each player knew and with all hands known.</source>
        <translation>Cada jugada, con lo que sabía cada jugador y con todas las manos a la vista.</translation>
    </message>
    <message>
        <source>Above the line {team0} would score, below it {team1}, with all hands known</source>
        <translation>Por encima de la línea anotarían {team0}, por debajo {team1}, con todas las manos a la vista</translation>
    </message>
    <message>
        <source>{tile} on the left</source>
        <translation>{tile} a la izquierda</translation>
    </message>
    <message>
        <source>{tile} on the right</source>
        <translation>{tile} a la derecha</translation>
    </message>
    <message>
        <source>Ne&amp;xt mistake</source>
        <translation>&amp;Siguiente error</translation>
    </message>
    <message>
        <source>None of your plays gave points away.</source>
        <translation>Ninguna de tus jugadas cedió puntos.</translation>
    </message>
    <message>
        <source>No play gave points away.</source>
        <translation>Ninguna jugada cedió puntos.</translation>
    </message>
    <message>
        <source>Mistake {n} of {total}: {name} to play. Which play was best? (Enter)</source>
        <translation>Error {n} de {total}: juega {name}. ¿Cuál era la mejor jugada? (Enter)</translation>
    </message>
    <message>
        <source>Yes: {option} was the best play, {value}.</source>
        <translation>Sí: {option} era la mejor jugada, {value}.</translation>
    </message>
    <message>
        <source>Not the best: {option} is worth {value}.</source>
        <translation>No es la mejor: {option} vale {value}.</translation>
    </message>
    <message>
        <source>Best: {best}, {value}. Played: {played}, {worth}.</source>
        <translation>La mejor: {best}, {value}. Jugada: {played}, {worth}.</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the only play</source>
        <translation>{n}. {name} jugó {tile}: la única jugada</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: gave away {points} with all hands known</source>
        <translation>{n}. {name} jugó {tile}: cedió {points} con todas las manos a la vista</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best play, with all hands known</source>
        <translation>{n}. {name} jugó {tile}: la mejor jugada, con todas las manos a la vista</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best with what {name} knew (gave away {points} with all hands known)</source>
        <translation>{n}. {name} jugó {tile}: la mejor con lo que sabía {name} (cedió {points} con todas las manos a la vista)</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best play</source>
        <translation>{n}. {name} jugó {tile}: la mejor jugada</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile} {mark}: gave away {known} with what {name} knew, {points} with all hands known</source>
        <translation>{n}. {name} jugó {tile} {mark}: cedió {known} con lo que sabía {name}, {points} con todas las manos a la vista</translation>
    </message>
    <message>
        <source>Gave away: points fewer than the best play there would have scored. Fair: with what the player knew; with all hands known is as if every tile were face up. ?! 2 to 4 points, ? 5 to 9, ?? 10 or more.</source>
        <translation>Cedió: los puntos de menos frente a la mejor jugada posible ahí. Justo: con lo que sabía el jugador; con todas las manos a la vista es como si todas las fichas estuvieran boca arriba. ?! de 2 a 4 puntos, ? de 5 a 9, ?? 10 o más.</translation>
    </message>
    <message>
        <source>{tile} on the left: {value}</source>
        <translation>{tile} a la izquierda: {value}</translation>
    </message>
    <message>
        <source>{tile} on the right: {value}</source>
        <translation>{tile} a la derecha: {value}</translation>
    </message>
    <message>
        <source>{tile}: {value}</source>
        <translation>{tile}: {value}</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(jugada)</translation>
    </message>
    <message>
        <source>(the best: even the best play loses {points})</source>
        <translation>(la mejor: hasta la mejor jugada pierde {points})</translation>
    </message>
    <message>
        <source>(best)</source>
        <translation>(la mejor)</translation>
    </message>
    <message>
        <source>As known to the &amp;player</source>
        <translation>Con lo que sa&amp;bía</translation>
    </message>
    <message>
        <source>Each option averaged over every deal this player could not rule out</source>
        <translation>Cada opción promediada sobre todos los repartos que este jugador no podía descartar</translation>
    </message>
    <message>
        <source>Drawing the deals this player could not rule out...</source>
        <translation>Sorteando los repartos que este jugador no podía descartar...</translation>
    </message>
    <message>
        <source>{option}: {mean}, exact</source>
        <translation>{option}: {mean}, exacto</translation>
    </message>
    <message>
        <source>{option}: {mean} ± {margin}</source>
        <translation>{option}: {mean} ± {margin}</translation>
    </message>
    <message>
        <source>With what {name} knew: gave away {points} on average, over all {n} deals.</source>
        <translation>Con lo que sabía {name}: cedió {points} en promedio, sobre los {n} repartos posibles.</translation>
    </message>
    <message>
        <source>With what {name} knew: gave away {points} on average, from {n} deals.</source>
        <translation>Con lo que sabía {name}: cedió {points} en promedio, con {n} repartos.</translation>
    </message>
    <message>
        <source>(refining)</source>
        <translation>(afinando)</translation>
    </message>
    <message numerus="yes">
        <source>%n watching: {names}</source>
        <translation>
            <numerusform>%n persona mirando: {names}</numerusform>
            <numerusform>%n personas mirando: {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching {table}</source>
        <translation>Mirando {table}</translation>
    </message>
    <message>
        <source>Watching {name}&apos;s table</source>
        <translation>Mirando la mesa de {name}</translation>
    </message>
    <message>
        <source>You sat down in seat {seat}, partnering {partner}.</source>
        <translation>Te sentaste en el lugar {seat}, en pareja con {partner}.</translation>
    </message>
    <message>
        <source>You sat down in seat {seat}, on the team of seats {a} and {b}.</source>
        <translation>Te sentaste en el lugar {seat}, en la pareja de los lugares {a} y {b}.</translation>
    </message>
    <message>
        <source>{name} sat down in seat {seat}, partnering {partner}.</source>
        <translation>{name} se sentó en el lugar {seat}, en pareja con {partner}.</translation>
    </message>
    <message>
        <source>{name} sat down in seat {seat}, on the team of seats {a} and {b}.</source>
        <translation>{name} se sentó en el lugar {seat}, en la pareja de los lugares {a} y {b}.</translation>
    </message>
    <message>
        <source>{counted} of {rounds}</source>
        <translation>{counted} de {rounds}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Given away, all hands known</source>
        <translation>Cedidos, manos a la vista</translation>
    </message>
    <message>
        <source>Rounds reviewed</source>
        <translation>Rondas analizadas</translation>
    </message>
    <message>
        <source>Given away, as they knew</source>
        <translation>Cedidos, con lo que sabía</translation>
    </message>
    <message>
        <source>Rounds estimated</source>
        <translation>Rondas estimadas</translation>
    </message>
    <message>
        <source>Points the player&apos;s plays gave away, judged with every hand known, over the rounds reviewed</source>
        <translation>Puntos que cedieron las jugadas del jugador, juzgadas con todas las manos a la vista, en las rondas analizadas</translation>
    </message>
    <message>
        <source>Rounds whose review is kept, of the rounds the player played</source>
        <translation>Rondas cuyo análisis está guardado, de las rondas que jugó</translation>
    </message>
    <message>
        <source>Points the player&apos;s plays gave away on average over every deal they could not rule out, over the rounds estimated</source>
        <translation>Puntos que cedieron en promedio las jugadas del jugador, sobre cada reparto que no podía descartar, en las rondas estimadas</translation>
    </message>
    <message>
        <source>Rounds each of whose plays was also estimated with what its player knew</source>
        <translation>Rondas en las que cada jugada se estimó también con lo que sabía su jugador</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation>sin analizar</translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Unirse por dirección</translation>
    </message>
    <message>
        <source>Watch by address</source>
        <translation>Mirar por dirección</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows the addresses to type, such as 192.168.1.20:47474.</source>
        <translation>La sala del anfitrión muestra las direcciones que hay que escribir, como 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Table address</source>
        <translation>Dirección de la mesa</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>equipo:puerto</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Código de invitación</translation>
    </message>
    <message>
        <source>Reaching the table</source>
        <translation>Buscando la mesa</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Dirección</translation>
    </message>
    <message>
        <source>Invitation &amp;code</source>
        <translation>&amp;Código de invitación</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Observar</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Mirar la partida sin ocupar un lugar</translation>
    </message>
    <message>
        <source>Reaching the table...</source>
        <translation>Buscando la mesa...</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
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
        <translation>Cuatro amigos, dos parejas, una fila de fichas.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>The name the others will see</source>
        <translation>El nombre que verán los demás</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>&amp;Host a table</source>
        <translation>&amp;Abrir una mesa</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Open a table on this computer and invite three friends.</source>
        <translation>Abre una mesa en esta computadora e invita a tres amigos.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Code from the host, e.g. K7QM2X</source>
        <translation>Código del anfitrión, p. ej. K7QM2X</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Código de invitación</translation>
    </message>
    <message>
        <source>Invitation &amp;code</source>
        <translation>&amp;Código de invitación</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Join with this code</source>
        <translation>Unirse con este código</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Observar</translation>
    </message>
    <message>
        <source>Watch with this code</source>
        <translation>Mirar con este código</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Mirar la partida sin ocupar un lugar</translation>
    </message>
    <message>
        <source>&amp;Tables on your network</source>
        <translation>&amp;Mesas en tu red</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Mesas en tu red</translation>
    </message>
    <message>
        <source>Looking for tables...</source>
        <translation>Buscando mesas...</translation>
    </message>
    <message>
        <source>Hi&amp;story...</source>
        <translation>Hi&amp;storial...</translation>
    </message>
    <message>
        <source>History of the games played here</source>
        <translation>Historial de las partidas jugadas aquí</translation>
    </message>
    <message>
        <source>Join by &amp;address...</source>
        <translation>Unirse por &amp;dirección...</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Unirse por dirección</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Pick a table, or just type the code: Join finds the table for you.</source>
        <translation>Elige una mesa, o escribe solo el código: Unirse encuentra la mesa por ti.</translation>
    </message>
    <message>
        <source>No tables found yet. They appear here as soon as a host opens one.</source>
        <translation>Aún no hay mesas. Aparecen aquí en cuanto un anfitrión abre una.</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows the addresses to type.</source>
        <translation>La sala del anfitrión muestra las direcciones que hay que escribir.</translation>
    </message>
    <message>
        <source>Your seat and your hand are kept for you.</source>
        <translation>Tu lugar y tu mano te esperan.</translation>
    </message>
    <message>
        <source>Welcome! Type your name to begin.</source>
        <translation>¡Hola! Escribe tu nombre para empezar.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>The first team to reach the target wins. Points above it still count.</source>
        <translation>Gana la primera pareja que llega a la meta. Los puntos de más también cuentan.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Puntos para ganar</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} puntos</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Meta</translation>
    </message>
    <message>
        <source>Let friends &amp;watch</source>
        <translation>&amp;Permitir que los amigos miren</translation>
    </message>
    <message>
        <source>Up to 8 friends who know the code can watch the game without a seat; they never see a hand before the round ends.</source>
        <translation>Hasta 8 amigos que sepan el código pueden mirar la partida sin ocupar un lugar; nunca ven una mano antes de que termine la ronda.</translation>
    </message>
    <message>
        <source>&amp;Open table</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <translation>&amp;Empezar nueva partida</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Empezar nueva partida</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Abrir la mesa</translation>
    </message>
</context>
<context>
    <name>JournalNews</name>
    <message>
        <source>Deal this round again</source>
        <translation>Repartir esta ronda de nuevo</translation>
    </message>
    <message>
        <source>The host can&apos;t save this table: if it stops now, the latest moves are lost.</source>
        <translation>El anfitrión no puede guardar esta mesa: si se detiene ahora, se pierden las últimas jugadas.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped: this round went back to an earlier point.</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse: esta ronda volvió a un punto anterior.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps: waiting for {names}.</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse. Las está recuperando de las aplicaciones de los jugadores: esperando a {names}.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps...</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse. Las está recuperando de las aplicaciones de los jugadores...</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped: this round was dealt again from the start, with the scores it had saved.</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse: esta ronda se repartió de nuevo desde el principio, con los puntos que tenía guardados.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and {names} could not give back what they saw in time.</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse, y no recibió a tiempo lo visto por {names}.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and too few of the players&apos; apps know them to get them back.</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse, y no hay suficientes aplicaciones de jugadores que las conozcan para recuperarlas.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and the players&apos; apps do not agree on what happened.</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse, y las aplicaciones de los jugadores no coinciden en lo que pasó.</translation>
    </message>
    <message>
        <source>The host lost too many rounds when it stopped: the players&apos; apps no longer keep the oldest of them.</source>
        <translation>El anfitrión perdió demasiadas rondas al detenerse: las aplicaciones de los jugadores ya no guardan las más antiguas.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and what the players&apos; apps saw does not add up by the rules.</source>
        <translation>El anfitrión perdió las últimas jugadas al detenerse, y lo que vieron las aplicaciones de los jugadores no cuadra con las reglas.</translation>
    </message>
    <message>
        <source>The game went back to the lobby.</source>
        <translation>La partida volvió a la sala.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point.</source>
        <translation>Esta ronda volvió a un punto anterior.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point: you can deal it again.</source>
        <translation>Esta ronda volvió a un punto anterior: puedes repartirla de nuevo.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point: the host can deal it again.</source>
        <translation>Esta ronda volvió a un punto anterior: el anfitrión puede repartirla de nuevo.</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
<context>
    <name>LobbyScreen</name>
    <message>
        <source>Invitation code</source>
        <translation>Código de invitación</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the invitation code</source>
        <translation>Copiar el código de invitación</translation>
    </message>
    <message>
        <source>Tell your friends this code: they type it on their home screen to join.</source>
        <translation>Dile este código a tus amigos: lo escriben en su pantalla de inicio para unirse.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host says so.</source>
        <translation>Ya tienes tu lugar en la mesa. La partida empieza cuando el anfitrión lo decida.</translation>
    </message>
    <message>
        <source>Seats {a} and {b}</source>
        <translation>Lugares {a} y {b}</translation>
    </message>
    <message>
        <source>Partners sit across: seats 1 and 3 play against 2 and 4.</source>
        <translation>Los compañeros se sientan enfrente: los lugares 1 y 3 juegan contra el 2 y el 4.</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Salir</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free.</source>
        <translation>
            <numerusform>%n lugar libre.</numerusform>
            <numerusform>%n lugares libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching. While a seat is free, you can take it.</source>
        <translation>Estás mirando. Mientras haya un lugar libre, puedes ocuparlo.</translation>
    </message>
    <message>
        <source>You are watching. The game starts when the host says so.</source>
        <translation>Estás mirando. La partida empieza cuando el anfitrión lo diga.</translation>
    </message>
    <message>
        <source>Stop &amp;watching</source>
        <translation>Dejar de &amp;mirar</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Dejar de mirar</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>If the table doesn&apos;t show up for them, they can join by address: {a}</source>
        <translation>Si no les aparece la mesa, pueden unirse por dirección: {a}</translation>
    </message>
    <message>
        <source>&amp;Take the free seat</source>
        <translation>&amp;Tomar el lugar libre</translation>
    </message>
    <message>
        <source>Take the free seat</source>
        <translation>Tomar el lugar libre</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>First team to {target} points wins.</source>
        <translation>Gana la primera pareja que llegue a {target} puntos.</translation>
    </message>
    <message>
        <source>{n}.</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>anfitrión</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation>reconectando</translation>
    </message>
    <message>
        <source>{name}  ({notes})</source>
        <translation>{name}  ({notes})</translation>
    </message>
    <message>
        <source>waiting for a player...</source>
        <translation>esperando a un jugador...</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Waiting for the host to start.</source>
        <translation>Esperando a que el anfitrión empiece la partida.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>Falta %n jugador.</numerusform>
            <numerusform>Faltan %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Ya están todos.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>¿Cerrar la mesa?</translation>
    </message>
    <message>
        <source>Leaving closes the table for everyone.</source>
        <translation>Si sales, la mesa se cierra para todos.</translation>
    </message>
    <message>
        <source>The other players go back to their home screen.</source>
        <translation>Los demás jugadores vuelven a su pantalla de inicio.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarme</translation>
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
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarme</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>¿Dejar la mesa?</translation>
    </message>
    <message>
        <source>Stop watching?</source>
        <translation>¿Dejar de mirar?</translation>
    </message>
    <message>
        <source>You stop watching this table.</source>
        <translation>Dejas de mirar esta mesa.</translation>
    </message>
    <message>
        <source>The game goes on without you. To watch again, use the table&apos;s code.</source>
        <translation>La partida sigue sin ti. Para volver a mirarla, usa el código de la mesa.</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Dejar de mirar</translation>
    </message>
    <message>
        <source>Keep watching</source>
        <translation>Seguir mirando</translation>
    </message>
    <message>
        <source>Your seat is given up for someone else.</source>
        <translation>Tu lugar queda libre para otra persona.</translation>
    </message>
    <message>
        <source>The others go back to the lobby and wait for a fourth player. To play with them again, join with the table&apos;s code while a seat is free.</source>
        <translation>Los demás vuelven a la sala y esperan a un cuarto jugador. Para volver a jugar con ellos, únete con el código de la mesa mientras haya un lugar libre.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Dominos - {name}</source>
        <translation>Dominos - {name}</translation>
    </message>
    <message>
        <source>Can&apos;t reach the host. Waiting for the table to come back... ({seconds} s)</source>
        <translation>No hay conexión con el anfitrión. Esperando a que vuelva la mesa... ({seconds} s)</translation>
    </message>
    <message>
        <source>Stop trying</source>
        <translation>Dejar de intentarlo</translation>
    </message>
    <message>
        <source>Quit Dominos?</source>
        <translation>¿Salir de Dominos?</translation>
    </message>
    <message>
        <source>Quitting closes your table for everyone.</source>
        <translation>Si sales, tu mesa se cierra para todos.</translation>
    </message>
    <message>
        <source>The other players go back to their home screen.</source>
        <translation>Los demás jugadores vuelven a su pantalla de inicio.</translation>
    </message>
    <message>
        <source>Quit and close the table</source>
        <translation>Salir y cerrar la mesa</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>The game goes on without you for now.</source>
        <translation>La partida sigue sin ti por ahora.</translation>
    </message>
    <message>
        <source>Your seat and your tiles are kept. While you are away the table plays for you after {seconds} seconds each turn. Start Dominos again and choose Rejoin to take your seat back.</source>
        <translation>Tu lugar y tus fichas se guardan. Mientras no estés, la mesa juega por ti a los {seconds} segundos de cada turno. Abre Dominos otra vez y elige Volver a la partida para recuperar tu lugar.</translation>
    </message>
    <message>
        <source>Quit for now</source>
        <translation>Salir por ahora</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>&amp;Sounds at the table</source>
        <translation>&amp;Sonidos en la mesa</translation>
    </message>
    <message>
        <source>&amp;Play a test sound</source>
        <translation>&amp;Probar el sonido</translation>
    </message>
    <message>
        <source>Your turn&apos;s sound, at the volume set below</source>
        <translation>El sonido de tu turno, al volumen elegido abajo</translation>
    </message>
    <message>
        <source>This computer has no sound output (no sound card or sound service was found), so the table stays silent.</source>
        <translation>Esta computadora no tiene salida de sonido (no se encontró tarjeta ni servicio de sonido), así que la mesa queda en silencio.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>&amp;Tell me when my turn starts in another window</source>
        <translation>&amp;Avisarme cuando empiece mi turno en otra ventana</translation>
    </message>
    <message>
        <source>Flashes the taskbar or dock, shows a notification where the desktop offers them, and warns again 10 seconds before the time runs out.</source>
        <translation>Hace parpadear la barra de tareas o el dock, muestra una notificación donde el escritorio lo permite y vuelve a avisar 10 segundos antes de que se acabe el tiempo.</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>As the system says</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Keep still</source>
        <translation>Sin movimiento</translation>
    </message>
    <message>
        <source>Slide tiles in</source>
        <translation>Deslizar las fichas</translation>
    </message>
    <message>
        <source>Tile faces</source>
        <translation>Caras de las fichas</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Numerals</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Alto &amp;contraste</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Volumen</translation>
    </message>
    <message>
        <source>&amp;Motion</source>
        <translation>&amp;Movimiento</translation>
    </message>
    <message>
        <source>Tile &amp;faces</source>
        <translation>Caras de las &amp;fichas</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
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
        <translation>Abriendo la mesa...</translation>
    </message>
    <message>
        <source>The usual port was taken, so this table uses port {port}.</source>
        <translation>El puerto de siempre estaba ocupado, así que esta mesa usa el puerto {port}.</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>Entrando en la mesa...</translation>
    </message>
    <message>
        <source>Taking your seat back...</source>
        <translation>Recuperando tu lugar...</translation>
    </message>
    <message numerus="yes">
        <source>The table asks to wait. Trying again in %n second(s)...</source>
        <translation>
            <numerusform>La mesa pide esperar. Reintentando en %n segundo...</numerusform>
            <numerusform>La mesa pide esperar. Reintentando en %n segundos...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableList</name>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>esperando jugadores</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>between rounds</source>
        <translation>entre rondas</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partida terminada</translation>
    </message>
    <message>
        <source>{seats}/4 seated</source>
        <translation>{seats}/4 sentados</translation>
    </message>
    <message>
        <source>{seats}/4 seated, {away} away</source>
        <translation>{seats}/4 sentados, ausentes: {away}</translation>
    </message>
    <message>
        <source>hosted by {host}  ·  {seated}  ·  {phase}</source>
        <translation>anfitrión: {host}  ·  {seated}  ·  {phase}</translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n persona mirando</numerusform>
            <numerusform>%n personas mirando</numerusform>
        </translation>
    </message>
    <message>
        <source>another version of Dominos</source>
        <translation>otra versión de Dominos</translation>
    </message>
</context>
<context>
    <name>WhoLeft</name>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} dejó la mesa.</translation>
    </message>
    <message>
        <source>You move from seat {old} to seat {new}.</source>
        <translation>Pasas del lugar {old} al lugar {new}.</translation>
    </message>
    <message>
        <source>{name} moves from seat {old} to seat {new}.</source>
        <translation>{name} pasa del lugar {old} al lugar {new}.</translation>
    </message>
    <message>
        <source>Your partner is now {name}.</source>
        <translation>Tu pareja ahora es {name}.</translation>
    </message>
    <message>
        <source>{first} and {second} are now partners.</source>
        <translation>{first} y {second} ahora son pareja.</translation>
    </message>
    <message>
        <source>You will partner the next player to join.</source>
        <translation>Harás pareja con quien llegue después.</translation>
    </message>
    <message>
        <source>{name} will partner the next player to join.</source>
        <translation>{name} hará pareja con quien llegue después.</translation>
    </message>
</context>
<context>
    <name>WindowPages</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Teclas</translation>
    </message>
</context>
<context>
    <name>WindowPreferences</name>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({what}).</source>
        <translation>Algo salió mal ({what}).</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>Los detalles están en {path}.</translation>
    </message>
    <message>
        <source>Dominos is already open for you: its window is now in front.</source>
        <translation>Dominos ya está abierto para ti: su ventana está ahora al frente.</translation>
    </message>
    <message>
        <source>Dominos is already open for you (process {pid}), but it does not answer. Close it, or end that process, then start Dominos again.</source>
        <translation>Dominos ya está abierto para ti (proceso {pid}), pero no responde. Ciérralo, o termina ese proceso, y vuelve a abrir Dominos.</translation>
    </message>
</context>
<context>
    <name>context</name>
    <message>
        <source>Looking for tables on the network is turned off.</source>
        <translation>La búsqueda de mesas en la red está desactivada.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>El anfitrión cerró la mesa.</translation>
    </message>
</context>
<context>
    <name>seat</name>
    <message>
        <source>&amp;Resume your table</source>
        <translation>&amp;Retomar tu mesa</translation>
    </message>
    <message>
        <source>&amp;Rejoin the game at {table}</source>
        <translation>&amp;Volver a la partida en {table}</translation>
    </message>
</context>
</TS>

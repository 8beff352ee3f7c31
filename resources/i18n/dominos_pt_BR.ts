<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <source>No tile yet.</source>
        <translation>Nenhuma pedra ainda.</translation>
    </message>
    <message>
        <source>One tile. Ends: {left} and {right}.</source>
        <translation>Uma pedra. Pontas: {left} e {right}.</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles. Ends: {left} {left_where}, {right} {right_where}.</source>
        <translation>
            <numerusform>%n pedra. Pontas: {left} {left_where}, {right} {right_where}.</numerusform>
            <numerusform>%n pedras. Pontas: {left} {left_where}, {right} {right_where}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line of play</source>
        <translation>Pedras na mesa</translation>
    </message>
    <message>
        <source>That code doesn&apos;t match this table. Check it with the host.</source>
        <translation>Esse código não é o desta mesa. Confira com o anfitrião.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer. Wait a minute, then try again.</source>
        <translation>Muitos códigos errados vindos deste computador. Espere um minuto e tente de novo.</translation>
    </message>
    <message>
        <source>The table is busy right now. Wait a moment, then try again.</source>
        <translation>A mesa está ocupada agora. Espere um pouco e tente de novo.</translation>
    </message>
    <message>
        <source>The table stayed too busy to let you in for a minute and a half, so this app stopped trying. Try again later, or check the code with the host.</source>
        <translation>A mesa ficou ocupada demais para deixar você entrar por um minuto e meio, então este aplicativo parou de tentar. Tente de novo mais tarde ou confira o código com o anfitrião.</translation>
    </message>
    <message>
        <source>A code has 6 letters and digits, without 0, O, 1 or I. Check it with the host.</source>
        <translation>Um código tem 6 letras e algarismos, sem 0, O, 1 nem I. Confira com o anfitrião.</translation>
    </message>
    <message>
        <source>No table on your network answers to that code. Check the code, or ask the host for an address and use Join by address.</source>
        <translation>Nenhuma mesa da sua rede responde a esse código. Confira o código, ou peça um endereço ao anfitrião e use Entrar pelo endereço.</translation>
    </message>
    <message>
        <source>This table already has four players. Ask the host to open another.</source>
        <translation>Esta mesa já tem quatro jogadores. Peça ao anfitrião para abrir outra.</translation>
    </message>
    <message>
        <source>Someone at this table already uses that name. Pick another one.</source>
        <translation>Alguém nesta mesa já usa esse nome. Escolha outro.</translation>
    </message>
    <message>
        <source>The host refused that name. Use 1 to 20 letters, digits or spaces.</source>
        <translation>O anfitrião recusou esse nome. Use de 1 a 20 letras, algarismos ou espaços.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer valid. Join again with the code.</source>
        <translation>Seu lugar nessa mesa não é mais válido. Entre de novo com o código.</translation>
    </message>
    <message>
        <source>That table runs another version of Dominos. Install the same version as the host.</source>
        <translation>Essa mesa usa outra versão do Dominos. Instale a mesma versão do anfitrião.</translation>
    </message>
    <message>
        <source>Couldn&apos;t reach the table. Check the address and that you are on the same network.</source>
        <translation>Não foi possível conectar à mesa. Confira o endereço e se você está na mesma rede.</translation>
    </message>
    <message>
        <source>The table didn&apos;t answer in time. Check the address and try again.</source>
        <translation>A mesa não respondeu a tempo. Confira o endereço e tente de novo.</translation>
    </message>
    <message>
        <source>Type the address as host:port, for example 192.168.1.20:47474.</source>
        <translation>Digite o endereço como computador:porta, por exemplo 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Couldn&apos;t open a table on this computer.</source>
        <translation>Não foi possível abrir uma mesa neste computador.</translation>
    </message>
    <message>
        <source>The table you were hosting is gone: what this computer had saved of it was emptied or deleted, so its game can&apos;t be taken up again. Open a new table and give the players its code.</source>
        <translation>A mesa que você estava hospedando sumiu: o que este computador tinha salvo dela foi esvaziado ou apagado, então a partida não pode ser retomada. Abra uma mesa nova e passe o código dela aos jogadores.</translation>
    </message>
    <message>
        <source>The host no longer has this game: what it had saved of the table was lost. Ask the host to open a new table, and join it with its code.</source>
        <translation>O anfitrião não tem mais esta partida: o que ele tinha salvo da mesa se perdeu. Peça ao anfitrião que abra uma mesa nova e entre com o código dela.</translation>
    </message>
    <message>
        <source>Your table can&apos;t be taken up again: what this computer kept of it is damaged or gone. Open a new table.</source>
        <translation>Não dá para retomar sua mesa: o que este computador guardou dela está danificado ou sumiu. Abra uma mesa nova.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espere a sua vez.</translation>
    </message>
    <message>
        <source>That tile doesn&apos;t fit there.</source>
        <translation>Essa pedra não encaixa aí.</translation>
    </message>
    <message>
        <source>You have a tile that fits, so you can&apos;t pass.</source>
        <translation>Você tem uma pedra que encaixa, então não pode passar.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Só o anfitrião pode fazer isso.</translation>
    </message>
    <message>
        <source>That can&apos;t be done right now.</source>
        <translation>Isso não pode ser feito agora.</translation>
    </message>
    <message>
        <source>Pick a target from 50 to 500 points, in steps of 50.</source>
        <translation>Escolha uma meta de 50 a 500 pontos, de 50 em 50.</translation>
    </message>
    <message>
        <source>You no longer have a seat at this table.</source>
        <translation>Você não tem mais lugar nesta mesa.</translation>
    </message>
    <message>
        <source>The host doesn&apos;t let anyone watch this table.</source>
        <translation>O anfitrião não deixa ninguém assistir a esta mesa.</translation>
    </message>
    <message>
        <source>As many people as this table takes are watching it already.</source>
        <translation>Esta mesa já tem o máximo de pessoas assistindo.</translation>
    </message>
    <message>
        <source>You are watching this table: only its players can do that.</source>
        <translation>Você está assistindo a esta mesa: só os jogadores dela podem fazer isso.</translation>
    </message>
    <message>
        <source>The table didn&apos;t understand this app. Update Dominos.</source>
        <translation>A mesa não entendeu este aplicativo. Atualize o Dominos.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>O anfitrião fechou a mesa.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>A conexão com a mesa caiu.</translation>
    </message>
    <message>
        <source>Not connected to the table right now. Wait for the reconnection, then try again.</source>
        <translation>Sem conexão com a mesa agora. Espere a reconexão e tente de novo.</translation>
    </message>
    <message>
        <source>That table is closing. Ask the host to open a new one.</source>
        <translation>Essa mesa está fechando. Peça ao anfitrião para abrir uma nova.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Algo deu errado.</translation>
    </message>
    <message>
        <source>Something went wrong ({code}).</source>
        <translation>Algo deu errado ({code}).</translation>
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
        <translation>A mesa está ocupada agora. Tente de novo em {wait}.</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried at this table lately. Try again in {wait}.</source>
        <translation>Muitos códigos errados foram tentados nesta mesa há pouco. Tente de novo em {wait}.</translation>
    </message>
    <message>
        <source>Type a name so the others know who you are.</source>
        <translation>Digite um nome para os outros saberem quem você é.</translation>
    </message>
    <message>
        <source>At most {count} characters.</source>
        <translation>No máximo {count} caracteres.</translation>
    </message>
    <message>
        <source>Use letters, digits, spaces and punctuation only.</source>
        <translation>Use só letras, algarismos, espaços e pontuação.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address, for example {examples}.</source>
        <translation>Digite o endereço da mesa, por exemplo {examples}.</translation>
    </message>
    <message>
        <source>“{text}” is not an address. Type only the host and the port, for example {examples}.</source>
        <translation>“{text}” não é um endereço. Digite só o computador e a porta, por exemplo {examples}.</translation>
    </message>
    <message>
        <source>“{text}” has a space in it; an address has none.</source>
        <translation>“{text}” tem um espaço; um endereço não tem nenhum.</translation>
    </message>
    <message>
        <source>“{text}” opens a bracket [ but does not close it.</source>
        <translation>“{text}” abre um colchete [ mas não o fecha.</translation>
    </message>
    <message>
        <source>In “{text}”, only :port may follow the bracketed address, not {part}.</source>
        <translation>Em “{text}”, depois do endereço entre colchetes só pode vir :porta, não {part}.</translation>
    </message>
    <message>
        <source>“{text}” is not an IPv6 address. To add a port to an IPv6 address, put the address in brackets, for example [fe80::1]:47474.</source>
        <translation>“{text}” não é um endereço IPv6. Para pôr uma porta num endereço IPv6, coloque o endereço entre colchetes, por exemplo [fe80::1]:47474.</translation>
    </message>
    <message>
        <source>“{text}” ends with a colon: add a port from 1 to 65535, or remove the colon.</source>
        <translation>“{text}” termina com dois-pontos: ponha uma porta de 1 a 65535 ou tire os dois-pontos.</translation>
    </message>
    <message>
        <source>In “{text}”, the port {port} is not a number from 1 to 65535.</source>
        <translation>Em “{text}”, a porta {port} não é um número de 1 a 65535.</translation>
    </message>
    <message>
        <source>In “{text}”, {scope} is not a network interface name.</source>
        <translation>Em “{text}”, {scope} não é o nome de uma interface de rede.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not an IPv6 address.</source>
        <translation>Em “{text}”, {part} não é um endereço IPv6.</translation>
    </message>
    <message>
        <source>“{text}” has a port but no host before it, for example {examples}.</source>
        <translation>“{text}” tem uma porta mas nenhum computador antes dela, por exemplo {examples}.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not an IPv4 address: four numbers from 0 to 255 with dots between them.</source>
        <translation>Em “{text}”, {part} não é um endereço IPv4: quatro números de 0 a 255 separados por pontos.</translation>
    </message>
    <message>
        <source>In “{text}”, {part} is not a computer name: use letters, digits and hyphens, in parts separated by dots.</source>
        <translation>Em “{text}”, {part} não é um nome de computador: use letras, algarismos e hífens, em partes separadas por pontos.</translation>
    </message>
    <message>
        <source>No table was found on your network. Ask the host for the table&apos;s address, then use Join by address.</source>
        <translation>Nenhuma mesa foi encontrada na sua rede. Peça o endereço da mesa ao anfitrião e use Entrar pelo endereço.</translation>
    </message>
    <message>
        <source>The tables on your network did not answer. Check that you are on the host&apos;s network, or use Join by address.</source>
        <translation>As mesas da sua rede não responderam. Confira se você está na rede do anfitrião, ou use Entrar pelo endereço.</translation>
    </message>
    <message>
        <source>No table on your network accepted that code. Check it with the host.</source>
        <translation>Nenhuma mesa da sua rede aceitou esse código. Confira com o anfitrião.</translation>
    </message>
    <message>
        <source>this computer is not connected to any network</source>
        <translation>este computador não está conectado a nenhuma rede</translation>
    </message>
    <message>
        <source>another table on the network already uses this name</source>
        <translation>outra mesa da rede já usa este nome</translation>
    </message>
    <message>
        <source>the table&apos;s name cannot be announced as it is</source>
        <translation>o nome da mesa não pode ser anunciado do jeito que está</translation>
    </message>
    <message>
        <source>no network interface could be used for it</source>
        <translation>nenhuma interface de rede pôde ser usada</translation>
    </message>
    <message>
        <source>the network did not answer in time</source>
        <translation>a rede não respondeu a tempo</translation>
    </message>
    <message>
        <source>the network refused it ({detail})</source>
        <translation>a rede recusou ({detail})</translation>
    </message>
    <message>
        <source>something unexpected went wrong ({detail})</source>
        <translation>aconteceu algo inesperado ({detail})</translation>
    </message>
    <message>
        <source>This table is not announced on the network: {reason}. Friends can join by address.</source>
        <translation>Esta mesa não é anunciada na rede: {reason}. Seus amigos podem entrar pelo endereço.</translation>
    </message>
    <message>
        <source>Tables on the network cannot be listed: {reason}. Join by address instead.</source>
        <translation>Não dá para listar as mesas da rede: {reason}. Entre pelo endereço.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer.</source>
        <translation>Seu lugar foi retomado de outra janela ou outro computador.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Você saiu da mesa.</translation>
    </message>
    <message>
        <source>{tile} does not fit {where}</source>
        <translation>{tile} não encaixa {where}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Espere a sua vez</translation>
    </message>
    <message>
        <source>{tile} does not fit there</source>
        <translation>{tile} não encaixa aí</translation>
    </message>
    <message>
        <source>Drop {tile} on the lit place to open the round</source>
        <translation>Solte {tile} no lugar iluminado para abrir a rodada</translation>
    </message>
    <message>
        <source>Drop {tile} on a lit end, where it fits</source>
        <translation>Solte {tile} numa ponta iluminada, onde ela encaixa</translation>
    </message>
    <message numerus="yes">
        <source>You have %n tile(s)</source>
        <translation>
            <numerusform>Você tem %n pedra</numerusform>
            <numerusform>Você tem %n pedras</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile} fits neither end</source>
        <translation>{tile} não encaixa em nenhuma ponta</translation>
    </message>
    <message>
        <source>Domino</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Dead heat</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Jogo fechado</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Rodada a rodada</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Sair da mesa</translation>
    </message>
    <message>
        <source>Replay last round</source>
        <translation>Rever a última rodada</translation>
    </message>
    <message>
        <source>Every move of the game&apos;s last round, from the deal</source>
        <translation>Cada jogada da última rodada da partida, desde a distribuição</translation>
    </message>
    <message>
        <source>{team} win!</source>
        <translation>{team} venceram!</translation>
    </message>
    <message>
        <source>Final score {won} to {lost} (target {target})</source>
        <translation>Placar final {won} a {lost} (meta {target})</translation>
    </message>
    <message>
        <source>How round {round} ended</source>
        <translation>Como terminou a rodada {round}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Ending</source>
        <translation>Como terminou</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>{team} +{points}</source>
        <translation>{team} +{points}</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Parar de assistir</translation>
    </message>
    <message>
        <source>{host} can start a new game. Stay to watch it: it starts right here.</source>
        <translation>{host} pode começar uma nova partida. Fique para assistir: ela começa aqui mesmo.</translation>
    </message>
    <message>
        <source>{host} can start a new game with the four of you. Stay at the table: it starts right here.</source>
        <translation>{host} pode começar uma nova partida com vocês quatro. Fique na mesa: ela começa aqui mesmo.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Sua mão</translation>
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
        <translation>{key}: {tile} (não encaixa)</translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation>Sem pedras</translation>
    </message>
    <message>
        <source>{team}: {points}, leading</source>
        <translation>{team}: {points}, na frente</translation>
    </message>
    <message>
        <source>{team}: {points}</source>
        <translation>{team}: {points}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>How to play (F1); every key of the game (?)</source>
        <translation>Como jogar (F1); todas as teclas do jogo (?)</translation>
    </message>
    <message>
        <source>Round so far</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Show or hide every play and pass of this round (L)</source>
        <translation>Mostra ou esconde cada jogada e cada passe desta rodada (L)</translation>
    </message>
    <message>
        <source>Target {target}</source>
        <translation>Meta {target}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rodada {round}</translation>
    </message>
    <message>
        <source># Rules not found

The rules that come with Dominos are missing from this installation. Reinstalling it brings them back.</source>
        <translation># Regras não encontradas

As regras que vêm com o Dominos estão faltando nesta instalação. Reinstalar traz as regras de volta.</translation>
    </message>
    <message>
        <source>How to play Dominos</source>
        <translation>Como jogar Dominos</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Última jogada</translation>
    </message>
    <message>
        <source>Start next round now</source>
        <translation>Começar a próxima rodada agora</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>Every move of the round that just ended, from the deal</source>
        <translation>Cada jogada da rodada que acabou de terminar, desde a distribuição</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>What each play of the round was worth, all hands known</source>
        <translation>Quanto valeu cada jogada da rodada, com todas as mãos à vista</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>A rodada {round} acabou</translation>
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
        <translation>Placar: {totals}.</translation>
    </message>
    <message>
        <source>Waiting for the host to come back</source>
        <translation>Esperando o anfitrião voltar</translation>
    </message>
    <message>
        <source>Next round in {seconds} s</source>
        <translation>Próxima rodada em {seconds} s</translation>
    </message>
    <message>
        <source>Next round starting</source>
        <translation>A próxima rodada vai começar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Ver a mesa</translation>
    </message>
    <message>
        <source>{host} started a new game, to {target}</source>
        <translation>{host} começou uma nova partida, até {target}</translation>
    </message>
    <message>
        <source>Show the scores</source>
        <translation>Ver o placar</translation>
    </message>
    <message>
        <source>away: the table plays for them after {seconds} s</source>
        <translation>ausente: a mesa faz a jogada após {seconds} s</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (você)</translation>
    </message>
    <message>
        <source>Hosting this table</source>
        <translation>Anfitrião desta mesa</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n pedra</numerusform>
            <numerusform>%n pedras</numerusform>
        </translation>
    </message>
    <message>
        <source>away: the table plays for them after {seconds} seconds each turn</source>
        <translation>ausente: a mesa faz a jogada depois de {seconds} segundos a cada vez</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>jogando agora</translation>
    </message>
    <message>
        <source>{team}: {pips} in hand</source>
        <translation>{team}: {pips} na mão</translation>
    </message>
    <message>
        <source>no tiles left</source>
        <translation>sem pedras</translation>
    </message>
    <message>
        <source>Clocks stopped: waiting for the host to come back</source>
        <translation>Relógios parados: esperando o anfitrião voltar</translation>
    </message>
    <message>
        <source>Your turn · {seconds} s</source>
        <translation>Sua vez · {seconds} s</translation>
    </message>
    <message>
        <source>{name} to play · {seconds} s</source>
        <translation>Vez de {name} · {seconds} s</translation>
    </message>
    <message>
        <source>Enter plays {tile} {where}; to choose the end, click it or press Left or Right</source>
        <translation>Enter joga {tile} {where}; para escolher a ponta, clique nela ou aperte Esquerda ou Direita</translation>
    </message>
    <message>
        <source>Nothing fits: pass</source>
        <translation>Nada encaixa: passe</translation>
    </message>
    <message>
        <source>Enter plays {tile} {where}, Escape cancels</source>
        <translation>Enter joga {tile} {where}, Esc cancela</translation>
    </message>
    <message>
        <source>Enter plays {tile}, Escape cancels</source>
        <translation>Enter joga {tile}, Esc cancela</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>branco</translation>
    </message>
    <message>
        <source>one</source>
        <translation>um</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
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
        <translation>no branco</translation>
    </message>
    <message>
        <source>one</source>
        <comment>a number passed on</comment>
        <translation>no um</translation>
    </message>
    <message>
        <source>two</source>
        <comment>a number passed on</comment>
        <translation>no dois</translation>
    </message>
    <message>
        <source>three</source>
        <comment>a number passed on</comment>
        <translation>no três</translation>
    </message>
    <message>
        <source>four</source>
        <comment>a number passed on</comment>
        <translation>no quatro</translation>
    </message>
    <message>
        <source>five</source>
        <comment>a number passed on</comment>
        <translation>no cinco</translation>
    </message>
    <message>
        <source>six</source>
        <comment>a number passed on</comment>
        <translation>no seis</translation>
    </message>
    <message>
        <source>on the left</source>
        <translation>à esquerda</translation>
    </message>
    <message>
        <source>on the right</source>
        <translation>à direita</translation>
    </message>
    <message>
        <source>left</source>
        <comment>an end of the line</comment>
        <translation>esquerda</translation>
    </message>
    <message>
        <source>right</source>
        <comment>an end of the line</comment>
        <translation>direita</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>Passed on {numbers}</source>
        <translation>Passou {numbers}</translation>
    </message>
    <message>
        <source>{high}-{low}</source>
        <translation>{high}-{low}</translation>
    </message>
    <message>
        <source>You passed on {numbers}</source>
        <translation>Você passou {numbers}</translation>
    </message>
    <message>
        <source>{name} passed on {numbers}</source>
        <translation>{name} passou {numbers}</translation>
    </message>
    <message>
        <source>{name}: {tile} on the left</source>
        <translation>{name}: {tile} à esquerda</translation>
    </message>
    <message>
        <source>{name}: {tile} on the right</source>
        <translation>{name}: {tile} à direita</translation>
    </message>
    <message>
        <source>{move} (time ran out)</source>
        <translation>{move} (o tempo acabou)</translation>
    </message>
    <message>
        <source>The round so far</source>
        <translation>A rodada até agora</translation>
    </message>
    <message>
        <source>On the line, of each number&apos;s seven</source>
        <translation>Na mesa, das sete pedras de cada número</translation>
    </message>
    <message>
        <source>Moves of this round</source>
        <translation>Jogadas desta rodada</translation>
    </message>
    <message>
        <source>Nothing played yet.</source>
        <translation>Nada jogado ainda.</translation>
    </message>
    <message>
        <source>{count}/7</source>
        <translation>{count}/7</translation>
    </message>
    <message>
        <source>{count} of the seven tiles with a {number} are on the line</source>
        <translation>{count} das sete pedras com {number} estão na mesa</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table passed on {numbers} for you</source>
        <translation>Tempo esgotado: a mesa passou {numbers} por você</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table passed on {numbers} for {name}</source>
        <translation>Tempo esgotado: a mesa passou {numbers} por {name}</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table played {tile} for you</source>
        <translation>Tempo esgotado: a mesa jogou {tile} por você</translation>
    </message>
    <message>
        <source>Time&apos;s up: the table played {tile} for {name}</source>
        <translation>Tempo esgotado: a mesa jogou {tile} por {name}</translation>
    </message>
    <message>
        <source>You opened with {tile}</source>
        <translation>Você saiu com {tile}</translation>
    </message>
    <message>
        <source>{name} opened with {tile}</source>
        <translation>{name} saiu com {tile}</translation>
    </message>
    <message>
        <source>You played {tile} {where}</source>
        <translation>Você jogou {tile} {where}</translation>
    </message>
    <message>
        <source>{name} played {tile} {where}</source>
        <translation>{name} jogou {tile} {where}</translation>
    </message>
    <message>
        <source>{name} played their last tile. {losers} held {points}: {winners} score {points}.</source>
        <translation>{name} bateu. {losers} tinham {points}: {winners} marcam {points}.</translation>
    </message>
    <message>
        <source>Blocked with a dead heat, {each} each. {winners} laid the last tile, so they score {points}.</source>
        <translation>Jogo fechado e empatado, {each} cada dupla. {winners} puseram a última pedra, então marcam {points}.</translation>
    </message>
    <message>
        <source>Blocked: {own} against {other}. {winners} score {points}.</source>
        <translation>Jogo fechado: {own} contra {other}. {winners} marcam {points}.</translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 pontos</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>{team} win, {won} to {lost}</source>
        <translation>{team} venceram, {won} a {lost}</translation>
    </message>
    <message>
        <source>You can pass only on your turn, when no tile fits</source>
        <translation>Você só pode passar na sua vez, quando nenhuma pedra encaixa</translation>
    </message>
    <message>
        <source>You have a tile that fits, so you must play it</source>
        <translation>Você tem uma pedra que encaixa, então precisa jogá-la</translation>
    </message>
    <message>
        <source>No tile fits either end: pass to the next player (P)</source>
        <translation>Nenhuma pedra encaixa nas pontas: passe a vez (P)</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sua vez</translation>
    </message>
    <message>
        <source>Round over. {outcome}</source>
        <translation>Fim da rodada. {outcome}</translation>
    </message>
    <message>
        <source>The table is back, and it is your turn.</source>
        <translation>A mesa voltou, e é a sua vez.</translation>
    </message>
    <message>
        <source>It is your turn at the table.</source>
        <translation>É a sua vez na mesa.</translation>
    </message>
    <message>
        <source>{seconds} seconds left to play.</source>
        <translation>Faltam {seconds} segundos para jogar.</translation>
    </message>
    <message>
        <source>Your turn: {seconds} s left</source>
        <translation>Sua vez: faltam {seconds} s</translation>
    </message>
    <message>
        <source>1 to 7</source>
        <translation>1 a 7</translation>
    </message>
    <message>
        <source>Pick a tile of your hand, counted from the left</source>
        <translation>Escolhe uma pedra da sua mão, contando da esquerda</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the picked tile (on the right end if it fits both)</source>
        <translation>Joga a pedra escolhida (na ponta direita se ela encaixar nas duas)</translation>
    </message>
    <message>
        <source>Left or Up</source>
        <translation>Esquerda ou Para cima</translation>
    </message>
    <message>
        <source>Choose the left end (the top one once the line turns)</source>
        <translation>Escolhe a ponta esquerda (a de cima quando a linha vira)</translation>
    </message>
    <message>
        <source>Right or Down</source>
        <translation>Direita ou Para baixo</translation>
    </message>
    <message>
        <source>Choose the right end (the bottom one once the line turns)</source>
        <translation>Escolhe a ponta direita (a de baixo quando a linha vira)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Put the picked tile back</source>
        <translation>Devolve a pedra escolhida para a mão</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass, when nothing in your hand fits</source>
        <translation>Passa, quando nenhuma pedra da sua mão encaixa</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide every play and pass of the round so far</source>
        <translation>Mostra ou esconde cada jogada e passe da rodada</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between buttons; Space presses the outlined one</source>
        <translation>Vai de um botão a outro; Espaço aperta o destacado</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>As regras</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Esta lista de teclas</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Jogar com o teclado</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Replay of round {number}</source>
        <translation>Replay da rodada {number}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>The hands as dealt (Home)</source>
        <translation>As mãos como foram distribuídas (Home)</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>Uma jogada para trás (seta para a esquerda)</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>Uma jogada para a frente (seta para a direita)</translation>
    </message>
    <message>
        <source>The end of the round (End)</source>
        <translation>O fim da rodada (End)</translation>
    </message>
    <message>
        <source>{team} went out and scored {points}</source>
        <translation>{team} bateram e marcaram {points}</translation>
    </message>
    <message>
        <source>Blocked: {team} scored {points}</source>
        <translation>Jogo fechado: {team} marcaram {points}</translation>
    </message>
    <message>
        <source>The hands as dealt; {name} opens.</source>
        <translation>As mãos como foram distribuídas; {name} sai.</translation>
    </message>
    <message>
        <source>Move {n} of {total}: {move}</source>
        <translation>Jogada {n} de {total}: {move}</translation>
    </message>
    <message>
        <source>Points given away with all hands known ({counted} rounds)</source>
        <translation>Pontos cedidos com todas as mãos à vista ({counted} rodadas)</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>não estimado</translation>
    </message>
    <message>
        <source>With what each player knew ({counted} rounds)</source>
        <translation>Com o que cada jogador sabia ({counted} rodadas)</translation>
    </message>
    <message>
        <source>Opened by</source>
        <translation>Saiu</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Como terminou</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Rounds of this game</source>
        <translation>Rodadas desta partida</translation>
    </message>
    <message>
        <source>&lt; &amp;All games</source>
        <translation>&lt; &amp;Todas as partidas</translation>
    </message>
    <message>
        <source>&amp;Replay round</source>
        <translation>&amp;Rever rodada</translation>
    </message>
    <message>
        <source>Save re&amp;cord...</source>
        <translation>Salvar re&amp;gistro...</translation>
    </message>
    <message>
        <source>Save &amp;page...</source>
        <translation>Salvar &amp;página...</translation>
    </message>
    <message>
        <source>{first} {a} - {b} {second}, to {target}: {winner} won</source>
        <translation>{first} {a} - {b} {second}, até {target}: {winner} venceram</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>batida</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>jogo fechado</translation>
    </message>
    <message>
        <source>No round of this game has been reviewed yet: the points each player gave away are counted from the rounds&apos; reviews.</source>
        <translation>Nenhuma rodada desta partida foi analisada ainda: os pontos que cada jogador cedeu são contados a partir das análises das rodadas.</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Salvar o registro da partida</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>Save the game as a page</source>
        <translation>Salvar a partida como página</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Páginas web (*.html)</translation>
    </message>
    <message>
        <source>Could not save {file}: {reason}</source>
        <translation>Não foi possível salvar {file}: {reason}</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Salvo como {file}.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Team 1</source>
        <translation>Dupla 1</translation>
    </message>
    <message>
        <source>Team 2</source>
        <translation>Dupla 2</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedores</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Dupla</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Rounds won going out</source>
        <translation>Rodadas ganhas batendo</translation>
    </message>
    <message>
        <source>Rounds won by a block</source>
        <translation>Rodadas ganhas no jogo fechado</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Pontos por rodada</translation>
    </message>
    <message>
        <source>Biggest round</source>
        <translation>Maior rodada</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Games played at this computer, newest first</source>
        <translation>Partidas jogadas neste computador, a mais recente primeiro</translation>
    </message>
    <message>
        <source>Each pair&apos;s games and results</source>
        <translation>Partidas e resultados de cada dupla</translation>
    </message>
    <message>
        <source>Each player&apos;s points given away over all games, from the rounds reviewed</source>
        <translation>Os pontos que cada jogador cedeu em todas as partidas, pelas rodadas analisadas</translation>
    </message>
    <message>
        <source>No finished games yet: each game played here is kept once it ends.</source>
        <translation>Ainda não há partidas terminadas: cada partida jogada aqui é guardada quando termina.</translation>
    </message>
    <message>
        <source>&amp;Open a record...</source>
        <translation>&amp;Abrir um registro...</translation>
    </message>
    <message>
        <source>Show &amp;game</source>
        <translation>Ver &amp;partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Duplas</translation>
    </message>
    <message>
        <source>Players: points given away</source>
        <translation>Jogadores: pontos cedidos</translation>
    </message>
    <message>
        <source>The history of games cannot be read on this computer.</source>
        <translation>O histórico de partidas não pode ser lido neste computador.</translation>
    </message>
    <message>
        <source>This game cannot be read from the history.</source>
        <translation>Esta partida não pode ser lida do histórico.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Abrir o registro de uma partida</translation>
    </message>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation>O arquivo não pode ser lido: {reason}</translation>
    </message>
    <message>
        <source>This file is not a game record Dominos can replay.</source>
        <translation>Este arquivo não é um registro de partida que o Dominos possa rever.</translation>
    </message>
    <message>
        <source>{first} against {second}</source>
        <translation>{first} contra {second}</translation>
    </message>
    <message>
        <source>Target {target}. Final score {a} to {b}: {winner} won.</source>
        <translation>Meta {target}. Placar final {a} a {b}: {winner} venceram.</translation>
    </message>
    <message>
        <source>Finished {when} (UTC)</source>
        <translation>Terminada em {when} (UTC)</translation>
    </message>
    <message>
        <source>Hand as dealt</source>
        <translation>Mão inicial</translation>
    </message>
    <message>
        <source>Score chart: {first} {a}, {second} {b}, after {n} rounds</source>
        <translation>Gráfico do placar: {first} {a}, {second} {b}, após {n} rodadas</translation>
    </message>
    <message>
        <source>This computer&apos;s disk would not record that you closed the table, so Dominos may offer to resume it next time: just open a new table instead.</source>
        <translation>O disco deste computador não registrou que você fechou a mesa, então o Dominos pode oferecer retomá-la na próxima vez: basta abrir uma mesa nova.</translation>
    </message>
    <message>
        <source>Working out what would have happened...</source>
        <translation>Calculando o que teria acontecido...</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passa</translation>
    </message>
    <message>
        <source>{team} would go out and score {points}.</source>
        <translation>{team} bateriam e marcariam {points}.</translation>
    </message>
    <message>
        <source>Blocked: {team} would score {points}.</source>
        <translation>Jogo fechado: {team} marcariam {points}.</translation>
    </message>
    <message>
        <source>If {name} had played {tile}, and everyone their best after it: {moves}.</source>
        <translation>Se {name} tivesse jogado {tile}, e depois cada um a sua melhor jogada: {moves}.</translation>
    </message>
    <message>
        <source>Review of round {number}</source>
        <translation>Análise da rodada {number}</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <source>Stop searching; the plays found so far stay shown</source>
        <translation>Parar a busca; as jogadas já calculadas continuam à vista</translation>
    </message>
    <message>
        <source>&amp;Key moments: the plays that gave the most points away</source>
        <translation>&amp;Momentos-chave: as jogadas que mais pontos cederam</translation>
    </message>
    <message>
        <source>&amp;Every play</source>
        <translation>&amp;Todas as jogadas</translation>
    </message>
    <message>
        <source>&amp;What if?</source>
        <translation>E &amp;se...?</translation>
    </message>
    <message>
        <source>&amp;Learn from mistakes</source>
        <translation>&amp;Aprender com os erros</translation>
    </message>
    <message>
        <source>Each play that gave points away, as a question: find the best play first</source>
        <translation>Cada jogada que cedeu pontos, como pergunta: encontre primeiro a melhor jogada</translation>
    </message>
    <message>
        <source>Each of your plays that gave points away, as a question: find the best first</source>
        <translation>Cada jogada sua que cedeu pontos, como pergunta: encontre primeiro a melhor</translation>
    </message>
    <message>
        <source>Play the option picked above instead, and everyone their best after it (Enter)</source>
        <translation>Jogar a opção escolhida acima em vez disso e, depois, cada um a sua melhor jogada (Enter)</translation>
    </message>
    <message>
        <source>Every play, with all hands known. With what each player knew: {done} of {total} plays so far.</source>
        <translation>Cada jogada, com todas as mãos à vista. Com o que cada jogador sabia: {done} de {total} jogadas até agora.</translation>
    </message>
    <message>
        <source>Searching every play with all hands known: {done} of {total}</source>
        <translation>Calculando cada jogada com todas as mãos à vista: {done} de {total}</translation>
    </message>
    <message>
        <source>Stopped after {done} of {total} plays.</source>
        <translation>Parado depois de {done} de {total} jogadas.</translation>
    </message>
    <message>
        <source>The review could not be finished: {reason}</source>
        <translation>Não foi possível terminar a análise: {reason}</translation>
    </message>
    <message>
        <source>Play {n}: {name} to play. Values for {team}, with all hands known (+N: they score N when the round ends; -N: the others do):</source>
        <translation>Jogada {n}: {name} joga. Valores para {team}, com todas as mãos à vista (+N: marcam N quando a rodada termina; -N: os outros marcam):</translation>
    </message>
    <message>
        <source>With all hands known, after each play: {colour0}, {team0} would score; {colour1}, {team1}. Red dots: plays that gave points away. Click one to see it.</source>
        <translation>Com todas as mãos à vista, depois de cada jogada: {colour0}, marcariam {team0}; {colour1}, {team1}. Pontos vermelhos: jogadas que cederam pontos. Clique numa para vê-la.</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>verde-azulado</translation>
    </message>
    <message>
        <source>tan</source>
        <translation>bege</translation>
    </message>
    <message>
        <source>Value of the round for {team} after every play</source>
        <translation>Valor da rodada para {team} depois de cada jogada</translation>
    </message>
    <message>
        <source>Every play, with what each player knew and with all hands known.</source>
        <translation>Cada jogada, com o que cada jogador sabia e com todas as mãos à vista.</translation>
    </message>
    <message>
        <source>Above the line {team0} would score, below it {team1}, with all hands known</source>
        <translation>Acima da linha marcariam {team0}, abaixo {team1}, com todas as mãos à vista</translation>
    </message>
    <message>
        <source>{tile} on the left</source>
        <translation>{tile} à esquerda</translation>
    </message>
    <message>
        <source>{tile} on the right</source>
        <translation>{tile} à direita</translation>
    </message>
    <message>
        <source>Ne&amp;xt mistake</source>
        <translation>Pró&amp;ximo erro</translation>
    </message>
    <message>
        <source>None of your plays gave points away.</source>
        <translation>Nenhuma das suas jogadas cedeu pontos.</translation>
    </message>
    <message>
        <source>No play gave points away.</source>
        <translation>Nenhuma jogada cedeu pontos.</translation>
    </message>
    <message>
        <source>Mistake {n} of {total}: {name} to play. Which play was best? (Enter)</source>
        <translation>Erro {n} de {total}: {name} joga. Qual era a melhor jogada? (Enter)</translation>
    </message>
    <message>
        <source>Yes: {option} was the best play, {value}.</source>
        <translation>Sim: {option} era a melhor jogada, {value}.</translation>
    </message>
    <message>
        <source>Not the best: {option} is worth {value}.</source>
        <translation>Não é a melhor: {option} vale {value}.</translation>
    </message>
    <message>
        <source>Best: {best}, {value}. Played: {played}, {worth}.</source>
        <translation>A melhor: {best}, {value}. Jogada: {played}, {worth}.</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the only play</source>
        <translation>{n}. {name} jogou {tile}: a única jogada</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: gave away {points} with all hands known</source>
        <translation>{n}. {name} jogou {tile}: cedeu {points} com todas as mãos à vista</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best play, with all hands known</source>
        <translation>{n}. {name} jogou {tile}: a melhor jogada, com todas as mãos à vista</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best with what {name} knew (gave away {points} with all hands known)</source>
        <translation>{n}. {name} jogou {tile}: a melhor com o que {name} sabia (cedeu {points} com todas as mãos à vista)</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile}: the best play</source>
        <translation>{n}. {name} jogou {tile}: a melhor jogada</translation>
    </message>
    <message>
        <source>{n}. {name} played {tile} {mark}: gave away {known} with what {name} knew, {points} with all hands known</source>
        <translation>{n}. {name} jogou {tile} {mark}: cedeu {known} com o que {name} sabia, {points} com todas as mãos à vista</translation>
    </message>
    <message>
        <source>Gave away: points fewer than the best play there would have scored. Fair: with what the player knew; with all hands known is as if every tile were face up. ?! 2 to 4 points, ? 5 to 9, ?? 10 or more.</source>
        <translation>Cedeu: os pontos a menos que a melhor jogada ali teria marcado. Justo: com o que o jogador sabia; com todas as mãos à vista é como se todas as pedras estivessem viradas para cima. ?! de 2 a 4 pontos, ? de 5 a 9, ?? 10 ou mais.</translation>
    </message>
    <message>
        <source>{tile} on the left: {value}</source>
        <translation>{tile} à esquerda: {value}</translation>
    </message>
    <message>
        <source>{tile} on the right: {value}</source>
        <translation>{tile} à direita: {value}</translation>
    </message>
    <message>
        <source>{tile}: {value}</source>
        <translation>{tile}: {value}</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(jogada)</translation>
    </message>
    <message>
        <source>(the best: even the best play loses {points})</source>
        <translation>(a melhor: até a melhor jogada perde {points})</translation>
    </message>
    <message>
        <source>(best)</source>
        <translation>(a melhor)</translation>
    </message>
    <message>
        <source>As known to the &amp;player</source>
        <translation>Com o que sa&amp;bia</translation>
    </message>
    <message>
        <source>Each option averaged over every deal this player could not rule out</source>
        <translation>Cada opção na média de todas as distribuições que este jogador não podia descartar</translation>
    </message>
    <message>
        <source>Drawing the deals this player could not rule out...</source>
        <translation>Sorteando as distribuições que este jogador não podia descartar...</translation>
    </message>
    <message>
        <source>{option}: {mean}, exact</source>
        <translation>{option}: {mean}, exato</translation>
    </message>
    <message>
        <source>{option}: {mean} ± {margin}</source>
        <translation>{option}: {mean} ± {margin}</translation>
    </message>
    <message>
        <source>With what {name} knew: gave away {points} on average, over all {n} deals.</source>
        <translation>Com o que {name} sabia: cedeu {points} em média, sobre as {n} distribuições possíveis.</translation>
    </message>
    <message>
        <source>With what {name} knew: gave away {points} on average, from {n} deals.</source>
        <translation>Com o que {name} sabia: cedeu {points} em média, com {n} distribuições.</translation>
    </message>
    <message>
        <source>(refining)</source>
        <translation>(refinando)</translation>
    </message>
    <message numerus="yes">
        <source>%n watching: {names}</source>
        <translation>
            <numerusform>%n pessoa assistindo: {names}</numerusform>
            <numerusform>%n pessoas assistindo: {names}</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching {table}</source>
        <translation>Assistindo a {table}</translation>
    </message>
    <message>
        <source>Watching {name}&apos;s table</source>
        <translation>Assistindo à mesa de {name}</translation>
    </message>
    <message>
        <source>You sat down in seat {seat}, partnering {partner}.</source>
        <translation>Você se sentou no lugar {seat}, em dupla com {partner}.</translation>
    </message>
    <message>
        <source>You sat down in seat {seat}, on the team of seats {a} and {b}.</source>
        <translation>Você se sentou no lugar {seat}, na dupla dos lugares {a} e {b}.</translation>
    </message>
    <message>
        <source>{name} sat down in seat {seat}, partnering {partner}.</source>
        <translation>{name} se sentou no lugar {seat}, em dupla com {partner}.</translation>
    </message>
    <message>
        <source>{name} sat down in seat {seat}, on the team of seats {a} and {b}.</source>
        <translation>{name} se sentou no lugar {seat}, na dupla dos lugares {a} e {b}.</translation>
    </message>
    <message>
        <source>{counted} of {rounds}</source>
        <translation>{counted} de {rounds}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Given away, all hands known</source>
        <translation>Cedidos, mãos à vista</translation>
    </message>
    <message>
        <source>Rounds reviewed</source>
        <translation>Rodadas analisadas</translation>
    </message>
    <message>
        <source>Given away, as they knew</source>
        <translation>Cedidos, com o que sabia</translation>
    </message>
    <message>
        <source>Rounds estimated</source>
        <translation>Rodadas estimadas</translation>
    </message>
    <message>
        <source>Points the player&apos;s plays gave away, judged with every hand known, over the rounds reviewed</source>
        <translation>Pontos que as jogadas do jogador cederam, julgadas com todas as mãos à vista, nas rodadas analisadas</translation>
    </message>
    <message>
        <source>Rounds whose review is kept, of the rounds the player played</source>
        <translation>Rodadas cuja análise está guardada, das rodadas que jogou</translation>
    </message>
    <message>
        <source>Points the player&apos;s plays gave away on average over every deal they could not rule out, over the rounds estimated</source>
        <translation>Pontos que as jogadas do jogador cederam em média, sobre cada distribuição que não podia descartar, nas rodadas estimadas</translation>
    </message>
    <message>
        <source>Rounds each of whose plays was also estimated with what its player knew</source>
        <translation>Rodadas em que cada jogada também foi estimada com o que seu jogador sabia</translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation>não analisado</translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <source>Join by address</source>
        <translation>Entrar pelo endereço</translation>
    </message>
    <message>
        <source>Watch by address</source>
        <translation>Assistir pelo endereço</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows the addresses to type, such as 192.168.1.20:47474.</source>
        <translation>A sala do anfitrião mostra os endereços para digitar, como 192.168.1.20:47474.</translation>
    </message>
    <message>
        <source>Table address</source>
        <translation>Endereço da mesa</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>computador:porta</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Código de convite</translation>
    </message>
    <message>
        <source>Reaching the table</source>
        <translation>Conectando à mesa</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Endereço</translation>
    </message>
    <message>
        <source>Invitation &amp;code</source>
        <translation>&amp;Código de convite</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>E&amp;ntrar</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Assis&amp;tir</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Assistir à partida sem ocupar um lugar</translation>
    </message>
    <message>
        <source>Reaching the table...</source>
        <translation>Conectando à mesa...</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Dismiss</source>
        <translation>Fechar</translation>
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
        <translation>Quatro amigos, duas duplas, uma fila de pedras.</translation>
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
        <translation>O nome que os outros vão ver</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>Seu &amp;nome</translation>
    </message>
    <message>
        <source>&amp;Host a table</source>
        <translation>&amp;Abrir uma mesa</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir uma mesa</translation>
    </message>
    <message>
        <source>Open a table on this computer and invite three friends.</source>
        <translation>Abra uma mesa neste computador e convide três amigos.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Entrar numa mesa</translation>
    </message>
    <message>
        <source>Code from the host, e.g. K7QM2X</source>
        <translation>Código do anfitrião, ex.: K7QM2X</translation>
    </message>
    <message>
        <source>Invitation code</source>
        <translation>Código de convite</translation>
    </message>
    <message>
        <source>Invitation &amp;code</source>
        <translation>&amp;Código de convite</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <source>Join with this code</source>
        <translation>Entrar com este código</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Assis&amp;tir</translation>
    </message>
    <message>
        <source>Watch with this code</source>
        <translation>Assistir com este código</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Assistir à partida sem ocupar um lugar</translation>
    </message>
    <message>
        <source>&amp;Tables on your network</source>
        <translation>&amp;Mesas na sua rede</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Mesas na sua rede</translation>
    </message>
    <message>
        <source>Looking for tables...</source>
        <translation>Procurando mesas...</translation>
    </message>
    <message>
        <source>Hi&amp;story...</source>
        <translation>Hi&amp;stórico...</translation>
    </message>
    <message>
        <source>History of the games played here</source>
        <translation>Histórico das partidas jogadas aqui</translation>
    </message>
    <message>
        <source>Join by &amp;address...</source>
        <translation>Entrar pelo en&amp;dereço...</translation>
    </message>
    <message>
        <source>Join by address</source>
        <translation>Entrar pelo endereço</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferências...</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Pick a table, or just type the code: Join finds the table for you.</source>
        <translation>Escolha uma mesa, ou só digite o código: Entrar acha a mesa para você.</translation>
    </message>
    <message>
        <source>No tables found yet. They appear here as soon as a host opens one.</source>
        <translation>Nenhuma mesa ainda. Elas aparecem aqui assim que alguém abre uma.</translation>
    </message>
    <message>
        <source>The host&apos;s lobby shows the addresses to type.</source>
        <translation>A sala do anfitrião mostra os endereços para digitar.</translation>
    </message>
    <message>
        <source>Your seat and your hand are kept for you.</source>
        <translation>Seu lugar e sua mão estão guardados para você.</translation>
    </message>
    <message>
        <source>Welcome! Type your name to begin.</source>
        <translation>Olá! Digite seu nome para começar.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Abrir uma mesa</translation>
    </message>
    <message>
        <source>The first team to reach the target wins. Points above it still count.</source>
        <translation>Vence a primeira dupla que chegar à meta. Os pontos acima dela também contam.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Pontos para vencer</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} pontos</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Meta</translation>
    </message>
    <message>
        <source>Let friends &amp;watch</source>
        <translation>&amp;Permitir que amigos assistam</translation>
    </message>
    <message>
        <source>Up to 8 friends who know the code can watch the game without a seat; they never see a hand before the round ends.</source>
        <translation>Até 8 amigos que saibam o código podem assistir à partida sem ocupar um lugar; nunca veem uma mão antes do fim da rodada.</translation>
    </message>
    <message>
        <source>&amp;Open table</source>
        <translation>&amp;Abrir a mesa</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <translation>&amp;Começar nova partida</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Começar nova partida</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Abrir a mesa</translation>
    </message>
</context>
<context>
    <name>JournalNews</name>
    <message>
        <source>Deal this round again</source>
        <translation>Distribuir esta rodada de novo</translation>
    </message>
    <message>
        <source>The host can&apos;t save this table: if it stops now, the latest moves are lost.</source>
        <translation>O anfitrião não consegue salvar esta mesa: se ele parar agora, as últimas jogadas se perdem.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped: this round went back to an earlier point.</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar: esta rodada voltou a um ponto anterior.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps: waiting for {names}.</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar. Buscando as jogadas nos aplicativos dos jogadores: esperando por {names}.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped. Getting them back from the players&apos; apps...</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar. Buscando as jogadas nos aplicativos dos jogadores...</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped: this round was dealt again from the start, with the scores it had saved.</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar: esta rodada foi distribuída de novo desde o início, com os pontos que tinha salvos.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and {names} could not give back what they saw in time.</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar, e não recebeu a tempo o que foi visto por {names}.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and too few of the players&apos; apps know them to get them back.</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar, e não há aplicativos de jogadores suficientes que as conheçam para recuperá-las.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and the players&apos; apps do not agree on what happened.</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar, e os aplicativos dos jogadores não concordam sobre o que aconteceu.</translation>
    </message>
    <message>
        <source>The host lost too many rounds when it stopped: the players&apos; apps no longer keep the oldest of them.</source>
        <translation>O anfitrião perdeu rodadas demais ao parar: os aplicativos dos jogadores já não guardam as mais antigas.</translation>
    </message>
    <message>
        <source>The host lost the latest moves when it stopped, and what the players&apos; apps saw does not add up by the rules.</source>
        <translation>O anfitrião perdeu as últimas jogadas ao parar, e o que os aplicativos dos jogadores viram não bate com as regras.</translation>
    </message>
    <message>
        <source>The game went back to the lobby.</source>
        <translation>A partida voltou para a sala.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point.</source>
        <translation>Esta rodada voltou a um ponto anterior.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point: you can deal it again.</source>
        <translation>Esta rodada voltou a um ponto anterior: você pode distribuí-la de novo.</translation>
    </message>
    <message>
        <source>This round went back to an earlier point: the host can deal it again.</source>
        <translation>Esta rodada voltou a um ponto anterior: o anfitrião pode distribuí-la de novo.</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
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
        <translation>Código de convite</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the invitation code</source>
        <translation>Copiar o código de convite</translation>
    </message>
    <message>
        <source>Tell your friends this code: they type it on their home screen to join.</source>
        <translation>Passe este código aos seus amigos: eles o digitam na tela inicial para entrar.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host says so.</source>
        <translation>Você já tem seu lugar na mesa. A partida começa quando o anfitrião quiser.</translation>
    </message>
    <message>
        <source>Seats {a} and {b}</source>
        <translation>Lugares {a} e {b}</translation>
    </message>
    <message>
        <source>Partners sit across: seats 1 and 3 play against 2 and 4.</source>
        <translation>Parceiros sentam frente a frente: os lugares 1 e 3 jogam contra o 2 e o 4.</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Começar a &amp;partida</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Sair</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free.</source>
        <translation>
            <numerusform>%n lugar livre.</numerusform>
            <numerusform>%n lugares livres.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are watching. While a seat is free, you can take it.</source>
        <translation>Você está assistindo. Enquanto houver um lugar livre, você pode ocupá-lo.</translation>
    </message>
    <message>
        <source>You are watching. The game starts when the host says so.</source>
        <translation>Você está assistindo. A partida começa quando o anfitrião quiser.</translation>
    </message>
    <message>
        <source>Stop &amp;watching</source>
        <translation>Parar de ass&amp;istir</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Parar de assistir</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Sair da mesa</translation>
    </message>
    <message>
        <source>If the table doesn&apos;t show up for them, they can join by address: {a}</source>
        <translation>Se a mesa não aparecer para eles, dá para entrar pelo endereço: {a}</translation>
    </message>
    <message>
        <source>&amp;Take the free seat</source>
        <translation>&amp;Ocupar o lugar livre</translation>
    </message>
    <message>
        <source>Take the free seat</source>
        <translation>Ocupar o lugar livre</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>First team to {target} points wins.</source>
        <translation>Vence a primeira dupla a chegar a {target} pontos.</translation>
    </message>
    <message>
        <source>{n}.</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>anfitrião</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
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
        <translation>esperando um jogador...</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Waiting for the host to start.</source>
        <translation>Esperando o anfitrião começar a partida.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s).</source>
        <translation>
            <numerusform>Falta %n jogador.</numerusform>
            <numerusform>Faltam %n jogadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Todos chegaram.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Fechar a mesa?</translation>
    </message>
    <message>
        <source>Leaving closes the table for everyone.</source>
        <translation>Se você sair, a mesa fecha para todos.</translation>
    </message>
    <message>
        <source>The other players go back to their home screen.</source>
        <translation>Os outros jogadores voltam para a tela inicial.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fechar a mesa</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Ficar</translation>
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
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Ficar</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Sair da mesa?</translation>
    </message>
    <message>
        <source>Stop watching?</source>
        <translation>Parar de assistir?</translation>
    </message>
    <message>
        <source>You stop watching this table.</source>
        <translation>Você para de assistir a esta mesa.</translation>
    </message>
    <message>
        <source>The game goes on without you. To watch again, use the table&apos;s code.</source>
        <translation>A partida continua sem você. Para assistir de novo, use o código da mesa.</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Parar de assistir</translation>
    </message>
    <message>
        <source>Keep watching</source>
        <translation>Continuar assistindo</translation>
    </message>
    <message>
        <source>Your seat is given up for someone else.</source>
        <translation>Seu lugar fica livre para outra pessoa.</translation>
    </message>
    <message>
        <source>The others go back to the lobby and wait for a fourth player. To play with them again, join with the table&apos;s code while a seat is free.</source>
        <translation>Os outros voltam para a sala e esperam um quarto jogador. Para jogar de novo com eles, entre com o código da mesa enquanto houver um lugar livre.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Sair da mesa</translation>
    </message>
    <message>
        <source>Dominos - {name}</source>
        <translation>Dominos - {name}</translation>
    </message>
    <message>
        <source>Can&apos;t reach the host. Waiting for the table to come back... ({seconds} s)</source>
        <translation>Sem conexão com o anfitrião. Esperando a mesa voltar... ({seconds} s)</translation>
    </message>
    <message>
        <source>Stop trying</source>
        <translation>Parar de tentar</translation>
    </message>
    <message>
        <source>Quit Dominos?</source>
        <translation>Sair do Dominos?</translation>
    </message>
    <message>
        <source>Quitting closes your table for everyone.</source>
        <translation>Se você sair, sua mesa fecha para todos.</translation>
    </message>
    <message>
        <source>The other players go back to their home screen.</source>
        <translation>Os outros jogadores voltam para a tela inicial.</translation>
    </message>
    <message>
        <source>Quit and close the table</source>
        <translation>Sair e fechar a mesa</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar jogando</translation>
    </message>
    <message>
        <source>The game goes on without you for now.</source>
        <translation>A partida continua sem você por enquanto.</translation>
    </message>
    <message>
        <source>Your seat and your tiles are kept. While you are away the table plays for you after {seconds} seconds each turn. Start Dominos again and choose Rejoin to take your seat back.</source>
        <translation>Seu lugar e suas pedras ficam guardados. Enquanto você estiver fora, a mesa joga por você depois de {seconds} segundos a cada vez. Abra o Dominos de novo e escolha Voltar à partida para retomar seu lugar.</translation>
    </message>
    <message>
        <source>Quit for now</source>
        <translation>Sair por enquanto</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>&amp;Sounds at the table</source>
        <translation>&amp;Sons na mesa</translation>
    </message>
    <message>
        <source>&amp;Play a test sound</source>
        <translation>&amp;Tocar um som de teste</translation>
    </message>
    <message>
        <source>Your turn&apos;s sound, at the volume set below</source>
        <translation>O som da sua vez, no volume escolhido abaixo</translation>
    </message>
    <message>
        <source>This computer has no sound output (no sound card or sound service was found), so the table stays silent.</source>
        <translation>Este computador não tem saída de som (nenhuma placa ou serviço de som foi encontrado), então a mesa fica em silêncio.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>&amp;Tell me when my turn starts in another window</source>
        <translation>&amp;Avisar quando minha vez começar em outra janela</translation>
    </message>
    <message>
        <source>Flashes the taskbar or dock, shows a notification where the desktop offers them, and warns again 10 seconds before the time runs out.</source>
        <translation>Pisca a barra de tarefas ou o dock, mostra uma notificação onde a área de trabalho permite e avisa de novo 10 segundos antes de o tempo acabar.</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>As the system says</source>
        <translation>Conforme o sistema</translation>
    </message>
    <message>
        <source>Keep still</source>
        <translation>Sem movimento</translation>
    </message>
    <message>
        <source>Slide tiles in</source>
        <translation>Deslizar as pedras</translation>
    </message>
    <message>
        <source>Tile faces</source>
        <translation>Faces das pedras</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Pontos</translation>
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
        <translation>Seu &amp;nome</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Volume</translation>
    </message>
    <message>
        <source>&amp;Motion</source>
        <translation>&amp;Movimento</translation>
    </message>
    <message>
        <source>Tile &amp;faces</source>
        <translation>&amp;Faces das pedras</translation>
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
        <translation>Abrindo a mesa...</translation>
    </message>
    <message>
        <source>The usual port was taken, so this table uses port {port}.</source>
        <translation>A porta de sempre estava ocupada, então esta mesa usa a porta {port}.</translation>
    </message>
    <message>
        <source>Joining...</source>
        <translation>Entrando...</translation>
    </message>
    <message>
        <source>Taking your seat back...</source>
        <translation>Retomando seu lugar...</translation>
    </message>
    <message numerus="yes">
        <source>The table asks to wait. Trying again in %n second(s)...</source>
        <translation>
            <numerusform>A mesa pediu para esperar. Tentando de novo em %n segundo...</numerusform>
            <numerusform>A mesa pediu para esperar. Tentando de novo em %n segundos...</numerusform>
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
        <translation>esperando jogadores</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jogando</translation>
    </message>
    <message>
        <source>between rounds</source>
        <translation>entre rodadas</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partida encerrada</translation>
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
        <translation>anfitrião: {host}  ·  {seated}  ·  {phase}</translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n pessoa assistindo</numerusform>
            <numerusform>%n pessoas assistindo</numerusform>
        </translation>
    </message>
    <message>
        <source>another version of Dominos</source>
        <translation>outra versão do Dominos</translation>
    </message>
</context>
<context>
    <name>WhoLeft</name>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} saiu da mesa.</translation>
    </message>
    <message>
        <source>You move from seat {old} to seat {new}.</source>
        <translation>Você passa do lugar {old} para o lugar {new}.</translation>
    </message>
    <message>
        <source>{name} moves from seat {old} to seat {new}.</source>
        <translation>{name} passa do lugar {old} para o lugar {new}.</translation>
    </message>
    <message>
        <source>Your partner is now {name}.</source>
        <translation>Agora você faz dupla com {name}.</translation>
    </message>
    <message>
        <source>{first} and {second} are now partners.</source>
        <translation>{first} e {second} agora fazem dupla.</translation>
    </message>
    <message>
        <source>You will partner the next player to join.</source>
        <translation>Você vai fazer dupla com quem chegar em seguida.</translation>
    </message>
    <message>
        <source>{name} will partner the next player to join.</source>
        <translation>{name} vai fazer dupla com quem chegar em seguida.</translation>
    </message>
</context>
<context>
    <name>WindowPages</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
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
        <translation>&amp;Preferências...</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong ({what}).</source>
        <translation>Algo deu errado ({what}).</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>Os detalhes estão em {path}.</translation>
    </message>
    <message>
        <source>Dominos is already open for you: its window is now in front.</source>
        <translation>O Dominos já está aberto para você: a janela dele agora está na frente.</translation>
    </message>
    <message>
        <source>Dominos is already open for you (process {pid}), but it does not answer. Close it, or end that process, then start Dominos again.</source>
        <translation>O Dominos já está aberto para você (processo {pid}), mas não responde. Feche-o, ou encerre esse processo, e abra o Dominos de novo.</translation>
    </message>
</context>
<context>
    <name>context</name>
    <message>
        <source>Looking for tables on the network is turned off.</source>
        <translation>A busca de mesas na rede está desligada.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>O anfitrião fechou a mesa.</translation>
    </message>
</context>
<context>
    <name>seat</name>
    <message>
        <source>&amp;Resume your table</source>
        <translation>&amp;Retomar sua mesa</translation>
    </message>
    <message>
        <source>&amp;Rejoin the game at {table}</source>
        <translation>&amp;Voltar à partida na {table}</translation>
    </message>
</context>
</TS>

"""The words of ``dominos-review``'s report, in English, Spanish and Brazilian Portuguese.

The console script loads no Qt, so it cannot use the app's catalogues; its few sentences
are kept here, each in the three languages the app speaks, and chosen like the app's: the
``--lang`` flag, else the first of the system's languages (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``) it speaks, else English.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Final

__all__ = ["LANGUAGES", "choose", "words"]

LANGUAGES: Final = ("en", "es", "pt_BR")

_EN: Final = {
    "intro": (
        "Values are for the team of the player who moved: +N means that team scores N when"
        " the round ends, -N that the other team does. With all hands known: both teams play"
        " their best seeing every hand. As known: averaged over every deal the player could"
        " not rule out (their hand, the line, the hand sizes and the passes)."
    ),
    "game": "Game {game}: {team0} against {team1}, to {target}",
    "round": "Round {n}: {result}",
    "domino": "{who} went out; {team} score {points}",
    "blocked": "blocked; {team} score {points}",
    "dead_heat": "blocked with equal pips; {team} score {points}, having laid the last tile",
    "play": "{move:>3}. {name} played {tile}{end}: {value:+d}, best {best:+d}",
    "gave": " (gave away {points} with all hands known)",
    "known": "       as known: {chosen:+.1f}, best {best:+.1f}, gave away {given:.1f}{how}",
    "margin": " (±{margin:.1f}, {samples} deals)",
    "exact": " (exact, {samples} deals)",
    "options": "       options: {options}",
    "option_known": "{tile}{end} {value:+d} / {mean:+.1f}",
    "chosen_mark": " ← played",
    "left": " left",
    "right": " right",
    "summary": "Points given away with all hands known: {players}",
    "summary_known": "Points given away as known: {players}",
    "and": "{a} and {b}",
    "no_round": "the record has no round {k}: it has {n}",
    "unreadable": "cannot read {path}: {reason}",
}

_ES: Final = {
    "intro": (
        "Los valores son para el equipo del jugador que movió: +N significa que ese equipo"
        " anota N al acabar la ronda, -N que anota el otro. Con todas las manos a la vista:"
        " los dos equipos juegan lo mejor posible viendo todas las manos. Con lo que sabía:"
        " promedio sobre todos los repartos que el jugador no podía descartar (su mano, la"
        " línea, cuántas fichas tiene cada uno y los pases)."
    ),
    "game": "Partida {game}: {team0} contra {team1}, a {target}",
    "round": "Ronda {n}: {result}",
    "domino": "{who} dominó; {team} anotan {points}",
    "blocked": "cerrada; {team} anotan {points}",
    "dead_heat": (
        "cerrada con los mismos puntos; {team} anotan {points} por haber puesto la última ficha"
    ),
    "play": "{move:>3}. {name} jugó {tile}{end}: {value:+d}, lo mejor {best:+d}",
    "gave": " (cedió {points} con todas las manos a la vista)",
    "known": (
        "       con lo que sabía: {chosen:+.1f}, lo mejor {best:+.1f}, cedió {given:.1f}{how}"
    ),
    "margin": " (±{margin:.1f}, {samples} repartos)",
    "exact": " (exacto, {samples} repartos)",
    "options": "       opciones: {options}",
    "option_known": "{tile}{end} {value:+d} / {mean:+.1f}",
    "chosen_mark": " ← jugada",
    "left": " a la izquierda",
    "right": " a la derecha",
    "summary": "Puntos cedidos con todas las manos a la vista: {players}",
    "summary_known": "Puntos cedidos con lo que sabían: {players}",
    "and": "{a} y {b}",
    "no_round": "la partida no tiene ronda {k}: tiene {n}",
    "unreadable": "no se puede leer {path}: {reason}",
}

_PT_BR: Final = {
    "intro": (
        "Os valores são para a dupla de quem jogou: +N quer dizer que essa dupla marca N no"
        " fim da rodada, -N que a outra marca. Com todas as mãos à vista: as duas duplas"
        " jogam o melhor possível vendo todas as mãos. Com o que sabia: média sobre todas as"
        " distribuições que o jogador não podia descartar (sua mão, a linha, quantas pedras"
        " cada um tem e os passes)."
    ),
    "game": "Partida {game}: {team0} contra {team1}, até {target}",
    "round": "Rodada {n}: {result}",
    "domino": "{who} bateu; {team} marcam {points}",
    "blocked": "fechada; {team} marcam {points}",
    "dead_heat": "fechada com pontos iguais; {team} marcam {points} por ter posto a última pedra",
    "play": "{move:>3}. {name} jogou {tile}{end}: {value:+d}, o melhor {best:+d}",
    "gave": " (cedeu {points} com todas as mãos à vista)",
    "known": (
        "       com o que sabia: {chosen:+.1f}, o melhor {best:+.1f}, cedeu {given:.1f}{how}"
    ),
    "margin": " (±{margin:.1f}, {samples} distribuições)",
    "exact": " (exato, {samples} distribuições)",
    "options": "       opções: {options}",
    "option_known": "{tile}{end} {value:+d} / {mean:+.1f}",
    "chosen_mark": " ← jogada",
    "left": " à esquerda",
    "right": " à direita",
    "summary": "Pontos cedidos com todas as mãos à vista: {players}",
    "summary_known": "Pontos cedidos com o que sabiam: {players}",
    "and": "{a} e {b}",
    "no_round": "a partida não tem a rodada {k}: tem {n}",
    "unreadable": "não é possível ler {path}: {reason}",
}

_CATALOGUES: Final = {"en": _EN, "es": _ES, "pt_BR": _PT_BR}


def normalise(tag: str) -> str | None:
    """The report's language for a language tag, or ``None`` if it has none.

    >>> normalise("es_MX.UTF-8"), normalise("pt"), normalise("C"), normalise("de_DE")
    ('es', 'pt_BR', None, None)
    """
    base = tag.replace("-", "_").split(".")[0].split("_")[0].lower()
    return {"en": "en", "es": "es", "pt": "pt_BR"}.get(base)


def choose(requested: str | None, environ: Mapping[str, str] = os.environ) -> str:
    """The language to report in.

    >>> choose(None, {"LANGUAGE": "de:pt_BR", "LANG": "en_US.UTF-8"}), choose("es", {})
    ('pt_BR', 'es')
    """
    tags = [requested] if requested else []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        tags.extend(environ.get(name, "").split(":"))
    for tag in tags:
        if tag and (code := normalise(tag)) is not None:
            return code
    return "en"


def words(language: str) -> Mapping[str, str]:
    return _CATALOGUES.get(language, _EN)

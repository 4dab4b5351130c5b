"""The plan panel's side information for a hex-wargame retreat (the action's
:class:`~tabletop_ai.wargame.retreat.RetreatDetail`,
README "Hex-wargame retreat"): the retreat challenge dice and how they were worked out, the
legal hexes ranked with the criterion that placed each, and the neighbouring hexes that were
rejected with why. HTML from the plan's values; nothing here decides a rule."""

from __future__ import annotations

from html import escape
from typing import Any

from tabletop_ai.i18n import shown as in_language
from tabletop_ai.ui.games.wargame.links import ENGAGED
from tabletop_ai.ui.texts import translate
from tabletop_ai.wargame.retreat import RetreatChallenge, RetreatDetail


def _cell(c: Any) -> str:
    if isinstance(c, (list, tuple)) and len(c) == 2:
        return f"[{c[0]},{c[1]}]"
    return escape(str(c))


def challenge_html(ch: RetreatChallenge, names: dict[str, str] | None = None) -> str:
    """The retreat challenge: dice = average attack of the last army engaged (rounded) + 1
    − Trickster, never below 0 (``reference/armageddon-empires-retreat.md``)."""
    names = names or {}
    if ch.capture_kill:
        return translate("retreat_info", "<b>No retreat challenge: Capture Kill</b><br>") + escape(
            in_language(ch.text)
        )
    if ch.choose:
        # several armies may have engaged it last: only the players know which; a click
        # writes their choice on the retreat instruction (the ``engaged`` link)
        rows_html = "".join(
            f"<tr><td><a href='{ENGAGED}:{escape(o.engaged)}'>"
            f"{escape(names.get(o.engaged, o.engaged))}</a></td>"
            "<td>&nbsp;"
            + translate("retreat_info", "{dice} dice").format(
                dice=escape("?" if o.dice is None else str(o.dice))
            )
            + "</td></tr>"
            for o in ch.choose
        )
        return (
            translate(
                "retreat_info",
                "<b>Retreat challenge: which army engaged it last?</b> Set "
                "<i>engaged</i> on the retreat instruction (Groups panel) to the "
                "army that did:",
            )
            + f"<table cellspacing='0' cellpadding='1'>{rows_html}</table>"
        )
    if ch.average is None:
        return translate("retreat_info", "<b>Retreat challenge: {dice} dice</b>").format(
            dice="?"
        ) + ("<br>" + escape(in_language(ch.text)))
    attacks = ", ".join(f"{a:g}" for a in ch.attacks)
    avg_text = f"{ch.average:.2f}".rstrip("0").rstrip(".")
    parts = [
        translate("retreat_info", "<b>Retreat challenge: {dice} dice</b>").format(
            dice=escape(str(ch.dice))
        )
    ]
    engaged = ch.engaged or "—"
    rows = [
        (translate("retreat_info", "engaged by"), escape(names.get(engaged, engaged))),
        (translate("retreat_info", "attacks"), attacks or "—"),
        (translate("retreat_info", "average"), escape(avg_text)),
        (translate("retreat_info", "rounded"), escape(str(ch.rounded))),
        ("+", "1"),
        (translate("retreat_info", "− Trickster"), escape(str(ch.trickster))),
    ]
    parts.append(
        "<table cellspacing='0' cellpadding='1'>"
        + "".join(f"<tr><td style='color:#495057'>{k}</td><td>&nbsp;{v}</td></tr>" for k, v in rows)
        + "</table>"
    )
    return "".join(parts)


def retreat_html(info: RetreatDetail, names: dict[str, str] | None = None) -> str:
    """The whole retreat block: challenge, ranked hexes, rejected hexes."""
    parts = ["<div style='border-left:3px solid #1a5276;padding-left:6px;margin:4px 0'>"]
    parts.append(challenge_html(info.challenge, names))
    if info.ranked:
        parts.append(
            translate("retreat_info", "<b>Retreat hexes, best first</b>")
            + "<table cellspacing='0' cellpadding='2'><tr><th align='left'>#</th>"
            + "<th align='left'>"
            + translate("retreat_info", "hex")
            + "</th>"
            + "<th align='left'>"
            + translate("retreat_info", "why this place")
            + "</th></tr>"
        )
        places = [r.place for r in info.ranked]
        for r in info.ranked:
            mark = " ✓" if r.at == info.chosen else ""
            tie = "=" if places.count(r.place) > 1 else ""  # equally good: alternatives
            parts.append(
                f"<tr><td>{r.place}{tie}</td>"
                f"<td><b>{_cell(r.at)}</b>{mark}</td>"
                f"<td>{escape(in_language(r.reason))}</td></tr>"
            )
        parts.append("</table>")
    elif info.candidates == []:
        parts.append(
            translate("retreat_info", "<p><b>No legal retreat hex</b>: the army is destroyed.</p>")
        )
    if info.rejected:
        parts.append(
            translate("retreat_info", "<b>Rejected hexes</b>") + "<ul style='margin-top:0'>"
        )
        for rj in info.rejected:
            parts.append(f"<li>{_cell(rj.at)}: {escape(in_language(rj.why))}</li>")
        parts.append("</ul>")
    if info.destinations:
        parts.append(
            "<span style='color:#495057'>{}</span>".format(
                escape(
                    translate("retreat_info", "Toward: {points}").format(
                        points=", ".join(info.destinations)
                    )
                )
            )
        )
    parts.append("</div>")
    return "".join(parts)

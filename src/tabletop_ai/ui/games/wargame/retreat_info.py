"""The plan panel's side information for a hex-wargame retreat (the action's
:class:`~tabletop_ai.wargame.retreat.RetreatDetail`,
README "Hex-wargame retreat"): the retreat challenge dice and how they were worked out, the
legal hexes ranked with the criterion that placed each, and the neighbouring hexes that were
rejected with why. HTML from the plan's values; nothing here decides a rule."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from tabletop_ai.engine.plan import JSONValue
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.ui.texts import translate
from tabletop_ai.wargame.retreat import RetreatDetail


def _cell(c: Any) -> str:
    if isinstance(c, (list, tuple)) and len(c) == 2:
        return f"[{c[0]},{c[1]}]"
    return escape(str(c))


def challenge_html(ch: Mapping[str, JSONValue], names: dict[str, str] | None = None) -> str:
    """The retreat challenge: dice = average attack of the last army engaged (rounded) + 1
    − Trickster, never below 0 (``reference/armageddon-empires-retreat.md``)."""
    names = names or {}
    if ch.get("capture_kill"):
        return translate("retreat_info", "<b>No retreat challenge: Capture Kill</b><br>") + escape(
            in_language(str(ch.get("text", "")))
        )
    if ch.get("choose"):
        # several armies may have engaged it last: only the players know which
        rows_html = "".join(
            f"<tr><td>{escape(names.get(str(o.get('engaged')), str(o.get('engaged'))))}</td>"
            "<td>&nbsp;"
            + translate("retreat_info", "{dice} dice").format(dice=escape(str(o.get("dice", "?"))))
            + "</td></tr>"
            for o in _list(ch.get("options"))
            if isinstance(o, dict)
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
    attacks = ", ".join(
        f"{a:g}" if isinstance(a, float) else escape(str(a)) for a in _list(ch.get("attacks"))
    )
    avg = ch.get("average")
    avg_text = f"{avg:.2f}".rstrip("0").rstrip(".") if isinstance(avg, float) else str(avg)
    parts = [
        translate("retreat_info", "<b>Retreat challenge: {dice} dice</b>").format(
            dice=escape(str(ch.get("dice", "?")))
        )
    ]
    engaged = str(ch.get("engaged") or "—")
    rows = [
        (translate("retreat_info", "engaged by"), escape((names or {}).get(engaged, engaged))),
        (translate("retreat_info", "attacks"), attacks or "—"),
        (translate("retreat_info", "average"), escape(avg_text)),
        (translate("retreat_info", "rounded"), escape(str(ch.get("rounded", "?")))),
        ("+", escape(str(ch.get("plus", 1)))),
        (translate("retreat_info", "− Trickster"), escape(str(ch.get("trickster", 0)))),
    ]
    parts.append(
        "<table cellspacing='0' cellpadding='1'>"
        + "".join(f"<tr><td style='color:#495057'>{k}</td><td>&nbsp;{v}</td></tr>" for k, v in rows)
        + "</table>"
    )
    return "".join(parts)


def _list(v: JSONValue) -> list[JSONValue]:
    return v if isinstance(v, list) else []


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

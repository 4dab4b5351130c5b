"""Small Imperial Commander 2 folders written the way IC2 writes its files (trailing commas,
``Languages/<L>``), with made-up groups, for the importer's tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def ic2_json(value: Any) -> str:
    """JSON as IC2 writes it: indented, a comma after every array item and object member
    (Unity's reader takes them)."""
    text = json.dumps(value, ensure_ascii=False, indent="\t")
    out = []
    lines = text.split("\n")
    for i, line in enumerate(lines):
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if nxt in ("]", "}", "],", "},") and not line.rstrip().endswith(("[", "{", ",")):
            line += ","
        out.append(line)
    return "\n".join(out)


def card(gid: str, name: str, **kw: Any) -> dict[str, Any]:
    """A deployment card of ``CardData`` (IC2's fields; made-up numbers)."""
    rec: dict[str, Any] = {
        "name": name,
        "characterType": "Imperial",
        "subname": "",
        "id": gid,
        "tier": 1,
        "faction": "Imperial",
        "priority": 2,
        "cost": 6,
        "rcost": 2,
        "size": 3,
        "fame": 6,
        "reimb": 3,
        "expansion": "Core",
        "ignored": "",
        "miniSize": "Small1x1",
        "groupTraits": ["Trooper"],
        "preferredTargets": [],
        "isElite": False,
        "health": 3,
        "speed": 4,
        "defense": ["Black"],
        "attackType": "Ranged",
        "attacks": ["Blue", "Green"],
        "traits": ["Trooper"],
        "keywords": [],
        "surges": ["{B}: +2 Accuracy", "{B}: +1 {H}"],
        "abilities": [],
        "colorIndex": 1,
    }
    rec.update(kw)
    return rec


TROOPER_LIST = [
    "{Q} Move 4 to attack {R1}.",
    "{A} Move 2 to reposition 4.",
    "{A} Move 6 to reposition 4.",
]
TROOPER_LIST_DE = [
    "{Q} Bewegung 4, um {R1} anzugreifen.",
    "{A} Bewegung 2, um in Position 4 zu gelangen.",
    "{A} Bewegung 6, um in Position 4 zu gelangen.",
]
WALKER_LIST = [
    "{-} AIM SYSTEM: Gain +1 {H} and +2 Accuracy.",
    "{Q} Attack {R1}.",
    "{A} Move 5 to reposition 2.",
    "{Q} Attack {R1}.",
    "{A} Move 3 toward the closest Rebel.",
]
WALKER_LIST_DE = [
    "{-} ZIELSYSTEM: Erhalte +1 {H} und +2 Zielsicherheit.",
    "{Q} Angriff auf {R1}.",
    "{A} Bewegung 5, um in Position 2 zu gelangen.",
    "{Q} Angriff auf {R1}.",
    "{A} Bewegung 3 auf den nächsten Rebellen zu.",
]
BOSS_LIST = [
    "{Q} CRUSH: Move 4 to attack {R1}. After this attack, the target is Stunned.",
    "{A} Move 3 to engage as many Rebels as possible (minimum 1).",
    "{A} BELLOW: Each Rebel within 3 spaces suffers 1 {C}.",
]
BOSS_LIST_DE = [
    "{Q} ZERMALMEN: Bewegung 4, um {R1} anzugreifen. Nach diesem Angriff ist das Ziel Betäubt.",
    "{A} Bewegung 3, um so viele Rebellen wie möglich zu berühren (Minimum 1).",
    "{A} BRÜLLEN: Jeder Rebell innerhalb von 3 Feldern erleidet 1 {C}.",
]


def instructions(sets: dict[str, list[list[str]]]) -> list[dict[str, Any]]:
    return [
        {"instName": gid, "instID": gid, "content": [{"instruction": lines} for lines in lists]}
        for gid, lists in sets.items()
    ]


def write_ic2(root: Path, languages: tuple[str, ...] = ("En", "De")) -> Path:
    """A folder like IC2's ``Assets/Resources``: a regular and an elite Stormtrooper group,
    an AT-ST (Huge2x3, Massive, +3 Accuracy) and a made-up villain; English and German words
    (the lists as IC2 gives these groups, the ability texts made up)."""
    enemies = [
        card("DG001", "Stormtrooper"),
        card(
            "DG003",
            "Stormtrooper (Elite)",
            isElite=True,
            health=5,
            cost=8,
            rcost=3,
            surges=["{B}: +3 Accuracy", "{B}: +2 {H}"],
        ),
        card(
            "DG014",
            "AT-ST",
            isElite=True,
            health=15,
            size=1,
            cost=11,
            rcost=0,
            miniSize="Huge2x3",
            traits=["Vehicle", "Heavy Weapon"],
            keywords=["Massive", "+3 Accuracy"],
            abilities=[{"name": "Clumsy", "text": "Cannot attack adjacent figures."}],
        ),
    ]
    villains = [
        card(
            "DG071",
            "Brute",
            characterType="Villain",
            subname="THE BIG ONE",
            isElite=True,
            health=12,
            speed=4,
            size=1,
            attackType="Melee",
            miniSize="Medium1x2",
            keywords=["Reach", "Mobile"],
        )
    ]
    (root / "CardData").mkdir(parents=True)
    (root / "CardData" / "enemies.json").write_text(ic2_json(enemies), encoding="utf-8")
    (root / "CardData" / "villains.json").write_text(ic2_json(villains), encoding="utf-8")
    words = {
        "En": (
            {
                "DG001": "Stormtrooper",
                "DG003": "Stormtrooper (Elite)",
                "DG014": "AT-ST",
                "DG071": "Brute",
            },
            {
                "DG001": [TROOPER_LIST],
                "DG003": [TROOPER_LIST, TROOPER_LIST[:1]],
                "DG014": [WALKER_LIST],
                "DG071": [BOSS_LIST],
                "DG070": [["See Mission Rules."]],
            },
        ),
        "De": (
            {
                "DG001": "Sturmtruppler",
                "DG003": "Sturmtruppler (Elite)",
                "DG014": "AT-ST",
                "DG071": "Rohling",
            },
            {
                "DG001": [TROOPER_LIST_DE],
                "DG003": [TROOPER_LIST_DE, TROOPER_LIST_DE[:1]],
                "DG014": [WALKER_LIST_DE],
                "DG071": [BOSS_LIST_DE],
                "DG070": [["Siehe Einsatzregeln."]],
            },
        ),
    }
    sub = {"En": "THE BIG ONE", "De": "DER GROSSE"}
    for lang in languages:
        names, sets = words[lang]
        base = root / "Languages" / lang
        (base / "DeploymentGroups").mkdir(parents=True)
        groups: list[dict[str, Any]] = [
            {"name": n, "subname": "", "id": gid} for gid, n in names.items() if gid != "DG071"
        ]
        if lang == "De":
            groups[1]["surges"] = ["{B}: +3 Zielsicherheit", "{B}: +2 {H}"]
        (base / "DeploymentGroups" / "enemies.json").write_text(ic2_json(groups), "utf-8")
        (base / "DeploymentGroups" / "villains.json").write_text(
            ic2_json([{"name": names["DG071"], "subname": sub[lang], "id": "DG071"}]), "utf-8"
        )
        (base / "instructions.json").write_text(ic2_json(instructions(sets)), "utf-8")
        if lang == "En":
            bonus = [{"bonusID": "DG001", "effects": ["DRILL: Gain Pierce 1."]}]
            (base / "bonuseffects.json").write_text(ic2_json(bonus), "utf-8")
    return root

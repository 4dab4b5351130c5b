"""The Automated Emperor game flow (``reference/automated-emperor.html``): setup, the AE deck,
group activations, targets outside an activation, the status phase and the upgrade stage.

Each operation changes the board (figures, groups) and the :class:`AEState` in place and logs
every decision with its reason. Callers that want undo keep a copy from before the call (the
app does; every draw is one undoable step).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_ai.board.model import Board, Figure, Group, Instruction
from tabletop_ai.engine.plan import JSONValue, Plan
from tabletop_ai.engine.planner import plan_group
from tabletop_ai.engine.topology import topology_for
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import Msg, colour_word, join, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
from tabletop_ai.imperial.campaign import Campaign, Carry, campaign_after, carry_of
from tabletop_ai.imperial.data import (
    COLOURS,
    AECard,
    Deployment,
    ImperialData,
    UpgradeCard,
    deck_from_json,
    deck_to_json,
)
from tabletop_ai.imperial.data import MOMENTS as MOMENTS  # the moments cards are played at
from tabletop_ai.imperial.fields import ABILITIES, DEPLOYMENT, OPEN_GROUPS
from tabletop_ai.imperial.state import AEState, get_state, put_state

#: AE "Status Phase": "If there are 4 or more deployment groups in play ... reinforce"
MAX_GROUPS = 4


class GameError(ValueError):
    """An operation that the AE state does not allow (named in words for the player)."""


# ---------------------------------------------------------------------------------------
# setup
# ---------------------------------------------------------------------------------------


def assign_colours(board: Board, state: AEState) -> None:
    """AE "Rebel Color Assignment": each rebel character gets blue, yellow, green or red;
    "If playing with less than 4 Rebels, assign a color to an Ally". Figures that already have
    a colour keep it; heroes are served before allies (keyword ``ally``)."""
    players = [f for f in board.figures if f.side == "player"]
    heroes = [f for f in players if not f.has("ally")]
    allies = [f for f in players if f.has("ally")]
    free = [c for c in COLOURS if c not in {f.color for f in players}]
    order = heroes + (allies if len(heroes) < len(COLOURS) else [])
    for f in order:
        if f.color is None and free:
            colour = free.pop(0)
            f = dataclasses.replace(f, color=colour)
            board.put_figure(f)
            state.say(
                "setup",
                msg(
                    "{figure} is {colour}",
                    figure=content_label(f.label),
                    colour=colour_word(colour),
                ),
                figure=f.id,
                color=colour,
            )


def _group_label(board: Board, gid: str) -> str:
    """Group ``gid`` as the game log names it (:meth:`RuleSet.group_label`)."""
    g = board.find_group(gid)
    return AutomatedEmperor.group_label(board, g) if g is not None else gid


def _deployment_of(group: Group) -> str:
    return DEPLOYMENT.value(group, group.id)


@dataclass(frozen=True)
class SetupChoices:
    """What the players choose for AE "Setup" (the window's New game dialog): the keyword
    arguments of :func:`setup` as one typed value."""

    seed: int
    blitz_level: int = 2
    threat: int = 0
    threat_level: int = 3
    open_groups: int | None = None
    class_deck: str | None = None
    priority_target: str | None = None


def setup(
    board: Board,
    data: ImperialData,
    *,
    seed: int,
    blitz_level: int = 2,
    threat: int = 0,
    threat_level: int = 3,
    open_groups: int | None = None,
    agenda_sets: list[str] | None = None,
    class_deck: str | None = None,
    priority_target: str | None = None,
    carry: Carry | None = None,
) -> AEState:
    """AE "Setup": blitz level, colours, priority target, threat, the AE deck with
    ``blitz_level`` blitz cards, the deployment hand (one card per open group), the agenda
    deck from the chosen sets and one class deck. Stores the state in ``board``.

    With ``carry`` (the next mission of a campaign) the blitz level, XP, influence, class
    deck and hand, agenda deck and hand and side missions come from the campaign instead:
    AE "Set Blitz level (2 at beginning of campaign) ... increase by one for each mission
    Imperials lose"; the class deck and agenda deck are chosen once per campaign.

    The board becomes an Automated Emperor board (``rules.preset``): saved and opened again,
    it is the same game with its panel."""
    if carry is not None:
        blitz_level = carry.blitz_level
    board.rules = dataclasses.replace(board.rules, preset=AutomatedEmperor.presets[0])
    st = AEState(seed=seed, blitz_level=blitz_level, threat=threat, threat_level=threat_level)
    st.cards = deck_to_json(data, "cards of this game")
    st.say(
        "setup",
        msg("new Automated Emperor game, seed {seed}", seed=seed)
        if carry is None
        else msg(
            "new Automated Emperor game, seed {seed} — mission {mission} of the campaign",
            seed=seed,
            mission=carry.mission,
        ),
    )
    assign_colours(board, st)
    if priority_target is not None:
        if board.find_figure(priority_target) is None:
            raise GameError(
                msg("priority target {target!r} names no figure", target=priority_target)
            )
        board.mission = dataclasses.replace(board.mission, priority_target=priority_target)
    if board.mission.priority_target:
        st.say(
            "setup",
            msg("priority target: {target}", target=_label(board, board.mission.priority_target)),
        )
    # AE deck: the normal cards and as many blitz cards as the blitz level
    if blitz_level < 0 or blitz_level > len(data.blitz_cards):
        raise GameError(
            msg(
                "blitz level {level} needs {level} blitz cards; the deck has {have}",
                level=blitz_level,
                have=len(data.blitz_cards),
            )
        )
    blitz = data.blitz_cards[:blitz_level]
    st.deck = [c.id for c in data.normal_cards + blitz]
    st.rng().shuffle(st.deck)
    st.say(
        "setup",
        msg(
            "AE deck: {cards} cards with {blitz} blitz (blitz level {level})",
            cards=len(st.deck),
            blitz=len(blitz),
            level=blitz_level,
        ),
    )
    # deployment groups already on the map are in play, left to right
    for g in board.groups:
        if g.side == "ai":
            st.in_play.append({"group": g.id, "deployment": _deployment_of(g)})
    in_play = {e["deployment"] for e in st.in_play}
    st.deployment_deck = [d for d in data.deployments if d not in in_play]
    st.rng().shuffle(st.deployment_deck)
    n_open = OPEN_GROUPS.value(board.mission, 0) if open_groups is None else open_groups
    st.deployment_hand = st.deployment_deck[:n_open]
    st.deployment_deck = st.deployment_deck[n_open:]
    st.say(
        "setup",
        msg(
            "deployment hand: {cards} card(s) for {groups} open group(s): {names}",
            cards=len(st.deployment_hand),
            groups=n_open,
            names=join((content_label(_dep_name(data, d)) for d in st.deployment_hand), ", "),
        )
        if st.deployment_hand
        else msg(
            "deployment hand: {cards} card(s) for {groups} open group(s)",
            cards=len(st.deployment_hand),
            groups=n_open,
        ),
    )
    if carry is not None:
        carry.into(st)
        carried = msg(
            "carried from the campaign: blitz level {level}, XP {xp}, influence "
            "{influence}, class deck {deck} (hand {hand}), agenda hand {agenda}",
            level=st.blitz_level,
            xp=st.xp,
            influence=st.influence,
            deck=content_label(st.class_deck_id) if st.class_deck_id else msg("none"),
            hand=len(st.class_hand),
            agenda=len(st.agenda_hand),
        )
        st.say(
            "setup",
            msg("{text}, side mission {mission}", text=carried, mission=st.side_mission)
            if st.side_mission
            else carried,
        )
        put_state(board, st)
        return st
    # agenda deck: one card of each set, the top 6 pick the sets used, all their cards shuffled
    sets = [s for s in (agenda_sets or list(data.agenda_sets)) if s in data.agenda_sets]
    reps = [
        (data.agenda_sets[s][st.rng().randrange(len(data.agenda_sets[s]))].id, s)
        for s in sets
        if data.agenda_sets[s]
    ]
    st.rng().shuffle(reps)
    st.agenda_sets = [s for _c, s in reps[:6]]
    st.agenda_deck = [c.id for s in st.agenda_sets for c in data.agenda_sets[s]]
    st.rng().shuffle(st.agenda_deck)
    st.say("setup", msg("agenda sets: {sets}", sets=", ".join(st.agenda_sets) or msg("none")))
    # one class deck, at random unless chosen
    decks = sorted(data.class_decks)
    if class_deck is None and decks:
        class_deck = decks[st.rng().randrange(len(decks))]
    if class_deck is not None:
        if class_deck not in data.class_decks:
            raise GameError(
                msg(
                    "class deck {deck!r} is not in the data ({decks})",
                    deck=class_deck,
                    decks=", ".join(decks),
                )
            )
        st.class_deck_id = class_deck
        st.class_deck = [c.id for c in data.class_decks[class_deck]]
        st.say("setup", msg("class deck: {deck}", deck=content_label(class_deck)))
    put_state(board, st)
    return st


def _label(board: Board, fid: str | None) -> str:
    f = board.find_figure(fid)
    return content_label(f.label) if f else str(fid)


def _dep_name(data: ImperialData, did: str) -> str:
    d = data.deployments.get(did)
    return d.name if d else did


def game_data(board: Board, default: ImperialData) -> ImperialData:
    """The cards the board's game was set up with (kept in the file), else ``default`` (no
    game yet, or a game saved before cards were kept)."""
    st = get_state(board)
    if st is None or not st.cards:
        return default
    data, _sections = deck_from_json(st.cards, f"{board.name or 'board'} (its AE cards)")
    return data


def require_state(board: Board) -> AEState:
    st = get_state(board)
    if st is None:
        raise GameError(msg("no Automated Emperor game on this board: set one up first"))
    return st


# ---------------------------------------------------------------------------------------
# the AE deck
# ---------------------------------------------------------------------------------------


def draw_card(
    state: AEState, data: ImperialData, purpose: str | None = None, chosen: str | None = None
) -> AECard:
    """Draw the top AE card. "Hit reshuffle when all cards are drawn": an empty deck is
    refilled from the discard pile and shuffled. Blitz cards gain their threat ("Threat is
    still gained as indicated").

    ``chosen``: the card the players drew from their own AE deck at the table, played as if
    drawn here — taken from this game's deck. A card already drawn (in the discard pile) can
    be drawn again only once the deck is empty, after the reshuffle; before that it is
    refused, as is a card that is in neither pile."""
    if chosen is not None and chosen not in state.deck:
        if chosen not in state.discard:
            raise GameError(
                msg("{card!r} is not a card of this game's AE deck", card=chosen)
                if chosen not in data.ae_cards
                else msg(
                    "{card} is not in this game's AE deck",
                    card=content_label(data.card(chosen).name),
                )
            )
        if state.deck:
            raise GameError(
                msg(
                    "{card} was already drawn from this AE deck: it comes back only when the "
                    "deck is reshuffled, after its last card (%n card(s) still in the deck)",
                    n=len(state.deck),
                    card=content_label(data.card(chosen).name),
                )
            )
    if not state.deck:
        if not state.discard:
            raise GameError(msg("the AE deck has no cards"))
        state.deck, state.discard = state.discard, []
        state.rng().shuffle(state.deck)
        state.say("deck", msg("AE deck exhausted: reshuffled {cards} cards", cards=len(state.deck)))
    if chosen is not None:
        state.deck.remove(chosen)
        cid = chosen
    else:
        cid = state.deck.pop(0)
    state.discard.append(cid)
    state.current = cid
    card = data.card(cid)
    actions = join((AutomatedEmperor.action_label(a) for a in card.actions), ", ")
    text = (
        msg("drew {card} ({actions})", card=content_label(card.name), actions=actions)
        if chosen is None
        else msg(
            "played {card} as drawn at the table ({actions})",
            card=content_label(card.name),
            actions=actions,
        )
    )
    if card.blitz:
        state.threat += card.threat
        text = msg(
            "{text}: BLITZ, +{threat} threat (now {total})",
            text=text,
            threat=card.threat,
            total=state.threat,
        )
    elif card.secondary:
        text = msg(
            "{text}, secondary {colours}",
            text=text,
            colours=join((colour_word(c) for c in card.secondary), ", "),
        )
    state.say(
        "draw",
        msg(
            "{text} — {purpose}",
            text=text,
            purpose=msg("activation") if purpose is None else purpose,
        ),
        card=cid,
        blitz=card.blitz,
    )
    return card


def card_instruction(card: AECard) -> Instruction:
    """The ``ae_card`` instruction of spec section 10 for a drawn card."""
    return Instruction(
        "ae_card",
        {"actions": list(card.actions), "secondary": list(card.secondary), "blitz": card.blitz},
    )


def next_group(board: Board, state: AEState) -> str | None:
    """AE "Activate deployment groups left to right": the first group in play not yet
    activated this round that still has figures."""
    for e in state.in_play:
        gid = e["group"]
        g = board.find_group(gid)
        if gid in state.activated or g is None:
            continue
        if any(f.health > 0 for f in board.group_figures(gid)):
            return gid
    return None


@dataclass
class Activation:
    """A group activation under one AE card: the card and the plan to show."""

    group: str
    card: AECard
    plan: Plan


@dataclass(frozen=True)
class AECardResult:
    """A plan's result under one drawn AE card: the card, and the deployment card's surge
    order when it has one (AE "Surges")."""

    id: str
    name: str
    actions: list[str]
    secondary: list[str]
    blitz: bool
    surges: list[str]

    def to_json(self) -> dict[str, JSONValue]:
        out: dict[str, JSONValue] = {
            "card": {
                "id": self.id,
                "name": self.name,
                "actions": list(self.actions),
                "secondary": list(self.secondary),
                "blitz": self.blitz,
            }
        }
        if self.surges:
            out["surges"] = list(self.surges)
        return out


def activate_group(
    board: Board,
    state: AEState,
    data: ImperialData,
    group: str | None = None,
    card_id: str | None = None,
) -> Activation:
    """Draw an AE card for a group ("An AE card is drawn whenever AE activates a deployment
    group") and plan it as ``ae_card`` (spec 10); ``card_id``: the card the players drew at
    the table instead (see :func:`draw_card`). The card becomes the group's instruction in
    ``board`` (so the window re-plans it live while figures are dragged); the plan is a
    value and Apply moves the figures."""
    gid = group or next_group(board, state)
    if gid is None:
        raise GameError(msg("every deployment group has activated this round"))
    if board.find_group(gid) is None:
        raise GameError(msg("no group {group!r}", group=gid))
    card = draw_card(
        state,
        data,
        msg("activating {group}", group=_group_label(board, gid)),
        chosen=card_id,
    )
    board.rules = dataclasses.replace(board.rules, preset=AutomatedEmperor.presets[0])
    g = board.group(gid)
    drawn = card_instruction(card)
    ins_data = {**drawn.data, "card": card.id, "name": card.name}
    # AE: "Attachments with abilities can be triggered when the corresponding figure
    # resolves an ABILITY action" — offered with the deployment card's abilities
    mods = [
        data.upgrade(c).name
        for c in state.attachments.get(gid, [])
        if data.upgrade(c).when == "ability" or data.upgrade(c).kind == "modification"
    ]
    if mods:
        ins_data["ability_cards"] = mods
    g = dataclasses.replace(g, instructions=[Instruction(drawn.type, ins_data)])
    dep = data.deployments.get(_deployment_of(g))
    if dep is not None and dep.abilities and not ABILITIES.present(g):
        g = ABILITIES.put(g, list(dep.abilities))
    board.put_group(g)
    plan = plan_group(board, gid, AutomatedEmperor(board))
    surges: list[str] = []
    if dep is not None and dep.surges:
        surges = ae_surge_order(dep.surges)
        order: str = surges[0]
        for s in surges[1:]:
            order = msg("{first}; then {next}", first=order, next=s)
        state.say(
            "surges",
            msg("{deployment} surges: {order}", deployment=content_label(dep.name), order=order),
            group=gid,
        )
    plan.result = AECardResult(
        card.id, card.name, list(card.actions), list(card.secondary), card.blitz, surges
    )
    if gid not in state.activated:
        state.activated.append(gid)
    for line in plan.describe():
        state.say("activate", line, group=gid)
    put_state(board, state)
    return Activation(gid, card, plan)


def surge_cost(entry: str) -> int:
    """Surges an ability on a deployment card costs: 2 when written ``"2 surges: ..."``,
    ``"double: ..."`` or with two surge marks ``"⚡⚡ ..."``; else 1."""
    t = entry.strip().lower()
    return 2 if t.startswith(("2 surges", "2 surge", "double", "⚡⚡")) else 1


def ae_surge_order(surges: Sequence[str]) -> list[str]:
    """AE "Surges": "Spend to increase accuracy to hit; Double Surges; Apply remaining from
    left to right, top to bottom on deployment card". Our reading of "Double Surges": after
    accuracy, the abilities that cost two surges (in card order), then the rest in card
    order."""
    double = [s for s in surges if surge_cost(s) == 2]
    single = [s for s in surges if surge_cost(s) != 2]
    out: list[str] = [msg("spend surges to increase accuracy to hit first")]
    out += [msg("double surges: {surge}", surge=content_label(s)) for s in double] or [
        msg("double surges: none on this card")
    ]
    out += [msg("then left to right: {surge}", surge=content_label(s)) for s in single]
    return out


def ic_surge_order(bonus: Sequence[str], surges: Sequence[str]) -> list[str]:
    """IC "Surge Priority": spend surges "following the order listed on its dynamic
    deployment card"; "Surge abilities added through bonus effects ... are always priority
    1"; skip an ability already used this attack, costing more than is left, or with no
    effect; "if the figure has any remaining, it repeats this process, starting from the top
    of the list again"."""
    out: list[str] = [
        msg("bonus effect (priority 1): {bonus}", bonus=content_label(b))
        for b in bonus
        if "surge" in b.lower()
    ]
    out += [
        msg("{number}. {surge}", number=i, surge=content_label(s))
        for i, s in enumerate(surges, start=len(out) + 1)
    ]
    out.append(
        msg(
            "skip one already used this attack, too costly or without effect; repeat from "
            "the top while surges remain"
        )
    )
    return out


def target_outside_activation(
    board: Board,
    state: AEState,
    data: ImperialData,
    *,
    source: str | None = None,
    priority_valid: bool = True,
) -> Figure | None:
    """A target for an effect outside a figure's activation (AE "Other Bits": "Any effect
    that would target a single Rebel will target the mission Priority Target. If Priority
    Target is not a valid target, draw an AE card and target the first Secondary Target").

    Order: the priority target (no draw) unless the player says it is not valid; else draw a
    card ("A card can also be drawn when needing to determine a target outside of figure
    activation"): a blitz card targets "the rebel figure with least health" (its threat is
    still gained); a normal card its secondary colours left to right; when no rebel has those
    colours, "If no priority or secondary targets are available, closest rebel controlled
    figure with least health" — closest to ``source`` (the figure whose effect it is) when
    given, least health first. None only when no rebel stands on the board."""
    rebels = [f for f in board.figures if f.side == "player" and f.health > 0]
    pt = board.find_figure(board.mission.priority_target)
    if pt is not None and pt.health > 0 and priority_valid:
        state.say(
            "target",
            msg("target: {target} (the mission's priority target)", target=content_label(pt.label)),
            figure=pt.id,
        )
        put_state(board, state)
        return pt
    card = draw_card(state, data, msg("choosing a target"))
    src = board.find_figure(source)
    dist: dict[Cell, int] = {}
    if src is not None:
        dist = topology_for(board).distances_from(src.cells())

    def closeness(f: Figure) -> int:
        return min((dist.get(c, 10**6) for c in f.cells()), default=10**6) if dist else 0

    pick: Figure | None = None
    why: str = ""
    if card.blitz:
        rebels.sort(key=lambda f: (f.health, closeness(f), f.id))
        pick = rebels[0] if rebels else None
        why = msg("blitz: the rebel with least health")
    else:
        for colour in card.secondary:
            same = sorted(
                (f for f in rebels if f.color == colour),
                key=lambda f: (closeness(f), f.health, f.id),
            )
            if same:
                pick, why = (
                    same[0],
                    msg(
                        "the first secondary target on the map ({colour})",
                        colour=colour_word(colour),
                    ),
                )
                break
        if pick is None and rebels:
            rebels.sort(key=lambda f: (closeness(f), f.health, f.id))
            pick = rebels[0]
            why = (
                msg(
                    "no rebel has the card's colours: the closest rebel with least health "
                    "(from {figure})",
                    figure=content_label(src.label),
                )
                if src is not None
                else msg(
                    "no rebel has the card's colours: the closest rebel with least health "
                    "(least health)"
                )
            )
    target = content_label(pick.label) if pick else msg("none (no rebel on the board)")
    state.say(
        "target",
        msg("target: {target} ({why})", target=target, why=why)
        if why
        else msg("target: {target}", target=target),
        figure=pick.id if pick else None,
    )
    put_state(board, state)
    return pick


# ---------------------------------------------------------------------------------------
# status phase
# ---------------------------------------------------------------------------------------


def _alive(board: Board, gid: str) -> list[Figure]:
    g = board.find_group(gid)
    if g is None:
        return []
    return [f for f in board.group_figures(gid) if f.health > 0]


def return_defeated(board: Board, state: AEState, data: ImperialData) -> None:
    """AE "When deployment group is defeated, shuffle back into deployment hand"."""
    keep = []
    for e in state.in_play:
        if _alive(board, e["group"]):
            keep.append(e)
            continue
        state.deployment_hand.append(e["deployment"])
        state.rng().shuffle(state.deployment_hand)
        back = state.attachments.pop(e["group"], [])
        if back:
            # AE "When a deployment card leaves play, return any attachments to Imperial
            # Class hand" (kept left to right by cost)
            state.class_hand.extend(back)
            state.class_hand.sort(key=lambda c: (data.upgrade(c).cost, c))
            state.say(
                "status",
                msg(
                    "attachments back to the class hand: {cards}",
                    cards=", ".join(data.upgrade(c).name for c in back),
                ),
                cards=back,
            )
        state.say(
            "status",
            msg(
                "{deployment} was defeated: shuffled back into the deployment hand",
                deployment=content_label(_dep_name(data, e["deployment"])),
            ),
            deployment=e["deployment"],
        )
    state.in_play = keep


def closest_spawn(board: Board) -> Cell | None:
    """AE: "Reinforcements are placed at the closest Imperial spawn point to the heroes":
    the spawn point nearest (counted spaces) to any hero; ties by the sum over heroes."""
    spawns = [p for p in board.points if p.kind == "spawn" and p.side in (None, "ai")]
    heroes = [f for f in board.figures if f.side == "player" and f.health > 0]
    if not spawns:
        return None
    if not heroes:
        return spawns[0].at
    topo = topology_for(board)
    far = 10**6

    def key(at: Cell) -> tuple[int, int]:
        dist = topo.distances_from([at])
        ds = [min((dist.get(c, far) for c in h.cells()), default=far) for h in heroes]
        return (min(ds), sum(ds))

    return min((p.at for p in spawns), key=lambda at: (*key(at), at[1], at[0]))


def _free_cells_near(board: Board, at: Cell, size: tuple[int, int]) -> list[Cell]:
    """Free cells (top-left, for the footprint) ordered by counted spaces from ``at``."""
    topo = topology_for(board)
    dist = topo.distances_from([at])
    taken = {c for f in board.figures for c in f.cells()}
    out = []
    for c, _d in sorted(dist.items(), key=lambda kv: (kv[1], kv[0][1], kv[0][0])):
        cells = [Cell(c.x + dx, c.y + dy) for dy in range(size[1]) for dx in range(size[0])]
        if all(
            board.grid.contains(x)
            and board.kind_at(x) in ("open", "difficult", "hazard")
            and x not in taken
            for x in cells
        ):
            out.append(c)
    return out


def _place(board: Board, dep: Deployment, gid: str, n: int, at: Cell) -> list[Figure]:
    size = tuple(dep.figure.get("size", [1, 1]))
    placed: list[Figure] = []
    for _ in range(n):
        spots = _free_cells_near(board, at, (int(size[0]), int(size[1])))
        if not spots:
            break
        fid = board.new_id(f"{gid}-")
        spec = dep.figure
        health = int(spec.get("health", 1))
        f = Figure(
            id=fid,
            side="ai",
            at=spots[0],
            name=f"{spec.get('name', dep.name)}",
            group=gid,
            size=(int(size[0]), int(size[1])),
            speed=int(spec.get("speed", 4)),
            health=health,
            max_health=health,
            attack=str(spec.get("attack", "melee")),
            accuracy=int(spec.get("accuracy", 0)),
            keywords=list(spec.get("keywords", [])),
        )
        board.figures.append(f)
        grp = board.group(gid)
        board.put_group(dataclasses.replace(grp, figures=[*grp.figures, fid]))
        placed.append(f)
    return placed


def status_phase(board: Board, state: AEState, data: ImperialData) -> list[str]:
    """AE "Status Phase": gain threat; "If there are 4 or more deployment groups in play, or
    no cards in the deployment hand, it will attempt to reinforce ... If there are fewer than
    4 deployment groups, it will attempt to deploy a new group." Reinforce the first group
    from the left that can take figures, as many as threat pays for; with too little threat,
    save it. Deploy the top card of the hand if threat pays, to the right of those in play;
    else put it at the bottom of the hand and save threat. Ends the round."""
    said: list[str] = []
    waiting = next_group(board, state)
    if not state.activated and waiting is not None:
        raise GameError(
            msg(
                "the status phase comes after the activation phase: no group has "
                "activated in round {round} yet (next: {next})",
                round=state.round,
                next=waiting,
            )
        )

    def say(text: str, **kw: Any) -> None:
        state.say("status", text, **kw)
        said.append(text)

    return_defeated(board, state, data)
    state.threat += state.threat_level
    say(
        msg(
            "gains {gain} threat (threat level): now {threat}",
            gain=state.threat_level,
            threat=state.threat,
        )
    )
    spawn = closest_spawn(board)
    if len(state.in_play) >= MAX_GROUPS or not state.deployment_hand:
        why = (
            msg("{count} groups in play", count=len(state.in_play))
            if len(state.in_play) >= MAX_GROUPS
            else msg("no cards in the deployment hand")
        )
        _reinforce(board, state, data, spawn, why, say)
    else:
        _deploy(board, state, data, spawn, say)
    state.round += 1
    state.activated = []
    state.current = None
    say(msg("round {round} begins", round=state.round))
    put_state(board, state)
    return said


def _reinforce(
    board: Board, state: AEState, data: ImperialData, spawn: Cell | None, why: str, say: Any
) -> None:
    for e in state.in_play:
        dep = data.deployments.get(e["deployment"])
        if dep is None:
            continue
        missing = dep.count - len(_alive(board, e["group"]))
        if missing <= 0:
            continue
        n = min(missing, state.threat // max(1, dep.reinforce_cost))
        if n == 0 or spawn is None:
            say(
                msg(
                    "reinforce ({why}): {deployment} needs {missing} but threat {threat} is "
                    "short of {cost}",
                    why=why,
                    deployment=content_label(dep.name),
                    missing=missing,
                    threat=state.threat,
                    cost=dep.reinforce_cost,
                )
                if spawn is not None
                else msg("reinforce: no spawn point on the map"),
                group=e["group"],
            )
            say(msg("threat saved for the next status phase"))
            return
        # remove defeated figures of the group so reinforcements take their places
        board.figures = [f for f in board.figures if not (f.group == e["group"] and f.health <= 0)]
        grp = board.group(e["group"])
        board.put_group(
            dataclasses.replace(
                grp, figures=[fid for fid in grp.figures if board.find_figure(fid) is not None]
            )
        )
        placed = _place(board, dep, e["group"], n, spawn)
        state.threat -= len(placed) * dep.reinforce_cost
        say(
            msg(
                "reinforces {deployment} ({why}) with {count} figure(s) at {spawn}, the "
                "spawn point closest to the heroes; threat now {threat}",
                deployment=content_label(dep.name),
                why=why,
                count=len(placed),
                spawn=repr(spawn),
                threat=state.threat,
            ),
            group=e["group"],
            figures=[f.id for f in placed],
        )
        return
    say(msg("no group can take reinforcements ({why}); threat saved", why=why))


def _deploy(board: Board, state: AEState, data: ImperialData, spawn: Cell | None, say: Any) -> None:
    did = state.deployment_hand.pop(0)
    dep = data.deployments.get(did)
    if dep is None:
        say(msg("deployment card {card} is not in the data: skipped", card=repr(did)))
        return
    if state.threat < dep.cost or spawn is None:
        state.deployment_hand.append(did)
        say(
            msg(
                "cannot deploy {deployment} (costs {cost}, threat {threat})",
                deployment=content_label(dep.name),
                cost=dep.cost,
                threat=state.threat,
            )
            if spawn is not None
            else msg("no spawn point on the map to deploy at")
        )
        say(
            msg(
                "{deployment} goes to the bottom of the deployment hand; threat saved",
                deployment=content_label(dep.name),
            )
        )
        return
    gid = board.new_id(did + "-")
    board.groups.append(
        Group(
            id=gid,
            figures=[],
            side="ai",
            extra={"deployment": did, "abilities": list(dep.abilities)},
        )
    )
    placed = _place(board, dep, gid, dep.count, spawn)
    state.threat -= dep.cost
    state.in_play.append({"group": gid, "deployment": did})
    say(
        msg(
            "deploys {deployment} as group {group} ({count} figure(s)) at {spawn}, the spawn "
            "point closest to the heroes, right of the groups in play; threat now {threat}",
            deployment=content_label(dep.name),
            group=gid,
            count=len(placed),
            spawn=repr(spawn),
            threat=state.threat,
        ),
        group=gid,
        figures=[f.id for f in placed],
    )


# ---------------------------------------------------------------------------------------
# upgrade stage and card play
# ---------------------------------------------------------------------------------------


def _buy(
    state: AEState,
    data: ImperialData,
    pile: list[str],
    hand: list[str],
    budget_attr: str,
    draws: int,
    what: str,
    budget_word: str,
) -> str | None:
    """Shuffle ``pile``, draw up to ``draws`` cards until one can be bought."""
    state.rng().shuffle(pile)
    budget = getattr(state, budget_attr)
    for i in range(min(draws, len(pile))):
        cid = pile[i]
        card = data.upgrade(cid)
        if card.cost <= budget:
            pile.pop(i)
            setattr(state, budget_attr, budget - card.cost)
            hand.append(cid)
            hand.sort(key=lambda c: (data.upgrade(c).cost, c))
            state.say(
                "upgrade",
                msg(
                    "buys {what} {card} for {cost} {budget} (draw {draw})",
                    what=what,
                    card=content_label(card.name),
                    cost=card.cost,
                    budget=budget_word,
                    draw=i + 1,
                ),
                card=cid,
            )
            return cid
        state.say(
            "upgrade",
            msg(
                "draw {draw}: cannot afford {what} {card} ({cost} > {budget})",
                draw=i + 1,
                what=what,
                card=content_label(card.name),
                cost=card.cost,
                budget=budget,
            ),
            card=cid,
        )
    state.say("upgrade", msg("buys no {what}", what=what))
    return None


def upgrade_stage(
    board: Board,
    state: AEState,
    data: ImperialData,
    *,
    xp: int = 0,
    influence: int = 0,
    lost_mission: bool = False,
) -> None:
    """AE "Upgrade Stage": buy a class card (draw until one is bought or 3 drawn), an agenda
    card (until bought or 4 drawn); "If AE lost the previous mission, increase the Blitz card
    counter". Agenda side missions are played at once (held in reserve while another Imperial
    side mission is current, unless forced)."""
    state.xp += xp
    state.influence += influence
    _buy(state, data, state.class_deck, state.class_hand, "xp", 3, msg("class card"), msg("xp"))
    bought = _buy(
        state,
        data,
        state.agenda_deck,
        state.agenda_hand,
        "influence",
        4,
        msg("agenda card"),
        msg("influence"),
    )
    if bought is not None:
        card = data.upgrade(bought)
        if card.side_mission:
            state.agenda_hand.remove(bought)
            if state.side_mission is None or card.forced:
                state.side_mission = bought
                state.say(
                    "upgrade",
                    msg(
                        "side mission {card} is played at once (forced)",
                        card=content_label(card.name),
                    )
                    if card.forced
                    else msg(
                        "side mission {card} is played at once", card=content_label(card.name)
                    ),
                )
            else:
                state.reserve_side_missions.append(bought)
                state.say(
                    "upgrade",
                    msg(
                        "side mission {card} held in reserve: another "
                        "Imperial side mission is current",
                        card=content_label(card.name),
                    ),
                )
    state.lost_last_mission = lost_mission
    state.upgraded = True
    state.earned_xp += xp
    state.earned_influence += influence
    if lost_mission:
        state.blitz_level += 1
        state.say(
            "upgrade",
            msg("the Imperials lost the mission: blitz level {level}", level=state.blitz_level),
        )
    put_state(board, state)


#: class card kinds that stay attached to a deployment group
ATTACHMENT_KINDS = ("attachment", "modification")


@dataclass
class CardPrompt:
    """A bought card the AE would play now, or why not."""

    card: UpgradeCard
    playable: bool
    reason: str


def card_prompts(state: AEState, data: ImperialData, moment: str) -> list[CardPrompt]:
    """AE: class and agenda cards "are played at FIRST valid opportunity, starting from the
    left"; "Cards with threat cost are only played if AE has twice the required threat". The
    player judges whether the card's text applies; this lists them left to right. ``moment``
    is one of :data:`MOMENTS` (``"all"``: every card in hand)."""
    out = []
    for cid in [*state.class_hand, *state.agenda_hand]:
        card = data.upgrade(cid)
        if moment != "all" and card.when not in (moment, "any"):
            continue
        if card.threat and state.threat < 2 * card.threat:
            out.append(
                CardPrompt(
                    card,
                    False,
                    msg(
                        "needs twice its threat cost ({cost}); AE has {threat}",
                        cost=2 * card.threat,
                        threat=state.threat,
                    ),
                )
            )
        else:
            out.append(
                CardPrompt(
                    card,
                    True,
                    msg(
                        "play now if valid — attach to a deployment group: {text}",
                        text=content_label(card.text),
                    )
                    if card.kind in ATTACHMENT_KINDS
                    else msg("play now if valid: {text}", text=content_label(card.text)),
                )
            )
    return out


def play_card(
    board: Board, state: AEState, data: ImperialData, cid: str, group: str | None = None
) -> None:
    """Play a bought card: pay its threat, take it from the hand. "If card can be discarded
    OR returned to deck after being played, it is discarded". An attachment or modification
    goes onto deployment group ``group`` (in play) and stays there until the group is
    defeated; only its attached cards are offered with that group's ABILITY actions."""
    card = data.upgrade(cid)
    if cid not in state.class_hand and cid not in state.agenda_hand:
        raise GameError(msg("{card} is not in the AE's hand", card=content_label(card.name)))
    if card.threat and state.threat < 2 * card.threat:
        raise GameError(
            msg(
                "{card} needs twice its threat cost ({cost})",
                card=content_label(card.name),
                cost=2 * card.threat,
            )
        )
    attach = card.kind in ATTACHMENT_KINDS
    if attach:
        in_play = [e["group"] for e in state.in_play]
        if group is None or group not in in_play:
            raise GameError(
                msg(
                    "{card} is an attachment: name a deployment group in play ({groups})",
                    card=content_label(card.name),
                    groups=", ".join(in_play) or msg("none"),
                )
            )
    state.threat -= card.threat
    for hand in (state.class_hand, state.agenda_hand):
        if cid in hand:
            hand.remove(cid)
    if attach and group is not None:
        state.attachments.setdefault(group, []).append(cid)
        state.say(
            "play",
            msg(
                "plays {card} attached to {group} (-{threat} threat)",
                card=content_label(card.name),
                group=_group_label(board, group),
                threat=card.threat,
            )
            if card.threat
            else msg(
                "plays {card} attached to {group}",
                card=content_label(card.name),
                group=_group_label(board, group),
            ),
            card=cid,
            group=group,
        )
    else:
        state.played.append(cid)
        played = (
            msg(
                "plays {card} (-{threat} threat)", card=content_label(card.name), threat=card.threat
            )
            if card.threat
            else msg("plays {card}", card=content_label(card.name))
        )
        state.say(
            "play", msg("{text}; discarded", text=played) if card.discard else played, card=cid
        )
    put_state(board, state)


# ---------------------------------------------------------------------------------------
# campaign: the next mission
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NextMission:
    """The result of :func:`next_mission`: the next mission's board (set up) and the
    campaign after the mission just played."""

    board: Board
    campaign: Campaign
    log: list[str]


def next_mission(
    old: Board,
    new: Board,
    campaign: Campaign,
    data: ImperialData,
    *,
    board_name: str,
    campaign_ref: str,
    threat_level: int = 3,
    open_groups: int | None = None,
    priority_target: str | None = None,
) -> NextMission:
    """Carry the mission played on ``old`` (its upgrade stage run) into ``campaign`` and set
    up ``new`` as the campaign's next mission with the carried state. Pure: neither board
    nor the campaign is changed; the new values are returned. The next mission's seed is
    derived from the campaign's (``seed * 1000 + mission number``), so a campaign replays."""
    st = require_state(old)
    if not st.upgraded:
        raise GameError(
            msg(
                "run this mission's upgrade stage first (XP, influence and "
                "whether the Imperials lost)"
            )
        )
    after = campaign_after(campaign, st, board_name, st.earned_xp, st.earned_influence)
    nb = new.copy()
    seed = campaign.seed * 1000 + after.next_mission_number
    nst = setup(
        nb,
        data,
        seed=seed,
        threat_level=threat_level,
        open_groups=open_groups,
        priority_target=priority_target,
        carry=carry_of(after),
    )
    nst.campaign = campaign_ref
    put_state(nb, nst)
    words: dict[str, Any] = {
        "mission": st.mission,
        "board": board_name,
        "next": nst.mission,
        "level": nst.blitz_level,
        "xp": nst.xp,
        "influence": nst.influence,
    }
    log: list[str] = [
        msg(
            "mission {mission} ({board}) lost for the Imperials; mission {next} set up with "
            "blitz level {level}, XP {xp}, influence {influence}",
            **words,
        )
        if after.missions[-1].result == "lost"
        else msg(
            "mission {mission} ({board}) won for the Imperials; mission {next} set up with "
            "blitz level {level}, XP {xp}, influence {influence}",
            **words,
        )
    ]
    return NextMission(nb, after, log)


@dataclass(frozen=True)
class MissionTerms:
    """What the next mission of a campaign takes from the one just played and what it
    starts afresh, worded for the player before the next board is set up."""

    carried: list[Msg]
    fresh: list[Msg]


def next_mission_terms(old: Board, campaign: Campaign, data: ImperialData) -> MissionTerms:
    """The terms of :func:`next_mission` for the mission played on ``old``: carried (AE
    "Upgrade Stage" and the campaign: XP, influence, the class deck and hand with the
    attachments back in it, the agenda deck and hand, side missions, the blitz level, the
    cards played, the log) and set up afresh (AE "Setup": the AE deck with as many blitz cards
    as the blitz level, threat, round, the deployment hand; the map, figures, groups and
    heroes of the next board). :class:`GameError` before the upgrade stage."""
    st = require_state(old)
    if not st.upgraded:
        raise GameError(
            msg(
                "run this mission's upgrade stage first (XP, influence and "
                "whether the Imperials lost)"
            )
        )
    after = campaign_after(campaign, st, "", st.earned_xp, st.earned_influence)
    carry = carry_of(after)
    carried = [
        msg("XP {xp} and influence {influence}", xp=carry.xp, influence=carry.influence),
        msg(
            "the class deck {deck} with %n card(s) in hand (attachments come back to the hand)",
            n=len(carry.class_hand),
            deck=content_label(carry.class_deck_id) if carry.class_deck_id else msg("none"),
        ),
        msg("the agenda deck and %n agenda card(s) in hand", n=len(carry.agenda_hand)),
        msg("side mission {mission}", mission=carry.side_mission)
        if carry.side_mission
        else msg("no side mission"),
        msg("blitz level {level} (+1: the Imperials lost this mission)", level=carry.blitz_level)
        if st.lost_last_mission
        else msg("blitz level {level}", level=carry.blitz_level),
        msg("%n card(s) played stay played", n=len(carry.played)),
        msg("the log of every mission so far"),
    ]
    blitz = min(carry.blitz_level, len(data.blitz_cards))
    fresh = [
        msg(
            "a new AE deck: {cards} cards with {blitz} blitz, shuffled",
            cards=len(data.normal_cards) + blitz,
            blitz=blitz,
        ),
        msg("threat 0, round 1 and a new deployment hand"),
        msg("the map, the Imperial groups and the heroes as the next board has them"),
    ]
    return MissionTerms(carried, fresh)


def attach_campaign(board: Board, campaign_ref: str) -> None:
    """Record in the board's AE state which campaign file it belongs to (mission 1)."""
    st = require_state(board)
    st.campaign = campaign_ref
    put_state(board, st)

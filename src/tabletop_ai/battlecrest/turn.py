"""The Emperor's turn and the Emperor's defense, step by step, as plan actions.

Reference ``battlecrest-imperator-solo.uk.md``, "Хід Імператора": "The Emperor starts his turn
by advancing the order deck. Then he performs the actions in the order shown on the order card.
The Emperor is not limited to two actions per turn."

1. **Movement** — with at least one ready action card, move his hero; then, if he has a
   sidekick, move it too (even if the hero did not move).
2. **Activation** — with at least one ready action card, activate one of them.
3. **Refresh check** — if his ready action cards are <= the order card's refresh value, he
   refreshes under the normal rules.

Every step is recorded as a :class:`Step` holding one plan :class:`Action` with its reason;
the turn works on the planner's working copy of the board (moves, pushes, wounds and flipped
locations are applied there) and never touches the caller's board.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from tabletop_ai.battlecrest.abilities import apply_ability, use_stars
from tabletop_ai.battlecrest.cards import ActionCard, OrderCard, Requirement, crest_word
from tabletop_ai.battlecrest.destination import Sides, choose_destination
from tabletop_ai.battlecrest.field import bonus_total, location_cells, point_name
from tabletop_ai.battlecrest.fields import DEFENSE
from tabletop_ai.battlecrest.results import (
    BattlecrestResult,
    BonusApplied,
    CardActivated,
    Defended,
    FigureAfter,
    Moved,
    OrderCardDrawn,
    Step,
    StepDetail,
)
from tabletop_ai.battlecrest.state import BattlecrestState, RowCard
from tabletop_ai.board.model import Figure, MapPoint
from tabletop_ai.engine.plan import Action
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label


@dataclass
class EmperorTurn:
    """The Emperor's turn (or defense) being worked out on a situation."""

    sit: Situation
    state: BattlecrestState
    steps: list[Step] = field(default_factory=list)
    flipped: list[str] = field(default_factory=list)
    flipped_cells: list[Cell] = field(default_factory=list)
    card: OrderCard | None = None
    phase: str = "advance"
    #: true during the Emperor's own turn (unique crests and ignoring hazards apply)
    own_turn: bool = True
    #: where every figure stood before the turn (each warrior's plan starts there)
    starts: dict[str, Cell] = field(default_factory=dict)

    # -- bookkeeping -----------------------------------------------------------------------
    @property
    def compass(self) -> str:
        return self.card.compass if self.card is not None else "N"

    def add(self, figure: str, action: Action) -> Action:
        n = len(self.steps) + 1
        if action.detail is None:
            action.detail = StepDetail()
        if isinstance(action.detail, StepDetail) and not action.detail.step:
            action.detail.step, action.detail.phase = n, self.phase
        self.steps.append(Step(n, figure, self.phase, action))
        return action

    def warrior(self, fid: str | None) -> Figure | None:
        f = self.sit.board.find_figure(fid)
        return f if f is not None and f.health > 0 else None

    @property
    def hero(self) -> Figure | None:
        return self.warrior(self.state.hero)

    @property
    def sidekick(self) -> Figure | None:
        return self.warrior(self.state.sidekick)

    def enemies(self) -> list[Figure]:
        """Your warriors still standing, in board order."""
        return [f for f in self.sit.board.figures if f.side == "player" and f.health > 0]

    def enemy_hero(self) -> Figure | None:
        return self.warrior(self.state.enemy_hero)

    def sides(self, fig: Figure) -> Sides:
        return Sides(
            enemies=self.enemies(),
            enemy_hero=self.enemy_hero(),
            allies=[
                f
                for f in self.sit.board.figures
                if f.side == fig.side and f.id != fig.id and f.health > 0
            ],
        )

    def crest_applied(self, crest: str | None) -> tuple[bool, str]:
        """A crest initiative counts as applied if it is in ``applied_crests``, or — only during
        the Emperor's turn — if the order card shows a unique crest ("Унікальні герби")."""
        if crest is None:
            return False, ""
        if crest in self.state.applied_crests:
            return True, msg("{crest} crest initiative applied", crest=crest_word(crest))
        if self.own_turn and self.card is not None and self.card.unique_crest:
            return True, msg(
                "the order card's unique crest counts as a {crest} crest", crest=crest_word(crest)
            )
        return False, ""

    def flip(self, points: list[MapPoint]) -> None:
        """Flip locations whose bonus was used (each once; a flipped one stays flipped)."""
        for p in points:
            # the point as it stands now (a record flipped earlier this turn is a new one)
            now = next(
                (q for q in self.sit.board.points if (q.kind, q.id, q.at) == (p.kind, p.id, p.at)),
                None,
            )
            if now is None or now.active is False:
                continue
            self.sit.board.put_point(now, dataclasses.replace(now, active=False))
            self.flipped.append(point_name(p))
            self.flipped_cells.append(Cell(*p.at))

    def row_card(self, rc: RowCard) -> ActionCard:
        card = self.state.solo.action_card(rc.card)
        assert card is not None
        return card

    # -- the deck ----------------------------------------------------------------------------
    def advance(self, figure: str, why: str) -> None:
        """Advance the order deck: the next order card is turned up."""
        cid, recycled = self.state.deck.advance()
        self.card = self.state.order_card(cid)
        if self.card is None:
            self.add(
                figure,
                Action(
                    type="advance_deck",
                    skipped=True,
                    reason=msg("{why}: the order deck is empty", why=why),
                ),
            )
            return
        text = msg("{why}: {card}", why=why, card=self.card.describe())
        if recycled:
            text = msg(
                "{text} (the draw pile ran out: the discard pile was shuffled into it {note})",
                text=text,
                note=self.state.deck.note,
            )
        self.add(
            figure, Action(type="advance_deck", reason=text, detail=OrderCardDrawn(card=self.card))
        )

    # -- movement ----------------------------------------------------------------------------
    def move_warrior(
        self, fig: Figure, mp: int, mp_why: str, reqs: tuple[Requirement, ...], kind: str = "move"
    ) -> Action:
        """Move one warrior by the destination list. "Before choosing the direction of a
        warrior's movement, apply every available location movement bonus, flipping those
        location cards. They stay flipped even if the warrior stays in the same cell."
        Hazards do not affect the Emperor's warriors on his turn."""
        extra_mp, pts = bonus_total(self.sit, fig.at, "move")
        if pts:
            self.flip(pts)
            self.add(
                fig.id,
                Action(
                    type="move_bonus",
                    target=None,
                    reason=(
                        msg(
                            "{warrior} applies the movement bonus of {locations} (+{bonus}), "
                            "flipping it",
                            warrior=content_label(fig.label),
                            locations=join((point_name(p) for p in pts), ", "),
                            bonus=extra_mp,
                        )
                        if len(pts) == 1
                        else msg(
                            "{warrior} applies the movement bonus of {locations} (+{bonus}), "
                            "flipping them",
                            warrior=content_label(fig.label),
                            locations=join((point_name(p) for p in pts), ", "),
                            bonus=extra_mp,
                        )
                    ),
                    highlight=[p.at for p in pts],
                    detail=BonusApplied(bonus=extra_mp, flipped=[point_name(p) for p in pts]),
                ),
            )
        total = mp + extra_mp
        choice, r = choose_destination(
            self.sit,
            fig,
            total,
            reqs,
            self.sides(fig),
            self.compass,
            self.state.solo.ignore_bonuses,
            locations_block=not self.state.option("through_locations", False),
        )
        start = fig.at
        end = choice.end
        path = list(r.paths.get(end, [start]))
        mp_text = (
            msg("movement {total} ({why}, +{bonus} bonus)", total=total, why=mp_why, bonus=extra_mp)
            if extra_mp
            else msg("movement {total} ({why})", total=total, why=mp_why)
        )
        act = Action(
            type=kind,
            path=path,
            end=end,
            mp_spent=len(path) - 1,
            alternatives=list(choice.alternatives),
            reason=msg("{movement}: {reason}", movement=mp_text, reason=choice.reason),
            reachable=list(choice.reachable),
            highlight=list(choice.possible),
            detail=Moved(destination=choice, movement=total),
        )
        self.sit.move_figure(fig.id, end)
        return self.add(fig.id, act)

    def fallen(self) -> list[Figure]:
        """The heroes (his and yours) with no health left: the game ends "until one of the
        heroes dies" ("Перебіг гри")."""
        out = []
        for fid in (self.state.hero, self.state.enemy_hero):
            f = self.sit.board.find_figure(fid)
            if f is not None and f.health <= 0:
                out.append(f)
        return out

    def over(self) -> bool:
        return bool(self.fallen())

    def hero_movement_value(self) -> tuple[int, str]:
        """A warrior's movement value is the sum of the movement numbers on its ready action
        cards (base game); with no action row in the file, the figure's ``speed``."""
        hero = self.hero
        assert hero is not None
        if not self.state.row:
            return hero.speed, msg("speed {speed}", speed=hero.speed)
        ready = self.state.ready_cards()
        total = sum(self.row_card(c).move for c in ready)
        return total, msg(
            "ready cards {cards}",
            cards=join(
                (
                    msg(
                        "{card} {move}",
                        card=content_label(self.row_card(c).label),
                        move=self.row_card(c).move,
                    )
                    for c in ready
                ),
                " + ",
            ),
        )

    def movement(self) -> None:
        hero = self.hero
        if hero is not None:
            if self.state.row and not self.state.ready_cards():
                self.add(
                    hero.id,
                    Action(
                        type="move",
                        skipped=True,
                        reason=msg("no ready action card: the hero does not move"),
                    ),
                )
            else:
                mp, why = self.hero_movement_value()
                self.move_warrior(hero, mp, why, self.state.solo.destination)
        side = self.sidekick
        if side is not None:
            speed = self.state.solo.sidekick_speed or side.speed
            reqs = self.state.solo.sidekick_destination or self.state.solo.destination
            self.move_warrior(side, speed, msg("sidekick movement {speed}", speed=speed), reqs)

    # -- activation --------------------------------------------------------------------------
    def activation(self) -> None:
        hero = self.hero
        if hero is None:
            return
        ready = self.state.ready_cards()
        if not ready:
            self.add(
                hero.id,
                Action(
                    type="activate", skipped=True, reason=msg("no ready action card to activate")
                ),
            )
            return
        rc = ready[0]
        card = self.row_card(rc)
        rc.ready = False
        label = content_label(card.label)
        self.add(
            hero.id,
            Action(
                type="activate",
                reason=msg(
                    "activates {card}, the first ready card of the action row, %n star(s); "
                    "it is exhausted",
                    n=card.stars,
                    card=label,
                )
                if card.stars
                else msg(
                    "activates {card}, the first ready card of the action row; it is exhausted",
                    card=label,
                ),
                detail=CardActivated(card=card),
            ),
        )
        for ab in card.abilities:
            if self.hero is None or self.over():
                break
            apply_ability(self, self.hero, ab, label)
        if card.stars and self.hero is not None and not self.over():
            use_stars(self, self.hero, card.stars)

    def refresh(self) -> None:
        hero = self.hero
        fid = hero.id if hero is not None else (self.state.hero or "")
        card = self.card
        if card is None or not self.state.row:
            self.add(
                fid,
                Action(
                    type="refresh",
                    skipped=True,
                    reason=msg("no order card or no action row: nothing to check"),
                ),
            )
            return
        n = len(self.state.ready_cards())
        if n <= card.refresh:
            for rc in self.state.row:
                rc.ready = True
            self.add(
                fid,
                Action(
                    type="refresh",
                    reason=msg(
                        "%n ready action card(s) <= refresh value "
                        "{refresh}: he refreshes (every action card is "
                        "ready again)",
                        n=n,
                        refresh=card.refresh,
                    ),
                ),
            )
        else:
            self.add(
                fid,
                Action(
                    type="refresh",
                    skipped=True,
                    reason=msg(
                        "{count} ready action cards > refresh value {refresh}: no refresh",
                        count=n,
                        refresh=card.refresh,
                    ),
                ),
            )

    # -- whole turn ----------------------------------------------------------------------------
    def run(self) -> None:
        """The Emperor's turn: advance the deck, then the card's steps in its order."""
        self.state.turn.stars_used.clear()
        self.state.turn.locations_used.clear()
        self.state.turn.fallback_used = False
        self.phase = "advance"
        if self.over():
            self._game_over()
            return
        self.advance(self.state.hero or "", msg("the Emperor's turn starts"))
        if self.card is None:
            return
        for step in self.card.steps:
            self.phase = step
            getattr(self, step)()
            if self.over():
                # "until one of the heroes dies": the turn stops at once, no further step
                self._game_over()
                return

    def _game_over(self) -> None:
        names = join((content_label(f.label) for f in self.fallen()), ", ")
        self.add(
            self.state.hero or "",
            Action(
                type="game_over",
                skipped=True,
                reason=msg(
                    '{names} has fallen: the game is over ("until one of the heroes dies")',
                    names=names,
                ),
            ),
        )

    def defend(self, target: Figure, attack: int | None) -> None:
        """ "Оборона Імператора": his hero defends if he has at least one ready action card:
        advance the order deck, choose and activate an action card, take its defense value,
        add location bonuses and applied crest bonuses (not unique crests), then the order
        card's defense modifier; never below 0. His sidekick defends automatically under the
        base rules (no deck advance, no order-card modifier)."""
        self.own_turn = False
        self.phase = "defense"
        if self.over():
            self._game_over()
            return
        loc, pts = bonus_total(self.sit, target.at, "defense")
        hl = [p.at for p in pts]
        loc_text = (
            msg(
                " + {bonus} from {locations} (flipped)",
                bonus=loc,
                locations=join((point_name(p) for p in pts), ", "),
            )
            if pts
            else ""
        )
        if target.id != self.state.hero:
            self.flip(pts)  # a location bonus used is flipped (docs/games/battlecrest.md)
            base = DEFENSE.value(target, 0)
            total = max(0, base + loc)
            self._defense_action(
                target,
                total,
                attack,
                msg(
                    "sidekick defends under the base rules: defense "
                    "{base}{locations} = {total} (no deck advance, no "
                    "order-card modifier)",
                    base=base,
                    locations=loc_text,
                    total=total,
                ),
                hl,
                None,
            )
            return
        ready = self.state.ready_cards()
        if self.state.row and not ready:
            self._defense_action(
                target,
                0,
                attack,
                msg("no ready action card: the hero does not defend (defense 0)"),
                hl,
                None,
            )
            return
        self.advance(target.id, msg("the hero defends"))
        self.phase = "defense"
        if not self.state.row:
            base, card_text, crest_bonus, crest_text = (
                DEFENSE.value(target, 0),
                msg("its defense"),
                0,
                "",
            )
            chosen = None
        else:
            rc = max(ready, key=lambda c: self.row_card(c).defense)
            chosen = self.row_card(rc)
            rc.ready = False
            base, card_text = (
                chosen.defense,
                msg(
                    "{card} (the ready card with the highest defense), exhausted",
                    card=content_label(chosen.label),
                ),
            )
            applied = chosen.crest in self.state.applied_crests if chosen.crest else False
            crest_bonus = chosen.crest_defense if applied else 0
            crest_text = (
                msg(
                    " + {bonus} {crest} crest",
                    bonus=crest_bonus,
                    crest=crest_word(chosen.crest or ""),
                )
                if crest_bonus
                else ""
            )
        mod = self.card.defense_modifier if self.card is not None else 0
        self.flip(pts)  # a location bonus used is flipped (docs/games/battlecrest.md)
        raw = base + loc + crest_bonus + mod
        total = max(0, raw)
        sign = "+" if mod >= 0 else "−"
        text = msg(
            "defends with {card}: {base}{locations}{crest} {sign} {modifier} order card = {total}",
            card=card_text,
            base=base,
            locations=loc_text,
            crest=crest_text,
            sign=sign,
            modifier=abs(mod),
            total=total,
        )
        if raw < 0:
            text = msg("{text} (never below 0)", text=text)
        self._defense_action(target, total, attack, text, hl, chosen)

    def _defense_action(
        self,
        target: Figure,
        total: int,
        attack: int | None,
        why: str,
        hl: list[Any],
        card: ActionCard | None,
    ) -> None:
        detail = Defended(defense=total, card=card)
        if attack is not None:
            # the wounds are written to the working board, so the board after the defense
            # (``figures_after``, Apply, ``battlecrest --apply``) shows them
            wounds = max(0, min(target.health, attack - total))
            target = self.sit.update_figure(target.id, health=target.health - wounds)
            detail.wounds, detail.health_after = wounds, target.health
            why = msg(
                "{why}; attack {attack} → %n wound(s) ({warrior} at {health}/{max})",
                n=wounds,
                why=why,
                attack=attack,
                warrior=content_label(target.label),
                health=target.health,
                max=target.max_health,
            )
        self.add(
            target.id,
            Action(type="defend", target=target.id, reason=why, highlight=hl, detail=detail),
        )

    def summary(self) -> BattlecrestResult:
        """What the panel shows: the order card, its compass, every step with its reason,
        and the state to write back after the turn."""
        return BattlecrestResult(
            order_card=self.card,
            compass=self.compass,
            unique_crest=bool(self.card and self.card.unique_crest),
            steps=list(self.steps),
            flipped_locations=list(self.flipped),
            flipped_cells=list(self.flipped_cells),
            figures_after={f.id: FigureAfter(f.at, f.health) for f in self.sit.board.figures},
            state_after=self.state.to_json(),
            location_cells=sorted(location_cells(self.sit)),
        )

"""A real browser plays Saboteur through its own screen (games/saboteur/web/saboteur.js)
against random bots: the whole three-round game in the slow run, a few turns in the quick
one. The player chooses cards of the hand, lays path cards on the lit spots (turned round
too), plays action cards on their targets and discards; a phone-sized spectator checks
every websocket frame it gets for secrets (hands, roles before the round is scored,
face-down goals). Also: 12 seats on a laptop and a phone (the maze framed in its box,
which has room to scroll every way; a mouse drags it), a laptop's maze box at least 45 %
of the window's height with the prompt and the hand in view, the screen in Traditional
Chinese and Ukrainian, the cards a seat knows in another hand after Swap Your Hand (on
that player's row, in a replay), the How to play page in the three languages, axe-core on
the screen, and the card table the screen draws from kept equal to the engine's data.
The maze's framing on crafted views (the start, the goals and every laid card in the box
on a laptop and a phone, a ten-player maze of 30 cards too; the player's zoom kept; "fit"
framing again; in a replay whichever step the slider jumps to), a goal seen with a map
drawn face up to its viewer only, and the last move marked on the board.

Screenshots go to artifacts/browser/ (or $LUDOTECA_ARTIFACTS): sab-*.png.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import re
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ludoteca.core.i18n import texts
from ludoteca.server.patch import apply as apply_patch

from .tables import api, hold_seat, make_table, wait_finished
from .test_accessibility import AXE, RUN
from .ui import Decision, new_page, next_decision, screen_page

SCREEN = "saboteur"
END = '[data-testid="end-screen"]'
JS = Path(__file__).resolve().parents[2] / "src/ludoteca/games/saboteur/web/saboteur.js"
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
NO_PAGE_OVERFLOW = "() => document.documentElement.scrollWidth <= window.innerWidth + 1"
# where the start card's middle is against the maze box's middle, and the box's scrolling
START_OFF_CENTRE = """() => {
  const box = document.querySelector('[data-testid="maze"]');
  const start = document.querySelector('[data-testid="start"]');
  const b = box.getBoundingClientRect(), s = start.getBoundingClientRect();
  return {dx: s.left + s.width / 2 - (b.left + box.clientLeft + box.clientWidth / 2),
          dy: s.top + s.height / 2 - (b.top + box.clientTop + box.clientHeight / 2),
          left: box.scrollLeft, top: box.scrollTop, width: s.width,
          room: [box.scrollWidth - box.clientWidth, box.scrollHeight - box.clientHeight]};
}"""
# a message id of the catalogues left on screen (a gap or a typo)
MESSAGE_ID = re.compile(r"\b(?:ui|event|decision|prompt|card|role|action|tool|goal|result)"
                        r"-[a-z0-9_]+(?:-[a-z0-9_]+)*\b")
# what the hand holds, read in one go (the screen may redraw between two reads)
HAND = """() => [...document.querySelectorAll('[data-testid^="hand-card-"]')].map((e) => ({
  i: Number(e.dataset.i), card: e.dataset.card, kind: e.dataset.kind,
  playable: e.classList.contains('playable')}))"""
TARGETS = ('[data-testid^="target-"], [data-testid^="mend-"], [data-testid^="peek-"], '
           '[data-testid="theft"], button.sab-cell.removable')
# a control brought where a player could tap it, and whether nothing covers its middle then
# (Decision.click's `bring`). The page keeps its header stuck at the top and the dock at the
# bottom; on a phone the dock grows to half the window with a card chosen (its text, the
# hint, the buttons, the cards in front to clear) and covers the lower part of the maze box
# until the page scrolls down to it. So a card or a lit spot of the maze is brought as a
# player would: the page scrolled to put the box's top under the header, then the box
# panned to put the control in the middle of the part of it nothing covers (the box's
# margin lets any card reach its middle). Anything else is scrolled to the middle of the
# window if covered.
CLEAR = """(e) => {
  const hit = () => {
    const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const inside = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    const at = inside && document.elementFromPoint(x, y);
    return !!at && e.contains(at);
  };
  const box = e.closest('[data-testid="maze"]');
  if (!box) {
    if (!hit()) e.scrollIntoView({block: "center", inline: "nearest", behavior: "instant"});
    return hit();
  }
  const head = document.querySelector(".site-head");
  const under = head ? head.getBoundingClientRect().bottom : 0;
  window.scrollBy({top: box.getBoundingClientRect().top - under, behavior: "instant"});
  const b = box.getBoundingClientRect();
  const dock = document.querySelector('[data-testid="prompt"]');
  const d = dock ? dock.getBoundingClientRect() : null;
  const top = Math.max(b.top + box.clientTop, under);
  const bottom = Math.min(b.top + box.clientTop + box.clientHeight, innerHeight,
                          d && d.height ? d.top : innerHeight);
  const left = Math.max(b.left + box.clientLeft, 0);
  const right = Math.min(b.left + box.clientLeft + box.clientWidth, innerWidth);
  const r = e.getBoundingClientRect();
  box.scrollBy({left: r.left + r.width / 2 - (left + right) / 2,
                top: r.top + r.height / 2 - (top + bottom) / 2, behavior: "instant"});
  return hit();
}"""


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Quick bots (a Saboteur game has hundreds of steps)."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5)


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


# ---------------------------------------------------------------------- the card table

def test_the_screen_draws_the_engines_card_table(server: str) -> None:
    """The screen's card table is served from data/ (GamePackage.screen_data): every card
    the engine loads, its tunnels as the board reads them; no copy in saboteur.js."""
    from ludoteca.games.saboteur.content import load

    assert "BEGIN CARDS" not in JS.read_text("utf-8")
    with urllib.request.urlopen(server + "/games/saboteur/screen-data.json") as answer:
        table = json.load(answer)
    content = load()
    assert table["paths"] == {
        k: {"kind": p.kind, "open": p.open, "groups": list(p.groups), "dead": p.dead_ends,
            "ladder": p.ladder_edges, "door": p.door, "crystals": p.crystals}
        for k, p in content.paths.items()}
    assert table["actions"] == {k: {"kind": a.kind, "tools": list(a.tools)}
                                for k, a in content.actions.items()}
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(server + "/games/genie/screen-data.json")
    assert missing.value.code == 404


# ---------------------------------------------------------------------- playing

def _press(d: Decision, key: str) -> bool:
    """A key while the decision is open; True if the decision then closed."""
    if not d.is_open():
        return False
    d.page.keyboard.press(key)
    try:
        d.wait_closed(timeout=5_000)
    except PlaywrightTimeoutError:  # the key did nothing: the caller tries something else
        return False
    return True


def _choose(d: Decision, i: int) -> bool:
    """Make hand card i the chosen one (a second click on the chosen card would drop it);
    False if the decision closed first."""
    card = f'[data-testid="hand-card-{i}"]'
    if d.find(f'{card}[aria-pressed="true"]').count():
        return True
    return d.click(card, bring=CLEAR)


def _path(d: Decision, card: dict[str, Any], rng: random.Random, done: set[str]) -> bool:
    """Choose a path card, turn it round (sometimes, or until it was once), lay it on a
    lit spot; False when it fits nowhere (it stays chosen)."""
    if not _choose(d, card["i"]):
        return False
    if "rotate" not in done or rng.random() < 0.3:
        d.click('[data-testid="rotate"]', bring=CLEAR)
        if not d.has('[data-testid^="spot-"]'):  # nowhere this way round: back
            d.click('[data-testid="rotate"]', bring=CLEAR)
    spots = d.find('[data-testid^="spot-"]').evaluate_all(
        "(es) => es.map((e) => [e.dataset.testid, e.dataset.turned])")
    if not spots:
        return False
    testid, turned = rng.choice(spots)
    if d.click(f'[data-testid="{testid}"]', bring=CLEAR):
        done.add("path")
        if turned == "true":
            done.add("rotate")
        return True
    return False


def _action(d: Decision, card: dict[str, Any], done: set[str]) -> bool:
    """Choose an action card and play it on its first target a player can tap (a card of
    the maze may lie under the dock until the page and the maze are scrolled)."""
    if not _choose(d, card["i"]):
        return False
    if d.ready(TARGETS) and d.click(TARGETS, bring=CLEAR):
        done.add("action")
        return True
    return False


def _turn(d: Decision, rng: random.Random, done: set[str]) -> bool:
    hand = d.page.evaluate(HAND)
    paths = [c for c in hand if c["kind"] == "path" and c["playable"]]
    actions = [c for c in hand if c["kind"] != "path" and c["playable"]]
    rng.shuffle(paths)
    rng.shuffle(actions)
    tries = []
    if "path" in done and "discard" not in done:
        actions = paths = []  # once a path card is down, a discard comes next
    if actions and ("action" not in done or rng.random() < 0.3):
        tries.append(("action", actions[0]))
    tries += [("path", c) for c in paths[:2]]
    tries += [("action", c) for c in actions[:2]]
    for kind, card in tries:
        if kind == "path" and _path(d, card, rng, done):
            return True
        if kind == "action" and _action(d, card, done):
            return True
        if not d.is_open():
            return False
    # nothing played: discard a card face down, by its key or its button
    if not hand or not _choose(d, rng.choice(hand)["i"]):
        return d.click('[data-testid="action"]', bring=CLEAR)
    if rng.random() < 0.5 and _press(d, "d"):
        done.add("discard")
        return True
    # the chosen card's discard button shows once the screen redrew (the click waits for it)
    if d.click('[data-testid="discard"]', bring=CLEAR):
        done.add("discard")
        return True
    return False


def _answer(d: Decision, rng: random.Random | None = None, done: set[str] | None = None
            ) -> bool:
    """Answer the open decision through the screen; True if it was answered."""
    rng = rng or random.Random(7)
    done = done if done is not None else set()
    if d.kind == "turn":
        return _turn(d, rng, done)
    if d.kind == "discard_more":
        if rng.random() < 0.5 and d.ready('[data-testid^="discard-"]'):
            return d.click('[data-testid^="discard-"]', bring=CLEAR)
        return d.click('[data-testid="done"]', bring=CLEAR)
    if d.kind == "clear_discard":
        return d.click('[data-testid^="discard-"]', bring=CLEAR)
    if d.kind == "steal":
        return d.click('[data-testid^="steal-"]', bring=CLEAR)
    return d.click('[data-testid="action"]', bring=CLEAR)


# ---------------------------------------------------------------------- secrets

FORBIDDEN_EVENT_KEYS = {"hand", "cards", "role", "goal_card"}


def _secrets(msg: dict[str, Any], view: dict[str, Any]) -> list[str]:
    """What a spectator's state message shows that no spectator may know."""
    found = []
    if msg.get("seat") is not None or msg.get("legal"):
        found.append(f"seat {msg.get('seat')!r} / legal actions sent to a spectator")
    for key in ("hand", "role", "known_roles", "known_cards", "known_goals", "known_put_away"):
        if view.get(key):
            found.append(f"view[{key!r}] = {view[key]!r}")
    roles = [s.get("role") for s in view["seats"]]
    results = view.get("results") or []
    if any(roles) and not (all(roles) and results and results[-1]["round"] == view["round"]
                           and results[-1]["roles"] == roles):
        found.append(f"roles shown before the round was scored: {roles}")
    for g, (card, up, _turned) in enumerate(view["board"]["goals"]):
        if not up and card is not None:
            found.append(f"face-down goal {g} is {card}")
    for ev in msg.get("events") or []:
        leaked = FORBIDDEN_EVENT_KEYS & set(ev)
        if leaked:
            found.append(f"event {ev['kind']} carries {sorted(leaked)}")
    return found


class Frames:
    """Every state message a page's table websocket receives, patches applied."""

    def __init__(self, page: Any) -> None:
        self.raw: list[str] = []
        page.on("websocket", self._socket)

    def _socket(self, ws: Any) -> None:
        if "/ws/tables/" in ws.url:
            ws.on("framereceived", lambda payload: self.raw.append(
                payload if isinstance(payload, str) else payload.decode("utf-8")))

    def check(self) -> tuple[int, int]:
        """(state messages, patches); fails on the first secret."""
        view: dict[str, Any] | None = None
        states = patches = 0
        for text in list(self.raw):
            msg = json.loads(text)
            if msg.get("type") != "state":
                continue
            states += 1
            if "patch" in msg:
                patches += 1
                assert view is not None, "a patch before any whole view"
                view = apply_patch(copy.deepcopy(view), msg["patch"])
            else:
                view = msg["view"]
            assert view is not None
            problems = _secrets(msg, view)
            assert not problems, (msg.get("version"), problems)
        return states, patches


# ---------------------------------------------------------------------- helpers

def _create(page: Any, server: str, players: int, name: str = "Ada") -> str:
    """A table made in the lobby with the player seated and random bots; started."""
    page.goto(server + "/")
    _tid(page, "name-input").fill(name)
    _tid(page, "game-select").select_option(SCREEN)
    _tid(page, "seats-select").select_option(str(players))
    join_me = _tid(page, "create-join")
    if join_me.count() and not join_me.is_checked():
        join_me.check()
    _tid(page, "create-table").click()
    _tid(page, "waiting-room").wait_for()
    table_id = page.url.rsplit("/", 1)[-1]
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=\"fill-bot-select\"] option')]"
        ".some((o) => o.value === 'random')", polling=100)
    _tid(page, "fill-bot-select").select_option("random")
    _tid(page, "fill-bots").click()
    _tid(page, "start").click()
    _tid(page, SCREEN).wait_for()
    return table_id


def _axe(page: Any) -> list[dict[str, Any]]:
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return page.evaluate(RUN)


def _no_sideways(page: Any, where: str) -> None:
    assert page.evaluate(NO_PAGE_OVERFLOW), f"{where}: the page scrolls sideways"


# ---------------------------------------------------------------------- the game

@pytest.mark.parametrize("through", [pytest.param("whole", marks=pytest.mark.slow), "opening"])
def test_play_a_saboteur_game_through_the_ui(
        server: str, browser: Any, shot: Callable[[Any, str], None], through: str) -> None:
    player = browser.new_context(viewport=LAPTOP)
    page = player.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id = _create(page, server, 4)
    # the shell linked the stylesheet the package declares before mounting the screen
    assert page.locator('link[rel="stylesheet"][href$="/saboteur/static/saboteur.css"]'
                        ).count() == 1
    assert _tid(page, "start").count() == 1 and _tid(page, "goal-1").count() == 1
    assert _tid(page, "my-role").get_attribute("data-role")

    watcher = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    spectator = watcher.new_page()
    spectator.set_default_timeout(15_000)
    frames = Frames(spectator)
    spectator.goto(f"{server}/#/table/{table_id}")
    _tid(spectator, SCREEN).wait_for()

    rng = random.Random(11)
    done: set[str] = set()
    seen: set[str] = set()
    shots: set[str] = set()
    answered = 0
    deadline = time.monotonic() + (240 if through == "whole" else 60)
    while through == "whole" or not ({"path", "discard"} <= done and answered >= 4):
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, f"the game did not finish through the UI ({sorted(done)})"
        d = next_decision(page, SCREEN, END, timeout=left)
        if d is None:
            break
        if d.kind not in shots and d.kind == "turn":
            shots.add(d.kind)
            shot(page, "sab-01-turn")
            # a chosen card lights its places: the screen as a player sees it while deciding
            hand = page.evaluate(HAND)
            playable = [c for c in hand if c["kind"] == "path" and c["playable"]]
            if playable and d.click(f'[data-testid="hand-card-{playable[0]["i"]}"]'):
                if d.has('[data-testid^="spot-"]'):
                    shot(page, "sab-02-chosen")
                    found = _axe(page)
                    assert found == [], found
                d.click('[data-testid="cancel"]')
        if _tid(page, "round-result").count() and "result" not in seen:
            seen.add("result")
            shot(page, "sab-04-round-result")
            assert _tid(page, "round-result").locator("tbody tr").count() == 4
            _tid(page, "round-result-close").click()
        if _answer(d, rng, done):
            answered += 1
        elif d.is_open():
            # a move that missed (the screen redrew under it): try again, if still asked
            with contextlib.suppress(PlaywrightTimeoutError):
                d.wait_closed(timeout=5_000)
        if answered == 6 and "mid" not in shots:
            shots.add("mid")
            shot(page, "sab-03-mid-game")
            shot(spectator, "sab-05-spectator-phone")
            _no_sideways(spectator, "the spectator's phone")
        assert not errors, errors
    # the screen's log says what happened, in words
    log = _tid(page, "event-log").inner_text()
    assert "lays" in log and not MESSAGE_ID.search(log)
    assert not MESSAGE_ID.search(_tid(page, SCREEN).inner_text())
    assert _tid(page, "keys").inner_text().count(":") >= 4
    # the spectator has no hand, no role and no buttons to act
    assert _tid(spectator, "hand").count() == 0 and _tid(spectator, "my-role").count() == 0
    assert spectator.locator('[data-testid="prompt"] button').count() == 0
    if through == "opening":
        states, patches = frames.check()
        assert states >= answered and patches > 0
        found = _axe(spectator)
        assert found == [], found
        assert not errors, errors
        watcher.close()
        player.close()
        return

    assert {"path", "rotate", "action", "discard"} <= done, done
    assert "result" in seen, "no round's result was shown"
    _tid(page, "end-screen").wait_for()
    shot(page, "sab-06-end")
    _tid(spectator, "end-screen").wait_for()
    shot(spectator, "sab-07-spectator-end")
    # on the phone the three rounds' gold in all shows without scrolling the table sideways
    right = spectator.locator('[data-testid="final-table"] td.total').first.evaluate(
        "(e) => e.getBoundingClientRect().right")
    assert right <= spectator.viewport_size["width"], right
    table = _tid(page, "final-table").inner_text()
    assert "Ada" in table and "Round 3" in table
    assert _tid(page, "final-table").locator("tbody tr").count() == 4
    assert _tid(page, "end-winners").inner_text().strip()
    assert _tid(page, "end-play-again").count() == 1
    assert _tid(spectator, "end-play-again").count() == 0
    # the three rounds' results stay reachable from the round progress
    for r in (1, 2, 3):
        _tid(page, f"round-pip-{r}").click()
        _tid(page, "round-result").and_(page.locator(f'[data-round="{r}"]')).wait_for()
    states, patches = frames.check()
    assert states > 50 and patches > 0
    assert not errors, errors

    # the replay draws the same screen, read-only
    page.goto(f"{server}/#/replay/{table_id}")
    _tid(page, SCREEN).wait_for()
    _tid(page, "replay-last").click()
    _tid(page, "end-screen").wait_for()
    assert _tid(page, "event-log").locator("li").count() > 50
    assert page.locator('[data-testid="prompt"] button').count() == 0
    assert not errors, errors
    watcher.close()
    player.close()


# ---------------------------------------------------------------------- twelve seats

def test_twelve_seats_fit_a_laptop_and_a_phone(server: str, browser: Any,
                                               shot: Callable[[Any, str], None]) -> None:
    for name, viewport in (("laptop", LAPTOP), ("phone", PHONE)):
        context = browser.new_context(viewport=viewport)
        page = context.new_page()
        page.set_default_timeout(15_000)
        errors: list[str] = []
        page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
        page.goto(server + "/")
        table_id, _, tokens = make_table(page, server, SCREEN, ["Ada"], bots=11, bot="random")
        hold_seat(page, server, table_id, 0, tokens[0])
        d = next_decision(page, SCREEN, END, timeout=20_000)
        assert d is not None
        assert _tid(page, "seats").locator("li.sab-seat").count() == 12
        # the maze opens framed (the start card and the three goals in its box), with room
        # to scroll every way
        _framed(page, f"12 seats on a {name}")
        where = page.evaluate(START_OFF_CENTRE)
        assert where["left"] > 0 and where["top"] > 0, where  # not pinned to an edge
        assert where["room"][0] > where["left"] and where["room"][1] > where["top"], where
        if name == "laptop":  # a mouse drags the maze from an empty place
            box = _tid(page, "maze").bounding_box()
            page.mouse.move(box["x"] + 72, box["y"] + 52)
            page.mouse.down()
            page.mouse.move(box["x"] + 12, box["y"] + 12, steps=5)
            page.mouse.up()
            moved = page.evaluate(START_OFF_CENTRE)
            assert (moved["left"] - where["left"], moved["top"] - where["top"]) == (60, 40)
        hand = page.evaluate(HAND)
        path = next((c for c in hand if c["kind"] == "path" and c["playable"]), None)
        if path:
            d.click(f'[data-testid="hand-card-{path["i"]}"]')
        _no_sideways(page, f"12 seats on a {name}")
        if name == "laptop":  # the maze, the prompt, the whole hand and every seat at once
            page.evaluate("window.scrollTo(0, 0)")
            low = page.evaluate("""() => Math.max(
                ...[...document.querySelectorAll('[data-testid^="hand-card-"], li.sab-seat')]
                    .map((e) => e.getBoundingClientRect().bottom))""")
            assert low <= viewport["height"], f"12 seats on a laptop: {low}px tall"
        # the maze scrolls in its own box, the page never sideways
        box = _tid(page, "maze").evaluate("(e) => [e.scrollWidth, e.clientWidth]")
        assert box[1] <= viewport["width"]
        shot(page, f"sab-08-twelve-{name}")
        assert not errors, errors
        context.close()


# the maze's box, the prompt and the hand as the window shows them, the page not scrolled
LAID_OUT = """() => {
  const r = (tid) => document.querySelector(`[data-testid="${tid}"]`).getBoundingClientRect();
  const maze = document.querySelector('[data-testid="maze"]');
  const seen = (b) => b.top >= 0 && b.bottom <= innerHeight && b.height > 0;
  return {maze: maze.clientHeight, window: innerHeight, scrolled: scrollY,
          prompt: seen(r("prompt")), hand: seen(r("hand")),
          cards: [...document.querySelectorAll('[data-testid^="hand-card-"]')]
            .every((e) => seen(e.getBoundingClientRect())),
          page: document.scrollingElement.scrollHeight};
}"""


def test_a_laptop_gives_the_maze_the_height_it_has(server: str, browser: Any,
                                                   shot: Callable[[Any, str], None]) -> None:
    """On a 1366 x 768 laptop, the player's turn: the maze's box takes at least 45 % of the
    window's height (it was 266 px, 35 %), and the prompt and the whole hand are in view
    with the page not scrolled; a taller window gives the maze more."""
    page = new_page(browser, viewport=LAPTOP)
    page.goto(server + "/")
    table_id, _, tokens = make_table(page, server, SCREEN, ["Ada"], bots=3, bot="random")
    hold_seat(page, server, table_id, 0, tokens[0])
    d = next_decision(page, SCREEN, END, timeout=20_000)
    assert d is not None and d.kind == "turn", d
    page.wait_for_timeout(300)  # the maze fitted to its box
    seen = page.evaluate(LAID_OUT)
    assert seen["scrolled"] == 0, seen
    assert seen["maze"] >= 0.45 * LAPTOP["height"], seen
    assert seen["prompt"] and seen["hand"] and seen["cards"], seen
    shot(page, "sab-09-laptop-turn")
    heights = [seen["maze"]]
    for tall in (900, 1080):
        page.set_viewport_size({"width": LAPTOP["width"], "height": tall})
        page.wait_for_timeout(300)
        page.evaluate("window.scrollTo(0, 0)")
        more = page.evaluate(LAID_OUT)
        assert more["maze"] >= 0.45 * tall and more["maze"] > heights[-1], more
        assert more["prompt"] and more["hand"] and more["cards"], more
        heights.append(more["maze"])
    _framed(page, "a laptop's maze")
    assert page.errors == []  # type: ignore[attr-defined]
    page.context.close()


# ---------------------------------------------------------------------- other languages

EXPECTED = {"zh-Hant": ("你的手牌", "戰況紀錄", "玩家"),
            "uk": ("Ваші карти", "Що сталося", "Гравці")}


@pytest.mark.parametrize("lang", ["zh-Hant", "uk"])
def test_the_screen_in_another_language(server: str, browser: Any,
                                        shot: Callable[[Any, str], None], lang: str) -> None:
    remember = f"localStorage.setItem('ludoteca.lang', {lang!r});"
    for name, viewport in (("desktop", LAPTOP), ("phone", PHONE)):
        context = browser.new_context(viewport=viewport)
        context.add_init_script(remember)
        page = context.new_page()
        page.set_default_timeout(15_000)
        errors: list[str] = []
        page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
        page.goto(server + "/")
        table_id, _, tokens = make_table(page, server, SCREEN, ["Оля 小明"], bots=4,
                                         bot="random")
        hold_seat(page, server, table_id, 0, tokens[0])
        rng = random.Random(3)
        for _ in range(3):
            d = next_decision(page, SCREEN, END, timeout=20_000)
            assert d is not None
            if _answer(d, rng, set()) is False and d.is_open():
                d.wait_closed()
        d = next_decision(page, SCREEN, END, timeout=20_000)
        assert d is not None
        hand = page.evaluate(HAND)
        if hand:
            d.click(f'[data-testid="hand-card-{hand[0]["i"]}"]')
        text = _tid(page, SCREEN).inner_text()
        assert not MESSAGE_ID.search(text), MESSAGE_ID.findall(text)
        for word in EXPECTED[lang]:
            assert word in text, f"{word!r} not on the {lang} screen"
        say = texts(lang, "ludoteca.games.saboteur")
        assert say("ui-keys-title") in _tid(page, "keys").inner_text()
        _no_sideways(page, f"{lang} on a {name}")
        shot(page, f"sab-09-{lang}-{name}")
        # the role's whole text opens on a tap, in the language
        _tid(page, "my-role").click()
        info = _tid(page, "card-info")
        info.wait_for()
        role = _tid(page, "my-role").get_attribute("data-role")
        assert say(f"role-{role}.text") in info.inner_text()
        _tid(page, "card-info-close").click()
        info.wait_for(state="detached")
        assert not errors, errors
        context.close()


# ---------------------------------------------------------------------- known cards

def replay_page(browser: Any, server: str, table_id: str, lang: str, host: str | None
                ) -> tuple[Any, Any, list[str]]:
    """A laptop-sized page in `lang` on the table's replay, holding the table's host token
    unless None (a Saboteur game's seats' views are for its own players and host):
    (context, page, the page's script errors as they come)."""
    context = browser.new_context(viewport=LAPTOP)
    context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    if host is not None:
        context.add_init_script(f"localStorage.setItem('ludoteca.host.{table_id}', "
                                f"JSON.stringify({host!r}));")
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{server}/#/replay/{table_id}")
    _tid(page, SCREEN).wait_for()
    return context, page, errors


def replay_at(page: Any, seat: int, index: int) -> None:
    """The replay as `seat` saw it, at step `index`."""
    _tid(page, "replay-seat").select_option(str(seat))
    _tid(page, "replay-slider").evaluate(
        "(e, i) => { e.value = String(i); e.dispatchEvent(new Event('input')); }", index)


def test_cards_known_after_swap_your_hand_show_on_the_holders_row(
        server: str, browser: Any, shot: Callable[[Any, str], None]) -> None:
    """A finished game of random bots, replayed from the seat that knew cards of another
    hand: they show on that player's row, each card with its text and who holds it, in the
    reader's language. The table's seed is random: a game whose bots never played Swap
    Your Hand is followed by another (most games have one)."""
    page = browser.new_page()
    found = None
    for _ in range(5):
        table_id, host, _ = make_table(page, server, SCREEN, [], bots=4, bot="random")
        wait_finished(page, server, table_id)
        for seat in range(4):
            steps = api(page, server, "GET",
                        f"/api/tables/{table_id}/replay?seat={seat}&token={host}")["steps"]
            found = next(((seat, i, step["view"]["known_cards"])
                          for i, step in enumerate(steps)
                          if step["view"].get("known_cards")), None)
            if found:
                break
        if found:
            break
    page.close()
    assert found, "no Swap Your Hand in the whole game"
    seat, index, known = found
    for lang in ("en", "uk"):
        context, page, errors = replay_page(browser, server, table_id, lang, host)
        replay_at(page, seat, index)
        say = texts(lang, "ludoteca.games.saboteur")
        for owner, cards in known.items():
            row = _tid(page, f"known-{owner}")
            row.wait_for()
            chips = row.locator("button")
            assert chips.evaluate_all("(es) => es.map((e) => e.dataset.card)") == cards
            title = chips.first.get_attribute("title")
            assert say(f"card-{cards[0]}") in title and say("card-swap_your_hand") in title
            # the seat's own row never lists its own hand
            assert _tid(page, f"known-{seat}").count() == 0
            chips.first.click()
            info = _tid(page, "card-info")
            info.wait_for()
            assert say(f"card-{cards[0]}.text") in info.inner_text()
            assert _tid(page, "card-info-holder").inner_text() == title
            if lang == "en":
                shot(page, "sab-10-known-cards")
            _tid(page, "card-info-close").click()
            info.wait_for(state="detached")
        assert not MESSAGE_ID.search(_tid(page, "seats").inner_text())
        assert not errors, errors
        context.close()


def test_a_role_put_away_that_a_player_had_seen_shows_on_its_owners_row(
        server: str, browser: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Four random bots on table seed 6 (found offline: a seat inspects a player whose role
    card Swap Your Hats then puts away), replayed from the seat that had seen the card: it
    shows on that player's row with its role, in the reader's language; from the other
    seats it does not."""
    from ludoteca.server import hub

    monkeypatch.setattr(hub.secrets, "randbits", lambda bits: 6)
    page = browser.new_page()
    table_id, host, _ = make_table(page, server, SCREEN, [], bots=4, bot="random")
    monkeypatch.undo()
    wait_finished(page, server, table_id)
    views = {seat: [step["view"] for step in api(
        page, server, "GET", f"/api/tables/{table_id}/replay?seat={seat}&token={host}"
    )["steps"]]
        for seat in range(4)}
    page.close()
    seat, index, put = next((seat, i, v["known_put_away"][0]) for seat in range(4)
                            for i, v in enumerate(views[seat]) if v.get("known_put_away"))
    for lang in ("en", "zh-Hant"):
        context, page, errors = replay_page(browser, server, table_id, lang, host)
        say = texts(lang, "ludoteca.games.saboteur")
        for viewer in (seat, (seat + 1) % 4):
            replay_at(page, viewer, index)
            chip = _tid(page, f"put-away-{put['seat']}")
            if viewer == seat:
                chip.wait_for()
                assert chip.get_attribute("data-role-id") == put["role"]
                title = chip.get_attribute("title")
                assert say(f"role-{put['role']}") in title
                assert say("card-swap_your_hats") in title
            else:  # the other seat's replay: redrawn without it
                assert views[viewer][index].get("known_put_away") == []
                chip.wait_for(state="detached")
        assert not MESSAGE_ID.search(_tid(page, "seats").inner_text())
        assert not errors, errors
        context.close()


def test_a_strangers_replay_offers_the_spectators_view_only(server: str, browser: Any
                                                            ) -> None:
    """Saboteur keeps secrets after its end: a page without a token of the table offers
    the spectator's view only, no record, and says why in the reader's language; the
    host's page offers every seat and the record (docs/server.md, "What a finished game
    reveals")."""
    page = browser.new_page()
    table_id, host, _ = make_table(page, server, SCREEN, [], bots=3, bot="random")
    wait_finished(page, server, table_id)
    page.close()
    for lang in ("en", "zh-Hant", "uk"):
        context, page, errors = replay_page(browser, server, table_id, lang, None)
        note = _tid(page, "replay-secret")
        note.wait_for()
        assert note.inner_text() == texts(lang)("replay-secret")
        assert _tid(page, "replay-seat").locator("option").count() == 1
        assert _tid(page, "download-record").count() == 0
        _tid(page, "replay-last").click()
        _tid(page, "end-screen").wait_for()
        assert not errors, errors
        context.close()
    context, page, errors = replay_page(browser, server, table_id, "en", host)
    _tid(page, SCREEN).wait_for()
    assert _tid(page, "replay-secret").is_hidden()
    assert _tid(page, "replay-seat").locator("option").count() == 4
    link = _tid(page, "download-record").get_attribute("href")
    assert link == f"/api/tables/{table_id}/record?token={host}"
    assert api(page, server, "GET", link)["seed"] >= 0
    replay_at(page, 2, 5)
    assert _tid(page, "replay-step").inner_text()
    assert not errors, errors
    context.close()


# ---------------------------------------------------------------------- how to play

@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_the_how_to_play_page(server: str, browser: Any, shot: Callable[[Any, str], None],
                              lang: str) -> None:
    """The rules in the reader's words, with the names the cards and roles carry, and the
    screen's own keys; on a phone, nothing wider than the screen."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    page = context.new_page()
    page.goto(f"{server}/#/help/{SCREEN}")
    body = _tid(page, "help-body")
    body.wait_for()
    say = texts(lang, "ludoteca.games.saboteur")
    text = body.inner_text()
    for name in ("role-saboteur", "role-boss", "role-profiteer", "role-geologist",
                 "card-trapped", "card-swap_your_hats", "card-free_at_last", "term-new-exit"):
        assert say(name) in text, name
    assert body.locator("h3").count() >= 8 and body.locator("li").count() >= 25
    keys = _tid(page, "help-keys").inner_text()
    for key in ("R", "D", "Esc", "+", "0"):
        assert key in keys
    assert not MESSAGE_ID.search(text + keys)
    _no_sideways(page, f"the {lang} help page on a phone")
    if lang != "en":
        shot(page, f"sab-11-help-{lang}")
    context.close()


# ---------------------------------------------------------------------- one way to say a cell

CELL_ID = re.compile(r"^(?:spot|cell)-(-?\d+)_(-?\d+)$")
TITLES = """() => [...document.querySelectorAll(
  '[data-testid^="spot-"], [data-testid^="cell-"]')].map((e) => ({
  id: e.dataset.testid, title: e.getAttribute('title'), card: e.dataset.card || null,
  turned: e.dataset.turned}))"""


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_the_maze_tooltips_say_cells_as_the_terminal_does(server: str, browser: Any,
                                                           lang: str) -> None:
    """A lit spot's and a laid card's tooltip name the cell with the terminal's x and y
    (the catalogue's `maze-cell`, y downward as the grid is drawn): the same text the
    terminal's lines use for that cell, never "-0", never a row's sign flipped."""
    context = browser.new_context(viewport=LAPTOP)
    context.add_init_script(f"localStorage.setItem('ludoteca.lang', {lang!r});")
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(server + "/")
    table_id, _, tokens = make_table(page, server, SCREEN, ["Ada"], bots=2, bot="random")
    hold_seat(page, server, table_id, 0, tokens[0])
    say = texts(lang, "ludoteca.games.saboteur")
    rng = random.Random(5)
    rows: set[int] = set()  # the y of every lit spot checked
    for _ in range(40):
        d = next_decision(page, SCREEN, END, timeout=20_000)
        assert d is not None
        paths = [c for c in page.evaluate(HAND) if c["kind"] == "path" and c["playable"]]
        for card in paths if d.kind == "turn" else []:
            if not (_choose(d, card["i"]) and d.ready('[data-testid^="spot-"]')):
                break
            for s in page.evaluate(TITLES):
                x, y = (int(n) for n in CELL_ID.match(s["id"]).groups())  # type: ignore[union-attr]
                cell = say("maze-cell", x=x, y=y)
                assert cell in s["title"] and "-0" not in s["title"], (s, cell)
                if s["id"].startswith("spot-"):
                    rows.add(y)
                    assert s["title"] == say("ui-spot", card=say(f"card-{card['card']}"), x=x,
                                             y=y), s
                elif s["card"]:  # a laid card, unless a rockfall may clear it
                    msg = "ui-cell-turned" if s["turned"] == "true" else "ui-cell"
                    if s["title"] != say("ui-rockfall-here", card=say(f"card-{s['card']}"),
                                         x=x, y=y):
                        assert s["title"] == say(msg, card=say(f"card-{s['card']}"), x=x,
                                                 y=y), s
            if rows - {0}:
                break
        if rows - {0}:  # a row above or below the start's, named with its own sign
            break
        if d.is_open() and _answer(d, rng, set()) is False and d.is_open():
            d.wait_closed()
    assert rows - {0}, rows
    context.close()


HINT_MOUNT = """async ({msg}) => {
  const m = await import('/games/saboteur/static/saboteur.js');
  const el = document.createElement('div'); el.className = 'app'; document.body.append(el);
  const h = m.mount(el, { live: true, send: () => false });
  h.update(msg);
  return el.querySelector('[data-testid="hint"]').textContent.trim();
}"""


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_a_blocked_players_hint_says_why_nothing_lights_up(server: str, browser: Any,
                                                            lang: str) -> None:
    """On their turn with no card chosen, a player says which card to pick; a trapped one,
    or one with a broken tool, is told they can lay no path card instead of being promised
    places that light up."""
    from ludoteca.core.registry import get_game

    state = get_game(SCREEN).new(3, 1)
    seat = state.to_move()[0]
    say = texts(lang, "ludoteca.games.saboteur")
    page, errors = screen_page(browser, server, lang=lang, viewport=LAPTOP, game=SCREEN)
    table = {"seats": [{"kind": "human", "name": n} for n in ("Ada", "Bo", "Cy")]}
    legal = [{**a.to_json(), "label": a.label} for a in state.legal(seat)]
    for front, want in (([], say("ui-pick-card")),
                        (["trapped"], say("ui-pick-card-blocked", reason="trapped")),
                        (["broken_pickaxe"], say("ui-pick-card-blocked", reason="broken"))):
        view = state.view(seat)
        view["seats"][seat]["front"] = front
        msg = {"type": "state", "version": 1, "seat": seat, "table": table, "legal": legal,
               "deadline": None, "events": [], "view": view}
        assert page.evaluate(HINT_MOUNT, {"msg": msg}) == want
    page.context.close()
    assert not errors, errors


# ---------------------------------------------------------------------- the maze's framing

MOUNT = """async ({msg, live}) => {
  const m = await import('/games/saboteur/static/saboteur.js');
  const el = document.createElement('div'); el.className = 'app'; document.body.append(el);
  window.sabScreen = m.mount(el, { live, send: () => false });
  window.sabScreen.update(msg);
}"""
UPDATE = "(msg) => window.sabScreen.update(msg)"
# the start, the goals and every laid card that lie outside the maze box's visible rect
OUTSIDE = """() => {
  const box = document.querySelector('[data-testid="maze"]');
  const b = box.getBoundingClientRect();
  const left = b.left + box.clientLeft, top = b.top + box.clientTop;
  const right = left + box.clientWidth, bottom = top + box.clientHeight;
  const cards = '[data-testid="start"], [data-testid^="goal-"], [data-testid^="cell-"]';
  return [...box.querySelectorAll(cards)].filter((e) => { const r = e.getBoundingClientRect();
      return r.left < left - 1 || r.top < top - 1 || r.right > right + 1
        || r.bottom > bottom + 1; })
    .map((e) => e.dataset.testid);
}"""
FRAMED = f"() => ({OUTSIDE})().length === 0"
# a ten-player maze of 30 cards reaching far up, down and left of the start
WIDE_MAZE = ([(x, 0) for x in range(1, 8)] + [(3, y) for y in (-5, -4, -3, -2, -1, 1, 2, 3, 4, 5)]
             + [(x, 0) for x in (-1, -2, -3)] + [(x, -5) for x in range(4, 10)]
             + [(x, 5) for x in (-2, -1, 0, 1)])


def _crafted(players: int, seat: int | None, cells: list[tuple[int, int]], version: int,
             events: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A state message of a fresh `players`-seat game as `seat` sees it (None: a
    spectator), its maze holding a crossroads on each of `cells`."""
    from ludoteca.core.registry import get_game

    state = get_game(SCREEN).new(players, 1)
    view = state.view(seat)
    view["board"]["cells"] = [[x, y, "s1_cross", False] for x, y in cells]
    table = {"seats": [{"kind": "human", "name": f"P{i}"} for i in range(players)]}
    return {"type": "state", "version": version, "seat": seat, "table": table, "legal": [],
            "deadline": None, "events": events or [], "view": view}


def _mounted(browser: Any, server: str, viewport: dict[str, int], msg: dict[str, Any],
             live: bool = True, lang: str = "en") -> tuple[Any, list[str]]:
    page, errors = screen_page(browser, server, lang=lang, viewport=viewport, game=SCREEN,
                               styles=True)
    page.wait_for_function("() => [...document.styleSheets].some((s) => "
                           "(s.href || '').endsWith('saboteur.css') && s.cssRules.length)")
    page.evaluate(MOUNT, {"msg": msg, "live": live})
    _tid(page, "maze").scroll_into_view_if_needed()
    return page, errors


def _framed(page: Any, where: str) -> None:
    try:
        page.wait_for_function(FRAMED, timeout=5_000)
    except PlaywrightTimeoutError:
        raise AssertionError(f"{where}: out of the maze's box: {page.evaluate(OUTSIDE)}, "
                             f"zoom {_tid(page, 'maze').get_attribute('data-zoom')}") from None


@pytest.mark.parametrize("name", ["laptop", "phone"])
def test_the_maze_frames_the_start_every_goal_and_every_card(
        server: str, browser: Any, shot: Callable[[Any, str], None], name: str) -> None:
    """By default the maze's box shows the start, the three goals and every laid card, on a
    laptop and a phone: a new maze, one a card or two long, and a ten-player maze of 30
    cards reaching far every way; the box takes the height the screen has."""
    viewport = LAPTOP if name == "laptop" else PHONE
    page, errors = _mounted(browser, server, viewport, _crafted(4, 0, [], 1))
    _framed(page, f"a new maze on a {name}")
    height = _tid(page, "maze").evaluate("(e) => e.clientHeight")
    assert height >= (260 if name == "laptop" else 0.5 * viewport["height"]), height
    # no card cut at the top or the bottom, and the cards as large as the box lets them
    zoom = float(_tid(page, "maze").get_attribute("data-zoom"))
    assert zoom >= (0.5 if name == "laptop" else 0.6), zoom
    page.evaluate(UPDATE, _crafted(4, 0, [(1, 0), (2, 0), (-1, 0)], 2))
    _framed(page, f"three cards on a {name}")
    page.evaluate(UPDATE, _crafted(10, 0, WIDE_MAZE, 3))
    assert _tid(page, "maze-grid").locator('[data-testid^="cell-"]').count() == 30
    _framed(page, f"a ten-player maze of 30 cards on a {name}")
    shot(page, f"sab-12-framed-{name}")
    assert not errors, errors
    page.context.close()


def test_the_players_zoom_stays_and_fit_frames_the_maze_again(server: str, browser: Any
                                                              ) -> None:
    """Once the player zooms (or drags) the maze, a new message leaves it where they put
    it; "fit" frames the whole maze again, and keeps framing it as it grows."""
    page, errors = _mounted(browser, server, LAPTOP, _crafted(4, 0, [], 1))
    _framed(page, "a new maze")
    fitted = _tid(page, "maze").get_attribute("data-zoom")
    _tid(page, "zoom-in").click()
    _tid(page, "zoom-in").click()
    zoom = _tid(page, "maze").get_attribute("data-zoom")
    assert float(zoom) > float(fitted)
    scroll = _tid(page, "maze").evaluate("(e) => [e.scrollLeft, e.scrollTop]")
    page.evaluate(UPDATE, _crafted(4, 0, [(1, 0), (2, 0)], 2))  # the grid grows right only
    page.wait_for_timeout(300)
    assert _tid(page, "maze").get_attribute("data-zoom") == zoom
    assert _tid(page, "maze").evaluate("(e) => [e.scrollLeft, e.scrollTop]") == scroll
    _tid(page, "zoom-fit").click()
    _framed(page, "after fit")
    page.evaluate(UPDATE, _crafted(10, 0, WIDE_MAZE, 3))
    _framed(page, "a maze grown after fit")
    # a drag keeps the player's place too
    box = _tid(page, "maze").bounding_box()
    page.mouse.move(box["x"] + 60, box["y"] + 60)
    page.mouse.down()
    page.mouse.move(box["x"] + 200, box["y"] + 120, steps=5)
    page.mouse.up()
    scroll = _tid(page, "maze").evaluate("(e) => [e.scrollLeft, e.scrollTop]")
    page.evaluate(UPDATE, _crafted(10, 0, [*WIDE_MAZE, (10, -5)], 4))
    page.wait_for_timeout(300)
    assert _tid(page, "maze").evaluate("(e) => [e.scrollLeft, e.scrollTop]") == scroll
    page.keyboard.press("0")  # 0 frames it again, as "fit"
    _framed(page, "after the 0 key")
    assert not errors, errors
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_a_peeked_goal_shows_face_up_to_its_viewer_only(server: str, browser: Any,
                                                        lang: str) -> None:
    """A goal the seat saw with a map is drawn face up to that seat (gold or stone art),
    with a "seen by you" mark in the reader's language; another seat and a spectator see
    it face down, unmarked."""
    say = texts(lang, "ludoteca.games.saboteur")
    for card, art in (("goal_gold", "goal_gold"), ("goal_stone_a", "goal_stone")):
        mine = _crafted(4, 0, [], 1)
        mine["view"]["board"]["goals"][2] = [card, False, False]
        page, errors = _mounted(browser, server, LAPTOP, mine, lang=lang)
        goal = _tid(page, "goal-2")
        assert goal.get_attribute("data-state") == "seen"
        assert goal.locator(f"svg.tile-svg.{art}").count() == 1
        assert goal.locator("svg.back").count() == 0
        mark = _tid(page, "seen-mark-2")
        assert mark.is_visible() and mark.text_content().strip() == say("ui-goal-seen-mark")
        assert mark.get_attribute("title") == say("ui-goal-seen-mark")
        # at the fitted zoom, in the box: the card's art as large as a card, the mark clear
        _framed(page, "a peeked goal")
        assert mark.bounding_box()["width"] >= 18
        art_box = goal.locator("svg.tile-svg").bounding_box()
        assert art_box["width"] >= 30, art_box
        for other in (1, None):  # another seat, a spectator: face down
            page.evaluate(UPDATE, _crafted(4, other, [], 2 if other else 3))
            _tid(page, "goal-2").and_(page.locator('[data-state="down"]')).wait_for()
            assert _tid(page, "goal-2").locator("svg.back").count() == 1
            assert _tid(page, "seen-mark-2").count() == 0
        assert not errors, errors
        page.context.close()


def test_the_last_move_is_marked_on_the_board(server: str, browser: Any) -> None:
    """The card just laid, the cell a rockfall just emptied and the card just put in
    front of a seat (a broken tool, a trap) carry the last move's mark, drawn afresh
    (data-anim) so it pulses once, still under prefers-reduced-motion; a move that leaves
    nothing on the board (a pass) marks nothing."""
    laid = {"kind": "path", "seat": 1, "card": "s1_cross", "x": 1, "y": 0, "turned": False}
    page, errors = _mounted(browser, server, LAPTOP, _crafted(4, 0, [(1, 0)], 1, [laid]))
    cell = _tid(page, "cell-1_0")
    assert "last-move" in cell.get_attribute("class") and cell.get_attribute("data-anim")
    assert cell.evaluate("(e) => getComputedStyle(e).animationName") == "sab-last"
    assert page.locator(".last-move").count() == 1
    # a card laid next: that one is marked, the other no longer
    nxt = {**laid, "seat": 2, "x": 2}
    page.evaluate(UPDATE, _crafted(4, 0, [(1, 0), (2, 0)], 2, [nxt, {"kind": "draw", "seat": 2}]))
    assert "last-move" in _tid(page, "cell-2_0").get_attribute("class")
    assert "last-move" not in _tid(page, "cell-1_0").get_attribute("class")
    # a rockfall: the emptied cell marked
    fall = {"kind": "rockfall", "seat": 3, "card": "rockfall", "x": 2, "y": 0,
            "removed": "s1_cross"}
    page.evaluate(UPDATE, _crafted(4, 0, [(1, 0)], 3, [fall]))
    gone = _tid(page, "gone-2_0")
    assert "last-move" in gone.get_attribute("class")
    assert say_in(gone.get_attribute("title"), "s1_cross")
    assert page.locator(".last-move").count() == 1
    # a tool broken: the card in front of its seat marked
    broke = {"kind": "break", "seat": 0, "card": "broken_pickaxe", "target": 2}
    msg = _crafted(4, 0, [(1, 0)], 4, [broke])
    msg["view"]["seats"][2]["front"] = ["broken_pickaxe"]
    page.evaluate(UPDATE, msg)
    chip = _tid(page, "front-2-broken_pickaxe")
    assert "last-move" in chip.get_attribute("class") and chip.get_attribute("data-anim")
    assert page.locator(".last-move").count() == 1
    # a pass marks nothing
    msg = _crafted(4, 0, [(1, 0)], 5, [{"kind": "pass", "seat": 3}])
    msg["view"]["seats"][2]["front"] = ["broken_pickaxe"]
    page.evaluate(UPDATE, msg)
    assert page.locator(".last-move").count() == 0
    # reduced motion: the mark stays, the pulse does not play
    page.emulate_media(reduced_motion="reduce")
    msg = _crafted(4, 0, [(1, 0), (1, 1)], 6, [{**laid, "y": 1}])
    page.evaluate(UPDATE, msg)
    cell = _tid(page, "cell-1_1")
    assert "last-move" in cell.get_attribute("class")
    assert cell.evaluate("(e) => getComputedStyle(e).animationName") == "none"
    assert not errors, errors
    page.context.close()


def say_in(text: str | None, card: str) -> bool:
    return bool(text) and texts("en", "ludoteca.games.saboteur")(f"card-{card}") in text


def test_the_replay_keeps_the_maze_framed_as_the_slider_moves(server: str, browser: Any
                                                              ) -> None:
    """A replay's maze shows the start, the goals and every laid card at every step the
    slider jumps to, forward and back, with no button pressed."""
    page = browser.new_page()
    table_id, _, _ = make_table(page, server, SCREEN, [], bots=4, bot="random")
    wait_finished(page, server, table_id)
    steps = len(api(page, server, "GET", f"/api/tables/{table_id}/replay")["steps"])
    page.close()
    context, page, errors = replay_page(browser, server, table_id, "en", None)
    _tid(page, "maze").wait_for()
    _framed(page, "the replay's first step")
    for index in (steps // 3, steps - 1, steps // 6, steps // 2, 1, steps - 2):
        _tid(page, "replay-slider").evaluate(
            "(e, i) => { e.value = String(i); e.dispatchEvent(new Event('input')); }", index)
        _tid(page, "replay-step").and_(page.get_by_text(re.compile(rf"\b{index}\b"))).wait_for()
        _framed(page, f"the replay at step {index} of {steps}")
    assert not errors, errors
    context.close()

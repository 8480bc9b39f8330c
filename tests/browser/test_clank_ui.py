"""A real browser plays Clank! Catacombs through its own screen (games/clank/web/clank.js)
against the heuristic bot: the whole game in the slow run, the opening in the quick one.
The player plays the hand (one card, or all of them), takes cards from the Dungeon Row and
the Reserve, walks the map by tapping lit rooms and the "?" of unexplored tunnels, turns and
lays discovered tiles, answers the cards' choices, ends turns, and reads the end screen; a
phone-sized spectator checks every websocket frame it gets for hidden information (hands,
decks, the bag's order, the stacks) and shows no hand and no button to act. Also: the screen
opening in Traditional Chinese and Ukrainian, the phone layout (390 px: nothing overflows,
the map pans under a finger, the hand scrolls), axe-core, keyboard play, the screen data
served from the engine's files, and the paint time of a state message on a 40-tile map.

Screenshots go to artifacts/browser/ (or $LUDOTECA_ARTIFACTS): clank-*.png.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import re
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from ludoteca.core.i18n import texts
from ludoteca.server.patch import apply as apply_patch

from .tables import hold_seat, make_table, wait_finished
from .test_accessibility import AXE, RUN
from .ui import Decision, next_decision, screen_page

SCREEN = "clank"
END = '[data-testid="end-screen"]'
JS = Path(__file__).resolve().parents[2] / "src/ludoteca/games/clank/web/clank.js"
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
NO_PAGE_OVERFLOW = "() => document.documentElement.scrollWidth <= window.innerWidth + 1"
MESSAGE_ID = re.compile(r"\b(?:ui|tx|term|card|token|room|action|prompt)"
                        r"-[a-z0-9_]+(?:-[a-z0-9_]+)*\b")
MOVES = '[data-testid^="explore-"], [data-testid^="portal-"], button.ck-room.reach'
# a control brought where a player could tap it (Decision.click's `bring`): a lit room or
# marker of the map is brought to the middle of the map's box, anything else scrolled to the
# middle of the window when something (the sticky dock) covers it
CLEAR = """(e) => {
  const hit = () => {
    const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const inside = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    const at = inside && document.elementFromPoint(x, y);
    return !!at && e.contains(at);
  };
  const box = e.closest('[data-testid="map"]');
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
  const r = e.getBoundingClientRect();
  box.scrollBy({left: r.left + r.width / 2 - (b.left + b.width / 2),
                top: r.top + r.height / 2 - (top + bottom) / 2, behavior: "instant"});
  return hit();
}"""


@pytest.fixture(scope="module")
def server_settings() -> Any:
    """Quick bots (a Clank! game has hundreds of steps)."""
    from ludoteca.server.room import Settings

    return Settings(bot_delay=0.01, claim_window=1.5)


def _tid(page: Any, testid: str) -> Any:
    return page.locator(f'[data-testid="{testid}"]')


# the Reserve's cards and the Market's items are laid out and on the page: each has a box,
# inside the page's width, and is what a tap at its middle hits once scrolled to it
SHOP = """() => {
  const out = [];
  const rows = [...document.querySelectorAll(".ck-reserve, .ck-row")].map((e) => [e, e.scrollLeft]);
  for (const sel of ['[data-testid="reserve"] .ck-card', '[data-testid="market"] .ck-item']) {
    const all = [...document.querySelectorAll(sel)];
    if (!all.length) out.push(`no ${sel}`);
    for (const e of all) {
      e.scrollIntoView({block: "center", inline: "nearest", behavior: "instant"});
      const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
      const at = document.elementFromPoint(x, y);
      const wide = document.documentElement.clientWidth;
      const hit = at && (e.contains(at)
        || at.closest(".ck-card-wrap") === e.closest(".ck-card-wrap"));
      if (r.width < 20 || r.height < 20 || r.left < 0 || r.right > wide
          || getComputedStyle(e).visibility === "hidden" || !hit)
        out.push([sel, Math.round(r.left), Math.round(r.top), Math.round(r.width),
                  Math.round(r.height), at ? at.className : null]);
    }
  }
  for (const [e, left] of rows) e.scrollLeft = left;  // the rows as the player left them
  window.scrollTo(0, 0);
  return out;
}"""
# settled: two painted frames after a resize, the page at its top (a full-page screenshot
# taken in the frame of a resize can show boxes not painted yet) and the one-off animations
# (a dragon attack's cubes) over, up to 4 s
SETTLE = """async () => { window.scrollTo(0, 0);
  const until = performance.now() + 4000;
  const running = () => document.getAnimations().some((a) => a.playState === "running"
    && Number.isFinite(a.effect.getComputedTiming().endTime));
  while (running() && performance.now() < until) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => requestAnimationFrame(
    () => requestAnimationFrame(() => setTimeout(r, 50))));
}"""


# the card names that do not fit whole (a word broken where no hyphen may go): measured
# with breaks inside a word turned off
NAMES_BROKEN = """() => {
  const s = document.createElement("style");
  s.textContent = ".ck .ck-card-name { overflow-wrap: normal !important; "
    + "hyphens: manual !important; }";
  document.head.append(s);
  const out = [...document.querySelectorAll(".ck .ck-card-name")]
    .filter((e) => e.getClientRects().length && e.scrollWidth > e.clientWidth + 1)
    .map((e) => [e.textContent, e.scrollWidth, e.clientWidth]);
  s.remove();
  return out;
}"""


def _shop_shows(page: Any) -> None:
    bad = page.evaluate(SHOP)
    assert bad == [], bad


def _axe(page: Any) -> list[dict[str, Any]]:
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return page.evaluate(RUN)


# ---------------------------------------------------------------------- the data

def test_the_screen_draws_the_engines_tiles_and_cards(server: str) -> None:
    """The tiles and cards the screen draws come from data/ (GamePackage.screen_data)."""
    from ludoteca.games.clank.content import shipped
    from ludoteca.games.clank.tiles import describe, load_tiles

    assert "deep07" not in JS.read_text("utf-8")  # no tile copied into the screen
    with urllib.request.urlopen(server + "/games/clank/screen-data.json") as answer:
        data = json.load(answer)
    assert data["tiles"] == [describe(tile) for tile in load_tiles().all()]
    cards = shipped().cards
    assert set(data["cards"]) == set(cards)
    assert all(data["cards"][c]["cost"] == cards[c].cost and
               data["cards"][c]["banner"] == cards[c].banner for c in cards)


# ---------------------------------------------------------------------- playing

class Policy:
    """How the test's player answers: plays the hand, takes a card of the Row or the
    Reserve now and then, moves up to `moves` times a turn (exploring first), ends."""

    def __init__(self, rng: random.Random, moves: int = 3) -> None:
        self.rng, self.moves = rng, moves
        self.turn_moves = 0
        self.done: set[str] = set()
        self.last_turn: str | None = None

    def answer(self, d: Decision) -> bool:
        if d.kind == "turn":
            return self.turn(d)
        if d.kind == "place":
            if d.ready('[data-testid="rotate-tile"]') and self.rng.random() < 0.5:
                d.click('[data-testid="rotate-tile"]', bring=CLEAR)
                self.done.add("rotate")
            self.done.add("place")
            return d.click('[data-testid="place"]', bring=CLEAR)
        if d.kind == "portal_out":
            self.done.add("portal")
            return d.click("button.ck-room.reach", bring=CLEAR)
        self.done.add(f"choose:{d.page.evaluate(POWER)}")
        buttons = d.find('[data-testid^="choice-"]').count()
        k = self.rng.randrange(buttons) if buttons else 0
        # Marble Guardian's tile has no choice buttons: its Lay button lays it as shown
        return d.click(f'[data-testid="choice-{k}"]' if buttons
                       else '[data-testid="action"], [data-testid="lay"]', bring=CLEAR)

    def turn(self, d: Decision) -> bool:
        version = d.page.locator(f'[data-testid="{SCREEN}"]').get_attribute("data-turn")
        rounds = d.page.locator('[data-testid="status"]').inner_text()
        if (version, rounds) != self.last_turn:
            self.last_turn, self.turn_moves = (version, rounds), 0
        if d.ready('[data-testid^="tunnel-"]'):
            self.done.add("tunnel")
            return d.click('[data-testid^="tunnel-"]', bring=CLEAR)
        if d.ready('[data-testid^="hand-card-"].playable'):
            if d.ready('[data-testid="play-all"]') and self.rng.random() < 0.3:
                self.done.add("play-all")
                return d.click('[data-testid="play-all"]', bring=CLEAR)
            self.done.add("play")
            return d.click('[data-testid^="hand-card-"].playable', bring=CLEAR)
        if d.ready('[data-testid^="room-action-"]'):
            self.done.add("room-action")
            return d.click('[data-testid^="room-action-"]', bring=CLEAR)
        take = '[data-testid^="row-"].playable, [data-testid^="reserve-"].playable'
        if d.ready(take) and self.rng.random() < 0.6:
            self.done.add("acquire")
            return d.click(take, bring=CLEAR)
        if self.turn_moves < self.moves and d.ready(MOVES):
            self.turn_moves += 1
            self.done.add("move")
            options = d.find(MOVES).evaluate_all("(es) => es.map((e) => e.dataset.testid)")
            explore = [o for o in options if o.startswith("explore-")]
            pick = self.rng.choice(explore if explore and self.rng.random() < 0.7 else options)
            return d.click(f'[data-testid="{pick}"]', bring=CLEAR)
        if d.ready('[data-testid="end"]'):
            self.done.add("end")
            return d.click('[data-testid="end"]', bring=CLEAR)
        return d.click('[data-testid="action"], [data-testid^="buy-"]', bring=CLEAR)


POWER = """() => { const t = document.querySelector('[data-testid="prompt-text"]');
  return t ? t.textContent.slice(0, 12) : ""; }"""


# ---------------------------------------------------------------------- secrets

FORBIDDEN_EVENT_KEYS = {"hand", "cards", "deck", "order"}


def _secrets(msg: dict[str, Any], view: dict[str, Any]) -> list[str]:
    """What a spectator's state message shows that no spectator may know."""
    found = []
    if msg.get("seat") is not None or msg.get("legal"):
        found.append(f"seat {msg.get('seat')!r} / legal actions sent to a spectator")
    for key in ("hand", "deck_cards"):
        if view.get(key) is not None:
            found.append(f"view[{key!r}] = {view[key]!r}")
    for i, s in enumerate(view["seats"]):
        if not isinstance(s["deck"], int) or not isinstance(s["hand"], int):
            found.append(f"seat {i}'s deck or hand listed: {s['deck']!r} {s['hand']!r}")
    if view["bag"] != sorted(view["bag"]):
        found.append("the dragon bag's order")
    if not isinstance(view["dungeon"], int):
        found.append("the Dungeon Deck's order")
    if set(view["stack"]) != {"safe", "depths"} or not all(
            isinstance(n, int) for n in view["stack"].values()):
        found.append(f"the tile stack: {view['stack']!r}")
    if not all(isinstance(n, int) for n in view["bank"].values()):
        found.append(f"the Bank's piles: {view['bank']!r}")
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


# ---------------------------------------------------------------------- the game

@pytest.mark.parametrize("through", [pytest.param("whole", marks=pytest.mark.slow), "opening"])
def test_play_a_clank_game_through_the_ui(
        server: str, browser: Any, shot: Callable[[Any, str], None], through: str) -> None:
    player = browser.new_context(viewport=LAPTOP)
    page = player.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id, _, tokens = make_table(page, server, "clank", ["Ada"], 1)
    hold_seat(page, server, table_id, 0, tokens[0])
    _tid(page, SCREEN).wait_for()
    assert page.locator('link[rel="stylesheet"][href$="/clank/static/clank.css"]').count() == 1

    watcher = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    spectator = watcher.new_page()
    spectator.set_default_timeout(15_000)
    spectator_errors: list[str] = []
    spectator.on("pageerror", lambda exc: spectator_errors.append(str(exc)))
    frames = Frames(spectator)
    spectator.goto(f"{server}/#/table/{table_id}")
    _tid(spectator, SCREEN).wait_for()

    policy = Policy(random.Random(5))
    answered = 0
    shots: set[str] = set()
    deadline = time.monotonic() + (150 if through == "whole" else 60)
    while through == "whole" or not ({"play", "move", "end"} <= policy.done and answered >= 8):
        left = (deadline - time.monotonic()) * 1000
        assert left > 0, f"the game did not finish through the UI ({sorted(policy.done)})"
        d = next_decision(page, SCREEN, END, timeout=left)
        if d is None:
            break
        if d.kind not in shots:
            shots.add(d.kind)
            shot(page, f"clank-01-{d.kind}")
        if policy.answer(d):
            answered += 1
        elif d.is_open():
            with contextlib.suppress(PlaywrightTimeoutError):
                d.wait_closed(timeout=5_000)
        if answered == 12 and "mid" not in shots:
            shots.add("mid")
            _shop_shows(page)
            page.evaluate(SETTLE)
            shot(page, "clank-02-mid-game")
            shot(spectator, "clank-03-spectator-phone")
            assert spectator.evaluate(NO_PAGE_OVERFLOW), "the spectator's phone scrolls sideways"
        assert not errors, errors
    log = _tid(page, "event-log").inner_text()
    assert "play" in log and not MESSAGE_ID.search(log)
    # a desktop (a mouse, a keyboard) lists the keys
    assert _tid(page, "keys").locator("ul").is_visible()
    assert not MESSAGE_ID.search(_tid(page, SCREEN).inner_text())
    # the spectator has no hand and no buttons to act
    assert _tid(spectator, "hand").count() == 0
    assert spectator.locator('[data-testid="prompt"] button').count() == 0
    assert spectator.locator("button.ck-room, .ck-mark").count() == 0
    states, patches = frames.check()
    assert states >= answered // 2 and patches > 0
    if through == "opening":
        found = _axe(spectator)
        assert found == [], found
        assert not errors and not spectator_errors, errors + spectator_errors
        watcher.close()
        player.close()
        return
    _tid(page, "end-screen").wait_for()
    assert _tid(page, "final-table").locator("tbody tr").count() == 2
    assert _tid(page, "end-winners").inner_text()
    assert {"play", "move", "place", "end"} <= policy.done, policy.done
    page.evaluate(SETTLE)
    shot(page, "clank-04-end")
    _tid(spectator, "end-screen").wait_for()
    states, _ = frames.check()
    assert not errors and not spectator_errors, errors + spectator_errors
    # the replay steps through the game from a seat's point of view
    page.goto(f"{server}/#/replay/{table_id}")
    _tid(page, SCREEN).wait_for()
    _tid(page, "replay-last").click()
    _tid(page, "end-screen").wait_for()
    _tid(page, "replay-first").click()
    _tid(page, "map-grid").wait_for()
    page.evaluate(SETTLE)
    shot(page, "clank-05-replay")
    assert not errors, errors
    watcher.close()
    player.close()


# ---------------------------------------------------------------------- phone, keys, a11y

def test_the_phone_layout_keys_and_accessibility(server: str, browser: Any,
                                                  shot: Callable[[Any, str], None]) -> None:
    """On a 390 px phone nothing overflows, the map pans under one finger (it scrolls), the
    hand scrolls, every control is a finger's size; on a desktop the keys play; axe-core
    finds no serious or critical violation on either."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id, _, tokens = make_table(page, server, "clank", ["Ada"], 1)
    hold_seat(page, server, table_id, 0, tokens[0])
    d = next_decision(page, SCREEN, END, timeout=30_000)
    assert d is not None and d.kind == "turn"
    assert page.evaluate(NO_PAGE_OVERFLOW)
    box = page.evaluate("""() => { const b = document.querySelector('[data-testid="map"]');
      return {sw: b.scrollWidth, cw: b.clientWidth, sh: b.scrollHeight, ch: b.clientHeight,
              overflow: getComputedStyle(b).overflow, touch: getComputedStyle(b).touchAction}; }""")
    assert box["sw"] > box["cw"] and box["sh"] > box["ch"], box  # room to pan every way
    assert box["touch"] != "none", box
    hand = page.evaluate("""() => { const h = document.querySelector('.ck-hand-row');
      return [getComputedStyle(h).overflowX, h.getBoundingClientRect().right <= innerWidth]; }""")
    assert hand == ["auto", True], hand
    small = page.evaluate("""() => [...document.querySelectorAll('[data-testid="clank"] button')]
      .filter((e) => { const b = e.getBoundingClientRect();
                       return b.width > 0 && b.height > 0 && (b.width < 24 || b.height < 24); })
      .map((e) => [e.dataset.testid || e.textContent.trim().slice(0, 20),
                   Math.round(e.getBoundingClientRect().width),
                   Math.round(e.getBoundingClientRect().height)])""")
    assert small == [], small
    found = _axe(page)
    assert found == [], found
    _shop_shows(page)
    # no keyboard on a touch-only phone: the keys' list is hidden, the tap hint stays
    keys = page.evaluate("""() => { const k = document.querySelector('[data-testid="keys"]');
      const list = k.querySelector('ul');
      return [matchMedia('(hover: none) and (pointer: coarse)').matches,
              !!list && list.getClientRects().length > 0, k.getClientRects().length > 0]; }""")
    assert keys == [True, False, True], keys
    page.evaluate(SETTLE)
    shot(page, "clank-06-phone")
    # the full text of a card on tap
    page.locator('[data-testid="info-hand-0"]').click()
    info = _tid(page, "card-info")
    info.wait_for()
    assert len(info.inner_text()) > 10
    _tid(page, "card-info-close").click()
    info.wait_for(state="detached")
    # keys on a desktop: 1 plays the first card, A the rest, E ends the turn
    page.set_viewport_size({"width": 1280, "height": 900})
    d = next_decision(page, SCREEN, END, timeout=30_000)
    assert d is not None
    before = page.locator('[data-testid^="hand-card-"]').count()
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("1")
    page.wait_for_function(f"() => document.querySelectorAll('[data-testid^=\"hand-card-\"]')"
                           f".length < {before}")
    page.keyboard.press("a")
    page.wait_for_function("() => !document.querySelector("
                           "'[data-testid^=\"hand-card-\"].playable') && document.querySelector("
                           "'[data-testid=\"clank\"]').dataset.asked === 'turn'", timeout=20_000)
    found = _axe(page)
    assert found == [], found
    page.keyboard.press("e")
    page.wait_for_function("() => document.querySelector('[data-testid=\"clank\"]')"
                           ".dataset.asked !== 'turn'")
    assert not errors, errors
    context.close()


# ---------------------------------------------------------------------- languages

@pytest.mark.parametrize("lang", ["zh-Hant", "uk"])
def test_the_opening_in_chinese_and_ukrainian(server: str, browser: Any, lang: str,
                                              shot: Callable[[Any, str], None]) -> None:
    locale = {"zh-Hant": "zh-TW", "uk": "uk-UA"}[lang]
    say = texts(lang, "ludoteca.games.clank")
    context = browser.new_context(locale=locale, viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id, _, tokens = make_table(page, server, "clank", ["Оля 小明"], 1)
    hold_seat(page, server, table_id, 0, tokens[0])
    policy = Policy(random.Random(3), moves=1)
    answered = 0
    deadline = time.monotonic() + 60
    while answered < 6:
        d = next_decision(page, SCREEN, END, timeout=(deadline - time.monotonic()) * 1000)
        if d is None:
            break
        text = _tid(page, SCREEN).inner_text()
        assert not MESSAGE_ID.search(text), MESSAGE_ID.search(text)
        assert page.evaluate(NO_PAGE_OVERFLOW), f"{lang}: the page scrolls sideways"
        if answered == 0:
            assert say("ui-clank-board") in text and say("card-burgle") in text
            assert page.evaluate("() => document.documentElement.lang") == lang
            assert page.evaluate(NAMES_BROKEN) == []
            _shop_shows(page)
            page.evaluate(SETTLE)
            shot(page, f"clank-07-{lang}")
        if policy.answer(d):
            answered += 1
    assert answered == 6
    assert say("ui-log-title") in _tid(page, SCREEN).inner_text()
    page.set_viewport_size({"width": 1280, "height": 900})
    assert page.evaluate(NO_PAGE_OVERFLOW)
    _shop_shows(page)
    assert page.evaluate(NAMES_BROKEN) == []
    page.evaluate(SETTLE)
    shot(page, f"clank-08-{lang}-desktop")
    page.set_viewport_size(LAPTOP)
    _shop_shows(page)
    assert not errors, errors
    context.close()


FIT_ALL = """async ({names, lang}) => {
  const m = await import('/games/clank/static/clank.js');
  const box = document.createElement('div'); box.className = 'ck'; box.lang = lang;
  box.style.cssText = 'position:absolute;left:0;top:0;display:flex;flex-wrap:wrap';
  document.body.append(box);
  const out = [];
  for (const size of ['', 'small', 'big']) {
    box.innerHTML = names.map((n) => `<div class="ck-card ${size}">`
      + `<span class="ck-card-name${m.nameFit(n)}" style="overflow-wrap:normal;`
      + `hyphens:manual">${n.replace(/[<&]/g, '')}</span></div>`).join('');
    for (const e of box.querySelectorAll('.ck-card-name'))
      if (e.scrollWidth > e.clientWidth + 1)
        out.push([size, e.textContent, e.scrollWidth, e.clientWidth]);
  }
  box.remove();
  return out;
}"""


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_every_card_name_fits_its_card(server: str, browser: Any, lang: str) -> None:
    """Every card name of the set fits on its card, on a desktop and a phone, at each card
    size (a smaller font for a long word): no word broken where no hyphen may go."""
    say = texts(lang, "ludoteca.games.clank")
    with urllib.request.urlopen(server + "/games/clank/screen-data.json") as answer:
        names = sorted({say(f"card-{cid}") for cid in json.load(answer)["cards"]})
    for viewport in (LAPTOP, PHONE):
        page = browser.new_page(viewport=viewport)
        page.goto(server + "/")
        page.locator('[data-testid="create-table"]').wait_for()
        page.add_style_tag(url=server + "/games/clank/static/clank.css")
        found = page.evaluate(FIT_ALL, {"names": names, "lang": lang})
        page.close()
        assert found == [], (viewport, found)


# ---------------------------------------------------------------------- paint time

PAINT = """async (view) => {
  const m = await import('/games/clank/static/clank.js');
  document.querySelector('.game-host').style.display = 'none';
  const el = document.createElement('div'); el.className = 'app'; document.body.append(el);
  const h = m.mount(el, { live: false });
  // after the next frame is painted: a task queued from its animation frame callback
  const frame = () => new Promise((r) => requestAnimationFrame(() => {
    const c = new MessageChannel(); c.port1.onmessage = () => r(performance.now());
    c.port2.postMessage(0); }));
  const out = [];
  for (let i = 0; i < 41; i++) {
    const msg = { type: 'state', version: i + 1, seat: null, table: null, legal: [], events: [],
                  view: JSON.parse(JSON.stringify(view)) };
    msg.view.rage = i % 5; msg.view.seats[0].gold = i; msg.view.seats[1].room = i % 3;
    await frame();
    const t0 = performance.now();
    h.update(msg);
    void el.offsetHeight;  // style and layout now
    const t1 = performance.now();
    const t2 = await frame();
    out.push([t1 - t0, t2 - t0]);
  }
  const rooms = el.querySelectorAll('.ck-room').length;
  h.destroy();
  return { rooms, out };
}"""


def test_paint_time_of_a_state_message_on_a_40_tile_map(server: str, browser: Any) -> None:
    """The screen's own cost: a state message painted on a 40-tile map (the stand-in
    stack holds 26 tiles, so the map is made up: tiles of the set repeated on a 7 x 6
    block). Recorded in artifacts/browser/clank-paint.json, not asserted (timings on this
    machine drift; docs/architecture.md, Speed): `work` is update() with the style and
    layout it causes, `frame` the time to the next painted frame (it waits for the
    display's next frame, up to 16.7 ms at 60 Hz)."""
    from ludoteca.games.clank.state import ClankState

    from .conftest import ARTIFACTS

    view = ClankState.new(3, 7).view(None)
    placed = [view["placed"][0]]
    cells = [(x, y) for y in range(-3, 4) for x in range(-3, 4) if not (x == 0 and y in (0, 1))]
    for k, (x, y) in enumerate(cells[:39]):
        placed.append([2 + k % 28, x, y, k % 4])
    view["placed"] = placed
    page = browser.new_page(viewport=LAPTOP)
    page.set_default_timeout(15_000)
    table_id, _, tokens = make_table(page, server, "clank", ["Ada"], 1)
    hold_seat(page, server, table_id, 0, tokens[0])
    assert next_decision(page, SCREEN, END, timeout=30_000)
    found = page.evaluate(PAINT, view)
    steady = sorted(found["out"][1:])
    work = sorted(w for w, _ in steady)
    frame = sorted(f for _, f in steady)
    figures = {"tiles": len(placed), "rooms": found["rooms"],
               "first": {"work_ms": round(found["out"][0][0], 1),
                         "frame_ms": round(found["out"][0][1], 1)},
               "median_work_ms": round(work[len(work) // 2], 1),
               "p90_work_ms": round(work[int(len(work) * 0.9)], 1),
               "median_frame_ms": round(frame[len(frame) // 2], 1)}
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "clank-paint.json").write_text(json.dumps(figures, indent=2), "utf-8")
    print("clank paint time", figures)
    assert found["rooms"] > 100 and len(found["out"]) == 41
    page.close()


# ---------------------------------------------------------------------- the map fits its box

# every placed tile's drawing against the map box's visible rect (a pixel of slack)
TILES_OUTSIDE = """() => {
  const box = document.querySelector('[data-testid="map"]');
  const b = box.getBoundingClientRect();
  const left = b.left + box.clientLeft, top = b.top + box.clientTop;
  const right = left + box.clientWidth, bottom = top + box.clientHeight;
  const tiles = [...box.querySelectorAll('.ck-tile[data-testid^="tile-"]')];
  const out = tiles.map((e) => [e.dataset.testid, e.getBoundingClientRect()])
    .filter(([, r]) => r.left < left - 1 || r.top < top - 1 || r.right > right + 1
                       || r.bottom > bottom + 1)
    .map(([id, r]) => [id, Math.round(r.left), Math.round(r.top), Math.round(r.right),
                       Math.round(r.bottom)]);
  return {tiles: tiles.length, zoom: box.dataset.zoom, out,
          box: [Math.round(left), Math.round(top), Math.round(right), Math.round(bottom)]};
}"""


def _map_fits(page: Any) -> dict[str, Any]:
    page.evaluate(SETTLE)
    found = page.evaluate(TILES_OUTSIDE)
    assert found["tiles"] > 1 and found["out"] == [], found
    return found


def test_the_map_fits_its_box_on_a_finished_game(server: str, browser: Any) -> None:
    """A finished game (two bots) opened as a spectator, in its replay at the last step and
    after a resize: every placed tile is drawn inside the map's box (the map fitted, not
    left at a zoom and scroll of another size); a map the player dragged or zoomed stays
    as they left it."""
    page = browser.new_page(viewport=LAPTOP)
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table_id, _, _ = make_table(page, server, "clank", [], 2)
    wait_finished(page, server, table_id, timeout=120)
    page.goto(f"{server}/#/table/{table_id}")
    _tid(page, "end-screen").wait_for()
    _map_fits(page)
    before = page.evaluate(TILES_OUTSIDE)
    page.set_viewport_size({"width": 900, "height": 560})
    after = _map_fits(page)
    assert after["box"] != before["box"] and after["zoom"] != before["zoom"], (before, after)
    # a map the player dragged stays where they left it through a resize
    _tid(page, "map").scroll_into_view_if_needed()
    box = _tid(page, "map").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 - 80, box["y"] + box["height"] / 2, steps=5)
    page.mouse.up()
    page.set_viewport_size({"width": 1100, "height": 700})
    page.evaluate(SETTLE)
    assert _tid(page, "map").get_attribute("data-zoom") == after["zoom"]
    page.goto(f"{server}/#/replay/{table_id}")
    _tid(page, SCREEN).wait_for()
    _tid(page, "replay-last").click()
    _tid(page, "end-screen").wait_for()
    _map_fits(page)
    # the player's own zoom stays through a resize
    _tid(page, "zoom-in").click()
    zoom = _tid(page, "map").get_attribute("data-zoom")
    page.set_viewport_size(LAPTOP)
    page.evaluate(SETTLE)
    assert _tid(page, "map").get_attribute("data-zoom") == zoom
    assert not errors, errors
    page.close()


# ---------------------------------------------------------------------- the bag, the log

MOUNT = """async ({msgs, lang}) => {
  const m = await import('/games/clank/static/clank.js');
  const i18n = await import('/static/i18n.js');
  if (i18n.currentLanguage() !== lang) throw new Error(`language ${i18n.currentLanguage()}`);
  const el = document.createElement('div'); el.className = 'app'; document.body.append(el);
  const h = m.mount(el, { live: true, send: () => false });
  const lines = [];
  for (const msg of msgs) {
    h.update(msg);
    for (const li of el.querySelectorAll('[data-testid="event-log"] li.ev'))
      lines.push(li.textContent.replace(/\\s+/g, ' ').trim());
  }
  const bag = el.querySelector('[data-testid="bag"]');
  const cubes = {};
  for (const r of bag.querySelectorAll('svg rect.cube'))
    cubes[r.dataset.c] = (cubes[r.dataset.c] || 0) + 1;
  const box = bag.getBoundingClientRect();
  return { lines: [...new Set(lines)], label: bag.getAttribute('aria-label'), cubes,
           count: bag.dataset.count, width: box.width, right: box.right,
           legend: [...bag.querySelectorAll('.ck-bag-legend li')]
             .map((e) => [e.dataset.c, e.textContent.trim()]),
           attack: [...el.querySelectorAll('[data-testid^="attack-cube-"]')].length };
}"""
NAMES = ["Ada", "Bo", "Cy"]
TABLE = {"seats": [{"kind": "human", "name": n} for n in NAMES]}
# what a log line may not show: an id, a tile's cell, a value that went missing
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|(?<![\w–-])-?\d+ -?\d+\b|undefined|NaN|null|\{\$|"
                 r"\[object|\b(?:ui|tx|term|card|token|room)-[a-z0-9_]+")


def _mounted(server: str, browser: Any, lang: str, msgs: list[dict[str, Any]],
             viewport: dict[str, int] = LAPTOP) -> dict[str, Any]:
    page, errors = screen_page(browser, server, lang=lang, viewport=viewport, game=SCREEN)
    found = page.evaluate(MOUNT, {"msgs": msgs, "lang": lang})
    page.context.close()
    assert not errors, errors
    return found


def _message(version: int, view: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    return {"type": "state", "version": version, "seat": 0, "table": TABLE, "legal": [],
            "deadline": None, "events": events, "view": view}


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_the_dragon_bag_is_drawn_with_its_cubes(server: str, browser: Any,
                                                 viewport: dict[str, int]) -> None:
    """The bag is a drawn sack holding one cube per cube of the view's bag, by colour (the
    dragon's black ones, each player's, the Ghosts), with the count, each colour's number
    and a label in the reader's language saying them; a dragon attack's cubes are listed
    under it."""
    from ludoteca.games.clank.state import ClankState

    view = ClankState.new(3, 7).view(0)
    view["bag"] = sorted([-1] * 17 + [-2] * 2 + [0] * 4 + [2] * 9)
    attack = {"kind": "attack", "drawn": [-1, 0, 2], "damage": [1, 0, 1]}
    for lang, words in (("en", ["Dragon bag: 32 cubes", "17 black dragon cubes", "2 Ghost cubes",
                                "Ada: 4", "Cy: 9"]),
                        ("uk", ["Мішечок дракона: 32 кубики", "чорних кубиків дракона: 17",
                                "кубиків привида: 2", "Ada: 4", "Cy: 9"]),
                        ("zh-Hant", ["巨龍盲抽袋：32 個方塊", "17 個巨龍的黑色方塊", "2 個鬼魂方塊",
                                     "Ada：4", "Cy：9"])):
        found = _mounted(server, browser, lang, [_message(1, view, [attack])], viewport)
        assert found["cubes"] == {"-1": 17, "-2": 2, "0": 4, "2": 9}, found["cubes"]
        assert found["count"] == "32"
        assert all(w in found["label"] for w in words), (lang, found["label"])
        assert [c for c, _ in found["legend"]] == ["-1", "-2", "0", "2"], found["legend"]
        assert found["attack"] == 3
        assert found["width"] > 90 and found["right"] <= viewport["width"], found
    view["bag"] = []
    found = _mounted(server, browser, "en", [_message(1, view, [])], viewport)
    assert found["cubes"] == {} and found["label"] == "Dragon bag: empty", found


def _random_game(seed: int, players: int = 3) -> list[dict[str, Any]]:
    """One game of random legal actions as seat 0's screen gets it: a message for each few
    steps (the view after them, their events), as the server sends them."""
    from ludoteca.core.rng import Rng
    from ludoteca.games.clank import GAME

    state = GAME.new(players, seed)
    rng = Rng(seed)
    msgs: list[dict[str, Any]] = [_message(1, state.view(0), [ev.for_seat(0) for ev in
                                                              state.opening_events()])]
    events: list[dict[str, Any]] = []
    steps = 0
    while not state.is_over():
        seat = state.to_move()[0]
        legal = list(state.legal(seat))
        events += [ev.for_seat(0) for ev in state.apply(seat, legal[rng.below(len(legal))])]
        steps += 1
        if steps % 12 == 0 or state.is_over():
            msgs.append(_message(len(msgs) + 1, state.view(0), events))
            events = []
    return msgs


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_no_log_line_of_a_whole_game_shows_a_raw_id(server: str, browser: Any,
                                                     lang: str) -> None:
    """A whole random game's events, sent to seat 0's screen as the server sends them: every
    line of the log is words (no id, no cell coordinates, nothing undefined); a discovered
    tile is named by its back and where it lies on the map (beside a numbered room)."""
    msgs = _random_game(11)
    kinds = {ev["kind"] for msg in msgs for ev in msg["events"]}
    assert {"tile", "moved", "attack", "game_over", "played", "acquired"} <= kinds, kinds
    found = _mounted(server, browser, lang, msgs)
    lines = found["lines"]
    assert len(lines) > 100
    bad = [line for line in lines if RAW.search(line)]
    assert not bad, bad[:10]
    tiles = [line for line in lines if {"en": "tile", "zh-Hant": "板塊", "uk": "плитк"}[lang]
             in line and "turn" not in line]
    assert tiles, lines[:20]
    if lang == "en":
        near = re.compile(r"discovers? an? (?:haunted )?(?:safe|Depths) tile (?:north|east|south|"
                          r"west) of room \d+, with rooms? \d+")
        assert all(near.search(line) for line in tiles if "discover" in line), tiles


# ---------------------------------------------------------------------- rooms apart

# every tile of the data laid on a map of its own rows (turned 0..3), the screen mounted on
# it (live: every room a move with its cost shown); the six pawns the screen draws in room 0
# copied into every room; per zoom, the rooms whose badges (the disc, its number, its Gold
# or Artifact badge, the cost, the pawns) overlap another room's
ROOMS_APART = """async ({view, legal}) => {
  const m = await import('/games/clank/static/clank.js');
  const el = document.createElement('div'); el.className = 'app'; document.body.append(el);
  const h = m.mount(el, { live: legal.length > 0, send: () => false });
  h.update({ type: 'state', version: 1, seat: legal.length ? 0 : null, table: null, legal,
             events: [], view });
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const box = el.querySelector('[data-testid="map"]');
  const all = [...el.querySelectorAll('.ck-room[data-testid^="room-"]')];
  const pawns = all[0].querySelector('.ck-pawns');
  for (const e of all.slice(1)) (e.querySelector('.ck-face') || e).append(pawns.cloneNode(true));
  const tiles = [...el.querySelectorAll('.ck-tile[data-testid^="tile-"]')];
  const badges = (e) => [...e.querySelectorAll(
      '.ck-room-disc, .ck-room-no, .ck-badge, .ck-cost, .ck-pawns')]
    .map((x) => x.getBoundingClientRect())
    .reduce((a, b) => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top),
                         right: Math.max(a.right, b.right),
                         bottom: Math.max(a.bottom, b.bottom) }));
  const out = [];
  for (const zoom of [0.5, 1, 1.8]) {
    box.style.setProperty('--zoom', String(zoom));
    const rooms = all.map((e) => {
      const d = e.querySelector('.ck-room-disc').getBoundingClientRect();
      const x = (d.left + d.right) / 2, y = (d.top + d.bottom) / 2;
      const tile = tiles.find((t) => { const b = t.getBoundingClientRect();
        return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom; });
      return { id: e.dataset.testid, tile: tile && tile.dataset.tile,
               turns: tile && tile.dataset.turns, r: badges(e) };
    });
    for (let i = 0; i < rooms.length; i++) for (let j = i + 1; j < rooms.length; j++) {
      const a = rooms[i].r, b = rooms[j].r;
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5
          && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
        out.push([zoom, rooms[i].tile, rooms[i].turns, rooms[i].id, rooms[j].id]);
    }
  }
  const count = {rooms: all.length, pawns: pawns.querySelectorAll('.ck-pawn').length,
                 costs: el.querySelectorAll('.ck-room .ck-cost').length};
  h.destroy();
  return { ...count, out };
}"""


@pytest.mark.parametrize("live", [False, True], ids=["watching", "moving"])
def test_the_rooms_of_every_tile_lie_apart(server: str, browser: Any, live: bool) -> None:
    """On every tile of the set, each turn of it, at 50, 100 and 180 %, no two rooms' badges
    (the disc, its number, its Gold or Artifact badge, six pawns, and for a player every
    room a move away with its cost) overlap: a tile with many rooms lays them out wider and
    draws them smaller, and a room's pawns and cost stay in the room's own box."""
    from ludoteca.games.clank.state import ClankState
    from ludoteca.games.clank.tiles import load_tiles

    tiles = load_tiles().all()
    view = ClankState.new(6, 1).view(0 if live else None)
    # each tile two cells from the next (three rows apart: the start tiles are two high)
    view["placed"] = [[k, 2 * (k % 10), 3 * (k // 10) + 10 * turns, turns]
                      for turns in range(4) for k in range(len(tiles))]
    view["opened"] = []
    # an Artifact (of two digits) in every Artifact room; a Gold room shows its Gold
    rooms = [room for tile in 4 * tiles for room in tile.rooms]  # numbered as placed
    view["room_artifacts"] = {str(r): [10] for r, room in enumerate(rooms)
                              if "artifact" in room.features}
    for seat in view["seats"]:
        seat["room"] = 0
    legal: list[dict[str, Any]] = []
    if live:  # every room a move away, at the widest cost a move shows
        view["decision"] = ["turn", 0]
        view["exits"] = [{"kind": "room", "to": r, "boots": 2, "monsters": 1, "locks": 1,
                          "allowed": True} for r in range(len(rooms))]
        legal = [{"kind": "move", "exit": r} for r in range(len(rooms))]
    page = browser.new_page(viewport=LAPTOP)
    page.set_default_timeout(15_000)
    page.goto(server + "/")
    page.locator('[data-testid="create-table"]').wait_for()
    page.add_style_tag(url=server + "/games/clank/static/clank.css")
    found = page.evaluate(ROOMS_APART, {"view": view, "legal": legal})
    page.close()
    assert found["rooms"] == len(rooms) and found["pawns"] == 6, found
    assert found["costs"] == (len(rooms) if live else 0), found
    assert found["out"] == [], found


# ---------------------------------------------------------------------- Marble Guardian's tile

# the screen mounted for a live seat on a crafted state message; what it sends is kept
LIVE = """async (msg) => {
  const m = await import('/games/clank/static/clank.js');
  const el = document.createElement('div'); el.className = 'app'; document.body.append(el);
  window.sent = [];
  window.screen_ = m.mount(el, { live: true, tableId: null,
    send: (a) => { window.sent.push(a); return true; }, rematch() {}, canRematch: () => false });
  window.screen_.update(msg);
}"""
# where the tile being laid lies, in tiles from the start tile's corner; its turn and cell
PLACING = """() => {
  const p = document.querySelector('[data-testid="placing"]');
  const s = document.querySelector('[data-testid="tile-0"]');  // laid out, not as animated
  return [Math.round((p.offsetLeft - s.offsetLeft) / s.offsetWidth * 10) / 10,
          Math.round((p.offsetTop - s.offsetTop) / s.offsetWidth * 10) / 10,
          Number(p.dataset.turns), Number(p.dataset.edge), !!p.querySelector('.back-arrow')];
}"""


def test_marble_guardian_shows_its_tile_before_it_is_laid(server: str, browser: Any) -> None:
    """Marble Guardian defeated: its tile, discovered (face up: the view's `lay_tile`), is
    shown on the first free cell beside the player's tile, turned as the player turns it
    (through its legal turns only), moved to another free cell by a tap there, and laid as
    shown by the Lay button or Enter; the log then names the tile and the teleport into it
    by rooms."""
    from ludoteca.core.registry import get_game
    from ludoteca.games.clank.setup_scenario import build

    s = build(get_game("clank"), {"players": 2, "seed": 1, "state": {"swords": 3},
                                  "row": ["marble_guardian", None, None, None, None, None]})
    s.apply(0, next(a for a in s.legal(0) if a.kind == "fight"))
    view = s.view(0)
    assert view["decision"][2:4] == ["marble_guardian", "place"], view["decision"]
    cells = view["free_edges"]
    legal = [a.to_json() for a in s.legal(0)]
    assert {a["kind"] for a in legal} == {"lay"}
    # the last free cell offers two turns only (the screen offers what the server sends)
    last = len(cells) - 1
    legal = [a for a in legal if a["edge"] != last or a["turns"] in (1, 3)]
    msg = {"type": "state", "version": 5, "seat": 0, "table": None, "legal": legal,
           "events": [], "view": view}
    page, errors = screen_page(browser, server, viewport=LAPTOP, game=SCREEN, styles=True)
    page.evaluate(LIVE, msg)
    _tid(page, "placing").wait_for()
    x, y = cells[0]
    assert page.evaluate(PLACING) == [x, y, 0, 0, False]  # its face, not its back
    assert _tid(page, "placing").get_attribute("data-tile") == view["lay_tile"]
    assert _tid(page, "prompt").get_attribute("data-kind") == "choose"
    assert page.locator('[data-testid^="choice-"]').count() == 0
    assert page.locator('[data-testid^="lay-at-"]').count() == len(cells) - 1
    _tid(page, "rotate-tile").click()
    _tid(page, "rotate-tile").click()
    assert page.evaluate(PLACING)[2:4] == [2, 0]
    # another free cell: the tile goes there, at a turn legal there
    x, y = cells[last]
    _tid(page, f"lay-at-{x}_{y}").click()
    assert page.evaluate(PLACING) == [x, y, 1, last, False]
    assert page.locator(f'[data-testid="lay-at-{x}_{y}"]').count() == 0
    _tid(page, "rotate-tile").click()
    assert page.evaluate(PLACING)[2] == 3
    _tid(page, "rotate-tile").click()
    assert page.evaluate(PLACING)[2] == 1
    assert not MESSAGE_ID.search(_tid(page, SCREEN).inner_text())
    _tid(page, "lay").click()
    assert page.evaluate("() => window.sent") == [{"kind": "lay", "edge": last, "turns": 1}]
    # the keys: R turns it, Enter lays it (the same message again: the answer not come yet)
    page.evaluate("(msg) => { window.sent = []; window.screen_.update(msg); }",
                  {**msg, "version": 6})
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("r")
    page.keyboard.press("Enter")
    assert page.evaluate("() => window.sent") == [{"kind": "lay", "edge": last, "turns": 3}]
    # laid, then a teleport into it: the log names both by the map's rooms, not by cells
    events = [ev.for_seat(0) for ev in s.apply(0, next(a for a in s.legal(0) if a.kind == "lay"))]
    events += [ev.for_seat(0) for ev in s.apply(0, next(a for a in s.legal(0)
                                                       if a.kind == "teleport"))]
    page.evaluate("(msg) => window.screen_.update(msg)",
                  {**msg, "version": 7, "legal": [], "view": s.view(0), "events": events})
    log = _tid(page, "event-log").inner_text()
    assert re.search(r"You discover an? (?:haunted )?(?:safe|Depths) tile (?:north|east|south|"
                     r"west) of room \d+, with rooms? \d+", log), log
    assert re.search(r"You teleport to room \d+", log) and not CELL.search(log), log
    found = _axe(page)
    assert found == [], found
    assert not errors, errors
    page.context.close()


def test_the_map_fits_when_the_game_ends_for_a_player(server: str, browser: Any) -> None:
    """A seat's map is fitted no smaller than its rooms can be tapped (50 %): a big dungeon
    overflows its box while the game is on; once it is over (the end screen above the map)
    the whole dungeon is fitted into the box."""
    from ludoteca.games.clank.state import ClankState

    view = ClankState.new(2, 1).view(0)
    cells = [(x, y) for y in range(-3, 4) for x in range(-3, 4) if not (x == 0 and y in (0, 1))]
    view["placed"] = [view["placed"][0]] + [[2 + k % 28, x, y, k % 4]
                                            for k, (x, y) in enumerate(cells[:30])]
    msg = {"type": "state", "version": 5, "seat": 0, "table": None, "legal": [],
           "events": [], "view": view}
    page, errors = screen_page(browser, server, viewport=LAPTOP, game=SCREEN, styles=True)
    page.evaluate(LIVE, msg)
    _tid(page, "map-grid").wait_for()
    page.evaluate(SETTLE)
    playing = page.evaluate(TILES_OUTSIDE)
    assert playing["zoom"] == "0.5" and playing["out"], playing
    over = {**view, "over": True, "decision": None, "scores": [12, 7], "winners": [0],
            "score_parts": [{"gold": 12}, {"gold": 7}]}
    page.evaluate("(msg) => window.screen_.update(msg)", {**msg, "version": 6, "view": over})
    _tid(page, "end-screen").wait_for()
    found = _map_fits(page)
    assert float(found["zoom"]) < 0.5, found
    assert not errors, errors
    page.context.close()


# every title, accessible name and prompt of the screen after each message
LABELS = """async (msgs) => {
  const m = await import('/games/clank/static/clank.js');
  const el = document.createElement('div'); el.className = 'app'; document.body.append(el);
  const h = m.mount(el, { live: true, send: () => false });
  const out = new Set();
  for (const msg of msgs) {
    h.update(msg);
    for (const e of el.querySelectorAll('[title], [aria-label]')) {
      for (const a of ['title', 'aria-label']) if (e.getAttribute(a)) out.add(e.getAttribute(a));
    }
    const dock = el.querySelector('[data-testid="prompt"]');
    if (dock) out.add(dock.textContent.replace(/\\s+/g, ' ').trim());
  }
  h.destroy();
  return [...out];
}"""
CELL = re.compile(r"(?<![\w–-])-?\d+ -?\d+\b")


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "uk"])
def test_no_title_or_prompt_of_the_screen_names_a_cell(server: str, browser: Any,
                                                       lang: str) -> None:
    """The map shows no coordinates, so nothing the screen says does: a tile is named by
    its rooms, an unexplored tunnel by its side, a new tile laid "here" (the terminal,
    whose map prints them, keeps the cells)."""
    from ludoteca.core.rng import Rng
    from ludoteca.games.clank import GAME

    state, rng, msgs = GAME.new(3, 5), Rng(5), []
    while not state.is_over() and len(msgs) < 40:
        seat = state.to_move()[0]
        legal = list(state.legal(seat))
        if seat == 0 and any(a.kind in ("move", "place", "lay", "teleport_edge")
                             for a in legal):
            msg = _message(len(msgs) + 1, state.view(0), [])
            msg["legal"] = [{**a.to_json(), "label": a.label} for a in legal]
            msgs.append(msg)
        state.apply(seat, legal[rng.below(len(legal))])
    assert len(msgs) >= 10
    page, errors = screen_page(browser, server, lang=lang, viewport=LAPTOP, game=SCREEN)
    said = page.evaluate(LABELS, msgs)
    page.context.close()
    assert not errors, errors
    assert len(said) > 20
    bad = [s for s in said if CELL.search(s)]
    assert not bad, bad[:10]

// The King of Tokyo: Dark Edition renderer: monsters, Tokyo City and Bay, the dice, the
// market of power cards, the wickedness tiles and every prompt of the turn.
//
// mount(el, ctx) -> {update(msg), destroy(), note(text), unbusy()}
//   msg: a websocket "state" message {table, seat, version, view, legal, deadline, events}
//        (replay.js passes the same shape with legal [] and a ready-made `log`).
//   ctx: {live, tableId, send(action) -> bool, rematch(), canRematch()}
// The view, actions and events are those of docs/kingoftokyo.md. Its stylesheet,
// kingoftokyo.css (rules scoped under .kot), is declared in PACKAGE.styles: the shell
// links it before mounting.
//
// data-testids (stable, for browser tests):
//   kot                        the whole game screen (data-phase, data-turn, data-active,
//                              data-pending = the pending kind; data-version, data-asked,
//                              data-decision, data-busy: see markDecision in shared.js)
//   status                     turn / phase line
//   monster-N                  a monster's panel (classes: me, active, deciding, dead,
//                              in-tokyo, winner)
//   monster-name-N, player-name-N, hp-N, vp-N, energy-N, wickedness-N (data-value),
//   poison-N, shrink-N, location-N, eliminated-N      parts of that panel
//   owned-card-INSTANCE, owned-tile-ID   a monster's cards and tiles (click: show the text)
//   smoke-INSTANCE             smoke tokens on a Smoke Cloud;  copy-N: the Fluxling copy
//   tokyo-city, tokyo-bay      the two areas (tokyo-bay only with 5-6 players; data-open)
//   tokyo-city-occupant, tokyo-bay-occupant   who is there (data-seat; text "empty")
//   bay-closed                 the closed marker on Tokyo Bay
//   dice                       the dice tray (data-roll, data-rolls-left, data-seat)
//   die-I                      a die (data-face; class "kept"); click toggles keep
//   rolls-left                 the roll counter
//   reroll                     reroll the dice not kept (sends the bitmask of those); not
//                              there while every die is kept (reroll-all-kept says so)
//   stop-rolling, extra-roll-SOURCE
//   tool-SOURCE                set_die tools (herd_culler, plot_twist, stretchy);
//   set-face-FACE              the face to give the chosen die;  tool-cancel
//   resolve-GROUP              resolve a dice group (numbers, energy, smash, heart);
//   resolve-heart-pP-sS        a heart group that removes P poison and S shrink tokens
//   market                     the market; market-slot-I a card (0-2); price-I: what you
//                              pay; buy-I: buy it;  sweep, deck-size, discard-count
//   top-card, buy-top          Made in a Lab's top card
//   tile-stacks, tile-stack-L  available wickedness tiles per level (3, 6, 10);
//   stack-tile-ID              one available tile;  take-tile-ID: take it when asked
//                              (pick-tile-ID: the same choice in the dock)
//   prompt                     the action dock (data-kind = the pending kind or "wait")
//   prompt-text, waiting       what is asked / what happens while you wait
//   yield, stay, wings, super-jump, rapid-heal, pass, end-turn, wake
//   probe-I, swap-card-ID, buy-owned-ID, sell-ID, copy-card-ID
//   action                     generic buttons: any other legal action (label text)
//   card-info                  the full text of a card or tile, opened by a click or a tap on
//                              its name (touch has no hover; a dialog);  card-info-close
//   keys                       the keyboard shortcuts, listed beside the log
//   event-log                  the readable event log
//   end-screen                 the end of the game: end-winners, final-table,
//                              end-play-again ("play again")
// Keys while deciding: 1-8 keep or release a die, r reroll, s keep the dice, e end the turn,
// Escape closes a card's text.
//
// Every word on screen is a message of the game's catalogue (locale/<lang>.ftl beside the
// data, loaded by the shell: /static/i18n.js), formatted with the reader's plural rules;
// card, tile and monster names and texts come from it too (`card-ID`, `card-ID.text`...),
// falling back to the view's English. A language switch redraws the screen.


import { esc } from "/static/app.js";
import { H, has, t, th } from "/static/i18n.js";
import { Renderer, handle, humanize, listNames, playersStripHTML, seatMark, seatTagsHTML, strip } from "/static/shared.js";

const GAME = "kingoftokyo";
const LEVELS = [3, 6, 10];


// each monster's colour and silhouette; unknown ids fall back to a seat colour
const LOOKS = [
  { test: /giga/, colour: "#4cc35e", shape: "dino" },
  { test: /king/, colour: "#d48a3c", shape: "ape" },
  { test: /meka|dragon/, colour: "#e4553f", shape: "meka" },
  { test: /bunny/, colour: "#f06bb0", shape: "bunny" },
  { test: /kraken/, colour: "#2ec4d6", shape: "kraken" },
  { test: /alien/, colour: "#a27bff", shape: "alien" },
];
const SPARE = ["#ffcc4d", "#7fd1ff", "#ff8a65", "#9be15d", "#c38bff", "#ff6b9a"];

function look(m) {
  const key = `${m.monster || ""} ${m.name || ""}`.toLowerCase();
  const hit = LOOKS.find((l) => l.test.test(key));
  return hit || { colour: m.colour || SPARE[m.seat % SPARE.length], shape: "dino" };
}

// ------------------------------------------------------------------ SVG art

function claw(colour) {
  return `<g fill="${colour}"><path d="M8.5 22.5C9 16 11.5 11 15.5 6.8c-1.8 5-2.6 9.8-2.3 15.4z"/>
    <path d="M13.6 23.4c.6-6.9 3.2-12.2 7.6-16.7-2 5.3-2.9 10.6-2.6 16.6z"/>
    <path d="M18.9 24.2c.7-5.6 2.8-10 6.3-13.6-1.5 4.3-2.2 8.6-2 13.3z"/></g>`;
}

function faceSymbol(face) {
  switch (face) {
    case "energy":
      return `<path d="M17.8 4.5 8.6 17h5.6l-2.4 8.6L21.4 13h-5.7z" fill="#ffd23f" stroke="#6b4d00" stroke-width=".8" stroke-linejoin="round"/>`;
    case "heart":
      return `<path d="M15 25.2C7.6 19.8 5.2 16 5.2 12.2c0-3.1 2.4-5.5 5.3-5.5 2 0 3.6 1.1 4.5 2.8.9-1.7 2.5-2.8 4.5-2.8 2.9 0 5.3 2.4 5.3 5.5 0 3.8-2.4 7.6-9.8 13z" fill="#ff3b5c" stroke="#6b0016" stroke-width=".8"/>`;
    case "smash":
      return claw("#f4f1ff");
    case "1": case "2": case "3":
      return `<text x="15" y="21.6" text-anchor="middle" font-size="18" font-weight="800" font-family="system-ui, sans-serif" fill="#8ff0a4">${face}</text>`;
    default:
      return `<text x="15" y="21" text-anchor="middle" font-size="15" font-weight="700" fill="#888">?</text>`;
  }
}

/** a black Dark Edition die showing one face */
function dieSVG(face, cls = "") {
  return `<svg class="kdie-svg ${cls}" viewBox="0 0 30 30" aria-hidden="true"><rect class="kdie-body" x="1.2" y="1.2" width="27.6" height="27.6" rx="6"/>${faceSymbol(face)}</svg>`;
}

function heartIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true">${faceSymbol("heart")}</svg>`;
}
function boltIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true">${faceSymbol("energy")}</svg>`;
}
function clawIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true">${claw("currentColor")}</svg>`;
}
function starIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true"><path d="m15 3.5 3.4 7.2 7.8 1-5.7 5.4 1.4 7.8L15 21.1l-6.9 3.8 1.4-7.8-5.7-5.4 7.8-1z" fill="#ffd23f" stroke="#6b4d00" stroke-width=".9" stroke-linejoin="round"/></svg>`;
}
function skullIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true"><path d="M15 4C9 4 5.5 8 5.5 13c0 3 1.4 5 3.5 6.2V24h12v-4.8c2.1-1.2 3.5-3.2 3.5-6.2C24.5 8 21 4 15 4z" fill="#e8e4f5"/><circle cx="11" cy="13.5" r="2.6" fill="#1a1530"/><circle cx="19" cy="13.5" r="2.6" fill="#1a1530"/><path d="M13.5 24v-3M16.5 24v-3" stroke="#1a1530" stroke-width="1.2"/></svg>`;
}
function dropIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true"><path d="M15 4c4 6 7.5 10 7.5 14a7.5 7.5 0 0 1-15 0C7.5 14 11 10 15 4z" fill="#8be04e" stroke="#27520b" stroke-width="1"/><circle cx="12.5" cy="18" r="1.6" fill="#27520b"/><circle cx="17.5" cy="18" r="1.6" fill="#27520b"/></svg>`;
}
function shrinkIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true"><circle cx="15" cy="15" r="10.5" fill="#2b83ff" stroke="#0b2b66" stroke-width="1"/><path d="M9 9l4.5 4.5M21 9l-4.5 4.5M9 21l4.5-4.5M21 21l-4.5-4.5" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M12 13.5h1.5V12M18 13.5h-1.5V12M12 16.5h1.5V18M18 16.5h-1.5V18" fill="none" stroke="#fff" stroke-width="1.4"/></svg>`;
}
function smokeIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 30 30" aria-hidden="true"><path d="M8 21a5 5 0 0 1 .6-10A6.5 6.5 0 0 1 21 10.4 5 5 0 1 1 22 21z" fill="#c9c4dc" stroke="#4a4563" stroke-width="1"/></svg>`;
}
function crownIcon(cls = "") {
  return `<svg class="ico ${cls}" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 18l-1-11 6 5 4-8 4 8 6-5-1 11z" fill="#ffd23f" stroke="#7a5500" stroke-width="1.2" stroke-linejoin="round"/><rect x="3" y="18.5" width="18" height="3" rx="1" fill="#e0a800"/></svg>`;
}

/** a monster's head, drawn from a few shapes */
function monsterSVG(m, cls = "") {
  const { colour, shape } = look(m);
  const dark = "rgba(0,0,0,.45)";
  const extra = {
    dino: `<path d="M18 18l4-10 4 8 6-11 5 11 5-8 3 10z" fill="${colour}" stroke="${dark}" stroke-width="1.5"/>`,
    ape: `<circle cx="12" cy="32" r="7" fill="${colour}" stroke="${dark}" stroke-width="1.5"/><circle cx="52" cy="32" r="7" fill="${colour}" stroke="${dark}" stroke-width="1.5"/><path d="M22 19l4-7 6 5 6-5 4 7z" fill="#ffd23f" stroke="#7a5500"/>`,
    meka: `<path d="M32 4v10M28 6l4-3 4 3" stroke="#ffd23f" stroke-width="2.4" fill="none"/><path d="M14 20l-6-8 12 4M50 20l6-8-12 4" fill="${colour}" stroke="${dark}" stroke-width="1.5"/>`,
    bunny: `<path d="M21 21c-5-9-5-18 0-19 4 1 5 10 4 19zM43 21c5-9 5-18 0-19-4 1-5 10-4 19z" fill="${colour}" stroke="${dark}" stroke-width="1.5"/><path d="M21.5 18c-2-6-2-11 0-13M42.5 18c2-6 2-11 0-13" stroke="#ffc4df" stroke-width="2.5" fill="none"/>`,
    kraken: `<path d="M14 50c-6 4-8 10-3 12M22 54c-2 5 0 9 4 8M42 54c2 5 0 9-4 8M50 50c6 4 8 10 3 12" fill="none" stroke="${colour}" stroke-width="4.5" stroke-linecap="round"/>`,
    alien: `<path d="M24 16l-6-12M40 16l6-12" stroke="${colour}" stroke-width="2.5"/><circle cx="18" cy="4.5" r="3" fill="#8ff0a4"/><circle cx="46" cy="4.5" r="3" fill="#8ff0a4"/>`,
  }[shape] || "";
  const eyes = shape === "meka"
    ? `<rect x="18" y="27" width="28" height="8" rx="4" fill="#1a1530"/><rect x="21" y="29" width="22" height="4" rx="2" fill="#ff5146"/>`
    : shape === "alien"
      ? `<ellipse cx="24" cy="31" rx="5.5" ry="3.6" fill="#1a1530" transform="rotate(20 24 31)"/><ellipse cx="40" cy="31" rx="5.5" ry="3.6" fill="#1a1530" transform="rotate(-20 40 31)"/><circle cx="32" cy="24" r="2.6" fill="#ffd23f"/>`
      : `<circle cx="24" cy="31" r="4.6" fill="#fff6c2"/><circle cx="40" cy="31" r="4.6" fill="#fff6c2"/><circle cx="25" cy="32" r="2.2" fill="#1a1530"/><circle cx="41" cy="32" r="2.2" fill="#1a1530"/><path d="M18 25l10 3M46 25l-10 3" stroke="${dark}" stroke-width="2.4" stroke-linecap="round"/>`;
  return `<svg class="msvg ${cls}" viewBox="0 0 64 64" aria-hidden="true">${extra}
    <path d="M10 58C6 40 12 18 32 16c20 2 26 24 22 42z" fill="${colour}" stroke="${dark}" stroke-width="1.5"/>
    <path d="M16 56c-2-10 2-24 16-26 14 2 18 16 16 26z" fill="rgba(255,255,255,.12)"/>
    ${eyes}
    <path d="M20 44c4 6 20 6 24 0z" fill="#1a1530"/><path d="M22 44l2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3 2 3 2-3" fill="none" stroke="#fff" stroke-width="1.3"/></svg>`;
}

function skylineSVG() {
  return `<svg class="skyline" viewBox="0 0 200 60" preserveAspectRatio="none" aria-hidden="true">
    <path d="M0 60V38h10V24h8v14h6V14h12v24h5V30h9v-8h4v-6h2v6h4v8h8v30h4V20h14v18h6V8h3V2h2v6h3v30h6V26h10v12h5V18h12v20h7V30h8v-8h10v16h6V28h8v32z" fill="rgba(8,6,22,.9)"/>
    <g fill="#ffd86b" opacity=".55"><rect x="28" y="18" width="2" height="2"/><rect x="32" y="24" width="2" height="2"/><rect x="78" y="24" width="2" height="2"/><rect x="82" y="30" width="2" height="2"/><rect x="101" y="14" width="2" height="2"/><rect x="134" y="22" width="2" height="2"/><rect x="138" y="30" width="2" height="2"/><rect x="166" y="26" width="2" height="2"/></g></svg>`;
}

function wavesSVG() {
  return `<svg class="waves" viewBox="0 0 200 40" preserveAspectRatio="none" aria-hidden="true">
    <path d="M0 18c12-8 22-8 34 0s22 8 34 0 22-8 34 0 22 8 34 0 22-8 34 0 22 8 30 0V40H0z" fill="rgba(20,80,140,.55)"/>
    <path d="M0 28c12-8 22-8 34 0s22 8 34 0 22-8 34 0 22 8 34 0 22-8 34 0 22 8 30 0V40H0z" fill="rgba(10,40,90,.8)"/></svg>`;
}


// ------------------------------------------------------------------ words

/** a message as escaped text */
function tx(id, args) { return esc(t(id, args)); }

/** the catalogue's text for an id, or the fallback when it has none */
function named(id, fallback) {
  return has(id) ? t(id) : fallback;
}

function faceName(face) { return named(`face-${face}`, String(face)); }
function cardNameOf(c) { return c ? named(`card-${c.id}`, c.name || humanize(c.id)) : ""; }
function cardTextOf(c) { return c ? named(`card-${c.id}.text`, c.text || "") : ""; }
function tileNameOf(x) { return x ? named(`tile-${x.id}`, x.name || humanize(x.id)) : ""; }
function tileTextOf(x) { return x ? named(`tile-${x.id}.text`, x.text || "") : ""; }
function areaName(a) { return named(`area-${a}`, humanize(a)); }

/** events arrive flat ({kind, ...data}); accept the nested {kind, data} form too */
function flat(ev) {
  if (ev && ev.data && typeof ev.data === "object" && !Array.isArray(ev.data)) return { ...ev.data, kind: ev.kind };
  return ev;
}

// ------------------------------------------------------------------ the renderer

export function mount(el, ctx) {
  return handle(new KotRenderer(el, ctx));
}

class KotRenderer extends Renderer {
  constructor(el, ctx) {
    super(el, ctx, { logCap: 500, emptyLog: tx("ui-log-empty") });
    this.keep = new Set();
    this.keepKey = null;
    this.tool = null; // {source, die}
    this.info = null; // {kind: "card"|"tile", item}
    this.rolled = null; // dice indices rolled by the last message, for the tumble
    this.seen = new Map(); // instance -> card, every card any view showed (events name them)
    this.playersOpen = false; // a phone's monster panels unfolded (the players strip)
    this.listen(true);
    el.innerHTML = `<div class="kot" data-testid="kot"></div>`;
    this.root = el.firstElementChild;
    this.speak(GAME);
  }

  update(msg) {
    if (!msg || !msg.view) return;
    const v = msg.view;
    const resent = this.resent(this.msg, msg);
    this.msg = msg;
    if (!resent) this.busy = false; // the answer to an action in flight is a new version
    this.rolled = null;
    for (const [inst, c] of this.cardIndex()) this.seen.set(inst, c);
    this.takeEvents(msg);
    for (const raw of msg.events || []) {
      const ev = flat(raw);
      if (ev.kind === "roll") this.rolled = new Set(ev.rerolled || (ev.faces || []).map((_, i) => i));
    }
    // kept dice belong to one turn of one monster
    const key = `${v.turn}:${v.active}:${v.extra_turn ? 1 : 0}`;
    if (this.keepKey !== key) { this.keep = new Set(); this.keepKey = key; }
    const count = this.dice().faces.length;
    for (const i of [...this.keep]) if (i >= count) this.keep.delete(i);
    if (this.tool && !this.legal().some((a) => a.kind === "set_die" && a.source === this.tool.source)) this.tool = null;
    this.render({ patch: resent });
  }

  // ---------------------------------------------------------------- derived

  view() { return this.msg.view; }
  legal() { return this.ctx.live && this.msg ? this.msg.legal || [] : []; }
  dice() {
    const d = this.msg.view.dice || {};
    return { faces: d.faces || [], count: d.count ?? (d.faces || []).length, rolls_left: d.rolls_left ?? 0,
      roll: d.roll ?? 0, resolved: d.resolved || [], smash: d.smash };
  }

  monster(seat) { return (this.msg.view.monsters || []).find((m) => m.seat === seat) || null; }

  monsterName(seat) {
    const m = this.monster(seat);
    return m ? named(`monster-${m.monster}`, m.name || humanize(m.monster)) : t("seat-name", { seat: seat + 1 });
  }

  /** a monster in words (HTML): its name in its colour, its player on hover */
  who(seat) {
    if (typeof seat !== "number") return "";
    const m = this.monster(seat);
    const colour = m ? look(m).colour : "#ccc";
    const name = this.monsterName(seat);
    const label = seat === this.me() && this.ctx.live ? t("who-you", { name }) : name;
    return `<b class="who" style="--c:${colour}" title="${esc(this.names()[seat] ?? "")}">${seatMark(seat)}${esc(label)}</b>`;
  }

  /** every card the view knows, by instance id */
  cardIndex() {
    const v = this.view();
    const out = new Map();
    const add = (c, where) => { if (c && typeof c === "object" && c.instance != null) out.set(c.instance, { ...c, where }); };
    (v.market || []).forEach((c) => add(c, "market"));
    (v.discard || []).forEach((c) => add(c, "discard"));
    if (v.top_card) add(v.top_card, "top");
    (v.monsters || []).forEach((m) => (m.cards || []).forEach((c) => add(c, m.seat)));
    return out;
  }

  tileIndex() {
    const v = this.view();
    const out = new Map();
    for (const lvl of Object.keys(v.tiles || {})) for (const x of v.tiles[lvl] || []) out.set(x.id, x);
    for (const m of v.monsters || []) for (const x of m.tiles || []) out.set(x.id, x);
    return out;
  }

  cardName(card) {
    if (card == null) return t("ui-a-card");
    if (typeof card === "object") return cardNameOf(card);
    if (typeof card === "number") {
      const c = this.cardIndex().get(card) || this.seen.get(card);
      return c ? cardNameOf(c) : t("ui-a-card");
    }
    return named(`card-${card}`, humanize(card));
  }

  tileName(tile) {
    if (tile == null) return t("ui-a-tile");
    if (typeof tile === "object") return tileNameOf(tile);
    return named(`tile-${tile}`, humanize(tile));
  }

  findCard(instance) { return this.cardIndex().get(instance) || null; }

  // ---------------------------------------------------------------- rendering

  /** draw the screen; patch: keep the nodes that did not change (a resent state) */
  render({ patch = false } = {}) {
    if (!this.msg) return;
    const v = this.view();
    const legal = this.legal();
    const pending = v.pending || {};
    this.emptyLog = tx("ui-log-empty");
    this.root.dataset.phase = v.phase || "";
    this.root.dataset.turn = v.turn ?? "";
    this.root.dataset.active = v.active ?? "";
    this.root.dataset.pending = pending.kind || "";
    this.markDecision(legal.length && v.phase !== "over" ? pending.kind || "choose" : null);
    const list = this.root.querySelector(".log-list");
    const scroll = list ? list.scrollTop : null;
    const atBottom = !list || list.scrollHeight - list.scrollTop - list.clientHeight < 30;
    const handled = new Set();
    // sections first, the dock last: it shows whatever legal action the others did not
    const monsters = this.monstersHTML(v);
    const tokyo = this.tokyoHTML(v);
    const dice = this.diceHTML(v, legal, handled);
    const market = this.marketHTML(v, legal, handled);
    const tiles = this.tilesHTML(v, legal, handled);
    const dock = this.dockHTML(v, legal, handled);
    const over = v.phase === "over";
    this.paint(`
      ${this.statusHTML(v)}
      ${over ? this.endHTML(v) : ""}
      <div class="kot-layout">
        <div class="kot-main">
          ${this.stripHTML(v)}
          <div class="kot-monsters n${v.players}${this.playersOpen ? "" : " players-folded"}" id="kot-monsters">${monsters}</div>
          <div class="kot-arena">${tokyo}${dice}</div>
          ${dock}
          <div class="kot-shop">${market}${tiles}</div>
        </div>
        <aside class="kot-side">
          <div class="panel log-panel kot-log"><h3>${tx("ui-log-title")}</h3>
            <ol class="log-list" data-testid="event-log" aria-live="polite" tabindex="0" data-own-children></ol></div>
          ${this.keysHTML(legal)}
        </aside>
      </div>
      ${this.infoHTML()}`, patch);
    this.renderLog(atBottom ? null : scroll);
    this.rolled = null; // the tumble plays once, not on every keep toggle
    if (this.info && !patch) {
      const close = this.root.querySelector('[data-testid="card-info-close"]');
      if (close) close.focus({ preventScroll: true });
    }
  }

  /** the keyboard shortcuts, listed on screen for a player at the table */
  keysHTML() {
    if (!this.ctx.live || this.me() === null) {
      return `<p class="kot-keys muted small" data-testid="keys">${tx("ui-tap-hint")}</p>`;
    }
    return `<div class="kot-keys muted small" data-testid="keys"><b>${tx("ui-keys-title")}</b>
      <ul>${["ui-key-dice", "ui-key-reroll", "ui-key-stop", "ui-key-end", "ui-key-close"].map((id) => `<li>${tx(id)}</li>`).join("")}</ul>
      <p>${tx("ui-tap-hint")}</p></div>`;
  }

  statusHTML(v) {
    const pending = v.pending || {};
    const d = this.dice();
    let text;
    if (v.phase === "over") text = tx("ui-status-over");
    else if (v.phase === "roll") text = th("ui-status-roll", { who: H(this.who(v.active)), roll: d.roll, total: d.roll + d.rolls_left });
    else text = this.decisionText(v, pending.kind ? pending : { kind: v.phase, seat: v.active });
    return `<div class="kot-status" data-testid="status">
      <span class="turn-badge">${tx("ui-turn", { turn: v.turn ?? 1 })}</span>
      <span class="phase-text">${text}</span>
      ${v.extra_turn ? `<span class="tag hot">${tx("ui-extra-turn")}</span>` : ""}
    </div>`;
  }

  /** who decides what, in words (HTML): the decision's own message */
  decisionText(v, p) {
    const seat = p.seat ?? v.active;
    const args = { who: H(this.who(seat)), you: "no", amount: p.amount ?? 0, level: p.level ?? 0,
      cause: p.cause ? this.whyText(p.cause) : "" };
    const id = has(`decision-${p.kind}`) ? `decision-${p.kind}` : "decision-other";
    return th(id, args);
  }

  // ---------------------------------------------------------------- monsters

  seatOrder(v) {
    const order = (v.monsters || []).map((m) => m.seat);
    const me = this.me();
    if (me === null || !order.includes(me)) return order;
    const at = order.indexOf(me);
    return [...order.slice(at), ...order.slice(0, at)];
  }

  /** a phone's folded monster panels: each monster's mark, hearts, victory points and energy */
  stripHTML(v) {
    const me = this.me();
    const over = v.phase === "over";
    const chips = this.seatOrder(v).map((seat) => {
      const m = this.monster(seat);
      const words = [t("ui-hp-title", { hp: m.hp, max: m.max_hp || 10 }), t("ui-vp-title", { vp: m.vp }), t("ui-energy-title", { n: m.energy })];
      const cls = [seat === me ? "me" : "", !over && v.active === seat ? "now" : "", m.alive === false ? "out" : ""].join(" ").trim();
      const html = `<span aria-hidden="true">${heartIcon()}${m.hp}${starIcon()}${m.vp}${boltIcon()}${m.energy}</span><span class="sr-only">${esc(words.join(", "))}</span>`;
      return { seat, name: this.monsterName(seat), html, cls };
    });
    return playersStripHTML(t("players-strip"), chips, this.playersOpen, "kot-monsters");
  }

  monstersHTML(v) {
    return this.seatOrder(v).map((seat) => this.monsterHTML(this.monster(seat), v)).join("");
  }

  monsterHTML(m, v) {
    const i = m.seat;
    const me = this.me();
    const names = this.names();
    const info = this.msg.table && this.msg.table.seats ? this.msg.table.seats[i] : null;
    const pending = v.pending || {};
    const over = v.phase === "over";
    const winner = over && (v.winners || []).includes(i);
    const active = !over && v.active === i;
    const deciding = !over && pending.seat === i && pending.seat !== v.active;
    const { colour } = look(m);
    const cls = ["kot-monster", i === me ? "me" : "", active ? "active" : "", deciding ? "deciding" : "",
      m.alive === false ? "dead" : "", m.location ? "in-tokyo" : "", winner ? "winner" : ""].join(" ");
    const tags = seatTagsHTML(info, i === me, this.ctx.live);
    const maxHp = m.max_hp || 10;
    const hpPct = Math.max(0, Math.min(100, (m.hp / maxHp) * 100));
    const vpPct = Math.max(0, Math.min(100, (m.vp / 20) * 100));
    const where = m.location ? `<span class="loc ${esc(m.location)}" data-testid="location-${i}">${tx(`ui-location-${m.location}`)}</span>`
      : `<span class="loc out" data-testid="location-${i}">${tx("ui-location-out")}</span>`;
    const status = [];
    if (m.alive === false) status.push(`<span class="mtag dead" data-testid="eliminated-${i}">${skullIcon()} ${tx("ui-tag-eliminated")}</span>`);
    if (active) status.push(`<span class="mtag turn">${clawIcon()} ${tx("ui-tag-turn")}</span>`);
    if (deciding) status.push(`<span class="mtag deciding">${tx("ui-tag-deciding")}</span>`);
    if (winner) status.push(`<span class="mtag win">${crownIcon()} ${tx("ui-tag-winner")}</span>`);
    if (m.zombie) status.push(`<span class="mtag zombie" title="${tx("ui-zombie-title")}">${tx("ui-tag-zombie")}</span>`);
    if (m.hibernating) status.push(`<span class="mtag sleep" title="${tx("ui-hibernating-title")}">${tx("ui-tag-hibernating")}</span>`);
    const tokens = [];
    if (m.poison) tokens.push(`<span class="token poison" data-testid="poison-${i}" title="${tx("ui-poison-title", { n: m.poison })}">${dropIcon()}<b>${m.poison}</b></span>`);
    if (m.shrink) tokens.push(`<span class="token shrink" data-testid="shrink-${i}" title="${tx("ui-shrink-title", { n: m.shrink })}">${shrinkIcon()}<b>${m.shrink}</b></span>`);
    return `<section class="${cls}" style="--c:${colour}" data-testid="monster-${i}" data-seat="${i}">
      <header>
        <span class="avatar">${monsterSVG(m)}</span>
        <span class="who-block">
          <b class="m-name" data-testid="monster-name-${i}">${seatMark(i)}${this.nameHTML(m)}</b>
          <span class="p-name" data-testid="player-name-${i}">${esc(names[i] ?? t("seat-name", { seat: i + 1 }))}${tags}</span>
        </span>
      </header>
      <div class="m-stats">
        <div class="stat hp" data-testid="hp-${i}" title="${tx("ui-hp-title", { hp: m.hp, max: maxHp })}">
          ${heartIcon()}<b>${m.hp}</b><small>/${maxHp}</small><span class="bar"><span style="width:${hpPct}%"></span></span></div>
        <div class="stat vp" data-testid="vp-${i}" title="${tx("ui-vp-title", { vp: m.vp })}">
          ${starIcon()}<b>${m.vp}</b><small>/20</small><span class="bar"><span style="width:${vpPct}%"></span></span></div>
        <div class="stat en" data-testid="energy-${i}" title="${tx("ui-energy-title", { n: m.energy })}">${boltIcon()}<b>${m.energy}</b></div>
      </div>
      ${this.wickednessHTML(m)}
      <div class="m-tags">${where}${status.join("")}${tokens.join("")}</div>
      ${this.ownedHTML(m)}
    </section>`;
  }

  /** "Dark" is every English monster name's first word: shown small so the rest fits */
  nameHTML(m) {
    const name = this.monsterName(m.seat);
    const hit = /^(Dark|Темний)\s+(.+)$/.exec(name);
    return hit ? `<small class="m-dark">${esc(hit[1])} </small>${esc(hit[2])}` : esc(name);
  }

  wickednessHTML(m) {
    const w = Math.max(0, Math.min(10, m.wickedness || 0));
    const taken = new Set(m.levels_taken || []);
    const cells = [];
    for (let k = 1; k <= 10; k++) {
      const mark = LEVELS.includes(k);
      const title = mark ? tx(taken.has(k) ? "ui-wicked-level-taken" : "ui-wicked-level", { level: k }) : "";
      cells.push(`<span class="wcell ${k <= w ? "on" : ""} ${mark ? "mark" : ""} ${taken.has(k) ? "taken" : ""}" title="${title}">${mark ? k : ""}</span>`);
    }
    return `<div class="m-wick" data-testid="wickedness-${m.seat}" data-value="${m.wickedness || 0}" title="${tx("ui-wicked-title", { n: m.wickedness || 0 })}">
      <span class="wlabel">${tx("ui-wicked-label")}</span><span class="wgauge">${cells.join("")}</span></div>`;
  }

  ownedHTML(m) {
    const cards = m.cards || [];
    const tiles = m.tiles || [];
    if (!cards.length && !tiles.length && !m.copy) return "";
    const copy = this.copyOf(m);
    const chips = cards.map((c) => {
      const smoke = c.smoke ? `<span class="smoke" data-testid="smoke-${c.instance}" title="${tx("ui-smoke-title", { n: c.smoke })}">${Array.from({ length: c.smoke }, () => smokeIcon()).join("")}</span>` : "";
      const title = t("ui-card-title", { name: cardNameOf(c), type: t(`card-type-${c.type === "discard" ? "discard" : "keep"}`), cost: c.cost ?? 0, text: cardTextOf(c) });
      return `<button class="chip card-chip ${c.type === "discard" ? "discard" : "keep"}" data-testid="owned-card-${c.instance}" data-act="info" data-card="${c.instance}" title="${esc(title)}" aria-haspopup="dialog">
        <span class="chip-cost">${c.cost ?? ""}</span>${esc(cardNameOf(c))}${smoke}</button>`;
    });
    const tileChips = tiles.map((x) => `<button class="chip tile-chip side-${esc(x.side || "red")}" data-testid="owned-tile-${esc(x.id)}" data-act="info" data-tile="${esc(x.id)}" title="${esc(t("ui-tile-title", { name: tileNameOf(x), level: x.level ?? 0, text: tileTextOf(x) }))}" aria-haspopup="dialog">
      <span class="chip-lvl">${x.level}</span>${esc(tileNameOf(x))}</button>`);
    const copySmoke = copy && copy.smoke ? `<span class="smoke" title="${tx("ui-smoke-title", { n: copy.smoke })}">${Array.from({ length: copy.smoke }, () => smokeIcon()).join("")}</span>` : "";
    const copyName = copy ? (copy.id ? cardNameOf(copy) : copy.name) : "";
    const copyText = copy && copy.id ? cardTextOf(copy) : "";
    const copyChip = copy ? `<span class="chip copy-chip" data-testid="copy-${m.seat}" title="${esc(t("ui-copy-title", { card: copyName, text: copyText }))}">${tx("ui-copy-chip", { card: copyName })}${copySmoke}</span>` : "";
    return `<div class="m-owned" data-testid="cards-${m.seat}">${chips.join("")}${tileChips.join("")}${copyChip}</div>`;
  }

  /** the Fluxling copy: an instance id, a card object or a card id */
  copyOf(m) {
    const c = m.copy;
    if (c == null) return null;
    if (typeof c === "object") {
      if (c.card != null && typeof c.card !== "object") return this.findCard(c.card) || { name: this.cardName(c.card) };
      return c.name || c.id ? c : { name: this.cardName(c.id ?? c.instance) };
    }
    if (typeof c === "number") return this.findCard(c) || { name: this.cardName(c) };
    return { name: this.cardName(c) };
  }

  // ---------------------------------------------------------------- Tokyo

  tokyoHTML(v) {
    const tk = v.tokyo || {};
    const zone = (area, seat, extra = "") => {
      const m = typeof seat === "number" ? this.monster(seat) : null;
      const player = this.names()[seat] ?? "";
      const occupant = m
        ? `<span class="occupant" data-testid="tokyo-${area}-occupant" data-seat="${seat}" style="--c:${look(m).colour}">
            <span class="avatar big">${monsterSVG(m)}</span><span class="occ-names"><b>${seatMark(seat)}${esc(this.monsterName(seat))}</b>
            <small data-testid="tokyo-${area}-player">${esc(seat === this.me() && this.ctx.live ? t("who-you", { name: player }) : player)}</small></span></span>`
        : `<span class="occupant empty" data-testid="tokyo-${area}-occupant">${tx("ui-empty")}</span>`;
      return `<div class="zone ${area} ${m ? "taken" : ""} ${extra}" data-testid="tokyo-${area}" ${area === "bay" ? `data-open="${tk.bay_open ? "true" : "false"}"` : ""}>
        ${area === "city" ? skylineSVG() : wavesSVG()}
        <span class="zone-name">${esc(areaName(area))}</span>
        ${area === "bay" && !tk.bay_open ? `<span class="closed" data-testid="bay-closed" title="${tx("ui-bay-closed-title")}">${tx("ui-bay-closed")}</span>` : occupant}
      </div>`;
    };
    const used = typeof tk.bay_used === "boolean" ? tk.bay_used : v.players >= 5;
    const bay = used ? zone("bay", tk.bay, tk.bay_open ? "" : "shut") : "";
    const twoPlayer = v.players === 2 && (!v.options || v.options.two_player_variant !== false);
    return `<div class="kot-tokyo ${bay ? "two" : ""}">${zone("city", tk.city)}${bay}
      <p class="tokyo-rule muted small">${tx(twoPlayer ? "ui-tokyo-rule-2p" : "ui-tokyo-rule")}</p></div>`;
  }

  // ---------------------------------------------------------------- dice

  diceHTML(v, legal, handled) {
    const d = this.dice();
    const mine = this.ctx.live && legal.length > 0;
    const rerolls = legal.filter((a) => a.kind === "reroll");
    const canKeep = mine && rerolls.length > 0;
    const setDie = legal.filter((a) => a.kind === "set_die");
    const probes = legal.filter((a) => a.kind === "probe");
    const tool = this.tool;
    const resolved = new Set(d.resolved || []);
    const groupOf = (f) => (["1", "2", "3"].includes(f) ? "numbers" : f);
    // other players see which dice stayed put in the last reroll
    const lastRoll = this.lastRoll(v);
    const dice = d.faces.map((face, i) => {
      const kept = canKeep ? this.keep.has(i) : Boolean(lastRoll && lastRoll.roll > 1 && !lastRoll.rerolled.includes(i) && v.phase === "roll");
      const toolPick = tool && setDie.some((a) => a.source === tool.source && a.die === i);
      const probe = probes.some((a) => a.die === i);
      const clickable = canKeep || toolPick || probe;
      const cls = ["kdie", `f-${face}`, kept ? "kept" : "", clickable ? "clickable" : "",
        tool && tool.die === i ? "selected" : "", this.rolled && this.rolled.has(i) ? "tumble" : "",
        resolved.has(groupOf(face)) && v.phase !== "roll" ? "done" : ""].join(" ");
      const titleId = canKeep ? (kept ? "ui-die-kept-toggle" : "ui-die-toggle") : kept ? "ui-die-kept" : "ui-die";
      const title = t(titleId, { face: faceName(face), die: i + 1 });
      // a die rolled again tumbles again: data-anim makes the patch draw it afresh
      const anim = this.rolled && this.rolled.has(i) ? ` data-anim="${esc(this.msg.version)}"` : "";
      return `<button class="${cls}" data-testid="die-${i}" data-face="${esc(face)}" data-act="die" data-die="${i}" title="${esc(title)}" aria-label="${esc(title)}"${anim} ${clickable && !this.busy ? "" : "tabindex=\"-1\""}>
        ${dieSVG(face)}${kept ? `<span class="keep-tag">${tx("ui-keep-tag")}</span>` : ""}</button>`;
    });
    const total = d.roll + d.rolls_left;
    const pips = [];
    for (let k = 1; k <= Math.max(total, 1); k++) pips.push(`<span class="pip ${k <= d.roll ? "used" : ""}"></span>`);
    const controls = [];
    if (rerolls.length || legal.some((a) => a.kind === "stop_rolling" || a.kind === "extra_roll")) {
      const mask = this.rerollMask(d);
      const idx = legal.findIndex((a) => a.kind === "reroll" && a.dice === mask);
      rerolls.forEach((a) => handled.add(legal.indexOf(a)));
      const n = d.faces.length - this.keep.size;
      if (rerolls.length && n === 0) {
        // every die kept: nothing to reroll, so no button; say how to reroll instead
        controls.push(`<span class="muted small" data-testid="reroll-all-kept">${tx("ui-reroll-all-kept")}</span>`);
      } else if (rerolls.length) {
        const label = n === d.faces.length ? tx("ui-reroll-all") : tx("ui-reroll", { n });
        controls.push(`<button class="btn primary big" data-testid="reroll" data-act="reroll" ${idx >= 0 && !this.busy ? "" : "disabled"}
          title="${idx >= 0 ? "" : tx("ui-reroll-blocked")}">${dieSVG("smash", "inline")} ${label}</button>`);
      }
      const stop = legal.findIndex((a) => a.kind === "stop_rolling");
      if (stop >= 0) {
        handled.add(stop);
        controls.push(`<button class="btn big" data-testid="stop-rolling" data-act="send" data-idx="${stop}" ${this.busy ? "disabled" : ""}>${tx("ui-stop-rolling")}</button>`);
      }
      legal.forEach((a, k) => {
        if (a.kind !== "extra_roll") return;
        handled.add(k);
        const src = a.source || "extra";
        const label = has(`ui-extra-roll-${src}`) ? tx(`ui-extra-roll-${src}`) : tx("ui-extra-roll", { source: this.cardName(src) });
        controls.push(`<button class="btn" data-testid="extra-roll-${esc(src)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>
          ${src === "smoke_cloud" ? smokeIcon() : boltIcon()} ${label}</button>`);
      });
      if (rerolls.length && idx < 0 && this.keep.size < d.faces.length) {
        controls.push(`<span class="muted small">${tx(d.rolls_left === 0 ? "ui-reroll-note-dweller" : "ui-reroll-note")}</span>`);
      }
    }
    if (setDie.length) {
      setDie.forEach((a) => handled.add(legal.indexOf(a)));
      const sources = [...new Set(setDie.map((a) => a.source))];
      controls.push(`<span class="tools">${sources.map((s) => `<button class="btn small tool ${tool && tool.source === s ? "selected" : ""}" data-testid="tool-${esc(s)}" data-act="tool" data-source="${esc(s)}">
        ${tx(s === "stretchy" ? "ui-tool-paid" : "ui-tool", { name: this.cardName(s), cost: 2 })}</button>`).join("")}</span>`);
    }
    let toolRow = "";
    if (tool) {
      if (tool.die == null) {
        toolRow = `<div class="tool-row"><span>${tx("ui-tool-pick", { tool: this.cardName(tool.source) })}</span>
          <button class="btn small ghost" data-testid="tool-cancel" data-act="tool-cancel">${tx("ui-cancel")}</button></div>`;
      } else {
        const faces = setDie.filter((a) => a.source === tool.source && a.die === tool.die);
        toolRow = `<div class="tool-row"><span>${tx("ui-tool-face", { die: tool.die + 1 })}</span>
          ${faces.map((a) => `<button class="face-btn" data-testid="set-face-${esc(a.face)}" data-act="send" data-idx="${legal.indexOf(a)}" title="${esc(faceName(a.face))}" aria-label="${esc(faceName(a.face))}" ${this.busy ? "disabled" : ""}>${dieSVG(a.face)}</button>`).join("")}
          <button class="btn small ghost" data-testid="tool-cancel" data-act="tool-cancel">${tx("ui-cancel")}</button></div>`;
      }
    }
    if (probes.length) probes.forEach((a) => handled.add(legal.indexOf(a)));
    const hint = canKeep ? `<p class="dice-hint">${tx("ui-hint-keep")}</p>`
      : probes.length ? `<p class="dice-hint">${tx("ui-hint-probe")}</p>` : "";
    const empty = !d.faces.length ? `<p class="muted dice-empty">${tx(v.phase === "over" ? "ui-no-more-rolling" : "ui-waiting-first-roll")}</p>` : "";
    const head = typeof v.active === "number" ? th("ui-dice-of", { who: H(this.who(v.active)) }) : tx("ui-dice");
    const count = v.phase === "roll" ? tx("ui-roll-of", { roll: d.roll, total, left: d.rolls_left })
      : d.roll ? tx("ui-final-roll", { n: d.roll }) : "";
    return `<div class="kot-dice ${mine ? "mine" : ""}" data-testid="dice" data-roll="${d.roll}" data-rolls-left="${d.rolls_left}" data-seat="${v.active ?? ""}">
      <div class="dice-head"><span>${head}</span>
        <span class="roll-count" data-testid="rolls-left" title="${tx("ui-rolls-title")}">${pips.join("")}
          <small>${count}</small></span></div>
      <div class="dice-row">${dice.join("")}${empty}</div>
      ${hint}
      ${this.summaryHTML(v, d)}
      ${controls.length ? `<div class="dice-controls">${controls.join("")}</div>` : ""}
      ${toolRow}
    </div>`;
  }

  summaryHTML(v, d) {
    if (!d.faces.length) return "";
    const count = {};
    d.faces.forEach((f) => { count[f] = (count[f] || 0) + 1; });
    const parts = [];
    for (const n of ["1", "2", "3"]) if (count[n] >= 3) parts.push(tx("ui-sum-numbers", { count: count[n], face: n, vp: Number(n) + count[n] - 3 }));
    if (count.energy) parts.push(`${boltIcon()} ${count.energy}`);
    if (count.heart) parts.push(`${heartIcon()} ${count.heart}`);
    const smash = typeof d.smash === "number" ? d.smash : count.smash || 0;
    if (smash) parts.push(`${clawIcon()} ${tx("ui-sum-smash", { n: smash })}`);
    const resolved = (d.resolved || []).map((g) => named(`group-${g}`, humanize(g)));
    const done = resolved.length && v.phase !== "roll" ? ` <span class="muted">· ${tx("ui-sum-resolved", { groups: listNames(resolved) })}</span>` : "";
    return `<div class="dice-sum">${parts.join(" · ") || tx("ui-sum-nothing")}${done}</div>`;
  }

  lastRoll(v) {
    for (let k = this.log.length - 1; k >= 0; k--) {
      const ev = flat(this.log[k].ev);
      if (ev.kind === "roll") return ev.seat === v.active ? { roll: ev.roll || 1, rerolled: ev.rerolled || [] } : null;
      if (ev.kind === "turn") return null;
    }
    return null;
  }

  rerollMask(d) {
    let mask = 0;
    for (let i = 0; i < d.faces.length; i++) if (!this.keep.has(i)) mask |= 1 << i;
    return mask;
  }

  // ---------------------------------------------------------------- market and tiles

  marketHTML(v, legal, handled) {
    const me = this.me();
    const energy = me !== null && this.monster(me) ? this.monster(me).energy : null;
    const slots = (v.market || []).map((c, slot) => {
      const buy = legal.findIndex((a) => a.kind === "buy" && a.slot === slot);
      if (buy >= 0) handled.add(buy);
      if (!c) return `<div class="kcard empty" data-testid="market-slot-${slot}"><span>${tx("ui-empty")}</span></div>`;
      const price = c.price ?? c.cost;
      const short = energy !== null && price > energy;
      return this.cardHTML(c, {
        testid: `market-slot-${slot}`,
        price: `<span class="kc-price ${price < c.cost ? "cheaper" : ""} ${short ? "short" : ""}" data-testid="price-${slot}" title="${tx(me !== null ? "ui-price-title-you" : "ui-price-title")}">${tx(me !== null ? "ui-you-pay" : "ui-price")} ${boltIcon()}<b>${price}</b></span>`,
        button: buy >= 0 ? `<button class="btn small primary buy" data-testid="buy-${slot}" data-act="send" data-idx="${buy}" ${this.busy ? "disabled" : ""}>${tx("ui-buy-for", { price })}</button>` : "",
        can: buy >= 0,
      });
    });
    let top = "";
    const buyTop = legal.findIndex((a) => a.kind === "buy_top");
    if (buyTop >= 0) handled.add(buyTop);
    if (v.top_card) {
      const c = v.top_card;
      top = `<div class="top-card-wrap"><small class="muted">${tx("ui-top-card")}</small>
        ${this.cardHTML(c, {
          testid: "top-card",
          price: `<span class="kc-price">${boltIcon()}<b>${c.price ?? c.cost}</b></span>`,
          button: buyTop >= 0 ? `<button class="btn small primary buy" data-testid="buy-top" data-act="send" data-idx="${buyTop}" ${this.busy ? "disabled" : ""}>${tx("ui-buy-it")}</button>` : "",
          can: buyTop >= 0,
        })}</div>`;
    } else if (buyTop >= 0) {
      top = `<button class="btn" data-testid="buy-top" data-act="send" data-idx="${buyTop}" ${this.busy ? "disabled" : ""}>${tx("ui-buy-top")}</button>`;
    }
    const sweep = legal.findIndex((a) => a.kind === "sweep");
    if (sweep >= 0) handled.add(sweep);
    return `<section class="kot-market panel" data-testid="market">
      <div class="panel-head"><h3>${tx("ui-power-cards")}</h3>
        ${sweep >= 0 ? `<button class="btn small" data-testid="sweep" data-act="send" data-idx="${sweep}" ${this.busy ? "disabled" : ""}>${tx("ui-sweep")}</button>` : ""}</div>
      <div class="market-row">
        <div class="deck" title="${tx("ui-deck-title")}"><span class="deck-back"><b data-testid="deck-size">${v.deck_size ?? "?"}</b><small>${tx("ui-in-deck")}</small></span>
          <small class="muted">${th("ui-discarded", { count: H(`<span data-testid="discard-count">${(v.discard || []).length}</span>`) })}</small></div>
        ${slots.join("")}
        ${top}
      </div>
    </section>`;
  }

  /** a power card face; opts: testid, price (HTML), button (HTML), can (highlight) */
  cardHTML(c, opts = {}) {
    const type = c.type === "discard" ? "discard" : "keep";
    const name = cardNameOf(c);
    const text = cardTextOf(c);
    const open = c.instance != null && !opts.noInfo
      ? `<button class="kc-name kc-open" data-act="info" data-card="${esc(c.instance)}" aria-haspopup="dialog" title="${tx("ui-read-card")}">${esc(name)}</button>`
      : `<span class="kc-name">${esc(name)}</span>`;
    return `<div class="kcard ${type} ${opts.can ? "can" : ""}" data-testid="${esc(opts.testid || `card-${c.instance}`)}" data-card="${esc(c.instance ?? "")}" title="${esc(t("ui-card-hover", { name, text }))}">
      <div class="kc-top"><span class="kc-cost" title="${tx("ui-printed-cost")}">${c.cost}</span>${open}</div>
      <div class="kc-type">${tx(`card-type-${type}`)}</div>
      <div class="kc-text">${esc(text)}</div>
      <div class="kc-foot">${opts.price || ""}${opts.button || ""}</div>
    </div>`;
  }

  tilesHTML(v, legal, handled) {
    const stacks = v.tiles || {};
    const takes = new Map();
    legal.forEach((a, k) => { if (a.kind === "take_tile") { takes.set(a.tile, k); handled.add(k); } });
    const levels = [...new Set([...LEVELS, ...Object.keys(stacks).map(Number)])].sort((a, b) => a - b);
    return `<section class="kot-tiles panel" data-testid="tile-stacks">
      <h3>${tx("ui-wickedness-tiles")}</h3>
      <div class="stacks">${levels.map((lvl) => {
        const tiles = stacks[lvl] || stacks[String(lvl)] || [];
        return `<div class="stack" data-testid="tile-stack-${lvl}"><span class="stack-lvl">${lvl}</span>
          <div class="stack-tiles">${tiles.length ? tiles.map((x) => {
            const k = takes.get(x.id);
            return `<div class="ktile side-${esc(x.side || "red")} ${k != null ? "can" : ""}" data-testid="stack-tile-${esc(x.id)}" title="${esc(t("ui-card-hover", { name: tileNameOf(x), text: tileTextOf(x) }))}">
              <button class="tile-name" data-act="info" data-tile="${esc(x.id)}" aria-haspopup="dialog">${esc(tileNameOf(x))}</button>
              ${k != null ? `<button class="btn small primary" data-testid="take-tile-${esc(x.id)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>${tx("ui-take")}</button>` : ""}</div>`;
          }).join("") : `<span class="muted small">${tx("ui-none-left")}</span>`}</div></div>`;
      }).join("")}</div>
    </section>`;
  }

  // ---------------------------------------------------------------- the dock

  dockHTML(v, legal, handled) {
    const pending = v.pending || {};
    const kind = pending.kind || "wait";
    if (!this.ctx.live) {
      const text = v.phase === "over" ? this.winnersText(v) : this.decisionText(v, pending.kind ? pending : { kind: v.phase, seat: v.active });
      return `<div class="dock kot-dock replay-dock" data-testid="prompt" data-kind="${esc(kind)}"><p class="waiting" data-testid="waiting">${text}</p></div>`;
    }
    if (v.phase === "over") return `<div class="dock kot-dock over" data-testid="prompt" data-kind="over" hidden></div>`;
    if (!legal.length) {
      return `<div class="dock kot-dock" data-testid="prompt" data-kind="wait"><p class="waiting" data-testid="waiting">${this.waitingText(v)}</p></div>`;
    }
    const parts = [`<p class="prompt-text" data-testid="prompt-text">${this.promptText(v, legal)}</p>`];
    const rows = [];
    const btn = (k, testid, html, cls = "") => {
      handled.add(k);
      return `<button class="btn ${cls}" data-testid="${esc(testid)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>${html}</button>`;
    };
    // resolve groups in the offered order
    const resolves = [];
    legal.forEach((a, k) => {
      if (a.kind !== "resolve") return;
      const p = a.poison || 0;
      const s = a.shrink || 0;
      const testid = a.group === "heart" && (p || s) ? `resolve-heart-p${p}-s${s}` : `resolve-${a.group}`;
      const icon = a.group === "numbers" ? dieSVG("3", "inline") : a.group === "energy" ? boltIcon() : a.group === "heart" ? heartIcon() : clawIcon();
      resolves.push(btn(k, testid, `${icon} ${esc(this.resolveText(a))}`, `big group g-${esc(a.group)}`));
    });
    if (resolves.length) rows.push(`<div class="btn-row wrap resolve-row">${resolves.join("")}</div>`);
    // yes/no decisions
    const yesNoKinds = { yield: ["yield", "ui-yield", "danger-ish big"], stay: ["stay", "ui-stay", "primary big"],
      wings: ["wings", "ui-wings", "big"], super_jump: ["super-jump", "ui-super-jump", "big"],
      rapid_heal: ["rapid-heal", "ui-rapid-heal", ""], wake: ["wake", "ui-wake", ""] };
    const yesNo = [];
    legal.forEach((a, k) => {
      const n = yesNoKinds[a.kind];
      if (n) yesNo.push(btn(k, n[0], tx(n[1]), n[2]));
    });
    if (yesNo.length) rows.push(`<div class="btn-row wrap">${yesNo.join("")}</div>`);
    // choices that name a card or a die
    const picks = [];
    legal.forEach((a, k) => {
      if (a.kind === "probe") {
        picks.push(btn(k, `probe-${a.die}`, `${dieSVG(this.dice().faces[a.die] || "?", "inline")} ${tx("ui-probe-die", { die: a.die + 1 })}`, "small"));
      } else if (a.kind === "swap_card") {
        picks.push(btn(k, `swap-card-${a.card}`, tx("ui-swap-take", { card: this.cardName(a.card) }), "small"));
      } else if (a.kind === "buy_owned") {
        const c = this.findCard(a.card);
        const label = c && typeof c.where === "number"
          ? th("ui-buy-owned", { card: this.cardName(a.card), who: H(this.who(c.where)), cost: c.cost ?? 0 })
          : tx("ui-buy-owned-plain", { card: this.cardName(a.card), cost: c ? c.cost ?? 0 : 0 });
        picks.push(btn(k, `buy-owned-${a.card}`, label, "small"));
      } else if (a.kind === "sell") {
        const c = this.findCard(a.card);
        picks.push(btn(k, `sell-${a.card}`, tx("ui-sell", { card: this.cardName(a.card), cost: c ? c.cost ?? 0 : 0 }), "small"));
      } else if (a.kind === "copy_card") {
        const c = this.findCard(a.card);
        const label = c && typeof c.where === "number"
          ? tx("ui-copy", { card: this.cardName(a.card), monster: this.monsterName(c.where) })
          : tx("ui-copy-plain", { card: this.cardName(a.card) });
        picks.push(btn(k, `copy-card-${a.card}`, label, "small"));
      }
    });
    if (picks.length) rows.push(`<div class="btn-row wrap picks">${picks.join("")}</div>`);
    // a tile choice also in the dock, where the eye is
    const tileButtons = [];
    legal.forEach((a, k) => {
      if (a.kind !== "take_tile") return;
      const x = this.tileIndex().get(a.tile) || { id: a.tile };
      tileButtons.push(`<button class="tile-pick side-${esc(x.side || "red")}" data-testid="pick-tile-${esc(a.tile)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>
        <b>${esc(tileNameOf(x))}</b><small>${esc(tileTextOf(x))}</small></button>`);
    });
    if (tileButtons.length) rows.push(`<div class="tile-picks">${tileButtons.join("")}</div>`);
    // closing words: pass and end turn
    const closers = [];
    legal.forEach((a, k) => {
      if (a.kind === "pass") closers.push(btn(k, "pass", tx(this.passId(v)), "ghost"));
      else if (a.kind === "end_turn") closers.push(btn(k, "end-turn", tx("ui-end-turn"), "primary"));
    });
    // anything not shown elsewhere stays playable
    const rest = legal.map((_, k) => k).filter((k) => !handled.has(k));
    if (rest.length) rows.push(`<div class="btn-row wrap generic">${rest.map((k) => btn(k, "action", esc(this.actionText(legal[k])))).join("")}</div>`);
    if (closers.length) rows.push(`<div class="btn-row wrap closers">${closers.join("")}</div>`);
    parts.push(...rows);
    return `<div class="dock kot-dock your-turn ${this.busy ? "busy" : ""}" data-testid="prompt" data-kind="${esc(kind)}">${parts.join("")}</div>`;
  }

  /** an action no section shows, in words */
  actionText(a) {
    const id = `action-${String(a.kind).replace(/_/g, "-")}`;
    return has(id) ? t(id, { card: this.cardName(a.card), die: (a.die ?? 0) + 1 }) : humanize(a.kind);
  }

  resolveText(a) {
    const d = this.dice();
    const n = (f) => d.faces.filter((x) => x === f).length;
    if (a.group === "numbers") return t("ui-resolve-numbers");
    if (a.group === "energy") return t("ui-resolve-energy", { n: n("energy") });
    if (a.group === "smash") return t("ui-resolve-smash", { n: typeof d.smash === "number" && d.smash ? d.smash : n("smash") });
    if (a.group !== "heart") return named(`group-${a.group}`, humanize(a.group));
    const poison = a.poison || 0;
    const shrink = a.shrink || 0;
    const heal = Math.max(0, n("heart") - poison - shrink);
    return poison || shrink ? t("ui-resolve-heart-cure", { heal, poison, shrink }) : t("ui-resolve-heart", { heal: n("heart") });
  }

  passId(v) {
    const kind = (v.pending || {}).kind;
    return has(`ui-pass-${kind}`) ? `ui-pass-${kind}` : "ui-pass";
  }

  promptText(v, legal) {
    const p = v.pending || {};
    const d = this.dice();
    const amount = p.amount ?? p.damage ?? 0;
    const from = [p.source, p.attacker, p.from].find((x) => typeof x === "number") ?? v.active;
    switch (p.kind) {
      case "roll":
        if (legal.some((a) => a.kind === "reroll")) return tx("ui-prompt-roll", { roll: d.roll, total: d.roll + d.rolls_left });
        return tx("ui-prompt-roll-last");
      case "resolve": return tx("ui-prompt-resolve");
      case "buy": return tx("ui-prompt-buy");
      case "tile": return tx("ui-prompt-tile", { level: p.level ?? 0 });
      case "copy": return tx("ui-prompt-copy");
      // the hearts the player has, which the choice to stay depends on
      case "yield": return from !== this.me() ? th("ui-prompt-yield-by-hearts", { who: H(this.who(from)), ...this.hearts() }) : tx("ui-prompt-yield-hearts", this.hearts());
      case "jets": return th("ui-prompt-jets-hearts", { who: H(this.who(from)), amount, ...this.hearts() });
      case "damage": return typeof p.source === "number" && p.source !== this.me()
        ? th("ui-prompt-damage-by", { who: H(this.who(p.source)), amount })
        : tx("ui-prompt-damage", { amount });
      case "probe": return th("ui-prompt-probe", { who: H(this.who(v.active)) });
      case "swap": return th("ui-prompt-swap", { who: H(this.who(from)) });
      case "opportunist": return tx("ui-prompt-opportunist");
      case "sell": return tx("ui-prompt-sell");
      default: return tx("ui-prompt-other");
    }
  }

  /** this seat's hearts: {hp, max} */
  hearts() {
    const me = this.me();
    const m = me === null ? null : this.monster(me);
    return { hp: m ? m.hp : 0, max: m ? m.max_hp || 10 : 10 };
  }

  waitingText(v) {
    const p = v.pending || {};
    const seat = p.seat ?? v.active;
    if (typeof seat !== "number") return "…";
    return this.decisionText(v, p.kind ? p : { kind: v.phase, seat });
  }

  // ---------------------------------------------------------------- end

  winnersText(v) {
    const w = v.winners || [];
    if (!w.length) return tx("ui-winner-none");
    const names = w.map((i) => this.who(i));
    return w.length === 1 ? th("ui-winner-one", { who: H(names[0]) }) : th("ui-winner-many", { who: H(listNames(names)) });
  }

  endHTML(v) {
    const names = this.names();
    const rows = [...(v.monsters || [])].sort((a, b) => {
      const wa = (v.winners || []).includes(a.seat) ? 1 : 0;
      const wb = (v.winners || []).includes(b.seat) ? 1 : 0;
      return wb - wa || (b.alive !== false) - (a.alive !== false) || b.vp - a.vp || b.hp - a.hp;
    });
    const again = this.ctx.live && this.ctx.canRematch && this.ctx.canRematch();
    return `<div class="panel kot-end" data-testid="end-screen">
      <h2 data-testid="end-winners">${crownIcon()} ${this.winnersText(v)}</h2>
      <div class="sheet-scroll" tabindex="0" role="region" aria-label="${tx("ui-final-table")}"><table data-testid="final-table">
        <thead><tr><th scope="col">${tx("ui-col-monster")} <span class="muted">· ${tx("ui-col-player")}</span></th><th scope="col" class="num">${starIcon()} ${tx("ui-col-vp")}</th><th scope="col" class="num">${heartIcon()} ${tx("ui-col-hearts")}</th><th scope="col"><span class="sr-only">${tx("ui-col-result")}</span></th></tr></thead>
        <tbody>${rows.map((m) => {
          const win = (v.winners || []).includes(m.seat);
          const player = names[m.seat] ?? "";
          return `<tr class="${win ? "winner" : ""} ${m.alive === false ? "dead" : ""}" style="--c:${look(m).colour}" data-seat="${m.seat}">
            <td><span class="end-monster"><span class="avatar small">${monsterSVG(m)}</span><span class="end-names"><b>${seatMark(m.seat)}${esc(this.monsterName(m.seat))}</b>
              <small data-testid="final-player-${m.seat}">${esc(m.seat === this.me() && this.ctx.live ? t("who-you", { name: player }) : player)}</small></span></span></td>
            <td class="num"><b>${m.vp}</b></td><td class="num">${m.alive === false ? 0 : m.hp}</td>
            <td>${win ? `<span class="end-tag">${crownIcon()} <span class="end-tag-text">${tx("ui-tag-winner")}</span></span>` : m.alive === false ? `<span class="end-tag">${skullIcon()} <span class="end-tag-text">${tx("ui-tag-eliminated")}</span></span>` : ""}</td></tr>`;
        }).join("")}</tbody></table></div>
      ${again ? `<div class="btn-row"><button class="btn primary big" data-testid="end-play-again" data-act="rematch">${tx("ui-play-again")}</button></div>` : ""}
    </div>`;
  }

  // ---------------------------------------------------------------- card info (tap or click)

  infoHTML() {
    if (!this.info) return "";
    const { kind, item } = this.info;
    const title = kind === "tile" ? tileNameOf(item) : cardNameOf(item);
    const body = kind === "tile"
      ? `<div class="ktile big side-${esc(item.side || "red")}"><span class="stack-lvl">${esc(item.level)}</span><b id="kot-info-title">${esc(title)}</b>
          <small>${tx("ui-tile-info", { side: t(`tile-side-${item.side === "green" ? "green" : "red"}`), level: item.level ?? 0 })}</small><p>${esc(tileTextOf(item))}</p></div>`
      : this.cardHTML(item, { testid: "card-info-card", noInfo: true });
    return `<div class="kot-info" data-testid="card-info" data-act="info-close">
      <div class="kot-info-box" role="dialog" aria-modal="true" aria-label="${esc(title)}">${body}
        ${kind === "card" && item.smoke ? `<p>${tx("ui-smoke-left", { n: item.smoke })}</p>` : ""}
        <button class="btn small" data-testid="card-info-close" data-act="info-close">${tx("ui-close")}</button></div></div>`;
  }

  // ---------------------------------------------------------------- log

  /** one log event as a line (renderLog, in shared.js, draws the list) */
  logItem(raw) {
    const ev = flat(raw);
    if (ev.kind === "turn") {
      return `<li class="ev turn-sep">${th(ev.extra ? "event-turn-extra" : "event-turn", { who: H(this.who(ev.seat)), you: "no" })}</li>`;
    }
    let text = null;
    try { text = this.describe(ev); } catch { text = null; }
    return text ? `<li class="ev k-${esc(ev.kind)}">${text}</li>` : null;
  }

  /** one event in words (HTML), or null for events not worth a line */
  describe(ev) {
    const base = { who: H(this.who(ev.seat)), you: "no" };
    const why = ev.why != null ? this.whyText(ev.why) : "";
    const faces = (list, kept = () => false) => H((list || []).map((f, i) => dieSVG(f, `inline ${kept(i) ? "kept" : ""}`)).join(""));
    const card = (x) => H(`<b>${esc(this.cardName(x))}</b>`);
    switch (ev.kind) {
      case "rolloff": {
        const rounds = Array.isArray(ev.rounds) ? ev.rounds.length : 0;
        const first = { who: H(this.who(ev.first)), you: "no" };
        return rounds > 1 ? th("event-rolloff-rounds", { ...first, rounds }) : th("event-rolloff", first);
      }
      case "roll": {
        const first = (ev.roll || 1) <= 1;
        const shown = faces(ev.faces, (i) => !first && !(ev.rerolled || []).includes(i));
        return first ? th("event-roll", { ...base, faces: shown })
          : th("event-reroll", { ...base, faces: shown, count: (ev.rerolled || []).length });
      }
      case "set_die":
        return th("event-set-die", { ...base, die: ev.die + 1, face: H(dieSVG(ev.face, "inline")), source: this.cardName(ev.source) });
      case "resolve":
        return null; // the gains and losses that follow say it better
      case "vp": case "hp": case "energy": case "wickedness": {
        const d = ev.delta || 0;
        if (!d) return null;
        const args = { ...base, amount: Math.abs(d), total: ev.total ?? 0, why };
        if (ev.kind === "hp" && d < 0 && typeof ev.source === "number" && ev.source !== ev.seat) {
          return th("event-hp-lose-by", { ...args, by: H(this.who(ev.source)) });
        }
        return th(`event-${ev.kind}-${d > 0 ? "gain" : "lose"}`, args);
      }
      case "smash": {
        const targets = (ev.targets || []).map((x) => this.who(x));
        const count = ev.count ?? 0;
        return `${clawIcon()} ${targets.length ? th("event-smash", { ...base, count, targets: H(listNames(targets)) }) : th("event-smash-nobody", { ...base, count })}`;
      }
      case "stay": return th("event-stay", base);
      case "extra_turn": return ev.fewer_dice ? th("event-extra-turn-fewer", { ...base, fewer: ev.fewer_dice }) : th("event-extra-turn", base);
      case "reshuffle": return th("event-reshuffle", { size: ev.size || 0 });
      case "copy": return th("event-copy", { ...base, card: card(ev.card) });
      case "token": {
        const d = ev.delta || 0;
        return th(d >= 0 ? "event-token-gain" : "event-token-lose", { ...base, token: ev.token, amount: Math.abs(d), total: ev.total ?? 0 });
      }
      case "enter": return th("event-enter", { ...base, area: H(`<b>${esc(areaName(ev.area))}</b>`) });
      case "leave": return th("event-leave", { ...base, area: areaName(ev.area), why: ev.why || "other" });
      case "move": return th("event-move", { ...base, from: areaName(ev.from), to: areaName(ev.to) });
      case "tile": return th("event-tile", { ...base, tile: H(`<b>${esc(this.tileName(ev.tile))}</b>`) });
      case "tile_lost": return th("event-tile-lost", { ...base, tile: H(`<b>${esc(this.tileName(ev.tile))}</b>`), why });
      case "buy": {
        const source = ev.source === "deck" || ev.source === "owned" ? ev.source : "market";
        return th("event-buy", { ...base, card: card(ev.card), price: ev.price ?? 0, source });
      }
      case "sweep": return th("event-sweep", base);
      case "reveal": return th("event-reveal", { card: card(ev.card) });
      case "discard": return th("event-discard", { ...base, card: card(ev.card), why });
      case "card_moved": {
        const place = (x) => H(typeof x === "number" ? this.who(x) : esc(humanize(x)));
        return th("event-card-moved", { card: card(ev.card), from: place(ev.from), to: place(ev.to) });
      }
      case "damage_prevented": return th("event-damage-prevented", { ...base, amount: ev.amount || 0, why });
      case "camouflage": return th("event-camouflage", { ...base, faces: faces(ev.faces) });
      case "probe": return th("event-probe", { ...base, target: H(this.who(ev.target)), die: ev.die + 1, face: H(dieSVG(ev.face, "inline")) });
      case "revive": return th("event-revive", { ...base, card: card(ev.card) });
      case "eliminated": return `${skullIcon()} ${th("event-eliminated", base)}`;
      case "over": {
        const w = ev.winners || [];
        return w.length ? `${crownIcon()} ${th("event-over", { winners: H(listNames(w.map((i) => this.who(i)))), count: w.length })}` : tx("event-over-nobody");
      }
      default:
        return null;
    }
  }

  /** why something happened: a card's or tile's name, or the reason's own words */
  whyText(why) {
    if (typeof why !== "string") return String(why);
    if (has(`card-${why}`)) return t(`card-${why}`);
    if (has(`tile-${why}`)) return t(`tile-${why}`);
    const id = `why-${why.toLowerCase().replace(/[\s_]+/g, "-")}`;
    return has(id) ? t(id) : why.replace(/_/g, " ");
  }

  // ---------------------------------------------------------------- input

  /** a sent action ends the tool choice (send itself is in shared.js) */
  dropChoice() { this.tool = null; }

  click(e) {
    if (!this.msg) return;
    const target = e.target.closest("[data-act]");
    if (!target || !this.el.contains(target)) return;
    const act = target.dataset.act;
    if (act === "rematch") { if (this.ctx.rematch) this.ctx.rematch(); return; }
    if (act === "players") { this.playersOpen = !this.playersOpen; this.render(); return; }
    if (act === "info") {
      if (target.dataset.card) {
        const c = this.findCard(Number(target.dataset.card));
        if (c) this.info = { kind: "card", item: c };
      } else if (target.dataset.tile) {
        const x = this.tileIndex().get(target.dataset.tile);
        if (x) this.info = { kind: "tile", item: x };
      }
      this.render();
      return;
    }
    if (act === "info-close") {
      // a click inside the box (but not on the close button) keeps it open
      if (target.classList.contains("kot-info") && e.target.closest(".kot-info-box")) return;
      this.info = null;
      this.render();
      return;
    }
    if (!this.ctx.live) return;
    const legal = this.legal();
    if (act === "send") {
      const a = legal[Number(target.dataset.idx)];
      if (a) this.send(strip(a));
    } else if (act === "die") {
      const i = Number(target.dataset.die);
      if (this.tool) {
        if (legal.some((a) => a.kind === "set_die" && a.source === this.tool.source && a.die === i)) {
          this.tool = { ...this.tool, die: i };
          this.render();
        }
        return;
      }
      const probe = legal.find((a) => a.kind === "probe" && a.die === i);
      if (probe) { this.send(strip(probe)); return; }
      if (!legal.some((a) => a.kind === "reroll") || this.busy) return;
      if (this.keep.has(i)) this.keep.delete(i); else this.keep.add(i);
      this.render();
    } else if (act === "reroll") {
      const mask = this.rerollMask(this.dice());
      const a = legal.find((x) => x.kind === "reroll" && x.dice === mask);
      if (a) this.send(strip(a));
    } else if (act === "tool") {
      const source = target.dataset.source;
      this.tool = this.tool && this.tool.source === source ? null : { source, die: null };
      this.render();
    } else if (act === "tool-cancel") {
      this.tool = null;
      this.render();
    }
  }

  key(e) {
    if (!this.msg || e.target.closest("input, select, textarea") || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape" && (this.info || this.tool)) { this.info = null; this.tool = null; this.render(); return; }
    if (!this.ctx.live || this.busy) return;
    const legal = this.legal();
    if (!legal.length) return;
    const k = e.key.toLowerCase();
    const d = this.dice();
    if (/^[1-8]$/.test(k) && legal.some((a) => a.kind === "reroll") && Number(k) <= d.faces.length) {
      const i = Number(k) - 1;
      if (this.keep.has(i)) this.keep.delete(i); else this.keep.add(i);
      this.render();
    } else if (k === "r") {
      const a = legal.find((x) => x.kind === "reroll" && x.dice === this.rerollMask(d));
      if (a) { e.preventDefault(); this.send(strip(a)); }
    } else if (k === "s" || k === "e") {
      const a = legal.find((x) => x.kind === (k === "s" ? "stop_rolling" : "end_turn"));
      if (a) { e.preventDefault(); this.send(strip(a)); }
    }
  }
}

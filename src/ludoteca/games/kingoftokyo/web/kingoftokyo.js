// The King of Tokyo: Dark Edition renderer: monsters, Tokyo City and Bay, the dice, the
// market of power cards, the wickedness tiles and every prompt of the turn.
//
// mount(el, ctx) -> {update(msg), destroy(), note(text), unbusy()}
//   msg: a websocket "state" message {table, seat, version, view, legal, deadline, events}
//        (replay.js passes the same shape with legal [] and a ready-made `log`).
//   ctx: {live, tableId, send(action) -> bool, rematch(), canRematch()}
// The view, actions and events are those of docs/kingoftokyo.md.
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
//   reroll                     reroll the dice not kept (sends the bitmask of those)
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
//   card-info                  the text of a card or tile (after a click);  card-info-close
//   event-log                  the readable event log
//   end-screen                 the end of the game: end-winners, final-table,
//                              end-play-again ("play again")
// Keys while deciding: 1-8 keep or release a die, r reroll, s keep the dice, e end the turn.

import { esc } from "/static/app.js";
import { Renderer, handle, listNames, plural, seatTagsHTML, strip } from "/static/shared.js";

// the stylesheet belongs to this module: load it once, next to the module
function ensureStyles() {
  if (document.getElementById("kot-css")) return;
  const link = document.createElement("link");
  link.id = "kot-css";
  link.rel = "stylesheet";
  link.href = new URL("./kingoftokyo.css", import.meta.url).href;
  document.head.appendChild(link);
}

const FACE_WORD = { 1: "1", 2: "2", 3: "3", energy: "energy", heart: "heart", smash: "smash" };
const GROUPS = {
  numbers: "Numbers", energy: "Energy", smash: "Smash", heart: "Hearts",
};
const SOURCE_NAME = {
  herd_culler: "Herd Culler", plot_twist: "Plot Twist", stretchy: "Stretchy",
  energy_drink: "Energy Drink", smoke_cloud: "Smoke Cloud",
};
const AREA = { city: "Tokyo City", bay: "Tokyo Bay" };
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

function humanize(id) {
  const s = String(id ?? "").replace(/_/g, " ").trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : "";
}

/** events arrive flat ({kind, ...data}); accept the nested {kind, data} form too */
function flat(ev) {
  if (ev && ev.data && typeof ev.data === "object" && !Array.isArray(ev.data)) return { ...ev.data, kind: ev.kind };
  return ev;
}

function signed(n) { return n > 0 ? `+${n}` : `${n}`; }

// ------------------------------------------------------------------ the renderer

export function mount(el, ctx) {
  ensureStyles();
  return handle(new KotRenderer(el, ctx));
}

class KotRenderer extends Renderer {
  constructor(el, ctx) {
    super(el, ctx, { logCap: 500, emptyLog: "The story of the battle appears here." });
    this.keep = new Set();
    this.keepKey = null;
    this.tool = null; // {source, die}
    this.info = null; // {kind: "card"|"tile", item}
    this.rolled = null; // dice indices rolled by the last message, for the tumble
    this.seen = new Map(); // instance -> card, every card any view showed (events name them)
    this.listen(true);
    el.innerHTML = `<div class="kot" data-testid="kot"></div>`;
    this.root = el.firstElementChild;
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
    return m ? m.name || humanize(m.monster) : `Seat ${seat + 1}`;
  }

  /** a monster in words: its name in its colour, its player on hover */
  who(seat) {
    if (typeof seat !== "number") return "";
    const m = this.monster(seat);
    const colour = m ? look(m).colour : "#ccc";
    const you = seat === this.me() && this.ctx.live ? " (you)" : "";
    return `<b class="who" style="--c:${colour}" title="${esc(this.names()[seat] ?? "")}">${esc(this.monsterName(seat))}${you}</b>`;
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
    for (const lvl of Object.keys(v.tiles || {})) for (const t of v.tiles[lvl] || []) out.set(t.id, t);
    for (const m of v.monsters || []) for (const t of m.tiles || []) out.set(t.id, t);
    return out;
  }

  cardName(card) {
    if (card == null) return "a card";
    if (typeof card === "object") return card.name || humanize(card.id);
    if (typeof card === "number") {
      const c = this.cardIndex().get(card) || this.seen.get(card);
      return c ? c.name : "a power card";
    }
    for (const c of this.cardIndex().values()) if (c.id === card) return c.name;
    return humanize(card);
  }

  tileName(tile) {
    if (tile == null) return "a tile";
    if (typeof tile === "object") return tile.name || humanize(tile.id);
    const t = this.tileIndex().get(tile);
    return t ? t.name : humanize(tile);
  }

  findCard(instance) { return this.cardIndex().get(instance) || null; }

  // ---------------------------------------------------------------- rendering

  /** draw the screen; patch: keep the nodes that did not change (a resent state) */
  render({ patch = false } = {}) {
    if (!this.msg) return;
    const v = this.view();
    const legal = this.legal();
    const pending = v.pending || {};
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
          <div class="kot-monsters n${v.players}">${monsters}</div>
          <div class="kot-arena">${tokyo}${dice}</div>
          ${dock}
          <div class="kot-shop">${market}${tiles}</div>
        </div>
        <aside class="kot-side">
          <div class="panel log-panel kot-log"><h3>What happened</h3>
            <ol class="log-list" data-testid="event-log" aria-live="polite"></ol></div>
        </aside>
      </div>
      ${this.infoHTML()}`, patch);
    this.renderLog(atBottom ? null : scroll);
    this.rolled = null; // the tumble plays once, not on every keep toggle
  }

  statusHTML(v) {
    const pending = v.pending || {};
    const d = this.dice();
    let text;
    if (v.phase === "over") text = "The battle for Tokyo is over";
    else if (v.phase === "roll") text = `${this.who(v.active)} is rolling · roll ${d.roll} of ${d.roll + d.rolls_left}`;
    else if (v.phase === "resolve") text = `${this.who(v.active)} resolves the dice`;
    else if (v.phase === "buy") text = `${this.who(v.active)} may buy power cards`;
    else text = `${this.who(pending.seat ?? v.active)} ${this.pendingVerb(pending.kind)}`;
    return `<div class="kot-status" data-testid="status">
      <span class="turn-badge">Turn ${esc(v.turn ?? 1)}</span>
      <span class="phase-text">${text}</span>
      ${v.extra_turn ? `<span class="tag hot">extra turn</span>` : ""}
    </div>`;
  }

  pendingVerb(kind) {
    return {
      tile: "chooses a wickedness tile", copy: "chooses a card for Fluxling to copy",
      yield: "decides whether to yield Tokyo", jets: "decides whether to fly off with Jets",
      damage: "may prevent the damage", probe: "may use Psychic Probe", swap: "may swap with Unstable DNA",
      opportunist: "may buy the new card (Opportunist)", sell: "may sell cards (Metamorph)",
      roll: "is rolling", resolve: "resolves the dice", buy: "may buy power cards",
    }[kind] || "decides";
  }

  // ---------------------------------------------------------------- monsters

  seatOrder(v) {
    const order = (v.monsters || []).map((m) => m.seat);
    const me = this.me();
    if (me === null || !order.includes(me)) return order;
    const at = order.indexOf(me);
    return [...order.slice(at), ...order.slice(0, at)];
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
    const where = m.location ? `<span class="loc ${esc(m.location)}" data-testid="location-${i}">in ${esc(AREA[m.location] || m.location)}</span>`
      : `<span class="loc out" data-testid="location-${i}">outside Tokyo</span>`;
    const status = [];
    if (m.alive === false) status.push(`<span class="mtag dead" data-testid="eliminated-${i}">${skullIcon()} eliminated</span>`);
    if (active) status.push(`<span class="mtag turn">${clawIcon()} turn</span>`);
    if (deciding) status.push(`<span class="mtag deciding">deciding…</span>`);
    if (winner) status.push(`<span class="mtag win">${crownIcon()} winner</span>`);
    if (m.zombie) status.push(`<span class="mtag zombie" title="Zombify: max 12 hearts, HEART results do nothing">zombie</span>`);
    if (m.hibernating) status.push(`<span class="mtag sleep" title="Hibernation: no damage, no moving, no buying">hibernating</span>`);
    const tokens = [];
    if (m.poison) tokens.push(`<span class="token poison" data-testid="poison-${i}" title="${plural(m.poison, "poison token")}: lose that many hearts at the end of its turn">${dropIcon()}<b>${m.poison}</b></span>`);
    if (m.shrink) tokens.push(`<span class="token shrink" data-testid="shrink-${i}" title="${plural(m.shrink, "shrink ray token")}: one die fewer each">${shrinkIcon()}<b>${m.shrink}</b></span>`);
    return `<section class="${cls}" style="--c:${colour}" data-testid="monster-${i}" data-seat="${i}">
      <header>
        <span class="avatar">${monsterSVG(m)}</span>
        <span class="who-block">
          <b class="m-name" data-testid="monster-name-${i}">${this.nameHTML(m)}</b>
          <span class="p-name" data-testid="player-name-${i}">${esc(names[i] ?? `Seat ${i + 1}`)}${tags}</span>
        </span>
      </header>
      <div class="m-stats">
        <div class="stat hp" data-testid="hp-${i}" title="${m.hp} of ${maxHp} hearts">
          ${heartIcon()}<b>${m.hp}</b><small>/${maxHp}</small><span class="bar"><span style="width:${hpPct}%"></span></span></div>
        <div class="stat vp" data-testid="vp-${i}" title="${m.vp} of 20 victory points">
          ${starIcon()}<b>${m.vp}</b><small>/20</small><span class="bar"><span style="width:${vpPct}%"></span></span></div>
        <div class="stat en" data-testid="energy-${i}" title="${plural(m.energy, "energy cube")}">${boltIcon()}<b>${m.energy}</b></div>
      </div>
      ${this.wickednessHTML(m)}
      <div class="m-tags">${where}${status.join("")}${tokens.join("")}</div>
      ${this.ownedHTML(m)}
    </section>`;
  }

  /** "Dark" is every monster's first word: shown small so the rest fits */
  nameHTML(m) {
    const name = m.name || humanize(m.monster);
    const hit = /^(Dark)\s+(.+)$/.exec(name);
    return hit ? `<small class="m-dark">${esc(hit[1])} </small>${esc(hit[2])}` : esc(name);
  }

  wickednessHTML(m) {
    const w = Math.max(0, Math.min(10, m.wickedness || 0));
    const taken = new Set(m.levels_taken || []);
    const cells = [];
    for (let k = 1; k <= 10; k++) {
      const mark = LEVELS.includes(k);
      cells.push(`<span class="wcell ${k <= w ? "on" : ""} ${mark ? "mark" : ""} ${taken.has(k) ? "taken" : ""}" title="${mark ? `level ${k}${taken.has(k) ? ": tile taken" : ""}` : ""}">${mark ? k : ""}</span>`);
    }
    return `<div class="m-wick" data-testid="wickedness-${m.seat}" data-value="${m.wickedness || 0}" title="wickedness ${m.wickedness || 0}: tiles at 3, 6 and 10">
      <span class="wlabel">wicked</span><span class="wgauge">${cells.join("")}</span></div>`;
  }

  ownedHTML(m) {
    const cards = m.cards || [];
    const tiles = m.tiles || [];
    if (!cards.length && !tiles.length && !m.copy) return "";
    const copy = this.copyOf(m);
    const chips = cards.map((c) => {
      const smoke = c.smoke ? `<span class="smoke" data-testid="smoke-${c.instance}" title="${plural(c.smoke, "smoke token")}: one extra roll each">${Array.from({ length: c.smoke }, () => smokeIcon()).join("")}</span>` : "";
      return `<button class="chip card-chip ${c.type === "discard" ? "discard" : "keep"}" data-testid="owned-card-${c.instance}" data-act="info" data-card="${c.instance}" title="${esc(`${c.name} (${c.type}, cost ${c.cost}): ${c.text || ""}`)}">
        <span class="chip-cost">${c.cost ?? ""}</span>${esc(c.name)}${smoke}</button>`;
    });
    const tileChips = tiles.map((t) => `<button class="chip tile-chip side-${esc(t.side || "red")}" data-testid="owned-tile-${esc(t.id)}" data-act="info" data-tile="${esc(t.id)}" title="${esc(`${t.name} (wickedness ${t.level}): ${t.text || ""}`)}">
      <span class="chip-lvl">${t.level}</span>${esc(t.name)}</button>`);
    const copySmoke = copy && copy.smoke ? `<span class="smoke" title="${plural(copy.smoke, "smoke token")}">${Array.from({ length: copy.smoke }, () => smokeIcon()).join("")}</span>` : "";
    const copyChip = copy ? `<span class="chip copy-chip" data-testid="copy-${m.seat}" title="${esc(`Fluxling copies ${copy.name}${copy.text ? `: ${copy.text}` : ""}`)}">copies ${esc(copy.name)}${copySmoke}</span>` : "";
    return `<div class="m-owned" data-testid="cards-${m.seat}">${chips.join("")}${tileChips.join("")}${copyChip}</div>`;
  }

  /** the Fluxling copy: an instance id, a card object or a card id */
  copyOf(m) {
    const c = m.copy;
    if (c == null) return null;
    if (typeof c === "object") {
      if (c.card != null && typeof c.card !== "object") return this.findCard(c.card) || { name: this.cardName(c.card) };
      return c.name ? c : { name: this.cardName(c.id ?? c.instance) };
    }
    if (typeof c === "number") return this.findCard(c) || { name: this.cardName(c) };
    return { name: this.cardName(c) };
  }

  // ---------------------------------------------------------------- Tokyo

  tokyoHTML(v) {
    const t = v.tokyo || {};
    const zone = (area, seat, extra = "") => {
      const m = typeof seat === "number" ? this.monster(seat) : null;
      const occupant = m
        ? `<span class="occupant" data-testid="tokyo-${area}-occupant" data-seat="${seat}" style="--c:${look(m).colour}">
            <span class="avatar big">${monsterSVG(m)}</span><b>${esc(this.monsterName(seat))}</b>
            <small>${esc(this.names()[seat] ?? "")}${seat === this.me() && this.ctx.live ? " (you)" : ""}</small></span>`
        : `<span class="occupant empty" data-testid="tokyo-${area}-occupant">empty</span>`;
      return `<div class="zone ${area} ${m ? "taken" : ""} ${extra}" data-testid="tokyo-${area}" ${area === "bay" ? `data-open="${t.bay_open ? "true" : "false"}"` : ""}>
        ${area === "city" ? skylineSVG() : wavesSVG()}
        <span class="zone-name">${AREA[area]}</span>
        ${area === "bay" && !t.bay_open ? `<span class="closed" data-testid="bay-closed" title="Tokyo Bay is used with 5 or more monsters">closed</span>` : occupant}
      </div>`;
    };
    const used = typeof t.bay_used === "boolean" ? t.bay_used : v.players >= 5;
    const bay = used ? zone("bay", t.bay, t.bay_open ? "" : "shut") : "";
    return `<div class="kot-tokyo ${bay ? "two" : ""}">${zone("city", t.city)}${bay}
      <p class="tokyo-rule muted small">${v.players === 2 && (!v.options || v.options.two_player_variant !== false) ? "Entering Tokyo or starting a turn there: +1 energy" : "Entering Tokyo: +1 ★ · starting a turn there: +2 ★"}</p></div>`;
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
      const title = `${FACE_WORD[face] || face}${kept ? " (kept)" : ""}${canKeep ? ": click to keep or reroll" : ""}`;
      return `<button class="${cls}" data-testid="die-${i}" data-face="${esc(face)}" data-act="die" data-die="${i}" title="${esc(title)}" ${clickable && !this.busy ? "" : "tabindex=\"-1\""}>
        ${dieSVG(face)}${kept ? '<span class="keep-tag">keep</span>' : ""}</button>`;
    });
    const who = typeof v.active === "number" ? this.who(v.active) : "";
    const total = d.roll + d.rolls_left;
    const pips = [];
    for (let k = 1; k <= Math.max(total, 1); k++) pips.push(`<span class="pip ${k <= d.roll ? "used" : ""}"></span>`);
    const controls = [];
    if (rerolls.length || legal.some((a) => a.kind === "stop_rolling" || a.kind === "extra_roll")) {
      const mask = this.rerollMask(d);
      const idx = legal.findIndex((a) => a.kind === "reroll" && a.dice === mask);
      rerolls.forEach((a) => handled.add(legal.indexOf(a)));
      const n = d.faces.length - this.keep.size;
      if (rerolls.length) {
        controls.push(`<button class="btn primary big" data-testid="reroll" data-act="reroll" ${idx >= 0 && !this.busy ? "" : "disabled"}
          title="${idx >= 0 ? "" : "choose dice that may be rerolled"}">${dieSVG("smash", "inline")} Reroll ${n === d.faces.length ? "all dice" : plural(n, "die", "dice")}</button>`);
      }
      const stop = legal.findIndex((a) => a.kind === "stop_rolling");
      if (stop >= 0) {
        handled.add(stop);
        controls.push(`<button class="btn big" data-testid="stop-rolling" data-act="send" data-idx="${stop}" ${this.busy ? "disabled" : ""}>Keep these dice</button>`);
      }
      legal.forEach((a, k) => {
        if (a.kind !== "extra_roll") return;
        handled.add(k);
        const src = a.source || "extra";
        controls.push(`<button class="btn" data-testid="extra-roll-${esc(src)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>
          ${src === "smoke_cloud" ? smokeIcon() : boltIcon()} Extra roll: ${esc(SOURCE_NAME[src] || humanize(src))}${src === "energy_drink" ? " (1⚡)" : src === "smoke_cloud" ? " (1 smoke)" : ""}</button>`);
      });
      if (rerolls.length && idx < 0 && this.keep.size < d.faces.length) {
        const why = d.rolls_left === 0 ? "with no roll left only dice showing 3 may be rolled again (Background Dweller): keep the others"
          : "keep some of them";
        controls.push(`<span class="muted small">These dice cannot all be rerolled now: ${why}.</span>`);
      }
    }
    if (setDie.length) {
      setDie.forEach((a) => handled.add(legal.indexOf(a)));
      const sources = [...new Set(setDie.map((a) => a.source))];
      controls.push(`<span class="tools">${sources.map((s) => `<button class="btn small tool ${tool && tool.source === s ? "selected" : ""}" data-testid="tool-${esc(s)}" data-act="tool" data-source="${esc(s)}">
        ${esc(SOURCE_NAME[s] || humanize(s))}${s === "stretchy" ? " (2⚡)" : ""}</button>`).join("")}</span>`);
    }
    let toolRow = "";
    if (tool) {
      if (tool.die == null) {
        toolRow = `<div class="tool-row"><span>${esc(SOURCE_NAME[tool.source] || humanize(tool.source))}: click the die to change.</span>
          <button class="btn small ghost" data-testid="tool-cancel" data-act="tool-cancel">Cancel</button></div>`;
      } else {
        const faces = setDie.filter((a) => a.source === tool.source && a.die === tool.die);
        toolRow = `<div class="tool-row"><span>Die ${tool.die + 1} becomes:</span>
          ${faces.map((a) => `<button class="face-btn" data-testid="set-face-${esc(a.face)}" data-act="send" data-idx="${legal.indexOf(a)}" title="${esc(a.label || a.face)}" ${this.busy ? "disabled" : ""}>${dieSVG(a.face)}</button>`).join("")}
          <button class="btn small ghost" data-testid="tool-cancel" data-act="tool-cancel">Cancel</button></div>`;
      }
    }
    if (probes.length) probes.forEach((a) => handled.add(legal.indexOf(a)));
    const hint = canKeep ? `<p class="dice-hint">Click the dice you keep; the others are rolled again.</p>`
      : probes.length ? `<p class="dice-hint">Psychic Probe: click one of these dice to reroll it.</p>` : "";
    const empty = !d.faces.length ? `<p class="muted dice-empty">${v.phase === "over" ? "No more rolling." : "Waiting for the first roll…"}</p>` : "";
    return `<div class="kot-dice ${mine ? "mine" : ""}" data-testid="dice" data-roll="${d.roll}" data-rolls-left="${d.rolls_left}" data-seat="${v.active ?? ""}">
      <div class="dice-head"><span>${who ? `${who}'s dice` : "Dice"}</span>
        <span class="roll-count" data-testid="rolls-left" title="rolls made and left">${pips.join("")}
          <small>${v.phase === "roll" ? `roll ${d.roll} of ${total} · ${plural(d.rolls_left, "roll")} left` : d.roll ? `final roll (${plural(d.roll, "roll")})` : ""}</small></span></div>
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
    for (const n of ["1", "2", "3"]) if (count[n] >= 3) parts.push(`${count[n]}× ${n}: ${Number(n) + count[n] - 3} ★`);
    if (count.energy) parts.push(`${boltIcon()} ${count.energy}`);
    if (count.heart) parts.push(`${heartIcon()} ${count.heart}`);
    const smash = typeof d.smash === "number" ? d.smash : count.smash || 0;
    if (smash) parts.push(`${clawIcon()} ${smash} smash`);
    const resolved = (d.resolved || []).map((g) => GROUPS[g] || humanize(g));
    return `<div class="dice-sum">${parts.join(" · ") || "nothing scores yet"}${resolved.length && v.phase !== "roll" ? ` <span class="muted">· resolved: ${esc(resolved.join(", "))}</span>` : ""}</div>`;
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
      if (!c) return `<div class="kcard empty" data-testid="market-slot-${slot}"><span>empty</span></div>`;
      const price = c.price ?? c.cost;
      const short = energy !== null && price > energy;
      return this.cardHTML(c, {
        testid: `market-slot-${slot}`,
        price: `<span class="kc-price ${price < c.cost ? "cheaper" : ""} ${short ? "short" : ""}" data-testid="price-${slot}" title="what ${me !== null ? "you" : "the viewer"} would pay">${me !== null ? "you pay" : "price"} ${boltIcon()}<b>${price}</b></span>`,
        button: buy >= 0 ? `<button class="btn small primary buy" data-testid="buy-${slot}" data-act="send" data-idx="${buy}" ${this.busy ? "disabled" : ""}>Buy for ${price}⚡</button>` : "",
        can: buy >= 0,
      });
    });
    let top = "";
    const buyTop = legal.findIndex((a) => a.kind === "buy_top");
    if (buyTop >= 0) handled.add(buyTop);
    if (v.top_card) {
      const c = v.top_card;
      top = `<div class="top-card-wrap"><small class="muted">top of the deck (Made in a Lab)</small>
        ${this.cardHTML(c, {
          testid: "top-card",
          price: `<span class="kc-price">${boltIcon()}<b>${c.price ?? c.cost}</b></span>`,
          button: buyTop >= 0 ? `<button class="btn small primary buy" data-testid="buy-top" data-act="send" data-idx="${buyTop}" ${this.busy ? "disabled" : ""}>Buy it</button>` : "",
          can: buyTop >= 0,
        })}</div>`;
    } else if (buyTop >= 0) {
      top = `<button class="btn" data-testid="buy-top" data-act="send" data-idx="${buyTop}" ${this.busy ? "disabled" : ""}>${esc(legal[buyTop].label || "Buy the top card")}</button>`;
    }
    const sweep = legal.findIndex((a) => a.kind === "sweep");
    if (sweep >= 0) handled.add(sweep);
    return `<section class="kot-market panel" data-testid="market">
      <div class="panel-head"><h3>Power cards</h3>
        ${sweep >= 0 ? `<button class="btn small" data-testid="sweep" data-act="send" data-idx="${sweep}" ${this.busy ? "disabled" : ""}>Sweep the market (2⚡)</button>` : ""}</div>
      <div class="market-row">
        <div class="deck" title="cards left in the deck"><span class="deck-back"><b data-testid="deck-size">${v.deck_size ?? "?"}</b><small>in deck</small></span>
          <small class="muted"><span data-testid="discard-count">${(v.discard || []).length}</span> discarded</small></div>
        ${slots.join("")}
        ${top}
      </div>
    </section>`;
  }

  /** a power card face; opts: testid, price (HTML), button (HTML), can (highlight) */
  cardHTML(c, opts = {}) {
    const type = c.type === "discard" ? "discard" : "keep";
    return `<div class="kcard ${type} ${opts.can ? "can" : ""}" data-testid="${esc(opts.testid || `card-${c.instance}`)}" data-card="${esc(c.instance ?? "")}" title="${esc(`${c.name}: ${c.text || ""}`)}">
      <div class="kc-top"><span class="kc-cost" title="printed cost">${c.cost}</span><span class="kc-name">${esc(c.name)}</span></div>
      <div class="kc-type">${type === "keep" ? "Keep" : "Discard"}</div>
      <div class="kc-text">${esc(c.text || "")}</div>
      <div class="kc-foot">${opts.price || ""}${opts.button || ""}</div>
    </div>`;
  }

  tilesHTML(v, legal, handled) {
    const stacks = v.tiles || {};
    const takes = new Map();
    legal.forEach((a, k) => { if (a.kind === "take_tile") { takes.set(a.tile, k); handled.add(k); } });
    const levels = [...new Set([...LEVELS, ...Object.keys(stacks).map(Number)])].sort((a, b) => a - b);
    return `<section class="kot-tiles panel" data-testid="tile-stacks">
      <h3>Wickedness tiles</h3>
      <div class="stacks">${levels.map((lvl) => {
        const tiles = stacks[lvl] || stacks[String(lvl)] || [];
        return `<div class="stack" data-testid="tile-stack-${lvl}"><span class="stack-lvl">${lvl}</span>
          <div class="stack-tiles">${tiles.length ? tiles.map((t) => {
            const k = takes.get(t.id);
            return `<div class="ktile side-${esc(t.side || "red")} ${k != null ? "can" : ""}" data-testid="stack-tile-${esc(t.id)}" title="${esc(`${t.name}: ${t.text || ""}`)}">
              <button class="tile-name" data-act="info" data-tile="${esc(t.id)}">${esc(t.name)}</button>
              ${k != null ? `<button class="btn small primary" data-testid="take-tile-${esc(t.id)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>Take</button>` : ""}</div>`;
          }).join("") : `<span class="muted small">none left</span>`}</div></div>`;
      }).join("")}</div>
    </section>`;
  }

  // ---------------------------------------------------------------- the dock

  dockHTML(v, legal, handled) {
    const pending = v.pending || {};
    const kind = pending.kind || "wait";
    if (!this.ctx.live) {
      const text = v.phase === "over" ? this.winnersText(v) : `${this.who(pending.seat ?? v.active)} ${this.pendingVerb(pending.kind)}`;
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
    const named = { yield: ["yield", "Yield Tokyo", "danger-ish big"], stay: ["stay", "Stay in Tokyo", "primary big"],
      wings: ["wings", "Wings: no damage (2⚡)", "big"], super_jump: ["super-jump", "Super Jump: cancel 1 (1⚡)", "big"],
      rapid_heal: ["rapid-heal", "Rapid Healing: +1 heart (2⚡)", ""], wake: ["wake", "Wake up (discard Hibernation)", ""] };
    const yesNo = [];
    legal.forEach((a, k) => {
      const n = named[a.kind];
      if (n) yesNo.push(btn(k, n[0], esc(n[1]), n[2]));
    });
    if (yesNo.length) rows.push(`<div class="btn-row wrap">${yesNo.join("")}</div>`);
    // choices that name a card or a die
    const picks = [];
    legal.forEach((a, k) => {
      if (a.kind === "probe") {
        picks.push(btn(k, `probe-${a.die}`, `${dieSVG(this.dice().faces[a.die] || "?", "inline")} reroll die ${a.die + 1}`, "small"));
      } else if (a.kind === "swap_card") {
        picks.push(btn(k, `swap-card-${a.card}`, `Take ${esc(this.cardName(a.card))}`, "small"));
      } else if (a.kind === "buy_owned") {
        const c = this.findCard(a.card);
        const owner = c && typeof c.where === "number" ? ` from ${this.who(c.where)}` : "";
        picks.push(btn(k, `buy-owned-${a.card}`, `Buy ${esc(this.cardName(a.card))}${owner}${c ? ` (${c.cost}⚡)` : ""}`, "small"));
      } else if (a.kind === "sell") {
        const c = this.findCard(a.card);
        picks.push(btn(k, `sell-${a.card}`, `Sell ${esc(this.cardName(a.card))}${c ? ` for ${c.cost}⚡` : ""}`, "small"));
      } else if (a.kind === "copy_card") {
        const c = this.findCard(a.card);
        const owner = c && typeof c.where === "number" ? ` (${esc(this.monsterName(c.where))})` : "";
        picks.push(btn(k, `copy-card-${a.card}`, `Copy ${esc(this.cardName(a.card))}${owner}`, "small"));
      }
    });
    if (picks.length) rows.push(`<div class="btn-row wrap picks">${picks.join("")}</div>`);
    // a tile choice also in the dock, where the eye is
    const tileButtons = [];
    legal.forEach((a, k) => {
      if (a.kind !== "take_tile") return;
      const t = this.tileIndex().get(a.tile);
      tileButtons.push(`<button class="tile-pick side-${esc(t ? t.side : "red")}" data-testid="pick-tile-${esc(a.tile)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>
        <b>${esc(t ? t.name : humanize(a.tile))}</b><small>${esc(t ? t.text || "" : a.label || "")}</small></button>`);
    });
    if (tileButtons.length) rows.push(`<div class="tile-picks">${tileButtons.join("")}</div>`);
    // closing words: pass and end turn
    const closers = [];
    legal.forEach((a, k) => {
      if (a.kind === "pass") closers.push(btn(k, "pass", esc(this.passText(v)), "ghost"));
      else if (a.kind === "end_turn") closers.push(btn(k, "end-turn", "End turn", "primary"));
    });
    // anything not shown elsewhere stays playable from its label
    const rest = legal.map((_, k) => k).filter((k) => !handled.has(k));
    if (rest.length) rows.push(`<div class="btn-row wrap generic">${rest.map((k) => btn(k, "action", esc(legal[k].label || humanize(legal[k].kind)))).join("")}</div>`);
    if (closers.length) rows.push(`<div class="btn-row wrap closers">${closers.join("")}</div>`);
    parts.push(...rows);
    return `<div class="dock kot-dock your-turn ${this.busy ? "busy" : ""}" data-testid="prompt" data-kind="${esc(kind)}">${parts.join("")}</div>`;
  }

  resolveText(a) {
    const d = this.dice();
    const n = (f) => d.faces.filter((x) => x === f).length;
    if (a.group === "numbers") return "Score the numbers";
    if (a.group === "energy") return `Take ${n("energy")} energy`;
    if (a.group === "smash") return `Smash ×${typeof d.smash === "number" && d.smash ? d.smash : n("smash")}`;
    if (a.group !== "heart") return GROUPS[a.group] || humanize(a.group);
    const bits = [];
    if (a.poison) bits.push(`cure ${plural(a.poison, "poison")}`);
    if (a.shrink) bits.push(`cure ${plural(a.shrink, "shrink ray")}`);
    const heal = n("heart") - (a.poison || 0) - (a.shrink || 0);
    if (heal > 0 || !bits.length) bits.unshift(`heal ${heal > 0 ? heal : n("heart")}`);
    return `Hearts: ${bits.join(", ")}`;
  }

  passText(v) {
    const kind = (v.pending || {}).kind;
    return {
      damage: "Take the damage", probe: "Do not probe", swap: "Keep my card", opportunist: "Do not buy",
      copy: "Copy nothing", sell: "Sell nothing",
    }[kind] || "Pass";
  }

  promptText(v, legal) {
    const p = v.pending || {};
    const d = this.dice();
    const amount = p.amount ?? p.damage;
    const from = [p.source, p.attacker, p.from].find((x) => typeof x === "number") ?? v.active;
    switch (p.kind) {
      case "roll":
        if (legal.some((a) => a.kind === "reroll")) return `Roll ${d.roll} of ${d.roll + d.rolls_left}: keep the dice you like and reroll the others, or keep them all.`;
        return "No rolls left: keep these dice or take an extra roll.";
      case "resolve": return "Resolve your dice: choose the group to resolve next.";
      case "buy": return "Buy power cards from the market, or end your turn.";
      case "tile": return `Your wickedness reached ${esc(p.level ?? "a threshold")}: take a wickedness tile${p.level ? ` of level ${esc(p.level)}` : ""}.`;
      case "copy": return "Fluxling: choose a KEEP card to copy.";
      case "yield": return `${from !== this.me() ? `${this.who(from)} smashed you` : "You were smashed"}${amount ? ` for ${plural(amount, "heart")}` : ""}. Stay in Tokyo or yield it?`;
      case "jets": return `${this.who(from)} smashes you${amount ? ` for ${plural(amount, "heart")}` : ""}. With Jets, yield now and lose no hearts, or stay and take them.`;
      case "damage": return `You are about to lose ${amount ? plural(amount, "heart") : "hearts"}${typeof p.source === "number" && p.source !== this.me() ? ` to ${this.who(p.source)}` : ""}. Prevent it?`;
      case "probe": return `Psychic Probe: reroll one of ${this.who(v.active)}'s dice?`;
      case "swap": return `Unstable DNA: swap it for one of ${this.who(from)}'s cards?`;
      case "opportunist": return "Opportunist: buy the card just revealed at its normal cost?";
      case "sell": return "Metamorph: sell KEEP cards for their printed cost, or end your turn.";
      default: return "Your move.";
    }
  }

  waitingText(v) {
    const p = v.pending || {};
    const seat = p.seat ?? v.active;
    if (typeof seat !== "number") return "…";
    return `${this.who(seat)} ${this.pendingVerb(p.kind)}…`;
  }

  // ---------------------------------------------------------------- end

  winnersText(v) {
    const w = v.winners || [];
    if (!w.length) return "Nobody wins: every monster fell.";
    const names = w.map((i) => this.who(i));
    return w.length === 1 ? `${names[0]} is the King of Tokyo!` : `Shared victory: ${listNames(names)}!`;
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
      <div class="sheet-scroll"><table data-testid="final-table">
        <thead><tr><th>Monster</th><th>Player</th><th>${starIcon()} VP</th><th>${heartIcon()} Hearts</th><th></th></tr></thead>
        <tbody>${rows.map((m) => {
          const win = (v.winners || []).includes(m.seat);
          return `<tr class="${win ? "winner" : ""} ${m.alive === false ? "dead" : ""}">
            <td><span class="avatar small">${monsterSVG(m)}</span> ${esc(m.name || humanize(m.monster))}</td>
            <td>${esc(names[m.seat] ?? "")}${m.seat === this.me() && this.ctx.live ? " (you)" : ""}</td>
            <td><b>${m.vp}</b></td><td>${m.alive === false ? 0 : m.hp}</td>
            <td>${win ? `${crownIcon()} winner` : m.alive === false ? `${skullIcon()} eliminated` : ""}</td></tr>`;
        }).join("")}</tbody></table></div>
      ${again ? `<div class="btn-row"><button class="btn primary big" data-testid="end-play-again" data-act="rematch">Play again</button></div>` : ""}
    </div>`;
  }

  // ---------------------------------------------------------------- card info

  infoHTML() {
    if (!this.info) return "";
    const { kind, item } = this.info;
    const body = kind === "tile"
      ? `<div class="ktile big side-${esc(item.side || "red")}"><span class="stack-lvl">${esc(item.level)}</span><b>${esc(item.name)}</b>
          <small>${esc(item.side || "")} side · wickedness ${esc(item.level)}</small><p>${esc(item.text || "")}</p></div>`
      : this.cardHTML(item, { testid: "card-info-card" });
    return `<div class="kot-info" data-testid="card-info" data-act="info-close">
      <div class="kot-info-box">${body}
        ${kind === "card" && item.smoke ? `<p>${plural(item.smoke, "smoke token")} left</p>` : ""}
        <button class="btn small" data-testid="card-info-close" data-act="info-close">Close</button></div></div>`;
  }

  // ---------------------------------------------------------------- log

  /** one log event as a line (renderLog, in shared.js, draws the list) */
  logItem(raw) {
    const ev = flat(raw);
    if (ev.kind === "turn") return `<li class="ev turn-sep">${this.who(ev.seat)}${ev.extra ? " takes an extra turn" : "'s turn"}</li>`;
    let text = null;
    try { text = this.describe(ev); } catch { text = null; }
    return text ? `<li class="ev k-${esc(ev.kind)}">${text}</li>` : null;
  }

  /** one event in words (HTML), or null for events not worth a line */
  describe(ev) {
    const s = this.who(ev.seat);
    const why = ev.why ? ` <span class="why">(${esc(this.whyText(ev.why))})</span>` : "";
    const area = (a) => esc(AREA[a] || humanize(a));
    switch (ev.kind) {
      case "rolloff": {
        const first = typeof ev.first === "number" ? this.who(ev.first) : "";
        const rounds = Array.isArray(ev.rounds) ? ev.rounds.length : 0;
        return `Roll-off for the first turn${rounds > 1 ? ` (${rounds} rounds)` : ""}${first ? `: ${first} rolls the most smash and goes first` : ""}`;
      }
      case "roll": {
        const faces = (ev.faces || []).map((f, i) => dieSVG(f, `inline ${(ev.rerolled || []).includes(i) || (ev.roll || 1) === 1 ? "" : "kept"}`)).join("");
        const n = (ev.rerolled || []).length;
        return (ev.roll || 1) <= 1 ? `${s} rolls ${faces}` : `${s} rerolls ${plural(n, "die", "dice")}: ${faces}`;
      }
      case "set_die":
        return `${s} turns die ${ev.die + 1} into ${dieSVG(ev.face, "inline")}${ev.source ? ` <span class="why">(${esc(SOURCE_NAME[ev.source] || humanize(ev.source))})</span>` : ""}`;
      case "resolve":
        return null; // the gains and losses that follow say it better
      case "vp": case "hp": case "energy": case "wickedness": {
        const icon = { vp: starIcon(), hp: heartIcon(), energy: boltIcon(), wickedness: "wickedness" }[ev.kind];
        const d = ev.delta || 0;
        if (!d) return null;
        const verb = d > 0 ? "gains" : "loses";
        const total = typeof ev.total === "number" ? ` <span class="tot">→ ${ev.total}</span>` : "";
        const by = typeof ev.source === "number" && ev.source !== ev.seat ? ` <span class="why">from</span> ${this.who(ev.source)}` : "";
        return `${s} ${verb} <b class="delta ${d > 0 ? "up" : "down"} d-${ev.kind}">${Math.abs(d)}</b> ${icon}${total}${by}${why}`;
      }
      case "smash": {
        const targets = (ev.targets || []).map((t) => this.who(t));
        return `${clawIcon()} ${s} smashes ${ev.count ?? ""}${targets.length ? ` at ${listNames(targets)}` : " at nobody"}`;
      }
      case "stay": return `${s} stays in Tokyo`;
      case "extra_turn": return `${s} will take another turn${ev.fewer_dice ? ` (${plural(ev.fewer_dice, "die", "dice")} fewer)` : ""}`;
      case "reshuffle": return `The discard pile becomes the new deck (${plural(ev.size || 0, "card")})`;
      case "copy": return `${s}'s Fluxling copies <b>${esc(this.cardName(ev.card))}</b>`;
      case "token": {
        const name = ev.token === "poison" ? "poison" : ev.token === "shrink" ? "shrink ray" : ev.token === "smoke" ? "smoke" : humanize(ev.token);
        const d = ev.delta || 0;
        return `${s} ${d >= 0 ? "gets" : "loses"} ${plural(Math.abs(d), `${name} token`)}${typeof ev.total === "number" ? ` (now ${ev.total})` : ""}`;
      }
      case "enter": return `${s} enters <b>${area(ev.area)}</b>`;
      case "leave": {
        const how = { yield: "yields", forced: "is driven out of", bay_closed: "leaves (the bay closes)", death: "falls in", revive: "leaves" }[ev.why] || "leaves";
        return ev.why === "bay_closed" ? `${s} leaves ${area(ev.area)}: the bay closes` : `${s} ${how} ${area(ev.area)}`;
      }
      case "move": return `${s} moves from ${area(ev.from)} to ${area(ev.to)}`;
      case "tile": return `${s} takes the wickedness tile <b>${esc(this.tileName(ev.tile))}</b>`;
      case "tile_lost": return `${s} loses the tile <b>${esc(this.tileName(ev.tile))}</b>`;
      case "buy": {
        const src = ev.source ?? ev.from;
        const owner = [...this.cardIndex().values()].find((c) => c.instance === ev.card && typeof c.where === "number" && c.where !== ev.seat);
        const from = typeof src === "number" ? ` from ${this.who(src)}` : src === "deck" || src === "top" ? " from the top of the deck"
          : src === "owned" ? (owner ? ` from ${this.who(owner.where)}` : " from another monster") : "";
        return `${s} buys <b>${esc(this.cardName(ev.card))}</b>${from}${typeof ev.price === "number" ? ` for ${ev.price}⚡` : ""}`;
      }
      case "sweep": return `${s} sweeps the market`;
      case "reveal": return `New card in the market: <b>${esc(this.cardName(ev.card))}</b>`;
      case "discard": return `${s} discards <b>${esc(this.cardName(ev.card))}</b>${why}`;
      case "card_moved": {
        const place = (x) => (typeof x === "number" ? this.who(x) : esc(humanize(x)));
        return `<b>${esc(this.cardName(ev.card))}</b> goes from ${place(ev.from)} to ${place(ev.to)}`;
      }
      case "damage_prevented": return `${s} avoids ${plural(ev.amount || 0, "heart")} of damage${why}`;
      case "camouflage": return `${s} rolls for Camouflage: ${(ev.faces || []).map((f) => dieSVG(f, "inline")).join("")}`;
      case "probe": return `${s} probes ${this.who(ev.target)}: die ${ev.die + 1} becomes ${dieSVG(ev.face, "inline")}`;
      case "revive": return `${s} rises again thanks to <b>${esc(this.cardName(ev.card))}</b>!`;
      case "eliminated": return `${skullIcon()} ${s} is eliminated!`;
      case "over": {
        const w = ev.winners || [];
        return w.length ? `${crownIcon()} ${listNames(w.map((i) => this.who(i)))} win${w.length === 1 ? "s" : ""} the game!` : "Nobody wins: every monster fell.";
      }
      default:
        return null;
    }
  }

  whyText(why) {
    if (typeof why !== "string") return String(why);
    const card = [...this.seen.values()].find((c) => c.id === why);
    if (card) return card.name;
    const tile = [...this.tileIndex().values()].find((t) => t.id === why);
    if (tile) return tile.name;
    const words = {
      numbers: "dice numbers", heart: "hearts", energy: "energy dice", "enter Tokyo": "entering Tokyo",
      "start in Tokyo": "starting in Tokyo", buy: "buying", sold: "a card sold", effect: "a card effect",
    }[why];
    return words || (why.includes(" ") ? why : humanize(why).toLowerCase());
  }

  // ---------------------------------------------------------------- input

  /** a sent action ends the tool choice (send itself is in shared.js) */
  dropChoice() { this.tool = null; }

  click(e) {
    if (!this.msg) return;
    const t = e.target.closest("[data-act]");
    if (!t || !this.el.contains(t)) return;
    const act = t.dataset.act;
    if (act === "rematch") { if (this.ctx.rematch) this.ctx.rematch(); return; }
    if (act === "info") {
      if (t.dataset.card) {
        const c = this.findCard(Number(t.dataset.card));
        if (c) this.info = { kind: "card", item: c };
      } else if (t.dataset.tile) {
        const tile = this.tileIndex().get(t.dataset.tile);
        if (tile) this.info = { kind: "tile", item: tile };
      }
      this.render();
      return;
    }
    if (act === "info-close") {
      // a click inside the box (but not on the close button) keeps it open
      if (t.classList.contains("kot-info") && e.target.closest(".kot-info-box")) return;
      this.info = null;
      this.render();
      return;
    }
    if (!this.ctx.live) return;
    const legal = this.legal();
    if (act === "send") {
      const a = legal[Number(t.dataset.idx)];
      if (a) this.send(strip(a));
    } else if (act === "die") {
      const i = Number(t.dataset.die);
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
      const source = t.dataset.source;
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

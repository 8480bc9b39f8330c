// The Saboteur screen: the tunnel maze (start, goals, every path card drawn from its
// tunnels), the player's hand and role, every seat's public row, the prompts of a turn and
// of the other decisions, the rounds' results and the final score sheet.
//
// mount(el, ctx) -> {update(msg), destroy(), note(text), unbusy()}
//   msg: a websocket "state" message {table, seat, version, view, legal, deadline, events}
//        (replay.js passes the same shape with legal [] and a ready-made `log`).
//   ctx: {live, tableId, send(action) -> bool, rematch(), canRematch()}
// The view, actions and events are those of docs/saboteur.md. Legality is never computed
// here: a lit spot, a target or a button is a legal action the server sent, matched by its
// fields. The stylesheet, saboteur.css (rules under .sab), is declared in PACKAGE.styles.
//
// data-testids (stable, for browser tests):
//   saboteur            the whole screen (data-round, data-active, data-pending; data-version,
//                       data-asked, data-decision, data-busy: markDecision in shared.js)
//   status, round-progress (data-round), round-pip-N (a scored round: opens its result),
//   pile, my-role (data-role)
//   maze                the board's box (board.js: it scrolls, a mouse drags it, a margin
//                       of about half the box on every side so any card can be centred;
//                       data-zoom);  maze-grid: the cards. Fitted (the start, every goal,
//                       every laid card) on a new round, when it reaches further and when
//                       its box changes size, until the player zooms or moves it; "fit" (or
//                       0) frames it again and goes back to fitting it
//   cell-X_Y            a card of the maze (data-card, data-turned; class "removable" and a
//                       button when a rockfall may clear it; class "last-move": just laid)
//   gone-X_Y            the cell a rockfall just emptied (class "last-move")
//   start, goal-G       the start card and goal G (0 top, 1, 2; data-state: down, seen, up;
//                       data-card once known: a seen goal is drawn face up to the seat that
//                       saw it, with seen-mark-G); a button when a map may look at it
//   spot-X_Y            a lit spot for the chosen path card (data-turned: the orientation)
//   zoom-in, zoom-out, zoom-reset, zoom-fit (board.js), centre
//   hand, hand-card-I   the hand (data-card, data-kind; class "selected", "playable")
//   prompt              the dock (data-kind: the prompt kind or "wait"); prompt-text, waiting
//   chosen              the chosen card, its name and full text;  hint
//   rotate, discard, cancel, theft, target-SEAT, mend-SEAT-TOOL, peek-G, clear-TYPE,
//   discard-TYPE (discard decisions), done, steal-SEAT, action (anything else)
//   seats, seat-N       a seat's row (class me, active, target);  hand-size-N, gold-N,
//                       front-N (its cards: front-N-TYPE, class "last-move" when just
//                       laid), role-N (data-role: when known),
//                       known-N (the cards this seat knows N holds, after Swap Your Hand:
//                       known-N-K, the K-th, data-card)
//   card-info           the full text of a card or role (a dialog); card-info-close
//   round-result        a round's result (data-round); round-result-close
//   event-log, keys, end-screen (end-winners, final-table, end-play-again)
// Keys: 1-9 choose a hand card, R turn it round, D discard it, + / - zoom, 0 the whole maze,
// arrows (on the maze) move it, Esc cancel.

import { esc } from "/static/app.js";
import { Board } from "/static/board.js";
import { H, has, t, th } from "/static/i18n.js";
import { Renderer, handle, humanize, listNames, playersStripHTML, seatMark, seatTagsHTML, strip } from "/static/shared.js";

const GAME = "saboteur";
const SEAT_KINDS = new Set(["break", "hands_off", "swap_hand", "inspect", "swap_hats", "trap", "free"]);
// the zoom buttons' steps and bounds: low enough that a long maze fits a phone's box
const ZOOMS = [0.25, 0.32, 0.4, 0.5, 0.65, 0.8, 1, 1.2, 1.45, 1.75, 2.1];
const FIT_MAX = 1.2; // the largest zoom the maze is fitted at (a big screen, a new maze)
// the moves whose mark shows on the board: the card laid, the cell a rockfall emptied,
// the card put in front of a seat; any other move (a pass, a map...) shows none
const MARKED = new Set(["path", "rockfall", "break", "trap", "theft"]);
const QUIET = new Set(["draw", "goal", "theft_blocked", "theft_nothing"]);

// the card table (each path card's tunnels, each action card's kind), served from the
// game's data files (GamePackage.screen_data) so a card's shape lives in one place
const CARDS = await (await fetch(`/games/${GAME}/screen-data.json`)).json();
// the board's edge bits and the goal cells (x, y), 0 top, 1, 2: from the same data
const { N, E, S, W } = CARDS.edges;
const GOAL_CELLS = CARDS.goals;

// ------------------------------------------------------------------ card shapes

const MID = { [N]: [50, 0], [E]: [100, 70], [S]: [50, 140], [W]: [0, 70] };
const EDGE_LIST = [N, E, S, W];

function edgesOf(mask) { return EDGE_LIST.filter((e) => mask & e); }
function turnMask(mask) { return ((mask << 2) | (mask >> 2)) & 15; }
function opposite(a, b) { return (a | b) === (N | S) || (a | b) === (E | W); }

/** a path card that looks the same turned round: the engine lists it unturned only */
function symmetric(type) {
  const c = CARDS.paths[type];
  if (!c) return false;
  const sorted = (gs) => [...gs].sort((a, b) => a - b).join();
  return turnMask(c.open) === c.open && turnMask(c.dead) === c.dead && turnMask(c.ladder) === c.ladder
    && sorted(c.groups.map(turnMask)) === sorted(c.groups);
}

/** a tunnel group's centre line: a curve between two neighbouring edges, else spokes */
function groupPath(g) {
  const es = edgesOf(g);
  if (es.length === 2 && !opposite(es[0], es[1])) {
    const [a, b] = es.map((e) => MID[e]);
    return `M${a[0]} ${a[1]}Q50 70 ${b[0]} ${b[1]}`;
  }
  return es.map((e) => `M${MID[e][0]} ${MID[e][1]}L50 70`).join("");
}

/** where a door, a ladder or a stone sits on a group: the middle of its curve, else the centre */
function groupMid(g) {
  const es = edgesOf(g);
  if (es.length === 2 && !opposite(es[0], es[1])) {
    const [a, b] = es.map((e) => MID[e]);
    return [0.25 * a[0] + 25 + 0.25 * b[0], 0.25 * a[1] + 35 + 0.25 * b[1]];
  }
  return [50, 70];
}

function ladderSVG([x, y]) {
  return `<g class="ladder"><path d="M${x - 8} ${y - 17}V${y + 17}M${x + 8} ${y - 17}V${y + 17}M${x - 8} ${y - 9}H${x + 8}M${x - 8} ${y}H${x + 8}M${x - 8} ${y + 9}H${x + 8}"/></g>`;
}

function crystalSVG(i) {
  const x = 84 - i * 14;
  return `<path class="crystal" d="M${x} 9l6 7-6 11-6-11z"/>`;
}

function doorSVG(colour, [x, y]) {
  const mark = esc(t(`ui-door-${colour}-mark`));
  const shape = colour === "blue"
    ? `<rect class="door blue" x="${x - 12}" y="${y - 15}" width="24" height="30" rx="2"/>`
    : `<path class="door green" d="M${x - 12} ${y + 15}V${y - 3}A12 12 0 0 1 ${x + 12} ${y - 3}V${y + 15}z"/>`;
  return `${shape}<text class="door-mark" x="${x}" y="${y + 6}" text-anchor="middle">${mark}</text>`;
}

/** a card of the maze (start, goal or path card) drawn from its tunnels */
function tileSVG(type, turned, cls = "") {
  const c = CARDS.paths[type];
  if (!c) return `<svg class="tile-svg ${cls}" viewBox="0 0 100 140" aria-hidden="true" focusable="false"><rect class="rock" x="1" y="1" width="98" height="138" rx="7"/></svg>`;
  const inner = [];
  // each group drawn whole before the next: a bridge's second tunnel passes over the first
  for (const g of c.groups) {
    const d = groupPath(g);
    inner.push(`<path class="tun-edge" d="${d}"/><path class="tun" d="${d}"/>`);
    if (edgesOf(g).length >= 3) inner.push(`<circle class="tun" cx="50" cy="70" r="11"/>`);
  }
  for (const e of edgesOf(c.dead)) {
    const [x, y] = MID[e];
    const ex = x + (50 - x) * 0.55;
    const ey = y + (70 - y) * 0.4;
    inner.push(`<path class="tun-edge" d="M${x} ${y}L${ex} ${ey}"/><path class="tun" d="M${x} ${y}L${ex} ${ey}"/><circle class="cap" cx="${ex}" cy="${ey}" r="12"/>`);
  }
  if (c.ladder) inner.push(ladderSVG(c.groups.length ? groupMid(c.groups[0]) : [50, 70]));
  if (c.kind === "goal_gold") inner.push(`<g class="gold"><circle cx="44" cy="74" r="9"/><circle cx="57" cy="72" r="8"/><circle cx="50" cy="62" r="8"/><path class="shine" d="M50 48l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/></g>`);
  if (c.kind === "goal_stone") {
    const [x, y] = groupMid(c.groups[0]);
    inner.push(`<ellipse class="stone" cx="${x}" cy="${y}" rx="13" ry="10"/>`);
  }
  for (let i = 0; i < c.crystals; i++) inner.push(crystalSVG(i));
  let door = "";
  if (c.door && c.groups.length) {
    const [x, y] = groupMid(c.groups[0]);
    door = doorSVG(c.door, turned ? [100 - x, 140 - y] : [x, y]); // the letter stays upright
  }
  const kind = c.kind === "path" ? "" : c.kind;
  return `<svg class="tile-svg ${kind} ${cls}" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
    <rect class="rock" x="1" y="1" width="98" height="138" rx="7"/>
    <g${turned ? ' transform="rotate(180 50 70)"' : ""}>${inner.join("")}</g>${door}</svg>`;
}

/** a face-down goal card; `known`: the card this seat saw with a map */
function backSVG(known) {
  const seen = known ? (known === "goal_gold"
    ? `<g class="gold"><circle cx="45" cy="84" r="9"/><circle cx="57" cy="82" r="8"/><circle cx="51" cy="72" r="8"/></g>`
    : `<ellipse class="stone" cx="50" cy="80" rx="15" ry="11"/>`) : `<text class="qmark" x="50" y="86" text-anchor="middle">?</text>`;
  return `<svg class="tile-svg back" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
    <rect class="back-bg" x="1" y="1" width="98" height="138" rx="7"/>
    <rect class="back-frame" x="9" y="9" width="82" height="122" rx="5"/>
    <path class="back-deco" d="M50 20l8 12h-16zM50 120l8-12h-16z"/>${seen}</svg>`;
}

// ------------------------------------------------------------------ action card icons

const TOOL_ICON = {
  pickaxe: `<path d="M5 11Q16 2 27 11" class="i-line"/><path d="M16 6.5V28" class="i-line"/>`,
  lantern: `<path d="M12 5h8M13 5a3 3 0 0 1 6 0" class="i-thin"/><rect x="10" y="8" width="12" height="17" rx="2" class="i-fill"/><path d="M16 12q3 4 0 8q-3-4 0-8" class="i-flame"/><path d="M9 27h14" class="i-line"/>`,
  cart: `<path d="M4 10h24l-4 12H8z" class="i-fill"/><circle cx="11" cy="25" r="3" class="i-wheel"/><circle cx="21" cy="25" r="3" class="i-wheel"/>`,
};

function actionIcon(type) {
  const a = CARDS.actions[type] || { kind: "", tools: [] };
  const tools = a.tools || [];
  let body;
  switch (a.kind) {
    case "broken":
      body = `${TOOL_ICON[tools[0]] || ""}<path d="M4 29L28 3" class="i-slash"/>`;
      break;
    case "repair":
      body = tools.length > 1
        ? `<g transform="translate(-3 1) scale(.62)">${TOOL_ICON[tools[0]]}</g><g transform="translate(13 1) scale(.62)">${TOOL_ICON[tools[1]]}</g><path d="M9 24l5 5 11-11" class="i-tick"/>`
        : `${TOOL_ICON[tools[0]] || ""}<path d="M17 24l4 4 8-9" class="i-tick"/>`;
      break;
    case "rockfall":
      body = `<circle cx="10" cy="22" r="6" class="i-rock"/><circle cx="21" cy="23" r="5" class="i-rock"/><circle cx="16" cy="13" r="5" class="i-rock"/><path d="M16 2v5M25 5v6M7 5v5" class="i-thin"/>`;
      break;
    case "map":
      body = `<path d="M4 7l8-3 8 3 8-3v21l-8 3-8-3-8 3z" class="i-paper"/><path d="M12 4v21M20 7v21" class="i-thin"/><path d="M22 13l4 4M26 13l-4 4" class="i-cross"/>`;
      break;
    case "theft":
      body = `<path d="M11 8h10l-2 4q8 4 8 11a5 5 0 0 1-5 5H10a5 5 0 0 1-5-5q0-7 8-11z" class="i-sack"/><text x="16" y="25" text-anchor="middle" class="i-text">$</text>`;
      break;
    case "hands_off":
      body = `<path d="M11 8h10l-2 4q8 4 8 11a5 5 0 0 1-5 5H10a5 5 0 0 1-5-5q0-7 8-11z" class="i-sack"/><circle cx="16" cy="17" r="13" class="i-ban"/><path d="M7 26L25 8" class="i-ban"/>`;
      break;
    case "swap_hand":
      body = `<rect x="4" y="6" width="11" height="15" rx="2" class="i-fill"/><rect x="17" y="11" width="11" height="15" rx="2" class="i-fill"/><path d="M8 26q0 3 6 3M24 6q0-3-6-3" class="i-thin"/>`;
      break;
    case "inspection":
      body = `<circle cx="13" cy="13" r="8" class="i-lens"/><path d="M19 19l9 9" class="i-line"/>`;
      break;
    case "swap_hats":
      body = `<path d="M9 20V11q0-6 7-6t7 6v9z" class="i-fill"/><path d="M3 21h26" class="i-line"/><path d="M6 27h20" class="i-thin"/>`;
      break;
    case "trapped":
      body = `<rect x="5" y="5" width="22" height="23" rx="2" class="i-cage"/><path d="M11 5v23M16 5v23M21 5v23" class="i-thin"/>`;
      break;
    case "free":
      body = `<rect x="5" y="5" width="22" height="23" rx="2" class="i-cage"/><path d="M11 5v23M21 5v23M16 5v7M16 20v8" class="i-thin"/><path d="M26 16l4-4" class="i-tick"/>`;
      break;
    default:
      body = `<text x="16" y="22" text-anchor="middle" class="i-text">?</text>`;
  }
  return `<svg class="act-svg k-${esc(a.kind)}" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${body}</svg>`;
}

function cardArt(type, turned = false) {
  return CARDS.paths[type] ? tileSVG(type, turned) : actionIcon(type);
}

function handIcon() {
  return `<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><rect x="2" y="4" width="9" height="13" rx="1.5" class="ico-card"/><rect x="8" y="2" width="9" height="13" rx="1.5" class="ico-card"/></svg>`;
}
function eyeIcon() {
  return `<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M1.5 10Q10 2 18.5 10Q10 18 1.5 10z" class="ico-eye"/><circle cx="10" cy="10" r="3" class="ico-pupil"/></svg>`;
}
function coinIcon() {
  return `<svg class="ico" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="7.5" class="ico-coin"/><path d="M10 5.5v9M7.5 8h5M7.5 12h5" class="ico-coin-mark"/></svg>`;
}

// ------------------------------------------------------------------ words

function tx(id, args) { return esc(t(id, args)); }

function cardName(type) { return has(`card-${type}`) ? t(`card-${type}`) : humanize(type); }
function cardText(type) { return has(`card-${type}.text`) ? t(`card-${type}.text`) : ""; }
function roleName(role) { return has(`role-${role}`) ? t(`role-${role}`) : humanize(role); }
function roleText(role) { return has(`role-${role}.text`) ? t(`role-${role}.text`) : ""; }
function toolName(tool) { return has(`tool-${tool}`) ? t(`tool-${tool}`) : humanize(tool); }
function goalName(g) { return has(`goal-${g}`) ? t(`goal-${g}`) : String(g); }
function isPath(type) { return Boolean(CARDS.paths[type]); }

/** more seats than one line each can show in full: the seat list is compact (saboteur.css) */
const manySeats = (v) => (v.seats || []).length > 6;

// ------------------------------------------------------------------ the renderer

export function mount(el, ctx) {
  return handle(new SabRenderer(el, ctx));
}

class SabRenderer extends Renderer {
  constructor(el, ctx) {
    super(el, ctx, { logCap: 600, emptyLog: tx("ui-log-empty") });
    this.sel = null; // {i, type}: the chosen card of the hand
    this.turned = false; // the chosen path card turned round
    this.info = null; // {kind: "card" | "role", id}: the text shown in a dialog
    this.resultShown = null; // the round whose result panel is open
    this.resultsSeen = null; // results the player has been shown (null: none seen yet)
    this.bounds = null; // the maze's grid: {minX, minY, cols, rows}
    this.fitNext = true; // fit the maze into its box at the next paint (a new round)
    this.newRound = true; // the maze of a new round: its start card brought into view
    this.round = null;
    this.over = false;
    this.playersOpen = false; // a phone's seat rows unfolded (the players strip)
    this.listen(true);
    el.innerHTML = `<div class="sab" data-testid="saboteur"></div>`;
    this.root = el.firstElementChild;
    // the maze's pan and zoom (its input listeners live on the root, which no paint replaces)
    // (fitted whenever its box gets a new size, unless the player moved it: resized)
    this.board = new Board(this.root, { testid: "maze", cls: "sab-maze", levels: ZOOMS, zoom: 1, refit: () => this.resized() });
    this.speak(GAME);
  }

  update(msg) {
    if (!msg || !msg.view) return;
    const resent = this.resent(this.msg, msg);
    this.msg = msg;
    if (!resent) this.busy = false; // the answer to an action in flight is a new version
    this.takeEvents(msg);
    const v = msg.view;
    if (this.round !== v.round) {
      this.round = v.round;
      this.fitNext = true;
      this.newRound = true;
    }
    // a round scored while this screen is open shows its result; earlier ones stay closed
    const results = v.results || [];
    if (v.over && !this.over) this.resultShown = null; // the score sheet says it all
    this.over = Boolean(v.over);
    if (this.resultsSeen === null || results.length < this.resultsSeen) this.resultsSeen = results.length;
    else if (results.length > this.resultsSeen) {
      this.resultsSeen = results.length;
      if (!v.over) this.resultShown = results[results.length - 1].round;
    }
    this.keepChoice();
    this.render();
  }

  // ---------------------------------------------------------------- derived

  legal() { return this.ctx.live && this.msg ? this.msg.legal || [] : []; }

  /** the chosen card stays chosen while a card of its type is in the hand */
  keepChoice() {
    const hand = this.msg.view.hand || [];
    if (!this.sel) return;
    if (hand[this.sel.i] === this.sel.type) return;
    const i = hand.indexOf(this.sel.type);
    if (i >= 0) this.sel = { i, type: this.sel.type };
    else this.dropChoice();
  }

  selType() { return this.sel ? this.sel.type : null; }

  /** the orientation a path card is offered in: a card that looks the same turned, unturned */
  orientation(type) { return symmetric(type) ? false : this.turned; }

  /** a seat in words (HTML): its shape, its name in its colour */
  who(seat) {
    if (typeof seat !== "number") return "";
    const name = this.names()[seat] ?? t("seat-numbered", { number: seat + 1 });
    const shown = seat === this.me() && this.ctx.live ? t("gen-who-you", { name }) : name;
    return `<b class="who sc${seat % 5}">${seatMark(seat)}${esc(shown)}</b>`;
  }

  /** the legal actions of the chosen card, by what they aim at */
  choices(legal) {
    const type = this.selType();
    const out = { path: [], rockfall: [], map: [], seat: [], repair: [], theft: [], discard: [], other: [] };
    if (!type) return out;
    legal.forEach((a, k) => {
      if (a.card !== type || a.kind === "clear") return;
      if (a.kind === "path") out.path.push([a, k]);
      else if (a.kind === "rockfall") out.rockfall.push([a, k]);
      else if (a.kind === "map") out.map.push([a, k]);
      else if (a.kind === "repair") out.repair.push([a, k]);
      else if (a.kind === "theft") out.theft.push([a, k]);
      else if (a.kind === "discard") out.discard.push([a, k]);
      else if (SEAT_KINDS.has(a.kind)) out.seat.push([a, k]);
      else out.other.push([a, k]);
    });
    return out;
  }

  blocked(v) { return this.blockedBy(v) !== null; }

  /** why the player may lay no path card: "trapped", "broken" (a tool), or null */
  blockedBy(v) {
    const me = this.me();
    const row = me === null ? null : (v.seats || [])[me];
    const kinds = new Set(((row && row.front) || []).map((c) => (CARDS.actions[c] || {}).kind));
    return kinds.has("trapped") ? "trapped" : kinds.has("broken") ? "broken" : null;
  }

  // ---------------------------------------------------------------- rendering

  render() {
    if (!this.msg) return;
    const v = this.msg.view;
    const legal = this.legal();
    const pending = v.pending || {};
    const asked = legal.length && !v.over ? (v.prompt && v.prompt.kind) || pending.kind || "turn" : null;
    this.markDecision(asked);
    this.emptyLog = tx("ui-log-empty");
    const d = this.root.dataset;
    d.round = String(v.round ?? "");
    d.active = String(v.active ?? "");
    d.pending = pending.kind || "";
    const list = this.root.querySelector(".log-list");
    const scroll = list ? list.scrollTop : null;
    const atBottom = !list || list.scrollHeight - list.scrollTop - list.clientHeight < 30;
    const old = this.bounds;
    const maze = this.mazeHTML(v, legal);
    this.paint(`
      ${this.statusHTML(v, legal)}
      ${v.over ? this.endHTML(v) : ""}
      ${this.resultHTML(v)}
      <div class="sab-layout">
        <div class="sab-main">
          ${maze}
          ${this.dockHTML(v, legal)}
          ${this.handHTML(v, legal)}
        </div>
        <aside class="sab-side">
          ${this.stripHTML(v)}
          ${this.seatsHTML(v, legal)}
          <div class="panel log-panel sab-log"><h3>${tx("ui-log-title")}</h3>
            <ol class="log-list" data-testid="event-log" aria-live="polite" tabindex="0" data-own-children></ol></div>
          ${this.keysHTML()}
        </aside>
      </div>
      ${this.infoHTML()}`);
    this.renderLog(atBottom ? null : scroll);
    this.placeMaze(old);
    this.board.observe();
  }

  statusHTML(v, legal) {
    const results = v.results || [];
    const rounds = v.rounds || 3;
    const pips = [];
    for (let r = 1; r <= rounds; r++) {
      const done = results.some((x) => x.round === r);
      const now = r === v.round && !v.over;
      const label = t(done ? "ui-round-done" : now ? "ui-round-now" : "ui-round-later", { round: r });
      pips.push(done
        ? `<button class="sab-pip done" data-act="result" data-round="${r}" data-testid="round-pip-${r}" title="${esc(label)}" aria-label="${esc(label)}">${r}</button>`
        : `<span class="sab-pip ${now ? "now" : ""}" title="${esc(label)}"><span aria-hidden="true">${r}</span><span class="sr-only">${esc(label)}</span></span>`);
    }
    let turn;
    if (v.over) turn = tx("ui-status-over");
    else if (legal.length) turn = `<b class="sab-you-turn">${tx(this.busy ? "ui-status-sent" : "ui-status-yours")}</b>`;
    else turn = this.waitText(v);
    const role = v.role
      ? `<button class="sab-role-badge" data-act="info" data-role="${esc(v.role)}" data-testid="my-role" aria-haspopup="dialog">${tx("ui-your-role")} <b>${esc(roleName(v.role))}</b></button>`
      : "";
    return `<div class="sab-status" data-testid="status">
      <span class="sab-rounds" data-testid="round-progress" data-round="${v.round}"><b>${tx("ui-round", { round: v.round, rounds })}</b><span class="sab-pips">${pips.join("")}</span></span>
      <span class="sab-turn-text">${turn}</span>
      <span class="sab-pile" data-testid="pile">${handIcon()} ${tx("ui-pile", { count: v.pile ?? 0 })}</span>
      ${role}
    </div>`;
  }

  /** who decides what, in words (HTML): the decision's own message */
  waitText(v) {
    const p = v.pending;
    if (!p || typeof p.seat !== "number") return "…";
    const id = has(`decision-${p.kind}`) ? `decision-${p.kind}` : "ui-decision-other";
    return th(id, { player: H(this.who(p.seat)), count: p.count ?? 0, left: p.left ?? 0 });
  }

  // ---------------------------------------------------------------- the maze

  mazeHTML(v, legal) {
    const board = v.board || { cells: [], goals: [] };
    const cells = board.cells || [];
    const goals = board.goals || [];
    const type = this.selType();
    const ch = this.choices(legal);
    const turned = type ? this.orientation(type) : false;
    const spots = ch.path.filter(([a]) => a.turned === turned);
    const rocks = new Map(ch.rockfall.map(([a, k]) => [`${a.x},${a.y}`, k]));
    const peeks = new Map(ch.map.map(([a, k]) => [a.goal, k]));
    const xs = [0, ...GOAL_CELLS.map((g) => g[0]), ...cells.map((c) => c[0]), ...spots.map(([a]) => a.x)];
    const ys = [0, ...GOAL_CELLS.map((g) => g[1]), ...cells.map((c) => c[1]), ...spots.map(([a]) => a.y)];
    // the cards and the lit spots, edge to edge: fit() frames them (the box's own margin
    // leaves room to scroll any of them to the middle)
    const minX = Math.min(...xs);
    const minY = Math.min(...ys);
    const cols = Math.max(...xs) + 1 - minX;
    const rows = Math.max(...ys) + 1 - minY;
    this.bounds = { minX, minY, cols, rows };
    const at = (x, y) => `--x:${x - minX};--y:${y - minY}`;
    // a cell said as the terminal numbers it (the catalogue's `maze-cell`: x to the right,
    // y downward, as the grid is drawn), never a sign of its own; 0 never "-0"
    const where = (x, y) => ({ x: x + 0, y: y + 0 });
    const tiles = [];
    // the last move, marked (and played once: data-anim) where it happened
    const last = this.lastMove();
    const hot = (x, y, card) => last && last.kind === "path" && last.x === x && last.y === y && last.card === card
      ? ` data-anim="${esc(last.v)}"` : "";
    tiles.push(`<div class="sab-cell start" data-key="start" data-testid="start" style="${at(0, 0)}" title="${esc(cardName("start"))}">${tileSVG("start", false)}</div>`);
    for (const [x, y, card, turn] of cells) {
      const key = `${x}_${y}`;
      const name = cardName(card);
      const anim = hot(x, y, card);
      const mark = anim ? " last-move" : "";
      const k = rocks.get(`${x},${y}`);
      const label = t(turn ? "ui-cell-turned" : "ui-cell", { card: name, ...where(x, y) });
      if (k !== undefined) {
        const act = t("ui-rockfall-here", { card: name, ...where(x, y) });
        tiles.push(`<button class="sab-cell removable${mark}" data-key="c${key}" data-testid="cell-${key}" data-card="${esc(card)}" data-turned="${turn}"${anim} style="${at(x, y)}" data-act="send" data-idx="${k}" title="${esc(act)}" aria-label="${esc(act)}" ${this.busy ? "disabled" : ""}>${tileSVG(card, turn)}</button>`);
      } else {
        tiles.push(`<div class="sab-cell${mark}" data-key="c${key}" data-testid="cell-${key}" data-card="${esc(card)}" data-turned="${turn}"${anim} style="${at(x, y)}" title="${esc(label)}">${tileSVG(card, turn)}</div>`);
      }
    }
    if (last && last.kind === "rockfall" && !cells.some(([x, y]) => x === last.x && y === last.y)) {
      // the cell a rockfall just emptied: a mark where the card was
      const gone = t("ui-last-rockfall", { card: cardName(last.removed), ...where(last.x, last.y) });
      tiles.push(`<div class="sab-gone last-move" data-key="gone" data-testid="gone-${last.x}_${last.y}" data-anim="${esc(last.v)}" style="${at(last.x, last.y)}" title="${esc(gone)}" role="img" aria-label="${esc(gone)}"><span aria-hidden="true">✕</span></div>`);
    }
    GOAL_CELLS.forEach(([x, y], g) => {
      const [card, up, turn] = goals[g] || [null, false, false];
      const state = up ? "up" : card ? "seen" : "down";
      const title = up ? cardName(card) : card ? t("ui-goal-seen", { goal: goalName(g), card: cardName(card) }) : t("ui-goal-down", { goal: goalName(g) });
      // a goal this seat saw with a map: face up to it, marked as seen by it alone
      const art = up || card ? tileSVG(card, turn) : backSVG(null);
      const badge = state === "seen" ? `<span class="sab-seen-mark" data-testid="seen-mark-${g}" title="${tx("ui-goal-seen-mark")}"><span class="sab-seen-eye" aria-hidden="true">${eyeIcon()}</span><span class="sr-only">${tx("ui-goal-seen-mark")}</span></span>` : "";
      const k = peeks.get(g);
      if (k !== undefined) {
        const act = t("ui-peek", { goal: goalName(g) });
        tiles.push(`<button class="sab-cell goal peekable ${state}" data-key="goal${g}" data-testid="goal-${g}" data-state="${state}" ${card ? `data-card="${esc(card)}"` : ""} style="${at(x, y)}" data-act="send" data-idx="${k}" title="${esc(act)}" aria-label="${esc(act)}" ${this.busy ? "disabled" : ""}>${art}${badge}</button>`);
      } else {
        tiles.push(`<div class="sab-cell goal ${state}" data-key="goal${g}" data-testid="goal-${g}" data-state="${state}" ${card ? `data-card="${esc(card)}"` : ""} style="${at(x, y)}" title="${esc(title)}">${art}${badge}</div>`);
      }
    });
    if (type) {
      const name = cardName(type);
      for (const [a, k] of spots) {
        const key = `${a.x}_${a.y}`;
        const act = t("ui-spot", { card: name, ...where(a.x, a.y) });
        tiles.push(`<button class="sab-spot" data-key="s${key}" data-testid="spot-${key}" data-turned="${turned}" style="${at(a.x, a.y)}" data-act="send" data-idx="${k}" title="${esc(act)}" aria-label="${esc(act)}" ${this.busy ? "disabled" : ""}>${tileSVG(type, turned, "ghost")}</button>`);
      }
    }
    this.board.label = t("ui-maze");
    const extra = `<button class="btn small ghost" data-act="centre" data-testid="centre">${tx("ui-centre")}</button>
        <span class="sab-maze-note muted small">${tx("ui-crystals", { count: this.crystals(cells, goals) })}</span>`;
    return `<section class="sab-maze-wrap panel" aria-label="${tx("ui-maze")}">
      ${this.board.toolsHTML(extra)}
      ${this.board.html(`<div class="sab-grid" data-testid="maze-grid" style="--cols:${cols};--rows:${rows}">${tiles.join("")}</div>`)}
    </section>`;
  }

  crystals(cells, goals) {
    let n = 0;
    for (const c of cells) n += (CARDS.paths[c[2]] || {}).crystals || 0;
    for (const g of goals) if (g && g[1]) n += (CARDS.paths[g[0]] || {}).crystals || 0;
    return n;
  }

  /** the start, every goal, every laid card (and the lit spots) in the box, as large as
   *  they fit up to FIT_MAX; false when the box is not laid out yet */
  fitMaze() { return this.board.fit({ max: FIT_MAX }); }

  /** the maze's box laid out at a new size (the page settled, a result panel above it, a
   *  turned phone) and the player has not moved it (the board asks): fitted again */
  resized() {
    if (!this.msg) return;
    if (this.fitMaze()) this.fitNext = false;
  }

  /** after a paint: the maze fitted (a new round, or its cards reach further now) unless
   *  the player moved it; else the same cards kept in view when the grid grew up or left,
   *  and a new round's start card brought to the middle */
  placeMaze(old) {
    const grid = this.board.content();
    const b = this.bounds;
    if (!grid || !b || !this.board.ready()) return; // not laid out yet: fitted by resized()
    const grew = old && (old.minX !== b.minX || old.minY !== b.minY || old.cols !== b.cols || old.rows !== b.rows);
    if ((this.fitNext || grew) && !this.board.moved) {
      this.fitMaze();
    } else {
      if (grew) this.board.panBy((old.minX - b.minX) * (grid.offsetWidth / b.cols), (old.minY - b.minY) * (grid.offsetHeight / b.rows));
      if (this.newRound) this.board.centre(this.root.querySelector('[data-testid="start"]'));
    }
    this.fitNext = false;
    this.newRound = false;
  }

  /** the last move of the round, if it left a mark on the board: {kind, x, y, card,
   *  removed, seat, target, v} (v: the version it came with) or null */
  lastMove() {
    for (let i = this.log.length - 1; i >= 0; i--) {
      const { ev, v } = this.log[i];
      if (!ev || QUIET.has(ev.kind)) continue;
      return MARKED.has(ev.kind) ? { ...ev, v } : null; // another move, or a new round
    }
    return null;
  }

  /** the attributes that mark a card in front of seat i as the last move's ("" if not) */
  lastFront(i, card) {
    const last = this.lastMove();
    if (!last || last.card !== card) return "";
    const at = last.kind === "theft" ? last.seat : last.target;
    return at === i && last.kind !== "path" && last.kind !== "rockfall" ? ` data-anim="${esc(last.v)}"` : "";
  }

  // ---------------------------------------------------------------- the hand

  handHTML(v, legal) {
    if (!Array.isArray(v.hand)) return "";
    const playable = new Set(legal.filter((a) => a.kind !== "discard" && a.kind !== "clear").map((a) => a.card));
    const cards = v.hand.map((type, i) => {
      const chosen = this.sel && this.sel.i === i;
      const name = cardName(type);
      const kind = isPath(type) ? "path" : (CARDS.actions[type] || {}).kind || "";
      const can = playable.has(type);
      return `<button class="sab-card ${isPath(type) ? "is-path" : "is-action"} ${chosen ? "selected" : ""} ${can ? "playable" : ""}" data-testid="hand-card-${i}" data-act="pick" data-i="${i}" data-card="${esc(type)}" data-kind="${esc(kind)}" aria-pressed="${chosen ? "true" : "false"}" title="${esc(t("ui-card-hover", { name, text: cardText(type) }))}">
        <span class="sab-card-art">${cardArt(type, chosen && this.orientation(type))}</span>
        <span class="sab-card-name">${esc(name)}</span>
        ${i < 9 ? `<span class="sab-card-key" aria-hidden="true">${i + 1}</span>` : ""}
        ${can ? `<span class="sr-only">${tx("ui-can-play")}</span>` : ""}</button>`;
    });
    return `<section class="sab-hand panel" data-testid="hand" data-decision-view aria-label="${tx("ui-hand")}">
      <h3>${tx("ui-hand")} <small class="muted">${tx("ui-hand-count", { count: v.hand.length })}</small></h3>
      <div class="sab-hand-row">${cards.join("") || `<span class="muted">${tx("ui-hand-empty")}</span>`}</div>
    </section>`;
  }

  // ---------------------------------------------------------------- the dock

  dockHTML(v, legal) {
    if (!this.ctx.live) {
      const text = v.over ? tx("ui-status-over") : this.waitText(v);
      return `<div class="dock sab-dock replay-dock" data-testid="prompt" data-kind="wait"><p class="waiting" data-testid="waiting">${text}</p></div>`;
    }
    if (v.over) return `<div class="dock sab-dock" data-testid="prompt" data-kind="over" hidden></div>`;
    if (!legal.length) {
      return `<div class="dock sab-dock" data-testid="prompt" data-kind="wait"><p class="waiting" data-testid="waiting">${this.busy ? tx("ui-status-sent") : this.waitText(v)}</p></div>`;
    }
    const prompt = v.prompt || {};
    const kind = prompt.kind || "turn";
    const handled = new Set();
    const btn = (k, testid, html, cls = "") => {
      handled.add(k);
      return `<button class="btn ${cls}" data-testid="${esc(testid)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>${html}</button>`;
    };
    const text = has(`prompt-${kind}`) ? tx(`prompt-${kind}`, { count: prompt.count ?? 0, left: prompt.left ?? 0 }) : esc(prompt.text || "");
    const parts = [`<p class="prompt-text" data-testid="prompt-text">${text}</p>`];
    if (kind === "turn") parts.push(this.turnHTML(v, legal, btn));
    else if (kind === "discard_more" || kind === "clear_discard") {
      const chosen = this.selType();
      const discards = [];
      legal.forEach((a, k) => {
        if (a.kind !== "discard") return;
        discards.push(btn(k, `discard-${a.card}`, `<span class="mini-art">${cardArt(a.card)}</span>${tx("ui-discard-card", { card: cardName(a.card) })}`, a.card === chosen ? "selected small" : "small"));
      });
      parts.push(`<div class="btn-row wrap sab-discards">${discards.join("")}</div>`);
      const done = legal.findIndex((a) => a.kind === "done");
      const count = prompt.count ?? 0;
      if (done >= 0) parts.push(`<div class="btn-row">${btn(done, "done", tx("ui-done", { count }), "primary")}</div>`);
    } else if (kind === "steal") {
      const gold = new Map((v.seats || []).map((s) => [s.seat, s.gold]));
      const robs = [];
      legal.forEach((a, k) => {
        if (a.kind === "steal") robs.push(btn(k, `steal-${a.seat}`, th("ui-rob", { player: H(this.who(a.seat)), gold: gold.get(a.seat) ?? 0 })));
      });
      parts.push(`<div class="btn-row wrap">${robs.join("")}</div>`);
    }
    // anything not shown above stays playable
    const rest = legal.map((_, k) => k).filter((k) => !handled.has(k) && !(kind === "turn" && legal[k].card && (v.hand || []).includes(legal[k].card)));
    if (rest.length) parts.push(`<div class="btn-row wrap">${rest.map((k) => btn(k, "action", esc(this.actionText(legal[k])), "small")).join("")}</div>`);
    const many = manySeats(v) ? " data-many" : ""; // the seat rows carry the target buttons
    return `<div class="dock sab-dock your-turn ${this.busy ? "busy" : ""}" data-testid="prompt" data-kind="${esc(kind)}"${many}>${parts.join("")}</div>`;
  }

  turnHTML(v, legal, btn) {
    const out = [];
    const type = this.selType();
    const ch = this.choices(legal);
    if (!type) {
      // a trapped player or one with a broken tool lays no path: nothing will light up
      const why = this.blockedBy(v);
      out.push(`<p class="sab-hint" data-testid="hint">${why ? tx("ui-pick-card-blocked", { reason: why }) : tx("ui-pick-card")}</p>`);
    } else {
      const name = cardName(type);
      out.push(`<div class="sab-chosen" data-testid="chosen"><span class="mini-art big">${cardArt(type, this.orientation(type))}</span>
        <span><b>${esc(name)}</b><br><span class="sab-chosen-text">${esc(cardText(type))}</span></span></div>`);
      const row = [];
      let hint;
      if (isPath(type)) {
        const fit = ch.path.filter(([a]) => a.turned === this.orientation(type)).length;
        if (!ch.path.length) hint = this.blocked(v) ? "ui-hint-blocked" : "ui-hint-nowhere";
        else if (!fit) hint = "ui-hint-turn";
        else hint = "ui-hint-path";
        row.push(`<button class="btn" data-act="rotate" data-testid="rotate" aria-pressed="${this.turned ? "true" : "false"}" ${this.busy ? "disabled" : ""}>⟲ ${tx(symmetric(type) ? "ui-rotate-same" : "ui-rotate")}</button>`);
      } else if (ch.rockfall.length) hint = "ui-hint-rockfall";
      else if (ch.map.length) {
        hint = "ui-hint-map";
        for (const [a, k] of ch.map) row.push(btn(k, `peek-${a.goal}`, tx("ui-peek", { goal: goalName(a.goal) })));
      } else if (ch.seat.length) {
        hint = "ui-hint-seat";
        for (const [a, k] of ch.seat) row.push(btn(k, `target-${a.seat}`, this.who(a.seat), "target"));
      } else if (ch.repair.length) {
        hint = "ui-hint-repair";
        for (const [a, k] of ch.repair) row.push(btn(k, `mend-${a.seat}-${a.tool}`, th("ui-mend", { player: H(this.who(a.seat)), tool: toolName(a.tool) }), "target"));
      } else if (ch.theft.length) {
        hint = "ui-hint-theft";
        for (const [, k] of ch.theft) row.push(btn(k, "theft", tx("ui-play-theft"), "primary"));
      } else hint = "ui-hint-none";
      for (const [a, k] of ch.other) row.push(btn(k, "action", esc(this.actionText(a))));
      for (const [, k] of ch.discard) row.push(btn(k, "discard", tx("ui-discard-this"), "ghost"));
      row.push(`<button class="btn ghost" data-act="cancel" data-testid="cancel">${tx("ui-cancel")}</button>`);
      out.push(`<p class="sab-hint" data-testid="hint">${tx(hint)}</p>`);
      out.push(`<div class="btn-row wrap">${row.join("")}</div>`);
    }
    const clears = [];
    legal.forEach((a, k) => {
      if (a.kind === "clear") clears.push(btn(k, `clear-${a.card}`, tx("ui-clear", { card: cardName(a.card) }), "small"));
    });
    if (clears.length) out.push(`<div class="btn-row wrap sab-clears"><span class="muted small">${tx("ui-clear-title")}</span>${clears.join("")}</div>`);
    return out.join("");
  }

  /** an action no section shows, in words (the catalogue's action-KIND, as the generic screen) */
  actionText(a) {
    const id = `action-${a.kind}`;
    if (!has(id)) return a.label || humanize(a.kind);
    const args = {};
    for (const [key, value] of Object.entries(a)) {
      if (key === "kind" || key === "label") continue;
      args[key] = typeof value === "boolean" ? (value ? "yes" : "no") : has(`${key}-${value}`) ? t(`${key}-${value}`) : value;
    }
    if (typeof a.seat === "number") args.player = this.names()[a.seat] ?? t("seat-numbered", { number: a.seat + 1 });
    if (typeof a.tool === "string") args.tool = toolName(a.tool);
    return t(id, args);
  }

  // ---------------------------------------------------------------- seats

  seatsHTML(v, legal) {
    const me = this.me();
    const ch = this.choices(legal);
    const targets = new Map();
    for (const [a, k] of ch.seat) targets.set(a.seat, [...(targets.get(a.seat) || []), this.targetBtn(k, `pick-seat-${a.seat}`, tx("ui-choose-seat"))]);
    for (const [a, k] of ch.repair) targets.set(a.seat, [...(targets.get(a.seat) || []), this.targetBtn(k, `pick-mend-${a.seat}-${a.tool}`, tx("ui-mend-tool", { tool: toolName(a.tool) }))]);
    const known = v.known_roles || {};
    const knownCards = v.known_cards || {};
    const pending = v.pending || {};
    const rows = (v.seats || []).map((s) => {
      const i = s.seat;
      const info = this.msg.table && this.msg.table.seats ? this.msg.table.seats[i] : null;
      const active = !v.over && v.active === i;
      const deciding = !v.over && pending.seat === i;
      const role = s.role || known[String(i)] || null;
      const how = s.role ? (i === me && !this.revealed(v) ? "own" : "shown") : role ? "inspected" : "";
      const roleChip = role
        ? `<button class="sab-chip role" data-act="info" data-role="${esc(role)}" data-testid="role-${i}" data-role-id="${esc(role)}" title="${esc(t(how === "inspected" ? "ui-role-inspected" : "ui-role-title", { role: roleName(role) }))}" aria-haspopup="dialog">${how === "inspected" ? `<span aria-hidden="true">🔍</span> ` : ""}${esc(roleName(role))}</button>`
        : "";
      // role cards put away from this seat that this player had seen before (Inspection)
      const putAway = (v.known_put_away || []).filter((p) => p.seat === i).map((p) => `<button class="sab-chip role put-away" data-act="info" data-role="${esc(p.role)}" data-testid="put-away-${i}" data-role-id="${esc(p.role)}" title="${esc(t("ui-role-put-away", { role: roleName(p.role) }))}" aria-haspopup="dialog"><span aria-hidden="true">📤</span> ${esc(roleName(p.role))}</button>`).join("");
      const front = (s.front || []).map((c) => [c, this.lastFront(i, c)]).map(([c, hot]) => `<button class="sab-chip front k-${esc((CARDS.actions[c] || {}).kind || "")}${hot ? " last-move" : ""}"${hot} data-act="info" data-card="${esc(c)}" data-testid="front-${i}-${esc(c)}" title="${esc(cardName(c))}" aria-label="${esc(cardName(c))}" aria-haspopup="dialog">${actionIcon(c)}</button>`).join("");
      const held = i === me ? "" : this.knownHTML(i, knownCards[String(i)] || []);
      const cls = ["sab-seat", `sc${i % 5}`, i === me ? "me" : "", active ? "active" : "", deciding ? "deciding" : "", targets.has(i) ? "target" : ""].join(" ");
      const tag = active ? `<span class="sab-turn-tag">▶ <span class="lbl">${tx("ui-tag-turn")}</span></span>` : deciding ? `<span class="sab-turn-tag">… <span class="lbl">${tx("ui-tag-deciding")}</span></span>` : "";
      return `<li class="${cls}" data-testid="seat-${i}" data-seat="${i}">
        <div class="sab-seat-head">${this.who(i)}${seatTagsHTML(info, i === me, this.ctx.live)}${tag}</div>
        <div class="sab-seat-stats">
          <span class="sab-stat" data-testid="hand-size-${i}" title="${tx("ui-hand-size", { count: s.cards })}">${handIcon()}<b aria-hidden="true">${s.cards}</b><span class="sr-only">${tx("ui-hand-size", { count: s.cards })}</span></span>
          <span class="sab-stat gold" data-testid="gold-${i}" title="${tx("ui-gold", { gold: s.gold })}">${coinIcon()}<b aria-hidden="true">${s.gold}</b><span class="sr-only">${tx("ui-gold", { gold: s.gold })}</span></span>
          ${roleChip}${putAway}
          <span class="sab-front" data-testid="front-${i}">${front}</span>
          ${held}
        </div>
        ${targets.has(i) ? `<div class="sab-seat-targets">${targets.get(i).join("")}</div>` : ""}
      </li>`;
    });
    return `<section class="panel sab-seats${this.playersOpen ? "" : " players-folded"}" id="sab-seats" data-testid="seats"><h3>${tx("ui-seats")}</h3><ol class="sab-seat-list n${(v.seats || []).length}${manySeats(v) ? " many" : ""}">${rows.join("")}</ol></section>`;
  }

  /** a phone's folded seat rows: each seat's mark, cards in hand, cards in front (a broken
   *  tool, a trap) and gold */
  stripHTML(v) {
    const me = this.me();
    const pending = v.pending || {};
    const chips = (v.seats || []).map((s) => {
      const i = s.seat;
      const front = s.front || [];
      const words = [t("ui-hand-size", { count: s.cards }), t("ui-gold", { gold: s.gold }), ...front.map((c) => cardName(c))];
      const blocked = front.length ? `<span class="strip-front">✕${front.length}</span>` : "";
      const now = !v.over && (v.active === i || pending.seat === i);
      const html = `<span aria-hidden="true">${handIcon()}${s.cards}${coinIcon()}${s.gold}${blocked}</span><span class="sr-only">${esc(words.join(", "))}</span>`;
      return { seat: i, name: this.names()[i] ?? t("seat-numbered", { number: i + 1 }), html, cls: [i === me ? "me" : "", now ? "now" : ""].join(" ").trim() };
    });
    return playersStripHTML(t("ui-seats"), chips, this.playersOpen, "sab-seats");
  }

  /** the cards this seat knows to be in seat i's hand (what Swap Your Hand showed): small
   *  cards, each opening its text with who holds it */
  knownHTML(i, cards) {
    if (!cards.length) return "";
    const player = this.names()[i] ?? t("seat-numbered", { number: i + 1 });
    const label = t("ui-known-cards", { player, count: cards.length });
    const chips = cards.map((c, k) => {
      const title = t("ui-known-card", { card: cardName(c), player });
      return `<button class="sab-chip known" data-act="info" data-card="${esc(c)}" data-holder="${i}" data-testid="known-${i}-${k}" title="${esc(title)}" aria-label="${esc(title)}" aria-haspopup="dialog"><span class="mini-art">${cardArt(c)}</span></button>`;
    }).join("");
    return `<span class="sab-known" data-testid="known-${i}" role="group" aria-label="${esc(label)}" title="${esc(label)}"><span class="sab-known-eye" aria-hidden="true">${eyeIcon()}</span>${chips}</span>`;
  }

  targetBtn(k, testid, label) {
    return `<button class="btn small primary" data-testid="${esc(testid)}" data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}>${label}</button>`;
  }

  /** the roles of this round are public (scored, not yet dealt again) */
  revealed(v) {
    return (v.seats || []).length > 0 && (v.seats || []).every((s) => s.role);
  }

  // ---------------------------------------------------------------- results and the end

  resultHTML(v) {
    if (this.resultShown === null) return "";
    const r = (v.results || []).find((x) => x.round === this.resultShown);
    if (!r) return "";
    const n = (r.roles || []).length;
    const rows = [];
    for (let i = 0; i < n; i++) {
      const win = (r.winners || []).includes(i);
      const trapped = (r.trapped || []).includes(i);
      // every row says how it ended: a win, a trap, or neither (the gold not found, say)
      const tag = win ? `<span class="sab-tag win">★ ${tx("ui-result-winner")}</span>` : trapped ? `<span class="sab-tag trapped">${tx("ui-result-trapped")}</span>` : `<span class="sab-tag lost">${tx("ui-result-lost")}</span>`;
      rows.push(`<tr class="${win ? "winner" : ""}"><th scope="row">${this.who(i)}</th><td>${esc(roleName(r.roles[i]))}</td><td>${tag}</td><td class="num"><b>${tx("ui-result-points", { points: (r.points || [])[i] ?? 0 })}</b></td></tr>`);
    }
    const finder = r.gold_found && typeof r.finisher === "number" && r.finisher >= 0 ? ` ${th("ui-result-finder", { player: H(this.who(r.finisher)) })}` : "";
    return `<section class="panel sab-result" data-testid="round-result" data-round="${r.round}" aria-label="${tx("ui-result-title", { round: r.round })}">
      <div class="panel-head"><h2>${tx("ui-result-title", { round: r.round })}</h2>
        <button class="btn small" data-act="result-close" data-testid="round-result-close">${tx("ui-close")}</button></div>
      <p>${tx(r.gold_found ? "ui-result-found" : "ui-result-not-found")}${finder} ${tx("ui-result-crystals", { count: r.crystals ?? 0 })}</p>
      <div class="sheet-scroll" tabindex="0" role="region" aria-label="${tx("ui-result-title", { round: r.round })}"><table class="sab-table">
        <thead><tr><th scope="col">${tx("ui-col-player")}</th><th scope="col">${tx("ui-col-role")}</th><th scope="col">${tx("ui-col-result")}</th><th scope="col" class="num">${tx("ui-col-gold")}</th></tr></thead>
        <tbody>${rows.join("")}</tbody></table></div>
    </section>`;
  }

  endHTML(v) {
    const winners = v.winners || [];
    const results = v.results || [];
    const seats = [...(v.seats || [])].sort((a, b) => b.gold - a.gold || a.seat - b.seat);
    const head = winners.length
      ? th(winners.length === 1 ? "ui-end-winner" : "ui-end-winners", { players: H(listNames(winners.map((s) => this.who(s)))), count: winners.length })
      : tx("ui-end-nobody");
    const again = this.ctx.live && this.ctx.canRematch && this.ctx.canRematch();
    return `<section class="panel sab-end" data-testid="end-screen">
      <h2 data-testid="end-winners">${head}</h2>
      <div class="sheet-scroll" tabindex="0" role="region" aria-label="${tx("ui-end-title")}"><table class="sab-table" data-testid="final-table">
        <thead><tr><th scope="col">${tx("ui-col-player")}</th><th scope="col" class="num">${tx("ui-col-total")}</th>${results.map((r) => `<th scope="col" class="num" title="${tx("ui-col-round", { round: r.round })}"><span class="sab-col-long">${tx("ui-col-round", { round: r.round })}</span><span class="sab-col-short" aria-hidden="true">${tx("ui-col-round-short", { round: r.round })}</span></th>`).join("")}</tr></thead>
        <tbody>${seats.map((s) => `<tr class="${winners.includes(s.seat) ? "winner" : ""}"><th scope="row">${this.who(s.seat)}${winners.includes(s.seat) ? ` <span class="sab-tag win">★ ${tx("ui-result-winner")}</span>` : ""}</th>
          <td class="num total"><b>${s.gold}</b></td>
          ${results.map((r) => `<td class="num" title="${esc(roleName((r.roles || [])[s.seat]))}">${(r.points || [])[s.seat] ?? 0}<small class="muted"><span class="sab-sep"> · </span>${esc(roleName((r.roles || [])[s.seat]))}</small></td>`).join("")}</tr>`).join("")}</tbody></table></div>
      <p class="muted small">${tx("ui-end-note")}</p>
      ${again ? `<div class="btn-row"><button class="btn primary big" data-testid="end-play-again" data-act="rematch">${tx("ui-play-again")}</button></div>` : ""}
    </section>`;
  }

  // ---------------------------------------------------------------- side panels

  keysHTML() {
    if (!this.ctx.live || this.me() === null) return `<p class="sab-keys muted small" data-testid="keys">${tx("ui-tap-hint")}</p>`;
    return `<div class="sab-keys muted small" data-testid="keys"><b>${tx("ui-keys-title")}</b>
      <ul>${["ui-key-pick", "ui-key-rotate", "ui-key-discard", "ui-key-zoom", "ui-key-cancel"].map((id) => `<li>${tx(id)}</li>`).join("")}</ul>
      <p>${tx("ui-tap-hint")}</p></div>`;
  }

  infoHTML() {
    if (!this.info) return "";
    const { kind, id } = this.info;
    const title = kind === "role" ? roleName(id) : cardName(id);
    const text = kind === "role" ? roleText(id) : cardText(id);
    const art = kind === "card" ? `<span class="mini-art big">${cardArt(id)}</span>` : "";
    const holder = typeof this.info.holder === "number"
      ? `<p class="sab-info-note" data-testid="card-info-holder">${tx("ui-known-card", { card: title, player: this.names()[this.info.holder] ?? t("seat-numbered", { number: this.info.holder + 1 }) })}</p>` : "";
    return `<div class="sab-info" data-testid="card-info" data-act="info-close">
      <div class="sab-info-box" role="dialog" aria-modal="true" aria-labelledby="sab-info-title">
        <div class="sab-info-head">${art}<h3 id="sab-info-title">${esc(title)}</h3></div>
        <p>${esc(text)}</p>${holder}
        <button class="btn small" data-testid="card-info-close" data-act="info-close">${tx("ui-close")}</button></div></div>`;
  }

  // ---------------------------------------------------------------- the log

  logItem(ev) {
    let text = null;
    try { text = this.describe(ev); } catch { text = null; }
    if (!text) return null;
    const cls = ev.kind === "round" ? "round-sep" : ev.kind === "round_end" || ev.kind === "game_over" ? "round-end" : ev.kind === "draw" ? "quiet" : "";
    return `<li class="ev k-${esc(ev.kind)} ${cls}">${text}</li>`;
  }

  describe(ev) {
    const player = H(this.who(ev.seat));
    const target = H(this.who(ev.target));
    const card = (c) => H(`<b>${esc(cardName(c))}</b>`);
    const role = (r) => H(`<b>${esc(roleName(r))}</b>`);
    switch (ev.kind) {
      case "round":
        return th("event-round", { round: ev.round ?? 1 }) + (ev.role ? ` ${th("ui-log-your-role", { role: role(ev.role) })}` : "");
      case "draw":
        return Array.isArray(ev.cards)
          ? th("ui-log-you-draw", { cards: H(listNames(ev.cards.map((c) => `<b>${esc(cardName(c))}</b>`))), count: ev.cards.length })
          : th("event-draw", { player, count: ev.count ?? 1 });
      case "discard":
        return ev.card ? th("ui-log-you-discard", { card: card(ev.card) }) : th("event-discard", { player });
      case "pass": return th("event-pass", { player });
      case "path": return th("ui-log-path", { player, card: card(ev.card), turned: ev.turned ? "yes" : "no" });
      case "goal": return th("ui-log-goal", { goal: goalName(ev.goal), gold: ev.gold ? "yes" : "no" });
      case "rockfall": return th("ui-log-rockfall", { player, card: card(ev.removed) });
      case "map":
        return th("event-map", { player }) + (ev.goal_card ? ` ${th("ui-log-map-seen", { goal: goalName(ev.goal), card: card(ev.goal_card) })}` : "");
      case "theft": return th("event-theft", { player });
      case "break": return th("ui-log-break", { player, card: card(ev.card), target });
      case "repair": return th("ui-log-repair", { player, card: card(ev.card), target });
      case "inspect":
        return th("event-inspect", { player, target }) + (ev.role ? ` ${th("ui-log-inspect-seen", { target, role: role(ev.role) })}` : "");
      case "swap_hats":
        return th("event-swap_hats", { player, target }) + (ev.role ? ` ${th("ui-log-new-role", { role: role(ev.role) })}` : "");
      case "hands_off": case "swap_hand": case "trap": case "free":
        return th(`event-${ev.kind}`, { player, target });
      case "clear": return th("ui-log-clear", { player, card: card(ev.card) });
      case "round_end":
        return th("event-round_end", { found: ev.gold_found ? "yes" : "no", winners: (ev.winners || []).length, base: ev.base ?? 0 });
      case "theft_blocked": return th("event-theft_blocked", { player });
      case "theft_nothing": return th("event-theft_nothing", { player });
      case "steal": return th("event-steal", { player, victim: H(this.who(ev.victim)) });
      case "game_over": return th("event-game_over");
      default: return null;
    }
  }

  // ---------------------------------------------------------------- input

  dropChoice() {
    this.sel = null;
    this.turned = false;
  }

  pick(i) {
    const hand = this.msg.view.hand || [];
    if (i < 0 || i >= hand.length) return;
    if (this.sel && this.sel.i === i) this.dropChoice();
    else {
      if (!this.sel || this.sel.type !== hand[i]) this.turned = false;
      this.sel = { i, type: hand[i] };
    }
    this.render();
  }

  /** the legal discard of the chosen card (a pass, or the price of a clear) */
  discardChosen() {
    const type = this.selType();
    if (!type) return false;
    const a = this.legal().find((x) => x.kind === "discard" && x.card === type);
    if (!a) return false;
    this.send(strip(a));
    return true;
  }

  click(e) {
    if (!this.msg) return;
    if (e.target.closest('[data-board="fit"]')) {
      // "fit": the whole maze framed, and framed again as it grows, until the player moves it
      this.board.chosen = false;
      this.fitMaze();
      return;
    }
    const target = e.target.closest("[data-act]");
    if (!target || !this.el.contains(target)) return;
    const act = target.dataset.act;
    switch (act) {
      case "rematch": if (this.ctx.rematch) this.ctx.rematch(); return;
      case "info":
        this.info = target.dataset.role ? { kind: "role", id: target.dataset.role } : { kind: "card", id: target.dataset.card };
        if (target.dataset.holder) this.info.holder = Number(target.dataset.holder);
        this.render();
        this.root.querySelector('[data-testid="card-info-close"]')?.focus({ preventScroll: true });
        return;
      case "info-close":
        // a click inside the box (but not on its button) keeps it open
        if (target.classList.contains("sab-info") && e.target.closest(".sab-info-box")) return;
        this.info = null;
        this.render();
        return;
      case "result": this.resultShown = Number(target.dataset.round); this.render(); return;
      case "players": this.playersOpen = !this.playersOpen; this.render(); return;
      case "result-close": this.resultShown = null; this.render(); return;
      case "centre": this.board.centre(this.root.querySelector('[data-testid="start"]')); this.board.panned = true; return;
      case "pick": this.pick(Number(target.dataset.i)); return;
      case "cancel": this.dropChoice(); this.render(); return;
      case "rotate": this.turned = !this.turned; this.render(); return;
      case "send": {
        if (!this.ctx.live) return;
        const a = this.legal()[Number(target.dataset.idx)];
        if (a) this.send(strip(a));
        return;
      }
      default:
    }
  }

  key(e) {
    if (!this.msg || e.target.closest("input, select, textarea") || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key;
    if (k === "Escape") {
      if (this.info) this.info = null;
      else if (this.sel) this.dropChoice();
      else if (this.resultShown !== null) this.resultShown = null;
      else return;
      this.render();
      return;
    }
    if (this.board.key(e)) { // + - 0 anywhere on the page; 0 frames the whole maze again
      if (k === "0") { this.board.chosen = false; this.fitMaze(); }
      return;
    }
    if (!this.ctx.live || this.busy || this.me() === null) return;
    if (/^[1-9]$/.test(k)) { this.pick(Number(k) - 1); return; }
    const lower = k.toLowerCase();
    if (lower === "r" && this.sel && isPath(this.sel.type)) {
      e.preventDefault();
      this.turned = !this.turned;
      this.render();
    } else if (lower === "d" && this.discardChosen()) {
      e.preventDefault();
    }
  }
}

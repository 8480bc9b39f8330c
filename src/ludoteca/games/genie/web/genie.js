// The genie renderer: three treasure chests, the lamp, dice, wishes, draws and treasure.
//
// mount(el, ctx) -> {update(msg), destroy(), note(text), unbusy()}
//   msg: a websocket "state" message {table, seat, version, view, legal, deadline, events}
//        (replay.js passes the same shape with legal [] and a ready-made `log`).
//   ctx: {live, tableId, send(action) -> bool, rematch(), canRematch()}
//
// data-testids (stable, for browser tests):
//   genie                      the whole game screen (data-phase, data-round attributes;
//                              data-version, data-asked, data-decision, data-busy: see
//                              markDecision in shared.js)
//   status                     round / phase line;  closing: the "cave is closing" banner
//   chest-bronze|silver|gold   a chest (click: set the die's chest while placing; peek)
//   chest-size-NAME, wizard-NAME, known-top-NAME   pile size, wizard depth, peeked cards
//   lamp, lamp-size, wish-card discard, discard-count, wizards-out
//   prompt                     the action dock (data-kind = the prompt kind or "wait")
//   prompt-text                what is asked;  waiting: the line shown when nothing is asked
//   die-value-1 .. die-value-6 die-face picker while placing
//   pick-chest-NAME            chest buttons in the dock while placing
//   die-slot-0, die-slot-1     2 players: which die the picker edits
//   confirm-place              send the placement;  my-dice: your placed dice
//   rub, pass                  the lamp claim;  countdown: seconds left in the claim window
//   accept, refuse             keep / refuse a wish (no refuse on the third wish)
//   draw, stop                 draw one card / stop;  explore: the draw panel
//   scorpions, drawn-count     scorpions so far vs die value, cards drawn vs die value
//   card-ID                    a card (pickable ones carry class "pickable"; click selects)
//   confirm-choice, cancel-choice   confirm / cancel the selected card or player
//   choose-seat-N              button naming a player for seat choices
//   colour-NAME                talisman colour buttons;  peek-NAME: peek chest buttons
//   change-die-I-V             turn die I to value V
//   decline                    take nothing (ring pick)
//   action                     generic buttons, one per legal action (label text)
//   seat-N                     a player's panel (click: choose that player when asked)
//   score-N                    a player's score;  seat-status-N: dice / ready / claim
//   event-log                  the readable event log
//   score-sheet                final score sheet (winners have class "winner"), its
//                              table final-table;
//   sheet-play-again           "play again" under the score sheet
//   card-info, card-info-close a card's (or the wish's) full text, shown on tap or Enter;
//                              the card itself has aria-expanded; Esc closes it too
//   keys                       the keyboard shortcuts (folded; How to play is the shell's
//                              help page, from help-body of the catalogue)
//
// Words: every visible string comes from the game's catalogue (t(), /static/i18n.js);
// a language switch redraws the same state in the new words (Renderer.speak).

import { esc } from "/static/app.js";
import { currentLanguage, gameHas, gameT } from "/static/i18n.js";
import { helpHTML } from "/static/help.js";
import { Renderer, handle, playersStripHTML, seatMark, seatTagsHTML, strip } from "/static/shared.js";

const CHESTS = ["bronze", "silver", "gold"];
const COLOURS = ["green", "red", "blue", "yellow"];
const PIECES = ["bracelet", "ring", "necklace"];
const METAL = {
  bronze: { light: "#e3a06a", mid: "#b8733a", dark: "#6e4019" },
  silver: { light: "#f4f7fa", mid: "#b9c2cc", dark: "#66717d" },
  gold: { light: "#ffe9a0", mid: "#e9b83c", dark: "#8d6410" },
};
const GEM = { green: "#29a85e", red: "#e0403a", blue: "#2f6fe0", yellow: "#f0c020" };
const SET_BONUS = { bronze: 6, silver: 8, gold: 10 };

// ------------------------------------------------------------------ SVG art

const PIPS = {
  1: [[15, 15]], 2: [[8, 8], [22, 22]], 3: [[8, 8], [15, 15], [22, 22]],
  4: [[8, 8], [22, 8], [8, 22], [22, 22]], 5: [[8, 8], [22, 8], [15, 15], [8, 22], [22, 22]],
  6: [[8, 8], [22, 8], [8, 15], [22, 15], [8, 22], [22, 22]],
};

export function dieSVG(value, cls = "") {
  const pips = PIPS[value];
  const inner = pips
    ? pips.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.9"/>`).join("")
    : `<text x="15" y="20.5" text-anchor="middle" font-size="15" font-weight="700">?</text>`;
  return `<svg class="die-svg ${cls}" viewBox="0 0 30 30" aria-hidden="true"><rect class="die-body" x="1.5" y="1.5" width="27" height="27" rx="6"/><g class="pips">${inner}</g></svg>`;
}

function scorpionSVG(cls = "") {
  return `<svg class="scorp ${cls}" viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M8.5 17.5c3.5 .5 7-1.5 8.5-5s0-7.5-3-7.5-3.5 3-1.5 4"/><path d="M12.5 9l-1.8-1.2"/>
    <path d="M6 14.5l-2.5-2M6 17l-3 .5M7 19l-2 2.5M10 19.5l-.5 2.5"/>
    <path d="M6.5 13.5c-2.5-1-3.5-3.5-2-6M4.5 7.5l-1.5-1M4.5 7.5l1-1.5"/></g>
    <ellipse cx="8" cy="16.5" rx="3.6" ry="2.6" fill="currentColor"/></svg>`;
}

function gemArt(colour) {
  const c = GEM[colour] || "#999";
  return `<svg viewBox="0 0 40 40" aria-hidden="true"><path d="M11 8h18l8 10-17 17L3 18z" fill="${c}" stroke="rgba(0,0,0,.45)" stroke-width="1.2"/>
    <path d="M3 18h34M11 8l4 10 5 17 5-17 4-10M15 18l5-10 5 10" fill="none" stroke="rgba(255,255,255,.55)" stroke-width="1"/>
    <path d="M13 10l-5 7h6z" fill="rgba(255,255,255,.45)"/></svg>`;
}

function jewelArt(metal, piece) {
  const m = METAL[metal] || METAL.gold;
  const g = `j${metal}`;
  const defs = `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.light}"/><stop offset=".55" stop-color="${m.mid}"/><stop offset="1" stop-color="${m.dark}"/></linearGradient></defs>`;
  if (piece === "bracelet") {
    return `<svg viewBox="0 0 40 40" aria-hidden="true">${defs}<ellipse cx="20" cy="22" rx="14" ry="10" fill="none" stroke="url(#${g})" stroke-width="6"/>
      <ellipse cx="20" cy="22" rx="14" ry="10" fill="none" stroke="${m.dark}" stroke-width=".8"/>
      <circle cx="20" cy="12" r="3" fill="#e0403a" stroke="${m.dark}"/><circle cx="8" cy="18" r="2" fill="#2f6fe0"/><circle cx="32" cy="18" r="2" fill="#29a85e"/></svg>`;
  }
  if (piece === "ring") {
    return `<svg viewBox="0 0 40 40" aria-hidden="true">${defs}<circle cx="20" cy="25" r="10" fill="none" stroke="url(#${g})" stroke-width="4.5"/>
      <circle cx="20" cy="25" r="10" fill="none" stroke="${m.dark}" stroke-width=".7"/>
      <path d="M14 14l6-8 6 8-6 5z" fill="#bfe7ff" stroke="${m.dark}" stroke-width="1"/><path d="M14 14h12M20 6v13" stroke="#fff" stroke-width=".6"/></svg>`;
  }
  return `<svg viewBox="0 0 40 40" aria-hidden="true">${defs}<path d="M5 5Q20 36 35 5" fill="none" stroke="url(#${g})" stroke-width="3.2"/>
    <path d="M5 5Q20 36 35 5" fill="none" stroke="${m.dark}" stroke-width=".6" stroke-dasharray="2 2"/>
    <path d="M20 22c4 4 4 9 0 12-4-3-4-8 0-12z" fill="#e0403a" stroke="${m.dark}"/></svg>`;
}

function talismanArt() {
  return `<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="6" r="2.5" fill="none" stroke="#c9a24a" stroke-width="1.5"/>
    <circle cx="20" cy="22" r="14" fill="#1d4fb8" stroke="#0c2a6b"/><circle cx="20" cy="22" r="10" fill="#fff"/>
    <circle cx="20" cy="22" r="6.5" fill="#6fc3f0"/><circle cx="20" cy="22" r="3.5" fill="#10213f"/><circle cx="18.5" cy="20.5" r="1" fill="#fff"/></svg>`;
}

function wizardArt() {
  return `<svg viewBox="0 0 40 40" aria-hidden="true"><path d="M6 34h28c1 0 1-3-1-3H8c-2 0-3 3-2 3z" fill="#3b2a7a"/>
    <path d="M9 31L21 4c2 6 5 11 10 27z" fill="#5b3fc4" stroke="#2a1b66"/><path d="M13 23c5 2 10 2 15 0" stroke="#f0c020" stroke-width="2" fill="none"/>
    <path d="M19 12l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2-1.5-1.4 2-.3z" fill="#ffe9a0"/><circle cx="25" cy="26" r="1" fill="#ffe9a0"/></svg>`;
}

export function cardArt(card) {
  if (card.kind === "gem") return gemArt(card.colour);
  if (card.kind === "jewellery") return jewelArt(card.metal, card.piece);
  if (card.kind === "talisman") return talismanArt();
  if (card.kind === "wizard") return wizardArt();
  return `<svg viewBox="0 0 40 40"><text x="20" y="25" text-anchor="middle">?</text></svg>`;
}

function chestSVG(metal, open = false) {
  const m = METAL[metal];
  const id = `ch-${metal}`;
  return `<svg class="chest-svg" viewBox="0 0 120 92" aria-hidden="true">
    <defs>
      <linearGradient id="${id}-w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a2b"/><stop offset="1" stop-color="#4e2f12"/></linearGradient>
      <linearGradient id="${id}-m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.light}"/><stop offset=".5" stop-color="${m.mid}"/><stop offset="1" stop-color="${m.dark}"/></linearGradient>
      <radialGradient id="${id}-glow" cx=".5" cy=".3" r=".6"><stop offset="0" stop-color="#fff3b0" stop-opacity=".95"/><stop offset="1" stop-color="#fff3b0" stop-opacity="0"/></radialGradient>
    </defs>
    ${open ? `<ellipse cx="60" cy="36" rx="50" ry="22" fill="url(#${id}-glow)"/>` : ""}
    <g class="lid" ${open ? 'transform="translate(0 -10) rotate(-8 14 40)"' : ""}>
      <path d="M12 40V28Q12 8 60 8T108 28V40z" fill="url(#${id}-w)" stroke="#2b1806" stroke-width="1.5"/>
      <path d="M12 40V28Q12 8 60 8T108 28V40" fill="none" stroke="url(#${id}-m)" stroke-width="4"/>
      <rect x="26" y="11" width="8" height="29" fill="url(#${id}-m)"/><rect x="86" y="11" width="8" height="29" fill="url(#${id}-m)"/>
    </g>
    <rect x="12" y="40" width="96" height="44" rx="3" fill="url(#${id}-w)" stroke="#2b1806" stroke-width="1.5"/>
    <rect x="10" y="38" width="100" height="6" rx="2" fill="url(#${id}-m)" stroke="#2b1806" stroke-width=".8"/>
    <rect x="26" y="44" width="8" height="40" fill="url(#${id}-m)"/><rect x="86" y="44" width="8" height="40" fill="url(#${id}-m)"/>
    <rect x="10" y="80" width="100" height="6" rx="2" fill="url(#${id}-m)" stroke="#2b1806" stroke-width=".8"/>
    <path d="M51 36h18v16l-9 6-9-6z" fill="url(#${id}-m)" stroke="#2b1806" stroke-width="1"/>
    <circle cx="60" cy="44" r="2.6" fill="#2b1806"/><path d="M59 45h2l1 6h-4z" fill="#2b1806"/>
  </svg>`;
}

function lampSVG(lit) {
  return `<svg class="lamp-svg ${lit ? "lit" : ""}" viewBox="0 0 120 72" aria-hidden="true">
    <defs><linearGradient id="lampg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a0"/><stop offset=".6" stop-color="#d9a430"/><stop offset="1" stop-color="#8d6410"/></linearGradient>
    <radialGradient id="lampglow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#cdb8ff" stop-opacity=".9"/><stop offset="1" stop-color="#cdb8ff" stop-opacity="0"/></radialGradient></defs>
    ${lit ? `<ellipse cx="100" cy="18" rx="22" ry="18" fill="url(#lampglow)"/><path class="smoke" d="M108 24c-8-6 6-10-2-18" fill="none" stroke="#d9ccff" stroke-width="3" stroke-linecap="round"/>` : ""}
    <path d="M20 44c0-9 15-15 36-15s31 6 31 12l21-13c3-2 6 1 4 4L92 53c-5 6-16 9-35 9-21 0-37-6-37-18z" fill="url(#lampg)" stroke="#5e420a" stroke-width="1.6"/>
    <path d="M21 44c-10-1-15-9-10-14 5-4 11 0 12 6" fill="none" stroke="#b88a1e" stroke-width="4.5" stroke-linecap="round"/>
    <ellipse cx="55" cy="29" rx="15" ry="4.2" fill="#e9c45a" stroke="#5e420a"/>
    <path d="M48 27c0-9 14-9 14 0" fill="url(#lampg)" stroke="#5e420a"/><circle cx="55" cy="16" r="2.8" fill="#ffe9a0" stroke="#5e420a"/>
    <path d="M40 62h32l-4 6H44z" fill="#8d6410" stroke="#5e420a"/></svg>`;
}

function crownSVG() {
  return `<svg class="crown" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 18l-1-11 6 5 4-8 4 8 6-5-1 11z" fill="#f0c020" stroke="#8d6410" stroke-width="1.2" stroke-linejoin="round"/><rect x="3" y="18.5" width="18" height="3" rx="1" fill="#d9a430"/></svg>`;
}

function lockSVG() {
  return `<svg class="lock" viewBox="0 0 24 24" aria-hidden="true"><rect x="4" y="10" width="16" height="12" rx="2" fill="currentColor"/><path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" stroke-width="2.4"/></svg>`;
}

function ringTokenSVG() {
  return `<svg class="ring-token" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="14" r="7" fill="none" stroke="#f0c020" stroke-width="3"/><circle cx="12" cy="14" r="7" fill="none" stroke="#8d6410" stroke-width=".6"/><path d="M9 6l3-4 3 4-3 2z" fill="#ff6b6b" stroke="#8d6410" stroke-width=".6"/></svg>`;
}

// ------------------------------------------------------------------ words
//
// Every word on the screen is a message of the game's catalogue (locale/<lang>.ftl, the
// same one the terminal's text.py reads), through t() of /static/i18n.js. th() formats a
// message as HTML: the catalogue's text is escaped, and only arguments wrapped in html()
// (a player's coloured name, a die) go in as markup. Lists use the language's own list
// pattern (Intl.ListFormat), never a hand-made "a, b and c".

const GAME = "genie";
/** a message of this game's catalogue (the shell loads it before mounting the screen) */
const t = (id, args = {}) => gameT(GAME, id, args);
const has = (id) => gameHas(GAME, id);

class Html { constructor(s) { this.s = String(s); } }
const html = (s) => new Html(s);

function th(id, args = {}) {
  const plain = {};
  const held = [];
  for (const [k, v] of Object.entries(args)) {
    if (v instanceof Html) { plain[k] = `\u0001${held.length}\u0002`; held.push(v.s); } else plain[k] = v;
  }
  return esc(t(id, plain)).replace(/\u0001(\d+)\u0002/g, (_, i) => held[Number(i)]);
}

/** a list of HTML snippets joined in the language's pattern ("a, b and c") */
function listHTML(items) {
  const tokens = items.map((_, i) => `\u0001${i}\u0002`);
  let joined;
  try { joined = new Intl.ListFormat(currentLanguage(), { type: "conjunction" }).format(tokens); } catch { joined = tokens.join(", "); }
  return esc(joined).replace(/\u0001(\d+)\u0002/g, (_, i) => items[Number(i)]);
}

function listText(items) {
  try { return new Intl.ListFormat(currentLanguage(), { type: "conjunction" }).format(items); } catch { return items.join(", "); }
}

/** t(id) when the catalogue has it, else `fallback` (content the catalogue does not name) */
function tOr(id, fallback, args = {}) { return has(id) ? t(id, args) : String(fallback ?? ""); }

const chestName = (c) => tOr(`chest-${c}`, c);
const colourName = (c) => tOr(`colour-${c}`, c);
const pieceName = (p) => tOr(`piece-${p}`, p);

/** a card's name ("green gem"): the catalogue's, or the engine's for unknown content */
export function cardName(card) {
  if (!card) return t("card-some");
  const key = card.kind === "gem" ? `card-gem-${card.colour}`
    : card.kind === "jewellery" ? `card-${card.metal}-${card.piece}` : `card-${card.kind}`;
  return tOr(key, card.name || card.kind);
}

/** the name with its scorpions */
function cardLabel(card) {
  const name = cardName(card);
  return card && card.scorpions ? t("card-with-scorpions", { card: name, n: card.scorpions }) : name;
}

/** everything a card says (hover title and the tap sheet): lines of plain text */
export function cardText(card) {
  const lines = [cardLabel(card)];
  if (has(`card-text-${card.kind}`)) lines.push(t(`card-text-${card.kind}`));
  if (card.scorpions) lines.push(t("card-text-scorpions", { n: card.scorpions }));
  if (card.kind === "talisman") {
    if (card.on) lines.push(t("card-text-on", { colour: colourName(card.on) }));
    else if (card.orphan) lines.push(t("card-text-orphan"));
  }
  if (card.in_set) lines.push(t("card-text-in-set"));
  return lines;
}

/** a lamp card's text: written per effect in the catalogue, the data's own text behind it */
export function lampText(lamp) {
  if (!lamp) return t("lamp-unknown");
  return tOr(`lamp-${lamp.effect}`, lamp.text, { chest: lamp.chest || "", count: lamp.count || 0 });
}

function whyText(ev) {
  const chest = ev.chest || "";
  return tOr(`why-${ev.effect}`, ev.why || t("why-unknown"), { chest });
}

const diceText = (dice) => listText((dice || []).map(([c, v]) => t("dice-one", { chest: c, value: v })));

/**
 * One event in words (HTML), after ludoteca/games/genie/text.py `describe`, plus the
 * event kinds the terminal does not print. Returns null for events not worth a line.
 * who(seat) gives a player's name as HTML.
 */
export function describe(ev, who, me) {
  const w = (seat) => html(typeof seat === "number" ? who(seat) : "");
  const s = w(ev.seat);
  const card = ev.card && typeof ev.card === "object" ? cardLabel(ev.card) : "";
  const chest = ev.chest || "";
  switch (ev.kind) {
    case "placed":
      return ev.dice ? th("event-placed", { who: s, dice: diceText(ev.dice) }) : th("event-placed-secret", { who: s });
    case "reveal":
      return th("event-reveal", { dice: html(listHTML(ev.dice.map((d, i) => th("event-reveal-seat", { who: w(i), dice: diceText(d) })))) });
    case "claimed":
      if (ev.rub === true) return th("event-claimed-rub", { who: s });
      if (ev.rub === false) return th("event-claimed-pass", { who: s });
      return null;
    case "race": {
      const parts = ev.summoners.map(([seat, v]) => th("event-race-summons", { who: w(seat), value: v }));
      parts.push(...ev.offenders.map((o) => th("event-race-mistake", { who: w(o) })));
      return parts.length ? th("event-race", { parts: html(listHTML(parts)) }) : th("event-race-nobody");
    }
    case "penalty_opponent":
      return th("event-penalty_opponent", { offender: w(ev.offender), taker: w(ev.taker) });
    case "penalty":
      if (ev.card == null) return th("event-penalty-nothing", { offender: w(ev.offender) });
      return th("event-penalty", { taker: w(ev.taker), offender: w(ev.offender), card });
    case "wish":
      return th("event-wish", { who: s, n: ev.number, text: html(`<i>${esc(lampText(ev.lamp))}</i>`) });
    case "wish_refused": case "wish_kept": case "wish_forced": case "stop":
      return th(`event-${ev.kind}`, { who: s });
    case "wish_no_effect": return th("event-wish_no_effect", { why: whyText(ev) });
    case "explore": return th("event-explore", { who: s, chest, limit: ev.limit });
    case "chest_unclaimed": case "chest_empty": return th(`event-${ev.kind}`, { chest });
    case "cave_closing": return th(ev.at_once ? "event-cave_closing-at-once" : "event-cave_closing");
    case "round": return th("event-round", { round: ev.round });
    case "drawn": case "genie_draw": return th(`event-${ev.kind}`, { who: s, card, chest });
    case "bust": return th("event-bust", { who: s, scorpions: ev.scorpions, n: (ev.lost || []).length });
    case "kept": return th("event-kept", { who: s, n: (ev.cards || []).length });
    case "talisman":
      return ev.colour ? th("event-talisman", { who: s, colour: colourName(ev.colour) }) : th("event-talisman-alone", { who: s });
    case "orphaned": return th("event-orphaned", { who: s, colour: colourName(ev.colour) });
    case "peek": {
      if (ev.cards) {
        const cards = listText(ev.cards.map(cardLabel));
        return ev.seat === me ? th("event-peek-you", { chest, cards }) : th("event-peek-seen", { who: s, chest, cards });
      }
      return th("event-peek", { who: s, count: ev.count, chest });
    }
    case "stolen": return th("event-stolen", { who: s, card, from: w(ev.from) });
    case "exchanged": return th("event-exchanged", { who: s, gave: cardLabel(ev.gave), card: cardLabel(ev.got), with: w(ev.with) });
    case "from_discard": return th("event-from_discard", { who: s, card });
    case "die_changed": return th("event-die_changed", { who: s, chest, from: ev.from, to: ev.to });
    case "given": return th("event-given", { who: s, card, to: w(ev.to) });
    case "discarded": return th("event-discarded", { who: s, card });
    case "ring": return typeof ev.from === "number" && ev.from !== ev.seat
      ? th("event-ring-from", { who: s, from: w(ev.from) }) : th("event-ring", { who: s });
    case "ring_pick": return ev.card ? th("event-ring_pick", { who: s, card }) : th("event-ring_pick-nothing", { who: s });
    case "game_over":
      return th("event-game_over", { scores: html(listHTML(ev.scores.map((sc, i) => th("event-score", { who: w(i), score: sc })))) });
    default:
      return null;
  }
}


// ------------------------------------------------------------------ helpers on the view

/** the last draw (explore) told by the log: {seat, chest, limit, drawn, scorpions, result} */
function lastDraw(log) {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const k = log[i].ev.kind;
    if (k === "explore") { start = i; break; }
    if (k === "reveal") return null;
  }
  if (start < 0) return null;
  const e = log[start].ev;
  const out = { seat: e.seat, chest: e.chest, limit: e.limit, drawn: [], scorpions: 0, result: null, lost: [] };
  for (let i = start + 1; i < log.length; i++) {
    const ev = log[i].ev;
    if (ev.kind === "drawn" && ev.chest === e.chest) { out.drawn.push(ev.card); out.scorpions += ev.card.scorpions || 0; }
    else if (ev.kind === "bust") { out.result = "bust"; out.scorpions = ev.scorpions; break; }
    else if (ev.kind === "kept") { out.result = "kept"; out.kept = (ev.cards || []).length; break; }
    else if (ev.kind === "explore") break;
  }
  return out;
}

// ------------------------------------------------------------------ the renderer

export function mount(el, ctx) {
  return handle(new GenieRenderer(el, ctx));
}

class GenieRenderer extends Renderer {
  constructor(el, ctx) {
    super(el, ctx, { logCap: 400, emptyLog: esc(t("log-empty")) });
    this.pick = { dice: [{ chest: null, value: null }, { chest: null, value: null }], active: 0, key: null };
    this.sel = null; // {type: "card"|"seat", id}
    this.info = null; // the card (id) or "lamp" whose full text is shown (a tap, or Enter)
    this.deadlineEnd = null;
    this.timer = null;
    this.prevPhase = null;
    this.playersOpen = false; // a phone's seat panels unfolded (the players strip)
    this.playersFor = null; // the decision that unfolded them by itself
    // keys in a replay too: Enter opens a card's text, Esc closes it (no action is sent)
    this.listen(true);
    // a language switch redraws the screen in the new words (idempotent: the same state)
    this.speak(null);
    el.innerHTML = `<div class="genie" data-testid="genie"></div>`;
    this.root = el.firstElementChild;
  }

  redraw() {
    this.emptyLog = esc(t("log-empty"));
    super.redraw();
  }

  destroy() {
    clearInterval(this.timer);
    super.destroy();
  }

  update(msg) {
    if (!msg || !msg.view) return;
    const prev = this.msg;
    const v = msg.view;
    const resent = this.resent(prev, msg);
    this.msg = msg;
    if (!resent) this.busy = false; // the answer to an action in flight is a new version
    this.takeEvents(msg);
    // the placement picker belongs to one round
    const key = `${v.round}`;
    if (this.pick.key !== key) {
      this.pick = { dice: [{ chest: null, value: null }, { chest: null, value: null }], active: 0, key };
    }
    // a selection survives only while the same decision is open
    const promptKey = v.prompt ? `${v.prompt.kind}:${msg.version}` : null;
    if (!prev || !promptKey || (prev.view.prompt?.kind !== v.prompt?.kind)) this.sel = null;
    // a card's text stays open while the card is still in sight
    if (this.info !== null && this.info !== "lamp" && !this.findCard(this.info)) this.info = null;
    if (this.info === "lamp" && !v.lamp.current) this.info = null;
    this.prevPhase = prev ? prev.view.phase : null;
    if (typeof msg.deadline === "number" && msg.deadline > 0) {
      const same0 = prev && prev.view.phase === "claim" && prev.view.round === v.round;
      if (!same0 || !this.claimWindow || msg.deadline > this.claimWindow) rememberWindow(this, msg.deadline, same0);
      this.deadlineEnd = performance.now() + msg.deadline * 1000;
      const same = prev && prev.view.phase === "claim" && prev.view.round === v.round && this.deadlineTotal;
      this.deadlineTotal = same ? Math.max(this.deadlineTotal, msg.deadline) : msg.deadline;
    } else if (this.ctx.live && v.phase === "claim" && (msg.legal || []).some((a) => a.kind === "rub")) {
      // the claim window is open but this message carries no deadline (the reveal itself):
      // count down from the window length seen before, until the server tells the rest
      const fresh = !prev || prev.view.phase !== "claim" || prev.view.round !== v.round;
      if (fresh || !this.deadlineEnd) {
        const guess = this.claimWindow || Number(localStorage.getItem("ludoteca.claimWindow")) || 4;
        this.deadlineEnd = performance.now() + guess * 1000;
        this.deadlineTotal = guess;
      }
    } else {
      this.deadlineEnd = null;
      this.deadlineTotal = null;
    }
    this.render({ patch: resent });
  }

  // ---------------------------------------------------------------- derived

  legal() { return this.ctx.live ? this.msg.legal || [] : []; }

  /** a seat's name as plain text, "(you)" added on a live table */
  nameText(seat) {
    const name = this.names()[seat] ?? t("seat-fallback", { n: seat + 1 });
    return seat === this.me() && this.ctx.live ? t("you-name", { who: name }) : name;
  }

  who(seat) {
    return `<b class="who sc${seat % 5}">${seatMark(seat)}${esc(this.nameText(seat))}</b>`;
  }

  /** a card (cardHTML) that opens its full text when tapped, unless it is being picked */
  card(c, opts = {}) {
    return cardHTML(c, { ...opts, open: this.info === c.id });
  }

  // ---------------------------------------------------------------- rendering

  /** draw the screen; patch: keep the nodes that did not change (a resent state) */
  render({ patch = false } = {}) {
    if (!this.msg) return;
    const v = this.msg.view;
    const phase = v.phase;
    this.root.dataset.phase = phase;
    this.root.dataset.round = v.round;
    this.root.lang = currentLanguage();
    const scroll = this.root.querySelector(".log-list")?.scrollTop;
    const atBottom = (() => {
      const l = this.root.querySelector(".log-list");
      return !l || l.scrollHeight - l.scrollTop - l.clientHeight < 30;
    })();
    const legal = this.legal();
    const open = new Set([...this.root.querySelectorAll("details[data-key]")].filter((d) => d.open).map((d) => d.dataset.key));
    this.markDecision(legal.length && !v.over ? (v.prompt ? v.prompt.kind : "choose") : null);
    // a decision made on the seat panels (a player, a card of a treasure) unfolds them once
    const decision = this.root.dataset.decision;
    if (decision && decision !== this.playersFor && legal.some((a) => a.kind === "seat" || a.kind === "card")) {
      this.playersOpen = true;
      this.playersFor = decision;
    }
    this.paint(`
      ${this.statusHTML(v)}
      ${v.over ? this.sheetHTML(v) : ""}
      <div class="g-layout">
        <div class="g-main">
          <div class="board">
            <div class="chests">${v.chests.map((c) => this.chestHTML(c, v, legal)).join("")}</div>
            <div class="side-stuff">${this.lampHTML(v)}${this.discardHTML(v, legal)}${this.wizardsHTML(v)}</div>
          </div>
          ${this.exploreHTML(v)}
          ${this.dockHTML(v, legal)}
          ${this.stripHTML(v)}
          <div class="seats${this.playersOpen ? "" : " players-folded"}" id="genie-seats">${this.seatOrder(v).map((i) => this.seatHTML(v.seats[i], v, legal)).join("")}</div>
        </div>
        <aside class="g-side">
          <div class="panel log-panel"><h3>${esc(t("log-title"))}</h3>
            <ol class="log-list" data-testid="event-log" aria-live="polite" tabindex="0" data-own-children></ol></div>
          ${!v.over ? this.miniScoresHTML(v) : ""}
          ${this.keysHTML()}
        </aside>
      </div>
      ${this.infoHTML(v)}`, patch);
    this.root.querySelectorAll("details[data-key]").forEach((d) => { if (open.has(d.dataset.key)) d.open = true; });
    this.renderLog(atBottom ? null : scroll);
    this.startTimer();
  }

  /** the keyboard shortcuts, folded (How to play is the shell's page: the table's help link) */
  keysHTML() {
    if (!this.ctx.live) return "";
    return `<details class="panel help-panel" data-key="keys" data-testid="keys">
      <summary>${esc(t("keys-title"))}</summary><div class="help-text">${helpHTML(t("help-keys"))}</div></details>`;
  }

  /** the full text of the card (or wish) tapped: a small sheet, closed by its button or Esc */
  infoHTML(v) {
    if (this.info === null) return "";
    let title;
    let lines;
    let art = "";
    if (this.info === "lamp") {
      if (!v.lamp.current) return "";
      title = t("name-lamp-card");
      lines = [lampText(v.lamp.current)];
    } else {
      const c = this.findCard(this.info);
      if (!c) return "";
      [title, ...lines] = cardText(c);
      art = `<span class="art">${cardArt(c)}</span>`;
    }
    return `<div class="card-sheet" role="dialog" aria-modal="false" aria-labelledby="card-sheet-title" data-testid="card-info">
      ${art}<div class="sheet-body"><h4 id="card-sheet-title">${esc(title)}</h4>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}</div>
      <button class="btn ghost" data-testid="card-info-close" data-act="close-info">${esc(t("card-info-close"))}</button></div>`;
  }

  seatOrder(v) {
    const me = this.me();
    const order = [];
    for (let i = 0; i < v.players; i++) order.push(i);
    if (me === null) return order;
    return [...order.slice(me), ...order.slice(0, me)];
  }

  statusHTML(v) {
    const phaseText = {
      place: t("status-place"),
      claim: t("status-claim"),
      resolve: v.explore ? t("status-explore", { chest: v.explore.chest }) : v.lamp.current ? t("status-wishes") : t("status-resolve"),
      over: t("status-over"),
    }[v.phase] || v.phase;
    const ringSeat = v.seats.findIndex((s) => s.ring);
    const race = v.options && v.options.race;
    return `<div class="g-status" data-testid="status">
      <span class="round-badge">${esc(t("status-round", { round: v.round }))}</span>
      <span class="phase-text">${esc(phaseText)}</span>
      ${ringSeat >= 0 ? `<span class="ring-holder">${ringTokenSVG()} ${th("status-ring", { who: html(this.who(ringSeat)) })}</span>` : ""}
      ${race && race !== "lottery" && has(`status-race-${race}`) ? `<span class="tag">${esc(t(`status-race-${race}`))}</span>` : ""}
      ${v.closing && !v.over ? `<span class="closing" data-testid="closing">${wizardArtSmall()} ${esc(t("status-closing"))}</span>` : ""}
    </div>`;
  }

  chestHTML(c, v, legal) {
    const name = c.name;
    const me = this.me();
    const placing = this.canPlace(legal);
    const peekable = legal.some((a) => a.kind === "chest" && a.chest === name);
    const exploring = v.explore && v.explore.chest === name;
    // dice on this chest: after the reveal everyone's; before it only your own
    const dice = [];
    v.seats.forEach((s, i) => {
      (s.dice || []).forEach(([chest, value]) => { if (chest === name) dice.push({ seat: i, value }); });
    });
    if (placing) {
      this.pick.dice.forEach((d, idx) => {
        if (d.chest === name && idx < this.diceCount(v)) dice.push({ seat: me, value: d.value, pending: true, idx });
      });
    }
    const reveal = this.prevPhase === "place" && v.phase === "claim";
    const depth = c.wizard_depth;
    const pct = depth == null || c.size <= 1 ? 0 : Math.min(100, (depth / (c.size - 1)) * 100);
    const cls = ["chest", `m-${name}`, placing ? "placing" : "", peekable ? "peekable" : "",
      exploring ? "exploring" : "", placing && this.pick.dice[this.pick.active]?.chest === name ? "chosen" : ""].join(" ");
    const act = placing ? `data-act="pick-chest" data-chest="${name}"` : peekable ? `data-act="peek" data-chest="${name}"` : "";
    const label = chestName(name);
    return `<div class="${cls}" data-testid="chest-${name}" ${act} ${placing || peekable ? 'role="button" tabindex="0"' : ""}>
      <div class="chest-art">${chestSVG(name, exploring)}
        <span class="chest-size" data-testid="chest-size-${name}" title="${esc(t("chest-size-title", { n: c.size }))}">${c.size}</span>
        ${peekable ? `<span class="chest-badge">${esc(t("chest-peek-badge"))}</span>` : ""}
      </div>
      <div class="chest-name">${esc(label)}</div>
      <div class="wiz" data-testid="wizard-${name}" title="${esc(depth == null ? t("wizard-gone-title") : t("wizard-depth-title", { n: depth }))}">
        ${depth == null ? `<span class="muted">${esc(t("wizard-gone"))}</span>` : `<span class="wiz-bar"><span class="wiz-mark" style="left:${pct}%">${wizardArtSmall()}</span></span>
          <span class="wiz-text">${esc(depth === 0 ? t("wizard-top") : t("wizard-depth", { n: depth }))}</span>`}
      </div>
      <div class="chest-dice">${dice.map((d) => `<span class="die-wrap sc${(d.seat ?? 0) % 5} ${d.pending ? "pending" : ""} ${reveal ? "reveal" : ""}" title="${esc(d.pending ? t("die-pending-title") : this.names()[d.seat])}">
          ${dieSVG(d.value)}<small>${seatMark(d.seat ?? 0)}${esc(d.pending ? t("die-pending") : initials(this.names()[d.seat]))}</small></span>`).join("")}</div>
      ${c.known_top && c.known_top.length ? `<div class="known-top" data-testid="known-top-${name}"><small>${esc(t("known-top"))}</small>
        <div class="cards-row">${c.known_top.map((k) => this.card(k, { mini: true, tid: false })).join("")}</div></div>` : ""}
    </div>`;
  }

  /** a wish card: its text, tappable for the sheet too */
  wishHTML(v, note, big = false) {
    const cur = v.lamp.current;
    return `<div class="wish-card ${big ? "big" : ""}" ${big ? "" : 'data-testid="wish-card"'} data-act="card-info" data-card="lamp" role="button" tabindex="0"
      aria-haspopup="dialog" aria-expanded="${this.info === "lamp"}" title="${esc(lampText(cur))}"><small>${esc(note)}</small><p>${esc(lampText(cur))}</p></div>`;
  }

  lampHTML(v) {
    const cur = v.lamp.current;
    return `<div class="lamp ${cur ? "lit" : ""}" data-testid="lamp">
      ${lampSVG(Boolean(cur))}
      <div class="lamp-info">${th("lamp-size", { n: v.lamp.size, count: html(`<b data-testid="lamp-size">${v.lamp.size}</b>`) })}</div>
      ${cur ? this.wishHTML(v, t("wish-of", { n: v.lamp.wish })) : ""}
    </div>`;
  }

  discardHTML(v, legal) {
    const picking = legal.some((a) => a.kind === "card") && this.msg.view.prompt && ["from_discard", "ring_pick"].includes(this.msg.view.prompt.kind);
    const top = v.discard[v.discard.length - 1];
    return `<div class="discard" data-testid="discard">
      <div class="pile">${top ? this.card(top, { mini: true, tid: false }) : '<span class="empty-pile"></span>'}</div>
      <div><span class="muted">${th("discard-size", { count: html(`<b data-testid="discard-count">${v.discard.length}</b>`) })}</span>
      ${v.discard.length && !picking ? `<details data-key="discard"><summary>${esc(t("discard-see"))}</summary><div class="cards-row wrap">${v.discard.map((c) => this.card(c, { mini: true, tid: false })).join("")}</div></details>` : ""}</div>
    </div>`;
  }

  wizardsHTML(v) {
    if (!v.wizards_out.length) return "";
    return `<div class="wizards-out" data-testid="wizards-out">${v.wizards_out.map((c) => this.card(c, { mini: true, tid: false })).join("")}
      <small class="muted">${esc(t("wizards-out", { n: v.wizards_out.length }))}</small></div>`;
  }

  exploreHTML(v) {
    let ex = v.explore;
    let done = null;
    if (!ex) {
      if (v.phase === "over" || v.phase === "claim") return "";
      const last = lastDraw(this.log);
      if (!last || !last.result) return "";
      ex = { seat: last.seat, chest: last.chest, limit: last.limit, drawn: last.drawn, scorpions: last.scorpions };
      done = last;
    }
    const n = ex.drawn.length;
    const drawKey = `${v.round}:${ex.chest}:${ex.seat}`;
    const freshCard = !done && (this.seenDraw?.key !== drawKey || this.seenDraw.n < n);
    this.seenDraw = { key: drawKey, n };
    const slots = [];
    for (let i = 0; i < Math.max(ex.limit, n); i++) {
      slots.push(i < n ? this.card(ex.drawn[i], { tid: false, fresh: freshCard && i === n - 1 }) : `<span class="slot">${i + 1}</span>`);
    }
    const danger = !done && ex.scorpions === ex.limit - 1 && ex.limit > 0;
    const scorps = [];
    for (let i = 0; i < ex.limit; i++) scorps.push(scorpionSVG(i < ex.scorpions ? "on" : "off"));
    const who = html(this.who(ex.seat));
    const result = done ? (done.result === "bust"
      ? `<div class="ex-result bust">${th("explore-bust", { n: ex.scorpions, who })}</div>`
      : `<div class="ex-result kept">${th("explore-kept", { n: done.kept ?? n, who })}</div>`) : "";
    return `<div class="explore m-${ex.chest} ${done ? "done" : "live"} ${danger ? "danger" : ""}" data-testid="explore">
      <div class="ex-head">${th(done ? "explore-done" : "explore-live", { who, chest: ex.chest, die: html(dieSVG(ex.limit, "inline")) })}</div>
      <div class="ex-cards">${slots.join("")}</div>
      <div class="ex-meters">
        <span class="meter" data-testid="drawn-count">${th("explore-cards", { count: html(`<b>${n}</b>`), limit: ex.limit })}</span>
        <span class="meter scorp-meter ${danger ? "danger" : ""}" data-testid="scorpions" title="${esc(t("explore-scorpions-title", { limit: ex.limit }))}">
          <span class="scorps">${scorps.join("")}</span> ${th("explore-scorpions", { count: html(`<b>${ex.scorpions}</b>`), limit: ex.limit })}${danger ? ` · ${esc(t("explore-danger"))}` : ""}</span>
      </div>
      ${result}
    </div>`;
  }

  /** a phone's folded seat panels: each player's mark and score */
  stripHTML(v) {
    const me = this.me();
    const chips = this.seatOrder(v).map((i) => {
      const s = v.seats[i];
      const cls = [i === me ? "me" : "", !v.over && v.to_move.includes(i) ? "now" : ""].join(" ").trim();
      return { seat: i, name: this.nameText(i), cls, html: `<span aria-hidden="true">${s.score}</span><span class="sr-only">${esc(t("seat-points", { n: s.score }))}</span>` };
    });
    return playersStripHTML(t("players-strip"), chips, this.playersOpen, "genie-seats");
  }

  miniScoresHTML(v) {
    const rows = v.seats.map((s, i) => ({ i, score: s.score })).sort((a, b) => b.score - a.score);
    return `<div class="panel mini-scores"><h3>${esc(t("scores-now"))}</h3><ol>${rows.map((r) => `<li>${seatMark(r.i, `sc${r.i % 5}`)}${esc(this.nameText(r.i))}<b>${r.score}</b></li>`).join("")}</ol></div>`;
  }

  // ---------------------------------------------------------------- seats

  seatHTML(s, v, legal) {
    const i = s.seat;
    const me = this.me();
    const tbl = this.msg.table;
    const info = tbl && tbl.seats ? tbl.seats[i] : null;
    const cardPicks = new Set(legal.filter((a) => a.kind === "card").map((a) => a.card));
    const seatPick = legal.some((a) => a.kind === "seat" && a.seat === i);
    const toMove = v.to_move.includes(i);
    const winner = v.over && v.winners.includes(i);
    const selected = this.sel && this.sel.type === "seat" && this.sel.id === i;
    const cls = ["seat", `sc${i % 5}`, i === me ? "me" : "", toMove && !v.over ? "to-move" : "",
      seatPick ? "pickable" : "", selected ? "selected" : "", winner ? "winner" : ""].join(" ");
    const tags = seatTagsHTML(info, i === me, this.ctx.live);
    const bd = s.breakdown || {};
    const sum = (o) => Object.values(o || {}).reduce((a, b) => a + b, 0);
    const title = t("seat-breakdown", { cards: bd.cards ?? 0, sets: sum(bd.sets), majorities: sum(bd.majorities), ring: bd.ring || 0 });
    return `<section class="${cls}" data-testid="seat-${i}" data-seat="${i}" ${seatPick ? `data-act="seat" role="button" tabindex="0"` : ""}>
      <header>
        ${seatMark(i, `sc${i % 5}`)}
        <b class="seat-name">${esc(this.names()[i])}</b>${tags}
        ${s.ring ? `<span class="ring-badge" title="${esc(t("seat-ring-title"))}">${ringTokenSVG()}</span>` : ""}
        ${winner ? crownSVG() : ""}
        <span class="score" data-testid="score-${i}" title="${esc(title)}">${th("seat-points", { n: s.score })}</span>
      </header>
      <div class="seat-status" data-testid="seat-status-${i}">${this.seatStatus(s, v)}</div>
      ${this.treasureHTML(s, cardPicks, i === me)}
      ${seatPick ? `<div class="pick-hint">${esc(t(selected ? "seat-pick-selected" : "seat-pick-hint"))}</div>` : ""}
    </section>`;
  }

  seatStatus(s, v) {
    const i = s.seat;
    const me = this.me();
    const parts = [];
    const diceLine = () => `<span class="dice-line">${s.dice.map(([c, val]) => `<span class="die-wrap on-${c}">${dieSVG(val)}<small>${esc(tOr(`metal-${c}`, c))}</small></span>`).join("")}</span>`;
    if (v.phase === "place") {
      if (s.dice) parts.push(diceLine());
      else if (s.placed) parts.push(`<span class="ready">${dieSVG(0, "hidden")} ${esc(t("seat-ready"))}</span>`);
      else parts.push(`<span class="thinking">${esc(t("seat-choosing"))}</span>`);
    } else if (s.dice) {
      parts.push(diceLine());
    }
    if (v.phase === "claim") {
      if (s.claim === "rub") parts.push(`<span class="claim rub">${esc(t(i === me ? "seat-you-rub" : "seat-rubs"))}</span>`);
      else if (s.claim === "pass") parts.push(`<span class="claim pass">${esc(t(i === me ? "seat-you-leave" : "seat-leaves"))}</span>`);
      else if (s.claim === "decided") parts.push(`<span class="claim decided">${esc(t("seat-decided"))}</span>`);
      else parts.push(`<span class="thinking">${esc(t("seat-deciding"))}</span>`);
    } else if (v.phase === "resolve") {
      const sum = (v.summoners || []).find(([seat]) => seat === i);
      if (sum) parts.push(`<span class="claim summoner" title="${esc(t("seat-summoner-title"))}">${esc(t("seat-summoner", { value: sum[1] }))}</span>`);
      if ((v.offenders || []).includes(i)) parts.push(`<span class="claim offender">${esc(t("seat-mistake"))}</span>`);
      if (!sum && s.claim === "rub" && !(v.offenders || []).includes(i)) parts.push(`<span class="claim pass">${esc(t("seat-too-slow"))}</span>`);
      if (v.explore && v.explore.seat === i) parts.push(`<span class="claim exploring">${esc(t("seat-exploring", { chest: v.explore.chest }))}</span>`);
    }
    return parts.join(" ");
  }

  treasureHTML(s, picks, mine) {
    const opts = (c) => ({ mini: !mine, pickable: picks.has(c.id), selected: this.sel && this.sel.type === "card" && this.sel.id === c.id });
    const cards = s.cards;
    const gems = {};
    const orphans = [];
    const unplaced = [];
    for (const c of cards) {
      if (c.kind === "gem") (gems[c.colour] ||= { gems: [], talismans: [] }).gems.push(c);
      else if (c.kind === "talisman") {
        if (c.on) (gems[c.on] ||= { gems: [], talismans: [] }).talismans.push(c);
        else if (this.talismanPending(s.seat, c.id)) unplaced.push(c);
        else orphans.push(c);
      }
    }
    const colours = [...COLOURS, ...Object.keys(gems).filter((c) => !COLOURS.includes(c))];
    const majorities = (s.breakdown && s.breakdown.majorities) || {};
    const gemGroups = colours.filter((c) => gems[c]).map((c) => {
      const g = gems[c];
      const count = s.gems ? s.gems[c] : g.gems.length + g.talismans.length;
      const title = t(majorities[c] ? "gems-title-most" : "gems-title", { count, colour: colourName(c) });
      return `<div class="group gem-group g-${c} ${majorities[c] ? "majority" : ""}" title="${esc(title)}">
        <div class="stack">${[...g.gems, ...g.talismans].map((x) => this.card(x, opts(x))).join("")}</div>
        <span class="gcount"><i class="gem-dot" style="background:${GEM[c] || "#888"}"></i>${count}${majorities[c] ? ` ${crownSVG()}` : ""}</span>
      </div>`;
    });
    const metals = [...CHESTS];
    for (const c of cards) if (c.kind === "jewellery" && !metals.includes(c.metal)) metals.push(c.metal);
    const jewelGroups = [];
    for (const m of metals) {
      const pieces = cards.filter((c) => c.kind === "jewellery" && c.metal === m);
      if (!pieces.length) continue;
      const inSet = pieces.filter((c) => c.in_set);
      const loose = pieces.filter((c) => !c.in_set);
      // complete sets: one of each piece per set
      const nSets = Math.round(inSet.length / PIECES.length) || (s.sets && s.sets[m]) || 0;
      const bonus = SET_BONUS[m] ?? "";
      for (let k = 0; k < nSets; k++) {
        const set = PIECES.map((p) => inSet.filter((c) => c.piece === p)[k]).filter(Boolean);
        jewelGroups.push(`<div class="group jewel-set m-${m} complete" title="${esc(t("set-complete-title", { metal: m, bonus }))}">
          <div class="stack">${set.map((x) => this.card(x, opts(x))).join("")}</div>
          <span class="gcount set-mark">${lockSVG()} ${esc(t("set-complete", { metal: m, bonus }))}</span></div>`);
      }
      const pool = [...loose];
      while (pool.length) {
        const group = PIECES.map((p) => {
          const idx = pool.findIndex((c) => c.piece === p);
          return idx >= 0 ? pool.splice(idx, 1)[0] : null;
        });
        const extra = pool.filter((c) => !PIECES.includes(c.piece));
        extra.forEach((c) => pool.splice(pool.indexOf(c), 1));
        jewelGroups.push(`<div class="group jewel-set m-${m}" title="${esc(t("set-partial-title", { metal: m }))}">
          <div class="stack">${group.map((x, k) => (x ? this.card(x, opts(x)) : `<span class="ghost-card" title="${esc(t("set-missing", { piece: pieceName(PIECES[k]) }))}">${esc(pieceName(PIECES[k]))}</span>`)).join("")}${extra.map((x) => this.card(x, opts(x))).join("")}</div>
          <span class="gcount">${esc(t("set-partial", { metal: m, count: group.filter(Boolean).length }))}</span></div>`);
      }
    }
    const orphanHTML = orphans.length ? `<div class="group orphans" title="${esc(t("orphans-title"))}">
      <div class="stack">${orphans.map((x) => this.card(x, opts(x))).join("")}</div><span class="gcount">${esc(t("orphans", { n: orphans.length }))}</span></div>` : "";
    const unplacedHTML = unplaced.length ? `<div class="group orphans"><div class="stack">${unplaced.map((x) => this.card(x, opts(x))).join("")}</div><span class="gcount">${esc(t("talisman-to-place"))}</span></div>` : "";
    const other = cards.filter((c) => !["gem", "talisman", "jewellery"].includes(c.kind));
    const otherHTML = other.length ? `<div class="group"><div class="stack">${other.map((x) => this.card(x, opts(x))).join("")}</div></div>` : "";
    if (!cards.length) return `<div class="treasure empty muted">${esc(t("treasure-none"))}</div>`;
    return `<div class="treasure">
      ${gemGroups.length ? `<div class="row gems">${gemGroups.join("")}${orphanHTML}${unplacedHTML}</div>` : orphanHTML || unplacedHTML ? `<div class="row gems">${orphanHTML}${unplacedHTML}</div>` : ""}
      ${jewelGroups.length ? `<div class="row jewels">${jewelGroups.join("")}</div>` : ""}
      ${otherHTML}
    </div>`;
  }

  /** a talisman without a colour is orphaned (the view marks it) or waiting to be placed */
  talismanPending(seat, cardId) {
    const card = this.msg.view.seats[seat].cards.find((c) => c.id === cardId);
    return Boolean(card && !card.on && !card.orphan);
  }

  // ---------------------------------------------------------------- the action dock

  canPlace(legal) { return legal.some((a) => a.kind === "place"); }
  diceCount(v) { return v.players === 2 ? 2 : 1; }

  /** what the seat is asked, in words (the view's prompt kind; two dice with 2 players) */
  promptText(v) {
    const kind = v.prompt && v.prompt.kind === "place" && v.players === 2 ? "place2" : v.prompt && v.prompt.kind;
    return kind && has(`prompt-${kind}`) ? t(`prompt-${kind}`) : (v.prompt && v.prompt.text) || t("prompt-other");
  }

  dockHTML(v, legal) {
    const prompt = v.prompt;
    const kind = prompt ? prompt.kind : "wait";
    let body = "";
    const handled = new Set();
    if (!this.ctx.live) {
      body = prompt ? `<p class="prompt-text" data-testid="prompt-text">${esc(t("prompt-asked", { who: this.names()[v.seat], prompt: this.promptText(v) }))}</p>` : `<p class="waiting" data-testid="waiting">${this.waitingText(v)}</p>`;
      return `<div class="dock replay-dock" data-testid="prompt" data-kind="${esc(kind)}">${body}</div>`;
    }
    if (v.over) return `<div class="dock over" data-testid="prompt" data-kind="over" hidden></div>`;
    if (!legal.length) {
      body = `<p class="waiting" data-testid="waiting">${this.waitingText(v)}</p>${v.phase === "claim" ? this.countdownHTML() : ""}`;
    } else if (this.canPlace(legal)) {
      body = this.placeHTML(v, legal);
      legal.forEach((a, i) => { if (a.kind === "place") handled.add(i); });
    } else {
      const parts = [];
      if (prompt) parts.push(`<p class="prompt-text" data-testid="prompt-text">${esc(this.promptText(v))}</p>`);
      const k = prompt && prompt.kind;
      const find = (kindName) => legal.findIndex((a) => a.kind === kindName);
      const btn = (kindName, testid, inner, cls = "") => {
        const idx = find(kindName);
        if (idx < 0) return "";
        handled.add(idx);
        return `<button class="btn big ${cls}" data-testid="${testid}" data-act="send" data-idx="${idx}" ${this.busy ? "disabled" : ""}>${inner}</button>`;
      };
      if (find("rub") >= 0 || find("pass") >= 0) {
        parts.push(`<div class="btn-row claim-row">${btn("rub", "rub", `${lampIcon()} ${esc(t("action-rub"))}`, "primary glow")}${btn("pass", "pass", esc(t("action-pass")), "ghost")}</div>`);
        parts.push(this.countdownHTML());
      }
      if (find("accept") >= 0 || find("refuse") >= 0) {
        if (v.lamp.current) parts.push(this.wishHTML(v, t(v.lamp.wish === 2 ? "wish-of-warning" : "wish-of", { n: v.lamp.wish }), true));
        parts.push(`<div class="btn-row">${btn("accept", "accept", esc(t("action-accept")), "primary")}${btn("refuse", "refuse", esc(t("action-refuse")), "ghost")}</div>`);
      }
      if (find("draw") >= 0 || find("stop") >= 0) {
        const ex = v.explore;
        if (ex) {
          const left = ex.limit - ex.drawn.length;
          const danger = ex.scorpions === ex.limit - 1 ? ` · <b class="danger-text">${esc(t("draw-danger"))}</b>` : "";
          parts.push(`<p class="draw-odds">${th("draw-odds", { n: ex.drawn.length, left, scorpions: html(`<b>${ex.scorpions}</b>`), limit: html(`<b>${ex.limit}</b>`) })}${danger}</p>`);
        }
        const stop = ex && ex.drawn.length ? t("action-stop-keep", { n: ex.drawn.length }) : t("action-stop");
        parts.push(`<div class="btn-row">${btn("draw", "draw", esc(t("action-draw")), "primary")}${btn("stop", "stop", esc(stop), "ghost")}</div>`);
      }
      const colourIdx = legal.map((a, i) => (a.kind === "colour" ? i : -1)).filter((i) => i >= 0);
      if (colourIdx.length) {
        parts.push(`<div class="btn-row wrap">${colourIdx.map((i) => {
          handled.add(i);
          const c = legal[i].colour;
          return `<button class="btn colour-btn" data-testid="colour-${esc(c)}" data-act="send" data-idx="${i}" ${this.busy ? "disabled" : ""}><i class="gem-dot" style="background:${GEM[c] || "#888"}"></i>${esc(colourName(c))}</button>`;
        }).join("")}</div>`);
      }
      const chestIdx = legal.map((a, i) => (a.kind === "chest" ? i : -1)).filter((i) => i >= 0);
      if (chestIdx.length) {
        parts.push(`<div class="btn-row wrap">${chestIdx.map((i) => {
          handled.add(i);
          const c = legal[i].chest;
          return `<button class="btn chest-btn m-${esc(c)}" data-testid="peek-${esc(c)}" data-act="send" data-idx="${i}" ${this.busy ? "disabled" : ""}>${esc(t("action-chest", { chest: c }))}</button>`;
        }).join("")}</div><p class="muted small">${esc(t("dock-or-click-chest"))}</p>`);
      }
      const dieIdx = legal.map((a, i) => (a.kind === "die" ? i : -1)).filter((i) => i >= 0);
      if (dieIdx.length) {
        const me = v.seats[this.me()];
        const byDie = {};
        dieIdx.forEach((i) => { (byDie[legal[i].die] ||= []).push(i); handled.add(i); });
        parts.push(Object.entries(byDie).map(([d, idxs]) => {
          const cur = me && me.dice && me.dice[d];
          const head = cur ? th("dock-your-die", { chest: cur[0], die: html(dieSVG(cur[1], "inline")) }) : th("dock-die", { n: Number(d) + 1 });
          return `<div class="change-die"><span>${head} </span>
            <span class="die-picker">${idxs.map((i) => `<button class="btn die-btn" data-testid="change-die-${d}-${legal[i].value}" data-act="send" data-idx="${i}" title="${esc(t("action-die", { die: Number(d) + 1, value: legal[i].value }))}" ${this.busy ? "disabled" : ""}>${dieSVG(legal[i].value)}</button>`).join("")}</span></div>`;
        }).join(""));
      }
      const seatIdx = legal.map((a, i) => (a.kind === "seat" ? i : -1)).filter((i) => i >= 0);
      if (seatIdx.length) {
        seatIdx.forEach((i) => handled.add(i));
        const selSeat = this.sel && this.sel.type === "seat" ? this.sel.id : null;
        parts.push(`<p class="muted small">${esc(t("dock-click-player"))}</p><div class="btn-row wrap">${seatIdx.map((i) => {
          const s = legal[i].seat;
          return `<button class="btn seat-btn sc${s % 5} ${selSeat === s ? "selected" : ""}" data-testid="choose-seat-${s}" data-act="select-seat" data-seat="${s}">${seatMark(s)}${esc(this.names()[s])}</button>`;
        }).join("")}</div>`);
        if (selSeat !== null) {
          const id = k === "give_to" ? "dock-give-to" : k === "penalty_opponent" ? "dock-let-take" : "dock-choose";
          parts.push(this.confirmHTML(th(id, { who: this.names()[selSeat] })));
        }
      }
      const cardIdx = legal.map((a, i) => (a.kind === "card" ? i : -1)).filter((i) => i >= 0);
      if (cardIdx.length) {
        const fromDiscard = ["from_discard", "ring_pick"].includes(k);
        cardIdx.forEach((i) => handled.add(i));
        if (prompt && prompt.card) parts.push(`<div class="offer">${th("dock-you-give", { card: html(this.card(prompt.card, { tid: false })) })}</div>`);
        if (fromDiscard) {
          parts.push(`<div class="cards-row wrap discard-pick">${cardIdx.map((i) => {
            const c = v.discard.find((x) => x.id === legal[i].card);
            return c ? this.card(c, { pickable: true, selected: this.sel && this.sel.type === "card" && this.sel.id === c.id }) : "";
          }).join("")}</div>`);
        } else {
          parts.push(`<p class="muted small">${esc(tOr(`hint-${k}`, t("hint-other")))}</p>`);
        }
        const selCard = this.sel && this.sel.type === "card" ? this.findCard(this.sel.id) : null;
        if (selCard) {
          const text = `${this.card(selCard, { mini: true, tid: false })} ${this.cardChoiceText(k, selCard)}
            <small class="card-choice-text">${esc(cardText(selCard).slice(1).join(" "))}</small>`;
          parts.push(this.confirmHTML(text));
        }
        parts.push(`<details class="list-choice" data-key="list-${esc(k || "")}"><summary>${esc(t("dock-list"))}</summary><div class="btn-row wrap">${cardIdx.map((i) => this.genericButton(legal[i], i)).join("")}</div></details>`);
      }
      const declineIdx = find("decline");
      if (declineIdx >= 0) { handled.add(declineIdx); parts.push(`<div class="btn-row"><button class="btn ghost" data-testid="decline" data-act="send" data-idx="${declineIdx}" ${this.busy ? "disabled" : ""}>${esc(t("action-decline"))}</button></div>`); }
      // anything not special-cased stays playable from its label
      const rest = legal.map((a, i) => i).filter((i) => !handled.has(i));
      if (rest.length) parts.push(`<div class="btn-row wrap generic">${rest.map((i) => this.genericButton(legal[i], i)).join("")}</div>`);
      body = parts.join("");
    }
    return `<div class="dock ${legal.length ? "your-turn" : ""} ${this.busy ? "busy" : ""}" data-testid="prompt" data-kind="${esc(legal.length ? kind : "wait")}">${body}</div>`;
  }

  /** an action's label in the language (the engine's English label only for kinds we do not know) */
  actionLabel(a) {
    if (a.kind === "seat" && typeof a.seat === "number") return this.names()[a.seat] || t("seat-fallback", { n: a.seat + 1 });
    if (a.kind === "card") { const c = this.findCard(a.card); return c ? cardLabel(c) : a.label || a.kind; }
    if (a.kind === "colour") return t("action-colour", { colour: colourName(a.colour) });
    if (a.kind === "chest") return t("action-chest", { chest: a.chest });
    if (a.kind === "die") return t("action-die", { die: a.die + 1, value: a.value });
    if (a.kind === "place") return t("action-place", { dice: diceText(a.dice) });
    return tOr(`action-${a.kind}`, a.label || a.kind);
  }

  genericButton(a, i) {
    return `<button class="btn" data-testid="action" data-act="send" data-idx="${i}" ${this.busy ? "disabled" : ""}>${esc(this.actionLabel(a))}</button>`;
  }

  confirmHTML(inner) {
    return `<div class="confirm-row"><span>${inner}</span>
      <button class="btn primary" data-testid="confirm-choice" data-act="confirm" ${this.busy ? "disabled" : ""}>${esc(t("action-confirm"))}</button>
      <button class="btn ghost" data-testid="cancel-choice" data-act="cancel">${esc(t("action-cancel"))}</button></div>`;
  }

  /** "Take green gem from Ada": the selected card with what choosing it does */
  cardChoiceText(kind, card) {
    const name = cardLabel(card);
    if (card._owner === "discard") return th(["from_discard", "ring_pick"].includes(kind) ? "verb-take-discard" : "verb-choose", { card: name });
    const verb = { steal: "verb-take", exchange_theirs: "verb-take", penalty_take: "verb-take", exchange_own: "verb-offer",
      give_card: "verb-give", discard_own: "verb-discard" }[kind] || "verb-choose";
    if (verb === "verb-take" && typeof card._owner === "number" && card._owner !== this.me()) {
      return th("verb-take-from", { card: name, who: this.names()[card._owner] });
    }
    return th(verb, { card: name });
  }

  /** a card in sight by id: in a hand, the discard pile, the draw, a peek or the wizards out */
  findCard(id) {
    const v = this.msg.view;
    for (const s of v.seats) for (const c of s.cards) if (c.id === id) return { ...c, _owner: s.seat };
    for (const c of v.discard) if (c.id === id) return { ...c, _owner: "discard" };
    const elsewhere = [...(v.explore ? v.explore.drawn : []), ...v.wizards_out, ...v.chests.flatMap((c) => c.known_top || []),
      ...(v.prompt && v.prompt.card ? [v.prompt.card] : []), ...lastDrawCards(this.log)];
    const found = elsewhere.find((c) => c.id === id);
    return found ? { ...found } : null;
  }

  placeHTML(v, legal) {
    const two = this.diceCount(v) === 2;
    const p = this.pick;
    const cur = p.dice[p.active];
    const slots = two ? `<div class="die-slots">${[0, 1].map((k) => {
      const d = p.dice[k];
      return `<button class="die-slot ${p.active === k ? "active" : ""}" data-testid="die-slot-${k}" data-act="slot" data-slot="${k}">
        <span>${esc(t("place-slot", { n: k + 1 }))}</span> ${d.value ? dieSVG(d.value, "inline") : '<span class="q">?</span>'} <span>${esc(d.chest ? t("place-on", { chest: d.chest }) : t("place-no-chest"))}</span></button>`;
    }).join("")}</div>` : "";
    const action = this.placementAction(v, legal);
    const err = this.placementProblem(v);
    return `<p class="prompt-text" data-testid="prompt-text">${esc(this.promptText(v))}</p>
      ${slots}
      <div class="picker">
        <div class="pick-block"><small>${esc(t("place-value"))}</small>
          <div class="die-picker">${[1, 2, 3, 4, 5, 6].map((n) => `<button class="die-btn ${cur.value === n ? "selected" : ""}" data-testid="die-value-${n}" data-act="pick-value" data-value="${n}" aria-label="${esc(t("place-value-label", { n }))}">${dieSVG(n)}</button>`).join("")}</div></div>
        <div class="pick-block"><small>${esc(t("place-chest"))}</small>
          <div class="chest-picker">${CHESTS.map((c) => {
            const taken = two && p.dice[1 - p.active].chest === c;
            return `<button class="btn chest-btn m-${c} ${cur.chest === c ? "selected" : ""} ${taken ? "taken" : ""}" data-testid="pick-chest-${c}" data-act="pick-chest" data-chest="${c}">${esc(chestName(c))}${taken ? ` <small>${esc(t("place-taken", { n: 2 - p.active }))}</small>` : ""}</button>`;
          }).join("")}</div></div>
      </div>
      <div class="btn-row">
        <button class="btn primary big" data-testid="confirm-place" data-act="confirm-place" ${action && !this.busy ? "" : "disabled"}>${esc(action ? t("action-place-secret", { dice: diceText(action.dice) }) : t("action-place-empty"))}</button>
        ${err ? `<span class="muted small">${esc(err)}</span>` : ""}
      </div>`;
  }

  placementDice(v) {
    const n = this.diceCount(v);
    const dice = this.pick.dice.slice(0, n);
    if (dice.some((d) => !d.chest || !d.value)) return null;
    if (n === 2 && dice[0].chest === dice[1].chest) return null;
    return dice.map((d) => [d.chest, d.value]).sort((a, b) => CHESTS.indexOf(a[0]) - CHESTS.indexOf(b[0]));
  }

  placementAction(v, legal) {
    const dice = this.placementDice(v);
    if (!dice) return null;
    const want = JSON.stringify(dice);
    const found = legal.find((a) => a.kind === "place" && JSON.stringify(a.dice) === want);
    return found ? strip(found) : null;
  }

  placementProblem(v) {
    const n = this.diceCount(v);
    const dice = this.pick.dice.slice(0, n);
    if (n === 2 && dice[0].chest && dice[0].chest === dice[1].chest) return t("place-problem-same");
    const missing = dice.findIndex((d) => !d.chest || !d.value);
    if (missing < 0) return "";
    const d = dice[missing];
    const what = !d.value && !d.chest ? "both" : d.value ? "chest" : "value";
    return n === 2 ? t(`place-problem-die-${what}`, { n: missing + 1 }) : t(`place-problem-${what}`);
  }

  countdownText(left) {
    return left > 0 ? t("countdown", { seconds: left.toFixed(1) }) : t("countdown-closing");
  }

  countdownHTML() {
    if (!this.deadlineEnd) return "";
    const left = Math.max(0, (this.deadlineEnd - performance.now()) / 1000);
    const pct = this.deadlineTotal ? Math.max(0, Math.min(100, (left / this.deadlineTotal) * 100)) : 0;
    return `<div class="countdown" data-testid="countdown"><span class="cd-bar"><span style="width:${pct}%"></span></span>
      <span class="cd-text">${esc(this.countdownText(left))}</span></div>`;
  }

  startTimer() {
    clearInterval(this.timer);
    if (!this.deadlineEnd) return;
    this.timer = setInterval(() => {
      const el = this.root.querySelector('[data-testid="countdown"]');
      if (!el || !this.deadlineEnd) { clearInterval(this.timer); return; }
      const left = Math.max(0, (this.deadlineEnd - performance.now()) / 1000);
      const pct = this.deadlineTotal ? Math.max(0, Math.min(100, (left / this.deadlineTotal) * 100)) : 0;
      el.querySelector(".cd-bar span").style.width = `${pct}%`;
      el.querySelector(".cd-text").textContent = this.countdownText(left);
      el.classList.toggle("urgent", left < 1.5);
      if (left <= 0) clearInterval(this.timer);
    }, 100);
  }

  waitingText(v) {
    const me = this.me();
    const others = v.to_move.filter((i) => i !== me).map((i) => esc(this.names()[i]));
    if (v.phase === "place") {
      const mine = me !== null ? v.seats[me] : null;
      const set = mine && mine.dice ? `${th("wait-set", { n: mine.dice.length, dice: html(listHTML(mine.dice.map(([c, n]) => `${dieSVG(n, "inline")} ${esc(chestName(c))}`))) })} ` : "";
      return `<span data-testid="my-dice">${set}</span>${others.length ? th("wait-place", { names: html(listHTML(others)) }) : esc(t("wait-revealing"))}`;
    }
    if (v.phase === "claim") {
      const mine = me !== null ? v.seats[me].claim : null;
      const did = mine === "rub" ? `${esc(t("wait-you-rub"))} ` : mine === "pass" ? `${esc(t("wait-you-pass"))} ` : "";
      return `${did}${others.length ? th("wait-claim", { names: html(listHTML(others)) }) : esc(t("wait-race"))}`;
    }
    if (v.phase === "resolve" && v.to_move.length) {
      const who = html(this.who(v.to_move[0]));
      if (v.explore && v.explore.seat === v.to_move[0]) return th("wait-drawing", { who, chest: v.explore.chest });
      if (v.lamp.current) return th("wait-wish", { who, n: v.lamp.wish });
      if ((v.offenders || []).length) return th("wait-penalty", { who });
      return th("wait-choosing", { who });
    }
    if (v.over) return this.overText(v);
    return "…";
  }

  overText(v) {
    const w = v.winners.map((i) => esc(this.nameText(i)));
    if (!w.length) return esc(t("over-none"));
    return w.length === 1 ? th("over-wins", { who: html(w[0]) }) : th("over-shared", { names: html(listHTML(w)) });
  }

  sheetHTML(v) {
    const names = this.names();
    const bds = v.seats.map((s) => s.breakdown || { cards: 0, sets: {}, majorities: {}, ring: 0, total: s.score });
    const metals = [...new Set([...CHESTS, ...bds.flatMap((b) => Object.keys(b.sets || {}))])];
    const colours = [...new Set([...COLOURS, ...bds.flatMap((b) => Object.keys(b.majorities || {}))])];
    const cell = (val) => (val ? `<td>${val}</td>` : `<td class="zero">–</td>`);
    const rows = [];
    rows.push(`<tr><th>${esc(t("sheet-cards"))} <small>${esc(t("sheet-cards-note"))}</small></th>${bds.map((b) => cell(b.cards)).join("")}</tr>`);
    for (const m of metals) rows.push(`<tr><th>${esc(t("sheet-set", { metal: m }))}${SET_BONUS[m] ? ` <small>(+${SET_BONUS[m]})</small>` : ""}</th>${bds.map((b) => cell((b.sets || {})[m] || 0)).join("")}</tr>`);
    for (const c of colours) rows.push(`<tr><th><i class="gem-dot" style="background:${GEM[c] || "#888"}"></i>${esc(t("sheet-majority", { colour: colourName(c) }))} <small>(+5)</small></th>${bds.map((b) => cell((b.majorities || {})[c] || 0)).join("")}</tr>`);
    rows.push(`<tr><th>${esc(t("sheet-ring"))} <small>(+5)</small></th>${bds.map((b) => cell(b.ring)).join("")}</tr>`);
    rows.push(`<tr class="total"><th>${esc(t("sheet-total"))}</th>${bds.map((b, i) => `<td class="${v.winners.includes(i) ? "winner" : ""}">${b.total}</td>`).join("")}</tr>`);
    const again = this.ctx.live && this.ctx.canRematch && this.ctx.canRematch();
    return `<div class="panel score-sheet" data-testid="score-sheet">
      <h2>${crownSVG()} ${this.overText(v)}</h2>
      <div class="sheet-scroll"><table data-testid="final-table">
        <thead><tr><th></th>${names.map((n, i) => `<th class="${v.winners.includes(i) ? "winner" : ""}">${seatMark(i, `sc${i % 5}`)}${esc(this.nameText(i))}${v.winners.includes(i) ? ` ${crownSVG()}` : ""}</th>`).join("")}</tr></thead>
        <tbody>${rows.join("")}</tbody></table></div>
      ${again ? `<div class="btn-row"><button class="btn primary big" data-testid="sheet-play-again" data-act="rematch">${esc(t("action-play-again"))}</button></div>` : ""}
    </div>`;
  }

  /** one log event as a line (renderLog, in shared.js, draws the list) */
  logItem(ev) {
    if (ev.kind === "round") return `<li class="ev round-sep">${esc(t("log-round", { round: ev.round }))}</li>`;
    let text = null;
    try { text = describe(ev, (seat) => this.who(seat), this.me()); } catch { text = null; }
    return text ? `<li class="ev k-${esc(ev.kind)}">${text}</li>` : null;
  }

  // ---------------------------------------------------------------- input

  /** a sent action ends the selection (send itself is in shared.js) */
  dropChoice() { this.sel = null; }

  click(e) {
    if (!this.msg) return;
    const target = e.target.closest("[data-act]");
    if (!target || !this.el.contains(target)) return;
    if (target.tagName === "SUMMARY") return;
    const act = target.dataset.act;
    const legal = this.legal();
    const v = this.msg.view;
    if (act === "rematch") { if (this.ctx.rematch) this.ctx.rematch(); return; }
    if (act === "players") { this.playersOpen = !this.playersOpen; this.render(); return; }
    // a card's full text: on tap as well as on hover (touch screens have no hover)
    if (act === "card-info") {
      const id = target.dataset.card === "lamp" ? "lamp" : Number(target.dataset.card);
      this.info = this.info === id ? null : id;
      this.render();
      return;
    }
    if (act === "close-info") { this.info = null; this.render(); return; }
    if (!this.ctx.live) return;
    if (act === "send") {
      const a = legal[Number(target.dataset.idx)];
      if (a) this.send(strip(a));
    } else if (act === "pick-value") {
      if (!this.canPlace(legal)) return;
      const d = this.pick.dice[this.pick.active];
      d.value = Number(target.dataset.value);
      this.advancePick(v);
      this.render();
    } else if (act === "pick-chest") {
      if (!this.canPlace(legal)) return;
      const chest = target.dataset.chest;
      const p = this.pick;
      if (this.diceCount(v) === 2) {
        const other = p.dice[1 - p.active];
        if (other.chest === chest) other.chest = p.dice[p.active].chest; // swap chests
      }
      p.dice[p.active].chest = chest;
      this.advancePick(v);
      this.render();
    } else if (act === "slot") {
      this.pick.active = Number(target.dataset.slot);
      this.render();
    } else if (act === "confirm-place") {
      const a = this.placementAction(v, legal);
      if (a) this.send(a);
    } else if (act === "peek") {
      const a = legal.find((x) => x.kind === "chest" && x.chest === target.dataset.chest);
      if (a) this.send(strip(a));
    } else if (act === "card") {
      const id = Number(target.dataset.card);
      if (!legal.some((a) => a.kind === "card" && a.card === id)) return;
      this.sel = this.sel && this.sel.type === "card" && this.sel.id === id ? null : { type: "card", id };
      this.render();
    } else if (act === "seat" || act === "select-seat") {
      const seat = Number(target.dataset.seat);
      if (!legal.some((a) => a.kind === "seat" && a.seat === seat)) return;
      this.sel = this.sel && this.sel.type === "seat" && this.sel.id === seat && act === "seat" ? null : { type: "seat", id: seat };
      this.render();
    } else if (act === "confirm") {
      if (!this.sel) return;
      const a = legal.find((x) => x.kind === this.sel.type && x[this.sel.type] === this.sel.id);
      if (a) this.send(strip(a));
    } else if (act === "cancel") {
      this.sel = null;
      this.render();
    }
  }

  advancePick(v) {
    const p = this.pick;
    const d = p.dice[p.active];
    if (this.diceCount(v) === 2 && d.chest && d.value) {
      const other = 1 - p.active;
      if (!p.dice[other].chest || !p.dice[other].value) p.active = other;
    }
  }

  key(e) {
    if (!this.msg || e.target.closest("input, select, textarea") || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape" && this.info !== null) { this.info = null; this.render(); return; }
    // chests, cards and player panels that act like buttons answer Enter and Space too
    const focused = e.target.closest && e.target.closest('[role="button"][data-act]');
    if (focused && this.el.contains(focused) && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      this.click({ target: focused });
      return;
    }
    if (!this.ctx.live) return;
    const legal = this.legal();
    if (!legal.length || this.busy) return;
    const k = e.key.toLowerCase();
    const v = this.msg.view;
    if (this.canPlace(legal)) {
      if (/^[1-6]$/.test(k)) { this.pick.dice[this.pick.active].value = Number(k); this.advancePick(v); this.render(); }
      else if (k === "b" || k === "s" || k === "g") {
        this.click({ target: this.root.querySelector(`[data-testid="pick-chest-${{ b: "bronze", s: "silver", g: "gold" }[k]}"]`) });
      } else if (k === "enter") { const a = this.placementAction(v, legal); if (a) this.send(a); }
      return;
    }
    const by = (kind) => legal.find((a) => a.kind === kind);
    const map = { r: "rub", l: "pass", d: "draw", s: "stop", k: "accept", x: "refuse" };
    if (map[k] && by(map[k])) { e.preventDefault(); this.send(strip(by(map[k]))); }
  }
}

// ------------------------------------------------------------------ shared bits

/** the cards of the last draw the log tells (shown after it ended, tappable too) */
function lastDrawCards(log) {
  const last = lastDraw(log);
  return last ? last.drawn : [];
}

/** learn the claim window's length from the deadlines the server sends */
function rememberWindow(r, deadline, sameWindow) {
  // a deadline seen at the start of a window is close to its full length; round up
  const guess = Math.ceil(deadline);
  if (!sameWindow || !r.claimWindow || guess > r.claimWindow) {
    r.claimWindow = Math.max(r.claimWindow || 0, guess);
    try { localStorage.setItem("ludoteca.claimWindow", String(r.claimWindow)); } catch { /* ignore */ }
  }
}

function wizardArtSmall() {
  return `<svg class="wiz-icon" viewBox="0 0 40 40" aria-hidden="true"><path d="M9 31L21 4c2 6 5 11 10 27z" fill="#7b5cf0" stroke="#2a1b66" stroke-width="2"/><path d="M5 34h30" stroke="#3b2a7a" stroke-width="5" stroke-linecap="round"/><path d="M19 13l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2-1.5-1.4 2-.3z" fill="#ffe9a0"/></svg>`;
}

function lampIcon() {
  return `<svg class="btn-icon" viewBox="0 0 40 24" aria-hidden="true"><path d="M5 15c0-3 5-5 12-5s10 2 10 4l7-4c1-1 2 0 1 1l-6 7c-2 2-5 3-12 3S5 19 5 15z" fill="currentColor"/><path d="M14 10c0-3 5-3 5 0" fill="currentColor"/></svg>`;
}

function initials(name) {
  const parts = String(name || "?").trim().split(/\s+/);
  // a closing number stays whole ("clever bot 2" -> "CB2"): numbered bots must differ
  const number = parts.length > 1 && /^\d+$/.test(parts[parts.length - 1]) ? parts.pop() : "";
  const letters = parts.length > 1 ? [...parts[0]][0] + [...parts[1]][0] : [...parts[0]].slice(0, 2).join("");
  return letters.toUpperCase() + number;
}

/**
 * A card: art, name, scorpions. opts: mini, pickable, selected, tid (testid, default on),
 * fresh, open (its full text is shown). A card not being picked is a button that shows its
 * full text when tapped (cardText; the same text is its hover title).
 */
export function cardHTML(card, opts = {}) {
  const classes = ["card", `k-${card.kind}`];
  if (card.colour) classes.push(`g-${card.colour}`);
  if (card.metal) classes.push(`m-${card.metal}`);
  if (opts.mini) classes.push("mini");
  if (opts.pickable) classes.push("pickable");
  if (opts.selected) classes.push("selected");
  if (opts.fresh) classes.push("fresh");
  if (card.in_set) classes.push("in-set");
  const scorps = card.scorpions ? `<span class="card-scorps">${Array.from({ length: card.scorpions }, () => scorpionSVG()).join("")}</span>` : "";
  const title = cardText(card).join("\n");
  const tid = opts.tid === false ? "" : `data-testid="card-${card.id}"`;
  const act = opts.pickable ? `data-act="card" role="button" tabindex="0"`
    : `data-act="card-info" role="button" tabindex="0" aria-haspopup="dialog" aria-expanded="${Boolean(opts.open)}"`;
  const short = card.kind === "jewellery" ? pieceName(card.piece) : card.kind === "gem" ? colourName(card.colour) : tOr(`card-short-${card.kind}`, card.kind);
  return `<span class="${classes.join(" ")}" ${tid} data-card="${card.id}" ${act} title="${esc(title)}" aria-label="${esc(cardLabel(card))}">
    <span class="art">${cardArt(card)}</span><span class="cname">${esc(short)}</span>${scorps}</span>`;
}

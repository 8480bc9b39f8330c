// What the game renderers (each game package's web/*.js, and generic.js) share: the
// words helpers (humanize, listNames), the tags after a player's name, and Renderer, the
// base class of a renderer: the readable event log (kept in sessionStorage across reloads
// of a live table, notes from the shell), the busy flag, seat names, the click and key listeners.
// `handle(r)` is what mount() returns.
//
// A subclass provides render(), click(e), key(e) and logItem(ev): one log event as an <li>
// (HTML), or null for events not worth a line (the log list is `.log-list` in this.root);
// dropChoice() if a sent action should clear some local choice. Its update(msg) asks
// resent(prev, msg): a state sent again keeps the busy flag. Every paint is a patch
// (patchHTML), so the buttons under the mouse stay the same nodes whatever the message;
// render() sets the decision attributes of the root with markDecision(asked), which on a
// phone also scrolls a newly opened decision into view (the element marked
// `data-decision-view`, else the dock). seatMark(i) is a seat's shape, its second cue
// beside its colour.

import { botTagHTML, esc, seatNames } from "./app.js";
import { clockTagHTML } from "./clocks.js";
import { currentLanguage, onLanguageChange, t, useGameTexts } from "./i18n.js";

// ------------------------------------------------------------------ words

/** English only ("3 cards"): a catalogue message with a plural selector says it in every
 *  language. */
export function plural(n, word, many) { return `${n} ${n === 1 ? word : many || `${word}s`}`; }

/** an id as words when the catalogue has no name for it ("hands_off" -> "Hands off") */
export function humanize(id) {
  const s = String(id ?? "").replace(/_/g, " ").trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : "";
}

/** "A, B and C" in the player's language (names may be HTML: they are not escaped). */
export function listNames(names) {
  if (names.length <= 1) return names.join("");
  // en-GB: no comma before "and", as the English texts are written
  const lang = currentLanguage() === "en" ? "en-GB" : currentLanguage();
  try {
    return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}

/** a legal action without its label: what is sent back */
export function strip(a) {
  const copy = { ...a };
  delete copy.label;
  return copy;
}

/** the tags after a player's name: you (seen by, in a replay), bot, and on a live table
 *  away or offline, and the seat's turn timer (clocks.js) */
export function seatTagsHTML(info, isMe, live) {
  const tags = [];
  if (isMe) tags.push(`<span class="tag you">${esc(t(live ? "tag-you" : "tag-seen-by"))}</span>`);
  if (info && info.kind === "bot") tags.push(botTagHTML(info));
  if (!live) { /* a replay: who was online now says nothing about the game */ }
  else if (info && info.kind === "human" && info.absent) tags.push(`<span class="tag warn" title="${esc(t("tag-away.title"))}">${esc(t("tag-away"))}</span>`);
  else if (info && info.kind === "human" && info.connected === false) tags.push(`<span class="tag dim">${esc(t("tag-offline"))}</span>`);
  if (live) tags.push(clockTagHTML(info));
  return tags.join("");
}

// ------------------------------------------------------------------ seat marks

// Colour is not the only way to tell seats apart: each seat also has a shape, the same on
// every screen (seat lists, panels, dice, log lines, results). Seat index -> shape; the
// mark is decoration (aria-hidden): a screen reader reads the seat's name beside it.
export const SEAT_SYMBOLS = ["●", "▲", "■", "◆", "★", "✚", "⬟", "⬢"];
const SEAT_SHAPES = [
  '<circle cx="8" cy="8" r="6.2"/>',
  '<path d="M8 1.2 15 14.2H1z"/>',
  '<rect x="2" y="2" width="12" height="12" rx="1"/>',
  '<path d="M8 .6 15.4 8 8 15.4.6 8z"/>',
  '<path d="m8 .6 2.2 4.7 5.1.6-3.8 3.5 1 5.1L8 12 3.5 14.5l1-5.1L.7 5.9l5.1-.6z"/>',
  '<path d="M5.6 1h4.8v4.6H15v4.8h-4.6V15H5.6v-4.6H1V5.6h4.6z"/>',
  '<path d="M8 .8 15.2 6 12.5 14.6h-9L.8 6z"/>',
  '<path d="M8 .8 14.4 4.5v7L8 15.2 1.6 11.5v-7z"/>',
];

/** a seat's shape (SVG, HTML): filled with the colour around it (--c, else the text colour) */
export function seatMark(seat, cls = "") {
  const k = Number.isInteger(seat) && seat >= 0 ? seat % SEAT_SHAPES.length : 0;
  return `<svg class="seat-mark ${cls}" data-mark="${k}" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${SEAT_SHAPES[k]}</svg>`;
}

// ------------------------------------------------------------------ the players strip

/**
 * On a phone (≤ 480 px, style.css) a screen's seat panels fold into this strip: one button
 * (aria-expanded) of chips, a seat's mark and the numbers that matter, so the board and the
 * player's decision come first; a tap unfolds the panels (the screen's element of id
 * `controls`, which carries the class `players-folded` while closed). Wider, the strip is
 * not shown and the panels always are. chips: [{seat, name, html}] (html: the numbers,
 * each with words for screen readers); `label` is the panels' title ("Players").
 */
export function playersStripHTML(label, chips, open, controls) {
  const items = chips.map((c) => `<span class="strip-chip sc${c.seat % 5}${c.cls ? ` ${c.cls}` : ""}" data-testid="strip-chip-${c.seat}">${seatMark(c.seat)}<span class="sr-only">${esc(c.name)}</span>${c.html}</span>`);
  return `<button type="button" class="players-strip" data-testid="players-toggle" data-act="players" aria-expanded="${open ? "true" : "false"}" aria-controls="${esc(controls)}">
    <span class="strip-label">${esc(label)}</span><span class="strip-chips">${items.join("")}</span><span class="strip-caret" aria-hidden="true">${open ? "▴" : "▾"}</span></button>`;
}

// ------------------------------------------------------------------ patching the screen

/**
 * Make `el`'s content what `html` says, keeping every node that is already right: a state
 * message (another seat's move, a seat that connects, the same view sent again) must not
 * replace the buttons under the mouse, or a click in progress is lost. Every renderer
 * paints through this, on every message.
 *
 * Children are matched by key (data-key, else data-testid) when they have one, else in
 * order among the unkeyed ones. A matched element keeps its node: its attributes are
 * updated in place and its children patched, unless
 *   - its tag changed (a fresh node), or
 *   - the new one carries data-anim and differs (a fresh node, so its CSS animation
 *     plays again: the value says which run it is, e.g. the version that rolled a die).
 * An element with data-own-children has children someone else draws (the event log):
 * only its attributes are patched.
 */
export function patchHTML(el, html) {
  const tpl = document.createElement("template");
  tpl.innerHTML = html;
  patchChildren(el, tpl.content);
}

function keyOf(n) {
  if (n.nodeType !== Node.ELEMENT_NODE) return null;
  return n.getAttribute("data-key") ?? n.getAttribute("data-testid");
}

function patchChildren(oldParent, newParent) {
  const olds = [...oldParent.childNodes];
  const news = [...newParent.childNodes];
  const byKey = new Map();
  const unkeyed = [];
  for (const o of olds) {
    const k = keyOf(o);
    if (k === null) unkeyed.push(o);
    else if (!byKey.has(k)) byKey.set(k, o);
    else unkeyed.push(o); // a repeated key: matched by order
  }
  const newKeys = new Map();
  for (const n of news) { const k = keyOf(n); if (k !== null) newKeys.set(k, (newKeys.get(k) || 0) + 1); }
  const used = new Set();
  let u = 0;
  const keep = news.map((n) => {
    const k = keyOf(n);
    let o = null;
    if (k !== null && newKeys.get(k) === 1) {
      o = byKey.get(k) || null;
    } else {
      while (u < unkeyed.length && used.has(unkeyed[u])) u++;
      if (u < unkeyed.length) o = unkeyed[u++];
    }
    if (!o || used.has(o)) return n;
    used.add(o);
    return o.isEqualNode(n) ? o : patchNode(o, n);
  });
  for (const o of olds) if (!keep.includes(o)) o.remove();
  keep.forEach((node, i) => {
    const at = oldParent.childNodes[i] || null;
    if (at !== node) oldParent.insertBefore(node, at);
  });
}

/** the node to keep in o's place: o patched to look like n, or n itself */
function patchNode(o, n) {
  if (o.nodeType !== n.nodeType || o.nodeName !== n.nodeName) return n;
  if (o.nodeType !== Node.ELEMENT_NODE) { o.nodeValue = n.nodeValue; return o; }
  const sameAttrs = o.attributes.length === n.attributes.length
    && [...n.attributes].every((a) => o.getAttribute(a.name) === a.value);
  if (!sameAttrs) {
    if (n.hasAttribute("data-anim")) return n;
    for (const a of [...o.attributes]) if (!n.hasAttribute(a.name)) o.removeAttribute(a.name);
    for (const a of n.attributes) if (o.getAttribute(a.name) !== a.value) o.setAttribute(a.name, a.value);
  }
  if (!o.hasAttribute("data-own-children")) patchChildren(o, n);
  return o;
}

// ------------------------------------------------------------------ the renderer base

/** {update(msg), destroy(), note(text), unbusy()}: what mount() hands to the shell */
export function handle(r) {
  return {
    update: (msg) => r.update(msg),
    destroy: () => r.destroy(),
    note: (text) => r.note(text),
    unbusy: () => { r.busy = false; r.render(); },
  };
}

export class Renderer {
  /**
   * logCap: how many log entries a live table keeps; emptyLog: the line of an empty log.
   */
  constructor(el, ctx, { logCap, emptyLog }) {
    this.el = el;
    this.ctx = ctx;
    this.msg = null;
    this.busy = false;
    this.log = [];
    this.logVersion = -1;
    this.logCap = logCap;
    this.emptyLog = emptyLog;
    this.logKey = ctx.live && ctx.tableId ? `ludoteca.log.${ctx.tableId}` : null;
    if (this.logKey) {
      try {
        const saved = JSON.parse(sessionStorage.getItem(this.logKey) || "null");
        if (saved && Array.isArray(saved.log)) { this.log = saved.log; this.logVersion = saved.version; }
      } catch { /* ignore */ }
    }
  }

  /** clicks in the screen go to this.click; keys (only when `keys`) to this.key */
  listen(keys) {
    this.onClick = (e) => this.click(e);
    this.onKey = (e) => this.key(e);
    this.el.addEventListener("click", this.onClick);
    if (keys) document.addEventListener("keydown", this.onKey);
  }

  /**
   * The screen in the reader's words: redrawn once the game's catalogue is in (the shell
   * loads it before mounting; asking again costs nothing and keeps the screen readable if it
   * did not) and at every language switch. Undone by destroy().
   */
  speak(game) {
    this.offLanguage = onLanguageChange(() => this.redraw());
    if (game) useGameTexts(game).then(() => this.redraw()).catch(() => {});
  }

  /** the same state painted again (new words): nothing to paint before the first message */
  redraw() { if (this.msg) this.render(); }

  /** listeners off, the board widget (`this.board`, if the screen has one) torn down */
  destroy() {
    if (this.offLanguage) this.offLanguage();
    if (this.board) this.board.destroy();
    this.el.removeEventListener("click", this.onClick);
    document.removeEventListener("keydown", this.onKey);
    this.el.innerHTML = "";
  }

  note(text) {
    this.log.push({ ev: { kind: "_note", text }, v: this.logVersion });
    this.renderLog();
  }

  /** the events of a state message into the log; a replay step brings its whole log */
  takeEvents(msg) {
    if (msg.log) {
      this.log = msg.log; // replay: the whole log up to this step
    } else if (msg.events && msg.events.length && msg.version > this.logVersion) {
      for (const ev of msg.events) this.log.push({ ev, v: msg.version });
      if (this.log.length > this.logCap) this.log = this.log.slice(-this.logCap);
      this.logVersion = msg.version;
      this.saveLog();
    } else if (msg.version > this.logVersion) {
      this.logVersion = msg.version;
    }
  }

  saveLog() {
    if (!this.logKey) return;
    try { sessionStorage.setItem(this.logKey, JSON.stringify({ version: this.logVersion, log: this.log })); } catch { /* full */ }
  }

  names() {
    const table = this.msg.table || { seats: [] };
    return seatNames({ ...table, players: this.msg.view.players });
  }

  me() { return typeof this.msg.view.seat === "number" ? this.msg.view.seat : null; }

  /**
   * Is msg the state already shown, sent again (same version, same seat: a seat connected
   * or left, a deadline re-sent)? Then an action in flight stays busy (its answer is still
   * to come) and render patches the screen rather than redrawing it.
   */
  resent(prev, msg) {
    return Boolean(prev && prev.view && msg.version === prev.version && msg.seat === prev.seat);
  }

  /** the new screen, as a patch of the old one: the nodes that did not change stay (the
   *  button under the pointer survives another seat's move); `patch` (a resent state) is
   *  the renderers' own business */
  paint(html) {
    patchHTML(this.root, html);
  }

  /**
   * The decision attributes of this.root (for browser tests, stable): data-version, the
   * state shown; data-asked, what this seat is asked now (the prompt kind, or "wait":
   * nothing, or an action is on its way); data-decision, the version this open decision
   * began at ("" when nothing is asked); data-busy, "true" while an action is on its way.
   */
  markDecision(asked) {
    const d = this.root.dataset;
    const open = Boolean(this.ctx.live && asked && !this.busy);
    if (open && (!d.asked || d.asked === "wait")) this.revealDecision();
    d.version = String(this.msg.version ?? "");
    d.asked = open ? asked : "wait";
    d.decision = open ? String(this.msg.decision ?? this.msg.version ?? "") : "";
    d.busy = this.busy ? "true" : "false";
  }

  /** A decision just opened: on a phone, bring what it is made with into view if it is
   *  below the screen: the element the game marks `data-decision-view` (a hand of cards),
   *  else its dock. Once per decision, so the player's own scrolling is never fought. */
  revealDecision() {
    if (!window.matchMedia("(max-width: 700px)").matches) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const bring = () => {
      const target = this.root.querySelector("[data-decision-view]")
        || this.root.querySelector('[data-testid="prompt"]');
      if (!target || target.getBoundingClientRect().bottom <= window.innerHeight) return;
      target.scrollIntoView({ block: "end", behavior: still ? "auto" : "smooth" });
    };
    // the screen may still be settling (a board fitted, texts or fonts arriving) and push
    // it down again: once more a moment later, unless the player touched the page since
    let touched = false;
    const touch = () => { touched = true; };
    const kinds = ["wheel", "touchstart", "pointerdown", "keydown"];
    for (const k of kinds) window.addEventListener(k, touch, { passive: true, once: true });
    requestAnimationFrame(bring);
    setTimeout(() => {
      for (const k of kinds) window.removeEventListener(k, touch);
      if (!touched) bring();
    }, still ? 300 : 700);
  }

  /** send an action of a live table, once: busy until the next state, the local choice dropped */
  send(action) {
    if (!this.ctx.live || this.busy) return;
    if (this.ctx.send(action)) {
      this.busy = true;
      this.dropChoice();
      this.render();
    }
  }

  /** what a sent action ends on the screen (a selection, a tool): nothing here */
  dropChoice() {}

  renderLog(keepScroll) {
    const list = this.root.querySelector(".log-list");
    if (!list || !this.msg) return;
    const items = [];
    for (const { ev } of this.log) {
      if (ev.kind === "_note") { items.push(`<li class="ev note">${esc(ev.text)}</li>`); continue; }
      const item = this.logItem(ev);
      if (item) items.push(item);
    }
    if (!items.length) items.push(`<li class="ev muted">${this.emptyLog}</li>`);
    list.setAttribute("data-own-children", "");
    patchHTML(list, items.join(""));
    if (keepScroll == null) list.scrollTop = list.scrollHeight;
    else list.scrollTop = keepScroll;
  }
}

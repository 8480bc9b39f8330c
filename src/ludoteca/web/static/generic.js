// The generic screen: any game whose package brings no renderer is played here. It knows
// no game: the view is shown as readable panels (scalars as a list of facts, objects as
// labelled sections, lists of scalars inline, lists of objects as cards, the seats' cards
// named after their players) and the seat's legal actions as buttons with their labels.
//
// mount(el, ctx) -> {update(msg), destroy(), note(text), unbusy()}   (as every renderer)
//   msg: a websocket "state" message {table, seat, version, view, legal, deadline, events}
//        (replay.js passes the same shape with legal [] and a ready-made `log`).
//   ctx: {live, tableId, send(action) -> bool, rematch(), canRematch()}
// A view may use these conventional keys, all optional: seat (the viewer), players,
// prompt {kind, text} (what is asked), over, winners, scores, seats (one object per seat).
//
// data-testids (stable, for browser tests):
//   generic          the whole screen (data-over; data-version, data-asked, data-decision,
//                    data-busy: see markDecision in shared.js)
//   status           the line saying whose decision it is
//   view             the panels of the view;  view-KEY: the panel of a top-level key
//   seat-N           a seat's card (a list with one object per seat)
//   prompt           the action dock (data-kind = what is asked, or "wait");  prompt-text
//   action           an action button (data-index = its position in the legal list; label)
//   action-select-KIND, action-go-KIND   a long list of one kind: pick, then send
//   waiting          what the dock says when nothing is asked
//   event-log        the readable event log
//   end-screen       the game is over: end-winners, end-play-again ("play again")

import { esc } from "./app.js";
import { has, t, tHTML } from "./i18n.js";
import { Renderer, handle, listNames, seatMark, seatTagsHTML, strip } from "./shared.js";

const MAX_BUTTONS = 24; // more actions of one kind than this become a list to pick from
const MAX_DEPTH = 5; // deeper than this, a value is shown as JSON
const SEAT_KEYS = /^(seat|seats|winner|winners|player|to_move|active|by|from|to)$/; // numbers there are seats

/** "known_top" / "knownTop" -> "Known top" */
export function pretty(key) {
  const words = String(key).replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1).toLowerCase() : String(key);
}

const isScalar = (v) => v === null || ["string", "number", "boolean"].includes(typeof v);
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

export function mount(el, ctx) {
  return handle(new GenericRenderer(el, ctx));
}

class GenericRenderer extends Renderer {
  constructor(el, ctx) {
    super(el, ctx, { logCap: 300, emptyLog: "" });
    this.listen(false);
    el.innerHTML = `<div class="generic" data-testid="generic"></div>`;
    this.root = el.firstElementChild;
  }

  update(msg) {
    if (!msg || !msg.view) return;
    const prev = this.msg;
    const resent = this.resent(prev, msg);
    this.msg = msg;
    if (!resent) this.busy = false; // the answer to an action in flight is a new version
    this.takeEvents(msg);
    this.render({ patch: resent });
  }

  legal() { return this.ctx.live ? this.msg.legal || [] : []; }

  over() {
    const v = this.msg.view;
    return Boolean(v.over) || (this.msg.table && this.msg.table.status === "finished");
  }

  who(seat) {
    const name = this.names()[seat] ?? t("seat-numbered", { number: seat + 1 });
    const shown = seat === this.me() && this.ctx.live ? t("gen-who-you", { name }) : name;
    return `<b class="who sc${seat % 5}">${seatMark(seat)}${esc(shown)}</b>`;
  }

  render(opts = {}) {
    if (!this.msg) return;
    const v = this.msg.view;
    const legal = this.legal();
    const over = this.over();
    const asked = legal.length && !over ? (v.prompt && v.prompt.kind) || "choose" : null;
    this.markDecision(asked);
    this.emptyLog = esc(t("gen-empty-log"));
    this.root.dataset.over = over ? "true" : "false";
    const keepScroll = this.root.querySelector(".log-list")?.scrollTop;
    this.paint(`
      <div class="gen-status" data-testid="status">${this.statusHTML(legal, over)}</div>
      ${over ? this.endHTML(v) : ""}
      <div class="gen-layout">
        <div class="gen-main">
          ${this.dockHTML(v, legal, over)}
          <div class="gen-view" data-testid="view">${this.viewHTML(v)}</div>
        </div>
        <aside class="gen-side">
          <div class="panel log-panel"><h3>${esc(t("gen-log-title"))}</h3>
            <ol class="log-list" data-testid="event-log" aria-live="polite" tabindex="0" data-own-children></ol></div>
        </aside>
      </div>`, opts.patch);
    this.renderLog(opts.patch ? keepScroll : undefined);
  }

  statusHTML(legal, over) {
    if (over) return esc(t("gen-status-over"));
    if (legal.length) return esc(t(this.busy ? "gen-status-sent" : "gen-status-decide"));
    return esc(t(this.ctx.live ? "gen-status-waiting" : "gen-status-replay"));
  }

  endHTML(v) {
    const winners = Array.isArray(v.winners) ? v.winners.filter((s) => typeof s === "number") : [];
    const again = this.ctx.live && this.ctx.canRematch && this.ctx.canRematch();
    return `<div class="panel gen-end" data-testid="end-screen">
      <h2 data-testid="end-winners">${winners.length
        ? tHTML("gen-winners", { count: winners.length }, { names: listNames(winners.map((s) => this.who(s))) })
        : esc(t("gen-game-over"))}</h2>
      ${again ? `<button class="btn primary" data-testid="end-play-again" data-act="again">${esc(t("gen-play-again"))}</button>` : ""}
    </div>`;
  }

  dockHTML(v, legal, over) {
    if (over || !this.ctx.live) return "";
    const kind = legal.length && !this.busy ? (v.prompt && v.prompt.kind) || "choose" : "wait";
    if (kind === "wait") {
      const text = t(this.busy ? "gen-sent" : "gen-nothing");
      return `<div class="panel dock" data-testid="prompt" data-kind="wait">
        <p class="muted" data-testid="waiting">${esc(text)}</p></div>`;
    }
    const text = this.promptText(v.prompt);
    const deadline = typeof this.msg.deadline === "number" && this.msg.deadline > 0
      ? ` <span class="tag warn">${esc(t("gen-deadline", { seconds: Math.ceil(this.msg.deadline) }))}</span>` : "";
    // group by kind, in the order the game lists them
    const groups = new Map();
    legal.forEach((a, i) => {
      if (!groups.has(a.kind)) groups.set(a.kind, []);
      groups.get(a.kind).push([a, i]);
    });
    const parts = [];
    for (const [k, items] of groups) {
      const label = (a) => esc(this.actionLabel(a));
      if (items.length <= MAX_BUTTONS) {
        parts.push(`<div class="btn-row gen-actions">${items.map(([a, i]) =>
          `<button type="button" class="btn" data-testid="action" data-index="${i}">${label(a)}</button>`).join("")}</div>`);
      } else {
        parts.push(`<div class="gen-pick"><label class="field inline">${esc(pretty(k))}
          <select data-testid="action-select-${esc(k)}">${items.map(([a, i]) =>
            `<option value="${i}">${label(a)}</option>`).join("")}</select></label>
          <button type="button" class="btn primary" data-testid="action-go-${esc(k)}" data-pick="${esc(k)}">${esc(t("gen-do-it"))}</button></div>`);
      }
    }
    return `<div class="panel dock" data-testid="prompt" data-kind="${esc(kind)}">
      <p data-testid="prompt-text"><b>${esc(text)}</b>${deadline}</p>${parts.join("")}</div>`;
  }

  /** An action's words in the reader's language: the game's message `action-<kind>` when
   *  its catalogue has one, given the action's fields (`messageArgs`); else the label the
   *  engine gave. */
  actionLabel(a) {
    const id = `action-${a.kind}`;
    return has(id) ? t(id, this.messageArgs(a, ["kind", "label"])) : a.label || a.kind;
  }

  /** The prompt in the reader's language: the game's message `prompt-<kind>` when its
   *  catalogue has one (the prompt's fields as arguments), else the engine's own text. */
  promptText(p) {
    if (!p) return t("gen-choose");
    const id = `prompt-${p.kind}`;
    return has(id) ? t(id, this.messageArgs(p, ["kind", "text"])) : p.text || t("gen-choose");
  }

  /** Message arguments from an object's scalar fields: a value `v` of field `f` naming a
   *  message `f-v` (such as card-…) as that message's text; true/false as "yes"/"no"; a
   *  `seat` also as `player`, the player's name. */
  messageArgs(obj, skip) {
    const args = {};
    for (const [key, value] of Object.entries(obj)) {
      if (skip.includes(key) || !isScalar(value)) continue;
      const named = `${key}-${value}`;
      args[key] = typeof value === "boolean" ? (value ? "yes" : "no")
        : has(named) ? t(named) : value;
      if (key === "seat" && typeof value === "number") {
        args.player = this.names()[value] ?? t("seat-numbered", { number: value + 1 });
      }
    }
    return args;
  }

  // ---------------------------------------------------------------- the view as panels

  viewHTML(v) {
    const skip = new Set(["prompt", "seat"]);
    const facts = [];
    const panels = [];
    for (const [key, value] of Object.entries(v)) {
      if (skip.has(key)) continue;
      if (isScalar(value) || (Array.isArray(value) && value.every(isScalar))) {
        facts.push(this.factHTML(key, value));
      } else {
        panels.push(`<section class="panel gen-panel" data-testid="view-${esc(key)}">
          <h3>${esc(pretty(key))}</h3>${this.valueHTML(value, key, 1, v)}</section>`);
      }
    }
    const head = facts.length ? `<section class="panel gen-panel" data-testid="view-game"><h3>${esc(t("gen-facts"))}</h3>
      <dl class="gen-facts">${facts.join("")}</dl></section>` : "";
    return head + panels.join("");
  }

  factHTML(key, value) {
    return `<dt>${esc(pretty(key))}</dt><dd data-key="${esc(key)}">${this.inlineHTML(value, key)}</dd>`;
  }

  /** a scalar, or a list of scalars on one line; seat numbers under seat-like keys named */
  inlineHTML(value, key) {
    if (Array.isArray(value)) {
      if (!value.length) return `<span class="muted">${esc(t("gen-none"))}</span>`;
      return value.map((x) => `<span class="gen-chip">${this.scalarHTML(x, key)}</span>`).join(" ");
    }
    return this.scalarHTML(value, key);
  }

  scalarHTML(value, key) {
    if (value === null || value === undefined) return `<span class="muted">—</span>`;
    if (typeof value === "boolean") return esc(t(value ? "gen-yes" : "gen-no"));
    const players = this.msg.view.players ?? this.names().length;
    if (typeof value === "number" && Number.isInteger(value) && SEAT_KEYS.test(key || "")
        && value >= 0 && value < players) return this.who(value);
    return esc(String(value));
  }

  valueHTML(value, key, depth, parent) {
    if (isScalar(value) || (Array.isArray(value) && value.every(isScalar))) return this.inlineHTML(value, key);
    if (depth > MAX_DEPTH) return `<code>${esc(JSON.stringify(value))}</code>`;
    if (Array.isArray(value)) return this.cardsHTML(value, key, depth, parent);
    const facts = [];
    const nested = [];
    for (const [k, x] of Object.entries(value)) {
      if (isScalar(x) || (Array.isArray(x) && x.every(isScalar))) facts.push(this.factHTML(k, x));
      else nested.push(`<div class="gen-sub"><h4>${esc(pretty(k))}</h4>${this.valueHTML(x, k, depth + 1, value)}</div>`);
    }
    if (!facts.length && !nested.length) return `<span class="muted">${esc(t("gen-empty"))}</span>`;
    return `${facts.length ? `<dl class="gen-facts">${facts.join("")}</dl>` : ""}${nested.join("")}`;
  }

  /** a list of objects (or mixed values) as cards; one object per seat: the seats' cards */
  cardsHTML(list, key, depth, parent) {
    if (!list.length) return `<span class="muted">${esc(t("gen-none"))}</span>`;
    const players = this.msg.view.players ?? this.names().length;
    const perSeat = list.length === players && list.every(isObject)
      && (/seat|player/i.test(key) || list.every((x, i) => x.seat === undefined || x.seat === i));
    const me = this.me();
    const cards = list.map((item, i) => {
      const seat = perSeat ? i : (isObject(item) && typeof item.seat === "number" ? item.seat : null);
      const title = seat !== null
        ? `${this.who(seat)} ${seatTagsHTML((this.msg.table?.seats || [])[seat], seat === me, this.ctx.live)}`
        : esc(isObject(item) && (item.name ?? item.id) !== undefined ? String(item.name ?? item.id) : `#${i + 1}`);
      const tid = perSeat ? ` data-testid="seat-${i}"` : "";
      const body = isObject(item)
        ? this.valueHTML(Object.fromEntries(Object.entries(item).filter(([k]) => !(perSeat && k === "seat"))), key, depth + 1, parent)
        : this.valueHTML(item, key, depth + 1, parent);
      return `<div class="gen-card${seat !== null && seat === me ? " me" : ""}"${tid}><div class="gen-card-title">${title}</div>${body}</div>`;
    });
    return `<div class="gen-cards">${cards.join("")}</div>`;
  }

  // ---------------------------------------------------------------- log and input

  logItem(ev) {
    const parts = [];
    for (const [k, x] of Object.entries(ev)) {
      if (k === "kind") continue;
      if (isScalar(x) || (Array.isArray(x) && x.every(isScalar))) parts.push(`${esc(pretty(k))}: ${this.inlineHTML(x, k)}`);
      else parts.push(`${esc(pretty(k))}: <code>${esc(JSON.stringify(x))}</code>`);
    }
    return `<li class="ev"><b>${esc(pretty(ev.kind))}</b>${parts.length ? ` · ${parts.join(" · ")}` : ""}</li>`;
  }

  click(e) {
    if (e.target.closest('[data-act="again"]')) { this.ctx.rematch && this.ctx.rematch(); return; }
    if (!this.ctx.live || this.busy) return;
    const legal = this.legal();
    const btn = e.target.closest("[data-index]");
    let index = btn ? Number(btn.dataset.index) : null;
    const pick = e.target.closest("[data-pick]");
    if (pick) {
      const select = this.root.querySelector(`[data-testid="action-select-${CSS.escape(pick.dataset.pick)}"]`);
      index = select ? Number(select.value) : null;
    }
    if (index === null || !legal[index]) return;
    this.send(strip(legal[index]));
  }

  key() {}
}

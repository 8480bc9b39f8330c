// Ludoteca browser client: the shell.
//
// Hash routes:  #/  lobby · #/table/ID  a table (waiting room, then the game) ·
//               #/replays  finished games · #/replay/ID  step through one of them ·
//               #/help/GAME[/TABLE]  how to play a game (from the lobby, or a table).
// The server is the contract of docs/server.md: HTTP JSON under /api, one websocket per
// table at /ws/tables/ID?token=TOKEN. Seat tokens live in localStorage, keyed by table id.
// A game's screen is the renderer its package brings, or generic.js (see loadRenderer).
// Every text is a message of the catalogues (i18n.js): a language switch re-renders the
// page from the data it last had (each view listens with onLanguageChange).
//
// Shell data-testids: nav-lobby, nav-replays, lang-switch, conn-status, toast,
// table-toolbar, copy-invite, invite-link, leave, play-again, go-next-table, table-missing,
// help-link; the rematch notice's are listed in rematch.js.

import {
  currentLanguage, gameHas, gameT, has, initLanguage, languageSwitcher, loadGameTexts,
  onLanguageChange, t, useGameTexts,
} from "./i18n.js";
import { alertMenu, TurnAlert } from "./alert.js";
import { patchedState } from "./patch.js";
import { clockNotes, voteNoticeHTML, voteText } from "./clocks.js";
import { answerOf, follows, offerOf, othersAsked, proposed, rematchNoticeHTML } from "./rematch.js";

// ------------------------------------------------------------------ small helpers

export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
  }[c]));
}

export class ApiError extends Error {
  constructor(message, status, code) {
    super(message);
    this.status = status;
    this.code = code || null;
  }
}

/** What a player reads for a server error: its `error-<code>` message, else the server's
 *  own (English) text. */
export function errorText(code, message) {
  return code && has(`error-${code}`) ? t(`error-${code}`) : (message || t("error-generic"));
}

export async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (err) {
    throw new ApiError(t("error-offline"), 0, "offline");
  }
  let data = null;
  const text = await res.text();
  if (text) {
    try { data = JSON.parse(text); } catch { data = { error: text.slice(0, 200) }; }
  }
  if (!res.ok) {
    const code = data && typeof data.code === "string" ? data.code : null;
    throw new ApiError(errorText(code, (data && data.error) || `${res.status} ${res.statusText}`), res.status, code);
  }
  return data;
}

let toastTimer = null;
export function toast(message, kind = "info") {
  let el = document.getElementById("toast");
  if (!el) {
    el = document.createElement("div");
    el.id = "toast";
    el.dataset.testid = "toast";
    el.setAttribute("role", "status");
    el.setAttribute("aria-live", "polite");
    document.body.appendChild(el);
  }
  el.textContent = message;
  el.className = `toast show ${kind}`;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.className = `toast ${kind}`; }, kind === "error" ? 5000 : 2800);
}

export function timeAgo(epochSeconds) {
  if (!epochSeconds) return "";
  const s = Math.max(0, Date.now() / 1000 - epochSeconds);
  if (s < 60) return t("time-just-now");
  if (s < 3600) return t("time-minutes-ago", { count: Math.floor(s / 60) });
  if (s < 86400) return t("time-hours-ago", { count: Math.floor(s / 3600) });
  return new Date(epochSeconds * 1000).toLocaleDateString(currentLanguage());
}

/** A kind of bot in the player's words ("clever bot"; plural: "clever bots"). */
export function botLabel(bot, plural = false) {
  const id = has(`bot-${bot}`) ? `bot-${bot}` : "bot-named";
  return t(plural ? `${id}.plural` : id, { bot: String(bot ?? "") });
}

/** A bot seat's kind as a tag, or "" when its name already says it (the server names a bot
 *  seat "<kind> bot <number>", shown as "clever bot 2": a "clever bot" tag would repeat it). */
export function botTagHTML(seat) {
  if (!seat || seat.kind !== "bot") return "";
  const own = seat.bot && /^\d+$/.test(String(seat.name || "").slice(`${seat.bot} bot `.length))
    && String(seat.name || "").startsWith(`${seat.bot} bot `);
  return own ? "" : `<span class="tag">${esc(seat.bot ? botLabel(seat.bot) : t("tag-bot"))}</span>`;
}

/** Display names of every seat; equal names (two "Ann"s) get their seat number. Names the
 *  server makes (an empty seat, "heuristic bot 3", "Ann (bot)") are said in the player's
 *  language. */
export function seatNames(table) {
  const seats = (table && table.seats) || [];
  const n = Math.max(seats.length, (table && table.players) || 0);
  const raw = [];
  const made = [];
  for (let i = 0; i < n; i++) {
    const s = seats[i];
    const name = s && s.kind !== "empty" ? String(s.name || "") : "";
    let shown = null;
    if (!name) shown = t("seat-numbered", { number: i + 1 });
    else if (s.kind === "bot" && s.bot && name === `${s.bot} bot ${i + 1}`) shown = t("seat-bot", { bot: botLabel(s.bot), number: i + 1 });
    else if (s.kind === "bot" && name.endsWith(" (bot)")) shown = t("seat-stand-in", { name: name.slice(0, -6) });
    made.push(shown !== null);
    raw.push(shown ?? name);
  }
  const count = {};
  raw.forEach((x) => { count[x] = (count[x] || 0) + 1; });
  return raw.map((x, i) => (count[x] > 1 && !made[i] ? `${x} ${i + 1}` : x));
}

export function seatName(table, seat) {
  return seatNames(table)[seat] ?? t("seat-numbered", { number: seat + 1 });
}

export function inviteUrl(id) {
  return `${location.origin}${location.pathname}#/table/${id}`;
}

export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // clipboard API needs a secure context: fall back to a hidden textarea
    const ta = document.createElement("textarea");
    ta.value = text;
    ta.setAttribute("readonly", "");
    ta.style.position = "fixed";
    ta.style.opacity = "0";
    document.body.appendChild(ta);
    ta.select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch { ok = false; }
    ta.remove();
    return ok;
  }
}

// ------------------------------------------------------------------ token storage

const KEY = "ludoteca";
function readJSON(key) {
  try { return JSON.parse(localStorage.getItem(key) || "null"); } catch { return null; }
}
function writeJSON(key, value) {
  try {
    if (value == null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch { /* private mode: tokens live for this page only */ }
}

export const store = {
  /** {token, seat} of the seat this browser holds at a table, or null */
  seat: (id) => readJSON(`${KEY}.seat.${id}`),
  setSeat: (id, token, seat) => writeJSON(`${KEY}.seat.${id}`, { token, seat, at: Date.now() }),
  clearSeat: (id) => writeJSON(`${KEY}.seat.${id}`, null),
  host: (id) => readJSON(`${KEY}.host.${id}`),
  setHost: (id, token) => writeJSON(`${KEY}.host.${id}`, token),
  /** the token that may act at this table (seat first, then host) */
  anyToken(id) {
    const seat = this.seat(id);
    return (seat && seat.token) || this.host(id) || null;
  },
  /** a rematch table accepts the tokens of the old one its players keep (docs/server.md,
   *  "Rematch"): the seat's unless it was declined; as its host, the old host token or
   *  (`hostBySeat`: the page proposed from its seat) the seat's token */
  carryOver(oldId, newId, { seat: keepSeat = true, host: keepHost = true, hostBySeat = false } = {}) {
    const seat = this.seat(oldId);
    if (seat && keepSeat && !this.seat(newId)) this.setSeat(newId, seat.token, seat.seat);
    const host = hostBySeat && seat ? seat.token : keepHost ? this.host(oldId) : null;
    if (host && !this.host(newId)) this.setHost(newId, host);
  },
  name: () => localStorage.getItem(`${KEY}.name`) || "",
  setName: (name) => { try { localStorage.setItem(`${KEY}.name`, name); } catch { /* ignore */ } },
};

// ------------------------------------------------------------------ game screens

// A game's screen is the renderer module its package brings (`renderer` in /api/games, a
// URL under /games/ID/static/), or else the generic screen, and the stylesheets its
// package brings (`styles`, URLs under the same folder): nothing here names a game.
const loaded = {};
const linked = {};

/** Link stylesheets into the page, each once; resolves when they are loaded (or failed). */
export function loadStyles(urls) {
  return Promise.all((urls || []).map((url) => {
    if (!linked[url]) {
      linked[url] = new Promise((resolve) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = url;
        link.dataset.gameStyle = "";
        link.onload = () => resolve(true);
        link.onerror = () => { link.remove(); delete linked[url]; resolve(false); };
        document.head.appendChild(link);
      });
    }
    return linked[url];
  }));
}

/** Resolve a game's renderer module: {mount(el, ctx) -> {update(msg), destroy()}}; the
 * game's stylesheets are in the page once it resolves, so the first paint is styled. */
export async function loadRenderer(game) {
  await useGameTexts(game); // the game's catalogue, read first by t() on its screen
  if (!loaded[game]) {
    loaded[game] = games()
      .then((list) => list.find((g) => g.id === game) || {})
      .catch(() => ({}))
      .then((entry) => Promise.all([
        entry.renderer ? import(entry.renderer) : import("./generic.js").then((m) => ({ ...m, generic: true })),
        loadStyles(entry.styles),
      ]))
      .then(([mod]) => mod)
      .catch((err) => { delete loaded[game]; throw err; });
  }
  return loaded[game];
}

/** Replace a game's screen by a loader () -> Promise<module> (tests, development). */
export function registerRenderer(game, loader) {
  loaded[game] = loader();
}

let gamesCache = null;
export async function games() {
  if (!gamesCache) gamesCache = api("GET", "/api/games").catch((err) => { gamesCache = null; throw err; });
  return gamesCache;
}
/** A game's name in the player's language (its catalogue's `game-name`), else the API's. */
export function gameLabel(game) {
  return game && gameHas(game.id, "game-name") ? gameT(game.id, "game-name") : (game ? game.name : "");
}

export async function gameName(id) {
  try {
    const [list] = await Promise.all([games(), loadGameTexts(id)]);
    const g = list.find((x) => x.id === id);
    return g ? gameLabel(g) : id;
  } catch {
    return id;
  }
}

// ------------------------------------------------------------------ websocket client

/**
 * One table's websocket, reconnecting with backoff. handlers: onMessage(msg),
 * onStatus("connecting"|"open"|"closed"|"gone"), onGone().
 */
export class TableSocket {
  constructor(tableId, token, handlers) {
    this.tableId = tableId;
    this.token = token;
    this.handlers = handlers;
    this.ws = null;
    this.closed = false;
    this.retry = 0;
    this.retryTimer = null;
    this.pingTimer = null;
    this.everOpened = false;
    this.onWake = () => { if (!this.closed && (!this.ws || this.ws.readyState > 1)) this.reconnectNow(); };
    window.addEventListener("online", this.onWake);
    document.addEventListener("visibilitychange", this.onWake);
    this.connect();
  }

  url() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const query = ["patch=1"]; // state messages as changes to the view (patch.js)
    if (this.token) query.push(`token=${encodeURIComponent(this.token)}`);
    // the last version whose events this page has: the server sends the ones it missed
    const since = this.handlers.since ? this.handlers.since() : null;
    if (Number.isInteger(since)) query.push(`since=${since}`);
    const q = query.length ? `?${query.join("&")}` : "";
    return `${proto}://${location.host}/ws/tables/${encodeURIComponent(this.tableId)}${q}`;
  }

  status(s) {
    this.state = s;
    if (this.handlers.onStatus) this.handlers.onStatus(s);
  }

  connect() {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    this.status("connecting");
    let ws;
    try {
      ws = new WebSocket(this.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (ws !== this.ws) return;
      this.retry = 0;
      this.status("open");
      if (this.everOpened && this.handlers.onReconnect) this.handlers.onReconnect();
      this.everOpened = true;
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: "ping" }), 25000);
    };
    let gotState = false;
    ws.onmessage = (e) => {
      if (ws !== this.ws) return;
      let msg;
      try { msg = JSON.parse(e.data); } catch { return; }
      if (!msg || msg.type === "pong") return;
      if (msg.type === "state" && !(msg = patchedState(ws, msg))) return;
      if (msg.type === "state") gotState = true;
      // a refused token is answered with an error and a close before any state
      if (!gotState && msg.type === "error") { this.rejected = msg; return; }
      this.handlers.onMessage(msg);
    };
    ws.onclose = (e) => {
      if (ws !== this.ws) return;
      clearInterval(this.pingTimer);
      if (this.closed) return;
      if (e.code === 4404) {
        this.closed = true;
        this.status("gone");
        if (this.handlers.onGone) this.handlers.onGone();
        return;
      }
      if (!gotState && this.rejected && this.token && this.handlers.onRejected) {
        // our token is not valid here (seat freed, table reset...): watch as a spectator
        const why = this.rejected;
        this.rejected = null;
        this.handlers.onRejected(why);
        return;
      }
      this.status("closed");
      this.scheduleRetry();
    };
    ws.onerror = () => { /* onclose follows */ };
  }

  scheduleRetry() {
    if (this.closed) return;
    const delay = Math.min(8000, 400 * 2 ** this.retry) * (0.8 + Math.random() * 0.4);
    this.retry += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  reconnectNow() {
    this.retry = 0;
    if (this.ws) {
      const old = this.ws;
      this.ws = null;
      try { old.close(); } catch { /* ignore */ }
    }
    this.connect();
  }

  setToken(token) {
    if (token === this.token) return;
    this.token = token;
    this.reconnectNow();
  }

  send(obj) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(obj));
    return true;
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    window.removeEventListener("online", this.onWake);
    document.removeEventListener("visibilitychange", this.onWake);
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      try { ws.close(1000); } catch { /* ignore */ }
    }
  }
}

// ------------------------------------------------------------------ the table page

async function tableView(root, id) {
  const lobby = await import("./lobby.js");
  const { mountChat, logCutNote } = await import("./chat.js");
  let table = null;
  let mySeat = null; // the seat the server says this connection holds
  let lastMsg = null;
  let renderer = null;
  let rendererGame = null;
  let mountingRenderer = null;
  let destroyed = false;
  let nextAtLoad = undefined; // next id when the page opened (auto-follow only new rematches)
  let connState = "connecting";

  root.innerHTML = `
    <section class="table-page">
      <div class="table-toolbar" data-testid="table-toolbar"></div>
      <div class="table-notice" hidden></div>
      <div class="table-body"><p class="muted pad">${esc(t("table-opening"))}</p></div>
    </section>`;
  const toolbar = root.querySelector(".table-toolbar");
  const notice = root.querySelector(".table-notice");
  const body = root.querySelector(".table-body");
  let waitingEl = null;
  let gameEl = null;

  try {
    table = await api("GET", `/api/tables/${encodeURIComponent(id)}`);
  } catch (err) {
    body.innerHTML = `<div class="panel pad" data-testid="table-missing">
      <h2>${esc(t("table-missing"))}</h2><p>${esc(err.message)}</p>
      <p><a class="btn" href="#/">${esc(t("back-to-lobby"))}</a></p></div>`;
    return () => {};
  }
  nextAtLoad = table.next || null;
  const turnAlert = new TurnAlert(); // the player's move while they look elsewhere
  const chat = mountChat(root.querySelector(".table-page"), {
    send: (message) => socket.send(message),
    mySeat: () => mySeat,
  });

  const socket = new TableSocket(id, store.seat(id)?.token || null, {
    onMessage,
    since: shownVersion,
    onStatus(s) { connState = s; drawToolbar(); },
    onGone() {
      body.innerHTML = `<div class="panel pad" data-testid="table-missing"><h2>${esc(t("table-gone"))}</h2>
        <p><a class="btn" href="#/">${esc(t("back-to-lobby"))}</a></p></div>`;
    },
    onReconnect() {
      if (!renderer) return;
      // an action sent on the old connection may be lost: a resent state would not end busy
      if (renderer.unbusy) renderer.unbusy();
      if (renderer.note) renderer.note(t("table-reconnected"));
    },
    onRejected(why) {
      toast(t("table-token-refused", { reason: errorText(why.code, why.message) }), "error");
      store.clearSeat(id);
      socket.setToken(null);
    },
  });

  function myToken() { return store.anyToken(id); }

  // the last version whose events the game screen has (its log outlives a reload in
  // sessionStorage, see shared.js), or -1: none yet, the server sends the whole log
  function shownVersion() {
    if (renderer && lastMsg && lastMsg.view) return lastMsg.version;
    try {
      const saved = JSON.parse(sessionStorage.getItem(`ludoteca.log.${id}`) || "null");
      if (saved && Number.isInteger(saved.version)) return saved.version;
    } catch { /* no storage: the whole log */ }
    return -1;
  }

  // a cut backlog starts with a note saying so; events of a state the game screen has not
  // taken yet (it is still loading) go on with the next one
  function withMissed(msg) {
    let events = msg.events || [];
    if (msg.backlog && msg.backlog.truncated) events = [{ kind: "_note", text: logCutNote(msg.backlog) }, ...events];
    else if (!msg.backlog && !renderer && lastMsg && lastMsg.view && (lastMsg.events || []).length
      && msg.version >= lastMsg.version) {
      events = msg.version > lastMsg.version ? [...lastMsg.events, ...events] : lastMsg.events;
    }
    return events === msg.events ? msg : { ...msg, events };
  }

  function onMessage(msg) {
    if (destroyed) return;
    if (msg.type === "chat" || msg.type === "chat_log" || (msg.type === "error" && msg.about === "chat")) {
      chat.take(msg);
      return;
    }
    if (msg.type === "error") {
      toast(errorText(msg.code, msg.message), "error");
      if (renderer && renderer.unbusy) renderer.unbusy();
      return;
    }
    if (msg.type === "vote") { // a vote to replace a player whose time ran out (clocks.js)
      toast(voteText(msg));
      if (renderer && renderer.note) renderer.note(voteText(msg));
      return;
    }
    if (msg.type !== "state") return;
    if (renderer && renderer.note) for (const text of clockNotes(table, msg.table)) renderer.note(text);
    turnAlert.update(msg);
    lastMsg = withMissed(msg);
    const seatBefore = mySeat;
    mySeat = typeof msg.seat === "number" ? msg.seat : null;
    if (seatBefore !== mySeat) chat.refresh(); // "you" marks follow the seat
    const stored = store.seat(id);
    if (stored && mySeat === null && msg.table && msg.table.status !== "waiting") {
      // the token was refused: we watch as a spectator
    }
    if (stored && typeof mySeat === "number" && stored.seat !== mySeat) store.setSeat(id, stored.token, mySeat);
    applyTable(msg.table || table);
  }

  async function refresh() {
    try {
      const fresh = await api("GET", `/api/tables/${encodeURIComponent(id)}`);
      if (!destroyed) applyTable(fresh);
    } catch { /* keep the last one */ }
  }


  // the proposal the table had when its next table was made (a state message after it no
  // longer shows one): who accepted keeps their seat, who proposed hosts the new table
  let lastOffer = null;
  function who() { return { seat: heldSeat(), host: Boolean(store.host(id)) }; }

  function followNext() {
    if (!table.next) return;
    const offer = table.rematch || lastOffer;
    const me = who();
    const declined = answerOf(offer, me.seat) === "no";
    store.carryOver(id, table.next, {
      seat: !declined,
      host: !offer || offer.by === null,
      hostBySeat: Boolean(offer && offer.by !== null && offer.by === me.seat),
    });
    location.hash = `#/table/${table.next}`;
  }

  // the table's websocket pushes every change (seats, start, the rematch link): no polling
  function applyTable(fresh) {
    table = fresh;
    if (table.rematch) lastOffer = table.rematch;
    // a rematch made while the page was open: followed by those who accepted (and a host
    // who proposed without a seat); the others get the notice's link
    if (table.next && nextAtLoad === null && follows(table.rematch || lastOffer, who())) {
      toast(t("table-moving"));
      followNext();
      return;
    }
    drawToolbar();
    drawNotice();
    if (table.status === "waiting") {
      if (gameEl) { gameEl.remove(); gameEl = null; }
      if (!waitingEl) {
        body.innerHTML = "";
        waitingEl = document.createElement("div");
        body.appendChild(waitingEl);
      }
      lobby.renderWaiting(waitingEl, table, {
        id, mySeat: heldSeat(), hostToken: store.host(id), // only the host seats bots, starts
        onJoined(seat, token) { store.setSeat(id, token, seat); socket.setToken(token); refresh(); },
        onLeft() { store.clearSeat(id); socket.setToken(null); refresh(); },
        onChange(t2) { applyTable(t2); },
      });
      return;
    }
    if (waitingEl) { waitingEl.remove(); waitingEl = null; }
    if (lastMsg && lastMsg.view) showGame(lastMsg);
    else if (!gameEl) body.innerHTML = `<p class="muted pad">${esc(t("table-connecting-game"))}</p>`;
  }

  function heldSeat() {
    if (typeof mySeat === "number") return mySeat;
    const s = store.seat(id);
    return s ? s.seat : null;
  }

  async function showGame(msg) {
    const game = (msg.table && msg.table.game) || table.game;
    if (!renderer || rendererGame !== game) {
      if (mountingRenderer) { mountingRenderer.then(() => renderer && renderer.update(lastMsg)); return; }
      body.innerHTML = "";
      gameEl = document.createElement("div");
      gameEl.className = "game-host";
      body.appendChild(gameEl);
      mountingRenderer = loadRenderer(game).then((mod) => {
        if (destroyed) return;
        renderer = mod.mount(gameEl, {
          live: true,
          tableId: id,
          send(action) {
            const ok = socket.send({ type: "action", version: lastMsg ? lastMsg.version : 0, action });
            if (!ok) toast(t("table-not-connected"), "error");
            return ok;
          },
          rematch,
          canRematch: () => Boolean(myToken()),
        });
        rendererGame = game;
        mountingRenderer = null;
        renderer.update(lastMsg);
      });
      return;
    }
    renderer.update(msg);
  }

  // "Play again": go to the next table, accept the proposal, or propose one (asking first
  // what the seats of players who decline become, when anyone else is asked)
  let choosing = false;
  function rematch() {
    if (!myToken()) { toast(t("table-only-players"), "error"); return; }
    if (table.next) { followNext(); return; }
    const offer = offerOf(table);
    if (offer) {
      if (!proposed(offer, who())) rematchRequest("/answer", { accept: true });
      notice.scrollIntoView({ block: "nearest" });
      return;
    }
    if (othersAsked(table, who()) === 0) { rematchRequest("", { declined: "bot" }); return; }
    choosing = true;
    drawNotice();
    notice.scrollIntoView({ block: "nearest" });
    const first = notice.querySelector("select, button");
    if (first) first.focus();
  }

  async function rematchRequest(path, body) {
    const token = myToken();
    if (!token) { toast(t("table-only-players"), "error"); return; }
    try {
      const res = await api("POST", `/api/tables/${encodeURIComponent(id)}/rematch${path}`, { token, ...body });
      choosing = false;
      lastOffer = res.rematch || lastOffer;
      if (res.table && follows(res.rematch, who())) {
        nextAtLoad = res.table.id; // we move ourselves
        table = { ...table, next: res.table.id, rematch: res.rematch };
        followNext();
        return;
      }
      if (!destroyed) applyTable({ ...table, rematch: res.rematch, next: res.table ? res.table.id : table.next });
    } catch (err) {
      toast(errorText(err.code, err.message), "error");
    }
  }

  // a vote to replace a player whose time ran out: everyone hears of it (a `vote` message)
  async function vote(seat) {
    const held = store.seat(id);
    if (!held || !held.token) { toast(t("table-only-players"), "error"); return; }
    try {
      await api("POST", `/api/tables/${encodeURIComponent(id)}/vote`, { token: held.token, seat });
    } catch (err) {
      toast(err.message, "error");
    }
  }

  async function leave() {
    const held = store.seat(id);
    const token = (held && held.token) || store.host(id);
    const playing = table.status === "playing";
    if (playing && !confirm(t("table-leave-confirm"))) return;
    if (token) {
      try { await api("POST", `/api/tables/${encodeURIComponent(id)}/leave`, { token }); } catch (err) {
        if (held) toast(err.message, "error");
      }
    }
    store.clearSeat(id);
    location.hash = "#/";
  }

  function drawToolbar() {
    if (!table) return;
    const held = heldSeat();
    const statusText = has(`table-status-${table.status}`) ? t(`table-status-${table.status}`) : table.status;
    const conn = has(`conn-${connState}`) ? t(`conn-${connState}`) : connState;
    const info = held !== null
      ? t("table-info-seated", { id: table.id, status: statusText, seat: seatName(table, held) })
      : t("table-info-spectating", { id: table.id, status: statusText });
    const canLeave = held !== null && table.status !== "finished";
    const pending = offerOf(table);
    const answered = pending && (proposed(pending, who()) || answerOf(pending, held) != null);
    const showAgain = table.status === "finished" && (table.next || (Boolean(myToken()) && !answered));
    toolbar.innerHTML = `
      <a class="crumb" href="#/">${esc(t("nav-lobby"))}</a>
      <span class="tb-title"><b class="game-name" data-game="${esc(table.game)}">${esc(table.game)}</b>
        <span class="muted">${esc(info)}</span></span>
      <span class="tb-actions">
        <span class="conn ${esc(connState)}" data-testid="conn-status" title="${esc(t("conn-title"))}">${esc(conn)}</span>
        ${table.hurried ? `<span class="tag warn" data-testid="bots-hurried" title="${esc(t("table-bots-hurried.title"))}">${esc(t("table-bots-hurried"))}</span>` : ""}
        <button class="btn small ghost" data-testid="help-link" data-act="help" aria-haspopup="dialog">${esc(t("table-help"))}</button>
        <button class="btn small ghost" data-testid="copy-invite" data-act="invite" title="${esc(inviteUrl(id))}">${esc(t("table-copy-invite"))}</button>
        ${showAgain ? `<button class="btn small primary" data-testid="play-again" data-act="again">${esc(t(table.next ? "table-go-new-game" : "table-play-again"))}</button>` : ""}
        ${canLeave ? `<button class="btn small danger ghost" data-testid="leave" data-act="leave">${esc(t("table-leave"))}</button>` : ""}
        ${table.status === "finished" ? `<a class="btn small ghost" href="#/replay/${esc(id)}" data-testid="open-replay">${esc(t("table-replay"))}</a>` : ""}
      </span>`;
    gameName(table.game).then((name) => {
      const el = toolbar.querySelector(".game-name");
      if (el && el.dataset.game === table.game) el.textContent = name;
    });
  }

  let shownVotes = null; // the vote buttons drawn: kept as they are while unchanged
  let shownRematch = null; // likewise the rematch notice (its choice keeps its value)
  function drawNotice() {
    const votes = voteNoticeHTML(table, mySeat);
    const again = table.status === "finished" && !table.next
      ? rematchNoticeHTML(table, who(), (seat) => seatName(table, seat), choosing) : "";
    if (!votes || (table.next && table.status === "finished")) shownVotes = null;
    if (!again) shownRematch = null;
    if (table.next && table.status === "finished") {
      const without = answerOf(table.rematch || lastOffer, heldSeat()) === "no";
      notice.hidden = false;
      notice.innerHTML = `${esc(t(without ? "rematch-made-without-you" : "table-rematch-notice"))} <button class="btn small primary" data-testid="go-next-table" data-act="next">${esc(t(without ? "rematch-watch" : "table-go-next"))}</button>`;
    } else if (again) {
      notice.hidden = false;
      if (shownRematch !== again) notice.innerHTML = again;
      shownRematch = again;
    } else if (votes) {
      notice.hidden = false;
      if (shownVotes !== votes) notice.innerHTML = votes; // the button under the pointer stays
      shownVotes = votes;
    } else {
      notice.hidden = true;
      notice.innerHTML = "";
    }
  }

  async function onToolbarClick(e) {
    const btn = e.target.closest("[data-act]");
    if (!btn) return;
    const act = btn.dataset.act;
    if (act === "invite") {
      const ok = await copyText(inviteUrl(id));
      toast(ok ? t("invite-copied-share") : inviteUrl(id));
    } else if (act === "again") {
      rematch();
    } else if (act === "leave") {
      leave();
    } else if (act === "next") {
      followNext();
    } else if (act === "rematch-propose") {
      const choice = notice.querySelector('[data-testid="rematch-declined"]');
      rematchRequest("", { declined: choice ? choice.value : "bot" });
    } else if (act === "rematch-cancel") {
      choosing = false;
      drawNotice();
    } else if (act === "rematch-accept") {
      rematchRequest("/answer", { accept: true });
    } else if (act === "rematch-decline" || act === "rematch-withdraw") {
      rematchRequest("/answer", { accept: false });
    } else if (act === "rematch-start-now") {
      rematchRequest("/start", {});
    } else if (act === "vote") {
      vote(Number(btn.dataset.seat));
    } else if (act === "help") {
      if (!help) help = (await import("./help.js")).helpDrawer(table.game);
      help.toggle();
    }
  }
  let help = null; // the rules drawer, made on first use
  toolbar.addEventListener("click", onToolbarClick);
  notice.addEventListener("click", onToolbarClick);

  applyTable(table);

  // a language switch: the shell and the waiting room drawn again, and the game screen
  // updated with the last state (applyTable: its resent path patches the texts)
  const stopListening = onLanguageChange(() => {
    if (destroyed) return;
    if (waitingEl) delete waitingEl.dataset.ready;
    applyTable(table);
  });

  return () => {
    destroyed = true;
    turnAlert.destroy();
    stopListening();
    if (help) help.destroy();
    socket.close();
    chat.destroy();
    if (renderer) renderer.destroy();
  };
}

// ------------------------------------------------------------------ router

let cleanup = null;
let routeSeq = 0;

/** The texts of the page's own markup (index.html: data-i18n="message-id"). */
function translateShell() {
  document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
  document.querySelectorAll("[data-i18n-label]").forEach((el) => el.setAttribute("aria-label", t(el.dataset.i18nLabel)));
  const titles = { table: "page-title-table", replays: "page-title-replays", replay: "page-title-replay", help: "page-title-help" };
  const first = (location.hash.replace(/^#\/?/, "").split("/")[0]) || "";
  document.title = t(titles[first] || "page-title-lobby");
  // words drawn by the stylesheet (style.css: .dock.your-turn .prompt-text::before)
  document.documentElement.style.setProperty("--your-move", JSON.stringify(t("prompt-your-move")));
}

async function route() {
  const seq = ++routeSeq;
  if (cleanup) {
    try { cleanup(); } catch (err) { console.error(err); }
    cleanup = null;
  }
  const root = document.getElementById("app");
  const hash = location.hash.replace(/^#/, "") || "/";
  const parts = hash.split("/").filter(Boolean).map(decodeURIComponent);
  document.querySelectorAll("[data-nav]").forEach((a) => {
    a.classList.toggle("active", a.dataset.nav === (parts[0] || "lobby"));
  });
  root.innerHTML = "";
  window.scrollTo(0, 0);
  translateShell();
  let done;
  try {
    if (parts[0] === "table" && parts[1]) {
      done = await tableView(root, parts[1]);
    } else if (parts[0] === "replays") {
      done = await (await import("./replay.js")).replaysView(root);
    } else if (parts[0] === "replay" && parts[1]) {
      done = await (await import("./replay.js")).replayView(root, parts[1]);
    } else if (parts[0] === "help" && parts[1]) {
      done = await (await import("./help.js")).helpView(root, parts[1], parts[2] || null);
    } else {
      done = await (await import("./lobby.js")).lobbyView(root);
    }
  } catch (err) {
    console.error(err);
    const draw = () => {
      root.innerHTML = `<div class="panel pad"><h2>${esc(t("something-wrong"))}</h2><p>${esc(err.message)}</p>
        <p><a class="btn" href="#/">${esc(t("back-to-lobby"))}</a></p></div>`;
    };
    draw();
    done = onLanguageChange(draw);
  }
  if (seq !== routeSeq) { if (done) done(); return; }
  cleanup = done || null;
}

// the shell runs only on the page that has it (renderers may be imported elsewhere)
if (document.getElementById("app")) {
  initLanguage().then(() => {
    const slot = document.querySelector("[data-lang-slot]");
    if (slot) slot.replaceChildren(languageSwitcher());
    const bell = alertMenu();
    if (slot) slot.before(bell.el);
    onLanguageChange(translateShell);
    onLanguageChange(bell.redraw);
    window.addEventListener("hashchange", route);
    route();
  });
}

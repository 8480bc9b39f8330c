// The lobby (#/) and a table's waiting room (shown on #/table/ID before the start).
//
// Options are said in the player's words: a game's catalogue may name each option
// (option-NAME), explain it (option-NAME-help) and name its values (option-NAME-VALUE);
// without those, the lobby shows what /api/games gives.
//
// data-testids — lobby: name-input, create-form, game-select, seats-select,
//   option-NAME (one select per game option), option-help-NAME, time-select (the turn
//   timer: none, relaxed, normal, fast), time-help, public-toggle, create-join
//   (take a seat myself), create-table, open-tables, table-row (one per open table,
//   data-table=ID), table-time (its turn timer in words, data-time=the preset), join-table,
//   spectate, no-tables, more-tables (older tables, when there are more), lobby-help (one
//   "how to play" link per game, data-game=ID).
// waiting room: waiting-room, waiting-time (the table's turn timer in words, data-time=the
//   preset), waiting-time-help (what the timer does; timed tables only), lobby-seat-N (one
//   per seat), join (one per empty seat, data-seat=N), bot-select, add-bot (one per empty
//   seat, data-seat=N), fill-bot-select, fill-bots, start, leave-seat, invite-link,
//   copy-invite-link, waiting-hint.

import {
  api, botLabel, botTagHTML, errorText, esc, gameLabel, games, store, toast, timeAgo, seatName, inviteUrl, copyText,
  TableSocket,
} from "./app.js";
import { currentLanguage, gameHas, gameT, loadGameTexts, onLanguageChange, t } from "./i18n.js";
import { seatMark } from "./shared.js";

function optionValue(v) { return JSON.stringify(v); }

// The turn timers a table may have (GET /api/times: their numbers, in seconds)
const NO_TIMES = [{ name: "none" }, { name: "relaxed" }, { name: "normal" }, { name: "fast" }];

/** seconds as the reader's language writes a short duration ("10 min", "30 s") */
function duration(seconds) {
  const minutes = seconds >= 60 && seconds % 60 === 0;
  try {
    return new Intl.NumberFormat(currentLanguage(), { style: "unit", unit: minutes ? "minute" : "second", unitDisplay: "short" })
      .format(minutes ? seconds / 60 : seconds);
  } catch {
    return String(seconds);
  }
}

function timeLabel(p) {
  if (p.name === "none") return t("lobby-time-none");
  const preset = t(`lobby-time-${p.name}`);
  if (typeof p.bank !== "number") return preset;
  return t("lobby-time-option", { preset, bank: duration(p.bank), increment: duration(p.increment) });
}

// the presets' numbers, fetched once for the page (a failed fetch is tried again later)
let timesLoad = null;
function timePresets() {
  if (!timesLoad) {
    timesLoad = api("GET", "/api/times").catch(() => { timesLoad = null; return NO_TIMES; });
  }
  return timesLoad;
}

/** seconds in words, with the language's plural forms ("10 minutes", "1.5 seconds") */
function spanWords(seconds) {
  if (seconds >= 60 && seconds % 60 === 0) return t("time-span-minutes", { count: seconds / 60 });
  return t("time-span-seconds", { count: Math.round(seconds * 10) / 10 });
}

/** a table's turn timer in words: "Normal: 5 minutes + 15 seconds a move", "No clock"
 *  (`time`: the table's preset name; `presets`: GET /api/times, for its numbers) */
export function tableTimeText(time, presets) {
  const name = time || "none";
  if (name === "none") return t("lobby-time-none");
  const preset = t(`lobby-time-${name}`);
  const p = (presets || []).find((x) => x.name === name);
  if (!p || typeof p.bank !== "number" || typeof p.increment !== "number") return preset;
  return t("table-time", { preset, bank: spanWords(p.bank), increment: spanWords(p.increment) });
}

// An option in the player's words: the game's catalogue says it (option-NAME, its -help,
// and option-NAME-VALUE for each value); else what /api/games gives.
const idPart = (v) => (/^[A-Za-z0-9_-]+$/.test(String(v)) ? String(v) : null);
function optionName(g, o) {
  return gameHas(g.id, `option-${o.name}`) ? gameT(g.id, `option-${o.name}`) : o.name.replace(/_/g, " ");
}
function optionHelp(g, o) {
  return gameHas(g.id, `option-${o.name}-help`) ? gameT(g.id, `option-${o.name}-help`) : (o.help || "");
}
function optionLabel(g, o, v) {
  const key = idPart(v);
  if (key !== null && gameHas(g.id, `option-${o.name}-${key}`)) return gameT(g.id, `option-${o.name}-${key}`);
  if (v === true || v === false) return t(`lobby-option-${v}`);
  return String(v).replace(/_/g, " ");
}

// ------------------------------------------------------------------ lobby page

export async function lobbyView(root) {
  let list = [];
  let listError = null;
  let times = NO_TIMES;
  const known = new Map();
  let more = null;
  let loadingMore = false;
  let feedDown = false;
  let fields = null;
  let tablesEl = null;

  /** The page's frame; drawn again (with the form's values) on a language switch. */
  function paint() {
    const kept = formState();
    const typed = root.querySelector('.lobby [data-testid="name-input"]');
    const typedName = typed ? typed.value : null; // what was typed stays over a redraw
    root.innerHTML = `
      <section class="lobby">
        <div class="hero">
          <div class="hero-art" aria-hidden="true">${lampArt()}</div>
          <div class="hero-text">
            <h1>Ludoteca</h1>
            <p class="muted">${esc(t("lobby-tagline"))}</p>
            <label class="field name-field">${esc(t("lobby-name-label"))}
              <input type="text" maxlength="32" data-testid="name-input" placeholder="${esc(t("lobby-name-placeholder"))}" autocomplete="nickname">
            </label>
            <p class="help-links">${helpLinks()}</p>
          </div>
        </div>
        <div class="lobby-grid">
          <form class="panel create" data-testid="create-form" autocomplete="off">
            <h2>${esc(t("lobby-new-table"))}</h2>
            <div class="create-fields"><p class="muted">${esc(t("lobby-loading-games"))}</p></div>
          </form>
          <div class="panel open-tables-panel">
            <div class="panel-head"><h2>${esc(t("lobby-open-tables"))}</h2>
              <button type="button" class="btn small ghost" data-act="refresh">${esc(t("lobby-refresh"))}</button></div>
            <div class="open-tables" data-testid="open-tables"><p class="muted">${esc(t("loading"))}</p></div>
            <p class="muted small-print"><a href="#/replays">${esc(t("lobby-replays-hint"))}</a></p>
          </div>
        </div>
      </section>`;
    const nameInput = root.querySelector('[data-testid="name-input"]');
    nameInput.value = typedName ?? store.name();
    nameInput.addEventListener("input", () => store.setName(nameInput.value.trim()));
    const form = root.querySelector("form.create");
    form.addEventListener("submit", (e) => create(e, form, nameInput));
    fields = form.querySelector(".create-fields");
    tablesEl = root.querySelector(".open-tables");
    tablesEl.addEventListener("click", onTablesClick);
    root.querySelector('[data-act="refresh"]').addEventListener("click", () => feed.reconnectNow());
    if (listError) fields.innerHTML = `<p class="error">${esc(t("lobby-games-error", { error: listError }))}</p>`;
    else if (list.length) drawFields(kept.game, kept);
    if (known.size || kept.drawn) draw();
    else if (feedDown) drawDown();
  }

  function helpLinks() {
    return list.map((g) => `<a href="#/help/${esc(encodeURIComponent(g.id))}" data-testid="lobby-help" data-game="${esc(g.id)}">${esc(t("lobby-how-to-play", { game: gameLabel(g) }))}</a>`).join("");
  }

  /** The games have loaded: fill in the parts that list them, leaving the rest (the name
   *  being typed, its focus) in place. */
  function showGames() {
    root.querySelector(".help-links").innerHTML = helpLinks();
    if (listError) fields.innerHTML = `<p class="error">${esc(t("lobby-games-error", { error: listError }))}</p>`;
    else if (list.length) drawFields(undefined, {});
    if (known.size) draw(); // rows drawn before the games loaded: now with their names
  }

  /** What the create form holds now (kept across a redraw). */
  function formState() {
    const form = root.querySelector("form.create");
    if (!form || !form.querySelector('[name="game"]')) return { drawn: Boolean(root.querySelector(".table-row, [data-testid=no-tables]")) };
    const values = {};
    for (const [k, v] of new FormData(form).entries()) values[k] = v;
    values.public = form.querySelector('[name="public"]').checked;
    values.sit = form.querySelector('[name="sit"]').checked;
    values.drawn = true;
    return values;
  }

  function drawFields(gameId, kept = {}) {
    // unless one is asked for, the first game with a screen of its own (else the first)
    const g = list.find((x) => x.id === gameId) || list.find((x) => x.renderer) || list[0];
    if (!g) return;
    const same = kept.game === g.id;
    const seats = [];
    for (let n = g.min_players; n <= g.max_players; n++) seats.push(n);
    const defaultSeats = same && kept.players ? Number(kept.players) : Math.min(Math.max(3, g.min_players), g.max_players);
    const chosen = (o) => (same && kept[`opt:${o.name}`] !== undefined ? kept[`opt:${o.name}`] : optionValue(o.default));
    fields.innerHTML = `
      <label class="field">${esc(t("lobby-game"))}
        <select name="game" data-testid="game-select">
          ${list.map((x) => `<option value="${esc(x.id)}" ${x.id === g.id ? "selected" : ""}>${esc(gameLabel(x))}</option>`).join("")}
        </select>
      </label>
      <label class="field">${esc(t("lobby-players"))}
        <select name="players" data-testid="seats-select">
          ${seats.map((n) => `<option value="${n}" ${n === defaultSeats ? "selected" : ""}>${esc(t("players-count", { count: n }))}</option>`).join("")}
        </select>
      </label>
      <label class="field">${esc(t("lobby-time"))}
        <select name="time" data-testid="time-select" aria-describedby="time-help">
          ${times.map((p) => `<option value="${esc(p.name)}" ${p.name === (kept.time || "none") ? "selected" : ""}>${esc(timeLabel(p))}</option>`).join("")}
        </select>
        <small class="muted" id="time-help" data-testid="time-help">${esc(t("lobby-time-help"))}</small>
      </label>
      ${(g.options || []).length ? `<fieldset class="options"><legend>${esc(t("lobby-options"))}</legend>
        ${g.options.map((o) => {
          const help = optionHelp(g, o);
          return `
          <label class="field option">
            <span>${esc(optionName(g, o))}</span>
            <select name="opt:${esc(o.name)}" data-testid="option-${esc(o.name)}">
              ${(o.choices || [o.default]).map((c) => {
                const label = optionLabel(g, o, c);
                const isDefault = JSON.stringify(c) === JSON.stringify(o.default);
                return `<option value="${esc(optionValue(c))}" ${optionValue(c) === chosen(o) ? "selected" : ""}>${esc(isDefault ? t("lobby-option-default", { value: label }) : label)}</option>`;
              }).join("")}
            </select>
            ${help ? `<small class="muted" data-testid="option-help-${esc(o.name)}">${esc(help)}</small>` : ""}
          </label>`;
        }).join("")}
      </fieldset>` : ""}
      <label class="check"><input type="checkbox" name="public" ${kept.public === false ? "" : "checked"} data-testid="public-toggle">
        <span>${esc(t("lobby-public"))}</span></label>
      <label class="check"><input type="checkbox" name="sit" ${kept.sit === false ? "" : "checked"} data-testid="create-join">
        <span>${esc(t("lobby-sit"))}</span></label>
      <button type="submit" class="btn primary big" data-testid="create-table">${esc(t("lobby-create"))}</button>`;
    fields.querySelector('[name="game"]').addEventListener("change", (e) => drawFields(e.target.value, formState()));
  }

  async function create(e, form, nameInput) {
    e.preventDefault();
    const data = new FormData(form);
    const options = {};
    for (const [k, v] of data.entries()) {
      if (k.startsWith("opt:")) options[k.slice(4)] = JSON.parse(v);
    }
    const btn = form.querySelector('[data-testid="create-table"]');
    btn.disabled = true;
    try {
      const res = await api("POST", "/api/tables", {
        game: data.get("game"), players: Number(data.get("players")), options,
        public: form.querySelector('[name="public"]').checked, time: data.get("time") || "none",
      });
      const tbl = res.table;
      store.setHost(tbl.id, res.host_token);
      if (form.querySelector('[name="sit"]').checked) {
        const current = root.querySelector('.lobby [data-testid="name-input"]') || nameInput;
        const name = current.value.trim() || store.name() || t("lobby-host-name");
        try {
          const j = await api("POST", `/api/tables/${encodeURIComponent(tbl.id)}/join`, { name });
          store.setSeat(tbl.id, j.token, j.seat);
        } catch (err) {
          toast(t("lobby-join-failed", { error: err.message }), "error");
        }
      }
      location.hash = `#/table/${tbl.id}`;
    } catch (err) {
      toast(err.message, "error");
      btn.disabled = false;
    }
  }

  // the open tables are pushed over /ws/lobby: a snapshot of the newest page, then each
  // change as it happens; older pages come over HTTP on demand
  function draw() {
    const byId = Object.fromEntries(list.map((g) => [g.id, g]));
    const tables = [...known.values()].sort((a, b) => b.created - a.created || (a.id < b.id ? -1 : 1));
    if (!tables.length) {
      tablesEl.innerHTML = `<p class="muted" data-testid="no-tables">${esc(t("lobby-no-tables"))}</p>`;
      return;
    }
    tablesEl.innerHTML = tables.map((tbl) => {
      const filled = tbl.seats.filter((s) => s.kind !== "empty").length;
      const mine = store.seat(tbl.id);
      const open = tbl.status === "waiting" && filled < tbl.players;
      const who = tbl.seats.filter((s) => s.kind !== "empty").map((s) => esc(seatName(tbl, s.seat)) + (s.kind === "bot" ? ` <span class="tag">${esc(t("tag-bot"))}</span>` : "")).join(", ");
      const line = t("lobby-table-line", {
        seated: filled, players: tbl.players, status: t(`table-status-${tbl.status}`), ago: timeAgo(tbl.created),
      });
      return `<div class="table-row" data-testid="table-row" data-table="${esc(tbl.id)}">
        <div class="tr-main">
          <b>${esc(byId[tbl.game] ? gameLabel(byId[tbl.game]) : tbl.game)}</b>
          <span class="muted">· ${esc(line)}</span>
          <span class="muted" data-testid="table-time" data-time="${esc(tbl.time || "none")}">· ${esc(tableTimeText(tbl.time, times))}</span>
          <div class="tr-who">${who || `<span class="muted">${esc(t("lobby-nobody"))}</span>`}</div>
        </div>
        <div class="tr-actions">
          ${mine ? `<a class="btn small primary" href="#/table/${esc(tbl.id)}" data-testid="join-table">${esc(t("lobby-back-to-seat"))}</a>`
            : open ? `<a class="btn small primary" href="#/table/${esc(tbl.id)}" data-testid="join-table">${esc(t("lobby-join"))}</a>` : ""}
          <a class="btn small ghost" href="#/table/${esc(tbl.id)}" data-testid="spectate">${esc(t("lobby-watch"))}</a>
        </div>
      </div>`;
    }).join("") + (more ? `<button type="button" class="btn small ghost" data-testid="more-tables" data-act="more">${esc(t("lobby-older"))}</button>` : "");
  }
  function drawDown() {
    tablesEl.innerHTML = `<p class="error">${esc(t("lobby-unreachable"))}</p>`;
  }
  function keep(tbl) {
    if (tbl.public && (tbl.status === "waiting" || tbl.status === "playing")) known.set(tbl.id, tbl);
    else known.delete(tbl.id);
  }
  async function onTablesClick(e) {
    if (!e.target.closest('[data-act="more"]') || !more || loadingMore) return;
    loadingMore = true;
    try {
      const page = await apiPage(`/api/tables?after=${encodeURIComponent(more)}`);
      page.items.forEach(keep);
      more = page.next;
      draw();
    } catch (err) {
      toast(err.message, "error");
    } finally {
      loadingMore = false;
    }
  }

  paint();
  const feed = new LobbySocket({
    onMessage(msg) {
      if (msg.type === "lobby") {
        known.clear();
        msg.tables.forEach(keep);
        more = msg.more;
      } else if (msg.type === "table") {
        keep(msg.table);
      } else if (msg.type === "gone") {
        known.delete(msg.id);
      } else {
        return;
      }
      feedDown = false;
      draw();
    },
    onStatus(st) {
      feedDown = st === "closed";
      if (feedDown && !known.size) drawDown();
    },
  });
  const frame = root.querySelector("section.lobby");
  try {
    list = await games();
    await Promise.all(list.map((g) => loadGameTexts(g.id))); // names and option texts
    times = await timePresets();
  } catch (err) {
    listError = err.message;
  }
  if (!root.contains(frame)) { // the player went elsewhere meanwhile: draw nothing over it
    feed.close();
    return () => {};
  }
  showGames();
  const stopListening = onLanguageChange(paint);
  return () => { stopListening(); feed.close(); };
}

/** The lobby's websocket (/ws/lobby), reconnecting like a table's. */
class LobbySocket extends TableSocket {
  constructor(handlers) { super(null, null, handlers); }
  url() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    return `${proto}://${location.host}/ws/lobby`;
  }
}

/** One page of a paged list: its items and the cursor of the next page (Link header). */
export async function apiPage(path) {
  let res;
  try {
    res = await fetch(path);
  } catch {
    throw new Error(t("error-offline"));
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error(errorText(data && data.code, (data && data.error) || `${res.status} ${res.statusText}`));
  const link = res.headers.get("Link") || "";
  const m = /<[^>]*[?&]after=([^&>]+)[^>]*>;\s*rel="next"/.exec(link);
  return { items: data, next: m ? decodeURIComponent(m[1]) : null };
}

function lampArt() {
  return `<svg viewBox="0 0 120 70" width="120" height="70">
    <defs><linearGradient id="hl" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffe28a"/><stop offset="1" stop-color="#b07a18"/></linearGradient></defs>
    <path d="M22 44c0-9 14-15 34-15s30 6 30 12l22-14c3-2 6 1 4 4L92 52c-5 6-16 9-34 9-20 0-36-6-36-17z" fill="url(#hl)" stroke="#6b4a0e" stroke-width="1.5"/>
    <path d="M22 44c-9-1-14-8-10-13 4-4 10 0 11 5" fill="none" stroke="#b07a18" stroke-width="4" stroke-linecap="round"/>
    <ellipse cx="56" cy="29" rx="14" ry="4" fill="#e9c45a" stroke="#6b4a0e"/>
    <path d="M50 27c0-8 12-8 12 0" fill="#ffe28a" stroke="#6b4a0e"/>
    <circle cx="56" cy="17" r="2.5" fill="#ffe28a" stroke="#6b4a0e"/>
    <path d="M40 62h36l-4 5H44z" fill="#8a6414"/>
    <path class="smoke" d="M112 22c-6-6 6-10 0-16" fill="none" stroke="#c9b8ff" stroke-width="2" stroke-linecap="round" opacity=".7"/>
  </svg>`;
}

// ------------------------------------------------------------------ waiting room

/**
 * Draw (or refresh) the waiting room of a table. ctx: {id, mySeat, hostToken (null unless
 * this browser made the table), onJoined(seat, token), onLeft(), onChange(table)}. Keeps the
 * name field and focus across refreshes. Only the host seats bots and starts (the server
 * refuses anyone else): the others see a hint instead of those controls.
 */
export function renderWaiting(el, table, ctx) {
  if (!el.dataset.ready) {
    el.dataset.ready = "1";
    el.innerHTML = `
      <div class="waiting panel" data-testid="waiting-room">
        <div class="panel-head"><h2>${esc(t("waiting-title"))}</h2><span class="muted wr-count"></span></div>
        <p class="wr-time" data-testid="waiting-time"><b>${esc(t("lobby-time"))}</b> <span class="wr-time-value"></span></p>
        <p class="muted wr-time-help" data-testid="waiting-time-help" hidden><small>${esc(t("lobby-time-help"))}</small></p>
        <div class="invite">
          <label class="field">${esc(t("waiting-invite"))}
            <span class="invite-row"><input type="text" readonly data-testid="invite-link">
            <button type="button" class="btn small" data-testid="copy-invite-link" data-act="copy">${esc(t("waiting-copy"))}</button></span>
          </label>
        </div>
        <label class="field name-field wr-name">${esc(t("lobby-name-label"))}
          <input type="text" maxlength="32" data-testid="name-input" placeholder="${esc(t("waiting-name-placeholder"))}" autocomplete="nickname"></label>
        <ol class="wr-seats"></ol>
        <div class="wr-fill"></div>
        <div class="wr-actions"></div>
        <p class="muted wr-hint" data-testid="waiting-hint"></p>
      </div>`;
    const name = el.querySelector('[data-testid="name-input"]');
    name.value = store.name();
    name.addEventListener("input", () => store.setName(name.value.trim()));
  }
  if (!el.dataset.listening) {
    el.dataset.listening = "1";
    el.addEventListener("click", (e) => onClick(e, el));
    // offer the bots this game has (not every game has a heuristic one)
    games().then((list) => {
      const g = list.find((x) => x.id === table.game);
      if (g && Array.isArray(g.bots) && g.bots.length && el._table) {
        el._bots = g.bots;
        renderWaiting(el, el._table, el._ctx);
      }
    }).catch(() => { /* keep the default choices */ });
  }
  const timed = Boolean(table.time) && table.time !== "none";
  if (timed && !el._timesAsked) {
    // the numbers of the table's turn timer (its name is shown until they come)
    el._timesAsked = true;
    timePresets().then((presets) => {
      el._times = presets;
      if (el._table) renderWaiting(el, el._table, el._ctx);
    });
  }
  el._table = table;
  el._ctx = ctx;
  el.querySelector('[data-testid="waiting-time"]').dataset.time = table.time || "none";
  el.querySelector(".wr-time-value").textContent = tableTimeText(table.time, el._times);
  el.querySelector(".wr-time-help").hidden = !timed;
  el.querySelector('[data-testid="invite-link"]').value = inviteUrl(table.id);
  const filled = table.seats.filter((s) => s.kind !== "empty").length;
  el.querySelector(".wr-count").textContent = t("waiting-count", { filled, total: table.players });
  el.querySelector(".wr-name").hidden = ctx.mySeat !== null;

  const canManage = Boolean(ctx.hostToken);
  const keepBot = {};
  el.querySelectorAll('[data-testid="bot-select"]').forEach((s) => { keepBot[s.dataset.seat] = s.value; });
  const fillKeep = el.querySelector('[data-testid="fill-bot-select"]')?.value;
  const bots = el._bots || ["heuristic", "random"];
  const pick = (kept) => (bots.includes(kept) ? kept : bots.includes("heuristic") ? "heuristic" : bots[0]);
  el.querySelector(".wr-seats").innerHTML = table.seats.map((s) => {
    const you = ctx.mySeat === s.seat;
    let inner;
    if (s.kind === "empty") {
      inner = `<span class="muted">${esc(t("waiting-empty-seat"))}</span>
        <span class="seat-ctl">
          ${ctx.mySeat === null ? `<button class="btn small primary" data-testid="join" data-act="join" data-seat="${s.seat}">${esc(t("waiting-sit"))}</button>` : ""}
          ${canManage ? `<select data-testid="bot-select" data-seat="${s.seat}" aria-label="${esc(t("waiting-bot-for", { number: s.seat + 1 }))}">
              ${bots.map((b) => `<option value="${esc(b)}" ${pick(keepBot[s.seat]) === b ? "selected" : ""}>${esc(botLabel(b))}</option>`).join("")}</select>
            <button class="btn small" data-testid="add-bot" data-act="bot" data-seat="${s.seat}">${esc(t("waiting-add-bot"))}</button>` : ""}
        </span>`;
    } else {
      inner = `<b class="wr-seat-name">${esc(seatName(table, s.seat))}</b>
        ${botTagHTML(s)}
        ${you ? `<span class="tag you">${esc(t("tag-you"))}</span>` : ""}
        ${s.kind === "human" && !s.connected && !you ? `<span class="tag dim">${esc(t("tag-not-connected"))}</span>` : ""}
        ${you ? `<span class="seat-ctl"><button class="btn small ghost danger" data-testid="leave-seat" data-act="leave">${esc(t("waiting-leave-seat"))}</button></span>` : ""}`;
    }
    return `<li class="wr-seat ${s.kind} ${you ? "mine" : ""}" data-testid="lobby-seat-${s.seat}">
      <span class="seat-no sc${s.seat % 5}">${seatMark(s.seat)}${s.seat + 1}</span>${inner}</li>`;
  }).join("");

  const empty = table.players - filled;
  el.querySelector(".wr-fill").innerHTML = canManage && empty > 0 ? `
    <span>${esc(t("waiting-fill", { count: empty }))}</span>
    <select data-testid="fill-bot-select" aria-label="${esc(t("waiting-fill-kind"))}">
      ${bots.map((b) => `<option value="${esc(b)}" ${pick(fillKeep) === b ? "selected" : ""}>${esc(botLabel(b, true))}</option>`).join("")}</select>
    <button class="btn small" data-testid="fill-bots" data-act="fill">${esc(t("waiting-fill-bots"))}</button>` : "";
  const ready = empty === 0;
  el.querySelector(".wr-actions").innerHTML = canManage
    ? `<button class="btn primary big" data-testid="start" data-act="start" ${ready ? "" : "disabled"}>${esc(t("waiting-start"))}</button>` : "";
  el.querySelector(".wr-hint").textContent = t(
    !canManage ? (ctx.mySeat === null ? "waiting-hint-guest" : "waiting-hint-player")
      : ready ? "waiting-hint-ready" : "waiting-hint-wait");
}

async function onClick(e, el) {
  const btn = e.target.closest("[data-act]");
  if (!btn || btn.disabled) return;
  const table = el._table;
  const ctx = el._ctx;
  const id = table.id;
  const act = btn.dataset.act;
  const busy = async (fn) => {
    btn.disabled = true;
    try { await fn(); } catch (err) { toast(err.message, "error"); } finally { btn.disabled = false; }
  };
  if (act === "copy") {
    const ok = await copyText(inviteUrl(id));
    toast(ok ? t("invite-copied") : inviteUrl(id));
  } else if (act === "join") {
    const nameEl = el.querySelector('[data-testid="name-input"]');
    const name = (nameEl.value || "").trim() || store.name() || t("waiting-player-name", { number: Number(btn.dataset.seat) + 1 });
    store.setName(name);
    await busy(async () => {
      const res = await api("POST", `/api/tables/${encodeURIComponent(id)}/join`, { name, seat: Number(btn.dataset.seat) });
      ctx.onJoined(res.seat, res.token);
      if (res.table) ctx.onChange(res.table);
    });
  } else if (act === "bot") {
    const seat = Number(btn.dataset.seat);
    const bot = el.querySelector(`[data-testid="bot-select"][data-seat="${seat}"]`)?.value || (el._bots || ["heuristic"])[0];
    await busy(async () => {
      const updated = await api("POST", `/api/tables/${encodeURIComponent(id)}/bots`, { token: ctx.hostToken, seat, bot });
      ctx.onChange(updated);
    });
  } else if (act === "fill") {
    const bot = el.querySelector('[data-testid="fill-bot-select"]')?.value || (el._bots || ["heuristic"])[0];
    await busy(async () => {
      let updated = table;
      for (const s of table.seats) {
        if (s.kind === "empty") {
          updated = await api("POST", `/api/tables/${encodeURIComponent(id)}/bots`, { token: ctx.hostToken, seat: s.seat, bot });
        }
      }
      ctx.onChange(updated);
    });
  } else if (act === "start") {
    await busy(async () => {
      const updated = await api("POST", `/api/tables/${encodeURIComponent(id)}/start`, { token: ctx.hostToken });
      ctx.onChange(updated);
    });
  } else if (act === "leave") {
    const held = store.seat(id);
    if (!held) { ctx.onLeft(); return; }
    await busy(async () => {
      const updated = await api("POST", `/api/tables/${encodeURIComponent(id)}/leave`, { token: held.token });
      ctx.onLeft();
      ctx.onChange(updated);
    });
  }
}

export { seatName };

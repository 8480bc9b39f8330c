// The lobby (#/) and a table's waiting room (shown on #/table/ID before the start).
//
// data-testids — lobby: name-input, create-form, game-select, seats-select,
//   option-NAME (one select per game option), public-toggle, create-join (take a seat
//   myself), create-table, open-tables, table-row (one per open table, data-table=ID),
//   join-table, spectate, no-tables, more-tables (older tables, when there are more).
// waiting room: waiting-room, lobby-seat-N (one per seat), join (one per empty seat,
//   data-seat=N), bot-select, add-bot (one per empty seat, data-seat=N), fill-bot-select,
//   fill-bots, start, leave-seat, invite-link, copy-invite-link, waiting-hint.

import { api, esc, games, store, toast, timeAgo, seatName, inviteUrl, copyText, TableSocket } from "./app.js";

function optionValue(v) { return JSON.stringify(v); }
function optionLabel(v) {
  if (v === true) return "on";
  if (v === false) return "off";
  return String(v).replace(/_/g, " ");
}

// ------------------------------------------------------------------ lobby page

export async function lobbyView(root) {
  root.innerHTML = `
    <section class="lobby">
      <div class="hero">
        <div class="hero-art" aria-hidden="true">${lampArt()}</div>
        <div>
          <h1>Ludoteca</h1>
          <p class="muted">Sit down at a table with friends or bots. Share the link, pick a seat, play.</p>
          <label class="field name-field">Your name
            <input type="text" maxlength="32" data-testid="name-input" placeholder="e.g. Scheherazade" autocomplete="nickname">
          </label>
        </div>
      </div>
      <div class="lobby-grid">
        <form class="panel create" data-testid="create-form" autocomplete="off">
          <h2>New table</h2>
          <div class="create-fields"><p class="muted">Loading games…</p></div>
        </form>
        <div class="panel open-tables-panel">
          <div class="panel-head"><h2>Open tables</h2>
            <button type="button" class="btn small ghost" data-act="refresh">Refresh</button></div>
          <div class="open-tables" data-testid="open-tables"><p class="muted">Loading…</p></div>
          <p class="muted small-print">Finished games are in the <a href="#/replays">replays</a>.</p>
        </div>
      </div>
    </section>`;
  const nameInput = root.querySelector('[data-testid="name-input"]');
  nameInput.value = store.name();
  nameInput.addEventListener("input", () => store.setName(nameInput.value.trim()));

  const form = root.querySelector("form.create");
  const fields = form.querySelector(".create-fields");
  let list = [];
  try {
    list = await games();
  } catch (err) {
    fields.innerHTML = `<p class="error">Could not load the games: ${esc(err.message)}</p>`;
  }

  function drawFields(gameId) {
    const g = list.find((x) => x.id === gameId) || list[0];
    if (!g) return;
    const seats = [];
    for (let n = g.min_players; n <= g.max_players; n++) seats.push(n);
    const defaultSeats = Math.min(Math.max(3, g.min_players), g.max_players);
    fields.innerHTML = `
      <label class="field">Game
        <select name="game" data-testid="game-select">
          ${list.map((x) => `<option value="${esc(x.id)}" ${x.id === g.id ? "selected" : ""}>${esc(x.name)}</option>`).join("")}
        </select>
      </label>
      <label class="field">Players
        <select name="players" data-testid="seats-select">
          ${seats.map((n) => `<option value="${n}" ${n === defaultSeats ? "selected" : ""}>${n} players</option>`).join("")}
        </select>
      </label>
      ${(g.options || []).length ? `<fieldset class="options"><legend>Options</legend>
        ${g.options.map((o) => `
          <label class="field option" title="${esc(o.help || "")}">
            <span>${esc(o.name.replace(/_/g, " "))}</span>
            <select name="opt:${esc(o.name)}" data-testid="option-${esc(o.name)}">
              ${(o.choices || [o.default]).map((c) => `<option value="${esc(optionValue(c))}" ${JSON.stringify(c) === JSON.stringify(o.default) ? "selected" : ""}>${esc(optionLabel(c))}${JSON.stringify(c) === JSON.stringify(o.default) ? " (default)" : ""}</option>`).join("")}
            </select>
            ${o.help ? `<small class="muted">${esc(o.help)}</small>` : ""}
          </label>`).join("")}
      </fieldset>` : ""}
      <label class="check"><input type="checkbox" name="public" checked data-testid="public-toggle">
        Public: listed in the lobby (otherwise only people with the link can find it)</label>
      <label class="check"><input type="checkbox" name="sit" checked data-testid="create-join">
        Take the first seat myself</label>
      <button type="submit" class="btn primary big" data-testid="create-table">Create table</button>`;
    fields.querySelector('[name="game"]').addEventListener("change", (e) => drawFields(e.target.value));
  }
  if (list.length) drawFields(list[0].id);

  form.addEventListener("submit", async (e) => {
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
        public: form.querySelector('[name="public"]').checked,
      });
      const t = res.table;
      store.setHost(t.id, res.host_token);
      if (form.querySelector('[name="sit"]').checked) {
        const name = nameInput.value.trim() || "Host";
        try {
          const j = await api("POST", `/api/tables/${encodeURIComponent(t.id)}/join`, { name });
          store.setSeat(t.id, j.token, j.seat);
        } catch (err) {
          toast(`Table made, but joining failed: ${err.message}`, "error");
        }
      }
      location.hash = `#/table/${t.id}`;
    } catch (err) {
      toast(err.message, "error");
      btn.disabled = false;
    }
  });

  // the open tables are pushed over /ws/lobby: a snapshot of the newest page, then each
  // change as it happens; older pages come over HTTP on demand
  const tablesEl = root.querySelector(".open-tables");
  const known = new Map();
  let more = null;
  let loadingMore = false;
  function draw() {
    const names = Object.fromEntries(list.map((g) => [g.id, g.name]));
    const tables = [...known.values()].sort((a, b) => b.created - a.created || (a.id < b.id ? -1 : 1));
    if (!tables.length) {
      tablesEl.innerHTML = `<p class="muted" data-testid="no-tables">No open table right now: create one!</p>`;
      return;
    }
    tablesEl.innerHTML = tables.map((t) => {
      const filled = t.seats.filter((s) => s.kind !== "empty").length;
      const mine = store.seat(t.id);
      const open = t.status === "waiting" && filled < t.players;
      const who = t.seats.filter((s) => s.kind !== "empty").map((s) => esc(seatName(t, s.seat)) + (s.kind === "bot" ? ' <span class="tag">bot</span>' : "")).join(", ");
      return `<div class="table-row" data-testid="table-row" data-table="${esc(t.id)}">
        <div class="tr-main">
          <b>${esc(names[t.game] || t.game)}</b>
          <span class="muted">· ${filled}/${t.players} seated · ${esc(t.status)} · ${esc(timeAgo(t.created))}</span>
          <div class="tr-who">${who || '<span class="muted">nobody yet</span>'}</div>
        </div>
        <div class="tr-actions">
          ${mine ? `<a class="btn small primary" href="#/table/${esc(t.id)}" data-testid="join-table">Back to my seat</a>`
            : open ? `<a class="btn small primary" href="#/table/${esc(t.id)}" data-testid="join-table">Join</a>` : ""}
          <a class="btn small ghost" href="#/table/${esc(t.id)}" data-testid="spectate">Watch</a>
        </div>
      </div>`;
    }).join("") + (more ? `<button type="button" class="btn small ghost" data-testid="more-tables" data-act="more">Show older tables</button>` : "");
  }
  function keep(t) {
    if (t.public && (t.status === "waiting" || t.status === "playing")) known.set(t.id, t);
    else known.delete(t.id);
  }
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
      draw();
    },
    onStatus(s) {
      if (s === "closed" && !known.size) tablesEl.innerHTML = `<p class="error">The lobby cannot be reached: retrying…</p>`;
    },
  });
  tablesEl.addEventListener("click", async (e) => {
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
  });
  root.querySelector('[data-act="refresh"]').addEventListener("click", () => feed.reconnectNow());
  return () => feed.close();
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
    throw new Error("the server cannot be reached");
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error((data && data.error) || `${res.status} ${res.statusText}`);
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
 * Draw (or refresh) the waiting room of a table. ctx: {id, mySeat, token, onJoined(seat,
 * token), onLeft(), onChange(table)}. Keeps the name field and focus across refreshes.
 */
export function renderWaiting(el, table, ctx) {
  if (!el.dataset.ready) {
    el.dataset.ready = "1";
    el.innerHTML = `
      <div class="waiting panel" data-testid="waiting-room">
        <div class="panel-head"><h2>Waiting room</h2><span class="muted wr-count"></span></div>
        <div class="invite">
          <label class="field">Invite link: anyone with it can join or watch
            <span class="invite-row"><input type="text" readonly data-testid="invite-link">
            <button type="button" class="btn small" data-testid="copy-invite-link" data-act="copy">Copy</button></span>
          </label>
        </div>
        <label class="field name-field wr-name">Your name
          <input type="text" maxlength="32" data-testid="name-input" placeholder="your display name" autocomplete="nickname"></label>
        <ol class="wr-seats"></ol>
        <div class="wr-fill"></div>
        <div class="wr-actions"></div>
        <p class="muted wr-hint" data-testid="waiting-hint"></p>
      </div>`;
    const name = el.querySelector('[data-testid="name-input"]');
    name.value = store.name();
    name.addEventListener("input", () => store.setName(name.value.trim()));
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
  el._table = table;
  el._ctx = ctx;
  el.querySelector('[data-testid="invite-link"]').value = inviteUrl(table.id);
  const filled = table.seats.filter((s) => s.kind !== "empty").length;
  el.querySelector(".wr-count").textContent = `${filled} of ${table.players} seats filled`;
  el.querySelector(".wr-name").hidden = ctx.mySeat !== null;

  const canManage = Boolean(ctx.token);
  const keepBot = {};
  el.querySelectorAll('[data-testid="bot-select"]').forEach((s) => { keepBot[s.dataset.seat] = s.value; });
  const fillKeep = el.querySelector('[data-testid="fill-bot-select"]')?.value;
  const bots = el._bots || ["heuristic", "random"];
  const pick = (kept) => (bots.includes(kept) ? kept : bots.includes("heuristic") ? "heuristic" : bots[0]);
  el.querySelector(".wr-seats").innerHTML = table.seats.map((s) => {
    const you = ctx.mySeat === s.seat;
    let inner;
    if (s.kind === "empty") {
      inner = `<span class="muted">empty seat</span>
        <span class="seat-ctl">
          ${ctx.mySeat === null ? `<button class="btn small primary" data-testid="join" data-act="join" data-seat="${s.seat}">Sit here</button>` : ""}
          ${canManage ? `<select data-testid="bot-select" data-seat="${s.seat}" aria-label="bot for seat ${s.seat + 1}">
              ${bots.map((b) => `<option value="${esc(b)}" ${pick(keepBot[s.seat]) === b ? "selected" : ""}>${esc(b)} bot</option>`).join("")}</select>
            <button class="btn small" data-testid="add-bot" data-act="bot" data-seat="${s.seat}">Add bot</button>` : ""}
        </span>`;
    } else {
      inner = `<b>${esc(seatName(table, s.seat))}</b>
        ${s.kind === "bot" ? `<span class="tag">${esc(s.bot || "bot")} bot</span>` : ""}
        ${you ? '<span class="tag you">you</span>' : ""}
        ${s.kind === "human" && !s.connected && !you ? '<span class="tag dim">not connected</span>' : ""}
        ${you ? `<span class="seat-ctl"><button class="btn small ghost danger" data-testid="leave-seat" data-act="leave">Leave seat</button></span>` : ""}`;
    }
    return `<li class="wr-seat ${s.kind} ${you ? "mine" : ""}" data-testid="lobby-seat-${s.seat}">
      <span class="seat-no">${s.seat + 1}</span>${inner}</li>`;
  }).join("");

  const empty = table.players - filled;
  el.querySelector(".wr-fill").innerHTML = canManage && empty > 0 ? `
    <span>Fill ${empty === 1 ? "the empty seat" : `the ${empty} empty seats`} with</span>
    <select data-testid="fill-bot-select" aria-label="bot kind">
      ${bots.map((b) => `<option value="${esc(b)}" ${pick(fillKeep) === b ? "selected" : ""}>${esc(b)} bots</option>`).join("")}</select>
    <button class="btn small" data-testid="fill-bots" data-act="fill">Fill with bots</button>` : "";
  const ready = empty === 0;
  el.querySelector(".wr-actions").innerHTML = canManage
    ? `<button class="btn primary big" data-testid="start" data-act="start" ${ready ? "" : "disabled"}>Start the game</button>` : "";
  el.querySelector(".wr-hint").textContent = !canManage
    ? "Pick a seat to play, or stay to watch: the game appears here when it starts."
    : ready ? "Everyone is seated: start when you are ready." : "Waiting for players: share the invite link or add bots.";
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
    toast(ok ? "Invite link copied." : inviteUrl(id));
  } else if (act === "join") {
    const nameEl = el.querySelector('[data-testid="name-input"]');
    const name = (nameEl.value || "").trim() || store.name() || `Player ${Number(btn.dataset.seat) + 1}`;
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
      const t = await api("POST", `/api/tables/${encodeURIComponent(id)}/bots`, { token: ctx.token, seat, bot });
      ctx.onChange(t);
    });
  } else if (act === "fill") {
    const bot = el.querySelector('[data-testid="fill-bot-select"]')?.value || (el._bots || ["heuristic"])[0];
    await busy(async () => {
      let t = table;
      for (const s of table.seats) {
        if (s.kind === "empty") {
          t = await api("POST", `/api/tables/${encodeURIComponent(id)}/bots`, { token: ctx.token, seat: s.seat, bot });
        }
      }
      ctx.onChange(t);
    });
  } else if (act === "start") {
    await busy(async () => {
      const t = await api("POST", `/api/tables/${encodeURIComponent(id)}/start`, { token: ctx.token });
      ctx.onChange(t);
    });
  } else if (act === "leave") {
    const held = store.seat(id);
    if (!held) { ctx.onLeft(); return; }
    await busy(async () => {
      const t = await api("POST", `/api/tables/${encodeURIComponent(id)}/leave`, { token: held.token });
      ctx.onLeft();
      ctx.onChange(t);
    });
  }
}

export { seatName };

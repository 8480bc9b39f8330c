// Replays: the list of finished games (#/replays) and one game step by step (#/replay/ID).
//
// A replay comes from GET /api/tables/ID/replay?seat=N (no seat: the spectator's view) in
// pages: {steps: [{view, events, version}], next, chat}, `next` the version the next page
// starts at (a game longer than a page: the others fetched in order, the first shown as
// soon as it arrives). The game's
// renderer draws each step read-only; the event log is every event up to the step shown.
// A game that keeps secrets after its end (`secrets_after_end` in /api/games) gives its
// seats' replays and its record only to its own players and host: the page sends the
// token this browser holds for the table, and a stranger is offered the spectator's view
// only, with a note saying why (docs/server.md, "What a finished game reveals").
//
// data-testids: replays-list, replay-row (data-table=ID), replay-winners (data-seats: the
//   winning seats, comma-separated), open-replay, no-replays,
//   older-replays (the next page);
//   replay, replay-seat (select: "" spectator or a seat number), replay-first,
//   replay-prev, replay-play, replay-next, replay-last, replay-slider, replay-step
//   ("step i of n"), download-record, replay-secret (the note to a stranger).

import { api, esc, gameLabel, games, loadRenderer, seatName, store, timeAgo, toast } from "./app.js";
import { loadGameTexts, onLanguageChange, t } from "./i18n.js";
import { replayChat } from "./chat.js";
import { apiPage } from "./lobby.js";
import { listNames, seatMark } from "./shared.js";

const svg = (d) => `<svg class="ctl-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${d}" fill="currentColor"/></svg>`;
const PAGE = 1000; // steps a page asks for (the server's most): one page for most games

const ICON = {
  first: svg("M5 5h2.5v14H5zM19 5v14L8.5 12z"),
  prev: svg("M17 5v14L6 12z"),
  play: svg("M7 4.5v15L19.5 12z"),
  pause: svg("M6.5 5h4v14h-4zM13.5 5h4v14h-4z"),
  next: svg("M7 5v14l11-7z"),
  last: svg("M16.5 5H19v14h-2.5zM5 5v14l10.5-7z"),
};

export async function replaysView(root) {
  const paintFrame = () => {
    root.innerHTML = `<section class="replays panel"><div class="panel-head"><h2>${esc(t("replays-title"))}</h2></div>
      <div data-testid="replays-list"><p class="muted">${esc(t("loading"))}</p></div></section>`;
    return root.querySelector('[data-testid="replays-list"]');
  };
  let listEl = paintFrame();
  let page;
  let byId = {};
  try {
    const [p, list] = await Promise.all([apiPage("/api/replays"), games().catch(() => [])]);
    page = p;
    await Promise.all(list.map((g) => loadGameTexts(g.id)));
    byId = Object.fromEntries(list.map((g) => [g.id, g]));
  } catch (err) {
    listEl.innerHTML = `<p class="error">${esc(err.message)}</p>`;
    return () => {};
  }
  const row = (tbl) => `
    <div class="table-row" data-testid="replay-row" data-table="${esc(tbl.id)}">
      <div class="tr-main"><b>${esc(byId[tbl.game] ? gameLabel(byId[tbl.game]) : tbl.game)}</b>
        <span class="muted">· ${esc(t("replays-line", { players: tbl.players, ago: timeAgo(tbl.created), id: tbl.id }))}</span>
        <div class="tr-who">${tbl.seats.map((s) => `<span class="tr-seat sc${s.seat % 5}">${seatMark(s.seat)}${esc(seatName(tbl, s.seat))}</span>`).join(", ")}</div>
        ${winnersLine(tbl)}</div>
      <div class="tr-actions"><a class="btn small primary" href="#/replay/${esc(tbl.id)}" data-testid="open-replay">${esc(t("replays-watch"))}</a></div>
    </div>`;
  // who won (the API's `winners`: seats), with their marks; a game without the field says nothing
  const winnersLine = (tbl) => {
    if (!Array.isArray(tbl.winners)) return "";
    const names = tbl.winners.map((seat) => seatName(tbl, seat));
    const text = names.length ? t("replays-won", { count: names.length, names: listNames(names) }) : t("replays-no-winner");
    return `<div class="tr-winners" data-testid="replay-winners" data-seats="${esc(tbl.winners.join(","))}">${tbl.winners.length ? `<span class="tr-crown" aria-hidden="true">♛</span> ` : ""}${esc(text)}</div>`;
  };
  // the newest page first; older games page by page, from the Link header's cursor
  const items = [...page.items];
  let next = page.next;
  const draw = () => {
    if (!items.length) {
      listEl.innerHTML = `<p class="muted" data-testid="no-replays">${esc(t("replays-none"))}</p>`;
      return;
    }
    listEl.innerHTML = items.map(row).join("") + (next
      ? `<button type="button" class="btn small ghost" data-testid="older-replays" data-act="older">${esc(t("replays-older"))}</button>` : "");
  };
  const onClick = async (e) => {
    const btn = e.target.closest('[data-act="older"]');
    if (!btn || !next) return;
    btn.disabled = true;
    try {
      const more = await apiPage(`/api/replays?after=${encodeURIComponent(next)}`);
      next = more.next;
      items.push(...more.items);
      draw();
    } catch (err) {
      toast(err.message, "error");
      btn.disabled = false;
    }
  };
  const paint = () => {
    listEl = paintFrame();
    listEl.addEventListener("click", onClick);
    draw();
  };
  paint();
  return onLanguageChange(paint);
}

export async function replayView(root, id) {
  const control = (step, extra = "") => `<button class="btn small ${extra}" data-testid="replay-${step}" data-step="${step}"
    data-i18n-title="replay-${step}.title" data-i18n-label="replay-${step}">${ICON[step]}</button>`;
  root.innerHTML = `<section class="replay-page" data-testid="replay">
    <div class="replay-bar panel">
      <a class="crumb" href="#/replays" data-i18n="replay-crumb"></a>
      <label class="field inline"><span data-i18n="replay-seen-by"></span>
        <select data-testid="replay-seat"><option value="" data-i18n="replay-spectator"></option></select></label>
      <span class="replay-controls">
        ${control("first")}${control("prev")}${control("play", "primary")}${control("next")}${control("last")}
      </span>
      <input type="range" min="0" max="0" value="0" data-testid="replay-slider" data-i18n-label="replay-slider">
      <span class="muted" data-testid="replay-step">…</span>
      <a class="btn small ghost" data-testid="download-record" href="/api/tables/${encodeURIComponent(id)}/record" download data-i18n="replay-record"></a>
      <p class="muted replay-secret" data-testid="replay-secret" data-i18n="replay-secret" hidden></p>
    </div>
    <div class="replay-host"><p class="muted pad">${esc(t("replay-loading"))}</p></div>
    <section class="panel replay-chat" data-testid="replay-chat"><h3 data-i18n="replay-chat"></h3></section>
  </section>`;
  // the bar's texts, again after a language switch (the step shown stays)
  const label = () => {
    root.querySelectorAll(".replay-bar [data-i18n], .replay-chat [data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
    root.querySelectorAll(".replay-bar [data-i18n-title]").forEach((el) => { el.title = t(el.dataset.i18nTitle); });
    root.querySelectorAll(".replay-bar [data-i18n-label]").forEach((el) => el.setAttribute("aria-label", t(el.dataset.i18nLabel)));
  };
  label();
  const seatSel = root.querySelector('[data-testid="replay-seat"]');
  const slider = root.querySelector('[data-testid="replay-slider"]');
  const stepText = root.querySelector('[data-testid="replay-step"]');
  const host = root.querySelector(".replay-host");
  const playBtn = root.querySelector('[data-testid="replay-play"]');
  let table;
  try {
    table = await api("GET", `/api/tables/${encodeURIComponent(id)}`);
  } catch (err) {
    host.innerHTML = `<div class="panel pad"><h2>${esc(t("replay-no-game"))}</h2><p>${esc(err.message)}</p></div>`;
    return () => {};
  }
  // a game keeping secrets after its end: its seats' views and its record need a token of
  // the table (a seat's or the host's); a stranger gets the spectator's view only
  const game = (await games().catch(() => [])).find((g) => g.id === table.game);
  const token = store.anyToken(id);
  const secret = Boolean(game && game.secrets_after_end);
  const shut = secret && !token;
  const record = root.querySelector('[data-testid="download-record"]');
  if (shut) record.remove();
  else if (secret) record.setAttribute("href", `${record.getAttribute("href")}?token=${encodeURIComponent(token)}`);
  root.querySelector('[data-testid="replay-secret"]').hidden = !shut;
  const seatOptions = () => {
    seatSel.querySelectorAll("option[value]:not([value=''])").forEach((o) => o.remove());
    for (let i = 0; i < table.players && !shut; i++) {
      seatSel.insertAdjacentHTML("beforeend", `<option value="${i}">${esc(seatName(table, i))}</option>`);
    }
  };
  seatOptions();
  let steps = [];
  let chatLines = [];
  const chat = replayChat(root.querySelector(".replay-chat"));
  let logs = [];
  let index = 0;
  let renderer = null;
  let playing = null;
  let destroyed = false;
  let loading = 0; // the latest load: a seat chosen meanwhile drops the pages of the one before

  // one page of the replay from version `from` (the chat comes with the first)
  const page = (seat, from, limit) => {
    const q = new URLSearchParams({ from: String(from), limit: String(limit) });
    if (seat !== "") q.set("seat", seat);
    if (seat !== "" && secret) q.set("token", token);
    return api("GET", `/api/tables/${encodeURIComponent(id)}/replay?${q}`);
  };

  // the steps of a page added: the log of step i is every event of steps 0..i
  const addSteps = (more) => {
    let acc = logs.length ? logs[logs.length - 1] : [];
    for (const s of more) {
      acc = acc.concat((s.events || []).map((ev) => ({ ev, v: steps.length })));
      steps.push(s);
      logs.push(acc);
    }
    slider.max = String(Math.max(0, steps.length - 1));
  };

  async function load(seat) {
    const mine = ++loading;
    let data;
    try {
      data = await page(seat, 0, PAGE);
    } catch (err) {
      if (mine !== loading) return;
      host.innerHTML = `<div class="panel pad"><h2>${esc(t("replay-none"))}</h2><p>${esc(err.message)}</p>
        <p><a class="btn" href="#/table/${esc(id)}">${esc(t("replay-open-table"))}</a></p></div>`;
      renderer = null;
      return;
    }
    if (destroyed || mine !== loading) return;
    if (data.table) table = data.table;
    steps = [];
    logs = [];
    chatLines = data.chat || [];
    addSteps(data.steps || []);
    if (!renderer) {
      host.innerHTML = "";
      const el = document.createElement("div");
      host.appendChild(el);
      const mod = await loadRenderer(table.game);
      renderer = mod.mount(el, { live: false, tableId: id, send: () => false });
    }
    index = Math.min(index, steps.length - 1);
    show();
    // the other pages, in order, while the first is on screen
    while (data.next != null) {
      try {
        data = await page(seat, data.next, PAGE);
      } catch (err) {
        if (mine === loading && !destroyed) toast(err.message, "error");
        return;
      }
      if (destroyed || mine !== loading) return;
      addSteps(data.steps || []);
      stepText.textContent = t("replay-step", { index, last: steps.length - 1 });
    }
  }

  function show() {
    if (!renderer || !steps.length) return;
    index = Math.max(0, Math.min(index, steps.length - 1));
    const step = steps[index];
    const seatVal = seatSel.value === "" ? null : Number(seatSel.value);
    renderer.update({
      type: "state", table, seat: seatVal, version: step.version ?? index, view: step.view,
      legal: [], deadline: null, events: step.events || [], log: logs[index],
    });
    chat.show(chatLines, step.version ?? index);
    slider.value = String(index);
    stepText.textContent = t("replay-step", { index, last: steps.length - 1 });
  }

  function go(where) {
    if (where === "first") index = 0;
    else if (where === "last") index = steps.length - 1;
    else if (where === "prev") index -= 1;
    else if (where === "next") index += 1;
    show();
  }

  function togglePlay() {
    if (playing) {
      clearInterval(playing);
      playing = null;
      playBtn.innerHTML = ICON.play;
      return;
    }
    if (index >= steps.length - 1) index = 0;
    playBtn.innerHTML = ICON.pause;
    playing = setInterval(() => {
      if (index >= steps.length - 1) { togglePlay(); return; }
      go("next");
    }, 700);
  }

  root.querySelector(".replay-controls").addEventListener("click", (e) => {
    const b = e.target.closest("[data-step]");
    if (!b) return;
    if (b.dataset.step === "play") togglePlay();
    else go(b.dataset.step);
  });
  slider.addEventListener("input", () => { index = Number(slider.value); show(); });
  seatSel.addEventListener("change", () => load(seatSel.value).catch((err) => toast(err.message, "error")));
  const onKey = (e) => {
    if (e.target.closest("input, select, textarea")) return;
    if (e.key === "ArrowLeft") go("prev");
    else if (e.key === "ArrowRight") go("next");
    else if (e.key === "Home") go("first");
    else if (e.key === "End") go("last");
    else if (e.key === " ") { e.preventDefault(); togglePlay(); }
  };
  document.addEventListener("keydown", onKey);
  const stopListening = onLanguageChange(() => {
    const seat = seatSel.value;
    label();
    seatOptions();
    seatSel.value = seat;
    show();
  });
  await load("");
  return () => {
    destroyed = true;
    stopListening();
    clearInterval(playing);
    document.removeEventListener("keydown", onKey);
    if (renderer) renderer.destroy();
  };
}

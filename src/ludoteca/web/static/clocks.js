// Turn timers (docs/server.md, "Turn timers"): the clock after each seat's name, the
// shell's notes when a seat's time runs out, and the vote to replace that player.
//
// Every state message's `table.seats[i].clock` says the seat's time left when the message
// was sent ({ms, running, outs, standing_in, votes, needed}; null: no clock). The tag is
// drawn by seatTagsHTML (shared.js), which every screen's seat rows call, so every game
// shows it; between messages one timer for the whole page counts the running clocks down
// (once a second, and only while one runs). The visible text is "m:ss"; a screen reader
// reads words ("2 minutes 10 seconds left") from a hidden span that is not a live region,
// so nothing is announced as it ticks. Below LOW_MS the tag takes the warning colour.
//
// data-testids: seat-clock (data-seat, data-running), vote-replace (data-seat), vote-cast.

import { t } from "./i18n.js";

const LOW_MS = 30_000;
const ICON = '<svg class="clock-ico" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="6.4" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M8 4.2V8l2.6 1.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>';
const received = new WeakMap(); // a clock object -> when (performance.now) it was first drawn
let ticker = null;

function esc(s) {
  return String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

/** the milliseconds left now of a clock from a state message */
function leftNow(clock) {
  if (!clock.running) return clock.ms;
  let at = received.get(clock);
  if (at === undefined) { at = performance.now(); received.set(clock, at); }
  return Math.max(0, clock.ms - (performance.now() - at));
}

function parts(ms) {
  const whole = Math.ceil(ms / 1000);
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

function shown(ms) {
  const { minutes, seconds } = parts(ms);
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

function spoken(ms) { return t("clock-left", parts(ms)); }

/** the clock tag of a seat (HTML; "" without a clock): part of seatTagsHTML on a live table */
export function clockTagHTML(info) {
  const clock = info && info.kind === "human" ? info.clock : null;
  if (!clock || typeof clock.ms !== "number") return "";
  const ms = leftNow(clock);
  const ends = clock.running ? String(Math.round(performance.now() + ms)) : "";
  if (clock.running) tick();
  const cls = `tag clock${ms < LOW_MS ? " low" : ""}${clock.running ? " running" : ""}`;
  const title = clock.standing_in ? t("clock-stand-in") : t("clock-title");
  return `<span class="${cls}" data-testid="seat-clock" data-seat="${esc(info.seat)}" data-running="${clock.running ? "true" : "false"}" data-ends="${ends}" title="${esc(title)}">${ICON}<span class="clock-face" aria-hidden="true">${shown(ms)}</span><span class="sr-only">${esc(spoken(ms))}</span></span>`;
}

/** one timer for the page: a running clock's text follows its end, once a second */
function tick() {
  if (ticker !== null) return;
  ticker = setInterval(() => {
    const running = document.querySelectorAll('[data-testid="seat-clock"][data-running="true"]');
    if (!running.length) { clearInterval(ticker); ticker = null; return; }
    const now = performance.now();
    for (const el of running) {
      const ms = Math.max(0, Number(el.dataset.ends) - now);
      const face = el.querySelector(".clock-face");
      const words = el.querySelector(".sr-only");
      if (face) face.textContent = shown(ms);
      if (words) words.textContent = spoken(ms);
      el.classList.toggle("low", ms < LOW_MS);
    }
  }, 1000);
}

/** the notes a new table brings: a seat whose time ran out since the one before */
export function clockNotes(before, after) {
  if (!before || !after || before.id !== after.id) return [];
  const notes = [];
  for (const seat of after.seats || []) {
    const was = (before.seats || [])[seat.seat];
    const outs = seat.clock ? seat.clock.outs : 0;
    const had = was && was.clock ? was.clock.outs : 0;
    if (outs > had) notes.push(t("clock-ran-out", { name: seat.name }));
  }
  return notes;
}

/** a `vote` message (docs/server.md) in the reader's words */
export function voteText(msg) {
  if (msg.replaced) return t("clock-replaced", { name: msg.name });
  return t("clock-vote-cast", { voter: msg.voter_name, name: msg.name, votes: msg.votes, needed: msg.needed });
}

/** the vote buttons for a player at a live table: one per other person whose time ran out */
export function voteNoticeHTML(table, mySeat) {
  if (!table || table.status !== "playing" || typeof mySeat !== "number") return "";
  const me = (table.seats || [])[mySeat];
  if (!me || me.kind !== "human") return "";
  const items = [];
  for (const seat of table.seats) {
    const clock = seat.clock;
    if (seat.seat === mySeat || seat.kind !== "human" || !clock || !clock.outs) continue;
    if ((clock.votes || []).includes(mySeat)) {
      items.push(`<span class="muted" data-testid="vote-cast" data-seat="${esc(seat.seat)}">${esc(t("clock-voted", { name: seat.name, votes: clock.votes.length, needed: clock.needed }))}</span>`);
    } else {
      items.push(`<button class="btn small danger" data-testid="vote-replace" data-act="vote" data-seat="${esc(seat.seat)}" title="${esc(t("clock-vote-help", { name: seat.name }))}">${esc(t("clock-vote", { name: seat.name }))}</button>`);
    }
  }
  return items.join(" ");
}

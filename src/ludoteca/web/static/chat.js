// The table's chat: a panel under the game (also in the waiting room and on a finished
// table) with the lines of everyone at the table and a one-line input; Enter sends.
//
// Server messages (docs/server.md, "Chat"): {"type": "chat", ...CHAT} one new line,
// {"type": "chat_log", "lines": [CHAT]} the recent lines on connecting, and errors with
// "about": "chat" (the line was refused). CHAT = {id, version, seat, spectator, name, bot,
// text, at}. Every text a player wrote is put in the page with textContent, never as HTML.
//
// data-testids: chat, chat-toggle, chat-list, chat-line (data-id, data-seat), chat-input,
// chat-send, chat-error, chat-count.

import { onLanguageChange, t } from "./i18n.js";
import { seatMark } from "./shared.js";

export const CHAT_MAX = 300; // characters in a line (the server says so too)
const KEEP = 500; // lines kept on the page

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text != null) node.textContent = text;
  return node;
}

/** who wrote a line: the seat's name, or "Spectator N" in the reader's language */
function author(line) {
  if (line.seat == null) return t("chat-spectator", { number: line.spectator ?? 0 });
  return line.name || t("chat-seat", { seat: line.seat + 1 });
}

function clock(at) {
  const when = new Date(at * 1000);
  return Number.isNaN(when.getTime()) ? "" : when.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

/** one line as a list item (text nodes only) */
function lineItem(line, mySeat) {
  const li = el("li", "chat-line");
  li.dataset.testid = "chat-line";
  li.dataset.id = String(line.id);
  li.dataset.seat = line.seat == null ? "" : String(line.seat);
  if (line.seat != null) li.style.setProperty("--c", `var(--sc${line.seat % 5})`);
  const time = el("time", "chat-time", clock(line.at));
  time.dateTime = new Date(line.at * 1000).toISOString();
  const who = el("b", line.seat == null ? "chat-who spectator" : "chat-who", author(line));
  if (line.seat != null) who.insertAdjacentHTML("afterbegin", seatMark(line.seat)); // a fixed shape, no text
  li.append(time, who);
  if (line.bot) li.append(el("span", "tag", t("chat-bot")));
  if (mySeat != null && line.seat === mySeat) li.append(el("span", "tag you", t("chat-you")));
  li.append(el("span", "chat-text", line.text));
  return li;
}

/**
 * Mount the chat panel in `root`. ctx: send(message) -> bool (the table's socket),
 * mySeat() -> the seat this page holds, or null. Returns {take(msg), destroy()}: take
 * a "chat", "chat_log" or chat "error" message.
 */
export function mountChat(root, ctx) {
  const lines = new Map(); // id -> line
  let unread = 0;
  let pending = null; // the text sent last, given back to the input if it is refused
  let errorTimer = null;

  const panel = el("section", "chat-panel");
  panel.dataset.testid = "chat";
  const head = el("button", "chat-head");
  head.type = "button";
  head.dataset.testid = "chat-toggle";
  head.setAttribute("aria-expanded", "true");
  const title = el("span", "chat-title");
  const badge = el("span", "chat-unread");
  badge.hidden = true;
  head.append(title, badge);
  const body = el("div", "chat-body");
  const list = el("ol", "chat-list");
  list.dataset.testid = "chat-list";
  list.setAttribute("aria-live", "polite");
  const empty = el("p", "chat-empty muted");
  const form = el("form", "chat-form");
  const input = el("input", "chat-input");
  input.type = "text";
  input.dataset.testid = "chat-input";
  input.maxLength = CHAT_MAX;
  input.autocomplete = "off";
  input.enterKeyHint = "send";
  const send = el("button", "btn small primary chat-send");
  send.type = "submit";
  send.dataset.testid = "chat-send";
  const count = el("span", "chat-count muted");
  count.dataset.testid = "chat-count";
  const error = el("p", "chat-error");
  error.dataset.testid = "chat-error";
  error.setAttribute("role", "alert");
  error.hidden = true;
  form.append(input, send);
  body.append(list, empty, form, count, error);
  panel.append(head, body);
  root.appendChild(panel);

  function words() {
    title.textContent = t("chat-title");
    input.placeholder = t("chat-placeholder");
    input.setAttribute("aria-label", t("chat-placeholder"));
    send.textContent = t("chat-send");
    empty.textContent = t("chat-empty");
    head.title = t(panel.classList.contains("closed") ? "chat-open" : "chat-close");
    showUnread();
    showCount();
    redraw();
  }

  function open() { return !panel.classList.contains("closed"); }

  function showUnread() {
    badge.hidden = unread === 0 || open();
    badge.textContent = t("chat-unread", { count: unread });
  }

  function showCount() {
    const left = CHAT_MAX - input.value.length;
    count.hidden = left > 50;
    count.textContent = t("chat-chars-left", { count: left });
  }

  function nearBottom() { return list.scrollHeight - list.scrollTop - list.clientHeight < 40; }

  function redraw() {
    const sorted = [...lines.values()].sort((a, b) => a.id - b.id);
    list.replaceChildren(...sorted.map((line) => lineItem(line, ctx.mySeat())));
    empty.hidden = sorted.length > 0;
    list.scrollTop = list.scrollHeight;
  }

  function add(line, fresh) {
    if (!line || typeof line.id !== "number" || typeof line.text !== "string" || lines.has(line.id)) return;
    const follow = nearBottom() || (line.seat != null && line.seat === ctx.mySeat());
    lines.set(line.id, line);
    const last = list.lastElementChild;
    if (!last || Number(last.dataset.id) < line.id) list.appendChild(lineItem(line, ctx.mySeat()));
    else { redraw(); return; }
    while (lines.size > KEEP) {
      const oldest = Math.min(...lines.keys());
      lines.delete(oldest);
      list.querySelector(`[data-id="${oldest}"]`)?.remove();
    }
    empty.hidden = true;
    if (follow) list.scrollTop = list.scrollHeight;
    if (fresh && !open()) { unread += 1; showUnread(); }
  }

  function showError(msg) {
    const known = ["bad_message", "rate_limited", "unavailable", "forbidden", "chat_full", "offline"];
    error.textContent = t(`chat-error-${known.includes(msg.code) ? msg.code : "other"}`);
    error.title = msg.message || "";
    error.hidden = false;
    clearTimeout(errorTimer);
    errorTimer = setTimeout(() => { error.hidden = true; }, 6000);
    if (pending != null && !input.value) { input.value = pending; showCount(); }
    pending = null;
  }

  function take(msg) {
    if (msg.type === "chat") {
      add(msg, true);
      if (pending != null && msg.text === pending) pending = null;
    } else if (msg.type === "chat_log" && Array.isArray(msg.lines)) {
      for (const line of msg.lines) add(line, false);
    } else if (msg.type === "error") {
      showError(msg);
    }
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    // lone surrogates (a broken paste) would make the whole line refused
    const raw = input.value.toWellFormed ? input.value.toWellFormed() : input.value;
    const text = raw.trim();
    if (!text) return;
    if (text.length > CHAT_MAX) { showError({ code: "bad_message" }); return; }
    if (!ctx.send({ type: "chat", text })) { showError({ code: "offline" }); return; }
    pending = text;
    input.value = "";
    showCount();
    error.hidden = true;
  });
  input.addEventListener("input", showCount);
  // keys typed in the chat are not the game's shortcuts
  input.addEventListener("keydown", (e) => e.stopPropagation());
  head.addEventListener("click", () => {
    panel.classList.toggle("closed");
    head.setAttribute("aria-expanded", String(open()));
    if (open()) { unread = 0; list.scrollTop = list.scrollHeight; }
    words();
  });

  const stopWords = onLanguageChange(words);
  words();

  return {
    take,
    /** the seat this page holds changed (joined, left): "you" tags follow */
    refresh: redraw,
    destroy() {
      stopWords();
      clearTimeout(errorTimer);
      panel.remove();
    },
  };
}

/** A finished game's chat, read-only, up to a replay step: `lines` from the replay
 *  endpoint's "chat", shown when their version is at most `version`. */
export function replayChat(root) {
  const list = el("ol", "chat-list replay");
  list.dataset.testid = "chat-list";
  root.appendChild(list);
  return {
    show(lines, version) {
      const upTo = (lines || []).filter((line) => line.version <= version);
      list.replaceChildren(...upTo.map((line) => lineItem(line, null)));
      list.scrollTop = list.scrollHeight;
    },
    destroy() { list.remove(); },
  };
}

/** The first line of a game log the server cut (docs/server.md, "Missed events"). */
export function logCutNote(backlog) {
  return t("chat-log-cut", { version: backlog.from });
}

// How to play a game (#/help/GAME, or #/help/GAME/TABLE from a table's toolbar): the
// game's catalogue brings the texts, in the player's language.
//
//   help-title   the page's heading (else "How to play NAME", a shared message)
//   help-body    the rules summary: lines starting with "## " are headings, "- " list
//                items, a blank line ends a paragraph; everything is escaped (no HTML)
//   help-keys    optional keyboard shortcuts, in the same format
//   icon-NAME    the words of an icon's picture (its alt text), for [[NAME]] below
//
// An icon in the text: [[NAME]], NAME of lowercase letters, digits and hyphens, shows the
// game's picture web/icons/NAME.svg (served as /games/GAME/static/icons/NAME.svg), its
// alt text the game's message icon-NAME in the reader's language. A token whose NAME is
// of other characters, or whose game has no icon-NAME message, or read with no game
// (helpHTML(text) alone), stays as it was typed, escaped.
//
// data-testids: help-page (data-game), help-title, help-body, help-keys, help-missing,
//   help-back (to the table it was opened from, or the lobby; the drawer's close button).
// From a table the same article opens as a drawer beside the game (`helpDrawer`).

import { esc, gameName } from "./app.js";
import { gameHas, gameT, loadGameTexts, onLanguageChange, t } from "./i18n.js";

// two lines of a paragraph join without a space between two CJK characters
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

function joinLines(lines) {
  return lines.reduce((out, line) => {
    if (!out) return line;
    const glue = CJK.test(out.slice(-1)) && CJK.test(line[0]) ? "" : " ";
    return out + glue + line;
  }, "");
}

const ICON = /\[\[(.*?)\]\]/g;
const ICON_NAME = /^[a-z0-9-]+$/;

/** A line of text as HTML: escaped, with the game's [[NAME]] icons as pictures. */
function inline(text, game) {
  if (!game) return esc(text);
  let out = "";
  let at = 0;
  for (const m of text.matchAll(ICON)) {
    const name = m[1];
    out += esc(text.slice(at, m.index));
    at = m.index + m[0].length;
    if (ICON_NAME.test(name) && gameHas(game, `icon-${name}`)) {
      const src = `/games/${encodeURIComponent(game)}/static/icons/${name}.svg`;
      out += `<img class="help-icon" src="${esc(src)}" alt="${esc(gameT(game, `icon-${name}`))}">`;
    } else {
      out += esc(m[0]);
    }
  }
  return out + esc(text.slice(at));
}

/** The help markup as HTML: headings, lists and paragraphs, every text escaped. With a
 *  game id (its catalogue loaded), [[NAME]] shows that game's icon NAME (see the top). */
export function helpHTML(text, game = "") {
  const out = [];
  let para = [];
  let items = [];
  const html = (s) => inline(s, game);
  const list = () => `<ul>${items.map((i) => `<li>${html(i)}</li>`).join("")}</ul>`;
  const flush = () => {
    if (para.length) out.push(`<p>${html(joinLines(para))}</p>`);
    if (items.length) out.push(list());
    para = [];
    items = [];
  };
  for (const raw of String(text).split("\n")) {
    const line = raw.trim();
    if (!line) { flush(); continue; }
    if (line.startsWith("## ")) { flush(); out.push(`<h3>${html(line.slice(3).trim())}</h3>`); continue; }
    if (line.startsWith("- ")) {
      if (para.length) { out.push(`<p>${html(joinLines(para))}</p>`); para = []; }
      items.push(line.slice(2).trim());
      continue;
    }
    if (items.length && raw.startsWith("  ")) { items[items.length - 1] += ` ${line}`; continue; }
    if (items.length) { out.push(list()); items = []; }
    para.push(line);
  }
  flush();
  return out.join("");
}

/** The rules article: the game's title, its rules summary and its keys. `back` is the
 *  markup of the way back (a link on the page, a close button in the drawer). */
async function articleHTML(gameId, back, tag) {
  const name = await gameName(gameId);
  const hasBody = gameHas(gameId, "help-body");
  const title = gameHas(gameId, "help-title") ? gameT(gameId, "help-title")
    : t("help-page-heading", { game: name });
  const heading = tag === "drawer" ? "h2" : "h1";
  return `${back}
      <${heading} data-testid="help-title" id="help-title-${tag}">${esc(title)}</${heading}>
      ${hasBody ? `<div class="help-body" data-testid="help-body">${helpHTML(gameT(gameId, "help-body"), gameId)}</div>`
        : `<p class="muted" data-testid="help-missing">${esc(t("help-page-missing"))}</p>`}
      ${gameHas(gameId, "help-keys") ? `<section class="help-keys" data-testid="help-keys">
        <h2>${esc(t("help-page-keys"))}</h2>${helpHTML(gameT(gameId, "help-keys"), gameId)}</section>` : ""}`;
}

export async function helpView(root, gameId, tableId) {
  await loadGameTexts(gameId);
  const back = tableId
    ? { href: `#/table/${encodeURIComponent(tableId)}`, text: "help-page-back-table" }
    : { href: "#/", text: "back-to-lobby" };
  const paint = async () => {
    const link = `<a class="crumb" href="${esc(back.href)}" data-testid="help-back">${esc(t(back.text))}</a>`;
    root.innerHTML = `<article class="help-page panel" data-testid="help-page" data-game="${esc(gameId)}">
      ${await articleHTML(gameId, link, "page")}</article>`;
  };
  await paint();
  return onLanguageChange(paint);
}

/**
 * The rules beside a table (its toolbar's "How to play"): a drawer over the screen's
 * side, the game going on under it (a timed decision is not lost by reading). Escape or
 * its close button closes it and gives the focus back. Returns { toggle, destroy }.
 */
export function helpDrawer(gameId) {
  let el = null;
  let opener = null;
  let stop = null;
  const close = () => {
    if (!el) return;
    el.remove();
    el = null;
    if (stop) stop();
    stop = null;
    document.removeEventListener("keydown", onKey);
    if (opener && opener.isConnected) opener.focus();
  };
  const onKey = (e) => { if (e.key === "Escape" && el) { e.stopPropagation(); close(); } };
  const paint = async () => {
    if (!el) return;
    const shut = `<button class="btn small ghost help-close" data-testid="help-back">✕ ${esc(t("help-drawer-close"))}</button>`;
    el.innerHTML = await articleHTML(gameId, shut, "drawer");
    el.querySelector(".help-close").addEventListener("click", close);
  };
  const open = async () => {
    opener = document.activeElement;
    await loadGameTexts(gameId);
    el = document.createElement("aside");
    el.className = "help-drawer panel";
    el.dataset.testid = "help-page";
    el.dataset.game = gameId;
    el.setAttribute("role", "dialog");
    el.setAttribute("aria-labelledby", "help-title-drawer");
    el.tabIndex = -1;
    document.body.append(el);
    await paint();
    stop = onLanguageChange(paint);
    document.addEventListener("keydown", onKey, true);
    el.focus();
  };
  return {
    toggle() { if (el) close(); else open(); },
    destroy: close,
  };
}

// How to play a game (#/help/GAME, or #/help/GAME/TABLE from a table's toolbar): the
// game's catalogue brings the texts, in the player's language.
//
//   help-title   the page's heading (else "How to play NAME", a shared message)
//   help-body    the rules summary: lines starting with "## " are headings, "- " list
//                items, a blank line ends a paragraph; everything is escaped (no HTML)
//   help-keys    optional keyboard shortcuts, in the same format
//
// data-testids: help-page (data-game), help-title, help-body, help-keys, help-missing,
//   help-back (to the table it was opened from, or the lobby).

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

/** The help markup as HTML: headings, lists and paragraphs, every text escaped. */
export function helpHTML(text) {
  const out = [];
  let para = [];
  let items = [];
  const flush = () => {
    if (para.length) out.push(`<p>${esc(joinLines(para))}</p>`);
    if (items.length) out.push(`<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>`);
    para = [];
    items = [];
  };
  for (const raw of String(text).split("\n")) {
    const line = raw.trim();
    if (!line) { flush(); continue; }
    if (line.startsWith("## ")) { flush(); out.push(`<h3>${esc(line.slice(3).trim())}</h3>`); continue; }
    if (line.startsWith("- ")) {
      if (para.length) { out.push(`<p>${esc(joinLines(para))}</p>`); para = []; }
      items.push(line.slice(2).trim());
      continue;
    }
    if (items.length && raw.startsWith("  ")) { items[items.length - 1] += ` ${line}`; continue; }
    if (items.length) { out.push(`<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>`); items = []; }
    para.push(line);
  }
  flush();
  return out.join("");
}

export async function helpView(root, gameId, tableId) {
  await loadGameTexts(gameId);
  const back = tableId
    ? { href: `#/table/${encodeURIComponent(tableId)}`, text: "help-page-back-table" }
    : { href: "#/", text: "back-to-lobby" };
  const paint = async () => {
    const name = await gameName(gameId);
    const hasBody = gameHas(gameId, "help-body");
    const title = gameHas(gameId, "help-title") ? gameT(gameId, "help-title")
      : t("help-page-heading", { game: name });
    root.innerHTML = `<article class="help-page panel" data-testid="help-page" data-game="${esc(gameId)}">
      <a class="crumb" href="${esc(back.href)}" data-testid="help-back">${esc(t(back.text))}</a>
      <h1 data-testid="help-title">${esc(title)}</h1>
      ${hasBody ? `<div class="help-body" data-testid="help-body">${helpHTML(gameT(gameId, "help-body"))}</div>`
        : `<p class="muted" data-testid="help-missing">${esc(t("help-page-missing"))}</p>`}
      ${gameHas(gameId, "help-keys") ? `<section class="help-keys" data-testid="help-keys">
        <h2>${esc(t("help-page-keys"))}</h2>${helpHTML(gameT(gameId, "help-keys"))}</section>` : ""}
    </article>`;
  };
  await paint();
  return onLanguageChange(paint);
}

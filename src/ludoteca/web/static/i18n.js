// What players read, in their language (core/i18n.py is the Python side of the same files).
//
// Catalogues are Fluent files (https://projectfluent.org), formatted by @fluent/bundle
// (vendor/fluent-bundle): plural and other variants are written in the catalogue with the
// language's own CLDR categories, never built by concatenation here.
//   /locale/<lang>.ftl              shared texts: lobby, table shell, replays, errors
//   /games/<id>/locale/<lang>.ftl   a game's texts: names, cards, prompts, events, help
// A message missing in the chosen language falls back to English, then to its id.
// t() reads the current game's catalogue (useGameTexts) over the shared one; gameT() a named
// game's (the lobby shows every game's name and options); tHTML() escapes a message's text
// around HTML arguments (a player's name already marked up).
//
// The language comes from the browser's preferences, can be switched from every page
// (languageSwitcher), and is remembered in localStorage. Switching re-renders the page
// through the listeners registered with onLanguageChange.

import { FluentBundle, FluentResource } from "./vendor/fluent-bundle/index.js";

export const LANGUAGES = { "en": "English", "zh-Hant": "繁體中文", "uk": "Українська" };
export const DEFAULT_LANG = "en";
const STORE = "ludoteca.lang";

let lang = DEFAULT_LANG;
// one set of bundles per game shown (its catalogue over the shared one, so its messages may
// use shared ones) and one for the pages of no game (""): [chosen language, English] each
const bundleSets = new Map();
let currentGame = "";
const sources = new Map(); // URL -> FTL source ("" when there is none)
const listeners = new Set();

/** A supported language for a BCP 47 tag: exact, then by language (any Chinese reads the
 *  Traditional catalogue), else null. */
export function choose(tag) {
  if (!tag) return null;
  const t = String(tag).replace("_", "-");
  for (const code of Object.keys(LANGUAGES)) if (code.toLowerCase() === t.toLowerCase()) return code;
  const primary = t.split("-")[0].toLowerCase();
  if (primary === "zh") return "zh-Hant";
  return primary in LANGUAGES ? primary : null;
}

function preferred() {
  let stored = null;
  try { stored = localStorage.getItem(STORE); } catch { stored = null; }
  if (stored && stored in LANGUAGES) return stored;
  for (const tag of navigator.languages || [navigator.language]) {
    const found = choose(tag);
    if (found) return found;
  }
  return DEFAULT_LANG;
}

function fetchText(url) {
  if (!sources.has(url)) {
    sources.set(url, fetch(url).then((res) => (res.ok ? res.text() : ""), () => "")
      .then((text) => { if (!text) sources.delete(url); return text; }));
  }
  return sources.get(url);
}

async function build(code, gameId) {
  const codes = code === DEFAULT_LANG ? [code] : [code, DEFAULT_LANG];
  return Promise.all(codes.map(async (c) => {
    const bundle = new FluentBundle(c, { useIsolating: false });
    const texts = [await fetchText(`/locale/${c}.ftl`)];
    if (gameId) texts.push(await fetchText(`/games/${encodeURIComponent(gameId)}/locale/${c}.ftl`));
    for (const src of texts) if (src) bundle.addResource(new FluentResource(src));
    return bundle;
  }));
}

async function rebuild() {
  const ids = [...bundleSets.keys()];
  const built = await Promise.all(ids.map((g) => build(lang, g)));
  ids.forEach((g, i) => bundleSets.set(g, built[i]));
}

/** Load the remembered or preferred language; call once before the first render. */
export async function initLanguage() {
  lang = preferred();
  bundleSets.set("", await build(lang, ""));
  document.documentElement.lang = lang;
}

/** Load a game's catalogue (for gameT), without making it the current game. */
export async function loadGameTexts(gameId) {
  if (gameId && !bundleSets.has(gameId)) bundleSets.set(gameId, await build(lang, gameId));
}

/** Load a game's catalogue and make t() read it first (before rendering one of its tables,
 *  replays or help page). */
export async function useGameTexts(gameId) {
  await loadGameTexts(gameId);
  currentGame = gameId && bundleSets.has(gameId) ? gameId : "";
}

export function currentLanguage() {
  return lang;
}

/** Switch language everywhere, remember it, and tell the page to re-render. */
export async function setLanguage(code) {
  if (!(code in LANGUAGES)) return;
  try { localStorage.setItem(STORE, code); } catch { /* private mode: not remembered */ }
  lang = code;
  await rebuild();
  document.documentElement.lang = lang;
  for (const fn of [...listeners]) {
    try { fn(lang); } catch (err) { console.error(err); }
  }
}

/** Call fn(lang) after every switch; returns the function that stops it. */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function format(bundles, id, args) {
  const [name, attribute] = id.split(".", 2);
  for (const bundle of bundles || []) {
    const message = bundle.getMessage(name);
    if (!message) continue;
    const pattern = attribute ? message.attributes[attribute] : message.value;
    if (!pattern) continue;
    return bundle.formatPattern(pattern, args);
  }
  return null;
}

/** The message `id` (or `id.attribute`) with its arguments, as plain text: from the
 *  current game's catalogue or the shared one; the id itself when no catalogue has it. */
export function t(id, args = {}) {
  return format(bundleSets.get(currentGame) || bundleSets.get(""), id, args) ?? id;
}

/** A message of one game's catalogue (loadGameTexts first), else the shared one's. */
export function gameT(gameId, id, args = {}) {
  return format(bundleSets.get(gameId) || bundleSets.get(""), id, args) ?? id;
}

/** True when a loaded catalogue of the current game (or the shared one) has the message. */
export function has(id) {
  return gameHas(currentGame, id);
}

/** True when the game's catalogue (or the shared one) has `id` (or `id.attribute`). */
export function gameHas(gameId, id) {
  const [name, attribute] = id.split(".", 2);
  return (bundleSets.get(gameId) || bundleSets.get("") || []).some((b) => {
    const m = b.getMessage(name);
    return Boolean(m && (attribute ? m.attributes[attribute] : m.value));
  });
}

const escapeHTML = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => ({
  "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
}[c]));

/** The message as HTML: its text escaped, and the `html` arguments (name -> HTML) put in
 *  as they are (a player's name already marked up, a link). */
export function tHTML(id, args = {}, html = {}) {
  const marks = {};
  Object.keys(html).forEach((key, i) => { marks[key] = `\uE000${i}\uE001`; });
  let out = escapeHTML(t(id, { ...args, ...marks }));
  Object.keys(html).forEach((key, i) => { out = out.split(`\uE000${i}\uE001`).join(html[key]); });
  return out;
}

/** Marks an argument of `th` as HTML, put in as it is. */
export function H(html) { return { html }; }

/** `tHTML` with the HTML arguments marked by `H()` among the others:
 *  th("ev-lays", { who: H(nameHTML), card: name }). */
export function th(id, args = {}) {
  const plain = {};
  const html = {};
  for (const [key, value] of Object.entries(args)) {
    if (value && typeof value === "object" && "html" in value) html[key] = value.html;
    else plain[key] = value;
  }
  return tHTML(id, plain, html);
}

/** A <select> switching the language, for the page header. */
export function languageSwitcher() {
  const select = document.createElement("select");
  select.className = "lang-switch";
  select.dataset.testid = "lang-switch";
  select.setAttribute("aria-label", t("lang-switch-label"));
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = name;
    option.selected = code === lang;
    select.appendChild(option);
  }
  select.addEventListener("change", () => setLanguage(select.value));
  onLanguageChange((code) => {
    if (!select.isConnected) return;
    select.value = code;
    select.setAttribute("aria-label", t("lang-switch-label"));
  });
  return select;
}

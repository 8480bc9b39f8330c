// Turn alerts: when a table starts asking this player to move while they look elsewhere
// (the tab hidden, or the window not focused), the tab's title flashes until they come
// back, a short tone sounds and a phone vibrates: each as the player's settings say
// (the bell in the header; remembered in localStorage). The table page feeds every state
// message to `TurnAlert.update`; nothing here knows a game.
//
// data-testids: alert-settings (the bell), alert-menu, alert-title, alert-sound,
// alert-vibrate (the three switches).

import { esc } from "./app.js";
import { t } from "./i18n.js";

const KEY = "ludoteca.alerts";
const DEFAULTS = { title: true, sound: false, vibrate: true };
const FLASH_MS = 1000;

/** the player's switches: {title, sound, vibrate} */
export function alertSettings() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "{}");
    const out = { ...DEFAULTS };
    for (const k of Object.keys(DEFAULTS)) if (typeof saved[k] === "boolean") out[k] = saved[k];
    return out;
  } catch { return { ...DEFAULTS }; }
}

function saveSetting(name, on) {
  const now = { ...alertSettings(), [name]: on };
  try { localStorage.setItem(KEY, JSON.stringify(now)); } catch { /* private mode: this visit only */ }
}

/** looking elsewhere: another tab, another window, a locked phone */
function away() { return document.hidden || !document.hasFocus(); }

let audio = null; // one AudioContext, made on a click (browsers start sound only after one)

function tone() {
  try {
    audio = audio || new AudioContext();
    if (audio.state === "suspended") audio.resume();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    const now = audio.currentTime;
    osc.frequency.setValueAtTime(660, now);
    osc.frequency.setValueAtTime(880, now + 0.12);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.2, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start(now);
    osc.stop(now + 0.32);
  } catch { /* no audio here */ }
}

export class TurnAlert {
  constructor() {
    this.mine = false;
    this.timer = null;
    this.title = null;
    this.back = () => { if (!away()) this.stop(); };
    document.addEventListener("visibilitychange", this.back);
    window.addEventListener("focus", this.back);
  }

  /** a state message of the table: a move newly asked of this seat while away rings */
  update(msg) {
    const asked = Boolean(msg && typeof msg.seat === "number" && Array.isArray(msg.legal)
      && msg.legal.length && !(msg.view && msg.view.over));
    const fresh = asked && !this.mine;
    this.mine = asked;
    if (!asked) this.stop();
    else if (fresh && away()) this.ring();
  }

  ring() {
    const on = alertSettings();
    if (on.title) this.flash();
    if (on.sound) tone();
    if (on.vibrate && typeof navigator.vibrate === "function") navigator.vibrate([150, 100, 150]);
  }

  flash() {
    if (this.timer) return;
    this.title = document.title;
    let lit = false;
    const step = () => {
      lit = !lit;
      document.title = lit ? t("alert-your-move") : this.title;
    };
    step();
    this.timer = setInterval(step, FLASH_MS);
  }

  stop() {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    document.title = this.title;
  }

  destroy() {
    this.stop();
    document.removeEventListener("visibilitychange", this.back);
    window.removeEventListener("focus", this.back);
  }
}

/** the header's bell: a menu of the three switches */
export function alertMenu() {
  const wrap = document.createElement("span");
  wrap.className = "alert-slot";
  const draw = () => {
    const on = alertSettings();
    const open = wrap.querySelector(".alert-menu") && !wrap.querySelector(".alert-menu").hidden;
    const row = (name) => `<label class="alert-row"><input type="checkbox" data-alert="${name}"
      data-testid="alert-${name}" ${on[name] ? "checked" : ""}> ${esc(t(`alert-${name}`))}</label>`;
    wrap.innerHTML = `<button class="btn small ghost alert-bell" type="button" data-testid="alert-settings"
        aria-haspopup="true" aria-expanded="${open ? "true" : "false"}" title="${esc(t("alert-settings"))}">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"/></svg>
        <span class="sr-only">${esc(t("alert-settings"))}</span></button>
      <div class="alert-menu panel" data-testid="alert-menu" ${open ? "" : "hidden"}>
        <p class="alert-head">${esc(t("alert-settings-help"))}</p>
        ${row("title")}${row("sound")}${row("vibrate")}</div>`;
  };
  draw();
  wrap.addEventListener("click", (e) => {
    const bell = e.target.closest(".alert-bell");
    if (!bell) return;
    const menu = wrap.querySelector(".alert-menu");
    menu.hidden = !menu.hidden;
    bell.setAttribute("aria-expanded", menu.hidden ? "false" : "true");
    if (!audio && alertSettings().sound) { try { audio = new AudioContext(); } catch { /* none */ } }
  });
  wrap.addEventListener("change", (e) => {
    const box = e.target.closest("[data-alert]");
    if (!box) return;
    saveSetting(box.dataset.alert, box.checked);
    if (box.dataset.alert === "sound" && box.checked) tone(); // a click: the sound may start, and is heard once
  });
  document.addEventListener("keydown", (e) => {
    const menu = wrap.querySelector(".alert-menu");
    if (e.key === "Escape" && menu && !menu.hidden) {
      menu.hidden = true;
      wrap.querySelector(".alert-bell").setAttribute("aria-expanded", "false");
    }
  });
  document.addEventListener("click", (e) => {
    const menu = wrap.querySelector(".alert-menu");
    if (menu && !menu.hidden && !wrap.contains(e.target)) {
      menu.hidden = true;
      wrap.querySelector(".alert-bell").setAttribute("aria-expanded", "false");
    }
  });
  return { el: wrap, redraw: draw };
}

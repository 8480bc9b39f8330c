// A game's board in a box of its own: pan, zoom, fit to the box, by mouse, finger, wheel
// and keyboard, for any game screen whose board may be bigger than the screen.
//
//   const board = new Board(root, { testid: "maze", label: "The maze", levels: [...] });
//   paint(`${board.toolsHTML(extra)} ${board.html(contentHTML)}`);  // every render
//   board.fit(); board.centre(el); board.setZoom(z); board.panBy(dx, dy); board.destroy();
//   board.observe();  // after every paint: refit() runs when the box gets a new size
//
// The content sizes itself from the CSS variable --zoom (set on the box, e.g. a cell
// `calc(40px * var(--zoom))`): a zoom lays the board out again at its new size, so SVG and
// text stay sharp and every button is hit where it is drawn. Panning is the box's own
// scrolling: a finger and a trackpad scroll it natively (with momentum), a keyboard's Tab
// scrolls a focused button into view, and a mouse drags it. Around the content the sheet
// leaves a margin of half the box, so any point of the board can be brought to the middle.
//
// The screen paints the widget's HTML through patchHTML like the rest of its screen, so the
// box and its buttons keep their nodes; the widget listens on `root` (which is never
// patched away) and keeps what it changes between two paints (the zoom, the tools' state)
// in the HTML it gives the next paint. One board per root.
//
// A box is laid out at its final size only once the page around it settles (the stylesheet,
// the texts, an end screen above it, a window resized): `refit` (an option) is called on
// the box's first layout and whenever its size changes, unless the player moved the board
// themselves (`moved`: they zoomed or fitted it, `chosen`, or dragged it, `panned`), so a
// screen fits its board again then and never fights the player's own view.
//
// Input: a mouse or pen drags the board from anywhere on it, even a button, once it moved
// a few pixels; the click that ends a drag is swallowed, so a drag never makes a move. A
// finger slides it natively; two fingers pinch; Ctrl (or ⌘) + wheel, and a trackpad's
// pinch, zoom around the pointer (a plain wheel scrolls). Keys with the focus on the board:
// arrows pan, + and - zoom, 0 fits; key(e) lets a screen take + - 0 page-wide.
//
// data-testids: <testid> the box (data-zoom: the zoom); zoom-out, zoom-reset (the
// percentage: back to 100 %), zoom-in, zoom-fit.

import { esc } from "./app.js";
import { t } from "./i18n.js";

const DRAG_SLOP = 4; // px a press may wander and still be a click
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class Board {
  /**
   * root: the screen's element that holds the board (its listeners live there);
   * testid: the box's data-testid; label: its accessible name (already in the reader's
   * language); cls: the box's own classes; levels: the zooms the buttons step through
   * (the bounds of every zoom); zoom: the first one; refit: called when the box is laid
   * out at a new size and the player has not moved the board (observe()).
   */
  constructor(root, { testid = "board", label = "", cls = "", levels = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2], zoom = 1, refit = null } = {}) {
    this.root = root;
    this.testid = testid;
    this.label = label;
    this.cls = cls;
    this.levels = [...levels].sort((a, b) => a - b);
    this.min = this.levels[0];
    this.max = this.levels[this.levels.length - 1];
    this.zoom = this.clamp(zoom);
    this.drag = null; // a mouse or pen pressed on the board: {x, y, left, top, moved, id}
    this.pinch = null; // two fingers on the board: {dist, zoom}
    this.swallow = false; // the click that ends a drag is not a click
    this.chosen = false; // the player zoomed or fitted: a screen stops fitting on its own
    this.panned = false; // the player moved the board since it was last fitted
    this.refit = refit;
    this.watched = null; // the box whose size is observed, and its last size
    this.size = "";
    this.sizer = null;
    this.on = {
      pointerdown: (e) => this.press(e),
      pointermove: (e) => this.move(e),
      pointerup: (e) => this.release(e),
      pointercancel: (e) => this.release(e),
      click: (e) => this.clicked(e),
      wheel: (e) => this.wheel(e),
      touchstart: (e) => this.touch(e),
      touchmove: (e) => this.touch(e),
      touchend: (e) => this.touch(e),
      keydown: (e) => { if (this.box()?.contains(e.target)) this.key(e); },
    };
    for (const [name, fn] of Object.entries(this.on)) {
      // capture: a swallowed click never reaches the screen's own listener; passive: false
      // so a pinch or a Ctrl + wheel does not zoom the page too
      root.addEventListener(name, fn, { capture: name === "click", passive: false });
    }
  }

  destroy() {
    for (const [name, fn] of Object.entries(this.on)) this.root.removeEventListener(name, fn, { capture: name === "click" });
    if (this.sizer) this.sizer.disconnect();
  }

  /** after a paint: the box's size watched (a new box node, e.g. the first paint, is
   *  observed afresh); refit() on its first layout and on every change of its size, unless
   *  the player moved the board */
  observe() {
    const box = this.box();
    if (!this.refit || box === this.watched || typeof ResizeObserver === "undefined") return;
    if (this.sizer) this.sizer.disconnect();
    this.watched = box;
    this.size = "";
    if (!box) return;
    this.sizer = new ResizeObserver(() => {
      const size = `${box.clientWidth}x${box.clientHeight}`;
      if (size === this.size || !this.ready()) return; // unchanged, or not laid out yet
      this.size = size;
      if (!this.moved) this.refit();
    });
    this.sizer.observe(box);
  }

  // -------------------------------------------------------------- HTML for the screen's paint

  /** the zoom tools (HTML), with the screen's own tools after them */
  toolsHTML(extra = "") {
    const pc = Math.round(this.zoom * 100);
    return `<div class="board-tools" data-board-tools>
      <button type="button" class="btn small" data-board="out" data-testid="zoom-out" title="${esc(t("board-zoom-out"))}" aria-label="${esc(t("board-zoom-out"))}" ${this.zoom <= this.min ? "disabled" : ""}>−</button>
      <button type="button" class="btn small board-level" data-board="reset" data-testid="zoom-reset" title="${esc(t("board-zoom-reset"))}">${pc}%</button>
      <button type="button" class="btn small" data-board="in" data-testid="zoom-in" title="${esc(t("board-zoom-in"))}" aria-label="${esc(t("board-zoom-in"))}" ${this.zoom >= this.max ? "disabled" : ""}>+</button>
      <button type="button" class="btn small" data-board="fit" data-testid="zoom-fit" title="${esc(t("board-fit.title"))}">${esc(t("board-fit"))}</button>
      ${extra}
    </div>`;
  }

  /** the box with the content (HTML) in its sheet */
  html(content) {
    return `<div class="board-view ${this.cls}" data-testid="${this.testid}" data-zoom="${this.zoom}" style="--zoom:${this.zoom}" tabindex="0" role="region" aria-label="${esc(this.label)}">
      <div class="board-sheet">${content}</div></div>`;
  }

  // -------------------------------------------------------------- what a screen may do

  box() { return this.root.querySelector(`[data-testid="${this.testid}"]`); }

  content() { return this.box()?.querySelector(".board-sheet")?.firstElementChild || null; }

  /** laid out (in the page, its stylesheet loaded): sizes can be measured */
  ready() {
    const box = this.box();
    return Boolean(box && box.clientWidth && box.clientHeight && this.content()
      && getComputedStyle(box).overflowY === "auto");
  }

  /** the player zoomed, fitted or dragged the board: a screen leaves it where it is */
  get moved() { return this.chosen || this.panned; }

  clamp(z) { return Math.min(this.max, Math.max(this.min, Math.round(z * 100) / 100)); }

  /**
   * Zoom to z (within the levels' bounds), the point at (x, y) (client coordinates; the
   * middle of the box without them) staying where it is on the screen.
   */
  setZoom(z, x, y) {
    z = this.clamp(z);
    const box = this.box();
    const content = this.content();
    if (z === this.zoom || !box || !content) { this.zoom = z; this.syncTools(); return; }
    const r = box.getBoundingClientRect();
    const fx = (x ?? r.left + box.clientLeft + box.clientWidth / 2) - r.left - box.clientLeft;
    const fy = (y ?? r.top + box.clientTop + box.clientHeight / 2) - r.top - box.clientTop;
    // that point measured from the content's corner scales with the content; the margin
    // around it does not (it is half the box), so the scroll is set from the corner
    const cx = box.scrollLeft + fx - content.offsetLeft;
    const cy = box.scrollTop + fy - content.offsetTop;
    const k = z / this.zoom;
    this.zoom = z;
    box.style.setProperty("--zoom", String(z));
    box.dataset.zoom = String(z);
    box.scrollLeft = content.offsetLeft + cx * k - fx;
    box.scrollTop = content.offsetTop + cy * k - fy;
    this.syncTools();
  }

  /** one level up (+1) or down (-1) from the zoom now */
  step(dir, x, y) {
    const now = this.zoom;
    const next = dir > 0 ? this.levels.find((l) => l > now + 0.005) : [...this.levels].reverse().find((l) => l < now - 0.005);
    if (next !== undefined) this.setZoom(next, x, y);
  }

  /**
   * The whole content in the box, as large as the bounds allow, centred. Options: min,
   * max (narrower bounds), axis "y" (only the height must fit), room (the share of the box
   * it may fill). False when the box is not laid out yet.
   */
  fit({ min = this.min, max = this.max, axis = "xy", room = 0.94 } = {}) {
    if (!this.ready()) return false;
    const box = this.box();
    const content = this.content();
    // its size at 100 % read from its size now: parts that do not scale (a border, a
    // gap) and whole pixels make that depend on the zoom it is read at, so the zoom is
    // found again from where the first guess put it, rounded down: a fit gives the same
    // zoom from wherever the player had zoomed
    for (let pass = 0; pass < 3; pass++) {
      const w = content.offsetWidth / this.zoom;
      const h = content.offsetHeight / this.zoom;
      let z = (box.clientHeight * room) / h;
      if (axis !== "y") z = Math.min(z, (box.clientWidth * room) / w);
      const next = this.clamp(Math.min(max, Math.max(min, Math.floor(z * 100 + 1e-6) / 100)));
      if (next === this.zoom) break;
      this.setZoom(next);
    }
    this.centre(content);
    this.panned = false;
    return true;
  }

  /** scroll so the middle of el (an element of the board) is in the middle of the box */
  centre(el) {
    const box = this.box();
    if (!box || !el) return;
    const b = box.getBoundingClientRect();
    const e = el.getBoundingClientRect();
    box.scrollLeft += e.left + e.width / 2 - (b.left + box.clientLeft + box.clientWidth / 2);
    box.scrollTop += e.top + e.height / 2 - (b.top + box.clientTop + box.clientHeight / 2);
  }

  panBy(dx, dy) {
    const box = this.box();
    if (!box) return;
    box.scrollLeft += dx;
    box.scrollTop += dy;
  }

  /** + - 0 (and, on the board, the arrows): true when it was the board's key */
  key(e) {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
    const box = this.box();
    const k = e.key;
    if (k === "+" || k === "=") this.step(1);
    else if (k === "-" || k === "_") this.step(-1);
    else if (k === "0") this.fit();
    else if (ARROWS[k] && box && box.contains(e.target)) {
      const [dx, dy] = ARROWS[k];
      this.panBy(dx * Math.max(40, box.clientWidth / 6), dy * Math.max(40, box.clientHeight / 6));
      this.panned = true;
      e.preventDefault();
      return true;
    } else return false;
    this.chosen = true;
    e.preventDefault();
    return true;
  }

  // -------------------------------------------------------------- input

  /** the tools' state after a zoom between two paints */
  syncTools() {
    const tools = this.root.querySelector("[data-board-tools]");
    if (!tools) return;
    const out = tools.querySelector('[data-board="out"]');
    const inn = tools.querySelector('[data-board="in"]');
    const level = tools.querySelector('[data-board="reset"]');
    if (out) out.disabled = this.zoom <= this.min;
    if (inn) inn.disabled = this.zoom >= this.max;
    if (level) level.textContent = `${Math.round(this.zoom * 100)}%`;
  }

  clicked(e) {
    if (this.swallow) {
      this.swallow = false;
      e.stopPropagation();
      e.preventDefault();
      return;
    }
    const b = e.target.closest("[data-board]");
    if (!b || !this.root.contains(b)) return;
    const act = b.dataset.board;
    this.chosen = true;
    if (act === "in") this.step(1);
    else if (act === "out") this.step(-1);
    else if (act === "reset") this.setZoom(1);
    else if (act === "fit") this.fit();
  }

  press(e) {
    this.swallow = false; // a new press anywhere: its click is the player's
    if (e.pointerType === "touch" || e.button !== 0) return; // a finger scrolls natively
    const box = this.box();
    if (!box || !box.contains(e.target)) return;
    if (e.target === box && (e.offsetX >= box.clientWidth || e.offsetY >= box.clientHeight)) return; // its scrollbar
    this.drag = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false, id: e.pointerId };
  }

  move(e) {
    const d = this.drag;
    const box = this.box();
    if (!d || !box || e.pointerId !== d.id) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
    if (!d.moved) {
      d.moved = true;
      this.panned = true;
      box.setPointerCapture(e.pointerId);
      this.root.classList.add("board-panning"); // the root: a paint never rewrites its classes
    }
    box.scrollLeft = d.left - dx;
    box.scrollTop = d.top - dy;
  }

  release(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.id) return;
    this.drag = null;
    this.root.classList.remove("board-panning");
    if (d.moved && e.type === "pointerup") {
      // the click this release makes (if any) follows it at once, though a busy page may
      // run a timer in between: swallowed until the next press, or a moment later (a key
      // that clicks a focused button makes no press)
      this.swallow = true;
      setTimeout(() => { this.swallow = false; }, 250);
    }
  }

  wheel(e) {
    if (!this.box()?.contains(e.target)) return;
    if (!(e.ctrlKey || e.metaKey)) { this.panned = true; return; } // a plain wheel scrolls
    e.preventDefault();
    this.chosen = true;
    const dy = Math.max(-100, Math.min(100, e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY));
    this.setZoom(this.zoom * Math.exp(-dy / 300), e.clientX, e.clientY);
  }

  touch(e) {
    if (e.type === "touchend") { if (e.touches.length < 2) this.pinch = null; return; }
    if (e.type === "touchmove" && e.touches.length === 1 && this.box()?.contains(e.target)) this.panned = true; // slid natively
    if (e.touches.length !== 2 || !this.box()?.contains(e.target)) return;
    const [a, b] = e.touches;
    const dist = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) || 1;
    if (e.type === "touchstart" || !this.pinch) { this.pinch = { dist, zoom: this.zoom }; return; }
    e.preventDefault();
    this.chosen = true;
    this.setZoom(this.pinch.zoom * (dist / this.pinch.dist), (a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2);
  }
}

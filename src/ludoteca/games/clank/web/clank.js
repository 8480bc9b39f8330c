// The Clank! Catacombs screen: the dungeon as a map of its placed tiles (rooms, tunnels and
// their icons drawn from the tile data), the pawns, the reachable rooms with what each move
// costs, a discovered tile turned and laid; the hand, the play area and the turn's pool; the
// Dungeon Row, the Reserve and the Market with what can be taken now and its price; the
// Clank! board (Rage Track, Clank! area, the bag, the dragon's attacks as they happen); every
// seat's health, tokens and score; the event log; the final scores with their breakdown.
//
// mount(el, ctx) -> {update(msg), destroy(), note(text), unbusy()}
//   msg: a websocket "state" message {table, seat, version, view, legal, deadline, events}
//        (replay.js passes the same shape with legal [] and a ready-made `log`).
//   ctx: {live, tableId, send(action) -> bool, rematch(), canRematch()}
// The view, actions and events are those of docs/clank.md. Legality is never computed here:
// a lit room, an enabled card or a button is a legal action the server sent, matched by its
// fields; the cost shown on a room is the engine's (view.exits: each exit of the deciding
// seat's room with its Boots, monsters and locks). The tiles, cards and tokens come from
// the game's data files (/games/clank/screen-data.json, GamePackage.screen_data).
//
// data-testids (stable, for browser tests):
//   clank               the whole screen (data-turn, data-pending; data-version, data-asked,
//                       data-decision, data-busy: markDecision in shared.js)
//   status, map (board.js box, data-zoom), map-grid, tile-P (a placed tile: data-tile,
//   data-turns), room-R (a room, R from 0; a button when a legal action goes there: class
//   "reach", data-cost), explore-I (an open tunnel of exit I), portal-I (the portal of
//   exit I), edge-I (teleport off exit I's open edge), pawn-S, placing (the tile being laid:
//   data-turns; Marble Guardian's face down, data-edge), lay-at-X_Y (Marble Guardian: its
//   tile to the free cell X,Y)
//   zoom-in, zoom-out, zoom-reset, zoom-fit (board.js), centre
//   prompt (data-kind), prompt-text, waiting, end, play-all, place, rotate-tile, lay,
//   tunnel-I (a tunnel among several to one room), choice-K (the K-th legal action of a
//   card's choice), room-action-KIND, action (anything else), cancel
//   hand, hand-card-I (data-card; class "playable"), info-hand-I, played, pool (pool-skill,
//   pool-swords, pool-boots, pool-gold, pool-lockpicks)
//   row, row-S (data-card; a button when it can be taken), reserve-CARD, goblin, market,
//   buy-ITEM, coupon-ITEM
//   clank-board, rage-track (data-space), clank-area, bag (data-count, an image labelled
//   with the counts: svg rect.cube, one per cube, data-c the seat or -1 black, -2 Ghost),
//   attack (the last dragon attack: data-version; attack-cube-K)
//   seats, seat-N (health-N data-damage, gold-N, tokens-N, score-N)
//   card-info (a dialog), card-info-close, event-log, keys
//   end-screen, end-winners, final-table, end-play-again
// Keys: 1-9 play a hand card, A play them all, E end the turn, R turn the new tile, Enter lay
// it, + / - zoom, 0 the whole dungeon, arrows (on the map) move it, Esc close.

import { esc } from "/static/app.js";
import { Board } from "/static/board.js";
import { H, currentLanguage, has, t, th } from "/static/i18n.js";
import { Renderer, handle, humanize, listNames, patchHTML, seatMark, seatTagsHTML, strip } from "/static/shared.js";

const GAME = "clank";
const ZOOMS = [0.15, 0.25, 0.35, 0.5, 0.65, 0.8, 1, 1.25, 1.5, 1.8];
const TAP_ZOOM = 0.5; // a player's map is fitted no smaller: its rooms stay big enough to tap
const DATA = await (await fetch(`/games/${GAME}/screen-data.json`)).json();
const BLACK = -1;
const GHOST = -2;
const IN = 0;
const ESCAPED = 1;
const SIDE_WORD = { N: "north", E: "east", S: "south", W: "west" };
const DELTA = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

// ------------------------------------------------------------------ tile geometry

// a square tile's stubs on the unit square before it turns (tiles.py: clockwise from the
// north-west corner; a side's position 0 meets the neighbour's position 1)
const STUB_AT = {
  N0: [1 / 3, 0], N1: [2 / 3, 0], E0: [1, 1 / 3], E1: [1, 2 / 3],
  S0: [2 / 3, 1], S1: [1 / 3, 1], W0: [0, 2 / 3], W1: [0, 1 / 3],
};
const INWARD = { N: [0, 1], E: [-1, 0], S: [0, -1], W: [1, 0] };

function isStub(end) { return end in STUB_AT || end.includes(":"); }

/** a stub's point on the tile (cells: the start tile is 1 x 2) and its side */
function stubPoint(end) {
  const [half, name] = end.includes(":") ? end.split(":") : ["", end];
  const [x, y] = STUB_AT[name];
  return { x, y: y + (half === "L" ? 1 : 0), side: name[0] };
}

/** (x, y) of a tile turned `turns` quarters clockwise about its middle */
function turn([x, y], turns) {
  let p = [x, y];
  for (let k = 0; k < ((turns % 4) + 4) % 4; k++) p = [1 - p[1], p[0]];
  return p;
}

const LAYOUTS = new Map();
const ROOM_BOX = 0.37; // a room's badges across, in tiles (the disc is 0.25: .ck-room)
const CROWDED = 0.8; // the size of a room on a tile of four rooms or more
const LATTICE = 9; // the spots a room may lie on, each way across a tile

/** the rooms of a group (a tile, or a half of the start tile, from y = top) on spots of a
 *  LATTICE x LATTICE lattice, each room's badges clear of the edges and of the others' (at
 *  least `gap` apart one way or the other: their boxes are square, so at any turn of the
 *  tile), as near as can be to where each wants to be: a search over the spots, nearest
 *  first, that gives up a branch once it costs more than the best found */
function spread(wants, gap, top) {
  const lo = gap / 2 + 0.01;
  const spots = [];
  for (let i = 0; i < LATTICE; i++) {
    for (let j = 0; j < LATTICE; j++) spots.push([lo + ((1 - 2 * lo) * i) / (LATTICE - 1), top + lo + ((1 - 2 * lo) * j) / (LATTICE - 1)]);
  }
  const near = wants.map((w) => spots.map((s) => [s, (s[0] - w[0]) ** 2 + (s[1] - w[1]) ** 2]).sort((x, y) => x[1] - y[1]));
  // the least the rooms after the i-th can add: a branch that cannot beat the best is left
  const rest = wants.map((_, i) => near.slice(i + 1).reduce((sum, n) => sum + n[0][1], 0));
  let best = Infinity;
  let found = null;
  const pick = [];
  const place = (i, cost) => {
    if (i === wants.length) { best = cost; found = [...pick]; return; }
    for (const [s, c] of near[i]) {
      if (cost + c + rest[i] >= best - 1e-9) break;
      if (pick.some((o) => Math.max(Math.abs(o[0] - s[0]), Math.abs(o[1] - s[1])) < gap)) continue;
      pick.push(s);
      place(i + 1, cost + c);
      pick.pop();
    }
  };
  place(0, 0);
  return found || wants;
}

/** where a tile's rooms and portal lie before it turns: each room near the stubs its tunnels
 *  reach, pulled to the middle, then spread apart (made once per tile) */
function layout(index) {
  if (LAYOUTS.has(index)) return LAYOUTS.get(index);
  const tile = DATA.tiles[index];
  const start = tile.back === "start";
  const pos = {};
  for (const room of tile.rooms) {
    const mid = [0.5, start ? (room.half === "L" ? 1.5 : 0.5) : 0.5];
    const stubs = tile.tunnels.flatMap((tu) => [[tu.from, tu.to], [tu.to, tu.from]])
      .filter(([a, b]) => a === room.id && isStub(b)).map(([, b]) => stubPoint(b));
    let p = mid;
    if (stubs.length) {
      const sx = stubs.reduce((s, q) => s + q.x, 0) / stubs.length;
      const sy = stubs.reduce((s, q) => s + q.y, 0) / stubs.length;
      p = [mid[0] + (sx - mid[0]) * 0.5, mid[1] + (sy - mid[1]) * 0.5];
    }
    pos[room.id] = p;
  }
  const ids = tile.rooms.map((r) => r.id);
  // each half of the start tile is a group of its own; four rooms or more in a group are
  // drawn smaller (CROWDED), so they fit a tile apart
  const groups = start ? ["U", "L"].map((h) => tile.rooms.filter((r) => r.half === h).map((r) => r.id)) : [ids];
  const scale = Math.max(...groups.map((g) => g.length)) >= 4 ? CROWDED : 1;
  groups.forEach((g, k) => {
    const spots = spread(g.map((id) => pos[id]), ROOM_BOX * scale, start ? k : 0);
    g.forEach((id, n) => { pos[id] = spots[n]; });
  });
  const rooms = {};
  for (const id of ids) rooms[id] = [pos[id][0], pos[id][1]];
  // the portal: the free spot farthest from every room (of its half, on the start tile)
  let portal = null;
  const pt = tile.tunnels.find((tu) => tu.from === "portal" || tu.to === "portal");
  if (pt) {
    const owner = rooms[pt.from === "portal" ? pt.to : pt.from];
    const top = start && owner[1] > 1 ? 1 : 0;
    const spots = [[0.17, 0.17], [0.83, 0.17], [0.83, 0.83], [0.17, 0.83], [0.5, 0.16], [0.84, 0.5], [0.5, 0.84], [0.16, 0.5]]
      .map(([x, y]) => [x, y + top]);
    let best = -1;
    for (const s of spots) {
      const d = Math.min(...Object.values(rooms).map((r) => Math.hypot(r[0] - s[0], r[1] - s[1])))
        - 0.3 * Math.hypot(owner[0] - s[0], owner[1] - s[1]);
      if (d > best) { best = d; portal = s; }
    }
  }
  const out = { rooms, portal, height: start ? 2 : 1, scale };
  LAYOUTS.set(index, out);
  return out;
}

/** a point of a placed tile in world cells */
function world(placement, [x, y]) {
  const [, px, py, turns] = placement;
  const tile = DATA.tiles[placement[0]];
  const [u, w] = tile.back === "start" ? [x, y] : turn([x, y], turns);
  return [px + u, py + w];
}

/** every room of the map: its tile, its placement and where it lies (rooms are numbered
 *  across the map in placement order, each tile's in its own order: dungeon.py) */
function roomsOf(placed) {
  const out = [];
  placed.forEach((pl, p) => {
    const tile = DATA.tiles[pl[0]];
    const lay = layout(pl[0]);
    for (const room of tile.rooms) {
      const at = world(pl, lay.rooms[room.id]);
      out.push({ index: out.length, p, room, at, tile, depths: tile.back === "depths" || room.half === "U", scale: lay.scale });
    }
  });
  return out;
}

// ------------------------------------------------------------------ drawings

const ICON = {
  skill: `<path d="M8 1 14 6 8 15 2 6z" fill="#5fb4ff" stroke="#123" stroke-width="1"/><path d="M2 6h12M8 1 6 6l2 9 2-9z" fill="none" stroke="#cfe9ff" stroke-width=".7"/>`,
  swords: `<path d="M3 13 12 4l1-2.5L10.5 3 2 12z" fill="#e6e9f0" stroke="#223" stroke-width=".8"/><path d="M1.5 11.5l3 3M4.5 10.5l1.5 1.5" stroke="#a0622d" stroke-width="1.6" stroke-linecap="round"/>`,
  boots: `<path d="M5 1.5h5v7l4.5 2.2V14H2.5v-3.2L5 9z" fill="#b9763c" stroke="#2b1606" stroke-width="1"/><path d="M2.5 12.3h12" stroke="#2b1606" stroke-width="1"/>`,
  gold: `<circle cx="8" cy="8" r="6.3" fill="#f2c23e" stroke="#6b4a05" stroke-width="1.2"/><path d="M8 4.2v7.6M5.8 6.2h4.4M5.8 9.8h4.4" stroke="#6b4a05" stroke-width="1"/>`,
  lockpick: `<circle cx="5" cy="5" r="3.3" fill="none" stroke="#d9dde6" stroke-width="1.6"/><path d="M7.4 7.4 14 14M11 11l1.6-1.6M12.6 12.6l1.4-1.4" stroke="#d9dde6" stroke-width="1.6" stroke-linecap="round"/>`,
  clank: `<path d="M2 5 8 2l6 3v6l-6 3-6-3z" fill="currentColor" stroke="#111" stroke-width=".8"/><path d="M2 5l6 3 6-3M8 8v6" fill="none" stroke="rgba(0,0,0,.45)" stroke-width=".8"/>`,
  heart: `<path d="M8 14.2 2.2 8.4A3.5 3.5 0 0 1 8 3.6a3.5 3.5 0 0 1 5.8 4.8z" fill="#ef4f5f" stroke="#4a0910" stroke-width="1"/>`,
  monster: `<path d="M3 13V7a5 5 0 0 1 10 0v6l-2-1.6L9.5 13 8 11.5 6.5 13 5 11.4z" fill="#c7392f" stroke="#3a0805" stroke-width=".9"/><circle cx="6" cy="7.2" r="1.1" fill="#fff3c0"/><circle cx="10" cy="7.2" r="1.1" fill="#fff3c0"/>`,
  lock: `<rect x="3" y="7" width="10" height="7.5" rx="1.2" fill="#e0b13c" stroke="#4a3304" stroke-width="1"/><path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="#4a3304" stroke-width="1.5"/>`,
  dragon: `<path d="M2 12c2-6 6-9 12-10-2 2-3 4-2 6-2-1-3 0-4 2-1-2-3-2-6 2z" fill="#d8412f" stroke="#3a0805" stroke-width=".9"/>`,
  danger: `<path d="M8 1.5 15 14H1z" fill="#ffcf3a" stroke="#4a2c00" stroke-width="1"/><path d="M8 6v4M8 11.6v.6" stroke="#4a2c00" stroke-width="1.6" stroke-linecap="round"/>`,
  points: `<path d="m8 1.2 2 4.3 4.7.6-3.4 3.2.9 4.7L8 11.7 3.8 14l.9-4.7L1.3 6.1 6 5.5z" fill="#ffe08a" stroke="#5a4100" stroke-width=".9"/>`,
  artifact: `<path d="M3 6h10l-1.5 7h-7z" fill="#ffcf3a" stroke="#5a3c00" stroke-width="1"/><path d="M5 6 8 2l3 4" fill="none" stroke="#5a3c00" stroke-width="1"/>`,
  idol: `<circle cx="8" cy="6" r="4" fill="#e3b341" stroke="#4d3300" stroke-width="1"/><circle cx="3.6" cy="5" r="1.6" fill="#e3b341" stroke="#4d3300" stroke-width=".8"/><circle cx="12.4" cy="5" r="1.6" fill="#e3b341" stroke="#4d3300" stroke-width=".8"/><path d="M5 10h6l1 4H4z" fill="#e3b341" stroke="#4d3300" stroke-width="1"/>`,
  crown: `<path d="M2 12V5l3 3 3-5 3 5 3-3v7z" fill="#ffd24a" stroke="#5a3c00" stroke-width="1"/>`,
  mastery: `<circle cx="8" cy="8" r="6" fill="#7ad0a0" stroke="#0e3a22" stroke-width="1.2"/><path d="M5 8.3 7.2 10.5 11.2 5.8" fill="none" stroke="#0e3a22" stroke-width="1.6"/>`,
  token: `<circle cx="8" cy="8" r="6" fill="#9a8cff" stroke="#201650" stroke-width="1.2"/>`,
  ghost: `<path d="M3 14V7a5 5 0 0 1 10 0v7l-1.7-1.3L9.7 14 8 12.6 6.3 14l-1.6-1.3z" fill="#dfe8ff" stroke="#3b4466" stroke-width=".9"/><circle cx="6.2" cy="7" r=".9" fill="#223"/><circle cx="9.8" cy="7" r=".9" fill="#223"/>`,
  cards: `<rect x="2" y="3.5" width="8" height="11" rx="1.3" fill="#ece1c6" stroke="#3a2a12" stroke-width=".9"/><rect x="6" y="1.5" width="8" height="11" rx="1.3" fill="#f7efdb" stroke="#3a2a12" stroke-width=".9"/>`,
};

// the shared pictures of web/icons/ (the How-to-play page draws the same ones): an <img>
// each, fetched once and cached by the browser; decoration only, the words around say it
const ICON_FILE = {
  skill: "skill", swords: "swords", boots: "boots", gold: "gold", lockpick: "lockpick", heart: "heal",
  monster: "monster", lock: "lock", dragon: "dragon", danger: "danger", points: "points", artifact: "artifact",
  idol: "monkey-idol", mastery: "mastery", ghost: "ghost", cards: "draw", prisoner: "prisoner", cube: "clank",
};
const ICON_BASE = new URL("./icons/", import.meta.url).href;
// the final table's score columns by picture: a phone shows the picture alone (the name is
// then read by screen readers and shown on hover)
const END_ICON = { artifacts: "artifact", gold: "gold", tokens: "token", cards: "cards", idols: "idol", crowns: "crown", mastery: "mastery" };

function icon(name, cls = "") {
  const file = ICON_FILE[name];
  if (file) return `<img class="ck-i ${cls}" src="${ICON_BASE}${file}.svg" alt="" aria-hidden="true" draggable="false">`;
  return `<svg class="ck-i ${cls}" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${ICON[name] || ICON.token}</svg>`;
}

// what a room holds: a glyph (decoration: the room's name says it in words)
const GLYPH = {
  artifact: "✦", crystal_cave: "◆", market: "$", wayshrine: "⌂", chest: "▣", library: "≡",
  prison: "#", minor_secret: "§", gold: "¤", heal: "✚", monkey_shrine: "Ω", crypt: "∩",
};

/** the icons of one tunnel (SVG, tile units 0..100), along its line */
function tunnelIcons(tu, at, opened) {
  const icons = [];
  if (tu.footprints) icons.push(`<g class="ic foot"><ellipse cx="-2.6" cy="1.5" rx="2" ry="3.2"/><ellipse cx="2.6" cy="-1.5" rx="2" ry="3.2"/></g>`);
  for (let k = 0; k < tu.monsters; k++) icons.push(`<g class="ic monster" transform="translate(-5.5 -5.5) scale(.7)">${ICON.monster}</g>`);
  for (let k = 0; k < tu.locks; k++) {
    icons.push(opened ? `<g class="ic lock open" transform="translate(-5.5 -5.5) scale(.7)"><rect x="3" y="7" width="10" height="7.5" rx="1.2"/><path d="M5 7V5a3 3 0 0 1 6 0" fill="none"/></g>`
      : `<g class="ic lock" transform="translate(-5.5 -5.5) scale(.7)">${ICON.lock}</g>`);
  }
  if (!icons.length) return "";
  const w = 12;
  const x0 = at[0] - ((icons.length - 1) * w) / 2;
  return icons.map((ic, k) => `<g transform="translate(${(x0 + k * w).toFixed(1)} ${at[1].toFixed(1)})"><circle class="ic-bg" r="6.4"/>${ic}</g>`).join("");
}

/** a point and its direction on the quadratic curve p0 (c) p2 at t */
function along(p0, c, p2, t) {
  const u = 1 - t;
  const x = u * u * p0[0] + 2 * u * t * c[0] + t * t * p2[0];
  const y = u * u * p0[1] + 2 * u * t * c[1] + t * t * p2[1];
  const dx = 2 * u * (c[0] - p0[0]) + 2 * t * (p2[0] - c[0]);
  const dy = 2 * u * (c[1] - p0[1]) + 2 * t * (p2[1] - c[1]);
  return [x, y, Math.atan2(dy, dx)];
}

const TILE_SVG = new Map();
const ROOM_LABELS = new Map(); // a room's name and what it holds, in words (roomLabel)

/** a placed tile drawn: its ground, tunnels and their icons (its rooms are drawn over it) */
function tileKey(placement, p, opened) {
  const mine = opened.filter((k) => k[0] === p).map((k) => k[1]);
  return `${placement.join(",")}|${p}|${mine.join(",")}`;
}

function tileSVG(placement, p, opened) {
  const mine = opened.filter((k) => k[0] === p).map((k) => k[1]);
  const key = tileKey(placement, p, opened);
  if (TILE_SVG.has(key)) return TILE_SVG.get(key);
  const index = placement[0];
  const tile = DATA.tiles[index];
  const lay = layout(index);
  const start = tile.back === "start";
  const turns = start ? 0 : placement[3];
  const h = lay.height;
  const T = (pt) => (start ? pt : turn(pt, turns)).map((v) => v * 100);
  const ends = (end) => {
    if (end === "portal") return { p: T(lay.portal || [0.5, 0.5]) };
    if (lay.rooms[end]) return { p: T(lay.rooms[end]) };
    const s = stubPoint(end);
    const inward = INWARD[s.side];
    return { p: T([s.x, s.y]), c: T([s.x + inward[0] * 0.2, s.y + inward[1] * 0.2]), stub: true };
  };
  const lines = [];
  const icons = [];
  tile.tunnels.forEach((tu, n) => {
    const a = ends(tu.from);
    const b = ends(tu.to);
    let p0 = a.p;
    let p2 = b.p;
    let c;
    if (a.stub) c = a.c;
    else if (b.stub) c = b.c;
    else c = [(p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2];
    const d = `M${p0[0].toFixed(1)} ${p0[1].toFixed(1)}Q${c[0].toFixed(1)} ${c[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`;
    const portal = tu.from === "portal" || tu.to === "portal";
    lines.push(`<path class="tun-edge${portal ? " to-portal" : ""}" d="${d}"/>`);
    lines.push(`<path class="tun${portal ? " to-portal" : ""}" d="${d}"/>`);
    const stubbed = a.stub || b.stub;
    // icons away from the room end: on a stub's tunnel nearer the stub
    const at = along(p0, c, p2, a.stub ? 0.42 : b.stub ? 0.58 : 0.5);
    icons.push(tunnelIcons(tu, at, mine.includes(n)));
    if (tu.one_way) {
      const [x, y, ang] = along(p0, c, p2, stubbed ? (a.stub ? 0.72 : 0.28) : (tu.footprints || tu.monsters || tu.locks ? 0.25 : 0.5));
      icons.push(`<g class="ic arrow" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(ang * 180 / Math.PI).toFixed(0)})"><circle class="ic-bg" r="5.6"/><path d="M-3.4 -3.4 3.6 0 -3.4 3.4z"/></g>`);
    }
  });
  if (lay.portal) {
    const [x, y] = T(lay.portal);
    icons.push(`<g class="portal-ring" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><circle r="9"/><circle r="5.5"/><circle r="2"/></g>`);
  }
  const w = start ? 100 : 100;
  const ground = start
    ? `<rect class="ground depths" x="1" y="1" width="98" height="99" rx="4"/><rect class="ground safe" x="1" y="100" width="98" height="99" rx="4"/><path class="depths-line" d="M4 100H96"/>`
    : `<rect class="ground ${esc(tile.back)}${tile.haunted ? " haunted" : ""}" x="1" y="1" width="98" height="98" rx="4"/>`;
  const mist = tile.haunted ? `<g class="mist"><path d="M10 80q10-8 20 0t20 0 20 0 20 0"/><path d="M10 22q10-8 20 0t20 0 20 0 20 0"/></g>` : "";
  const svg = `<svg class="tile-svg" viewBox="0 0 ${w} ${h * 100}" aria-hidden="true" focusable="false">${ground}${mist}${lines.join("")}${icons.join("")}</svg>`;
  if (TILE_SVG.size > 2000) TILE_SVG.clear();
  TILE_SVG.set(key, svg);
  return svg;
}

/** a tile face down (Marble Guardian lays the stack's top tile unseen): its back, and an
 *  arrow where its top side goes at this turn */
function backSVG(back, turns) {
  return `<svg class="tile-svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect class="ground ${esc(back)}" x="1" y="1" width="98" height="98" rx="4"/><text class="back-q" x="50" y="64">?</text><path class="back-arrow" d="M50 7 61 22H39z" transform="rotate(${turns * 90} 50 50)"/></svg>`;
}

// ------------------------------------------------------------------ words

function tx(id, args) { return esc(t(id, args)); }
function cardName(cid) { return has(`card-${cid}`) ? t(`card-${cid}`) : humanize(cid); }
function cardText(cid) { return has(`card-${cid}.text`) ? t(`card-${cid}.text`) : ""; }
function tokenName(tid) { return has(`token-${tid}`) ? t(`token-${tid}`) : humanize(tid); }
function tokenText(tid) { return has(`token-${tid}.text`) ? t(`token-${tid}.text`) : ""; }
function roomName(f) { return has(`room-${f}`) ? t(`room-${f}`) : humanize(f); }
function roomText(f) { return has(`room-${f}.text`) ? t(`room-${f}.text`) : ""; }
function roomNo(r) { return r + 1; }
/** a smaller font for a card name with a long word (CJK names have no spaces: count by
 *  width, a CJK character being about two Latin ones) */
export function nameFit(name) {
  const wide = (w) => [...w].reduce((n, ch) => n + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1.8 : 1), 0);
  const longest = Math.max(0, ...name.split(/[\s\-\u2010]+/).map(wide));
  return longest > 12 ? " longest" : longest > 10 ? " longer" : longest > 8 ? " long" : "";
}
function card(cid) { return DATA.cards[cid] || { banner: "", cost: 0, points: 0, effects: [], type: "none" }; }

const EFFECT_ICON = { skill: "skill", swords: "swords", boots: "boots", gold: "gold", clank: "clank", heal: "heart", lockpick: "lockpick", draw: "cards" };

/** a card's effect rows as icons (its full text is in the catalogue: the info dialog) */
function effectsHTML(cid) {
  const rows = card(cid).effects || [];
  const parts = [];
  for (const e of rows) {
    const hook = e.on === "play" ? "" : `<span class="hook">${tx(`ui-hook-${e.on}`)}</span>`;
    const cond = e.when ? `<span class="cond" aria-hidden="true">?</span>` : "";
    if (e.special || !EFFECT_ICON[e.do]) { parts.push(`<span class="fx">${hook}${cond}<span class="star" aria-hidden="true">★</span></span>`); continue; }
    const n = e.n || 0;
    parts.push(`<span class="fx ${e.do === "clank" ? (n < 0 ? "good" : "bad") : ""}">${hook}${cond}<b>${n > 0 ? "+" : ""}${n}</b>${icon(e.do === "clank" ? "cube" : EFFECT_ICON[e.do])}</span>`);
  }
  return parts.join("");
}

// ------------------------------------------------------------------ painting by parts

// A state message changes a few things (a pawn, a room lit, a number): the screen is painted
// by parts, each parsed and patched only when its HTML changed, rather than the whole screen
// parsed again to find most of it the same (a 40-tile map is over a hundred rooms).

/**
 * Make `parent`'s children the items [[key, html], ...], in order: an item whose HTML is the
 * one it was drawn from keeps its node untouched; a changed one keeps its node when its tag
 * is the same (its attributes set, its children patched: the button under the pointer
 * stays), unless it carries data-anim (drawn afresh, so its animation plays again), and an
 * element with data-own-children has only its attributes set (its drawing is someone
 * else's). Children not drawn from items are left out.
 */
function patchKeyed(parent, items) {
  const old = new Map();
  for (const n of parent.children) if (n.ckKey !== undefined) old.set(n.ckKey, n);
  const tpl = document.createElement("template");
  const nodes = items.map(([key, html]) => {
    let n = old.get(key);
    old.delete(key);
    if (n && n.ckHTML === html) return n;
    tpl.innerHTML = html;
    const fresh = tpl.content.firstElementChild;
    if (n && n.tagName === fresh.tagName && !fresh.hasAttribute("data-anim")) {
      for (const a of [...n.attributes]) if (!fresh.hasAttribute(a.name)) n.removeAttribute(a.name);
      for (const a of fresh.attributes) if (n.getAttribute(a.name) !== a.value) n.setAttribute(a.name, a.value);
      if (!n.hasAttribute("data-own-children")) patchHTML(n, fresh.innerHTML);
    } else {
      if (n) n.remove();
      n = fresh;
    }
    n.ckKey = key;
    n.ckHTML = html;
    return n;
  });
  for (const n of old.values()) n.remove();
  for (const n of [...parent.children]) if (n.ckKey === undefined) n.remove();
  nodes.forEach((n, i) => {
    const at = parent.children[i] || null;
    if (at !== n) parent.insertBefore(n, at);
  });
}

// ------------------------------------------------------------------ the renderer

export function mount(el, ctx) {
  return handle(new ClankRenderer(el, ctx));
}

class ClankRenderer extends Renderer {
  constructor(el, ctx) {
    super(el, ctx, { logCap: 800, emptyLog: tx("ui-log-empty") });
    this.info = null; // {kind: card | token | room, id}
    this.tunnelRoom = null; // a room reached by several tunnels: choose which
    this.placeTurn = null; // the turn shown for the tile being laid
    this.layEdge = null; // Marble Guardian: the free cell (index of view.free_edges) it goes to
    this.fitNext = true;
    this.auto = false; // "play all": the next card is sent when the turn comes back
    this.attack = null; // the last dragon attack seen: {drawn, damage, version, fresh}
    this.memos = new Map(); // memo(): a panel's key and HTML
    this.tileItems = new Map(); // a placed tile's element on the map, by what it is drawn from
    this.listen(true);
    el.innerHTML = `<div class="ck" data-testid="clank"></div>`;
    this.root = el.firstElementChild;
    this.board = new Board(this.root, { testid: "map", cls: "ck-map", levels: ZOOMS, zoom: 0.8, refit: () => this.resized() });
    this.speak(GAME);
  }

  update(msg) {
    if (!msg || !msg.view) return;
    const resent = this.resent(this.msg, msg);
    const before = this.msg;
    this.msg = msg;
    if (!resent) this.busy = false;
    this.takeEvents(msg);
    const v = msg.view;
    // the last dragon attack: from this message's events, else from the log (a replay)
    const events = msg.log ? msg.log.map((x) => x.ev) : msg.events || [];
    const last = [...events].reverse().find((ev) => ev.kind === "attack");
    if (last) this.attack = { drawn: last.drawn || [], damage: last.damage || [], version: msg.version };
    else if (msg.log) this.attack = null;
    // a new tile, or the game over (nothing left to tap: the whole dungeon, however small):
    // the dungeon fitted again (unless the player zoomed themselves)
    if (!before || (before.view.placed || []).length !== (v.placed || []).length || (v.over && !before.view.over)) this.fitNext = true;
    const d = v.decision || [];
    if (d[0] !== "place" && !v.free_edges) this.placeTurn = null;
    if (!v.free_edges) this.layEdge = null;
    if (d[0] !== "turn") this.tunnelRoom = null;
    this.render();
    this.autoPlay();
  }

  /** "play all": the next card of the hand once the turn is back (a card's choice stops it) */
  autoPlay() {
    if (!this.auto || this.busy || !this.ctx.live) return;
    const legal = this.legal();
    if (!legal.length) return; // not asked yet (another seat, or the answer on its way)
    if ((this.msg.view.decision || [])[0] !== "turn") { this.auto = false; return; } // a card asks
    const play = legal.find((a) => a.kind === "play");
    if (!play) { this.auto = false; return; }
    this.send(strip(play));
  }

  legal() { return this.ctx.live && this.msg ? this.msg.legal || [] : []; }

  /** the seats' names, made once per message and language (asked for by every pawn, seat
   *  row and memo key of a paint) */
  names() {
    const words = `${currentLanguage()}|${has("ui-room")}`;
    if (this.named?.msg !== this.msg || this.named.words !== words) this.named = { msg: this.msg, words, names: super.names() };
    return this.named.names;
  }

  who(seat) {
    if (typeof seat !== "number" || seat < 0) return "";
    const name = this.names()[seat] ?? t("seat-numbered", { number: seat + 1 });
    const shown = seat === this.me() && this.ctx.live ? t("gen-who-you", { name }) : name;
    return `<b class="who sc${seat % 5}">${seatMark(seat)}${esc(shown)}</b>`;
  }

  you(seat) { return this.ctx.live && seat === this.me() ? "yes" : "no"; }

  /** the legal actions (with their index) by what they aim at */
  targets(v, legal) {
    const exits = v.exits || [];
    const out = { rooms: new Map(), opens: new Map(), portals: new Map(), edges: new Map(), hand: new Map(), row: new Map(), reserve: new Map(), market: new Map(), coupon: new Map(), lays: [], room: [], place: [], end: null, goblin: null, other: [] };
    const addRoom = (r, a, k, cost) => { if (!out.rooms.has(r)) out.rooms.set(r, []); out.rooms.get(r).push({ a, k, cost }); };
    legal.forEach((a, k) => {
      switch (a.kind) {
        case "play": if (!out.hand.has(a.card)) out.hand.set(a.card, k); break;
        case "acquire": case "use": case "fight": out.row.set(a.slot, k); break;
        case "slot": out.row.set(a.slot, k); out.other.push(k); break;
        case "reserve": out.reserve.set(a.card, k); break;
        case "goblin": out.goblin = k; break;
        case "buy": out.market.set(a.item, k); break;
        case "coupon": out.coupon.set(a.item, k); break;
        case "end": out.end = k; break;
        case "place": out.place.push([a.turns, k]); break;
        case "move": {
          const e = exits[a.exit];
          if (!e) { out.other.push(k); break; }
          if (e.kind === "room") addRoom(e.to, a, k, e);
          else if (e.kind === "open") out.opens.set(a.exit, k);
          else out.portals.set(a.exit, k);
          break;
        }
        case "portal": case "teleport": case "mark_at": addRoom(a.room, a, k, null); out.other.push(k); break;
        case "teleport_edge": out.edges.set(a.exit, k); out.other.push(k); break;
        case "lay": out.lays.push([a, k]); out.other.push(k); break;
        case "artifact": case "mark": case "pick": case "potion": out.room.push(k); break;
        default: out.other.push(k);
      }
    });
    return out;
  }

  // ---------------------------------------------------------------- rendering

  render() {
    if (!this.msg) return;
    const v = this.msg.view;
    const legal = this.legal();
    const d = v.decision || [];
    const asked = legal.length && !v.over ? d[0] || "turn" : null;
    // the log's scroll read before anything is written (a read after a write lays the page
    // out there and then)
    const list = this.root.querySelector(".log-list");
    const scroll = list ? list.scrollTop : null;
    const atBottom = !list || list.scrollHeight - list.scrollTop - list.clientHeight < 30;
    this.markDecision(asked);
    this.emptyLog = tx("ui-log-empty");
    this.root.dataset.turn = String(v.turn ?? "");
    this.root.dataset.pending = d[0] || "";
    const tg = this.targets(v, legal);
    this.parts = [];
    this.paint(`
      ${this.statusHTML(v, legal)}
      ${v.over ? this.endHTML(v) : ""}
      <div class="ck-layout">
        <div class="ck-main">
          ${this.part("map", this.drawnMap(v, tg))}
          ${this.part("dock", this.dockHTML(v, legal, tg))}
          ${this.part("hand", this.handHTML(v, tg))}
          ${this.part("dungeon", this.memo("dungeon", [v.row, v.reserve, v.market, v.crowns, v.dungeon, v.decision, legal], () => this.dungeonHTML(v, tg)))}
        </div>
        <aside class="ck-side">
          ${this.part("board", this.clankBoardHTML(v))}
          ${this.part("seats", this.seatsHTML(v))}
          ${this.part("log", `<div class="panel log-panel ck-log"><h3>${tx("ui-log-title")}</h3>
            <ol class="log-list" data-testid="event-log" aria-live="polite" tabindex="0" data-own-children></ol></div>`)}
          ${this.part("keys", this.keysHTML())}
        </aside>
      </div>
      ${this.infoHTML()}`);
    // a part inside another (the bag in the Clank! board) is listed before it: the outer
    // one painted first puts the inner one's wrapper on the page
    for (const [key, html] of [...this.parts].reverse()) {
      const el = this.root.querySelector(`[data-key="part-${key}"]`);
      if (el.ckHTML !== html) { patchHTML(el, html); el.ckHTML = html; }
    }
    const grid = this.board.content();
    if (grid) patchKeyed(grid, this.gridItems);
    patchKeyed(this.root.querySelector(".ck-seat-list"), this.seatItems);
    // the log drawn again only when it or its words changed: a late game's log is hundreds of
    // lines, and a message without events (a seat connects, a choice) leaves it as it was
    const drawn = { last: this.log[this.log.length - 1], key: [this.log.length, this.emptyLog, ...this.names()].join("\n") };
    if (!list || drawn.last !== this.logDrawn?.last || drawn.key !== this.logDrawn.key) this.renderLog(atBottom ? null : scroll);
    this.logDrawn = drawn;
    this.drawTiles();
    this.placeMap();
    this.board.observe();
  }

  /** a part of the screen painted on its own (render): in the main paint a wrapper (laid out
   *  as if absent: .ck-part) whose children are left to it */
  part(key, html) {
    this.parts.push([key, html]);
    return `<div class="ck-part" data-key="part-${key}" data-own-children></div>`;
  }

  /** the HTML `make()` returns, made again only when `key` (JSON-able) changed since the
   *  last call for `slot`: a state message mostly changes a number or a pawn, and Fluent's
   *  formatting of a panel that did not change is most of a message's cost */
  memo(slot, key, make) {
    const k = JSON.stringify([key, currentLanguage(), has("ui-room"), this.names(), this.me(), this.ctx.live, this.busy]);
    const was = this.memos.get(slot);
    if (was && was.key === k) return was.html;
    const html = make();
    this.memos.set(slot, { key: k, html });
    return html;
  }

  /** each placed tile's drawing, where it is new or changed (a lock opened) */
  drawTiles() {
    for (const el of this.root.querySelectorAll(".ck-tile[data-svg]")) {
      const key = el.dataset.svg;
      if (el.ckDrawn === key) continue;
      el.innerHTML = TILE_SVG.get(key) || "";
      el.ckDrawn = key;
    }
  }

  statusHTML(v, legal) {
    let turn;
    if (v.over) turn = tx("ui-status-over");
    else if (legal.length) turn = `<b class="ck-you-turn">${tx(this.busy ? "ui-status-sent" : "ui-status-yours")}</b>`;
    else turn = this.waitText(v);
    const tiles = (v.stack?.safe ?? 0) + (v.stack?.depths ?? 0);
    return `<div class="ck-status" data-testid="status">
      <span class="ck-round">${tx("ui-round", { round: (v.rounds ?? 0) + 1 })}</span>
      <span class="ck-turn-text">${turn}</span>
      <span class="ck-piles muted small">${tx("ui-piles", { deck: v.dungeon ?? 0, tiles })}</span>
    </div>`;
  }

  waitText(v) {
    const d = v.decision || [];
    if (typeof d[1] !== "number") return "…";
    return th("ui-waiting", { player: H(this.who(d[1])) });
  }

  // ---------------------------------------------------------------- the map

  /** the map's HTML, made again only when what it is drawn from changed: most messages are
   *  another seat's cards, the Row, a number (the key: the view's map fields, what can be
   *  done on the map with the index of its action, the screen's own choices, the words) */
  drawnMap(v, tg) {
    const key = JSON.stringify([v.placed, v.opened, v.placing, v.lay_tile, v.free_edges, v.exits, v.decision, v.stack,
      v.room_artifacts, v.idols_left, v.picked, v.marks, (v.seats || []).map((s) => [s.room, s.status]),
      [...tg.rooms], [...tg.opens], [...tg.portals], [...tg.edges], tg.lays, tg.place,
      this.busy, this.tunnelRoom, this.placeTurn, this.layEdge, this.board.zoom,
      currentLanguage(), has("ui-room"), this.names(), this.me(), this.ctx.live]);
    if (this.mapDrawn?.key === key) {
      this.bounds.old = null; // the same bounds: nothing to pan (placeMap)
      return this.mapDrawn.html;
    }
    this.mapDrawn = { key, html: this.mapHTML(v, tg) };
    return this.mapDrawn.html;
  }

  mapHTML(v, tg) {
    const placed = v.placed || [];
    const rooms = this.logMap().rooms; // roomsOf(placed), made once per map
    this.rooms = rooms;
    const opened = v.opened || [];
    const cells = [];
    placed.forEach((pl) => {
      cells.push([pl[1], pl[2]]);
      if (DATA.tiles[pl[0]].back === "start") cells.push([pl[1], pl[2] + 1]);
    });
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    // a margin around the tiles for the "?" of their open tunnels (and the tile being laid)
    const extra = [...(v.placing ? [v.placing.cell] : []), ...(v.free_edges || [])];
    const m = 0.4;
    const minX = Math.min(...xs, ...extra.map((c) => c[0])) - m;
    const minY = Math.min(...ys, ...extra.map((c) => c[1])) - m;
    const cols = Math.max(...xs, ...extra.map((c) => c[0])) + 1 + m - minX;
    const rows = Math.max(...ys, ...extra.map((c) => c[1])) + 1 + m - minY;
    const old = this.bounds;
    this.bounds = { minX, minY, cols, rows, old };
    const at = (x, y) => `--x:${(x - minX).toFixed(3)};--y:${(y - minY).toFixed(3)}`;
    const parts = [];
    const words = `${currentLanguage()}|${has("ui-room")}`;
    placed.forEach((pl, p) => {
      // the tile's drawing is put in after the paint, once per change (drawTiles): a state
      // message does not parse 40 tiles' SVG again to find them unchanged; its element's
      // HTML is kept too (its label is a Fluent message, its drawing's key a string to make)
      const svgKey = tileKey(pl, p, opened);
      const numbers = this.tileRooms(p);
      const key = `${svgKey}|${numbers.first}|${minX}|${minY}|${words}`;
      let html = this.tileItems.get(key);
      if (html === undefined || !TILE_SVG.has(svgKey)) {
        const tile = DATA.tiles[pl[0]];
        const h = tile.back === "start" ? 2 : 1;
        const label = t("ui-tile", { back: tile.back, haunted: tile.haunted ? "yes" : "no", ...numbers });
        tileSVG(pl, p, opened);
        html = `<div class="ck-tile" data-key="t${p}" data-testid="tile-${p}" data-tile="${esc(tile.id)}" data-turns="${pl[3]}" data-svg="${esc(svgKey)}" data-own-children style="${at(pl[1], pl[2])};--h:${h}" title="${esc(label)}"></div>`;
        if (this.tileItems.size > 2000) this.tileItems.clear();
        this.tileItems.set(key, html);
      }
      parts.push(html);
    });
    // the tile being laid, turned as the player last chose
    const d = v.decision || [];
    if (v.placing) {
      const idx = DATA.tiles.findIndex((x) => x.id === v.placing.tile);
      const turns = tg.place.map(([n]) => n);
      if (this.placeTurn === null || (turns.length && !turns.includes(this.placeTurn))) this.placeTurn = turns.length ? turns[0] : 0;
      const [x, y] = v.placing.cell;
      const pl = [idx, x, y, this.placeTurn];
      const tile = DATA.tiles[idx];
      parts.push(`<div class="ck-tile placing${tile && tile.haunted ? " haunted" : ""}" data-key="placing" data-testid="placing" data-tile="${esc(v.placing.tile)}" data-turns="${this.placeTurn}" style="${at(x, y)};--h:1" data-anim="${this.placeTurn}">${idx >= 0 ? tileSVG(pl, placed.length, []) : ""}</div>`);
      if (idx >= 0) {
        const lay = layout(idx);
        for (const room of tile.rooms) {
          const [wx, wy] = world(pl, lay.rooms[room.id]);
          parts.push(`<div class="ck-room ghosted" data-key="pr-${esc(room.id)}" style="${at(wx, wy)};--rs:${lay.scale}" aria-hidden="true">${this.roomFace(room, null, v)}</div>`);
        }
      }
    }
    // pawns by room
    const pawns = new Map();
    (v.seats || []).forEach((s, i) => {
      if (s.room >= 0 && s.status !== ESCAPED) {
        if (!pawns.has(s.room)) pawns.set(s.room, []);
        pawns.get(s.room).push(i);
      }
    });
    const tunnelOf = new Map(); // a room's reachable exits
    for (const r of rooms) {
      const targets = tg.rooms.get(r.index) || [];
      parts.push(this.roomHTML(v, r, targets, pawns.get(r.index) || [], at));
    }
    // open tunnels to explore, portals, edges to teleport off
    const exits = v.exits || [];
    const mark = (i, k, testid, cls, label, pt, body) => parts.push(`<button class="ck-mark ${cls}" data-key="${testid}" data-testid="${testid}" data-act="send" data-idx="${k}" style="${at(pt[0], pt[1])}" title="${esc(label)}" aria-label="${esc(label)}" ${this.busy ? "disabled" : ""}>${body}</button>`);
    for (const [i, k] of tg.opens) {
      const e = exits[i];
      const pt = this.edgePoint(e.edge, 0.2);
      const label = t("tx-do-explore", { side: SIDE_WORD[e.edge[2]], at: "map", boots: e.boots, monsters: e.monsters, locks: e.locks });
      mark(i, k, `explore-${i}`, "explore", label, pt, `<span class="q" aria-hidden="true">?</span>${this.costHTML(e)}`);
    }
    for (const [i, k] of tg.edges) {
      const e = exits[i];
      if (!e || !e.edge) continue;
      const pt = this.edgePoint(e.edge, 0.2);
      const label = t("tx-do-teleport-edge", { side: SIDE_WORD[e.edge[2]], at: "map" });
      mark(i, k, `edge-${i}`, "explore teleport", label, pt, `<span class="q" aria-hidden="true">✧</span>`);
    }
    for (const [i, k] of tg.portals) {
      const e = exits[i];
      const here = rooms[(v.seats[d[1]] || {}).room];
      if (!here) continue;
      const lay = layout(placed[here.p][0]);
      const pt = world(placed[here.p], lay.portal || lay.rooms[here.room.id]);
      const label = t("tx-do-portal-in", { boots: e.boots, monsters: e.monsters, locks: e.locks });
      mark(i, k, `portal-${i}`, "portal", label, pt, `<span class="q" aria-hidden="true">◎</span>${this.costHTML(e)}`);
    }
    // Marble Guardian: the stack's top tile, turned face up (`lay_tile`), on the free cell
    // chosen, turned as the player chose; a button on each other free cell moves it there.
    // (Face down, with an arrow for its top side, if a view ever sends no tile.)
    const lay = this.layChoice(v, tg);
    if (lay) {
      const [x, y] = lay.cell;
      const label = t("tx-do-lay", { at: "map", turns: this.placeTurn });
      const idx = v.lay_tile ? DATA.tiles.findIndex((tl) => tl.id === v.lay_tile) : -1;
      const tile = DATA.tiles[idx];
      const face = idx >= 0 ? tileSVG([idx, x, y, this.placeTurn], placed.length, [])
        : backSVG(v.stack?.safe ? "safe" : "depths", this.placeTurn);
      const cls = idx >= 0 ? (tile.haunted ? " haunted" : "") : " unseen";
      parts.push(`<div class="ck-tile placing${cls}" data-key="placing" data-testid="placing" data-tile="${esc(v.lay_tile || "")}" data-edge="${lay.edge}" data-turns="${this.placeTurn}" style="${at(x, y)};--h:1" data-anim="${lay.edge}-${this.placeTurn}" title="${esc(label)}">${face}</div>`);
      if (idx >= 0) {  // its rooms, as an exploration's tile shows them
        const plan = layout(idx);
        for (const room of tile.rooms) {
          const [wx, wy] = world([idx, x, y, this.placeTurn], plan.rooms[room.id]);
          parts.push(`<div class="ck-room ghosted" data-key="lr-${esc(room.id)}" style="${at(wx, wy)};--rs:${plan.scale}" aria-hidden="true">${this.roomFace(room, null, v)}</div>`);
        }
      }
      for (const e of lay.edges) {
        const cell = (v.free_edges || [])[e];
        if (e === lay.edge || !cell) continue;
        const here = t("ui-lay-here");
        parts.push(`<button class="ck-mark lay" data-key="lay-at-${e}" data-testid="lay-at-${cell[0]}_${cell[1]}" data-act="lay-at" data-edge="${e}" style="${at(cell[0] + 0.5, cell[1] + 0.5)}" title="${esc(here)}" aria-label="${esc(here)}" ${this.busy ? "disabled" : ""}><span class="q" aria-hidden="true">+</span></button>`);
      }
    }
    this.tunnelOf = tunnelOf;
    this.board.label = t("ui-map");
    // the grid's children are painted by key after the rest (patchKeyed): each part's key is
    // the data-key of its element, the first attribute of that name in its HTML
    this.gridItems = parts.map((h) => [/data-key="([^"]*)"/.exec(h)[1], h]);
    const tools = `<button class="btn small ghost" data-act="centre" data-testid="centre">${tx("ui-centre")}</button>
      <span class="ck-map-note muted small">${tx("ui-map-note", { tiles: placed.length, rooms: rooms.length })}</span>`;
    return `<section class="ck-map-wrap panel" aria-label="${tx("ui-map")}">
      ${this.board.toolsHTML(tools)}
      ${this.board.html(`<div class="ck-grid" data-testid="map-grid" style="--cols:${cols};--rows:${rows}" data-own-children></div>`)}
    </section>`;
  }

  /** Marble Guardian's tile (null when not asked): the free cells it may go to (indices of
   *  view.free_edges), the one chosen (the first until the player taps another), its legal
   *  turns [[turns, action index]] and the action that lays it as shown; placeTurn is kept
   *  to a legal turn of that cell */
  layChoice(v, tg) {
    if (!tg.lays.length || !v.free_edges) return null;
    const edges = [...new Set(tg.lays.map(([a]) => a.edge))].filter((e) => v.free_edges[e]);
    if (!edges.length) return null;
    if (!edges.includes(this.layEdge)) this.layEdge = edges[0];
    const turns = tg.lays.filter(([a]) => a.edge === this.layEdge).map(([a, k]) => [a.turns, k]);
    if (!turns.some(([n]) => n === this.placeTurn)) this.placeTurn = turns[0][0];
    return { edges, edge: this.layEdge, cell: v.free_edges[this.layEdge], turns, k: turns.find(([n]) => n === this.placeTurn)[1] };
  }

  cellOf(edge) { const [dx, dy] = DELTA[edge[2]]; return [edge[0] + dx, edge[1] + dy]; }

  /** a world stub's point, `out` cells beyond its tile's edge */
  edgePoint(edge, out) {
    const [x, y, side, i] = edge;
    const [u, w] = STUB_AT[`${side}${i}`];
    const [dx, dy] = DELTA[side];
    return [x + u + dx * out, y + w + dy * out];
  }

  costHTML(e) {
    if (!e) return "";
    const parts = [`<span class="c-boots">${icon("boots")}${e.boots}</span>`];
    if (e.monsters) parts.push(`<span class="c-mon">${icon("monster")}${e.monsters}</span>`);
    if (e.locks) parts.push(`<span class="c-lock">${icon("lock")}${e.locks}</span>`);
    return `<span class="ck-cost" aria-hidden="true">${parts.join("")}</span>`;
  }

  roomFace(room, r, v) {
    const f = room.features || [];
    const main = f[0];
    const glyph = main ? GLYPH[main] || "•" : "";
    let extra = "";
    if (r !== null) {
      const arts = (v.room_artifacts || {})[String(r)];
      if (arts && arts.length) extra += `<span class="ck-badge art">${icon("artifact")}${arts.join("/")}</span>`;
      if (main === "gold" && room.gold) extra += `<span class="ck-badge gold">${room.gold}</span>`;
      if (main === "monkey_shrine") extra += `<span class="ck-badge idol">${v.idols_left ?? 0}</span>`;
      if (f.some((x) => x === "chest" || x === "library" || x === "prison") && (v.picked || []).includes(r)) extra += `<span class="ck-badge done">✓</span>`;
      const marks = (v.marks || {})[String(r)] || [];
      if (marks.length) extra += `<span class="ck-shrine-marks">${marks.map((s) => `<span class="cube sc${s % 5}"></span>`).join("")}</span>`;
    }
    if (room.plus) extra += `<span class="ck-plus">${"+".repeat(room.plus)}</span>`;
    return `<span class="ck-room-disc f-${esc(main || "plain")}"><span class="g" aria-hidden="true">${esc(glyph)}</span></span>${r !== null ? `<span class="ck-room-no" aria-hidden="true">${roomNo(r)}</span>` : ""}${extra}`;
  }

  roomLabel(v, r) {
    const arts = (v.room_artifacts || {})[String(r.index)];
    const artifact = arts && arts.length ? arts.join(", ") : "none";
    // kept: a map's hundred rooms are named again at every message, their words rarely
    // change (the key: the room, what lies there, the language and its texts loaded)
    const key = [r.index, r.tile.id, r.room.id, artifact, currentLanguage(), has("ui-room")].join("|");
    let label = ROOM_LABELS.get(key);
    if (label === undefined) {
      const f = r.room.features || [];
      const names = f.length ? listNames(f.map(roomName)) : roomName("plain");
      label = t("ui-room", { number: roomNo(r.index), names, depths: r.depths ? "yes" : "no", artifact });
      if (ROOM_LABELS.size > 5000) ROOM_LABELS.clear();
      ROOM_LABELS.set(key, label);
    }
    return label;
  }

  roomHTML(v, r, targets, seats, at) {
    const label = this.roomLabel(v, r);
    const pawns = seats.map((s) => {
      const st = v.seats[s].status;
      return `<span class="ck-pawn sc${s % 5}${st !== IN ? " out" : ""}" data-testid="pawn-${s}" title="${esc(this.names()[s] || "")}">${seatMark(s)}</span>`;
    }).join("");
    const pawnsHTML = pawns ? `<span class="ck-pawns${seats.length > 3 ? " many" : ""}">${pawns}</span>` : "";
    const face = this.roomFace(r.room, r.index, v);
    if (targets.length && !this.busy) {
      const cost = targets.find((x) => x.cost)?.cost || null;
      const many = targets.length > 1;
      const act = many ? "room" : "send";
      const what = many ? t("ui-room-choose", { room: roomNo(r.index) }) : this.actionText(targets[0].a);
      const chosen = this.tunnelRoom === r.index ? " chosen" : "";
      return `<button class="ck-room reach${chosen}" data-key="r${r.index}" data-testid="room-${r.index}" data-act="${act}" data-room="${r.index}" data-idx="${targets[0].k}" ${cost ? `data-cost="${cost.boots}/${cost.monsters}/${cost.locks}"` : ""} style="${at(r.at[0], r.at[1])};--rs:${r.scale}" title="${esc(`${label} — ${what}`)}"><span class="ck-face" aria-hidden="true">${face}${cost ? this.costHTML(cost) : ""}${pawnsHTML}</span><span class="sr-only">${esc(`${what} (${label})`)}</span></button>`;
    }
    return `<div class="ck-room" data-key="r${r.index}" data-testid="room-${r.index}" style="${at(r.at[0], r.at[1])};--rs:${r.scale}" title="${esc(label)}" role="img" aria-label="${esc(label)}">${face}${pawnsHTML}</div>`;
  }

  /** the whole dungeon in the map's box: for a spectator, a replay or a game over (nothing
   *  to tap) as small as it takes, for a player no smaller than TAP_ZOOM */
  fitMap() {
    const tap = this.ctx.live && this.me() !== null && !this.msg.view.over;
    return this.board.fit({ min: tap ? TAP_ZOOM : ZOOMS[0], max: 1.25 });
  }

  /** the map's box laid out at a new size (the page settled, an end screen came above it,
   *  the window changed) and the player has not moved it (the board asks): fitted again */
  resized() {
    if (!this.msg) return;
    if (this.fitMap()) this.fitNext = false;
  }

  /** after a paint: the map fitted once laid out, or kept in place when it grew up or left */
  placeMap() {
    const grid = this.board.content();
    const b = this.bounds;
    if (!grid || !b) return;
    if (this.fitNext) {
      if (!this.board.ready()) return; // fitted once laid out (resized)
      if (!this.board.chosen) this.fitMap();
      else {
        // a zoom the player chose stays: their pawn brought into view
        const me = this.me();
        const seat = me !== null ? this.msg.view.seats[me] : null;
        const pawn = seat && seat.room >= 0 ? this.root.querySelector(`[data-testid="room-${seat.room}"]`) : null;
        if (pawn) this.board.centre(pawn);
      }
      this.fitNext = false;
    } else if (b.old && (b.old.minX !== b.minX || b.old.minY !== b.minY)) {
      // measured only when the grid grew up or left (a measure now lays the page out)
      const cw = grid.offsetWidth / b.cols;
      this.board.panBy((b.old.minX - b.minX) * cw, (b.old.minY - b.minY) * cw);
    }
  }

  // ---------------------------------------------------------------- the dock

  dockHTML(v, legal, tg) {
    if (!this.ctx.live) {
      const text = v.over ? tx("ui-status-over") : this.waitText(v);
      return `<div class="dock ck-dock replay-dock" data-testid="prompt" data-kind="wait"><p class="waiting" data-testid="waiting">${text}</p></div>`;
    }
    if (v.over) return `<div class="dock ck-dock" data-testid="prompt" data-kind="over" hidden></div>`;
    if (!legal.length) {
      return `<div class="dock ck-dock" data-testid="prompt" data-kind="wait"><p class="waiting" data-testid="waiting">${this.busy ? tx("ui-status-sent") : this.waitText(v)}</p></div>`;
    }
    const d = v.decision || [];
    const kind = d[0] || "turn";
    const btn = (k, testid, html, cls = "", title = "") => `<button class="btn ${cls}" data-testid="${esc(testid)}" data-act="send" data-idx="${k}" ${title ? `title="${esc(title)}"` : ""} ${this.busy ? "disabled" : ""}>${html}</button>`;
    const parts = [`<p class="prompt-text" data-testid="prompt-text">${esc(this.promptText(v))}</p>`];
    const lay = this.layChoice(v, tg);
    if (kind === "turn") {
      const row = [];
      if (this.tunnelRoom !== null) {
        const choices = tg.rooms.get(this.tunnelRoom) || [];
        row.push(`<span class="ck-hint">${tx("ui-which-tunnel", { room: roomNo(this.tunnelRoom) })}</span>`);
        for (const c of choices) row.push(btn(c.k, `tunnel-${c.a.exit ?? c.k}`, `${esc(this.actionText(c.a))}`, "small"));
        row.push(`<button class="btn small ghost" data-act="cancel" data-testid="cancel">${tx("ui-cancel")}</button>`);
        parts.push(`<div class="btn-row wrap">${row.join("")}</div>`);
      }
      const main = [];
      if (tg.hand.size) main.push(`<button class="btn" data-act="play-all" data-testid="play-all" ${this.busy ? "disabled" : ""}>${tx("ui-play-all", { count: (v.hand || []).length })}</button>`);
      for (const k of tg.room) main.push(btn(k, `room-action-${legal[k].kind}`, esc(this.actionText(legal[k])), "primary"));
      if (tg.end !== null) main.push(btn(tg.end, "end", tx("ui-end-turn"), tg.hand.size ? "" : "primary"));
      else if (!tg.hand.size && !tg.room.length) main.push(`<span class="muted small">${tx("ui-hand-first")}</span>`);
      const hints = [];
      if (tg.rooms.size || tg.opens.size || tg.portals.size) hints.push(tx("ui-hint-move"));
      if (tg.hand.size) hints.push(tx("ui-hint-play"));
      parts.push(`<div class="btn-row wrap">${main.join("")}</div>`);
      if (hints.length) parts.push(`<p class="ck-hint muted small" data-testid="hint">${hints.join(" ")}</p>`);
      const rest = tg.other.map((k) => btn(k, "action", esc(this.actionText(legal[k])), "small"));
      if (rest.length) parts.push(`<div class="btn-row wrap">${rest.join("")}</div>`);
    } else if (kind === "place") {
      const turns = tg.place.map(([n]) => n);
      const k = (tg.place.find(([n]) => n === this.placeTurn) || tg.place[0])[1];
      parts.push(`<p class="ck-hint muted small">${tx("ui-place-hint", { count: turns.length })}</p>`);
      parts.push(`<div class="btn-row wrap">
        <button class="btn" data-act="rotate-tile" data-testid="rotate-tile" ${turns.length < 2 || this.busy ? "disabled" : ""}>⟳ ${tx("ui-rotate")}</button>
        ${btn(k, "place", tx("ui-lay-tile"), "primary")}</div>`);
    } else if (lay) {
      // Marble Guardian's tile: as a discovered one (turn it, lay it), on the cell chosen
      parts.push(`<p class="ck-hint muted small" data-testid="hint">${tx("ui-lay-hint", { count: lay.edges.length })}</p>`);
      const rest = legal.map((a, k) => (a.kind === "lay" ? "" : btn(k, `choice-${k}`, this.choiceHTML(a), "small"))).join("");
      parts.push(`<div class="btn-row wrap">
        <button class="btn" data-act="rotate-tile" data-testid="rotate-tile" ${lay.turns.length < 2 || this.busy ? "disabled" : ""}>⟳ ${tx("ui-rotate")}</button>
        ${btn(lay.k, "lay", tx("ui-lay-tile"), "primary", t("tx-do-lay", { at: "map", turns: this.placeTurn }))}${rest}</div>`);
    } else {
      const choices = legal.map((a, k) => btn(k, `choice-${k}`, this.choiceHTML(a), a.kind === "skip" ? "ghost small" : "small"));
      parts.push(`<div class="btn-row wrap ck-choices">${choices.join("")}</div>`);
    }
    return `<div class="dock ck-dock your-turn ${this.busy ? "busy" : ""}" data-testid="prompt" data-kind="${esc(kind)}">${parts.join("")}</div>`;
  }

  promptText(v) {
    const d = v.decision || [];
    const kind = d[0];
    if (kind === "turn") return t("tx-ask-turn");
    if (kind === "place") return t("tx-ask-place", { at: "map" });
    if (kind === "portal_out") return t("tx-ask-portal");
    const [power, step, rest] = [d[2] || "", d[3] || "", d[4] || []];
    const id = `tx-ask-${String(power).replace(/_/g, "-")}`;
    const count = Array.isArray(rest) && typeof rest[0] === "number" ? rest[0] : 0;
    return t(has(id) ? id : "tx-ask-other", { step, count });
  }

  choiceHTML(a) {
    const art = a.card ? `<span class="mini ${"b-" + esc(card(a.card).banner)}" aria-hidden="true"></span>` : a.item ? icon("token") : "";
    return `${art}${esc(this.actionText(a))}`;
  }

  /** an action in the reader's words: the terminal's messages (text.py label) */
  actionText(a) {
    const v = this.msg.view;
    const d = v.decision || [];
    const power = d[0] === "choose" ? String(d[2] || "") : "";
    const exits = v.exits || [];
    const gold = { empurror: 1, thieves_shrine: 2, black_market: 2, marble_guardian: 2, ogre_merchant: 5 };
    switch (a.kind) {
      case "play": return t("tx-do-play", { card: cardName(a.card) });
      case "acquire": case "use": case "fight": {
        const cid = (v.row || [])[a.slot];
        return t(`tx-do-${a.kind}`, { card: cardName(cid), slot: a.slot + 1, cost: card(cid).cost });
      }
      case "reserve": return t("tx-do-reserve", { card: cardName(a.card), cost: card(a.card).cost });
      case "goblin": return t("tx-do-goblin", { card: cardName("goblin"), cost: card("goblin").cost });
      case "move": {
        const e = exits[a.exit];
        if (!e) return humanize(a.kind);
        const cost = { boots: e.boots, monsters: e.monsters, locks: e.locks, blocked: e.allowed ? "no" : "yes" };
        if (e.kind === "room") return t("tx-do-go", { room: roomNo(e.to), ...cost });
        if (e.kind === "open") return t("tx-do-explore", { side: SIDE_WORD[e.edge[2]], at: "map", ...cost });
        return t("tx-do-portal-in", cost);
      }
      case "artifact": {
        const values = (v.room_artifacts || {})[String((v.seats[d[1]] || {}).room)];
        return t("tx-do-artifact", { value: values && values.length ? Math.max(...values) : 0 });
      }
      case "mark": return t("tx-do-mark", { gold: ((v.seats[d[1]] || {}).shrines || []).length + 1 });
      case "pick": return t("tx-do-pick", { feature: a.feature });
      case "buy": case "coupon": {
        const price = DATA.market_price;
        return t(`tx-do-${a.kind}`, { item: tokenName(a.item), price: a.kind === "buy" ? price : Math.max(0, price - 5) });
      }
      case "potion": return t("tx-do-potion", { token: tokenName(a.token) });
      case "end": return t("tx-do-end");
      case "place": return t("tx-do-place", { turns: a.turns });
      case "portal": return t("tx-do-portal-out", { room: roomNo(a.room) });
      case "option": return t("tx-do-option", { name: a.name, gold: gold[power] || 0, power: power.replace(/_/g, "-") || "other" });
      case "trash": return t("tx-do-trash", { card: cardName(a.card), zone: a.zone });
      case "discard": return t("tx-do-discard", { card: cardName(a.card), ghost: power === "tourmaline" ? "yes" : "no" });
      case "teleport": return t("tx-do-teleport", { room: roomNo(a.room) });
      case "teleport_edge": {
        const e = exits[a.exit];
        if (!e || !e.edge) return humanize(a.kind);
        return t("tx-do-teleport-edge", { side: SIDE_WORD[e.edge[2]], at: "map" });
      }
      case "slot": {
        const cid = (v.row || [])[a.slot];
        return t("tx-do-slot", { card: cid ? cardName(cid) : "—", slot: a.slot + 1, power: power.replace(/_/g, "-") || "other" });
      }
      case "rotate": return t("tx-do-rotate", { turns: a.turns });
      case "lay": return t("tx-do-lay", { at: "map", turns: a.turns });
      case "free": return t("tx-do-free", { item: tokenName(a.item) });
      case "mark_at": return t("tx-do-mark-at", { room: roomNo(a.room) });
      case "skip": return t("tx-do-skip");
      default: return a.label || humanize(a.kind);
    }
  }

  // ---------------------------------------------------------------- cards

  cardHTML(cid, { testid = "", k = null, cls = "", label = "", key = "", infoId = "", price = "" } = {}) {
    const c = card(cid);
    const name = cardName(cid);
    const cost = c.banner === "starter" ? "" : c.banner === "red"
      ? `<span class="ck-cost-badge swords" title="${tx("ui-cost-swords", { count: c.cost })}">${icon("swords")}<b>${c.cost}</b></span>`
      : `<span class="ck-cost-badge skill" title="${tx("ui-cost-skill", { count: c.cost })}">${icon("skill")}<b>${c.cost}</b></span>`;
    const pts = c.points ? `<span class="ck-pts">${icon("points")}<b>${c.points}</b></span>` : c.points_rule ? `<span class="ck-pts">${icon("points")}<b>?</b></span>` : "";
    const sym = `${c.dragon ? `<span class="ck-sym dragon" title="${tx("tx-card-dragon")}">${icon("dragon")}</span>` : ""}${c.danger ? `<span class="ck-sym danger" title="${tx("term-danger")}">${icon("danger")}</span>` : ""}`;
    const type = c.type && c.type !== "none" && has(`term-${c.type}`) ? `<span class="ck-type">${tx(`term-${c.type}`)}</span>` : "";
    const hover = `${name}${cardText(cid) ? ` — ${cardText(cid)}` : ""}`;
    const body = `<span class="ck-card-top">${cost}${pts}</span>
      <span class="ck-card-name${nameFit(name)}">${esc(name)}</span>${type}
      <span class="ck-card-fx">${effectsHTML(cid)}</span>
      <span class="ck-card-foot">${sym}${price}</span>`;
    const tag = k !== null ? "button" : "div";
    // a button is named by what it shows (the card) and what it does, for a screen reader
    const attrs = k !== null ? `data-act="send" data-idx="${k}" ${this.busy ? "disabled" : ""}` : `role="img" aria-label="${esc(label || name)}"`;
    const does = k !== null && label && label !== name ? `<span class="sr-only">${esc(label)}</span>` : "";
    const info = infoId ? `<button class="ck-info-btn" data-act="info" data-kind="card" data-id="${esc(cid)}" data-testid="${esc(infoId)}" aria-label="${tx("ui-card-info", { card: name })}" aria-haspopup="dialog">i</button>` : "";
    return `<div class="ck-card-wrap${k !== null ? " can" : ""}" ${key ? `data-key="${esc(key)}"` : ""}><${tag} class="ck-card b-${esc(c.banner)} ${cls}${k !== null ? " playable" : ""}" ${testid ? `data-testid="${esc(testid)}"` : ""} data-card="${esc(cid)}" title="${esc(hover)}" ${attrs}>${body}${does}</${tag}>${info}<span class="ck-card-hover" aria-hidden="true"><b>${esc(name)}</b> ${esc(cardText(cid))}</span></div>`;
  }

  handHTML(v, tg) {
    const me = this.me();
    if (me === null || !Array.isArray(v.hand)) {
      return "";
    }
    const cards = v.hand.map((cid, i) => {
      const k = tg.hand.has(cid) ? tg.hand.get(cid) : null;
      return this.cardHTML(cid, { testid: `hand-card-${i}`, k, key: `h${i}-${cid}`, infoId: `info-hand-${i}`, label: k !== null ? t("tx-do-play", { card: cardName(cid) }) : cardName(cid) });
    });
    const seat = v.seats[me];
    const played = (seat.played || []).map((cid, i) => this.cardHTML(cid, { key: `p${i}-${cid}`, cls: "small", infoId: `info-played-${i}` }));
    const ts = v.turn_state || {};
    const mine = v.turn === me;
    const stat = (name, testid, value, label) => `<span class="ck-stat" data-testid="${testid}" title="${esc(label)}">${icon(name)}<b aria-hidden="true">${value}</b><span class="sr-only">${esc(label)}</span></span>`;
    const pool = `<div class="ck-pool" data-testid="pool">
      ${stat("skill", "pool-skill", mine ? ts.skill : 0, t("ui-pool-skill", { count: mine ? ts.skill : 0 }))}
      ${stat("swords", "pool-swords", mine ? ts.swords : 0, t("ui-pool-swords", { count: mine ? ts.swords : 0 }))}
      ${stat("boots", "pool-boots", mine ? ts.boots : 0, t("ui-pool-boots", { count: mine ? ts.boots : 0 }))}
      ${stat("gold", "pool-gold", seat.gold, t("ui-gold", { count: seat.gold }))}
      ${stat("lockpick", "pool-lockpicks", seat.lockpicks, t("ui-lockpicks", { count: seat.lockpicks }))}
      ${mine && ts.credit ? `<span class="ck-flag">${tx("tx-pool-credit", { count: ts.credit })}</span>` : ""}
      ${mine && ts.exhausted ? `<span class="ck-flag warn">${tx("tx-pool-exhausted")}</span>` : ""}
    </div>`;
    return `<section class="ck-hand panel" data-testid="hand" data-decision-view aria-label="${tx("ui-hand")}">
      <div class="panel-head"><h3>${tx("ui-hand")} <small class="muted">${tx("ui-hand-count", { count: v.hand.length, deck: seat.deck, discard: (seat.discard || []).length })}</small></h3></div>
      ${pool}
      <div class="ck-hand-row" tabindex="0" role="group" aria-label="${tx("ui-hand")}">${cards.join("") || `<span class="muted">${tx("tx-hand-empty")}</span>`}</div>
      <h4 class="ck-sub">${tx("ui-played")}</h4>
      <div class="ck-played-row" data-testid="played">${played.join("") || `<span class="muted small">${tx("ui-none")}</span>`}</div>
    </section>`;
  }

  dungeonHTML(v, tg) {
    const row = (v.row || []).map((cid, slot) => {
      if (!cid) return `<div class="ck-card-wrap" data-key="s${slot}"><div class="ck-card empty" data-testid="row-${slot}" role="img" aria-label="${tx("ui-slot-empty", { slot: slot + 1 })}"></div></div>`;
      const k = tg.row.has(slot) ? tg.row.get(slot) : null;
      const a = k !== null ? this.legal()[k] : null;
      return this.cardHTML(cid, { testid: `row-${slot}`, k, key: `s${slot}-${cid}`, infoId: `info-row-${slot}`, label: a ? this.actionText(a) : cardName(cid) });
    });
    const reserve = Object.entries(v.reserve || {}).map(([cid, left]) => {
      const k = tg.reserve.has(cid) ? tg.reserve.get(cid) : null;
      return this.cardHTML(cid, { testid: `reserve-${cid}`, k, key: `rv-${cid}`, infoId: `info-reserve-${cid}`, cls: left ? "" : "gone", label: k !== null ? t("tx-do-reserve", { card: cardName(cid), cost: card(cid).cost }) : cardName(cid), price: `<span class="ck-left">${tx("ui-left", { count: left })}</span>` });
    });
    reserve.push(this.cardHTML("goblin", { testid: "goblin", k: tg.goblin, key: "goblin", infoId: "info-goblin", label: tg.goblin !== null ? t("tx-do-goblin", { card: cardName("goblin"), cost: card("goblin").cost }) : cardName("goblin") }));
    const price = DATA.market_price;
    const market = [...Object.entries(v.market || {}), ["crown", (v.crowns || []).length]].map(([item, left]) => {
      const buy = tg.market.has(item) ? tg.market.get(item) : null;
      const coupon = tg.coupon.has(item) ? tg.coupon.get(item) : null;
      const worth = item === "crown" && (v.crowns || []).length ? ` ${icon("points")}${v.crowns[0]}` : "";
      const buttons = `${buy !== null ? `<button class="btn small primary" data-act="send" data-idx="${buy}" data-testid="buy-${esc(item)}" ${this.busy ? "disabled" : ""}>${tx("ui-buy", { price })}</button>` : ""}${coupon !== null ? `<button class="btn small" data-act="send" data-idx="${coupon}" data-testid="coupon-${esc(item)}" ${this.busy ? "disabled" : ""}>${tx("ui-coupon", { price: Math.max(0, price - 5) })}</button>` : ""}`;
      return `<li class="ck-item${left ? "" : " gone"}${buy !== null || coupon !== null ? " can" : ""}" data-key="m-${esc(item)}">
        <button class="ck-item-name" data-act="info" data-kind="token" data-id="${esc(item)}" aria-haspopup="dialog">${icon(item === "crown" ? "crown" : "token")} ${esc(tokenName(item))}${worth}</button>
        <span class="muted small">${tx("ui-left", { count: left })}</span>${buttons}</li>`;
    });
    return `<section class="ck-dungeon panel" aria-label="${tx("term-dungeon-row")}">
      <div class="ck-row-wrap"><h3>${tx("term-dungeon-row")} <small class="muted">${tx("ui-deck-left", { count: v.dungeon ?? 0 })}</small></h3>
        <div class="ck-row" data-testid="row">${row.join("")}</div></div>
      <div class="ck-shop">
        <div class="ck-reserve-box"><h3>${tx("term-reserve")}</h3><div class="ck-reserve" data-testid="reserve">${reserve.join("")}</div></div>
        <div class="ck-market-box"><h3>${tx("term-market")} <small class="muted">${tx("ui-market-price", { price })}</small></h3><ul class="ck-market" data-testid="market">${market.join("")}</ul></div>
      </div>
    </section>`;
  }

  // ---------------------------------------------------------------- the Clank! board

  clankBoardHTML(v) {
    const track = DATA.rage[String(v.players)] || DATA.rage["4"];
    const space = Math.min(v.rage ?? 0, track.length - 1);
    const danger = (v.row || []).filter((cid) => cid && card(cid).danger).length;
    const draw = track[space] + danger;
    const pips = track.map((n, i) => `<li class="${i === space ? "now" : i < space ? "past" : ""}"${i === space ? ' aria-current="step"' : ""}><span>${n}</span>${i === space ? `<span class="ck-dragon-marker">${icon("dragon")}</span>` : ""}</li>`).join("");
    const area = (v.seats || []).map((s, i) => s.area ? `<span class="ck-cubes sc${i % 5}" title="${esc(t("ui-cubes-of", { player: this.names()[i] || "", count: s.area }))}">${seatMark(i)}${"<i class=\"cube\"></i>".repeat(Math.min(s.area, 12))}<b>${s.area}</b></span>` : "").join("");
    const ghosts = v.ghost_area ? `<span class="ck-cubes ghost">${icon("ghost")}<b>${v.ghost_area}</b></span>` : "";
    return `<section class="panel ck-board" data-testid="clank-board" aria-label="${tx("ui-clank-board")}">
      <h3>${tx("ui-clank-board")}</h3>
      <div class="ck-rage"><span class="lbl">${tx("term-rage-track")}</span>
        <ol class="ck-track" data-testid="rage-track" data-space="${space}">${pips}</ol>
        <p class="small">${tx("ui-attack-draws", { count: draw, danger })}</p></div>
      <div class="ck-area" data-testid="clank-area"><span class="lbl">${tx("ui-clank-area")}</span> ${area || ghosts ? `${area}${ghosts}` : `<span class="muted small">${tx("ui-none")}</span>`}</div>
      ${this.part("bag", this.memo("bag", v.bag, () => this.bagHTML(v)))}
      ${this.attackHTML(v)}
      <p class="muted small ck-bank">${tx("ui-bank", { artifacts: (v.artifact_stack || []).length, idols: v.idols_left ?? 0, ghosts: v.bank?.ghosts ?? 0 })}</p>
    </section>`;
  }

  /** the dragon bag drawn as a bag: its cubes lie at the bottom, mixed, each of its colour
   *  (the dragon's black ones, each player's, Ghosts); beside it the count and each
   *  colour's number (a player's with their shape), one label saying it all */
  bagHTML(v) {
    const bag = v.bag || [];
    const counts = new Map();
    for (const c of bag) counts.set(c, (counts.get(c) || 0) + 1);
    // the black cubes first, then Ghosts, then the players in seat order
    const kinds = [...counts.keys()].sort((a, b) => (a < 0 && b < 0 ? b - a : a - b));
    const cls = (c) => (c === BLACK ? "black" : c === GHOST ? "ghost" : `sc${c % 5}`);
    const word = (c, n) => (c === BLACK ? t("ui-bag-black", { count: n }) : c === GHOST ? t("ui-bag-ghosts", { count: n })
      : t("ui-bag-seat", { player: this.names()[c] ?? t("seat-numbered", { number: c + 1 }), count: n }));
    const label = t("ui-bag-label", { count: bag.length, parts: listNames(kinds.map((c) => word(c, counts.get(c)))) });
    const legend = kinds.map((c) => `<li class="ck-bag-n ${cls(c)}" data-c="${c}">${c >= 0 ? seatMark(c) : c === GHOST ? icon("ghost") : ""}<i class="cube"></i><b>${counts.get(c)}</b></li>`).join("");
    // the cubes, mixed (the same order for the same bag), in rows inside the bag's belly
    const cubes = [];
    for (const c of kinds) for (let k = 0; k < counts.get(c); k++) cubes.push(c);
    let seed = cubes.length * 7 + 3;
    for (let i = cubes.length - 1; i > 0; i--) {
      seed = (seed * 48271) % 2147483647;
      const j = seed % (i + 1);
      [cubes[i], cubes[j]] = [cubes[j], cubes[i]];
    }
    const [cx, cy, rx, ry] = [60, 85, 47, 33];
    const rows = (size) => {
      const step = size * 1.22;
      const out = [];
      for (let y = cy + ry - size / 2 - 2; y - size / 2 > cy - ry; y -= step) {
        const h = rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2));
        const fit = Math.floor((2 * h - size) / step) + 1;
        if (fit > 0) out.push([y, fit, step]);
      }
      return out;
    };
    let size = 11;
    while (size > 2.5 && rows(size).reduce((n, r) => n + r[1], 0) < cubes.length) size -= 0.5;
    const rects = [];
    let i = 0;
    for (const [y, fit, step] of rows(size)) {
      const here = Math.min(fit, cubes.length - i);
      if (here <= 0) break;
      const x0 = cx - ((here - 1) * step) / 2;
      for (let k = 0; k < here; k++, i++) {
        const c = cubes[i];
        // a small tilt each, as cubes fall
        const tilt = ((i * 37) % 21) - 10;
        const x = x0 + k * step;
        rects.push(`<rect class="cube ${cls(c)}" data-c="${c}" x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size}" height="${size}" rx="${(size / 6).toFixed(1)}" transform="rotate(${tilt} ${x.toFixed(1)} ${y.toFixed(1)})"/>`);
      }
    }
    const svg = `<svg class="ck-bag-svg" viewBox="0 0 120 124" aria-hidden="true" focusable="false">
      <path class="sack" d="M44 36C22 45 7 64 8 88c1 22 22 33 52 33s51-11 52-33c1-24-14-43-36-52z"/>
      <path class="sack neck" d="M47 37c-2-8-6-16-13-24 10 3 17-3 26 0 9-3 16 3 26 0-7 8-11 16-13 24z"/>
      ${rects.join("")}
      <path class="tie" d="M42 35q18 8 36 0"/><circle class="tie-knot" cx="60" cy="39" r="3.2"/>
    </svg>`;
    return `<div class="ck-bag" data-testid="bag" data-count="${bag.length}" role="img" aria-label="${esc(label)}" title="${esc(label)}">
      ${svg}
      <div class="ck-bag-words"><span class="lbl">${tx("term-dragon-bag")}</span>
        <b class="ck-bag-total">${bag.length ? tx("ui-bag-count", { count: bag.length }) : tx("ui-bag-empty")}</b>
        <ul class="ck-bag-legend">${legend}</ul></div>
    </div>`;
  }

  attackHTML(v) {
    const a = this.attack;
    if (!a) return "";
    const cubes = a.drawn.map((c, i) => {
      const cls = c === BLACK ? "black" : c === GHOST ? "ghost" : `sc${c % 5}`;
      const who = c === BLACK ? t("ui-cube-dragon") : c === GHOST ? t("term-ghost") : this.names()[c] || "";
      return `<li class="ck-drawn ${cls}" style="--i:${i}" data-testid="attack-cube-${i}" title="${esc(who)}">${c === GHOST ? icon("ghost") : c >= 0 ? seatMark(c) : ""}<span class="sr-only">${esc(who)}</span></li>`;
    }).join("");
    const hurt = a.damage.map((n, s) => (n ? th("ui-attack-hurt", { player: H(this.who(s)), count: n }) : "")).filter(Boolean);
    return `<div class="ck-attack" data-testid="attack" data-version="${a.version}" data-anim="${a.version}" style="--n:${a.drawn.length}">
      <p><b>${icon("dragon")} ${tx("ui-attack-title", { count: a.drawn.length })}</b></p>
      <ol class="ck-drawn-row">${cubes || `<li class="muted small">${tx("ui-bag-empty")}</li>`}</ol>
      <p class="small ck-hurt">${hurt.length ? hurt.join(" · ") : tx("ui-attack-nobody")}</p></div>`;
  }

  // ---------------------------------------------------------------- seats

  seatsHTML(v) {
    const d = v.decision || [];
    // each seat's row made again only when what it shows changed (its Fluent texts are
    // most of its cost)
    const rows = (v.seats || []).map((s, i) => {
      const info = this.msg.table && this.msg.table.seats ? this.msg.table.seats[i] : null;
      const active = !v.over && v.turn === i;
      const key = [s, info, active, d[1] === i && !v.over, this.rooms?.[s.room]?.depths, (v.score_parts || [])[i], (v.points || [])[i]];
      return this.memo(`seat-${i}`, key, () => this.seatRow(v, s, i, info, active));
    });
    // each seat painted by key after the rest (patchKeyed): one seat's Gold re-parses one row
    this.seatItems = rows.map((row, i) => [`seat-${i}`, row]);
    return `<section class="panel ck-seats" data-testid="seats"><h3>${tx("ui-seats")}</h3><ol class="ck-seat-list" data-own-children></ol></section>`;
  }

  seatRow(v, s, i, info, active) {
    const me = this.me();
    const d = v.decision || [];
    const health = DATA.health;
    const hearts = [];
    for (let k = 0; k < health; k++) hearts.push(`<i class="${k < s.damage ? "hit" : ""}"></i>`);
    const status = s.status === IN ? t("ui-in-room", { room: roomNo(s.room), depths: this.rooms?.[s.room]?.depths ? "yes" : "no" })
      : s.status === ESCAPED ? t("tx-status-escaped") : t("ui-knocked-out");
    const tokens = (s.tokens || []).map((tid, k) => `<button class="ck-chip" data-act="info" data-kind="token" data-id="${esc(tid)}" data-key="tk${k}-${esc(tid)}" aria-haspopup="dialog">${icon("token")}${esc(tokenName(tid))}</button>`).join("");
    const arts = (s.artifacts || []).map((n) => `<span class="ck-chip art" title="${tx("term-artifact")}">${icon("artifact")}${n}</span>`).join("");
    const crowns = (s.crowns || []).map((n) => `<span class="ck-chip" title="${tx("token-crown")}">${icon("crown")}${n}</span>`).join("");
    const idols = s.idols ? `<span class="ck-chip" title="${tx("term-monkey-idol")}">${icon("idol")}×${s.idols}</span>` : "";
    const mastery = s.mastery ? `<span class="ck-chip" title="${tx("term-mastery-token")}">${icon("mastery")}${tx("term-mastery-token")}</span>` : "";
    const prisoners = s.freed ? `<span class="ck-chip" title="${tx("ui-freed", { count: s.freed })}">${icon("prisoner")}<span aria-hidden="true">${s.freed}</span><span class="sr-only">${tx("ui-freed", { count: s.freed })}</span></span>` : "";
    const parts = (v.score_parts || [])[i];
    const score = (v.points || [])[i];
    const tag = active ? `<span class="ck-turn-tag">▶ ${tx("ui-tag-turn")}</span>` : d[1] === i && !v.over ? `<span class="ck-turn-tag">… ${tx("ui-tag-deciding")}</span>` : "";
    return `<li class="ck-seat sc${i % 5}${i === me ? " me" : ""}${active ? " active" : ""}${s.status !== IN ? " gone" : ""}" data-testid="seat-${i}">
      <div class="ck-seat-head">${this.who(i)}${seatTagsHTML(info, i === me, this.ctx.live)}${tag}</div>
      <div class="small ck-seat-where">${esc(status)}</div>
      <div class="ck-health" data-testid="health-${i}" data-damage="${s.damage}" title="${tx("ui-health", { damage: s.damage, health })}"><span class="sr-only">${tx("ui-health", { damage: s.damage, health })}</span><span class="bar" aria-hidden="true">${hearts.join("")}</span></div>
      <div class="ck-seat-stats">
        <span class="ck-stat" data-testid="gold-${i}" title="${tx("ui-gold", { count: s.gold })}">${icon("gold")}<b>${s.gold}</b></span>
        <span class="ck-stat" title="${tx("ui-lockpicks", { count: s.lockpicks })}">${icon("lockpick")}<b>${s.lockpicks}</b></span>
        <span class="ck-stat sc${i % 5}" title="${tx("ui-supply", { count: s.supply })}">${icon("clank")}<b>${s.supply}</b></span>
        <span class="ck-stat" title="${tx("ui-cards", { deck: s.deck, hand: s.hand, discard: (s.discard || []).length })}">${icon("cards")}<b>${s.deck}/${s.hand}/${(s.discard || []).length}</b></span>
        ${score !== undefined ? `<span class="ck-stat score" data-testid="score-${i}" title="${tx("ui-score-now", { count: score })}">${icon("points")}<b>${score}</b></span>` : ""}
      </div>
      <div class="ck-tokens" data-testid="tokens-${i}">${arts}${crowns}${idols}${mastery}${prisoners}${tokens}</div>
      ${parts && parts.lost ? `<div class="small warn">${tx("ui-lost")}</div>` : ""}
    </li>`;
  }

  // ---------------------------------------------------------------- the end

  endHTML(v) {
    const winners = v.winners || [];
    const scores = v.scores || [];
    const parts = v.score_parts || [];
    const order = (v.seats || []).map((_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
    const head = winners.length ? th("ui-end-winners", { players: H(listNames(winners.map((s) => this.who(s)))), count: winners.length }) : tx("ui-end-nobody");
    const cols = ["artifacts", "gold", "tokens", "cards", "idols", "crowns", "mastery"];
    const again = this.ctx.live && this.ctx.canRematch && this.ctx.canRematch();
    const rows = order.map((i) => {
      const p = parts[i] || {};
      const s = v.seats[i];
      const fate = s.status === ESCAPED ? t("tx-status-escaped") : p.lost ? t("ui-lost") : t("ui-knocked-out");
      return `<tr class="${winners.includes(i) ? "winner" : ""}"><th scope="row">${this.who(i)}${winners.includes(i) ? ` <span class="ck-tag win">★ ${tx("ui-winner")}</span>` : ""}<br><small class="muted">${esc(fate)}</small></th>
        ${cols.map((c) => `<td class="num${p.lost ? " struck" : ""}">${p[c] ?? 0}</td>`).join("")}<td class="num total"><b>${scores[i] ?? 0}</b></td></tr>`;
    }).join("");
    return `<section class="panel ck-end" data-testid="end-screen">
      <h2 data-testid="end-winners">${head}</h2>
      <div class="sheet-scroll" tabindex="0" role="region" aria-label="${tx("ui-end-title")}"><table class="ck-table" data-testid="final-table">
        <thead><tr><th scope="col">${tx("ui-col-player")}</th>${cols.map((c) => `<th scope="col" class="num" title="${tx(`ui-col-${c}`)}">${icon(END_ICON[c])}<span class="ck-col-name">${tx(`ui-col-${c}`)}</span></th>`).join("")}<th scope="col" class="num">${tx("ui-col-total")}</th></tr></thead>
        <tbody>${rows}</tbody></table></div>
      ${again ? `<div class="btn-row"><button class="btn primary big" data-testid="end-play-again" data-act="rematch">${tx("ui-play-again")}</button></div>` : ""}
    </section>`;
  }

  // ---------------------------------------------------------------- side panels

  keysHTML() {
    if (!this.ctx.live || this.me() === null) return `<p class="ck-keys muted small" data-testid="keys">${tx("ui-tap-hint")}</p>`;
    return `<div class="ck-keys muted small" data-testid="keys"><b>${tx("ui-keys-title")}</b>
      <ul>${["ui-key-play", "ui-key-all", "ui-key-end", "ui-key-place", "ui-key-zoom", "ui-key-close"].map((id) => `<li>${tx(id)}</li>`).join("")}</ul>
      <p>${tx("ui-tap-hint")}</p></div>`;
  }

  infoHTML() {
    if (!this.info) return "";
    const { kind, id } = this.info;
    let title = "";
    let text = "";
    let art = "";
    if (kind === "card") {
      title = cardName(id);
      text = cardText(id);
      art = this.cardHTML(id, { cls: "big" });
    } else if (kind === "token") {
      title = tokenName(id);
      text = tokenText(id);
    } else {
      title = roomName(id);
      text = roomText(id);
    }
    return `<div class="ck-info" data-testid="card-info" data-act="info-close">
      <div class="ck-info-box" role="dialog" aria-modal="true" aria-labelledby="ck-info-title">
        <div class="ck-info-head">${art}<div><h3 id="ck-info-title">${esc(title)}</h3><p>${esc(text)}</p></div></div>
        <button class="btn small" data-testid="card-info-close" data-act="info-close">${tx("ui-close")}</button></div></div>`;
  }

  // ---------------------------------------------------------------- the log

  logItem(ev) {
    let text = null;
    try { text = this.describe(ev); } catch { text = null; }
    if (!text) return null;
    const cls = ev.kind === "turn" ? "turn-sep" : ev.kind === "attack" || ev.kind === "game_over" || ev.kind === "knocked_out" || ev.kind === "escaped" ? "big" : "";
    return `<li class="ev k-${esc(ev.kind)} ${cls}">${text}</li>`;
  }

  describe(ev) {
    const base = { who: H(this.who(ev.seat)), you: this.you(ev.seat) };
    const cardArg = typeof ev.card === "string" ? cardName(ev.card) : "";
    switch (ev.kind) {
      case "played": return th("tx-ev-played", { ...base, card: cardArg });
      case "acquired": return th("tx-ev-acquired", { ...base, card: cardArg, reserve: ev.from === "reserve" ? "yes" : "no" });
      case "defeated": case "used": case "trashed": return th(`tx-ev-${ev.kind}`, { ...base, card: cardArg });
      case "tile": {
        // named by its back and where it lies on the map: beside a room of a tile laid
        // before it, and the numbers of its own rooms (the map's badges)
        const tile = DATA.tiles.find((x) => x.id === ev.tile);
        return th("ui-ev-tile", { ...base, ...this.tileWhere(ev.tile), back: tile && tile.back === "safe" ? "safe" : "depths", haunted: tile && tile.haunted ? "yes" : "no" });
      }
      case "rotated": return th("ui-ev-rotated", { ...this.tileRooms(ev.tile), turns: ev.turns ?? 1 });
      case "knocked_out": return th("tx-ev-knocked-out", { ...base, depths: ev.depths ? "yes" : "no" });
      case "escaped": return th("tx-ev-escaped", base);
      case "row": return th("tx-ev-row", { slot: ev.slot + 1, card: cardArg });
      case "artifact": return th("tx-ev-artifact", { ...base, value: ev.value });
      case "bought": return th("tx-ev-bought", { ...base, item: tokenName(ev.item) });
      case "teleport": return th("ui-ev-teleport", { ...base, ...this.roomWords(ev.room) });
      case "moved": return th("ui-ev-moved", { ...base, ...this.roomWords(ev.room), portal: ev.portal ? "yes" : "no" });
      case "token": case "potion": return th(`tx-ev-${ev.kind}`, { ...base, token: tokenName(ev.token) });
      case "marked": return th("tx-ev-marked", { ...base, room: roomNo(ev.room) });
      case "picked": return th("tx-ev-picked", { ...base, feature: ev.feature });
      case "turn": return th("tx-ev-turn", base);
      case "attack": {
        const drawn = ev.drawn || [];
        const parts = [];
        const black = drawn.filter((c) => c === BLACK).length;
        const ghosts = drawn.filter((c) => c === GHOST).length;
        if (black) parts.push(esc(t("tx-bag-dragon", { count: black })));
        if (ghosts) parts.push(esc(t("tx-bag-ghosts", { count: ghosts })));
        for (const s of [...new Set(drawn.filter((c) => c >= 0))].sort()) parts.push(th("tx-drawn-seat", { count: drawn.filter((c) => c === s).length, who: H(this.who(s)), you: this.you(s) }));
        const line = th("tx-ev-attack", { count: drawn.length, cubes: H(listNames(parts)) });
        const hurt = (ev.damage || []).map((n, s) => (n ? th("tx-ev-hurt", { count: n, who: H(this.who(s)), you: this.you(s) }) : "")).filter(Boolean);
        return [line, ...hurt].join(" ");
      }
      case "game_over": {
        const scores = (ev.scores || []).map((n, s) => th("tx-score", { who: H(this.who(s)), score: n }));
        return th("tx-ev-game-over", { why: { "dungeon deck": "deck", "dragon bag": "bag", "everyone out": "out" }[ev.why] || "other", scores: H(listNames(scores)) });
      }
      default: return null;
    }
  }

  /** the map as the log names it: every room and each placement's rooms, made once per
   *  map (rooms are numbered in placement order and a tile keeps its place: a line written
   *  earlier still finds its rooms on the map shown now, in a replay too) */
  logMap() {
    const placed = this.msg.view.placed || [];
    if (this.logMapped && this.logMapped.placed === placed) return this.logMapped;
    const key = placed.join(";");
    if (this.logMapped && this.logMapped.key === key) { this.logMapped.placed = placed; return this.logMapped; }
    const rooms = roomsOf(placed);
    const of = placed.map(() => []);
    for (const r of rooms) of[r.p].push(r);
    this.logMapped = { key, placed, rooms, of };
    return this.logMapped;
  }

  /** a room as the log names it: its number (the map's badge) and what it holds */
  roomWords(room) {
    const r = typeof room === "number" ? this.logMap().rooms[room] : null;
    const f = r ? r.room.features || [] : [];
    return { room: typeof room === "number" ? roomNo(room) : 0, names: f.length ? listNames(f.map(roomName)) : "", named: f.length ? "yes" : "no" };
  }

  /** the numbers of a placement's rooms: {count, first, last} */
  tileRooms(p) {
    const mine = (typeof p === "number" && this.logMap().of[p]) || [];
    return { count: mine.length, first: mine.length ? roomNo(mine[0].index) : 0, last: mine.length ? roomNo(mine[mine.length - 1].index) : 0 };
  }

  /** where a discovered tile lies: its rooms, and the side of a tile laid before it (the
   *  one explored from is among them) with that tile's room nearest to it:
   *  {count, first, last, side: north | east | south | west | none, from} */
  tileWhere(tileId) {
    const m = this.logMap();
    const p = m.placed.findIndex((pl) => DATA.tiles[pl[0]] && DATA.tiles[pl[0]].id === tileId);
    if (p < 0) return { count: 0, first: 0, last: 0, side: "none", from: 0 };
    const [, x, y] = m.placed[p];
    let best = null;
    for (let q = 0; q < p; q++) {
      const pl = m.placed[q];
      const tall = DATA.tiles[pl[0]] && DATA.tiles[pl[0]].back === "start" ? 2 : 1;
      for (let k = 0; k < tall; k++) {
        const [cx, cy] = [pl[1], pl[2] + k];
        const side = cy === y ? (cx === x - 1 ? "east" : cx === x + 1 ? "west" : null)
          : cx === x ? (cy === y - 1 ? "south" : cy === y + 1 ? "north" : null) : null;
        if (!side) continue;
        for (const r of m.of[q]) {
          if (r.at[1] < cy || r.at[1] >= cy + 1) continue; // the start tile's other half
          const d = Math.hypot(r.at[0] - x - 0.5, r.at[1] - y - 0.5);
          if (!best || d < best.d) best = { d, side, from: roomNo(r.index) };
        }
      }
    }
    return { ...this.tileRooms(p), side: best ? best.side : "none", from: best ? best.from : 0 };
  }

  // ---------------------------------------------------------------- input

  dropChoice() { this.tunnelRoom = null; }

  click(e) {
    if (!this.msg) return;
    const target = e.target.closest("[data-act]");
    if (!target || !this.el.contains(target)) return;
    const act = target.dataset.act;
    switch (act) {
      case "rematch": if (this.ctx.rematch) this.ctx.rematch(); return;
      case "info":
        this.info = { kind: target.dataset.kind, id: target.dataset.id };
        this.render();
        this.root.querySelector('[data-testid="card-info-close"]')?.focus({ preventScroll: true });
        return;
      case "info-close":
        if (target.classList.contains("ck-info") && e.target.closest(".ck-info-box")) return;
        this.info = null;
        this.render();
        return;
      case "centre": this.fitNext = true; this.board.chosen = false; this.render(); return;
      case "room": this.tunnelRoom = Number(target.dataset.room); this.render(); return;
      case "cancel": this.tunnelRoom = null; this.render(); return;
      case "play-all": this.auto = true; this.autoPlay(); return;
      case "rotate-tile": this.rotateTile(); return;
      case "lay-at": this.layEdge = Number(target.dataset.edge); this.render(); return;
      case "send": {
        if (!this.ctx.live) return;
        const a = this.legal()[Number(target.dataset.idx)];
        if (a) this.send(strip(a));
        return;
      }
      default:
    }
  }

  rotateTile() {
    const tg = this.targets(this.msg.view, this.legal());
    const lay = this.layChoice(this.msg.view, tg);
    const turns = (lay ? lay.turns : tg.place).map(([n]) => n);
    if (turns.length < 2) return;
    const i = turns.indexOf(this.placeTurn);
    this.placeTurn = turns[(i + 1) % turns.length];
    this.render();
  }

  key(e) {
    if (!this.msg || e.target.closest("input, select, textarea") || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key;
    if (k === "Escape") {
      if (this.info) this.info = null;
      else if (this.tunnelRoom !== null) this.tunnelRoom = null;
      else return;
      this.render();
      return;
    }
    if (this.board.key(e)) return;
    if (!this.ctx.live || this.busy || this.me() === null || this.info) return;
    const v = this.msg.view;
    const legal = this.legal();
    const tg = this.targets(v, legal);
    const lower = k.toLowerCase();
    if (/^[1-9]$/.test(k)) {
      const cid = (v.hand || [])[Number(k) - 1];
      if (cid && tg.hand.has(cid)) { e.preventDefault(); this.send(strip(legal[tg.hand.get(cid)])); }
    } else if (lower === "a" && tg.hand.size) { e.preventDefault(); this.auto = true; this.autoPlay(); }
    else if (lower === "e" && tg.end !== null) { e.preventDefault(); this.send(strip(legal[tg.end])); }
    else if (lower === "r" && (tg.place.length || tg.lays.length)) { e.preventDefault(); this.rotateTile(); }
    else if (k === "Enter" && tg.lays.length && !e.target.closest("button")) {
      const lay = this.layChoice(v, tg);
      if (lay) { e.preventDefault(); this.send(strip(legal[lay.k])); }
    }
    else if (k === "Enter" && tg.place.length && !e.target.closest("button")) {
      const found = tg.place.find(([n]) => n === this.placeTurn) || tg.place[0];
      e.preventDefault();
      this.send(strip(legal[found[1]]));
    }
  }
}

// Larger machine parts shared by the product lines: handles, trolley, gas bottle, cooling unit, spool window.
import { C, FONT_COND } from './palette.mjs';
import { box, PX, PY, sideT, socket, vents, wheel, caster, floorShadow } from './shapes.mjs';
import { circle, ellipse, g, path, rect, text } from './svg.mjs';

/** Screen point of a top-face location (s across, u depth) of a box whose front-top-left is (x, y). */
export const topPt = (x, y, s, u) => [x + s + u * PX, y + u * PY];

/** Carry handle running front-to-back on the top face. */
export function handleAlong(x, y, s, u0, u1, raise, color = C.ink, width = 18) {
  const [ax, ay] = topPt(x, y, s, u0);
  const [bx, by] = topPt(x, y, s, u1);
  const d = `M${ax} ${ay} L${ax + 10} ${ay - raise} L${bx - 10} ${by - raise} L${bx} ${by}`;
  return g(
    {},
    path(d, 'none', {
      stroke: color,
      'stroke-width': width,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    path(
      `M${ax + 10} ${ay - raise - width * 0.2} L${bx - 10} ${by - raise - width * 0.2}`,
      'none',
      {
        stroke: '#fff',
        'stroke-width': width * 0.18,
        opacity: 0.3,
        'stroke-linecap': 'round',
      },
    ),
  );
}

/** Carry bar across the width of the top face at depth u. */
export function handleAcross(x, y, s0, s1, u, raise, color = C.ink, width = 16) {
  const [ax, ay] = topPt(x, y, s0, u);
  const [bx, by] = topPt(x, y, s1, u);
  const d = `M${ax} ${ay} L${ax + 6} ${ay - raise} L${bx - 6} ${by - raise} L${bx} ${by}`;
  return path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });
}

/** Standing gas cylinder; (cx, bottom) is the base centre. */
export function gasBottle(doc, cx, bottom, r, h) {
  const body = doc.lin(
    [
      [0, C.s500],
      [0.35, '#8e98a3'],
      [1, C.s700],
    ],
    { x2: 1, y2: 0 },
  );
  const top = bottom - h;
  return g(
    {},
    path(
      `M${cx - r} ${bottom} L${cx - r} ${top + r} Q${cx - r} ${top} ${cx} ${top} Q${cx + r} ${top} ${cx + r} ${top + r} L${cx + r} ${bottom} Z`,
      body,
    ),
    path(
      `M${cx - r} ${top + r * 1.4} L${cx - r} ${top + r} Q${cx - r} ${top} ${cx} ${top} Q${cx + r} ${top} ${cx + r} ${top + r} L${cx + r} ${top + r * 1.4} Z`,
      C.s300,
    ),
    rect(cx - r * 0.28, top - r * 0.5, r * 0.56, r * 0.6, C.s600, { rx: 4 }),
    rect(cx - r * 0.5, top - r * 0.72, r * 1, r * 0.26, C.ink, { rx: 4 }),
    circle(cx + r * 0.42, top - r * 0.2, r * 0.2, C.ink),
    rect(cx - r * 0.7, top - r * 0.2, r * 1.4, 0, C.ink),
  );
}

/** A wheeled trolley platform. Returns markup; the box sits with front-bottom at floor F. */
export function trolley(doc, { x, w, d, F, bb, wheelR = 62, color = C.ink }) {
  const h = 26;
  const y = F - 30 - h;
  const v = F - y - wheelR * 1.04;
  return {
    top: y,
    back: g({}, g({ transform: sideT(x + w, y) }, wheel(d - wheelR - 20, v, wheelR))),
    front: g(
      {},
      box({ x, y, w, h, d, front: color, side: C.s700, top: C.s600, edge: 0.2, bb }),
      caster(x + 44, F - 22, 22),
      caster(x + w - 44, F - 22, 22),
      g({ transform: sideT(x + w, y) }, wheel(d - wheelR - 20, v, wheelR)),
    ),
  };
}

/** Cooling unit box: tank window, couplings, vents. (x, y) is its front-top-left. */
export function cooler(doc, { x, y, w, h, d, bb, light = false, ventFrom = 0.2 }) {
  const front = light
    ? doc.lin([
        [0, C.s50],
        [1, C.s200],
      ])
    : doc.lin([
        [0, C.s700],
        [1, C.ink],
      ]);
  const tank = doc.lin([
    [0, '#ffd27a', 0.9],
    [1, C.amberStrong, 0.9],
  ]);
  return g(
    {},
    box({ x, y, w, h, d, front, side: light ? C.s200 : C.s800, top: light ? C.s100 : C.s600, bb }),
    rect(x + 24, y + 22, w * 0.34, h - 44, C.ink, { rx: 8 }),
    rect(x + 30, y + h * 0.42, w * 0.34 - 12, h * 0.58 - 28, tank, { rx: 4 }),
    rect(x + 30, y + h * 0.42, w * 0.34 - 12, 4, '#fff', { opacity: 0.6 }),
    vents(
      x + w * 0.46,
      y + 26,
      w * 0.46,
      Math.max(3, Math.floor((h - 70) / 18)),
      18,
      light ? C.s500 : C.ink,
      0.7,
      8,
    ),
    circle(x + w * 0.56, y + h - 24, 9, C.amber),
    circle(x + w * 0.7, y + h - 24, 9, C.s300),
    g(
      { transform: sideT(x + w, y) },
      vents(
        d * ventFrom,
        24,
        d * (0.8 - ventFrom),
        Math.max(3, Math.floor((h - 50) / 16)),
        16,
        C.ink,
        0.45,
        7,
      ),
    ),
  );
}

/** Side door with a window showing a wire spool (draw inside sideT coordinates). */
export function spoolDoor(doc, u, v, w, h, { door = C.amber, frame = C.ink, spools = 1 } = {}) {
  const win = doc.lin([
    [0, '#2a323c'],
    [1, '#10141a'],
  ]);
  const out = [
    rect(u, v, w, h, door, { rx: 10 }),
    rect(u + 6, v + 6, w - 12, 5, '#fff', { opacity: 0.3, rx: 2 }),
    rect(u - 6, v + h * 0.2, 10, 30, frame, { rx: 3 }),
    rect(u - 6, v + h * 0.7, 10, 30, frame, { rx: 3 }),
    rect(u + w - 26, v + h * 0.46, 12, 40, frame, { rx: 5 }),
  ];
  const ww = w * 0.74;
  const wh = h * 0.56;
  const wx = u + (w - ww) / 2 - 8;
  const wy = v + h * 0.12;
  out.push(rect(wx, wy, ww, wh, win, { rx: 8 }));
  for (let i = 0; i < spools; i++) {
    const cx = wx + (ww * (i + 0.5)) / spools;
    const cy = wy + wh / 2;
    const r = Math.min(wh * 0.4, (ww / spools) * 0.42);
    out.push(
      circle(cx, cy, r, C.copper),
      circle(cx, cy, r * 0.82, '#a9612c'),
      circle(cx, cy, r * 0.62, C.copper),
      circle(cx, cy, r * 0.38, C.s600),
      circle(cx, cy, r * 0.14, C.s300),
    );
  }
  out.push(
    path(`M${wx + 10} ${wy + wh - 10} L${wx + ww * 0.4} ${wy + 10}`, 'none', {
      stroke: '#fff',
      'stroke-width': 10,
      opacity: 0.08,
    }),
  );
  return g({}, ...out);
}

/** Small label text used on front panels (model names). */
export function panelLabel(
  x,
  y,
  label,
  { size = 17, fill = C.white, anchor = 'start', maxW = Infinity } = {},
) {
  // DejaVu Sans Condensed Bold capitals average ~0.68 em including the letter spacing below.
  size = Math.min(size * 1.2, maxW / (label.length * 0.68));
  return text(x, y, label, {
    size,
    weight: 'bold',
    family: FONT_COND,
    fill,
    anchor,
    ls: size * 0.06,
  });
}

/** Rotary main switch. */
export function mainSwitch(cx, cy, r) {
  return g(
    {},
    rect(cx - r * 1.4, cy - r * 1.4, r * 2.8, r * 2.8, C.amber, { rx: 6 }),
    circle(cx, cy, r, C.ink),
    rect(cx - r * 0.22, cy - r * 1.05, r * 0.44, r * 2.1, C.s700, {
      rx: r * 0.2,
      transform: `rotate(-35 ${cx} ${cy})`,
    }),
  );
}

/** Shadow under a box footprint. */
export function boxShadow(doc, x, F, w, d, extra = 60) {
  const cx = x + (w + d * PX) / 2;
  const cy = F + (d * PY) / 2 + 10;
  return floorShadow(doc, cx, cy, (w + d * PX) / 2 + extra, -d * PY * 0.5 + 40);
}

export { socket, ellipse };

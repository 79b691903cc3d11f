// Product illustrations: one drawing function per product line, fitted onto a catalogue-style background.
import { C } from './palette.mjs';
import {
  BBox,
  box,
  brand,
  button,
  cable,
  colourDisplay,
  display,
  euroSocket,
  floorShadow,
  knob,
  PX,
  PY,
  sideT,
  socket,
  ticks,
  topT,
  vents,
} from './shapes.mjs';
import {
  boxShadow,
  cooler,
  gasBottle,
  handleAcross,
  handleAlong,
  mainSwitch,
  panelLabel,
  spoolDoor,
  topPt,
  trolley,
} from './machine-parts.mjs';
import { electrodeHolder, earthClamp, migTorch, place, plasmaTorch, tigTorch } from './torches.mjs';
import { robotArm } from './robot.mjs';
import { circle, g, path, rect, line } from './svg.mjs';
import { catalogueFrame } from './frame.mjs';

const F = 1000; // floor line (front bottom edge) in drawing units
const LINES = [
  'pioneer-pulse',
  'power-pulse',
  'voyager-plasma',
  'discovery',
  'cruiser',
  'micromag',
  'micropulse',
  'pioneer',
  'multipower',
];

/** Parse a product slug into its line, amperage number, flags and the label printed on the panel. */
export function specFromSlug(slug) {
  const line = LINES.find((l) => slug.startsWith(`${l}-`));
  if (!line) throw new Error(`Unknown product line for ${slug}`);
  const rest = slug.slice(line.length + 1).split('-');
  const words = line.split('-').map((w) => w.toUpperCase());
  const suffix = rest
    .slice(1)
    .join('-')
    .replace('ac-dc', 'AC/DC')
    .split('-')
    .map((w) => w.toUpperCase());
  return {
    slug,
    line,
    num: rest[0],
    water: rest.at(-1) === 'w',
    robot: rest.includes('robot'),
    cnc: rest.includes('cnc'),
    duo: rest.includes('duo'),
    tig: rest.includes('tig'),
    label: [...words, rest[0], ...suffix].filter(Boolean).join(' '),
  };
}

/** Cable from a socket down to the floor and out to (tx, ty). */
function lead(sx, sy, tx, ty, w = 14) {
  const midY = Math.max(sy, ty) + 40;
  return cable(`M${sx} ${sy} C${sx} ${midY} ${(sx + tx) / 2} ${midY + 30} ${tx} ${ty}`, { w });
}

/** Cable that leaves a socket, swings out to the left of the machine and comes back to a torch at (tx, ty). */
function leftLead(sx, sy, tx, ty, x0, w = 16) {
  return cable(
    `M${sx} ${sy} C${sx - 40} ${sy + 70} ${x0 - 170} ${sy + 40} ${x0 - 150} ${(sy + ty) / 2 + 40} S${tx - 90} ${ty} ${tx} ${ty}`,
    { w },
  );
}

/* ---------------------------------------------------------------- discovery */
function discovery(doc, s, bb) {
  const k = { 160: 0.92, 180: 0.96, 220: 1, 300: 1.1 }[s.num] ?? 1;
  const w = 300 * k;
  const h = 240 * k;
  const d = 520 * k;
  const x = 0;
  const y = F - h - 12;
  const body = {
    front: C.amber,
    side: doc.lin([
      [0, C.amberStrong],
      [1, '#d08a00'],
    ]),
    top: C.amberLight,
  };
  const [ax, ay] = topPt(x, y, w / 2, 46 * k);
  const [bx, by] = topPt(x, y, w / 2, d - 46 * k);
  const p0 = [ax, ay - 30];
  const p1 = [ax - 150 * k, ay - 200 * k];
  const p2 = [bx + 10 * k, by - 240 * k];
  const p3 = [bx, by - 30];
  const strap = `M${p0} C${p1} ${p2} ${p3}`;
  const mid = [0, 1].map((i) => (p0[i] + 3 * p1[i] + 3 * p2[i] + p3[i]) / 8);
  const tan =
    Math.atan2(p3[1] + p2[1] - p1[1] - p0[1], p3[0] + p2[0] - p1[0] - p0[0]) * (180 / Math.PI);
  bb.add(ax - 110 * k, ay - 200 * k);
  const out = [
    boxShadow(doc, x, F, w, d),
    rect(x + 8, F - 14, 30, 14, C.ink, { rx: 3 }),
    rect(x + w - 38, F - 14, 30, 14, C.ink, { rx: 3 }),
    box({ x, y, w, h, d, ...body, bb }),
    g(
      { transform: sideT(x + w, y) },
      rect(d - 26 * k, -6, 26 * k, h + 12, C.ink, { rx: 6 }),
      brand(d * 0.14, h * 0.22, 40 * k, { word: C.ink }),
      vents(d * 0.14, h * 0.56, d * 0.62, 4, 17 * k, C.ink, 0.5, 7),
    ),
    rect(x - 6, y - 6, w + 12, h + 12, C.ink, { rx: 14 }),
    rect(x + 12, y + 12, w - 24, h * 0.64, C.s800, { rx: 8 }),
    panelLabel(x + 28, y + 40 * k, s.label, { size: 15 * k, maxW: w - 60 }),
    display(doc, x + 30, y + 58 * k, w * 0.36, h * 0.17, s.num),
    button(x + 30, y + 118 * k, 34 * k, 16 * k, { led: C.amber }),
    button(x + 30 + 46 * k, y + 118 * k, 34 * k, 16 * k, { led: C.s500 }),
    ticks(x + w - 82 * k, y + 96 * k, 46 * k),
    knob(doc, x + w - 82 * k, y + 96 * k, 36 * k, { color: 'amber' }),
    socket(x + 64 * k, y + h - 42 * k, 18 * k, C.amber),
    socket(x + w - 64 * k, y + h - 42 * k, 18 * k),
    circle(x + w / 2, y + h - 42 * k, 6 * k, C.amber),
    handleAlong(x, y, w / 2, 70 * k, d - 70 * k, 40 * k, C.ink, 22 * k),
    path(strap, 'none', { stroke: C.s700, 'stroke-width': 16 * k }),
    path(strap, 'none', { stroke: C.s500, 'stroke-width': 1.5, 'stroke-dasharray': '6 5' }),
    g(
      { transform: `translate(${mid[0]} ${mid[1]}) rotate(${tan})` },
      rect(-70 * k, -17 * k, 140 * k, 34 * k, C.ink, { rx: 16 * k }),
      rect(-60 * k, -10 * k, 120 * k, 20 * k, 'none', {
        rx: 10 * k,
        stroke: C.amber,
        'stroke-width': 2,
        'stroke-dasharray': '7 5',
      }),
    ),
    rect(ax - 16 * k, ay - 50 * k, 32 * k, 26 * k, C.s500, { rx: 4 }),
    rect(bx - 16 * k, by - 50 * k, 32 * k, 26 * k, C.s500, { rx: 4 }),
  ];
  const sx = x + 64 * k;
  const sy = y + h - 42 * k;
  if (s.bare) {
    // scene use: no cables or torches
  } else if (s.tig) {
    out.push(lead(sx, sy, x - 40, F + 120, 12), place(x - 40, F + 120, -24, 0.9, tigTorch(doc)));
    bb.addRect(x - 60, F + 20, 300, 150);
  } else if (s.num !== '160') {
    out.push(
      lead(sx, sy, x - 60, F + 110, 16),
      place(x - 60, F + 110, -8, 0.85, electrodeHolder(doc)),
    );
    bb.addRect(x - 80, F + 10, 420, 140);
  }
  if (s.num === '300' && !s.bare) {
    const ex = x + w - 64 * k;
    out.push(
      lead(ex, sy, x + w + 90, F + 150, 16),
      place(x + w + 90, F + 150, 8, 0.85, earthClamp(doc)),
    );
    bb.addRect(x + w + 60, F + 100, 260, 110);
  }
  return out;
}

/* ---------------------------------------------------------------- cruiser (TIG AC/DC) */
function cruiser(doc, s, bb) {
  const k = { 222: 1, 322: 1.08, 422: 1.14 }[s.num] ?? 1;
  const w = 330 * k;
  const h = 330 * k;
  const d = 600 * k;
  const x = 0;
  const out = [];
  let base = F - 14;
  let wheels = null;
  if (s.water) {
    const bottle = topPt(x, F, w / 2, d + 40);
    out.push(gasBottle(doc, bottle[0], bottle[1], 58, 860));
    bb.add(bottle[0] - 60, bottle[1] - 900);
    wheels = trolley(doc, { x, w, d, F, bb });
    const ch = 150 * k;
    out.push(
      boxShadow(doc, x, F, w, d),
      wheels.front,
      cooler(doc, { x, y: wheels.top - ch, w, h: ch, d, bb }),
    );
    base = wheels.top - ch;
  } else {
    out.push(
      boxShadow(doc, x, F, w, d),
      rect(x + 10, F - 14, 36, 14, C.ink, { rx: 3 }),
      rect(x + w - 46, F - 14, 36, 14, C.ink, { rx: 3 }),
    );
  }
  const y = base - h;
  const panel = doc.lin([
    [0, C.s50],
    [1, C.s200],
  ]);
  out.push(
    box({
      x,
      y,
      w,
      h,
      d,
      front: C.s600,
      side: doc.lin([
        [0, C.s600],
        [1, C.s700],
      ]),
      top: C.s500,
      bb,
    }),
    g(
      { transform: sideT(x + w, y) },
      rect(0, h - 46 * k, d, 16 * k, C.amber),
      brand(d * 0.12, h * 0.2, 42 * k, { word: C.white, square: C.ink }),
      vents(d * 0.12, h * 0.46, d * 0.6, 5, 18 * k, C.ink, 0.5, 7),
      rect(d - 22, 0, 22, h, C.ink, { opacity: 0.5 }),
    ),
    rect(x, y, w, 10 * k, C.amber),
    rect(x + 16, y + 26 * k, w - 32, h * 0.56, panel, { rx: 10 }),
    panelLabel(x + 32, y + 56 * k, s.label, { size: 15 * k, fill: C.ink, maxW: w - 70 }),
    display(doc, x + 32, y + 72 * k, w * 0.34, h * 0.13, s.num),
  );
  const icons = [C.amber, C.s300, C.s300, C.amber, C.s300, C.s300];
  icons.forEach((led, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    out.push(
      button(x + 32 + col * 40 * k, y + 148 * k + row * 34 * k, 28 * k, 13 * k, {
        fill: C.s500,
        led,
      }),
    );
  });
  out.push(
    ticks(x + w - 84 * k, y + 126 * k, 52 * k, 11, C.s500),
    knob(doc, x + w - 84 * k, y + 126 * k, 42 * k, { color: 'amber', angle: 30 }),
    rect(x + 16, y + h * 0.56 + 40 * k, w - 32, h * 0.32, C.s700, { rx: 8 }),
    socket(x + 60 * k, y + h - 60 * k, 18 * k, C.amber),
    socket(x + w - 60 * k, y + h - 60 * k, 18 * k),
    circle(x + w / 2 - 24 * k, y + h - 60 * k, 9 * k, C.s300),
    circle(x + w / 2 + 22 * k, y + h - 60 * k, 11 * k, C.ink),
    circle(x + w / 2 + 22 * k, y + h - 60 * k, 5 * k, C.s500),
    handleAcross(x, y, w * 0.22, w * 0.78, 50 * k, 46 * k, C.ink, 16),
    handleAcross(x, y, w * 0.22, w * 0.78, d - 60 * k, 46 * k, C.ink, 16),
  );
  if (wheels) out.push(wheels.back);
  const sx = x + 60 * k;
  const sy = y + h - 60 * k;
  if (!s.bare)
    out.push(lead(sx, sy, x + 30, F + 130, 12), place(x + 30, F + 130, -6, 1, tigTorch(doc)));
  if (!s.bare) bb.addRect(x, F + 30, 360, 160);
  return out;
}

/* ---------------------------------------------------------------- micromag / micropulse (compact MIG) */
function compactMig(doc, s, bb, dark) {
  const k = { 205: 0.94, 255: 1, 305: 1.06 }[s.num] ?? 1;
  const w = 270 * k;
  const h = (s.duo ? 500 : 430) * k;
  const d = 560 * k;
  const x = 0;
  const y = F - h - 14;
  const faceSet = dark
    ? {
        front: doc.lin([
          [0, '#232830'],
          [1, C.ink],
        ]),
        side: doc.lin(
          [
            [0, C.s800],
            [1, C.ink2],
          ],
          { x2: 1, y2: 0 },
        ),
        top: C.s700,
      }
    : {
        front: doc.lin([
          [0, C.white],
          [1, C.s200],
        ]),
        side: doc.lin(
          [
            [0, C.s100],
            [1, C.s200],
          ],
          { x2: 1, y2: 0 },
        ),
        top: C.s50,
      };
  const out = [
    boxShadow(doc, x, F, w, d),
    rect(x + 8, F - 14, 30, 14, C.ink, { rx: 3 }),
    rect(x + w - 38, F - 14, 30, 14, C.ink, { rx: 3 }),
    box({ x, y, w, h, d, ...faceSet, bb }),
  ];
  const side = [];
  if (dark) {
    side.push(
      spoolDoor(doc, d * 0.06, h * 0.06, d * 0.78, h * (s.duo ? 0.62 : 0.56), {
        door: C.s700,
        frame: C.ink,
        spools: s.duo ? 2 : 1,
      }),
      path(`M0 ${h * 0.9} L${d} ${h * 0.62} L${d} ${h * 0.72} L0 ${h * 1} Z`, C.amber),
      brand(d * 0.08, h * 0.72, 36 * k, { word: C.white, square: C.amber, chevron: C.ink }),
    );
  } else {
    side.push(
      spoolDoor(doc, d * 0.06, h * 0.06, d * 0.8, h * (s.duo ? 0.66 : 0.6), {
        door: C.amber,
        frame: C.ink,
        spools: s.duo ? 2 : 1,
      }),
      brand(d * 0.08, h * 0.76, 36 * k, { word: C.ink }),
      vents(d * 0.55, h * 0.74, d * 0.32, 4, 15, C.ink, 0.4, 6),
    );
  }
  out.push(g({ transform: sideT(x + w, y) }, ...side));
  const pnl = dark ? C.ink : C.ink2;
  out.push(
    rect(x + 14, y + 14, w - 28, h * 0.5, pnl, { rx: 10 }),
    panelLabel(x + 28, y + 44 * k, s.label, {
      size: 14 * k,
      fill: dark ? C.amber : C.white,
      maxW: w - 60,
    }),
    display(doc, x + 28, y + 62 * k, w * 0.38, 38 * k, s.num),
    display(doc, x + w - 28 - w * 0.38, y + 62 * k, w * 0.38, 38 * k, dark ? '18.5' : '21.0', {
      color: dark ? C.arcBlue : C.amber,
    }),
    knob(doc, x + 28 + w * 0.19, y + 160 * k, 30 * k, { color: 'amber', angle: -60 }),
    knob(doc, x + w - 28 - w * 0.19, y + 160 * k, 30 * k, {
      color: dark ? 'amber' : 'dark',
      angle: 40,
    }),
    button(x + 34, y + 212 * k, 40 * k, 14 * k, { fill: C.s600, led: C.amber }),
    button(x + 34 + 54 * k, y + 212 * k, 40 * k, 14 * k, { fill: C.s600, led: C.s500 }),
    button(x + 34 + 108 * k, y + 212 * k, 40 * k, 14 * k, { fill: C.s600, led: C.s500 }),
  );
  const ey = y + h * 0.5 + 70 * k;
  out.push(
    rect(x + 14, ey - 50 * k, w - 28, h - (ey - y) + 30 * k, dark ? C.s800 : C.s300, {
      rx: 10,
      opacity: 0.9,
    }),
    euroSocket(x + w * 0.34, ey, 22 * k),
    s.duo
      ? euroSocket(x + w * 0.34, ey + 84 * k, 22 * k)
      : socket(x + w * 0.34, ey + 84 * k, 16 * k),
    socket(x + w * 0.72, ey + 84 * k, 16 * k, C.amber),
    circle(x + w * 0.72, ey, 8 * k, C.s500),
    handleAlong(x, y, w / 2, 60 * k, d - 60 * k, 36 * k, dark ? C.amber : C.ink, 20 * k),
  );
  const tx = x + w + 40;
  const ty = F + 130;
  if (!s.bare) out.push(lead(x + w * 0.34, ey, tx, ty, 16), place(tx, ty, -10, 0.9, migTorch(doc)));
  if (!s.bare) bb.addRect(tx - 20, F + 40, 320, 160);
  return out;
}

/* ---------------------------------------------------------------- pioneer / pioneer-pulse (MIG on trolley) */
function pioneer(doc, s, bb, pulse) {
  const k = { 303: 1, 353: 1.02, 403: 1.05, 503: 1.1 }[s.num] ?? 1;
  const w = 360 * k;
  const h = 560 * k;
  const d = 700 * k;
  const x = 0;
  const out = [];
  const tr = trolley(doc, { x, w, d, F, bb, wheelR: 70 });
  const topY = tr.top - h - (s.water ? 160 * k : 0);
  const bottle = topPt(x, F, w * 0.62, d + 40);
  const bottleH = bottle[1] - (topY + d * PY - 300 * k);
  out.push(gasBottle(doc, bottle[0], bottle[1], 64, bottleH));
  bb.add(bottle[0] - 70, bottle[1] - bottleH - 50);
  out.push(boxShadow(doc, x, F, w, d, 80), tr.front);
  let base = tr.top;
  if (s.water) {
    const ch = 160 * k;
    out.push(cooler(doc, { x, y: base - ch, w, h: ch, d, bb }));
    base -= ch;
  }
  const y = base - h;
  const side = pulse
    ? doc.lin(
        [
          [0, C.amber],
          [1, C.amberStrong],
        ],
        { x2: 1, y2: 0 },
      )
    : doc.lin(
        [
          [0, C.s100],
          [1, C.s300],
        ],
        { x2: 1, y2: 0 },
      );
  out.push(
    box({
      x,
      y,
      w,
      h,
      d,
      front: doc.lin([
        [0, '#232830'],
        [1, C.ink],
      ]),
      side,
      top: pulse ? C.amberLight : C.s100,
      bb,
    }),
    g(
      { transform: sideT(x + w, y) },
      rect(0, 0, 18, h, C.ink),
      rect(d - 18, 0, 18, h, C.ink),
      spoolDoor(doc, 50, 30, d - 130, h * 0.5, {
        door: pulse ? C.amberStrong : C.s200,
        frame: C.ink,
      }),
      brand(56, h * 0.62, 44 * k, { word: C.ink }),
      vents(56, h * 0.8, d * 0.58, 3, 18, C.ink, 0.45, 8),
    ),
    rect(x + 18, y + 20, w - 36, 262 * k, C.s800, { rx: 10 }),
    panelLabel(x + 34, y + 52 * k, s.label, {
      size: 16 * k,
      fill: pulse ? C.amber : C.white,
      maxW: w - 70,
    }),
    display(doc, x + 34, y + 72 * k, w * 0.36, 42 * k, s.num),
    display(doc, x + w - 34 - w * 0.36, y + 72 * k, w * 0.36, 42 * k, '24.5', {
      color: pulse ? C.arcBlue : C.amber,
    }),
    ticks(x + 34 + w * 0.18, y + 178 * k, 44 * k),
    knob(doc, x + 34 + w * 0.18, y + 178 * k, 34 * k, { color: 'amber', angle: -30 }),
    ticks(x + w - 34 - w * 0.18, y + 178 * k, 44 * k),
    knob(doc, x + w - 34 - w * 0.18, y + 178 * k, 34 * k, { color: 'amber', angle: 50 }),
  );
  for (let i = 0; i < 4; i++)
    out.push(
      button(x + 40 + i * ((w - 80) / 4), y + 248 * k, (w - 80) / 4 - 12, 14 * k, {
        fill: C.s600,
        led: i === (pulse ? 2 : 0) ? C.amber : C.s500,
      }),
    );
  const ey = y + 340 * k;
  out.push(
    euroSocket(x + w * 0.3, ey, 26 * k),
    socket(x + w * 0.7, ey, 18 * k, C.amber),
    mainSwitch(x + w * 0.3, y + h - 90 * k, 26 * k),
    vents(x + w * 0.52, y + h - 130 * k, w * 0.36, 5, 18 * k, C.s500, 0.7, 7),
    handleAcross(x, y, 24, w - 24, 24 * k, 34 * k, C.s500, 16),
    handleAcross(x, y, 24, w - 24, d - 30 * k, 130 * k, pulse ? C.ink : C.amber, 18),
    tr.back,
  );
  bb.add(topPt(x, y, 0, d)[0], topPt(x, y, 0, d)[1] - 140 * k);
  const tx = x - 40;
  const ty = F + 140;
  if (!s.bare)
    out.push(
      leftLead(x + w * 0.3, ey, tx, ty, x, 18),
      place(tx, ty, -6, 1, migTorch(doc, { water: s.water })),
    );
  if (!s.bare) bb.addRect(x - 190, F + 40, 560, 170);
  return out;
}

/* ---------------------------------------------------------------- multipower (cabinet + separate feeder) */
function multipower(doc, s, bb) {
  const k = { 404: 1, 504: 1.05 }[s.num] ?? 1;
  const w = 480 * k;
  const h = 470 * k;
  const d = 720 * k;
  const x = 0;
  const out = [];
  const tr = trolley(doc, { x, w, d, F, bb, wheelR: 74 });
  out.push(boxShadow(doc, x, F, w, d, 90), tr.front);
  let base = tr.top;
  if (s.water) {
    const ch = 160 * k;
    out.push(cooler(doc, { x, y: base - ch, w, h: ch, d, bb }));
    base -= ch;
  }
  const y = base - h;
  out.push(
    box({
      x,
      y,
      w,
      h,
      d,
      front: doc.lin([
        [0, C.s700],
        [1, C.ink],
      ]),
      side: doc.lin(
        [
          [0, C.s500],
          [1, C.s600],
        ],
        { x2: 1, y2: 0 },
      ),
      top: C.s300,
      bb,
    }),
    g(
      { transform: sideT(x + w, y) },
      rect(0, h - 44 * k, d, 14 * k, C.amber),
      brand(60, h * 0.16, 54 * k, { word: C.white, square: C.ink }),
      vents(60, h * 0.42, d * 0.7, 6, 22 * k, C.ink, 0.45, 9),
    ),
    rect(x + 22, y + 22, w - 44, 230 * k, C.ink, { rx: 10 }),
    panelLabel(x + 40, y + 56 * k, s.label, { size: 18 * k, fill: C.white, maxW: w * 0.6 }),
    display(doc, x + 40, y + 80 * k, w * 0.3, 46 * k, s.num),
    display(doc, x + 40 + w * 0.34, y + 80 * k, w * 0.2, 46 * k, '28.0', { color: C.arcBlue }),
    ticks(x + w - 100 * k, y + 140 * k, 62 * k),
    knob(doc, x + w - 100 * k, y + 140 * k, 50 * k, { color: 'amber', angle: 20 }),
  );
  for (let i = 0; i < 4; i++)
    out.push(
      button(x + 44 + i * 62 * k, y + 170 * k, 44 * k, 18 * k, {
        fill: C.s600,
        led: i === 1 ? C.amber : C.s500,
      }),
    );
  out.push(
    socket(x + w * 0.2, y + 320 * k, 22 * k, C.amber),
    socket(x + w * 0.42, y + 320 * k, 22 * k),
    circle(x + w * 0.6, y + 320 * k, 14 * k, C.ink),
    circle(x + w * 0.6, y + 320 * k, 7 * k, C.s500),
    mainSwitch(x + w * 0.8, y + 320 * k, 28 * k),
    vents(x + 40, y + h - 80 * k, w - 80, 3, 18 * k, C.s500, 0.6, 7),
    handleAcross(x, y, 20, w - 20, 26 * k, 26 * k, C.s500, 14),
    tr.back,
  );
  // separate wire feeder sitting on a swivel plate on top
  const fw = 270 * k;
  const fh = 230 * k;
  const fd = 470 * k;
  const [px, py] = topPt(x, y, 70 * k, 130 * k);
  const fy = py - fh - 14;
  out.push(
    box({
      x: px - 10,
      y: py - 14,
      w: fw + 20,
      h: 14,
      d: fd + 10,
      front: C.ink,
      side: C.ink2,
      top: C.s700,
      edge: 0,
      bb,
    }),
    box({
      x: px,
      y: fy,
      w: fw,
      h: fh,
      d: fd,
      front: doc.lin([
        [0, '#232830'],
        [1, C.ink],
      ]),
      side: C.amber,
      top: C.amberLight,
      bb,
    }),
    g(
      { transform: sideT(px + fw, fy) },
      spoolDoor(doc, 30, 18, fd - 80, fh - 40, { door: C.amberStrong, frame: C.ink }),
    ),
    rect(px + 14, fy + 14, fw - 28, 112 * k, C.s800, { rx: 8 }),
    display(doc, px + 28, fy + 34 * k, fw * 0.42, 32 * k, s.num),
    knob(doc, px + fw - 62 * k, fy + 62 * k, 28 * k, { color: 'amber', angle: -20 }),
    button(px + 28, fy + 90 * k, 34 * k, 12 * k, { fill: C.s600, led: C.amber }),
    button(px + 72 * k, fy + 90 * k, 34 * k, 12 * k, { fill: C.s600, led: C.s500 }),
    euroSocket(px + fw * 0.3, fy + fh - 56 * k, 20 * k),
    handleAlong(px, fy, fw / 2, 50 * k, fd - 50 * k, 34 * k, C.ink, 18),
  );
  const [cx0, cy0] = topPt(px, fy, fw, fd - 60);
  out.push(
    cable(
      `M${cx0} ${cy0 + 60} C${cx0 + 140} ${cy0 + 120} ${cx0 + 120} ${y + h * 0.1} ${topPt(x, y, w, d - 80)[0]} ${y + 40}`,
      { w: 22 },
    ),
  );
  bb.add(cx0 + 150, cy0);
  const tx = x - 40;
  const ty = F + 140;
  const sx = px + fw * 0.3;
  const sy = fy + fh - 56 * k;
  if (!s.bare)
    out.push(
      cable(
        `M${sx} ${sy} C${sx - 60} ${sy + 40} ${x - 130} ${sy - 10} ${x - 150} ${y + h * 0.5} S${tx - 80} ${ty} ${tx} ${ty}`,
        { w: 18 },
      ),
    );
  if (!s.bare) out.push(place(tx, ty, -4, 1, migTorch(doc, { water: s.water })));
  if (!s.bare) bb.addRect(x - 200, F + 40, 540, 180);
  return out;
}

/* ---------------------------------------------------------------- power-pulse (premium) */
function powerPulseCabinet(doc, s, bb, { x, y, w, h, d, k, robot = false }) {
  const out = [
    box({
      x,
      y,
      w,
      h,
      d,
      front: doc.lin([
        [0, C.white],
        [1, C.s200],
      ]),
      side: doc.lin(
        [
          [0, C.s100],
          [1, C.s200],
        ],
        { x2: 1, y2: 0 },
      ),
      top: C.white,
      bb,
    }),
  ];
  const sideParts = [
    rect(0, h - 30 * k, d, 30 * k, C.ink),
    rect(0, h - 38 * k, d, 6 * k, C.amber),
    brand(48, h * (robot ? 0.5 : 0.64), 46 * k, { word: C.ink }),
    vents(48, h * (robot ? 0.68 : 0.78), d * 0.55, 3, 18, C.s500, 0.6, 8),
  ];
  if (!robot)
    sideParts.unshift(spoolDoor(doc, 44, 34, d - 120, h * 0.48, { door: C.s700, frame: C.ink }));
  out.push(g({ transform: sideT(x + w, y) }, ...sideParts));
  out.push(
    rect(x, y, w, 8, C.amber),
    rect(x + w - 8, y, 8, h, C.amber),
    rect(x + 20, y + 26, w - 48, 330 * k, C.ink, { rx: 16 }),
    panelLabel(x + 44, y + 60 * k, s.label, { size: 17 * k, fill: C.s200, maxW: w - 100 }),
    colourDisplay(doc, x + 44, y + 80 * k, w - 96, 150 * k, s.num),
    ticks(x + w / 2 - 4, y + 290 * k, 44 * k, 13, C.s500),
    knob(doc, x + w / 2 - 4, y + 290 * k, 34 * k, { color: 'amber', angle: 10 }),
    button(x + 44, y + 270 * k, 56 * k, 16 * k, { fill: C.s600, led: C.amber }),
    button(x + 44, y + 310 * k, 56 * k, 16 * k, { fill: C.s600 }),
    button(x + w - 52 - 56 * k, y + 270 * k, 56 * k, 16 * k, { fill: C.s600, led: C.arcBlue }),
    button(x + w - 52 - 56 * k, y + 310 * k, 56 * k, 16 * k, { fill: C.s600 }),
  );
  return out;
}

function powerPulse(doc, s, bb) {
  const k = { 405: 1, 505: 1.06 }[s.num] ?? 1;
  const w = 420 * k;
  const h = 640 * k;
  const d = 760 * k;
  const x = 0;
  const out = [];
  const tr = trolley(doc, { x, w, d, F, bb, wheelR: 76, color: C.ink });
  out.push(boxShadow(doc, x, F, w, d, 90), tr.front);
  let base = tr.top;
  if (s.water) {
    const ch = 160 * k;
    out.push(cooler(doc, { x, y: base - ch, w, h: ch, d, bb, light: true }));
    base -= ch;
  }
  const y = base - h;
  out.push(...powerPulseCabinet(doc, s, bb, { x, y, w, h, d, k }));
  const ey = y + 430 * k;
  out.push(
    rect(x + 20, y + 380 * k, w - 48, h - 400 * k, C.s700, { rx: 14 }),
    euroSocket(x + w * 0.28, ey, 26 * k),
    socket(x + w * 0.56, ey, 18 * k, C.amber),
    circle(x + w * 0.76, ey, 10 * k, C.s300),
    mainSwitch(x + w * 0.28, y + h - 80 * k, 24 * k),
    vents(x + w * 0.46, y + h - 110 * k, w * 0.38, 4, 18 * k, C.s500, 0.7, 7),
    handleAcross(x, y, 40, w - 40, 44, 40, C.ink, 20),
    handleAcross(x, y, 40, w - 40, d - 50, 40, C.ink, 20),
    tr.back,
  );
  const tx = x - 40;
  const ty = F + 150;
  if (!s.bare)
    out.push(
      leftLead(x + w * 0.28, ey, tx, ty, x, 18),
      place(tx, ty, -6, 1.05, migTorch(doc, { water: s.water })),
    );
  if (!s.bare) bb.addRect(x - 190, F + 40, 560, 190);
  return out;
}

/* ---------------------------------------------------------------- robot packages */
function robotPackage(doc, s, bb) {
  const premium = s.line === 'power-pulse';
  const k = { 403: 1, 405: 1, 505: 1.06 }[s.num] ?? 1;
  const w = 340 * k;
  const h = 470 * k;
  const d = 640 * k;
  const x = 0;
  const y = F - h - 40;
  const out = [boxShadow(doc, x, F, w, d, 60)];
  out.push(
    box({
      x: x + 10,
      y: F - 40,
      w: w - 20,
      h: 40,
      d: d - 20,
      front: C.ink,
      side: C.ink2,
      top: C.s700,
      edge: 0,
      bb,
    }),
  );
  if (premium) {
    out.push(...powerPulseCabinet(doc, s, bb, { x, y, w, h, d, k: k * 0.86, robot: true }));
    out.push(rect(x + 20, y + 330 * k, w - 48, 100 * k, C.s700, { rx: 12 }));
  } else {
    out.push(
      box({
        x,
        y,
        w,
        h,
        d,
        front: doc.lin([
          [0, '#232830'],
          [1, C.ink],
        ]),
        side: doc.lin(
          [
            [0, C.amber],
            [1, C.amberStrong],
          ],
          { x2: 1, y2: 0 },
        ),
        top: C.amberLight,
        bb,
      }),
      g(
        { transform: sideT(x + w, y) },
        brand(44, h * 0.2, 46 * k, { word: C.ink }),
        vents(44, h * 0.44, d * 0.6, 6, 20, C.ink, 0.45, 8),
      ),
      rect(x + 18, y + 20, w - 36, 250 * k, C.s800, { rx: 10 }),
      panelLabel(x + 32, y + 52 * k, s.label, { size: 15 * k, fill: C.amber, maxW: w - 64 }),
      display(doc, x + 32, y + 72 * k, w * 0.38, 42 * k, s.num),
      display(doc, x + w - 32 - w * 0.38, y + 72 * k, w * 0.38, 42 * k, '26.0', {
        color: C.arcBlue,
      }),
      knob(doc, x + 32 + w * 0.19, y + 180 * k, 34 * k, { color: 'amber', angle: -30 }),
      knob(doc, x + w - 32 - w * 0.19, y + 180 * k, 34 * k, { color: 'amber', angle: 50 }),
    );
  }
  out.push(
    socket(x + w * 0.3, y + 380 * k, 18 * k, C.amber),
    socket(x + w * 0.55, y + 380 * k, 18 * k),
    circle(x + w * 0.78, y + 380 * k, 13 * k, C.ink),
    circle(x + w * 0.78, y + 380 * k, 6 * k, C.amber),
  );
  // robot on its pedestal, to the right and slightly behind
  const rx = x + w + d * PX + 260;
  const ry = F - 40;
  out.push(
    ...robotArm(doc, {
      x: rx,
      y: ry,
      bb,
      scale: 1.05,
      tone: premium ? 'dark' : 'light',
      tableX: rx + 330,
    }),
  );
  out.push(
    cable(
      `M${x + w * 0.78} ${y + 380 * k} C${x + w * 0.9} ${F + 90} ${rx - 160} ${F + 80} ${rx - 70} ${ry - 20}`,
      { w: 18 },
    ),
  );
  return out;
}

/* ---------------------------------------------------------------- voyager plasma */
function voyager(doc, s, bb) {
  const cnc = s.cnc;
  const k = { 45: 0.9, 65: 1, 105: 1.12, 125: 1.18 }[s.num] ?? 1;
  const w = (cnc ? 330 : 290) * k;
  const h = (cnc ? 500 : 330) * k;
  const d = (cnc ? 640 : 540) * k;
  const x = 0;
  const out = [];
  if (cnc) out.push(...cuttingTable(doc, bb, x + 520, F));
  const y = F - h - 16;
  out.push(
    boxShadow(doc, x, F, w, d),
    rect(x + 4, F - 16, 40, 16, C.ink, { rx: 3 }),
    rect(x + w - 44, F - 16, 40, 16, C.ink, { rx: 3 }),
    box({
      x,
      y,
      w,
      h,
      d,
      front: C.ink,
      side: doc.lin(
        [
          [0, C.s50],
          [1, C.s300],
        ],
        { x2: 1, y2: 0 },
      ),
      top: C.white,
      bb,
    }),
    g(
      { transform: sideT(x + w, y) },
      rect(0, 0, 22, h, C.amber),
      rect(d - 22, 0, 22, h, C.amber),
      brand(54, h * 0.18, 40 * k, { word: C.ink }),
      vents(54, h * 0.42, d * 0.5, cnc ? 9 : 5, 18, C.s500, 0.6, 8),
      rect(d - 100, h * 0.5, 44, 70, C.s500, { rx: 8 }),
      rect(d - 96, h * 0.5 + 70, 36, 70, C.arcBlue, { rx: 12, opacity: 0.45 }),
      rect(d - 96, h * 0.5 + 70, 36, 70, 'none', { rx: 12, stroke: C.s500, 'stroke-width': 3 }),
    ),
    rect(x - 6, y - 6, 34, 34, C.amber, { rx: 6 }),
    rect(x + w - 28, y - 6, 34, 34, C.amber, { rx: 6 }),
    rect(x - 6, y + h - 28, 34, 34, C.amber, { rx: 6 }),
    rect(x + w - 28, y + h - 28, 34, 34, C.amber, { rx: 6 }),
    rect(x + 20, y + 26, w - 40, 200 * k, C.s800, { rx: 10 }),
    panelLabel(x + 34, y + 56 * k, s.label, { size: 14 * k, fill: C.white, maxW: w - 68 }),
    display(doc, x + 34, y + 74 * k, w * 0.36, 40 * k, s.num),
    ticks(x + w - 74 * k, y + 116 * k, 42 * k),
    knob(doc, x + w - 74 * k, y + 116 * k, 32 * k, { color: 'amber' }),
    button(x + 36, y + 150 * k, 36 * k, 14 * k, { fill: C.s600, led: C.amber }),
    button(x + 36 + 48 * k, y + 150 * k, 36 * k, 14 * k, { fill: C.s600, led: C.s500 }),
    button(x + 36 + 96 * k, y + 150 * k, 36 * k, 14 * k, { fill: C.s600, led: C.s500 }),
  );
  const ty0 = y + h - 70 * k;
  out.push(
    circle(x + w * 0.36, ty0, 34 * k, C.amber),
    circle(x + w * 0.36, ty0, 26 * k, C.s800),
    circle(x + w * 0.36, ty0, 14 * k, C.s300),
    socket(x + w * 0.74, ty0, 16 * k),
    cnc ? vents(x + w * 0.16, y + 250 * k, w * 0.68, 6, 22 * k, C.s600, 0.9, 8) : '',
    cnc ? circle(x + w * 0.74, ty0 - 60 * k, 10 * k, C.amber) : '',
  );
  if (s.num === '105' || cnc) {
    out.push(
      handleAcross(x, y, 26, w - 26, 40 * k, 44 * k, C.amber, 18),
      handleAcross(x, y, 26, w - 26, d - 50 * k, 44 * k, C.amber, 18),
    );
  } else {
    out.push(handleAlong(x, y, w / 2, 60 * k, d - 60 * k, 42 * k, C.amber, 22));
  }
  if (cnc) {
    const [gx, gy] = cncTorchPoint;
    out.push(
      cable(
        `M${x + w * 0.36} ${ty0} C${x + w * 0.36} ${F + 80} ${x + w + 260} ${F + 40} ${gx} ${gy}`,
        { w: 18 },
      ),
    );
  } else if (!s.bare) {
    const tx = x - 110;
    const ty = F + 130;
    out.push(lead(x + w * 0.36, ty0, tx, ty, 16), place(tx, ty, -6, 0.95, plasmaTorch(doc)));
    out.push(
      lead(x + w * 0.74, ty0, x + w + 80, F + 160, 14),
      place(x + w + 80, F + 160, 10, 0.8, earthClamp(doc)),
    );
    bb.addRect(tx - 20, F + 40, 360, 200);
    bb.addRect(x + w + 60, F + 100, 240, 120);
  }
  return out;
}

let cncTorchPoint = [0, 0];

/** Outline of a CNC cutting table with gantry, standing behind-right of the generator. */
function cuttingTable(doc, bb, x0, F0) {
  const tw = 900;
  const td = 700;
  const th = 230;
  const u0 = 180;
  const [bx, by] = topPt(x0, F0, 0, u0);
  const y = by - th;
  const x = bx;
  const stroke = { stroke: C.s500, 'stroke-width': 3, 'stroke-linejoin': 'round' };
  const out = [
    floorShadow(doc, x + tw / 2 + (td * PX) / 2, by + (td * PY) / 2 + 10, tw / 2 + 200, 150, 0.18),
  ];
  const legs = [
    [0, 0],
    [tw, 0],
    [0, td],
    [tw, td],
  ].map(([sx, u]) => {
    const [lx, ly] = topPt(x, y, sx, u);
    return rect(lx - 10, ly, 20, th, C.s500);
  });
  out.push(legs[2], legs[3]);
  out.push(g({ transform: topT(x, y) }, rect(0, 0, tw, td, C.s100, stroke)));
  const slats = [];
  for (let i = 1; i < 12; i++)
    slats.push(line((tw * i) / 12, 12, (tw * i) / 12, td - 12, C.s300, 3));
  out.push(
    g(
      { transform: topT(x, y) },
      ...slats,
      rect(tw * 0.16, td * 0.2, tw * 0.5, td * 0.56, C.s200, { stroke: C.s500, 'stroke-width': 2 }),
      circle(tw * 0.3, td * 0.45, 40, C.s100, { stroke: C.s500, 'stroke-width': 2 }),
      rect(tw * 0.45, td * 0.32, 120, 80, C.s100, { stroke: C.s500, 'stroke-width': 2, rx: 10 }),
    ),
  );
  out.push(box({ x, y, w: tw, h: 36, d: 0.01, front: C.s300, side: C.s300, top: C.s300, edge: 0 }));
  out.push(rect(x, y, tw, 36, C.s200, stroke));
  out.push(legs[0], legs[1]);
  // gantry bridge across the table at mid depth
  const gu = td * 0.45;
  const [g0x, g0y] = topPt(x, y, -30, gu);
  const gw = tw + 60;
  out.push(
    rect(g0x - 10, g0y - 150, 40, 150, C.ink, { rx: 4 }),
    rect(g0x + gw - 30, g0y - 150, 40, 150, C.ink, { rx: 4 }),
    box({
      x: g0x - 10,
      y: g0y - 190,
      w: gw + 20,
      h: 50,
      d: 60,
      front: C.amber,
      side: C.amberStrong,
      top: C.amberLight,
      edge: 0.3,
    }),
  );
  const cx = g0x + gw * 0.42;
  out.push(
    box({
      x: cx,
      y: g0y - 200,
      w: 80,
      h: 110,
      d: 40,
      front: C.ink,
      side: C.s800,
      top: C.s700,
      edge: 0.2,
    }),
    rect(cx + 28, g0y - 90, 24, 90, C.s600, { rx: 4 }),
    rect(cx + 32, g0y, 16, 24, C.copper, { rx: 3 }),
  );
  cncTorchPoint = [cx + 60, g0y - 150];
  bb.addRect(x - 40, g0y - 240, tw + td * PX + 80, th + 300 - td * PY);
  return out;
}

const DRAW = {
  discovery,
  cruiser,
  micromag: (doc, s, bb) => compactMig(doc, s, bb, false),
  micropulse: (doc, s, bb) => compactMig(doc, s, bb, true),
  pioneer: (doc, s, bb) => pioneer(doc, s, bb, false),
  'pioneer-pulse': (doc, s, bb) => (s.robot ? robotPackage(doc, s, bb) : pioneer(doc, s, bb, true)),
  multipower,
  'power-pulse': (doc, s, bb) => (s.robot ? robotPackage(doc, s, bb) : powerPulse(doc, s, bb)),
  'voyager-plasma': voyager,
};

/** The bare machine drawing for a slug (for reuse in scenes) with its bounding box; floor line at y = 1000. */
export function machineArt(doc, slug, { bare = true } = {}) {
  const s = { ...specFromSlug(slug), bare };
  const bb = new BBox();
  const art = DRAW[s.line](doc, s, bb);
  return { art, bb, floor: F };
}

/** Full catalogue picture for one product slug. */
export function productSvg(doc, slug) {
  const s = specFromSlug(slug);
  const bb = new BBox();
  const art = DRAW[s.line](doc, s, bb);
  return catalogueFrame(doc, art, bb, { floor: F });
}

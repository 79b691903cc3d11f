// Close-up scenes: TIG on aluminium, abstract sparks, and the machine control panel (with hotspots).
import { C, FONT_COND } from './palette.mjs';
import { rng } from './rng.mjs';
import { brand, button, euroSocket, glow, knob, socket, sparks, ticks } from './shapes.mjs';
import { mainSwitch, panelLabel } from './machine-parts.mjs';
import { vignette } from './scene-kit.mjs';
import { circle, el, ellipse, g, line, path, poly, rect, text } from './svg.mjs';

/* TIG torch on aluminium plates: blue-white arc, filler rod, rippled bead. */
export function tigAluminium(doc) {
  const W = doc.w;
  const H = doc.h;
  const out = [
    rect(
      0,
      0,
      W,
      H,
      doc.rad(
        [
          [0, '#27303a'],
          [1, '#0b0d10'],
        ],
        { cx: 0.52, cy: 0.55, r: 0.75 },
      ),
    ),
  ];
  const near = [760, 1120];
  const far = [1200, 430];
  const seam = (t) => [near[0] + (far[0] - near[0]) * t, near[1] + (far[1] - near[1]) * t];
  const plateL = doc.lin(
    [
      [0, '#4f5964'],
      [0.55, '#7d8894'],
      [1, '#a9b3bd'],
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  const plateR = doc.lin(
    [
      [0, '#444e59'],
      [0.55, '#6f7a86'],
      [1, '#98a3ae'],
    ],
    { x1: 1, y1: 0, x2: 0.7, y2: 1 },
  );
  out.push(
    poly(
      [
        [-40, 470],
        [far[0] - 6, far[1]],
        [near[0] - 10, near[1]],
        [-40, H + 40],
      ],
      plateL,
    ),
    poly(
      [
        [W + 40, 420],
        [far[0] + 6, far[1]],
        [near[0] + 10, near[1]],
        [W + 40, H + 40],
      ],
      plateR,
    ),
    poly(
      [
        [-40, 470],
        [far[0] - 6, far[1]],
        [W + 40, 420],
        [W + 40, 404],
        [-40, 454],
      ],
      '#4c5661',
    ),
  );
  for (let i = 0; i < 14; i++) {
    const y = 520 + i * 42;
    out.push(line(0, y, W, y - 40, '#ffffff', 2, { opacity: 0.05 }));
  }
  const tA = 0.56;
  const A = seam(tA);
  out.push(
    path(`M${A[0]} ${A[1]} L${far[0]} ${far[1]}`, 'none', { stroke: '#15191e', 'stroke-width': 7 }),
  );
  out.push(
    path(`M${near[0]} ${near[1]} L${A[0]} ${A[1]}`, 'none', {
      stroke: '#3b444e',
      'stroke-width': 120,
      opacity: 0.25,
      'stroke-linecap': 'round',
    }),
  );
  // bead ripples from near to the arc
  const dir = Math.atan2(far[1] - near[1], far[0] - near[0]) * (180 / Math.PI);
  const n = 24;
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * (tA - 0.03);
    const [x, y] = seam(t);
    const k = 1 - t * 0.8;
    const wdt = 64 * k;
    const step = 44 * k;
    out.push(
      g(
        {
          transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(dir + 90).toFixed(1)})`,
        },
        ellipse(0, 0, wdt, step * 0.75, '#5d6874'),
        ellipse(0, -step * 0.16, wdt * 0.94, step * 0.58, '#aab4be'),
        ellipse(0, -step * 0.3, wdt * 0.62, step * 0.3, '#e4e9ee'),
      ),
    );
  }
  // blue reflection on the plates
  out.push(
    ellipse(
      A[0],
      A[1] + 20,
      620,
      260,
      doc.rad([
        [0, '#bfe3ff', 0.6],
        [1, '#7cc8ff', 0],
      ]),
    ),
  );
  // filler rod from the left
  out.push(
    path(`M180 560 L${A[0] - 34} ${A[1] - 6}`, 'none', {
      stroke: '#5b6570',
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    path(`M180 556 L${A[0] - 34} ${A[1] - 10}`, 'none', {
      stroke: '#dfe4e9',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    circle(A[0] - 34, A[1] - 8, 9, '#e9f6ff'),
  );
  // arc and pool
  const tip = [A[0] + 18, A[1] - 70];
  out.push(
    glow(doc, A[0], A[1] - 20, 760, C.arcBlue, 0.45),
    ellipse(A[0], A[1], 60, 24, '#f4fbff'),
    poly(
      [
        [tip[0] - 4, tip[1]],
        [tip[0] + 4, tip[1]],
        [A[0] + 34, A[1]],
        [A[0] - 30, A[1]],
      ],
      '#eaf7ff',
      { opacity: 0.95 },
    ),
    glow(doc, A[0] + 4, A[1] - 30, 210, '#d8f0ff', 0.95),
    glow(doc, A[0] + 4, A[1] - 30, 70, '#ffffff', 1),
  );
  // torch (tungsten tip at `tip`, leaning back to the upper right)
  const cup = doc.lin(
    [
      [0, '#f4e7d6'],
      [0.5, '#e2cfb6'],
      [1, '#b49c80'],
    ],
    { x2: 1, y2: 0 },
  );
  const body = doc.lin(
    [
      [0, '#3a424b'],
      [0.45, '#1f242a'],
      [1, C.ink],
    ],
    { x2: 1, y2: 0 },
  );
  out.push(
    g(
      { transform: `translate(${tip[0]} ${tip[1]}) rotate(24)` },
      rect(-5, -40, 10, 44, '#c9d0d7', { rx: 3 }),
      path('M-38 -40 L38 -40 L54 -190 L-54 -190 Z', cup),
      rect(-60, -214, 120, 30, '#c9b396', { rx: 6 }),
      rect(-70, -360, 140, 150, body, { rx: 24 }),
      rect(-50, -560, 100, 210, body, { rx: 40 }),
      rect(-40, -520, 20, 160, '#fff', { opacity: 0.08, rx: 10 }),
      rect(70, -320, 220, 80, body, { rx: 36, transform: 'rotate(-20 70 -280)' }),
      rect(90, -314, 160, 20, C.amber, { rx: 8, transform: 'rotate(-20 70 -280)' }),
    ),
  );
  out.push(vignette(doc, 0.4));
  return out;
}

/* Abstract sparks on a dark background, with room for text on the left. */
export function sparksHero(doc) {
  const rnd = rng('sparks-hero');
  const W = doc.w;
  const H = doc.h;
  const src = [1530, 860];
  const out = [
    rect(
      0,
      0,
      W,
      H,
      doc.lin(
        [
          [0, '#07080a'],
          [0.5, '#10131a'],
          [1, '#1a1f26'],
        ],
        { x2: 1, y2: 0.4 },
      ),
    ),
    glow(doc, src[0], src[1], 900, C.amber, 0.35),
  ];
  for (let i = 0; i < 34; i++) {
    const x = rnd.range(820, W);
    const y = rnd.range(80, H);
    out.push(
      circle(x, y, rnd.range(6, 46), rnd.pick([C.amber, C.amberLight, '#ffffff']), {
        opacity: rnd.range(0.04, 0.16).toFixed(2),
      }),
    );
  }
  out.push(
    sparks(rnd, {
      x: src[0],
      y: src[1],
      n: 170,
      a0: 190,
      a1: 320,
      l0: 80,
      l1: 700,
      w: 3,
      gravity: 0.35,
    }),
    sparks(rnd, {
      x: src[0],
      y: src[1],
      n: 70,
      a0: 250,
      a1: 350,
      l0: 40,
      l1: 300,
      w: 2.2,
      gravity: 0.5,
    }),
    glow(doc, src[0], src[1], 220, '#ffe3a0', 0.95),
    glow(doc, src[0], src[1], 60, '#ffffff', 1),
  );
  out.push(
    rect(
      0,
      0,
      W * 0.5,
      H,
      doc.lin(
        [
          [0, '#07080a', 0.85],
          [1, '#07080a', 0],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
  );
  return out;
}

/** Hotspot positions for the control-panel scene, in percent of width/height. */
export const CONTROL_PANEL_HOTSPOTS = [];

/* Close-up of a machine control panel: colour display, main knob, process buttons, sockets, power switch. */
export function controlPanel(doc) {
  const W = doc.w;
  const H = doc.h;
  const spots = [];
  const spot = (id, label, x, y) =>
    spots.push({
      id,
      label,
      x: Math.round((x / W) * 1000) / 10,
      y: Math.round((y / H) * 1000) / 10,
    });
  const out = [
    rect(
      0,
      0,
      W,
      H,
      doc.lin([
        [0, '#d5d9de'],
        [1, '#b5bcc5'],
      ]),
    ),
    rect(60, 50, W - 120, H - 100, C.s700, { rx: 34 }),
    rect(
      80,
      70,
      W - 160,
      H - 140,
      doc.lin([
        [0, '#1d2228'],
        [1, '#0e1014'],
      ]),
      { rx: 26 },
    ),
  ];
  for (const [x, y] of [
    [100, 90],
    [W - 100, 90],
    [100, H - 90],
    [W - 100, H - 90],
  ])
    out.push(circle(x, y, 9, C.s500), line(x - 5, y, x + 5, y, C.s700, 2));
  out.push(rect(80, 70, W - 160, 10, C.amber, { rx: 4 }));
  // header: brand and model label
  out.push(
    brand(150, 118, 44, { word: C.white, square: C.amber, chevron: C.ink }),
    panelLabel(W - 150, 152, 'POWER PULSE 505 W', { size: 26, fill: C.s300, anchor: 'end' }),
  );
  // colour display
  const dx = 160;
  const dy = 220;
  const dw = 820;
  const dh = 430;
  const screen = doc.lin([
    [0, '#1d2a3a'],
    [1, '#0d131c'],
  ]);
  const wave = [];
  for (let i = 0; i <= 80; i++) {
    const t = i / 80;
    const pulse = Math.sin(t * Math.PI * 10) > 0.5 ? 1 : 0.22;
    wave.push(`${(dx + 50 + t * (dw - 100)).toFixed(1)},${(dy + dh - 36 - pulse * 80).toFixed(1)}`);
  }
  out.push(
    rect(dx - 14, dy - 14, dw + 28, dh + 28, '#05070a', { rx: 16 }),
    rect(dx, dy, dw, dh, screen, { rx: 8 }),
    rect(dx, dy, dw, 52, C.amber, { rx: 8 }),
    rect(dx, dy + 30, dw, 22, C.amber),
    ...[0, 1, 2].map((i) =>
      rect(dx + 24 + i * 70, dy + 14, 50, 24, C.ink, { rx: 5, opacity: i === 0 ? 0.9 : 0.35 }),
    ),
    text(dx + 50, dy + 190, '285', {
      size: 120,
      weight: 'bold',
      fill: '#ffffff',
      family: FONT_COND,
    }),
    text(dx + 400, dy + 190, '28.5', {
      size: 90,
      weight: 'bold',
      fill: C.arcBlue,
      family: FONT_COND,
    }),
    ...[0.7, 0.45, 0.85].map((v, i) =>
      g(
        {},
        rect(dx + 50, dy + 220 + i * 28, 320, 12, '#ffffff', { opacity: 0.1, rx: 6 }),
        rect(dx + 50, dy + 220 + i * 28, 320 * v, 12, i === 1 ? C.amber : C.arcBlue, { rx: 6 }),
      ),
    ),
    el('polyline', {
      points: wave.join(' '),
      fill: 'none',
      stroke: C.arcBlue,
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }),
  );
  spot('display', 'Colour display', dx + dw / 2, dy + dh / 2);
  // process selector buttons with icons
  const by = 720;
  const bw = 170;
  const icons = [
    (x, y) =>
      g(
        {},
        circle(x, y, 22, 'none', { stroke: C.white, 'stroke-width': 5 }),
        circle(x, y, 6, C.white),
      ),
    (x, y) =>
      g(
        {},
        rect(x - 28, y - 6, 40, 12, C.white, { rx: 4 }),
        path(`M${x + 12} ${y - 12} L${x + 30} ${y + 18}`, 'none', {
          stroke: C.white,
          'stroke-width': 7,
          'stroke-linecap': 'round',
        }),
      ),
    (x, y) =>
      g(
        {},
        path(`M${x - 26} ${y - 16} L${x + 10} ${y + 2}`, 'none', {
          stroke: C.white,
          'stroke-width': 10,
          'stroke-linecap': 'round',
        }),
        path(`M${x + 10} ${y + 2} L${x + 28} ${y + 22}`, 'none', {
          stroke: C.s300,
          'stroke-width': 5,
          'stroke-linecap': 'round',
        }),
      ),
    (x, y) =>
      g(
        {},
        path(
          `M${x - 30} ${y + 10} L${x - 12} ${y + 10} L${x - 4} ${y - 18} L${x + 6} ${y + 18} L${x + 14} ${y + 10} L${x + 30} ${y + 10}`,
          'none',
          { stroke: C.white, 'stroke-width': 5, 'stroke-linejoin': 'round' },
        ),
      ),
  ];
  for (let i = 0; i < 4; i++) {
    const x = dx + i * (bw + 46);
    out.push(
      button(x, by, bw, 86, { fill: i === 0 ? C.s600 : C.s700, led: i === 0 ? C.amber : C.s500 }),
      icons[i](x + bw / 2, by + 43),
    );
  }
  spot('process-selector', 'Process selector', dx + bw / 2, by + 43);
  // main knob with ticks and side buttons
  const kx = 1380;
  const ky = 430;
  out.push(
    circle(kx, ky, 230, '#161a1f'),
    ticks(kx, ky, 200, 21, C.s500),
    knob(doc, kx, ky, 160, { color: 'amber', angle: 35 }),
    button(1090, 640, 110, 50, { fill: C.s700, led: C.s500 }),
    button(1560, 640, 110, 50, { fill: C.s700, led: C.amber }),
  );
  spot('main-knob', 'Main adjustment knob', kx, ky);
  // lower band: torch connector, output sockets, power switch
  out.push(rect(120, 860, W - 240, 140, C.s800, { rx: 18 }));
  const ey = 930;
  out.push(
    euroSocket(360, ey, 46),
    socket(720, ey, 40, C.amber),
    socket(960, ey, 40),
    circle(1180, ey, 22, C.s300),
    circle(1180, ey, 9, C.s600),
  );
  spot('torch-connector', 'Torch connector', 360, ey);
  spot('output-sockets', 'Output sockets', 840, ey);
  out.push(mainSwitch(1600, ey, 46));
  spot('power-switch', 'Power switch', 1600, ey);
  CONTROL_PANEL_HOTSPOTS.splice(0, CONTROL_PANEL_HOTSPOTS.length, ...spots);
  return out;
}

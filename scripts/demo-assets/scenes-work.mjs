// Industrial scenes: workshop, shipyard, pipeline, robot cell, plasma table, factory line.
import { C, HAIR, SKIN } from './palette.mjs';
import { rng } from './rng.mjs';
import { box, glow, sparks } from './shapes.mjs';
import { person } from './people.mjs';
import { capsule, robotArm, robotTip } from './robot.mjs';
import {
  crate,
  factoryWindow,
  hazard,
  lightCone,
  placeMachine,
  sky,
  vignette,
} from './scene-kit.mjs';
import { circle, ellipse, g, line, path, poly, rect } from './svg.mjs';

/* A welder at a bench in a workshop, arc light and sparks. */
export function workshop(doc) {
  const rnd = rng('workshop');
  const W = doc.w;
  const floorY = 800;
  const out = [
    rect(
      0,
      0,
      W,
      floorY,
      doc.lin([
        [0, '#303741'],
        [1, '#1c2026'],
      ]),
    ),
    rect(
      0,
      floorY,
      W,
      doc.h - floorY,
      doc.lin([
        [0, '#262b32'],
        [1, '#111418'],
      ]),
    ),
  ];
  [150, 740, 1330].forEach((x) =>
    out.push(factoryWindow(doc, x, 70, 440, 330, { cols: 5, rows: 4, frame: '#171b20' })),
  );
  for (const x of [150, 740, 1330])
    out.push(
      poly(
        [
          [x, 400],
          [x + 440, 400],
          [x + 760, floorY + 120],
          [x + 260, floorY + 120],
        ],
        '#dfe8f0',
        { opacity: 0.045 },
      ),
    );
  out.push(
    rect(0, 600, W, 8, C.amber, { opacity: 0.8 }),
    rect(0, 608, W, floorY - 608, '#1a1e23', { opacity: 0.6 }),
  );
  // pallet rack on the left
  const rack = [];
  for (const x of [40, 400]) rack.push(rect(x, 300, 18, floorY - 300, C.amber));
  for (const y of [300, 470, 640]) rack.push(rect(40, y, 378, 14, C.amberStrong));
  [
    [60, 240, 110, 60],
    [190, 250, 90, 50],
    [300, 230, 90, 70],
    [70, 400, 140, 70],
    [230, 410, 150, 60],
    [60, 580, 120, 60],
    [200, 560, 180, 80],
  ].forEach(([x, y, w, h], i) =>
    rack.push(
      i % 3 === 1
        ? crate(x, y + (i > 1 ? 0 : 0), w, h, C.s500, C.s600)
        : crate(x, y, w, h, i % 2 ? C.s300 : C.s600, i % 2 ? C.s500 : C.s700),
    ),
  );
  out.push(g({ opacity: 0.92 }, ...rack));
  // pegboard with tools on the right
  out.push(
    rect(1440, 430, 380, 160, '#2a3038'),
    rect(1440, 430, 380, 160, 'none', { stroke: C.s800, 'stroke-width': 6 }),
  );
  for (let i = 0; i < 6; i++) {
    const x = 1480 + i * 58;
    out.push(
      i % 2
        ? rect(x, 455, 14, 100, C.s500, { rx: 6 })
        : path(`M${x - 10} 455 h34 v26 h-10 v80 h-14 v-80 h-10 Z`, C.s600),
    );
  }
  // gas bottles at the back right
  for (const [x, c] of [
    [1700, C.s600],
    [1760, C.s500],
  ]) {
    out.push(
      rect(x - 26, 560, 52, floorY - 560, c, { rx: 20 }),
      rect(x - 10, 540, 20, 24, C.ink, { rx: 4 }),
    );
  }
  // the machine on the left
  const m = placeMachine(doc, 'pioneer-pulse-403', 470, 880, 430);
  out.push(m.svg);
  // bench and welder
  const benchTop = 600;
  const wx = 1060;
  const arc = [wx + 46, benchTop - 24];
  const floorGlow = doc.rad([
    [0, C.amber, 0.22],
    [1, C.amber, 0],
  ]);
  out.push(
    glow(doc, arc[0], arc[1], 900, C.amber, 0.3),
    ellipse(arc[0], 930, 620, 110, floorGlow),
    person(wx, 850, 560, {
      top: '#242a31',
      trousers: C.ink2,
      accent: C.amber,
      head: 'helmet',
      poseR: 'work',
      poseL: 'work',
      gloves: '#9b7b55',
    }),
    path(`M${wx + 8} 565 C${wx + 80} 520 ${wx + 190} 540 ${wx + 260} 600`, 'none', {
      stroke: C.ink,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    capsule(wx + 2, 566, 11, arc[0] - 4, arc[1] - 6, 8, C.ink),
    box({
      x: 700,
      y: benchTop,
      w: 720,
      h: 32,
      d: 90,
      front: '#4d5660',
      side: C.s700,
      top: '#6c7783',
      edge: 0.3,
    }),
    rect(730, benchTop + 32, 28, 290, C.ink),
    rect(1362, benchTop + 32, 28, 290, C.ink),
    rect(730, benchTop + 230, 660, 16, C.s800),
    rect(
      900,
      benchTop - 24,
      360,
      24,
      doc.lin([
        [0, '#a8b1bb'],
        [1, '#6c7783'],
      ]),
    ),
    rect(
      arc[0] + 8,
      benchTop - 100,
      18,
      76,
      doc.lin([
        [0, '#c8cfd6'],
        [1, '#7d8893'],
      ]),
    ),
    path(`M${420 + m.width * 0.2} 800 C700 960 1250 900 ${wx + 260} 600`, 'none', {
      stroke: C.ink,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    glow(doc, arc[0], arc[1], 240, '#ffe9b0', 0.9),
    glow(doc, arc[0], arc[1], 50, '#ffffff', 1),
    sparks(rnd, {
      x: arc[0],
      y: arc[1],
      n: 80,
      a0: 190,
      a1: 350,
      l0: 30,
      l1: 190,
      w: 2.6,
      gravity: 1.1,
    }),
    sparks(rnd, {
      x: arc[0],
      y: arc[1],
      n: 30,
      a0: 20,
      a1: 160,
      l0: 20,
      l1: 90,
      w: 2.2,
      gravity: 0.6,
    }),
  );
  out.push(vignette(doc, 0.55));
  return out;
}

/* A ship hull in a dry dock under a gantry crane, welders on scaffolding. */
export function shipyard(doc) {
  const rnd = rng('shipyard');
  const W = doc.w;
  const out = [
    sky(doc, [
      [0, '#27313d'],
      [0.45, '#6f7f90'],
      [0.66, '#e7b670'],
      [0.72, '#f4cf8e'],
    ]),
  ];
  out.push(glow(doc, 1500, 690, 520, '#ffcf7a', 0.55));
  // distant port silhouettes
  const far = [];
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 230 + rnd.range(-30, 30);
    const h = rnd.range(60, 170);
    far.push(rect(x, 760 - h, rnd.range(60, 140), h, '#4b5866', { opacity: 0.55 }));
  }
  for (const x of [330, 980, 1660])
    far.push(
      rect(x, 520, 10, 240, '#4b5866', { opacity: 0.6 }),
      rect(x - 120, 520, 260, 10, '#4b5866', { opacity: 0.6 }),
      line(x + 130, 530, x + 130, 640, '#4b5866', 2, { opacity: 0.6 }),
    );
  out.push(...far);
  // dock edges and pit
  out.push(
    rect(0, 760, W, 320, '#3b434c'),
    poly(
      [
        [0, 760],
        [W, 760],
        [W, 800],
        [0, 800],
      ],
      '#59636e',
    ),
    poly(
      [
        [0, 800],
        [220, 800],
        [300, 1080],
        [0, 1080],
      ],
      '#2c3239',
    ),
    poly(
      [
        [W, 800],
        [W - 160, 800],
        [W - 240, 1080],
        [W, 1080],
      ],
      '#2c3239',
    ),
    poly(
      [
        [220, 800],
        [W - 160, 800],
        [W - 240, 1080],
        [300, 1080],
      ],
      doc.lin([
        [0, '#242a31'],
        [1, '#171b20'],
      ]),
    ),
  );
  for (let i = 0; i < 4; i++)
    out.push(
      line(0, 850 + i * 60, 230 + i * 20, 850 + i * 60, '#3f4852', 6),
      line(W, 850 + i * 60, W - 175 - i * 20, 850 + i * 60, '#3f4852', 6),
    );
  // hull
  const hullTop = doc.lin([
    [0, '#3b434c'],
    [1, '#262b31'],
  ]);
  const hullLow = doc.lin([
    [0, '#8c4436'],
    [1, '#5e2c25'],
  ]);
  const hull =
    'M-20 360 L1540 330 C1600 330 1640 380 1690 600 C1720 700 1710 790 1640 830 L1560 900 L-20 900 Z';
  const hullClip = doc.clip(path(hull, '#000'));
  out.push(
    rect(120, 230, 360, 130, C.s100),
    rect(160, 170, 250, 70, C.s200),
    ...[0, 1, 2, 3, 4].map((i) => rect(140 + i * 66, 262, 40, 24, '#2c3239')),
    ...[0, 1, 2].map((i) => rect(180 + i * 76, 190, 44, 22, '#2c3239')),
    rect(470, 300, 18, 60, C.s300),
    g(
      { 'clip-path': hullClip },
      rect(-20, 300, 1800, 620, hullTop),
      rect(-20, 620, 1800, 320, hullLow),
      rect(-20, 612, 1800, 14, C.s100),
      ...Array.from({ length: 14 }, (_, i) =>
        line(i * 125, 330, i * 125, 900, '#000', 2, { opacity: 0.14 }),
      ),
      ...[450, 520, 720, 800].map((y) => line(-20, y, 1800, y, '#000', 2, { opacity: 0.12 })),
      ellipse(1500, 480, 260, 120, '#ffd08a', { opacity: 0.08 }),
    ),
    path('M1520 800 C1620 770 1700 820 1670 875 C1640 915 1570 910 1500 895 Z', '#6e3329'),
  );
  // gantry crane
  const cr = C.amber;
  out.push(
    poly(
      [
        [150, 800],
        [200, 800],
        [250, 130],
        [230, 130],
      ],
      cr,
    ),
    poly(
      [
        [110, 800],
        [150, 800],
        [230, 130],
        [215, 130],
      ],
      C.amberStrong,
    ),
    poly(
      [
        [W - 150, 800],
        [W - 200, 800],
        [W - 250, 130],
        [W - 230, 130],
      ],
      cr,
    ),
    poly(
      [
        [W - 110, 800],
        [W - 150, 800],
        [W - 230, 130],
        [W - 215, 130],
      ],
      C.amberStrong,
    ),
    rect(140, 80, W - 280, 70, cr),
    rect(140, 150, W - 280, 16, C.amberStrong),
    rect(1180, 60, 190, 110, C.ink, { rx: 6 }),
    rect(1200, 78, 60, 40, '#9fb4c6'),
    line(1250, 170, 1250, 290, C.ink, 4),
    line(1300, 170, 1300, 290, C.ink, 4),
    rect(1230, 290, 90, 26, C.ink, { rx: 4 }),
  );
  for (let i = 0; i < 22; i++)
    out.push(line(170 + i * 72, 86, 206 + i * 72, 144, C.amberStrong, 4));
  for (let i = 0; i < 9; i++)
    out.push(rect(90 + i * 175, 900, 80, 40, '#111418'), rect(90 + i * 175, 900, 80, 8, '#56606b'));
  // scaffolding by the bow
  const sc = [];
  for (const x of [1240, 1360, 1480]) sc.push(rect(x, 380, 8, 560, C.s500));
  for (const y of [430, 560, 690, 820])
    sc.push(rect(1230, y, 270, 10, C.s300), rect(1230, y + 10, 270, 6, C.s600));
  for (let i = 0; i < 3; i++) sc.push(line(1244 + i * 120, 440, 1364 + i * 120, 556, C.s600, 3));
  out.push(...sc);
  const welders = [
    [1300, 560, 1238],
    [1420, 690, 1358],
    [1290, 820, 1236],
  ];
  for (const [x, y, hx] of welders) {
    out.push(
      person(x, y, 116, {
        top: C.s700,
        accent: C.amber,
        head: 'helmet',
        poseR: 'point',
        trousers: C.ink,
      }),
    );
    out.push(
      glow(doc, hx, y - 72, 90, C.amber, 0.9),
      glow(doc, hx, y - 72, 18, '#fff', 1),
      sparks(rnd, {
        x: hx,
        y: y - 72,
        n: 26,
        a0: 120,
        a1: 260,
        l0: 10,
        l1: 60,
        w: 2,
        gravity: 1.2,
      }),
    );
  }
  // floodlights and dock workers
  for (const x of [600, 1000])
    out.push(
      rect(x, 560, 8, 340, C.ink),
      rect(x - 24, 548, 56, 22, C.ink, { rx: 4 }),
      lightCone(doc, x + 4, 570, 300, 900, '#fff2cf', 0.14),
    );
  out.push(
    person(760, 1010, 150, {
      top: C.s700,
      vest: C.amber,
      head: 'hardhat',
      poseR: 'point',
      skin: SKIN[2],
    }),
  );
  out.push(
    person(860, 1020, 152, {
      top: C.ink2,
      accent: C.s300,
      head: 'hardhat',
      hatColor: C.white,
      skin: SKIN[0],
      item: 'clipboard',
      poseR: 'hold',
      poseL: 'hold',
    }),
  );
  out.push(vignette(doc, 0.4));
  return out;
}

/* A pipeline spread: pipe string in perspective, side-boom, welder at a girth weld. */
export function pipeline(doc) {
  const rnd = rng('pipeline');
  const W = doc.w;
  const H = doc.h;
  const horizon = 640;
  const vp = [620, horizon];
  const a = [2300, 1080];
  const out = [
    sky(doc, [
      [0, '#9fb0c0'],
      [0.55, '#dfe5ea'],
      [0.6, '#eef1f3'],
    ]),
  ];
  out.push(glow(doc, 1400, 420, 500, '#fff4d8', 0.6));
  out.push(
    path(
      `M0 ${horizon} L0 520 Q260 430 520 520 T1040 500 Q1350 420 1600 500 T${W} 480 L${W} ${horizon} Z`,
      '#aab5bf',
    ),
    path(
      `M0 ${horizon} L0 580 Q300 520 640 575 T1300 560 Q1600 520 ${W} 570 L${W} ${horizon} Z`,
      '#8e9aa5',
    ),
    rect(
      0,
      horizon,
      W,
      H - horizon,
      doc.lin([
        [0, '#b9ae98'],
        [1, '#9a8e78'],
      ]),
    ),
  );
  // right-of-way strip
  out.push(
    poly(
      [
        [vp[0] - 10, horizon],
        [vp[0] + 30, horizon],
        [W, 820],
        [W, H],
        [0, H],
        [0, 900],
      ],
      '#a89b83',
    ),
  );
  for (let i = 0; i < 14; i++) {
    const t = i / 14;
    out.push(
      line(
        vp[0] - 200 + t * -900,
        horizon + 10 + t * 420,
        vp[0] - 100 + t * -1200 + 400,
        horizon + 14 + t * 440,
        '#8c8069',
        3,
        { opacity: 0.35 },
      ),
    );
  }
  // side-boom tractor in mid distance
  out.push(
    ellipse(960, 770, 200, 18, C.ink, { opacity: 0.15 }),
    rect(840, 716, 260, 56, C.ink, { rx: 28 }),
    ...[0, 1, 2, 3, 4].map((i) => circle(872 + i * 50, 744, 16, C.s600)),
    rect(860, 636, 220, 84, C.amber, { rx: 6 }),
    rect(970, 572, 96, 70, C.amberStrong, { rx: 6 }),
    rect(984, 582, 70, 40, '#6f8599'),
    line(880, 676, 700, 420, C.amber, 16),
    line(700, 420, 680, 620, C.ink, 3),
    rect(
      560,
      620,
      240,
      50,
      doc.lin([
        [0, '#b9c1c9'],
        [1, '#5c6670'],
      ]),
      { rx: 25 },
    ),
  );
  // pipe string on skids, drawn in shaded bands
  const at = (t) => [a[0] + (vp[0] - a[0]) * t, a[1] + (vp[1] - a[1]) * t];
  const D0 = 420;
  const lift0 = 60;
  const section = (t, f) => {
    const [x, y] = at(t);
    const sc = 1 - t;
    return [x, y - lift0 * sc - D0 * sc * (1 - f)];
  };
  for (let k = 0; k < 18; k++) {
    const t = 1 - 1 / (1 + k * 0.3);
    const [x, y] = at(t);
    const sc = 1 - t;
    out.push(
      rect(x - 60 * sc, y - lift0 * sc, 120 * sc, lift0 * sc, '#6e5a45'),
      rect(x - 60 * sc, y - lift0 * sc, 120 * sc, 10 * sc, '#8a7258'),
    );
  }
  const bands = [
    [0, 0.2, '#d0d6dc'],
    [0.2, 0.5, '#a3adb7'],
    [0.5, 0.84, '#7c8792'],
    [0.84, 1, '#56606b'],
  ];
  const pipeBands = (t0, t1) =>
    bands.map(([f0, f1, col]) => {
      const ts = Array.from({ length: 13 }, (_, i) => t0 + ((t1 - t0) * i) / 12);
      return poly(
        [...ts.map((t) => section(t, f1)), ...ts.reverse().map((t) => section(t, f0))],
        col,
      );
    });
  const weldRing = (t, colour = '#3a424b', w = 6) => {
    const [x0, y0] = section(t, 0);
    const [x1, y1] = section(t, 1);
    const sc = 1 - t;
    return path(`M${x1} ${y1} Q${x1 - 70 * sc} ${(y0 + y1) / 2} ${x0} ${y0}`, 'none', {
      stroke: colour,
      'stroke-width': Math.max(1.5, w * sc),
      opacity: 0.8,
    });
  };
  out.push(...pipeBands(0, 0.999));
  for (let k = 1; k < 18; k++) out.push(weldRing(1 - 1 / (1 + k * 0.3)));
  // welder behind the pipe at a girth weld
  const tw = 0.36;
  const [tx0, ty0] = section(tw, 0);
  out.push(
    person(tx0 + 30, ty0 + 236, 470, {
      top: '#2b3037',
      accent: C.amber,
      head: 'helmet',
      poseR: 'work',
      poseL: 'work',
      gloves: '#9b7b55',
    }),
  );
  out.push(...pipeBands(tw - 0.1, tw + 0.1), weldRing(tw, '#2c3239', 10));
  const arcPt = [tx0 + 10, ty0 + 8];
  out.push(
    glow(doc, arcPt[0], arcPt[1], 360, C.amber, 0.75),
    glow(doc, arcPt[0], arcPt[1], 54, '#fff', 1),
    sparks(rnd, {
      x: arcPt[0],
      y: arcPt[1],
      n: 80,
      a0: 170,
      a1: 370,
      l0: 20,
      l1: 180,
      w: 2.6,
      gravity: 1.2,
    }),
  );
  // helper with a hard hat and the machine in the foreground
  out.push(
    person(1130, 930, 360, {
      top: C.s600,
      vest: C.amber,
      head: 'hardhat',
      skin: SKIN[3],
      hair: HAIR[2],
      item: 'clipboard',
      poseR: 'hold',
      poseL: 'hold',
    }),
  );
  out.push(placeMachine(doc, 'pioneer-403', 140, 1020, 430).svg);
  out.push(vignette(doc, 0.3));
  return out;
}

/* A fenced robot welding cell with a positioner, power source and warning beacon. */
export function robotCell(doc) {
  const rnd = rng('robot-cell');
  const W = doc.w;
  const floorY = 780;
  const out = [
    rect(
      0,
      0,
      W,
      floorY,
      doc.lin([
        [0, '#1a1e24'],
        [1, '#2a3038'],
      ]),
    ),
    rect(
      0,
      floorY,
      W,
      doc.h - floorY,
      doc.lin([
        [0, '#2b3139'],
        [1, '#15181c'],
      ]),
    ),
  ];
  for (let x = 0; x < W; x += 240) out.push(rect(x, 0, 4, floorY, '#000', { opacity: 0.25 }));
  out.push(rect(0, 40, W, 26, '#0b0d10'));
  for (let x = 120; x < W; x += 360)
    out.push(
      rect(x, 66, 200, 12, '#e9f2ff', { opacity: 0.9 }),
      lightCone(doc, x + 100, 78, 520, floorY, '#dfeaff', 0.07, 200),
    );
  // fence panels
  const fenceTop = 250;
  for (let x = 40; x < W; x += 300) {
    const panel = [rect(x, fenceTop, 280, floorY - fenceTop - 20, '#0e1014', { opacity: 0.35 })];
    for (let i = 1; i < 14; i++)
      panel.push(
        line(x + i * 20, fenceTop, x + i * 20, floorY - 20, C.s500, 1.5, { opacity: 0.55 }),
      );
    for (let j = 1; j < 26; j++)
      panel.push(
        line(x, fenceTop + j * 20, x + 280, fenceTop + j * 20, C.s500, 1.5, { opacity: 0.55 }),
      );
    panel.push(
      rect(x, fenceTop, 280, floorY - fenceTop - 20, 'none', { stroke: C.s600, 'stroke-width': 8 }),
    );
    out.push(g({}, ...panel), rect(x - 10, fenceTop - 10, 20, floorY - fenceTop, C.amber));
  }
  // floor markings
  out.push(hazard(doc, 0, floorY + 20, W, 34, 46), rect(0, floorY + 54, W, 6, C.ink));
  // positioner with the workpiece
  const px = 1240;
  const py = 640;
  out.push(
    ellipse(px, floorY + 90, 360, 40, C.ink, { opacity: 0.35 }),
    box({
      x: px - 330,
      y: floorY - 30,
      w: 660,
      h: 110,
      d: 160,
      front: '#232830',
      side: '#181b20',
      top: C.s600,
    }),
    rect(px - 300, py - 170, 70, floorY - py + 140, C.s600),
    rect(px + 230, py - 170, 70, floorY - py + 140, C.s600),
    ellipse(px - 230, py, 24, 110, C.amber),
    ellipse(px + 230, py, 24, 110, C.amber),
    rect(px - 230, py - 20, 460, 40, C.s500),
    rect(
      px - 160,
      py - 110,
      320,
      90,
      doc.lin([
        [0, '#c4ccd4'],
        [1, '#7c8792'],
      ]),
    ),
    rect(
      px - 40,
      py - 230,
      80,
      120,
      doc.lin([
        [0, '#d0d6dc'],
        [1, '#8b96a1'],
      ]),
    ),
    rect(px - 160, py - 120, 320, 12, '#e3e7eb'),
  );
  // robot
  const rx = 700;
  const ry = floorY + 70;
  const sc = 1.02;
  out.push(
    ...robotArm(doc, {
      x: rx,
      y: ry,
      scale: sc,
      tone: 'light',
      table: false,
      spark: false,
      pose: -0.35,
    }),
  );
  const tip = robotTip({ x: rx, y: ry, scale: sc, pose: -0.35 });
  out.push(
    glow(doc, tip[0], tip[1] + 10, 520, '#9fd4ff', 0.35),
    glow(doc, tip[0], tip[1] + 10, 130, '#e8f6ff', 0.95),
    glow(doc, tip[0], tip[1] + 10, 30, '#ffffff', 1),
    sparks(rnd, {
      x: tip[0],
      y: tip[1] + 10,
      n: 90,
      a0: 150,
      a1: 390,
      l0: 20,
      l1: 200,
      w: 2.6,
      gravity: 1.1,
    }),
  );
  // power source and beacon
  out.push(placeMachine(doc, 'power-pulse-405', 40, floorY + 150, 470).svg);
  out.push(
    rect(1760, 300, 14, floorY - 280, C.s600),
    rect(1744, 250, 46, 56, C.amber, { rx: 10 }),
    glow(doc, 1767, 270, 150, C.amber, 0.5),
  );
  out.push(vignette(doc, 0.5));
  return out;
}

/* A CNC plasma cutting table in a dark hall, torch cutting with a shower of sparks. */
export function plasmaTable(doc) {
  const rnd = rng('plasma-table');
  const W = doc.w;
  const out = [
    rect(
      0,
      0,
      W,
      doc.h,
      doc.lin([
        [0, '#161a1f'],
        [0.6, '#232830'],
        [1, '#0e1014'],
      ]),
    ),
  ];
  [220, 860, 1500].forEach((x) =>
    out.push(
      factoryWindow(doc, x, 60, 300, 200, {
        cols: 4,
        rows: 3,
        frame: '#0e1014',
        glass: doc.lin([
          [0, '#3d4955'],
          [1, '#2a333c'],
        ]),
      }),
    ),
  );
  for (const x of [370, 1010, 1650])
    out.push(lightCone(doc, x, 260, 700, 1000, '#cfdbe8', 0.06, 260));
  // table, seen from a little higher than the product views
  const qx = 0.34;
  const qy = -0.52;
  const x = 150;
  const y = 700;
  const w = 1400;
  const h = 170;
  const d = 560;
  const top = `matrix(1 0 ${qx} ${qy} ${x} ${y})`;
  out.push(
    ellipse(x + w / 2 + 120, y + h + 40, 1000, 70, '#000', { opacity: 0.4 }),
    poly(
      [
        [x + w, y],
        [x + w + d * qx, y + d * qy],
        [x + w + d * qx, y + h + d * qy],
        [x + w, y + h],
      ],
      '#1b1f24',
    ),
    g({ transform: top }, rect(0, 0, w, d, '#3a424b')),
    rect(
      x,
      y,
      w,
      h,
      doc.lin([
        [0, '#2c3239'],
        [1, '#15181c'],
      ]),
    ),
    rect(x, y + 18, w, 14, C.amber),
  );
  for (let i = 0; i < 9; i++)
    out.push(rect(x + 40 + i * 170, y + 60, 120, 90, '#000', { opacity: 0.25, rx: 6 }));
  // plate and cut parts on the top face
  const parts = [
    rect(
      60,
      60,
      w - 120,
      d - 120,
      doc.lin(
        [
          [0, '#8b96a1'],
          [1, '#5b6570'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
    rect(60, 60, w - 120, 40, '#fff', { opacity: 0.08 }),
    circle(260, 220, 110, '#1c2026'),
    circle(260, 220, 50, '#8b96a1'),
    rect(470, 130, 260, 180, '#1c2026', { rx: 30 }),
    rect(800, 120, 140, 300, '#1c2026', { rx: 12 }),
    circle(1120, 310, 120, '#1c2026'),
    circle(1120, 310, 70, '#8b96a1'),
    path('M520 380 L760 380 L760 440 L600 440 L600 480 L520 480 Z', '#1c2026'),
  ];
  out.push(g({ transform: top }, ...parts));
  // cut line glowing behind the torch
  const cut = [1000, 170];
  out.push(
    g(
      { transform: top },
      path(`M${cut[0] - 260} ${cut[1]} L${cut[0]} ${cut[1]}`, 'none', {
        stroke: C.amber,
        'stroke-width': 6,
        opacity: 0.9,
      }),
      path(`M${cut[0] - 420} ${cut[1]} L${cut[0] - 260} ${cut[1]}`, 'none', {
        stroke: '#1c2026',
        'stroke-width': 6,
      }),
    ),
  );
  const cx = x + cut[0] + cut[1] * qx;
  const cy = y + cut[1] * qy;
  // gantry
  const gu = cut[1];
  const g0 = [x - 40 + gu * qx, y + gu * qy];
  out.push(
    rect(g0[0] - 10, g0[1] - 300, 60, 300 + 40, C.s700),
    rect(g0[0] + w + 30, g0[1] - 300, 60, 300 + 40, C.s700),
    box({
      x: g0[0] - 20,
      y: g0[1] - 360,
      w: w + 140,
      h: 80,
      d: 70,
      front: C.amber,
      side: C.amberStrong,
      top: C.amberLight,
    }),
    rect(g0[0] - 20, g0[1] - 300, w + 140, 10, C.amberDeep),
    box({
      x: cx - 70,
      y: g0[1] - 390,
      w: 130,
      h: 170,
      d: 60,
      front: C.ink,
      side: '#1b1f24',
      top: C.s700,
    }),
    rect(cx - 20, g0[1] - 220, 40, 130, C.s600, { rx: 6 }),
    rect(cx - 14, cy - 60, 28, 50, '#c8793a', { rx: 5 }),
    rect(cx - 8, cy - 12, 16, 10, C.s300, { rx: 2 }),
  );
  out.push(
    glow(doc, cx, cy, 600, C.amber, 0.4),
    glow(doc, cx, cy, 120, '#fff1c9', 1),
    glow(doc, cx, cy, 26, '#ffffff', 1),
    sparks(rnd, { x: cx, y: cy, n: 160, a0: 150, a1: 390, l0: 40, l1: 320, w: 2.8, gravity: 1.0 }),
    sparks(rnd, {
      x: cx,
      y: cy + 4,
      n: 60,
      a0: 60,
      a1: 120,
      l0: 60,
      l1: 340,
      w: 2.4,
      gravity: 0.2,
    }),
  );
  out.push(vignette(doc, 0.45));
  return out;
}

/* A long production hall in one-point perspective with robot cells along the line. */
export function factoryLine(doc) {
  const rnd = rng('factory-line');
  const W = doc.w;
  const H = doc.h;
  const vp = [1000, 470];
  const P = (x, y, s) => [vp[0] + (x - vp[0]) * s, vp[1] + (y - vp[1]) * s];
  const out = [rect(0, 0, W, H, C.s100)];
  // ceiling, walls, floor
  out.push(
    poly(
      [[0, 0], [W, 0], P(W, 0, 0.18), P(0, 0, 0.18)],
      doc.lin([
        [0, '#9aa4ae'],
        [1, '#c9d0d7'],
      ]),
    ),
    poly(
      [[0, 0], P(0, 0, 0.18), P(0, H, 0.18), [0, H]],
      doc.lin(
        [
          [0, '#aab3bc'],
          [1, '#d5d9de'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
    poly(
      [[W, 0], P(W, 0, 0.18), P(W, H, 0.18), [W, H]],
      doc.lin(
        [
          [0, '#d5d9de'],
          [1, '#aab3bc'],
        ],
        { x2: 1, y2: 0 },
      ),
    ),
    poly(
      [[0, H], P(0, H, 0.18), P(W, H, 0.18), [W, H]],
      doc.lin([
        [0, '#cfd4d9'],
        [1, '#9ea7b0'],
      ]),
    ),
    poly([P(0, 0, 0.18), P(W, 0, 0.18), P(W, H, 0.18), P(0, H, 0.18)], '#e6e9ec'),
  );
  // skylights and trusses receding
  for (let k = 0; k < 9; k++) {
    const s0 = 1 / (1 + k * 0.55);
    const s1 = 1 / (1 + (k + 0.5) * 0.55);
    out.push(poly([P(620, 0, s0), P(1380, 0, s0), P(1380, 0, s1), P(620, 0, s1)], '#f4f8fb'));
    const [lx, ly] = P(0, 0, s0);
    const [rx2] = P(W, 0, s0);
    out.push(line(lx, ly + 40 * s0, rx2, ly + 40 * s0, C.s500, Math.max(2, 10 * s0)));
    // columns
    const [cx0, cy0] = P(180, H, s0);
    const [, ct] = P(180, 0, s0);
    const [cx1] = P(W - 180, H, s0);
    out.push(
      rect(cx0 - 18 * s0, ct, 36 * s0, cy0 - ct, C.s500),
      rect(cx1 - 18 * s0, ct, 36 * s0, cy0 - ct, C.s500),
    );
  }
  // floor lanes
  out.push(
    poly([P(560, H, 1), P(700, H, 1), P(700, H, 0.18), P(560, H, 0.18)], C.amber, { opacity: 0.9 }),
  );
  out.push(
    poly([P(1300, H, 1), P(1440, H, 1), P(1440, H, 0.18), P(1300, H, 0.18)], C.amber, {
      opacity: 0.9,
    }),
  );
  // overhead crane beam
  const cs = 1 / (1 + 1.2 * 0.55);
  const [bl, bt] = P(0, 60, cs);
  const [br] = P(W, 60, cs);
  out.push(
    rect(bl, bt, br - bl, 46 * cs * 1.6, C.amber),
    rect(bl, bt + 46 * cs * 1.6, br - bl, 10, C.amberStrong),
  );
  // robot cells on both sides, far to near
  for (let k = 6; k >= 0; k--) {
    const s = 1 / (1 + k * 0.55);
    for (const side of [-1, 1]) {
      const baseX = side < 0 ? 330 : W - 330;
      const [bx, by] = P(baseX, H - 60, s);
      const cellW = 520 * s;
      const cellH = 420 * s;
      out.push(
        rect(bx - cellW / 2, by - cellH, cellW, cellH, C.s600, { opacity: 0.18 }),
        rect(bx - cellW / 2, by - cellH, cellW, cellH, 'none', {
          stroke: C.amber,
          'stroke-width': Math.max(1.5, 8 * s),
        }),
      );
      const armScale = 0.42 * s;
      const ax = bx - side * 120 * s - 56 * armScale;
      out.push(
        ...robotArm(doc, {
          x: ax,
          y: by,
          scale: armScale,
          tone: k % 2 ? 'dark' : 'light',
          table: false,
          spark: false,
          pose: side < 0 ? 0 : -0.2,
        }),
      );
      const t = robotTip({ x: ax, y: by, scale: armScale, pose: side < 0 ? 0 : -0.2 });
      out.push(
        glow(doc, t[0], t[1], 120 * s + 20, C.amber, 0.7),
        sparks(rnd, {
          x: t[0],
          y: t[1],
          n: 14,
          a0: 180,
          a1: 360,
          l0: 6,
          l1: 50 * s + 10,
          w: 1.6,
          gravity: 1,
        }),
      );
    }
  }
  // conveyor in the middle with parts
  out.push(
    poly(
      [P(820, H - 140, 1), P(1180, H - 140, 1), P(1180, H - 140, 0.18), P(820, H - 140, 0.18)],
      C.s700,
    ),
  );
  out.push(
    poly([P(820, H - 140, 1), P(1180, H - 140, 1), P(1180, H - 80, 1), P(820, H - 80, 1)], C.ink),
  );
  for (let k = 0; k < 8; k++) {
    const s = 1 / (1 + k * 0.7);
    const [px, py] = P(1000, H - 140, s);
    out.push(
      box({
        x: px - 90 * s,
        y: py - 60 * s,
        w: 180 * s,
        h: 60 * s,
        d: 60 * s,
        front: C.s300,
        side: C.s500,
        top: C.s100,
        edge: 0.3,
      }),
    );
  }
  out.push(
    person(560, H - 20, 360, {
      top: C.s700,
      accent: C.amber,
      head: 'hardhat',
      skin: SKIN[1],
      item: 'tablet',
      poseR: 'hold',
      poseL: 'hold',
    }),
  );
  out.push(vignette(doc, 0.25));
  return out;
}

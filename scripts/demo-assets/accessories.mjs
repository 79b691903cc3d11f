// Accessory illustrations (torches, cable kits, pedal, remote, cooler, trolley, feeder, consumables).
import { C } from './palette.mjs';
import {
  BBox,
  box,
  brand,
  button,
  display,
  euroSocket,
  floorShadow,
  knob,
  sideT,
  wheel,
  caster,
} from './shapes.mjs';
import { boxShadow, cooler, handleAlong, panelLabel, spoolDoor, topPt } from './machine-parts.mjs';
import { earthClamp, electrodeHolder, migTorch, place, plasmaTorch, tigTorch } from './torches.mjs';
import { catalogueFrame } from './frame.mjs';
import { circle, ellipse, g, path, poly, rect } from './svg.mjs';

const F = 1000;

/** A coiled cable seen from above at an angle. */
function coil(cx, cy, rx, ry, n = 4, w = 18, color = C.ink2) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = cx + i * 7;
    const y = cy - i * 7;
    out.push(
      ellipse(x, y, rx, ry, 'none', { stroke: color, 'stroke-width': w }),
      ellipse(x - w * 0.15, y - w * 0.2, rx, ry, 'none', {
        stroke: C.s500,
        'stroke-width': w * 0.2,
        opacity: 0.45,
      }),
    );
  }
  return out.join('');
}

const stroke = (d, w = 18, color = C.ink2) =>
  g(
    {},
    path(d, 'none', {
      stroke: color,
      'stroke-width': w,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    path(d, 'none', {
      stroke: C.s500,
      'stroke-width': w * 0.2,
      'stroke-linecap': 'round',
      opacity: 0.45,
      transform: `translate(${-w * 0.15} ${-w * 0.2})`,
    }),
  );

/** Euro (central) plug lying on the floor, pointing left; (x, y) is where the cable enters. */
function euroPlug(x, y) {
  return g(
    {},
    rect(x - 90, y - 26, 90, 52, C.ink, { rx: 14 }),
    rect(x - 76, y - 26, 10, 52, C.s600),
    rect(x - 132, y - 34, 44, 68, C.s300, { rx: 8 }),
    rect(x - 128, y - 30, 6, 60, '#fff', { opacity: 0.4 }),
    rect(x - 170, y - 12, 40, 24, '#d9b36a', { rx: 4 }),
    rect(x - 176, y - 6, 10, 12, C.s500, { rx: 2 }),
  );
}

/** Dinse-style plug pointing left. */
function dinsePlug(x, y, ring = C.amber) {
  return g(
    {},
    rect(x - 110, y - 22, 110, 44, C.ink, { rx: 18 }),
    rect(x - 100, y - 22, 12, 44, ring),
    rect(x - 146, y - 9, 40, 18, '#d9b36a', { rx: 3 }),
  );
}

function torchKit(doc, kind) {
  const bb = new BBox();
  const cw = kind === 'plasma' ? 22 : 18;
  const out = [floorShadow(doc, 480, F - 40, 560, 170, 0.16)];
  out.push(coil(460, F - 70, 300, 130, 4, cw));
  // plug end: leaves the coil at the back left
  out.push(stroke(`M${170} ${F - 110} C${110} ${F - 160} ${60} ${F - 190} ${0} ${F - 190}`, cw));
  if (kind === 'mig' || kind === 'migw') {
    out.push(euroPlug(0, F - 190));
    if (kind === 'migw') {
      out.push(
        stroke(`M190 ${F - 130} C140 ${F - 210} 90 ${F - 250} 30 ${F - 250}`, 10, C.s700),
        stroke(`M210 ${F - 140} C170 ${F - 250} 120 ${F - 300} 60 ${F - 300}`, 10, C.s700),
        rect(-14, F - 263, 48, 26, C.amber, { rx: 6 }),
        rect(16, F - 313, 48, 26, C.s300, { rx: 6 }),
      );
    }
  } else if (kind === 'tig') {
    out.push(
      dinsePlug(0, F - 190, C.s300),
      stroke(`M200 ${F - 130} C150 ${F - 220} 100 ${F - 260} 40 ${F - 260}`, 10, C.s700),
      rect(-14, F - 275, 56, 30, C.s300, { rx: 6 }),
      rect(-30, F - 267, 18, 14, '#d9b36a', { rx: 3 }),
    );
  } else {
    out.push(
      rect(-60, F - 230, 90, 80, C.ink, { rx: 20 }),
      circle(-70, F - 190, 44, C.amber),
      circle(-70, F - 190, 33, C.s800),
      circle(-70, F - 190, 16, C.s300),
    );
  }
  // torch end: leaves the coil at the front and the torch lies in front of it
  out.push(stroke(`M${210} ${F - 10} C${150} ${F + 40} ${150} ${F + 90} ${230} ${F + 100}`, cw));
  const torch =
    kind === 'tig'
      ? place(230, F + 100, -16, 2.1, tigTorch(doc))
      : kind === 'plasma'
        ? place(230, F + 100, -14, 1.9, plasmaTorch(doc))
        : place(230, F + 100, -14, 2, migTorch(doc, { water: kind === 'migw' }));
  out.push(torch);
  bb.addRect(-200, F - 330, 1150, 520);
  if (kind === 'tig') bb.add(900, F - 430);
  return catalogueFrame(doc, out, bb, { floor: F, fillW: 0.84, fillH: 0.74 });
}

function mmaKit(doc) {
  const bb = new BBox();
  const out = [floorShadow(doc, 620, F - 30, 760, 170, 0.16)];
  out.push(
    coil(300, F - 70, 240, 100, 4, 20),
    stroke(`M90 ${F - 110} C40 ${F - 160} 0 ${F - 180} -60 ${F - 180}`, 20),
    dinsePlug(-60, F - 180),
    stroke(`M120 ${F - 20} C60 ${F + 40} 80 ${F + 100} 150 ${F + 100}`, 20),
    place(150, F + 100, -12, 1.45, electrodeHolder(doc)),
    coil(950, F - 90, 220, 90, 4, 20),
    stroke(`M1160 ${F - 120} C1220 ${F - 170} 1270 ${F - 190} 1330 ${F - 190}`, 20),
    g({ transform: `translate(1330 ${F - 190}) scale(-1 1)` }, dinsePlug(0, 0, C.s300)),
    stroke(`M800 ${F - 30} C740 ${F + 30} 760 ${F + 110} 830 ${F + 120}`, 20),
    place(830, F + 120, -8, 1.45, earthClamp(doc)),
  );
  bb.addRect(-220, F - 300, 1700, 500);
  return catalogueFrame(doc, out, bb, { floor: F, fillW: 0.88, fillH: 0.72 });
}

function footPedal(doc) {
  const bb = new BBox();
  const x = 0;
  const w = 420;
  const d = 640;
  const y = F - 70;
  const lift = 170;
  const [fl, fr] = [topPt(x, y, 16, 30), topPt(x, y, w - 16, 30)];
  const [bl, br] = [topPt(x, y, 16, d - 40), topPt(x, y, w - 16, d - 40)];
  const ribs = [];
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const a = [fl[0] + (bl[0] - fl[0]) * t + 30, fl[1] + (bl[1] - lift - fl[1]) * t];
    const b = [fr[0] + (br[0] - fr[0]) * t - 30, fr[1] + (br[1] - lift - fr[1]) * t];
    ribs.push(
      path(`M${a} L${b}`, 'none', {
        stroke: C.ink,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.55,
      }),
    );
  }
  const out = [
    boxShadow(doc, x, F, w, d, 80),
    stroke(
      `M${topPt(x, y, w * 0.5, d)[0]} ${topPt(x, y, w * 0.5, d)[1] + 40} C${700} ${F - 340} ${900} ${F - 200} ${900} ${F - 80}`,
      16,
    ),
    coil(1000, F - 40, 150, 60, 3, 16),
    dinsePlug(1240, F + 40, C.s300),
    box({ x, y, w, h: 70, d, front: C.ink, side: C.s800, top: C.s700, bb }),
    poly([fr, br, [br[0], br[1] - lift], [fr[0], fr[1] - 10]], C.s600),
    poly([fl, fr, [fr[0], fr[1] - 10]], C.s700),
    poly(
      [
        [fl[0], fl[1] - 10],
        [fr[0], fr[1] - 10],
        [br[0], br[1] - lift],
        [bl[0], bl[1] - lift],
      ],
      doc.lin([
        [0, C.amberLight],
        [1, C.amber],
      ]),
    ),
    ...ribs,
    poly(
      [
        [fl[0], fl[1] - 10],
        [fr[0], fr[1] - 10],
        [fr[0], fr[1]],
        [fl[0], fl[1]],
      ],
      C.amberStrong,
    ),
    brand(x + 40, y + 18, 34, { word: C.white, square: C.amber, chevron: C.ink }),
  ];
  bb.addRect(-40, F - 600, 1320, 700);
  return catalogueFrame(doc, out, bb, { floor: F, fillW: 0.84, fillH: 0.74 });
}

function remote(doc) {
  const bb = new BBox();
  const x = 0;
  const w = 300;
  const h = 480;
  const d = 80;
  const y = F - h;
  const out = [
    boxShadow(doc, x, F, w, d, 60),
    stroke(
      `M${x + w * 0.5} ${F - 10} C${x + w * 0.5} ${F + 80} ${x + 460} ${F + 60} ${x + 520} ${F}`,
      14,
    ),
    coil(650, F + 10, 140, 54, 3, 14),
    stroke(`M790 ${F + 10} C850 ${F + 30} 870 ${F + 60} 880 ${F + 90}`, 14),
    rect(870, F + 70, 90, 56, C.ink, { rx: 12 }),
    circle(970, F + 98, 26, C.s300),
    circle(970, F + 98, 14, C.s600),
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
      side: C.s800,
      top: C.s700,
      bb,
    }),
    rect(x, y, w, 14, C.amber),
    rect(x + 26, y + 40, w - 52, 250, C.s800, { rx: 12 }),
    panelLabel(x + 44, y + 76, 'RC2', { size: 20, fill: C.amber }),
    display(doc, x + 44, y + 96, w - 88, 50, '180'),
    knob(doc, x + 96, y + 218, 40, { color: 'amber', angle: -40 }),
    knob(doc, x + w - 96, y + 218, 40, { color: 'dark', angle: 30 }),
    button(x + 50, y + 320, 80, 22, { fill: C.s600, led: C.amber }),
    button(x + w - 130, y + 320, 80, 22, { fill: C.s600, led: C.s500 }),
    brand(x + 66, y + h - 90, 28, { word: C.white, square: C.amber, chevron: C.ink }),
    rect(x - 8, y - 8, 30, 30, C.amber, { rx: 6 }),
    rect(x + w - 22, y - 8, 30, 30, C.amber, { rx: 6 }),
    rect(x - 8, y + h - 22, 30, 30, C.amber, { rx: 6 }),
    rect(x + w - 22, y + h - 22, 30, 30, C.amber, { rx: 6 }),
  ];
  bb.addRect(-20, y - 60, 1020, h + 200);
  return catalogueFrame(doc, out, bb, { floor: F, fillW: 0.8, fillH: 0.76 });
}

function coolingUnit(doc) {
  const bb = new BBox();
  const x = 0;
  const w = 460;
  const h = 300;
  const d = 720;
  const y = F - h - 16;
  const out = [
    boxShadow(doc, x, F, w, d, 80),
    rect(x + 10, F - 16, 40, 16, C.ink, { rx: 3 }),
    rect(x + w - 50, F - 16, 40, 16, C.ink, { rx: 3 }),
    cooler(doc, { x, y, w, h, d, bb, ventFrom: 0.46 }),
    g(
      { transform: sideT(x + w, y) },
      brand(34, 40, 36, { word: C.white, square: C.amber, chevron: C.ink }),
    ),
    panelLabel(x + w * 0.46, y + h - 50, 'CU2', { size: 20, fill: C.amber }),
    stroke(
      `M${x + w * 0.56} ${y + h - 24} C${x + w * 0.56} ${F + 60} ${x - 60} ${F + 40} ${x - 120} ${F + 70}`,
      10,
      C.s700,
    ),
    stroke(
      `M${x + w * 0.7} ${y + h - 24} C${x + w * 0.7} ${F + 110} ${x - 20} ${F + 100} ${x - 90} ${F + 130}`,
      10,
      C.s700,
    ),
    rect(x - 170, F + 56, 54, 28, C.amber, { rx: 6 }),
    rect(x - 140, F + 116, 54, 28, C.s300, { rx: 6 }),
  ];
  bb.addRect(x - 180, F - 40, 200, 200);
  return catalogueFrame(doc, out, bb, { floor: F });
}

function trolleyC4(doc) {
  const bb = new BBox();
  const x = 0;
  const w = 440;
  const d = 780;
  const y = F - 96;
  const wr = 76;
  const post = (s, u, h) => {
    const [px, py] = topPt(x, y, s, u);
    return rect(px - 15, py - h, 30, h, C.ink, { rx: 8 });
  };
  const H = 720;
  const [hl, hr] = [topPt(x, y, 20, d - 40), topPt(x, y, w - 20, d - 40)];
  const out = [
    boxShadow(doc, x, F, w, d, 100),
    post(20, d - 40, H),
    post(w - 20, d - 40, H),
    path(
      `M${hl[0]} ${hl[1] - H + 10} L${hl[0] + 20} ${hl[1] - H - 60} L${hr[0] - 20} ${hr[1] - H - 60} L${hr[0]} ${hr[1] - H + 10}`,
      'none',
      {
        stroke: C.amber,
        'stroke-width': 22,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      },
    ),
    path(`M${hl[0]} ${hl[1] - H * 0.55} L${hr[0]} ${hr[1] - H * 0.55}`, 'none', {
      stroke: C.ink,
      'stroke-width': 16,
    }),
    path(
      `M${hl[0]} ${hl[1] - H * 0.42} Q${(hl[0] + hr[0]) / 2} ${(hl[1] + hr[1]) / 2 - H * 0.3} ${hr[0]} ${hr[1] - H * 0.42}`,
      'none',
      {
        stroke: C.amber,
        'stroke-width': 8,
        'stroke-dasharray': '14 6',
      },
    ),
    box({
      x: x + 40,
      y: y - 14,
      w: w - 80,
      h: 14,
      d: d - 120,
      front: C.s600,
      side: C.s700,
      top: C.s500,
      edge: 0.2,
    }),
    box({
      x,
      y,
      w,
      h: 40,
      d,
      front: C.ink,
      side: C.s800,
      top: doc.lin([
        [0, C.s600],
        [1, C.s700],
      ]),
      bb,
    }),
    caster(x + 50, F - 26, 26),
    caster(x + w - 50, F - 26, 26),
    g({ transform: sideT(x + w, y) }, wheel(d - wr - 30, F - y - wr * 1.04, wr)),
    g(
      { transform: sideT(x + w, y) },
      brand(40, 6, 26, { word: C.white, square: C.amber, chevron: C.ink }),
    ),
  ];
  bb.add(hl[0] - 20, hl[1] - H - 80).add(x, F + 20);
  return catalogueFrame(doc, out, bb, { floor: F });
}

function wireFeeder(doc) {
  const bb = new BBox();
  const x = 0;
  const w = 320;
  const h = 330;
  const d = 620;
  const y = F - h - 30;
  const out = [
    boxShadow(doc, x, F, w, d, 70),
    box({
      x: x + 20,
      y: F - 30,
      w: 24,
      h: 30,
      d: d - 20,
      front: C.ink,
      side: C.ink2,
      top: C.s700,
      edge: 0,
    }),
    box({
      x: x + w - 44,
      y: F - 30,
      w: 24,
      h: 30,
      d: d - 20,
      front: C.ink,
      side: C.ink2,
      top: C.s700,
      edge: 0,
    }),
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
      spoolDoor(doc, 40, 26, d - 100, h * 0.7, { door: C.amberStrong, frame: C.ink }),
      brand(44, h * 0.82, 30, { word: C.ink }),
    ),
    rect(x + 18, y + 18, w - 36, 160, C.s800, { rx: 10 }),
    panelLabel(x + 34, y + 50, 'WF4', { size: 18, fill: C.amber }),
    display(doc, x + 34, y + 66, w * 0.42, 38, '8.5'),
    knob(doc, x + w - 76, y + 90, 34, { color: 'amber', angle: -30 }),
    button(x + 34, y + 140, 40, 14, { fill: C.s600, led: C.amber }),
    button(x + 90, y + 140, 40, 14, { fill: C.s600, led: C.s500 }),
    euroSocket(x + w * 0.34, y + h - 80, 26),
    circle(x + w * 0.72, y + h - 80, 12, C.amber),
    circle(x + w * 0.72, y + h - 80, 5, C.ink),
    handleAlong(x, y, w / 2, 70, d - 70, 46, C.ink, 22),
  ];
  const [cx0, cy0] = topPt(x, y, w, d - 40);
  out.push(
    stroke(
      `M${cx0} ${cy0 + 120} C${cx0 + 160} ${cy0 + 200} ${cx0 + 140} ${F} ${cx0 + 260} ${F - 20}`,
      24,
    ),
  );
  bb.add(cx0 + 280, F).add(x - 40, F + 40);
  return catalogueFrame(doc, out, bb, { floor: F });
}

function consumables(doc) {
  const bb = new BBox();
  const x = 0;
  const w = 760;
  const d = 520;
  const h = 90;
  const y = F - h;
  const [l0x, l0y] = topPt(x, y, 0, d);
  const [l1x, l1y] = topPt(x, y, w, d);
  const lid = 400;
  const out = [
    boxShadow(doc, x, F, w, d, 90),
    poly(
      [
        [l0x, l0y],
        [l1x, l1y],
        [l1x + 40, l1y - lid],
        [l0x + 40, l0y - lid],
      ],
      C.ink,
    ),
    poly(
      [
        [l0x + 24, l0y - 16],
        [l1x - 24, l1y - 16],
        [l1x + 14, l1y - lid + 20],
        [l0x + 62, l0y - lid + 20],
      ],
      C.s800,
    ),
    brand(l0x + 150, l0y - lid * 0.62, 54, { word: C.white, square: C.amber, chevron: C.ink }),
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
      side: C.ink2,
      top: C.s700,
      bb,
    }),
    rect(x + w / 2 - 40, y + 20, 80, 30, C.amber, { rx: 6 }),
  ];
  const kinds = [
    { name: 'electrode', r: 16, h: 70, body: C.copper, top: '#e4a06a', dot: C.s500 },
    { name: 'nozzle', r: 22, h: 54, body: '#b06a30', top: '#e0a26b', dot: C.ink },
    { name: 'swirl', r: 26, h: 30, body: C.s100, top: C.white, dot: C.s300 },
    { name: 'shield', r: 30, h: 44, body: C.s500, top: C.s300, dot: C.ink },
  ];
  const cols = 6;
  for (let row = kinds.length - 1; row >= 0; row--) {
    const kd = kinds[row];
    for (let c = 0; c < cols; c++) {
      const s = 70 + c * ((w - 140) / (cols - 1));
      const u = 70 + (kinds.length - 1 - row) * ((d - 140) / (kinds.length - 1));
      const [px, py] = topPt(x, y, s, u);
      const ry = kd.r * 0.45;
      out.push(
        ellipse(px, py, kd.r + 6, ry + 4, C.ink, { opacity: 0.6 }),
        rect(px - kd.r, py - kd.h, kd.r * 2, kd.h, kd.body),
        rect(px - kd.r, py - kd.h, kd.r * 0.5, kd.h, '#fff', { opacity: 0.18 }),
        ellipse(px, py, kd.r, ry, kd.body),
        ellipse(px, py - kd.h, kd.r, ry, kd.top),
        ellipse(px, py - kd.h, kd.r * 0.35, ry * 0.35, kd.dot),
      );
    }
  }
  bb.add(l0x, l0y - lid - 20).add(l1x + 60, l1y - lid);
  return catalogueFrame(doc, out, bb, { floor: F, fillW: 0.8 });
}

const DRAW = {
  'torcia-mig-m36': (doc) => torchKit(doc, 'mig'),
  'torcia-mig-m50w': (doc) => torchKit(doc, 'migw'),
  'torcia-tig-t26': (doc) => torchKit(doc, 'tig'),
  'torcia-plasma-p65': (doc) => torchKit(doc, 'plasma'),
  'kit-cavi-mma': mmaKit,
  'comando-a-pedale': footPedal,
  'comando-remoto-rc2': remote,
  'gruppo-raffreddamento-cu2': coolingUnit,
  'carrello-c4': trolleyC4,
  'trainafilo-wf4': wireFeeder,
  'kit-consumabili-plasma': consumables,
};

/** Catalogue picture for one accessory slug. */
export function accessorySvg(doc, slug) {
  const draw = DRAW[slug];
  if (!draw) throw new Error(`No drawing for accessory ${slug}`);
  return draw(doc);
}

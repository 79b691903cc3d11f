// Outdoor scenes: the branded service van and the headquarters building near Brescia.
import { C, HAIR, SKIN } from './palette.mjs';
import { rng } from './rng.mjs';
import { brand, glow } from './shapes.mjs';
import { person } from './people.mjs';
import { sky } from './scene-kit.mjs';
import { circle, ellipse, g, line, path, poly, rect } from './svg.mjs';

const TREE = ['#7f9479', '#6d8268', '#8ea287'];

function tree(x, y, r, rnd) {
  const out = [rect(x - r * 0.08, y - r * 1.1, r * 0.16, r * 1.1, '#5b4a3a')];
  for (let i = 0; i < 5; i++)
    out.push(
      circle(
        x + rnd.range(-r * 0.5, r * 0.5),
        y - r * 1.3 - rnd.range(0, r * 0.7),
        r * rnd.range(0.5, 0.75),
        TREE[i % 3],
      ),
    );
  return g({}, ...out);
}

function car(x, y, w, body) {
  const h = w * 0.32;
  return g(
    {},
    ellipse(x + w / 2, y + 4, w * 0.55, 10, C.ink, { opacity: 0.18 }),
    path(
      `M${x} ${y - h * 0.25} Q${x} ${y - h * 0.6} ${x + w * 0.12} ${y - h * 0.62} L${x + w * 0.25} ${y - h} L${x + w * 0.7} ${y - h} L${x + w * 0.85} ${y - h * 0.6} Q${x + w} ${y - h * 0.55} ${x + w} ${y - h * 0.25} L${x + w} ${y - h * 0.1} L${x} ${y - h * 0.1} Z`,
      body,
    ),
    path(
      `M${x + w * 0.28} ${y - h * 0.92} L${x + w * 0.68} ${y - h * 0.92} L${x + w * 0.8} ${y - h * 0.62} L${x + w * 0.2} ${y - h * 0.62} Z`,
      '#3a4652',
    ),
    circle(x + w * 0.22, y - h * 0.1, h * 0.26, C.ink),
    circle(x + w * 0.78, y - h * 0.1, h * 0.26, C.ink),
    circle(x + w * 0.22, y - h * 0.1, h * 0.12, C.s300),
    circle(x + w * 0.78, y - h * 0.1, h * 0.12, C.s300),
  );
}

/* Branded service van with its side door open and a technician with a toolbox. */
export function serviceVan(doc) {
  const rnd = rng('van');
  const W = doc.w;
  const out = [
    sky(doc, [
      [0, '#a9b9c8'],
      [0.6, '#e3e9ee'],
      [1, '#eef1f3'],
    ]),
  ];
  // business park in the background
  const blocks = [
    [0, 380, 420, 330],
    [400, 300, 380, 410],
    [760, 420, 520, 290],
    [1260, 340, 360, 370],
    [1600, 400, 360, 310],
  ];
  for (const [x, y, w, h] of blocks) {
    out.push(rect(x, y, w, h, '#cfd5db'));
    for (let r = y + 40; r < y + h - 40; r += 70) out.push(rect(x + 30, r, w - 60, 30, '#aeb8c2'));
  }
  out.push(rect(760, 420, 520, 16, C.amber));
  for (const x of [120, 330, 1540, 1790]) out.push(tree(x, 720, 90, rnd));
  // street
  out.push(
    rect(0, 700, W, 60, C.s200),
    rect(
      0,
      760,
      W,
      320,
      doc.lin([
        [0, '#59626b'],
        [1, '#3d444b'],
      ]),
    ),
  );
  for (let x = 40; x < W; x += 260) out.push(rect(x, 990, 140, 12, C.white, { opacity: 0.8 }));
  // van (facing right)
  const x = 300;
  const y = 930; // wheel line
  const L = 1240;
  const H = 560;
  const body = doc.lin([
    [0, C.white],
    [1, C.s200],
  ]);
  out.push(
    ellipse(x + L / 2, y + 20, L * 0.55, 30, C.ink, { opacity: 0.3 }),
    path(
      `M${x} ${y - 60} L${x} ${y - H + 40} Q${x} ${y - H} ${x + 40} ${y - H} L${x + L * 0.72} ${y - H} Q${x + L * 0.78} ${y - H} ${x + L * 0.82} ${y - H + 40} L${x + L * 0.95} ${y - H * 0.52} Q${x + L} ${y - H * 0.46} ${x + L} ${y - H * 0.36} L${x + L} ${y - 60} Z`,
      body,
    ),
    rect(x, y - 120, L, 60, C.s300),
    path(
      `M${x + L * 0.77} ${y - H + 50} L${x + L * 0.9} ${y - H * 0.52} L${x + L * 0.74} ${y - H * 0.52} L${x + L * 0.74} ${y - H + 50} Z`,
      '#3a4652',
    ),
    rect(x + L * 0.76, y - H * 0.5 + 40, 40, 10, C.s500, { rx: 4 }),
    rect(x + L - 30, y - H * 0.36, 30, 40, C.amberLight, { rx: 6 }),
    rect(x, y - 200, L * 0.74, 40, C.amber),
    rect(x, y - 160, L * 0.74, 12, C.amberStrong),
    // roof rack with ladder
    rect(x + 60, y - H - 20, L * 0.6, 14, C.s500, { rx: 4 }),
    ...[0, 1, 2, 3].map((i) => rect(x + 90 + i * 190, y - H - 20, 10, 24, C.s500)),
    rect(x + 120, y - H - 44, L * 0.5, 10, C.s300, { rx: 4 }),
    ...Array.from({ length: 12 }, (_, i) => rect(x + 130 + i * 50, y - H - 44, 6, 24, C.s300)),
  );
  // open sliding door with shelving inside
  const dx = x + L * 0.48;
  const dw = L * 0.24;
  out.push(
    rect(dx, y - H + 60, dw, H - 140, '#2c3239'),
    ...[0, 1, 2].map((i) =>
      g(
        {},
        rect(dx + 16, y - H + 150 + i * 110, dw - 32, 10, C.s500),
        ...[0, 1, 2].map((j) =>
          rect(
            dx + 26 + j * ((dw - 52) / 3),
            y - H + 100 + i * 110,
            (dw - 52) / 3 - 10,
            50,
            j % 2 ? C.s300 : C.amber,
            { rx: 4 },
          ),
        ),
      ),
    ),
    rect(dx - 16, y - H + 60, 16, H - 140, C.s300),
  );
  // brand on the side
  out.push(brand(x + 70, y - H + 150, 80, { word: C.ink, square: C.ink, chevron: C.amber }));
  // wheels
  for (const wx of [x + 220, x + L * 0.8]) {
    out.push(
      circle(wx, y - 40, 106, '#3d444b'),
      circle(wx, y - 40, 90, C.ink),
      circle(wx, y - 40, 50, C.s300),
      circle(wx, y - 40, 20, C.s600),
    );
  }
  // technician with toolbox walking to the van
  out.push(
    person(1700, 1030, 440, {
      top: C.ink2,
      accent: C.amber,
      skin: SKIN[1],
      hair: HAIR[0],
      head: 'cap',
      capColor: C.amber,
      item: 'toolbox',
    }),
  );
  return out;
}

/* Headquarters: office block with the brand, production hall with shed roof, hills behind. */
export function headquarters(doc) {
  const rnd = rng('hq');
  const W = doc.w;
  const out = [
    sky(doc, [
      [0, '#9fb4c7'],
      [0.55, '#dfe7ee'],
      [0.62, '#eef2f5'],
    ]),
  ];
  out.push(glow(doc, 1600, 200, 300, '#fff6dc', 0.6));
  out.push(
    path(
      `M0 640 L0 420 Q200 330 420 400 Q600 300 840 380 Q1050 290 1280 370 Q1500 300 1700 380 L${W} 360 L${W} 640 Z`,
      '#a9b8c6',
    ),
    path(
      `M0 640 L0 500 Q260 430 520 480 Q760 420 1000 470 Q1300 410 1560 470 L${W} 450 L${W} 640 Z`,
      '#94a6b5',
    ),
  );
  // production hall with shed roof (left, behind)
  const hx = 60;
  const hy = 470;
  const hw = 900;
  out.push(rect(hx, hy, hw, 220, '#d5d9de'));
  for (let i = 0; i < 6; i++) {
    const x = hx + i * (hw / 6);
    out.push(
      poly(
        [
          [x, hy],
          [x + hw / 6, hy],
          [x + hw / 6, hy - 70],
        ],
        '#56606b',
      ),
      rect(x + hw / 6 - 14, hy - 70, 14, 70, '#b9d0e2'),
    );
  }
  out.push(
    rect(hx, hy + 30, hw, 14, C.amber),
    ...[0, 1, 2].map((i) => rect(hx + 80 + i * 280, hy + 90, 180, 140, '#7c8792')),
  );
  // office block
  const ox = 760;
  const oy = 300;
  const ow = 1060;
  const oh = 420;
  const glass = doc.lin(
    [
      [0, '#6d8194'],
      [0.5, '#9fb3c5'],
      [1, '#5d7083'],
    ],
    { x2: 1, y2: 1 },
  );
  out.push(
    rect(ox - 20, oy - 30, ow + 40, 40, C.ink),
    rect(ox, oy, ow, oh, glass),
    ...[1, 2].map((i) => rect(ox, oy + (oh * i) / 3 - 8, ow, 16, C.ink)),
    ...Array.from({ length: 11 }, (_, i) => rect(ox + (ow * i) / 10 - 4, oy, 8, oh, C.ink)),
    poly(
      [
        [ox + 80, oy + oh],
        [ox + 260, oy],
        [ox + 340, oy],
        [ox + 160, oy + oh],
      ],
      '#fff',
      { opacity: 0.12 },
    ),
    poly(
      [
        [ox + 520, oy + oh],
        [ox + 700, oy],
        [ox + 740, oy],
        [ox + 560, oy + oh],
      ],
      '#fff',
      { opacity: 0.1 },
    ),
    rect(ox + ow - 220, oy - 30, 60, oh + 30, C.amber),
    rect(ox - 20, oy + oh, ow + 40, 18, C.s600),
  );
  // brand sign on the roof band and entrance canopy
  out.push(
    rect(ox + 40, oy - 120, 560, 90, C.ink, { rx: 6 }),
    brand(ox + 70, oy - 104, 58, { word: C.white, square: C.amber, chevron: C.ink }),
  );
  out.push(
    rect(ox + 380, oy + oh - 140, 300, 20, C.amber),
    rect(ox + 420, oy + oh - 120, 220, 120, '#34404b'),
    line(ox + 530, oy + oh - 120, ox + 530, oy + oh, C.s300, 3),
  );
  // grounds: lawn, path, parking, trees
  out.push(
    rect(
      0,
      700,
      W,
      380,
      doc.lin([
        [0, '#a9b79f'],
        [1, '#8f9f86'],
      ]),
    ),
  );
  out.push(
    poly(
      [
        [ox + 440, 720],
        [ox + 620, 720],
        [ox + 900, 1080],
        [ox + 200, 1080],
      ],
      '#d5d9de',
    ),
  );
  out.push(rect(0, 760, 700, 220, '#6b747d'));
  for (let i = 0; i < 5; i++) out.push(rect(30 + i * 165, 770, 6, 110, C.white, { opacity: 0.7 }));
  const cars = [C.white, C.s600, C.amber, C.ink2];
  for (let i = 0; i < 4; i++) out.push(car(45 + i * 165, 880, 150, cars[i]));
  for (const [x, r] of [
    [720, 80],
    [1880, 110],
    [1560, 70],
    [80, 70],
  ])
    out.push(tree(x, 760, r, rnd));
  out.push(
    person(1300, 930, 180, { top: C.s600, shirt: C.white, skin: SKIN[0], hair: HAIR[1] }),
    person(1380, 940, 176, {
      top: C.ink2,
      accent: C.amber,
      skin: SKIN[3],
      hair: HAIR[2],
      hairStyle: 'bun',
    }),
  );
  return out;
}

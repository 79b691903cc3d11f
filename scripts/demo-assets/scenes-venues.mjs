// Indoor people scenes: trade-fair stand (day and night), training room, laboratory, team portrait.
import { C, HAIR, SKIN } from './palette.mjs';
import { rng } from './rng.mjs';
import { box, brand, glow, mark, sparks } from './shapes.mjs';
import { person } from './people.mjs';
import { factoryWindow, lamp, lightCone, placeMachine, truss, vignette } from './scene-kit.mjs';
import { circle, ellipse, g, line, path, poly, rect } from './svg.mjs';

/* Trade-fair stand with the FORTARC wall, machines on plinths and visitors; `night` switches the lighting. */
export function fairStand(doc, { night = false } = {}) {
  const rnd = rng(night ? 'fair-night' : 'fair-day');
  const W = doc.w;
  const hall = night
    ? [
        [0, '#07080a'],
        [1, '#161a1f'],
      ]
    : [
        [0, '#c3cad1'],
        [1, '#e6e9ec'],
      ];
  const out = [rect(0, 0, W, doc.h, doc.lin(hall))];
  // far stands and hall structure
  for (let i = 0; i < 10; i++) {
    const x = i * 200 + rnd.range(-20, 20);
    const h = rnd.range(120, 220);
    out.push(rect(x, 700 - h, rnd.range(120, 180), h, night ? '#1d2228' : '#d3d8dd'));
    if (night)
      out.push(
        rect(x + 10, 700 - h + 10, 60, 8, rnd.pick([C.arcBlue, '#ffffff', C.amber]), {
          opacity: 0.5,
        }),
      );
  }
  out.push(rect(0, 0, W, 110, night ? '#050607' : '#9aa3ac'));
  out.push(truss(0, 110, W, 36, night ? '#2c3239' : C.s300, 4));
  for (let x = 80; x < W; x += 220)
    out.push(circle(x, 90, 10, night ? '#fff6da' : '#ffffff', { opacity: night ? 0.9 : 0.8 }));
  // hall floor
  out.push(
    rect(
      0,
      700,
      W,
      doc.h - 700,
      doc.lin(
        night
          ? [
              [0, '#15181c'],
              [1, '#0a0b0d'],
            ]
          : [
              [0, '#c2c8ce'],
              [1, '#aab2ba'],
            ],
      ),
    ),
  );
  // stand platform
  out.push(
    poly(
      [
        [120, 760],
        [1800, 760],
        [1880, 980],
        [40, 980],
      ],
      night ? '#0e1014' : '#2c3239',
    ),
    rect(40, 980, 1840, 26, C.amber),
    rect(40, 1006, 1840, 12, C.amberStrong),
  );
  // back wall and side wall
  const wall = night
    ? doc.lin([
        [0, '#15181d'],
        [1, '#0b0d10'],
      ])
    : doc.lin([
        [0, '#1c2026'],
        [1, '#0e1014'],
      ]);
  out.push(
    rect(240, 190, 1440, 580, wall),
    poly(
      [
        [120, 150],
        [240, 190],
        [240, 770],
        [120, 760],
      ],
      night ? '#a86f00' : C.amber,
    ),
    poly(
      [
        [1800, 150],
        [1680, 190],
        [1680, 770],
        [1800, 760],
      ],
      night ? '#8a5c00' : C.amberStrong,
    ),
    rect(240, 740, 1440, 30, C.amber),
    brand(632, 240, 110, { word: C.white, square: C.amber, chevron: C.ink, dot: C.white }),
  );
  if (night) {
    out.push(
      glow(doc, 960, 300, 520, C.amber, 0.28),
      rect(240, 736, 1440, 6, '#fff3c4'),
      glow(doc, 960, 760, 760, C.amber, 0.22),
      rect(240, 188, 1440, 5, '#ffd27a'),
      line(120, 150, 120, 760, '#ffd27a', 5),
      line(1800, 150, 1800, 760, '#ffd27a', 5),
    );
    for (let i = 0; i < 26; i++)
      out.push(
        circle(
          i % 2 ? rnd.range(0, 110) : rnd.range(1810, W),
          rnd.range(170, 680),
          rnd.range(6, 22),
          rnd.pick([C.amber, '#ffffff', C.arcBlue]),
          { opacity: rnd.range(0.08, 0.25).toFixed(2) },
        ),
      );
  }
  // screens on the back wall
  for (const x of [300, 1380]) {
    out.push(rect(x - 8, 250, 256, 156, C.s700, { rx: 6 }), rect(x, 258, 240, 140, '#0b0d10'));
    out.push(
      glow(doc, x + 150, 360, 110, C.amber, 0.9),
      sparks(rnd, {
        x: x + 150,
        y: 360,
        n: 24,
        a0: 190,
        a1: 350,
        l0: 10,
        l1: 70,
        w: 2,
        gravity: 1,
      }),
    );
  }
  // hanging banner
  out.push(line(760, 0, 760, 40, C.s500, 3), line(1160, 0, 1160, 40, C.s500, 3));
  out.push(
    rect(700, 40, 520, 90, night ? '#0e1014' : C.ink, { rx: 6 }),
    rect(700, 122, 520, 8, C.amber),
    brand(810, 60, 50, { word: C.amber, square: C.amber, chevron: C.ink }),
  );
  // spotlights with cones
  for (const x of [420, 760, 1160, 1500]) {
    out.push(rect(x - 16, 150, 32, 30, C.ink, { rx: 6 }));
    out.push(
      lightCone(doc, x, 180, 460, 980, night ? '#ffe2a3' : '#ffffff', night ? 0.34 : 0.16, 24),
    );
    if (night) out.push(ellipse(x, 960, 240, 34, '#ffe2a3', { opacity: 0.16 }));
  }
  // plinths with machines
  const plinth = (cx, w, h) =>
    g(
      {},
      box({
        x: cx - w / 2,
        y: 900 - h,
        w,
        h,
        d: 120,
        front: night ? '#e9ecef' : C.white,
        side: C.s200,
        top: C.s50,
        edge: 0.3,
      }),
      rect(cx - w / 2, 900 - h, w, 8, C.amber),
    );
  out.push(plinth(560, 320, 120), plinth(960, 360, 120), plinth(1360, 320, 120));
  out.push(placeMachine(doc, 'pioneer-pulse-403', 440, 780, 330).svg);
  out.push(placeMachine(doc, 'power-pulse-405', 820, 780, 380).svg);
  out.push(placeMachine(doc, 'voyager-plasma-65', 1250, 780, 250).svg);
  // counter with a host behind it
  out.push(
    person(1650, 960, 400, {
      top: C.ink2,
      accent: C.amber,
      skin: SKIN[2],
      hair: HAIR[5],
      hairStyle: 'bun',
      poseR: 'wave',
    }),
  );
  out.push(
    path('M1540 1000 L1540 820 Q1640 790 1760 820 L1760 1000 Z', C.ink),
    rect(1530, 808, 240, 18, C.s700, { rx: 8 }),
    mark(1622, 870, 44, { square: C.amber, chevron: C.ink }),
  );
  // people
  out.push(
    person(300, 1030, 420, {
      top: C.ink2,
      accent: C.amber,
      skin: SKIN[0],
      hair: HAIR[1],
      item: 'tablet',
      poseR: 'hold',
      poseL: 'hold',
    }),
    person(700, 1050, 430, {
      top: C.s600,
      shirt: C.white,
      skin: SKIN[3],
      hair: HAIR[2],
      poseR: 'point',
    }),
    person(1120, 1060, 410, {
      top: '#6f7b87',
      shirt: C.s100,
      trousers: C.s700,
      skin: SKIN[5],
      hair: HAIR[0],
      hairStyle: 'long',
    }),
  );
  if (night) out.push(rect(0, 0, W, doc.h, '#05070a', { opacity: 0.12 }), vignette(doc, 0.7));
  else out.push(vignette(doc, 0.18));
  return out;
}

/* Training room: welding booths with curtains and extraction arms, instructor and students. */
export function trainingRoom(doc) {
  const rnd = rng('training');
  const W = doc.w;
  const floorY = 760;
  const out = [
    rect(
      0,
      0,
      W,
      floorY,
      doc.lin([
        [0, '#e4e8ec'],
        [1, '#f4f5f7'],
      ]),
    ),
    rect(
      0,
      floorY,
      W,
      doc.h - floorY,
      doc.lin([
        [0, '#c5cbd1'],
        [1, '#a9b1b9'],
      ]),
    ),
    rect(0, floorY - 10, W, 10, C.s500),
  ];
  for (const x of [80, 520])
    out.push(
      factoryWindow(doc, x, 90, 340, 260, {
        cols: 4,
        rows: 3,
        frame: C.s500,
        glass: doc.lin([
          [0, '#dfe8ef'],
          [1, '#bccad6'],
        ]),
      }),
    );
  // wall screen with a weld joint diagram
  out.push(
    rect(150, 400, 520, 300, C.ink, { rx: 8 }),
    rect(166, 416, 488, 268, '#1c2128'),
    poly(
      [
        [230, 640],
        [392, 640],
        [392, 600],
        [352, 520],
        [230, 520],
      ],
      C.s300,
    ),
    poly(
      [
        [590, 640],
        [428, 640],
        [428, 600],
        [468, 520],
        [590, 520],
      ],
      C.s300,
    ),
    path('M350 520 Q410 470 470 520 L430 600 L390 600 Z', C.amber),
    path('M392 640 L428 640 L428 664 Q410 676 392 664 Z', C.amberStrong),
    path('M352 520 Q410 486 468 520', 'none', { stroke: '#fff3c4', 'stroke-width': 4 }),
    circle(600, 450, 14, C.amber),
  );
  // booths
  const bx0 = 820;
  const bw = 260;
  for (let i = 0; i < 4; i++) {
    const x = bx0 + i * (bw + 14);
    out.push(
      rect(x, 250, bw, floorY - 250, C.s700),
      rect(x + 20, 560, bw - 40, 24, C.s500),
      rect(x + 30, 584, 12, floorY - 584, C.ink),
      rect(x + bw - 42, 584, 12, floorY - 584, C.ink),
      placeMachine(doc, 'discovery-180', x + 34, 560, 100).svg,
      path(`M${x + bw - 20} 260 L${x + bw - 60} 330 L${x + bw - 120} 420`, 'none', {
        stroke: C.s300,
        'stroke-width': 22,
        'stroke-linejoin': 'round',
      }),
      circle(x + bw - 60, 330, 14, C.ink),
      path(
        `M${x + bw - 160} 450 L${x + bw - 90} 400 L${x + bw - 70} 430 L${x + bw - 140} 480 Z`,
        C.amber,
      ),
    );
    const student = i === 1 || i === 2;
    if (student) {
      const arc = [x + 150, 548];
      out.push(
        person(x + 120, floorY + 10, 340, {
          top: i === 1 ? C.s600 : C.ink2,
          accent: C.amber,
          head: 'helmet',
          poseR: 'work',
          poseL: 'work',
          gloves: '#9b7b55',
        }),
        rect(x + 20, 560, bw - 40, 24, C.s500),
        glow(doc, arc[0], arc[1], 230, C.amber, 0.75),
        glow(doc, arc[0], arc[1], 26, '#fff', 1),
        sparks(rnd, {
          x: arc[0],
          y: arc[1],
          n: 30,
          a0: 180,
          a1: 360,
          l0: 10,
          l1: 80,
          w: 2,
          gravity: 1.1,
        }),
      );
    }
    // curtain partly drawn across the booth front
    const cw = i === 3 ? bw - 10 : bw * 0.32;
    const folds = [];
    for (let f = 0; f < cw; f += 22)
      folds.push(rect(x + f, 258, 8, floorY - 268, '#b46f00', { opacity: 0.3 }));
    out.push(
      rect(x, 258, cw, floorY - 268, C.amber, { opacity: 0.72 }),
      ...folds,
      rect(x - 6, 240, bw + 12, 18, C.ink),
    );
  }
  out.push(rect(bx0 - 20, 232, 4 * (bw + 14) + 30, 12, C.s500));
  // instructor and students in front
  out.push(
    person(300, 1040, 500, {
      top: C.ink2,
      accent: C.amber,
      skin: SKIN[1],
      hair: HAIR[3],
      poseR: 'point',
    }),
    person(520, 1060, 470, {
      top: C.s600,
      accent: C.s300,
      skin: SKIN[4],
      hair: HAIR[2],
      hairStyle: 'curly',
      poseR: 'crossed',
      poseL: 'crossed',
    }),
    person(700, 1070, 450, {
      top: C.s500,
      accent: C.amber,
      skin: SKIN[0],
      hair: HAIR[5],
      hairStyle: 'long',
      item: 'clipboard',
      poseR: 'hold',
      poseL: 'hold',
    }),
  );
  out.push(vignette(doc, 0.2));
  return out;
}

/* Electronics laboratory: bench with oscilloscope, open inverter, boards and a technician. */
export function laboratory(doc) {
  const W = doc.w;
  const floorY = 800;
  const out = [
    rect(
      0,
      0,
      W,
      floorY,
      doc.lin([
        [0, '#f1f3f5'],
        [1, '#e2e6ea'],
      ]),
    ),
    rect(
      0,
      floorY,
      W,
      doc.h - floorY,
      doc.lin([
        [0, '#d5d9de'],
        [1, '#b5bcc5'],
      ]),
    ),
    factoryWindow(doc, 1380, 80, 460, 440, {
      cols: 3,
      rows: 3,
      frame: C.s300,
      glass: doc.lin([
        [0, '#e8f0f6'],
        [1, '#c9d6e1'],
      ]),
    }),
    poly(
      [
        [1380, 520],
        [1840, 520],
        [1700, 800],
        [1100, 800],
      ],
      '#ffffff',
      { opacity: 0.25 },
    ),
  ];
  // shelves with bins
  for (const y of [200, 330, 460]) {
    out.push(rect(80, y + 90, 520, 12, C.s500));
    for (let i = 0; i < 5; i++)
      out.push(
        rect(96 + i * 102, y + 30, 86, 60, i % 2 ? C.amber : C.s300, { rx: 6 }),
        rect(116 + i * 102, y + 52, 46, 12, '#fff', { opacity: 0.5, rx: 3 }),
      );
  }
  for (const x of [700, 1100]) out.push(lamp(doc, x, 150, 44));
  // technician behind the bench
  out.push(
    person(850, 900, 620, {
      top: C.white,
      coat: true,
      shirt: '#cfe3f3',
      trousers: C.s600,
      skin: SKIN[2],
      hair: HAIR[0],
      hairStyle: 'short',
      glasses: true,
      poseR: 'work',
      poseL: 'work',
    }),
  );
  // bench
  const by = 600;
  out.push(
    box({
      x: 240,
      y: by,
      w: 1300,
      h: 26,
      d: 100,
      front: C.s300,
      side: C.s500,
      top: C.s200,
      edge: 0.5,
    }),
    rect(260, by + 26, 1260, floorY - by - 26 + 10, C.white),
    ...[0, 1, 2, 3].map((i) =>
      g(
        {},
        rect(280 + i * 310, by + 50, 290, 200, C.s50, { stroke: C.s200, 'stroke-width': 3 }),
        rect(395 + i * 310, by + 70, 60, 10, C.s300, { rx: 4 }),
      ),
    ),
  );
  // oscilloscope
  const ox = 250;
  const wave = [];
  for (let i = 0; i <= 60; i++)
    wave.push([ox + 30 + i * 4.4, by - 140 + Math.sin(i / 4) * 26 * (i % 12 < 6 ? 1 : 0.4)]);
  const wave2 = [];
  for (let i = 0; i <= 60; i++) wave2.push([ox + 30 + i * 4.4, by - 90 + (i % 15 < 5 ? -24 : 6)]);
  out.push(
    box({ x: ox, y: by - 230, w: 420, h: 230, d: 180, front: C.s700, side: C.s800, top: C.s600 }),
    rect(ox + 20, by - 210, 280, 190, '#0c1116'),
    ...[1, 2, 3].map((i) =>
      line(ox + 20, by - 210 + i * 47, ox + 300, by - 210 + i * 47, '#2b3640', 1),
    ),
    ...[1, 2, 3, 4, 5].map((i) =>
      line(ox + 20 + i * 47, by - 210, ox + 20 + i * 47, by - 20, '#2b3640', 1),
    ),
    path(`M${wave.map((p) => p.join(' ')).join(' L')}`, 'none', {
      stroke: C.arcBlue,
      'stroke-width': 3,
    }),
    path(`M${wave2.map((p) => p.join(' ')).join(' L')}`, 'none', {
      stroke: C.amber,
      'stroke-width': 3,
    }),
    ...[0, 1, 2, 3].map((i) =>
      circle(
        ox + 340 + (i % 2) * 44,
        by - 180 + Math.floor(i / 2) * 54,
        16,
        i === 0 ? C.amber : C.s500,
      ),
    ),
    ...[0, 1, 2].map((i) =>
      rect(ox + 320, by - 70 + i * 0, 80, 14, C.s500, {
        rx: 4,
        transform: `translate(0 ${i * 20})`,
      }),
    ),
  );
  // open inverter on the bench with its board and heatsink
  const ix = 1010;
  out.push(
    box({
      x: ix,
      y: by - 210,
      w: 420,
      h: 210,
      d: 260,
      front: C.amber,
      side: C.amberStrong,
      top: C.amberLight,
    }),
    rect(ix + 16, by - 196, 388, 182, '#1a1f25'),
    rect(ix + 30, by - 180, 210, 150, '#23443d', { rx: 6 }),
    ...[0, 1, 2, 3, 4].map((i) => rect(ix + 44 + i * 38, by - 160, 24, 40, C.ink, { rx: 3 })),
    ...[0, 1, 2].map((i) => circle(ix + 70 + i * 60, by - 76, 20, C.s300)),
    path(`M${ix + 40} ${by - 100} h80 v-30 h60`, 'none', { stroke: C.amber, 'stroke-width': 3 }),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(ix + 260 + i * 18, by - 180, 10, 150, C.s300)),
    circle(ix + 330, by - 60, 0, C.ink),
  );
  // probe lead from technician's hands to the board
  out.push(
    path(`M870 ${by - 14} C900 ${by + 10} 980 ${by - 40} ${ix + 120} ${by - 130}`, 'none', {
      stroke: C.ink,
      'stroke-width': 5,
    }),
  );
  // laptop / monitor on the right of the bench
  out.push(
    rect(1500, by - 250, 14, 250, C.s500),
    rect(1400, by - 390, 220, 150, C.ink, { rx: 8 }),
    rect(1412, by - 378, 196, 126, '#1d2a3a'),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(
        1432 + i * 34,
        by - 270 - [40, 70, 55, 85, 60][i],
        20,
        [40, 70, 55, 85, 60][i],
        i === 3 ? C.amber : C.arcBlue,
      ),
    ),
  );
  out.push(vignette(doc, 0.15));
  return out;
}

/* Team portrait: people in workwear and office clothes in front of a bright hall. */
export function team(doc) {
  const W = doc.w;
  const out = [
    rect(
      0,
      0,
      W,
      doc.h,
      doc.lin([
        [0, '#dfe3e7'],
        [1, '#eef0f2'],
      ]),
    ),
  ];
  for (const x of [60, 560, 1060, 1560])
    out.push(
      factoryWindow(doc, x, 60, 300, 360, {
        cols: 3,
        rows: 4,
        frame: '#c3cad1',
        glass: doc.lin([
          [0, '#f7fafc'],
          [1, '#e3e9ee'],
        ]),
      }),
    );
  out.push(rect(0, 470, W, 12, C.amber, { opacity: 0.9 }));
  // soft machines in the background
  for (const [x, w, h] of [
    [120, 260, 210],
    [1500, 300, 230],
    [1180, 200, 160],
  ])
    out.push(
      rect(x, 760 - h, w, h, C.s300, { rx: 10, opacity: 0.6 }),
      rect(x + 20, 780 - h, w * 0.4, 30, C.s500, { rx: 4, opacity: 0.5 }),
    );
  out.push(
    rect(
      0,
      760,
      W,
      doc.h - 760,
      doc.lin([
        [0, '#d5d9de'],
        [1, '#c2c8ce'],
      ]),
    ),
  );
  out.push(ellipse(W / 2, 1010, 900, 60, C.ink, { opacity: 0.08 }));
  const back = [
    {
      x: 560,
      o: {
        top: C.s600,
        shirt: C.white,
        tie: C.amber,
        skin: SKIN[0],
        hair: HAIR[4],
        hairStyle: 'short',
      },
    },
    {
      x: 820,
      o: {
        top: C.white,
        coat: true,
        shirt: '#cfe3f3',
        trousers: C.s600,
        skin: SKIN[3],
        hair: HAIR[2],
        hairStyle: 'curly',
        glasses: true,
      },
    },
    {
      x: 1100,
      o: { top: C.ink2, accent: C.amber, skin: SKIN[1], hair: HAIR[1], hairStyle: 'bun' },
    },
    { x: 1360, o: { top: '#5b6570', shirt: C.s100, skin: SKIN[5], hair: HAIR[0] } },
  ];
  const front = [
    {
      x: 430,
      o: {
        top: C.ink2,
        accent: C.amber,
        skin: SKIN[2],
        hair: HAIR[0],
        poseR: 'hips',
        poseL: 'hips',
      },
    },
    {
      x: 700,
      o: {
        top: C.s700,
        vest: C.amber,
        skin: SKIN[4],
        hair: HAIR[2],
        head: 'hardhat',
        hatColor: C.white,
      },
    },
    {
      x: 970,
      o: {
        top: C.s600,
        shirt: C.white,
        trousers: C.s700,
        skin: SKIN[0],
        hair: HAIR[3],
        hairStyle: 'long',
        item: 'tablet',
        poseR: 'hold',
        poseL: 'hold',
      },
    },
    {
      x: 1240,
      o: {
        top: C.ink2,
        accent: C.amber,
        skin: SKIN[1],
        hair: HAIR[5],
        poseR: 'hips',
        poseL: 'stand',
      },
    },
    {
      x: 1500,
      o: {
        top: C.s700,
        accent: C.s300,
        skin: SKIN[3],
        hair: HAIR[1],
        hairStyle: 'short',
        head: 'cap',
        capColor: C.amber,
      },
    },
  ];
  for (const p of back) out.push(person(p.x, 930, 560, p.o));
  for (const p of front) out.push(person(p.x, 1020, 600, p.o));
  out.push(vignette(doc, 0.15));
  return out;
}

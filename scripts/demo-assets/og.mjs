// Social preview card: dark background, large amber arc mark, brand name and a short line.
import { C, FONT } from './palette.mjs';
import { rng } from './rng.mjs';
import { glow, sparks } from './shapes.mjs';
import { circle, g, path, rect, text } from './svg.mjs';

export function ogSvg(doc) {
  const { w: W, h: H } = doc;
  const rnd = rng('og');
  const s = 8; // scale of the 32-unit mark
  const mx = 96;
  const my = (H - 32 * s) / 2 - 10;
  const out = [
    rect(
      0,
      0,
      W,
      H,
      doc.lin(
        [
          [0, '#07080a'],
          [1, '#1c2128'],
        ],
        { x2: 1, y2: 1 },
      ),
    ),
    glow(doc, mx + 16 * s, my + 7 * s, 420, C.amber, 0.28),
    sparks(rnd, {
      x: mx + 16 * s,
      y: my + 7 * s,
      n: 50,
      a0: 200,
      a1: 340,
      l0: 30,
      l1: 200,
      w: 2.2,
      gravity: 0.5,
    }),
    g(
      { transform: `translate(${mx} ${my}) scale(${s})` },
      rect(0, 0, 32, 32, C.ink, { rx: 3, stroke: '#2c3239', 'stroke-width': 0.4 }),
      path('M7 24 L16 7 L25 24', 'none', {
        stroke: C.amber,
        'stroke-width': 3.2,
        'stroke-linejoin': 'round',
      }),
      circle(16, 19, 2.6, C.white),
    ),
    text(mx + 32 * s + 60, H / 2 + 8, 'FORTARC', {
      size: 112,
      weight: 'bold',
      fill: C.white,
      ls: 6,
      family: FONT,
    }),
    text(mx + 32 * s + 64, H / 2 + 76, 'Welding & plasma cutting', {
      size: 40,
      fill: C.s300,
      family: FONT,
    }),
    rect(0, H - 18, W, 18, C.amber),
  ];
  return doc.render(out);
}

// Stylised management-system certificate sheets issued by the fictional body "Certivia Italia".
import { C, FONT } from './palette.mjs';
import { rng } from './rng.mjs';
import { circle, g, line, path, rect, text } from './svg.mjs';

const PAPER = '#fbfaf6';
const NAVY = '#1f2a38';

/** Grey bars that stand in for lines of small print. */
function textLines(rnd, x, y, w, n, gap = 26, h = 9, anchor = 'start') {
  const out = [];
  for (let i = 0; i < n; i++) {
    const lw = w * (i === n - 1 ? rnd.range(0.35, 0.6) : rnd.range(0.82, 1));
    const lx = anchor === 'middle' ? x - lw / 2 : x;
    out.push(rect(lx, y + i * gap, lw, h, C.s300, { rx: h / 2 }));
  }
  return out.join('');
}

/** The issuer's emblem: a ring with a check mark (deliberately generic, unlike any real body's mark). */
function issuerMark(cx, cy, r) {
  return g(
    {},
    circle(cx, cy, r, NAVY),
    circle(cx, cy, r * 0.78, 'none', { stroke: '#fff', 'stroke-width': r * 0.08 }),
    path(
      `M${cx - r * 0.38} ${cy + r * 0.02} L${cx - r * 0.1} ${cy + r * 0.3} L${cx + r * 0.42} ${cy - r * 0.3}`,
      'none',
      {
        stroke: '#8fc1e3',
        'stroke-width': r * 0.16,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
  );
}

/** Rosette seal with ribbons; `label` is the standard number shown in the middle. */
function seal(cx, cy, r, label) {
  const pts = [];
  const spikes = 36;
  for (let i = 0; i < spikes * 2; i++) {
    const a = (i / (spikes * 2)) * Math.PI * 2;
    const rr = i % 2 ? r : r * 0.9;
    pts.push(`${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`);
  }
  return g(
    {},
    path(
      `M${cx - r * 0.5} ${cy + r * 0.5} L${cx - r * 0.75} ${cy + r * 1.7} L${cx - r * 0.38} ${cy + r * 1.45} L${cx - r * 0.18} ${cy + r * 1.8} L${cx} ${cy + r * 0.6} Z`,
      C.amberStrong,
    ),
    path(
      `M${cx + r * 0.5} ${cy + r * 0.5} L${cx + r * 0.75} ${cy + r * 1.7} L${cx + r * 0.38} ${cy + r * 1.45} L${cx + r * 0.18} ${cy + r * 1.8} L${cx} ${cy + r * 0.6} Z`,
      C.amberDeep,
    ),
    `<polygon points="${pts.join(' ')}" fill="${C.amber}"/>`,
    circle(cx, cy, r * 0.78, 'none', { stroke: '#fff', 'stroke-width': 4, opacity: 0.8 }),
    circle(cx, cy, r * 0.7, C.amberStrong),
    text(cx, cy - r * 0.12, 'ISO', {
      size: r * 0.26,
      weight: 'bold',
      fill: '#fff',
      anchor: 'middle',
      ls: 2,
    }),
    text(cx, cy + r * 0.3, label, {
      size: r * 0.36,
      weight: 'bold',
      fill: '#fff',
      anchor: 'middle',
    }),
  );
}

export function certificateSvg(doc, cert) {
  const { w: W, h: H } = doc;
  const rnd = rng(cert.slug);
  const number = cert.standard.replace(/^ISO\s+/, '').split(':')[0];
  const out = [rect(0, 0, W, H, PAPER)];
  // guilloche-like background arcs
  const arcs = [];
  for (let i = 0; i < 7; i++)
    arcs.push(
      circle(W / 2, H * 0.52, 200 + i * 70, 'none', { stroke: '#f1ede3', 'stroke-width': 14 }),
    );
  out.push(g({}, ...arcs));
  // borders
  out.push(
    rect(40, 40, W - 80, H - 80, 'none', { stroke: NAVY, 'stroke-width': 6 }),
    rect(58, 58, W - 116, H - 116, 'none', { stroke: C.amber, 'stroke-width': 3 }),
    rect(72, 72, W - 144, H - 144, 'none', { stroke: NAVY, 'stroke-width': 1.5, opacity: 0.5 }),
  );
  for (const [x, y] of [
    [58, 58],
    [W - 58, 58],
    [58, H - 58],
    [W - 58, H - 58],
  ])
    out.push(
      rect(x - 16, y - 16, 32, 32, NAVY, { transform: `rotate(45 ${x} ${y})` }),
      circle(x, y, 6, C.amber),
    );
  // issuer header
  out.push(
    issuerMark(W / 2, 200, 62),
    text(W / 2, 318, 'Certivia Italia', {
      size: 42,
      weight: 'bold',
      fill: NAVY,
      anchor: 'middle',
      family: FONT,
    }),
  );
  out.push(textLines(rnd, W / 2, 346, 420, 1, 24, 8, 'middle'));
  // title
  out.push(
    text(W / 2, 470, 'CERTIFICATE', { size: 40, fill: C.s500, anchor: 'middle', ls: 14 }),
    line(W / 2 - 220, 500, W / 2 + 220, 500, C.amber, 3),
    text(W / 2, 620, cert.standard, {
      size: Math.min(112, 960 / (cert.standard.length * 0.66)),
      weight: 'bold',
      fill: NAVY,
      anchor: 'middle',
    }),
    text(W / 2, 690, cert.scope, { size: 34, fill: C.s600, anchor: 'middle' }),
  );
  // body
  out.push(textLines(rnd, W / 2, 770, 760, 2, 30, 10, 'middle'));
  out.push(
    text(W / 2, 910, 'FORTARC S.p.A.', {
      size: 64,
      weight: 'bold',
      fill: C.ink,
      anchor: 'middle',
      ls: 2,
    }),
  );
  out.push(textLines(rnd, W / 2, 950, 520, 2, 28, 10, 'middle'));
  out.push(textLines(rnd, W / 2, 1060, 860, 4, 30, 10, 'middle'));
  // details table
  for (let i = 0; i < 3; i++) {
    const y = 1230 + i * 52;
    out.push(
      rect(190, y, 200, 12, C.s500, { rx: 6 }),
      rect(430, y, 260 + rnd.range(0, 160), 12, C.s300, { rx: 6 }),
    );
  }
  // signature and seal
  out.push(
    path(
      'M190 1560 C230 1500 260 1590 300 1530 S360 1490 380 1550 S450 1560 470 1520 S520 1540 560 1530',
      'none',
      { stroke: NAVY, 'stroke-width': 3.5, 'stroke-linecap': 'round' },
    ),
    line(180, 1590, 600, 1590, C.s500, 2),
    rect(180, 1610, 260, 10, C.s300, { rx: 5 }),
    seal(W - 300, 1440, 130, number),
  );
  return doc.render(out);
}

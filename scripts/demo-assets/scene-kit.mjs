// Helpers shared by the wide scenes: placing machines, windows, light cones, hazard stripes, backgrounds.
import { C } from './palette.mjs';
import { machineArt } from './machines.mjs';
import { circle, g, line, path, poly, rect } from './svg.mjs';

/** Place a product drawing so that its floor line lands on floorY, scaled to `height` px tall; x = left edge. */
export function placeMachine(doc, slug, x, floorY, height, { flip = false } = {}) {
  const { art, bb, floor } = machineArt(doc, slug);
  const s = height / (bb.y1 - bb.y0);
  const w = (bb.x1 - bb.x0) * s;
  const tx = flip ? x + w + bb.x0 * s : x - bb.x0 * s;
  const sx = flip ? -s : s;
  return {
    svg: g(
      {
        transform: `translate(${tx.toFixed(1)} ${(floorY - floor * s).toFixed(1)}) scale(${sx.toFixed(4)} ${s.toFixed(4)})`,
      },
      ...art,
    ),
    width: w,
    scale: s,
  };
}

/** Factory window: frame with a grid of panes and a soft gradient glass. */
export function factoryWindow(doc, x, y, w, h, { cols = 4, rows = 3, frame = C.s800, glass } = {}) {
  const fill =
    glass ??
    doc.lin([
      [0, '#c9d3dc'],
      [1, '#8e9aa6'],
    ]);
  const out = [rect(x - 8, y - 8, w + 16, h + 16, frame, { rx: 4 }), rect(x, y, w, h, fill)];
  for (let c = 1; c < cols; c++) out.push(rect(x + (w * c) / cols - 3, y, 6, h, frame));
  for (let r = 1; r < rows; r++) out.push(rect(x, y + (h * r) / rows - 3, w, 6, frame));
  out.push(
    poly(
      [
        [x + w * 0.1, y + h],
        [x + w * 0.35, y],
        [x + w * 0.5, y],
        [x + w * 0.25, y + h],
      ],
      '#fff',
      { opacity: 0.12 },
    ),
  );
  return g({}, ...out);
}

/** Light cone from (x, y) downwards spreading to width w at floorY. */
export function lightCone(doc, x, y, w, floorY, color = '#fff', opacity = 0.18, top = 18) {
  const fill = doc.lin([
    [0, color, opacity],
    [1, color, 0],
  ]);
  return poly(
    [
      [x - top / 2, y],
      [x + top / 2, y],
      [x + w / 2, floorY],
      [x - w / 2, floorY],
    ],
    fill,
  );
}

/** Diagonal amber/ink hazard stripes in a rectangle. */
export function hazard(doc, x, y, w, h, step = 40) {
  const clip = doc.clip(rect(x, y, w, h, '#000'));
  const out = [rect(x, y, w, h, C.ink)];
  for (let i = -h; i < w + h; i += step)
    out.push(
      poly(
        [
          [x + i, y + h],
          [x + i + h, y],
          [x + i + h + step / 2, y],
          [x + i + step / 2, y + h],
        ],
        C.amber,
      ),
    );
  return g({ 'clip-path': clip }, ...out);
}

/** Vertical sky gradient filling the canvas. */
export function sky(doc, stops) {
  return rect(0, 0, doc.w, doc.h, doc.lin(stops));
}

/** Roof truss: a horizontal lattice beam. */
export function truss(x, y, w, h, color = C.s300, width = 4) {
  const out = [line(x, y, x + w, y, color, width), line(x, y + h, x + w, y + h, color, width)];
  const n = Math.round(w / h);
  for (let i = 0; i < n; i++) {
    const a = x + (w * i) / n;
    const b = x + (w * (i + 1)) / n;
    out.push(
      line(a, y + h, (a + b) / 2, y, color, width * 0.7),
      line((a + b) / 2, y, b, y + h, color, width * 0.7),
    );
  }
  return g({}, ...out);
}

/** Industrial pendant lamp with a glow. */
export function lamp(doc, x, y, r = 34, glowing = true) {
  return g(
    {},
    line(x, 0, x, y - r * 0.6, C.ink, 3),
    path(
      `M${x - r} ${y} Q${x - r} ${y - r} ${x} ${y - r} Q${x + r} ${y - r} ${x + r} ${y} Z`,
      C.ink,
    ),
    glowing ? circle(x, y + 2, r * 0.5, '#fff7df') : '',
  );
}

/** Small rounded box of parts / crate with a label-free face. */
export function crate(x, y, w, h, fill = C.amber, edge = C.amberStrong) {
  return g(
    {},
    rect(x, y, w, h, fill, { rx: 4 }),
    rect(x, y, w, h * 0.18, edge, { rx: 4 }),
    rect(x + w * 0.35, y + h * 0.4, w * 0.3, h * 0.16, edge, { rx: 2 }),
  );
}

/** Vignette overlay to darken the edges of a scene. */
export function vignette(doc, strength = 0.5) {
  const fill = doc.rad(
    [
      [0.55, C.ink, 0],
      [1, C.ink, strength],
    ],
    { r: 0.75 },
  );
  return rect(0, 0, doc.w, doc.h, fill);
}

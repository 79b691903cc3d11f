// Catalogue-photo framing: light studio background, soft floor and the artwork scaled to fit.
import { C } from './palette.mjs';
import { circle, g, rect } from './svg.mjs';

/**
 * Scale `art` (drawn in its own units, bounding box `bb`) into the document and put it on a
 * white-to-steel studio background. `floor` is the art's floor line, used to place the floor tint.
 */
export function catalogueFrame(
  doc,
  art,
  bb,
  { floor, fillW = 0.8, fillH = 0.78, maxScale = 1.35, cy = 0.53 } = {},
) {
  const bw = bb.x1 - bb.x0;
  const bh = bb.y1 - bb.y0;
  const scale = Math.min((doc.w * fillW) / bw, (doc.h * fillH) / bh, maxScale);
  const tx = doc.w / 2 - ((bb.x0 + bb.x1) / 2) * scale;
  const ty = doc.h * cy - ((bb.y0 + bb.y1) / 2) * scale;
  const bg = doc.lin([
    [0, C.white],
    [0.62, C.s50],
    [1, C.s100],
  ]);
  const floorTint = doc.lin([
    [0, C.s50, 0],
    [1, C.s100, 1],
  ]);
  const halo = doc.rad([
    [0, C.white, 1],
    [1, C.white, 0],
  ]);
  const floorY = floor === undefined ? doc.h * 0.7 : ty + floor * scale;
  return doc.render([
    rect(0, 0, doc.w, doc.h, bg),
    rect(0, floorY - 160 * scale, doc.w, doc.h, floorTint),
    circle(doc.w / 2, doc.h * 0.45, doc.w * 0.42, halo),
    g(
      { transform: `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})` },
      ...art,
    ),
  ]);
}

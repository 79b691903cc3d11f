// Stylised six-axis welding robot on a pedestal with a small work table and a glowing arc.
import { C } from './palette.mjs';
import { box, glow } from './shapes.mjs';
import { circle, ellipse, g, path, poly, rect } from './svg.mjs';

/** Capsule between two points with different end radii. */
export function capsule(x1, y1, r1, x2, y2, r2, fill, opacity) {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const nx = -Math.sin(a);
  const ny = Math.cos(a);
  return g(
    { opacity },
    poly(
      [
        [x1 + nx * r1, y1 + ny * r1],
        [x2 + nx * r2, y2 + ny * r2],
        [x2 - nx * r2, y2 - ny * r2],
        [x1 - nx * r1, y1 - ny * r1],
      ],
      fill,
    ),
    circle(x1, y1, r1, fill),
    circle(x2, y2, r2, fill),
  );
}

/** Joint housing with a cap and an amber ring. */
function joint(cx, cy, r, body, cap) {
  return g(
    {},
    circle(cx, cy, r, body),
    circle(cx, cy, r * 0.7, C.amber),
    circle(cx, cy, r * 0.58, cap),
    circle(cx - r * 0.2, cy - r * 0.2, r * 0.16, '#fff', { opacity: 0.25 }),
  );
}

/** Joint positions of the arm in its local units (pedestal floor centre at 0, 0). */
export function armPoints(pose = 0) {
  const cx = 56;
  const sh = [cx, -270];
  const el = [cx + 70 - pose * 60, -660 + pose * 30];
  const wr = [el[0] + 380, el[1] + 90 + pose * 20];
  const tip = [wr[0] + 70, wr[1] + 170];
  return { cx, sh, el, wr, tip };
}

/** Screen position of the torch tip for a robot placed at (x, y) with `scale`. */
export function robotTip({ x, y, scale = 1, pose = 0 }) {
  const { tip } = armPoints(pose);
  return [x + tip[0] * scale, y + tip[1] * scale];
}

/**
 * Robot arm. (x, y) is the floor point under the pedestal centre. Returns an array of markup.
 * `tone` light = white arm with dark joints, dark = graphite arm with amber rings.
 */
export function robotArm(
  doc,
  { x, y, bb, scale = 1, tone = 'light', pose = 0, table = true, spark = true },
) {
  const body = tone === 'light' ? C.s100 : C.s600;
  const shade = tone === 'light' ? C.s300 : C.s700;
  const hi = tone === 'light' ? C.white : C.s500;
  const cap = tone === 'light' ? C.s700 : C.ink;
  const { cx, sh, el, wr, tip } = armPoints(pose);
  const parts = [];
  if (table) {
    const tx = tip[0] - 170;
    const ty = tip[1] + 50;
    parts.push(
      ellipse(tip[0] + 20, -10, 260, 40, C.ink, { opacity: 0.12 }),
      rect(tx + 20, ty, 22, -ty, C.s600),
      rect(tx + 300, ty, 22, -ty, C.s600),
      box({
        x: tx,
        y: ty,
        w: 340,
        h: 34,
        d: 140,
        front: C.s600,
        side: C.s700,
        top: C.s300,
        edge: 0.3,
      }),
      box({
        x: tx + 60,
        y: ty - 20,
        w: 260,
        h: 20,
        d: 90,
        front: C.s300,
        side: C.s500,
        top: C.s200,
        edge: 0.4,
      }),
      box({
        x: tx + 150,
        y: ty - 80,
        w: 14,
        h: 60,
        d: 80,
        front: C.s200,
        side: C.s300,
        top: C.s100,
        edge: 0.4,
      }),
    );
    bb?.add(x + (tx - 20) * scale, y + ty * scale).add(x + (tx + 440) * scale, y + 20);
  }
  parts.push(
    box({
      x: cx - 120,
      y: -80,
      w: 200,
      h: 80,
      d: 130,
      front: C.ink,
      side: C.ink2,
      top: C.s700,
      edge: 0.2,
    }),
    rect(cx - 60, -190, 140, 130, shade),
    ellipse(cx + 10, -60, 70, 20, shade),
    rect(cx - 60, -190, 70, 130, body),
    ellipse(cx + 10, -190, 70, 20, hi),
    capsule(sh[0], sh[1], 62, el[0], el[1], 46, shade),
    capsule(sh[0] - 8, sh[1], 50, el[0] - 8, el[1], 36, body),
    joint(sh[0], sh[1], 62, body, cap),
    capsule(el[0], el[1], 42, wr[0], wr[1], 28, shade),
    capsule(el[0], el[1] - 6, 34, wr[0], wr[1] - 4, 22, body),
    rect(el[0] + 60, el[1] - 96, 130, 70, C.ink, {
      rx: 10,
      transform: `rotate(13 ${el[0]} ${el[1]})`,
    }),
    circle(el[0] + 110, el[1] - 66, 22, C.copper, { transform: `rotate(13 ${el[0]} ${el[1]})` }),
    rect(el[0] + 150, el[1] - 84, 26, 46, C.amber, {
      rx: 4,
      transform: `rotate(13 ${el[0]} ${el[1]})`,
    }),
    joint(el[0], el[1], 48, body, cap),
    path(
      `M${el[0] + 170} ${el[1] - 20} C${wr[0] - 60} ${wr[1] - 110} ${wr[0] + 40} ${wr[1] - 90} ${wr[0] + 20} ${wr[1] - 10}`,
      'none',
      {
        stroke: C.ink,
        'stroke-width': 14,
        'stroke-linecap': 'round',
      },
    ),
    joint(wr[0], wr[1], 30, body, cap),
    capsule(wr[0], wr[1], 18, tip[0], tip[1], 12, C.ink),
    capsule(tip[0] - 12, tip[1] - 30, 13, tip[0], tip[1], 11, C.s300),
  );
  if (spark) parts.push(glow(doc, tip[0] + 6, tip[1] + 16, 90, C.amber, 0.95));
  bb?.add(x + (cx - 140) * scale, y + (el[1] - 120) * scale).add(x + (wr[0] + 80) * scale, y + 10);
  return [g({ transform: `translate(${x} ${y}) scale(${scale})` }, ...parts)];
}

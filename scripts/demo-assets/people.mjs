// Stylised, faceless people in workwear or office clothes, standing and facing the viewer.
import { C } from './palette.mjs';
import { capsule } from './robot.mjs';
import { circle, ellipse, g, path, rect } from './svg.mjs';

const POSES = {
  // [elbow dx, elbow dy, hand dx, hand dy] for the right arm (viewer's left), in head units from the shoulder
  stand: [
    [-0.25, 1.45],
    [-0.2, 2.75],
  ],
  hips: [
    [-0.75, 1.2],
    [0.1, 2.2],
  ],
  crossed: [
    [-0.05, 1.5],
    [1.25, 1.3],
  ],
  work: [
    [-0.2, 1.45],
    [0.7, 2.2],
  ],
  hold: [
    [-0.15, 1.45],
    [0.8, 1.7],
  ],
  point: [
    [-0.9, 0.5],
    [-1.9, -0.2],
  ],
  wave: [
    [-0.9, 0.2],
    [-0.9, -1.2],
  ],
};

/**
 * A standing person. (x, y) = centre of the feet on the floor, h = height in px.
 * o: skin, hair, hairStyle (short | long | bun | bald | curly), top, trousers, accent,
 *    shirt (collar colour), poseL / poseR, head (null | helmet | hardhat | cap | glasses),
 *    coat (long lab coat), vest (hi-vis vest colour), item (tablet | clipboard | toolbox).
 */
export function person(x, y, h, o = {}) {
  const u = h / 7.6;
  const top = o.top ?? C.s700;
  const trousers = o.trousers ?? C.ink2;
  const skin = o.skin ?? '#d9a27c';
  const hair = o.hair ?? '#2b2118';
  const headY = y - h + u * 0.55;
  const shY = y - h + u * 1.35;
  const hipY = y - h + u * 4.05;
  const shW = u * 1.0;
  const out = [];
  out.push(ellipse(x, y, u * 1.3, u * 0.22, C.ink, { opacity: 0.22 }));
  // hair behind the head
  if (o.hairStyle === 'long')
    out.push(rect(x - u * 0.55, headY - u * 0.35, u * 1.1, u * 1.45, hair, { rx: u * 0.45 }));
  // legs and shoes
  const legW = u * 0.5;
  out.push(
    rect(x - u * 0.58, hipY - u * 0.2, legW, y - hipY + u * 0.1, trousers, { rx: u * 0.15 }),
    rect(x + u * 0.08, hipY - u * 0.2, legW, y - hipY + u * 0.1, trousers, { rx: u * 0.15 }),
    rect(x - u * 0.7, y - u * 0.22, u * 0.68, u * 0.26, C.ink, { rx: u * 0.12 }),
    rect(x + u * 0.02, y - u * 0.22, u * 0.68, u * 0.26, C.ink, { rx: u * 0.12 }),
  );
  // torso (jacket / coat)
  const coatLen = o.coat ? u * 1.6 : 0;
  const torso = `M${x - shW} ${shY + u * 0.25} Q${x - shW} ${shY} ${x - shW + u * 0.3} ${shY} L${x + shW - u * 0.3} ${shY} Q${x + shW} ${shY} ${x + shW} ${shY + u * 0.25} L${x + u * 0.82} ${hipY + coatLen} L${x - u * 0.82} ${hipY + coatLen} Z`;
  out.push(
    path(torso, top),
    path(
      `M${x} ${shY} L${x + shW - u * 0.3} ${shY} Q${x + shW} ${shY} ${x + shW} ${shY + u * 0.25} L${x + u * 0.82} ${hipY + coatLen} L${x} ${hipY + coatLen} Z`,
      C.ink,
      { opacity: 0.08 },
    ),
  );
  if (o.shirt)
    out.push(
      path(`M${x - u * 0.3} ${shY} L${x} ${shY + u * 0.7} L${x + u * 0.3} ${shY} Z`, o.shirt),
    );
  if (o.tie)
    out.push(
      path(
        `M${x - u * 0.07} ${shY + u * 0.15} L${x + u * 0.07} ${shY + u * 0.15} L${x + u * 0.05} ${shY + u * 0.62} L${x} ${shY + u * 0.72} L${x - u * 0.05} ${shY + u * 0.62} Z`,
        o.tie,
      ),
    );
  if (o.coat)
    out.push(
      path(`M${x} ${shY + u * 0.7} L${x} ${hipY + coatLen}`, 'none', {
        stroke: C.s300,
        'stroke-width': u * 0.05,
      }),
    );
  if (o.vest) {
    out.push(
      path(
        `M${x - shW + u * 0.2} ${shY + u * 0.05} L${x - u * 0.3} ${shY} L${x - u * 0.12} ${hipY} L${x - u * 0.8} ${hipY} Z`,
        o.vest,
      ),
      path(
        `M${x + shW - u * 0.2} ${shY + u * 0.05} L${x + u * 0.3} ${shY} L${x + u * 0.12} ${hipY} L${x + u * 0.8} ${hipY} Z`,
        o.vest,
      ),
    );
  }
  if (o.accent) {
    out.push(
      rect(x - u * 0.9, shY + u * 1.7, u * 1.8, u * 0.16, o.accent, { opacity: 0.95 }),
      rect(x - u * 0.86, shY + u * 2.05, u * 1.72, u * 0.16, o.accent, { opacity: 0.95 }),
    );
  }
  if (!o.coat && !o.shirt)
    out.push(
      path(`M${x - u * 0.28} ${shY} L${x} ${shY + u * 0.35} L${x + u * 0.28} ${shY} Z`, C.ink, {
        opacity: 0.35,
      }),
    );
  // neck and head
  out.push(rect(x - u * 0.17, headY + u * 0.3, u * 0.34, u * 0.55, skin, { rx: u * 0.1 }));
  out.push(...head(x, headY, u, skin, hair, o));
  // arms (drawn after the torso so crossed arms sit in front)
  const arm = (side, pose) => {
    const [[ex, ey], [hx, hy]] = POSES[pose ?? 'stand'];
    const sx = x + side * (shW - u * 0.22);
    const sy = shY + u * 0.25;
    // pose values describe the viewer's-left arm; the other arm is mirrored
    const elbow = [sx + (side === -1 ? ex * u : -ex * u), sy + ey * u];
    const hand = [sx + (side === -1 ? hx * u : -hx * u), sy + hy * u];
    return [
      capsule(sx, sy, u * 0.28, elbow[0], elbow[1], u * 0.24, C.ink),
      capsule(elbow[0], elbow[1], u * 0.24, hand[0], hand[1], u * 0.21, C.ink),
      capsule(sx, sy, u * 0.24, elbow[0], elbow[1], u * 0.2, top),
      capsule(elbow[0], elbow[1], u * 0.2, hand[0], hand[1], u * 0.17, top),
      o.accent
        ? capsule(
            elbow[0] + (hand[0] - elbow[0]) * 0.35,
            elbow[1] + (hand[1] - elbow[1]) * 0.35,
            u * 0.2,
            elbow[0] + (hand[0] - elbow[0]) * 0.5,
            elbow[1] + (hand[1] - elbow[1]) * 0.5,
            u * 0.2,
            o.accent,
          )
        : '',
      circle(hand[0], hand[1], u * 0.2, o.gloves ?? skin),
    ];
  };
  out.push(...arm(-1, o.poseR), ...arm(1, o.poseL));
  if (o.item === 'tablet')
    out.push(
      rect(x - u * 0.55, shY + u * 1.25, u * 0.9, u * 0.62, C.ink, {
        rx: u * 0.08,
        transform: `rotate(-8 ${x} ${shY + u * 1.5})`,
      }),
      rect(x - u * 0.5, shY + u * 1.3, u * 0.8, u * 0.5, C.s600, {
        rx: u * 0.05,
        transform: `rotate(-8 ${x} ${shY + u * 1.5})`,
      }),
    );
  if (o.item === 'clipboard')
    out.push(
      rect(x - u * 0.5, shY + u * 1.1, u * 0.8, u * 1.0, C.amber, { rx: u * 0.06 }),
      rect(x - u * 0.42, shY + u * 1.22, u * 0.64, u * 0.8, C.white),
    );
  if (o.item === 'toolbox') {
    const tx = x + shW + u * 0.1;
    const ty = shY + u * 2.75;
    out.push(
      rect(tx - u * 0.5, ty, u * 1.4, u * 0.8, C.amber, { rx: u * 0.1 }),
      rect(tx - u * 0.5, ty, u * 1.4, u * 0.2, C.amberStrong, { rx: u * 0.08 }),
      path(
        `M${tx - u * 0.05} ${ty} L${tx - u * 0.05} ${ty - u * 0.25} L${tx + u * 0.45} ${ty - u * 0.25} L${tx + u * 0.45} ${ty}`,
        'none',
        { stroke: C.ink, 'stroke-width': u * 0.1 },
      ),
    );
  }
  return g({}, ...out);
}

function head(x, cy, u, skin, hair, o) {
  const r = u * 0.5;
  const out = [];
  if (o.head === 'helmet') {
    out.push(
      path(
        `M${x - r * 1.2} ${cy + r * 0.2} Q${x - r * 1.25} ${cy - r * 1.3} ${x} ${cy - r * 1.35} Q${x + r * 1.25} ${cy - r * 1.3} ${x + r * 1.2} ${cy + r * 0.2} L${x + r * 1.0} ${cy + r * 1.35} Q${x} ${cy + r * 1.6} ${x - r * 1.0} ${cy + r * 1.35} Z`,
        C.ink,
      ),
      rect(x - r * 0.72, cy - r * 0.3, r * 1.44, r * 0.62, C.amber, { rx: r * 0.12 }),
      rect(x - r * 0.6, cy - r * 0.2, r * 1.2, r * 0.42, '#1b2a33', { rx: r * 0.08 }),
      path(
        `M${x - r * 0.9} ${cy - r * 0.9} Q${x} ${cy - r * 1.2} ${x + r * 0.9} ${cy - r * 0.9}`,
        'none',
        { stroke: C.s600, 'stroke-width': r * 0.12 },
      ),
    );
    return out;
  }
  out.push(circle(x, cy, r, skin));
  out.push(
    circle(x - r * 0.98, cy + r * 0.1, r * 0.2, skin),
    circle(x + r * 0.98, cy + r * 0.1, r * 0.2, skin),
  );
  const style = o.hairStyle ?? 'short';
  if (style === 'short' || style === 'long' || style === 'bun') {
    out.push(
      path(
        `M${x - r * 1.02} ${cy + r * 0.1} Q${x - r * 1.1} ${cy - r * 1.25} ${x + r * 0.1} ${cy - r * 1.12} Q${x + r * 1.15} ${cy - r * 1.05} ${x + r * 1.02} ${cy + r * 0.1} Q${x + r * 0.6} ${cy - r * 0.55} ${x - r * 0.2} ${cy - r * 0.5} Q${x - r * 0.8} ${cy - r * 0.35} ${x - r * 1.02} ${cy + r * 0.1} Z`,
        hair,
      ),
    );
  }
  if (style === 'bun') out.push(circle(x + r * 0.2, cy - r * 1.2, r * 0.42, hair));
  if (style === 'curly') {
    for (let i = 0; i < 7; i++) {
      const a = Math.PI + (i / 6) * Math.PI;
      out.push(circle(x + Math.cos(a) * r * 0.85, cy + Math.sin(a) * r * 0.8, r * 0.36, hair));
    }
  }
  if (o.beard)
    out.push(
      path(
        `M${x - r * 0.85} ${cy + r * 0.15} Q${x} ${cy + r * 1.55} ${x + r * 0.85} ${cy + r * 0.15} Q${x} ${cy + r * 0.75} ${x - r * 0.85} ${cy + r * 0.15} Z`,
        hair,
      ),
    );
  if (o.head === 'hardhat') {
    out.push(
      path(
        `M${x - r * 1.05} ${cy - r * 0.2} Q${x - r * 1.05} ${cy - r * 1.35} ${x} ${cy - r * 1.35} Q${x + r * 1.05} ${cy - r * 1.35} ${x + r * 1.05} ${cy - r * 0.2} Z`,
        o.hatColor ?? C.amber,
      ),
      rect(
        x - r * 1.3,
        cy - r * 0.32,
        r * 2.6,
        r * 0.24,
        o.hatColor === C.white ? C.s200 : C.amberStrong,
        { rx: r * 0.1 },
      ),
    );
  }
  if (o.head === 'cap') {
    out.push(
      path(
        `M${x - r * 1.02} ${cy - r * 0.15} Q${x - r} ${cy - r * 1.25} ${x} ${cy - r * 1.2} Q${x + r} ${cy - r * 1.25} ${x + r * 1.02} ${cy - r * 0.15} Z`,
        o.capColor ?? C.ink,
      ),
      rect(x - r * 1.1, cy - r * 0.3, r * 2.2, r * 0.22, o.capColor ?? C.ink, { rx: r * 0.1 }),
    );
  }
  if (o.glasses || o.head === 'glasses')
    out.push(
      rect(x - r * 0.75, cy - r * 0.12, r * 1.5, r * 0.34, '#cfe8f7', {
        rx: r * 0.14,
        opacity: 0.85,
        stroke: C.ink,
        'stroke-width': r * 0.07,
      }),
    );
  return out;
}

// Scene index: maps each scene name to its drawing function.
import { controlPanel, sparksHero, tigAluminium } from './scenes-closeup.mjs';
import { headquarters, serviceVan } from './scenes-outdoor.mjs';
import { fairStand, laboratory, team, trainingRoom } from './scenes-venues.mjs';
import {
  factoryLine,
  pipeline,
  plasmaTable,
  robotCell,
  shipyard,
  workshop,
} from './scenes-work.mjs';

const SCENES = {
  workshop,
  shipyard,
  pipeline,
  'robot-cell': robotCell,
  'plasma-table': plasmaTable,
  'factory-line': factoryLine,
  'fair-stand': (doc) => fairStand(doc),
  'fair-stand-night': (doc) => fairStand(doc, { night: true }),
  'training-room': trainingRoom,
  laboratory,
  team,
  'service-van': serviceVan,
  headquarters,
  'tig-aluminium': tigAluminium,
  sparks: sparksHero,
  'control-panel': controlPanel,
};

export function sceneSvg(doc, name) {
  const draw = SCENES[name];
  if (!draw) throw new Error(`No drawing for scene ${name}`);
  return doc.render(draw(doc));
}

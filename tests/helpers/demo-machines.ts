import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  finderMachineOf,
  type FinderMachine,
  type SelectionFields,
} from '@/catalogue/finder/machine';

/** The demo catalogue's machines (content/stories/prodotti), in the editors' order. */
export function demoMachines(): FinderMachine[] {
  const dir = path.join(process.cwd(), 'content', 'stories', 'prodotti');
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    .filter((story) => story.content?.component === 'product')
    .sort((a, b) => a.position - b.position)
    .map((story) =>
      finderMachineOf(story.slug, story.content.name, story.content as SelectionFields),
    )
    .filter((machine): machine is FinderMachine => machine !== undefined);
}

import { COUNTRIES } from './countries';
import { GazetteerBuilder, type Gazetteer } from './gazetteer';
import { readGeoNamesPlaces } from './geonames-file';

const GAZETTEER = Symbol.for('fortarc.locator-gazetteer');
const slot = globalThis as { [GAZETTEER]?: Promise<Gazetteer> };

/**
 * The gazetteer of the ten countries, read from the data set on first use and kept for the
 * process: about a second to read, some 10 MB kept, some 20-35 MB of resident memory added
 * (`npm run bench`). Concurrent first callers share one read; a failed read (the package
 * missing) is not kept, so the next call tries again.
 */
export function loadGazetteer(file?: string): Promise<Gazetteer> {
  slot[GAZETTEER] ??= (async () => {
    const builder = new GazetteerBuilder();
    await readGeoNamesPlaces(new Set(COUNTRIES), (place) => builder.add(place), file);
    return builder.finish();
  })().catch((error: unknown) => {
    slot[GAZETTEER] = undefined;
    throw error;
  });
  return slot[GAZETTEER];
}

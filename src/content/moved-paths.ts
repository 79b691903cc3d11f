/** The site's page paths at one moment, as the proxy's index holds them. */
export interface SitePathIndex {
  /** Every path that leads to a page, to that page's canonical path. */
  paths: Map<string, string>;
  /**
   * Each page story's canonical path in every locale (in the locales' order; empty where its
   * translation is not published), by story uuid.
   */
  byStory: Map<string, string[]>;
  /**
   * Each page story's uuid and content type, by story id (webhooks name stories by id), and the
   * components of its body (a page's feeds and calendars are its listings').
   */
  byId: Map<number, { uuid: string; type: string; blocks?: readonly string[] }>;
}

/**
 * Adds to `moved` (old path to where the page is now) the paths each story left between two
 * indexes of the site, so visitors and crawlers at an old path are led on with a 301. A path a page
 * lives at again is that page's; a story moved twice leads from both old paths to where it is now.
 */
export function recordMoves(
  moved: Map<string, string>,
  before: SitePathIndex,
  after: SitePathIndex,
): void {
  for (const [uuid, oldPaths] of before.byStory) {
    const newPaths = after.byStory.get(uuid);
    if (!newPaths) continue;
    oldPaths.forEach((oldPath, i) => {
      const newPath = newPaths[i];
      if (oldPath && newPath && newPath !== oldPath) moved.set(oldPath, newPath);
    });
  }
  const endOf = (path: string) => {
    let current = path;
    for (let step = 0; step < moved.size && moved.has(current); step++)
      current = moved.get(current)!;
    return current;
  };
  for (const from of [...moved.keys()]) {
    if (after.paths.has(from)) moved.delete(from);
  }
  for (const from of moved.keys()) moved.set(from, endOf(from));
}

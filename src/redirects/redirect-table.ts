/**
 * The legacy-URL redirect table (spec section 2, "Permanent (301) redirects"): rows of source path
 * and target read from `content/redirects.csv`, looked up by the normalised path in one map probe.
 */

export interface RedirectRule {
  source: string;
  target: string;
  /** Where the row comes from, for messages: `content/redirects.csv:12`. */
  origin: string;
}

/** Spec section 4: the path is lowercased and a trailing slash removed before the lookup. */
export function normaliseRedirectPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** Reads `source,target` rows; a malformed row is an error naming its line. */
export function parseRedirectCsv(text: string, file: string): RedirectRule[] {
  const rows = text.split(/\r?\n/);
  const rules: RedirectRule[] = [];
  rows.forEach((row, i) => {
    const line = row.trim();
    if (line === '' || line.startsWith('#') || (i === 0 && line === 'source,target')) return;
    const origin = `${file}:${i + 1}`;
    const cells = line.split(',');
    const [source = '', target = ''] = cells.map((cell) => cell.trim());
    if (cells.length !== 2 || !source.startsWith('/') || target === '') {
      throw new Error(`${origin}: expected "source,target" with a source path, got "${line}"`);
    }
    if (!target.startsWith('/') && !/^https?:\/\//.test(target)) {
      throw new Error(`${origin}: the target must be a site path or an absolute URL`);
    }
    rules.push({ source, target, origin });
  });
  return rules;
}

export class RedirectTable {
  private constructor(private readonly targets: ReadonlyMap<string, string>) {}

  static from(rules: readonly RedirectRule[]): RedirectTable {
    const targets = new Map<string, string>();
    const origins = new Map<string, string>();
    for (const rule of rules) {
      const key = normaliseRedirectPath(rule.source);
      const known = targets.get(key);
      if (known !== undefined && known !== rule.target) {
        throw new Error(
          `${rule.origin}: ${rule.source} already goes to ${known} (${origins.get(key)})`,
        );
      }
      targets.set(key, rule.target);
      origins.set(key, rule.origin);
    }
    return new RedirectTable(targets);
  }

  get size(): number {
    return this.targets.size;
  }

  /** The target for a request path, or undefined when no row matches. */
  lookup(pathname: string): string | undefined {
    return this.targets.get(normaliseRedirectPath(pathname));
  }
}

/**
 * Rows of the redirect table (spec section 2, "Permanent (301) redirects"): from the reviewable
 * `content/redirects.csv` and from the `redirects` datasource editors manage in the CMS.
 */

export interface RedirectRule {
  source: string;
  target: string;
  /** Where the row comes from, for messages: `content/redirects.csv:12`, `datasource redirects #4`. */
  origin: string;
}

const ABSOLUTE = /^https?:\/\/[^/\\\s]+/i;

/** Why a row cannot be used, or undefined when it can. */
export function ruleProblem(source: string, target: string): string | undefined {
  if (!source.startsWith('/') || /^\/[/\\]/.test(source)) {
    return `the source must be a site path starting with one "/", got "${source}"`;
  }
  if (/\s/.test(source) || /\s/.test(target)) return 'a path cannot contain spaces';
  if (ABSOLUTE.test(target)) return undefined;
  if (!target.startsWith('/') || /^\/[/\\]/.test(target)) {
    return `the target must be a site path ("/...") or an absolute http(s) URL, got "${target}"`;
  }
  return undefined;
}

export function isAbsoluteTarget(target: string): boolean {
  return ABSOLUTE.test(target);
}

/** Reads `source,target` rows (a header line and `#` comments allowed); bad rows are errors. */
export function parseRedirectCsv(text: string, file: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((row, i) => {
    const line = row.trim();
    if (line === '' || line.startsWith('#') || (i === 0 && line === 'source,target')) return;
    const origin = `${file}:${i + 1}`;
    const cells = line.split(',').map((cell) => cell.trim());
    const [source = '', target = ''] = cells;
    const problem =
      cells.length !== 2 ? `expected "source,target", got "${line}"` : ruleProblem(source, target);
    if (problem) errors.push(`${origin}: ${problem}`);
    else rules.push({ source, target, origin });
  });
  if (errors.length > 0) throw new RedirectDataError(errors);
  return rules;
}

/** Datasource entries: the name is the source path, the value the target (as editors enter them). */
export function rulesFromDatasource(
  entries: ReadonlyArray<{ name: string; value: string }>,
  slug: string,
): RedirectRule[] {
  const errors: string[] = [];
  const rules = entries.flatMap((entry, i) => {
    const origin = `datasource ${slug} #${i + 1}`;
    const problem = ruleProblem(entry.name.trim(), entry.value.trim());
    if (problem) errors.push(`${origin}: ${problem}`);
    return problem ? [] : [{ source: entry.name.trim(), target: entry.value.trim(), origin }];
  });
  if (errors.length > 0) throw new RedirectDataError(errors);
  return rules;
}

/** Redirect data that cannot be served: every problem names its row. */
export class RedirectDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`Redirect data is invalid:\n${problems.join('\n')}`);
    this.name = 'RedirectDataError';
  }
}

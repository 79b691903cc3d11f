import { withoutTrailingSlash } from './normalise-path';
import { isAbsoluteTarget, RedirectDataError, type RedirectRule } from './redirect-rules';

/**
 * The redirect table: one hash-map probe on the normalised path (spec section 4, "Routing
 * normalisation"), so a lookup costs the same with ten rows or ten thousand.
 */

/** The path lowercased and without a trailing slash (the root stays `/`). */
export function normaliseRedirectPath(pathname: string): string {
  return withoutTrailingSlash(pathname.toLowerCase());
}

/** A row's key: the normalised path, plus its query sorted (`/page.jsp?idlingua=2&idpagina=7`). */
function keyOf(pathname: string, search: string): string {
  const path = normaliseRedirectPath(pathname);
  const params = [...new URLSearchParams(search.toLowerCase())].sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return params.length === 0 ? path : `${path}?${new URLSearchParams(params)}`;
}

function splitSource(source: string): { pathname: string; search: string } {
  const withoutHash = source.split('#')[0] ?? source;
  const at = withoutHash.indexOf('?');
  return at === -1
    ? { pathname: withoutHash, search: '' }
    : { pathname: withoutHash.slice(0, at), search: withoutHash.slice(at) };
}

export interface RedirectMatch {
  target: string;
  /** The row matched on the request's query too, so that query is not carried over. */
  consumesQuery: boolean;
}

export interface BuiltTable {
  table: RedirectTable;
  /** Chains flattened at load (a -> b -> c served as a -> c), each naming its rows. */
  warnings: string[];
}

export class RedirectTable {
  private constructor(
    private readonly byKey: ReadonlyMap<string, string>,
    private readonly withQuery: boolean,
  ) {}

  static empty(): RedirectTable {
    return new RedirectTable(new Map(), false);
  }

  /**
   * Builds the table, checking the rows: one source with two targets and a loop are errors naming
   * the rows; a chain is flattened to its final target and reported as a warning.
   */
  static build(rules: readonly RedirectRule[]): BuiltTable {
    const rows = new Map<string, RedirectRule>();
    const errors: string[] = [];
    for (const rule of rules) {
      const { pathname, search } = splitSource(rule.source);
      const key = keyOf(pathname, search);
      const known = rows.get(key);
      if (known && known.target !== rule.target) {
        errors.push(
          `${rule.origin}: ${rule.source} goes to ${rule.target}, but ${known.origin} sends it to ${known.target}`,
        );
      }
      if (!known) rows.set(key, rule);
    }
    const targets = new Map<string, string>();
    const warnings: string[] = [];
    const describe = (chain: RedirectRule[]) =>
      chain.map((row) => `${row.source} (${row.origin})`).join(' -> ');
    for (const [key, rule] of rows) {
      const chain = [rule];
      let target = rule.target;
      let loop = false;
      while (!isAbsoluteTarget(target)) {
        const { pathname, search } = splitSource(target);
        const next = rows.get(keyOf(pathname, search));
        if (!next) break;
        if (chain.includes(next)) {
          errors.push(`redirect loop: ${describe([...chain, next])}`);
          loop = true;
          break;
        }
        chain.push(next);
        target = next.target;
      }
      if (loop) continue;
      if (chain.length > 1) warnings.push(`chain flattened: ${describe(chain)} -> ${target}`);
      targets.set(key, target);
    }
    if (errors.length > 0) throw new RedirectDataError([...new Set(errors)]);
    const withQuery = [...targets.keys()].some((key) => key.includes('?'));
    return { table: new RedirectTable(targets, withQuery), warnings };
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The row for a request path and query, or undefined when none matches. */
  lookup(pathname: string, search = ''): RedirectMatch | undefined {
    if (this.withQuery && search.length > 1) {
      const exact = this.byKey.get(keyOf(pathname, search));
      if (exact !== undefined) return { target: exact, consumesQuery: true };
    }
    const target = this.byKey.get(normaliseRedirectPath(pathname));
    return target === undefined ? undefined : { target, consumesQuery: false };
  }
}

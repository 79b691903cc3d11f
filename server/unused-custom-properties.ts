/**
 * Tailwind's stylesheet defines every custom property the whole site reads: the theme's colours,
 * sizes and fonts (`:root`), and the `--tw-*` properties of its utilities, registered with
 * `@property` and given defaults for browsers without it (`*,:before,:after,::backdrop`). The
 * critical rules of one page read a fraction of them; the rest is about 0.6 kB of Brotli in every
 * page. This drops, from those three places only, the definitions nothing in the CSS reads. Rules
 * that set a property for a component are left as they are.
 */

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
/** A property's registration: `@property --tw-x{syntax:"*";inherits:false;initial-value:0}`. */
const REGISTRATION = /@property\s+(--[\w-]+)\s*\{[^{}]*\}/g;
/**
 * The blocks whose declarations are definitions only: a whole selector list of `:root`, `:host`,
 * `*` and the pseudo-elements, such as `:root,:host{…}` and `*,:before,:after,::backdrop{…}`.
 */
const DEFINITION_BLOCK =
  /(?<=^|[{};])((?:\*|:root|:host|::?before|::?after|::backdrop)(?:,(?:\*|:root|:host|::?before|::?after|::backdrop))*)\{([^{}]*)\}/g;
// empty @layer blocks stay: the first mention of each layer sets the order of them all
const EMPTY_AT_RULE = /@supports[^{};]*\{\}/g;

/**
 * A block's declarations, split at the semicolons outside brackets and strings (also the build's
 * critical-CSS step, scripts/compile-critical-css.mjs, which runs after this is compiled).
 */
export function declarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (start < body.length) parts.push(body.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

function propertyName(declaration: string): string | undefined {
  const name = declaration.slice(0, declaration.indexOf(':')).trim();
  return name.startsWith('--') ? name : undefined;
}

function referencedIn(text: string, into: Set<string>): void {
  for (const [, name] of text.matchAll(VAR_REFERENCE)) if (name) into.add(name);
}

export function withoutUnusedCustomProperties(css: string): string {
  // What the CSS reads outside the definition blocks, then what those definitions read in turn.
  const outside = css.replace(DEFINITION_BLOCK, '').replace(REGISTRATION, '');
  const used = new Set<string>();
  referencedIn(outside, used);
  const definitions = new Map<string, string>();
  for (const [, , body = ''] of css.matchAll(DEFINITION_BLOCK)) {
    for (const declaration of declarations(body)) {
      const name = propertyName(declaration);
      if (name) definitions.set(name, `${definitions.get(name) ?? ''};${declaration}`);
    }
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, text] of definitions) {
      if (!used.has(name)) continue;
      const before = used.size;
      referencedIn(text, used);
      definitions.delete(name);
      grew ||= used.size > before;
    }
  }
  const keep = (declaration: string) => {
    const name = propertyName(declaration);
    return name === undefined || used.has(name);
  };
  let pruned = css
    .replace(REGISTRATION, (rule, name: string) => (used.has(name) ? rule : ''))
    .replace(DEFINITION_BLOCK, (block, selector: string, body: string) => {
      const kept = declarations(body).filter(keep);
      return kept.length > 0 ? `${selector}{${kept.join(';')}}` : '';
    });
  // and the @supports blocks left empty
  for (let before = ''; before !== pruned;) {
    before = pruned;
    pruned = pruned.replace(EMPTY_AT_RULE, '');
  }
  return pruned;
}

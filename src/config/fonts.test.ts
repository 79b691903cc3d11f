import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fontReferences } from './font-references';
import { fontDefinitions } from './fonts';

const root = path.resolve(import.meta.dirname, '../..');
const loaderFile = path.join(root, 'src/app/fonts.ts');

type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** A literal expression's value; anything else (a variable, a call) fails, as next/font would. */
function literal(node: ts.Expression): Literal {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literal);
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
          throw new Error(`not a plain property: ${property.getText()}`);
        }
        return [property.name.text, literal(property.initializer)];
      }),
    );
  }
  throw new Error(`not a literal: ${node.getText()}`);
}

/** The options of every `localFont({...})` call in src/app/fonts.ts, read from its source. */
function loaderCalls(): Record<string, Literal>[] {
  const source = ts.createSourceFile(
    loaderFile,
    readFileSync(loaderFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const calls: Record<string, Literal>[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'localFont'
    ) {
      const [options] = node.arguments;
      if (!options || !ts.isObjectLiteralExpression(options)) throw new Error('localFont({...})');
      calls.push(literal(options) as Record<string, Literal>);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** Tailwind's `font-*` weight utilities. */
const tailwindWeights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The faces of one loader call: `src` is one file (weight and style beside it) or a list. */
function loaderFaces(options: Record<string, Literal>) {
  const files = Array.isArray(options.src) ? options.src : [{ path: options.src }];
  return files.map((file) => {
    const entry = file as Record<string, Literal>;
    return {
      src: path.resolve(path.dirname(loaderFile), String(entry.path)),
      weight: entry.weight ?? options.weight,
      style: entry.style ?? options.style ?? 'normal',
    };
  });
}

describe('src/app/fonts.ts (the loader) agrees with src/config/fonts.ts', () => {
  const calls = loaderCalls();

  it('has one loader call, for one family', () => {
    expect(calls).toHaveLength(1);
    expect(new Set(fontDefinitions.map((definition) => definition.family)).size).toBe(1);
  });

  const [options] = calls;
  if (!options) return;

  it('loads exactly the defined faces: the same files, weights and styles', () => {
    const byFile = (a: { src: string }, b: { src: string }) => a.src.localeCompare(b.src);
    expect(loaderFaces(options).sort(byFile)).toEqual(
      fontDefinitions
        .map(({ src, weight, style }) => ({ src: path.resolve(root, src), weight, style }))
        .sort(byFile),
    );
  });

  it('declares the same fallback and unicode-range (media) as every definition', () => {
    for (const definition of fontDefinitions) {
      expect(options.fallback).toEqual(definition.fallbackFamily);
      expect(options.declarations).toEqual([{ prop: 'unicode-range', value: definition.media }]);
    }
  });

  it('keeps display optional and no preload (measured; see the comment in fonts.ts)', () => {
    expect(options.display).toBe('optional');
    expect(options.preload).toBe(false);
  });

  it("is the family of the selector's text, with the same fallbacks in --font-sans", () => {
    const layout = readFileSync(path.join(root, 'src/app/[locale]/layout.tsx'), 'utf8');
    expect(layout).toMatch(/<body className="[^"]*\bfont-sans\b/);
    const css = readFileSync(path.join(root, 'src/app/globals.css'), 'utf8');
    const fontSans = /--font-sans:\s*([^;]+);/.exec(css)?.[1];
    const families = fontSans?.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
    for (const definition of fontDefinitions) {
      expect(definition.selector).toBe('body');
      expect(families).toEqual([`var(${String(options.variable)})`, ...definition.fallbackFamily]);
    }
  });
});

describe('the definitions match the files they name', () => {
  for (const definition of fontDefinitions) {
    it(`${definition.family} ${definition.weight} ${definition.style}`, () => {
      const file = path.resolve(root, definition.src);
      expect(existsSync(file), definition.src).toBe(true);
      expect(path.extname(file)).toBe(`.${definition.type}`);

      // The package's own stylesheet for the file: family, style, weight range and unicode-range.
      const packageDir = path.dirname(path.dirname(file));
      const metadata = JSON.parse(readFileSync(path.join(packageDir, 'metadata.json'), 'utf8'));
      expect(definition.family).toBe(metadata.family);
      const css = readdirSync(packageDir)
        .filter((name) => name.endsWith('.css'))
        .map((name) => readFileSync(path.join(packageDir, name), 'utf8'))
        .join('\n');
      const face = css
        .split('@font-face')
        .find((block) => block.includes(`/files/${path.basename(file)})`));
      expect(face, `an @font-face for ${path.basename(file)}`).toBeDefined();
      expect(face).toContain(`font-style: ${definition.style};`);
      expect(face).toContain(`font-weight: ${definition.weight};`);
      const range = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1];
      expect(range?.replace(/\s/g, '')).toBe(definition.media.replace(/\s/g, ''));
    });
  }
});

describe('fontReferences lists every weight the site sets', () => {
  it('has a reference for each Tailwind font-weight utility and font-weight in src/', () => {
    const used = new Map<number, string>();
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bfont-(\w+)\b/g)) {
        const weight = tailwindWeights[match[1] ?? ''];
        if (weight) used.set(weight, path.relative(root, file));
      }
      for (const match of text.matchAll(/font-weight:\s*(\d+)/g)) {
        used.set(Number(match[1]), path.relative(root, file));
      }
    }
    const referenced = new Set(fontReferences.map((reference) => reference.weight));
    for (const [weight, file] of used) {
      expect(referenced.has(weight), `font-weight ${weight} (${file})`).toBe(true);
    }
    expect(used.size).toBeGreaterThan(0);
  });
});

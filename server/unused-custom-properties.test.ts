import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

describe('withoutUnusedCustomProperties', () => {
  it('drops the definitions and registrations nothing reads, and keeps what the rules read', () => {
    const css = [
      '@layer properties{@supports (x:y){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-border-style:solid}}}',
      '@layer theme{:root,:host{--color-ink:#0e1014;--color-unused:red;--font-sans:var(--font-archivo), system-ui}}',
      '@layer components{.card{border-style:var(--tw-border-style);color:var(--color-ink)}.body{font-family:var(--font-sans)}}',
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ].join('');
    expect(withoutUnusedCustomProperties(css)).toBe(
      [
        '@layer properties{@supports (x:y){*,:before,:after,::backdrop{--tw-border-style:solid}}}',
        '@layer theme{:root,:host{--color-ink:#0e1014;--font-sans:var(--font-archivo), system-ui}}',
        '@layer components{.card{border-style:var(--tw-border-style);color:var(--color-ink)}.body{font-family:var(--font-sans)}}',
        '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      ].join(''),
    );
  });

  it('follows definitions that read other definitions', () => {
    const css = ':root{--a:var(--b);--b:1px;--c:2px}.x{margin:var(--a)}';
    expect(withoutUnusedCustomProperties(css)).toBe(
      ':root{--a:var(--b);--b:1px}.x{margin:var(--a)}',
    );
  });

  it('removes a @supports block left empty, and keeps every @layer block for the layer order', () => {
    const css =
      '@layer properties{@supports (x:y){*,:before,:after{--tw-unused:0}}}@layer theme{}.x{color:red}';
    expect(withoutUnusedCustomProperties(css)).toBe(
      '@layer properties{}@layer theme{}.x{color:red}',
    );
  });

  it('leaves a component rule that sets a property as it is, and values with semicolons in strings', () => {
    const css =
      '.hero{--tw-content:"a;b";--split-delay:0s}:root{--tw-content:"";--q:"x;y"}.y{content:var(--q)}';
    expect(withoutUnusedCustomProperties(css)).toBe(
      '.hero{--tw-content:"a;b";--split-delay:0s}:root{--q:"x;y"}.y{content:var(--q)}',
    );
  });
});

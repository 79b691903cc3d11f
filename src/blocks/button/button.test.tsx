import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { Button, ButtonBlock } from './button';
import { buttonSize, buttonVariant } from '@/site/ui/button/button-style';
import type { ButtonBlok } from '@/content/generated/components';

const button = (fields: Partial<ButtonBlok> = {}): ButtonBlok => ({
  component: 'button',
  _uid: 'b1',
  text: 'Explore the range',
  link: { linktype: 'url', url: 'https://example.com/range', cached_url: '' },
  ...fields,
});

const render = (blok: ButtonBlok) => renderBlock(<Button blok={blok} context={blockContext()} />);

describe('button (spec section 3)', () => {
  it('is primary or outline only when typed so; anything else is a text link', () => {
    expect(buttonVariant('primary')).toBe('primary');
    expect(buttonVariant('outline')).toBe('outline');
    expect(buttonVariant('text-link')).toBe('text');
    expect(buttonVariant('')).toBe('text');
    expect(buttonVariant('ghost')).toBe('text');
    expect(render(button({ type: 'primary' }))).toContain('button button-primary');
    expect(render(button({ type: 'outline' }))).toContain('button button-outline');
    const link = render(button({ type: 'ghost' as 'primary' }));
    expect(link).toContain('button button-text');
    expect(link).not.toContain('button-primary');
  });

  it('is small or big when sized so, medium otherwise, and always at least 44 px high', () => {
    expect(buttonSize('small')).toBe('small');
    expect(buttonSize('big')).toBe('big');
    expect(buttonSize('')).toBe('medium');
    expect(buttonSize('huge')).toBe('medium');
    // The size classes of button.css: min-h-11, min-h-12 and min-h-14 for buttons, min-h-11 and
    // min-h-12 for text links.
    expect(render(button({ type: 'primary', size: 'small' }))).toContain(
      'button-primary button-sm"',
    );
    expect(render(button({ type: 'primary', size: 'big' }))).toContain('button-primary button-lg"');
    expect(render(button({ type: 'primary' }))).toContain('button-primary button-md"');
    expect(render(button({ size: 'small' }))).toContain('button-text button-text-sm"');
    const css = readFileSync(new URL('../../site/ui/button/button.css', import.meta.url), 'utf8');
    const rule = (name: string) => css.match(new RegExp(`\\.${name} \\{\\s*@apply ([^;]*);`))?.[1];
    expect(rule('button-sm')).toMatch(/\bmin-h-11 .*\bpx-4 .*\btext-sm\b/);
    expect(rule('button-md')).toMatch(/\bmin-h-12 .*\bpx-5 .*\btext-base sm:px-6$/);
    expect(rule('button-lg')).toMatch(/\bmin-h-14 .*\bpx-6 .*\btext-lg sm:px-8$/);
    expect(rule('button-text-sm')).toBe('min-h-11 text-sm');
    expect(rule('button-text-md')).toBe('min-h-11 text-base');
    expect(rule('button-text-lg')).toBe('min-h-12 text-lg');
    expect(rule('button-compact')).toMatch(/^min-h-11 /);
  });

  it('aligns left, centre or right, and left for an unknown value', () => {
    expect(render(button({ alignment: 'center' }))).toMatch(/^<div class="flex justify-center">/);
    expect(render(button({ alignment: 'right' }))).toMatch(/^<div class="flex justify-end">/);
    expect(render(button({ alignment: 'diagonal' as 'left' }))).toMatch(
      /^<div class="flex justify-start">/,
    );
  });

  it('links through the content link, with a decorative arrow', () => {
    const html = render(button());
    expect(html).toContain('href="https://example.com/range"');
    expect(html).toContain('Explore the range');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('renders nothing without text, and on its own in a page it gets the page’s width and room', () => {
    expect(render(button({ text: '' }))).toBe('');
    const html = renderBlock(<ButtonBlock blok={button()} context={blockContext()} />);
    expect(html).toMatch(/^<div class="button-band">/);
  });
});

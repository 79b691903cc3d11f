import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { Button, ButtonBlock } from './button';
import { buttonSize, buttonVariant } from './button-style';
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
    expect(render(button({ type: 'primary' }))).toContain('bg-accent');
    expect(render(button({ type: 'outline' }))).toContain('border-current');
    const link = render(button({ type: 'ghost' as 'primary' }));
    expect(link).toContain('underline');
    expect(link).not.toContain('bg-accent');
  });

  it('is small or big when sized so, medium otherwise, and always at least 44 px high', () => {
    expect(buttonSize('small')).toBe('small');
    expect(buttonSize('big')).toBe('big');
    expect(buttonSize('')).toBe('medium');
    expect(buttonSize('huge')).toBe('medium');
    expect(render(button({ type: 'primary', size: 'small' }))).toContain('min-h-11 px-4 text-sm');
    expect(render(button({ type: 'primary', size: 'big' }))).toContain(
      'min-h-14 px-6 text-lg sm:px-8',
    );
    expect(render(button({ type: 'primary' }))).toContain('min-h-12 px-5 text-base sm:px-6');
    expect(render(button({ size: 'small' }))).toContain('min-h-11 text-sm');
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
    expect(html).toContain('max-w-7xl');
    expect(html).toContain('in-[[data-rich-text-blok]]:p-0!');
  });
});

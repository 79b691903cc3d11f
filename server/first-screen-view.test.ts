import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MARKUP, firstScreen, markRest, restHidden } from './first-screen-view';

const block = (name: string, length: number) =>
  `<section class="${name}">${'x'.repeat(Math.max(0, length - 30 - name.length))}</section>`;
const page = (main: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><div class="site-loader"></div><header class="site-header"><nav>n</nav></header><main id="main">${main}</main><footer class="footer">f</footer></body></html>`;

describe('firstScreen', () => {
  it('reads the page up to the blocks that start within the first screen, never the footer', () => {
    const crumbs = block('crumbs', 600);
    const hero = block('hero', 1400);
    const search = block('search-bar', 800);
    const list = block('product-list', 20_000);
    const { view, restHidden: rule } = firstScreen(page(crumbs + hero + search + list));
    expect(view).toContain('class="site-loader"');
    expect(view).toContain('class="site-header"');
    expect(view).toContain('class="search-bar"');
    expect(view).not.toContain('product-list');
    expect(view).not.toContain('footer');
    expect(rule).toBe(restHidden('#main>', 4));
  });

  it('ends the first screen at a block that starts past the limit, but takes at least one', () => {
    const long = block('long', FIRST_SCREEN_MARKUP + 100);
    const { view, restHidden: rule } = firstScreen(page(long + block('next', 100)));
    expect(view).toContain('class="long"');
    expect(view).not.toContain('class="next"');
    expect(rule).toBe(restHidden('#main>', 2));
  });

  it('goes into a single wrapper, counting a data script as :nth-child does', () => {
    const article = `<article><script type="application/ld+json">{"a":"<b>"}</script>${block('summary', 1000)}${block('figures', 300)}${block('overview', 3000)}${block('data', 3000)}</article>`;
    const { view, restHidden: rule } = firstScreen(page(article));
    expect(view).toContain('class="figures"');
    expect(view).toContain('class="overview"');
    expect(view).not.toContain('class="data"');
    expect(rule).toBe(restHidden('#main>:only-child>', 5));
  });

  it('skips void and self-closing elements and comments when it counts', () => {
    const main = `<!-- a comment --><img src="a.png" alt=""><svg><path d="M0 0"/></svg>${block('second', 100)}`;
    const { view } = firstScreen(page(main + block('third', FIRST_SCREEN_MARKUP)));
    expect(view).toContain('class="second"');
    expect(view).toContain('class="third"');
  });

  it('reads a page without <main> whole and hides nothing', () => {
    const html = '<html><body><h1>404</h1></body></html>';
    expect(firstScreen(html)).toEqual({ view: html, restHidden: '', restAt: -1 });
  });
});

describe('markRest', () => {
  it('marks the first block after the first screen, past a comment', () => {
    const html = page(
      block('hero', FIRST_SCREEN_MARKUP + 100) + '<!-- -->' + block('list', 20_000),
    );
    const marked = markRest(html, firstScreen(html).restAt);
    expect(marked).toContain('<section data-rest="" class="list">');
    expect(marked.match(/data-rest/g)).toHaveLength(1);
    expect(marked.replace(' data-rest=""', '')).toBe(html);
  });

  it("marks the footer when the first screen ends with its wrapper's last block", () => {
    const html = page(`<article>${block('summary', 1000)}${block('figures', 300)}</article>`);
    const marked = markRest(html, firstScreen(html).restAt);
    expect(marked).toContain('<footer data-rest="" class="footer">');
    expect(marked.match(/data-rest/g)).toHaveLength(1);
  });

  it('passes over a data script and a template to the next block, or to the footer', () => {
    const data =
      '<script type="application/ld+json">{"a":"</b>"}</script><template><p>t</p></template>';
    const hero = block('hero', FIRST_SCREEN_MARKUP + 100);
    const next = page(hero + data + block('list', 100));
    expect(markRest(next, firstScreen(next).restAt)).toContain(
      '<section data-rest="" class="list">',
    );
    const last = page(hero + data);
    const marked = markRest(last, firstScreen(last).restAt);
    expect(marked).toContain('<footer data-rest="" class="footer">');
    expect(marked).toContain('<script type="application/ld+json">');
  });

  it('leaves a page without <main> as it is', () => {
    const html = '<html><body><h1>404</h1></body></html>';
    expect(markRest(html, firstScreen(html).restAt)).toBe(html);
  });
});

describe('restHidden', () => {
  it('makes the blocks from the first left out, and the footer, transparent in the base layer', () => {
    expect(restHidden('#main>', 3)).toBe(
      '@layer base{#main>:nth-child(n+3),body>footer{opacity:0;content-visibility:hidden}}',
    );
  });
});

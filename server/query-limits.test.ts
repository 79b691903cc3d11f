import { describe, expect, it } from 'vitest';
import { MAX_QUERY_PARAMETERS, queryProblem } from './query-limits';

describe('queryProblem', () => {
  it('lets the site’s own queries through, and long values', () => {
    expect(queryProblem('/en/products')).toBeUndefined();
    expect(
      queryProblem(
        '/prodotti?filter_query[materiale][any_in_array]=alluminio,acciaio-al-carbonio&filter_query[processo][any_in_array]=mma,tig-dc&search_term=pioneer&page=2',
      ),
    ).toBeUndefined();
    const editorLink =
      '/en?_storyblok=123&_storyblok_c=page&_storyblok_version=&_storyblok_lang=default&_storyblok_release=0&_storyblok_rl=1&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=abc';
    expect(queryProblem(editorLink)).toBeUndefined();
    expect(queryProblem(`/en/products/product-finder?material=${'x'.repeat(14_000)}`)).toBe(
      undefined,
    );
  });

  it('refuses a query of more parameters than the limit, saying so', () => {
    const many = Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, () => 'a=1').join('&');
    expect(queryProblem(`/en?${many}`)).toBe("The address's query has more than 64 parameters.");
    const most = Array.from({ length: MAX_QUERY_PARAMETERS }, () => 'a=1').join('&');
    expect(queryProblem(`/en?${most}`)).toBeUndefined();
    // empty parameters count: each `&` is work for the parser
    expect(queryProblem(`/en?${'&'.repeat(MAX_QUERY_PARAMETERS)}`)).toBeDefined();
    // an `&` in the path is no parameter
    expect(queryProblem(`/en/a${'&'.repeat(100)}`)).toBeUndefined();
  });
});

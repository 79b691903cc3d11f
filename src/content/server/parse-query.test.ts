import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import { parseQuery } from './parse-query';

/** The query string the official client writes (brackets unencoded, values encoded). */
const clientQuery = (params: object) =>
  qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'brackets' });

function rejection(search: string): ContentError {
  try {
    parseQuery(search);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error(`"${search}" was accepted`);
}

describe('parseQuery', () => {
  it('types numbers and booleans, keeps other values as text and drops client-only ones', () => {
    const params = parseQuery(
      '?per_page=2&page=3&level=1&is_startpage=0&starts_with=prodotti%2F&by_slugs=a%2Cb' +
        '&token=x&cv=123&resolve_level=2&resolve_links_level=1&_=9&version=draft',
    );
    expect(params).toEqual({
      per_page: 2,
      page: 3,
      level: 1,
      is_startpage: false,
      starts_with: 'prodotti/',
      by_slugs: 'a,b',
      version: 'draft',
    });
    expect(parseQuery('is_startpage=true').is_startpage).toBe(true);
    expect(parseQuery('is_startpage=1').is_startpage).toBe(true);
  });

  it('keeps filter_query as the nested object, dot paths and comma lists intact', () => {
    const search = clientQuery({
      filter_query: { component: { in: 'page,post' }, 'seo.title': { like: '*x*' } },
    });
    expect(parseQuery(search).filter_query).toEqual({
      component: { in: 'page,post' },
      'seo.title': { like: '*x*' },
    });
  });

  it('reads each field under __or as its own alternative, as the client sends them', () => {
    const search =
      'filter_query[__or][][family][in]=mig&filter_query[__or][][featured][is]=true' +
      '&filter_query[__or][][family][in]=tig&filter_query[price][gt_int]=5';
    expect(parseQuery(search).filter_query).toEqual({
      __or: [{ family: { in: 'mig' } }, { family: { in: 'tig' } }, { featured: { is: 'true' } }],
      price: { gt_int: '5' },
    });
  });

  it('answers 400 naming the parameter for malformed values', () => {
    expect(rejection('page=abc').message).toMatch(/^page /);
    expect(rejection('per_page=-1').message).toMatch(/^per_page /);
    expect(rejection('level=1.5').message).toMatch(/^level /);
    expect(rejection('version=latest').message).toMatch(/^version /);
    expect(rejection('is_startpage=yes').message).toMatch(/^is_startpage /);
    expect(rejection('resolve_links=all').message).toMatch(/^resolve_links /);
    expect(rejection('find_by=slug').message).toMatch(/^find_by /);
    expect(rejection('starts_with=a&starts_with=b').message).toMatch(/^starts_with /);
    expect(rejection('language[x]=en').message).toMatch(/^language /);
    expect(rejection('filter_query=x').message).toMatch(/^filter_query /);
    expect(rejection('filter_query[title]=x').message).toMatch(/^filter_query\[title\] /);
    expect(rejection('filter_query[a][in]=1&filter_query[a][in]=2').status).toBe(400);
  });
});

import type { Metric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { webVitalsEvent } from './web-vitals';

const metric = (name: Metric['name'], value: number, delta: number): Metric =>
  ({
    name,
    value,
    delta,
    id: `v5-${name}`,
    rating: 'good',
    navigationType: 'navigate',
    navigationId: 1,
    entries: [],
  }) as Metric;

describe('webVitalsEvent', () => {
  it("is the data layer's web_vitals event of a metric report, in Google's GA4 shape", () => {
    expect(webVitalsEvent(metric('LCP', 1234.5, 1234.5), '/en/products')).toEqual({
      event: 'web_vitals',
      metric_name: 'LCP',
      metric_value: 1234.5,
      metric_delta: 1234.5,
      metric_id: 'v5-LCP',
      metric_rating: 'good',
      metric_navigation_type: 'navigate',
      page_path: '/en/products',
      value: 1235,
    });
  });

  it('sends CLS in thousandths as its value, which GA4 sums as an integer', () => {
    expect(webVitalsEvent(metric('CLS', 0.12, 0.02), '/').value).toBe(20);
    expect(webVitalsEvent(metric('CLS', 0.12, 0.02), '/').metric_value).toBe(0.12);
  });
});

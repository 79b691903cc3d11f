import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * A Core Web Vital of this visit, as the data layer gets it: one `web_vitals` event per metric
 * report, in the shape Google recommends for GA4 (`value` is the change since the metric's last
 * report, so the values of one `metric_id` add up; `metric_value` is the whole).
 */
export interface WebVitalsEvent {
  event: 'web_vitals';
  metric_name: Metric['name'];
  metric_value: number;
  metric_delta: number;
  metric_id: string;
  metric_rating: Metric['rating'];
  metric_navigation_type: Metric['navigationType'];
  page_path: string;
  value: number;
}

export function webVitalsEvent(metric: Metric, path: string): WebVitalsEvent {
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_id: metric.id,
    metric_rating: metric.rating,
    metric_navigation_type: metric.navigationType,
    page_path: path,
    // CLS is a small fraction: GA4 sums integers, so it is sent in thousandths, as Google does
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
  };
}

let reporting = false;

/**
 * Measures the page's Core Web Vitals (LCP, INP, CLS) and FCP and TTFB with Google's `web-vitals`
 * and hands each report to `report`. Loaded only once the visitor has granted analytics
 * (analytics.ts), so it costs nothing before: the library reads the browser's buffered entries,
 * which still hold the page's first paints, its largest paint and its layout shifts. LCP is final,
 * and reported, at the first interaction or when the page is hidden; INP and CLS when it is
 * hidden. Once per document.
 */
export function reportWebVitals(report: (event: WebVitalsEvent) => void): void {
  if (reporting) return;
  reporting = true;
  const path = window.location.pathname + window.location.search;
  const send = (metric: Metric) => report(webVitalsEvent(metric, path));
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}

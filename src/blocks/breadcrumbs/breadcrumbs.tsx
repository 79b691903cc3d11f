import type { BreadcrumbsBlok } from '@/content/generated/components';
import type { BlockProps } from '../types';
import { BreadcrumbNav, loadBreadcrumbs } from './breadcrumb-trail';

/** The `breadcrumbs` block: the page's trail in a light bar across the page. */
export async function Breadcrumbs({ blok, context }: BlockProps<BreadcrumbsBlok>) {
  // The schema's default is on, so only an explicit false hides the home step.
  const trail = await loadBreadcrumbs(context, blok.show_home !== false);
  if (!trail) return null;
  return (
    <div className="border-b border-steel-200 bg-steel-50">
      <div className="wrap max-w-7xl">
        <BreadcrumbNav crumbs={trail.crumbs} label={trail.label} />
      </div>
    </div>
  );
}

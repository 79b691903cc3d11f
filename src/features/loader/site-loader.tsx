import { BrandMark } from '@/site/logo';
import { LoaderCurtain } from './loader-curtain';

/** The branded loader of the first page load: the brand mark on ink, in the server's HTML. */
export function SiteLoader() {
  return (
    <LoaderCurtain>
      <BrandMark tone="dark" />
    </LoaderCurtain>
  );
}

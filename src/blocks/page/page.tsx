import { RenderBlocks } from '../render-blocks';
import type { BlockProps } from '../types';
import type { PageBlok } from '@/content/generated/components';

export function Page({ blok, context }: BlockProps<PageBlok>) {
  return <RenderBlocks blocks={blok.body} context={context} />;
}

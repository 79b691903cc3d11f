import type { ReactNode } from 'react';
import type { RenderContext } from '@/site/render-context';

export type { RenderContext } from '@/site/render-context';

export interface BlockProps<B> {
  blok: B;
  context: RenderContext;
}

export type BlockComponent<B> = (props: BlockProps<B>) => ReactNode | Promise<ReactNode>;

/** Fields every block carries. */
export interface BlokBase<Name extends string> {
  component: Name;
  _uid: string;
}

import type { Blok } from '@/content';
import type { BlokBase } from '../types';

export interface PageBlok extends BlokBase<'page'> {
  body: Blok[];
  seo_title?: string;
  seo_description?: string;
}

import type { BlokBase } from '../types';

export interface ProductBlok extends BlokBase<'product'> {
  name: string;
  model_code: string;
  /** A value of the `famiglie` datasource. */
  family: string;
  summary: string;
  /** Values of the `materiali` datasource (spec section 2). */
  materiale: string[];
  /** Values of the `processi` datasource (spec section 2). */
  processo: string[];
  seo_title?: string;
  seo_description?: string;
}

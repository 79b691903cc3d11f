import type { BlokBase } from '../types';

export interface ProductListingBlok extends BlokBase<'product-listing'> {
  headline?: string;
  /** The folder to list, as a default-language full slug (`prodotti/`). */
  folder: string;
}

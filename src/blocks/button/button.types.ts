import type { MultiLink } from '@/content';
import type { BlokBase } from '../types';

export interface ButtonBlok extends BlokBase<'button'> {
  text: string;
  link?: MultiLink;
  /** primary, outline; anything else is a text link (spec section 3). */
  type?: string;
  size?: 'small' | 'big' | 'medium' | '';
  alignment?: 'left' | 'center' | 'right' | '';
}

import type { ButtonBlok } from '../button/button.types';
import type { BlokBase } from '../types';

export interface HeroBlok extends BlokBase<'hero'> {
  eyebrow?: string;
  headline: string;
  text?: string;
  buttons?: ButtonBlok[];
}

import type { BlokBase } from '../types';

export interface FeatureItemBlok extends BlokBase<'feature-item'> {
  title: string;
  text: string;
}

export interface FeatureGridBlok extends BlokBase<'feature-grid'> {
  headline?: string;
  items: FeatureItemBlok[];
}

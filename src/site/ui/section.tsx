import type { ReactNode } from 'react';
import { containerWidths } from '@/blocks/container';

const tones = {
  light: 'bg-white text-ink',
  muted: 'bg-steel-50 text-ink',
  dark: 'bg-ink text-white',
} as const;

export type SectionTone = keyof typeof tones;
export type SectionWidth = keyof typeof containerWidths;

/**
 * The frame of every page block: the vertical rhythm, the side gutters and one of the container
 * widths of spec section 3. `labelledBy` names the section after its heading for screen readers.
 */
export function Section({
  children,
  width = 'default',
  tone = 'light',
  labelledBy,
  className = '',
}: {
  children: ReactNode;
  width?: SectionWidth | '';
  tone?: SectionTone;
  labelledBy?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`${tones[tone]} py-14 md:py-20 ${className}`}>
      <div className={`mx-auto ${containerWidths[width || 'default']} px-5 sm:px-8`}>
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { containerWidths } from '@/site/ui/container-widths';

const tones = {
  light: 'tone-light',
  muted: 'tone-muted',
  dark: 'tone-dark',
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
    <section
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
      className={className ? `section ${tones[tone]} ${className}` : `section ${tones[tone]}`}
    >
      {/* Its children rise into view one after the other when scrolled to (src/features/motion). */}
      <div className={`wrap ${containerWidths[width || 'default']}`} data-motion="stagger">
        {children}
      </div>
    </section>
  );
}

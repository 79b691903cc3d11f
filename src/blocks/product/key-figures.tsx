import type { KeyFigureBlok } from '@/content/generated/components';
import { FigureList } from '@/site/ui/figure-list';

/** The product's headline numbers, big, on the dark band under the header. */
export function KeyFigures({ figures, label }: { figures: KeyFigureBlok[]; label: string }) {
  if (figures.length === 0) return null;
  return (
    <section aria-label={label} className="bg-ink text-white">
      <FigureList figures={figures} className="key-figures" />
    </section>
  );
}

import { isImageAsset } from '@/content/asset-size';
import { ContentImage } from '@/site/ui/content-image';
import { Button } from '@/site/ui/button/content-button';
import type { BlockProps } from '../types';
import { SplitHeading } from './split-heading';
import { splitMode } from './split-text';
import type { HeroBlok } from '@/content/generated/components';

/**
 * The page's opening: eyebrow, the h1, a line of text and up to two buttons, over a full-bleed
 * photograph when there is one. The image is the page's largest paint, so it is preloaded at the
 * viewport's width; the ink overlay keeps white text at AA contrast over any photograph. A compact
 * hero (`size`) is a band, for a listing whose first row must be in the first screen.
 */
export function Hero({ blok, context }: BlockProps<HeroBlok>) {
  const image = isImageAsset(blok.image) ? blok.image : undefined;
  const compact = blok.size === 'compact';
  return (
    <section
      className={`${image ? 'hero hero-photo' : 'hero hero-glow'}${compact ? ' hero-compact' : ''}`}
    >
      {image ? (
        <div className="absolute inset-0 -z-10" data-motion="parallax">
          <ContentImage asset={image} fill priority sizes="100vw" className="object-[70%_50%]" />
          {/* Darkest where the text sits: behind all of it on a phone, on its left from md up. */}
          <div className="hero-shade" />
        </div>
      ) : null}
      <div className={image ? 'hero-body hero-body-photo' : 'hero-body hero-body-plain'}>
        {blok.eyebrow ? <p className="eyebrow">{blok.eyebrow}</p> : null}
        <SplitHeading
          text={typeof blok.headline === 'string' ? blok.headline : ''}
          mode={splitMode(blok.title_animation)}
          className={`heading-1 break-words ${compact ? 'lg:text-5xl' : 'max-w-4xl lg:text-7xl'}`}
        />
        {blok.text ? <p className="hero-lead">{blok.text}</p> : null}
        {blok.buttons?.length ? (
          <div className="mt-2 flex flex-wrap gap-4">
            {blok.buttons.slice(0, 2).map((button, index) => (
              <Button key={index} blok={button} context={context} />
            ))}
          </div>
        ) : null}
        {/* parsed last: the text shows once all of it is there (hero.css) */}
        <span className="hero-end" hidden />
      </div>
    </section>
  );
}

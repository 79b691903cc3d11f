import { isImageAsset } from '@/content/asset-size';
import { ContentImage } from '@/site/ui/content-image';
import { Button } from '../button/button';
import type { BlockProps } from '../types';
import { SplitHeading } from './split-heading';
import { splitMode } from './split-text';
import type { HeroBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

/**
 * The page's opening: eyebrow, the h1, a line of text and up to two buttons, over a full-bleed
 * photograph when there is one. The image is the page's largest paint, so it is preloaded at the
 * viewport's width; the ink overlay keeps white text at AA contrast over any photograph.
 */
export function Hero({ blok, context }: BlockProps<HeroBlok>) {
  const image = isImageAsset(blok.image) ? blok.image : undefined;
  return (
    <section
      className={`relative isolate overflow-hidden bg-ink text-white ${image ? '' : 'hero-glow'}`}
    >
      {image ? (
        <div className="absolute inset-0 -z-10">
          <ContentImage asset={image} fill priority sizes="100vw" className="object-[70%_50%]" />
          {/* Darkest where the text sits: behind all of it on a phone, on its left from md up. */}
          <div className="absolute inset-0 bg-linear-to-t from-ink via-ink/80 to-ink/60 md:bg-linear-to-r md:from-ink/95 md:via-ink/75 md:to-ink/30" />
          <div className="absolute inset-x-0 bottom-0 h-1 bg-accent" />
        </div>
      ) : null}
      <div
        className={`mx-auto flex max-w-7xl flex-col justify-end gap-6 px-5 sm:px-8 ${
          image
            ? 'min-h-[30rem] pt-28 pb-14 sm:min-h-[34rem] md:pb-20 lg:min-h-[40rem] lg:pb-24'
            : 'py-20 md:py-28 lg:py-32'
        }`}
      >
        {blok.eyebrow ? <p className="eyebrow">{blok.eyebrow}</p> : null}
        <SplitHeading
          text={typeof blok.headline === 'string' ? blok.headline : ''}
          mode={splitMode(blok.title_animation)}
          className="heading-1 max-w-4xl break-words lg:text-7xl"
        />
        {blok.text ? (
          <p className="max-w-2xl text-lg leading-relaxed text-steel-100 sm:text-xl">{blok.text}</p>
        ) : null}
        {blok.buttons?.length ? (
          <div className="mt-2 flex flex-wrap gap-4">
            {blok.buttons.slice(0, 2).map((button) => (
              <Button key={shortId(button._uid)} blok={button} context={context} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

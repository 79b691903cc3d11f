import { useTranslations } from 'next-intl';
import { isImageAsset } from '@/content/asset-size';
import { ContentLink } from '@/site/content-link';
import { ContentImage } from '@/site/ui/content-image';
import { Section } from '@/site/ui/section';
import type { BlockProps, RenderContext } from '../types';
import { SliderCarousel } from './slider-carousel';
import type { SlideBlok, SliderBlok } from '@/content/generated/components';
import { resolveLink } from '@/content';
import { shortId } from '@/site/ui/short-id';
import { ArrowIcon } from '@/site/ui/button/button-style';

function SlideCard({ slide, context }: { slide: SlideBlok; context: RenderContext }) {
  const linked = resolveLink(slide.link, context.locale, context.links) !== undefined;
  return (
    <article className="group slide-card">
      <div className="slide-card-media">
        {isImageAsset(slide.image) ? (
          <ContentImage
            asset={slide.image}
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 85vw"
            className="card-zoom"
          />
        ) : null}
      </div>
      <div className="slide-card-body">
        <h3 className="heading-3">
          {linked ? (
            // The title's link covers the whole card, so the card is one target with one name.
            <ContentLink link={slide.link} context={context} className="stretched-link">
              {slide.title}
              <ArrowIcon className="size-4 translate-y-0.5" />
            </ContentLink>
          ) : (
            slide.title
          )}
        </h3>
        {slide.text ? <p>{slide.text}</p> : null}
      </div>
    </article>
  );
}

/** A row of cards that scrolls sideways: a carousel with buttons, arrow keys and swipe. */
export function Slider({ blok, context }: BlockProps<SliderBlok>) {
  const t = useTranslations('Media.Slider');
  const slides = (blok.slides ?? []).filter((slide) => slide.title);
  if (slides.length === 0) return null;
  const headingId = `slider-${shortId(blok._uid)}-heading`;
  const total = slides.length;
  return (
    <Section tone="muted">
      <SliderCarousel
        id={`slider-${shortId(blok._uid)}`}
        {...(blok.headline && { labelledBy: headingId })}
        heading={
          blok.headline ? (
            <h2 id={headingId} className="heading-2">
              {blok.headline}
            </h2>
          ) : null
        }
        text={{
          label: t('label'),
          carousel: t('carousel'),
          slide: t('slide'),
          slides: t('slides'),
          previous: t('previous'),
          next: t('next'),
          // The same words for every slide, sent once: the carousel fills in the slide.
          slideOf: t('slideOf', { index: '{index}', total }),
          position: t('position', { index: '{index}', total, title: '{title}' }),
        }}
        slides={slides.map((slide) => ({
          id: shortId(slide._uid),
          title: slide.title,
          content: <SlideCard slide={slide} context={context} />,
        }))}
      />
    </Section>
  );
}

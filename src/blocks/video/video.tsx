import { useTranslations } from 'next-intl';
import { isImageAsset } from '@/content/asset-size';
import { ContentImage } from '@/site/ui/content-image';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { embedUrl, providerNames, videoProvider } from './embed-url';
import { VideoFacade } from './video-facade';
import type { VideoBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

/** A video from YouTube or Vimeo behind its poster: the provider is contacted only on play. */
export function Video({ blok }: BlockProps<VideoBlok>) {
  const t = useTranslations('Media.Video');
  const consent = useTranslations('Consent.embed');
  const provider = videoProvider(blok.provider);
  const src = embedUrl(blok);
  const srcWithoutAutoplay = embedUrl(blok, { autoplay: false });
  if (!provider || !src || !srcWithoutAutoplay || !blok.title) return null;
  const headingId = `video-${shortId(blok._uid)}`;
  return (
    <Section
      width="medium"
      labelledBy={headingId}
      // Embedded in rich text it takes the text's column: no band padding, no gutters.
      className="in-[[data-rich-text-blok]]:py-0! in-[[data-rich-text-blok]]:*:px-0!"
    >
      <figure>
        <SectionHeading id={headingId} eyebrow={t('eyebrow')}>
          {blok.title}
        </SectionHeading>
        <VideoFacade
          service={provider}
          title={blok.title}
          src={src}
          srcWithoutAutoplay={srcWithoutAutoplay}
          poster={
            isImageAsset(blok.poster) ? (
              <ContentImage
                asset={blok.poster}
                fill
                decorative
                sizes="(min-width: 1024px) 960px, calc(100vw - 2.5rem)"
              />
            ) : null
          }
          playLabel={t('play', { title: blok.title })}
          note={t('note', { provider: providerNames[provider] })}
          always={consent('always')}
        />
        {blok.caption ? (
          <figcaption className="mt-4 max-w-3xl border-l-4 border-accent pl-4 text-steel-700">
            {blok.caption}
          </figcaption>
        ) : null}
      </figure>
    </Section>
  );
}

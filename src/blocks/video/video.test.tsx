import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { Video } from './video';
import type { VideoBlok } from '@/content/generated/components';

const video = (fields: Partial<VideoBlok> = {}): VideoBlok => ({
  component: 'video',
  _uid: 'v',
  title: 'A Power Pulse Robot cell at work',
  provider: 'youtube',
  video_id: 'Rb7kQ2xWm4E',
  poster: { id: 1, filename: '/assets/images/1920x1080/scenes/factory-line.jpg', alt: 'Line' },
  caption: 'Three shifts a day.',
  ...fields,
});

const render = (blok: VideoBlok, locale: 'en' | 'de' = 'en') =>
  renderBlock(<Video blok={blok} context={blockContext(locale)} />, locale);

describe('video facade', () => {
  it('shows the poster and a play button, and no frame of the provider', () => {
    const html = render(video());
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    expect(html).toContain(
      '<span class="sr-only">Play video: A Power Pulse Robot cell at work</span>',
    );
    expect(html).toContain('The video is loaded from YouTube only when you press play.');
    expect(html).toMatch(/<img[^>]*alt=""[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*alt=""/);
  });

  it('titles the block and captions the video', () => {
    const html = render(video());
    expect(html).toContain(
      '<h2 id="video-v" class="heading-2">A Power Pulse Robot cell at work</h2>',
    );
    expect(html).toContain('<figcaption');
    expect(html).toContain('Three shifts a day.');
  });

  it('names Vimeo for a Vimeo video, in the visitor’s language', () => {
    const html = render(video({ provider: 'vimeo', video_id: '76979871' }), 'de');
    expect(html).toContain('Das Video wird erst beim Abspielen von Vimeo geladen.');
    expect(html).toContain('Video abspielen: A Power Pulse Robot cell at work');
  });

  it('renders nothing for an unknown provider or a malformed id', () => {
    expect(render(video({ provider: '' }))).toBe('');
    expect(render(video({ video_id: 'a/b' }))).toBe('');
  });
});

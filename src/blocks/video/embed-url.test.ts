import { describe, expect, it } from 'vitest';
import { embedUrl } from './embed-url';

describe('video embed address', () => {
  it('plays YouTube from the privacy-enhanced host, starting at once', () => {
    expect(embedUrl({ provider: 'youtube', video_id: 'Rb7kQ2xWm4E' })).toBe(
      'https://www.youtube-nocookie.com/embed/Rb7kQ2xWm4E?autoplay=1&rel=0',
    );
  });

  it('leaves the start to the visitor when asked not to autoplay', () => {
    expect(embedUrl({ provider: 'youtube', video_id: 'abc' }, { autoplay: false })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=0&rel=0',
    );
  });

  it('plays Vimeo with do-not-track', () => {
    expect(embedUrl({ provider: 'vimeo', video_id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('gives nothing for an unknown provider or an id that could smuggle a path or query', () => {
    expect(embedUrl({ provider: '', video_id: 'abc' })).toBeUndefined();
    expect(embedUrl({ provider: 'dailymotion' as 'youtube', video_id: 'abc' })).toBeUndefined();
    expect(embedUrl({ provider: 'youtube', video_id: '../x?y=1' })).toBeUndefined();
    expect(embedUrl({ provider: 'youtube', video_id: '' })).toBeUndefined();
  });
});

import type { VideoBlok } from '@/content/generated/components';

export type VideoProvider = 'youtube' | 'vimeo';

export const providerNames: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export function videoProvider(value: unknown): VideoProvider | undefined {
  return value === 'youtube' || value === 'vimeo' ? value : undefined;
}

/**
 * The player's address: YouTube's privacy-enhanced host (no cookies until playback) or Vimeo
 * with do-not-track. `autoplay` when the frame replaces the visitor's press on play. Undefined for
 * an unknown provider or an id that is not a plain video id.
 */
export function embedUrl(
  video: Pick<VideoBlok, 'provider' | 'video_id'>,
  { autoplay = true }: { autoplay?: boolean } = {},
): string | undefined {
  const provider = videoProvider(video.provider);
  const id = typeof video.video_id === 'string' ? video.video_id : '';
  if (!provider || !/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  const play = autoplay ? 1 : 0;
  if (provider === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${id}?autoplay=${play}&rel=0`;
  }
  return `https://player.vimeo.com/video/${id}?autoplay=${play}&dnt=1`;
}

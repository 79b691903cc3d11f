'use client';

import { useState } from 'react';

/** The third-party services whose frames the site embeds. */
export type ThirdPartyService = 'youtube' | 'vimeo' | 'openstreetmap' | 'contact-form';

/**
 * Whether the visitor has consented to a service beforehand. There is no consent manager yet, so
 * the answer is no and every frame waits for its click; a consent manager will answer here.
 */
export function hasConsent(service: ThirdPartyService): boolean {
  void service;
  return false;
}

/**
 * Whether a third-party frame may load (`loadThirdParty`): after the visitor's click on its
 * button (`load`), or with consent given earlier. `byClick` tells a player it may autoplay.
 */
export function useThirdParty(service: ThirdPartyService): {
  loadThirdParty: boolean;
  byClick: boolean;
  load: () => void;
} {
  const [byClick, setByClick] = useState(false);
  return {
    loadThirdParty: byClick || hasConsent(service),
    byClick,
    load: () => setByClick(true),
  };
}

import { env } from '@/config/env';
import { signInConfig } from '@/features/session/sign-in-config';
import type { Offer } from './categories';

/** What this start of the site offers to consent to and declares: read from the configuration. */
export function currentOffer(): Offer {
  const config = env();
  return {
    analytics: config.GTM_ID !== undefined,
    ...(signInConfig(config) && { sessionDays: config.SESSION_LIFETIME_DAYS }),
  };
}

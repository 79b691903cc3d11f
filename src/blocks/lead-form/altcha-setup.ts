import 'altcha/external';
import 'altcha/altcha.css';
import { POW_WORKER_PATH } from '@/leads/lead-fields';
import type { LeadFormTexts } from './lead-form-texts';

/**
 * The proof-of-work widget, loaded by the form's view with `import()` once the page has come to
 * life: its code and styles stay out of every page's first load, and out of pages without a form.
 * The `external` build registers no worker of its own (the default one starts them from `blob:`
 * URLs); the site's worker file is allowed by the CSP by name.
 */
export function setUpAltcha(locale: string, strings: LeadFormTexts['pow']): void {
  const registry = globalThis.$altcha;
  registry.algorithms.set('PBKDF2/SHA-256', () => new Worker(POW_WORKER_PATH));
  // the keys not set here are the code-challenge's, a hosted service's, which this site never uses
  registry.i18n.set(locale, { ...registry.i18n.get('en'), ...strings });
}

import de from '../../i18n/messages/de.json';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import fr from '../../i18n/messages/fr.json';
import it from '../../i18n/messages/it.json';
import type { StoredLead } from '../lead-store';
import type { LeadEmail } from './lead-email';

const TEXTS = { it, en, es, fr, de } as const;

/** The company's contacts the confirmation names (the CMS's global settings, at acceptance). */
export interface CompanyContacts {
  phone: string;
  email: string;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The visitor's confirmation (`LEADS_CONFIRMATION`): fixed words in the visitor's language, the
 * request's reference and date, and the company's contacts. Nothing the visitor typed, not even
 * the name: otherwise anyone could have the form send their words to anyone's address.
 */
export function confirmationEmail(
  lead: StoredLead,
  options: { from: string; contacts?: CompanyContacts },
): LeadEmail {
  const t = (TEXTS[lead.locale] ?? TEXTS.it).LeadConfirmation;
  const date = new Intl.DateTimeFormat(lead.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(lead.createdAt);
  const contacts = options.contacts ?? lead.companyContacts;
  const values = { id: lead.id, date, phone: contacts?.phone ?? '', email: contacts?.email ?? '' };
  const text = [
    fill(t.received, values),
    '',
    fill(t.reference, values),
    ...(contacts?.phone && contacts.email ? [fill(t.contacts, values)] : []),
    '',
    t.notice,
  ].join('\n');
  const domain = options.from.split('@')[1] ?? 'fortarc.example';
  return {
    from: options.from,
    to: [lead.email],
    replyTo: contacts?.email ? { name: '', address: contacts.email } : undefined,
    subject: fill(t.subject, values),
    text,
    messageId: `<lead-${lead.id}-confirmation@${domain}>`,
    headers: { 'X-Fortarc-Lead': lead.id, 'Auto-Submitted': 'auto-replied' },
  };
}

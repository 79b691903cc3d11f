import { countryName } from '../countries';
import type { StoredLead } from '../lead-store';
import { HIDDEN, oneLine } from './one-line';
import { salesPartnerRows } from './sales-partner-rows';

/**
 * The e-mail to sales for one request. It is written in the site's default language (Italian:
 * sales read every request in one language) and names the visitor's. Reply-To is the visitor's
 * address; nothing the visitor typed is in a header, and the body's rows are one line each;
 * the Message-ID comes from the request's id, so a retried message is recognisably the same.
 */
export interface LeadEmail {
  from: string;
  to: string[];
  /** Sales' e-mail: the visitor; the visitor's confirmation: the company's address, if any. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  /** A job application's files (`application-email.ts`), under names the site gives them. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

const KIND = { quote: 'Richiesta di preventivo', contact: 'Richiesta di contatto' } as const;
const TOPIC = {
  sales: 'vendite',
  service: 'assistenza e riparazioni',
  parts: 'ricambi',
  other: 'altro',
} as const;
export const LANGUAGE = {
  it: 'italiano',
  en: 'inglese',
  es: 'spagnolo',
  fr: 'francese',
  de: 'tedesco',
} as const;

export function leadMessageId(id: string, domain: string): string {
  return `<lead-${id}@${domain}>`;
}

/** Sales' addresses: the CMS's for the request's kind or topic when it named some, else LEADS_TO. */
export function recipientsFor(lead: StoredLead, fallback: readonly string[]): string[] {
  return lead.recipients && lead.recipients.length > 0 ? [...lead.recipients] : [...fallback];
}

/** The visitor's message, each of its lines indented under its label, so none reads as a row. */
const indented = (message: string) =>
  message
    .split(/\r\n|\r|\n/)
    .map((line) => `  ${line.replace(HIDDEN, ' ')}`.trimEnd())
    .join('\n');

/**
 * The body of an e-mail to the company: one row per non-empty value, any lines that belong with
 * them, the message indented, any further lines, then the signature.
 */
export function emailBody(
  rows: readonly [string, string][],
  message: string,
  more: readonly string[],
  signature: string,
  afterRows: readonly string[] = [],
): string {
  return [
    ...rows
      .map(([label, value]) => [label, oneLine(value)])
      .filter(([, value]) => value !== '')
      .map(([label, value]) => `${label}: ${value}`),
    ...afterRows,
    '',
    'Messaggio:',
    indented(message),
    '',
    ...more,
    '-- ',
    signature,
  ].join('\n');
}

export function leadEmail(
  lead: StoredLead,
  options: { from: string; to: string[]; productNames?: ReadonlyMap<string, string> },
): LeadEmail {
  const country = lead.country ? countryName(lead.country, 'it') : '';
  const products = lead.products.map((slug) => options.productNames?.get(slug) ?? slug);
  const about =
    lead.kind === 'quote'
      ? [products.length > 0 ? products.join(', ') : 'nessun prodotto indicato', country]
      : [TOPIC[lead.topic || 'other'], country].filter(Boolean);
  const subject = oneLine(`${KIND[lead.kind]}: ${about.filter(Boolean).join(' – ')}`).slice(0, 200);
  const rows: [string, string][] = [
    ['Tipo', KIND[lead.kind]],
    ['Nome', lead.name],
    ['Azienda', lead.company],
    ['E-mail', lead.email],
    ['Telefono', lead.phone],
    ['Paese', country],
    ['Prodotti', products.join(', ')],
    ['Quantità o impiego', lead.quantity],
    ['Argomento', lead.topic ? TOPIC[lead.topic] : ''],
    ['Lingua del visitatore', LANGUAGE[lead.locale] ?? lead.locale],
    ['Consenso marketing', lead.marketing ? 'sì' : 'no'],
    ['Ricevuta', lead.createdAt.toISOString()],
    ['Riferimento', lead.id],
  ];
  const text = emailBody(
    rows,
    lead.message,
    [],
    'Inviata dal modulo del sito. Rispondi a questa e-mail per scrivere al visitatore.',
    salesPartnerRows(lead.salesPartners ?? []),
  );
  const domain = options.from.split('@')[1] ?? 'fortarc.example';
  return {
    from: options.from,
    to: options.to,
    // the address alone: a display name would carry the visitor's text into a header, where an
    // encoded word (`=?utf-8?b?…?=`) shows some clients another address; the body names them
    replyTo: { name: '', address: lead.email },
    subject,
    text,
    messageId: leadMessageId(lead.id, domain),
    headers: { 'X-Fortarc-Lead': lead.id },
  };
}

import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon } from './icons';

/** `tel:` wants the number without spaces or punctuation other than a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Phone and email as links, for the header's top bar and the mobile menu. */
export function ContactLinks({
  phone,
  email,
  label,
  extra,
}: {
  phone: string;
  email: string;
  label: string;
  /** More links at the end (where to buy; the reserved area's, when sign-in is configured). */
  extra?: ReactNode[];
}) {
  return (
    <ul aria-label={label} className="contact-links">
      {phone ? (
        <li>
          <a href={telHref(phone)}>
            <PhoneIcon />
            {phone}
          </a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`}>
            <MailIcon />
            {email}
          </a>
        </li>
      ) : null}
      {extra?.filter(Boolean).map((link, index) => (
        <li key={index}>{link}</li>
      ))}
    </ul>
  );
}

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
}: {
  phone: string;
  email: string;
  label: string;
}) {
  const linkClass =
    'inline-flex min-h-11 items-center gap-2 text-steel-200 transition-colors hover:text-white';
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-x-6">
      {phone ? (
        <li>
          <a href={telHref(phone)} className={linkClass}>
            <PhoneIcon />
            {phone}
          </a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={linkClass}>
            <MailIcon />
            {email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

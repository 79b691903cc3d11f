import type { GlobalBlok as GlobalSettings } from '@/content/generated/components';
import { telHref } from '../header/contact-links';
import { footerHeading } from './footer-columns';

interface Labels {
  contacts: string;
  address: string;
  phone: string;
  email: string;
  openingHours: string;
}

const valueLink =
  'font-semibold text-white underline decoration-white/30 decoration-1 underline-offset-4 transition-colors hover:decoration-accent hover:decoration-2 break-all';

/** The company's address, phone, email and opening hours, each under its label. */
export function FooterContact({ settings, labels }: { settings: GlobalSettings; labels: Labels }) {
  const rows = [
    { label: labels.address, value: settings.address },
    {
      label: labels.phone,
      value: settings.phone ? (
        <a href={telHref(settings.phone)} className={valueLink}>
          {settings.phone}
        </a>
      ) : null,
    },
    {
      label: labels.email,
      value: settings.email ? (
        <a href={`mailto:${settings.email}`} className={valueLink}>
          {settings.email}
        </a>
      ) : null,
    },
    { label: labels.openingHours, value: settings.opening_hours },
  ].filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className={footerHeading}>{labels.contacts}</h2>
      <address className="not-italic">
        <dl className="flex flex-col gap-4">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-col gap-1">
              <dt className="text-sm text-steel-200">{row.label}</dt>
              <dd className="text-steel-100">{row.value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </div>
  );
}

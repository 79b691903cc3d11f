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

/** The company's address, phone, email and opening hours, each under its label. */
export function FooterContact({ settings, labels }: { settings: GlobalSettings; labels: Labels }) {
  const rows = [
    { label: labels.address, value: settings.address },
    {
      label: labels.phone,
      value: settings.phone ? <a href={telHref(settings.phone)}>{settings.phone}</a> : null,
    },
    {
      label: labels.email,
      value: settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : null,
    },
    { label: labels.openingHours, value: settings.opening_hours },
  ].filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className={footerHeading}>{labels.contacts}</h2>
      <address className="footer-contact not-italic">
        <dl>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </div>
  );
}

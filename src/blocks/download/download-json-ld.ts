import type { JsonLdValue } from '@/site/format/json-ld';
import { isoDay } from '@/site/format/date';
import type { DownloadBlok } from '@/content/generated/components';

/**
 * A certificate as schema.org's Certification (issuer, number, expiry, active or not); any other
 * document as a DigitalDocument with its format, size and languages. A document for partners
 * (`partnersOnly`) names no file URL (the caller passes none) and is not accessible for free.
 */
export function downloadJsonLd({
  download,
  url,
  fileUrl: givenFileUrl,
  partnersOnly = false,
  imageUrl,
  validUntil,
  active,
  organization,
  productNames,
}: {
  download: DownloadBlok;
  url: string;
  fileUrl?: string;
  /** Reserved to signed-in partners: never a `contentUrl`, and `isAccessibleForFree: false`. */
  partnersOnly?: boolean;
  imageUrl?: string;
  validUntil?: Date;
  active: boolean;
  organization: { [key: string]: JsonLdValue };
  productNames: string[];
}): { [key: string]: JsonLdValue } {
  const fileUrl = partnersOnly ? undefined : givenFileUrl;
  if (download.download_type === 'certificate') {
    return {
      '@type': 'Certification',
      name: download.title,
      alternateName: download.standard || undefined,
      description: download.description || undefined,
      issuedBy: download.issuer ? { '@type': 'Organization', name: download.issuer } : undefined,
      certificationIdentification: download.certificate_number || undefined,
      certificationStatus: validUntil
        ? `https://schema.org/${active ? 'CertificationActive' : 'CertificationInactive'}`
        : undefined,
      expires: validUntil ? isoDay(validUntil) : undefined,
      about: organization,
      image: imageUrl,
      url,
      subjectOf: fileUrl
        ? { '@type': 'DigitalDocument', url: fileUrl, encodingFormat: 'application/pdf' }
        : undefined,
    };
  }
  const kilobytes = Number.parseFloat(download.file_size_kb);
  return {
    '@type': 'DigitalDocument',
    name: download.title,
    description: download.description || undefined,
    url,
    contentUrl: fileUrl,
    encodingFormat: (fileUrl ?? download.file?.filename)?.toLowerCase().endsWith('.pdf')
      ? 'application/pdf'
      : undefined,
    isAccessibleForFree: partnersOnly ? false : undefined,
    contentSize: Number.isFinite(kilobytes) ? `${kilobytes} KB` : undefined,
    inLanguage: download.languages?.length ? download.languages : undefined,
    image: imageUrl,
    publisher: organization,
    about: productNames.length
      ? productNames.map((name) => ({ '@type': 'Product', name }))
      : undefined,
  };
}

import type { JsonLdValue } from '@/site/format/json-ld';
import { isoDay } from '@/site/format/date';
import type { DownloadBlok } from '@/content/generated/components';

/**
 * A certificate as schema.org's Certification (issuer, number, expiry, active or not); any other
 * document as a DigitalDocument with its format, size and languages.
 */
export function downloadJsonLd({
  download,
  url,
  fileUrl,
  imageUrl,
  validUntil,
  active,
  organization,
  productNames,
}: {
  download: DownloadBlok;
  url: string;
  fileUrl?: string;
  imageUrl?: string;
  validUntil?: Date;
  active: boolean;
  organization: { [key: string]: JsonLdValue };
  productNames: string[];
}): { [key: string]: JsonLdValue } {
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
    encodingFormat: fileUrl?.toLowerCase().endsWith('.pdf') ? 'application/pdf' : undefined,
    contentSize: Number.isFinite(kilobytes) ? `${kilobytes} KB` : undefined,
    inLanguage: download.languages?.length ? download.languages : undefined,
    image: imageUrl,
    publisher: organization,
    about: productNames.length
      ? productNames.map((name) => ({ '@type': 'Product', name }))
      : undefined,
  };
}

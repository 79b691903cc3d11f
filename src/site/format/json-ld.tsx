/** Structured data is plain JSON: objects, arrays, strings, numbers, booleans. */
export type JsonLdValue =
  string | number | boolean | null | undefined | JsonLdValue[] | { [key: string]: JsonLdValue };

/**
 * The script text of a JSON-LD object: `<` is escaped so a value holding `</script>` cannot end
 * the element; undefined fields are dropped by JSON.stringify.
 */
export function jsonLdText(data: { [key: string]: JsonLdValue }): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A `<script type="application/ld+json">` with `data` (schema.org, `@context` added). */
export function JsonLd({ data }: { data: { [key: string]: JsonLdValue } }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: jsonLdText({ '@context': 'https://schema.org', ...data }),
      }}
    />
  );
}

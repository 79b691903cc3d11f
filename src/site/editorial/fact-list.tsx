import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/**
 * Key facts of a page (dates, venue, department, issuer) as a description list; facts without a
 * value are left out, so a missing optional field shows nothing.
 */
export function FactList({ facts, className = '' }: { facts: Fact[]; className?: string }) {
  const shown = facts.filter(
    (fact) => fact.value !== undefined && fact.value !== null && fact.value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <dl className={`flex flex-col divide-y divide-steel-200 ${className}`}>
      {shown.map((fact) => (
        <div key={fact.term} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <dt className="text-xs font-semibold tracking-[0.14em] text-steel-600 uppercase">
            {fact.term}
          </dt>
          <dd className="font-semibold break-words text-ink hyphens-auto">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Fit } from './find';
import type { Reason } from './rules';

/**
 * What every fitting machine has in common, said once above the list, and what is left for each
 * machine's card: what sets it apart. Pure data, worded by the page.
 */
export type SharedReason =
  /** They all do the process; each card gives its own current range as a figure. */
  | { code: 'process'; process: Extract<Reason, { code: 'process' }>['process'] }
  /** The thickness is inside every one's range; each card gives its own range as a figure. */
  | { code: 'thickness'; thickness: number; material?: string }
  /** A reason whose figures are the same for every machine. */
  | { code: 'same'; reason: Reason };

export interface SplitReasons {
  shared: SharedReason[];
  /** Each machine's own reasons, by slug, in the order the rules gave them. */
  own: ReadonlyMap<string, Reason[]>;
}

/** Reasons whose figures belong to the machine: shared by code, each card keeps a figure. */
const BY_CODE = new Set<Reason['code']>(['process', 'thickness']);

const keyOf = (reason: Reason) => JSON.stringify(reason);

function sharedByCode(reason: Reason): SharedReason | undefined {
  if (reason.code === 'process') return { code: 'process', process: reason.process };
  if (reason.code === 'thickness') {
    return { code: 'thickness', thickness: reason.thickness, material: reason.material };
  }
  return undefined;
}

/**
 * Splits the fits' reasons: a reason every machine gives in the same words (or, for the process
 * and the thickness, with only its own range differing) is shared. With one machine nothing is
 * shared: its card says everything.
 */
export function splitReasons(fits: readonly Fit[]): SplitReasons {
  const [first, ...rest] = fits;
  if (!first || rest.length === 0) {
    return { shared: [], own: new Map(fits.map((fit) => [fit.machine.slug, fit.reasons])) };
  }
  const sharedKeys = new Set<string>();
  const shared: SharedReason[] = [];
  for (const reason of first.reasons) {
    const byCode = BY_CODE.has(reason.code);
    const key = byCode ? JSON.stringify(sharedByCode(reason)) : keyOf(reason);
    const everywhere = rest.every((fit) =>
      fit.reasons.some((other) =>
        byCode ? JSON.stringify(sharedByCode(other)) === key : keyOf(other) === key,
      ),
    );
    if (!everywhere) continue;
    sharedKeys.add(byCode ? `code:${reason.code}` : key);
    shared.push(byCode ? sharedByCode(reason)! : { code: 'same', reason });
  }
  const own = new Map(
    fits.map((fit) => [
      fit.machine.slug,
      fit.reasons.filter(
        (reason) => !sharedKeys.has(`code:${reason.code}`) && !sharedKeys.has(keyOf(reason)),
      ),
    ]),
  );
  return { shared, own };
}

import type { SharedReason } from '@/catalogue/finder/shared-reasons';
import { formatNumber, materialInSentence, reasonText, type ReasonWords } from './reason-text';

function sharedText(shared: SharedReason, words: ReasonWords): string {
  const { t, locale, materials } = words;
  switch (shared.code) {
    case 'same':
      return reasonText(shared.reason, words);
    case 'process':
      return t('shared.process', { process: t(`processo.${shared.process}`) });
    case 'thickness':
      return t(shared.material ? 'shared.thickness' : 'shared.thicknessAny', {
        thickness: formatNumber(shared.thickness, locale),
        material: materialInSentence(shared.material, materials, locale),
      });
  }
}

/** What every fitting machine has in common, said once above their cards. */
export function FinderShared({
  shared,
  count,
  words,
}: {
  shared: readonly SharedReason[];
  count: number;
  words: ReasonWords;
}) {
  if (shared.length === 0) return null;
  return (
    <div className="finder-shared" data-finder-shared>
      <p className="finder-shared-title">{words.t('sharedTitle', { count })}</p>
      <ul>
        {shared.map((item) => {
          const text = sharedText(item, words);
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </div>
  );
}

import { PARTNER_KINDS } from '@/catalogue/locator/partner';
import { DEFAULT_RADIUS, RADII, type LocatorQuery } from '@/catalogue/locator/query';
import { LocatorIsland } from '@/features/locator/locator-island';
import type { LocatorWords } from './locator-words';

export const LOCATOR_FORM_ID = 'locator-form';

/**
 * The locator's question: a GET form to the locator's own path, so that without JavaScript the
 * answer is a page whose URL is the question. With JavaScript, "Near me" appears where the
 * browser offers a position, and the form sends only what was filled in.
 */
export function LocatorForm({
  action,
  query,
  words,
}: {
  action: string;
  query: LocatorQuery;
  words: LocatorWords;
}) {
  const { t } = words;
  return (
    <form
      id={LOCATOR_FORM_ID}
      method="get"
      action={action}
      className="locator-form"
      aria-labelledby="locator-form-title"
      data-locator-form
    >
      <h2 id="locator-form-title" className="sr-only">
        {t('form')}
      </h2>
      <div className="locator-field">
        <label htmlFor="locator-place">{t('place')}</label>
        <p id="locator-place-help" className="locator-help">
          {t('placeHelp')}
        </p>
        <div className="locator-place-row">
          <input
            id="locator-place"
            type="text"
            name="luogo"
            autoComplete="address-level2"
            maxLength={100}
            defaultValue={query.position ? '' : (query.place ?? '')}
            aria-describedby="locator-place-help"
          />
          <button type="submit" className="button button-primary button-compact">
            {t('submit')}
          </button>
        </div>
        <LocatorIsland
          formId={LOCATOR_FORM_ID}
          defaultRadius={String(DEFAULT_RADIUS)}
          text={{
            button: t('nearMe'),
            note: t('nearMeNote'),
            asking: t('nearMeAsking'),
            failed: t('nearMeFailed'),
          }}
        />
      </div>
      <fieldset className="locator-field locator-kinds">
        <legend>{t('kinds')}</legend>
        <p className="locator-help">{t('kindsHelp')}</p>
        <div className="locator-choices">
          {PARTNER_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="checkbox"
                name="tipo"
                value={kind}
                defaultChecked={query.kinds.includes(kind)}
              />
              <span>{words.kinds.get(kind) ?? kind}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="locator-selects">
        <div className="locator-field">
          <label htmlFor="locator-family">{t('family')}</label>
          <select id="locator-family" name="famiglia" defaultValue={query.family ?? ''}>
            <option value="">{t('anyFamily')}</option>
            {[...words.families].map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="locator-field">
          <label htmlFor="locator-radius">{t('radius')}</label>
          <select id="locator-radius" name="raggio" defaultValue={String(query.radius)}>
            {RADII.map((radius) => (
              <option key={radius} value={radius}>
                {words.radius(radius)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="button button-outline button-compact locator-apply">
        {t('apply')}
      </button>
    </form>
  );
}

'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { trapTab } from '@/site/header/focus-trap';
import type { OptionalCategory } from './categories';
import { CHOICE_BUTTON } from './choice-button';
import { CloseButton } from './close-button';
import type { ConsentConfig } from './consent-config';
import type { DescribedCategory } from './describe';
import { ServiceList } from './service-list';

/**
 * The settings: a modal dialog (the one place focus is trapped, by the browser's own `<dialog>`),
 * one switch per optional category showing the current choice (nothing on before a choice), the
 * services and cookies of each, and reject, accept and save. Escape or the X closes it without
 * saving; focus then returns where it was.
 */
export function ConsentSettings({
  texts,
  choiceTexts,
  categories,
  granted,
  onSave,
  onClose,
}: {
  texts: ConsentConfig['texts']['settings'];
  choiceTexts: ConsentConfig['texts']['choices'];
  categories: DescribedCategory[];
  granted: Record<OptionalCategory, boolean>;
  onSave: (granted: Record<OptionalCategory, boolean>) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<(() => void) | undefined>(undefined);
  const titleId = useId();
  const [draft, setDraft] = useState(granted);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    let closed = false;
    // The browser closes the dialog at once (focus back where it was) but tells in a `close`
    // event a task later; an Enter on "Customise" in between found the settings still open here
    // and was lost. So Escape and the X close it and say so in the same moment.
    const finish = () => {
      if (closed) return;
      closed = true;
      onClose();
    };
    const closeNow = () => {
      if (element.open) element.close();
      finish();
    };
    // The browser's modal dialog lets Tab leave for its own toolbar; here it cycles inside.
    const keepTab = (event: KeyboardEvent) => {
      if (event.key === 'Tab') trapTab(event, element);
    };
    closeRef.current = closeNow;
    element.addEventListener('cancel', closeNow);
    element.addEventListener('close', finish);
    element.addEventListener('keydown', keepTab);
    return () => {
      closed = true;
      closeRef.current = undefined;
      element.removeEventListener('cancel', closeNow);
      element.removeEventListener('close', finish);
      element.removeEventListener('keydown', keepTab);
      if (element.open) element.close();
    };
  }, [onClose]);

  const set = (value: boolean) => ({ analytics: value, media: value });

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-consent-settings-dialog=""
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl overflow-y-auto rounded-sm bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="flex flex-col gap-6 p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl leading-tight font-bold">
            {texts.title}
          </h2>
          <CloseButton
            label={texts.close}
            onClick={() => closeRef.current?.()}
            className="-mt-2 -mr-2"
          />
        </div>
        <p className="text-steel-700">{texts.intro}</p>
        <ul className="flex flex-col divide-y divide-steel-200 border-y border-steel-200">
          {categories.map((category) => {
            const switchId = `${titleId}-${category.id}`;
            const optional = category.id !== 'necessary' ? category.id : undefined;
            return (
              <li key={category.id} className="flex flex-col gap-3 py-5">
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={switchId} className="text-lg font-semibold">
                    {category.name}
                  </label>
                  {optional ? (
                    <input
                      id={switchId}
                      type="checkbox"
                      role="switch"
                      data-consent-category={category.id}
                      checked={draft[optional]}
                      onChange={(event) => setDraft({ ...draft, [optional]: event.target.checked })}
                      aria-describedby={`${switchId}-description`}
                      className="size-6 shrink-0 cursor-pointer accent-ink disabled:cursor-not-allowed"
                    />
                  ) : (
                    <span className="flex items-center gap-3 text-sm font-semibold text-steel-700">
                      {texts.alwaysOn}
                      <input
                        id={switchId}
                        type="checkbox"
                        role="switch"
                        checked
                        disabled
                        aria-describedby={`${switchId}-description`}
                        className="size-6 shrink-0 cursor-pointer accent-ink disabled:cursor-not-allowed"
                      />
                    </span>
                  )}
                </div>
                <p id={`${switchId}-description`} className="text-sm text-steel-700">
                  {category.description}
                </p>
                <details className="group text-sm">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline decoration-accent decoration-2 underline-offset-4">
                    {texts.details}
                  </summary>
                  <ServiceList category={category} texts={texts} />
                </details>
              </li>
            );
          })}
        </ul>
        {/* Kept in view while the categories scroll under it. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-wrap gap-3 border-t border-steel-200 bg-white px-5 py-4 sm:-mx-8 sm:-mb-8 sm:px-8">
          <button type="button" onClick={() => onSave(set(false))} className={CHOICE_BUTTON}>
            {choiceTexts.reject}
          </button>
          <button type="button" onClick={() => onSave(set(true))} className={CHOICE_BUTTON}>
            {choiceTexts.accept}
          </button>
          <button
            type="button"
            onClick={() => onSave(draft)}
            className="min-h-11 flex-1 rounded-sm border-2 border-ink px-5 text-base font-semibold text-ink hover:bg-steel-100 sm:flex-none"
          >
            {texts.save}
          </button>
        </div>
      </div>
    </dialog>
  );
}

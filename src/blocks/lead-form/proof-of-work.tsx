'use client';

import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CHALLENGE_ENDPOINT, PROOF_FIELD } from '@/leads/lead-fields';
import type { LeadFormTexts } from './lead-form-texts';

/** The widget shows its state in the page's language, without the vendor's logo and link. */
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

type Widget = HTMLElement & Partial<WidgetMethods>;

/**
 * ALTCHA's proof of work, solved as soon as the form has come to life, so it is usually done
 * before a person has filled the form in; a form sent sooner waits for it. Drawn only where
 * scripts run: the server renders none, and a form without it is sent as before (the timing
 * token and the honeypot guard that path).
 */
export function useProofOfWork(
  locale: string,
  strings: LeadFormTexts['pow'],
): {
  widget: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Forgets the proof (one the server may have spent): the next send solves a new one. */
  reset: () => void;
} {
  const [ready, setReady] = useState(false);
  const ref = useRef<Widget>(null);
  useEffect(() => {
    let live = true;
    import('./altcha-setup')
      .then(({ setUpAltcha }) => {
        setUpAltcha(locale, strings);
        if (live) setReady(true);
      })
      .catch(() => {
        // no widget: the server refuses the form, and the refusal says whom to call or write to
      });
    return () => {
      live = false;
    };
  }, [locale, strings]);

  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const widget = ref.current;
    const state = widget?.getState?.();
    if (!widget || state === undefined || state === 'verified') return;
    // React runs no action for a prevented submit; the form is sent again once the proof is done
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    widget.addEventListener('verified', () => form.requestSubmit(submitter), { once: true });
    if (state !== 'verifying') void widget.verify?.();
  }, []);

  const widget = ready ? (
    <div className="lead-form-pow">
      <altcha-widget
        ref={ref}
        challenge={CHALLENGE_ENDPOINT}
        name={PROOF_FIELD}
        language={locale}
        auto="onload"
        configuration={CONFIGURATION}
      />
    </div>
  ) : null;
  const reset = useCallback(() => ref.current?.reset?.(), []);
  return { widget, onSubmit, reset };
}

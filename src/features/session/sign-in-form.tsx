'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { signInErrorKey, type SignInErrorKey } from './error-messages';
import type { SessionKeeper } from './session-keeper';
import { MIN_PASSWORD_LENGTH } from './password-rule';
import type { SignInConfig } from './sign-in-config';

/** A deliberately loose check: the service has the last word on what an address is. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInTexts {
  email: string;
  password: string;
  passwordHint: string;
  showPassword: string;
  submit: string;
  submitting: string;
  forgot: string;
  resetTitle: string;
  resetIntro: string;
  resetSubmit: string;
  resetSending: string;
  /** With `{email}` replaced in the browser. */
  resetSent: string;
  backToSignIn: string;
  signedIn: string;
  errorTitle: string;
  emailMissing: string;
  passwordMissing: string;
  errors: Record<SignInErrorKey, string>;
}

type Mode = 'sign-in' | 'reset' | 'reset-sent';

/**
 * The partner sign-in (email and password) and the password reset, on the sign-in page only.
 * Firebase's code loads when the page has come to life; the fields stay disabled until then, so
 * without JavaScript nothing can be sent (the page says why). Input is checked before any request:
 * an address's shape, a password of at least 6 characters.
 */
export function SignInForm({
  config,
  texts,
  next,
}: {
  config: SignInConfig;
  texts: SignInTexts;
  /** Where a successful sign-in goes. */
  next: string;
}) {
  const id = useId();
  const keeper = useRef<Promise<SessionKeeper> | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<Mode>('sign-in');
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [status, setStatus] = useState('');
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const loading = import('./session-keeper').then((module) => module.sessionKeeper(config));
    keeper.current = loading;
    // Firebase's code has arrived (or cannot): the fields open; a failure is told on sending
    const open = () => setReady(true);
    loading.then(open, open);
  }, [config]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const check = (form: HTMLFormElement, withPassword: boolean) => {
    const data = new FormData(form);
    const address = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: { email?: string; password?: string } = {};
    if (!address) errors.email = texts.emailMissing;
    else if (!EMAIL_SHAPE.test(address)) errors.email = texts.errors.emailInvalid;
    if (withPassword) {
      if (!password) errors.password = texts.passwordMissing;
      else if (password.length < MIN_PASSWORD_LENGTH) errors.password = texts.errors.passwordShort;
    }
    setFieldErrors(errors);
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
    return errors.email || errors.password ? undefined : { address, password };
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const values = check(event.currentTarget, mode === 'sign-in');
    if (!values || !keeper.current) return;
    setBusy(true);
    try {
      const session = await keeper.current;
      if (mode === 'sign-in') {
        await session.signIn(values.address, values.password);
        setStatus(texts.signedIn);
        window.location.assign(next);
        return;
      }
      await session.resetPassword(values.address).catch((error: unknown) => {
        // the same answer whether or not the address has an account
        if (signInErrorKey(error) !== 'unknownUser') throw error;
      });
      setEmail(values.address);
      setMode('reset-sent');
    } catch (error) {
      setFailure(texts.errors[signInErrorKey(error)]);
    }
    setBusy(false);
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setFailure(undefined);
    setFieldErrors({});
  };

  const field = (name: 'email' | 'password') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby':
      [fieldErrors[name] && `${id}-${name}-error`, name === 'password' && `${id}-password-hint`]
        .filter(Boolean)
        .join(' ') || undefined,
    className: 'sign-in-input',
  });

  if (mode === 'reset-sent') {
    return (
      <div className="sign-in-card">
        <p role="status" className="text-lg">
          {texts.resetSent.replace('{email}', email)}
        </p>
        <button type="button" className="sign-in-link" onClick={() => switchTo('sign-in')}>
          {texts.backToSignIn}
        </button>
      </div>
    );
  }

  const reset = mode === 'reset';
  return (
    <form className="sign-in-card" noValidate onSubmit={signIn} aria-busy={busy}>
      {reset ? (
        <div>
          <h2 className="text-2xl font-bold">{texts.resetTitle}</h2>
          <p className="mt-2 text-steel-700">{texts.resetIntro}</p>
        </div>
      ) : null}
      {failure ? (
        <div ref={failureRef} tabIndex={-1} role="alert" className="sign-in-failure">
          <p className="font-bold">{texts.errorTitle}</p>
          <p>{failure}</p>
        </div>
      ) : null}
      <fieldset disabled={!ready || busy} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-email`} className="font-semibold">
            {texts.email}
          </label>
          <input
            {...field('email')}
            ref={emailRef}
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            defaultValue={email}
          />
          {fieldErrors.email ? (
            <p id={`${id}-email-error`} className="sign-in-field-error">
              {fieldErrors.email}
            </p>
          ) : null}
        </div>
        {reset ? null : (
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-password`} className="font-semibold">
              {texts.password}
            </label>
            <input
              {...field('password')}
              ref={passwordRef}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
            />
            <p id={`${id}-password-hint`} className="text-sm text-steel-700">
              {texts.passwordHint}
            </p>
            {fieldErrors.password ? (
              <p id={`${id}-password-error`} className="sign-in-field-error">
                {fieldErrors.password}
              </p>
            ) : null}
            <label className="inline-flex min-h-11 items-center gap-3 self-start">
              <input
                type="checkbox"
                className="size-5 accent-ink"
                checked={showPassword}
                onChange={(event) => setShowPassword(event.target.checked)}
              />
              {texts.showPassword}
            </label>
          </div>
        )}
        <button type="submit" className="button button-primary button-md w-full">
          {busy
            ? reset
              ? texts.resetSending
              : texts.submitting
            : reset
              ? texts.resetSubmit
              : texts.submit}
        </button>
        <button
          type="button"
          className="sign-in-link"
          onClick={() => switchTo(reset ? 'sign-in' : 'reset')}
        >
          {reset ? texts.backToSignIn : texts.forgot}
        </button>
      </fieldset>
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}

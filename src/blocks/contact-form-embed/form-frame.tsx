'use client';

import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/site/ui/button/button-style';
import { AllowAlways } from '@/features/consent/allow-always';
import { useThirdParty } from '@/features/consent/third-party';

/**
 * The external form service's frame, in place of a panel that names the service and offers to
 * load it (this once, or always: consent to external media); the frame takes the focus the
 * button had.
 */
export function FormFrame({
  src,
  height,
  text,
}: {
  src: string;
  height: number;
  text: { load: string; note: string; frameTitle: string; always: string; alwaysNote: string };
}) {
  const { loadThirdParty, byClick, load, allowAlways } = useThirdParty('contact-form');
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (byClick) frameRef.current?.focus();
  }, [byClick]);

  if (loadThirdParty) {
    return (
      <iframe
        ref={frameRef}
        src={src}
        title={text.frameTitle}
        style={{ height }}
        referrerPolicy="strict-origin-when-cross-origin"
        className="w-full rounded-sm border border-steel-200 bg-white"
      />
    );
  }
  return (
    // The frame's own height: with consent stored, the frame replaces this panel once the page runs,
    // and nothing below it moves.
    <div
      style={{ minHeight: height }}
      className="flex flex-col items-start justify-center gap-4 rounded-sm border-2 border-dashed border-steel-300 p-6 md:p-8"
    >
      <button type="button" onClick={load} className={buttonClasses('primary', 'big')}>
        {text.load}
      </button>
      <p className="max-w-xl text-sm text-steel-600">{text.note}</p>
      <AllowAlways onClick={allowAlways} label={text.always} note={text.alwaysNote} tone="light" />
    </div>
  );
}

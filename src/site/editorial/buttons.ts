/**
 * The look of the `button` block (src/blocks/button) for links the templates build themselves
 * (mailto, file downloads, pager): the same primary, outline and on-dark variants, 44 px high.
 */
export const buttonClasses = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border-2 border-accent bg-accent px-6 py-3 font-semibold tracking-wide text-ink transition-colors duration-250 ease-in-out hover:border-accent-strong hover:bg-accent-strong',
  outline:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border-2 border-current px-6 py-3 font-semibold tracking-wide transition-colors duration-250 ease-in-out hover:bg-current/10',
} as const;

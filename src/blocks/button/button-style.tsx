// The design system's buttons, shared by the button block and blocks with their own actions.

/** Spec section 3: primary and outline are buttons; any other type is a text link. */
export type ButtonVariant = 'primary' | 'outline' | 'text';
/** Spec section 3: small, big, and medium for anything else. */
export type ButtonSize = 'small' | 'medium' | 'big';

const variants: Record<ButtonVariant, string> = {
  primary:
    'border-2 border-accent bg-accent text-ink hover:border-accent-strong hover:bg-accent-strong',
  // `current` follows the section's text colour, so the outline reads on light and dark alike.
  outline: 'border-2 border-current hover:bg-current/10',
  text: 'underline decoration-accent decoration-2 underline-offset-[6px] hover:decoration-current',
};

// Every size keeps a 44 px target (min-h-11); text links get the height without the padding.
const boxSizes: Record<ButtonSize, string> = {
  small: 'min-h-11 px-4 text-sm',
  medium: 'min-h-12 px-5 text-base sm:px-6',
  big: 'min-h-14 px-6 text-lg sm:px-8',
};
const textSizes: Record<ButtonSize, string> = {
  small: 'min-h-11 text-sm',
  medium: 'min-h-11 text-base',
  big: 'min-h-12 text-lg',
};

export function buttonVariant(type: unknown): ButtonVariant {
  return type === 'primary' || type === 'outline' ? type : 'text';
}

export function buttonSize(size: unknown): ButtonSize {
  return size === 'small' || size === 'big' ? size : 'medium';
}

/** The classes of a button of the design system, for blocks that render their own actions. */
export function buttonClasses(variant: ButtonVariant, size: ButtonSize = 'medium'): string {
  return [
    'group inline-flex items-center gap-3 rounded-sm font-semibold tracking-wide transition-colors duration-250 ease-in-out',
    variants[variant],
    variant === 'text' ? textSizes[size] : `justify-center text-center ${boxSizes[size]}`,
  ].join(' ');
}

export function ArrowIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 transition-transform duration-250 ease-in-out motion-safe:group-hover:translate-x-1 ${className}`}
    >
      <path d="M2 8h11M9 3.5 13.5 8 9 12.5" />
    </svg>
  );
}

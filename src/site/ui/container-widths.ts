/**
 * Spec section 3: the container width options; `small` is Tailwind's max-w-3xl. A narrower option
 * limits what the section holds, not where it starts: its content keeps the left edge of the
 * default width, as the blocks above and below it do (issue 62), rather than a centred column.
 */
export const containerWidths = {
  small: 'max-w-7xl *:max-w-3xl',
  medium: 'max-w-7xl *:max-w-5xl',
  large: 'max-w-7xl',
  content: 'max-w-7xl *:max-w-prose',
  default: 'max-w-7xl',
} as const;

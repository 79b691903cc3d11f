/** Spec section 3: the container width options; `small` is Tailwind's max-w-3xl. */
export const containerWidths = {
  small: 'max-w-3xl',
  medium: 'max-w-5xl',
  large: 'max-w-7xl',
  content: 'max-w-prose',
  default: 'max-w-7xl',
} as const;

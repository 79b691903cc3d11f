// The design system's buttons, shared by the button block and blocks with their own actions. The
// styles are the `.button` family of button.css, which the editorial templates use as well.
import { StrokeIcon } from '@/site/ui/stroke-icon';

/** Spec section 3: primary and outline are buttons; any other type is a text link. */
export type ButtonVariant = 'primary' | 'outline' | 'text';
/** Spec section 3: small, big, and medium for anything else. */
export type ButtonSize = 'small' | 'medium' | 'big';

const sizes: Record<ButtonSize, string> = { small: 'sm', medium: 'md', big: 'lg' };

export function buttonVariant(type: unknown): ButtonVariant {
  return type === 'primary' || type === 'outline' ? type : 'text';
}

export function buttonSize(size: unknown): ButtonSize {
  return size === 'small' || size === 'big' ? size : 'medium';
}

/**
 * The classes of a button of the design system, for blocks that render their own actions. `group`
 * lets the arrow inside move on hover; text links take the height without the padding.
 */
export function buttonClasses(variant: ButtonVariant, size: ButtonSize = 'medium'): string {
  return variant === 'text'
    ? `group button button-text button-text-${sizes[size]}`
    : `group button button-${variant} button-${sizes[size]}`;
}

export function ArrowIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <StrokeIcon
      d="M2 8h11M9 3.5 13.5 8 9 12.5"
      viewBox="0 0 16 16"
      className={`button-arrow ${className}`}
    />
  );
}

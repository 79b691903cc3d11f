import { StrokeIcon } from './stroke-icon';

/** A map pin: the company's places, the dealer locator. */
export function PinIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <StrokeIcon
      d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21zM14.5 9.5a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0z"
      className={className}
    />
  );
}

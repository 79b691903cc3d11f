import { StrokeIcon } from '@/site/ui/stroke-icon';

/** A padlock in the line style of the project's icons: what only partners may open. Decorative. */
export function LockIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <StrokeIcon
      d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Zm6 4v2"
      className={className}
    />
  );
}

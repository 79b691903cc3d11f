/**
 * The X of the notice and the settings: a 44 px target, named for what it does. The notice's is
 * taken by its script (`notice-script.ts`), so it has no `onClick` but a choice attribute.
 */
export function CloseButton({
  label,
  onClick,
  className,
  ...attributes
}: {
  label: string;
  onClick?: () => void;
  className: string;
} & Record<`data-${string}`, string>) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      {...attributes}
      className={`flex size-11 shrink-0 items-center justify-center rounded-sm text-steel-700 hover:bg-steel-100 hover:text-ink ${className}`}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 3l10 10M13 3 3 13" />
      </svg>
    </button>
  );
}

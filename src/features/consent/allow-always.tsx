'use client';

/**
 * "Always allow external media" under a frame's own button: consent to the category, recorded
 * like a choice in the settings (and withdrawn there), so every video, map and form loads at once.
 */
export function AllowAlways({
  onClick,
  label,
  note,
  tone,
}: {
  onClick: () => void;
  label: string;
  note: string;
  tone: 'light' | 'dark';
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 text-sm ${tone === 'dark' ? 'text-steel-200' : 'text-steel-600'}`}
    >
      <button
        type="button"
        onClick={onClick}
        className={`min-h-11 cursor-pointer font-semibold underline decoration-accent decoration-2 underline-offset-4 hover:decoration-current ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
      >
        {label}
      </button>
      <span>{note}</span>
    </p>
  );
}

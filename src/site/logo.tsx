/** The brand mark: an arc spark over a square, drawn inline so it costs no request. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" focusable="false">
        <rect width="32" height="32" rx="3" fill="#0e1014" />
        <path
          d="M7 24 L16 7 L25 24"
          fill="none"
          stroke="#ffad00"
          strokeWidth="3.2"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="19" r="2.6" fill="#ffffff" />
      </svg>
      <span>{name}</span>
    </span>
  );
}

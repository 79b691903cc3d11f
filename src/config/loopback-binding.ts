/**
 * Next.js bug vercel/next.js#94745 (fix proposed in #95917): a server started with an explicit
 * loopback literal (`next start -H 127.0.0.1`) treats every middleware rewrite as external and
 * proxies it back to itself, so each Italian page answers a 301 to itself and English listings a
 * 500. `npm start` (server/main.ts) is immune: it hands Next the name `localhost` whatever address
 * it binds. A plain `next start` bound to a loopback literal is refused at start with this message.
 */
export const NEXT_LOOPBACK_BUG = 'https://github.com/vercel/next.js/issues/94745';

/** `127.0.0.1` (any 127/8 address), `::1` and `[::1]`; not `localhost`, which Next handles. */
export function isLoopbackLiteral(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  return host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The refusal for the origin `next start` announces (`__NEXT_PRIVATE_ORIGIN`, such as
 * `http://127.0.0.1:3000`), or undefined when the binding is safe or unknown.
 */
export function loopbackRefusal(origin: string | undefined): string | undefined {
  if (!origin || !URL.canParse(origin)) return undefined;
  const { hostname } = new URL(origin);
  if (!isLoopbackLiteral(hostname)) return undefined;
  return (
    `Refusing to serve on ${hostname}: Next.js bound to a loopback address answers its own ` +
    `rewrites with redirect loops (${NEXT_LOOPBACK_BUG}). Start with \`npm start\` ` +
    `(HOSTNAME=${hostname} works there), or bind \`next start -H localhost\` instead.`
  );
}

/** Stops `next start` bound to a loopback literal (the origin it announces), before it serves. */
export function refuseLoopbackBinding(origin: string | undefined): void {
  const refusal = loopbackRefusal(origin);
  if (refusal === undefined) return;
  console.error(refusal);
  process.exit(1);
}

import { networks, type Network } from './networks';

/** A network's icon, drawn inline; decorative, since the link carries the network's name. */
export function SocialIcon({
  network,
  className = 'size-5',
}: {
  network: Network;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={networks[network].icon} />
    </svg>
  );
}

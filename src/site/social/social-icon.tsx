import { StrokeIcon } from '@/site/ui/stroke-icon';
import { networks, type Network } from './networks';

/** A network's icon, drawn inline; decorative, since the link carries the network's name. */
export function SocialIcon({
  network,
  className = 'size-5',
}: {
  network: Network;
  className?: string;
}) {
  return <StrokeIcon d={networks[network].icon} className={className} />;
}

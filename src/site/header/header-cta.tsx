import { Button } from '@/blocks/button/button';
import type { RenderContext } from '@/blocks/types';
import type { ButtonBlok } from '@/content/generated/components';

/** The header's call to action, through the button block; at least 44 px tall, on one line. */
export function HeaderCta({
  buttons,
  context,
  className = '',
}: {
  buttons: ButtonBlok[];
  context: RenderContext;
  className?: string;
}) {
  if (buttons.length === 0) return null;
  return (
    <div className={`flex gap-3 [&_a]:min-h-11 [&_a]:whitespace-nowrap ${className}`}>
      {buttons.map((button) => (
        <Button key={button._uid} blok={button} context={context} />
      ))}
    </div>
  );
}

import { Button } from '../ui/button/content-button';
import type { RenderContext } from '@/site/render-context';
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
    <div className={className ? `header-cta ${className}` : 'header-cta'}>
      {buttons.map((button, index) => (
        <Button key={index} blok={button} context={context} />
      ))}
    </div>
  );
}

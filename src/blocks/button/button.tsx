import type { ButtonBlok } from '@/content/generated/components';
import { Button } from '@/site/ui/button/content-button';
import type { BlockProps } from '../types';

export { Button };

/**
 * A button placed on its own in a page's body: the button in the page's content width with room
 * above and below; embedded in rich text it keeps to the text's column instead.
 */
export function ButtonBlock(props: BlockProps<ButtonBlok>) {
  return (
    <div className="button-band">
      <Button {...props} />
    </div>
  );
}

/**
 * The look of the `button` block (src/blocks/button) for links the templates build themselves
 * (mailto, file downloads, pager): the same `.button` classes (button.css) in the compact size,
 * 44 px high, with the text at the size around it.
 */
export const buttonClasses = {
  primary: 'button button-primary button-compact',
  outline: 'button button-outline button-compact',
} as const;

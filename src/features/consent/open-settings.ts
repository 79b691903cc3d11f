/** Marks the controls that reopen the cookie settings (the footer's "Cookie settings"). */
export const OPEN_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/**
 * Reject and accept, in the notice and in the settings: one class (`consent-notice.css`), so
 * neither is more prominent than the other (EDPB cookie banner taskforce, 2023); a test compares
 * their size and style.
 */
export const CHOICE_BUTTON = 'consent-choice';

/** Spec section 5: the sign-in service's minimum password length, checked before any request. */
export const MIN_PASSWORD_LENGTH = 6;

/** The id of the application form's section, the anchor an answer's page scrolls to. */
export const FORM_ANCHOR = 'apply';

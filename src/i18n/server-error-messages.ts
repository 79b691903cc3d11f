import type { Locale } from './routing';

/**
 * The error page's texts, kept apart from the message files: the error boundary is client code, and
 * these few strings are all it ships (spec section 2, "Error page").
 */
export const serverErrorMessages: Record<
  Locale,
  { title: string; message: string; retry: string; backHome: string }
> = {
  it: {
    title: 'Errore del server',
    message: 'Qualcosa non ha funzionato da parte nostra. Riprova tra qualche istante.',
    retry: 'Riprova',
    backHome: 'Torna alla home page',
  },
  en: {
    title: 'Internal server error',
    message: 'Something went wrong on our side. Please try again in a moment.',
    retry: 'Try again',
    backHome: 'Back to the home page',
  },
  es: {
    title: 'Error interno del servidor',
    message: 'Algo ha fallado por nuestra parte. Vuelva a intentarlo dentro de un momento.',
    retry: 'Reintentar',
    backHome: 'Volver a la página de inicio',
  },
  fr: {
    title: 'Erreur interne du serveur',
    message: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
  },
  de: {
    title: 'Interner Serverfehler',
    message: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    backHome: 'Zurück zur Startseite',
  },
};

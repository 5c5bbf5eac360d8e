/** What the CMS answers about administrator accounts, sign-in limits and sessions. */
export const ACCOUNT_MESSAGES = {
  registrationClosed: 'Seul un administrateur peut créer un compte',
  lastAdministratorDelete:
    "Impossible de supprimer le dernier administrateur : créez d'abord un autre compte administrateur",
  lastAdministratorRole: 'Le dernier administrateur doit garder son rôle d’administrateur',
  weakPassword:
    'Ce mot de passe est trop courant ou trop facile à deviner : choisissez plusieurs mots inattendus, avec chiffres ou signes',
  sessionInvalid: 'Session invalide ou expirée : veuillez vous reconnecter',
  sessionEnded: 'Votre session a atteint sa durée maximale : veuillez vous reconnecter',
  /** A limit on sign-ins, registrations, password requests, contact messages or sign-ups was reached. */
  tooManyRequests: (retryAfterSeconds: number): string => {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} seconde${retryAfterSeconds > 1 ? 's' : ''}`
        : `${minutes} minute${minutes > 1 ? 's' : ''}`
    return `Trop de tentatives : veuillez réessayer dans ${wait}`
  },
} as const

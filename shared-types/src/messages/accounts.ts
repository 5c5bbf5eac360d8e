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
  /** A reset or invitation link whose token is unknown, already used or past its time. */
  resetLinkInvalid:
    'Ce lien n’est plus valable (expiré ou déjà utilisé) : demandez-en un nouveau avec « Mot de passe oublié »',
  invitationSent: (email: string): string => `Invitation envoyée à ${email}.`,
  /** An invitation to an address whose account already chose its password. */
  invitationAddressUsed:
    'Un compte utilise déjà cette adresse : la personne peut choisir un nouveau mot de passe avec « Mot de passe oublié »',
  invitationRole: 'Choisissez le rôle du compte : administrateur, éditeur ou rédacteur',
  invitationDisplayName: 'Le nom affiché doit être un texte',
} as const

/** « 1 heure », « 7 jours », « 30 minutes »: how long a link stays valid, in words. */
export function durationInWords(milliseconds: number): string {
  const units: [number, string][] = [
    [86_400_000, 'jour'],
    [3_600_000, 'heure'],
    [60_000, 'minute'],
  ]
  for (const [size, unit] of units) {
    if (milliseconds >= size && milliseconds % size === 0) {
      const count = milliseconds / size
      return `${count} ${unit}${count > 1 ? 's' : ''}`
    }
  }
  const seconds = Math.max(1, Math.round(milliseconds / 1000))
  return `${seconds} seconde${seconds > 1 ? 's' : ''}`
}

/** The e-mails about staff accounts (docs/product/accounts-and-security.md#e-mails), laid out by the CMS. */
export const ACCOUNT_MAIL = {
  resetSubject: 'Réinitialiser votre mot de passe',
  resetWhy: (email: string): string =>
    `Une demande de nouveau mot de passe a été faite pour le compte ${email} de l’administration du site.`,
  resetAction: 'Choisir un nouveau mot de passe',
  resetIgnore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
  linkValidity: (duration: string): string => `Ce lien est valable ${duration} et ne sert qu’une fois.`,
  staffFooter: 'Vous recevez ce message parce que cette adresse est celle d’un compte du personnel communal.',
  invitationSubject: (communeName: string): string => `Invitation à l’administration du site « ${communeName} »`,
  invitationWhy: (inviter: string, communeName: string, role: string): string =>
    `${inviter} vous invite à rejoindre l’équipe qui gère le site « ${communeName} », avec le rôle « ${role} ».`,
  invitationAccount: (email: string): string => `Votre identifiant est votre adresse e-mail : ${email}.`,
  invitationAction: 'Choisir mon mot de passe',
  invitationAfter: (signInUrl: string): string =>
    `Une fois votre mot de passe choisi, vous êtes connecté ; les fois suivantes, connectez-vous sur ${signInUrl}.`,
  invitationExpired:
    'Si le lien a expiré, demandez une nouvelle invitation à la personne qui vous a invité, ou utilisez « Mot de passe oublié ».',
  invitationFooter: 'Vous recevez ce message parce qu’un administrateur a créé un compte à cette adresse.',
} as const

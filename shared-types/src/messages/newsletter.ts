/**
 * What the newsletter's e-mails say, and the staff's newsletter tools (docs/product/news.md#newsletter).
 * Each e-mail also carries the « Se désabonner » link (the CMS's messaging/layout.ts).
 */
/** « de la commune de Darou Salam » for « Commune de Darou Salam », « de Darou Salam » for « Darou Salam ». */
export const ofCommune = (name: string): string =>
  /^commune\b/i.test(name) ? `de la commune${name.slice('commune'.length)}` : `de ${name}`

export const NEWSLETTER_EMAILS = {
  confirmation: {
    subject: (commune: string) => `Confirmez votre inscription à la lettre d'information ${ofCommune(commune)}`,
    paragraphs: (commune: string) => [
      'Bonjour,',
      `Vous avez demandé à recevoir la lettre d'information ${ofCommune(commune)}. Pour la recevoir, confirmez votre adresse et choisissez vos sujets.`,
    ],
    action: 'Confirmer mon inscription',
    after: [
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans confirmation, votre adresse sera effacée dans 7 jours.",
    ],
  },
  invitation: {
    subject: (commune: string) => `Continuez à recevoir la lettre d'information ${ofCommune(commune)}`,
    paragraphs: (commune: string) => [
      'Bonjour,',
      `Votre adresse est inscrite à la lettre d'information ${ofCommune(commune)}. Pour continuer à la recevoir, confirmez votre inscription et choisissez vos sujets.`,
    ],
    action: 'Confirmer mon inscription',
    after: ['Sans confirmation, votre adresse sera effacée dans 7 jours et vous ne recevrez plus rien.'],
  },
  alreadySubscribed: {
    subject: (commune: string) => `Vous êtes déjà inscrit à la lettre d'information ${ofCommune(commune)}`,
    paragraphs: (commune: string) => [
      'Bonjour,',
      `Quelqu'un (sans doute vous) a demandé à inscrire cette adresse à la lettre d'information ${ofCommune(commune)}. Elle y est déjà inscrite : vous n'avez rien à faire.`,
      'Pour ne plus rien recevoir, utilisez le lien « Se désabonner » ci-dessous.',
    ],
  },
  issue: {
    subject: (commune: string, count: number) =>
      count === 1
        ? `Nouvelle publication ${ofCommune(commune)}`
        : `${count} nouvelles publications ${ofCommune(commune)}`,
    paragraphs: (commune: string) => ['Bonjour,', `Voici les dernières nouvelles ${ofCommune(commune)} :`],
  },
  footer: (commune: string) => [
    `Vous recevez ce message parce que cette adresse est inscrite à la lettre d'information ${ofCommune(commune)}.`,
  ],
} as const

/** The subscribers' list in the panel, for administrators. */
export const NEWSLETTER_STAFF_MESSAGES = {
  waitingForInvitation: (count: number) =>
    count === 1 ? "1 adresse n'a jamais confirmé" : `${count} adresses n'ont jamais confirmé`,
  noneWaiting: 'Toutes les adresses ont reçu une demande de confirmation.',
  sendInvitation: 'Leur envoyer une invitation',
  sending: 'Envoi en cours…',
  invitationsSent: (count: number) =>
    count === 0
      ? 'Aucune invitation à envoyer.'
      : count === 1
        ? 'Invitation envoyée à 1 adresse.'
        : `Invitations envoyées à ${count} adresses.`,
  sendFailed: "L'envoi des invitations a échoué. Réessayez dans un instant.",
  exportCsv: 'Télécharger la liste (CSV)',
  csvColumns: ['Adresse e-mail', 'Confirmée le', 'Sujets', 'Inscrite le'],
} as const

/** The agenda (`events`, the home box, /agenda): what the CMS answers and what citizens read. */
export const AGENDA_MESSAGES = {
  titleRequired: "Le titre de l'événement est requis",
  startRequired: "La date de début de l'événement est requise",
  endBeforeStart: "La fin de l'événement ne peut pas précéder son début",
  next: 'Prochain événement',
  noneUpcoming: 'Aucun événement à venir',
  nonePast: 'Aucun événement passé',
  seeAgenda: "Voir tout l'agenda",
} as const

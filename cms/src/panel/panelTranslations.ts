/**
 * The Payload panel in French that reads right. Payload's French builds sentences such as
 * « Créer un(e) nouveau ou nouvelle {{label}} » because it cannot know a label's gender. Here
 * every collection's singular label carries its own article (« une actualité », « un projet »),
 * and the sentences that take a singular label put it where an article reads naturally; those
 * that cannot (« {{label}} créé(e) ») say the same thing without it.
 */
export const PANEL_TRANSLATIONS_FR = {
  general: {
    // Visible text of the list's and the document's « new » buttons (no label is passed to it).
    createNew: 'Créer',
    createNewLabel: 'Créer {{label}}',
    creatingNewLabel: 'Créer {{label}}',
    newLabel: 'Créer {{label}}',
    editLabel: 'Modifier {{label}}',
    deleteLabel: 'Supprimer {{label}}',
    aboutToDelete: 'Vous êtes sur le point de supprimer {{label}} <1>{{title}}</1>. Confirmez-vous ?',
    successfullyCreated: 'Création enregistrée.',
    successfullyDuplicated: 'Copie enregistrée.',
    updatedLabelSuccessfully: 'Modification enregistrée.',
    titleDeleted: '« {{title}} » supprimé avec succès.',
    // Payload's French names a placeholder that is never filled ({{titre}}) and calls the date « Temps ».
    schedulePublishFor: 'Programmer la publication de « {{title}} »',
    time: 'Date et heure',
    // An empty cell of a list: Payload's « <Pas de Auteur> » reads as broken French.
    noLabel: 'Non renseigné',
    noResults:
      'Aucun résultat : soit rien n’a encore été créé ici, soit rien ne correspond aux filtres indiqués ci-dessus.',
  },
  fields: {
    addNewLabel: 'Ajouter {{label}}',
    chooseLabel: 'Choisir {{label}}',
    uploadNewLabel: 'Téléverser {{label}}',
  },
  version: {
    // « Projet » is also a kind of content here.
    currentDraft: 'Brouillon en cours',
    // Unpublishing says what it does to citizens; its confirmation answers in words (components/UnpublishButton).
    unpublish: 'Retirer du site',
    confirmUnpublish: 'Retirer du site ?',
    aboutToUnpublish:
      'La page ne sera plus visible sur le site public ; elle reste enregistrée ici et pourra être publiée de nouveau.',
    aboutToUnpublishSelection:
      'La sélection ({{label}}) ne sera plus visible sur le site public ; elle reste enregistrée ici et pourra être publiée de nouveau.',
    unpublishing: 'Retrait en cours…',
    unpublishedSuccessfully: 'Retrait du site enregistré.',
    keepOnline: 'Garder en ligne',
    removeFromSite: 'Retirer',
    // The history (patched @payloadcms/next, patches/README.md): who saved, and values rather than `null`, `false`, `[]`.
    savedBy: 'Enregistrée par',
    savedByName: 'par {{name}}',
    diffEmpty: 'vide',
    diffNone: 'aucun',
    diffTrue: 'oui',
    diffFalse: 'non',
  },
}

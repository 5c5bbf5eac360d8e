/**
 * The data step of the citizen-wording migration, for both SQL adapters. A commune that started
 * before it still shows what its first-run content typed: « 25+ » projects in progress, news
 * signed « Auteur inconnu », a citizen space without the birth extract. Rows still exactly as the
 * first-run content wrote them take the new behaviour; anything staff changed is left alone.
 */
export const EXISTING_CONTENT_WORDING: readonly string[] = [
  // The seeded « 25+ Projets en cours » becomes the count of the projects themselves.
  `UPDATE "commune_key_figures" SET "source" = 'projectsInProgress' WHERE "value" = '25+' AND "label" = 'Projets en cours'`,
  `UPDATE "commune" SET "news_signature" = 'Secrétariat municipal' WHERE "news_signature" IS NULL`,
  // The four procedures of the first run lead the citizen space, while staff have placed none.
  ...[
    `Extrait d'acte de naissance`,
    'Certificat de résidence',
    `Carte nationale d'identité`,
    `Extrait d'acte de mariage`,
  ].map(
    (title, index) =>
      `UPDATE "procedures" SET "citizen_space_rank" = ${index + 1} WHERE "title" = '${title.replace(/'/g, "''")}' AND NOT EXISTS (SELECT 1 FROM "procedures" AS "placed" WHERE "placed"."citizen_space_rank" IS NOT NULL)`,
  ),
]

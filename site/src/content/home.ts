/**
 * Static texts of the home page (SPEC §2 Home and Gallery): the welcome word, the investment
 * pitch (the upcoming-event box reads the agenda: components/home/UpcomingEvent.astro). Figures live in config/commune.ts (KEY_FIGURES).
 */

export const WELCOME = {
  title: 'Mot de bienvenue',
  paragraphs: [
    'Chers habitants, chers visiteurs, chers partenaires, soyez les bienvenus sur le site officiel de notre commune.',
    'Ce site est le vôtre : vous y trouverez les services de la mairie, les démarches administratives, l’avancement de nos projets et les actualités de nos villages.',
    'Ensemble, avec les comités villageois, les associations et nos partenaires, nous construisons une commune où chacun a accès à l’eau, à l’école, aux soins et à un avenir sur sa terre.',
  ],
  signatureRole: 'Maire de la commune',
} as const

export const INVEST_PITCH = {
  title: 'Investissements et partenariats',
  lead: 'Terres agricoles fertiles, jeunesse dynamique, soleil abondant : la commune recherche des investisseurs et des partenaires pour des projets utiles à sa population et rentables pour ceux qui s’y engagent.',
  points: [
    'Un accompagnement personnalisé par le service économique de la mairie',
    'Des terrains identifiés et des démarches facilitées',
    'Des projets étudiés avec les populations concernées',
  ],
} as const

import { RETENTION } from './messaging'
import { bold, bullets, h2, link, paragraph, richText, type RichTextDocument } from './richText'

/**
 * The three legal pages every public site owes its readers, as first-run content of the `pages`
 * collection and as the site's fallback when the CMS cannot be reached. Staff edit them in the
 * panel afterwards. Who the commune is (name, address, phone, e-mail) is editable elsewhere, so the
 * texts say « la commune » and « l'hôtel de ville » and send readers to the footer's contacts.
 */
export interface BuiltInPage {
  title: string
  slug: string
  /** Meta description and the hero's lead. */
  summary: string
  content: RichTextDocument
  /** Linked from every page's footer. */
  footer: boolean
  /** Position among the footer's page links (smallest first). */
  footerOrder: number
}

const CONTACTS_IN_FOOTER =
  "dont l'adresse, le téléphone et l'adresse électronique figurent en bas de chaque page du site"

export const LEGAL_NOTICE_PAGE: BuiltInPage = {
  title: 'Mentions légales',
  slug: 'mentions-legales',
  summary:
    'Éditeur, directeur de la publication, hébergement, crédits et propriété intellectuelle du site officiel de la commune.',
  footer: true,
  footerOrder: 1,
  content: richText(
    h2('Éditeur du site'),
    paragraph(
      'Ce site est le site officiel de la commune. Il est édité par ',
      bold("l'hôtel de ville"),
      `, siège de la collectivité territoriale, ${CONTACTS_IN_FOOTER}.`,
    ),
    h2('Directeur de la publication'),
    paragraph(
      'Le directeur de la publication est ',
      bold('le maire de la commune'),
      ", en sa qualité de représentant légal de la collectivité. Les contenus sont rédigés et mis en ligne par les services de l'hôtel de ville, au nom de la commune.",
    ),
    h2('Hébergement'),
    bullets(
      [
        'Les pages publiques du site sont hébergées par ',
        bold('Netlify, Inc.'),
        ' (San Francisco, États-Unis), ',
        link('https://www.netlify.com', 'www.netlify.com'),
        '.',
      ],
      "L'outil de gestion des contenus, les documents publiés et les messages reçus sont conservés sur le serveur de la commune, administré par les services de l'hôtel de ville.",
    ),
    h2('Conception et crédits'),
    bullets(
      "Conception et rédaction : les services de l'hôtel de ville.",
      'Logiciels libres utilisés : Payload CMS (gestion des contenus), Astro (pages du site), Tailwind CSS (mise en page), Lucide (icônes, licence ISC).',
      'Photographies et illustrations : la commune, sauf mention contraire à côté de l’image.',
    ),
    h2('Propriété intellectuelle'),
    paragraph(
      "Les textes, photographies, logos et documents de ce site appartiennent à la commune ou sont publiés avec l'accord de leurs auteurs. ",
      "Les informations publiques (décisions du conseil municipal, arrêtés, documents administratifs, chiffres de la commune) peuvent être reprises librement, à condition d'en citer la source et de ne pas en altérer le sens. ",
      'Toute autre reproduction, en particulier des photographies, demande l’autorisation écrite préalable du maire.',
    ),
    paragraph(
      'Les liens vers ce site sont libres, sans autorisation préalable, pourvu que ses pages ne soient pas affichées à l’intérieur d’un autre site.',
    ),
    h2('Responsabilité'),
    paragraph(
      "Les informations de ce site sont données à titre indicatif et mises à jour régulièrement. Seuls les actes et documents officiels détenus par l'hôtel de ville font foi. ",
      "La commune n'est pas responsable du contenu des sites extérieurs vers lesquels ce site renvoie.",
    ),
    h2('Données personnelles et accessibilité'),
    paragraph(
      'Ce que le site conserve de vous et vos droits sont décrits à la page ',
      link('/donnees-personnelles', 'Données personnelles'),
      ". L'état d'accessibilité du site est décrit à la page ",
      link('/accessibilite', 'Accessibilité'),
      '.',
    ),
  ),
}

export const PERSONAL_DATA_PAGE: BuiltInPage = {
  title: 'Données personnelles',
  slug: 'donnees-personnelles',
  summary:
    "Ce que le formulaire de contact et la lettre d'information conservent, pourquoi, combien de temps, qui le lit, et comment faire valoir vos droits (loi n° 2008-12).",
  footer: true,
  footerOrder: 2,
  content: richText(
    paragraph(
      'La commune ne recueille sur ce site que les informations dont elle a besoin pour vous répondre. ',
      'Le responsable de ces traitements est ',
      bold('la commune, représentée par son maire'),
      `, à l'hôtel de ville, ${CONTACTS_IN_FOOTER}.`,
    ),
    h2('Les informations conservées'),
    bullets(
      [
        bold('Formulaire de contact'),
        ' : votre nom, votre adresse électronique, le sujet et le texte de votre message, avec sa date d’envoi.',
      ],
      [
        bold("Lettre d'information"),
        ' : votre adresse électronique, les sujets que vous avez choisis, la date de votre inscription et celle de votre confirmation.',
      ],
      [
        bold('Alertes par SMS'),
        ' : votre numéro de mobile, les sujets choisis (alertes, agenda), votre village ou quartier si vous l’avez indiqué, la date de votre inscription et, si vous avez demandé l’arrêt, sa date.',
      ],
      [
        bold('Demandes en ligne'),
        " (extraits d'actes, certificats) : votre nom, votre numéro de mobile, votre adresse électronique si vous l'avez donnée, pour qui vous faites la demande, les réponses du formulaire et les pièces jointes (photo d'une pièce d'identité, par exemple), l'état de la demande et ses dates.",
      ],
      [
        bold('Messages envoyés par la commune'),
        " : l'adresse ou le numéro du destinataire, l'objet et le texte de chaque e-mail ou SMS (confirmation, lettre d'information, alerte, rappel, réponse à votre message), avec sa date d'envoi.",
      ],
    ),
    paragraph(
      'Rien d’autre n’est demandé ni enregistré : la consultation du site ne nécessite aucun compte. ',
      "Pour freiner les envois abusifs, l'adresse IP de votre connexion est seulement gardée en mémoire par le serveur, une heure au plus, sans être enregistrée.",
    ),
    h2('Pourquoi'),
    bullets(
      'Les messages du formulaire de contact servent uniquement à vous répondre et à traiter votre demande.',
      "Les adresses de la lettre d'information servent uniquement à vous envoyer les nouvelles de la commune que vous avez choisies. Rien ne vous est envoyé tant que vous n'avez pas confirmé votre adresse par le lien reçu.",
      'Chaque lettre contient un lien pour vous désabonner en un clic.',
      'Les demandes en ligne servent uniquement à préparer le document demandé et à vous tenir informé de son avancement, par SMS et par e-mail. Leur référence, la démarche, les dates et les états sont gardés sans nom ni numéro, pour mesurer les délais de la mairie.',
      'Les numéros de mobile servent uniquement à vous envoyer les alertes et les rappels choisis. Rien ne vous est envoyé tant que vous n’avez pas saisi le code reçu par SMS. Chaque SMS indique comment l’arrêter : la page « Ne plus recevoir de SMS », une réponse « STOP » ou une demande au guichet de la mairie.',
    ),
    paragraph('Ces informations ne sont jamais vendues, cédées ni utilisées à des fins commerciales ou politiques.'),
    h2('Pendant combien de temps'),
    bullets(
      [
        bold('Messages du formulaire de contact'),
        ` : ${RETENTION.contactMessageMonths} mois après leur réception, avec les réponses de la commune, puis ils sont supprimés.`,
      ],
      [
        bold("Adresses de la lettre d'information"),
        ' : jusqu’à votre désinscription, puis elles sont supprimées aussitôt.',
      ],
      [
        bold('Adresses jamais confirmées'),
        ` : ${RETENTION.unconfirmedSubscriberDays} jours après la demande de confirmation, puis elles sont supprimées.`,
      ],
      [
        bold('Numéros de mobile'),
        ` : jusqu’à votre demande d’arrêt ; un numéro dont le code n’a jamais été saisi est supprimé au bout de ${RETENTION.unconfirmedPhoneDays} jour. Un numéro arrêté est seulement gardé comme « arrêté », pour ne plus rien recevoir, et supprimé à votre demande.`,
      ],
      [
        bold('Demandes en ligne'),
        ` : ${RETENTION.closedRequestMonths} mois après le retrait du document ou le refus de la demande (durée fixée par la commune), puis le nom, le numéro, l’adresse, les réponses, les pièces jointes et les messages envoyés à leur sujet sont supprimés.`,
      ],
      [
        bold('Traces des e-mails et SMS envoyés'),
        ` : ${RETENTION.messageRecordDays} jours, puis elles sont supprimées.`,
      ],
    ),
    h2('Qui les lit'),
    paragraph(
      "Seuls les agents de l'hôtel de ville chargés de l'accueil, de la communication et de l'administration du site, avec un compte personnel protégé par mot de passe. ",
      "Les demandes en ligne et leurs pièces jointes ne sont lues que par les agents d'état civil qui les traitent et les administrateurs ; chaque consultation est enregistrée (qui, quand). ",
      'Les informations sont conservées sur le serveur de la commune et ne sont transmises à personne d’autre, sauf obligation légale.',
    ),
    paragraph(
      'Pour vous écrire, la commune confie ses e-mails à un ',
      bold('service d’envoi de courrier électronique'),
      ' (le serveur de messagerie de la commune ou son prestataire), qui ne reçoit que l’adresse du destinataire et le message, le temps de le remettre, et ne s’en sert à rien d’autre.',
    ),
    paragraph(
      'Pour les SMS, la commune fait appel à un ',
      bold('opérateur de SMS'),
      ' (Orange Sénégal, ou l’opérateur retenu par la commune), sous-traitant qui ne reçoit que le numéro du destinataire et le texte du SMS, le temps de le remettre, et ne s’en sert à rien d’autre.',
    ),
    h2('Vos droits'),
    paragraph(
      'La ',
      bold('loi n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel'),
      ' vous donne le droit d’accéder aux informations qui vous concernent, de les faire rectifier, de vous opposer à leur utilisation et d’en demander la suppression.',
    ),
    paragraph(
      "Pour exercer ces droits, ou pour vous désinscrire de la lettre d'information, écrivez au maire, à l'hôtel de ville, par courrier ou par courriel (adresses en bas de page), en précisant votre demande et l'adresse électronique concernée. ",
      'La commune vous répond dans un délai d’un mois.',
    ),
    h2('Autorité de contrôle'),
    paragraph(
      'Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la ',
      bold('Commission de protection des données personnelles (CDP)'),
      ', autorité administrative indépendante chargée de faire appliquer la loi au Sénégal : ',
      link('https://www.cdp.sn', 'www.cdp.sn'),
      '.',
    ),
    h2('Cookies et mesure d’audience'),
    paragraph(
      'Ce site ne dépose aucun cookie de suivi, n’utilise aucun outil de mesure d’audience ni de publicité, et n’affiche aucun contenu de réseau social. ',
      "Seul le personnel de l'hôtel de ville, lorsqu'il se connecte à l'espace d'administration, reçoit une session (un cookie ou une donnée enregistrée dans son navigateur) indispensable à la connexion et supprimée à la déconnexion.",
    ),
  ),
}

export const ACCESSIBILITY_PAGE: BuiltInPage = {
  title: 'Accessibilité',
  slug: 'accessibilite',
  summary:
    "Déclaration d'accessibilité du site de la commune : niveau de conformité, non-conformités connues, contact et voies de recours.",
  footer: true,
  footerOrder: 3,
  content: richText(
    paragraph(
      'La commune veut que chacun puisse lire son site et y faire ses démarches, quel que soit son handicap, son appareil ou sa connexion. ',
      'Cette déclaration, établie sur le modèle du référentiel général d’amélioration de l’accessibilité (RGAA), s’applique au site public de la commune.',
    ),
    h2('État de conformité'),
    paragraph(
      'Le site est ',
      bold('partiellement conforme'),
      ' aux règles pour l’accessibilité des contenus web (WCAG 2.1), niveau AA, qui sont l’objectif de la commune, en raison des non-conformités énumérées ci-dessous.',
    ),
    h2('Résultats des tests'),
    paragraph(
      'L’audit est celui du projet lui-même : à chaque nouvelle version du site, toutes les pages sont contrôlées automatiquement avec ',
      bold('axe-core'),
      ' (critères WCAG 2.1 des niveaux A et AA) et ',
      bold('html-validate'),
      ' (validité du code HTML), dans le navigateur Chromium, sur ordinateur et sur téléphone. Ces contrôles ne relèvent aucune erreur.',
    ),
    paragraph(
      'Les outils automatiques ne détectent qu’une partie des obstacles. Une vérification complémentaire, au clavier et avec d’autres outils, a relevé les non-conformités suivantes.',
    ),
    h2('Contenus non accessibles'),
    bullets(
      'Le contour qui signale l’élément actif au clavier est trop peu contrasté (1,4 à 2,6 pour 1 au lieu de 3 pour 1) sur les fonds vert foncé : barre de navigation, bandeau de titre des pages, pied de page et carte de contact des investisseurs.',
      'Sur téléphone, le menu ouvert ne défile pas lorsqu’il est plus haut que l’écran, la touche Échap ne le ferme pas, la touche Tab peut atteindre des liens cachés derrière lui, et il ne s’ouvre pas sans JavaScript.',
      'Après « Voir plus de projets », l’élément actif peut se trouver hors de l’écran.',
      'Le formulaire de contact ne désigne pas le champ en erreur et n’y place pas le curseur.',
      'Dans le texte de certaines actualités, les intertitres sautent un niveau de titre.',
      'Agrandi à 200 % sur un petit téléphone, le texte de certaines pages oblige à faire défiler la page de côté.',
      'Un toucher sur une photo de la galerie, le bouton de partage ou le formulaire de contact peut être perdu si la page n’a pas fini de charger.',
      'Les documents PDF à télécharger (décisions, documents administratifs) ne sont pas balisés pour les lecteurs d’écran.',
    ),
    paragraph('Ces défauts sont en cours de correction ; cette déclaration sera mise à jour à chaque correction.'),
    h2('Établissement de cette déclaration'),
    paragraph('Cette déclaration a été établie le ', bold('24 novembre 2026'), '.'),
    bullets(
      'Technologies utilisées : HTML, CSS, JavaScript (pour quelques éléments seulement).',
      'Outils de test : axe-core, html-validate, navigateur Chromium, navigation au clavier.',
    ),
    h2('Signaler un défaut, obtenir une alternative'),
    paragraph(
      "Si vous ne pouvez pas accéder à un contenu ou à un service du site, contactez l'hôtel de ville (coordonnées en bas de page) : ",
      'un agent vous donnera l’information sous une autre forme (par téléphone, par courrier ou à l’accueil) et le défaut sera corrigé.',
    ),
    h2('Voies de recours'),
    bullets(
      'Si vous avez signalé un défaut sans obtenir de réponse satisfaisante, écrivez au cabinet du maire, à l’hôtel de ville.',
      [
        'Si la réponse de la commune ne vous satisfait toujours pas, vous pouvez saisir gratuitement le ',
        bold('Médiateur de la République du Sénégal'),
        ', qui traite les réclamations des usagers sur le fonctionnement des administrations et des collectivités territoriales.',
      ],
    ),
  ),
}

/** In footer order. */
export const LEGAL_PAGES: readonly BuiltInPage[] = [LEGAL_NOTICE_PAGE, PERSONAL_DATA_PAGE, ACCESSIBILITY_PAGE]

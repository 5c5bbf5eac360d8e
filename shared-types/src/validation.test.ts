import { describe, expect, it } from 'vitest'
import {
  CONTACT_FORM,
  DECISION_FORM,
  DOCUMENT_FORM,
  EMAIL_MAX_LENGTH,
  GALLERY_CREATE_FORM,
  GALLERY_FORM,
  INVESTMENT_FORM,
  LOGIN_FORM,
  NEWSLETTER_FORM,
  NEWS_FORM,
  NUMBER_RANGES,
  PASSWORD_MIN_LENGTH,
  PROCEDURE_FORM,
  PROJECT_FORM,
  SERVICE_FORM,
  optionalUrl,
  required,
  rule,
  validateField,
  validateForm,
  formFailures,
  isBlank,
  isEmail,
  isHttpUrl,
  isInRange,
  isRealCalendarDate,
  normalizeEmail,
  validateContactMessage,
  validateGalleryItem,
  validateInvestment,
  validateLogin,
  validateNews,
  validateNewsletterEmail,
  validateOptionalUrl,
  validatePassword,
  validateProcedure,
  validateProject,
  validateService,
} from './validation'
import { FIELD_TYPE_MESSAGES, MESSAGES } from './messages'

describe('MESSAGES', () => {
  it('uses the exact French wording', () => {
    expect(MESSAGES).toMatchObject({
      newsRequired: 'Le titre et le contenu sont requis',
      projectRequired: 'Le titre, la description et la date de début sont requis',
      serviceRequired: 'Le titre, la description et la catégorie sont requis',
      procedureRequired: 'Le titre, la description et la catégorie sont requis',
      procedureDocs: 'Au moins un document requis doit être spécifié',
      procedureProcessingTime: "Le délai de traitement doit être un nombre entier d'au moins 1 jour",
      investmentRequired: 'Veuillez remplir tous les champs obligatoires',
      galleryTitle: 'Le titre est requis',
      galleryFile: 'Veuillez sélectionner un fichier média',
      contactRequired: 'Veuillez remplir tous les champs obligatoires',
      invalidEmail: 'Veuillez saisir une adresse email valide',
      passwordTooShort: 'Le mot de passe doit contenir au moins 12 caractères',
      loginRequired: 'Email et mot de passe requis',
      invalidUrl: "L'adresse du lien doit commencer par http:// ou https://",
      invalidDate: "Cette date n'existe pas",
      documentRequired: 'Le titre, la date et la catégorie sont requis',
      decisionRequired: 'Le titre, la date et le type sont requis',
      pdfFile: 'Veuillez sélectionner un fichier PDF',
      newsletterEmailRequired: 'Veuillez saisir votre adresse email',
      newsletterSubscribed: "Merci ! Votre inscription à la lettre d'information est confirmée.",
      newsletterAlreadySubscribed: "Cette adresse est déjà inscrite à la lettre d'information.",
      newsletterCheckInbox:
        'Merci ! Pour confirmer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail (pensez à regarder dans les indésirables). Sans confirmation, votre adresse sera effacée dans 7 jours.',
      newsletterConfirmed: 'Votre inscription est confirmée : vous recevrez les nouvelles que vous avez choisies.',
      newsletterLinkInvalid: "Ce lien n'est plus valable. Inscrivez-vous de nouveau depuis le site.",
      newsletterTopicsRequired: 'Choisissez au moins un sujet.',
      newsletterUnsubscribed: 'Vous êtes désabonné : votre adresse a été effacée et ne recevra plus rien.',
    })
    expect(PASSWORD_MIN_LENGTH).toBe(12)
  })
})

describe('isBlank', () => {
  it('detects missing and whitespace-only values', () => {
    expect(isBlank(null)).toBe(true)
    expect(isBlank(undefined)).toBe(true)
    expect(isBlank('')).toBe(true)
    expect(isBlank(' \n\t ')).toBe(true)
  })

  it('treats other values as present', () => {
    expect(isBlank('a')).toBe(false)
    expect(isBlank(0)).toBe(false)
    expect(isBlank(false)).toBe(false)
    expect(isBlank([])).toBe(false)
  })
})

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('mairie@commune.sn')).toBe(true)
    expect(isEmail('prenom.nom+tag@sous.domaine.sn')).toBe(true)
    expect(isEmail(' admin@example.com ')).toBe(true)
  })

  it('rejects malformed values', () => {
    expect(isEmail('mairie')).toBe(false)
    expect(isEmail('mairie@commune')).toBe(false)
    expect(isEmail('a@@b.sn')).toBe(false)
    expect(isEmail('a b@c.sn')).toBe(false)
    expect(isEmail('@c.sn')).toBe(false)
    expect(isEmail('a@.sn')).toBe(false)
    expect(isEmail('a@c.')).toBe(false)
    expect(isEmail(42)).toBe(false)
  })
})

describe('newsletter email', () => {
  it('normalises an address to its stored form', () => {
    expect(normalizeEmail('  Awa.Ndiaye@Exemple.SN ')).toBe('awa.ndiaye@exemple.sn')
    expect(normalizeEmail('ÉLÈVE@ÉCOLE.SN')).toBe('élève@école.sn')
    expect(normalizeEmail(undefined)).toBe('')
    expect(normalizeEmail(42)).toBe('')
  })

  it('asks for an address, then for a valid one', () => {
    expect(validateNewsletterEmail('awa@exemple.sn')).toBeNull()
    expect(validateNewsletterEmail(' Awa@Exemple.SN ')).toBeNull()
    for (const blank of ['', '   ', null, undefined]) {
      expect(validateNewsletterEmail(blank)).toBe(MESSAGES.newsletterEmailRequired)
    }
    expect(validateNewsletterEmail('pas-un-email')).toBe(MESSAGES.invalidEmail)
    expect(validateNewsletterEmail(['awa@exemple.sn'])).toBe(MESSAGES.invalidEmail)
    expect(validateNewsletterEmail(`${'a'.repeat(EMAIL_MAX_LENGTH)}@exemple.sn`)).toBe(MESSAGES.invalidEmail)
  })
})

describe('URLs', () => {
  it('accepts only http and https', () => {
    expect(isHttpUrl('https://service-public.sn/demarche')).toBe(true)
    expect(isHttpUrl('HTTP://exemple.sn')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('www.exemple.sn')).toBe(false)
    expect(isHttpUrl('https://')).toBe(false)
  })

  it('allows blank optional links', () => {
    expect(validateOptionalUrl('')).toBeNull()
    expect(validateOptionalUrl(undefined)).toBeNull()
    expect(validateOptionalUrl('https://exemple.sn')).toBeNull()
    expect(validateOptionalUrl('ftp://exemple.sn')).toBe(MESSAGES.invalidUrl)
  })
})

describe('validateNews / validateProject / validateService', () => {
  it('requires the news title and content', () => {
    expect(validateNews({ title: 'T', content: 'C' })).toBeNull()
    expect(validateNews({ title: 'T', content: '  ' })).toBe(MESSAGES.newsRequired)
    expect(validateNews({ content: 'C' })).toBe(MESSAGES.newsRequired)
  })

  it('requires the project title, description and start date', () => {
    const project = { title: 'Forage', description: 'Eau potable', startDate: '2023-01-01' }
    expect(validateProject(project)).toBeNull()
    expect(validateProject({ ...project, startDate: '' })).toBe(MESSAGES.projectRequired)
    expect(validateProject({ ...project, budget: undefined, endDate: null })).toBeNull()
  })

  it('requires the service title, description and category', () => {
    expect(validateService({ title: 'École', description: 'D', category: 'EDUCATION' })).toBeNull()
    expect(validateService({ title: 'École', description: 'D' })).toBe(MESSAGES.serviceRequired)
  })
})

describe('validateProcedure', () => {
  const base = {
    title: 'Acte de naissance',
    description: 'Extrait',
    category: 'ETAT_CIVIL',
    requiredDocs: ['Pièce d’identité'],
    processingTime: 3,
  }

  it('accepts a complete procedure', () => {
    expect(validateProcedure(base)).toBeNull()
    expect(validateProcedure({ ...base, requiredDocs: '["CNI"]', processingTime: '1' })).toBeNull()
  })

  it('checks required fields first', () => {
    expect(validateProcedure({ ...base, category: '', requiredDocs: [] })).toBe(MESSAGES.procedureRequired)
  })

  it('requires at least one non-empty document', () => {
    expect(validateProcedure({ ...base, requiredDocs: ['', '  '] })).toBe(MESSAGES.procedureDocs)
    expect(validateProcedure({ ...base, requiredDocs: undefined })).toBe(MESSAGES.procedureDocs)
  })

  it('requires a whole processing time of at least one day', () => {
    for (const processingTime of [0, -2, 1.5, '', '2.5', 'trois', undefined, Number.NaN]) {
      expect(validateProcedure({ ...base, processingTime })).toBe(MESSAGES.procedureProcessingTime)
    }
    expect(validateProcedure({ ...base, processingTime: ' 15 ' })).toBeNull()
  })

  it('takes a processing time of at most a year', () => {
    expect(validateProcedure({ ...base, processingTime: 365 })).toBeNull()
    for (const processingTime of [366, 1e308, '1000']) {
      expect(validateProcedure({ ...base, processingTime })).toBe(MESSAGES.procedureProcessingTimeMax)
    }
  })
})

describe('NUMBER_RANGES', () => {
  it('holds finite numbers within bounds, whole where the range says so', () => {
    expect(isInRange(365, NUMBER_RANGES.processingTime)).toBe(true)
    for (const days of [0, 366, 2.5, 1e308, Number.POSITIVE_INFINITY, Number.NaN, '3'])
      expect(isInRange(days, NUMBER_RANGES.processingTime)).toBe(false)
    expect(isInRange(12.5, NUMBER_RANGES.percent)).toBe(true)
    expect(isInRange(-0.5, NUMBER_RANGES.percent)).toBe(false)
  })

  it('names the field and its bounds in French', () => {
    expect(FIELD_TYPE_MESSAGES.range('Avancement (%)', NUMBER_RANGES.percent)).toBe(
      'Le champ « Avancement (%) » doit être un nombre de 0 à 100',
    )
    expect(FIELD_TYPE_MESSAGES.range('Budget estimé (FCFA)', NUMBER_RANGES.budget)).toBe(
      'Le champ « Budget estimé (FCFA) » doit être un nombre entier de 0 à 1\u202f000\u202f000\u202f000\u202f000',
    )
  })
})

describe('validateInvestment', () => {
  const base = {
    title: 'Marché',
    category: 'Commerce',
    description: 'Nouveau marché',
    amount: '350 millions',
    status: 'En cours',
  }

  it('requires title, category, description, amount and status', () => {
    expect(validateInvestment(base)).toBeNull()
    for (const field of Object.keys(base)) {
      expect(validateInvestment({ ...base, [field]: ' ' })).toBe(MESSAGES.investmentRequired)
    }
  })
})

describe('validateGalleryItem', () => {
  it('requires a title', () => {
    expect(validateGalleryItem({ title: '' }, { isCreate: false, hasFile: true })).toBe(MESSAGES.galleryTitle)
  })

  it('requires a file only on create', () => {
    expect(validateGalleryItem({ title: 'Fête' }, { isCreate: true, hasFile: false })).toBe(MESSAGES.galleryFile)
    expect(validateGalleryItem({ title: 'Fête' }, { isCreate: true, hasFile: true })).toBeNull()
    expect(validateGalleryItem({ title: 'Fête' }, { isCreate: false, hasFile: false })).toBeNull()
  })
})

describe('validateContactMessage', () => {
  const base = { name: 'Awa', email: 'awa@exemple.sn', subject: 'Question', message: 'Bonjour' }

  it('requires all four fields', () => {
    expect(validateContactMessage(base)).toBeNull()
    expect(validateContactMessage({ ...base, subject: '' })).toBe(MESSAGES.contactRequired)
    expect(validateContactMessage({ ...base, email: '' })).toBe(MESSAGES.contactRequired)
  })

  it('checks the email format', () => {
    expect(validateContactMessage({ ...base, email: 'awa.exemple.sn' })).toBe(MESSAGES.invalidEmail)
  })
})

describe('validateLogin / validatePassword', () => {
  it('requires email and password', () => {
    expect(validateLogin({ email: 'a@b.sn', password: 'x' })).toBeNull()
    expect(validateLogin({ email: 'a@b.sn', password: '' })).toBe(MESSAGES.loginRequired)
  })

  it('requires at least 12 characters', () => {
    expect(validatePassword('a'.repeat(11))).toBe(MESSAGES.passwordTooShort)
    expect(validatePassword('a'.repeat(12))).toBeNull()
    expect(validatePassword(undefined)).toBe(MESSAGES.passwordTooShort)
  })
})

describe('input types', () => {
  it('accepts loose records and typed documents', () => {
    interface ProjectDoc {
      id: number
      title: string
      description: string
      startDate: string
      budget?: string | null
    }
    const doc: ProjectDoc = { id: 1, title: 'Routes', description: 'Désenclavement', startDate: '2022-01-01' }
    const form: Record<string, unknown> = { title: 'Routes' }
    expect(validateProject(doc)).toBeNull()
    expect(validateProject(form)).toBe(MESSAGES.projectRequired)
  })
})

describe('isRealCalendarDate', () => {
  it('refuses days that do not exist and accepts real ones', () => {
    expect(isRealCalendarDate('2026-02-31')).toBe(false)
    expect(isRealCalendarDate('2025-02-29T00:00:00.000Z')).toBe(false)
    expect(isRealCalendarDate('2024-02-29')).toBe(true)
    expect(isRealCalendarDate('2026-12-31T23:00:00.000Z')).toBe(true)
  })

  it('leaves non-ISO values to the other checks', () => {
    expect(isRealCalendarDate('31/02/2026')).toBe(true)
    expect(isRealCalendarDate(undefined)).toBe(true)
  })
})

describe('form rules', () => {
  it("required() gives one rule per field, in order, with the form's sentence", () => {
    const rules = required(['title', 'content'], MESSAGES.newsRequired)
    expect(rules.map((r) => [r.field, r.message])).toEqual([
      ['title', MESSAGES.newsRequired],
      ['content', MESSAGES.newsRequired],
    ])
    expect(rules[0]?.check(' ')).toBe(false)
    expect(rules[0]?.check('Titre')).toBe(true)
  })

  it('validateForm answers with the first rule that fails, in the order of the list', () => {
    const form = [rule('a', (v) => v === 1, MESSAGES.galleryTitle), rule('b', (v) => v === 2, MESSAGES.galleryFile)]
    expect(validateForm(form, { a: 1, b: 2 })).toBeNull()
    expect(validateForm(form, { a: 0, b: 0 })).toBe(MESSAGES.galleryTitle)
    expect(validateForm(form, { a: 1, b: 0 })).toBe(MESSAGES.galleryFile)
    // Blanks are reported before a bad address on the contact form.
    expect(validateForm(CONTACT_FORM, { name: '', email: 'pas-un-email', subject: 'S', message: 'M' })).toBe(
      MESSAGES.contactRequired,
    )
  })

  it('validateField runs only the rules of one field, in order', () => {
    expect(validateField(CONTACT_FORM, 'email', '')).toBe(MESSAGES.contactRequired)
    expect(validateField(CONTACT_FORM, 'email', 'pas-un-email')).toBe(MESSAGES.invalidEmail)
    expect(validateField(CONTACT_FORM, 'email', 'awa@exemple.sn')).toBeNull()
    expect(validateField(CONTACT_FORM, 'name', 'Awa')).toBeNull()
    expect(validateField(PROCEDURE_FORM, 'requiredDocs', ['', ' '])).toBe(MESSAGES.procedureDocs)
    expect(validateField(PROCEDURE_FORM, 'processingTime', 0)).toBe(MESSAGES.procedureProcessingTime)
    expect(validateField(PROCEDURE_FORM, 'onlineUrl', 'www.exemple.sn')).toBe(MESSAGES.invalidUrl)
    expect(validateField(PROCEDURE_FORM, 'onlineUrl', '')).toBeNull()
    expect(validateField(DOCUMENT_FORM, 'date', null)).toBe(MESSAGES.documentRequired)
    expect(validateField(DECISION_FORM, 'type', '')).toBe(MESSAGES.decisionRequired)
  })

  it("lists each form's fields in the order its messages are reported", () => {
    const fieldsOf = (form: readonly { field: string }[]) => form.map((r) => r.field)
    expect(fieldsOf(NEWS_FORM)).toEqual(['title', 'content'])
    expect(fieldsOf(PROJECT_FORM)).toEqual(['title', 'description', 'startDate'])
    expect(fieldsOf(SERVICE_FORM)).toEqual(['title', 'description', 'category'])
    expect(fieldsOf(PROCEDURE_FORM)).toEqual([
      'title',
      'description',
      'category',
      'requiredDocs',
      'processingTime',
      'processingTime',
      'onlineUrl',
    ])
    expect(fieldsOf(INVESTMENT_FORM)).toEqual(['title', 'category', 'description', 'amount', 'status'])
    expect(fieldsOf(GALLERY_FORM)).toEqual(['title'])
    expect(fieldsOf(CONTACT_FORM)).toEqual(['name', 'email', 'subject', 'message', 'email'])
    expect(fieldsOf(LOGIN_FORM)).toEqual(['email', 'password'])
    expect(fieldsOf(NEWSLETTER_FORM)).toEqual(['email', 'email'])
    expect(fieldsOf(DOCUMENT_FORM)).toEqual(['title', 'date', 'category'])
    expect(fieldsOf(DECISION_FORM)).toEqual(['title', 'date', 'type'])
  })

  it('derives each validator from its form', () => {
    const samples: Record<string, unknown>[] = [
      {},
      {
        title: 'T',
        content: 'C',
        description: 'D',
        startDate: '2024-01-01',
        category: 'EDUCATION',
        amount: '1',
        status: 'En cours',
      },
      { title: ' ', content: 'C', description: '', category: 'X', requiredDocs: ['CNI'], processingTime: '2' },
      { title: 'T', description: 'D', category: 'X', requiredDocs: [], processingTime: 0, onlineUrl: 'ftp://x' },
      { name: 'Awa', email: 'awa@exemple.sn', subject: 'S', message: 'M', password: 'secret' },
      { name: 'Awa', email: 'awa', subject: 'S', message: ' ' },
    ]
    for (const data of samples) {
      expect(validateNews(data)).toBe(validateForm(NEWS_FORM, data))
      expect(validateProject(data)).toBe(validateForm(PROJECT_FORM, data))
      expect(validateService(data)).toBe(validateForm(SERVICE_FORM, data))
      expect(validateInvestment(data)).toBe(validateForm(INVESTMENT_FORM, data))
      expect(validateContactMessage(data)).toBe(validateForm(CONTACT_FORM, data))
      expect(validateLogin(data)).toBe(validateForm(LOGIN_FORM, data))
      expect(validateGalleryItem(data, { isCreate: false, hasFile: false })).toBe(validateForm(GALLERY_FORM, data))
      expect(validateNewsletterEmail(data.email)).toBe(validateForm(NEWSLETTER_FORM, data))
      // The procedure screen checks the procedure's rules, then the optional link.
      expect(validateForm(PROCEDURE_FORM, data)).toBe(validateProcedure(data) ?? validateOptionalUrl(data.onlineUrl))
    }
  })

  it('keeps the stricter copy where the CMS and the site disagreed', () => {
    const contact = { name: 'Awa', subject: 'S', message: 'M' }
    const longAddress = `${'a'.repeat(EMAIL_MAX_LENGTH)}@exemple.sn`
    expect(validateContactMessage({ ...contact, email: longAddress })).toBe(MESSAGES.invalidEmail)
    expect(validateLogin({ email: ['a@b.sn'], password: 'x' })).toBe(MESSAGES.loginRequired)
    expect(validateLogin({ email: 'a@b.sn', password: 42 })).toBe(MESSAGES.loginRequired)
    expect(validateOptionalUrl('https://exemple.sn/une démarche')).toBe(MESSAGES.invalidUrl)
    expect(validateOptionalUrl(' https://exemple.sn/demarche ')).toBeNull()
    expect(validateField([optionalUrl('lien')], 'lien', 'https://:80')).toBe(MESSAGES.invalidUrl)
  })
})

describe('formFailures', () => {
  it('names every refused field once, with its first failing rule, in the order of the form', () => {
    const procedure = { title: ' ', description: 'D', category: 'X', requiredDocs: [''], processingTime: '0' }
    expect(formFailures(PROCEDURE_FORM, { ...procedure, onlineUrl: 'www.exemple.sn' })).toEqual([
      { field: 'title', message: MESSAGES.procedureRequired },
      { field: 'requiredDocs', message: MESSAGES.procedureDocs },
      { field: 'processingTime', message: MESSAGES.procedureProcessingTime },
      { field: 'onlineUrl', message: MESSAGES.invalidUrl },
    ])
    expect(
      formFailures(PROCEDURE_FORM, { ...procedure, title: 'T', requiredDocs: ['CNI'], processingTime: '400' }),
    ).toEqual([{ field: 'processingTime', message: MESSAGES.procedureProcessingTimeMax }])
  })

  it("starts with validateForm's message and is empty when the form is valid", () => {
    const samples: Record<string, unknown>[] = [
      {},
      { title: 'T', content: ' ' },
      { title: 'T', content: 'C' },
      { name: 'Awa', email: 'awa', subject: 'S', message: ' ' },
    ]
    for (const data of samples)
      for (const form of [NEWS_FORM, CONTACT_FORM, PROCEDURE_FORM, INVESTMENT_FORM])
        expect(formFailures(form, data)[0]?.message ?? null).toBe(validateForm(form, data))
    expect(formFailures(NEWS_FORM, { title: 'T', content: 'C' })).toEqual([])
  })
})

describe('GALLERY_CREATE_FORM', () => {
  it('asks for the title, then for the media file', () => {
    expect(GALLERY_CREATE_FORM.map((r) => r.field)).toEqual(['title', 'file'])
    expect(validateForm(GALLERY_CREATE_FORM, { title: ' ', file: null })).toBe(MESSAGES.galleryTitle)
    expect(validateForm(GALLERY_CREATE_FORM, { title: 'Fête', file: null })).toBe(MESSAGES.galleryFile)
    expect(validateForm(GALLERY_CREATE_FORM, { title: 'Fête', file: { name: 'fete.png' } })).toBeNull()
    expect(validateGalleryItem({ title: 'Fête' }, { isCreate: true, hasFile: false })).toBe(
      validateForm(GALLERY_CREATE_FORM, { title: 'Fête' }),
    )
  })
})

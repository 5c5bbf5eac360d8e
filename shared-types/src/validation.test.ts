import { describe, expect, it } from 'vitest'
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isBlank,
  isEmail,
  isHttpUrl,
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
import { MESSAGES } from './messages'

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

import { describe, expect, it } from 'vitest'
import {
  DECISION_TYPES,
  DECISION_TYPE_OPTIONS,
  DEFAULT_INVESTMENT_STATUS,
  DEFAULT_PROCEDURE_CATEGORY,
  DEFAULT_PROJECT_STATUS,
  DEFAULT_SERVICE_CATEGORY,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_OPTIONS,
  INVESTMENT_STATUSES,
  INVESTMENT_STATUS_OPTIONS,
  NEWS_CATEGORIES,
  NEWS_CATEGORY_OPTIONS,
  PROCEDURE_CATEGORIES,
  PROCEDURE_CATEGORY_OPTIONS,
  PROJECT_STATUSES,
  PROJECT_STATUS_OPTIONS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_OPTIONS,
  capitalize,
  decisionTypeLabel,
  documentCategoryLabel,
  galleryTypeLabel,
  investmentStatusBadge,
  newsCategoryLabel,
  procedureCategoryLabel,
  projectStatusBadge,
  serviceCategoryLabel,
} from './labels'

describe('project statuses', () => {
  it('lists the four statuses with PLANNED as default', () => {
    expect(PROJECT_STATUSES).toEqual(['PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'])
    expect(DEFAULT_PROJECT_STATUS).toBe('PLANNED')
  })

  it('maps known statuses to French labels and tones', () => {
    expect(projectStatusBadge('PLANNED')).toEqual({ label: 'Planifié', tone: 'blue' })
    expect(projectStatusBadge('IN_PROGRESS')).toEqual({ label: 'En cours', tone: 'yellow' })
    expect(projectStatusBadge('COMPLETED')).toEqual({ label: 'Terminé', tone: 'green' })
    expect(projectStatusBadge('CANCELLED')).toEqual({ label: 'Annulé', tone: 'red' })
  })

  it('shows unknown values raw in grey', () => {
    expect(projectStatusBadge('ON_HOLD')).toEqual({ label: 'ON_HOLD', tone: 'grey' })
    expect(projectStatusBadge('planned')).toEqual({ label: 'planned', tone: 'grey' })
    expect(projectStatusBadge('toString')).toEqual({ label: 'toString', tone: 'grey' })
    expect(projectStatusBadge(null)).toEqual({ label: '', tone: 'grey' })
  })

  it('provides select options', () => {
    expect(PROJECT_STATUS_OPTIONS).toEqual([
      { label: 'Planifié', value: 'PLANNED' },
      { label: 'En cours', value: 'IN_PROGRESS' },
      { label: 'Terminé', value: 'COMPLETED' },
      { label: 'Annulé', value: 'CANCELLED' },
    ])
  })
})

describe('service categories', () => {
  it('has EDUCATION as default and French labels', () => {
    expect(SERVICE_CATEGORIES).toEqual(['EDUCATION', 'SANTE', 'INFRASTRUCTURES'])
    expect(DEFAULT_SERVICE_CATEGORY).toBe('EDUCATION')
    expect(serviceCategoryLabel('EDUCATION')).toBe('Éducation')
    expect(serviceCategoryLabel('SANTE')).toBe('Santé')
    expect(serviceCategoryLabel('INFRASTRUCTURES')).toBe('Infrastructures')
  })

  it('capitalises other values', () => {
    expect(serviceCategoryLabel('AGRICULTURE')).toBe('Agriculture')
    expect(serviceCategoryLabel('état civil')).toBe('État civil')
    expect(serviceCategoryLabel('')).toBe('')
    expect(serviceCategoryLabel(undefined)).toBe('')
  })

  it('provides select options', () => {
    expect(SERVICE_CATEGORY_OPTIONS.map((o) => o.label)).toEqual(['Éducation', 'Santé', 'Infrastructures'])
    expect(SERVICE_CATEGORY_OPTIONS.map((o) => o.value)).toEqual([...SERVICE_CATEGORIES])
  })
})

describe('procedure categories', () => {
  it('has ETAT_CIVIL as default and French labels', () => {
    expect(PROCEDURE_CATEGORIES).toEqual(['ETAT_CIVIL', 'IDENTITE', 'ATTESTATIONS', 'URBANISME', 'SOCIAL'])
    expect(DEFAULT_PROCEDURE_CATEGORY).toBe('ETAT_CIVIL')
    expect(PROCEDURE_CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      'État civil',
      'Identité',
      'Attestations',
      'Urbanisme',
      'Social',
    ])
    expect(procedureCategoryLabel('IDENTITE')).toBe('Identité')
    expect(procedureCategoryLabel('FISCALITE')).toBe('Fiscalite')
  })
})

describe('news categories', () => {
  it('labels the five categories', () => {
    expect(NEWS_CATEGORIES).toEqual(['culture', 'education', 'environnement', 'sante', 'evenements'])
    expect(NEWS_CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      'Culture',
      'Éducation',
      'Environnement',
      'Santé',
      'Événements',
    ])
    expect(newsCategoryLabel('evenements')).toBe('Événements')
    expect(newsCategoryLabel('sante')).toBe('Santé')
  })

  it('capitalises unknown categories', () => {
    expect(newsCategoryLabel('agriculture')).toBe('Agriculture')
    expect(newsCategoryLabel('ADMINISTRATION')).toBe('Administration')
  })
})

describe('document categories', () => {
  it('labels the five categories in French, in the order of the select', () => {
    expect(DOCUMENT_CATEGORIES).toEqual(['FORMULAIRE', 'BUDGET', 'URBANISME', 'ETAT_CIVIL', 'AUTRE'])
    expect(DOCUMENT_CATEGORY_OPTIONS).toEqual([
      { label: 'Formulaires', value: 'FORMULAIRE' },
      { label: 'Budget et finances', value: 'BUDGET' },
      { label: 'Urbanisme', value: 'URBANISME' },
      { label: 'État civil', value: 'ETAT_CIVIL' },
      { label: 'Autres', value: 'AUTRE' },
    ])
    expect(documentCategoryLabel('BUDGET')).toBe('Budget et finances')
    expect(documentCategoryLabel('ETAT_CIVIL')).toBe('État civil')
  })

  it('capitalises unknown categories', () => {
    expect(documentCategoryLabel('FISCALITE')).toBe('Fiscalite')
    expect(documentCategoryLabel('hasOwnProperty')).toBe('Hasownproperty')
    expect(documentCategoryLabel(null)).toBe('')
  })
})

describe('decision types', () => {
  it('labels the four types in French', () => {
    expect(DECISION_TYPES).toEqual(['DELIBERATION', 'ARRETE', 'PROCES_VERBAL', 'AUTRE'])
    expect(DECISION_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Délibération du conseil municipal',
      'Arrêté du maire',
      'Procès-verbal de séance',
      'Autre',
    ])
    expect(decisionTypeLabel('ARRETE')).toBe('Arrêté du maire')
    expect(decisionTypeLabel('PROCES_VERBAL')).toBe('Procès-verbal de séance')
  })

  it('capitalises unknown types', () => {
    expect(decisionTypeLabel('COMMUNIQUE')).toBe('Communique')
    expect(decisionTypeLabel(undefined)).toBe('')
  })
})

describe('investment statuses', () => {
  it('lists the known statuses with the spec default', () => {
    expect(INVESTMENT_STATUSES).toHaveLength(5)
    expect(DEFAULT_INVESTMENT_STATUS).toBe('En recherche de partenaires')
    expect(INVESTMENT_STATUS_OPTIONS[2]).toEqual({
      label: "Recherche d'investisseurs",
      value: "Recherche d'investisseurs",
    })
  })

  it('matches known statuses case-insensitively and keeps the label as given', () => {
    expect(investmentStatusBadge('En cours')).toEqual({ label: 'En cours', tone: 'yellow' })
    expect(investmentStatusBadge('EN COURS')).toEqual({ label: 'EN COURS', tone: 'yellow' })
    expect(investmentStatusBadge('terminé')).toEqual({ label: 'terminé', tone: 'green' })
    expect(investmentStatusBadge('ÉTUDES PRÉLIMINAIRES').tone).toBe('purple')
    expect(investmentStatusBadge('Recherche d’investisseurs').tone).toBe('blue')
    expect(investmentStatusBadge('en recherche de partenaires').tone).toBe('blue')
  })

  it('shows other statuses in grey', () => {
    expect(investmentStatusBadge('Suspendu')).toEqual({ label: 'Suspendu', tone: 'grey' })
    expect(investmentStatusBadge(undefined)).toEqual({ label: '', tone: 'grey' })
  })
})

describe('galleryTypeLabel', () => {
  it('shows IMAGE in any case as photo, anything else as vidéo', () => {
    expect(galleryTypeLabel('IMAGE')).toBe('photo')
    expect(galleryTypeLabel('image')).toBe('photo')
    expect(galleryTypeLabel('Image')).toBe('photo')
    expect(galleryTypeLabel('VIDEO')).toBe('vidéo')
    expect(galleryTypeLabel('')).toBe('vidéo')
  })
})

describe('capitalize', () => {
  it('upper-cases the first letter and lower-cases the rest', () => {
    expect(capitalize('HELLO world')).toBe('Hello world')
    expect(capitalize('')).toBe('')
  })
})

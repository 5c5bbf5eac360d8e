import { DECISION_TYPES, DOCUMENT_CATEGORIES, decisionTypeLabel, documentCategoryLabel } from 'shared-types'

import { DECISIONS_ERROR, DOCUMENTS_ERROR } from '../content/citizenSpace'
import { SEARCH_TYPES, type SearchType } from '../content/search'
import { loadDecisions, loadDocuments } from './cms/content'
import { groupItems, type Group } from './grouping'

/** A downloadable PDF of the citizen space (a document or a municipal decision), as its card shows it. */
export interface PdfEntry {
  id: string
  title: string
  date: string
  label: string
  text?: string | null
  /** The upload's path on the CMS ('/api/documents/file/…'); absent when the file is missing. */
  url?: string | null
  filesize?: number | null
  filename?: string | null
  /** The staff's words for it (the quick search's keywords). */
  keywords?: string | null
}

/** The citizen space's two PDF libraries (documents, municipal decisions): what differs between them. */
export interface PdfList {
  /** The list's address, page 1. */
  base: string
  title: string
  lead: string
  description: string
  searchType: SearchType
  errorMessage: string
  emptyMessage: string
  indexLabel: string
  /** The CMS's files, grouped by category or type in the CMS's order. */
  load: () => Promise<{ groups: Group<PdfEntry>[]; total: number; fromCms: boolean }>
}

export type PdfListName = 'documents' | 'decisions'

export const PDF_LISTS: Record<PdfListName, PdfList> = {
  documents: {
    base: '/espace-citoyen/documents',
    title: 'Documents administratifs',
    lead: "Formulaires à remplir, budget de la commune, documents d'urbanisme : téléchargez-les en PDF.",
    description: 'Formulaires, budget, urbanisme et état civil : les documents de la commune à télécharger en PDF.',
    searchType: SEARCH_TYPES.document,
    errorMessage: DOCUMENTS_ERROR,
    emptyMessage: "Aucun document n'est disponible pour le moment.",
    indexLabel: 'Catégories de documents',
    load: async () => {
      const { docs, fromCms } = await loadDocuments()
      const entries = docs.map((document) => ({
        key: document.category,
        id: `document-${document.id}`,
        title: document.title,
        date: document.date,
        label: documentCategoryLabel(document.category),
        text: document.description,
        url: document.url,
        filesize: document.filesize,
        filename: document.filename,
        keywords: document.searchKeywords,
      }))
      return {
        groups: groupItems(entries, (entry) => entry.key, documentCategoryLabel, DOCUMENT_CATEGORIES, 'categorie-'),
        total: docs.length,
        fromCms,
      }
    },
  },
  decisions: {
    base: '/espace-citoyen/decisions',
    title: 'Décisions municipales',
    lead: 'Les délibérations du conseil municipal, les arrêtés du maire et les procès-verbaux de séance, publiés pour tous.',
    description:
      'Délibérations du conseil municipal, arrêtés du maire et procès-verbaux de séance, à télécharger en PDF.',
    searchType: SEARCH_TYPES.decision,
    errorMessage: DECISIONS_ERROR,
    emptyMessage: "Aucune décision municipale n'est publiée pour le moment.",
    indexLabel: 'Types de décisions',
    load: async () => {
      const { docs, fromCms } = await loadDecisions()
      const entries = docs.map((decision) => ({
        key: decision.type,
        id: `decision-${decision.id}`,
        title: decision.title,
        date: decision.date,
        label: decisionTypeLabel(decision.type),
        text: decision.summary,
        url: decision.url,
        filesize: decision.filesize,
        filename: decision.filename,
        keywords: decision.searchKeywords,
      }))
      return {
        groups: groupItems(entries, (entry) => entry.key, decisionTypeLabel, DECISION_TYPES, 'type-'),
        total: docs.length,
        fromCms,
      }
    },
  },
}

import { describe, expect, it } from 'vitest'

import { requestSheet } from './print'

// The print sheet (docs/product/requests.md#printing).
const request = {
  reference: 'DS-2026-00042',
  state: 'processing',
  procedureTitle: 'Extrait de naissance',
  createdAt: '2026-11-20T09:30:00.000Z',
  dueAt: '2026-11-25T09:30:00.000Z',
  requesterName: 'Awa <b>Diop</b>',
  phone: '+221771234567',
  beneficiary: 'relative',
  relation: 'mère',
  answers: [{ label: 'Date de naissance', value: '1990-01-02' }],
  attachments: [{ id: 1, label: 'Pièce d’identité', filename: 'cni.jpg' }],
  history: [{ state: 'processing', at: '2026-11-21T10:05:00.000Z', by: { displayName: 'Agent Sall' }, note: 'Vu' }],
}

describe('the print sheet', () => {
  it('shows the reference, the state, the due date, the requester, answers, files and history, escaped', () => {
    const { title, body } = requestSheet(request, 'Commune de Test', new Date('2026-11-26T14:05:00Z'))
    const sheet = String(body)
    expect(title).toBe('DS-2026-00042 — Imprimer la demande')
    expect(sheet).toContain('<h1>DS-2026-00042</h1>')
    expect(sheet).toContain('En traitement')
    expect(sheet).toContain('À rendre le 25 novembre 2026')
    expect(sheet).toContain('Awa &lt;b&gt;Diop&lt;/b&gt;')
    expect(sheet).not.toContain('<b>Diop')
    expect(sheet).toContain('Pour un proche (mère)')
    expect(sheet).toContain('<dt>Date de naissance</dt><dd>1990-01-02</dd>')
    expect(sheet).toContain('cni.jpg')
    expect(sheet).toContain('21 novembre 2026 à 10:05')
    expect(sheet).toContain('Agent Sall')
    expect(sheet).toContain('Imprimée le 26 novembre 2026 à 14:05.')
  })

  it('shows no personal data once erased', () => {
    const sheet = String(
      requestSheet({ ...request, personalDataErasedAt: '2026-11-26T00:00:00Z' }, 'C', new Date()).body,
    )
    expect(sheet).toContain('Données personnelles effacées')
    expect(sheet).not.toContain('Diop')
    expect(sheet).not.toContain('1990-01-02')
  })
})

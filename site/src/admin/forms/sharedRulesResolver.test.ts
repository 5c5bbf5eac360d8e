import { createFormControl, type FieldErrors, type ResolverOptions } from 'react-hook-form'
import { GALLERY_CREATE_FORM, NEWS_FORM, PROCEDURE_FORM } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { ApiError } from '../../lib/cms/client'
import { refusedFields } from './serverErrors'
import { sharedRulesResolver } from './sharedRulesResolver'

type Values = Record<string, unknown>

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
const resolve = (form: Parameters<typeof sharedRulesResolver>[0], values: Values) =>
  sharedRulesResolver<Values>(form)(values, undefined, OPTIONS)

const messagesOf = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))

const procedure = {
  title: 'Certificat de vie',
  description: 'Attester qu’une personne est en vie.',
  category: 'ATTESTATIONS',
  processingTime: '2',
  requiredDocs: ['Pièce d’identité'],
  onlineUrl: '',
}

describe('sharedRulesResolver', () => {
  it('puts the French sentence of the shared rule on the field it refuses', async () => {
    const { errors, values } = await resolve(NEWS_FORM, { title: '   ', content: 'Le marché ouvre jeudi.' })
    expect(messagesOf(errors)).toEqual({ title: 'Le titre et le contenu sont requis' })
    expect(errors.title?.type).toBe('shared')
    expect(values).toEqual({})
  })

  it('gives each refused field its own first failing rule, in the order the form reports them', async () => {
    const { errors } = await resolve(PROCEDURE_FORM, {
      ...procedure,
      description: '',
      requiredDocs: ['', ' '],
      processingTime: '0',
      onlineUrl: 'www.servicepublic.gouv.sn',
    })
    expect(Object.entries(messagesOf(errors))).toEqual([
      ['description', 'Le titre, la description et la catégorie sont requis'],
      ['requiredDocs', 'Au moins un document requis doit être spécifié'],
      ['processingTime', "Le délai de traitement doit être un nombre entier d'au moins 1 jour"],
      ['onlineUrl', "L'adresse du lien doit commencer par http:// ou https://"],
    ])
  })

  it('asks for the gallery’s media file on create, by the file field', async () => {
    expect(messagesOf((await resolve(GALLERY_CREATE_FORM, { title: 'Fête', file: null })).errors)).toEqual({
      file: 'Veuillez sélectionner un fichier média',
    })
    const file = new File(['png'], 'fete.png', { type: 'image/png' })
    expect((await resolve(GALLERY_CREATE_FORM, { title: 'Fête', file })).errors).toEqual({})
  })

  it('lets valid data through as it is', async () => {
    const { errors, values } = await resolve(PROCEDURE_FORM, procedure)
    expect(errors).toEqual({})
    expect(values).toEqual(procedure)
  })

  it("drives react-hook-form's submission: refused data reaches onInvalid, valid data onValid", async () => {
    const { formControl } = createFormControl<Values>({
      defaultValues: { title: '', content: '' },
      resolver: sharedRulesResolver<Values>(NEWS_FORM),
    })
    const submitted: Values[] = []
    const refused: FieldErrors[] = []
    const submit = formControl.handleSubmit(
      (values) => {
        submitted.push(values)
      },
      (errors) => {
        refused.push(errors)
      },
    )
    await submit()
    expect(refused.map(messagesOf)).toEqual([
      { title: 'Le titre et le contenu sont requis', content: 'Le titre et le contenu sont requis' },
    ])
    expect(submitted).toEqual([])
    formControl.setValue('title', 'Fête de l’école')
    formControl.setValue('content', 'Samedi à 10 h.')
    await submit()
    expect(submitted).toEqual([{ title: 'Fête de l’école', content: 'Samedi à 10 h.' }])
  })
})

describe('refusedFields', () => {
  const refusal = (paths: string[]) =>
    new ApiError('Le titre est requis', 400, false, {
      message: 'Le titre est requis',
      errors: [{ message: 'Le titre est requis', data: { errors: paths.map((path) => ({ path, message: 'x' })) } }],
    })
  const fields = ['title', 'requiredDocs', 'processingTime', 'file']

  it("marks the form's fields among the paths the CMS refused, in the form's order", () => {
    expect(refusedFields(refusal(['processingTime', 'title']), fields, 'file')).toEqual(['title', 'processingTime'])
    expect(refusedFields(refusal(['requiredDocs.1', 'image', 'unknown']), fields, 'file')).toEqual([
      'requiredDocs',
      'file',
    ])
  })

  it('marks nothing for a refusal without field errors, or another failure', () => {
    expect(
      refusedFields(new ApiError('Type de fichier non autorisé', 415, false, { message: 'x' }), fields, 'file'),
    ).toEqual([])
    expect(refusedFields(new Error('réseau'), fields, 'file')).toEqual([])
  })
})

import { REQUEST_INPUTS as INPUT, requestFieldInputName } from 'shared-types'

/** A procedure as the public API gives it, with its online form. */
export type FormField = { id: string; label: string; kind: string; required?: boolean; options?: string[] }
export type Procedure = { id: number; title: string; onlineRequest?: { enabled?: boolean; fields?: FormField[] } }

export const fieldOf = (procedure: Procedure, label: string): FormField =>
  procedure.onlineRequest!.fields!.find((field) => field.label.startsWith(label))!

/** The answers a citizen gives to « Extrait d'acte de naissance » of the first-run content, for a relative. */
export function birthRequestForm(
  birth: Procedure,
  phone: string,
  overrides: Record<string, string | File | undefined> = {},
): FormData {
  const values: Record<string, string | File | undefined> = {
    [INPUT.procedure]: String(birth.id),
    [INPUT.name]: 'Awa Diop',
    [INPUT.phone]: phone.replace('+221', ''),
    [INPUT.beneficiary]: 'relative',
    [INPUT.relation]: 'mère',
    [requestFieldInputName(fieldOf(birth, 'Nom et prénoms').id)]: 'Moussa Diop',
    [requestFieldInputName(fieldOf(birth, 'Date de naissance').id)]: '2015-03-12',
    [requestFieldInputName(fieldOf(birth, 'Lieu de naissance').id)]: 'Darou Salam',
    [requestFieldInputName(fieldOf(birth, "Nombre d'exemplaires").id)]: '2',
    [requestFieldInputName(fieldOf(birth, 'Type de document').id)]: 'Extrait',
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, value)
  return form
}

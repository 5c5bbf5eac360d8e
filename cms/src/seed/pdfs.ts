import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib'
import { formatLongDate } from 'shared-types'

import type { SeedImageFile } from './images'

export interface SeedPdfSpec {
  title: string
  /** What the document is, shown above the title ('Budget et finances', 'Arrêté du maire'). */
  kindLabel: string
  /** ISO date. */
  date: string
  text: string
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56
const TEXT_WIDTH = A4.width - 2 * MARGIN
const DARK = rgb(0.12, 0.16, 0.2)
const GREY = rgb(0.42, 0.45, 0.5)
// The three colours of the flag, as a rule under the heading.
const FLAG = [rgb(0, 0.52, 0.25), rgb(0.99, 0.94, 0.26), rgb(0.89, 0.11, 0.14)]

/** 'Budget primitif 2025' → 'budget-primitif-2025'. */
export function pdfFileBase(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  // Long titles are cut at a word boundary, so the name stays readable.
  const short = base.length > 100 ? base.slice(0, 101).replace(/-[^-]*$/, '') : base
  return short || 'document'
}

/** The standard fonts only know WinAnsi: any other character would make pdf-lib throw. */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return Array.from(text.replace(/[\u202f\u2009]/g, ' '))
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('')
}

function wrap(font: PDFFont, size: number, text: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

function centered(page: PDFPage, font: PDFFont, size: number, text: string, y: number, color = DARK): void {
  const x = (A4.width - font.widthOfTextAtSize(text, size)) / 2
  page.drawText(text, { x, y, size, font, color })
}

/**
 * A one-page PDF standing in for the real document until the town hall uploads it: the commune
 * heading, the kind of document, its title, date and summary, and a note saying it is an example.
 */
export async function seedPdf(spec: SeedPdfSpec): Promise<SeedImageFile> {
  const pdf = await PDFDocument.create()
  const [regular, bold, italic] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.HelveticaOblique),
  ])
  pdf.setTitle(encodable(regular, spec.title))
  pdf.setSubject(encodable(regular, spec.kindLabel))
  pdf.setAuthor('Commune')
  pdf.setLanguage('fr-FR')
  pdf.setCreator('Site de la commune')
  pdf.setCreationDate(new Date(spec.date))

  const page = pdf.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN - 10
  centered(page, bold, 12, 'RÉPUBLIQUE DU SÉNÉGAL', y)
  y -= 16
  centered(page, italic, 9, 'Un Peuple – Un But – Une Foi', y, GREY)
  y -= 28
  centered(page, bold, 14, 'COMMUNE', y)
  y -= 16
  centered(page, regular, 10, 'Hôtel de ville, place de la Mairie', y, GREY)
  y -= 20
  const third = TEXT_WIDTH / 3
  for (const [index, color] of FLAG.entries()) {
    page.drawRectangle({ x: MARGIN + index * third, y, width: third, height: 3, color })
  }

  y -= 48
  page.drawText(encodable(bold, spec.kindLabel.toLocaleUpperCase('fr-FR')), {
    x: MARGIN,
    y,
    size: 10,
    font: bold,
    color: GREY,
  })
  y -= 28
  for (const line of wrap(bold, 18, encodable(bold, spec.title))) {
    page.drawText(line, { x: MARGIN, y, size: 18, font: bold, color: DARK })
    y -= 24
  }
  y -= 4
  page.drawText(encodable(italic, `Le ${formatLongDate(spec.date)}`), {
    x: MARGIN,
    y,
    size: 11,
    font: italic,
    color: GREY,
  })
  y -= 36
  for (const line of wrap(regular, 11, encodable(regular, spec.text))) {
    page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: DARK })
    y -= 16
  }

  const note = "Document d'exemple créé au premier démarrage du site : remplacez-le par la version officielle."
  for (const [index, line] of wrap(italic, 8, note).entries()) {
    page.drawText(line, { x: MARGIN, y: MARGIN - index * 11, size: 8, font: italic, color: GREY })
  }

  const data = Buffer.from(await pdf.save())
  return { data, mimetype: 'application/pdf', name: `${pdfFileBase(spec.title)}.pdf`, size: data.length }
}

/** The presentation page's in-page navigation: its sections' anchors, in page order (texts are the CMS's). */

export interface PageSection {
  id: string
  label: string
}

export const PRESENTATION_SECTIONS: PageSection[] = [
  { id: 'maire', label: 'Le maire' },
  { id: 'histoire', label: 'Histoire' },
  { id: 'culture', label: 'Culture et traditions' },
  { id: 'population', label: 'Population' },
  { id: 'economie', label: 'Activités économiques' },
  { id: 'mot-du-maire', label: 'Le mot du maire' },
]

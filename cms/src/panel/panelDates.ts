/**
 * How the panel's date pickers and history write dates, read through `admin.custom` by the patched
 * Payload packages (patches/README.md): Payload's schedule drawer takes no display format, and
 * react-datepicker's own words are English.
 */

/** Typed times may be any minute; the first format is the one shown. */
const DAY_AND_TIME = [
  'd MMMM yyyy, HH:mm',
  'd MMMM yyyy HH:mm',
  'd/M/yyyy HH:mm',
  'd/M/yyyy, HH:mm',
  "d/M/yyyy HH'h'mm",
]
const DAY = ['d MMMM yyyy', 'd/M/yyyy']

export const PANEL_DATE_PICKER = {
  /** react-datepicker's words, on every picker of the panel. */
  props: {
    timeCaption: 'Heure',
    timeInputLabel: 'Heure',
    previousMonthButtonLabel: 'Mois précédent',
    previousMonthAriaLabel: 'Mois précédent',
    nextMonthButtonLabel: 'Mois suivant',
    nextMonthAriaLabel: 'Mois suivant',
    previousYearButtonLabel: 'Année précédente',
    previousYearAriaLabel: 'Année précédente',
    nextYearButtonLabel: 'Année suivante',
    nextYearAriaLabel: 'Année suivante',
    chooseDayAriaLabelPrefix: 'Choisir le',
    disabledDayAriaLabelPrefix: 'Indisponible :',
    monthAriaLabelPrefix: 'Mois',
    weekAriaLabelPrefix: 'Semaine',
  },
  /** The calendar's dialog, by what it picks. */
  dialogLabels: { date: 'Choisir une date', dateAndTime: 'Choisir une date et une heure', time: 'Choisir une heure' },
  /** For a picker with no display format of its own (the schedule drawer's), by Payload's `pickerAppearance`. */
  formats: {
    dayAndTime: DAY_AND_TIME,
    default: DAY,
    dayOnly: DAY,
    timeOnly: ['HH:mm', "HH'h'mm"],
    monthOnly: ['MMMM'],
  },
  /** What such a picker shows while empty: that a date may be typed, and how. */
  placeholders: { dayAndTime: 'jj/mm/aaaa hh:mm', default: 'jj/mm/aaaa', dayOnly: 'jj/mm/aaaa', timeOnly: 'hh:mm' },
}

/** The history's dates, to the second: two versions saved in the same minute tell apart. */
export const PANEL_VERSION_DATE_FORMAT = 'dd/MM/yyyy HH:mm:ss'

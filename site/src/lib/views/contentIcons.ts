import {
  Ambulance as AmbulanceNode,
  Baby as BabyNode,
  Backpack as BackpackNode,
  Banknote as BanknoteNode,
  Book as BookNode,
  BookOpen as BookOpenNode,
  BookUser as BookUserNode,
  Building as BuildingNode,
  ClipboardPenLine as ClipboardPenLineNode,
  Droplet as DropletNode,
  Droplets as DropletsNode,
  File as FileNode,
  FileBadge as FileBadgeNode,
  FileHeart as FileHeartNode,
  FileUser as FileUserNode,
  Files as FilesNode,
  FlaskConical as FlaskConicalNode,
  HandHeart as HandHeartNode,
  Hospital as HospitalNode,
  House as HouseNode,
  IdCard as IdCardNode,
  LandPlot as LandPlotNode,
  Languages as LanguagesNode,
  MailPen as MailPenNode,
  MapPinHouse as MapPinHouseNode,
  ReceiptText as ReceiptTextNode,
  Route as RouteNode,
  School as SchoolNode,
  Signature as SignatureNode,
  Signpost as SignpostNode,
  SquareUser as SquareUserNode,
  Stamp as StampNode,
  Stethoscope as StethoscopeNode,
  Syringe as SyringeNode,
  Ticket as TicketNode,
  Trash as TrashNode,
  Truck as TruckNode,
  UserCheck as UserCheckNode,
  Users as UsersNode,
  UtensilsCrossed as UtensilsCrossedNode,
} from 'lucide'
import { contentIconOf, type ContentIcon } from 'shared-types'

import { Calendar, CircleCheck, Clock, FileText, Hourglass, MapPin, type IconData, icon, lucide } from './icons'
import type { SafeHtml } from './html'

/**
 * The product's pictograms (docs/product/citizen-space.md#pictograms): the icons an editor names in
 * the CMS (`icon` of services, features, procedures) and the pictograms of required documents,
 * Lucide's drawings as in ./icons, the same as the panel's picker shows
 * (cms/src/panel/components/pictogramDrawings.ts).
 */
const ICONS: Record<ContentIcon, IconData> = {
  'id-card': lucide('id-card', IdCardNode),
  'birth-extract': lucide('file-user', FileUserNode),
  'marriage-certificate': lucide('file-heart', FileHeartNode),
  'family-book': lucide('book-user', BookUserNode),
  photo: lucide('square-user', SquareUserNode, ['user-square']),
  'proof-of-residence': lucide('map-pin-house', MapPinHouseNode),
  attestation: lucide('file-badge', FileBadgeNode, ['file-badge-2']),
  certificate: FileText,
  form: lucide('clipboard-pen-line', ClipboardPenLineNode, ['clipboard-signature']),
  letter: lucide('mail-pen', MailPenNode),
  signature: lucide('signature', SignatureNode),
  witness: lucide('user-check', UserCheckNode),
  'tax-stamp': lucide('ticket', TicketNode),
  payment: lucide('banknote', BanknoteNode),
  receipt: lucide('receipt-text', ReceiptTextNode),
  copies: lucide('files', FilesNode),
  plan: lucide('land-plot', LandPlotNode),
  stamp: lucide('stamp', StampNode),
  delay: Hourglass,
  clock: Clock,
  calendar: Calendar,
  place: MapPin,
  ambulance: lucide('ambulance', AmbulanceNode),
  baby: lucide('baby', BabyNode),
  backpack: lucide('backpack', BackpackNode),
  book: lucide('book', BookNode),
  building: lucide('building', BuildingNode),
  droplet: lucide('droplet', DropletNode),
  faucet: lucide('droplet', DropletNode),
  flask: lucide('flask-conical', FlaskConicalNode),
  'hand-heart': lucide('hand-heart', HandHeartNode),
  home: lucide('house', HouseNode, ['home']),
  hospital: lucide('hospital', HospitalNode),
  language: lucide('languages', LanguagesNode),
  rings: CircleCheck,
  road: lucide('route', RouteNode),
  school: lucide('school', SchoolNode),
  sign: lucide('signpost', SignpostNode),
  stethoscope: lucide('stethoscope', StethoscopeNode),
  syringe: lucide('syringe', SyringeNode),
  trash: lucide('trash', TrashNode, ['trash-2']),
  truck: lucide('truck', TruckNode),
  users: lucide('users', UsersNode),
  utensils: lucide('utensils-crossed', UtensilsCrossedNode, ['fork-knife-crossed']),
  water: lucide('droplets', DropletsNode),
}

/** Unknown or empty icon names get a neutral book rather than nothing. */
const BookOpen = lucide('book-open', BookOpenNode)
/** A document staff gave no pictogram: a plain sheet, so the list stays aligned and says « a paper ». */
const BlankSheet = lucide('file', FileNode)

/** The icon an editor named, drawn as the ContentIcon component draws it. */
export function contentIcon(name: string | null | undefined, size = 24, className?: string): SafeHtml {
  const key = contentIconOf(name)
  return icon(key ? ICONS[key] : BookOpen, size, className)
}

/** A required document's pictogram, decorative beside its text; a plain sheet when it has none. */
export function documentPictogram(pictogram: ContentIcon | null, size = 32, className?: string): SafeHtml {
  return icon(pictogram ? ICONS[pictogram] : BlankSheet, size, className)
}

import {
  Ambulance as AmbulanceNode,
  Baby as BabyNode,
  Backpack as BackpackNode,
  Book as BookNode,
  BookOpen as BookOpenNode,
  Building as BuildingNode,
  Droplet as DropletNode,
  Droplets as DropletsNode,
  FlaskConical as FlaskConicalNode,
  HandHeart as HandHeartNode,
  Hospital as HospitalNode,
  House as HouseNode,
  IdCard as IdCardNode,
  Languages as LanguagesNode,
  Route as RouteNode,
  School as SchoolNode,
  Signpost as SignpostNode,
  Stamp as StampNode,
  Stethoscope as StethoscopeNode,
  Syringe as SyringeNode,
  Trash as TrashNode,
  Truck as TruckNode,
  Users as UsersNode,
  UtensilsCrossed as UtensilsCrossedNode,
} from 'lucide'
import { contentIconOf, type ContentIcon } from 'shared-types'

import { Calendar, CircleCheck, Clock, FileText, type IconData, icon, lucide } from './icons'
import type { SafeHtml } from './html'

/**
 * The icons an editor names in the CMS (`icon` of services, features, procedures): Lucide's
 * drawings, as in ./icons. Unknown or empty names get a neutral icon rather than nothing.
 */
const Ambulance = lucide('ambulance', AmbulanceNode)
const Baby = lucide('baby', BabyNode)
const Backpack = lucide('backpack', BackpackNode)
const Book = lucide('book', BookNode)
const BookOpen = lucide('book-open', BookOpenNode)
const Building = lucide('building', BuildingNode)
const Droplet = lucide('droplet', DropletNode)
const Droplets = lucide('droplets', DropletsNode)
const FlaskConical = lucide('flask-conical', FlaskConicalNode)
const HandHeart = lucide('hand-heart', HandHeartNode)
const Hospital = lucide('hospital', HospitalNode)
const House = lucide('house', HouseNode, ['home'])
const IdCard = lucide('id-card', IdCardNode)
const Languages = lucide('languages', LanguagesNode)
const Route = lucide('route', RouteNode)
const School = lucide('school', SchoolNode)
const Signpost = lucide('signpost', SignpostNode)
const Stamp = lucide('stamp', StampNode)
const Stethoscope = lucide('stethoscope', StethoscopeNode)
const Syringe = lucide('syringe', SyringeNode)
const Trash = lucide('trash', TrashNode, ['trash-2'])
const Truck = lucide('truck', TruckNode)
const Users = lucide('users', UsersNode)
const UtensilsCrossed = lucide('utensils-crossed', UtensilsCrossedNode, ['fork-knife-crossed'])

const ICONS: Record<ContentIcon, IconData> = {
  ambulance: Ambulance,
  baby: Baby,
  backpack: Backpack,
  book: Book,
  building: Building,
  calendar: Calendar,
  certificate: FileText,
  clock: Clock,
  droplet: Droplet,
  faucet: Droplet,
  flask: FlaskConical,
  'hand-heart': HandHeart,
  home: House,
  hospital: Hospital,
  'id-card': IdCard,
  language: Languages,
  rings: CircleCheck,
  road: Route,
  school: School,
  sign: Signpost,
  stamp: Stamp,
  stethoscope: Stethoscope,
  syringe: Syringe,
  trash: Trash,
  truck: Truck,
  users: Users,
  utensils: UtensilsCrossed,
  water: Droplets,
}

/** The icon an editor named, drawn as the ContentIcon component draws it. */
export function contentIcon(name: string | null | undefined, size = 24, className?: string): SafeHtml {
  const key = contentIconOf(name)
  return icon(key ? ICONS[key] : BookOpen, size, className)
}

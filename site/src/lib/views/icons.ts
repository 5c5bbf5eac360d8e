import {
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  Calendar as CalendarNode,
  CalendarRange as CalendarRangeNode,
  CircleCheck as CircleCheckNode,
  Clock as ClockNode,
  Coins as CoinsNode,
  FileText as FileTextNode,
  Hourglass as HourglassNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Pause as PauseNode,
  Phone as PhoneNode,
  Share2 as Share2Node,
  Speech as SpeechNode,
  Square as SquareNode,
  Tag as TagNode,
  User as UserNode,
  UserRound as UserRoundNode,
  Volume2 as Volume2Node,
  type IconNode,
} from 'lucide'

import { attributes, html, type SafeHtml } from './html'

/**
 * Lucide's drawings for the views, from its framework-free package (`lucide`, the same release as
 * @lucide/astro), drawn into the <svg> @lucide/astro writes, so a page drawn in the browser carries the
 * same markup as the build's (icons.test.ts compares each one with @lucide/astro's data).
 * @lucide/astro itself cannot be used here: its icons are Astro components, which no browser script
 * can render.
 */
export interface IconData {
  name: string
  node: IconNode
  aliases?: readonly string[]
}

export const lucide = (name: string, node: IconData['node'], aliases?: readonly string[]): IconData =>
  aliases ? { name, node, aliases } : { name, node }

/** An icon as `<Icon size={size} class={className} aria-hidden="true" />` renders it. */
export function icon(data: IconData, size = 24, className?: string): SafeHtml {
  const classes = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)]
  if (className) classes.push(className)
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${classes.join(' ')}" aria-hidden="true">${data.node.map(([tag, values]) => html`<${tag}${attributes(values)}></${tag}>`)}</svg>`
}

export const ArrowLeft = lucide('arrow-left', ArrowLeftNode)
export const ArrowRight = lucide('arrow-right', ArrowRightNode)
export const Calendar = lucide('calendar', CalendarNode)
export const CalendarRange = lucide('calendar-range', CalendarRangeNode)
export const CircleCheck = lucide('circle-check', CircleCheckNode, ['check-circle-2'])
export const Clock = lucide('clock', ClockNode)
export const Coins = lucide('coins', CoinsNode)
export const FileText = lucide('file-text', FileTextNode)
export const Hourglass = lucide('hourglass', HourglassNode)
export const Mail = lucide('mail', MailNode)
export const MapPin = lucide('map-pin', MapPinNode)
export const Pause = lucide('pause', PauseNode)
export const Phone = lucide('phone', PhoneNode)
export const Share2 = lucide('share-2', Share2Node)
export const Speech = lucide('speech', SpeechNode)
export const Square = lucide('square', SquareNode)
export const Tag = lucide('tag', TagNode)
export const User = lucide('user', UserNode)
export const UserRound = lucide('user-round', UserRoundNode, ['user-2'])
export const Volume2 = lucide('volume-2', Volume2Node)

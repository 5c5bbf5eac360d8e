/**
 * The React icons of the admin screens and the islands (Lucide's drawings, ISC licence), inline:
 * a screen that needs fifteen small icons does not need lucide-react's icon factory, which would
 * take from the page's JS budget. Each is pure, so a bundle keeps only the icons it uses.
 */
interface IconProps {
  size?: number
  className?: string
  'aria-hidden'?: boolean | 'true'
}

const CIRCLE = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0'

function icon(paths: readonly string[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: each icon is made once, when this module loads, never during a render.
  return function Icon({ size = 24, className }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
}

export const Plus = /* @__PURE__ */ icon(['M5 12h14', 'M12 5v14'])
export const Pencil = /* @__PURE__ */ icon([
  'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z',
  'm15 5 4 4',
])
export const Trash2 = /* @__PURE__ */ icon([
  'M10 11v6',
  'M14 11v6',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
])
export const X = /* @__PURE__ */ icon(['M18 6 6 18', 'm6 6 12 12'])
export const CircleAlert = /* @__PURE__ */ icon([CIRCLE, 'M12 8v4', 'M12 16h.01'])
export const CircleCheck = /* @__PURE__ */ icon([CIRCLE, 'm16 9-5.5 5.5L8 12'])
export const Info = /* @__PURE__ */ icon([CIRCLE, 'M12 16v-4', 'M12 8h.01'])
export const LogIn = /* @__PURE__ */ icon(['m10 17 5-5-5-5', 'M15 12H3', 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4'])
export const LogOut = /* @__PURE__ */ icon(['m16 17 5-5-5-5', 'M21 12H9', 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'])
export const ChevronLeft = /* @__PURE__ */ icon(['m15 18-6-6 6-6'])
export const ChevronRight = /* @__PURE__ */ icon(['m9 18 6-6-6-6'])
export const ArrowLeft = /* @__PURE__ */ icon(['m12 19-7-7 7-7', 'M19 12H5'])
export const ArrowRight = /* @__PURE__ */ icon(['M5 12h14', 'm12 5 7 7-7 7'])
export const ExternalLink = /* @__PURE__ */ icon([
  'M15 3h6v6',
  'M10 14 21 3',
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
])
export const Upload = /* @__PURE__ */ icon(['M12 3v12', 'm17 8-5-5-5 5', 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'])
export const RotateCw = /* @__PURE__ */ icon(['M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8', 'M21 3v5h-5'])
export const Film = /* @__PURE__ */ icon([
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M7 3v18',
  'M3 7.5h4',
  'M3 12h18',
  'M3 16.5h4',
  'M17 3v18',
  'M17 7.5h4',
  'M17 16.5h4',
])

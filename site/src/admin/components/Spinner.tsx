/** A spinner with its French label for assistive tools (the label may be shown too); `light` on the dark header. */
export default function Spinner({
  label,
  showLabel = false,
  light = false,
  className = '',
}: {
  label: string
  showLabel?: boolean
  light?: boolean
  className?: string
}) {
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-2 ${light ? 'text-white' : 'text-gray-700'} ${className}`}
    >
      <span
        aria-hidden="true"
        className={`size-5 animate-spin rounded-full border-2 border-t-transparent ${light ? 'border-white' : 'border-primary-700'}`}
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  )
}

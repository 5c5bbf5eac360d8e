/** A spinner with its French label for assistive tools (the label may be shown too). */
export default function Spinner({ label, showLabel = false, className = '' }: { label: string; showLabel?: boolean; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-gray-700 ${className}`}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-primary-700 border-t-transparent" />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  )
}

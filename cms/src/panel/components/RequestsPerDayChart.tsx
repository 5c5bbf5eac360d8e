import { REQUEST_STAFF_TEXT as TEXT, formatLongDate } from 'shared-types'

const WIDTH = 300
const HEIGHT = 80
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/**
 * Requests received per day over 30 days, drawn on the server as a small SVG as SentPerDayChart draws
 * the e-mails: labelled by its summary, with the same figures in a table for screen readers.
 */
export function RequestsPerDayChart({ days }: { days: { day: string; count: number }[] }) {
  const total = days.reduce((sum, { count }) => sum + count, 0)
  const busiest = days.reduce((best, entry) => (entry.count > best.count ? entry : best), days[0]!)
  const summary = TEXT.chartSummary(total, `${formatLongDate(busiest.day)} (${busiest.count})`)
  const highest = Math.max(1, busiest.count)
  const slot = WIDTH / days.length
  return (
    <figure style={{ margin: '0 0 var(--base)' }}>
      <figcaption id="requests-per-day-title">{TEXT.chartTitle}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: 600, display: 'block' }}
        role="img"
        aria-labelledby="requests-per-day-title requests-per-day-summary"
      >
        <title>{summary}</title>
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="currentColor" strokeOpacity={0.3} />
        {days.map(({ day, count }, index) => {
          const height = (count / highest) * (HEIGHT - 4)
          return (
            <rect
              key={day}
              x={index * slot + 1}
              y={HEIGHT - height}
              width={slot - 2}
              height={height}
              fill="var(--theme-success-500, #166534)"
            >
              <title>{`${formatLongDate(day)} : ${count}`}</title>
            </rect>
          )
        })}
      </svg>
      <p id="requests-per-day-summary">{summary}</p>
      <table style={visuallyHidden}>
        <caption>{TEXT.chartTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">Demandes reçues</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, count }) => (
            <tr key={day}>
              <th scope="row">{formatLongDate(day)}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

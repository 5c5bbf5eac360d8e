import { formatLongDate } from 'shared-types'

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

/** What a chart counts, in its own words: the e-mails sent, the requests received. */
export interface PerDayWords {
  /** Prefix of the chart's element ids, unique on the dashboard. */
  id: string
  title: string
  summary: (total: number, busiest: string) => string
  /** The table's column of counts. */
  countHeading: string
}

/**
 * A count per day over the last days, as bars drawn on the server as a small SVG: a chart library
 * would ship far more JavaScript to the panel than these few rectangles weigh. The picture is
 * labelled by its summary, and the same figures are in a table that screen readers read (hidden from sight).
 */
export function PerDayChart({ days, words }: { days: { day: string; count: number }[]; words: PerDayWords }) {
  const total = days.reduce((sum, { count }) => sum + count, 0)
  const busiest = days.reduce((best, entry) => (entry.count > best.count ? entry : best), days[0]!)
  const summary = words.summary(total, `${formatLongDate(busiest.day)} (${busiest.count})`)
  const highest = Math.max(1, busiest.count)
  const slot = WIDTH / days.length
  return (
    <figure style={{ margin: '0 0 var(--base)' }}>
      <figcaption id={`${words.id}-title`}>{words.title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: 600, display: 'block' }}
        role="img"
        aria-labelledby={`${words.id}-title ${words.id}-summary`}
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
      <p id={`${words.id}-summary`}>{summary}</p>
      <table style={visuallyHidden}>
        <caption>{words.title}</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">{words.countHeading}</th>
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

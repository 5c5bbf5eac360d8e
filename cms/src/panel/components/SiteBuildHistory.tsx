import {
  SITE_BUILD_MESSAGES,
  type SiteBuildResult,
  buildResultLabel,
  durationBars,
  formatBuildDuration,
  formatLongDateTime,
} from 'shared-types'

import type { SiteBuildRecord } from '../../publishing/rebuild/siteBuildRecords'

/** Each result's colour, on Payload's own palette (light and dark themes alike). */
const RESULT_COLOUR: Record<SiteBuildResult, string> = {
  ready: 'var(--theme-success-500)',
  requested: 'var(--theme-success-500)',
  building: 'var(--theme-warning-500)',
  error: 'var(--theme-error-500)',
}

const CHART = { width: 600, height: 80 }

const cell = { padding: '0.3rem 0.5rem', textAlign: 'left', verticalAlign: 'top' } as const

/** The durations as bars, oldest on the left, drawn inline (no chart library): a glance at whether builds slow down. */
function DurationChart({ builds }: { builds: SiteBuildRecord[] }) {
  const oldestFirst = [...builds].reverse().map((build) => ({
    durationSeconds: build.durationSeconds ?? null,
    result: build.result,
  }))
  const bars = durationBars(oldestFirst, CHART.width, CHART.height)
  if (bars.length === 0) return null
  const longest = Math.max(...oldestFirst.map((build) => build.durationSeconds ?? 0))
  const description = SITE_BUILD_MESSAGES.chartDescription(bars.length, formatBuildDuration(longest))
  return (
    <figure style={{ margin: '0.75rem 0 0' }}>
      <figcaption style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-650)' }}>
        {SITE_BUILD_MESSAGES.chartTitle} ({description})
      </figcaption>
      <svg
        role="img"
        aria-label={`${SITE_BUILD_MESSAGES.chartTitle} : ${description}`}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        style={{ display: 'block', width: '100%', height: '4rem', marginTop: '0.25rem' }}
      >
        {bars.map((bar) => (
          <rect
            key={`${bar.x}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={RESULT_COLOUR[bar.result]}
          />
        ))}
      </svg>
    </figure>
  )
}

/**
 * Under the site's state on the panel's dashboard: the last builds (what changed, who, when, how
 * long, and how it ended), newest first, with a chart of their durations.
 */
export function SiteBuildHistory({ builds }: { builds: SiteBuildRecord[] }) {
  return (
    <details style={{ marginTop: '0.5rem' }}>
      <summary style={{ cursor: 'pointer', fontSize: '0.9rem' }}>
        {SITE_BUILD_MESSAGES.heading} ({builds.length})
      </summary>
      {builds.length === 0 ? (
        <p style={{ margin: '0.5rem 0 0' }}>{SITE_BUILD_MESSAGES.empty}</p>
      ) : (
        <>
          <DurationChart builds={builds} />
          <div style={{ overflowX: 'auto', marginTop: '0.5rem' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.85rem' }}>
              <thead>
                <tr>
                  {Object.values(SITE_BUILD_MESSAGES.columns).map((label) => (
                    <th key={label} scope="col" style={cell}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {builds.map((build) => (
                  <tr
                    key={String(build.id)}
                    data-result={build.result}
                    style={{ borderTop: '1px solid var(--theme-elevation-100)' }}
                  >
                    <td style={cell}>{build.trigger}</td>
                    <td style={cell}>{build.by ?? ''}</td>
                    <td style={cell}>{formatLongDateTime(build.startedAt)}</td>
                    <td style={cell}>{formatBuildDuration(build.durationSeconds)}</td>
                    <td style={{ ...cell, color: RESULT_COLOUR[build.result] }}>
                      {buildResultLabel(build.result, build.reason)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </details>
  )
}

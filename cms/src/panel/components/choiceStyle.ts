/**
 * A radio choice drawn as a tile (the pictogram picker, the language picker): the panel's own
 * colours, the chosen one outlined in green.
 */
export const choiceStyle = (checked: boolean, padding = '0.5rem') => ({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  padding,
  borderRadius: 'var(--style-radius-s)',
  border: `1px solid ${checked ? 'var(--theme-success-500)' : 'var(--theme-elevation-150)'}`,
  background: checked ? 'var(--theme-success-50)' : 'transparent',
  cursor: 'pointer',
})

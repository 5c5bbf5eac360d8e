import { describe, expect, it } from 'vitest'

import {
  SESSION_HANDOFF,
  addressWithHandoffCode,
  handoffCodeOf,
  isPlainClick,
  staffPathAfterHandoff,
} from './sessionHandoff'

describe('session handoff', () => {
  it('puts the code, and the screen to open next, after # and reads them back', () => {
    const address = addressWithHandoffCode('https://darou-salam.sn/login', 'c0d3', '/admin/news')
    expect(address).toBe(
      `https://darou-salam.sn/login#${SESSION_HANDOFF.codeKey}=c0d3&${SESSION_HANDOFF.nextKey}=%2Fadmin%2Fnews`,
    )
    expect(handoffCodeOf(new URL(address).hash)).toEqual({ code: 'c0d3', next: '/admin/news' })
    expect(handoffCodeOf(new URL(addressWithHandoffCode('http://127.0.0.1:3000/admin', 'abc')).hash)).toEqual({
      code: 'abc',
      next: null,
    })
    expect(handoffCodeOf('')).toBeNull()
    expect(handoffCodeOf('#suite=/admin/news')).toBeNull()
  })

  it('opens only a staff screen next, else /welcome', () => {
    expect(staffPathAfterHandoff('/admin/news')).toBe('/admin/news')
    expect(staffPathAfterHandoff('https://ailleurs.example/admin/news')).toBe('/welcome')
    expect(staffPathAfterHandoff(null)).toBe('/welcome')
  })

  it('takes over a plain left click only', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
    expect(isPlainClick(click)).toBe(true)
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...click, button: 1 })).toBe(false)
  })
})

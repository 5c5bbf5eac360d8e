import { describe, expect, it } from 'vitest'

import { STAFF_ROLES, canHandleRequests, canManageAccounts, canPublish, canWriteContent } from './roles'

describe('role rules', () => {
  it('lets publishers publish and delete, administrators alone manage accounts', () => {
    expect(STAFF_ROLES.filter(canPublish)).toEqual(['admin', 'editor'])
    expect(STAFF_ROLES.filter(canManageAccounts)).toEqual(['admin'])
    expect([canPublish(undefined), canManageAccounts('visitor')]).toEqual([false, false])
  })

  it('lets every staff account write content with drafts, publishers alone content published as saved', () => {
    expect(STAFF_ROLES.filter((role) => canWriteContent(role, true))).toEqual(['admin', 'editor', 'writer'])
    expect(STAFF_ROLES.filter(canHandleRequests)).toEqual(['admin', 'agent'])
    expect(STAFF_ROLES.filter((role) => canWriteContent(role, false))).toEqual(['admin', 'editor'])
    expect([canWriteContent(undefined, true), canWriteContent('visitor', true), canWriteContent(null, false)]).toEqual([
      false,
      false,
      false,
    ])
  })
})

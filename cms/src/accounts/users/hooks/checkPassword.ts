import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { ACCOUNT_MESSAGES, validatePassword } from 'shared-types'

/** zxcvbn's score: 3 means more than 10^8 guesses ("safely unguessable" online, with the rate limits). */
const MIN_SCORE = 3

let estimator: ZxcvbnFactory | undefined

/**
 * zxcvbn-ts with its common-password and word lists and keyboard layouts. Loaded on first use, on
 * the server only (the lists weigh megabytes; the site does not ship them).
 */
const strength = (password: string, userInputs: string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs })
  return estimator.check(password, userInputs).score
}

/**
 * Payload's own password rule is 3 characters; every path that sets a password passes here: at
 * least 12 characters, then not a common, breached-list or trivial one ('aaaaaaaaaaaa',
 * 'password1234', the account's own address).
 */
export const checkPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    const data = args.data as { password?: unknown; email?: unknown; name?: unknown } | undefined
    const password = data?.password
    if (password !== undefined) {
      const text = typeof password === 'string' ? password : ''
      const userInputs = [data?.email, data?.name].filter((value): value is string => typeof value === 'string')
      const message =
        validatePassword(text) ??
        (strength(text, [...userInputs, ...userInputs.map((input) => input.split('@')[0]!)]) < MIN_SCORE
          ? ACCOUNT_MESSAGES.weakPassword
          : null)
      if (message) throw new APIError(message, 400, [{ path: 'password', message }], true)
    }
  }
  return args
}

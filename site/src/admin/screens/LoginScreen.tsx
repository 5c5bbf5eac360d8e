import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { ERRORS, validateLogin } from 'shared-types'

import { ArrowLeft, CircleAlert, Info, LogIn } from '../../lib/ui/icons'
import { ApiError } from '../../lib/cms/client'
import type { StaffScreenProps } from '../components/AdminLayout'
import { TextField } from '../components/Fields'
import { login, takeLoginNotice, verifySession, type LoginNotice } from '../api/session'
import { signInWithCode, takeHandoffCode } from '../api/handoff'
import { staffHomePath } from '../navigation'

/**
 * /login (docs/product/staff-screens.md#sign-in): 'Administration', email and password, 'Se
 * connecter'. On success the token and the user are stored and /welcome opens; a failure shows the
 * server's message (wrong credentials: its 401), or the network message when the CMS does not
 * answer. A message left by the page that sent the user here (session expired, signed out) is shown
 * above the form. A visitor whose stored session is still valid is taken to /welcome instead; one
 * sent by Payload's panel with a single-use code (api/handoff.ts) is signed in with the panel's
 * session and taken to the screen asked for. The form is drawn in the built page; storage is read
 * only once the script runs (an effect), never while drawing. What is typed before the script runs
 * is kept, and 'Se connecter' waits for it (disabled until then): the browser would otherwise send
 * the form itself, with the password in the address.
 */
export default function LoginScreen({ commune }: StaffScreenProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<string[]>([])
  const [notice, setNotice] = useState<LoginNotice | null>(null)
  const [ready, setReady] = useState(false)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const typed = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    setEmail(typed('login-email'))
    setPassword(typed('login-password'))
    setReady(true)
    const left = takeLoginNotice()
    if (left) setNotice(left)
    // Opened from Payload's panel with a single-use code: its session, then the screen asked for.
    const handoff = takeHandoffCode()
    if (handoff) {
      setBusy(true)
      signInWithCode(handoff.code).then(
        () => window.location.replace(handoff.next),
        (failure: unknown) => {
          setBusy(false)
          setNotice({
            text: failure instanceof ApiError && failure.message ? failure.message : ERRORS.unexpected,
            tone: 'warning',
          })
        },
      )
      return
    }
    // Someone already signed in (a bookmark, the back button) goes on to the welcome page; with no
    // stored token the check answers at once, without a request.
    void verifySession().then((check) => {
      if (check.user) window.location.replace(staffHomePath(check.user.role))
    })
  }, [])

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const message = validateLogin({ email, password })
    if (message) {
      const blank = [...(email.trim() ? [] : ['email']), ...(password ? [] : ['password'])]
      setError(message)
      setInvalid(blank)
      window.requestAnimationFrame(() => document.getElementById(`login-${blank[0]}`)?.focus())
      return
    }
    setBusy(true)
    setError(null)
    setInvalid([])
    try {
      const user = await login(email.trim(), password)
      // An agent d'état civil starts at the queue, everyone else at /welcome.
      window.location.assign(staffHomePath(user.role))
    } catch (failure) {
      setBusy(false)
      setError(failure instanceof ApiError && failure.message ? failure.message : ERRORS.unexpected)
      window.requestAnimationFrame(() => errorRef.current?.focus())
    }
  }

  return (
    <main
      id="contenu"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-900 to-primary-700 px-4 py-12"
    >
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <div className="text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-100 text-primary-800">
              <LogIn size={24} aria-hidden="true" />
            </span>
            <h1 className="mt-3 text-2xl font-bold text-gray-900">Administration</h1>
            <p className="mt-1 text-gray-700">{commune}</p>
          </div>

          {notice && (
            <p
              role={notice.tone === 'warning' ? 'alert' : 'status'}
              className={`mt-6 flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium ${notice.tone === 'warning' ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-300' : 'bg-primary-50 text-primary-900 ring-1 ring-primary-100'}`}
            >
              <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
              {notice.text}
            </p>
          )}

          <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined} className="mt-6 space-y-4">
            {error && (
              <p
                ref={errorRef}
                id="login-erreur"
                role="alert"
                tabIndex={-1}
                className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
              >
                <CircleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
                {error}
              </p>
            )}
            <TextField
              id="login-email"
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={setEmail}
              invalid={invalid.includes('email')}
              errorId="login-erreur"
            />
            <TextField
              id="login-password"
              label="Mot de passe"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
              invalid={invalid.includes('password')}
              errorId="login-erreur"
            />
            <button type="submit" className="btn-primary w-full" disabled={!ready} aria-disabled={busy || undefined}>
              {busy ? 'Connexion en cours...' : 'Se connecter'}
            </button>
          </form>
        </div>
        <p className="mt-6 text-center">
          <a
            href="/"
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-white underline-offset-4 hover:underline"
          >
            <ArrowLeft size={16} aria-hidden="true" />
            Retour au site
          </a>
        </p>
      </div>
    </main>
  )
}

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

import { CircleAlert, CircleCheck, X } from '../../lib/ui/icons'

/**
 * The screens' alerts, as accessible toasts: successes in a polite `status` region, failures in an
 * `alert` region. Both regions exist before any text, so screen readers announce what appears in them.
 */
export type ToastTone = 'success' | 'error'

interface ToastMessage {
  id: number
  text: string
  tone: ToastTone
}

type Notify = (text: string, tone?: ToastTone) => void

const ToastContext = createContext<Notify>(() => {})

export const useToast = (): Notify => useContext(ToastContext)

const SUCCESS_MS = 6000
const ERROR_MS = 10000

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, number>())

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
    window.clearTimeout(timers.current.get(id))
    timers.current.delete(id)
  }, [])

  const notify = useCallback<Notify>(
    (text, tone = 'success') => {
      const id = nextId.current++
      setToasts((current) => [...current.filter((toast) => toast.text !== text), { id, text, tone }])
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), tone === 'error' ? ERROR_MS : SUCCESS_MS),
      )
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer)
    }
  }, [])

  const region = (tone: ToastTone) => (
    <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col items-end gap-2">
      {toasts
        .filter((toast) => toast.tone === tone)
        .map((toast) => {
          const Icon = tone === 'error' ? CircleAlert : CircleCheck
          return (
            <p
              key={toast.id}
              data-testid="toast"
              className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${tone === 'error' ? 'bg-red-800 text-white' : 'bg-primary-800 text-white'}`}
            >
              <Icon size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
              <span className="flex-1">{toast.text}</span>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                className="-m-1 rounded p-1 hover:bg-white/15"
                aria-label="Fermer la notification"
              >
                <X size={16} aria-hidden="true" />
              </button>
            </p>
          )
        })}
    </div>
  )

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6">
        {region('error')}
        {region('success')}
      </div>
    </ToastContext.Provider>
  )
}

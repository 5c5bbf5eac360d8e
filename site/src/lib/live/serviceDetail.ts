import { ERRORS, serviceCategoryLabel } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import { COMMUNE } from '../../config/commune'
import { cmsRequest } from '../cms/client'
import { paragraphs } from '../cms/shapes'
import type { LiveRenderer } from './types'
import { el, showError, showLoading } from './dom'

const ALL_SERVICES = { href: '/services', text: 'Tous nos services' }

/**
 * /services/{id} for an id the build does not have (SPEC §2): a missing id is an error, anything
 * else that is not a service the CMS knows sends the visitor to /services.
 */
const renderService: LiveRenderer = async (target, id) => {
  if (!id.trim()) {
    showError(target, ERRORS.serviceIdMissing, ALL_SERVICES)
    return
  }
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id))) {
    window.location.replace('/services')
    return
  }
  showLoading(target, 'Chargement du service...')
  let service: Service
  try {
    service = await cmsRequest<Service>(`/services/${Number(id)}?depth=0`, { fallback: ERRORS.serviceLoad })
  } catch {
    window.location.replace('/services')
    return
  }
  document.title = `${service.title} | ${COMMUNE.name}`
  target.replaceChildren(
    el('section', 'bg-gradient-to-br from-primary-900 to-primary-700 text-white', [
      el('div', 'container-page py-12 sm:py-16', [
        el('p', 'inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900', [serviceCategoryLabel(service.category)]),
        el('h1', 'mt-4 max-w-3xl text-3xl font-bold sm:text-4xl', [service.title]),
        el('p', 'mt-4 max-w-2xl text-lg text-primary-50', [service.description ?? '']),
      ]),
    ]),
    el('div', 'container-page py-12', [
      el('div', 'max-w-3xl space-y-4 text-lg leading-relaxed text-gray-800', paragraphs(service.longDescription).map((paragraph) => el('p', '', [paragraph]))),
      el('p', 'mt-10', [el('a', 'btn-primary', [ALL_SERVICES.text], { href: ALL_SERVICES.href })]),
    ]),
  )
}

export default renderService

import { ERRORS } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import { cmsRequest } from '../cms/client'
import { populated } from '../cms/shapes'
import { serviceDetailModel } from '../views/serviceDetail'
import { serviceDetailView } from '../views/serviceDetailView'
import { showError, showLoading } from './dom'
import { documentId } from './id'
import type { LiveRenderer } from './types'
import { liveViewContext, showView } from './view'

const ALL_SERVICES = { href: '/services', text: 'Tous nos services' }

/** The related services as the API gives them at depth 1: documents (their pictures only as ids), the service itself left out. */
const relatedServices = (service: Service): Service[] =>
  (service.relatedServices ?? []).flatMap((item) => {
    const other = populated(item)
    return other && other.id !== service.id ? [other] : []
  })

/** The service drawn with the built pages' view (src/lib/views/serviceDetailView.ts). */
export async function renderDocument(target: HTMLElement, service: Service): Promise<void> {
  const model = await serviceDetailModel(service, liveViewContext(), relatedServices(service))
  showView(target, serviceDetailView(model), service.title)
}

/**
 * /services/{id} for an id the build does not have (docs/product/public-pages.md#not-found-page): a
 * missing id is an error, anything else that is not a service the CMS knows sends the visitor to
 * /services.
 */
const renderService: LiveRenderer = async (target, id) => {
  if (!id.trim()) {
    showError(target, ERRORS.serviceIdMissing, ALL_SERVICES)
    return
  }
  const serviceId = documentId(id)
  if (serviceId === undefined) {
    window.location.replace('/services')
    return
  }
  showLoading(target, 'Chargement du service...')
  let service: Service
  try {
    service = await cmsRequest<Service>(`/services/${serviceId}?depth=1`, { fallback: ERRORS.serviceLoad })
  } catch {
    window.location.replace('/services')
    return
  }
  await renderDocument(target, service)
}

export default renderService

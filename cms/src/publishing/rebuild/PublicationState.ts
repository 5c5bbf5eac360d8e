import type { GlobalConfig } from 'payload'

import { isStaff } from '../../access'

/**
 * What happened to the public site's last build requests (publishing/rebuild/ writes it), so that
 * staff see whether their publications went online (GET /api/site-state, the panel's dashboard,
 * /welcome): when the site last went online and with what, when the build hook last accepted a
 * request, when one last failed and why. Stored, not kept in memory: it survives a restart and is the same on every CMS instance.
 * Nobody can change it through the API (`update: () => false`); only the server's own code writes it.
 */
export const PublicationState: GlobalConfig = {
  slug: 'publication-state',
  label: 'État de publication du site',
  admin: { hidden: true },
  // Any staff account, whatever its role: everyone who publishes needs to know whether it went online.
  access: { read: isStaff, update: () => false },
  fields: [
    // Online: the host's report that a deploy succeeded, or the hook's acceptance when the host reports nothing.
    { name: 'publishedAt', type: 'date', label: 'Dernière mise en ligne le' },
    { name: 'requestedAt', type: 'date', label: 'Dernière publication acceptée le' },
    { name: 'publishedChanges', type: 'json', label: 'Modifications de la dernière publication' },
    { name: 'failedAt', type: 'date', label: 'Dernier échec le' },
    { name: 'failureReason', type: 'text', label: 'Raison du dernier échec' },
  ],
}

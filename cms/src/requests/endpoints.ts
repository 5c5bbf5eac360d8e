import type { Endpoint } from 'payload'

export const requestEndpoints: Endpoint[] = []

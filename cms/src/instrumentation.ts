/** Runs once when the server starts, before it answers: the rate limits' view of each connection (lib/peerAddress). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./lib/peerAddress')).stampPeerAddresses()
}

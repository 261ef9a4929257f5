import { BlockList, isIP } from 'node:net'

// Where a webhook may be sent. An endpoint is typed by staff, and the server posts to it from
// inside the shop's network, so a careless or hostile address could make the server read its own
// cloud metadata or poke a local service. A shop's ERP usually sits on the office network, so
// private addresses stay allowed; the machine itself only where the configuration allows it
// (demos and tests, off in production); link-local, unspecified, multicast and reserved
// addresses, and the cloud metadata services, never.

const NEVER = new BlockList()
NEVER.addSubnet('0.0.0.0', 8, 'ipv4')
// Link-local, where AWS, GCP and Azure answer metadata requests (169.254.169.254).
NEVER.addSubnet('169.254.0.0', 16, 'ipv4')
// Alibaba Cloud's and Tencent Cloud's metadata services sit in the shared address space.
NEVER.addAddress('100.100.100.200', 'ipv4')
NEVER.addAddress('169.254.0.23', 'ipv4')
NEVER.addSubnet('224.0.0.0', 4, 'ipv4')
NEVER.addSubnet('240.0.0.0', 4, 'ipv4')
NEVER.addAddress('::', 'ipv6')
NEVER.addSubnet('fe80::', 10, 'ipv6')
NEVER.addSubnet('ff00::', 8, 'ipv6')
NEVER.addAddress('fd00:ec2::254', 'ipv6')

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Why an address may not be posted to, or null when it may. */
export type RefusedReach = 'reserved' | 'loopback'

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is. */
const unmapped = (address: string) => {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return m ? m[1]! : address
}

export function refusedAddress(address: string, allowLoopback: boolean): RefusedReach | null {
  const ip = unmapped(address)
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4'
  if (NEVER.check(ip, family)) return 'reserved'
  if (!allowLoopback && (LOOPBACK.check(ip, family) || ip === '0:0:0:0:0:0:0:1')) return 'loopback'
  return null
}

/** The address literal of a URL's host ([::1] without its brackets), or null for a name. */
const literal = (host: string) => {
  const bare = host.replace(/^\[(.*)\]$/, '$1')
  return isIP(bare) ? bare : null
}

/**
 * Judges the URL's host without looking it up: an address literal, or `localhost`. Used when an
 * endpoint is saved, so the mistake is told to the person typing it.
 */
export function refusedHost(url: string, allowLoopback: boolean): RefusedReach | null {
  const host = new URL(url).hostname.toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return allowLoopback ? null : 'loopback'
  const ip = literal(host)
  return ip ? refusedAddress(ip, allowLoopback) : null
}

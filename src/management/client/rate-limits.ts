/** Request budgets of the management API (per account), as Neon documents them. */
export interface ManagementRateLimits {
  /** All routes together, per minute. */
  requestsPerMinute: number
  /** Each route (method + path template), per second. */
  requestsPerSecondPerRoute: number
  /** Stricter per-second budgets of some routes, keyed `METHOD /path/{template}`. */
  routeRequestsPerSecond: Readonly<Record<string, number>>
}

/** The route of organization API key creation, which has its own budget. */
export const ORG_API_KEYS_ROUTE = 'POST /organizations/{org_id}/api_keys'

/** 700 requests a minute, bursts of 40 a second per route, 10 a second for organization API key creation. */
export const DEFAULT_RATE_LIMITS: ManagementRateLimits = {
  requestsPerMinute: 700,
  requestsPerSecondPerRoute: 40,
  routeRequestsPerSecond: { [ORG_API_KEYS_ROUTE]: 10 },
}

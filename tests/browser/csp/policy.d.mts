/** The strict host-page policy of policy.mjs (README "Strict CSP"). */
export declare const STRICT_CSP: string

import type { FastifyBaseLogger } from 'fastify'

/** Delivers SMS codes. Swap the default for a real gateway by passing another sender to buildApp. */
export interface SmsSender {
  send(phoneNumber: string, code: string): Promise<void>
}

/** Default sender: writes the code to the server log, which is enough for a demo or development. */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(phoneNumber, code) {
      log.info({ phoneNumber, code }, 'SMS code (log sender: no SMS gateway configured)')
    },
  }
}

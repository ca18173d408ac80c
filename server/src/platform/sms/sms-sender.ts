import type { FastifyBaseLogger } from 'fastify';

/** Sends one text message. Providers (Aliyun, Tencent Cloud, ...) implement this; buildApp takes one. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * The default until a provider is configured: the message goes to the server log at info level, so a
 * fresh install can use SMS login by reading the code from the console.
 */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(mobile: string, text: string): Promise<void> {
    this.log.info({ sms: { mobile } }, `SMS to ${mobile}: ${text}`);
  }
}

import type { Logger } from '../src/logger.ts';

export type LogEntry = {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  details?: Record<string, unknown>;
};

/** A logger that keeps what it is told, for tests that check what was logged. */
export function captureLogs(): { logger: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (message: string, details?: Record<string, unknown>): void => {
      entries.push({ level, message, ...(details ? { details } : {}) });
    };
  return { logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, entries };
}

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, details?: Record<string, unknown>) => void>;

/** A one-line JSON logger on stderr; `silent` for tests. */
export function createLogger(level: LogLevel): Logger {
  const threshold = LEVELS.indexOf(level);
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, details?: Record<string, unknown>) => {
    if (LEVELS.indexOf(at) < threshold) return;
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: at, message, ...details })}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
